//! One transform kernel: load a dependency set, run its levels in register
//! groups with shared-memory exchanges between them, store it back.

use super::builder::{cost, KernelBuilder};
use super::geom::{mask, Geom};
use super::twiddle::{ExpRule, Fetcher, SharedTw, TwSource};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::spec::{Scaling, Transform, Twiddles, ValidSpec};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Fwd,
    Inv,
}

/// Where a kernel reads or writes its coefficients: a buffer and the
/// storage position of each global element.
pub struct Side<'a> {
    pub buf: Buf,
    pub layout: Box<dyn Fn(&Expr) -> Expr + 'a>,
}

/// Tables a transform kernel may use.
pub struct TransformTables {
    pub main: TwSource,
    /// After a four-step twist, kernels past the first use the small table.
    pub sub: Option<TwSource>,
    pub log_m: u32,
    /// DGT fold twist (forward) or untwist (inverse), Gaussian, by element.
    pub twist: Option<usize>,
    /// Constants table holding 1/len at entry 0 (final scaling).
    pub inv_len: Option<usize>,
}

/// `fuse_y`: multiply each loaded coefficient by Y's (the Hadamard product
/// fused into an inverse kernel's first loads).
#[allow(clippy::too_many_arguments)]
pub fn build(spec: &ValidSpec, k: usize, dir: Dir, src: &Side, dst: &Side, tt: &TransformTables, decls: &[TableDecl], fuse_y: bool) -> Kernel {
    let g = Geom::new(spec, k);
    let gaussian = spec.transform == Transform::Dgt;
    let lanes = spec.lanes();
    let half_len = 1u32 << g.e; // im offset for Gaussian data
    let four = spec.four_step && k >= 1;
    let ts = if four { tt.sub.as_ref().expect("four-step sub table") } else { &tt.main };
    let rule = if spec.transform == Transform::NttNegacyclic && !four {
        ExpRule::BitRevFull { e_bits: g.e }
    } else {
        ExpRule::Cyclic { e_bits: if four { tt.log_m } else { g.e } }
    };
    let mut groups = g.groups();
    if dir == Dir::Inv {
        groups.reverse();
    }
    let exchange = groups.len() > 1;
    let l = g.l();
    let cluster = 1u32 << g.log_cluster;
    // Constant geometry writes to other slots than it read in the same phase,
    // so its exchanges alternate between two regions.
    let ping_pong = exchange && spec.access == crate::spec::Access::ConstantGeometry;
    // One padding word every `pad` words breaks the power-of-two strides of
    // the later register groups across the 32 banks.
    let pad_shift = super::geom::SHARED_PAD_SHIFT[spec.word as usize];
    let region_raw = cluster * l * lanes;
    let region = region_raw + (region_raw >> pad_shift);
    let data_words = if exchange { region * if ping_pong { 2 } else { 1 } } else { 0 };
    let shared_tw = (spec.twiddles == Twiddles::Shared).then(|| SharedTw { base: data_words, per_set: (l - 1) * lanes * 2, set: g.set_in_block() });
    let shared_words = data_words + shared_tw.as_ref().map_or(0, |s| s.per_set * cluster);

    let what = if dir == Dir::Fwd { "forward" } else { "inverse" };
    let mut kb = KernelBuilder::new(&format!("{what} kernel {k}: load"));
    let r = 1u32 << g.b;
    let data: Vec<Vec<Reg>> = (0..r).map(|_| kb.regs(lanes as usize)).collect();
    kb.pin();
    let t = g.thread();
    let d = g.set_id();
    let four_hi_bits = if four { g.s0 - spec.stage_split[0] } else { g.s0 };

    // Shared twiddles: the set's (l - 1) factors, level by level, before any use.
    if let Some(sh) = &shared_tw {
        let tps = g.tps();
        let hi = d.clone().shr(g.a).and(mask(four_hi_bits));
        for rel in 0..g.lv {
            let count = 1u32 << rel;
            let j = if four { g.s0 - spec.stage_split[0] + rel } else { g.s0 + rel };
            for i in 0..count.div_ceil(tps) {
                let u = t.clone().add(Expr::c(i * tps));
                let e = Expr::c(1 << j).add(hi.clone().shl(rel)).add(u.clone());
                let slot = Expr::c(count - 1).add(u.clone());
                let mut ops = KernelBuilder::new("");
                for lane in 0..lanes {
                    let idx = if gaussian { e.clone().mul(Expr::c(2)).add(Expr::c(lane)) } else { e.clone() };
                    let (v, c) = (ops.reg(), ops.reg());
                    let at = Expr::c(sh.base)
                        .add(g.set_in_block().mul(Expr::c(sh.per_set)))
                        .add(slot.clone().mul(Expr::c(2 * lanes)))
                        .add(Expr::c(2 * lane));
                    ops.ld(v, Mem::Table(ts.table, Part::Value), idx.clone());
                    ops.st(v, Mem::Shared, at.clone());
                    if ts.companion {
                        ops.ld(c, Mem::Table(ts.table, Part::Companion), idx);
                        ops.st(c, Mem::Shared, at.add(Expr::c(1)));
                    }
                }
                // Reuse the builder's own temporaries so register counts stay right.
                let (phases, _) = ops.finish();
                let mut body = phases.into_iter().flat_map(|p| p.ops).collect::<Vec<_>>();
                remap_regs(&mut body, &mut kb);
                if (i + 1) * tps > count {
                    kb.push(Op::Guard { cond: u.clone().lt(count).simplify(), ops: body });
                } else {
                    for op in body {
                        kb.push(op);
                    }
                }
            }
        }
        kb.barrier(&format!("{what} kernel {k}: load"));
    }

    // Harvey's lazy butterflies where every twiddle is in stored (Shoup) form.
    let lazy = spec.reduction == crate::spec::Reduction::Shoup
        && !gaussian
        && matches!(spec.twiddles, Twiddles::Table | Twiddles::Shared | Twiddles::RegisterShuffle);
    let mut fetch = Fetcher::new(spec.twiddles, ts, rule, shared_tw.clone());
    // Lanes across sets interleave the sets (consecutive lanes, consecutive
    // words); lanes within a set keep each set contiguous.
    let smem = |group: usize, lane: u32, s: Expr| {
        let base = if ping_pong && group % 2 == 1 { region } else { 0 };
        let raw = if g.lanes_on_sets {
            Expr::c(lane * l).add(s).mul(Expr::c(cluster)).add(g.set_in_block())
        } else {
            g.set_in_block().mul(Expr::c(l * lanes)).add(Expr::c(lane * l)).add(s)
        };
        let raw = raw.simplify();
        Expr::c(base).add(raw.clone()).add(raw.shr(pad_shift))
    };

    for (gi, group) in groups.iter().enumerate() {
        // Bring the group's elements into registers.
        for kk in 0..r {
            let x = g.elem(group, &t, kk);
            if gi == 0 {
                let gx = g.global(&d, x).simplify();
                let p = (src.layout)(&gx);
                for lane in 0..lanes {
                    kb.ld(data[kk as usize][lane as usize], Mem::Global(src.buf), p.clone().add(Expr::c(lane * half_len)));
                }
                if fuse_y {
                    let (x, y) = (data[kk as usize][0], kb.reg());
                    kb.ld(y, Mem::Global(Buf::Y), p.clone());
                    kb.push(Op::Mul { dst: x, a: x, b: y });
                }
                if dir == Dir::Fwd && k == 0 {
                    if let Some(tw) = tt.twist {
                        let w = gauss_table(&mut kb, tw, &gx, ts.companion);
                        kb.push(Op::GMulTw { x: [data[kk as usize][0], data[kk as usize][1]], w });
                    }
                }
            } else {
                let s = g.storage(group, x);
                for lane in 0..lanes {
                    kb.ld(data[kk as usize][lane as usize], Mem::Shared, smem(gi, lane, s.clone()));
                }
            }
        }

        // Butterflies, one level at a time.
        let regbits = g.register_bits(group);
        let mut stages = group.clone();
        if dir == Dir::Fwd {
            stages.reverse();
        }
        for &p in &stages {
            let i = regbits.iter().position(|&b| b == p).expect("group bit is a register bit");
            let big_p = g.a + p;
            let j = g.e - 1 - big_p;
            for kk in 0..r {
                if kk >> i & 1 == 1 {
                    continue;
                }
                let partner = kk | 1 << i;
                let gx = g.global(&d, g.elem(group, &t, kk)).simplify();
                let (e, jj) = if four {
                    let jp = j - spec.stage_split[0];
                    (Expr::c(1 << jp).add(gx.clone().and(mask(tt.log_m)).shr(big_p + 1)), jp)
                } else {
                    (Expr::c(1 << j).add(gx.clone().shr(big_p + 1)), j)
                };
                let slot = shared_tw.as_ref().map(|_| {
                    let rel = p_rel(&g, j);
                    Expr::c((1 << rel) - 1).add(gx.clone().shr(big_p + 1).and(mask(rel)))
                });
                let w = fetch.fetch(&mut kb, e, jj, slot);
                let kind = if dir == Dir::Fwd { BflyKind::Ct } else { BflyKind::Gs };
                let half = dir == Dir::Inv && spec.scaling == Scaling::Merged;
                let (a, b) = (&data[kk as usize], &data[partner as usize]);
                if gaussian {
                    kb.push(Op::GBfly { kind, a: [a[0], a[1]], b: [b[0], b[1]], w: [w[0], w[1]], half });
                } else {
                    if lazy {
                        kb.push(Op::LazyBfly { kind, a: a[0], b: b[0], w: w[0], half });
                    } else {
                        kb.push(Op::Bfly { kind, a: a[0], b: b[0], w: w[0], half });
                    }
                }
            }
        }

        // Hand the group on: to shared memory for the next group, or out.
        if gi + 1 == groups.len() {
            for kk in 0..r {
                let gx = g.global(&d, g.elem(group, &t, kk)).simplify();
                let regs = &data[kk as usize];
                if lazy {
                    for &x in regs {
                        kb.push(Op::Normalize { x });
                    }
                }
                if dir == Dir::Inv && k == 0 {
                    if let Some(tw) = tt.twist {
                        let w = gauss_table(&mut kb, tw, &gx, ts.companion);
                        kb.push(Op::GMulTw { x: [regs[0], regs[1]], w });
                    }
                    if let Some(c) = tt.inv_len {
                        let (v, cc) = (kb.reg(), kb.reg());
                        kb.ld(v, Mem::Table(c, Part::Value), Expr::c(0));
                        if ts.companion {
                            kb.ld(cc, Mem::Table(c, Part::Companion), Expr::c(0));
                        }
                        for &x in regs {
                            kb.push(Op::MulTw { x, w: Tw { v, c: cc, form: Form::Stored } });
                        }
                    }
                }
                let p = (dst.layout)(&gx);
                for lane in 0..lanes {
                    kb.st(regs[lane as usize], Mem::Global(dst.buf), p.clone().add(Expr::c(lane * half_len)));
                }
            }
        } else {
            let next = &groups[gi + 1];
            for kk in 0..r {
                let s = g.storage(next, g.elem(group, &t, kk));
                for lane in 0..lanes {
                    kb.st(data[kk as usize][lane as usize], Mem::Shared, smem(gi + 1, lane, s.clone()));
                }
            }
            kb.barrier(&format!("{what} kernel {k}: group {}", gi + 1));
            fetch.clear();
        }
    }

    let (phases, regs) = kb.finish();
    let block = g.block();
    let grid_x = g.sets() / cluster;
    let threads = grid_x as u64 * (block[0] * block[1]) as u64;
    let name = format!("{}_{}{k}", spec.name, if dir == Dir::Fwd { "fwd" } else if fuse_y { "pwinv" } else { "inv" });
    let levels: Vec<u32> = (g.s0..g.s0 + g.lv).collect();
    let c = cost(&phases, threads, spec.word.bytes() as u64, decls);
    Kernel {
        name,
        role: if dir == Dir::Fwd { Role::Forward } else { Role::Inverse },
        grid_x,
        block,
        shared_words,
        regs,
        params: params_of(&phases),
        phases,
        cost: c,
        levels,
    }
}

/// Level j's position inside the kernel (its slot block in the shared cache).
fn p_rel(g: &Geom, j: u32) -> u32 {
    j - g.s0
}

/// Load a Gaussian table entry (value, companion) at element index `x`.
pub fn gauss_table(kb: &mut KernelBuilder, table: usize, x: &Expr, companion: bool) -> [Tw; 2] {
    let mut out = vec![];
    for lane in 0..2 {
        let idx = x.clone().mul(Expr::c(2)).add(Expr::c(lane));
        let (v, c) = (kb.reg(), kb.reg());
        kb.ld(v, Mem::Table(table, Part::Value), idx.clone());
        if companion {
            kb.ld(c, Mem::Table(table, Part::Companion), idx);
        }
        out.push(Tw { v, c, form: Form::Stored });
    }
    [out[0], out[1]]
}

/// Give the ops of a sub-builder fresh registers of the main builder.
fn remap_regs(ops: &mut [Op], kb: &mut KernelBuilder) {
    use std::collections::HashMap;
    let mut map: HashMap<Reg, Reg> = HashMap::new();
    let mut get = |r: &mut Reg, kb: &mut KernelBuilder| {
        *r = *map.entry(*r).or_insert_with(|| kb.reg());
    };
    for op in ops {
        match op {
            Op::Ld { dst, .. } => get(dst, kb),
            Op::St { src, .. } => get(src, kb),
            _ => unreachable!("prologue holds loads and stores only"),
        }
    }
}

/// Kernel parameters in a fixed order: buffers, tables (value, companion),
/// moduli; which ones each op needs is the op's own (`plan::ops`).
pub fn params_of(phases: &[Phase]) -> Vec<Param> {
    let mut used = crate::plan::ops::ParamUse::default();
    for op in phases.iter().flat_map(|p| &p.ops) {
        op.params(&mut used);
    }
    used.into_params()
}

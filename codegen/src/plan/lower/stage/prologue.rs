//! The shared-twiddle cache (`twiddles = "shared"`): its place in the
//! kernel's shared memory, and the prologue that fills it with each set's
//! l - 1 factors, level by level, before any butterfly reads them.

use super::super::builder::KernelBuilder;
use super::super::geom::mask;
use super::super::twiddle::SharedTw;
use super::KernelCtx;
use crate::plan::expr::Expr;
use crate::plan::ir::*;

/// The cache of a kernel, from word `base` on: per set, (l - 1) slots of
/// lanes x (value, companion) words.
pub fn layout(cx: &KernelCtx, base: u32) -> SharedTw {
    SharedTw { base, per_set: (cx.g.l() - 1) * cx.lanes * 2, set: cx.g.set_in_block() }
}

/// Words the cache of a block takes.
pub fn words(cx: &KernelCtx, sh: &SharedTw) -> u32 {
    sh.per_set * cx.cluster()
}

/// Fill the cache: level `rel` of the kernel takes slots 2^rel - 1 ..
/// 2^(rel + 1) - 2, the threads of a set striding over them; then a barrier.
pub fn fill(kb: &mut KernelBuilder, cx: &KernelCtx, sh: &SharedTw) {
    let g = &cx.g;
    // Over a thread-block cluster every block fills its own whole cache with
    // its own threads (its part of the set's threads), so each reads only its
    // own shared memory and a block barrier orders the fill.
    let tps = g.tps() >> g.log_cblocks;
    let t = if g.log_cblocks == 0 { cx.t.clone() } else { g.thread_in_block() };
    let first = if cx.four { g.s0 - cx.spec.stage_split[0] } else { g.s0 };
    let hi = cx.d.clone().shr(g.a).and(mask(first));
    for rel in 0..g.lv {
        let count = 1u32 << rel;
        let j = first + rel;
        for i in 0..count.div_ceil(tps) {
            let u = t.clone().add(Expr::c(i * tps));
            let e = Expr::c(1 << j).add(hi.clone().shl(rel)).add(u.clone());
            let slot = Expr::c(count - 1).add(u.clone());
            let body = copy_slot(kb, cx, sh, &e, &slot);
            if (i + 1) * tps > count {
                kb.push(Op::Guard { cond: u.lt(count).simplify(), ops: body });
            } else {
                for op in body {
                    kb.push(op);
                }
            }
        }
    }
    kb.barrier(&format!("{} kernel {}: load", cx.what(), cx.k));
}

/// Table entry `e` to cache slot `slot`, each lane's value and companion,
/// through temporaries of the kernel's own builder, so register counts stay
/// right (allocated in op order, the companion's only where it is copied).
fn copy_slot(kb: &mut KernelBuilder, cx: &KernelCtx, sh: &SharedTw, e: &Expr, slot: &Expr) -> Vec<Op> {
    let ts = cx.ts;
    let mut body = vec![];
    for lane in 0..cx.lanes {
        let idx = if cx.gaussian { e.clone().mul(Expr::c(2)).add(Expr::c(lane)) } else { e.clone() };
        let at = Expr::c(sh.base)
            .add(cx.g.set_in_block().mul(Expr::c(sh.per_set)))
            .add(slot.clone().mul(Expr::c(2 * cx.lanes)))
            .add(Expr::c(2 * lane));
        let v = kb.reg();
        body.push(Op::Ld { dst: v, mem: Mem::Table(ts.table, Part::Value), idx: idx.clone().simplify() });
        body.push(Op::St { src: v, mem: Mem::Shared, idx: at.clone().simplify() });
        if ts.companion {
            let c = kb.reg();
            body.push(Op::Ld { dst: c, mem: Mem::Table(ts.table, Part::Companion), idx: idx.simplify() });
            body.push(Op::St { src: c, mem: Mem::Shared, idx: at.add(Expr::c(1)).simplify() });
        }
    }
    body
}

#[cfg(test)]
mod tests {
    use super::super::groups::data_registers;
    use super::super::testing::*;
    use super::*;
    use crate::plan::expr::Env;
    use crate::plan::lower::transform_types::Dir;

    #[test]
    fn layout_follows_the_exchange_region() {
        let s = dgt(7, "radix = 4\nstage_split = [4, 2]\ncluster = 2\ntwiddles = \"shared\"");
        let tt = tables(&s);
        let cx = KernelCtx::new(&s, 0, Dir::Fwd, &tt);
        let sh = layout(&cx, 100);
        assert_eq!((sh.base, sh.per_set, words(&cx, &sh)), (100, 15 * 2 * 2, 15 * 2 * 2 * 2));
    }

    #[test]
    fn fill_writes_each_slot_of_each_level_once_then_syncs() {
        // 6 levels, radix 4: 16 threads per set, 63 slots.
        let s = spec(6, "radix = 4\nstage_split = [6]\ncluster = 1\ntwiddles = \"shared\"\nreduction = \"montgomery\"");
        let tt = tables(&s);
        let cx = KernelCtx::new(&s, 0, Dir::Fwd, &tt);
        let sh = layout(&cx, 0);
        let mut kb = KernelBuilder::new("load");
        let data = data_registers(&mut kb, &cx);
        fill(&mut kb, &cx, &sh);
        let (phases, _) = kb.finish();
        assert_eq!(phases.len(), 1, "fill ends with a barrier before anything else");
        // Levels 0..4 have 1, 2, 4, 8 slots: guarded; levels 4, 5: 16, 32 slots, unguarded.
        assert_eq!(count(&phases[0].ops, |o| matches!(o, Op::Guard { .. })), 4);
        let ops = flat(&phases);
        let fresh = |r: &Reg| !data.concat().contains(r);
        assert!(ops.iter().all(|o| match o {
            Op::Ld { dst, .. } => fresh(dst),
            Op::St { src, .. } => fresh(src),
            _ => false,
        }), "temporaries, not the pinned data registers");
        let mut written = std::collections::BTreeSet::new();
        for t in 0..16 {
            let env = Env { tid: [t, 0], bid: [0; 3] };
            for p in &phases[0].ops {
                let (cond, body) = match p {
                    Op::Guard { cond, ops } => (cond.eval(&env).unwrap() != 0, ops.clone()),
                    op => (true, vec![op.clone()]),
                };
                for op in body.iter().filter(|_| cond) {
                    if let Op::St { idx, .. } = op {
                        assert!(written.insert(idx.eval(&env).unwrap()), "slot written twice");
                    }
                }
            }
        }
        assert_eq!(written, (0..63).map(|w| w * 2).collect(), "every slot's value word");
    }
}

//! The last register group's way out: the epilogue (normalization of lazy
//! results; in the inverse's last kernel the DGT untwist and the final
//! 1/len scaling; a fused form's epilogue) and the stores at the
//! destination layout.

use super::super::builder::KernelBuilder;
use super::super::twiddle::gauss_table;
use super::{Data, KernelCtx};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::plan::lower::fused::{emit as fused, inverse_fold_levels, Fusion};
use crate::plan::lower::transform_types::{Dir, Side, TransformTables};

#[allow(clippy::too_many_arguments)]
pub fn epilogue_and_store(kb: &mut KernelBuilder, cx: &KernelCtx, dst: &Side, tt: &TransformTables, lazy: bool, epi: Option<&Fusion>, group: &[u32], data: &Data) {
    let slots: Vec<Reg> = data.iter().map(|regs| regs[0]).collect();
    let pos: Vec<Expr> = (0..cx.radix()).map(|kk| (dst.layout)(&cx.global_elem(group, kk))).collect();
    match epi {
        // A leading product takes the butterflies' values as they come (lazy,
        // and after an inverse unscaled: its 1/len is folded into the product).
        // The folded last level took the leading product (`Op::LastGs`,
        // `KernelCtx::fold_by`): the rest runs on its reduced values.
        Some(f) if cx.fold_by.is_some() && cx.fold_bit(group).is_some() => {
            let rest = Fusion { ops: f.ops[1..].to_vec(), ..f.clone() };
            let ops = fused::prepare(kb, cx.spec, &rest, 0);
            fused::apply(kb, &ops, &slots, &pos, false);
        }
        Some(f) if f.leading_product() => {
            let extra = if cx.dir == Dir::Inv { inverse_fold_levels(cx.spec) } else { 0 };
            let ops = fused::prepare(kb, cx.spec, f, extra);
            fused::apply(kb, &ops, &slots, &pos, lazy && !hands_on_lazy(cx));
        }
        _ => {
            results(kb, cx, tt, lazy, group, data);
            if let Some(f) = epi {
                let ops = fused::prepare(kb, cx.spec, f, 0);
                fused::apply(kb, &ops, &slots, &pos, false);
            }
        }
    }
    // The stores after every epilogue, in slot order: a thread's adjacent
    // words stay adjacent ops, which `vectorize` merges.
    for kk in 0..cx.radix() {
        let gx = cx.global_elem(group, kk);
        let regs = &data[kk as usize];
        let p = (dst.layout)(&gx);
        for lane in 0..cx.lanes {
            kb.st(regs[lane as usize], Mem::Global(dst.buf), p.clone().add(Expr::c(lane * cx.half_len)));
        }
    }
}

/// The results as the transform gives them: normalized, and in the
/// inverse's last kernel untwisted and scaled.
fn results(kb: &mut KernelBuilder, cx: &KernelCtx, tt: &TransformTables, lazy: bool, group: &[u32], data: &Data) {
    // A last level with 1/len folded in scales its difference outputs; on
    // lazy values its `Op::LastGs` leaves both outputs scaled and reduced.
    let folded = cx.fold_bit(group);
    let done = lazy && folded.is_some();
    let inv_len = if done { None } else { scaling_factor(kb, cx, tt) };
    if !done {
        for kk in 0..cx.radix() {
            let scaled = folded.is_some_and(|i| kk >> i & 1 == 1);
            epilogue(kb, cx, tt, lazy, &cx.global_elem(group, kk), &data[kk as usize], inv_len.filter(|_| !scaled));
        }
    }
}

/// In the inverse's last kernel, 1/len loaded once for every element of the
/// group (the scaling of both `merged` and `final`).
fn scaling_factor(kb: &mut KernelBuilder, cx: &KernelCtx, tt: &TransformTables) -> Option<Tw> {
    let c = tt.inv_len.filter(|_| cx.dir == Dir::Inv && cx.k == 0)?;
    let (v, cc) = (kb.reg(), kb.reg());
    kb.ld(v, Mem::Table(c, Part::Value), Expr::c(0));
    if cx.ts.companion {
        kb.ld(cc, Mem::Table(c, Part::Companion), Expr::c(0));
    }
    Some(Tw { v, c: cc, form: Form::Stored })
}

/// What element `gx` (in `regs`) needs before it is stored. A lazy value
/// scaled by 1/len goes into the product as it is (`Op::LazyMulTw`, exact
/// for the lazy range): the product normalizes it.
fn epilogue(kb: &mut KernelBuilder, cx: &KernelCtx, tt: &TransformTables, lazy: bool, gx: &Expr, regs: &[Reg], inv_len: Option<Tw>) {
    let last = cx.dir == Dir::Inv && cx.k == 0;
    let twist = tt.twist.filter(|_| last);
    let scale = inv_len.filter(|_| last);
    let lazy_out = lazy && !hands_on_lazy(cx);
    for &x in regs {
        match scale {
            Some(w) if lazy_out && twist.is_none() => kb.push(Op::LazyMulTw { x, w }),
            _ if lazy_out => kb.push(Op::Normalize { x, from: lazy_kind(cx) }),
            _ => {}
        }
    }
    if let Some(tw) = twist {
        let w = gauss_table(kb, tw, gx, cx.ts.companion);
        kb.push(Op::GMulTw { x: [regs[0], regs[1]], w });
    }
    if let Some(w) = scale.filter(|_| !lazy_out || twist.is_some()) {
        for &x in regs {
            kb.push(Op::MulTw { x, w });
        }
    }
}

/// The lazy butterfly a direction's values come from (its bound).
fn lazy_kind(cx: &KernelCtx) -> BflyKind {
    if cx.dir == Dir::Fwd { BflyKind::Ct } else { BflyKind::Gs }
}

/// Whether this kernel hands its lazy results on unnormalized: a kernel
/// whose output only the same direction's next kernel reads, whose
/// butterflies take what these give (a lazy CT's outputs are in its input
/// range, [0, 4q) or wide [0, 8q); a lazy GS's likewise, [0, 2q) or wide
/// [0, 4q)). Only the transform's last kernel normalizes; a four-step plan
/// keeps every normalization, as its twist kernel sits between.
pub fn hands_on_lazy(cx: &KernelCtx) -> bool {
    let last = match cx.dir {
        Dir::Fwd => cx.k + 1 == cx.spec.stage_split.len(),
        Dir::Inv => cx.k == 0,
    };
    !last && !cx.spec.four_step
}

#[cfg(test)]
mod tests {
    use super::super::groups::{data_registers, lazy};
    use super::super::testing::*;
    use super::*;
    use crate::spec::ValidSpec;

    fn run(s: &ValidSpec, k: usize, dir: Dir) -> (Vec<Op>, Data) {
        let tt = tables(s);
        let cx = KernelCtx::new(s, k, dir, &tt);
        let mut kb = KernelBuilder::new("");
        let data = data_registers(&mut kb, &cx);
        let dst = Side { buf: Buf::X, layout: Box::new(|x: &Expr| x.clone()) };
        let groups = cx.groups();
        epilogue_and_store(&mut kb, &cx, &dst, &tt, lazy(s), None, groups.last().unwrap(), &data);
        (flat(&kb.finish().0), data)
    }

    #[test]
    fn stores_every_register_once() {
        let (ops, data) = run(&spec(6, "radix = 4\nstage_split = [6]\ncluster = 1\nreduction = \"barrett-classic\""), 0, Dir::Fwd);
        let stored: Vec<Reg> = ops.iter().filter_map(|o| match o {
            Op::St { src, mem: Mem::Global(Buf::X), .. } => Some(*src),
            _ => None,
        }).collect();
        assert_eq!(stored, data.concat());
        assert_eq!(ops.len(), 4, "nothing but stores without lazy results or scaling");
    }

    #[test]
    fn lazy_results_are_normalized_before_the_store() {
        let (ops, data) = run(&spec(6, "radix = 2\nstage_split = [6]\ncluster = 1\nreduction = \"shoup\""), 0, Dir::Fwd);
        // Every element normalized, then every store (adjacent, for `vectorize`).
        assert_eq!(ops[0], Op::Normalize { x: data[0][0], from: BflyKind::Ct });
        assert_eq!(ops[1], Op::Normalize { x: data[1][0], from: BflyKind::Ct });
        assert!(matches!(ops[2], Op::St { src, .. } if src == data[0][0]));
        assert!(matches!(ops[3], Op::St { src, .. } if src == data[1][0]));
    }

    /// Between kernels of one direction the lazy results go on as they are
    /// (the next kernel's butterflies take them); the transform's last
    /// kernel, and every kernel of a four-step plan, normalizes.
    #[test]
    fn only_the_last_kernel_of_a_direction_normalizes() {
        // A lazy value leaves through `Normalize`, or scaled through `LazyMulTw` (also [0, q)).
        let normalizes = |s: &ValidSpec, k: usize, dir: Dir| count(&run(s, k, dir).0, |o| matches!(o, Op::Normalize { .. } | Op::LazyMulTw { .. })) > 0;
        let s = spec(6, "radix = 2\nstage_split = [3, 3]\ncluster = 1\nreduction = \"shoup\"");
        assert_eq!([normalizes(&s, 0, Dir::Fwd), normalizes(&s, 1, Dir::Fwd)], [false, true]);
        assert_eq!([normalizes(&s, 1, Dir::Inv), normalizes(&s, 0, Dir::Inv)], [false, true]);
        let four = spec(6, "radix = 2\nstage_split = [3, 3]\ncluster = 1\nreduction = \"shoup\"\nfour_step = true");
        assert!(normalizes(&four, 0, Dir::Fwd) && normalizes(&four, 1, Dir::Inv));
    }

    /// The inverse's last kernel on lazy values: the folded last level
    /// (`Op::LastGs`) scales and reduces both outputs, so the epilogue has
    /// nothing left to do; without the fold (four-step) a value scaled by
    /// 1/len goes into the product lazy (`Op::LazyMulTw`), never normalized
    /// first.
    #[test]
    fn inverse_scales_lazy_values_in_the_last_level_or_the_product() {
        let inv0 = |extra: &str| {
            let plan = crate::plan::lower(&spec(10, &format!("radix = 8\ncluster = 4\nreduction = \"shoup\"\n{extra}"))).unwrap();
            flat(&plan.kernels.iter().find(|k| k.name.ends_with("_inv0")).unwrap().phases)
        };
        let ops = inv0("stage_split = [5, 5]");
        assert_eq!(count(&ops, |o| matches!(o, Op::LastGs { .. })), 4, "the last level of radix 8: 4 butterflies");
        assert_eq!(count(&ops, |o| matches!(o, Op::LazyMulTw { .. } | Op::MulTw { .. } | Op::Normalize { .. })), 0);
        let ops = inv0("stage_split = [5, 5]\nfour_step = true");
        assert_eq!(count(&ops, |o| matches!(o, Op::LazyMulTw { .. })), 8, "every element scaled lazy");
        assert_eq!(count(&ops, |o| matches!(o, Op::Normalize { .. } | Op::LastGs { .. })), 0);
    }

    #[test]
    fn final_scaling_and_untwist_only_in_the_inverse_last_kernel() {
        let s = spec(6, "radix = 2\nstage_split = [3, 3]\ncluster = 1\nreduction = \"barrett-classic\"\nscaling = \"final\"");
        let (ops, _) = run(&s, 0, Dir::Inv);
        assert_eq!(count(&ops, |o| matches!(o, Op::MulTw { .. })), 2);
        assert_eq!(count(&ops, |o| matches!(o, Op::Ld { mem: Mem::Table(3, Part::Value), .. })), 1, "1/len loaded once");
        // Merged scaling (the default) scales the same way: no halving per level.
        let merged = spec(6, "radix = 2\nstage_split = [3, 3]\ncluster = 1\nreduction = \"montgomery\"");
        let (ops, _) = run(&merged, 0, Dir::Inv);
        assert_eq!(count(&ops, |o| matches!(o, Op::LazyMulTw { .. })), 2, "lazy values scaled as they are");
        let (ops, _) = run(&s, 1, Dir::Inv);
        assert_eq!(count(&ops, |o| matches!(o, Op::MulTw { .. })), 0);
        let (ops, _) = run(&s, 0, Dir::Fwd);
        assert_eq!(count(&ops, |o| matches!(o, Op::MulTw { .. })), 0);
        let (ops, _) = run(&dgt(7, "radix = 2\nstage_split = [3, 3]\ncluster = 1"), 0, Dir::Inv);
        assert_eq!(count(&ops, |o| matches!(o, Op::GMulTw { .. })), 2);
    }

    /// The inverse's last kernel folds 1/len into the last level's twiddle:
    /// of its radix elements per thread only the sums (half) take the final
    /// multiply, and that level reads the scaled twiddle (entry 1 of the
    /// 1/len table) instead of the main table. Where the fold does not apply
    /// (four-step, truncated, DGT, solinas) every element is multiplied.
    #[test]
    fn the_last_inverse_level_carries_half_of_the_final_scaling() {
        let inv0 = |s: &ValidSpec| {
            let plan = crate::plan::lower(s).unwrap();
            let k = plan.kernels.iter().find(|k| k.name.ends_with("_inv0")).unwrap().clone();
            let table = plan.tables.iter().position(|t| t.name == "inv_len").unwrap();
            (flat(&k.phases), table, plan.tables[table].len)
        };
        let s = spec(10, "radix = 8\nstage_split = [5, 5]\ncluster = 4");
        let (ops, table, len) = inv0(&s);
        assert_eq!(len, 2, "1/len and the scaled last twiddle");
        assert_eq!(count(&ops, |o| matches!(o, Op::MulTw { .. } | Op::LazyMulTw { .. } | Op::LastGs { .. })), 4, "radix 8: the 4 sums of the last level");
        assert!(ops.iter().any(|o| matches!(o, Op::Ld { mem: Mem::Table(t, Part::Value), idx, .. } if *t == table && *idx == Expr::c(1))), "the scaled twiddle is loaded");
        for (extra, lanes) in [("four_step = true\nstage_split = [5, 5]\ncluster = 4", 8), ("pointwise = \"fused-karatsuba\"\nstage_split = [5, 4]\ncluster = 4", 8)] {
            let (ops, _, len) = inv0(&spec(10, &format!("radix = 8\n{extra}")));
            assert_eq!((len, count(&ops, |o| matches!(o, Op::MulTw { .. } | Op::LazyMulTw { .. }))), (1, lanes), "{extra}");
        }
    }
}

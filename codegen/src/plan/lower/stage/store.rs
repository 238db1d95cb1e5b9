//! The last register group's way out: the epilogue (normalization of lazy
//! results; in the inverse's last kernel the DGT untwist and the final
//! 1/len scaling) and the stores at the destination layout.

use super::super::builder::KernelBuilder;
use super::super::twiddle::gauss_table;
use super::{Data, KernelCtx};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::plan::lower::transform::{Dir, Side, TransformTables};

pub fn epilogue_and_store(kb: &mut KernelBuilder, cx: &KernelCtx, dst: &Side, tt: &TransformTables, lazy: bool, group: &[u32], data: &Data) {
    let inv_len = scaling_factor(kb, cx, tt);
    // The difference outputs of a last level with 1/len folded in are scaled.
    let folded = cx.fold_bit(group);
    for kk in 0..cx.radix() {
        let gx = cx.global_elem(group, kk);
        let regs = &data[kk as usize];
        let scaled = folded.is_some_and(|i| kk >> i & 1 == 1);
        epilogue(kb, cx, tt, lazy, &gx, regs, inv_len.filter(|_| !scaled));
        let p = (dst.layout)(&gx);
        for lane in 0..cx.lanes {
            kb.st(regs[lane as usize], Mem::Global(dst.buf), p.clone().add(Expr::c(lane * cx.half_len)));
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

/// What element `gx` (in `regs`) needs before it is stored.
fn epilogue(kb: &mut KernelBuilder, cx: &KernelCtx, tt: &TransformTables, lazy: bool, gx: &Expr, regs: &[Reg], inv_len: Option<Tw>) {
    if lazy && !hands_on_lazy(cx) {
        for &x in regs {
            kb.push(Op::Normalize { x });
        }
    }
    if cx.dir == Dir::Inv && cx.k == 0 {
        if let Some(tw) = tt.twist {
            let w = gauss_table(kb, tw, gx, cx.ts.companion);
            kb.push(Op::GMulTw { x: [regs[0], regs[1]], w });
        }
        if let Some(w) = inv_len {
            for &x in regs {
                kb.push(Op::MulTw { x, w });
            }
        }
    }
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
        epilogue_and_store(&mut kb, &cx, &dst, &tt, lazy(s), groups.last().unwrap(), &data);
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
        assert_eq!(ops[0], Op::Normalize { x: data[0][0] });
        assert!(matches!(ops[1], Op::St { src, .. } if src == data[0][0]));
    }

    /// Between kernels of one direction the lazy results go on as they are
    /// (the next kernel's butterflies take them); the transform's last
    /// kernel, and every kernel of a four-step plan, normalizes.
    #[test]
    fn only_the_last_kernel_of_a_direction_normalizes() {
        let normalizes = |s: &ValidSpec, k: usize, dir: Dir| count(&run(s, k, dir).0, |o| matches!(o, Op::Normalize { .. })) > 0;
        let s = spec(6, "radix = 2\nstage_split = [3, 3]\ncluster = 1\nreduction = \"shoup\"");
        assert_eq!([normalizes(&s, 0, Dir::Fwd), normalizes(&s, 1, Dir::Fwd)], [false, true]);
        assert_eq!([normalizes(&s, 1, Dir::Inv), normalizes(&s, 0, Dir::Inv)], [false, true]);
        let four = spec(6, "radix = 2\nstage_split = [3, 3]\ncluster = 1\nreduction = \"shoup\"\nfour_step = true");
        assert!(normalizes(&four, 0, Dir::Fwd) && normalizes(&four, 1, Dir::Inv));
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
        assert_eq!(count(&ops, |o| matches!(o, Op::MulTw { .. })), 2);
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
        assert_eq!(count(&ops, |o| matches!(o, Op::MulTw { .. })), 4, "radix 8: the 4 sums of the last level");
        assert!(ops.iter().any(|o| matches!(o, Op::Ld { mem: Mem::Table(t, Part::Value), idx, .. } if *t == table && *idx == Expr::c(1))), "the scaled twiddle is loaded");
        for (extra, lanes) in [("four_step = true\nstage_split = [5, 5]\ncluster = 4", 8), ("pointwise = \"fused-karatsuba\"\nstage_split = [5, 4]\ncluster = 4", 8)] {
            let (ops, _, len) = inv0(&spec(10, &format!("radix = 8\n{extra}")));
            assert_eq!((len, count(&ops, |o| matches!(o, Op::MulTw { .. }))), (1, lanes), "{extra}");
        }
    }
}

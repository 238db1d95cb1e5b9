//! The first register group's loads from global memory: each slot at the
//! source layout's position, times Y's coefficient when the Hadamard product
//! is fused into the inverse, times the DGT twist in the first forward
//! kernel, and through a fused form's prologue where the kernel has one.

use super::super::builder::KernelBuilder;
use super::super::twiddle::gauss_table;
use super::{Data, KernelCtx};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::plan::lower::fused::{emit as fused, Fusion};
use crate::plan::lower::transform_types::{Dir, Side, TransformTables};

#[allow(clippy::too_many_arguments)]
pub fn global(kb: &mut KernelBuilder, cx: &KernelCtx, src: &Side, tt: &TransformTables, fuse_y: bool, prologue: Option<&Fusion>, group: &[u32], data: &Data) {
    // A prologue that begins with `from-y` transforms y into x: the loads
    // read y where they would read x (the first kernel's source is x).
    let buf = if prologue.is_some_and(Fusion::from_y) && src.buf == Buf::X { Buf::Y } else { src.buf };
    for kk in 0..cx.radix() {
        let regs = &data[kk as usize];
        let gx = cx.global_elem(group, kk);
        let p = (src.layout)(&gx);
        for lane in 0..cx.lanes {
            kb.ld(regs[lane as usize], Mem::Global(buf), p.clone().add(Expr::c(lane * cx.half_len)));
        }
        if fuse_y {
            let (x, y) = (regs[0], kb.reg());
            kb.ld(y, Mem::Global(Buf::Y), p.clone());
            kb.push(Op::Mul { dst: x, a: x, b: y });
        }
        if cx.dir == Dir::Fwd && cx.k == 0 {
            if let Some(tw) = tt.twist {
                let w = gauss_table(kb, tw, &gx, cx.ts.companion);
                kb.push(Op::GMulTw { x: [regs[0], regs[1]], w });
            }
        }
    }
    if let Some(f) = prologue {
        // After every load, so the coefficients' loads stay adjacent (the
        // vectorizer merges them) and go out first.
        let ops = fused::prepare(kb, cx.spec, f, 0);
        let slots: Vec<Reg> = data.iter().map(|regs| regs[0]).collect();
        let pos: Vec<_> = (0..cx.radix()).map(|kk| (src.layout)(&cx.global_elem(group, kk))).collect();
        fused::apply(kb, &ops, &slots, &pos, false);
    }
}

#[cfg(test)]
mod tests {
    use super::super::groups::data_registers;
    use super::super::testing::*;
    use super::*;
    use crate::plan::expr::Env;
    use crate::spec::ValidSpec;

    fn run(s: &ValidSpec, k: usize, dir: Dir, fuse_y: bool) -> (Vec<Op>, Data) {
        let tt = tables(s);
        let cx = KernelCtx::new(s, k, dir, &tt);
        let mut kb = KernelBuilder::new("");
        let data = data_registers(&mut kb, &cx);
        let src = Side { buf: Buf::S0, layout: Box::new(|x: &Expr| x.clone().add(Expr::c(1000))) };
        global(&mut kb, &cx, &src, &tt, fuse_y, None, &cx.groups()[0], &data);
        (flat(&kb.finish().0), data)
    }

    #[test]
    fn every_slot_loads_its_element_at_the_source_layout() {
        let s = spec(6, "radix = 4\nstage_split = [6]\ncluster = 1");
        let (ops, data) = run(&s, 0, Dir::Fwd, false);
        assert_eq!(ops.len(), 4);
        let tt = tables(&s);
        let cx = KernelCtx::new(&s, 0, Dir::Fwd, &tt);
        for (kk, op) in ops.iter().enumerate() {
            let Op::Ld { dst, mem: Mem::Global(Buf::S0), idx } = op else { panic!("{op:?}") };
            assert_eq!(*dst, data[kk][0]);
            let env = Env { tid: [3, 0], bid: [0; 3] };
            let want = cx.global_elem(&cx.groups()[0], kk as u32).eval(&env).unwrap() + 1000;
            assert_eq!(idx.eval(&env).unwrap(), want);
        }
    }

    #[test]
    fn fused_product_multiplies_by_y() {
        let (ops, data) = run(&spec(6, "radix = 2\nstage_split = [6]\ncluster = 1"), 0, Dir::Inv, true);
        assert_eq!(count(&ops, |o| matches!(o, Op::Ld { mem: Mem::Global(Buf::Y), .. })), 2);
        assert!(matches!(ops[2], Op::Mul { dst, a, .. } if dst == data[0][0] && a == data[0][0]));
    }

    #[test]
    fn dgt_loads_both_lanes_and_twists_in_the_first_forward_kernel_only() {
        let s = dgt(7, "radix = 4\nstage_split = [3, 3]\ncluster = 1");
        let (ops, _) = run(&s, 0, Dir::Fwd, false);
        assert_eq!(count(&ops, |o| matches!(o, Op::Ld { mem: Mem::Global(_), .. })), 8);
        assert_eq!(count(&ops, |o| matches!(o, Op::GMulTw { .. })), 4);
        assert_eq!(count(&ops, |o| matches!(o, Op::Ld { mem: Mem::Table(2, _), .. })), 4 * 2 * 2, "value and companion of two lanes");
        // The imaginary word is N/2 words after the real one.
        let (Op::Ld { idx: re, .. }, Op::Ld { idx: im, .. }) = (&ops[0], &ops[1]) else { panic!() };
        let env = Env { tid: [1, 0], bid: [2, 0, 0] };
        assert_eq!(im.eval(&env).unwrap(), re.eval(&env).unwrap() + 64);
        let (ops, _) = run(&s, 1, Dir::Fwd, false);
        assert_eq!(count(&ops, |o| matches!(o, Op::GMulTw { .. })), 0);
        let (ops, _) = run(&s, 0, Dir::Inv, false);
        assert_eq!(count(&ops, |o| matches!(o, Op::GMulTw { .. })), 0);
    }
}

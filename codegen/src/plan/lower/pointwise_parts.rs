//! What the scalar products (`pointwise`) and the Gaussian ones
//! (`pointwise_gauss`) share: their tables, the Toom-Cook-4 evaluation and
//! interpolation (linear, so they run on each word of a Gaussian alike),
//! and small op helpers. Both product modules import this one, and neither
//! imports the other's pieces.

use super::builder::KernelBuilder;
use crate::plan::expr::Expr;
use crate::plan::ir::*;

/// What the pointwise step computes per group, with the tables it reads:
/// decided once from the spec (`pointwise`, `truncate`) when the tables are
/// declared, so the lowering matches on it and needs no table it lacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupProduct {
    /// Single coefficients (truncate = 0; Gaussians for the DGT): a * b.
    Scalar,
    /// a * b mod x^k - w_j (k = 2^truncate), w_j from table `roots` (group
    /// roots, stored form).
    Group { roots: usize, by: GroupBy },
}

/// How a group's product mod x^k - w is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupBy {
    /// Fused Karatsuba, degree-1 residues (cuTraNTT).
    Karatsuba,
    /// The full k x k product, folded by w.
    Schoolbook,
    /// Toom-Cook-4 on 16-coefficient residues, its factors from table
    /// `consts` (`ConstEntry` order of `toom_constants`).
    ToomCook4 { consts: usize },
}

pub struct PointwiseTables {
    pub product: GroupProduct,
    pub companion: bool,
}

/// Toom-Cook-4 uses these constants, in this order, from the constants table.
pub fn toom_constants() -> Vec<ConstEntry> {
    vec![ConstEntry::Int(45), ConstEntry::Inv(18), ConstEntry::Inv(24), ConstEntry::Inv(60)]
}

pub(super) fn load_consts(kb: &mut KernelBuilder, table: usize, companion: bool) -> Vec<Tw> {
    (0..toom_constants().len() as u32)
        .map(|i| {
            let (v, c) = (kb.reg(), kb.reg());
            kb.ld(v, Mem::Table(table, Part::Value), Expr::c(i));
            if companion {
                kb.ld(c, Mem::Table(table, Part::Companion), Expr::c(i));
            }
            Tw { v, c, form: Form::Stored }
        })
        .collect()
}

/// Toom-Cook-4 interpolation (cuTraNTT Alg. 10 lines 30-53) of the seven
/// products' words: the 19 words of the full 16 x 16 product, before the
/// fold. Linear in the products, so it runs on each word of a Gaussian alike.
pub(super) fn toom_interpolate(kb: &mut KernelBuilder, prods: &[Vec<Reg>], c: &[Tw]) -> Vec<Reg> {
    let res = kb.regs(19);
    for &r in &res {
        kb.push(Op::Set { dst: r, value: 0 });
    }
    let zero = kb.reg();
    kb.push(Op::Set { dst: zero, value: 0 });
    for i in 0..4 {
        let r: Vec<Reg> = (0..7).map(|j| {
            let t = kb.reg();
            kb.push(Op::Mov { dst: t, src: prods[j][i] });
            t
        }).collect();
        let t = kb.reg();
        add(kb, r[1], r[1], r[4]);
        sub(kb, r[5], r[5], r[4]);
        sub(kb, r[3], r[3], r[2]);
        kb.push(Op::Half { x: r[3] });
        sub(kb, r[4], r[4], r[0]);
        times_pow2(kb, t, r[6], 6);
        sub(kb, r[4], r[4], t);
        add(kb, r[4], r[4], r[4]);
        add(kb, r[4], r[4], r[5]);
        add(kb, r[2], r[2], r[3]);
        sub(kb, r[1], r[1], r[2]);
        times_pow2(kb, t, r[2], 6);
        sub(kb, r[1], r[1], t);
        sub(kb, r[2], r[2], r[0]);
        sub(kb, r[2], r[2], r[6]);
        kb.push(Op::Mov { dst: t, src: r[2] });
        kb.push(Op::MulTw { x: t, w: c[0] });
        add(kb, r[1], r[1], t);
        times_pow2(kb, t, r[2], 3);
        sub(kb, r[4], r[4], t);
        kb.push(Op::MulTw { x: r[4], w: c[2] });
        add(kb, r[5], r[5], r[1]);
        times_pow2(kb, t, r[3], 4);
        add(kb, r[1], r[1], t);
        kb.push(Op::MulTw { x: r[1], w: c[1] });
        add(kb, r[3], r[3], r[1]);
        sub(kb, r[3], zero, r[3]);
        kb.push(Op::MulTw { x: r[5], w: c[3] });
        kb.push(Op::Mov { dst: t, src: r[1] });
        kb.push(Op::Half { x: t });
        sub(kb, r[5], t, r[5]);
        sub(kb, r[2], r[2], r[4]);
        sub(kb, r[1], r[1], r[5]);
        for (j, &src) in [r[6], r[5], r[4], r[3], r[2], r[1], r[0]].iter().enumerate() {
            add(kb, res[4 * i + j], res[4 * i + j], src);
        }
    }
    res
}

/// The seven evaluations of one operand, four coefficients each.
pub(super) fn toom_eval(kb: &mut KernelBuilder, a: &[Reg]) -> Vec<Vec<Reg>> {
    let mut aw: Vec<Vec<Reg>> = (0..7).map(|_| kb.regs(4)).collect();
    let (t, u) = (kb.reg(), kb.reg());
    for i in 0..4 {
        let (r0, r1, r2, r3) = (a[4 * i], a[4 * i + 1], a[4 * i + 2], a[4 * i + 3]);
        add(kb, t, r0, r2);
        add(kb, u, r1, r3);
        add(kb, aw[2][i], t, u);
        sub(kb, aw[3][i], t, u);
        // 8 r0 + 2 r2 and 4 r1 + r3.
        times_pow2(kb, t, r0, 2);
        add(kb, t, t, r2);
        add(kb, t, t, t);
        times_pow2(kb, u, r1, 2);
        add(kb, u, u, r3);
        add(kb, aw[4][i], t, u);
        sub(kb, aw[5][i], t, u);
        // 8 r3 + 4 r2 + 2 r1 + r0 by Horner.
        add(kb, t, r3, r3);
        add(kb, t, t, r2);
        add(kb, t, t, t);
        add(kb, t, t, r1);
        add(kb, t, t, t);
        add(kb, aw[1][i], t, r0);
        kb.push(Op::Mov { dst: aw[6][i], src: r0 });
        kb.push(Op::Mov { dst: aw[0][i], src: r3 });
    }
    std::mem::take(&mut aw)
}

pub(super) fn add(kb: &mut KernelBuilder, dst: Reg, a: Reg, b: Reg) {
    kb.push(Op::Add { dst, a, b });
}
pub(super) fn sub(kb: &mut KernelBuilder, dst: Reg, a: Reg, b: Reg) {
    kb.push(Op::Sub { dst, a, b });
}
/// dst = src * 2^e by doublings.
pub(super) fn times_pow2(kb: &mut KernelBuilder, dst: Reg, src: Reg, e: u32) {
    kb.push(Op::Mov { dst, src });
    for _ in 0..e {
        add(kb, dst, dst, dst);
    }
}


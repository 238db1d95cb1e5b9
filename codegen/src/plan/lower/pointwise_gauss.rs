//! Products of a truncated DGT's groups: one thread per group of 2^truncate
//! Gaussians multiplies two polynomials over `Z_q[i]` mod y^k - w_j (w_j a
//! Gaussian group root, `reference::truncated_dgt`) by the spec's product:
//! schoolbook, fused Karatsuba or Toom-Cook-4. `Z_q[i][y]`/(y^k - w) is a
//! commutative ring and Toom-Cook's points and divisors (2, 3, 5) are
//! integers invertible mod every admissible q, so the algorithms are those
//! of `pointwise` with Gaussian products; their linear steps (Toom-Cook's
//! evaluation and interpolation) run on the real and imaginary words alike.

use super::builder::KernelBuilder;
use super::pointwise_parts::{load_consts, toom_eval, toom_interpolate, GroupBy};
use super::twiddle::gauss_table;
use crate::plan::expr::Expr;
use crate::plan::ir::*;

/// One Gaussian in registers: (re, im).
pub type G = [Reg; 2];

/// Loads group `item` of X and Y (`k` Gaussians at `base`; imaginary words
/// `len` after the real ones), multiplies them mod y^k - w and stores the
/// product into X.
#[allow(clippy::too_many_arguments)]
pub fn product_kernel_body(kb: &mut KernelBuilder, roots: usize, by: GroupBy, companion: bool, item: &Expr, base: &Expr, k: u32, len: u32) {
    let load = |kb: &mut KernelBuilder, buf: Buf| -> Vec<G> {
        (0..k)
            .map(|i| {
                let g = [kb.reg(), kb.reg()];
                for (lane, &r) in g.iter().enumerate() {
                    kb.ld(r, Mem::Global(buf), base.clone().add(Expr::c(i + lane as u32 * len)));
                }
                g
            })
            .collect()
    };
    let a = load(kb, Buf::X);
    let b = load(kb, Buf::Y);
    let w = gauss_table(kb, roots, item, companion);
    let out = match by {
        GroupBy::Karatsuba => karatsuba(kb, &a, &b, w),
        GroupBy::ToomCook4 { consts } => {
            let consts = load_consts(kb, consts, companion);
            toom_cook4(kb, &a, &b, &consts, w)
        }
        GroupBy::Schoolbook => {
            let full = schoolbook(kb, &a, &b);
            fold(kb, &full, a.len(), w)
        }
    };
    for (i, g) in out.iter().enumerate() {
        for (lane, &r) in g.iter().enumerate() {
            kb.st(r, Mem::Global(Buf::X), base.clone().add(Expr::c(i as u32 + lane as u32 * len)));
        }
    }
}

/// dst <- a b (first) or dst <- dst + a b over Z_q[i], four products; `t`
/// four scratch registers.
fn mul_into(kb: &mut KernelBuilder, dst: G, a: G, b: G, t: &[Reg; 4], first: bool) {
    kb.push(Op::Mul { dst: t[0], a: a[0], b: b[0] });
    kb.push(Op::Mul { dst: t[1], a: a[1], b: b[1] });
    kb.push(Op::Mul { dst: t[2], a: a[0], b: b[1] });
    kb.push(Op::Mul { dst: t[3], a: a[1], b: b[0] });
    if first {
        kb.push(Op::Sub { dst: dst[0], a: t[0], b: t[1] });
        kb.push(Op::Add { dst: dst[1], a: t[2], b: t[3] });
    } else {
        kb.push(Op::Sub { dst: t[0], a: t[0], b: t[1] });
        kb.push(Op::Add { dst: t[2], a: t[2], b: t[3] });
        kb.push(Op::Add { dst: dst[0], a: dst[0], b: t[0] });
        kb.push(Op::Add { dst: dst[1], a: dst[1], b: t[2] });
    }
}

fn add(kb: &mut KernelBuilder, dst: G, a: G, b: G) {
    for l in 0..2 {
        kb.push(Op::Add { dst: dst[l], a: a[l], b: b[l] });
    }
}

fn sub(kb: &mut KernelBuilder, dst: G, a: G, b: G) {
    for l in 0..2 {
        kb.push(Op::Sub { dst: dst[l], a: a[l], b: b[l] });
    }
}

fn scratch(kb: &mut KernelBuilder) -> [Reg; 4] {
    [kb.reg(), kb.reg(), kb.reg(), kb.reg()]
}

fn gregs(kb: &mut KernelBuilder, count: usize) -> Vec<G> {
    (0..count).map(|_| [kb.reg(), kb.reg()]).collect()
}

/// Full product of two k-Gaussian polynomials: 2k - 1 Gaussians.
fn schoolbook(kb: &mut KernelBuilder, a: &[G], b: &[G]) -> Vec<G> {
    let k = a.len();
    let out = gregs(kb, 2 * k - 1);
    let t = scratch(kb);
    for (s, &o) in out.iter().enumerate() {
        let terms = (0..k).filter(|&i| s >= i && s - i < k);
        for (n, i) in terms.enumerate() {
            mul_into(kb, o, a[i], b[s - i], &t, n == 0);
        }
    }
    out
}

/// c mod y^k - w: c_i + w c_{i+k}, w Gaussian.
fn fold(kb: &mut KernelBuilder, full: &[G], k: usize, w: [Tw; 2]) -> Vec<G> {
    for i in 0..k - 1 {
        if i + k < full.len() {
            kb.push(Op::GMulTw { x: full[i + k], w });
            add(kb, full[i], full[i], full[i + k]);
        }
    }
    full[..k].to_vec()
}

/// (a0 + a1 y)(b0 + b1 y) mod y^2 - w with three Gaussian products.
fn karatsuba(kb: &mut KernelBuilder, a: &[G], b: &[G], w: [Tw; 2]) -> Vec<G> {
    let [p0, p1, sa, sb, p2] = [0; 5].map(|_| [kb.reg(), kb.reg()]);
    let t = scratch(kb);
    mul_into(kb, p0, a[0], b[0], &t, true);
    mul_into(kb, p1, a[1], b[1], &t, true);
    add(kb, sa, a[0], a[1]);
    add(kb, sb, b[0], b[1]);
    mul_into(kb, p2, sa, sb, &t, true);
    sub(kb, p2, p2, p0);
    sub(kb, p2, p2, p1);
    kb.push(Op::GMulTw { x: p1, w });
    add(kb, p0, p0, p1);
    vec![p0, p2]
}

/// The real (lane 0) or imaginary (lane 1) words of Gaussians.
fn lane(v: &[G], l: usize) -> Vec<Reg> {
    v.iter().map(|g| g[l]).collect()
}

/// Toom-Cook-4 over Z_q[i]: evaluation per word, seven 4 x 4 Gaussian
/// products mod z^4 - w, interpolation per word, fold mod x^16 - w.
fn toom_cook4(kb: &mut KernelBuilder, a: &[G], b: &[G], c: &[Tw], w: [Tw; 2]) -> Vec<G> {
    let eval = |kb: &mut KernelBuilder, v: &[G]| -> Vec<Vec<G>> {
        let (re, im) = (toom_eval(kb, &lane(v, 0)), toom_eval(kb, &lane(v, 1)));
        re.iter().zip(&im).map(|(r, i)| r.iter().zip(i).map(|(&x, &y)| [x, y]).collect()).collect()
    };
    let aw = eval(kb, a);
    let bw = eval(kb, b);
    let prods: Vec<Vec<G>> = (0..7)
        .map(|p| {
            let full = schoolbook(kb, &aw[p], &bw[p]);
            fold(kb, &full, 4, w)
        })
        .collect();
    let words = |l: usize| prods.iter().map(|p| lane(p, l)).collect::<Vec<_>>();
    let (re, im) = (words(0), words(1));
    let res_re = toom_interpolate(kb, &re, c);
    let res_im = toom_interpolate(kb, &im, c);
    let res: Vec<G> = res_re.into_iter().zip(res_im).map(|(x, y)| [x, y]).collect();
    fold(kb, &res, 16, w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::lower::stage::testing::{count, flat};

    fn ops(kb: KernelBuilder) -> Vec<Op> {
        flat(&kb.finish().0)
    }

    fn inputs(kb: &mut KernelBuilder, k: usize) -> (Vec<G>, Vec<G>, [Tw; 2]) {
        let (a, b) = (gregs(kb, k), gregs(kb, k));
        let w = [0, 1].map(|_| Tw { v: kb.reg(), c: kb.reg(), form: Form::Stored });
        (a, b, w)
    }

    #[test]
    fn schoolbook_is_k_squared_gaussian_products_and_k_minus_1_folds() {
        let mut kb = KernelBuilder::new("");
        let (a, b, w) = inputs(&mut kb, 4);
        let full = schoolbook(&mut kb, &a, &b);
        let out = fold(&mut kb, &full, 4, w);
        assert_eq!((full.len(), out.len()), (7, 4));
        let ops = ops(kb);
        assert_eq!(count(&ops, |o| matches!(o, Op::Mul { .. })), 4 * 16);
        assert_eq!(count(&ops, |o| matches!(o, Op::GMulTw { .. })), 3);
    }

    #[test]
    fn karatsuba_is_three_gaussian_products_and_one_fold() {
        let mut kb = KernelBuilder::new("");
        let (a, b, w) = inputs(&mut kb, 2);
        assert_eq!(karatsuba(&mut kb, &a, &b, w).len(), 2);
        let ops = ops(kb);
        assert_eq!(count(&ops, |o| matches!(o, Op::Mul { .. })), 12);
        assert_eq!(count(&ops, |o| matches!(o, Op::GMulTw { .. })), 1);
    }

    #[test]
    fn toom_cook_is_seven_4x4_gaussian_products() {
        let mut kb = KernelBuilder::new("");
        let (a, b, w) = inputs(&mut kb, 16);
        let c: Vec<Tw> = (0..4).map(|_| Tw { v: kb.reg(), c: kb.reg(), form: Form::Stored }).collect();
        assert_eq!(toom_cook4(&mut kb, &a, &b, &c, w).len(), 16);
        let ops = ops(kb);
        assert_eq!(count(&ops, |o| matches!(o, Op::Mul { .. })), 7 * 16 * 4);
        // Three folds per 4 x 4 product; the 19 words of the interpolated
        // result fold three more mod x^16 - w.
        assert_eq!(count(&ops, |o| matches!(o, Op::GMulTw { .. })), 7 * 3 + 3);
    }
}

//! Products of two transformed operands, one thread per group of 2^truncate
//! coefficients: Hadamard, fused Karatsuba (Shivdikar Alg. 7), schoolbook
//! k x k mod x^k - w, Toom-Cook-4 16 x 16 (cuTraNTT Alg. 10); Gaussian
//! Hadamard for the DGT (its truncated products: `pointwise_gauss`). Also
//! the elementwise four-step twist kernels.

use super::builder::{cost, KernelBuilder};
use super::pointwise_parts::{load_consts, toom_eval, toom_interpolate};
pub use super::pointwise_parts::{toom_constants, GroupBy, GroupProduct, PointwiseTables};
use super::transform::{gauss_table, params_of};
use crate::plan::expr::{Expr, Var};
use crate::plan::ir::*;
use crate::spec::{Transform, ValidSpec};

/// Threads per block of the elementwise kernels.
pub const ELEMENTWISE_BLOCK: u32 = 128;

fn launch_shape(items: u32) -> (u32, u32) {
    let bx = items.min(ELEMENTWISE_BLOCK);
    (bx, items / bx)
}

fn item_index() -> Expr {
    Expr::var(Var::BidX).mul(Expr::c(ELEMENTWISE_BLOCK)).add(Expr::var(Var::TidX))
}

/// The product kernel: one thread per group of 2^truncate coefficients
/// loads both operands, multiplies them by the spec's product and stores
/// the result into X.
pub fn build(spec: &ValidSpec, pt: &PointwiseTables, decls: &[TableDecl]) -> Kernel {
    let k = 1u32 << spec.truncate;
    let len = spec.transform_len() as u32;
    let (bx, grid_x) = launch_shape(len / k);
    let item = if grid_x > 1 { item_index() } else { Expr::var(Var::TidX) };
    let mut kb = KernelBuilder::new("pointwise");
    let base = item.clone().mul(Expr::c(k));
    match (pt.product, spec.transform == Transform::Dgt) {
        (GroupProduct::Scalar, true) => gaussian_hadamard(&mut kb, &base, len),
        (GroupProduct::Group { roots, by }, true) => super::pointwise_gauss::product_kernel_body(&mut kb, roots, by, pt.companion, &item, &base, k, len),
        (GroupProduct::Scalar, false) => {
            let (a, b) = load_operands(&mut kb, &base, k);
            kb.push(Op::Mul { dst: a[0], a: a[0], b: b[0] });
            kb.st(a[0], Mem::Global(Buf::X), base.clone());
        }
        (GroupProduct::Group { roots, by }, false) => {
            let (a, b) = load_operands(&mut kb, &base, k);
            let w = load_root(&mut kb, roots, &item, pt.companion);
            let out = product(&mut kb, by, pt.companion, &a, &b, w);
            for (i, r) in out.iter().enumerate() {
                kb.st(*r, Mem::Global(Buf::X), base.clone().add(Expr::c(i as u32)));
            }
        }
    }
    finish(spec, kb, format!("{}_pw", spec.name), Role::Pointwise, bx, grid_x, decls)
}

/// (ar + i ai)(br + i bi) of the Gaussian element at `base`; the imaginary
/// words are `len` after the real ones.
fn gaussian_hadamard(kb: &mut KernelBuilder, base: &Expr, len: u32) {
    let (ar, ai, br, bi) = (kb.reg(), kb.reg(), kb.reg(), kb.reg());
    kb.ld(ar, Mem::Global(Buf::X), base.clone());
    kb.ld(ai, Mem::Global(Buf::X), base.clone().add(Expr::c(len)));
    kb.ld(br, Mem::Global(Buf::Y), base.clone());
    kb.ld(bi, Mem::Global(Buf::Y), base.clone().add(Expr::c(len)));
    let (t0, t1, t2, t3) = (kb.reg(), kb.reg(), kb.reg(), kb.reg());
    kb.push(Op::Mul { dst: t0, a: ar, b: br });
    kb.push(Op::Mul { dst: t1, a: ai, b: bi });
    kb.push(Op::Mul { dst: t2, a: ar, b: bi });
    kb.push(Op::Mul { dst: t3, a: ai, b: br });
    kb.push(Op::Sub { dst: t0, a: t0, b: t1 });
    kb.push(Op::Add { dst: t2, a: t2, b: t3 });
    kb.st(t0, Mem::Global(Buf::X), base.clone());
    kb.st(t2, Mem::Global(Buf::X), base.clone().add(Expr::c(len)));
}

/// The k coefficients of X and of Y at `base`, interleaved loads.
fn load_operands(kb: &mut KernelBuilder, base: &Expr, k: u32) -> (Vec<Reg>, Vec<Reg>) {
    let a = kb.regs(k as usize);
    let b = kb.regs(k as usize);
    for i in 0..k {
        kb.ld(a[i as usize], Mem::Global(Buf::X), base.clone().add(Expr::c(i)));
        kb.ld(b[i as usize], Mem::Global(Buf::Y), base.clone().add(Expr::c(i)));
    }
    (a, b)
}

/// The group root w of `item` (the product is mod x^k - w), stored form.
fn load_root(kb: &mut KernelBuilder, table: usize, item: &Expr, companion: bool) -> Tw {
    let (v, c) = (kb.reg(), kb.reg());
    kb.ld(v, Mem::Table(table, Part::Value), item.clone());
    if companion {
        kb.ld(c, Mem::Table(table, Part::Companion), item.clone());
    }
    Tw { v, c, form: Form::Stored }
}

/// a * b mod x^k - w by the group product `by`; the registers of the result.
fn product(kb: &mut KernelBuilder, by: GroupBy, companion: bool, a: &[Reg], b: &[Reg], w: Tw) -> Vec<Reg> {
    match by {
        GroupBy::Karatsuba => karatsuba(kb, a, b, w),
        GroupBy::Schoolbook => {
            let full = schoolbook(kb, a, b);
            fold(kb, &full, a.len(), w)
        }
        GroupBy::ToomCook4 { consts } => {
            let consts = load_consts(kb, consts, companion);
            toom_cook4(kb, a, b, &consts, w)
        }
    }
}

pub(super) fn finish(spec: &ValidSpec, kb: KernelBuilder, name: String, role: Role, bx: u32, grid_x: u32, decls: &[TableDecl]) -> Kernel {
    let (phases, regs) = kb.finish();
    let c = cost(&phases, (bx * grid_x) as u64, spec.word.bytes() as u64, decls);
    Kernel { name, role, grid_x, block: [bx, 1], cluster_blocks: 1, pack: None, shared_words: 0, regs, params: params_of(&phases), phases, cost: c, levels: vec![], min_blocks: 0, overlap: false, early_ops: 0, descending: false, pinned_tables: false, prefetch_ahead: 0, tiles_per_block: 1, staging: vec![], stream: None, skip_towers: false, y_rows: false }
}

/// (a0 + a1 x)(b0 + b1 x) mod x^2 - w with four products.
fn karatsuba(kb: &mut KernelBuilder, a: &[Reg], b: &[Reg], w: Tw) -> Vec<Reg> {
    let (p0, p1, sa, sb, p2) = (kb.reg(), kb.reg(), kb.reg(), kb.reg(), kb.reg());
    kb.push(Op::Mul { dst: p0, a: a[0], b: b[0] });
    kb.push(Op::Mul { dst: p1, a: a[1], b: b[1] });
    kb.push(Op::Add { dst: sa, a: a[0], b: a[1] });
    kb.push(Op::Add { dst: sb, a: b[0], b: b[1] });
    kb.push(Op::Mul { dst: p2, a: sa, b: sb });
    kb.push(Op::Sub { dst: p2, a: p2, b: p0 });
    kb.push(Op::Sub { dst: p2, a: p2, b: p1 });
    kb.push(Op::MulTw { x: p1, w });
    kb.push(Op::Add { dst: p0, a: p0, b: p1 });
    vec![p0, p2]
}

/// Full product of two k-coefficient polynomials: 2k - 1 coefficients.
fn schoolbook(kb: &mut KernelBuilder, a: &[Reg], b: &[Reg]) -> Vec<Reg> {
    let k = a.len();
    let out = kb.regs(2 * k - 1);
    let t = kb.reg();
    for s in 0..2 * k - 1 {
        let mut first = true;
        for i in 0..k {
            if s < i || s - i >= k {
                continue;
            }
            if first {
                kb.push(Op::Mul { dst: out[s], a: a[i], b: b[s - i] });
                first = false;
            } else {
                kb.push(Op::Mul { dst: t, a: a[i], b: b[s - i] });
                kb.push(Op::Add { dst: out[s], a: out[s], b: t });
            }
        }
    }
    out
}

/// c mod x^k - w: c_i + w c_{i+k}.
fn fold(kb: &mut KernelBuilder, full: &[Reg], k: usize, w: Tw) -> Vec<Reg> {
    for i in 0..k - 1 {
        if i + k < full.len() {
            kb.push(Op::MulTw { x: full[i + k], w });
            kb.push(Op::Add { dst: full[i], a: full[i], b: full[i + k] });
        }
    }
    full[..k].to_vec()
}

/// Toom-Cook-4 (cuTraNTT Alg. 10 after Bermudo Mera et al.): a(x) =
/// sum_j x^j A_j(z), z = x^4, evaluated at {inf, 2, 1, -1, 1/2, -1/2, 0};
/// seven 4 x 4 products mod z^4 - w (= x^16 - w); interpolation; fold.
/// Small multipliers are doublings, divisions by 2 are halvings, the rest
/// come from the constants table [45, 1/18, 1/24, 1/60].
fn toom_cook4(kb: &mut KernelBuilder, a: &[Reg], b: &[Reg], c: &[Tw], w: Tw) -> Vec<Reg> {
    let aw = toom_eval(kb, a);
    let bw = toom_eval(kb, b);
    let prods: Vec<Vec<Reg>> = (0..7).map(|p| {
        let full = schoolbook(kb, &aw[p], &bw[p]);
        fold(kb, &full, 4, w)
    }).collect();
    let res = toom_interpolate(kb, &prods, c);
    fold(kb, &res, 16, w)
}

/// Four-step twist (forward) or untwist (inverse) of the buffer between the
/// first and second transform kernels: element X times `table[X]`.
pub fn twist_kernel(spec: &ValidSpec, table: usize, buf: Buf, layout: &dyn Fn(&Expr) -> Expr, companion: bool, inverse: bool, decls: &[TableDecl]) -> Kernel {
    let len = spec.transform_len() as u32;
    let (bx, grid_x) = launch_shape(len);
    let x = if grid_x > 1 { item_index() } else { Expr::var(Var::TidX) };
    let mut kb = KernelBuilder::new(if inverse { "four-step untwist" } else { "four-step twist" });
    let p = layout(&x);
    if spec.transform == Transform::Dgt {
        let (re, im) = (kb.reg(), kb.reg());
        kb.ld(re, Mem::Global(buf), p.clone());
        kb.ld(im, Mem::Global(buf), p.clone().add(Expr::c(len)));
        let w = gauss_table(&mut kb, table, &x, companion);
        kb.push(Op::GMulTw { x: [re, im], w });
        kb.st(re, Mem::Global(buf), p.clone());
        kb.st(im, Mem::Global(buf), p.add(Expr::c(len)));
    } else {
        let (v, wv, wc) = (kb.reg(), kb.reg(), kb.reg());
        kb.ld(v, Mem::Global(buf), p.clone());
        kb.ld(wv, Mem::Table(table, Part::Value), x.clone());
        if companion {
            kb.ld(wc, Mem::Table(table, Part::Companion), x.clone());
        }
        kb.push(Op::MulTw { x: v, w: Tw { v: wv, c: wc, form: Form::Stored } });
        kb.st(v, Mem::Global(buf), p);
    }
    let name = format!("{}_{}", spec.name, if inverse { "untwist" } else { "twist" });
    finish(spec, kb, name, if inverse { Role::Untwist } else { Role::Twist }, bx, grid_x, decls)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::lower::stage::testing::{count, dgt, flat, spec};

    fn ops(kb: KernelBuilder) -> Vec<Op> {
        flat(&kb.finish().0)
    }

    #[test]
    fn gaussian_hadamard_is_four_products_and_stores_both_words() {
        let mut kb = KernelBuilder::new("");
        gaussian_hadamard(&mut kb, &Expr::c(3), 16);
        let ops = ops(kb);
        assert_eq!(count(&ops, |o| matches!(o, Op::Mul { .. })), 4);
        let stores: Vec<_> = ops.iter().filter_map(|o| match o {
            Op::St { idx, mem: Mem::Global(Buf::X), .. } => Some(idx.clone()),
            _ => None,
        }).collect();
        assert_eq!(stores, [Expr::c(3), Expr::c(19)]);
    }

    #[test]
    fn operands_load_k_coefficients_of_x_and_y() {
        let mut kb = KernelBuilder::new("");
        let (a, b) = load_operands(&mut kb, &Expr::c(8), 4);
        assert_eq!((a.len(), b.len()), (4, 4));
        let ops = ops(kb);
        assert_eq!(ops[0], Op::Ld { dst: a[0], mem: Mem::Global(Buf::X), idx: Expr::c(8) });
        assert_eq!(ops[7], Op::Ld { dst: b[3], mem: Mem::Global(Buf::Y), idx: Expr::c(11) });
    }

    #[test]
    fn product_per_spec_and_the_kernel_around_it() {
        let s = spec(6, "truncate = 2\npointwise = \"schoolbook\"\nradix = 4\nstage_split = [4]\ncluster = 1");
        let pt = PointwiseTables { product: GroupProduct::Group { roots: 0, by: GroupBy::Schoolbook }, companion: true };
        let roots = TableDecl { name: "group_roots".into(), kind: TableKind::GroupRoots, len: 16, gaussian: false, paired: false };
        let k = build(&s, &pt, &[roots]);
        let ops = flat(&k.phases);
        // 16 products of the 4 x 4 schoolbook, 3 folds by w.
        assert_eq!(count(&ops, |o| matches!(o, Op::Mul { .. })), 16);
        assert_eq!(count(&ops, |o| matches!(o, Op::MulTw { .. })), 3);
        assert_eq!(count(&ops, |o| matches!(o, Op::St { .. })), 4);
        assert_eq!((k.block, k.grid_x, k.shared_words), ([16, 1], 1, 0));
        let g = build(&dgt(7, "radix = 4\nstage_split = [6]\ncluster = 1"), &PointwiseTables { product: GroupProduct::Scalar, companion: true }, &[]);
        assert_eq!(count(&flat(&g.phases), |o| matches!(o, Op::Mul { .. })), 4);
    }
}

//! A step list's operations as ops of a transform kernel (or of an
//! element-wise kernel): the per-thread constants formed once
//! (`prepare`), then each coefficient's operations (`apply`), its operand
//! words loaded for all of a thread's coefficients first, so that the
//! vectorizer merges them as it merges the coefficients' own.

use super::{companion, const_plan, Companion, ConstPlan, Fusion, Micro};
use crate::plan::expr::{Expr, Var};
use crate::plan::ir::*;
use crate::plan::lower::builder::KernelBuilder;
use crate::spec::ValidSpec;

/// One operation of a list with its constant formed: what `apply` runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prepared {
    /// v * the stored constant.
    Mul(Tw),
    MulY,
    AddY,
    SubY,
    SubFromY,
    /// Nothing to run: the loads read y (`Fusion::from_y`).
    FromY,
    /// Nothing to run: the loads read y's rows; the product after it takes
    /// any word (`Op::WordMulTw`).
    FromYRow,
    Centre,
}

/// The list's operations, each product's stored constant formed by this
/// thread once; the first product takes 2^`extra` besides (an inverse's own
/// 1/len, `super::inverse_fold`).
pub fn prepare(kb: &mut KernelBuilder, spec: &ValidSpec, f: &Fusion, extra: i32) -> Vec<Prepared> {
    f.ops
        .iter()
        .enumerate()
        .map(|(j, m)| match m {
            Micro::Mul(m) => Prepared::Mul(form_constant(kb, spec, f, &const_plan(spec, &f.forms, m, if j == 0 { extra } else { 0 }))),
            Micro::MulY => Prepared::MulY,
            Micro::AddY => Prepared::AddY,
            Micro::SubY => Prepared::SubY,
            Micro::SubFromY => Prepared::SubFromY,
            Micro::FromY => Prepared::FromY,
            Micro::FromYRow => Prepared::FromYRow,
            Micro::Centre => Prepared::Centre,
        })
        .collect()
}

/// The ops that form one constant as `plan` says.
fn form_constant(kb: &mut KernelBuilder, spec: &ValidSpec, f: &Fusion, plan: &ConstPlan) -> Tw {
    match plan {
        ConstPlan::Table(e) => table_entry(kb, spec, f, *e),
        ConstPlan::Pair(k) => {
            let (v, c) = (kb.reg(), kb.reg());
            let (value, companion) = f.args[*k];
            kb.ld(v, Mem::TowerArg(value), Expr::var(Var::Tower));
            if let Some(ci) = companion {
                kb.ld(c, Mem::TowerArg(ci), Expr::var(Var::Tower));
            }
            Tw { v, c, form: Form::Stored }
        }
        ConstPlan::Product { constants, times, companion } => {
            let acc = product_value(kb, spec, f, constants, *times);
            with_companion(kb, spec, f, acc, *companion)
        }
    }
}

/// The stored value of the constant `plan` forms, without its companion:
/// for a product that is only a factor of another product (whose other
/// factor brings a companion), no companion to form.
fn form_value(kb: &mut KernelBuilder, spec: &ValidSpec, f: &Fusion, plan: &ConstPlan) -> Reg {
    match plan {
        ConstPlan::Table(_) | ConstPlan::Pair(_) => form_constant(kb, spec, f, plan).v,
        ConstPlan::Product { constants, times, .. } => product_value(kb, spec, f, constants, *times),
    }
}

/// A `ConstPlan::Product`'s stored value: its constants multiplied, times
/// the table's 2^e where `times` says (with the table's companion).
fn product_value(kb: &mut KernelBuilder, spec: &ValidSpec, f: &Fusion, constants: &[usize], times: Option<i32>) -> Reg {
    let tower = || Expr::var(Var::Tower);
    let acc = kb.reg();
    kb.ld(acc, Mem::TowerArg(f.args[constants[0]].0), tower());
    for &k in &constants[1..] {
        let t = kb.reg();
        kb.ld(t, Mem::TowerArg(f.args[k].0), tower());
        kb.push(Op::Mul { dst: acc, a: acc, b: t });
    }
    if let Some(e) = times {
        let w = table_entry(kb, spec, f, e);
        kb.push(Op::MulTw { x: acc, w });
    }
    acc
}

/// `acc`, a stored value, as a constant: its companion formed as `companion` says.
fn with_companion(kb: &mut KernelBuilder, spec: &ValidSpec, f: &Fusion, acc: Reg, companion: Companion) -> Tw {
    let c = kb.reg();
    let w = Tw { v: acc, c, form: Form::Stored };
    match companion {
        Companion::None => {}
        Companion::OfStored => kb.push(Op::ToStored { w, x: acc, from: Form::Stored, pow_beta: None }),
        Companion::Shoup => {
            let r = table_entry(kb, spec, f, spec.word.bits() as i32);
            kb.push(Op::ToStored { w, x: acc, from: Form::Plain, pow_beta: Some(r) });
        }
    }
    w
}

/// The inverse's last level where the epilogue's leading product K takes
/// the place of 1/len (`KernelCtx::fold_by`): its scaled twiddle w·K and
/// the factor K its sums take (`Op::LastGs`). w·K is the constants table's
/// w/len (entry 1) times K without its 1/len: one product per thread, so
/// the form's product costs no coefficient a multiply more than the bare
/// inverse's scaling does. None where the list does not begin with a product.
pub fn last_level(kb: &mut KernelBuilder, spec: &ValidSpec, f: &Fusion, table: usize) -> Option<(Tw, Tw)> {
    let Some(Micro::Mul(m)) = f.ops.first() else { return None };
    // K's value times the table's w/len with the table's companion: the
    // product needs no companion of K (one fewer to form per thread).
    let x = form_value(kb, spec, f, &const_plan(spec, &f.forms, m, 0));
    let (v, c) = (kb.reg(), kb.reg());
    kb.ld(v, Mem::Table(table, Part::Value), Expr::c(1));
    if spec.twiddle_companion() {
        kb.ld(c, Mem::Table(table, Part::Companion), Expr::c(1));
    }
    kb.push(Op::MulTw { x, w: Tw { v, c, form: Form::Stored } });
    let w = with_companion(kb, spec, f, x, companion(spec));
    let s = form_constant(kb, spec, f, &const_plan(spec, &f.forms, m, super::inverse_fold_levels(spec)));
    Some((w, s))
}

/// The table's stored 2^e: its value, and its companion where the
/// reduction keeps one.
fn table_entry(kb: &mut KernelBuilder, spec: &ValidSpec, f: &Fusion, e: i32) -> Tw {
    let (v, c) = (kb.reg(), kb.reg());
    // `super::exponents` declared every entry a plan reads; a missing one
    // is a generator bug, which the interpreter refuses (an index past the table).
    let (table, index) = f.pow2.as_ref().map_or((usize::MAX, u32::MAX), |(t, es)| (*t, es.iter().position(|&x| x == e).map_or(u32::MAX, |i| i as u32)));
    kb.ld(v, Mem::Table(table, Part::Value), Expr::c(index));
    if spec.twiddle_companion() {
        kb.ld(c, Mem::Table(table, Part::Companion), Expr::c(index));
    }
    Tw { v, c, form: Form::Stored }
}

/// The operations on every coefficient `x[s]` of a thread, at element
/// `pos[s]` of the buffers (its operand's word there); `lazy`: the values
/// come from lazy butterflies, which the first operation (a product,
/// `Fusion::leading_product`) takes as they are.
pub fn apply(kb: &mut KernelBuilder, ops: &[Prepared], x: &[Reg], pos: &[Expr], lazy: bool) {
    let reads_y = ops.iter().any(|p| matches!(p, Prepared::MulY | Prepared::AddY | Prepared::SubY | Prepared::SubFromY));
    let y: Vec<Reg> = if reads_y {
        pos.iter()
            .map(|p| {
                let r = kb.reg();
                kb.ld(r, Mem::Global(Buf::Y), p.clone());
                r
            })
            .collect()
    } else {
        vec![]
    };
    for (s, &x) in x.iter().enumerate() {
        for (j, p) in ops.iter().enumerate() {
            let y = || y[s];
            kb.push(match *p {
                Prepared::Mul(w) if j == 0 && lazy => Op::LazyMulTw { x, w },
                // A row's word, any word below 2^β: the product that reduces it.
                Prepared::Mul(w) if j == 1 && ops[0] == Prepared::FromYRow => Op::WordMulTw { x, w },
                Prepared::Mul(w) => Op::MulTw { x, w },
                Prepared::MulY => Op::Mul { dst: x, a: x, b: y() },
                Prepared::AddY => Op::Add { dst: x, a: x, b: y() },
                Prepared::SubY => Op::Sub { dst: x, a: x, b: y() },
                Prepared::SubFromY => Op::Sub { dst: x, a: y(), b: x },
                Prepared::Centre => Op::Centre { x },
                // The loads read y already.
                Prepared::FromY | Prepared::FromYRow => continue,
            });
        }
    }
}

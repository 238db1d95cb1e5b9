//! `on-the-fly` twiddles: each twiddle is computed from a small table of
//! powers base^(2^bit), one per exponent bit, instead of read from a table
//! of every twiddle; this module declares that table, computes its entries
//! and builds the product.

use super::super::builder::KernelBuilder;
use super::super::Decls;
use super::{generated_entries, Fetcher, GenFor, Generated};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::plan::tables::roots::{Raw, TowerRoots};

/// The powers table of `at`, forward or inverse: e entries for the main
/// transform of 2^e points, one per exponent bit for a sub-transform.
pub(super) fn tables(d: &mut Decls, at: GenFor, inverse: bool, gaussian: bool) -> Generated {
    let dir = if inverse { "inv" } else { "fwd" };
    let p = match at {
        GenFor::Main { levels, .. } => d.add(&format!("powers_{dir}"), TableKind::Powers { inverse }, levels.max(1) as usize, gaussian),
        GenFor::Sub { log_m } => d.add(&format!("sub_powers_{dir}"), TableKind::SubPowers { inverse, log_m }, at.exp_bits().max(1) as usize, gaussian),
    };
    Generated::Powers(p)
}

/// Entries of the powers table `decl` (`Powers`, or `SubPowers` with `sub`
/// = Some(log_m)): entry i is base^(2^i), one per exponent bit, so that the
/// fetch multiplies in the entries of the exponent's set bits.
pub(crate) fn contents(cx: &TowerRoots, sub: Option<u32>, inverse: bool, decl: &TableDecl) -> Option<Raw<'static>> {
    generated_entries(cx, sub, inverse, decl.gaussian, decl.len, |i| 1u64 << i)
}

impl Fetcher<'_> {
    /// w = base^exp by square-and-multiply over the exponent's bits: w
    /// starts at 1 and takes the factor base^(2^bit) (table `powers`) where
    /// the bit is set, as a select, never a branch. Over Z_q[i] w and the
    /// factors are Gaussian (re, im).
    pub(super) fn on_the_fly(&self, kb: &mut KernelBuilder, powers: usize, e: &Expr, j: u32, lanes: u32) -> Vec<Tw> {
        let exp = self.rule.exponent(e, j).simplify();
        let w: Vec<Reg> = (0..lanes).map(|_| kb.reg()).collect();
        let unused = kb.reg();
        for (lane, &r) in w.iter().enumerate() {
            kb.push(Op::Set { dst: r, value: u64::from(lane == 0) });
        }
        for bit in 0..self.rule.exp_bits() {
            let factor: Vec<Tw> = (0..lanes)
                .map(|lane| {
                    let idx = Expr::c(bit * lanes + lane);
                    let (v, c) = (kb.reg(), kb.reg());
                    kb.ld(v, Mem::Table(powers, Part::Value), idx.clone());
                    if self.src.companion {
                        kb.ld(c, Mem::Table(powers, Part::Companion), idx);
                    }
                    Tw { v, c, form: Form::Stored }
                })
                .collect();
            let bit = exp.clone().bits(bit, 1).simplify();
            kb.push(if lanes == 2 {
                Op::GSelMulTw { x: [w[0], w[1]], w: [factor[0], factor[1]], bit }
            } else {
                Op::SelMulTw { x: w[0], w: factor[0], bit }
            });
        }
        w.into_iter().map(|v| Tw { v, c: unused, form: Form::Plain }).collect()
    }
}

//! `split` twiddles: each twiddle is the product of a low table entry (the
//! exponent's low bits) and a high one (its high bits), two tables of about
//! sqrt of the full table's entries; this module declares them, computes
//! their entries and builds the product.

use super::super::builder::KernelBuilder;
use super::super::geom::mask;
use super::super::Decls;
use super::{generated_entries, Fetcher, GenFor, Generated};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::plan::tables::roots::{Raw, TowerRoots};

/// The low and high tables of `at`, forward or inverse: the low one takes
/// the exponent's lower half of bits (rounded up), the high one the rest.
pub(super) fn tables(d: &mut Decls, at: GenFor, inverse: bool, gaussian: bool) -> Generated {
    let dir = if inverse { "inv" } else { "fwd" };
    let bits = at.exp_bits();
    let lo_bits = bits.div_ceil(2);
    let (prefix, lo_kind, hi_kind) = match at {
        GenFor::Main { .. } => ("", TableKind::SplitLo { inverse, lo_bits }, TableKind::SplitHi { inverse, lo_bits }),
        GenFor::Sub { log_m } => ("sub_", TableKind::SubSplitLo { inverse, log_m, lo_bits }, TableKind::SubSplitHi { inverse, log_m, lo_bits }),
    };
    let lo = d.add(&format!("{prefix}split_lo_{dir}"), lo_kind, 1 << lo_bits, gaussian);
    let hi = d.add(&format!("{prefix}split_hi_{dir}"), hi_kind, 1usize << (bits - lo_bits), gaussian);
    Generated::Split { lo, hi, lo_bits }
}

/// Entries of the split table `decl` (`SplitLo`/`SplitHi`, or their `Sub`
/// forms with `sub` = Some(log_m)): entry u is base^(u << shift), shift 0
/// for the low table and lo_bits for the high one, so that lo[exp & mask] *
/// hi[exp >> lo_bits] is base^exp.
pub(crate) fn contents(cx: &TowerRoots, sub: Option<u32>, inverse: bool, shift: u32, decl: &TableDecl) -> Option<Raw<'static>> {
    generated_entries(cx, sub, inverse, decl.gaussian, decl.len, |u| (u as u64) << shift)
}

impl Fetcher<'_> {
    /// w = lo[exp & mask] (plain) * hi[exp >> lo_bits] (stored); over Z_q[i]
    /// both are Gaussian and the product is Gaussian.
    pub(super) fn from_split(&self, kb: &mut KernelBuilder, (lo_t, hi_t, lo_bits): (usize, usize, u32), e: &Expr, j: u32, lanes: u32) -> Vec<Tw> {
        let exp = self.rule.exponent(e, j).simplify();
        let at = |i: Expr, lane: u32| if lanes == 2 { i.mul(Expr::c(2)).add(Expr::c(lane)) } else { i };
        let mut lo = vec![];
        let mut hi = vec![];
        for lane in 0..lanes {
            let (w, unused, hv, hc) = (kb.reg(), kb.reg(), kb.reg(), kb.reg());
            kb.ld(w, Mem::Table(lo_t, Part::Value), at(exp.clone().and(mask(lo_bits)), lane));
            kb.ld(hv, Mem::Table(hi_t, Part::Value), at(exp.clone().shr(lo_bits), lane));
            if self.src.companion {
                kb.ld(hc, Mem::Table(hi_t, Part::Companion), at(exp.clone().shr(lo_bits), lane));
            }
            lo.push(Tw { v: w, c: unused, form: Form::Plain });
            hi.push(Tw { v: hv, c: hc, form: Form::Stored });
        }
        if lanes == 2 {
            kb.push(Op::GMulTw { x: [lo[0].v, lo[1].v], w: [hi[0], hi[1]] });
        } else {
            kb.push(Op::MulTw { x: lo[0].v, w: hi[0] });
        }
        lo
    }
}

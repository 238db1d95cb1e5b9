//! `table` twiddles: each thread loads its twiddle from the global table,
//! which holds every twiddle; the other modes fall back to this load (and
//! `shared` and `register-shuffle` copy from it), so its contents are here.

use super::super::builder::KernelBuilder;
use super::Fetcher;
use crate::arith::gaussian::Gauss;
use crate::arith::roots::{mul_mod, pow_mod};
use crate::arith::twiddle_tables::{cyclic_layout, gauss_powers, powers_mod};
use crate::memory::alloc::AllocError;
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::plan::tables::roots::{Raw, TowerRoots};

/// The first `entries` twiddles of the main transform (`Forward`, or
/// `Inverse`): the tower's NTT tables, or the DGT's Gaussian ones.
pub(crate) fn contents<'a>(cx: &'a TowerRoots, inverse: bool, entries: usize) -> Option<Raw<'a>> {
    match (&cx.ntt, &cx.dgt) {
        (Some(t), _) => Some(Raw::Scalar(if inverse { &t.inv } else { &t.fwd }[..entries].into())),
        (_, Some(t)) => Some(Raw::Gauss(if inverse { &t.inv } else { &t.fwd }[..entries].into())),
        _ => None,
    }
}

/// The twiddles of a four-step sub-transform of 2^log_m points
/// (`SubForward`, or `SubInverse`), in the cyclic structure's layout. The
/// base root has order `len`, so its (len/m)-th power has order m.
pub(crate) fn sub_contents(cx: &TowerRoots, log_m: u32, inverse: bool) -> Result<Option<Raw<'static>>, AllocError> {
    let (q, m) = (cx.q, 1usize << log_m);
    Ok(match (cx.omega_s, cx.g) {
        (Some(w), _) => Some(Raw::Scalar(cyclic_layout(&powers_mod(pow_mod(w, (cx.len / m) as u64, q), m, q)?, inverse, |a, b| mul_mod(a, b, q))?.into())),
        (None, Some(g)) => Some(Raw::Gauss(cyclic_layout(&gauss_powers(g.pow((cx.len / m) as u128, q), m, q)?, inverse, |a: Gauss, b: Gauss| a.mul(b, q))?.into())),
        _ => None,
    })
}

impl Fetcher<'_> {
    pub(super) fn from_table(&self, kb: &mut KernelBuilder, e: &Expr, lanes: u32) -> Vec<Tw> {
        (0..lanes)
            .map(|lane| {
                let idx = if lanes == 2 { e.clone().mul(Expr::c(2)).add(Expr::c(lane)) } else { e.clone() };
                let (v, c) = (kb.reg(), kb.reg());
                if self.src.paired {
                    let w = Tw { v, c, form: Form::Stored };
                    kb.push(Op::LdTw { w, table: self.src.table, idx: idx.simplify() });
                    return w;
                }
                kb.ld(v, Mem::Table(self.src.table, Part::Value), idx.clone());
                if self.src.companion {
                    kb.ld(c, Mem::Table(self.src.table, Part::Companion), idx);
                }
                Tw { v, c, form: Form::Stored }
            })
            .collect()
    }
}

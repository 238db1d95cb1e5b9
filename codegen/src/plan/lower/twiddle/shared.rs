//! `shared` twiddles: a block copies its levels' twiddles into shared
//! memory once (`stage::prologue`), and each butterfly reads its slot.

use super::super::builder::KernelBuilder;
use super::Fetcher;
use crate::plan::expr::Expr;
use crate::plan::ir::*;

/// Shared-memory twiddle cache of one kernel: slot layout per set.
#[derive(Clone, Debug)]
pub struct SharedTw {
    /// First word of the twiddle region.
    pub base: u32,
    /// Words per set: (l - 1) slots x lanes x (value, companion).
    pub per_set: u32,
    /// The thread's set within the block.
    pub set: Expr,
}

impl Fetcher<'_> {
    /// Slot `slot` of this thread's set in the shared cache.
    pub(super) fn from_shared(&self, kb: &mut KernelBuilder, sh: &SharedTw, slot: &Expr, lanes: u32) -> Vec<Tw> {
        let base = Expr::c(sh.base).add(sh.set.clone().mul(Expr::c(sh.per_set)));
        (0..lanes)
            .map(|lane| {
                let w = slot.clone().mul(Expr::c(2 * lanes)).add(Expr::c(2 * lane)).add(base.clone());
                let (v, c) = (kb.reg(), kb.reg());
                kb.ld(v, Mem::Shared, w.clone());
                if self.src.companion {
                    kb.ld(c, Mem::Shared, w.add(Expr::c(1)));
                }
                Tw { v, c, form: Form::Stored }
            })
            .collect()
    }
}

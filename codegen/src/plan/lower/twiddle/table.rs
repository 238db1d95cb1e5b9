//! `table` twiddles: each thread loads its twiddle from the global table,
//! which holds every twiddle; the other modes fall back to this load.

use super::super::builder::KernelBuilder;
use super::Fetcher;
use crate::plan::expr::Expr;
use crate::plan::ir::*;

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

//! `register-shuffle` twiddles: the lanes of a set load neighbouring table
//! entries once and pass them to each other with warp shuffles.

use super::super::builder::KernelBuilder;
use super::Fetcher;
use crate::plan::expr::{Expr, Var};
use crate::plan::ir::*;

impl Fetcher<'_> {
    /// Lane l of a set's w lanes loads entry base + l; each thread then
    /// takes its entry from lane (e - base) of its own set. A set of fewer
    /// than 32 threads shares its warp with others (threadIdx.y the set), so
    /// the source lane is offset by the set's first lane in the warp; the
    /// interpreter checks the range.
    pub(super) fn from_shuffle(&self, kb: &mut KernelBuilder, e: &Expr, lanes: u32) -> Vec<Tw> {
        let w = self.warp.set_lanes;
        let base = e.subst(Var::TidX, &Expr::var(Var::TidX).and(!(w - 1))).simplify();
        let lane_idx = base.clone().add(Expr::var(Var::TidX).and(w - 1)).min(self.src.table_len - 1);
        let loaded = self.from_table(kb, &lane_idx, lanes);
        let first_lane = if w < 32 { Expr::var(Var::TidY).mul(Expr::c(self.warp.tps)).and(31) } else { Expr::c(0) };
        let src_lane = e.clone().sub(base).add(first_lane).simplify();
        loaded
            .into_iter()
            .map(|t| {
                let (v, c) = (kb.reg(), kb.reg());
                kb.push(Op::Shfl { dst: v, src: t.v, lane: src_lane.clone() });
                if self.src.companion {
                    kb.push(Op::Shfl { dst: c, src: t.c, lane: src_lane.clone() });
                }
                Tw { v, c, form: Form::Stored }
            })
            .collect()
    }

    /// A set's w lanes can share one load per lane only when they need
    /// entries within w of their first, and only in full warps (the shuffle
    /// names all 32 lanes); otherwise each thread loads.
    pub(super) fn shuffle_fits(&self, e: &Expr) -> bool {
        let w = self.warp.set_lanes;
        let base = e.subst(Var::TidX, &Expr::var(Var::TidX).and(!(w - 1)));
        let spread = e.clone().sub(base);
        self.warp.full
            && (0..w).all(|lane| {
                let env = crate::plan::expr::Env { tid: [lane, 0], bid: [0; 3] };
                spread.eval(&env).is_ok_and(|v| v < w)
            })
    }
}

//! Fetching a twiddle in each storage mode of the spec: global table,
//! shared-memory copy, warp shuffle, on-the-fly powers, split tables.

use super::builder::KernelBuilder;
use super::geom::{mask, Geom};
use crate::plan::expr::{Expr, Var};
use crate::plan::ir::*;
use crate::spec::Twiddles;
use std::collections::HashMap;

/// Which table a butterfly level reads and how to turn its index into an exponent.
#[derive(Clone, Debug)]
pub struct TwSource {
    pub table: usize,
    /// Entries of `table`, to clamp the shuffle loads of a warp's last lanes.
    pub table_len: u32,
    /// The tables the spec's mode builds twiddles from, where it does.
    pub gen: Generated,
    pub gaussian: bool,
    pub companion: bool,
    /// `table` holds (value, companion) pairs: one `Op::LdTw` per twiddle.
    pub paired: bool,
}

/// Tables a twiddle storage mode builds its twiddles from: the powers
/// base^(2^bit) (`on-the-fly`), or the low and high tables of `split`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Generated {
    None,
    Powers(usize),
    Split { lo: usize, hi: usize, lo_bits: u32 },
}

/// Exponent of the table's base root at index e of level j (see `tables`).
#[derive(Clone, Copy, Debug)]
pub enum ExpRule {
    /// psi^br_E(e): negacyclic merged tables.
    BitRevFull { e_bits: u32 },
    /// w_{2m}^{br_j(e - 2^j)} written as omega^(br_j(i) << (E - 1 - j)).
    Cyclic { e_bits: u32 },
}

impl ExpRule {
    pub fn exponent(self, e: &Expr, j: u32) -> Expr {
        match self {
            ExpRule::BitRevFull { e_bits } => e.clone().bitrev(e_bits),
            ExpRule::Cyclic { e_bits } => e.clone().and(mask(j)).bitrev(j).shl(e_bits - 1 - j),
        }
    }
    pub fn exp_bits(self) -> u32 {
        match self {
            ExpRule::BitRevFull { e_bits } => e_bits,
            ExpRule::Cyclic { e_bits } => e_bits.saturating_sub(1),
        }
    }
}

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

/// How a kernel's sets sit in its warps, for register-shuffle twiddles.
#[derive(Clone, Copy, Debug)]
pub struct WarpShape {
    /// Lanes of a warp that one set's threads fill (its threads, at most 32):
    /// a shuffle stays within them.
    pub set_lanes: u32,
    /// Threads of one set in a block (threadIdx.x within the set,
    /// threadIdx.y the set; over a thread-block cluster, the block's part).
    pub tps: u32,
    /// Every warp of the block has 32 threads, as a full-mask shuffle needs.
    pub full: bool,
}

impl WarpShape {
    pub fn of(g: &Geom) -> WarpShape {
        let [bx, by] = g.block();
        // Without lanes on sets, blockDim.x is a set's threads in this block.
        WarpShape { set_lanes: bx.min(32), tps: bx, full: (bx * by) % 32 == 0 && !g.lanes_on_sets }
    }
}

pub struct Fetcher<'a> {
    mode: Mode,
    pub src: &'a TwSource,
    pub rule: ExpRule,
    pub warp: WarpShape,
    cache: HashMap<Expr, Vec<Tw>>,
}

/// How this kernel fetches, with what the mode needs: its cache layout or
/// its generating tables, so that every mode's fetch is total.
#[derive(Clone, Debug)]
enum Mode {
    Table,
    Shared(SharedTw),
    Shuffle,
    Powers(usize),
    Split { lo: usize, hi: usize, lo_bits: u32 },
}

impl<'a> Fetcher<'a> {
    /// The spec's `mode` for this kernel. Where the kernel lacks what the
    /// mode needs (no shared cache, no generating tables), it reads the
    /// global table, which holds every twiddle.
    pub fn new(mode: Twiddles, src: &'a TwSource, rule: ExpRule, shared: Option<SharedTw>, warp: WarpShape) -> Self {
        let mode = match (mode, shared, src.gen) {
            (Twiddles::Shared, Some(sh), _) => Mode::Shared(sh),
            (Twiddles::RegisterShuffle, ..) => Mode::Shuffle,
            (Twiddles::OnTheFly, _, Generated::Powers(p)) => Mode::Powers(p),
            (Twiddles::Split, _, Generated::Split { lo, hi, lo_bits }) => Mode::Split { lo, hi, lo_bits },
            _ => Mode::Table,
        };
        Fetcher { mode, src, rule, warp, cache: HashMap::new() }
    }
    /// Registers die at a barrier, and so does what they cached.
    pub fn clear(&mut self) {
        self.cache.clear();
    }
    /// Whether twiddles come from the block's shared cache (and so need a slot).
    pub fn uses_shared_slots(&self) -> bool {
        matches!(self.mode, Mode::Shared(_))
    }

    /// The twiddle at table index `e` of level `j`; `slot` is its place in the
    /// shared cache (level offset + position), used in shared mode only.
    pub fn fetch(&mut self, kb: &mut KernelBuilder, e: Expr, j: u32, slot: Option<Expr>) -> Vec<Tw> {
        let e = e.simplify();
        if let Some(tw) = self.cache.get(&e) {
            return tw.clone();
        }
        let lanes = if self.src.gaussian { 2 } else { 1 };
        let tws = match (&self.mode, slot) {
            (Mode::Shared(sh), Some(slot)) => self.from_shared(kb, sh, &slot, lanes),
            (Mode::Shuffle, _) if self.shuffle_fits(&e) => self.from_shuffle(kb, &e, lanes),
            (Mode::Powers(p), _) => self.on_the_fly(kb, *p, &e, j, lanes),
            (&Mode::Split { lo, hi, lo_bits }, _) => self.from_split(kb, (lo, hi, lo_bits), &e, j, lanes),
            // The table itself; also a shared-mode level without a slot and a
            // shuffle whose lanes' entries are too far apart.
            _ => self.from_table(kb, &e, lanes),
        };
        self.cache.insert(e, tws.clone());
        tws
    }

    /// Slot `slot` of this thread's set in the shared cache.
    fn from_shared(&self, kb: &mut KernelBuilder, sh: &SharedTw, slot: &Expr, lanes: u32) -> Vec<Tw> {
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

    /// Lane l of a set's w lanes loads entry base + l; each thread then
    /// takes its entry from lane (e - base) of its own set. A set of fewer
    /// than 32 threads shares its warp with others (threadIdx.y the set), so
    /// the source lane is offset by the set's first lane in the warp; the
    /// interpreter checks the range.
    fn from_shuffle(&self, kb: &mut KernelBuilder, e: &Expr, lanes: u32) -> Vec<Tw> {
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

    /// w = base^exp by square-and-multiply over the exponent's bits: w
    /// starts at 1 and takes the factor base^(2^bit) (table `powers`) where
    /// the bit is set, as a select, never a branch. Over Z_q[i] w and the
    /// factors are Gaussian (re, im).
    fn on_the_fly(&self, kb: &mut KernelBuilder, powers: usize, e: &Expr, j: u32, lanes: u32) -> Vec<Tw> {
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

    /// w = lo[exp & mask] (plain) * hi[exp >> lo_bits] (stored); over Z_q[i]
    /// both are Gaussian and the product is Gaussian.
    fn from_split(&self, kb: &mut KernelBuilder, (lo_t, hi_t, lo_bits): (usize, usize, u32), e: &Expr, j: u32, lanes: u32) -> Vec<Tw> {
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

    /// A set's w lanes can share one load per lane only when they need
    /// entries within w of their first, and only in full warps (the shuffle
    /// names all 32 lanes); otherwise each thread loads.
    fn shuffle_fits(&self, e: &Expr) -> bool {
        let w = self.warp.set_lanes;
        let base = e.subst(Var::TidX, &Expr::var(Var::TidX).and(!(w - 1)));
        let spread = e.clone().sub(base);
        self.warp.full
            && (0..w).all(|lane| {
                let env = crate::plan::expr::Env { tid: [lane, 0], bid: [0; 3] };
                spread.eval(&env).is_ok_and(|v| v < w)
            })
    }

    fn from_table(&self, kb: &mut KernelBuilder, e: &Expr, lanes: u32) -> Vec<Tw> {
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

/// Load a Gaussian table entry (value, companion) at element index `x`.
pub fn gauss_table(kb: &mut KernelBuilder, table: usize, x: &Expr, companion: bool) -> [Tw; 2] {
    let mut out = vec![];
    for lane in 0..2 {
        let idx = x.clone().mul(Expr::c(2)).add(Expr::c(lane));
        let (v, c) = (kb.reg(), kb.reg());
        kb.ld(v, Mem::Table(table, Part::Value), idx.clone());
        if companion {
            kb.ld(c, Mem::Table(table, Part::Companion), idx);
        }
        out.push(Tw { v, c, form: Form::Stored });
    }
    [out[0], out[1]]
}

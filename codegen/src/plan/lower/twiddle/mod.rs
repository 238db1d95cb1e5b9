//! Fetching a twiddle in each storage mode of the spec: global table,
//! shared-memory copy, warp shuffle, on-the-fly powers, split tables.
//! This file holds what the modes share (the table a level reads, its
//! exponent rule, the warp shape, the fetcher and its dispatch, and the
//! dispatch of the tables' contents); each mode's fetch, and the generated
//! tables it needs with their contents, is in its own module.
//! `plan::tables` computes a tower's twiddle tables through `contents`
//! and only the other tables itself.
//!
//! A new twiddle mode touches these source files, and no others (besides
//! its description in docs/SPEC.md):
//! - `spec/types.rs`: its variant and spelling in the `Twiddles` knob, and
//!   its answers to the `Twiddles` properties there (`reads_main_table`,
//!   `stored_form`): the validator, the knob help and the tuner derive
//!   their lists of modes from `ALL` and those properties;
//! - `plan/ir.rs`: a `TableKind` per new table, only where it needs tables
//!   the other modes lack;
//! - this file: the mode in `generated`, in `Mode` with `Fetcher::new` and
//!   `fetch`, and its table kinds in `contents`;
//! - its own module here (`powers.rs`, `split.rs`, ...): its tables, their
//!   contents and its fetch.
//!
//! The matches over modes and table kinds have no catch-all arm (`generated`
//! and the `Twiddles` properties over the modes; `contents` over every
//! `TableKind`, handing the others to `plan::tables` as `Other`, whose
//! match names each), so a mode or table kind left out there does not
//! compile; `Fetcher::new` names each mode too, with its fallback to the
//! table where a kernel lacks what the mode needs (no shared cache, no
//! generating tables). `tests::every_twiddle_table_is_dispatched` checks, for
//! every mode, that the tables its kernels read twiddles from are exactly
//! those `contents` answers, and that its plans build their tables.

pub(crate) mod powers;
mod shared;
mod shuffle;
pub(crate) mod split;
pub(crate) mod table;

pub use shared::SharedTw;

use super::builder::KernelBuilder;
use super::geom::{mask, Geom};
use super::Decls;
use crate::arith::gaussian::Gauss;
use crate::arith::roots::{inv_mod, pow_mod};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::memory::alloc::AllocError;
use crate::plan::tables::roots::{Raw, TowerRoots};
use crate::spec::Twiddles;
use std::collections::HashMap;

/// What `contents` answers for a table of the plan.
pub(crate) enum Contents<'a> {
    /// A twiddle table, computed by its mode: its entries (`None` where the
    /// tower has no root for it) and whether they are stored `plain` (a
    /// residue without companion or reduction form: split's low table,
    /// multiplied *into*).
    Twiddle { raw: Result<Option<Raw<'a>>, AllocError>, plain: bool },
    /// A table of no twiddle mode, for `plan::tables` to compute.
    Other(Other<'a>),
}

/// The table kinds that are no twiddle mode's, as `plan::tables` computes
/// them: every `TableKind` `contents` does not answer, named one by one so
/// that both matches stay exhaustive.
pub(crate) enum Other<'a> {
    FourStep { log_m: u32, inverse: bool },
    Dgt { untwist: bool },
    GroupRoots,
    Constants(&'a [ConstEntry]),
}

/// The entries of table `decl` for the tower of `cx`, before the stored
/// form, where it is a twiddle table: each twiddle table kind is answered
/// by its mode's module; any other kind is handed back as `Other`.
pub(crate) fn contents<'a>(cx: &'a TowerRoots, decl: &'a TableDecl) -> Contents<'a> {
    let stored = |raw| Contents::Twiddle { raw: Ok(raw), plain: false };
    let plain = |raw| Contents::Twiddle { raw: Ok(raw), plain: true };
    match &decl.kind {
        TableKind::Forward => stored(table::contents(cx, false, decl.len)),
        TableKind::Inverse => stored(table::contents(cx, true, decl.len)),
        TableKind::SubForward { log_m } => Contents::Twiddle { raw: table::sub_contents(cx, *log_m, false), plain: false },
        TableKind::SubInverse { log_m } => Contents::Twiddle { raw: table::sub_contents(cx, *log_m, true), plain: false },
        TableKind::Powers { inverse } => stored(powers::contents(cx, None, *inverse, decl)),
        TableKind::SubPowers { inverse, log_m } => stored(powers::contents(cx, Some(*log_m), *inverse, decl)),
        TableKind::SplitLo { inverse, .. } => plain(split::contents(cx, None, *inverse, 0, decl)),
        TableKind::SplitHi { inverse, lo_bits } => stored(split::contents(cx, None, *inverse, *lo_bits, decl)),
        TableKind::SubSplitLo { inverse, log_m, .. } => plain(split::contents(cx, Some(*log_m), *inverse, 0, decl)),
        TableKind::SubSplitHi { inverse, log_m, lo_bits } => stored(split::contents(cx, Some(*log_m), *inverse, *lo_bits, decl)),
        TableKind::FourStep { log_m } => Contents::Other(Other::FourStep { log_m: *log_m, inverse: false }),
        TableKind::FourStepInv { log_m } => Contents::Other(Other::FourStep { log_m: *log_m, inverse: true }),
        TableKind::DgtTwist => Contents::Other(Other::Dgt { untwist: false }),
        TableKind::DgtUntwist => Contents::Other(Other::Dgt { untwist: true }),
        TableKind::GroupRoots => Contents::Other(Other::GroupRoots),
        TableKind::Constants(entries) => Contents::Other(Other::Constants(entries)),
    }
}

/// Bytes `contents` allocates for table `decl` beyond the tower's roots
/// (the main tables are the roots' own; a sub-transform's table is laid
/// out from its powers); `None` for the kinds it hands on as `Other`.
pub(crate) fn computed_bytes(decl: &TableDecl) -> Option<u64> {
    let bytes = decl.len as u64 * if decl.gaussian { 16 } else { 8 };
    match &decl.kind {
        TableKind::Forward | TableKind::Inverse => Some(0),
        TableKind::SubForward { .. } | TableKind::SubInverse { .. } => Some(2 * bytes),
        TableKind::Powers { .. } | TableKind::SubPowers { .. } | TableKind::SplitLo { .. } | TableKind::SplitHi { .. } | TableKind::SubSplitLo { .. } | TableKind::SubSplitHi { .. } => Some(bytes),
        TableKind::FourStep { .. } | TableKind::FourStepInv { .. } | TableKind::DgtTwist | TableKind::DgtUntwist | TableKind::GroupRoots | TableKind::Constants(_) => None,
    }
}

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

/// The transform whose twiddles a mode's generated tables serve: the main
/// one, or a four-step sub-transform, which counts its exponents in its own
/// root of order 2^log_m (`ExpRule::Cyclic`, log_m - 1 exponent bits).
#[derive(Clone, Copy, Debug)]
pub(super) enum GenFor {
    /// The main transform of 2^levels points; `exp_bits` its rule's exponent bits.
    Main { levels: u32, exp_bits: u32 },
    Sub { log_m: u32 },
}

impl GenFor {
    /// Bits of the exponents its twiddles take.
    fn exp_bits(self) -> u32 {
        match self {
            GenFor::Main { exp_bits, .. } => exp_bits,
            GenFor::Sub { log_m } => log_m.saturating_sub(1),
        }
    }
}

/// The tables the spec's `mode` builds the twiddles of `at` from, declared
/// in `d` (forward or inverse); `Generated::None` where it reads the main
/// tables only.
pub(super) fn generated(mode: Twiddles, d: &mut Decls, at: GenFor, inverse: bool, gaussian: bool) -> Generated {
    match mode {
        Twiddles::OnTheFly => powers::tables(d, at, inverse, gaussian),
        Twiddles::Split => split::tables(d, at, inverse, gaussian),
        Twiddles::Table | Twiddles::Shared | Twiddles::RegisterShuffle => Generated::None,
    }
}

/// Entries b^exp(i), i < `entries`, of a generated mode's table (on-the-fly
/// powers, split) for the main transform or, with `sub` = Some(log_m), a
/// four-step sub-transform: b is `gauss_base` for a Gaussian table, else
/// `scalar_base`. `None` where the tower has no such root.
fn generated_entries(cx: &TowerRoots, sub: Option<u32>, inverse: bool, gaussian: bool, entries: usize, exp: impl Fn(usize) -> u64) -> Option<Raw<'static>> {
    let q = cx.q;
    Some(if gaussian {
        let b = gauss_base(cx, sub, inverse)?;
        Raw::Gauss((0..entries).map(|i| b.pow(u128::from(exp(i)), q)).collect::<Vec<_>>().into())
    } else {
        let b = scalar_base(cx, sub, inverse)?;
        Raw::Scalar((0..entries).map(|i| pow_mod(b, exp(i), q)).collect::<Vec<_>>().into())
    })
}

/// Root whose powers the generated modes build (see `ExpRule`): the tower's
/// root (psi or omega) for the main transform; for a sub-transform of 2^log_m
/// points, the (len/m)-th power of the order-`len` base root, of order m.
/// Inverted for the inverse transform; `None` for the DGT.
fn scalar_base(cx: &TowerRoots, sub: Option<u32>, inverse: bool) -> Option<u64> {
    let b = match sub {
        None => cx.root?,
        Some(log_m) => pow_mod(cx.omega_s?, (cx.len >> log_m) as u64, cx.q),
    };
    if inverse {
        inv_mod(b, cx.q)
    } else {
        Some(b)
    }
}

/// `scalar_base` over Z_q[i]: the DGT's root g of order `len`, or g^(len/m)
/// for a sub-transform, inverted for the inverse transform.
fn gauss_base(cx: &TowerRoots, sub: Option<u32>, inverse: bool) -> Option<Gauss> {
    let b = cx.g?.pow(sub.map_or(1, |log_m| (cx.len >> log_m) as u128), cx.q);
    if inverse {
        b.inv(cx.q)
    } else {
        Some(b)
    }
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
        // One arm per mode (no catch-all): a new mode does not compile
        // until it says how it fetches and where it falls back.
        let mode = match mode {
            Twiddles::Table => Mode::Table,
            Twiddles::Shared => shared.map_or(Mode::Table, Mode::Shared),
            Twiddles::RegisterShuffle => Mode::Shuffle,
            Twiddles::OnTheFly => match src.gen {
                Generated::Powers(p) => Mode::Powers(p),
                Generated::None | Generated::Split { .. } => Mode::Table,
            },
            Twiddles::Split => match src.gen {
                Generated::Split { lo, hi, lo_bits } => Mode::Split { lo, hi, lo_bits },
                Generated::None | Generated::Powers(_) => Mode::Table,
            },
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::lower::declare_tables;

    /// The tables a kernel reads twiddles from (the main and four-step
    /// sub-transform tables, and the tables their mode builds twiddles from)
    /// are exactly the ones `contents` answers as twiddle tables, each with
    /// its entries, for every mode of `Twiddles::ALL` on every transform,
    /// with and without four-step; and every such plan builds its tables.
    /// A twiddle table kind handed to `plan::tables` as `Other`, or a table
    /// of no mode answered as a twiddle one, fails here.
    #[test]
    fn every_twiddle_table_is_dispatched() {
        let shapes = [("ntt-negacyclic", "u64", "shoup", 50), ("ntt-cyclic", "u32", "montgomery", 28), ("dgt", "u32", "montgomery", 28)];
        for &mode in Twiddles::ALL {
            for (transform, word, reduction, bits) in shapes {
                for four_step in [false, true] {
                    // Four-step needs two kernels: 5 levels, then the rest.
                    let split = if four_step { format!("four_step = true\nstage_split = [5, {}]\n", if transform == "dgt" { 4 } else { 5 }) } else { String::new() };
                    let text = format!("transform = \"{transform}\"\nlog_n = 10\nword = \"{word}\"\nreduction = \"{reduction}\"\ntwiddles = \"{mode}\"\n{split}[moduli]\nbits = {bits}\ncount = 2\n");
                    let spec = crate::spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                    let plan = crate::plan::lower(&spec).unwrap_or_else(|e| panic!("{e}\n{text}"));
                    crate::plan::tables::build(&plan).unwrap_or_else(|e| panic!("{e}\n{text}"));
                    let declared = declare_tables(&spec);
                    assert_eq!(declared.tables, plan.tables, "{text}");
                    let mut read = vec![];
                    for tt in [&declared.fwd_tt, &declared.inv_tt] {
                        for src in std::iter::once(&tt.main).chain(&tt.sub) {
                            read.push(src.table);
                            match src.gen {
                                Generated::None => {}
                                Generated::Powers(p) => read.push(p),
                                Generated::Split { lo, hi, .. } => read.extend([lo, hi]),
                            }
                        }
                    }
                    let cx = TowerRoots::new(&spec, 1, spec.primes[1]).unwrap().unwrap();
                    for (i, decl) in plan.tables.iter().enumerate() {
                        match contents(&cx, decl) {
                            Contents::Twiddle { raw, .. } => {
                                assert!(read.contains(&i), "{}: {:?} is answered as a twiddle table but no kernel reads twiddles from it\n{text}", decl.name, decl.kind);
                                assert!(raw.unwrap().is_some(), "{}: {:?} has no entries\n{text}", decl.name, decl.kind);
                            }
                            Contents::Other(_) => assert!(!read.contains(&i), "{}: {:?} is a twiddle table handed to plan::tables\n{text}", decl.name, decl.kind),
                        }
                    }
                }
            }
        }    }
}

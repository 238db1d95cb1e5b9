//! Contents of every constant table of a plan, per tower, in the stored form
//! of the spec's reduction (Shoup companions, Montgomery R). Each twiddle
//! mode's tables are computed by its module in `lower/twiddle/`, beside the
//! fetch that reads them, through the one dispatch `twiddle::contents`,
//! which names every twiddle table kind (so a new mode never edits this
//! file); the others here. All start from a tower's roots (`roots`), which
//! both sides import, so the modes never import this file.
//!
//! Built from `arith` only: `reference/` is the test oracle the plans are
//! checked against, so it must not also supply their constants.

use super::ir::{ConstEntry, Plan, TableDecl, TableKind};
use super::lower::twiddle::{self, Contents, Other};
use crate::arith::reduce::Modulus;
use crate::arith::roots::{bit_reverse, inv_mod, mul_mod, pow_mod};
use crate::memory::alloc::{self, AllocError};
use crate::spec::Transform;
use roots::{Raw, TowerRoots};
use std::borrow::Cow;
use std::ops::Range;

pub(crate) mod roots;

/// One tower's tables: for each plan table, (values, companions), each `words()` long.
#[derive(Clone, Debug)]
pub struct TowerTables {
    pub modulus: Modulus,
    pub tables: Vec<(Vec<u64>, Vec<u64>)>,
}

#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("prime {q} has no root for this transform of length {len}")]
    NoRoot { q: u64, len: usize },
    #[error("prime {q} does not suit the reduction: {msg}")]
    Modulus { q: u64, msg: String },
    #[error("truncate = {truncate} leaves no group roots for a transform of length {len}")]
    Truncate { truncate: u32, len: usize },
    #[error(transparent)]
    Alloc(#[from] AllocError),
}

/// Prime `q` of `spec` as its kernels' butterflies take it: the wide lazy
/// butterflies and the deferred corrections, or the narrow ones, where the spec's arithmetic
/// prelude has them (the tables' twins and `bench`'s floor twin alike).
pub fn kernel_modulus(spec: &crate::spec::ValidSpec, q: u64) -> Result<Modulus, crate::arith::reduce::ReduceError> {
    use super::lower::stage::groups;
    Ok(Modulus::new(q, spec.word, spec.reduction)?.with_wide_lazy(groups::wide_lazy(spec)).with_deferred(groups::deferred(spec)).with_narrow(groups::narrow(spec)).with_mont_companion(spec.montgomery_companion))
}

/// The kernels' modulus of every tower of `plan`, in order.
pub fn moduli(plan: &Plan) -> Result<Vec<Modulus>, TableError> {
    plan.spec.primes.iter().map(|&q| kernel_modulus(&plan.spec, q).map_err(|e| TableError::Modulus { q, msg: e.to_string() })).collect()
}

/// One table of one tower, computed, before its stored form is written
/// out: what [`for_each_table`] hands on.
pub struct Entries<'a> {
    raw: Raw<'a>,
    /// Stored as residues with zero companions (`twiddle::Contents`).
    plain: bool,
    paired: bool,
    modulus: &'a Modulus,
}

impl Entries<'_> {
    /// Words of the entries before their stored form (two per Gaussian).
    pub fn len(&self) -> usize {
        self.raw.words()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Whether values and companions sit side by side in the value part.
    pub fn paired(&self) -> bool {
        self.paired
    }

    /// The stored form of words `range` (of `len()`), appended: each
    /// word's value to `values` and its companion to `companions` (Shoup's
    /// companion, the reduction's form, or 0 where stored plain), or both
    /// to `values` side by side where the table is paired.
    pub fn store(&self, range: Range<usize>, values: &mut Vec<u64>, companions: &mut Vec<u64>) {
        for i in range {
            let w = self.raw.word(i);
            let (v, c) = if self.plain {
                (w, 0)
            } else {
                let t = self.modulus.twiddle(w);
                (t.value, t.companion)
            };
            if self.paired {
                values.extend([v, c]);
            } else {
                values.push(v);
                companions.push(c);
            }
        }
    }
}

/// Computes the tables of `plan` tower by tower, table by table, handing
/// each to `visit(tower, table, entries)`: at most one tower's roots and
/// one computed table are held at once (the package's tables file is
/// written this way, as it is built).
pub fn for_each_table<E: From<TableError>>(plan: &Plan, mut visit: impl FnMut(usize, usize, &Entries) -> Result<(), E>) -> Result<(), E> {
    let spec = &plan.spec;
    let moduli = moduli(plan)?;
    for (tower, (&q, modulus)) in spec.primes.iter().zip(&moduli).enumerate() {
        let cx = TowerRoots::new(spec, tower, q).map_err(TableError::from)?.ok_or(TableError::NoRoot { q, len: 1usize << spec.levels() })?;
        for (i, decl) in plan.tables.iter().enumerate() {
            let (raw, plain) = raw_table(&cx, decl)?;
            visit(tower, i, &Entries { raw, plain, paired: decl.paired, modulus })?;
        }
    }
    Ok(())
}

/// Every tower's tables, in memory (the interpreter's and the runtime's).
pub fn build(plan: &Plan) -> Result<Vec<TowerTables>, TableError> {
    let moduli = moduli(plan)?;
    let mut towers: Vec<TowerTables> = moduli.into_iter().map(|modulus| TowerTables { modulus, tables: Vec::with_capacity(plan.tables.len()) }).collect();
    for_each_table(plan, |tower, i, e: &Entries| -> Result<(), TableError> {
        let decl = &plan.tables[i];
        let mut values = alloc::with_capacity(decl.words(), &format!("table {} of tower {tower}", decl.name))?;
        let mut companions = alloc::with_capacity(if e.paired() { 0 } else { e.len() }, &format!("the companions of table {} of tower {tower}", decl.name))?;
        e.store(0..e.len(), &mut values, &mut companions);
        debug_assert_eq!(values.len(), decl.words());
        towers[tower].tables.push((values, companions));
        Ok(())
    })?;
    Ok(towers)
}

/// Bytes [`build`]'s tables hold: every tower's values and companions.
pub fn built_bytes(plan: &Plan) -> u64 {
    let per_tower: usize = plan.tables.iter().map(|t| t.words() + if t.paired { 0 } else { t.words() }).sum();
    alloc::bytes_of::<u64>(per_tower).saturating_mul(plan.towers as u64)
}

/// Bytes of the small things computing the tables holds whatever the
/// spec's size (the roots' fields, the names in messages).
const SMALL_BYTES: u64 = 4 << 10;

/// The most bytes computing one tower's tables holds besides the tables
/// themselves: the towers' moduli, the tower's roots, and the largest
/// table computed apart from them (the main tables and the DGT twists are
/// the roots' own).
pub fn working_bytes(plan: &Plan) -> u64 {
    let computed = plan.tables.iter().map(|d| computed_bytes(&plan.spec, d)).max().unwrap_or(0);
    let moduli = alloc::bytes_of::<Modulus>(plan.spec.primes.len());
    TowerRoots::bytes(&plan.spec).saturating_add(computed).saturating_add(moduli).saturating_add(SMALL_BYTES)
}

/// Bytes computing table `decl` allocates beyond the tower's roots.
fn computed_bytes(spec: &crate::spec::ValidSpec, decl: &TableDecl) -> u64 {
    let entry = if decl.gaussian { 16 } else { 8 };
    twiddle::computed_bytes(decl).unwrap_or_else(|| match decl.kind {
        TableKind::DgtTwist | TableKind::DgtUntwist => 0,
        // The DGT's group roots are picked from the powers of g (K of them).
        TableKind::GroupRoots if spec.transform == Transform::Dgt => (decl.len + spec.n() / 2) as u64 * 16,
        _ => decl.len as u64 * entry,
    })
}

/// The error of a table the tower has no root for.
fn no_root(cx: &TowerRoots) -> TableError {
    TableError::NoRoot { q: cx.q, len: cx.len }
}

/// The residues of table `decl` for the tower of `cx`, before the stored
/// form, and whether they are stored plain. A twiddle mode's tables are
/// computed by that mode's module (`lower/twiddle/`), beside its fetch,
/// through `twiddle::contents`; the others (`Other`) here.
fn raw_table<'a>(cx: &'a TowerRoots, decl: &'a TableDecl) -> Result<(Raw<'a>, bool), TableError> {
    let other = match twiddle::contents(cx, decl) {
        Contents::Twiddle { raw, plain } => return Ok((raw?.ok_or_else(|| no_root(cx))?, plain)),
        Contents::Other(other) => other,
    };
    let raw = match other {
        Other::FourStep { log_m, inverse } => four_step_table(cx, log_m, inverse)?,
        Other::Dgt { untwist } => cx.dgt.as_ref().map(|t| Raw::Gauss(Cow::Borrowed(if untwist { &t.untwist } else { &t.twist }))).ok_or_else(|| no_root(cx))?,
        Other::GroupRoots => group_roots(cx)?,
        Other::Constants(entries) => constants(cx, entries),
    };
    Ok((raw, false))
}

/// The roots w_j of the truncated groups (x^k - w_j).
fn group_roots(cx: &TowerRoots) -> Result<Raw<'static>, TableError> {
    let none = || TableError::Truncate { truncate: cx.spec.truncate, len: cx.len };
    match (&cx.ntt, &cx.dgt) {
        (Some(t), _) => Ok(Raw::Scalar(t.group_roots(cx.spec.truncate)?.ok_or_else(none)?.into())),
        (_, Some(t)) => Ok(Raw::Gauss(t.group_roots(cx.spec.truncate)?.ok_or_else(none)?.into())),
        _ => Err(no_root(cx)),
    }
}

/// The pointwise algorithms' and scalings' small constants, reduced mod q.
fn constants(cx: &TowerRoots, entries: &[ConstEntry]) -> Raw<'static> {
    let q = cx.q;
    let inv_len = inv_mod((1u64 << cx.spec.computed_levels()) % q, q).unwrap_or(0);
    let value = |c: &ConstEntry| match c {
        ConstEntry::Int(v) if *v >= 0 => (*v as u64) % q,
        ConstEntry::Int(v) => q - (v.unsigned_abs() % q),
        ConstEntry::Inv(v) => inv_mod(*v % q, q).unwrap_or(0),
        ConstEntry::InvLen => inv_len,
        ConstEntry::InvLenTimesInverse(i) => mul_mod(cx.ntt.as_ref().and_then(|t| t.inv.get(*i as usize).copied()).unwrap_or(0), inv_len, q),
        ConstEntry::TwoPow(k) => crate::emit::elementwise::fused::two_pow(*k, q).unwrap_or(0),
    };
    Raw::Scalar(entries.iter().map(value).collect::<Vec<_>>().into())
}

/// A four-step twist (or untwist) table: position x of the first kernel's
/// output times gamma^(within(x)), gamma the root of its column.
fn four_step_table(cx: &TowerRoots, log_m: u32, inverse: bool) -> Result<Raw<'static>, TableError> {
    let TowerRoots { spec, q, e, len, root, g, .. } = cx;
    let (spec, q, e, len, root, g) = (*spec, *q, *e, *len, *root, *g);
    let none = || no_root(cx);
    let m = 1usize << log_m;
    let s0 = e - log_m;
    // Truncated by t, the later kernels run only the sub-transform's
    // levels of stride >= 2^t: on each residue class l mod 2^t,
    // a transform in X = x^(2^t). Twisting position u 2^t + l by
    // gamma^(u 2^t) (the twist of those levels only) turns its
    // ring X^(m/2^t) - gamma^m into Y^(m/2^t) - 1, so the groups
    // come out as without four_step: residues mod x^(2^t) - w_j.
    let within = |x: usize| (x % m) & !((1usize << spec.truncate) - 1);
    Ok(match spec.transform {
        Transform::Dgt => {
            let g = g.ok_or_else(none)?;
            let entry = |x: usize| {
                let gamma = g.pow(bit_reverse((x / m) as u64, s0) as u128, q);
                let v = gamma.pow(within(x) as u128, q);
                if inverse { v.inv(q).ok_or_else(none) } else { Ok(v) }
            };
            Raw::Gauss(alloc::try_collect(len, (0..len).map(entry), "a four-step twist table")?.into())
        }
        _ => {
            let negacyclic = spec.transform == Transform::NttNegacyclic;
            let base = root.ok_or_else(none)?;
            let entry = |x: usize| {
                let hi = bit_reverse((x / m) as u64, s0);
                let gamma = if negacyclic { pow_mod(base, 2 * hi + 1, q) } else { pow_mod(base, hi, q) };
                let v = pow_mod(gamma, within(x) as u64, q);
                if inverse { inv_mod(v, q).ok_or_else(none) } else { Ok(v) }
            };
            Raw::Scalar(alloc::try_collect(len, (0..len).map(entry), "a four-step twist table")?.into())
        }
    })
}

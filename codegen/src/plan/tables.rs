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

use super::ir::{ConstEntry, Plan, TableDecl};
use super::lower::twiddle::{self, Contents, Other};
use crate::arith::reduce::Modulus;
use crate::arith::roots::{bit_reverse, inv_mod, mul_mod, pow_mod};
use crate::spec::Transform;
use roots::{Raw, TowerRoots};

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
}

/// Prime `q` of `spec` as its kernels' butterflies take it: the wide lazy
/// butterflies and the deferred corrections, or the narrow ones, where the spec's arithmetic
/// prelude has them (the tables' twins and `bench`'s floor twin alike).
pub fn kernel_modulus(spec: &crate::spec::ValidSpec, q: u64) -> Result<Modulus, crate::arith::reduce::ReduceError> {
    use super::lower::stage::groups;
    Ok(Modulus::new(q, spec.word, spec.reduction)?.with_wide_lazy(groups::wide_lazy(spec)).with_deferred(groups::deferred(spec)).with_narrow(groups::narrow(spec)).with_mont_companion(spec.montgomery_companion))
}

pub fn build(plan: &Plan) -> Result<Vec<TowerTables>, TableError> {
    plan.spec.primes.iter().enumerate().map(|(t, &q)| build_tower(plan, t, q)).collect()
}

fn build_tower(plan: &Plan, tower: usize, q: u64) -> Result<TowerTables, TableError> {
    let spec = &plan.spec;
    let modulus = kernel_modulus(spec, q).map_err(|e| TableError::Modulus { q, msg: e.to_string() })?;
    let cx = TowerRoots::new(spec, tower, q).ok_or(TableError::NoRoot { q, len: 1usize << spec.levels() })?;
    let mut out = vec![];
    for decl in &plan.tables {
        let (raw, plain) = raw_table(&cx, decl)?;
        out.push(stored(raw, plain, decl, &modulus));
    }
    Ok(TowerTables { modulus, tables: out })
}

/// The error of a table the tower has no root for.
fn no_root(cx: &TowerRoots) -> TableError {
    TableError::NoRoot { q: cx.q, len: cx.len }
}

/// The residues of table `decl` for the tower of `cx`, before the stored
/// form, and whether they are stored plain. A twiddle mode's tables are
/// computed by that mode's module (`lower/twiddle/`), beside its fetch,
/// through `twiddle::contents`; the others (`Other`) here.
fn raw_table(cx: &TowerRoots, decl: &TableDecl) -> Result<(Raw, bool), TableError> {
    let other = match twiddle::contents(cx, decl) {
        Contents::Twiddle { raw, plain } => return Ok((raw.ok_or_else(|| no_root(cx))?, plain)),
        Contents::Other(other) => other,
    };
    let raw = match other {
        Other::FourStep { log_m, inverse } => four_step_table(cx, log_m, inverse)?,
        Other::Dgt { untwist } => cx.dgt.as_ref().map(|t| Raw::Gauss(if untwist { &t.untwist } else { &t.twist }.clone())).ok_or_else(|| no_root(cx))?,
        Other::GroupRoots => group_roots(cx)?,
        Other::Constants(entries) => constants(cx, entries),
    };
    Ok((raw, false))
}

/// The roots w_j of the truncated groups (x^k - w_j).
fn group_roots(cx: &TowerRoots) -> Result<Raw, TableError> {
    let none = || TableError::Truncate { truncate: cx.spec.truncate, len: cx.len };
    match (&cx.ntt, &cx.dgt) {
        (Some(t), _) => Ok(Raw::Scalar(t.group_roots(cx.spec.truncate).ok_or_else(none)?)),
        (_, Some(t)) => Ok(Raw::Gauss(t.group_roots(cx.spec.truncate).ok_or_else(none)?)),
        _ => Err(no_root(cx)),
    }
}

/// The pointwise algorithms' and scalings' small constants, reduced mod q.
fn constants(cx: &TowerRoots, entries: &[ConstEntry]) -> Raw {
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
    Raw::Scalar(entries.iter().map(value).collect())
}

/// A four-step twist (or untwist) table: position x of the first kernel's
/// output times gamma^(within(x)), gamma the root of its column.
fn four_step_table(cx: &TowerRoots, log_m: u32, inverse: bool) -> Result<Raw, TableError> {
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
            Raw::Gauss(
                (0..len)
                    .map(|x| {
                        let gamma = g.pow(bit_reverse((x / m) as u64, s0) as u128, q);
                        let v = gamma.pow(within(x) as u128, q);
                        if inverse { v.inv(q).ok_or_else(none) } else { Ok(v) }
                    })
                    .collect::<Result<_, _>>()?,
            )
        }
        _ => {
            let negacyclic = spec.transform == Transform::NttNegacyclic;
            let base = root.ok_or_else(none)?;
            Raw::Scalar(
                (0..len)
                    .map(|x| {
                        let hi = bit_reverse((x / m) as u64, s0);
                        let gamma = if negacyclic { pow_mod(base, 2 * hi + 1, q) } else { pow_mod(base, hi, q) };
                        let v = pow_mod(gamma, within(x) as u64, q);
                        if inverse { inv_mod(v, q).ok_or_else(none) } else { Ok(v) }
                    })
                    .collect::<Result<_, _>>()?,
            )
        }
    })
}

/// `raw` in the stored form the kernels read: Shoup companions (or the
/// reduction's form) beside the values, or (value, companion) pairs in one
/// array where the table is paired; `plain` (a table its mode multiplies
/// *into*, `twiddle::Contents`): the residues, with zero companions.
fn stored(raw: Raw, plain: bool, decl: &TableDecl, modulus: &Modulus) -> (Vec<u64>, Vec<u64>) {
    let (mut vals, mut comps) = (vec![], vec![]);
    let mut push = |w: u64| {
        if plain {
            vals.push(w);
            comps.push(0);
        } else {
            let t = modulus.twiddle(w);
            vals.push(t.value);
            comps.push(t.companion);
        }
    };
    match raw {
        Raw::Scalar(v) => v.into_iter().for_each(&mut push),
        Raw::Gauss(v) => v.into_iter().for_each(|z| {
            push(z.re);
            push(z.im);
        }),
    }
    if decl.paired {
        // Entry i at words 2i (value) and 2i + 1 (companion): one load.
        vals = vals.iter().zip(&comps).flat_map(|(&v, &c)| [v, c]).collect();
        comps = vec![];
    }
    debug_assert_eq!(vals.len(), decl.words());
    (vals, comps)
}

//! Contents of every constant table of a plan, per tower, in the stored form
//! of the spec's reduction (Shoup companions, Montgomery R).
//!
//! Built from `arith` only: `reference/` is the test oracle the plans are
//! checked against, so it must not also supply their constants.

use super::ir::{ConstEntry, Plan, TableKind};
use crate::arith::gaussian::Gauss;
use crate::arith::reduce::Modulus;
use crate::arith::roots::{bit_reverse, inv_mod, mul_mod, pow_mod};
use crate::arith::twiddle_tables::{cyclic_layout, gauss_powers, powers_mod, DgtTwiddles, NttTwiddles, Ring};
use crate::spec::{Transform, ValidSpec};

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

/// A table entry before conversion to stored form.
enum Raw {
    Scalar(Vec<u64>),
    Gauss(Vec<Gauss>),
}

pub fn build(plan: &Plan) -> Result<Vec<TowerTables>, TableError> {
    plan.spec.primes.iter().enumerate().map(|(t, &q)| build_tower(plan, t, q)).collect()
}

/// The twiddles of tower `tower`: at the spec's root of that tower
/// (`ValidSpec::tower_roots`, the one source of every NTT constant below),
/// or the DGT's Gaussian roots.
fn twiddles(spec: &ValidSpec, tower: usize, q: u64) -> Option<(Option<NttTwiddles>, Option<DgtTwiddles>)> {
    let ring = match spec.transform {
        Transform::NttNegacyclic => Ring::Negacyclic,
        Transform::NttCyclic => Ring::Cyclic,
        Transform::Dgt => return Some((None, Some(DgtTwiddles::new(q, spec.n())?))),
    };
    Some((Some(NttTwiddles::with_root(ring, q, spec.n(), spec.tower_root(tower)?)?), None))
}

fn build_tower(plan: &Plan, tower: usize, q: u64) -> Result<TowerTables, TableError> {
    let spec = &plan.spec;
    let modulus = Modulus::new(q, spec.word, spec.reduction)
        .map_err(|e| TableError::Modulus { q, msg: e.to_string() })?
        .with_wide_lazy(crate::plan::lower::stage::groups::wide_lazy(spec))
        .with_deferred(crate::plan::lower::stage::groups::deferred(spec));
    let cx = TowerRoots::new(spec, tower, q)?;
    let mut out = vec![];
    for decl in &plan.tables {
        let raw = raw_table(&cx, decl)?;
        out.push(stored(raw, decl, &modulus));
    }
    Ok(TowerTables { modulus, tables: out })
}

/// One tower's roots, from which each of its tables is computed.
struct TowerRoots<'a> {
    spec: &'a ValidSpec,
    q: u64,
    /// Transform levels and length.
    e: u32,
    len: usize,
    ntt: Option<NttTwiddles>,
    dgt: Option<DgtTwiddles>,
    /// The tower's root (psi or omega), the base root of the cyclic
    /// structure (order `len`: psi^2 or omega) and its Gaussian twin g.
    root: Option<u64>,
    omega_s: Option<u64>,
    g: Option<Gauss>,
}

impl<'a> TowerRoots<'a> {
    fn new(spec: &'a ValidSpec, tower: usize, q: u64) -> Result<Self, TableError> {
        let e = spec.levels();
        let len = 1usize << e;
        let (ntt, dgt) = twiddles(spec, tower, q).ok_or(TableError::NoRoot { q, len })?;
        let root = ntt.as_ref().map(|t| t.root);
        let omega_s = ntt.as_ref().map(|t| if t.ring == Ring::Negacyclic { mul_mod(t.root, t.root, q) } else { t.root });
        let g = dgt.as_ref().map(|t| t.roots.g);
        Ok(TowerRoots { spec, q, e, len, ntt, dgt, root, omega_s, g })
    }
    fn no_root(&self) -> TableError {
        TableError::NoRoot { q: self.q, len: self.len }
    }
}

/// The residues of table `decl` for the tower of `cx`, before the stored form.
fn raw_table(cx: &TowerRoots, decl: &crate::plan::ir::TableDecl) -> Result<Raw, TableError> {
    let TowerRoots { spec, q, len, ntt, dgt, root, omega_s, g, .. } = cx;
    let (spec, q, len, root, omega_s, g) = (*spec, *q, *len, *root, *omega_s, *g);
    let no_root = || cx.no_root();
    Ok(match &decl.kind {
        TableKind::Forward | TableKind::Inverse => {
            let inverse = decl.kind == TableKind::Inverse;
            match (&ntt, &dgt) {
                (Some(t), _) => Raw::Scalar(if inverse { &t.inv } else { &t.fwd }[..decl.len].to_vec()),
                (_, Some(t)) => Raw::Gauss(if inverse { &t.inv } else { &t.fwd }[..decl.len].to_vec()),
                _ => return Err(no_root()),
            }
        }
        TableKind::SubForward { log_m } | TableKind::SubInverse { log_m } => {
            let inverse = matches!(decl.kind, TableKind::SubInverse { .. });
            let m = 1usize << log_m;
            // The base root has order `len`, so its (len/m)-th power has order m.
            match (omega_s, g) {
                (Some(w), _) => Raw::Scalar(cyclic_layout(&powers_mod(pow_mod(w, (len / m) as u64, q), m, q), inverse)),
                (None, Some(g)) => Raw::Gauss(cyclic_layout(&gauss_powers(g.pow((len / m) as u128, q), m, q), inverse)),
                _ => return Err(no_root()),
            }
        }
        TableKind::FourStep { log_m } | TableKind::FourStepInv { log_m } => four_step_table(cx, *log_m, matches!(decl.kind, TableKind::FourStepInv { .. }))?,
        TableKind::DgtTwist => Raw::Gauss(dgt.as_ref().ok_or_else(no_root)?.twist.clone()),
        TableKind::DgtUntwist => Raw::Gauss(dgt.as_ref().ok_or_else(no_root)?.untwist.clone()),
        TableKind::Powers { inverse } if decl.gaussian => Raw::Gauss(gauss_pow2(g, len, None, *inverse, decl.len, q).ok_or_else(no_root)?),
        TableKind::SubPowers { inverse, log_m } if decl.gaussian => Raw::Gauss(gauss_pow2(g, len, Some(*log_m), *inverse, decl.len, q).ok_or_else(no_root)?),
        TableKind::Powers { inverse } => {
            let b = exp_base(root, q, *inverse).ok_or_else(no_root)?;
            Raw::Scalar((0..decl.len).map(|i| pow_mod(b, 1u64 << i, q)).collect())
        }
        TableKind::SplitLo { inverse, .. } if decl.gaussian => Raw::Gauss(gauss_split(g, len, None, *inverse, 0, decl.len, q).ok_or_else(no_root)?),
        TableKind::SplitHi { inverse, lo_bits } if decl.gaussian => Raw::Gauss(gauss_split(g, len, None, *inverse, *lo_bits, decl.len, q).ok_or_else(no_root)?),
        TableKind::SubSplitLo { inverse, log_m, .. } if decl.gaussian => Raw::Gauss(gauss_split(g, len, Some(*log_m), *inverse, 0, decl.len, q).ok_or_else(no_root)?),
        TableKind::SubSplitHi { inverse, log_m, lo_bits } if decl.gaussian => Raw::Gauss(gauss_split(g, len, Some(*log_m), *inverse, *lo_bits, decl.len, q).ok_or_else(no_root)?),
        TableKind::SplitLo { inverse, .. } => {
            let b = exp_base(root, q, *inverse).ok_or_else(no_root)?;
            Raw::Scalar((0..decl.len).map(|u| pow_mod(b, u as u64, q)).collect())
        }
        TableKind::SplitHi { inverse, lo_bits } => {
            let b = exp_base(root, q, *inverse).ok_or_else(no_root)?;
            Raw::Scalar((0..decl.len).map(|u| pow_mod(b, (u as u64) << lo_bits, q)).collect())
        }
        TableKind::SubPowers { inverse, log_m } => {
            let b = sub_base(omega_s, len, *log_m, q, *inverse).ok_or_else(no_root)?;
            Raw::Scalar((0..decl.len).map(|i| pow_mod(b, 1u64 << i, q)).collect())
        }
        TableKind::SubSplitLo { inverse, log_m, .. } => {
            let b = sub_base(omega_s, len, *log_m, q, *inverse).ok_or_else(no_root)?;
            Raw::Scalar((0..decl.len).map(|u| pow_mod(b, u as u64, q)).collect())
        }
        TableKind::SubSplitHi { inverse, log_m, lo_bits } => {
            let b = sub_base(omega_s, len, *log_m, q, *inverse).ok_or_else(no_root)?;
            Raw::Scalar((0..decl.len).map(|u| pow_mod(b, (u as u64) << lo_bits, q)).collect())
        }
        TableKind::GroupRoots => {
            let none = || TableError::Truncate { truncate: spec.truncate, len };
            match (&ntt, &dgt) {
                (Some(t), _) => Raw::Scalar(t.group_roots(spec.truncate).ok_or_else(none)?),
                (_, Some(t)) => Raw::Gauss(t.group_roots(spec.truncate).ok_or_else(none)?),
                _ => return Err(no_root()),
            }
        }
        TableKind::Constants(entries) => {
            let inv_len = inv_mod((1u64 << spec.computed_levels()) % q, q).unwrap_or(0);
            let value = |c: &ConstEntry| match c {
                ConstEntry::Int(v) if *v >= 0 => (*v as u64) % q,
                ConstEntry::Int(v) => q - (v.unsigned_abs() % q),
                ConstEntry::Inv(v) => inv_mod(*v % q, q).unwrap_or(0),
                ConstEntry::InvLen => inv_len,
                ConstEntry::InvLenTimesInverse(i) => mul_mod(ntt.as_ref().and_then(|t| t.inv.get(*i as usize).copied()).unwrap_or(0), inv_len, q),
            };
            Raw::Scalar(entries.iter().map(value).collect())
        }
    })
}

/// A four-step twist (or untwist) table: position x of the first kernel's
/// output times gamma^(within(x)), gamma the root of its column.
fn four_step_table(cx: &TowerRoots, log_m: u32, inverse: bool) -> Result<Raw, TableError> {
    let TowerRoots { spec, q, e, len, root, g, .. } = cx;
    let (spec, q, e, len, root, g) = (*spec, *q, *e, *len, *root, *g);
    let no_root = || cx.no_root();
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
            let g = g.ok_or_else(no_root)?;
            Raw::Gauss(
                (0..len)
                    .map(|x| {
                        let gamma = g.pow(bit_reverse((x / m) as u64, s0) as u128, q);
                        let v = gamma.pow(within(x) as u128, q);
                        if inverse { v.inv(q).ok_or_else(no_root) } else { Ok(v) }
                    })
                    .collect::<Result<_, _>>()?,
            )
        }
        _ => {
            let negacyclic = spec.transform == Transform::NttNegacyclic;
            let base = root.ok_or_else(no_root)?;
            Raw::Scalar(
                (0..len)
                    .map(|x| {
                        let hi = bit_reverse((x / m) as u64, s0);
                        let gamma = if negacyclic { pow_mod(base, 2 * hi + 1, q) } else { pow_mod(base, hi, q) };
                        let v = pow_mod(gamma, within(x) as u64, q);
                        if inverse { inv_mod(v, q).ok_or_else(no_root) } else { Ok(v) }
                    })
                    .collect::<Result<_, _>>()?,
            )
        }
    })
}

/// `raw` in the stored form the kernels read: Shoup companions (or the
/// reduction's form) beside the values, or (value, companion) pairs in one
/// array where the table is paired.
fn stored(raw: Raw, decl: &crate::plan::ir::TableDecl, modulus: &Modulus) -> (Vec<u64>, Vec<u64>) {
    // Split's low table is multiplied *into*, so it stays a plain residue.
    let plain = matches!(decl.kind, TableKind::SplitLo { .. } | TableKind::SubSplitLo { .. });
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

/// Gaussian split table: entry u is b^(u << shift), b the DGT's root g of
/// order `len` (or g^(len/m) for a four-step sub-transform), inverted for
/// the inverse transform.
fn gauss_split(g: Option<Gauss>, len: usize, log_m: Option<u32>, inverse: bool, shift: u32, entries: usize, q: u64) -> Option<Vec<Gauss>> {
    let mut b = g?.pow(log_m.map_or(1, |lm| (len >> lm) as u128), q);
    if inverse {
        b = b.inv(q)?;
    }
    Some((0..entries).map(|u| b.pow((u as u128) << shift, q)).collect())
}

/// Gaussian powers table of the on-the-fly mode: entry i is b^(2^i), b as
/// in `gauss_split` (the DGT's root g, or g^(len/m) for a four-step
/// sub-transform, inverted for the inverse transform).
fn gauss_pow2(g: Option<Gauss>, len: usize, log_m: Option<u32>, inverse: bool, entries: usize, q: u64) -> Option<Vec<Gauss>> {
    let mut b = g?.pow(log_m.map_or(1, |lm| (len >> lm) as u128), q);
    if inverse {
        b = b.inv(q)?;
    }
    Some((0..entries).map(|i| b.pow(1u128 << i, q)).collect())
}

/// Root of order 2^log_m (or its inverse) a four-step sub-transform's
/// exponents count in: the `len/m`-th power of the order-`len` base root.
fn sub_base(omega_s: Option<u64>, len: usize, log_m: u32, q: u64, inverse: bool) -> Option<u64> {
    let w = pow_mod(omega_s?, (len >> log_m) as u64, q);
    if inverse {
        inv_mod(w, q)
    } else {
        Some(w)
    }
}

/// Root whose powers the on-the-fly and split modes build (see `ExpRule`):
/// the tower's root (psi or omega) or its inverse; `None` for the DGT.
fn exp_base(root: Option<u64>, q: u64, inverse: bool) -> Option<u64> {
    if inverse {
        inv_mod(root?, q)
    } else {
        root
    }
}

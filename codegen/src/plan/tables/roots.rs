//! One tower's roots and the raw form of a table's entries: what
//! `tables.rs` and each twiddle mode's contents (`lower/twiddle/`) compute
//! tables from. A leaf of both, so that neither imports the other's
//! internals: tables.rs asks the modes' dispatch (`twiddle::contents`),
//! the modes read only this.

use crate::arith::gaussian::Gauss;
use crate::arith::roots::mul_mod;
use crate::arith::twiddle_tables::{DgtTwiddles, NttTwiddles, Ring};
use crate::memory::alloc::AllocError;
use crate::spec::{Transform, ValidSpec};
use std::borrow::Cow;

/// A table's entries before conversion to stored form: computed for the
/// table, or borrowed from the tower's roots (the main tables, the twists).
pub(crate) enum Raw<'a> {
    Scalar(Cow<'a, [u64]>),
    Gauss(Cow<'a, [Gauss]>),
}

impl Raw<'_> {
    /// Words of the entries (two per Gaussian).
    pub(crate) fn words(&self) -> usize {
        match self {
            Raw::Scalar(v) => v.len(),
            Raw::Gauss(v) => 2 * v.len(),
        }
    }

    /// Word `i` of the entries (re, im of Gaussian i / 2).
    pub(crate) fn word(&self, i: usize) -> u64 {
        match self {
            Raw::Scalar(v) => v[i],
            Raw::Gauss(v) if i % 2 == 0 => v[i / 2].re,
            Raw::Gauss(v) => v[i / 2].im,
        }
    }
}

/// One tower's roots, from which each of its tables is computed.
pub(crate) struct TowerRoots<'a> {
    pub(crate) spec: &'a ValidSpec,
    pub(crate) q: u64,
    /// Transform levels and length.
    pub(crate) e: u32,
    pub(crate) len: usize,
    pub(crate) ntt: Option<NttTwiddles>,
    pub(crate) dgt: Option<DgtTwiddles>,
    /// The tower's root (psi or omega), the base root of the cyclic
    /// structure (order `len`: psi^2 or omega) and its Gaussian twin g.
    pub(crate) root: Option<u64>,
    pub(crate) omega_s: Option<u64>,
    pub(crate) g: Option<Gauss>,
}

impl<'a> TowerRoots<'a> {
    /// The roots of tower `tower` (prime `q`); `None` where the prime has
    /// no root for the spec's transform (the caller names the error).
    pub(crate) fn new(spec: &'a ValidSpec, tower: usize, q: u64) -> Result<Option<Self>, AllocError> {
        let e = spec.levels();
        let len = 1usize << e;
        let Some((ntt, dgt)) = twiddles(spec, tower, q)? else { return Ok(None) };
        let root = ntt.as_ref().map(|t| t.root);
        let omega_s = ntt.as_ref().map(|t| if t.ring == Ring::Negacyclic { mul_mod(t.root, t.root, q) } else { t.root });
        let g = dgt.as_ref().map(|t| t.roots.g);
        Ok(Some(TowerRoots { spec, q, e, len, ntt, dgt, root, omega_s, g }))
    }

    /// The most bytes [`TowerRoots::new`] holds for a tower of `spec`.
    pub(crate) fn bytes(spec: &ValidSpec) -> u64 {
        match spec.transform {
            Transform::NttNegacyclic => NttTwiddles::bytes(Ring::Negacyclic, spec.n()),
            Transform::NttCyclic => NttTwiddles::bytes(Ring::Cyclic, spec.n()),
            Transform::Dgt => DgtTwiddles::bytes(spec.n()),
        }
    }
}

/// The twiddles of tower `tower`: at the spec's root of that tower
/// (`ValidSpec::tower_roots`, the one source of every NTT constant),
/// or the DGT's Gaussian roots.
type Twiddles = (Option<NttTwiddles>, Option<DgtTwiddles>);

fn twiddles(spec: &ValidSpec, tower: usize, q: u64) -> Result<Option<Twiddles>, AllocError> {
    let ring = match spec.transform {
        Transform::NttNegacyclic => Ring::Negacyclic,
        Transform::NttCyclic => Ring::Cyclic,
        Transform::Dgt => return Ok(DgtTwiddles::new(q, spec.n())?.map(|t| (None, Some(t)))),
    };
    let Some(root) = spec.tower_root(tower) else { return Ok(None) };
    Ok(NttTwiddles::with_root(ring, q, spec.n(), root)?.map(|t| (Some(t), None)))
}

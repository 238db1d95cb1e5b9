//! One tower's roots and the raw form of a table's entries: what
//! `tables.rs` and each twiddle mode's contents (`lower/twiddle/`) compute
//! tables from. A leaf of both, so that neither imports the other's
//! internals: tables.rs asks the modes' dispatch (`twiddle::contents`),
//! the modes read only this.

use crate::arith::gaussian::Gauss;
use crate::arith::roots::mul_mod;
use crate::arith::twiddle_tables::{DgtTwiddles, NttTwiddles, Ring};
use crate::spec::{Transform, ValidSpec};

/// A table's entries before conversion to stored form.
pub(crate) enum Raw {
    Scalar(Vec<u64>),
    Gauss(Vec<Gauss>),
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
    pub(crate) fn new(spec: &'a ValidSpec, tower: usize, q: u64) -> Option<Self> {
        let e = spec.levels();
        let len = 1usize << e;
        let (ntt, dgt) = twiddles(spec, tower, q)?;
        let root = ntt.as_ref().map(|t| t.root);
        let omega_s = ntt.as_ref().map(|t| if t.ring == Ring::Negacyclic { mul_mod(t.root, t.root, q) } else { t.root });
        let g = dgt.as_ref().map(|t| t.roots.g);
        Some(TowerRoots { spec, q, e, len, ntt, dgt, root, omega_s, g })
    }
}

/// The twiddles of tower `tower`: at the spec's root of that tower
/// (`ValidSpec::tower_roots`, the one source of every NTT constant),
/// or the DGT's Gaussian roots.
fn twiddles(spec: &ValidSpec, tower: usize, q: u64) -> Option<(Option<NttTwiddles>, Option<DgtTwiddles>)> {
    let ring = match spec.transform {
        Transform::NttNegacyclic => Ring::Negacyclic,
        Transform::NttCyclic => Ring::Cyclic,
        Transform::Dgt => return Some((None, Some(DgtTwiddles::new(q, spec.n())?))),
    };
    Some((Some(NttTwiddles::with_root(ring, q, spec.n(), spec.tower_root(tower)?)?), None))
}

//! Twin of `templates/reduce/barrett-shivdikar.cu`: the Barrett variant
//! proposed for GPUs, Shivdikar Alg. 4 (Dhem–Quisquater with α = N + 1,
//! β_DQ = -2).
//!
//! Requires `m = len(q) <= β - 2` and `x < 2^(2m)`; `μ = floor(2^(2m+1) / q)`.
//!
//! ```text
//! 1: c    = x >> (m - 2)
//! 2: quot = (c · μ) >> (m + 3)
//! 3: rem  = x - quot · q            (< 2q: exact in one word)
//! 4-5: one correctional subtraction
//! ```
//!
//! Line 2 is computed as `mul_hi(c, μ·2^a) >> b` with `a = max(0, β - m - 3)`
//! and `b = max(0, m + 3 - β)`, which equals `floor(c·μ / 2^(m+3))` exactly.
//!
//! Constants: `c0 = μ·2^a`, `c1 = m - 2` (shift of line 1), `c2 = b` (0 or 1).
//! Bounds: `4 <= q` (so `m - 2 >= 1`), `len(q) <= β - 2`; q = 2^(β-3) is
//! refused (μ = 2^β would not fit).

use super::limb::{csub, shr_wide, Limb, Mc};
use super::{len, scaled_mu};

/// `len(q) <= β - SLACK`.
pub(crate) const SLACK: u32 = 2;
pub(crate) const MIN_Q: u64 = 4;

/// This reduction's facts ([`super::Descriptor`]).
pub(crate) const DESCRIPTOR: super::Descriptor = super::Descriptor {
    max_bits: [32 - SLACK, 64 - SLACK],
    min_q: MIN_Q,
    lazy: false,
    companion: false,
    tuned: true,
    template: include_str!("../../../templates/reduce/barrett-shivdikar.cu"),
};

/// `[c0, c1, c2]`, or `None` when the scaled μ does not fit the word.
pub(crate) fn consts(q: u64, beta: u32) -> Option<[u64; 3]> {
    let m = len(q);
    let (c0, post) = scaled_mu(q, beta, 2 * m + 1, m + 3)?;
    Some([c0, (m - 2) as u64, post as u64])
}

/// Lines 1-3: the remainder before the correction, in `[0, 2q)`.
#[inline(always)]
pub(crate) fn reduce_raw<T: Limb>(xhi: T, xlo: T, m: &Mc<T>) -> T {
    let c = shr_wide(xhi, xlo, m.c1.to_u64() as u32); // 1
    let quot = c.mul_hi(m.c0).shr(m.c2.to_u64() as u32); // 2
    xlo.sub(quot.mul_lo(m.q)) // 3
}

/// `x mod q` for `x = xhi·2^β + xlo < 2^(2m)`.
#[inline(always)]
pub(crate) fn reduce<T: Limb>(xhi: T, xlo: T, m: &Mc<T>) -> T {
    csub(reduce_raw(xhi, xlo, m), m.q) // 4-5
}

/// `mod_mul`: `a·b mod q`.
#[inline(always)]
pub(crate) fn mul<T: Limb>(a: T, b: T, m: &Mc<T>) -> T {
    reduce(a.mul_hi(b), a.mul_lo(b), m)
}

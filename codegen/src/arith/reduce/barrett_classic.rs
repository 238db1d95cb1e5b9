//! Twin of `templates/reduce/barrett-classic.cu`: classical Barrett reduction,
//! Shivdikar Alg. 2.
//!
//! Requires `m = len(q) <= β - 2` and `x < 2^(2m)` (true for `x = a·b` with
//! `a, b < q`); `μ = floor(2^(2m) / q)`.
//!
//! ```text
//! 1: c    = x >> (m - 1)
//! 2: quot = (c · μ) >> (m + 1)
//! 3: rem  = x - quot · q            (< 3q: exact in one word)
//! 4-7: up to two correctional subtractions
//! ```
//!
//! Line 2 is computed as the high word of `c · (μ·2^(β-m-1))`, which equals
//! `floor(c·μ / 2^(m+1))` exactly (`m + 1 <= β - 1`); the scaled μ is stored.
//!
//! Constants: `c0 = μ·2^(β-m-1)`, `c1 = m - 1` (shift of line 1), `c2 = 0`.
//! Bounds: `3 <= q`, `len(q) <= β - 2`, `q` not a power of two (μ·2^(β-m-1)
//! would be exactly 2^β).

use super::limb::{csub, shr_wide, Limb, Mc};
use super::{len, scaled_mu};

/// `len(q) <= β - SLACK`.
pub(crate) const SLACK: u32 = 2;
pub(crate) const MIN_Q: u64 = 3;

/// This reduction's facts ([`super::Descriptor`]).
pub(crate) const DESCRIPTOR: super::Descriptor = super::Descriptor {
    max_bits: [32 - SLACK, 64 - SLACK],
    min_q: MIN_Q,
    lazy: false,
    companion: false,
    tuned: true,
    template: include_str!("../../../templates/reduce/barrett-classic.cu"),
};

/// `[c0, c1, c2]`, or `None` when the scaled μ does not fit the word.
pub(crate) fn consts(q: u64, beta: u32) -> Option<[u64; 3]> {
    let m = len(q);
    let (c0, post) = scaled_mu(q, beta, 2 * m, m + 1)?;
    debug_assert_eq!(post, 0);
    Some([c0, (m - 1) as u64, 0])
}

/// Lines 1-3: the remainder before any correction, in `[0, 3q)`.
#[inline(always)]
pub(crate) fn reduce_raw<T: Limb>(xhi: T, xlo: T, m: &Mc<T>) -> T {
    let c = shr_wide(xhi, xlo, m.c1.to_u64() as u32); // 1
    let quot = c.mul_hi(m.c0); // 2
    xlo.sub(quot.mul_lo(m.q)) // 3
}

/// `x mod q` for `x = xhi·2^β + xlo < 2^(2m)`.
#[inline(always)]
pub(crate) fn reduce<T: Limb>(xhi: T, xlo: T, m: &Mc<T>) -> T {
    let rem = reduce_raw(xhi, xlo, m);
    let rem = csub(rem, m.q); // 4-5
    csub(rem, m.q) // 6-7
}

/// `mod_mul`: `a·b mod q`.
#[inline(always)]
pub(crate) fn mul<T: Limb>(a: T, b: T, m: &Mc<T>) -> T {
    reduce(a.mul_hi(b), a.mul_lo(b), m)
}

//! Twin of `templates/reduce/shoup.cu`: Shoup's multiplication by a
//! precomputed constant (NTL's MulModPrecon; Shivdikar §II-A, Goey §3.1).
//!
//! A twiddle `w` is stored with its companion `w' = floor(w·2^β / q)`:
//!
//! ```text
//! qhat = mul_hi(a, w')              (quotient estimate, off by at most 1)
//! r    = a·w - qhat·q  (mod 2^β)    (in [0, 2q): exact in one word)
//! r   -= q & mask(r >= q)           (one branch-free correction)
//! ```
//!
//! The general product of two non-constant operands uses barrett-shivdikar
//! (Shivdikar Alg. 4), with its constants.
//!
//! Constants: those of barrett-shivdikar: `c0 = μ·2^a`, `c1 = m - 2`, `c2 = b`.
//! Bounds: `4 <= q`, `q < 2^(β-2)` (len(q) <= β - 2); q = 2^(β-3) is refused.
//! On u32 words a 31-bit odd prime is held too, by the narrow lazy
//! butterflies (values below 2q; Shoup's product takes any word), with
//! montgomery's general product and constants in place of barrett-shivdikar's.

use super::limb::{csub, Limb, Mc};

/// `len(q) <= β - SLACK`.
pub(crate) const SLACK: u32 = 2;
pub(crate) const MIN_Q: u64 = super::barrett_shivdikar::MIN_Q;

/// This reduction's facts ([`super::Descriptor`]).
pub(crate) const DESCRIPTOR: super::Descriptor = super::Descriptor {
    // u32: 31-bit primes on the narrow lazy butterflies, whose general
    // product is montgomery's (`Modulus::with_narrow`).
    max_bits: [32 - SLACK + 1, 64 - SLACK],
    min_q: MIN_Q,
    lazy: true,
    companion: true,
    tuned: true,
    template: include_str!("../../../templates/reduce/shoup.cu"),
};

/// `floor(w·2^β / q)` for `w < q`.
pub(crate) fn companion(w: u64, q: u64, beta: u32) -> u64 {
    (((w as u128) << beta) / q as u128) as u64
}

/// `mod_mul_tw`: `a·w mod q` from `w` and its companion.
#[inline(always)]
pub(crate) fn mul_tw<T: Limb>(a: T, w: T, w_comp: T, m: &Mc<T>) -> T {
    let qhat = a.mul_hi(w_comp);
    let r = a.mul_lo(w).sub(qhat.mul_lo(m.q));
    csub(r, m.q)
}

/// `mod_mul`: the general product, barrett-shivdikar.
#[inline(always)]
pub(crate) fn mul<T: Limb>(a: T, b: T, m: &Mc<T>) -> T {
    super::barrett_shivdikar::mul(a, b, m)
}

/// `mod_mul_tw_lazy`: `a·w mod q` up to one q, in `[0, 2q)`, for any word `a`
/// (Harvey): the correction is left to the caller.
#[inline(always)]
pub(crate) fn mul_tw_lazy<T: Limb>(a: T, w: T, w_comp: T, m: &Mc<T>) -> T {
    let qhat = a.mul_hi(w_comp);
    a.mul_lo(w).sub(qhat.mul_lo(m.q))
}

/// The widest modulus (bits) of the wide lazy butterflies below: 8q < 2^64.
pub(crate) const WIDE_MAX_BITS: u32 = 61;

/// Twin of `mod_mul_tw_wide` (u64 only, q < 2^61): Shoup's product with the
/// quotient estimated from three 32 x 32-bit products, the low halves'
/// product and both carries into bit 64 left out. The estimate is below the
/// exact `mul_hi(a, w')` by 0, 1 or 2 (three dropped fractions, each < 1), so
/// the result `a·w - qhat·q` is in [0, 4q) for any 64-bit `a` (exact Shoup:
/// [0, 2q)) and costs three multiplies instead of four and their carries.
#[inline(always)]
pub(crate) fn mul_tw_wide(a: u64, w: u64, w_comp: u64, q: u64) -> u64 {
    let (alo, ahi) = (a & 0xffff_ffff, a >> 32);
    let (clo, chi) = (w_comp & 0xffff_ffff, w_comp >> 32);
    // (2^32 - 1)^2 + 2 (2^32 - 1) = 2^64 - 1: the sum never wraps.
    let qhat = ahi * chi + ((ahi * clo) >> 32) + ((alo * chi) >> 32);
    a.wrapping_mul(w).wrapping_sub(qhat.wrapping_mul(q))
}

/// Twin of `mod_normalize` with deferred corrections: x below 16q (q below
/// 2^60) to [0, q) through barrett-shivdikar's lines 1-5 on (0, x) with
/// shoup's constants (they are barrett-shivdikar's). Barrett's bound holds
/// for any x below 2^(2m), so one correction is enough.
#[inline(always)]
pub(crate) fn normalize_deferred(x: u64, m: &Mc<u64>) -> u64 {
    super::barrett_shivdikar::reduce(0, x, m)
}

/// `x - c` where that is not negative, else `x`, for x < 2c + c and c < 2^63:
/// the sign of the 64-bit difference decides (one compare of the high word).
#[inline(always)]
pub(crate) fn csub_signed(x: u64, c: u64) -> u64 {
    let d = x.wrapping_sub(c);
    if (d as i64) < 0 { x } else { d }
}


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

use super::limb::{csub, Limb, Mc};

/// `len(q) <= β - SLACK`.
pub(crate) const SLACK: u32 = 2;
pub(crate) const MIN_Q: u64 = super::barrett_shivdikar::MIN_Q;

/// This reduction's facts ([`super::Descriptor`]).
pub(crate) const DESCRIPTOR: super::Descriptor = super::Descriptor {
    max_bits: [32 - SLACK, 64 - SLACK],
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

/// `mod_half_lazy`: v/2 mod q for v in [0, 2q), result in [0, 2q).
#[inline(always)]
pub(crate) fn half_lazy<T: Limb>(v: T, q: T) -> T {
    v.shr(1).add(q.shr(1).add(T::from_u64(1)).and(T::mask(v.to_u64() & 1 != 0)))
}

/// Harvey's CT butterfly: x, y in [0, 4q) -> x + w y, x - w y in [0, 4q).
/// Needs 4q < 2^β, which shoup's bound len(q) <= β - 2 gives.
#[inline(always)]
pub(crate) fn bfly_ct_lazy<T: Limb>(x: T, y: T, w: T, w_comp: T, m: &Mc<T>) -> (T, T) {
    let q2 = m.q.add(m.q);
    let x = csub(x, q2);
    let t = mul_tw_lazy(y, w, w_comp, m);
    (x.add(t), x.sub(t).add(q2))
}

/// Harvey's GS butterfly: x, y in [0, 2q) -> x + y, (x - y) w in [0, 2q),
/// each halved (still in [0, 2q)) when `half`.
#[inline(always)]
pub(crate) fn bfly_gs_lazy<T: Limb>(x: T, y: T, w: T, w_comp: T, half: bool, m: &Mc<T>) -> (T, T) {
    let q2 = m.q.add(m.q);
    let s = csub(x.add(y), q2);
    let d = mul_tw_lazy(x.sub(y).add(q2), w, w_comp, m);
    if half {
        (half_lazy(s, m.q), half_lazy(d, m.q))
    } else {
        (s, d)
    }
}

/// [0, 4q) -> [0, q).
#[inline(always)]
pub(crate) fn normalize<T: Limb>(x: T, m: &Mc<T>) -> T {
    csub(csub(x, m.q.add(m.q)), m.q)
}

/// [0, 2q) -> [0, q): a lazy GS value.
#[inline(always)]
pub(crate) fn normalize_gs<T: Limb>(x: T, m: &Mc<T>) -> T {
    csub(x, m.q)
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

/// `x - c` where that is not negative, else `x`, for x < 2c + c and c < 2^63:
/// the sign of the 64-bit difference decides (one compare of the high word).
#[inline(always)]
pub(crate) fn csub_signed(x: u64, c: u64) -> u64 {
    let d = x.wrapping_sub(c);
    if (d as i64) < 0 { x } else { d }
}

/// Wide lazy CT butterfly (q < 2^61): x in [0, 8q), any y -> [0, 8q) twice.
/// One correction (x to [0, 4q)) per butterfly, as Harvey's.
#[inline(always)]
pub(crate) fn bfly_ct_wide(x: u64, y: u64, w: u64, w_comp: u64, q: u64) -> (u64, u64) {
    let q4 = q << 2;
    let u = csub_signed(x, q4);
    let t = mul_tw_wide(y, w, w_comp, q);
    (u + t, u + q4 - t)
}

/// Wide lazy GS butterfly (q < 2^61): x, y in [0, 4q) -> [0, 4q) twice,
/// each halved (still in [0, 4q)) when `half`.
#[inline(always)]
pub(crate) fn bfly_gs_wide(x: u64, y: u64, w: u64, w_comp: u64, half: bool, q: u64) -> (u64, u64) {
    let q4 = q << 2;
    let s = csub_signed(x + y, q4);
    let d = mul_tw_wide(x + q4 - y, w, w_comp, q);
    if half {
        (half_lazy(s, q), half_lazy(d, q))
    } else {
        (s, d)
    }
}

/// [0, 8q) -> [0, q).
#[inline(always)]
pub(crate) fn normalize_wide(x: u64, q: u64) -> u64 {
    csub_signed(csub_signed(csub_signed(x, q << 2), q << 1), q)
}

/// [0, 4q) -> [0, q): a wide lazy GS value.
#[inline(always)]
pub(crate) fn normalize_gs_wide(x: u64, q: u64) -> u64 {
    csub_signed(csub_signed(x, q << 1), q)
}

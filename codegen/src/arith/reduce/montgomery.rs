//! Twin of `templates/reduce/montgomery.cu`: Montgomery multiplication with
//! R = 2^β (Montgomery 1985; Shivdikar §II-A, Goey §3.1).
//!
//! REDC in the subtractive form: for `T = thi·2^β + tlo < q·2^β`,
//!
//! ```text
//! u  = tlo · q^-1 mod 2^β          (so u·q ≡ T mod 2^β: the low words agree)
//! t  = thi - mul_hi(u, q)           ( = (T - u·q) / 2^β, in (-q, q) )
//! t += q & mask(thi < mul_hi(u, q)) (one branch-free correction)
//! ```
//!
//! gives `T·R^-1 mod q` in `[0, q)`.
//!
//! * twiddles are stored in Montgomery form `w̃ = w·R mod q`, so
//!   `mul_tw(a, w̃) = REDC(a·w̃) = a·w mod q` (one REDC);
//! * the general product of two normal-form values is
//!   `REDC(REDC(a·b)·(R^2 mod q)) = a·b mod q` (two REDCs).
//!
//! Constants: `c0 = q^-1 mod 2^β`, `c1 = R^2 mod q`, `c2 = 0` (unused).
//! Bounds: `q` odd, `3 <= q`, `q < 2^(β-2)` (len(q) <= β - 2) on u64 words;
//! on u32 words `q < 2^31` (len(q) <= β - 1): a 31-bit prime takes the
//! narrow lazy butterflies (`Modulus::with_narrow`), whose values stay below
//! 2q, and every product here is exact for it (a·b < q·2^32 for a < 2q, b < q).

use super::limb::{Limb, Mc};

/// `len(q) <= β - SLACK` on u64 words; u32 words take one bit more.
pub(crate) const SLACK: u32 = 2;
pub(crate) const MIN_Q: u64 = 3;

/// This reduction's facts ([`super::Descriptor`]).
pub(crate) const DESCRIPTOR: super::Descriptor = super::Descriptor {
    max_bits: [32 - SLACK + 1, 64 - SLACK],
    min_q: MIN_Q,
    lazy: true,
    companion: false,
    tuned: true,
    template: include_str!("../../../templates/reduce/montgomery.cu"),
};

/// `[q^-1 mod 2^β, R^2 mod q, 0]` for odd `q`.
pub(crate) fn consts(q: u64, beta: u32) -> [u64; 3] {
    debug_assert!(q & 1 == 1);
    // Newton iteration for the inverse mod 2^64: each step doubles the
    // correct low bits (q·q ≡ 1 mod 8 gives 3 to start).
    let mut inv: u64 = q;
    for _ in 0..5 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(q.wrapping_mul(inv)));
    }
    debug_assert_eq!(q.wrapping_mul(inv), 1);
    let word_mask = if beta == 64 { u64::MAX } else { (1u64 << beta) - 1 };
    let r_mod_q = ((1u128 << beta) % q as u128) as u64;
    let r2 = ((r_mod_q as u128 * r_mod_q as u128) % q as u128) as u64;
    [inv & word_mask, r2, 0]
}

/// `w·R mod q`: the stored (Montgomery) form of a twiddle.
pub(crate) fn to_mont(w: u64, q: u64, beta: u32) -> u64 {
    (((w as u128) << beta) % q as u128) as u64
}

/// `mod_redc`: `T·R^-1 mod q` for `T = thi·2^β + tlo < q·2^β`.
#[inline(always)]
pub(crate) fn redc<T: Limb>(thi: T, tlo: T, m: &Mc<T>) -> T {
    let u = tlo.mul_lo(m.c0);
    let uq = u.mul_hi(m.q);
    let t = thi.sub(uq);
    t.add(m.q.and(T::mask(thi < uq)))
}

/// `mod_mont_mul`: `a·b·R^-1 mod q`.
#[inline(always)]
pub(crate) fn mont_mul<T: Limb>(a: T, b: T, m: &Mc<T>) -> T {
    redc(a.mul_hi(b), a.mul_lo(b), m)
}

/// `mod_mul`: `a·b mod q` for normal-form `a, b`.
#[inline(always)]
pub(crate) fn mul<T: Limb>(a: T, b: T, m: &Mc<T>) -> T {
    mont_mul(mont_mul(a, b, m), m.c1, m)
}

/// `mod_mul_tw`: `a·w mod q` for `w_stored = w·R mod q`.
#[inline(always)]
pub(crate) fn mul_tw<T: Limb>(a: T, w_stored: T, m: &Mc<T>) -> T {
    mont_mul(a, w_stored, m)
}

/// Twin of `mod_mont_mul_lazy`: REDC without its sign correction, for
/// a < 4q, b < q: the high word of a·b is below q (4q·q <= q·2^β), so
/// `thi - mulhi(u, q) + q` is in (0, 2q) and congruent to a·b·R^-1.
#[inline(always)]
pub(crate) fn mont_mul_lazy<T: Limb>(a: T, b: T, m: &Mc<T>) -> T {
    let u = a.mul_lo(b).mul_lo(m.c0);
    a.mul_hi(b).sub(u.mul_hi(m.q)).add(m.q)
}


/// The companion of a stored twiddle `w_stored = w·R mod q`:
/// `w_stored·q^-1 mod 2^β` (`c0` is q^-1 mod 2^β), so that REDC's
/// `u = (a·w_stored)·q^-1` is the one product `a·companion`.
pub(crate) fn companion(w_stored: u64, c0: u64, beta: u32) -> u64 {
    let word_mask = if beta == 64 { u64::MAX } else { (1u64 << beta) - 1 };
    w_stored.wrapping_mul(c0) & word_mask
}

/// Twin of `mod_mul_tw` with the companion: `a·w mod q` as
/// `mulhi(a, w̃) - mulhi(a·c, q)`, corrected by q where negative: the same
/// REDC as [`mul_tw`] (u = a·c = a·w̃·q^-1 mod 2^β), three multiplies.
#[inline(always)]
pub(crate) fn mul_tw_companion<T: Limb>(a: T, w_stored: T, comp: T, m: &Mc<T>) -> T {
    let thi = a.mul_hi(w_stored);
    let uq = a.mul_lo(comp).mul_hi(m.q);
    let t = thi.sub(uq);
    t.add(m.q.and(T::mask(thi < uq)))
}

/// Twin of `mod_mont_mul_lazy` with the companion: the lazy REDC of a·w̃
/// (a < 4q) in (0, 2q) from three multiplies.
#[inline(always)]
pub(crate) fn mont_mul_lazy_companion<T: Limb>(a: T, w_stored: T, comp: T, m: &Mc<T>) -> T {
    a.mul_hi(w_stored).sub(a.mul_lo(comp).mul_hi(m.q)).add(m.q)
}

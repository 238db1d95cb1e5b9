//! Twin of `templates/reduce/solinas.cu`: reduction modulo the Solinas prime
//! `q = 2^64 - 2^32 + 1` (Goey §3.1's 0xFFFFFFFF00000001), u64 words only.
//!
//! The 128-bit value `x = hi·2^64 + lo`, `hi = hh·2^32 + hl`, is folded with
//! `2^64 ≡ 2^32 - 1 = ε` and `2^96 ≡ -1 (mod q)` ([`fold`]):
//!
//! ```text
//! x ≡ lo - hh + hl·ε
//! t0 = lo - hh;   t0 -= ε & mask(lo < hh)      (a borrow added 2^64 ≡ ε; cannot underflow)
//! t1 = hl·ε = (hl << 32) - hl  (< 2^64, no multiplication)
//! r  = t0 + t1;   r  += ε & mask(r < t1)       (a carry dropped 2^64 ≡ ε; cannot overflow)
//! r  -= q & mask(r >= q)                       (r < 2^64 < 2q: one correction)
//! ```
//!
//! The general product is the fold of the 128-bit product ([`mul`]).
//! Twiddles that are powers of two (every 64th root of unity is one: 2 has
//! order 192, so 8 = 2^3 generates the 64 roots) multiply with shifts and
//! two folds instead ([`mul_pow2`]).
//!
//! Twiddles are stored as is; `mul_tw` is `mul`.
//! Constants: none (`c = [0, 0, 0]`; ε and q are literals in the template).
//! Bounds: `q = 2^64 - 2^32 + 1` exactly, word u64.

use super::common;
use super::limb::Limb;

/// 2^64 - 2^32 + 1.
pub const Q: u64 = 0xFFFF_FFFF_0000_0001;

/// This reduction's facts ([`super::Descriptor`]): its one prime, u64 only.
pub(crate) const DESCRIPTOR: super::Descriptor = super::Descriptor {
    max_bits: [0, 64],
    min_q: Q,
    lazy: false,
    companion: false,
    tuned: false,
    template: include_str!("../../../templates/reduce/solinas.cu"),
};
/// 2^64 mod q = 2^32 - 1.
const EPS: u64 = 0xFFFF_FFFF;
/// The multiplicative order of 2 mod q: 2^96 ≡ -1, so 2^192 ≡ 1.
pub const POW2_ORDER: u32 = 192;

/// `mod_fold`: `(hi·2^64 + lo) mod q` for any 128-bit value.
#[inline(always)]
pub(crate) fn fold(hi: u64, lo: u64) -> u64 {
    let hh = hi >> 32;
    let hl = hi & EPS;
    let t0 = lo.wrapping_sub(hh);
    let t0 = t0.wrapping_sub(EPS & u64::mask(lo < hh));
    let t1 = (hl << 32).wrapping_sub(hl);
    let r = t0.wrapping_add(t1);
    let r = r.wrapping_add(EPS & u64::mask(r < t1));
    r.wrapping_sub(Q & u64::mask(r >= Q))
}

/// `mod_mul`: `a·b mod q`.
#[inline(always)]
pub(crate) fn mul(a: u64, b: u64) -> u64 {
    fold(a.mul_hi(b), a.mul_lo(b))
}

/// `mod_mul_pow2`: `x·2^e mod q` for `x < q`, `e < 192`, by shifts and folds:
///
/// ```text
/// r = e mod 64, t = e div 64 (0, 1 or 2)
/// z = fold(x >> (64 - r), x << r)          x·2^r      (the high shift written
///                                                     (x >> 1) >> (63 - r): r = 0 is no shift by 64)
/// p = fold(z >> 32, z << 32)               z·2^32
/// t = 0: z;  t = 1: z·2^64 ≡ z·(2^32 - 1) = p - z;  t = 2: z·2^128 ≡ -z·2^32 = -p
/// ```
///
/// (2^128 = 2^96·2^32 ≡ -2^32.) `e` is public (a twiddle's index), and the
/// three cases are computed and selected without a branch.
#[inline(always)]
pub(crate) fn mul_pow2(x: u64, e: u32) -> u64 {
    debug_assert!(e < POW2_ORDER, "shift {e} not reduced mod 192");
    let (r, t) = (e & 63, e >> 6);
    let z = fold((x >> 1) >> (63 - r), x << r);
    let p = fold(z >> 32, z << 32);
    let once = common::sub(p, z, Q);
    let twice = common::sub(0, p, Q);
    let v = z & u64::mask(t == 0);
    v | (once & u64::mask(t == 1)) | (twice & u64::mask(t == 2))
}

/// `log_8 w` for a 64th root of unity `w` (every one is a power of 8), or
/// `None` when `w` is not one: the shift exponent of a twiddle is 3 times it.
pub fn log8(w: u64) -> Option<u32> {
    let mut p = 1u64;
    for i in 0..64 {
        if p == w {
            return Some(i);
        }
        p = mul(p, 8);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn mulq(a: u64, b: u64) -> u64 {
        (a as u128 * b as u128 % Q as u128) as u64
    }
    fn pow2q(e: u32) -> u64 {
        (0..e).fold(1, |acc, _| mulq(acc, 2))
    }

    /// Edge operands: 0, 1, q - 1, around 2^32 and 2^63, and q - 2^32.
    fn edge(i: u8, raw: u64) -> u64 {
        [0, 1, Q - 1, Q - 2, EPS, EPS + 1, 1 << 63, (1 << 63) - 1, Q - EPS - 1, raw % Q][i as usize % 10]
    }

    #[test]
    fn two_has_order_192_and_8_generates_the_64th_roots() {
        assert_eq!(pow2q(96), Q - 1);
        assert_eq!(pow2q(192), 1);
        assert_eq!(pow2q(64), EPS, "2^64 ≡ 2^32 - 1");
        let roots: std::collections::BTreeSet<u64> = (0..64).map(|i| pow2q(3 * i)).collect();
        assert_eq!(roots.len(), 64, "8 has order 64");
        assert!(roots.iter().all(|&w| (0..6).fold(w, |a, _| mulq(a, a)) == 1), "each is a 64th root of unity");
        assert_eq!(log8(pow2q(3 * 37)), Some(37));
        assert_eq!(log8(3), None);
    }

    #[test]
    fn every_shift_of_the_edges_is_the_product() {
        for i in 0..9u8 {
            let x = edge(i, 0);
            for e in 0..POW2_ORDER {
                assert_eq!(mul_pow2(x, e), mulq(x, pow2q(e)), "x = {x}, e = {e}");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4096))]

        #[test]
        fn shift_matches_the_plain_product(raw in any::<u64>(), i in any::<u8>(), e in 0u32..POW2_ORDER) {
            let x = edge(i, raw);
            let got = mul_pow2(x, e);
            prop_assert!(got < Q);
            prop_assert_eq!(got, mulq(x, pow2q(e)));
            prop_assert_eq!(got, mul(x, pow2q(e)), "and the general product agrees");
        }

        #[test]
        fn fold_reduces_any_128_bit_value(hi in any::<u64>(), lo in any::<u64>(), i in any::<u8>()) {
            let hi = if i % 3 == 0 { u64::MAX - (i as u64) } else { hi };
            let x = ((hi as u128) << 64) | lo as u128;
            prop_assert_eq!(fold(hi, lo), (x % Q as u128) as u64);
        }
    }
}

//! Sampling and the scalar helpers that touch secret values, all without a
//! branch or a memory index that depends on a secret (see each function).
//!
//! Randomness is ChaCha20 ([`rand_chacha::ChaCha20Rng`]) seeded from the
//! operating system, or from an explicit seed for reproducible tests.
//! Sampling runs on the host (both backends); the samples travel to the
//! device as bytes.

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// Largest η of the centered binomial distribution: the 2η bits of one
/// sample come from one u64, and a sample in [-η, η] must fit an i8.
pub const MAX_ETA: u32 = 32;

/// A CSPRNG stream that draws the scheme's distributions.
pub struct Sampler {
    rng: ChaCha20Rng,
}

impl Sampler {
    /// ChaCha20 seeded from the operating system's entropy source (`getrandom`).
    pub fn from_entropy() -> Sampler {
        Sampler { rng: ChaCha20Rng::from_entropy() }
    }

    /// ChaCha20 from a fixed 32-byte seed: the same seed gives the same keys
    /// and ciphertexts on every backend (for tests and benchmarks only; a
    /// known seed means known keys).
    pub fn from_seed(seed: [u8; 32]) -> Sampler {
        Sampler { rng: ChaCha20Rng::from_seed(seed) }
    }

    /// [`Sampler::from_seed`] with the seed spelled as one u64 (little-endian
    /// in the first 8 bytes, zeros after).
    pub fn from_u64(seed: u64) -> Sampler {
        let mut s = [0u8; 32];
        s[..8].copy_from_slice(&seed.to_le_bytes());
        Sampler::from_seed(s)
    }

    /// Fills `out` with the uniform ternary distribution on {-1, 0, 1}.
    ///
    /// Each value is `floor(3 r / 2^64) - 1` for a uniform u64 `r`: one
    /// multiplication and a shift, no rejection loop and no branch. The
    /// three values are hit by 2^64 / 3 rounded up or down preimages, so the
    /// distance to the exact distribution is below 2^-64 per coefficient.
    pub fn ternary(&mut self, out: &mut [i8]) {
        for o in out {
            *o = ternary_from(self.rng.next_u64());
        }
    }

    /// Fills `out` with the centered binomial distribution CBD(η):
    /// popcount(η random bits) - popcount(η other random bits), in [-η, η],
    /// variance η/2. Popcounts and a subtraction: no branch on the bits.
    pub fn cbd(&mut self, eta: u32, out: &mut [i8]) {
        for o in out {
            *o = cbd_from(self.rng.next_u64(), eta);
        }
    }

    /// Fills `out` with values uniform in [0, q). The values are public (the
    /// key's `a`), so rand's rejection sampling, which loops a
    /// data-dependent number of times, leaks nothing secret.
    pub fn uniform(&mut self, q: u64, out: &mut [u64]) {
        for o in out {
            *o = self.rng.gen_range(0..q);
        }
    }
}

/// `floor(3 r / 2^64) - 1` in {-1, 0, 1}.
pub fn ternary_from(r: u64) -> i8 {
    (((r as u128 * 3) >> 64) as i8) - 1
}

/// popcount(low η bits) - popcount(next η bits), η in 1..=32.
pub fn cbd_from(r: u64, eta: u32) -> i8 {
    let mask = (1u64 << eta) - 1;
    (r & mask).count_ones() as i8 - ((r >> eta) & mask).count_ones() as i8
}

/// A small signed value as an element of Z_q: `v` for v >= 0, `q + v` for
/// v < 0, chosen by a mask built from the sign bit, not by a branch.
pub fn lift(v: i8, q: u64) -> u64 {
    crate::apps::modq::lift_i8(v, q)
}

/// `round(t x / q) mod t` for `x < q`, `2 <= t <= 2^16` (`q >= t`): the
/// decryption's rounding, in constant time.
///
/// The quotient `k = floor((t x + floor(q/2)) / q)` lies in [0, t]; its 17
/// bits are found from the top down, each kept by a mask taken from the
/// borrow of one u128 subtraction (no division, whose time may depend on
/// its operands, and no branch). `k = t` (x just below q: a negative noise
/// around message 0) wraps to 0, again by a mask.
pub fn round_to_t(x: u64, q: u64, t: u64) -> u64 {
    let r = t as u128 * x as u128 + (q / 2) as u128;
    let mut k = 0u64;
    for bit in (0..17).rev() {
        let cand = k | (1 << bit);
        let (_, borrow) = r.overflowing_sub(cand as u128 * q as u128);
        // borrow: cand q > r, so the bit stays clear.
        k |= (1 << bit) & (borrow as u64).wrapping_sub(1);
    }
    let (d, borrow) = k.overflowing_sub(t);
    let keep = (borrow as u64).wrapping_neg(); // all ones when k < t
    (k & keep) | (d & !keep)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ternary_splits_the_u64_range_in_thirds() {
        let third = u64::MAX / 3;
        assert_eq!(ternary_from(0), -1);
        assert_eq!(ternary_from(third), -1);
        assert_eq!(ternary_from(third + 1), 0);
        assert_eq!(ternary_from(2 * third + 1), 1);
        assert_eq!(ternary_from(u64::MAX), 1);
    }

    #[test]
    fn cbd_counts_bits() {
        assert_eq!(cbd_from(0b0111, 2), 2 - 1);
        assert_eq!(cbd_from(0b0101, 2), 0);
        assert_eq!(cbd_from(0b0011, 2), 2);
        assert_eq!(cbd_from(0b1100, 2), -2);
        assert_eq!(cbd_from(u64::MAX, 32), 0);
        assert_eq!(cbd_from(u32::MAX as u64, 32), 32);
        assert_eq!(cbd_from(u64::MAX << 32, 32), -32);
    }

    #[test]
    fn lift_masks_negatives() {
        assert_eq!(lift(-1, 17), 16);
        assert_eq!(lift(-32, 12289), 12289 - 32);
        assert_eq!(lift(0, 17), 0);
        assert_eq!(lift(5, 17), 5);
    }

    /// Against the plain u128 division, over edges and a sweep.
    #[test]
    fn rounding_matches_division() {
        let cases = [(12289u64, 2u64), (1073692673, 256), (1152921504606748673, 65536), (65537, 65536), (7, 2)];
        for (q, t) in cases {
            let want = |x: u64| (((t as u128 * x as u128 + (q / 2) as u128) / q as u128) % t as u128) as u64;
            let step = (q / 5000).max(1);
            let xs = (0..q).step_by(step as usize).chain([q - 1, q / 2, q / 2 + 1, q / t, q - q / t]);
            for x in xs {
                assert_eq!(round_to_t(x, q, t), want(x), "x {x} q {q} t {t}");
            }
        }
    }
}

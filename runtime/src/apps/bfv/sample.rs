//! Randomness for keys and encryptions: ChaCha20 seeded from the operating
//! system, or from an explicit seed (tests, reproducible runs; never for
//! real keys).
//!
//! The oracle and the RNS implementation draw in the same order from the
//! same [`Sampler`], so with one seed they make the same keys and
//! ciphertexts (the tests compare them word for word).
//!
//! Secret-dependent samples (the secret key, the encryption's u and errors)
//! are drawn without branches or table look-ups on their values: a ternary
//! digit is the high part of a 64 x 2 multiply, a centered binomial sample is
//! a difference of popcounts, and the reduction into a tower is a mask.
//! Only the public uniform polynomials use rejection (on discarded bits).

use crate::{Error, Result};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// η of the centered binomial error: σ = √(η / 2) ≈ 3.24 (SEAL's
/// `sample_poly_cbd`; the security standard assumes σ ≈ 3.2).
pub const CBD_ETA: u32 = 21;

/// A ChaCha20 stream of key and noise samples.
pub struct Sampler {
    rng: ChaCha20Rng,
}

impl Sampler {
    /// Seeded from the operating system's randomness (an error, not a
    /// panic, when the OS has none to give).
    pub fn from_os() -> Result<Sampler> {
        let rng = ChaCha20Rng::from_rng(rand::rngs::OsRng).map_err(|e| Error::Invalid(format!("the operating system's random source failed: {e}; use Sampler::from_seed only for tests")))?;
        Ok(Sampler { rng })
    }
    /// Seeded explicitly (reproducible; for tests).
    pub fn from_seed(seed: u64) -> Sampler {
        Sampler { rng: ChaCha20Rng::seed_from_u64(seed) }
    }

    /// N coefficients uniform in {-1, 0, 1}: floor(3 r / 2^64) - 1 for a
    /// 64-bit r (bias below 2^-62, no branch).
    pub fn ternary(&mut self, n: usize) -> Vec<i64> {
        (0..n).map(|_| ((self.rng.next_u64() as u128 * 3) >> 64) as i64 - 1).collect()
    }

    /// N coefficients from the centered binomial distribution of η =
    /// [`CBD_ETA`]: popcount of η random bits minus popcount of η more.
    pub fn cbd(&mut self, n: usize) -> Vec<i64> {
        let mask = (1u64 << CBD_ETA) - 1;
        (0..n)
            .map(|_| {
                let r = self.rng.next_u64();
                (r & mask).count_ones() as i64 - ((r >> CBD_ETA) & mask).count_ones() as i64
            })
            .collect()
    }

    /// A polynomial uniform mod q, as its residues: towers x N words, each
    /// tower uniform in \[0, q_i) by rejection (the value is public).
    pub fn uniform(&mut self, primes: &[u64], n: usize) -> Vec<u64> {
        let mut out = Vec::with_capacity(primes.len() * n);
        for &q in primes {
            let mask = u64::MAX >> q.leading_zeros();
            for _ in 0..n {
                out.push(loop {
                    let r = self.rng.next_u64() & mask;
                    if r < q {
                        break r;
                    }
                });
            }
        }
        out
    }
}

/// A small signed value (|v| < q) as its residue in \[0, q), without a branch.
pub fn lift(v: i64, q: u64) -> u64 {
    (v as u64).wrapping_add(q & (v >> 63) as u64)
}

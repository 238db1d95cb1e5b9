//! BFV parameters: the ring degree N, the plaintext modulus t, the
//! ciphertext modulus q as a product of NTT-friendly towers, and the
//! auxiliary towers P of the HPS tensor product.
//!
//! [`BfvParams::standard`] takes (N, log q) from the 128-bit classical
//! security column of the Homomorphic Encryption Security Standard
//! (Albrecht et al., 2018, Table 1, ternary secret, error σ ≈ 3.2) and
//! splits log q into towers of at most [`MAX_Q_TOWER_BITS`] bits whose bit
//! sizes add up to log q exactly (so q < 2^log q).

use crate::{Error, Result};
use codegen::arith::primes::{is_prime, ntt_primes};
use num_bigint::BigUint;

/// Largest tower of q: small towers keep the relinearisation noise (a digit
/// is below its tower) low; 55 bits leaves the 60-bit P towers distinct.
pub const MAX_Q_TOWER_BITS: u32 = 55;
/// Bits of each auxiliary P tower (Shoup's products need 2p < 2^64).
pub const P_TOWER_BITS: u32 = 60;
/// Towers are kept below 2^61 (Shoup's estimate needs 2q < 2^64 with room).
const PRIME_LIMIT: u64 = 1 << 61;

/// The HomomorphicEncryption.org standard's largest log q for 128-bit
/// classical security with a ternary secret (Albrecht et al. 2018, Table 1).
pub const STANDARD_128: [(u32, u32); 6] = [(10, 27), (11, 54), (12, 109), (13, 218), (14, 438), (15, 881)];

/// A BFV parameter set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BfvParams {
    /// N = 2^log_n.
    pub log_n: u32,
    /// Plaintext modulus t (coefficients of a plaintext are in \[0, t)).
    pub t: u64,
    /// Towers of q (the ciphertext modulus is their product).
    pub q_primes: Vec<u64>,
    /// Auxiliary towers P for the tensor product (P > 4 t N q, see [`BfvParams::p_towers_needed`]).
    pub p_primes: Vec<u64>,
}

/// The standard's log q for N = 2^log_n, if the table has a row.
pub fn standard_log_q(log_n: u32) -> Option<u32> {
    STANDARD_128.iter().find(|r| r.0 == log_n).map(|r| r.1)
}

/// Bit sizes of the towers of a `log_q`-bit q: as few towers of at most
/// [`MAX_Q_TOWER_BITS`] bits as cover it, as even as possible, larger first.
pub fn tower_bits(log_q: u32) -> Vec<u32> {
    let k = log_q.div_ceil(MAX_Q_TOWER_BITS).max(1);
    (0..k).map(|i| log_q / k + (i < log_q % k) as u32).collect()
}

impl BfvParams {
    /// The security standard's q for N = 2^log_n (log_n in 10..=15), or a
    /// smaller `log_q` (less noise room, same or better security).
    pub fn standard(log_n: u32, log_q: Option<u32>, t: u64) -> Result<BfvParams> {
        let max = standard_log_q(log_n).ok_or_else(|| Error::Invalid(format!("log_n = {log_n}: the security standard's table has N = 2^10 to 2^15; pick log_n in 10..=15 (or use BfvParams::with_tower_bits for tests)")))?;
        let log_q = log_q.unwrap_or(max);
        if log_q > max {
            return Err(Error::Invalid(format!("log_q = {log_q}: 128-bit security at N = 2^{log_n} allows at most {max} bits (HE Security Standard, Table 1); lower log_q or raise log_n")));
        }
        Self::with_tower_bits(log_n, &tower_bits(log_q), t)
    }

    /// Towers of the given bit sizes (largest NTT primes of each size,
    /// distinct), with no security claim: for tests at small N.
    pub fn with_tower_bits(log_n: u32, bits: &[u32], t: u64) -> Result<BfvParams> {
        check_log_n(log_n)?;
        let two_n = 2u64 << log_n;
        let mut q_primes: Vec<u64> = Vec::new();
        for &b in bits {
            if !(20..=MAX_Q_TOWER_BITS).contains(&b) {
                return Err(Error::Invalid(format!("tower bits {b}: give q towers of 20 to {MAX_Q_TOWER_BITS} bits")));
            }
            // The next prime of this size not taken yet (sizes may repeat).
            let taken = q_primes.iter().filter(|&&p| p >> (b - 1) == 1).count();
            let cand = ntt_primes(b, taken + 1, two_n);
            let p = *cand.get(taken).ok_or_else(|| Error::Invalid(format!("fewer than {} NTT primes of {b} bits for N = 2^{log_n}; use larger towers", taken + 1)))?;
            q_primes.push(p);
        }
        Self::from_primes(log_n, q_primes, t)
    }

    /// Explicit q towers; P is chosen from 60-bit NTT primes.
    pub fn from_primes(log_n: u32, q_primes: Vec<u64>, t: u64) -> Result<BfvParams> {
        check_log_n(log_n)?;
        let two_n = 2u64 << log_n;
        if q_primes.is_empty() {
            return Err(Error::Invalid("q_primes is empty: give at least one tower".into()));
        }
        for (i, &q) in q_primes.iter().enumerate() {
            if q >= PRIME_LIMIT || !is_prime(q) || q % two_n != 1 {
                return Err(Error::Invalid(format!("q_primes[{i}] = {q}: each tower must be a prime below 2^61 with q ≡ 1 mod 2N = {two_n}")));
            }
            if q_primes[..i].contains(&q) {
                return Err(Error::Invalid(format!("q_primes[{i}] = {q} is repeated; the towers must be distinct")));
            }
        }
        let min_q = *q_primes.iter().min().unwrap_or(&0);
        if t < 2 || t >= min_q || t >= 1 << 32 {
            return Err(Error::Invalid(format!("t = {t}: the plaintext modulus must be in 2..2^32 and below every tower of q (smallest {min_q})")));
        }
        let mut p = BfvParams { log_n, t, q_primes, p_primes: vec![] };
        let need = p.p_towers_needed();
        let p_primes: Vec<u64> = ntt_primes(P_TOWER_BITS, need + p.q_primes.len(), two_n).into_iter().filter(|x| !p.q_primes.contains(x)).take(need).collect();
        if p_primes.len() < need {
            return Err(Error::Invalid(format!("fewer than {need} {P_TOWER_BITS}-bit NTT primes for N = 2^{log_n}")));
        }
        p.p_primes = p_primes;
        Ok(p)
    }

    /// P towers of [`P_TOWER_BITS`] bits (each above 2^(bits-1)) such that
    /// P > 4 t N q: the scaled tensor |round(t x / q)| ≤ t N q / 2 + 1 must be
    /// below P / 2 with room for the fixed-point slack; then also q P > N q²
    /// > 2 |x| holds for the tensor coefficients x.
    pub fn p_towers_needed(&self) -> usize {
        let bits = self.q().bits() + 64 - self.t.leading_zeros() as u64 + self.log_n as u64 + 2;
        (bits as usize).div_ceil(P_TOWER_BITS as usize - 1)
    }

    /// N.
    pub fn n(&self) -> usize {
        1 << self.log_n
    }
    /// q = the product of the q towers.
    pub fn q(&self) -> BigUint {
        self.q_primes.iter().map(|&x| BigUint::from(x)).product()
    }
    /// P = the product of the auxiliary towers.
    pub fn p(&self) -> BigUint {
        self.p_primes.iter().map(|&x| BigUint::from(x)).product()
    }
    /// log2 q (fractional).
    pub fn log_q(&self) -> f64 {
        self.q_primes.iter().map(|&x| (x as f64).log2()).sum()
    }
}

fn check_log_n(log_n: u32) -> Result<()> {
    if !(2..=16).contains(&log_n) {
        return Err(Error::Invalid(format!("log_n = {log_n}: give N = 2^log_n with log_n in 2..=16")));
    }
    Ok(())
}

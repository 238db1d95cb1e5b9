//! Chinese remaindering over an RNS basis of word-sized moduli, to check RNS
//! tower products against big-integer arithmetic.

use num_bigint::{BigInt, BigUint};
use num_traits::Zero;

use super::roots::{inv_mod, mul_mod};

/// Precomputed Garner-free CRT basis: `Q = prod q_i`, `Q_i = Q / q_i` and
/// `(Q_i)^-1 mod q_i`, so `x = sum(r_i * (Q_i^-1 mod q_i) * Q_i) mod Q`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrtBasis {
    moduli: Vec<u64>,
    product: BigUint,
    partial: Vec<BigUint>,
    partial_inv: Vec<u64>,
}

impl CrtBasis {
    /// `None` when the list is empty, holds a modulus < 2, or two moduli
    /// share a factor (the reconstruction would not be unique).
    pub fn new(moduli: &[u64]) -> Option<Self> {
        if moduli.is_empty() || moduli.iter().any(|&q| q < 2) {
            return None;
        }
        let product: BigUint = moduli.iter().map(|&q| BigUint::from(q)).product();
        let mut partial = Vec::with_capacity(moduli.len());
        let mut partial_inv = Vec::with_capacity(moduli.len());
        for &q in moduli {
            let qi = &product / q;
            let qi_mod = (&qi % q).to_u64_digits().first().copied().unwrap_or(0);
            partial_inv.push(inv_mod(qi_mod, q)?);
            partial.push(qi);
        }
        Some(CrtBasis {
            moduli: moduli.to_vec(),
            product,
            partial,
            partial_inv,
        })
    }

    pub fn moduli(&self) -> &[u64] {
        &self.moduli
    }

    /// `Q`, the product of the moduli.
    pub fn product(&self) -> &BigUint {
        &self.product
    }

    /// The unique `x` in `[0, Q)` with `x ≡ residues[i] mod q_i`; `None` on a
    /// length mismatch. Residues need not be reduced.
    pub fn reconstruct(&self, residues: &[u64]) -> Option<BigUint> {
        if residues.len() != self.moduli.len() {
            return None;
        }
        let mut acc = BigUint::zero();
        for (i, &r) in residues.iter().enumerate() {
            let q = self.moduli[i];
            let t = mul_mod(r % q, self.partial_inv[i], q);
            acc += &self.partial[i] * t;
        }
        Some(acc % &self.product)
    }

    /// Centered representative in `(-Q/2, Q/2]`: signed coefficients (e.g.
    /// a negacyclic product of small signed polynomials) come back as is.
    pub fn reconstruct_centered(&self, residues: &[u64]) -> Option<BigInt> {
        let x = self.reconstruct(residues)?;
        let half = &self.product >> 1usize;
        Some(if x > half {
            BigInt::from(x) - BigInt::from(self.product.clone())
        } else {
            BigInt::from(x)
        })
    }

    /// Residues of `x` (any size) modulo each `q_i`.
    pub fn decompose(&self, x: &BigUint) -> Vec<u64> {
        self.moduli
            .iter()
            .map(|&q| (x % q).to_u64_digits().first().copied().unwrap_or(0))
            .collect()
    }

    /// Residues of a signed `x` modulo each `q_i`, in `[0, q_i)`.
    pub fn decompose_signed(&self, x: &BigInt) -> Vec<u64> {
        self.moduli
            .iter()
            .map(|&q| {
                let qb = BigInt::from(q);
                let r = ((x % &qb) + &qb) % &qb;
                r.to_biguint()
                    .and_then(|u| u.to_u64_digits().first().copied())
                    .unwrap_or(0)
            })
            .collect()
    }
}

/// One-shot [`CrtBasis::reconstruct`]; `None` on bad moduli or lengths.
pub fn crt_reconstruct(residues: &[u64], moduli: &[u64]) -> Option<BigUint> {
    CrtBasis::new(moduli)?.reconstruct(residues)
}

/// One-shot [`CrtBasis::reconstruct_centered`].
pub fn crt_reconstruct_centered(residues: &[u64], moduli: &[u64]) -> Option<BigInt> {
    CrtBasis::new(moduli)?.reconstruct_centered(residues)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::primes::ntt_primes;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn reconstructs_random_big_integers() {
        let mut rng = ChaCha8Rng::seed_from_u64(0xC127);
        for &(bits, count) in &[(30u32, 1usize), (30, 5), (62, 4), (64, 3), (60, 8)] {
            let moduli = ntt_primes(bits, count, 1 << 16);
            assert_eq!(moduli.len(), count);
            let basis = CrtBasis::new(&moduli).unwrap();
            for _ in 0..200 {
                let digits: Vec<u32> = (0..2 * count + 1).map(|_| rng.gen()).collect();
                let x = BigUint::new(digits) % basis.product();
                let r = basis.decompose(&x);
                assert_eq!(basis.reconstruct(&r).unwrap(), x);
                assert_eq!(crt_reconstruct(&r, &moduli).unwrap(), x);
                // Signed round trip through the centered representative.
                let c = basis.reconstruct_centered(&r).unwrap();
                assert_eq!(basis.decompose_signed(&c), r);
                let two_c: BigInt = &c * 2;
                assert!(two_c <= BigInt::from(basis.product().clone()));
                assert!(two_c > -BigInt::from(basis.product().clone()));
            }
        }
    }

    #[test]
    fn centered_small_negative_values() {
        let moduli = [7u64, 11, 13];
        for v in -500i64..=500 {
            let x = BigInt::from(v);
            let basis = CrtBasis::new(&moduli).unwrap();
            let r = basis.decompose_signed(&x);
            assert_eq!(crt_reconstruct_centered(&r, &moduli).unwrap(), x);
        }
    }

    #[test]
    fn bad_bases() {
        assert!(CrtBasis::new(&[]).is_none());
        assert!(CrtBasis::new(&[6, 9]).is_none());
        assert!(CrtBasis::new(&[1, 7]).is_none());
        assert!(CrtBasis::new(&[0]).is_none());
        assert!(crt_reconstruct(&[1, 2], &[7]).is_none());
        // Non-prime but coprime moduli are fine.
        assert_eq!(
            crt_reconstruct(&[1, 2], &[4, 9]).unwrap(),
            BigUint::from(29u32)
        );
    }
}

//! Textbook BFV with exact big-integer arithmetic: the reference the RNS
//! implementation is checked against (slow; for small N).
//!
//! Everything is over R_q = Z_q\[x\]/(x^N + 1) with q the product of the
//! parameter set's towers, coefficients as `BigUint` in \[0, q):
//! - keys: s ternary; pk = (\[-(a s + e)\]_q, a); relinearisation keys by the
//!   RNS gadget: for each tower i, rlk_i = (\[-(a_i s + e_i) + g_i s²\]_q,
//!   a_i) with g_i = (q/q_i) \[(q/q_i)^-1\]_{q_i} (so Σ_i \[x\]_{q_i} g_i ≡ x);
//! - encrypt: (Δ m + b u + e1, a u + e2), Δ = floor(q / t), u ternary;
//! - decrypt: round(t \[c0 + c1 s (+ c2 s²)\]_q / q) mod t;
//! - multiply: the tensor of the centered lifts in (-q/2, q/2) over Z,
//!   each coefficient scaled by t/q and rounded to the nearest integer (no
//!   ties: q is odd and prime to t), reduced mod q;
//! - relinearise: c0 + Σ_i \[c2\]_{q_i} rlk_i.0, c1 + Σ_i \[c2\]_{q_i} rlk_i.1.
//!
//! The draws from the [`Sampler`] are in the same order as the RNS
//! implementation's: s, pk's a and e, then a_i and e_i per tower; per
//! encrypted message u, e1, e2.

use super::params::BfvParams;
use super::sample::Sampler;
use crate::apps::rns::schoolbook;
use crate::{Error, Result};
use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{ToPrimitive, Zero};

/// A polynomial of N coefficients in \[0, q).
pub type BigPoly = Vec<BigUint>;

/// Keys made by [`Oracle::keygen`].
#[derive(Clone, Debug)]
pub struct OracleKeys {
    /// The ternary secret.
    pub s: Vec<i64>,
    /// (b, a).
    pub pk: [BigPoly; 2],
    /// One (b_i, a_i) per tower of q.
    pub rlk: Vec<[BigPoly; 2]>,
}

/// A ciphertext of 2 (or, after a multiplication, 3) polynomials.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OracleCiphertext {
    /// c0, c1 (, c2).
    pub c: Vec<BigPoly>,
}

/// Textbook BFV for one parameter set.
pub struct Oracle {
    params: BfvParams,
    q: BigUint,
    delta: BigUint,
    gadget: Vec<BigUint>,
}

impl Oracle {
    /// The oracle for `params`.
    pub fn new(params: &BfvParams) -> Oracle {
        let q = params.q();
        let gadget = params
            .q_primes
            .iter()
            .map(|&qi| {
                let hat = &q / qi;
                let inv = codegen::arith::roots::inv_mod((&hat % qi).to_u64().unwrap_or(0), qi).unwrap_or(0);
                hat * inv % &q
            })
            .collect();
        Oracle { delta: &q / params.t, q, gadget, params: params.clone() }
    }

    /// q.
    pub fn q(&self) -> &BigUint {
        &self.q
    }
    /// The gadget g_i = (q/q_i) \[(q/q_i)^-1\]_{q_i}, one per tower.
    pub fn gadget(&self) -> &[BigUint] {
        &self.gadget
    }

    /// Small signed coefficients mod q.
    pub fn small(&self, v: &[i64]) -> BigPoly {
        v.iter().map(|&x| if x < 0 { &self.q - BigUint::from(x.unsigned_abs()) } else { BigUint::from(x as u64) }).collect()
    }

    /// A polynomial from its residues (towers x N words), by CRT.
    pub fn from_residues(&self, r: &[u64]) -> BigPoly {
        let n = self.params.n();
        (0..n).map(|k| self.gadget.iter().enumerate().fold(BigUint::zero(), |acc, (i, g)| acc + g * r[i * n + k]) % &self.q).collect()
    }

    fn uniform(&self, smp: &mut Sampler) -> BigPoly {
        self.from_residues(&smp.uniform(&self.params.q_primes, self.params.n()))
    }
    fn mul(&self, a: &[BigUint], b: &[BigUint]) -> BigPoly {
        schoolbook(a, b, &self.q)
    }
    fn add(&self, a: &[BigUint], b: &[BigUint]) -> BigPoly {
        a.iter().zip(b).map(|(x, y)| (x + y) % &self.q).collect()
    }
    fn neg(&self, a: &[BigUint]) -> BigPoly {
        a.iter().map(|x| (&self.q - x) % &self.q).collect()
    }

    /// (b, a) with b = \[-(a s + e)\]_q for fresh a, e.
    fn rlwe(&self, s: &[BigUint], smp: &mut Sampler) -> [BigPoly; 2] {
        let a = self.uniform(smp);
        let e = self.small(&smp.cbd(self.params.n()));
        [self.neg(&self.add(&self.mul(&a, s), &e)), a]
    }

    /// Secret, public and relinearisation keys.
    pub fn keygen(&self, smp: &mut Sampler) -> OracleKeys {
        let s = smp.ternary(self.params.n());
        let sq = self.small(&s);
        let pk = self.rlwe(&sq, smp);
        let s2 = self.mul(&sq, &sq);
        let rlk = self
            .gadget
            .iter()
            .map(|g| {
                let [b, a] = self.rlwe(&sq, smp);
                let gs2: BigPoly = s2.iter().map(|x| x * g % &self.q).collect();
                [self.add(&b, &gs2), a]
            })
            .collect();
        OracleKeys { s, pk, rlk }
    }

    /// Encrypts one plaintext (N coefficients below t).
    pub fn encrypt(&self, pk: &[BigPoly; 2], m: &[u64], smp: &mut Sampler) -> Result<OracleCiphertext> {
        check_plaintext(m, self.params.n(), self.params.t)?;
        let n = self.params.n();
        let u = self.small(&smp.ternary(n));
        let e1 = self.small(&smp.cbd(n));
        let e2 = self.small(&smp.cbd(n));
        let dm: BigPoly = m.iter().map(|&x| &self.delta * x % &self.q).collect();
        let c0 = self.add(&self.add(&dm, &self.mul(&pk[0], &u)), &e1);
        let c1 = self.add(&self.mul(&pk[1], &u), &e2);
        Ok(OracleCiphertext { c: vec![c0, c1] })
    }

    /// \[c0 + c1 s + c2 s² ...\]_q.
    pub fn phase(&self, s: &[i64], ct: &OracleCiphertext) -> BigPoly {
        let sq = self.small(s);
        let mut acc = ct.c[0].clone();
        let mut power = sq.clone();
        for c in &ct.c[1..] {
            acc = self.add(&acc, &self.mul(c, &power));
            power = self.mul(&power, &sq);
        }
        acc
    }

    /// round(t \[phase\]_q / q) mod t.
    pub fn decrypt(&self, s: &[i64], ct: &OracleCiphertext) -> Vec<u64> {
        let t = BigUint::from(self.params.t);
        let two_q = &self.q << 1u32;
        self.phase(s, ct).iter().map(|x| ((((x * &t) << 1u32) + &self.q) / &two_q % &t).to_u64().unwrap_or(0)).collect()
    }

    /// The invariant noise budget in bits (SEAL's definition): with v =
    /// \[t (c0 + c1 s + ...)\]_q centered, log2(q) - log2(2 ‖v‖∞), at least 0;
    /// decryption is correct while it is positive.
    pub fn noise_budget(&self, s: &[i64], ct: &OracleCiphertext) -> f64 {
        let norm = self.phase(s, ct).iter().map(|x| centered_abs(&(x * self.params.t % &self.q), &self.q)).max().unwrap_or_default();
        budget(&self.q, &norm)
    }

    /// Component-wise sum (both of 2 or 3 polynomials).
    pub fn add_ct(&self, a: &OracleCiphertext, b: &OracleCiphertext) -> Result<OracleCiphertext> {
        if a.c.len() != b.c.len() {
            return Err(Error::Invalid(format!("add: ciphertexts of {} and {} polynomials; relinearise first", a.c.len(), b.c.len())));
        }
        Ok(OracleCiphertext { c: a.c.iter().zip(&b.c).map(|(x, y)| self.add(x, y)).collect() })
    }

    /// The tensor of two 2-polynomial ciphertexts over Z, scaled by t/q
    /// and rounded: 3 polynomials.
    pub fn multiply(&self, a: &OracleCiphertext, b: &OracleCiphertext) -> Result<OracleCiphertext> {
        if a.c.len() != 2 || b.c.len() != 2 {
            return Err(Error::Invalid("multiply: both ciphertexts need 2 polynomials; relinearise first".into()));
        }
        let [a0, a1, b0, b1] = [&a.c[0], &a.c[1], &b.c[0], &b.c[1]].map(|p| self.centered(p));
        let d1: Vec<BigInt> = negacyclic_z(&a0, &b1).into_iter().zip(negacyclic_z(&a1, &b0)).map(|(x, y)| x + y).collect();
        let c = [negacyclic_z(&a0, &b0), d1, negacyclic_z(&a1, &b1)].map(|d| d.iter().map(|x| self.scale_round(x)).collect::<BigPoly>());
        Ok(OracleCiphertext { c: c.to_vec() })
    }

    /// round(t x / q) mod q (no ties: see the module docs).
    fn scale_round(&self, x: &BigInt) -> BigUint {
        let (sign, mag) = (x.sign(), x.magnitude());
        let r = (((mag * self.params.t) << 1u32) + &self.q) / (&self.q << 1u32) % &self.q;
        if sign == Sign::Minus {
            (&self.q - r) % &self.q
        } else {
            r
        }
    }

    fn centered(&self, p: &[BigUint]) -> Vec<BigInt> {
        let half = &self.q >> 1u32;
        p.iter().map(|x| if x > &half { BigInt::from(x.clone()) - BigInt::from(self.q.clone()) } else { BigInt::from(x.clone()) }).collect()
    }

    /// A 3-polynomial ciphertext back to 2 with the gadget keys.
    pub fn relinearize(&self, ct: &OracleCiphertext, rlk: &[[BigPoly; 2]]) -> Result<OracleCiphertext> {
        if ct.c.len() != 3 || rlk.len() != self.gadget.len() {
            return Err(Error::Invalid(format!("relinearize: {} polynomials and {} keys; give a product (3) and one key per tower ({})", ct.c.len(), rlk.len(), self.gadget.len())));
        }
        let (mut c0, mut c1) = (ct.c[0].clone(), ct.c[1].clone());
        for (i, &qi) in self.params.q_primes.iter().enumerate() {
            let digit: BigPoly = ct.c[2].iter().map(|x| x % qi).collect();
            c0 = self.add(&c0, &self.mul(&digit, &rlk[i][0]));
            c1 = self.add(&c1, &self.mul(&digit, &rlk[i][1]));
        }
        Ok(OracleCiphertext { c: vec![c0, c1] })
    }
}

/// The negacyclic product over Z (no reduction).
pub fn negacyclic_z(a: &[BigInt], b: &[BigInt]) -> Vec<BigInt> {
    let n = a.len();
    let mut out = vec![BigInt::zero(); n];
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            let p = x * y;
            if i + j < n {
                out[i + j] += p;
            } else {
                out[i + j - n] -= p;
            }
        }
    }
    out
}

/// |x| of the centered representative of x mod q.
pub fn centered_abs(x: &BigUint, q: &BigUint) -> BigUint {
    let y = q - x;
    if &y < x {
        y
    } else {
        x.clone()
    }
}

/// log2(q) - log2(2 norm), at least 0 (log2(q) when norm = 0).
pub fn budget(q: &BigUint, norm: &BigUint) -> f64 {
    if norm.is_zero() {
        return log2_big(q);
    }
    (log2_big(q) - log2_big(norm) - 1.0).max(0.0)
}

/// log2 of a positive big integer (to double precision).
pub fn log2_big(x: &BigUint) -> f64 {
    let b = x.bits();
    if b <= 64 {
        return (x.to_u64().unwrap_or(0) as f64).log2();
    }
    ((x >> (b - 64)).to_u64().unwrap_or(0) as f64).log2() + (b - 64) as f64
}

/// A plaintext of `n` coefficients, each below `t`.
pub fn check_plaintext(m: &[u64], n: usize, t: u64) -> Result<()> {
    if m.len() != n {
        return Err(Error::Invalid(format!("plaintext has {} coefficients; N = {n}: give exactly N", m.len())));
    }
    if let Some((k, v)) = m.iter().enumerate().find(|(_, &v)| v >= t) {
        return Err(Error::Invalid(format!("plaintext[{k}] = {v} is not below t = {t}; reduce it mod t first")));
    }
    Ok(())
}

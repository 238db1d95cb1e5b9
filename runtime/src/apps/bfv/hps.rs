//! The RNS steps of the homomorphic multiplication (Halevi–Polyakov–Shoup
//! 2018, "An improved RNS variant of the BFV homomorphic encryption
//! scheme", Sections 2.2 and 4.2), as host tables and the Rust twins of the
//! kernels of `bfv.cu` (generated from the descriptors in
//! `codegen::emit::elementwise::apps::bfv`, checked in as
//! `generated/apps/bfv.cu`), per coefficient:
//!
//! - **extend** q → q ∪ P (centered): y_i = \[x_i (q/q_i)^-1\]_{q_i},
//!   v = round(Σ y_i / q_i), x_j = \[Σ y_i (q/q_i) - v q\]_{p_j}; the result is
//!   the residues of the representative of x in (-q/2, q/2);
//! - **scale** q ∪ P → q: with c_i = \[(qP/q_i)^-1\]_{q_i} and
//!   c_i t P / q_i = W_i + θ_i (W_i integer, θ_i in \[0, 1)),
//!   \[round(t x / q)\]_{p_j} = \[Σ_i x_i W_i + round(Σ_i x_i θ_i) + x_j \[t q^-1\]_{p_j}\]_{p_j},
//!   then the centered extension P → q of that (as above, roles swapped);
//! - **digits** for relinearisation: digit i of x is \[x\]_{q_i}, reduced
//!   into every tower; **sum** adds each group of digit products.
//!
//! HPS compute the roundings in floating point; here the fractions are
//! 128-bit fixed point (rounded down) and the sums exact 192-bit integers,
//! so the CPU and the GPU agree bit for bit, and a rounding differs from the
//! exact one only when the true fraction is within towers x 2^-67 of 1/2
//! (about that probability per coefficient of a random ciphertext; the
//! exact scaling is never a tie since q is odd and prime to t). For the
//! extension this means an x within that distance of ±q/2 may come out as
//! x ∓ q: HPS's approximate lift, which only adds t times a fresh-sized
//! noise to the product (the q multiple vanishes mod q after scaling).

use super::params::BfvParams;
use crate::{Error, Result};
use crate::apps::modq::{add_mod as add, inv_mod, sub_mod as sub};
use num_bigint::BigUint;
use num_traits::{One, ToPrimitive};

pub use crate::apps::modq::Shoup;

/// `w mod m` with its Shoup companion.
fn shoup_of(w: &BigUint, m: u64) -> Shoup {
    Shoup::new((w % m).to_u64().unwrap_or(0), m)
}

/// floor(num 2^128 / den) as (high, low) words (a fraction num/den < 1 in
/// 128-bit fixed point).
fn fraction(num: &BigUint, den: u64) -> [u64; 2] {
    let f: BigUint = (num << 128u32) / den;
    let d = f.to_u64_digits();
    [d.get(1).copied().unwrap_or(0), d.first().copied().unwrap_or(0)]
}

/// round(Σ a_i f_i / 2^128): 192-bit exact sum of the products, then the
/// integer part plus the top fraction bit (half up).
pub fn round_sum(a: &[u64], f: &[[u64; 2]]) -> u64 {
    let (mut w0, mut w1, mut w2) = (0u64, 0u64, 0u64);
    for (&x, &[hi, lo]) in a.iter().zip(f) {
        let (p0, p1) = (x as u128 * lo as u128, x as u128 * hi as u128);
        let (s0, c0) = w0.overflowing_add(p0 as u64);
        w0 = s0;
        let s1 = w1 as u128 + (p0 >> 64) + (p1 as u64) as u128 + c0 as u128;
        w1 = s1 as u64;
        w2 = w2.wrapping_add((p1 >> 64) as u64).wrapping_add((s1 >> 64) as u64);
    }
    w2.wrapping_add(w1 >> 63)
}

/// Constants of a centered basis extension from `from` to `to`.
#[derive(Clone, Debug)]
pub struct Extension {
    /// \[(M/m_i)^-1\]_{m_i} per source tower (M the product of `from`).
    pub hat_inv: Vec<Shoup>,
    /// 1/m_i in 128-bit fixed point.
    pub inv_frac: Vec<[u64; 2]>,
    /// \[M/m_i\]_{to_j}, source-major (from x to).
    pub hat_mod: Vec<Shoup>,
    /// \[M\]_{to_j}.
    pub m_mod: Vec<Shoup>,
}

impl Extension {
    fn new(from: &[u64], to: &[u64]) -> Result<Extension> {
        let m: BigUint = from.iter().map(|&x| BigUint::from(x)).product();
        let mut e = Extension { hat_inv: vec![], inv_frac: vec![], hat_mod: vec![], m_mod: vec![] };
        for &mi in from {
            let hat = &m / mi;
            e.hat_inv.push(shoup_of(&BigUint::from(inverse(&hat, mi)?), mi));
            e.inv_frac.push(fraction(&BigUint::one(), mi));
            e.hat_mod.extend(to.iter().map(|&pj| shoup_of(&hat, pj)));
        }
        e.m_mod = to.iter().map(|&pj| shoup_of(&m, pj)).collect();
        Ok(e)
    }

    /// Residues in `to` of the centered x given by its residues `x` in
    /// `from` (`y` is scratch of `from`'s length).
    pub fn apply(&self, from: &[u64], to: &[u64], x: &[u64], y: &mut [u64], out: &mut [u64]) {
        for (i, &mi) in from.iter().enumerate() {
            y[i] = self.hat_inv[i].mul(x[i], mi);
        }
        let v = round_sum(y, &self.inv_frac);
        for (j, &pj) in to.iter().enumerate() {
            let mut acc = 0u64;
            for (i, &yi) in y.iter().enumerate() {
                acc = add(acc, self.hat_mod[i * to.len() + j].mul(yi, pj), pj);
            }
            out[j] = sub(acc, self.m_mod[j].mul(v, pj), pj);
        }
    }
}

fn inverse(x: &BigUint, m: u64) -> Result<u64> {
    inv_mod((x % m).to_u64().unwrap_or(0), m).ok_or_else(|| Error::Invalid(format!("{m} divides another tower's product: the towers must be distinct primes")))
}

/// Every constant of the multiplication's RNS steps.
#[derive(Clone, Debug)]
pub struct HpsTables {
    /// Towers of q.
    pub q: Vec<u64>,
    /// Towers of P.
    pub p: Vec<u64>,
    /// q → P (ciphertexts before the tensor).
    pub q_to_p: Extension,
    /// P → q (the scaled tensor).
    pub p_to_q: Extension,
    /// \[W_i\]_{p_j}, q-major (q x P).
    pub w: Vec<Shoup>,
    /// θ_i in 128-bit fixed point.
    pub theta: Vec<[u64; 2]>,
    /// \[t q^-1\]_{p_j}.
    pub lambda: Vec<Shoup>,
    /// \[1\]_m with companion floor(2^64 / m) per tower of q: x mod q_k for any x.
    pub one_q: Vec<Shoup>,
    /// The same per tower of P.
    pub one_p: Vec<Shoup>,
    /// 2^64 mod q_k with its companion per tower of q: a 128-bit sum (hi,
    /// lo) reduces as hi 2^64 + lo (the kernels' dot products).
    pub r_q: Vec<Shoup>,
    /// The same per tower of P.
    pub r_p: Vec<Shoup>,
    /// Per tower of q ∪ P (q's, then P's): the prime m, m^-1 mod 2^64 and
    /// R = 2^64 mod m with its Shoup companion, for products of two data
    /// words by Montgomery's reduction (the tensor: one factor times R first).
    pub mont: Vec<[u64; 4]>,
    /// The bits at which the kernels split a word below a tower of q and
    /// of P in their sums of products ([`split_bits`]); 0 and 0 where the
    /// sums are made in 128 bits.
    pub split: (u32, u32),
}

/// The bits at which the kernels split a factor of their sums of products
/// below a tower of q (`widest_q`, the largest prime) and below one of P:
/// every sum is of at most `terms` products of a word of one basis by a
/// word of the other, each then four 32 x 32-bit products summed into four
/// 64-bit words (low x low, low x high, high x low, high x high), which
/// must not overflow, and whose weights 2^sq, 2^sp and 2^(sq + sp) are
/// words. Each basis splits at half its primes' bits, rounded up, where
/// that holds; else (0, 0): the sums in 128 bits.
pub fn split_bits(widest_q: u64, widest_p: u64, terms: usize) -> (u32, u32) {
    // A basis's split, its low half's largest value and its high half's.
    let halves = |widest: u64| {
        let top = widest.saturating_sub(1) as u128;
        let s = (128 - top.leading_zeros()).div_ceil(2);
        (s, ((1u128 << s) - 1).min(top), top >> s)
    };
    let ((sq, lq, hq), (sp, lp, hp)) = (halves(widest_q), halves(widest_p));
    let fits = |x: u128, y: u128| x.checked_mul(y).and_then(|v| v.checked_mul(terms as u128)).is_some_and(|v| v < 1 << 64);
    let ok = sq > 0 && sp > 0 && sq + sp < 64 && [hq, hp].iter().all(|&h| h < 1 << 32) && fits(lq, lp) && fits(lq, hp) && fits(hq, lp) && fits(hq, hp);
    if ok {
        (sq, sp)
    } else {
        (0, 0)
    }
}

/// A word split at s bits for the split sums: the low s bits, then the
/// rest from bit 32. For words below the widest prime `split_bits` split
/// at s, whose rest fits 32 bits. s outside 1..=32 (0: the sums in 128
/// bits; no kernel splits wider) leaves the word as it is.
pub fn split_word(x: u64, s: u32) -> u64 {
    if !(1..=32).contains(&s) {
        return x;
    }
    (x & ((1 << s) - 1)) | ((x >> s) << 32)
}

/// m^-1 mod 2^64 for an odd m (Newton: each step doubles the bits).
fn inverse_mod_r(m: u64) -> u64 {
    let mut x = m; // right to 3 bits for any odd m
    for _ in 0..5 {
        x = x.wrapping_mul(2u64.wrapping_sub(m.wrapping_mul(x)));
    }
    x
}

fn ones(m: &[u64]) -> Vec<Shoup> {
    m.iter().map(|&x| Shoup::new(1, x)).collect()
}

impl HpsTables {
    /// Tables for a parameter set.
    pub fn new(params: &BfvParams) -> Result<HpsTables> {
        let (q, p) = (params.q_primes.clone(), params.p_primes.clone());
        let (qq, pp) = (params.q(), params.p());
        let qp = &qq * &pp;
        let tp = &pp * params.t;
        let (mut w, mut theta) = (vec![], vec![]);
        for &qi in &q {
            let c = inverse(&(&qp / qi), qi)?;
            let num = &tp * c;
            let (whole, rem) = (&num / qi, &num % qi);
            w.extend(p.iter().map(|&pj| shoup_of(&whole, pj)));
            theta.push(fraction(&rem, qi));
        }
        let lambda = p.iter().map(|&pj| Ok(shoup_of(&(BigUint::from(params.t) * inverse(&qq, pj)?), pj))).collect::<Result<_>>()?;
        // round(Σ x_i θ_i) < Σ q_i is summed in a word (the extensions'
        // v is at most the tower count).
        if q.iter().map(|&x| x as u128).sum::<u128>() >> 63 != 0 {
            return Err(Error::Invalid("the towers of q add up to 2^63 or more: use fewer or smaller towers".into()));
        }
        // The kernels sum a tower's products y_t c_t (y_t below one basis's
        // primes, c_t below the other's) in 128 bits before reducing.
        for (from, to) in [(&q, &p), (&p, &q)] {
            let widest = to.iter().max().copied().unwrap_or(0) as u128;
            if from.iter().try_fold(0u128, |acc, &f| acc.checked_add((f as u128 - 1) * widest.saturating_sub(1))).is_none() {
                return Err(Error::Invalid("the towers of q and P are too many or too wide for the kernels' 128-bit sums of products: use fewer or smaller towers".into()));
            }
        }
        let mont = q.iter().chain(&p).map(|&m| {
            let r = Shoup::new(((1u128 << 64) % m as u128) as u64, m);
            [m, inverse_mod_r(m), r.w, r.ws]
        }).collect();
        let r_mod = |m: &[u64]| m.iter().map(|&x| Shoup::new(((1u128 << 64) % x as u128) as u64, x)).collect();
        let widest = |m: &[u64]| m.iter().max().copied().unwrap_or(0);
        let split = split_bits(widest(&q), widest(&p), q.len().max(p.len()));
        Ok(HpsTables { q_to_p: Extension::new(&q, &p)?, p_to_q: Extension::new(&p, &q)?, one_q: ones(&q), one_p: ones(&p), r_q: r_mod(&q), r_p: r_mod(&p), q, p, w, theta, lambda, mont, split })
    }

    /// Residues in P of the centered x given in q (`x`: q's towers).
    pub fn extend(&self, x: &[u64], out: &mut [u64]) {
        let mut y = vec![0u64; self.q.len()];
        self.q_to_p.apply(&self.q, &self.p, x, &mut y, out);
    }

    /// round(t x / q) in q from x in q ∪ P (`x`: q's towers, then P's).
    pub fn scale(&self, x: &[u64], out: &mut [u64]) {
        let (kq, kp) = (self.q.len(), self.p.len());
        let r = round_sum(&x[..kq], &self.theta);
        let mut yp = vec![0u64; kp];
        for (j, &pj) in self.p.iter().enumerate() {
            // R < towers x 2^61 may exceed p_j: Shoup by 1 reduces any word.
            let mut acc = add(self.one_p[j].mul(r, pj), self.lambda[j].mul(x[kq + j], pj), pj);
            for (i, &xi) in x[..kq].iter().enumerate() {
                acc = add(acc, self.w[i * kp + j].mul(xi, pj), pj);
            }
            yp[j] = acc;
        }
        let mut y = vec![0u64; kp];
        self.p_to_q.apply(&self.p, &self.q, &yp, &mut y, out);
    }

    /// The tensor of one coefficient of one tower of q ∪ P (transformed
    /// operands a0, a1, b0, b1 mod m): (a0 b0, a0 b1 + a1 b0, a1 b1) mod m.
    pub fn tensor(a0: u64, a1: u64, b0: u64, b1: u64, m: u64) -> [u64; 3] {
        let mul = |x: u64, y: u64| ((x as u128 * y as u128) % m as u128) as u64;
        [mul(a0, b0), add(mul(a0, b1), mul(a1, b0), m), mul(a1, b1)]
    }

    /// The relinearisation digits of x (q's towers): digit d = x_d reduced
    /// into each tower, digit-major (towers x towers words).
    pub fn digits(&self, x: &[u64], out: &mut [u64]) {
        let kq = self.q.len();
        for (d, &xd) in x.iter().enumerate() {
            for (i, &qi) in self.q.iter().enumerate() {
                out[d * kq + i] = self.one_q[i].mul(xd, qi);
            }
        }
    }
}

/// Offsets (in words) of the tables in [`HpsTables::flat`], by name.
pub type Offsets = Vec<(&'static str, usize)>;

fn pairs(v: &[Shoup]) -> Vec<u64> {
    v.iter().flat_map(|s| [s.w, s.ws]).collect()
}
fn fracs(v: &[[u64; 2]]) -> Vec<u64> {
    v.iter().flat_map(|f| *f).collect()
}

impl HpsTables {
    /// All tables in one buffer for the kernels (constants as (w, ws)
    /// pairs, fractions as (high, low)), and each table's offset.
    pub fn flat(&self) -> (Vec<u64>, Offsets) {
        let (sq, sp) = self.split;
        // Constants below P's towers split at sp, below q's at sq.
        let split = |v: &[Shoup], s: u32| v.iter().map(|c| split_word(c.w, s)).collect::<Vec<u64>>();
        let parts: [(&'static str, Vec<u64>); 21] = [
            ("Q", self.q.clone()),
            ("P", self.p.clone()),
            ("QP_HAT_INV", pairs(&self.q_to_p.hat_inv)),
            ("QP_INV_FRAC", fracs(&self.q_to_p.inv_frac)),
            ("QP_HAT_MOD", pairs(&self.q_to_p.hat_mod)),
            ("QP_M_MOD", pairs(&self.q_to_p.m_mod)),
            ("PQ_HAT_INV", pairs(&self.p_to_q.hat_inv)),
            ("PQ_INV_FRAC", fracs(&self.p_to_q.inv_frac)),
            ("PQ_HAT_MOD", pairs(&self.p_to_q.hat_mod)),
            ("PQ_M_MOD", pairs(&self.p_to_q.m_mod)),
            ("W", pairs(&self.w)),
            ("THETA", fracs(&self.theta)),
            ("LAMBDA", pairs(&self.lambda)),
            ("ONE_Q", pairs(&self.one_q)),
            ("ONE_P", pairs(&self.one_p)),
            ("MONT", self.mont.iter().flatten().copied().collect()),
            ("R_Q", pairs(&self.r_q)),
            ("R_P", pairs(&self.r_p)),
            ("QP_HAT_SPLIT", split(&self.q_to_p.hat_mod, sp)),
            ("PQ_HAT_SPLIT", split(&self.p_to_q.hat_mod, sq)),
            ("W_SPLIT", split(&self.w, sp)),
        ];
        let (mut flat, mut offsets) = (vec![], vec![]);
        for (name, v) in parts {
            offsets.push((name, flat.len()));
            flat.extend(v);
        }
        (flat, offsets)
    }

    /// The kernels' sizes for these tables (their `#define`s): the tower
    /// counts, the split sums' bits and each table's offset.
    pub fn sizes(&self) -> Vec<(String, u64)> {
        let mut s = vec![("BFV_KQ".to_string(), self.q.len() as u64), ("BFV_KP".to_string(), self.p.len() as u64), ("BFV_SPLIT_Q".to_string(), u64::from(self.split.0)), ("BFV_SPLIT_P".to_string(), u64::from(self.split.1))];
        s.extend(self.flat().1.into_iter().map(|(name, off)| (format!("BFV_OFF_{name}"), off as u64)));
        s
    }

    /// The CUDA source sized for these tables ([`bfv_cu`]).
    pub fn cuda_source(&self) -> Result<String> {
        bfv_cu(&self.sizes())
    }
}

/// CUDA source of the multiplication's RNS kernels, generated by
/// `codegen::emit::elementwise::apps::bfv` and sized by `sizes` (each of
/// its `#define`s; [`HpsTables::sizes`] gives them).
pub fn bfv_cu(sizes: &[(String, u64)]) -> Result<String> {
    let sizes: Vec<(&str, u64)> = sizes.iter().map(|(n, v)| (n.as_str(), *v)).collect();
    codegen::emit::elementwise::bfv_cuda(&sizes).map_err(|e| Error::Invalid(format!("bfv kernels: {e}")))
}

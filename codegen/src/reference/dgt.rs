//! Discrete Galois Transform reference (Alves §2.4, §3.1 Alg. 1; Coala
//! §II-B): a negacyclic product of `N` coefficients through a cyclic
//! transform of `N/2` Gaussian integers mod `p`.
//!
//! Data layout and conventions:
//! * fold: `x_j = a_j + i·a_{j+N/2}` for `j < N/2` (this is `a mod x^(N/2) - i`);
//! * twist: `x_j *= h^j`, `h = gaussian::root_of_i(p, N)` (`h^(N/2) = i`),
//!   which turns `x^(N/2) - i` into `i·(y^(N/2) - 1)`;
//! * forward: CT no->bo over `K = N/2` points with the cyclic NTT's loop and
//!   table shape, `tw[m + i] = g_{2m}^(br_{log m}(i))`, `g_{2m} = g^(K/2m)`,
//!   `g = h^4`; output `X[j] = x(g^(br_{log K}(j)))`, bit-reversed order;
//! * pointwise Gaussian product; inverse GS bo->no with the inverse table and
//!   `1/K` merged as halving both parts at each level (or one final
//!   multiply); untwist by `h^-j`; unfold `re -> c_j`, `im -> c_{j+N/2}`.

// Index loops mirror the papers' pseudocode line for line.
#![allow(clippy::needless_range_loop)]

use super::ntt::Scaling;
use super::{check_len, radix2_shape, RefError};
use crate::arith::gaussian::{dgt_roots, DgtRoots, Gauss};
use crate::arith::roots::{bit_reverse, inv_mod};

/// Tables for a DGT of `n` coefficients (`K = n/2` Gaussian points).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DgtTables {
    pub p: u64,
    /// Coefficient count `N` (a power of two >= 2).
    pub n: usize,
    pub roots: DgtRoots,
    /// `h^j`, `j < N/2`.
    pub twist: Vec<Gauss>,
    /// `h^-j`, `j < N/2`.
    pub untwist: Vec<Gauss>,
    /// CT table of length `N/2`, indexed `m + i` (`tw[0] = 1`).
    pub fwd: Vec<Gauss>,
    /// Entrywise inverse of `fwd`.
    pub inv: Vec<Gauss>,
}

fn gauss_table(g: Gauss, k: usize, p: u64) -> Vec<Gauss> {
    let mut t = vec![Gauss::real(1, p); k.max(1)];
    let mut m = 1usize;
    while m < k {
        let g2m = g.pow((k / (2 * m)) as u128, p);
        let log_m = m.trailing_zeros();
        for i in 0..m {
            t[m + i] = g2m.pow(bit_reverse(i as u64, log_m) as u128, p);
        }
        m *= 2;
    }
    t
}

impl DgtTables {
    /// `None` unless `n` is a power of two >= 2 and `p` admits a DGT of `n`
    /// coefficients (see `gaussian::dgt_admissible`).
    pub fn new(p: u64, n: usize) -> Option<Self> {
        if n < 2 || !n.is_power_of_two() {
            return None;
        }
        let roots = dgt_roots(p, n as u64)?;
        let k = n / 2;
        let h_inv = roots.h.inv(p)?;
        let g_inv = roots.g.inv(p)?;
        let mut twist = Vec::with_capacity(k);
        let mut untwist = Vec::with_capacity(k);
        let (mut hj, mut hij) = (Gauss::real(1, p), Gauss::real(1, p));
        for _ in 0..k {
            twist.push(hj);
            untwist.push(hij);
            hj = hj.mul(roots.h, p);
            hij = hij.mul(h_inv, p);
        }
        Some(DgtTables {
            p,
            n,
            roots,
            twist,
            untwist,
            fwd: gauss_table(roots.g, k, p),
            inv: gauss_table(g_inv, k, p),
        })
    }
}

/// `x_j = a_j + i·a_{j+N/2}`.
pub fn fold(a: &[u64], p: u64) -> Vec<Gauss> {
    let k = a.len() / 2;
    (0..k).map(|j| Gauss::new(a[j] % p, a[j + k] % p)).collect()
}

/// Inverse of [`fold`]: real parts first, then imaginary parts.
pub fn unfold(x: &[Gauss]) -> Vec<u64> {
    x.iter()
        .map(|g| g.re)
        .chain(x.iter().map(|g| g.im))
        .collect()
}

/// Gaussian CT no->bo over all `log K` levels; `table[m + i]` per group.
/// Refuses a length that is not a power of two and a table shorter than `x`.
pub fn gauss_ct_forward(x: &mut [Gauss], table: &[Gauss], p: u64) -> Result<(), RefError> {
    let k_len = x.len();
    radix2_shape("the Gaussian input", k_len, table.len())?;
    let mut m = 1usize;
    let mut k = k_len / 2;
    while m < k_len {
        for i in 0..m {
            let s = table[m + i];
            let first = 2 * i * k;
            for j in first..first + k {
                let u = x[j];
                let v = x[j + k].mul(s, p);
                x[j] = u.add(v, p);
                x[j + k] = u.sub(v, p);
            }
        }
        m *= 2;
        k /= 2;
    }
    Ok(())
}

/// Gaussian GS bo->no over all levels with `1/K` scaling as chosen. Refuses
/// (leaving `x` as it was) what [`gauss_ct_forward`] refuses and, for
/// `Scaling::Final`, a `p` where `K` has no inverse.
pub fn gauss_gs_inverse(x: &mut [Gauss], table_inv: &[Gauss], p: u64, scaling: Scaling) -> Result<(), RefError> {
    let k_len = x.len();
    radix2_shape("the Gaussian input", k_len, table_inv.len())?;
    // The final factor first, so a refused `p` leaves `x` untouched.
    let final_factor = match scaling {
        Scaling::Final if k_len > 1 => {
            Some(inv_mod(k_len as u64 % p, p).ok_or(RefError::NoInverse { value: k_len as u64, q: p })?)
        }
        _ => None,
    };
    let mut m = k_len / 2;
    let mut k = 1usize;
    while m >= 1 {
        for i in 0..m {
            let s = table_inv[m + i];
            let first = 2 * i * k;
            for j in first..first + k {
                let (u, v) = (x[j], x[j + k]);
                let (a, b) = (u.add(v, p), u.sub(v, p).mul(s, p));
                match scaling {
                    Scaling::Merged => {
                        x[j] = a.half(p);
                        x[j + k] = b.half(p);
                    }
                    Scaling::Final => {
                        x[j] = a;
                        x[j + k] = b;
                    }
                }
            }
        }
        m /= 2;
        k *= 2;
    }
    if let Some(f) = final_factor {
        for v in x.iter_mut() {
            *v = v.scale(f, p);
        }
    }
    Ok(())
}

/// fold, twist, forward transform: `N` coefficients to `N/2` Gaussians in
/// bit-reversed order; refuses an `a` of another length than the tables'.
pub fn dgt_forward(a: &[u64], t: &DgtTables) -> Result<Vec<Gauss>, RefError> {
    check_len("the DGT input", a.len(), t.n)?;
    let p = t.p;
    let mut x: Vec<Gauss> = fold(a, p)
        .into_iter()
        .zip(&t.twist)
        .map(|(v, &h)| v.mul(h, p))
        .collect();
    gauss_ct_forward(&mut x, &t.fwd, p)?;
    Ok(x)
}

/// Inverse transform, untwist, unfold: back to `N` coefficients; refuses an
/// `x` of another length than `N/2`.
pub fn dgt_inverse(x: &[Gauss], t: &DgtTables, scaling: Scaling) -> Result<Vec<u64>, RefError> {
    check_len("the inverse DGT input", x.len(), t.n / 2)?;
    let p = t.p;
    let mut y = x.to_vec();
    gauss_gs_inverse(&mut y, &t.inv, p, scaling)?;
    for (v, &hi) in y.iter_mut().zip(&t.untwist) {
        *v = v.mul(hi, p);
    }
    Ok(unfold(&y))
}

/// Component-wise Gaussian product; refuses operands of different lengths.
pub fn dgt_pointwise(x: &[Gauss], y: &[Gauss], p: u64) -> Result<Vec<Gauss>, RefError> {
    check_len("the second operand", y.len(), x.len())?;
    Ok(x.iter().zip(y).map(|(&u, &v)| u.mul(v, p)).collect())
}

/// `a * b mod (x^N + 1, p)` through the DGT with prebuilt tables; refuses
/// operands of another length than the tables'.
pub fn polymul_dgt_with(a: &[u64], b: &[u64], t: &DgtTables, scaling: Scaling) -> Result<Vec<u64>, RefError> {
    let fa = dgt_forward(a, t)?;
    let fb = dgt_forward(b, t)?;
    dgt_inverse(&dgt_pointwise(&fa, &fb, t.p)?, t, scaling)
}

/// `a * b mod (x^N + 1, p)` through the DGT; `None` when lengths differ or
/// `p` does not admit a DGT of this length.
pub fn polymul_dgt(a: &[u64], b: &[u64], p: u64, scaling: Scaling) -> Option<Vec<u64>> {
    if a.len() != b.len() {
        return None;
    }
    let t = DgtTables::new(p, a.len())?;
    polymul_dgt_with(a, b, &t, scaling).ok()
}

/// Evaluation at `x = z` of a Gaussian polynomial (Horner), for tests.
#[cfg(test)]
fn eval(x: &[Gauss], z: Gauss, p: u64) -> Gauss {
    x.iter()
        .rev()
        .fold(Gauss::ZERO, |acc, &c| acc.mul(z, p).add(c, p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::gaussian::root_of_i;
    use crate::arith::primes::{is_prime, ntt_primes};
    use crate::reference::ntt::polymul_negacyclic;
    use crate::reference::ntt::tests::rand_poly;
    use crate::reference::schoolbook::{negacyclic_coefficient, negacyclic_schoolbook};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Largest prime below 2^bits that is ≡ -1 mod 2^s (so ≡ 3 mod 4 and
    /// GF(p^2) has 2-adic valuation 1 + s).
    fn prime_3mod4(bits: u32, s: u32) -> u64 {
        let step = 1u64 << s;
        let top = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let mut c = top - (top % step) - 1;
        while !is_prime(c) {
            c -= step;
        }
        c
    }

    /// DGT primes for `n` coefficients: 1 mod 4 (30, 62, 64 bits, Solinas)
    /// and 3 mod 4 (30, 62 bits, 2^31 - 1, 2^61 - 1).
    fn dgt_primes(n: usize) -> Vec<u64> {
        let two_n = 2 * n as u64;
        let mut v = ntt_primes(30, 1, two_n);
        v.extend(ntt_primes(62, 1, two_n));
        v.extend(ntt_primes(64, 1, two_n));
        v.push(18446744069414584321);
        v.push(prime_3mod4(30, 16));
        v.push(prime_3mod4(62, 16));
        v.push(2147483647);
        v.push(2305843009213693951);
        for &p in &v {
            assert!(root_of_i(p, n as u64).is_some(), "p={p} n={n}");
        }
        v
    }

    #[test]
    fn forward_output_order() {
        let mut rng = ChaCha8Rng::seed_from_u64(20);
        for log_n in 1..=7u32 {
            let n = 1usize << log_n;
            for p in dgt_primes(n) {
                let t = DgtTables::new(p, n).unwrap();
                let a = rand_poly(&mut rng, n, p);
                let x = dgt_forward(&a, &t).unwrap();
                let folded: Vec<Gauss> = fold(&a, p)
                    .iter()
                    .zip(&t.twist)
                    .map(|(v, &h)| v.mul(h, p))
                    .collect();
                let log_k = log_n - 1;
                for j in 0..n / 2 {
                    let z = t.roots.g.pow(bit_reverse(j as u64, log_k) as u128, p);
                    assert_eq!(x[j], eval(&folded, z, p));
                }
                // Round trip.
                assert_eq!(dgt_inverse(&x, &t, Scaling::Merged).unwrap(), a);
                assert_eq!(dgt_inverse(&x, &t, Scaling::Final).unwrap(), a);
            }
        }
    }

    #[test]
    fn dgt_matches_schoolbook() {
        let mut rng = ChaCha8Rng::seed_from_u64(21);
        for log_n in 4..=11u32 {
            let n = 1usize << log_n;
            for p in dgt_primes(n) {
                let a = rand_poly(&mut rng, n, p);
                let b = rand_poly(&mut rng, n, p);
                let want = negacyclic_schoolbook(&a, &b, p).unwrap();
                assert_eq!(
                    polymul_dgt(&a, &b, p, Scaling::Merged).unwrap(),
                    want,
                    "n={n} p={p}"
                );
                assert_eq!(
                    polymul_dgt(&a, &b, p, Scaling::Final).unwrap(),
                    want,
                    "n={n} p={p}"
                );
            }
        }
    }

    #[test]
    fn dgt_large_sizes() {
        let mut rng = ChaCha8Rng::seed_from_u64(22);
        for log_n in 12..=14u32 {
            let n = 1usize << log_n;
            for p in dgt_primes(n) {
                let a = rand_poly(&mut rng, n, p);
                let b = rand_poly(&mut rng, n, p);
                let c = polymul_dgt(&a, &b, p, Scaling::Merged).unwrap();
                if p % (2 * n as u64) == 1 {
                    assert_eq!(c, polymul_negacyclic(&a, &b, p, Scaling::Final).unwrap());
                }
                for _ in 0..8 {
                    let k = rng.gen_range(0..n);
                    assert_eq!(c[k], negacyclic_coefficient(&a, &b, k, p).unwrap());
                }
            }
        }
    }

    #[test]
    fn bad_parameters() {
        assert!(DgtTables::new(13, 16).is_none());
        assert!(DgtTables::new(2147483647, 3).is_none());
        assert!(DgtTables::new(2147483647, 1).is_none());
        assert!(polymul_dgt(&[1, 2], &[1], 2147483647, Scaling::Merged).is_none());
    }
}

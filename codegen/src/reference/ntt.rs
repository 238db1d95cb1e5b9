//! Merged radix-2 NTTs (Shivdikar Alg. 5/6): CT no->bo forward, GS bo->no
//! inverse, for the negacyclic ring `Z_q[x]/(x^n + 1)` and the cyclic ring
//! `Z_q[x]/(x^n - 1)`. Both use one loop structure: at the level with `m`
//! groups of `2k` coefficients, group `i` (indices `[2ik, 2ik + 2k)`) uses
//! the twiddle `table[m + i]`. Only the table differs:
//!
//! * negacyclic: `Psi_br[j] = psi^(br_{log n}(j))`, `psi = roots::psi(q, n)` by
//!   default, or any primitive 2n-th root (`NttTables::with_root`, as a spec's
//!   `roots` picks);
//! * cyclic: `tw[m + i] = w_{2m}^(br_{log m}(i))`, `w_{2m} = omega^(n/2m)`
//!   (`tw[0] = 1`, unused).
//!
//! Forward output order (bit-reversed, `br = br_{log n}`):
//! negacyclic `A[j] = a(psi^(2·br(j) + 1))`, cyclic `A[j] = a(omega^(br(j)))`.
//!
//! The inverse scales by `1/n` either merged (each GS output halved,
//! branch-free `x/2`) or with one final multiply; both give identical output.

// Index loops mirror the papers' pseudocode line for line.
#![allow(clippy::needless_range_loop)]

use super::{check_len, check_levels, radix2_shape, RefError};
use crate::arith::roots::{
    add_mod, bit_reverse, half_mod, inv_mod, log2_exact, mul_mod, omega, pow_mod, psi, sub_mod,
};

/// Where the inverse transform's `1/n` goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scaling {
    /// Halve both outputs of every GS butterfly (Shivdikar §III-A).
    Merged,
    /// One multiply by the inverse of `2^levels` at the end.
    Final,
}

/// Which ring the tables transform over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Convolution {
    /// `x^n + 1`, merged psi twist.
    Negacyclic,
    /// `x^n - 1`.
    Cyclic,
}

/// `Psi_br[j] = psi^(br_{log n}(j))` for `j < n`; `None` unless `n` is a
/// power of two >= 2 and `q` is a prime ≡ 1 mod 2n.
pub fn psi_br_table(q: u64, n: u64) -> Option<Vec<u64>> {
    br_powers(psi(q, n)?, n, q)
}

/// `Psi_inv_br[j] = psi^(-br_{log n}(j))`, the GS table.
pub fn psi_inv_br_table(q: u64, n: u64) -> Option<Vec<u64>> {
    br_powers(inv_mod(psi(q, n)?, q)?, n, q)
}

/// `[s^(br_{log n}(j)) for j < n]`: the negacyclic table of the root `s`.
fn br_powers(s: u64, n: u64, q: u64) -> Option<Vec<u64>> {
    let log_n = log2_exact(n).filter(|&l| l >= 1)?;
    Some((0..n).map(|j| pow_mod(s, bit_reverse(j, log_n), q)).collect())
}

/// Cyclic CT table: `tw[m + i] = w_{2m}^(br_{log m}(i))` for `m = 1, 2, ..,
/// n/2`, `i < m`, with `w_{2m} = omega^(n / 2m)`; `tw[0] = 1`. `None` unless
/// `n` is a power of two >= 2 and `q` is a prime ≡ 1 mod n.
pub fn cyclic_table(q: u64, n: u64) -> Option<Vec<u64>> {
    let w = omega(q, n)?;
    cyclic_table_from_root(w, n, q)
}

/// Inverses of [`cyclic_table`] entry by entry (the GS table).
pub fn cyclic_inv_table(q: u64, n: u64) -> Option<Vec<u64>> {
    let w_inv = inv_mod(omega(q, n)?, q)?;
    cyclic_table_from_root(w_inv, n, q)
}

fn cyclic_table_from_root(w: u64, n: u64, q: u64) -> Option<Vec<u64>> {
    log2_exact(n).filter(|&l| l >= 1)?;
    let mut t = vec![1u64; n as usize];
    let mut m = 1u64;
    while m < n {
        let w2m = pow_mod(w, n / (2 * m), q);
        let log_m = m.trailing_zeros();
        for i in 0..m {
            t[(m + i) as usize] = pow_mod(w2m, bit_reverse(i, log_m), q);
        }
        m *= 2;
    }
    Some(t)
}

/// Everything a reference transform of length `n` over `q` needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NttTables {
    pub q: u64,
    pub n: usize,
    pub log_n: u32,
    pub convolution: Convolution,
    /// `psi` (negacyclic) or `omega` (cyclic).
    pub root: u64,
    /// CT table indexed `m + i`.
    pub fwd: Vec<u64>,
    /// GS table indexed `m + i`, entrywise inverse of `fwd`.
    pub inv: Vec<u64>,
}

impl NttTables {
    /// Tables at the default root `roots::psi(q, n)`.
    pub fn negacyclic(q: u64, n: usize) -> Option<Self> {
        Self::with_root(Convolution::Negacyclic, q, n, psi(q, n as u64)?)
    }

    /// Tables at the default root `roots::omega(q, n)`.
    pub fn cyclic(q: u64, n: usize) -> Option<Self> {
        Self::with_root(Convolution::Cyclic, q, n, omega(q, n as u64)?)
    }

    /// Tables at `root`: a primitive root of unity of order `2n`
    /// (negacyclic) or `n` (cyclic) mod `q`, checked by raising it, not by
    /// the `roots` helpers the generator uses. `None` when it is not one.
    pub fn with_root(convolution: Convolution, q: u64, n: usize, root: u64) -> Option<Self> {
        let n64 = n as u64;
        let log_n = log2_exact(n64).filter(|&l| l >= 1)?;
        let order = if convolution == Convolution::Negacyclic { 2 * n64 } else { n64 };
        if q < 3 || root >= q || pow_mod(root, order / 2, q) != q - 1 {
            return None;
        }
        let root_inv = inv_mod(root, q)?;
        let (fwd, inv) = match convolution {
            Convolution::Negacyclic => (br_powers(root, n64, q)?, br_powers(root_inv, n64, q)?),
            Convolution::Cyclic => (cyclic_table_from_root(root, n64, q)?, cyclic_table_from_root(root_inv, n64, q)?),
        };
        Some(NttTables { q, n, log_n, convolution, root, fwd, inv })
    }

    pub fn new(convolution: Convolution, q: u64, n: usize) -> Option<Self> {
        match convolution {
            Convolution::Negacyclic => Self::negacyclic(q, n),
            Convolution::Cyclic => Self::cyclic(q, n),
        }
    }
}

/// The first `levels` CT levels (m = 1, 2, .., 2^(levels-1)) of Alg. 5 in
/// place: `(a[j], a[j+k]) <- (a[j] + S a[j+k], a[j] - S a[j+k])`,
/// `S = table[m + i]`. `levels == log n` is the full transform. Refuses
/// (leaving `a` as it was) a length that is not a power of two, a table
/// shorter than `a` and `levels > log n`.
pub fn ct_levels(a: &mut [u64], table: &[u64], q: u64, levels: u32) -> Result<(), RefError> {
    let n = a.len();
    check_levels("levels", levels, radix2_shape("the input", n, table.len())?)?;
    let mut m = 1usize;
    let mut k = n / 2;
    for _ in 0..levels {
        for i in 0..m {
            let s = table[m + i];
            let first = 2 * i * k;
            for j in first..first + k {
                let u = a[j];
                let v = mul_mod(s, a[j + k], q);
                a[j] = add_mod(u, v, q);
                a[j + k] = sub_mod(u, v, q);
            }
        }
        m *= 2;
        k /= 2;
    }
    Ok(())
}

/// Alg. 6 GS levels in place, skipping the first `skip` levels (those with
/// the most groups): starts at `m = n / 2^(skip+1)`, `k = 2^skip`, ends at
/// `m = 1`. `(a[j], a[j+k]) <- (a[j] + a[j+k], S (a[j] - a[j+k]))`,
/// `S = table_inv[m + i]`; scaling by `1 / 2^(log n - skip)` as chosen.
/// Refuses (leaving `a` as it was) what [`ct_levels`] refuses, `skip > log n`
/// and, for `Scaling::Final`, a `q` where `2^levels` has no inverse.
pub fn gs_levels(a: &mut [u64], table_inv: &[u64], q: u64, skip: u32, scaling: Scaling) -> Result<(), RefError> {
    let n = a.len();
    let log_n = radix2_shape("the input", n, table_inv.len())?;
    check_levels("skip", skip, log_n)?;
    let levels = log_n - skip;
    // The final factor first, so a refused `q` leaves `a` untouched.
    let final_factor = match scaling {
        Scaling::Final if levels > 0 => Some(
            inv_mod(pow_mod(2, levels as u64, q), q).ok_or(RefError::NoInverse { value: 1u64 << levels, q })?,
        ),
        _ => None,
    };
    let mut m = n >> (skip + 1);
    let mut k = 1usize << skip;
    for _ in 0..levels {
        for i in 0..m {
            let s = table_inv[m + i];
            let first = 2 * i * k;
            for j in first..first + k {
                let u = a[j];
                let v = a[j + k];
                let x = add_mod(u, v, q);
                let y = mul_mod(s, sub_mod(u, v, q), q);
                match scaling {
                    Scaling::Merged => {
                        a[j] = half_mod(x, q);
                        a[j + k] = half_mod(y, q);
                    }
                    Scaling::Final => {
                        a[j] = x;
                        a[j + k] = y;
                    }
                }
            }
        }
        m /= 2;
        k *= 2;
    }
    if let Some(f) = final_factor {
        for x in a.iter_mut() {
            *x = mul_mod(*x, f, q);
        }
    }
    Ok(())
}

/// Full forward transform, no->bo; refuses an `a` of another length than the tables'.
pub fn forward(a: &mut [u64], t: &NttTables) -> Result<(), RefError> {
    check_len("the forward input", a.len(), t.n)?;
    ct_levels(a, &t.fwd, t.q, t.log_n)
}

/// Full inverse transform, bo->no, including `1/n`; refuses an `a` of
/// another length than the tables'.
pub fn inverse(a: &mut [u64], t: &NttTables, scaling: Scaling) -> Result<(), RefError> {
    check_len("the inverse input", a.len(), t.n)?;
    gs_levels(a, &t.inv, t.q, 0, scaling)
}

/// Hadamard product; refuses operands of different lengths.
pub fn pointwise(a: &[u64], b: &[u64], q: u64) -> Result<Vec<u64>, RefError> {
    check_len("the second operand", b.len(), a.len())?;
    Ok(a.iter().zip(b).map(|(&x, &y)| mul_mod(x, y, q)).collect())
}

/// forward(a) ⊙ forward(b), then inverse; refuses operands of another length
/// than the tables'.
pub fn polymul_with(a: &[u64], b: &[u64], t: &NttTables, scaling: Scaling) -> Result<Vec<u64>, RefError> {
    let mut fa = a.to_vec();
    let mut fb = b.to_vec();
    forward(&mut fa, t)?;
    forward(&mut fb, t)?;
    let mut c = pointwise(&fa, &fb, t.q)?;
    inverse(&mut c, t, scaling)?;
    Ok(c)
}

/// `a * b mod (x^n + 1, q)` through the merged negacyclic NTT (Shivdikar
/// eq. (2)); `None` when `q` does not admit it or lengths differ.
pub fn polymul_negacyclic(a: &[u64], b: &[u64], q: u64, scaling: Scaling) -> Option<Vec<u64>> {
    if a.len() != b.len() {
        return None;
    }
    let t = NttTables::negacyclic(q, a.len())?;
    polymul_with(a, b, &t, scaling).ok()
}

/// `a * b mod (x^n - 1, q)` through the cyclic NTT.
pub fn polymul_cyclic(a: &[u64], b: &[u64], q: u64, scaling: Scaling) -> Option<Vec<u64>> {
    if a.len() != b.len() {
        return None;
    }
    let t = NttTables::cyclic(q, a.len())?;
    polymul_with(a, b, &t, scaling).ok()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::arith::primes::ntt_primes;
    use crate::reference::schoolbook::{
        cyclic_schoolbook, negacyclic_coefficient, negacyclic_schoolbook,
    };
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    pub const SOLINAS: u64 = 18446744069414584321;

    pub fn rand_poly(rng: &mut ChaCha8Rng, n: usize, q: u64) -> Vec<u64> {
        (0..n).map(|_| rng.gen_range(0..q)).collect()
    }

    /// Primes used across the reference tests: ~30-bit, ~62-bit, 64-bit.
    pub fn test_primes(modulus: u64) -> Vec<u64> {
        let mut v = ntt_primes(30, 1, modulus);
        v.extend(ntt_primes(62, 1, modulus));
        v.extend(ntt_primes(64, 1, modulus));
        if SOLINAS % modulus == 1 {
            v.push(SOLINAS);
        }
        v
    }

    /// Evaluate `a` at `x` (Horner).
    fn eval(a: &[u64], x: u64, q: u64) -> u64 {
        a.iter()
            .rev()
            .fold(0, |acc, &c| add_mod(mul_mod(acc, x, q), c, q))
    }

    #[test]
    fn output_order_is_documented_evaluation_order() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for log_n in 1..=8u32 {
            let n = 1usize << log_n;
            for q in test_primes(2 * n as u64) {
                let a = rand_poly(&mut rng, n, q);
                let t = NttTables::negacyclic(q, n).unwrap();
                let mut fa = a.clone();
                forward(&mut fa, &t).unwrap();
                for j in 0..n {
                    let e = 2 * bit_reverse(j as u64, log_n) + 1;
                    assert_eq!(fa[j], eval(&a, pow_mod(t.root, e, q), q));
                }
                let tc = NttTables::cyclic(q, n).unwrap();
                let mut fc = a.clone();
                forward(&mut fc, &tc).unwrap();
                for j in 0..n {
                    let e = bit_reverse(j as u64, log_n);
                    assert_eq!(fc[j], eval(&a, pow_mod(tc.root, e, q), q));
                }
                // Cyclic root is psi^2 (shared generator).
                assert_eq!(tc.root, mul_mod(t.root, t.root, q));
            }
        }
    }

    #[test]
    fn negacyclic_matches_schoolbook() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        for log_n in 4..=11u32 {
            let n = 1usize << log_n;
            for q in test_primes(2 * n as u64) {
                let a = rand_poly(&mut rng, n, q);
                let b = rand_poly(&mut rng, n, q);
                let want = negacyclic_schoolbook(&a, &b, q).unwrap();
                let merged = polymul_negacyclic(&a, &b, q, Scaling::Merged).unwrap();
                let fin = polymul_negacyclic(&a, &b, q, Scaling::Final).unwrap();
                assert_eq!(merged, want, "n={n} q={q}");
                assert_eq!(fin, want, "n={n} q={q}");
            }
        }
    }

    #[test]
    fn cyclic_matches_schoolbook() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for log_n in 4..=11u32 {
            let n = 1usize << log_n;
            // Include primes ≡ 1 mod n but not mod 2n (omega without psi).
            let mut primes = test_primes(n as u64);
            let odd: Vec<u64> = ntt_primes(31, 40, n as u64)
                .into_iter()
                .filter(|p| p % (2 * n as u64) != 1)
                .take(1)
                .collect();
            primes.extend(odd);
            for q in primes {
                let a = rand_poly(&mut rng, n, q);
                let b = rand_poly(&mut rng, n, q);
                let want = cyclic_schoolbook(&a, &b, q).unwrap();
                assert_eq!(polymul_cyclic(&a, &b, q, Scaling::Merged).unwrap(), want);
                assert_eq!(polymul_cyclic(&a, &b, q, Scaling::Final).unwrap(), want);
            }
        }
    }

    #[test]
    fn large_sizes_roundtrip_and_spot_checks() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        for log_n in 12..=14u32 {
            let n = 1usize << log_n;
            for q in test_primes(2 * n as u64) {
                let a = rand_poly(&mut rng, n, q);
                let b = rand_poly(&mut rng, n, q);
                for conv in [Convolution::Negacyclic, Convolution::Cyclic] {
                    let t = NttTables::new(conv, q, n).unwrap();
                    let mut x = a.clone();
                    forward(&mut x, &t).unwrap();
                    inverse(&mut x, &t, Scaling::Merged).unwrap();
                    assert_eq!(x, a);
                    forward(&mut x, &t).unwrap();
                    inverse(&mut x, &t, Scaling::Final).unwrap();
                    assert_eq!(x, a);
                }
                let c = polymul_negacyclic(&a, &b, q, Scaling::Merged).unwrap();
                assert_eq!(c, polymul_negacyclic(&a, &b, q, Scaling::Final).unwrap());
                for _ in 0..8 {
                    let k = rng.gen_range(0..n);
                    assert_eq!(c[k], negacyclic_coefficient(&a, &b, k, q).unwrap());
                }
            }
        }
    }

    #[test]
    fn full_schoolbook_at_2_14() {
        // One full O(n^2) check at the largest size, on a 30-bit prime (fast
        // exact accumulation path).
        let n = 1usize << 14;
        let q = ntt_primes(30, 1, 2 * n as u64)[0];
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let a = rand_poly(&mut rng, n, q);
        let b = rand_poly(&mut rng, n, q);
        let want = negacyclic_schoolbook(&a, &b, q).unwrap();
        assert_eq!(
            polymul_negacyclic(&a, &b, q, Scaling::Merged).unwrap(),
            want
        );
    }

    #[test]
    fn linearity_and_bad_input() {
        let n = 64usize;
        let q = ntt_primes(62, 1, 2 * n as u64)[0];
        let t = NttTables::negacyclic(q, n).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(6);
        let a = rand_poly(&mut rng, n, q);
        let b = rand_poly(&mut rng, n, q);
        let s: Vec<u64> = a.iter().zip(&b).map(|(&x, &y)| add_mod(x, y, q)).collect();
        let (mut fa, mut fb, mut fs) = (a.clone(), b.clone(), s.clone());
        forward(&mut fa, &t).unwrap();
        forward(&mut fb, &t).unwrap();
        forward(&mut fs, &t).unwrap();
        for j in 0..n {
            assert_eq!(fs[j], add_mod(fa[j], fb[j], q));
        }
        assert!(NttTables::negacyclic(97, 64).is_none());
        assert!(NttTables::negacyclic(q, 48).is_none());
        assert!(NttTables::negacyclic(q, 1).is_none());
        assert!(polymul_negacyclic(&a, &b[..32], q, Scaling::Merged).is_none());
    }
}

//! O(n^2) products: the ground truth every fast path is compared with.

// Index loops mirror the papers' pseudocode line for line.
#![allow(clippy::needless_range_loop)]

use super::{check_len, RefError};
use crate::arith::roots::{add_mod, mul_mod, sub_mod};

/// `a * b mod (x^n + 1, q)`, `n = a.len() == b.len()`. Coefficients may be any
/// u64 (reduced on the fly). Uses exact u128 accumulation when `q < 2^32`
/// (products < 2^64, sums of at most 2^64 of them fit), else per-term `%`.
/// Refuses operands of different lengths.
pub fn negacyclic_schoolbook(a: &[u64], b: &[u64], q: u64) -> Result<Vec<u64>, RefError> {
    convolve(a, b, q, true)
}

/// `a * b mod (x^n - 1, q)`, `n = a.len() == b.len()`; refuses operands of
/// different lengths.
pub fn cyclic_schoolbook(a: &[u64], b: &[u64], q: u64) -> Result<Vec<u64>, RefError> {
    convolve(a, b, q, false)
}

/// Coefficient `k` of the negacyclic product alone (O(n)), for spot checks
/// at sizes where the full schoolbook is too slow. Refuses operands of
/// different lengths and `k >= n`.
pub fn negacyclic_coefficient(a: &[u64], b: &[u64], k: usize, q: u64) -> Result<u64, RefError> {
    check_len("the second operand", b.len(), a.len())?;
    let n = a.len();
    if k >= n {
        return Err(RefError::Index { what: "k", got: k, len: n });
    }
    let mut acc = 0u64;
    for i in 0..n {
        // x^i * x^j with i + j ≡ k: j = k - i, wrapping with a sign flip.
        if i <= k {
            acc = add_mod(acc, mul_mod(a[i], b[k - i], q), q);
        } else {
            acc = sub_mod(acc, mul_mod(a[i], b[n + k - i], q), q);
        }
    }
    Ok(acc)
}

/// Full product `a * b` (length `2n - 1`) without any reduction of x.
pub fn full_product(a: &[u64], b: &[u64], q: u64) -> Vec<u64> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut c = vec![0u64; a.len() + b.len() - 1];
    for (i, &ai) in a.iter().enumerate() {
        for (j, &bj) in b.iter().enumerate() {
            c[i + j] = add_mod(c[i + j], mul_mod(ai, bj, q), q);
        }
    }
    c
}

fn convolve(a: &[u64], b: &[u64], q: u64, negacyclic: bool) -> Result<Vec<u64>, RefError> {
    check_len("the second operand", b.len(), a.len())?;
    Ok(convolve_same(a, b, q, negacyclic))
}

/// [`convolve`] for operands of equal length.
fn convolve_same(a: &[u64], b: &[u64], q: u64, negacyclic: bool) -> Vec<u64> {
    let n = a.len();
    if q < (1 << 32) {
        // Exact: each product < 2^64, and n <= 2^32 terms per slot in practice.
        let a: Vec<u64> = a.iter().map(|&x| x % q).collect();
        let b: Vec<u64> = b.iter().map(|&x| x % q).collect();
        let mut pos = vec![0u128; n];
        let mut neg = vec![0u128; n];
        for i in 0..n {
            let ai = a[i];
            for j in 0..n {
                let p = (ai * b[j]) as u128;
                let k = i + j;
                if k < n {
                    pos[k] += p;
                } else if negacyclic {
                    neg[k - n] += p;
                } else {
                    pos[k - n] += p;
                }
            }
        }
        let q128 = q as u128;
        (0..n)
            .map(|k| ((pos[k] % q128 + q128 - neg[k] % q128) % q128) as u64)
            .collect()
    } else {
        let mut c = vec![0u64; n];
        for i in 0..n {
            for j in 0..n {
                let p = mul_mod(a[i], b[j], q);
                let k = i + j;
                if k < n {
                    c[k] = add_mod(c[k], p, q);
                } else if negacyclic {
                    c[k - n] = sub_mod(c[k - n], p, q);
                } else {
                    c[k - n] = add_mod(c[k - n], p, q);
                }
            }
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiny_cases() {
        // (1 + x)(1 + x) = 1 + 2x + x^2 ≡ 2x (mod x^2 + 1, 97) and 2 + 2x (mod x^2 - 1).
        assert_eq!(negacyclic_schoolbook(&[1, 1], &[1, 1], 97).unwrap(), vec![0, 2]);
        assert_eq!(cyclic_schoolbook(&[1, 1], &[1, 1], 97).unwrap(), vec![2, 2]);
        // x^3 * x = x^4 ≡ -1 mod x^4 + 1.
        assert_eq!(
            negacyclic_schoolbook(&[0, 0, 0, 1], &[0, 1, 0, 0], 97).unwrap(),
            vec![96, 0, 0, 0]
        );
        assert_eq!(full_product(&[1, 2], &[3, 4], 97), vec![3, 10, 8]);
    }

    #[test]
    fn both_accumulation_paths_agree() {
        // The exact-accumulation path (q < 2^32) and the per-term path
        // (q >= 2^32) both agree with the per-coefficient formula.
        let q = 4_294_967_291u64;
        let a: Vec<u64> = (0..64u64).map(|i| (i * 0x9E37_79B9 + 7) % q).collect();
        let b: Vec<u64> = (0..64u64).map(|i| (i * 0x85EB_CA6B + 3) % q).collect();
        let c = negacyclic_schoolbook(&a, &b, q).unwrap();
        for k in 0..64 {
            assert_eq!(c[k], negacyclic_coefficient(&a, &b, k, q).unwrap());
        }
        let big = 18_446_744_069_414_584_321u64;
        let c = negacyclic_schoolbook(&a, &b, big).unwrap();
        for k in 0..64 {
            assert_eq!(c[k], negacyclic_coefficient(&a, &b, k, big).unwrap());
        }
    }
}

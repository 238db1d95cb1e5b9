//! Truncated transforms (cuTraNTT §IV; Shivdikar Alg. 7-8): the forward CT
//! stops `t` levels early, the inverse GS skips its first `t` levels, and the
//! pointwise step multiplies small polynomials instead of scalars.
//!
//! Layout of the truncated forward output (`M = n / 2^t` groups of
//! `k = 2^t` coefficients): group `j` occupies `a[j*k .. (j+1)*k]`, holding
//! `a(x) mod (x^k - w_j)` in natural coefficient order (coefficient `l` at
//! `a[j*k + l]`). The group roots come from the CT structure: at the level
//! with `m` groups, group `i` is split by `S = table[m + i]` into child `2i`
//! (mod `x^len - S`) and child `2i + 1` (mod `x^len + S`). In closed form:
//!
//! * negacyclic: `w_j = psi^((n/M) · (2·br_{log M}(j) + 1))`;
//! * cyclic: `w_j = omega^((n/M) · br_{log M}(j))`.
//!
//! The inverse with `Scaling::Merged` halves at each of its `log n - t`
//! levels, which is exactly the scaling the CRT of the groups needs, so the
//! pointwise products are plain products mod `x^k - w_j`.

// Index loops mirror the papers' pseudocode line for line.
#![allow(clippy::needless_range_loop)]

use super::ntt::{ct_levels, gs_levels, Convolution, NttTables, Scaling};
use super::{check_len, check_levels, RefError};
use crate::arith::roots::{add_mod, inv_mod, mul_mod, neg_mod, sub_mod};

/// Group roots `w_j` (`j < n / 2^t`) of the truncated forward transform for
/// the given tables (see module docs). Empty when `t > log n`.
pub fn group_roots(tables: &NttTables, t: u32) -> Vec<u64> {
    let q = tables.q;
    if t > tables.log_n {
        return Vec::new();
    }
    let groups = tables.n >> t;
    if groups == 1 {
        // The whole ring: x^n - table[1]^2, i.e. x^n + 1 or x^n - 1.
        return vec![mul_mod(tables.fwd[1], tables.fwd[1], q)];
    }
    let parents = groups / 2;
    (0..groups)
        .map(|j| {
            let s = tables.fwd[parents + j / 2];
            if j % 2 == 0 {
                s
            } else {
                neg_mod(s, q)
            }
        })
        .collect()
}

/// Negacyclic group roots for `n` coefficients truncated by `t` levels over
/// `q`. Empty when `q` admits no negacyclic NTT of length `n` or `t > log n`.
pub fn truncated_group_roots(q: u64, n: u64, t: u32) -> Vec<u64> {
    match NttTables::negacyclic(q, n as usize) {
        Some(tab) => group_roots(&tab, t),
        None => Vec::new(),
    }
}

/// Cyclic counterpart of [`truncated_group_roots`].
pub fn truncated_cyclic_group_roots(q: u64, n: u64, t: u32) -> Vec<u64> {
    match NttTables::cyclic(q, n as usize) {
        Some(tab) => group_roots(&tab, t),
        None => Vec::new(),
    }
}

/// Forward CT without its last `t` levels; refuses an `a` of another length
/// than the tables' and `t > log n`.
pub fn truncated_forward(a: &mut [u64], tables: &NttTables, t: u32) -> Result<(), RefError> {
    check_len("the forward input", a.len(), tables.n)?;
    check_levels("t", t, tables.log_n)?;
    ct_levels(a, &tables.fwd, tables.q, tables.log_n - t)
}

/// Inverse GS without its first `t` levels; refuses an `a` of another length
/// than the tables' and `t > log n`.
pub fn truncated_inverse(a: &mut [u64], tables: &NttTables, t: u32, scaling: Scaling) -> Result<(), RefError> {
    check_len("the inverse input", a.len(), tables.n)?;
    check_levels("t", t, tables.log_n)?;
    gs_levels(a, &tables.inv, tables.q, t, scaling)
}

/// cuTraNTT Alg. 9: `a * b mod (x^k - w)` for `k = a.len() == b.len()`;
/// refuses operands of different lengths.
pub fn schoolbook_kxk(a: &[u64], b: &[u64], w: u64, q: u64) -> Result<Vec<u64>, RefError> {
    check_len("the second operand", b.len(), a.len())?;
    Ok(kxk(a, b, w, q))
}

/// [`schoolbook_kxk`] for operands whose lengths agree by construction
/// (fixed-size arrays, slices cut at the same bounds).
fn kxk(a: &[u64], b: &[u64], w: u64, q: u64) -> Vec<u64> {
    let k = a.len();
    let mut c = vec![0u64; 2 * k];
    for i in 0..k {
        for j in 0..k {
            c[i + j] = add_mod(c[i + j], mul_mod(a[i], b[j], q), q);
        }
    }
    for i in 0..k {
        c[i] = add_mod(c[i], mul_mod(w, c[k + i], q), q);
    }
    c.truncate(k);
    c
}

/// Group-wise product of two truncated transforms: group `j` (size `k`)
/// multiplied mod `x^k - roots[j]` with [`schoolbook_kxk`]. Refuses operands
/// of different lengths and a length that `roots` does not split into equal
/// groups.
pub fn pointwise_schoolbook(a: &[u64], b: &[u64], roots: &[u64], q: u64) -> Result<Vec<u64>, RefError> {
    check_len("the second operand", b.len(), a.len())?;
    if roots.is_empty() || !a.len().is_multiple_of(roots.len()) {
        return Err(RefError::Groups { len: a.len(), groups: roots.len() });
    }
    let k = a.len() / roots.len();
    let mut c = Vec::with_capacity(a.len());
    for (j, &w) in roots.iter().enumerate() {
        c.extend(kxk(
            &a[j * k..(j + 1) * k],
            &b[j * k..(j + 1) * k],
            w,
            q,
        ));
    }
    Ok(c)
}

/// Shivdikar Alg. 7: CT butterfly, Hadamard product and GS butterfly fused
/// into 4 products: `(a0 b0 + alpha2 a1 b1, a0 b1 + a1 b0)`, i.e. the
/// product mod `x^2 - alpha2`.
pub fn karatsuba_fused(a0: u64, a1: u64, b0: u64, b1: u64, alpha2: u64, q: u64) -> (u64, u64) {
    let prod1 = mul_mod(a0, b0, q);
    let prod2 = mul_mod(a1, b1, q);
    let sum1 = add_mod(a0, a1, q);
    let sum2 = add_mod(b0, b1, q);
    let prod3 = mul_mod(sum1, sum2, q);
    let prod4 = mul_mod(alpha2, prod2, q);
    let sum3 = add_mod(prod1, prod4, q);
    let sum4 = sub_mod(prod3, prod1, q);
    let sum5 = sub_mod(sum4, prod2, q);
    (sum3, sum5)
}

/// Shivdikar Alg. 8 lines 3-13 on two 1-level-truncated transforms: pair
/// `i` uses `z = v · table[N/4 + floor(i/2)]`, added for even `i` and
/// subtracted for odd `i` (so the pair's root is `±table[N/4 + i/2]`).
/// Refuses `n < 4` and operands of another length than the tables'.
pub fn pointwise_fused_karatsuba(a: &[u64], b: &[u64], tables: &NttTables) -> Result<Vec<u64>, RefError> {
    let n = tables.n;
    if n < 4 {
        return Err(RefError::TooShort { n, min: 4 });
    }
    check_len("the first operand", a.len(), n)?;
    check_len("the second operand", b.len(), n)?;
    let q = tables.q;
    let mut c = vec![0u64; n];
    for i in 0..n / 2 {
        let (a0, a1, b0, b1) = (a[2 * i], a[2 * i + 1], b[2 * i], b[2 * i + 1]);
        let u = mul_mod(a0, b0, q);
        let v = mul_mod(a1, b1, q);
        let w = mul_mod(add_mod(a0, a1, q), add_mod(b0, b1, q), q);
        let y = sub_mod(w, u, q);
        c[2 * i + 1] = sub_mod(y, v, q);
        let z = mul_mod(v, tables.fwd[n / 4 + i / 2], q);
        c[2 * i] = if i % 2 == 0 {
            add_mod(u, z, q)
        } else {
            sub_mod(u, z, q)
        };
    }
    Ok(c)
}

/// cuTraNTT Alg. 10: 16x16 product mod `x^16 - w` by Toom-Cook-4 with
/// points {∞, 2, 1, -1, 1/2, -1/2, 0} (the 1/2 points scaled by 8).
/// Interleaved split, as in the paper: chunk `i` is `a[4i..4i+4]`; Toom's
/// variable is `x` and the seven products are 4x4 polynomials in `y = x^4`
/// reduced mod `y^4 - w` (Alg. 9). Two typos of the printed algorithm are
/// corrected (checked against schoolbook): line 8 is `r4 = 8 r0 + 2 r2`
/// (the `8·A(1/2)` point; as in the Saber reference code), and the gather
/// loop of line 31 runs `j = 0..6` (seven products). `None` when 2, 3 or 5
/// is not invertible mod `q`; the fixed-size operands make any other length
/// a type error.
pub fn toom_cook4_16(a: &[u64; 16], b: &[u64; 16], w: u64, q: u64) -> Option<[u64; 16]> {
    let inv2 = inv_mod(2, q)?;
    let inv18 = inv_mod(18, q)?;
    let inv24 = inv_mod(24, q)?;
    let inv60 = inv_mod(60, q)?;
    let m = |c: u64, x: u64| mul_mod(c % q, x, q);
    let ad = |x: u64, y: u64| add_mod(x, y, q);
    let sb = |x: u64, y: u64| sub_mod(x, y, q);

    // Evaluation (lines 3-26): ew[p][i] for p = 1..7 (index 0 unused).
    let eval = |src: &[u64]| -> [[u64; 4]; 8] {
        let mut ew = [[0u64; 4]; 8];
        for i in 0..4 {
            let (r0, r1, r2, r3) = (src[4 * i], src[4 * i + 1], src[4 * i + 2], src[4 * i + 3]);
            let r4 = ad(r0, r2);
            let r5 = ad(r1, r3);
            ew[3][i] = ad(r4, r5); // A(1)
            ew[4][i] = sb(r4, r5); // A(-1)
            let r4 = ad(m(8, r0), m(2, r2));
            let r5 = ad(m(4, r1), r3);
            ew[5][i] = ad(r4, r5); // 8 A(1/2)
            ew[6][i] = sb(r4, r5); // 8 A(-1/2)
            ew[2][i] = ad(ad(m(8, r3), m(4, r2)), ad(m(2, r1), r0)); // A(2)
            ew[7][i] = r0; // A(0)
            ew[1][i] = r3; // A(∞)
        }
        ew
    };
    let aw = eval(a);
    let bw = eval(b);

    // Seven 4x4 products mod y^4 - w (lines 27-29).
    let mut wp = [[0u64; 4]; 8];
    for p in 1..=7 {
        let prod = kxk(&aw[p], &bw[p], w, q);
        wp[p].copy_from_slice(&prod);
    }

    // Interpolation (lines 30-53).
    let mut res = [0u64; 32];
    for i in 0..4 {
        let mut r = [0u64; 7];
        for j in 0..7 {
            r[j] = wp[j + 1][i];
        }
        let [r0, mut r1, mut r2, mut r3, mut r4, mut r5, r6] = r;
        r1 = ad(r1, r4);
        r5 = sb(r5, r4);
        r3 = m(inv2, sb(r3, r2));
        r4 = sb(sb(r4, r0), m(64, r6));
        r4 = ad(m(2, r4), r5);
        r2 = ad(r2, r3);
        r1 = sb(sb(r1, r2), m(64, r2));
        r2 = sb(sb(r2, r0), r6);
        r1 = ad(r1, m(45, r2));
        r4 = m(inv24, sb(r4, m(8, r2)));
        r5 = ad(r5, r1);
        r1 = m(inv18, ad(m(16, r3), r1));
        r3 = neg_mod(ad(r3, r1), q);
        r5 = sb(m(inv2, r1), m(inv60, r5));
        r2 = sb(r2, r4);
        r1 = sb(r1, r5);
        res[4 * i] = ad(res[4 * i], r6);
        res[4 * i + 1] = ad(res[4 * i + 1], r5);
        res[4 * i + 2] = ad(res[4 * i + 2], r4);
        res[4 * i + 3] = ad(res[4 * i + 3], r3);
        res[4 * i + 4] = ad(res[4 * i + 4], r2);
        res[4 * i + 5] = ad(res[4 * i + 5], r1);
        res[4 * i + 6] = ad(res[4 * i + 6], r0);
    }

    // Final reduction mod x^16 - w (lines 54-56).
    let mut out = [0u64; 16];
    for i in 0..16 {
        out[i] = ad(res[i], m(w, res[i + 16]));
    }
    Some(out)
}

/// Group-wise Toom-Cook-4 product of two 4-level-truncated transforms.
pub fn pointwise_toom_cook4(a: &[u64], b: &[u64], roots: &[u64], q: u64) -> Option<Vec<u64>> {
    if a.len() != b.len() || a.len() != 16 * roots.len() {
        return None;
    }
    // Whole chunks only: the length check above leaves no remainder.
    let (ga, gb) = (a.as_chunks::<16>().0, b.as_chunks::<16>().0);
    let mut c = Vec::with_capacity(a.len());
    for ((x, y), &w) in ga.iter().zip(gb).zip(roots) {
        c.extend_from_slice(&toom_cook4_16(x, y, w, q)?);
    }
    Some(c)
}

/// Truncated forward of both operands, group-wise schoolbook product,
/// truncated inverse: `a * b` in the tables' ring; refuses operands of
/// another length than the tables' and `t > log n`.
pub fn polymul_truncated_schoolbook_with(
    a: &[u64],
    b: &[u64],
    tables: &NttTables,
    t: u32,
    scaling: Scaling,
) -> Result<Vec<u64>, RefError> {
    let (mut fa, mut fb) = (a.to_vec(), b.to_vec());
    truncated_forward(&mut fa, tables, t)?;
    truncated_forward(&mut fb, tables, t)?;
    let roots = group_roots(tables, t);
    let mut c = pointwise_schoolbook(&fa, &fb, &roots, tables.q)?;
    truncated_inverse(&mut c, tables, t, scaling)?;
    Ok(c)
}

/// Shivdikar Alg. 8 (t = 1, fused Karatsuba); refuses `n < 4` and operands
/// of another length than the tables'.
pub fn polymul_fused_karatsuba_with(
    a: &[u64],
    b: &[u64],
    tables: &NttTables,
    scaling: Scaling,
) -> Result<Vec<u64>, RefError> {
    let (mut fa, mut fb) = (a.to_vec(), b.to_vec());
    truncated_forward(&mut fa, tables, 1)?;
    truncated_forward(&mut fb, tables, 1)?;
    let mut c = pointwise_fused_karatsuba(&fa, &fb, tables)?;
    truncated_inverse(&mut c, tables, 1, scaling)?;
    Ok(c)
}

/// cuTraNTT with t = 4 and Toom-Cook-4 16x16 products; refuses `n < 16`,
/// operands of another length than the tables' and a `q` where 2, 3 or 5
/// has no inverse.
pub fn polymul_toom_cook4_with(
    a: &[u64],
    b: &[u64],
    tables: &NttTables,
    scaling: Scaling,
) -> Result<Vec<u64>, RefError> {
    if tables.n < 16 {
        return Err(RefError::TooShort { n: tables.n, min: 16 });
    }
    let (mut fa, mut fb) = (a.to_vec(), b.to_vec());
    truncated_forward(&mut fa, tables, 4)?;
    truncated_forward(&mut fb, tables, 4)?;
    let roots = group_roots(tables, 4);
    // The forwards fixed the lengths, so only the inverses can be missing.
    let mut c = pointwise_toom_cook4(&fa, &fb, &roots, tables.q).ok_or(RefError::ToomCook { q: tables.q })?;
    truncated_inverse(&mut c, tables, 4, scaling)?;
    Ok(c)
}

fn tables_for(conv: Convolution, a: &[u64], b: &[u64], q: u64) -> Option<NttTables> {
    if a.len() != b.len() {
        return None;
    }
    NttTables::new(conv, q, a.len())
}

/// Negacyclic product via a `t`-level truncated NTT and schoolbook groups.
pub fn polymul_truncated_schoolbook(
    a: &[u64],
    b: &[u64],
    q: u64,
    t: u32,
    scaling: Scaling,
) -> Option<Vec<u64>> {
    let tab = tables_for(Convolution::Negacyclic, a, b, q)?;
    polymul_truncated_schoolbook_with(a, b, &tab, t, scaling).ok()
}

/// Cyclic product via a `t`-level truncated cyclic NTT.
pub fn polymul_truncated_cyclic_schoolbook(
    a: &[u64],
    b: &[u64],
    q: u64,
    t: u32,
    scaling: Scaling,
) -> Option<Vec<u64>> {
    let tab = tables_for(Convolution::Cyclic, a, b, q)?;
    polymul_truncated_schoolbook_with(a, b, &tab, t, scaling).ok()
}

/// Negacyclic product via Shivdikar's fused Karatsuba (Alg. 8).
pub fn polymul_fused_karatsuba(a: &[u64], b: &[u64], q: u64, scaling: Scaling) -> Option<Vec<u64>> {
    let tab = tables_for(Convolution::Negacyclic, a, b, q)?;
    polymul_fused_karatsuba_with(a, b, &tab, scaling).ok()
}

/// Negacyclic product via cuTraNTT truncation by 4 and Toom-Cook-4.
pub fn polymul_toom_cook4(a: &[u64], b: &[u64], q: u64, scaling: Scaling) -> Option<Vec<u64>> {
    let tab = tables_for(Convolution::Negacyclic, a, b, q)?;
    polymul_toom_cook4_with(a, b, &tab, scaling).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::primes::ntt_primes;
    use crate::arith::roots::{bit_reverse, pow_mod};
    use crate::reference::ntt::tests::{rand_poly, test_primes};
    use crate::reference::ntt::{forward, polymul_negacyclic};
    use crate::reference::schoolbook::{cyclic_schoolbook, full_product, negacyclic_schoolbook};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn group_roots_closed_form_and_residues() {
        let mut rng = ChaCha8Rng::seed_from_u64(10);
        for log_n in 1..=8u32 {
            let n = 1usize << log_n;
            for q in test_primes(2 * n as u64) {
                let a = rand_poly(&mut rng, n, q);
                for conv in [Convolution::Negacyclic, Convolution::Cyclic] {
                    let tab = NttTables::new(conv, q, n).unwrap();
                    for t in 0..=log_n {
                        let groups = n >> t;
                        let k = 1usize << t;
                        let roots = group_roots(&tab, t);
                        assert_eq!(roots.len(), groups);
                        let log_m = groups.trailing_zeros();
                        for (j, &w) in roots.iter().enumerate() {
                            let brj = bit_reverse(j as u64, log_m);
                            let e = match conv {
                                Convolution::Negacyclic => (n / groups) as u64 * (2 * brj + 1),
                                Convolution::Cyclic => (n / groups) as u64 * brj,
                            };
                            assert_eq!(
                                w,
                                pow_mod(tab.root, e, q),
                                "conv={conv:?} n={n} t={t} j={j}"
                            );
                        }
                        // Each group really is a mod (x^k - w_j).
                        let mut fa = a.clone();
                        truncated_forward(&mut fa, &tab, t).unwrap();
                        for (j, &w) in roots.iter().enumerate() {
                            let mut r = vec![0u64; k];
                            // x^(l + s k) ≡ w^s x^l.
                            for (idx, &c) in a.iter().enumerate() {
                                let (s, l) = (idx / k, idx % k);
                                r[l] = add_mod(r[l], mul_mod(c, pow_mod(w, s as u64, q), q), q);
                            }
                            assert_eq!(&fa[j * k..(j + 1) * k], &r[..]);
                        }
                    }
                }
                if n >= 2 {
                    assert_eq!(truncated_group_roots(q, n as u64, 0).len(), n);
                }
            }
        }
        assert!(truncated_group_roots(97, 64, 1).is_empty());
        let q = ntt_primes(30, 1, 64)[0];
        assert!(truncated_group_roots(q, 32, 6).is_empty());
        assert_eq!(truncated_group_roots(q, 32, 5), vec![q - 1]);
        assert_eq!(truncated_cyclic_group_roots(q, 32, 5), vec![1]);
    }

    #[test]
    fn t0_is_the_full_transform() {
        let n = 256usize;
        let q = ntt_primes(62, 1, 2 * n as u64)[0];
        let tab = NttTables::negacyclic(q, n).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let a = rand_poly(&mut rng, n, q);
        let (mut x, mut y) = (a.clone(), a.clone());
        forward(&mut x, &tab).unwrap();
        truncated_forward(&mut y, &tab, 0).unwrap();
        assert_eq!(x, y);
    }

    #[test]
    fn kxk_and_fused_karatsuba_kernels() {
        let mut rng = ChaCha8Rng::seed_from_u64(12);
        for q in test_primes(1 << 16) {
            for k in [1usize, 2, 4, 8, 16] {
                let a = rand_poly(&mut rng, k, q);
                let b = rand_poly(&mut rng, k, q);
                let w = rng.gen_range(0..q);
                let full = full_product(&a, &b, q);
                let mut want = full[..k].to_vec();
                for i in k..full.len() {
                    want[i - k] = add_mod(want[i - k], mul_mod(w, full[i], q), q);
                }
                assert_eq!(schoolbook_kxk(&a, &b, w, q).unwrap(), want);
                if k == 2 {
                    let (c0, c1) = karatsuba_fused(a[0], a[1], b[0], b[1], w, q);
                    assert_eq!(vec![c0, c1], want);
                }
                if k == 16 {
                    assert_eq!(toom_cook4_16(&a[..].try_into().unwrap(), &b[..].try_into().unwrap(), w, q).unwrap().to_vec(), want);
                }
            }
        }
    }

    #[test]
    fn toom_cook_many_random() {
        let mut rng = ChaCha8Rng::seed_from_u64(13);
        for q in [
            7681u64,
            12289,
            998244353,
            ntt_primes(62, 1, 1 << 10)[0],
            18446744069414584321,
        ] {
            for _ in 0..200 {
                let a = rand_poly(&mut rng, 16, q);
                let b = rand_poly(&mut rng, 16, q);
                let w = rng.gen_range(0..q);
                assert_eq!(
                    toom_cook4_16(&a[..].try_into().unwrap(), &b[..].try_into().unwrap(), w, q).unwrap().to_vec(),
                    schoolbook_kxk(&a, &b, w, q).unwrap()
                );
            }
        }
        assert!(toom_cook4_16(&[0; 16], &[0; 16], 1, 5).is_none());
    }

    #[test]
    fn fused_karatsuba_roots_match_generic_roots() {
        for log_n in 2..=10u32 {
            let n = 1usize << log_n;
            for q in test_primes(2 * n as u64) {
                let tab = NttTables::negacyclic(q, n).unwrap();
                let roots = group_roots(&tab, 1);
                for i in 0..n / 2 {
                    let s = tab.fwd[n / 4 + i / 2];
                    let w = if i % 2 == 0 { s } else { q - s };
                    assert_eq!(roots[i], w);
                }
            }
        }
    }

    #[test]
    fn truncated_paths_match_schoolbook() {
        let mut rng = ChaCha8Rng::seed_from_u64(14);
        for log_n in 4..=11u32 {
            let n = 1usize << log_n;
            for q in test_primes(2 * n as u64) {
                let a = rand_poly(&mut rng, n, q);
                let b = rand_poly(&mut rng, n, q);
                let want = negacyclic_schoolbook(&a, &b, q).unwrap();
                let want_cyc = cyclic_schoolbook(&a, &b, q).unwrap();
                for scaling in [Scaling::Merged, Scaling::Final] {
                    assert_eq!(
                        polymul_fused_karatsuba(&a, &b, q, scaling).unwrap(),
                        want,
                        "n={n} q={q}"
                    );
                    assert_eq!(
                        polymul_toom_cook4(&a, &b, q, scaling).unwrap(),
                        want,
                        "n={n} q={q}"
                    );
                    for t in [0u32, 1, 2, 3, 4, log_n / 2, log_n] {
                        assert_eq!(
                            polymul_truncated_schoolbook(&a, &b, q, t, scaling).unwrap(),
                            want,
                            "n={n} q={q} t={t}"
                        );
                    }
                    for t in [0u32, 1, 4] {
                        assert_eq!(
                            polymul_truncated_cyclic_schoolbook(&a, &b, q, t, scaling).unwrap(),
                            want_cyc
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn truncated_paths_large_sizes_agree_with_full_ntt() {
        let mut rng = ChaCha8Rng::seed_from_u64(15);
        for log_n in 12..=14u32 {
            let n = 1usize << log_n;
            for q in test_primes(2 * n as u64) {
                let a = rand_poly(&mut rng, n, q);
                let b = rand_poly(&mut rng, n, q);
                let want = polymul_negacyclic(&a, &b, q, Scaling::Merged).unwrap();
                assert_eq!(
                    polymul_fused_karatsuba(&a, &b, q, Scaling::Merged).unwrap(),
                    want
                );
                assert_eq!(polymul_toom_cook4(&a, &b, q, Scaling::Final).unwrap(), want);
                assert_eq!(
                    polymul_truncated_schoolbook(&a, &b, q, 3, Scaling::Merged).unwrap(),
                    want
                );
                // Truncated inverse undoes truncated forward.
                let tab = NttTables::negacyclic(q, n).unwrap();
                let mut x = a.clone();
                truncated_forward(&mut x, &tab, 4).unwrap();
                truncated_inverse(&mut x, &tab, 4, Scaling::Merged).unwrap();
                assert_eq!(x, a);
            }
        }
    }
}

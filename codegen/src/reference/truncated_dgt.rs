//! Truncated DGT: the DGT's forward (fold, twist, CT over `K = N/2`
//! Gaussians) stops `t` levels early, its inverse skips its first `t`
//! levels, and the pointwise step multiplies small polynomials over `Z_p[i]`
//! (cuTraNTT's truncation, §IV, applied to Alves et al.'s transform).
//!
//! Layout of the truncated forward output (`M = K / 2^t` groups of
//! `k = 2^t` Gaussians): group `j` occupies `x[j*k .. (j+1)*k]` and holds
//! `x'(y) mod (y^k - w_j)` in natural coefficient order, where `x'` is the
//! folded and twisted polynomial (`x'_j = h^j (a_j + i·a_{j+N/2})`), and
//! `w_j` comes from the CT structure exactly as for the cyclic NTT: at the
//! level with `m` groups, group `i` is split by `S = fwd[m + i]` into child
//! `2i` (mod `y^len - S`) and child `2i + 1` (mod `y^len + S`). In closed
//! form `w_j = g^((K/M)·br_{log M}(j))`.
//!
//! Every product mod `y^k - w_j` is a product in `Z_p[i][y]/(y^k - w_j)`,
//! a commutative ring, so schoolbook, Karatsuba and Toom-Cook (which needs
//! 2, 3 and 5 invertible, true for every admissible `p > 5`) apply as over
//! `Z_p`. The inverse with `Scaling::Merged` halves at each of its
//! `log K - t` levels: the CRT's scaling, as in `truncated`.

// Index loops mirror the papers' pseudocode line for line.
#![allow(clippy::needless_range_loop)]

use super::dgt::{fold, unfold, DgtTables};
use super::ntt::Scaling;
use super::{check_len, check_levels, radix2_shape, RefError};
use crate::arith::gaussian::Gauss;
use crate::arith::roots::inv_mod;

/// Gaussian CT no->bo over the first `levels` levels; `table[m + i]` per
/// group. Refuses (leaving `x` as it was) a length that is not a power of
/// two, a table shorter than `x` and `levels > log K`.
pub fn gauss_ct_levels(x: &mut [Gauss], table: &[Gauss], p: u64, levels: u32) -> Result<(), RefError> {
    let k_len = x.len();
    check_levels("levels", levels, radix2_shape("the Gaussian input", k_len, table.len())?)?;
    let (mut m, mut k) = (1usize, k_len / 2);
    for _ in 0..levels {
        for i in 0..m {
            let s = table[m + i];
            let first = 2 * i * k;
            for j in first..first + k {
                let (u, v) = (x[j], x[j + k].mul(s, p));
                x[j] = u.add(v, p);
                x[j + k] = u.sub(v, p);
            }
        }
        m *= 2;
        k /= 2;
    }
    Ok(())
}

/// Gaussian GS bo->no skipping the first `skip` levels, with the
/// `1 / 2^(log K - skip)` scaling as chosen. Refuses (leaving `x` as it was)
/// what [`gauss_ct_levels`] refuses, `skip > log K` and, for
/// `Scaling::Final`, a `p` where `2^levels` has no inverse.
pub fn gauss_gs_levels(x: &mut [Gauss], table_inv: &[Gauss], p: u64, skip: u32, scaling: Scaling) -> Result<(), RefError> {
    let k_len = x.len();
    let log_k = radix2_shape("the Gaussian input", k_len, table_inv.len())?;
    check_levels("skip", skip, log_k)?;
    let levels = log_k - skip;
    // The final factor first, so a refused `p` leaves `x` untouched.
    let final_factor = match scaling {
        Scaling::Final if levels > 0 => {
            Some(inv_mod((1u64 << levels) % p, p).ok_or(RefError::NoInverse { value: 1u64 << levels, q: p })?)
        }
        _ => None,
    };
    let (mut m, mut k) = (k_len >> (skip + 1), 1usize << skip);
    for _ in 0..levels {
        for i in 0..m {
            let s = table_inv[m + i];
            let first = 2 * i * k;
            for j in first..first + k {
                let (u, v) = (x[j], x[j + k]);
                let (a, b) = (u.add(v, p), u.sub(v, p).mul(s, p));
                (x[j], x[j + k]) = match scaling {
                    Scaling::Merged => (a.half(p), b.half(p)),
                    Scaling::Final => (a, b),
                };
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

/// Group roots `w_j` (`j < K / 2^t`) read off the forward table's CT
/// structure (module docs); `None` when `t > log K`.
pub fn dgt_group_roots(tables: &DgtTables, t: u32) -> Option<Vec<Gauss>> {
    let k_len = tables.n / 2;
    let groups = k_len.checked_shr(t).filter(|&g| g >= 1 && g << t == k_len)?;
    let p = tables.p;
    if groups == 1 {
        // The whole ring after the twist: y^K - fwd[1]^2 = y^K - 1 (a
        // one-point transform has no fwd[1]: y - 1).
        return Some(vec![tables.fwd.get(1).map_or(Gauss::real(1, p), |&s| s.mul(s, p))]);
    }
    let parents = groups / 2;
    Some((0..groups).map(|j| if j % 2 == 0 { tables.fwd[parents + j / 2] } else { tables.fwd[parents + j / 2].neg(p) }).collect())
}

/// fold, twist, forward CT without its last `t` levels; refuses an `a` of
/// another length than the tables' and `t > log K`.
pub fn truncated_dgt_forward(a: &[u64], tables: &DgtTables, t: u32) -> Result<Vec<Gauss>, RefError> {
    check_len("the DGT input", a.len(), tables.n)?;
    let p = tables.p;
    let mut x: Vec<Gauss> = fold(a, p).into_iter().zip(&tables.twist).map(|(v, &h)| v.mul(h, p)).collect();
    let levels = x.len().trailing_zeros();
    check_levels("t", t, levels)?;
    gauss_ct_levels(&mut x, &tables.fwd, p, levels - t)?;
    Ok(x)
}

/// Inverse GS without its first `t` levels, untwist, unfold; refuses an `x`
/// of another length than `N/2` and `t > log K`.
pub fn truncated_dgt_inverse(x: &[Gauss], tables: &DgtTables, t: u32, scaling: Scaling) -> Result<Vec<u64>, RefError> {
    check_len("the inverse DGT input", x.len(), tables.n / 2)?;
    let p = tables.p;
    let mut y = x.to_vec();
    gauss_gs_levels(&mut y, &tables.inv, p, t, scaling)?;
    for (v, &hi) in y.iter_mut().zip(&tables.untwist) {
        *v = v.mul(hi, p);
    }
    Ok(unfold(&y))
}

/// `a * b mod (y^k - w)` over `Z_p[i]`, `k = a.len() == b.len()`; refuses
/// operands of different lengths.
pub fn gauss_schoolbook_kxk(a: &[Gauss], b: &[Gauss], w: Gauss, p: u64) -> Result<Vec<Gauss>, RefError> {
    check_len("the second operand", b.len(), a.len())?;
    Ok(gauss_kxk(a, b, w, p))
}

/// [`gauss_schoolbook_kxk`] for operands cut at the same bounds.
fn gauss_kxk(a: &[Gauss], b: &[Gauss], w: Gauss, p: u64) -> Vec<Gauss> {
    let k = a.len();
    let mut c = vec![Gauss::ZERO; 2 * k];
    for i in 0..k {
        for j in 0..k {
            c[i + j] = c[i + j].add(a[i].mul(b[j], p), p);
        }
    }
    for i in 0..k {
        c[i] = c[i].add(w.mul(c[k + i], p), p);
    }
    c.truncate(k);
    c
}

/// Group-wise product of two truncated DGT outputs: group `j` (size `k`)
/// multiplied mod `y^k - roots[j]`. Refuses operands of different lengths
/// and a length that `roots` does not split into equal groups.
pub fn gauss_pointwise_schoolbook(a: &[Gauss], b: &[Gauss], roots: &[Gauss], p: u64) -> Result<Vec<Gauss>, RefError> {
    check_len("the second operand", b.len(), a.len())?;
    if roots.is_empty() || !a.len().is_multiple_of(roots.len()) {
        return Err(RefError::Groups { len: a.len(), groups: roots.len() });
    }
    let k = a.len() / roots.len();
    let mut c = Vec::with_capacity(a.len());
    for (j, &w) in roots.iter().enumerate() {
        c.extend(gauss_kxk(&a[j * k..(j + 1) * k], &b[j * k..(j + 1) * k], w, p));
    }
    Ok(c)
}

/// Truncated DGT of both operands, group-wise schoolbook over `Z_p[i]`,
/// truncated inverse: `a * b mod (x^N + 1, p)`; refuses operands of another
/// length than the tables' and `t > log2(N/2)`.
pub fn polymul_truncated_dgt_with(a: &[u64], b: &[u64], tables: &DgtTables, t: u32, scaling: Scaling) -> Result<Vec<u64>, RefError> {
    let fa = truncated_dgt_forward(a, tables, t)?;
    let fb = truncated_dgt_forward(b, tables, t)?;
    // `t > log K`, the one case without roots, is refused by the forward above.
    let max = (tables.n / 2).trailing_zeros();
    let roots = dgt_group_roots(tables, t).ok_or(RefError::Levels { what: "t", got: t, max })?;
    truncated_dgt_inverse(&gauss_pointwise_schoolbook(&fa, &fb, &roots, tables.p)?, tables, t, scaling)
}

/// Negacyclic product through a DGT truncated by `t` levels; `None` when the
/// lengths differ, `p` admits no DGT of this length or `t > log2(N/2)`.
pub fn polymul_truncated_dgt(a: &[u64], b: &[u64], p: u64, t: u32, scaling: Scaling) -> Option<Vec<u64>> {
    if a.len() != b.len() {
        return None;
    }
    let tables = DgtTables::new(p, a.len())?;
    polymul_truncated_dgt_with(a, b, &tables, t, scaling).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::primes::ntt_primes;
    use crate::arith::roots::bit_reverse;
    use crate::reference::dgt::dgt_forward;
    use crate::reference::ntt::tests::rand_poly;
    use crate::reference::schoolbook::negacyclic_schoolbook;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// DGT primes: 1 mod 4 (30, 62 bits, Solinas) and 3 mod 4 (2^31 - 1, 2^61 - 1).
    fn primes(n: usize) -> Vec<u64> {
        let mut v = ntt_primes(30, 1, 2 * n as u64);
        v.extend(ntt_primes(62, 1, 2 * n as u64));
        v.extend([18446744069414584321, 2147483647, 2305843009213693951]);
        v.retain(|&p| DgtTables::new(p, n).is_some());
        assert!(v.iter().any(|p| p % 4 == 3), "n={n}: no p ≡ 3 mod 4");
        v
    }

    /// Each group is the twisted fold reduced mod (y^k - w_j), computed
    /// directly in O(n^2), and w_j has the closed form g^((K/M) br(j)).
    #[test]
    fn groups_are_residues_at_the_closed_form_roots() {
        let mut rng = ChaCha8Rng::seed_from_u64(30);
        for log_n in 1..=8u32 {
            let n = 1usize << log_n;
            let log_k = log_n - 1;
            for p in primes(n) {
                let tab = DgtTables::new(p, n).unwrap();
                let a = rand_poly(&mut rng, n, p);
                let twisted: Vec<Gauss> = fold(&a, p).iter().zip(&tab.twist).map(|(v, &h)| v.mul(h, p)).collect();
                for t in 0..=log_k {
                    let (groups, k) = ((n / 2) >> t, 1usize << t);
                    let roots = dgt_group_roots(&tab, t).unwrap();
                    assert_eq!(roots.len(), groups);
                    for (j, &w) in roots.iter().enumerate() {
                        let e = (n / 2 / groups) as u128 * bit_reverse(j as u64, groups.trailing_zeros()) as u128;
                        assert_eq!(w, tab.roots.g.pow(e, p), "n={n} p={p} t={t} j={j}");
                    }
                    let x = truncated_dgt_forward(&a, &tab, t).unwrap();
                    for (j, &w) in roots.iter().enumerate() {
                        // y^(l + s k) ≡ w^s y^l.
                        let mut r = vec![Gauss::ZERO; k];
                        for (idx, &c) in twisted.iter().enumerate() {
                            r[idx % k] = r[idx % k].add(c.mul(w.pow((idx / k) as u128, p), p), p);
                        }
                        assert_eq!(&x[j * k..(j + 1) * k], &r[..], "n={n} p={p} t={t} group {j}");
                    }
                    for s in [Scaling::Merged, Scaling::Final] {
                        assert_eq!(truncated_dgt_inverse(&x, &tab, t, s).unwrap(), a, "round trip n={n} p={p} t={t}");
                    }
                }
                assert_eq!(truncated_dgt_forward(&a, &tab, 0).unwrap(), dgt_forward(&a, &tab).unwrap());
                assert!(dgt_group_roots(&tab, log_k + 1).is_none());
            }
        }
    }

    #[test]
    fn truncated_dgt_products_match_schoolbook() {
        let mut rng = ChaCha8Rng::seed_from_u64(31);
        for log_n in 2..=10u32 {
            let n = 1usize << log_n;
            for p in primes(n) {
                let a = rand_poly(&mut rng, n, p);
                let b = rand_poly(&mut rng, n, p);
                let want = negacyclic_schoolbook(&a, &b, p).unwrap();
                for t in 0..log_n {
                    for s in [Scaling::Merged, Scaling::Final] {
                        assert_eq!(polymul_truncated_dgt(&a, &b, p, t, s).unwrap(), want, "n={n} p={p} t={t}");
                    }
                }
                assert!(polymul_truncated_dgt(&a, &b, p, log_n, Scaling::Merged).is_none());
            }
        }
    }
}

//! Gaussian integers mod p, `Z_p[i] = Z_p[x]/(x^2 + 1)`, and the roots the
//! DGT needs (Alves et al. §2.4, §3.1, App. C; Coala §II-B).
//!
//! `Z_p[i]` is the field GF(p^2) when `p ≡ 3 mod 4` (cyclic unit group of
//! order `p^2 - 1`) and the ring `Z_p × Z_p` when `p ≡ 1 mod 4` (unit group of
//! exponent `p - 1`). The root search below treats both cases with one
//! method: raise small candidates to `M / 2N`, `M` the group exponent, so
//! no factorisation of p into Gaussian primes (Alves App. C) is needed.
//!
//! # Root convention (the whole project depends on it)
//!
//! For a DGT of `N` coefficients (a length-`N/2` transform of Gaussians),
//! `h = root_of_i(p, N)` is `z^(M / 2N)` for the first candidate
//! `z = a + b·i` (`a >= 0`, `b >= 1`, ordered by `a + b` ascending, then `a`
//! ascending: `i, 2i, 1+i, 3i, 1+2i, 2+i, ...`) for which `h^(N/2) == i`.
//! Such `h` has multiplicative order exactly `2N`; `g = h^4` is then a
//! primitive `(N/2)`-th root of unity, the twiddle generator of the cyclic
//! transform.

use super::primes::is_prime;
use super::roots::{add_mod, half_mod, inv_mod, mul_mod, neg_mod, sub_mod};

/// `re + im·i` with both parts in `[0, p)`; `p` is passed to each operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Gauss {
    pub re: u64,
    pub im: u64,
}

impl Gauss {
    pub const ZERO: Gauss = Gauss { re: 0, im: 0 };
    pub const ONE: Gauss = Gauss { re: 1, im: 0 };
    pub const I: Gauss = Gauss { re: 0, im: 1 };

    pub const fn new(re: u64, im: u64) -> Self {
        Gauss { re, im }
    }

    /// The real element `x mod p`.
    pub fn real(x: u64, p: u64) -> Self {
        Gauss { re: x % p, im: 0 }
    }

    pub fn add(self, o: Gauss, p: u64) -> Gauss {
        Gauss::new(add_mod(self.re, o.re, p), add_mod(self.im, o.im, p))
    }

    pub fn sub(self, o: Gauss, p: u64) -> Gauss {
        Gauss::new(sub_mod(self.re, o.re, p), sub_mod(self.im, o.im, p))
    }

    pub fn neg(self, p: u64) -> Gauss {
        Gauss::new(neg_mod(self.re, p), neg_mod(self.im, p))
    }

    pub fn conj(self, p: u64) -> Gauss {
        Gauss::new(self.re % p, neg_mod(self.im, p))
    }

    /// Textbook 4-multiplication product: `(a+bi)(c+di) = (ac-bd) + (ad+bc)i`.
    pub fn mul(self, o: Gauss, p: u64) -> Gauss {
        let re = sub_mod(mul_mod(self.re, o.re, p), mul_mod(self.im, o.im, p), p);
        let im = add_mod(mul_mod(self.re, o.im, p), mul_mod(self.im, o.re, p), p);
        Gauss::new(re, im)
    }

    /// Multiply both parts by the scalar `s`.
    pub fn scale(self, s: u64, p: u64) -> Gauss {
        Gauss::new(mul_mod(self.re, s, p), mul_mod(self.im, s, p))
    }

    /// Both parts halved mod the odd `p`, branch-free as on the GPU.
    pub fn half(self, p: u64) -> Gauss {
        Gauss::new(half_mod(self.re % p, p), half_mod(self.im % p, p))
    }

    /// `self^e`; the exponent is u128 because GF(p^2) has order up to 2^128.
    pub fn pow(self, mut e: u128, p: u64) -> Gauss {
        let mut base = Gauss::new(self.re % p, self.im % p);
        let mut acc = Gauss::real(1, p);
        while e > 0 {
            if e & 1 == 1 {
                acc = acc.mul(base, p);
            }
            base = base.mul(base, p);
            e >>= 1;
        }
        acc
    }

    /// Norm `re^2 + im^2 mod p` (the element times its conjugate).
    pub fn norm(self, p: u64) -> u64 {
        add_mod(
            mul_mod(self.re, self.re, p),
            mul_mod(self.im, self.im, p),
            p,
        )
    }

    /// `conj / norm`; `None` for zero and, when `p ≡ 1 mod 4`, for the zero
    /// divisors (norm 0).
    pub fn inv(self, p: u64) -> Option<Gauss> {
        let n_inv = inv_mod(self.norm(p), p)?;
        Some(self.conj(p).scale(n_inv, p))
    }

    pub fn is_zero(self) -> bool {
        self.re == 0 && self.im == 0
    }
}

/// Exponent of the unit group of `Z_p[i]` for an odd prime `p`: `p - 1` for
/// `p ≡ 1 mod 4`, `p^2 - 1` for `p ≡ 3 mod 4`.
pub fn unit_group_exponent(p: u64) -> u128 {
    if p % 4 == 1 {
        (p - 1) as u128
    } else {
        (p as u128) * (p as u128) - 1
    }
}

/// Whether a DGT of `n` coefficients over `p` exists, i.e. an element of
/// order `2n` whose `(n/2)`-th power is `i`. For a prime `p ≡ 1 mod 4` that
/// is `2n | p - 1`; for `p ≡ 3 mod 4` it is `2n | p^2 - 1`. Never panics.
pub fn dgt_admissible(p: u64, n: u64) -> bool {
    root_of_i(p, n).is_some()
}

/// Cheap necessary-and-sufficient arithmetic condition behind
/// [`dgt_admissible`], without the search.
fn dgt_group_condition(p: u64, n: u64) -> bool {
    if p < 3 || p.is_multiple_of(2) || n < 2 || !n.is_power_of_two() || !is_prime(p) {
        return false;
    }
    let two_n = match (n as u128).checked_mul(2) {
        Some(v) => v,
        None => return false,
    };
    unit_group_exponent(p).is_multiple_of(two_n)
}

/// Candidate cap for the root search; with admissible parameters about one
/// candidate in four succeeds, so this is never reached in practice.
const ROOT_SEARCH_LIMIT: usize = 1 << 16;

/// `h` with `h^(n/2) == i` (so `h` has order exactly `2n`), for a DGT of `n`
/// coefficients; deterministic choice described in the module docs. `None`
/// when `p` is not an odd prime, `n` is not a power of two `>= 2`, or no such
/// root exists.
pub fn root_of_i(p: u64, n: u64) -> Option<Gauss> {
    if !dgt_group_condition(p, n) {
        return None;
    }
    let e = unit_group_exponent(p) / (2 * n as u128);
    let half_n = (n / 2) as u128;
    let mut tried = 0usize;
    let mut d: u64 = 1;
    loop {
        for a in 0..d {
            let b = d - a;
            if a >= p || b >= p {
                return None;
            }
            let z = Gauss::new(a, b);
            let h = z.pow(e, p);
            if h.pow(half_n, p) == Gauss::I {
                return Some(h);
            }
            tried += 1;
            if tried >= ROOT_SEARCH_LIMIT {
                return None;
            }
        }
        d += 1;
    }
}

/// The DGT root pair for `n` coefficients: `h` (twist, root of i of order
/// `2n`) and `g = h^4` (primitive `(n/2)`-th root of unity).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DgtRoots {
    pub h: Gauss,
    pub g: Gauss,
}

/// [`root_of_i`] plus `g = h^4`.
pub fn dgt_roots(p: u64, n: u64) -> Option<DgtRoots> {
    let h = root_of_i(p, n)?;
    Some(DgtRoots { h, g: h.pow(4, p) })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exact multiplicative order of a unit whose order is a power of two.
    fn pow2_order(x: Gauss, p: u64) -> u128 {
        let mut y = x;
        let mut ord = 1u128;
        while y != Gauss::ONE {
            y = y.mul(y, p);
            ord *= 2;
            assert!(ord <= 1 << 70, "not a power-of-two order");
        }
        ord
    }

    #[test]
    fn field_ops() {
        for &p in &[
            7u64,
            13,
            2147483647,
            18446744069414584321,
            4611686018426732543,
        ] {
            let x = Gauss::new(3 % p, 5 % p);
            let y = Gauss::new(p - 2, 11 % p);
            assert_eq!(x.mul(y, p), y.mul(x, p));
            assert_eq!(x.add(y, p).sub(y, p), x);
            assert_eq!(x.add(x.neg(p), p), Gauss::ZERO);
            assert_eq!(Gauss::I.mul(Gauss::I, p), Gauss::real(p - 1, p));
            let h = x.half(p);
            assert_eq!(h.add(h, p), x);
            if let Some(xi) = x.inv(p) {
                assert_eq!(x.mul(xi, p), Gauss::ONE);
            }
            assert_eq!(x.pow(0, p), Gauss::ONE);
            assert_eq!(x.pow(3, p), x.mul(x, p).mul(x, p));
            // Unit group exponent annihilates units.
            assert_eq!(x.pow(unit_group_exponent(p), p), Gauss::ONE);
        }
        // p ≡ 1 mod 4 has zero divisors: 13 = (2+3i)(2-3i).
        assert_eq!(Gauss::new(2, 3).inv(13), None);
        assert_eq!(Gauss::ZERO.inv(7), None);
    }

    #[test]
    fn roots_of_i_both_residue_classes() {
        let cases: &[(u64, u64)] = &[
            (13, 2),
            (17, 8), // 17 ≡ 1 mod 4, 2n = 16 | 16
            (7, 4),  // 7 ≡ 3 mod 4, 2n = 8 | 48
            (31, 16),
            (2147483647, 1 << 14),           // 2^31 - 1 ≡ 3 mod 4
            (2305843009213693951, 1 << 20),  // 2^61 - 1 ≡ 3 mod 4
            (4611686018426732543, 1 << 14),  // ≡ -1 mod 2^16
            (18446744069414584321, 1 << 14), // Solinas, ≡ 1 mod 4
            (4611686018405367809, 1 << 14),  // ≡ 1 mod 2^20
            (1073479681, 1 << 10),           // 30-bit, ≡ 1 mod 2^16
        ];
        for &(p, n) in cases {
            let r = dgt_roots(p, n).unwrap_or_else(|| panic!("p={p} n={n}"));
            assert_eq!(r.h.pow((n / 2) as u128, p), Gauss::I, "p={p} n={n}");
            assert_eq!(pow2_order(r.h, p), 2 * n as u128);
            assert_eq!(pow2_order(r.g, p), (n / 2) as u128);
            assert_eq!(r.g, r.h.pow(4, p));
            // Determinism: same answer twice, and no earlier candidate works.
            assert_eq!(root_of_i(p, n), Some(r.h));
            assert!(dgt_admissible(p, n));
        }
    }

    #[test]
    fn inadmissible_gives_none() {
        // 13 - 1 = 12: 2n = 16 does not divide it.
        assert_eq!(root_of_i(13, 8), None);
        // 7^2 - 1 = 48: 2n = 32 does not divide it.
        assert_eq!(root_of_i(7, 16), None);
        // Solinas: 2-adic valuation of p - 1 is 32.
        assert!(!dgt_admissible(18446744069414584321, 1 << 32));
        assert!(dgt_admissible(18446744069414584321, 1 << 31));
        assert_eq!(root_of_i(15, 2), None); // not prime
        assert_eq!(root_of_i(2, 2), None);
        assert_eq!(root_of_i(13, 3), None);
        assert_eq!(root_of_i(13, 1), None);
        assert_eq!(root_of_i(13, 0), None);
        assert_eq!(root_of_i(u64::MAX - 58, 1 << 63), None);
    }

    #[test]
    fn search_order_is_the_documented_one() {
        // Re-run the documented search independently for a few parameters.
        for &(p, n) in &[(7u64, 4u64), (17, 8), (31, 16), (2147483647, 1 << 10)] {
            let e = unit_group_exponent(p) / (2 * n as u128);
            let mut found = None;
            'outer: for d in 1u64.. {
                for a in 0..d {
                    let h = Gauss::new(a, d - a).pow(e, p);
                    if h.pow((n / 2) as u128, p) == Gauss::I {
                        found = Some(h);
                        break 'outer;
                    }
                }
            }
            assert_eq!(root_of_i(p, n), found);
        }
    }
}

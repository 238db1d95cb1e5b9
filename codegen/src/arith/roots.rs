//! The project's one deterministic choice of roots of unity (the plain
//! modular arithmetic it uses is `arith::modular`, re-exported here).
//!
//! # Root convention (the whole project depends on it)
//!
//! For a prime `q` let `g_q` be the smallest integer `g >= 2` that is a
//! quadratic non-residue mod `q`. For every power-of-two `order` dividing
//! `q - 1`, the chosen primitive `order`-th root of unity is
//!
//! ```text
//! root(order) = g_q ^ ((q - 1) / order)  mod q
//! ```
//!
//! This is exactly "the smallest g = 2, 3, ... such that g^((q-1)/order) has
//! exact order `order`": for a power-of-two order that condition is
//! `g^((q-1)/2) == -1`, i.e. g is a non-residue. Because every root comes from
//! the same `g_q`, the roots nest: `root(2k)^2 == root(k)`. Hence
//! `psi(q, n)^2 == omega(q, n)` and `omega(q, n)^(n / 2m) == root(2m)`, so
//! twiddle tables built from any of them agree.
//!
//! That is the default (`roots = "nonresidue"`). A spec may instead ask for
//! SEAL's and Phantom's choice, the numerically smallest primitive root of
//! the order its transform needs ([`smallest_primitive_root`],
//! `roots = "smallest"`), Cheddar's, `g^((q-1)/order)` with g the smallest
//! generator of the whole group mod q ([`generator_root`],
//! `roots = "generator"`), or give its roots; the spec resolves one root per
//! tower (`ValidSpec::tower_roots`) and every table derives from it alone.
//!
//! Every function here takes any `q` in `1..=u64::MAX` (0 is a caller bug);
//! inputs need not be reduced unless stated.


pub use super::modular::{add_mod, half_mod, inv_mod, mul_mod, neg_mod, pow_mod, sub_mod};

/// Reverses the low `bits` bits of `x` (higher bits of `x` are ignored);
/// `bits == 0` gives 0, `bits > 64` is treated as 64.
#[inline]
pub fn bit_reverse(x: u64, bits: u32) -> u64 {
    if bits == 0 {
        0
    } else {
        let bits = bits.min(64);
        x.reverse_bits() >> (64 - bits)
    }
}

/// Base-2 logarithm of a power of two; `None` otherwise.
pub fn log2_exact(n: u64) -> Option<u32> {
    if n.is_power_of_two() {
        Some(n.trailing_zeros())
    } else {
        None
    }
}

/// The smallest quadratic non-residue `g >= 2` mod the odd prime `q`: the
/// generator of every root of unity this project uses (see module docs).
/// `None` when `q` is not an odd prime.
pub fn smallest_non_residue(q: u64) -> Option<u64> {
    if q < 3 || !super::primes::is_prime(q) {
        return None;
    }
    // The least non-residue is tiny (O(log^2 q) under GRH); the bound only
    // guards against a broken primality test.
    (2..q.min(1 << 20)).find(|&g| pow_mod(g, (q - 1) / 2, q) == q - 1)
}

/// Primitive `order`-th root of unity mod the prime `q`, for a power-of-two
/// `order` dividing `q - 1`: `g^((q-1)/order)` with `g` the smallest
/// non-residue (module docs). Order 1 gives 1. `None` when `q` is not prime,
/// `order` is not a power of two, or `order` does not divide `q - 1`.
pub fn primitive_root_of_unity(order: u64, q: u64) -> Option<u64> {
    if !order.is_power_of_two() || q < 2 || !super::primes::is_prime(q) {
        return None;
    }
    if !(q - 1).is_multiple_of(order) {
        return None;
    }
    if order == 1 {
        return Some(1);
    }
    let g = smallest_non_residue(q)?;
    let w = pow_mod(g, (q - 1) / order, q);
    // Exact order check; holds by construction, kept as a cheap guard.
    (pow_mod(w, order / 2, q) == q - 1).then_some(w)
}

/// Primitive 2n-th root of unity for the negacyclic NTT of length `n`
/// (`psi^n == -1`). `None` unless `q` is prime and `q ≡ 1 mod 2n`.
pub fn psi(q: u64, n: u64) -> Option<u64> {
    primitive_root_of_unity(n.checked_mul(2)?, q)
}

/// Primitive n-th root of unity for the cyclic NTT of length `n`.
/// Equal to `psi(q, n)^2` whenever psi exists (roots nest, module docs), so
/// cyclic and negacyclic tables over one prime share their powers; when only
/// `q ≡ 1 mod n` holds it is the same-generator primitive n-th root.
pub fn omega(q: u64, n: u64) -> Option<u64> {
    primitive_root_of_unity(n, q)
}

/// Whether `r` is a primitive `order`-th root of unity mod `q`, for a
/// power-of-two `order`: `r^(order/2) == -1` (then `r^order == 1` and no
/// smaller power of two reaches 1). Order 1 is the root 1. Any `q >= 2`.
pub fn is_primitive_root(r: u64, order: u64, q: u64) -> bool {
    if !order.is_power_of_two() || q < 2 || r >= q {
        return false;
    }
    if order == 1 {
        return r == 1 % q;
    }
    q > 2 && pow_mod(r, order / 2, q) == q - 1
}

/// The numerically smallest primitive `order`-th root of unity mod the
/// prime `q` (SEAL's `try_minimal_primitive_root`, which Phantom copies),
/// for a power-of-two `order` dividing `q - 1`. The primitive roots are
/// exactly the odd powers `r^k` of any one of them `r`, so the walk
/// `r, r^3, r^5, ...` over `order / 2` steps sees them all. `None` where
/// [`primitive_root_of_unity`] has none.
pub fn smallest_primitive_root(order: u64, q: u64) -> Option<u64> {
    let r = primitive_root_of_unity(order, q)?;
    if order <= 2 {
        return Some(r);
    }
    // The step r^2 is fixed, so a Shoup multiply by it keeps the walk at a
    // few ns per root (2^23 of them at N = 2^24), against ~40 ns for a u128 %.
    let step = ShoupConst::new(mul_mod(r, r, q), q);
    let (mut x, mut least) = (r, r);
    for _ in 1..order / 2 {
        x = step.times(x);
        least = least.min(x);
    }
    Some(least)
}

/// Cheddar's primitive `order`-th root of unity mod the prime `q`:
/// `g^((q-1)/order)` with `g` the smallest generator of the group mod `q`
/// (`primes::smallest_generator`), for a power-of-two `order` dividing
/// `q - 1`. `None` where [`primitive_root_of_unity`] has none.
pub fn generator_root(order: u64, q: u64) -> Option<u64> {
    primitive_root_of_unity(order, q)?;
    let g = super::primes::smallest_generator(q)?;
    let r = pow_mod(g, (q - 1) / order, q);
    is_primitive_root(r, order, q).then_some(r)
}

/// Multiplication by a fixed `w < q` mod `q` with the precomputed
/// `floor(w 2^64 / q)` (Shoup): exact for every `q < 2^64` because the
/// remainder before the last correction, below `2q`, is kept in u128.
struct ShoupConst {
    w: u64,
    w_shoup: u64,
    q: u64,
}

impl ShoupConst {
    fn new(w: u64, q: u64) -> Self {
        ShoupConst { w, w_shoup: (((w as u128) << 64) / q as u128) as u64, q }
    }

    /// `x w mod q` for `x < q`.
    fn times(&self, x: u64) -> u64 {
        let quot = ((x as u128 * self.w_shoup as u128) >> 64) as u64;
        let r = x as u128 * self.w as u128 - quot as u128 * self.q as u128;
        (if r >= self.q as u128 { r - self.q as u128 } else { r }) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const Q62: u64 = 4611686018405367809; // largest 62-bit prime ≡ 1 mod 2^20
    const SOLINAS: u64 = 18446744069414584321;

    #[test]
    fn basic_ops_near_2_64() {
        let q = u64::MAX - 58; // 2^64 - 59, prime
        assert_eq!(add_mod(q - 1, q - 1, q), q - 2);
        assert_eq!(sub_mod(0, 1, q), q - 1);
        assert_eq!(mul_mod(q - 1, q - 1, q), 1);
        assert_eq!(neg_mod(0, q), 0);
        for a in [1u64, 2, 3, 12345, q - 1, q - 2] {
            let h = half_mod(a, q);
            assert_eq!(add_mod(h, h, q), a);
            let inv = inv_mod(a, q).unwrap();
            assert_eq!(mul_mod(a, inv, q), 1);
            assert_eq!(pow_mod(a, q - 2, q), inv);
        }
        assert_eq!(inv_mod(0, q), None);
        assert_eq!(inv_mod(6, 9), None);
        assert_eq!(inv_mod(2, 9), Some(5));
        assert_eq!(inv_mod(5, 1), Some(0));
        assert_eq!(pow_mod(7, 0, 1), 0);
        assert_eq!(pow_mod(0, 0, 13), 1);
    }

    #[test]
    fn bit_reverse_small() {
        assert_eq!(bit_reverse(1, 3), 4);
        assert_eq!(bit_reverse(6, 3), 3);
        assert_eq!(bit_reverse(5, 0), 0);
        assert_eq!(bit_reverse(1, 64), 1 << 63);
        for b in 1..12 {
            for x in 0..(1u64 << b) {
                assert_eq!(bit_reverse(bit_reverse(x, b), b), x);
            }
        }
    }

    #[test]
    fn roots_are_deterministic_and_nest() {
        for &q in &[Q62, SOLINAS, 998244353u64, 7681, 12289] {
            assert!(crate::arith::primes::is_prime(q), "{q}");
            let g = smallest_non_residue(q).unwrap();
            // No smaller g >= 2 is a non-residue.
            for s in 2..g {
                assert_eq!(pow_mod(s, (q - 1) / 2, q), 1);
            }
            let two_adic = (q - 1).trailing_zeros().min(20);
            for k in 0..=two_adic {
                let order = 1u64 << k;
                let w = primitive_root_of_unity(order, q).unwrap();
                assert_eq!(w, pow_mod(g, (q - 1) / order, q));
                assert_eq!(pow_mod(w, order, q), 1);
                if order > 1 {
                    assert_eq!(pow_mod(w, order / 2, q), q - 1);
                    let w_half = primitive_root_of_unity(order / 2, q).unwrap();
                    assert_eq!(mul_mod(w, w, q), w_half);
                }
            }
            let too_big = 1u64 << ((q - 1).trailing_zeros() + 1);
            assert_eq!(primitive_root_of_unity(too_big, q), None);
            let n = 1u64 << (two_adic - 1);
            let p = psi(q, n).unwrap();
            assert_eq!(omega(q, n), Some(mul_mod(p, p, q)));
            assert_eq!(pow_mod(p, n, q), q - 1);
        }
        // Known value: smallest non-residue of 998244353 is 3, of 12289 is 11.
        assert_eq!(smallest_non_residue(998244353), Some(3));
        assert_eq!(smallest_non_residue(12289), Some(11));
        // Bad input gives None, not a panic.
        assert_eq!(primitive_root_of_unity(3, 13), None);
        assert_eq!(primitive_root_of_unity(4, 15), None);
        assert_eq!(primitive_root_of_unity(4, 0), None);
        assert_eq!(primitive_root_of_unity(0, 13), None);
        assert_eq!(psi(13, u64::MAX), None);
        assert_eq!(primitive_root_of_unity(1, 2), Some(1));
        assert_eq!(primitive_root_of_unity(2, 2), None);
    }

    /// The least `r` in `1..q` whose multiplicative order is exactly
    /// `order`, by computing every order (no use of the functions under test).
    fn brute_force_smallest(order: u64, q: u64) -> Option<u64> {
        (1..q).find(|&r| {
            let (mut x, mut k) = (r, 1u64);
            while x != 1 {
                x = x * r % q;
                k += 1;
            }
            k == order
        })
    }

    #[test]
    fn smallest_primitive_root_is_primitive_and_least() {
        for q in [17u64, 97, 193, 257, 641, 7681, 12289] {
            for k in 0..=(q - 1).trailing_zeros() {
                let order = 1u64 << k;
                let r = smallest_primitive_root(order, q).unwrap();
                assert!(is_primitive_root(r, order, q), "q={q} order={order}: {r}");
                assert_eq!(Some(r), brute_force_smallest(order, q), "q={q} order={order}");
            }
            let too_big = 1u64 << ((q - 1).trailing_zeros() + 1);
            assert_eq!(smallest_primitive_root(too_big, q), None);
        }
        // Values from SEAL's own tests of try_minimal_primitive_root
        // (native/tests/seal/util/numth.cpp).
        assert_eq!(smallest_primitive_root(2, 11), Some(10));
        assert_eq!(smallest_primitive_root(2, 29), Some(28));
        assert_eq!(smallest_primitive_root(4, 29), Some(12));
        assert_eq!(smallest_primitive_root(2, 1234565441), Some(1234565440));
        assert_eq!(smallest_primitive_root(8, 1234565441), Some(249725733));
        // q = 12289 (NewHope, Falcon): 2N = 2048 gives 7, where the
        // non-residue rule (g = 11) gives 1945; brute force agrees above.
        assert_eq!(smallest_primitive_root(2048, 12289), Some(7));
        assert_eq!(psi(12289, 1024), Some(1945));
        assert_eq!(smallest_primitive_root(1024, 12289), Some(49));
        assert_eq!(smallest_primitive_root(3, 13), None);
        assert_eq!(smallest_primitive_root(4, 15), None);
    }

    #[test]
    fn smallest_primitive_root_near_2_64() {
        // The Shoup walk against a plain u128 walk, where 2q overflows u64.
        for (q, order) in [(SOLINAS, 1u64 << 12), (Q62, 1 << 12), (998244353, 1 << 10)] {
            let r = primitive_root_of_unity(order, q).unwrap();
            let r2 = mul_mod(r, r, q);
            let plain = (0..order / 2).map(|k| mul_mod(r, pow_mod(r2, k, q), q)).min();
            let s = smallest_primitive_root(order, q);
            assert_eq!(s, plain, "q={q} order={order}");
            assert!(is_primitive_root(s.unwrap(), order, q));
        }
        let step = ShoupConst::new(SOLINAS - 2, SOLINAS);
        for x in [0, 1, 2, SOLINAS - 1, SOLINAS / 2, 1 << 63] {
            assert_eq!(step.times(x), mul_mod(x, SOLINAS - 2, SOLINAS), "x={x}");
        }
    }

    #[test]
    fn is_primitive_root_checks_the_exact_order() {
        // From SEAL's tests of is_primitive_root.
        assert!(is_primitive_root(10, 2, 11));
        assert!(!is_primitive_root(9, 2, 11));
        assert!(!is_primitive_root(10, 4, 11));
        assert!(is_primitive_root(12, 4, 29));
        assert!(!is_primitive_root(12, 2, 29));
        assert!(!is_primitive_root(12, 8, 29));
        assert!(is_primitive_root(960907033, 8, 1234565441));
        assert!(is_primitive_root(1180581915, 16, 1234565441));
        assert!(!is_primitive_root(1180581915, 32, 1234565441));
        assert!(!is_primitive_root(1180581915, 8, 1234565441));
        // Unreduced, order 1, and orders that are not powers of two.
        assert!(!is_primitive_root(10 + 11, 2, 11));
        assert!(is_primitive_root(1, 1, 11));
        assert!(!is_primitive_root(1, 3, 13));
        assert!(!is_primitive_root(1, 2, 2));
    }

    #[test]
    fn omega_when_only_cyclic_admissible() {
        // 97 - 1 = 96 = 2^5 * 3: n = 32 cyclic works, negacyclic does not.
        assert_eq!(psi(97, 32), None);
        let w = omega(97, 32).unwrap();
        assert_eq!(pow_mod(w, 16, 97), 96);
    }
}

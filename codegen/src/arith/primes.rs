//! Primality and NTT-friendly prime generation for 32- and 64-bit words.

use super::modular::{mul_mod, pow_mod};

/// Bases that make Miller-Rabin deterministic for every n < 3.3 * 10^24,
/// hence for all u64 (Sorenson & Webster 2015).
const MR_BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];

/// Deterministic primality test for every u64 (Miller-Rabin with the first
/// twelve primes as bases, u128 products). Never panics.
pub fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    // Trial division by the bases themselves: settles small n and rejects
    // most composites before any exponentiation.
    for &p in &MR_BASES {
        if n == p {
            return true;
        }
        if n.is_multiple_of(p) {
            return false;
        }
    }
    if n < 41 * 41 {
        return true;
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    'bases: for &a in &MR_BASES {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                continue 'bases;
            }
        }
        return false;
    }
    true
}

/// The `count` largest primes `q` with exactly `bits` bits
/// (`2^(bits-1) <= q < 2^bits`) and `q ≡ 1 mod modulus`, largest first.
///
/// `modulus` is normally 2N (negacyclic NTT) or N (cyclic). Returns fewer
/// primes (possibly none) when the range holds fewer; the caller reports
/// that. Degenerate input (`bits` outside 2..=64, `modulus == 0`) gives an
/// empty list. Candidates step down by `modulus` from the largest one, so the
/// cost is about `count * ln(2^bits) / 2` primality tests for 2-power moduli.
pub fn ntt_primes(bits: u32, count: usize, modulus: u64) -> Vec<u64> {
    let mut out = Vec::new();
    if !(2..=64).contains(&bits) || modulus == 0 || count == 0 {
        return out;
    }
    let lo: u128 = 1u128 << (bits - 1);
    let hi: u128 = (1u128 << bits) - 1; // inclusive
    let m = modulus as u128;
    if hi < 1 {
        return out;
    }
    // Largest c <= hi with c ≡ 1 mod m.
    let mut c: u128 = (hi - 1) / m * m + 1;
    while c >= lo {
        if is_prime(c as u64) {
            out.push(c as u64);
            if out.len() == count {
                break;
            }
        }
        if c < m {
            break;
        }
        c -= m;
    }
    out
}

/// The distinct prime factors of `n >= 1`, ascending (1 has none): trial
/// division by the small primes, then Pollard's rho (Brent's cycle finding)
/// on what is left, so a 64-bit `q - 1` with a large prime cofactor takes
/// microseconds rather than the seconds trial division to its root would.
pub fn prime_factors(n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut rest = n;
    for p in (2..1000u64).filter(|&p| is_prime(p)) {
        if rest.is_multiple_of(p) {
            out.push(p);
            while rest.is_multiple_of(p) {
                rest /= p;
            }
        }
    }
    let mut stack = vec![rest];
    while let Some(m) = stack.pop() {
        if m == 1 {
            continue;
        }
        if is_prime(m) {
            out.push(m);
            continue;
        }
        let d = rho_divisor(m);
        stack.push(d);
        stack.push(m / d);
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// A non-trivial divisor of the odd composite `m` (no factor below 1000):
/// Pollard's rho over x -> x^2 + c, trying c = 1, 2, ... until one splits.
fn rho_divisor(m: u64) -> u64 {
    for c in 1u64.. {
        let step = |x: u64| ((x as u128 * x as u128 + c as u128) % m as u128) as u64;
        let (mut x, mut y, mut d) = (2u64, 2u64, 1u64);
        while d == 1 {
            x = step(x);
            y = step(step(y));
            d = gcd(x.abs_diff(y), m);
        }
        if d != m {
            return d;
        }
    }
    unreachable!("some c splits every odd composite")
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The smallest generator of the multiplicative group mod the prime `q`
/// (the smallest g >= 2 with g^((q-1)/p) != 1 for every prime p dividing
/// q - 1); `None` when `q` is not prime. Cheddar's roots come from it
/// (`roots = "generator"`).
pub fn smallest_generator(q: u64) -> Option<u64> {
    if !is_prime(q) {
        return None;
    }
    if q == 2 {
        return Some(1);
    }
    let factors = prime_factors(q - 1);
    (2..q).find(|&g| factors.iter().all(|&p| pow_mod(g, (q - 1) / p, q) != 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive_is_prime(n: u64) -> bool {
        if n < 2 {
            return false;
        }
        let mut d = 2;
        while d * d <= n {
            if n.is_multiple_of(d) {
                return false;
            }
            d += 1;
        }
        true
    }

    #[test]
    fn prime_factors_match_trial_division() {
        let naive = |mut n: u64| {
            let mut f = Vec::new();
            let mut d = 2;
            while d * d <= n {
                if n.is_multiple_of(d) {
                    f.push(d);
                    while n.is_multiple_of(d) {
                        n /= d;
                    }
                }
                d += 1;
            }
            if n > 1 {
                f.push(n);
            }
            f
        };
        for n in (1..5_000u64).chain([1_000_003 * 1_000_033, 4_294_967_291 * 3 * 3, (1 << 40) + 15]) {
            assert_eq!(prime_factors(n), naive(n), "{n}");
        }
        // A 64-bit q - 1 with two large prime factors: rho, not trial division.
        let (p1, p2) = (4_294_967_291u64, 4_294_967_279u64);
        assert_eq!(prime_factors(p1 * p2), vec![p2, p1]);
        assert_eq!(prime_factors(2 * 3 * p1), vec![2, 3, p1]);
    }

    #[test]
    fn smallest_generator_is_the_least_primitive_root() {
        let order = |g: u64, q: u64| (1..q).find(|&k| pow_mod(g, k, q) == 1).unwrap();
        for q in (3..2_000u64).filter(|&q| is_prime(q)) {
            let g = smallest_generator(q).unwrap();
            assert_eq!(order(g, q), q - 1, "q = {q}");
            assert!((2..g).all(|h| order(h, q) != q - 1), "q = {q}: a smaller generator exists");
        }
        assert_eq!(smallest_generator(7), Some(3));
        assert_eq!(smallest_generator(65537), Some(3));
        assert_eq!(smallest_generator(15), None);
        // A 31-bit NTT prime: g^((q-1)/p) != 1 for every prime factor p.
        let q = 2147352577u64;
        let g = smallest_generator(q).unwrap();
        assert!(prime_factors(q - 1).iter().all(|&p| pow_mod(g, (q - 1) / p, q) != 1));
        assert!((2..g).all(|h| prime_factors(q - 1).iter().any(|&p| pow_mod(h, (q - 1) / p, q) == 1)));
    }

    #[test]
    fn small_numbers_match_trial_division() {
        for n in 0..20_000u64 {
            assert_eq!(is_prime(n), naive_is_prime(n), "{n}");
        }
    }

    #[test]
    fn known_primes() {
        for &p in &[
            2u64,
            3,
            1_000_000_007,
            998_244_353,
            4_294_967_291,              // largest prime < 2^32
            18_446_744_073_709_551_557, // 2^64 - 59, largest u64 prime
            18_446_744_069_414_584_321, // 2^64 - 2^32 + 1 (Solinas)
            2_305_843_009_213_693_951,  // 2^61 - 1 (Mersenne)
            1_152_921_504_606_584_833,  // from SPEC.md
        ] {
            assert!(is_prime(p), "{p}");
        }
    }

    #[test]
    fn known_composites() {
        for &c in &[
            0u64,
            1,
            561, // Carmichael numbers
            1105,
            1729,
            2465,
            2821,
            6601,
            8911,
            41041,
            825_265,
            321_197_185,
            2047,                          // strong pseudoprime base 2
            1_373_653,                     // spsp(2, 3)
            25_326_001,                    // spsp(2, 3, 5)
            3_215_031_751,                 // spsp(2, 3, 5, 7)
            2_152_302_898_747,             // spsp(2..11)
            3_474_749_660_383,             // spsp(2..13)
            341_550_071_728_321,           // spsp(2..17)
            3_825_123_056_546_413_051,     // spsp(2..23)
            4_294_967_297,                 // F5 = 641 * 6700417
            18_446_744_073_709_551_615,    // 2^64 - 1
            4_294_967_291 * 4_294_967_279, // product of two 32-bit primes
            1_000_000_007 * 998_244_353,
        ] {
            assert!(!is_prime(c), "{c}");
        }
    }

    #[test]
    fn ntt_primes_properties() {
        for &(bits, count, modulus) in &[
            (30u32, 8usize, 1u64 << 15),
            (31, 4, 1 << 12),
            (32, 4, 1 << 17),
            (60, 6, 1 << 17),
            (62, 4, 1 << 15),
            (64, 4, 1 << 17),
            (20, 4, 1 << 10),
        ] {
            let ps = ntt_primes(bits, count, modulus);
            assert_eq!(ps.len(), count, "bits {bits}");
            for w in ps.windows(2) {
                assert!(w[0] > w[1]);
            }
            for &p in &ps {
                assert!(is_prime(p));
                assert_eq!(p % modulus, 1);
                assert_eq!(64 - p.leading_zeros(), bits);
            }
            // Nothing skipped between consecutive results or above the first.
            let top = if bits == 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            let mut c = ps[0] + modulus;
            while c <= top && c > ps[0] {
                assert!(!is_prime(c));
                c = match c.checked_add(modulus) {
                    Some(v) => v,
                    None => break,
                };
            }
            let mut c = ps[0] - modulus;
            for &p in &ps[1..] {
                while c > p {
                    assert!(!is_prime(c));
                    c -= modulus;
                }
                c = p - modulus;
            }
        }
    }

    #[test]
    fn ntt_primes_exhaustion_and_bad_input() {
        // 4-bit primes ≡ 1 mod 4: 13 only.
        assert_eq!(ntt_primes(4, 5, 4), vec![13]);
        // 8-bit primes ≡ 1 mod 64: 193.
        assert_eq!(ntt_primes(8, 5, 64), vec![193]);
        assert_eq!(ntt_primes(8, 5, 1 << 10), Vec::<u64>::new());
        assert!(ntt_primes(0, 3, 2).is_empty());
        assert!(ntt_primes(65, 3, 2).is_empty());
        assert!(ntt_primes(30, 3, 0).is_empty());
        assert!(ntt_primes(30, 0, 2).is_empty());
        assert_eq!(ntt_primes(2, 5, 1), vec![3, 2]);
        // The Solinas prime is the largest 64-bit prime ≡ 1 mod 2^32.
        assert_eq!(ntt_primes(64, 1, 1 << 32), vec![18_446_744_069_414_584_321]);
    }
}

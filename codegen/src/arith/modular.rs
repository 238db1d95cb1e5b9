//! Plain modular arithmetic on u64 words through u128: exact for every
//! modulus in `1..=u64::MAX` (0 is a caller bug); inputs need not be
//! reduced unless stated. The host side's one copy, below both `primes`
//! and `roots`, which use it.

/// `a * b mod q`, exact for every u64 input (u128 product).
#[inline]
pub fn mul_mod(a: u64, b: u64, q: u64) -> u64 {
    ((a as u128 * b as u128) % q as u128) as u64
}

/// `a + b mod q` without overflow even for q close to 2^64.
#[inline]
pub fn add_mod(a: u64, b: u64, q: u64) -> u64 {
    ((a as u128 + b as u128) % q as u128) as u64
}

/// `a - b mod q`, any u64 inputs.
#[inline]
pub fn sub_mod(a: u64, b: u64, q: u64) -> u64 {
    let q128 = q as u128;
    ((a as u128 % q128 + q128 - b as u128 % q128) % q128) as u64
}

/// `-a mod q`.
#[inline]
pub fn neg_mod(a: u64, q: u64) -> u64 {
    sub_mod(0, a, q)
}

/// `a / 2 mod q` for odd `q` and `a < q`, written exactly as the GPU does it
/// (branch-free, Shivdikar §III-A): `(a >> 1) + (a & 1) * ((q + 1) / 2)`.
/// `(q >> 1) + 1` is `(q + 1) / 2` without overflowing at q near 2^64.
#[inline]
pub fn half_mod(a: u64, q: u64) -> u64 {
    (a >> 1) + (a & 1) * ((q >> 1) + 1)
}

/// `(a w) mod q` by Shoup's method with `w_comp = floor(w 2^64 / q)`, for
/// any `a < 2^64` and `q < 2^63` (the estimate is at most one q short), as
/// the element-wise kernels' `mod_mul_shoup` computes it: one branch-free
/// correction.
#[inline]
pub fn mul_shoup(a: u64, w: u64, w_comp: u64, q: u64) -> u64 {
    let est = ((a as u128 * w_comp as u128) >> 64) as u64;
    let r = a.wrapping_mul(w).wrapping_sub(est.wrapping_mul(q));
    r - (q & ((r >= q) as u64).wrapping_neg())
}

/// A small signed value as an element of Z_q (`v`, or `q + v` for v < 0),
/// the sign chosen by a mask, not a branch, as the element-wise kernels'
/// `mod_lift_i8`.
#[inline]
pub fn lift_i8(v: i8, q: u64) -> u64 {
    let x = v as i64;
    (x as u64).wrapping_add(q & (x >> 63) as u64)
}

/// `a^e mod q` by square-and-multiply; `pow_mod(_, 0, q) == 1 % q`.
pub fn pow_mod(a: u64, mut e: u64, q: u64) -> u64 {
    let mut base = a % q;
    let mut acc = 1 % q;
    while e > 0 {
        if e & 1 == 1 {
            acc = mul_mod(acc, base, q);
        }
        base = mul_mod(base, base, q);
        e >>= 1;
    }
    acc
}

/// Inverse of `a` mod `q` (any modulus, not only primes) by the extended
/// Euclidean algorithm; `None` when `gcd(a, q) != 1` or `q == 0`.
pub fn inv_mod(a: u64, q: u64) -> Option<u64> {
    if q == 0 {
        return None;
    }
    if q == 1 {
        return Some(0);
    }
    // Invariant: r_i == s_i * a (mod q); all values fit i128.
    let (mut r0, mut r1) = (q as i128, (a % q) as i128);
    let (mut s0, mut s1) = (0i128, 1i128);
    while r1 != 0 {
        let t = r0 / r1;
        (r0, r1) = (r1, r0 - t * r1);
        (s0, s1) = (s1, s0 - t * s1);
    }
    if r0 != 1 {
        return None;
    }
    Some(s0.rem_euclid(q as i128) as u64)
}

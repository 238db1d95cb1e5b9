//! Twin of `templates/reduce/common.cu`: addition, subtraction and halving,
//! the same for every reduction variant (they depend only on the word).
//!
//! Inputs in `[0, q)`, outputs in `[0, q)`.

use super::limb::Limb;

/// `mod_add` (Shivdikar Alg. 1, one branch-free correctional subtraction).
///
/// u32: `s = a + b; s - (q & mask(s >= q))`, needs `q < 2^31` (no variant
/// accepts more for u32).
/// u64: also subtracts when the sum carried out of the word,
/// `s - (q & mask((s < a) | (s >= q)))`, so it is exact for every `q < 2^64`
/// (solinas' q = 2^64 - 2^32 + 1 is wider than 63 bits).
#[inline(always)]
pub(crate) fn add<T: Limb>(a: T, b: T, q: T) -> T {
    let s = a.add(b);
    let wrap = if T::BITS == 64 { (s < a) | (s >= q) } else { s >= q };
    s.sub(q.and(T::mask(wrap)))
}

/// `mod_sub`: `d = a - b; d + (q & mask(a < b))`, exact for every `q < 2^β`.
#[inline(always)]
pub(crate) fn sub<T: Limb>(a: T, b: T, q: T) -> T {
    let d = a.sub(b);
    d.add(q.and(T::mask(a < b)))
}

/// `mod_half`: `a / 2 mod q = (a >> 1) + (a & 1) * (q + 1) / 2`, written
/// `(a >> 1) + (((q >> 1) + 1) & mask(a & 1))`. Needs `q` odd (2 must be
/// invertible); never overflows: the result is at most `q - 1`.
#[inline(always)]
pub(crate) fn half<T: Limb>(a: T, q: T) -> T {
    let odd = a.and(T::ONE) == T::ONE;
    a.shr(1).add(q.shr(1).add(T::ONE).and(T::mask(odd)))
}

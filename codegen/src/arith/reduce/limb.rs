//! `Limb`: the Rust twin of the templates' `word_t`.
//!
//! Every reduction is written once, generic over `Limb`, exactly as its CUDA
//! template is written once over `word_t`: `u32` words do 32-bit operations
//! (the high half of a product comes from a 64-bit product, like `__umulhi`),
//! `u64` words do 64-bit operations (the high half from a 128-bit product,
//! like `__umul64hi`). All arithmetic wraps modulo 2^β like the GPU's.

use std::fmt::Debug;

pub(crate) trait Limb: Copy + Eq + Ord + Debug {
    /// β, the word size in bits.
    const BITS: u32;
    /// `x` as a word; `x` must fit (the caller checked).
    fn from_u64(x: u64) -> Self;
    fn to_u64(self) -> u64;
    /// `a + b mod 2^β`.
    fn add(self, b: Self) -> Self;
    /// `a - b mod 2^β`.
    fn sub(self, b: Self) -> Self;
    /// Low word of the product: `a * b mod 2^β`.
    fn mul_lo(self, b: Self) -> Self;
    /// High word of the product: `floor(a * b / 2^β)` (`__umulhi` / `__umul64hi`).
    fn mul_hi(self, b: Self) -> Self;
    /// `a >> s`; `s < β` (C++ leaves larger shifts undefined).
    fn shr(self, s: u32) -> Self;
    /// `a << s mod 2^β`; `s < β`.
    fn shl(self, s: u32) -> Self;
    fn and(self, b: Self) -> Self;
    fn or(self, b: Self) -> Self;
    /// `(word_t)(-(word_t)c)`: all ones when `c`, else zero.
    fn mask(c: bool) -> Self;
    const ONE: Self;
}

macro_rules! limb {
    ($t:ty, $wide:ty) => {
        impl Limb for $t {
            const BITS: u32 = <$t>::BITS;
            const ONE: Self = 1;
            #[inline(always)]
            fn from_u64(x: u64) -> Self {
                debug_assert!(x <= <$t>::MAX as u64, "{x} does not fit the word");
                x as $t
            }
            #[inline(always)]
            fn to_u64(self) -> u64 {
                self as u64
            }
            #[inline(always)]
            fn add(self, b: Self) -> Self {
                self.wrapping_add(b)
            }
            #[inline(always)]
            fn sub(self, b: Self) -> Self {
                self.wrapping_sub(b)
            }
            #[inline(always)]
            fn mul_lo(self, b: Self) -> Self {
                self.wrapping_mul(b)
            }
            #[inline(always)]
            fn mul_hi(self, b: Self) -> Self {
                ((self as $wide * b as $wide) >> <$t>::BITS) as $t
            }
            #[inline(always)]
            fn shr(self, s: u32) -> Self {
                debug_assert!(s < <$t>::BITS, "shift by {s} is undefined in C++");
                self.wrapping_shr(s)
            }
            #[inline(always)]
            fn shl(self, s: u32) -> Self {
                debug_assert!(s < <$t>::BITS, "shift by {s} is undefined in C++");
                self.wrapping_shl(s)
            }
            #[inline(always)]
            fn and(self, b: Self) -> Self {
                self & b
            }
            #[inline(always)]
            fn or(self, b: Self) -> Self {
                self | b
            }
            #[inline(always)]
            fn mask(c: bool) -> Self {
                (c as $t).wrapping_neg()
            }
        }
    };
}

limb!(u32, u64);
limb!(u64, u128);

/// `mod_shr_wide`: `(hi·2^β + lo) >> s` truncated to one word, for `1 <= s < β`
/// (`__funnelshift_r(lo, hi, s)` for u32; `(lo >> s) | (hi << (64 - s))` for u64).
#[inline(always)]
pub(crate) fn shr_wide<T: Limb>(hi: T, lo: T, s: u32) -> T {
    debug_assert!(s >= 1 && s < T::BITS, "wide shift by {s} outside [1, β)");
    lo.shr(s).or(hi.shl(T::BITS - s))
}

/// `r - q` when `r >= q`, else `r`: one branch-free correctional subtraction,
/// `r -= q & (word_t)(-(word_t)(r >= q))`.
#[inline(always)]
pub(crate) fn csub<T: Limb>(r: T, q: T) -> T {
    r.sub(q.and(T::mask(r >= q)))
}

/// Twin of the templates' `struct ModConst { word_t q, c0, c1, c2; }`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mc<T> {
    pub q: T,
    pub c0: T,
    pub c1: T,
    pub c2: T,
}

//! Twin of `templates/reduce/shoup.cu`: Shoup's multiplication by a
//! precomputed constant (NTL's MulModPrecon; Shivdikar §II-A, Goey §3.1).
//!
//! A twiddle `w` is stored with its companion `w' = floor(w·2^β / q)`:
//!
//! ```text
//! qhat = mul_hi(a, w')              (quotient estimate, off by at most 1)
//! r    = a·w - qhat·q  (mod 2^β)    (in [0, 2q): exact in one word)
//! r   -= q & mask(r >= q)           (one branch-free correction)
//! ```
//!
//! The general product of two non-constant operands uses barrett-shivdikar
//! (Shivdikar Alg. 4), with its constants.
//!
//! Constants: those of barrett-shivdikar: `c0 = μ·2^a`, `c1 = m - 2`, `c2 = b`.
//! Bounds: `4 <= q`, `q < 2^(β-2)` (len(q) <= β - 2); q = 2^(β-3) is refused.

use super::limb::{csub, Limb, Mc};

/// `len(q) <= β - SLACK`.
pub(crate) const SLACK: u32 = 2;
pub(crate) const MIN_Q: u64 = super::barrett_shivdikar::MIN_Q;

/// `floor(w·2^β / q)` for `w < q`.
pub(crate) fn companion(w: u64, q: u64, beta: u32) -> u64 {
    (((w as u128) << beta) / q as u128) as u64
}

/// `mod_mul_tw`: `a·w mod q` from `w` and its companion.
#[inline(always)]
pub(crate) fn mul_tw<T: Limb>(a: T, w: T, w_comp: T, m: &Mc<T>) -> T {
    let qhat = a.mul_hi(w_comp);
    let r = a.mul_lo(w).sub(qhat.mul_lo(m.q));
    csub(r, m.q)
}

/// `mod_mul`: the general product, barrett-shivdikar.
#[inline(always)]
pub(crate) fn mul<T: Limb>(a: T, b: T, m: &Mc<T>) -> T {
    super::barrett_shivdikar::mul(a, b, m)
}

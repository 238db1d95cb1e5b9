//! Twin of `templates/reduce/barrett-dq.cu`: Dhem–Quisquater's modified
//! Barrett reduction, Shivdikar Alg. 3 (α = N + 3, β_DQ = -2; PALISADE's).
//!
//! Requires `m = len(q) <= β - 4` and `x < 2^(2m)`; `μ = floor(2^(2m+3) / q)`.
//!
//! ```text
//! 1: c    = x >> (m - 2)
//! 2: quot = (c · μ) >> (m + 5)
//! 3: rem  = x - quot · q            (< 2q: exact in one word)
//! 4-5: one correctional subtraction
//! ```
//!
//! Line 2 is computed as `mul_hi(c, μ·2^a) >> b` with `a = max(0, β - m - 5)`
//! and `b = max(0, m + 5 - β)`, which equals `floor(c·μ / 2^(m+5))` exactly.
//!
//! Constants: `c0 = μ·2^a`, `c1 = m - 2` (shift of line 1), `c2 = b` (0 or 1).
//! Bounds: `4 <= q` (so `m - 2 >= 1`), `len(q) <= β - 4`; q = 2^(β-5) is
//! refused (μ = 2^β would not fit).
//!
//! Lazy (Harvey) butterflies (`lazy.rs`): the product stays exact for one
//! operand in `[0, 4q)` (see [`mul`]'s bound below), so only the sums are
//! lazy, as for montgomery. Why the other Barretts stay strict is at `Modulus::supports_lazy`.

use super::{len, scaled_mu};

/// `len(q) <= β - SLACK`.
pub(crate) const SLACK: u32 = 4;
pub(crate) const MIN_Q: u64 = 4;

/// This reduction's facts ([`super::Descriptor`]).
pub(crate) const DESCRIPTOR: super::Descriptor = super::Descriptor {
    max_bits: [32 - SLACK, 64 - SLACK],
    min_q: MIN_Q,
    lazy: true,
    companion: false,
    tuned: false,
    template: include_str!("../../../templates/reduce/barrett-dq.cu"),
};

/// `[c0, c1, c2]`, or `None` when the scaled μ does not fit the word.
pub(crate) fn consts(q: u64, beta: u32) -> Option<[u64; 3]> {
    let m = len(q);
    let (c0, post) = scaled_mu(q, beta, 2 * m + 3, m + 5)?;
    Some([c0, (m - 2) as u64, post as u64])
}

// With μ pre-scaled into (c0, c1, c2), lines 1-5 are the same instructions as
// Alg. 4's: only the constants differ, so the computation is shared.
//
// `mul(a, b)` is exact (in [0, q)) for `a < 4q`, `b < q`, not only for
// `a, b < q`: then `x = a·b < 4q^2 < 2^(2m+2)` and
// * line 1: `c = x >> (m - 2) < 2^(m+4) <= 2^β` (len(q) <= β - 4): one word;
// * line 2: with `c > x/2^(m-2) - 1` and `μ > 2^(2m+3)/q - 1`,
//   `x/q - c·μ/2^(m+5) < x/2^(2m+3) + 2^(m-2)/q < 1/2 + 1/2` (q >= 2^(m-1)),
//   so the quotient is short by at most 1 and `rem < 2q`;
// * lines 4-5: one correction gives `[0, q)`.
// (`lazy_tests::dq_product_is_exact_below_4q` checks it at the edges.)
pub(crate) use super::barrett_shivdikar::mul;

#[cfg(test)]
pub(crate) use super::barrett_shivdikar::reduce_raw;

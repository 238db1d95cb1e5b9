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

use super::{len, scaled_mu};

/// `len(q) <= β - SLACK`.
pub(crate) const SLACK: u32 = 4;
pub(crate) const MIN_Q: u64 = 4;

/// `[c0, c1, c2]`, or `None` when the scaled μ does not fit the word.
pub(crate) fn consts(q: u64, beta: u32) -> Option<[u64; 3]> {
    let m = len(q);
    let (c0, post) = scaled_mu(q, beta, 2 * m + 3, m + 5)?;
    Some([c0, (m - 2) as u64, post as u64])
}

// With μ pre-scaled into (c0, c1, c2), lines 1-5 are the same instructions as
// Alg. 4's: only the constants differ, so the computation is shared.
pub(crate) use super::barrett_shivdikar::mul;
#[cfg(test)]
pub(crate) use super::barrett_shivdikar::reduce_raw;

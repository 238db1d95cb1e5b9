//! Twin of `templates/reduce/builtin.cu`: the baseline, `%` on the
//! double-width product (Shivdikar §II-B's "built-in" reduction).
//!
//! Twiddles are stored as is; `mul_tw` is `mul`.
//! Constants: none (`c = [0, 0, 0]`).
//! Bounds: `2 <= q`, `q < 2^(β-1)` (len(q) <= β - 1, for `mod_add`).

use super::limb::{Limb, Mc};

/// `len(q) <= β - SLACK`.
pub(crate) const SLACK: u32 = 1;
pub(crate) const MIN_Q: u64 = 2;

/// This reduction's facts ([`super::Descriptor`]).
pub(crate) const DESCRIPTOR: super::Descriptor = super::Descriptor {
    max_bits: [32 - SLACK, 64 - SLACK],
    min_q: MIN_Q,
    lazy: false,
    companion: false,
    tuned: false,
    template: include_str!("../../../templates/reduce/builtin.cu"),
};

/// `mod_mul`: `(a·b) % q` on the double-width product.
#[inline(always)]
pub(crate) fn mul<T: Limb>(a: T, b: T, m: &Mc<T>) -> T {
    let x = ((a.mul_hi(b).to_u64() as u128) << T::BITS) | a.mul_lo(b).to_u64() as u128;
    T::from_u64((x % m.q.to_u64() as u128) as u64)
}

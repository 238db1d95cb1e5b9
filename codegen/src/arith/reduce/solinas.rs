//! Twin of `templates/reduce/solinas.cu`: reduction modulo the Solinas prime
//! `q = 2^64 - 2^32 + 1` (Goey §3.1's 0xFFFFFFFF00000001), u64 words only.
//!
//! The 128-bit product `x = hi·2^64 + lo`, `hi = hh·2^32 + hl`, is folded with
//! `2^64 ≡ 2^32 - 1 = ε` and `2^96 ≡ -1 (mod q)`:
//!
//! ```text
//! x ≡ lo - hh + hl·ε
//! t0 = lo - hh;   t0 -= ε & mask(lo < hh)      (a borrow added 2^64 ≡ ε; cannot underflow)
//! t1 = hl·ε       (< 2^64)
//! r  = t0 + t1;   r  += ε & mask(r < t1)       (a carry dropped 2^64 ≡ ε; cannot overflow)
//! r  -= q & mask(r >= q)                       (r < 2^64 < 2q: one correction)
//! ```
//!
//! Twiddles are stored as is; `mul_tw` is `mul`.
//! Constants: none (`c = [0, 0, 0]`; ε and q are literals in the template).
//! Bounds: `q = 2^64 - 2^32 + 1` exactly, word u64.

use super::limb::Limb;

/// 2^64 - 2^32 + 1.
pub const Q: u64 = 0xFFFF_FFFF_0000_0001;
/// 2^64 mod q = 2^32 - 1.
const EPS: u64 = 0xFFFF_FFFF;

/// `mod_mul`: `a·b mod q`.
#[inline(always)]
pub(crate) fn mul(a: u64, b: u64) -> u64 {
    let lo = a.mul_lo(b);
    let hi = a.mul_hi(b);
    let hh = hi >> 32;
    let hl = hi & EPS;
    let t0 = lo.wrapping_sub(hh);
    let t0 = t0.wrapping_sub(EPS & u64::mask(lo < hh));
    let t1 = hl.wrapping_mul(EPS);
    let r = t0.wrapping_add(t1);
    let r = r.wrapping_add(EPS & u64::mask(r < t1));
    r.wrapping_sub(Q & u64::mask(r >= Q))
}

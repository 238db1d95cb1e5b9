//! Word arithmetic mod a prime for the applications' Rust twins: the same
//! formulas their CUDA kernels use (`ring.cu`, `rns.cu`, `bfv.cu`,
//! `bigint.cu`), written once. Products and inverses come from the
//! generator's own `codegen::arith::roots`.

pub use codegen::arith::roots::{inv_mod, mul_mod, pow_mod};

/// (a + b) mod q, a, b < q < 2^64 (the carry out of the word counts).
pub fn add_mod(a: u64, b: u64, q: u64) -> u64 {
    let (s, carry) = a.overflowing_add(b);
    if carry || s >= q {
        s.wrapping_sub(q)
    } else {
        s
    }
}

/// (a - b) mod q, a, b < q.
pub fn sub_mod(a: u64, b: u64, q: u64) -> u64 {
    if a < b {
        a.wrapping_sub(b).wrapping_add(q)
    } else {
        a - b
    }
}

/// floor(w 2^64 / q): Shoup's companion of the constant w < q.
pub fn shoup_companion(w: u64, q: u64) -> u64 {
    (((w as u128) << 64) / q as u128) as u64
}

/// A constant mod q and its Shoup companion floor(w 2^64 / q).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shoup {
    /// The constant, below its modulus.
    pub w: u64,
    /// floor(w 2^64 / q).
    pub ws: u64,
}

impl Shoup {
    /// The constant w < q with its companion.
    pub fn new(w: u64, q: u64) -> Shoup {
        Shoup { w, ws: shoup_companion(w, q) }
    }

    /// (a w) mod q for any a < 2^64: the estimate is at most one q short,
    /// so 2q must fit the word (q < 2^63).
    pub fn mul(self, a: u64, q: u64) -> u64 {
        let r = a.wrapping_mul(self.w).wrapping_sub((((a as u128 * self.ws as u128) >> 64) as u64).wrapping_mul(q));
        if r >= q {
            r - q
        } else {
            r
        }
    }
}

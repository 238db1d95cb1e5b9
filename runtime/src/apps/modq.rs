//! Word arithmetic mod a prime for the applications' Rust twins: the same
//! formulas their CUDA kernels use (the generated ring kernels of
//! `codegen::emit::elementwise`, `rns.cu`, `bfv.cu`, `bigint.cu`), written once. Sums, differences, products and inverses are
//! the generator's own `codegen::arith::modular`.

// One copy of the plain modular arithmetic: the generator's (exact through
// u128; for reduced inputs the same values as the kernels' word formulas).
pub use codegen::arith::modular::{add_mod, inv_mod, lift_i8, mul_mod, mul_shoup, pow_mod, sub_mod};

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
        mul_shoup(a, self.w, self.ws, q)
    }
}

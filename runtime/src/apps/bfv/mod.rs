//! BFV (Brakerski/Fan–Vercauteren) homomorphic encryption on the generated
//! kernels: textbook BFV over R_q = Z_q[x]/(x^N + 1) with q a product of
//! NTT-friendly towers.
//!
//! - [`oracle`]: the scheme with exact big-integer arithmetic (the reference);
//! - [`params`]: parameter sets (the HE security standard's 128-bit table);
//! - [`sample`]: ChaCha20 randomness, constant-time in the secret values.

pub mod oracle;
pub mod params;
pub mod sample;

pub use oracle::{Oracle, OracleCiphertext, OracleKeys};
pub use params::BfvParams;
pub use sample::Sampler;

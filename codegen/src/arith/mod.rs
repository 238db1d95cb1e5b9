//! Number theory and modular arithmetic for 32- and 64-bit words.
//!
//! `primes`, `roots`, `gaussian` and `crt` are host-side math (tables,
//! validation, references); `twiddle_tables` builds from them the twiddle
//! tables the generated kernels load. `reduce` holds the Rust twin of every CUDA
//! reduction template: same widths, same correction steps, so the CPU
//! interpreter computes bit for bit what the GPU computes; `mma` is the twin
//! of the tensor-core product and the byte-plane arithmetic around it.

pub mod crt;
pub mod gaussian;
pub mod mma;
pub mod modular;
pub mod primes;
pub mod reduce;
pub mod roots;
pub mod twiddle_tables;

//! CUDA text to compiled code, once: NVRTC ([`nvrtc`]: PTX and CUBIN for an
//! architecture, no GPU or driver needed), `ptxas -v` reports ([`ptxas`]),
//! the kernel cache that memoises compiles in memory and on disk
//! ([`cache`], with the disk's file rules in [`cache_fs`]), and a plan's
//! emitted text compiled ahead into that cache ([`plan`]). The device loads
//! what this module compiles; nothing here touches the driver.

pub mod cache;
pub mod cache_fs;
pub mod nvrtc;
pub mod plan;
pub mod ptxas;

pub use cache::{default_cache_dir, CacheKey, CacheStats, KernelCache};
pub use nvrtc::{compile_ptx, nvrtc_available, nvrtc_version, Arch, CompileOptions, Compiled};
pub use plan::{compile_options, emit, plan_ops, precompile, precompile_all, precompile_each};
pub use ptxas::{ptxas_path, resource_usage, ResourceUsage};

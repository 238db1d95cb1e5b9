//! nttgen runtime: NVRTC compile + cache, device buffers, launches (cudarc 0.19).
//!
//! This is the foundation the high-level `Engine` (forward / inverse / polymul
//! over a codegen plan) is built on. It has four parts:
//!
//! - [`nvrtc`]: [`compile_ptx`] turns CUDA C++ text into PTX (and optionally
//!   CUBIN) for an architecture such as `sm_90`; [`nvrtc_version`]. The
//!   compile path itself is [`codegen::nvrtc`] (so the `codegen` binary can
//!   compile too); this crate re-exports it with its errors as [`Error`].
//! - [`cache`]: [`KernelCache`] memoises compiles in memory and on disk, keyed by
//!   sha256(source, arch, NVRTC version, options).
//! - [`device`]: [`Gpu`] (context + default stream + [`DeviceInfo`]), [`Stream`],
//!   [`Event`], [`Module`], [`Kernel`], [`DeviceBuffer`] and checked launches
//!   ([`LaunchDims`], [`KernelArg`], [`kernel_args!`]).
//! - [`presence`]: [`driver_available`] / [`nvrtc_available`].
//! - [`ptxas`]: [`resource_usage`] runs `ptxas -v` offline (registers, spills,
//!   shared memory per kernel) when `NTTGEN_PTXAS` or `PATH` provides it.
//!
//! # Without a GPU
//!
//! cudarc (feature `dynamic-loading`) `dlopen`s `libcuda` and `libnvrtc` on first
//! use and **panics** if they are missing. This crate checks presence first, so
//! on a machine without a driver [`Gpu::open`] returns [`Error::NoDriver`], and
//! without NVRTC [`compile_ptx`] returns [`Error::NoNvrtc`]. NVRTC alone (the PyPI
//! wheel `nvidia-cuda-nvrtc==13.0.*`, which `tests/run.sh` installs into
//! `.tools/cuda` and puts on `LD_LIBRARY_PATH`) is enough to compile kernels.
//!
//! # Example
//!
//! ```no_run
//! use runtime::{kernel_args, CompileOptions, Gpu, KernelCache, LaunchDims};
//! # fn main() -> runtime::Result<()> {
//! let src = r#"typedef unsigned long long uint64_t;
//! extern "C" __global__ void add(uint64_t* c, const uint64_t* a, const uint64_t* b, unsigned n) {
//!     unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
//!     if (i < n) c[i] = a[i] + b[i];
//! }"#;
//! let gpu = Gpu::open(0)?;
//! let (_ptx, module) =
//!     gpu.compile_and_load(KernelCache::global(), src, "add", &CompileOptions::default())?;
//! let add = module.kernel("add")?;
//! let a = gpu.upload(&[1u64, 2, 3])?;
//! let b = gpu.upload(&[10u64, 20, 30])?;
//! let mut c = gpu.alloc_zeros::<u64>(3)?;
//! unsafe { gpu.launch(&add, LaunchDims::new([1, 1, 1], [32, 1, 1], 0), kernel_args![&mut c, &a, &b, 3u32])? };
//! assert_eq!(gpu.download(&c)?, [11, 22, 33]);
//! # Ok(()) }
//! ```

#![warn(missing_docs)]

#[cfg(feature = "apps")]
pub mod apps;
pub mod bench;
pub mod cache;
pub mod cache_fs;
pub mod compile;
pub mod device;
pub mod engine;
pub mod error;
pub mod graph;
pub mod latency;
pub mod multi;
pub mod nvrtc;
pub mod package;
pub mod presence;
pub mod ptxas;
pub mod transforms;
pub mod tune;
pub mod typed;

pub use cache::{default_cache_dir, CacheKey, CacheStats, KernelCache};
pub use device::{
    DeviceBuffer, DeviceInfo, DeviceWord, Event, Gpu, Graph, Kernel, KernelArg, KernelAttrs, LaunchDims,
    Module, Stream, DEFAULT_DYNAMIC_SHARED_LIMIT,
};
pub use engine::Engine;
pub use graph::ProgramGraph;
pub use multi::{MultiEngine, Shard};
pub use transforms::Transforms;
pub use typed::{EngineWord, TypedEngine};
pub use error::{Error, Result};
pub use nvrtc::{compile_ptx, nvrtc_version, Arch, CompileOptions, Compiled};
pub use presence::{driver_available, nvrtc_available};
pub use ptxas::{ptxas_path, resource_usage, ResourceUsage};

/// Re-export of the cudarc version this crate is built on (for escape hatches).
pub use cudarc;

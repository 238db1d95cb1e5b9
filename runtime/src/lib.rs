//! nttgen runtime: a spec's kernels compiled with NVRTC, cached, loaded and
//! run on the GPU (cudarc 0.19). Its modules are layers, each built on the
//! ones before it:
//!
//! - [`error`]: the crate's [`Error`], every failure named with its fix.
//! - [`compiler`]: CUDA text to compiled code without a GPU:
//!   [`compile_ptx`] (NVRTC, PTX and CUBIN for an architecture such as
//!   `sm_90`; the path itself is [`codegen::nvrtc`], so the `codegen`
//!   binary compiles too), [`resource_usage`] (`ptxas -v`, when
//!   `NTTGEN_PTXAS` or `PATH` provides it), the [`KernelCache`] that
//!   memoises compiles in memory and on disk (keyed by sha256 of source,
//!   arch, NVRTC version and options), and a plan's text compiled ahead.
//! - [`device`]: [`Gpu`] (context + default stream + [`DeviceInfo`]),
//!   [`Stream`], [`Event`], [`Module`], [`Kernel`], [`DeviceBuffer`] and
//!   checked launches ([`LaunchDims`], [`KernelArg`], [`kernel_args!`]);
//!   [`driver_available`] before any driver call.
//! - [`engines`]: a plan on a GPU: the device-resident [`TypedEngine`],
//!   the host-slice [`Engine`], [`MultiEngine`] over several GPUs, and the
//!   [`Transforms`] they share.
//! - [`package`]: a package emitted ahead (`codegen emit`, `build.rs`) run
//!   from its files alone, with nothing of the generator at run time.
//! - `apps` (feature `apps`): big integers, RNS/CRT, RLWE and BFV on the
//!   engines.
//! - `lab` (feature `lab`): `bench` and `tune`, the `nttgen-gpu` command's
//!   library, with the dependencies only they need.
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
pub mod compiler;
pub mod device;
pub mod engines;
pub mod error;
#[cfg(feature = "lab")]
pub mod lab;
pub mod package;

pub use compiler::{
    compile_ptx, default_cache_dir, nvrtc_available, nvrtc_version, ptxas_path, resource_usage, Arch, CacheKey, CacheStats,
    CompileOptions, Compiled, KernelCache, ResourceUsage,
};
pub use device::{
    driver_available, DeviceBuffer, DeviceInfo, DeviceWord, Event, Gpu, Graph, Kernel, KernelArg, KernelAttrs, LaunchDims,
    Module, Stream, DEFAULT_DYNAMIC_SHARED_LIMIT,
};
pub use engines::{DeviceTowerArgs, Engine, EngineWord, MultiEngine, ProgramGraph, Shard, Transforms, TypedEngine};
pub use error::{Error, Result};

/// Re-export of the cudarc version this crate is built on (for escape hatches).
pub use cudarc;

//! NVRTC compile of emitted CUDA (no GPU, no CUDA driver needed) and the
//! offline `ptxas -v` report: what `codegen compile` runs, and what
//! `runtime` re-exports (`runtime::compile_ptx` and friends wrap these).
//!
//! - [`compile_ptx`]: CUDA C++ text → PTX (and optionally CUBIN) for an
//!   architecture such as `sm_90`; [`nvrtc_version`]; [`Arch`],
//!   [`CompileOptions`], [`Compiled`].
//! - [`nvrtc_available`]: is `libnvrtc.so.13` loadable? Checked before every
//!   cudarc call, because cudarc (feature `dynamic-loading`) **panics** when
//!   the library is missing; every cudarc call also runs under [`guard`].
//! - [`resource_usage`]: registers, stack frame, spills and shared memory per
//!   kernel from `ptxas -v` ([`ptxas_path`] finds it).
//! - [`disassemble`], [`parse_sass`]: SASS instruction counts per kernel
//!   by opcode class (ptxas + `cuobjdump -sass`, [`cuobjdump_path`]).
//! - [`Error`]: names what is missing or wrong and the fix.
//!
//! NVRTC alone (the PyPI wheel `nvidia-cuda-nvrtc==13.0.*`, which
//! `tests/run.sh` installs into `.tools/cuda` and puts on `LD_LIBRARY_PATH`)
//! is enough.
//!
//! ```no_run
//! use codegen::nvrtc::{compile_ptx, CompileOptions};
//! let spec = codegen::spec::from_file("generated/specs/ntt_u64_n10_r8_s10_c1_shoup.toml".as_ref()).unwrap();
//! let plan = codegen::plan::lower(&spec).unwrap();
//! let target = codegen::emit::Target::sm90();
//! let (cuda, info) = codegen::emit::cuda(&plan, &target, &Default::default()).unwrap();
//! let opts = CompileOptions { extra: info.nvrtc_options, ..Default::default() };
//! let c = compile_ptx(&cuda, &spec.name, "sm_90", &opts)?;
//! assert_eq!(c.kernel_names().len(), plan.kernels.len());
//! # Ok::<(), codegen::nvrtc::Error>(())
//! ```

mod compile;
mod error;
mod presence;
mod ptxas;
mod sass;

pub use compile::{compile_ptx, nvrtc_version, Arch, CompileOptions, Compiled};
pub use error::{Error, Result};
pub use presence::{guard, nvrtc_available, panic_message};
pub use sass::{cuobjdump_path, disassemble, parse_sass, KernelSass, CLASSES, TOOLS_CUOBJDUMP};
pub use ptxas::{parse_verbose, ptxas_path, resource_usage, ResourceUsage, TOOLS_PTXAS};

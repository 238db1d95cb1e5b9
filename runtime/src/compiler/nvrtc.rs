//! CUDA C++ → PTX (and optionally CUBIN) with NVRTC: [`codegen::nvrtc`]'s
//! compile path, with its errors as this crate's [`Error`].
//!
//! Every compile uses `--gpu-architecture=<arch> -default-device --std=c++17`
//! plus the [`CompileOptions`]. Nothing here needs a GPU or the CUDA driver.

pub use codegen::nvrtc::{Arch, CompileOptions, Compiled};

use crate::error::{Error, Result};

/// `Ok(())` when NVRTC can be loaded, `Err(Error::NoNvrtc)` otherwise. Never
/// panics. See [`codegen::nvrtc::nvrtc_available`].
pub fn nvrtc_available() -> Result<()> {
    codegen::nvrtc::nvrtc_available().map_err(Error::from)
}

/// `(major, minor)` of the NVRTC library that was loaded, e.g. `(13, 0)`.
/// See [`codegen::nvrtc::nvrtc_version`].
pub fn nvrtc_version() -> Result<(i32, i32)> {
    codegen::nvrtc::nvrtc_version().map_err(Error::from)
}

/// Compiles CUDA C++ `source` for `arch` (e.g. `"sm_90"`), returning PTX (and
/// CUBIN if asked) with NVRTC's log. See [`codegen::nvrtc::compile_ptx`].
///
/// `spec_name` names the program (NVRTC's messages say `<spec_name>.cu(line)`)
/// and is carried in errors. A rejected source gives [`Error::Compile`] with
/// the full NVRTC log; a missing NVRTC gives [`Error::NoNvrtc`].
pub fn compile_ptx(source: &str, spec_name: &str, arch: &str, opts: &CompileOptions) -> Result<Compiled> {
    codegen::nvrtc::compile_ptx(source, spec_name, arch, opts).map_err(Error::from)
}

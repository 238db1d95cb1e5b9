//! The runtime's one error type.
//!
//! Every variant names what went wrong and, where there is one, the fix.
//! Nothing in this crate panics on a missing driver, a missing NVRTC, a bad
//! kernel source or a bad launch shape: it returns one of these.

use std::path::PathBuf;

/// Result alias used throughout the runtime.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in the runtime.
#[derive(thiserror::Error, Debug)]
#[non_exhaustive]
pub enum Error {
    /// `libcuda.so.1` (the CUDA driver) could not be loaded.
    #[error(
        "no CUDA driver found (libcuda.so.1 could not be loaded); run on a machine with an \
         NVIDIA GPU and driver >= 580 (CUDA 13.0). The CPU interpreter and NVRTC compile-only \
         checks work without one"
    )]
    NoDriver,

    /// The driver loaded but there is no usable GPU at this ordinal.
    #[error(
        "CUDA driver found but no usable GPU at ordinal {ordinal} ({detail}); check nvidia-smi, \
         CUDA_VISIBLE_DEVICES and that the ordinal is below the device count"
    )]
    NoDevice {
        /// The ordinal that was asked for.
        ordinal: usize,
        /// What the driver said (device count, error name).
        detail: String,
    },

    /// `libnvrtc.so.13` could not be loaded.
    #[error(
        "NVRTC not found (libnvrtc.so.13 could not be loaded); run tests/run.sh, which installs \
         the PyPI wheel nvidia-cuda-nvrtc==13.0.* into .tools/cuda, or put the wheel's \
         nvidia/cu13/lib directory (for example <repo>/.tools/cuda/nvidia/cu13/lib) on \
         LD_LIBRARY_PATH"
    )]
    NoNvrtc,

    /// NVRTC loaded but could not load its builtins library
    /// (`NVRTC_ERROR_BUILTIN_OPERATION_FAILURE`).
    #[error(
        "NVRTC loaded but failed with \"builtin operation failure\" while compiling `{spec}`: \
         libnvrtc-builtins.so.13.0 must sit on LD_LIBRARY_PATH next to libnvrtc.so.13 (put \
         .tools/cuda/nvidia/cu13/lib on LD_LIBRARY_PATH, or run tests/run.sh)"
    )]
    NvrtcBuiltins {
        /// Spec (program) name being compiled.
        spec: String,
    },

    /// NVRTC rejected the CUDA source: `log` is NVRTC's program log.
    #[error("NVRTC failed to compile `{spec}` for {arch}:\n{log}")]
    Compile {
        /// Spec (program) name being compiled.
        spec: String,
        /// Target architecture, e.g. `sm_90`.
        arch: String,
        /// NVRTC's program log (errors and warnings).
        log: String,
    },

    /// An NVRTC API call other than compilation failed.
    #[error("NVRTC call {call} failed for `{spec}`: {code}")]
    Nvrtc {
        /// Spec (program) name.
        spec: String,
        /// Which NVRTC function failed.
        call: &'static str,
        /// The NVRTC result code.
        code: String,
    },

    /// An architecture string that is not `sm_XY`, `sm_XYa`/`sm_XYf` or `compute_XY`.
    #[error(
        "invalid GPU architecture {arch:?}: expected sm_XY (e.g. sm_80, sm_90, sm_90a) or \
         compute_XY{detail}"
    )]
    Arch {
        /// The string given.
        arch: String,
        /// Extra explanation (may be empty).
        detail: String,
    },

    /// A CUDA driver call failed; the string names the call and the driver's error.
    #[error("CUDA driver error: {0}")]
    Driver(String),

    /// A launch shape or launch resource is invalid (checked before the driver sees it).
    #[error("invalid launch of kernel `{kernel}`: {reason}")]
    Launch {
        /// Kernel name.
        kernel: String,
        /// What is wrong and the limit that was hit.
        reason: String,
    },

    /// A kernel name was not found in a loaded module, or is not a valid C identifier.
    #[error("kernel `{name}` not found in the loaded module ({detail}); kernels must be declared extern \"C\" __global__")]
    NoKernel {
        /// The kernel name asked for.
        name: String,
        /// The driver's error.
        detail: String,
    },

    /// A cache directory or file operation failed where it could not be ignored
    /// (creating the cache directory). Unreadable or corrupt entries are not errors:
    /// they are recompiled.
    #[error("kernel cache I/O error at {}: {source}; set NTTGEN_CACHE_DIR to a writable directory", path.display())]
    Cache {
        /// File or directory involved.
        path: PathBuf,
        /// The I/O error.
        #[source]
        source: std::io::Error,
    },

    /// `ptxas` was asked for but not found.
    #[error(
        "ptxas not found: set NTTGEN_PTXAS or put ptxas on PATH (tests/run.sh installs it from \
         the PyPI wheel nvidia-cuda-nvcc==13.0.* into .tools/cuda/nvidia/cu13/bin)"
    )]
    NoPtxas,

    /// `ptxas` failed; `log` is its output.
    #[error("ptxas failed for {arch}:\n{log}")]
    Ptxas {
        /// Target architecture.
        arch: String,
        /// ptxas output, or the I/O error.
        log: String,
    },

    /// Host and device buffer lengths disagree.
    #[error("length mismatch for {what}: expected {expected} elements, got {got}")]
    Length {
        /// What was being copied.
        what: String,
        /// Length required.
        expected: usize,
        /// Length given.
        got: usize,
    },

    /// A caller's input or a plan was refused before any launch (wrong
    /// length, a value not below its prime, a plan the device cannot run).
    #[error("{0}")]
    Invalid(String),
}

impl Error {
    /// True when the error means "this machine cannot run the GPU path at all"
    /// (no driver or no device), as opposed to a bug or a bad input.
    pub fn is_unavailable(&self) -> bool {
        matches!(
            self,
            Error::NoDriver | Error::NoDevice { .. } | Error::NoNvrtc
        )
    }
}

//! The runtime's one error type.
//!
//! Every variant names what went wrong and, where there is one, the fix.
//! Nothing in this crate panics on a missing driver, a missing NVRTC, a bad
//! kernel source or a bad launch shape: it returns one of these.
//!
//! The NVRTC and ptxas variants (`NoNvrtc`, `WrongNvrtc`, `NvrtcBuiltins`, `Compile`,
//! `Nvrtc`, `Arch`, `NoPtxas`, `Ptxas`) are [`codegen::nvrtc::Error`]'s, field
//! for field and with its messages: `From<codegen::nvrtc::Error>` maps each to
//! the variant of the same name.

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
    #[error("{}", nvrtc_text(self))]
    NoNvrtc,

    /// The library loaded under NVRTC's name is not NVRTC 13.
    #[error("{}", nvrtc_text(self))]
    WrongNvrtc {
        /// The file name the loader resolved.
        library: String,
        /// What it is (`NVRTC 12.4`, or why it is not NVRTC).
        found: String,
    },

    /// NVRTC loaded but could not load its builtins library
    /// (`NVRTC_ERROR_BUILTIN_OPERATION_FAILURE`).
    #[error("{}", nvrtc_text(self))]
    NvrtcBuiltins {
        /// Spec (program) name being compiled.
        spec: String,
    },

    /// NVRTC rejected the CUDA source: `log` is NVRTC's program log.
    #[error("{}", nvrtc_text(self))]
    Compile {
        /// Spec (program) name being compiled.
        spec: String,
        /// Target architecture, e.g. `sm_90`.
        arch: String,
        /// NVRTC's program log (errors and warnings).
        log: String,
    },

    /// An NVRTC API call other than compilation failed.
    #[error("{}", nvrtc_text(self))]
    Nvrtc {
        /// Spec (program) name.
        spec: String,
        /// Which NVRTC function failed.
        call: &'static str,
        /// The NVRTC result code.
        code: String,
    },

    /// An architecture string that is not `sm_XY`, `sm_XYa`/`sm_XYf` or `compute_XY`.
    #[error("{}", nvrtc_text(self))]
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
    #[error("{}", nvrtc_text(self))]
    NoPtxas,

    /// `ptxas` failed; `log` is its output.
    #[error("{}", nvrtc_text(self))]
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

    /// Host memory for the spec's tables or a staging copy was refused
    /// (names the spec, the bytes and the way out).
    #[error(transparent)]
    HostMemory(#[from] codegen::memory::AllocError),
}

impl Error {
    /// The same error, a refused allocation naming spec `name`.
    pub fn in_spec(self, name: &str) -> Self {
        match self {
            Error::HostMemory(a) => Error::HostMemory(a.in_spec(name)),
            e => e,
        }
    }

    /// True when the error means "this machine cannot run the GPU path at all"
    /// (no driver or no device), as opposed to a bug or a bad input.
    pub fn is_unavailable(&self) -> bool {
        matches!(
            self,
            Error::NoDriver | Error::NoDevice { .. } | Error::NoNvrtc | Error::WrongNvrtc { .. }
        )
    }
}

impl From<codegen::nvrtc::Error> for Error {
    fn from(e: codegen::nvrtc::Error) -> Error {
        use codegen::nvrtc::Error as N;
        match e {
            N::NoNvrtc => Error::NoNvrtc,
            N::WrongNvrtc { library, found } => Error::WrongNvrtc { library, found },
            N::NvrtcBuiltins { spec } => Error::NvrtcBuiltins { spec },
            N::Compile { spec, arch, log } => Error::Compile { spec, arch, log },
            N::Nvrtc { spec, call, code } => Error::Nvrtc { spec, call, code },
            N::Arch { arch, detail } => Error::Arch { arch, detail },
            N::NoPtxas => Error::NoPtxas,
            N::Ptxas { arch, log } => Error::Ptxas { arch, log },
            // codegen::nvrtc::Error is non_exhaustive: a variant added there
            // keeps its message here until it gets a variant of its own.
            other => Error::Invalid(other.to_string()),
        }
    }
}

/// The message of an NVRTC-side variant: [`codegen::nvrtc::Error`]'s, word for word.
fn nvrtc_text(e: &Error) -> String {
    use codegen::nvrtc::Error as N;
    let n = match e {
        Error::NoNvrtc => N::NoNvrtc,
        Error::WrongNvrtc { library, found } => N::WrongNvrtc { library: library.clone(), found: found.clone() },
        Error::NvrtcBuiltins { spec } => N::NvrtcBuiltins { spec: spec.clone() },
        Error::Compile { spec, arch, log } => N::Compile { spec: spec.clone(), arch: arch.clone(), log: log.clone() },
        Error::Nvrtc { spec, call, code } => N::Nvrtc { spec: spec.clone(), call, code: code.clone() },
        Error::Arch { arch, detail } => N::Arch { arch: arch.clone(), detail: detail.clone() },
        Error::NoPtxas => N::NoPtxas,
        Error::Ptxas { arch, log } => N::Ptxas { arch: arch.clone(), log: log.clone() },
        other => return format!("{other:?}"),
    };
    n.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use codegen::nvrtc::Error as N;

    /// Each NVRTC-side error keeps its variant, fields and message through `From`.
    #[test]
    fn nvrtc_errors_map_to_the_same_variant_and_message() {
        let all = [
            N::NoNvrtc,
            N::WrongNvrtc { library: "libnvrtc.so.12".into(), found: "NVRTC 12.4".into() },
            N::NvrtcBuiltins { spec: "s".into() },
            N::Compile { spec: "s".into(), arch: "sm_90".into(), log: "s.cu(4): error".into() },
            N::Nvrtc { spec: "s".into(), call: "nvrtcGetPTX", code: "NVRTC_ERROR_X".into() },
            N::Arch { arch: "sm9".into(), detail: String::new() },
            N::NoPtxas,
            N::Ptxas { arch: "sm_90".into(), log: "bad".into() },
        ];
        for n in all {
            let e = Error::from(n.clone());
            assert_eq!(e.to_string(), n.to_string());
            assert_eq!(format!("{e:?}"), format!("{n:?}"), "same variant name and fields");
        }
        assert!(Error::from(N::NoNvrtc).is_unavailable());
        assert!(Error::from(N::NoNvrtc).to_string().contains("LD_LIBRARY_PATH"));
    }
}

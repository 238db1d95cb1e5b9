//! What can go wrong compiling with NVRTC or reading a `ptxas` report.
//!
//! Every variant names what is missing or wrong and, where there is one, the
//! fix. Nothing in [`crate::nvrtc`] panics: a missing NVRTC, a rejected source
//! or a bad architecture string comes back as one of these.
//! `runtime::Error` has a variant of the same name and fields for each, with
//! this type's message (`From<codegen::nvrtc::Error>`).

/// Result alias of [`crate::nvrtc`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in [`crate::nvrtc`].
#[derive(thiserror::Error, Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// `libnvrtc.so.13` could not be loaded.
    #[error(
        "NVRTC not found (libnvrtc.so.13 could not be loaded); run tests/run.sh, which installs \
         the PyPI wheel nvidia-cuda-nvrtc==13.0.* into .tools/cuda, or put the wheel's \
         nvidia/cu13/lib directory (for example <repo>/.tools/cuda/nvidia/cu13/lib) on \
         LD_LIBRARY_PATH"
    )]
    NoNvrtc,

    /// The library loaded under NVRTC's name is not NVRTC 13 (another major
    /// version found first on the search path, or not NVRTC at all).
    #[error(
        "the NVRTC library found first ({library}) is {found}, but nttgen needs NVRTC 13.x; run \
         tests/run.sh, which installs the PyPI wheel nvidia-cuda-nvrtc==13.0.* into .tools/cuda, \
         and put its nvidia/cu13/lib directory first on LD_LIBRARY_PATH"
    )]
    WrongNvrtc {
        /// The file name the loader resolved (as cudarc searches for it).
        library: String,
        /// What it is: `NVRTC 12.4`, or why it is not NVRTC.
        found: String,
    },

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

    /// `cuobjdump` was asked for (`codegen compile --sass`) but not found.
    #[error(
        "cuobjdump not found: set NTTGEN_CUOBJDUMP or put cuobjdump on PATH (bash \
         tests/sass/sass-counts.sh installs it from the PyPI wheel nvidia-cuda-cuobjdump==13.2.* \
         into .tools/sass/nvidia/cu13/bin)"
    )]
    NoCuobjdump,

    /// `cuobjdump -sass` failed; `log` is its output.
    #[error("cuobjdump -sass failed:\n{log}")]
    Cuobjdump {
        /// cuobjdump output, or the I/O error.
        log: String,
    },
}

impl Error {
    /// True when the error means "NVRTC cannot be used on this machine"
    /// (not loadable, or its builtins library is missing), as opposed to a bad
    /// source, option or architecture.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, Error::NoNvrtc | Error::WrongNvrtc { .. } | Error::NvrtcBuiltins { .. })
    }
}

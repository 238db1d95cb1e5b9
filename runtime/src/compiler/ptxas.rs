//! Offline register / spill / shared-memory report with `ptxas -v` (no GPU
//! needed): [`codegen::nvrtc::resource_usage`], with its errors as this
//! crate's [`Error`].

pub use codegen::nvrtc::{parse_verbose, ptxas_path, ResourceUsage};

use crate::error::{Error, Result};

/// Runs `ptxas -arch=<arch> -v` on `ptx` and parses the per-kernel report.
/// `arch` must be a real `sm_*` architecture. See [`codegen::nvrtc::resource_usage`].
pub fn resource_usage(ptx: &str, arch: &str) -> Result<Vec<ResourceUsage>> {
    codegen::nvrtc::resource_usage(ptx, arch).map_err(Error::from)
}

//! Is the CUDA driver loadable? Checked before any cudarc call.
//!
//! cudarc 0.19 with `dynamic-loading` resolves every CUDA symbol lazily through
//! `culib()`, which **panics** ("Unable to dynamically load the \"cuda\" shared
//! library ...") when no candidate library can be `dlopen`ed, and `load()`
//! panics again ("Missing symbol ...") when the library is there but a symbol
//! is not (an older driver). Its `sys::is_culib_present()` tries the same
//! candidate names with `libloading::Library::new` and returns a `bool`
//! without panicking, so this module calls it once per process and caches the
//! answer. Every later cudarc call in this crate is additionally wrapped in
//! [`codegen::nvrtc::guard`] (`catch_unwind`) so that a panic inside cudarc
//! becomes an [`Error`] instead of unwinding through the caller. The NVRTC
//! side lives in [`codegen::nvrtc`] (`crate::compiler::nvrtc_available`).

use std::panic::catch_unwind;
use std::sync::OnceLock;

use crate::error::{Error, Result};

/// `Ok(())` when the CUDA driver library (`libcuda.so.1` or another name cudarc
/// searches for) can be loaded, `Err(Error::NoDriver)` otherwise. Never panics.
/// Says nothing about whether a GPU is present: [`crate::Gpu::open`] checks that.
pub fn driver_available() -> Result<()> {
    static PRESENT: OnceLock<bool> = OnceLock::new();
    let present = *PRESENT.get_or_init(|| {
        // is_culib_present is `unsafe` only because it dlopens a library.
        catch_unwind(|| unsafe { cudarc::driver::sys::is_culib_present() }).unwrap_or(false)
    });
    if present {
        Ok(())
    } else {
        Err(Error::NoDriver)
    }
}

/// [`codegen::nvrtc::guard`] for driver calls: a panic becomes `Error::Driver`.
pub(crate) fn guard_driver<T>(context: &str, f: impl FnOnce() -> Result<T>) -> Result<T> {
    codegen::nvrtc::guard(f, |msg| {
        Error::Driver(format!("{context}: cudarc panicked: {msg}"))
    })
}

//! Is the CUDA driver / NVRTC loadable? Checked before any cudarc call.
//!
//! cudarc 0.19 with `dynamic-loading` resolves every CUDA symbol lazily through
//! `culib()`, which **panics** ("Unable to dynamically load the \"cuda\" shared
//! library ...") when no candidate library can be `dlopen`ed, and `load()`
//! panics again ("Missing symbol ...") when the library is there but a symbol
//! is not (an older driver). Its `sys::is_culib_present()` tries the same
//! candidate names with `libloading::Library::new` and returns a `bool`
//! without panicking, so this module calls it once per process and caches the
//! answer. Every later cudarc call in this crate is additionally wrapped in
//! `guard` (`catch_unwind`) so that a panic inside cudarc becomes an
//! [`Error`] instead of unwinding through the caller.

use std::panic::{catch_unwind, AssertUnwindSafe};
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

/// `Ok(())` when NVRTC (`libnvrtc.so.13`, or another name cudarc searches for)
/// can be loaded, `Err(Error::NoNvrtc)` otherwise. Never panics.
///
/// The test command `tests/run.sh` installs NVRTC from the PyPI wheel
/// `nvidia-cuda-nvrtc==13.0.*` into `.tools/cuda` and puts
/// `.tools/cuda/nvidia/cu13/lib` on `LD_LIBRARY_PATH`.
pub fn nvrtc_available() -> Result<()> {
    static PRESENT: OnceLock<bool> = OnceLock::new();
    let present = *PRESENT.get_or_init(|| {
        catch_unwind(|| unsafe { cudarc::nvrtc::sys::is_culib_present() }).unwrap_or(false)
    });
    if present {
        Ok(())
    } else {
        Err(Error::NoNvrtc)
    }
}

/// Runs `f`, turning a panic inside cudarc into `on_panic(message)`.
///
/// Used around every cudarc call after the presence check, as a last line of
/// defence (a missing symbol in an old driver, an `assert!` in cudarc).
pub(crate) fn guard<T>(
    f: impl FnOnce() -> Result<T>,
    on_panic: impl FnOnce(String) -> Error,
) -> Result<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(payload) => {
            let msg = if let Some(s) = payload.downcast_ref::<&str>() {
                (*s).to_string()
            } else if let Some(s) = payload.downcast_ref::<String>() {
                s.clone()
            } else {
                "unknown panic payload".to_string()
            };
            Err(on_panic(msg))
        }
    }
}

/// [`guard`] for driver calls: a panic becomes `Error::Driver`.
pub(crate) fn guard_driver<T>(context: &str, f: impl FnOnce() -> Result<T>) -> Result<T> {
    guard(f, |msg| {
        Error::Driver(format!("{context}: cudarc panicked: {msg}"))
    })
}

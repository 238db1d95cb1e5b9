//! Is NVRTC loadable? Checked before any cudarc call.
//!
//! cudarc 0.19 with `dynamic-loading` resolves every NVRTC symbol lazily
//! through `culib()`, which **panics** ("Unable to dynamically load the
//! \"nvrtc\" shared library ...") when no candidate library can be
//! `dlopen`ed, and `load()` panics again ("Missing symbol ...") when the
//! library is there but a symbol is not. Its `sys::is_culib_present()` tries
//! the same candidate names with `libloading::Library::new` and returns a
//! `bool` without panicking, so [`nvrtc_available`] calls it once per process
//! and caches the answer. Every later cudarc call is additionally wrapped in
//! [`guard`] (`catch_unwind`) so that a panic inside cudarc becomes an error
//! instead of unwinding through the caller.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::OnceLock;

use super::error::{Error, Result};

/// `Ok(())` when NVRTC (`libnvrtc.so.13`, or another name cudarc searches for)
/// can be loaded, `Err(Error::NoNvrtc)` otherwise. Never panics.
///
/// The test command `tests/run.sh` installs NVRTC from the PyPI wheel
/// `nvidia-cuda-nvrtc==13.0.*` into `.tools/cuda` and puts
/// `.tools/cuda/nvidia/cu13/lib` on `LD_LIBRARY_PATH`.
pub fn nvrtc_available() -> Result<()> {
    static PRESENT: OnceLock<bool> = OnceLock::new();
    let present = *PRESENT.get_or_init(|| {
        // is_culib_present is `unsafe` only because it dlopens a library.
        catch_unwind(|| unsafe { cudarc::nvrtc::sys::is_culib_present() }).unwrap_or(false)
    });
    if present {
        Ok(())
    } else {
        Err(Error::NoNvrtc)
    }
}

/// Runs `f`, turning a panic inside it into `on_panic(message)`.
///
/// Used around every cudarc call after the presence check, as a last line of
/// defence (a missing symbol in an old library, an `assert!` in cudarc). Generic
/// over the error type so that `runtime` guards its driver calls with it too.
pub fn guard<T, E>(f: impl FnOnce() -> Result<T, E>, on_panic: impl FnOnce(String) -> E) -> Result<T, E> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(payload) => Err(on_panic(panic_message(payload.as_ref()))),
    }
}

/// The text of a panic payload (`&str` or `String`), or a placeholder.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic payload".to_string()
    }
}

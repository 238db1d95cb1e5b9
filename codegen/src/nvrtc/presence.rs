//! Is NVRTC loadable? Checked before any cudarc call.
//!
//! cudarc 0.19 with `dynamic-loading` resolves every NVRTC symbol lazily
//! through `culib()`, which **panics** ("Unable to dynamically load the
//! \"nvrtc\" shared library ...") when no candidate library can be
//! `dlopen`ed, and `load()` panics again ("Missing symbol ...") when the
//! library is there but a symbol is not. Its `sys::is_culib_present()` tries
//! the same candidate names with `libloading::Library::new` and returns a
//! `bool` without panicking; [`nvrtc_available`] goes one step further, once
//! per process: the library that search finds first must be NVRTC 13 (its
//! `nvrtcVersion`), else a clear [`Error::WrongNvrtc`] instead of cudarc's
//! panic on the first missing symbol. Every later cudarc call is additionally wrapped in
//! [`guard`] (`catch_unwind`) so that a panic inside cudarc becomes an error
//! instead of unwinding through the caller.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::OnceLock;

use super::error::{Error, Result};

/// `Ok(())` when NVRTC 13 (`libnvrtc.so.13`, or another name cudarc searches
/// for) can be loaded, `Err(Error::NoNvrtc)` when nothing can,
/// `Err(Error::WrongNvrtc)` when the library found first is not NVRTC 13.
/// Never panics.
///
/// The test command `tests/run.sh` installs NVRTC from the PyPI wheel
/// `nvidia-cuda-nvrtc==13.0.*` into `.tools/cuda` and puts
/// `.tools/cuda/nvidia/cu13/lib` on `LD_LIBRARY_PATH`.
pub fn nvrtc_available() -> Result<()> {
    static PRESENT: OnceLock<Result<()>> = OnceLock::new();
    PRESENT.get_or_init(|| catch_unwind(first_library).unwrap_or(Err(Error::NoNvrtc))).clone()
}

/// The NVRTC major version cudarc's bindings are built for (`cuda-13000`).
const NVRTC_MAJOR: i32 = 13;

/// The library cudarc's loader will take (the first of its candidate names
/// that loads, as `culib()` searches) is NVRTC of the bindings' major
/// version: it has `nvrtcVersion`, and that says 13.x. Checked here, without
/// cudarc, because cudarc panics on a missing symbol (an NVRTC 12 first on the
/// path, or another library under NVRTC's name) and a caught panic still
/// prints its message.
fn first_library() -> Result<()> {
    type Version = unsafe extern "C" fn(*mut i32, *mut i32) -> i32;
    for name in cudarc::get_lib_name_candidates("nvrtc") {
        // Loading runs the library's initialisers, as cudarc's own load would.
        let Ok(lib) = (unsafe { libloading::Library::new(&name) }) else { continue };
        let wrong = |found: String| Err(Error::WrongNvrtc { library: name.clone(), found });
        let Ok(version) = (unsafe { lib.get::<Version>(b"nvrtcVersion\0") }) else {
            return wrong("a library without nvrtcVersion (not NVRTC)".to_string());
        };
        let (mut major, mut minor) = (0, 0);
        if unsafe { version(&mut major, &mut minor) } != 0 {
            return wrong("a library whose nvrtcVersion fails".to_string());
        }
        return if major == NVRTC_MAJOR { Ok(()) } else { wrong(format!("NVRTC {major}.{minor}")) };
    }
    Err(Error::NoNvrtc)
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

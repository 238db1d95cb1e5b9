//! The table builder as a C function, for C and C++ programs that take an
//! nttgen package with primes chosen at run time (`[moduli.runtime]`).
//!
//! A package's kernels read its primes' constants and twiddles from one
//! device buffer (the layout of `<name>.tables.bin`, `emit::package`). For
//! a run-time template the package ships no tables: the program builds them
//! for its primes with `nttgen_tables(<NAME>_SPEC, primes, towers, ...)`,
//! uploads them with `<name>_upload_tables` and passes `towers` to the
//! package's functions. This is the same code that builds the tables for
//! the Rust runtime and the interpreter (`plan::tables`), linked from
//! `libcodegen.a` (`cargo build --release -p nttgen-codegen`), so the C
//! side can never drift from it; every prime is checked as `with_primes`
//! checks it, with the same messages.

use crate::emit::package::{tables_file, tables_layout, write_tables, TablesError};
use crate::emit::EmitError;
use crate::plan::Plan;
use crate::spec::ValidSpec;
use std::ffi::{c_char, CStr};

/// Success.
pub const NTTGEN_OK: i32 = 0;
/// A null pointer where one is needed, or a spec that is not UTF-8.
pub const NTTGEN_BAD_ARGUMENT: i32 = 1;
/// The spec text does not validate, or its primes are not run-time primes.
pub const NTTGEN_BAD_SPEC: i32 = 2;
/// A prime is refused (not prime, not NTT-friendly, too large, repeated,
/// more than the template's towers); the message names which.
pub const NTTGEN_BAD_PRIMES: i32 = 3;
/// `out_bytes` is not the tables' size, which `*needed` then holds.
pub const NTTGEN_BUFFER_SIZE: i32 = 4;
/// A bug: the builder panicked (the message says where).
pub const NTTGEN_INTERNAL: i32 = 5;
/// Memory to compute the tables in was refused (the message names the bytes).
pub const NTTGEN_NO_MEMORY: i32 = 6;

/// The run-time template `spec` (`<NAME>_SPEC`) and its tower bound, or
/// the status and message of what is wrong.
fn template_of(spec: &str) -> Result<(ValidSpec, usize), (i32, String)> {
    let template = crate::spec::from_str(spec).map_err(|e| (NTTGEN_BAD_SPEC, e.to_string()))?;
    match (template.runtime_template, template.runtime_moduli) {
        (true, Some(rt)) => Ok((template, rt.max_towers as usize)),
        _ => Err((NTTGEN_BAD_SPEC, format!("spec {} has its primes fixed; nttgen_tables builds tables for a run-time template ([moduli.runtime], <NAME>_SPEC)", template.name))),
    }
}

/// The tables file of `spec` (a run-time template's text, `<NAME>_SPEC`)
/// for `primes`, or the status and message of what is wrong.
pub fn tables_for(spec: &str, primes: &[u64]) -> Result<Vec<u8>, (i32, String)> {
    let (template, _) = template_of(spec)?;
    tables_of(&template, primes)
}

fn tables_of(template: &ValidSpec, primes: &[u64]) -> Result<Vec<u8>, (i32, String)> {
    tables_file(&instance_plan(template, primes)?).map(|(bytes, _)| bytes).map_err(status)
}

/// The plan of `template` for `primes`.
fn instance_plan(template: &ValidSpec, primes: &[u64]) -> Result<Plan, (i32, String)> {
    let instance = template.with_primes(primes).map_err(|e| (NTTGEN_BAD_PRIMES, e.to_string()))?;
    crate::plan::lower(&instance).map_err(|e| (NTTGEN_BAD_SPEC, e.to_string()))
}

/// The status and message of a tables file not built.
fn status(e: EmitError) -> (i32, String) {
    let code = if matches!(e, EmitError::Alloc(_)) { NTTGEN_NO_MEMORY } else { NTTGEN_INTERNAL };
    (code, e.to_string())
}

/// Writes the tables of `plan` into `out` when it is exactly their size;
/// their size either way. Nothing of the tables' size is allocated: they
/// are written into `out` as they are computed.
fn write_into(plan: &Plan, out: Option<&mut [u8]>) -> Result<(usize, bool), (i32, String)> {
    let layout = tables_layout(plan);
    let len = layout.bytes() as usize;
    let Some(out) = out.filter(|o| o.len() == len) else { return Ok((len, false)) };
    write_tables(plan, &layout, &mut std::io::Cursor::new(out)).map_err(|e| match e {
        TablesError::Emit(e) => status(e),
        TablesError::Io(e) => (NTTGEN_INTERNAL, format!("nttgen_tables: {e}")),
    })?;
    Ok((len, true))
}

/// Writes `msg` into `err` (`err_len` bytes, NUL-terminated, truncated).
///
/// # Safety
/// `err` is null or points to `err_len` writable bytes.
unsafe fn message(err: *mut c_char, err_len: usize, msg: &str) {
    if err.is_null() || err_len == 0 {
        return;
    }
    let n = msg.len().min(err_len - 1);
    // SAFETY: n + 1 <= err_len bytes at err, as the caller promised.
    unsafe {
        std::ptr::copy_nonoverlapping(msg.as_ptr(), err.cast::<u8>(), n);
        *err.add(n) = 0;
    }
}

/// Builds the tables of run-time template `spec_toml` (NUL-terminated
/// TOML: the package's `<NAME>_SPEC`) for the `towers` primes at `primes`
/// into `out` (`out_bytes` bytes): the bytes `<name>_upload_tables` takes.
/// `*needed` (when not null) receives the tables' size in bytes; call with
/// `out` null to ask for it. Returns `NTTGEN_OK` or a status, with a
/// message in `err` (`err_len` bytes, may be null). Never unwinds into C.
///
/// # Safety
/// `spec_toml` is a NUL-terminated string; `primes` points to `towers`
/// words; `out` is null or points to `out_bytes` writable bytes; `needed`
/// is null or writable; `err` is null or points to `err_len` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn nttgen_tables(spec_toml: *const c_char, primes: *const u64, towers: usize, out: *mut u8, out_bytes: usize, needed: *mut usize, err: *mut c_char, err_len: usize) -> i32 {
    if spec_toml.is_null() || (primes.is_null() && towers > 0) {
        // SAFETY: as the caller promised for err.
        unsafe { message(err, err_len, "nttgen_tables: spec_toml and primes must not be null") };
        return NTTGEN_BAD_ARGUMENT;
    }
    // SAFETY: a NUL-terminated string, as the caller promised.
    let Ok(spec) = unsafe { CStr::from_ptr(spec_toml) }.to_str() else {
        // SAFETY: as above.
        unsafe { message(err, err_len, "nttgen_tables: spec_toml is not UTF-8") };
        return NTTGEN_BAD_ARGUMENT;
    };
    let built = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // The count is checked against the template before any prime is read,
        // so a nonsense count never reads past the caller's array.
        let (template, max) = template_of(spec)?;
        if towers > max {
            return Err((NTTGEN_BAD_PRIMES, format!("{towers} primes; the template {} takes at most {max} ([moduli.runtime] max_towers)", template.name)));
        }
        // SAFETY: `towers` words at `primes` (non-null when towers > 0, checked above).
        let primes: &[u64] = if towers == 0 { &[] } else { unsafe { std::slice::from_raw_parts(primes, towers) } };
        // SAFETY: out_bytes writable bytes at out (when not null), as the caller promised.
        let out = if out.is_null() { None } else { Some(unsafe { std::slice::from_raw_parts_mut(out, out_bytes) }) };
        write_into(&instance_plan(&template, primes)?, out)
    }))
    .unwrap_or_else(|p| {
        let what = p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default();
        Err((NTTGEN_INTERNAL, format!("nttgen_tables panicked (a bug; please report it with the spec): {what}")))
    });
    let (len, written) = match built {
        Ok(b) => b,
        Err((code, msg)) => {
            // SAFETY: as above.
            unsafe { message(err, err_len, &msg) };
            return code;
        }
    };
    if !needed.is_null() {
        // SAFETY: writable, as the caller promised.
        unsafe { *needed = len };
    }
    if !written {
        let msg = format!("nttgen_tables: the tables take {len} bytes; out holds {out_bytes}");
        // SAFETY: as above.
        unsafe { message(err, err_len, &msg) };
        return NTTGEN_BUFFER_SIZE;
    }
    // SAFETY: as above.
    unsafe { message(err, err_len, "") };
    NTTGEN_OK
}

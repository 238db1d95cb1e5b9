//! Tables for primes chosen at run time through the C ABI:
//! `nttgen_tables` (codegen::capi, in libcodegen.a) against the Rust
//! builder, every status it returns, and a C program built with the
//! system's C compiler from a template package's header alone
//! (`<NAME>_TABLES_ONLY`: no CUDA), linked against libcodegen.a.

use codegen::capi::{self, nttgen_tables};
use codegen::emit::{emit_spec, package::tables_file};
use codegen::plan::lower;
use codegen::spec::{self, ValidSpec};
use std::ffi::{c_char, CStr, CString};
use std::path::PathBuf;
use std::process::Command;

const U64: &str = "name = \"rt\"\ntransform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\n[moduli.runtime]\nmax_bits = 60\nmax_towers = 4\n";
const U32: &str = "name = \"rt32\"\ntransform = \"ntt-cyclic\"\nlog_n = 9\nword = \"u32\"\nreduction = \"montgomery\"\n[moduli.runtime]\nmax_bits = 30\nmax_towers = 3\n";

/// NTT-friendly primes for the spec's n, from the validator's own search.
fn primes(text: &str, count: usize) -> Vec<u64> {
    let t = spec::from_str(text).unwrap();
    let bits = t.runtime_moduli.unwrap().max_bits;
    let fixed = text.replace("[moduli.runtime]", "[moduli]").replace(&format!("max_bits = {bits}"), &format!("bits = {bits}")).replace(&format!("max_towers = {}", t.runtime_moduli.unwrap().max_towers), &format!("count = {count}"));
    spec::from_str(&fixed).unwrap_or_else(|e| panic!("{e}\n{fixed}")).primes
}

fn rust_tables(template: &ValidSpec, primes: &[u64]) -> Vec<u8> {
    tables_file(&lower(&template.with_primes(primes).unwrap()).unwrap()).unwrap().0
}

/// Calls `nttgen_tables` as C would: (status, bytes, needed, message).
fn call(spec: &str, primes: &[u64], out_len: Option<usize>, err_len: usize) -> (i32, Vec<u8>, usize, String) {
    let spec = CString::new(spec).unwrap();
    let mut out = vec![0u8; out_len.unwrap_or(0)];
    let mut needed = 0usize;
    let mut err = vec![0 as c_char; err_len];
    let out_ptr = if out_len.is_some() { out.as_mut_ptr() } else { std::ptr::null_mut() };
    let err_ptr = if err_len > 0 { err.as_mut_ptr() } else { std::ptr::null_mut() };
    // SAFETY: every pointer points to as many bytes as its length says.
    let rc = unsafe { nttgen_tables(spec.as_ptr(), primes.as_ptr(), primes.len(), out_ptr, out.len(), &mut needed, err_ptr, err_len) };
    let msg = if err_len > 0 { unsafe { CStr::from_ptr(err.as_ptr()) }.to_string_lossy().into_owned() } else { String::new() };
    (rc, out, needed, msg)
}

#[test]
fn the_c_function_builds_the_tables_the_rust_builder_does() {
    for text in [U64, U32] {
        let template = spec::from_str(text).unwrap();
        for count in 1..=template.runtime_moduli.unwrap().max_towers as usize {
            let p = primes(text, count);
            let want = rust_tables(&template, &p);
            // Ask for the size, then build.
            let (rc, _, needed, msg) = call(text, &p, None, 256);
            assert_eq!((rc, needed), (capi::NTTGEN_BUFFER_SIZE, want.len()), "{msg}");
            let (rc, got, _, msg) = call(&template.kernel_toml().unwrap(), &p, Some(needed), 256);
            assert_eq!(rc, capi::NTTGEN_OK, "{msg}");
            assert!(msg.is_empty());
            assert_eq!(got, want, "{} with {count} primes", template.name);
        }
    }
}

#[test]
fn every_refusal_has_its_status_and_names_what_is_wrong() {
    let p = primes(U64, 2);
    let (rc, _, _, msg) = call(U64, &[p[0], 15], None, 512);
    assert_eq!(rc, capi::NTTGEN_BAD_PRIMES);
    assert!(msg.contains("moduli.primes[1]") && msg.contains("not prime"), "{msg}");
    let (rc, _, _, msg) = call(U64, &[p[0], p[0]], None, 512);
    assert_eq!(rc, capi::NTTGEN_BAD_PRIMES, "{msg}");
    let five = primes(U64, 5);
    let (rc, _, _, msg) = call(U64, &five, None, 512);
    assert!(rc == capi::NTTGEN_BAD_PRIMES && msg.contains('4'), "{rc}: {msg}");
    // A spec with fixed primes has its own tables file.
    let fixed = "transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\n[moduli]\nbits = 60\ncount = 1\n";
    let (rc, _, _, msg) = call(fixed, &p, None, 512);
    assert!(rc == capi::NTTGEN_BAD_SPEC && msg.contains("[moduli.runtime]"), "{msg}");
    let (rc, _, _, msg) = call("log_n = ", &p, None, 512);
    assert_eq!(rc, capi::NTTGEN_BAD_SPEC, "{msg}");
    // A buffer of the wrong size: the size in *needed, nothing written.
    let (rc, out, needed, msg) = call(U64, &p, Some(100), 512);
    assert!(rc == capi::NTTGEN_BUFFER_SIZE && needed > 100 && out.iter().all(|&b| b == 0), "{msg}");
    // Messages are cut to the buffer and NUL-terminated; a null err is fine.
    let (_, _, _, short) = call(U64, &[15], None, 8);
    assert_eq!(short.len(), 7);
    assert_eq!(call(U64, &[15], None, 0).0, capi::NTTGEN_BAD_PRIMES);
    // Null pointers.
    // SAFETY: null pointers are what is tested; nothing is dereferenced.
    let rc = unsafe { nttgen_tables(std::ptr::null(), p.as_ptr(), 2, std::ptr::null_mut(), 0, std::ptr::null_mut(), std::ptr::null_mut(), 0) };
    assert_eq!(rc, capi::NTTGEN_BAD_ARGUMENT);
    let s = CString::new(U64).unwrap();
    // SAFETY: as above.
    let rc = unsafe { nttgen_tables(s.as_ptr(), std::ptr::null(), 2, std::ptr::null_mut(), 0, std::ptr::null_mut(), std::ptr::null_mut(), 0) };
    assert_eq!(rc, capi::NTTGEN_BAD_ARGUMENT);
}

/// target/<profile>/libcodegen.a beside this test's executable (tests/run.sh
/// builds it before the suite: `cargo build --profile test -p nttgen-codegen --lib`).
fn libcodegen() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().and_then(|d| d.parent()).unwrap();
    let lib = dir.join("libcodegen.a");
    assert!(lib.exists(), "{} is missing: run `cargo build --profile test -p nttgen-codegen --lib` (tests/run.sh does)", lib.display());
    lib
}

/// The template package's header, without CUDA, compiled by the system's C
/// compiler into a program that builds tables with nttgen_tables; its bytes
/// are the Rust builder's.
#[test]
fn a_c_program_builds_tables_from_the_package_header_alone() {
    let template = spec::from_str(U64).unwrap();
    let pkg = emit_spec(&template, "test").unwrap();
    let dir = std::env::temp_dir().join(format!("nttgen-capi-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("rt.h"), &pkg.c_header).unwrap();
    let program = r#"
#define RT_TABLES_ONLY
#include "rt.h"
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char** argv) {
    uint64_t q[4]; size_t n = (size_t)(argc - 2), need = 0; char err[512];
    for (size_t i = 0; i < n; i++) q[i] = strtoull(argv[i + 2], NULL, 10);
    if (nttgen_tables(RT_SPEC, q, n, NULL, 0, &need, err, sizeof err) != 4) { fprintf(stderr, "%s\n", err); return 1; }
    if (need != n * RT_TABLE_WORDS_PER_TOWER * RT_WORD_BYTES) return 3;
    void* out = malloc(need);
    int rc = nttgen_tables(RT_SPEC, q, n, out, need, NULL, err, sizeof err);
    if (rc != 0) { fprintf(stderr, "%s\n", err); return 1; }
    FILE* f = fopen(argv[1], "wb");
    fwrite(out, 1, need, f);
    fclose(f);
    return 0;
}
"#;
    std::fs::write(dir.join("main.c"), program).unwrap();
    let exe = dir.join("build-tables");
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let st = Command::new(&cc)
        .args(["-std=c99", "-Wall", "-Werror", "-I"])
        .arg(&dir)
        .arg(dir.join("main.c"))
        .arg(libcodegen())
        .args(["-lpthread", "-ldl", "-lm", "-o"])
        .arg(&exe)
        .status()
        .unwrap_or_else(|e| panic!("{cc}: {e} (a C compiler is needed: set CC)"));
    assert!(st.success(), "{cc} failed");
    let p = primes(U64, 3);
    let out = dir.join("tables.bin");
    let run = Command::new(&exe).arg(&out).args(p.iter().map(u64::to_string)).output().unwrap();
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert_eq!(std::fs::read(&out).unwrap(), rust_tables(&template, &p));
    // A refused prime: the message from the same checks, through C.
    let run = Command::new(&exe).arg(&out).arg("15").output().unwrap();
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("moduli.primes[0]"));
    std::fs::remove_dir_all(&dir).ok();
}

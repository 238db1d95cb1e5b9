//! The benchmark's floor kernels compile for every word and reduction (NVRTC,
//! no GPU); `nttgen-gpu bench` refuses bad arguments with exit status 2.

mod common;

use runtime::lab::bench::floor_source;
use runtime::{compile_ptx, CompileOptions};

#[test]
fn floor_kernels_compile_for_every_reduction() {
    if !common::require_nvrtc("floor_kernels_compile_for_every_reduction") {
        return;
    }
    let cases = [
        ("u64", "shoup", "bits = 60"),
        ("u64", "montgomery", "bits = 60"),
        ("u64", "barrett-classic", "bits = 60"),
        ("u64", "barrett-dq", "bits = 58"),
        ("u64", "barrett-shivdikar", "bits = 60"),
        ("u64", "solinas", "primes = [\"18446744069414584321\"]"),
        ("u32", "montgomery", "bits = 30"),
        ("u32", "shoup", "bits = 30"),
        ("u32", "builtin", "bits = 30"),
        ("u64", "builtin", "bits = 60"),
    ];
    for (word, reduction, moduli) in cases {
        let count = if moduli.starts_with("bits") { "\ncount = 1" } else { "" };
        let text = format!("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"{word}\"\nreduction = \"{reduction}\"\n[moduli]\n{moduli}{count}\n");
        let spec = codegen::spec::from_str(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
        let src = floor_source(&spec).unwrap();
        let options = CompileOptions { extra: codegen::emit::nvrtc_options(&spec), ..CompileOptions::default() };
        let c = compile_ptx(&src, "floors", "sm_90", &options).unwrap_or_else(|e| panic!("{word} {reduction}: {e}"));
        let mut names = c.kernel_names();
        names.sort();
        assert_eq!(names, ["floor_bfly", "floor_copy", "floor_empty"], "{word} {reduction}");
    }
}

#[test]
fn nttgen_gpu_refuses_bad_arguments() {
    let exe = env!("CARGO_BIN_EXE_nttgen-gpu");
    for args in [&["bench"][..], &["bench", "--spec", "/nonexistent.toml"], &["bench", "--spec", "Cargo.toml"], &["frobnicate"]] {
        let out = std::process::Command::new(exe).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(!out.stderr.is_empty(), "{args:?} says nothing");
    }
}

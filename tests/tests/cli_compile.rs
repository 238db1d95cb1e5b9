//! `codegen compile` as a user meets it: a catalog spec compiles with NVRTC
//! and the report lists every kernel of the plan per architecture (with
//! ptxas registers and spills when ptxas is found); a refused spec, a bad
//! architecture and a missing NVRTC exit 2 with the fix.
//!
//! The binary is found next to this test's executable (target/<profile>/),
//! after a `cargo build --bin codegen` into the same target directory (a
//! no-op when it is fresh). NTTGEN_CODEGEN_BIN overrides the search.

use codegen::plan::lower;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use nttgen_tests::codegen_bin;

/// Small and quick to compile (one forward kernel, pointwise, one inverse).
const SPEC: &str = "generated/specs/ntt_u64_n10_r8_s10_c1_shoup.toml";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ sits in the workspace").to_path_buf()
}


/// Runs `codegen compile` from the workspace root (paths as a user types them).
fn compile(args: &[&str]) -> Output {
    Command::new(codegen_bin()).arg("compile").args(args).current_dir(root()).output().expect("run codegen")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// NVRTC must be present (tests/run.sh installs it) unless NTTGEN_ALLOW_NO_NVRTC=1.
fn require_nvrtc(test: &str) -> bool {
    match codegen::nvrtc::nvrtc_available() {
        Ok(()) => true,
        Err(e) if std::env::var("NTTGEN_ALLOW_NO_NVRTC").as_deref() == Ok("1") => {
            eprintln!("SKIPPED {test}: {e} (NTTGEN_ALLOW_NO_NVRTC=1)");
            false
        }
        Err(e) => panic!("{test} needs NVRTC: {e}\nrun the suite through tests/run.sh, or set NTTGEN_ALLOW_NO_NVRTC=1 to skip it"),
    }
}

#[test]
fn a_catalog_spec_compiles_and_every_kernel_is_reported() {
    if !require_nvrtc("a_catalog_spec_compiles_and_every_kernel_is_reported") {
        return;
    }
    let spec = codegen::spec::from_file(&root().join(SPEC)).unwrap();
    let plan = lower(&spec).unwrap();
    let out = compile(&["--spec", SPEC, "--arch", "sm_90", "--arch", "sm_80"]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "stdout:\n{stdout}\nstderr:\n{stderr}");
    assert!(stdout.contains(&format!("ok: {} compiled for sm_90, sm_80", spec.name)), "{stdout}");
    // The binary says where it found ptxas ($NTTGEN_PTXAS, PATH, .tools/ of the checkout).
    let ptxas_found = !stdout.contains("ptxas: not found");
    assert!(ptxas_found || std::env::var_os("NTTGEN_PTXAS").is_none(), "NTTGEN_PTXAS is set but ptxas was not found:\n{stdout}");
    assert!(ptxas_found || !root().join(codegen::nvrtc::TOOLS_PTXAS).is_file(), "ptxas of .tools/ not found:\n{stdout}");
    for arch in ["sm_90", "sm_80"] {
        let section: Vec<&str> = stdout
            .split(&format!("\n{arch}: "))
            .nth(1)
            .unwrap_or_else(|| panic!("no {arch} section:\n{stdout}"))
            .lines()
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .collect();
        let kernels: Vec<&str> = section.iter().filter_map(|l| l.split_whitespace().next()).collect();
        let want: Vec<&str> = plan.kernels.iter().map(|k| k.name.as_str()).collect();
        assert_eq!(kernels, want, "{arch}: every kernel of the plan, in order:\n{stdout}");
        for line in &section {
            assert!(line.contains(" B PTX"), "{line}");
            if ptxas_found {
                assert!(line.contains(" registers") && line.contains("B spill stores") && line.contains("B stack frame"), "{line}");
                assert!(!line.contains("SPILLS"), "a catalog kernel spills: {line}");
            }
        }
    }
}

#[test]
fn a_refused_spec_exits_2_naming_the_field() {
    let dir = std::env::temp_dir().join(format!("nttgen-cli-compile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.toml");
    std::fs::write(&bad, "transform = \"ntt-negacyclic\"\nlog_n = 8\nword = \"u64\"\nradix = 3\n[moduli]\nbits = 50\ncount = 1\n").unwrap();
    let out = compile(&["--spec", bad.to_str().unwrap()]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("`radix`") && stderr.contains("bad.toml"), "{stderr}");
    assert!(out.stdout.is_empty(), "nothing compiled: {}", text(&out.stdout));

    let out = compile(&["--spec", "generated/specs/no-such-spec.toml"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("no-such-spec.toml"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_architecture_exits_2() {
    for arch in ["sm9", "gfx90a", "sm_90b"] {
        let out = compile(&["--spec", SPEC, "--arch", arch]);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{arch}: {stderr}");
        assert!(stderr.contains("--arch") && stderr.contains(arch), "{arch}: {stderr}");
    }
}

/// Without NVRTC on the library path: exit 2 and the fix, never a panic. (On
/// a machine with NVRTC installed system-wide this compiles instead.)
#[test]
fn without_nvrtc_it_exits_2_with_the_fix() {
    let out = Command::new(codegen_bin())
        .args(["compile", "--spec", SPEC])
        .current_dir(root())
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .expect("run codegen");
    let stderr = text(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    match out.status.code() {
        Some(2) => {
            assert!(stderr.contains("tests/run.sh") && stderr.contains("LD_LIBRARY_PATH"), "{stderr}");
            assert!(stderr.contains(".tools/cuda/nvidia/cu13/lib"), "{stderr}");
        }
        Some(0) => eprintln!("NVRTC is on the system library path; nothing to check"),
        other => panic!("exit {other:?}: {stderr}"),
    }
}

/// A library that is not NVRTC 13 under NVRTC's name, first on the search
/// path (an NVRTC 12 installed system-wide, another library renamed): exit 2
/// naming what was found and the fix, never a panic (cudarc panics on the
/// first symbol it misses; the presence check reads `nvrtcVersion` first).
#[test]
fn a_wrong_nvrtc_first_on_the_path_exits_2_with_what_it_found() {
    let dir = std::env::temp_dir().join(format!("nttgen-wrong-nvrtc-{}", std::process::id()));
    for (body, want) in [
        ("int nvrtcVersion(int* major, int* minor) { *major = 12; *minor = 4; return 0; }", "is NVRTC 12.4"),
        ("int not_nvrtc(void) { return 0; }", "not NVRTC"),
    ] {
        std::fs::create_dir_all(&dir).unwrap();
        let src = dir.join("fake.c");
        std::fs::write(&src, body).unwrap();
        // The first name cudarc tries: libnvrtc.so.
        let built = Command::new(std::env::var("CC").unwrap_or_else(|_| "cc".into()))
            .args(["-shared", "-fPIC", "-o"])
            .arg(dir.join("libnvrtc.so"))
            .arg(&src)
            .status()
            .expect("a C compiler (cc) builds the stand-in library");
        assert!(built.success());
        let out = Command::new(codegen_bin()).args(["compile", "--spec", SPEC]).current_dir(root()).env("LD_LIBRARY_PATH", &dir).output().expect("run codegen");
        let stderr = text(&out.stderr);
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(want) && stderr.contains("NVRTC 13") && stderr.contains("nvidia-cuda-nvrtc==13.0"), "{stderr}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// cuobjdump must be present (tests/run.sh installs it into .tools/sass);
/// where the wheel could not be installed the test skips, except under CI=true.
fn require_cuobjdump(test: &str) -> bool {
    if codegen::nvrtc::cuobjdump_path().is_some() || root().join(codegen::nvrtc::TOOLS_CUOBJDUMP).is_file() {
        return true;
    }
    let why = "cuobjdump not found (tests/run.sh installs nvidia-cuda-cuobjdump==13.2.* into .tools/sass)";
    assert!(std::env::var("CI").as_deref() != Ok("true"), "{test} under CI=true: {why}");
    eprintln!("SKIPPED {test}: {why}");
    false
}

/// `--sass`: one row per kernel of the plan with the plan's butterflies per
/// thread; the classes add up to the total; the shoup u64 butterfly stays
/// within 64 SASS instructions (the default 2^16 kernels take 24-32:
/// docs/BENCHMARKS.md).
#[test]
fn sass_counts_per_butterfly_for_every_kernel() {
    if !require_nvrtc("sass_counts_per_butterfly_for_every_kernel") || !require_cuobjdump("sass_counts_per_butterfly_for_every_kernel") {
        return;
    }
    let spec = codegen::spec::from_file(&root().join(SPEC)).unwrap();
    let plan = lower(&spec).unwrap();
    let out = compile(&["--spec", SPEC, "--arch", "sm_90", "--sass"]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "stdout:\n{stdout}\nstderr:\n{stderr}");
    let table: Vec<&str> = stdout
        .split("SASS instructions per thread")
        .nth(1)
        .unwrap_or_else(|| panic!("no SASS table:\n{stdout}"))
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with("  "))
        .collect();
    assert_eq!(table.len(), plan.kernels.len(), "one row per kernel:\n{stdout}");
    for (k, line) in plan.kernels.iter().zip(&table) {
        let cols: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(cols[0], k.name, "{line}");
        let num = |i: usize| -> f64 { cols[i].parse().unwrap_or_else(|_| panic!("column {i} of {line}")) };
        let per_thread = k.cost.butterflies as f64 / (f64::from(k.grid_x) * f64::from(k.threads()));
        assert!((num(1) - per_thread).abs() < 0.05, "butterflies per thread {} != plan's {per_thread}: {line}", num(1));
        let (total, per) = (num(2), num(3));
        assert!(total > 0.0, "{line}");
        let div = if per_thread > 0.0 { per_thread } else { 1.0 };
        // The table prints one decimal: 29.75 shows as 29.8, 0.05 off.
        assert!((per - total / div).abs() <= 0.05 + 1e-9, "{line}");
        let classes: f64 = cols[4..].iter().map(|c| c.parse::<f64>().unwrap()).sum();
        assert!((classes - per).abs() < 0.05 * cols.len() as f64, "classes sum {classes} != {per}: {line}");
        if per_thread > 0.0 {
            // Every butterfly multiplies: IMAD (the 64-bit products) is the first class.
            assert!(num(4) >= 8.0, "a u64 shoup butterfly without its IMADs? {line}");
            assert!(per <= 64.0, "more than 64 SASS instructions per butterfly (see docs/BENCHMARKS.md): {line}");
        }
    }
}

/// The H100 class's u32 entry at 2^16 (one streamed kernel, whole-sector
/// stores): in that kernel's PTX the second pass's last stores stay four
/// 16-byte stores. Rendered as plain `uint4` assignments, NVRTC split them
/// there into sixteen word stores (docs/BENCHMARKS.md `sector_stores`: 331 us
/// against 191 on the H100); what remains as word stores is the first
/// pass's sixteen and the ticket's one.
#[test]
fn the_streamed_u32_kernels_sector_stores_stay_vector_stores() {
    if !require_nvrtc("the_streamed_u32_kernels_sector_stores_stay_vector_stores") {
        return;
    }
    let dir = std::env::temp_dir().join(format!("nttgen-cli-sector-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let spec = dir.join("u32.toml");
    std::fs::write(&spec, "transform = \"ntt-negacyclic\"\nlog_n = 16\nword = \"u32\"\ngpu = \"h100\"\n[moduli]\nbits = 30\ncount = 256\n").unwrap();
    let ptx_dir = dir.join("ptx");
    let out = compile(&["--spec", spec.to_str().unwrap(), "--arch", "sm_90", "--ptx-out", ptx_dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "stdout:\n{}\nstderr:\n{}", text(&out.stdout), text(&out.stderr));
    let ptx_file = std::fs::read_dir(&ptx_dir).unwrap().map(|e| e.unwrap().path()).find(|p| p.extension().is_some_and(|x| x == "ptx")).expect("one PTX file");
    let ptx = std::fs::read_to_string(&ptx_file).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let name = ptx_file.file_name().unwrap().to_string_lossy().split('.').next().unwrap().to_string();
    assert!(name.contains("_sec_") && name.contains("_sl32"), "the entry streams and takes sector_stores: {name}");
    let bodies = nttgen_tests::ptx_entry_bodies(&ptx);
    let (_, body) = bodies.iter().find(|(n, _)| *n == format!("{name}_fwd_stream")).expect("the streamed kernel");
    let stores: Vec<&str> = body.lines().map(str::trim_start).filter(|l| l.starts_with("st.global.")).collect();
    let (vector, word) = (stores.iter().filter(|l| l.contains(".v4.u32")).count(), stores.iter().filter(|l| l.starts_with("st.global.u32")).count());
    assert_eq!(vector, 4, "the four swapped 16-byte stores: {stores:?}");
    assert!(word <= 17, "{word} word stores (the first pass's 16 and the ticket's): {stores:?}");
}

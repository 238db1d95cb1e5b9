//! The applications' element-wise kernels in `generated/apps/`: rendered by
//! `codegen::emit::elementwise` from their descriptors (the runtime compiles
//! the same text at run time) and checked in for review. Here: the
//! checked-in files are what the generator produces now, byte for byte,
//! nothing stale lies beside them, and each compiles with NVRTC for sm_80
//! and sm_90 into exactly the kernels `runtime::apps` launches (a module
//! with sizes, as the host compiles it: every size `#define`d first).

use codegen::emit::elementwise::{self, APPS_DIR};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const REGENERATE: &str = "cargo run --bin codegen -- emit --catalog";

fn apps_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ sits in the workspace").join(APPS_DIR)
}

#[test]
fn generated_apps_are_fresh() {
    let files = elementwise::app_files().unwrap();
    let mut problems = vec![];
    for (name, want) in &files {
        let path = apps_dir().join(name);
        match std::fs::read_to_string(&path) {
            Err(err) => problems.push(format!("{}: {err}", path.display())),
            Ok(got) if &got != want => {
                let line = got.lines().zip(want.lines()).position(|(a, b)| a != b).map_or_else(|| got.lines().count().min(want.lines().count()) + 1, |i| i + 1);
                problems.push(format!("{}: differs from a fresh emit (first at line {line})", path.display()));
            }
            Ok(_) => {}
        }
    }
    let expected: BTreeSet<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    for f in std::fs::read_dir(apps_dir()).into_iter().flatten().flatten() {
        let name = f.file_name().to_string_lossy().into_owned();
        if !expected.contains(name.as_str()) {
            problems.push(format!("{}: not produced by the generator; delete it", f.path().display()));
        }
    }
    assert!(problems.is_empty(), "generated/apps is stale:\n  {}\nrun `{REGENERATE}` from the workspace root and commit generated/", problems.join("\n  "));
}

/// The kernels `runtime::apps` loads by name, per file.
const LAUNCHED: &[(&str, &[&str])] = &[
    ("ring.cu", &["ring_addsub", "ring_neg", "ring_repeat", "ring_scale"]),
    ("rlwe.cu", &["rlwe_add_noise", "rlwe_broadcast_pair", "rlwe_lift_small"]),
    ("rns.cu", &["rns_decompose", "rns_reconstruct"]),
    ("bfv.cu", &["bfv_extend", "bfv_key_dot", "bfv_relin_out", "bfv_scale_p", "bfv_scale_q", "bfv_tensor"]),
    ("bigint.cu", &["bigint_garner", "bigint_pack", "bigint_split"]),
];

/// A size for every `#define` a module needs: small, but more than one
/// iteration of each loop (the runtime's own tests compile real sizes).
const EXAMPLE_SIZE: u64 = 3;

/// NVRTC must be present (tests/run.sh installs it) unless NTTGEN_ALLOW_NO_NVRTC=1.
#[test]
fn generated_apps_compile_with_nvrtc() {
    if let Err(e) = codegen::nvrtc::nvrtc_available() {
        if std::env::var("NTTGEN_ALLOW_NO_NVRTC").as_deref() == Ok("1") {
            eprintln!("SKIPPED generated_apps_compile_with_nvrtc: {e} (NTTGEN_ALLOW_NO_NVRTC=1)");
            return;
        }
        panic!("NVRTC is missing: {e}\nrun the suite through tests/run.sh, or set NTTGEN_ALLOW_NO_NVRTC=1 to skip this test");
    }
    let modules = elementwise::app_modules();
    assert_eq!(modules.iter().map(|m| format!("{}.cu", m.name)).collect::<Vec<_>>(), LAUNCHED.iter().map(|(n, _)| *n).collect::<Vec<_>>());
    for (m, (name, kernels)) in modules.iter().zip(LAUNCHED) {
        let sizes: Vec<_> = m.sizes.iter().map(|s| (s.name, EXAMPLE_SIZE)).collect();
        let text = elementwise::sized_cuda(m, &sizes).unwrap();
        if let Some(first) = m.sizes.first() {
            // Without its sizes the text stops at its first guard.
            let bare = codegen::nvrtc::compile_ptx(&elementwise::app_cuda(m).unwrap(), name, "sm_90", &Default::default());
            let e = bare.err().map(|e| e.to_string()).unwrap_or_default();
            assert!(e.contains(&format!("{} is not defined", first.name)), "{name} without its sizes: {e}");
        }
        for arch in ["sm_80", "sm_90"] {
            let c = codegen::nvrtc::compile_ptx(&text, name, arch, &Default::default()).unwrap_or_else(|e| panic!("{name} for {arch}: {e}"));
            let mut names = c.kernel_names();
            names.sort();
            assert_eq!(names, *kernels, "{name} for {arch}");
        }
    }
}

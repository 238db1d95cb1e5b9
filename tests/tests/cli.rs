//! The `codegen` binary as a user meets it: help, validate, verify, and the
//! exit status 2 with a message naming the field for anything it refuses.
//!
//! CARGO_BIN_EXE_codegen exists only for the codegen package's own tests, so
//! the binary is found next to this test's executable (target/<profile>/),
//! after a `cargo build --bin codegen` into the same target directory (a
//! no-op when it is fresh). NTTGEN_CODEGEN_BIN overrides the search.

use std::path::PathBuf;
use std::process::{Command, Output};
use nttgen_tests::codegen_bin;


fn run(args: &[&str]) -> Output {
    Command::new(codegen_bin()).args(args).output().expect("run codegen")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A scratch directory for this test binary's spec files.
fn scratch(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nttgen-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

const SMALL: &str = r#"transform = "ntt-negacyclic"
log_n = 6
word = "u32"
radix = 4
stage_split = [3, 3]

[moduli]
bits = 28
count = 2
"#;

#[test]
fn help_lists_the_subcommands() {
    let out = run(&["--help"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let help = text(&out.stdout);
    for sub in ["validate", "explain", "verify", "demo"] {
        assert!(help.contains(sub), "--help should list {sub}:\n{help}");
    }
    // Each subcommand documents --spec.
    let out = run(&["validate", "--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("--spec"));
}

#[test]
fn no_subcommand_or_an_unknown_one_is_a_usage_error() {
    for args in [&[][..], &["frobnicate"][..], &["validate"][..], &["verify", "--spec"][..]] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", text(&out.stderr));
        assert!(!out.stderr.is_empty(), "{args:?}: usage errors go to stderr");
    }
}

#[test]
fn validate_prints_the_filled_in_spec() {
    let path = scratch("small.toml", SMALL.as_bytes());
    let out = run(&["validate", "--spec", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    for key in ["name =", "reduction = \"montgomery\"", "cluster =", "layout = \"natural\"", "scaling = \"merged\"", "streams = 1", "primes = ["] {
        assert!(printed.contains(key), "missing {key:?} in\n{printed}");
    }
    // What it prints is itself a valid spec, equal to the input's resolution.
    let again = codegen::spec::from_str(&printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
    assert_eq!(again, codegen::spec::from_str(SMALL).unwrap());
    // And validating the printout prints the same text.
    let path2 = scratch("small-filled.toml", printed.as_bytes());
    let out2 = run(&["validate", "--spec", path2.to_str().unwrap()]);
    assert_eq!(out2.status.code(), Some(0));
    assert_eq!(text(&out2.stdout), printed);
}

#[test]
fn a_broken_spec_exits_2_naming_the_field() {
    for (name, spec, field, fix) in [
        ("radix.toml", SMALL.replace("radix = 4", "radix = 3"), "radix", "2, 4, 8 or 16"),
        ("split.toml", SMALL.replace("[3, 3]", "[3, 2]"), "stage_split", "sum to 6"),
        ("bits.toml", SMALL.replace("bits = 28", "bits = 32"), "moduli.bits", "..= 31"),
        ("unknown.toml", SMALL.replace("radix = 4", "radix = 4\ncolour = \"red\""), "colour", "unknown field"),
        ("enum.toml", SMALL.replace("word = \"u32\"", "word = \"u16\""), "u16", "u64"),
    ] {
        let path = scratch(name, spec.as_bytes());
        for sub in ["validate", "explain", "verify"] {
            let out = run(&[sub, "--spec", path.to_str().unwrap()]);
            let err = text(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{sub} {name}: stderr {err}");
            assert!(err.contains(field), "{sub} {name}: stderr should name {field:?}: {err}");
            assert!(err.contains(fix), "{sub} {name}: stderr should say {fix:?}: {err}");
            assert!(err.contains(name), "{sub} {name}: stderr should name the file: {err}");
            assert!(!err.contains("panicked"), "{sub} {name}: {err}");
            assert!(out.stdout.is_empty(), "{sub} {name}: nothing on stdout for a refused spec");
        }
    }
}

/// Block limits are checked on the lowered plan (`plan::resources`); every
/// subcommand that takes a spec refuses one over them like a bad field.
#[test]
fn a_spec_over_the_block_limits_exits_2_naming_the_field() {
    let threads = SMALL.replace("log_n = 6", "log_n = 12").replace("radix = 4", "radix = 2").replace("[3, 3]", "[6, 6]\ncluster = 64");
    let shared = "transform = \"ntt-negacyclic\"\nlog_n = 14\nword = \"u64\"\nradix = 16\nstage_split = [12, 2]\ncluster = 4\ntwiddles = \"shared\"\n[moduli]\nbits = 50\ncount = 1\n";
    for (name, spec, field, fix) in [("threads.toml", threads.as_str(), "`cluster`", "at most 32"), ("shared.toml", shared, "`cluster`", "232448")] {
        let path = scratch(name, spec.as_bytes());
        let out_dir = path.with_extension("out");
        let p = path.to_str().unwrap();
        for args in [vec!["validate", "--spec", p], vec!["explain", "--spec", p], vec!["verify", "--spec", p], vec!["emit", "--spec", p, "--out", out_dir.to_str().unwrap()]] {
            let out = run(&args);
            let err = text(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{args:?}: stderr {err}");
            assert!(err.contains(field) && err.contains(fix) && err.contains(name), "{args:?}: {err}");
            assert!(!err.contains("panicked") && out.stdout.is_empty(), "{args:?}: {err}");
        }
        assert!(!out_dir.exists(), "emit wrote files for a refused spec");
    }
}

#[test]
fn a_missing_file_exits_2() {
    let missing = std::env::temp_dir().join("nttgen-cli-test-no-such-dir/none.toml");
    let out = run(&["validate", "--spec", missing.to_str().unwrap()]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("none.toml") && err.contains("cannot read"), "{err}");
    // A directory is not a spec file either.
    let out = run(&["validate", "--spec", std::env::temp_dir().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

#[test]
fn garbage_bytes_exit_2() {
    let mut bytes: Vec<u8> = (0..=255u8).collect();
    bytes.extend_from_slice(b"\x00\xff\xfe= [[[");
    for (name, contents) in [("garbage.toml", bytes), ("empty.toml", vec![]), ("text.toml", b"this is not toml at all".to_vec())] {
        let path = scratch(name, &contents);
        let out = run(&["validate", "--spec", path.to_str().unwrap()]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(!err.is_empty() && !err.contains("panicked"), "{name}: {err}");
    }
}

#[test]
fn verify_on_a_small_spec_exits_0() {
    let path = scratch("verify.toml", SMALL.as_bytes());
    let out = run(&["verify", "--spec", path.to_str().unwrap(), "--trials", "1", "--batch", "2", "--seed", "5"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "stdout {stdout}\nstderr {}", text(&out.stderr));
    assert!(stdout.contains("ok (1 trials") && stdout.contains("seed 5"), "{stdout}");
}

#[test]
fn explain_describes_every_kernel() {
    let path = scratch("explain.toml", SMALL.as_bytes());
    let out = run(&["explain", "--spec", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let words = text(&out.stdout);
    let s = codegen::spec::from_str(SMALL).unwrap();
    let plan = codegen::plan::lower(&s).unwrap();
    for k in &plan.kernels {
        assert!(words.contains(&k.name), "explain should list {}:\n{words}", k.name);
    }
    for p in &plan.programs {
        assert!(words.contains(&format!("  {}(", p.name)), "explain should list program {}:\n{words}", p.name);
    }
    // Where the plan has one-launch forms, it says when they run.
    assert_eq!(plan.one_launch("forward").is_some(), words.contains("one launch: forward, inverse and polymul"), "{words}");
    let out = run(&["explain", "--spec", path.to_str().unwrap(), "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("explain --json prints JSON");
    assert_eq!(json["spec"]["name"], serde_json::Value::String(s.name.clone()));
    assert_eq!(json["kernels"].as_array().map(Vec::len), Some(plan.kernels.len()));
    assert_eq!(json["programs"].as_array().map(Vec::len), Some(plan.programs.len()));
    // A kernel that takes its polynomials last first says so; none does by default.
    assert!(!words.contains("last polynomial first"), "{words}");
    let alt = SMALL.replacen("[moduli]", "alternate_order = true\n[moduli]", 1);
    let out = run(&["explain", "--spec", scratch("explain-alt.toml", alt.as_bytes()).to_str().unwrap()]);
    let words = text(&out.stdout);
    let plan = codegen::plan::lower(&codegen::spec::from_str(&alt).unwrap()).unwrap();
    for k in plan.kernels.iter().filter(|k| k.descending) {
        let line = words.lines().find(|l| l.contains(&format!("{} grid", k.name))).unwrap_or_else(|| panic!("{words}"));
        assert!(line.contains("last polynomial first"), "{line}");
    }
    assert!(plan.kernels.iter().any(|k| k.descending));
}

/// `explain --gpu CLASS` and `emit --gpu CLASS` show and write the plan a
/// GPU of that class runs for a spec that names none (the class's tuned
/// entry where it leaves knobs out); without it, and with `gpu = "none"`,
/// the built-in defaults; an unknown class is refused.
#[test]
fn a_gpu_class_resolves_a_spec_that_names_none() {
    let t = codegen::spec::tuned::table().unwrap();
    let e = t.entry.iter().find(|e| e.max_polys.is_none() && e.min_towers.is_none() && e.tables_in_l2 != Some(false) && e.word == codegen::spec::Word::U64).expect("a one-tower batch entry");
    let body = |extra: &str| format!("transform = \"ntt-negacyclic\"\nlog_n = {}\nword = \"u64\"\n{extra}[moduli]\nbits = 60\ncount = 1\n", e.log_n);
    let plain = scratch("plain.toml", body("").as_bytes());
    let named = codegen::spec::from_str(&body(&format!("gpu = \"{}\"\n", e.gpu))).unwrap();
    let builtin = codegen::spec::from_str(&body("")).unwrap();
    assert_ne!(named.name, builtin.name, "the entry changes the plan");
    let p = plain.to_str().unwrap();
    let out = run(&["explain", "--spec", p, "--gpu", &e.gpu]);
    let words = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(words.starts_with(&format!("plan {}:", named.name)) && words.contains(&format!("defaults: tuned for {} (codegen/tuned.toml): {}", e.gpu, e.knobs_text())), "{words}");
    let out = run(&["explain", "--spec", p]);
    let words = text(&out.stdout);
    assert!(words.starts_with(&format!("plan {}:", builtin.name)) && words.contains("defaults: built-in here; on a GPU of a class"), "{words}");
    let none = scratch("none.toml", body("gpu = \"none\"\n").as_bytes());
    let words = text(&run(&["explain", "--spec", none.to_str().unwrap(), "--gpu", &e.gpu]).stdout);
    assert!(words.starts_with(&format!("plan {}:", builtin.name)) && words.contains("defaults: built-in on every GPU"), "{words}");
    let out = run(&["explain", "--spec", p, "--gpu", "a100x"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("h100"), "{}", text(&out.stderr));
    // emit: the class's plan where asked for, the built-in one otherwise.
    for (class, name) in [(Some(e.gpu.as_str()), &named.name), (None, &builtin.name)] {
        let dir = std::env::temp_dir().join(format!("nttgen-cli-test-{}-emit-{}", std::process::id(), class.unwrap_or("builtin")));
        let mut args = vec!["emit", "--spec", p, "--out", dir.to_str().unwrap()];
        args.extend(class.map(|c| ["--gpu", c]).into_iter().flatten());
        let out = run(&args);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert!(dir.join(format!("{name}.cu")).is_file(), "{class:?}: no {name}.cu in {}", dir.display());
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn verify_with_an_empty_batch_fails_and_says_why() {
    let path = scratch("batch0.toml", SMALL.as_bytes());
    let out = run(&["verify", "--spec", path.to_str().unwrap(), "--batch", "0"]);
    let err = text(&out.stderr);
    // Exit 1 today ("a failed check"); arguably a refused input (2). Either
    // way not 0, not a panic, and the message names the batch.
    assert!(matches!(out.status.code(), Some(1) | Some(2)), "{:?}: {err}", out.status);
    assert!(err.contains("batch") && !err.contains("panicked"), "{err}");
    // A negative seed is a usage error.
    let out = run(&["verify", "--spec", path.to_str().unwrap(), "--seed", "-1"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

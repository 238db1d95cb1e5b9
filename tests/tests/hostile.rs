//! Hostile input and resource bounds: each case here would be a panic, a
//! hang or an unbounded allocation unguarded; each must be a clear refusal
//! (exit 2 for the CLI, an `Err` for the library) within a bounded time.

use codegen::executor::{CpuExecutor, ExecError, Executor};
use codegen::spec::{self, SpecError};
use nttgen_tests::codegen_bin;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn scratch(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nttgen-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

/// Runs codegen with a deadline; a hang is a failure, not a stuck suite.
fn run_within(args: &[&str], limit: Duration) -> Output {
    let mut child = Command::new(codegen_bin()).args(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("run codegen");
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("codegen {args:?} still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn refused(out: &Output, what: &str) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!err.contains("panicked"), "{what}: panicked:\n{err}");
    assert_eq!(out.status.code(), Some(2), "{what}: want exit 2, stderr:\n{err}");
    err
}

const BODY: &str = "transform = \"ntt-negacyclic\"\nlog_n = 4\nword = \"u64\"\n[moduli]\nbits = 40\ncount = 1\n";

#[test]
fn names_that_are_no_identifier_in_rust_c_or_cuda_are_refused() {
    for name in ["_", "self", "Self", "super", "crate", "fn", "class", "__global__", "threadIdx"] {
        let text = format!("name = \"{name}\"\n{BODY}");
        let e = spec::from_str(&text).unwrap_err();
        assert_eq!(e.fields(), ["name"], "{name}: {e}");
        let path = scratch(&format!("name_{}.toml", name.replace('_', "u")), text.as_bytes());
        let out_dir = path.with_extension("out");
        for args in [vec!["validate", "--spec"], vec!["emit", "--out", out_dir.to_str().unwrap(), "--spec"]] {
            let mut args = args.clone();
            args.push(path.to_str().unwrap());
            let err = refused(&run_within(&args, Duration::from_secs(60)), name);
            assert!(err.contains("`name`"), "{name}: {err}");
        }
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_or_device_as_the_spec_is_refused_without_reading() {
    codegen_bin(); // built (once) before any clock starts
    let fifo = std::env::temp_dir().join(format!("nttgen-hostile-fifo-{}", std::process::id()));
    let _ = std::fs::remove_file(&fifo);
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    for path in [fifo.to_str().unwrap(), "/dev/zero", "/dev/urandom", std::env::temp_dir().to_str().unwrap()] {
        let start = Instant::now();
        let err = refused(&run_within(&["validate", "--spec", path], Duration::from_secs(30)), path);
        assert!(err.contains("not a regular file") || err.contains("directory"), "{path}: {err}");
        assert!(start.elapsed() < Duration::from_secs(10), "{path} took {:?}", start.elapsed());
        assert!(matches!(spec::from_file(path.as_ref()), Err(SpecError::Io { .. })));
    }
    let _ = std::fs::remove_file(&fifo);
}

#[test]
fn an_oversized_spec_is_refused_before_parsing() {
    codegen_bin();
    // 1.5 million primes: 3 MB, over the 1 MiB spec limit.
    let mut text = String::from("transform = \"ntt-negacyclic\"\nlog_n = 4\nword = \"u64\"\n[moduli]\nprimes = [");
    text.push_str(&"97,".repeat(1_500_000));
    text.push_str("97]\n");
    let start = Instant::now();
    assert!(matches!(spec::from_str(&text), Err(SpecError::Parse(m)) if m.contains("limit")));
    let path = scratch("huge.toml", text.as_bytes());
    let out = run_within(&["validate", "--spec", path.to_str().unwrap()], Duration::from_secs(30));
    let err = refused(&out, "huge spec");
    assert!(err.len() < 4096, "{} bytes of error text", err.len());
    assert!(start.elapsed() < Duration::from_secs(10));
}

#[test]
fn an_over_long_prime_list_stops_validation_early() {
    // Under the byte limit but far over 256 towers: one refusal, not one per entry.
    let mut text = String::from("transform = \"ntt-negacyclic\"\nlog_n = 4\nword = \"u64\"\n[moduli]\nprimes = [");
    text.push_str(&"4,".repeat(200_000));
    text.push_str("4]\n");
    let start = Instant::now();
    let e = spec::from_str(&text).unwrap_err();
    assert_eq!(e.fields(), ["moduli.primes"], "{}", &e.to_string()[..200.min(e.to_string().len())]);
    assert!(start.elapsed() < Duration::from_secs(5), "took {:?}", start.elapsed());
}

#[test]
fn error_text_is_capped() {
    // 256 bad primes is allowed in count, each refused: the listing is cut.
    let mut text = String::from("transform = \"ntt-negacyclic\"\nlog_n = 4\nword = \"u64\"\n[moduli]\nprimes = [");
    text.push_str(&(0..256).map(|i| (4 * i + 4).to_string()).collect::<Vec<_>>().join(","));
    text.push_str("]\n");
    let e = spec::from_str(&text).unwrap_err();
    assert_eq!(e.fields().len(), 256);
    let shown = e.to_string();
    assert!(shown.lines().count() <= 40, "{} lines", shown.lines().count());
    assert!(shown.contains("more refusals"), "{shown}");
}

#[test]
fn an_unquoted_prime_above_2_63_says_to_quote_it() {
    let text = "transform = \"ntt-negacyclic\"\nlog_n = 4\nword = \"u64\"\nreduction = \"solinas\"\n[moduli]\nprimes = [18446744069414584321]\n";
    let e = spec::from_str(text).unwrap_err();
    assert!(e.to_string().contains("[\"18446744069414584321\"]"), "{e}");
    assert!(spec::from_str(&text.replace("[18446744069414584321]", "[\"18446744069414584321\"]")).is_ok());
}

#[test]
fn verify_refuses_batches_and_specs_beyond_its_memory_bound() {
    let small = scratch("verify_small.toml", BODY.as_bytes());
    let big = scratch("verify_big.toml", b"transform = \"ntt-negacyclic\"\nlog_n = 24\nword = \"u64\"\n[moduli]\nbits = 60\ncount = 256\n");
    for (path, batch) in [(&small, "300000000000"), (&small, "18446744073709551615"), (&big, "1")] {
        let out = run_within(&["verify", "--spec", path.to_str().unwrap(), "--batch", batch], Duration::from_secs(120));
        let err = refused(&out, batch);
        assert!(err.contains("limit"), "{err}");
    }
    // A batch the bound allows still runs.
    let out = run_within(&["verify", "--spec", small.to_str().unwrap(), "--batch", "3"], Duration::from_secs(120));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn check_input_refuses_an_overflowing_batch() {
    let s = spec::from_str("transform = \"ntt-negacyclic\"\nlog_n = 13\nword = \"u64\"\n[moduli]\nbits = 40\ncount = 1\n").unwrap();
    let mut exec = CpuExecutor::new(codegen::plan::lower(&s).unwrap()).unwrap();
    let mut x = vec![0u64; 8192];
    // (2^51 + 1) x 1 x 8192 wraps to 8192 in 64 bits.
    let r = exec.forward(&mut x, (1usize << 51) + 1);
    assert!(matches!(r, Err(ExecError::SizeOverflow { .. })), "{r:?}");
    assert!(exec.forward(&mut x, 1).is_ok());
}

#[test]
fn revalidate_refuses_fields_changed_after_validation() {
    let good = spec::from_str(BODY).unwrap();
    assert!(good.revalidate().is_ok());
    let mut s = good.clone();
    s.stage_split = vec![];
    assert_eq!(s.revalidate().unwrap_err().fields(), ["stage_split"]);
    let mut s = good.clone();
    s.radix = 3;
    let start = Instant::now();
    assert!(s.revalidate().unwrap_err().fields().contains(&"radix"));
    assert!(start.elapsed() < Duration::from_secs(1));
    let mut s = good.clone();
    s.name = "self".into();
    assert_eq!(s.revalidate().unwrap_err().fields(), ["name"]);
    let mut s = good.clone();
    s.primes = vec![];
    assert!(s.revalidate().unwrap_err().fields().contains(&"moduli.primes"));
    let mut s = good;
    s.log_n = 40;
    assert_eq!(s.revalidate().unwrap_err().fields(), ["log_n"]);
}

#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_the_output_without_a_panic() {
    let path = scratch("pipe.toml", BODY.as_bytes());
    for args in [vec!["explain", "--json", "--spec", path.to_str().unwrap()], vec!["validate", "--spec", path.to_str().unwrap()]] {
        let mut child = Command::new(codegen_bin()).args(&args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        // Read one byte, then close the pipe (what `| head -c1` does).
        let mut stdout = child.stdout.take().unwrap();
        let mut one = [0u8; 1];
        let _ = stdout.read(&mut one);
        drop(stdout);
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        use std::os::unix::process::ExitStatusExt;
        assert!(out.status.success() || out.status.signal() == Some(13), "{args:?}: {:?}", out.status);
    }
}

/// `plan::lower` takes a `ValidSpec` whose fields may have been changed since
/// validation: it refuses what no longer validates, without a panic or a
/// large allocation, and names the field.
#[test]
fn lower_refuses_a_spec_changed_after_validation() {
    let good = spec::from_str(BODY).unwrap();
    assert!(codegen::plan::lower(&good).is_ok());
    for (field, change) in [("stage_split", (|s: &mut spec::ValidSpec| s.stage_split = vec![]) as fn(&mut spec::ValidSpec)), ("radix", |s| s.radix = 3), ("name", |s| s.name = "_".into())] {
        let mut s = good.clone();
        change(&mut s);
        let start = Instant::now();
        match codegen::plan::lower(&s) {
            Err(codegen::plan::PlanError::Spec(m)) => assert!(m.contains(field), "{field}: {m}"),
            other => panic!("{field}: expected a refusal, got {:?}", other.map(|p| p.kernels.len())),
        }
        assert!(start.elapsed() < Duration::from_secs(1), "{field}");
    }
}

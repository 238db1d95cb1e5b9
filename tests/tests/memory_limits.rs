//! `codegen explain`, `emit` and `verify` under a 2 GiB address-space limit
//! (RLIMIT_AS, set in the child before it runs, as `ulimit -v` or
//! `prlimit --as` would): on the two log_n = 24 specs that once aborted
//! ("memory allocation of ... failed", SIGABRT) and on random accepted
//! specs. Every run ends with exit 0, or exit 2 and a message naming the
//! memory it needs, the limit and the fix; never a signal, and never an
//! allocation refused after the up-front check passed (the stated figure
//! was then too small).
//!
//! What runs, and why (a 2-core CI box, no GPU: about a minute):
//! - `explain` under the cap: exit 0, stating each command's host memory
//!   and the device memory, the limit it is held against, and verify's
//!   figure as over it;
//! - `verify` under the cap: exit 2 at once (about 5 and 22 GiB: every
//!   tower's tables, the copies of the batch and the interpreter's
//!   buffers and access marks), naming the figure, RLIMIT_AS and the fix;
//! - `emit` under the cap: exit 0. The tables file is written as it is
//!   computed (about 400 MiB held for files of 129 MiB and 1.1 GiB), so
//!   both fit; the file has the size its header states and, for the u32
//!   spec, the bytes of the in-memory build;
//! - a limit given below the figure (`--max-host-memory`): exit 2 naming
//!   the flag;
//! - `verify` of a log_n = 24 spec is not run to its end, with or without
//!   the cap: the interpreter runs the plan thread by thread, about 25 s
//!   for 2^18 words on this box, so half an hour at 2^24 (and 5 GiB or
//!   more). Its log_n = 14 twin verifies under the same cap instead.
#![cfg(unix)]

use nttgen_tests::codegen_bin;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const CAP: u64 = 2 << 30;

const LARGE_U64: &str = "transform = \"ntt-cyclic\"\nlog_n = 24\nword = \"u64\"\nradix = 4\ncluster = 8\nlayout = \"transposed\"\ngpu = \"h200\"\n[moduli]\nbits = 60\ncount = 2\n";
const LARGE_U32: &str = "transform = \"ntt-cyclic\"\nlog_n = 24\nword = \"u32\"\ncluster_blocks = 8\nlayout = \"packed\"\nstreams = 2\n[moduli]\nbits = 30\ncount = 1\n";

/// A folder of the test `test`'s own: the tests run at once, and each
/// removes its folder when done.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nttgen-memory-limits-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn spec_file(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// How a run ended: its output, or still running at the deadline (killed).
enum Ended {
    Exited(Output),
    Deadline,
}

/// `codegen args`, its address space limited to `cap` bytes where given.
fn codegen(args: &[&str], cap: Option<u64>, deadline: Duration) -> Ended {
    let mut cmd = Command::new(codegen_bin());
    cmd.args(args).stdout(Stdio::piped()).stderr(Stdio::piped());
    if let Some(bytes) = cap {
        // SAFETY: setrlimit is async-signal-safe; nothing else runs between fork and exec.
        unsafe {
            cmd.pre_exec(move || {
                let limit = libc::rlimit { rlim_cur: bytes as libc::rlim_t, rlim_max: bytes as libc::rlim_t };
                if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }
    let mut child = cmd.spawn().expect("run codegen");
    // Drain the pipes as it runs (emit prints a line per file, explain a page).
    let (mut out, mut err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let reader = std::thread::spawn(move || {
        let (mut o, mut e) = (vec![], vec![]);
        let _ = std::io::Read::read_to_end(&mut out, &mut o);
        let _ = std::io::Read::read_to_end(&mut err, &mut e);
        (o, e)
    });
    let start = Instant::now();
    let status = loop {
        if let Some(st) = child.try_wait().unwrap() {
            break st;
        }
        if start.elapsed() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return Ended::Deadline;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let (stdout, stderr) = reader.join().unwrap();
    Ended::Exited(Output { status, stdout, stderr })
}

/// The output of a run that must end within `deadline`.
fn finished(args: &[&str], cap: Option<u64>, deadline: Duration) -> Output {
    match codegen(args, cap, deadline) {
        Ended::Exited(o) => o,
        Ended::Deadline => panic!("codegen {args:?} still running after {deadline:?}"),
    }
}

/// Exit 0 or 2, no signal, no panic, no allocation refused past the
/// up-front check; the status and stderr.
fn no_abort(args: &[&str], out: &Output) -> (i32, String) {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.signal().is_none(), "codegen {args:?} ended by signal {:?}:\n{err}", out.status.signal());
    assert!(!err.contains("panicked") && !err.contains("memory allocation of"), "codegen {args:?}:\n{err}");
    assert!(!err.contains("could not allocate"), "codegen {args:?}: an allocation failed after the up-front check passed (the stated figure is too small):\n{err}");
    let code = out.status.code().unwrap();
    assert!(code == 0 || code == 2, "codegen {args:?}: exit {code}\n{err}");
    (code, err)
}

/// A refusal for memory: exit 2, naming the figure, the limit and the fix.
fn refused_for_memory(args: &[&str], out: &Output, limit: &str, fix: &str) -> String {
    let (code, err) = no_abort(args, out);
    assert_eq!(code, 2, "codegen {args:?}: want exit 2\n{err}");
    for want in ["needs about", "of host memory", "over the limit of", limit, fix, "codegen explain"] {
        assert!(err.contains(want), "codegen {args:?}: no {want:?} in\n{err}");
    }
    err
}

#[test]
fn explain_states_the_memory_each_command_needs_under_the_cap() {
    let dir = scratch("explain");
    for (name, text) in [("u64.toml", LARGE_U64), ("u32.toml", LARGE_U32)] {
        let path = spec_file(&dir, name, text);
        let args = ["explain", "--spec", path.to_str().unwrap()];
        let out = finished(&args, Some(CAP), Duration::from_secs(60));
        let (code, err) = no_abort(&args, &out);
        assert_eq!(code, 0, "{err}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("host memory each command needs; this process may use") && text.contains("RLIMIT_AS"), "{text}");
        for row in ["  explain ", "  emit ", "  verify --batch 1 ", "  runtime JIT (Engine::new) ", "device memory:", "  tables ", "  buffers "] {
            assert!(text.contains(row), "no {row:?} row:\n{text}");
        }
        let verify = text.lines().find(|l| l.starts_with("  verify --batch 1 ")).unwrap();
        assert!(verify.contains("GiB") && verify.contains("OVER THE LIMIT"), "{verify}");
        let emit = text.lines().find(|l| l.starts_with("  emit ")).unwrap();
        assert!(!emit.contains("OVER THE LIMIT"), "{emit}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn verify_of_a_2_24_spec_is_refused_up_front_under_the_cap() {
    let dir = scratch("verify");
    for (name, text) in [("u64.toml", LARGE_U64), ("u32.toml", LARGE_U32)] {
        let path = spec_file(&dir, name, text);
        let args = ["verify", "--spec", path.to_str().unwrap(), "--trials", "1"];
        let start = Instant::now();
        let out = finished(&args, Some(CAP), Duration::from_secs(60));
        refused_for_memory(&args, &out, "RLIMIT_AS", "ulimit -v");
        assert!(start.elapsed() < Duration::from_secs(20), "refused after {:?}: not up front", start.elapsed());
    }
    // What fits verifies under the same cap: the u32 spec at log_n = 14.
    let path = spec_file(&dir, "u32_14.toml", &LARGE_U32.replace("log_n = 24", "log_n = 14\nstage_split = [7, 7]"));
    let args = ["verify", "--spec", path.to_str().unwrap(), "--trials", "1"];
    let out = finished(&args, Some(CAP), Duration::from_secs(120));
    let (code, err) = no_abort(&args, &out);
    assert_eq!(code, 0, "{err}");
    assert!(String::from_utf8_lossy(&out.stdout).contains(": ok ("));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `#define <NAME>_<key> <value>u` of an emitted header.
fn header_value(h: &str, key: &str) -> u64 {
    let line = h.lines().find(|l| l.starts_with("#define ") && l.split_whitespace().nth(1).is_some_and(|k| k.ends_with(&format!("_{key}")))).unwrap_or_else(|| panic!("no {key} in the header"));
    line.split_whitespace().nth(2).unwrap().trim_end_matches('u').parse().unwrap()
}

#[test]
fn emit_of_a_2_24_spec_streams_its_tables_under_the_cap() {
    let dir = scratch("emit");
    for (name, text) in [("u32.toml", LARGE_U32), ("u64.toml", LARGE_U64)] {
        let path = spec_file(&dir, name, text);
        let out_dir = dir.join(name.replace(".toml", ".out"));
        let args = ["emit", "--spec", path.to_str().unwrap(), "--out", out_dir.to_str().unwrap()];
        let out = finished(&args, Some(CAP), Duration::from_secs(300));
        let (code, err) = no_abort(&args, &out);
        assert_eq!(code, 0, "{err}");
        let spec = codegen::spec::from_str(text).unwrap();
        let h = std::fs::read_to_string(out_dir.join(format!("{}.h", spec.name))).unwrap();
        let tables = out_dir.join(format!("{}.tables.bin", spec.name));
        let len = std::fs::metadata(&tables).unwrap().len();
        assert_eq!(len, header_value(&h, "TABLE_WORDS") * header_value(&h, "WORD_BYTES"), "{}", tables.display());
        assert!(len > 100 << 20, "{len} bytes: the tables of a 2^24 transform");
        if spec.word == codegen::spec::Word::U32 {
            // The file written as computed is the one built in memory.
            let plan = codegen::plan::lower(&spec).unwrap();
            let (want, _) = codegen::emit::package::tables_file(&plan).unwrap();
            assert!(std::fs::read(&tables).unwrap() == want, "the streamed tables file differs from the in-memory one");
        }
        let _ = std::fs::remove_dir_all(&out_dir);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_limit_given_below_the_figure_is_refused_naming_the_flag() {
    let dir = scratch("limit");
    let path = spec_file(&dir, "u64.toml", LARGE_U64);
    let out_dir = dir.join("never");
    for args in [
        vec!["emit", "--spec", path.to_str().unwrap(), "--out", out_dir.to_str().unwrap(), "--max-host-memory", "256MiB"],
        vec!["verify", "--spec", path.to_str().unwrap(), "--max-host-memory", "3GiB"],
        vec!["explain", "--spec", path.to_str().unwrap(), "--max-host-memory", "16M"],
    ] {
        let out = finished(&args, None, Duration::from_secs(60));
        refused_for_memory(&args, &out, "--max-host-memory", "give a larger --max-host-memory");
    }
    assert!(!out_dir.exists(), "a refused emit wrote nothing");
    let out = finished(&["explain", "--spec", path.to_str().unwrap(), "--max-host-memory", "lots"], None, Duration::from_secs(60));
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("2GiB"), "{}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Random accepted specs, large ones among them, through explain, verify
/// and emit under the cap: exit 0 or 2, never an abort. `NTTGEN_MEMORY_CASES`
/// sets how many (default 4), `NTTGEN_MEMORY_MIN_LOG_N` the smallest log_n
/// drawn (default 16, up to 24), `NTTGEN_MEMORY_SEED` the draw; a verify
/// that fits and is still running after `NTTGEN_MEMORY_VERIFY_S` seconds
/// (default 5, past its allocations) is stopped there.
#[test]
fn no_command_aborts_on_random_accepted_specs_under_the_cap() {
    let cases: usize = std::env::var("NTTGEN_MEMORY_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(4);
    let verify_for = Duration::from_secs(std::env::var("NTTGEN_MEMORY_VERIFY_S").ok().and_then(|v| v.parse().ok()).unwrap_or(5));
    let seed = std::env::var("NTTGEN_MEMORY_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0x2_61B);
    let min_log_n = std::env::var("NTTGEN_MEMORY_MIN_LOG_N").ok().and_then(|v| v.parse().ok()).unwrap_or(16u32).min(24);
    let dir = scratch("random");
    let (mut tally, mut emitted) = ([0usize; 3], [0usize; 2]);
    for (i, spec) in nttgen_tests::draw_valid_specs(min_log_n..=24, cases, seed).iter().enumerate() {
        let path = spec_file(&dir, &format!("case{i}.toml"), &spec.to_toml().unwrap());
        let out_dir = dir.join(format!("case{i}.out"));
        let p = path.to_str().unwrap();
        let explain = ["explain", "--spec", p];
        assert_eq!(no_abort(&explain, &finished(&explain, Some(CAP), Duration::from_secs(60))).0, 0, "{p}");
        let verify = ["verify", "--spec", p, "--trials", "1"];
        match codegen(&verify, Some(CAP), verify_for) {
            Ended::Exited(out) => tally[if no_abort(&verify, &out).0 == 0 { 0 } else { 2 }] += 1,
            Ended::Deadline => tally[1] += 1,
        }
        let emit = ["emit", "--spec", p, "--out", out_dir.to_str().unwrap()];
        emitted[no_abort(&emit, &finished(&emit, Some(CAP), Duration::from_secs(300))).0 as usize / 2] += 1;
        let _ = std::fs::remove_dir_all(&out_dir);
    }
    eprintln!("{cases} specs under a 2 GiB cap: verify {} verified, {} stopped at the deadline, {} refused up front; emit {} written, {} refused up front", tally[0], tally[1], tally[2], emitted[0], emitted[1]);
    let _ = std::fs::remove_dir_all(&dir);
}

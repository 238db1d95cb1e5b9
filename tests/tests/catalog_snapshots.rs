//! (Re)create and accept every catalog snapshot, without cargo-insta, from the
//! workspace root (also deletes snapshots of files the catalog no longer has):
//!
//!     INSTA_UPDATE=always bash tests/run.sh -p nttgen-tests --test catalog_snapshots
//!
//! then review the change with `git diff tests/tests/snapshots/`.
//!
//! Insta snapshots of the catalog: for every spec of `generated/specs/`, one
//! page `tests/tests/snapshots/catalog_snapshots__<stem>.summary.snap` of
//! what the entry is: its spec with every default filled in, its kernels
//! (launch shape, shared memory, work and traffic per polynomial) and its C
//! functions. A change of configuration, cost or interface shows up in
//! `cargo insta review` as a short diff to accept or reject. The emitted
//! files themselves are stored once, in `generated/`, where `catalog.rs`
//! checks them byte for byte against a fresh emit (so a change to a kernel's
//! text shows in `git diff generated/`). The test fails while a snapshot
//! differs, is missing, is pending (`.snap.new`) or is stale (no catalog
//! entry produces it). `tests/run.sh` sets `INSTA_UPDATE=no` unless the
//! caller set it, so CI never writes a snapshot.

use codegen::emit::{self, CatalogEntry};
use std::collections::BTreeSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

const ACCEPT_ALL: &str = "INSTA_UPDATE=always bash tests/run.sh -p nttgen-tests --test catalog_snapshots";
/// Leaves a `.snap.new` beside each changed snapshot, for `cargo insta review`.
const WRITE_PENDING: &str = "INSTA_UPDATE=new bash tests/run.sh -p nttgen-tests --test catalog_snapshots";
/// Insta's file name prefix for this test binary's snapshots.
const PREFIX: &str = "catalog_snapshots__";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ sits in the workspace").to_path_buf()
}

/// Insta's default snapshot folder for this file.
fn snapshot_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots")
}

/// Whether the caller asked insta to write accepted snapshots directly.
fn accepting() -> bool {
    matches!(std::env::var("INSTA_UPDATE").as_deref(), Ok("always" | "1" | "force"))
}

/// Whether insta is told not to fail on a mismatch (`cargo insta test` does
/// this and then lists the `.snap.new` files it left for review).
fn force_pass() -> bool {
    std::env::var("INSTA_FORCE_PASS").as_deref() == Ok("1")
}

/// Snapshot `<stem>.<ext>` of one emitted file; `Err` with the name when it
/// does not match (insta has printed the diff and, unless INSTA_UPDATE=no,
/// written the `.snap.new`).
fn check_file(e: &CatalogEntry, name: &str, text: &str) -> Result<(), String> {
    let mut settings = insta::Settings::clone_current();
    settings.set_description(format!("{}/{}/{name}, emitted by `{}`", emit::CATALOG_DIR, e.stem, e.command));
    settings.set_input_file(&e.spec_path);
    settings.set_omit_expression(true);
    // Each assertion in its own unwind scope, so one run reports (and, for
    // review, writes) every changed file rather than stopping at the first.
    catch_unwind(AssertUnwindSafe(|| settings.bind(|| insta::assert_snapshot!(name, text)))).map_err(|_| name.to_string())
}

/// One entry's page: the `.cu` file's header (command, spec, kernels and
/// their costs) and the C functions of its `.h` (the programs a caller has).
fn summary(e: &codegen::emit::Emitted) -> String {
    let mut s: String = e.cuda.lines().take_while(|l| l.starts_with("//")).map(|l| format!("{l}\n")).collect();
    s += "//\n// C functions:\n";
    for l in e.c_header.lines().filter(|l| l.starts_with("cudaError_t ")) {
        s += &format!("//   {l}\n");
    }
    s
}

/// `.snap` files in `dir` with this test's prefix that are not in `expected`,
/// and all of its pending `.snap.new` files.
fn stale_and_pending(dir: &Path, expected: &BTreeSet<String>) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let (mut stale, mut pending) = (vec![], vec![]);
    for f in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let file = f.file_name().to_string_lossy().into_owned();
        let Some(rest) = file.strip_prefix(PREFIX) else { continue };
        if rest.ends_with(".snap.new") {
            pending.push(f.path());
        } else if let Some(name) = rest.strip_suffix(".snap") {
            if !expected.contains(name) {
                stale.push(f.path());
            }
        }
    }
    stale.sort();
    pending.sort();
    (stale, pending)
}

fn list(paths: &[PathBuf]) -> String {
    let root = root();
    paths.iter().map(|p| format!("\n  {}", p.strip_prefix(&root).unwrap_or(p).display())).collect()
}

#[test]
fn catalog_matches_its_snapshots() {
    let entries = emit::catalog(&root()).unwrap_or_else(|e| panic!("catalog: {e}"));
    assert!(!entries.is_empty(), "no spec in {}", emit::CATALOG_SPECS);
    let mut expected = BTreeSet::new();
    let mut mismatched = vec![];
    for e in &entries {
        let emitted = e.emit().unwrap_or_else(|err| panic!("{}: {err}", e.stem));
        let name = format!("{}.summary", e.stem);
        assert!(expected.insert(name.clone()), "two catalog entries are named {}", e.stem);
        if let Err(name) = check_file(e, &name, &summary(&emitted)) {
            mismatched.push(name);
        }
    }
    let dir = snapshot_dir();
    let (stale, pending) = stale_and_pending(&dir, &expected);
    if accepting() {
        // Accepting everything: what no entry produces any more goes too.
        for p in stale.iter().chain(&pending) {
            std::fs::remove_file(p).unwrap_or_else(|err| panic!("{}: {err}", p.display()));
            eprintln!("removed {}", p.display());
        }
    }
    let mut problems = vec![];
    if !mismatched.is_empty() {
        problems.push(format!(
            "{} catalog file(s) differ from their snapshots or have none yet (diffs above):\n  {}",
            mismatched.len(),
            mismatched.join("\n  ")
        ));
    }
    if !accepting() && !force_pass() && !pending.is_empty() {
        problems.push(format!("pending snapshots to review (accept or reject them):{}", list(&pending)));
    }
    if !accepting() && !stale.is_empty() {
        problems.push(format!("stale snapshots, of files no catalog entry emits any more (delete them):{}", list(&stale)));
    }
    assert!(
        problems.is_empty(),
        "{}\n\nto review each change: `{WRITE_PENDING}`, then `cargo insta review` (cargo-insta from crates.io);\n\
         or accept all (and delete stale ones) with `{ACCEPT_ALL}`, then review `git diff tests/tests/snapshots/`",
        problems.join("\n")
    );
}

/// The stale/pending scan sees exactly this test's files.
#[test]
fn stale_and_pending_scan() {
    let dir = std::env::temp_dir().join(format!("nttgen-catalog-snapshots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for f in ["a.cu.snap", "gone.cu.snap", "a.rs.snap.new"].map(|f| format!("{PREFIX}{f}")).iter().chain(&["other__x.snap".to_string()]) {
        std::fs::write(dir.join(f), "").unwrap();
    }
    let expected = BTreeSet::from(["a.cu".to_string(), "a.rs".to_string()]);
    let (stale, pending) = stale_and_pending(&dir, &expected);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(stale, [dir.join(format!("{PREFIX}gone.cu.snap"))]);
    assert_eq!(pending, [dir.join(format!("{PREFIX}a.rs.snap.new"))]);
}

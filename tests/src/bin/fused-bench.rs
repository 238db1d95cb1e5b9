//! fused-bench: each fused form against the bare transform plus a separate
//! element-wise pass, in one process on one GPU (docs/SPEC.md, "Fused
//! forms"). Built where cargo is, copied to the GPU machine, run there
//! (tests/gpu/fused/run.sh).
//!
//!   fused-bench [--batch B] [--towers T] [--skip AT:LEN] [--rounds R] [--groups G]
//!               [--check-batch B] [--seed S] [--out DIR] [--cpu-only] [SPEC...]
//!
//! Per form of each spec (default: tests/gpu/fused/specs/*.toml and the
//! catalog's specs with forms, generated/specs/*_fz_*.toml; a run-time
//! template takes T primes of its bound, default 24 for u64 and 48 for u32),
//! over B polynomials per tower (default 8), through the package's launches:
//! - bare: the form's transform alone (its `_separate` program without the
//!   element-wise kernels: the plain transform's kernels, over the towers
//!   the form runs);
//! - fused: the form's program (its steps in the first loads and last stores);
//! - bare + separate: the `_separate` program (the same steps in element-wise
//!   kernels of their own, rendered from the same descriptors);
//! - copy: the transformed words read and written once (the memory floor of
//!   one pass).
//!
//! Each is timed with the runtime's timing helper (CUDA events around groups
//! of 10 calls after a warm-up) in R interleaved rounds (default 5) of G
//! groups (default 3); the table gives the medians and fused / bare,
//! (bare + separate) / bare. Before the timing, the fused form's output of the
//! timed batch is checked word for word against the separate program's, and
//! a small batch (default 1 polynomial per tower) of the fused form and the
//! bare transform against the CPU interpreter and the reference (on threads
//! of their own while the GPU times). `--cpu-only` (no GPU): every spec's
//! CUDA compiled by NVRTC for sm_90 and the small batch's interpreter run
//! against the reference. Writes results.md and results.csv into DIR (default
//! the current directory) and prints the table. Exit 0: every check passed;
//! 1: a check failed; 2: bad arguments, a refused spec or no GPU.

use codegen::plan::{lower, Plan};
use codegen::spec::{FusedForm, ValidSpec};
use std::path::PathBuf;
use std::sync::Arc;

#[path = "fused-bench/cpu_check.rs"]
mod cpu_check;
#[path = "fused-bench/gpu_run.rs"]
mod gpu_run;
#[path = "fused-bench/instance.rs"]
mod instance;
#[path = "fused-bench/table.rs"]
mod table;

use gpu_run::Setup;
use table::Row;

#[derive(Debug)]
struct Args {
    specs: Vec<PathBuf>,
    setup: Setup,
    towers: Option<usize>,
    out: PathBuf,
    cpu_only: bool,
}

const USAGE: &str = "fused-bench [--batch B] [--towers T] [--skip AT:LEN] [--rounds R] [--groups G] [--check-batch B] [--seed S] [--out DIR] [--cpu-only] [SPEC...]";

fn parse_args(args: impl Iterator<Item = String>) -> Result<Args, String> {
    let setup = Setup { batch: 8, check_batch: 1, rounds: 5, groups: 3, skip: None, seed: 1 };
    let mut a = Args { specs: vec![], setup, towers: None, out: PathBuf::from("."), cpu_only: false };
    let mut it = args.peekable();
    while let Some(x) = it.next() {
        let mut count = |what: &str| -> Result<usize, String> { it.next().and_then(|v| v.parse().ok()).filter(|&v| v > 0).ok_or(format!("{x} needs {what} of 1 or more")) };
        match x.as_str() {
            "--batch" => a.setup.batch = count("a polynomial count")?,
            "--check-batch" => a.setup.check_batch = count("a polynomial count")?,
            "--towers" => a.towers = Some(count("a tower count")?),
            "--rounds" => a.setup.rounds = count("a count")?,
            "--groups" => a.setup.groups = count("a count")?,
            "--seed" => a.setup.seed = it.next().and_then(|v| v.parse().ok()).ok_or("--seed needs a number")?,
            "--skip" => a.setup.skip = Some(it.next().as_deref().and_then(parse_skip).ok_or("--skip needs AT:LEN, e.g. --skip 0:6")?),
            "--out" => a.out = PathBuf::from(it.next().ok_or("--out needs a directory")?),
            "--cpu-only" => a.cpu_only = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            f if f.starts_with("--") => return Err(format!("unknown argument {f}; {USAGE}")),
            spec => a.specs.push(PathBuf::from(spec)),
        }
    }
    if a.specs.is_empty() {
        a.specs = default_specs()?;
    }
    Ok(a)
}

fn parse_skip(v: &str) -> Option<(usize, usize)> {
    let (at, len) = v.split_once(':')?;
    Some((at.parse().ok()?, len.parse().ok()?))
}

/// tests/gpu/fused/specs/*.toml, then the catalog's specs with forms.
fn default_specs() -> Result<Vec<PathBuf>, String> {
    let mut out = vec![];
    for (dir, keep) in [("tests/gpu/fused/specs", ""), ("generated/specs", "_fz_")] {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("{dir}: {e} (run from the repository root, or name the spec files)"))?;
        let mut v: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "toml") && p.to_string_lossy().contains(keep)).collect();
        v.sort();
        out.extend(v);
    }
    Ok(out)
}

/// Every spec file as a plan of an instance with primes; specs without
/// fused forms are refused (there is nothing to measure).
fn plans(args: &Args) -> Result<Vec<Arc<Plan>>, String> {
    let mut out = vec![];
    for path in &args.specs {
        let at = |e: String| format!("{}: {e}", path.display());
        let spec = codegen::spec::from_file(path).map_err(|e| at(e.to_string()))?;
        if spec.fused.is_empty() {
            return Err(at("the spec has no [[fused]] form to measure".into()));
        }
        let spec = instance::instance(&spec, args.towers).map_err(at)?;
        out.push(Arc::new(lower(&spec).map_err(|e| at(e.to_string()))?));
    }
    Ok(out)
}

/// The towers form `form` leaves out: `--skip`'s range, or the default
/// (`instance::skip_range`); none where it skips none.
fn form_skip(plan: &Plan, form: &FusedForm, setup: &Setup) -> Result<(usize, usize), String> {
    if form.skip_towers {
        instance::skip_range(plan.towers, setup.skip)
    } else {
        Ok((0, 0))
    }
}

/// What a form computes, in a line.
fn describe(spec: &ValidSpec, form: &FusedForm, (at, len): (usize, usize)) -> String {
    let list = |steps: &[codegen::spec::fused::Step]| steps.iter().map(|s| form.step_words(s)).collect::<Vec<_>>().join(", ");
    let mut parts = vec![];
    if !form.prologue.is_empty() {
        parts.push(format!("prologue {}", list(&form.prologue)));
    }
    parts.push(form.transform.to_string());
    if !form.epilogue.is_empty() {
        parts.push(format!("epilogue {}", list(&form.epilogue)));
    }
    if form.skip_towers {
        parts.push(format!("skips towers {at}..{} of {}", at + len, spec.primes.len()));
    }
    parts.join("; ")
}

/// A row's name and shape, without times.
fn row_of(plan: &Plan, form: &FusedForm, skip: (usize, usize), batch: usize) -> Row {
    let what = describe(&plan.spec, form, skip);
    Row { spec: plan.spec.name.clone(), form: form.name.clone(), what, word: plan.spec.word.as_str(), log_n: plan.spec.log_n, towers: plan.towers - skip.1, batch, ..Row::default() }
}

/// `--cpu-only`: every plan compiled by NVRTC for sm_90 and each form's
/// small batch through the interpreter against the reference.
fn cpu_only(args: &Args, plans: &[Arc<Plan>]) -> Vec<Row> {
    let owned: Vec<Plan> = plans.iter().map(|p| (**p).clone()).collect();
    let failed = runtime::compiler::precompile_all(&owned, "sm_90");
    let mut rows = vec![];
    let mut batches = vec![];
    for plan in plans {
        let compiled = failed.iter().find(|f| f.0 == plan.spec.name).map(|f| format!("NVRTC: {}", f.1));
        for (i, form) in plan.spec.fused.iter().enumerate() {
            let skip = form_skip(plan, form, &args.setup);
            rows.push(row_of(plan, form, *skip.as_ref().unwrap_or(&(0, 0)), args.setup.check_batch));
            batches.push(compiled.clone().map_or_else(|| skip.and_then(|skip| small_batch_on_cpu(plan, i, skip, &args.setup)), Err));
        }
    }
    for (row, r) in rows.iter_mut().zip(cpu_checks(batches)) {
        // Not timed: a row passes on its checks alone.
        (row.ok, row.check) = match r {
            Ok(s) => (true, format!("compiled for sm_90; {s}")),
            Err(e) => (false, format!("FAIL: {e}")),
        };
    }
    rows
}

/// Each small batch's CPU check (`Err` passes through), on every core.
fn cpu_checks(batches: Vec<Result<cpu_check::SmallBatch, String>>) -> Vec<Result<String, String>> {
    let threads = std::thread::available_parallelism().map_or(4, |n| n.get()).min(batches.len().max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<String, String>>>> = batches.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(b) = batches.get(i) else { break };
                let r = b.as_ref().map_err(Clone::clone).and_then(cpu_check::check);
                *results[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
            });
        }
    });
    results.into_iter().map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner()).unwrap_or_else(|| Err("the CPU check did not finish".into()))).collect()
}

/// A small batch without a GPU: random inputs and arrays, no GPU outputs.
fn small_batch_on_cpu(plan: &Arc<Plan>, form: usize, skip: (usize, usize), setup: &Setup) -> Result<cpu_check::SmallBatch, String> {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(setup.seed ^ form as u64);
    let f = &plan.spec.fused[form];
    let program = plan.program(&f.name).ok_or_else(|| format!("no program {}", f.name))?;
    let mut args = codegen::verify::random_tower_args(plan, program, &mut rng);
    args.skip = skip;
    let input = |rng: &mut rand_chacha::ChaCha8Rng| codegen::verify::random_input(&plan.spec, plan.words_per_poly, setup.check_batch, rng).map_err(|e| e.to_string());
    let (x, y) = (input(&mut rng)?, input(&mut rng)?);
    Ok(cpu_check::SmallBatch { plan: plan.clone(), form, batch: setup.check_batch, x, y, args, gpu: None })
}

/// On the GPU: every form of every plan timed, then every small batch's
/// CPU check (after the timing, so that no busy core delays a launch).
fn on_gpu(args: &Args, plans: &[Arc<Plan>]) -> Result<(String, Vec<Row>), String> {
    let gpu = runtime::Gpu::open(0).map_err(|e| e.to_string())?;
    let info = gpu.info().clone();
    let owned: Vec<Plan> = plans.iter().map(|p| (**p).clone()).collect();
    // NVRTC on every core first; a spec that fails to compile fails again, and is reported, below.
    let _ = runtime::compiler::precompile_all(&owned, gpu.arch());
    let copier = gpu_run::Copier::new(&gpu).map_err(|e| format!("the copy kernel: {e}"))?;
    let stream = gpu.new_stream().map_err(|e| e.to_string())?;
    let (mut rows, mut batches) = (vec![], vec![]);
    for plan in plans {
        let loaded = nttgen_tests::fused_launch::load(&gpu, plan).map_err(|e| format!("load: {e}"));
        for (i, form) in plan.spec.fused.iter().enumerate() {
            let skip = form_skip(plan, form, &args.setup);
            let base = row_of(plan, form, *skip.as_ref().unwrap_or(&(0, 0)), args.setup.batch);
            let run = skip.and_then(|skip| loaded.as_ref().map_err(Clone::clone).and_then(|l| gpu_run::bench_form(&stream, l, &copier, plan, i, skip, &args.setup)));
            let (row, small) = match run {
                Ok((t, small)) => (Row { bare: t.bare, fused: t.fused, separate: t.separate, copy: t.copy, check: t.check, ok: true, ..base }, Ok(small)),
                Err(e) => (Row { check: format!("FAIL: {e}"), ..base }, Err(e)),
            };
            eprintln!("{} {}: {}", plan.spec.name, form.name, if row.ok { "timed" } else { &row.check });
            rows.push(row);
            batches.push(small);
        }
    }
    for (row, r) in rows.iter_mut().zip(cpu_checks(batches)) {
        match r {
            Ok(s) if row.ok => row.check = format!("{}; {s}", row.check),
            Ok(_) => {}
            Err(e) if row.ok => (row.ok, row.check) = (false, format!("FAIL: {e} ({})", row.check)),
            Err(_) => {}
        }
    }
    let s = &args.setup;
    let title = format!(
        "# fused forms on {} ({}, {} SMs)\n\nus per call, medians of {} rounds x {} groups of 10 calls, {} polynomials per tower. bare: the form's transform alone; \
         fused: the form (its steps in the transform's first loads and last stores); bare + separate: the transform, then the steps in element-wise \
         kernels of their own (`<form>_separate`); copy: the transformed words read and written once. Target: fused / bare <= {}.",
        info.name, info.arch, info.multiprocessors, s.rounds, s.groups, s.batch, table::TARGET
    );
    Ok((title, rows))
}

fn main() {
    let args = parse_args(std::env::args().skip(1)).unwrap_or_else(|e| {
        eprintln!("fused-bench: {e}");
        std::process::exit(2);
    });
    let plans = plans(&args).unwrap_or_else(|e| {
        eprintln!("fused-bench: {e}");
        std::process::exit(2);
    });
    let (title, rows) = if args.cpu_only {
        ("# fused forms without a GPU: NVRTC for sm_90 and the small batch's interpreter run against the reference".to_string(), cpu_only(&args, &plans))
    } else {
        on_gpu(&args, &plans).unwrap_or_else(|e| {
            eprintln!("fused-bench: {e}");
            std::process::exit(2);
        })
    };
    let md = table::markdown(&title, &rows);
    print!("{md}");
    let written = std::fs::create_dir_all(&args.out).and_then(|()| std::fs::write(args.out.join("results.md"), &md)).and_then(|()| std::fs::write(args.out.join("results.csv"), table::csv(&rows)));
    if let Err(e) = written {
        eprintln!("fused-bench: {}: {e}", args.out.display());
        std::process::exit(2);
    }
    let failed = rows.iter().filter(|r| !r.ok).count();
    println!("{} form(s), {failed} failed", rows.len());
    std::process::exit(if failed == 0 { 0 } else { 1 });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: &[&str]) -> Result<Args, String> {
        parse_args(v.iter().map(|s| s.to_string()))
    }

    #[test]
    fn arguments_are_read_and_refused_by_name() {
        let a = args(&["--batch", "4", "--towers", "32", "--skip", "8:4", "--rounds", "2", "--cpu-only", "a.toml", "b.toml"]).unwrap();
        assert_eq!((a.setup.batch, a.towers, a.setup.skip, a.setup.rounds, a.cpu_only), (4, Some(32), Some((8, 4)), 2, true));
        assert_eq!(a.specs, [PathBuf::from("a.toml"), PathBuf::from("b.toml")]);
        assert!(args(&["--batch", "0", "a.toml"]).unwrap_err().contains("--batch needs a polynomial count of 1 or more"));
        assert!(args(&["--skip", "8", "a.toml"]).unwrap_err().contains("AT:LEN"));
        assert!(args(&["--frobnicate"]).unwrap_err().contains("unknown argument --frobnicate"));
    }

    /// The bench's own specs and the catalog's with forms, from the
    /// repository root; each has forms, and a plan with them.
    #[test]
    fn the_default_specs_are_the_bench_s_and_the_catalog_s_forms() {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
        std::env::set_current_dir(&root).unwrap();
        let a = args(&[]).unwrap();
        let names: Vec<String> = a.specs.iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
        assert!(names.iter().any(|n| n == "u64_n16_t24.toml") && names.iter().any(|n| n == "u32_n16_t48.toml"), "{names:?}");
        assert!(names.iter().filter(|n| n.contains("_fz_")).count() >= 3, "{names:?}");
        let plans = plans(&a).unwrap();
        for p in &plans {
            assert!(p.spec.log_n < 16 || p.spec.primes.len() >= 16, "{}: {} towers", p.spec.name, p.spec.primes.len());
            for f in &p.spec.fused {
                assert!(p.program(&f.name).is_some() && p.program(&f.separate_name()).is_some(), "{} {}", p.spec.name, f.name);
            }
        }
    }
}

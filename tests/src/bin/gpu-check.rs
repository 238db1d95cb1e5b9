//! gpu-check: every catalog spec and a few hundred random specs, run on the
//! GPU and on the CPU interpreter with the same random inputs, compared bit
//! for bit (forward, inverse, pointwise, polymul). Built where cargo is,
//! copied to the GPU machine, run there.
//!
//!   gpu-check [--spec FILE...] [--random N] [--seed S] [--out DIR] [--bench]
//!   gpu-check --runtime [--out DIR] [--spec FILE...]
//!
//! `--runtime` checks the device-resident API instead (see `runtime_check`):
//! forward -> pointwise -> inverse on device buffers on a caller's stream over
//! all towers and two tower ranges, the multi-GPU engine (every visible GPU,
//! or GPU 0 split in two), bit for bit against the interpreter; then the
//! one-limb forward latency, plain launches vs graph replay (runtime.md).

use codegen::executor::{CpuExecutor, Executor};
use codegen::plan::lower;
use codegen::spec::{self, ValidSpec};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use runtime::{Engine, Gpu};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

#[path = "gpu-check/runtime_check.rs"]
mod runtime_check;
#[path = "gpu-check/fused_check.rs"]
mod fused_check;

struct Args {
    specs: Vec<PathBuf>,
    /// Only the specs named with --spec (no catalog, no cluster test).
    explicit: bool,
    random: usize,
    seed: u64,
    out: Option<PathBuf>,
    bench: bool,
    /// NVRTC only, no GPU: proves every spec's source compiles (and shows
    /// registers and spills where ptxas is available).
    compile_only: bool,
    /// `--precompile J`: compile into the kernel cache on J threads, timed.
    precompile: Option<usize>,
    /// The device-resident API, multi-GPU engine and graph latency.
    runtime: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args { specs: vec![], explicit: false, random: 200, seed: 1, out: None, bench: false, compile_only: false, precompile: None, runtime: false };
    let mut it = std::env::args().skip(1);
    let mut explicit = false;
    let mut random_set = false;
    while let Some(x) = it.next() {
        match x.as_str() {
            "--spec" => {
                explicit = true;
                // every following non-flag argument is a spec file
                for f in it.by_ref() {
                    if f.starts_with("--") {
                        return Err(format!("put {f} before --spec"));
                    }
                    a.specs.push(PathBuf::from(f));
                }
            }
            "--random" => {
                a.random = it.next().and_then(|v| v.parse().ok()).ok_or("--random needs a count")?;
                random_set = true;
            }
            "--seed" => a.seed = it.next().and_then(|v| v.parse().ok()).ok_or("--seed needs a number")?,
            "--out" => a.out = Some(PathBuf::from(it.next().ok_or("--out needs a directory")?)),
            "--bench" => a.bench = true,
            "--compile-only" => a.compile_only = true,
            "--precompile" => a.precompile = Some(it.next().and_then(|v| v.parse().ok()).filter(|&j| j > 0).ok_or("--precompile needs a thread count of 1 or more")?),
            "--runtime" => a.runtime = true,
            "-h" | "--help" => {
                println!("gpu-check [--random N] [--seed S] [--out DIR] [--bench] [--compile-only | --precompile THREADS] [--spec FILE...]");
                std::process::exit(0);
            }
            other => return Err(format!("unknown argument {other}; see --help")),
        }
    }
    a.explicit = explicit;
    if explicit {
        if !random_set {
            a.random = 0;
        }
    } else {
        let dir = PathBuf::from("generated/specs");
        let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map_err(|e| format!("{}: {e} (run from the repository root, or give --spec FILE...)", dir.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        v.sort();
        a.specs = v;
    }
    Ok(a)
}

fn load_specs(args: &Args) -> Result<Vec<(String, ValidSpec)>, String> {
    let mut specs = vec![];
    for p in &args.specs {
        specs.push((p.display().to_string(), spec::from_file(p).map_err(|e| format!("{}: {e}", p.display()))?));
    }
    // The proptests' strategy (tests/src/lib.rs), drawn with this seed.
    for (i, s) in nttgen_tests::draw_valid_specs(4..=12, args.random, args.seed).into_iter().enumerate() {
        specs.push((format!("random #{i}"), s));
    }
    Ok(specs)
}

/// `--precompile J` (no GPU): the GPU check's first step, every spec
/// lowered and compiled for sm_90 into the kernel cache on J threads in
/// `precompile_all`'s order, each compile's seconds printed as it ends and
/// the wall time last, so a slow spec, or compiles that do not overlap, show.
fn precompile_timed(args: &Args, threads: usize) -> i32 {
    let specs = match load_specs(args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("gpu-check: {e}");
            return 2;
        }
    };
    let plans: Vec<_> = specs.iter().filter_map(|(_, s)| lower(s).ok()).collect();
    let (t0, busy) = (Instant::now(), std::sync::Mutex::new(0.0f64));
    runtime::compiler::precompile_each(&plans, "sm_90", threads, &|p, secs, r| {
        *busy.lock().unwrap_or_else(|e| e.into_inner()) += secs;
        println!("{secs:7.2} s {} {:>7} ops {}", if r.is_ok() { "ok  " } else { "FAIL" }, runtime::compiler::plan_ops(p), p.spec.name);
    });
    let wall = t0.elapsed().as_secs_f64();
    let busy = *busy.lock().unwrap_or_else(|e| e.into_inner());
    println!("{} specs on {threads} threads: {wall:.1} s wall, {busy:.1} s of compiles ({:.2} running at once on average)", plans.len(), busy / wall.max(1e-9));
    0
}

fn compile_only(args: &Args) -> i32 {
    let specs = match load_specs(args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("gpu-check: {e}");
            return 2;
        }
    };
    let (mut passed, mut failed) = (0, 0);
    for (origin, s) in &specs {
        let compiled = lower(s).map_err(|e| runtime::Error::Invalid(e.to_string())).and_then(|plan| runtime::compiler::precompile(&plan, "sm_90"));
        match compiled {
            Ok(c) => {
                passed += 1;
                let regs = runtime::resource_usage(&c.ptx, "sm_90")
                    .map(|u| u.iter().map(|r| format!("{}:{}r/{}s", r.kernel.rsplit('_').next().unwrap_or(""), r.registers, r.spill_store_bytes)).collect::<Vec<_>>().join(" "))
                    .unwrap_or_default();
                println!("ok   {:<60} ptx {:>7} B {regs}", s.name, c.ptx.len());
            }
            Err(e) => {
                failed += 1;
                println!("FAIL {origin} {}: {}", s.name, e.to_string().lines().take(6).collect::<Vec<_>>().join(" | "));
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    i32::from(failed > 0)
}

struct Row {
    name: String,
    kernels: usize,
    result: String,
    ok: bool,
    seconds: f64,
}

fn check(gpu: &Arc<Gpu>, spec: &ValidSpec, seed: u64) -> Row {
    let t0 = Instant::now();
    let plan = lower(spec);
    let kernels = plan.as_ref().map_or(0, |p| p.kernels.len());
    let result = (|| -> Result<String, String> {
        let plan = plan.map_err(|e| format!("lower: {e}"))?;
        let mut engine = Engine::from_plan(gpu.clone(), plan.clone()).map_err(|e| format!("engine: {e}"))?;
        let mut cpu = CpuExecutor::new(plan.clone()).map_err(|e| format!("interp: {e}"))?;
        // Against the references (forward order, inverse(forward) = id, product = schoolbook).
        let r = codegen::verify::verify(&mut engine, seed, 1, 2).map_err(|e| e.to_string())?;
        // Bit for bit against the interpreter, stage by stage.
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let batch = 2;
        let a = codegen::verify::random_input(spec, plan.words_per_poly, batch, &mut rng).map_err(|e| e.to_string())?;
        let b = codegen::verify::random_input(spec, plan.words_per_poly, batch, &mut rng).map_err(|e| e.to_string())?;
        let (mut ga, mut ca) = (a.clone(), a.clone());
        Executor::forward(&mut engine, &mut ga, batch).map_err(|e| e.to_string())?;
        cpu.forward(&mut ca, batch).map_err(|e| e.to_string())?;
        diff("forward", &ga, &ca)?;
        let (mut gb, mut cb) = (b.clone(), b.clone());
        Executor::forward(&mut engine, &mut gb, batch).map_err(|e| e.to_string())?;
        cpu.forward(&mut cb, batch).map_err(|e| e.to_string())?;
        Executor::pointwise(&mut engine, &mut ga, &gb, batch).map_err(|e| e.to_string())?;
        cpu.pointwise(&mut ca, &cb, batch).map_err(|e| e.to_string())?;
        diff("pointwise", &ga, &ca)?;
        Executor::inverse(&mut engine, &mut ga, batch).map_err(|e| e.to_string())?;
        cpu.inverse(&mut ca, batch).map_err(|e| e.to_string())?;
        diff("inverse", &ga, &ca)?;
        let c = engine.polymul(&a, &b, batch).map_err(|e| e.to_string())?;
        diff("polymul", &c, &ca)?;
        // Fused forms through their package's launches (the engine runs the plain programs).
        let fused = if spec.fused.is_empty() { String::new() } else { format!("; {}", fused_check::check(gpu, &plan, seed)?) };
        Ok(format!("ok ({} words vs reference, 4 stages bit-exact vs interp{fused})", r.words_checked))
    })();
    let (ok, result) = match result {
        Ok(s) => (true, s),
        Err(e) => (false, format!("FAIL: {}", e.replace('\n', " "))),
    };
    Row { name: spec.name.clone(), kernels, result, ok, seconds: t0.elapsed().as_secs_f64() }
}

/// `nttgen_tests::cluster_reverse_plan` (2-block clusters, `mapa` and
/// `barrier.cluster`) on the GPU and on the interpreter, same input.
fn check_cluster(gpu: &Arc<Gpu>, seed: u64) -> Row {
    let t0 = Instant::now();
    let plan = nttgen_tests::cluster_reverse_plan();
    let name = format!("{} (cluster of 2 blocks, IR scope test)", plan.kernels[0].name);
    let result = (|| -> Result<String, String> {
        let engine = Engine::from_plan(gpu.clone(), plan.clone()).map_err(|e| format!("engine: {e}"))?;
        let mut cpu = CpuExecutor::new(plan.clone()).map_err(|e| format!("interp: {e}"))?;
        let batch = 64;
        let x = codegen::verify::random_input(&plan.spec, plan.words_per_poly, batch, &mut ChaCha8Rng::seed_from_u64(seed)).map_err(|e| e.to_string())?;
        let (mut g, mut c) = (x.clone(), x.clone());
        engine.run_program("reverse", &mut [&mut g], batch).map_err(|e| e.to_string())?;
        cpu.run_program("reverse", &mut [&mut c], batch).map_err(|e| e.to_string())?;
        diff("reverse", &g, &c)?;
        let want: Vec<u64> = x.chunks(plan.words_per_poly).flat_map(|p| p.iter().rev().copied()).collect();
        diff("reverse vs x reversed", &g, &want)?;
        Ok(format!("ok ({} words bit-exact vs interp and vs x reversed)", g.len()))
    })();
    let (ok, result) = match result {
        Ok(s) => (true, s),
        Err(e) => (false, format!("FAIL: {}", e.replace('\n', " "))),
    };
    Row { name, kernels: 1, result, ok, seconds: t0.elapsed().as_secs_f64() }
}

fn diff(stage: &str, gpu: &[u64], cpu: &[u64]) -> Result<(), String> {
    match gpu.iter().zip(cpu).position(|(g, c)| g != c) {
        None => Ok(()),
        Some(i) => Err(format!("{stage}: word {i} gpu {} interp {} ({} words differ)", gpu[i], cpu[i], gpu.iter().zip(cpu).filter(|(g, c)| g != c).count())),
    }
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("gpu-check: {e}");
            std::process::exit(2);
        }
    };
    if args.compile_only {
        std::process::exit(compile_only(&args));
    }
    if let Some(threads) = args.precompile {
        std::process::exit(precompile_timed(&args, threads));
    }
    if args.runtime {
        std::process::exit(runtime_check::main(&args.specs, args.out.as_deref()));
    }
    let gpu = match Gpu::open(0) {
        Ok(g) => Arc::new(g),
        Err(e) => {
            eprintln!("gpu-check: {e}");
            std::process::exit(2);
        }
    };
    let info = gpu.info().clone();
    let mut report = format!("# gpu-check on {} ({}), CUDA driver API {}.{}, {} SMs\n\n| spec | kernels | seconds | result |\n|---|---|---|---|\n", info.name, info.arch, info.driver_version.0, info.driver_version.1, info.multiprocessors);
    let specs = match load_specs(&args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("gpu-check: {e}");
            std::process::exit(2);
        }
    };
    // NVRTC is single-threaded per program: warm the cache on every core first.
    let t0 = Instant::now();
    let plans: Vec<_> = specs.iter().filter_map(|(_, s)| lower(s).ok()).collect();
    // A spec that fails to compile fails again, and is reported, in its check below.
    let _ = runtime::compiler::precompile_all(&plans, &info.arch);
    eprintln!("compiled {} specs in {:.1} s", plans.len(), t0.elapsed().as_secs_f64());
    let (mut passed, mut failed) = (0, 0);
    for (i, (origin, s)) in specs.iter().enumerate() {
        let row = check(&gpu, s, args.seed + i as u64);
        if row.ok {
            passed += 1;
        } else {
            failed += 1;
            eprintln!("{origin}: {}\n{}", row.name, s.to_toml().unwrap_or_else(|e| e.to_string()));
        }
        let line = format!("| {} | {} | {:.2} | {} |\n", row.name, row.kernels, row.seconds, row.result);
        print!("{line}");
        report.push_str(&line);
    }
    // The IR's cluster scope on hardware: a thread-block cluster kernel that
    // exchanges through distributed shared memory, against the interpreter.
    if !args.explicit {
        let row = check_cluster(&gpu, args.seed);
        if row.ok {
            passed += 1;
        } else {
            failed += 1;
        }
        let line = format!("| {} | {} | {:.2} | {} |\n", row.name, row.kernels, row.seconds, row.result);
        print!("{line}");
        report.push_str(&line);
    }
    let _ = writeln!(report, "\n{passed} passed, {failed} failed");
    if args.bench {
        report.push_str(&bench(&gpu));
    }
    if let Some(dir) = &args.out {
        let _ = std::fs::create_dir_all(dir);
        let _ = std::fs::write(dir.join("gpu-check.md"), &report);
    }
    if args.bench {
        print!("{}", &report[report.find("\n## bench").unwrap_or(0)..]);
    }
    println!("{passed} passed, {failed} failed");
    std::process::exit(if failed == 0 { 0 } else { 1 });
}

/// Polynomial product end to end (two forwards, pointwise, inverse) against
/// one forward, device-resident, 2^24 coefficients.
fn polymul_table(gpu: &Arc<Gpu>, spec_of: &dyn Fn(u32, &str, &str, u32, &str, &str) -> String) -> String {
    let mut out = String::from("\n| polymul spec | log n | batch | forward us | polymul us | polymul / forward (target <= 3.3) |\n|---|---|---|---|---|---|\n");
    let rows = [(12, 8, "[6, 6]", ""), (14, 8, "[7, 7]", ""), (16, 8, "[8, 8]", ""), (17, 8, "[9, 8]", ""), (16, 8, "[16]", "cluster = 1\ncluster_blocks = 8"), (16, 16, "[16]", "cluster = 1\ncluster_blocks = 8")];
    for (log_n, radix, split, extra) in rows {
        let batch = (1usize << 24) >> log_n;
        let Ok(s) = spec::from_str(&spec_of(log_n, "u64", "shoup", radix, split, extra)) else { continue };
        let med = |mut t: Vec<f32>| {
            t.sort_by(|a, b| a.partial_cmp(b).unwrap());
            t[t.len() / 2] as f64
        };
        // The engine's plan (the spec as this GPU resolves it) names the row.
        let line = match Engine::new(gpu.clone(), &s).and_then(|e| Ok((e.time_forward(batch, 7)?, e.time_polymul(batch, 7)?, e.plan().spec.name.clone()))) {
            Ok((f, p, name)) => {
                let (f, p) = (med(f), med(p));
                format!("| {name} | {log_n} | {batch} | {f:.1} | {p:.1} | {:.2} |\n", p / f)
            }
            Err(e) => format!("| {} | {log_n} | {batch} | error: {} | | |\n", s.name, e.to_string().replace('\n', " ")),
        };
        out.push_str(&line);
    }
    out.push('\n');
    out
}

/// Forward NTT over 2^24 coefficients (throughput) and over one limb
/// (latency), beside the floors measured in ANCHORS.md.
fn bench(gpu: &Arc<Gpu>) -> String {
    let mut out = String::from("\n## bench: forward NTT, us/call (median of 7 groups of 10 back-to-back calls)\n\nfloors: memory = 2 x words x bytes / 3928 GB/s; arithmetic = butterflies / 776 G/s (u64 Shoup) or 2055 G/s (u32 Montgomery)\n\n| spec | log n | batch | us/call | memory floor us | arithmetic floor us | x floor |\n|---|---|---|---|---|---|---|\n");
    let mut configs: Vec<(String, usize)> = vec![];
    let spec = |log_n: u32, word: &str, red: &str, radix: u32, split: &str, extra: &str| {
        let bits = if word == "u64" { 60 } else { 30 };
        format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"{word}\"\nreduction = \"{red}\"\nradix = {radix}\nstage_split = {split}\n{extra}\n[moduli]\nbits = {bits}\ncount = 1\n")
    };
    for (log_n, split) in [(12, "[6, 6]"), (13, "[7, 6]"), (14, "[7, 7]"), (15, "[8, 7]"), (16, "[8, 8]"), (17, "[9, 8]")] {
        configs.push((spec(log_n, "u64", "shoup", 8, split, ""), (1usize << 24) >> log_n));
    }
    for radix in [4, 16] {
        configs.push((spec(16, "u64", "shoup", radix, "[8, 8]", ""), 256));
    }
    for radix in [4, 8] {
        for cluster in [1, 2, 4, 16] {
            configs.push((spec(16, "u64", "shoup", radix, "[8, 8]", &format!("cluster = {cluster}")), 256));
        }
    }
    configs.push((spec(12, "u64", "shoup", 8, "[12]", ""), 4096));
    configs.push((spec(14, "u64", "shoup", 4, "[7, 7]", "cluster = 2"), 1024));
    configs.push((spec(16, "u64", "shoup", 8, "[6, 5, 5]", ""), 256));
    configs.push((spec(16, "u64", "shoup", 8, "[8, 8]", "twiddles = \"shared\""), 256));
    configs.push((spec(16, "u64", "montgomery", 8, "[8, 8]", ""), 256));
    configs.push((spec(16, "u64", "barrett-shivdikar", 8, "[8, 8]", ""), 256));
    configs.push((spec(16, "u64", "solinas", 8, "[8, 8]", "").replace("bits = 60\ncount = 1", "primes = [\"18446744069414584321\"]"), 256));
    configs.push((spec(16, "u32", "montgomery", 8, "[8, 8]", ""), 512));
    configs.push((spec(16, "u32", "shoup", 8, "[8, 8]", ""), 512));
    for (log_n, split) in [(12, "[6, 6]"), (14, "[7, 7]"), (16, "[8, 8]"), (17, "[9, 8]")] {
        configs.push((spec(log_n, "u64", "shoup", 8, split, ""), 1));
        configs.push((spec(log_n, "u64", "shoup", 8, split, "cluster = 1"), 1));
    }
    configs.push((spec(12, "u64", "shoup", 8, "[12]", ""), 1));
    // One kernel per transform, each set over a thread-block cluster:
    // throughput over 2^24 coefficients, then one limb.
    let cluster_rows = [(14, 8, 2), (15, 8, 4), (16, 8, 8), (16, 16, 8), (16, 16, 4), (17, 16, 8)];
    for (log_n, radix, cb) in cluster_rows {
        configs.push((spec(log_n, "u64", "shoup", radix, &format!("[{log_n}]"), &format!("cluster = 1\ncluster_blocks = {cb}")), (1usize << 24) >> log_n));
    }
    for (log_n, radix, cb) in cluster_rows {
        configs.push((spec(log_n, "u64", "shoup", radix, &format!("[{log_n}]"), &format!("cluster = 1\ncluster_blocks = {cb}")), 1));
    }
    for (toml, batch) in configs {
        let s = match spec::from_str(&toml) {
            Ok(s) => s,
            Err(e) => {
                out.push_str(&format!("| refused: {} | | | | | | |\n", e.to_string().replace('\n', " ")));
                continue;
            }
        };
        let log_n = s.log_n;
        let line = match Engine::new(gpu.clone(), &s).and_then(|e| Ok((e.time_forward(batch, 7)?, e.plan().spec.name.clone()))) {
            Ok((mut t, name)) => {
                t.sort_by(|a, b| a.partial_cmp(b).unwrap());
                let med = t[t.len() / 2] as f64;
                let coeffs = (batch << log_n) as f64;
                let mem_floor = coeffs * 2.0 * s.word.bytes() as f64 / 3928e9 * 1e6;
                let bfly = coeffs / 2.0 * log_n as f64;
                let rate = if s.word == codegen::spec::Word::U64 { 776e9 } else { 2055e9 };
                let arith_floor = bfly / rate * 1e6;
                format!("| {name} | {log_n} | {batch} | {med:.1} | {mem_floor:.1} | {arith_floor:.1} | {:.2} |\n", med / mem_floor.max(arith_floor))
            }
            Err(e) => format!("| {} | {log_n} | {batch} | error: {} | | | |\n", s.name, e.to_string().replace('\n', " ")),
        };
        out.push_str(&line);
    }
    out.push_str(&polymul_table(gpu, &spec));
    out
}

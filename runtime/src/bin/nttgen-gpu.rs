//! nttgen-gpu: the GPU side of the `codegen` tool (`codegen bench` runs
//! `nttgen-gpu bench`). Exit status: 0 done, 1 a check failed or the GPU
//! failed, 2 bad arguments, a refused spec, or no GPU.

use clap::{Parser, Subcommand};
use runtime::lab::bench::{bench, BenchOptions};
use runtime::lab::tune::{tune, TuneOptions};
use runtime::Gpu;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Parser)]
#[command(name = "nttgen-gpu", version, about = "nttgen on a GPU: time a spec beside the floors measured in the same run")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Time forward, inverse, pointwise and polymul on device-resident data beside the floors
    Bench {
        /// Spec file (TOML; see docs/SPEC.md)
        #[arg(long)]
        spec: PathBuf,
        /// Mode S: this many polynomials over the spec's own primes (default: mode P, 2^24 coefficients, a prime per limb)
        #[arg(long)]
        batch: Option<usize>,
        /// Mode P (the default, stated for scripts): every limb its own prime and table
        #[arg(long, conflicts_with = "batch")]
        limbs_own_primes: bool,
        /// Groups of 10 runs timed per program (median, min, max over groups)
        #[arg(long, default_value_t = 15)]
        groups: usize,
        /// GPU ordinal
        #[arg(long, default_value_t = 0)]
        device: usize,
        /// Print the report as JSON
        #[arg(long)]
        json: bool,
    },
    /// Search the knobs for the fastest forward transform of a workload on this GPU
    Tune {
        /// log2 of the polynomial length
        #[arg(long)]
        log_n: u32,
        /// u32 or u64
        #[arg(long, default_value = "u64")]
        word: String,
        /// Bits of each prime
        #[arg(long, default_value_t = 60)]
        bits: u32,
        /// Towers, each its own prime (1..=256)
        #[arg(long, default_value_t = 256)]
        towers: usize,
        /// Polynomials per tower (default: 2^24 coefficients in all)
        #[arg(long)]
        batch: Option<usize>,
        /// Seconds of search
        #[arg(long, default_value_t = 180.0)]
        budget: f64,
        /// Groups of 10 runs per timing
        #[arg(long, default_value_t = 5)]
        groups: usize,
        /// Where to write the winning spec
        #[arg(long, default_value = "tuned.toml")]
        out: PathBuf,
        /// Where to draw the exploration (SVG)
        #[arg(long, default_value = "tune.svg")]
        svg: PathBuf,
        /// Also write every point as JSON here
        #[arg(long)]
        json: Option<PathBuf>,
        /// Write the winner into the tuned-defaults table (this GPU's class, this transform, log_n and word; a latency entry for at most 4 polynomials a call, --towers x --batch)
        #[arg(long, num_args = 0..=1, default_missing_value = "codegen/tuned.toml")]
        save: Option<PathBuf>,
        /// Instead of the descent: every stage split of one or two kernels x every λ (1..64), the rest at defaults (Coala's exploration), compiled on every core first
        #[arg(long)]
        sweep: bool,
        /// GPU ordinal
        #[arg(long, default_value_t = 0)]
        device: usize,
    },
    /// Compile the specs `bench` would time (same mode) into the kernel cache on every core, so a script's bench runs skip NVRTC
    Warm {
        /// Spec files (TOML)
        #[arg(required = true)]
        specs: Vec<PathBuf>,
        /// Mode S with this many polynomials, as for bench
        #[arg(long)]
        batch: Option<usize>,
        /// GPU ordinal (its architecture is compiled for)
        #[arg(long, default_value_t = 0)]
        device: usize,
    },
}

fn main() {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            std::process::exit(code);
        }
    };
    let code = match cli.cmd {
        Cmd::Bench { spec, batch, limbs_own_primes: _, groups, device, json } => run_bench(&spec, batch, groups, device, json),
        Cmd::Tune { log_n, word, bits, towers, batch, budget, groups, out, svg, json, save, sweep, device } => {
            let o = TuneOptions { log_n, word, bits, towers, batch, budget_s: budget, groups };
            run_tune(&o, sweep, device, &TuneFiles { out: &out, svg: &svg, json: json.as_deref(), save: save.as_deref() })
        }
        Cmd::Warm { specs, batch, device } => run_warm(&specs, batch, device),
    };
    std::process::exit(code);
}

fn run_bench(path: &PathBuf, batch: Option<usize>, groups: usize, device: usize, json: bool) -> i32 {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("bench: --spec {}: {e}", path.display());
            return 2;
        }
    };
    let spec = match codegen::spec::from_str(&text) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("bench: {}: {e}", path.display());
            return 2;
        }
    };
    if groups == 0 {
        eprintln!("bench: --groups 0: time at least one group");
        return 2;
    }
    let gpu = match Gpu::open(device) {
        Ok(g) => Arc::new(g),
        Err(e) => {
            eprintln!("bench: {e}");
            return 2;
        }
    };
    match bench(&gpu, &spec, &BenchOptions { batch, groups }) {
        Ok(r) => {
            if json {
                match serde_json::to_string_pretty(&r) {
                    Ok(s) => println!("{s}"),
                    Err(e) => {
                        eprintln!("bench: {e}");
                        return 1;
                    }
                }
            } else {
                print!("{}", r.to_text());
            }
            0
        }
        Err(e) => {
            eprintln!("bench: {e}");
            1
        }
    }
}

fn run_warm(paths: &[PathBuf], batch: Option<usize>, device: usize) -> i32 {
    let mut plans = vec![];
    for path in paths {
        let spec = match std::fs::read_to_string(path).map_err(|e| e.to_string()).and_then(|t| codegen::spec::from_str(&t).map_err(|e| e.to_string())) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("warm: {}: {e}", path.display());
                return 2;
            }
        };
        let lowered = runtime::lab::bench::workload(&spec, &BenchOptions { batch, groups: 1 }).map_err(|e| e.to_string()).and_then(|(s, _, _)| codegen::plan::lower(&s).map_err(|e| e.to_string()));
        match lowered {
            Ok(p) => plans.push(p),
            Err(e) => {
                eprintln!("warm: {}: {e}", path.display());
                return 2;
            }
        }
    }
    let gpu = match Gpu::open(device) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("warm: {e}");
            return 2;
        }
    };
    let t0 = std::time::Instant::now();
    let failed = runtime::compiler::precompile_all(&plans, gpu.arch());
    for (name, e) in &failed {
        eprintln!("warm: {name}: {e}");
    }
    println!("warm: {} of {} specs compiled for {} in {:.1} s", plans.len() - failed.len(), plans.len(), gpu.arch(), t0.elapsed().as_secs_f64());
    i32::from(!failed.is_empty())
}

/// Where `tune` writes what it found.
struct TuneFiles<'a> {
    out: &'a std::path::Path,
    svg: &'a std::path::Path,
    json: Option<&'a std::path::Path>,
    save: Option<&'a std::path::Path>,
}

fn run_tune(o: &TuneOptions, sweep: bool, device: usize, files: &TuneFiles) -> i32 {
    let TuneFiles { out, svg, json, save } = *files;
    if o.word != "u32" && o.word != "u64" {
        eprintln!("tune: --word {}: use u32 or u64", o.word);
        return 2;
    }
    if !(o.budget_s > 0.0) {
        eprintln!("tune: --budget {}: give a positive number of seconds", o.budget_s);
        return 2;
    }
    let gpu = match Gpu::open(device) {
        Ok(g) => Arc::new(g),
        Err(e) => {
            eprintln!("tune: {e}");
            return 2;
        }
    };
    let bar = indicatif::ProgressBar::new(o.budget_s.ceil() as u64);
    bar.set_style(indicatif::ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} s {msg}").unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()));
    let search = if sweep { runtime::lab::tune::sweep } else { tune };
    let report = search(&gpu, o, &mut |elapsed, msg| {
        bar.set_position(elapsed as u64);
        bar.set_message(msg.to_string());
    });
    bar.finish_and_clear();
    let report = match report {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tune: {e}");
            return 2;
        }
    };
    print!("{}", report.to_text());
    let Some(best) = report.points.first() else {
        eprintln!("tune: no configuration could be measured");
        return 1;
    };
    let mut status = 0;
    let header = format!("# Written by nttgen-gpu tune on {}: {}\n# forward {:.1} us (median), the fastest of {} configurations measured.\n", report.gpu, report.workload, best.forward_us, report.points.len());
    if let Err(e) = std::fs::write(out, header + &best.spec_toml) {
        eprintln!("tune: --out {}: {e}", out.display());
        status = 1;
    } else {
        println!("\nwinner: {} ({:.1} us) -> {}", best.name, best.forward_us, out.display());
    }
    match report.svg().map(|t| std::fs::write(svg, t)) {
        Ok(Ok(())) => println!("picture: {}", svg.display()),
        Ok(Err(e)) => {
            eprintln!("tune: --svg {}: {e}", svg.display());
            status = 1;
        }
        Err(e) => {
            eprintln!("tune: {e}");
            status = 1;
        }
    }
    if let Some(path) = save {
        match runtime::lab::tune::save(&report, o, path) {
            Ok(what) => println!("tuned defaults ({}): {what}", path.display()),
            Err(e) => {
                eprintln!("{e}");
                status = 1;
            }
        }
    }
    if let Some(j) = json {
        if let Err(e) = serde_json::to_string_pretty(&report).map_err(|e| e.to_string()).and_then(|t| std::fs::write(j, t).map_err(|e| e.to_string())) {
            eprintln!("tune: --json {}: {e}", j.display());
            status = 1;
        }
    }
    status
}

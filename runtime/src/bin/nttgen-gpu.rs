//! nttgen-gpu: the GPU side of the `codegen` tool (`codegen bench` runs
//! `nttgen-gpu bench`). Exit status: 0 done, 1 a check failed or the GPU
//! failed, 2 bad arguments, a refused spec, or no GPU.

use clap::{Parser, Subcommand};
use runtime::bench::{bench, BenchOptions};
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

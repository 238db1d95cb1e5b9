//! Subcommands. Each returns an exit status: 0 success, 1 a failed check,
//! 2 a refused input (bad spec, unreadable file).

mod compile;
mod emit;
mod explain;
mod gpu;
mod knobs;
mod memory;
mod setup;

use clap::{Parser, Subcommand};
use codegen::spec::{self, SpecError, ValidSpec};
use std::path::{Path, PathBuf};

/// The built-in default spec: what `codegen demo` runs and what a user gets
/// before writing one.
pub const DEFAULT_SPEC: &str = r#"transform = "ntt-negacyclic"
log_n = 12
word = "u64"

[moduli]
bits = 60
count = 2
"#;

#[derive(Parser)]
#[command(name = "codegen", version, about = "Generate specialized CUDA NTT/DGT kernels from a transform spec")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Print the spec with every default filled in, or refuse it (exit 2)
    Validate {
        /// Spec file (TOML, see SPEC.md)
        #[arg(long)]
        spec: PathBuf,
    },
    /// Describe the plan: kernels, shapes, shared memory, bytes, butterflies, and the memory each command needs
    Explain {
        #[arg(long)]
        spec: PathBuf,
        /// Print the plan as JSON instead of words
        #[arg(long)]
        json: bool,
        /// The plan a GPU of this class runs (h100 | h200): a spec that names no `gpu` takes the class's tuned knobs where it leaves them out, as the runtime does on such a GPU
        #[arg(long, value_name = "CLASS")]
        gpu: Option<String>,
        /// The batch the verify figure is for
        #[arg(long, default_value_t = 1)]
        batch: usize,
        /// Host memory the commands may use, in place of what the machine has free (e.g. 2GiB, 512M)
        #[arg(long, value_name = "SIZE", value_parser = memory::parse_limit)]
        max_host_memory: Option<u64>,
    },
    /// Run the plan on the CPU interpreter against the references
    Verify {
        #[arg(long)]
        spec: PathBuf,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 2)]
        trials: usize,
        /// Polynomials per tower in each trial
        #[arg(long, default_value_t = 1)]
        batch: usize,
        /// Host memory it may use, in place of what the machine has free (e.g. 2GiB, 512M); refused up front (exit 2) past it
        #[arg(long, value_name = "SIZE", value_parser = memory::parse_limit)]
        max_host_memory: Option<u64>,
    },
    /// Compile the spec's CUDA with NVRTC per --arch; print PTX bytes, registers and spills per kernel
    Compile {
        #[arg(long)]
        spec: PathBuf,
        /// Target architecture, repeatable: sm_XY, sm_XYa, sm_XYf or compute_XY
        #[arg(long, default_value = "sm_90")]
        arch: Vec<String>,
        /// Also write each architecture's PTX to DIR/<name>.<arch>.ptx
        #[arg(long, value_name = "DIR")]
        ptx_out: Option<PathBuf>,
        /// Also disassemble (ptxas + cuobjdump) and print SASS instructions per butterfly by opcode class
        #[arg(long)]
        sass: bool,
    },
    /// Validate, explain and verify the built-in default spec
    Demo,
    /// Print every spec knob with its values and default
    Knobs,
    /// Install the NVRTC and ptxas wheels (pip) into the tool folder beside this executable's workspace, for `compile`
    Setup {
        /// Tool folder (default: .tools/cuda of the workspace that holds this executable)
        #[arg(long)]
        dir: Option<PathBuf>,
    },
    /// Time a spec on a GPU beside the floors measured in the same run (runs `nttgen-gpu bench`, from nttgen-runtime, found beside this executable)
    Bench {
        /// Arguments for `nttgen-gpu bench`: --spec F [--batch B] [--groups G] [--json]
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Search the knobs for the fastest forward transform on a GPU (runs `nttgen-gpu tune`, found beside this executable)
    Tune {
        /// Arguments for `nttgen-gpu tune`: --log-n L [--word W] [--bits B] [--towers T] [--batch B] [--budget S] [--out F] [--svg F]
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Write a spec's package (<name>.cu, .rs, .h, .host.cu, .tables.bin, .plan.json), or regenerate the catalog in generated/
    #[command(group(clap::ArgGroup::new("what").required(true).args(["spec", "catalog"])))]
    Emit {
        #[arg(long, requires = "out")]
        spec: Option<PathBuf>,
        /// Output folder (created if missing)
        #[arg(long)]
        out: Option<PathBuf>,
        /// Every generated/specs/*.toml into generated/<name>/, and the applications' element-wise kernels into generated/apps/ (run from the workspace)
        #[arg(long, conflicts_with_all = ["spec", "out", "gpu"])]
        catalog: bool,
        /// A GPU class (h100 | h200) whose tuned knobs fill what a spec that names no `gpu` leaves out (default: the built-in defaults)
        #[arg(long, value_name = "CLASS", requires = "spec")]
        gpu: Option<String>,
        /// Host memory it may use, in place of what the machine has free (e.g. 2GiB, 512M); refused up front (exit 2) past it
        #[arg(long, value_name = "SIZE", value_parser = memory::parse_limit, requires = "spec")]
        max_host_memory: Option<u64>,
    },
}

pub fn run() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    match cli.cmd {
        Cmd::Validate { spec } => with_spec(&spec, |s| match s.to_toml() {
            Ok(toml) => {
                print!("{toml}");
                0
            }
            Err(e) => {
                eprintln!("{}: internal error: {e}", spec.display());
                1
            }
        }),
        Cmd::Explain { batch: 0, .. } => {
            eprintln!("explain: --batch must be at least 1 (polynomials per tower the verify figure is for)");
            2
        }
        Cmd::Explain { spec, json, gpu, batch, max_host_memory } => with_spec_for(&spec, gpu.as_deref(), |s| {
            let code = explain::explain(s, json, batch, max_host_memory);
            if !json && code == 0 {
                explain::tuned_note(s, gpu.as_deref());
            }
            code
        }),
        Cmd::Verify { trials: 0, .. } => {
            eprintln!("verify: --trials must be at least 1 (0 would compare nothing)");
            2
        }
        Cmd::Verify { batch: 0, .. } => {
            eprintln!("verify: --batch must be at least 1 (polynomials per tower in each trial)");
            2
        }
        Cmd::Verify { spec, seed, trials, batch, max_host_memory } => with_spec(&spec, |s| verify(s, seed, trials, batch, max_host_memory)),
        Cmd::Emit { spec: Some(spec), out: Some(out), gpu, max_host_memory, .. } => emit::emit_one(&spec, &out, gpu.as_deref(), max_host_memory),
        Cmd::Emit { .. } => emit::emit_catalog(),
        Cmd::Knobs => knobs::knobs(),
        Cmd::Bench { args } => gpu::delegate("bench", &args),
        Cmd::Tune { args } => gpu::delegate("tune", &args),
        Cmd::Setup { dir } => setup::setup(dir),
        Cmd::Compile { spec, arch, ptx_out, sass } => compile::compile(&spec, &arch, ptx_out.as_deref(), sass),
        Cmd::Demo => {
            let s = match spec::from_str(DEFAULT_SPEC) {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("built-in spec refused: {e}");
                    return 2;
                }
            };
            let toml = match s.to_toml() {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("built-in spec: internal error: {e}");
                    return 1;
                }
            };
            println!("# built-in default spec, every default filled in:\n{toml}");
            explain::explain(&s, false, 2, None);
            verify(&s, 1, 2, 2, None)
        }
    }
}

fn with_spec(path: &PathBuf, f: impl FnOnce(&ValidSpec) -> i32) -> i32 {
    with_spec_for(path, None, f)
}

/// [`with_spec`], the spec as a GPU of `class` runs it where one is given.
fn with_spec_for(path: &Path, class: Option<&str>, f: impl FnOnce(&ValidSpec) -> i32) -> i32 {
    match load_spec_for(path, class) {
        Ok(s) => f(&s),
        Err(code) => code,
    }
}

/// [`load_spec`], resolved for GPU class `class` where one is given
/// (`ValidSpec::for_class`: what the runtime runs on such a GPU): a class
/// the table does not know is refused with exit status 2.
pub(crate) fn load_spec_for(path: &Path, class: Option<&str>) -> Result<ValidSpec, i32> {
    let s = load_spec(path)?;
    let Some(class) = class else { return Ok(s) };
    let on = s.for_class(class).map_err(|e| {
        eprintln!("--gpu {class}: {e}");
        2
    })?;
    // The class's plan where it lowers, the spec's own otherwise (as the runtime does).
    Ok(if codegen::plan::lower(&on).is_ok() { on } else { s })
}

/// The spec of `path`, validated, with every lowered kernel within the
/// GPU's limits (checked on the plan: `plan::resources`); otherwise the
/// refusal on stderr and exit status 2.
pub(crate) fn load_spec(path: &Path) -> Result<ValidSpec, i32> {
    let refuse = |e: &SpecError| {
        eprintln!("{}: {e}", path.display());
        2
    };
    let s = spec::from_file(path).map_err(|e| refuse(&e))?;
    // Some refusals come after lowering (what a kernel needs of a block).
    codegen::plan::lower(&s).map_err(|e| {
        eprintln!("{}: {e}", path.display());
        2
    })?;
    Ok(s)
}

fn verify(s: &ValidSpec, seed: u64, trials: usize, batch: usize, max_host_memory: Option<u64>) -> i32 {
    let plan = match codegen::plan::lower(s) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}: {e}", s.name);
            return 2;
        }
    };
    // Before any table is built: a large spec's tables and buffers can exhaust memory.
    let Some(need) = codegen::memory::need::verify(&plan, batch) else {
        eprintln!("verify {}: batch {batch} x {} tower(s) x {} words overflows a length, over any memory limit; use a smaller --batch", s.name, plan.towers, plan.words_per_poly);
        return 2;
    };
    if let Err(code) = memory::check("verify", &plan, &need, max_host_memory, "a smaller --batch, log_n or fewer towers") {
        return code;
    }
    let mut exec = match codegen::executor::CpuExecutor::new(plan) {
        Ok(e) => e,
        Err(e @ codegen::executor::ExecError::Alloc(_)) => {
            eprintln!("verify {}: {e}", s.name);
            return 2;
        }
        Err(e) => {
            eprintln!("{}: {e}", s.name);
            return 1;
        }
    };
    match codegen::verify::verify(&mut exec, seed, trials, batch) {
        Ok(r) => {
            println!("verify {}: ok ({} trials, {} words compared, seed {seed})", s.name, r.trials, r.words_checked);
            0
        }
        Err(e) if refused_memory(&e) => {
            eprintln!("verify {}: {e}", s.name);
            2
        }
        Err(e) => {
            eprintln!("verify {}: FAILED: {e}", s.name);
            1
        }
    }
}

/// Whether verify stopped for memory the system refused (a refusal, exit
/// 2, not a failed check).
fn refused_memory(e: &codegen::verify::VerifyError) -> bool {
    use codegen::executor::ExecError;
    use codegen::verify::VerifyError;
    matches!(e, VerifyError::Alloc(_) | VerifyError::TooLarge(_) | VerifyError::Exec(ExecError::Alloc(_)))
}

//! `codegen compile --spec F [--arch sm_90]...`: lower the spec, emit its
//! CUDA, compile it with NVRTC for each architecture and report, per kernel,
//! the PTX size and — when ptxas is found — registers, stack frame and spills.
//!
//! Exit status: 0 compiled for every architecture; 1 NVRTC refused the source
//! (its log and the spec name are printed) or a kernel is missing from the
//! PTX; 2 a refused spec or architecture, or no NVRTC. Never panics: the
//! presence check comes before any NVRTC call, every NVRTC call runs under
//! `catch_unwind` (`codegen::nvrtc`), and so do lowering and emitting here.

use codegen::emit::{self, Target};
use codegen::nvrtc::{self, CompileOptions, Compiled, Error, ResourceUsage};
use codegen::plan::{lower, Plan};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// Writes a line to stdout; a closed pipe (`codegen compile | head`) is not an error.
macro_rules! say {
    ($($t:tt)*) => {{ let _ = writeln!(std::io::stdout().lock(), $($t)*); }};
}

pub fn compile(spec_path: &Path, archs: &[String], ptx_out: Option<&Path>, sass: bool) -> i32 {
    match prepare(spec_path, archs) {
        Ok(p) => compile_each(&p, archs, ptx_out, sass),
        Err(code) => code,
    }
}

/// What every architecture's compile shares: the spec, its plan, the CUDA
/// per architecture, the options, ptxas.
struct Prepared<'a> {
    spec_path: &'a Path,
    spec: codegen::spec::ValidSpec,
    plan: Plan,
    sources: Vec<(&'a str, String)>,
    opts: CompileOptions,
    ptxas: Option<std::path::PathBuf>,
}

/// The architectures checked, the spec lowered and emitted for each, the
/// NVRTC version and ptxas reported; or the exit status of a refusal.
fn prepare<'a>(spec_path: &'a Path, archs: &'a [String]) -> Result<Prepared<'a>, i32> {
    let wanted = wanted_archs(archs)?;
    let spec = codegen::spec::from_file(spec_path).map_err(|e| {
        eprintln!("{}: {e}", spec_path.display());
        2
    })?;
    if let Err(e) = nvrtc::nvrtc_available() {
        eprintln!("codegen compile {}: {e}", spec_path.display());
        no_nvrtc_hint();
        return Err(2);
    }
    let plan = lower_guarded(spec_path, &spec)?;
    let command = format!("codegen compile --spec {}", spec_path.display());
    // The text for each architecture (the emitter refuses what a target lacks).
    let mut sources = vec![];
    let mut nvrtc_options = None;
    for arch in wanted {
        let target = Target::parse(arch).map_err(|e| {
            eprintln!("--arch: {e}");
            2
        })?;
        let (cuda, info) = emit::cuda(&plan, &target, &emit::Options { command: command.clone() }).map_err(|e| {
            eprintln!("{}: {e}", spec_path.display());
            2
        })?;
        nvrtc_options.get_or_insert(info.nvrtc_options);
        sources.push((arch, cuda));
    }
    let Some(extra) = nvrtc_options else {
        eprintln!("--arch: name at least one architecture");
        return Err(2);
    };
    let version = nvrtc::nvrtc_version().map_err(|e| refused_or_failed(spec_path, &e))?;
    let opts = CompileOptions { extra, ..Default::default() };
    let ptxas = nvrtc::ptxas_path();
    say!(
        "{}: {} kernels, {} B of CUDA; NVRTC {}.{}, options {}",
        spec.name,
        plan.kernels.len(),
        sources[0].1.len(),
        version.0,
        version.1,
        opts.nvrtc_args("ARCH").join(" ")
    );
    match &ptxas {
        Some(p) => say!("ptxas: {}", p.display()),
        None => say!("ptxas: not found (set NTTGEN_PTXAS, put ptxas on PATH or run tests/run.sh); registers and spills not reported"),
    }
    Ok(Prepared { spec_path, spec, plan, sources, opts, ptxas })
}

/// Each `--arch` parsed, once each, in order.
fn wanted_archs(archs: &[String]) -> Result<Vec<&str>, i32> {
    let mut wanted: Vec<&str> = vec![];
    for a in archs {
        if let Err(e) = nvrtc::Arch::parse(a) {
            eprintln!("--arch: {e}");
            return Err(2);
        }
        if !wanted.contains(&a.as_str()) {
            wanted.push(a);
        }
    }
    Ok(wanted)
}

/// The plan, with a panic while lowering reported as an internal error.
fn lower_guarded(spec_path: &Path, spec: &codegen::spec::ValidSpec) -> Result<Plan, i32> {
    match nvrtc::guard(|| Ok::<_, String>(lower(spec)), |msg| msg) {
        Ok(Ok(plan)) => Ok(plan),
        Ok(Err(e)) => {
            eprintln!("{}: {e}", spec_path.display());
            Err(2)
        }
        Err(msg) => {
            eprintln!("{}: internal error while lowering `{}`: {msg}", spec_path.display(), spec.name);
            Err(1)
        }
    }
}

/// Compiles for each architecture and reports; the worst exit status.
fn compile_each(p: &Prepared, archs: &[String], ptx_out: Option<&Path>, sass: bool) -> i32 {
    if sass {
        if p.ptxas.is_none() {
            eprintln!("--sass: {}", Error::NoPtxas);
            return 2;
        }
        if nvrtc::cuobjdump_path().is_none() {
            eprintln!("--sass: {}", Error::NoCuobjdump);
            return 2;
        }
    }
    let mut status = 0;
    for (arch, cuda) in &p.sources {
        let t = Instant::now();
        match nvrtc::compile_ptx(cuda, &p.spec.name, arch, &p.opts) {
            Ok(c) => {
                let secs = t.elapsed().as_secs_f64();
                status = status.max(report(p.spec_path, &p.plan, &c, secs, p.ptxas.is_some()));
                if let Some(dir) = ptx_out {
                    status = status.max(write_ptx(dir, &c));
                }
                if sass {
                    status = status.max(sass_report(p.spec_path, &p.plan, &c));
                }
            }
            Err(e) => {
                let code = refused_or_failed(p.spec_path, &e);
                if code == 2 {
                    return 2;
                }
                status = status.max(code);
            }
        }
    }
    if status == 0 {
        say!("ok: {} compiled for {}", p.spec.name, archs_list(archs));
    }
    status
}

/// `--ptx-out DIR`: the PTX as `DIR/<spec name>.<arch>.ptx`, for tools that
/// read the machine code (tests/sass/check-branches.sh).
fn write_ptx(dir: &Path, c: &Compiled) -> i32 {
    let path = dir.join(format!("{}.{}.ptx", c.spec_name, c.arch));
    match std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, &c.ptx)) {
        Ok(()) => {
            say!("wrote {}", path.display());
            0
        }
        Err(e) => {
            eprintln!("{}: {e}", path.display());
            1
        }
    }
}

fn archs_list(archs: &[String]) -> String {
    let mut v: Vec<&str> = vec![];
    for a in archs {
        if !v.contains(&a.as_str()) {
            v.push(a);
        }
    }
    v.join(", ")
}

/// Exit status for an NVRTC error, after printing it: 2 when NVRTC cannot be
/// used or the input is refused, 1 when NVRTC refused the source.
fn refused_or_failed(spec_path: &Path, e: &Error) -> i32 {
    match e {
        Error::Compile { spec, arch, log } => {
            eprintln!("NVRTC failed to compile spec `{spec}` ({}) for {arch}; NVRTC's log:\n{log}", spec_path.display());
            1
        }
        e if e.is_unavailable() => {
            eprintln!("codegen compile {}: {e}", spec_path.display());
            no_nvrtc_hint();
            2
        }
        Error::Arch { .. } => {
            eprintln!("--arch: {e}");
            2
        }
        // NVRTC_ERROR_INVALID_OPTION for an architecture this NVRTC does not know (sm_50 in CUDA 13).
        Error::Nvrtc { code, .. } if code.contains("--gpu-architecture") => {
            eprintln!("--arch: this NVRTC refuses the architecture: {e}");
            2
        }
        e => {
            eprintln!("{}: {e}", spec_path.display());
            1
        }
    }
}

/// When a checkout's `.tools/cuda/nvidia/cu13/lib` (what tests/run.sh
/// installs) lies above the current directory, the exact fix.
fn no_nvrtc_hint() {
    let lib = std::env::current_dir().ok().and_then(|cwd| {
        cwd.ancestors().map(|d| d.join(".tools/cuda/nvidia/cu13/lib")).find(|l| l.join("libnvrtc.so.13").is_file())
    });
    if let Some(lib) = lib {
        eprintln!("NVRTC is installed in {0}: run with LD_LIBRARY_PATH={0}", lib.display());
    }
}

/// Prints one architecture's report; 1 when the PTX does not define exactly the plan's kernels.
fn report(spec_path: &Path, plan: &Plan, c: &Compiled, secs: f64, have_ptxas: bool) -> i32 {
    say!("{}: {} B of PTX in {secs:.1} s", c.arch, c.ptx.len());
    if !c.log.trim().is_empty() {
        say!("  NVRTC log: {}", c.log.trim().replace('\n', "\n    "));
    }
    let real = nvrtc::Arch::parse(&c.arch).map(|a| a.real).unwrap_or(false);
    let usage: Vec<ResourceUsage> = if have_ptxas && real {
        match nvrtc::resource_usage(&c.ptx, &c.arch) {
            Ok(u) => u,
            Err(e) => {
                eprintln!("warning: no ptxas report for {}: {e}", c.arch);
                vec![]
            }
        }
    } else {
        vec![]
    };
    let sizes = c.entry_sizes();
    let width = plan.kernels.iter().map(|k| k.name.len()).max().unwrap_or(0);
    let mut status = 0;
    for k in &plan.kernels {
        let Some(&(_, bytes)) = sizes.iter().find(|(n, _)| *n == k.name) else {
            eprintln!("{}: kernel {} of the plan is not in the PTX for {}", spec_path.display(), k.name, c.arch);
            status = 1;
            continue;
        };
        let mut line = format!("  {:<width$}  {bytes:>8} B PTX", k.name);
        if let Some(u) = usage.iter().find(|u| u.kernel == k.name) {
            line += &format!(
                "  {:>3} registers  {:>4} B stack frame  {:>4} B spill stores  {:>4} B spill loads{}",
                u.registers,
                u.stack_frame_bytes,
                u.spill_store_bytes,
                u.spill_load_bytes,
                if u.spills() { "  SPILLS" } else { "" }
            );
        }
        say!("{line}");
    }
    for (name, _) in &sizes {
        if !plan.kernels.iter().any(|k| &k.name == name) {
            eprintln!("{}: the PTX for {} has kernel {name}, which the plan does not", spec_path.display(), c.arch);
            status = 1;
        }
    }
    status
}

/// `--sass`: per kernel, SASS instructions per thread and per butterfly
/// (butterflies per thread from the plan: `cost.butterflies` is per
/// polynomial of one tower, computed by `Kernel::threads_per_poly` threads), by
/// opcode class. 1 when the SASS lacks a kernel of the plan.
fn sass_report(spec_path: &Path, plan: &Plan, c: &Compiled) -> i32 {
    let real = nvrtc::Arch::parse(&c.arch).map(|a| a.real).unwrap_or(false);
    if !real {
        say!("{}: no SASS for a virtual architecture", c.arch);
        return 0;
    }
    let kernels = match nvrtc::disassemble(&c.ptx, &c.arch).map(|text| nvrtc::parse_sass(&text)) {
        Ok(k) => k,
        Err(e) => {
            eprintln!("{}: --sass: {e}", spec_path.display());
            return 1;
        }
    };
    let width = plan.kernels.iter().map(|k| k.name.len()).max().unwrap_or(0).max(6);
    let mut head = format!("  {:<width$}  {:>5}  {:>6}  {:>6}", "kernel", "bf/th", "instr", "/bf");
    for class in nvrtc::CLASSES.iter().chain(["other"].iter()) {
        head += &format!(" {class:>5}");
    }
    say!("{}: SASS instructions per thread, and per butterfly (bf/th: butterflies per thread)", c.arch);
    say!("{head}");
    let mut status = 0;
    for k in &plan.kernels {
        let Some(s) = kernels.iter().find(|s| s.kernel == k.name) else {
            eprintln!("{}: kernel {} of the plan is not in the SASS for {}", spec_path.display(), k.name, c.arch);
            status = 1;
            continue;
        };
        let threads = k.threads_per_poly();
        let per_thread = if threads == 0 { 0.0 } else { k.cost.butterflies as f64 / threads as f64 };
        // Kernels without butterflies (pointwise) are shown per thread.
        let div = if per_thread > 0.0 { per_thread } else { 1.0 };
        let mut line = format!("  {:<width$}  {:>5.1}  {:>6}  {:>6.1}", k.name, per_thread, s.total(), f64::from(s.total()) / div);
        for class in nvrtc::CLASSES.iter().chain(["other"].iter()) {
            line += &format!(" {:>5.1}", f64::from(s.class(class)) / div);
        }
        say!("{line}");
    }
    status
}

//! `codegen bench` (and the other GPU commands) run `nttgen-gpu`, the GPU
//! side of the tool, built from nttgen-runtime: the generator crate does not
//! link the CUDA runtime (the runtime depends on the generator, not the
//! other way), so the command is found beside this executable, as git finds
//! `git-<command>`. It is a lab tool, built with nttgen-runtime's `lab` feature.

use std::path::PathBuf;
use std::process::Command;

/// Name of the GPU-side executable.
const GPU_TOOL: &str = "nttgen-gpu";

fn tool_path() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?;
    let candidate = dir.join(format!("{GPU_TOOL}{}", std::env::consts::EXE_SUFFIX));
    candidate.is_file().then_some(candidate)
}

/// Runs `nttgen-gpu <command> <args>` with this process's stdio; its exit
/// status, or 2 when it cannot be found or started.
pub fn delegate(command: &str, args: &[String]) -> i32 {
    let Some(tool) = tool_path() else {
        eprintln!(
            "codegen {command}: {GPU_TOOL} is not beside this executable; build it with\n  cargo build --release -p nttgen-runtime --features lab --bin {GPU_TOOL}\n(it lands beside codegen in target/release) or run it directly: {GPU_TOOL} {command} --help"
        );
        return 2;
    };
    match Command::new(&tool).arg(command).args(args).status() {
        Ok(status) => status.code().unwrap_or(1),
        Err(e) => {
            eprintln!("codegen {command}: could not start {}: {e}", tool.display());
            2
        }
    }
}

//! `codegen setup`: installs the NVRTC and ptxas wheels that `compile` and
//! its ptxas reports need, without the test suite. Same wheels, folder
//! layout and marker as `tests/run.sh`, so either finds the other's install.
//!
//! The tool folder is found from the executable, not the working directory:
//! `.tools/cuda` of the first folder above the executable that holds a
//! `Cargo.toml` (the workspace, for `target/*/codegen`), else
//! `nttgen-tools/cuda` beside the executable.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What tests/run.sh installs (keep the two lists equal).
const WHEELS: [&str; 2] = ["nvidia-cuda-nvrtc==13.0.*", "nvidia-cuda-nvcc==13.0.*"];

fn default_dir() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?.canonicalize().ok()?;
    let bin_dir = exe.parent()?.to_path_buf();
    let workspace = bin_dir.ancestors().find(|d| d.join("Cargo.toml").is_file());
    Some(match workspace {
        Some(w) => w.join(".tools/cuda"),
        None => bin_dir.join("nttgen-tools/cuda"),
    })
}

fn marker_text() -> String {
    format!("wheels: {}\n", WHEELS.join(" "))
}

pub fn setup(dir: Option<PathBuf>) -> i32 {
    let Some(tools) = dir.or_else(default_dir) else {
        eprintln!("setup: cannot locate this executable; pass --dir <tool folder>");
        return 2;
    };
    let marker = tools.join(".nttgen-installed");
    if std::fs::read_to_string(&marker).is_ok_and(|m| m == marker_text()) {
        println!("CUDA tools already installed in {}", tools.display());
        return report(&tools);
    }
    let tmp = tools.with_extension(format!("partial.{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    if let Some(parent) = tools.parent() {
        if let Err(e) = std::fs::create_dir_all(parent) {
            eprintln!("setup: cannot create {}: {e}", parent.display());
            return 1;
        }
    }
    println!("installing {} into {} (pip --target, no deps; ~130 MB download)", WHEELS.join(" "), tools.display());
    // --no-deps: nvidia-cuda-nvcc declares nvvm/runtime/crt, which ptxas does not need.
    let status = Command::new("python3")
        .args(["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps", "--no-compile", "--target"])
        .arg(&tmp)
        .args(WHEELS)
        .env("PIP_BREAK_SYSTEM_PACKAGES", "1")
        .env("PIP_ROOT_USER_ACTION", "ignore")
        .status();
    match status {
        Ok(s) if s.success() => {}
        Ok(s) => {
            let _ = std::fs::remove_dir_all(&tmp);
            eprintln!("setup: pip failed ({s}); check the network or PIP_INDEX_URL");
            return 1;
        }
        Err(e) => {
            eprintln!("setup: cannot run python3 -m pip: {e}; install python3 with pip");
            return 1;
        }
    }
    let _ = std::fs::remove_dir_all(&tools);
    if let Err(e) = std::fs::rename(&tmp, &tools).and_then(|_| std::fs::write(&marker, marker_text())) {
        eprintln!("setup: cannot move the install into {}: {e}", tools.display());
        return 1;
    }
    report(&tools)
}

/// Where the libraries landed and how to use them.
fn report(tools: &Path) -> i32 {
    let lib = tools.join("nvidia/cu13/lib");
    let ptxas = tools.join("nvidia/cu13/bin/ptxas");
    if !lib.join("libnvrtc.so.13").is_file() {
        eprintln!("setup: {} has no libnvrtc.so.13; delete {} and rerun", lib.display(), tools.display());
        return 1;
    }
    println!("NVRTC: {}\nptxas: {}", lib.display(), ptxas.display());
    println!("use them with:\n  export LD_LIBRARY_PATH={}${{LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}}\n  export NTTGEN_PTXAS={}", lib.display(), ptxas.display());
    0
}

//! Offline register / spill / shared-memory report with `ptxas -v` (no GPU needed).
//!
//! `tests/run.sh` installs `ptxas` from the PyPI wheel `nvidia-cuda-nvcc==13.0.*`
//! and exports `NTTGEN_PTXAS`. Use this to keep generated kernels free of spills
//! and within a register budget in CI, before spending GPU time.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

use super::compile::Arch;
use super::error::{Error, Result};

/// Per-kernel resources as `ptxas -v` reports them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceUsage {
    /// Kernel (entry) name.
    pub kernel: String,
    /// Architecture compiled for, e.g. `sm_90`.
    pub arch: String,
    /// Registers per thread.
    pub registers: u32,
    /// Barriers used.
    pub barriers: u32,
    /// Stack frame per thread, bytes.
    pub stack_frame_bytes: u32,
    /// Spill stores per thread, bytes.
    pub spill_store_bytes: u32,
    /// Spill loads per thread, bytes.
    pub spill_load_bytes: u32,
    /// Static shared memory per block, bytes.
    pub shared_bytes: u32,
}

impl ResourceUsage {
    /// True when the kernel spills registers to local memory.
    pub fn spills(&self) -> bool {
        self.spill_store_bytes > 0 || self.spill_load_bytes > 0
    }
}

/// Where `tests/run.sh` installs ptxas, relative to the workspace root.
pub const TOOLS_PTXAS: &str = ".tools/cuda/nvidia/cu13/bin/ptxas";

/// `$NTTGEN_PTXAS` if set (`None` when it names no file), else `ptxas` on
/// `PATH`, else [`TOOLS_PTXAS`] under the current directory or one of its
/// ancestors (what `tests/run.sh` installs in a checkout).
pub fn ptxas_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("NTTGEN_PTXAS").filter(|p| !p.is_empty()) {
        let p = PathBuf::from(p);
        return p.is_file().then_some(p);
    }
    let on_path = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path).map(|d| d.join("ptxas")).find(|p| p.is_file())
    });
    on_path.or_else(|| {
        let cwd = std::env::current_dir().ok()?;
        cwd.ancestors().map(|d| d.join(TOOLS_PTXAS)).find(|p| p.is_file())
    })
}

/// Runs `ptxas -arch=<arch> -v` on `ptx` and parses the per-kernel report.
/// `arch` must be a real `sm_*` architecture.
pub fn resource_usage(ptx: &str, arch: &str) -> Result<Vec<ResourceUsage>> {
    let parsed = Arch::parse(arch)?;
    if !parsed.real {
        return Err(Error::Arch {
            arch: arch.to_string(),
            detail: " (ptxas needs a real architecture sm_XY)".into(),
        });
    }
    let ptxas = ptxas_path().ok_or(Error::NoPtxas)?;
    static SEQ: AtomicU64 = AtomicU64::new(0);
    let dir = std::env::temp_dir().join(format!(
        "nttgen-ptxas-{}-{}",
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed)
    ));
    let io = |path: &PathBuf, source: std::io::Error| Error::Ptxas {
        arch: arch.to_string(),
        log: format!("{}: {source}", path.display()),
    };
    std::fs::create_dir_all(&dir).map_err(|e| io(&dir, e))?;
    let input = dir.join("k.ptx");
    let output = dir.join("k.cubin");
    let result = (|| {
        std::fs::write(&input, ptx).map_err(|e| io(&input, e))?;
        let out = Command::new(&ptxas)
            .arg(format!("-arch={arch}"))
            .arg("-v")
            .arg(&input)
            .arg("-o")
            .arg(&output)
            .output()
            .map_err(|e| io(&ptxas, e))?;
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        if !out.status.success() {
            return Err(Error::Ptxas {
                arch: arch.to_string(),
                log: text,
            });
        }
        Ok(parse_verbose(&text, arch))
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn number_before(line: &str, unit: &str) -> Option<u32> {
    let idx = line.find(unit)?;
    line[..idx].split_whitespace().last()?.parse().ok()
}

/// Parses `ptxas -v` output (what `resource_usage` runs). Public for tests and for
/// reports produced elsewhere.
pub fn parse_verbose(text: &str, arch: &str) -> Vec<ResourceUsage> {
    let mut out: Vec<ResourceUsage> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.split("Compiling entry function '").nth(1) {
            let name = rest.split('\'').next().unwrap_or("").to_string();
            out.push(ResourceUsage {
                kernel: name,
                arch: arch.to_string(),
                ..Default::default()
            });
            continue;
        }
        let Some(cur) = out.last_mut() else { continue };
        if line.contains("bytes stack frame") {
            cur.stack_frame_bytes = number_before(line, "bytes stack frame").unwrap_or(0);
            cur.spill_store_bytes = number_before(line, "bytes spill stores").unwrap_or(0);
            cur.spill_load_bytes = number_before(line, "bytes spill loads").unwrap_or(0);
        } else if line.contains("Used ") && line.contains(" registers") {
            let after = line.split("Used ").nth(1).unwrap_or("");
            cur.registers = number_before(after, "registers").unwrap_or(0);
            cur.barriers = number_before(line, "barriers").unwrap_or(0);
            cur.shared_bytes = number_before(line, "bytes smem").unwrap_or(0);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_ptxas_13_output() {
        let text = "\
ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'add_u64' for 'sm_90'
ptxas info    : Function properties for add_u64
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 12 registers, used 1 barriers, 2048 bytes smem, 380 bytes cmem[0]
ptxas info    : Compiling entry function 'big' for 'sm_90'
ptxas info    : Function properties for big
    96 bytes stack frame, 88 bytes spill stores, 92 bytes spill loads
ptxas info    : Used 255 registers, used 0 barriers, 380 bytes cmem[0]
";
        let r = parse_verbose(text, "sm_90");
        assert_eq!(r.len(), 2);
        assert_eq!(
            r[0],
            ResourceUsage {
                kernel: "add_u64".into(),
                arch: "sm_90".into(),
                registers: 12,
                barriers: 1,
                stack_frame_bytes: 0,
                spill_store_bytes: 0,
                spill_load_bytes: 0,
                shared_bytes: 2048,
            }
        );
        assert_eq!(
            (
                r[1].registers,
                r[1].stack_frame_bytes,
                r[1].spill_store_bytes,
                r[1].spill_load_bytes
            ),
            (255, 96, 88, 92)
        );
        assert!(r[1].spills() && !r[0].spills());
    }
}

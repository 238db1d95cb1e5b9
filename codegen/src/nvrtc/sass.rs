//! Offline SASS instruction counts (no GPU needed): PTX → CUBIN with
//! `ptxas`, disassembled with `cuobjdump -sass`, counted per kernel by opcode
//! class. `codegen compile --sass` divides the counts by the plan's
//! butterflies per thread, so every change to the kernels can be judged here
//! before any GPU time.
//!
//! cuobjdump comes from the PyPI wheel `nvidia-cuda-cuobjdump==13.2.*`, which
//! `tests/sass/check-branches.sh` and `tests/sass/sass-counts.sh` install into
//! `.tools/sass` ([`TOOLS_CUOBJDUMP`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

use super::compile::Arch;
use super::error::{Error, Result};
use super::ptxas::ptxas_path;

/// Where `tests/sass/*.sh` install cuobjdump, relative to the workspace root.
pub const TOOLS_CUOBJDUMP: &str = ".tools/sass/nvidia/cu13/bin/cuobjdump";

/// The opcode classes reported, in column order; everything else is `other`.
pub const CLASSES: [&str; 14] = [
    "IMAD", "IADD3", "LOP3", "SHF", "ISETP", "SEL", "LEA", "MOV", "LDG", "STG", "LDS", "STS", "SHFL", "BAR",
];

/// One kernel's SASS: instruction count per opcode (the mnemonic before the
/// first `.`, predicate stripped; NOPs, which only pad, are not counted).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelSass {
    pub kernel: String,
    pub opcodes: BTreeMap<String, u32>,
}

impl KernelSass {
    /// Instructions of the kernel (NOPs excluded).
    pub fn total(&self) -> u32 {
        self.opcodes.values().sum()
    }

    /// Instructions of one class of [`CLASSES`] (`"other"`: those of no class).
    pub fn class(&self, class: &str) -> u32 {
        if class == "other" {
            return self.opcodes.iter().filter(|(op, _)| !CLASSES.contains(&op.as_str())).map(|(_, n)| n).sum();
        }
        self.opcodes.get(class).copied().unwrap_or(0)
    }
}

/// `$NTTGEN_CUOBJDUMP` if set (`None` when it names no file), else
/// `cuobjdump` on `PATH`, else [`TOOLS_CUOBJDUMP`] under the current
/// directory or one of its ancestors.
pub fn cuobjdump_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("NTTGEN_CUOBJDUMP").filter(|p| !p.is_empty()) {
        let p = PathBuf::from(p);
        return p.is_file().then_some(p);
    }
    let on_path = std::env::var_os("PATH")
        .and_then(|path| std::env::split_paths(&path).map(|d| d.join("cuobjdump")).find(|p| p.is_file()));
    on_path.or_else(|| {
        let cwd = std::env::current_dir().ok()?;
        cwd.ancestors().map(|d| d.join(TOOLS_CUOBJDUMP)).find(|p| p.is_file())
    })
}

/// Compiles `ptx` for the real architecture `arch` with ptxas and returns
/// `cuobjdump -sass` of the CUBIN.
pub fn disassemble(ptx: &str, arch: &str) -> Result<String> {
    let parsed = Arch::parse(arch)?;
    if !parsed.real {
        return Err(Error::Arch { arch: arch.to_string(), detail: " (SASS needs a real architecture sm_XY)".into() });
    }
    let ptxas = ptxas_path().ok_or(Error::NoPtxas)?;
    let cuobjdump = cuobjdump_path().ok_or(Error::NoCuobjdump)?;
    static SEQ: AtomicU64 = AtomicU64::new(0);
    let dir = std::env::temp_dir().join(format!("nttgen-sass-{}-{}", std::process::id(), SEQ.fetch_add(1, Ordering::Relaxed)));
    let result = (|| {
        let io = |path: &Path, source: std::io::Error| Error::Ptxas { arch: arch.to_string(), log: format!("{}: {source}", path.display()) };
        std::fs::create_dir_all(&dir).map_err(|e| io(&dir, e))?;
        let (input, cubin) = (dir.join("k.ptx"), dir.join("k.cubin"));
        std::fs::write(&input, ptx).map_err(|e| io(&input, e))?;
        let out = Command::new(&ptxas)
            .arg(format!("-arch={arch}"))
            .arg(&input)
            .arg("-o")
            .arg(&cubin)
            .output()
            .map_err(|e| io(&ptxas, e))?;
        if !out.status.success() {
            let log = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
            return Err(Error::Ptxas { arch: arch.to_string(), log });
        }
        let out = Command::new(&cuobjdump).arg("-sass").arg(&cubin).output().map_err(|e| Error::Cuobjdump {
            log: format!("{}: {e}", cuobjdump.display()),
        })?;
        if !out.status.success() {
            let log = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
            return Err(Error::Cuobjdump { log });
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// Counts the instructions of each kernel (`Function : name` section) of a
/// `cuobjdump -sass` listing.
pub fn parse_sass(text: &str) -> Vec<KernelSass> {
    let mut out: Vec<KernelSass> = vec![];
    for line in text.lines() {
        let line = line.trim();
        if let Some(name) = line.strip_prefix("Function : ") {
            out.push(KernelSass { kernel: name.trim().to_string(), ..Default::default() });
            continue;
        }
        let Some(cur) = out.last_mut() else { continue };
        if let Some(op) = opcode(line) {
            if op != "NOP" {
                *cur.opcodes.entry(op.to_string()).or_default() += 1;
            }
        }
    }
    out
}

/// The mnemonic of an instruction line `/*0040*/  @!P0 IMAD.WIDE.U32 R2, ... ;`
/// (`None` for other lines: headers, encodings `/* 0x... */`).
fn opcode(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("/*")?;
    let (addr, rest) = rest.split_once("*/")?;
    if !addr.chars().all(|c| c.is_ascii_hexdigit()) || addr.is_empty() {
        return None;
    }
    let mut words = rest.split_whitespace();
    let mut first = words.next()?;
    if first.starts_with('@') {
        first = words.next()?;
    }
    let op = first.split('.').next()?.trim_end_matches(';');
    (!op.is_empty() && op.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())).then_some(op)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_opcodes_per_function() {
        let text = "\
\tcode for sm_90
\t\tFunction : fwd0
\t.headerflags\t@\"EF_CUDA_TEXMODE_UNIFIED\"
        /*0000*/                   LDC R1, c[0x0][0x28] ;            /* 0x00000a00ff017b82 */
                                                                      /* 0x000fe40000000800 */
        /*0010*/                   IMAD.WIDE.U32 R2, R4, R5, RZ ;    /* 0x0000000504027225 */
        /*0020*/              @!P0 IMAD.HI.U32 R6, R4, R5, RZ ;    /* 0x0000000504067227 */
        /*0030*/                   ISETP.GE.U32.AND P0, PT, R2, R7, PT ;
        /*0040*/                   EXIT ;
        /*0050*/                   BRA 0x50;
        /*0060*/                   NOP;
\t\tFunction : inv0
        /*0000*/                   SHFL.IDX PT, R3, R3, R0, 0x1f ;
";
        let k = parse_sass(text);
        assert_eq!(k.len(), 2);
        assert_eq!(k[0].kernel, "fwd0");
        assert_eq!(k[0].total(), 6, "NOP not counted: {:?}", k[0].opcodes);
        assert_eq!(k[0].class("IMAD"), 2);
        assert_eq!(k[0].class("ISETP"), 1);
        assert_eq!(k[0].class("other"), 3, "LDC, EXIT, BRA");
        assert_eq!((k[1].kernel.as_str(), k[1].class("SHFL"), k[1].total()), ("inv0", 1, 1));
    }
}

//! `codegen emit`: CUDA + Rust wrapper + plan dump of one spec, or of the
//! whole catalog in `generated/` (with the applications' element-wise
//! kernels in `generated/apps/`).

use codegen::emit;
use std::path::{Path, PathBuf};

/// `codegen emit --spec F --out DIR`: the header records the command as typed
/// (relative paths stay relative, so a catalog entry re-emitted by hand from
/// the workspace root is byte-identical to `--catalog`).
/// With `class`, a spec that names no `gpu` takes that class's tuned knobs
/// where it leaves them out (`--gpu`); without, the built-in defaults.
///
/// The tables file is written as its tables are computed
/// (`emit::write_package`); a spec whose figure (`codegen::memory::need::emit`)
/// is over the memory this process may use is refused before any work.
pub fn emit_one(spec_path: &Path, out: &Path, class: Option<&str>, max_host_memory: Option<u64>) -> i32 {
    let spec = match super::load_spec_for(spec_path, class) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let plan = match codegen::plan::lower(&spec) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}: {e}", spec_path.display());
            return 2;
        }
    };
    if let Err(code) = super::memory::check("emit", &plan, &codegen::memory::need::emit(&plan), max_host_memory, "a smaller log_n") {
        return code;
    }
    let gpu = class.map(|c| format!(" --gpu {c}")).unwrap_or_default();
    let command = format!("codegen emit --spec {} --out {}{gpu}", spec_path.display(), out.display());
    match emit::write_package(&plan, &emit::Target::default(), &command, out) {
        Ok(paths) => {
            for p in paths {
                println!("wrote {}", p.display());
            }
            0
        }
        Err(emit::WriteError::Emit(e)) => {
            eprintln!("{}: {e}", spec_path.display());
            2
        }
        Err(e) => {
            eprintln!("{e}");
            1
        }
    }
}

/// `codegen emit --catalog`: every `generated/specs/*.toml` into
/// `generated/<name>/`, and the applications' kernels into `generated/apps/`.
pub fn emit_catalog() -> i32 {
    let root = std::env::current_dir().ok().and_then(|d| emit::find_root(&d)).or_else(|| emit::find_root(&PathBuf::from(env!("CARGO_MANIFEST_DIR"))));
    let Some(root) = root else {
        eprintln!("no {} folder in the current directory or above it; run from the nttgen workspace", emit::CATALOG_SPECS);
        return 2;
    };
    let entries = match emit::catalog(&root) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let mut status = 0;
    for entry in &entries {
        let code = match entry.emit() {
            Ok(files) => write(&files, &entry.out_dir),
            Err(e) => {
                eprintln!("{}: {e}", entry.spec_path.display());
                2
            }
        };
        status = status.max(code);
    }
    status = status.max(write_apps(&root));
    println!("emitted {} catalog entries under {}", entries.len(), root.join(emit::CATALOG_DIR).display());
    status
}

/// The element-wise kernels of `runtime::apps`, rendered from their descriptors.
fn write_apps(root: &Path) -> i32 {
    let dir = root.join(emit::elementwise::APPS_DIR);
    let files = match emit::elementwise::app_files() {
        Ok(f) => f,
        Err(e) => {
            eprintln!("{}: {e}", dir.display());
            return 2;
        }
    };
    let written = std::fs::create_dir_all(&dir).and_then(|()| {
        files.iter().try_for_each(|(name, text)| {
            let path = dir.join(name);
            std::fs::write(&path, text)?;
            println!("wrote {}", path.display());
            Ok(())
        })
    });
    match written {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{}: {e}", dir.display());
            1
        }
    }
}

fn write(files: &emit::Emitted, out: &Path) -> i32 {
    match files.write_to(out) {
        Ok(paths) => {
            for p in paths {
                println!("wrote {}", p.display());
            }
            0
        }
        Err(e) => {
            eprintln!("{}: {e}", out.display());
            1
        }
    }
}

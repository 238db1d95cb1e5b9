//! Emitters: a plan becomes CUDA text (`cuda`), a Rust launch wrapper
//! (`rust`), a C ABI (`package`) and a plan dump (`plan_json`), each
//! kernel's launch described once for all of them (`launch`); `catalog`
//! finds the checked-in specs of `generated/` and the command that
//! reproduces each entry; `elementwise` renders the applications'
//! element-wise kernels from descriptors (`generated/apps/`).
//!
//! Output is deterministic: the same plan and command give the same bytes.

pub mod cuda;
pub mod elementwise;
pub mod error;
pub mod ident;
pub mod launch;
pub mod package;
pub mod rust;
pub mod target;

pub use cuda::{arithmetic_prelude, cuda, nvrtc_options, EmitError, Info, Options};
pub use launch::{persistent_grid_x, KernelInfo};
pub use rust::rust_wrapper;
pub use target::Target;

use crate::plan::{lower, Plan, PlanError};
use crate::spec::{self, ValidSpec};
use std::path::{Path, PathBuf};

/// The files of one spec, in memory: a self-contained kernel package (the
/// CUDA text, its tables, the Rust wrapper, the C ABI) and the plan dump.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Emitted {
    pub name: String,
    /// `<name>.cu`
    pub cuda: String,
    /// `<name>.rs`
    pub rust: String,
    /// `<name>.plan.json`
    pub plan_json: String,
    /// `<name>.tables.bin` (layout: [`package`])
    pub tables: Vec<u8>,
    /// `<name>.h`: the C ABI.
    pub c_header: String,
    /// `<name>.host.cu`: the C ABI's launch functions.
    pub c_host: String,
}

impl Emitted {
    /// The text files as (file name, contents), in a fixed order.
    pub fn files(&self) -> [(String, &str); 5] {
        [
            (format!("{}.cu", self.name), self.cuda.as_str()),
            (format!("{}.rs", self.name), self.rust.as_str()),
            (format!("{}.plan.json", self.name), self.plan_json.as_str()),
            (format!("{}.h", self.name), self.c_header.as_str()),
            (format!("{}.host.cu", self.name), self.c_host.as_str()),
        ]
    }

    /// Every file, text and binary, as (file name, bytes).
    pub fn all_files(&self) -> Vec<(String, &[u8])> {
        let mut v: Vec<(String, &[u8])> = self.files().into_iter().map(|(n, t)| (n, t.as_bytes())).collect();
        v.push((format!("{}.tables.bin", self.name), self.tables.as_slice()));
        v
    }

    /// Write the files into `dir` (created if missing).
    pub fn write_to(&self, dir: &Path) -> std::io::Result<Vec<PathBuf>> {
        std::fs::create_dir_all(dir)?;
        let mut out = vec![];
        for (name, bytes) in self.all_files() {
            let path = dir.join(name);
            std::fs::write(&path, bytes)?;
            out.push(path);
        }
        Ok(out)
    }
}

/// Why a package could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error(transparent)]
    Emit(#[from] EmitError),
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
}

/// Writes the package of `plan` into `dir` (created if missing): the text
/// files, then the tables file as its tables are computed, so that a spec
/// whose tables are larger than the memory at hand still emits (memory:
/// `package::write_bytes`). A tables file left part-written is removed.
pub fn write_package(plan: &Plan, target: &Target, command: &str, dir: &Path) -> Result<Vec<PathBuf>, WriteError> {
    let layout = package::tables_layout(plan);
    let files = text_files(plan, target, command, &layout)?;
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| WriteError::Io { path, source }
    };
    std::fs::create_dir_all(dir).map_err(io(dir))?;
    let mut out = vec![];
    for (name, text) in files.files() {
        let path = dir.join(name);
        std::fs::write(&path, text).map_err(io(&path))?;
        out.push(path);
    }
    let path = dir.join(format!("{}.tables.bin", files.name));
    let written = std::fs::File::create(&path).map_err(package::TablesError::Io).and_then(|mut f| {
        f.set_len(layout.bytes())?;
        package::write_tables(plan, &layout, &mut f)?;
        f.sync_all().map_err(package::TablesError::Io)
    });
    if let Err(e) = written {
        let _ = std::fs::remove_file(&path);
        return Err(match e {
            package::TablesError::Emit(e) => WriteError::Emit(e),
            package::TablesError::Io(source) => WriteError::Io { path, source },
        });
    }
    out.push(path);
    Ok(out)
}

/// Why a spec produced no files.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Plan(#[from] PlanError),
    #[error(transparent)]
    Emit(#[from] EmitError),
}

/// Lower `spec` and emit its files for the default target (sm_90);
/// `command` goes into their headers.
pub fn emit_spec(spec: &ValidSpec, command: &str) -> Result<Emitted, Error> {
    Ok(emit_plan(&lower(spec)?, &Target::default(), command)?)
}

/// The files of `plan`: the CUDA text, the tables, the Rust wrapper and
/// the C ABI built from the same `Info` and tables layout, and the plan dump.
pub fn emit_plan(plan: &Plan, target: &Target, command: &str) -> Result<Emitted, EmitError> {
    let text = text_files(plan, target, command, &package::tables_layout(plan))?;
    let (tables, _) = package::tables_file(plan)?;
    Ok(Emitted { tables, ..text })
}

/// The files of `plan` but its tables (left empty): the text, for the
/// tables laid out as `layout`.
fn text_files(plan: &Plan, target: &Target, command: &str, layout: &package::TablesLayout) -> Result<Emitted, EmitError> {
    let (cuda, info) = cuda(plan, target, &Options { command: command.to_string() })?;
    Ok(Emitted {
        name: plan.spec.name.clone(),
        rust: rust_wrapper(plan, &info, layout, command)?,
        c_header: package::c_header(plan, layout, command)?,
        c_host: package::c_host(plan, &info, layout, command)?,
        cuda,
        plan_json: plan_json(plan)?,
        tables: vec![],
    })
}

/// The plan as JSON: `serde_json`'s pretty layout (fields in declaration
/// order), except that each op of a phase is written on one line: a fully
/// indented dump of the index trees is ten times larger and no easier to review.
/// Refuses a plan that `serde_json` cannot write (a generator bug).
pub fn plan_json(plan: &Plan) -> Result<String, EmitError> {
    use serde::Serialize;
    let dump_error = |message: String| EmitError::Template { template: format!("{}.plan.json", plan.spec.name), message };
    let mut buf = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(&mut buf, OpsPerLine::default());
    plan.serialize(&mut ser).map_err(|e| dump_error(e.to_string()))?;
    let mut s = String::from_utf8(buf).map_err(|e| dump_error(e.to_string()))?;
    s.push('\n');
    Ok(s)
}

/// `PrettyFormatter` with two-space indentation, compact inside each element
/// of an array under the key "ops".
#[derive(Default)]
struct OpsPerLine {
    depth: usize,
    has_value: bool,
    /// Depth of the array element being written compactly.
    flat_from: Option<usize>,
    /// Depth of the "ops" array being written.
    ops_array: Option<usize>,
    ops_pending: bool,
    key: Option<String>,
    last_key: String,
}

impl OpsPerLine {
    fn flat(&self) -> bool {
        self.flat_from.is_some()
    }
    fn newline<W: ?Sized + std::io::Write>(&self, w: &mut W, depth: usize) -> std::io::Result<()> {
        w.write_all(b"\n")?;
        for _ in 0..depth {
            w.write_all(b"  ")?;
        }
        Ok(())
    }
}

impl serde_json::ser::Formatter for OpsPerLine {
    fn begin_array<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.depth += 1;
        self.has_value = false;
        if self.ops_pending {
            self.ops_pending = false;
            self.ops_array = Some(self.depth);
        }
        w.write_all(b"[")
    }
    fn end_array<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        if self.ops_array == Some(self.depth) {
            self.ops_array = None;
        }
        self.depth -= 1;
        if !self.flat() && self.has_value {
            self.newline(w, self.depth)?;
        }
        w.write_all(b"]")
    }
    fn begin_array_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W, first: bool) -> std::io::Result<()> {
        if self.flat() {
            return if first { Ok(()) } else { w.write_all(b",") };
        }
        if !first {
            w.write_all(b",")?;
        }
        self.newline(w, self.depth)?;
        if self.ops_array == Some(self.depth) {
            self.flat_from = Some(self.depth);
        }
        Ok(())
    }
    fn end_array_value<W: ?Sized + std::io::Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        if self.flat_from == Some(self.depth) {
            self.flat_from = None;
        }
        self.has_value = true;
        Ok(())
    }
    fn begin_object<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.depth += 1;
        self.has_value = false;
        self.ops_pending = false;
        w.write_all(b"{")
    }
    fn end_object<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.depth -= 1;
        if !self.flat() && self.has_value {
            self.newline(w, self.depth)?;
        }
        w.write_all(b"}")
    }
    fn begin_object_key<W: ?Sized + std::io::Write>(&mut self, w: &mut W, first: bool) -> std::io::Result<()> {
        self.key = Some(String::new());
        if self.flat() {
            return if first { Ok(()) } else { w.write_all(b",") };
        }
        if !first {
            w.write_all(b",")?;
        }
        self.newline(w, self.depth)
    }
    fn end_object_key<W: ?Sized + std::io::Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        self.last_key = self.key.take().unwrap_or_default();
        Ok(())
    }
    fn begin_object_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        if self.flat() {
            return w.write_all(b":");
        }
        self.ops_pending = self.last_key == "ops";
        w.write_all(b": ")
    }
    fn end_object_value<W: ?Sized + std::io::Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        self.ops_pending = false;
        self.has_value = true;
        Ok(())
    }
    fn write_string_fragment<W: ?Sized + std::io::Write>(&mut self, w: &mut W, fragment: &str) -> std::io::Result<()> {
        if let Some(k) = &mut self.key {
            k.push_str(fragment);
        }
        w.write_all(fragment.as_bytes())
    }
}

/// The command that regenerates one catalog entry, relative to the workspace root.
pub fn catalog_command(stem: &str) -> String {
    format!("codegen emit --spec {CATALOG_SPECS}/{stem}.toml --out {CATALOG_DIR}/{stem}")
}

/// Where the catalog lives, relative to the workspace root.
pub const CATALOG_DIR: &str = "generated";
pub const CATALOG_SPECS: &str = "generated/specs";

/// One spec of the catalog.
#[derive(Clone, Debug)]
pub struct CatalogEntry {
    /// File stem of the spec, which is also the spec's name and its output folder.
    pub stem: String,
    /// `generated/specs/<stem>.toml`, absolute.
    pub spec_path: PathBuf,
    /// `generated/<stem>`, absolute.
    pub out_dir: PathBuf,
    pub spec: ValidSpec,
    /// `codegen emit --spec generated/specs/<stem>.toml --out generated/<stem>`.
    pub command: String,
}

impl CatalogEntry {
    pub fn emit(&self) -> Result<Emitted, Error> {
        emit_spec(&self.spec, &self.command)
    }
}

/// Every `*.toml` of `<root>/generated/specs`, sorted by file name; each
/// must be valid and named (by `name` or by default) like its file.
pub fn catalog(root: &Path) -> Result<Vec<CatalogEntry>, String> {
    let dir = root.join(CATALOG_SPECS);
    let rd = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut paths: Vec<PathBuf> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    paths.sort();
    let mut out = vec![];
    for path in paths {
        let stem = path.file_stem().and_then(|s| s.to_str()).ok_or_else(|| format!("{}: not a UTF-8 file name", path.display()))?.to_string();
        let spec = spec::from_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        lower(&spec).map_err(|e| format!("{}: {e}", path.display()))?;
        if spec.name != stem {
            return Err(format!(
                "{}: the spec is named \"{}\"; a catalog spec's file must be named after it ({}.toml), or set name = \"{stem}\"",
                path.display(),
                spec.name,
                spec.name
            ));
        }
        out.push(CatalogEntry { out_dir: root.join(CATALOG_DIR).join(&stem), command: catalog_command(&stem), stem, spec_path: path, spec });
    }
    Ok(out)
}

/// The workspace root: the first of `start` and its ancestors that holds
/// `generated/specs`.
pub fn find_root(start: &Path) -> Option<PathBuf> {
    start.ancestors().find(|d| d.join(CATALOG_SPECS).is_dir()).map(Path::to_path_buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(extra: &str) -> ValidSpec {
        let text = format!("transform = \"ntt-negacyclic\"\nlog_n = 8\nword = \"u64\"\nradix = 4\nstage_split = [4, 4]\ncluster = 2\n{extra}\n[moduli]\nbits = 50\ncount = 2\n");
        spec::from_str(&text).unwrap()
    }

    fn emit(plan: &Plan) -> (String, Info) {
        cuda(plan, &Target::sm90(), &Options { command: "codegen emit --spec s.toml --out o".into() }).unwrap()
    }

    #[test]
    fn plan_dump_is_the_plan() {
        let plan = lower(&spec("")).unwrap();
        let text = plan_json(&plan).unwrap();
        let ours: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(ours, serde_json::to_value(&plan).unwrap());
        assert!(text.lines().any(|l| l.trim_start().starts_with("{\"Ld\":")), "ops are one per line");
        assert!(text.ends_with("}\n"));
    }

    /// An overlap kernel may run while the grid before it drains: before
    /// its wait for that grid it only declares and loads its tables
    /// (`Kernel::early_ops`, as strong loads, which ptxas keeps above the
    /// wait), never a buffer; `overlap_launches = false` has no wait. A
    /// kernel with grid barriers overlaps too (launched with its grid
    /// counter), and takes that counter as its last parameter.
    #[test]
    fn overlap_kernels_wait_first() {
        let body_of = |cu: &str, name: &str| -> String {
            let at = cu.find(&format!(" {name}(")).unwrap_or_else(|| panic!("no kernel {name}"));
            let open = at + cu[at..].find("\n{\n").unwrap() + 3;
            cu[open..].split("\n}\n").next().unwrap().to_string()
        };
        let plan = lower(&spec("")).unwrap();
        let (cu, info) = emit(&plan);
        for (k, ki) in plan.kernels.iter().zip(&info.kernels) {
            let body = body_of(&cu, &k.name);
            let wait = "asm volatile(\"griddepcontrol.wait;\" ::: \"memory\");";
            let before: Vec<&str> = body.lines().map(str::trim).take_while(|l| *l != wait).filter(|l| !l.is_empty() && !l.starts_with("//") && !l.starts_with('#')).collect();
            assert!(k.overlap, "{}: every kernel overlaps by default", k.name);
            assert_eq!(k.cooperative(), k.params.last() == Some(&crate::plan::Param::GridCounter), "{}: the grid counter, last, in kernels with grid barriers only", k.name);
            assert_eq!(k.cooperative(), body.contains("grid_sync(grid_counter);"), "{}", k.name);
            assert_eq!(ki.overlap, k.overlap);
            if k.overlap {
                assert!(body.contains(wait), "{}", k.name);
                let loads = before.iter().filter(|l| l.starts_with("asm volatile(\"ld.relaxed.cta.global")).count();
                assert_eq!(loads, k.early_ops, "{}: the early table loads, and only they, load before the wait", k.name);
                for l in &before {
                    let declares = ["const ", "word_t ", "extern __shared__", "size_t smem_z", "asm(\"\" : \"+l\"(smem_z));"].iter().any(|d| l.starts_with(d));
                    assert!(declares || l.starts_with("asm volatile(\"ld.relaxed.cta.global"), "{}: {l} before the wait", k.name);
                    assert!(!l.contains("x[") && !l.contains("y[") && (l.starts_with("extern __shared__") || !l.contains("smem[")), "{}: {l} before the wait", k.name);
                }
            } else {
                assert!(!body.contains("griddepcontrol"), "{}", k.name);
            }
        }
        assert!(plan.kernels.iter().any(|k| k.early_ops > 0), "a kernel's tables load before its wait");
        let serial = lower(&spec("overlap_launches = false")).unwrap();
        assert!(serial.spec.name.contains("_serial_"), "{}", serial.spec.name);
        let (cu, info) = emit(&serial);
        assert!(!cu.contains("griddepcontrol") && info.kernels.iter().all(|k| !k.overlap));
    }

    #[test]
    fn cuda_text_shape() {
        let plan = lower(&spec("")).unwrap();
        let (cu, info) = emit(&plan);
        assert!(cu.starts_with("// nttgen: "));
        assert!(cu.contains("// command: codegen emit --spec s.toml --out o\n"));
        assert!(cu.contains("typedef unsigned long long uint64_t;\ntypedef uint64_t word_t;\n"));
        // (`{%0` is an inline asm operand in braces, not a tag.)
        assert!(!["{{ ", "{%-", "{% ", "{#"].iter().any(|t| cu.contains(t)), "a template tag was left unrendered");
        assert!(!cu.contains("cluster_sync"), "no cluster code without a cluster scope");
        assert_eq!(info.kernels.len(), plan.kernels.len());
        for (k, ki) in plan.kernels.iter().zip(&info.kernels) {
            assert_eq!((&ki.name, ki.grid_x, ki.block, ki.shared_bytes), (&k.name, k.launch_grid_x(), k.block, k.shared_words * 8));
            let head = format!("extern \"C\" __global__ void __launch_bounds__({}) {}(", k.threads(), k.name);
            let at = cu.find(&head).unwrap_or_else(|| panic!("no signature for {}", k.name));
            let sig_end = at + head.len() + cu[at + head.len()..].find(')').unwrap();
            let params: Vec<String> = cu[at + head.len()..sig_end].split(',').map(|p| p.split_whitespace().last().unwrap().to_string()).collect();
            assert_eq!(params, ki.param_names, "{}", k.name);
            let body = cu[at..].split("\n}\n").next().unwrap();
            let barriers = k.phases.iter().filter(|p| p.sync == Some(crate::plan::Scope::Block)).count();
            assert_eq!(body.matches("__syncthreads();").count(), barriers);
            assert_eq!(k.phases.iter().filter(|p| p.sync.is_none()).count(), 1, "only the first phase has no barrier");
        }
        assert_eq!(emit(&plan).0, cu, "deterministic");
    }

    #[test]
    fn int128_only_for_builtin_u64() {
        assert!(nvrtc_options(&spec("")).is_empty());
        assert_eq!(nvrtc_options(&spec("reduction = \"builtin\"")), ["--device-int128"]);
        let plan = lower(&spec("reduction = \"builtin\"")).unwrap();
        let (cu, info) = emit(&plan);
        assert_eq!(info.nvrtc_options, ["--device-int128"]);
        // The nvcc path (the package's host file) needs no option but nvcc
        // 11.5 and a host compiler with __int128: the .cu refuses others by name.
        assert!(cu.contains("nvcc 11.5 or newer") && cu.contains("MSVC hosts lack"));
        let layout = package::tables_file(&plan).unwrap().1;
        assert!(package::c_host(&plan, &info, &layout, "cmd").unwrap().contains("unsigned __int128 in device code: nvcc 11.5"));
        let plain = lower(&spec("")).unwrap();
        let (_, pinfo) = emit(&plain);
        assert!(!package::c_host(&plain, &pinfo, &package::tables_file(&plain).unwrap().1, "cmd").unwrap().contains("__int128"));
    }

    #[test]
    fn rust_wrapper_parses() {
        let plan = lower(&spec("layout = \"packed\"")).unwrap();
        let (_, info) = emit(&plan);
        let rs = rust_wrapper(&plan, &info, &package::tables_file(&plan).unwrap().1, "cmd").unwrap();
        let file = syn::parse_file(&rs).unwrap();
        assert_eq!(file.items.len(), 1);
        let src: String = rs.split("CUDA_SOURCE").nth(1).unwrap().split(';').next().unwrap().split_whitespace().collect();
        assert_eq!(src, format!(":&str=include_str!(\"{}.cu\")", plan.spec.name));
        assert!(rs.contains("pub const FWD0: KernelLaunch"));
        assert!(rs.contains("pub const POLYMUL: Program"));
        let flat: String = rs.split_whitespace().collect();
        assert!(flat.contains("BufferDecl{name:\"s0\",scratch:true,counters:false,}"), "a scratch buffer s0");
    }

    #[test]
    fn a_name_rust_cannot_spell_is_an_error_not_a_panic() {
        let mut plan = lower(&spec("")).unwrap();
        for bad in ["_", "self", "crate", "Self", "super"] {
            plan.spec.name = bad.to_string();
            let e = cuda(&plan, &Target::sm90(), &Options::default()).unwrap_err();
            assert!(matches!(e, EmitError::Name { .. }), "{bad}: {e}");
            let (_, info) = emit(&lower(&spec("")).unwrap());
            assert!(rust_wrapper(&plan, &info, &package::tables_file(&plan).unwrap().1, "cmd").is_err(), "{bad}");
        }
    }

    #[test]
    fn catalog_refuses_a_spec_over_the_block_limits() {
        let root = std::env::temp_dir().join(format!("nttgen-catalog-limits-{}", std::process::id()));
        let specs = root.join(CATALOG_SPECS);
        std::fs::create_dir_all(&specs).unwrap();
        let text = "name = \"big\"\ntransform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\nradix = 2\nstage_split = [6, 6]\ncluster = 64\n[moduli]\nbits = 50\ncount = 1\n";
        std::fs::write(specs.join("big.toml"), text).unwrap();
        let e = catalog(&root).unwrap_err();
        assert!(e.contains("big.toml") && e.contains("`cluster`") && e.contains("2048 threads"), "{e}");
        std::fs::write(specs.join("big.toml"), text.replace("cluster = 64", "cluster = 32")).unwrap();
        assert_eq!(catalog(&root).unwrap().len(), 1);
        let _ = std::fs::remove_dir_all(&root);
    }
}

//! `build.rs` integration: specs in, Rust launch wrappers (with their CUDA)
//! out, into `OUT_DIR`.
//!
//! ```no_run
//! // build.rs (codegen as a [build-dependency])
//! fn main() {
//!     let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
//!     if let Err(e) = codegen::Builder::new().spec_file("specs/demo.toml").emit_to(out) {
//!         eprintln!("{e}");
//!         std::process::exit(1);
//!     }
//! }
//! ```
//!
//! and in the crate: `include!(concat!(env!("OUT_DIR"), "/demo.rs"));`, which
//! defines `pub mod demo` (see [`crate::emit::rust_wrapper`]): `CUDA_SOURCE`,
//! `NVRTC_OPTIONS`, sizes, modulus constants and one `KernelLaunch` per kernel.
//!
//! Per spec, [`Builder::emit_to`] writes `<name>.rs` and beside it the
//! `<name>.cu`, the tables `<name>.tables.bin` and the C ABI (`<name>.h`,
//! `<name>.host.cu`); the wrapper's `CUDA_SOURCE` is `include_str!` of the
//! `.cu` and its `TABLES_FILE` `include_bytes!` of the tables, so the crate
//! carries everything a launch needs (see `runtime::package`). A file is
//! rewritten only when its contents change. It prints `cargo:rerun-if-changed=<spec>` for every spec
//! file, and returns a [`BuildError`] naming the spec (file or label) and the
//! refused field instead of panicking.

use crate::emit;
use crate::spec::{self, FieldError, SpecError, ValidSpec};
use std::fmt;
use std::path::{Path, PathBuf};

/// Where a spec comes from.
#[derive(Clone, Debug)]
enum Source {
    File(PathBuf),
    Str { name: String, toml: String },
}

impl Source {
    fn label(&self) -> String {
        match self {
            Source::File(p) => p.display().to_string(),
            Source::Str { name, .. } => format!("spec_str(\"{name}\")"),
        }
    }
}

/// Emits the launch wrappers of several specs into one folder (see the module docs).
#[derive(Clone, Debug)]
pub struct Builder {
    sources: Vec<Source>,
    cargo_metadata: bool,
}

impl Default for Builder {
    fn default() -> Self {
        Builder::new()
    }
}

/// Why [`Builder::emit_to`] produced nothing. Every variant names the spec:
/// its file path, or `spec_str("<name>")` for one given as text.
#[derive(Debug)]
#[non_exhaustive]
pub enum BuildError {
    /// No spec was added.
    NoSpecs,
    /// A spec file could not be read.
    Read { spec: String, source: std::io::Error },
    /// Not TOML of the spec schema (the message names the key and line).
    Parse { spec: String, message: String },
    /// The spec was refused: each entry names the field, the problem and a valid choice.
    Invalid { spec: String, errors: Vec<FieldError> },
    /// Two specs have the same name, so they would write the same `<name>.rs`.
    DuplicateName { name: String, first: String, second: String },
    /// The output folder or a file in it could not be written.
    Write { path: PathBuf, source: std::io::Error },
    /// Lowering or emitting the spec failed (a generator bug; please report it with the spec).
    Internal { spec: String, message: String },
    /// The plan of the spec cannot be lowered or emitted: it needs more than
    /// the device has, or a name cannot be spelled in C and Rust.
    Refused { spec: String, message: String },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::NoSpecs => write!(f, "codegen::Builder: no specs; add one with .spec_file(path) or .spec_str(name, toml)"),
            BuildError::Read { spec, source } => write!(f, "nttgen spec {spec}: cannot read it: {source}"),
            BuildError::Parse { spec, message } => write!(f, "nttgen spec {spec}: not valid TOML for the spec schema: {message}"),
            BuildError::Invalid { spec, errors } => {
                write!(f, "nttgen spec {spec} refused:")?;
                for e in errors {
                    write!(f, "\n  - {e}")?;
                }
                Ok(())
            }
            BuildError::DuplicateName { name, first, second } => write!(
                f,
                "nttgen specs {first} and {second} are both named `{name}` and would both write {name}.rs; \
                 set a different `name` in one of them"
            ),
            BuildError::Write { path, source } => write!(f, "codegen::Builder: cannot write {}: {source}", path.display()),
            BuildError::Refused { spec, message } => write!(f, "nttgen spec {spec} refused: {message}"),
            BuildError::Internal { spec, message } => {
                write!(f, "nttgen spec {spec}: internal error while generating code: {message}; please report it with the spec")
            }
        }
    }
}

impl std::error::Error for BuildError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            BuildError::Read { source, .. } | BuildError::Write { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl BuildError {
    /// The refused fields (empty unless [`BuildError::Invalid`]).
    pub fn fields(&self) -> Vec<&str> {
        match self {
            BuildError::Invalid { errors, .. } => errors.iter().map(|e| e.field.as_str()).collect(),
            _ => vec![],
        }
    }
}

impl Builder {
    /// No specs yet; `cargo:rerun-if-changed` lines on.
    pub fn new() -> Builder {
        Builder { sources: vec![], cargo_metadata: true }
    }

    /// Adds a spec file (TOML, see SPEC.md). A relative path is relative to
    /// the current directory, which for a build script is the package root.
    /// The output is named after the spec's `name` (or its default name).
    pub fn spec_file(mut self, path: impl AsRef<Path>) -> Builder {
        self.sources.push(Source::File(path.as_ref().to_path_buf()));
        self
    }

    /// Adds a spec given as TOML text, named `name`: the output is `<name>.rs`
    /// defining `pub mod <name>`. The TOML may leave `name` out; if it sets
    /// one, it must equal `name`.
    pub fn spec_str(mut self, name: &str, toml: &str) -> Builder {
        self.sources.push(Source::Str { name: name.to_string(), toml: toml.to_string() });
        self
    }

    /// Whether [`Builder::emit_to`] prints `cargo:rerun-if-changed=<spec>`
    /// for each spec file (on by default; turn off outside a build script).
    pub fn cargo_metadata(mut self, on: bool) -> Builder {
        self.cargo_metadata = on;
        self
    }

    /// Validates every spec, then writes `<name>.rs` and `<name>.cu` of each
    /// into `out_dir` (created if missing). Returns the `.rs` paths, one per
    /// spec in the order they were added. Nothing is written unless every spec
    /// is accepted.
    pub fn emit_to(&self, out_dir: impl AsRef<Path>) -> Result<Vec<PathBuf>, BuildError> {
        let out_dir = out_dir.as_ref();
        if self.cargo_metadata {
            for s in &self.sources {
                if let Source::File(p) = s {
                    println!("cargo:rerun-if-changed={}", p.display());
                }
            }
        }
        if self.sources.is_empty() {
            return Err(BuildError::NoSpecs);
        }
        let mut specs: Vec<(ValidSpec, &Source)> = vec![];
        for source in &self.sources {
            let spec = load(source)?;
            check_resources(&spec, source)?;
            if let Some((_, first)) = specs.iter().find(|(s, _)| s.name == spec.name) {
                return Err(BuildError::DuplicateName { name: spec.name.clone(), first: first.label(), second: source.label() });
            }
            specs.push((spec, source));
        }
        std::fs::create_dir_all(out_dir).map_err(|source| BuildError::Write { path: out_dir.to_path_buf(), source })?;
        let mut written = vec![];
        for (spec, source) in &specs {
            let command = match source {
                Source::File(p) => format!("build.rs: codegen::Builder::new().spec_file({:?})", p.display().to_string()),
                Source::Str { name, .. } => format!("build.rs: codegen::Builder::new().spec_str({name:?}, ..)"),
            };
            let files = crate::nvrtc::guard(|| Ok(emit::emit_spec(spec, &command)), |message| BuildError::Internal { spec: source.label(), message })?
                .map_err(|e| match e {
                    // A kernel over a block's limits reads like a refused field.
                    emit::Error::Plan(crate::plan::PlanError::Resources(r)) => BuildError::Invalid { spec: source.label(), errors: vec![r.into()] },
                    emit::Error::Plan(crate::plan::PlanError::Knob(f)) => BuildError::Invalid { spec: source.label(), errors: vec![f] },
                    e => BuildError::Refused { spec: source.label(), message: e.to_string() },
                })?;
            // The whole package except the plan dump, the wrapper last (it
            // `include_str!`s / `include_bytes!`s the others).
            for (file, bytes) in files.all_files().into_iter().filter(|(f, _)| !f.ends_with(".plan.json") && !f.ends_with(".rs")) {
                write_if_changed(&out_dir.join(file), bytes)?;
            }
            let rs = out_dir.join(format!("{}.rs", files.name));
            write_if_changed(&rs, files.rust.as_bytes())?;
            written.push(rs);
        }
        Ok(written)
    }
}

fn load(source: &Source) -> Result<ValidSpec, BuildError> {
    let label = source.label();
    let (text, forced_name) = match source {
        Source::File(p) => (crate::spec::read_spec_text(p).map_err(|e| BuildError::Read { spec: label.clone(), source: e })?, None),
        Source::Str { name, toml } => (toml.clone(), Some(name)),
    };
    let spec_error = |e: SpecError| match e {
        SpecError::Parse(message) => BuildError::Parse { spec: label.clone(), message },
        SpecError::Invalid(errors) => BuildError::Invalid { spec: label.clone(), errors },
        SpecError::Io { source, .. } => BuildError::Read { spec: label.clone(), source },
        // Reading a spec never writes one; a bug if it ever does.
        e @ SpecError::Serialize(_) => BuildError::Internal { spec: label.clone(), message: e.to_string() },
    };
    let mut file = spec::valid::parse_str(&text).map_err(spec_error)?;
    if let Some(name) = forced_name {
        match &file.name {
            Some(n) if n != name => {
                return Err(BuildError::Invalid {
                    spec: label.clone(),
                    errors: vec![FieldError {
                        field: "name".into(),
                        problem: format!("\"{n}\" differs from the name \"{name}\" given to spec_str"),
                        fix: format!("leave `name` out of the TOML or set it to \"{name}\""),
                    }],
                })
            }
            _ => file.name = Some(name.clone()),
        }
    }
    spec::validate(&file).map_err(spec_error)
}

/// Every lowered kernel of the spec within a block's limits (checked on the
/// plan by `plan::lower`), refused like a spec field otherwise; run for
/// every spec before anything is written.
fn check_resources(spec: &ValidSpec, source: &Source) -> Result<(), BuildError> {
    let lowered = crate::nvrtc::guard(|| Ok(crate::plan::lower(spec)), |message| BuildError::Internal { spec: source.label(), message })?;
    match lowered {
        Ok(_) => Ok(()),
        Err(crate::plan::PlanError::Resources(r)) => Err(BuildError::Invalid { spec: source.label(), errors: vec![r.into()] }),
        Err(crate::plan::PlanError::Knob(f)) => Err(BuildError::Invalid { spec: source.label(), errors: vec![f] }),
        Err(e) => Err(BuildError::Refused { spec: source.label(), message: e.to_string() }),
    }
}

fn write_if_changed(path: &Path, text: &[u8]) -> Result<(), BuildError> {
    if std::fs::read(path).is_ok_and(|old| old == text) {
        return Ok(());
    }
    std::fs::write(path, text).map_err(|source| BuildError::Write { path: path.to_path_buf(), source })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: &str = "transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u64\"\nradix = 4\nstage_split = [6]\n[moduli]\nbits = 40\ncount = 1\n";

    fn scratch(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("nttgen-builder-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn writes_rs_and_cu_per_spec() {
        let out = scratch("ok");
        let spec_path = out.with_extension("toml");
        std::fs::write(&spec_path, format!("name = \"from_file\"\n{SPEC}")).unwrap();
        let paths = Builder::new().cargo_metadata(false).spec_file(&spec_path).spec_str("from_str", SPEC).emit_to(&out).unwrap();
        assert_eq!(paths, [out.join("from_file.rs"), out.join("from_str.rs")]);
        let rs = std::fs::read_to_string(out.join("from_str.rs")).unwrap();
        assert!(rs.contains("pub mod from_str") && rs.contains("include_str!"), "{rs}");
        assert!(std::fs::read_to_string(out.join("from_str.cu")).unwrap().contains("from_str_fwd0"));
        assert!(std::fs::read_to_string(out.join("from_str.h")).unwrap().contains("from_str_forward("));
        assert!(std::fs::read_to_string(out.join("from_str.host.cu")).unwrap().contains("#include \"from_str.cu\""));
        assert!(rs.contains("include_bytes!(\"from_str.tables.bin\")"), "{rs}");
        assert!(!std::fs::read(out.join("from_str.tables.bin")).unwrap().is_empty());
        // A second run leaves unchanged files alone.
        let before = std::fs::metadata(out.join("from_str.rs")).unwrap().modified().unwrap();
        Builder::new().cargo_metadata(false).spec_str("from_str", SPEC).emit_to(&out).unwrap();
        assert_eq!(std::fs::metadata(out.join("from_str.rs")).unwrap().modified().unwrap(), before);
        let _ = std::fs::remove_dir_all(&out);
        let _ = std::fs::remove_file(&spec_path);
    }

    #[test]
    fn errors_name_the_spec_and_the_field() {
        let out = scratch("err");
        let e = Builder::new().cargo_metadata(false).spec_str("bad", &SPEC.replace("radix = 4", "radix = 3")).emit_to(&out).unwrap_err();
        assert_eq!(e.fields(), ["radix"]);
        let msg = e.to_string();
        assert!(msg.contains("spec_str(\"bad\")") && msg.contains("`radix`"), "{msg}");

        let e = Builder::new().cargo_metadata(false).spec_str("a", &format!("name = \"b\"\n{SPEC}")).emit_to(&out).unwrap_err();
        assert_eq!(e.fields(), ["name"], "{e}");
        let e = Builder::new().cargo_metadata(false).spec_str("not an identifier", SPEC).emit_to(&out).unwrap_err();
        assert_eq!(e.fields(), ["name"], "{e}");

        let e = Builder::new().cargo_metadata(false).spec_file("/nonexistent/x.toml").emit_to(&out).unwrap_err();
        assert!(matches!(e, BuildError::Read { .. }) && e.to_string().contains("/nonexistent/x.toml"), "{e}");

        let e = Builder::new().cargo_metadata(false).spec_str("p", "transform = 7").emit_to(&out).unwrap_err();
        assert!(matches!(e, BuildError::Parse { .. }) && e.to_string().contains("transform"), "{e}");

        let e = Builder::new().cargo_metadata(false).spec_str("d", SPEC).spec_str("d", SPEC).emit_to(&out).unwrap_err();
        assert!(matches!(e, BuildError::DuplicateName { .. }), "{e}");

        assert!(matches!(Builder::new().emit_to(&out), Err(BuildError::NoSpecs)));
        assert!(!out.exists(), "nothing is written when a spec is refused");
    }

    #[test]
    fn a_spec_over_the_block_limits_is_refused_after_lowering() {
        let out = scratch("limits");
        // 2^6 / radix 2 = 32 threads per set, 64 sets: 2048 threads per block.
        let big = SPEC.replace("log_n = 6", "log_n = 12").replace("radix = 4", "radix = 2").replace("stage_split = [6]", "stage_split = [6, 6]\ncluster = 64");
        let e = Builder::new().cargo_metadata(false).spec_str("ok", SPEC).spec_str("big", &big).emit_to(&out).unwrap_err();
        assert_eq!(e.fields(), ["cluster"], "{e}");
        let msg = e.to_string();
        assert!(msg.contains("spec_str(\"big\")") && msg.contains("2048 threads") && msg.contains("at most 32"), "{msg}");
        assert!(!out.exists(), "nothing is written when a spec is refused");
    }
}

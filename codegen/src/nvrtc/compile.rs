//! CUDA C++ → PTX (and optionally CUBIN) with NVRTC, through cudarc's raw bindings.
//!
//! NVRTC has no system headers: generated kernels declare their own
//! `typedef unsigned long long uint64_t;` and friends. Every compile uses
//! `--gpu-architecture=<arch> -default-device --std=c++17` plus the
//! [`CompileOptions`].
//!
//! Nothing here needs a GPU or the CUDA driver: this is what CPU-only CI uses to
//! check that every generated kernel compiles, and what `codegen compile` runs.

use std::ffi::{c_char, c_int, CString};
use std::fmt;

use cudarc::nvrtc::sys;

use super::error::{Error, Result};
use super::presence::{guard, nvrtc_available};

/// A parsed GPU architecture such as `sm_90`, `sm_90a`, `sm_100f` or `compute_80`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arch {
    /// Compute capability major, e.g. 9 for `sm_90`.
    pub major: u32,
    /// Compute capability minor, e.g. 0 for `sm_90`.
    pub minor: u32,
    /// Feature suffix: "", "a" or "f".
    pub suffix: String,
    /// `true` for `sm_*` (a real GPU: CUBIN available), `false` for `compute_*` (PTX only).
    pub real: bool,
}

impl Arch {
    /// Parses `sm_XY[a|f]` or `compute_XY[a|f]` (XY at least two digits, last digit the minor).
    pub fn parse(arch: &str) -> Result<Arch> {
        let bad = |detail: &str| Error::Arch {
            arch: arch.to_string(),
            detail: detail.to_string(),
        };
        let (real, rest) = if let Some(r) = arch.strip_prefix("sm_") {
            (true, r)
        } else if let Some(r) = arch.strip_prefix("compute_") {
            (false, r)
        } else {
            return Err(bad(""));
        };
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        let suffix = &rest[digits.len()..];
        if digits.len() < 2 {
            return Err(bad(" (need at least two digits: major and minor)"));
        }
        if !matches!(suffix, "" | "a" | "f") {
            return Err(bad(" (the only suffixes are a and f)"));
        }
        let major: u32 = digits[..digits.len() - 1]
            .parse()
            .map_err(|_| bad(" (major version out of range)"))?;
        let minor: u32 = digits[digits.len() - 1..].parse().map_err(|_| bad(""))?;
        Ok(Arch {
            major,
            minor,
            suffix: suffix.to_string(),
            real,
        })
    }

    /// The `sm_XY` for a compute capability `(major, minor)`.
    pub fn from_compute_capability(major: i32, minor: i32) -> Arch {
        Arch {
            major: major.max(0) as u32,
            minor: minor.max(0) as u32,
            suffix: String::new(),
            real: true,
        }
    }
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = if self.real { "sm" } else { "compute" };
        write!(f, "{prefix}_{}{}{}", self.major, self.minor, self.suffix)
    }
}

/// Knobs for one NVRTC compile (the architecture is a separate argument).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CompileOptions {
    /// Add `-lineinfo` (source line info in PTX/CUBIN for profilers; no speed cost).
    pub lineinfo: bool,
    /// Also return the CUBIN (`nvrtcGetCUBIN`). Needs a real `sm_*` architecture.
    /// Useful to load without driver JIT and to inspect SASS / registers offline.
    pub cubin: bool,
    /// `--maxrregcount=N`.
    pub max_registers: Option<u32>,
    /// Any further NVRTC options, passed verbatim after the standard ones
    /// (e.g. `-DNTT_DEBUG=1`, `--use_fast_math`).
    pub extra: Vec<String>,
}

impl CompileOptions {
    /// The exact NVRTC option list for `arch`, in order. Part of the cache key.
    pub fn nvrtc_args(&self, arch: &str) -> Vec<String> {
        let mut v = vec![
            format!("--gpu-architecture={arch}"),
            "-default-device".to_string(),
            "--std=c++17".to_string(),
        ];
        if self.lineinfo {
            v.push("-lineinfo".to_string());
        }
        if let Some(r) = self.max_registers {
            v.push(format!("--maxrregcount={r}"));
        }
        v.extend(self.extra.iter().cloned());
        v
    }
}

/// The output of one successful NVRTC compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compiled {
    /// The spec (program) name given to [`compile_ptx`]; NVRTC's log refers to `<spec_name>.cu`.
    pub spec_name: String,
    /// Target architecture string, e.g. `sm_90`.
    pub arch: String,
    /// PTX text (no trailing NUL).
    pub ptx: String,
    /// CUBIN bytes when [`CompileOptions::cubin`] was set.
    pub cubin: Option<Vec<u8>>,
    /// NVRTC's program log (warnings; usually empty on success).
    pub log: String,
    /// NVRTC version that produced this, `(major, minor)`.
    pub nvrtc_version: (i32, i32),
    /// The NVRTC options used.
    pub options: Vec<String>,
}

impl Compiled {
    /// Names of the `.entry` (kernel) symbols in the PTX, in order of appearance.
    pub fn kernel_names(&self) -> Vec<String> {
        self.ptx.lines().filter_map(entry_name).collect()
    }

    /// `(kernel, bytes of PTX)` per `.entry`, in order of appearance: each
    /// entry's bytes run from its `.entry` line to the next one (or the end).
    pub fn entry_sizes(&self) -> Vec<(String, usize)> {
        let mut out: Vec<(String, usize)> = vec![];
        for line in self.ptx.split_inclusive('\n') {
            if let Some(name) = entry_name(line) {
                out.push((name, 0));
            }
            if let Some(last) = out.last_mut() {
                last.1 += line.len();
            }
        }
        out
    }
}

/// The kernel name of a PTX `.entry` line.
fn entry_name(line: &str) -> Option<String> {
    let l = line.trim_start();
    let rest = l.strip_prefix(".visible .entry ").or_else(|| l.strip_prefix(".entry "))?;
    let end = rest.find(|c: char| c == '(' || c.is_whitespace()).unwrap_or(rest.len());
    Some(rest[..end].to_string())
}

fn code_name(r: sys::nvrtcResult) -> String {
    format!("{r:?}")
}

/// `(major, minor)` of the NVRTC library that was loaded, e.g. `(13, 0)`.
pub fn nvrtc_version() -> Result<(i32, i32)> {
    nvrtc_available()?;
    guard(
        || {
            let (mut major, mut minor): (c_int, c_int) = (0, 0);
            let r = unsafe { sys::nvrtcVersion(&mut major, &mut minor) };
            if r != sys::nvrtcResult::NVRTC_SUCCESS {
                return Err(Error::Nvrtc {
                    spec: String::new(),
                    call: "nvrtcVersion",
                    code: code_name(r),
                });
            }
            Ok((major, minor))
        },
        |msg| Error::Nvrtc {
            spec: String::new(),
            call: "nvrtcVersion",
            code: format!("cudarc panicked: {msg}"),
        },
    )
}

/// Destroys the program on every exit path.
struct Program(sys::nvrtcProgram);

impl Drop for Program {
    fn drop(&mut self) {
        unsafe {
            let _ = sys::nvrtcDestroyProgram(&mut self.0);
        }
    }
}

fn c_buf_to_string(mut v: Vec<u8>) -> String {
    if let Some(nul) = v.iter().position(|&b| b == 0) {
        v.truncate(nul);
    }
    String::from_utf8_lossy(&v).into_owned()
}

/// Compiles CUDA C++ `source` for `arch` (e.g. `"sm_90"`), returning PTX (and
/// CUBIN if asked) with NVRTC's log.
///
/// `spec_name` names the program (NVRTC's messages say `<spec_name>.cu(line)`)
/// and is carried in errors. A rejected source gives [`Error::Compile`] with
/// the full NVRTC log; a missing NVRTC gives [`Error::NoNvrtc`].
pub fn compile_ptx(
    source: &str,
    spec_name: &str,
    arch: &str,
    opts: &CompileOptions,
) -> Result<Compiled> {
    nvrtc_available()?;
    let parsed = Arch::parse(arch)?;
    if opts.cubin && !parsed.real {
        return Err(Error::Arch {
            arch: arch.to_string(),
            detail: " (CUBIN output needs a real architecture sm_XY, not compute_XY)".to_string(),
        });
    }
    let version = nvrtc_version()?;
    let options = opts.nvrtc_args(arch);
    let call = Call { spec: spec_name, arch, options: &options };
    let strings = CStrings::new(&call, source)?;
    guard(
        || {
            let prog = call.create(&strings)?;
            let log = call.compile(&prog, &strings)?;
            let ptx = c_buf_to_string(call.output(&prog, Output::Ptx)?);
            let cubin = if opts.cubin { Some(call.output(&prog, Output::Cubin)?) } else { None };
            Ok(Compiled {
                spec_name: spec_name.to_string(),
                arch: arch.to_string(),
                ptx,
                cubin,
                log,
                nvrtc_version: version,
                options: options.clone(),
            })
        },
        |msg| Error::Nvrtc {
            spec: spec_name.to_string(),
            call: "nvrtc (cudarc)",
            code: format!("cudarc panicked: {msg}"),
        },
    )
}

/// One compilation's names, for its calls and their errors.
struct Call<'a> {
    spec: &'a str,
    arch: &'a str,
    options: &'a [String],
}

/// The source, the program name and the options as C strings (NVRTC reads
/// them until the program is destroyed).
struct CStrings {
    src: CString,
    name: CString,
    opts: Vec<CString>,
}

impl CStrings {
    fn new(call: &Call, source: &str) -> Result<CStrings> {
        let src = CString::new(source).map_err(|_| call.err("nvrtcCreateProgram", "source contains a NUL byte".into()))?;
        let name = CString::new(format!("{}.cu", call.spec)).map_err(|_| call.err("nvrtcCreateProgram", "spec name contains a NUL byte".into()))?;
        let opts = call
            .options
            .iter()
            .map(|o| CString::new(o.as_str()))
            .collect::<std::result::Result<_, _>>()
            .map_err(|_| call.err("nvrtcCompileProgram", "an option contains a NUL byte".into()))?;
        Ok(CStrings { src, name, opts })
    }
}

/// What a compiled program hands back.
#[derive(Clone, Copy)]
enum Output {
    Ptx,
    Cubin,
}

impl Call<'_> {
    fn err(&self, call: &'static str, code: String) -> Error {
        Error::Nvrtc { spec: self.spec.to_string(), call, code }
    }

    fn create(&self, s: &CStrings) -> Result<Program> {
        let mut raw: sys::nvrtcProgram = std::ptr::null_mut();
        let r = unsafe { sys::nvrtcCreateProgram(&mut raw, s.src.as_ptr(), s.name.as_ptr(), 0, std::ptr::null(), std::ptr::null()) };
        if r != sys::nvrtcResult::NVRTC_SUCCESS {
            return Err(self.err("nvrtcCreateProgram", code_name(r)));
        }
        Ok(Program(raw))
    }

    /// Compiles; the log on success, or the refusal with it.
    fn compile(&self, prog: &Program, s: &CStrings) -> Result<String> {
        let opt_ptrs: Vec<*const c_char> = s.opts.iter().map(|c| c.as_ptr()).collect();
        let rc = unsafe { sys::nvrtcCompileProgram(prog.0, opt_ptrs.len() as c_int, opt_ptrs.as_ptr()) };
        let log = read_log(prog).unwrap_or_default();
        match rc {
            sys::nvrtcResult::NVRTC_SUCCESS => Ok(log),
            sys::nvrtcResult::NVRTC_ERROR_COMPILATION => Err(Error::Compile { spec: self.spec.to_string(), arch: self.arch.to_string(), log }),
            sys::nvrtcResult::NVRTC_ERROR_BUILTIN_OPERATION_FAILURE => Err(Error::NvrtcBuiltins { spec: self.spec.to_string() }),
            other => {
                let mut code = code_name(other);
                if !log.trim().is_empty() {
                    code = format!("{code} (options {:?}); log:\n{log}", self.options);
                }
                Err(self.err("nvrtcCompileProgram", code))
            }
        }
    }

    /// The PTX (with its NUL) or the CUBIN of a compiled program.
    fn output(&self, prog: &Program, what: Output) -> Result<Vec<u8>> {
        let (size_call, get_call) = match what {
            Output::Ptx => ("nvrtcGetPTXSize", "nvrtcGetPTX"),
            Output::Cubin => ("nvrtcGetCUBINSize", "nvrtcGetCUBIN"),
        };
        let mut size = 0usize;
        let r = unsafe {
            match what {
                Output::Ptx => sys::nvrtcGetPTXSize(prog.0, &mut size),
                Output::Cubin => sys::nvrtcGetCUBINSize(prog.0, &mut size),
            }
        };
        if r != sys::nvrtcResult::NVRTC_SUCCESS {
            return Err(self.err(size_call, code_name(r)));
        }
        let mut buf = vec![0u8; size];
        let r = unsafe {
            match what {
                Output::Ptx => sys::nvrtcGetPTX(prog.0, buf.as_mut_ptr() as *mut c_char),
                Output::Cubin => sys::nvrtcGetCUBIN(prog.0, buf.as_mut_ptr() as *mut c_char),
            }
        };
        if r != sys::nvrtcResult::NVRTC_SUCCESS {
            return Err(self.err(get_call, code_name(r)));
        }
        Ok(buf)
    }
}

fn read_log(prog: &Program) -> Option<String> {
    let mut size = 0usize;
    let r = unsafe { sys::nvrtcGetProgramLogSize(prog.0, &mut size) };
    if r != sys::nvrtcResult::NVRTC_SUCCESS {
        return None;
    }
    let mut buf = vec![0u8; size];
    let r = unsafe { sys::nvrtcGetProgramLog(prog.0, buf.as_mut_ptr() as *mut c_char) };
    if r != sys::nvrtcResult::NVRTC_SUCCESS {
        return None;
    }
    Some(c_buf_to_string(buf))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arch_parsing() {
        let a = Arch::parse("sm_90").unwrap();
        assert_eq!(
            (a.major, a.minor, a.real, a.suffix.as_str()),
            (9, 0, true, "")
        );
        assert_eq!(a.to_string(), "sm_90");
        let a = Arch::parse("sm_100f").unwrap();
        assert_eq!((a.major, a.minor, a.suffix.as_str()), (10, 0, "f"));
        let a = Arch::parse("compute_86").unwrap();
        assert!(!a.real);
        assert_eq!(a.to_string(), "compute_86");
        assert_eq!(Arch::from_compute_capability(8, 9).to_string(), "sm_89");
        for bad in ["sm90", "sm_9", "sm_", "sm_90b", "gfx90a", "", "sm_x0"] {
            assert!(matches!(Arch::parse(bad), Err(Error::Arch { .. })), "{bad}");
        }
    }

    #[test]
    fn options_render() {
        let o = CompileOptions {
            lineinfo: true,
            max_registers: Some(64),
            extra: vec!["-DX=1".into()],
            ..Default::default()
        };
        assert_eq!(
            o.nvrtc_args("sm_80"),
            [
                "--gpu-architecture=sm_80",
                "-default-device",
                "--std=c++17",
                "-lineinfo",
                "--maxrregcount=64",
                "-DX=1"
            ]
        );
    }

    #[test]
    fn kernel_names_from_ptx() {
        let c = Compiled {
            spec_name: "t".into(),
            arch: "sm_90".into(),
            ptx: ".version 9.0\n.visible .entry add_u64(\n\t.param .u64 a\n)\n.entry other()\n"
                .into(),
            cubin: None,
            log: String::new(),
            nvrtc_version: (13, 0),
            options: vec![],
        };
        assert_eq!(c.kernel_names(), ["add_u64", "other"]);
        let sizes = c.entry_sizes();
        assert_eq!(sizes, [("add_u64".to_string(), 42), ("other".to_string(), 15)]);
        assert_eq!(sizes.iter().map(|s| s.1).sum::<usize>() + ".version 9.0\n".len(), c.ptx.len());
    }
}

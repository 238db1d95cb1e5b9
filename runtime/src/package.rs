//! An emitted kernel package (`codegen emit`, `codegen::Builder`) run from
//! what was emitted alone: the CUDA text, the tables file and the launch
//! list of its Rust wrapper. Nothing here plans, lowers or builds tables, so
//! a crate whose build.rs emitted the package needs nothing of the
//! generator at run time.
//!
//! ```ignore
//! include!(concat!(env!("OUT_DIR"), "/demo.rs"));
//! let gpu = runtime::Gpu::open(0)?;
//! let pkg = runtime::package::Package::load(&gpu, &runtime::package::PackageSource {
//!     name: demo::NAME, cuda_source: demo::CUDA_SOURCE, nvrtc_options: demo::NVRTC_OPTIONS,
//!     word_bytes: demo::WORD_BYTES, tables_file: demo::TABLES_FILE,
//!     kernels: &demo::KERNELS.iter().map(|k| k.name).collect::<Vec<_>>(),
//! })?;
//! // then implement demo::Launcher with pkg.launch and pkg.table_address, and demo::run(..)
//! ```

use crate::device::{DeviceBuffer, Gpu, Kernel, KernelArg, LaunchDims, Module, Stream};
use crate::error::{Error, Result};
use crate::compiler::{CompileOptions, KernelCache};

/// What a package's Rust wrapper holds (its `NAME`, `CUDA_SOURCE`,
/// `NVRTC_OPTIONS`, `WORD_BYTES`, `TABLES_FILE` and kernel names).
#[derive(Clone, Copy, Debug)]
pub struct PackageSource<'a> {
    /// The spec's name (the module name of the wrapper).
    pub name: &'a str,
    /// The emitted CUDA text of every kernel.
    pub cuda_source: &'a str,
    /// NVRTC options the text needs besides the architecture.
    pub nvrtc_options: &'a [&'a str],
    /// 4 or 8.
    pub word_bytes: usize,
    /// The emitted `<name>.tables.bin`: moduli and every table, little-endian words.
    pub tables_file: &'a [u8],
    /// Every kernel a program may launch.
    pub kernels: &'a [&'a str],
}

/// The tables file on the device, in the spec's word.
enum Tables {
    U32(DeviceBuffer<u32>),
    U64(DeviceBuffer<u64>),
}

/// A package compiled and loaded on a GPU, its tables uploaded.
pub struct Package {
    name: String,
    _module: Module,
    kernels: Vec<(String, Kernel)>,
    tables: Tables,
    word_bytes: usize,
}

impl Package {
    /// Compiles the CUDA text (through the kernel cache), loads every kernel
    /// and uploads the tables file.
    pub fn load(gpu: &Gpu, src: &PackageSource) -> Result<Package> {
        let bad = |why: String| Error::Invalid(format!("package {}: {why}", src.name));
        if src.word_bytes != 4 && src.word_bytes != 8 {
            return Err(bad(format!("word_bytes is {}, not 4 or 8", src.word_bytes)));
        }
        if src.tables_file.is_empty() || !src.tables_file.len().is_multiple_of(src.word_bytes) {
            return Err(bad(format!("the tables file has {} bytes, not a whole number of {}-byte words", src.tables_file.len(), src.word_bytes)));
        }
        let opts = CompileOptions { cubin: true, extra: src.nvrtc_options.iter().map(|s| s.to_string()).collect(), ..CompileOptions::default() };
        let (_, module) = gpu.compile_and_load(KernelCache::global(), src.cuda_source, src.name, &opts)?;
        let kernels = src.kernels.iter().map(|k| Ok((k.to_string(), module.kernel(k)?))).collect::<Result<Vec<_>>>()?;
        let words = src.tables_file.chunks_exact(src.word_bytes);
        let staged = |what| format!("the tables file of package {} staged as {what} words", src.name);
        let tables = match src.word_bytes {
            4 => Tables::U32(gpu.upload(&codegen::memory::alloc::collect(words.map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]])), &staged("u32"))?)?),
            8 => Tables::U64(gpu.upload(&codegen::memory::alloc::collect(words.map(|w| u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]])), &staged("u64"))?)?),
            other => return Err(bad(format!("a word of {other} bytes: packages hold u32 (4) or u64 (8) words"))),
        };
        Ok(Package { name: src.name.to_string(), _module: module, kernels, tables, word_bytes: src.word_bytes })
    }

    /// The device address of word `offset` of the tables file: the argument
    /// for a table (or `MODS`) at that offset in the wrapper.
    pub fn table_address(&self, offset: usize) -> Result<u64> {
        let (base, len) = match &self.tables {
            Tables::U32(b) => (b.device_address(), b.len()),
            Tables::U64(b) => (b.device_address(), b.len()),
        };
        // One past the end is the address of an empty table last in the file.
        if offset > len {
            return Err(Error::Invalid(format!("package {}: table offset {offset} is past the {len} words of its tables file", self.name)));
        }
        Ok(base + (offset * self.word_bytes) as u64)
    }

    /// Launches kernel `name` on `stream` with `args`, each a device address
    /// (every parameter of an emitted kernel is a pointer).
    ///
    /// # Safety
    /// `args` must be the kernel's parameters in order (the wrapper's `Step`
    /// gives them), each pointing at enough device memory for `dims`.
    pub unsafe fn launch(&self, stream: &Stream, name: &str, dims: LaunchDims, args: &[u64]) -> Result<()> {
        let kernel = self.kernels.iter().find(|k| k.0 == name).map(|k| &k.1);
        let kernel = kernel.ok_or_else(|| Error::Invalid(format!("package {}: no kernel {name}", self.name)))?;
        unsafe { stream.launch(kernel, dims, args.iter().map(|&a| KernelArg::U64(a))) }
    }
}

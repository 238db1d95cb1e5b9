//! A plan's fused forms run on the GPU through what its package emits: the
//! CUDA text and the tables file, and each program step's kernel launched
//! with its buffers, per-tower arrays and skipped towers as the C functions
//! launch them (the runtime's engines run only the plain programs). The GPU
//! check (`gpu-check`) and the fused forms' benchmark (`fused-bench`) both
//! launch through here.

use codegen::executor::TowerArgs;
use codegen::plan::{Param, Part, Plan, Program, Role, Step};
use runtime::device::{DeviceBuffer, Gpu, LaunchDims, Stream};
use runtime::package::{Package, PackageSource};
use runtime::{Error, Result};

/// A device buffer in the spec's word.
pub enum Words {
    U32(DeviceBuffer<u32>),
    U64(DeviceBuffer<u64>),
}

impl Words {
    /// `host` in words of `word_bytes` (4: each value below 2^32, as every
    /// residue of a u32 spec is).
    pub fn upload(stream: &Stream, word_bytes: u32, host: &[u64]) -> Result<Words> {
        Ok(if word_bytes == 4 {
            Words::U32(stream.upload(&host.iter().map(|&w| w as u32).collect::<Vec<_>>())?)
        } else {
            Words::U64(stream.upload(host)?)
        })
    }
    pub fn zeros(stream: &Stream, word_bytes: u32, len: usize) -> Result<Words> {
        Ok(if word_bytes == 4 { Words::U32(stream.alloc_zeros(len)?) } else { Words::U64(stream.alloc_zeros(len)?) })
    }
    pub fn address(&self) -> u64 {
        match self {
            Words::U32(b) => b.device_address(),
            Words::U64(b) => b.device_address(),
        }
    }
    pub fn bytes(&self) -> usize {
        match self {
            Words::U32(b) => b.num_bytes(),
            Words::U64(b) => b.num_bytes(),
        }
    }
    pub fn download(&self, stream: &Stream) -> Result<Vec<u64>> {
        Ok(match self {
            Words::U32(b) => stream.download(b)?.into_iter().map(u64::from).collect(),
            Words::U64(b) => stream.download(b)?,
        })
    }
}

/// A plan's package loaded on a GPU: its kernels and its tables file.
pub struct Loaded {
    pub pkg: Package,
    pub layout: codegen::emit::package::TablesLayout,
}

/// Emits `plan`'s CUDA text as the runtime's engines do (so a cache warmed
/// by `runtime::compiler::precompile_all` is hit), builds its tables file,
/// and loads both.
pub fn load(gpu: &Gpu, plan: &Plan) -> Result<Loaded> {
    let (text, info) = runtime::compiler::emit(plan, gpu.arch())?;
    let (tables, layout) = codegen::emit::package::tables_file(plan).map_err(|e| Error::Invalid(format!("{}: tables: {e}", plan.spec.name)))?;
    let kernels: Vec<&str> = info.kernels.iter().map(|k| k.name.as_str()).collect();
    let nvrtc: Vec<&str> = info.nvrtc_options.iter().map(String::as_str).collect();
    let src = PackageSource { name: &plan.spec.name, cuda_source: &text, nvrtc_options: &nvrtc, word_bytes: plan.spec.word.bytes() as usize, tables_file: &tables, kernels: &kernels };
    Ok(Loaded { pkg: Package::load(gpu, &src)?, layout })
}

/// The device operands of a fused form's programs: every plan buffer a
/// program binds (x, y where a step reads it, scratch), each batch x towers
/// x words per polynomial words; the per-tower arrays; the skipped towers.
pub struct Operands {
    /// By plan buffer index; `None` where no program binds it.
    pub bufs: Vec<Option<Words>>,
    pub arrays: Vec<Words>,
    pub skip: (usize, usize),
}

impl Operands {
    /// x and y uploaded (y where given), for `programs`; scratch holds the
    /// largest word, a poison no kernel may read before it writes.
    pub fn upload(stream: &Stream, plan: &Plan, programs: &[&Program], x: &[u64], y: Option<&[u64]>, args: &TowerArgs) -> Result<Operands> {
        let wb = plan.spec.word.bytes();
        let mut bufs = vec![];
        for i in 0..plan.buffers.len() {
            let bound = programs.iter().any(|p| p.steps.iter().any(|s| s.bind.iter().any(|b| b.1 == i)));
            bufs.push(match (i, bound) {
                (_, false) => None,
                (0, true) => Some(Words::upload(stream, wb, x)?),
                (1, true) => Some(Words::upload(stream, wb, y.ok_or_else(|| Error::Invalid("a program reads y and none was given".into()))?)?),
                (_, true) => Some(Words::upload(stream, wb, &vec![u64::MAX >> (64 - 8 * wb); x.len()])?),
            });
        }
        let arrays = args.arrays.iter().map(|a| Words::upload(stream, wb, a)).collect::<Result<_>>()?;
        Ok(Operands { bufs, arrays, skip: args.skip })
    }

    /// x (plan buffer 0) set to `x` again.
    pub fn reset_x(&mut self, stream: &Stream, plan: &Plan, x: &[u64]) -> Result<()> {
        self.bufs[0] = Some(Words::upload(stream, plan.spec.word.bytes(), x)?);
        Ok(())
    }

    pub fn x(&self) -> Result<&Words> {
        self.bufs[0].as_ref().ok_or_else(|| Error::Invalid("no program binds x".into()))
    }
}

/// The steps of `p` that transform (its element-wise kernels left out): a
/// separate program's bare transform.
pub fn transform_steps<'a>(plan: &Plan, p: &'a Program) -> Vec<&'a Step> {
    p.steps.iter().filter(|s| plan.kernels[s.kernel].role != Role::Elementwise).collect()
}

/// Launches `steps` of program `p` on `stream` over `batch` polynomials of
/// the towers `ops` does not skip, in order.
pub fn launch(stream: &Stream, loaded: &Loaded, plan: &Plan, p: &Program, steps: &[&Step], ops: &Operands, batch: usize) -> Result<()> {
    let wb = plan.spec.word.bytes();
    let towers = plan.towers.checked_sub(ops.skip.1).filter(|&t| t > 0).ok_or_else(|| Error::Invalid(format!("skipping {} of {} towers leaves none", ops.skip.1, plan.towers)))?;
    for step in steps {
        let k = &plan.kernels[step.kernel];
        let addrs = k.params.iter().map(|param| argument(loaded, p, step, param, ops)).collect::<Result<Vec<u64>>>()?;
        let dims = LaunchDims::new([k.launch_grid_x(), batch as u32, towers as u32], [k.block[0], k.block[1], 1], k.shared_words * wb).with_cluster(k.cluster_blocks).with_overlap(k.overlap);
        // SAFETY: the arguments follow the kernel's parameters (`argument`),
        // each buffer holds batch x towers x words_per_poly words and each
        // array a word per tower (`Operands::upload`).
        unsafe { loaded.pkg.launch(stream, &k.name, dims, &addrs) }?;
    }
    Ok(())
}

/// The value of one kernel parameter in a launch of `step`.
fn argument(loaded: &Loaded, p: &Program, step: &Step, param: &Param, ops: &Operands) -> Result<u64> {
    let missing = |what: &str| Error::Invalid(format!("program {}: {what}", p.name));
    Ok(match param {
        Param::Buf(b) => {
            let at = step.bind.iter().find(|x| x.0 == *b).ok_or_else(|| missing("an unbound buffer"))?.1;
            ops.bufs.get(at).and_then(Option::as_ref).ok_or_else(|| missing("a buffer not uploaded"))?.address()
        }
        Param::Table(t, Part::Value) => loaded.pkg.table_address(loaded.layout.tables[*t].0)?,
        Param::Table(t, Part::Companion) => loaded.pkg.table_address(loaded.layout.tables[*t].1)?,
        Param::Mods => loaded.pkg.table_address(loaded.layout.mods)?,
        Param::TowerArg(a) => {
            let i = p.tower_args.iter().position(|x| x == a).ok_or_else(|| missing("an array the program does not take"))?;
            ops.arrays.get(i).ok_or_else(|| missing("an array not given"))?.address()
        }
        Param::SkipAt => ops.skip.0 as u64,
        Param::SkipLen => ops.skip.1 as u64,
        Param::GridCounter => return Err(missing("a kernel with a grid barrier (a fused form's kernels have none)")),
    })
}

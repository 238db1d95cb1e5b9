//! The high-level API: a spec compiled for the GPU in hand, its tables
//! uploaded once, and forward / inverse / pointwise / polymul over batches of
//! RNS towers, spread over the spec's streams.

use crate::cache::KernelCache;
use crate::device::{DeviceBuffer, DeviceWord, Gpu, Kernel, KernelArg, LaunchDims, Module, Stream};
use crate::error::{Error, Result};
use crate::nvrtc::{CompileOptions, Compiled};
use codegen::executor::{check_input, ExecError, Executor};
use codegen::plan::{self, Buf, Param, Part, Plan};
use codegen::spec::{Reduction, ValidSpec, Word};
use std::collections::HashMap;
use std::sync::Arc;

/// NVRTC options a plan's source needs beyond the defaults.
/// CUBIN too, so loading needs no driver JIT.
pub fn compile_options(spec: &ValidSpec) -> CompileOptions {
    let mut o = CompileOptions { cubin: true, ..CompileOptions::default() };
    if spec.reduction == Reduction::Builtin && spec.word == Word::U64 {
        o.extra.push("--device-int128".into());
    }
    o
}

/// The two word types, with their kernel-argument spellings.
trait HostWord: DeviceWord + TryFrom<u64> + Into<u64> {
    fn arg_in(b: &DeviceBuffer<Self>) -> KernelArg<'_>;
    fn arg_out(b: &mut DeviceBuffer<Self>) -> KernelArg<'_>;
}
impl HostWord for u32 {
    fn arg_in(b: &DeviceBuffer<Self>) -> KernelArg<'_> {
        KernelArg::InU32(b)
    }
    fn arg_out(b: &mut DeviceBuffer<Self>) -> KernelArg<'_> {
        KernelArg::OutU32(b)
    }
}
impl HostWord for u64 {
    fn arg_in(b: &DeviceBuffer<Self>) -> KernelArg<'_> {
        KernelArg::InU64(b)
    }
    fn arg_out(b: &mut DeviceBuffer<Self>) -> KernelArg<'_> {
        KernelArg::OutU64(b)
    }
}

/// The CUDA text an engine compiles for `plan` (deterministic, so a cache
/// filled ahead of time, e.g. by `gpu-check`'s parallel warm-up, is hit).
pub fn source(plan: &Plan) -> String {
    codegen::emit::cuda::cuda_source(plan, &format!("runtime::Engine::new ({})", plan.spec.name))
}

/// Compile `plan` for `arch` into the global cache without a GPU.
pub fn precompile(plan: &Plan, arch: &str) -> Result<Arc<Compiled>> {
    KernelCache::global().get_or_compile(&source(plan), &plan.spec.name, arch, &compile_options(&plan.spec))
}

struct Typed<W: DeviceWord> {
    tables: Vec<(DeviceBuffer<W>, DeviceBuffer<W>)>,
    mods: DeviceBuffer<W>,
}

/// Which operand a stage transforms in place.
#[derive(Clone, Copy, Debug)]
enum On {
    X,
    Y,
}

enum Words {
    U32(Typed<u32>),
    U64(Typed<u64>),
}

/// A spec ready to run on one GPU.
pub struct Engine {
    gpu: Arc<Gpu>,
    plan: Plan,
    compiled: Arc<Compiled>,
    _module: Module,
    kernels: HashMap<String, Kernel>,
    words: Words,
    streams: Vec<Stream>,
}

fn to_words<W: TryFrom<u64>>(v: &[u64]) -> Vec<W> {
    v.iter().map(|&x| W::try_from(x).ok().expect("validated below 2^word")).collect()
}

impl Engine {
    /// Compile `spec` for `gpu` (through the on-disk cache) and upload its tables.
    pub fn new(gpu: Arc<Gpu>, spec: &ValidSpec) -> Result<Engine> {
        let plan = plan::lower(spec);
        Self::from_plan(gpu, plan)
    }

    pub fn from_plan(gpu: Arc<Gpu>, plan: Plan) -> Result<Engine> {
        let spec = plan.spec.clone();
        let source = source(&plan);
        let cache = KernelCache::global();
        let (compiled, module) = gpu.compile_and_load(cache, &source, &spec.name, &compile_options(&spec))?;
        let mut kernels = HashMap::new();
        for k in plan.kernels() {
            kernels.insert(k.name.clone(), module.kernel(&k.name)?);
        }
        let towers = codegen::plan::tables::build(&plan).map_err(|e| Error::Invalid(format!("{}: {e}", spec.name)))?;
        let mut flat_tables: Vec<(Vec<u64>, Vec<u64>)> = vec![(vec![], vec![]); plan.tables.len()];
        let mut mods = vec![];
        for t in &towers {
            for (i, (v, c)) in t.tables.iter().enumerate() {
                flat_tables[i].0.extend(v);
                flat_tables[i].1.extend(c);
            }
            let mc = t.modulus.consts();
            mods.extend([mc.q, mc.c[0], mc.c[1], mc.c[2]]);
        }
        fn upload<W: HostWord>(gpu: &Gpu, flat: &[(Vec<u64>, Vec<u64>)], mods: &[u64]) -> Result<Typed<W>> {
            let mut tables = vec![];
            for (v, c) in flat {
                // Zero-length device buffers are not allowed; pad to one word.
                let pad = |x: &Vec<u64>| if x.is_empty() { vec![0u64] } else { x.clone() };
                tables.push((gpu.upload(&to_words::<W>(&pad(v)))?, gpu.upload(&to_words::<W>(&pad(c)))?));
            }
            Ok(Typed { tables, mods: gpu.upload(&to_words::<W>(mods))? })
        }
        let words = match spec.word {
            Word::U32 => Words::U32(upload::<u32>(&gpu, &flat_tables, &mods)?),
            Word::U64 => Words::U64(upload::<u64>(&gpu, &flat_tables, &mods)?),
        };
        let streams = gpu.new_streams(spec.streams as usize)?;
        Ok(Engine { gpu, plan, compiled, _module: module, kernels, words, streams })
    }

    pub fn plan(&self) -> &Plan {
        &self.plan
    }
    pub fn gpu(&self) -> &Gpu {
        &self.gpu
    }
    pub fn compiled(&self) -> &Compiled {
        &self.compiled
    }

    /// Runs `stages` (kernel lists, each on X or on Y) over the batch, split
    /// into one contiguous chunk per stream, with one upload and one download.
    fn run_stages(&self, stages: &[(&[plan::Kernel], On)], x: &mut [u64], y: Option<&[u64]>, batch: usize) -> Result<()> {
        match &self.words {
            Words::U32(t) => self.run_typed(t, stages, x, y, batch),
            Words::U64(t) => self.run_typed(t, stages, x, y, batch),
        }
    }

    fn run_typed<W: HostWord>(&self, t: &Typed<W>, stages: &[(&[plan::Kernel], On)], x: &mut [u64], y: Option<&[u64]>, batch: usize) -> Result<()> {
        let per = self.plan.towers * self.plan.words_per_poly;
        let chunks = self.streams.len().min(batch).max(1);
        let per_chunk = batch.div_ceil(chunks);
        let mut pending = vec![];
        for (ci, stream) in self.streams.iter().take(chunks).enumerate() {
            let b0 = ci * per_chunk;
            let b1 = ((ci + 1) * per_chunk).min(batch);
            if b0 >= b1 {
                continue;
            }
            let nb = b1 - b0;
            let range = b0 * per..b1 * per;
            let mut dx = stream.upload(&to_words::<W>(&x[range.clone()]))?;
            let mut dy = match y {
                Some(y) => Some(stream.upload(&to_words::<W>(&y[range.clone()]))?),
                None => None,
            };
            let mut scratch: Vec<DeviceBuffer<W>> = vec![];
            for _ in &self.plan.scratch {
                let mut s = stream.alloc_zeros::<W>(nb * per)?;
                // Poison: a read of scratch nothing wrote shows up as a value >= q.
                stream.fill_bytes(&mut s, 0xff)?;
                scratch.push(s);
            }
            for (kernels, on) in stages {
                match (on, dy.as_mut()) {
                    (On::X, dy) => self.launch_kernels(t, stream, kernels, nb, &mut dx, dy.map(|d| &*d), &mut scratch)?,
                    (On::Y, Some(dy)) => self.launch_kernels(t, stream, kernels, nb, dy, None, &mut scratch)?,
                    (On::Y, None) => return Err(Error::Invalid("a stage on y without a y operand".into())),
                }
            }
            pending.push((range, dx, stream));
        }
        for (range, dx, stream) in pending {
            let host = stream.download(&dx)?;
            for (o, v) in x[range].iter_mut().zip(host) {
                *o = v.into();
            }
        }
        Ok(())
    }

    pub fn forward(&self, x: &mut [u64], batch: usize) -> Result<()> {
        check_input(&self.plan, "input", x, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        self.run_stages(&[(&self.plan.forward, On::X)], x, None, batch)
    }
    pub fn inverse(&self, x: &mut [u64], batch: usize) -> Result<()> {
        check_input(&self.plan, "input", x, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        self.run_stages(&[(&self.plan.inverse, On::X)], x, None, batch)
    }
    pub fn pointwise(&self, x: &mut [u64], y: &[u64], batch: usize) -> Result<()> {
        check_input(&self.plan, "x", x, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        check_input(&self.plan, "y", y, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        self.run_stages(&[(&self.plan.pointwise, On::X)], x, Some(y), batch)
    }
    /// c = a * b in the spec's ring, per tower and polynomial: two forwards,
    /// the pointwise product, one inverse, all on the device (one upload of
    /// each operand, one download).
    pub fn polymul(&self, a: &[u64], b: &[u64], batch: usize) -> Result<Vec<u64>> {
        check_input(&self.plan, "a", a, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        check_input(&self.plan, "b", b, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        let mut c = a.to_vec();
        let p = &self.plan;
        let tail: Vec<plan::Kernel> = p.polymul_tail().into_iter().cloned().collect();
        self.run_stages(&[(&p.forward, On::X), (&p.forward, On::Y), (&tail, On::X)], &mut c, Some(b), batch)?;
        Ok(c)
    }

    /// Launches `kernels` in order on `stream` over a device-resident batch,
    /// binding each kernel's parameters from the plan's list.
    #[allow(clippy::too_many_arguments)]
    fn launch_kernels<W: HostWord>(&self, t: &Typed<W>, stream: &Stream, kernels: &[plan::Kernel], batch: usize, dx: &mut DeviceBuffer<W>, dy: Option<&DeviceBuffer<W>>, scratch: &mut [DeviceBuffer<W>]) -> Result<()> {
        for k in kernels {
            let kernel = &self.kernels[&k.name];
            let dims = LaunchDims::new([k.grid_x, self.plan.towers as u32, batch as u32], [k.block[0], k.block[1], 1], k.shared_words * self.plan.spec.word.bytes());
            let (mut s0, mut s1) = {
                let mut it = scratch.iter_mut();
                (it.next(), it.next())
            };
            let mut dx_slot = Some(&mut *dx);
            let mut args: Vec<KernelArg> = vec![];
            for p in &k.params {
                let a = match p {
                    Param::Buf(Buf::X) => dx_slot.take().map(W::arg_out),
                    Param::Buf(Buf::Y) => dy.map(W::arg_in),
                    Param::Buf(Buf::S0) => s0.take().map(W::arg_out),
                    Param::Buf(Buf::S1) => s1.take().map(W::arg_out),
                    Param::Table(i, Part::Value) => Some(W::arg_in(&t.tables[*i].0)),
                    Param::Table(i, Part::Companion) => Some(W::arg_in(&t.tables[*i].1)),
                    Param::Mods => Some(W::arg_in(&t.mods)),
                };
                args.push(a.ok_or_else(|| Error::Invalid(format!("{}: parameter {p:?} has no buffer", k.name)))?);
            }
            unsafe { stream.launch(kernel, dims, args)? };
        }
        Ok(())
    }

    /// Times `reps` groups of 10 back-to-back forward transforms of a
    /// device-resident batch (no host copies inside the timed region);
    /// microseconds per call.
    pub fn time_forward(&self, batch: usize, reps: usize) -> Result<Vec<f32>> {
        self.time(batch, reps, false)
    }

    /// As `time_forward`, for a whole product: two forwards, the pointwise
    /// product, one inverse.
    pub fn time_polymul(&self, batch: usize, reps: usize) -> Result<Vec<f32>> {
        self.time(batch, reps, true)
    }

    fn time(&self, batch: usize, reps: usize, polymul: bool) -> Result<Vec<f32>> {
        match &self.words {
            Words::U32(t) => self.time_typed(t, batch, reps, polymul),
            Words::U64(t) => self.time_typed(t, batch, reps, polymul),
        }
    }

    fn time_typed<W: HostWord>(&self, t: &Typed<W>, batch: usize, reps: usize, polymul: bool) -> Result<Vec<f32>> {
        let per = self.plan.towers * self.plan.words_per_poly;
        let stream = &self.streams[0];
        let host: Vec<u64> = (0..batch * per).map(|i| (i as u64 * 0x9E37_79B9_7F4A_7C15) % self.plan.spec.primes[(i / self.plan.words_per_poly) % self.plan.towers]).collect();
        let mut dx = stream.upload(&to_words::<W>(&host))?;
        let mut dy = stream.upload(&to_words::<W>(&host))?;
        let mut scratch: Vec<DeviceBuffer<W>> = vec![];
        for _ in &self.plan.scratch {
            scratch.push(stream.alloc_zeros::<W>(batch * per)?);
        }
        let tail: Vec<plan::Kernel> = self.plan.polymul_tail().into_iter().cloned().collect();
        let once = |dx: &mut DeviceBuffer<W>, dy: &mut DeviceBuffer<W>, scratch: &mut Vec<DeviceBuffer<W>>| -> Result<()> {
            self.launch_kernels(t, stream, &self.plan.forward, batch, dx, None, scratch)?;
            if polymul {
                self.launch_kernels(t, stream, &self.plan.forward, batch, dy, None, scratch)?;
                self.launch_kernels(t, stream, &tail, batch, dx, Some(dy), scratch)?;
            }
            Ok(())
        };
        for _ in 0..3 {
            once(&mut dx, &mut dy, &mut scratch)?;
        }
        stream.synchronize()?;
        let mut out = vec![];
        for _ in 0..reps {
            let start = stream.record_event()?;
            for _ in 0..10 {
                once(&mut dx, &mut dy, &mut scratch)?;
            }
            let end = stream.record_event()?;
            end.synchronize()?;
            out.push(start.elapsed_ms(&end)? * 1000.0 / 10.0);
        }
        Ok(out)
    }
}

/// The GPU behind the executor interface, so the CPU suites run here too.
impl Executor for Engine {
    fn name(&self) -> String {
        format!("cuda {}", self.gpu.info().name)
    }
    fn plan(&self) -> &Plan {
        &self.plan
    }
    fn forward(&mut self, x: &mut [u64], batch: usize) -> Result<(), ExecError> {
        Engine::forward(self, x, batch).map_err(|e| ExecError::Device(e.to_string()))
    }
    fn inverse(&mut self, x: &mut [u64], batch: usize) -> Result<(), ExecError> {
        Engine::inverse(self, x, batch).map_err(|e| ExecError::Device(e.to_string()))
    }
    fn pointwise(&mut self, x: &mut [u64], y: &[u64], batch: usize) -> Result<(), ExecError> {
        Engine::pointwise(self, x, y, batch).map_err(|e| ExecError::Device(e.to_string()))
    }
    fn polymul(&mut self, a: &[u64], b: &[u64], batch: usize) -> Result<Vec<u64>, ExecError> {
        Engine::polymul(self, a, b, batch).map_err(|e| ExecError::Device(e.to_string()))
    }
}

//! The high-level API: a spec compiled for the GPU in hand, its tables
//! uploaded once, and forward / inverse / pointwise / polymul over batches of
//! RNS towers, spread over the spec's streams.

use crate::cache::KernelCache;
use crate::device::{DeviceBuffer, DeviceWord, Gpu, Kernel, KernelArg, LaunchDims, Module, Stream};
use crate::error::{Error, Result};
use crate::nvrtc::{CompileOptions, Compiled};
use codegen::emit::{self, Info, Target};
use codegen::executor::{check_input, check_program, ExecError, Executor};
use codegen::plan::{self, programs, Buf, Param, Part, Plan, Step};
use codegen::spec::{ValidSpec, Word};
use std::sync::Arc;

/// NVRTC options for the emitted text: what its `Info` asks for, and a
/// CUBIN too, so loading needs no driver JIT.
pub fn compile_options(info: &Info) -> CompileOptions {
    CompileOptions { cubin: true, extra: info.nvrtc_options.clone(), ..CompileOptions::default() }
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

/// The CUDA text an engine compiles for `plan` on `arch`, and its `Info`
/// (deterministic, so a cache filled ahead of time, e.g. by `gpu-check`'s
/// parallel warm-up, is hit).
pub fn emit(plan: &Plan, arch: &str) -> Result<(String, Info)> {
    let target = Target::parse(arch)?;
    let options = emit::Options { command: format!("runtime::Engine::new ({})", plan.spec.name) };
    emit::cuda(plan, &target, &options).map_err(|e| Error::Invalid(format!("{}: {e}", plan.spec.name)))
}

/// Compile `plan` for `arch` into the global cache without a GPU.
pub fn precompile(plan: &Plan, arch: &str) -> Result<Arc<Compiled>> {
    let (source, info) = emit(plan, arch)?;
    KernelCache::global().get_or_compile(&source, &plan.spec.name, arch, &compile_options(&info))
}

struct Typed<W: DeviceWord> {
    tables: Vec<(DeviceBuffer<W>, DeviceBuffer<W>)>,
    mods: DeviceBuffer<W>,
}

enum Words {
    U32(Typed<u32>),
    U64(Typed<u64>),
}

/// A spec ready to run on one GPU.
pub struct Engine {
    gpu: Arc<Gpu>,
    plan: Plan,
    /// What the emitter derived from the plan: names, launch shapes, shared memory.
    info: Info,
    compiled: Arc<Compiled>,
    _module: Module,
    /// The loaded kernels, in the order of `Plan::kernels`.
    kernels: Vec<Kernel>,
    words: Words,
    streams: Vec<Stream>,
}

fn to_words<W: TryFrom<u64>>(v: &[u64]) -> Vec<W> {
    v.iter().map(|&x| W::try_from(x).ok().expect("validated below 2^word")).collect()
}

impl Engine {
    /// Compile `spec` for `gpu` (through the on-disk cache) and upload its tables.
    pub fn new(gpu: Arc<Gpu>, spec: &ValidSpec) -> Result<Engine> {
        let plan = plan::lower(spec).map_err(|e| Error::Invalid(format!("{}: {e}", spec.name)))?;
        Self::from_plan(gpu, plan)
    }

    pub fn from_plan(gpu: Arc<Gpu>, plan: Plan) -> Result<Engine> {
        let spec = plan.spec.clone();
        let (source, info) = emit(&plan, gpu.arch())?;
        let cache = KernelCache::global();
        let (compiled, module) = gpu.compile_and_load(cache, &source, &spec.name, &compile_options(&info))?;
        let kernels = info.kernels.iter().map(|k| module.kernel(&k.name)).collect::<Result<Vec<_>>>()?;
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
        Ok(Engine { gpu, plan, info, compiled, _module: module, kernels, words, streams })
    }

    pub fn plan(&self) -> &Plan {
        &self.plan
    }
    /// What the emitter derived from the plan for this GPU.
    pub fn info(&self) -> &Info {
        &self.info
    }
    pub fn gpu(&self) -> &Gpu {
        &self.gpu
    }
    pub fn compiled(&self) -> &Compiled {
        &self.compiled
    }

    /// Runs the plan's program `name` over the batch, split into one
    /// contiguous chunk per stream: each chunk's operands are uploaded once,
    /// every launch runs on the device, and the operands come back once.
    pub fn run_program(&self, name: &str, operands: &mut [&mut [u64]], batch: usize) -> Result<()> {
        check_program(&self.plan, name, operands, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        match &self.words {
            Words::U32(t) => self.run_typed(t, name, operands, batch),
            Words::U64(t) => self.run_typed(t, name, operands, batch),
        }
    }

    fn run_typed<W: HostWord>(&self, t: &Typed<W>, name: &str, operands: &mut [&mut [u64]], batch: usize) -> Result<()> {
        let program = self.plan.program(name).ok_or_else(|| Error::Invalid(format!("no program {name}")))?;
        let per = self.plan.towers * self.plan.words_per_poly;
        let chunks = self.streams.len().min(batch).max(1);
        let per_chunk = batch.div_ceil(chunks);
        let mut pending = vec![];
        for (ci, stream) in self.streams.iter().take(chunks).enumerate() {
            let (b0, b1) = (ci * per_chunk, ((ci + 1) * per_chunk).min(batch));
            if b0 >= b1 {
                continue;
            }
            let range = b0 * per..b1 * per;
            let mut bufs: Vec<Option<DeviceBuffer<W>>> = (0..self.plan.buffers.len()).map(|_| None).collect();
            for (o, &b) in operands.iter().zip(&program.operands) {
                bufs[b] = Some(stream.upload(&to_words::<W>(&o[range.clone()]))?);
            }
            for &s in &program.scratch {
                let mut d = stream.alloc_zeros::<W>((b1 - b0) * per)?;
                // Poison: a read of scratch nothing wrote shows up as a value >= q.
                stream.fill_bytes(&mut d, 0xff)?;
                bufs[s] = Some(d);
            }
            for step in &program.steps {
                self.launch_step(t, stream, step, b1 - b0, &mut bufs)?;
            }
            pending.push((range, bufs, stream));
        }
        for (range, bufs, stream) in pending {
            for (o, &b) in operands.iter_mut().zip(&program.operands) {
                let d = bufs[b].as_ref().ok_or_else(|| Error::Invalid(format!("operand {} was not uploaded", self.plan.buffers[b].name)))?;
                for (v, w) in o[range.clone()].iter_mut().zip(stream.download(d)?) {
                    *v = w.into();
                }
            }
        }
        Ok(())
    }

    pub fn forward(&self, x: &mut [u64], batch: usize) -> Result<()> {
        check_input(&self.plan, "input", x, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        self.run_program(programs::FORWARD, &mut [x], batch)
    }
    pub fn inverse(&self, x: &mut [u64], batch: usize) -> Result<()> {
        check_input(&self.plan, "input", x, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        self.run_program(programs::INVERSE, &mut [x], batch)
    }
    pub fn pointwise(&self, x: &mut [u64], y: &[u64], batch: usize) -> Result<()> {
        check_input(&self.plan, "x", x, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        check_input(&self.plan, "y", y, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        self.run_program(programs::POINTWISE, &mut [x, &mut y.to_vec()], batch)
    }
    /// c = a * b in the spec's ring, per tower and polynomial: the plan's
    /// `polymul` program (two forwards, the pointwise product, the inverse),
    /// all on the device (one upload of each operand, one download).
    pub fn polymul(&self, a: &[u64], b: &[u64], batch: usize) -> Result<Vec<u64>> {
        check_input(&self.plan, "a", a, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        check_input(&self.plan, "b", b, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        let (mut x, mut y) = (a.to_vec(), b.to_vec());
        self.run_program(programs::POLYMUL, &mut [&mut x, &mut y], batch)?;
        Ok(x)
    }

    /// One launch of a program on `stream` over a device-resident batch:
    /// shape from the emitter's `Info`, arguments from the step's bindings.
    fn launch_step<W: HostWord>(&self, t: &Typed<W>, stream: &Stream, step: &Step, batch: usize, bufs: &mut [Option<DeviceBuffer<W>>]) -> Result<()> {
        let ki = &self.info.kernels[step.kernel];
        let dims = LaunchDims::new([ki.grid_x, self.plan.towers as u32, batch as u32], [ki.block[0], ki.block[1], 1], ki.shared_bytes);
        let mut slots: Vec<Option<&mut DeviceBuffer<W>>> = bufs.iter_mut().map(Option::as_mut).collect();
        let mut args: Vec<KernelArg> = vec![];
        for p in &ki.params {
            let a = match p {
                Param::Buf(b) => {
                    let slot = step.bind.iter().find(|x| x.0 == *b).and_then(|x| slots.get_mut(x.1)).and_then(Option::take);
                    slot.map(|d| if *b == Buf::Y { W::arg_in(d) } else { W::arg_out(d) })
                }
                Param::Table(i, Part::Value) => Some(W::arg_in(&t.tables[*i].0)),
                Param::Table(i, Part::Companion) => Some(W::arg_in(&t.tables[*i].1)),
                Param::Mods => Some(W::arg_in(&t.mods)),
            };
            args.push(a.ok_or_else(|| Error::Invalid(format!("{}: parameter {p:?} has no buffer", ki.name)))?);
        }
        unsafe { stream.launch(&self.kernels[step.kernel], dims, args)? };
        Ok(())
    }

    /// Times `reps` groups of 10 back-to-back forward transforms of a
    /// device-resident batch (no host copies inside the timed region);
    /// microseconds per call.
    pub fn time_forward(&self, batch: usize, reps: usize) -> Result<Vec<f32>> {
        self.time_program(programs::FORWARD, batch, reps)
    }

    /// As `time_forward`, for a whole product (the `polymul` program).
    pub fn time_polymul(&self, batch: usize, reps: usize) -> Result<Vec<f32>> {
        self.time_program(programs::POLYMUL, batch, reps)
    }

    /// Times `reps` groups of 10 back-to-back runs of program `name` on
    /// device-resident operands; microseconds per run.
    pub fn time_program(&self, name: &str, batch: usize, reps: usize) -> Result<Vec<f32>> {
        match &self.words {
            Words::U32(t) => self.time_typed(t, name, batch, reps),
            Words::U64(t) => self.time_typed(t, name, batch, reps),
        }
    }

    fn time_typed<W: HostWord>(&self, t: &Typed<W>, name: &str, batch: usize, reps: usize) -> Result<Vec<f32>> {
        let program = self.plan.program(name).ok_or_else(|| Error::Invalid(format!("no program {name}")))?;
        let per = self.plan.towers * self.plan.words_per_poly;
        let stream = &self.streams[0];
        let host: Vec<u64> = (0..batch * per).map(|i| (i as u64 * 0x9E37_79B9_7F4A_7C15) % self.plan.spec.primes[(i / self.plan.words_per_poly) % self.plan.towers]).collect();
        let mut bufs: Vec<Option<DeviceBuffer<W>>> = (0..self.plan.buffers.len()).map(|_| None).collect();
        for &b in &program.operands {
            bufs[b] = Some(stream.upload(&to_words::<W>(&host))?);
        }
        for &s in &program.scratch {
            bufs[s] = Some(stream.alloc_zeros::<W>(batch * per)?);
        }
        let once = |bufs: &mut Vec<Option<DeviceBuffer<W>>>| -> Result<()> {
            for step in &program.steps {
                self.launch_step(t, stream, step, batch, bufs)?;
            }
            Ok(())
        };
        for _ in 0..3 {
            once(&mut bufs)?;
        }
        stream.synchronize()?;
        let mut out = vec![];
        for _ in 0..reps {
            let start = stream.record_event()?;
            for _ in 0..10 {
                once(&mut bufs)?;
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
    fn run_program(&mut self, program: &str, operands: &mut [&mut [u64]], batch: usize) -> Result<(), ExecError> {
        Engine::run_program(self, program, operands, batch).map_err(|e| ExecError::Device(e.to_string()))
    }
}

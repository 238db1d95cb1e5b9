//! [`TypedEngine<W>`]: a plan compiled for one GPU, its tables uploaded once,
//! running its programs on device buffers the caller owns, on the caller's
//! stream, asynchronously, over any range of towers and any batch.
//!
//! # Layout and towers
//!
//! A device operand over towers `t0..t1` holds `batch * (t1 - t0) *
//! words_per_poly` words, polynomial-major: polynomial `p`, tower `t0 + k`
//! starts at word `(p * (t1 - t0) + k) * words_per_poly` (a CKKS level that
//! dropped towers is such a compact buffer). The kernels index data by
//! `blockIdx.z` within `gridDim.z = t1 - t0` towers (the batch in y); the engine passes the
//! tables and moduli pointers offset by `t0` towers, so the kernels need no
//! tower-offset parameter.
//!
//! # Preconditions
//!
//! Host entry points check lengths, tower ranges and that every word is below
//! its tower's prime. Device entry points check lengths, tower ranges and that
//! stream and buffers belong to this engine's context; they cannot check
//! values: **every word of a device operand must be below its tower's prime**
//! (the kernels' lazy reductions assume it; a larger word gives a wrong
//! result, never an out-of-bounds access).
//!
//! # Ordering
//!
//! Device entry points only enqueue: nothing waits for the GPU unless a
//! download is asked for. An operand last used on another stream is
//! waited for first (`crate::device`'s "Streams and ordering": one event
//! where a buffer crosses streams, none while it stays on one). Scratch
//! buffers are allocated on first use per stream, used on that stream only
//! and reused; the tables are uploaded once and synchronized, and read on
//! any stream.

use super::check;
use super::latency::{LatencyPlan, LATENCY_PREFIX};
use super::transforms::Transforms;
use super::word::{to_words, EngineWord};
use crate::compiler::{compile_options, emit, Compiled, KernelCache};
use crate::device::{DeviceBuffer, DeviceWord, Gpu, Kernel, KernelArg, KernelAttrs, LaunchDims, Module, Stream};
use crate::error::{Error, Result};
use codegen::emit::{Info, KernelInfo};
use codegen::plan::{self, programs, Buf, BufferKind, Param, Part, Plan, Program, Step};
use codegen::spec::{ValidSpec, Word};
use std::ops::Range;
use std::sync::{Arc, Mutex};

/// One program operand on the device: read only, or transformed in place.
pub(crate) enum Slot<'a, W: DeviceWord> {
    In(&'a DeviceBuffer<W>),
    Out(&'a mut DeviceBuffer<W>),
}

/// What a fused form's launches take beyond the operands (`Param::TowerArg`,
/// `SkipAt`, `SkipLen`): each per-tower array, by plan tower argument (read
/// only, ordered as operands are), and the towers left out, relative to the
/// call's first. Empty for every other program.
pub(crate) struct FusedBind<'a, W: DeviceWord> {
    pub(crate) arrays: Vec<Option<&'a DeviceBuffer<W>>>,
    pub(crate) skip: (usize, usize),
}

impl<W: DeviceWord> FusedBind<'_, W> {
    /// A plain program's: nothing to bind.
    pub(crate) fn none() -> Self {
        FusedBind { arrays: vec![], skip: (0, 0) }
    }
}

/// Scratch buffers of one stream, indexed by plan buffer (each at least as
/// long as the largest operand it served).
struct Scratch<W: DeviceWord> {
    stream: usize,
    bufs: Vec<Option<DeviceBuffer<W>>>,
}

/// A spec compiled for one GPU over words `W` (the spec's word: no widening).
pub struct TypedEngine<W: EngineWord> {
    gpu: Arc<Gpu>,
    plan: Plan,
    info: Info,
    compiled: Arc<Compiled>,
    _module: Module,
    /// The loaded kernels, in the order of `Plan::kernels`.
    kernels: Vec<Kernel>,
    /// Per table: value and companion buffers, and words per tower (`TableDecl::words`).
    tables: Vec<(DeviceBuffer<W>, DeviceBuffer<W>, usize)>,
    mods: DeviceBuffer<W>,
    /// Streams the host entry points spread a batch over.
    streams: Vec<Stream>,
    scratch: Mutex<Vec<Scratch<W>>>,
    /// Per stream (its id), the word that holds the grid barriers' counter
    /// of the kernels with grid barriers launched on it (`grid_counter`).
    /// Apart from `scratch`: that lock is held while a call's launches are
    /// queued, and graph captures bring scratch of their own.
    grid_counters: Mutex<Vec<(usize, DeviceBuffer<W>)>>,
    /// Launch kernels with grid barriers cooperatively even where the
    /// device overlaps launches (`with_cooperative_grids`).
    cooperative_grids: bool,
    /// The plan small calls run on, where the GPU's class has one (`super::latency`).
    latency: Option<LatencyPlan<TypedEngine<W>>>,
}

/// Every table of `plan` as one host vector per table (values, and
/// companions), each tower's entries after the last's: the device
/// buffers' contents, computed one tower's table at a time
/// (`tables::for_each_table`) into vectors allocated once, exactly; and
/// the towers' `ModConst`s.
fn host_tables(plan: &Plan) -> Result<(Vec<(Vec<u64>, Vec<u64>)>, Vec<u64>)> {
    use codegen::memory::alloc;
    use codegen::plan::tables::{self, TableError};
    let name = &plan.spec.name;
    let table_error = |e: TableError| match e {
        TableError::Alloc(a) => Error::HostMemory(a.in_spec(name)),
        e => Error::Invalid(format!("{name}: {e}")),
    };
    let mut flat = vec![];
    for decl in &plan.tables {
        let words = decl.words() * plan.towers;
        let values = alloc::with_capacity(words, &format!("table {}", decl.name)).map_err(|e| e.in_spec(name))?;
        let companions = alloc::with_capacity(if decl.paired { 0 } else { words }, &format!("the companions of table {}", decl.name)).map_err(|e| e.in_spec(name))?;
        flat.push((values, companions));
    }
    tables::for_each_table(plan, |_, i, e| -> Result<(), TableError> {
        let (values, companions) = &mut flat[i];
        e.store(0..e.len(), values, companions);
        Ok(())
    })
    .map_err(table_error)?;
    let mut mods = vec![];
    for m in tables::moduli(plan).map_err(table_error)? {
        let c = m.consts();
        mods.extend([c.q, c.c[0], c.c[1], c.c[2]]);
    }
    Ok((flat, mods))
}

/// Words of `ModConst` per tower (q and three constants).
const MOD_WORDS: usize = 4;

/// The plan `gpu` runs for `spec`: where the spec names no `gpu`, the
/// spec resolved with the device's class as if it had named it
/// (`ValidSpec::for_class`: the class's tuned knobs fill what it leaves
/// out), where that lowers; the spec's own plan otherwise (`gpu = "none"`,
/// a named class, a device of no class, run-time primes).
pub fn plan_for(gpu: &Gpu, spec: &ValidSpec) -> Result<Plan> {
    if let Some(class) = gpu.tuned_class() {
        let on = spec.for_class(class).map_err(|e| Error::Invalid(format!("{}: {e}", spec.name)))?;
        if let Ok(p) = plan::lower(&on) {
            return Ok(p);
        }
    }
    plan::lower(spec).map_err(|e| Error::Invalid(format!("{}: {e}", spec.name)))
}

impl<W: EngineWord> TypedEngine<W> {
    /// Compiles `spec` for `gpu` (through the on-disk cache) and uploads its
    /// tables: the plan this GPU runs for it ([`plan_for`]: a spec that
    /// names no `gpu` takes the device's class's tuned knobs where it
    /// leaves them out; [`TypedEngine::tuned_entry`] says which).
    pub fn new(gpu: Arc<Gpu>, spec: &ValidSpec) -> Result<Self> {
        let plan = plan_for(&gpu, spec)?;
        Self::from_plan(gpu, plan)
    }

    /// As [`TypedEngine::new`], from a lowered plan: exactly that plan.
    pub fn from_plan(gpu: Arc<Gpu>, plan: Plan) -> Result<Self> {
        let spec = plan.spec.clone();
        if spec.word != W::WORD {
            return Err(Error::Invalid(format!(
                "{}: the spec's word is {:?}; use TypedEngine<{}> (or runtime::Engine, which picks it)",
                spec.name,
                spec.word,
                if spec.word == Word::U32 { "u32" } else { "u64" }
            )));
        }
        let (source, info) = emit(&plan, gpu.arch())?;
        let (compiled, module) = gpu.compile_and_load(KernelCache::global(), &source, &spec.name, &compile_options(&info))?;
        let kernels = info.kernels.iter().map(|k| module.kernel(&k.name)).collect::<Result<Vec<_>>>()?;
        let (flat, mods) = host_tables(&plan)?;
        // Read-only, uploaded once and synchronized below: no event tracking needed.
        let (tables, mods) = gpu.untracked(|| -> Result<_> {
            let mut tables = vec![];
            for ((v, c), decl) in flat.iter().zip(&plan.tables) {
                // The stride the kernels index a tower's entries by (memory.rs renders
                // `blockIdx.z * decl.words()`): the pointer offset of a tower range.
                let per_tower = decl.words();
                if !v.is_empty() && v.len() != per_tower * plan.towers {
                    return Err(Error::Invalid(format!("{}: table {} holds {} words, the plan says {} towers x {per_tower}", spec.name, decl.name, v.len(), plan.towers)));
                }
                // Zero-length device buffers are not allowed; pad to one word.
                let upload = |x: &Vec<u64>| -> Result<DeviceBuffer<W>> { gpu.upload(&to_words::<W>(if x.is_empty() { &[0] } else { x }).map_err(|e| e.in_spec(&spec.name))?) };
                tables.push((upload(v)?, upload(c)?, per_tower));
            }
            Ok((tables, gpu.upload(&to_words::<W>(&mods)?)?))
        })?;
        gpu.stream().synchronize()?;
        // At least one: the host entry points split the batch over these.
        let streams = gpu.new_streams((spec.streams as usize).max(1))?;
        let latency = LatencyPlan::of(&spec, gpu.tuned_class())?;
        Ok(TypedEngine { gpu, plan, info, compiled, _module: module, kernels, tables, mods, streams, scratch: Mutex::new(vec![]), grid_counters: Mutex::new(vec![]), cooperative_grids: false, latency })
    }

    /// The plan this engine runs.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }
    /// The tuned entry (`codegen/tuned.toml`) whose knobs the plan took:
    /// its GPU class's for the workload, where the spec left knobs to the
    /// class (or named it) and the class has one; `None`: the built-in
    /// defaults, or knobs the spec wrote.
    pub fn tuned_entry(&self) -> Option<&'static codegen::spec::tuned::Entry> {
        self.plan.spec.tuned_entry()
    }
    /// This engine launching its kernels with grid barriers (the one-launch
    /// programs, `<program>_coop`) cooperatively, as the C functions do,
    /// also where the device could overlap them with the launch before
    /// (to time or test that path).
    pub fn with_cooperative_grids(mut self) -> Self {
        self.cooperative_grids = true;
        self
    }

    /// The device address of `stream`'s grid-barrier counter, one zeroed
    /// word allocated on first use. One per stream: launches on one stream
    /// are ordered, so they never arrive at one barrier together (the
    /// barrier needs no reset, `templates/grid.cu`). `None` where the
    /// stream has none yet and is being captured: an allocation there would
    /// belong to the graph, so that launch goes cooperatively instead.
    fn grid_counter(&self, stream: &Stream) -> Result<Option<u64>> {
        let mut all = self.grid_counters.lock().map_err(|_| Error::Invalid("grid counter lock poisoned by a panic".into()))?;
        if let Some((_, d)) = all.iter().find(|(id, _)| *id == stream.id()) {
            return Ok(Some(d.device_address()));
        }
        if stream.is_capturing()? {
            return Ok(None);
        }
        let d = self.gpu.untracked(|| stream.alloc_zeros::<W>(1))?;
        let at = d.device_address();
        all.push((stream.id(), d));
        Ok(Some(at))
    }
    /// What the emitter derived from the plan for this GPU.
    pub fn info(&self) -> &Info {
        &self.info
    }
    /// The GPU the engine runs on.
    pub fn gpu(&self) -> &Arc<Gpu> {
        &self.gpu
    }
    /// The compiled module (PTX and CUBIN).
    pub fn compiled(&self) -> &Compiled {
        &self.compiled
    }
    /// Per kernel of the plan, in order: registers, local memory and
    /// shared memory as the driver reports them for the loaded code.
    pub fn kernel_attrs(&self) -> Vec<KernelAttrs> {
        self.kernels.iter().map(Kernel::attrs).collect()
    }
    /// Per kernel compiled with thread-block clusters: its name, the cluster
    /// size and how many such clusters the GPU holds at once at the plan's
    /// block shape (`cuOccupancyMaxActiveClusters`).
    pub fn cluster_occupancy(&self) -> Result<Vec<(String, u32, u32)>> {
        let mut out = vec![];
        for (k, ki) in self.kernels.iter().zip(&self.info.kernels) {
            if ki.cluster_blocks > 1 {
                let dims = launch_dims(ki, 1, 1);
                k.set_max_dynamic_shared(ki.shared_bytes.max(1))?;
                out.push((ki.name.clone(), ki.cluster_blocks, k.max_active_clusters(&dims, &self.streams[0])?));
            }
        }
        Ok(out)
    }
        /// The engine's own streams (the host entry points spread a batch over them).
    pub fn streams(&self) -> &[Stream] {
        &self.streams
    }
    /// All of the plan's towers.
    pub fn all_towers(&self) -> Range<usize> {
        0..self.plan.towers
    }
    /// Words a device operand over `towers` x `batch` holds.
    pub fn operand_words(&self, towers: Range<usize>, batch: usize) -> Result<usize> {
        check::words(&self.plan, &towers, batch)
    }

    // ---- device entry points ------------------------------------------------

    /// Enqueues program `name` on `stream` over device operands (each
    /// transformed in place) for `towers` x `batch`. Asynchronous.
    /// Every word must be below its tower's prime (not checked on the device).
    pub fn run_on(&self, stream: &Stream, name: &str, operands: &mut [&mut DeviceBuffer<W>], towers: Range<usize>, batch: usize) -> Result<()> {
        if let Some((e, p)) = self.route(name)? {
            return e.run_on(stream, p, operands, towers, batch);
        }
        let slots = operands.iter_mut().map(|b| Slot::Out(&mut **b)).collect();
        self.run_slots(stream, name, slots, towers, batch)
    }

    /// The program that runs `name` for `towers` x `batch` polynomials on
    /// this GPU: for a call small enough for the latency plan
    /// (`super::latency`), that plan's choice, named `latency/<program>`;
    /// else [`TypedEngine::plan_program_for`]. The device and host entry
    /// points for forward, inverse and polymul run this; `run_on` runs
    /// exactly the program it is given.
    pub fn program_for(&self, name: &str, towers: usize, batch: usize) -> Result<String> {
        match self.latency_for(name, towers, batch)? {
            Some(e) => Ok(format!("{LATENCY_PREFIX}{}", e.plan_program_name(name, towers, batch)?)),
            None => self.plan_program_for(name, towers, batch),
        }
    }

    /// The engine and program a call of `name` over `towers` x `batch` runs
    /// on: [`TypedEngine::program_for`]'s choice, its name not built (the
    /// entry points ask on every call).
    fn call_target<'s>(&'s self, name: &'s str, towers: usize, batch: usize) -> Result<(&'s TypedEngine<W>, &'s str)> {
        match self.latency_for(name, towers, batch)? {
            Some(e) => Ok((e, e.plan_program_name(name, towers, batch)?)),
            None => Ok((self, self.plan_program_name(name, towers, batch)?)),
        }
    }

    /// This plan's program for `name` over `towers` x `batch`: its one-launch
    /// form (`<name>_coop`) where the plan has one, pays for this many
    /// polynomials (`Plan::one_launch_pays`: the several-launch grid at most
    /// two blocks per SM) and its whole grid fits the GPU at once (asked of
    /// the driver once per kernel shape), else `name` itself.
    pub fn plan_program_for(&self, name: &str, towers: usize, batch: usize) -> Result<String> {
        self.plan_program_name(name, towers, batch).map(str::to_string)
    }

    /// [`TypedEngine::plan_program_for`], borrowed.
    pub(crate) fn plan_program_name<'s>(&'s self, name: &'s str, towers: usize, batch: usize) -> Result<&'s str> {
        let Some(one) = self.plan.one_launch(name) else { return Ok(name) };
        if !self.plan.one_launch_pays(name, towers, batch, self.gpu.info().multiprocessors as usize) {
            return Ok(name);
        }
        for step in &one.steps {
            let ki = &self.info.kernels[step.kernel];
            let dims = launch_dims(ki, towers, batch);
            if !ki.cooperative || dims.blocks() > self.kernels[step.kernel].max_resident_blocks(&dims)? {
                return Ok(name);
            }
        }
        Ok(&one.name)
    }

    /// Forward transform of `x` in place, on `stream` (one launch where the
    /// batch fits the GPU at once: `program_for`). Asynchronous.
    pub fn forward_on(&self, stream: &Stream, x: &mut DeviceBuffer<W>, towers: Range<usize>, batch: usize) -> Result<()> {
        let (e, p) = self.call_target(programs::FORWARD, towers.len(), batch)?;
        e.run_slots(stream, p, vec![Slot::Out(x)], towers, batch)
    }
    /// Inverse transform of `x` in place, on `stream` (`program_for`). Asynchronous.
    pub fn inverse_on(&self, stream: &Stream, x: &mut DeviceBuffer<W>, towers: Range<usize>, batch: usize) -> Result<()> {
        let (e, p) = self.call_target(programs::INVERSE, towers.len(), batch)?;
        e.run_slots(stream, p, vec![Slot::Out(x)], towers, batch)
    }
    /// The pointwise product of two transformed operands into `x`, on `stream`. Asynchronous.
    pub fn pointwise_on(&self, stream: &Stream, x: &mut DeviceBuffer<W>, y: &DeviceBuffer<W>, towers: Range<usize>, batch: usize) -> Result<()> {
        self.run_slots(stream, programs::POINTWISE, vec![Slot::Out(x), Slot::In(y)], towers, batch)
    }
    /// `a = a * b` in the ring (two forwards, the product, the inverse; one
    /// whole-product kernel where the transform is one kernel), on `stream`.
    /// What `b` holds afterwards depends on the plan (the program's doc says:
    /// forward(b), b itself, or partly transformed). Asynchronous.
    pub fn polymul_on(&self, stream: &Stream, a: &mut DeviceBuffer<W>, b: &mut DeviceBuffer<W>, towers: Range<usize>, batch: usize) -> Result<()> {
        let (e, p) = self.call_target(programs::POLYMUL, towers.len(), batch)?;
        e.run_slots(stream, p, vec![Slot::Out(a), Slot::Out(b)], towers, batch)
    }

    fn run_slots(&self, stream: &Stream, name: &str, operands: Vec<Slot<'_, W>>, towers: Range<usize>, batch: usize) -> Result<()> {
        self.run_bound(stream, name, operands, towers, batch, &FusedBind::none())
    }

    /// `run_slots` with a fused form's arrays and skipped towers bound.
    pub(crate) fn run_bound(&self, stream: &Stream, name: &str, operands: Vec<Slot<'_, W>>, towers: Range<usize>, batch: usize, bind: &FusedBind<'_, W>) -> Result<()> {
        let program = check::program(&self.plan, name, operands.len())?;
        let words = check::words(&self.plan, &towers, batch)?;
        self.check_stream(stream)?;
        for (i, (o, &b)) in operands.iter().zip(&program.operands).enumerate() {
            let buf: &DeviceBuffer<W> = match o {
                Slot::In(b) => b,
                Slot::Out(b) => b,
            };
            let what = &self.plan.buffers[b].name;
            check::operand_len(&self.plan, program, i, what, buf.len(), &towers, batch)?;
            if buf.context_id() != self.gpu_context() {
                return Err(Error::Invalid(format!("operand {what} lives in another CUDA context; allocate it from this engine's Gpu")));
            }
        }
        let mut slots: Vec<Option<Slot<'_, W>>> = (0..self.plan.buffers.len()).map(|_| None).collect();
        for (o, &b) in operands.into_iter().zip(&program.operands) {
            slots[b] = Some(o);
        }
        if program.scratch.is_empty() {
            // No scratch: the stream's scratch list is not touched (nor locked).
            return self.enqueue(stream, program, &mut slots, &towers, batch, bind);
        }
        let mut scratch = self.scratch.lock().map_err(|_| Error::Invalid("scratch lock poisoned by a panic".into()))?;
        let i = match scratch.iter().position(|s| s.stream == stream.id()) {
            Some(i) => i,
            None => {
                scratch.push(Scratch { stream: stream.id(), bufs: (0..self.plan.buffers.len()).map(|_| None).collect() });
                scratch.len() - 1
            }
        };
        let s = &mut scratch[i];
        for &b in &program.scratch {
            // Grown on the stream that uses it: a smaller buffer is freed in that
            // stream's order, after the launches already queued on it.
            let want = self.scratch_words(b, words, towers.len(), batch);
            if !matches!(&s.bufs[b], Some(d) if d.len() >= want) {
                s.bufs[b] = None;
                s.bufs[b] = Some(self.alloc_buffer(stream, b, want)?);
            }
        }
        for (b, buf) in s.bufs.iter_mut().enumerate() {
            if let (Some(buf), true) = (buf.as_mut(), program.scratch.contains(&b)) {
                slots[b] = Some(Slot::Out(buf));
            }
        }
        self.enqueue(stream, program, &mut slots, &towers, batch, bind)
    }

    /// Words of plan buffer `b` as scratch of a call whose data is `words`
    /// words: a streamed kernel's counters are one per polynomial and the
    /// ticket (`Buf::Counters`), any other scratch holds the data.
    pub(crate) fn scratch_words(&self, b: usize, words: usize, towers: usize, batch: usize) -> usize {
        match self.plan.buffers[b].kind {
            BufferKind::Counters => towers * batch + 1,
            _ => words,
        }
    }

    /// Plan buffer `b` as scratch of `words` words: counters zeroed (every
    /// launch leaves them so), any other scratch poisoned (`alloc_scratch`).
    pub(crate) fn alloc_buffer(&self, stream: &Stream, b: usize, words: usize) -> Result<DeviceBuffer<W>> {
        match self.plan.buffers[b].kind {
            BufferKind::Counters => Ok(self.gpu.untracked(|| stream.alloc_zeros::<W>(words))?),
            _ => self.alloc_scratch(stream, words),
        }
    }

    /// A scratch buffer, untracked, poisoned: a read of scratch nothing wrote
    /// shows up as a value >= q.
    pub(crate) fn alloc_scratch(&self, stream: &Stream, words: usize) -> Result<DeviceBuffer<W>> {
        let mut d = self.gpu.untracked(|| stream.alloc_zeros::<W>(words))?;
        stream.fill_bytes(&mut d, 0xff)?;
        Ok(d)
    }

    fn gpu_context(&self) -> usize {
        self.gpu.stream().context_id()
    }

    pub(crate) fn check_stream(&self, stream: &Stream) -> Result<()> {
        if stream.context_id() != self.gpu_context() {
            return Err(Error::Invalid("the stream belongs to another CUDA context; create it from this engine's Gpu".into()));
        }
        Ok(())
    }

    /// Every launch of `program` on `stream`; `slots` holds a buffer for
    /// each plan buffer the program binds.
    pub(crate) fn enqueue(&self, stream: &Stream, program: &Program, slots: &mut [Option<Slot<'_, W>>], towers: &Range<usize>, batch: usize, bind: &FusedBind<'_, W>) -> Result<()> {
        for step in &program.steps {
            self.launch_step(stream, step, slots, towers, batch, bind)?;
        }
        Ok(())
    }

    /// One launch: shape from the emitter's `Info`, arguments from the step's
    /// bindings; tables and moduli offset to tower `towers.start`.
    fn launch_step(&self, stream: &Stream, step: &Step, slots: &mut [Option<Slot<'_, W>>], towers: &Range<usize>, batch: usize, bind: &FusedBind<'_, W>) -> Result<()> {
        let ki = &self.info.kernels[step.kernel];
        // A kernel that skips towers runs a block tower per tower it keeps.
        let launched = if self.plan.kernels[step.kernel].skip_towers { towers.len().saturating_sub(bind.skip.1) } else { towers.len() };
        let mut dims = launch_dims(ki, launched, batch);
        // A kernel with grid barriers: launched plainly with a counter of
        // this stream's, so that it may overlap the grid before it, where
        // the device can (its whole grid checked to fit at once, as a
        // cooperative launch is); else cooperatively, the counter null.
        let overlapped = ki.cooperative && ki.overlap && !self.cooperative_grids && self.kernels[step.kernel].overlaps_launches();
        let counter = if overlapped { self.grid_counter(stream)? } else { None };
        if counter.is_some() {
            dims = dims.with_cooperative(false).with_resident(true);
        }
        let grid_counter = counter.unwrap_or(0);
        if ki.persistent {
            // About as many blocks as the GPU holds (asked of the driver once per shape).
            let polys = (towers.len() * batch) as u64;
            dims.grid[0] = codegen::emit::persistent_grid_x(self.kernels[step.kernel].max_resident_blocks(&dims)?, polys);
            check::ticket_room(ki, polys, dims.blocks())?;
        }
        let mut free: Vec<Option<&mut Slot<'_, W>>> = slots.iter_mut().map(Option::as_mut).collect();
        let bytes = std::mem::size_of::<W>() as u64;
        let t0 = towers.start as u64;
        let mut args: Vec<KernelArg> = Vec::with_capacity(ki.params.len());
        for p in &ki.params {
            let a = match p {
                Param::Buf(b) => {
                    let slot = step.bind.iter().find(|x| x.0 == *b).and_then(|x| free.get_mut(x.1)).and_then(Option::take);
                    match (slot, *b == Buf::Y) {
                        (Some(Slot::Out(d)), true) => Some(W::arg_in(d)),
                        (Some(Slot::Out(d)), false) => Some(W::arg_out(d)),
                        (Some(Slot::In(d)), true) => Some(W::arg_in(d)),
                        (Some(Slot::In(_)), false) => return Err(Error::Invalid(format!("{}: writes a read-only operand", ki.name))),
                        (None, _) => None,
                    }
                }
                // Device addresses by value: the kernel sees tower t0 as tower 0.
                Param::Table(i, part) => {
                    let (v, c, per) = &self.tables[*i];
                    let base = match part {
                        Part::Value => v,
                        Part::Companion => c,
                    };
                    Some(KernelArg::U64(base.device_address() + t0 * *per as u64 * bytes))
                }
                Param::Mods => Some(KernelArg::U64(self.mods.device_address() + t0 * MOD_WORDS as u64 * bytes)),
                Param::GridCounter => Some(KernelArg::U64(grid_counter)),
                // A fused form's arrays (each indexed by the call's towers) and
                // skipped towers (`run_fused_on` checked and bound them).
                Param::TowerArg(a) => match bind.arrays.get(*a).copied().flatten() {
                    Some(d) => Some(W::arg_in(d)),
                    None => return Err(Error::Invalid(format!("{}: a fused form's kernel takes its per-tower arrays: run it with run_fused_on", ki.name))),
                },
                Param::SkipAt => Some(KernelArg::U64(bind.skip.0 as u64)),
                Param::SkipLen => Some(KernelArg::U64(bind.skip.1 as u64)),
            };
            args.push(a.ok_or_else(|| Error::Invalid(format!("{}: parameter {p:?} has no buffer", ki.name)))?);
        }
        // SAFETY: arguments follow `ki.params` (the kernel's signature, from the
        // emitter); buffer lengths were checked against towers x batch.
        unsafe { stream.launch(&self.kernels[step.kernel], dims, args) }
    }

    // ---- the plan for small calls (`super::latency`) --------------------------

    /// The latency plan's engine, compiled on first use.
    fn latency_engine(&self) -> Result<&TypedEngine<W>> {
        let Some(l) = &self.latency else {
            return Err(Error::Invalid(format!("{}: no latency plan on this GPU; use a program of the plan ({LATENCY_PREFIX})", self.plan.spec.name)));
        };
        // Exactly the variant's plan (it names `gpu = "none"`: no class fills it again).
        l.engine(&self.plan.spec.name, |spec| TypedEngine::new(Arc::clone(&self.gpu), spec))
    }

    /// The latency plan's engine where it runs program `name` for a call of
    /// `towers` x `batch` polynomials: forward and inverse, and polymul where
    /// the program each plan runs for this call leaves the second operand
    /// alike (their docs say the same).
    fn latency_for(&self, name: &str, towers: usize, batch: usize) -> Result<Option<&TypedEngine<W>>> {
        if !self.latency.as_ref().is_some_and(|l| l.serves(name, towers.saturating_mul(batch) as u64)) {
            return Ok(None);
        }
        let e = self.latency_engine()?;
        // Forward and inverse mean the same in both plans (same transform and
        // output order; a doc may also say how, e.g. a streamed forward's).
        // Polymul's doc says what it leaves in y: the one-launch product of
        // one plan may leave y as its several-launch polymul does not (a
        // plan whose last kernel is too wide for the fused product), so the
        // programs compared are the ones this call would run on each.
        if name != programs::POLYMUL {
            return Ok(self.plan.program(name).and(e.plan.program(name)).map(|_| e));
        }
        let (mine, theirs) = (self.plan_program_name(name, towers, batch)?, e.plan_program_name(name, towers, batch)?);
        let same = match (self.plan.program(mine), e.plan.program(theirs)) {
            (Some(a), Some(b)) => a.doc == b.doc,
            _ => false,
        };
        Ok(same.then_some(e))
    }

    /// Where a program name runs: `latency/<p>` on the latency plan's
    /// engine as `p`, any other name on this engine.
    pub(crate) fn route<'s, 'n>(&'s self, name: &'n str) -> Result<Option<(&'s TypedEngine<W>, &'n str)>> {
        match name.strip_prefix(LATENCY_PREFIX) {
            Some(p) if self.latency.is_none() => Err(Error::Invalid(format!(
                "program {name:?}: {} has no latency plan here (its GPU class has no latency entry for the spec, the spec sets knobs of its own, or the engine was made without_latency); run {p:?}, or the name program_for gives",
                self.plan.spec.name
            ))),
            Some(p) => Ok(Some((self.latency_engine()?, p))),
            None => Ok(None),
        }
    }

    /// This engine without its latency plan: every call runs the spec's own
    /// plan (to time or test it for one polynomial).
    pub fn without_latency(mut self) -> Self {
        self.latency = None;
        self
    }

    /// The spec of the plan small calls run on, where there is one, and the
    /// most polynomials a call may have for it.
    pub fn latency_spec(&self) -> Option<(&ValidSpec, u64)> {
        self.latency.as_ref().map(|l| (&l.spec, l.max_polys))
    }

    // ---- host entry points --------------------------------------------------

    /// Runs program `name` over host operands (each transformed in place) for
    /// `towers` x `batch`: checked (lengths, ranges, words below q), split in
    /// one chunk of polynomials per engine stream, each uploaded once and
    /// downloaded once. Blocks until done.
    pub fn run_host(&self, name: &str, operands: &mut [&mut [W]], towers: Range<usize>, batch: usize) -> Result<()> {
        if let Some((e, p)) = self.route(name)? {
            return e.run_host(p, operands, towers, batch);
        }
        let program = check::program(&self.plan, name, operands.len())?;
        for (o, &b) in operands.iter().zip(&program.operands) {
            let what = &self.plan.buffers[b].name;
            check::len(&self.plan, what, o.len(), &towers, batch)?;
            check::reduced(&self.plan, what, o, &towers)?;
        }
        let per = towers.len() * self.plan.words_per_poly;
        let mut pending = vec![];
        for (stream, polys) in self.streams.iter().zip(chunks(batch, self.streams.len())) {
            let range = polys.start * per..polys.end * per;
            let mut bufs = vec![];
            for o in operands.iter() {
                bufs.push(self.gpu.untracked(|| stream.upload(&o[range.clone()]))?);
            }
            let mut refs: Vec<&mut DeviceBuffer<W>> = bufs.iter_mut().collect();
            self.run_on(stream, name, &mut refs, towers.clone(), polys.len())?;
            pending.push((range, bufs, stream));
        }
        for (range, bufs, stream) in pending {
            for (o, d) in operands.iter_mut().zip(&bufs) {
                stream.copy_to_host(d, &mut o[range.clone()])?;
            }
        }
        Ok(())
    }

}

/// `batch` polynomials split in at most `parts` contiguous, non-empty,
/// near-equal chunks, in order.
pub fn chunks(batch: usize, parts: usize) -> Vec<Range<usize>> {
    let parts = parts.clamp(1, batch.max(1));
    let (base, extra) = (batch / parts, batch % parts);
    let mut out = vec![];
    let mut at = 0;
    for i in 0..parts {
        let len = base + usize::from(i < extra);
        if len > 0 {
            out.push(at..at + len);
        }
        at += len;
    }
    out
}

impl<W: EngineWord> Drop for TypedEngine<W> {
    /// Waits for the device before the tables and scratch (untracked) are
    /// freed under work that may still read them.
    fn drop(&mut self) {
        let _ = self.gpu.synchronize();
    }
}

/// A kernel's launch shape from the emitter's `Info` (the plan's grid,
/// block, shared memory and cluster size): the batch on y, towers on z.
fn launch_dims(ki: &KernelInfo, towers: usize, batch: usize) -> LaunchDims {
    LaunchDims::new([ki.grid_x, batch as u32, towers as u32], [ki.block[0], ki.block[1], 1], ki.shared_bytes).with_cluster(ki.cluster_blocks).with_cooperative(ki.cooperative).with_overlap(ki.overlap)
}

/// Forward, inverse, pointwise and polymul of host words over every tower
/// ([`Transforms`]), through [`TypedEngine::run_host`].
impl<W: EngineWord> Transforms<W> for TypedEngine<W> {
    fn spec_name(&self) -> &str {
        &self.plan().spec.name
    }
    fn run_host_program(&self, name: &str, operands: &mut [&mut [W]], batch: usize) -> Result<()> {
        self.run_host(name, operands, self.all_towers(), batch)
    }
    /// As the device entry points: the one-launch form or the latency plan
    /// where they run ([`TypedEngine::program_for`]).
    fn program_for_batch(&self, name: &str, batch: usize) -> Result<String> {
        self.program_for(name, self.all_towers().len(), batch)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_the_batch_in_order() {
        for batch in 1..40 {
            for parts in 1..9 {
                let c = chunks(batch, parts);
                assert_eq!(c.len(), parts.min(batch), "batch {batch} parts {parts}");
                assert_eq!(c[0].start, 0);
                assert_eq!(c.last().unwrap().end, batch);
                for w in c.windows(2) {
                    assert_eq!(w[0].end, w[1].start);
                }
                let (lo, hi) = (c.iter().map(|r| r.len()).min().unwrap(), c.iter().map(|r| r.len()).max().unwrap());
                assert!(lo >= 1 && hi - lo <= 1, "batch {batch} parts {parts}: {c:?}");
            }
        }
    }
}


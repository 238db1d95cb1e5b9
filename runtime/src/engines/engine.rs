//! The host-slice API: a spec compiled for the GPU in hand (word picked from
//! the spec), forward / inverse / pointwise / polymul over `u64` host data,
//! spread over the spec's streams. Built on [`TypedEngine`], which is the
//! device-resident API (see [`super::typed`]).

use super::latency::LATENCY_PREFIX;
use super::transforms::Transforms;
use super::typed::TypedEngine;
use super::word::EngineWord;
use crate::compiler::Compiled;
use crate::device::{Gpu, KernelAttrs};
use crate::error::{Error, Result};
use codegen::emit::Info;
use codegen::executor::{check_fused_call, check_input, check_program, ExecError, Executor, TowerArgs};
use codegen::plan::{programs, Plan};
use codegen::spec::{ValidSpec, Word};
use std::sync::Arc;

/// The spec's word chosen at run time: the typed engine behind [`Engine`].
enum Words {
    U32(TypedEngine<u32>),
    U64(TypedEngine<u64>),
}

/// A spec ready to run on one GPU, over host words as `u64` whatever the
/// spec's word: the [`Executor`] the test suites drive. For device buffers,
/// caller streams, tower ranges and no widening, use the typed engine
/// ([`Engine::u32`] / [`Engine::u64`], or [`TypedEngine`] directly).
pub struct Engine {
    words: Words,
}

/// Calls `$body` with `$t` bound to the typed engine, whichever word it is.
macro_rules! typed {
    ($self:expr, $t:ident => $body:expr) => {
        match &$self.words {
            Words::U32($t) => $body,
            Words::U64($t) => $body,
        }
    };
}

impl Engine {
    /// Compile `spec` for `gpu` (through the on-disk cache) and upload its
    /// tables: the plan this GPU runs for it ([`crate::engines::typed::plan_for`]: a
    /// spec that names no `gpu` takes the device's class's tuned knobs
    /// where it leaves them out; [`Engine::tuned_entry`] says which).
    pub fn new(gpu: Arc<Gpu>, spec: &ValidSpec) -> Result<Engine> {
        let plan = crate::engines::typed::plan_for(&gpu, spec)?;
        Self::from_plan(gpu, plan)
    }

    /// As [`Engine::new`], from a lowered plan: exactly that plan.
    pub fn from_plan(gpu: Arc<Gpu>, plan: Plan) -> Result<Engine> {
        let words = match plan.spec.word {
            Word::U32 => Words::U32(TypedEngine::from_plan(gpu, plan)?),
            Word::U64 => Words::U64(TypedEngine::from_plan(gpu, plan)?),
        };
        Ok(Engine { words })
    }

    /// This engine without its latency plan (`super::latency`): every call
    /// runs the spec's own plan.
    pub fn without_latency(self) -> Engine {
        let words = match self.words {
            Words::U32(t) => Words::U32(t.without_latency()),
            Words::U64(t) => Words::U64(t.without_latency()),
        };
        Engine { words }
    }

    /// The typed engine, when the spec's word is `u32`.
    pub fn u32(&self) -> Option<&TypedEngine<u32>> {
        match &self.words {
            Words::U32(t) => Some(t),
            Words::U64(_) => None,
        }
    }
    /// The typed engine, when the spec's word is `u64`.
    pub fn u64(&self) -> Option<&TypedEngine<u64>> {
        match &self.words {
            Words::U64(t) => Some(t),
            Words::U32(_) => None,
        }
    }

    /// The plan this engine runs.
    pub fn plan(&self) -> &Plan {
        typed!(self, t => t.plan())
    }
    /// The tuned entry whose knobs the plan took ([`TypedEngine::tuned_entry`]).
    pub fn tuned_entry(&self) -> Option<&'static codegen::spec::tuned::Entry> {
        typed!(self, t => t.tuned_entry())
    }
    /// What the emitter derived from the plan for this GPU.
    pub fn info(&self) -> &Info {
        typed!(self, t => t.info())
    }
    /// The GPU the engine runs on.
    pub fn gpu(&self) -> &Gpu {
        typed!(self, t => t.gpu())
    }
    /// The compiled module (PTX and CUBIN).
    pub fn compiled(&self) -> &Compiled {
        typed!(self, t => t.compiled())
    }

    /// Runs the plan's program `name` over the batch (all towers), split into
    /// one contiguous chunk per stream: each chunk's operands are uploaded
    /// once, every launch runs on the device, and the operands come back once.
    /// A `latency/<program>` name (from [`Engine::program_for`]) runs on the
    /// latency plan (`super::latency`).
    pub fn run_program(&self, name: &str, operands: &mut [&mut [u64]], batch: usize) -> Result<()> {
        let plan = typed!(self, t => t.route(name)?.map_or(t.plan(), |(e, _)| e.plan()));
        let base = name.strip_prefix(LATENCY_PREFIX).unwrap_or(name);
        check_program(plan, base, operands, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        typed!(self, t => run_widened(t, name, operands, batch))
    }

    /// Fused form `name` on host words over every tower: the interpreter's
    /// checks (operand lengths and residues, one array per constant with a
    /// word per tower below its prime, a Shoup pair's companions, the
    /// skipped towers), then the form's launches
    /// ([`TypedEngine::run_fused_on`]); x comes back. Blocks until done.
    pub fn run_fused(&self, name: &str, operands: &mut [&mut [u64]], args: &TowerArgs, batch: usize) -> Result<()> {
        check_fused_call(self.plan(), name, operands, args, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        typed!(self, t => t.run_fused_host(name, operands, args, batch))
    }

    /// The program that runs `name` over `batch` polynomials of every
    /// tower here: its one-launch form where that fits the GPU at once, on
    /// the latency plan for calls that small ([`TypedEngine::program_for`]).
    pub fn program_for(&self, name: &str, batch: usize) -> Result<String> {
        typed!(self, t => t.program_for(name, t.all_towers().len(), batch))
    }

    /// Times `reps` groups of 10 back-to-back forward transforms of a
    /// device-resident batch (no host copies inside the timed region);
    /// microseconds per call. One launch where the batch fits the GPU at
    /// once ([`Engine::program_for`]).
    pub fn time_forward(&self, batch: usize, reps: usize) -> Result<Vec<f32>> {
        self.time_program(&self.program_for(programs::FORWARD, batch)?, batch, reps)
    }

    /// As `time_forward`, for a whole product (the `polymul` program).
    pub fn time_polymul(&self, batch: usize, reps: usize) -> Result<Vec<f32>> {
        self.time_program(&self.program_for(programs::POLYMUL, batch)?, batch, reps)
    }

    /// Per cluster kernel: name, cluster size, clusters resident at once.
    pub fn cluster_occupancy(&self) -> Result<Vec<(String, u32, u32)>> {
        typed!(self, t => t.cluster_occupancy())
    }

    /// Per kernel of the plan: the driver's registers, local and shared memory.
    pub fn kernel_attrs(&self) -> Vec<KernelAttrs> {
        typed!(self, t => t.kernel_attrs())
    }

    /// Times `reps` groups of 10 back-to-back runs of program `name` on
    /// device-resident operands (all towers); microseconds per run.
    pub fn time_program(&self, name: &str, batch: usize, reps: usize) -> Result<Vec<f32>> {
        typed!(self, t => t.time_program(name, t.all_towers(), batch, reps))
    }

    /// As [`Engine::time_program`], each run on the next of `sets` operand
    /// sets in turn: with 2 or more, no run starts on words the run before
    /// it left in L2.
    pub fn time_program_sets(&self, name: &str, batch: usize, reps: usize, sets: usize) -> Result<Vec<f32>> {
        typed!(self, t => t.time_program_sets(name, t.all_towers(), batch, reps, sets))
    }

    /// As [`Engine::time_program`], replaying the program as one CUDA graph.
    pub fn time_program_graph(&self, name: &str, batch: usize, reps: usize) -> Result<Vec<f32>> {
        typed!(self, t => t.time_program_graph(name, t.all_towers(), batch, reps))
    }
}

/// Host `u64` operands narrowed to `W`, run, and widened back.
fn run_widened<W: EngineWord>(t: &TypedEngine<W>, name: &str, operands: &mut [&mut [u64]], batch: usize) -> Result<()> {
    let mut words: Vec<Vec<W>> = vec![];
    for o in operands.iter() {
        let mut narrow = codegen::memory::alloc::with_capacity(o.len(), "an operand narrowed to the spec's word").map_err(|e| e.in_spec(&t.plan().spec.name))?;
        for (i, &x) in o.iter().enumerate() {
            // A word that does not fit is not below its prime either: say which.
            narrow.push(W::try_from(x).map_err(|_| Error::Invalid(format!("operand word {i} = {x} does not fit the spec's {:?} word; reduce it mod its prime first", W::WORD)))?);
        }
        words.push(narrow);
    }
    let mut refs: Vec<&mut [W]> = words.iter_mut().map(Vec::as_mut_slice).collect();
    t.run_host(name, &mut refs, t.all_towers(), batch)?;
    for (o, w) in operands.iter_mut().zip(&words) {
        for (v, x) in o.iter_mut().zip(w) {
            *v = (*x).into();
        }
    }
    Ok(())
}

/// The GPU behind the executor interface, so the CPU suites run here too.
impl Executor for Engine {
    fn name(&self) -> String {
        format!("cuda {}", self.gpu().info().name)
    }
    fn plan(&self) -> &Plan {
        Engine::plan(self)
    }
    fn run_program(&mut self, program: &str, operands: &mut [&mut [u64]], batch: usize) -> Result<(), ExecError> {
        Engine::run_program(self, program, operands, batch).map_err(|e| ExecError::Device(e.to_string()))
    }
    fn run_fused(&mut self, program: &str, operands: &mut [&mut [u64]], args: &TowerArgs, batch: usize) -> Result<(), ExecError> {
        Engine::run_fused(self, program, operands, args, batch).map_err(|e| ExecError::Device(e.to_string()))
    }
    fn runs_fused(&self) -> bool {
        true
    }
    /// Whether this plan's own one-launch form runs (`verify` runs it by name).
    fn one_launch_runs(&self, program: &str, batch: usize) -> bool {
        typed!(self, t => t.plan_program_for(program, t.all_towers().len(), batch)).is_ok_and(|p| p != program)
    }
    fn one_launch_preferred(&self, program: &str, batch: usize) -> bool {
        self.one_launch_runs(program, batch)
    }
    /// The program a call runs: on the latency plan for calls that small.
    fn choose(&self, name: &'static str, batch: usize) -> Result<String, ExecError> {
        self.program_for(name, batch).map_err(|e| ExecError::Device(e.to_string()))
    }
}

/// Forward, inverse, pointwise and polymul of host `u64` words
/// ([`Transforms`]): each operand checked below its prime, the
/// one-launch form where it fits the GPU at once ([`Engine::program_for`]).
impl Transforms<u64> for Engine {
    fn spec_name(&self) -> &str {
        &self.plan().spec.name
    }
    fn run_host_program(&self, name: &str, operands: &mut [&mut [u64]], batch: usize) -> Result<()> {
        for (i, o) in operands.iter().enumerate() {
            let what = ["x", "y"].get(i).copied().unwrap_or("operand");
            check_input(self.plan(), what, o, batch).map_err(|e| Error::Invalid(e.to_string()))?;
        }
        self.run_program(name, operands, batch)
    }

    fn program_for_batch(&self, name: &str, batch: usize) -> Result<String> {
        self.program_for(name, batch)
    }
}

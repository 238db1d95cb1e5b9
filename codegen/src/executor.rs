//! One interface over the CPU interpreter and the GPU, so every differential
//! suite is written once (the CubeCL pattern). Data is host-side, laid out
//! `batch x towers x words_per_poly`, and transformed in place.

use crate::interp::{run_kernel, Memory, RunError};
use crate::memory::alloc::{self, AllocError};
use crate::plan::ir::{programs, BufferKind, Plan, Program};
use crate::plan::tables::{self, TowerTables};

#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    #[error("{what}: expected {expected} words (batch {batch} x towers {towers} x {per_poly} per polynomial), got {got}")]
    Length { what: &'static str, expected: usize, got: usize, batch: usize, towers: usize, per_poly: usize },
    #[error("{what}[{index}] = {value} is not below its tower's prime {q}; reduce inputs mod q first")]
    NotReduced { what: &'static str, index: usize, value: u64, q: u64 },
    #[error("y[{index}] = {value} is not below the largest prime {max}: y's rows (from-y-row) are residues of the spec's towers; reduce it mod its tower's prime first")]
    RowWord { index: usize, value: u64, max: u64 },
    #[error("batch must be at least 1")]
    EmptyBatch,
    #[error("the plan has no program {name:?} (it has {have:?})")]
    NoProgram { name: String, have: Vec<String> },
    #[error("program {program} takes {expected} operand buffer(s), got {got}")]
    Operands { program: String, expected: usize, got: usize },
    #[error("program {program}, operand {operand}: expected {} words (batch {batch} x towers {towers} x {per_poly} per polynomial), got {got}", expected.map_or("more than addressable".to_string(), |e| e.to_string()))]
    OperandLength { program: String, operand: String, expected: Option<usize>, got: usize, batch: usize, towers: usize, per_poly: usize },
    #[error("{what}: batch {batch} x towers {towers} x {per_poly} words per polynomial overflows a length; use a smaller batch")]
    SizeOverflow { what: &'static str, batch: usize, towers: usize, per_poly: usize },
    #[error("program {program} takes {expected} per-tower array(s) ({names}), got {got}")]
    TowerArgs { program: String, expected: usize, names: String, got: usize },
    #[error("program {program}, per-tower array {name}: {problem}")]
    TowerArg { program: String, name: String, problem: String },
    #[error("program {program}: {problem}")]
    Skip { program: String, problem: String },
    #[error("{executor} does not run fused forms' programs ({program}); run them on the CPU interpreter or through the package's C functions")]
    NoFusedForms { executor: String, program: String },
    #[error(transparent)]
    Interp(#[from] crate::interp::InterpError),
    /// Memory for the spec's tables or buffers was refused.
    #[error(transparent)]
    Alloc(#[from] AllocError),
    #[error(transparent)]
    Tables(tables::TableError),
    #[error("{0}")]
    Device(String),
}

impl From<RunError> for ExecError {
    fn from(e: RunError) -> Self {
        match e {
            RunError::Fault(e) => ExecError::Interp(e),
            RunError::Alloc(e) => ExecError::Alloc(e),
        }
    }
}

impl From<tables::TableError> for ExecError {
    fn from(e: tables::TableError) -> Self {
        match e {
            tables::TableError::Alloc(e) => ExecError::Alloc(e),
            e => ExecError::Tables(e),
        }
    }
}

impl ExecError {
    /// The same error, a refused allocation naming spec `name`.
    pub fn in_spec(self, name: &str) -> Self {
        match self {
            ExecError::Alloc(a) => ExecError::Alloc(a.in_spec(name)),
            e => e,
        }
    }
}

pub trait Executor {
    fn name(&self) -> String;
    fn plan(&self) -> &Plan;

    /// Runs the plan's program `program` over `batch` polynomials per tower:
    /// `operands` are its operand buffers in order (each batch x towers x
    /// words_per_poly words), transformed in place. The one path every
    /// program takes; the methods below are programs with their checks.
    fn run_program(&mut self, program: &str, operands: &mut [&mut [u64]], batch: usize) -> Result<(), ExecError>;

    /// Runs a fused form's program (or its `_separate` program), which
    /// takes `args` besides its operands: its per-tower arrays and the
    /// towers it leaves out. An executor that runs none says so.
    fn run_fused(&mut self, program: &str, operands: &mut [&mut [u64]], args: &TowerArgs, batch: usize) -> Result<(), ExecError> {
        let _ = (operands, args, batch);
        Err(ExecError::NoFusedForms { executor: self.name(), program: program.to_string() })
    }

    /// Whether `run_fused` runs fused forms' programs here.
    fn runs_fused(&self) -> bool {
        false
    }

    /// Whether this executor can run program `name`'s one-launch form
    /// (`Plan::one_launch`) over `batch`: on a GPU, where its whole grid is
    /// resident at once; the interpreter always can.
    fn one_launch_runs(&self, _program: &str, _batch: usize) -> bool {
        true
    }

    /// Whether `forward`, `inverse` and `polymul` take the one-launch form
    /// for `batch`: a GPU does wherever it runs (fewer launches); the
    /// interpreter runs the several-launch form (`verify` runs both by name).
    fn one_launch_preferred(&self, _program: &str, _batch: usize) -> bool {
        false
    }

    /// The program that runs `name` for `batch`: its one-launch form where
    /// the plan has one and this executor prefers it for the batch (an
    /// executor may name a program of its own beside the plan's, as the
    /// GPU engine does for small calls: `runtime::engines::latency`).
    fn choose(&self, name: &'static str, batch: usize) -> Result<String, ExecError> {
        Ok(match self.plan().one_launch(name) {
            Some(p) if self.one_launch_preferred(name, batch) => p.name.clone(),
            _ => name.to_string(),
        })
    }

    fn forward(&mut self, x: &mut [u64], batch: usize) -> Result<(), ExecError> {
        check_input(self.plan(), "input", x, batch)?;
        let p = self.choose(programs::FORWARD, batch)?;
        self.run_program(&p, &mut [x], batch)
    }
    fn inverse(&mut self, x: &mut [u64], batch: usize) -> Result<(), ExecError> {
        check_input(self.plan(), "input", x, batch)?;
        let p = self.choose(programs::INVERSE, batch)?;
        self.run_program(&p, &mut [x], batch)
    }
    /// x <- x (.) y in the transformed domain.
    fn pointwise(&mut self, x: &mut [u64], y: &[u64], batch: usize) -> Result<(), ExecError> {
        check_input(self.plan(), "x", x, batch)?;
        check_input(self.plan(), "y", y, batch)?;
        let mut y = alloc::copied(y, "a copy of pointwise's operand y").map_err(|e| ExecError::from(e).in_spec(&self.plan().spec.name))?;
        self.run_program(programs::POINTWISE, &mut [x, &mut y], batch)
    }
    /// a * b in the spec's ring: the plan's `polymul` program (one
    /// whole-product kernel for one-kernel transforms; else two forwards,
    /// then the product fused into the inverse where the plan has that).
    fn polymul(&mut self, a: &[u64], b: &[u64], batch: usize) -> Result<Vec<u64>, ExecError> {
        check_input(self.plan(), "a", a, batch)?;
        check_input(self.plan(), "b", b, batch)?;
        let name = &self.plan().spec.name;
        let copy = |v: &[u64], what: &str| alloc::copied(v, what).map_err(|e| ExecError::from(e).in_spec(name));
        let (mut x, mut y) = (copy(a, "polymul's copy of a")?, copy(b, "polymul's copy of b")?);
        let p = self.choose(programs::POLYMUL, batch)?;
        self.run_program(&p, &mut [&mut x, &mut y], batch)?;
        Ok(x)
    }
}

/// The program `name` of `plan`, and that `operands` fit it.
pub fn check_program<'a>(plan: &'a Plan, name: &str, operands: &[&mut [u64]], batch: usize) -> Result<&'a Program, ExecError> {
    let program = plan.program(name).ok_or_else(|| ExecError::NoProgram { name: name.to_string(), have: plan.programs.iter().map(|p| p.name.clone()).collect() })?;
    if operands.len() != program.operands.len() {
        return Err(ExecError::Operands { program: name.to_string(), expected: program.operands.len(), got: operands.len() });
    }
    if batch == 0 {
        return Err(ExecError::EmptyBatch);
    }
    for (i, (o, &b)) in operands.iter().zip(&program.operands).enumerate() {
        // y's rows (`Program::y_rows`): one row a batch item, for every tower.
        let expected = program.operand_words(&plan.buffers, i, batch, plan.towers, plan.words_per_poly);
        if Some(o.len()) != expected {
            let (operand, got) = (plan.buffers[b].name.clone(), o.len());
            let towers = program.operand_towers(&plan.buffers, i, plan.towers);
            return Err(ExecError::OperandLength { program: name.to_string(), operand, expected, got, batch, towers, per_poly: plan.words_per_poly });
        }
    }
    Ok(program)
}

/// What a fused form's program takes besides its operands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TowerArgs {
    /// One array per entry of `Program::tower_args`, in order: a word per
    /// tower of the buffers (skipped towers too), each below its tower's
    /// prime, or a Shoup pair's companions floor(c·2^64 / q).
    pub arrays: Vec<Vec<u64>>,
    /// (skip_at, skip_len): the towers a program with `skip_towers`
    /// leaves out; (0, 0) for every other.
    pub skip: (usize, usize),
}

/// The checks of a fused form's arguments before any work: one array per
/// per-tower argument, a word per tower, each value below its prime, each
/// companion the value's; a skipped range within the towers that leaves one.
pub fn check_tower_args(plan: &Plan, program: &Program, args: &TowerArgs) -> Result<(), ExecError> {
    let name = &program.name;
    if args.arrays.len() != program.tower_args.len() {
        let names = program.tower_args.iter().map(|&a| plan.tower_args[a].name.as_str()).collect::<Vec<_>>().join(", ");
        return Err(ExecError::TowerArgs { program: name.clone(), expected: program.tower_args.len(), names, got: args.arrays.len() });
    }
    for (k, (&a, words)) in program.tower_args.iter().zip(&args.arrays).enumerate() {
        let d = &plan.tower_args[a];
        let bad = |problem: String| ExecError::TowerArg { program: name.clone(), name: d.name.clone(), problem };
        if words.len() != plan.towers {
            return Err(bad(format!("{} words, one per tower ({}) expected", words.len(), plan.towers)));
        }
        for (t, (&w, &q)) in words.iter().zip(&plan.spec.primes).enumerate() {
            if d.companion {
                // A companion array follows its values (`Program::tower_args`).
                let c = k.checked_sub(1).and_then(|j| args.arrays[j].get(t)).copied().ok_or_else(|| bad("a companion array without its values before it".into()))?;
                let want = crate::arith::reduce::Modulus::new(q, crate::spec::Word::U64, crate::spec::Reduction::Shoup).map(|m| m.twiddle(c).companion).unwrap_or(u64::MAX);
                if w != want {
                    return Err(bad(format!("word {t} = {w} is not the companion floor({c}·2^64 / {q}) = {want}")));
                }
            } else if w >= q {
                return Err(bad(format!("word {t} = {w} is not below its tower's prime {q}; reduce it mod q first")));
            }
        }
    }
    check_skip(program, args.skip, plan.towers)
}

/// The checks of a `run_fused` call before any work, every executor's:
/// the program and its operands' lengths, its arrays (`check_tower_args`)
/// and, for a fused form, each operand's words below their primes (the
/// steps' arithmetic takes residues; the plain programs' callers check
/// theirs, `check_input`).
pub fn check_fused_call<'p>(plan: &'p Plan, name: &str, operands: &[&mut [u64]], args: &TowerArgs, batch: usize) -> Result<&'p Program, ExecError> {
    let program = check_program(plan, name, operands, batch)?;
    check_tower_args(plan, program, args)?;
    if plan.fused_form(name).is_some() {
        for (i, (o, &b)) in operands.iter().zip(&program.operands).enumerate() {
            let what = if plan.buffers[b].name == "x" { "x" } else { "y" };
            // y's rows are residues of the spec's towers (`from-y-row`).
            if program.reads_rows(&plan.buffers, i) {
                check_row_words(plan, o)?;
            } else {
                check_input(plan, what, o, batch)?;
            }
        }
    }
    Ok(program)
}

/// The towers (at, len) a call of `program` over `towers` towers leaves
/// out: none unless it skips towers, then a range within them that leaves
/// one (every executor's check).
pub fn check_skip(program: &Program, (at, len): (usize, usize), towers: usize) -> Result<(), ExecError> {
    let name = &program.name;
    if !program.skip_towers && (at, len) != (0, 0) {
        return Err(ExecError::Skip { program: name.clone(), problem: format!("skips no towers, but towers {at} .. {} were given", at.saturating_add(len)) });
    }
    if program.skip_towers && (len >= towers || at > towers - len) {
        return Err(ExecError::Skip { program: name.clone(), problem: format!("towers {at} .. {at} + {len} to skip must lie within the {towers} towers and leave one") });
    }
    Ok(())
}

/// y's rows of a `from-y-row` form: residues of the spec's towers, each
/// below its largest prime (the words a lowering may feed to the lazy
/// butterflies as they are, `plan::lower::fused::rows_are_lazy_inputs`).
fn check_row_words(plan: &Plan, data: &[u64]) -> Result<(), ExecError> {
    let max = plan.spec.primes.iter().copied().max().unwrap_or(0);
    match data.iter().position(|&v| v >= max) {
        Some(index) => Err(ExecError::RowWord { index, value: data[index], max }),
        None => Ok(()),
    }
}

/// Length and range checks every executor runs before any work.
pub fn check_input(plan: &Plan, what: &'static str, data: &[u64], batch: usize) -> Result<(), ExecError> {
    if batch == 0 {
        return Err(ExecError::EmptyBatch);
    }
    let per_poly = plan.words_per_poly;
    // Checked: an unchecked product wraps in release builds, and a wrapped
    // length that matches a short buffer would let kernels index past it.
    let expected = batch
        .checked_mul(plan.towers)
        .and_then(|w| w.checked_mul(per_poly))
        .ok_or(ExecError::SizeOverflow { what, batch, towers: plan.towers, per_poly })?;

    if data.len() != expected {
        return Err(ExecError::Length { what, expected, got: data.len(), batch, towers: plan.towers, per_poly });
    }
    for (index, &value) in data.iter().enumerate() {
        let q = plan.spec.primes[(index / per_poly) % plan.towers];
        if value >= q {
            return Err(ExecError::NotReduced { what, index, value, q });
        }
    }
    Ok(())
}

/// The CPU interpreter behind the executor interface.
pub struct CpuExecutor {
    pub plan: Plan,
    pub towers: Vec<TowerTables>,
}

impl CpuExecutor {
    pub fn new(plan: Plan) -> Result<Self, ExecError> {
        let towers = tables::build(&plan).map_err(|e| ExecError::from(e).in_spec(&plan.spec.name))?;
        Ok(CpuExecutor { plan, towers })
    }

    /// The most bytes [`Executor::run_program`] holds running any program
    /// of `plan` over `batch`, besides the caller's operands: a copy of
    /// each operand and every scratch buffer, and the largest launch's
    /// marks and clusters (`interp::launch_bytes`). `None` past 2^64.
    pub fn run_bytes(plan: &Plan, batch: usize) -> Option<u64> {
        let words = batch.checked_mul(plan.towers)?.checked_mul(plan.words_per_poly)?;
        let held = plan.buffers.iter().filter(|b| b.kind != BufferKind::Counters).count();
        let buffers = alloc::bytes_of::<u64>(words).checked_mul(held as u64)?;
        let launches = plan.programs.iter().flat_map(|p| &p.steps).map(|st| crate::interp::launch_bytes(&plan.kernels[st.kernel], plan, batch, st.bind.len(), words));
        buffers.checked_add(launches.max().unwrap_or(0))
    }

    /// Every buffer of `program` for a run over `len` words: the operands'
    /// copies and the scratch, poisoned (no kernel may read it before writing).
    fn buffers(&self, program: &Program, operands: &[&mut [u64]], len: usize) -> Result<Vec<Vec<u64>>, AllocError> {
        let mut bufs: Vec<Vec<u64>> = self.plan.buffers.iter().map(|_| vec![]).collect();
        for (i, b) in self.plan.buffers.iter().enumerate() {
            if b.kind == BufferKind::Scratch {
                bufs[i] = alloc::filled(len, u64::MAX, &format!("the interpreter's scratch buffer {}", b.name))?;
            }
        }
        for (o, &b) in operands.iter().zip(&program.operands) {
            bufs[b] = alloc::copied(o, &format!("the interpreter's copy of operand {}", self.plan.buffers[b].name))?;
        }
        Ok(bufs)
    }
}

impl Executor for CpuExecutor {
    fn name(&self) -> String {
        "interp".into()
    }
    fn plan(&self) -> &Plan {
        &self.plan
    }
    fn run_program(&mut self, name: &str, operands: &mut [&mut [u64]], batch: usize) -> Result<(), ExecError> {
        self.run_fused(name, operands, &TowerArgs::default(), batch)
    }

    fn runs_fused(&self) -> bool {
        true
    }

    fn run_fused(&mut self, name: &str, operands: &mut [&mut [u64]], args: &TowerArgs, batch: usize) -> Result<(), ExecError> {
        let program = check_fused_call(&self.plan, name, operands, args, batch)?;
        let spec = &self.plan.spec.name;
        let mut bufs = self.buffers(program, operands, operands[0].len()).map_err(|e| ExecError::from(e).in_spec(spec))?;
        for step in &program.steps {
            // The kernel sees its formal buffers; lend it the bound ones.
            let mut mem = Memory { skip: (args.skip.0 as u32, args.skip.1 as u32), ..Memory::default() };
            for (&a, words) in program.tower_args.iter().zip(&args.arrays) {
                mem.tower_args.insert(a, words.clone());
            }
            for &(formal, actual) in &step.bind {
                mem.bufs.insert(formal, std::mem::take(&mut bufs[actual]));
            }
            let result = run_kernel(&self.plan.kernels[step.kernel], &self.plan, &self.towers, &mut mem, batch);
            for &(formal, actual) in &step.bind {
                bufs[actual] = mem.bufs.remove(&formal).unwrap_or_default();
            }
            result.map_err(|e| ExecError::from(e).in_spec(spec))?;
        }
        for (o, &b) in operands.iter_mut().zip(&program.operands) {
            o.copy_from_slice(&bufs[b]);
        }
        Ok(())
    }
}

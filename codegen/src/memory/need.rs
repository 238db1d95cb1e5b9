//! The memory each command needs for a plan, from the sizes each
//! allocating module states beside its allocations: `plan::tables` (the
//! tables and the roots they are computed from), `emit::package` (the
//! streamed tables file), `interp` and `executor` (the interpreter's
//! buffers and access marks), `verify` (its copies and references). Host
//! figures are what the process holds at most; device figures what the
//! runtime or the C functions allocate on the GPU.

use super::alloc::Bytes;
use crate::emit::package;
use crate::executor::CpuExecutor;
use crate::plan::{tables, Plan};
use std::fmt;

/// What a command holds besides a spec's tables and buffers: the plan,
/// the generated text and the process's own heap. The plan and text of
/// the largest specs (log_n 24) took under 2 MiB
/// (tests/tests/memory_figures.rs); the rest is headroom for the
/// allocator's own (freed blocks it keeps, its arenas).
pub const PLAN_BYTES: u64 = 64 << 20;

/// One command's host memory: the total and its largest parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Need {
    pub bytes: u64,
    pub parts: Vec<(&'static str, u64)>,
}

impl Need {
    fn of(parts: Vec<(&'static str, u64)>) -> Need {
        Need { bytes: parts.iter().fold(0u64, |a, p| a.saturating_add(p.1)), parts }
    }
}

impl Need {
    /// The parts in words: `what 12 MiB, ...`.
    pub fn parts_text(&self) -> String {
        let parts: Vec<String> = self.parts.iter().filter(|p| p.1 > 0).map(|(what, b)| format!("{what} {}", Bytes(*b))).collect();
        parts.join(", ")
    }
}

impl fmt::Display for Need {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", Bytes(self.bytes), self.parts_text())
    }
}

/// `codegen explain`: the plan alone.
pub fn explain(_plan: &Plan) -> Need {
    Need::of(vec![("the plan and its text", PLAN_BYTES)])
}

/// `codegen emit`: the text, and the tables file written as it is
/// computed (one tower's roots and one table at a time).
pub fn emit(plan: &Plan) -> Need {
    Need::of(vec![("the plan and its text", PLAN_BYTES), ("one tower's roots and table while the tables file is written", package::write_bytes(plan))])
}

/// `codegen verify --batch B`: every tower's tables, then the copies of
/// the batch, the references and the interpreter's buffers and marks
/// (the roots the tables were computed from are freed before). `None`
/// where the batch overflows a length.
pub fn verify(plan: &Plan, batch: usize) -> Option<Need> {
    let run = crate::verify::verify_bytes(plan, batch)?.checked_add(CpuExecutor::run_bytes(plan, batch)?)?;
    Some(Need::of(vec![
        ("the plan and its text", PLAN_BYTES),
        ("every tower's tables", tables::built_bytes(plan)),
        ("the batch's copies, the references and the interpreter's buffers and access marks", run.max(tables::working_bytes(plan))),
    ]))
}

/// `runtime::Engine::new` (the JIT): every tower's tables in memory, and
/// one table in the device's word at a time for its upload (NVRTC's own
/// memory while it compiles is not counted).
pub fn jit(plan: &Plan) -> Need {
    let upload = plan.tables.iter().map(|t| t.words() as u64 * plan.towers as u64 * u64::from(plan.spec.word.bytes())).max().unwrap_or(0);
    Need::of(vec![("the plan and its text", PLAN_BYTES), ("every tower's tables", tables::built_bytes(plan)), ("computing a tower's or uploading a table", tables::working_bytes(plan).max(upload))])
}

/// The device memory of a plan: its tables, as the C functions and
/// `runtime::package` upload them (the tables file) and as
/// `runtime::Engine` does (values and companions of every table), and
/// the buffers a call binds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Device {
    pub tables_file: u64,
    pub engine_tables: u64,
    /// One buffer of one polynomial: towers x words per polynomial words.
    pub buffer_per_poly: u64,
    /// Buffers a call binds at most (operands and scratch).
    pub buffers: usize,
}

pub fn device(plan: &Plan) -> Device {
    let word = u64::from(plan.spec.word.bytes());
    let towers = plan.towers as u64;
    // Each part at least one word (a device buffer is never empty), the ModConsts 4 words a tower.
    let part = |t: &crate::plan::ir::TableDecl| (towers * t.words() as u64).max(1);
    let engine_words: u64 = plan.tables.iter().map(|t| part(t) + if t.paired { 1 } else { part(t) }).sum::<u64>() + 4 * towers;
    let buffers = plan.programs.iter().map(|p| p.operands.len() + p.scratch.len()).max().unwrap_or(0);
    Device { tables_file: package::tables_layout(plan).bytes(), engine_tables: engine_words * word, buffer_per_poly: towers * plan.words_per_poly as u64 * word, buffers }
}

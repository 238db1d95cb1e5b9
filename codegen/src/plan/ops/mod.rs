//! One meaning per op: the CUDA rendering, the CPU evaluation, the cost and
//! the registers and kernel parameters of every `Op` are defined together,
//! one small type per op in one file per op family. The emitter
//! (`emit/cuda.rs`), the interpreter (`interp/exec.rs`), `lower::builder::cost`
//! and `lower::transform::params_of` only dispatch through `Op::meaning`.
//!
//! Evaluation runs against a `Machine`, one thread of the interpreter: its
//! registers, its modulus, its index environment and its memory (the memory
//! model, races and bounds, stays in the interpreter).

mod arith;
mod butterfly;
mod control;
mod gaussian;
mod memory;
mod mma;
mod pow2;

pub use memory::table_base;

#[cfg(test)]
mod tests;

use crate::arith::reduce::{Modulus, TwArg, Twiddle};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::spec::Word;
use std::collections::BTreeSet;

/// One thread as an op sees it. Errors are the interpreter's messages.
pub trait Machine {
    /// A register's value; an error if nothing set it.
    fn get(&self, r: Reg) -> Result<u64, String>;
    fn set(&mut self, r: Reg, v: u64);
    fn modulus(&self) -> &Modulus;
    /// An index expression for this thread.
    fn eval(&self, e: &Expr) -> Result<u64, String>;
    /// Word `idx` of `mem`, through the interpreter's bounds and race checks.
    fn load(&mut self, mem: &Mem, idx: usize) -> Result<u64, String>;
    fn store(&mut self, mem: &Mem, idx: usize, v: u64) -> Result<(), String>;
    /// Register `src` of lane `lane` of this thread's warp, as it was before
    /// the warp op now running (a shuffle, a tensor-core product: the warp
    /// runs it in lockstep; `Op::warp_reads` names the registers).
    fn lane(&self, lane: u32, src: Reg) -> Result<u64, String>;
    /// This thread's lane in its warp.
    fn lane_id(&self) -> u32;
    /// This thread waited for every thread of its cluster to arrive
    /// (`Op::ClusterWait`): the other blocks run from here on.
    fn cluster_waited(&mut self);
}

/// What rendering needs from the plan and the spec.
pub struct RenderCx<'a> {
    pub tables: &'a [TableDecl],
    pub word: Word,
    /// The spec's reduction: how a constant computed at run time takes its
    /// stored form (`Op::ToStored`).
    pub reduction: crate::spec::Reduction,
    /// The reduction stores a companion word with each twiddle (Shoup).
    pub companion: bool,
    /// The kernel packs several polynomials per block (`ir::Pack`): its
    /// global accesses are guarded by the thread's `in_batch`.
    pub packed: bool,
    /// Table loads marked evict-first in L2 (`evict_tables`: `__ldcs`).
    pub evict_tables: bool,
    /// Table loads rendered as strong CTA-scope loads, which the compiler
    /// may not sink below a block barrier (`Kernel::pinned_tables`).
    pub pinned_tables: bool,
    /// Shared memory indexed from the kernel's opaque 64-bit zero
    /// (`wide_shared_index`: `smem[smem_z + index + offset]`).
    pub wide_shared: bool,
    /// y's words are the batch item's row, from `poly_row` (`Kernel::y_rows`).
    pub y_rows: bool,
}

/// Registers an op reads and writes, as the emitted text names them (a
/// companion register is read only with a stored twiddle of a reduction
/// that has companions).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RegUse {
    pub reads: Vec<Reg>,
    pub writes: Vec<Reg>,
}

/// Kernel parameters the ops need.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParamUse {
    bufs: BTreeSet<u8>,
    tabs: BTreeSet<(usize, u8)>,
    tower_args: BTreeSet<usize>,
    mods: bool,
}

impl ParamUse {
    fn buf(&mut self, b: Buf) {
        self.bufs.insert(b as u8);
    }
    fn table(&mut self, t: usize, p: Part) {
        self.tabs.insert((t, p as u8));
    }
    fn mods(&mut self) {
        self.mods = true;
    }
    fn tower_arg(&mut self, i: usize) {
        self.tower_args.insert(i);
    }

    /// In the fixed order: buffers, tables (value, companion), the
    /// caller's per-tower arrays, moduli.
    pub fn into_params(self) -> Vec<Param> {
        let all_bufs = [Buf::X, Buf::Y, Buf::S0, Buf::S1];
        let mut out: Vec<Param> = self.bufs.into_iter().map(|b| Param::Buf(all_bufs[b as usize])).collect();
        out.extend(self.tabs.into_iter().map(|(t, p)| Param::Table(t, if p == 0 { Part::Value } else { Part::Companion })));
        out.extend(self.tower_args.into_iter().map(Param::TowerArg));
        if self.mods {
            out.push(Param::Mods);
        }
        out
    }
}

/// The four meanings of one op (plus the parameters it needs).
pub trait Meaning {
    /// CUDA statements, unindented (a guard indents its body).
    fn render(&self, cx: &RenderCx) -> Vec<String>;
    /// One thread executing the op.
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String>;
    /// Adds the op's work and traffic for one thread.
    fn cost(&self, word_bytes: u64, c: &mut Cost);
    fn regs(&self, companion: bool, u: &mut RegUse);
    /// Kernel parameters the op reads. Arithmetic reads the modulus
    /// constants; ops that touch memory or none say so themselves.
    fn params(&self, p: &mut ParamUse) {
        p.mods()
    }
}

impl Op {
    /// Calls `f` with the op's meaning: the one place that maps the `Op`
    /// variants to their definitions.
    pub fn meaning<R>(&self, f: impl FnOnce(&dyn Meaning) -> R) -> R {
        use arith::*;
        match self {
            Op::Ld { dst, mem, idx } => f(&memory::Load { dst: *dst, mem, idx }),
            Op::St { src, mem, idx } => f(&memory::Store { src: *src, mem, idx }),
            Op::LdTw { w, table, idx } => f(&memory::TwLoad { w: *w, table: *table, idx }),
            Op::LdVec { dst, mem, idx } => f(&memory::VecLoad { dst, mem, idx }),
            Op::StVec { src, buf, idx, explicit } => f(&memory::VecStore { src, buf: *buf, idx, explicit: *explicit }),
            Op::Guard { cond, ops } => f(&control::Guard { cond, ops }),
            Op::Shfl { dst, src, lane } => f(&control::Shuffle { dst: *dst, src: *src, lane }),
            Op::Pick { dst, cond, a, b } => f(&control::Pick { dst: *dst, cond, a: *a, b: *b }),
            Op::Prefetch { buf, idx } => f(&memory::Prefetch { buf: *buf, idx }),
            Op::CopyAsync { buf, idx, slot, width } => f(&memory::CopyAsync { buf: *buf, idx, slot, width: *width }),
            Op::ClusterArrive => f(&control::ClusterArrival { wait: false }),
            Op::ClusterWait => f(&control::ClusterArrival { wait: true }),
            Op::ToStored { w, x, from, pow_beta } => f(&ToStored { w: *w, x: *x, from: *from, pow_beta: *pow_beta }),
            Op::Centre { x } => f(&Unary { kind: UnKind::Centre, x: *x }),
            Op::Set { dst, value } => f(&Set { dst: *dst, value: *value }),
            Op::Mov { dst, src } => f(&Mov { dst: *dst, src: *src }),
            Op::Add { dst, a, b } => f(&Binary { kind: BinKind::Add, dst: *dst, a: *a, b: *b }),
            Op::Sub { dst, a, b } => f(&Binary { kind: BinKind::Sub, dst: *dst, a: *a, b: *b }),
            Op::Mul { dst, a, b } => f(&Binary { kind: BinKind::Mul, dst: *dst, a: *a, b: *b }),
            Op::Half { x } => f(&Unary { kind: UnKind::Half, x: *x }),
            Op::MulTw { x, w } => f(&MulTw { x: *x, w: *w }),
            Op::SelMulTw { x, w, bit } => f(&SelMulTw { x: *x, w: *w, bit }),
            Op::Bfly { kind, a, b, w, half } => f(&butterfly::Bfly { kind: *kind, a: *a, b: *b, w: *w, half: *half }),
            Op::LazyBfly { kind, a, b, w, half, skip } => f(&butterfly::LazyBfly { kind: *kind, a: *a, b: *b, w: *w, half: *half, skip: *skip }),
            Op::Normalize { x, from } => f(&Unary { kind: UnKind::Normalize(*from), x: *x }),
            Op::LazyMulTw { x, w } => f(&LazyMulTw { x: *x, w: *w }),
            Op::WordMulTw { x, w } => f(&WordMulTw { x: *x, w: *w }),
            Op::WideMulTw { x, w } => f(&WideMulTw { x: *x, w: *w }),
            Op::LastGs { a, b, w, s } => f(&butterfly::LastGs { a: *a, b: *b, w: *w, s: *s }),
            Op::Pow2Bfly { kind, a, b, shift } => f(&pow2::Pow2Bfly { kind: *kind, a: *a, b: *b, shift }),
            Op::GBfly { kind, a, b, w, half } => f(&gaussian::GBfly { kind: *kind, a: *a, b: *b, w: *w, half: *half }),
            Op::GMulTw { x, w } => f(&gaussian::GMulTw { x: *x, w: *w }),
            Op::GSelMulTw { x, w, bit } => f(&gaussian::GSelMulTw { x: *x, w: *w, bit }),
            Op::BytePlanes { dst, src } => f(&mma::BytePlanes { dst: *dst, src: *src }),
            Op::MmaU8 { d, a, b, c } => f(&mma::MmaU8 { d: *d, a: *a, b: *b, c: *c }),
            Op::PlaneRedc { x, u } => f(&mma::PlaneRedc { x: *x, u: *u }),
        }
    }

    /// Registers this op reads from the other lanes of its warp (which the
    /// interpreter takes from every lane before any lane runs it).
    pub fn warp_reads(&self) -> Vec<Reg> {
        match self {
            Op::Shfl { src, .. } => vec![*src],
            Op::MmaU8 { a, b, .. } => a.iter().chain(b).copied().collect(),
            _ => vec![],
        }
    }

    pub fn render(&self, cx: &RenderCx) -> Vec<String> {
        self.meaning(|m| m.render(cx))
    }
    pub fn eval(&self, machine: &mut dyn Machine) -> Result<(), String> {
        self.meaning(|m| m.eval(machine))
    }
    pub fn cost(&self, word_bytes: u64, c: &mut Cost) {
        self.meaning(|m| m.cost(word_bytes, c))
    }
    pub fn regs(&self, companion: bool) -> RegUse {
        let mut u = RegUse::default();
        self.meaning(|m| m.regs(companion, &mut u));
        u
    }
    pub fn params(&self, p: &mut ParamUse) {
        self.meaning(|m| m.params(p))
    }
}

/// `rN`, a register as the emitted text names it.
fn reg(r: Reg) -> String {
    format!("r{}", r.0)
}

/// A twiddle as the butterfly templates take it: `value, companion, stored`
/// (companion 0 where it is not read).
fn tw_args(cx: &RenderCx, w: &Tw) -> String {
    format!("{}, {}, {}", reg(w.v), companion_arg(cx, w), w.form == Form::Stored)
}

/// The companion register, or 0 when the product does not read it.
fn companion_arg(cx: &RenderCx, w: &Tw) -> String {
    if reads_companion(cx.companion, w) {
        reg(w.c)
    } else {
        "0".to_string()
    }
}

fn reads_companion(companion: bool, w: &Tw) -> bool {
    w.form == Form::Stored && companion
}

/// The registers a twiddle occupies in a product.
fn tw_regs(companion: bool, w: &Tw, u: &mut RegUse) {
    u.reads.push(w.v);
    if reads_companion(companion, w) {
        u.reads.push(w.c);
    }
}

/// A twiddle read from its registers (the companion only where the
/// reduction has one), as the arithmetic twins take it.
fn read_tw(m: &dyn Machine, w: Tw) -> Result<TwArg, String> {
    let value = m.get(w.v)?;
    let companion = if reads_companion(m.modulus().needs_companion(), &w) { m.get(w.c)? } else { 0 };
    Ok(TwArg { tw: Twiddle { value, companion }, stored: w.form == Form::Stored })
}

//! Table loads moved earlier, each into a register of its own: to the
//! start of a one-launch kernel ([`table_loads`]), or each phase's to the
//! end of the phase before, ahead of the barrier between them
//! ([`table_loads_ahead`], `twiddle_lookahead`), or each to the start of
//! the phase before the one that first reads it ([`table_loads_pinned`],
//! `pinned_twiddles`, rendered as strong loads: `Kernel::pinned_tables`).
//!
//! Why: each phase of a transform kernel loads its twiddles after the
//! barrier that opens it, and the compiler cannot move a load above a
//! barrier, so every phase waits one L2 round trip (~0.3-0.5 us) before its
//! first butterfly, on top of the data's. A one-launch kernel runs for a
//! small batch, where nothing hides that: its loads are issued together at
//! the start, where their latencies overlap each other and the first data
//! load, at a register per word held, up to a budget. A kernel for large
//! batches has other blocks to run meanwhile, but its warps still wait;
//! there a phase's loads go out before the barrier that precedes it, so
//! they are in flight while the block exchanges through shared memory, and
//! the registers they take are live only across that exchange, when the
//! butterflies' temporaries are not.
//!
//! A load is moved only from the top level of a phase (not from under a
//! guard); the reads that follow it are renamed to the new register until
//! an op writes the old one again. A kernel where a guarded op writes a
//! renamed register is left as it was.

use crate::plan::ir::*;
use std::collections::HashMap;

/// Most registers the moved loads may add to a one-launch kernel.
pub const BUDGET: u16 = 64;

/// Most registers the loads moved one phase ahead may add to a kernel (its
/// plan registers: each is live only from its phase's barrier to its use).
pub const AHEAD_BUDGET: u16 = 256;

/// Where the moved loads go.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    /// All at the start of the first phase.
    KernelStart,
    /// Each phase's at the end of the phase before (the first phase's stay).
    PhaseBefore,
    /// Each at the start of the phase before the one that first reads it
    /// (the first phase's own: at its start), after the loads that phase
    /// opens with (`opening_load`).
    BeforeUse,
}

/// Moves the table loads of `phases` to the start of the first, in order,
/// while they fit `budget` more registers; returns the registers added
/// (`regs` is the kernel's count before).
pub fn table_loads(phases: &mut [Phase], regs: u16, budget: u16) -> u16 {
    move_table_loads(phases, regs, budget, Place::KernelStart)
}

/// Moves each phase's table loads but the first phase's to the end of the
/// phase before it, while they fit `budget` more registers; returns the
/// registers added.
pub fn table_loads_ahead(phases: &mut [Phase], regs: u16, budget: u16) -> u16 {
    move_table_loads(phases, regs, budget, Place::PhaseBefore)
}

/// Moves each table load to the start of the phase before the one that
/// first reads it (after the loads that phase opens with), while they fit
/// `budget` more registers; returns the registers added. The first phase's
/// own loads go to its start, ahead of the next phase's. A load already
/// among the loads a phase opens with, the phase before its use, stays, so
/// a second pass over the result moves nothing: a one-launch kernel's pass
/// over parts that had one moves only each later part's first phase's
/// loads, into the part before.
///
/// Why: ptxas sinks a plain read-only table load to its use, past the
/// block barriers between (each phase then waits one L2 round trip for
/// its twiddles), and loading every phase's twiddles at the start
/// queues them all at once (the first phase 0.4 us longer). Placed
/// one phase ahead and rendered as strong loads (`Kernel::pinned_tables`),
/// which may not move below a barrier, each phase's twiddles are in flight
/// while the phase before computes: at 2^17 for one limb, 5.58 -> 5.37 us
/// a call on the H100 built by nvcc; built by NVRTC, as the runtime builds
/// it, 5.49 -> 5.48 (docs/BENCHMARKS.md, levers: `pinned_twiddles`).
pub fn table_loads_pinned(phases: &mut [Phase], regs: u16, budget: u16) -> u16 {
    move_table_loads(phases, regs, budget, Place::BeforeUse)
}

fn move_table_loads(phases: &mut [Phase], regs: u16, budget: u16, place: Place) -> u16 {
    let mut next = regs;
    // The loads that go to each phase.
    let mut moved: Vec<Vec<Op>> = vec![vec![]; phases.len()];
    let mut out: Vec<Vec<Op>> = vec![];
    // Renamings run across phases: a register may be read phases after its load.
    let mut map: HashMap<Reg, Reg> = HashMap::new();
    for (i, p) in phases.iter().enumerate() {
        let mut ops = vec![];
        for (at, op) in p.ops.iter().enumerate() {
            let dest = match place {
                Place::KernelStart => Some(0),
                Place::PhaseBefore => i.checked_sub(1),
                Place::BeforeUse => before_use(phases, i, at),
            };
            if let Some((d, (fresh, load))) = dest.and_then(|d| moved_load(op, next, regs + budget).map(|m| (d, m))) {
                for (old, new) in loaded(op).into_iter().zip(fresh) {
                    map.insert(old, new);
                }
                next += loaded(op).len() as u16;
                moved[d].push(load);
                continue;
            }
            let u = op.regs(true);
            if guarded_write(op, &map) {
                return 0;
            }
            // A pure write to a renamed register ends its renaming here.
            for w in &u.writes {
                if !u.reads.contains(w) {
                    map.remove(w);
                }
            }
            ops.push(if map.is_empty() { op.clone() } else { map_regs(op, &|r| *map.get(&r).unwrap_or(&r)) });
        }
        out.push(ops);
    }
    if next == regs {
        return 0;
    }
    for ((p, mut ops), mut loads) in phases.iter_mut().zip(out).zip(moved) {
        p.ops = match place {
            Place::KernelStart => {
                loads.append(&mut ops);
                loads
            }
            Place::PhaseBefore => {
                ops.append(&mut loads);
                ops
            }
            Place::BeforeUse => {
                let lead = ops.iter().take_while(|o| opening_load(o)).count();
                ops.splice(lead..lead, loads);
                ops
            }
        };
    }
    next - regs
}

/// Where `Place::BeforeUse` moves op `at` of phase `i`, a table load: the
/// phase before the one that first reads it (the first phase's own loads:
/// the first phase, whose start they go to, ahead of the next phase's);
/// `None` where it stays: never read, or already among the loads the
/// phase before its use opens with.
fn before_use(phases: &[Phase], i: usize, at: usize) -> Option<usize> {
    let regs = loaded(&phases[i].ops[at]);
    if regs.is_empty() {
        return None;
    }
    let d = first_read(phases, i, at, &regs)?.saturating_sub(1);
    let placed = d == i && phases[i].ops[..at].iter().all(opening_load);
    (!placed).then_some(d)
}

/// The first phase, from `phase` (after its op `at`), whose ops read one
/// of `regs` before an op overwrites it; `None` where none does.
fn first_read(phases: &[Phase], phase: usize, at: usize, regs: &[Reg]) -> Option<usize> {
    for (i, p) in phases.iter().enumerate().skip(phase) {
        let skip = if i == phase { at + 1 } else { 0 };
        for op in p.ops.iter().skip(skip) {
            let u = op.regs(true);
            if u.reads.iter().any(|r| regs.contains(r)) {
                return Some(i);
            }
            if u.writes.iter().any(|w| regs.contains(w)) {
                return None;
            }
        }
    }
    None
}

/// A load a phase opens with: of the data (global memory), or of a table
/// (one that stays there). The moved loads go after them, so the data's go
/// out first, and a phase's own twiddles before the next phase's.
fn opening_load(op: &Op) -> bool {
    !loaded(op).is_empty() || matches!(op, Op::Ld { mem: Mem::Global(_), .. } | Op::LdVec { mem: Mem::Global(_), .. })
}

/// The registers a table load writes.
fn loaded(op: &Op) -> Vec<Reg> {
    match op {
        Op::LdTw { w, .. } => vec![w.v, w.c],
        Op::Ld { dst, mem: Mem::Table(..), .. } => vec![*dst],
        Op::LdVec { dst, mem: Mem::Table(..), .. } => dst.clone(),
        _ => vec![],
    }
}

/// `op` as a load into fresh registers from `next`, where it is a table
/// load and they fit under `limit`.
fn moved_load(op: &Op, next: u16, limit: u16) -> Option<(Vec<Reg>, Op)> {
    let n = loaded(op).len() as u16;
    if n == 0 || next + n > limit {
        return None;
    }
    let fresh: Vec<Reg> = (next..next + n).map(Reg).collect();
    let moved = match op {
        Op::LdTw { w, table, idx } => Op::LdTw { w: Tw { v: fresh[0], c: fresh[1], form: w.form }, table: *table, idx: idx.clone() },
        Op::Ld { mem, idx, .. } => Op::Ld { dst: fresh[0], mem: mem.clone(), idx: idx.clone() },
        Op::LdVec { mem, idx, .. } => Op::LdVec { dst: fresh.clone(), mem: mem.clone(), idx: idx.clone() },
        _ => return None,
    };
    Some((fresh, moved))
}

/// Moves the table loads of a one-launch kernel's first phase (all of its
/// twiddles, `table_loads`) to its start, in order, and returns how many
/// lead it (`Kernel::early_ops`): each a top-level load whose index reads
/// no register and whose registers no op before it names. 0 for any other
/// kernel.
///
/// Why: an `overlap` kernel's blocks may be scheduled while the grid before
/// it drains, and wait there (`griddepcontrol.wait`) until its writes are
/// visible. The tables are constants no launch writes, so their loads need
/// not wait: issued before the wait, a one-launch kernel's twiddles (tens
/// of KiB a block, a queue ahead of its data loads) are in flight while the
/// grid before finishes, not after. One limb on the H200, a call's time on
/// the GPU: 2^14 3.77 -> 3.56 us, 2^16 4.20 -> 4.06, 2^17 5.33 -> 5.15,
/// inverse 2^16 4.30 -> 3.93. Elsewhere it did not pay: a kernel over a
/// 16-block cluster (one limb at 2^12) 3.08 -> 3.95 us, and BFV's product
/// at 2^15, whose batch kernels got their first phase's loads ahead,
/// 483.4 -> 485.7 us (docs/BENCHMARKS.md, levers).
pub fn tables_first(k: &mut Kernel) -> usize {
    if !k.cooperative() || k.stream.is_some() || k.tiles_per_block > 1 || k.cluster_blocks > 1 {
        return 0;
    }
    let Some(first) = k.phases.first_mut() else { return 0 };
    let mut early = vec![];
    let mut rest: Vec<Op> = vec![];
    for op in first.ops.drain(..) {
        let regs = loaded(&op);
        let free = !regs.is_empty() && op.regs(true).reads.is_empty() && rest.iter().all(|o| {
            let u = o.regs(true);
            !regs.iter().any(|r| u.reads.contains(r) || u.writes.contains(r))
        });
        if free {
            early.push(op);
        } else {
            rest.push(op);
        }
    }
    let n = early.len();
    early.append(&mut rest);
    first.ops = early;
    n
}

/// Whether a guarded op writes a register being renamed (its value after
/// the guard depends on the thread: not renamed, the kernel is left alone).
fn guarded_write(op: &Op, map: &HashMap<Reg, Reg>) -> bool {
    match op {
        Op::Guard { ops, .. } => ops.iter().any(|o| o.regs(true).writes.iter().any(|w| map.contains_key(w)) || guarded_write(o, map)),
        _ => false,
    }
}

fn tw(w: &Tw, f: &dyn Fn(Reg) -> Reg) -> Tw {
    Tw { v: f(w.v), c: f(w.c), form: w.form }
}

/// `op` with every register it names passed through `f`.
fn map_regs(op: &Op, f: &dyn Fn(Reg) -> Reg) -> Op {
    match op {
        Op::Ld { dst, mem, idx } => Op::Ld { dst: f(*dst), mem: mem.clone(), idx: idx.clone() },
        Op::LdTw { w, table, idx } => Op::LdTw { w: tw(w, f), table: *table, idx: idx.clone() },
        Op::St { src, mem, idx } => Op::St { src: f(*src), mem: mem.clone(), idx: idx.clone() },
        Op::LdVec { dst, mem, idx } => Op::LdVec { dst: dst.iter().map(|&r| f(r)).collect(), mem: mem.clone(), idx: idx.clone() },
        Op::StVec { src, buf, idx, explicit } => Op::StVec { src: src.iter().map(|&r| f(r)).collect(), buf: *buf, idx: idx.clone(), explicit: *explicit },
        Op::Guard { cond, ops } => Op::Guard { cond: cond.clone(), ops: ops.iter().map(|o| map_regs(o, f)).collect() },
        Op::Set { dst, value } => Op::Set { dst: f(*dst), value: *value },
        Op::Mov { dst, src } => Op::Mov { dst: f(*dst), src: f(*src) },
        Op::Add { dst, a, b } => Op::Add { dst: f(*dst), a: f(*a), b: f(*b) },
        Op::Sub { dst, a, b } => Op::Sub { dst: f(*dst), a: f(*a), b: f(*b) },
        Op::Half { x } => Op::Half { x: f(*x) },
        Op::Mul { dst, a, b } => Op::Mul { dst: f(*dst), a: f(*a), b: f(*b) },
        Op::MulTw { x, w } => Op::MulTw { x: f(*x), w: tw(w, f) },
        Op::SelMulTw { x, w, bit } => Op::SelMulTw { x: f(*x), w: tw(w, f), bit: bit.clone() },
        Op::Bfly { kind, a, b, w, half } => Op::Bfly { kind: *kind, a: f(*a), b: f(*b), w: tw(w, f), half: *half },
        Op::LazyBfly { kind, a, b, w, half, skip } => Op::LazyBfly { kind: *kind, a: f(*a), b: f(*b), w: tw(w, f), half: *half, skip: *skip },
        Op::Normalize { x, from } => Op::Normalize { x: f(*x), from: *from },
        Op::LastGs { a, b, w, s } => Op::LastGs { a: f(*a), b: f(*b), w: tw(w, f), s: tw(s, f) },
        Op::LazyMulTw { x, w } => Op::LazyMulTw { x: f(*x), w: tw(w, f) },
        Op::WordMulTw { x, w } => Op::WordMulTw { x: f(*x), w: tw(w, f) },
        Op::WideMulTw { x, w } => Op::WideMulTw { x: f(*x), w: tw(w, f) },
        Op::Pow2Bfly { kind, a, b, shift } => Op::Pow2Bfly { kind: *kind, a: f(*a), b: f(*b), shift: shift.clone() },
        Op::GBfly { kind, a, b, w, half } => Op::GBfly { kind: *kind, a: a.map(f), b: b.map(f), w: [tw(&w[0], f), tw(&w[1], f)], half: *half },
        Op::GMulTw { x, w } => Op::GMulTw { x: x.map(f), w: [tw(&w[0], f), tw(&w[1], f)] },
        Op::GSelMulTw { x, w, bit } => Op::GSelMulTw { x: x.map(f), w: [tw(&w[0], f), tw(&w[1], f)], bit: bit.clone() },
        Op::Shfl { dst, src, lane } => Op::Shfl { dst: f(*dst), src: f(*src), lane: lane.clone() },
        Op::Pick { dst, cond, a, b } => Op::Pick { dst: f(*dst), cond: cond.clone(), a: f(*a), b: f(*b) },
        Op::BytePlanes { dst, src } => Op::BytePlanes { dst: dst.map(f), src: src.map(f) },
        Op::MmaU8 { d, a, b, c } => Op::MmaU8 { d: d.map(f), a: a.map(f), b: b.map(f), c: c.map(|c| c.map(f)) },
        Op::PlaneRedc { x, u } => Op::PlaneRedc { x: f(*x), u: u.map(f) },
        Op::ToStored { w, x, from, pow_beta } => Op::ToStored { w: tw(w, f), x: f(*x), from: *from, pow_beta: pow_beta.map(|r| tw(&r, f)) },
        Op::Centre { x } => Op::Centre { x: f(*x) },
        Op::Prefetch { .. } | Op::CopyAsync { .. } | Op::ClusterArrive | Op::ClusterWait => op.clone(),
    }
}

#[cfg(test)]
mod tests {
    use crate::executor::{CpuExecutor, Executor};
    use crate::plan::ir::*;

    fn plan(extra: &str) -> Plan {
        super::super::testing::lowered(12, 30, 2, extra)
    }
    fn is_table_load(op: &Op) -> bool {
        !super::loaded(op).is_empty()
    }
    fn run(p: Plan) -> (Vec<u64>, Vec<u64>) {
        let input = |seed: u64| super::super::testing::input(&p, 1, seed);
        let (mut x, y) = (input(1), input(2));
        let mut ex = CpuExecutor::new(p).unwrap();
        ex.forward(&mut x, 1).unwrap();
        let fwd = x.clone();
        ex.inverse(&mut x, 1).unwrap();
        ex.polymul(&x, &y, 1).unwrap();
        (fwd, x)
    }

    /// Every phase but the first leaves with no table load at its top
    /// level; the phase before it ends with them (as many, in order).
    #[test]
    fn each_phase_loads_its_twiddles_before_its_barrier() {
        for extra in ["word = \"u64\"\nstage_split = [6, 6]\nradix = 4", "word = \"u32\"\nstage_split = [12]\nradix = 8"] {
            let off = plan(extra);
            let on = plan(&format!("{extra}\ntwiddle_lookahead = true"));
            let mut moved = 0;
            let n = |p: &Phase| p.ops.iter().filter(|o| is_table_load(o)).count();
            for (a, b) in off.kernels.iter().zip(&on.kernels).filter(|(a, _)| !a.cooperative() && !a.levels.is_empty()) {
                let (pa, pb) = (&a.phases, &b.phases);
                assert_eq!(pa.iter().map(n).sum::<usize>(), pb.iter().map(n).sum::<usize>(), "{}: every load kept", a.name);
                for i in 0..pb.len() {
                    let next = pa.get(i + 1).map_or(0, n);
                    let own = if i == 0 { n(&pa[0]) } else { 0 };
                    assert_eq!(n(&pb[i]), own + next, "{} phase {i}: its own loads only in the first, and the next phase's", a.name);
                    assert!(pb[i].ops[pb[i].ops.len() - next..].iter().all(is_table_load), "{} phase {i} ends with the next phase's {next} loads", a.name);
                    moved += next;
                }
            }
            assert!(moved > 0, "{extra}: some loads moved");
            assert_eq!(run(on), run(off), "{extra}: the same forward, inverse and product");
        }
    }

    /// `pinned_twiddles`: every table load of a kernel with pinned tables
    /// opens the phase before the one that first reads it (after that
    /// phase's loads of the data; the first phase's own loads open the
    /// first phase), a second pass moves nothing, the one-launch kernels
    /// are pinned too, and the forward, inverse and product are unchanged.
    #[test]
    fn each_table_load_opens_the_phase_before_its_first_read() {
        let opens = |p: &Phase, at: usize| p.ops[..at].iter().all(super::opening_load);
        for extra in ["word = \"u64\"\nstage_split = [6, 6]\nradix = 4\nfactored_levels = 0", "word = \"u32\"\nstage_split = [12]\nradix = 8", "word = \"u64\"\nstage_split = [5, 7]\nradix = 4"] {
            let off = plan(extra);
            let on = plan(&format!("{extra}\npinned_twiddles = true"));
            let n = |k: &Kernel| k.phases.iter().flat_map(|p| &p.ops).filter(|o| is_table_load(o)).count();
            let mut checked = 0;
            for (a, b) in off.kernels.iter().zip(&on.kernels).filter(|(_, b)| b.pinned_tables) {
                assert_eq!(n(a), n(b), "{}: every load kept", a.name);
                for (i, p) in b.phases.iter().enumerate() {
                    for (at, op) in p.ops.iter().enumerate().filter(|(_, o)| is_table_load(o)) {
                        let j = super::first_read(&b.phases, i, at, &super::loaded(op)).expect("every load is read");
                        assert_eq!(i, j.saturating_sub(1), "{} phase {i}: a load first read in phase {j}", b.name);
                        assert!(opens(p, at), "{} phase {i}: the load at {at} opens the phase", b.name);
                        checked += 1;
                    }
                }
                let mut again = b.phases.clone();
                assert_eq!(super::table_loads_pinned(&mut again, b.regs, super::AHEAD_BUDGET), 0, "{}: a second pass moves nothing", b.name);
            }
            assert!(checked > 0, "{extra}: some loads placed");
            // A split over two kernels has one-launch forms (one kernel has none).
            if extra.contains(", ") {
                assert!(on.kernels.iter().any(|k| k.cooperative() && k.pinned_tables), "{extra}: the one-launch kernels pinned too");
            }
            assert!(off.kernels.iter().all(|k| !k.pinned_tables));
            assert_eq!(run(on), run(off), "{extra}: the same forward, inverse and product");
        }
    }

    /// A guarded write to a register a moved load renames: the kernel is
    /// left as it was (the renaming cannot follow a thread-dependent write).
    #[test]
    fn a_guarded_write_to_a_renamed_register_leaves_the_kernel_alone() {
        use crate::plan::expr::{Expr, Var};
        let tw = Tw { v: Reg(2), c: Reg(3), form: Form::Stored };
        let phase = |ops: Vec<Op>| Phase { note: String::new(), sync: Some(Scope::Block), ops };
        let mut phases = vec![
            phase(vec![Op::Ld { dst: Reg(0), mem: Mem::Global(Buf::X), idx: Expr::c(0) }]),
            phase(vec![
                Op::LdTw { w: tw, table: 0, idx: Expr::c(1) },
                Op::Guard { cond: Expr::var(Var::TidX).lt(1), ops: vec![Op::Mov { dst: Reg(2), src: Reg(0) }] },
                Op::MulTw { x: Reg(0), w: tw },
            ]),
        ];
        let before = format!("{phases:?}");
        assert_eq!(super::table_loads_ahead(&mut phases, 4, super::AHEAD_BUDGET), 0);
        assert_eq!(format!("{phases:?}"), before);
        phases[1].ops.remove(1);
        assert_eq!(super::table_loads_ahead(&mut phases, 4, super::AHEAD_BUDGET), 2, "without the guard: moved, two registers");
        assert!(matches!(phases[0].ops.last(), Some(Op::LdTw { w, .. }) if w.v == Reg(4) && w.c == Reg(5)));
        assert!(matches!(&phases[1].ops[0], Op::MulTw { w, .. } if w.v == Reg(4)), "the product reads the moved load's registers");
    }
}

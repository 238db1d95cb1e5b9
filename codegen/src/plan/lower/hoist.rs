//! Table loads moved to the start of a one-launch kernel, each into a
//! register of its own.
//!
//! Why: a one-launch kernel runs for a small batch, where nothing hides
//! latency. Each phase of a transform kernel loads its twiddles after the
//! barrier that opens it, and the compiler cannot move a load above a
//! barrier, so every phase waits one L2 round trip (~0.3-0.5 us) before its
//! first butterfly, on top of the data's. Issued together at the start, the
//! loads' latencies overlap each other and the first data load. It costs a
//! register per word held, so it stops at a budget; kernels for large
//! batches (the several-launch programs) keep their loads where they are.
//!
//! A load is moved only from the top level of a phase (not from under a
//! guard); the reads that follow it are renamed to the new register until
//! an op writes the old one again. A kernel where a guarded op writes a
//! renamed register is left as it was.

use crate::plan::ir::*;
use std::collections::HashMap;

/// Most registers the moved loads may add to a kernel.
pub const BUDGET: u16 = 64;

/// Moves the table loads of `phases` to the start of the first, in order,
/// while they fit `budget` more registers; returns the registers added
/// (`regs` is the kernel's count before).
pub fn table_loads(phases: &mut [Phase], regs: u16, budget: u16) -> u16 {
    let mut next = regs;
    let mut hoisted: Vec<Op> = vec![];
    let mut out: Vec<Vec<Op>> = vec![];
    // Renamings run across phases: a register may be read phases after its load.
    let mut map: HashMap<Reg, Reg> = HashMap::new();
    for p in phases.iter() {
        let mut ops = vec![];
        for op in &p.ops {
            if let Some((fresh, moved)) = moved_load(op, next, regs + budget) {
                for (old, new) in loaded(op).into_iter().zip(fresh) {
                    map.insert(old, new);
                }
                next += loaded(op).len() as u16;
                hoisted.push(moved);
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
    if hoisted.is_empty() {
        return 0;
    }
    for (p, ops) in phases.iter_mut().zip(out) {
        p.ops = ops;
    }
    hoisted.append(&mut phases[0].ops);
    phases[0].ops = hoisted;
    next - regs
}

/// The registers a table load writes.
fn loaded(op: &Op) -> Vec<Reg> {
    match op {
        Op::LdTw { w, .. } => vec![w.v, w.c],
        Op::Ld { dst, mem: Mem::Table(..), .. } => vec![*dst],
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
        _ => return None,
    };
    Some((fresh, moved))
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
        Op::StVec { src, buf, idx } => Op::StVec { src: src.iter().map(|&r| f(r)).collect(), buf: *buf, idx: idx.clone() },
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
        Op::LazyBfly { kind, a, b, w, half } => Op::LazyBfly { kind: *kind, a: f(*a), b: f(*b), w: tw(w, f), half: *half },
        Op::Normalize { x, from } => Op::Normalize { x: f(*x), from: *from },
        Op::LastGs { a, b, w, s } => Op::LastGs { a: f(*a), b: f(*b), w: tw(w, f), s: tw(s, f) },
        Op::LazyMulTw { x, w } => Op::LazyMulTw { x: f(*x), w: tw(w, f) },
        Op::WideMulTw { x, w } => Op::WideMulTw { x: f(*x), w: tw(w, f) },
        Op::Pow2Bfly { kind, a, b, shift } => Op::Pow2Bfly { kind: *kind, a: f(*a), b: f(*b), shift: shift.clone() },
        Op::GBfly { kind, a, b, w, half } => Op::GBfly { kind: *kind, a: a.map(f), b: b.map(f), w: [tw(&w[0], f), tw(&w[1], f)], half: *half },
        Op::GMulTw { x, w } => Op::GMulTw { x: x.map(f), w: [tw(&w[0], f), tw(&w[1], f)] },
        Op::GSelMulTw { x, w, bit } => Op::GSelMulTw { x: x.map(f), w: [tw(&w[0], f), tw(&w[1], f)], bit: bit.clone() },
        Op::Shfl { dst, src, lane } => Op::Shfl { dst: f(*dst), src: f(*src), lane: lane.clone() },
        Op::Pick { dst, cond, a, b } => Op::Pick { dst: f(*dst), cond: cond.clone(), a: f(*a), b: f(*b) },
        Op::Prefetch { .. } => op.clone(),
    }
}

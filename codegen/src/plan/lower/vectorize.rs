//! A thread's adjacent global accesses as one 16-byte vector access.
//!
//! Where the last register group of a kernel covers the lowest index bits
//! (the forward's last levels, the inverse's first), each thread holds
//! consecutive words, and its word-by-word stores leave every 32-byte sector
//! a quarter (u64) or an eighth (u32) used per instruction: four or eight
//! times the L1 and L2 transactions of a coalesced store (Nsight Compute on
//! the H200, the default u64 2^16 fwd1: 8 of 32 bytes per sector, 12.6 M L2
//! write sectors for 4.2 M of data). Runs of `16 / word bytes` such
//! accesses become `Op::LdVec` / `Op::StVec`, which the renderer writes as
//! `ulonglong2` (u64) or `uint4` (u32) accesses: a quarter of the sector
//! transactions and of the instructions.
//!
//! A run merges only when it is provably aligned: the same run-time index
//! part (`Expr::split_offset`), offsets `c, c + 1, ...` with `c` a multiple
//! of the run's length, and a run-time part whose low bits are clear
//! (`Expr::may_bits`). Every polynomial starts at a multiple of 16 bytes
//! (`words_per_poly` is), and the buffers are 16-byte aligned (allocations
//! are; the C ABI refuses a pointer that is not). Packed kernels keep scalar
//! accesses (each is guarded by the batch).
//!
//! Table loads ([`table_loads`]) merge the same way, but need not be
//! adjacent: a radix group's twiddles of one level are consecutive entries
//! whose loads sit between the butterflies. On the H100 the u32 2^16
//! forward's last kernel loaded 8 consecutive 4-byte entries per thread, one
//! instruction each, lanes 32 bytes apart: 62% of its global sectors were
//! excess (Nsight Compute; docs/BENCHMARKS.md, levers: `vector_access`).

use std::collections::HashSet;

use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::spec::Word;

/// Merges the runs of every phase of a kernel over `word`s.
pub fn global_accesses(phases: &mut [Phase], word: Word) {
    let width = 16 / word.bytes() as usize;
    for p in phases {
        p.ops = merge(std::mem::take(&mut p.ops), width);
    }
}

/// Merges each phase's loads of consecutive entries of one table part into
/// vector loads (16 bytes, else 8 for u32), at the first load's place,
/// where every tower's entries of that table start aligned to the vector
/// (`aligned(table, width)`, which the caller derives from the tables'
/// sizes) and no op
/// between a load's place and the first's touches its register.
pub fn table_loads(phases: &mut [Phase], word: Word, aligned: &dyn Fn(usize, usize) -> bool) {
    let widths: &[usize] = match word {
        Word::U64 => &[2],
        Word::U32 => &[4, 2],
    };
    for p in phases {
        let mut ops: Vec<Option<Op>> = std::mem::take(&mut p.ops).into_iter().map(Some).collect();
        for i in 0..ops.len() {
            for &w in widths {
                if let Some(v) = table_run(&mut ops, i, w, aligned) {
                    ops[i] = Some(v);
                    break;
                }
            }
        }
        p.ops = ops.into_iter().flatten().collect();
    }
}

/// A table load: (its registers, in word order; the table part; the
/// run-time part and the constant offset of its first word's index). A
/// paired entry (`Op::LdTw`) is two words of the value part.
fn table_load(op: &Op) -> Option<(Vec<Reg>, Mem, Expr, u32)> {
    let (regs, mem, words) = match op {
        Op::Ld { dst, mem: mem @ Mem::Table(..), idx } => (vec![*dst], mem.clone(), idx.clone()),
        Op::LdTw { w, table, idx } => (vec![w.v, w.c], Mem::Table(*table, Part::Value), idx.clone().mul(Expr::c(2)).simplify()),
        _ => return None,
    };
    let (rest, off) = words.split_offset();
    Some((regs, mem, rest, off))
}

/// The vector load of the aligned run of `w` words that `ops[i]` starts,
/// its other loads taken out of `ops`; None (and `ops` unchanged) where
/// there is none.
fn table_run(ops: &mut [Option<Op>], i: usize, w: usize, aligned: &dyn Fn(usize, usize) -> bool) -> Option<Op> {
    let (first, mem, rest, off) = table_load(ops[i].as_ref()?)?;
    let (n, wu) = (first.len(), w as u32);
    let Mem::Table(t, _) = mem else { return None };
    if n >= w || off % wu != 0 || rest.may_bits() & (wu - 1) != 0 || !aligned(t, w) {
        return None;
    }
    let mut regs: Vec<Option<Reg>> = vec![None; w];
    for (j, r) in first.iter().enumerate() {
        regs[j] = Some(*r);
    }
    let mut taken = vec![];
    // Registers the ops between the first load and a candidate touch.
    let mut touched: HashSet<Reg> = HashSet::new();
    for (k, slot) in ops.iter().enumerate().skip(i + 1) {
        let Some(op) = slot else { continue };
        if let Some((d, m, r, o)) = table_load(op) {
            let j = o.wrapping_sub(off) as usize;
            let fits = d.len() == n && j.is_multiple_of(n) && j < w && regs[j].is_none();
            if fits && m == mem && r == rest && d.iter().all(|x| !touched.contains(x) && !regs.contains(&Some(*x))) {
                for (q, x) in d.iter().enumerate() {
                    regs[j + q] = Some(*x);
                }
                taken.push(k);
                if (taken.len() + 1) * n == w {
                    break;
                }
                continue;
            }
        }
        let u = op.regs(true);
        touched.extend(u.reads.into_iter().chain(u.writes));
    }
    let dst: Vec<Reg> = regs.into_iter().collect::<Option<_>>()?;
    for k in taken {
        ops[k] = None;
    }
    Some(Op::LdVec { dst, mem, idx: rest.add(Expr::c(off)).simplify() })
}

fn merge(ops: Vec<Op>, width: usize) -> Vec<Op> {
    let mut out = Vec::with_capacity(ops.len());
    let mut i = 0;
    while i < ops.len() {
        match run(&ops[i..], width) {
            Some(v) => {
                out.push(v);
                i += width;
            }
            None => {
                out.push(ops[i].clone());
                i += 1;
            }
        }
    }
    out
}

/// One global access: (is a load, its register, buffer, index).
fn access(op: &Op) -> Option<(bool, Reg, Buf, &crate::plan::expr::Expr)> {
    match op {
        Op::Ld { dst, mem: Mem::Global(b), idx } => Some((true, *dst, *b, idx)),
        Op::St { src, mem: Mem::Global(b), idx } => Some((false, *src, *b, idx)),
        _ => None,
    }
}

/// The vector access of the first `width` ops, where they form an aligned run.
fn run(ops: &[Op], width: usize) -> Option<Op> {
    if ops.len() < width {
        return None;
    }
    let (load, _, buf, idx) = access(&ops[0])?;
    let (rest, off) = idx.split_offset();
    let w = width as u32;
    if off % w != 0 || rest.may_bits() & (w - 1) != 0 {
        return None;
    }
    let mut regs = Vec::with_capacity(width);
    for (j, op) in ops[..width].iter().enumerate() {
        let (l, r, b, i) = access(op)?;
        let (rj, oj) = i.split_offset();
        if l != load || b != buf || rj != rest || oj != off + j as u32 {
            return None;
        }
        regs.push(r);
    }
    // Loads into distinct registers only: the words land at once.
    if load && (1..regs.len()).any(|j| regs[..j].contains(&regs[j])) {
        return None;
    }
    let idx = idx.clone();
    Some(if load { Op::LdVec { dst: regs, mem: Mem::Global(buf), idx } } else { Op::StVec { src: regs, buf, idx, explicit: false } })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::expr::{Expr, Var};

    fn st(r: u16, idx: Expr) -> Op {
        Op::St { src: Reg(r), mem: Mem::Global(Buf::X), idx }
    }
    fn ld(r: u16, idx: Expr) -> Op {
        Op::Ld { dst: Reg(r), mem: Mem::Global(Buf::X), idx }
    }
    fn phase(ops: Vec<Op>) -> Vec<Phase> {
        vec![Phase { note: String::new(), sync: None, ops }]
    }
    /// `(tid.x << 3) + k`: thread t's 8 consecutive words.
    fn mine(k: u32) -> Expr {
        Expr::var(Var::TidX).shl(3).add(Expr::c(k)).simplify()
    }

    #[test]
    fn consecutive_aligned_words_become_one_access() {
        let mut p = phase((0..8).map(|k| st(k as u16, mine(k))).collect());
        global_accesses(&mut p, Word::U64);
        assert_eq!(p[0].ops.len(), 4, "{:?}", p[0].ops);
        assert_eq!(p[0].ops[1], Op::StVec { src: vec![Reg(2), Reg(3)], buf: Buf::X, idx: mine(2), explicit: false });
        let mut p = phase((0..8).map(|k| ld(k as u16, mine(k))).collect());
        global_accesses(&mut p, Word::U32);
        assert_eq!(p[0].ops, vec![Op::LdVec { dst: (0..4).map(Reg).collect(), mem: Mem::Global(Buf::X), idx: mine(0) }, Op::LdVec { dst: (4..8).map(Reg).collect(), mem: Mem::Global(Buf::X), idx: mine(4) }]);
    }

    #[test]
    fn unaligned_strided_or_mixed_runs_stay_scalar() {
        let strided: Vec<Op> = (0..4).map(|k| st(k as u16, Expr::var(Var::TidX).add(Expr::c(32 * k)).simplify())).collect();
        let odd: Vec<Op> = (1..3).map(|k| st(k as u16, mine(k))).collect();
        // tid.x + k: consecutive offsets, but the run-time part may be odd.
        let unknown: Vec<Op> = (0..2).map(|k| st(k as u16, Expr::var(Var::TidX).add(Expr::c(k)).simplify())).collect();
        let mixed = vec![ld(0, mine(0)), st(1, mine(1))];
        let shared = vec![Op::St { src: Reg(0), mem: Mem::Shared, idx: mine(0) }, Op::St { src: Reg(1), mem: Mem::Shared, idx: mine(1) }];
        let same_reg = vec![ld(0, mine(0)), ld(0, mine(1))];
        for ops in [strided, odd, unknown, mixed, shared, same_reg] {
            let mut p = phase(ops.clone());
            global_accesses(&mut p, Word::U64);
            assert_eq!(p[0].ops, ops);
        }
    }

    fn tw(r: u16, k: u32) -> Op {
        Op::Ld { dst: Reg(r), mem: Mem::Table(0, Part::Value), idx: mine(k) }
    }
    fn bfly(a: u16, w: u16) -> Op {
        Op::LazyBfly { kind: BflyKind::Ct, a: Reg(a), b: Reg(a + 1), w: Tw { v: Reg(w), c: Reg(w), form: Form::Stored }, half: false, skip: false }
    }
    fn aligned(_: usize, _: usize) -> bool {
        true
    }

    #[test]
    fn table_loads_between_butterflies_merge_at_the_first() {
        // u32: four consecutive entries, each used by the butterfly after it.
        let ops: Vec<Op> = (0..4).flat_map(|k| [tw(10 + k as u16, k), bfly(2 * k as u16, 10 + k as u16)]).collect();
        let mut p = phase(ops);
        table_loads(&mut p, Word::U32, &aligned);
        let want = Op::LdVec { dst: (10..14).map(Reg).collect(), mem: Mem::Table(0, Part::Value), idx: mine(0) };
        assert_eq!(p[0].ops[0], want, "{:?}", p[0].ops);
        assert_eq!(p[0].ops.len(), 5);
        // u64: pairs of entries.
        let mut p = phase((0..4).map(|k| tw(10 + k as u16, k)).collect());
        table_loads(&mut p, Word::U64, &aligned);
        assert_eq!(p[0].ops.len(), 2, "{:?}", p[0].ops);
        // u32 paired entries (value, companion): two of them in one 16-byte load.
        let pair = |r: u16, k: u32| Op::LdTw { w: Tw { v: Reg(r), c: Reg(r + 1), form: Form::Stored }, table: 0, idx: Expr::var(Var::TidX).shl(2).add(Expr::c(k)).simplify() };
        let mut p = phase(vec![pair(10, 0), bfly(0, 10), pair(12, 1)]);
        table_loads(&mut p, Word::U32, &aligned);
        let two = Op::LdVec { dst: (10..14).map(Reg).collect(), mem: Mem::Table(0, Part::Value), idx: Expr::var(Var::TidX).shl(2).mul(Expr::c(2)).simplify() };
        assert_eq!(p[0].ops, vec![two, bfly(0, 10)]);
    }

    #[test]
    fn table_loads_stay_where_moving_them_is_unsafe_or_unaligned() {
        // The second load's register is read before its place: no merge.
        let reads = vec![tw(10, 0), bfly(11, 12), tw(11, 1)];
        // Its register is written before its place.
        let writes = vec![tw(10, 0), Op::Set { dst: Reg(11), value: 1 }, tw(11, 1)];
        // Offsets 1, 2 (not a multiple of the width), another table, a table
        // the caller says is not aligned.
        let odd = vec![tw(10, 1), tw(11, 2)];
        let other = vec![tw(10, 0), Op::Ld { dst: Reg(11), mem: Mem::Table(1, Part::Value), idx: mine(1) }];
        for ops in [reads, writes, odd, other] {
            let mut p = phase(ops.clone());
            table_loads(&mut p, Word::U64, &aligned);
            assert_eq!(p[0].ops, ops);
        }
        let ops = vec![tw(10, 0), tw(11, 1)];
        let mut p = phase(ops.clone());
        table_loads(&mut p, Word::U64, &|t, _| t != 0);
        assert_eq!(p[0].ops, ops);
    }
}

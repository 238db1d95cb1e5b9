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

use crate::plan::ir::*;
use crate::spec::Word;

/// Merges the runs of every phase of a kernel over `word`s.
pub fn global_accesses(phases: &mut [Phase], word: Word) {
    let width = 16 / word.bytes() as usize;
    for p in phases {
        p.ops = merge(std::mem::take(&mut p.ops), width);
    }
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
    Some(if load { Op::LdVec { dst: regs, buf, idx } } else { Op::StVec { src: regs, buf, idx } })
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
        assert_eq!(p[0].ops[1], Op::StVec { src: vec![Reg(2), Reg(3)], buf: Buf::X, idx: mine(2) });
        let mut p = phase((0..8).map(|k| ld(k as u16, mine(k))).collect());
        global_accesses(&mut p, Word::U32);
        assert_eq!(p[0].ops, vec![Op::LdVec { dst: (0..4).map(Reg).collect(), buf: Buf::X, idx: mine(0) }, Op::LdVec { dst: (4..8).map(Reg).collect(), buf: Buf::X, idx: mine(4) }]);
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
}

//! Several tiles per block, the next tile's words copied ahead
//! (`tiles_per_block`).
//!
//! A transform kernel's block loads its words at the start of its first
//! phase and waits for them before its first butterfly; only the other
//! resident blocks keep the SM busy meanwhile. Here each launched block runs
//! `tiles_per_block` tiles (blocks of the plain launch, in x) in turn, and
//! while it computes one tile the words of the next are on their way into
//! shared memory (`cp.async`, no register held): each of the first phase's
//! global loads becomes a copy of the same words into a slot of the
//! thread's own (`Op::CopyAsync`, issued one tile ahead) and a load of that
//! slot (`Mem::Stage`). A thread reads only the slots its own copies wrote,
//! so waiting for its copies is the only ordering the stage needs. Two
//! stages alternate with the tile's parity (`Var::BidX & 1`): the copies
//! for tile + 1 go to the stage tile - 1 read.

use crate::plan::expr::{Expr, Var};
use crate::plan::ir::*;

/// The copies that fill a tile's stage, and the block's shared words with
/// the two stages after the kernel's own.
pub struct Staged {
    pub copies: Vec<Op>,
    pub shared_words: u32,
}

/// Moves the first phase's global loads (those before its first global
/// store, outside guards) to the stage; `None` (and `phases` untouched)
/// where it has none.
pub fn stage(phases: &mut [Phase], block: [u32; 2], shared_words: u32) -> Option<Staged> {
    let first = phases.first_mut()?;
    let staged: Vec<usize> = first
        .ops
        .iter()
        .take_while(|op| !matches!(op, Op::St { mem: Mem::Global(_), .. } | Op::StVec { .. }))
        .enumerate()
        .filter(|(_, op)| matches!(op, Op::Ld { mem: Mem::Global(_), .. } | Op::LdVec { mem: Mem::Global(_), .. }))
        .map(|(i, _)| i)
        .collect();
    let width = |op: &Op| match op {
        Op::LdVec { dst, .. } => dst.len() as u32,
        _ => 1,
    };
    let per_thread: u32 = staged.iter().map(|&i| width(&first.ops[i])).sum();
    if per_thread == 0 {
        return None;
    }
    let threads = block[0] * block[1];
    // Four-word alignment: a slot of a 16-byte copy starts on 16 bytes.
    let base = shared_words.next_multiple_of(4);
    let stage_words = per_thread * threads;
    let thread = Expr::var(Var::TidX).add(Expr::var(Var::TidY).mul(Expr::c(block[0])));
    let parity = Expr::var(Var::BidX).and(1).mul(Expr::c(stage_words));
    let mut copies = vec![];
    let mut at = 0;
    for i in staged {
        let w = width(&first.ops[i]);
        // The thread's slots of this load: w consecutive words, the threads
        // side by side (a warp's copies fill consecutive words).
        let slot = Expr::c(base + at * threads).add(parity.clone()).add(thread.clone().mul(Expr::c(w))).simplify();
        at += w;
        let (op, copy) = match &first.ops[i] {
            Op::Ld { dst, mem: Mem::Global(b), idx } => (Op::Ld { dst: *dst, mem: Mem::Stage, idx: slot.clone() }, (*b, idx.clone())),
            Op::LdVec { dst, mem: Mem::Global(b), idx } => (Op::LdVec { dst: dst.clone(), mem: Mem::Stage, idx: slot.clone() }, (*b, idx.clone())),
            _ => continue,
        };
        first.ops[i] = op;
        copies.push(Op::CopyAsync { buf: copy.0, idx: copy.1, slot, width: w });
    }
    Some(Staged { copies, shared_words: base + 2 * stage_words })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ld(dst: u16, idx: u32) -> Op {
        Op::Ld { dst: Reg(dst), mem: Mem::Global(Buf::X), idx: Expr::var(Var::TidX).add(Expr::c(idx)) }
    }

    #[test]
    fn first_phase_loads_before_a_store_become_stage_loads_with_copies() {
        let store = Op::St { src: Reg(0), mem: Mem::Global(Buf::X), idx: Expr::var(Var::TidX) };
        let mut phases = vec![Phase { note: String::new(), sync: None, ops: vec![ld(0, 0), ld(1, 64), store.clone(), ld(2, 128)] }];
        let s = stage(&mut phases, [32, 2], 10).expect("two loads to stage");
        assert_eq!(s.copies.len(), 2, "the load after the store stays");
        assert!(matches!(phases[0].ops[3], Op::Ld { mem: Mem::Global(_), .. }));
        assert!(matches!(phases[0].ops[0], Op::Ld { mem: Mem::Stage, .. }));
        // Base 12 (10 rounded to 4), two words for each of 64 threads, two stages.
        assert_eq!(s.shared_words, 12 + 2 * 2 * 64);
        let env = |t: u32, bx: u32| crate::plan::expr::Env { tid: [t % 32, t / 32], bid: [bx, 0, 0] };
        // Thread 33 of an odd tile: the second stage, its own slot.
        let Op::CopyAsync { slot, .. } = &s.copies[1] else { panic!("a copy") };
        assert_eq!(slot.eval(&env(33, 3)).expect("evaluates"), 12 + 128 + 64 + 33);
        let Op::Ld { idx, .. } = &phases[0].ops[1] else { panic!("a load") };
        assert_eq!(idx, slot, "the load reads what the copy wrote");
    }

    #[test]
    fn a_kernel_without_first_phase_loads_is_left_alone() {
        let mut phases = vec![Phase { note: String::new(), sync: None, ops: vec![Op::Set { dst: Reg(0), value: 1 }] }];
        assert!(stage(&mut phases, [32, 1], 0).is_none());
    }
}

//! Accumulates one kernel's phases and hands out registers.

use crate::plan::expr::Expr;
use crate::plan::ir::*;

pub struct KernelBuilder {
    pub phases: Vec<Phase>,
    cur: Phase,
    next_reg: u16,
    max_reg: u16,
    /// Registers below this survive `reset_temps` (the data registers).
    pinned: u16,
    /// Keep the last phase even without ops: it is a trailing barrier.
    keep_empty: bool,
    /// The kernel arrives at the cluster barrier first and has waited
    /// (`started_cluster`).
    cluster_started: bool,
}

impl KernelBuilder {
    pub fn new(note: &str) -> Self {
        KernelBuilder { phases: vec![], cur: Phase { note: note.to_string(), sync: None, ops: vec![] }, next_reg: 0, max_reg: 0, pinned: 0, keep_empty: false, cluster_started: false }
    }
    pub fn reg(&mut self) -> Reg {
        let r = Reg(self.next_reg);
        self.next_reg += 1;
        self.max_reg = self.max_reg.max(self.next_reg);
        r
    }
    pub fn regs(&mut self, count: usize) -> Vec<Reg> {
        (0..count).map(|_| self.reg()).collect()
    }
    /// Keep every register handed out so far; later temps are recycled per phase.
    pub fn pin(&mut self) {
        self.pinned = self.next_reg;
    }
    pub fn push(&mut self, op: Op) {
        self.cur.ops.push(op);
    }
    /// Close the phase: the next ops run after a block barrier.
    pub fn barrier(&mut self, next_note: &str) {
        self.barrier_at(Scope::Block, next_note);
    }
    /// Close the phase: the next ops run after a barrier of `scope`.
    pub fn barrier_at(&mut self, scope: Scope, next_note: &str) {
        let done = std::mem::replace(&mut self.cur, Phase { note: next_note.to_string(), sync: Some(scope), ops: vec![] });
        self.phases.push(done);
        self.next_reg = self.pinned;
    }
    /// Whether the ops pushed from now on run after a barrier of `scope`.
    pub fn passed(&self, scope: Scope) -> bool {
        self.phases.iter().chain([&self.cur]).any(|p| p.sync == Some(scope))
    }
    /// From here on every block of the cluster runs: a cluster barrier
    /// already passed, or the kernel's first op arrives and this waits.
    pub fn started_cluster(&mut self) {
        if self.cluster_started || self.passed(Scope::Cluster) {
            return;
        }
        self.phases.first_mut().unwrap_or(&mut self.cur).ops.insert(0, Op::ClusterArrive);
        self.push(Op::ClusterWait);
        self.cluster_started = true;
    }
    /// Keep the current phase even with no ops (a trailing barrier).
    pub fn push_empty_phase(&mut self) {
        self.keep_empty = true;
    }
    pub fn finish(mut self) -> (Vec<Phase>, u16) {
        if !self.cur.ops.is_empty() || self.keep_empty {
            self.phases.push(self.cur);
        }
        (self.phases, self.max_reg)
    }
    pub fn ld(&mut self, dst: Reg, mem: Mem, idx: Expr) {
        self.push(Op::Ld { dst, mem, idx: idx.simplify() });
    }
    pub fn st(&mut self, src: Reg, mem: Mem, idx: Expr) {
        self.push(Op::St { src, mem, idx: idx.simplify() });
    }
}

/// Work and traffic of a kernel over one polynomial of one tower (each op's
/// share is its own, `plan::ops`).
pub fn cost(phases: &[Phase], threads_per_poly: u64, word_bytes: u64, _tables: &[TableDecl]) -> Cost {
    let mut per_thread = Cost::default();
    for op in phases.iter().flat_map(|p| &p.ops) {
        op.cost(word_bytes, &mut per_thread);
    }
    let t = threads_per_poly;
    Cost {
        mulmods: per_thread.mulmods * t,
        addmods: per_thread.addmods * t,
        butterflies: per_thread.butterflies * t,
        global_read_bytes: per_thread.global_read_bytes * t,
        global_write_bytes: per_thread.global_write_bytes * t,
        table_read_bytes: per_thread.table_read_bytes * t,
        shuffles: per_thread.shuffles * t,
        tensor_macs: per_thread.tensor_macs * t,
    }
}

//! Shared memory of one thread-block cluster (one block when the kernel has
//! no cluster), with the race checks of each barrier scope.
//!
//! Every access is stamped with the phase it ran in. Two accesses to a slot,
//! one of them a write, by different threads are ordered only if a barrier
//! wide enough for both lies between them: any barrier for two threads of a
//! warp, a block or cluster barrier for two warps of a block, a cluster
//! barrier for two blocks. A block may not exit while another block of its
//! cluster can still reach its shared memory: every cross-block access must
//! be followed by a cluster barrier. Nor may a block reach another's shared
//! memory before a cluster barrier: until one, the other block may not have
//! started (CUDA's rule for distributed shared memory).

use crate::plan::ir::{Op, Phase, Scope};

/// Who touched a slot: a block's rank in the cluster and a thread of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Who {
    pub rank: u32,
    pub thread: u32,
}

/// Several threads (or blocks) since the last barrier that orders them.
const MANY: u32 = u32::MAX;
const NEVER: usize = usize::MAX;

#[derive(Clone, Copy)]
struct Stamp {
    phase: usize,
    who: Who,
}

const NONE: Stamp = Stamp { phase: NEVER, who: Who { rank: MANY, thread: MANY } };

#[derive(Clone, Copy)]
struct Slot {
    value: Option<u64>,
    write: Stamp,
    /// Reads by the owning block, and by the other blocks of the cluster.
    local_read: Stamp,
    remote_read: Stamp,
}

/// Which barriers each phase of the kernel has passed, by scope.
struct Epochs {
    block: Vec<usize>,
    cluster: Vec<usize>,
    grid: Vec<usize>,
}

pub struct ClusterShared {
    /// Slots of each block of the cluster, by rank.
    slots: Vec<Vec<Slot>>,
    epochs: Epochs,
    warp: u32,
    /// (rank, thread) of each thread past its `Op::ClusterWait`.
    waited: std::collections::HashSet<(u32, u32)>,
}

impl ClusterShared {
    /// The most bytes a cluster's shared memory holds: its blocks' slots,
    /// the epochs of each phase and every thread past its cluster wait.
    pub fn bytes(blocks: u32, words: u32, phases: usize, threads: u32) -> u64 {
        let slots = u64::from(blocks) * (u64::from(words) * std::mem::size_of::<Slot>() as u64 + std::mem::size_of::<Vec<Slot>>() as u64);
        let epochs = 3 * phases as u64 * std::mem::size_of::<usize>() as u64;
        // A hash set's table: about twice its entries, a control byte each.
        let waited = 2 * u64::from(blocks) * u64::from(threads) * (std::mem::size_of::<(u32, u32)>() as u64 + 1);
        std::mem::size_of::<Self>() as u64 + slots + epochs + waited
    }

    pub fn new(blocks: u32, words: u32, phases: &[Phase]) -> Self {
        let slot = Slot { value: None, write: NONE, local_read: NONE, remote_read: NONE };
        let (mut block, mut cluster, mut grid) = (vec![], vec![], vec![]);
        let (mut b, mut c, mut g) = (0, 0, 0);
        for p in phases {
            if matches!(p.sync, Some(Scope::Grid | Scope::Polynomial)) {
                g += 1;
            }
            match p.sync {
                Some(Scope::Cluster | Scope::Grid | Scope::Polynomial) => {
                    b += 1;
                    c += 1;
                }
                Some(Scope::Block) => b += 1,
                Some(Scope::Warp) | None => {}
            }
            block.push(b);
            cluster.push(c);
            grid.push(g);
        }
        ClusterShared { slots: vec![vec![slot; words as usize]; blocks as usize], epochs: Epochs { block, cluster, grid }, warp: 32, waited: Default::default() }
    }

    /// Whether accesses `a` and `b` (phases, threads) may run in either order.
    fn unordered(&self, a: Stamp, b: Stamp) -> bool {
        if a.phase == NEVER || b.phase == NEVER {
            return false;
        }
        let e = &self.epochs;
        if a.who.rank != b.who.rank || a.who.rank == MANY {
            e.cluster[a.phase] == e.cluster[b.phase]
        } else if a.who.thread == b.who.thread && a.who.thread != MANY {
            false
        } else if a.who.thread == MANY || b.who.thread == MANY || a.who.thread / self.warp != b.who.thread / self.warp {
            e.block[a.phase] == e.block[b.phase]
        } else {
            a.phase == b.phase
        }
    }

    fn slot(&mut self, owner: u32, i: usize, what: &str) -> Result<&mut Slot, String> {
        let words = self.slots.first().map_or(0, Vec::len);
        let blocks = self.slots.len();
        let ranks = self.slots.get_mut(owner as usize).ok_or_else(|| format!("shared {what} in block rank {owner}, beyond the cluster's {blocks} block(s)"))?;
        ranks.get_mut(i).ok_or_else(|| format!("shared {what} of slot {i}, beyond {words} words"))
    }

    /// Cluster barriers passed before `phase`: accesses of two blocks of one
    /// cluster in different cluster epochs are ordered (global memory too).
    pub fn cluster_epoch(&self, phase: usize) -> u32 {
        self.epochs.cluster.get(phase).copied().unwrap_or(0) as u32
    }

    /// Grid barriers passed before `phase`: global accesses of any two
    /// blocks in different grid epochs are ordered.
    pub fn grid_epoch(&self, phase: usize) -> u32 {
        self.epochs.grid.get(phase).copied().unwrap_or(0) as u32
    }

    /// A cross-block access before the kernel's first cluster barrier: the
    /// owner may not have started, its shared memory not yet its own.
    fn before_start(&self, owner: u32, who: Who, phase: usize, i: usize, what: &str) -> Result<(), String> {
        if who.rank != owner && self.epochs.cluster.get(phase).copied().unwrap_or(0) == 0 && !self.waited.contains(&(who.rank, who.thread)) {
            return Err(format!(
                "shared {what} of slot {i} of block rank {owner} by block rank {} before any cluster barrier: that block may not have started (put a cluster barrier, or an arrival and its wait, before the first access to another block's shared memory)",
                who.rank
            ));
        }
        Ok(())
    }

    /// Thread `thread` of block `rank` waited for its cluster's arrivals.
    pub fn note_wait(&mut self, rank: u32, thread: u32) {
        self.waited.insert((rank, thread));
    }

    pub fn read(&mut self, owner: u32, who: Who, phase: usize, i: usize) -> Result<u64, String> {
        let cur = Stamp { phase, who };
        let remote = who.rank != owner;
        self.before_start(owner, who, phase, i, "read")?;
        let s = *self.slot(owner, i, "read")?;
        let v = s.value.ok_or_else(|| format!("shared read of slot {i}{}, which nothing wrote", of(owner, remote)))?;
        if self.unordered(s.write, cur) {
            return Err(if remote || s.write.who.rank != owner {
                format!("shared read of slot {i} of block rank {owner}, which block rank {} thread {} wrote since the last cluster barrier (missing cluster barrier)", s.write.who.rank, s.write.who.thread)
            } else {
                format!("shared read of slot {i}, which thread {} wrote in this phase (missing barrier)", s.write.who.thread)
            });
        }
        let prev = if remote { s.remote_read } else { s.local_read };
        // Readers merge while they share the stamp's window: a phase for
        // the owner's threads (as before clusters), a cluster phase for others.
        let same_window = prev.phase != NEVER && if remote { self.epochs.cluster[prev.phase] == self.epochs.cluster[phase] } else { prev.phase == phase };
        let slot = self.slot(owner, i, "read")?;
        let rec = if remote { &mut slot.remote_read } else { &mut slot.local_read };
        *rec = if same_window && rec.who != who {
            Stamp { phase, who: Who { rank: if rec.who.rank == who.rank { who.rank } else { MANY }, thread: if rec.who.thread == who.thread { who.thread } else { MANY } } }
        } else {
            cur
        };
        Ok(v)
    }

    pub fn write(&mut self, owner: u32, who: Who, phase: usize, i: usize, v: u64) -> Result<(), String> {
        let cur = Stamp { phase, who };
        let remote = who.rank != owner;
        self.before_start(owner, who, phase, i, "write")?;
        let s = *self.slot(owner, i, "write")?;
        let cross = remote || s.write.who.rank != owner;
        if (s.write.phase == phase && s.write.who == who) || self.unordered(s.write, cur) {
            return Err(if cross && s.write.phase != NEVER {
                format!("second write to shared slot {i} of block rank {owner} since the last cluster barrier (first by block rank {} thread {})", s.write.who.rank, s.write.who.thread)
            } else {
                format!("second write to shared slot {i} in one phase (first by thread {})", s.write.who.thread)
            });
        }
        if self.unordered(s.local_read, cur) {
            return Err(if remote {
                format!("shared write of slot {i} of block rank {owner}, which that block read since the last cluster barrier (missing cluster barrier)")
            } else {
                format!("shared write of slot {i}, which another thread read in this phase (missing barrier)")
            });
        }
        if self.unordered(s.remote_read, cur) {
            return Err(format!("shared write of slot {i} of block rank {owner}, which another block read since the last cluster barrier (missing cluster barrier)"));
        }
        let slot = self.slot(owner, i, "write")?;
        slot.value = Some(v);
        slot.write = cur;
        Ok(())
    }

    /// At the end of the kernel: no block may still be reachable by another.
    pub fn finish(&self) -> Result<(), String> {
        let Some(&last) = self.epochs.cluster.last() else { return Ok(()) };
        for (owner, slots) in self.slots.iter().enumerate() {
            for (i, s) in slots.iter().enumerate() {
                for a in [s.write, s.remote_read] {
                    if a.phase != NEVER && a.who.rank != owner as u32 && self.epochs.cluster[a.phase] == last {
                        return Err(format!(
                            "block rank {} reached slot {i} of block rank {owner} after the last cluster barrier: the owner may have exited (end the kernel with a cluster barrier)",
                            if a.who.rank == MANY { "(several)".to_string() } else { a.who.rank.to_string() }
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}

/// The split cluster arrival of a kernel's phases, whichever thread runs
/// them: each `ClusterArrive` followed by its `ClusterWait` before another
/// arrival or a cluster barrier, and neither under a guard (checked by the
/// op). Errors name the phase.
pub fn check_arrivals(phases: &[Phase]) -> Result<(), (usize, String)> {
    let mut pending = false;
    for (i, p) in phases.iter().enumerate() {
        if pending && matches!(p.sync, Some(Scope::Cluster | Scope::Grid)) {
            return Err((i, "a cluster barrier while this thread's arrival still waits (put its ClusterWait first)".into()));
        }
        for op in &p.ops {
            match (op, pending) {
                (Op::ClusterArrive, true) => return Err((i, "a second cluster arrival before the first one's wait".into())),
                (Op::ClusterWait, false) => return Err((i, "a cluster wait without an arrival before it".into())),
                (Op::ClusterArrive | Op::ClusterWait, _) => pending = !pending,
                _ => {}
            }
        }
    }
    if pending {
        return Err((phases.len().saturating_sub(1), "the kernel ends with a cluster arrival it never waits for".into()));
    }
    Ok(())
}

fn of(owner: u32, remote: bool) -> String {
    if remote {
        format!(" of block rank {owner}")
    } else {
        String::new()
    }
}

//! Handing one register group's elements to the next group through memory
//! that the kernel's threads share, with a barrier of that scope between
//! the writes and the reads.
//!
//! The scope decides the memory, its addressing and the barrier; the
//! slot geometry (padding, interleaving of sets, constant-geometry
//! ping-pong) is the same for each. A Hopper thread-block cluster adds one
//! arm to [`Scope`] (distributed shared memory of several blocks, a cluster
//! barrier) and its cases in [`Exchange::place`] (the cluster-shared memory),
//! [`Exchange::sync`] (a cluster barrier), [`Exchange::slot`] (which block
//! of the cluster holds a set) and [`Exchange::words`] (words per block);
//! the stages around it see only `take` and `hand_on` (or, for several
//! operands in flight with one barrier, `put` per operand and one
//! `sync_after`; each operand's exchange `beside` the previous one's).

use super::super::builder::KernelBuilder;
use super::super::geom::{Geom, SHARED_PAD_SHIFT};
use super::{Data, KernelCtx};
use crate::plan::expr::Expr;
use crate::plan::ir::Mem;
use crate::spec::{Access, ValidSpec};

/// Memory the register groups of a kernel exchange through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// One block's dynamic shared memory, after a block barrier.
    Block,
    /// The distributed shared memory of the 2^log_blocks blocks of a Hopper
    /// thread-block cluster, after a cluster barrier. The set's slots are
    /// cut into equal consecutive parts, one per block rank, so an element
    /// keeps one home slot whichever thread holds it: a thread reads and
    /// writes only the slots of its own elements within a phase.
    Cluster { log_blocks: u32 },
}

impl Scope {
    /// The exchange scope of a kernel of shape `g`.
    pub fn of(g: &Geom) -> Scope {
        if g.log_cblocks > 0 {
            Scope::Cluster { log_blocks: g.log_cblocks }
        } else {
            Scope::Block
        }
    }
}

/// The exchange buffer of one kernel: where each element waits between groups.
#[derive(Clone, Debug)]
pub struct Exchange {
    pub scope: Scope,
    /// Words of one region, padding included.
    pub region: u32,
    /// Constant geometry writes other slots than it read in the same phase,
    /// so its exchanges alternate between two regions.
    pub ping_pong: bool,
    /// One padding word every 2^pad_shift words.
    pub pad_shift: u32,
    /// Elements per set.
    l: u32,
    lanes: u32,
    cluster: u32,
    lanes_on_sets: bool,
    set_in_block: Expr,
    /// Threads per block (cluster scope: which block ranks an access can reach).
    tpb: u32,
    /// A thread reached another block's part since the last cluster barrier
    /// (so the kernel must end with one: no block may exit before).
    remote_open: std::cell::Cell<bool>,
    /// First word of this exchange in each block's shared memory.
    origin: u32,
}

/// Whether a hand-on's words cross blocks of a cluster: stored to another
/// block's part, or to be loaded from one after the barrier.
#[derive(Clone, Copy, Debug, Default)]
pub struct Remote {
    pub stores: bool,
    pub loads: bool,
}

impl std::ops::BitOr for Remote {
    type Output = Remote;
    fn bitor(self, o: Remote) -> Remote {
        Remote { stores: self.stores || o.stores, loads: self.loads || o.loads }
    }
}

impl Exchange {
    /// The exchange of a kernel with `groups` register groups; none for a
    /// single group, which never leaves its registers.
    pub fn new(scope: Scope, spec: &ValidSpec, g: &Geom, groups: usize) -> Option<Exchange> {
        if groups <= 1 {
            return None;
        }
        let (l, lanes, cluster) = (g.l(), spec.lanes(), 1u32 << g.log_cluster);
        // One padding word every `pad` words breaks the power-of-two strides
        // of the later register groups across the 32 banks.
        let pad_shift = SHARED_PAD_SHIFT[spec.word as usize];
        let raw = cluster * l * lanes;
        Some(Exchange {
            scope,
            region: raw + (raw >> pad_shift),
            ping_pong: spec.access == Access::ConstantGeometry,
            pad_shift,
            l,
            lanes,
            cluster,
            lanes_on_sets: g.lanes_on_sets,
            set_in_block: g.set_in_block(),
            tpb: g.block()[0] * g.block()[1],
            remote_open: std::cell::Cell::new(false),
            origin: 0,
        })
    }

    /// The same exchange for a second operand in flight at the same time:
    /// its slots follow this one's words, so both hand on in one phase.
    pub fn beside(&self) -> Exchange {
        Exchange { origin: self.origin + self.words(), remote_open: std::cell::Cell::new(false), ..self.clone() }
    }

    /// Words of each block's shared memory the exchange occupies (from its origin).
    pub fn words(&self) -> u32 {
        match self.scope {
            Scope::Block => self.region * if self.ping_pong { 2 } else { 1 },
            Scope::Cluster { .. } => self.set_part() * self.cluster,
        }
    }

    /// Where slot word `w` (from `slot`) lives: the memory and the index in it.
    /// In a cluster, a word in the thread's own block's part is plain shared
    /// memory (no `mapa`), found by trying every thread of every rank.
    pub fn place(&self, w: Expr) -> (Mem, Expr) {
        match self.scope {
            Scope::Block => (Mem::Shared, w.add(Expr::c(self.origin)).simplify()),
            Scope::Cluster { log_blocks } => {
                // Consecutive parts of the set, one per rank, padded like a
                // block's; constant geometry's second region (words from
                // l x lanes on, `slot`) is a second padded part in each block.
                let set_bits = (self.l * self.lanes).trailing_zeros();
                let part_bits = set_bits - log_blocks;
                let part = 1u32 << part_bits;
                let (w, region) = if self.ping_pong {
                    (w.clone().and(super::super::geom::mask(set_bits)), w.shr(set_bits).mul(Expr::c(part + (part >> self.pad_shift))))
                } else {
                    (w, Expr::c(0))
                };
                let rank = w.clone().shr(part_bits).simplify();
                let local = w.and(super::super::geom::mask(part_bits)).simplify();
                // The block's sets each have their own part (same set in every rank).
                let set = if self.cluster > 1 { self.set_in_block.clone().mul(Expr::c(self.set_part())) } else { Expr::c(0) };
                let at = local.clone().add(local.shr(self.pad_shift)).add(region).add(set).add(Expr::c(self.origin)).simplify();
                if self.always_own_rank(&rank, log_blocks) {
                    (Mem::Shared, at)
                } else {
                    (Mem::ClusterShared(rank), at)
                }
            }
        }
    }

    /// Words of one set's part in each block of a cluster (padded, both
    /// constant-geometry regions).
    fn set_part(&self) -> u32 {
        let Scope::Cluster { log_blocks } = self.scope else { return self.region };
        let part = (self.l * self.lanes) >> log_blocks;
        (part + (part >> self.pad_shift)) * if self.ping_pong { 2 } else { 1 }
    }

    /// Whether `rank` is the evaluating block's own rank for every thread.
    fn always_own_rank(&self, rank: &Expr, log_blocks: u32) -> bool {
        use crate::plan::expr::Env;
        (0..1u32 << log_blocks).all(|b| (0..self.tpb).all(|t| rank.eval(&Env { tid: [t, 0], bid: [b, 0, 0] }).is_ok_and(|r| r == b)))
    }

    /// Close the phase with the scope's barrier; `note` names the next phase.
    pub fn sync(&self, kb: &mut KernelBuilder, note: &str) {
        match self.scope {
            Scope::Block => kb.barrier(note),
            Scope::Cluster { .. } => kb.barrier_at(crate::plan::ir::Scope::Cluster, note),
        }
    }

    /// Whether a thread reached another block's shared memory since the last
    /// cluster barrier: then the kernel must end with one.
    pub fn needs_final_cluster_barrier(&self) -> bool {
        self.remote_open.get()
    }

    /// Word of slot `s` of lane `lane` of this thread's set, as read by group `group`.
    /// Lanes across sets interleave the sets (consecutive lanes, consecutive
    /// words); lanes within a set keep each set contiguous.
    pub fn slot(&self, group: usize, lane: u32, s: Expr) -> Expr {
        if let Scope::Cluster { .. } = self.scope {
            // The thread's set's words, an element's lanes side by side so they
            // share a home block, unpadded (constant geometry's odd groups in a
            // second region after them); `place` cuts them into the ranks'
            // parts, pads each and puts the block's sets side by side.
            let base = if self.ping_pong && group % 2 == 1 { self.l * self.lanes } else { 0 };
            return s.mul(Expr::c(self.lanes)).add(Expr::c(lane + base)).simplify();
        }
        let base = if self.ping_pong && group % 2 == 1 { self.region } else { 0 };
        let raw = if self.lanes_on_sets {
            Expr::c(lane * self.l).add(s).mul(Expr::c(self.cluster)).add(self.set_in_block.clone())
        } else {
            self.set_in_block.clone().mul(Expr::c(self.l * self.lanes)).add(Expr::c(lane * self.l)).add(s)
        };
        let raw = raw.simplify();
        Expr::c(base).add(raw.clone()).add(raw.shr(self.pad_shift))
    }

    /// Group `gi` (running `group`) writes its registers where group `gi + 1`
    /// (running `next`) will read them, then the scope's barrier.
    pub fn hand_on(&self, kb: &mut KernelBuilder, cx: &KernelCtx, gi: usize, group: &[u32], next: &[u32], data: &Data) {
        let remote = self.put(kb, cx, gi, group, next, data);
        self.sync_after(kb, cx, gi, remote);
    }

    /// The stores of `hand_on`, without its barrier (several operands hand
    /// on in one phase, then one barrier); what of them crosses blocks.
    pub fn put(&self, kb: &mut KernelBuilder, cx: &KernelCtx, gi: usize, group: &[u32], next: &[u32], data: &Data) -> Remote {
        let places: Vec<(Mem, Expr)> = (0..cx.radix())
            .flat_map(|kk| {
                let s = cx.g.storage(next, cx.g.elem(group, &cx.t, kk));
                (0..cx.lanes).map(move |lane| (s.clone(), lane))
            })
            .map(|(s, lane)| self.place(self.slot(gi + 1, lane, s)))
            .collect();
        let stores = places.iter().any(|(mem, _)| matches!(mem, Mem::ClusterShared(_)));
        if stores {
            // Another block's shared memory is its own only once that block
            // runs (CUDA's rule): the kernel arrives first, waits here.
            kb.started_cluster();
        }
        let regs = (0..cx.radix()).flat_map(|kk| (0..cx.lanes).map(move |lane| data[kk as usize][lane as usize]));
        for (src, (mem, at)) in regs.zip(places) {
            kb.st(src, mem, at);
        }
        // The next group's loads, after the barrier: from other blocks too?
        let loads = (0..cx.radix()).any(|kk| {
            let s = cx.g.storage(next, cx.g.elem(next, &cx.t, kk));
            (0..cx.lanes).any(|lane| matches!(self.place(self.slot(gi + 1, lane, s.clone())).0, Mem::ClusterShared(_)))
        });
        self.remote_open.set(loads);
        Remote { stores, loads }
    }

    /// The barrier after the stores of group `gi`'s hand-on.
    pub fn sync_after(&self, kb: &mut KernelBuilder, cx: &KernelCtx, gi: usize, remote: Remote) {
        let note = format!("{} kernel {}: group {}", cx.what(), cx.k, gi + 1);
        if remote.stores || remote.loads {
            // A word crosses blocks: its writer and its reader meet only at a cluster barrier.
            self.sync(kb, &note);
        } else {
            // Each block keeps to its own part on both sides: a block barrier orders it.
            kb.barrier(&note);
        }
    }

    /// Group `gi` (running `group`) takes its registers from the exchange.
    pub fn take(&self, kb: &mut KernelBuilder, cx: &KernelCtx, gi: usize, group: &[u32], data: &Data) {
        for kk in 0..cx.radix() {
            let s = cx.g.storage(group, cx.g.elem(group, &cx.t, kk));
            for lane in 0..cx.lanes {
                let (mem, at) = self.place(self.slot(gi, lane, s.clone()));
                kb.ld(data[kk as usize][lane as usize], mem, at);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::plan::lower::transform_types::Dir;
    use super::*;
    use crate::plan::expr::Env;
    use crate::plan::ir::Op;

    fn exchange(spec: &ValidSpec) -> Exchange {
        exchange_of(spec, 0)
    }
    fn exchange_of(spec: &ValidSpec, k: usize) -> Exchange {
        let g = Geom::new(spec, k);
        Exchange::new(Scope::Block, spec, &g, g.groups().len()).expect("several groups")
    }

    #[test]
    fn one_group_needs_no_exchange() {
        let s = spec(4, "radix = 16\nstage_split = [4]");
        let g = Geom::new(&s, 0);
        assert_eq!(g.groups().len(), 1);
        assert!(Exchange::new(Scope::Block, &s, &g, 1).is_none());
    }

    #[test]
    fn regions_are_padded_and_doubled_for_constant_geometry() {
        // 2^6 elements x 2 sets of u64: 128 words, one pad word per 16.
        let x = exchange(&spec(7, "radix = 4\nstage_split = [6, 1]\ncluster = 2"));
        assert_eq!((x.region, x.words(), x.ping_pong), (128 + 8, 136, false));
        let x = exchange(&spec(7, "radix = 4\nstage_split = [6, 1]\ncluster = 2\naccess = \"constant-geometry\""));
        assert_eq!((x.region, x.words(), x.ping_pong), (136, 272, true));
        // Gaussian elements take two words each.
        let x = exchange(&dgt(8, "radix = 4\nstage_split = [6, 1]\ncluster = 2"));
        assert_eq!(x.region, 256 + 16);
    }

    #[test]
    fn slots_skip_the_padding_words_and_ping_pong_alternates_regions() {
        // The last kernel (no bits below its levels): threadIdx.y is the set.
        let s = spec(7, "radix = 4\nstage_split = [1, 6]\ncluster = 2\naccess = \"constant-geometry\"");
        let x = exchange_of(&s, 1);
        let at = |group: usize, slot: u32, tid: [u32; 2]| x.slot(group, 0, Expr::c(slot)).eval(&Env { tid, bid: [0; 3] }).unwrap();
        // Set 1 (threadIdx.y = 1) starts after set 0's 64 words and 4 pads.
        assert_eq!(at(0, 0, [0, 1]), 64 + 4);
        assert_eq!(at(0, 15, [0, 0]), 15);
        assert_eq!(at(0, 16, [0, 0]), 17, "one pad word after 16");
        assert_eq!(at(1, 0, [0, 0]), x.region, "odd groups use the second region");
        // Every slot of both sets is distinct and inside the region.
        let mut seen = std::collections::BTreeSet::new();
        for set in 0..2 {
            for slot in 0..64 {
                let w = at(0, slot, [0, set]);
                assert!(w < x.region && seen.insert(w));
            }
        }
    }

    #[test]
    fn lanes_on_sets_interleave_the_sets_word_by_word() {
        // The first kernel has a bit below its levels: threadIdx.x is the set.
        let x = exchange(&spec(7, "radix = 4\nstage_split = [6, 1]\ncluster = 2"));
        let at = |slot: u32, tid: [u32; 2]| x.slot(0, 0, Expr::c(slot)).eval(&Env { tid, bid: [0; 3] }).unwrap();
        assert_eq!((at(0, [0, 0]), at(0, [1, 0]), at(1, [0, 0]), at(1, [1, 0])), (0, 1, 2, 3));
        assert_eq!(at(8, [0, 0]), 17, "a pad word after 16");
    }

    #[test]
    fn hand_on_stores_every_register_then_syncs_and_take_loads_them() {
        let s = spec(6, "radix = 4\nstage_split = [6]\ncluster = 1");
        let tt = tables(&s);
        let cx = KernelCtx::new(&s, 0, Dir::Fwd, &tt);
        let groups = cx.groups();
        let x = Exchange::new(Scope::Block, &s, &cx.g, groups.len()).unwrap();
        let mut kb = KernelBuilder::new("load");
        let data = super::super::groups::data_registers(&mut kb, &cx);
        x.hand_on(&mut kb, &cx, 0, &groups[0], &groups[1], &data);
        x.take(&mut kb, &cx, 1, &groups[1], &data);
        let (phases, _) = kb.finish();
        assert_eq!(phases.len(), 2, "one barrier between write and read");
        assert_eq!(phases[1].note, "forward kernel 0: group 1");
        let stored: Vec<_> = phases[0].ops.iter().map(|o| match o {
            Op::St { src, mem: Mem::Shared, .. } => *src,
            o => panic!("{o:?}"),
        }).collect();
        let loaded: Vec<_> = phases[1].ops.iter().map(|o| match o {
            Op::Ld { dst, mem: Mem::Shared, .. } => *dst,
            o => panic!("{o:?}"),
        }).collect();
        assert_eq!(stored, data.concat());
        assert_eq!(loaded, data.concat());
        // What thread 0 writes for element x, the thread holding x in the next group reads.
        let env = |t: u32| Env { tid: [t, 0], bid: [0; 3] };
        let mut written = std::collections::BTreeMap::new();
        for t in 0..cx.g.tps() {
            for (kk, op) in phases[0].ops.iter().enumerate() {
                let Op::St { idx, .. } = op else { unreachable!() };
                let elem = cx.g.elem(&groups[0], &cx.t, kk as u32).eval(&env(t)).unwrap();
                written.insert(idx.eval(&env(t)).unwrap(), elem);
            }
        }
        for t in 0..cx.g.tps() {
            for (kk, op) in phases[1].ops.iter().enumerate() {
                let Op::Ld { idx, .. } = op else { unreachable!() };
                let elem = cx.g.elem(&groups[1], &cx.t, kk as u32).eval(&env(t)).unwrap();
                assert_eq!(written.get(&idx.eval(&env(t)).unwrap()), Some(&elem), "thread {t} slot {kk}");
            }
        }
    }
}

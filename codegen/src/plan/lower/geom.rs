//! Where each coefficient lives: dependency sets (Coala §III-A), the
//! register groups of a kernel, thread-to-element maps (classic strides or
//! constant geometry) and the global layouts between kernels.

use crate::plan::expr::{Expr, Var};
use crate::spec::{Access, Layout, ValidSpec};

/// One transform kernel's shape, in forward level numbering.
#[derive(Clone, Debug)]
pub struct Geom {
    /// log2 of the transform length.
    pub e: u32,
    /// First global level.
    pub s0: u32,
    /// Levels in this kernel (l = 2^lv coefficients per set).
    pub lv: u32,
    /// Low index bits below the set's levels.
    pub a: u32,
    /// Register bits per thread (log2 of the kernel radix).
    pub b: u32,
    pub log_cluster: u32,
    /// log2 of the polynomials whose sets share a block: sets per block
    /// beyond the kernel's own sets come from the next polynomials of the
    /// batch (Coala packs lambda sets per block; 0: one polynomial).
    pub log_pack: u32,
    /// log2 of the thread-block cluster's blocks over which one set is spread
    /// (0: a set lives in one block). Block rank r holds threads
    /// r * tpb .. (r + 1) * tpb of the set, tpb = tps / 2^log_cblocks.
    pub log_cblocks: u32,
    pub access: Access,
    /// Warp lanes run across the block's sets (threadIdx.x = set) rather than
    /// within one set. Sets of a kernel with low bits below its levels are
    /// neighbours in memory, so this makes its global accesses coalesce
    /// (Coala's coalescing concern, solved by the thread map instead of a
    /// data permutation).
    pub lanes_on_sets: bool,
}

impl Geom {
    pub fn new(spec: &ValidSpec, k: usize) -> Geom {
        let e = spec.levels();
        let s0: u32 = spec.stage_split[..k].iter().sum();
        let lv = spec.stage_split[k];
        let a = e - s0 - lv;
        // Not over a thread-block cluster, whose ranks split a set's threads.
        let lanes_on_sets = a > 0 && spec.cluster > 1 && spec.twiddles != crate::spec::Twiddles::RegisterShuffle && spec.cluster_blocks == 1;
        Geom {
            e,
            s0,
            lv,
            a: e - s0 - lv,
            b: spec.kernel_radix(k).trailing_zeros(),
            log_cluster: spec.cluster.trailing_zeros(),
            log_pack: spec.cluster.trailing_zeros().saturating_sub(e - lv),
            log_cblocks: spec.cluster_blocks.trailing_zeros(),
            access: spec.access,
            lanes_on_sets,
        }
    }
    /// This thread's index within its set (across the cluster's blocks).
    pub fn thread(&self) -> Expr {
        let t = Expr::var(if self.lanes_on_sets { Var::TidY } else { Var::TidX });
        if self.log_cblocks == 0 {
            return t;
        }
        self.rank().shl(self.lv - self.b - self.log_cblocks).or(t)
    }
    /// This thread's index within its block's part of the set.
    pub fn thread_in_block(&self) -> Expr {
        Expr::var(if self.lanes_on_sets { Var::TidY } else { Var::TidX })
    }
    /// This block's rank in its thread-block cluster.
    pub fn rank(&self) -> Expr {
        Expr::var(Var::BidX).and(mask(self.log_cblocks))
    }
    /// Blocks of the thread-block cluster one set spans.
    pub fn cluster_blocks(&self) -> u32 {
        1 << self.log_cblocks
    }
    /// Which of the block's sets this thread works on.
    pub fn set_in_block(&self) -> Expr {
        Expr::var(if self.lanes_on_sets { Var::TidX } else { Var::TidY })
    }
    /// blockDim (x, y).
    pub fn block(&self) -> [u32; 2] {
        let c = 1u32 << self.log_cluster;
        if self.lanes_on_sets {
            [c, self.tps()]
        } else {
            [self.tps() >> self.log_cblocks, c]
        }
    }
    pub fn l(&self) -> u32 {
        1 << self.lv
    }
    pub fn tps(&self) -> u32 {
        1 << (self.lv - self.b)
    }
    pub fn sets(&self) -> u32 {
        1 << (self.e - self.lv)
    }
    /// Set number d handled by this thread's row of the block.
    pub fn set_id(&self) -> Expr {
        if self.log_pack > 0 {
            // One block holds every set of each of its polynomials.
            return self.set_in_block().and(mask(self.e - self.lv));
        }
        Expr::var(Var::BidX).shr(self.log_cblocks).shl(self.log_cluster).or(self.set_in_block())
    }
    /// Which of the block's packed polynomials this thread's set belongs to.
    pub fn pack_sel(&self) -> Expr {
        self.set_in_block().shr(self.e - self.lv)
    }
    /// Blocks along x: the sets of one polynomial over `sets / cluster`
    /// blocks (one block when packed), each block times the blocks of a
    /// thread-block cluster a set spans.
    pub fn grid_x(&self) -> u32 {
        (self.sets() >> (self.log_cluster - self.log_pack)) * self.cluster_blocks()
    }
    /// Global element index of local element x of set d.
    pub fn global(&self, d: &Expr, x: Expr) -> Expr {
        let hi = d.clone().shr(self.a).shl(self.e - self.s0);
        let lo = d.clone().and(mask(self.a));
        hi.or(x.shl(self.a)).or(lo)
    }
    /// (set, local element) of global index X.
    pub fn decompose(&self, x: &Expr) -> (Expr, Expr) {
        let local = x.clone().bits(self.a, self.lv);
        let d = x.clone().shr(self.a + self.lv).shl(self.a).or(x.clone().and(mask(self.a)));
        (d, local)
    }

    /// Local bit positions of each register group, in forward (top-down) order.
    pub fn groups(&self) -> Vec<Vec<u32>> {
        let mut out = vec![];
        let mut top = self.lv;
        while top > 0 {
            let w = self.b.min(top);
            out.push((top - w..top).collect());
            top -= w;
        }
        out
    }

    /// Thread `t`'s register slot `k` holds local element `elem(g, t, k)` during group g.
    pub fn elem(&self, group: &[u32], t: &Expr, k: u32) -> Expr {
        match self.access {
            Access::ConstantGeometry if self.lv > self.b => {
                let c = self.rot(group);
                rotr(t.clone().or(Expr::c(k << (self.lv - self.b))), c, self.lv)
            }
            _ => {
                let regs = self.register_bits(group);
                let others: Vec<u32> = (0..self.lv).filter(|p| !regs.contains(p)).collect();
                deposit(t, &others).or(Expr::c(deposit_const(k, &regs)))
            }
        }
    }

    /// Register bits of a group: its own bits plus, for a short (remainder)
    /// group, the lowest other bits so every thread still holds 2^b slots.
    pub fn register_bits(&self, group: &[u32]) -> Vec<u32> {
        let mut regs = group.to_vec();
        let mut p = 0;
        while (regs.len() as u32) < self.b {
            if !regs.contains(&p) {
                regs.push(p);
            }
            p += 1;
        }
        regs.sort_unstable();
        regs
    }

    /// Shared-memory slot of local element x while group g reads it.
    pub fn storage(&self, group: &[u32], x: Expr) -> Expr {
        match self.access {
            Access::ConstantGeometry if self.lv > self.b => rotl(x, self.rot(group), self.lv),
            _ => x,
        }
    }

    /// Constant geometry: rotation that brings the group's bits to the top;
    /// none for a group without bits (`groups` makes none: there is nothing to bring).
    fn rot(&self, group: &[u32]) -> u32 {
        group.iter().min().map_or(0, |&lowest| (self.lv - self.b + self.lv - lowest) % self.lv)
    }
}

/// log2 of the words between shared-memory padding words, by word type
/// (u32: 32 words = one pass over the banks; u64: 16).
pub const SHARED_PAD_SHIFT: [u32; 2] = [5, 4];

pub fn mask(bits: u32) -> u32 {
    if bits >= 32 {
        u32::MAX
    } else {
        (1u32 << bits) - 1
    }
}

/// Scatter the low bits of `t` onto `positions` (ascending).
pub fn deposit(t: &Expr, positions: &[u32]) -> Expr {
    let mut out = Expr::c(0);
    let mut consumed = 0;
    let mut i = 0;
    while i < positions.len() {
        let start = positions[i];
        let mut run = 1;
        while i + run < positions.len() && positions[i + run] == start + run as u32 {
            run += 1;
        }
        out = out.or(t.clone().bits(consumed, run as u32).shl(start));
        consumed += run as u32;
        i += run;
    }
    out
}

pub fn deposit_const(k: u32, positions: &[u32]) -> u32 {
    positions.iter().enumerate().map(|(i, &p)| ((k >> i) & 1) << p).fold(0, |a, b| a | b)
}

pub fn rotl(x: Expr, c: u32, bits: u32) -> Expr {
    if c.is_multiple_of(bits) {
        return x;
    }
    let c = c % bits;
    x.clone().shl(c).and(mask(bits)).or(x.shr(bits - c))
}

pub fn rotr(x: Expr, c: u32, bits: u32) -> Expr {
    if c.is_multiple_of(bits) {
        return x;
    }
    rotl(x, bits - c % bits, bits)
}

/// Storage position, in the buffer between forward kernels `i` and `i + 1`,
/// of global element X; `next` is kernel i+1's shape.
pub fn boundary_layout(layout: Layout, next: &Geom, x: &Expr) -> Expr {
    match layout {
        Layout::Natural => x.clone(),
        Layout::Packed => {
            let (d, local) = next.decompose(x);
            d.shl(next.lv).or(local)
        }
        Layout::Transposed => {
            let (d, local) = next.decompose(x);
            local.shl(next.e - next.lv).or(d)
        }
    }
}

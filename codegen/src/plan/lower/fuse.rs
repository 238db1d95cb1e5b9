//! One launch per program: the kernels of a program fused into one
//! kernel whose whole grid is resident at once, with a grid barrier where
//! one launch ended and the next began.
//!
//! Why: a small batch (one limb, one ciphertext of an FHE chain) is bound by
//! launches, not by work: two back-to-back empty launches cost 8.7 us on an
//! H200, one 4.3 us, while one limb's forward at 2^16 is ~2 us of work over
//! the GPU. With every block resident, blocks may wait for each other
//! (`grid_sync`) where the plan would end a kernel. The executors check
//! that the grid fits the GPU at once, then launch it cooperatively (the C
//! functions) or plainly with a grid counter of the stream's
//! (`Param::GridCounter`; the runtime on sm_90 and later), so that, like
//! every other overlap kernel, it may begin while the grid before it drains:
//! a cooperative grid is not scheduled ahead (docs/BENCHMARKS.md, levers:
//! one limb at 2^16 6.26 -> 5.08 us a call on the H200 launched plainly).
//!
//! The parts keep their own code. Each part is written for its own block
//! shape; the fused kernel runs on the largest block of the parts, and a
//! part with smaller blocks runs `T / T_i` of its blocks in each physical
//! block (its thread and block indices rewritten from the physical ones,
//! its shared memory offset per sub-block; the sub-blocks interleaved in
//! the lanes where the part has no warp shuffle, `SubBlocks`). The parts
//! must cover the same threads per polynomial (they do in every transform
//! plan: each thread holds a radix group). Between two parts the barrier
//! is a grid barrier where a part touches what an earlier part (since the
//! last grid barrier) wrote, or writes what it read; otherwise a block
//! barrier, which keeps shared memory apart (the two forwards of a product
//! are independent).
//!
//! Refused (the program then has no one-launch form): clusters (their
//! scope is a part of the grid already), packed sets (several polynomials
//! per block), a part whose blocks are not whole warps, and programs of
//! one launch.

use crate::plan::expr::{Expr, Var};
use crate::plan::ir::*;
use crate::spec::ValidSpec;
use std::collections::HashSet;

/// The kernels and programs a one-launch form is fused from.
pub struct Source<'a> {
    pub kernels: &'a [Kernel],
    pub programs: &'a [Program],
}

/// Sets per block for the one-launch form, smallest first: it runs for
/// small batches, where spreading a polynomial over more SMs shortens it
/// (H100, one limb at 2^16: 2 sets per block 7.43 us, the spec's 8 9.35).
pub const LATENCY_SETS: [u32; 5] = [2, 4, 8, 16, 32];

/// `spec` with `cluster` sets per block and no register budget (a
/// one-launch kernel has its own), where that validates.
pub fn with_sets(spec: &ValidSpec, cluster: u32) -> Option<ValidSpec> {
    let mut f = spec.to_file();
    f.cluster = Some(cluster);
    f.min_blocks = None;
    f.tiles_per_block = None;
    crate::spec::validate(&f).ok()
}

/// Adds the one-launch form of each program of `src` that has one: a
/// fused kernel (appended to `kernels`) and a program `<name>_coop` of one
/// step. Returns how many programs it added.
pub fn one_launch_programs(spec_name: &str, src: &Source, buffers: &[BufferDecl], kernels: &mut Vec<Kernel>, programs: &mut Vec<Program>) -> usize {
    let mut added = vec![];
    for p in src.programs {
        if p.steps.len() < 2 {
            continue;
        }
        let parts: Vec<(&Kernel, &Step)> = p.steps.iter().map(|s| (&src.kernels[s.kernel], s)).collect();
        let Some(k) = fuse(&format!("{spec_name}_{}{}", kernel_stem(&p.name), programs::ONE_LAUNCH_SUFFIX), &parts, buffers) else { continue };
        added.push((k, p.clone()));
    }
    let mut count = 0;
    for (k, p) in added {
        // The fused kernel names only buffers its parts were bound to
        // (`buf_named`), so each is found; were one not, the program would
        // keep its several launches.
        let bufs = k.params.iter().filter_map(|q| if let Param::Buf(b) = q { Some(buffer_of(buffers, *b).map(|id| (*b, id))) } else { None });
        let Some(bind) = bufs.collect::<Option<Vec<_>>>() else { continue };
        kernels.push(k);
        let kernel = kernels.len() - 1;
        count += 1;
        programs.push(Program {
            name: format!("{}{}", p.name, programs::ONE_LAUNCH_SUFFIX),
            operands: p.operands,
            scratch: p.scratch,
            steps: vec![Step { kernel, bind }],
            doc: format!("{}, in one launch (used where the whole grid fits the GPU at once)", p.doc),
            tower_args: vec![],
            skip_towers: false,
        y_rows: false,
        });
    }
    count
}

/// The fused kernel's name after the spec's: the program's kernels' own
/// stem (`fwd`, `inv`, `product`), never the program's name, which the Rust
/// wrapper spells as a constant of its own.
fn kernel_stem(program: &str) -> String {
    match program {
        programs::FORWARD => "fwd".into(),
        programs::INVERSE => "inv".into(),
        programs::POLYMUL => "product".into(),
        other => format!("{other}_k"),
    }
}

/// The plan's buffer that a fused kernel's buffer parameter names: a
/// fused kernel calls each buffer by the plan's name for it.
pub(super) fn buffer_of(buffers: &[BufferDecl], b: Buf) -> Option<usize> {
    buffers.iter().position(|d| d.name == b.c_name())
}

/// The plan buffer `id` as a kernel parameter (x, y, s0, s1).
fn buf_named(buffers: &[BufferDecl], id: usize) -> Option<Buf> {
    [Buf::X, Buf::Y, Buf::S0, Buf::S1, Buf::Counters].into_iter().find(|b| b.c_name() == buffers[id].name)
}

/// How one part's indices map onto the fused kernel's block.
struct Remap {
    /// The part's blockDim.x, threads per block.
    bx: u32,
    threads: u32,
    /// The fused kernel's blockDim.x and threads per block.
    phys_bx: u32,
    phys_threads: u32,
    /// Where the part's sub-blocks sit (lanes, shared regions).
    subs: SubBlocks,
    /// The part's buffer parameters renamed to the plan's buffers.
    bufs: Vec<(Buf, Buf)>,
}

/// How a part of smaller blocks shares a physical block: `per` sub-blocks,
/// each with its own shared region `stride` words from the last (in the
/// one-launch kernels and in the streamed forward, `stream.rs`, whose two
/// parts are remapped the same way).
///
/// Interleaved (the sub-block index in the lowest thread bits) wherever the
/// part has no warp shuffle: the sub-blocks' neighbouring sets then share
/// each warp, so a warp's loads and stores of a column pass fill whole
/// 32-byte sectors instead of half (a part of 2 sets per sub-block reads
/// and writes 16 bytes per row; 4 adjacent sets across 2 sub-blocks, 32).
/// Its stores drain before the grid barrier's release fence, which waits
/// for them (H100, one limb at 2^17: the fence 1.1 us of the kernel's
/// 5.2). The regions are padded so that a warp's sub-blocks fall in
/// different shared banks. A part that shuffles keeps its sub-blocks in
/// whole warps (its lanes must be one sub-block's).
#[derive(Clone, Copy)]
pub(super) struct SubBlocks {
    per: u32,
    interleaved: bool,
    stride: u32,
}

impl SubBlocks {
    /// Part `k`'s sub-blocks in blocks of `host`'s shape (derived once per
    /// part; the remap and the merged shared size both take it).
    pub(super) fn of(k: &Kernel, host: &Kernel) -> SubBlocks {
        let per = (host.threads() / k.threads()).max(1);
        let interleaved = per > 1 && !k.phases.iter().any(|p| has_shuffle(&p.ops));
        // Each region starts 16 / per words past a multiple of 16: 16
        // 8-byte words span the 32 banks once, so a warp's sub-blocks start
        // in different banks (u32 regions start in different banks too,
        // half as far apart).
        let stride = if interleaved && per <= 16 { k.shared_words.div_ceil(16) * 16 + 16 / per } else { k.shared_words };
        SubBlocks { per, interleaved, stride }
    }
    /// The part's blocks in each physical block.
    pub(super) fn per(&self) -> u32 {
        self.per
    }
    /// Shared words of the physical block.
    fn shared_words(&self) -> u32 {
        self.stride * self.per
    }
}

/// Whether `ops` exchange registers across a warp's lanes (shuffles and
/// the tensor-core products).
fn has_shuffle(ops: &[Op]) -> bool {
    ops.iter().any(|o| match o {
        Op::Shfl { .. } | Op::MmaU8 { .. } => true,
        Op::Guard { ops, .. } => has_shuffle(ops),
        _ => false,
    })
}

impl Remap {
    /// Part `k`, bound by `bufs` (its parameters to the plan's buffer
    /// names), in blocks of `host`'s shape, its sub-blocks placed by `subs`.
    fn new(k: &Kernel, host: &Kernel, subs: SubBlocks, bufs: Vec<(Buf, Buf)>) -> Remap {
        Remap { bx: k.block[0], threads: k.threads(), phys_bx: host.block[0], phys_threads: host.threads(), subs, bufs }
    }
    /// The physical thread's index in its block.
    fn lin(&self) -> Expr {
        Expr::var(Var::TidX).add(Expr::var(Var::TidY).mul(Expr::c(self.phys_bx)))
    }
    fn same_shape(&self) -> bool {
        self.bx == self.phys_bx && self.threads == self.phys_threads
    }
    /// The part's sub-block within the physical block.
    fn sub(&self) -> Expr {
        if self.subs.interleaved {
            self.lin().and(self.subs.per - 1)
        } else {
            self.lin().shr(self.threads.trailing_zeros())
        }
    }
    /// The part's thread index within its sub-block.
    fn part_lin(&self) -> Expr {
        if self.subs.interleaved {
            self.lin().shr(self.subs.per.trailing_zeros())
        } else {
            self.lin().and(self.threads - 1)
        }
    }
    fn var(&self, v: Var) -> Option<Expr> {
        if self.same_shape() {
            return None;
        }
        let vlin = || self.part_lin();
        let per = self.subs.per;
        match v {
            Var::TidX => Some(vlin().and(self.bx - 1)),
            Var::TidY => Some(vlin().shr(self.bx.trailing_zeros())),
            Var::BidX if per > 1 => Some(Expr::var(Var::BidX).mul(Expr::c(per)).add(self.sub())),
            _ => None,
        }
    }
    fn expr(&self, e: &Expr) -> Expr {
        if self.same_shape() {
            return e.clone();
        }
        e.subst_vars(&|v| self.var(v)).simplify()
    }
    fn buf(&self, b: Buf) -> Buf {
        self.bufs.iter().find(|(from, _)| *from == b).map_or(b, |(_, to)| *to)
    }
    fn mem(&self, m: &Mem) -> Mem {
        match m {
            Mem::Global(b) => Mem::Global(self.buf(*b)),
            Mem::ClusterShared(r) => Mem::ClusterShared(self.expr(r)),
            Mem::Shared | Mem::Table(..) | Mem::Stage | Mem::TowerArg(_) => m.clone(),
        }
    }
    /// A shared index, moved to this sub-block's region.
    fn shared_idx(&self, m: &Mem, idx: &Expr) -> Expr {
        let idx = self.expr(idx);
        if *m == Mem::Shared && self.threads < self.phys_threads {
            idx.add(self.sub().mul(Expr::c(self.subs.stride))).simplify()
        } else {
            idx
        }
    }
    fn ops(&self, ops: &[Op]) -> Vec<Op> {
        // A cooperative grid is resident at once: no block runs later to
        // find a prefetched polynomial in L2.
        ops.iter().filter(|o| !matches!(o, Op::Prefetch { .. })).map(|o| self.op(o)).collect()
    }
    fn op(&self, op: &Op) -> Op {
        match op {
            Op::Ld { dst, mem, idx } => Op::Ld { dst: *dst, mem: self.mem(mem), idx: self.shared_idx(mem, idx) },
            Op::St { src, mem, idx } => Op::St { src: *src, mem: self.mem(mem), idx: self.shared_idx(mem, idx) },
            Op::LdTw { w, table, idx } => Op::LdTw { w: *w, table: *table, idx: self.expr(idx) },
            Op::LdVec { dst, mem, idx } => Op::LdVec { dst: dst.clone(), mem: self.mem(mem), idx: self.expr(idx) },
            Op::StVec { src, buf, idx, explicit } => Op::StVec { src: src.clone(), buf: self.buf(*buf), idx: self.expr(idx), explicit: *explicit },
            Op::Guard { cond, ops } => Op::Guard { cond: self.expr(cond), ops: self.ops(ops) },
            Op::SelMulTw { x, w, bit } => Op::SelMulTw { x: *x, w: *w, bit: self.expr(bit) },
            Op::Pow2Bfly { kind, a, b, shift } => Op::Pow2Bfly { kind: *kind, a: *a, b: *b, shift: self.expr(shift) },
            Op::GSelMulTw { x, w, bit } => Op::GSelMulTw { x: *x, w: *w, bit: self.expr(bit) },
            Op::Shfl { dst, src, lane } => Op::Shfl { dst: *dst, src: *src, lane: self.expr(lane) },
            Op::Pick { dst, cond, a, b } => Op::Pick { dst: *dst, cond: self.expr(cond), a: *a, b: *b },
            Op::Prefetch { buf, idx } => Op::Prefetch { buf: self.buf(*buf), idx: self.expr(idx) },
            Op::CopyAsync { buf, idx, slot, width } => Op::CopyAsync { buf: self.buf(*buf), idx: self.expr(idx), slot: self.expr(slot), width: *width },
            Op::ClusterArrive => Op::ClusterArrive,
            Op::ClusterWait => Op::ClusterWait,
            Op::Set { .. }
            | Op::Mov { .. }
            | Op::Add { .. }
            | Op::Sub { .. }
            | Op::Half { .. }
            | Op::Mul { .. }
            | Op::MulTw { .. }
            | Op::Bfly { .. }
            | Op::LazyBfly { .. }
            | Op::Normalize { .. }
            | Op::LastGs { .. }
            | Op::LazyMulTw { .. }
            | Op::WordMulTw { .. }
            | Op::WideMulTw { .. }
            | Op::GBfly { .. }
            | Op::GMulTw { .. }
            | Op::BytePlanes { .. }
            | Op::MmaU8 { .. }
            | Op::PlaneRedc { .. }
            | Op::ToStored { .. }
            | Op::Centre { .. } => op.clone(),
        }
    }
}

/// Global buffers the ops read and write.
fn touched(ops: &[Op], reads: &mut HashSet<Buf>, writes: &mut HashSet<Buf>) {
    for op in ops {
        match op {
            Op::Ld { mem: Mem::Global(b), .. } | Op::LdVec { mem: Mem::Global(b), .. } => {
                reads.insert(*b);
            }
            Op::St { mem: Mem::Global(b), .. } | Op::StVec { buf: b, .. } => {
                writes.insert(*b);
            }
            Op::Guard { ops, .. } => touched(ops, reads, writes),
            _ => {}
        }
    }
}

/// Whether a part can go into a fused kernel at all (one tile per block:
/// a cooperative grid is resident at once, no tile runs later).
pub(super) fn fusable(k: &Kernel, threads_per_poly: u64) -> bool {
    k.tiles_per_block == 1 && k.cluster_blocks <= 1 && k.pack.is_none() && !k.cooperative() && k.threads().is_power_of_two() && k.block[0].is_power_of_two() && k.threads().is_multiple_of(32) && k.threads_per_poly() == threads_per_poly
}

/// The part whose block shape a kernel of several parts takes: the most
/// threads, of those the narrowest blocks in x.
pub(super) fn host_of<'k>(parts: &[&'k Kernel]) -> Option<&'k Kernel> {
    parts.iter().copied().max_by_key(|k| (k.threads(), std::cmp::Reverse(k.block[0])))
}

/// Part `k`'s phases as `host`'s blocks run them (its sub-blocks placed by
/// `subs`), its buffer parameters renamed to the plan buffers `step` binds
/// (`None` where one has no kernel parameter's name).
pub(super) fn remapped(k: &Kernel, step: &Step, host: &Kernel, subs: SubBlocks, buffers: &[BufferDecl]) -> Option<Vec<Phase>> {
    let bufs = step.bind.iter().map(|(b, id)| Some((*b, buf_named(buffers, *id)?))).collect::<Option<Vec<_>>>()?;
    let r = Remap::new(k, host, subs, bufs);
    Some(k.phases.iter().map(|p| Phase { note: p.note.clone(), sync: p.sync, ops: r.ops(&p.ops) }).collect())
}

/// What a kernel of several parts needs and does: the most shared words
/// (a part of smaller blocks runs several of them per block) and registers
/// of any part, the largest register budget, every part's levels and cost.
#[derive(Default)]
pub(super) struct Merged {
    pub shared_words: u32,
    pub regs: u16,
    pub min_blocks: u32,
    pub levels: Vec<u32>,
    pub cost: Cost,
    /// A part's table loads are pinned (`Kernel::pinned_tables`).
    pub pinned_tables: bool,
}

impl Merged {
    pub(super) fn add(&mut self, k: &Kernel, subs: SubBlocks) {
        self.shared_words = self.shared_words.max(subs.shared_words());
        self.regs = self.regs.max(k.regs);
        self.min_blocks = self.min_blocks.max(k.min_blocks);
        self.levels.extend(k.levels.iter().copied());
        add_cost(&mut self.cost, &k.cost);
        self.pinned_tables |= k.pinned_tables;
    }
}

/// The kernel that runs `parts` (kernel, its launch) in one cooperative
/// launch, or `None` where they cannot share one.
fn fuse(name: &str, parts: &[(&Kernel, &Step)], buffers: &[BufferDecl]) -> Option<Kernel> {
    let per_poly = parts[0].0.threads_per_poly();
    if !parts.iter().all(|(k, _)| fusable(k, per_poly)) {
        return None;
    }
    let host = host_of(&parts.iter().map(|(k, _)| *k).collect::<Vec<_>>())?;
    let mut phases: Vec<Phase> = vec![];
    let (mut reads, mut writes) = (HashSet::new(), HashSet::new());
    let mut m = Merged::default();
    for (k, step) in parts {
        let subs = SubBlocks::of(k, host);
        let mut part = remapped(k, step, host, subs, buffers)?;
        let (mut r_now, mut w_now) = (HashSet::new(), HashSet::new());
        part.iter().for_each(|p| touched(&p.ops, &mut r_now, &mut w_now));
        if let Some(first) = part.first_mut() {
            if !phases.is_empty() {
                let depends = r_now.iter().chain(&w_now).any(|b| writes.contains(b)) || w_now.iter().any(|b| reads.contains(b));
                first.sync = Some(if depends { Scope::Grid } else { Scope::Block });
                first.note = format!("{} (after {})", first.note, if depends { "a grid barrier: the previous launch's writes" } else { "a block barrier: independent of the previous part" });
                if depends {
                    reads.clear();
                    writes.clear();
                }
            }
        }
        reads.extend(r_now);
        writes.extend(w_now);
        phases.extend(part);
        m.add(k, subs);
    }
    // Small batches only: nothing hides the table loads' latency there. Its
    // parts' loads pinned (`pinned_twiddles`), each goes one phase ahead of
    // its use, the second part's first phase's included; else all go to
    // the start.
    let added = if m.pinned_tables {
        super::hoist::table_loads_pinned(&mut phases, m.regs, super::hoist::AHEAD_BUDGET)
    } else {
        super::hoist::table_loads(&mut phases, m.regs, super::hoist::BUDGET)
    };
    let regs = m.regs + added;
    let mut params = super::transform::params_of(&phases);
    params.push(Param::GridCounter);
    let role = if parts.iter().all(|(k, _)| k.role == parts[0].0.role) { parts[0].0.role } else { Role::Product };
    Some(Kernel {
        name: name.to_string(),
        role,
        grid_x: host.grid_x,
        block: host.block,
        cluster_blocks: 1,
        pack: None,
        shared_words: m.shared_words,
        regs,
        params,
        phases,
        cost: m.cost,
        levels: m.levels,
        // Its own budget: the compiler's (it runs on few blocks).
        min_blocks: 0,
        overlap: false,
        early_ops: 0,
        descending: false,
        pinned_tables: m.pinned_tables,
        prefetch_ahead: 0,
        tiles_per_block: 1,
        staging: vec![],
        stream: None,
        skip_towers: false,
        y_rows: false,
    })
}

fn add_cost(sum: &mut Cost, c: &Cost) {
    sum.mulmods += c.mulmods;
    sum.addmods += c.addmods;
    sum.butterflies += c.butterflies;
    sum.global_read_bytes += c.global_read_bytes;
    sum.global_write_bytes += c.global_write_bytes;
    sum.table_read_bytes += c.table_read_bytes;
    sum.shuffles += c.shuffles;
    sum.tensor_macs += c.tensor_macs;
}

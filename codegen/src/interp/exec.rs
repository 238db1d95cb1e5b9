use super::shared::{ClusterShared, Who};
use super::{InterpError, RunError};
use crate::arith::reduce::Modulus;
use crate::memory::alloc;
use crate::plan::expr::{Env, Expr};
use crate::plan::ir::*;
use crate::plan::ops::Machine;
use crate::plan::tables::TowerTables;
use crate::spec::limits::{MAX_SHARED_BYTES, MAX_THREADS_PER_BLOCK};
use std::collections::HashMap;

/// Global memory of one run: each buffer is batch x towers x words_per_poly.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    pub bufs: HashMap<Buf, Vec<u64>>,
    /// A fused form's per-tower arrays (`Mem::TowerArg`), by their index in
    /// `Plan::tower_args`: a word per tower of the buffers.
    pub tower_args: HashMap<usize, Vec<u64>>,
    /// The towers a kernel with `skip_towers` leaves out: (skip_at, skip_len).
    pub skip: (u32, u32),
}

/// Which block last touched a global word in this launch.
const NOBODY: u32 = u32::MAX;
const MANY: u32 = u32::MAX - 1;

/// Who touched a global word in this launch: a block (or MANY), its
/// thread-block cluster (or MANY), the latest cluster epoch of the access,
/// and its grid epoch. Blocks of one cluster are ordered by the cluster
/// barriers between their accesses; any two blocks by a grid barrier
/// (cooperative kernels); blocks of different clusters otherwise never are.
#[derive(Clone, Copy)]
struct Mark {
    block: u32,
    cluster: u32,
    epoch: u32,
    grid: u32,
}

const UNTOUCHED: Mark = Mark { block: NOBODY, cluster: NOBODY, epoch: 0, grid: 0 };

impl Mark {
    /// Whether an access by `me` now conflicts with this earlier one.
    fn conflicts(&self, me: Mark) -> bool {
        self.block != NOBODY && self.block != me.block && self.grid == me.grid && !(self.cluster == me.cluster && self.cluster != MANY && self.epoch < me.epoch)
    }
    fn merge(self, me: Mark) -> Mark {
        // Accesses before a grid barrier are ordered before every later one:
        // the blocks run grid epoch by grid epoch, so only this epoch's count.
        if self.block == NOBODY || self.grid < me.grid {
            return me;
        }
        Mark {
            block: if self.block == me.block { me.block } else { MANY },
            cluster: if self.cluster == me.cluster { me.cluster } else { MANY },
            epoch: self.epoch.max(me.epoch),
            grid: me.grid,
        }
    }
}

/// The phases between grid barriers: every block runs one segment before
/// any block starts the next (a kernel without grid barriers is one).
fn grid_segments(phases: &[Phase]) -> Vec<std::ops::Range<usize>> {
    let mut cuts: Vec<usize> = (1..phases.len()).filter(|&i| phases[i].sync == Some(Scope::Grid)).collect();
    cuts.insert(0, 0);
    cuts.push(phases.len());
    cuts.windows(2).map(|w| w[0]..w[1]).collect()
}

/// What one thread-block cluster keeps from one grid segment to the next:
/// its shared memory and its blocks' registers.
struct ClusterState {
    shared: ClusterShared,
    regs: Vec<Vec<Vec<Option<u64>>>>,
}

/// The stage of one launched block (`Mem::Stage`): per word, the thread
/// whose copy wrote it, the tile it was copied for, and the value.
type Stage = HashMap<usize, (u32, u32, u64)>;

struct Tracker {
    writer: HashMap<Buf, Vec<Mark>>,
    reader: HashMap<Buf, Vec<Mark>>,
}

pub fn run_kernel(k: &Kernel, plan: &Plan, towers: &[TowerTables], mem: &mut Memory, batch: usize) -> Result<(), RunError> {
    if k.stream.is_some() {
        return run_streamed(k, plan, towers, mem, batch);
    }
    let run = Run { k, plan, batch: batch as u32 };
    run.check_shape()?;
    super::shared::check_arrivals(&k.phases).map_err(|(phase, what)| run.fail(phase, [0; 3], [0; 2], what))?;
    let mut tracker = Tracker { writer: HashMap::new(), reader: HashMap::new() };
    for (b, v) in &mem.bufs {
        let what = |side: &str| format!("the {side} marks of buffer {} in kernel {}", b.c_name(), k.name);
        tracker.writer.insert(*b, alloc::filled(v.len(), UNTOUCHED, &what("write"))?);
        tracker.reader.insert(*b, alloc::filled(v.len(), UNTOUCHED, &what("read"))?);
    }
    let cb = k.cluster_blocks.max(1);
    let segments = grid_segments(&k.phases);
    // A descending kernel takes the polynomials last first, as on the GPU;
    // one that skips towers runs each launched tower as the kernel maps it.
    let (n_towers, at, len) = launched_towers(&run, plan.towers as u32, mem.skip)?;
    let skip = move |b: u32| if b >= at { b + len } else { b };
    let flip = move |i: u32, n: u32| if k.descending { n - 1 - i } else { i };
    let mut clusters: Vec<[u32; 3]> = alloc::with_capacity(launched_clusters(k, plan.towers, batch), &format!("the clusters of kernel {}", k.name))?;
    clusters.extend(
        (0..batch as u32)
            .map(|z| flip(z, batch as u32))
            .filter(|&z| k.pack.as_ref().is_none_or(|p| p.runs(z))) // packed into an earlier block
            .flat_map(|z| (0..n_towers).flat_map(move |y| (0..k.grid_x).step_by(cb as usize).map(move |c0| [c0, skip(flip(y, n_towers)), z]))),
    );
    let mut states: Vec<Option<ClusterState>> = alloc::with_capacity(clusters.len(), &format!("the cluster states of kernel {}", k.name))?;
    states.resize_with(clusters.len(), || None);
    let mut stage = Stage::new();
    for (si, seg) in segments.iter().enumerate() {
        let last = si + 1 == segments.len();
        for (ci, &[c0, y, z]) in clusters.iter().enumerate() {
            let tower = &towers[y as usize];
            // The blocks of one cluster run phase by phase in lockstep, so
            // each sees the others' shared memory as the barriers order it.
            let ClusterState { mut shared, mut regs } = states[ci].take().unwrap_or_else(|| run.fresh_cluster());
            if k.tiles_per_block > 1 {
                // The launched block's copies: its first tile's before the
                // loop, and each tile's next at the tile's start, before any
                // of this tile's stores.
                let tiles = k.tiles_per_block;
                let first = (c0 % tiles == 0).then_some(c0);
                let next = (c0 % tiles + 1 < tiles).then_some(c0 + 1);
                if first.is_some() {
                    stage.clear();
                }
                for x in first.into_iter().chain(next) {
                    let mut blk = run.block(tower, &mut *mem, &mut tracker, [x, y, z], 0, 0, run.fresh_regs(), &mut shared, &mut stage);
                    k.staging.iter().try_for_each(|op| blk.step(op).map_err(|(t, what)| run.fail(0, [x, y, z], t, format!("copy ahead: {what}"))))?;
                }
            }
            for (pi, phase) in k.phases.iter().enumerate().take(seg.end).skip(seg.start) {
                for rank in 0..cb {
                    let x = c0 + rank;
                    let mut blk = run.block(tower, &mut *mem, &mut tracker, [x, y, z], rank, pi, std::mem::take(&mut regs[rank as usize]), &mut shared, &mut stage);
                    for op in &phase.ops {
                        blk.step(op).map_err(|(t, what)| run.fail(pi, [x, y, z], t, what))?;
                    }
                    regs[rank as usize] = blk.regs;
                }
            }
            if last {
                shared.finish().map_err(|what| run.fail(k.phases.len().saturating_sub(1), [c0, y, z], [0; 2], what))?;
            } else {
                states[ci] = Some(ClusterState { shared, regs });
            }
        }
    }
    Ok(())
}

/// The towers a launch of `run`'s kernel covers, and the tower each
/// launched one runs: all of them, or for a kernel with `skip_towers` all
/// but `skip_len` from `skip_at` on (launched tower b runs b, or b +
/// skip_len from skip_at on, as the kernel's prologue maps it).
/// Returns (launched towers, skip_at, skip_len), the last two 0 where
/// nothing is skipped.
fn launched_towers(run: &Run, towers: u32, (at, len): (u32, u32)) -> Result<(u32, u32, u32), InterpError> {
    if !run.k.skip_towers {
        return Ok((towers, 0, 0));
    }
    if len >= towers || at.checked_add(len).is_none_or(|end| end > towers) {
        return Err(run.fail(0, [0; 3], [0; 2], format!("skipping towers {at} .. {at} + {len} of {towers}: the range must lie within them and leave one")));
    }
    Ok((towers - len, at, len))
}

/// Clusters (blocks, without clusters) of one launch of `k` over `batch`,
/// at most: a packed kernel runs fewer.
fn launched_clusters(k: &Kernel, towers: usize, batch: usize) -> usize {
    let grid_x = k.stream.map_or(k.grid_x, |s| s.blocks.into_iter().fold(k.grid_x, u32::max));
    batch.saturating_mul(towers).saturating_mul(grid_x.div_ceil(k.cluster_blocks.max(1)) as usize)
}

/// The most bytes one launch of `k` over `batch` holds besides global
/// memory: the read and write marks of the `buffers` buffers it binds
/// (`words` each), its clusters, and their states (every cluster's, kept
/// from one grid barrier to the next, where the kernel has them).
pub fn launch_bytes(k: &Kernel, plan: &Plan, batch: usize, buffers: usize, words: usize) -> u64 {
    let marks = alloc::bytes_of::<Mark>(words).saturating_mul(2 * buffers as u64);
    let clusters = launched_clusters(k, plan.towers, batch);
    let listed = alloc::bytes_of::<[u32; 3]>(clusters).saturating_add(alloc::bytes_of::<Option<ClusterState>>(clusters));
    let cb = k.cluster_blocks.max(1);
    let threads = k.threads();
    let regs = u64::from(threads) * (alloc::bytes_of::<Option<u64>>(k.regs as usize) + alloc::bytes_of::<Vec<Option<u64>>>(1));
    let state = ClusterShared::bytes(cb, k.shared_words, k.phases.len(), threads).saturating_add(u64::from(cb) * regs);
    let live = if grid_segments(&k.phases).len() > 1 { clusters as u64 } else { 1 };
    // A stage (copies ahead): a hash map entry per shared word.
    let stage = if k.tiles_per_block > 1 { u64::from(k.shared_words) * 2 * (alloc::bytes_of::<(usize, (u32, u32, u64))>(1) + 1) } else { 0 };
    marks.saturating_add(listed).saturating_add(state.saturating_mul(live)).saturating_add(stage).saturating_add(regs)
}

/// A streamed kernel (`Kernel::stream`) as its parts, each a launch of its
/// own blocks: a second-part block of a polynomial runs after every
/// first-part block of it (its counter), and a block reaches only its own
/// polynomial's words (an index past them is refused), so running every
/// first part before any second part orders each access as the counters
/// do. Nothing carries over from one part to the next but global memory.
fn run_streamed(k: &Kernel, plan: &Plan, towers: &[TowerTables], mem: &mut Memory, batch: usize) -> Result<(), RunError> {
    let Some(s) = k.stream else { return Ok(()) };
    let parts = k.parts();
    if parts.len() != 2 {
        return Err(InterpError { kernel: k.name.clone(), phase: 0, block: [0; 3], thread: [0; 2], what: format!("a streamed kernel of {} parts (two expected)", parts.len()) }.into());
    }
    let mut first_phase = 0;
    for (i, part) in parts.into_iter().enumerate() {
        let mut phases = part.to_vec();
        phases[0].sync = None;
        let one = Kernel { grid_x: s.blocks[i], phases, stream: None, ..k.clone() };
        run_kernel(&one, plan, towers, mem, batch).map_err(|e| match e {
            RunError::Fault(e) => RunError::Fault(InterpError { phase: e.phase + first_phase, ..e }),
            e => e,
        })?;
        first_phase += part.len();
    }
    Ok(())
}

/// One launch of a kernel: what every block of it shares.
struct Run<'a> {
    k: &'a Kernel,
    plan: &'a Plan,
    batch: u32,
}

impl<'a> Run<'a> {
    fn fail(&self, phase: usize, block: [u32; 3], thread: [u32; 2], what: String) -> InterpError {
        InterpError { kernel: self.k.name.clone(), phase, block, thread, what }
    }

    /// The launch shape the GPU would refuse, or the lowering never makes.
    fn check_shape(&self) -> Result<(), InterpError> {
        let (k, none) = (self.k, |what: String| Err(self.fail(0, [0; 3], [0; 2], what)));
        let threads = k.threads();
        if threads > MAX_THREADS_PER_BLOCK || threads == 0 {
            return none(format!("{threads} threads per block (limit {MAX_THREADS_PER_BLOCK})"));
        }
        let bytes = k.shared_words * self.plan.spec.word.bytes();
        if bytes > MAX_SHARED_BYTES {
            return none(format!("{bytes} bytes of shared memory (limit {MAX_SHARED_BYTES})"));
        }
        let cb = k.cluster_blocks.max(1);
        if k.grid_x % cb != 0 {
            return none(format!("grid_x {} is not a multiple of the cluster size {cb}", k.grid_x));
        }
        let tiles = k.tiles_per_block.max(1);
        if tiles > 1 && (cb > 1 || k.pack.is_some() || grid_segments(&k.phases).len() > 1 || k.grid_x % tiles != 0) {
            return none(format!("{tiles} tiles per block need blocks of their own, one polynomial each, no grid barrier and grid_x {} a multiple of them", k.grid_x));
        }
        Ok(())
    }

    fn fresh_regs(&self) -> Vec<Vec<Option<u64>>> {
        vec![vec![None; self.k.regs as usize]; self.k.threads() as usize]
    }

    fn fresh_cluster(&self) -> ClusterState {
        let cb = self.k.cluster_blocks.max(1);
        ClusterState { shared: ClusterShared::new(cb, self.k.shared_words, &self.k.phases), regs: (0..cb).map(|_| self.fresh_regs()).collect() }
    }

    /// Block `bid` (rank `rank` of its cluster) at phase `phase`.
    #[allow(clippy::too_many_arguments)]
    fn block<'b>(&self, tower: &'b TowerTables, mem: &'b mut Memory, tracker: &'b mut Tracker, bid: [u32; 3], rank: u32, phase: usize, regs: Vec<Vec<Option<u64>>>, shared: &'b mut ClusterShared, stage: &'b mut Stage) -> Block<'b>
    where
        'a: 'b,
    {
        let [x, y, z] = bid;
        let k = self.k;
        Block {
            tower,
            plan: self.plan,
            mem,
            tracker,
            bid,
            block_id: (z * self.plan.towers as u32 + y) * k.grid_x + x,
            pack: k.pack.as_ref(),
            y_rows: k.y_rows,
            batch: self.batch,
            regs,
            shared,
            stage,
            stage_words: k.shared_words as usize,
            rank,
            cluster_blocks: k.cluster_blocks.max(1),
            phase,
            bx: k.block[0],
            by: k.block[1],
        }
    }
}

struct Block<'a> {
    tower: &'a TowerTables,
    plan: &'a Plan,
    mem: &'a mut Memory,
    tracker: &'a mut Tracker,
    bid: [u32; 3],
    block_id: u32,
    /// Several polynomials per block: each thread's is bid.z + sel.
    pack: Option<&'a Pack>,
    /// y's words are the batch item's row (`Kernel::y_rows`).
    y_rows: bool,
    batch: u32,
    regs: Vec<Vec<Option<u64>>>,
    shared: &'a mut ClusterShared,
    /// The launched block's stage (`Kernel::staging`), and the shared words
    /// it must lie within.
    stage: &'a mut Stage,
    stage_words: usize,
    /// This block's rank in its cluster (0 without clusters).
    rank: u32,
    cluster_blocks: u32,
    phase: usize,
    bx: u32,
    by: u32,
}

type Fault = ([u32; 2], String);

impl Block<'_> {
    /// This block's global-memory mark for the current phase.
    fn mark(&self) -> Mark {
        Mark { block: self.block_id, cluster: self.block_id / self.cluster_blocks, epoch: self.shared.cluster_epoch(self.phase), grid: self.shared.grid_epoch(self.phase) }
    }
    fn env(&self, t: u32) -> Env {
        Env { tid: [t % self.bx, t / self.bx], bid: self.bid }
    }
    fn tid(&self, t: u32) -> [u32; 2] {
        [t % self.bx, t / self.bx]
    }
    /// First word of thread t's polynomial in global buffer `b` (its batch
    /// item's row in y, for a kernel that reads rows); `None` for a packed
    /// set past the end of the batch (it reads 0, writes nothing).
    fn poly_base(&self, t: u32, b: Buf) -> Result<Option<usize>, Fault> {
        let [_, y, z] = self.bid;
        let entry = match self.pack {
            None => z,
            Some(p) => z + p.sel.eval(&self.env(t)).map_err(|e| (self.tid(t), e.to_string()))?,
        };
        let polys = if self.y_rows && b == Buf::Y { entry as usize } else { entry as usize * self.plan.towers + y as usize };
        let poly = polys * self.plan.words_per_poly;
        Ok((entry < self.batch).then_some(poly))
    }

    /// One op across every thread of the block (lockstep). A warp op (a
    /// shuffle, a tensor-core product) reads the registers it takes from
    /// other lanes of the whole block first, so that every lane sees the
    /// values from before the exchange.
    fn step(&mut self, op: &Op) -> Result<(), Fault> {
        let threads = self.bx * self.by;
        let shared_regs = op.warp_reads();
        let mut before = Vec::with_capacity(shared_regs.len());
        for &r in &shared_regs {
            before.push((r, (0..threads).map(|t| self.get(t, r)).collect::<Result<Vec<u64>, Fault>>()?));
        }
        for t in 0..threads {
            let tid = self.tid(t);
            op.eval(&mut Thread { blk: self, t, warp: &before }).map_err(|what| (tid, what))?;
        }
        Ok(())
    }

    fn get(&self, t: u32, r: Reg) -> Result<u64, Fault> {
        self.regs[t as usize][r.0 as usize].ok_or_else(|| (self.tid(t), format!("register r{} read before it was set", r.0)))
    }
    fn load(&mut self, t: u32, mem: &Mem, i: usize) -> Result<u64, Fault> {
        let tid = self.tid(t);
        match mem {
            Mem::Global(b) => {
                if i >= self.plan.words_per_poly {
                    return Err((tid, format!("global read of {}[{i}], beyond {} words per polynomial", b.c_name(), self.plan.words_per_poly)));
                }
                let Some(base) = self.poly_base(t, *b)? else { return Ok(0) };
                let a = base + i;
                let buf = self.mem.bufs.get(b).ok_or_else(|| (tid, format!("buffer {} is not allocated", b.c_name())))?;
                if a >= buf.len() {
                    return Err((tid, format!("global read of {}[{a}], beyond its {} words", b.c_name(), buf.len())));
                }
                let me = self.mark();
                let w = self.tracker.writer[b][a];
                if w.conflicts(me) {
                    return Err((tid, format!("global read of {}[{i}], which block {} wrote in this launch", b.c_name(), w.block)));
                }
                let r = &mut self.tracker.reader.get_mut(b).ok_or_else(|| (tid, format!("buffer {} has no read tracker", b.c_name())))?[a];
                *r = r.merge(me);
                Ok(buf[a])
            }
            Mem::Table(id, part) => {
                let (vals, comps) = &self.tower.tables[*id];
                let decl = &self.plan.tables[*id];
                if i >= vals.len() {
                    return Err((tid, format!("table {}[{i}] is beyond its {} entries", decl.name, vals.len())));
                }
                Ok(if *part == Part::Value { vals[i] } else { comps[i] })
            }
            Mem::Shared => self.shared.read(self.rank, Who { rank: self.rank, thread: t }, self.phase, i).map_err(|e| (tid, e)),
            Mem::ClusterShared(rank) => {
                let owner = rank.eval(&self.env(t)).map_err(|e| (tid, e.to_string()))?;
                self.shared.read(owner, Who { rank: self.rank, thread: t }, self.phase, i).map_err(|e| (tid, e))
            }
            // A thread reads the slot its own copy for this tile wrote.
            Mem::TowerArg(a) => {
                let name = &self.plan.tower_args.get(*a).map_or("?", |d| d.name.as_str());
                let words = self.mem.tower_args.get(a).ok_or_else(|| (tid, format!("per-tower array {name} was not given")))?;
                words.get(i).copied().ok_or_else(|| (tid, format!("per-tower array {name}[{i}] is beyond its {} words", words.len())))
            }
            Mem::Stage => match self.stage.get(&i) {
                Some(&(owner, tile, v)) if owner == t && tile == self.bid[0] => Ok(v),
                Some(&(owner, tile, _)) => Err((tid, format!("stage word {i} holds thread {owner}'s copy for tile {tile}, read by thread {t} of tile {}", self.bid[0]))),
                None => Err((tid, format!("stage word {i} read before any copy wrote it"))),
            },
        }
    }

    fn store(&mut self, t: u32, mem: &Mem, i: usize, v: u64) -> Result<(), Fault> {
        let tid = self.tid(t);
        match mem {
            Mem::Global(b) => {
                if i >= self.plan.words_per_poly {
                    return Err((tid, format!("global write of {}[{i}], beyond {} words per polynomial", b.c_name(), self.plan.words_per_poly)));
                }
                let Some(base) = self.poly_base(t, *b)? else { return Ok(()) };
                let a = base + i;
                let me = self.mark();
                if self.tracker.reader[b][a].conflicts(me) {
                    return Err((tid, format!("global write of {}[{i}], which another block read in this launch", b.c_name())));
                }
                let w = &mut self.tracker.writer.get_mut(b).ok_or_else(|| (tid, format!("buffer {} has no write tracker", b.c_name())))?[a];
                if w.conflicts(me) {
                    return Err((tid, format!("global write of {}[{i}], which block {} also wrote in this launch", b.c_name(), w.block)));
                }
                *w = me;
                self.mem.bufs.get_mut(b).ok_or_else(|| (tid, format!("buffer {} is not allocated", b.c_name())))?[a] = v;
                Ok(())
            }
            Mem::Table(id, _) => Err((tid, format!("write to read-only table {}", self.plan.tables[*id].name))),
            Mem::TowerArg(a) => Err((tid, format!("write to the read-only per-tower array {a}"))),
            Mem::Shared => self.shared.write(self.rank, Who { rank: self.rank, thread: t }, self.phase, i, v).map_err(|e| (tid, e)),
            Mem::ClusterShared(rank) => {
                let owner = rank.eval(&self.env(t)).map_err(|e| (tid, e.to_string()))?;
                self.shared.write(owner, Who { rank: self.rank, thread: t }, self.phase, i, v).map_err(|e| (tid, e))
            }
            Mem::Stage => {
                if i >= self.stage_words {
                    return Err((tid, format!("stage word {i} is beyond the block's {} shared words", self.stage_words)));
                }
                self.stage.insert(i, (t, self.bid[0], v));
                Ok(())
            }
        }
    }
}

/// One thread of a block, as the ops see it (`plan::ops::Machine`); the
/// op's meaning is in `plan::ops`, the memory model here.
struct Thread<'b, 'a> {
    blk: &'b mut Block<'a>,
    t: u32,
    /// While a warp op runs: each register it reads from other lanes, with
    /// that register of every thread of the block before the exchange.
    warp: &'b [(Reg, Vec<u64>)],
}

impl Machine for Thread<'_, '_> {
    fn get(&self, r: Reg) -> Result<u64, String> {
        self.blk.get(self.t, r).map_err(|(_, what)| what)
    }
    fn set(&mut self, r: Reg, v: u64) {
        self.blk.regs[self.t as usize][r.0 as usize] = Some(v);
    }
    fn modulus(&self) -> &Modulus {
        &self.blk.tower.modulus
    }
    fn eval(&self, e: &Expr) -> Result<u64, String> {
        e.eval(&self.blk.env(self.t)).map(u64::from).map_err(|err| err.to_string())
    }
    fn load(&mut self, mem: &Mem, idx: usize) -> Result<u64, String> {
        self.blk.load(self.t, mem, idx).map_err(|(_, what)| what)
    }
    fn store(&mut self, mem: &Mem, idx: usize, v: u64) -> Result<(), String> {
        self.blk.store(self.t, mem, idx, v).map_err(|(_, what)| what)
    }
    fn cluster_waited(&mut self) {
        let rank = self.blk.rank;
        self.blk.shared.note_wait(rank, self.t);
    }
    fn lane(&self, lane: u32, src: Reg) -> Result<u64, String> {
        let Some((_, vals)) = self.warp.iter().find(|(r, _)| *r == src) else {
            return Err(format!("warp read of r{} outside the block's lockstep exchange", src.0));
        };
        let from = (self.t / 32) * 32 + lane;
        vals.get(from as usize).copied().ok_or_else(|| format!("warp read from lane {lane}: thread {from} does not exist"))
    }
    fn lane_id(&self) -> u32 {
        self.t % 32
    }
}

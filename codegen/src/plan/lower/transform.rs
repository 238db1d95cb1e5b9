//! One transform kernel: load a dependency set, run its levels in register
//! groups with exchanges between them, store it back. The stages are in
//! `stage`; `build` composes them.

use super::builder::{cost, KernelBuilder};
use super::stage::exchange::{Exchange, Scope};
use super::stage::{self, prologue, KernelCtx};
use super::fused::Fusion;
use super::twiddle::{Fetcher, WarpShape};
use crate::plan::ir::*;
use crate::spec::{Twiddles, ValidSpec};

pub use super::twiddle::gauss_table;

pub use super::transform_types::{Dir, Side, TransformTables};

/// One transform kernel, composed of its stages: the shared-twiddle
/// prologue, then per register group its loads (from global memory or the
/// exchange), its butterflies, and its hand-on (to the exchange, or the
/// epilogue and global stores). `fuse_y`: multiply each loaded coefficient
/// by Y's (the Hadamard product fused into an inverse kernel's first loads).
#[allow(clippy::too_many_arguments)]
pub fn build(spec: &ValidSpec, k: usize, dir: Dir, src: &Side, dst: &Side, tt: &TransformTables, decls: &[TableDecl], fuse_y: bool) -> Kernel {
    build_with(spec, k, dir, src, dst, tt, decls, &Steps { fuse_y, ..Steps::default() })
}

/// What a transform kernel runs beside its levels: the Hadamard product
/// fused into its loads (`fuse_y`), a fused form's prologue after its
/// loads and epilogue before its stores.
#[derive(Clone, Copy, Default)]
pub struct Steps<'a> {
    pub fuse_y: bool,
    pub prologue: Option<&'a Fusion>,
    pub epilogue: Option<&'a Fusion>,
}

/// `build` with a fused form's steps (`plan::lower::fused`).
#[allow(clippy::too_many_arguments)]
pub fn build_with(spec: &ValidSpec, k: usize, dir: Dir, src: &Side, dst: &Side, tt: &TransformTables, decls: &[TableDecl], steps: &Steps) -> Kernel {
    let fuse_y = steps.fuse_y;
    let lazy = stage::groups::lazy(spec);
    let mut cx = KernelCtx::new(spec, k, dir, tt);
    cx.fold_by = steps.epilogue.filter(|f| cx.fold.is_some() && f.takes_last_level(spec));
    let groups = cx.groups();
    let exchange = Exchange::new(Scope::of(&cx.g), spec, &cx.g, groups.len());
    let data_words = exchange.as_ref().map_or(0, Exchange::words);
    let shared_tw = (spec.twiddles == Twiddles::Shared).then(|| prologue::layout(&cx, data_words));
    let shared_words = data_words + shared_tw.as_ref().map_or(0, |sh| prologue::words(&cx, sh));

    let mut kb = KernelBuilder::new(&format!("{} kernel {k}: load", cx.what()));
    let data = stage::groups::data_registers(&mut kb, &cx);
    // With a shared-twiddle cache the coefficients' loads go out first, so
    // their latency and the cache fill's overlap instead of queueing behind
    // the fill's barrier.
    let preloaded = shared_tw.is_some();
    if let Some(sh) = &shared_tw {
        stage::load::global(&mut kb, &cx, src, tt, fuse_y, steps.prologue, &groups[0], &data);
        prologue::fill(&mut kb, &cx, sh);
    }
    let mut fetch = Fetcher::new(spec.twiddles, cx.ts, cx.exp_rule(), shared_tw, WarpShape::of(&cx.g));
    let operands = [Operand { data: &data, exchange: exchange.as_ref() }];
    let pass = Pass { cx: &cx, operands: &operands, lazy };
    pass.run(
        &mut kb,
        &mut fetch,
        &mut |kb, group| {
            if !(preloaded && group == groups[0].as_slice()) {
                stage::load::global(kb, &cx, src, tt, fuse_y, steps.prologue, group, &data)
            }
        },
        &mut |kb, group| stage::store::epilogue_and_store(kb, &cx, dst, tt, lazy, steps.epilogue, group, &data),
    );
    pass.close(&mut kb);
    let name = format!("{}_{}{k}", spec.name, if cx.dir == Dir::Fwd { "fwd" } else if fuse_y { "pwinv" } else { "inv" });
    let role = if cx.dir == Dir::Fwd { Role::Forward } else { Role::Inverse };
    record(&cx, kb, shared_words, name, role, decls)
}

/// What a register-group stage appends to the kernel for one group.
pub type GroupStage<'s> = dyn FnMut(&mut KernelBuilder, &[u32]) + 's;

/// One operand of a pass: its data registers and the exchange they move
/// through between register groups (none for a single group).
#[derive(Clone, Copy)]
pub struct Operand<'p> {
    pub data: &'p stage::Data,
    pub exchange: Option<&'p Exchange>,
}

/// One pass of a kernel's register groups, in the direction of `cx`, over
/// one or more operands in lockstep: per group each operand's butterflies
/// (sharing the twiddle registers fetched for the first), then every
/// operand's hand-on and one barrier.
pub struct Pass<'p, 'a> {
    pub cx: &'p KernelCtx<'a>,
    pub operands: &'p [Operand<'p>],
    pub lazy: bool,
}

impl Pass<'_, '_> {
    /// `enter` fills the first group's registers, `leave` takes the last
    /// group's; the exchanges carry them from group to group between.
    pub fn run(&self, kb: &mut KernelBuilder, fetch: &mut Fetcher, enter: &mut GroupStage, leave: &mut GroupStage) {
        let groups = self.cx.groups();
        // Every operand's exchange with its data, or none (one group: registers only).
        let exchanges: Option<Vec<(&Exchange, &stage::Data)>> = self.operands.iter().map(|o| o.exchange.map(|x| (x, o.data))).collect();
        let exchanges = exchanges.filter(|x| !x.is_empty());
        for (gi, group) in groups.iter().enumerate() {
            match &exchanges {
                Some(xs) if gi > 0 => xs.iter().for_each(|(x, data)| x.take(kb, self.cx, gi, group, data)),
                _ => enter(kb, group),
            }
            for o in self.operands {
                stage::groups::butterflies(kb, self.cx, group, o.data, fetch, self.lazy);
            }
            match (groups.get(gi + 1), &exchanges) {
                (Some(next), Some(xs)) => {
                    let remote = xs.iter().fold(stage::exchange::Remote::default(), |r, (x, data)| r | x.put(kb, self.cx, gi, group, next, data));
                    xs[0].0.sync_after(kb, self.cx, gi, remote);
                    // Registers die at the barrier, and so does what they cached.
                    fetch.clear();
                }
                _ => leave(kb, group),
            }
        }
    }

    /// End the kernel: where the last group read other blocks' shared
    /// memory, none of them may exit before every block has read.
    pub fn close(&self, kb: &mut KernelBuilder) {
        if self.operands.iter().any(|o| o.exchange.is_some_and(Exchange::needs_final_cluster_barrier)) {
            kb.barrier_at(crate::plan::ir::Scope::Cluster, &format!("{} kernel {}: stay until the cluster has read", self.cx.what(), self.cx.k));
            kb.push_empty_phase();
        }
    }
}

/// The kernel record of a finished builder: launch shape (that of the
/// transform kernel `cx`), parameters, cost.
pub fn record(cx: &KernelCtx, kb: KernelBuilder, shared_words: u32, name: String, role: Role, decls: &[TableDecl]) -> Kernel {
    let g = &cx.g;
    let (mut phases, mut regs) = kb.finish();
    if g.log_pack == 0 && cx.spec.vector_access {
        super::vectorize::global_accesses(&mut phases, cx.spec.word);
        if cx.spec.sector_stores {
            regs = super::sectors::pair_stores(&mut phases, g.block(), g.grid_x(), regs, cx.spec.word.bytes());
        }
    }
    if cx.spec.vector_access {
        // A tower's entries start aligned in every layout when this table's
        // words per tower and those of every table before it (whose value
        // and companion regions precede it in the tables file, after the
        // 4-word ModConsts) are multiples of the width.
        super::vectorize::table_loads(&mut phases, cx.spec.word, &|t, w| t < decls.len() && decls[..=t].iter().all(|d| d.words() % w == 0));
    }
    if cx.spec.twiddle_lookahead {
        regs += super::hoist::table_loads_ahead(&mut phases, regs, super::hoist::AHEAD_BUDGET);
    }
    // Strong loads only where a load moved (validation keeps the two knobs apart).
    let mut pinned_tables = false;
    if cx.spec.pinned_twiddles {
        let added = super::hoist::table_loads_pinned(&mut phases, regs, super::hoist::AHEAD_BUDGET);
        regs += added;
        pinned_tables = added > 0;
    }
    // A packed block's polynomials are per thread: no one polynomial ahead.
    let prefetch_ahead = if g.log_pack == 0 { super::prefetch::ahead(&mut phases, cx.spec.prefetch_ahead, g.grid_x()) } else { 0 };
    let block = g.block();
    let grid_x = g.grid_x();
    // Threads per polynomial: a packed block holds 2^log_pack of them.
    let threads = (grid_x as u64 * (block[0] * block[1]) as u64) >> g.log_pack;
    let levels: Vec<u32> = (g.s0..g.s0 + g.lv).collect();
    let c = cost(&phases, threads, cx.spec.word.bytes() as u64, decls);
    let pack = (g.log_pack > 0).then(|| Pack { polys: 1 << g.log_pack, sel: g.pack_sel().simplify() });
    let params = params_of(&phases);
    // Tiles per block: one polynomial per block, blocks of their own, and a
    // whole number of launched blocks; the kernels of the transforms only
    // (the whole product holds both operands already).
    let tiles = cx.spec.tiles_per_block;
    let staged = (tiles > 1 && g.log_pack == 0 && g.cluster_blocks() == 1 && grid_x.is_multiple_of(tiles) && matches!(role, Role::Forward | Role::Inverse))
        .then(|| super::staged::stage(&mut phases, block, shared_words))
        .flatten();
    let (tiles_per_block, shared_words, staging) = match staged {
        Some(s) => (tiles, s.shared_words, s.copies),
        None => (1, shared_words, vec![]),
    };
    Kernel {
        name,
        role,
        grid_x,
        block,
        cluster_blocks: g.cluster_blocks(),
        pack,
        shared_words,
        regs,
        params,
        phases,
        cost: c,
        levels,
        min_blocks: min_blocks(cx.spec, role, cx.k, block),
        overlap: false,
        early_ops: 0,
        descending: false,
        pinned_tables,
        prefetch_ahead,
        tiles_per_block,
        staging,
        stream: None,
        skip_towers: false,
        y_rows: false,
    }
}

/// The spec's register budget for a transform kernel, where that many
/// blocks of its threads fit an SM (2048 threads); the whole-product kernel
/// holds both operands' registers and keeps the compiler's choice.
fn min_blocks(spec: &ValidSpec, role: Role, k: usize, block: [u32; 2]) -> u32 {
    let budget = spec.kernel_min_blocks(k, role == Role::Inverse);
    let fits = budget * block[0] * block[1] <= 2048;
    if role != Role::Product && fits { budget } else { 0 }
}

/// Kernel parameters in a fixed order: buffers, tables (value, companion),
/// moduli; which ones each op needs is the op's own (`plan::ops`).
pub fn params_of(phases: &[Phase]) -> Vec<Param> {
    let mut used = crate::plan::ops::ParamUse::default();
    for op in phases.iter().flat_map(|p| &p.ops) {
        op.params(&mut used);
    }
    used.into_params()
}

#[cfg(test)]
mod tests {
    use crate::spec::ValidSpec;

    fn spec(log_n: u32, extra: &str) -> Result<ValidSpec, String> {
        let text = format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\nradix = 8\ncluster = 4\n{extra}\n[moduli]\nbits = 60\ncount = 2\n");
        crate::spec::from_str(&text).map_err(|e| e.to_string())
    }

    /// `last_min_blocks` budgets the split's last kernel in both directions
    /// (the forward's second launch, the inverse's first) and no other;
    /// its name and dump carry it.
    #[test]
    fn the_last_kernel_takes_its_own_budget() {
        let s = spec(17, "stage_split = [9, 8]\nmin_blocks = 5\ninverse_min_blocks = 4\nlast_min_blocks = 10").unwrap();
        assert!(s.name.contains("_mb5_imb4_lmb10"), "{}", s.name);
        let plan = crate::plan::lower(&s).unwrap();
        assert_eq!([budget_of(&plan, "_fwd0"), budget_of(&plan, "_fwd1"), budget_of(&plan, "_inv1"), budget_of(&plan, "_inv0")], [5, 10, 10, 4]);
        let again = crate::spec::from_str(&s.to_toml().unwrap()).unwrap();
        assert_eq!((again.name.as_str(), again.last_blocks), (s.name.as_str(), Some(10)));
        // Without it the split's kernels keep their direction's budget.
        let plain = crate::plan::lower(&spec(17, "stage_split = [9, 8]\nmin_blocks = 5").unwrap()).unwrap();
        assert_eq!([budget_of(&plain, "_fwd0"), budget_of(&plain, "_fwd1"), budget_of(&plain, "_inv1"), budget_of(&plain, "_inv0")], [5, 5, 5, 5]);
    }

    fn budget_of(plan: &crate::plan::Plan, suffix: &str) -> u32 {
        plan.kernels.iter().find(|k| k.name.ends_with(suffix)).unwrap_or_else(|| panic!("{suffix}")).min_blocks
    }

    #[test]
    fn last_min_blocks_refusals_name_the_field() {
        for (log_n, extra, says) in [(12, "stage_split = [12]\nlast_min_blocks = 8", "split has 1 kernel"), (17, "stage_split = [9, 8]\nlast_min_blocks = 99", "more than an SM holds")] {
            let e = spec(log_n, extra).err().unwrap_or_else(|| panic!("{extra}: accepted"));
            assert!(e.contains("last_min_blocks") && e.contains(says), "{extra}: {e}");
        }
    }
}

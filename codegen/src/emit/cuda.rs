//! Plan -> CUDA C++ text for NVRTC: `cuda(plan, target, options)` returns
//! the text and an `Info` (kernel names, launch shapes, shared memory,
//! parameters, NVRTC options) that the runtime and the Rust wrapper consume
//! instead of deriving them again. It cannot panic: what the target lacks,
//! a name that cannot be an identifier, or a template fault is an `EmitError`.
//!
//! Every statement is an op's own rendering (`plan::ops`, next to what the
//! interpreter computes for it); index expressions come from `Expr::to_c`
//! and nothing else. `templates/kernel.cu` only lays the statements out,
//! `templates/reduce/*.cu` supply the modular arithmetic and
//! `templates/butterfly.cu` the butterflies built on it.

use super::launch::KernelInfo;
use super::target::Target;
use crate::plan::ir::*;
use crate::plan::ops::RenderCx;
use crate::spec::{Reduction, ValidSpec, Word};
use serde::Serialize;

const KERNEL_TEMPLATE: &str = include_str!("../../templates/kernel.cu");
const REDUCE_COMMON: &str = include_str!("../../templates/reduce/common.cu");
const REDUCE_LAZY: &str = include_str!("../../templates/reduce/lazy.cu");
const REDUCE_STORED: &str = include_str!("../../templates/reduce/stored.cu");
const BUTTERFLY: &str = include_str!("../../templates/butterfly.cu");
const CLUSTER: &str = include_str!("../../templates/cluster.cu");
const GRID: &str = include_str!("../../templates/grid.cu");
const STREAM: &str = include_str!("../../templates/stream.cu");

pub use super::error::EmitError;

/// What the emitter knows besides the target.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The command that produced the text, for its header.
    pub command: String,
}

/// What the emitted text holds, for those who launch it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Info {
    /// The architecture the text was checked against (`sm_90`).
    pub target: String,
    /// NVRTC options the text needs besides `--gpu-architecture`.
    pub nvrtc_options: Vec<String>,
    /// Every kernel, in the order of `Plan::kernels`.
    pub kernels: Vec<KernelInfo>,
}

/// The CUDA source of every kernel of `plan` for `target`, and its `Info`.
pub fn cuda(plan: &Plan, target: &Target, options: &Options) -> Result<(String, Info), EmitError> {
    check_target(plan, target)?;
    super::ident::check_plan(plan)?;
    let spec = &plan.spec;
    let clusters = plan.kernels.iter().any(|k| k.cluster_blocks > 1);
    let mut reduce = reduce_parts(spec)?;
    if clusters {
        reduce.push(CLUSTER.to_string());
    }
    if plan.kernels.iter().any(Kernel::cooperative) {
        reduce.push(GRID.to_string());
    }
    if plan.kernels.iter().any(|k| k.stream.is_some()) {
        reduce.push(STREAM.to_string());
    }
    let view = FileView {
        header: header(plan, &options.command)?,
        word_t: spec.word.c_type(),
        item_axis: crate::plan::expr::ITEM_AXIS,
        tower_axis: crate::plan::expr::TOWER_AXIS,
        reduce,
        staged: plan.kernels.iter().any(|k| !k.staging.is_empty()),
        kernels: plan.kernels.iter().map(|k| kernel_view(plan, k)).collect(),
    };
    let template_err = |e: tera::Error| EmitError::Template { template: "templates/kernel.cu".into(), message: error_chain(&e) };
    let mut tera = tera::Tera::default();
    tera.autoescape_on(vec![]);
    tera.add_raw_template("kernel.cu", KERNEL_TEMPLATE).map_err(template_err)?;
    let ctx = tera::Context::from_serialize(&view).map_err(template_err)?;
    let text = tera.render("kernel.cu", &ctx).map_err(template_err)?;
    Ok((text, info(plan, target)))
}

fn info(plan: &Plan, target: &Target) -> Info {
    Info { target: target.to_string(), nvrtc_options: nvrtc_options(&plan.spec), kernels: plan.kernels.iter().map(|k| KernelInfo::of(plan, k)).collect() }
}

/// What each kernel needs of the device, against what `target` has.
fn check_target(plan: &Plan, target: &Target) -> Result<(), EmitError> {
    let wb = plan.spec.word.bytes();
    for k in &plan.kernels {
        let lacks = |feature: String, fix: String| EmitError::TargetLacks { kernel: k.name.clone(), feature, target: target.to_string(), fix };
        if k.cluster_blocks > target.max_cluster_blocks() {
            let fix = if target.has_clusters() { format!("use at most {} blocks per cluster", target.max_cluster_blocks()) } else { "compile for sm_90 or later, or plan without thread-block clusters".into() };
            return Err(lacks(format!("thread-block clusters of {} blocks", k.cluster_blocks), fix));
        }
        let shared = k.shared_words * wb;
        if shared > target.max_shared_bytes() {
            return Err(lacks(
                format!("{shared} bytes of shared memory per block (the target has {})", target.max_shared_bytes()),
                "use fewer levels per kernel (stage_split), a smaller cluster or another twiddle mode".into(),
            ));
        }
    }
    Ok(())
}

/// The device code of one reduction variant (`templates/reduce/<variant>.cu`).
fn reduce_template(r: Reduction) -> &'static str {
    crate::arith::reduce::descriptor(r).template
}

#[derive(Serialize)]
struct FileView {
    header: Vec<String>,
    word_t: &'static str,
    /// The grid axes of the batch item and the tower (`Var::Item`, `Var::Tower`).
    item_axis: &'static str,
    tower_axis: &'static str,
    reduce: Vec<String>,
    /// Some kernel copies its tiles ahead (the file's `cp_async_*`).
    staged: bool,
    kernels: Vec<KernelView>,
}

#[derive(Serialize)]
struct KernelView {
    name: String,
    threads: u32,
    /// `__launch_bounds__`'s minimum of resident blocks (0: none).
    min_blocks: u32,
    /// Thread-block cluster size (0: no `__cluster_dims__`).
    cluster: u32,
    /// Waits for the grid before it (`Kernel::overlap`): at its start, or
    /// after `early` where that is not empty.
    overlap: bool,
    /// The table loads that run before that wait (`Kernel::early_ops`).
    early: Vec<String>,
    /// Hands out its polynomials last first (`Kernel::descending`).
    descending: bool,
    /// The block's batch item and tower: its grid index along their axes,
    /// counted from the grid's end where the kernel is descending.
    item: String,
    tower: String,
    /// The towers of a polynomial's buffers: the grid's, and the skipped
    /// ones of a kernel that leaves some out (`Kernel::skip_towers`).
    towers: String,
    /// It leaves out the towers `skip_at .. skip_at + skip_len`.
    skip: bool,
    /// Its loads of y read the batch item's row (`poly_row`).
    y_rows: bool,
    params: Vec<String>,
    /// Words per polynomial when the kernel touches a global buffer.
    poly: Option<usize>,
    /// Polynomials per block and the thread's among them, when packed.
    pack: Option<PackView>,
    /// How far ahead the block's L2 prefetches reach (0: none).
    prefetch: u32,
    /// Tiles each block runs in turn (0: one, no loop) and the copies that
    /// fill a tile's stage, rendered with `bx` the tile they load.
    tiles: u32,
    staging: Vec<String>,
    mods: bool,
    /// Declarations of the tower base pointers of the kernel's tables.
    bases: Vec<String>,
    smem: bool,
    /// Shared memory indexed from an opaque 64-bit zero (`smem_z`,
    /// `wide_shared_index`).
    wide_shared: bool,
    regs: Vec<String>,
    /// The phases of each part (one part unless streamed).
    parts: Vec<Vec<PhaseView>>,
    /// How a streamed kernel takes its work (`Kernel::stream`).
    stream: Option<StreamView>,
}

#[derive(Serialize)]
struct StreamView {
    lag: u32,
    /// Blocks per polynomial of the first and the second part.
    b0: u32,
    b1: u32,
}

#[derive(Serialize)]
struct PackView {
    polys: u32,
    /// polys - 1, for the comment.
    last: u32,
    /// The thread's polynomial among the block's (C expression).
    sel: String,
}

#[derive(Serialize)]
struct PhaseView {
    /// The phase's index in the kernel.
    index: usize,
    note: String,
    /// The barrier statement before the phase ("" for the first).
    barrier: String,
    lines: Vec<String>,
}

/// NVRTC options the emitted source needs besides the architecture.
pub fn nvrtc_options(spec: &ValidSpec) -> Vec<String> {
    if spec.word == Word::U64 && spec.reduction == Reduction::Builtin {
        vec!["--device-int128".to_string()]
    } else {
        vec![]
    }
}

fn error_chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cur = e.source();
    while let Some(c) = cur {
        s += &format!(": {c}");
        cur = c.source();
    }
    s
}

/// The spec's modular arithmetic alone, as a kernel file would begin:
/// the word typedefs, `ModConst`, the reduction variant and the butterflies
/// (`bfly_ct`, `bfly_gs`, and the lazy ones where the reduction has them).
/// For kernels written beside the generated ones, such as the benchmark's
/// register-only butterfly floor, which must run the spec's own butterfly.
pub fn arithmetic_prelude(spec: &ValidSpec) -> Result<String, EmitError> {
    let mut text = format!("typedef unsigned int uint32_t;\ntypedef unsigned long long uint64_t;\ntypedef {} word_t;\n\n", spec.word.c_type());
    for part in reduce_parts(spec)? {
        text.push_str(&part);
        text.push('\n');
    }
    Ok(text)
}

/// common.cu, the variant's file and the butterflies built on them,
/// rendered for the spec's word.
fn reduce_parts(spec: &ValidSpec) -> Result<Vec<String>, EmitError> {
    let mut ctx = tera::Context::new();
    ctx.insert("word", spec.word.as_str());
    ctx.insert("word_t", spec.word.c_type());
    ctx.insert("wide_lazy", &crate::plan::lower::stage::groups::wide_lazy(spec));
    ctx.insert("deferred", &crate::plan::lower::stage::groups::deferred(spec));
    ctx.insert("narrow", &crate::plan::lower::stage::groups::narrow(spec));
    ctx.insert("mont_companion", &spec.montgomery_companion);
    let variant = format!("reduce/{}.cu", spec.reduction.as_str());
    let mut parts = vec![("reduce/common.cu".to_string(), REDUCE_COMMON), (variant, reduce_template(spec.reduction))];
    // The lazy butterflies, once over each lazy variant's `mod_mul_lazy`.
    if crate::arith::reduce::descriptor(spec.reduction).lazy {
        parts.push(("reduce/lazy.cu".to_string(), REDUCE_LAZY));
    }
    parts.push(("butterfly.cu".to_string(), BUTTERFLY));
    // A fused form's constants in stored form and its centring.
    if !spec.fused.is_empty() {
        ctx.insert("reduction", spec.reduction.as_str());
        parts.push(("reduce/stored.cu".to_string(), REDUCE_STORED));
    }
    parts
        .iter()
        .map(|(name, src)| tera::Tera::one_off(src, &ctx, false).map_err(|e| EmitError::Template { template: format!("templates/{name}"), message: error_chain(&e) }))
        .collect()
}

/// The statement a phase boundary of `scope` is rendered as in kernel `k`.
fn barrier(scope: Scope, k: &Kernel) -> String {
    match scope {
        Scope::Warp => "__syncwarp();".into(),
        Scope::Block => "__syncthreads();".into(),
        Scope::Cluster => "cluster_sync();".into(),
        Scope::Grid => "grid_sync(grid_counter);".into(),
        // Only in a streamed kernel, whose prologue names the counters.
        Scope::Polynomial => format!("stream_wait(stream_ctr + stream_poly, {}u);", k.stream.map_or(0, |s| s.blocks[0])),
    }
}

/// Comment lines (without the `// `): command, spec, one cost line per kernel.
fn header(plan: &Plan, command: &str) -> Result<Vec<String>, EmitError> {
    let spec = &plan.spec;
    let wb = spec.word.bytes() as u64;
    let mut h = vec![
        format!("nttgen: {} (generated; do not edit)", spec.name),
        format!("command: {command}"),
    ];
    let opts = nvrtc_options(spec);
    h.push(format!("nvrtc options: --gpu-architecture=sm_XY{}", opts.iter().map(|o| format!(" {o}")).collect::<String>()));
    h.push(String::new());
    h.push("spec:".into());
    let toml = spec.kernel_toml().map_err(EmitError::spec_toml(format!("{}.cu's header", spec.name)))?;
    h.extend(toml.lines().map(|l| if l.is_empty() { String::new() } else { format!("  {l}") }));
    h.push(String::new());
    h.push("kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:".into());
    for k in &plan.kernels {
        let c = &k.cost;
        let tiles = if k.tiles_per_block > 1 { format!(" ({} tiles per block)", k.tiles_per_block) } else { String::new() };
        h.push(format!(
            "  {}: grid_x {}{tiles}, block {} x {}, shared {} B; mulmods {}, addmods {}, butterflies {}, global bytes {} (read {}, write {}), table bytes {}, shuffles {}",
            k.name,
            k.launch_grid_x(),
            k.block[0],
            k.block[1],
            k.shared_words as u64 * wb,
            c.mulmods,
            c.addmods,
            c.butterflies,
            c.global_read_bytes + c.global_write_bytes,
            c.global_read_bytes,
            c.global_write_bytes,
            c.table_read_bytes,
            c.shuffles
        ));
    }
    Ok(h)
}

/// `blockIdx.<axis>`, or counted from the grid's end (`Kernel::descending`).
fn launch_index(axis: &str, descending: bool) -> String {
    if descending { format!("gridDim.{axis} - 1u - blockIdx.{axis}") } else { format!("blockIdx.{axis}") }
}

/// The block's tower: its grid index (`launch_index`), mapped past the
/// skipped towers where the kernel leaves some out.
fn tower_index(k: &Kernel) -> String {
    let b = launch_index(crate::plan::expr::TOWER_AXIS, k.descending);
    if k.skip_towers {
        format!("({b}) + (({b}) >= (unsigned)skip_at ? (unsigned)skip_len : 0u)")
    } else {
        b
    }
}

/// A kernel's C parameter declarations, in the plan's order.
fn param_decls(plan: &Plan, k: &Kernel) -> Vec<String> {
    k.params
        .iter()
        .map(|p| {
            let name = p.c_name(&plan.tables);
            match p {
                Param::Buf(_) => format!("word_t* __restrict__ {name}"),
                Param::Table(..) => format!("const word_t* __restrict__ {name}"),
                Param::Mods => format!("const ModConst* __restrict__ {name}"),
                Param::GridCounter => format!("unsigned* __restrict__ {name}"),
                Param::TowerArg(_) => format!("const word_t* __restrict__ {name}"),
                Param::SkipAt | Param::SkipLen => format!("unsigned long long {name}"),
            }
        })
        .collect()
}

fn kernel_view(plan: &Plan, k: &Kernel) -> KernelView {
    let params = param_decls(plan, k);
    let r = Render { plan, word: plan.spec.word, companion: plan.spec.twiddle_companion(), packed: k.pack.is_some(), pinned_tables: k.pinned_tables, y_rows: k.y_rows };
    // Declare the registers the ops name (a companion register of a
    // reduction without companions is never read, so it is not declared).
    let mut used = std::collections::BTreeSet::new();
    for ph in &k.phases {
        used_regs(&ph.ops, r.companion, &mut used);
    }
    let used: Vec<u16> = used.into_iter().collect();
    let regs: Vec<String> = used
        .chunks(8)
        .map(|c| format!("word_t {};", c.iter().map(|i| format!("r{i}")).collect::<Vec<_>>().join(", ")))
        .collect();
    let mut index = 0;
    // As strong loads (`Kernel::pinned_tables`' form): ptxas moves the wait
    // above plain read-only (`.nc`) loads, not above these.
    let mut early = vec![];
    let strong = Render { pinned_tables: true, ..r };
    for op in k.phases.first().map_or(&[][..], |p| &p.ops[..k.early_ops]) {
        strong.op(op, 0, &mut early);
    }
    let parts = k
        .parts()
        .into_iter()
        .map(|part| {
            part.iter()
                .map(|ph| {
                    let mut lines = vec![];
                    let skip = if index == 0 { k.early_ops } else { 0 };
                    for op in &ph.ops[skip..] {
                        r.op(op, 0, &mut lines);
                    }
                    index += 1;
                    PhaseView { index: index - 1, note: ph.note.clone(), barrier: ph.sync.map(|s| barrier(s, k)).unwrap_or_default(), lines }
                })
                .collect()
        })
        .collect();
    KernelView {
        name: k.name.clone(),
        threads: k.threads(),
        min_blocks: k.min_blocks,
        cluster: if k.cluster_blocks > 1 { k.cluster_blocks } else { 0 },
        overlap: k.overlap,
        early,
        descending: k.descending,
        item: launch_index(crate::plan::expr::ITEM_AXIS, k.descending),
        tower: tower_index(k),
        towers: if k.skip_towers { format!("(gridDim.{} + (unsigned)skip_len)", crate::plan::expr::TOWER_AXIS) } else { format!("gridDim.{}", crate::plan::expr::TOWER_AXIS) },
        skip: k.skip_towers,
        y_rows: k.y_rows,
        params,
        poly: k.params.iter().any(|p| matches!(p, Param::Buf(_))).then_some(plan.words_per_poly),
        pack: k.pack.as_ref().map(|p| PackView { polys: p.polys, last: p.polys - 1, sel: p.sel.to_c() }),
        prefetch: k.prefetch_ahead,
        tiles: if k.tiles_per_block > 1 { k.tiles_per_block } else { 0 },
        staging: k.staging.iter().flat_map(|op| {
            let mut lines = vec![];
            r.op(op, 0, &mut lines);
            lines
        }).collect(),
        mods: k.params.contains(&Param::Mods),
        bases: k
            .params
            .iter()
            .filter_map(|p| match p {
                Param::Table(t, part) => Some(crate::plan::ops::table_base(&plan.tables, *t, *part)),
                _ => None,
            })
            .collect(),
        smem: k.shared_words > 0,
        wide_shared: plan.spec.wide_shared_index,
        regs,
        parts,
        stream: k.stream.map(|s| StreamView { lag: s.lag, b0: s.blocks[0], b1: s.blocks[1] }),
    }
}

/// Registers `ops` name, as the emitted text names them (each op says which,
/// `plan::ops`).
fn used_regs(ops: &[Op], companion: bool, out: &mut std::collections::BTreeSet<u16>) {
    for op in ops {
        let u = op.regs(companion);
        out.extend(u.reads.iter().chain(&u.writes).map(|r| r.0));
    }
}

/// Renders ops as CUDA statements; each op's text is its own (`plan::ops`).
struct Render<'a> {
    plan: &'a Plan,
    word: Word,
    /// The reduction stores a companion word with each twiddle (Shoup).
    companion: bool,
    /// The kernel packs polynomials per block (guarded global accesses).
    packed: bool,
    /// Its table loads are strong loads (`Kernel::pinned_tables`).
    pinned_tables: bool,
    /// Its loads of y read the batch item's row (`Kernel::y_rows`).
    y_rows: bool,
}

impl Render<'_> {
    fn op(&self, op: &Op, depth: usize, out: &mut Vec<String>) {
        let cx = RenderCx { tables: &self.plan.tables, word: self.word, reduction: self.plan.spec.reduction, companion: self.companion, packed: self.packed, evict_tables: self.plan.spec.evict_tables, pinned_tables: self.pinned_tables, wide_shared: self.plan.spec.wide_shared_index, y_rows: self.y_rows };
        let pad = "    ".repeat(depth);
        out.extend(op.render(&cx).into_iter().map(|l| format!("{pad}{l}")));
    }
}

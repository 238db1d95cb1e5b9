//! Spec -> plan: which kernels, in which order, over which buffers and
//! tables. The per-kernel op lists come from `transform` and `pointwise`.

pub mod builder;
pub mod fuse;
pub mod fused;
pub mod hoist;
pub mod geom;
pub mod pow2;
pub mod pointwise;
pub mod pointwise_gauss;
pub mod pointwise_parts;
pub mod product;
pub mod order;
pub mod programs;
pub mod prefetch;
pub mod sectors;
pub mod staged;
pub mod stage;
pub mod stream;
#[cfg(test)]
mod testing;
pub mod transform;
pub mod transform_types;
pub mod twiddle;
pub mod vectorize;

use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::spec::{Layout, Pointwise, Reduction, Scaling, Transform, ValidSpec};
use geom::{boundary_layout, Geom};
use transform_types::{Dir, Side, TransformTables};
use twiddle::{Generated, TwSource};

/// Why a spec could not be lowered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    /// The spec's fields no longer pass validation (they are public and may
    /// have been changed after `validate`).
    #[error("{0}")]
    Spec(String),
    /// A lowered kernel needs more of a block than a GPU gives it.
    #[error("{}", crate::spec::SpecError::Invalid(vec![.0.clone().into()]))]
    Resources(crate::plan::resources::ResourceError),
    /// A knob the lowered kernels cannot take (`stream_lag` over kernels
    /// that cannot share a launch).
    #[error("{}", crate::spec::SpecError::Invalid(vec![.0.clone()]))]
    Knob(crate::spec::FieldError),
}

/// Lower a validated spec to its plan: kernels, buffers, tables, programs;
/// then check what each kernel needs of a block, read off the plan itself.
pub fn lower(spec: &ValidSpec) -> Result<Plan, PlanError> {
    // A ValidSpec's fields are public: lower only what still validates.
    spec.revalidate().map_err(|e| PlanError::Spec(e.to_string()))?;
    let plan = unchecked(spec).map_err(PlanError::Knob)?;
    crate::plan::resources::check_plan(&plan).map_err(PlanError::Resources)?;
    Ok(plan)
}

/// The plan before its resource check (for tests of that check).
pub(crate) fn unchecked(spec: &ValidSpec) -> Result<Plan, crate::spec::FieldError> {
    let declared = declare_tables(spec);
    let (kernels, scratch) = build_kernels(spec, &declared);
    let (mut kernels, mut buffers, mut programs) = programs::assemble(kernels, scratch);
    if spec.one_launch {
        one_launch(spec, &declared, &buffers, &mut kernels, &mut programs)?;
    }
    // After the one-launch forms, which fuse the forward's two kernels.
    if spec.stream_lag > 0 {
        stream::stream_forward(spec, &mut buffers, &mut kernels, &mut programs)?;
    }
    // After the one-launch and streamed forms, which none of them takes.
    let tower_args = fused::kernels::add(spec, &declared, &buffers, &mut kernels, &mut programs)?;
    // Decided once here for every kernel. A kernel with grid barriers
    // waits for the grid before it too: launched with its grid counter
    // (`Param::GridCounter`) it may overlap that grid; launched
    // cooperatively the wait is a no-op.
    for k in &mut kernels {
        k.overlap = spec.overlap_launches;
    }
    if spec.alternate_order {
        order::alternate(&mut kernels, &programs);
    }
    // Last: no pass after it reorders a kernel's ops.
    for k in kernels.iter_mut().filter(|k| k.overlap) {
        k.early_ops = hoist::tables_first(k);
    }
    Ok(Plan {
        spec: spec.clone(),
        words_per_poly: (1usize << spec.levels()) * spec.lanes() as usize,
        towers: spec.towers(),
        tables: declared.tables,
        kernels,
        buffers,
        programs,
        tower_args,
    })
}

/// The one-launch forms (`fuse`): fused from the spec's kernels with
/// `one_launch_sets` sets per block where the spec writes it, else the
/// fewest sets per block that fuse every program (`fuse::LATENCY_SETS`:
/// they run for small batches), else from the spec's own kernels. A
/// variant must read the same tables (sets per block change no table).
fn one_launch(spec: &ValidSpec, declared: &Declared, buffers: &[BufferDecl], kernels: &mut Vec<Kernel>, programs: &mut Vec<Program>) -> Result<(), crate::spec::FieldError> {
    let several = programs.iter().filter(|p| p.steps.len() > 1).count();
    let chosen = [spec.one_launch_sets];
    let candidates: &[u32] = if spec.one_launch_sets > 0 { &chosen } else { &fuse::LATENCY_SETS };
    for &sets in candidates {
        if let Some((k2, p2)) = fused_with_sets(spec, sets, declared, buffers, kernels, programs, several) {
            (*kernels, *programs) = (k2, p2);
            return Ok(());
        }
    }
    if spec.one_launch_sets > 0 {
        return Err(crate::spec::error::err(
            "one_launch_sets",
            format!("{} sets per block do not fuse every program of several launches into one kernel within a block's limits (each part's blocks whole warps, at most 1024 threads and 227 KiB of shared memory a block)", spec.one_launch_sets),
            "use 0 (the fewest that fuse) or another count (codegen explain of a spec with a count that fuses shows its blocks)",
        ));
    }
    let (own_k, own_p) = (kernels.clone(), programs.clone());
    fuse::one_launch_programs(&spec.name, &fuse::Source { kernels: &own_k, programs: &own_p }, buffers, kernels, programs);
    Ok(())
}

/// The kernels and programs with the one-launch forms fused from the
/// spec's kernels at `sets` sets per block, where every program of
/// several launches fuses.
fn fused_with_sets(spec: &ValidSpec, sets: u32, declared: &Declared, buffers: &[BufferDecl], kernels: &[Kernel], programs: &[Program], several: usize) -> Option<(Vec<Kernel>, Vec<Program>)> {
    let v = fuse::with_sets(spec, sets)?;
    let d = declare_tables(&v);
    if d.tables != declared.tables {
        return None;
    }
    let (vk, vs) = build_kernels(&v, &d);
    let (vk, vb, vp) = programs::assemble(vk, vs);
    if vb != buffers || vp.iter().filter(|p| p.steps.len() > 1).count() != several {
        return None;
    }
    let (mut k2, mut p2) = (kernels.to_vec(), programs.to_vec());
    if fuse::one_launch_programs(&spec.name, &fuse::Source { kernels: &vk, programs: &vp }, buffers, &mut k2, &mut p2) != several {
        return None;
    }
    // The fused kernels within a block's limits, or this count is no form.
    crate::plan::resources::check(spec, &k2[kernels.len()..]).ok()?;
    Some((k2, p2))
}

/// Every table a plan declares, and how its kernels read them.
pub(crate) struct Declared {
    tables: Vec<TableDecl>,
    fwd_tt: TransformTables,
    inv_tt: TransformTables,
    /// The four-step twist and untwist tables.
    four: Option<(usize, usize)>,
    pt: pointwise::PointwiseTables,
    /// The fused forms' powers of two (`TableKind::Constants` of
    /// `ConstEntry::TwoPow`), and the exponent of each entry.
    pow2: Option<(usize, Vec<i32>)>,
}

/// The table declarations of a plan, in order.
struct Decls {
    tables: Vec<TableDecl>,
    /// The main tables hold (value, companion) pairs where the spec reads them so.
    paired: bool,
}

impl Decls {
    fn add(&mut self, name: &str, kind: TableKind, len: usize, gaussian: bool) -> usize {
        let paired = self.paired && matches!(kind, TableKind::Forward | TableKind::Inverse);
        self.tables.push(TableDecl { name: name.to_string(), kind, len, gaussian, paired });
        self.tables.len() - 1
    }
}

/// The tables of `spec` (twiddles in its storage mode, four-step, DGT
/// twist, scaling, group roots, Toom-Cook constants), in declaration order.
fn declare_tables(spec: &ValidSpec) -> Declared {
    let e = spec.levels();
    let len = 1usize << e;
    let gaussian = spec.transform == Transform::Dgt;
    let companion = spec.twiddle_companion();
    let mut d = Decls { tables: vec![], paired: spec.paired_twiddles() };

    let first_len = if spec.four_step { 1usize << spec.stage_split[0] } else { len };
    let fwd = d.add("tw_fwd", TableKind::Forward, first_len, gaussian);
    let inv = d.add("tw_inv", TableKind::Inverse, first_len, gaussian);
    let log_m = e - spec.stage_split[0];
    let (sub, four) = if spec.four_step {
        (
            Some((d.add("tw_sub_fwd", TableKind::SubForward { log_m }, 1 << log_m, gaussian), d.add("tw_sub_inv", TableKind::SubInverse { log_m }, 1 << log_m, gaussian))),
            Some((d.add("fourstep", TableKind::FourStep { log_m }, len, gaussian), d.add("fourstep_inv", TableKind::FourStepInv { log_m }, len, gaussian))),
        )
    } else {
        (None, None)
    };
    let twist = gaussian.then(|| (d.add("dgt_twist", TableKind::DgtTwist, len, true), d.add("dgt_untwist", TableKind::DgtUntwist, len, true)));
    let (main_gen, sub_gen) = generating_tables(spec, &mut d, log_m);
    let (fold_last, inv_len) = scaling_table(spec, &mut d);
    let k = 1usize << spec.truncate;
    let product = group_product(spec, &mut d, len / k, gaussian);
    // Last: the fused forms' entries change no other table's place.
    let exponents = fused::form_ops(spec).map(|ops| fused::exponents(spec, &ops)).unwrap_or_default();
    let pow2 = (!exponents.is_empty()).then(|| {
        let entries: Vec<ConstEntry> = exponents.iter().map(|&e| ConstEntry::TwoPow(e)).collect();
        (d.add("fuse_pow2", TableKind::Constants(entries), exponents.len(), false), exponents)
    });

    let paired = d.paired;
    let source = |table: usize, tlen: usize, gen: Generated| TwSource { table, table_len: tlen as u32, gen, gaussian, companion, paired: paired && (table == fwd || table == inv) };
    let fwd_tt = TransformTables {
        main: source(fwd, first_len, main_gen[0]),
        sub: sub.map(|s| source(s.0, 1 << log_m, sub_gen[0])),
        log_m,
        twist: twist.map(|t| t.0),
        inv_len: None,
        fold_last: false,
    };
    let inv_tt = TransformTables {
        main: source(inv, first_len, main_gen[1]),
        sub: sub.map(|s| source(s.1, 1 << log_m, sub_gen[1])),
        log_m,
        twist: twist.map(|t| t.1),
        inv_len,
        fold_last,
    };
    Declared { tables: d.tables, fwd_tt, inv_tt, four, pt: pointwise::PointwiseTables { product, companion }, pow2 }
}

/// The pointwise step's product per group and its tables: the group roots
/// where groups are truncated, Toom-Cook-4's constants after them.
fn group_product(spec: &ValidSpec, d: &mut Decls, groups: usize, gaussian: bool) -> pointwise::GroupProduct {
    use pointwise::{GroupBy, GroupProduct};
    if spec.truncate == 0 {
        return GroupProduct::Scalar;
    }
    let roots = d.add("group_roots", TableKind::GroupRoots, groups, gaussian);
    let by = match spec.pointwise {
        Pointwise::FusedKaratsuba => GroupBy::Karatsuba,
        Pointwise::ToomCook4 => {
            let c = pointwise::toom_constants();
            let n = c.len();
            GroupBy::ToomCook4 { consts: d.add("toom_consts", TableKind::Constants(c), n, false) }
        }
        // Hadamard validates only with truncate = 0.
        Pointwise::Schoolbook | Pointwise::Hadamard => GroupBy::Schoolbook,
    };
    GroupProduct::Group { roots, by }
}

/// The tables `on-the-fly` (powers) and `split` (low, high) twiddles are
/// built from, forward and inverse, for the main transform and a four-step
/// sub-transform; each mode's module (`twiddle::generated`) declares its own.
/// The sub-transform counts its exponents in its own root of order 2^log_m
/// (`ExpRule::Cyclic`, log_m - 1 exponent bits).
fn generating_tables(spec: &ValidSpec, d: &mut Decls, log_m: u32) -> ([Generated; 2], [Generated; 2]) {
    let e = spec.levels();
    let gaussian = spec.transform == Transform::Dgt;
    let exp_bits = if spec.transform == Transform::NttNegacyclic { e } else { e.saturating_sub(1) };
    let mut tables = |at: twiddle::GenFor| [false, true].map(|inverse| twiddle::generated(spec.twiddles, d, at, inverse, gaussian));
    let main = tables(twiddle::GenFor::Main { levels: e, exp_bits });
    let sub = if spec.four_step { tables(twiddle::GenFor::Sub { log_m }) } else { [Generated::None; 2] };
    (main, sub)
}

/// The final scaling's constants table, and whether the last inverse level
/// takes 1/len into its twiddle. Merged and final scaling both multiply by
/// 1/len once, in the inverse's last kernel (no separate pass); halving per
/// level cost 16 SASS instructions per butterfly (`codegen compile --sass`). The
/// last inverse level (table entry 1, one twiddle for every butterfly)
/// takes 1/len into its twiddle where it is a plain scalar butterfly of the
/// main table: half of the final multiplies go.
fn scaling_table(spec: &ValidSpec, d: &mut Decls) -> (bool, Option<usize>) {
    let fold_last = matches!(spec.scaling, Scaling::Final | Scaling::Merged)
        && spec.transform != Transform::Dgt
        && spec.truncate == 0
        && !spec.four_step
        && spec.reduction != Reduction::Solinas;
    let inv_len = matches!(spec.scaling, Scaling::Final | Scaling::Merged).then(|| {
        let entries = if fold_last { vec![ConstEntry::InvLen, ConstEntry::InvLenTimesInverse(1)] } else { vec![ConstEntry::InvLen] };
        let n = entries.len();
        d.add("inv_len", TableKind::Constants(entries), n, false)
    });
    (fold_last, inv_len)
}

/// Where each kernel of a transform reads and writes: the buffer and layout
/// before its first kernel, between two kernels and after its last.
pub(crate) struct Sides<'s> {
    spec: &'s ValidSpec,
    geoms: Vec<Geom>,
}

impl<'s> Sides<'s> {
    fn new(spec: &'s ValidSpec) -> Self {
        Sides { spec, geoms: (0..spec.stage_split.len()).map(|k| Geom::new(spec, k)).collect() }
    }
    fn natural(&self) -> Side<'s> {
        Side { buf: Buf::X, layout: Box::new(|x: &Expr| x.clone()) }
    }
    /// Between kernels i and i + 1: X in place for the natural layout, else
    /// ping-pong scratch so no launch reads what another block rewrites.
    fn boundary(&self, i: usize) -> Side<'s> {
        let next = self.geoms[i + 1].clone();
        let layout = self.spec.layout;
        Side {
            buf: if layout == Layout::Natural { Buf::X } else if i.is_multiple_of(2) { Buf::S0 } else { Buf::S1 },
            layout: Box::new(move |x: &Expr| boundary_layout(layout, &next, x).simplify()),
        }
    }
    /// The scratch buffers the layouts need.
    fn scratch(&self) -> usize {
        match (self.spec.layout, self.geoms.len()) {
            (Layout::Natural, _) => 0,
            (_, k) if k >= 3 => 2,
            _ => 1,
        }
    }
}

/// A direction's kernels in launch order (the four-step twist after the
/// forward's first, the untwist before the inverse's last), its first
/// transform kernel running `first`'s steps, its last `last`'s (a
/// one-kernel transform takes the prologue of the one and the epilogue of
/// the other). `tt` is the direction's tables.
pub(crate) fn direction(spec: &ValidSpec, d: &Declared, dir: Dir, tt: &TransformTables, first: Option<&fused::Fusion>, last: Option<&fused::Fusion>) -> Vec<Kernel> {
    let kernels = spec.stage_split.len();
    let sides = Sides::new(spec);
    let companion = spec.twiddle_companion();
    let (tables, four) = (&d.tables, d.four);
    let steps = |kk: usize| {
        let (is_first, is_last) = match dir {
            Dir::Fwd => (kk == 0, kk + 1 == kernels),
            Dir::Inv => (kk + 1 == kernels, kk == 0),
        };
        transform::Steps { fuse_y: false, prologue: first.filter(|_| is_first), epilogue: last.filter(|_| is_last) }
    };
    let mut out = vec![];
    match dir {
        Dir::Fwd => {
            for kk in 0..kernels {
                let src = if kk == 0 { sides.natural() } else { sides.boundary(kk - 1) };
                let dst = if kk + 1 == kernels { sides.natural() } else { sides.boundary(kk) };
                out.push(transform::build_with(spec, kk, Dir::Fwd, &src, &dst, tt, tables, &steps(kk)));
                if let (0, Some((ft, _))) = (kk, four) {
                    let b = sides.boundary(0);
                    out.push(pointwise::twist_kernel(spec, ft, b.buf, &*b.layout, companion, false, tables));
                }
            }
        }
        Dir::Inv => {
            for kk in (0..kernels).rev() {
                let src = if kk + 1 == kernels { sides.natural() } else { sides.boundary(kk) };
                let dst = if kk == 0 { sides.natural() } else { sides.boundary(kk - 1) };
                if let (0, Some((_, fi))) = (kk, four) {
                    let b = sides.boundary(0);
                    out.push(pointwise::twist_kernel(spec, fi, b.buf, &*b.layout, companion, true, tables));
                }
                out.push(transform::build_with(spec, kk, Dir::Inv, &src, &dst, tt, tables, &steps(kk)));
            }
        }
    }
    out
}

/// The kernels of every program: the forward and inverse transform kernels
/// with the layouts between them, the four-step twists, the pointwise
/// product, the fused inverse and the whole-product kernel; and the scratch
/// buffers the layouts need.
fn build_kernels(spec: &ValidSpec, d: &Declared) -> (programs::Kernels, usize) {
    let kernels = spec.stage_split.len();
    let (tables, fwd_tt, inv_tt) = (&d.tables, &d.fwd_tt, &d.inv_tt);
    let sides = Sides::new(spec);
    let forward = direction(spec, d, Dir::Fwd, fwd_tt, None, None);
    let pointwise = vec![pointwise::build(spec, &d.pt, tables)];
    let inverse = direction(spec, d, Dir::Inv, inv_tt, None, None);
    // A one-kernel transform's polymul is one kernel, where it fits a block.
    let product = product::applies(spec).then(|| product::build(spec, fwd_tt, inv_tt, tables)).filter(|k| product::fits(spec, k));
    // Otherwise a Hadamard product of scalars fuses into the inverse's first loads.
    let fused_inverse = (product.is_none() && spec.pointwise == Pointwise::Hadamard && spec.transform != Transform::Dgt).then(|| {
        let kk = kernels - 1;
        let dst = if kk == 0 { sides.natural() } else { sides.boundary(kk - 1) };
        transform::build(spec, kk, Dir::Inv, &sides.natural(), &dst, inv_tt, tables, true)
    });

    (programs::Kernels { forward, pointwise, inverse, fused_inverse, product }, sides.scratch())
}

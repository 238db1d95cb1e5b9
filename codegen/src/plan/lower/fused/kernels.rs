//! Each fused form's kernels and programs. The form's program is its
//! transform's launches with the prologue in the first kernel's loads and
//! the epilogue in the last kernel's stores (a kernel between them that is
//! the plain transform's, the plain one); its separate program
//! (`<form>_separate`) is the plain transform between element-wise kernels
//! that run the same steps alone, for ablations and as a check of the fused
//! kernels. A form that skips towers launches kernels of its own
//! throughout (each maps its launched towers, `Kernel::skip_towers`).

use super::{form_ops, inverse_fold, Fusion, FormOps};
use crate::plan::expr::{Expr, Var};
use crate::plan::ir::*;
use crate::plan::lower::builder::{cost, KernelBuilder};
use crate::plan::lower::transform::params_of;
use crate::plan::lower::transform_types::{Dir, TransformTables};
use crate::plan::lower::{direction, Declared};
use crate::spec::fused::FusedForm;
use crate::spec::{ConstForm, FieldError, FusedTransform, ValidSpec};

/// Per constant of a form: its array and its companions' (a Shoup pair).
type ConstArrays = Vec<(usize, Option<usize>)>;

/// Threads of an element-wise kernel's block, at most.
const ELEMENTWISE_THREADS: u32 = 128;

/// Adds every form's kernels (each once: one the plan has already is
/// reused) and programs; returns the per-tower arrays they take.
pub(crate) fn add(spec: &ValidSpec, d: &Declared, buffers: &[BufferDecl], kernels: &mut Vec<Kernel>, programs: &mut Vec<Program>) -> Result<Vec<TowerArgDecl>, FieldError> {
    if spec.fused.is_empty() {
        return Ok(vec![]);
    }
    let ops = form_ops(spec)?;
    let (decls, args) = tower_args(spec);
    for ((form, ops), args) in spec.fused.iter().zip(&ops).zip(&args) {
        let fusion = |list: &Option<Vec<super::Micro>>| list.as_ref().map(|ops| Fusion { ops: ops.clone(), args: args.clone(), forms: form.constants.iter().map(|c| c.form).collect(), pow2: d.pow2.clone() });
        let (pro, epi) = (fusion(&ops.prologue), fusion(&ops.epilogue));
        let mut fused = form_kernels(spec, d, form, ops, pro.as_ref(), epi.as_ref());
        let mut separate = separate_kernels(spec, d, form, pro.as_ref(), epi.as_ref());
        if form.y_rows() {
            fused.iter_mut().chain(&mut separate).for_each(reading_rows);
        }
        let fused_ids: Vec<usize> = fused.into_iter().map(|k| intern(kernels, k)).collect();
        let separate_ids: Vec<usize> = separate.into_iter().map(|k| intern(kernels, k)).collect();
        let arg_ids: Vec<usize> = args.iter().flat_map(|&(v, c)| std::iter::once(v).chain(c)).collect();
        let program = |name: String, ids: &[usize], doc: String| program(kernels, buffers, form, name, ids, &arg_ids, doc);
        programs.push(program(form.name.clone(), &fused_ids, describe(form, "in its loads and stores")));
        programs.push(program(form.separate_name(), &separate_ids, describe(form, "in kernels of their own")));
    }
    Ok(decls)
}

/// The plan's per-tower arrays (each form's constants in order, a Shoup
/// pair's companions beside its values), and per form the (value,
/// companion) array of each constant.
fn tower_args(spec: &ValidSpec) -> (Vec<TowerArgDecl>, Vec<ConstArrays>) {
    let mut decls = vec![];
    let mut per_form = vec![];
    for f in &spec.fused {
        let mut args = vec![];
        for c in &f.constants {
            let mut add = |companion: bool| {
                let name = format!("{}_{}{}", f.name, c.name, if companion { "_companion" } else { "" });
                decls.push(TowerArgDecl { name, form: f.name.clone(), constant: c.name.clone(), companion });
                decls.len() - 1
            };
            let v = add(false);
            let comp = (c.form == ConstForm::Shoup).then(|| add(true));
            args.push((v, comp));
        }
        per_form.push(args);
    }
    (decls, per_form)
}

/// The form's kernels in launch order, named after it.
fn form_kernels(spec: &ValidSpec, d: &Declared, form: &FusedForm, ops: &FormOps, pro: Option<&Fusion>, epi: Option<&Fusion>) -> Vec<Kernel> {
    let (dir, tt) = transform_of(form, d);
    // An inverse whose epilogue begins with a product leaves its own 1/len
    // to that product: where its folded last level takes the product
    // (`Fusion::takes_last_level`) the fold stays, else that level keeps
    // its plain twiddle and every coefficient takes the product.
    let folds = ops.epilogue.as_ref().is_some_and(|e| inverse_fold(spec, form, e) != 0);
    let tt = TransformTables { fold_last: tt.fold_last && (!folds || epi.is_some_and(|e| e.takes_last_level(spec))), ..tt.clone() };
    let ks = direction(spec, d, dir, &tt, pro, epi);
    ks.into_iter().map(|k| own(spec, form, "", k)).collect()
}

/// The separate program's kernels: the prologue alone, the plain
/// transform (its own copies where the form skips towers), the epilogue alone.
fn separate_kernels(spec: &ValidSpec, d: &Declared, form: &FusedForm, pro: Option<&Fusion>, epi: Option<&Fusion>) -> Vec<Kernel> {
    let (dir, tt) = transform_of(form, d);
    let transform = direction(spec, d, dir, tt, None, None).into_iter().map(|k| own(spec, form, "plain_", k));
    let alone = |f: Option<&Fusion>, what: &str| f.map(|f| elementwise(spec, form, f, what));
    alone(pro, "pro").into_iter().chain(transform).chain(alone(epi, "epi")).collect()
}

/// The direction and tables of the form's transform.
fn transform_of<'d>(form: &FusedForm, d: &'d Declared) -> (Dir, &'d TransformTables) {
    match form.transform {
        FusedTransform::Forward => (Dir::Fwd, &d.fwd_tt),
        FusedTransform::Inverse => (Dir::Inv, &d.inv_tt),
    }
}

/// `k` renamed after the form (`<spec>_<form>_<prefix><stem>`), and made to
/// map its towers where the form skips some.
fn own(spec: &ValidSpec, form: &FusedForm, prefix: &str, mut k: Kernel) -> Kernel {
    let stem = k.name.strip_prefix(&format!("{}_", spec.name)).unwrap_or(&k.name).to_string();
    k.name = format!("{}_{}_{prefix}{stem}", spec.name, form.name);
    if form.skip_towers {
        skipping(&mut k);
    }
    k
}

fn skipping(k: &mut Kernel) {
    k.skip_towers = true;
    k.params.extend([Param::SkipAt, Param::SkipLen]);
    // A prefetch reaches the polynomial so many places ahead in launch
    // order, which the mapped towers do not follow: a hint, left out.
    k.prefetch_ahead = 0;
    for p in &mut k.phases {
        p.ops.retain(|o| !matches!(o, Op::Prefetch { .. }));
    }
}

/// A kernel of a `from-y-row` form that reads y reads the batch item's
/// row (`Kernel::y_rows`). A prefetch of y would reach the polynomial so
/// many places ahead, which a row buffer does not hold: a hint, left out.
fn reading_rows(k: &mut Kernel) {
    if !k.params.contains(&Param::Buf(Buf::Y)) {
        return;
    }
    k.y_rows = true;
    for p in &mut k.phases {
        p.ops.retain(|o| !matches!(o, Op::Prefetch { buf: Buf::Y, .. }));
    }
    if !k.phases.iter().flat_map(|p| &p.ops).any(|o| matches!(o, Op::Prefetch { .. })) {
        k.prefetch_ahead = 0;
    }
}

/// `k`'s index in `kernels`: an equal kernel's (its name aside: the plain
/// transform's where the form's kernel runs no step), else appended.
fn intern(kernels: &mut Vec<Kernel>, k: Kernel) -> usize {
    if let Some(i) = kernels.iter().position(|o| *o == Kernel { name: o.name.clone(), ..k.clone() }) {
        return i;
    }
    kernels.push(k);
    kernels.len() - 1
}

/// The program of `ids` over x (and y where a step reads it), taking the
/// form's per-tower arrays.
#[allow(clippy::too_many_arguments)]
fn program(kernels: &[Kernel], buffers: &[BufferDecl], form: &FusedForm, name: String, ids: &[usize], args: &[usize], doc: String) -> Program {
    let id = |b: Buf| buffers.iter().position(|d| d.name == b.c_name());
    let (x, y) = (0, 1);
    let steps = ids
        .iter()
        .map(|&i| {
            // Every buffer a kernel names is one of the plan's (lowering
            // declares the layouts' scratch with the kernels that use it).
            let bind = kernels[i].params.iter().filter_map(|p| if let Param::Buf(b) = p { id(*b).map(|at| (*b, at)) } else { None }).collect();
            Step { kernel: i, bind }
        })
        .collect::<Vec<_>>();
    let scratch = buffers.iter().enumerate().filter(|(s, b)| b.kind == BufferKind::Scratch && steps.iter().any(|st: &Step| st.bind.iter().any(|x| x.1 == *s))).map(|(s, _)| s).collect();
    let operands = if form.reads_y() { vec![x, y] } else { vec![x] };
    Program { name, operands, scratch, steps, doc, tower_args: args.to_vec(), skip_towers: form.skip_towers, y_rows: form.y_rows() }
}

/// What the form's program computes, in a line.
fn describe(form: &FusedForm, how: &str) -> String {
    let list = |steps: &[crate::spec::fused::Step]| steps.iter().map(|s| form.step_words(s)).collect::<Vec<_>>().join(", then ");
    let mut parts = vec![];
    if !form.prologue.is_empty() {
        parts.push(format!("x <- {}", list(&form.prologue)));
    }
    parts.push(format!("x <- {}(x)", form.transform));
    if !form.epilogue.is_empty() {
        parts.push(format!("x <- {}", list(&form.epilogue)));
    }
    let skip = if form.skip_towers { " over the towers but skip_at .. skip_at + skip_len" } else { "" };
    format!("{}{skip}; the steps {how}", parts.join("; "))
}

/// An element-wise kernel running `f` alone over every polynomial: each
/// thread takes `16 / word bytes` consecutive words (one vector access).
fn elementwise(spec: &ValidSpec, form: &FusedForm, f: &Fusion, what: &str) -> Kernel {
    let words = spec.transform_len() as u32;
    let per = (16 / spec.word.bytes()).min(words);
    let threads = (words / per).min(ELEMENTWISE_THREADS);
    let grid_x = words / (per * threads);
    let mut kb = KernelBuilder::new(&format!("the {what}logue's steps alone"));
    let base = Expr::var(Var::BidX).shl(threads.trailing_zeros()).add(Expr::var(Var::TidX)).shl(per.trailing_zeros());
    let pos: Vec<Expr> = (0..per).map(|j| base.clone().add(Expr::c(j)).simplify()).collect();
    let x = kb.regs(per as usize);
    // A list that begins with `from-y` reads y in x's place, as the fused kernels do.
    let src = if f.from_y() { Buf::Y } else { Buf::X };
    for (r, p) in x.iter().zip(&pos) {
        kb.ld(*r, Mem::Global(src), p.clone());
    }
    let ops = super::emit::prepare(&mut kb, spec, f, 0);
    super::emit::apply(&mut kb, &ops, &x, &pos, false);
    for (r, p) in x.iter().zip(&pos) {
        kb.st(*r, Mem::Global(Buf::X), p.clone());
    }
    let (mut phases, regs) = kb.finish();
    if spec.vector_access {
        crate::plan::lower::vectorize::global_accesses(&mut phases, spec.word);
    }
    let c = cost(&phases, u64::from(grid_x * threads), u64::from(spec.word.bytes()), &[]);
    let mut k = Kernel {
        name: format!("{}_{}_{what}", spec.name, form.name),
        role: Role::Elementwise,
        grid_x,
        block: [threads, 1],
        cluster_blocks: 1,
        pack: None,
        shared_words: 0,
        regs,
        params: params_of(&phases),
        phases,
        cost: c,
        levels: vec![],
        min_blocks: 0,
        overlap: false,
        early_ops: 0,
        descending: false,
        pinned_tables: false,
        prefetch_ahead: 0,
        tiles_per_block: 1,
        staging: vec![],
        stream: None,
        skip_towers: false,
        y_rows: false,
    };
    if form.skip_towers {
        skipping(&mut k);
    }
    k
}

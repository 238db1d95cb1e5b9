//! Plan -> CUDA C++ text for NVRTC.
//!
//! Every statement is an op's own rendering (`plan::ops`, next to what the
//! interpreter computes for it); index expressions come from `Expr::to_c`
//! and nothing else. `templates/kernel.cu` only lays the statements out,
//! `templates/reduce/*.cu` supply the modular arithmetic and
//! `templates/butterfly.cu` the butterflies built on it.

use crate::plan::ir::*;
use crate::plan::ops::RenderCx;
use crate::spec::{Reduction, ValidSpec, Word};
use serde::Serialize;

const KERNEL_TEMPLATE: &str = include_str!("../../../templates/kernel.cu");
const REDUCE_COMMON: &str = include_str!("../../../templates/reduce/common.cu");
const BUTTERFLY: &str = include_str!("../../../templates/butterfly.cu");

/// The device code of one reduction variant (`templates/reduce/<variant>.cu`).
fn reduce_template(r: Reduction) -> &'static str {
    match r {
        Reduction::BarrettClassic => include_str!("../../../templates/reduce/barrett-classic.cu"),
        Reduction::BarrettDq => include_str!("../../../templates/reduce/barrett-dq.cu"),
        Reduction::BarrettShivdikar => include_str!("../../../templates/reduce/barrett-shivdikar.cu"),
        Reduction::Montgomery => include_str!("../../../templates/reduce/montgomery.cu"),
        Reduction::Shoup => include_str!("../../../templates/reduce/shoup.cu"),
        Reduction::Solinas => include_str!("../../../templates/reduce/solinas.cu"),
        Reduction::Builtin => include_str!("../../../templates/reduce/builtin.cu"),
    }
}

#[derive(Serialize)]
struct FileView {
    header: Vec<String>,
    word_t: &'static str,
    reduce: Vec<String>,
    kernels: Vec<KernelView>,
}

#[derive(Serialize)]
struct KernelView {
    name: String,
    threads: u32,
    params: Vec<String>,
    /// Words per polynomial when the kernel touches a global buffer.
    poly: Option<usize>,
    mods: bool,
    smem: bool,
    regs: Vec<String>,
    phases: Vec<PhaseView>,
}

#[derive(Serialize)]
struct PhaseView {
    note: String,
    barrier: bool,
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

/// The CUDA source of every kernel of `plan`; `command` is the exact
/// command line that produced it, written into the header.
pub fn cuda_source(plan: &Plan, command: &str) -> String {
    let spec = &plan.spec;
    let view = FileView {
        header: header(plan, command),
        word_t: spec.word.c_type(),
        reduce: reduce_parts(spec),
        kernels: plan.kernels().map(|k| kernel_view(plan, k)).collect(),
    };
    let mut tera = tera::Tera::default();
    tera.autoescape_on(vec![]);
    tera.add_raw_template("kernel.cu", KERNEL_TEMPLATE).expect("templates/kernel.cu parses");
    let ctx = tera::Context::from_serialize(&view).expect("the view model serialises");
    tera.render("kernel.cu", &ctx).unwrap_or_else(|e| panic!("templates/kernel.cu: {}", error_chain(&e)))
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

/// common.cu, the variant's file and the butterflies built on them,
/// rendered for the spec's word.
fn reduce_parts(spec: &ValidSpec) -> Vec<String> {
    let mut ctx = tera::Context::new();
    ctx.insert("word", spec.word.as_str());
    ctx.insert("word_t", spec.word.c_type());
    [("reduce/common.cu", REDUCE_COMMON), ("reduce/variant.cu", reduce_template(spec.reduction)), ("butterfly.cu", BUTTERFLY)]
        .iter()
        .map(|(name, src)| tera::Tera::one_off(src, &ctx, false).unwrap_or_else(|e| panic!("templates/{name}: {}", error_chain(&e))))
        .collect()
}

/// Comment lines (without the `// `): command, spec, one cost line per kernel.
fn header(plan: &Plan, command: &str) -> Vec<String> {
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
    h.extend(spec.to_toml().lines().map(|l| if l.is_empty() { String::new() } else { format!("  {l}") }));
    h.push(String::new());
    h.push("kernels, in launch order; grid = (grid_x, towers, batch); cost per polynomial of one tower:".into());
    for k in plan.kernels() {
        let c = &k.cost;
        h.push(format!(
            "  {}: grid_x {}, block {} x {}, shared {} B; mulmods {}, addmods {}, butterflies {}, global bytes {} (read {}, write {}), table bytes {}, shuffles {}",
            k.name,
            k.grid_x,
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
    h
}

fn kernel_view(plan: &Plan, k: &Kernel) -> KernelView {
    let params = k
        .params
        .iter()
        .map(|p| {
            let name = p.c_name(&plan.tables);
            match p {
                Param::Buf(_) => format!("word_t* __restrict__ {name}"),
                Param::Table(..) => format!("const word_t* __restrict__ {name}"),
                Param::Mods => format!("const ModConst* __restrict__ {name}"),
            }
        })
        .collect();
    let r = Render { plan, word: plan.spec.word, companion: plan.spec.reduction == Reduction::Shoup };
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
    let phases = k
        .phases
        .iter()
        .enumerate()
        .map(|(i, ph)| {
            let mut lines = vec![];
            for op in &ph.ops {
                r.op(op, 0, &mut lines);
            }
            PhaseView { note: ph.note.clone(), barrier: i > 0, lines }
        })
        .collect();
    KernelView {
        name: k.name.clone(),
        threads: k.threads(),
        params,
        poly: k.params.iter().any(|p| matches!(p, Param::Buf(_))).then_some(plan.words_per_poly),
        mods: k.params.contains(&Param::Mods),
        smem: k.shared_words > 0,
        regs,
        phases,
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
}

impl Render<'_> {
    fn op(&self, op: &Op, depth: usize, out: &mut Vec<String>) {
        let cx = RenderCx { tables: &self.plan.tables, word: self.word, companion: self.companion };
        let pad = "    ".repeat(depth);
        out.extend(op.render(&cx).into_iter().map(|l| format!("{pad}{l}")));
    }
}

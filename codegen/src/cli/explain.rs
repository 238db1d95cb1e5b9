//! `codegen explain`: the plan in words and numbers.

use codegen::plan::{lower, Plan};
use codegen::spec::ValidSpec;

/// `batch`: the batch of the verify figure; `max_host_memory`: the limit
/// the figures are held against in place of the machine's free memory.
pub fn explain(s: &ValidSpec, json: bool, batch: usize, max_host_memory: Option<u64>) -> i32 {
    let plan = match lower(s) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}: {e}", s.name);
            return 2;
        }
    };
    if json {
        match serde_json::to_string_pretty(&plan) {
            Ok(t) => println!("{t}"),
            Err(e) => {
                eprintln!("cannot serialise plan: {e}");
                return 1;
            }
        }
        return 0;
    }
    if let Err(code) = super::memory::check("explain", &plan, &codegen::memory::need::explain(&plan), max_host_memory, "a smaller log_n") {
        return code;
    }
    print!("{}", describe(&plan));
    print!("{}", super::memory::describe(&plan, batch, max_host_memory));
    if !s.reduction.constant_time() {
        println!("note: reduction \"builtin\" is NOT constant time (its % branches on the product, i.e. on the data); it is a baseline for comparison, never a default; use montgomery, shoup or a barrett variant for secret data");
    }
    0
}

/// Where the spec's defaults came from: a GPU class's tuned entry
/// (`codegen/tuned.toml`), or the built-in rules. `asked`: the class
/// `--gpu` resolved it for, where one was given.
pub fn tuned_note(s: &ValidSpec, asked: Option<&str>) {
    let classes = codegen::spec::tuned::table().map(|t| t.classes.keys().cloned().collect::<Vec<_>>().join(" | ")).unwrap_or_default();
    match (s.tuned_entry(), s.tuned_class()) {
        (Some(e), _) => println!(
            "defaults: tuned for {} (codegen/tuned.toml): {} where the spec leaves them out; forward {:.1} us against {:.1} with the built-in defaults{} ({})",
            e.gpu,
            e.knobs_text(),
            e.forward_us,
            e.default_us,
            e.inverse_us.map(|[i, d]| format!(", inverse {i:.1} against {d:.1}")).unwrap_or_default(),
            e.source
        ),
        (None, Some(c)) => println!("defaults: built-in (codegen/tuned.toml has no entry for {c} at this transform, log_n, word and tower count)"),
        _ if s.builtin_only => println!("defaults: built-in on every GPU (gpu = \"none\")"),
        _ if s.runtime_moduli.is_some() => println!("defaults: built-in (a template of run-time primes keeps its knobs on every GPU, so that every instance runs the same kernels; gpu = \"<class>\" in it takes a class's)"),
        _ => match asked {
            Some(c) => println!("defaults: built-in (the tuned entry of {c} for this workload does not combine with the knobs the spec writes)"),
            None => println!("defaults: built-in here; on a GPU of a class ({classes}) the runtime fills what the spec leaves out with that class's tuned knobs (`codegen explain --gpu CLASS` shows that plan; gpu = \"none\" keeps these)"),
        },
    }
    if let Some(c) = s.tuned_class() {
        latency_note(s, c);
    }
}

/// The plan the runtime runs small calls on, where the class has one.
fn latency_note(s: &codegen::spec::ValidSpec, gpu: &str) {
    match codegen::spec::latency::variant(s, gpu) {
        Ok(Some(l)) => println!(
            "small calls: the runtime runs forward, inverse and polymul of at most {} polynomial(s) on {} ({}; {:.2} us against {:.2} for this plan, one polynomial at a time: {})",
            l.max_polys,
            l.spec.name,
            l.entry.knobs_text(),
            l.entry.forward_us,
            l.entry.default_us,
            l.entry.source
        ),
        Ok(None) => {}
        Err(e) => println!("small calls: the latency entry does not apply: {e}"),
    }
}

pub fn describe(plan: &Plan) -> String {
    let s = &plan.spec;
    let mut out = format!(
        "plan {}: {} of N = 2^{} over {} tower(s) of {}; {} words per polynomial\n",
        s.name,
        s.transform,
        s.log_n,
        plan.towers,
        s.word,
        plan.words_per_poly
    );
    out.push_str("kernels:\n");
    for k in &plan.kernels {
        let c = &k.cost;
        let cluster = launch_notes(k);
        out.push_str(&format!(
            "  {:<44} grid {:>6} x towers x batch, block {:>4} x {:<3} smem {:>6} B, regs {:>3}, phases {}, levels {:?}{cluster}\n",
            k.name,
            k.launch_grid_x(),
            k.block[0],
            k.block[1],
            k.shared_words * s.word.bytes(),
            k.regs,
            k.phases.len(),
            k.levels
        ));
        out.push_str(&format!(
            "  {:<44} per polynomial: {} butterflies, {} mulmods, {} addmods, global read {} B, write {} B, tables {} B, shuffles {}\n",
            "", c.butterflies, c.mulmods, c.addmods, c.global_read_bytes, c.global_write_bytes, c.table_read_bytes, c.shuffles
        ));
    }
    out.push_str("programs (launches in order, kernel(param=buffer, ...)):\n");
    for p in &plan.programs {
        let operands: Vec<&str> = p.operands.iter().map(|&b| plan.buffers[b].name.as_str()).collect();
        out.push_str(&format!("  {}({}): {}\n", p.name, operands.join(", "), p.doc));
        for st in &p.steps {
            let bind: Vec<String> = st.bind.iter().map(|(f, b)| format!("{}={}", f.c_name(), plan.buffers[*b].name)).collect();
            out.push_str(&format!("    {}({})\n", plan.kernels[st.kernel].name, bind.join(", ")));
        }
    }
    if let Some(one) = plan.one_launch(codegen::plan::programs::FORWARD) {
        let k = &plan.kernels[one.steps[0].kernel];
        out.push_str(&format!(
            "one launch: forward, inverse and polymul also run as one kernel each, with grid barriers (<program>{}); the runtime and the C functions take it \
             where grid_x x batch x towers blocks ({} x batch x towers for the forward, {} threads each) are resident on the GPU at once, the launches above otherwise\n",
            codegen::plan::programs::ONE_LAUNCH_SUFFIX,
            k.grid_x,
            k.threads()
        ));
    }
    out.push_str(&fused_forms(plan));
    let fwd = plan.program_kernels(codegen::plan::programs::FORWARD);
    let (b, m, g) = fwd.iter().fold((0, 0, 0), |a, k| (a.0 + k.cost.butterflies, a.1 + k.cost.mulmods, a.2 + k.cost.global_read_bytes + k.cost.global_write_bytes));
    out.push_str(&format!("forward total per polynomial: {b} butterflies, {m} mulmods, {g} global bytes\n"));
    let d = codegen::emit::package::domain(plan);
    out.push_str(&format!("NTT domain (docs/SPEC.md): forward output order: {}\n", d.order));
    out.push_str(&format!("  root: {}\n", d.root));
    for (q, r) in s.primes.iter().zip(&d.roots) {
        out.push_str(&format!("  q = {q}: root {r}\n"));
    }
    out.push_str("tables per tower:\n");
    for t in &plan.tables {
        out.push_str(&format!("  {:<14} {:>8} entries{}\n", t.name, t.len, if t.gaussian { " (Gaussian)" } else { "" }));
    }
    out
}

/// What a kernel's launch does besides one tile per block: its cluster,
/// packed polynomials, tiles, order and streaming.
fn launch_notes(k: &codegen::plan::ir::Kernel) -> String {
    let mut notes = if k.cluster_blocks > 1 { format!(", cluster of {} blocks", k.cluster_blocks) } else { String::new() };
    if let Some(p) = &k.pack {
        notes += &format!(", {} polynomials per block (every {}th block along z runs)", p.polys, p.polys);
    }
    if k.tiles_per_block > 1 {
        notes += &format!(", {} tiles per block in turn (the next one's words copied ahead)", k.tiles_per_block);
    }
    if k.descending {
        notes += ", last polynomial first (alternate_order: it starts on the words L2 still holds from the kernel before)";
    }
    if let Some(st) = &k.stream {
        notes += &format!(
            ", streamed: persistent blocks (about as many as the GPU holds) take work items in order, {} + {} blocks' worth per polynomial, the second part's {} polynomials behind the first's",
            st.blocks[0], st.blocks[1], st.lag
        );
    }
    notes
}

/// The fused forms: each one's steps, what it takes besides its operands,
/// and what its kernels add to the plain transform's per polynomial.
fn fused_forms(plan: &Plan) -> String {
    let s = &plan.spec;
    if s.fused.is_empty() {
        return String::new();
    }
    let mut out = String::from("fused forms (docs/SPEC.md, \"Fused forms\"): the steps in the transform's first loads and last stores\n");
    let total = |name: &str| {
        plan.program_kernels(name).iter().fold((0u64, 0u64, 0u64, 0u64), |a, k| (a.0 + k.cost.mulmods, a.1 + k.cost.addmods, a.2 + k.cost.global_read_bytes, a.3 + k.cost.global_write_bytes))
    };
    for f in &s.fused {
        let Some(p) = plan.program(&f.name) else { continue };
        let list = |steps: &[codegen::spec::Step]| steps.iter().map(|st| f.step_words(st)).collect::<Vec<_>>().join(", then ");
        out.push_str(&format!("  {} ({}):", f.name, f.transform));
        if !f.prologue.is_empty() {
            out.push_str(&format!(" prologue {};", list(&f.prologue)));
        }
        if !f.epilogue.is_empty() {
            out.push_str(&format!(" epilogue {};", list(&f.epilogue)));
        }
        let mut takes: Vec<String> = p.operands.iter().map(|&b| plan.buffers[b].name.clone()).collect();
        takes.extend(p.tower_args.iter().map(|&a| {
            let d = &plan.tower_args[a];
            format!("d_{}{} (a word per tower{})", d.constant, if d.companion { "_companion" } else { "" }, if d.companion { ", Shoup companions" } else { "" })
        }));
        if f.skip_towers {
            takes.push("skip_at, skip_len (towers left out)".into());
        }
        out.push_str(&format!(" takes {}\n", takes.join(", ")));
        let plain = match f.transform {
            codegen::spec::FusedTransform::Forward => codegen::plan::programs::FORWARD,
            codegen::spec::FusedTransform::Inverse => codegen::plan::programs::INVERSE,
        };
        let (a, b) = (total(&f.name), total(plain));
        let own: Vec<&str> = plan.launches(p).filter(|k| !plan.program_kernels(plain).iter().any(|q| q.name == k.name)).map(|k| k.name.as_str()).collect();
        out.push_str(&format!(
            "    its own kernels {}; per polynomial over the plain {plain}: {:+} mulmods, {:+} addmods, {:+} B global read, {:+} B global write; {} runs the steps in kernels of their own (ablations)\n",
            own.join(", "),
            a.0 as i64 - b.0 as i64,
            a.1 as i64 - b.1 as i64,
            a.2 as i64 - b.2 as i64,
            a.3 as i64 - b.3 as i64,
            f.separate_name()
        ));
    }
    out
}

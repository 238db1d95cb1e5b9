//! The self-contained half of an emitted package: the table contents
//! (`<name>.tables.bin`) and a C ABI (`<name>.h` declaring one host function
//! per program, `<name>.host.cu` defining them over the kernels of
//! `<name>.cu`). With these, a Rust crate launches through `runtime` and a
//! C++/CUDA project through nvcc, neither running the generator.
//!
//! The tables file is the spec's words, little-endian, one after another:
//! the `ModConst { q, c0, c1, c2 }` of every tower, then per plan table its
//! values for every tower, then its companions for every tower where a
//! kernel reads them (Shoup; none otherwise). The
//! word offsets of each part are derived here once ([`TablesLayout`]) and
//! written into both the Rust wrapper and the C host file.

use super::cuda::Info;
use super::launch::KernelInfo;
use super::error::EmitError;
use crate::memory::alloc;
use crate::plan::ir::*;
use crate::plan::tables::{self, TableError};
use std::fmt::Write;
use std::io::{Seek, SeekFrom};

/// Where each part of the tables file starts, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TablesLayout {
    pub word_bytes: usize,
    /// Offset of the `ModConst` array (always 0; 4 words per tower).
    pub mods: usize,
    /// Per plan table: (value offset, companion offset).
    pub tables: Vec<(usize, usize)>,
    pub total_words: usize,
}

impl TablesLayout {
    /// Bytes of the tables file.
    pub fn bytes(&self) -> u64 {
        self.total_words as u64 * self.word_bytes as u64
    }
}

/// Why the tables file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum TablesError {
    #[error(transparent)]
    Emit(#[from] EmitError),
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

impl From<TableError> for TablesError {
    fn from(e: TableError) -> Self {
        TablesError::Emit(table_error(e))
    }
}

/// A table that could not be built: memory refused, or (a validated spec
/// always has its roots) a generator bug.
fn table_error(e: TableError) -> EmitError {
    match e {
        TableError::Alloc(a) => EmitError::Alloc(a),
        e => EmitError::Template { template: "the tables file".into(), message: e.to_string() },
    }
}

/// The layout of `plan`'s tables file, from its table declarations alone
/// (nothing is built): the towers' `ModConst`s, then per table its values
/// for every tower, then its companions for every tower where a kernel
/// reads them.
pub fn tables_layout(plan: &Plan) -> TablesLayout {
    let towers = plan.spec.primes.len();
    let mut at = towers * MOD_CONST_WORDS;
    let mut offsets = vec![];
    for (i, t) in plan.tables.iter().enumerate() {
        let value = at;
        at += towers * t.words();
        let companion = at;
        // Companions only where a kernel reads them (Shoup): the rest would double the file.
        if companions_written(plan, i) {
            at += towers * t.words();
        }
        offsets.push((value, companion));
    }
    TablesLayout { word_bytes: plan.spec.word.bytes() as usize, mods: 0, tables: offsets, total_words: at }
}

/// The tables file of `plan` and its layout, in memory.
pub fn tables_file(plan: &Plan) -> Result<(Vec<u8>, TablesLayout), EmitError> {
    let layout = tables_layout(plan);
    let refused = || alloc::AllocError { spec: plan.spec.name.clone(), what: "the tables file".into(), bytes: layout.bytes() };
    let len = usize::try_from(layout.bytes()).map_err(|_| EmitError::Alloc(refused()))?;
    let mut bytes = alloc::filled(len, 0u8, "the tables file").map_err(|e| EmitError::Alloc(e.in_spec(&plan.spec.name)))?;
    write_tables(plan, &layout, &mut std::io::Cursor::new(&mut bytes[..])).map_err(|e| match e {
        TablesError::Emit(e) => e,
        TablesError::Io(e) => EmitError::Template { template: "the tables file".into(), message: e.to_string() },
    })?;
    Ok((bytes, layout))
}

/// Raw words of a table stored and written at once (a few MiB of buffers,
/// whatever the spec).
const CHUNK_WORDS: usize = 1 << 16;

/// Writes the tables file of `plan` (laid out as `layout`) into `sink` as
/// its tables are computed, one table of one tower at a time, each part at
/// its offset: the file is never whole in memory.
pub fn write_tables<S: std::io::Write + Seek>(plan: &Plan, layout: &TablesLayout, sink: &mut S) -> Result<(), TablesError> {
    stream_tables(plan, layout, sink).map_err(|e| match e {
        TablesError::Emit(e) => TablesError::Emit(e.in_spec(&plan.spec.name)),
        e => e,
    })
}

fn stream_tables<S: std::io::Write + Seek>(plan: &Plan, layout: &TablesLayout, sink: &mut S) -> Result<(), TablesError> {
    let wb = layout.word_bytes;
    let mut bytes = Vec::with_capacity(2 * CHUNK_WORDS * wb);
    let mut put = |sink: &mut S, word: usize, words: &[u64]| -> std::io::Result<()> {
        bytes.clear();
        for w in words {
            bytes.extend_from_slice(&w.to_le_bytes()[..wb]);
        }
        sink.seek(SeekFrom::Start((word * wb) as u64))?;
        sink.write_all(&bytes)
    };
    let moduli = tables::moduli(plan)?;
    for (t, m) in moduli.iter().enumerate() {
        let c = m.consts();
        put(sink, layout.mods + t * MOD_CONST_WORDS, &[c.q, c.c[0], c.c[1], c.c[2]])?;
    }
    let (mut values, mut companions) = (Vec::with_capacity(2 * CHUNK_WORDS), Vec::with_capacity(CHUNK_WORDS));
    tables::for_each_table(plan, |tower, i, e| -> Result<(), TablesError> {
        let words = plan.tables[i].words();
        let (value_at, companion_at) = (layout.tables[i].0 + tower * words, layout.tables[i].1 + tower * words);
        let (mut v_done, mut c_done) = (0, 0);
        for start in (0..e.len()).step_by(CHUNK_WORDS) {
            values.clear();
            companions.clear();
            e.store(start..(start + CHUNK_WORDS).min(e.len()), &mut values, &mut companions);
            put(sink, value_at + v_done, &values)?;
            v_done += values.len();
            if companions_written(plan, i) {
                put(sink, companion_at + c_done, &companions)?;
                c_done += companions.len();
            }
        }
        Ok(())
    })
}

/// Bytes [`write_tables`] holds at most besides the sink: one tower's
/// roots and computed table, and its chunk buffers.
pub fn write_bytes(plan: &Plan) -> u64 {
    tables::working_bytes(plan) + alloc::bytes_of::<u64>(3 * CHUNK_WORDS) + (2 * CHUNK_WORDS * plan.spec.word.bytes() as usize) as u64
}

/// The NTT-domain contract of a plan: the order of the forward output and
/// the root of unity it is taken at, per tower, so data can move between
/// this package and another library using the same root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Domain {
    /// How forward output element j relates to the transform (one line).
    pub order: String,
    /// What `roots` holds.
    pub root: &'static str,
    /// Per tower; empty for the DGT (its Gaussian roots are listed by `explain`).
    pub roots: Vec<u64>,
}

/// The contract of `plan` (see `docs/SPEC.md`, "NTT domain").
pub fn domain(plan: &Plan) -> Domain {
    let spec = &plan.spec;
    let order = if spec.truncate > 0 && spec.transform == crate::spec::Transform::Dgt {
        format!(
            "grouped (truncate = {t}): M = n/2^{} groups of 2^{t} Gaussians, group j = x'(y) mod (y^(2^{t}) - w_j) in natural order, x'_k = h^k (a_k + i a_(k+n/2)) the twisted fold, w_j = g^((n/2M) br(j)), br over log2(M) bits",
            spec.truncate + 1,
            t = spec.truncate
        )
    } else if spec.truncate == 0 {
        "bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits".to_string()
    } else {
        format!(
            "grouped (truncate = {t}): n/2^{t} groups of 2^{t} coefficients, group j = a(x) mod (x^(2^{t}) - w_j) in natural order, w_j = psi^((n/M)(2 br(j)+1)) (negacyclic) or omega^((n/M) br(j)) (cyclic), M = n/2^{t} groups, br over log2(M) bits",
            t = spec.truncate
        )
    };
    // The roots the tables are built from (ValidSpec::tower_roots), not recomputed.
    let root = crate::spec::roots::describe(&spec.roots, spec.transform);
    Domain { order, root, roots: spec.tower_roots.clone() }
}

fn companions_used(plan: &Plan, table: usize) -> bool {
    plan.kernels.iter().any(|k| k.params.contains(&Param::Table(table, Part::Companion)))
}

/// Whether the file holds table `table`'s companions: where a kernel reads
/// them and they are apart from the values (a paired table has none).
fn companions_written(plan: &Plan, table: usize) -> bool {
    companions_used(plan, table) && !plan.tables[table].paired
}

/// The C name of a buffer argument: `d_` (device memory) and the plan's name.
fn buffer_arg(plan: &Plan, b: usize) -> String {
    format!("d_{}", plan.buffers[b].name)
}

/// `<name>.h`: sizes, the tables upload and one function per program.
pub fn c_header(plan: &Plan, layout: &TablesLayout, command: &str) -> Result<String, EmitError> {
    let spec = &plan.spec;
    let name = &spec.name;
    let upper = name.to_ascii_uppercase();
    let c_word = if spec.word.bytes() == 4 { "uint32_t" } else { "uint64_t" };
    let mut s = String::new();
    let _ = writeln!(s, "/* nttgen: {name} (generated; do not edit)\n * command: {command}\n *");
    s += " * C ABI of the kernels in the .cu beside this file; the definitions are in\n";
    let _ = writeln!(s, " * {name}.host.cu (compile it with nvcc; it includes {name}.cu).");
    s += " * Every buffer is device memory of batch x TOWERS x WORDS_PER_POLY words,\n";
    s += " * polynomial-major (batch, then tower, then coefficient). Each function\n";
    s += " * enqueues its launches on `stream` and returns the first CUDA error\n";
    s += " * (cudaErrorInvalidValue for a null pointer or a batch of 0 or over 65535;\n";
    s += " * cudaErrorMisalignedAddress for a pointer that is not 16-byte aligned:\n";
    s += " * the kernels read and write some words and tables 16 bytes at a time,\n";
    s += " * and cudaMalloc's pointers, offset by whole polynomials, are aligned;\n";
    s += " * cudaErrorInvalidResourceHandle for a stream of another CUDA context than\n";
    s += " * the calling thread's current one).\n";
    s += " * A refused argument returns before any launch: every buffer is as it was.\n";
    s += " * A launch error (a sticky device error, resources the device refuses)\n";
    s += " * after an earlier launch of the same call leaves the buffers it binds\n";
    s += " * partly transformed: keep a copy where the call must be retried.\n";
    if plan.buffers.iter().any(|b| b.kind == BufferKind::Counters) {
        // lower::stream: the streamed forward's work items and arrivals.
        s += " * d_counters (the streamed forward, stream_lag) is not data: batch x towers\n";
        s += " * + 1 words (towers as the call passes them), zeroed once when allocated\n";
        s += " * (cudaMemsetAsync); every call leaves them zeroed. Calls that may run at\n";
        s += " * once (on different streams) need a set each.\n";
    }
    if !plan.tower_args.is_empty() {
        // lower::fused: the forms' per-tower constants and skipped towers.
        s += " * A fused form's d_<constant> (docs/SPEC.md, \"Fused forms\") holds one word\n";
        s += " * per tower of the call's buffers (skipped towers too), each below its\n";
        s += " * tower's prime (a Shoup pair's d_<constant>_companion: floor(c * 2^64 / q)).\n";
        s += " * A form that skips towers leaves out skip_at .. skip_at + skip_len of the\n";
        s += " * buffers' towers (skip_len below them, the range within them; else\n";
        s += " * cudaErrorInvalidValue) and runs the others in place.\n";
    }
    if plan.programs.iter().any(|p| p.y_rows) {
        // lower::fused: a from-y-row form's operand.
        s += " * A form whose prologue begins with from-y-row reads d_y as batch x\n";
        s += " * WORDS_PER_POLY words: one row a batch item, read for every tower, each\n";
        s += " * word below the largest prime of the call's towers (a residue of one).\n";
    }
    s += " */\n";
    let _ = writeln!(s, "#ifndef NTTGEN_{upper}_H\n#define NTTGEN_{upper}_H\n");
    s += "#include <stddef.h>\n#include <stdint.h>\n";
    if let Some(rt) = template_bounds(plan) {
        // The sizes, the spec and nttgen_tables need no CUDA: a host-only
        // program defines <NAME>_TABLES_ONLY and includes just those.
        s += "\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
        let _ = writeln!(s, "typedef {c_word} {name}_word;");
        s += &template_header(plan, layout, rt)?;
        let _ = writeln!(s, "#ifdef __cplusplus\n}}\n#endif\n\n#ifndef {upper}_TABLES_ONLY");
        s += "#include <cuda_runtime_api.h>\n\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
        s += &template_upload_decl(plan);
    } else {
        s += "#include <cuda_runtime_api.h>\n\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
        let _ = writeln!(s, "typedef {c_word} {name}_word;");
        s += &fixed_header(plan, layout);
    }
    for p in &plan.programs {
        let _ = writeln!(s, "/* {}: {} */", p.name, p.doc.replace("*/", "* /"));
        let _ = writeln!(s, "cudaError_t {};", c_signature(plan, p));
        if template_bounds(plan).is_some() {
            s += "/* The same on towers first .. first + towers of tables built for table_towers primes. */\n";
            let _ = writeln!(s, "cudaError_t {};", c_range_signature(plan, p));
        }
        s += "\n";
    }
    s += "#ifdef __cplusplus\n}\n#endif\n\n";
    if template_bounds(plan).is_some() {
        let _ = writeln!(s, "#endif /* {upper}_TABLES_ONLY */\n");
    }
    s += "#endif\n";
    Ok(s)
}

/// The upload function of a run-time template (needs CUDA's types).
fn template_upload_decl(plan: &Plan) -> String {
    let (name, upper) = (&plan.spec.name, plan.spec.name.to_ascii_uppercase());
    format!(
        "/* Copies tables built by nttgen_tables (len: a whole number of towers,\n * 1 ..= {upper}_MAX_TOWERS) into new device memory (*tables; release it with cudaFree).\n * A function's kernels load their tables while the grid launched before them drains:\n * write tables by a copy like this one, never by the kernel launched just before. */\n\
         cudaError_t {name}_upload_tables(const void* bytes, size_t len, {name}_word** tables, cudaStream_t stream);\n\n"
    )
}

/// The sizes, primes and roots of a package whose primes are fixed.
fn fixed_header(plan: &Plan, layout: &TablesLayout) -> String {
    let spec = &plan.spec;
    let (name, upper) = (&spec.name, spec.name.to_ascii_uppercase());
    let mut s = String::new();
    for (k, v) in [
        ("LOG_N", spec.log_n as usize),
        ("N", spec.n()),
        ("TOWERS", plan.towers),
        ("WORDS_PER_POLY", plan.words_per_poly),
        ("WORD_BYTES", spec.word.bytes() as usize),
        ("TABLE_WORDS", layout.total_words),
    ] {
        let _ = writeln!(s, "#define {upper}_{k} {v}u");
    }
    let primes: Vec<String> = spec.primes.iter().map(|p| format!("{p}ull")).collect();
    let _ = writeln!(s, "#define {upper}_TRANSFORM \"{}\"", spec.transform.as_str());
    let d = domain(plan);
    let _ = writeln!(s, "/* NTT domain: forward output order: {}.\n * Root: {}. */", d.order, d.root);
    if !d.roots.is_empty() {
        let roots: Vec<String> = d.roots.iter().map(|p| format!("{p}ull")).collect();
        let _ = writeln!(s, "static const uint64_t {upper}_ROOTS[{}] = {{{}}};", plan.towers, roots.join(", "));
    }
    let _ = writeln!(s, "/* The prime of each tower. */\nstatic const uint64_t {upper}_PRIMES[{}] = {{{}}};\n", plan.towers, primes.join(", "));
    let _ = writeln!(
        s,
        "/* Copies the tables (the {} bytes of {name}.tables.bin) into new device\n * memory (*tables; release it with cudaFree). Fails with\n * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels\n * load their tables while the grid launched before them drains: write tables\n * by a copy like this one, never by the kernel launched just before. */",
        layout.total_words * layout.word_bytes
    );
    let _ = writeln!(s, "cudaError_t {name}_upload_tables(const void* bytes, size_t len, {name}_word** tables, cudaStream_t stream);\n");
    s
}

/// The bounds of a run-time template (`[moduli.runtime]` without primes);
/// `None` for a package whose primes are fixed (an instance included).
fn template_bounds(plan: &Plan) -> Option<crate::spec::RuntimeModuli> {
    plan.spec.runtime_moduli.filter(|_| plan.spec.runtime_template)
}

/// Words of the tables per tower: the file is linear in the towers (the
/// `ModConst`s, then each table's values and companions for every tower).
fn per_tower_words(plan: &Plan, layout: &TablesLayout) -> usize {
    layout.total_words / plan.towers.max(1)
}

/// The sizes of a run-time template (`[moduli.runtime]`): no primes, the
/// tables built by the caller for its own with `nttgen_tables`.
fn template_header(plan: &Plan, layout: &TablesLayout, rt: crate::spec::RuntimeModuli) -> Result<String, EmitError> {
    let spec = &plan.spec;
    let (name, upper) = (&spec.name, spec.name.to_ascii_uppercase());
    let mut s = String::new();
    for (k, v) in [
        ("LOG_N", spec.log_n as usize),
        ("N", spec.n()),
        ("MAX_TOWERS", rt.max_towers as usize),
        ("MAX_BITS", rt.max_bits as usize),
        ("WORDS_PER_POLY", plan.words_per_poly),
        ("WORD_BYTES", spec.word.bytes() as usize),
        ("TABLE_WORDS_PER_TOWER", per_tower_words(plan, layout)),
    ] {
        let _ = writeln!(s, "#define {upper}_{k} {v}u");
    }
    let _ = writeln!(s, "#define {upper}_TRANSFORM \"{}\"", spec.transform.as_str());
    let d = domain(plan);
    let _ = writeln!(s, "/* NTT domain: forward output order: {}.\n * Root: {}. */", d.order, d.root);
    let kernel_toml = spec.kernel_toml().map_err(EmitError::spec_toml(format!("{name}.h's {upper}_SPEC")))?;
    let toml: String = kernel_toml.chars().flat_map(|c| match c {
        '"' => vec!['\\', '"'],
        '\\' => vec!['\\', '\\'],
        '\n' => vec!['\\', 'n'],
        c => vec![c],
    }).collect();
    s += "/* Primes chosen at run time: the kernels' spec, a template of at most\n";
    let _ = writeln!(s, " * {upper}_MAX_TOWERS primes of at most {upper}_MAX_BITS bits. Build the tables for\n * your primes with nttgen_tables({upper}_SPEC, primes, towers, ...) from libcodegen.a\n * (cargo build --release -p nttgen-codegen; the bytes are towers x\n * {upper}_TABLE_WORDS_PER_TOWER words), upload them with {name}_upload_tables and\n * pass the same `towers` to every function below, or, to run a range of\n * them (an RNS level, a key-switching base), their `_range` forms. */");
    let _ = writeln!(s, "#define {upper}_SPEC \"{toml}\"");
    s += "#ifndef NTTGEN_TABLES_DECLARED\n#define NTTGEN_TABLES_DECLARED\n";
    s += "/* 0: ok; 1: null argument; 2: bad spec; 3: a prime refused (err says which);\n * 4: out_bytes is not *needed; 5: internal error; 6: memory refused (err says how much). */\n";
    s += "int nttgen_tables(const char* spec_toml, const uint64_t* primes, size_t towers, void* out, size_t out_bytes, size_t* needed, char* err, size_t err_len);\n#endif\n\n";
    Ok(s)
}

/// The arguments of `p`'s C function, passed on by name.
fn c_call_args(plan: &Plan, p: &Program) -> String {
    call_args(plan, p, "table_towers", "first")
}

/// The same, the range given as `table_towers` and `first` (the whole-set
/// function passes `towers` and `0`).
fn call_args(plan: &Plan, p: &Program, table_towers: &str, first: &str) -> String {
    let mut args = vec!["tables".to_string()];
    if template_bounds(plan).is_some() {
        args.extend([table_towers.to_string(), first.to_string()]);
    }
    args.extend(p.operands.iter().chain(&p.scratch).map(|&b| buffer_arg(plan, b)));
    args.extend(p.tower_args.iter().map(|&a| tower_arg(plan, a)));
    if p.skip_towers {
        args.extend(["skip_at".to_string(), "skip_len".to_string()]);
    }
    args.push("batch".into());
    if template_bounds(plan).is_some() {
        args.push("towers".into());
    }
    args.push("stream".into());
    args.join(", ")
}

/// The C name of a fused form's per-tower array: `d_` and its constant's
/// name (`_companion` for a Shoup pair's second array).
fn tower_arg(plan: &Plan, a: usize) -> String {
    let d = &plan.tower_args[a];
    format!("d_{}{}", d.constant, if d.companion { "_companion" } else { "" })
}

/// A cooperative launch (a kernel with grid barriers): the whole grid must
/// be resident at once, so the function asks the occupancy first and
/// returns `cudaErrorCooperativeLaunchTooLarge`, launching nothing, where it
/// is not (the several-launch function then runs the steps instead).
fn cooperative_launch(kernel: &str, k: &KernelInfo, grid: &str, block: &str, args: &[String], towers: &str) -> String {
    let mut s = String::from("    {\n");
    for (i, a) in args.iter().enumerate() {
        let _ = writeln!(s, "        auto a{i} = {a};");
    }
    let ptrs: Vec<String> = (0..args.len()).map(|i| format!("(void*)&a{i}")).collect();
    let _ = writeln!(s, "        void* args[] = {{{}}};", ptrs.join(", "));
    s += "        int dev = 0, sms = 0, per_sm = 0;\n";
    s += "        e = cudaGetDevice(&dev);\n        if (e != cudaSuccess) return e;\n";
    s += "        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);\n        if (e != cudaSuccess) return e;\n";
    let _ = writeln!(s, "        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, {kernel}, {}, {});\n        if (e != cudaSuccess) return e;", k.threads(), k.shared_bytes);
    let _ = writeln!(s, "        if ((long long)per_sm * sms < {}LL * batch * {towers}) return cudaErrorCooperativeLaunchTooLarge;", k.grid_x);
    let _ = writeln!(s, "        e = cudaLaunchCooperativeKernel((const void*){kernel}, {grid}, {block}, args, {}, stream);\n        if (e != cudaSuccess) return e;", k.shared_bytes);
    s += "    }\n";
    s
}

/// Opens a scope with `persistent_gx`, a persistent kernel's blocks per
/// polynomial (`persistent_grid_x`: about as many blocks as the GPU holds,
/// asked of the occupancy API), and refuses a call whose tickets would not
/// count in 32 bits; the launch closes the scope.
fn persistent_grid(kernel: &str, k: &KernelInfo, towers: &str) -> String {
    let mut s = String::from("    {\n");
    s += "    int dev = 0, sms = 0, per_sm = 0;\n";
    s += "    e = cudaGetDevice(&dev);\n    if (e != cudaSuccess) return e;\n";
    s += "    e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);\n    if (e != cudaSuccess) return e;\n";
    let _ = writeln!(s, "    e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, {kernel}, {}, {});\n    if (e != cudaSuccess) return e;", k.threads(), k.shared_bytes);
    let _ = writeln!(s, "    const unsigned long long polys = (unsigned long long)batch * {towers}, resident = (unsigned long long)per_sm * sms;");
    s += "    const unsigned persistent_gx = resident > polys ? (unsigned)((resident + polys - 1) / polys) : 1u;\n";
    let _ = writeln!(s, "    if (polys * {}ull + persistent_gx * polys > 0xffffffffull) return cudaErrorInvalidValue; // tickets count in 32 bits", k.grid_x);
    s
}

fn c_signature(plan: &Plan, p: &Program) -> String {
    signature(plan, p, false)
}

/// A template's range form: towers `first .. first + towers` of tables
/// built for `table_towers` primes (an FHE library's level or key-switching
/// range of one table set, with no tables built per range).
fn c_range_signature(plan: &Plan, p: &Program) -> String {
    signature(plan, p, true)
}

fn signature(plan: &Plan, p: &Program, range: bool) -> String {
    let name = &plan.spec.name;
    let mut args = vec![format!("const {name}_word* tables")];
    if range {
        args.extend(["unsigned table_towers".to_string(), "unsigned first".to_string()]);
    }
    args.extend(p.operands.iter().map(|&b| format!("{name}_word* {}", buffer_arg(plan, b))));
    args.extend(p.scratch.iter().map(|&b| format!("{name}_word* {}", buffer_arg(plan, b))));
    args.extend(p.tower_args.iter().map(|&a| format!("const {name}_word* {}", tower_arg(plan, a))));
    if p.skip_towers {
        args.extend(["unsigned skip_at".to_string(), "unsigned skip_len".to_string()]);
    }
    args.push("unsigned batch".into());
    if template_bounds(plan).is_some() {
        args.push("unsigned towers".into());
    }
    args.push("cudaStream_t stream".into());
    format!("{name}_{}{}({})", p.name, if range { "_range" } else { "" }, args.join(", "))
}

/// Words of one tower's `ModConst` (q and three constants) in a tables file.
pub(crate) const MOD_CONST_WORDS: usize = 4;


/// `<name>.host.cu`: the functions of `<name>.h`, launching the kernels of
/// `<name>.cu` (included inside a namespace, so its own word typedefs do not
/// meet `<stdint.h>`'s) with the shapes and arguments of `info`. Refuses a
/// plan whose launch leaves a buffer parameter unbound.
pub fn c_host(plan: &Plan, info: &Info, layout: &TablesLayout, command: &str) -> Result<String, EmitError> {
    let mut s = host_prelude(plan, command);
    s += &if template_bounds(plan).is_some() { upload_template_tables_fn(plan, layout) } else { upload_tables_fn(&plan.spec.name) };
    for p in &plan.programs {
        s += "\n";
        s += &program_fn(plan, info, layout, p)?;
    }
    Ok(s)
}

/// The file's header, the included kernels in their namespace, and the
/// argument checks every function uses.
fn host_prelude(plan: &Plan, command: &str) -> String {
    let name = &plan.spec.name;
    let ns = format!("nttgen_{name}");
    let mut s = String::new();
    let _ = writeln!(s, "// nttgen: {name} (generated; do not edit)\n// command: {command}\n//");
    let _ = writeln!(s, "// Host launch functions declared in {name}.h. Build with nvcc, e.g.\n//   nvcc -arch=sm_90 -std=c++17 -c {name}.host.cu");
    if !super::cuda::nvrtc_options(&plan.spec).is_empty() {
        // NVRTC needs --device-int128 (NVRTC_OPTIONS); nvcc takes unsigned
        // __int128 in device code from 11.5 on, with no option, on hosts
        // whose compiler has it (the .cu refuses older nvcc and MSVC by name).
        s += "// reduction builtin with word u64 uses unsigned __int128 in device code: nvcc 11.5 or\n// newer with a host compiler that has it (gcc, clang; not MSVC); no option needed.\n";
    }
    s += "\n";
    let _ = writeln!(s, "#include <string.h>\n#include \"{name}.h\"\n\nnamespace {ns} {{\n#include \"{name}.cu\"\n}}\n");
    s += "namespace {\n\n";
    let _ = writeln!(s, "typedef {ns}::word_t word_t;\ntypedef {ns}::ModConst ModConst;\n");
    s += "bool bad_batch(unsigned batch) { return batch == 0 || batch > 65535u; }\n";
    s += "bool misaligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) != 0; }\n";
    s += FOREIGN_STREAM;
    if plan.programs.iter().any(|p| plan.one_launch(&p.name).is_some()) {
        let _ = writeln!(
            s,
            "// Whether a several-launch grid of `blocks` is small enough for the one-launch form\n// to pay (nttgen's Plan::one_launch_pays): at most {} blocks per SM.\nbool one_launch_pays(unsigned long long blocks) {{\n    int dev = 0, sms = 0;\n    if (cudaGetDevice(&dev) != cudaSuccess || cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess) return false;\n    return blocks <= {}ull * (unsigned long long)sms;\n}}",
            crate::plan::ONE_LAUNCH_MAX_BLOCKS_PER_SM,
            crate::plan::ONE_LAUNCH_MAX_BLOCKS_PER_SM
        );
    }
    if plan.kernels.iter().any(|k| k.overlap) {
        s += LAUNCH_OVERLAPPED;
    }
    s += "\n";
    s += "}  // namespace\n\n";
    s
}

/// The host file's check that a caller's stream belongs to the calling
/// thread's current context: a stream of another context would run the
/// kernels there, on addresses of this one. The driver is asked through
/// the runtime's entry points, so the package links only the runtime.
const FOREIGN_STREAM: &str = r#"// Whether `s` belongs to another CUDA context than the calling thread's current one.
typedef int (*stream_ctx_fn)(cudaStream_t, void**);
typedef int (*ctx_current_fn)(void**);
bool foreign_stream(cudaStream_t s) {
    if (s == 0 || s == cudaStreamLegacy || s == cudaStreamPerThread) return false;
    static stream_ctx_fn stream_ctx = 0;
    static ctx_current_fn ctx_current = 0;
    if (stream_ctx == 0 || ctx_current == 0) {
        void* a = 0;
        void* b = 0;
#if CUDART_VERSION >= 12050
        if (cudaGetDriverEntryPointByVersion("cuStreamGetCtx", &a, 12000, cudaEnableDefault, NULL) != cudaSuccess ||
            cudaGetDriverEntryPointByVersion("cuCtxGetCurrent", &b, 12000, cudaEnableDefault, NULL) != cudaSuccess) return false;
#else
        if (cudaGetDriverEntryPoint("cuStreamGetCtx", &a, cudaEnableDefault, NULL) != cudaSuccess ||
            cudaGetDriverEntryPoint("cuCtxGetCurrent", &b, cudaEnableDefault, NULL) != cudaSuccess) return false;
#endif
        if (a == 0 || b == 0) return false;
        stream_ctx = (stream_ctx_fn)a;
        ctx_current = (ctx_current_fn)b;
    }
    void* mine = 0;
    void* theirs = 0;
    // No current context yet: the runtime makes the primary one current at the launch.
    if (ctx_current(&mine) != 0 || mine == 0) return false;
    return stream_ctx(s, &theirs) != 0 || theirs != mine;
}
"#;

/// The host file's launch of an `overlap` kernel (`Kernel::overlap`: it
/// waits for the grid launched before it ahead of its first buffer access): programmatic stream
/// serialization where the device has it, written once for every launch.
const LAUNCH_OVERLAPPED: &str = r#"// Programmatic dependent launch where the device has it (compute capability 9.0
// and later): an `overlap` kernel waits for the grid launched before it ahead of its
// first buffer access (its table loads may go first: no launch writes tables).
bool dependent_launch() {
    int dev = 0, major = 0;
    if (cudaGetDevice(&dev) != cudaSuccess || cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev) != cudaSuccess) return false;
    return major >= 9;
}
template <typename... Params, typename... Args>
cudaError_t launch_overlapped(void (*kernel)(Params...), dim3 grid, dim3 block, unsigned smem, cudaStream_t stream, Args... args) {
    cudaLaunchAttribute attr;
    attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attr.val.programmaticStreamSerializationAllowed = 1;
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = grid;
    cfg.blockDim = block;
    cfg.dynamicSmemBytes = smem;
    cfg.stream = stream;
    cfg.attrs = &attr;
    cfg.numAttrs = dependent_launch() ? 1 : 0;
    return cudaLaunchKernelEx(&cfg, kernel, args...);
}
"#;

/// `<name>_upload_tables`: the tables file into new device memory, checked
/// against this spec.
fn upload_tables_fn(name: &str) -> String {
    let upper = name.to_ascii_uppercase();
    let mut s = String::new();
    let _ = writeln!(s, "extern \"C\" cudaError_t {name}_upload_tables(const void* bytes, size_t len, {name}_word** tables, cudaStream_t stream) {{");
    let _ = writeln!(s, "    const size_t want = (size_t){upper}_TABLE_WORDS * {upper}_WORD_BYTES;");
    s += "    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;\n";
    s += "    // The file of another spec: its first tower's prime differs.\n";
    let _ = writeln!(s, "    {name}_word q0;\n    memcpy(&q0, bytes, sizeof q0);\n    if ((uint64_t)q0 != {upper}_PRIMES[0]) return cudaErrorInvalidValue;");
    s += "    cudaError_t e = cudaMalloc((void**)tables, want);\n    if (e != cudaSuccess) return e;\n";
    s += "    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);\n";
    s += "    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }\n    return e;\n}\n";
    s
}

/// `<name>_upload_tables` of a run-time template: tables for 1 ..=
/// MAX_TOWERS towers, as `nttgen_tables` builds them.
fn upload_template_tables_fn(plan: &Plan, layout: &TablesLayout) -> String {
    let (name, upper) = (&plan.spec.name, plan.spec.name.to_ascii_uppercase());
    let mut s = String::new();
    let _ = writeln!(s, "extern \"C\" cudaError_t {name}_upload_tables(const void* bytes, size_t len, {name}_word** tables, cudaStream_t stream) {{");
    let _ = writeln!(s, "    const size_t per = (size_t){}u * {upper}_WORD_BYTES;", per_tower_words(plan, layout));
    let _ = writeln!(s, "    if (bytes == NULL || tables == NULL || len == 0 || len % per != 0 || len / per > {upper}_MAX_TOWERS) return cudaErrorInvalidValue;");
    s += "    cudaError_t e = cudaMalloc((void**)tables, len);\n    if (e != cudaSuccess) return e;\n";
    s += "    e = cudaMemcpyAsync(*tables, bytes, len, cudaMemcpyHostToDevice, stream);\n";
    s += "    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }\n    return e;\n}\n";
    s
}

/// The C function of program `p`: its argument checks, then each launch
/// with its kernel's arguments bound (buffers, table offsets, `ModConst`s).
fn program_fn(plan: &Plan, info: &Info, layout: &TablesLayout, p: &Program) -> Result<String, EmitError> {
    let template = template_bounds(plan).is_some();
    let mut s = String::new();
    if template {
        // The whole table set: the range form over all of it.
        let _ = writeln!(s, "extern \"C\" cudaError_t {} {{", c_signature(plan, p));
        let args = call_args(plan, p, "towers", "0");
        let _ = writeln!(s, "    return {}_{}_range({args});\n}}\n", plan.spec.name, p.name);
    }
    let _ = writeln!(s, "extern \"C\" cudaError_t {} {{", if template { c_range_signature(plan, p) } else { c_signature(plan, p) });
    let mut ptrs = vec!["tables".to_string()];
    ptrs.extend(p.operands.iter().chain(&p.scratch).map(|&b| buffer_arg(plan, b)));
    // Per-tower arrays are read a word at a time: any word-aligned pointer.
    let arrays: Vec<String> = p.tower_args.iter().map(|&a| tower_arg(plan, a)).collect();
    let _ = writeln!(s, "    if ({} || bad_batch(batch)) return cudaErrorInvalidValue;", ptrs.iter().chain(&arrays).map(|x| format!("{x} == NULL")).collect::<Vec<_>>().join(" || "));
    let _ = writeln!(s, "    if ({}) return cudaErrorMisalignedAddress;", ptrs.iter().map(|x| format!("misaligned({x})")).collect::<Vec<_>>().join(" || "));
    s += "    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;\n";
    if template {
        let _ = writeln!(
            s,
            "    if (towers == 0 || table_towers > {}_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;",
            plan.spec.name.to_ascii_uppercase()
        );
    }
    // The tables' regions grow with the towers (a template's come at run
    // time): region r starts at table_towers x its offset for one tower, and
    // tower `first` sits `first` strides into it.
    let all = if template { "towers".to_string() } else { format!("{}u", plan.towers) };
    if p.skip_towers {
        // The skipped range lies within the towers and leaves one.
        let _ = writeln!(s, "    if (skip_len >= {all} || skip_at > {all} - skip_len) return cudaErrorInvalidValue;");
    }
    let towers = if p.skip_towers { format!("({all} - skip_len)") } else if template { "towers".to_string() } else { plan.towers.to_string() };
    s += "    const word_t* t = reinterpret_cast<const word_t*>(tables);\n    cudaError_t e;\n";
    if let Some(one) = plan.one_launch(&p.name) {
        // Plan::one_launch_pays, in C.
        let widest = plan.widest_grid_x(p);
        s += "    // One cooperative launch where it pays (the several-launch grid at most\n";
        let _ = writeln!(s, "    // {} blocks per SM) and the whole grid fits the GPU at once.", crate::plan::ONE_LAUNCH_MAX_BLOCKS_PER_SM);
        let range = if template { "_range" } else { "" };
        let _ = writeln!(
            s,
            "    if (one_launch_pays({widest}ull * batch * {towers})) {{\n        e = {}_{}{range}({});\n        if (e != cudaErrorCooperativeLaunchTooLarge) return e;\n    }}",
            plan.spec.name,
            one.name,
            // The one-launch program's own buffers (a streamed forward's
            // counters are not among them).
            c_call_args(plan, one)
        );
    }
    for step in &p.steps {
        s += &launch_step(plan, layout, p, step, &info.kernels[step.kernel], template, &towers)?;
    }
    s += "    return cudaSuccess;\n}\n";
    Ok(s)
}

/// The host statements of one launch of program `p`: the kernel's
/// arguments from the step's bindings and the tables' layout (tower
/// `first` of `table_towers` in a template's tables), the attributes it
/// needs, and the launch itself (cooperative, overlapping or plain).
fn launch_step(plan: &Plan, layout: &TablesLayout, p: &Program, step: &Step, k: &KernelInfo, template: bool, towers: &str) -> Result<String, EmitError> {
    let ns = format!("nttgen_{}", plan.spec.name);
    let at = |(offset, stride): (usize, usize)| {
        if template { format!("t + (size_t)table_towers * {offset} + (size_t)first * {stride}") } else { format!("t + {offset}") }
    };
    let args = k
        .params
        .iter()
        .map(|param| match param {
            Param::Buf(b) => {
                let bound = step.bind.iter().find(|x| x.0 == *b).map(|x| x.1).ok_or_else(|| unbound(plan, p, &k.name, *b))?;
                Ok(format!("reinterpret_cast<word_t*>({})", buffer_arg(plan, bound)))
            }
            Param::Table(i, Part::Value) => Ok(at((layout.tables[*i].0, plan.tables[*i].words()))),
            Param::Table(i, Part::Companion) => Ok(at((layout.tables[*i].1, plan.tables[*i].words()))),
            Param::Mods => Ok(format!("reinterpret_cast<const ModConst*>({})", at((layout.mods, MOD_CONST_WORDS)))),
            // These functions launch a kernel with grid barriers cooperatively:
            // the launch's workspace holds the barrier's counter.
            Param::GridCounter => Ok("static_cast<unsigned*>(nullptr)".to_string()),
            Param::TowerArg(a) => Ok(format!("reinterpret_cast<const word_t*>({})", tower_arg(plan, *a))),
            Param::SkipAt => Ok("(unsigned long long)skip_at".to_string()),
            Param::SkipLen => Ok("(unsigned long long)skip_len".to_string()),
        })
        .collect::<Result<Vec<String>, EmitError>>()?;
    let kernel = format!("{ns}::{}", k.name);
    let mut s = String::new();
    if k.cluster_blocks > super::Target::PORTABLE_CLUSTER_BLOCKS {
        let _ = writeln!(s, "    e = cudaFuncSetAttribute({kernel}, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);\n    if (e != cudaSuccess) return e;");
    }
    if k.shared_bytes > super::Target::SHARED_WITHOUT_OPT_IN {
        let _ = writeln!(s, "    e = cudaFuncSetAttribute({kernel}, cudaFuncAttributeMaxDynamicSharedMemorySize, {});\n    if (e != cudaSuccess) return e;", k.shared_bytes);
    }
    let (mut grid, block) = (format!("dim3({}, batch, {towers})", k.grid_x), format!("dim3({}, {}, 1)", k.block[0], k.block[1]));
    if k.persistent {
        s += &persistent_grid(&kernel, k, towers);
        grid = format!("dim3(persistent_gx, batch, {towers})");
    }
    if k.cooperative {
        s += &cooperative_launch(&kernel, k, &grid, &block, &args, towers);
    } else if k.overlap {
        let _ = writeln!(s, "    e = launch_overlapped({kernel}, {grid}, {block}, {}, stream, {});\n    if (e != cudaSuccess) return e;", k.shared_bytes, args.join(", "));
    } else {
        let _ = writeln!(s, "    {kernel}<<<{grid}, {block}, {}, stream>>>({});", k.shared_bytes, args.join(", "));
        s += "    e = cudaGetLastError();\n    if (e != cudaSuccess) return e;\n";
    }
    if k.persistent {
        s += "    }\n";
    }
    Ok(s)
}

/// A launch whose buffer parameter `b` lowering left unbound: a generator bug.
fn unbound(plan: &Plan, p: &Program, kernel: &str, b: Buf) -> EmitError {
    EmitError::Template {
        template: format!("{}.host.cu", plan.spec.name),
        message: format!("program {} launches kernel {kernel} without binding its buffer parameter {}", p.name, b.c_name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec;

    fn plan(toml: &str) -> Plan {
        crate::plan::lower(&spec::validate(&spec::valid::parse_str(toml).unwrap()).unwrap()).unwrap()
    }

    const SHOUP: &str = "name = \"pk\"\ntransform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u64\"\nreduction = \"shoup\"\nradix = 4\nstage_split = [6]\n[moduli]\nbits = 40\ncount = 2\n";

    #[test]
    fn the_tables_file_holds_every_tower_and_table_at_its_offsets() {
        let p = plan(SHOUP);
        let (bytes, layout) = tables_file(&p).unwrap();
        assert_eq!(bytes.len(), layout.total_words * 8);
        let word = |i: usize| u64::from_le_bytes(bytes[i * 8..i * 8 + 8].try_into().unwrap());
        let towers = tables::build(&p).unwrap();
        for (t, tower) in towers.iter().enumerate() {
            assert_eq!(word(4 * t), p.spec.primes[t]);
            for (i, (v, c)) in tower.tables.iter().enumerate() {
                let (vo, co) = layout.tables[i];
                assert!(v.iter().enumerate().all(|(j, &x)| word(vo + t * v.len() + j) == x), "table {i} tower {t} values");
                if companions_used(&p, i) {
                    assert!(c.iter().enumerate().all(|(j, &x)| word(co + t * c.len() + j) == x), "table {i} tower {t} companions");
                } else {
                    assert_eq!(co, layout.tables.get(i + 1).map_or(layout.total_words, |n| n.0), "no companion words for table {i}");
                }
            }
        }
        // u32 specs store 4-byte words.
        let (b32, l32) = tables_file(&plan(&SHOUP.replace("u64", "u32").replace("bits = 40", "bits = 30"))).unwrap();
        assert_eq!(b32.len(), l32.total_words * 4);
    }

    /// The file written as its tables are computed (in chunks, at their
    /// offsets) is the file built in memory, across chunk boundaries, with
    /// paired tables, Gaussian tables and companions left out.
    #[test]
    fn the_streamed_tables_file_is_the_one_built_in_memory() {
        let specs = [
            SHOUP.to_string(),
            SHOUP.replace("log_n = 6", "log_n = 17").replace("stage_split = [6]", "stage_split = [9, 8]"),
            "transform = \"dgt\"\nlog_n = 12\nword = \"u64\"\n[moduli]\nbits = 50\ncount = 3\n".to_string(),
            "transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u32\"\n[moduli]\nbits = 28\ncount = 2\n".to_string(),
        ];
        let dir = std::env::temp_dir().join(format!("nttgen-stream-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for text in specs {
            let p = plan(&text);
            let (bytes, layout) = tables_file(&p).unwrap();
            assert_eq!(layout, tables_layout(&p));
            assert_eq!(bytes.len() as u64, layout.bytes());
            let path = dir.join("t.bin");
            let mut f = std::fs::File::create(&path).unwrap();
            write_tables(&p, &layout, &mut f).unwrap();
            drop(f);
            assert!(std::fs::read(&path).unwrap() == bytes, "{text}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_c_host_file_launches_every_step_with_the_tables_at_their_offsets() {
        let p = plan(SHOUP);
        let (_, info) = super::super::cuda(&p, &super::super::Target::default(), &Default::default()).unwrap();
        let (_, layout) = tables_file(&p).unwrap();
        let h = c_header(&p, &layout, "cmd").unwrap();
        let host = c_host(&p, &info, &layout, "cmd").unwrap();
        for prog in &p.programs {
            assert!(h.contains(&format!("cudaError_t {};", c_signature(&p, prog))), "{h}");
            assert!(host.contains(&format!("extern \"C\" cudaError_t {} {{", c_signature(&p, prog))));
        }
        let launches = host.matches("<<<").count() + host.matches("cudaLaunchCooperativeKernel(").count() + host.matches("e = launch_overlapped(").count();
        assert_eq!(launches, p.programs.iter().map(|x| x.steps.len()).sum::<usize>());
        assert!(host.contains(&format!("t + {}", layout.tables[0].0)), "{host}");
        assert!(h.contains(&format!("#define PK_TABLE_WORDS {}u", layout.total_words)));
    }

    /// A streamed forward's C function takes its counters and hands the
    /// one-launch form only that form's own buffers (nvcc refuses a call
    /// that passes the counters on).
    #[test]
    fn a_streamed_forward_calls_its_one_launch_form_with_that_forms_arguments() {
        let text = "transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\nstage_split = [6, 6]\nstream_lag = 4\n[moduli]\nbits = 50\ncount = 2\n";
        let p = crate::plan::lower(&crate::spec::from_str(text).unwrap()).unwrap();
        let (_, info) = crate::emit::cuda(&p, &crate::emit::Target::default(), &Default::default()).unwrap();
        let (_, layout) = tables_file(&p).unwrap();
        let host = c_host(&p, &info, &layout, "cmd").unwrap();
        let name = &p.spec.name;
        assert!(host.contains(&format!("{name}_forward(const {name}_word* tables, {name}_word* d_x, {name}_word* d_counters, unsigned batch, cudaStream_t stream)")), "{host}");
        assert!(host.contains(&format!("e = {name}_forward_coop(tables, d_x, batch, stream);")), "{host}");
        assert!(host.contains("dim3(persistent_gx, batch, 2)") && host.contains("cudaOccupancyMaxActiveBlocksPerMultiprocessor"), "{host}");
        // The one-launch kernel is launched cooperatively, its grid counter null.
        let coop = p.kernels.iter().position(|k| k.name.ends_with("_fwd_coop")).unwrap();
        let counter = p.kernels[coop].params.len() - 1;
        assert_eq!(p.kernels[coop].params[counter], crate::plan::Param::GridCounter);
        assert!(host.contains(&format!("auto a{counter} = static_cast<unsigned*>(nullptr);")) && host.contains("cudaLaunchCooperativeKernel"), "{host}");
    }

    /// The C functions take the one-launch form where Plan::one_launch_pays
    /// does: the same widest grid against the same blocks per SM.
    #[test]
    fn the_c_functions_weigh_one_launch_as_the_plan_does() {
        let p = plan("name = \"ol\"\ntransform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\n[moduli]\nbits = 60\ncount = 2\n");
        let (_, info) = super::super::cuda(&p, &super::super::Target::default(), &Default::default()).unwrap();
        let (_, layout) = tables_file(&p).unwrap();
        let host = c_host(&p, &info, &layout, "cmd").unwrap();
        let forward = p.program("forward").unwrap();
        assert!(p.one_launch("forward").is_some());
        let widest = p.widest_grid_x(forward) as usize;
        assert!(host.contains(&format!("if (one_launch_pays({widest}ull * batch * 2))")), "{host}");
        assert!(host.contains(&format!("return blocks <= {}ull * (unsigned long long)sms;", crate::plan::ONE_LAUNCH_MAX_BLOCKS_PER_SM)));
        // 2 towers x 3 polynomials x widest blocks: pays on 3 x widest SMs, not on one fewer.
        assert!(p.one_launch_pays("forward", 2, 3, 3 * widest) && !p.one_launch_pays("forward", 2, 3, 3 * widest - 1));
    }

    const TEMPLATE: &str = "name = \"tp\"\ntransform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u64\"\nreduction = \"shoup\"\nradix = 4\nstage_split = [3, 3]\n[moduli.runtime]\nmax_bits = 40\nmax_towers = 4\n";

    /// A range form's pointers, `t + table_towers x offset + first x stride`
    /// per region, find tower `first`'s entries in tables built for several
    /// primes: each region there holds the same words as the one-prime file.
    #[test]
    fn a_template_range_reads_its_towers_where_the_tables_file_put_them() {
        let template = spec::validate(&spec::valid::parse_str(TEMPLATE).unwrap()).unwrap();
        let primes = crate::arith::primes::ntt_primes(40, 3, 1 << 7);
        let file = |ps: &[u64]| tables_file(&crate::plan::lower(&template.with_primes(ps).unwrap()).unwrap()).unwrap();
        let (all, _) = file(&primes);
        // The emitter's layout: the template's, for one tower.
        let p = crate::plan::lower(&template).unwrap();
        let (_, layout) = tables_file(&p).unwrap();
        let (_, info) = super::super::cuda(&p, &super::super::Target::default(), &Default::default()).unwrap();
        let host = c_host(&p, &info, &layout, "cmd").unwrap();
        let mut regions = vec![(layout.mods, MOD_CONST_WORDS)];
        for (i, t) in p.tables.iter().enumerate() {
            regions.push((layout.tables[i].0, t.words()));
            if companions_used(&p, i) {
                regions.push((layout.tables[i].1, t.words()));
            }
        }
        for &(offset, stride) in &regions {
            assert!(host.contains(&format!("t + (size_t)table_towers * {offset} + (size_t)first * {stride}")), "{host}");
            for (first, &q) in primes.iter().enumerate() {
                let (single, _) = file(&[q]);
                let at = (primes.len() * offset + first * stride) * 8;
                assert_eq!(all[at..at + stride * 8], single[offset * 8..(offset + stride) * 8], "region at {offset}, tower {first}");
            }
        }
        // The Rust wrapper offers the same arithmetic, and the bounds.
        let rs = super::super::rust::rust_wrapper(&p, &info, &layout, "cmd").unwrap();
        assert!(rs.contains("table_towers * offset + first * stride") && rs.contains("pub const MAX_TOWERS: usize = 4;"), "{rs}");
        let h = c_header(&p, &layout, "cmd").unwrap();
        for prog in &p.programs {
            assert!(h.contains(&format!("cudaError_t {};", c_range_signature(&p, prog))), "{h}");
            let call = format!("return tp_{}_range(tables, towers, 0, ", prog.name);
            assert!(host.contains(&call), "the whole-set form calls the range form: {host}");
        }
    }
}

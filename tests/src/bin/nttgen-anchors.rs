//! nttgen-anchors: nttgen's rows for the peers' harness (`../shared/anchors`,
//! run as its `NTTGEN_CMD` on the GPU machine), so every figure sits beside
//! Phantom's and GPU-NTT's from the same call. Prints one
//! `RESULT,nttgen,OP,MODE,WORD,LOG_N,LIMBS,DISTINCT_PRIMES,VARIANT,MEDIAN_US,MIN_US,MAX_US,CHECK,NOTE`
//! line per timing and a `SPEC,VARIANT,...` line per spec used.
//!
//! Workloads (the harness's): forward u64 negacyclic over 2^24 coefficients,
//! log n 12..17, mode S (one prime for every limb) and P (a prime per limb,
//! at most 256 distinct: a spec holds at most 256 towers, so below 2^16 the
//! primes repeat over the batch, and DISTINCT_PRIMES says so); one limb (L);
//! inverse and polymul at 2^16; Cheddar's shapes (`cheddar`) and an
//! application's (`shapes`, NTTGEN_ANCHORS_SHAPES). Variants: `default` (the plain spec, which
//! the engine resolves with the device's class), `class` (the spec naming
//! that class), `builtin` (`gpu = "none"`) and `gc` (the fastest of the
//! defaults and the candidate configurations below, each also printed
//! under its own name). Every timed configuration is checked first:
//! forward against the CPU reference transform on two towers, inverse as
//! inverse(forward(x)) = x, polymul against the reference product.

use codegen::spec::{self, ValidSpec};
use codegen::verify::{reference_forward, reference_product};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use runtime::Transforms;
use runtime::{Engine, Gpu};
use std::sync::Arc;

const COEFFS_LOG: u32 = 24;
const MAX_TOWERS: usize = 256;
/// Mode F: 8 polynomials of 32 limbs at 2^16, 32 distinct primes.
const F_LIMBS: usize = 32;

/// The spec of a row: u64 words with 60-bit primes, or u32 words with
/// 30-bit primes (the same modulus capacity from twice the coefficients),
/// unless the row asks for other `bits` (Cheddar's shapes). It names no
/// `gpu` (but `gpu` lines in `extra`), so the engine fills what it leaves
/// out with the device's class, as for any user's spec.
fn spec_text(word: &str, bits: u32, log_n: u32, towers: usize, extra: &str) -> String {
    format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"{word}\"\n{extra}\n[moduli]\nbits = {bits}\ncount = {towers}\n")
}

/// Candidate configurations for `gc` at each log n: for one limb, one kernel
/// where a block or a thread-block cluster holds a whole polynomial; for
/// batches, register budgets of 12 and 16 blocks per SM.
fn candidates(log_n: u32, mode: &str) -> Vec<(String, String)> {
    if let Some(tried) = tried() {
        return tried;
    }
    // Throughput rows: a register budget (blocks per SM) and wider sets per
    // block, the two knobs measured nearest to the defaults' times.
    if mode != "L" {
        return vec![("mb12".into(), "min_blocks = 12".into()), ("c8".into(), "cluster = 8".into())];
    }
    let one = |radix: u32, cb: u32| (format!("cb{cb}-r{radix}"), format!("radix = {radix}\nstage_split = [{log_n}]\ncluster = 1\ncluster_blocks = {cb}"));
    // One limb: fewer sets per block spread the one-launch form over more SMs.
    let spread = [("c1".to_string(), "cluster = 1".to_string()), ("c2".to_string(), "cluster = 2".to_string())];
    spread.into_iter().chain(match log_n {
        12 => vec![("s12-r8".into(), "radix = 8\nstage_split = [12]\ncluster = 1".into()), one(8, 2)],
        13 => vec![one(8, 2), one(8, 4)],
        14 => vec![one(8, 2), one(8, 4), one(16, 2)],
        15 => vec![one(8, 4), one(16, 4), one(8, 8)],
        16 => vec![one(8, 8), one(16, 8), one(16, 4)],
        _ => vec![one(16, 8)],
    })
    .collect()
}

/// NTTGEN_ANCHORS_TRY="name=knob = v|knob = v;name=..." replaces the built-in
/// candidates of every workload (u32 included) with these spec lines, `|`
/// between lines: a script's variants beside the defaults in one call.
fn tried() -> Option<Vec<(String, String)>> {
    let v = std::env::var("NTTGEN_ANCHORS_TRY").ok().filter(|v| !v.trim().is_empty())?;
    Some(v.split(';').filter_map(|item| item.split_once('=')).map(|(name, extra)| (name.trim().to_string(), extra.replace('|', "\n"))).collect())
}

/// NTTGEN_ANCHORS_SETS=N (1 ..= 8, default 1): each timed run on the next
/// of N operand sets, so that from 2 on no run finds in L2 the words the
/// run before it wrote.
fn operand_sets() -> Result<usize, String> {
    match std::env::var("NTTGEN_ANCHORS_SETS") {
        Err(_) => Ok(1),
        Ok(v) => v.trim().parse().ok().filter(|n| (1..=8).contains(n)).ok_or_else(|| format!("NTTGEN_ANCHORS_SETS={v:?}: give a number of operand sets from 1 to 8 (1: the harness's loop on one buffer)")),
    }
}

struct Timing {
    med: f64,
    min: f64,
    max: f64,
    /// The program timed (`forward` or its one-launch form `forward_coop`).
    program: String,
}

/// Times the program the engine runs for `program` at this batch: its
/// one-launch form where the grid fits the GPU at once (`Engine::program_for`).
fn time(engine: &Engine, program: &str, batch: usize) -> Result<Timing, String> {
    let program = engine.program_for(program, batch).map_err(|e| e.to_string())?;
    let mut t = engine.time_program_sets(&program, batch, 7, operand_sets()?).map_err(|e| e.to_string())?;
    t.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    Ok(Timing { med: t[t.len() / 2] as f64, min: t[0] as f64, max: t[t.len() - 1] as f64, program })
}

/// Runs `program` once on random data and checks it against the references.
fn check(engine: &Engine, s: &ValidSpec, program: &str, batch: usize) -> Result<(), String> {
    let wpp = engine.plan().words_per_poly;
    let towers = s.primes.len();
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    let rand = |rng: &mut ChaCha8Rng| -> Vec<u64> { (0..batch * towers * wpp).map(|i| rng.gen_range(0..s.primes[(i / wpp) % towers])).collect() };
    let a = rand(&mut rng);
    let b = rand(&mut rng);
    let poly = |v: &[u64], t: usize| v[t * wpp..(t + 1) * wpp].to_vec();
    let probe = [0, towers - 1];
    match program {
        "forward" => {
            let mut x = a.clone();
            engine.forward(&mut x, batch).map_err(|e| e.to_string())?;
            for t in probe {
                if poly(&x, t) != reference_forward(s, s.primes[t], &poly(&a, t)).map_err(|e| e.to_string())? {
                    return Err(format!("forward of tower {t} differs from the reference"));
                }
            }
        }
        "inverse" => {
            let mut x = a.clone();
            engine.forward(&mut x, batch).map_err(|e| e.to_string())?;
            engine.inverse(&mut x, batch).map_err(|e| e.to_string())?;
            if x != a {
                return Err("inverse(forward(x)) != x".into());
            }
        }
        _ => {
            let c = engine.polymul(&a, &b, batch).map_err(|e| e.to_string())?;
            for t in probe {
                if poly(&c, t) != reference_product(s, s.primes[t], &poly(&a, t), &poly(&b, t)).map_err(|e| e.to_string())? {
                    return Err(format!("product of tower {t} differs from the reference"));
                }
            }
        }
    }
    Ok(())
}

/// One RESULT line (and its SPEC line); the timing, or the failure in CHECK.
fn row(gpu: &Arc<Gpu>, op: &str, mode: &str, log_n: u32, limbs: usize, variant: &str, extra: &str) -> Option<f64> {
    row_w(gpu, "u64", op, mode, log_n, limbs, variant, extra)
}

#[allow(clippy::too_many_arguments)]
fn row_w(gpu: &Arc<Gpu>, word: &str, op: &str, mode: &str, log_n: u32, limbs: usize, variant: &str, extra: &str) -> Option<f64> {
    let bits = if word == "u32" { 30 } else { 60 };
    row_wb(gpu, word, bits, op, mode, log_n, limbs, variant, extra)
}

#[allow(clippy::too_many_arguments)]
fn row_wb(gpu: &Arc<Gpu>, word: &str, bits: u32, op: &str, mode: &str, log_n: u32, limbs: usize, variant: &str, extra: &str) -> Option<f64> {
    let (towers, batch) = match mode {
        "S" => (1, limbs),
        "L" => (1, 1),
        // FHE-shaped: polynomials of F_LIMBS limbs, one prime per limb.
        "F" => (F_LIMBS, limbs / F_LIMBS),
        _ => (limbs.min(MAX_TOWERS), limbs / limbs.min(MAX_TOWERS)),
    };
    row_shape(gpu, word, bits, op, mode, log_n, (towers, batch), variant, extra)
}

/// One row of `towers` x `batch` polynomials (`mode` labels it).
#[allow(clippy::too_many_arguments)]
fn row_shape(gpu: &Arc<Gpu>, word: &str, bits: u32, op: &str, mode: &str, log_n: u32, (towers, batch): (usize, usize), variant: &str, extra: &str) -> Option<f64> {
    let limbs = towers * batch;
    let program = match op {
        "fwd" => "forward",
        "inv" => "inverse",
        _ => "polymul",
    };
    // `builtin`: the built-in defaults (`gpu = "none"`); `class`: the
    // spec naming the device's class, which the plain spec (`default`)
    // takes by itself through the engine.
    let gpu_line = match (variant, gpu.tuned_class()) {
        (BUILTIN, _) => "gpu = \"none\"\n".to_string(),
        (CLASS, Some(c)) => format!("gpu = \"{c}\"\n"),
        _ => String::new(),
    };
    let text = spec_text(word, bits, log_n, towers, &format!("{gpu_line}{extra}"));
    let result = spec::from_str(&text).map_err(|e| e.to_string()).and_then(|s| {
        let engine = Engine::new(gpu.clone(), &s).map_err(|e| e.to_string())?;
        // The spec the engine runs, its class's knobs filled in (its output
        // order is that plan's).
        let s = engine.plan().spec.clone();
        let toml = s.to_toml().map_err(|e| format!("spec dump: {e}"))?;
        let entry = engine.tuned_entry().map_or("none".to_string(), |e| format!("{} {}", e.gpu, e.knobs_text()));
        println!("SPEC,{variant},{op},{mode},{log_n},{};tuned entry: {}", toml.replace('\n', ";"), entry.replace(',', ";"));
        // `builtin` runs the spec's own plan for one polynomial too.
        let engine = if variant == BUILTIN { engine.without_latency() } else { engine };
        // A small batch for the check keeps its host time short; the same kernels run.
        check(&engine, &s, program, 1)?;
        time(&engine, program, batch)
    });
    let line = |med: String, min: String, max: String, check: String, program: &str| {
        println!("RESULT,nttgen,{op},{mode},{word},{log_n},{limbs},{towers},{variant},{med},{min},{max},{check},batch {batch} x {towers} tower(s) {program}");
    };
    match result {
        Ok(t) => {
            line(format!("{:.2}", t.med), format!("{:.2}", t.min), format!("{:.2}", t.max), "ok: checked against the codegen references".into(), &t.program);
            Some(t.med)
        }
        Err(e) => {
            line("nan".into(), "nan".into(), "nan".into(), format!("FAILED {}", e.replace([',', '\n'], ";")), program);
            None
        }
    }
}

/// The variant of the built-in defaults (`gpu = "none"`), timed beside
/// `default` (the plain spec: the class's tuned defaults, its latency
/// entries included, through the engine) where the device has a class in
/// the tuned table.
const BUILTIN: &str = "builtin";
/// The variant naming the device's class (`gpu = "<class>"`), timed beside
/// `default`, which should match it: the engine takes the class by itself.
const CLASS: &str = "class";

/// `default`, `builtin` and every candidate; the fastest of `default` and
/// the candidates again as `gc`.
/// NTTGEN_ANCHORS_CANDIDATES=0 times the defaults alone (`gc` = `default`)
/// and the NTTGEN_ANCHORS_TRY rows, where a script gives some.
fn workload(gpu: &Arc<Gpu>, op: &str, mode: &str, log_n: u32, limbs: usize) {
    let mut best: Option<(f64, String)> = row(gpu, op, mode, log_n, limbs, "default", "").map(|t| (t, String::new()));
    if gpu.tuned_class().is_some() {
        row(gpu, op, mode, log_n, limbs, CLASS, "");
        row(gpu, op, mode, log_n, limbs, BUILTIN, "");
    }
    // NTTGEN_ANCHORS_CANDIDATES=0 turns off the built-in search; a script's
    // NTTGEN_ANCHORS_TRY rows run either way (they are what it asked for).
    let search = std::env::var("NTTGEN_ANCHORS_CANDIDATES").map_or(true, |v| v != "0") || tried().is_some();
    for (name, extra) in candidates(log_n, mode).into_iter().filter(|_| search) {
        if let Some(t) = row(gpu, op, mode, log_n, limbs, &name, &extra) {
            if best.as_ref().is_none_or(|b| t < b.0) {
                best = Some((t, extra));
            }
        }
    }
    if let Some((_, extra)) = best {
        row(gpu, op, mode, log_n, limbs, "gc", &extra);
    }
}

fn main() {
    // Arguments pick workloads by prefix (fwd-P, fwd-S, fwd-L, inv-P, polymul-S, ...); none: all.
    let only: Vec<String> = std::env::args().skip(1).collect();
    const WORKLOADS: [&str; 15] = ["fwd-P", "fwd-S", "fwd-L", "fwd-F", "inv-P", "inv-S", "inv-F", "inv-L", "polymul-P", "polymul-S", "polymul-F", "polymul-L", "u32-P", "cheddar", "shapes"];
    if let Some(bad) = only.iter().find(|o| !WORKLOADS.iter().any(|w| w.starts_with(o.as_str()))) {
        eprintln!("nttgen-anchors: {bad:?} names no workload; use prefixes of {}", WORKLOADS.join(", "));
        std::process::exit(2);
    }
    let want = |w: &str| only.is_empty() || only.iter().any(|o| w.starts_with(o.as_str()));
    // NTTGEN_ANCHORS_LOGN="13,15" keeps the mode P and S rows of those sizes only.
    let sizes: Option<Vec<u32>> = std::env::var("NTTGEN_ANCHORS_LOGN").ok().map(|v| {
        v.split(',')
            .map(|x| x.trim().parse().ok().filter(|l| (12..=17).contains(l)))
            .collect::<Option<Vec<u32>>>()
            .unwrap_or_else(|| {
                eprintln!("nttgen-anchors: NTTGEN_ANCHORS_LOGN={v:?}: give log n values of 12 ..= 17, comma-separated (e.g. 13,15)");
                std::process::exit(2);
            })
    });
    let gpu = match Gpu::open(0) {
        Ok(g) => Arc::new(g),
        Err(e) => {
            eprintln!("nttgen-anchors: {e}");
            std::process::exit(2);
        }
    };
    for log_n in (12..=17).filter(|l| sizes.as_ref().is_none_or(|s| s.contains(l))) {
        let limbs = (1usize << COEFFS_LOG) >> log_n;
        for mode in ["P", "S"] {
            if want(&format!("fwd-{mode}")) {
                workload(&gpu, "fwd", mode, log_n, limbs);
            }
        }
    }
    if want("fwd-L") {
        for log_n in [12, 14, 16, 17] {
            workload(&gpu, "fwd", "L", log_n, 1);
        }
    }
    if want("fwd-F") {
        workload(&gpu, "fwd", "F", 16, 256);
    }
    for op in ["inv", "polymul"] {
        for mode in ["P", "S", "F"] {
            if want(&format!("{op}-{mode}")) {
                workload(&gpu, op, mode, 16, 256);
            }
        }
    }
    // One limb (latency): the inverse and the whole product at 2^16.
    for op in ["inv", "polymul"] {
        if want(&format!("{op}-L")) {
            workload(&gpu, op, "L", 16, 1);
        }
    }
    if want("cheddar") {
        cheddar_shapes(&gpu);
    }
    if want("shapes") {
        shapes(&gpu, &std::env::var("NTTGEN_ANCHORS_SHAPES").unwrap_or_else(|_| BFV_SHAPES.into()));
    }
    // u32 at the u64 rows' modulus capacity: 30-bit primes, 2^25 coefficients
    // (256 primes x 2 polynomials at 2^16), the spec defaults.
    if want("u32-P") {
        row_w(&gpu, "u32", "fwd", "P", 16, 512, "gc-montgomery", "reduction = \"montgomery\"");
        // Shoup with value and companion in one 8-byte load: fewer instructions per
        // butterfly than Montgomery (14-17 against 17-20 SASS), twice the table bytes.
        row_w(&gpu, "u32", "fwd", "P", 16, 512, "gc-shoup", "reduction = \"shoup\"");
        row_w(&gpu, "u32", "fwd", "P", 16, 512, "default", "");
        if gpu.tuned_class().is_some() {
            row_w(&gpu, "u32", "fwd", "P", 16, 512, CLASS, "");
            row_w(&gpu, "u32", "fwd", "P", 16, 512, BUILTIN, "");
        }
        for (name, extra) in tried().unwrap_or_default() {
            row_w(&gpu, "u32", "fwd", "P", 16, 512, &name, &extra);
        }
    }
}

/// The transforms of one BFV product at N = 2^15 (runtime::apps::bfv, 17
/// towers of q and 16 of P): the operands' forward over q ∪ P, the tensor's
/// inverse, the relinearisation digits' forward and the key sums' inverse.
const BFV_SHAPES: &str = "15:u64:52:33x4,33x3,17x17,17x2";

/// NTTGEN_ANCHORS_SHAPES="LOGN:WORD:BITS:TxB,TxB;..." (default BFV_SHAPES):
/// forward and inverse of T towers x B polynomials each, `default` and
/// every NTTGEN_ANCHORS_TRY variant, as mode `X`.
fn shapes(gpu: &Arc<Gpu>, text: &str) {
    let bad = |part: &str| -> ! {
        eprintln!("nttgen-anchors: NTTGEN_ANCHORS_SHAPES part {part:?}: write LOGN:WORD:BITS:TxB,TxB (e.g. 15:u64:52:17x2,33x3)");
        std::process::exit(2);
    };
    for part in text.split(';').filter(|p| !p.trim().is_empty()) {
        let f: Vec<&str> = part.trim().split(':').collect();
        let [log_n, word, bits, list] = f[..] else { bad(part) };
        let (Ok(log_n), Ok(bits), true) = (log_n.parse::<u32>(), bits.parse::<u32>(), ["u32", "u64"].contains(&word)) else { bad(part) };
        for tb in list.split(',') {
            let Some((Ok(t), Ok(b))) = tb.split_once('x').map(|(t, b)| (t.trim().parse::<usize>(), b.trim().parse::<usize>())) else { bad(part) };
            if t == 0 || b == 0 || t > MAX_TOWERS || !(12..=17).contains(&log_n) {
                bad(part);
            }
            for op in ["fwd", "inv"] {
                row_shape(gpu, word, bits, op, "X", log_n, (t, b), "default", "");
                for (name, extra) in tried().unwrap_or_default() {
                    row_shape(gpu, word, bits, op, "X", log_n, (t, b), &name, &extra);
                }
            }
        }
    }
}

/// Cheddar's shapes (tests/anchors-cheddar times Cheddar itself): one
/// polynomial of L limbs at 2^16, a prime per limb, 31-bit primes on u32
/// (the narrow lazy butterflies, as Cheddar's auxiliary primes need) and
/// 56-bit ones on u64; the top level's limbs and a middle level's, forward
/// and inverse; `default` and every NTTGEN_ANCHORS_TRY variant.
/// NTTGEN_ANCHORS_CHEDDAR="u32:48,20;u64:26,13" picks the shapes.
fn cheddar_shapes(gpu: &Arc<Gpu>) {
    let shapes = std::env::var("NTTGEN_ANCHORS_CHEDDAR").unwrap_or_else(|_| "u32:48,20;u64:26,13".into());
    for part in shapes.split(';').filter(|p| !p.trim().is_empty()) {
        let Some((word, limbs)) = part.split_once(':') else {
            eprintln!("nttgen-anchors: NTTGEN_ANCHORS_CHEDDAR part {part:?}: write WORD:L,L (e.g. u32:48,20)");
            std::process::exit(2);
        };
        let bits = if word.trim() == "u32" { 31 } else { 56 };
        for limbs in limbs.split(',').filter_map(|l| l.trim().parse::<usize>().ok()) {
            for op in ["fwd", "inv"] {
                row_wb(gpu, word.trim(), bits, op, "P", 16, limbs, "default", "");
                for (name, extra) in tried().unwrap_or_default() {
                    row_wb(gpu, word.trim(), bits, op, "P", 16, limbs, &name, &extra);
                }
            }
        }
    }
}

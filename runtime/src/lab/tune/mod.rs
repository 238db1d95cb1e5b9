//! Searching the knobs for the fastest forward transform of one workload
//! on this GPU (`nttgen-gpu tune`, `codegen tune`).
//!
//! From a cold start (the spec's defaults), coordinate descent: one knob
//! group at a time (stage split, radix, λ, reduction, twiddle storage,
//! layout, access, four-step, factored levels, register budget, twiddle
//! lookahead, and the thread-block-cluster mode, which moves
//! stage split, λ and cluster size together), every value of the group is
//! tried with the others at the best so far; what the validator refuses is
//! skipped and counted; passes repeat until one changes nothing or the
//! budget is spent. Every measured configuration is first checked against
//! the interpreter (tower 0), then timed (forward, median of groups of 10 on
//! device-resident data). The result: every point, the Pareto front of
//! (time, shared memory per block, registers per thread), the winner's spec
//! file, and a picture of the exploration with the front highlighted.

mod moves;
mod picture;
mod save;

pub use save::save;

use super::bench::check_program;
use crate::{Engine, Error, Gpu, Result};
use codegen::plan::ir::programs;
use codegen::spec::{self, ValidSpec, Word};
use moves::{moves, sweep_moves};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

/// The workload and the search's limits.
#[derive(Clone, Debug)]
pub struct TuneOptions {
    /// log2 N.
    pub log_n: u32,
    /// `u32` or `u64`.
    pub word: String,
    /// Bits of each prime.
    pub bits: u32,
    /// Towers (distinct primes).
    pub towers: usize,
    /// Polynomials per tower (`None`: 2^24 coefficients in all).
    pub batch: Option<usize>,
    /// Seconds of search (compiles and timings together).
    pub budget_s: f64,
    /// Groups of 10 runs per timing.
    pub groups: usize,
}

/// One measured configuration.
#[derive(Clone, Debug, Serialize)]
pub struct Point {
    /// The knobs that differ from the defaults, as `knob = value` lines.
    pub knobs: String,
    /// The same knobs as spec keys (what `save` writes into the tuned table).
    #[serde(skip)]
    pub knob_table: toml::Table,
    /// The spec's name (spells the configuration).
    pub name: String,
    /// Median forward us.
    pub forward_us: f64,
    /// Largest shared memory of a block, bytes.
    pub shared_bytes: u64,
    /// Most registers per thread of a kernel (driver).
    pub registers: u32,
    /// Most local (spill) bytes per thread of a kernel.
    pub local_bytes: u32,
    /// Kernels.
    pub kernels: usize,
    /// Levels per kernel.
    pub stage_split: Vec<u32>,
    /// Sets per block (λ).
    pub cluster: u32,
    /// On the Pareto front.
    pub front: bool,
    /// The full spec (TOML).
    #[serde(skip)]
    pub spec_toml: String,
}

/// What a search found.
#[derive(Clone, Debug, Serialize)]
pub struct TuneReport {
    /// GPU name.
    pub gpu: String,
    /// Workload, in words.
    pub workload: String,
    /// `descent` (coordinate descent over every knob) or `sweep` (every
    /// stage split of one or two kernels x every λ, the rest at defaults).
    pub search: &'static str,
    /// Every measured point, fastest first.
    pub points: Vec<Point>,
    /// Configurations the validator refused (skipped).
    pub refused: usize,
    /// Configurations that failed to build or to check (with the reason).
    pub failed: Vec<String>,
    /// Seconds spent.
    pub seconds: f64,
}

impl TuneOptions {
    /// The spec's word: `u32`, else `u64` (the workload check refuses
    /// another spelling first).
    fn spec_word(&self) -> Word {
        if self.word == "u32" { Word::U32 } else { Word::U64 }
    }
}

/// A configuration: knob = value, as a spec file spells them.
type Knobs = BTreeMap<&'static str, String>;

fn spec_text(o: &TuneOptions, k: &Knobs) -> String {
    let mut s = format!("transform = \"ntt-negacyclic\"\nlog_n = {}\nword = \"{}\"\n", o.log_n, o.word);
    for (knob, v) in k {
        if !(*knob == "cluster_blocks" && v == "1") {
            s.push_str(&format!("{knob} = {v}\n"));
        }
    }
    s + &format!("[moduli]\nbits = {}\ncount = {}\n", o.bits, o.towers)
}

fn batch_of(o: &TuneOptions) -> usize {
    o.batch.unwrap_or_else(|| ((1usize << super::bench::WORKING_SET_LOG) / ((1usize << o.log_n) * o.towers)).max(1))
}

/// `spec` as TOML: a point's record, and the key that tells resolved specs apart.
fn spec_toml(spec: &ValidSpec) -> Result<String> {
    spec.to_toml().map_err(|e| Error::Invalid(format!("tune: spec {}: {e}", spec.name)))
}

/// Checks and times one configuration.
fn measure(gpu: &Arc<Gpu>, o: &TuneOptions, spec: &ValidSpec, knobs: &Knobs) -> Result<Point> {
    // Each point's own plan, never the class's entry or latency variant
    // (the search starts from the built-in defaults); timed as a call of
    // this size runs it (one launch where that pays and fits).
    let plan = codegen::plan::lower(spec).map_err(|e| Error::Invalid(format!("tune: {}: {e}", spec.name)))?;
    let engine = Engine::from_plan(gpu.clone(), plan)?.without_latency();
    let batch = batch_of(o);
    check_program(&engine, engine.plan(), programs::FORWARD, batch)?;
    let program = engine.program_for(programs::FORWARD, batch)?;
    let forward_us = super::bench::median(&engine.time_program(&program, batch, o.groups.max(1))?);
    let attrs = engine.kernel_attrs();
    let word = u64::from(o.spec_word().bytes());
    let given: Vec<String> = knobs.iter().filter(|(k, v)| !(**k == "cluster_blocks" && *v == "1")).map(|(k, v)| format!("{k} = {v}")).collect();
    let knob_table: toml::Table = given.join("\n").parse().map_err(|e| Error::Invalid(format!("tune: knobs {given:?}: {e}")))?;
    Ok(Point {
        knobs: given.join(", "),
        knob_table,
        name: spec.name.clone(),
        forward_us,
        shared_bytes: engine.plan().kernels.iter().map(|k| k.shared_words as u64 * word).max().unwrap_or(0),
        registers: attrs.iter().map(|a| a.num_regs).max().unwrap_or(0),
        local_bytes: attrs.iter().map(|a| a.local_bytes).max().unwrap_or(0),
        kernels: engine.plan().kernels.len(),
        stage_split: spec.stage_split.clone(),
        cluster: spec.cluster,
        front: false,
        spec_toml: spec_toml(spec)?,
    })
}

/// Marks the points no other point beats in time, shared memory and
/// registers at once.
pub fn mark_front(points: &mut [Point]) {
    let keys: Vec<(f64, u64, u32)> = points.iter().map(|p| (p.forward_us, p.shared_bytes, p.registers)).collect();
    for (i, p) in points.iter_mut().enumerate() {
        let a = keys[i];
        p.front = !keys.iter().enumerate().any(|(j, b)| j != i && b.0 <= a.0 && b.1 <= a.1 && b.2 <= a.2 && (b.0 < a.0 || b.1 < a.1 || b.2 < a.2));
    }
}

/// Runs the search; `progress(points so far, best us, message)` after each candidate.
pub fn tune(gpu: &Arc<Gpu>, o: &TuneOptions, progress: &mut dyn FnMut(f64, &str)) -> Result<TuneReport> {
    check_workload(o)?;
    let start = Instant::now();
    let mut best = Knobs::new();
    let mut seen: BTreeMap<String, Option<f64>> = BTreeMap::new();
    let (mut points, mut refused, mut failed) = (vec![], 0usize, vec![]);
    let mut best_us = f64::INFINITY;
    let groups = moves(o);
    'passes: loop {
        let mut changed = false;
        for (_, group) in &groups {
            for m in group {
                if start.elapsed().as_secs_f64() > o.budget_s {
                    break 'passes;
                }
                let mut k = best.clone();
                k.extend(m.iter().map(|(a, b)| (*a, b.clone())));
                let text = spec_text(o, &k);
                let spec = match spec::from_str(&text) {
                    Ok(s) => s,
                    Err(_) => {
                        refused += 1;
                        continue;
                    }
                };
                // Knob sets that resolve to the same spec are timed once.
                let key = spec_toml(&spec)?;
                if let Some(t) = seen.get(&key) {
                    if let Some(t) = *t {
                        if t < best_us {
                            best_us = t;
                            best = k;
                        }
                    }
                    continue;
                }
                match measure(gpu, o, &spec, &k) {
                    Ok(p) => {
                        progress(start.elapsed().as_secs_f64(), &format!("{:.1} us {}", p.forward_us, p.name));
                        seen.insert(key, Some(p.forward_us));
                        if p.forward_us < best_us * 0.995 {
                            best_us = p.forward_us;
                            best = k;
                            changed = true;
                        }
                        points.push(p);
                    }
                    Err(e) => {
                        seen.insert(key, None);
                        failed.push(format!("{}: {e}", spec.name));
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    points.sort_by(|a, b| a.forward_us.total_cmp(&b.forward_us));
    mark_front(&mut points);
    Ok(TuneReport { gpu: gpu.info().name.clone(), workload: workload_text(o), search: "descent", points, refused, failed, seconds: start.elapsed().as_secs_f64() })
}

/// Every point of the sweep's grid that the validator accepts, compiled on
/// every core first, then each checked and timed (within the budget).
pub fn sweep(gpu: &Arc<Gpu>, o: &TuneOptions, progress: &mut dyn FnMut(f64, &str)) -> Result<TuneReport> {
    check_workload(o)?;
    let start = Instant::now();
    let mut refused = 0usize;
    let mut seen = std::collections::BTreeSet::new();
    let mut candidates: Vec<(Knobs, ValidSpec)> = vec![];
    for k in sweep_moves(o) {
        let Ok(s) = spec::from_str(&spec_text(o, &k)) else {
            refused += 1;
            continue;
        };
        if seen.insert(spec_toml(&s)?) {
            candidates.push((k, s));
        }
    }
    let mut failed = vec![];
    // What lowering refuses (a block over the GPU's limits) is refused too.
    let mut plans = vec![];
    candidates.retain(|(_, s)| match codegen::plan::lower(s) {
        Ok(p) => {
            plans.push(p);
            true
        }
        Err(_) => {
            refused += 1;
            false
        }
    });
    progress(start.elapsed().as_secs_f64(), &format!("compiling {} configurations", plans.len()));
    let _ = crate::compiler::precompile_all(&plans, gpu.arch());
    let mut points = vec![];
    for (k, s) in &candidates {
        if start.elapsed().as_secs_f64() > o.budget_s {
            failed.push(format!("{}: not measured, the budget was spent", s.name));
            continue;
        }
        match measure(gpu, o, s, k) {
            Ok(p) => {
                progress(start.elapsed().as_secs_f64(), &format!("{:.1} us {}", p.forward_us, p.name));
                points.push(p);
            }
            Err(e) => failed.push(format!("{}: {e}", s.name)),
        }
    }
    points.sort_by(|a, b| a.forward_us.total_cmp(&b.forward_us));
    mark_front(&mut points);
    Ok(TuneReport { gpu: gpu.info().name.clone(), workload: workload_text(o), search: "sweep", points, refused, failed, seconds: start.elapsed().as_secs_f64() })
}

fn workload_text(o: &TuneOptions) -> String {
    format!("forward ntt-negacyclic N = 2^{} {} {}-bit primes, {} towers x batch {}", o.log_n, o.word, o.bits, o.towers, batch_of(o))
}

/// A bad --towers / --log-n / --word / --bits is the user's to fix, named
/// before any GPU work.
fn check_workload(o: &TuneOptions) -> Result<()> {
    if o.towers == 0 || o.towers > 256 {
        return Err(Error::Invalid(format!("--towers {}: give 1 ..= 256", o.towers)));
    }
    spec::from_str(&spec_text(o, &Knobs::new())).map(|_| ()).map_err(|e| Error::Invalid(format!("the workload (--log-n {}, --word {}, --bits {}, --towers {}) is refused: {e}", o.log_n, o.word, o.bits, o.towers)))
}

/// Workloads of at most this many polynomials (towers x batch) are small
/// calls: `--save` writes their winner as a latency entry (`max_polys`),
/// which the engine runs for calls that small and no spec resolves to.
pub const LATENCY_POLYS: u64 = 4;

impl TuneReport {
    /// The measured points (fastest first) and the front, as text.
    pub fn to_text(&self) -> String {
        let mut s = format!("{} on {}: {} configurations measured, {} refused by the validator, {} failed, {:.0} s\n\n", self.workload, self.gpu, self.points.len(), self.refused, self.failed.len(), self.seconds);
        s.push_str("| rank | forward us | shared B | regs | local B | kernels | front | spec | knobs |\n|---|---|---|---|---|---|---|---|---|\n");
        for (i, p) in self.points.iter().enumerate() {
            s.push_str(&format!("| {} | {:.1} | {} | {} | {} | {} | {} | {} | {} |\n", i + 1, p.forward_us, p.shared_bytes, p.registers, p.local_bytes, p.kernels, if p.front { "*" } else { "" }, p.name, p.knobs));
        }
        for f in &self.failed {
            s.push_str(&format!("failed: {f}\n"));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(log_n: u32, word: &str) -> TuneOptions {
        TuneOptions { log_n, word: word.into(), bits: if word == "u32" { 30 } else { 60 }, towers: 4, batch: None, budget_s: 1.0, groups: 1 }
    }

    /// Every knob group offers values the validator accepts from the
    /// defaults, and the cluster mode for sizes a cluster can hold.
    #[test]
    fn every_group_has_valid_moves() {
        for (log_n, word) in [(12, "u64"), (16, "u64"), (16, "u32"), (17, "u64")] {
            let o = opts(log_n, word);
            for (group, ms) in moves(&o) {
                let valid = ms.iter().filter(|m| spec::from_str(&spec_text(&o, &(*m).clone())).is_ok()).count();
                assert!(valid >= 2 || (group == "defaults" && valid == 1) || (group == "four_step" && log_n <= 12), "log_n {log_n} {word}: group {group} has {valid} valid moves");
            }
        }
    }

    fn point(us: f64, shared: u64, regs: u32) -> Point {
        Point { knobs: String::new(), knob_table: Default::default(), name: format!("p{us}"), forward_us: us, shared_bytes: shared, registers: regs, local_bytes: 0, kernels: 2, stage_split: vec![regs / 10, 6], cluster: shared as u32 / 4096, front: false, spec_toml: String::new() }
    }

    /// A workload the validator refuses is reported before any GPU work,
    /// naming the arguments (no GPU needed: the check comes first).
    #[test]
    fn a_refused_workload_is_named() {
        let o = TuneOptions { log_n: 30, ..opts(16, "u64") };
        let e = spec::from_str(&spec_text(&o, &Knobs::new())).unwrap_err().to_string();
        assert!(e.contains("log_n"), "{e}");
    }

    #[test]
    fn the_front_holds_exactly_the_undominated_points() {
        let mut p = vec![point(10.0, 4096, 64), point(12.0, 2048, 64), point(11.0, 8192, 80), point(9.0, 16384, 90), point(12.0, 2048, 64)];
        mark_front(&mut p);
        let front: Vec<bool> = p.iter().map(|x| x.front).collect();
        // 11 us is beaten by 10 us in every objective; the two equal points do not beat each other.
        assert_eq!(front, [true, true, false, true, true]);
    }

    #[test]
    fn the_picture_is_an_svg_with_the_winner_named() {
        let mut points = vec![point(9.0, 16384, 90), point(10.0, 4096, 64), point(11.0, 8192, 80)];
        mark_front(&mut points);
        let r = TuneReport { gpu: "test".into(), workload: "w".into(), search: "descent", points, refused: 0, failed: vec![], seconds: 1.0 };
        let svg = r.svg().unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("best 9.0 us: p9"), "{}", &svg[..svg.len().min(300)]);
        assert!(r.to_text().contains("| 1 | 9.0 |"));
        let sweep = TuneReport { search: "sweep", ..r };
        let svg = sweep.svg().unwrap();
        assert!(svg.contains("λ = 4") && svg.contains("λ = 1") && svg.contains("best 9.0 us: p9"), "{}", &svg[..svg.len().min(300)]);
    }

    /// `--save` writes the winner's knobs as the class's entry, keeps the
    /// rest of the table, removes the entry where the defaults won, and
    /// refuses a GPU of no class.
    #[test]
    fn save_updates_the_class_entry_of_the_workload() {
        let dir = std::env::temp_dir().join(format!("nttgen-tune-save-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tuned.toml");
        std::fs::write(&path, codegen::spec::tuned::TABLE_TEXT).unwrap();
        let o = opts(16, "u64");
        let mut fast = point(200.0, 4096, 40);
        fast.knobs = "factored_levels = 0, radix = 4".into();
        fast.knob_table = "factored_levels = 0\nradix = 4".parse().unwrap();
        fast.spec_toml = "fast".into();
        let mut default = point(210.0, 4096, 40);
        default.spec_toml = "default".into();
        let r = TuneReport { gpu: "NVIDIA H100 80GB HBM3".into(), workload: "w".into(), search: "descent", points: vec![fast, default.clone()], refused: 0, failed: vec![], seconds: 1.0 };
        let what = save(&r, &o, &path).unwrap();
        assert!(what.contains("h100 log_n 16 entry: factored_levels = 0, radix = 4"), "{what}");
        let t = codegen::spec::tuned::Table::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let in_l2 = codegen::spec::tuned::tables_in_l2(16, codegen::spec::Word::U64, o.towers as u64);
        let e = t.lookup("h100", codegen::spec::Transform::NttNegacyclic, 16, codegen::spec::Word::U64, in_l2, o.towers as u64).unwrap();
        assert_eq!((e.forward_us, e.default_us, e.knobs_text().as_str()), (200.0, 210.0, "factored_levels = 0, radix = 4"));
        let before = codegen::spec::tuned::Table::parse(codegen::spec::tuned::TABLE_TEXT).unwrap();
        assert_eq!(t.entry.len(), before.entry.len() + usize::from(before.lookup("h100", e.transform, 16, e.word, in_l2, o.towers as u64).is_none()));
        // The defaults fastest: the entry goes.
        let r2 = TuneReport { points: vec![default], ..r.clone() };
        assert!(save(&r2, &o, &path).unwrap().contains("no entry"));
        let t = codegen::spec::tuned::Table::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(t.lookup("h100", e.transform, 16, e.word, in_l2, o.towers as u64).is_none());
        // One polynomial a call: a latency entry, which no spec resolves to.
        let one = TuneOptions { towers: 1, batch: Some(1), ..opts(13, "u64") };
        let what = save(&r, &one, &path).unwrap();
        assert!(what.contains("latency entry (at most 1 polynomials a call)"), "{what}");
        let t = codegen::spec::tuned::Table::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let l = t.latency("h100", e.transform, 13, e.word, 1).unwrap();
        assert_eq!((l.max_polys, l.tables_in_l2, l.knobs_text().as_str()), (Some(1), None, "factored_levels = 0, radix = 4"));
        assert!(t.lookup("h100", e.transform, 13, e.word, true, 1).is_none_or(|x| x.max_polys.is_none()));
        let r1 = TuneReport { points: vec![r2.points[0].clone()], ..r.clone() };
        assert!(save(&r1, &one, &path).unwrap().contains("no latency entry"));
        assert!(codegen::spec::tuned::Table::parse(&std::fs::read_to_string(&path).unwrap()).unwrap().latency("h100", e.transform, 13, e.word, 1).is_none());
        // A GPU no class covers.
        let r3 = TuneReport { gpu: "Some GPU".into(), ..r };
        assert!(save(&r3, &o, &path).unwrap_err().to_string().contains("[classes]"));
        std::fs::remove_dir_all(&dir).ok();
    }

    /// The sweep's grid holds every split of one or two kernels with every
    /// λ, and the validator accepts the ones a GPU can run.
    #[test]
    fn the_sweep_covers_every_split_and_lambda() {
        let o = opts(12, "u32");
        let grid = sweep_moves(&o);
        assert_eq!(grid.len(), 12 * 7);
        let valid: Vec<ValidSpec> = grid.iter().filter_map(|k| spec::from_str(&spec_text(&o, k)).ok()).collect();
        for split in [vec![12], vec![6, 6], vec![1, 11], vec![11, 1]] {
            assert!(valid.iter().any(|s| s.stage_split == split && s.cluster == 1), "{split:?}");
        }
        assert!(valid.iter().any(|s| s.stage_split == [6, 6] && s.cluster == 16));
    }
}

//! `gpu-check --runtime`: the device-resident API on hardware.
//!
//! 1. Per spec: forward -> forward -> pointwise -> inverse on device buffers
//!    on one caller stream (no event, no host copy between steps)
//!    over all towers and over towers 0..t-1 and 1..t, against the
//!    interpreter, bit for bit.
//! 2. The multi-GPU engine (every visible GPU; GPU 0 split in two engines
//!    when there is one): forward and polymul with batch 1 (tower shards)
//!    and batch 5 (polynomial shards), against the interpreter.
//! 3. One-limb forward latency, plain launches vs graph replay.

use codegen::executor::{CpuExecutor, Executor};
use codegen::plan::{lower, Plan};
use codegen::spec::{self, ValidSpec, Word};
use runtime::Transforms;
use runtime::engines::multi::{gather, Shard};
use runtime::{EngineWord, Gpu, MultiEngine, TypedEngine};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn narrow<W: EngineWord>(v: &[u64]) -> Vec<W> {
    v.iter().map(|&x| W::try_from(x).ok().expect("below q < 2^word")).collect()
}
fn widen<W: EngineWord>(v: &[W]) -> Vec<u64> {
    v.iter().map(|&x| x.into()).collect()
}
fn diff(what: &str, got: &[u64], want: &[u64]) -> Result<(), String> {
    if got.len() != want.len() {
        return Err(format!("{what}: {} words, want {}", got.len(), want.len()));
    }
    match got.iter().zip(want).position(|(g, w)| g != w) {
        None => Ok(()),
        Some(i) => Err(format!("{what}: word {i} gpu {} interp {} ({} differ)", got[i], want[i], got.iter().zip(want).filter(|(g, w)| g != w).count())),
    }
}

/// Inputs a, b and the interpreter's product, step by step (all towers).
type Reference = (Vec<u64>, Vec<u64>, Vec<u64>);

fn reference(plan: &Plan, batch: usize, seed: u64) -> Result<Reference, String> {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let a = codegen::verify::random_input(&plan.spec, plan.words_per_poly, batch, &mut rng).map_err(|e| e.to_string())?;
    let b = codegen::verify::random_input(&plan.spec, plan.words_per_poly, batch, &mut rng).map_err(|e| e.to_string())?;
    let mut cpu = CpuExecutor::new(plan.clone()).map_err(|e| e.to_string())?;
    let (mut ca, mut cb) = (a.clone(), b.clone());
    cpu.forward(&mut ca, batch).map_err(|e| e.to_string())?;
    cpu.forward(&mut cb, batch).map_err(|e| e.to_string())?;
    cpu.pointwise(&mut ca, &cb, batch).map_err(|e| e.to_string())?;
    cpu.inverse(&mut ca, batch).map_err(|e| e.to_string())?;
    Ok((a, b, ca))
}

fn device_pipeline<W: EngineWord>(gpu: &Arc<Gpu>, plan: &Plan) -> Result<String, String> {
    let e = TypedEngine::<W>::from_plan(gpu.clone(), plan.clone()).map_err(|e| e.to_string())?;
    let stream = gpu.new_stream().map_err(|e| e.to_string())?;
    let batch = 3;
    let (a, b, want) = reference(plan, batch, 7)?;
    let t = plan.towers;
    let mut ranges = Vec::with_capacity(3);
    ranges.push(0..t);
    if t > 1 {
        ranges.extend([0..t - 1, 1..t]);
    }
    let per = plan.words_per_poly;
    let mut words = 0;
    for towers in ranges {
        let sh = Shard { engine: 0, polys: 0..batch, towers: towers.clone() };
        let run = || -> runtime::Result<Vec<W>> {
            let mut da = stream.upload(&narrow::<W>(&gather(&a, &sh, t, per)))?;
            let mut db = stream.upload(&narrow::<W>(&gather(&b, &sh, t, per)))?;
            e.forward_on(&stream, &mut da, towers.clone(), batch)?;
            e.forward_on(&stream, &mut db, towers.clone(), batch)?;
            e.pointwise_on(&stream, &mut da, &db, towers.clone(), batch)?;
            e.inverse_on(&stream, &mut da, towers.clone(), batch)?;
            stream.download(&da)
        };
        let got = run().map_err(|e| format!("towers {towers:?}: {e}"))?;
        diff(&format!("device pipeline towers {towers:?}"), &widen(&got), &gather(&want, &sh, t, per))?;
        words += got.len();
    }
    Ok(format!("ok ({words} words over {} tower range(s), bit-exact)", if t > 1 { 3 } else { 1 }))
}

fn multi<W: EngineWord>(engine: &MultiEngine<W>, plan: &Plan) -> Result<String, String> {
    let mut words = 0;
    for batch in [1, 5] {
        let (a, b, want) = reference(plan, batch, 11 + batch as u64)?;
        let c = engine.polymul(&narrow::<W>(&a), &narrow::<W>(&b), batch).map_err(|e| e.to_string())?;
        diff(&format!("multi polymul batch {batch}"), &widen(&c), &want)?;
        let mut x = narrow::<W>(&a);
        engine.forward(&mut x, batch).map_err(|e| e.to_string())?;
        let mut cx = a.clone();
        CpuExecutor::new(plan.clone()).map_err(|e| e.to_string())?.forward(&mut cx, batch).map_err(|e| e.to_string())?;
        diff(&format!("multi forward batch {batch}"), &widen(&x), &cx)?;
        words += c.len() + x.len();
    }
    Ok(format!("ok ({words} words, {} engines, batch 1 by towers and 5 by polynomials, bit-exact)", engine.engines().len()))
}

/// The multi-GPU engine of `spec` against the interpreter of the plan its
/// engines run (the spec as these GPUs resolve it: their class's tuned
/// knobs where it leaves them out).
fn multi_check(spec: &ValidSpec, gpus: usize) -> Result<String, String> {
    fn go<W: EngineWord>(spec: &ValidSpec, gpus: usize) -> Result<String, String> {
        let e = if gpus >= 2 { MultiEngine::<W>::all_gpus(spec) } else { MultiEngine::<W>::split(0, 2, spec) };
        let e = e.map_err(|e| e.to_string())?;
        let plan = e.plan().clone();
        multi(&e, &plan)
    }
    match spec.word {
        Word::U32 => go::<u32>(spec, gpus),
        Word::U64 => go::<u64>(spec, gpus),
    }
}

fn latency(gpu: &Arc<Gpu>) -> String {
    let mut out = String::from("\n## one-limb forward latency, us/call (median of 15 groups of 10 back-to-back calls, batch 1, 1 tower)\n\n| spec | log n | kernels | plain launches us | graph replay us | plain / graph |\n|---|---|---|---|---|---|\n");
    let med = |mut t: Vec<f32>| {
        t.sort_by(|a, b| a.partial_cmp(b).unwrap());
        t[t.len() / 2] as f64
    };
    for (log_n, split) in [(12, "[6, 6]"), (12, "[12]"), (14, "[7, 7]"), (16, "[8, 8]"), (17, "[9, 8]")] {
        let toml = format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\nreduction = \"shoup\"\nradix = 8\nstage_split = {split}\n[moduli]\nbits = 60\ncount = 1\n");
        let row = (|| -> Result<String, String> {
            let s = spec::from_str(&toml).map_err(|e| e.to_string())?;
            let e = TypedEngine::<u64>::new(gpu.clone(), &s).map_err(|e| e.to_string())?;
            let plain = med(e.time_program("forward", 0..1, 1, 15).map_err(|e| e.to_string())?);
            let graph = med(e.time_program_graph("forward", 0..1, 1, 15).map_err(|e| e.to_string())?);
            Ok(format!("| {} | {log_n} | {} | {plain:.2} | {graph:.2} | {:.2} |\n", e.plan().spec.name, e.plan().kernels.len(), plain / graph))
        })();
        out.push_str(&row.unwrap_or_else(|e| format!("| {toml:?} | {log_n} | | error: {} | | |\n", e.replace('\n', " "))));
    }
    out
}

pub fn main(specs: &[PathBuf], out: Option<&Path>) -> i32 {
    let gpu = match Gpu::open(0) {
        Ok(g) => Arc::new(g),
        Err(e) => {
            eprintln!("gpu-check --runtime: {e}");
            return 2;
        }
    };
    let gpus = Gpu::device_count().unwrap_or(1);
    let info = gpu.info().clone();
    let mut report = format!(
        "# gpu-check --runtime on {} ({}), {gpus} visible GPU(s); multi-GPU engine: {}\n\n| spec | device pipeline (caller stream, tower ranges) | multi-GPU engine |\n|---|---|---|\n",
        info.name,
        info.arch,
        if gpus >= 2 { format!("{gpus} GPUs") } else { "GPU 0 split into 2 engines".into() }
    );
    let (mut passed, mut failed) = (0, 0);
    for p in specs {
        let r = (|| -> Result<(String, String), String> {
            let s = spec::from_file(p).map_err(|e| format!("{}: {e}", p.display()))?;
            let plan = lower(&s).map_err(|e| e.to_string())?;
            let d = match s.word {
                Word::U32 => device_pipeline::<u32>(&gpu, &plan),
                Word::U64 => device_pipeline::<u64>(&gpu, &plan),
            };
            let m = multi_check(&s, gpus);
            Ok((d.unwrap_or_else(|e| format!("FAIL: {e}")), m.unwrap_or_else(|e| format!("FAIL: {e}"))))
        })();
        let (d, m) = r.unwrap_or_else(|e| (format!("FAIL: {e}"), String::new()));
        let ok = !d.starts_with("FAIL") && !m.starts_with("FAIL");
        if ok {
            passed += 1
        } else {
            failed += 1
        }
        let line = format!("| {} | {d} | {m} |\n", p.file_stem().map_or(String::new(), |x| x.to_string_lossy().into_owned()));
        print!("{line}");
        report.push_str(&line);
    }
    let _ = writeln!(report, "\n{passed} passed, {failed} failed");
    let lat = latency(&gpu);
    print!("{lat}");
    report.push_str(&lat);
    if let Some(dir) = out {
        let _ = std::fs::create_dir_all(dir);
        let _ = std::fs::write(dir.join("runtime.md"), &report);
    }
    println!("{passed} passed, {failed} failed");
    i32::from(failed > 0)
}

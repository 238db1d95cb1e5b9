//! An RNS batch forward -> pointwise -> inverse entirely on device buffers,
//! on the caller's stream, with no host copies between the steps; checked bit
//! for bit against the CPU interpreter, over all towers and over two tower
//! ranges (a level that dropped its last tower, and one that starts at
//! tower 1, which exercises the offset tables).
//!
//!   cargo run --release -p nttgen-runtime --example device_pipeline [SPEC.toml] [BATCH]
//!
//! Exit status 0 when every comparison is bit-exact, 1 otherwise, 2 when it
//! cannot run (no GPU, bad spec).

use codegen::executor::{CpuExecutor, Executor};
use codegen::spec::{self, ValidSpec, Word};
use runtime::engines::multi::{gather, Shard};
use runtime::{DeviceBuffer, EngineWord, Gpu, Stream, TypedEngine};
use std::ops::Range;
use std::sync::Arc;

const DEFAULT_SPEC: &str = "transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\nreduction = \"shoup\"\nradix = 8\nstage_split = [6, 6]\n[moduli]\nbits = 60\ncount = 3\n";

/// The device part: upload once, four programs queued on `stream`, download once.
fn product_on_device<W: EngineWord>(e: &TypedEngine<W>, stream: &Stream, a: &[W], b: &[W], towers: Range<usize>, batch: usize) -> runtime::Result<Vec<W>> {
    let mut da: DeviceBuffer<W> = stream.upload(a)?;
    let mut db: DeviceBuffer<W> = stream.upload(b)?;
    e.forward_on(stream, &mut da, towers.clone(), batch)?;
    e.forward_on(stream, &mut db, towers.clone(), batch)?;
    e.pointwise_on(stream, &mut da, &db, towers.clone(), batch)?;
    e.inverse_on(stream, &mut da, towers, batch)?;
    // The only host sync: the download waits for the stream.
    stream.download(&da)
}

fn run<W: EngineWord>(gpu: Arc<Gpu>, spec: &ValidSpec, batch: usize) -> Result<bool, String> {
    let e = TypedEngine::<W>::new(gpu.clone(), spec).map_err(|x| x.to_string())?;
    let plan = e.plan().clone();
    let stream = gpu.new_stream().map_err(|x| x.to_string())?;
    // Reduced pseudo-random inputs (a fixed LCG: the run is reproducible).
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut input = || -> Vec<u64> {
        (0..batch * plan.towers * plan.words_per_poly)
            .map(|i| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                (state >> 1) % plan.spec.primes[(i / plan.words_per_poly) % plan.towers]
            })
            .collect()
    };
    let (a, b) = (input(), input());
    // The reference: the interpreter, step by step, over all towers.
    let mut cpu = CpuExecutor::new(plan.clone()).map_err(|x| x.to_string())?;
    let (mut ca, mut cb) = (a.clone(), b.clone());
    cpu.forward(&mut ca, batch).map_err(|x| x.to_string())?;
    cpu.forward(&mut cb, batch).map_err(|x| x.to_string())?;
    cpu.pointwise(&mut ca, &cb, batch).map_err(|x| x.to_string())?;
    cpu.inverse(&mut ca, batch).map_err(|x| x.to_string())?;
    let narrow = |v: &[u64]| -> Vec<W> { v.iter().map(|&x| W::try_from(x).ok().expect("below q < 2^word")).collect() };
    let t = plan.towers;
    let mut ranges = Vec::with_capacity(3);
    ranges.push(0..t);
    if t > 1 {
        ranges.extend([0..t - 1, 1..t]);
    }
    let mut all_ok = true;
    for towers in ranges {
        let shard = Shard { engine: 0, polys: 0..batch, towers: towers.clone() };
        let per = plan.words_per_poly;
        let got = product_on_device(&e, &stream, &narrow(&gather(&a, &shard, t, per)), &narrow(&gather(&b, &shard, t, per)), towers.clone(), batch).map_err(|x| x.to_string())?;
        let want = narrow(&gather(&ca, &shard, t, per));
        let bad = got.iter().zip(&want).filter(|(g, w)| g != w).count();
        println!("{} towers {}..{} batch {batch}: {} words, {}", plan.spec.name, towers.start, towers.end, got.len(), if bad == 0 { "bit-exact vs the CPU interpreter".to_string() } else { format!("{bad} words DIFFER") });
        all_ok &= bad == 0 && got.len() == want.len();
    }
    Ok(all_ok)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let text = match args.next() {
        Some(p) => std::fs::read_to_string(&p).unwrap_or_else(|e| {
            eprintln!("device_pipeline: {p}: {e}");
            std::process::exit(2)
        }),
        None => DEFAULT_SPEC.to_string(),
    };
    let batch: usize = args.next().and_then(|b| b.parse().ok()).unwrap_or(4);
    let spec = spec::from_str(&text).unwrap_or_else(|e| {
        eprintln!("device_pipeline: spec: {e}");
        std::process::exit(2)
    });
    let gpu = match Gpu::open(0) {
        Ok(g) => Arc::new(g),
        Err(e) => {
            eprintln!("device_pipeline: {e}");
            std::process::exit(2)
        }
    };
    let r = match spec.word {
        Word::U32 => run::<u32>(gpu, &spec, batch),
        Word::U64 => run::<u64>(gpu, &spec, batch),
    };
    match r {
        Ok(true) => println!("ok"),
        Ok(false) => std::process::exit(1),
        Err(e) => {
            eprintln!("device_pipeline: {e}");
            std::process::exit(2)
        }
    }
}

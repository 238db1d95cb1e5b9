//! The runtime under faults and load on a GPU: device memory exhausted in
//! the middle of work, a launch the device cannot take, many threads on one
//! engine and on one GPU with engines of their own. Every fault is an `Err`
//! naming what failed, never a panic or a wrong result, device memory does
//! not grow per call, and the engine keeps working after the fault.
//!
//! Marked ignored (they need an NVIDIA GPU); on the GPU machine run this
//! binary with `--ignored`, where a missing GPU fails the test.

mod common;

use common::{gpu, input};
use codegen::executor::{CpuExecutor, Executor};
use codegen::spec;
use runtime::Transforms;
use runtime::{DeviceBuffer, Gpu, LaunchDims, TypedEngine};
use std::sync::Arc;

const SPEC: &str = "transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\n[moduli]\nbits = 60\ncount = 2\n";


/// The interpreter's forward of `x`.
fn reference(e: &TypedEngine<u64>, x: &[u64], batch: usize) -> Vec<u64> {
    let mut want = x.to_vec();
    CpuExecutor::new(e.plan().clone()).unwrap().forward(&mut want, batch).unwrap();
    want
}

/// Takes device memory in 256 MiB buffers until the device refuses one:
/// the refusal is an error that names the allocation, not a panic.
fn hog(gpu: &Gpu) -> (Vec<DeviceBuffer<u64>>, String) {
    let mut held = vec![];
    loop {
        match gpu.alloc_zeros::<u64>(32 << 20) {
            Ok(b) => held.push(b),
            Err(e) => return (held, e.to_string()),
        }
        assert!(held.len() < 4096, "1 TiB allocated without a refusal");
    }
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn exhausted_device_memory_is_an_error_and_the_engine_recovers() {
    let gpu = gpu();
    let e = TypedEngine::<u64>::new(gpu.clone(), &spec::from_str(SPEC).unwrap()).unwrap();
    let per = e.plan().words_per_poly;
    let primes = e.plan().spec.primes.clone();
    let batch = 64;
    let x = input(&primes, per, batch, 1);
    let want = reference(&e, &x, batch);
    let mut warm = x.clone();
    e.forward(&mut warm, batch).unwrap();
    // Freed buffers stay in the device's memory pool until trimmed.
    gpu.trim_memory().unwrap();
    let (free_before, _) = gpu.mem_info().unwrap();

    let (held, refusal) = hog(&gpu);
    assert!(!held.is_empty());
    assert!(refusal.to_lowercase().contains("memory") || refusal.contains("cuMemAlloc"), "{refusal}");
    // A batch whose buffers no longer fit: an error, nothing written back.
    let mut y = x.clone();
    match e.forward(&mut y, batch) {
        Err(err) => {
            assert!(err.to_string().to_lowercase().contains("memory") || err.to_string().contains("cuMemAlloc"), "{err}");
            assert_eq!(y, x, "a failed call leaves the caller's data as it was");
        }
        // Buffers kept from the warm call may still serve it: then it must be right.
        Ok(()) => assert_eq!(y, want),
    }
    drop(held);

    // The same engine works again, and memory does not grow per call.
    for _ in 0..8 {
        let mut z = x.clone();
        e.forward(&mut z, batch).unwrap();
        assert_eq!(z, want);
    }
    gpu.trim_memory().unwrap();
    let (free_after, _) = gpu.mem_info().unwrap();
    assert!(free_after + (64 << 20) >= free_before, "free memory {free_before} -> {free_after}: a leak per call");
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn a_launch_the_device_cannot_take_is_an_error_and_the_stream_works_after() {
    let gpu = gpu();
    let e = TypedEngine::<u64>::new(gpu.clone(), &spec::from_str(SPEC).unwrap()).unwrap();
    let src = "extern \"C\" __global__ void fill(unsigned long long* x) { x[blockIdx.x * blockDim.x + threadIdx.x] = 7; }";
    let (_, module) = gpu.compile_and_load(runtime::KernelCache::global(), src, "faults", &Default::default()).unwrap();
    let kernel = module.kernel("fill").unwrap();
    let stream = gpu.new_stream().unwrap();
    let buf = stream.alloc_zeros::<u64>(4096).unwrap();
    let addr = buf.device_address();
    let arg = || std::iter::once(runtime::KernelArg::U64(addr));
    // 4096 threads in a block: more than any GPU takes.
    let too_big = LaunchDims::new([1, 1, 1], [4096, 1, 1], 0);
    let err = unsafe { stream.launch(&kernel, too_big, arg()) }.unwrap_err();
    assert!(err.to_string().contains("4096") || err.to_string().contains("threads"), "{err}");
    // A launch it can take, on the same stream: it runs.
    unsafe { stream.launch(&kernel, LaunchDims::new([4, 1, 1], [1024, 1, 1], 0), arg()) }.unwrap();
    assert!(stream.download(&buf).unwrap().iter().all(|&v| v == 7));
    // And the engine beside it.
    let per = e.plan().words_per_poly;
    let x = input(&e.plan().spec.primes, per, 2, 3);
    let mut y = x.clone();
    e.forward(&mut y, 2).unwrap();
    assert_eq!(y, reference(&e, &x, 2));
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn sixteen_threads_share_one_engine_and_one_gpu() {
    let gpu = gpu();
    let s = spec::from_str(SPEC).unwrap();
    let shared = Arc::new(TypedEngine::<u64>::new(gpu.clone(), &s).unwrap());
    let per = shared.plan().words_per_poly;
    let primes = shared.plan().spec.primes.clone();
    let threads: Vec<_> = (0..16u64)
        .map(|t| {
            let (shared, gpu, s, primes) = (shared.clone(), gpu.clone(), s.clone(), primes.clone());
            std::thread::spawn(move || {
                // Even threads share one engine; odd ones make their own on the same GPU.
                let own = (t % 2 == 1).then(|| TypedEngine::<u64>::new(gpu, &s).unwrap());
                let e = own.as_ref().unwrap_or(&shared);
                for round in 0..25u64 {
                    let batch = 1 + ((t + round) % 9) as usize;
                    let x = input(&primes, per, batch, t * 1000 + round);
                    let mut y = x.clone();
                    e.forward(&mut y, batch).unwrap();
                    assert_eq!(y, reference(e, &x, batch), "thread {t} round {round} batch {batch}");
                    e.inverse(&mut y, batch).unwrap();
                    assert_eq!(y, x, "thread {t} round {round}: inverse(forward(x))");
                }
            })
        })
        .collect();
    for t in threads {
        t.join().expect("a thread panicked");
    }
}

/// A tiny deterministic generator (the soak draws knobs without a crate).
struct Draw(u64);

impl Draw {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[(self.next() % from.len() as u64) as usize]
    }
}

/// A random spec's text: transform, size, word, reduction, radix, sets per
/// block, twiddles and towers drawn; the validator refuses some draws.
fn soak_spec(d: &mut Draw) -> String {
    let word = d.pick(&["u32", "u64"]);
    let w = if word == "u32" { codegen::spec::Word::U32 } else { codegen::spec::Word::U64 };
    let reductions: Vec<String> = codegen::arith::reduce::tuned_reductions(w).iter().map(|r| r.as_str().to_string()).collect();
    let reduction = reductions[(d.next() % reductions.len() as u64) as usize].clone();
    let twiddles = codegen::spec::Twiddles::ALL[(d.next() % codegen::spec::Twiddles::ALL.len() as u64) as usize].as_str();
    let bits = if word == "u32" { 28 } else { 50 };
    format!(
        "transform = \"{}\"\nlog_n = {}\nword = \"{word}\"\nreduction = \"{reduction}\"\nradix = {}\ncluster = {}\ntwiddles = \"{twiddles}\"\n[moduli]\nbits = {bits}\ncount = {}\n",
        d.pick(&["ntt-negacyclic", "ntt-negacyclic", "ntt-cyclic", "dgt"]),
        8 + d.next() % 6,
        d.pick(&["2", "4", "8", "8", "16"]),
        d.pick(&["1", "2", "4", "8"]),
        1 + d.next() % 3
    )
}

/// The plan of a drawn spec, or None where the validator or the plan's
/// resource check refuses it (a clear error before any GPU work, which
/// the hostile-spec suites test; the soak wants specs that run).
fn soak_plan(text: &str) -> Option<codegen::plan::Plan> {
    codegen::plan::lower(&spec::from_str(text).ok()?).ok()
}

/// Minutes of random specs and batch sizes (`NTTGEN_SOAK_SECS`, default
/// 120): each forward, inverse and product equal to the interpreter's, and
/// device memory, pool trimmed, no lower at the end than after the first
/// spec (engines and their buffers are dropped every round).
#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn a_soak_of_random_specs_and_batches_stays_exact_and_does_not_leak() {
    let gpu = gpu();
    let secs: u64 = std::env::var("NTTGEN_SOAK_SECS").ok().and_then(|v| v.parse().ok()).unwrap_or(120);
    let mut d = Draw(0x9E37_79B9_7F4A_7C15);
    let start = std::time::Instant::now();
    let (mut ran, mut refused, mut free_first) = (0usize, 0usize, None);
    while start.elapsed().as_secs() < secs {
        let text = soak_spec(&mut d);
        let Some(plan) = soak_plan(&text) else {
            refused += 1;
            continue;
        };
        let s = plan.spec.clone();
        let e = runtime::Engine::from_plan(gpu.clone(), plan).unwrap_or_else(|err| panic!("{}: {err}\n{text}", s.name));
        let (per, primes) = (e.plan().words_per_poly, e.plan().spec.primes.clone());
        let batch = 1 + (d.next() % 6) as usize;
        let (a, b) = (input(&primes, per, batch, d.next()), input(&primes, per, batch, d.next()));
        let mut cpu = CpuExecutor::new(e.plan().clone()).unwrap();
        let mut y = a.clone();
        e.forward(&mut y, batch).unwrap();
        let mut want = a.clone();
        cpu.forward(&mut want, batch).unwrap();
        assert_eq!(y, want, "{} batch {batch}: forward", s.name);
        e.inverse(&mut y, batch).unwrap();
        assert_eq!(y, a, "{} batch {batch}: inverse(forward(a))", s.name);
        assert_eq!(e.polymul(&a, &b, batch).unwrap(), cpu.polymul(&a, &b, batch).unwrap(), "{} batch {batch}: product", s.name);
        drop(e);
        ran += 1;
        if free_first.is_none() {
            gpu.trim_memory().unwrap();
            free_first = Some(gpu.mem_info().unwrap().0);
        }
    }
    gpu.trim_memory().unwrap();
    let (free_end, _) = gpu.mem_info().unwrap();
    eprintln!("soak: {ran} specs run, {refused} draws refused by the validator or the resource check, {secs} s; free memory {free_first:?} -> {free_end}");
    assert!(ran >= 10, "only {ran} specs in {secs} s");
    let first = free_first.unwrap_or(free_end);
    assert!(free_end + (256 << 20) >= first, "free memory {first} -> {free_end} over {ran} specs: a leak");
}

/// The soak's draws are mostly specs the validator takes (no GPU needed),
/// so its minutes run transforms rather than refusals.
#[test]
fn the_soak_draws_mostly_valid_specs() {
    let mut d = Draw(0x9E37_79B9_7F4A_7C15);
    let texts: Vec<String> = (0..300).map(|_| soak_spec(&mut d)).collect();
    let valid: Vec<_> = texts.iter().filter_map(|t| soak_plan(t)).map(|p| p.spec).collect();
    assert!(valid.len() * 2 >= texts.len(), "{} of {} draws valid", valid.len(), texts.len());
    let words: std::collections::HashSet<_> = valid.iter().map(|s| (s.word, s.transform, s.twiddles)).collect();
    assert!(words.len() >= 12, "only {} (word, transform, twiddles) kinds among the valid draws", words.len());
}

/// A stream is never destroyed while it records: `Stream::capture` borrows
/// it (dropping or moving the stream inside its own capture does not
/// compile: the doc test on `Stream::capture`), and a clone dropped on
/// another thread meanwhile drops a handle only, as the driver's stream
/// lives while any handle does. The capture ends, records what was queued,
/// the graph replays it, and the stream keeps working after.
#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn a_stream_whose_clones_are_dropped_during_a_capture_keeps_recording() {
    let gpu = gpu();
    let src = "extern \"C\" __global__ void add7(unsigned long long* x) { x[blockIdx.x * blockDim.x + threadIdx.x] += 7; }";
    let (_, module) = gpu.compile_and_load(runtime::KernelCache::global(), src, "faults-capture", &Default::default()).unwrap();
    let kernel = module.kernel("add7").unwrap();
    let stream = gpu.new_stream().unwrap();
    let buf = stream.alloc_zeros::<u64>(4096).unwrap();
    let addr = buf.device_address();
    let clones: Vec<runtime::Stream> = (0..4).map(|_| stream.clone()).collect();
    let graph = stream
        .capture(|s| {
            // Every other handle gone, on another thread, mid-capture.
            std::thread::spawn(move || drop(clones)).join().unwrap();
            unsafe { s.launch(&kernel, LaunchDims::new([4, 1, 1], [1024, 1, 1], 0), std::iter::once(runtime::KernelArg::U64(addr))) }
        })
        .unwrap();
    assert!(stream.download(&buf).unwrap().iter().all(|&v| v == 0), "recorded, not run");
    graph.launch().unwrap();
    graph.launch().unwrap();
    assert!(stream.download(&buf).unwrap().iter().all(|&v| v == 14), "two replays, 7 each");
    // The stream after the capture, with a plain launch.
    unsafe { stream.launch(&kernel, LaunchDims::new([4, 1, 1], [1024, 1, 1], 0), std::iter::once(runtime::KernelArg::U64(addr))) }.unwrap();
    assert!(stream.download(&buf).unwrap().iter().all(|&v| v == 21));
}

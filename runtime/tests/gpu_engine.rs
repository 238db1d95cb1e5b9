//! The device-resident engine on a GPU: device buffers on a caller stream,
//! tower ranges, graph replay, the multi-GPU engine (GPU 0 split in two).
//!
//! Marked ignored (they need an NVIDIA GPU); on the GPU machine run this
//! binary with `--ignored`, where a missing GPU fails the test.

mod common;

use common::{gpu, input, SPIN};
use codegen::executor::{CpuExecutor, Executor};
use codegen::spec;
use runtime::Transforms;
use runtime::engines::multi::{gather, Shard};
use runtime::{kernel_args, CompileOptions, KernelCache, LaunchDims, MultiEngine, Stream, TypedEngine};

const SPEC: &str = "transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"shoup\"\nradix = 4\nstage_split = [5, 5]\n[moduli]\nbits = 50\ncount = 3\n";


#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn forward_on_a_tower_range_matches_the_interpreter() {
    let gpu = gpu();
    let s = spec::from_str(SPEC).unwrap();
    let e = TypedEngine::<u64>::new(gpu.clone(), &s).unwrap();
    let plan = e.plan().clone();
    let (per, batch) = (plan.words_per_poly, 2);
    let x = input(&plan.spec.primes, per, batch, 1);
    let mut want = x.clone();
    CpuExecutor::new(plan.clone()).unwrap().forward(&mut want, batch).unwrap();
    let stream = gpu.new_stream().unwrap();
    for towers in [0..3, 1..3, 2..3, 0..2] {
        let sh = Shard { engine: 0, polys: 0..batch, towers: towers.clone() };
        let mut d = stream.upload(&gather(&x, &sh, 3, per)).unwrap();
        e.forward_on(&stream, &mut d, towers.clone(), batch).unwrap();
        assert_eq!(stream.download(&d).unwrap(), gather(&want, &sh, 3, per), "towers {towers:?}");
        // A buffer of the wrong length is refused before any launch.
        let mut short = stream.alloc_zeros::<u64>(d.len() - 1).unwrap();
        assert!(e.forward_on(&stream, &mut short, towers, batch).unwrap_err().to_string().contains("words"));
    }
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn graph_replay_matches_plain_launches() {
    let gpu = gpu();
    let e = TypedEngine::<u64>::new(gpu.clone(), &spec::from_str(SPEC).unwrap()).unwrap();
    let plan = e.plan().clone();
    let x = input(&plan.spec.primes, plan.words_per_poly, 1, 2);
    let mut want = x.clone();
    e.forward(&mut want, 1).unwrap();
    let stream = gpu.new_stream().unwrap();
    let mut g = e.capture(&stream, "forward", e.all_towers(), 1).unwrap();
    stream.copy_to_device(&x, g.operand_mut(0).unwrap()).unwrap();
    g.launch().unwrap();
    assert_eq!(stream.download(g.operand(0).unwrap()).unwrap(), want);
    // Replayed again on fresh input: the graph reads its operand, not a copy.
    stream.copy_to_device(&x, g.operand_mut(0).unwrap()).unwrap();
    g.launch().unwrap();
    assert_eq!(stream.download(g.operand(0).unwrap()).unwrap(), want);
    assert!(e.capture(gpu.stream(), "forward", e.all_towers(), 1).is_err(), "the legacy default stream cannot be captured");
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn split_engine_shards_match_one_engine() {
    let s = spec::from_str(SPEC).unwrap();
    let multi = MultiEngine::<u64>::split(0, 2, &s).unwrap();
    let one = TypedEngine::<u64>::new(gpu(), &s).unwrap();
    let per = one.plan().words_per_poly;
    for batch in [1, 2, 5] {
        let (a, b) = (input(&s.primes, per, batch, 3), input(&s.primes, per, batch, 4));
        assert_eq!(multi.polymul(&a, &b, batch).unwrap(), one.polymul(&a, &b, batch).unwrap(), "batch {batch}");
    }
}

/// Cluster launches are checked against the device: a grid that is not a
/// whole number of clusters is refused before the driver sees it, and the
/// engine reports how many clusters of a cluster spec are resident at once.
#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn cluster_launches_are_checked_against_the_device() {
    let gpu = gpu();
    let src = "extern \"C\" __global__ void __cluster_dims__(2, 1, 1) touch(unsigned* out) { out[blockIdx.x] = blockIdx.x; }";
    let (_, module) = gpu.compile_and_load(&runtime::KernelCache::in_memory(), src, "cluster_probe", &runtime::CompileOptions::default()).unwrap();
    let k = module.kernel("touch").unwrap();
    let stream = gpu.new_stream().unwrap();
    let mut out = stream.alloc_zeros::<u32>(4).unwrap();
    let dims = |x| runtime::LaunchDims::new([x, 1, 1], [32, 1, 1], 0).with_cluster(2);
    assert!(k.max_active_clusters(&dims(4), &stream).unwrap() > 0);
    let e = unsafe { stream.launch(&k, dims(3), [runtime::KernelArg::OutU32(&mut out)]) }.unwrap_err().to_string();
    assert!(e.contains("whole number of clusters"), "{e}");
    unsafe { stream.launch(&k, dims(4), [runtime::KernelArg::OutU32(&mut out)]) }.unwrap();
    assert_eq!(stream.download(&out).unwrap(), [0, 1, 2, 3]);
    let s = spec::from_str("transform = \"ntt-negacyclic\"\nlog_n = 14\nword = \"u64\"\ncluster_blocks = 2\n[moduli]\nbits = 60\ncount = 1\n").unwrap();
    let occ = TypedEngine::<u64>::new(gpu, &s).unwrap().cluster_occupancy().unwrap();
    assert!(!occ.is_empty() && occ.iter().all(|(_, c, resident)| *c == 2 && *resident > 0), "{occ:?}");
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn small_calls_run_on_the_latency_plan_with_the_same_results() {
    let gpu = gpu();
    let Some(class) = gpu.tuned_class() else { panic!("this test needs a GPU with a tuned class (H100 or H200)") };
    let table = spec::tuned::table().unwrap();
    let Some(entry) = table.entry.iter().find(|e| e.gpu == class && e.max_polys == Some(1)) else {
        // No latency entry for this class: every call runs the spec's plan.
        let s = spec::from_str(&format!("transform = \"ntt-negacyclic\"\nlog_n = 14\nword = \"u64\"\ngpu = \"{class}\"\n[moduli]\nbits = 60\ncount = 1\n")).unwrap();
        let e = TypedEngine::<u64>::new(gpu.clone(), &s).unwrap();
        assert!(e.latency_spec().is_none() && !e.program_for("forward", 1, 1).unwrap().starts_with("latency/"));
        return;
    };
    let text = format!("transform = \"{}\"\nlog_n = {}\nword = \"u64\"\ngpu = \"{class}\"\n[moduli]\nbits = 60\ncount = 1\n", entry.transform, entry.log_n);
    let s = spec::from_str(&text).unwrap();
    let e = TypedEngine::<u64>::new(gpu.clone(), &s).unwrap();
    let (variant, max) = e.latency_spec().map(|(v, m)| (v.name.clone(), m)).unwrap();
    assert_eq!(max, 1);
    let one = e.program_for("forward", 1, 1).unwrap();
    assert!(one.starts_with("latency/"), "{one}");
    assert!(!e.program_for("forward", 1, 2).unwrap().starts_with("latency/"), "two polynomials: the spec's plan");
    let plan = e.plan().clone();
    let x = input(&plan.spec.primes, plan.words_per_poly, 1, 3);
    let mut want = x.clone();
    CpuExecutor::new(plan.clone()).unwrap().forward(&mut want, 1).unwrap();
    // The device entry point (latency plan), the spec's own program by name, and the host path agree.
    let stream = gpu.new_stream().unwrap();
    let mut d = stream.upload(&x).unwrap();
    e.forward_on(&stream, &mut d, e.all_towers(), 1).unwrap();
    assert_eq!(stream.download(&d).unwrap(), want, "forward on {variant}");
    let mut d = stream.upload(&x).unwrap();
    e.run_on(&stream, "forward", &mut [&mut d], e.all_towers(), 1).unwrap();
    assert_eq!(stream.download(&d).unwrap(), want, "the plan's own forward");
    let mut h = x.clone();
    e.forward(&mut h, 1).unwrap();
    assert_eq!(h, want, "host forward");
    e.inverse(&mut h, 1).unwrap();
    assert_eq!(h, x, "inverse(forward(x)) on the latency plan");
    // A product of one polynomial pair against the interpreter's.
    let y = input(&plan.spec.primes, plan.words_per_poly, 1, 4);
    let want_p = CpuExecutor::new(plan.clone()).unwrap().polymul(&x, &y, 1).unwrap();
    assert_eq!(e.polymul(&x, &y, 1).unwrap(), want_p, "polymul");
    // Without its latency plan the engine refuses a latency program, saying what to run.
    let plain = TypedEngine::<u64>::new(gpu.clone(), &s).unwrap().without_latency();
    let mut d = stream.upload(&x).unwrap();
    let err = plain.run_on(&stream, &one, &mut [&mut d], plain.all_towers(), 1).unwrap_err().to_string();
    assert!(err.contains("no latency plan") && err.contains("program_for"), "{err}");
    assert!(!plain.program_for("forward", 1, 1).unwrap().starts_with("latency/"));
    // A graph of the latency program replays it.
    let mut g = e.capture(&stream, &one, e.all_towers(), 1).unwrap();
    stream.copy_to_device(&x, g.operand_mut(0).unwrap()).unwrap();
    g.launch().unwrap();
    assert_eq!(stream.download(g.operand(0).unwrap()).unwrap(), want, "graph of {one}");
}

/// A streamed forward (`stream_lag`: persistent blocks, tickets and
/// per-polynomial counters in a scratch buffer the engine keeps per
/// stream): bit for bit the interpreter's over batches that grow and
/// shrink (the counters grown, then reused; each launch must leave them
/// zeroed, or the next one would read before the writes), tower ranges,
/// and replayed as a graph.
#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn a_streamed_forward_matches_the_interpreter_at_every_batch_and_in_a_graph() {
    let gpu = gpu();
    let s = spec::from_str(&SPEC.replacen("[moduli]", "stream_lag = 3\n[moduli]", 1)).unwrap();
    let e = TypedEngine::<u64>::new(gpu.clone(), &s).unwrap();
    let plan = e.plan().clone();
    let k = &plan.kernels[plan.program("forward").unwrap().steps[0].kernel];
    assert!(k.stream.is_some(), "the forward is one streamed launch");
    let per = plan.words_per_poly;
    let mut cpu = CpuExecutor::new(plan.clone()).unwrap();
    for (batch, towers) in [(1, 0..3), (5, 0..3), (2, 1..3), (9, 0..3), (3, 2..3)] {
        let all = input(&plan.spec.primes, per, batch, 7 + batch as u64);
        let mut want = all.clone();
        cpu.forward(&mut want, batch).unwrap();
        let sh = Shard { engine: 0, polys: 0..batch, towers: towers.clone() };
        let mut x = gather(&all, &sh, 3, per);
        e.run_host("forward", &mut [&mut x], towers.clone(), batch).unwrap();
        assert_eq!(x, gather(&want, &sh, 3, per), "batch {batch}, towers {towers:?}");
    }
    let batch = 4;
    let x = input(&plan.spec.primes, per, batch, 3);
    let mut want = x.clone();
    cpu.forward(&mut want, batch).unwrap();
    let stream = gpu.new_stream().unwrap();
    let mut g = e.capture(&stream, "forward", e.all_towers(), batch).unwrap();
    for _ in 0..3 {
        stream.copy_to_device(&x, g.operand_mut(0).unwrap()).unwrap();
        g.launch().unwrap();
        assert_eq!(stream.download(g.operand(0).unwrap()).unwrap(), want);
    }
}

/// The one-launch programs (grid barriers) launched plainly with a grid
/// counter of their stream's, overlapping the launch before them (the
/// default where the device can), and cooperatively: the same words as the
/// several-launch programs; and forty overlapped calls back to back on one
/// stream, forward then inverse, give the input back (the counter, shared
/// by every launch on the stream, needs no reset).
#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn grid_barriers_hold_with_and_without_the_cooperative_attribute() {
    let gpu = gpu();
    let s = spec::from_str(SPEC).unwrap();
    let soft = TypedEngine::<u64>::new(gpu.clone(), &s).unwrap().without_latency();
    let coop = TypedEngine::<u64>::new(gpu.clone(), &s).unwrap().without_latency().with_cooperative_grids();
    let plan = soft.plan().clone();
    let batch = 2;
    let x = input(&plan.spec.primes, plan.words_per_poly, batch, 7);
    let y = input(&plan.spec.primes, plan.words_per_poly, batch, 8);
    for name in ["forward", "inverse", "polymul"] {
        let two = plan.program(name).unwrap().operands.len() == 2;
        let run = |e: &TypedEngine<u64>, program: &str| {
            let (mut a, mut b) = (x.clone(), y.clone());
            let mut ops: Vec<&mut [u64]> = if two { vec![&mut a, &mut b] } else { vec![&mut a] };
            e.run_host(program, &mut ops, e.all_towers(), batch).unwrap();
            a
        };
        let want = run(&soft, name);
        let one = format!("{name}_coop");
        assert!(plan.program(&one).is_some(), "{one}");
        assert_eq!(run(&soft, &one), want, "{one}, plain launch with a grid counter");
        assert_eq!(run(&coop, &one), want, "{one}, cooperative launch");
    }
    let stream = gpu.new_stream().unwrap();
    let mut d = stream.upload(&x).unwrap();
    for _ in 0..20 {
        soft.run_on(&stream, "forward_coop", &mut [&mut d], soft.all_towers(), batch).unwrap();
        soft.run_on(&stream, "inverse_coop", &mut [&mut d], soft.all_towers(), batch).unwrap();
    }
    assert_eq!(stream.download(&d).unwrap(), x);
    // In a graph too (its launch keeps the overlap attribute and the
    // stream's counter), replayed twice on fresh input.
    let mut want = x.clone();
    soft.run_host("forward", &mut [&mut want], soft.all_towers(), batch).unwrap();
    let g_stream = gpu.new_stream().unwrap();
    let mut g = soft.capture(&g_stream, "forward_coop", soft.all_towers(), batch).unwrap();
    for _ in 0..2 {
        g_stream.copy_to_device(&x, g.operand_mut(0).unwrap()).unwrap();
        g.launch().unwrap();
        assert_eq!(g_stream.download(g.operand(0).unwrap()).unwrap(), want, "forward_coop replayed as a graph");
    }
}

/// One buffer on two streams, the caller ordering nothing: a write on A
/// queued behind 5 ms of spinning, then a read and write on B, must see A's
/// write (the runtime makes B wait for A where the buffer crosses); a
/// buffer B used last is freed on A only after B's use, though A at once
/// allocates and overwrites a buffer of its size (the pool hands A the
/// freed memory first).
#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn a_buffer_crossing_streams_stays_ordered() {
    let gpu = gpu();
    let e = TypedEngine::<u64>::new(gpu.clone(), &spec::from_str(SPEC).unwrap()).unwrap();
    let plan = e.plan().clone();
    let x = input(&plan.spec.primes, plan.words_per_poly, 2, 3);
    let mut fwd = x.clone();
    CpuExecutor::new(plan.clone()).unwrap().forward(&mut fwd, 2).unwrap();
    let (_, m) = gpu.compile_and_load(&KernelCache::in_memory(), SPIN, "spin", &CompileOptions::default()).unwrap();
    let spin = m.kernel("spin_ns").unwrap();
    let late = |s: &Stream| unsafe { s.launch(&spin, LaunchDims::new([1, 1, 1], [1, 1, 1], 0), kernel_args![5_000_000u64]) }.unwrap();
    let (a, b) = (gpu.new_stream().unwrap(), gpu.new_stream().unwrap());
    // Written on A, read (a copy) on B.
    let mut d = a.upload(&x).unwrap();
    late(&a);
    e.forward_on(&a, &mut d, e.all_towers(), 2).unwrap();
    assert_eq!(b.download(&d).unwrap(), fwd, "B read the buffer before A's forward wrote it");
    // Written on A, then transformed on B (a launch): inverse(forward(x)).
    late(&a);
    e.inverse_on(&a, &mut d, e.all_towers(), 2).unwrap();
    e.forward_on(&b, &mut d, e.all_towers(), 2).unwrap();
    e.inverse_on(&b, &mut d, e.all_towers(), 2).unwrap();
    assert_eq!(b.download(&d).unwrap(), x, "B's launches ran before A's");
    // Used last on B, freed on A.
    let src = a.upload(&x).unwrap();
    let mut out = b.alloc_zeros::<u64>(x.len()).unwrap();
    late(&b);
    b.copy_device(&src, &mut out).unwrap();
    drop(src);
    let mut reuse = a.alloc_zeros::<u64>(x.len()).unwrap();
    a.fill_bytes(&mut reuse, 0xff).unwrap();
    assert_eq!(b.download(&out).unwrap(), x, "A reused the buffer before B's copy read it");
    gpu.synchronize().unwrap();
}

/// Fused forms through the JIT: every form of a spec (a product by a
/// constant, y read by the epilogue, out of place, towers skipped, a Shoup
/// pair) on the GPU against the interpreter, on host words
/// (`Engine::run_fused`) and on a tower range of device buffers
/// (`TypedEngine::run_fused_on`).
/// `from-y-row` on the GPU as on the interpreter: rows (a batch item each,
/// words below the largest prime) broadcast into every tower and
/// transformed, on host words and through `run_fused_from_on` on device
/// buffers; over primes close enough that the rows go into the butterflies
/// as loaded, and over primes 2^10 apart, where one product a word
/// reduces them (`Op::WordMulTw`).
#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn a_row_form_on_the_gpu_matches_the_interpreter() {
    use codegen::arith::primes::ntt_primes;
    use codegen::executor::TowerArgs;
    let gpu = gpu();
    let apart: Vec<String> = ntt_primes(48, 1, 2048).into_iter().chain(ntt_primes(58, 2, 2048)).map(|q| q.to_string()).collect();
    let form = "[[fused]]\nname = \"digits\"\ntransform = \"forward\"\nprologue = [{ op = \"from-y-row\" }]\n";
    for moduli in ["bits = 50\ncount = 3".to_string(), format!("primes = [{}]", apart.join(", "))] {
        let head = SPEC.split("[moduli]").next().unwrap();
        let s = spec::from_str(&format!("{head}[moduli]\n{moduli}\n{form}")).unwrap();
        let engine = runtime::Engine::new(gpu.clone(), &s).unwrap();
        let plan = engine.plan().clone();
        let (per, batch) = (plan.words_per_poly, 3);
        let max = *plan.spec.primes.iter().max().unwrap();
        let rows: Vec<u64> = (0..batch * per).map(|i| (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) % max).chain([max - 1]).skip(1).collect();
        let mut want = vec![0u64; batch * 3 * per];
        CpuExecutor::new(plan.clone()).unwrap().run_fused("digits", &mut [&mut want, &mut rows.clone()], &TowerArgs::default(), batch).unwrap();
        let mut got = vec![0u64; batch * 3 * per];
        engine.run_fused("digits", &mut [&mut got, &mut rows.clone()], &TowerArgs::default(), batch).unwrap();
        assert_eq!(got, want, "{}: on host words", s.name);
        let (t, stream) = (engine.u64().unwrap(), gpu.new_stream().unwrap());
        let (mut dx, dy) = (stream.alloc_zeros::<u64>(batch * 3 * per).unwrap(), stream.upload(&rows).unwrap());
        let none = runtime::DeviceTowerArgs { arrays: vec![], skip: (0, 0) };
        t.run_fused_from_on(&stream, "digits", &mut dx, &dy, &none, t.all_towers(), batch).unwrap();
        assert_eq!(stream.download(&dx).unwrap(), want, "{}: on device buffers", s.name);
        // A polynomial of every tower is not rows: refused before any launch.
        let long = stream.upload(&vec![0u64; batch * 3 * per]).unwrap();
        assert!(t.run_fused_from_on(&stream, "digits", &mut dx, &long, &none, t.all_towers(), batch).unwrap_err().to_string().contains("one row"));
    }
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn fused_forms_through_the_engine_match_the_interpreter() {
    use codegen::executor::TowerArgs;
    let gpu = gpu();
    let forms = "[[fused]]\nname = \"mod_down\"\ntransform = \"forward\"\nepilogue = [{ op = \"sub-from-y\" }, { op = \"mul\", constant = \"c\" }]\n\
                 [[fused]]\nname = \"intt_oop\"\ntransform = \"inverse\"\nprologue = [{ op = \"from-y\" }]\nepilogue = [{ op = \"mul\", constant = \"s\", form = \"shoup\" }, { op = \"centre\" }]\n\
                 [[fused]]\nname = \"up\"\ntransform = \"forward\"\nprologue = [{ op = \"to-montgomery\" }]\nskip_towers = true\n";
    let s = spec::from_str(&format!("{SPEC}{forms}")).unwrap();
    let engine = runtime::Engine::new(gpu.clone(), &s).unwrap();
    let plan = engine.plan().clone();
    let (per, batch, q) = (plan.words_per_poly, 2, plan.spec.primes.clone());
    let companion = |c: u64, q: u64| (((c as u128) << 64) / q as u128) as u64;
    let calls = [
        ("mod_down", TowerArgs { arrays: vec![q.iter().map(|&p| p - 3).collect()], skip: (0, 0) }),
        ("intt_oop", TowerArgs { arrays: vec![q.iter().map(|&p| p / 3).collect(), q.iter().map(|&p| companion(p / 3, p)).collect()], skip: (0, 0) }),
        ("up", TowerArgs { arrays: vec![], skip: (1, 1) }),
    ];
    for (name, args) in calls {
        let (x, y) = (input(&q, per, batch, 3), input(&q, per, batch, 4));
        // A form that reads y takes it as its second operand; `up` takes x alone.
        let takes_y = plan.program(name).unwrap().operands.len() == 2;
        let (mut want, mut wy) = (x.clone(), y.clone());
        let (mut got, mut gy) = (x.clone(), y.clone());
        let mut cpu = CpuExecutor::new(plan.clone()).unwrap();
        if takes_y {
            cpu.run_fused(name, &mut [&mut want, &mut wy], &args, batch).unwrap();
            engine.run_fused(name, &mut [&mut got, &mut gy], &args, batch).unwrap();
        } else {
            cpu.run_fused(name, &mut [&mut want], &args, batch).unwrap();
            engine.run_fused(name, &mut [&mut got], &args, batch).unwrap();
        }
        assert_eq!(got, want, "{name} on host words");
        // The last two towers on device buffers: arrays and skip relative to the range.
        if args.skip == (0, 0) {
            let t = engine.u64().unwrap();
            let stream = gpu.new_stream().unwrap();
            let sh = Shard { engine: 0, polys: 0..batch, towers: 1..3 };
            let (mut dx, mut dy) = (stream.upload(&gather(&x, &sh, 3, per)).unwrap(), stream.upload(&gather(&y, &sh, 3, per)).unwrap());
            let arrays: Vec<_> = args.arrays.iter().map(|a| stream.upload(&a[1..]).unwrap()).collect();
            let on_device = runtime::DeviceTowerArgs { arrays: arrays.iter().collect(), skip: (0, 0) };
            t.run_fused_on(&stream, name, &mut [&mut dx, &mut dy], &on_device, 1..3, batch).unwrap();
            assert_eq!(stream.download(&dx).unwrap(), gather(&want, &sh, 3, per), "{name} on towers 1..3");
        }
    }
}

//! The runtime's host path without a GPU: the engine runs on a stand-in
//! libcuda (tests/fake-driver/fake_cuda.c, built here with `cc`) that
//! describes an H100, runs no kernel and logs every launch. Each call must
//! launch exactly the kernels of the program the engine chose for it, in
//! order, in the grid, block and dynamic shared memory the emitter's `Info`
//! gives (the plan's shapes, consumed as derived), by the launch its kernel
//! asks for: small calls on the class's latency plan, larger batches on
//! the spec's own; bad calls (a short buffer, towers past the plan's, a
//! word not below its prime) are refused, naming what is wrong, before
//! anything is launched. A spec that names no `gpu` runs the plan of the
//! stand-in's class (h100) as if it named it; with `gpu = "none"`, the
//! built-in one. Launches on one stream record no event (the stand-in logs
//! every event record and wait, and the log must hold the launches alone):
//! the host entry points' split of a batch over the engine's streams and
//! the multi-GPU engine's shards included; fused forms run through the JIT
//! (their arrays bound, skipped towers left out of the grid); a buffer that crosses streams
//! costs one event where it does, and one where it is freed after another
//! stream used it last. The GPU suites check the results; this checks the
//! launches on every CI run.
//!
//! cudarc finds libcuda when the process starts (LD_LIBRARY_PATH), so the
//! test runs itself again as a child with the stand-in first on the path.
//! Each call is a forward, an inverse and a product.

use codegen::emit::KernelInfo;
use codegen::spec;
use codegen::executor::TowerArgs;
use runtime::{DeviceTowerArgs, Engine, Gpu, MultiEngine, Transforms};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

/// Set in the child: the file it writes the expected launches to.
const CHILD: &str = "NTTGEN_HOST_PATH_EXPECTED";
const TEST: &str = "launches_follow_the_plan_on_a_stand_in_driver";

/// Specs (spec lines; `gpu = "h100"` leaves the knobs to the class's tuned
/// entries, the latency plan among them) and the batches each is called on.
const CALLS: &[(&str, &[usize])] = &[
    ("log_n = 14\ngpu = \"h100\"\n[moduli]\nbits = 60\ncount = 1", &[1, 256]),
    ("log_n = 16\ngpu = \"h100\"\n[moduli]\nbits = 60\ncount = 1", &[1, 64]),
    ("log_n = 12\n[moduli]\nbits = 50\ncount = 2", &[1, 3]),
    ("log_n = 13\ncluster_blocks = 8\nradix = 4\n[moduli]\nbits = 60\ncount = 1", &[2]),
];

#[test]
fn launches_follow_the_plan_on_a_stand_in_driver() {
    if let Ok(expected) = std::env::var(CHILD) {
        return child(Path::new(&expected));
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("host-path");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder under the target's tmp");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("fake-driver/fake_cuda.c");
    let built = Command::new("cc").args(["-O2", "-shared", "-fPIC", "-o"]).arg(dir.join("libcuda.so")).arg(&src).status();
    assert!(built.is_ok_and(|s| s.success()), "building the stand-in driver needs a C compiler (`cc`) on PATH: {}", src.display());
    let (log, expected) = (dir.join("launches.log"), dir.join("expected.log"));
    let path = format!("{}:{}", dir.display(), std::env::var("LD_LIBRARY_PATH").unwrap_or_default());
    let out = Command::new(std::env::current_exe().expect("this test's executable"))
        .args([TEST, "--exact", "--nocapture", "--test-threads", "1"])
        .env(CHILD, &expected)
        .env("NTTGEN_FAKE_CUDA_LOG", &log)
        .env("NTTGEN_CACHE_DIR", dir.join("cache"))
        .env("LD_LIBRARY_PATH", path)
        .output()
        .expect("running this test again as the child");
    let said = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success() && said.contains("1 passed"), "the child failed:\n{said}");
    let read = |p: &Path| std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let (got, want) = (read(&log), read(&expected));
    // The calls cover one-launch programs with a grid barrier (launched
    // with the stream's counter), a cluster kernel, a streamed (persistent)
    // kernel and programs of several launches.
    for (what, part) in [("one-launch program", "_coop "), ("cluster kernel", "_cb8_"), ("streamed kernel", "_stream "), ("second kernel", "_fwd1 ")] {
        assert!(want.contains(part), "no {what} among the calls:\n{want}");
    }
    assert_eq!(got, want, "the launches (left) differ from the programs' launches (right)");
}

/// In the child: every call of CALLS on the stand-in, the launches each
/// should make written to `expected`.
fn child(expected: &Path) {
    let gpu = Arc::new(Gpu::open(0).expect("the stand-in driver's GPU"));
    assert_eq!(gpu.tuned_class(), Some("h100"), "the stand-in describes an H100");
    let mut want = String::new();
    for (lines, batches) in CALLS {
        let s = spec::from_str(&format!("transform = \"ntt-negacyclic\"\nword = \"u64\"\n{lines}\n")).expect("a valid spec");
        let engine = Engine::new(gpu.clone(), &s).expect("an engine on the stand-in");
        let t = engine.u64().expect("a u64 engine");
        let towers = s.primes.len();
        for &batch in *batches {
            let stream = gpu.new_stream().expect("a stream");
            let words = t.operand_words(t.all_towers(), batch).expect("operand words");
            let mut x = stream.alloc_zeros::<u64>(words).expect("an operand");
            let mut y = stream.alloc_zeros::<u64>(words).expect("an operand");
            t.forward_on(&stream, &mut x, t.all_towers(), batch).expect("forward");
            want += &launches(&gpu, &engine, "forward", towers, batch);
            t.inverse_on(&stream, &mut x, t.all_towers(), batch).expect("inverse");
            want += &launches(&gpu, &engine, "inverse", towers, batch);
            t.polymul_on(&stream, &mut x, &mut y, t.all_towers(), batch).expect("polymul");
            want += &launches(&gpu, &engine, "polymul", towers, batch);
            stream.synchronize().expect("synchronize");
        }
    }
    want += &class_defaults(&gpu);
    want += &host_splits(&gpu);
    want += &crossing(&gpu);
    want += &fused_forms(&gpu);
    refusals(&gpu);
    std::fs::write(expected, want).expect("writing the expected launches");
}

/// Specs and the lines of the spec each must run as: on the stand-in H100,
/// the plain spec as the spec naming `gpu = "h100"` (its tuned entry's
/// kernels; at one polynomial its latency plan's), and with `gpu = "none"`
/// as written (the built-in defaults, no latency plan).
const PLAIN: &[(&str, &str)] = &[("", "gpu = \"h100\"\n"), ("gpu = \"none\"\n", "gpu = \"none\"\n")];

/// The launches of [`PLAIN`]'s calls, each expected from an engine built
/// from exactly the plan it must run (`Engine::from_plan`), apart from the
/// engine under test's own choice; the two plans differ.
fn class_defaults(gpu: &Arc<Gpu>) -> String {
    let body = "transform = \"ntt-negacyclic\"\nword = \"u64\"\nlog_n = 16\n";
    let moduli = "[moduli]\nbits = 60\ncount = 1\n";
    let mut want = String::new();
    let mut kernels = vec![];
    for (lines, as_if) in PLAIN {
        let s = spec::from_str(&format!("{body}{lines}{moduli}")).expect("a valid spec");
        let engine = Engine::new(gpu.clone(), &s).expect("an engine on the stand-in");
        let like = spec::from_str(&format!("{body}{as_if}{moduli}")).expect("a valid spec");
        let exact = Engine::from_plan(gpu.clone(), codegen::plan::lower(&like).expect("a plan")).expect("an engine on the stand-in");
        assert_eq!(engine.plan().spec, like, "{lines:?} runs as {as_if:?}");
        assert_eq!(engine.tuned_entry().is_some(), as_if.contains("h100"), "{lines:?}: the entry taken");
        let t = engine.u64().expect("a u64 engine");
        for batch in [1, 64] {
            let stream = gpu.new_stream().expect("a stream");
            let mut x = stream.alloc_zeros::<u64>(t.operand_words(t.all_towers(), batch).expect("operand words")).expect("an operand");
            t.forward_on(&stream, &mut x, t.all_towers(), batch).expect("forward");
            want += &launches(gpu, &exact, "forward", 1, batch);
            stream.synchronize().expect("synchronize");
        }
        kernels.push(exact.info().kernels.iter().map(|k| k.name.clone()).collect::<Vec<_>>());
    }
    assert_ne!(kernels[0], kernels[1], "the class's plan and the built-in one are other kernels");
    want
}

/// The host entry points over several streams (a spec's `streams`) and the
/// multi-GPU engine (the stand-in's GPU opened twice): each chunk or shard
/// uploaded, run and downloaded on one stream, so no event.
fn host_splits(gpu: &Arc<Gpu>) -> String {
    let s = spec::from_str("transform = \"ntt-negacyclic\"\nword = \"u64\"\nlog_n = 12\nstreams = 2\n[moduli]\nbits = 50\ncount = 2\n").expect("a valid spec");
    let engine = Engine::new(gpu.clone(), &s).expect("an engine on the stand-in");
    let mut host = vec![0u64; 4 * 2 * 4096];
    engine.forward(&mut host, 4).expect("forward over two streams");
    // The program chosen for the whole batch, run on each stream's half.
    let program = engine.program_for("forward", 4).expect("the program");
    let mut want = launch_lines(&engine, &program, 2, 2).repeat(2);
    let multi = MultiEngine::<u64>::split(0, 2, &s).expect("two engines on the stand-in");
    let mut host = vec![0u64; 2 * 2 * 4096];
    multi.forward(&mut host, 2).expect("forward over two engines");
    for e in multi.engines() {
        let one = Engine::from_plan(gpu.clone(), e.plan().clone()).expect("an engine on the stand-in");
        want += &launch_lines(&one, "forward", 2, 1);
    }
    want
}

/// A buffer allocated on one stream and run on another: one event recorded
/// there and waited for here where it crosses, none for the next call on
/// the same stream, and one pair where it is freed (after the stream that
/// used it last).
fn crossing(gpu: &Arc<Gpu>) -> String {
    let s = spec::from_str("transform = \"ntt-negacyclic\"\nword = \"u64\"\nlog_n = 12\n[moduli]\nbits = 50\ncount = 2\n").expect("a valid spec");
    let engine = Engine::new(gpu.clone(), &s).expect("an engine on the stand-in");
    let t = engine.u64().expect("a u64 engine");
    let (a, b) = (gpu.new_stream().expect("a stream"), gpu.new_stream().expect("a stream"));
    let mut x = a.alloc_zeros::<u64>(t.operand_words(t.all_towers(), 1).expect("operand words")).expect("an operand");
    let event = "event-record\nstream-wait-event\n";
    t.forward_on(&b, &mut x, t.all_towers(), 1).expect("forward");
    let mut want = event.to_string() + &launches(gpu, &engine, "forward", 2, 1);
    t.inverse_on(&b, &mut x, t.all_towers(), 1).expect("inverse");
    want += &launches(gpu, &engine, "inverse", 2, 1);
    drop(x);
    want += event;
    b.synchronize().expect("synchronize");
    want
}

/// Fused forms through the JIT (`Engine::run_fused`, host words): each
/// form's program, its kernels over every tower but the skipped ones where
/// it skips towers; bad arguments refused before any launch, each naming
/// what is wrong.
fn fused_forms(gpu: &Arc<Gpu>) -> String {
    let forms = "[[fused]]\nname = \"mod_down\"\ntransform = \"forward\"\nepilogue = [{ op = \"sub-from-y\" }, { op = \"mul\", constant = \"c\" }]\n\
                 [[fused]]\nname = \"up_oop\"\ntransform = \"forward\"\nprologue = [{ op = \"from-y\" }]\nskip_towers = true\n";
    let s = spec::from_str(&format!("transform = \"ntt-negacyclic\"\nword = \"u64\"\nlog_n = 12\n[moduli]\nbits = 50\ncount = 3\n{forms}")).expect("a valid spec");
    let engine = Engine::new(gpu.clone(), &s).expect("an engine on the stand-in");
    let (words, batch) = (3 * 4096 * 2, 2);
    let (mut x, mut y) = (vec![1u64; words], vec![2u64; words]);
    let run = |name: &str, arrays: Vec<Vec<u64>>, skip, x: &mut Vec<u64>, y: &mut Vec<u64>| engine.run_fused(name, &mut [x.as_mut_slice(), y.as_mut_slice()], &TowerArgs { arrays, skip }, batch);
    run("mod_down", vec![vec![5; 3]], (0, 0), &mut x, &mut y).expect("mod_down");
    let mut want = launch_lines(&engine, "mod_down", 3, batch);
    run("up_oop", vec![], (1, 1), &mut x, &mut y).expect("up_oop skipping tower 1");
    want += &launch_lines(&engine, "up_oop", 2, batch);
    for (name, arrays, skip, says) in [
        ("mod_down", vec![], (0, 0), "1 per-tower array"),
        ("mod_down", vec![vec![5; 2]], (0, 0), "one per tower"),
        ("mod_down", vec![vec![5, s.primes[1], 5]], (0, 0), "not below"),
        ("mod_down", vec![vec![5; 3]], (1, 1), "skips no towers"),
        ("up_oop", vec![], (0, 3), "leave one"),
    ] {
        let e = run(name, arrays, skip, &mut x, &mut y).expect_err(says);
        assert!(e.to_string().contains(says), "{name}: {e}");
    }
    // On device buffers: a plain program is not a form, and a form's arrays hold a word per tower of the call.
    let t = engine.u64().expect("a u64 engine");
    let stream = gpu.new_stream().expect("a stream");
    let (mut dx, mut dy) = (stream.upload(&x).expect("x"), stream.upload(&y).expect("y"));
    let c = stream.upload(&[5u64; 2]).expect("c");
    let none = DeviceTowerArgs { arrays: vec![], skip: (0, 0) };
    let e = t.run_fused_on(&stream, "forward", &mut [&mut dx], &none, t.all_towers(), batch).expect_err("a plain program");
    assert!(e.to_string().contains("not a fused form"), "{e}");
    let short = DeviceTowerArgs { arrays: vec![&c], skip: (0, 0) };
    let e = t.run_fused_on(&stream, "mod_down", &mut [&mut dx, &mut dy], &short, t.all_towers(), batch).expect_err("an array of 2 words over 3 towers");
    assert!(e.to_string().contains("one per tower of the call (3)"), "{e}");
    let e = t.run_fused_on(&stream, "mod_down", &mut [&mut dx, &mut dy], &short, 1..4, batch).expect_err("towers past the plan's three");
    assert!(e.to_string().contains("towers 1..4"), "{e}");
    stream.synchronize().expect("synchronize");
    want
}

/// Bad calls are refused before anything is launched (the log holds only
/// the launches CALLS expects), each naming what is wrong.
fn refusals(gpu: &Arc<Gpu>) {
    let s = spec::from_str("transform = \"ntt-negacyclic\"\nword = \"u64\"\nlog_n = 12\n[moduli]\nbits = 50\ncount = 2\n").expect("a valid spec");
    let engine = Engine::new(gpu.clone(), &s).expect("an engine on the stand-in");
    let t = engine.u64().expect("a u64 engine");
    let stream = gpu.new_stream().expect("a stream");
    let words = t.operand_words(t.all_towers(), 1).expect("operand words");
    let mut short = stream.alloc_zeros::<u64>(words - 1).expect("an operand");
    let e = t.forward_on(&stream, &mut short, t.all_towers(), 1).expect_err("a buffer one word short");
    assert!(e.to_string().contains(&format!("{} words", words - 1)) && e.to_string().contains(&format!("need {words}")), "{e}");
    let mut x = stream.alloc_zeros::<u64>(words).expect("an operand");
    let e = t.forward_on(&stream, &mut x, 0..3, 1).expect_err("towers past the plan's two");
    assert!(e.to_string().contains("tower"), "{e}");
    let mut host = vec![0u64; words];
    host[5] = s.primes[0];
    let e = engine.forward(&mut host, 1).expect_err("a word equal to its prime");
    assert!(e.to_string().contains(&format!("[5] = {} is not below its tower's prime", s.primes[0])), "{e}");
}

/// The log lines of `engine`'s program `program` over `towers` x `batch`.
fn launch_lines(engine: &Engine, program: &str, towers: usize, batch: usize) -> String {
    let p = engine.plan().program(program).unwrap_or_else(|| panic!("no program {program}"));
    let resident = 4 * u64::from(engine.gpu().info().multiprocessors);
    p.steps.iter().map(|s| line(&engine.info().kernels[s.kernel], resident, towers, batch)).collect()
}

/// The log lines of the program `engine` runs for `name` over `towers` x
/// `batch`: on its latency plan's engine where it routes there.
fn launches(gpu: &Arc<Gpu>, engine: &Engine, name: &str, towers: usize, batch: usize) -> String {
    let chosen = engine.program_for(name, batch).expect("the program for the call");
    let latency;
    let (on, program) = match chosen.strip_prefix(runtime::engines::latency::LATENCY_PREFIX) {
        Some(p) => {
            let (ls, _) = engine.u64().and_then(|t| t.latency_spec()).expect("the latency plan's spec");
            latency = Engine::new(gpu.clone(), ls).expect("the latency plan's engine");
            (&latency, p)
        }
        None => (engine, chosen.as_str()),
    };
    let p = on.plan().program(program).unwrap_or_else(|| panic!("no program {program}"));
    // A persistent kernel's grid fills the GPU: the stand-in holds 4
    // blocks of any kernel per SM.
    let resident = 4 * u64::from(gpu.info().multiprocessors);
    p.steps.iter().map(|s| line(&on.info().kernels[s.kernel], resident, towers, batch)).collect()
}

/// One launch as the stand-in logs it. A kernel with grid barriers is
/// launched plainly with the stream's counter where it may overlap the
/// launch before (an sm_90 device), as an overlapping kernel is: both
/// through `cuLaunchKernelEx`.
fn line(k: &KernelInfo, resident: u64, towers: usize, batch: usize) -> String {
    let how = if k.overlap { "ex" } else if k.cooperative { "coop" } else { "plain" };
    let grid_x = if k.persistent { codegen::emit::persistent_grid_x(resident, (towers * batch) as u64) } else { k.grid_x };
    format!("{how} {} {grid_x} {batch} {towers} {} {} 1 {}\n", k.name, k.block[0], k.block[1], k.shared_bytes)
}

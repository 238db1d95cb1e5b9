//! latency-probe: where a one-limb call's time goes.
//!
//! Mode L of the anchors times calls back to back on one stream, so a call
//! costs the larger of what the host spends queueing it and what the GPU
//! spends running it. This prints both, per workload, in microseconds:
//! - `b2b`: calls back to back (events around 10 calls; what mode L quotes);
//! - `gpu`: the same 10 calls queued behind a kernel that spins for 300 us,
//!   events around the 10 only, so the host's queueing is hidden and what is
//!   left is the GPU's run of each call and the gap between launches;
//! - `host`: the host's wall time per call while queueing behind that spin
//!   (nothing waits on the GPU then);
//! - `graph`: the program replayed as one CUDA graph, back to back;
//! - `steady`: STEADY calls back to back, events around them: the GPU's
//!   time per call once the group's edges (the first launch's start, the
//!   last kernel's drain, the host queueing the first call) are spread over
//!   many calls, as a C++ loop of launches measures a kernel by itself;
//!   `steady_host`: the host's wall time per call while queueing them;
//! - `one`: one call alone between events on an idle stream (its latency
//!   from queueing to end); `b2b50`: groups of 50 calls back to back.
//!
//! `host-ab` alternates, behind a spin, groups of mode L's 2^14 call
//! through the engine and bare launches of an empty kernel with as many
//! parameters, in one block (`bare`) and in the engine kernel's shape
//! (`bare_shaped`): the engine's own host cost per call is the difference.
//! `NTTGEN_PROBE_RAMP=1` first times each size from a GPU rested 300 ms,
//! group by group, with the SM clock read before and after (`ramp`).
//!
//! Empty kernels through the runtime's launch (plain and cooperative) give
//! the floors of the same measures. `NTTGEN_PROBE_TRY="LOG_N:name=knob = v|knob = v;..."`
//! times, after the built-in workloads, the forward of each such spec (its
//! knobs written, so it runs as written: its own one-launch form), each
//! call's output first checked against the CPU reference transform. Lines: `PROBE,WHAT,LOG_N,PROGRAM,MEASURE,US`
//! (median of 7 groups). Every timed program is the one mode L times, and
//! its output is not checked here (nttgen-anchors checks the same programs).
//! No launch records an event: each workload's buffers stay on its stream.

use codegen::spec;
use runtime::{kernel_args, CompileOptions, DeviceBuffer, Engine, Gpu, KernelCache, LaunchDims, Stream};
use std::sync::Arc;
use std::time::Instant;

const PROBE_SRC: &str = r#"
extern "C" __global__ void empty_kernel() {}

// As empty_kernel, with as many parameters as a one-launch forward.
extern "C" __global__ void empty6(unsigned long long a, unsigned long long b, unsigned long long c,
                                  unsigned long long d, unsigned long long e, unsigned long long f) {}

// Spins until `ns` nanoseconds of the global timer have passed (one thread).
extern "C" __global__ void spin_ns(unsigned long long ns) {
    unsigned long long t0, t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    do {
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    } while (t - t0 < ns);
}

// The SM clock now: cycles of one multiprocessor over `ns` nanoseconds of
// the global timer (out[0] cycles, out[1] nanoseconds).
extern "C" __global__ void clock_rate(unsigned long long ns, unsigned long long* out) {
    unsigned long long t0, t, c0 = clock64();
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    do {
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    } while (t - t0 < ns);
    out[0] = clock64() - c0;
    out[1] = t - t0;
}
"#;

const SPIN_NS: u64 = 300_000;
const GROUPS: usize = 7;
const CALLS: usize = 10;
const STEADY: usize = 200;
const RAMP: usize = 20;
const EDGE: usize = 50;

/// One program's measures (us per call, medians; see the module's doc).
struct Measures {
    b2b: f64,
    gpu: f64,
    host: f64,
    steady: f64,
    /// The host's time per call while queueing `steady`'s calls.
    steady_host: f64,
}

type Call<'a> = dyn FnMut(&Stream) -> Result<(), String> + 'a;

struct Probe {
    spin: runtime::Kernel,
    clock: runtime::Kernel,
}

impl Probe {
    fn spin(&self, s: &Stream) -> Result<(), String> {
        // SAFETY: spin_ns takes one u64 and touches no memory.
        unsafe { s.launch(&self.spin, LaunchDims::new([1, 1, 1], [1, 1, 1], 0), kernel_args![SPIN_NS]) }.map_err(|e| e.to_string())
    }

    /// The SM clock in MHz now (one block spinning 20 us).
    fn mhz(&self, s: &Stream) -> Result<f64, String> {
        let mut out = s.alloc_zeros::<u64>(2).map_err(|e| e.to_string())?;
        // SAFETY: clock_rate takes a u64 and a pointer to 2 u64 words, which `out` holds.
        unsafe { s.launch(&self.clock, LaunchDims::new([1, 1, 1], [1, 1, 1], 0), kernel_args![20_000u64, &mut out]) }.map_err(|e| e.to_string())?;
        let mut v = [0u64; 2];
        s.copy_to_host(&out, &mut v).map_err(|e| e.to_string())?;
        s.synchronize().map_err(|e| e.to_string())?;
        Ok(v[0] as f64 * 1000.0 / v[1].max(1) as f64)
    }

    /// Mode L's timing from a rested GPU, group by group: after 300 ms
    /// idle, 3 warm-ups, then RAMP groups of CALLS calls back to back
    /// (each group's us per call), the SM clock before and after; then
    /// calls back to back for 20 ms and GROUPS groups more.
    fn ramp(&self, s: &Stream, call: &mut Call<'_>) -> Result<(f64, Vec<f64>, f64, Vec<f64>), String> {
        let groups = |n: usize, call: &mut Call<'_>| -> Result<Vec<f64>, String> { (0..n).map(|_| Ok(group(s, CALLS, call)?.0)).collect() };
        s.synchronize().map_err(|e| e.to_string())?;
        std::thread::sleep(std::time::Duration::from_millis(300));
        let idle = self.mhz(s)?;
        for _ in 0..3 {
            call(s)?;
        }
        s.synchronize().map_err(|e| e.to_string())?;
        let cold = groups(RAMP, call)?;
        // Waits every EDGE calls, so that a kernel longer than the host's
        // launch does not leave thousands of calls queued for the groups.
        let t = Instant::now();
        while t.elapsed().as_millis() < 20 {
            for _ in 0..EDGE {
                call(s)?;
            }
            s.synchronize().map_err(|e| e.to_string())?;
        }
        let warm = groups(GROUPS, call)?;
        let after = self.mhz(s)?;
        Ok((idle, cold, after, warm))
    }

    /// Where mode L's groups lose time at their edges: one call alone
    /// between events on an idle stream (`one`: the call's latency from
    /// its queueing to its end), and groups of EDGE calls back to back
    /// (`b2b50`; against `b2b`'s 10 the edges count a fifth as much).
    fn edges(&self, s: &Stream, call: &mut Call<'_>) -> Result<(f64, f64), String> {
        let (mut one, mut many) = (vec![], vec![]);
        for _ in 0..GROUPS {
            s.synchronize().map_err(|e| e.to_string())?;
            one.push(group(s, 1, call)?.0);
            many.push(group(s, EDGE, call)?.0);
        }
        Ok((median(one), median(many)))
    }

    /// Medians of (b2b, gpu, host) over GROUPS groups of CALLS calls, and
    /// of `steady` over 3 groups of STEADY calls.
    fn measure(&self, s: &Stream, call: &mut Call<'_>) -> Result<Measures, String> {
        for _ in 0..3 {
            call(s)?;
        }
        s.synchronize().map_err(|e| e.to_string())?;
        let (mut b2b, mut gpu, mut host) = (vec![], vec![], vec![]);
        for _ in 0..GROUPS {
            b2b.push(group(s, CALLS, call)?.0);
            self.spin(s)?;
            let (g, h) = group(s, CALLS, call)?;
            gpu.push(g);
            host.push(h);
        }
        let (mut steady, mut steady_host) = (vec![], vec![]);
        for _ in 0..3 {
            let (g, h) = group(s, STEADY, call)?;
            steady.push(g);
            steady_host.push(h);
        }
        Ok(Measures { b2b: median(b2b), gpu: median(gpu), host: median(host), steady: median(steady), steady_host: median(steady_host) })
    }
}

/// `n` calls queued between two events on `s`: (the events' time, the
/// host's time queueing the calls), each in us per call.
fn group(s: &Stream, n: usize, call: &mut Call<'_>) -> Result<(f64, f64), String> {
    let a = s.record_event().map_err(|e| e.to_string())?;
    let t = Instant::now();
    for _ in 0..n {
        call(s)?;
    }
    let host = t.elapsed().as_secs_f64() * 1e6 / n as f64;
    let b = s.record_event().map_err(|e| e.to_string())?;
    b.synchronize().map_err(|e| e.to_string())?;
    Ok((a.elapsed_ms(&b).map_err(|e| e.to_string())? as f64 * 1000.0 / n as f64, host))
}

/// Mode L's one-limb forward at 2^log_n: its engine (the class's latency
/// plan where there is one), the program one call runs, a stream and an
/// operand on it.
fn mode_l_forward(gpu: &Arc<Gpu>, log_n: u32) -> Result<(Engine, String, Stream, DeviceBuffer<u64>), String> {
    let engine = engine(gpu, log_n)?;
    let one = engine.program_for("forward", 1).map_err(|e| e.to_string())?;
    let s = gpu.new_stream().map_err(|e| e.to_string())?;
    let x = s.alloc_zeros::<u64>(engine.plan().words_per_poly).map_err(|e| e.to_string())?;
    Ok((engine, one, s, x))
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    v[v.len() / 2]
}

fn print(what: &str, log_n: u32, program: &str, r: Result<Measures, String>) {
    match r {
        Ok(Measures { b2b, gpu, host, steady, steady_host }) => {
            println!("PROBE,{what},{log_n},{program},b2b,{b2b:.2}");
            println!("PROBE,{what},{log_n},{program},gpu,{gpu:.2}");
            println!("PROBE,{what},{log_n},{program},host,{host:.2}");
            println!("PROBE,{what},{log_n},{program},steady,{steady:.2}");
            println!("PROBE,{what},{log_n},{program},steady_host,{steady_host:.2}");
        }
        Err(e) => println!("PROBE,{what},{log_n},{program},FAILED,{}", e.replace(',', ";")),
    }
}

fn print_edges(what: &str, log_n: u32, program: &str, r: Result<(f64, f64), String>) {
    match r {
        Ok((one, many)) => {
            println!("PROBE,{what},{log_n},{program},one,{one:.2}");
            println!("PROBE,{what},{log_n},{program},b2b{EDGE},{many:.2}");
        }
        Err(e) => println!("PROBE,{what},{log_n},{program},FAILED,{}", e.replace(',', ";")),
    }
}

/// One limb's spec at 2^log_n (u64, one 60-bit prime) with `extra` lines.
fn one_limb_spec(log_n: u32, extra: &str) -> Result<spec::ValidSpec, String> {
    let text = format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\n{extra}\n[moduli]\nbits = 60\ncount = 1\n");
    spec::from_str(&text).map_err(|e| e.to_string())
}

/// Mode L's engine: the plain spec, which the engine resolves with the
/// device's class (its latency plan included).
fn engine(gpu: &Arc<Gpu>, log_n: u32) -> Result<Engine, String> {
    let s = one_limb_spec(log_n, "")?;
    Engine::new(gpu.clone(), &s).map_err(|e| e.to_string())
}

/// `NTTGEN_PROBE_TRY`'s variants: (log n, name, spec lines).
fn tried() -> Result<Vec<(u32, String, String)>, String> {
    let Ok(v) = std::env::var("NTTGEN_PROBE_TRY") else { return Ok(vec![]) };
    v.split(';')
        .filter(|item| !item.trim().is_empty())
        .map(|item| {
            let bad = || format!("NTTGEN_PROBE_TRY item {item:?}: write LOG_N:name=knob = v|knob = v");
            let (head, extra) = item.split_once('=').ok_or_else(bad)?;
            let (log_n, name) = head.split_once(':').ok_or_else(bad)?;
            let log_n = log_n.trim().parse().map_err(|_| bad())?;
            Ok((log_n, name.trim().to_string(), extra.replace('|', "\n")))
        })
        .collect()
}

/// One limb's forward of the spec `extra` writes, checked against the CPU
/// reference, then timed as the built-in workloads are.
fn tried_forward(gpu: &Arc<Gpu>, p: &Probe, log_n: u32, label: &str, extra: &str) -> Result<(), String> {
    // Exactly the knobs it writes, the rest built-in: no class fills it.
    let s = one_limb_spec(log_n, &format!("gpu = \"none\"\n{extra}"))?;
    let engine = Engine::new(gpu.clone(), &s).map_err(|e| e.to_string())?;
    let t = engine.u64().ok_or("a u64 spec built a non-u64 engine")?;
    let one = engine.program_for("forward", 1).map_err(|e| e.to_string())?;
    let words = engine.plan().words_per_poly;
    let q = s.primes[0];
    let a: Vec<u64> = (0..words as u64).map(|i| (i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 3) % q).collect();
    let st = gpu.new_stream().map_err(|e| e.to_string())?;
    let mut x = st.upload(&a).map_err(|e| e.to_string())?;
    t.run_on(&st, &one, &mut [&mut x], 0..1, 1).map_err(|e| e.to_string())?;
    let mut got = vec![0u64; words];
    st.copy_to_host(&x, &mut got).map_err(|e| e.to_string())?;
    st.synchronize().map_err(|e| e.to_string())?;
    if got != codegen::verify::reference_forward(&s, q, &a).map_err(|e| e.to_string())? {
        return Err(format!("{} ({one}) differs from the reference forward", s.name));
    }
    let mut call = |s: &Stream| t.run_on(s, &one, &mut [&mut x], 0..1, 1).map_err(|e| e.to_string());
    let what = (format!("try-{label}"), format!("{}/{one}", s.name));
    print(&what.0, log_n, &what.1, p.measure(&st, &mut call));
    print_edges(&what.0, log_n, &what.1, p.edges(&st, &mut call));
    Ok(())
}

/// The host's time per call of mode L's 2^14 forward through the engine
/// (`engine`) against a bare launch of an empty kernel with as many
/// parameters through the runtime's `Stream::launch` (`bare`, programmatic
/// stream serialization as the forward's launch; `bare_shaped`, in the
/// forward kernel's grid, block and shared memory), each group of CALLS
/// behind a spin so that the GPU never holds the host back, alternated
/// for ROUNDS rounds: the engine's own cost per call is the difference.
fn host_ab(gpu: &Arc<Gpu>, p: &Probe, empty6: &runtime::Kernel) -> Result<(), String> {
    const ROUNDS: usize = 101;
    let (engine, one, s, mut x) = mode_l_forward(gpu, 14)?;
    let t = engine.u64().ok_or("a u64 spec built a non-u64 engine")?;
    let timed = |f: &mut dyn FnMut() -> Result<(), String>| -> Result<f64, String> {
        p.spin(&s)?;
        let t0 = Instant::now();
        for _ in 0..CALLS {
            f()?;
        }
        let us = t0.elapsed().as_secs_f64() * 1e6 / CALLS as f64;
        s.synchronize().map_err(|e| e.to_string())?;
        Ok(us)
    };
    // The launch shape of the kernel the engine runs here, for a bare
    // launch of the empty kernel in that shape (the driver's cost of the
    // shape, apart from the engine's).
    let (ls, _) = t.latency_spec().ok_or("no latency plan for 2^14 on this GPU")?;
    let le = Engine::new(gpu.clone(), ls).map_err(|e| e.to_string())?;
    let coop = one.strip_prefix("latency/").unwrap_or(&one);
    let step = le.plan().program(coop).and_then(|p| p.steps.first()).ok_or_else(|| format!("the latency plan has no program {coop}"))?;
    let k = &le.info().kernels[step.kernel];
    let shaped = LaunchDims::new([k.grid_x, 1, 1], [k.block[0], k.block[1], 1], k.shared_bytes).with_overlap(true);
    let plain = LaunchDims::new([1, 1, 1], [32, 1, 1], 0).with_overlap(true);
    let (mut a, mut b, mut c) = (vec![], vec![], vec![]);
    for _ in 0..ROUNDS {
        a.push(timed(&mut || t.run_on(&s, &one, &mut [&mut x], 0..1, 1).map_err(|e| e.to_string()))?);
        // SAFETY: empty6 takes six u64 values and touches no memory.
        b.push(timed(&mut || unsafe { s.launch(empty6, plain, kernel_args![1u64, 2u64, 3u64, 4u64, 5u64, 6u64]) }.map_err(|e| e.to_string()))?);
        // SAFETY: as above.
        c.push(timed(&mut || unsafe { s.launch(empty6, shaped, kernel_args![1u64, 2u64, 3u64, 4u64, 5u64, 6u64]) }.map_err(|e| e.to_string()))?);
    }
    let (ma, mb, mc) = (median(a), median(b), median(c));
    println!("PROBE,host-ab,14,{one},engine,{ma:.2}");
    println!("PROBE,host-ab,14,empty6,bare,{mb:.2}");
    println!("PROBE,host-ab,14,empty6,bare_shaped,{mc:.2}");
    println!("PROBE,host-ab,14,{one},engine_minus_bare,{:.2}", ma - mb);
    println!("PROBE,host-ab,14,{one},engine_minus_bare_shaped,{:.2}", ma - mc);
    Ok(())
}

/// [`Probe::ramp`] on the program mode L times for one limb's forward.
fn ramp(gpu: &Arc<Gpu>, p: &Probe, log_n: u32) -> Result<(), String> {
    let (engine, one, s, mut x) = mode_l_forward(gpu, log_n)?;
    let t = engine.u64().ok_or("a u64 spec built a non-u64 engine")?;
    let mut call = |s: &Stream| t.run_on(s, &one, &mut [&mut x], 0..1, 1).map_err(|e| e.to_string());
    let (idle, cold, after, warm) = p.ramp(&s, &mut call)?;
    let list = |v: &[f64]| v.iter().map(|x| format!("{x:.2}")).collect::<Vec<_>>().join(" ");
    println!("PROBE,ramp,{log_n},{one},mhz_rested,{idle:.0}");
    println!("PROBE,ramp,{log_n},{one},b2b_from_rest,{}", list(&cold));
    println!("PROBE,ramp,{log_n},{one},b2b_from_rest_median,{:.2}", median(cold[..GROUPS].to_vec()));
    println!("PROBE,ramp,{log_n},{one},b2b_after_20ms,{}", list(&warm));
    println!("PROBE,ramp,{log_n},{one},b2b_after_20ms_median,{:.2}", median(warm));
    println!("PROBE,ramp,{log_n},{one},mhz_after,{after:.0}");
    Ok(())
}

fn workload(gpu: &Arc<Gpu>, p: &Probe, log_n: u32, name: &str) -> Result<(), String> {
    let engine = engine(gpu, log_n)?;
    let t = engine.u64().ok_or("a u64 spec built a non-u64 engine")?;
    let words = engine.plan().words_per_poly;
    let one = engine.program_for(name, 1).map_err(|e| e.to_string())?;
    let s = gpu.new_stream().map_err(|e| e.to_string())?;
    // The operands of `name` itself: `one` may be the latency plan's program
    // (`latency/...`), which this plan does not hold, or a one-launch form,
    // which takes the same operands.
    let operands = engine.plan().program(name).ok_or_else(|| format!("the plan of 2^{log_n} has no program {name:?}"))?.operands.len();
    let mut bufs: Vec<DeviceBuffer<u64>> = (0..operands).map(|_| s.alloc_zeros::<u64>(words)).collect::<runtime::Result<_>>().map_err(|e| e.to_string())?;
    for program in [one.as_str(), name].iter().copied().collect::<std::collections::BTreeSet<_>>() {
        let mut call = |s: &Stream| {
            let mut refs: Vec<&mut DeviceBuffer<u64>> = bufs.iter_mut().collect();
            t.run_on(s, program, &mut refs, 0..1, 1).map_err(|e| e.to_string())
        };
        print(name, log_n, program, p.measure(&s, &mut call));
        print_edges(name, log_n, program, p.edges(&s, &mut call));
    }
    match engine.time_program_graph(&one, 1, GROUPS) {
        Ok(v) => println!("PROBE,{name},{log_n},{one},graph,{:.2}", median(v.into_iter().map(f64::from).collect())),
        Err(e) => println!("PROBE,{name},{log_n},{one},graph FAILED,{}", e.to_string().replace(',', ";")),
    }
    Ok(())
}

fn main() {
    let gpu = match Gpu::open(0) {
        Ok(g) => Arc::new(g),
        Err(e) => {
            eprintln!("latency-probe: {e}");
            std::process::exit(2);
        }
    };
    println!("PROBE,device,0,{},name,0", gpu.info().name.replace(',', " "));
    let dir = std::env::temp_dir().join(format!("latency-probe-{}", std::process::id()));
    let run = || -> Result<(), String> {
        let cache = KernelCache::new(&dir).map_err(|e| e.to_string())?;
        let (_, m) = gpu.compile_and_load(&cache, PROBE_SRC, "probe", &CompileOptions::default()).map_err(|e| e.to_string())?;
        let p = Probe { spin: m.kernel("spin_ns").map_err(|e| e.to_string())?, clock: m.kernel("clock_rate").map_err(|e| e.to_string())? };
        let empty = m.kernel("empty_kernel").map_err(|e| e.to_string())?;
        let s = gpu.new_stream().map_err(|e| e.to_string())?;
        for (what, coop) in [("empty", false), ("empty-coop", true)] {
            let mut call = |s: &Stream| {
                let dims = LaunchDims::new([1, 1, 1], [32, 1, 1], 0).with_cooperative(coop);
                // SAFETY: empty_kernel takes no arguments and touches no memory.
                unsafe { s.launch(&empty, dims, kernel_args![]) }.map_err(|e| e.to_string())
            };
            print(what, 0, "empty_kernel", p.measure(&s, &mut call));
            print_edges(what, 0, "empty_kernel", p.edges(&s, &mut call));
        }
        if std::env::var("NTTGEN_PROBE_RAMP").is_ok_and(|v| v == "1") {
            for log_n in [12, 14, 16, 17] {
                ramp(&gpu, &p, log_n)?;
            }
        }
        for log_n in [12, 14, 16, 17] {
            workload(&gpu, &p, log_n, "forward")?;
        }
        workload(&gpu, &p, 16, "inverse")?;
        workload(&gpu, &p, 16, "polymul")?;
        host_ab(&gpu, &p, &m.kernel("empty6").map_err(|e| e.to_string())?)?;
        for (log_n, label, extra) in tried()? {
            if let Err(e) = tried_forward(&gpu, &p, log_n, &label, &extra) {
                println!("PROBE,try-{label},{log_n},forward,FAILED,{}", e.replace(',', ";"));
            }
        }
        Ok(())
    };
    let r = run();
    let _ = std::fs::remove_dir_all(&dir);
    if let Err(e) = r {
        eprintln!("latency-probe: {e}");
        std::process::exit(1);
    }
}

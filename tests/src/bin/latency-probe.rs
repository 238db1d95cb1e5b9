//! latency-probe: where a one-limb call's time goes (issue: latency).
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
//!   many calls, as a C++ loop of launches measures a kernel by itself.
//!
//! Empty kernels through the runtime's launch (plain and cooperative) give
//! the floors of the same measures. `NTTGEN_PROBE_TRY="LOG_N:name=knob = v|knob = v;..."`
//! times, after the built-in workloads, the forward of each such spec (its
//! knobs written, so it runs as written: its own one-launch form), each
//! call's output first checked against the CPU reference transform. Lines: `PROBE,WHAT,LOG_N,PROGRAM,MEASURE,US`
//! (median of 7 groups). Every timed program is the one mode L times, and
//! its output is not checked here (nttgen-anchors checks the same programs).
//! The buffers are untracked (no cudarc event per launch), as the engine's
//! own timing buffers are.

use codegen::spec;
use runtime::{kernel_args, CompileOptions, DeviceBuffer, Engine, Gpu, KernelCache, LaunchDims, Stream};
use std::sync::Arc;
use std::time::Instant;

const PROBE_SRC: &str = r#"
extern "C" __global__ void empty_kernel() {}

// Spins until `ns` nanoseconds of the global timer have passed (one thread).
extern "C" __global__ void spin_ns(unsigned long long ns) {
    unsigned long long t0, t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    do {
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    } while (t - t0 < ns);
}
"#;

const SPIN_NS: u64 = 300_000;
const GROUPS: usize = 7;
const CALLS: usize = 10;
const STEADY: usize = 200;

type Call<'a> = dyn FnMut(&Stream) -> Result<(), String> + 'a;

struct Probe {
    spin: runtime::Kernel,
}

impl Probe {
    fn spin(&self, s: &Stream) -> Result<(), String> {
        // SAFETY: spin_ns takes one u64 and touches no memory.
        unsafe { s.launch(&self.spin, LaunchDims::new([1, 1, 1], [1, 1, 1], 0), kernel_args![SPIN_NS]) }.map_err(|e| e.to_string())
    }

    /// Medians of (b2b, gpu, host) over GROUPS groups of CALLS calls, and
    /// of `steady` over 3 groups of STEADY calls.
    fn measure(&self, s: &Stream, call: &mut Call<'_>) -> Result<(f64, f64, f64, f64), String> {
        let e = |r: runtime::Result<runtime::Event>| r.map_err(|e| e.to_string());
        for _ in 0..3 {
            call(s)?;
        }
        s.synchronize().map_err(|e| e.to_string())?;
        let (mut b2b, mut gpu, mut host) = (vec![], vec![], vec![]);
        for _ in 0..GROUPS {
            let a = e(s.record_event())?;
            for _ in 0..CALLS {
                call(s)?;
            }
            let b = e(s.record_event())?;
            b.synchronize().map_err(|e| e.to_string())?;
            b2b.push(a.elapsed_ms(&b).map_err(|e| e.to_string())? as f64 * 1000.0 / CALLS as f64);
            self.spin(s)?;
            let a = e(s.record_event())?;
            let t = Instant::now();
            for _ in 0..CALLS {
                call(s)?;
            }
            host.push(t.elapsed().as_secs_f64() * 1e6 / CALLS as f64);
            let b = e(s.record_event())?;
            b.synchronize().map_err(|e| e.to_string())?;
            gpu.push(a.elapsed_ms(&b).map_err(|e| e.to_string())? as f64 * 1000.0 / CALLS as f64);
        }
        let mut steady = vec![];
        for _ in 0..3 {
            let a = e(s.record_event())?;
            for _ in 0..STEADY {
                call(s)?;
            }
            let b = e(s.record_event())?;
            b.synchronize().map_err(|e| e.to_string())?;
            steady.push(a.elapsed_ms(&b).map_err(|e| e.to_string())? as f64 * 1000.0 / STEADY as f64);
        }
        Ok((median(b2b), median(gpu), median(host), median(steady)))
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    v[v.len() / 2]
}

fn print(what: &str, log_n: u32, program: &str, r: Result<(f64, f64, f64, f64), String>) {
    match r {
        Ok((b2b, gpu, host, steady)) => {
            println!("PROBE,{what},{log_n},{program},b2b,{b2b:.2}");
            println!("PROBE,{what},{log_n},{program},gpu,{gpu:.2}");
            println!("PROBE,{what},{log_n},{program},host,{host:.2}");
            println!("PROBE,{what},{log_n},{program},steady,{steady:.2}");
        }
        Err(e) => println!("PROBE,{what},{log_n},{program},FAILED,{}", e.replace(',', ";")),
    }
}

/// One limb's spec at 2^log_n (u64, one 60-bit prime) with `extra` lines.
fn one_limb_spec(log_n: u32, extra: &str) -> Result<spec::ValidSpec, String> {
    let text = format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\n{extra}\n[moduli]\nbits = 60\ncount = 1\n");
    spec::from_str(&text).map_err(|e| e.to_string())
}

fn engine(gpu: &Arc<Gpu>, log_n: u32) -> Result<Engine, String> {
    let class = gpu.tuned_class().map(|c| format!("gpu = \"{c}\"\n")).unwrap_or_default();
    let s = one_limb_spec(log_n, &class)?;
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
    let s = one_limb_spec(log_n, extra)?;
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
    print(&format!("try-{label}"), log_n, &format!("{}/{one}", s.name), p.measure(&st, &mut call));
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
    // The probe's buffers untracked, as the engine's timing buffers are: a
    // tracked buffer records an event at every launch, host time that mode
    // L's calls on device buffers do not pay.
    // SAFETY: each workload's buffers are used on its one stream only, and
    // every stream is synchronized before its buffers are dropped.
    unsafe { gpu.disable_event_tracking() };
    println!("PROBE,device,0,{},name,0", gpu.info().name.replace(',', " "));
    let dir = std::env::temp_dir().join(format!("latency-probe-{}", std::process::id()));
    let run = || -> Result<(), String> {
        let cache = KernelCache::new(&dir).map_err(|e| e.to_string())?;
        let (_, m) = gpu.compile_and_load(&cache, PROBE_SRC, "probe", &CompileOptions::default()).map_err(|e| e.to_string())?;
        let p = Probe { spin: m.kernel("spin_ns").map_err(|e| e.to_string())? };
        let empty = m.kernel("empty_kernel").map_err(|e| e.to_string())?;
        let s = gpu.new_stream().map_err(|e| e.to_string())?;
        for (what, coop) in [("empty", false), ("empty-coop", true)] {
            let mut call = |s: &Stream| {
                let dims = LaunchDims::new([1, 1, 1], [32, 1, 1], 0).with_cooperative(coop);
                // SAFETY: empty_kernel takes no arguments and touches no memory.
                unsafe { s.launch(&empty, dims, kernel_args![]) }.map_err(|e| e.to_string())
            };
            print(what, 0, "empty_kernel", p.measure(&s, &mut call));
        }
        for log_n in [12, 14, 16, 17] {
            workload(&gpu, &p, log_n, "forward")?;
        }
        workload(&gpu, &p, 16, "inverse")?;
        workload(&gpu, &p, 16, "polymul")?;
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

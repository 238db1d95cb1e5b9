//! BFV homomorphic multiplication on the generated kernels; checks itself.
//!
//!   cargo run --release -p nttgen-runtime --features apps --example bfv_mul [LOG_N] [PRODUCTS] [T] [LOG_Q]
//!
//! Defaults: N = 2^12, 8 products on the CPU (the interpreter) or 256 on
//! the GPU, t = 65537, log q = the HE security standard's 128-bit value for
//! N (109 at 2^12). Generates keys (ChaCha20 seeded from the OS), encrypts
//! random plaintext pairs, multiplies them homomorphically with
//! relinearisation, decrypts and checks every product against a b mod
//! (t, x^N + 1) (every coefficient of every product through the reference
//! NTT mod t where t allows, else by schoolbook as far as affordable).
//! Prints the noise budgets after each operation and a line starting with
//! `verified`; on the GPU also the HMUL latency and batched throughput.
//! Exit status 1 when a check fails, 2 on bad arguments or when it cannot run.
//!
//! `NTTGEN_BFV_PROBE=1` (GPU) then prints where one product's time goes,
//! eager against a CUDA graph: lines `PROBE,bfv,LOG_N,WHAT,MEASURE,VALUE`
//! (`probe`'s doc says which).

use codegen::reference::ntt::polymul_with;
use codegen::reference::{NttTables, Scaling};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use runtime::apps::bfv::params::standard_log_q;
use runtime::apps::bfv::{Bfv, BfvParams, Ciphertext, GraphMemory, Keys, Sampler};
use runtime::apps::Backend;
use std::time::Instant;

const USAGE: &str = "usage: bfv_mul [LOG_N] [PRODUCTS] [T] [LOG_Q]\n  LOG_N 12..=15 (default 12; below 2^12 the standard's q leaves no room for a relinearised product), PRODUCTS 1..=4096 (default 8 on the CPU, 256 on the GPU),\n  T 2..2^32 (default 65537), LOG_Q up to the security standard's value for N (default: that value)";

fn fail(msg: String) -> ! {
    eprintln!("bfv_mul: {msg}");
    std::process::exit(2)
}

fn arg(args: &[String], i: usize, name: &str, default: u64, range: std::ops::RangeInclusive<u64>) -> u64 {
    match args.get(i) {
        None => default,
        Some(s) => match s.parse::<u64>() {
            Ok(v) if range.contains(&v) => v,
            _ => fail(format!("{name} = {s:?}: give an integer in {}..={}\n{USAGE}", range.start(), range.end())),
        },
    }
}

/// Coefficient k of a b mod (t, x^N + 1).
fn product_coefficient(a: &[u64], b: &[u64], k: usize, t: u64) -> u64 {
    let n = a.len();
    let (mut pos, mut neg) = (0u128, 0u128);
    for i in 0..n {
        if i <= k {
            pos += (a[i] * b[k - i]) as u128;
        } else {
            neg += (a[i] * b[n + k - i]) as u128;
        }
    }
    ((pos % t as u128 + t as u128 - neg % t as u128) % t as u128) as u64
}

fn budgets(bfv: &Bfv, keys: &Keys, ct: &Ciphertext) -> f64 {
    let b = bfv.noise_budget(&keys.sk, ct).unwrap_or_else(|e| fail(e.to_string()));
    b.into_iter().fold(f64::INFINITY, f64::min)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return;
    }
    let backend = Backend::detect().unwrap_or_else(|e| fail(e.to_string()));
    let on_gpu = matches!(backend, Backend::Gpu(_));
    let log_n = arg(&args, 0, "LOG_N", 12, 12..=15) as u32;
    let products = arg(&args, 1, "PRODUCTS", if on_gpu { 256 } else { 8 }, 1..=4096) as usize;
    let t = arg(&args, 2, "T", 65537, 2..=(1 << 32) - 1);
    let max_q = standard_log_q(log_n).unwrap_or(0) as u64;
    let log_q = arg(&args, 3, "LOG_Q", max_q, 20..=max_q) as u32;
    let params = BfvParams::standard(log_n, Some(log_q), t).unwrap_or_else(|e| fail(e.to_string()));
    let n = params.n();

    let t0 = Instant::now();
    let bfv = Bfv::new(&backend, &params).unwrap_or_else(|e| fail(e.to_string()));
    let mut smp = Sampler::from_os().unwrap_or_else(|e| fail(e.to_string()));
    let keys = bfv.keygen(&mut smp).unwrap_or_else(|e| fail(e.to_string()));
    println!(
        "BFV N = {n}, log q = {log_q} ({} towers: {:?} bits), P: {} towers, t = {t}, on {} (setup and keygen {:.2?})",
        params.q_primes.len(),
        params.q_primes.iter().map(|q| 64 - q.leading_zeros()).collect::<Vec<_>>(),
        params.p_primes.len(),
        bfv.backend_name(),
        t0.elapsed()
    );

    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let a: Vec<u64> = (0..products * n).map(|_| rng.gen_range(0..t)).collect();
    let b: Vec<u64> = (0..products * n).map(|_| rng.gen_range(0..t)).collect();
    let t1 = Instant::now();
    let ca = bfv.encrypt(&keys.pk, &a, &mut smp).unwrap_or_else(|e| fail(e.to_string()));
    let cb = bfv.encrypt(&keys.pk, &b, &mut smp).unwrap_or_else(|e| fail(e.to_string()));
    bfv.synchronize().unwrap_or_else(|e| fail(e.to_string()));
    let enc = t1.elapsed();
    let t2 = Instant::now();
    let prod = bfv.multiply(&ca, &cb).unwrap_or_else(|e| fail(e.to_string()));
    bfv.synchronize().unwrap_or_else(|e| fail(e.to_string()));
    let mul = t2.elapsed();
    let t3 = Instant::now();
    let rel = bfv.relinearize(&prod, &keys.rlk).unwrap_or_else(|e| fail(e.to_string()));
    bfv.synchronize().unwrap_or_else(|e| fail(e.to_string()));
    let relin = t3.elapsed();
    let sum = bfv.add(&ca, &cb).unwrap_or_else(|e| fail(e.to_string()));
    let s = if products == 1 { "" } else { "s" };
    println!("times for {products} product{s}: encrypt {enc:.2?} (both operands), multiply (tensor, HPS scaling) {mul:.2?}, relinearize {relin:.2?}");
    println!(
        "noise budget (bits, least of the batch): fresh {:.1}, after add {:.1}, after multiply {:.1}, after relinearize {:.1}",
        budgets(&bfv, &keys, &ca),
        budgets(&bfv, &keys, &sum),
        budgets(&bfv, &keys, &prod),
        budgets(&bfv, &keys, &rel)
    );

    let t4 = Instant::now();
    let got = bfv.decrypt(&keys.sk, &rel).unwrap_or_else(|e| fail(e.to_string()));
    let dec = t4.elapsed();
    let (bad, what) = check(&a, &b, &got, n, t);
    let sums = bfv.decrypt(&keys.sk, &sum).unwrap_or_else(|e| fail(e.to_string()));
    let bad_sums = a.iter().zip(&b).zip(&sums).filter(|((x, y), s)| (*x + *y) % t != **s).count();
    if on_gpu {
        gpu_timings(&bfv, &keys, &ca, &cb);
        if std::env::var("NTTGEN_BFV_PROBE").is_ok_and(|v| v == "1") {
            if let Err(e) = probe(&bfv, &keys, log_n) {
                fail(format!("probe: {e}"));
            }
        }
    }
    if bad + bad_sums != 0 {
        println!("FAILED: {bad} product coefficients and {bad_sums} sum coefficients differ from the plaintext results");
        std::process::exit(1);
    }
    println!("verified {products} product{s} at N={n}, log q={log_q}, t={t} on {} (decrypt(relinearize(enc a x enc b)) = a b mod (t, x^N + 1): {what}; sums too; decrypt {dec:.2?})", bfv.backend_name());
}

/// Mismatching coefficients, and what was checked. Where t admits a
/// negacyclic NTT of length N (t = 65537 does up to N = 2^15), every
/// coefficient of every product, against the reference NTT product of
/// `codegen::reference` (plain CPU code, itself tested against schoolbook);
/// otherwise every coefficient of as many products as N² x products ≤ 2^31
/// multiply-adds allows, and 32 sampled coefficients of each other.
fn check(a: &[u64], b: &[u64], got: &[u64], n: usize, t: u64) -> (usize, String) {
    let products = a.len() / n;
    if let Some(tables) = NttTables::negacyclic(t, n) {
        let bad = (0..products)
            .map(|p| {
                let r = p * n..(p + 1) * n;
                let want = polymul_with(&a[r.clone()], &b[r.clone()], &tables, Scaling::Final).unwrap_or_else(|e| fail(format!("product {p}: {e}")));
                want.iter().zip(&got[r]).filter(|(w, g)| w != g).count()
            })
            .sum();
        return (bad, "every coefficient of every product, against the reference NTT product mod t".into());
    }
    let full = ((1usize << 31) / (n * n)).clamp(1, products);
    let mut bad = 0;
    for p in 0..products {
        let (x, y, g) = (&a[p * n..(p + 1) * n], &b[p * n..(p + 1) * n], &got[p * n..(p + 1) * n]);
        let ks: Vec<usize> = if p < full { (0..n).collect() } else { (0..32).map(|s| (s * 7919 + p * 31) % n).collect() };
        bad += ks.iter().filter(|&&k| product_coefficient(x, y, k, t) != g[k]).count();
    }
    let what = if full == products { "every coefficient".to_string() } else { format!("every coefficient of {full} products, 32 sampled of the other {}", products - full) };
    (bad, what)
}

/// Products a latency group runs back to back, and groups: Phantom's
/// definition in the peers' harness (tests/anchors-bfv), so both sides are
/// timed alike: 20 products of one pair between CUDA events, the median of
/// 7 groups after 3 warm-ups.
const LATENCY_CALLS: usize = 20;
const LATENCY_GROUPS: usize = 7;

/// HMUL (multiply + relinearize) latency for one product and throughput
/// for the whole batch, ciphertexts and keys on the device.
fn gpu_timings(bfv: &Bfv, keys: &Keys, ca: &Ciphertext, cb: &Ciphertext) {
    let n = bfv.params().n();
    let mut smp = Sampler::from_os().unwrap_or_else(|e| fail(e.to_string()));
    let one = vec![1u64; n];
    let (x, y) = (bfv.encrypt(&keys.pk, &one, &mut smp).unwrap_or_else(|e| fail(e.to_string())), bfv.encrypt(&keys.pk, &one, &mut smp).unwrap_or_else(|e| fail(e.to_string())));
    let stream = bfv.ring_q().stream().unwrap_or_else(|| fail("the timings need the GPU backend".into())).clone();
    let latency = groups(&stream, LATENCY_CALLS, LATENCY_GROUPS, &mut || bfv.hmul(&x, &y, &keys.rlk).map(drop)).unwrap_or_else(|e| fail(e.to_string())).0 * 1e-6;
    // The batch: the median of 5 batched calls (Phantom's: of 5 passes).
    let batch = groups(&stream, 1, 5, &mut || bfv.hmul(ca, cb, &keys.rlk).map(drop)).unwrap_or_else(|e| fail(e.to_string())).0 * 1e-6;
    println!("gpu: HMUL latency {:.4} ms (one product, relinearised); batch of {}: {:.3} ms, {:.0} HMUL/s ({:.1} us each)", latency * 1e3, ca.batch(), batch * 1e3, ca.batch() as f64 / batch, batch * 1e6 / ca.batch() as f64);
    graph_latency(bfv, keys, &x, &y, &stream);
}

/// One HMUL replayed as a CUDA graph: the same product as the eager calls
/// (checked word for word), one launch per multiplication, timed as the
/// eager latency is.
fn graph_latency(bfv: &Bfv, keys: &Keys, x: &Ciphertext, y: &Ciphertext, stream: &runtime::Stream) {
    let eager = bfv.hmul(x, y, &keys.rlk).and_then(|c| bfv.words(&c)).unwrap_or_else(|e| fail(e.to_string()));
    let g = match bfv.hmul_graph(x, y, &keys.rlk) {
        Ok(g) => g,
        Err(e) => {
            println!("gpu: HMUL as a CUDA graph could not be recorded: {e}");
            return;
        }
    };
    let latency = groups(stream, LATENCY_CALLS, LATENCY_GROUPS, &mut || g.replay()).unwrap_or_else(|e| fail(e.to_string())).0 * 1e-6;
    let replayed = bfv.words(g.result()).unwrap_or_else(|e| fail(e.to_string()));
    if replayed != eager {
        fail("the graph's product differs from the eager HMUL's".into());
    }
    println!("gpu: HMUL latency as one CUDA graph {:.4} ms (one product, relinearised; same words as the eager HMUL)", latency * 1e3);
}

/// CUDA events around `calls` back-to-back calls of `f` on `stream`, after
/// 3 warm-ups, `reps` groups: the median GPU time per call and the host's
/// time per call while queueing them, in us.
fn groups(stream: &runtime::Stream, calls: usize, reps: usize, f: &mut dyn FnMut() -> runtime::Result<()>) -> runtime::Result<(f64, f64)> {
    for _ in 0..3 {
        f()?;
    }
    stream.synchronize()?;
    let (mut gpu, mut host) = (vec![], vec![]);
    for _ in 0..reps {
        let a = stream.record_event()?;
        let t = Instant::now();
        for _ in 0..calls {
            f()?;
        }
        host.push(t.elapsed().as_secs_f64() * 1e6 / calls as f64);
        let b = stream.record_event()?;
        b.synchronize()?;
        gpu.push(f64::from(a.elapsed_ms(&b)?) * 1e3 / calls as f64);
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    Ok((median(gpu), median(host)))
}

/// Where one HMUL's time goes (`NTTGEN_BFV_PROBE=1`): the product eager
/// (`hmul-eager`), as a graph that owns its buffers (`hmul-graph-arena`,
/// what `hmul_graph` records) and as a graph of captured stream-ordered
/// allocations (`hmul-graph-captured`, how it was first recorded), each
/// as `gpu_us` (events around 10 back-to-back calls) and `host_us` (the
/// host's time queueing one), with each graph's nodes by kind (`nodes`)
/// and both graphs' products checked against the eager one's; then each
/// ring transform a product runs, at the batch it runs it, eager
/// (`eager_us`) and as a graph of the one program (`graph_us`).
fn probe(bfv: &Bfv, keys: &Keys, log_n: u32) -> runtime::Result<()> {
    let n = bfv.params().n();
    let mut smp = Sampler::from_seed(7);
    let ones = vec![1u64; n];
    let (x, y) = (bfv.encrypt(&keys.pk, &ones, &mut smp)?, bfv.encrypt(&keys.pk, &ones, &mut smp)?);
    let stream = bfv.ring_q().stream().ok_or_else(|| runtime::Error::Invalid("the probe needs the GPU backend".into()))?;
    let line = |what: &str, measure: &str, value: String| println!("PROBE,bfv,{log_n},{what},{measure},{value}");
    let (g, h) = groups(stream, 10, 7, &mut || bfv.hmul(&x, &y, &keys.rlk).map(drop))?;
    line("hmul-eager", "gpu_us", format!("{g:.1}"));
    line("hmul-eager", "host_us", format!("{h:.1}"));
    let eager = bfv.words(&bfv.hmul(&x, &y, &keys.rlk)?)?;
    for (what, memory) in [("hmul-graph-arena", GraphMemory::Arena), ("hmul-graph-captured", GraphMemory::Captured)] {
        let graph = bfv.hmul_graph_with(&x, &y, &keys.rlk, memory)?;
        let nodes = graph.node_counts()?.iter().map(|(k, c)| format!("{k}={c}")).collect::<Vec<_>>().join(" ");
        line(what, "nodes", nodes);
        let (g, h) = groups(stream, 10, 7, &mut || graph.replay())?;
        if bfv.words(graph.result())? != eager {
            return Err(runtime::Error::Invalid(format!("{what}: the graph's product differs from the eager HMUL's")));
        }
        line(what, "gpu_us", format!("{g:.1}"));
        line(what, "host_us", format!("{h:.1}"));
    }
    let kq = bfv.params().q_primes.len();
    // The product's transforms: the four operands and the three tensor
    // products over q ∪ P, c2's digits and the two key sums over q.
    for (ring, name, program, batch) in [(bfv.ring_qp(), "qp", "forward", 4), (bfv.ring_qp(), "qp", "inverse", 3), (bfv.ring_q(), "q", "forward", kq), (bfv.ring_q(), "q", "inverse", 2)] {
        let e = ring.engine().ok_or_else(|| runtime::Error::Invalid("the probe needs the GPU backend".into()))?;
        let towers = e.all_towers();
        let chosen = e.program_for(program, towers.len(), batch)?;
        let median = |mut v: Vec<f32>| {
            v.sort_by(f32::total_cmp);
            v[v.len() / 2]
        };
        let eager = median(e.time_program(&chosen, towers.clone(), batch, 7)?);
        let graph = median(e.time_program_graph(&chosen, towers, batch, 7)?);
        let what = format!("ring-{name}-{program}-x{batch}");
        line(&what, "program", chosen.clone());
        line(&what, "eager_us", format!("{eager:.1}"));
        line(&what, "graph_us", format!("{graph:.1}"));
    }
    Ok(())
}

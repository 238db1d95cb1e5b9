//! Polynomial multiplication in Z_Q[x]/(x^N + 1) for a big Q over RNS
//! towers on the generated kernels, CRT on the device; checks itself.
//!
//!   cargo run --release -p nttgen-runtime --features apps --example rns_polymul [Q_BITS] [LOG_N] [BATCH]
//!
//! Defaults: a 1024-bit Q, N = 2^12, a batch of 2 (CPU) or 64 (GPU).
//! Checks: sampled coefficients of every product against the big-integer
//! schoolbook formula mod Q; on the GPU also the whole first product against
//! the CPU executor (the interpreter running the same kernels' plan), bit
//! for bit. Prints a line starting with `verified`; exit status 1 when a
//! check fails, 2 on bad arguments or when it cannot run.

use num_bigint::BigUint;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use runtime::apps::rns::{Modulus, RnsPolyMul};
use runtime::apps::Backend;
use std::time::Instant;

fn fail(msg: String) -> ! {
    eprintln!("rns_polymul: {msg}");
    std::process::exit(2)
}

fn arg(args: &[String], i: usize, name: &str, default: u64, range: std::ops::RangeInclusive<u64>) -> u64 {
    match args.get(i) {
        None => default,
        Some(s) => match s.parse::<u64>() {
            Ok(v) if range.contains(&v) => v,
            _ => fail(format!("{name} = {s:?}: give an integer in {}..={}\nusage: rns_polymul [Q_BITS] [LOG_N] [BATCH]", range.start(), range.end())),
        },
    }
}

fn random_below(rng: &mut ChaCha8Rng, q: &BigUint) -> BigUint {
    let bytes: Vec<u8> = (0..q.bits().div_ceil(8) + 8).map(|_| rng.gen()).collect();
    BigUint::from_bytes_le(&bytes) % q
}

/// Coefficient k of a * b mod (Q, x^N + 1), straight from the definition.
fn coefficient(a: &[BigUint], b: &[BigUint], k: usize, q: &BigUint) -> BigUint {
    let n = a.len();
    let (mut pos, mut neg) = (BigUint::default(), BigUint::default());
    for i in 0..n {
        if i <= k {
            pos += &a[i] * &b[k - i];
        } else {
            neg += &a[i] * &b[n + k - i];
        }
    }
    ((pos % q) + q - (neg % q)) % q
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let backend = Backend::detect().unwrap_or_else(|e| fail(e.to_string()));
    let on_gpu = matches!(backend, Backend::Gpu(_));
    let bits = arg(&args, 0, "Q_BITS", 1024, 2..=6000);
    let log_n = arg(&args, 1, "LOG_N", 12, 4..=16) as u32;
    let batch = arg(&args, 2, "BATCH", if on_gpu { 64 } else { 2 }, 1..=4096) as usize;

    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let q = random_below(&mut rng, &(BigUint::from(1u32) << bits)) | (BigUint::from(1u32) << (bits - 1));
    let t0 = Instant::now();
    let m = RnsPolyMul::new(&backend, Modulus::Big(q.clone()), log_n).unwrap_or_else(|e| fail(e.to_string()));
    let setup = t0.elapsed();
    let n = m.n();
    let poly = |rng: &mut ChaCha8Rng| -> Vec<BigUint> { (0..n).map(|_| random_below(rng, &q)).collect() };
    let a: Vec<Vec<BigUint>> = (0..batch).map(|_| poly(&mut rng)).collect();
    let b: Vec<Vec<BigUint>> = (0..batch).map(|_| poly(&mut rng)).collect();
    println!("Q: {bits} bits, N = {n}, batch {batch}, {} towers of {}-bit primes, on {} (setup {:.2?})", m.primes().len(), runtime::apps::rns::TOWER_BITS, backend.name(), setup);

    let t1 = Instant::now();
    let got = m.multiply_big(&a, &b).unwrap_or_else(|e| fail(e.to_string()));
    let first = t1.elapsed();

    // Sampled coefficients against the definition.
    let samples = 8.min(n);
    let mut bad = 0;
    for (p, g) in got.iter().enumerate() {
        for s in 0..samples {
            let k = (s * 7919 + p * 31) % n;
            bad += (g[k] != coefficient(&a[p], &b[p], k, &q)) as usize;
        }
    }
    let mut what = format!("{} sampled coefficients against big-integer schoolbook", samples * batch);
    if on_gpu {
        let cpu = RnsPolyMul::new(&Backend::Cpu, Modulus::Big(q.clone()), log_n).unwrap_or_else(|e| fail(e.to_string()));
        let want = cpu.multiply_big(&a[..1], &b[..1]).unwrap_or_else(|e| fail(e.to_string()));
        bad += want[0].iter().zip(&got[0]).filter(|(w, g)| w != g).count();
        what += " and the first product bit-exact against the CPU executor";
        // Throughput: the whole pipeline (limbs up, decompose, 3 batched
        // transforms + pointwise, CRT, limbs down), after the warm-up above.
        let (la, lb) = (m.to_limbs("a", &a).unwrap_or_else(|e| fail(e.to_string())), m.to_limbs("b", &b).unwrap_or_else(|e| fail(e.to_string())));
        let reps = 10;
        let t2 = Instant::now();
        for _ in 0..reps {
            m.multiply(&la, &lb).unwrap_or_else(|e| fail(e.to_string()));
        }
        let per = t2.elapsed().as_secs_f64() / reps as f64;
        let mb = (la.len() + lb.len() + la.len()) as f64 * 4.0 / 1e6;
        if let Ok(Some(steps)) = m.profile(&la, &lb) {
            let total: f32 = steps.iter().map(|s| s.1).sum();
            let parts: Vec<String> = steps.iter().map(|(name, ms)| format!("{name} {ms:.3}")).collect();
            println!("gpu steps (ms, CUDA events): {} = {total:.3}; on the device alone {:.3} ms ({:.1} us per product)", parts.join(", "), total - steps[0].1 - steps[6].1, (total - steps[0].1 - steps[6].1) * 1e3 / batch as f32);
        }
        println!("gpu: {:.3} ms per batch of {batch} products ({:.0} products/s, {:.1} us each; limbs up and down included, {mb:.1} MB moved)", per * 1e3, batch as f64 / per, per * 1e6 / batch as f64);
    }
    if bad != 0 {
        println!("FAILED: {bad} coefficients differ");
        std::process::exit(1);
    }
    println!("verified {batch} products mod a {bits}-bit Q at N = {n} on {} ({what}; first run {:.2?})", backend.name(), first);
}

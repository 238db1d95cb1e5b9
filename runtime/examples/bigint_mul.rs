//! Big-integer products by Schönhage–Strassen over the generated cyclic NTT
//! (runtime::apps::bigint) on the GPU when there is one, else on the CPU
//! executor: a batch of random pairs per size, every product checked against
//! num-bigint, with timings (on the GPU: batch latency and throughput,
//! device-resident and with transfers, against num-bigint on one CPU core).
//!
//!   cargo run --release -p nttgen-runtime --features apps --example bigint_mul [BITS [COUNT]]
//!
//! BITS: bits of every operand (default: 4096, 196608 and 786432 in turn);
//! COUNT: pairs per batch (default 16). NTTGEN_BACKEND=cpu forces the CPU.
//! Exit status 0 when every product matches, 1 when one differs, 2 when it
//! cannot run (bad arguments, no backend, a size too large).

use num_bigint::BigUint;
use runtime::apps::bigint::{BigMul, Shape};
use runtime::apps::Backend;
use std::time::{Duration, Instant};

const USAGE: &str = "usage: bigint_mul [BITS [COUNT]]  (BITS: operand bits, 1 ..= 100000000, default 4096, 196608 and 786432; COUNT: pairs per batch, 1 ..= 4096, default 16)";
const DEFAULT_BITS: [u64; 3] = [4096, 196_608, 786_432];
const DEFAULT_COUNT: usize = 16;

/// The sizes and the count, or a usage error.
fn parse_args(args: &[String]) -> Result<(Vec<u64>, usize), String> {
    let number = |what: &str, s: &str, max: u64| -> Result<u64, String> {
        match s.parse::<u64>() {
            Ok(v) if (1..=max).contains(&v) => Ok(v),
            _ => Err(format!("{what} = {s:?} is not a whole number in 1 ..= {max}")),
        }
    };
    match args {
        [] => Ok((DEFAULT_BITS.to_vec(), DEFAULT_COUNT)),
        [bits] => Ok((vec![number("BITS", bits, 100_000_000)?], DEFAULT_COUNT)),
        [bits, count] => Ok((vec![number("BITS", bits, 100_000_000)?], number("COUNT", count, 4096)? as usize)),
        _ => Err(format!("{} arguments; at most two", args.len())),
    }
}

/// `count` pairs of random `bits`-bit operands (top bit set; a fixed LCG).
fn random_pairs(bits: u64, count: usize, seed: u64) -> Vec<(Vec<u64>, Vec<u64>)> {
    let mut s = seed;
    let mut operand = || {
        let limbs = bits.div_ceil(64) as usize;
        let mut v: Vec<u64> = (0..limbs)
            .map(|_| {
                s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                s ^ (s >> 31)
            })
            .collect();
        let top = (bits - 1) % 64;
        v[limbs - 1] = (v[limbs - 1] & ((u64::MAX >> 1) >> (63 - top))) | 1 << top;
        v
    };
    (0..count).map(|_| (operand(), operand())).collect()
}

fn big(limbs: &[u64]) -> BigUint {
    BigUint::from_slice(&limbs.iter().flat_map(|&w| [w as u32, (w >> 32) as u32]).collect::<Vec<_>>())
}

/// num-bigint's products and the time they took.
fn reference(pairs: &[(Vec<u64>, Vec<u64>)]) -> (Vec<BigUint>, Duration) {
    let ops: Vec<(BigUint, BigUint)> = pairs.iter().map(|(a, b)| (big(a), big(b))).collect();
    let t = Instant::now();
    let products = ops.iter().map(|(a, b)| a * b).collect();
    (products, t.elapsed())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Device-resident batch latency: the mean of `reps` multiplies, each
/// waited for (upload before, download after, both outside the clock).
fn device_latency(m: &BigMul, s: &Shape, pairs: &[(Vec<u64>, Vec<u64>)], reps: u32) -> runtime::Result<Duration> {
    let a: Vec<u64> = pairs.iter().flat_map(|p| p.0.iter().copied().chain(std::iter::repeat_n(0, s.limbs_a - p.0.len()))).collect();
    let b: Vec<u64> = pairs.iter().flat_map(|p| p.1.iter().copied().chain(std::iter::repeat_n(0, s.limbs_b - p.1.len()))).collect();
    let (da, db) = (m.upload(s, &a)?, m.upload(s, &b)?);
    m.synchronize(s)?;
    let t = Instant::now();
    for _ in 0..reps {
        m.multiply(s, &da, &db)?;
        m.synchronize(s)?;
    }
    Ok(t.elapsed() / reps)
}

/// One size: multiply, verify, time. Ok(false) when a product differs.
fn run_size(m: &BigMul, backend: &Backend, bits: u64, count: usize) -> runtime::Result<bool> {
    let pairs = random_pairs(bits, count, bits ^ 0x5DEE_CE66);
    let refs: Vec<(&[u64], &[u64])> = pairs.iter().map(|(a, b)| (a.as_slice(), b.as_slice())).collect();
    let limbs = bits.div_ceil(64) as usize;
    let s = m.shape(limbs, limbs)?;
    let gpu = matches!(backend, Backend::Gpu(_));
    if gpu {
        m.mul_u64(&refs)?; // warm-up: compiles this length's transforms
    }
    let t = Instant::now();
    let got = m.mul_u64(&refs)?;
    let ours = t.elapsed();
    let (want, theirs) = reference(&pairs);
    let bad: Vec<usize> = (0..count).filter(|&i| big(&got[i]) != want[i]).collect();
    if !bad.is_empty() {
        println!("MISMATCH: {} of {count} products of {bits}-bit operands on {} differ from num-bigint (pairs {bad:?})", bad.len(), m.backend_name());
        return Ok(false);
    }
    println!("verified {count} products of {bits}-bit operands on {} against num-bigint", m.backend_name());
    println!("  shape: {} tower(s), 2^{}-point cyclic NTT, {}-bit digits, {} pieces per coefficient", s.towers, s.log_n, s.digit_bits, s.pieces);
    let per = |d: Duration| ms(d) / count as f64;
    println!("  num-bigint (1 CPU core): {:.2} ms for the batch ({:.3} ms a product)", ms(theirs), per(theirs));
    if gpu {
        let batch = device_latency(m, &s, &pairs, 10)?;
        let one = device_latency(m, &s, &pairs[..1], 10)?;
        println!("  gpu, device-resident: batch latency {:.3} ms, {:.0} products/s; one pair {:.3} ms", ms(batch), count as f64 / batch.as_secs_f64(), ms(one));
        println!("  gpu, with transfers (pageable host memory): {:.3} ms for the batch", ms(ours));
        println!("  speed-up over num-bigint: {:.1}x with transfers, {:.1}x device-resident", ms(theirs) / ms(ours), ms(theirs) / ms(batch));
    } else {
        println!("  cpu (interpreter): {:.1} ms for the batch ({:.1} ms a product)", ms(ours), per(ours));
    }
    Ok(true)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (sizes, count) = parse_args(&args).unwrap_or_else(|e| {
        eprintln!("bigint_mul: {e}\n{USAGE}");
        std::process::exit(2)
    });
    let fail = |e: runtime::Error| -> ! {
        eprintln!("bigint_mul: {e}");
        std::process::exit(2)
    };
    let backend = Backend::detect().unwrap_or_else(|e| fail(e));
    let m = BigMul::new(&backend).unwrap_or_else(|e| fail(e));
    let mut ok = true;
    for bits in sizes {
        ok &= run_size(&m, &backend, bits, count).unwrap_or_else(|e| fail(e));
    }
    std::process::exit(if ok { 0 } else { 1 });
}

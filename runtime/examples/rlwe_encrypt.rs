//! Textbook RLWE (LPR) public-key encryption of a batch of messages on the
//! generated kernels (runtime::apps::rlwe), with the full NTT and with
//! cuTraNTT's truncated NTT: key generation, encryption, decryption and a
//! check that every message comes back and that both transforms give the
//! same ciphertexts (same seed). On a GPU it also measures encryption after
//! warm-up, full against truncated (cuTraNTT's HENC comparison): device
//! latency per batch (CUDA events around the queued kernels) and end-to-end
//! throughput (upload, kernels, download; host sampling reported apart).
//!
//!   cargo run --release -p nttgen-runtime --features apps --example rlwe_encrypt -- [--preset NAME] [--batch B] [--seed S] [--reps R]
//!
//! Presets: newhope-1024, he-4096-q30 (default), he-16384-q60. The batch
//! defaults to 64 messages on the CPU and 2^24 / N on the GPU.
//! `NTTGEN_BACKEND=cpu|gpu` picks the backend (default: the GPU if present).
//! Exit status 0 when everything checks, 1 when a check fails, 2 on a usage
//! error or when it cannot run.
//!
//! Not a vetted scheme, parameters not audited: see docs/RLWE.md.

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use runtime::apps::rlwe::{Ciphertexts, EncryptionNoise, Params, PublicKey, Rlwe, Sampler, Transform};
use runtime::apps::Backend;
use std::time::Instant;

const USAGE: &str = "usage: rlwe_encrypt [--preset newhope-1024|he-4096-q30|he-16384-q60] [--batch B (>= 1)] [--seed S (u64, reproducible run)] [--reps R (GPU timing repetitions, >= 1)]";

struct Args {
    preset: String,
    batch: Option<usize>,
    seed: Option<u64>,
    reps: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args { preset: "he-4096-q30".into(), batch: None, seed: None, reps: 20 };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--preset" => a.preset = value()?,
            "--batch" => a.batch = Some(positive(&flag, &value()?)?),
            "--seed" => a.seed = Some(value()?.parse().map_err(|_| "--seed needs an unsigned 64-bit integer".to_string())?),
            "--reps" => a.reps = positive(&flag, &value()?)?,
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0)
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(a)
}

fn positive(flag: &str, v: &str) -> Result<usize, String> {
    match v.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(format!("{flag} = {v:?}: give a whole number >= 1")),
    }
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// What one transform's run gives.
struct Outcome {
    ct: Ciphertexts,
    /// Every message came back.
    ok: bool,
    /// GPU only: `time_gpu`'s (device, end-to-end) ms per batch.
    gpu: Option<(f64, f64)>,
}

/// One transform's run: keys, encryption, decryption, and on a GPU the timings.
fn run_one(rlwe: &Rlwe, seed: [u8; 32], messages: &[u16], reps: usize) -> runtime::Result<Outcome> {
    let batch = messages.len() / rlwe.params().n();
    let mut rng = Sampler::from_seed(seed);
    let t = Instant::now();
    let keys = rlwe.keygen(&mut rng)?;
    let keygen = ms(t);
    let t = Instant::now();
    let noise = rlwe.sample_encryption(batch, &mut rng)?;
    let sample = ms(t);
    let t = Instant::now();
    let ct = rlwe.encrypt_with(&keys.public, messages, &noise)?;
    let enc = ms(t);
    let t = Instant::now();
    let ok = rlwe.decrypt(&keys.secret, &ct)? == messages;
    let dec = ms(t);
    // On a GPU the first encryption includes the key broadcast and first launches.
    println!("{}: keygen {keygen:.1} ms, host sampling {sample:.1} ms, encrypt {enc:.1} ms ({:.0} messages/s), decrypt {dec:.1} ms: {}", rlwe.describe(), batch as f64 / enc * 1e3, if ok { "all messages back" } else { "MESSAGES DIFFER" });
    let gpu = match rlwe.ring().stream() {
        Some(_) => Some(time_gpu(rlwe, &keys.public, messages, &noise, reps)?),
        None => None,
    };
    Ok(Outcome { ct, ok, gpu })
}

/// GPU only, after warm-up: device latency of the queued encryption (CUDA
/// events) and end-to-end time with the upload and download (wall clock; the
/// download waits for the stream); medians in ms per batch.
fn time_gpu(rlwe: &Rlwe, pk: &PublicKey, messages: &[u16], noise: &EncryptionNoise, reps: usize) -> runtime::Result<(f64, f64)> {
    let stream = rlwe.ring().stream().expect("GPU ring");
    let batch = noise.batch();
    let staged = rlwe.stage(messages, noise)?;
    for _ in 0..3 {
        rlwe.encrypt_staged(pk, &staged)?;
    }
    stream.synchronize()?;
    let mut device = Vec::with_capacity(reps);
    for _ in 0..reps {
        let (_, gpu_ms) = stream.timed(|_| rlwe.encrypt_staged(pk, &staged))?;
        device.push(gpu_ms as f64);
    }
    let mut end_to_end = Vec::with_capacity(reps);
    for _ in 0..reps {
        let t = Instant::now();
        rlwe.fetch(&rlwe.encrypt_staged(pk, &rlwe.stage(messages, noise)?)?)?;
        end_to_end.push(ms(t));
    }
    let (d, e) = (median(device), median(end_to_end));
    println!("  gpu, median of {reps} after warm-up, batch {batch}: device {d:.3} ms/batch ({:.0} messages/s), with pack + upload + download {e:.3} ms/batch ({:.0} messages/s)", batch as f64 / d * 1e3, batch as f64 / e * 1e3);
    Ok((d, e))
}

fn main() {
    let args = parse_args().unwrap_or_else(|e| {
        eprintln!("rlwe_encrypt: {e}\n{USAGE}");
        std::process::exit(2)
    });
    match run(&args) {
        Ok(true) => {}
        Ok(false) => std::process::exit(1),
        Err(e) => {
            eprintln!("rlwe_encrypt: {e}");
            std::process::exit(2)
        }
    }
}

fn run(args: &Args) -> runtime::Result<bool> {
    let params = Params::preset(&args.preset)?;
    let backend = Backend::detect()?;
    let n = params.n();
    let batch = args.batch.unwrap_or(if matches!(backend, Backend::Cpu) { 64 } else { (1 << 24) / n });
    // One seed for both transforms: their ciphertexts must be equal.
    let seed = match args.seed {
        Some(s) => ChaCha20Rng::seed_from_u64(s).gen(),
        None => {
            let mut s = [0u8; 32];
            rand::rngs::OsRng.fill_bytes(&mut s);
            s
        }
    };
    let mut mrng = ChaCha20Rng::from_seed(seed);
    let messages: Vec<u16> = (0..batch * n).map(|_| mrng.gen_range(0..params.t) as u16).collect();
    println!("{} (N = {n}, q = {}, t = {}, CBD eta = {}; margin {:.0} sigma{}), batch {batch}, on {}", params.name, params.q, params.t, params.eta, params.margin() as f64 / params.noise_sigma(), if params.worst_case_correct() { ", worst-case correct" } else { "" }, backend.name());
    let mut all_ok = true;
    let (mut cts, mut times) = (Vec::new(), Vec::new());
    for tr in [Transform::Full, Transform::CUTRANTT] {
        let t = Instant::now();
        let rlwe = Rlwe::new(&backend, &params, tr)?;
        println!("{}: set up in {:.1} ms", rlwe.describe(), ms(t));
        let out = run_one(&rlwe, seed, &messages, args.reps)?;
        all_ok &= out.ok;
        cts.push(out.ct);
        times.extend(out.gpu);
    }
    if let [(d_full, e_full), (d_trunc, e_trunc)] = times[..] {
        println!("HENC full vs truncated (cuTraNTT), batch {batch}: device {d_full:.3} vs {d_trunc:.3} ms ({:.2}x), end to end {e_full:.3} vs {e_trunc:.3} ms ({:.2}x)", d_full / d_trunc, e_full / e_trunc);
    }
    let same = cts[0] == cts[1];
    if !same {
        println!("FAILED: the full and truncated transforms gave different ciphertexts for the same seed");
    }
    if all_ok && same {
        println!("verified {batch} messages, full and truncated NTT, N={n}, on {}", backend.name());
    }
    Ok(all_ok && same)
}

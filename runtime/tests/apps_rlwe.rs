//! runtime::apps::rlwe: round trips over random messages with full and
//! truncated transforms on the CPU executor, keys and ciphertexts against
//! a schoolbook reference, the parameter and input checks, the sampler's
//! distributions; the RLWE kernels compile with NVRTC; on the GPU machine
//! (`--ignored`) the GPU against the CPU, bit for bit.

mod common;

use codegen::reference::schoolbook::negacyclic_schoolbook;
use codegen::spec::Pointwise;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use runtime::apps::rlwe::{sample, Ciphertexts, EncryptionNoise, Params, Rlwe, Sampler, Transform, PRESETS};
use runtime::apps::rlwe::rlwe_cu;
use runtime::apps::Backend;
use runtime::{compile_ptx, CompileOptions};

const TRANSFORMS: [Transform; 4] = [
    Transform::Full,
    Transform::CUTRANTT,
    Transform::Truncated { levels: 2, pointwise: Pointwise::Schoolbook },
    Transform::Truncated { levels: 1, pointwise: Pointwise::FusedKaratsuba },
];

/// N = 64, a 30-bit prime ≡ 1 mod 128 (the largest), t = 16, η = 8.
fn small() -> Params {
    Params::new("small-64", 6, 1073741441, 16, 8).unwrap()
}

fn messages(p: &Params, batch: usize, seed: u64) -> Vec<u16> {
    let mut r = ChaCha20Rng::seed_from_u64(seed);
    (0..batch * p.n()).map(|_| r.gen_range(0..p.t) as u16).collect()
}

fn rlwe(p: &Params, tr: Transform) -> Rlwe {
    Rlwe::new(&Backend::Cpu, p, tr).unwrap()
}

fn err_text<T>(r: runtime::Result<T>) -> String {
    match r {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.to_string(),
    }
}

/// Many random messages decrypt to themselves, every preset but the largest
/// (its round trip is below) and every transform.
#[test]
fn round_trip_full_and_truncated() {
    for (name, batch) in [("newhope-1024", 16), ("he-4096-q30", 6)] {
        let p = Params::preset(name).unwrap();
        for tr in TRANSFORMS {
            let r = rlwe(&p, tr);
            let mut rng = Sampler::from_u64(1);
            let keys = r.keygen(&mut rng).unwrap();
            let m = messages(&p, batch, 2);
            let ct = r.encrypt(&keys.public, &m, &mut rng).unwrap();
            assert_eq!(ct.batch(), batch);
            assert!(r.decrypt(&keys.secret, &ct).unwrap() == m, "{}", r.describe());
        }
    }
}

#[test]
fn round_trip_n16384_q60() {
    let p = Params::preset("he-16384-q60").unwrap();
    for tr in [Transform::Full, Transform::CUTRANTT] {
        let r = rlwe(&p, tr);
        let mut rng = Sampler::from_entropy();
        let keys = r.keygen(&mut rng).unwrap();
        let m = messages(&p, 2, 3);
        let ct = r.encrypt(&keys.public, &m, &mut rng).unwrap();
        assert!(r.decrypt(&keys.secret, &ct).unwrap() == m, "{}", r.describe());
    }
}

fn lift(v: &[i8], q: u64) -> Vec<u64> {
    v.iter().map(|&x| sample::lift(x, q)).collect()
}

fn add(a: &[u64], b: &[u64], q: u64) -> Vec<u64> {
    a.iter().zip(b).map(|(&x, &y)| ((x as u128 + y as u128) % q as u128) as u64).collect()
}

/// b = -(a s + e) and c0 = b u + e1 + Δm, c1 = a u + e2 by schoolbook
/// products, against the kernels' keys and ciphertexts, every transform.
#[test]
fn keys_and_ciphertexts_match_a_schoolbook_reference() {
    for p in [small(), Params::preset("newhope-1024").unwrap()] {
        let (q, n, batch) = (p.q, p.n(), 3);
        for tr in TRANSFORMS {
            let r = rlwe(&p, tr);
            let mut rng = Sampler::from_u64(7);
            let ks = r.sample_key(&mut rng);
            let keys = r.keygen_from(&ks).unwrap();
            let (b, a) = r.public_key_coefficients(&keys.public).unwrap();
            assert_eq!(a, ks.a);
            let as_e = add(&negacyclic_schoolbook(&ks.a, &lift(&ks.s, q), q).unwrap(), &lift(&ks.e, q), q);
            assert_eq!(b, as_e.iter().map(|&x| (q - x) % q).collect::<Vec<_>>(), "b, {}", r.describe());

            let noise = r.sample_encryption(batch, &mut rng).unwrap();
            let m = messages(&p, batch, 8);
            let ct = r.encrypt_with(&keys.public, &m, &noise).unwrap();
            for i in 0..batch {
                let s = i * n..(i + 1) * n;
                let u = lift(&noise.u()[s.clone()], q);
                let dm: Vec<u64> = m[s.clone()].iter().map(|&x| x as u64 * p.delta()).collect();
                let c0 = add(&add(&negacyclic_schoolbook(&b, &u, q).unwrap(), &lift(&noise.e1()[s.clone()], q), q), &dm, q);
                let c1 = add(&negacyclic_schoolbook(&a, &u, q).unwrap(), &lift(&noise.e2()[s], q), q);
                assert_eq!(ct.c0(i), &c0[..], "c0 of message {i}, {}", r.describe());
                assert_eq!(ct.c1(i), &c1[..], "c1 of message {i}, {}", r.describe());
            }
        }
    }
}

/// Ciphertexts are coefficients: a fixed seed gives the same words under
/// every transform, and any instance of the same parameters decrypts them.
#[test]
fn ciphertexts_do_not_depend_on_the_transform() {
    let p = small();
    let m = messages(&p, 4, 9);
    let run = |tr: Transform, seed: u64| {
        let r = rlwe(&p, tr);
        let mut rng = Sampler::from_u64(seed);
        let keys = r.keygen(&mut rng).unwrap();
        (r.encrypt(&keys.public, &m, &mut rng).unwrap(), r, keys)
    };
    let (full, _, _) = run(Transform::Full, 5);
    for tr in TRANSFORMS {
        let (ct, r, keys) = run(tr, 5);
        assert_eq!(ct, full, "{}", r.describe());
        assert_eq!(r.decrypt(&keys.secret, &full).unwrap(), m);
    }
    assert_ne!(run(Transform::Full, 6).0, full, "another seed, other ciphertexts");
}

/// Noise past the margin must break decryption (the round trips above are
/// not vacuous): e2 = 127 and s = 1 everywhere make |e2 s| up to 127 N.
#[test]
fn noise_past_the_margin_breaks_decryption() {
    let p = Params::new("tiny-q", 6, 7681, 2, 2).unwrap();
    assert!(127 * p.n() as u64 > p.margin());
    let r = rlwe(&p, Transform::Full);
    let mut rng = Sampler::from_u64(11);
    let mut ks = r.sample_key(&mut rng);
    ks.s.fill(1);
    let keys = r.keygen_from(&ks).unwrap();
    let n = p.n();
    let noise = EncryptionNoise::from_parts(n, &vec![0; n], &vec![0; n], &vec![127; n]).unwrap();
    let m = messages(&p, 1, 12);
    let ct = r.encrypt_with(&keys.public, &m, &noise).unwrap();
    let back = r.decrypt(&keys.secret, &ct).unwrap();
    assert!(back.iter().zip(&m).filter(|(a, b)| a != b).count() > n / 4);
    // The same with the sampled noise decrypts.
    let ct = r.encrypt(&keys.public, &m, &mut rng).unwrap();
    assert_eq!(r.decrypt(&keys.secret, &ct).unwrap(), m);
}

#[test]
fn presets_state_their_margins() {
    let get = |name: &str| Params::preset(name).unwrap();
    assert!(!get("newhope-1024").worst_case_correct());
    assert!(get("newhope-1024").margin() as f64 > 40.0 * get("newhope-1024").noise_sigma());
    assert!(get("he-4096-q30").worst_case_correct());
    assert!(get("he-16384-q60").worst_case_correct());
    for p in PRESETS {
        assert_eq!(Params::preset(p.name).unwrap().q, p.q);
        assert!((10..=14).contains(&p.log_n), "{}: presets span N = 2^10..2^14", p.name);
    }
}

#[test]
fn bad_params_are_refused() {
    let e = |r: runtime::Result<Params>, needle: &str| {
        let t = err_text(r);
        assert!(t.contains(needle), "{t:?} lacks {needle:?}");
    };
    e(Params::new("x", 4, 1073741441, 16, 8), "log_n");
    e(Params::new("x", 6, 1073741440, 16, 8), "q = 1073741440 is not a prime ≡ 1 mod 2N = 128");
    // 12289 is prime and ≡ 1 mod 2048, but not mod 8192.
    e(Params::new("x", 12, 12289, 2, 2), "q = 12289 is not a prime ≡ 1 mod 2N = 8192");
    e(Params::new("x", 6, 1073741441, 1, 8), "t = 1");
    e(Params::new("x", 6, 1073741441, 1 << 17, 8), "t = 131072");
    e(Params::new("x", 6, 1073741441, 16, 0), "eta = 0");
    e(Params::new("x", 6, 1073741441, 16, 33), "eta = 33");
    e(Params::new("x", 6, 7681, 256, 8), "decryption would fail too often");
    e(Params::preset("lpr"), "newhope-1024, he-4096-q30, he-16384-q60");
}

#[test]
fn bad_inputs_are_refused() {
    let p = small();
    let (r, other) = (rlwe(&p, Transform::Full), rlwe(&p, Transform::CUTRANTT));
    let mut rng = Sampler::from_u64(13);
    let keys = r.keygen(&mut rng).unwrap();
    let n = p.n();
    let mut m = messages(&p, 2, 14);
    m[n + 5] = 16;
    let t = err_text(r.encrypt(&keys.public, &m, &mut rng));
    assert!(t.contains("messages[69] (message 1, coefficient 5) = 16 is not below t = 16"), "{t}");
    assert!(err_text(r.encrypt(&keys.public, &m[..n - 1], &mut rng)).contains("not a whole number"));
    assert!(err_text(r.encrypt(&keys.public, &[], &mut rng)).contains("not a whole number"));
    let noise = r.sample_encryption(1, &mut rng).unwrap();
    assert!(err_text(r.encrypt_with(&keys.public, &m, &noise)).contains("give batch x N = 64"));
    assert!(err_text(r.sample_encryption(0, &mut rng)).contains("at least one"));
    assert!(err_text(EncryptionNoise::from_parts(n, &[0; 64], &[0; 64], &[0; 63])).contains("same whole number"));
    // Keys of another instance (another transform) are refused.
    let ok = messages(&p, 1, 15);
    assert!(err_text(other.encrypt(&keys.public, &ok, &mut rng)).contains("another Rlwe instance"));
    let ct = r.encrypt(&keys.public, &ok, &mut rng).unwrap();
    assert!(err_text(other.decrypt(&keys.secret, &ct)).contains("another Rlwe instance"));
    // Key samples of the wrong size or out of range.
    let mut ks = r.sample_key(&mut rng);
    ks.a[3] = p.q;
    assert!(err_text(r.keygen_from(&ks)).contains("KeySamples.a"));
    ks.e.pop();
    assert!(err_text(r.keygen_from(&ks)).contains("KeySamples.e holds 63 values"));
    // Ciphertexts: shape, range, parameters.
    assert!(err_text(Ciphertexts::from_words(p.q, n, vec![0; n])).contains("pairs"));
    assert!(err_text(Ciphertexts::from_words(p.q, n, vec![p.q; 2 * n])).contains("not below q"));
    let foreign = Ciphertexts::from_words(12289, n, vec![0; 2 * n]).unwrap();
    assert!(err_text(r.decrypt(&keys.secret, &foreign)).contains("decrypt with matching parameters"));
}

/// Seeded samples are reproducible, and their statistics fit the
/// distributions (fixed seeds: these cannot flake).
#[test]
fn sampler_distributions() {
    let n = 1 << 16;
    let (mut t1, mut t2) = (vec![0i8; n], vec![0i8; n]);
    Sampler::from_u64(3).ternary(&mut t1);
    Sampler::from_u64(3).ternary(&mut t2);
    assert_eq!(t1, t2);
    for v in [-1, 0, 1] {
        let c = t1.iter().filter(|&&x| x == v).count() as f64 / n as f64;
        assert!((c - 1.0 / 3.0).abs() < 0.01, "ternary {v}: {c}");
    }
    for eta in [2u32, 8, 21, 32] {
        let mut e = vec![0i8; n];
        Sampler::from_u64(4).cbd(eta, &mut e);
        assert!(e.iter().all(|&x| (x as i32).abs() <= eta as i32));
        let mean = e.iter().map(|&x| x as f64).sum::<f64>() / n as f64;
        let var = e.iter().map(|&x| (x as f64 - mean).powi(2)).sum::<f64>() / n as f64;
        assert!(mean.abs() < 0.05 && (var / (eta as f64 / 2.0) - 1.0).abs() < 0.05, "cbd({eta}): mean {mean} var {var}");
    }
    let mut a = vec![0u64; n];
    Sampler::from_u64(5).uniform(12289, &mut a);
    assert!(a.iter().all(|&x| x < 12289));
    assert!(a.iter().any(|&x| x > 12000) && a.iter().any(|&x| x < 289));
    let (mut x, mut y) = (vec![0i8; 64], vec![0i8; 64]);
    Sampler::from_entropy().ternary(&mut x);
    Sampler::from_entropy().ternary(&mut y);
    assert_ne!(x, y, "two OS-seeded samplers agree on 64 trits (probability 3^-64)");
}

#[test]
fn rlwe_kernels_compile_with_nvrtc() {
    if !common::require_nvrtc("rlwe_kernels_compile_with_nvrtc") {
        return;
    }
    let c = compile_ptx(&rlwe_cu().unwrap(), "nttgen_rlwe", "sm_90", &CompileOptions::default()).unwrap();
    let mut names = c.kernel_names();
    names.sort();
    assert_eq!(names, ["rlwe_add_noise", "rlwe_broadcast_pair", "rlwe_lift_small"]);
}

/// The GPU's keys, ciphertexts and decryptions against the CPU's, bit for
/// bit, full and truncated; then a large batch round trip on the GPU.
#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn gpu_matches_the_cpu_bit_for_bit() {
    let gpu = Backend::Gpu(std::sync::Arc::new(runtime::Gpu::open(0).unwrap()));
    for name in ["newhope-1024", "he-4096-q30", "he-16384-q60"] {
        let p = Params::preset(name).unwrap();
        for tr in [Transform::Full, Transform::CUTRANTT, Transform::Truncated { levels: 2, pointwise: Pointwise::Schoolbook }] {
            let (c, g) = (rlwe(&p, tr), Rlwe::new(&gpu, &p, tr).unwrap());
            let m = messages(&p, 5, 21);
            let mut got = vec![];
            for r in [&c, &g] {
                let mut rng = Sampler::from_u64(22);
                let keys = r.keygen(&mut rng).unwrap();
                let pk = r.public_key_coefficients(&keys.public).unwrap();
                let ct = r.encrypt(&keys.public, &m, &mut rng).unwrap();
                let back = r.decrypt(&keys.secret, &ct).unwrap();
                got.push((pk, ct, back));
            }
            assert!(got[0] == got[1], "{}: GPU differs from CPU", g.describe());
            assert!(got[1].2 == m, "{}", g.describe());
            let mut rng = Sampler::from_entropy();
            let keys = g.keygen(&mut rng).unwrap();
            let big = messages(&p, 256, 23);
            let ct = g.encrypt(&keys.public, &big, &mut rng).unwrap();
            assert!(g.decrypt(&keys.secret, &ct).unwrap() == big, "{} batch 256", g.describe());
        }
    }
}

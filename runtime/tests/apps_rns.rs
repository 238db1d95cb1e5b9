//! runtime::apps::rns: RNS polynomial multiplication mod a big Q with CRT,
//! on the CPU executor against big-integer schoolbook products; the CUDA
//! kernels compile with NVRTC; on the GPU machine (`--ignored`) the GPU
//! pipeline against the CPU one, bit for bit, and against the oracle.

mod common;

use num_bigint::BigUint;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use runtime::apps::rns::{schoolbook, Modulus, RnsPolyMul, RnsTables};
use runtime::apps::Backend;
use runtime::{compile_ptx, CompileOptions};

fn random_below(rng: &mut ChaCha8Rng, q: &BigUint) -> BigUint {
    let bytes: Vec<u8> = (0..q.bits().div_ceil(8) + 8).map(|_| rng.gen()).collect();
    BigUint::from_bytes_le(&bytes) % q
}

fn polys(rng: &mut ChaCha8Rng, q: &BigUint, n: usize, batch: usize) -> Vec<Vec<BigUint>> {
    (0..batch).map(|_| (0..n).map(|_| random_below(rng, q)).collect()).collect()
}

fn check_against_schoolbook(m: &RnsPolyMul, a: &[Vec<BigUint>], b: &[Vec<BigUint>]) {
    let got = m.multiply_big(a, b).unwrap();
    for (p, g) in got.iter().enumerate() {
        assert_eq!(g, &schoolbook(&a[p], &b[p], m.q()), "polynomial {p}, Q = {}", m.q());
    }
}

fn big(bits: u64, seed: u64) -> BigUint {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let q = random_below(&mut rng, &(BigUint::from(1u32) << bits));
    q | (BigUint::from(1u32) << (bits - 1)) // exactly `bits` bits
}

/// Any Q: 61, 200 and 1000 bits, random, against schoolbook mod Q.
#[test]
fn big_modulus_products_match_schoolbook() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for (bits, log_n) in [(61u64, 5u32), (200, 5), (1000, 4)] {
        let q = big(bits, bits);
        let m = RnsPolyMul::new(&Backend::Cpu, Modulus::Big(q.clone()), log_n).unwrap();
        assert!(m.tables().p > (BigUint::from(2u32) << log_n) * (&q - 1u32) * (&q - 1u32));
        let n = m.n();
        check_against_schoolbook(&m, &polys(&mut rng, &q, n, 2), &polys(&mut rng, &q, n, 2));
    }
}

/// The largest coefficients (Q - 1 everywhere: the product's magnitude is
/// at its bound, negative and positive), Q = 2, and an even Q.
#[test]
fn extreme_coefficients_and_small_moduli() {
    for q in [BigUint::from(2u32), BigUint::from(1u32) << 300, (BigUint::from(1u32) << 127) - 1u32] {
        let m = RnsPolyMul::new(&Backend::Cpu, Modulus::Big(q.clone()), 5).unwrap();
        let n = m.n();
        let top = vec![vec![&q - 1u32; n]];
        let mut alt = top.clone();
        for (k, c) in alt[0].iter_mut().enumerate() {
            if k % 3 == 0 {
                *c = BigUint::from(0u32);
            }
        }
        check_against_schoolbook(&m, &top, &top);
        check_against_schoolbook(&m, &top, &alt);
    }
}

/// Q = the product of the towers (the FHE case).
#[test]
fn tower_product_modulus_matches_schoolbook() {
    let m = RnsPolyMul::new(&Backend::Cpu, Modulus::Towers { count: 4 }, 6).unwrap();
    assert_eq!(m.primes().len(), 4);
    assert_eq!(m.tables().k, 0);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let q = m.q().clone();
    check_against_schoolbook(&m, &polys(&mut rng, &q, m.n(), 3), &polys(&mut rng, &q, m.n(), 3));
}

/// The Rust twins alone: decompose then reconstruct is x mod Q (tower
/// modulus) and the centered lift mod Q (big modulus).
#[test]
fn twins_round_trip() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let q = big(150, 9);
    let primes = codegen::arith::primes::ntt_primes(60, 6, 1 << 12);
    let t = RnsTables::new(&q, &primes, true).unwrap();
    for _ in 0..200 {
        let x = random_below(&mut rng, &q);
        let mut limbs = x.to_u32_digits();
        limbs.resize(t.l, 0);
        let r = t.decompose(&limbs);
        assert_eq!(BigUint::from_slice(&t.reconstruct(&r)), x);
        // A negative value -x is P - x in [0, P): reconstructs to Q - x mod Q.
        let neg: Vec<u64> = r.iter().zip(&primes).map(|(&v, &p)| (p - v) % p).collect();
        assert_eq!(BigUint::from_slice(&t.reconstruct(&neg)), (&q - &x) % &q);
    }
}

#[test]
fn bad_inputs_are_refused() {
    let q = BigUint::from(1000u32);
    let m = RnsPolyMul::new(&Backend::Cpu, Modulus::Big(q.clone()), 4).unwrap();
    let n = m.n();
    let e = m.multiply(&vec![1000; n], &vec![0; n]).err().unwrap().to_string();
    assert!(e.contains("not below Q"), "{e}");
    let e = m.multiply(&vec![0; n - 1], &vec![0; n - 1]).err().unwrap().to_string();
    assert!(e.contains("not a whole batch"), "{e}");
    let e = m.multiply(&vec![0; n], &vec![0; 2 * n]).err().unwrap().to_string();
    assert!(e.contains("same batch"), "{e}");
    assert!(RnsPolyMul::new(&Backend::Cpu, Modulus::Big(BigUint::from(1u32)), 4).is_err());
    assert!(RnsTables::new(&q, &[3, 1152921504606584833], false).is_err());
}

#[test]
fn rns_kernels_compile_with_nvrtc() {
    if !common::require_nvrtc("rns_kernels_compile_with_nvrtc") {
        return;
    }
    let m = RnsPolyMul::new(&Backend::Cpu, Modulus::Big(big(500, 1)), 5).unwrap();
    let c = compile_ptx(&m.tables().cuda_source(), "nttgen_rns", "sm_90", &CompileOptions::default()).unwrap();
    let mut names = c.kernel_names();
    names.sort();
    assert_eq!(names, ["rns_decompose", "rns_reconstruct"]);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn gpu_pipeline_matches_the_cpu_and_schoolbook() {
    let gpu = Backend::Gpu(std::sync::Arc::new(runtime::Gpu::open(0).unwrap()));
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for (modulus, log_n) in [(Modulus::Big(big(1000, 2)), 6u32), (Modulus::Towers { count: 8 }, 10), (Modulus::Big(big(240, 3)), 12)] {
        let (c, g) = (RnsPolyMul::new(&Backend::Cpu, modulus.clone(), log_n).unwrap(), RnsPolyMul::new(&gpu, modulus, log_n).unwrap());
        let q = c.q().clone();
        let (a, b) = (polys(&mut rng, &q, c.n(), 2), polys(&mut rng, &q, c.n(), 2));
        let want = c.multiply_big(&a, &b).unwrap();
        assert_eq!(g.multiply_big(&a, &b).unwrap(), want, "GPU vs CPU, log_n {log_n}");
        if log_n <= 6 {
            assert_eq!(want[0], schoolbook(&a[0], &b[0], &q));
        }
    }
}

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
use codegen::emit::elementwise::eval::{self, Arg};

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

/// Runs a kernel of the generated rns.cu from its descriptor (the text the
/// GPU compiles), sized by `t`.
fn eval_rns(t: &RnsTables, kernel: &str, args: &mut [Arg]) {
    let m = codegen::emit::elementwise::apps::rns();
    let k = m.kernels.iter().find(|k| k.name == kernel).unwrap();
    eval::run_sized(k, &t.sizes(), args).unwrap();
}

/// The generated kernels, evaluated from their descriptors with the
/// arguments the GPU path launches, against the Rust twins: a tower
/// modulus and a centered big one, random coefficients and residues plus
/// the extremes (0, p - 1, the centered threshold).
#[test]
fn generated_kernels_match_the_twins() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let primes = codegen::arith::primes::ntt_primes(60, 5, 1 << 12);
    let product: BigUint = primes.iter().map(|&p| BigUint::from(p)).product();
    for (q, centered) in [(product, false), (big(130, 4), true), (big(61, 5), true)] {
        let t = RnsTables::new(&q, &primes, centered).unwrap();
        let (n, batch, towers) = (8usize, 3usize, primes.len());
        let coeffs: Vec<BigUint> = (0..n * batch).map(|c| if c == 0 { &q - 1u32 } else { random_below(&mut rng, &q) }).collect();
        let limbs: Vec<u32> = coeffs.iter().flat_map(|x| {
            let mut v = x.to_u32_digits();
            v.resize(t.l, 0);
            v
        }).collect();
        let mut args = [Arg::Words(vec![0; batch * towers * n]), Arg::Limbs(limbs.clone()), Arg::Words(t.primes.clone()), Arg::Words(t.r.clone()), Arg::Words(t.rs.clone()), Arg::Value(n as u64), Arg::Value(batch as u64)];
        eval_rns(&t, "rns_decompose", &mut args);
        let Arg::Words(x) = &args[0] else { unreachable!() };
        for c in 0..n * batch {
            let (p, k) = (c / n, c % n);
            let got: Vec<u64> = (0..towers).map(|i| x[(p * towers + i) * n + k]).collect();
            assert_eq!(got, t.decompose(&limbs[c * t.l..(c + 1) * t.l]), "decompose, coefficient {c}, Q = {q}");
        }
        // Residues: random, all zero, all p - 1, and the centered threshold and one above.
        let mut res: Vec<Vec<u64>> = (0..n * batch - 4).map(|_| primes.iter().map(|&p| rng.gen_range(0..p)).collect()).collect();
        res.push(vec![0; towers]);
        res.push(primes.iter().map(|&p| p - 1).collect());
        let half: BigUint = (&t.p - 1u32) >> 1;
        for h in [half.clone(), half + 1u32] {
            res.push(primes.iter().map(|&p| (&h % p).iter_u64_digits().next().unwrap_or(0)).collect());
        }
        let mut x = vec![0u64; batch * towers * n];
        for (c, r) in res.iter().enumerate() {
            for (i, &v) in r.iter().enumerate() {
                x[(c / n * towers + i) * n + c % n] = v;
            }
        }
        let mut args = [
            Arg::Limbs(vec![0; batch * n * t.lq]),
            Arg::Words(x),
            Arg::Words(t.primes.clone()),
            Arg::Words(t.inv.clone()),
            Arg::Words(t.invs.clone()),
            Arg::Words(t.half.clone()),
            Arg::Limbs(t.cm.clone()),
            Arg::Limbs(t.nc.clone()),
            Arg::Limbs(t.s.clone()),
            Arg::Value(n as u64),
            Arg::Value(batch as u64),
        ];
        eval_rns(&t, "rns_reconstruct", &mut args);
        let Arg::Limbs(out) = &args[0] else { unreachable!() };
        for (c, r) in res.iter().enumerate() {
            assert_eq!(out[c * t.lq..(c + 1) * t.lq], t.reconstruct(r)[..], "reconstruct, coefficient {c}, Q = {q}");
        }
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
    let c = compile_ptx(&m.tables().cuda_source().unwrap(), "nttgen_rns", "sm_90", &CompileOptions::default()).unwrap();
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

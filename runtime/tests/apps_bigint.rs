//! runtime::apps::bigint: products on the CPU executor against num-bigint
//! (many small sizes, several towers, carry-stressing operands, two large
//! products); shapes and refusals; the kernels compile with NVRTC; on the GPU
//! machine (`--ignored`) the GPU products against the CPU's and num-bigint's,
//! bit for bit.

mod common;

use num_bigint::BigUint;
use proptest::prelude::*;
use runtime::apps::bigint::{bigint_cu, BigMul, BigMulOptions, Shape};
use runtime::apps::Backend;
use runtime::{compile_ptx, CompileOptions};

/// `n` pseudo-random limbs, the top one nonzero (a fixed LCG: reproducible).
fn random_limbs(n: usize, seed: u64) -> Vec<u64> {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut v: Vec<u64> = (0..n)
        .map(|_| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            s ^ (s >> 29)
        })
        .collect();
    if let Some(top) = v.last_mut() {
        *top |= 1 << 63;
    }
    v
}

/// The product limbs num-bigint gives, `len` of them.
fn reference(a: &[u64], b: &[u64], len: usize) -> Vec<u64> {
    let mut p = (BigUint::from_slice(&to_u32(a)) * BigUint::from_slice(&to_u32(b))).to_u64_digits();
    p.resize(len, 0);
    p
}

fn to_u32(v: &[u64]) -> Vec<u32> {
    v.iter().flat_map(|&w| [w as u32, (w >> 32) as u32]).collect()
}

/// Multiplies `pairs` as one batch on `m` and checks every product against num-bigint.
fn check_batch(m: &BigMul, pairs: &[(Vec<u64>, Vec<u64>)]) {
    let refs: Vec<(&[u64], &[u64])> = pairs.iter().map(|(a, b)| (a.as_slice(), b.as_slice())).collect();
    let got = m.mul_u64(&refs).unwrap();
    assert_eq!(got.len(), pairs.len());
    for (i, ((a, b), p)) in pairs.iter().zip(&got).enumerate() {
        assert_eq!(p.len(), a.len() + b.len(), "pair {i}: product length");
        assert!(*p == reference(a, b, p.len()), "pair {i} ({} x {} limbs) differs from num-bigint", a.len(), b.len());
    }
}

fn cpu() -> BigMul {
    BigMul::new(&Backend::Cpu).unwrap()
}

fn towers(t: usize) -> BigMul {
    BigMul::with_options(&Backend::Cpu, BigMulOptions { towers: Some(t), ..Default::default() }).unwrap()
}

/// Every size from 1 to 24 limbs against every other, one pair per call.
#[test]
fn small_sizes_match_num_bigint() {
    let m = cpu();
    for la in 1..=24 {
        for lb in [1, 2, 3, 7, 16, 23, 24] {
            check_batch(&m, &[(random_limbs(la, la as u64), random_limbs(lb, 100 + lb as u64))]);
        }
    }
}

/// One batch of pairs of different sizes (padded to the longest inside).
#[test]
fn a_batch_of_mixed_sizes() {
    let sizes = [(1, 1), (5, 300), (300, 5), (257, 256), (100, 100), (0, 9), (64, 1)];
    let pairs: Vec<_> = sizes.iter().enumerate().map(|(i, &(a, b))| (random_limbs(a, 2 * i as u64), random_limbs(b, 2 * i as u64 + 1))).collect();
    check_batch(&cpu(), &pairs);
}

/// Zero, one, empty slices, leading zero limbs, and all-ones operands, whose
/// products carry across every digit and every chunk of the lookahead.
#[test]
fn edge_cases_and_long_carries() {
    let ones = |n: usize| vec![u64::MAX; n];
    let mut one_more = vec![1u64];
    one_more.extend(vec![0; 499]);
    one_more.push(1); // 2^(64*500) + 1: (2^m - 1)(2^m + 1) = 2^2m - 1, all ones
    let pairs = vec![
        (vec![0], random_limbs(40, 1)),
        (vec![], random_limbs(3, 2)),
        (vec![], vec![]),
        (vec![1], random_limbs(40, 3)),
        (vec![5, 0, 0, 0], vec![7, 0]),
        (ones(1), ones(1)),
        (ones(500), ones(500)),
        (ones(500), one_more.clone()),
        (ones(7), ones(1000)),
        (vec![u64::MAX, 0, u64::MAX], ones(3)),
    ];
    check_batch(&cpu(), &pairs);
    check_batch(&towers(3), &pairs);
    let all_ones = cpu().mul_u64(&[(&ones(500), &one_more)]).unwrap().remove(0);
    assert!(all_ones[..1000].iter().all(|&w| w == u64::MAX) && all_ones[1000] == 0, "(2^m - 1)(2^m + 1) is not 2^2m - 1");
}

/// Two and three primes (CRT on the coefficients), forced at sizes one
/// prime would take, with wide digits.
#[test]
fn several_towers_match_num_bigint() {
    for t in [2, 3] {
        let m = towers(t);
        let s = m.shape(1000, 700).unwrap();
        assert_eq!(s.towers, t);
        assert!(s.digit_bits > 24, "{t} towers should widen the digit: {s:?}");
        let pairs: Vec<_> = [(1000, 700), (1, 1), (33, 999), (1000, 1)].iter().map(|&(a, b)| (random_limbs(a, a as u64 + 7), random_limbs(b, b as u64 + 9))).collect();
        check_batch(&m, &pairs);
        check_batch(&m, &[(vec![u64::MAX; 1000], vec![u64::MAX; 700])]);
    }
}

/// The paper's configuration: 786432-bit operands are 24-bit digits in
/// 2^16 points of the Solinas prime; each shape's digit is the widest whose
/// coefficient bound holds.
#[test]
fn shapes_take_the_widest_digit() {
    let s = cpu().shape(12_288, 12_288).unwrap();
    assert_eq!((s.towers, s.log_n, s.digit_bits, s.digits_a), (1, 16, 24, 32_768), "{s:?}");
    let q = |t: usize| -> BigUint { runtime::apps::bigint::primes(t).iter().map(|&p| BigUint::from(p)).product() };
    let bound = |da: usize, db: usize, b: u32| BigUint::from(da.min(db)) * BigUint::from((1u128 << b) - 1).pow(2);
    for (la, lb) in [(1, 1), (3, 100), (500, 500), (12_288, 12_288), (20_000, 10)] {
        let s = cpu().shape(la, lb).unwrap();
        let digits = |l: usize, b: u32| (64 * l).div_ceil(b as usize);
        assert!(bound(s.digits_a, s.digits_b, s.digit_bits) < q(s.towers), "{s:?}");
        // One bit wider breaks the bound (or the 61-bit cap on digits).
        let b = s.digit_bits + 1;
        assert!(b > 61 || bound(digits(la, b), digits(lb, b), b) >= q(s.towers), "{s:?}: b + 1 would fit too");
        assert!(s.k() >= s.digits_a + s.digits_b - 1, "{s:?}: the cyclic product would wrap");
    }
}

/// 786432-bit operands (random and all ones, one batch) and an unequal
/// 1048576 x 524288-bit product: 2^16-point transforms on the interpreter.
#[test]
fn large_products_on_the_cpu() {
    let m = cpu();
    let t = std::time::Instant::now();
    check_batch(&m, &[(random_limbs(12_288, 11), random_limbs(12_288, 12)), (vec![u64::MAX; 12_288], vec![u64::MAX; 12_288])]);
    check_batch(&m, &[(random_limbs(16_384, 13), random_limbs(8_192, 14))]);
    eprintln!("large products on the cpu: {:.2?}", t.elapsed());
}

#[test]
fn u32_and_biguint_interfaces() {
    let m = cpu();
    let a: Vec<u32> = (1..=37u32).map(|i| i.wrapping_mul(0x9E37_79B9)).collect();
    let b: Vec<u32> = vec![u32::MAX; 5];
    let p = m.mul_u32(&[(&a, &b)]).unwrap().remove(0);
    assert_eq!(p.len(), 42);
    let want = BigUint::from_slice(&a) * BigUint::from_slice(&b);
    assert_eq!(BigUint::from_slice(&p), want);
    assert_eq!(m.mul(&BigUint::from_slice(&a), &BigUint::from_slice(&b)).unwrap(), want);
    let pairs = vec![(BigUint::from(0u32), want.clone()), (want.clone(), want.clone())];
    assert_eq!(m.mul_biguint(&pairs).unwrap(), vec![BigUint::from(0u32), &want * &want]);
    assert!(m.mul_u64(&[]).unwrap().is_empty());
}

#[test]
fn too_large_products_are_refused_naming_the_limit() {
    let e = cpu().shape(8_000_000, 8_000_000).unwrap_err().to_string();
    assert!(e.contains("2^24 points") && e.contains("split the operands"), "{e}");
    let small = BigMul::with_options(&Backend::Cpu, BigMulOptions { towers: None, max_log_n: 8 }).unwrap();
    let e = small.mul_u64(&[(&random_limbs(200, 1), &random_limbs(200, 2))]).unwrap_err().to_string();
    assert!(e.contains("max_log_n") && e.contains("2^8 points"), "{e}");
    let most: usize = e.split("fit are ").nth(1).and_then(|r| r.split(' ').next()).and_then(|n| n.parse().ok()).expect(&e);
    assert!(small.shape(most, most).is_ok() && small.shape(most + 1, most + 1).is_err(), "{e}");
    let one = BigMul::with_options(&Backend::Cpu, BigMulOptions { towers: Some(1), max_log_n: 24 }).unwrap();
    let e = one.shape(3_000_000, 3_000_000).unwrap_err().to_string();
    assert!(e.contains("BigMulOptions::towers"), "{e}");
}

#[test]
fn bad_arguments_are_refused() {
    for o in [BigMulOptions { towers: Some(0), max_log_n: 16 }, BigMulOptions { towers: Some(4), max_log_n: 16 }, BigMulOptions { towers: None, max_log_n: 25 }] {
        let e = BigMul::with_options(&Backend::Cpu, o).err().expect("refused").to_string();
        assert!(e.contains("BigMulOptions::"), "{e}");
    }
    let m = cpu();
    let s = m.shape(4, 2).unwrap();
    let a = m.upload(&s, &[1; 8]).unwrap();
    let up = |s: &Shape, n: usize| m.upload(s, &vec![1; n]).unwrap();
    let e = m.multiply(&s, &a, &up(&s, 3)).err().unwrap().to_string();
    assert!(e.contains("operand b") && e.contains("expected 4"), "{e}");
    let e = m.multiply(&s, &up(&s, 6), &up(&s, 4)).err().unwrap().to_string();
    assert!(e.contains("not a whole batch"), "{e}");
    let e = m.multiply(&s, &up(&s, 0), &up(&s, 0)).err().unwrap().to_string();
    assert!(e.contains("not a whole batch"), "{e}");
    // A tampered shape (more limbs than its digits hold) would overrun the transform.
    let wrong = Shape { limbs_a: 40, ..s };
    let e = m.multiply(&wrong, &up(&wrong, 40), &up(&wrong, 2)).err().unwrap().to_string();
    assert!(e.contains("disagree"), "{e}");
    // Limbs made for another transform length (another stream on the GPU).
    let (long, other) = (m.shape(4, 200).unwrap(), m.shape(4, 2).unwrap());
    assert_ne!(long.log_n, other.log_n);
    let e = m.multiply(&long, &up(&other, 4), &up(&long, 200)).err().unwrap().to_string();
    assert!(e.contains("operand a was made for") && e.contains("upload it with the shape"), "{e}");
    let good = m.multiply(&s, &a, &up(&s, 4)).unwrap();
    assert_eq!(m.download(&s, &good).unwrap().len(), 2 * s.out_limbs());
    assert!(good.device().is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    /// Random operands of up to 40 limbs (limbs drawn from all-ones, zero and
    /// random, to hit carry chains) on 1 to 3 towers.
    #[test]
    fn random_products_match_num_bigint(
        a in prop::collection::vec(prop_oneof![Just(u64::MAX), Just(0u64), any::<u64>()], 0..40),
        b in prop::collection::vec(prop_oneof![Just(u64::MAX), Just(0u64), any::<u64>()], 0..40),
        t in 1usize..=3,
    ) {
        let p = towers(t).mul_u64(&[(&a, &b)]).unwrap().remove(0);
        prop_assert_eq!(p.clone(), reference(&a, &b, p.len()));
    }
}

#[test]
fn bigint_kernels_compile_with_nvrtc() {
    if !common::require_nvrtc("bigint_kernels_compile_with_nvrtc") {
        return;
    }
    let c = compile_ptx(&bigint_cu().unwrap(), "nttgen_bigint", "sm_90", &CompileOptions::default()).unwrap();
    let mut names = c.kernel_names();
    names.sort();
    assert_eq!(names, ["bigint_carry_fix", "bigint_carry_scan", "bigint_digits", "bigint_garner", "bigint_pack", "bigint_split"]);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn gpu_products_match_the_cpu_and_num_bigint() {
    let gpu = Backend::Gpu(std::sync::Arc::new(runtime::Gpu::open(0).unwrap()));
    for t in [None, Some(2), Some(3)] {
        let o = BigMulOptions { towers: t, ..Default::default() };
        let (c, g) = (BigMul::with_options(&Backend::Cpu, o).unwrap(), BigMul::with_options(&gpu, o).unwrap());
        let mut sizes = vec![(1, 1), (0, 5), (3, 100), (257, 256), (1000, 999)];
        if t.is_none() {
            sizes.extend([(12_288, 12_288), (12_288, 12_288), (16_384, 8_192)]);
        }
        let pairs: Vec<(Vec<u64>, Vec<u64>)> = sizes.iter().enumerate().map(|(i, &(a, b))| (random_limbs(a, 3 * i as u64), random_limbs(b, 3 * i as u64 + 1))).collect();
        let mut pairs_ones = pairs.clone();
        pairs_ones.push((vec![u64::MAX; 2000], vec![u64::MAX; 2000]));
        let refs: Vec<(&[u64], &[u64])> = pairs_ones.iter().map(|(a, b)| (a.as_slice(), b.as_slice())).collect();
        let (on_cpu, on_gpu) = (c.mul_u64(&refs).unwrap(), g.mul_u64(&refs).unwrap());
        // Again (the kept scratch reused), then a smaller batch (replaced).
        assert!(g.mul_u64(&refs).unwrap() == on_gpu, "towers {t:?}: the GPU batch differs when run again");
        assert!(g.mul_u64(&refs[..2]).unwrap()[..] == on_cpu[..2], "towers {t:?}: a second, smaller GPU batch differs");
        for (i, ((a, b), (pc, pg))) in pairs_ones.iter().zip(on_cpu.iter().zip(&on_gpu)).enumerate() {
            assert!(pc == pg, "towers {t:?}, pair {i}: the GPU product differs from the CPU's");
            assert!(*pg == reference(a, b, pg.len()), "towers {t:?}, pair {i}: differs from num-bigint");
        }
    }
}

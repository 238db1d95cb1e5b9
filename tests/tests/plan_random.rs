//! Interpreter vs reference over random valid specs (testing pyramid, level 3):
//! raw spec files drawn over every knob, kept when they validate, lowered and
//! run through `verify` on the CPU interpreter. Then algebraic properties of
//! the transforms the interpreter runs: linearity, forward∘inverse = id,
//! products with 1 and with x, commutativity, batch independence.
//!
//! Seeds are fixed, so CI sees the same specs every run; the knob coverage
//! is printed (run with --nocapture to see it).

use codegen::executor::{CpuExecutor, Executor};
use codegen::plan::lower;
use codegen::spec::{Pointwise, Reduction, SpecFile, Transform, Twiddles, ValidSpec};
use codegen::verify::{random_input, reference_product, verify};
use nttgen_tests::{knobs, to_toml, valid_specs, Tally};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;

/// Fixed cases and seed for CI; `NTTGEN_CASES` and `NTTGEN_SEED` override
/// them for a longer hunt (e.g. NTTGEN_CASES=2000 NTTGEN_SEED=7).
fn config(cases: u32, seed: u64) -> Config {
    let env = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
    let cases = env("NTTGEN_CASES").map_or(cases, |c| c as u32);
    let seed = env("NTTGEN_SEED").map_or(seed, |s| seed ^ s);
    Config { cases, failure_persistence: None, rng_seed: RngSeed::Fixed(seed), max_shrink_iters: 200, ..Config::default() }
}

fn exec_for(s: &ValidSpec) -> Result<CpuExecutor, TestCaseError> {
    CpuExecutor::new(lower(s).unwrap()).map_err(|e| TestCaseError::fail(format!("tables for {}: {e}\n{}", s.name, s.to_toml().unwrap())))
}

fn fail(s: &ValidSpec, what: impl std::fmt::Display) -> TestCaseError {
    TestCaseError::fail(format!("{what}\nspec:\n{}", s.to_toml().unwrap()))
}

/// Lower + verify every spec the strategy draws; print coverage per knob.
fn verify_random(label: &str, specs: impl Strategy<Value = (SpecFile, ValidSpec)>, cases: u32, seed: u64) -> Tally {
    verify_random_batches(label, specs, cases, seed, 1..=2)
}

/// `verify_random` over batches drawn from `batches`.
fn verify_random_batches(label: &str, specs: impl Strategy<Value = (SpecFile, ValidSpec)>, cases: u32, seed: u64, batches: std::ops::RangeInclusive<usize>) -> Tally {
    let tally = RefCell::new(Tally::default());
    let mut runner = TestRunner::new(config(cases, seed));
    let started = std::time::Instant::now();
    let result = runner.run(&(specs, batches, any::<u64>()), |((_file, s), batch, seed)| {
        tally.borrow_mut().add(&s);
        let mut exec = exec_for(&s)?;
        let r = verify(&mut exec, seed, 1, batch).map_err(|e| fail(&s, format!("verify (seed {seed}, batch {batch}): {e}")))?;
        prop_assert_eq!(r.trials, 1);
        Ok(())
    });
    let tally = tally.into_inner();
    eprintln!("{label}: {} cases in {:.1?}; specs per knob value (shrinking included):\n{}", runner.config().cases, started.elapsed(), tally.report());
    if let Err(e) = result {
        panic!("{label}: {e}");
    }
    tally
}

#[test]
fn random_valid_specs_verify_on_the_interpreter() {
    // NTTGEN_LOG_N=lo-hi widens the sizes for a local hunt (e.g. 13-16).
    let (lo, hi) = std::env::var("NTTGEN_LOG_N")
        .ok()
        .and_then(|v| v.split_once('-').and_then(|(a, b)| Some((a.trim().parse().ok()?, b.trim().parse().ok()?))))
        .unwrap_or((4u32, 12u32));
    let tally = verify_random(&format!("log_n {lo}..={hi}"), valid_specs(lo..=hi), 96, 0x0A11_5EC5);
    // The legal space is explored: every transform, reduction (solinas's
    // power-of-two twiddles, barrett-dq's lazy butterflies) and pointwise
    // algorithm, root rule, more than one kernel, and the knob pairs once
    // refused, were drawn.
    for (knob, all) in [
        ("transform", Transform::ALL.iter().map(|v| v.as_str()).collect::<Vec<_>>()),
        ("pointwise", Pointwise::ALL.iter().map(|v| v.as_str()).collect()),
        ("kernels", vec!["1", "2", "3"]),
        ("word", vec!["u32", "u64"]),
        ("reduction", Reduction::ALL.iter().map(|v| v.as_str()).collect()),
        ("roots", vec!["nonresidue", "smallest", "generator", "given"]),
        ("lazy", vec!["harvey", "narrow"]),
        ("combination", vec!["dgt-truncated", "four-step-truncated"]),
    ] {
        let missing = tally.missing(knob, &all);
        assert!(missing.is_empty(), "{knob} values never drawn: {missing:?}\n{}", tally.report());
    }
}

/// Regression: with `scaling = "final"` and `truncate = t > 0` the inverse
/// once multiplied by 1/N instead of 1/2^(levels - t), so
/// inverse(forward(a)) came back as a / 2^t.
#[test]
fn final_scaling_with_truncation_round_trips() {
    let mut failures = vec![];
    for t in [Transform::NttNegacyclic, Transform::NttCyclic, Transform::Dgt] {
        for (pw, tr) in [(Pointwise::FusedKaratsuba, 1), (Pointwise::Schoolbook, 2), (Pointwise::ToomCook4, 4)] {
            let mut f = nttgen_tests::base_file();
            f.transform = t;
            f.scaling = Some(codegen::spec::Scaling::Final);
            f.pointwise = Some(pw);
            f.truncate = Some(tr);
            let s = nttgen_tests::accept(&f);
            let mut exec = CpuExecutor::new(lower(&s).unwrap()).unwrap();
            if let Err(e) = verify(&mut exec, 1, 1, 1) {
                failures.push(format!("{t} {pw} truncate {tr}: {e}"));
            }
        }
    }
    assert!(failures.is_empty(), "scaling = \"final\" with truncation:\n{}", failures.join("\n"));
}

#[test]
fn tiny_random_specs_verify_on_the_interpreter() {
    // The smallest legal sizes: kernels of one level, radix larger than a kernel.
    verify_random("log_n 2..=5", valid_specs(2..=5), 96, 0x0007_1417);
}

#[test]
fn fused_form_specs_verify_on_the_interpreter() {
    // Every spec with one or two fused forms drawn over every step, the rest
    // of the knobs drawn too: each form's program and its separate program
    // against the steps' descriptors around the reference transform.
    let specs = knobs(4..=10).prop_filter_map("spec refused by the validator or after lowering", |mut k| {
        k.fused = Some(k.fused.unwrap_or(k.bits_frac as u64 * 0x9e37_79b9 + k.log_n as u64));
        let f = k.file();
        nttgen_tests::generates(&f).map(|s| (f, s))
    });
    let tally = verify_random("fused forms, log_n 4..=10", specs, 40, 0xF05E_D00D);
    for (knob, all) in [("fused", vec!["1", "2"]), ("fused_form", vec!["forward", "inverse", "forward+skip", "inverse+skip"])] {
        let missing = tally.missing(knob, &all);
        assert!(missing.is_empty(), "{knob} values never drawn: {missing:?}\n{}", tally.report());
    }
}

#[test]
fn register_shuffle_specs_verify_on_the_interpreter() {
    // The general draw rarely picks warp-shuffled twiddles: force the knob
    // and draw the rest (sets of any width, sub-warp ones included).
    // Kept only when the kernels also fit the limits, as in `valid_specs`.
    let specs = knobs(9..=12).prop_filter_map("spec refused by the validator or after lowering", |mut k| {
        k.twiddles = Some(Twiddles::RegisterShuffle);
        let f = k.file();
        nttgen_tests::generates(&f).map(|s| (f, s))
    });
    let tally = verify_random("register-shuffle, log_n 9..=12", specs, 12, 0x5_4FF1E);
    assert!(tally.missing("twiddles", &["register-shuffle"]).is_empty());
}

#[test]
fn dgt_on_the_fly_specs_verify_on_the_interpreter() {
    // On-the-fly Gaussian twiddles (lifted): the general draw reaches them
    // only as one transform x one twiddle mode; force both, draw the rest.
    let specs = knobs(5..=11).prop_filter_map("spec refused by the validator or after lowering", |mut k| {
        k.transform = Transform::Dgt;
        k.twiddles = Some(Twiddles::OnTheFly);
        let f = k.file();
        nttgen_tests::generates(&f).map(|s| (f, s))
    });
    let tally = verify_random("dgt on-the-fly, log_n 5..=11", specs, 12, 0xD67_0F1A);
    assert!(tally.missing("twiddles", &["on-the-fly"]).is_empty());
    assert!(tally.missing("transform", &["dgt"]).is_empty());
}

#[test]
fn packed_specs_verify_on_the_interpreter() {
    // Cluster above a kernel's sets (lifted): blocks pack sets of several
    // polynomials. The general draw reaches it at small sizes; force a large
    // cluster over small transforms and batches that leave a tail block.
    let specs = knobs(4..=10).prop_filter_map("spec refused, or no kernel packs", |mut k| {
        k.cluster = Some(k.cluster.unwrap_or(1).max(2) * 8);
        let f = k.file();
        let s = nttgen_tests::generates(&f)?;
        lower(&s).ok()?.kernels.iter().any(|k| k.pack.is_some()).then_some((f, s))
    });
    verify_random_batches("packed sets, log_n 4..=10", specs, 16, 0x9AC_4ED5, 1..=5);
}

// ---------------------------------------------------------------- algebra

fn add_mod(a: &[u64], b: &[u64], spec: &ValidSpec, wpp: usize) -> Vec<u64> {
    a.iter()
        .zip(b)
        .enumerate()
        .map(|(i, (&x, &y))| {
            let q = spec.primes[(i / wpp) % spec.towers()] as u128;
            ((x as u128 + y as u128) % q) as u64
        })
        .collect()
}

fn scale_mod(a: &[u64], c: u64, spec: &ValidSpec, wpp: usize) -> Vec<u64> {
    a.iter()
        .enumerate()
        .map(|(i, &x)| {
            let q = spec.primes[(i / wpp) % spec.towers()] as u128;
            ((x as u128 * (c as u128 % q)) % q) as u64
        })
        .collect()
}

/// One polynomial per (batch, tower) equal to `coeffs` (padded with zeros).
fn constant_poly(spec: &ValidSpec, wpp: usize, batch: usize, coeffs: &[u64]) -> Vec<u64> {
    let mut one = vec![0u64; wpp];
    one[..coeffs.len()].copy_from_slice(coeffs);
    (0..batch * spec.towers()).flat_map(|_| one.clone()).collect()
}

fn algebra(s: &ValidSpec, seed: u64) -> Result<(), TestCaseError> {
    let mut exec = exec_for(s)?;
    let wpp = exec.plan().words_per_poly;
    let n = s.n();
    assert_eq!(wpp, n, "coefficient words per polynomial");
    let batch = 2;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let a = random_input(s, wpp, batch, &mut rng).unwrap();
    let b = random_input(s, wpp, batch, &mut rng).unwrap();
    let fwd = |exec: &mut CpuExecutor, x: &[u64]| -> Result<Vec<u64>, TestCaseError> {
        let mut y = x.to_vec();
        exec.forward(&mut y, batch).map_err(|e| fail(s, format!("forward: {e}")))?;
        Ok(y)
    };
    let inv = |exec: &mut CpuExecutor, x: &[u64]| -> Result<Vec<u64>, TestCaseError> {
        let mut y = x.to_vec();
        exec.inverse(&mut y, batch).map_err(|e| fail(s, format!("inverse: {e}")))?;
        Ok(y)
    };
    let mul = |exec: &mut CpuExecutor, x: &[u64], y: &[u64]| -> Result<Vec<u64>, TestCaseError> {
        let (fx, fy) = (fwd(exec, x)?, fwd(exec, y)?);
        let mut p = fx;
        exec.pointwise(&mut p, &fy, batch).map_err(|e| fail(s, format!("pointwise: {e}")))?;
        inv(exec, &p)
    };
    let (fa, fb) = (fwd(&mut exec, &a)?, fwd(&mut exec, &b)?);

    // Linearity: F(a + b) = F(a) + F(b), F(c a) = c F(a).
    prop_assert!(fwd(&mut exec, &add_mod(&a, &b, s, wpp))? == add_mod(&fa, &fb, s, wpp), "F(a+b) != F(a)+F(b) for {}", to_toml_of(s));
    let c = 0x1234_5678_9abc_def1u64;
    prop_assert!(fwd(&mut exec, &scale_mod(&a, c, s, wpp))? == scale_mod(&fa, c, s, wpp), "F(c a) != c F(a) for {}", to_toml_of(s));
    prop_assert!(inv(&mut exec, &add_mod(&fa, &fb, s, wpp))? == add_mod(&a, &b, s, wpp), "inverse not linear for {}", to_toml_of(s));

    // Both round trips: inverse(forward(a)) = a and forward(inverse(a)) = a.
    prop_assert!(inv(&mut exec, &fa)? == a, "inverse(forward(a)) != a for {}", to_toml_of(s));
    let ia = inv(&mut exec, &a)?;
    prop_assert!(fwd(&mut exec, &ia)? == a, "forward(inverse(a)) != a for {}", to_toml_of(s));

    // Convolution theorem against the schoolbook product, and its algebra.
    let ab = mul(&mut exec, &a, &b)?;
    for p in 0..batch * s.towers() {
        let q = s.primes[p % s.towers()];
        let r = p * wpp..(p + 1) * wpp;
        let want = reference_product(s, q, &a[r.clone()], &b[r.clone()]).map_err(|e| fail(s, e))?;
        prop_assert!(ab[r.clone()] == want[..], "product != schoolbook for {}", to_toml_of(s));
    }
    prop_assert!(mul(&mut exec, &b, &a)? == ab, "a*b != b*a for {}", to_toml_of(s));
    let one = constant_poly(s, wpp, batch, &[1]);
    prop_assert!(mul(&mut exec, &a, &one)? == a, "a*1 != a for {}", to_toml_of(s));
    // a * x: a shift by one, the top coefficient wrapping (negated for the negacyclic ring).
    let x = constant_poly(s, wpp, batch, &[0, 1]);
    let ax = mul(&mut exec, &a, &x)?;
    for p in 0..batch * s.towers() {
        let q = s.primes[p % s.towers()];
        let r = &a[p * wpp..(p + 1) * wpp];
        let top = r[n - 1];
        let wrapped = if s.transform == Transform::NttCyclic { top } else { (q - top) % q };
        let want: Vec<u64> = std::iter::once(wrapped).chain(r[..n - 1].iter().copied()).collect();
        prop_assert!(ax[p * wpp..(p + 1) * wpp] == want[..], "a*x is not a (nega)cyclic shift for {}", to_toml_of(s));
    }
    // Distributivity: a*(b+1) = a*b + a.
    prop_assert!(mul(&mut exec, &a, &add_mod(&b, &one, s, wpp))? == add_mod(&ab, &a, s, wpp), "a(b+1) != ab + a for {}", to_toml_of(s));

    // Batch independence: polynomial 1 of a batch of 2 = the same polynomial alone.
    let per_batch = s.towers() * wpp;
    let second = a[per_batch..].to_vec();
    let mut alone = second.clone();
    exec.forward(&mut alone, 1).map_err(|e| fail(s, format!("forward: {e}")))?;
    prop_assert!(alone == fa[per_batch..], "batch element 1 differs from the same input alone for {}", to_toml_of(s));
    Ok(())
}

fn to_toml_of(s: &ValidSpec) -> String {
    s.to_toml().unwrap()
}

#[test]
fn algebraic_properties_on_random_specs() {
    let mut runner = TestRunner::new(config(12, 0xA1_6EB4A));
    let tally = RefCell::new(Tally::default());
    let result = runner.run(&(valid_specs(4..=9), any::<u64>()), |((_, s), seed)| {
        tally.borrow_mut().add(&s);
        algebra(&s, seed)
    });
    eprintln!("algebra specs:\n{}", tally.into_inner().report());
    result.unwrap();
}

/// A fixed spec per transform and per pointwise algorithm, so each of them
/// meets every algebraic property whatever the random draw.
#[test]
fn algebraic_properties_on_fixed_specs() {
    let mut files = vec![];
    for t in Transform::ALL {
        let mut f = nttgen_tests::base_file();
        f.transform = *t;
        f.log_n = 7;
        f.radix = Some(4);
        let l = t.levels(7);
        f.stage_split = Some(vec![l / 2, l - l / 2]);
        f.moduli.count = Some(2);
        files.push(f);
    }
    for pw in [Pointwise::FusedKaratsuba, Pointwise::Schoolbook, Pointwise::ToomCook4] {
        let mut f = nttgen_tests::base_file();
        f.log_n = 7;
        f.pointwise = Some(pw);
        f.reduction = Some(Reduction::Montgomery);
        files.push(f);
    }
    let mut f = nttgen_tests::base_file();
    f.transform = Transform::NttCyclic;
    f.log_n = 7;
    f.twiddles = Some(Twiddles::OnTheFly);
    f.pointwise = Some(Pointwise::Schoolbook);
    f.truncate = Some(2);
    files.push(f);
    for f in files {
        let s = nttgen_tests::accept(&f);
        if let Err(e) = algebra(&s, 5) {
            panic!("{e}\nfile:\n{}", to_toml(&f));
        }
    }
}

/// gpu-check's random specs (`draw_valid_specs(4..=12, 200, 1)`, its
/// defaults) include sets spread over thread-block clusters, with the
/// knobs lowered there lately (constant geometry, shared twiddles) among
/// what they may draw: the GPU run covers them without naming them.
#[test]
fn gpu_checks_random_specs_draw_clusters() {
    let specs = nttgen_tests::draw_valid_specs(4..=12, 200, 1);
    let clusters: Vec<_> = specs.iter().filter(|s| s.cluster_blocks > 1).collect();
    assert!(clusters.len() >= 5, "{} of {} random specs over a cluster", clusters.len(), specs.len());
    let several = clusters.iter().filter(|s| s.cluster > 1).count();
    assert!(several >= 2, "{several} of the cluster specs hold several sets per block");
    eprintln!(
        "cluster specs: {} of {}: {}",
        clusters.len(),
        specs.len(),
        clusters.iter().map(|s| s.name.as_str()).collect::<Vec<_>>().join(", ")
    );
}

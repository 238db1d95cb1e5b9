//! One test per rule of SPEC.md and of the validator (codegen/src/spec/valid.rs):
//! start from a valid spec, break exactly one rule, and check that the spec is
//! refused with a FieldError that names the field and says what would be valid.

use codegen::arith::primes::is_prime;
use codegen::arith::reduce::SOLINAS_PRIME;
use codegen::executor::CpuExecutor;
use codegen::spec::{
    self, Access, FieldError, Layout, ModuliFile, Pointwise, PrimeValue, Reduction, Scaling, SpecError, SpecFile,
    Transform, Twiddles, Word,
};
use nttgen_tests::{accept, accept_lowered, base_file, primes_for, refusals, resource_refusal, to_toml};

/// The refusal for `field`; panics listing all refusals when there is none.
fn refused_on(f: &SpecFile, field: &str) -> FieldError {
    let errors = refusals(f);
    match errors.iter().find(|e| e.field == field) {
        Some(e) => e.clone(),
        None => panic!("expected a refusal of `{field}`, got {errors:#?}\nspec:\n{}", to_toml(f)),
    }
}

/// Refusals of `field` only (the rule broken is the only one broken; it may
/// be reported once per kernel it breaks in).
fn only_refusal(f: &SpecFile, field: &str) -> FieldError {
    let errors = refusals(f);
    assert!(
        errors.iter().all(|e| e.field == field),
        "expected refusals of `{field}` only, got {errors:#?}\nspec:\n{}",
        to_toml(f)
    );
    errors[0].clone()
}

fn says(e: &FieldError, part: &str, needles: &[&str]) {
    let text = if part == "fix" { &e.fix } else { &e.problem };
    for n in needles {
        assert!(text.contains(n), "{part} of refusal `{}` should mention {n:?}: {e}", e.field);
    }
    assert!(!e.fix.trim().is_empty(), "refusal without a fix: {e}");
}

fn parse_error(text: &str) -> String {
    match spec::from_str(text) {
        Err(SpecError::Parse(m)) => m,
        Err(e) => panic!("expected a parse error, got {e}"),
        Ok(s) => panic!("accepted:\n{}", s.to_toml().unwrap()),
    }
}

fn primes(list: &[u64]) -> ModuliFile {
    ModuliFile { primes: Some(list.iter().map(|&p| PrimeValue::from(p)).collect()), bits: None, count: None, runtime: None }
}

/// A prime of about `bits` bits with q ≡ 1 mod `m` but q ≢ 1 mod 2m.
fn prime_1_mod_but_not_2(m: u64, bits: u32) -> u64 {
    let mut k = ((1u64 << (bits - 1)) / m) | 1;
    loop {
        let q = k * m + 1;
        if is_prime(q) {
            assert_ne!((q - 1) % (2 * m), 0);
            return q;
        }
        k += 2;
    }
}

const BASE_TOML: &str = r#"transform = "ntt-negacyclic"
log_n = 8
word = "u64"

[moduli]
bits = 50
count = 1
"#;

#[test]
fn base_spec_is_valid_and_matches_its_toml() {
    let s = accept(&base_file());
    assert_eq!(spec::from_str(BASE_TOML).unwrap(), s);
    assert_eq!(s.stage_split, vec![8]);
    assert_eq!(s.reduction, Reduction::Shoup);
}

// ---------------------------------------------------------------- log_n

#[test]
fn log_n_out_of_range() {
    for bad in [0, 1, 25, 64, u32::MAX] {
        let mut f = base_file();
        f.log_n = bad;
        let e = only_refusal(&f, "log_n");
        says(&e, "problem", &[&bad.to_string(), "out of range"]);
        says(&e, "fix", &["2 ..= 24"]);
    }
}

// ---------------------------------------------------------------- TOML schema

#[test]
fn unknown_field_is_refused_with_its_name_and_the_known_fields() {
    let m = parse_error(&format!("colour = \"red\"\n{BASE_TOML}"));
    assert!(m.contains("unknown field") && m.contains("colour"), "{m}");
    assert!(m.contains("transform") && m.contains("stage_split"), "should list the known fields: {m}");
    let m = parse_error(&format!("{BASE_TOML}primez = [3]\n"));
    assert!(m.contains("unknown field") && m.contains("primez") && m.contains("primes"), "{m}");
}

#[test]
fn wrong_type_names_the_field_and_the_type() {
    for (line, field, want) in [
        ("log_n = \"eight\"", "log_n", "u32"),
        ("log_n = 8.5", "log_n", "u32"),
        ("log_n = -8", "log_n", "u32"),
        ("radix = [4]", "radix", "u32"),
        ("four_step = 1", "four_step", "bool"),
        ("stage_split = 8", "stage_split", "sequence"),
        ("transform = 3", "transform", ""),
    ] {
        let text = BASE_TOML.replace("log_n = 8\n", "").replace("transform = \"ntt-negacyclic\"\n", "");
        let mut head = String::new();
        if field != "log_n" {
            head += "log_n = 8\n";
        }
        if field != "transform" {
            head += "transform = \"ntt-negacyclic\"\n";
        }
        let m = parse_error(&format!("{head}{line}\n{text}"));
        assert!(m.contains(field), "{line}: message should name `{field}`: {m}");
        assert!(m.contains(want), "{line}: message should name the type {want:?}: {m}");
    }
}

#[test]
fn missing_required_field_is_named() {
    for field in ["transform", "log_n", "word"] {
        let text: String = BASE_TOML.lines().filter(|l| !l.starts_with(field)).map(|l| format!("{l}\n")).collect();
        let m = parse_error(&text);
        assert!(m.contains("missing field") && m.contains(field), "{m}");
    }
    let m = parse_error("transform = \"dgt\"\nlog_n = 8\nword = \"u64\"\n");
    assert!(m.contains("moduli"), "{m}");
}

#[test]
fn bad_enum_value_lists_the_choices() {
    for (key, bad, all) in [
        ("transform", "fft", Transform::ALL.iter().map(|v| v.as_str()).collect::<Vec<_>>()),
        ("word", "u16", Word::ALL.iter().map(|v| v.as_str()).collect()),
        ("reduction", "karatsuba", Reduction::ALL.iter().map(|v| v.as_str()).collect()),
        ("layout", "tiled", Layout::ALL.iter().map(|v| v.as_str()).collect()),
        ("access", "strided", Access::ALL.iter().map(|v| v.as_str()).collect()),
        ("twiddles", "cached", Twiddles::ALL.iter().map(|v| v.as_str()).collect()),
        ("pointwise", "fft", Pointwise::ALL.iter().map(|v| v.as_str()).collect()),
        ("scaling", "none", Scaling::ALL.iter().map(|v| v.as_str()).collect()),
    ] {
        let text: String = BASE_TOML.lines().filter(|l| !l.starts_with(key)).map(|l| format!("{l}\n")).collect();
        let m = parse_error(&format!("{key} = \"{bad}\"\n{text}"));
        assert!(m.contains(bad), "{key}: message should quote {bad:?}: {m}");
        for choice in all {
            assert!(m.contains(choice), "{key}: message should list {choice:?}: {m}");
        }
    }
}

// ---------------------------------------------------------------- radix and stage_split

#[test]
fn radix_3_is_refused() {
    for bad in [0, 1, 3, 32] {
        let mut f = base_file();
        f.radix = Some(bad);
        let e = only_refusal(&f, "radix");
        says(&e, "problem", &[&bad.to_string()]);
        says(&e, "fix", &["2, 4, 8 or 16"]);
    }
}

#[test]
fn stage_split_with_the_wrong_sum() {
    for bad in [vec![4, 3], vec![5, 5], vec![1]] {
        let mut f = base_file();
        f.stage_split = Some(bad.clone());
        let e = only_refusal(&f, "stage_split");
        says(&e, "problem", &["sums to", "not 8"]);
        says(&e, "fix", &["sum to 8"]);
    }
    // The sum counts levels after truncation and, for the DGT, one level fewer.
    let mut f = base_file();
    f.pointwise = Some(Pointwise::ToomCook4);
    f.stage_split = Some(vec![4, 4]);
    says(&only_refusal(&f, "stage_split"), "fix", &["sum to 4", "truncate 4"]);
    let mut f = base_file();
    f.transform = Transform::Dgt;
    f.stage_split = Some(vec![4, 4]);
    says(&only_refusal(&f, "stage_split"), "fix", &["sum to 7"]);
}

#[test]
fn stage_split_with_an_empty_kernel() {
    for bad in [vec![8, 0], vec![0, 8], vec![]] {
        let mut f = base_file();
        f.stage_split = Some(bad);
        let e = only_refusal(&f, "stage_split");
        says(&e, "problem", &["empty kernel"]);
        says(&e, "fix", &["at least one level"]);
    }
}

#[test]
fn stage_split_with_more_than_14_levels_in_a_kernel() {
    let mut f = base_file();
    f.log_n = 16;
    f.stage_split = Some(vec![15, 1]);
    let e = only_refusal(&f, "stage_split");
    says(&e, "problem", &["15 levels"]);
    says(&e, "fix", &["at most 14 levels"]);
    // 14 is the limit, and is allowed where a block holds the kernel
    // (2^14 u64 words, 1024 threads at radix 16).
    f.stage_split = Some(vec![14, 2]);
    f.radix = Some(16);
    accept(&f);
}

// ---------------------------------------------------------------- cluster

#[test]
fn cluster_not_a_power_of_two() {
    for bad in [0, 3, 6, 12] {
        let mut f = base_file();
        f.stage_split = Some(vec![4, 4]);
        f.cluster = Some(bad);
        let e = only_refusal(&f, "cluster");
        says(&e, "problem", &["not a power of two"]);
        says(&e, "fix", &["1, 2, 4"]);
    }
}

// Block limits (threads, shared memory) are checked on the lowered plan
// (codegen::plan::resources), not re-derived by the validator: the validator
// accepts these specs, the check after lowering refuses them.

/// The refusal after lowering, as a FieldError, and the validator's silence.
fn refused_after_lowering(f: &SpecFile, field: &str) -> FieldError {
    let e = resource_refusal(f);
    assert_eq!(e.field, field, "{e}");
    assert!(e.got > e.limit, "{e}");
    FieldError::from(e)
}

#[test]
fn cluster_with_too_many_threads_per_block() {
    // 2^6 / radix 2 = 32 threads per set; 64 sets per block = 2048 threads.
    let mut f = base_file();
    f.log_n = 12;
    f.radix = Some(2);
    f.stage_split = Some(vec![6, 6]);
    f.cluster = Some(64);
    let e = refused_after_lowering(&f, "cluster");
    says(&e, "problem", &["2048 threads"]);
    says(&e, "fix", &["at most 32", "1024"]);
    f.cluster = Some(32);
    accept_lowered(&f);
}

#[test]
fn one_set_over_1024_threads_gets_a_fix_that_works() {
    // 2^12 / radix 2 = 2048 threads for a single set: no cluster fits, so
    // the fix must point at radix or stage_split, not at "cluster <= 1".
    let mut f = base_file();
    f.log_n = 12;
    f.radix = Some(2);
    f.stage_split = Some(vec![12]);
    let e = refused_after_lowering(&f, "radix");
    says(&e, "problem", &["2048"]);
    says(&e, "fix", &["radix >= 4", "stage_split"]);
    // The fix works.
    f.radix = Some(4);
    accept_lowered(&f);
}

#[test]
fn cluster_larger_than_the_sets_of_a_kernel() {
    // Lifted: sets beyond a kernel's own come from the next polynomials of
    // the batch (once refused as "kernel 0 has only 16 sets").
    let mut f = base_file();
    f.stage_split = Some(vec![4, 4]); // 16 sets per kernel
    f.cluster = Some(32);
    let p = codegen::plan::lower(&accept(&f)).unwrap();
    assert!(p.program_kernels("forward").iter().all(|k| k.pack.as_ref().is_some_and(|pk| pk.polys == 2) && k.grid_x == 1));
    // A single kernel holds the whole transform: one set per polynomial.
    let mut f = base_file();
    f.cluster = Some(2);
    accept_lowered(&f);
    // Each set takes a thread, so a block holds 1024 at most.
    f.cluster = Some(2048);
    let e = only_refusal(&f, "cluster");
    says(&e, "problem", &["2048 sets per block"]);
    says(&e, "fix", &["at most 1024"]);
}

#[test]
fn cluster_over_the_shared_memory_limit() {
    // 4 sets of 2^12 u64 words plus their shared twiddles: 393 KB > 227 KiB.
    let mut f = base_file();
    f.log_n = 14;
    f.radix = Some(16);
    f.stage_split = Some(vec![12, 2]);
    f.cluster = Some(4);
    f.twiddles = Some(Twiddles::Shared);
    let e = refused_after_lowering(&f, "cluster");
    says(&e, "problem", &["bytes of shared memory"]);
    says(&e, "fix", &["lower cluster", "232448"]);
    // The same with table twiddles fits.
    f.twiddles = Some(Twiddles::Table);
    accept_lowered(&f);
}

// ---------------------------------------------------------------- access, four_step, layout

#[test]
fn constant_geometry_with_levels_not_a_multiple_of_log_radix() {
    // Lifted: the short group of a kernel rotates like the others
    // (verified on the interpreter in knob_combinations.rs).
    let mut f = base_file();
    f.radix = Some(4);
    f.stage_split = Some(vec![3, 5]);
    f.access = Some(Access::ConstantGeometry);
    accept(&f);
}

#[test]
fn four_step_with_one_kernel() {
    let mut f = base_file();
    f.four_step = Some(true);
    let e = only_refusal(&f, "four_step");
    says(&e, "fix", &["two or more kernels", "four_step = false"]);
    f.stage_split = Some(vec![4, 4]);
    accept(&f);
}

#[test]
fn four_step_with_truncate() {
    // The twist pass covers the computed levels only (SPEC.md): accepted,
    // and the split still sums to the levels computed, over two kernels.
    let mut f = base_file();
    f.four_step = Some(true);
    f.stage_split = Some(vec![4, 3]);
    f.pointwise = Some(Pointwise::FusedKaratsuba);
    f.truncate = Some(1);
    let s = accept_lowered(&f);
    assert!((s.four_step, s.truncate) == (true, 1));
    f.stage_split = Some(vec![4, 4]);
    says(&only_refusal(&f, "stage_split"), "fix", &["sum to 7"]);
    f.stage_split = Some(vec![7]);
    says(&only_refusal(&f, "four_step"), "fix", &["two or more kernels"]);
}

#[test]
fn four_step_with_on_the_fly_split_or_shuffled_twiddles() {
    // Lifted: the sub-transform has its own powers and split tables.
    for tw in [Twiddles::OnTheFly, Twiddles::Split, Twiddles::RegisterShuffle] {
        let mut f = base_file();
        f.log_n = 12;
        f.radix = Some(2);
        f.stage_split = Some(vec![6, 6]);
        f.four_step = Some(true);
        f.twiddles = Some(tw);
        accept(&f);
    }
}

#[test]
fn packed_or_transposed_layout_with_one_kernel() {
    for layout in [Layout::Packed, Layout::Transposed] {
        let mut f = base_file();
        f.layout = Some(layout);
        let e = only_refusal(&f, "layout");
        says(&e, "problem", &[layout.as_str(), "only one"]);
        says(&e, "fix", &["two or more kernels", "natural"]);
        f.stage_split = Some(vec![4, 4]);
        accept(&f);
    }
}

// ---------------------------------------------------------------- truncate and pointwise

#[test]
fn truncate_that_does_not_fit_the_pointwise_algorithm() {
    for (pw, bad, need) in [
        (Pointwise::Hadamard, 1, "truncate = 0"),
        (Pointwise::Hadamard, 4, "truncate = 0"),
        (Pointwise::FusedKaratsuba, 0, "truncate = 1"),
        (Pointwise::FusedKaratsuba, 2, "truncate = 1"),
        (Pointwise::ToomCook4, 1, "truncate = 4"),
        (Pointwise::ToomCook4, 3, "truncate = 4"),
    ] {
        let mut f = base_file();
        f.pointwise = Some(pw);
        f.truncate = Some(bad);
        let e = only_refusal(&f, "truncate");
        says(&e, "problem", &[&bad.to_string(), pw.as_str()]);
        says(&e, "fix", &[need]);
    }
    // Schoolbook takes 1..=4 (and 0); more unrolls too far.
    let mut f = base_file();
    f.pointwise = Some(Pointwise::Schoolbook);
    f.truncate = Some(5);
    says(&only_refusal(&f, "truncate"), "fix", &["truncate = 1 ..= 4"]);
    for t in 0..=4 {
        f.truncate = Some(t);
        assert_eq!(accept(&f).truncate, t);
    }
}

#[test]
fn pointwise_without_truncate_takes_the_truncate_it_needs() {
    for (pw, t) in [(Pointwise::Hadamard, 0), (Pointwise::FusedKaratsuba, 1), (Pointwise::Schoolbook, 1), (Pointwise::ToomCook4, 4)] {
        let mut f = base_file();
        f.pointwise = Some(pw);
        let s = accept(&f);
        assert_eq!((s.pointwise, s.truncate), (pw, t));
        assert_eq!(s.stage_split.iter().sum::<u32>(), 8 - t);
    }
}

#[test]
fn truncate_that_leaves_no_level() {
    let mut f = base_file();
    f.log_n = 4;
    f.pointwise = Some(Pointwise::ToomCook4);
    let e = refused_on(&f, "truncate");
    says(&e, "problem", &["leaves no level"]);
    says(&e, "fix", &["at most 3"]);
}

#[test]
fn dgt_with_truncate() {
    // Truncated DGTs multiply groups of Gaussians mod y^(2^t) - w_j: every
    // product applies over Z_q[i], under the same truncate rules as the NTTs.
    let mut f = base_file();
    f.transform = Transform::Dgt;
    for (pw, t) in [(Pointwise::FusedKaratsuba, 1), (Pointwise::Schoolbook, 1), (Pointwise::Schoolbook, 3), (Pointwise::ToomCook4, 4)] {
        f.pointwise = Some(pw);
        f.truncate = Some(t);
        let s = accept_lowered(&f);
        assert_eq!((s.pointwise, s.truncate, s.stage_split.iter().sum::<u32>()), (pw, t, 7 - t));
    }
    f.truncate = Some(2);
    says(&only_refusal(&f, "truncate"), "fix", &["truncate = 4"]);
    f.pointwise = Some(Pointwise::Schoolbook);
    f.truncate = Some(7);
    let e = refused_on(&f, "truncate");
    says(&e, "problem", &["leaves no level", "7 levels"]);
}

#[test]
fn dgt_with_on_the_fly_or_split_twiddles() {
    // Both lowered: Gaussian split tables, and Gaussian powers multiplied
    // in by select (lifted; once refused as "not lowered yet").
    let mut f = base_file();
    f.transform = Transform::Dgt;
    f.twiddles = Some(Twiddles::OnTheFly);
    let s = accept(&f);
    assert!(codegen::plan::lower(&s).is_ok());
    f.four_step = Some(true);
    f.stage_split = Some(vec![4, 3]);
    accept(&f);
    f.four_step = None;
    f.stage_split = None;
    f.twiddles = Some(Twiddles::Split);
    accept(&f);
}

#[test]
fn register_shuffle_with_fewer_than_32_threads_per_set() {
    // Lifted: sub-warp sets shuffle within their own lanes.
    let mut f = base_file();
    f.radix = Some(2);
    f.stage_split = Some(vec![4, 4]); // 8 threads per set
    f.twiddles = Some(Twiddles::RegisterShuffle);
    accept(&f);
}

#[test]
fn solinas_with_u32_words() {
    let mut f = base_file();
    f.word = Word::U32;
    f.reduction = Some(Reduction::Solinas);
    f.moduli = ModuliFile { primes: Some(vec![PrimeValue::Text(SOLINAS_PRIME.to_string())]), bits: None, count: None, runtime: None };
    let e = refused_on(&f, "reduction");
    says(&e, "problem", &["64-bit words"]);
    says(&e, "fix", &["word = \"u64\""]);
}

// ---------------------------------------------------------------- streams

#[test]
fn streams_out_of_range() {
    for bad in [0, 65, u32::MAX] {
        let mut f = base_file();
        f.streams = Some(bad);
        let e = only_refusal(&f, "streams");
        says(&e, "fix", &["1 ..= 64"]);
    }
    let mut f = base_file();
    f.streams = Some(64);
    accept(&f);
}

// ---------------------------------------------------------------- moduli

#[test]
fn prime_that_is_not_prime() {
    let mut f = base_file();
    let composite = 512 * 3 + 1; // 1537 = 29 * 53, ≡ 1 mod 512
    assert!(!is_prime(composite));
    f.moduli = primes(&[composite]);
    let e = only_refusal(&f, "moduli.primes[0]");
    says(&e, "problem", &["1537 is not prime"]);
    says(&e, "fix", &["q ≡ 1 mod 2N = 512"]);
}

#[test]
fn prime_not_1_mod_2n_for_negacyclic() {
    let mut f = base_file();
    let q = (1u64 << 61) - 1; // Mersenne prime, ≡ 3 mod 4
    f.moduli = primes(&[q]);
    let e = only_refusal(&f, "moduli.primes[0]");
    says(&e, "problem", &[&q.to_string(), "≡ 1 mod 2N = 512"]);
    says(&e, "fix", &["q ≡ 1 mod 2N = 512"]);
}

#[test]
fn prime_1_mod_n_but_not_2n_is_cyclic_only() {
    let q = prime_1_mod_but_not_2(256, 40);
    let mut f = base_file();
    f.moduli = primes(&[q]);
    let e = only_refusal(&f, "moduli.primes[0]");
    says(&e, "problem", &["2N = 512"]);
    f.transform = Transform::NttCyclic;
    let s = accept(&f);
    assert_eq!(s.primes, vec![q]);
    // And it verifies as a cyclic transform.
    let mut exec = CpuExecutor::new(codegen::plan::lower(&s).unwrap()).unwrap();
    codegen::verify::verify(&mut exec, 7, 1, 1).unwrap();
}

#[test]
fn dgt_prime_without_a_root_of_i() {
    // q ≡ 1 mod N but not 2N and q ≡ 1 mod 4: no element of order 2N in Z_q[i].
    let q = prime_1_mod_but_not_2(256, 40);
    let mut f = base_file();
    f.transform = Transform::Dgt;
    f.moduli = primes(&[q]);
    let e = only_refusal(&f, "moduli.primes[0]");
    says(&e, "problem", &["root of i"]);
}

#[test]
fn dgt_takes_a_prime_3_mod_4_that_no_ntt_takes() {
    // q ≡ -1 mod 2N, so q ≡ 3 mod 4 and 2N | q^2 - 1: Z_q[i] is a field with
    // a root of i of order 2N, while Z_q has no 2N-th (nor N-th) root of 1.
    let mut k = (1u64 << 39) / 512;
    let q = loop {
        let q = k * 512 - 1;
        if is_prime(q) {
            break q;
        }
        k += 1;
    };
    assert_eq!(q % 4, 3);
    let mut f = base_file();
    f.transform = Transform::Dgt;
    f.moduli = primes(&[q]);
    let s = accept(&f);
    let mut exec = CpuExecutor::new(codegen::plan::lower(&s).unwrap()).unwrap();
    codegen::verify::verify(&mut exec, 2, 1, 1).unwrap_or_else(|e| panic!("DGT over q = {q} ≡ 3 mod 4: {e}"));
    for t in [Transform::NttNegacyclic, Transform::NttCyclic] {
        f.transform = t;
        only_refusal(&f, "moduli.primes[0]");
    }
}

#[test]
fn prime_too_wide_for_barrett_dq() {
    // len(q) <= β - 4.
    for (word, ok_bits) in [(Word::U64, 60), (Word::U32, 28)] {
        let mut f = base_file();
        f.word = word;
        f.reduction = Some(Reduction::BarrettDq);
        f.moduli = primes(&primes_for(Transform::NttNegacyclic, 8, ok_bits + 1, 1));
        let e = only_refusal(&f, "moduli.primes[0]");
        says(&e, "problem", &["barrett-dq", &format!("{} bits", ok_bits + 1)]);
        says(&e, "fix", &[&format!("at most {ok_bits} bits")]);
        f.moduli = primes(&primes_for(Transform::NttNegacyclic, 8, ok_bits, 1));
        accept(&f);
    }
}

#[test]
fn prime_too_wide_for_the_other_reductions() {
    for (reduction, slack) in [
        (Reduction::BarrettClassic, 2),
        (Reduction::BarrettShivdikar, 2),
        (Reduction::Montgomery, 2),
        (Reduction::Shoup, 2),
        (Reduction::Builtin, 1),
    ] {
        for word in Word::ALL.iter().copied() {
            // 31-bit primes on u32 take the narrow forms of these two.
            let narrow = word == Word::U32 && matches!(reduction, Reduction::Montgomery | Reduction::Shoup);
            let ok_bits = word.bits() - if narrow { 1 } else { slack };
            let mut f = base_file();
            f.word = word;
            f.reduction = Some(reduction);
            f.moduli = primes(&primes_for(Transform::NttNegacyclic, 8, ok_bits + 1, 1));
            let e = only_refusal(&f, "moduli.primes[0]");
            says(&e, "problem", &[reduction.as_str(), word.as_str()]);
            says(&e, "fix", &[&format!("at most {ok_bits} bits")]);
            f.moduli = primes(&primes_for(Transform::NttNegacyclic, 8, ok_bits, 1));
            accept(&f);
            // The same bound applies to generated primes.
            f.moduli = ModuliFile { primes: None, bits: Some(ok_bits + 1), count: Some(1), runtime: None };
            let e = only_refusal(&f, "moduli.bits");
            says(&e, "fix", &[&format!("..= {ok_bits}")]);
        }
    }
}

#[test]
fn even_modulus_for_montgomery() {
    let mut f = base_file();
    f.word = Word::U32;
    f.reduction = Some(Reduction::Montgomery);
    f.moduli = primes(&[1 << 20]);
    let e = only_refusal(&f, "moduli.primes[0]");
    says(&e, "problem", &["even"]);
}

#[test]
fn solinas_with_another_prime() {
    let mut f = base_file();
    f.reduction = Some(Reduction::Solinas);
    f.moduli = primes(&primes_for(Transform::NttNegacyclic, 8, 60, 1));
    let e = only_refusal(&f, "moduli.primes[0]");
    let text = format!("{} {}", e.problem, e.fix);
    assert!(text.contains(&SOLINAS_PRIME.to_string()) || text.contains("2^64 - 2^32 + 1"), "should name the Solinas prime: {e}");
    // bits/count cannot make it either.
    f.moduli = ModuliFile { primes: None, bits: Some(60), count: Some(1), runtime: None };
    let e = only_refusal(&f, "moduli");
    says(&e, "fix", &["18446744069414584321"]);
}

#[test]
fn solinas_prime_above_2_63_written_as_a_string() {
    for text in ["\"18446744069414584321\"", "\"0xFFFFFFFF00000001\"", "\"18_446_744_069_414_584_321\""] {
        let toml = format!("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"solinas\"\n[moduli]\nprimes = [{text}]\n");
        let s = spec::from_str(&toml).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(s.primes, vec![SOLINAS_PRIME]);
        // The filled-in TOML writes it back as a string and round-trips.
        let again = s.to_toml().unwrap();
        assert!(again.contains("\"18446744069414584321\""), "{again}");
        assert_eq!(spec::from_str(&again).unwrap(), s);
        let mut exec = CpuExecutor::new(codegen::plan::lower(&s).unwrap()).unwrap();
        codegen::verify::verify(&mut exec, 3, 1, 1).unwrap();
    }
    // As a bare integer it overflows TOML's i64: a parse error, not a panic.
    let toml = "transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"solinas\"\n[moduli]\nprimes = [18446744069414584321]\n";
    assert!(matches!(spec::from_str(toml), Err(SpecError::Parse(_))));
}

#[test]
fn prime_written_badly() {
    for (value, needle) in [(PrimeValue::Int(-7681), "negative"), (PrimeValue::Text("seven".into()), "not an unsigned 64-bit"), (PrimeValue::Text("18446744073709551616".into()), "not an unsigned 64-bit")] {
        let mut f = base_file();
        f.moduli = ModuliFile { primes: Some(vec![value]), bits: None, count: None, runtime: None };
        let e = only_refusal(&f, "moduli.primes[0]");
        says(&e, "problem", &[needle]);
        says(&e, "fix", &["decimal string"]);
    }
}

#[test]
fn repeated_prime() {
    let q = primes_for(Transform::NttNegacyclic, 8, 50, 2);
    let mut f = base_file();
    f.moduli = primes(&[q[0], q[1], q[0]]);
    let e = only_refusal(&f, "moduli.primes[2]");
    says(&e, "problem", &["repeated"]);
    says(&e, "fix", &["distinct"]);
    f.moduli = primes(&q);
    assert_eq!(accept(&f).towers(), 2);
}

#[test]
fn both_primes_and_bits_given() {
    let q = primes_for(Transform::NttNegacyclic, 8, 50, 1);
    for (bits, count) in [(Some(50), Some(1)), (Some(50), None), (None, Some(1))] {
        let mut f = base_file();
        f.moduli = ModuliFile { primes: primes(&q).primes, bits, count, runtime: None };
        let e = only_refusal(&f, "moduli");
        says(&e, "problem", &["both"]);
        says(&e, "fix", &["either"]);
    }
}

#[test]
fn neither_primes_nor_bits_and_count() {
    for (bits, count) in [(None, None), (Some(50), None), (None, Some(2))] {
        let mut f = base_file();
        f.moduli = ModuliFile { primes: None, bits, count, runtime: None };
        let e = only_refusal(&f, "moduli");
        says(&e, "problem", &["neither"]);
        says(&e, "fix", &["primes = [...]", "bits", "count"]);
    }
}

#[test]
fn bits_too_small_or_too_large() {
    // 2N = 512 needs at least 11 bits; shoup on u64 allows 62.
    for bad in [0, 5, 10, 63, 64, 200] {
        let mut f = base_file();
        f.moduli = ModuliFile { primes: None, bits: Some(bad), count: Some(1), runtime: None };
        let e = only_refusal(&f, "moduli.bits");
        says(&e, "fix", &["11 ..= 62"]);
    }
    for ok in [13, 62] {
        let mut f = base_file();
        f.moduli = ModuliFile { primes: None, bits: Some(ok), count: Some(1), runtime: None };
        let s = accept(&f);
        assert_eq!(64 - s.primes[0].leading_zeros(), ok);
    }
}

#[test]
fn count_zero_or_too_many() {
    for bad in [0, 257, u32::MAX] {
        let mut f = base_file();
        f.moduli = ModuliFile { primes: None, bits: Some(50), count: Some(bad), runtime: None };
        let e = only_refusal(&f, "moduli.count");
        says(&e, "fix", &["1 ..= 256"]);
    }
    // More primes than the bit width holds (five 14-bit primes are 1 mod 512).
    let mut f = base_file();
    f.moduli = ModuliFile { primes: None, bits: Some(14), count: Some(100), runtime: None };
    let e = only_refusal(&f, "moduli.count");
    says(&e, "problem", &["only 5"]);
    says(&e, "fix", &["at most 5", "more bits"]);
    // None at all: the refusal is about the bits, and says how many are allowed.
    f.moduli = ModuliFile { primes: None, bits: Some(12), count: Some(1), runtime: None };
    let e = only_refusal(&f, "moduli.bits");
    says(&e, "problem", &["no prime of 12 bits"]);
    says(&e, "fix", &["more bits", "62"]);
}

#[test]
fn primes_list_empty_or_too_long() {
    let mut f = base_file();
    f.moduli = primes(&[]);
    says(&only_refusal(&f, "moduli.primes"), "fix", &["1 ..= 256"]);
    let many = primes_for(Transform::NttNegacyclic, 8, 40, 257);
    f.moduli = primes(&many);
    says(&only_refusal(&f, "moduli.primes"), "fix", &["1 ..= 256"]);
}

// ---------------------------------------------------------------- name

#[test]
fn name_not_an_identifier() {
    for bad in ["", "1abc", "has-dash", "has space", "ünï", &"x".repeat(97)] {
        let mut f = base_file();
        f.name = Some(bad.to_string());
        let e = only_refusal(&f, "name");
        says(&e, "fix", &["letters, digits and '_'"]);
    }
    let mut f = base_file();
    f.name = Some("_my_ntt_2".into());
    assert_eq!(accept(&f).name, "_my_ntt_2");
}

// ---------------------------------------------------------------- all refusals at once

#[test]
fn every_broken_rule_is_reported_not_just_the_first() {
    let mut f = base_file();
    f.radix = Some(3);
    f.streams = Some(0);
    f.moduli = ModuliFile { primes: None, bits: Some(50), count: Some(0), runtime: None };
    let fields: Vec<String> = refusals(&f).into_iter().map(|e| e.field).collect();
    for want in ["radix", "streams", "moduli.count"] {
        assert!(fields.iter().any(|f| f == want), "{want} missing from {fields:?}");
    }
}

#[test]
fn refusal_display_names_field_problem_and_fix() {
    let mut f = base_file();
    f.radix = Some(3);
    let err = spec::validate(&f).unwrap_err();
    assert_eq!(err.fields(), vec!["radix"]);
    let text = err.to_string();
    assert!(text.contains("`radix`") && text.contains("3 is not supported") && text.contains("use 2, 4, 8 or 16"), "{text}");
}

// ---------------------------------------------------------------- defaults and round trips

#[test]
fn defaults_are_filled_in_and_round_trip() {
    let mut files = vec![base_file()];
    for t in Transform::ALL {
        let mut f = base_file();
        f.transform = *t;
        f.log_n = 16;
        files.push(f);
    }
    let mut f = base_file();
    f.word = Word::U32;
    f.moduli = ModuliFile { primes: None, bits: Some(28), count: Some(3), runtime: None };
    files.push(f);
    for f in files {
        let s = accept(&f);
        let text = s.to_toml().unwrap();
        // Every knob written out.
        for key in ["name", "reduction", "radix", "stage_split", "cluster", "layout", "access", "twiddles", "four_step", "truncate", "pointwise", "scaling", "streams", "primes"] {
            assert!(text.contains(&format!("{key} =")), "{key} missing from\n{text}");
        }
        let again = spec::from_str(&text).unwrap_or_else(|e| panic!("filled-in spec refused: {e}\n{text}"));
        assert_eq!(again, s, "round trip changed the spec:\n{text}");
        assert_eq!(again.to_toml().unwrap(), text);
        // The defaults obey the limits.
        assert!(s.stage_split.iter().all(|&l| l <= 12));
        within_limits(&s);
    }
}

/// Every lowered kernel within 1024 threads and 227 KiB of shared memory.
fn within_limits(s: &spec::ValidSpec) {
    let plan = codegen::plan::lower(s).unwrap_or_else(|e| panic!("{e}\n{}", s.to_toml().unwrap()));
    match codegen::plan::resources::check_plan(&plan) {
        Ok(r) => assert!(r.iter().all(|k| k.threads <= 1024 && k.shared_bytes <= 227 * 1024), "{r:#?}"),
        Err(e) => panic!("{e}\n{}", s.to_toml().unwrap()),
    }
}

/// SPEC.md: "the defaults together must make a fast, valid kernel for any
/// legal log_n". Only transform, log_n, word and moduli given; verified on
/// the interpreter up to 2^12, validated (within every limit) above.
#[test]
fn defaults_make_a_valid_kernel_for_every_legal_log_n() {
    let mut failures = vec![];
    for t in Transform::ALL {
        for w in Word::ALL {
            for log_n in 2..=24 {
                let mut f = base_file();
                f.transform = *t;
                f.word = *w;
                f.log_n = log_n;
                f.moduli = ModuliFile { primes: None, bits: Some(if *w == Word::U32 { 30 } else { 62 }), count: Some(1), runtime: None };
                let s = match spec::validate(&f) {
                    Ok(s) => s,
                    // No 30-bit prime is 1 mod 2^25: a u32 negacyclic or DGT
                    // transform of 2^24 has no modulus the default reduction
                    // can hold, and the refusal must say where to go instead.
                    Err(e) if *w == Word::U32 && log_n == 24 && *t != Transform::NttCyclic => {
                        // The way out: the 31-bit primes the reduction holds
                        // (2013265921 = 15·2^27 + 1), or u64.
                        let text = e.to_string();
                        if !(text.contains("moduli.bits") && (text.contains("u64") || text.contains("use more bits (up to 31"))) {
                            failures.push(format!("{t} {w} log_n {log_n}: refusal does not point at more bits or u64: {text}"));
                        }
                        continue;
                    }
                    Err(e) => {
                        failures.push(format!("{t} {w} log_n {log_n}: refused: {e}"));
                        continue;
                    }
                };
                assert!(s.stage_split.iter().all(|&l| l <= 12), "{}", s.to_toml().unwrap());
                within_limits(&s);
                if log_n <= 12 {
                    let mut exec = CpuExecutor::new(codegen::plan::lower(&s).unwrap()).unwrap();
                    if let Err(e) = codegen::verify::verify(&mut exec, 1, 1, 1) {
                        failures.push(format!("{t} {w} log_n {log_n}: verify: {e}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "defaults fail:\n{}", failures.join("\n"));
}

#[test]
fn default_name_is_spelled_from_the_configuration() {
    let s = accept(&base_file());
    assert_eq!(s.name, "ntt_u64_n8_r8_s8_c1_shoup");
    let mut f = base_file();
    f.transform = Transform::Dgt;
    f.moduli.count = Some(2);
    let s = accept(&f);
    assert!(s.name.starts_with("dgt_u64_n8") && s.name.ends_with("_q2"), "{}", s.name);
}

#[test]
fn a_valid_spec_for_each_transform_verifies() {
    for t in Transform::ALL {
        let mut f = base_file();
        f.transform = *t;
        f.radix = Some(4);
        let levels = t.levels(8);
        f.stage_split = Some(vec![levels / 2, levels - levels / 2]);
        f.moduli.count = Some(2);
        let s = accept(&f);
        assert_eq!(s.transform, *t);
        let mut exec = CpuExecutor::new(codegen::plan::lower(&s).unwrap()).unwrap();
        let r = codegen::verify::verify(&mut exec, 11, 1, 2).unwrap_or_else(|e| panic!("{t}: {e}\n{}", s.to_toml().unwrap()));
        assert_eq!(r.trials, 1);
    }
}

#[test]
fn factored_levels_range_and_the_table_they_need() {
    let mut f = base_file();
    f.factored_levels = Some(5);
    says(&only_refusal(&f, "factored_levels"), "fix", &["0 (off) ..= 4"]);
    f.factored_levels = Some(2);
    accept(&f);
    f.twiddles = Some(Twiddles::Shared);
    says(&only_refusal(&f, "factored_levels"), "fix", &["twiddles = \"table\""]);
    let mut f = base_file();
    f.factored_levels = Some(1);
    f.transform = Transform::NttCyclic;
    says(&refused_on(&f, "factored_levels"), "problem", &["negacyclic"]);
}

#[test]
fn a_cluster_spec_without_a_radix_gets_one_that_fits_the_block() {
    // u32 2^17 over 8 blocks: radix 8 would put 2^17 / 8 / 8 = 2048 threads
    // in a block, so the default radix is 16 (1024 threads).
    let mut f = base_file();
    f.log_n = 17;
    f.word = Word::U32;
    f.moduli = ModuliFile { primes: None, bits: Some(30), count: Some(1), runtime: None };
    f.cluster_blocks = Some(8);
    let s = accept(&f);
    assert_eq!((s.radix, s.stage_split.clone()), (16, vec![17]));
    accept_lowered(&f);
    // Where radix 8 fits (2^16 over 8 blocks: 1024 threads) it stays 8,
    // and a radix the spec names is kept (and refused where it cannot fit).
    f.log_n = 16;
    assert_eq!(accept(&f).radix, 8);
    f.log_n = 17;
    f.radix = Some(8);
    refused_after_lowering(&f, "radix");
}

#[test]
fn tiles_per_block_is_a_power_of_two_up_to_eight_on_blocks_of_their_own() {
    for bad in [0u32, 3, 16] {
        let mut f = base_file();
        f.tiles_per_block = Some(bad);
        let e = only_refusal(&f, "tiles_per_block");
        says(&e, "problem", &[&format!("{bad} tiles per block")]);
        says(&e, "fix", &["power of two", "1 (off)", "8"]);
    }
    // Each clash names the other knob and how to drop either.
    let clash = |set: &dyn Fn(&mut SpecFile), other: &str| {
        let mut f = base_file();
        f.tiles_per_block = Some(2);
        set(&mut f);
        let e = refused_on(&f, "tiles_per_block");
        says(&e, "problem", &["2 tiles per block with", other]);
        says(&e, "fix", &["tiles_per_block = 1", other]);
    };
    clash(&|f| f.cluster_blocks = Some(2), "cluster_blocks");
    clash(&|f| f.prefetch_ahead = Some(100), "prefetch_ahead");
    clash(&|f| { f.layout = Some(Layout::Packed); f.stage_split = Some(vec![4, 4]) }, "layout = \"packed\"");
    // Allowed: it names the spec and reads back the same.
    let mut f = base_file();
    f.tiles_per_block = Some(4);
    let s = accept(&f);
    assert!(s.name.contains("_tpb4"), "{}", s.name);
    assert_eq!(spec::from_str(&s.to_toml().unwrap()).expect("a dump validates").tiles_per_block, 4);
}

#[test]
fn pinned_twiddles_places_the_loads_itself_without_a_cache_hint() {
    // Each clash names the other knob and how to drop it.
    let clash = |set: &dyn Fn(&mut SpecFile), other: &str| {
        let mut f = base_file();
        f.pinned_twiddles = Some(true);
        set(&mut f);
        let e = only_refusal(&f, "pinned_twiddles");
        says(&e, "problem", &[other]);
        says(&e, "fix", &[&format!("leave {other} out"), "pinned_twiddles = true"]);
    };
    clash(&|f| f.twiddle_lookahead = Some(true), "twiddle_lookahead");
    clash(&|f| f.evict_tables = Some(true), "evict_tables");
    // Allowed: it names the spec, reads back the same, and its kernels'
    // table loads are strong loads (`Kernel::pinned_tables`).
    let mut f = base_file();
    f.pinned_twiddles = Some(true);
    let s = accept(&f);
    assert!(s.name.contains("_pin"), "{}", s.name);
    assert!(spec::from_str(&s.to_toml().unwrap()).expect("a dump validates").pinned_twiddles);
    let plan = codegen::plan::lower(&s).expect("lowers");
    assert!(plan.kernels.iter().any(|k| k.pinned_tables), "some kernel's loads pinned");
    let (cuda, _) = codegen::emit::cuda(&plan, &codegen::emit::Target::sm90(), &Default::default()).expect("renders");
    assert!(cuda.contains("ld.relaxed.cta.global"), "strong table loads in the CUDA");
}

#[test]
fn wide_shared_index_indexes_shared_memory_from_an_opaque_zero() {
    let render = |wide: Option<bool>| {
        let mut f = base_file();
        f.wide_shared_index = wide;
        let s = accept(&f);
        let plan = codegen::plan::lower(&s).expect("lowers");
        let (cuda, _) = codegen::emit::cuda(&plan, &codegen::emit::Target::sm90(), &Default::default()).expect("renders");
        (s, cuda)
    };
    // Off (the default): no `_wsi`, shared words indexed in 32 bits.
    let (s, cuda) = render(None);
    assert!(!s.name.contains("_wsi") && !s.to_toml().unwrap().contains("wide_shared_index"), "{}", s.name);
    assert!(!cuda.contains("smem_z") && cuda.contains("smem["), "32-bit shared indices by default");
    // On: named, read back the same, every shared access from `smem_z`,
    // which each kernel with shared memory declares.
    let (s, cuda) = render(Some(true));
    assert!(s.name.contains("_wsi"), "{}", s.name);
    assert!(spec::from_str(&s.to_toml().unwrap()).expect("a dump validates").wide_shared_index);
    assert!(cuda.contains("smem[smem_z + "), "shared accesses from the opaque zero");
    let decls = cuda.matches("smem[];").count();
    assert_eq!(cuda.matches("smem[").count() - decls, cuda.matches("smem[smem_z + ").count(), "no 32-bit shared index left");
    assert_eq!(cuda.matches("extern __shared__ word_t smem[];").count(), cuda.matches("size_t smem_z = 0;").count(), "each kernel with shared memory declares smem_z");
}

#[test]
fn one_launch_sets_chooses_the_blocks_of_the_one_launch_forms() {
    let file = |split: Option<Vec<u32>>, sets: Option<u32>| {
        let mut f = base_file();
        f.log_n = 16;
        f.radix = Some(4);
        f.stage_split = split;
        f.one_launch_sets = sets;
        f
    };
    let coop = |s: &spec::ValidSpec| {
        let plan = codegen::plan::lower(s).expect("lowers");
        let k = plan.kernels.iter().find(|k| k.name.ends_with("_fwd_coop")).expect("a one-launch forward").clone();
        (k.grid_x, k.threads())
    };
    // Left out: the fewest of 2, 4, .. that fuse (2 sets of 2^8 per block
    // over [8, 8]), no suffix, nothing in the dump.
    let s = accept(&file(None, None));
    assert!(!s.name.contains("_ols") && !s.to_toml().unwrap().contains("one_launch_sets"), "{}", s.name);
    assert_eq!(coop(&s), (128, 128));
    // One set per block over [7, 9]: 128 blocks of 128 threads (left out,
    // the same split fuses at 2 sets: 64 blocks of 256), named, read back.
    assert_eq!(coop(&accept(&file(Some(vec![7, 9]), None))), (64, 256));
    let s = accept(&file(Some(vec![7, 9]), Some(1)));
    assert!(s.name.contains("_ols1"), "{}", s.name);
    assert_eq!(spec::from_str(&s.to_toml().unwrap()).expect("a dump validates").one_launch_sets, 1);
    assert_eq!(coop(&s), (128, 128));
    // Refused: not a power of two up to 32; beside one_launch = false; a
    // count whose fused kernel is over a block's limits (named, after lowering).
    for bad in [3, 64] {
        let e = refusals(&file(None, Some(bad)));
        assert!(e.iter().any(|e| e.field == "one_launch_sets" && e.to_string().contains("1 | 2 | 4 | 8 | 16 | 32")), "{e:?}");
    }
    let mut off = file(None, Some(2));
    off.one_launch = Some(false);
    assert!(refusals(&off).iter().any(|e| e.field == "one_launch_sets" && e.to_string().contains("one_launch = false")));
    match codegen::plan::lower(&accept(&file(None, Some(32)))) {
        Err(codegen::plan::PlanError::Knob(e)) => assert!(e.field == "one_launch_sets" && e.to_string().contains("use 0"), "{e}"),
        other => panic!("32 sets per block must be refused after lowering, got {:?}", other.map(|p| p.spec.name)),
    }
}

//! `spec::from_str` on hostile input: random strings, truncated and
//! byte-flipped valid specs, fields replaced by huge / negative / wrongly
//! typed / deeply nested values. It must never panic, only answer Ok or Err;
//! when it answers Ok, the filled-in TOML must validate back to the same spec.

use codegen::spec::{self, SpecError, ValidSpec};
use codegen::spec::{Access, GivenRoots, Layout, ModuliFile, Pointwise, PrimeValue, Reduction, RootRule, Roots, Scaling, SpecFile, Transform, Twiddles, Word};
use nttgen_tests::{spec_files, valid_specs};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use toml::Value;

fn config(cases: u32) -> Config {
    Config { cases, failure_persistence: None, rng_seed: RngSeed::Fixed(0x5EC_F022), ..Config::default() }
}

/// The property every input must satisfy.
fn check(text: &str) -> Result<Option<ValidSpec>, TestCaseError> {
    match spec::from_str(text) {
        Ok(s) => {
            let again = s.to_toml().map_err(|e| TestCaseError::fail(format!("accepted spec cannot be dumped: {e}\ninput:\n{text}")))?;
            match spec::from_str(&again) {
                Ok(t) => prop_assert_eq!(&t, &s, "filled-in TOML changed the spec:\n{}", again),
                Err(e) => prop_assert!(false, "accepted spec's own TOML refused: {}\nTOML:\n{}\ninput:\n{}", e, again, text),
            }
            check_resources(&s)?;
            Ok(Some(s))
        }
        Err(SpecError::Invalid(errors)) => {
            prop_assert!(!errors.is_empty());
            for e in &errors {
                prop_assert!(!e.field.is_empty() && !e.problem.is_empty() && !e.fix.is_empty(), "incomplete refusal {:?}", e);
            }
            Ok(None)
        }
        Err(SpecError::Parse(m)) => {
            prop_assert!(!m.is_empty());
            Ok(None)
        }
        Err(e @ SpecError::Io { .. }) => Err(TestCaseError::fail(format!("from_str cannot do I/O: {e}"))),
        Err(e @ SpecError::Serialize(_)) => Err(TestCaseError::fail(format!("from_str writes no TOML: {e}"))),
    }
}

/// Keys a spec may carry, plus a few it may not.
const KEYS: &[&str] = &[
    "name", "transform", "log_n", "word", "reduction", "radix", "stage_split", "cluster", "layout", "access", "twiddles",
    "four_step", "truncate", "pointwise", "scaling", "streams", "moduli", "moduli.primes", "moduli.bits", "moduli.count",
    "moduli.primes.0", "bogus", "moduli.bogus",
];

fn weird_value() -> impl Strategy<Value = Value> {
    let ints = prop_oneof![
        any::<i64>(),
        Just(i64::MAX),
        Just(i64::MIN),
        Just(-1i64),
        Just(0i64),
        Just(1i64),
        Just(u32::MAX as i64),
        Just(u32::MAX as i64 + 1),
        Just(1i64 << 40),
        Just(63i64),
        Just(64i64),
        Just(4096i64),
        (0i64..40),
    ];
    let leaf = prop_oneof![
        4 => ints.prop_map(Value::Integer),
        1 => prop_oneof![any::<f64>(), Just(f64::NAN), Just(f64::INFINITY), Just(-0.0)].prop_map(Value::Float),
        2 => prop_oneof![
            ".{0,12}",
            "[a-z-]{1,20}",
            Just("18446744069414584321".to_string()),
            Just("0xFFFFFFFFFFFFFFFFF".to_string()),
            Just("-5".to_string()),
            Just("ntt-cyclic".to_string()),
            Just("u32".to_string()),
        ]
        .prop_map(Value::String),
        1 => any::<bool>().prop_map(Value::Boolean),
    ];
    leaf.prop_recursive(6, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map("[a-z_]{1,8}", inner, 0..3).prop_map(|m| Value::Table(m.into_iter().collect())),
        ]
    })
}

#[derive(Clone, Debug)]
enum Edit {
    Set(usize, Value),
    Remove(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![4 => (0..KEYS.len(), weird_value()).prop_map(|(k, v)| Edit::Set(k, v)), 1 => (0..KEYS.len()).prop_map(Edit::Remove)]
}

fn apply_edit(table: &toml::Table, e: &Edit) -> toml::Table {
    let key = match e {
        Edit::Set(k, _) | Edit::Remove(k) => KEYS[*k],
    };
    let path: Vec<&str> = key.split('.').collect();
    let mut root = Value::Table(table.clone());
    edit_at(&mut root, &path, e);
    match root {
        Value::Table(t) => t,
        _ => unreachable!("the root stays a table"),
    }
}

fn edit_at(v: &mut Value, path: &[&str], e: &Edit) {
    let (part, rest) = (path[0], &path[1..]);
    match v {
        Value::Table(t) if rest.is_empty() => match e {
            Edit::Set(_, new) => {
                t.insert(part.to_string(), new.clone());
            }
            Edit::Remove(_) => {
                t.remove(part);
            }
        },
        Value::Array(a) if rest.is_empty() => {
            if let Ok(i) = part.parse::<usize>() {
                match e {
                    Edit::Set(_, new) if i < a.len() => a[i] = new.clone(),
                    Edit::Remove(_) if i < a.len() => {
                        a.remove(i);
                    }
                    _ => {}
                }
            }
        }
        Value::Table(t) => {
            if let Some(child) = t.get_mut(part) {
                edit_at(child, rest, e);
            }
        }
        Value::Array(a) => {
            if let Some(child) = part.parse::<usize>().ok().and_then(|i| a.get_mut(i)) {
                edit_at(child, rest, e);
            }
        }
        _ => {}
    }
}

fn valid_toml() -> impl Strategy<Value = String> {
    valid_specs(2..=20).prop_map(|(_, s)| s.to_toml().unwrap())
}

proptest! {
    #![proptest_config(config(1024))]

    #[test]
    fn random_strings_never_panic(text in ".{0,200}") {
        check(&text)?;
    }

    #[test]
    fn toml_shaped_strings_never_panic(
        lines in prop::collection::vec(
            prop_oneof![
                "[a-z_]{1,12} = [0-9-]{1,25}",
                "[a-z_]{1,12} = \"[a-z0-9-]{0,20}\"",
                "[a-z_]{1,12} = \\[[0-9, ]{0,30}\\]",
                "\\[[a-z_.]{1,12}\\]",
                "(transform|log_n|word|radix|cluster|truncate|streams|bits|count|primes) = .{0,20}",
            ],
            0..12,
        )
    ) {
        check(&lines.join("\n"))?;
    }
}

proptest! {
    #![proptest_config(config(512))]

    #[test]
    fn truncated_valid_specs_never_panic(text in valid_toml(), cut in any::<prop::sample::Index>()) {
        let at = cut.index(text.len() + 1);
        let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        check(&text[..at])?;
    }

    #[test]
    fn byte_flipped_valid_specs_never_panic(
        text in valid_toml(),
        flips in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6),
    ) {
        let mut bytes = text.into_bytes();
        for (i, b) in flips {
            let at = i.index(bytes.len());
            bytes[at] = b;
        }
        check(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn mutated_fields_never_panic(text in valid_toml(), edits in prop::collection::vec(edit(), 1..4)) {
        let mut table: toml::Table = toml::from_str(&text).expect("a filled-in spec is a TOML table");
        for e in &edits {
            table = apply_edit(&table, e);
        }
        // Non-finite floats and such may not serialise; that is toml's business.
        if let Ok(mutated) = toml::to_string(&table) {
            check(&mutated)?;
        }
    }
}

/// Any value of every field, legal or not: the validator itself must not panic.
fn arbitrary_spec_file() -> impl Strategy<Value = SpecFile> {
    fn num() -> BoxedStrategy<u32> {
        prop_oneof![3 => 0u32..40, 1 => any::<u32>(), 1 => Just(u32::MAX), 1 => (0u32..31).prop_map(|b| 1 << b)].boxed()
    }
    fn o<T: std::fmt::Debug + Clone + 'static>(s: impl Strategy<Value = T> + 'static) -> BoxedStrategy<Option<T>> {
        prop::option::of(s).boxed()
    }
    fn e<T: std::fmt::Debug + Clone + 'static>(all: &'static [T]) -> BoxedStrategy<T> {
        prop::sample::select(all).boxed()
    }
    let prime = prop_oneof![
        any::<i64>().prop_map(PrimeValue::Int),
        (0i64..100_000).prop_map(PrimeValue::Int),
        ".{0,24}".prop_map(PrimeValue::Text),
        any::<u64>().prop_map(|v| PrimeValue::Text(v.to_string())),
        Just(PrimeValue::Text("18446744069414584321".into())),
    ]
    .boxed();
    let a = (
        o(".{0,12}"),
        e(Transform::ALL),
        prop_oneof![0u32..30, any::<u32>()],
        e(Word::ALL),
        o(e(Reduction::ALL)),
        o(num()),
        o(prop::collection::vec(num(), 0..5)),
        o(num()),
        o(e(Layout::ALL)),
        o(e(Access::ALL)),
    );
    let b = (
        o(e(Twiddles::ALL)),
        o(any::<bool>()),
        o(num()),
        o(e(Pointwise::ALL)),
        o(e(Scaling::ALL)),
        o(num()),
        o(prop::collection::vec(prime.clone(), 0..5)),
        o(num()),
        o(prop_oneof![0u32..5, num()]),
        o(prop_oneof![
            e(RootRule::ALL).prop_map(Roots::Rule),
            (o(prop::collection::vec(prime.clone(), 0..5)), o(prop::collection::vec(prime, 0..5))).prop_map(|(psi, omega)| Roots::Given(GivenRoots { psi, omega })),
        ]),
        o(prop_oneof![0u32..40, num()]),
        (o(prop_oneof![0u32..6, num()]), o(any::<bool>()), o(any::<bool>()), o(prop_oneof![Just("h100".to_string()), Just("h200".to_string()), "[a-z0-9 ]{0,8}"])),
    );
    (a, b).prop_map(|((name, transform, log_n, word, reduction, radix, stage_split, cluster, layout, access), (twiddles, four_step, truncate, pointwise, scaling, streams, primes, bits, count, roots, min_blocks, (factored_levels, twiddle_pairs, vector_access, gpu)))| SpecFile {
        name,
        transform,
        log_n,
        word,
        reduction,
        radix,
        stage_split,
        cluster,
        cluster_blocks: None,
        min_blocks,
        inverse_min_blocks: None,
        last_min_blocks: None,
        factored_levels,
        twiddle_pairs,
        vector_access,
        one_launch: None,
        overlap_launches: None,
        sector_stores: None,
        alternate_order: None,
        evict_tables: None,
        prefetch_ahead: None,
        twiddle_lookahead: None,
        pinned_twiddles: None,
        wide_shared_index: None,
        one_launch_sets: None,
        tiles_per_block: None,
        stream_lag: None,
        deferred_corrections: None,
        montgomery_companion: None,
        layout,
        access,
        twiddles,
        four_step,
        truncate,
        pointwise,
        scaling,
        streams,
        roots,
        gpu,
        moduli: ModuliFile { primes, bits, count, runtime: None },
        fused: None,
    })
}

/// A valid spec lowers, and its kernels fit the GPU's limits or are refused
/// after lowering with the field responsible and a fix (`plan::resources`);
/// a `stream_lag` whose two kernels cannot share a launch (blocks under a
/// warp, say), or a `one_launch_sets` at which the programs do not fuse,
/// is refused the same way.
fn check_resources(s: &ValidSpec) -> Result<(), TestCaseError> {
    match codegen::plan::lower(s) {
        Ok(_) => {}
        Err(codegen::plan::PlanError::Resources(e)) => {
        prop_assert!(e.got > e.limit, "refused within the limit: {}", e);
        prop_assert!(!e.field.is_empty() && !e.fix.is_empty() && e.problem().contains(&e.kernel), "incomplete refusal {:?}", e);
        }
        Err(codegen::plan::PlanError::Knob(e)) => {
            let knob_set = match e.field.as_str() {
                "stream_lag" => s.stream_lag > 0,
                "one_launch_sets" => s.one_launch_sets > 0,
                _ => false,
            };
            prop_assert!(knob_set && !e.fix.is_empty(), "refused after lowering for {}: {}", e.field, e);
        }
        Err(e) => prop_assert!(false, "a valid spec failed to lower: {}", e),
    }
    Ok(())
}

fn check_file(f: &SpecFile) -> Result<(), TestCaseError> {
    match spec::validate(f) {
        Ok(s) => {
            let dump = s.to_toml().map_err(|e| TestCaseError::fail(format!("accepted spec cannot be dumped: {e}")))?;
            let again = spec::from_str(&dump).map_err(|e| TestCaseError::fail(format!("{e}\n{dump}")))?;
            prop_assert_eq!(&again, &s);
            check_resources(&s)?;
        }
        Err(e) => prop_assert!(!e.fields().is_empty(), "refused without naming a field: {}", e),
    }
    // The same file through TOML text gives the same answer.
    let text = toml::to_string(f).expect("SpecFile serialises");
    prop_assert_eq!(spec::from_str(&text).ok(), spec::validate(f).ok());
    Ok(())
}

proptest! {
    #![proptest_config(config(1024))]

    #[test]
    fn arbitrary_field_values_never_panic_the_validator(f in arbitrary_spec_file()) {
        check_file(&f)?;
    }

    #[test]
    fn plausible_spec_files_never_panic_the_validator(f in spec_files(0..=26)) {
        check_file(&f)?;
    }
}

#[test]
fn deeply_nested_arrays_are_refused_not_a_stack_overflow() {
    for depth in [10, 100, 1_000, 100_000] {
        for key in ["radix", "stage_split", "log_n"] {
            let nested = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
            let text = format!("transform = \"dgt\"\nword = \"u64\"\n{}{key} = {nested}\n[moduli]\nbits = 40\ncount = 1\n", if key == "log_n" { "" } else { "log_n = 8\n" });
            assert!(matches!(spec::from_str(&text), Err(SpecError::Parse(_))), "depth {depth} in {key}");
            let text = format!("transform = \"dgt\"\nword = \"u64\"\nlog_n = 8\n[moduli]\nprimes = {nested}\n");
            assert!(spec::from_str(&text).is_err());
        }
    }
}

#[test]
fn huge_and_negative_numbers_are_refused_not_wrapped() {
    for (key, value) in [
        ("log_n", "-1"),
        ("log_n", "4294967296"),
        ("log_n", "9223372036854775807"),
        ("radix", "-8"),
        ("radix", "4294967304"), // 2^32 + 8 must not wrap to 8
        ("cluster", "4294967297"),
        ("truncate", "-1"),
        ("streams", "4294967297"),
    ] {
        let text = format!("transform = \"ntt-negacyclic\"\nword = \"u64\"\n{}{key} = {value}\n[moduli]\nbits = 50\ncount = 1\n", if key == "log_n" { "" } else { "log_n = 8\n" });
        assert!(matches!(spec::from_str(&text), Err(SpecError::Parse(_))), "{key} = {value} was not a parse error");
    }
    for (key, value) in [("bits", "4294967346"), ("count", "-1"), ("count", "4294967297"), ("primes", "[-1]"), ("primes", "[9223372036854775807]"), ("primes", "[\"99999999999999999999999\"]")] {
        let text = format!("transform = \"ntt-negacyclic\"\nword = \"u64\"\nlog_n = 8\n[moduli]\n{key} = {value}\n{}", if key == "count" { "bits = 50\n" } else if key == "bits" { "count = 1\n" } else { "" });
        assert!(spec::from_str(&text).is_err(), "{key} = {value} accepted");
    }
    // Large but representable values: refused by the validator with a field.
    let text = "transform = \"ntt-negacyclic\"\nword = \"u64\"\nlog_n = 8\nstage_split = [4294967295, 1]\ncluster = 2147483648\ntruncate = 4294967295\n[moduli]\nbits = 4294967295\ncount = 4294967295\n";
    let err = spec::from_str(text).unwrap_err();
    assert!(!err.fields().is_empty(), "{err}");
}

#[test]
fn non_utf8_bytes_from_a_file_are_refused() {
    let dir = std::env::temp_dir().join(format!("nttgen-spec-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("garbage.toml");
    std::fs::write(&path, [0xff, 0xfe, 0x00, 0x80, b'=', b'\n', 0xc3]).unwrap();
    assert!(matches!(spec::from_file(&path), Err(SpecError::Io { .. })));
    assert!(matches!(spec::from_file(&dir.join("missing.toml")), Err(SpecError::Io { .. })));
    std::fs::remove_dir_all(&dir).ok();
}

// ---- the whole pipeline on hostile specs ----------------------------------
//
// Every input goes through validate; every accepted one through revalidate,
// lower, the plan JSON (`explain --json`), the CUDA and the Rust wrapper
// (`emit`), and -- when small -- the CPU verify. A sample also goes through
// the `codegen` binary (validate, explain, emit, verify) with a deadline. The
// inputs reach megabytes. NTTGEN_FUZZ_CASES sets the count (CI: the default).

use codegen::executor::CpuExecutor;
use nttgen_tests::codegen_bin;
use proptest::strategy::ValueTree;
use proptest::test_runner::{RngAlgorithm, TestRng, TestRunner};
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// One case may take this long before it counts as a hang.
const CASE_LIMIT: Duration = Duration::from_secs(20);
/// Verify only specs this small (the interpreter runs thread by thread).
const VERIFY_MAX_LOG_N: u32 = 9;

#[derive(Default, Debug)]
struct Tally {
    cases: usize,
    bytes_max: usize,
    parse_refused: usize,
    invalid_refused: usize,
    accepted: usize,
    emitted: usize,
    verified: usize,
    cli_runs: usize,
    slowest: Duration,
}

fn sample<S: Strategy>(s: &S, runner: &mut TestRunner) -> Option<S::Value> {
    s.new_tree(runner).ok().map(|t| t.current())
}

/// A hostile spec text of kind `k`.
fn hostile_text(k: u32, runner: &mut TestRunner, rng: &mut rand_chacha::ChaCha8Rng) -> String {
    let valid = || sample(&valid_toml(), &mut TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &rng.clone().gen::<[u8; 32]>())));
    let base = valid().unwrap_or_else(|| "transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u64\"\n[moduli]\nbits = 40\ncount = 1\n".into());
    let _ = rng.gen::<u64>(); // advance past the seed the base used
    match k {
        0 | 1 => base,
        2 | 3 => {
            let edits = sample(&prop::collection::vec(edit(), 1..4), runner).unwrap_or_default();
            let mut table: toml::Table = toml::from_str(&base).expect("filled-in spec parses");
            for e in &edits {
                table = apply_edit(&table, e);
            }
            toml::to_string(&table).unwrap_or(base)
        }
        4 => {
            let mut b = base.into_bytes();
            for _ in 0..rng.gen_range(1..6) {
                let i = rng.gen_range(0..b.len());
                b[i] = rng.gen();
            }
            String::from_utf8_lossy(&b).into_owned()
        }
        5 => {
            let cut = rng.gen_range(0..=base.len());
            let cut = (0..=cut).rev().find(|&i| base.is_char_boundary(i)).unwrap_or(0);
            base[..cut].to_string()
        }
        6 => {
            // Megabytes: a comment around the byte limit, or a huge string value.
            let n = rng.gen_range(1usize..=3 << 20);
            if rng.gen() {
                format!("# {}\n{base}", "x".repeat(n))
            } else {
                format!("name = \"{}\"\n{}", "a".repeat(n.min(900_000)), without_key(&base, "name"))
            }
        }
        7 => {
            // Long lists under the byte limit: stage_split, primes, nested.
            let n = rng.gen_range(1usize..200_000);
            let list = vec!["3"; n].join(",");
            let key = ["stage_split", "primes", "radix", "prime_text"][rng.gen_range(0..4)];
            if key == "prime_text" {
                format!("transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u64\"\n[moduli]\nprimes = [\"{}\", \"x{}\"]\n", "9".repeat(n), "é".repeat(n))
            } else if key == "primes" {
                format!("transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u64\"\n[moduli]\nprimes = [{list}]\n")
            } else {
                format!("{key} = [{list}]\n{}", without_key(&base, key))
            }
        }
        8 => sample(&arbitrary_spec_file(), runner).and_then(|f| toml::to_string(&f).ok()).unwrap_or(base),
        _ => {
            let names = ["_", "self", "Self", "super", "crate", "fn", "r#x", "int", "__x", "a b", "é", "x\u{0}"];
            format!("name = {:?}\n{}", names[rng.gen_range(0..names.len())], without_key(&base, "name"))
        }
    }
}

/// `text` without its top-level `key = ...` line (so a replacement is no duplicate key).
fn without_key(text: &str, key: &str) -> String {
    text.lines().filter(|l| !l.starts_with(&format!("{key} ="))).map(|l| format!("{l}\n")).collect()
}

fn pipeline(text: &str, t: &mut Tally) -> Result<Option<ValidSpec>, String> {
    let s = match spec::from_str(text) {
        Ok(s) => s,
        Err(SpecError::Parse(m)) => {
            t.parse_refused += 1;
            if m.len() > 64 << 10 {
                return Err(format!("{} bytes of parse error", m.len()));
            }
            return Ok(None);
        }
        Err(e) => {
            t.invalid_refused += 1;
            let shown = e.to_string();
            if e.fields().is_empty() || shown.len() > 64 << 10 {
                return Err(format!("refusal without a field or too long ({} bytes)", shown.len()));
            }
            return Ok(None);
        }
    };
    t.accepted += 1;
    s.revalidate().map_err(|e| format!("accepted spec fails revalidate: {e}"))?;
    let plan = match codegen::plan::lower(&s) {
        Ok(p) => p,
        // Over a block's limits: refused after lowering, with its field (spec_fuzz's check_resources).
        Err(codegen::plan::PlanError::Resources(_)) => {
            t.invalid_refused += 1;
            return Ok(None);
        }
        Err(e) => return Err(format!("a valid spec does not lower: {e}")),
    };
    serde_json::to_string(&plan).map_err(|e| format!("plan JSON: {e}"))?;
    let emitted = codegen::emit::emit_plan(&plan, &codegen::emit::Target::sm90(), "spec_fuzz").map_err(|e| format!("emit: {e}"))?;
    if emitted.cuda.is_empty() || emitted.rust.is_empty() || !emitted.rust.contains(&s.name) {
        return Err("empty CUDA or Rust wrapper".into());
    }
    t.emitted += 1;
    if s.log_n <= VERIFY_MAX_LOG_N && s.towers() <= 4 {
        let mut exec = CpuExecutor::new(plan).map_err(|e| format!("executor: {e}"))?;
        codegen::verify::verify(&mut exec, 7, 1, 1).map_err(|e| format!("verify of an accepted spec failed: {e}\n{}", s.to_toml().unwrap()))?;
        t.verified += 1;
    }
    Ok(Some(s))
}

/// The `codegen` binary on one spec file: exit 0 or 2 (1 only for a failed
/// verify, which would be a bug), never a panic or a signal, within the limit.
fn through_cli(path: &std::path::Path, accepted: Option<&ValidSpec>, t: &mut Tally) -> Result<(), String> {
    let out_dir = path.with_extension("out");
    let p = path.to_str().unwrap();
    let mut runs: Vec<Vec<&str>> = vec![vec!["validate", "--spec", p], vec!["explain", "--spec", p], vec!["emit", "--spec", p, "--out", out_dir.to_str().unwrap()]];
    if accepted.is_none_or(|s| s.log_n <= VERIFY_MAX_LOG_N && s.towers() <= 4) {
        runs.push(vec!["verify", "--spec", p, "--trials", "1"]);
    }
    for args in runs {
        let mut child = std::process::Command::new(codegen_bin()).args(&args).stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped()).spawn().map_err(|e| e.to_string())?;
        let start = Instant::now();
        let status = loop {
            if let Some(st) = child.try_wait().map_err(|e| e.to_string())? {
                break st;
            }
            if start.elapsed() > CASE_LIMIT {
                let _ = child.kill();
                return Err(format!("codegen {args:?} hung"));
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let mut err = String::new();
        std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut err).ok();
        let want = if accepted.is_some() { 0 } else { 2 };
        if err.contains("panicked") || status.code() != Some(want) {
            return Err(format!("codegen {args:?}: {status:?}, want {want}\n{}", &err[..err.len().min(2000)]));
        }
        t.cli_runs += 1;
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    Ok(())
}

fn peak_rss_mib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok()))
        .map_or(0, |kib| kib / 1024)
}

#[test]
fn hostile_specs_through_validate_explain_emit_and_verify() {
    let cases: usize = std::env::var("NTTGEN_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let cli_every = 10;
    let dir = std::env::temp_dir().join(format!("nttgen-fuzz-pipeline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    codegen_bin();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x9_F022);
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &[9; 32]));
    let mut t = Tally::default();
    let mut failures = vec![];
    let started = Instant::now();
    for case in 0..cases {
        let kind = (case % 10) as u32;
        let text = hostile_text(kind, &mut runner, &mut rng);
        t.bytes_max = t.bytes_max.max(text.len());
        let start = Instant::now();
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| pipeline(&text, &mut t)));
        let took = start.elapsed();
        t.slowest = t.slowest.max(took);
        let outcome = match result {
            Ok(Ok(accepted)) if took <= CASE_LIMIT => {
                if case % cli_every == 0 {
                    let path = dir.join(format!("case{case}.toml"));
                    std::fs::write(&path, &text).unwrap();
                    let r = through_cli(&path, accepted.as_ref(), &mut t);
                    let _ = std::fs::remove_file(&path);
                    r
                } else {
                    Ok(())
                }
            }
            Ok(Ok(_)) => Err(format!("took {took:?}")),
            Ok(Err(e)) => Err(e),
            Err(p) => Err(format!("panic: {:?}", p.downcast_ref::<String>().map(String::as_str).or(p.downcast_ref::<&str>().copied()))),
        };
        if let Err(e) = outcome {
            failures.push(format!("case {case} (kind {kind}, {} bytes): {e}\n{}", text.len(), &text[..(0..=text.len().min(400)).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0)]));
        }
        t.cases += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    let rss = peak_rss_mib();
    eprintln!("spec pipeline fuzz: {t:?}, peak RSS {rss} MiB, {:.1} s in all, {} failures", started.elapsed().as_secs_f64(), failures.len());
    assert!(failures.is_empty(), "{} of {cases} cases failed:\n{}", failures.len(), failures.join("\n---\n"));
    assert!(rss < 2048, "peak RSS {rss} MiB");
    assert!(t.accepted > 0 && t.verified > 0 && t.invalid_refused > 0 && t.parse_refused > 0, "{t:?}");
}

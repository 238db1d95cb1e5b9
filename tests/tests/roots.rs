//! The `roots` knob (docs/SPEC.md, "NTT domain"): with `roots = "smallest"`
//! the forward transform must equal SEAL's and Phantom's, i.e. output j is
//! a(psi^(2 br(j) + 1)) with psi the smallest primitive 2N-th root of unity
//! (cyclic: a(omega^br(j)), omega the smallest primitive N-th root;
//! truncated: the groups of the contract). The reference here is written
//! from the contract alone, with its own arithmetic and its own root search
//! (SEAL's algorithm), and compared with the CPU interpreter's output over
//! words, reductions, twiddle modes, four-step and truncated plans.
//! Then the validator's refusals of the knob, and what `explain`, the
//! emitted files and `knobs` report.

use codegen::executor::{CpuExecutor, Executor};
use codegen::plan::lower;
use codegen::spec::{self, FieldError, SpecError, Transform, ValidSpec};
use codegen::verify::{random_input, verify};
use nttgen_tests::codegen_bin;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

// ------------------------------------------------ independent arithmetic

fn mulm(a: u64, b: u64, q: u64) -> u64 {
    (a as u128 * b as u128 % q as u128) as u64
}

fn powm(a: u64, mut e: u64, q: u64) -> u64 {
    let (mut acc, mut base) = (1u64, a % q);
    while e > 0 {
        if e & 1 == 1 {
            acc = mulm(acc, base, q);
        }
        base = mulm(base, base, q);
        e >>= 1;
    }
    acc
}

/// The low `bits` bits of `x` reversed, bit by bit.
fn brev(x: usize, bits: u32) -> usize {
    (0..bits).fold(0, |r, b| r | (((x >> b) & 1) << (bits - 1 - b)))
}

/// Some primitive root of the power-of-two `order`: x^((q-1)/order) for the
/// first x whose power has (x^((q-1)/order))^(order/2) = -1.
fn some_primitive_root(order: u64, q: u64) -> u64 {
    (2..q).map(|x| powm(x, (q - 1) / order, q)).find(|&r| powm(r, order / 2, q) == q - 1).expect("q has a root of this order")
}

/// SEAL's `try_minimal_primitive_root`: the least of the odd powers of a
/// primitive root, which are all the primitive roots of that order.
fn seal_minimal_root(order: u64, q: u64) -> u64 {
    let r = some_primitive_root(order, q);
    let r2 = mulm(r, r, q);
    let (mut x, mut least) = (r, r);
    for _ in 1..order / 2 {
        x = mulm(x, r2, q);
        least = least.min(x);
    }
    least
}

/// The default root: g^((q-1)/order), g the least quadratic non-residue.
fn nonresidue_root(order: u64, q: u64) -> u64 {
    let g = (2..q).find(|&g| powm(g, (q - 1) / 2, q) == q - 1).unwrap();
    powm(g, (q - 1) / order, q)
}

fn root_order(s: &ValidSpec) -> u64 {
    if s.transform == Transform::NttCyclic {
        s.n() as u64
    } else {
        2 * s.n() as u64
    }
}

/// The forward output of the contract for root `root`: M = N / 2^t groups
/// of T = 2^t words, group j = a(x) mod (x^T - w_j) in natural order,
/// w_j = root^((N/M)(2 br(j) + 1)) (negacyclic) or root^((N/M) br(j))
/// (cyclic). With t = 0 a group is one evaluation, a(w_j). O(N^2).
fn contract_forward(a: &[u64], s: &ValidSpec, root: u64, q: u64) -> Vec<u64> {
    let (n, t) = (a.len(), s.truncate);
    let (groups, width) = (n >> t, 1usize << t);
    let log_groups = groups.trailing_zeros();
    let mut out = Vec::with_capacity(n);
    for j in 0..groups {
        let br = brev(j, log_groups) as u64;
        let e = (n / groups) as u64 * if s.transform == Transform::NttCyclic { br } else { 2 * br + 1 };
        let w = powm(root, e, q);
        // x^T = w: coefficient i lands on x^(i mod T) times w^(i div T).
        let mut group = vec![0u64; width];
        let mut w_pow = 1u64;
        for (chunk, c) in a.chunks(width).zip(0..) {
            debug_assert_eq!(w_pow, powm(w, c, q));
            for (k, &ai) in chunk.iter().enumerate() {
                group[k] = ((group[k] as u128 + mulm(ai, w_pow, q) as u128) % q as u128) as u64;
            }
            w_pow = mulm(w_pow, w, q);
        }
        out.extend(group);
    }
    out
}

/// Cheddar's root (`primeutil::FindPrimitiveMthRoot`): g^((q-1)/order)
/// with g the least element of order q - 1, found here by computing each
/// candidate's order outright (q - 1's factors by trial division).
fn cheddar_root(order: u64, q: u64) -> u64 {
    let mut factors = vec![];
    let (mut m, mut d) = (q - 1, 2);
    while d * d <= m {
        if m % d == 0 {
            factors.push(d);
            while m % d == 0 {
                m /= d;
            }
        }
        d += 1;
    }
    if m > 1 {
        factors.push(m);
    }
    let g = (2..q).find(|&g| factors.iter().all(|&p| powm(g, (q - 1) / p, q) != 1)).unwrap();
    powm(g, (q - 1) / order, q)
}

// ------------------------------------------------ specs

fn spec_of(lines: &str, moduli: &str) -> ValidSpec {
    let text = format!("{lines}\n[moduli]\n{moduli}\n");
    spec::from_str(&text).unwrap_or_else(|e| panic!("refused:\n{text}\n{e}"))
}

/// The interpreter's forward equals [`contract_forward`] at `roots[tower]`
/// for random inputs, batch 2; the inverse brings the input back; and the
/// product checks of `verify` pass.
fn agrees_with_contract(s: &ValidSpec, roots: &[u64]) {
    let plan = lower(s).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    let wpp = plan.words_per_poly;
    assert_eq!(wpp, s.n(), "{}: an NTT polynomial is N words", s.name);
    let mut exec = CpuExecutor::new(plan).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    let batch = 2;
    let a = random_input(s, wpp, batch, &mut ChaCha8Rng::seed_from_u64(s.log_n as u64)).unwrap();
    let mut x = a.clone();
    exec.forward(&mut x, batch).unwrap();
    for (p, (got, input)) in x.chunks(wpp).zip(a.chunks(wpp)).enumerate() {
        let tower = p % s.towers();
        let want = contract_forward(input, s, roots[tower], s.primes[tower]);
        if let Some(i) = (0..wpp).find(|&i| got[i] != want[i]) {
            panic!("{}: polynomial {p}, tower {tower} (q = {}, root {}): forward word {i} is {}, the contract says {}\n{}", s.name, s.primes[tower], roots[tower], got[i], want[i], s.to_toml().unwrap());
        }
    }
    exec.inverse(&mut x, batch).unwrap();
    assert!(x == a, "{}: inverse(forward(a)) != a", s.name);
    verify(&mut exec, 3, 1, batch).unwrap_or_else(|e| panic!("{}: {e}", s.name));
}

/// With `roots = "smallest"`: each tower's root is SEAL's minimal root, it
/// differs from the default's on some tower (so the knob is seen at all),
/// and the interpreter computes the contract at it.
fn smallest_interops(lines: &str, moduli: &str) {
    let s = spec_of(&format!("{lines}\nroots = \"smallest\""), moduli);
    let seal: Vec<u64> = s.primes.iter().map(|&q| seal_minimal_root(root_order(&s), q)).collect();
    assert_eq!(s.tower_roots, seal, "{}: roots", s.name);
    let default: Vec<u64> = s.primes.iter().map(|&q| nonresidue_root(root_order(&s), q)).collect();
    assert_ne!(seal, default, "{}: the smallest roots equal the default's, the test would not see the knob", s.name);
    agrees_with_contract(&s, &seal);
}

/// With `roots = "generator"`: each tower's root is Cheddar's and the
/// interpreter computes the contract at it. Returns whether they differ
/// from the default's roots (where the least non-residue generates the
/// group they are the same).
fn generator_interops(lines: &str, moduli: &str) -> bool {
    let s = spec_of(&format!("{lines}\nroots = \"generator\""), moduli);
    let cheddar: Vec<u64> = s.primes.iter().map(|&q| cheddar_root(root_order(&s), q)).collect();
    assert_eq!(s.tower_roots, cheddar, "{}: roots", s.name);
    agrees_with_contract(&s, &cheddar);
    let default: Vec<u64> = s.primes.iter().map(|&q| nonresidue_root(root_order(&s), q)).collect();
    cheddar != default
}

const NEGACYCLIC: &[(&str, &str)] = &[
    ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"shoup\"\nstage_split = [5, 5]", "bits = 60\ncount = 2"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 9\nword = \"u32\"\nreduction = \"montgomery\"\nstage_split = [5, 4]\ntwiddles = \"shared\"", "bits = 30\ncount = 2"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"barrett-dq\"\nradix = 4\nstage_split = [5, 5]\ntwiddles = \"register-shuffle\"", "bits = 58\ncount = 1"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 8\nword = \"u32\"\nreduction = \"barrett-classic\"\nstage_split = [4, 4]\ntwiddles = \"on-the-fly\"", "bits = 28\ncount = 1"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"montgomery\"\nstage_split = [6, 4]\ntwiddles = \"split\"", "bits = 60\ncount = 1"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 9\nword = \"u32\"\nreduction = \"barrett-shivdikar\"\nradix = 2\nstage_split = [9]", "bits = 28\ncount = 1"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 8\nword = \"u64\"\nreduction = \"solinas\"\nradix = 4\nstage_split = [4, 4]", "primes = [\"18446744069414584321\"]"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 7\nword = \"u64\"\nreduction = \"builtin\"", "bits = 62\ncount = 1"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"shoup\"\naccess = \"constant-geometry\"\nlayout = \"packed\"\nstage_split = [5, 5]\nradix = 2", "bits = 50\ncount = 1"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 9\nword = \"u64\"\nreduction = \"shoup\"\ncluster_blocks = 2\ncluster = 1", "bits = 60\ncount = 1"),
];

const FOUR_STEP: &[(&str, &str)] = &[
    ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"shoup\"\nstage_split = [5, 5]\nfour_step = true\ntwiddles = \"split\"", "bits = 60\ncount = 2"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u32\"\nreduction = \"montgomery\"\nradix = 4\nstage_split = [4, 3, 3]\nfour_step = true\ntwiddles = \"on-the-fly\"", "bits = 30\ncount = 1"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"montgomery\"\nradix = 4\nstage_split = [5, 5]\nfour_step = true\ntwiddles = \"register-shuffle\"", "bits = 50\ncount = 1"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 9\nword = \"u32\"\nreduction = \"barrett-classic\"\nstage_split = [5, 4]\nfour_step = true", "bits = 28\ncount = 1"),
];

const TRUNCATED: &[(&str, &str)] = &[
    ("transform = \"ntt-negacyclic\"\nlog_n = 9\nword = \"u64\"\nreduction = \"shoup\"\npointwise = \"fused-karatsuba\"", "bits = 60\ncount = 2"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 9\nword = \"u32\"\nreduction = \"montgomery\"\npointwise = \"schoolbook\"\ntruncate = 2\ntwiddles = \"on-the-fly\"", "bits = 30\ncount = 1"),
    ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"barrett-dq\"\npointwise = \"toom-cook-4\"\ntwiddles = \"split\"", "bits = 56\ncount = 1"),
    ("transform = \"ntt-cyclic\"\nlog_n = 9\nword = \"u32\"\nreduction = \"montgomery\"\npointwise = \"schoolbook\"\ntruncate = 3\ntwiddles = \"shared\"", "bits = 30\ncount = 1"),
];

const CYCLIC: &[(&str, &str)] = &[
    ("transform = \"ntt-cyclic\"\nlog_n = 9\nword = \"u32\"\nreduction = \"montgomery\"\nstage_split = [5, 4]", "bits = 30\ncount = 2"),
    ("transform = \"ntt-cyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"shoup\"\nstage_split = [5, 5]\ntwiddles = \"on-the-fly\"", "bits = 60\ncount = 1"),
    ("transform = \"ntt-cyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"shoup\"\nstage_split = [4, 3, 3]\nfour_step = true\ntwiddles = \"split\"", "bits = 50\ncount = 1"),
    ("transform = \"ntt-cyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"montgomery\"\nradix = 4\nstage_split = [5, 5]\ntwiddles = \"register-shuffle\"", "bits = 50\ncount = 1"),
];

#[test]
fn smallest_negacyclic_matches_seal_and_phantom() {
    for (lines, moduli) in NEGACYCLIC {
        smallest_interops(lines, moduli);
    }
}

#[test]
fn smallest_four_step_matches_the_contract() {
    for (lines, moduli) in FOUR_STEP {
        smallest_interops(lines, moduli);
    }
}

#[test]
fn smallest_truncated_groups_match_the_contract() {
    for (lines, moduli) in TRUNCATED {
        smallest_interops(lines, moduli);
    }
}

#[test]
fn smallest_cyclic_matches_the_contract() {
    for (lines, moduli) in CYCLIC {
        smallest_interops(lines, moduli);
    }
}

/// Cheddar's convention on its own kind of spec (u32 Montgomery, its
/// primes of bootparam_30: two main primes and an auxiliary one of 31 bits)
/// and on the other words and shapes.
#[test]
fn generator_matches_cheddar() {
    let cheddar_primes = "primes = [1073872897, 1073479681, 2147352577]";
    let u32_spec = "transform = \"ntt-negacyclic\"\nlog_n = 9\nword = \"u32\"\nreduction = \"montgomery\"\nstage_split = [5, 4]";
    let mut differs = generator_interops(u32_spec, cheddar_primes);
    for (lines, moduli) in NEGACYCLIC.iter().chain(CYCLIC).chain(TRUNCATED).take(8) {
        differs |= generator_interops(lines, moduli);
    }
    assert!(differs, "the generator roots equal the default's everywhere: the test would not see the knob");
}

/// q = 12289, N = 1024: the root SEAL's minimal-root search gives is 7
/// (its brute force is in the unit tests); the default would be 1945.
#[test]
fn q12289_n1024_uses_psi_7() {
    let lines = "transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u32\"\nreduction = \"montgomery\"";
    let s = spec_of(&format!("{lines}\nroots = \"smallest\""), "primes = [12289]");
    assert_eq!(s.tower_roots, [7]);
    assert_eq!(spec_of(lines, "primes = [12289]").tower_roots, [1945]);
    agrees_with_contract(&s, &[7]);
    // The reports: the emitted header and wrapper, and `explain`.
    let emitted = codegen::emit::emit_spec(&s, "test").unwrap();
    let files = emitted.files();
    let text = |ext: &str| files.iter().find(|(n, _)| n.ends_with(ext)).map(|(_, t)| t.to_string()).unwrap();
    let upper = s.name.to_ascii_uppercase();
    assert!(text(".h").contains(&format!("{upper}_ROOTS[1] = {{7ull}};")), "{}", text(".h"));
    assert!(text(".h").contains("smallest primitive 2N-th root"), "{}", text(".h"));
    assert!(text(".rs").contains("pub const ROOTS: [u64; 1] = [7];"), "{}", text(".rs"));
    let dir = std::env::temp_dir().join(format!("nttgen-roots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("s.toml");
    std::fs::write(&path, s.to_toml().unwrap()).unwrap();
    let out = std::process::Command::new(codegen_bin()).args(["explain", "--spec"]).arg(&path).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("q = 12289: root 7\n") && stdout.contains("smallest primitive 2N-th root"), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Given roots: the odd powers psi^k of SEAL's root, checked one by one and
/// used as given; SEAL's own root given equals `"smallest"` table for table.
#[test]
fn given_roots_are_used_as_given() {
    let lines = "transform = \"ntt-negacyclic\"\nlog_n = 9\nword = \"u64\"\nreduction = \"shoup\"\nstage_split = [5, 4]\ntwiddles = \"on-the-fly\"";
    let base = spec_of(lines, "bits = 60\ncount = 2");
    let seal: Vec<u64> = base.primes.iter().map(|&q| seal_minimal_root(1024, q)).collect();
    let others: Vec<u64> = base.primes.iter().zip(&seal).map(|(&q, &r)| powm(r, 77, q)).collect();
    let list = |v: &[u64]| v.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(", ");
    let given = spec_of(&format!("{lines}\nroots = {{ psi = [{}] }}", list(&others)), "bits = 60\ncount = 2");
    assert_eq!(given.tower_roots, others);
    agrees_with_contract(&given, &others);
    let as_seal = spec_of(&format!("{lines}\nroots = {{ psi = [{}] }}", list(&seal)), "bits = 60\ncount = 2");
    let smallest = spec_of(&format!("{lines}\nroots = \"smallest\""), "bits = 60\ncount = 2");
    let tables = |s: &ValidSpec| codegen::plan::tables::build(&lower(s).unwrap()).unwrap().into_iter().map(|t| t.tables).collect::<Vec<_>>();
    assert_eq!(tables(&as_seal), tables(&smallest));
    assert_ne!(tables(&as_seal), tables(&base), "the default's tables are other ones");
    // The cyclic key, on a cyclic spec.
    let cyc = "transform = \"ntt-cyclic\"\nlog_n = 8\nword = \"u32\"\nreduction = \"montgomery\"";
    let q = spec_of(cyc, "bits = 30\ncount = 1").primes[0];
    let omega = powm(seal_minimal_root(256, q), 5, q);
    let s = spec_of(&format!("{cyc}\nroots = {{ omega = [{omega}] }}"), "bits = 30\ncount = 1");
    agrees_with_contract(&s, &[omega]);
}

// ------------------------------------------------ the spec side

/// A spec's dump validates to the same spec (the contract of `to_toml`),
/// and the default leaves `roots` out of it.
#[test]
fn dumps_round_trip_and_the_default_is_left_out() {
    let lines = "transform = \"ntt-negacyclic\"\nlog_n = 8\nword = \"u64\"";
    let q = spec_of(lines, "bits = 50\ncount = 1").primes[0];
    let psi = powm(seal_minimal_root(512, q), 3, q);
    for (extra, in_dump, suffix) in [
        ("", None, None),
        ("roots = \"nonresidue\"", None, None),
        ("roots = \"smallest\"", Some("roots = \"smallest\""), Some("_minroot")),
        ("roots = \"generator\"", Some("roots = \"generator\""), Some("_genroot")),
        (&format!("roots = {{ psi = [\"{psi}\"] }}") as &str, Some("[roots]"), Some("_givenroots")),
    ] {
        let s = spec_of(&format!("{lines}\n{extra}"), "bits = 50\ncount = 1");
        let dump = s.to_toml().unwrap();
        assert_eq!(dump.contains("roots"), in_dump.is_some(), "{dump}");
        if let Some(text) = in_dump {
            assert!(dump.contains(text), "{dump}");
        }
        assert_eq!(spec::from_str(&dump).unwrap(), s, "{dump}");
        s.revalidate().unwrap();
        assert_eq!(suffix.is_some_and(|x| s.name.ends_with(x)), suffix.is_some(), "{}", s.name);
    }
}

/// A configuration of many rare knobs spells a name over the 96-byte limit;
/// it is cut with a hash, so the spec's dump still validates.
#[test]
fn long_default_names_are_cut_to_the_limit() {
    let lines = "transform = \"ntt-cyclic\"\nlog_n = 8\nword = \"u32\"\nreduction = \"barrett-shivdikar\"\nradix = 8\nstage_split = [1, 2, 4]\ncluster = 16\nlayout = \"packed\"\ntwiddles = \"register-shuffle\"\npointwise = \"fused-karatsuba\"\nscaling = \"final\"\nroots = \"smallest\"";
    let s = spec_of(lines, "bits = 30\ncount = 3");
    // Spelled out it would be 102 bytes (..._sfinal_q3_minroot).
    assert_eq!(s.name.len(), codegen::spec::names::MAX_NAME_LEN, "{}", s.name);
    assert!(s.name.starts_with("cntt_u32_n8_r8_s1x2x4_c16_barrettshivdikar_packed_twregistershuffle"), "{}", s.name);
    let hash = &s.name[s.name.len() - 17..];
    assert!(hash.starts_with('_') && hash[1..].chars().all(|c| c.is_ascii_hexdigit()), "{}", s.name);
    assert_eq!(spec::from_str(&s.to_toml().unwrap()).unwrap(), s);
    // The same prefix with one tower more: the hash keeps the names apart.
    let other = spec_of(lines, "bits = 30\ncount = 4");
    assert_ne!(other.name, s.name);
}

fn refusal(text: &str) -> Vec<FieldError> {
    match spec::from_str(text) {
        Err(SpecError::Invalid(errors)) => errors,
        other => panic!("expected a refusal of\n{text}\ngot {other:?}"),
    }
}

fn refused_on(text: &str, field: &str, problem: &[&str], fix: &[&str]) {
    let errors = refusal(text);
    let e = errors.iter().find(|e| e.field == field).unwrap_or_else(|| panic!("no refusal of `{field}` in {errors:#?}\n{text}"));
    for p in problem {
        assert!(e.problem.contains(p), "problem of {e} should say {p:?}");
    }
    for f in fix {
        assert!(e.fix.contains(f), "fix of {e} should say {f:?}");
    }
}

#[test]
fn the_dgt_takes_only_the_default_roots() {
    let dgt = "transform = \"dgt\"\nlog_n = 8\nword = \"u64\"\n";
    for roots in ["roots = \"smallest\"", "roots = \"generator\"", "roots = { psi = [3] }"] {
        refused_on(&format!("{dgt}{roots}\n[moduli]\nbits = 50\ncount = 1\n"), "roots", &["Gaussian"], &["transform = \"dgt\"", "roots = \"smallest\""]);
    }
    let s = spec::from_str(&format!("{dgt}roots = \"nonresidue\"\n[moduli]\nbits = 50\ncount = 1\n")).unwrap();
    assert!(s.tower_roots.is_empty());
}

#[test]
fn given_roots_are_checked_per_tower() {
    let head = "transform = \"ntt-negacyclic\"\nlog_n = 8\nword = \"u64\"\n";
    let primes = spec_of(head, "bits = 50\ncount = 2").primes;
    let (q0, q1) = (primes[0], primes[1]);
    let (p0, p1) = (seal_minimal_root(512, q0), seal_minimal_root(512, q1));
    let moduli = format!("[moduli]\nprimes = [{q0}, {q1}]\n");
    let with = |roots: &str| format!("{head}roots = {roots}\n{moduli}");
    // psi^2 has order N, not 2N: named by tower, with q, and a root that works.
    let sq = mulm(p1, p1, q1);
    refused_on(&with(&format!("{{ psi = [{p0}, {sq}] }}")), "roots.psi[1]", &[&sq.to_string(), &q1.to_string(), "primitive 2N-th"], &["e.g.", "roots = \"smallest\""]);
    refused_on(&with(&format!("{{ psi = [{}, {p1}] }}", p0 + q0)), "roots.psi[0]", &["not below", &q0.to_string()], &["reduced mod q"]);
    refused_on(&with("{ psi = [\"seven\", 1] }"), "roots.psi[0]", &["not an unsigned 64-bit integer"], &["integer"]);
    refused_on(&with(&format!("{{ psi = [{p0}] }}")), "roots.psi", &["1 roots given for 2 primes"], &["one primitive 2N-th root per prime"]);
    refused_on(&with(&format!("{{ omega = [{p0}, {p1}] }}")), "roots.omega", &["primitive 2N-th root, psi"], &["roots = { psi = [...] }"]);
    refused_on(&with("{}"), "roots", &["no roots"], &["roots = { psi = [...] }"]);
    let cyclic = format!("{}roots = {{ psi = [{p0}, {p1}] }}\n{moduli}", head.replace("ntt-negacyclic", "ntt-cyclic"));
    refused_on(&cyclic, "roots.psi", &["primitive N-th root, omega"], &["roots = { omega = [...] }"]);
    // Good ones pass, in the order of the primes.
    assert_eq!(spec::from_str(&with(&format!("{{ psi = [{p0}, {p1}] }}"))).unwrap().tower_roots, [p0, p1]);
}

#[test]
fn a_bad_roots_value_is_a_parse_error_that_lists_the_choices() {
    let head = "transform = \"ntt-negacyclic\"\nlog_n = 8\nword = \"u64\"\n";
    for (roots, needles) in [
        ("\"minimal\"", &["roots", "nonresidue | smallest", "psi = [...]"][..]),
        ("3", &["roots", "nonresidue | smallest"]),
        ("{ phi = [3] }", &["roots", "phi", "psi"]),
        (&format!("\"{}\"", "x".repeat(100_000)) as &str, &["roots", "..."]),
    ] {
        let text = format!("{head}roots = {roots}\n[moduli]\nbits = 50\ncount = 1\n");
        match spec::from_str(&text) {
            Err(SpecError::Parse(msg)) => {
                for n in needles {
                    assert!(msg.contains(n), "message should mention {n:?}: {msg}");
                }
                assert!(msg.len() < 2000, "a long value is quoted short: {} bytes", msg.len());
            }
            other => panic!("roots = {}...: expected a parse error, got {other:?}", &roots[..roots.len().min(20)]),
        }
    }
}

#[test]
fn knobs_lists_roots() {
    let out = std::process::Command::new(codegen_bin()).arg("knobs").output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    let row = stdout.split("\nroots\n").nth(1).unwrap_or_else(|| panic!("no roots row:\n{stdout}"));
    assert!(row.contains("nonresidue | smallest") && row.contains("psi = [...]") && row.contains("default: nonresidue"), "{row}");
}

//! `cluster` above a kernel's dependency sets: a block packs the
//! sets of several polynomials of one tower of the batch, as Coala packs
//! lambda sets per block. The lowered shape, the interpreter against the
//! references over batches that are and are not multiples of the packing,
//! the guarded global accesses in the CUDA text, and the mutants that must
//! break.

use codegen::emit::{self, Target};
use codegen::executor::{CpuExecutor, ExecError, Executor};
use codegen::plan::{lower, Expr, Plan};
use codegen::spec::{self, ValidSpec};
use codegen::verify::{random_input, verify, VerifyError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn spec_of(transform: &str, log_n: u32, word: &str, extra: &str) -> ValidSpec {
    let bits = if word == "u64" { 50 } else { 30 };
    let text = format!("transform = \"{transform}\"\nlog_n = {log_n}\nword = \"{word}\"\n{extra}\n[moduli]\nbits = {bits}\ncount = 2\n");
    spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// A one-kernel transform (one set per polynomial), 4 polynomials per block.
fn packed() -> ValidSpec {
    spec_of("ntt-negacyclic", 8, "u32", "radix = 8\nstage_split = [8]\ncluster = 4\nreduction = \"montgomery\"")
}

#[test]
fn the_lowered_kernels_pack_polynomials_and_keep_one_block_along_x() {
    let p = lower(&packed()).unwrap();
    for k in p.program_kernels("forward").into_iter().chain(p.program_kernels("inverse")) {
        let pk = k.pack.as_ref().unwrap_or_else(|| panic!("{} is not packed", k.name));
        assert_eq!((pk.polys, k.grid_x, k.block), (4, 1, [32, 4]), "{}", k.name);
    }
    // Work per polynomial is that of the same kernel with one set per block.
    let one = lower(&spec_of("ntt-negacyclic", 8, "u32", "radix = 8\nstage_split = [8]\ncluster = 1\nreduction = \"montgomery\"")).unwrap();
    assert_eq!((p.kernels[0].cost, p.kernels[0].threads_per_poly()), (one.kernels[0].cost, one.kernels[0].threads_per_poly()));
    assert!(one.kernels[0].pack.is_none());
    // The one-kernel product packs the same way.
    let product = p.program_kernels("polymul");
    assert!(product.len() == 1 && product[0].pack.as_ref().is_some_and(|pk| pk.polys == 4));
    // The elementwise kernels keep their own shape.
    assert!(p.program_kernels("pointwise").iter().all(|k| k.pack.is_none()));
    // A kernel with enough sets is not packed (cluster 2 <= 2^4 sets).
    let two = lower(&spec_of("ntt-negacyclic", 8, "u64", "radix = 4\nstage_split = [4, 4]\ncluster = 2")).unwrap();
    assert!(two.kernels.iter().all(|k| k.pack.is_none()));
}

/// Batches below, at and past multiples of the packing (a tail block with
/// sets past the batch) on the interpreter, against the references.
#[test]
fn packed_specs_verify_on_the_interpreter_for_every_batch() {
    let cases = [
        ("ntt-negacyclic", 8, "u32", "radix = 8\nstage_split = [8]\ncluster = 4\nreduction = \"montgomery\""),
        ("ntt-negacyclic", 8, "u64", "radix = 8\nstage_split = [8]\ncluster = 2\ntwiddles = \"shared\""),
        ("ntt-cyclic", 7, "u64", "radix = 4\nstage_split = [7]\ncluster = 8\ntwiddles = \"register-shuffle\""),
        ("ntt-negacyclic", 9, "u64", "radix = 4\nstage_split = [5, 4]\ncluster = 64\ntwiddles = \"on-the-fly\""),
        ("ntt-negacyclic", 9, "u32", "radix = 2\nstage_split = [5, 4]\ncluster = 64\nlayout = \"transposed\"\naccess = \"constant-geometry\""),
        ("dgt", 9, "u64", "radix = 4\nstage_split = [4, 4]\ncluster = 64\ntwiddles = \"split\""),
        ("ntt-negacyclic", 8, "u64", "radix = 4\nstage_split = [3, 2]\ncluster = 128\npointwise = \"schoolbook\"\ntruncate = 3"),
        ("ntt-negacyclic", 10, "u64", "radix = 4\nstage_split = [5, 5]\ncluster = 64\nfour_step = true"),
    ];
    for (t, log_n, w, extra) in cases {
        let s = spec_of(t, log_n, w, extra);
        let plan = lower(&s).unwrap_or_else(|e| panic!("{}: {e}", s.name));
        assert!(plan.kernels.iter().any(|k| k.pack.is_some()), "{}: nothing packed", s.name);
        let mut exec = CpuExecutor::new(plan).unwrap();
        for batch in [1, 2, 3, 5] {
            verify(&mut exec, 7, 1, batch).unwrap_or_else(|e| panic!("{} batch {batch}: {e}", s.name));
        }
    }
}

#[test]
fn the_cuda_guards_every_global_access_of_a_packed_kernel() {
    let plan = lower(&packed()).unwrap();
    let (cu, _) = emit::cuda(&plan, &Target::sm90(), &emit::Options::default()).unwrap();
    let fwd = &cu[cu.find("_fwd0(").unwrap()..];
    let fwd = &fwd[..fwd.find("\n}\n").unwrap()];
    assert!(fwd.contains("if (item % 4u != 0) return;"), "{fwd}");
    assert!(fwd.contains("const bool in_batch = entry < gridDim.y;"), "{fwd}");
    let globals: Vec<&str> = fwd.lines().filter(|l| l.contains("x[poly + ")).collect();
    assert!(!globals.is_empty());
    for l in globals {
        assert!(l.contains("in_batch ? x[poly + ") || l.trim_start().starts_with("if (in_batch) x[poly + "), "unguarded: {l}");
    }
    // An unpacked kernel has no guard.
    let plain = lower(&spec_of("ntt-negacyclic", 8, "u32", "radix = 8\nstage_split = [8]\ncluster = 1")).unwrap();
    let (cu, _) = emit::cuda(&plain, &Target::sm90(), &emit::Options::default()).unwrap();
    assert!(!cu.contains("in_batch"));
}

fn forward(plan: Plan, batch: usize) -> Result<(Vec<u64>, Vec<u64>), ExecError> {
    let s = plan.spec.clone();
    let wpp = plan.words_per_poly;
    let x = random_input(&s, wpp, batch, &mut ChaCha8Rng::seed_from_u64(3)).unwrap();
    let mut y = x.clone();
    let mut exec = CpuExecutor::new(plan).unwrap();
    exec.forward(&mut y, batch)?;
    Ok((x, y))
}

/// Every set of a block on the block's first polynomial: the others are
/// never transformed.
#[test]
fn sets_that_ignore_their_polynomial_are_a_forward_mismatch() {
    let mut plan = lower(&packed()).unwrap();
    for k in &mut plan.kernels {
        if let Some(p) = &mut k.pack {
            p.sel = Expr::c(0);
        }
    }
    let mut exec = CpuExecutor::new(plan).unwrap();
    match verify(&mut exec, 1, 1, 4) {
        Err(VerifyError::Mismatch { check, .. }) => assert_eq!(check, "forward"),
        other => panic!("a packed set on the wrong polynomial was not caught: {other:?}"),
    }
}

/// Every block running (not only each 4th): neighbouring blocks transform
/// the same polynomials in place, a race the interpreter names.
#[test]
fn blocks_that_all_run_race_on_the_shared_polynomials() {
    let mut plan = lower(&packed()).unwrap();
    let name = plan.kernels[0].name.clone();
    plan.kernels[0].pack.as_mut().unwrap().polys = 1;
    match forward(plan, 4) {
        Err(ExecError::Interp(e)) => {
            assert_eq!(e.kernel, name);
            assert!(e.what.contains("wrote in this launch") || e.what.contains("read in this launch"), "{e}");
        }
        other => panic!("overlapping packed blocks were not caught: {:?}", other.map(|_| ())),
    }
}

/// The tail of a batch that is not a multiple of the packing reads and
/// writes nothing past the batch: the last polynomials come out right and
/// the interpreter (which bounds every access) has nothing to report.
#[test]
fn a_tail_block_stays_inside_the_batch() {
    let plan = lower(&packed()).unwrap();
    let alone = lower(&packed()).unwrap();
    let wpp = plan.words_per_poly;
    let towers = plan.towers;
    let (x, y) = forward(plan, 5).unwrap();
    // Polynomial 4 (the tail block's only one) alone, as a batch of 1.
    let per = towers * wpp;
    let mut last = x[4 * per..].to_vec();
    CpuExecutor::new(alone).unwrap().forward(&mut last, 1).unwrap();
    assert_eq!(y[4 * per..], last[..]);
}

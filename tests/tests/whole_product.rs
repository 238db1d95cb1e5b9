//! The whole-product kernel: where a transform is one kernel,
//! polymul is one launch that reads a and b once, runs both forwards, the
//! pointwise product in registers and the inverse, and writes the product
//! once. Its shape and cost, the interpreter against the references (with
//! the race checker) over words, reductions, radices, sets per block and
//! thread-block clusters, and what a weakened barrier does.

use codegen::executor::{CpuExecutor, ExecError, Executor};
use codegen::plan::{lower, programs, Buf, Kernel, Plan, Role, Scope};
use codegen::spec::{self, ValidSpec};
use codegen::verify::{random_input, reference_product, verify};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn spec_of(transform: &str, log_n: u32, word: &str, extra: &str) -> ValidSpec {
    let bits = if word == "u64" { 50 } else { 30 };
    let text = format!("transform = \"{transform}\"\nlog_n = {log_n}\nword = \"{word}\"\n{extra}\n[moduli]\nbits = {bits}\ncount = 2\n");
    spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The one kernel of the plan's polymul, which must be the whole product.
fn product_kernel(plan: &Plan) -> &Kernel {
    let ks = plan.program_kernels(programs::POLYMUL);
    assert_eq!(ks.len(), 1, "{}: polymul should be one launch, is {:?}", plan.spec.name, ks.iter().map(|k| &k.name).collect::<Vec<_>>());
    assert_eq!((ks[0].role, ks[0].name.clone()), (Role::Product, format!("{}_product", plan.spec.name)));
    ks[0]
}

/// One-kernel specs across words, reductions, radices, twiddle storage,
/// access orders and blocks per set (`cluster_blocks`). A one-kernel
/// transform has one set per polynomial, so `cluster` (sets per block) is
/// 1: the validator refuses more.
const CASES: &[(&str, u32, &str, &str)] = &[
    ("ntt-negacyclic", 6, "u64", "radix = 2\nstage_split = [6]\nreduction = \"shoup\""),
    ("ntt-negacyclic", 8, "u32", "radix = 4\nstage_split = [8]\nreduction = \"montgomery\""),
    ("ntt-negacyclic", 8, "u64", "radix = 8\nstage_split = [8]\nreduction = \"barrett-classic\""),
    ("ntt-negacyclic", 8, "u32", "radix = 16\nstage_split = [8]\nreduction = \"barrett-shivdikar\""),
    ("ntt-negacyclic", 4, "u64", "radix = 16\nstage_split = [4]\nreduction = \"shoup\""),
    ("ntt-cyclic", 9, "u64", "radix = 8\nstage_split = [9]\nreduction = \"montgomery\"\nscaling = \"final\""),
    ("ntt-negacyclic", 8, "u64", "radix = 4\nstage_split = [8]\naccess = \"constant-geometry\"\nreduction = \"shoup\""),
    ("ntt-negacyclic", 9, "u64", "radix = 8\nstage_split = [9]\naccess = \"constant-geometry\""),
    ("ntt-negacyclic", 8, "u64", "radix = 4\nstage_split = [8]\ntwiddles = \"shared\"\nreduction = \"montgomery\""),
    ("ntt-negacyclic", 8, "u32", "radix = 4\nstage_split = [8]\ntwiddles = \"on-the-fly\""),
    ("ntt-negacyclic", 8, "u64", "radix = 8\nstage_split = [8]\ntwiddles = \"split\"\nreduction = \"barrett-dq\""),
    ("ntt-negacyclic", 10, "u64", "radix = 4\nstage_split = [10]\ntwiddles = \"register-shuffle\"\nreduction = \"shoup\""),
    ("ntt-negacyclic", 9, "u64", "radix = 4\ncluster_blocks = 2\nreduction = \"shoup\""),
    ("ntt-negacyclic", 11, "u64", "radix = 8\ncluster_blocks = 4\ntwiddles = \"register-shuffle\""),
    ("ntt-negacyclic", 10, "u64", "radix = 8\ncluster_blocks = 8\nreduction = \"montgomery\""),
    ("ntt-cyclic", 10, "u32", "radix = 16\ncluster_blocks = 4\nscaling = \"final\""),
];

#[test]
fn one_kernel_specs_multiply_in_one_launch_on_the_interpreter() {
    for &(t, log_n, w, extra) in CASES {
        let s = spec_of(t, log_n, w, extra);
        let plan = lower(&s).unwrap_or_else(|e| panic!("{t} {extra}: {e}"));
        product_kernel(&plan);
        let mut exec = CpuExecutor::new(plan).unwrap();
        // verify checks polymul against the reference product, and the
        // multi-launch path (forward, forward, pointwise, inverse) too.
        verify(&mut exec, 11, 2, 2).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    }
}

/// The program is the kernel: one read of x and y, one write of x; three
/// transforms' butterflies; y left as the caller gave it.
#[test]
fn the_product_reads_each_operand_once_and_writes_once() {
    let s = spec_of("ntt-negacyclic", 10, "u64", "radix = 8\nstage_split = [10]\nreduction = \"shoup\"");
    let plan = lower(&s).unwrap();
    let k = product_kernel(&plan);
    let poly_bytes = 8 << 10;
    assert_eq!((k.cost.global_read_bytes, k.cost.global_write_bytes), (2 * poly_bytes, poly_bytes));
    assert_eq!(k.cost.butterflies, 3 * (1 << 9) * 10, "two forwards and an inverse of 2^10 points");
    let fwd = &plan.program_kernels(programs::FORWARD)[0];
    assert_eq!((k.block, k.grid_x, k.cluster_blocks), (fwd.block, fwd.grid_x, fwd.cluster_blocks), "the forward kernel's launch shape");
    let step = &plan.program(programs::POLYMUL).unwrap().steps[0];
    assert_eq!(step.bind, vec![(Buf::X, 0), (Buf::Y, 1)]);
    // The pointwise-inverse kernel it replaces is not generated.
    assert!(plan.kernels.iter().all(|k| !k.name.ends_with("_pwinv0")));

    let mut exec = CpuExecutor::new(plan).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let wpp = exec.plan().words_per_poly;
    let (a, b) = (random_input(&s, wpp, 1, &mut rng).unwrap(), random_input(&s, wpp, 1, &mut rng).unwrap());
    let (mut x, mut y) = (a.clone(), b.clone());
    exec.run_program(programs::POLYMUL, &mut [&mut x, &mut y], 1).unwrap();
    assert_eq!(y, b, "the whole product only reads y");
    for (tower, &q) in s.primes.iter().enumerate() {
        let r = tower * wpp..(tower + 1) * wpp;
        assert_eq!(x[r.clone()], reference_product(&s, q, &a[r.clone()], &b[r]).unwrap()[..], "tower {tower}");
    }
}

/// Layouts that permute between kernels (and four-step twists), products
/// other than scalar Hadamard, and blocks too large to hold both operands
/// keep the multi-launch polymul.
#[test]
fn other_plans_keep_the_multi_launch_polymul() {
    for (t, log_n, extra) in [
        ("ntt-negacyclic", 12, "radix = 4\nstage_split = [6, 6]\nlayout = \"packed\""),
        ("ntt-negacyclic", 12, "radix = 4\nstage_split = [6, 6]\nfour_step = true"),
        ("dgt", 10, "radix = 8\nstage_split = [9]"),
        // 1024 threads a block leave 64 registers a thread: the whole product spills.
        ("ntt-negacyclic", 12, "radix = 4\nstage_split = [12]"),
        ("ntt-negacyclic", 11, "radix = 8\nstage_split = [10]\npointwise = \"fused-karatsuba\""),
    ] {
        let plan = lower(&spec_of(t, log_n, "u64", extra)).unwrap();
        let ks = plan.program_kernels(programs::POLYMUL);
        assert!(ks.len() > 1 && ks.iter().all(|k| k.role != Role::Product), "{t} {extra}");
        // (The one-launch polymul, `polymul_coop`, is a whole product too: of the kernels above.)
        assert!(plan.kernels.iter().filter(|k| !k.cooperative()).all(|k| k.role != Role::Product));
    }
}

/// Over several kernels with the natural layout, the last stage of both
/// forwards, the product and the inverse's first stage are one kernel:
/// polymul is the earlier forward kernels of x and of y, it, and the
/// inverse's later kernels. Words, reductions, radices, sets per block,
/// access orders, twiddle storage and clusters, against the references.
#[test]
fn the_last_stage_of_a_multi_kernel_product_is_one_kernel() {
    let cases = [
        ("ntt-negacyclic", 12, "u64", "radix = 4\nstage_split = [6, 6]\ncluster = 4\nreduction = \"shoup\""),
        ("ntt-negacyclic", 11, "u32", "radix = 8\nstage_split = [6, 5]\ncluster = 2\nreduction = \"montgomery\"\naccess = \"constant-geometry\""),
        ("ntt-cyclic", 12, "u64", "radix = 2\nstage_split = [4, 4, 4]\ncluster = 8\nreduction = \"barrett-classic\"\nscaling = \"final\""),
        ("ntt-negacyclic", 10, "u64", "radix = 16\nstage_split = [5, 5]\ncluster = 2\ntwiddles = \"register-shuffle\""),
        ("ntt-negacyclic", 10, "u32", "radix = 4\nstage_split = [5, 5]\ncluster = 4\ntwiddles = \"shared\"\nreduction = \"barrett-shivdikar\""),
        ("ntt-negacyclic", 12, "u64", "radix = 4\nstage_split = [6, 6]\ncluster_blocks = 2\nreduction = \"montgomery\""),
    ];
    for (t, log_n, w, extra) in cases {
        let s = spec_of(t, log_n, w, extra);
        let plan = lower(&s).unwrap_or_else(|e| panic!("{t} {extra}: {e}"));
        let kernels = s.stage_split.len();
        let names: Vec<String> = plan.program_kernels(programs::POLYMUL).iter().map(|k| k.name.clone()).collect();
        let mut want: Vec<String> = (0..kernels - 1).map(|k| format!("{}_fwd{k}", s.name)).collect();
        want.extend(want.clone());
        want.push(format!("{}_product{}", s.name, kernels - 1));
        want.extend((0..kernels - 1).rev().map(|k| format!("{}_inv{k}", s.name)));
        assert_eq!(names, want, "{extra}");
        let k = plan.kernels.iter().find(|k| k.role == Role::Product).unwrap();
        let poly_bytes = s.word.bytes() as u64 * s.n() as u64;
        assert_eq!((k.cost.global_read_bytes, k.cost.global_write_bytes), (2 * poly_bytes, poly_bytes), "{extra}");
        let mut exec = CpuExecutor::new(plan).unwrap();
        verify(&mut exec, 13, 1, 2).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    }
}

/// Runs polymul; the interpreter's refusal, if any.
fn polymul_error(plan: Plan) -> Option<String> {
    let s = plan.spec.clone();
    let wpp = plan.words_per_poly;
    let mut exec = CpuExecutor::new(plan).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let (a, b) = (random_input(&s, wpp, 1, &mut rng).unwrap(), random_input(&s, wpp, 1, &mut rng).unwrap());
    match exec.polymul(&a, &b, 1) {
        Ok(_) => None,
        Err(ExecError::Interp(e)) => Some(e.to_string()),
        Err(e) => panic!("expected an interpreter error, got {e}"),
    }
}

/// Weakens the barrier opening the product kernel's phase `note` (the
/// first of scope `from` when `None`).
fn weaken(s: &ValidSpec, note: Option<&str>, from: Scope, to: Scope) -> Plan {
    let mut plan = lower(s).unwrap();
    let k = plan.kernels.iter_mut().find(|k| k.role == Role::Product).unwrap();
    let p = k.phases.iter_mut().find(|p| note.is_none_or(|n| p.note == n) && p.sync == Some(from)).unwrap_or_else(|| panic!("no phase {note:?} after a {from:?} barrier"));
    p.sync = Some(to);
    plan
}

/// a and b exchange through shared memory in lockstep: a warp barrier
/// there is a race the interpreter reports.
#[test]
fn a_weakened_exchange_barrier_is_a_race() {
    let s = spec_of("ntt-negacyclic", 8, "u64", "radix = 4\nstage_split = [8]\nreduction = \"shoup\"");
    assert_eq!(polymul_error(lower(&s).unwrap()), None);
    let e = polymul_error(weaken(&s, None, Scope::Block, Scope::Warp)).expect("race not caught");
    assert!(e.contains("_product"), "{e}");
    // Across a cluster the exchanges that cross blocks need cluster barriers.
    let s = spec_of("ntt-negacyclic", 9, "u64", "radix = 4\ncluster_blocks = 2");
    assert_eq!(polymul_error(lower(&s).unwrap()), None);
    let e = polymul_error(weaken(&s, None, Scope::Cluster, Scope::Block)).expect("cluster race not caught");
    assert!(e.contains("cluster barrier"), "{e}");
}

/// The last-stage kernel with several sets per block (λ = 2) of 64 threads
/// each (two warps): a warp barrier in its exchanges is a race.
#[test]
fn a_weakened_barrier_in_a_last_stage_kernel_is_a_race() {
    let s = spec_of("ntt-negacyclic", 12, "u64", "radix = 4\nstage_split = [4, 8]\ncluster = 2");
    assert_eq!(polymul_error(lower(&s).unwrap()), None);
    let e = polymul_error(weaken(&s, None, Scope::Block, Scope::Warp)).expect("race not caught");
    assert!(e.contains("_product1"), "{e}");
}

/// Constant geometry ping-pongs the exchange regions, so the inverse's
/// first exchange must wait for the forward's last reads.
#[test]
fn constant_geometry_waits_before_the_inverse() {
    let s = spec_of("ntt-negacyclic", 8, "u64", "radix = 4\nstage_split = [8]\naccess = \"constant-geometry\"");
    assert_eq!(polymul_error(lower(&s).unwrap()), None);
    let e = polymul_error(weaken(&s, Some("product kernel: inverse"), Scope::Block, Scope::Warp)).expect("race not caught");
    assert!(e.contains("_product"), "{e}");
}

/// Every case's CUDA compiles with NVRTC for sm_90 with its product kernel;
/// ptxas (where present) reports its registers and spills beside the
/// forward kernel's. NVRTC must be present (tests/run.sh installs it)
/// unless NTTGEN_ALLOW_NO_NVRTC=1.
#[test]
fn whole_product_kernels_compile_with_nvrtc() {
    use codegen::emit::{self, Target};
    if let Err(e) = runtime::nvrtc_available() {
        assert_eq!(std::env::var("NTTGEN_ALLOW_NO_NVRTC").as_deref(), Ok("1"), "NVRTC is missing: {e}; run through tests/run.sh");
        return;
    }
    for &(t, log_n, w, extra) in CASES {
        let s = spec_of(t, log_n, w, extra);
        let plan = lower(&s).unwrap();
        let product = product_kernel(&plan).name.clone();
        let (cu, _) = emit::cuda(&plan, &Target::sm90(), &emit::Options::default()).unwrap();
        let opts = runtime::CompileOptions { extra: emit::nvrtc_options(&s), ..Default::default() };
        let c = runtime::compile_ptx(&cu, &s.name, "sm_90", &opts).unwrap_or_else(|e| panic!("{}: {e}", s.name));
        assert!(c.kernel_names().contains(&product), "{}: no {product} in {:?}", s.name, c.kernel_names());
        let Some(usage) = runtime::ptxas_path().and_then(|_| runtime::resource_usage(&c.ptx, "sm_90").ok()) else { continue };
        let of = |name: &str| usage.iter().find(|u| u.kernel == name).unwrap_or_else(|| panic!("ptxas: no {name}"));
        let (p, f) = (of(&product), of(&format!("{}_fwd0", s.name)));
        println!("{}: product {} registers, {} B spill stores; forward {} registers, {} B spill stores", s.name, p.registers, p.spill_store_bytes, f.registers, f.spill_store_bytes);
    }
}

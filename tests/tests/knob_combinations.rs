//! Knob combinations that need their own lowering:
//! each validates, lowers, and verifies on the CPU interpreter against the
//! references (forward, inverse after forward, product), over several
//! shapes, words, reductions and tower counts.

use codegen::executor::CpuExecutor;
use codegen::plan::ir::Op;
use codegen::plan::lower;
use codegen::spec::{self, ValidSpec};
use codegen::verify::verify;

/// A spec from TOML lines (without [moduli]) and its moduli line.
fn spec(lines: &str, moduli: &str) -> ValidSpec {
    let text = format!("{lines}\n[moduli]\n{moduli}\n");
    spec::from_str(&text).unwrap_or_else(|e| panic!("refused:\n{text}\n{e}"))
}

/// Lower and verify (2 trials, batch 2); returns the plan for further checks.
fn verifies(s: &ValidSpec) -> codegen::plan::Plan {
    let plan = lower(s).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    let mut exec = CpuExecutor::new(plan.clone()).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    verify(&mut exec, 7, 2, 2).unwrap_or_else(|e| panic!("{}: {e}\n{}", s.name, s.to_toml().unwrap()));
    plan
}

fn shuffles(plan: &codegen::plan::Plan) -> usize {
    fn walk(ops: &[Op]) -> usize {
        ops.iter().map(|o| match o {
            Op::Shfl { .. } => 1,
            Op::Guard { ops, .. } => walk(ops),
            _ => 0,
        }).sum()
    }
    // The spec's own kernels (a one-launch kernel is fused from other sets per block).
    plan.kernels.iter().filter(|k| !k.cooperative()).flat_map(|k| &k.phases).map(|p| walk(&p.ops)).sum()
}

#[test]
fn four_step_with_on_the_fly_split_and_shuffled_twiddles() {
    for (lines, moduli) in [
        ("transform = \"ntt-negacyclic\"\nlog_n = 11\nword = \"u32\"\nradix = 4\nstage_split = [5, 6]\nfour_step = true\ntwiddles = \"on-the-fly\"\nreduction = \"montgomery\"", "bits = 30\ncount = 2"),
        ("transform = \"ntt-cyclic\"\nlog_n = 10\nword = \"u64\"\nradix = 8\nstage_split = [4, 3, 3]\nfour_step = true\ntwiddles = \"on-the-fly\"\nreduction = \"shoup\"", "bits = 50\ncount = 1"),
        ("transform = \"ntt-cyclic\"\nlog_n = 12\nword = \"u64\"\nradix = 8\nstage_split = [6, 3, 3]\nfour_step = true\ntwiddles = \"split\"\nreduction = \"shoup\"", "bits = 50\ncount = 1"),
        ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u32\"\nradix = 2\nstage_split = [4, 6]\nfour_step = true\ntwiddles = \"split\"\nreduction = \"barrett-classic\"", "bits = 28\ncount = 1"),
        ("transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\nradix = 4\nstage_split = [6, 6]\nfour_step = true\ntwiddles = \"register-shuffle\"\nreduction = \"montgomery\"", "bits = 50\ncount = 1"),
        ("transform = \"dgt\"\nlog_n = 12\nword = \"u64\"\nradix = 2\nstage_split = [5, 6]\nfour_step = true\ntwiddles = \"register-shuffle\"\nreduction = \"shoup\"", "bits = 50\ncount = 1"),
    ] {
        let s = spec(lines, moduli);
        let plan = verifies(&s);
        if s.twiddles == codegen::spec::Twiddles::RegisterShuffle {
            assert!(shuffles(&plan) > 0, "{}: no shuffle was lowered", s.name);
        }
    }
}

#[test]
fn constant_geometry_with_remainder_groups() {
    for (lines, moduli) in [
        ("transform = \"ntt-negacyclic\"\nlog_n = 11\nword = \"u64\"\nradix = 8\nstage_split = [7, 4]\naccess = \"constant-geometry\"\nreduction = \"shoup\"", "bits = 50\ncount = 1"),
        ("transform = \"ntt-cyclic\"\nlog_n = 12\nword = \"u32\"\nradix = 16\nstage_split = [6, 6]\naccess = \"constant-geometry\"\nreduction = \"montgomery\"\ncluster = 4", "bits = 30\ncount = 2"),
        ("transform = \"dgt\"\nlog_n = 12\nword = \"u64\"\nradix = 4\nstage_split = [5, 6]\naccess = \"constant-geometry\"\nreduction = \"montgomery\"", "bits = 50\ncount = 1"),
        ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u32\"\nradix = 8\nstage_split = [5, 5]\naccess = \"constant-geometry\"\nlayout = \"transposed\"\nreduction = \"barrett-dq\"", "bits = 28\ncount = 1"),
    ] {
        verifies(&spec(lines, moduli));
    }
}

#[test]
fn register_shuffle_within_sub_warp_sets() {
    // 8 and 16 threads per set: several sets share a warp, each shuffles
    // within its own lanes; a block under 32 threads falls back to loads.
    for (lines, moduli, shuffled) in [
        ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nradix = 4\nstage_split = [5, 5]\ntwiddles = \"register-shuffle\"\nreduction = \"shoup\"\ncluster = 8", "bits = 50\ncount = 1", true),
        ("transform = \"dgt\"\nlog_n = 10\nword = \"u32\"\nradix = 2\nstage_split = [4, 5]\ntwiddles = \"register-shuffle\"\nreduction = \"montgomery\"\ncluster = 4", "bits = 30\ncount = 1", true),
        ("transform = \"ntt-cyclic\"\nlog_n = 9\nword = \"u32\"\nradix = 8\nstage_split = [5, 4]\ntwiddles = \"register-shuffle\"\nreduction = \"barrett-classic\"\ncluster = 16", "bits = 28\ncount = 2", true),
        ("transform = \"ntt-cyclic\"\nlog_n = 8\nword = \"u32\"\nradix = 8\nstage_split = [4, 4]\ntwiddles = \"register-shuffle\"\nreduction = \"montgomery\"\ncluster = 2", "bits = 30\ncount = 1", false),
    ] {
        let s = spec(lines, moduli);
        let plan = verifies(&s);
        assert_eq!(shuffles(&plan) > 0, shuffled, "{}: shuffles lowered", s.name);
    }
}

#[test]
fn dgt_with_split_twiddles() {
    // Gaussian split tables: w = lo (plain) x hi (stored) over Z_q[i].
    for (lines, moduli) in [
        ("transform = \"dgt\"\nlog_n = 11\nword = \"u64\"\nradix = 4\nstage_split = [5, 5]\ntwiddles = \"split\"\nreduction = \"shoup\"", "bits = 50\ncount = 1"),
        ("transform = \"dgt\"\nlog_n = 10\nword = \"u32\"\nradix = 8\nstage_split = [9]\ntwiddles = \"split\"\nreduction = \"montgomery\"", "bits = 30\ncount = 2"),
        ("transform = \"dgt\"\nlog_n = 12\nword = \"u64\"\nradix = 2\nstage_split = [5, 6]\nfour_step = true\ntwiddles = \"split\"\nreduction = \"barrett-shivdikar\"", "bits = 50\ncount = 1"),
    ] {
        verifies(&spec(lines, moduli));
    }
}

/// The DGT truncated by t levels: its groups of 2^t Gaussians multiplied mod
/// y^(2^t) - w_j over Z_q[i] by schoolbook, fused Karatsuba (t = 1) and
/// Toom-Cook-4 (t = 4); 1 mod 4 and 3 mod 4 primes, both words, several
/// reductions, twiddle modes, layouts and both scalings.
#[test]
fn truncated_dgt_with_every_product() {
    for (lines, moduli) in [
        ("transform = \"dgt\"\nlog_n = 10\nword = \"u64\"\nradix = 4\ntruncate = 2\npointwise = \"schoolbook\"\nreduction = \"shoup\"", "bits = 50\ncount = 2"),
        ("transform = \"dgt\"\nlog_n = 8\nword = \"u64\"\nradix = 2\ntruncate = 1\npointwise = \"schoolbook\"\nreduction = \"shoup\"\nscaling = \"final\"", "primes = [2305843009213693951]"),
        ("transform = \"dgt\"\nlog_n = 11\nword = \"u64\"\nradix = 8\nstage_split = [5, 4]\npointwise = \"fused-karatsuba\"\nreduction = \"barrett-shivdikar\"\ntwiddles = \"shared\"", "bits = 50\ncount = 1"),
        ("transform = \"dgt\"\nlog_n = 12\nword = \"u64\"\nradix = 16\nstage_split = [4, 3]\npointwise = \"toom-cook-4\"\nreduction = \"montgomery\"\nlayout = \"transposed\"", "bits = 50\ncount = 1"),
        ("transform = \"dgt\"\nlog_n = 9\nword = \"u32\"\nradix = 4\ntruncate = 4\npointwise = \"schoolbook\"\nreduction = \"barrett-classic\"\ntwiddles = \"register-shuffle\"", "bits = 28\ncount = 1"),
        ("transform = \"dgt\"\nlog_n = 10\nword = \"u64\"\nradix = 2\ntruncate = 3\npointwise = \"schoolbook\"\nreduction = \"solinas\"\ntwiddles = \"split\"\naccess = \"constant-geometry\"", "primes = [\"18446744069414584321\"]"),
        ("transform = \"dgt\"\nlog_n = 7\nword = \"u32\"\nradix = 4\npointwise = \"toom-cook-4\"\nreduction = \"montgomery\"\nscaling = \"final\"", "bits = 30\ncount = 1"),
    ] {
        let s = spec(lines, moduli);
        assert!(s.truncate > 0, "{}", s.name);
        verifies(&s);
    }
}

/// The four-step twist pass with truncated transforms: the twist of the
/// computed levels only, so the output groups are those without four_step.
#[test]
fn four_step_with_truncation() {
    for (lines, moduli) in [
        ("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\nradix = 4\nstage_split = [4, 4]\ntruncate = 2\npointwise = \"schoolbook\"\nfour_step = true\nreduction = \"shoup\"", "bits = 50\ncount = 2"),
        ("transform = \"ntt-cyclic\"\nlog_n = 11\nword = \"u32\"\nradix = 8\nstage_split = [6, 4]\npointwise = \"fused-karatsuba\"\nfour_step = true\nreduction = \"montgomery\"\ntwiddles = \"on-the-fly\"", "bits = 30\ncount = 1"),
        ("transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\nradix = 4\nstage_split = [4, 2, 2]\npointwise = \"toom-cook-4\"\nfour_step = true\nreduction = \"barrett-classic\"\ntwiddles = \"split\"\nlayout = \"packed\"", "bits = 50\ncount = 1"),
        ("transform = \"ntt-negacyclic\"\nlog_n = 9\nword = \"u32\"\nradix = 2\nstage_split = [3, 3]\ntruncate = 3\npointwise = \"schoolbook\"\nfour_step = true\nreduction = \"montgomery\"\ntwiddles = \"register-shuffle\"\nscaling = \"final\"", "bits = 30\ncount = 1"),
        ("transform = \"dgt\"\nlog_n = 11\nword = \"u64\"\nradix = 4\nstage_split = [5, 3]\ntruncate = 2\npointwise = \"schoolbook\"\nfour_step = true\nreduction = \"shoup\"", "bits = 50\ncount = 1"),
        ("transform = \"dgt\"\nlog_n = 12\nword = \"u64\"\nradix = 8\nstage_split = [4, 3]\npointwise = \"toom-cook-4\"\nfour_step = true\nreduction = \"montgomery\"\ntwiddles = \"shared\"", "bits = 50\ncount = 1"),
    ] {
        let s = spec(lines, moduli);
        assert!(s.four_step && s.truncate > 0, "{}", s.name);
        let plan = verifies(&s);
        assert!(plan.kernels.iter().any(|k| k.name.ends_with("_twist")), "{}: no twist pass", s.name);
    }
}

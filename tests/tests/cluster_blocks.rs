//! The `cluster_blocks` knob: a dependency set spread over the
//! blocks of a Hopper thread-block cluster, its register groups exchanging
//! through distributed shared memory. Spec rules, the lowered shape, the
//! interpreter against the references, and what breaks when a cluster
//! barrier is weakened.

use codegen::emit::{self, EmitError, Target};
use codegen::executor::{CpuExecutor, ExecError, Executor};
use codegen::plan::{lower, Mem, Op, Scope};
use codegen::spec::{self, Transform, Word};
use codegen::verify::{random_input, verify};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn spec_text(transform: &str, log_n: u32, word: &str, extra: &str) -> String {
    let bits = if word == "u64" { 50 } else { 30 };
    format!("transform = \"{transform}\"\nlog_n = {log_n}\nword = \"{word}\"\n{extra}\n[moduli]\nbits = {bits}\ncount = 2\n")
}

fn refused(text: &str, field: &str, needle: &str) {
    match spec::from_str(text) {
        Ok(s) => panic!("accepted, but {field} should be refused:\n{}", s.to_toml().unwrap()),
        Err(e) => {
            assert!(e.fields().contains(&field), "{e}\n(wanted a refusal of {field})");
            assert!(e.to_string().contains(needle), "{e}\n(wanted {needle:?})");
        }
    }
}

#[test]
fn cluster_sizes_are_portable_powers_of_two() {
    for (cb, needle) in [(0, "not a thread-block cluster size"), (3, "not a thread-block"), (32, "up to 16")] {
        refused(&spec_text("ntt-negacyclic", 12, "u64", &format!("cluster_blocks = {cb}")), "cluster_blocks", needle);
    }
    // 16 is non-portable: the launchers set the attribute (emit::package, runtime::device).
    for cb in [1, 2, 4, 8, 16] {
        spec::from_str(&spec_text("ntt-negacyclic", 12, "u64", &format!("cluster_blocks = {cb}"))).unwrap_or_else(|e| panic!("{cb}: {e}"));
    }
}

#[test]
fn what_a_set_over_a_cluster_excludes_is_refused_with_the_reason() {
    // Shared twiddles over a cluster: each block holds the whole set's cache, which at 2^14 outgrows a block.
    let big = spec::from_str(&spec_text("ntt-negacyclic", 14, "u64", "cluster_blocks = 8\ntwiddles = \"shared\"")).unwrap();
    let e = lower(&big).unwrap_err().to_string();
    assert!(e.contains("twiddles") && e.contains("bytes of shared memory per block"), "{e}");
    // 2^4 coefficients cannot give 8 blocks a radix-8 group each.
    refused(&spec_text("ntt-negacyclic", 4, "u64", "cluster_blocks = 8\nradix = 8"), "cluster_blocks", "fewer than 8 blocks x radix 8");
}

#[test]
fn a_cluster_holds_the_whole_transform_by_default_and_names_itself() {
    let s = spec::from_str(&spec_text("ntt-negacyclic", 16, "u64", "cluster_blocks = 8")).unwrap();
    assert_eq!((s.stage_split.clone(), s.cluster, s.cluster_blocks), (vec![16], 1, 8));
    assert!(s.name.contains("_cb8"), "{}", s.name);
    assert!(s.to_toml().unwrap().contains("cluster_blocks = 8"));
    // Off by default, and then not written: older spec files read the same.
    let off = spec::from_str(&spec_text("ntt-negacyclic", 16, "u64", "")).unwrap();
    assert_eq!(off.cluster_blocks, 1);
    assert!(!off.to_toml().unwrap().contains("cluster_blocks"), "{}", off.to_toml().unwrap());
    assert!(!off.name.contains("_cb"));
}

#[test]
fn the_lowered_kernel_spreads_each_set_over_the_cluster() {
    let s = spec::from_str(&spec_text("ntt-negacyclic", 16, "u64", "cluster_blocks = 8")).unwrap();
    let plan = lower(&s).unwrap();
    let fwd = &plan.kernels[0];
    // 2^16 coefficients per set, radix 8: 8192 threads per set, 1024 per block.
    assert_eq!((fwd.cluster_blocks, fwd.grid_x, fwd.block), (8, 8, [1024, 1]));
    // Each block keeps an eighth of the set (8192 words) plus one pad word per 16.
    assert_eq!(fwd.shared_words, 8192 + 512);
    // Forward: the first group (the top bits, across the ranks) hands each
    // element to its home block once; every later group stays in its block.
    let syncs: Vec<_> = fwd.phases.iter().map(|p| p.sync).collect();
    assert_eq!(syncs, [None, Some(Scope::Cluster), Some(Scope::Block), Some(Scope::Block), Some(Scope::Block), Some(Scope::Block)]);
    let remote = |k: &codegen::plan::Kernel| k.phases.iter().flat_map(|p| &p.ops).filter(|o| matches!(o, Op::St { mem: Mem::ClusterShared(_), .. } | Op::Ld { mem: Mem::ClusterShared(_), .. })).count();
    assert_eq!(remote(fwd), 8, "one exchange of 8 registers through distributed shared memory");
    // Inverse: the last group gathers across the ranks, so the kernel ends
    // with a cluster barrier that keeps every block until all have read.
    let inv = plan.kernels.iter().find(|k| k.name.ends_with("_inv0")).unwrap();
    assert_eq!(inv.phases.iter().filter(|p| p.sync == Some(Scope::Cluster)).count(), 2);
    assert!(inv.phases.last().unwrap().ops.is_empty() && inv.phases.last().unwrap().sync == Some(Scope::Cluster));
    assert_eq!(remote(inv), 8);
    // Only for targets with clusters.
    match emit::cuda(&plan, &Target::parse("sm_80").unwrap(), &emit::Options::default()) {
        Err(EmitError::TargetLacks { feature, .. }) => assert!(feature.contains("clusters of 8 blocks"), "{feature}"),
        other => panic!("{other:?}"),
    }
    let (cu, _) = emit::cuda(&plan, &Target::sm90(), &emit::Options::default()).unwrap();
    assert!(cu.contains("__cluster_dims__(8, 1, 1)") && cu.contains("cluster_smem(smem, "));
}

/// Transforms, words, radices and cluster sizes on the interpreter against the references.
#[test]
fn cluster_specs_verify_on_the_interpreter() {
    let cases = [
        ("ntt-negacyclic", 9, "u64", "radix = 4\ncluster_blocks = 2"),
        ("ntt-negacyclic", 11, "u64", "radix = 8\ncluster_blocks = 4\ntwiddles = \"register-shuffle\""),
        ("ntt-negacyclic", 10, "u64", "radix = 8\ncluster_blocks = 8"),
        ("ntt-negacyclic", 10, "u32", "radix = 16\ncluster_blocks = 4\nscaling = \"final\""),
        ("ntt-cyclic", 11, "u64", "radix = 2\ncluster_blocks = 4\nreduction = \"barrett-shivdikar\""),
        ("dgt", 10, "u64", "radix = 8\ncluster_blocks = 2"),
        ("ntt-negacyclic", 12, "u64", "radix = 4\nstage_split = [6, 6]\ncluster_blocks = 2\nlayout = \"transposed\""),
        ("ntt-negacyclic", 11, "u64", "radix = 8\ncluster_blocks = 4\ntwiddles = \"split\"\npointwise = \"fused-karatsuba\""),
        // Constant geometry over a cluster: its ping-pong regions in each block's part.
        ("ntt-negacyclic", 12, "u64", "radix = 4\ncluster_blocks = 2\naccess = \"constant-geometry\""),
        ("ntt-negacyclic", 13, "u32", "radix = 8\ncluster_blocks = 8\naccess = \"constant-geometry\"\nreduction = \"montgomery\""),
        ("dgt", 12, "u64", "radix = 8\ncluster_blocks = 2\naccess = \"constant-geometry\""),
        // Shared twiddles over a cluster: every block fills the whole cache with its own threads.
        ("ntt-negacyclic", 11, "u64", "radix = 8\ncluster_blocks = 4\ntwiddles = \"shared\""),
        ("ntt-negacyclic", 12, "u32", "radix = 8\ncluster_blocks = 8\ntwiddles = \"shared\"\nreduction = \"montgomery\""),
        ("dgt", 11, "u64", "radix = 8\ncluster_blocks = 2\ntwiddles = \"shared\""),
        ("ntt-negacyclic", 12, "u64", "radix = 4\ncluster_blocks = 2\ntwiddles = \"shared\"\naccess = \"constant-geometry\""),
    ];
    for (t, log_n, w, extra) in cases {
        let s = spec::from_str(&spec_text(t, log_n, w, extra)).unwrap_or_else(|e| panic!("{t} {extra}: {e}"));
        assert!(s.cluster_blocks > 1);
        let mut exec = CpuExecutor::new(lower(&s).unwrap()).unwrap();
        verify(&mut exec, 5, 1, 2).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    }
    let _ = (Transform::Dgt, Word::U32);
}

/// Constant geometry over a cluster keeps its second exchange region in
/// each block's part: a block's shared memory holds two halves' worth of
/// the set (one region alone is half), and the plan verifies. (Without the
/// second region the interpreter reports the write-after-read race it
/// avoids: tried, "shared write of slot 4, which another thread read in
/// this phase".)
#[test]
fn constant_geometry_over_a_cluster_keeps_two_regions_per_block() {
    let s = spec::from_str(&spec_text("ntt-negacyclic", 12, "u64", "radix = 4\ncluster_blocks = 2\naccess = \"constant-geometry\"")).unwrap();
    let plan = lower(&s).unwrap();
    let k = plan.program_kernels("forward")[0];
    assert_eq!(k.cluster_blocks, 2);
    assert!(k.shared_words as usize >= plan.words_per_poly, "two regions of half the set each: {} words", k.shared_words);
    let mut exec = CpuExecutor::new(plan).unwrap();
    verify(&mut exec, 2, 1, 2).unwrap();
}

/// A real cluster kernel with its exchange barriers weakened to block
/// barriers: the interpreter sees the cross-block race.
#[test]
fn a_cluster_exchange_behind_a_block_barrier_is_a_race() {
    let s = spec::from_str(&spec_text("ntt-negacyclic", 9, "u64", "radix = 4\ncluster_blocks = 2")).unwrap();
    let mut plan = lower(&s).unwrap();
    for p in &mut plan.kernels[0].phases {
        if p.sync == Some(Scope::Cluster) {
            p.sync = Some(Scope::Block);
        }
    }
    let mut exec = CpuExecutor::new(plan).unwrap();
    let mut x = random_input(&s, exec.plan().words_per_poly, 1, &mut ChaCha8Rng::seed_from_u64(2)).unwrap();
    match exec.forward(&mut x, 1) {
        Err(ExecError::Interp(e)) => assert!(e.to_string().contains("missing cluster barrier") || e.to_string().contains("since the last cluster barrier"), "{e}"),
        other => panic!("expected a race, got {other:?}"),
    }
}

/// Sixteen blocks (non-portable on sm_90): the plan, the interpreter, and
/// the C functions that set the attribute before their launches (the
/// runtime sets it itself before a cluster launch or occupancy query).
#[test]
fn sixteen_blocks_lower_verify_and_set_the_non_portable_attribute() {
    let s = spec::from_str(&spec_text("ntt-negacyclic", 13, "u64", "cluster_blocks = 16")).unwrap();
    let plan = codegen::plan::lower(&s).unwrap();
    let fwd = plan.program_kernels("forward");
    assert_eq!((fwd.len(), fwd[0].cluster_blocks, fwd[0].grid_x), (1, 16, 16));
    let mut exec = codegen::executor::CpuExecutor::new(plan.clone()).unwrap();
    codegen::verify::verify(&mut exec, 1, 1, 2).unwrap();
    let (text, info) = codegen::emit::cuda(&plan, &codegen::emit::Target::default(), &Default::default()).unwrap();
    assert!(text.contains("__cluster_dims__(16, 1, 1)"));
    let (_, layout) = codegen::emit::package::tables_file(&plan).unwrap();
    let host = codegen::emit::package::c_host(&plan, &info, &layout, "cmd").unwrap();
    let clustered = info.kernels.iter().filter(|k| k.cluster_blocks == 16).count();
    assert_eq!(host.matches("cudaFuncAttributeNonPortableClusterSizeAllowed, 1)").count(), plan.programs.iter().flat_map(|p| &p.steps).filter(|st| info.kernels[st.kernel].cluster_blocks == 16).count());
    assert!(clustered >= 2);
}

/// A GPU class's tuned entry (tuned for transforms over separate blocks)
/// does not apply to a spec that spreads a set over a cluster: its
/// `cluster = 8` would make `gpu = "h100"` with `cluster_blocks = 16` at
/// 2^16 a refused spec.
#[test]
fn a_tuned_entry_leaves_a_cluster_spec_alone() {
    let text = "transform = \"ntt-negacyclic\"\nlog_n = 16\nword = \"u64\"\ngpu = \"h100\"\ncluster_blocks = 16\n[moduli]\nbits = 60\ncount = 1\n";
    let s = spec::from_str(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((s.cluster_blocks, s.cluster, s.stage_split.clone()), (16, 1, vec![16]));
}

/// Several sets per block, each spread over the cluster (`cluster` > 1
/// with `cluster_blocks` > 1): each block keeps its part of each of its
/// sets side by side, the same set's parts at the same place in every rank.
#[test]
fn several_sets_per_block_each_over_the_cluster_verify() {
    for (log_n, extra) in [
        (12, "cluster_blocks = 2\ncluster = 2"),
        (13, "cluster_blocks = 4\ncluster = 2\nstage_split = [13]"),
        (14, "cluster_blocks = 2\ncluster = 4\nstage_split = [7, 7]\ntwiddles = \"shared\""),
        (12, "cluster_blocks = 2\ncluster = 8\nstage_split = [6, 6]\naccess = \"constant-geometry\""),
    ] {
        let s = spec::from_str(&spec_text("ntt-negacyclic", log_n, "u64", extra)).unwrap_or_else(|e| panic!("{extra}: {e}"));
        let plan = lower(&s).unwrap();
        let k = &plan.kernels[0];
        assert_eq!(k.block[1], s.cluster, "{}: a row of threads per set of the block", s.name);
        let mut exec = CpuExecutor::new(plan).unwrap();
        verify(&mut exec, 7, 1, 2).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    }
    let u32s = spec::from_str(&spec_text("ntt-negacyclic", 12, "u32", "cluster_blocks = 4\ncluster = 4\nstage_split = [6, 6]")).unwrap();
    verify(&mut CpuExecutor::new(lower(&u32s).unwrap()).unwrap(), 7, 1, 2).unwrap();
    let dgt = spec::from_str(&spec_text("dgt", 12, "u64", "cluster_blocks = 2\ncluster = 2")).unwrap();
    verify(&mut CpuExecutor::new(lower(&dgt).unwrap()).unwrap(), 7, 1, 2).unwrap();
}


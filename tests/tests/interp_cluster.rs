//! The cluster scope of the plan IR: a thread-block cluster kernel runs on
//! the interpreter with its blocks in lockstep, the emitter renders the
//! barriers and distributed shared memory its phases name (and refuses a
//! target without clusters), and broken variants are caught: a missing
//! cluster barrier, a cross-block race, a block that exits while another
//! still reads its shared memory, a block reached before a cluster barrier
//! says it started, a rank outside the cluster, and a warp
//! barrier where threads of two warps exchange data.

use codegen::emit::{self, EmitError, Target};
use codegen::executor::{CpuExecutor, ExecError, Executor};
use codegen::interp::InterpError;
use codegen::plan::{Buf, Expr, Mem, Op, Plan, Reg, Scope, Var};
use codegen::verify::random_input;
use nttgen_tests::cluster_reverse_plan;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Runs the plan's only program on random input: (input, output or refusal).
fn run(plan: Plan) -> (Vec<u64>, Result<Vec<u64>, InterpError>) {
    let wpp = plan.words_per_poly;
    let spec = plan.spec.clone();
    let name = plan.programs[0].name.clone();
    let mut exec = CpuExecutor::new(plan).unwrap();
    let x = random_input(&spec, wpp, 2, &mut ChaCha8Rng::seed_from_u64(3)).unwrap();
    let mut y = x.clone();
    let r = match exec.run_program(&name, &mut [&mut y], 2) {
        Ok(()) => Ok(y),
        Err(ExecError::Interp(e)) => Err(e),
        Err(e) => panic!("expected an interpreter error, got {e}"),
    };
    (x, r)
}

fn refused(plan: Plan, phase: usize, needles: &[&str]) -> InterpError {
    let e = run(plan).1.expect_err("the mutant ran clean");
    assert_eq!(e.phase, phase, "{e}");
    for n in needles {
        assert!(e.to_string().contains(n), "{e}\nshould say {n:?}");
    }
    e
}

#[test]
fn the_cluster_kernel_reverses_each_polynomial() {
    let plan = cluster_reverse_plan();
    let wpp = plan.words_per_poly;
    let (x, y) = run(plan);
    let y = y.unwrap();
    for (p, (xs, ys)) in x.chunks(wpp).zip(y.chunks(wpp)).enumerate() {
        let want: Vec<u64> = xs.iter().rev().copied().collect();
        assert_eq!(ys, want.as_slice(), "polynomial {p}");
    }
}

/// A cluster barrier before the plan's first phase, so that every block is
/// known to run from then on (phase `i` becomes `i + 1`).
fn started_first(plan: &mut Plan) {
    let k = &mut plan.kernels[0];
    k.phases[0].sync = Some(Scope::Cluster);
    k.phases.insert(0, codegen::plan::Phase { note: "start".into(), sync: None, ops: vec![] });
}

#[test]
fn a_block_barrier_where_a_cluster_barrier_is_needed_is_a_race() {
    let mut plan = cluster_reverse_plan();
    started_first(&mut plan);
    plan.kernels[0].phases[2].sync = Some(Scope::Block);
    refused(plan, 2, &["shared read of slot", "of block rank", "missing cluster barrier"]);
}

#[test]
fn a_block_that_exits_while_the_other_reads_its_shared_memory_is_caught() {
    let mut plan = cluster_reverse_plan();
    plan.kernels[0].phases.pop();
    refused(plan, 1, &["after the last cluster barrier", "end the kernel with a cluster barrier"]);
}

/// Both blocks store their half into rank 0's shared memory in the first phase.
fn stores_into_rank_0(plan: &mut Plan) {
    for op in &mut plan.kernels[0].phases[0].ops {
        if let Op::St { mem, .. } = op {
            *mem = Mem::ClusterShared(Expr::c(0));
        }
    }
}

#[test]
fn two_blocks_writing_one_slot_of_the_cluster_is_a_race() {
    let mut plan = cluster_reverse_plan();
    stores_into_rank_0(&mut plan);
    started_first(&mut plan);
    refused(plan, 1, &["second write to shared slot", "of block rank 0", "since the last cluster barrier"]);
}

/// CUDA: a block's shared memory is reachable from the cluster only once
/// the block runs, which a cluster barrier guarantees; the generated
/// kernels put one before their first remote store.
#[test]
fn reaching_another_block_before_any_cluster_barrier_is_caught() {
    let mut plan = cluster_reverse_plan();
    stores_into_rank_0(&mut plan);
    refused(plan, 0, &["of block rank 0 by block rank 1 before any cluster barrier", "may not have started"]);
}

#[test]
fn a_write_into_a_slot_another_block_read_before_the_barrier_is_a_race() {
    let mut plan = cluster_reverse_plan();
    // Block 0 rewrites its own shared memory right after the other block may
    // have read it (only a block barrier between): a write-after-read race.
    let k = &mut plan.kernels[0];
    let reread = k.phases[0].ops[1].clone();
    k.phases[2].sync = Some(Scope::Block);
    k.phases[2].ops.push(reread);
    k.phases.push(codegen::plan::Phase { note: "end".into(), sync: Some(Scope::Cluster), ops: vec![] });
    refused(plan, 2, &["which another block read since the last cluster barrier"]);
}

#[test]
fn a_rank_outside_the_cluster_is_refused() {
    let mut plan = cluster_reverse_plan();
    if let Op::Ld { mem, .. } = &mut plan.kernels[0].phases[1].ops[0] {
        *mem = Mem::ClusterShared(Expr::var(Var::BidX).add(Expr::c(1)));
    }
    refused(plan, 1, &["beyond the cluster's 2 block(s)"]);
}

#[test]
fn a_grid_that_splits_a_cluster_is_refused() {
    let mut plan = cluster_reverse_plan();
    plan.kernels[0].grid_x = 3;
    refused(plan, 0, &["not a multiple of the cluster size 2"]);
}

/// A warp barrier orders the threads of one warp, not two.
#[test]
fn a_warp_barrier_orders_a_warp_only() {
    let mut plan = cluster_reverse_plan();
    let k = &mut plan.kernels[0];
    k.cluster_blocks = 1;
    k.grid_x = 2;
    let tid = Expr::var(Var::TidX);
    // Within the block: read the neighbour's word (same warp) after a warp barrier.
    k.phases[1].sync = Some(Scope::Warp);
    if let Op::Ld { mem, idx, .. } = &mut k.phases[1].ops[0] {
        *mem = Mem::Shared;
        *idx = tid.clone().add(Expr::c(1)).and(31).or(tid.clone().and(!31u32));
    }
    k.phases.pop();
    let ok = plan.clone();
    assert!(run(ok).1.is_ok(), "neighbours within a warp are ordered by __syncwarp");
    // Reading across warps (slot 127 - t) needs a block barrier.
    if let Op::Ld { idx, .. } = &mut plan.kernels[0].phases[1].ops[0] {
        *idx = Expr::c(127).sub(tid);
    }
    refused(plan, 1, &["which thread", "wrote in this phase (missing barrier)"]);
}

#[test]
fn the_emitter_renders_the_cluster_scope_and_refuses_a_target_without_clusters() {
    let plan = cluster_reverse_plan();
    let (cu, info) = emit::cuda(&plan, &Target::sm90(), &emit::Options::default()).unwrap();
    let name = &plan.kernels[0].name;
    assert!(cu.contains(&format!("__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128) {name}(")), "{cu}");
    assert_eq!(cu.matches("    cluster_sync();").count(), 2, "one statement per cluster barrier");
    let rank = Expr::var(Var::BidX).add(Expr::c(1)).and(1).to_c();
    assert!(cu.contains(&format!("= cluster_smem(smem, {rank})[")), "the remote read names the rank expression:\n{cu}");
    assert!(!cu.contains("__syncthreads();"));
    assert_eq!(info.kernels[0].cluster_blocks, 2);
    match emit::cuda(&plan, &Target::parse("sm_80").unwrap(), &emit::Options::default()) {
        Err(EmitError::TargetLacks { kernel, feature, target, .. }) => {
            assert_eq!((kernel.as_str(), target.as_str()), (name.as_str(), "sm_80"));
            assert!(feature.contains("thread-block clusters of 2 blocks"), "{feature}");
        }
        other => panic!("sm_80 has no clusters: {other:?}"),
    }
    // With NVRTC here (tests/run.sh installs it), the text compiles for sm_90.
    if codegen::nvrtc::nvrtc_available().is_ok() {
        let c = codegen::nvrtc::compile_ptx(&cu, name, "sm_90", &Default::default()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(c.kernel_names(), [name.as_str()]);
        assert!(c.ptx.contains("barrier.cluster.arrive") && c.ptx.contains("mapa"), "PTX lacks the cluster instructions");
    } else if std::env::var_os("CI").is_some() {
        panic!("NVRTC is missing on CI: run through tests/run.sh");
    }
}

/// The reverse through the other way round: each block first stores its
/// half reversed into the other block's shared memory (after the split
/// arrival: arrive first, wait before the remote store), then, after a
/// cluster barrier, copies its own shared memory out. The same result.
fn arrival_reverse_plan() -> Plan {
    let mut plan = cluster_reverse_plan();
    let k = &mut plan.kernels[0];
    let half = k.block[0];
    let (tid, bid) = (Expr::var(Var::TidX), Expr::var(Var::BidX));
    let mine = bid.clone().mul(Expr::c(half)).add(tid.clone());
    let other = bid.add(Expr::c(1)).and(1);
    k.phases[0].ops = vec![
        Op::ClusterArrive,
        Op::Ld { dst: Reg(0), mem: Mem::Global(Buf::X), idx: mine.clone() },
        Op::ClusterWait,
        Op::St { src: Reg(0), mem: Mem::ClusterShared(other), idx: Expr::c(half - 1).sub(tid.clone()) },
    ];
    k.phases[1].ops = vec![
        Op::Ld { dst: Reg(1), mem: Mem::Shared, idx: tid },
        Op::St { src: Reg(1), mem: Mem::Global(Buf::X), idx: mine },
    ];
    k.phases.pop();
    plan
}

#[test]
fn a_remote_store_after_the_split_arrival_runs() {
    let plan = arrival_reverse_plan();
    let wpp = plan.words_per_poly;
    let (x, y) = run(plan);
    let y = y.unwrap();
    for (xs, ys) in x.chunks(wpp).zip(y.chunks(wpp)) {
        assert!(xs.iter().rev().eq(ys.iter()));
    }
}

#[test]
fn a_remote_store_without_the_wait_is_caught() {
    let mut plan = arrival_reverse_plan();
    plan.kernels[0].phases[0].ops.retain(|o| !matches!(o, Op::ClusterWait | Op::ClusterArrive));
    refused(plan, 0, &["before any cluster barrier", "may not have started"]);
}

#[test]
fn the_split_arrival_must_pair_up() {
    // A wait with no arrival before it.
    let mut plan = arrival_reverse_plan();
    plan.kernels[0].phases[0].ops.remove(0);
    refused(plan, 0, &["a cluster wait without an arrival"]);
    // An arrival still waiting at the next cluster barrier.
    let mut plan = arrival_reverse_plan();
    let wait = plan.kernels[0].phases[0].ops.remove(2);
    plan.kernels[0].phases[1].ops.insert(0, wait);
    refused(plan, 1, &["a cluster barrier while this thread's arrival still waits"]);
    // An arrival under a guard (`.aligned`: all of a warp or none).
    let mut plan = arrival_reverse_plan();
    let ops = &mut plan.kernels[0].phases[0].ops;
    ops[0] = Op::Guard { cond: Expr::var(Var::TidX), ops: vec![Op::ClusterArrive] };
    ops.remove(2);
    refused(plan, 0, &["a cluster arrival under a guard"]);
}

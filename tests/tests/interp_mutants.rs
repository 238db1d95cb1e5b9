//! Deliberately broken plans must be caught, with a report that names the
//! kernel, the phase and what went wrong: the interpreter is the safety net
//! for every index expression the GPU will run, so it has to notice
//! off-by-ones, missing barriers, races and out-of-range launches.

use codegen::executor::{CpuExecutor, ExecError, Executor};
use codegen::interp::InterpError;
use codegen::plan::{lower, Env, Expr, Kernel, Mem, Op, Plan, Role, Var};
use codegen::spec::{Scaling, Twiddles, ValidSpec};
use codegen::verify::{random_input, verify, VerifyError};
use nttgen_tests::{accept, base_file};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// N = 2^8 in two kernels of 4 levels at radix 4: each kernel loads, runs a
/// radix-4 group, exchanges through shared memory, runs another, stores.
/// Two sets per block, so 8 blocks per launch.
fn spec() -> ValidSpec {
    let mut f = base_file();
    // Barrett: plain (not lazy) butterflies; the inverse scales by 1/len at its end.
    f.reduction = Some(codegen::spec::Reduction::BarrettClassic);
    f.radix = Some(4);
    f.stage_split = Some(vec![4, 4]);
    f.cluster = Some(2);
    accept(&f)
}

fn plan() -> Plan {
    let p = lower(&spec()).unwrap();
    let k = &p.kernels[0];
    // What the mutants rely on: 8 threads in 2 sets per block, 8 blocks, a
    // load/exchange phase and a store phase.
    assert_eq!((k.threads(), k.grid_x, k.phases.len()), (8, 8, 2), "the base plan changed shape; update the mutants: {:?}", k.block);
    assert!(k.phases[0].ops.iter().any(is_shared_store) && k.shared_words >= 32);
    p
}

/// The unmutated plan passes.
#[test]
fn base_plans_verify() {
    let mut exec = CpuExecutor::new(plan()).unwrap();
    verify(&mut exec, 1, 1, 2).unwrap();
    let mut exec = CpuExecutor::new(lower(&shuffle_spec()).unwrap()).unwrap();
    verify(&mut exec, 1, 1, 1).unwrap();
}

/// Runs forward on random input; the interpreter's refusal, if any.
fn forward_error(plan: Plan) -> Option<InterpError> {
    let spec = plan.spec.clone();
    let wpp = plan.words_per_poly;
    let mut exec = CpuExecutor::new(plan).unwrap();
    let mut x = random_input(&spec, wpp, 1, &mut ChaCha8Rng::seed_from_u64(9)).unwrap();
    match exec.forward(&mut x, 1) {
        Ok(()) => None,
        Err(ExecError::Interp(e)) => Some(e),
        Err(e) => panic!("expected an interpreter error, got {e}"),
    }
}

fn expect_interp(plan: Plan, kernel: &str, phase: usize, needles: &[&str]) -> InterpError {
    let e = forward_error(plan).unwrap_or_else(|| panic!("mutant ran without an error (want {needles:?} in {kernel} phase {phase})"));
    assert_eq!(e.kernel, kernel, "wrong kernel named: {e}");
    assert_eq!(e.phase, phase, "wrong phase named: {e}");
    for n in needles {
        assert!(e.what.contains(n), "report should say {n:?}: {e}");
    }
    // The Display form carries all of it, for the user.
    let text = e.to_string();
    assert!(text.starts_with(&format!("{kernel}, phase {phase}, block ")), "{text}");
    e
}

/// Index of the `nth` op of `phase` matching `pred`.
fn find(k: &Kernel, phase: usize, nth: usize, pred: impl Fn(&Op) -> bool) -> usize {
    k.phases[phase].ops.iter().enumerate().filter(|(_, o)| pred(o)).nth(nth).map(|(i, _)| i).unwrap_or_else(|| panic!("no such op in {} phase {phase}", k.name))
}

fn is_shared_store(o: &Op) -> bool {
    matches!(o, Op::St { mem: Mem::Shared, .. })
}
fn is_global_load(o: &Op) -> bool {
    matches!(o, Op::Ld { mem: Mem::Global(_), .. } | Op::LdVec { .. })
}
fn is_global_store(o: &Op) -> bool {
    // A thread's adjacent words may be one vector store (`lower::vectorize`).
    matches!(o, Op::St { mem: Mem::Global(_), .. } | Op::StVec { .. })
}

fn idx_mut(o: &mut Op) -> &mut Expr {
    match o {
        Op::Ld { idx, .. } | Op::St { idx, .. } | Op::LdVec { idx, .. } | Op::StVec { idx, .. } => idx,
        other => panic!("not a memory op: {other:?}"),
    }
}

// ---------------------------------------------------------------- (a) shared index off by one

#[test]
fn a_shared_store_off_by_one_is_a_double_write() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    let i = find(k, 0, 0, is_shared_store);
    let idx = idx_mut(&mut k.phases[0].ops[i]);
    *idx = idx.clone().add(Expr::c(1));
    // Thread 3 now writes slot 4, which the next store gives to thread 0.
    let e = expect_interp(p, &name, 0, &["second write to shared slot", "in one phase", "first by thread"]);
    assert_eq!(e.block, [0, 0, 0]);
}

#[test]
fn a_shared_stores_past_the_end_of_shared_memory() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let words = p.kernels[0].shared_words;
    for op in p.kernels[0].phases[0].ops.iter_mut().filter(|o| is_shared_store(o)) {
        let idx = idx_mut(op);
        *idx = idx.clone().add(Expr::c(words));
    }
    expect_interp(p, &name, 0, &["shared write of slot", &format!("beyond {words} words")]);
}

#[test]
fn a_shared_load_off_by_one_gives_a_wrong_forward_or_a_report() {
    let name = plan().kernels[0].name.clone();
    // A load off by one, stores intact: the exchange reads a neighbour's slot.
    let mut p = plan();
    let k = &mut p.kernels[0];
    let i = find(k, 1, 0, |o| matches!(o, Op::Ld { mem: Mem::Shared, .. }));
    let idx = idx_mut(&mut k.phases[1].ops[i]);
    *idx = idx.clone().add(Expr::c(1));
    let mut exec = CpuExecutor::new(p).unwrap();
    let r = verify(&mut exec, 1, 1, 1);
    eprintln!("off-by-one shared load: {r:?}");
    match r {
        Err(VerifyError::Mismatch { check, .. }) => assert_eq!(check, "forward"),
        Err(VerifyError::Exec(ExecError::Interp(e))) => {
            assert_eq!((e.kernel.as_str(), e.phase), (name.as_str(), 1), "{e}");
            assert!(e.what.contains("shared read of slot"), "{e}");
        }
        other => panic!("off-by-one shared load not caught: {other:?}"),
    }
}

#[test]
fn a_shared_index_that_reads_an_unwritten_slot() {
    // The exchange reads back through the second set's region from set 0.
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    // Drop the first exchange store: its slots stay unwritten.
    let i = find(k, 0, 0, is_shared_store);
    k.phases[0].ops.remove(i);
    expect_interp(p, &name, 1, &["shared read of slot", "which nothing wrote"]);
}

// ---------------------------------------------------------------- (b) missing barrier

#[test]
fn b_merging_two_phases_is_a_missing_barrier() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    let second = k.phases.remove(1);
    k.phases[0].ops.extend(second.ops);
    expect_interp(p, &name, 0, &["shared read of slot", "which thread", "wrote in this phase (missing barrier)"]);
}

#[test]
fn b_missing_barrier_in_the_inverse_is_named_too() {
    let mut p = plan();
    let k = p.kernels.iter_mut().filter(|k| k.role == Role::Inverse).find(|k| k.phases.len() >= 2).expect("an inverse kernel with an exchange");
    let name = k.name.clone();
    let second = k.phases.remove(1);
    k.phases[0].ops.extend(second.ops);
    let mut exec = CpuExecutor::new(p).unwrap();
    match verify(&mut exec, 1, 1, 1) {
        Err(VerifyError::Exec(ExecError::Interp(e))) => {
            assert_eq!((e.kernel.as_str(), e.phase), (name.as_str(), 0), "{e}");
            assert!(e.what.contains("missing barrier"), "{e}");
        }
        other => panic!("missing barrier in {name} not caught: {other:?}"),
    }
}

// ---------------------------------------------------------------- (c) global stride off by one

fn has_tid(e: &Expr) -> bool {
    match e {
        Expr::Var(Var::TidX | Var::TidY) => true,
        Expr::Const(_) | Expr::Var(_) => false,
        Expr::Add(a, b) | Expr::Sub(a, b) | Expr::Mul(a, b) | Expr::Or(a, b) => has_tid(a) || has_tid(b),
        Expr::Shl(a, _) | Expr::Shr(a, _) | Expr::And(a, _) | Expr::Min(a, _) | Expr::Lt(a, _) | Expr::BitRev(a, _) => has_tid(a),
    }
}

/// The `target`-th (pre-order) `x << s` with s > 0 over a thread index
/// becomes `x * (2^s + 1)`: a stride off by one.
fn bump_stride(e: &Expr, target: usize, seen: &mut usize) -> Expr {
    let b = |x: Expr| Box::new(x);
    if let Expr::Shl(a, s) = e {
        if *s > 0 && has_tid(a) {
            *seen += 1;
            if *seen - 1 == target {
                return Expr::Mul(a.clone(), b(Expr::c((1 << s) + 1)));
            }
        }
    }
    let mut r = |x: &Expr| b(bump_stride(x, target, seen));
    match e {
        Expr::Add(x, y) => Expr::Add(r(x), r(y)),
        Expr::Sub(x, y) => Expr::Sub(r(x), r(y)),
        Expr::Mul(x, y) => Expr::Mul(r(x), r(y)),
        Expr::Or(x, y) => Expr::Or(r(x), r(y)),
        Expr::Shl(a, s) => Expr::Shl(r(a), *s),
        Expr::Shr(a, s) => Expr::Shr(r(a), *s),
        Expr::And(a, m) => Expr::And(r(a), *m),
        Expr::Min(a, m) => Expr::Min(r(a), *m),
        Expr::Lt(a, m) => Expr::Lt(r(a), *m),
        Expr::BitRev(a, m) => Expr::BitRev(r(a), *m),
        Expr::Const(_) | Expr::Var(_) => e.clone(),
    }
}

/// Whether two index expressions differ for some thread of some block.
fn differs(k: &Kernel, a: &Expr, b: &Expr) -> bool {
    (0..k.grid_x).any(|x| {
        (0..k.block[1]).any(|ty| {
            (0..k.block[0]).any(|tx| {
                let env = Env { tid: [tx, ty], bid: [x, 0, 0] };
                a.eval(&env).ok() != b.eval(&env).ok()
            })
        })
    })
}

/// A stride mutant of `idx` that changes some thread's index (equivalent
/// mutants, e.g. a stride over bits that are always zero, are skipped).
fn stride_mutant(k: &Kernel, idx: &Expr) -> Option<Expr> {
    (0..16).map(|t| bump_stride(idx, t, &mut 0)).find(|m| differs(k, idx, m))
}

#[test]
fn c_global_load_stride_off_by_one_is_caught() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    let shape = k.clone();
    let i = find(k, 0, 0, is_global_load);
    let idx = idx_mut(&mut k.phases[0].ops[i]);
    *idx = stride_mutant(&shape, idx).expect("no strided global load to mutate");
    // Threads now read other sets' coefficients: another block's, past the
    // end, or (within the block) the wrong ones.
    let mut exec = CpuExecutor::new(p).unwrap();
    let r = verify(&mut exec, 1, 1, 1);
    eprintln!("strided load: {r:?}");
    match r {
        Err(VerifyError::Exec(ExecError::Interp(e))) => {
            assert_eq!(e.kernel, name, "{e}");
            assert!(
                e.what.contains("beyond") || e.what.contains("another block read") || e.what.contains("which block"),
                "expected an out-of-bounds or cross-block report: {e}"
            );
        }
        Err(VerifyError::Mismatch { check, .. }) => assert_eq!(check, "forward"),
        other => panic!("strided load mutant not caught: {other:?}"),
    }
}

#[test]
fn c_two_blocks_writing_one_word_is_a_cross_block_race() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    let last = k.phases.len() - 1;
    let i = find(k, last, 0, is_global_store);
    *idx_mut(&mut k.phases[last].ops[i]) = Expr::c(0);
    let e = expect_interp(p, &name, last, &["global write of x[0]"]);
    assert!(e.what.contains("another block read") || e.what.contains("also wrote"), "{e}");
    assert_ne!(e.block, [0, 0, 0], "block 0 owns x[0]; the report should name the intruder: {e}");
}

// ---------------------------------------------------------------- (d) out of bounds

#[test]
fn d_global_store_beyond_the_polynomial() {
    let mut p = plan();
    let wpp = p.words_per_poly as u32;
    let name = p.kernels[1].name.clone();
    let k = &mut p.kernels[1];
    let last = k.phases.len() - 1;
    let i = find(k, last, 0, is_global_store);
    let idx = idx_mut(&mut k.phases[last].ops[i]);
    *idx = idx.clone().add(Expr::c(wpp));
    let e = expect_interp(p, &name, last, &["global write of x[", &format!("beyond {wpp} words per polynomial")]);
    assert_eq!(e.block, [0, 0, 0]);
    assert_eq!(e.thread, [0, 0]);
}

#[test]
fn d_global_load_beyond_the_polynomial() {
    let mut p = plan();
    let wpp = p.words_per_poly as u32;
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    let i = find(k, 0, 3, is_global_load);
    let idx = idx_mut(&mut k.phases[0].ops[i]);
    *idx = idx.clone().add(Expr::c(wpp - 1));
    expect_interp(p, &name, 0, &["global read of x[", &format!("beyond {wpp} words per polynomial")]);
}

#[test]
fn d_table_read_beyond_its_entries() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    let i = find(k, 0, 0, |o| matches!(o, Op::Ld { mem: Mem::Table(..), .. }));
    let idx = idx_mut(&mut k.phases[0].ops[i]);
    *idx = idx.clone().add(Expr::c(1 << 20));
    expect_interp(p, &name, 0, &["table tw_fwd[", "is beyond its"]);
}

#[test]
fn d_index_that_wraps_32_bits() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    let i = find(k, 0, 0, is_global_load);
    let idx = idx_mut(&mut k.phases[0].ops[i]);
    *idx = idx.clone().sub(Expr::var(Var::TidX)).sub(Expr::c(1));
    expect_interp(p, &name, 0, &["wraps 32 bits"]);
}

// ---------------------------------------------------------------- (e), (f) launch limits

#[test]
fn e_too_many_threads_per_block_is_refused() {
    for block in [[2048, 1], [32, 33], [0, 4]] {
        let mut p = plan();
        let name = p.kernels[0].name.clone();
        p.kernels[0].block = block;
        let threads = block[0] * block[1];
        expect_interp(p, &name, 0, &[&format!("{threads} threads per block (limit 1024)")]);
    }
}

#[test]
fn f_too_much_shared_memory_is_refused() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let words = 227 * 1024 / 8 + 1;
    p.kernels[0].shared_words = words;
    expect_interp(p, &name, 0, &[&format!("{} bytes of shared memory (limit 232448)", words * 8)]);
}

#[test]
fn f_shared_index_beyond_the_kernels_shared_words() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    p.kernels[0].shared_words /= 2;
    let words = p.kernels[0].shared_words;
    expect_interp(p, &name, 0, &[&format!("beyond {words} words")]);
}

// ---------------------------------------------------------------- (g) shuffles

/// Register-shuffle twiddles need 32 threads per set: 2^6 levels at radix 2.
fn shuffle_spec() -> ValidSpec {
    let mut f = base_file();
    f.log_n = 12;
    f.radix = Some(2);
    f.stage_split = Some(vec![6, 6]);
    f.twiddles = Some(Twiddles::RegisterShuffle);
    accept(&f)
}

fn first_shuffle(k: &mut Kernel) -> Option<(usize, &mut Op)> {
    k.phases.iter_mut().enumerate().find_map(|(pi, ph)| ph.ops.iter_mut().find(|o| matches!(o, Op::Shfl { .. })).map(|o| (pi, o)))
}

#[test]
fn g_shuffle_from_a_lane_outside_the_warp() {
    let mut p = lower(&shuffle_spec()).unwrap();
    let k = p.kernels.iter_mut().filter(|k| k.role == Role::Forward).find(|k| k.phases.iter().any(|ph| ph.ops.iter().any(|o| matches!(o, Op::Shfl { .. })))).expect("a kernel with shuffles");
    let name = k.name.clone();
    let (phase, op) = first_shuffle(k).unwrap();
    if let Op::Shfl { lane, .. } = op {
        *lane = lane.clone().add(Expr::c(32));
    }
    expect_interp(p, &name, phase, &["shuffle from lane", "outside the warp"]);
}

#[test]
fn g_shuffle_from_a_thread_that_does_not_exist() {
    // A block of 16 threads cannot shuffle from lane 20.
    let mut p = lower(&shuffle_spec()).unwrap();
    let k = p.kernels.iter_mut().filter(|k| k.role == Role::Forward).find(|k| k.phases.iter().any(|ph| ph.ops.iter().any(|o| matches!(o, Op::Shfl { .. })))).unwrap();
    let name = k.name.clone();
    let (phase, op) = first_shuffle(k).unwrap();
    if let Op::Shfl { lane, .. } = op {
        *lane = Expr::c(20);
    }
    k.block = [16, 1];
    let e = forward_error(p).expect("shrunk block not caught");
    eprintln!("lane 20 of 16: {e}");
    assert_eq!((e.kernel.as_str(), e.phase), (name.as_str(), phase), "{e}");
    assert!(e.what.contains("warp read from lane 20: thread 20 does not exist"), "{e}");
}

#[test]
fn g_shuffle_under_a_guard_is_refused() {
    let mut p = lower(&shuffle_spec()).unwrap();
    let k = p.kernels.iter_mut().filter(|k| k.role == Role::Forward).find(|k| k.phases.iter().any(|ph| ph.ops.iter().any(|o| matches!(o, Op::Shfl { .. })))).unwrap();
    let name = k.name.clone();
    let (phase, op) = first_shuffle(k).unwrap();
    let shfl = op.clone();
    *op = Op::Guard { cond: Expr::var(Var::TidX).lt(16), ops: vec![shfl] };
    expect_interp(p, &name, phase, &["a shuffle under a guard"]);
}

// ---------------------------------------------------------------- wrong arithmetic: caught by verify

#[test]
fn register_read_before_it_is_set() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    let i = find(k, 0, 0, |o| matches!(o, Op::Ld { mem: Mem::Table(..), .. }));
    k.phases[0].ops.remove(i);
    expect_interp(p, &name, 0, &["register r", "read before it was set"]);
}

#[test]
fn store_into_a_constant_table_is_refused() {
    let mut p = plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    let last = k.phases.len() - 1;
    let i = find(k, last, 0, is_global_store);
    if let Op::St { mem, .. } = &mut k.phases[last].ops[i] {
        *mem = Mem::Table(0, codegen::plan::Part::Value);
    }
    expect_interp(p, &name, last, &["write to read-only table tw_fwd"]);
}

#[test]
fn a_missing_butterfly_is_a_forward_mismatch() {
    let mut p = plan();
    let k = &mut p.kernels[1];
    let i = find(k, 0, 0, |o| matches!(o, Op::Bfly { .. }));
    k.phases[0].ops.remove(i);
    let mut exec = CpuExecutor::new(p).unwrap();
    match verify(&mut exec, 1, 1, 1) {
        Err(VerifyError::Mismatch { check, tower, trial, .. }) => assert_eq!((check, tower, trial), ("forward", 0, 0)),
        other => panic!("missing butterfly not caught: {other:?}"),
    }
}

/// Merged scaling multiplies by 1/len once, in the inverse's last kernel
/// (no x/2 per level): dropping one of those products breaks the round trip.
#[test]
fn a_missing_scaling_is_an_inverse_mismatch() {
    fn drop_first_mul(ops: &mut Vec<Op>) -> bool {
        if let Some(i) = ops.iter().position(|o| matches!(o, Op::MulTw { .. })) {
            ops.remove(i);
            return true;
        }
        ops.iter_mut().any(|o| match o {
            Op::Guard { ops, .. } => drop_first_mul(ops),
            _ => false,
        })
    }
    let s = spec();
    assert_eq!(s.scaling, Scaling::Merged);
    let mut p = lower(&s).unwrap();
    let removed = p
        .kernels
        .iter_mut()
        .filter(|k| k.role == Role::Inverse)
        .any(|k| k.phases.iter_mut().any(|ph| drop_first_mul(&mut ph.ops)));
    assert!(removed, "merged scaling should multiply by 1/len in the inverse's last kernel");
    let mut exec = CpuExecutor::new(p).unwrap();
    match verify(&mut exec, 1, 1, 1) {
        Err(VerifyError::Mismatch { check, .. }) => assert_eq!(check, "inverse(forward(a))"),
        other => panic!("missing 1/len scaling not caught: {other:?}"),
    }
}

#[test]
fn a_pointwise_kernel_reading_the_wrong_operand_is_a_product_mismatch() {
    let mut p = plan();
    let k = p.kernels.iter_mut().find(|k| k.role == Role::Pointwise).unwrap();
    let mut swapped = false;
    for ph in k.phases.iter_mut() {
        for op in ph.ops.iter_mut() {
            if let Op::Ld { mem: Mem::Global(b), .. } = op {
                if *b == codegen::plan::Buf::Y {
                    *b = codegen::plan::Buf::X;
                    swapped = true;
                }
            }
        }
    }
    assert!(swapped, "the pointwise kernel should read y");
    let mut exec = CpuExecutor::new(p).unwrap();
    match verify(&mut exec, 1, 1, 1) {
        Err(VerifyError::Mismatch { check, .. }) => assert_eq!(check, "product"),
        other => panic!("x*x instead of x*y not caught: {other:?}"),
    }
}

#[test]
fn d_vector_store_off_its_alignment() {
    // A vector store moved by one word: the words it writes are inside the
    // polynomial, but the access is not 16-byte aligned on the GPU.
    let mut p = plan();
    let name = p.kernels[1].name.clone();
    let k = &mut p.kernels[1];
    let last = k.phases.len() - 1;
    let i = find(k, last, 0, |o| matches!(o, Op::StVec { .. }));
    let idx = idx_mut(&mut k.phases[last].ops[i]);
    *idx = idx.clone().add(Expr::c(1));
    expect_interp(p, &name, last, &["vector access of 2 words at word", "not a multiple of 2"]);
}

/// The base spec with two tiles per block: each launched block runs two
/// tiles, the second's words copied into shared memory while it computes
/// the first (`Kernel::staging`).
fn tiled_plan() -> Plan {
    let mut f = base_file();
    f.reduction = Some(codegen::spec::Reduction::BarrettClassic);
    f.radix = Some(4);
    f.stage_split = Some(vec![4, 4]);
    f.cluster = Some(2);
    f.tiles_per_block = Some(2);
    let p = lower(&accept(&f)).unwrap();
    let k = &p.kernels[0];
    assert_eq!((k.tiles_per_block, k.launch_grid_x()), (2, 4), "the tiled plan changed shape: {}", k.name);
    assert!(!k.staging.is_empty() && k.phases[0].ops.iter().any(|o| matches!(o, Op::Ld { mem: Mem::Stage, .. })));
    p
}

#[test]
fn tiled_plans_verify() {
    let mut exec = CpuExecutor::new(tiled_plan()).unwrap();
    verify(&mut exec, 1, 1, 2).unwrap();
}

/// The copies ahead land in the stage of the tile after the one that reads
/// them: each tile would read the previous tile's words.
#[test]
fn e_stage_of_the_wrong_parity() {
    let mut p = tiled_plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    for op in k.staging.iter_mut() {
        if let Op::CopyAsync { slot, .. } = op {
            // The other stage: bx + 1 flips the parity term of the slot.
            *slot = slot.subst(Var::BidX, &Expr::var(Var::BidX).add(Expr::c(1)));
        }
    }
    expect_interp(p, &name, 0, &["stage word", "copy for tile 1, read by thread 0 of tile 0"]);
}

/// A thread's stage load reads its neighbour's slot.
#[test]
fn e_stage_read_of_another_threads_copy() {
    let mut p = tiled_plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    let i = find(k, 0, 0, |o| matches!(o, Op::Ld { mem: Mem::Stage, .. }));
    let idx = idx_mut(&mut k.phases[0].ops[i]);
    *idx = idx.clone().add(Expr::c(1));
    expect_interp(p, &name, 0, &["stage word", "copy for tile", "read by thread"]);
}

/// Copies ahead that read the tile before's words (which that tile is
/// about to store) race with its stores.
#[test]
fn e_copy_ahead_of_words_the_tile_before_writes() {
    let mut p = tiled_plan();
    let name = p.kernels[0].name.clone();
    let k = &mut p.kernels[0];
    for op in k.staging.iter_mut() {
        if let Op::CopyAsync { idx, .. } = op {
            // Each tile's copies read the first tile of its pair: tile 1's,
            // issued before tile 0 runs, read the words tile 0 stores.
            *idx = idx.subst(Var::BidX, &Expr::var(Var::BidX).shr(1).shl(1));
        }
    }
    let e = forward_error(p).expect("the race is caught");
    assert_eq!(e.kernel, name, "{e}");
    assert!(e.what.contains("global write") && e.what.contains("another block read"), "{e}");
}

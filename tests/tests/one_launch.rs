//! One launch per program (`plan::lower::fuse`): every program of
//! several launches also comes as one cooperative kernel with grid barriers
//! between its parts. Its shape, the interpreter against the references
//! over the shapes the parts take (equal blocks, transposed blocks, blocks
//! of different sizes), what a weakened grid barrier does, the knob, the
//! refusals, and the CUDA and C text.

use codegen::emit::{cuda, package, Target};
use codegen::executor::{CpuExecutor, Executor};
use codegen::plan::{lower, programs, Plan, Role, Scope};
use codegen::spec::{self, ValidSpec};
use codegen::verify::verify;

fn spec_of(log_n: u32, word: &str, extra: &str) -> ValidSpec {
    let bits = if word == "u64" { 60 } else { 30 };
    let text = format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"{word}\"\n{extra}\n[moduli]\nbits = {bits}\ncount = 2\n");
    spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Specs whose parts have the same block (2^12), transposed blocks (2^16's
/// 8 x 32 and 32 x 8) and blocks of different sizes (2^13: 128 and 64
/// threads, so two of the second kernel's blocks run in one), over words,
/// reductions and transforms.
const CASES: &[(u32, &str, &str)] = &[
    (12, "u64", ""),
    (13, "u64", ""),
    (13, "u32", "reduction = \"montgomery\""),
    (14, "u64", "reduction = \"barrett-shivdikar\""),
    (15, "u32", ""),
    (16, "u64", ""),
    (12, "u64", "stage_split = [4, 4, 4]\nradix = 4"),
    (11, "u64", "twiddles = \"register-shuffle\"\nradix = 4\nstage_split = [5, 6]"),
    (12, "u32", "access = \"constant-geometry\"\nstage_split = [6, 6]"),
];

#[test]
fn the_one_launch_programs_match_the_references_on_the_interpreter() {
    for &(log_n, w, extra) in CASES {
        let s = spec_of(log_n, w, extra);
        let plan = lower(&s).unwrap_or_else(|e| panic!("{log_n} {w} {extra}: {e}"));
        for name in [programs::FORWARD, programs::INVERSE, programs::POLYMUL] {
            let one = plan.one_launch(name).unwrap_or_else(|| panic!("{}: no one-launch {name}", s.name));
            assert_eq!(one.steps.len(), 1);
            assert!(plan.kernels[one.steps[0].kernel].cooperative(), "{}", s.name);
        }
        let mut exec = CpuExecutor::new(plan).unwrap();
        // verify runs every program and its one-launch form by name against
        // the references (the interpreter's race checks included).
        let r = verify(&mut exec, 3, 1, 2).unwrap_or_else(|e| panic!("{} ({extra}): {e}", s.name));
        assert!(r.words_checked > 0);
    }
}

/// The interpreter runs the one-launch form by name too, and its result is
/// the several-launch form's, word for word (a batch of three).
#[test]
fn the_one_launch_forward_equals_the_two_launch_forward() {
    let s = spec_of(13, "u64", "");
    let mut exec = CpuExecutor::new(lower(&s).unwrap()).unwrap();
    let x: Vec<u64> = (0..3 * 2 * 8192u64).map(|i| (i * 7919) % s.primes[((i / 8192) % 2) as usize]).collect();
    let (mut a, mut b) = (x.clone(), x);
    exec.run_program(programs::FORWARD, &mut [&mut a], 3).unwrap();
    exec.run_program("forward_coop", &mut [&mut b], 3).unwrap();
    assert_eq!(a, b);
}

/// Two kernels become one with a grid barrier between them; in a product
/// the two forwards touch different buffers, so a block barrier is enough
/// there, and the parts after them wait at grid barriers.
#[test]
fn grid_barriers_stand_where_launches_ended() {
    let plan = lower(&spec_of(16, "u64", "")).unwrap();
    let fwd = &plan.kernels[plan.one_launch(programs::FORWARD).unwrap().steps[0].kernel];
    let grids = |k: &codegen::plan::Kernel| k.phases.iter().filter(|p| p.sync == Some(Scope::Grid)).count();
    assert_eq!((grids(fwd), fwd.role, fwd.levels.len()), (1, Role::Forward, 16));
    let two = plan.program_kernels(programs::FORWARD);
    assert_eq!(fwd.phases.len(), two.iter().map(|k| k.phases.len()).sum::<usize>());
    assert_eq!(fwd.cost.butterflies, two.iter().map(|k| k.cost.butterflies).sum::<u64>());
    let pm = &plan.kernels[plan.one_launch(programs::POLYMUL).unwrap().steps[0].kernel];
    assert_eq!(pm.role, Role::Product);
    // fwd0(x), fwd0(y): independent; product1(x, y) reads both; inv0(x) reads its x.
    assert_eq!(grids(pm), 2, "{:?}", pm.phases.iter().map(|p| (&p.note, p.sync)).collect::<Vec<_>>());
    assert!(pm.phases.iter().any(|p| p.note.contains("independent of the previous part") && p.sync == Some(Scope::Block)));
}

fn forward_error(plan: Plan) -> Option<String> {
    let mut exec = CpuExecutor::new(plan).unwrap();
    let x: Vec<u64> = vec![1; 2 * exec.plan().words_per_poly];
    let mut y = x.clone();
    exec.run_program("forward_coop", &mut [&mut y], 1).err().map(|e| e.to_string())
}

/// Without its grid barrier (a block barrier in its place) the second
/// part reads what other blocks wrote in the same launch: a race the
/// interpreter reports, naming the block.
#[test]
fn a_weakened_grid_barrier_is_a_race() {
    for &(log_n, w, extra) in &CASES[..3] {
        let s = spec_of(log_n, w, extra);
        assert_eq!(forward_error(lower(&s).unwrap()), None);
        let mut plan = lower(&s).unwrap();
        let k = plan.one_launch(programs::FORWARD).unwrap().steps[0].kernel;
        let p = plan.kernels[k].phases.iter_mut().find(|p| p.sync == Some(Scope::Grid)).unwrap();
        p.sync = Some(Scope::Block);
        let e = forward_error(plan).unwrap_or_else(|| panic!("{}: race not caught", s.name));
        assert!(e.contains("wrote in this launch") || e.contains("read in this launch"), "{e}");
    }
}

#[test]
fn the_knob_turns_the_one_launch_programs_off() {
    let on = lower(&spec_of(16, "u64", "")).unwrap();
    let off_spec = spec_of(16, "u64", "one_launch = false");
    assert!(off_spec.name.contains("_nocoop"), "{}", off_spec.name);
    assert!(off_spec.to_toml().unwrap().contains("one_launch = false"));
    assert!(!on.spec.to_toml().unwrap().contains("one_launch"));
    let off = lower(&off_spec).unwrap();
    assert_eq!(on.programs.len(), off.programs.len() + 3);
    assert!(off.programs.iter().all(|p| !p.name.ends_with(programs::ONE_LAUNCH_SUFFIX)));
    let (text, _) = cuda(&off, &Target::default(), &Default::default()).unwrap();
    assert!(!text.contains("grid_sync"));
}

/// Programs of one launch have no second form. The one-launch form is
/// fused from the spec with the fewest sets per block that fuse (it runs
/// for small batches, where more blocks spread a polynomial over more
/// SMs), so a plan whose own kernels pack polynomials per block still has
/// one, unpacked.
#[test]
fn one_launch_is_built_for_latency_and_left_out_where_there_is_one_launch() {
    let one_kernel = lower(&spec_of(10, "u64", "stage_split = [10]")).unwrap();
    assert!(one_kernel.programs.iter().all(|p| !p.name.ends_with(programs::ONE_LAUNCH_SUFFIX)));
    let clusters = lower(&spec_of(12, "u64", "cluster_blocks = 2")).unwrap();
    assert!(clusters.programs.iter().all(|p| !p.name.ends_with(programs::ONE_LAUNCH_SUFFIX)));
    // 32 sets per block over kernels of 16 sets: two polynomials per block.
    let packed = lower(&spec_of(8, "u64", "radix = 4\nstage_split = [4, 4]\ncluster = 32")).unwrap();
    assert!(packed.kernels.iter().any(|k| k.pack.is_some()), "a packed plan");
    let k = &packed.kernels[packed.one_launch(programs::FORWARD).unwrap().steps[0].kernel];
    assert!(k.pack.is_none());
    // 2^16 with 8 sets per block: 32 blocks a polynomial; its one launch 128 (2 sets).
    let wide = lower(&spec_of(16, "u64", "cluster = 8")).unwrap();
    assert_eq!(wide.program_kernels(programs::FORWARD)[0].grid_x, 32);
    assert_eq!(wide.kernels[wide.one_launch(programs::FORWARD).unwrap().steps[0].kernel].grid_x, 128);
}

/// The CUDA text defines the barrier once and calls it where the plan
/// says; the C functions of the several-launch programs try the one
/// launch first where it pays, and the one-launch functions check
/// residency and launch cooperatively.
#[test]
fn the_cuda_and_c_text_launch_cooperatively() {
    let plan = lower(&spec_of(16, "u64", "")).unwrap();
    let (text, info) = cuda(&plan, &Target::default(), &Default::default()).unwrap();
    assert_eq!(text.matches("__device__ __forceinline__ void grid_sync(unsigned int* counter)").count(), 1);
    assert!(text.contains("grid_sync(grid_counter);") && !text.contains("grid_sync();"));
    // The C functions launch cooperatively, the counter null (the launch's
    // workspace holds it); the runtime may launch with a counter of its own.
    assert_eq!(host_nulls(&plan, &info), 3);
    assert!(info.kernels.iter().filter(|k| k.cooperative).count() == 3);
    let (_, layout) = package::tables_file(&plan).unwrap();
    let host = package::c_host(&plan, &info, &layout, "cmd").unwrap();
    let name = &plan.spec.name;
    let widest = plan.widest_grid_x(plan.program(programs::FORWARD).unwrap());
    let try_one = format!("    if (one_launch_pays({widest}ull * batch * {})) {{\n        e = {name}_forward_coop(tables, d_x, batch, stream);\n        if (e != cudaErrorCooperativeLaunchTooLarge) return e;\n    }}", plan.towers);
    assert!(host.contains(&try_one), "{host}");
    assert_eq!(host.matches("cudaLaunchCooperativeKernel(").count(), 3);
    assert_eq!(host.matches("return cudaErrorCooperativeLaunchTooLarge;").count(), 3);
}

/// Kernels and programs are constants of one Rust module: a kernel named
/// like a program (`<spec>_forward_coop` beside the program `forward_coop`)
/// is refused by name, not emitted as a wrapper that does not compile.
#[test]
fn a_kernel_spelled_like_a_program_is_refused() {
    let mut plan = lower(&spec_of(12, "u64", "")).unwrap();
    let k = plan.one_launch(programs::FORWARD).unwrap().steps[0].kernel;
    assert_eq!(plan.kernels[k].name, format!("{}_fwd_coop", plan.spec.name));
    plan.kernels[k].name = format!("{}_forward_coop", plan.spec.name);
    let e = cuda(&plan, &Target::default(), &Default::default()).unwrap_err().to_string();
    assert!(e.contains("FORWARD_COOP"), "{e}");
}

/// A one-launch kernel runs for small batches, where nothing hides a
/// phase's twiddle-load latency: its table loads move to its start, each
/// into a register of its own, within a register budget
/// (`plan::lower::hoist`); the several-launch kernels keep theirs in place.
#[test]
fn the_one_launch_kernel_loads_its_tables_first() {
    use codegen::plan::{lower::hoist, Mem, Op};
    let plan = lower(&spec_of(12, "u64", "")).unwrap();
    let k = &plan.kernels[plan.one_launch(programs::FORWARD).unwrap().steps[0].kernel];
    let table_load = |o: &Op| matches!(o, Op::LdTw { .. } | Op::Ld { mem: Mem::Table(..), .. });
    let first = k.phases[0].ops.iter().take_while(|o| table_load(o)).count();
    let later = k.phases.iter().skip(1).flat_map(|p| &p.ops).filter(|o| table_load(o)).count();
    let parts = plan.program_kernels(programs::FORWARD);
    let loads: usize = parts.iter().flat_map(|p| &p.phases).flat_map(|p| &p.ops).filter(|o| table_load(o)).count();
    assert_eq!(first + later, loads, "every table load of the parts, once");
    // Paired twiddles: two registers a load; moved in order until the budget is spent.
    let most = parts.iter().map(|p| p.regs).max().unwrap();
    assert_eq!(k.regs, most + 2 * first as u16);
    assert!(first > 0 && (later == 0 || 2 * (first + 1) as u16 > hoist::BUDGET), "{first} loads first, {later} later");
    assert!(parts.iter().all(|p| p.phases.iter().skip(1).any(|ph| ph.ops.iter().any(&table_load))));
}

/// How many launches of the C functions pass a null grid counter.
fn host_nulls(plan: &Plan, info: &codegen::emit::Info) -> usize {
    let (_, layout) = package::tables_file(plan).unwrap();
    let host = package::c_host(plan, info, &layout, "cmd").unwrap();
    host.matches("= static_cast<unsigned*>(nullptr);").count()
}

/// A part of smaller blocks runs its sub-blocks interleaved in the lanes
/// where it has no warp shuffle (`fuse::SubBlocks`): at 2^17 over [8, 9]
/// the column pass's sub-blocks hold 2 sets each, and a warp's loads and
/// stores of the polynomial then fill whole 32-byte sectors (4 adjacent
/// words a row) where one sub-block's lanes would fill half of each. The
/// interpreter cases above (2^13's 64-thread part in 128-thread blocks,
/// the shuffling part at 2^11) check the words.
#[test]
fn a_parts_sub_blocks_share_warps_so_its_rows_fill_whole_sectors() {
    use codegen::plan::{Env, Mem, Op};
    use std::collections::BTreeMap;
    let plan = lower(&spec_of(17, "u64", "radix = 4\nstage_split = [8, 9]\nfactored_levels = 0")).unwrap();
    let k = &plan.kernels[plan.one_launch(programs::FORWARD).unwrap().steps[0].kernel];
    let grid_at = k.phases.iter().position(|p| p.sync == Some(Scope::Grid)).unwrap();
    let global = |o: &Op| match o {
        Op::Ld { mem: Mem::Global(_), idx, .. } | Op::St { mem: Mem::Global(_), idx, .. } => Some(idx.clone()),
        _ => None,
    };
    let accesses: Vec<_> = k.phases[..grid_at].iter().flat_map(|p| &p.ops).filter_map(global).collect();
    assert!(!accesses.is_empty());
    for idx in &accesses {
        for warp in 0..k.threads() / 32 {
            // sector -> words of it this warp's access touches
            let mut sectors: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
            for lane in 0..32 {
                let t = warp * 32 + lane;
                let env = Env { tid: [t % k.block[0], t / k.block[0]], bid: [5, 0, 0] };
                let w = idx.eval(&env).unwrap();
                sectors.entry(w / 4).or_default().push(w);
            }
            for (s, words) in &sectors {
                assert_eq!(words.len(), 4, "warp {warp}: sector {s} gets {words:?} from `{}`", idx.to_c());
            }
        }
    }
    // A part that shuffles keeps its sub-blocks in whole warps (its lanes
    // must be one sub-block's): at 2^11 with register-shuffle twiddles the
    // first part's 32-thread sub-blocks are warps 0 and 1 of the 64-thread
    // block, so warp 0 writes only the first shared region, warp 1 only
    // the second (the interpreter checks the words: CASES).
    let plan = lower(&spec_of(11, "u64", "twiddles = \"register-shuffle\"\nradix = 4\nstage_split = [5, 6]")).unwrap();
    let k = &plan.kernels[plan.one_launch(programs::FORWARD).unwrap().steps[0].kernel];
    assert!(k.phases.iter().flat_map(|p| &p.ops).any(|o| matches!(o, Op::Shfl { .. })));
    assert_eq!(k.threads(), 64);
    let st = k.phases[0].ops.iter().find_map(|o| if let Op::St { mem: Mem::Shared, idx, .. } = o { Some(idx.clone()) } else { None }).unwrap();
    let words = |warp: u32| -> Vec<u32> { (warp * 32..warp * 32 + 32).map(|t| st.eval(&Env { tid: [t % k.block[0], t / k.block[0]], bid: [0, 0, 0] }).unwrap()).collect() };
    let (w0, w1) = (words(0), words(1));
    assert!(w0.iter().max() < w1.iter().min(), "warp 0 {w0:?}, warp 1 {w1:?}");
}

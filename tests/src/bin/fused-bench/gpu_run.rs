//! The GPU side: per fused form, the bare transform (the form's separate
//! program without its element-wise kernels), the fused form, the separate
//! program (bare plus the element-wise kernels) and a copy of the words the
//! transform runs over, each timed with the runtime's timing helper in
//! interleaved rounds on device-resident data; before the timing, the
//! fused form's output of the timed batch checked word for word against the
//! separate program's, and a small batch's outputs handed to the CPU check.

use super::cpu_check::{first_difference, SmallBatch};
use super::table::{Row, Times};
use codegen::plan::{Plan, Program, Step};
use codegen::spec::FusedForm;
use nttgen_tests::fused_launch::{self, Loaded, Operands, Words};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use runtime::engines::timing::time_groups;
use runtime::{CompileOptions, Gpu, Kernel, KernelArg, KernelCache, LaunchDims, Module, Stream};
use std::sync::Arc;

/// How each form is run and timed.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    pub batch: usize,
    pub check_batch: usize,
    /// Rounds of (bare, fused, separate, copy), each `groups` groups of 10 calls.
    pub rounds: usize,
    pub groups: usize,
    pub skip: Option<(usize, usize)>,
    pub seed: u64,
}

const COPY_SRC: &str = r#"
extern "C" __global__ void fused_bench_copy(uint4* __restrict__ dst, const uint4* __restrict__ src, unsigned long long n) {
    for (unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (unsigned long long)gridDim.x * blockDim.x) dst[i] = src[i];
}
"#;

/// The copy floor: 16-byte words from one buffer to another, grid-strided
/// over 8 blocks of 512 threads per multiprocessor (the lab bench's floor).
pub struct Copier {
    _module: Module,
    kernel: Kernel,
    blocks: u32,
}

impl Copier {
    pub fn new(gpu: &Gpu) -> runtime::Result<Copier> {
        let (_, module) = gpu.compile_and_load(KernelCache::global(), COPY_SRC, "fused_bench_copy", &CompileOptions::default())?;
        let kernel = module.kernel("fused_bench_copy")?;
        Ok(Copier { _module: module, kernel, blocks: gpu.info().multiprocessors.max(1) * 8 })
    }

    /// Copies the first `bytes` (a multiple of 16) of `src` into `dst`.
    fn launch(&self, stream: &Stream, dst: &Words, src: &Words, bytes: usize) -> runtime::Result<()> {
        if !bytes.is_multiple_of(16) || bytes > dst.bytes().min(src.bytes()) {
            return Err(runtime::Error::Invalid(format!("copy of {bytes} bytes: not whole 16-byte words within both buffers")));
        }
        let args = [KernelArg::U64(dst.address()), KernelArg::U64(src.address()), KernelArg::U64((bytes / 16) as u64)];
        // SAFETY: fused_bench_copy(uint4*, const uint4*, n): both buffers hold n 16-byte words (checked above).
        unsafe { stream.launch(&self.kernel, LaunchDims::new([self.blocks, 1, 1], [512, 1, 1], 0), args) }
    }
}

/// Random residues for `batch` polynomials of every tower.
fn input(plan: &Plan, batch: usize, rng: &mut ChaCha8Rng) -> Result<Vec<u64>, String> {
    codegen::verify::random_input(&plan.spec, plan.words_per_poly, batch, rng).map_err(|e| e.to_string())
}

/// The form's programs: fused, separate.
fn programs<'p>(plan: &'p Plan, form: &FusedForm) -> Result<(&'p Program, &'p Program), String> {
    let get = |name: &str| plan.program(name).ok_or_else(|| format!("the plan has no program {name}"));
    Ok((get(&form.name)?, get(&form.separate_name())?))
}

/// The small batch: its inputs, and the GPU's fused and bare outputs of them.
fn small_batch(stream: &Stream, loaded: &Loaded, plan: &Arc<Plan>, form: usize, setup: &Setup, args: &codegen::executor::TowerArgs, rng: &mut ChaCha8Rng) -> Result<SmallBatch, String> {
    let e = |e: runtime::Error| e.to_string();
    let (fused, separate) = programs(plan, &plan.spec.fused[form])?;
    let (x, y) = (input(plan, setup.check_batch, rng)?, input(plan, setup.check_batch, rng)?);
    let mut ops = Operands::upload(stream, plan, &[fused, separate], &x, Some(&y), args).map_err(e)?;
    fused_launch::launch(stream, loaded, plan, fused, &all_steps(fused), &ops, setup.check_batch).map_err(e)?;
    let got_fused = ops.x().and_then(|b| b.download(stream)).map_err(e)?;
    ops.reset_x(stream, plan, &x).map_err(e)?;
    fused_launch::launch(stream, loaded, plan, separate, &fused_launch::transform_steps(plan, separate), &ops, setup.check_batch).map_err(e)?;
    let got_bare = ops.x().and_then(|b| b.download(stream)).map_err(e)?;
    Ok(SmallBatch { plan: plan.clone(), form, batch: setup.check_batch, x, y, args: args.clone(), gpu: Some((got_fused, got_bare)) })
}

/// Runs and times form `form` of `plan`; its row (times, the timed batch's
/// check) and its small batch for the CPU check.
pub fn bench_form(stream: &Stream, loaded: &Loaded, copier: &Copier, plan: &Arc<Plan>, form: usize, skip: (usize, usize), setup: &Setup) -> Result<(Row, SmallBatch), String> {
    let e = |e: runtime::Error| e.to_string();
    let (fused, separate) = programs(plan, &plan.spec.fused[form])?;
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed ^ form as u64);
    let mut args = codegen::verify::random_tower_args(plan, fused, &mut rng);
    args.skip = skip;
    let small = small_batch(stream, loaded, plan, form, setup, &args, &mut rng)?;
    let (x, y) = (input(plan, setup.batch, &mut rng)?, input(plan, setup.batch, &mut rng)?);
    let mut ops = Operands::upload(stream, plan, &[fused, separate], &x, Some(&y), &args).map_err(e)?;
    fused_launch::launch(stream, loaded, plan, fused, &all_steps(fused), &ops, setup.batch).map_err(e)?;
    let b = ops.x().and_then(|w| w.download(stream)).map_err(e)?;
    ops.reset_x(stream, plan, &x).map_err(e)?;
    fused_launch::launch(stream, loaded, plan, separate, &all_steps(separate), &ops, setup.batch).map_err(e)?;
    let c = ops.x().and_then(|w| w.download(stream)).map_err(e)?;
    first_difference("fused vs separate (timed batch)", &b, &c)?;
    ops.reset_x(stream, plan, &x).map_err(e)?;
    let mut row = timed(stream, loaded, copier, plan, (fused, separate), &ops, setup).map_err(e)?;
    row.check = format!("fused = separate ({} words)", b.len());
    Ok((row, small))
}

fn all_steps(p: &Program) -> Vec<&Step> {
    p.steps.iter().collect()
}

/// The four variants timed in `setup.rounds` interleaved rounds.
fn timed(stream: &Stream, loaded: &Loaded, copier: &Copier, plan: &Plan, (fused, separate): (&Program, &Program), ops: &Operands, setup: &Setup) -> runtime::Result<Row> {
    let batch = setup.batch;
    let towers = plan.towers - ops.skip.1;
    let bytes = batch * towers * plan.words_per_poly * plan.spec.word.bytes() as usize;
    let dst = Words::zeros(stream, plan.spec.word.bytes(), bytes / plan.spec.word.bytes() as usize)?;
    let (bare_steps, fused_steps, separate_steps) = (fused_launch::transform_steps(plan, separate), all_steps(fused), all_steps(separate));
    let mut bare = || fused_launch::launch(stream, loaded, plan, separate, &bare_steps, ops, batch);
    let mut fuse = || fused_launch::launch(stream, loaded, plan, fused, &fused_steps, ops, batch);
    let mut apart = || fused_launch::launch(stream, loaded, plan, separate, &separate_steps, ops, batch);
    let mut copy = || ops.x().and_then(|x| copier.launch(stream, &dst, x, bytes));
    let mut times = [Times::default(), Times::default(), Times::default(), Times::default()];
    for _ in 0..setup.rounds {
        let variants: [&mut dyn FnMut() -> runtime::Result<()>; 4] = [&mut bare, &mut fuse, &mut apart, &mut copy];
        for (t, run) in times.iter_mut().zip(variants) {
            t.0.extend(time_groups(stream, setup.groups, run)?);
        }
    }
    let [bare, fused, separate, copy] = times;
    Ok(Row { bare, fused, separate, copy, towers, batch, ..Row::default() })
}

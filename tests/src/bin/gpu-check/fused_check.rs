//! A spec's fused forms on the GPU, through what its package emits (the
//! CUDA text, the tables file, each program's launches with its per-tower
//! arrays and skipped towers, as the C functions and the Rust wrapper's
//! `run_towers` launch them: `nttgen_tests::fused_launch`): each form's
//! program and its separate program on random operands and arrays, bit for
//! bit against the interpreter and against the steps' descriptors around
//! the reference transform.

use codegen::executor::{CpuExecutor, Executor, TowerArgs};
use codegen::plan::{Plan, Program};
use nttgen_tests::fused_launch::{self, Loaded, Operands};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use runtime::device::Gpu;

/// Every form of `plan`: "ok (words)" or what differed.
pub fn check(gpu: &Gpu, plan: &Plan, seed: u64) -> Result<String, String> {
    let loaded = fused_launch::load(gpu, plan).map_err(|e| format!("load: {e}"))?;
    let mut cpu = CpuExecutor::new(plan.clone()).map_err(|e| format!("interp: {e}"))?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xf05e);
    let batch = 2;
    let mut words = 0;
    for form in &plan.spec.fused {
        let program = plan.program(&form.name).ok_or("a form without its program")?;
        let x = codegen::verify::random_input(&plan.spec, plan.words_per_poly, batch, &mut rng).map_err(|e| e.to_string())?;
        let y = codegen::verify::random_input(&plan.spec, plan.words_per_poly, batch, &mut rng).map_err(|e| e.to_string())?;
        let args = codegen::verify::random_tower_args(plan, program, &mut rng);
        let want = codegen::verify::fused_reference(plan, form, program, &args, &x, &y).map_err(|e| e.to_string())?;
        for name in [form.name.clone(), form.separate_name()] {
            let p = plan.program(&name).ok_or("a form without its separate program")?;
            let got = run(gpu, &loaded, plan, p, &x, &y, &args, batch).map_err(|e| format!("{name}: {e}"))?;
            let (mut cx, mut cy) = (x.clone(), y.clone());
            let mut operands: Vec<&mut [u64]> = vec![&mut cx];
            if p.operands.len() > 1 {
                operands.push(&mut cy);
            }
            cpu.run_fused(&name, &mut operands, &args, batch).map_err(|e| format!("{name} (interp): {e}"))?;
            super::diff(&format!("{name} vs interp"), &got, &cx)?;
            super::diff(&format!("{name} vs reference"), &got, &want)?;
            words += got.len();
        }
    }
    Ok(format!("{} fused form(s), {words} words bit-exact vs interp and reference", plan.spec.fused.len()))
}

/// One program of the package over host operands: uploads, every launch,
/// x downloaded.
#[allow(clippy::too_many_arguments)]
fn run(gpu: &Gpu, loaded: &Loaded, plan: &Plan, p: &Program, x: &[u64], y: &[u64], args: &TowerArgs, batch: usize) -> Result<Vec<u64>, String> {
    let e = |e: runtime::Error| e.to_string();
    let stream = gpu.stream();
    let ops = Operands::upload(stream, plan, &[p], x, Some(y), args).map_err(e)?;
    let steps: Vec<_> = p.steps.iter().collect();
    fused_launch::launch(stream, loaded, plan, p, &steps, &ops, batch).map_err(e)?;
    ops.x().and_then(|x| x.download(stream)).map_err(e)
}

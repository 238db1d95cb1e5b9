//! The CPU side of a form's check on a small batch: the interpreter's run
//! of the form's program against the reference (the form's descriptors
//! around the reference transform, `verify::fused_reference`), and the
//! GPU's fused and bare outputs of the same batch against both. It runs on
//! its own thread while the GPU times the forms.

use codegen::executor::{CpuExecutor, Executor, TowerArgs};
use codegen::plan::Plan;
use codegen::spec::FusedTransform;
use codegen::verify::{fused_reference, reference_forward, reference_inverse};
use std::sync::Arc;

/// One form's small batch: the inputs and what the GPU made of them.
pub struct SmallBatch {
    pub plan: Arc<Plan>,
    pub form: usize,
    pub batch: usize,
    pub x: Vec<u64>,
    pub y: Vec<u64>,
    pub args: TowerArgs,
    /// The GPU's output of the fused form and of the bare transform
    /// (`None` without a GPU).
    pub gpu: Option<(Vec<u64>, Vec<u64>)>,
}

/// "interp = reference ..." or the first difference.
pub fn check(b: &SmallBatch) -> Result<String, String> {
    let plan = &*b.plan;
    let form = &plan.spec.fused[b.form];
    let program = plan.program(&form.name).ok_or_else(|| format!("no program {}", form.name))?;
    let want = fused_reference(plan, form, program, &b.args, &b.x, &b.y).map_err(|e| format!("reference: {e}"))?;
    let mut cpu = CpuExecutor::new(plan.clone()).map_err(|e| format!("interp: {e}"))?;
    let (mut x, mut y) = (b.x.clone(), b.y.clone());
    let mut operands: Vec<&mut [u64]> = vec![&mut x];
    if form.reads_y() {
        operands.push(&mut y);
    }
    cpu.run_fused(&form.name, &mut operands, &b.args, b.batch).map_err(|e| format!("interp: {e}"))?;
    first_difference("interp vs reference", &x, &want)?;
    let Some((fused, bare)) = &b.gpu else {
        return Ok(format!("interp = reference (batch {})", b.batch));
    };
    first_difference("GPU fused vs interp", fused, &x)?;
    first_difference("GPU bare vs reference transform", bare, &bare_reference(b)?)?;
    Ok(format!("GPU = interp = reference (batch {}), bare = reference transform", b.batch))
}

/// The bare transform of the small batch: every tower the form runs
/// transformed by the reference, the skipped ones as they were.
fn bare_reference(b: &SmallBatch) -> Result<Vec<u64>, String> {
    let plan = &*b.plan;
    let (wpp, towers) = (plan.words_per_poly, plan.towers);
    let (at, len) = b.args.skip;
    let mut out = b.x.clone();
    for (p, poly) in out.chunks_mut(wpp).enumerate() {
        let tower = p % towers;
        if (at..at + len).contains(&tower) {
            continue;
        }
        let q = plan.spec.primes[tower];
        let t = match plan.spec.fused[b.form].transform {
            FusedTransform::Forward => reference_forward(&plan.spec, q, poly),
            FusedTransform::Inverse => reference_inverse(&plan.spec, q, poly),
        };
        poly.copy_from_slice(&t.map_err(|e| format!("reference transform: {e}"))?);
    }
    Ok(out)
}

/// Ok where `got` and `want` agree word for word, else where they first differ.
pub fn first_difference(what: &str, got: &[u64], want: &[u64]) -> Result<(), String> {
    if got.len() != want.len() {
        return Err(format!("{what}: {} words against {}", got.len(), want.len()));
    }
    match got.iter().zip(want).position(|(g, w)| g != w) {
        None => Ok(()),
        Some(i) => Err(format!("{what}: word {i} is {}, want {} ({} words differ)", got[i], want[i], got.iter().zip(want).filter(|(g, w)| g != w).count())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    const SPEC: &str = "transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u64\"\nstage_split = [3, 3]\n[moduli]\nbits = 50\ncount = 4\n\
        [[fused]]\nname = \"mod_down\"\ntransform = \"forward\"\nepilogue = [{ op = \"sub-from-y\" }, { op = \"mul\", constant = \"inv_p\" }]\n\
        [[fused]]\nname = \"mod_up\"\ntransform = \"forward\"\nskip_towers = true\n";

    /// Form `form`'s small batch with the "GPU" outputs made by the
    /// interpreter: the form's program, and the bare transform (the plain
    /// forward, or for the form without steps its separate program, which
    /// is the bare transform over the towers it runs).
    fn batch(form: usize, skip: (usize, usize)) -> SmallBatch {
        let spec = codegen::spec::from_str(SPEC).unwrap_or_else(|e| panic!("{e}"));
        let plan = Arc::new(codegen::plan::lower(&spec).unwrap());
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let f = &plan.spec.fused[form];
        let mut args = codegen::verify::random_tower_args(&plan, plan.program(&f.name).unwrap(), &mut rng);
        args.skip = skip;
        let input = |rng: &mut rand_chacha::ChaCha8Rng| codegen::verify::random_input(&plan.spec, plan.words_per_poly, 2, rng).unwrap();
        let (x, y) = (input(&mut rng), input(&mut rng));
        let mut cpu = CpuExecutor::new((*plan).clone()).unwrap();
        let run = |cpu: &mut CpuExecutor, name: &str, args: &TowerArgs| {
            let (mut gx, mut gy) = (x.clone(), y.clone());
            let mut ops: Vec<&mut [u64]> = vec![&mut gx];
            if plan.program(name).unwrap().operands.len() > 1 {
                ops.push(&mut gy);
            }
            cpu.run_fused(name, &mut ops, args, 2).unwrap();
            gx
        };
        let fused = run(&mut cpu, &f.name, &args);
        let bare = if f.skip_towers { run(&mut cpu, &f.separate_name(), &args) } else { run(&mut cpu, "forward", &TowerArgs::default()) };
        SmallBatch { plan: plan.clone(), form, batch: 2, x, y, args, gpu: Some((fused, bare)) }
    }

    #[test]
    fn outputs_that_agree_pass_and_a_changed_word_is_named() {
        for (form, skip) in [(0, (0, 0)), (1, (1, 2))] {
            let b = batch(form, skip);
            assert!(check(&b).unwrap().starts_with("GPU = interp = reference (batch 2)"));
            let mut wrong = batch(form, skip);
            wrong.gpu.as_mut().unwrap().0[70] ^= 1;
            assert!(check(&wrong).unwrap_err().starts_with("GPU fused vs interp: word 70"), "{form}");
            let mut wrong = batch(form, skip);
            wrong.gpu.as_mut().unwrap().1[3] ^= 1;
            assert!(check(&wrong).unwrap_err().starts_with("GPU bare vs reference transform: word 3"), "{form}");
            let mut none = batch(form, skip);
            none.gpu = None;
            assert_eq!(check(&none).unwrap(), "interp = reference (batch 2)");
        }
    }
}

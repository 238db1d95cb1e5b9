//! Executor output against the CPU references: the forward transform in the
//! plan's output order, inverse after forward, and the full product against
//! the schoolbook product. Written once over `Executor`.

use crate::executor::{ExecError, Executor, TowerArgs};
use crate::memory::alloc::{self, AllocError};
use crate::plan::{programs, Plan};
use crate::spec::FusedForm;
use crate::reference::dgt::DgtTables;
use crate::reference::ntt::{Convolution, NttTables};
use crate::reference::schoolbook::{cyclic_schoolbook, negacyclic_schoolbook};
use crate::reference::truncated::truncated_forward;
use crate::reference::truncated_dgt::truncated_dgt_forward;
use crate::reference::RefError;
use crate::spec::{Transform, ValidSpec};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    #[error("{executor}: {check} differs from the reference (trial {trial}, tower {tower}, q = {q}) at word {index}: got {got}, want {want}")]
    Mismatch { executor: String, check: &'static str, trial: usize, tower: usize, q: u64, index: usize, got: u64, want: u64 },
    #[error(transparent)]
    Exec(#[from] ExecError),
    #[error("no reference tables for prime {0}")]
    NoTables(u64),
    #[error("reference: {0}")]
    Reference(#[from] RefError),
    #[error("{0}")]
    TooLarge(String),
    /// Memory for a copy of the batch was refused.
    #[error(transparent)]
    Alloc(#[from] AllocError),
}

#[derive(Debug, Default, Clone, Copy)]
pub struct Report {
    pub trials: usize,
    pub words_checked: usize,
}

/// Batch-sized word buffers [`verify`] holds at once in one trial: a, b,
/// their forwards, the inverse, the product, polymul's two operands and the
/// one-launch forms' (the executor's own are its: `CpuExecutor::run_bytes`).
pub const LIVE_COPIES: u64 = 10;
/// Words per coefficient the references hold for one polynomial at most
/// (their tables, copies of the operands, the product).
const REFERENCE_WORDS_PER_COEFF: u64 = 10;

/// Bytes [`verify`] itself holds for `batch` polynomials per tower of
/// `plan` (besides the executor's), or `None` past 2^64.
pub fn verify_bytes(plan: &Plan, batch: usize) -> Option<u64> {
    let words = batch.checked_mul(plan.towers)?.checked_mul(plan.words_per_poly)? as u64;
    let copies = words.checked_mul(LIVE_COPIES)?;
    let reference = (plan.spec.n() as u64).checked_mul(REFERENCE_WORDS_PER_COEFF)?;
    copies.checked_add(reference)?.checked_mul(8)
}

/// Random coefficients below each tower's prime, batch x towers x words.
pub fn random_input(spec: &ValidSpec, words_per_poly: usize, batch: usize, rng: &mut ChaCha8Rng) -> Result<Vec<u64>, VerifyError> {
    let len = batch.checked_mul(spec.towers()).and_then(|w| w.checked_mul(words_per_poly));
    let len = len.ok_or_else(|| VerifyError::TooLarge(format!("batch {batch} x {} tower(s) x {words_per_poly} words overflows a length; use a smaller --batch", spec.towers())))?;
    let mut out = alloc::with_capacity(len, "a random input").map_err(|e| e.in_spec(&spec.name))?;
    for _ in 0..batch {
        for &q in &spec.primes {
            out.extend((0..words_per_poly).map(|_| rng.gen_range(0..q)));
        }
    }
    Ok(out)
}

/// The reference forward transform of one polynomial, in the plan's output order.
pub fn reference_forward(spec: &ValidSpec, q: u64, a: &[u64]) -> Result<Vec<u64>, VerifyError> {
    let n = spec.n();
    match spec.transform {
        Transform::Dgt => {
            let t = DgtTables::new(q, n).ok_or(VerifyError::NoTables(q))?;
            let x = truncated_dgt_forward(a, &t, spec.truncate)?;
            let mut out: Vec<u64> = x.iter().map(|g| g.re).collect();
            out.extend(x.iter().map(|g| g.im));
            Ok(out)
        }
        t => {
            // At the spec's root of q's tower, so a `roots` choice is checked
            // for consistency here; the root itself by tests of its own.
            let conv = if t == Transform::NttNegacyclic { Convolution::Negacyclic } else { Convolution::Cyclic };
            let root = spec.primes.iter().position(|&p| p == q).and_then(|tower| spec.tower_root(tower));
            let tables = root.and_then(|r| NttTables::with_root(conv, q, n, r)).ok_or(VerifyError::NoTables(q))?;
            let mut out = a.to_vec();
            truncated_forward(&mut out, &tables, spec.truncate)?;
            Ok(out)
        }
    }
}

/// The reference inverse of one polynomial given in the plan's output
/// order: what `reference_forward` inverts (its 1/len included).
pub fn reference_inverse(spec: &ValidSpec, q: u64, a: &[u64]) -> Result<Vec<u64>, VerifyError> {
    let conv = match spec.transform {
        Transform::NttNegacyclic => Convolution::Negacyclic,
        Transform::NttCyclic => Convolution::Cyclic,
        Transform::Dgt => return Err(VerifyError::TooLarge("the DGT has no fused forms, so no reference inverse here".into())),
    };
    let root = spec.primes.iter().position(|&p| p == q).and_then(|tower| spec.tower_root(tower));
    let tables = root.and_then(|r| NttTables::with_root(conv, q, spec.n(), r)).ok_or(VerifyError::NoTables(q))?;
    let mut out = a.to_vec();
    crate::reference::truncated::truncated_inverse(&mut out, &tables, spec.truncate, crate::reference::Scaling::Merged)?;
    Ok(out)
}

/// Above this length the O(n^2) schoolbook is too slow for a check; the
/// reference transforms (themselves checked against schoolbook up to 2^14 in
/// the reference module's tests) take over.
pub const SCHOOLBOOK_MAX_N: usize = 1 << 12;

pub fn reference_product(spec: &ValidSpec, q: u64, a: &[u64], b: &[u64]) -> Result<Vec<u64>, VerifyError> {
    use crate::reference::{dgt::polymul_dgt, ntt::polymul_cyclic, ntt::polymul_negacyclic, Scaling};
    if a.len() <= SCHOOLBOOK_MAX_N {
        return Ok(match spec.transform {
            Transform::NttCyclic => cyclic_schoolbook(a, b, q)?,
            _ => negacyclic_schoolbook(a, b, q)?,
        });
    }
    let fast = match spec.transform {
        Transform::NttCyclic => polymul_cyclic(a, b, q, Scaling::Merged),
        Transform::NttNegacyclic => polymul_negacyclic(a, b, q, Scaling::Merged),
        Transform::Dgt => polymul_dgt(a, b, q, Scaling::Merged),
    };
    fast.ok_or(VerifyError::NoTables(q))
}

/// `trials` rounds of random inputs over `batch` polynomials per tower.
pub fn verify(exec: &mut dyn Executor, seed: u64, trials: usize, batch: usize) -> Result<Report, VerifyError> {
    let spec = exec.plan().spec.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut report = Report::default();
    for trial in 0..trials {
        report.words_checked += verify_programs(exec, &spec, trial, batch, &mut rng)?;
        // After the programs' copies are dropped: the forms hold their own.
        if exec.runs_fused() {
            for form in &spec.fused {
                report.words_checked += verify_fused(exec, &spec, form, trial, batch, &mut rng)?;
            }
        }
        report.trials += 1;
    }
    Ok(report)
}

/// One trial of the plain programs (forward, inverse, product, polymul and
/// their one-launch forms) on random operands; returns the words checked.
fn verify_programs(exec: &mut dyn Executor, spec: &ValidSpec, trial: usize, batch: usize, rng: &mut ChaCha8Rng) -> Result<usize, VerifyError> {
    let copy = |v: &[u64]| alloc::copied(v, "a copy of the batch").map_err(|e| VerifyError::Alloc(e.in_spec(&spec.name)));
    let wpp = exec.plan().words_per_poly;
    let towers = spec.towers();
    let exec_label = exec.name();
    let mut checked = 0;
    let a = random_input(spec, wpp, batch, rng)?;
    let b = random_input(spec, wpp, batch, rng)?;
    let mut fa = copy(&a)?;
    exec.run_program(programs::FORWARD, &mut [&mut fa], batch)?;
    let mut fb = copy(&b)?;
    exec.run_program(programs::FORWARD, &mut [&mut fb], batch)?;
    let compare = |check: &'static str, got: &[u64], want_of: &dyn Fn(usize, u64, &[u64], &[u64]) -> Result<Vec<u64>, VerifyError>| -> Result<usize, VerifyError> {
        let mut words = 0;
        for p in 0..batch * towers {
            let tower = p % towers;
            let q = spec.primes[tower];
            let r = p * wpp..(p + 1) * wpp;
            let want = want_of(p, q, &a[r.clone()], &b[r.clone()])?;
            if let Some(index) = (0..wpp).find(|&i| got[r.start + i] != want[i]) {
                return Err(VerifyError::Mismatch { executor: exec_label.clone(), check, trial, tower, q, index, got: got[r.start + index], want: want[index] });
            }
            words += wpp;
        }
        Ok(words)
    };
    checked += compare("forward", &fa, &|_, q, a, _| reference_forward(spec, q, a))?;

    let mut back = copy(&fa)?;
    exec.run_program(programs::INVERSE, &mut [&mut back], batch)?;
    checked += compare("inverse(forward(a))", &back, &|_, _, a, _| Ok(a.to_vec()))?;

    let mut prod = copy(&fa)?;
    exec.pointwise(&mut prod, &fb, batch)?;
    exec.run_program(programs::INVERSE, &mut [&mut prod], batch)?;
    checked += compare("product", &prod, &|_, q, a, b| reference_product(spec, q, a, b))?;
    let (mut fused, mut scratch) = (copy(&a)?, copy(&b)?);
    exec.run_program(programs::POLYMUL, &mut [&mut fused, &mut scratch], batch)?;
    checked += compare("polymul", &fused, &|_, q, a, b| reference_product(spec, q, a, b))?;

    // The one-launch forms, by name, against the same references.
    // Where the executor can run them at this batch (a GPU: the grid resident at once).
    let one = |exec: &dyn Executor, name: &str| exec.plan().one_launch(name).filter(|_| exec.one_launch_runs(name, batch)).map(|p| p.name.clone());
    if let Some(p) = one(exec, programs::FORWARD) {
        let mut x = copy(&a)?;
        exec.run_program(&p, &mut [&mut x], batch)?;
        checked += compare("forward (one launch)", &x, &|_, q, a, _| reference_forward(spec, q, a))?;
    }
    if let Some(p) = one(exec, programs::INVERSE) {
        let mut x = copy(&fa)?;
        exec.run_program(&p, &mut [&mut x], batch)?;
        checked += compare("inverse (one launch)", &x, &|_, _, a, _| Ok(a.to_vec()))?;
    }
    if let Some(p) = one(exec, programs::POLYMUL) {
        let (mut x, mut y) = (copy(&a)?, copy(&b)?);
        exec.run_program(&p, &mut [&mut x, &mut y], batch)?;
        checked += compare("polymul (one launch)", &x, &|_, q, a, b| reference_product(spec, q, a, b))?;
    }
    Ok(checked)
}

/// Random arguments for a fused form's program: each per-tower array
/// below its primes (a Shoup pair's companions computed), and for a form
/// that skips towers a random range of them.
pub fn random_tower_args(plan: &crate::plan::Plan, program: &crate::plan::Program, rng: &mut ChaCha8Rng) -> TowerArgs {
    let mut arrays: Vec<Vec<u64>> = vec![];
    for &a in &program.tower_args {
        let words = if plan.tower_args[a].companion {
            let values = arrays.last().cloned().unwrap_or_default();
            values.iter().zip(&plan.spec.primes).map(|(&c, &q)| crate::arith::reduce::shoup_companion(c, q)).collect()
        } else {
            plan.spec.primes.iter().map(|&q| rng.gen_range(0..q)).collect()
        };
        arrays.push(words);
    }
    let towers = plan.towers;
    let skip = if program.skip_towers {
        let len = rng.gen_range(0..towers);
        (rng.gen_range(0..=towers - len), len)
    } else {
        (0, 0)
    };
    TowerArgs { arrays, skip }
}

/// `batch` rows of `wpp` random words below the spec's largest prime (a
/// `from-y-row` form's rows: residues of its towers, most of them at or
/// above some other tower's prime), the largest word included.
fn random_rows(spec: &ValidSpec, wpp: usize, batch: usize, rng: &mut ChaCha8Rng) -> Result<Vec<u64>, VerifyError> {
    let len = batch.checked_mul(wpp).ok_or_else(|| VerifyError::TooLarge(format!("batch {batch} x {wpp} words overflows a length")))?;
    let mut y = alloc::filled(len, 0u64, "the rows of y").map_err(|e| VerifyError::Alloc(e.in_spec(&spec.name)))?;
    let max = spec.primes.iter().copied().max().unwrap_or(1);
    y.iter_mut().for_each(|w| *w = rng.gen_range(0..max));
    if let Some(w) = y.first_mut() {
        *w = max - 1;
    }
    Ok(y)
}

/// A fused form's program and its separate program on random operands,
/// arrays and skipped towers, against its steps' descriptors (`eval`) around
/// the reference transform; returns the words checked.
fn verify_fused(exec: &mut dyn Executor, spec: &ValidSpec, form: &FusedForm, trial: usize, batch: usize, rng: &mut ChaCha8Rng) -> Result<usize, VerifyError> {
    let copy = |v: &[u64]| alloc::copied(v, "a copy of the batch").map_err(|e| VerifyError::Alloc(e.in_spec(&spec.name)));
    // The operands, arrays and reference, read off the plan (borrowed, not
    // copied: the executor runs next).
    let (x, y, args, want, wpp) = {
        let plan = exec.plan();
        let wpp = plan.words_per_poly;
        let program = plan.program(&form.name).ok_or_else(|| ExecError::NoProgram { name: form.name.clone(), have: plan.programs.iter().map(|p| p.name.clone()).collect() })?;
        let x = random_input(spec, wpp, batch, rng)?;
        // y's rows (`from-y-row`): a row a batch item, residues of the towers.
        let y = if form.y_rows() { random_rows(spec, wpp, batch, rng)? } else { random_input(spec, wpp, batch, rng)? };
        let args = random_tower_args(plan, program, rng);
        let want = fused_reference(plan, form, program, &args, &x, &y)?;
        (x, y, args, want, wpp)
    };
    let mut words = 0;
    for name in [form.name.clone(), form.separate_name()] {
        let (mut gx, mut gy) = (copy(&x)?, copy(&y)?);
        let mut operands: Vec<&mut [u64]> = vec![&mut gx];
        if form.reads_y() {
            operands.push(&mut gy);
        }
        exec.run_fused(&name, &mut operands, &args, batch)?;
        if let Some(index) = (0..gx.len()).find(|&i| gx[i] != want[i]) {
            let tower = (index / wpp) % spec.towers();
            let check = if name == form.name { "fused form" } else { "fused form (separate kernels)" };
            return Err(VerifyError::Mismatch { executor: exec.name(), check, trial, tower, q: spec.primes[tower], index: index % wpp, got: gx[index], want: want[index] });
        }
        words += gx.len();
    }
    Ok(words)
}

/// What a fused form's program leaves in x: per polynomial of a tower it
/// runs, the prologue's descriptor, the reference transform, the
/// epilogue's descriptor; a skipped tower's polynomials as they were.
pub fn fused_reference(plan: &crate::plan::Plan, form: &FusedForm, program: &crate::plan::Program, args: &TowerArgs, x: &[u64], y: &[u64]) -> Result<Vec<u64>, VerifyError> {
    use crate::emit::elementwise::fused::{run, steps, PolyArgs, Which};
    let spec = &plan.spec;
    let (wpp, towers) = (plan.words_per_poly, plan.towers);
    // The form's constants by index: (values, companions) over every tower.
    let mut constants = vec![(vec![], vec![]); form.constants.len()];
    for (&a, words) in program.tower_args.iter().zip(&args.arrays) {
        let d = &plan.tower_args[a];
        if let Some(k) = form.constants.iter().position(|c| c.name == d.constant) {
            if d.companion { constants[k].1 = words.clone() } else { constants[k].0 = words.clone() }
        }
    }
    let (pro, epi) = (steps(spec, form, Which::Prologue), steps(spec, form, Which::Epilogue));
    let (at, len) = args.skip;
    let mut out = alloc::copied(x, "the fused form's reference").map_err(|e| VerifyError::Alloc(e.in_spec(&spec.name)))?;
    for (p, chunk) in out.chunks_mut(wpp).enumerate() {
        let tower = p % towers;
        if tower >= at && tower < at + len {
            continue;
        }
        let q = spec.primes[tower];
        // y's row of the batch item, or its polynomial of this tower.
        let yp = if form.y_rows() { &y[(p / towers) * wpp..(p / towers + 1) * wpp] } else { &y[p * wpp..(p + 1) * wpp] };
        let step = |s: &Option<crate::emit::elementwise::fused::Steps>, v: Vec<u64>| -> Result<Vec<u64>, VerifyError> {
            match s {
                Some(s) => run(s, spec.word, PolyArgs { x: v, y: Some(yp), constants: &constants, q, tower }).map_err(|e| VerifyError::TooLarge(format!("the steps' descriptor: {e}"))),
                None => Ok(v),
            }
        };
        let v = step(&pro, chunk.to_vec())?;
        let v = match form.transform {
            crate::spec::FusedTransform::Forward => reference_forward(spec, q, &v)?,
            crate::spec::FusedTransform::Inverse => reference_inverse(spec, q, &v)?,
        };
        chunk.copy_from_slice(&step(&epi, v)?);
    }
    Ok(out)
}

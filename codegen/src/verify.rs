//! Executor output against the CPU references: the forward transform in the
//! plan's output order, inverse after forward, and the full product against
//! the schoolbook product. Written once over `Executor`.

use crate::executor::{ExecError, Executor};
use crate::memory::alloc::{self, AllocError};
use crate::plan::{programs, Plan};
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
    let copy = |v: &[u64]| alloc::copied(v, "a copy of the batch").map_err(|e| VerifyError::Alloc(e.in_spec(&spec.name)));
    let wpp = exec.plan().words_per_poly;
    let towers = spec.towers();
    let exec_label = exec.name();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut report = Report::default();
    for trial in 0..trials {
        let a = random_input(&spec, wpp, batch, &mut rng)?;
        let b = random_input(&spec, wpp, batch, &mut rng)?;
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
        report.words_checked += compare("forward", &fa, &|_, q, a, _| reference_forward(&spec, q, a))?;

        let mut back = copy(&fa)?;
        exec.run_program(programs::INVERSE, &mut [&mut back], batch)?;
        report.words_checked += compare("inverse(forward(a))", &back, &|_, _, a, _| Ok(a.to_vec()))?;

        let mut prod = copy(&fa)?;
        exec.pointwise(&mut prod, &fb, batch)?;
        exec.run_program(programs::INVERSE, &mut [&mut prod], batch)?;
        report.words_checked += compare("product", &prod, &|_, q, a, b| reference_product(&spec, q, a, b))?;
        let (mut fused, mut scratch) = (copy(&a)?, copy(&b)?);
        exec.run_program(programs::POLYMUL, &mut [&mut fused, &mut scratch], batch)?;
        report.words_checked += compare("polymul", &fused, &|_, q, a, b| reference_product(&spec, q, a, b))?;

        // The one-launch forms, by name, against the same references.
        // Where the executor can run them at this batch (a GPU: the grid resident at once).
        let one = |exec: &dyn Executor, name: &str| exec.plan().one_launch(name).filter(|_| exec.one_launch_runs(name, batch)).map(|p| p.name.clone());
        if let Some(p) = one(exec, programs::FORWARD) {
            let mut x = copy(&a)?;
            exec.run_program(&p, &mut [&mut x], batch)?;
            report.words_checked += compare("forward (one launch)", &x, &|_, q, a, _| reference_forward(&spec, q, a))?;
        }
        if let Some(p) = one(exec, programs::INVERSE) {
            let mut x = copy(&fa)?;
            exec.run_program(&p, &mut [&mut x], batch)?;
            report.words_checked += compare("inverse (one launch)", &x, &|_, _, a, _| Ok(a.to_vec()))?;
        }
        if let Some(p) = one(exec, programs::POLYMUL) {
            let (mut x, mut y) = (copy(&a)?, copy(&b)?);
            exec.run_program(&p, &mut [&mut x, &mut y], batch)?;
            report.words_checked += compare("polymul (one launch)", &x, &|_, q, a, b| reference_product(&spec, q, a, b))?;
        }
        report.trials += 1;
    }
    Ok(report)
}

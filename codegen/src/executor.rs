//! One interface over the CPU interpreter and the GPU, so every differential
//! suite is written once (the CubeCL pattern). Data is host-side, laid out
//! `batch x towers x words_per_poly`, and transformed in place.

use crate::interp::{run_kernel, Memory, BUFFERS};
use crate::plan::ir::{Buf, Kernel, Plan};
use crate::plan::tables::{self, TowerTables};

#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    #[error("{what}: expected {expected} words (batch {batch} x towers {towers} x {per_poly} per polynomial), got {got}")]
    Length { what: &'static str, expected: usize, got: usize, batch: usize, towers: usize, per_poly: usize },
    #[error("{what}[{index}] = {value} is not below its tower's prime {q}; reduce inputs mod q first")]
    NotReduced { what: &'static str, index: usize, value: u64, q: u64 },
    #[error("batch must be at least 1")]
    EmptyBatch,
    #[error("{what}: batch {batch} x towers {towers} x {per_poly} words per polynomial overflows a length; use a smaller batch")]
    SizeOverflow { what: &'static str, batch: usize, towers: usize, per_poly: usize },
    #[error(transparent)]
    Interp(#[from] crate::interp::InterpError),
    #[error(transparent)]
    Tables(#[from] tables::TableError),
    #[error("{0}")]
    Device(String),
}

pub trait Executor {
    fn name(&self) -> String;
    fn plan(&self) -> &Plan;
    fn forward(&mut self, x: &mut [u64], batch: usize) -> Result<(), ExecError>;
    fn inverse(&mut self, x: &mut [u64], batch: usize) -> Result<(), ExecError>;
    /// x <- x (.) y in the transformed domain.
    fn pointwise(&mut self, x: &mut [u64], y: &[u64], batch: usize) -> Result<(), ExecError>;
    /// a * b in the spec's ring, the way the executor runs a product (with
    /// the fused pointwise + inverse kernel where the plan has one).
    fn polymul(&mut self, a: &[u64], b: &[u64], batch: usize) -> Result<Vec<u64>, ExecError>;
}

/// Length and range checks every executor runs before any work.
pub fn check_input(plan: &Plan, what: &'static str, data: &[u64], batch: usize) -> Result<(), ExecError> {
    if batch == 0 {
        return Err(ExecError::EmptyBatch);
    }
    let per_poly = plan.words_per_poly;
    // Checked: an unchecked product wraps in release builds, and a wrapped
    // length that matches a short buffer would let kernels index past it.
    let expected = batch
        .checked_mul(plan.towers)
        .and_then(|w| w.checked_mul(per_poly))
        .ok_or(ExecError::SizeOverflow { what, batch, towers: plan.towers, per_poly })?;

    if data.len() != expected {
        return Err(ExecError::Length { what, expected, got: data.len(), batch, towers: plan.towers, per_poly });
    }
    for (index, &value) in data.iter().enumerate() {
        let q = plan.spec.primes[(index / per_poly) % plan.towers];
        if value >= q {
            return Err(ExecError::NotReduced { what, index, value, q });
        }
    }
    Ok(())
}

/// The CPU interpreter behind the executor interface.
pub struct CpuExecutor {
    pub plan: Plan,
    pub towers: Vec<TowerTables>,
}

impl CpuExecutor {
    pub fn new(plan: Plan) -> Result<Self, ExecError> {
        let towers = tables::build(&plan)?;
        Ok(CpuExecutor { plan, towers })
    }

    fn run(&self, kernels: &[Kernel], x: &mut [u64], y: Option<&[u64]>, batch: usize) -> Result<(), ExecError> {
        self.run_refs(&kernels.iter().collect::<Vec<_>>(), x, y, batch)
    }

    fn run_refs(&self, kernels: &[&Kernel], x: &mut [u64], y: Option<&[u64]>, batch: usize) -> Result<(), ExecError> {
        let len = x.len();
        let mut mem = Memory::default();
        for b in BUFFERS {
            let v = match b {
                Buf::X => x.to_vec(),
                Buf::Y => y.map(|y| y.to_vec()).unwrap_or_else(|| vec![u64::MAX; len]),
                _ => vec![u64::MAX; len],
            };
            mem.bufs.insert(b, v);
        }
        for k in kernels {
            run_kernel(k, &self.plan, &self.towers, &mut mem, batch)?;
        }
        x.copy_from_slice(&mem.bufs[&Buf::X]);
        Ok(())
    }
}

impl Executor for CpuExecutor {
    fn name(&self) -> String {
        "interp".into()
    }
    fn plan(&self) -> &Plan {
        &self.plan
    }
    fn forward(&mut self, x: &mut [u64], batch: usize) -> Result<(), ExecError> {
        check_input(&self.plan, "input", x, batch)?;
        self.run(&self.plan.forward, x, None, batch)
    }
    fn inverse(&mut self, x: &mut [u64], batch: usize) -> Result<(), ExecError> {
        check_input(&self.plan, "input", x, batch)?;
        self.run(&self.plan.inverse, x, None, batch)
    }
    fn pointwise(&mut self, x: &mut [u64], y: &[u64], batch: usize) -> Result<(), ExecError> {
        check_input(&self.plan, "x", x, batch)?;
        check_input(&self.plan, "y", y, batch)?;
        self.run(&self.plan.pointwise, x, Some(y), batch)
    }
    fn polymul(&mut self, a: &[u64], b: &[u64], batch: usize) -> Result<Vec<u64>, ExecError> {
        check_input(&self.plan, "a", a, batch)?;
        check_input(&self.plan, "b", b, batch)?;
        let (mut fa, mut fb) = (a.to_vec(), b.to_vec());
        self.run(&self.plan.forward, &mut fa, None, batch)?;
        self.run(&self.plan.forward, &mut fb, None, batch)?;
        self.run_refs(&self.plan.polymul_tail(), &mut fa, Some(&fb), batch)?;
        Ok(fa)
    }
}

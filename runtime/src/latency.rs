//! The plan for small calls: where the GPU's class has a latency entry for
//! the spec's workload (`codegen::spec::latency`, measured on one
//! polynomial at a time) and the spec leaves its knobs to the class, the
//! engine runs forward, inverse and polymul calls of at most `max_polys`
//! polynomials on that variant: the same transform, primes, roots and
//! output order, another kernel shape. It is compiled on the first such
//! call.
//!
//! The choice is made where an engine picks a program for a call
//! ([`TypedEngine::program_for`], and the entry points built on it): the
//! variant's programs are named `latency/<program>` there, and the entry
//! points that take a program name (`run_on`, `run_host`, `time_program`,
//! `capture`) run such a name on the variant. A plain name runs exactly
//! this plan's program, so a test of the spec's kernels tests them.

use crate::error::{Error, Result};
use crate::typed::{EngineWord, TypedEngine};
use codegen::plan::programs;
use codegen::spec::{latency, ValidSpec};
use std::sync::{Arc, OnceLock};

/// How an engine names a program of its latency plan.
pub const LATENCY_PREFIX: &str = "latency/";

/// The variant and, once a call has needed it, its engine.
pub(crate) struct LatencyPlan<W: EngineWord> {
    pub(crate) spec: ValidSpec,
    pub(crate) max_polys: u64,
    engine: OnceLock<std::result::Result<Box<TypedEngine<W>>, String>>,
}

impl<W: EngineWord> LatencyPlan<W> {
    /// The variant of `spec` on `gpu`'s class, where the tuned table has one.
    pub(crate) fn of(spec: &ValidSpec, class: Option<&str>) -> Result<Option<Self>> {
        let Some(class) = class else { return Ok(None) };
        let v = latency::variant(spec, class).map_err(|e| Error::Invalid(format!("{}: the latency plan: {e}", spec.name)))?;
        Ok(v.map(|v| LatencyPlan { spec: v.spec, max_polys: v.max_polys, engine: OnceLock::new() }))
    }
}

impl<W: EngineWord> TypedEngine<W> {
    /// The latency plan's engine, compiled on first use.
    pub(crate) fn latency_engine(&self) -> Result<&TypedEngine<W>> {
        let Some(l) = self.latency_plan() else {
            return Err(Error::Invalid(format!("{}: no latency plan on this GPU; use a program of the plan ({})", self.plan().spec.name, LATENCY_PREFIX)));
        };
        // Exactly the variant's plan (it names `gpu = "none"`: no class fills it again).
        let built = l.engine.get_or_init(|| TypedEngine::new(Arc::clone(self.gpu()), &l.spec).map(Box::new).map_err(|e| e.to_string()));
        built.as_deref().map_err(|e| Error::Invalid(format!("{}: the latency plan {}: {e}", self.plan().spec.name, l.spec.name)))
    }

    /// The latency plan's engine where it runs program `name` for a call of
    /// `towers` x `batch` polynomials: forward and inverse, and polymul where
    /// the program each plan runs for this call leaves the second operand
    /// alike (their docs say the same).
    pub(crate) fn latency_for(&self, name: &str, towers: usize, batch: usize) -> Result<Option<&TypedEngine<W>>> {
        let Some(l) = self.latency_plan() else { return Ok(None) };
        if towers.saturating_mul(batch) as u64 > l.max_polys || ![programs::FORWARD, programs::INVERSE, programs::POLYMUL].contains(&name) {
            return Ok(None);
        }
        let e = self.latency_engine()?;
        // Forward and inverse mean the same in both plans (same transform and
        // output order; a doc may also say how, e.g. a streamed forward's).
        // Polymul's doc says what it leaves in y: the one-launch product of
        // one plan may leave y as its several-launch polymul does not (a
        // plan whose last kernel is too wide for the fused product), so the
        // programs compared are the ones this call would run on each.
        if name != programs::POLYMUL {
            return Ok(self.plan().program(name).and(e.plan().program(name)).map(|_| e));
        }
        let (mine, theirs) = (self.plan_program_name(name, towers, batch)?, e.plan_program_name(name, towers, batch)?);
        let same = match (self.plan().program(mine), e.plan().program(theirs)) {
            (Some(a), Some(b)) => a.doc == b.doc,
            _ => false,
        };
        Ok(same.then_some(e))
    }

    /// Where a program name runs: `latency/<p>` on the latency plan's
    /// engine as `p`, any other name on this engine.
    pub(crate) fn route<'s, 'n>(&'s self, name: &'n str) -> Result<Option<(&'s TypedEngine<W>, &'n str)>> {
        match name.strip_prefix(LATENCY_PREFIX) {
            Some(p) if self.latency_plan().is_none() => Err(Error::Invalid(format!(
                "program {name:?}: {} has no latency plan here (its GPU class has no latency entry for the spec, the spec sets knobs of its own, or the engine was made without_latency); run {p:?}, or the name program_for gives",
                self.plan().spec.name
            ))),
            Some(p) => Ok(Some((self.latency_engine()?, p))),
            None => Ok(None),
        }
    }

    /// This engine without its latency plan: every call runs the spec's own
    /// plan (to time or test it for one polynomial).
    pub fn without_latency(mut self) -> Self {
        self.clear_latency();
        self
    }

    /// The spec of the plan small calls run on, where there is one, and the
    /// most polynomials a call may have for it.
    pub fn latency_spec(&self) -> Option<(&ValidSpec, u64)> {
        self.latency_plan().map(|l| (&l.spec, l.max_polys))
    }
}

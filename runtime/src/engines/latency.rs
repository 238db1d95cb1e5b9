//! The plan for small calls: where the GPU's class has a latency entry for
//! the spec's workload (`codegen::spec::latency`, measured on one
//! polynomial at a time) and the spec leaves its knobs to the class, the
//! engine runs forward, inverse and polymul calls of at most `max_polys`
//! polynomials on that variant: the same transform, primes, roots and
//! output order, another kernel shape. It is compiled on the first such
//! call.
//!
//! The choice is made where an engine picks a program for a call
//! (the typed engine's `program_for`, and the entry points built on it): the
//! variant's programs are named `latency/<program>` there, and the entry
//! points that take a program name (`run_on`, `run_host`, `time_program`,
//! `capture`) run such a name on the variant. A plain name runs exactly
//! this plan's program, so a test of the spec's kernels tests them.

use crate::error::{Error, Result};
use codegen::plan::programs;
use codegen::spec::{latency, ValidSpec};
use std::sync::OnceLock;

/// How an engine names a program of its latency plan.
pub const LATENCY_PREFIX: &str = "latency/";

/// The variant and, once a call has needed it, its engine `E` (the
/// engine that holds this plan builds it, of its own kind).
pub(crate) struct LatencyPlan<E> {
    pub(crate) spec: ValidSpec,
    pub(crate) max_polys: u64,
    engine: OnceLock<std::result::Result<Box<E>, String>>,
}

impl<E> LatencyPlan<E> {
    /// The variant of `spec` on `gpu`'s class, where the tuned table has one.
    pub(crate) fn of(spec: &ValidSpec, class: Option<&str>) -> Result<Option<Self>> {
        let Some(class) = class else { return Ok(None) };
        let v = latency::variant(spec, class).map_err(|e| Error::Invalid(format!("{}: the latency plan: {e}", spec.name)))?;
        Ok(v.map(|v| LatencyPlan { spec: v.spec, max_polys: v.max_polys, engine: OnceLock::new() }))
    }

    /// The variant's engine, built by `build` on first use; `owner` names
    /// the spec whose plan this is, for the error.
    pub(crate) fn engine(&self, owner: &str, build: impl FnOnce(&ValidSpec) -> Result<E>) -> Result<&E> {
        let built = self.engine.get_or_init(|| build(&self.spec).map(Box::new).map_err(|e| e.to_string()));
        built.as_deref().map_err(|e| Error::Invalid(format!("{owner}: the latency plan {}: {e}", self.spec.name)))
    }

    /// Whether a call of program `name` over `polys` polynomials is one
    /// the variant may take: small enough, and forward, inverse or polymul
    /// (what else the two plans must agree on, the engine asks).
    pub(crate) fn serves(&self, name: &str, polys: u64) -> bool {
        polys <= self.max_polys && [programs::FORWARD, programs::INVERSE, programs::POLYMUL].contains(&name)
    }
}

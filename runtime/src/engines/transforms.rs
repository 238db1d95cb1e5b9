//! The four transforms over host data, written once over each engine's
//! `run_host_program` ([`crate::Engine`], [`crate::TypedEngine`],
//! [`crate::MultiEngine`]): a program name, the operands in place, a batch.
//! Import the trait to call them: `use runtime::Transforms;`.

use codegen::plan::programs;

use crate::error::Result;

/// Forward, inverse, pointwise product and ring product of host operands
/// (batch x towers x words per polynomial, polynomial-major), each checked
/// (lengths, words below their primes) before anything runs.
pub trait Transforms<W: Copy> {
    /// Runs the plan's program `name` over host operands, each in place, for
    /// `batch` polynomials of every tower; blocks until done.
    fn run_host_program(&self, name: &str, operands: &mut [&mut [W]], batch: usize) -> Result<()>;

    /// The name of the spec this engine runs (a refused copy names it).
    fn spec_name(&self) -> &str;

    /// A copy of host operand `v` (`what` it is for), or the refusal of
    /// its memory naming the spec and the bytes.
    fn host_copy(&self, v: &[W], what: &str) -> Result<Vec<W>> {
        Ok(codegen::memory::alloc::copied(v, what).map_err(|e| e.in_spec(self.spec_name()))?)
    }

    /// The program that runs `name` for `batch` polynomials: `name` itself,
    /// or its one-launch form where an engine takes it (`Engine::program_for`).
    fn program_for_batch(&self, name: &str, _batch: usize) -> Result<String> {
        Ok(name.to_string())
    }

    /// Forward transform of `x` in place.
    fn forward(&self, x: &mut [W], batch: usize) -> Result<()> {
        let p = self.program_for_batch(programs::FORWARD, batch)?;
        self.run_host_program(&p, &mut [x], batch)
    }

    /// Inverse transform of `x` in place.
    fn inverse(&self, x: &mut [W], batch: usize) -> Result<()> {
        let p = self.program_for_batch(programs::INVERSE, batch)?;
        self.run_host_program(&p, &mut [x], batch)
    }

    /// The pointwise product of two transformed operands into `x`.
    fn pointwise(&self, x: &mut [W], y: &[W], batch: usize) -> Result<()> {
        let mut y = self.host_copy(y, "a copy of pointwise's operand y")?;
        self.run_host_program(programs::POINTWISE, &mut [x, &mut y], batch)
    }

    /// `a * b` in the spec's ring, per tower and polynomial (the plan's
    /// `polymul` program: two forwards, the product, the inverse).
    fn polymul(&self, a: &[W], b: &[W], batch: usize) -> Result<Vec<W>> {
        let (mut x, mut y) = (self.host_copy(a, "polymul's copy of a")?, self.host_copy(b, "polymul's copy of b")?);
        let p = self.program_for_batch(programs::POLYMUL, batch)?;
        self.run_host_program(&p, &mut [&mut x, &mut y], batch)?;
        Ok(x)
    }
}

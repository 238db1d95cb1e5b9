//! Timing a program on device-resident operands: CUDA events around groups
//! of back-to-back runs after a warm-up (what `bench`, `tune` and the
//! latency probes read).

use super::check;
use super::typed::TypedEngine;
use super::word::{to_words, EngineWord};
use crate::device::{DeviceBuffer, Stream};
use crate::error::Result;
use std::ops::Range;

impl<W: EngineWord> TypedEngine<W> {
    /// Device operands for timing: `count` buffers of reduced pseudo-random words.
    pub(crate) fn timing_operands(&self, stream: &Stream, count: usize, towers: &Range<usize>, batch: usize) -> Result<Vec<DeviceBuffer<W>>> {
        let per = self.plan().words_per_poly;
        let len = check::words(self.plan(), towers, batch)?;
        let word = |i: usize| (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) % self.plan().spec.primes[towers.start + (i / per) % towers.len()];
        let host = codegen::memory::alloc::collect((0..len).map(word), "timing operands").map_err(|e| e.in_spec(&self.plan().spec.name))?;
        let words = to_words::<W>(&host).map_err(|e| e.in_spec(&self.plan().spec.name))?;
        (0..count).map(|_| self.gpu().untracked(|| stream.upload(&words))).collect()
    }

    /// Times `reps` groups of 10 back-to-back runs of program `name` on
    /// device-resident operands, launched one kernel at a time on the
    /// engine's first stream; microseconds per run.
    pub fn time_program(&self, name: &str, towers: Range<usize>, batch: usize, reps: usize) -> Result<Vec<f32>> {
        self.time_program_sets(name, towers, batch, reps, 1)
    }

    /// As [`TypedEngine::time_program`], each run on the next of `sets`
    /// operand sets in turn (at least 1), so that with 2 or more no run
    /// finds in L2 the words the run before it wrote (what a transform
    /// whose input was written long before sees).
    pub fn time_program_sets(&self, name: &str, towers: Range<usize>, batch: usize, reps: usize, sets: usize) -> Result<Vec<f32>> {
        if let Some((e, p)) = self.route(name)? {
            return e.time_program_sets(p, towers, batch, reps, sets);
        }
        let program = check::program(self.plan(), name, self.plan().program(name).map_or(0, |p| p.operands.len()))?;
        let stream = &self.streams()[0];
        let mut ops: Vec<Vec<DeviceBuffer<W>>> = (0..sets.max(1)).map(|_| self.timing_operands(stream, program.operands.len(), &towers, batch)).collect::<Result<_>>()?;
        let mut turn = 0;
        let mut run = || -> Result<()> {
            turn = (turn + 1) % ops.len();
            let mut refs: Vec<&mut DeviceBuffer<W>> = ops[turn].iter_mut().collect();
            self.run_on(stream, name, &mut refs, towers.clone(), batch)
        };
        time_groups(stream, reps, &mut run)
    }
}

/// Runs `once` 3 times to warm up, then `reps` groups of 10 between events;
/// microseconds per run.
pub fn time_groups(stream: &Stream, reps: usize, once: &mut dyn FnMut() -> Result<()>) -> Result<Vec<f32>> {
    for _ in 0..3 {
        once()?;
    }
    stream.synchronize()?;
    let mut out = vec![];
    for _ in 0..reps {
        let start = stream.record_event()?;
        for _ in 0..10 {
            once()?;
        }
        let end = stream.record_event()?;
        end.synchronize()?;
        out.push(start.elapsed_ms(&end)? * 1000.0 / 10.0);
    }
    Ok(out)
}


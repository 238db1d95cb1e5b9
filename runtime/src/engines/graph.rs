//! The latency path: a program recorded once as a CUDA graph and replayed.
//!
//! [`ProgramGraph`] owns its operand and scratch buffers (the graph holds
//! their addresses, so they must not move or be freed while it lives) and
//! borrows the engine whose tables it reads. Between replays, write inputs
//! into [`ProgramGraph::operand_mut`] and read results from
//! [`ProgramGraph::operand`] on the graph's stream.

use crate::device::{DeviceBuffer, Graph, Stream};
use crate::error::Result;
use super::check;
use super::timing::time_groups;
use super::typed::{Slot, TypedEngine};
use super::word::EngineWord;
use std::ops::Range;

/// Program `name` over `towers` x `batch`, captured on one stream.
pub struct ProgramGraph<'e, W: EngineWord> {
    engine: &'e TypedEngine<W>,
    stream: Stream,
    graph: Graph,
    operands: Vec<DeviceBuffer<W>>,
    _scratch: Vec<DeviceBuffer<W>>,
}

impl<W: EngineWord> TypedEngine<W> {
    /// Captures program `name` over `towers` x `batch` on `stream` (not the
    /// legacy default stream) as a graph with its own zeroed operands. Runs
    /// the program once first (it sets kernel attributes, which a capture
    /// may not) and synchronizes `stream` before capturing.
    pub fn capture(&self, stream: &Stream, name: &str, towers: Range<usize>, batch: usize) -> Result<ProgramGraph<'_, W>> {
        if let Some((e, p)) = self.route(name)? {
            return e.capture(stream, p, towers, batch);
        }
        let count = self.plan().program(name).map_or(0, |p| p.operands.len());
        let program = check::program(self.plan(), name, count)?;
        let words = check::words(self.plan(), &towers, batch)?;
        self.check_stream(stream)?;
        let mut operands = self.timing_operands(stream, count, &towers, batch)?;
        let mut scratch = vec![];
        for &b in &program.scratch {
            scratch.push(self.alloc_buffer(stream, b, self.scratch_words(b, words, towers.len(), batch))?);
        }
        let bind = |ops: &mut Vec<DeviceBuffer<W>>, sc: &mut Vec<DeviceBuffer<W>>, s: &Stream| -> Result<()> {
            let mut slots: Vec<Option<Slot<'_, W>>> = (0..self.plan().buffers.len()).map(|_| None).collect();
            for (o, &b) in ops.iter_mut().zip(&program.operands) {
                slots[b] = Some(Slot::Out(o));
            }
            for (d, &b) in sc.iter_mut().zip(&program.scratch) {
                slots[b] = Some(Slot::Out(d));
            }
            self.enqueue(s, program, &mut slots, &towers, batch, &super::typed::FusedBind::none())
        };
        bind(&mut operands, &mut scratch, stream)?;
        stream.synchronize()?;
        let graph = stream.capture(|s| bind(&mut operands, &mut scratch, s))?;
        graph.upload()?;
        // The warm-up ran on the operands: give the caller zeros.
        for o in operands.iter_mut() {
            stream.fill_bytes(o, 0)?;
        }
        stream.synchronize()?;
        Ok(ProgramGraph { engine: self, stream: stream.clone(), graph, operands, _scratch: scratch })
    }

    /// As [`TypedEngine::time_program`], replaying a captured graph of the
    /// program instead of launching kernel by kernel.
    pub fn time_program_graph(&self, name: &str, towers: Range<usize>, batch: usize, reps: usize) -> Result<Vec<f32>> {
        let stream = self.gpu().new_stream()?;
        let g = self.capture(&stream, name, towers, batch)?;
        time_groups(&stream, reps, &mut || g.launch())
    }
}

impl<W: EngineWord> ProgramGraph<'_, W> {
    /// Replays the program on the graph's stream (asynchronous).
    pub fn launch(&self) -> Result<()> {
        self.graph.launch()
    }
    /// The stream the graph replays on.
    pub fn stream(&self) -> &Stream {
        &self.stream
    }
    /// Operand `i` of the program (in the plan's operand order).
    pub fn operand(&self, i: usize) -> Option<&DeviceBuffer<W>> {
        self.operands.get(i)
    }
    /// Operand `i`, to write inputs into between replays. Every word must be
    /// below its tower's prime.
    pub fn operand_mut(&mut self, i: usize) -> Option<&mut DeviceBuffer<W>> {
        self.operands.get_mut(i)
    }
    /// The engine whose tables the graph reads.
    pub fn engine(&self) -> &TypedEngine<W> {
        self.engine
    }
}

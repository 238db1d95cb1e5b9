//! Where an HMUL's intermediate buffers come from. An eager call takes them
//! from the stream-ordered pool as a step needs one and frees each when the
//! steps are done with it. Recorded as a CUDA graph, each of those
//! allocations and frees would be a node of the graph (a dozen of each per
//! HMUL, re-made at every replay, between kernels that otherwise begin
//! while the one before them drains); so a graph
//! takes its buffers from an [`Arena`] that a run before the capture filled
//! and keeps them: its kernels use the same buffers at every replay, and it
//! holds kernel nodes only.

use crate::apps::ring::Poly;
use crate::{DeviceBuffer, Error, Result, Stream};
use std::sync::Mutex;

/// The source of an HMUL's intermediate buffers.
pub(super) enum Scratch<'a> {
    /// The stream-ordered pool (eager calls).
    Pool,
    /// An arena (a graph's buffers).
    Arena(&'a Arena),
}

impl Scratch<'_> {
    /// A buffer the steps are done with: freed in stream order, or kept by
    /// the arena for a later step (the same stream orders its next use).
    pub(super) fn give(&self, buf: DeviceBuffer<u64>) {
        if let Scratch::Arena(a) = self {
            a.give(buf);
        }
    }

    /// [`Scratch::give`] of a polynomial batch (nothing to keep on the CPU).
    pub(super) fn give_poly(&self, p: Poly) {
        if let Poly::Device(d) = p {
            self.give(d);
        }
    }
}

/// Buffers not in use, by length; while it grows, a length it lacks is
/// allocated, once sealed refused.
pub(super) struct Arena {
    free: Mutex<Vec<DeviceBuffer<u64>>>,
    grows: bool,
}

impl Arena {
    /// An empty arena that allocates what it lacks.
    pub(super) fn growing() -> Arena {
        Arena { free: Mutex::new(vec![]), grows: true }
    }

    /// From now on a length the arena lacks is refused: a capture may not
    /// allocate.
    pub(super) fn seal(&mut self) {
        self.grows = false;
    }

    /// A buffer of `words` words: one the arena holds, or while it grows a
    /// new one on `stream`, not initialised.
    ///
    /// # Safety
    /// Every word is written before any is read.
    pub(super) unsafe fn take(&self, stream: &Stream, words: usize) -> Result<DeviceBuffer<u64>> {
        let mut free = self.free.lock().map_err(|_| Error::Invalid("HMUL arena lock poisoned by a panic".into()))?;
        if let Some(i) = free.iter().position(|b| b.len() == words) {
            return Ok(free.swap_remove(i));
        }
        if !self.grows {
            return Err(Error::Invalid(format!("HMUL graph: the capture needs a buffer of {words} words that the run before it did not; report it")));
        }
        drop(free);
        // SAFETY: as this function's contract.
        unsafe { stream.alloc_uninit::<u64>(words) }
    }

    fn give(&self, buf: DeviceBuffer<u64>) {
        // A poisoned lock only loses the buffer to the pool.
        if let Ok(mut free) = self.free.lock() {
            free.push(buf);
        }
    }

    /// The buffers it holds.
    pub(super) fn into_buffers(self) -> Vec<DeviceBuffer<u64>> {
        self.free.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

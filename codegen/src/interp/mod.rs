//! The CPU executor: runs a plan block by block, op by op in lockstep over
//! the block's threads (so warp shuffles see their lanes), phase by phase,
//! with simulated shared memory. It refuses what would be a bug on the GPU:
//! out-of-bounds access, shared-memory races within a phase, reads of slots
//! nothing wrote, blocks of one launch touching the same global word, too
//! many threads, too much shared memory. The blocks of a thread-block
//! cluster run phase by phase in lockstep, and accesses to each other's
//! shared memory are checked against the cluster barriers (`shared`).

mod exec;
mod shared;

pub use exec::{launch_bytes, run_kernel, Memory};


#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kernel}, phase {phase}, block {block:?}, thread {thread:?}: {what}")]
pub struct InterpError {
    pub kernel: String,
    pub phase: usize,
    pub block: [u32; 3],
    pub thread: [u32; 2],
    pub what: String,
}

/// Why a kernel did not run to its end on the interpreter.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RunError {
    /// What would be a bug on the GPU.
    #[error(transparent)]
    Fault(#[from] InterpError),
    /// Memory for the launch's access marks or clusters was refused.
    #[error(transparent)]
    Alloc(#[from] crate::memory::AllocError),
}

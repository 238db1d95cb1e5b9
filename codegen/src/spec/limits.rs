//! The numeric limits of a spec and of the block it runs in: the ranges
//! the validator checks, the help lists and the plan's resource check
//! refuses past. A leaf: the spec's rules, the plan and the interpreter all
//! read them here, so none of them imports another for a number.

/// Smallest and largest supported polynomial lengths (log2).
pub const MIN_LOG_N: u32 = 2;
pub const MAX_LOG_N: u32 = 24;
/// Levels one kernel may hold: a set of 2^14 u64 words is 128 KiB, within
/// the shared memory a block may take; the plan's resource check
/// (`plan::resources`) refuses a kernel whose sets, threads or shared
/// memory a block cannot hold.
pub const MAX_LEVELS_PER_KERNEL: u32 = 14;
/// Threads of one block (sm_90), checked on the lowered plan
/// (`plan::resources`).
pub const MAX_THREADS_PER_BLOCK: u32 = 1024;
/// Opt-in dynamic shared memory per block on sm_90 (227 KiB), checked on
/// the lowered plan (`plan::resources`).
pub const MAX_SHARED_BYTES: u32 = 227 * 1024;
pub const MAX_STREAMS: u32 = 64;
/// An SM holds at most 32 resident blocks (sm_90).
pub const MAX_MIN_BLOCKS: u32 = 32;
/// The most tiles one block of a transform kernel runs in turn.
pub const MAX_TILES_PER_BLOCK: u32 = 8;
/// The farthest `prefetch_ahead`, in blocks: twice what an H100 or H200
/// holds at once (132 SMs x 32 blocks), past which the prefetched words
/// would leave L2 before their block runs.
pub const MAX_PREFETCH_AHEAD: u32 = 8192;
/// The largest `stream_lag`, in polynomials: far past the lags that pay
/// (16-20 on an H100 at 2^16), near the polynomials the GPU holds at once.
pub const MAX_STREAM_LAG: u32 = 256;
/// At most this many of the largest levels read factored twiddles.
pub const MAX_FACTORED_LEVELS: u32 = 4;
/// Most towers (distinct primes) a spec holds.
pub const MAX_TOWERS: usize = 256;

//! The engines: a spec's plan compiled for a GPU, its tables uploaded once,
//! its programs (forward, inverse, pointwise, polymul) run on data.
//!
//! - [`TypedEngine<u32 | u64>`](TypedEngine) (`typed`): device buffers the
//!   caller owns, the caller's stream, any tower range and batch, no host
//!   sync; with `check` (the arguments every entry point checks), `word`
//!   (the word types), `latency` (the plan small calls run on), `timing`
//!   (programs timed on device data) and `graph` (a program captured as a
//!   CUDA graph and replayed).
//! - [`Engine`] (`engine`): host words as `u64`, the word picked from the
//!   spec; [`MultiEngine`] (`multi`): one spec over several GPUs.
//! - [`Transforms`] (`transforms`): the four transforms over host data,
//!   written once over each engine's host path.

pub mod check;
pub mod engine;
pub mod fused;
pub mod graph;
pub mod latency;
pub mod multi;
pub mod timing;
pub mod transforms;
pub mod typed;
pub mod word;

pub use engine::Engine;
pub use fused::DeviceTowerArgs;
pub use graph::ProgramGraph;
pub use multi::{MultiEngine, Shard};
pub use transforms::Transforms;
pub use typed::TypedEngine;
pub use word::EngineWord;

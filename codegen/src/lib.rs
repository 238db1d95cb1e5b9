//! nttgen code generator: a transform spec becomes a plan, and a plan becomes
//! CUDA text, a Rust launch wrapper, and a run on the CPU interpreter.

pub mod arith;
pub mod builder;
pub mod capi;
pub mod emit;
pub mod executor;
pub mod interp;
pub mod memory;
pub mod nvrtc;
pub mod plan;
pub mod reference;
pub mod spec;
pub mod verify;

pub use builder::Builder;

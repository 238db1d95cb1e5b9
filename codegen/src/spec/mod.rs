//! The transform spec: TOML contract (SPEC.md), defaults and validation.

pub mod types;
pub use types::*;

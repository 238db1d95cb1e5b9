//! The transform spec: TOML contract (SPEC.md), defaults and validation.

pub mod class;
pub mod error;
pub mod file;
pub mod fused;
pub mod latency;
pub mod limits;
pub mod names;
pub mod read;
pub mod roots;
pub mod tuned;
pub mod types;
pub mod valid;

pub use error::{FieldError, SpecError};
pub use fused::{FusedForm, Step};
pub use file::{GivenRoots, ModuliFile, PrimeValue, Roots, RuntimeModuli, SpecFile};
pub use types::*;
pub use read::{read_spec_text, MAX_SPEC_BYTES};
pub use valid::{from_file, from_str, validate, ValidSpec};

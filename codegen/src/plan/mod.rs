//! The kernel plan IR: a valid spec lowered to launches, phases and ops,
//! plus the constant tables they read.

pub mod expr;
pub mod ir;
pub mod lower;
pub mod ops;
pub mod resources;
pub mod tables;
pub mod traffic;

pub use expr::{Env, Expr, Var};
pub use ir::*;
pub use lower::{lower, PlanError};

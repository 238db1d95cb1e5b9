//! The lab tools, behind the `lab` feature (with their dependencies: the
//! command line, the progress bar, the pictures, JSON and TOML reports), so
//! that a library user's build pulls none of them: [`bench`] times a spec
//! beside the floors measured in the same run, [`tune`] searches the knobs
//! for the fastest forward on this GPU. `nttgen-gpu` (and `codegen bench`,
//! `codegen tune`, which run it) is their command line.

pub mod bench;
pub mod tune;

//! Host memory: what each command needs for a spec (`need`, derived from
//! the plan and from the sizes each allocating module states beside its
//! allocations), what this process may use (`limit`), and the fallible
//! allocations every spec-sized vector is made with (`alloc`).

pub mod alloc;
pub mod limit;
pub mod need;

pub use alloc::{AllocError, Bytes};
pub use limit::{host_limit, HostLimit};

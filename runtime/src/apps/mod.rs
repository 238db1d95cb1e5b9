//! Applications on the generated kernels, each on the CPU executor (the
//! interpreter, no GPU needed) and on the GPU (device-resident data):
//!
//! - [`ring`]: a spec's ring on a [`Backend`]: transforms, pointwise
//!   products and element-wise operations over batches of polynomials.
//! - [`rns`]: polynomial multiplication mod a big Q over RNS towers, with
//!   decomposition and CRT reconstruction on the device.
//! - [`rlwe`]: textbook RLWE (LPR) public-key encryption of message
//!   batches on a ring, full or truncated (cuTraNTT) transforms.
//! - [`bfv`]: BFV homomorphic encryption (keygen, encrypt, HMUL with HPS
//!   scaling and relinearisation, decrypt), checked against a big-integer
//!   textbook oracle.
//! - [`bigint`]: big-integer products by Schönhage–Strassen over the cyclic
//!   NTT, with the digit split, CRT and carries on the same backend.

pub mod bfv;
pub mod bigint;
pub mod modq;
pub mod ring;
pub mod rlwe;
pub mod rns;

pub use ring::{Poly, Ring};

use crate::{driver_available, nvrtc_available, Error, Gpu, Result};
use std::sync::Arc;

/// Where an application runs.
#[derive(Clone)]
pub enum Backend {
    /// The CPU executor: the plan's kernels run by the interpreter.
    Cpu,
    /// A GPU: the plan's kernels compiled with NVRTC and launched.
    Gpu(Arc<Gpu>),
}

impl Backend {
    /// GPU 0 when a driver, a device and NVRTC are present, else the CPU.
    /// `NTTGEN_BACKEND=cpu` forces the CPU; `NTTGEN_BACKEND=gpu` makes a
    /// missing GPU an error instead of a fallback.
    pub fn detect() -> Result<Backend> {
        let want = std::env::var("NTTGEN_BACKEND").unwrap_or_default();
        match want.as_str() {
            "cpu" => return Ok(Backend::Cpu),
            "gpu" => return Ok(Backend::Gpu(Arc::new(Gpu::open(0)?))),
            "" => {}
            other => return Err(Error::Invalid(format!("NTTGEN_BACKEND = {other:?}: use cpu or gpu (or leave it unset to pick the GPU when there is one)"))),
        }
        if driver_available().is_ok() && nvrtc_available().is_ok() {
            if let Ok(gpu) = Gpu::open(0) {
                return Ok(Backend::Gpu(Arc::new(gpu)));
            }
        }
        Ok(Backend::Cpu)
    }

    /// `cpu` or the GPU's name.
    pub fn name(&self) -> String {
        match self {
            Backend::Cpu => "cpu (interpreter)".into(),
            Backend::Gpu(g) => format!("gpu ({})", g.info().name),
        }
    }
}

//! The multiplication's RNS steps on a batch, dispatched to the CUDA
//! kernels (GPU) or their Rust twins in [`super::hps`] (CPU).

use super::Bfv;
use crate::apps::ring::Poly;
use crate::{kernel_args, Error, Result};

/// Which step a buffer goes through.
#[derive(Clone, Copy)]
enum Step {
    Extend,
    Scale,
    Digits,
    Sum,
}

impl Bfv {
    /// q batch → q ∪ P batch (centered extension).
    pub(super) fn extend(&self, x: &Poly, batch: usize) -> Result<Poly> {
        self.step(Step::Extend, x, batch)
    }
    /// q ∪ P batch (the tensor) → round(t x / q) as a q batch.
    pub(super) fn scale(&self, x: &Poly, batch: usize) -> Result<Poly> {
        self.step(Step::Scale, x, batch)
    }
    /// q batch → batch x towers digit polynomials.
    pub(super) fn digits(&self, x: &Poly, batch: usize) -> Result<Poly> {
        self.step(Step::Digits, x, batch)
    }
    /// batch x towers digit products → their sums, a q batch.
    pub(super) fn sum_digits(&self, x: &Poly, batch: usize) -> Result<Poly> {
        self.step(Step::Sum, x, batch)
    }

    /// Words per coefficient read and written by a step.
    fn shape(&self, step: Step) -> (usize, usize) {
        let (kq, kp) = (self.params.q_primes.len(), self.params.p_primes.len());
        match step {
            Step::Extend => (kq, kq + kp),
            Step::Scale => (kq + kp, kq),
            Step::Digits => (kq, kq * kq),
            Step::Sum => (kq * kq, kq),
        }
    }

    fn step(&self, step: Step, x: &Poly, batch: usize) -> Result<Poly> {
        let n = self.params.n();
        let (input, output) = self.shape(step);
        if x.len() != batch * input * n {
            return Err(Error::Invalid(format!("BFV step: {} words in, {} expected (batch {batch} x {input} x N)", x.len(), batch * input * n)));
        }
        match (&self.gpu, x) {
            (None, Poly::Host(x)) => {
                let out = self.twin(step, x, batch);
                let ring = if matches!(step, Step::Extend) { &self.rqp } else { &self.rq };
                ring.upload(&out)
            }
            (Some(g), Poly::Device(x)) => {
                let stream = self.rq.stream().ok_or_else(|| Error::Invalid("GPU kernels on a CPU ring".into()))?;
                let gpu = self.rq.gpu().ok_or_else(|| Error::Invalid("GPU kernels on a CPU ring".into()))?;
                let mut out = gpu.untracked(|| stream.alloc_zeros::<u64>(batch * output * n))?;
                let kernel = match step {
                    Step::Extend => &g.extend,
                    Step::Scale => &g.scale,
                    Step::Digits => &g.digits,
                    Step::Sum => &g.sum,
                };
                // SAFETY: every bfv.cu kernel is (u64* out, const u64* in, const u64* tab, u32 n, u32 batch) with out batch x output x n and in batch x input x n words (checked above, allocated here), tab the flat tables its #defines index.
                unsafe { stream.launch(kernel, super::per_coefficient(batch * n), kernel_args![&mut out, x, &g.tab, n as u32, batch as u32])? };
                Ok(Poly::Device(out))
            }
            _ => Err(Error::Invalid("a buffer of the other backend: make ciphertexts and keys with this Bfv".into())),
        }
    }

    /// The CPU twin of a step over a batch (same layout as the kernels).
    fn twin(&self, step: Step, x: &[u64], batch: usize) -> Vec<u64> {
        let n = self.params.n();
        let (input, output) = self.shape(step);
        let h = &self.hps;
        let mut out = vec![0u64; batch * output * n];
        let (mut a, mut b) = (vec![0u64; input], vec![0u64; output]);
        for p in 0..batch {
            for k in 0..n {
                for (i, v) in a.iter_mut().enumerate() {
                    *v = x[(p * input + i) * n + k];
                }
                match step {
                    Step::Extend => {
                        b[..input].copy_from_slice(&a);
                        h.extend(&a, &mut b[input..]);
                    }
                    Step::Scale => h.scale(&a, &mut b),
                    Step::Digits => h.digits(&a, &mut b),
                    Step::Sum => h.sum_digits(&a, &mut b),
                }
                for (j, &v) in b.iter().enumerate() {
                    out[(p * output + j) * n + k] = v;
                }
            }
        }
        out
    }
}

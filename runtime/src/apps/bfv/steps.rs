//! The multiplication's RNS steps on a batch, dispatched to the CUDA
//! kernels (GPU) or their Rust twins in [`super::hps`] (CPU).

use super::arena::Scratch;
use super::hps::HpsTables;
use super::Bfv;
use crate::apps::ring::Poly;
use crate::{kernel_args, DeviceBuffer, Error, Result, Stream};

/// Which step a buffer goes through.
#[derive(Clone, Copy)]
enum Step {
    Tensor,
    Scale,
}

/// A buffer of the CPU backend met a GPU `Bfv`, or the reverse.
fn other_backend() -> Error {
    Error::Invalid("a buffer of the other backend: make ciphertexts and keys with this Bfv".into())
}

impl Bfv {
    /// The rings' stream, where every step's kernels queue (GPU backend).
    pub(super) fn stream(&self) -> Result<&Stream> {
        self.rq.stream().ok_or_else(|| Error::Invalid("GPU kernels on a CPU ring".into()))
    }

    /// `words` on the rings' stream without a memset (untracked, like every
    /// ring buffer), from `ws`.
    ///
    /// # Safety
    /// A kernel queued after it writes every word before anything reads it.
    pub(super) unsafe fn scratch(&self, ws: &Scratch, words: usize) -> Result<DeviceBuffer<u64>> {
        let (stream, gpu) = (self.stream()?, self.rq.gpu().ok_or_else(|| Error::Invalid("GPU kernels on a CPU ring".into()))?);
        match ws {
            // SAFETY: as this function's contract.
            Scratch::Pool => gpu.untracked(|| unsafe { stream.alloc_uninit::<u64>(words) }),
            // SAFETY: as this function's contract.
            Scratch::Arena(a) => gpu.untracked(|| unsafe { a.take(stream, words) }),
        }
    }

    /// The four operands a0, a1, b0, b1 (q batches of `batch` each) → one
    /// q ∪ P batch of 4 x `batch`, operand after operand (centered
    /// extension); on the GPU read from their own buffers (no copy into
    /// one first).
    pub(super) fn extend_four(&self, parts: [&Poly; 4], batch: usize, ws: &Scratch) -> Result<Poly> {
        let (n, kq, kp) = (self.params.n(), self.params.q_primes.len(), self.params.p_primes.len());
        if let Some(p) = parts.iter().find(|p| p.len() != batch * kq * n) {
            return Err(Error::Invalid(format!("BFV extension: an operand of {} words, {} expected (batch {batch} x {kq} x N)", p.len(), batch * kq * n)));
        }
        self.launchable(batch)?;
        let (Some(g), [Poly::Device(d0), Poly::Device(d1), Poly::Device(d2), Poly::Device(d3)]) = (&self.gpu, parts) else {
            let Poly::Host(x) = self.rq.concat(&parts)? else { return Err(other_backend()) };
            let extend = |h: &HpsTables, a: &[u64], b: &mut [u64]| {
                b[..a.len()].copy_from_slice(a);
                h.extend(a, &mut b[a.len()..]);
            };
            return self.rqp.upload(&self.twin_with(extend, &x, 4 * batch, kq, kq + kp));
        };
        let stream = self.stream()?;
        // SAFETY: bfv_extend writes every word of out (q towers and P towers of each coefficient).
        let mut out = unsafe { self.scratch(ws, 4 * batch * (kq + kp) * n)? };
        // SAFETY: bfv_extend(u64* out, const u64* in0..in3, const u64* tab, u32 log_n, u32 batch) with each operand batch x kq x n words (checked above), out 4 batch x (kq + kp) x n: a thread per coefficient of the 4 x batch polynomials.
        unsafe { stream.launch(&g.extend, g.dims(4 * batch * n), kernel_args![&mut out, d0, d1, d2, d3, &g.tab, self.params.log_n, batch as u32])? };
        Ok(Poly::Device(out))
    }
    /// The four transformed operands a0, a1, b0, b1 (a q ∪ P batch of
    /// 4 x `batch`, part after part) → their tensor d0, d1, d2 (3 x
    /// `batch`, likewise).
    pub(super) fn tensor(&self, y: &Poly, batch: usize, ws: &Scratch) -> Result<Poly> {
        self.tensor_step(y, batch, ws)
    }
    /// q ∪ P batch (the tensor) → round(t x / q) as a q batch.
    pub(super) fn scale(&self, x: &Poly, batch: usize, split: usize, ws: &Scratch) -> Result<(Poly, Poly)> {
        let (n, kq, kp) = (self.params.n(), self.params.q_primes.len(), self.params.p_primes.len());
        if split == 0 || split >= batch || x.len() != batch * (kq + kp) * n {
            return Err(Error::Invalid(format!("BFV scaling: {} words in for {batch} polynomials split after {split}; batch x {} x N words and 0 < split < batch expected", x.len(), kq + kp)));
        }
        match (&self.gpu, x) {
            (None, Poly::Host(x)) => {
                let out = self.twin(Step::Scale, x, batch);
                let (first, rest) = out.split_at(split * kq * n);
                Ok((self.rq.upload(first)?, self.rq.upload(rest)?))
            }
            (Some(g), Poly::Device(x)) => {
                let stream = self.stream()?;
                self.launchable(batch)?;
                let (log_n, b) = (self.params.log_n, batch as u32);
                // SAFETY (every allocation here): bfv_scale_p writes every word of aux, bfv_scale_q every word of out and out2 (a thread per coefficient, every tower), before any kernel reads them.
                let alloc = |words: usize| unsafe { self.scratch(ws, words) };
                let (mut out, mut out2, mut aux) = (alloc(split * kq * n)?, alloc((batch - split) * kq * n)?, alloc(batch * kp * n)?);
                // SAFETY: bfv_scale_p(u64* aux, const u64* in, const u64* tab, u32 log_n, u32 batch): aux batch x kp x n, in batch x (kq + kp) x n (checked above), two threads a coefficient (each half of P's towers); bfv_scale_q(u64* out, u64* out2, const u64* aux, const u64* tab, u32 log_n, u32 batch, u32 split): out split x kq x n, out2 (batch - split) x kq x n, a thread per coefficient.
                unsafe {
                    stream.launch(&g.scale_p, g.dims(2 * batch * n), kernel_args![&mut aux, x, &g.tab, log_n, b])?;
                    stream.launch(&g.scale_q, g.dims(batch * n), kernel_args![&mut out, &mut out2, &aux, &g.tab, log_n, b, split as u32])?;
                }
                ws.give(aux);
                Ok((Poly::Device(out), Poly::Device(out2)))
            }
            _ => Err(other_backend()),
        }
    }
    /// c2 (a q batch of `batch` ciphertexts) → its batch x towers digit
    /// polynomials in the NTT domain: the q ring's `from-y-row` form over
    /// c2's rows (digit d of ciphertext p = c2's row p·towers + d, reduced
    /// into every tower and transformed in the same loads).
    pub(super) fn digits(&self, c2: &Poly, batch: usize, ws: &Scratch) -> Result<Poly> {
        let (n, kq) = (self.params.n(), self.params.q_primes.len());
        if c2.len() != batch * kq * n {
            return Err(Error::Invalid(format!("relinearisation digits: c2 holds {} words; {} expected (batch {batch} x {kq} x N)", c2.len(), batch * kq * n)));
        }
        self.launchable(batch)?;
        let mut out = match &self.gpu {
            None => self.rq.zeros(batch * kq)?,
            // SAFETY: the form writes every word of x (out of place: every tower of every digit).
            Some(_) => Poly::Device(unsafe { self.scratch(ws, batch * kq * kq * n)? }),
        };
        self.rq.fused_from(super::DIGITS_FORM, &mut out, c2)?;
        Ok(out)
    }
    /// Relinearisation's key products and digit sums in the NTT domain:
    /// for each ciphertext p and tower i, Σ_d digits[p, d, i] · key[d, i]
    /// for both keys (`keys`: their words in Montgomery's form, see
    /// `RelinKeys`), as one q batch of 2 x `batch` polynomials (the sums
    /// with b's keys, then a's). One pass, the keys read once per
    /// ciphertext, not copied.
    pub(super) fn key_dot(&self, digits: &Poly, keys: &Poly, batch: usize, ws: &Scratch) -> Result<Poly> {
        let (n, kq) = (self.params.n(), self.params.q_primes.len());
        let per_key = kq * kq * n;
        if digits.len() != batch * per_key || keys.len() != 2 * per_key {
            return Err(Error::Invalid(format!("relinearisation: {} digit words and {} key words; {} and {} expected (batch {batch} x {kq}² x N)", digits.len(), keys.len(), batch * per_key, 2 * per_key)));
        }
        self.launchable(batch)?;
        match (&self.gpu, digits, keys) {
            (None, Poly::Host(x), Poly::Host(key)) => {
                let q = &self.params.q_primes;
                let r_inv = q.iter().map(|&qi| crate::apps::modq::r_inverse(qi).ok_or_else(|| Error::Invalid(format!("q tower {qi} is even: BFV's towers are odd primes")))).collect::<Result<Vec<u64>>>()?;
                let mut out = [vec![0u64; batch * kq * n], vec![0u64; batch * kq * n]];
                for (which, o) in out.iter_mut().enumerate() {
                    for p in 0..batch {
                        for i in 0..kq {
                            for k in 0..n {
                                let mut acc = 0;
                                for d in 0..kq {
                                    let w = crate::apps::modq::mul_mod(key[which * per_key + (d * kq + i) * n + k], r_inv[i], q[i]);
                                    acc = crate::apps::modq::add_mod(acc, crate::apps::modq::mul_mod(x[((p * kq + d) * kq + i) * n + k], w, q[i]), q[i]);
                                }
                                o[(p * kq + i) * n + k] = acc;
                            }
                        }
                    }
                }
                self.rq.upload(&out.concat())
            }
            (Some(g), Poly::Device(x), Poly::Device(key)) => {
                let stream = self.stream()?;
                // SAFETY: bfv_key_dot writes every word of its output (a thread per word of each sum).
                let mut out = unsafe { self.scratch(ws, 2 * batch * kq * n)? };
                // SAFETY: bfv_key_dot(u64* out, const u64* in, const u64* key, const u64* tab, u32 log_n, u32 batch): out 2 x batch x kq x n, in batch x kq x kq x n, key 2 x kq x kq x n words (checked above), tab the flat tables.
                unsafe { stream.launch(&g.key_dot, g.dims_one_wave(&g.key_dot, batch * kq * n)?, kernel_args![&mut out, x, key, &g.tab, self.params.log_n, batch as u32])? };
                Ok(Poly::Device(out))
            }
            _ => Err(other_backend()),
        }
    }

    /// On the GPU, relinearisation's two result polynomials straight into
    /// their own buffers: sums (s0 then s1, 2 x `batch` q polynomials) plus
    /// the leading 2 x `batch` polynomials of `product` (c0 then c1), one
    /// launch, no copy. `None` on the CPU (the caller adds and splits).
    pub(super) fn relin_out(&self, sums: &Poly, product: &Poly, batch: usize, ws: &Scratch) -> Result<Option<[Poly; 2]>> {
        let words = batch * self.params.q_primes.len() * self.params.n();
        if sums.len() != 2 * words || product.len() < 2 * words {
            return Err(Error::Invalid(format!("relinearisation: {} sum words and {} product words; {} and at least {} expected (batch {batch})", sums.len(), product.len(), 2 * words, 2 * words)));
        }
        self.launchable(batch)?;
        match (&self.gpu, sums, product) {
            (None, _, _) => Ok(None),
            (Some(g), Poly::Device(s), Poly::Device(x)) => {
                let stream = self.stream()?;
                // SAFETY: bfv_relin_out writes every word of both (a thread per word of the 2 x batch polynomials).
                let (mut out0, mut out1) = unsafe { (self.scratch(ws, words)?, self.scratch(ws, words)?) };
                // SAFETY: bfv_relin_out(u64* out0, u64* out1, const u64* sums, const u64* in, const u64* tab, u32 log_n, u32 batch): out0, out1 batch x kq x n, sums 2 x batch x kq x n, in at least that many (checked above).
                unsafe { stream.launch(&g.relin_out, g.dims(2 * words), kernel_args![&mut out0, &mut out1, s, x, &g.tab, self.params.log_n, batch as u32])? };
                Ok(Some([Poly::Device(out0), Poly::Device(out1)]))
            }
            _ => Err(other_backend()),
        }
    }

    /// The kernels split a word's index into (polynomial x tower, k) in
    /// 32 bits: a batch's polynomials times the most towers a step writes
    /// stay below 2^32 (any batch that fits a GPU's memory at N >= 2^10).
    fn launchable(&self, batch: usize) -> Result<()> {
        let (kq, kp) = (self.params.q_primes.len(), self.params.p_primes.len());
        let polys = batch.checked_mul(4 * (kq + kp).max(kq * kq));
        if polys.is_none_or(|p| p > u32::MAX as usize) {
            return Err(Error::Invalid(format!("BFV step: batch {batch} is too large for one launch; split it")));
        }
        Ok(())
    }

    /// Words per coefficient read and written by a step.
    fn shape(&self, step: Step) -> (usize, usize) {
        let (kq, kp) = (self.params.q_primes.len(), self.params.p_primes.len());
        match step {
            // Part-major: 4 operands in, 3 products out, per ciphertext.
            Step::Tensor => (4 * (kq + kp), 3 * (kq + kp)),
            Step::Scale => (kq + kp, kq),
        }
    }

    /// The tensor's launch (GPU) or twin (CPU).
    fn tensor_step(&self, x: &Poly, batch: usize, ws: &Scratch) -> Result<Poly> {
        let n = self.params.n();
        let (input, output) = self.shape(Step::Tensor);
        if x.len() != batch * input * n {
            return Err(Error::Invalid(format!("BFV tensor: {} words in, {} expected (batch {batch} x {input} x N)", x.len(), batch * input * n)));
        }
        match (&self.gpu, x) {
            (None, Poly::Host(x)) => self.rqp.upload(&self.twin(Step::Tensor, x, batch)),
            (Some(g), Poly::Device(x)) => {
                let stream = self.stream()?;
                let (kq, kp) = (self.params.q_primes.len(), self.params.p_primes.len());
                self.launchable(batch)?;
                // SAFETY: bfv_tensor stores every word of out (a thread per word of a ciphertext's polynomial) before any kernel reads it.
                let mut out = unsafe { self.scratch(ws, batch * output * n)? };
                // SAFETY: bfv_tensor(u64* out, const u64* in, const u64* tab, u32 log_n, u32 batch): out batch x 3 (kq + kp) x n (allocated above), in batch x 4 (kq + kp) x n (checked above); a thread per word of a ciphertext's polynomial, its 4 operands and 3 products.
                unsafe { stream.launch(&g.tensor, g.dims(batch * (kq + kp) * n), kernel_args![&mut out, x, &g.tab, self.params.log_n, batch as u32])? };
                Ok(Poly::Device(out))
            }
            _ => Err(other_backend()),
        }
    }

    /// The CPU twin of a step over a batch (same layout as the kernels).
    fn twin(&self, step: Step, x: &[u64], batch: usize) -> Vec<u64> {
        // What one coefficient's words become (the tensor's layout is part-major: its own twin).
        let per_coefficient: fn(&HpsTables, &[u64], &mut [u64]) = match step {
            Step::Tensor => return self.tensor_twin(x, batch),
            Step::Scale => |h, a, b| h.scale(a, b),
        };
        let (input, output) = self.shape(step);
        self.twin_with(per_coefficient, x, batch, input, output)
    }

    /// `f` applied to each coefficient's `input` words of a batch (batch x
    /// input x n) into its `output` words (batch x output x n).
    fn twin_with(&self, f: impl Fn(&HpsTables, &[u64], &mut [u64]), x: &[u64], batch: usize, input: usize, output: usize) -> Vec<u64> {
        let n = self.params.n();
        let h = &self.hps;
        let mut out = vec![0u64; batch * output * n];
        let (mut a, mut b) = (vec![0u64; input], vec![0u64; output]);
        for p in 0..batch {
            for k in 0..n {
                for (i, v) in a.iter_mut().enumerate() {
                    *v = x[(p * input + i) * n + k];
                }
                f(h, &a, &mut b);
                for (j, &v) in b.iter().enumerate() {
                    out[(p * output + j) * n + k] = v;
                }
            }
        }
        out
    }

    /// The tensor's twin, part-major as the kernel: word (part, p, tower,
    /// k) of a buffer of `parts` parts of `batch` q ∪ P polynomials.
    fn tensor_twin(&self, y: &[u64], batch: usize) -> Vec<u64> {
        let (n, h) = (self.params.n(), &self.hps);
        let towers = h.mont.len();
        let at = |part: usize, p: usize, s: usize, k: usize| ((part * batch + p) * towers + s) * n + k;
        let mut out = vec![0u64; 3 * batch * towers * n];
        for p in 0..batch {
            for (s, mc) in h.mont.iter().enumerate() {
                for k in 0..n {
                    let d = HpsTables::tensor(y[at(0, p, s, k)], y[at(1, p, s, k)], y[at(2, p, s, k)], y[at(3, p, s, k)], mc[0]);
                    for (part, v) in d.into_iter().enumerate() {
                        out[at(part, p, s, k)] = v;
                    }
                }
            }
        }
        out
    }
}

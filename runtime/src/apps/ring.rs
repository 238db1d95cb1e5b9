//! [`Ring`]: polynomials of one spec (Z_q\[x\]/(x^N ± 1) per tower) on a
//! [`Backend`]: the generated kernels' programs (forward, inverse,
//! pointwise) plus element-wise ring operations (add, sub, neg, scale,
//! repeat), the same operations on the CPU executor (the interpreter) and on
//! the GPU (device-resident [`Poly`]s, one stream, no host sync between
//! operations).
//!
//! Buffers are `batch x towers x n` words (`n` = the plan's words per
//! polynomial), polynomial-major, every word below its tower's prime.

use super::Backend;
use crate::{kernel_args, CompileOptions, DeviceBuffer, Error, Gpu, Kernel, KernelCache, LaunchDims, Result, Stream, TypedEngine};
use codegen::executor::{CpuExecutor, Executor};
use codegen::plan::ir::{programs, Plan};
use codegen::spec::{ValidSpec, Word};
use std::sync::{Arc, Mutex};

/// CUDA source of the element-wise kernels (`ring_addsub`, `ring_neg`,
/// `ring_scale`, `ring_repeat`), rendered from their descriptors by
/// `codegen::emit::elementwise` (checked in as `generated/apps/ring.cu`).
pub fn ring_cu() -> Result<String> {
    codegen::emit::elementwise::ring_cuda().map_err(|e| Error::Invalid(format!("ring kernels: {e}")))
}

/// A batch of polynomials, on the host (CPU backend) or on the device (GPU backend).
pub enum Poly {
    /// Host words (CPU backend).
    Host(Vec<u64>),
    /// Device words (GPU backend).
    Device(DeviceBuffer<u64>),
}

impl Poly {
    /// Words held.
    pub fn len(&self) -> usize {
        match self {
            Poly::Host(v) => v.len(),
            Poly::Device(d) => d.len(),
        }
    }
    /// True when no words are held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

struct GpuRing {
    gpu: Arc<Gpu>,
    engine: TypedEngine<u64>,
    stream: Stream,
    addsub: Kernel,
    neg: Kernel,
    scale: Kernel,
    repeat: Kernel,
    primes: DeviceBuffer<u64>,
}

enum Exec {
    Cpu(Mutex<CpuExecutor>),
    Gpu(Box<GpuRing>),
}

/// One spec's ring on one backend.
pub struct Ring {
    plan: Plan,
    exec: Exec,
}

/// Grid for an element-wise kernel over `words` words (grid-stride loop).
/// Launched while the grid before drains (sm_90 and later): every
/// element-wise kernel waits for it first (`griddepcontrol.wait`).
fn elementwise_dims(words: usize) -> LaunchDims {
    let blocks = words.div_ceil(256).clamp(1, 65_535) as u32;
    LaunchDims::new([blocks, 1, 1], [256, 1, 1], 0).with_overlap(true)
}

impl Ring {
    /// Lowers `spec` and prepares it on `backend` (on the GPU: compiles the
    /// spec and the element-wise kernels, uploads the tables).
    pub fn new(backend: &Backend, spec: &ValidSpec) -> Result<Ring> {
        Self::with_stream(backend, spec, None)
    }

    /// [`Ring::new`], queuing on `other`'s stream on the GPU: operations of
    /// two rings on the same data (an application's two bases) then stay
    /// in order without a host synchronisation.
    pub fn new_sharing_stream(backend: &Backend, spec: &ValidSpec, other: &Ring) -> Result<Ring> {
        Self::with_stream(backend, spec, other.stream().cloned())
    }

    fn with_stream(backend: &Backend, spec: &ValidSpec, stream: Option<Stream>) -> Result<Ring> {
        if spec.word != Word::U64 {
            return Err(Error::Invalid(format!("{}: the applications run on u64 words; set word = \"u64\"", spec.name)));
        }
        let plan = codegen::plan::lower(spec).map_err(|e| Error::Invalid(format!("{}: {e}", spec.name)))?;
        let exec = match backend {
            Backend::Cpu => Exec::Cpu(Mutex::new(CpuExecutor::new(plan.clone()).map_err(|e| Error::Invalid(e.to_string()))?)),
            Backend::Gpu(gpu) => {
                let engine = TypedEngine::<u64>::from_plan(gpu.clone(), plan.clone())?;
                let (_, module) = gpu.compile_and_load(KernelCache::global(), &ring_cu()?, "nttgen_ring", &CompileOptions::default())?;
                let stream = match stream {
                    Some(s) => s,
                    None => gpu.new_stream()?,
                };
                // Untracked and on the ring's stream, like every ring buffer:
                // a cudarc event on it would tie a graph capture of ring
                // work to the GPU's default stream.
                let primes = gpu.untracked(|| stream.upload(&plan.spec.primes))?;
                Exec::Gpu(Box::new(GpuRing {
                    gpu: gpu.clone(),
                    engine,
                    stream,
                    addsub: module.kernel("ring_addsub")?,
                    neg: module.kernel("ring_neg")?,
                    scale: module.kernel("ring_scale")?,
                    repeat: module.kernel("ring_repeat")?,
                    primes,
                }))
            }
        };
        Ok(Ring { plan, exec })
    }

    /// The lowered plan.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }
    /// Words per polynomial per tower (N for the NTTs; N for the DGT's pairs too).
    pub fn n(&self) -> usize {
        self.plan.words_per_poly
    }
    /// The towers' primes.
    pub fn primes(&self) -> &[u64] {
        &self.plan.spec.primes
    }
    /// Words of a batch of `batch` polynomials (all towers).
    pub fn words(&self, batch: usize) -> usize {
        batch * self.plan.towers * self.plan.words_per_poly
    }
    /// The backend's name (`cpu` or the GPU's).
    pub fn backend_name(&self) -> String {
        match &self.exec {
            Exec::Cpu(_) => "cpu (interpreter)".into(),
            Exec::Gpu(g) => format!("gpu ({})", g.gpu.info().name),
        }
    }
    /// The GPU stream every operation is queued on (GPU backend only).
    pub fn stream(&self) -> Option<&Stream> {
        match &self.exec {
            Exec::Gpu(g) => Some(&g.stream),
            Exec::Cpu(_) => None,
        }
    }
    /// The GPU (GPU backend only).
    pub fn gpu(&self) -> Option<&Arc<Gpu>> {
        match &self.exec {
            Exec::Gpu(g) => Some(&g.gpu),
            Exec::Cpu(_) => None,
        }
    }
    /// The engine running the spec's programs (GPU backend only).
    pub fn engine(&self) -> Option<&TypedEngine<u64>> {
        match &self.exec {
            Exec::Gpu(g) => Some(&g.engine),
            Exec::Cpu(_) => None,
        }
    }

    fn batch_of(&self, what: &str, p: &Poly) -> Result<usize> {
        let per = self.plan.towers * self.plan.words_per_poly;
        if p.is_empty() || p.len() % per != 0 {
            return Err(Error::Invalid(format!("{what}: {} words is not a whole batch of polynomials ({} towers x {} words each)", p.len(), self.plan.towers, self.plan.words_per_poly)));
        }
        Ok(p.len() / per)
    }

    /// Checks that every word is below its tower's prime.
    pub fn check_reduced(&self, what: &str, host: &[u64]) -> Result<()> {
        let n = self.plan.words_per_poly;
        for (i, &v) in host.iter().enumerate() {
            let q = self.plan.spec.primes[(i / n) % self.plan.towers];
            if v >= q {
                return Err(Error::Invalid(format!("{what}[{i}] = {v} is not below its tower's prime {q}; reduce it mod q first")));
            }
        }
        Ok(())
    }

    /// Host words to a [`Poly`] (checked: whole polynomials, reduced).
    pub fn upload(&self, host: &[u64]) -> Result<Poly> {
        self.check_reduced("upload", host)?;
        let p = match &self.exec {
            Exec::Cpu(_) => Poly::Host(host.to_vec()),
            Exec::Gpu(g) => Poly::Device(g.gpu.untracked(|| g.stream.upload(host))?),
        };
        self.batch_of("upload", &p)?;
        Ok(p)
    }

    /// A batch of zero polynomials.
    pub fn zeros(&self, batch: usize) -> Result<Poly> {
        let words = self.words(batch.max(1));
        Ok(match &self.exec {
            Exec::Cpu(_) => Poly::Host(vec![0; words]),
            Exec::Gpu(g) => Poly::Device(g.gpu.untracked(|| g.stream.alloc_zeros::<u64>(words))?),
        })
    }

    /// A copy of `p`.
    pub fn clone_poly(&self, p: &Poly) -> Result<Poly> {
        Ok(match (&self.exec, p) {
            (Exec::Cpu(_), Poly::Host(v)) => Poly::Host(v.clone()),
            (Exec::Gpu(g), Poly::Device(d)) => {
                // SAFETY: the copy below writes every word.
                let mut out = g.gpu.untracked(|| unsafe { g.stream.alloc_uninit::<u64>(d.len()) })?;
                g.stream.copy_device(d, &mut out)?;
                Poly::Device(out)
            }
            _ => return Err(mixed()),
        })
    }

    /// The batches `parts` one after another as one batch (copies): one
    /// launch of a step then serves them all.
    pub fn concat(&self, parts: &[&Poly]) -> Result<Poly> {
        for (i, p) in parts.iter().enumerate() {
            self.batch_of(&format!("concat: part {i}"), p)?;
        }
        let words: usize = parts.iter().map(|p| p.len()).sum();
        match &self.exec {
            Exec::Cpu(_) => {
                let mut out = Vec::with_capacity(words);
                for p in parts {
                    let Poly::Host(v) = p else { return Err(mixed()) };
                    out.extend_from_slice(v);
                }
                Ok(Poly::Host(out))
            }
            Exec::Gpu(g) => {
                // SAFETY: the copies below write every word (the parts' lengths add up to `words`).
                let mut out = g.gpu.untracked(|| unsafe { g.stream.alloc_uninit::<u64>(words) })?;
                let mut at = 0;
                for p in parts {
                    let Poly::Device(d) = p else { return Err(mixed()) };
                    g.stream.copy_device_range(d, 0, &mut out, at, d.len())?;
                    at += d.len();
                }
                Ok(Poly::Device(out))
            }
        }
    }

    /// `x` cut into `parts` batches of equal length (copies), the inverse
    /// of [`Ring::concat`] of equal batches.
    pub fn split(&self, x: &Poly, parts: usize) -> Result<Vec<Poly>> {
        let batch = self.batch_of("split", x)?;
        if parts == 0 || batch % parts != 0 {
            return Err(Error::Invalid(format!("split: a batch of {batch} polynomials into {parts} equal parts; give a divisor of the batch")));
        }
        let each = x.len() / parts;
        match (&self.exec, x) {
            (Exec::Cpu(_), Poly::Host(v)) => Ok(v.chunks(each).map(|c| Poly::Host(c.to_vec())).collect()),
            (Exec::Gpu(g), Poly::Device(d)) => (0..parts)
                .map(|i| {
                    // SAFETY: the copy below writes every word.
                    let mut out = g.gpu.untracked(|| unsafe { g.stream.alloc_uninit::<u64>(each) })?;
                    g.stream.copy_device_range(d, i * each, &mut out, 0, each)?;
                    Ok(Poly::Device(out))
                })
                .collect(),
            _ => Err(mixed()),
        }
    }

    /// The words of `p` (on the GPU: waits for the stream).
    pub fn download(&self, p: &Poly) -> Result<Vec<u64>> {
        match (&self.exec, p) {
            (Exec::Cpu(_), Poly::Host(v)) => Ok(v.clone()),
            (Exec::Gpu(g), Poly::Device(d)) => g.stream.download(d),
            _ => Err(mixed()),
        }
    }

    fn program(&self, name: &str, x: &mut Poly, y: Option<&Poly>) -> Result<()> {
        let batch = self.batch_of("x", x)?;
        if let Some(y) = y {
            if y.len() != x.len() {
                return Err(Error::Invalid(format!("{name}: y holds {} words, x {}; both need the same batch", y.len(), x.len())));
            }
        }
        match (&self.exec, x, y) {
            (Exec::Cpu(c), Poly::Host(x), y) => {
                let mut c = c.lock().map_err(|_| Error::Invalid("executor lock poisoned".into()))?;
                let r = match y {
                    None => c.run_program(name, &mut [x], batch),
                    Some(Poly::Host(y)) => c.run_program(name, &mut [x, &mut y.clone()], batch),
                    Some(Poly::Device(_)) => return Err(mixed()),
                };
                r.map_err(|e| Error::Invalid(e.to_string()))
            }
            // Forward and inverse in one launch where the batch fits the GPU at once.
            (Exec::Gpu(g), Poly::Device(x), None) => {
                let name = g.engine.program_for(name, g.engine.all_towers().len(), batch)?;
                g.engine.run_on(&g.stream, &name, &mut [x], g.engine.all_towers(), batch)
            }
            // The one two-operand program a Ring runs: pointwise (y read-only).
            (Exec::Gpu(g), Poly::Device(x), Some(Poly::Device(y))) => g.engine.pointwise_on(&g.stream, x, y, g.engine.all_towers(), batch),
            _ => Err(mixed()),
        }
    }

    /// Fused form `name` of the ring's spec, out of place and without
    /// per-tower constants: x (written only; its batch is the call's) from
    /// y (`from-y`: x's shape; `from-y-row`: one row of n words a batch
    /// item, broadcast into every tower).
    pub fn fused_from(&self, name: &str, x: &mut Poly, y: &Poly) -> Result<()> {
        let batch = self.batch_of("x", x)?;
        match (&self.exec, x, y) {
            (Exec::Cpu(c), Poly::Host(x), Poly::Host(y)) => {
                let mut c = c.lock().map_err(|_| Error::Invalid("executor lock poisoned".into()))?;
                c.run_program(name, &mut [x, &mut y.clone()], batch).map_err(|e| Error::Invalid(e.to_string()))
            }
            (Exec::Gpu(g), Poly::Device(x), Poly::Device(y)) => {
                let none = crate::engines::DeviceTowerArgs { arrays: vec![], skip: (0, 0) };
                g.engine.run_fused_from_on(&g.stream, name, x, y, &none, g.engine.all_towers(), batch)
            }
            _ => Err(mixed()),
        }
    }

    /// Forward transform in place.
    pub fn forward(&self, x: &mut Poly) -> Result<()> {
        self.program(programs::FORWARD, x, None)
    }
    /// Inverse transform in place (includes 1/N).
    pub fn inverse(&self, x: &mut Poly) -> Result<()> {
        self.program(programs::INVERSE, x, None)
    }
    /// x = x (.) y in the transformed domain (the spec's pointwise algorithm).
    pub fn pointwise(&self, x: &mut Poly, y: &Poly) -> Result<()> {
        self.program(programs::POINTWISE, x, Some(y))
    }

    fn addsub(&self, x: &mut Poly, y: &Poly, op: u32) -> Result<()> {
        if y.len() != x.len() {
            return Err(Error::Invalid(format!("y holds {} words, x {}; both need the same batch", y.len(), x.len())));
        }
        self.addsub_leading(x, y, op)
    }

    /// x = x + (the first x.len() words of y): y holds x's batch or more
    /// polynomials (a longer batch whose leading part pairs with x).
    pub fn add_leading(&self, x: &mut Poly, y: &Poly) -> Result<()> {
        self.batch_of("y", y)?;
        if y.len() < x.len() {
            return Err(Error::Invalid(format!("y holds {} words, x {}; y needs at least x's batch", y.len(), x.len())));
        }
        self.addsub_leading(x, y, 0)
    }

    fn addsub_leading(&self, x: &mut Poly, y: &Poly, op: u32) -> Result<()> {
        self.batch_of("x", x)?;
        let (n, t) = (self.plan.words_per_poly, self.plan.towers);
        match (&self.exec, x, y) {
            (Exec::Cpu(_), Poly::Host(x), Poly::Host(y)) => {
                for (i, (a, &b)) in x.iter_mut().zip(y).enumerate() {
                    let q = self.plan.spec.primes[(i / n) % t];
                    *a = match op {
                        0 => add_mod(*a, b, q),
                        1 => sub_mod(*a, b, q),
                        _ => sub_mod(b, *a, q),
                    };
                }
                Ok(())
            }
            (Exec::Gpu(g), Poly::Device(x), Poly::Device(y)) => {
                let words = x.len();
                // SAFETY: ring_addsub(u64* x, const u64* y, const u64* primes, u32 n, u32 towers, u64 words, u32 op); x holds `words`, y at least as many (checked by the callers).
                unsafe { g.stream.launch(&g.addsub, elementwise_dims(words), kernel_args![x, y, &g.primes, n as u32, t as u32, words as u64, op]) }
            }
            _ => Err(mixed()),
        }
    }

    /// x = x + y.
    pub fn add(&self, x: &mut Poly, y: &Poly) -> Result<()> {
        self.addsub(x, y, 0)
    }
    /// x = x - y.
    pub fn sub(&self, x: &mut Poly, y: &Poly) -> Result<()> {
        self.addsub(x, y, 1)
    }
    /// x = y - x.
    pub fn rsub(&self, x: &mut Poly, y: &Poly) -> Result<()> {
        self.addsub(x, y, 2)
    }

    /// x = -x.
    pub fn neg(&self, x: &mut Poly) -> Result<()> {
        self.batch_of("x", x)?;
        let (n, t) = (self.plan.words_per_poly, self.plan.towers);
        match (&self.exec, x) {
            (Exec::Cpu(_), Poly::Host(x)) => {
                for (i, a) in x.iter_mut().enumerate() {
                    *a = sub_mod(0, *a, self.plan.spec.primes[(i / n) % t]);
                }
                Ok(())
            }
            (Exec::Gpu(g), Poly::Device(x)) => {
                let words = x.len();
                // SAFETY: ring_neg(u64* x, const u64* primes, u32 n, u32 towers, u64 words).
                unsafe { g.stream.launch(&g.neg, elementwise_dims(words), kernel_args![x, &g.primes, n as u32, t as u32, words as u64]) }
            }
            _ => Err(mixed()),
        }
    }

    /// x = x * s\[tower\], one scalar per tower (each below its prime).
    pub fn scale(&self, x: &mut Poly, s: &[u64]) -> Result<()> {
        self.batch_of("x", x)?;
        let (n, t) = (self.plan.words_per_poly, self.plan.towers);
        if s.len() != t {
            return Err(Error::Invalid(format!("scale: {} scalars for {t} towers; give one per tower", s.len())));
        }
        for (i, (&v, &q)) in s.iter().zip(&self.plan.spec.primes).enumerate() {
            // Shoup's estimate is one q short at most: 2q must fit the word.
            if q >> 63 != 0 {
                return Err(Error::Invalid(format!("scale: tower {i}'s prime {q} is not below 2^63 (Shoup's scalar product needs 2q < 2^64); multiply by a constant polynomial with pointwise instead")));
            }
            if v >= q {
                return Err(Error::Invalid(format!("scale: s[{i}] = {v} is not below its tower's prime {q}")));
            }
        }
        match (&self.exec, x) {
            (Exec::Cpu(_), Poly::Host(x)) => {
                for (i, a) in x.iter_mut().enumerate() {
                    let k = (i / n) % t;
                    *a = mul_mod(*a, s[k], self.plan.spec.primes[k]);
                }
                Ok(())
            }
            (Exec::Gpu(g), Poly::Device(x)) => {
                let words = x.len();
                // The scalars, then their Shoup companions floor(s 2^64 / q).
                let mut both = s.to_vec();
                both.extend(s.iter().zip(&self.plan.spec.primes).map(|(&v, &q)| super::modq::shoup_companion(v, q)));
                let ds = g.gpu.untracked(|| g.stream.upload(&both))?;
                // SAFETY: ring_scale(u64* x, const u64* primes, const u64* s, u32 n, u32 towers, u64 words); s holds 2 x towers.
                unsafe { g.stream.launch(&g.scale, elementwise_dims(words), kernel_args![x, &g.primes, &ds, n as u32, t as u32, words as u64])? };
                // `ds` is freed in the stream's order (cudarc frees on the stream).
                drop(ds);
                Ok(())
            }
            _ => Err(mixed()),
        }
    }

    /// `batch` polynomials: `src` (a batch of its own) repeated to fill
    /// them (a broadcast: one key times many messages).
    pub fn repeat(&self, src: &Poly, batch: usize) -> Result<Poly> {
        let src_polys = self.batch_of("src", src)?;
        let per = self.plan.towers * self.plan.words_per_poly;
        match (&self.exec, src) {
            (Exec::Cpu(_), Poly::Host(s)) => Ok(Poly::Host((0..batch * per).map(|i| s[((i / per) % src_polys) * per + i % per]).collect())),
            (Exec::Gpu(g), Poly::Device(s)) => {
                let words = batch * per;
                let mut out = g.gpu.untracked(|| g.stream.alloc_zeros::<u64>(words))?;
                // SAFETY: ring_repeat(u64* dst, const u64* src, u64 per_poly, u64 src_polys, u64 words); dst holds `words`, src src_polys x per.
                unsafe { g.stream.launch(&g.repeat, elementwise_dims(words), kernel_args![&mut out, s, per as u64, src_polys as u64, words as u64])? };
                Ok(Poly::Device(out))
            }
            _ => Err(mixed()),
        }
    }

    /// Waits for every queued operation (GPU); nothing on the CPU.
    pub fn synchronize(&self) -> Result<()> {
        match &self.exec {
            Exec::Gpu(g) => g.stream.synchronize(),
            Exec::Cpu(_) => Ok(()),
        }
    }
}

fn mixed() -> Error {
    Error::Invalid("a host Poly given to a GPU ring, or a device Poly to a CPU ring; make it with the same Ring".into())
}

/// The element-wise operations' twins (defined once, in `apps::modq`).
pub use super::modq::{add_mod, mul_mod, sub_mod};

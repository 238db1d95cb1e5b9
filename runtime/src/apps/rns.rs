//! Polynomial multiplication in Z_Q\[x\]/(x^N + 1) for a big modulus Q
//! (60 to several thousand bits) over RNS towers of word-sized NTT primes
//! (Coala's in-kernel towers, Alves's double CRT), on a [`Backend`]:
//!
//! 1. **decompose** every coefficient (little-endian u32 limbs, below Q)
//!    into its residue per tower (`rns_decompose`);
//! 2. **multiply** all towers of the batch in one batched program of the
//!    generated kernels (two forwards, the pointwise product, the inverse);
//! 3. **reconstruct** each coefficient mod Q with CRT (`rns_reconstruct`:
//!    Garner's mixed-radix digits, then a multi-limb sum and a reduction).
//!
//! On the GPU the three steps run on device buffers on one stream: one
//! upload of the operands' limbs, one download of the product's. On the
//! CPU the generated kernels run in the interpreter and steps 1 and 3 run
//! their Rust twins ([`RnsTables::decompose`], [`RnsTables::reconstruct`]),
//! the same algorithm as the CUDA code, which is generated from
//! descriptors (`codegen::emit::elementwise::apps::rns`, checked in as
//! `generated/apps/rns.cu`; [`rns_cu`]).
//!
//! Two kinds of modulus:
//! - [`Modulus::Towers`]: Q is the product of the towers (the FHE case:
//!   everything is exact mod each tower, CRT gives the result mod Q);
//! - [`Modulus::Big`]: any Q ≥ 2; the towers' product P exceeds
//!   2 N (Q - 1)^2, so each coefficient of the integer negacyclic product is
//!   recovered exactly (centered: X > (P - 1) / 2 stands for X - P) and
//!   reduced mod Q on the device.

use super::ring::{Poly, Ring};
use super::Backend;
use crate::{kernel_args, CompileOptions, DeviceBuffer, Error, Kernel, KernelCache, LaunchDims, Result};
use super::modq::{add_mod, inv_mod, shoup_companion, sub_mod, Shoup};
use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};

/// CUDA source of the decomposition and reconstruction kernels, generated
/// by `codegen::emit::elementwise::apps::rns` (checked in as
/// `generated/apps/rns.cu`) and sized by `sizes` (`(name, value)` for each
/// of its `#define`s; [`RnsTables::cuda_source`] gives them).
pub fn rns_cu(sizes: &[(&str, u64)]) -> Result<String> {
    codegen::emit::elementwise::rns_cuda(sizes).map_err(|e| Error::Invalid(format!("rns kernels: {e}")))
}

/// Bits of each tower prime (Shoup's products need 2q < 2^64; 60 leaves the
/// validator's largest-first search plenty of NTT primes).
pub const TOWER_BITS: u32 = 60;

/// What Q is.
#[derive(Clone, Debug)]
pub enum Modulus {
    /// Q = the product of `count` tower primes of [`TOWER_BITS`] bits.
    Towers {
        /// Number of towers.
        count: usize,
    },
    /// Any Q ≥ 2 (towers chosen from its size).
    Big(BigUint),
}

/// The constants both reconstruction paths read (built once on the host).
#[derive(Clone, Debug)]
pub struct RnsTables {
    /// Coefficients' modulus Q.
    pub q: BigUint,
    /// Tower primes.
    pub primes: Vec<u64>,
    /// Their product P.
    pub p: BigUint,
    /// Limbs (u32) of an input coefficient (below Q).
    pub l: usize,
    /// Limbs of the accumulator Y (holds Q 2^K).
    pub ly: usize,
    /// Limbs of an output coefficient.
    pub lq: usize,
    /// Conditional subtractions of Q 2^k that reduce Y below Q.
    pub k: usize,
    /// Whether values above (P - 1) / 2 stand for negatives.
    pub centered: bool,
    /// T x L: 2^(32 j) mod p_i, and Shoup companions.
    pub r: Vec<u64>,
    /// Shoup companions of `r`.
    pub rs: Vec<u64>,
    /// T x T: p_j^-1 mod p_i (j < i; 0 elsewhere).
    pub inv: Vec<u64>,
    /// Shoup companions of `inv`.
    pub invs: Vec<u64>,
    /// Mixed-radix digits of (P - 1) / 2.
    pub half: Vec<u64>,
    /// T x LY limbs: M_i mod Q, M_i = p_0 ... p_(i-1).
    pub cm: Vec<u32>,
    /// LY limbs: Q - (P mod Q).
    pub nc: Vec<u32>,
    /// K x LY limbs: Q 2^k for k = K - 1 down to 0.
    pub s: Vec<u32>,
}

fn limbs_of(x: &BigUint, len: usize) -> Vec<u32> {
    let mut v = x.to_u32_digits();
    v.resize(len, 0);
    v
}

fn limbs_for_bits(bits: u64) -> usize {
    (bits as usize).div_ceil(32).max(1)
}

impl RnsTables {
    /// Tables for `q` over `primes` (`centered` for [`Modulus::Big`]).
    pub fn new(q: &BigUint, primes: &[u64], centered: bool) -> Result<RnsTables> {
        let (&lo, &hi) = (primes.iter().min().ok_or_else(|| Error::Invalid("no towers".into()))?, primes.iter().max().unwrap_or(&0));
        if hi >> 62 != 0 || hi >= 2 * lo {
            return Err(Error::Invalid(format!("tower primes from {lo} to {hi}: the CRT kernels need every prime below 2^62 and within a factor 2 of each other; use primes of one bit size")));
        }
        let t = primes.len();
        let p: BigUint = primes.iter().map(|&x| BigUint::from(x)).product();
        let l = limbs_for_bits(q.bits());
        // Y < (sum (p_i - 1) + 1) Q [+ Q]: K doublings of Q cover it.
        let k = if centered { (primes.iter().map(|&x| x as u128).sum::<u128>() + 2).next_power_of_two().trailing_zeros() as usize } else { 0 };
        let ly = limbs_for_bits(q.bits() + k as u64) + 1;
        let (mut r, mut rs, mut inv, mut invs) = (vec![], vec![], vec![0; t * t], vec![0; t * t]);
        for (i, &pi) in primes.iter().enumerate() {
            for j in 0..l {
                let w = (BigUint::one() << (32 * j)) % pi;
                let w = w.to_u64().unwrap_or(0);
                r.push(w);
                rs.push(shoup_companion(w, pi));
            }
            for (j, &pj) in primes[..i].iter().enumerate() {
                let x = inv_mod(pj % pi, pi).ok_or_else(|| Error::Invalid(format!("towers {j} and {i} are not coprime")))?;
                inv[i * t + j] = x;
                invs[i * t + j] = shoup_companion(x, pi);
            }
        }
        let half = mixed_radix(&((&p - 1u32) >> 1), primes);
        let mut cm = Vec::with_capacity(t * ly);
        let mut m = BigUint::one();
        for &pi in primes {
            cm.extend(limbs_of(&(&m % q), ly));
            m *= pi;
        }
        let nc = limbs_of(&((q - (&p % q)) % q), ly);
        let s = (0..k).rev().flat_map(|b| limbs_of(&(q << b), ly)).collect();
        Ok(RnsTables { q: q.clone(), primes: primes.to_vec(), p, l, ly, lq: l, k, centered, r, rs, inv, invs, half, cm, nc, s })
    }

    /// Residues of one coefficient (L limbs): the twin of `rns_decompose`.
    pub fn decompose(&self, limbs: &[u32]) -> Vec<u64> {
        self.primes
            .iter()
            .enumerate()
            .map(|(i, &q)| limbs.iter().enumerate().fold(0u64, |acc, (j, &a)| add_mod(acc, Shoup { w: self.r[i * self.l + j], ws: self.rs[i * self.l + j] }.mul(a as u64, q), q)))
            .collect()
    }

    /// One coefficient mod Q (LQ limbs) from its residues: the twin of `rns_reconstruct`.
    pub fn reconstruct(&self, x: &[u64]) -> Vec<u32> {
        let t = self.primes.len();
        let mut v = vec![0u64; t];
        for i in 0..t {
            let q = self.primes[i];
            let mut acc = x[i];
            for j in 0..i {
                let vj = if v[j] >= q { v[j] - q } else { v[j] };
                acc = Shoup { w: self.inv[i * t + j], ws: self.invs[i * t + j] }.mul(sub_mod(acc, vj, q), q);
            }
            v[i] = acc;
        }
        let mut y = vec![0u32; self.ly];
        for (i, &vi) in v.iter().enumerate() {
            for (h, d) in [(0, vi & 0xffff_ffff), (1, vi >> 32)] {
                mac(&mut y[h..], d, &self.cm[i * self.ly..(i + 1) * self.ly - h]);
            }
        }
        if self.centered && v.iter().rev().cmp(self.half.iter().rev()) == std::cmp::Ordering::Greater {
            mac(&mut y, 1, &self.nc);
        }
        for b in 0..self.k {
            let sk = &self.s[b * self.ly..(b + 1) * self.ly];
            if y.iter().rev().cmp(sk.iter().rev()) != std::cmp::Ordering::Less {
                let mut borrow = 0i64;
                for (a, &s) in y.iter_mut().zip(sk) {
                    let d = *a as i64 - s as i64 - borrow;
                    borrow = (d < 0) as i64;
                    *a = d as u32;
                }
            }
        }
        y.truncate(self.lq);
        y
    }

    /// The sizes of the kernels for these tables (their `#define`s).
    pub fn sizes(&self) -> [(&'static str, u64); 6] {
        [("RNS_T", self.primes.len() as u64), ("RNS_L", self.l as u64), ("RNS_LY", self.ly as u64), ("RNS_LQ", self.lq as u64), ("RNS_K", self.k as u64), ("RNS_CENTERED", self.centered as u64)]
    }

    /// The CUDA source of the kernels, sized for these tables ([`rns_cu`]).
    pub fn cuda_source(&self) -> Result<String> {
        rns_cu(&self.sizes())
    }
}

/// y += d * c over limbs (c no longer than y); the carry out must be zero by
/// the tables' bounds.
fn mac(y: &mut [u32], d: u64, c: &[u32]) {
    let mut carry = 0u64;
    for (j, a) in y.iter_mut().enumerate() {
        let t = *a as u64 + d * c.get(j).copied().unwrap_or(0) as u64 + carry;
        *a = t as u32;
        carry = t >> 32;
    }
}

/// Mixed-radix digits of x < P over `primes` (least significant first).
fn mixed_radix(x: &BigUint, primes: &[u64]) -> Vec<u64> {
    let mut x = x.clone();
    primes
        .iter()
        .map(|&p| {
            let d = (&x % p).to_u64().unwrap_or(0);
            x /= p;
            d
        })
        .collect()
}

struct GpuKernels {
    decompose: Kernel,
    reconstruct: Kernel,
    primes: DeviceBuffer<u64>,
    r: DeviceBuffer<u64>,
    rs: DeviceBuffer<u64>,
    inv: DeviceBuffer<u64>,
    invs: DeviceBuffer<u64>,
    half: DeviceBuffer<u64>,
    cm: DeviceBuffer<u32>,
    nc: DeviceBuffer<u32>,
    s: DeviceBuffer<u32>,
}

/// Polynomial multiplication mod (Q, x^N + 1) on a backend.
pub struct RnsPolyMul {
    ring: Ring,
    tables: RnsTables,
    gpu: Option<GpuKernels>,
}

/// The spec of `count` towers of [`TOWER_BITS`]-bit primes at 2^log_n.
fn spec(log_n: u32, count: usize) -> Result<codegen::spec::ValidSpec> {
    let text = format!("name = \"rns_n{log_n}_t{count}\"\ntransform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\nreduction = \"shoup\"\n[moduli]\nbits = {TOWER_BITS}\ncount = {count}\n");
    codegen::spec::from_str(&text).map_err(|e| Error::Invalid(format!("RNS towers for log_n = {log_n}, {count} towers: {e}")))
}

/// Grid for one thread per coefficient (grid-stride loop).
fn per_coefficient(total: usize) -> LaunchDims {
    LaunchDims::new([total.div_ceil(128).clamp(1, 65_535) as u32, 1, 1], [128, 1, 1], 0)
}

impl RnsPolyMul {
    /// Prepares multiplication mod (Q, x^(2^log_n) + 1) on `backend`.
    pub fn new(backend: &Backend, modulus: Modulus, log_n: u32) -> Result<RnsPolyMul> {
        let (spec, q, centered) = match modulus {
            Modulus::Towers { count } => {
                let s = spec(log_n, count)?;
                let q = s.primes.iter().map(|&x| BigUint::from(x)).product();
                (s, q, false)
            }
            Modulus::Big(q) => {
                if q < BigUint::from(2u32) {
                    return Err(Error::Invalid(format!("Q = {q}: the modulus must be at least 2")));
                }
                // P > 2 N (Q - 1)^2: an estimate of the count, then one more while short.
                let need = (BigUint::from(2u32) << log_n) * (&q - 1u32) * (&q - 1u32);
                let mut count = (need.bits() as usize).div_ceil(TOWER_BITS as usize - 1).max(1);
                loop {
                    let s = spec(log_n, count)?;
                    let p: BigUint = s.primes.iter().map(|&x| BigUint::from(x)).product();
                    if p > need {
                        break (s, q, true);
                    }
                    count += 1;
                }
            }
        };
        let ring = Ring::new(backend, &spec)?;
        let tables = RnsTables::new(&q, ring.primes(), centered)?;
        let gpu = match backend {
            Backend::Cpu => None,
            Backend::Gpu(g) => {
                let source = tables.cuda_source()?;
                let name = format!("nttgen_rns_t{}_l{}_ly{}_k{}", tables.primes.len(), tables.l, tables.ly, tables.k);
                let (_, module) = g.compile_and_load(KernelCache::global(), &source, &name, &CompileOptions::default())?;
                let up64 = |v: &[u64]| g.untracked(|| g.upload(if v.is_empty() { &[0u64][..] } else { v }));
                let up32 = |v: &[u32]| g.untracked(|| g.upload(if v.is_empty() { &[0u32][..] } else { v }));
                Some(GpuKernels {
                    decompose: module.kernel("rns_decompose")?,
                    reconstruct: module.kernel("rns_reconstruct")?,
                    primes: up64(&tables.primes)?,
                    r: up64(&tables.r)?,
                    rs: up64(&tables.rs)?,
                    inv: up64(&tables.inv)?,
                    invs: up64(&tables.invs)?,
                    half: up64(&tables.half)?,
                    cm: up32(&tables.cm)?,
                    nc: up32(&tables.nc)?,
                    s: up32(&tables.s)?,
                })
            }
        };
        Ok(RnsPolyMul { ring, tables, gpu })
    }

    /// The modulus Q.
    pub fn q(&self) -> &BigUint {
        &self.tables.q
    }
    /// N.
    pub fn n(&self) -> usize {
        self.ring.n()
    }
    /// The tower primes.
    pub fn primes(&self) -> &[u64] {
        &self.tables.primes
    }
    /// u32 limbs per coefficient, in the inputs and in the output.
    pub fn limbs(&self) -> usize {
        self.tables.l
    }
    /// The CRT tables.
    pub fn tables(&self) -> &RnsTables {
        &self.tables
    }
    /// The ring the towers are multiplied in.
    pub fn ring(&self) -> &Ring {
        &self.ring
    }

    /// The batch a limb buffer holds, after checking it is whole and below Q.
    fn check(&self, what: &str, limbs: &[u32]) -> Result<usize> {
        let per = self.n() * self.tables.l;
        if limbs.is_empty() || limbs.len() % per != 0 {
            return Err(Error::Invalid(format!("{what}: {} limbs is not a whole batch of polynomials ({} coefficients x {} u32 limbs each)", limbs.len(), self.n(), self.tables.l)));
        }
        let q = limbs_of(&self.tables.q, self.tables.l);
        for (c, x) in limbs.chunks(self.tables.l).enumerate() {
            if x.iter().rev().cmp(q.iter().rev()) != std::cmp::Ordering::Less {
                return Err(Error::Invalid(format!("{what}: coefficient {c} is not below Q; reduce it mod Q first")));
            }
        }
        Ok(limbs.len() / per)
    }

    /// a * b mod (Q, x^N + 1) for a batch of polynomial pairs; coefficients
    /// are `limbs()` little-endian u32 limbs each, polynomial after
    /// polynomial. On the GPU: one upload, the three steps on the device,
    /// one download.
    pub fn multiply(&self, a: &[u32], b: &[u32]) -> Result<Vec<u32>> {
        let batch = self.check("a", a)?;
        if self.check("b", b)? != batch {
            return Err(Error::Invalid(format!("b holds {} limbs, a {}; give both the same batch", b.len(), a.len())));
        }
        let (mut x, mut y) = (self.decompose(a, batch)?, self.decompose(b, batch)?);
        self.ring.forward(&mut x)?;
        self.ring.forward(&mut y)?;
        self.ring.pointwise(&mut x, &y)?;
        self.ring.inverse(&mut x)?;
        self.reconstruct(&x, batch)
    }

    /// GPU only: [`RnsPolyMul::multiply`] with a CUDA event between the
    /// steps; milliseconds of (upload, decompose, forwards, pointwise,
    /// inverse, reconstruct, download). `None` on the CPU backend.
    pub fn profile(&self, a: &[u32], b: &[u32]) -> Result<Option<Vec<(&'static str, f32)>>> {
        let (Some(g), Some(stream), Some(gpu)) = (&self.gpu, self.ring.stream(), self.ring.gpu()) else { return Ok(None) };
        let batch = self.check("a", a)?;
        if self.check("b", b)? != batch {
            return Err(Error::Invalid("a and b: give both the same batch".into()));
        }
        let (n, lq) = (self.n(), self.tables.lq);
        let mut ev = vec![stream.record_event()?];
        let (sa, sb) = (gpu.untracked(|| stream.upload(a))?, gpu.untracked(|| stream.upload(b))?);
        ev.push(stream.record_event()?);
        let (Poly::Device(mut x), Poly::Device(mut y)) = (self.ring.zeros(batch)?, self.ring.zeros(batch)?) else { return Ok(None) };
        for (dst, src) in [(&mut x, &sa), (&mut y, &sb)] {
            // SAFETY: as in `decompose`.
            unsafe { stream.launch(&g.decompose, per_coefficient(batch * n), kernel_args![dst, src, &g.primes, &g.r, &g.rs, n as u32, batch as u32])? };
        }
        ev.push(stream.record_event()?);
        let (mut x, mut y) = (Poly::Device(x), Poly::Device(y));
        self.ring.forward(&mut x)?;
        self.ring.forward(&mut y)?;
        ev.push(stream.record_event()?);
        self.ring.pointwise(&mut x, &y)?;
        ev.push(stream.record_event()?);
        self.ring.inverse(&mut x)?;
        ev.push(stream.record_event()?);
        let Poly::Device(x) = x else { return Ok(None) };
        let mut out = gpu.untracked(|| stream.alloc_zeros::<u32>(batch * n * lq))?;
        // SAFETY: as in `reconstruct`.
        unsafe { stream.launch(&g.reconstruct, per_coefficient(batch * n), kernel_args![&mut out, &x, &g.primes, &g.inv, &g.invs, &g.half, &g.cm, &g.nc, &g.s, n as u32, batch as u32])? };
        ev.push(stream.record_event()?);
        let _ = stream.download(&out)?;
        ev.push(stream.record_event()?);
        let names = ["upload", "decompose", "forward x2", "pointwise", "inverse", "reconstruct", "download"];
        names.iter().zip(ev.windows(2)).map(|(&name, w)| Ok((name, w[0].elapsed_ms(&w[1])?))).collect::<Result<Vec<_>>>().map(Some)
    }

    fn decompose(&self, limbs: &[u32], batch: usize) -> Result<Poly> {
        let (n, t, l) = (self.n(), self.tables.primes.len(), self.tables.l);
        match &self.gpu {
            None => {
                let mut x = vec![0u64; batch * t * n];
                for (c, coef) in limbs.chunks(l).enumerate() {
                    let (p, k) = (c / n, c % n);
                    for (i, r) in self.tables.decompose(coef).into_iter().enumerate() {
                        x[(p * t + i) * n + k] = r;
                    }
                }
                self.ring.upload(&x)
            }
            Some(g) => {
                let stream = self.ring.stream().ok_or_else(|| Error::Invalid("GPU kernels on a CPU ring".into()))?;
                let gpu = self.ring.gpu().ok_or_else(|| Error::Invalid("GPU kernels on a CPU ring".into()))?;
                let src = gpu.untracked(|| stream.upload(limbs))?;
                let Poly::Device(mut x) = self.ring.zeros(batch)? else { return Err(Error::Invalid("a GPU ring gave a host buffer".into())) };
                // SAFETY: rns_decompose(u64* x, const u32* limbs, primes, r, rs, u32 n, u32 batch): x holds batch x T x n, limbs batch x n x L, tables T x L.
                unsafe { stream.launch(&g.decompose, per_coefficient(batch * n), kernel_args![&mut x, &src, &g.primes, &g.r, &g.rs, n as u32, batch as u32])? };
                Ok(Poly::Device(x))
            }
        }
    }

    fn reconstruct(&self, x: &Poly, batch: usize) -> Result<Vec<u32>> {
        let (n, t, lq) = (self.n(), self.tables.primes.len(), self.tables.lq);
        match (&self.gpu, x) {
            (Some(g), Poly::Device(x)) => {
                let stream = self.ring.stream().ok_or_else(|| Error::Invalid("GPU kernels on a CPU ring".into()))?;
                let gpu = self.ring.gpu().ok_or_else(|| Error::Invalid("GPU kernels on a CPU ring".into()))?;
                let mut out = gpu.untracked(|| stream.alloc_zeros::<u32>(batch * n * lq))?;
                // SAFETY: rns_reconstruct(u32* out, const u64* x, primes, inv, invs, half, cm, nc, s, u32 n, u32 batch): out batch x n x LQ, x batch x T x n, tables sized by RnsTables.
                unsafe { stream.launch(&g.reconstruct, per_coefficient(batch * n), kernel_args![&mut out, x, &g.primes, &g.inv, &g.invs, &g.half, &g.cm, &g.nc, &g.s, n as u32, batch as u32])? };
                stream.download(&out)
            }
            (None, Poly::Host(x)) => {
                let mut out = Vec::with_capacity(batch * n * lq);
                let mut residues = vec![0u64; t];
                for p in 0..batch {
                    for k in 0..n {
                        for (i, r) in residues.iter_mut().enumerate() {
                            *r = x[(p * t + i) * n + k];
                        }
                        out.extend(self.tables.reconstruct(&residues));
                    }
                }
                Ok(out)
            }
            _ => Err(Error::Invalid("a buffer of the other backend".into())),
        }
    }

    /// Polynomials of big coefficients (each below Q) as the limbs
    /// [`RnsPolyMul::multiply`] takes.
    pub fn to_limbs(&self, what: &str, x: &[Vec<BigUint>]) -> Result<Vec<u32>> {
        let mut v = Vec::with_capacity(x.len() * self.n() * self.tables.l);
        for (p, poly) in x.iter().enumerate() {
            if poly.len() != self.n() {
                return Err(Error::Invalid(format!("{what}[{p}] has {} coefficients; N = {}", poly.len(), self.n())));
            }
            for c in poly {
                if c >= &self.tables.q {
                    return Err(Error::Invalid(format!("{what}[{p}]: a coefficient is not below Q; reduce it mod Q first")));
                }
                v.extend(limbs_of(c, self.tables.l));
            }
        }
        Ok(v)
    }

    /// The output of [`RnsPolyMul::multiply`] as polynomials of big coefficients.
    pub fn from_limbs(&self, limbs: &[u32]) -> Vec<Vec<BigUint>> {
        limbs.chunks(self.n() * self.tables.lq).map(|p| p.chunks(self.tables.lq).map(BigUint::from_slice).collect()).collect()
    }

    /// [`RnsPolyMul::multiply`] on big integers: `a[p][k]`, `b[p][k]` < Q.
    pub fn multiply_big(&self, a: &[Vec<BigUint>], b: &[Vec<BigUint>]) -> Result<Vec<Vec<BigUint>>> {
        let out = self.multiply(&self.to_limbs("a", a)?, &self.to_limbs("b", b)?)?;
        Ok(self.from_limbs(&out))
    }
}

/// a * b mod (q, x^N + 1) by schoolbook over big integers: the oracle.
pub fn schoolbook(a: &[BigUint], b: &[BigUint], q: &BigUint) -> Vec<BigUint> {
    let n = a.len();
    let mut pos = vec![BigUint::zero(); n];
    let mut neg = vec![BigUint::zero(); n];
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            let t = x * y;
            if i + j < n {
                pos[i + j] += t;
            } else {
                neg[i + j - n] += t;
            }
        }
    }
    pos.into_iter().zip(neg).map(|(p, m)| ((p % q) + q - (m % q)) % q).collect()
}

//! BFV (Brakerski/Fan–Vercauteren) homomorphic encryption on the generated
//! kernels: textbook BFV over R_q = Z_q\[x\]/(x^N + 1), q a product of
//! NTT-friendly towers, every polynomial product through a spec's programs
//! (forward, pointwise, inverse) on a [`Backend`]. A demonstration of the
//! kernels, checked against a big-integer oracle; not a vetted library.
//!
//! - [`oracle`]: the scheme with exact big-integer arithmetic (the reference);
//! - [`params`]: parameter sets (the HE security standard's 128-bit table);
//! - [`sample`]: ChaCha20 randomness, constant-time in the secret values;
//! - [`hps`]: the multiplication's RNS steps (Halevi–Polyakov–Shoup basis
//!   extension and scaling, gadget digits) as tables and Rust twins of the
//!   CUDA kernels, generated from descriptors
//!   (`codegen::emit::elementwise::apps::bfv`, `generated/apps/bfv.cu`).
//!
//! [`Bfv`] holds two rings: q's towers (ciphertexts, keys) and q ∪ P (the
//! tensor product, P > 4 t N q). Ciphertexts are [`Poly`]s in q in the
//! coefficient domain (device-resident on the GPU); keys are kept
//! transformed (NTT domain). A homomorphic multiplication
//! ([`Bfv::multiply`] then [`Bfv::relinearize`]) runs on one stream with no
//! host transfer: extend q → q ∪ P, 4 forward transforms, 4 pointwise
//! products, 3 inverses, scale by t/q back to q, then the gadget digits of
//! c2, their transforms and products with the keys, the digit sums, 2
//! inverses. Key generation, encryption and decryption sample or decode on
//! the host (the secret never leaves it except as the transformed key).
//!
//! With one seed, [`Bfv`] and the [`Oracle`] draw the same samples in the
//! same order: keys and ciphertexts agree word for word (tests).

mod arena;
pub mod hps;
pub mod oracle;
pub mod params;
pub mod sample;
mod steps;

pub use oracle::{Oracle, OracleCiphertext, OracleKeys};
pub use params::BfvParams;
pub use sample::Sampler;

use super::ring::{mul_mod, Poly, Ring};
use arena::{Arena, Scratch};
use super::Backend;
use crate::{CompileOptions, DeviceBuffer, Error, Kernel, KernelCache, LaunchDims, Result};
use hps::HpsTables;
use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};
use oracle::{budget, centered_abs, check_plaintext};
use sample::lift;

/// The secret key: the ternary s (host) and s, s² transformed (for decryption).
pub struct SecretKey {
    s: Vec<i64>,
    s_ntt: Poly,
    s2_ntt: Poly,
    id: u64,
}

impl SecretKey {
    /// The ternary coefficients of s.
    pub fn coefficients(&self) -> &[i64] {
        &self.s
    }
}

/// The public key (b, a), transformed.
pub struct PublicKey {
    b: Poly,
    a: Poly,
    id: u64,
}

/// The relinearisation keys (b_i, a_i), one per tower of q, transformed
/// (batches of towers polynomials), each word in Montgomery's form (w 2^64
/// mod q_i: one word, where a Shoup pair took two, so relinearisation reads
/// half the bytes), b's then a's: the one copy every ciphertext of a batch
/// reads.
pub struct RelinKeys {
    words: Poly,
    id: u64,
}

/// One homomorphic multiplication recorded as a CUDA graph
/// ([`Bfv::hmul_graph`]); it borrows its operands, which it reads at each
/// replay, and owns the buffers its steps use.
pub struct HmulGraph<'a> {
    graph: crate::Graph,
    out: Ciphertext,
    /// The steps' buffers ([`GraphMemory::Arena`]): the graph's kernels
    /// hold their addresses, so they live as long as it does.
    _buffers: Vec<DeviceBuffer<u64>>,
    _operands: std::marker::PhantomData<&'a Ciphertext>,
}

/// Where an HMUL graph's intermediate buffers live ([`Bfv::hmul_graph_with`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphMemory {
    /// Its own, allocated by an eager run before the capture and kept with
    /// the graph, which then holds kernel nodes only
    /// ([`Bfv::hmul_graph`]).
    Arena,
    /// Stream-ordered allocations captured as the graph's memory nodes,
    /// allocated and freed again at each replay: how the graph was first
    /// recorded, kept to measure the two against each other.
    Captured,
}

impl HmulGraph<'_> {
    /// Reruns the multiplication (asynchronous, on the ring's stream).
    pub fn replay(&self) -> Result<()> {
        self.graph.launch()
    }
    /// The graph's nodes by kind ([`crate::Graph::node_counts`]).
    pub fn node_counts(&self) -> Result<Vec<(&'static str, usize)>> {
        self.graph.node_counts()
    }
    /// The product of the latest replay (valid until the next one).
    pub fn result(&self) -> &Ciphertext {
        &self.out
    }
}

/// The three keys of [`Bfv::keygen`].
pub struct Keys {
    /// Secret key.
    pub sk: SecretKey,
    /// Public key.
    pub pk: PublicKey,
    /// Relinearisation keys.
    pub rlk: RelinKeys,
}

/// A batch of ciphertexts: 2 polynomials (3 after [`Bfv::multiply`]), each
/// a batch of `batch` polynomials of q, coefficient domain.
pub struct Ciphertext {
    c: Vec<Poly>,
    batch: usize,
    id: u64,
}

impl Ciphertext {
    /// Ciphertexts in the batch.
    pub fn batch(&self) -> usize {
        self.batch
    }
    /// Polynomials per ciphertext (2, or 3 before relinearisation).
    pub fn polys(&self) -> usize {
        self.c.len()
    }
}

struct GpuSteps {
    extend: Kernel,
    tensor: Kernel,
    scale_p: Kernel,
    scale_q: Kernel,
    key_dot: Kernel,
    relin_out: Kernel,
    tab: DeviceBuffer<u64>,
    /// 16 blocks per SM (`dims`).
    max_blocks: u32,
}

/// RNS BFV for one parameter set on one backend.
pub struct Bfv {
    params: BfvParams,
    rq: Ring,
    rqp: Ring,
    hps: HpsTables,
    /// Δ = floor(q / t) mod each tower.
    delta: Vec<u64>,
    q: BigUint,
    /// CRT basis (q/q_i) \[(q/q_i)^-1\]_{q_i} (host decoding).
    crt: Vec<BigUint>,
    id: u64,
    gpu: Option<GpuSteps>,
}

/// The q ring's fused form: the relinearisation's gadget digits of c2
/// (digit d = c2's tower d, reduced into every tower) broadcast in its
/// forward transform's loads (docs/SPEC.md, `from-y-row`), so the digits,
/// towers times c2's words, are never written out.
pub(crate) const DIGITS_FORM: &str = "digits";

/// The q ring's `[[fused]]` table of [`DIGITS_FORM`].
fn digits_form() -> String {
    format!("[[fused]]\nname = \"{DIGITS_FORM}\"\ntransform = \"forward\"\nprologue = [{{ op = \"from-y-row\" }}]\n")
}

/// The spec of a ring over `primes` at N = 2^log_n, with `forms` (TOML
/// `[[fused]]` tables) after its moduli.
fn spec(name: &str, log_n: u32, primes: &[u64], class: Option<&str>, forms: &str) -> Result<codegen::spec::ValidSpec> {
    let list: Vec<String> = primes.iter().map(|p| p.to_string()).collect();
    let text = format!("name = \"{name}\"\ntransform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\nreduction = \"shoup\"\n{}[moduli]\nprimes = [{}]\n{forms}", tuned_lines(class, log_n, primes.len()), list.join(", "));
    codegen::spec::from_str(&text).map_err(|e| Error::Invalid(format!("BFV ring {name}: {e}")))
}

/// The spec lines that give a ring of `towers` the GPU class's tuned knobs:
/// `gpu`, which takes the class's entry for the workload, and where the
/// class has none for tables that fit in L2 (a BFV ring's tens of towers;
/// the entries were tuned over 256 towers), the knobs of the entry measured
/// at this size over towers whose tables do not. None on the CPU.
fn tuned_lines(class: Option<&str>, log_n: u32, towers: usize) -> String {
    use codegen::spec::{tuned, Transform, Word};
    let (Some(class), Ok(table)) = (class, tuned::table()) else { return String::new() };
    let mut lines = format!("gpu = \"{class}\"\n");
    let in_l2 = tuned::tables_in_l2(log_n, Word::U64, towers as u64);
    if in_l2 && table.lookup(class, Transform::NttNegacyclic, log_n, Word::U64, true, towers as u64).is_none() {
        if let Some(e) = table.lookup(class, Transform::NttNegacyclic, log_n, Word::U64, false, towers as u64) {
            for (k, v) in &e.knobs {
                lines += &format!("{k} = {v}\n");
            }
        }
    }
    lines
}

/// A fingerprint of the parameters: keys and ciphertexts carry it, so
/// mixing objects of two parameter sets is an error, not garbage.
fn fingerprint(p: &BfvParams) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for w in [p.log_n as u64, p.t].iter().chain(&p.q_primes).chain(&p.p_primes) {
        h = (h ^ w).wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

impl GpuSteps {
    /// Grid for `total` work items (words or coefficients) of a grid-stride
    /// loop: at most 16 blocks of 128 threads per SM, so blocks live long
    /// enough to fill the SMs (a block per few words is launched faster
    /// than it ends: in ncu, the digits at 2^15 reached 37% occupancy
    /// with one word a thread). Launched while the grid before drains
    /// (sm_90 and later: every element-wise kernel waits for it first,
    /// `griddepcontrol.wait`); one product is a chain of small launches.
    fn dims(&self, total: usize) -> LaunchDims {
        LaunchDims::new([total.div_ceil(128).clamp(1, self.max_blocks as usize) as u32, 1, 1], [128, 1, 1], 0).with_overlap(true)
    }

    /// [`GpuSteps::dims`] for a kernel bound by DRAM's bandwidth: at most
    /// the blocks the SMs hold at once, so its grid-stride loop runs in one
    /// wave (the key products at 2^15: 1.33 waves of 16 blocks an SM
    /// otherwise, the second's blocks starting late; one product's GPU time
    /// 513.4-514.7 -> 510.3-510.8 us as a graph on an H200).
    fn dims_one_wave(&self, kernel: &Kernel, total: usize) -> Result<LaunchDims> {
        let mut d = self.dims(total);
        let resident = kernel.max_resident_blocks(&d)?.max(1);
        d.grid[0] = d.grid[0].min(u32::try_from(resident).unwrap_or(u32::MAX));
        Ok(d)
    }
}

impl Bfv {
    /// Prepares `params` on `backend` (two rings; on the GPU the kernels
    /// and tables too).
    pub fn new(backend: &Backend, params: &BfvParams) -> Result<Bfv> {
        let hps = HpsTables::new(params)?;
        let kq = params.q_primes.len();
        let class = match backend {
            Backend::Gpu(g) => g.tuned_class(),
            Backend::Cpu => None,
        };
        let rq = Ring::new(backend, &spec(&format!("bfv_q_n{}_k{kq}", params.log_n), params.log_n, &params.q_primes, class, &digits_form())?)?;
        let all: Vec<u64> = params.q_primes.iter().chain(&params.p_primes).copied().collect();
        let rqp = Ring::new_sharing_stream(backend, &spec(&format!("bfv_qp_n{}_k{}", params.log_n, all.len()), params.log_n, &all, class, "")?, &rq)?;
        let q = params.q();
        let delta_big = &q / params.t;
        let delta = params.q_primes.iter().map(|&qi| (&delta_big % qi).to_u64().unwrap_or(0)).collect();
        let crt = Oracle::new(params).gadget().to_vec();
        let gpu = match backend {
            Backend::Cpu => None,
            Backend::Gpu(g) => {
                let name = format!("nttgen_bfv_kq{}_kp{}", kq, params.p_primes.len());
                let (_, module) = g.compile_and_load(KernelCache::global(), &hps.cuda_source()?, &name, &CompileOptions::default())?;
                Some(GpuSteps {
                    extend: module.kernel("bfv_extend")?,
                    tensor: module.kernel("bfv_tensor")?,
                    scale_p: module.kernel("bfv_scale_p")?,
                    scale_q: module.kernel("bfv_scale_q")?,
                    key_dot: module.kernel("bfv_key_dot")?,
                    relin_out: module.kernel("bfv_relin_out")?,
                    max_blocks: (16 * g.info().multiprocessors).clamp(16, 65_535),
                    // On the rings' stream, untracked: ordered with every step that reads it.
                    tab: g.untracked(|| rq.stream().ok_or_else(|| Error::Invalid("a GPU ring without a stream".into()))?.upload(&hps.flat().0))?,
                })
            }
        };
        Ok(Bfv { id: fingerprint(params), params: params.clone(), rq, rqp, hps, delta, q, crt, gpu })
    }

    /// The parameter set.
    pub fn params(&self) -> &BfvParams {
        &self.params
    }
    /// The ring of q's towers.
    pub fn ring_q(&self) -> &Ring {
        &self.rq
    }
    /// The ring of q's and P's towers (the tensor product).
    pub fn ring_qp(&self) -> &Ring {
        &self.rqp
    }
    /// The backend's name.
    pub fn backend_name(&self) -> String {
        self.rq.backend_name()
    }
    /// Waits for every queued operation (GPU).
    pub fn synchronize(&self) -> Result<()> {
        self.rq.synchronize()
    }

    fn same(&self, what: &str, id: u64) -> Result<()> {
        if id != self.id {
            return Err(Error::Invalid(format!("{what} was made under other BFV parameters (N, q, P or t differ); use the Bfv that made it")));
        }
        Ok(())
    }

    /// Small signed coefficients (batch x N) as a q polynomial batch.
    fn upload_small(&self, v: &[i64]) -> Result<Poly> {
        let n = self.params.n();
        let mut host = Vec::with_capacity(v.len() * self.params.q_primes.len());
        for poly in v.chunks(n) {
            for &qi in &self.params.q_primes {
                host.extend(poly.iter().map(|&x| lift(x, qi)));
            }
        }
        self.rq.upload(&host)
    }

    /// `batch` RLWE samples of s (transformed in `s_ntt`): b = -(a s + e)
    /// in the coefficient domain and a transformed. Draws a, e per sample
    /// (the oracle's order).
    fn rlwe(&self, s_ntt: &Poly, batch: usize, smp: &mut Sampler) -> Result<(Poly, Poly)> {
        let n = self.params.n();
        let (mut a, mut e) = (Vec::new(), Vec::new());
        for _ in 0..batch {
            a.extend(smp.uniform(&self.params.q_primes, n));
            e.extend(smp.cbd(n));
        }
        let mut a = self.rq.upload(&a)?;
        self.rq.forward(&mut a)?;
        let mut b = self.rq.clone_poly(&a)?;
        self.rq.pointwise(&mut b, &self.rq.repeat(s_ntt, batch)?)?;
        self.rq.inverse(&mut b)?;
        self.rq.add(&mut b, &self.upload_small(&e)?)?;
        self.rq.neg(&mut b)?;
        Ok((b, a))
    }

    /// Secret, public and relinearisation keys.
    pub fn keygen(&self, smp: &mut Sampler) -> Result<Keys> {
        let s = smp.ternary(self.params.n());
        let mut s_ntt = self.upload_small(&s)?;
        self.rq.forward(&mut s_ntt)?;
        let (mut pk_b, pk_a) = self.rlwe(&s_ntt, 1, smp)?;
        self.rq.forward(&mut pk_b)?;
        let mut s2_ntt = self.rq.clone_poly(&s_ntt)?;
        self.rq.pointwise(&mut s2_ntt, &s_ntt)?;
        let kq = self.params.q_primes.len();
        let (mut rb, ra) = self.rlwe(&s_ntt, kq, smp)?;
        self.rq.add(&mut rb, &self.gadget_s2(&s2_ntt)?)?;
        self.rq.forward(&mut rb)?;
        let id = self.id;
        let words = self.montgomery_words(&[&rb, &ra])?;
        Ok(Keys { sk: SecretKey { s, s_ntt, s2_ntt, id }, pk: PublicKey { b: pk_b, a: pk_a, id }, rlk: RelinKeys { words, id } })
    }

    /// Each word w of the key batches (towers digits x towers x N each) in
    /// Montgomery's form for its tower (w 2^64 mod q_i), keys one after
    /// another.
    fn montgomery_words(&self, keys: &[&Poly]) -> Result<Poly> {
        let (n, q) = (self.params.n(), &self.params.q_primes);
        let mut out = Vec::new();
        for key in keys {
            let words = self.rq.download(key)?;
            for (row, poly) in words.chunks(n).enumerate() {
                let qi = q[row % q.len()];
                out.extend(poly.iter().map(|&w| crate::apps::modq::to_montgomery(w, qi)));
            }
        }
        match (self.rq.gpu(), self.rq.stream()) {
            (Some(g), Some(stream)) => Ok(Poly::Device(g.untracked(|| stream.upload(&out))?)),
            _ => Ok(Poly::Host(out)),
        }
    }

    /// g_i s² for each tower i: g_i ≡ 1 mod q_i and 0 mod the others, so
    /// polynomial i holds s² in tower i and zeros elsewhere.
    fn gadget_s2(&self, s2_ntt: &Poly) -> Result<Poly> {
        let mut s2 = self.rq.clone_poly(s2_ntt)?;
        self.rq.inverse(&mut s2)?;
        let s2 = self.rq.download(&s2)?;
        let (n, kq) = (self.params.n(), self.params.q_primes.len());
        let mut g = vec![0u64; kq * kq * n];
        for i in 0..kq {
            g[(i * kq + i) * n..(i * kq + i + 1) * n].copy_from_slice(&s2[i * n..(i + 1) * n]);
        }
        self.rq.upload(&g)
    }

    /// Encrypts a batch of plaintexts (`m`: batch x N coefficients, each
    /// below t). Draws u, e1, e2 per plaintext.
    pub fn encrypt(&self, pk: &PublicKey, m: &[u64], smp: &mut Sampler) -> Result<Ciphertext> {
        self.same("the public key", pk.id)?;
        let n = self.params.n();
        if m.is_empty() || !m.len().is_multiple_of(n) {
            return Err(Error::Invalid(format!("plaintexts: {} coefficients is not a whole batch of N = {n}; give batch x N", m.len())));
        }
        let batch = m.len() / n;
        let (mut u, mut e1, mut e2) = (Vec::new(), Vec::new(), Vec::new());
        for (p, msg) in m.chunks(n).enumerate() {
            check_plaintext(msg, n, self.params.t).map_err(|e| Error::Invalid(format!("plaintext {p}: {e}")))?;
            u.extend(smp.ternary(n));
            e1.extend(smp.cbd(n));
            e2.extend(smp.cbd(n));
        }
        let mut u = self.upload_small(&u)?;
        self.rq.forward(&mut u)?;
        let mut c0 = self.rq.clone_poly(&u)?;
        self.rq.pointwise(&mut c0, &self.rq.repeat(&pk.b, batch)?)?;
        self.rq.inverse(&mut c0)?;
        self.rq.add(&mut c0, &self.delta_m_plus(m, &e1)?)?;
        let mut c1 = u;
        self.rq.pointwise(&mut c1, &self.rq.repeat(&pk.a, batch)?)?;
        self.rq.inverse(&mut c1)?;
        self.rq.add(&mut c1, &self.upload_small(&e2)?)?;
        Ok(Ciphertext { c: vec![c0, c1], batch, id: self.id })
    }

    /// Δ m + e per tower (host; m < t, |e| small).
    fn delta_m_plus(&self, m: &[u64], e: &[i64]) -> Result<Poly> {
        let n = self.params.n();
        let mut host = Vec::with_capacity(m.len() * self.delta.len());
        for (mp, ep) in m.chunks(n).zip(e.chunks(n)) {
            for (&qi, &d) in self.params.q_primes.iter().zip(&self.delta) {
                host.extend(mp.iter().zip(ep).map(|(&x, &y)| super::ring::add_mod(mul_mod(d, x, qi), lift(y, qi), qi)));
            }
        }
        self.rq.upload(&host)
    }

    /// Component-wise sum of two batches of the same shape.
    pub fn add(&self, a: &Ciphertext, b: &Ciphertext) -> Result<Ciphertext> {
        self.check_pair(a, b, a.c.len())?;
        let mut c = Vec::with_capacity(a.c.len());
        for (x, y) in a.c.iter().zip(&b.c) {
            let mut s = self.rq.clone_poly(x)?;
            self.rq.add(&mut s, y)?;
            c.push(s);
        }
        Ok(Ciphertext { c, batch: a.batch, id: self.id })
    }

    fn check_pair(&self, a: &Ciphertext, b: &Ciphertext, polys: usize) -> Result<()> {
        self.same("the first ciphertext", a.id)?;
        self.same("the second ciphertext", b.id)?;
        if a.c.len() != polys || b.c.len() != polys {
            return Err(Error::Invalid(format!("ciphertexts of {} and {} polynomials where {polys} are needed; relinearise products first", a.c.len(), b.c.len())));
        }
        if a.batch != b.batch {
            return Err(Error::Invalid(format!("batches of {} and {} ciphertexts; give both the same batch", a.batch, b.batch)));
        }
        Ok(())
    }

    /// The tensor product scaled by t/q and rounded (HPS): a batch of
    /// 3-polynomial ciphertexts, decryptable with s, s².
    pub fn multiply(&self, a: &Ciphertext, b: &Ciphertext) -> Result<Ciphertext> {
        let (d01, c2) = self.multiply_joined(a, b, &Scratch::Pool)?;
        let mut c = self.rq.split(&d01, 2)?;
        c.push(c2);
        Ok(Ciphertext { c, batch: a.batch, id: self.id })
    }

    /// The product's three polynomials as two q batches: c0 then c1 (2 x
    /// batch polynomials), and c2 on its own (the rows the relinearisation
    /// broadcasts).
    fn multiply_joined(&self, a: &Ciphertext, b: &Ciphertext, ws: &Scratch) -> Result<(Poly, Poly)> {
        self.check_pair(a, b, 2)?;
        let batch = a.batch;
        // The four operands as one batch: one extension and one forward
        // launch for all four, one tensor launch, and the three results'
        // inverse and scaling likewise (a launch per step, not per
        // polynomial, is what one product at a time pays for).
        let mut y = self.extend_four([&a.c[0], &a.c[1], &b.c[0], &b.c[1]], batch, ws)?;
        self.rqp.forward(&mut y)?;
        // d0 = a0 b0, d1 = a0 b1 + a1 b0, d2 = a1 b1: one launch.
        let mut d = self.tensor(&y, batch, ws)?;
        ws.give_poly(y);
        self.rqp.inverse(&mut d)?;
        let out = self.scale(&d, 3 * batch, 2 * batch, ws);
        ws.give_poly(d);
        out
    }

    /// Back to 2 polynomials: c0 + Σ_i \[c2\]_{q_i} b_i, c1 + Σ_i \[c2\]_{q_i} a_i.
    pub fn relinearize(&self, ct: &Ciphertext, rlk: &RelinKeys) -> Result<Ciphertext> {
        self.same("the ciphertext", ct.id)?;
        if ct.c.len() != 3 {
            return Err(Error::Invalid(format!("relinearize: a ciphertext of {} polynomials; it takes the 3 of a product", ct.c.len())));
        }
        let mut c = self.rq.split(&self.relin_sums(&ct.c[2], ct.batch, rlk, &Scratch::Pool)?, 2)?;
        for (sum, base) in c.iter_mut().zip(&ct.c) {
            self.rq.add(sum, base)?;
        }
        Ok(Ciphertext { c, batch: ct.batch, id: self.id })
    }

    /// The key products' two sums of c2 (batch x towers x N words) in the
    /// coefficient domain, as one q batch of 2 x batch polynomials (b's
    /// sums, then a's): one inverse launch for both. The digits are the
    /// q ring's `from-y-row` form over c2's rows (digit d of ciphertext p
    /// is row p·towers + d), broadcast and transformed in one pass.
    fn relin_sums(&self, c2: &Poly, batch: usize, rlk: &RelinKeys, ws: &Scratch) -> Result<Poly> {
        self.same("the relinearisation keys", rlk.id)?;
        let kq = self.params.q_primes.len();
        let digits = self.digits(c2, batch, ws)?;
        debug_assert_eq!(digits.len(), batch * kq * kq * self.params.n());
        let mut sums = self.key_dot(&digits, &rlk.words, batch, ws)?;
        ws.give_poly(digits);
        self.rq.inverse(&mut sums)?;
        Ok(sums)
    }

    /// Homomorphic multiplication: [`Bfv::multiply`] then [`Bfv::relinearize`],
    /// the product kept in two buffers between them (c2's rows broadcast
    /// into the digits' transform, c0 and c1 added to both sums in one launch).
    pub fn hmul(&self, a: &Ciphertext, b: &Ciphertext, rlk: &RelinKeys) -> Result<Ciphertext> {
        self.hmul_in(a, b, rlk, &Scratch::Pool)
    }

    /// [`Bfv::hmul`], its intermediate buffers (and the result's) from `ws`,
    /// each given back there once the steps are done with it.
    fn hmul_in(&self, a: &Ciphertext, b: &Ciphertext, rlk: &RelinKeys, ws: &Scratch) -> Result<Ciphertext> {
        let (d01, c2) = self.multiply_joined(a, b, ws)?;
        let mut sums = self.relin_sums(&c2, a.batch, rlk, ws)?;
        ws.give_poly(c2);
        let c = match self.relin_out(&sums, &d01, a.batch, ws)? {
            Some(c) => c.into(),
            // The CPU backend: add in place, then split.
            None => {
                self.rq.add_leading(&mut sums, &d01)?;
                self.rq.split(&sums, 2)?
            }
        };
        ws.give_poly(sums);
        ws.give_poly(d01);
        Ok(Ciphertext { c, batch: a.batch, id: self.id })
    }

    /// [`Bfv::hmul`] of these operands recorded once as a CUDA graph (GPU
    /// backend): each [`HmulGraph::replay`] reruns the whole multiplication
    /// with one launch instead of one per step, on the operands' current
    /// contents, into [`HmulGraph::result`]. For latency: a single product
    /// is bound by the host's per-launch work, not by the GPU. The graph
    /// owns its steps' buffers ([`GraphMemory::Arena`]).
    pub fn hmul_graph<'a>(&'a self, a: &'a Ciphertext, b: &'a Ciphertext, rlk: &'a RelinKeys) -> Result<HmulGraph<'a>> {
        self.hmul_graph_with(a, b, rlk, GraphMemory::Arena)
    }

    /// [`Bfv::hmul_graph`], its intermediate buffers as `memory` says.
    pub fn hmul_graph_with<'a>(&'a self, a: &'a Ciphertext, b: &'a Ciphertext, rlk: &'a RelinKeys, memory: GraphMemory) -> Result<HmulGraph<'a>> {
        let need = || Error::Invalid("hmul_graph: a CUDA graph needs the GPU backend".into());
        let (stream, gpu) = (self.rq.stream().ok_or_else(need)?, self.rq.gpu().ok_or_else(need)?);
        let mut out = None;
        let (graph, buffers) = match memory {
            GraphMemory::Arena => {
                // One eager run first: it fills the arena, and sets kernel
                // attributes and caches outside the capture; its result's
                // buffers go back for the capture's.
                let mut arena = Arena::growing();
                let warm = self.hmul_in(a, b, rlk, &Scratch::Arena(&arena))?;
                for p in warm.c {
                    Scratch::Arena(&arena).give_poly(p);
                }
                arena.seal();
                let graph = stream.capture(|_| {
                    out = Some(self.hmul_in(a, b, rlk, &Scratch::Arena(&arena))?);
                    Ok(())
                })?;
                (graph, arena.into_buffers())
            }
            GraphMemory::Captured => {
                self.hmul(a, b, rlk)?;
                let graph = gpu.untracked(|| {
                    stream.capture_allocating(|_| {
                        out = Some(self.hmul(a, b, rlk)?);
                        Ok(())
                    })
                })?;
                (graph, vec![])
            }
        };
        let out = out.ok_or_else(|| Error::Invalid("hmul_graph: the capture produced no ciphertext".into()))?;
        // The result holds a product (with captured allocations, its memory
        // exists) once the graph has run.
        graph.launch()?;
        Ok(HmulGraph { graph, out, _buffers: buffers, _operands: std::marker::PhantomData })
    }

    /// \[c0 + c1 s (+ c2 s²)\]_q per tower, downloaded (batch x towers x N).
    fn phase(&self, sk: &SecretKey, ct: &Ciphertext) -> Result<Vec<u64>> {
        self.same("the secret key", sk.id)?;
        self.same("the ciphertext", ct.id)?;
        let mut acc: Option<Poly> = None;
        for (c, key) in ct.c[1..].iter().zip([&sk.s_ntt, &sk.s2_ntt]) {
            let mut x = self.rq.clone_poly(c)?;
            self.rq.forward(&mut x)?;
            self.rq.pointwise(&mut x, &self.rq.repeat(key, ct.batch)?)?;
            match acc.as_mut() {
                Some(a) => self.rq.add(a, &x)?,
                None => acc = Some(x),
            }
        }
        let mut acc = acc.ok_or_else(|| Error::Invalid("a ciphertext of one polynomial".into()))?;
        self.rq.inverse(&mut acc)?;
        self.rq.add(&mut acc, &ct.c[0])?;
        self.rq.download(&acc)
    }

    /// Coefficient k of polynomial p of a downloaded q batch, by CRT.
    fn compose(&self, words: &[u64], p: usize, k: usize) -> BigUint {
        let (n, kq) = (self.params.n(), self.crt.len());
        self.crt.iter().enumerate().fold(BigUint::zero(), |acc, (i, g)| acc + g * words[(p * kq + i) * n + k]) % &self.q
    }

    /// Decrypts a batch: batch x N coefficients, round(t \[phase\]_q / q) mod t.
    pub fn decrypt(&self, sk: &SecretKey, ct: &Ciphertext) -> Result<Vec<u64>> {
        let words = self.phase(sk, ct)?;
        let (t, two_q) = (BigUint::from(self.params.t), &self.q << 1u32);
        let n = self.params.n();
        Ok((0..ct.batch * n).map(|c| ((((self.compose(&words, c / n, c % n) * &t) << 1u32) + &self.q) / &two_q % &t).to_u64().unwrap_or(0)).collect())
    }

    /// The invariant noise budget in bits of each ciphertext of the batch
    /// (see [`Oracle::noise_budget`]).
    pub fn noise_budget(&self, sk: &SecretKey, ct: &Ciphertext) -> Result<Vec<f64>> {
        let words = self.phase(sk, ct)?;
        let n = self.params.n();
        Ok((0..ct.batch)
            .map(|p| {
                let norm = (0..n).map(|k| centered_abs(&(self.compose(&words, p, k) * self.params.t % &self.q), &self.q)).max().unwrap_or_default();
                budget(&self.q, &norm)
            })
            .collect())
    }

    /// The words of each polynomial of a ciphertext batch (batch x towers x N each).
    pub fn words(&self, ct: &Ciphertext) -> Result<Vec<Vec<u64>>> {
        self.same("the ciphertext", ct.id)?;
        ct.c.iter().map(|c| self.rq.download(c)).collect()
    }

    /// A ciphertext batch as the oracle's big-integer ciphertexts.
    pub fn to_oracle(&self, ct: &Ciphertext) -> Result<Vec<OracleCiphertext>> {
        let words = self.words(ct)?;
        let n = self.params.n();
        Ok((0..ct.batch).map(|p| OracleCiphertext { c: words.iter().map(|w| (0..n).map(|k| self.compose(w, p, k)).collect()).collect() }).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A GPU class's rings take its tuned entry, or where it has none for
    /// towers whose tables fit in L2, the entry of its size over towers
    /// whose tables do not; every such spec validates with the standard's
    /// primes. The CPU's rings take the built-in defaults.
    #[test]
    fn rings_take_the_gpu_class_tuned_knobs() {
        let p = BfvParams::standard(15, None, 65537).unwrap();
        let lines = tuned_lines(Some("h100"), 15, p.q_primes.len());
        assert!(lines.starts_with("gpu = \"h100\"\n") && lines.contains("cluster_blocks = 8"), "{lines}");
        assert_eq!(tuned_lines(None, 15, p.q_primes.len()), "");
        // 2^16 over 32 towers has an entry of its own (mode F): no copied knobs.
        assert_eq!(tuned_lines(Some("h100"), 16, 32), "gpu = \"h100\"\n");
        for log_n in 12..=15 {
            let p = BfvParams::standard(log_n, None, 65537).unwrap();
            let all: Vec<u64> = p.q_primes.iter().chain(&p.p_primes).copied().collect();
            for class in [Some("h100"), Some("h200"), None] {
                for (primes, forms) in [(&p.q_primes[..], digits_form()), (&all[..], String::new())] {
                    spec("t", log_n, primes, class, &forms).unwrap_or_else(|e| panic!("2^{log_n}, {class:?}, {} towers: {e}", primes.len()));
                }
            }
        }
    }
}

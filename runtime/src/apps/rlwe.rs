//! Textbook RLWE public-key encryption (Lyubashevsky–Peikert–Regev, "LPR")
//! on the generated kernels, batched, on the CPU executor or the GPU: a
//! workload that exercises the transforms end to end and measures the
//! cuTraNTT trade-off (a full NTT with a 1x1 pointwise product against a
//! truncated NTT with a 2^t x 2^t product) on encryption, as cuTraNTT's
//! HENC comparison does.
//!
//! **What this is not.** It is not a vetted encryption scheme: no CCA
//! transform, no message encoding beyond scaling by Δ, parameters not
//! audited, no security claim. Side channels: only the sampling (and the
//! GPU's element-wise kernels and the host rounding) are written without
//! branches or memory indices on secret values; the CPU backend's ring
//! arithmetic, the interpreter and the key handling (no zeroization) make
//! no such claim. Use it to test and benchmark the kernels.
//!
//! # Scheme
//!
//! Ring R_q = Z_q\[x\]/(x^N + 1), q an NTT prime (one tower, u64 words),
//! plaintexts in R_t, Δ = floor(q/t).
//!
//! - Key generation: s ← ternary, a ← uniform mod q, e ← CBD(η);
//!   pk = (b, a) with b = −(a·s + e); sk = s. Both are kept transformed
//!   (forward NTT of the spec), computed with the generated kernels.
//! - Encryption of m_i ∈ R_t, for every message of a batch: u_i ← ternary,
//!   e1_i, e2_i ← CBD(η); c0_i = b·u_i + e1_i + Δ·m_i, c1_i = a·u_i + e2_i.
//!   One forward transform per message (u_i), the pointwise product with
//!   the key broadcast over the batch, two inverse transforms; the errors and
//!   Δ·m are added in the coefficient domain, so ciphertexts are plain
//!   coefficients (cuTraNTT's Alg. 7 instead transforms v, Δm, e0 and e1 and
//!   returns the ciphertext in the NTT domain: four forward transforms and
//!   no inverse, against one forward and two inverses here).
//! - Decryption: m = round(t·(c0 + c1·s)/q) mod t, the product through the
//!   kernels, the rounding on the host without division or branches
//!   ([`sample::round_to_t`]).
//!
//! Distributions: **ternary** is uniform on {−1, 0, 1} (within 2^-64 per
//! coefficient); **CBD(η)** is the centered binomial distribution
//! Σ_{i<η}(a_i − b_i), a_i, b_i uniform bits: values in [−η, η], variance
//! η/2 (η = 21 gives σ ≈ 3.24, the usual HE error width 3.2; η = 8 is
//! NewHope's). `a` is uniform mod q.
//!
//! Randomness: [`Sampler`] is ChaCha20 ([`rand_chacha::ChaCha20Rng`])
//! seeded from the operating system, or from an explicit seed for
//! reproducible tests. **Sampling runs on the host** (both backends); on the
//! GPU the samples and messages of a batch travel in one upload of bytes
//! (u, e1, e2 as i8, m as u16), are lifted to Z_q on the device, and the
//! ciphertexts come back in one download.
//!
//! Correctness: the decryption noise is ν = e1 + e2·s − e·u, at most
//! η(2N + 1) in absolute value; decryption is right when
//! |ν| ≤ [`Params::margin`] ≈ q/(2t). [`Params::check`] refuses parameters
//! whose margin is under 10 standard deviations of ν; a preset whose margin
//! also covers the worst case ([`Params::worst_case_correct`]) can never
//! fail to decrypt.
//!
//! # Presets ([`PRESETS`])
//!
//! | name | N | q | t | η | what |
//! |---|---|---|---|---|---|
//! | `newhope-1024` | 1024 | 12289 | 2 | 8 | NewHope-1024's ring and error (a textbook LPR size), one bit per coefficient; margin 41σ, not worst-case |
//! | `he-4096-q30` | 4096 | 1073692673 (30 bits) | 256 | 21 | a 30-bit prime as cuTraNTT's 32-bit-word towers, one tower; worst-case correct |
//! | `he-16384-q60` | 16384 | 1152921504606748673 (60 bits) | 65536 | 21 | one 60-bit tower; worst-case correct |
//!
//! None is cuTraNTT's own parameter set (N = 2^16 and a 1693-bit Q in many
//! towers, CKKS); they share its distributions (ternary secret, error of
//! width about 3.2) and its word-sized towers.
//!
//! # Transforms ([`Transform`])
//!
//! [`Transform::Full`]: `truncate = 0`, `pointwise = "hadamard"`.
//! [`Transform::Truncated`]: `truncate = t` levels left out, the pointwise
//! product multiplying degree-2^t residues ([`Transform::CUTRANTT`] is
//! cuTraNTT's: 4 levels, Toom-Cook-4 16x16). Both specs are built by
//! [`spec`] from the parameters.
//!
//! ```no_run
//! use runtime::apps::rlwe::{Params, Rlwe, Sampler, Transform};
//! use runtime::apps::Backend;
//! let rlwe = Rlwe::new(&Backend::detect()?, &Params::preset("he-4096-q30")?, Transform::CUTRANTT)?;
//! let mut rng = Sampler::from_entropy();
//! let keys = rlwe.keygen(&mut rng)?;
//! let messages = vec![7u16; 2 * rlwe.params().n()]; // two messages
//! let ct = rlwe.encrypt(&keys.public, &messages, &mut rng)?;
//! assert_eq!(rlwe.decrypt(&keys.secret, &ct)?, messages);
//! # Ok::<(), runtime::Error>(())
//! ```

mod device;
pub mod sample;

pub use device::rlwe_cu;
pub use sample::Sampler;

use super::{Backend, Poly, Ring};
use crate::{Error, Result};
use codegen::spec::{ModuliFile, Pointwise, SpecFile, ValidSpec, Word};
use device::{Kernels, Staged};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// Smallest log2(N) (small rings for tests).
pub const MIN_LOG_N: u32 = 5;
/// Largest log2(N) (cuTraNTT's N = 2^16).
pub const MAX_LOG_N: u32 = 16;
/// Largest plaintext modulus: messages travel as u16.
pub const MAX_T: u64 = 1 << 16;
/// The margin must cover this many standard deviations of the noise.
pub const MIN_SIGMAS: f64 = 10.0;

/// A named parameter set.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    /// The name [`Params::preset`] takes.
    pub name: &'static str,
    /// log2(N).
    pub log_n: u32,
    /// The prime q ≡ 1 mod 2N.
    pub q: u64,
    /// The plaintext modulus t.
    pub t: u64,
    /// η of the error distribution CBD(η).
    pub eta: u32,
    /// Where the sizes come from.
    pub about: &'static str,
}

/// The presets (see the module documentation).
pub const PRESETS: &[Preset] = &[
    Preset { name: "newhope-1024", log_n: 10, q: 12289, t: 2, eta: 8, about: "NewHope-1024's ring and error (textbook LPR size), one bit per coefficient" },
    Preset { name: "he-4096-q30", log_n: 12, q: 1073692673, t: 256, eta: 21, about: "N = 4096, a 30-bit prime (as cuTraNTT's 32-bit towers), one tower" },
    Preset { name: "he-16384-q60", log_n: 14, q: 1152921504606748673, t: 65536, eta: 21, about: "N = 16384, a 60-bit prime, one tower" },
];

/// RLWE parameters: ring Z_q\[x\]/(x^N + 1), plaintext modulus t, error CBD(η).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// A name for reports.
    pub name: String,
    /// log2(N), [`MIN_LOG_N`]..=[`MAX_LOG_N`].
    pub log_n: u32,
    /// A prime with q ≡ 1 mod 2N.
    pub q: u64,
    /// The plaintext modulus, 2..=[`MAX_T`].
    pub t: u64,
    /// η of CBD(η), 1..=[`sample::MAX_ETA`].
    pub eta: u32,
}

impl Params {
    /// Checked parameters.
    pub fn new(name: &str, log_n: u32, q: u64, t: u64, eta: u32) -> Result<Params> {
        let p = Params { name: name.into(), log_n, q, t, eta };
        p.check()?;
        Ok(p)
    }

    /// A preset by name ([`PRESETS`]).
    pub fn preset(name: &str) -> Result<Params> {
        match PRESETS.iter().find(|p| p.name == name) {
            Some(p) => Params::new(p.name, p.log_n, p.q, p.t, p.eta),
            None => Err(Error::Invalid(format!("rlwe preset {name:?} is unknown; use one of {}", preset_names()))),
        }
    }

    /// N.
    pub fn n(&self) -> usize {
        1 << self.log_n
    }
    /// Δ = floor(q/t).
    pub fn delta(&self) -> u64 {
        self.q / self.t
    }
    /// The largest |ν| that still decrypts: t|ν|/q plus the rounding of Δ
    /// (at most (t−1)²/q) must stay under 1/2.
    pub fn margin(&self) -> u64 {
        let slack = 2 * (self.t as u128 - 1).pow(2);
        ((self.q as u128).saturating_sub(slack) / (2 * self.t as u128)).saturating_sub(1) as u64
    }
    /// The largest possible |ν| = |e1 + e2·s − e·u|: η(2N + 1).
    pub fn noise_bound(&self) -> u64 {
        self.eta as u64 * (2 * self.n() as u64 + 1)
    }
    /// Standard deviation of a coefficient of ν: sqrt(η/2 · (1 + 2N · 2/3))
    /// (ternary has variance 2/3).
    pub fn noise_sigma(&self) -> f64 {
        (self.eta as f64 / 2.0 * (1.0 + 4.0 * self.n() as f64 / 3.0)).sqrt()
    }
    /// True when every ciphertext decrypts, whatever the samples.
    pub fn worst_case_correct(&self) -> bool {
        self.noise_bound() <= self.margin()
    }

    /// Checks every field; the error names the field and a fix.
    pub fn check(&self) -> Result<()> {
        let bad = |field: &str, why: String| Err(Error::Invalid(format!("rlwe params {:?}: {field} {why}", self.name)));
        if !(MIN_LOG_N..=MAX_LOG_N).contains(&self.log_n) {
            return bad("log_n", format!("= {} is out of range; use {MIN_LOG_N}..={MAX_LOG_N}", self.log_n));
        }
        let two_n = 2 * self.n() as u64;
        if !codegen::arith::primes::is_prime(self.q) || self.q % two_n != 1 {
            return bad("q", format!("= {} is not a prime ≡ 1 mod 2N = {two_n}; pick one (e.g. `codegen` primes, or a preset's)", self.q));
        }
        if !(2..=MAX_T).contains(&self.t) {
            return bad("t", format!("= {} is out of range; use 2..={MAX_T}", self.t));
        }
        if !(1..=sample::MAX_ETA).contains(&self.eta) {
            return bad("eta", format!("= {} is out of range; use 1..={}", self.eta, sample::MAX_ETA));
        }
        let sigmas = self.margin() as f64 / self.noise_sigma();
        if sigmas < MIN_SIGMAS {
            return bad("q", format!("= {} leaves a decryption margin of {} = {sigmas:.1} noise deviations (t = {}, η = {}, N = {}); decryption would fail too often: raise q, or lower t or η (at least {MIN_SIGMAS})", self.q, self.margin(), self.t, self.eta, self.n()));
        }
        Ok(())
    }
}

fn preset_names() -> String {
    PRESETS.iter().map(|p| p.name).collect::<Vec<_>>().join(", ")
}

/// Which transform the ring uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transform {
    /// All log2(N) levels, 1x1 (Hadamard) pointwise product.
    Full,
    /// `levels` levels left out of the forward transform (and the inverse);
    /// the pointwise product multiplies degree-2^levels residues.
    Truncated {
        /// Levels left out (the spec's `truncate`).
        levels: u32,
        /// The residue product (the spec's `pointwise`).
        pointwise: Pointwise,
    },
}

impl Transform {
    /// cuTraNTT's: 4 levels (two radix-4 levels) left out, 16x16 products by Toom-Cook-4.
    pub const CUTRANTT: Transform = Transform::Truncated { levels: 4, pointwise: Pointwise::ToomCook4 };

    /// A short description for reports.
    pub fn describe(&self) -> String {
        match self {
            Transform::Full => "full NTT (hadamard)".into(),
            Transform::Truncated { levels, pointwise } => format!("truncated NTT (truncate = {levels}, {pointwise})"),
        }
    }
}

/// The spec of `params`' ring with `transform`: negacyclic NTT, u64 words,
/// one tower (q), the other knobs at their defaults.
pub fn spec(params: &Params, transform: Transform) -> Result<ValidSpec> {
    let (truncate, pointwise) = match transform {
        Transform::Full => (0, Pointwise::Hadamard),
        Transform::Truncated { levels, pointwise } => (levels, pointwise),
    };
    let file = SpecFile {
        name: None,
        transform: codegen::spec::Transform::NttNegacyclic,
        log_n: params.log_n,
        word: Word::U64,
        reduction: None,
        radix: None,
        stage_split: None,
        cluster: None,
        cluster_blocks: None,
        layout: None,
        access: None,
        twiddles: None,
        four_step: None,
        truncate: Some(truncate),
        pointwise: Some(pointwise),
        scaling: None,
        streams: None,
        min_blocks: None,
        inverse_min_blocks: None,
        last_min_blocks: None,
        factored_levels: None,
        twiddle_pairs: None,
        vector_access: None,
        one_launch: None,
        overlap_launches: None,
        sector_stores: None,
        alternate_order: None,
        evict_tables: None,
        pinned_twiddles: None,
        wide_shared_index: None,
        one_launch_sets: None,
        prefetch_ahead: None,
        twiddle_lookahead: None,
        tiles_per_block: None,
        stream_lag: None,
        deferred_corrections: None,
        montgomery_companion: None,
        roots: None,
        gpu: None,
        moduli: ModuliFile { primes: Some(vec![params.q.into()]), bits: None, count: None, runtime: None },
        fused: None,
    };
    codegen::spec::validate(&file).map_err(|e| Error::Invalid(format!("rlwe {:?} with a {}: {e}", params.name, transform.describe())))
}

/// The sampled parts of a key pair, in coefficients: s ternary, a uniform
/// mod q, e CBD(η), N each.
pub struct KeySamples {
    /// The secret, in {−1, 0, 1}.
    pub s: Vec<i8>,
    /// The public uniform polynomial, below q.
    pub a: Vec<u64>,
    /// The key's error.
    pub e: Vec<i8>,
}

/// A transformed key polynomial broadcast over the last batch size it served
/// (kept: the pointwise program needs operands of equal batch).
type Broadcast = Mutex<Option<(usize, Poly)>>;

/// The public key (b, a), transformed, on the context's backend.
pub struct PublicKey {
    owner: u64,
    b: Poly,
    a: Poly,
    wide: Broadcast,
}

/// The secret key s, transformed, on the context's backend (not zeroized on drop).
pub struct SecretKey {
    owner: u64,
    s: Poly,
    wide: Broadcast,
}

/// A key pair.
pub struct KeyPair {
    /// (b, a).
    pub public: PublicKey,
    /// s.
    pub secret: SecretKey,
}

/// A batch's encryption samples: u (ternary), e1, e2 (CBD(η)), batch x N each.
pub struct EncryptionNoise {
    n: usize,
    batch: usize,
    small: Vec<i8>,
}

impl EncryptionNoise {
    /// From explicit samples (each batch x `n` values; any i8, though the
    /// noise bound assumes the distributions above).
    pub fn from_parts(n: usize, u: &[i8], e1: &[i8], e2: &[i8]) -> Result<EncryptionNoise> {
        if n == 0 || u.is_empty() || !u.len().is_multiple_of(n) || e1.len() != u.len() || e2.len() != u.len() {
            return Err(Error::Invalid(format!("EncryptionNoise: u, e1, e2 hold {}, {}, {} values; each needs the same whole number of polynomials of n = {n}", u.len(), e1.len(), e2.len())));
        }
        Ok(EncryptionNoise { n, batch: u.len() / n, small: [u, e1, e2].concat() })
    }
    /// Messages the samples cover.
    pub fn batch(&self) -> usize {
        self.batch
    }
    /// u, batch x N.
    pub fn u(&self) -> &[i8] {
        &self.small[..self.batch * self.n]
    }
    /// e1, batch x N.
    pub fn e1(&self) -> &[i8] {
        &self.small[self.batch * self.n..2 * self.batch * self.n]
    }
    /// e2, batch x N.
    pub fn e2(&self) -> &[i8] {
        &self.small[2 * self.batch * self.n..]
    }
}

/// A batch's samples and messages, ready to encrypt: packed bytes on the
/// host (CPU backend) or uploaded to the device (GPU backend).
pub struct StagedBatch {
    owner: u64,
    batch: usize,
    data: Staged,
}

impl StagedBatch {
    /// Messages in the batch.
    pub fn batch(&self) -> usize {
        self.batch
    }
}

/// Ciphertexts of a batch, in coefficients mod q: all c0 (batch x N words),
/// then all c1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ciphertexts {
    q: u64,
    n: usize,
    words: Vec<u64>,
}

impl Ciphertexts {
    /// From words laid out as [`Ciphertexts::words`] returns them (checked:
    /// whole polynomials, two per message, every word below q).
    pub fn from_words(q: u64, n: usize, words: Vec<u64>) -> Result<Ciphertexts> {
        if n == 0 || words.is_empty() || !words.len().is_multiple_of(2 * n) {
            return Err(Error::Invalid(format!("Ciphertexts: {} words is not a whole number of (c0, c1) pairs of {n} words", words.len())));
        }
        if let Some(i) = words.iter().position(|&w| w >= q) {
            return Err(Error::Invalid(format!("Ciphertexts: word {i} = {} is not below q = {q}", words[i])));
        }
        Ok(Ciphertexts { q, n, words })
    }
    /// Messages encrypted.
    pub fn batch(&self) -> usize {
        self.words.len() / (2 * self.n)
    }
    /// c0 of message `i`.
    pub fn c0(&self, i: usize) -> &[u64] {
        &self.words[i * self.n..(i + 1) * self.n]
    }
    /// c1 of message `i`.
    pub fn c1(&self, i: usize) -> &[u64] {
        let off = self.words.len() / 2;
        &self.words[off + i * self.n..off + (i + 1) * self.n]
    }
    /// All words: every c0, then every c1.
    pub fn words(&self) -> &[u64] {
        &self.words
    }
}

/// One RLWE instance: parameters, a transform, the ring of its spec on a
/// backend (and on the GPU the RLWE kernels).
pub struct Rlwe {
    id: u64,
    params: Params,
    transform: Transform,
    ring: Ring,
    kernels: Option<Kernels>,
}

/// Tells keys and staged batches of one [`Rlwe`] from another's (their
/// transformed data means nothing in another transform).
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

impl Rlwe {
    /// Checks `params`, builds the spec for `transform` and prepares the ring
    /// on `backend` (on the GPU: compiles the spec's and the RLWE kernels).
    pub fn new(backend: &Backend, params: &Params, transform: Transform) -> Result<Rlwe> {
        params.check()?;
        let ring = Ring::new(backend, &spec(params, transform)?)?;
        let kernels = match backend {
            Backend::Gpu(gpu) => Some(Kernels::load(gpu)?),
            Backend::Cpu => None,
        };
        Ok(Rlwe { id: NEXT_ID.fetch_add(1, Ordering::Relaxed), params: params.clone(), transform, ring, kernels })
    }

    /// The parameters.
    pub fn params(&self) -> &Params {
        &self.params
    }
    /// The transform.
    pub fn transform(&self) -> Transform {
        self.transform
    }
    /// The ring (its backend, stream, plan).
    pub fn ring(&self) -> &Ring {
        &self.ring
    }
    /// "he-4096-q30, truncated NTT (...), on gpu (...)".
    pub fn describe(&self) -> String {
        format!("{}, {}, on {}", self.params.name, self.transform.describe(), self.ring.backend_name())
    }

    fn owns(&self, owner: u64, what: &str) -> Result<()> {
        if owner != self.id {
            return Err(Error::Invalid(format!("{what} was made by another Rlwe instance (another transform or backend); use the instance that made it")));
        }
        Ok(())
    }

    fn lift_all(&self, v: &[i8]) -> Vec<u64> {
        v.iter().map(|&x| sample::lift(x, self.params.q)).collect()
    }

    /// Samples a key's parts: s, then a, then e.
    pub fn sample_key(&self, rng: &mut Sampler) -> KeySamples {
        let n = self.params.n();
        let (mut s, mut a, mut e) = (vec![0i8; n], vec![0u64; n], vec![0i8; n]);
        rng.ternary(&mut s);
        rng.uniform(self.params.q, &mut a);
        rng.cbd(self.params.eta, &mut e);
        KeySamples { s, a, e }
    }

    /// A fresh key pair ([`Rlwe::sample_key`], then [`Rlwe::keygen_from`]).
    pub fn keygen(&self, rng: &mut Sampler) -> Result<KeyPair> {
        self.keygen_from(&self.sample_key(rng))
    }

    /// The key pair of given samples: transforms s, a, e with the generated
    /// kernels and computes b̂ = −(â ⊙ ŝ + ê) in the transformed domain.
    pub fn keygen_from(&self, k: &KeySamples) -> Result<KeyPair> {
        let n = self.params.n();
        for (field, len) in [("s", k.s.len()), ("a", k.a.len()), ("e", k.e.len())] {
            if len != n {
                return Err(Error::Invalid(format!("KeySamples.{field} holds {len} values; it needs N = {n}")));
            }
        }
        let r = &self.ring;
        let mut s = r.upload(&self.lift_all(&k.s))?;
        let mut a = r.upload(&k.a).map_err(|e| Error::Invalid(format!("KeySamples.a: {e}")))?;
        let mut e = r.upload(&self.lift_all(&k.e))?;
        for p in [&mut s, &mut a, &mut e] {
            r.forward(p)?;
        }
        let mut b = r.clone_poly(&a)?;
        r.pointwise(&mut b, &s)?;
        r.add(&mut b, &e)?;
        r.neg(&mut b)?;
        Ok(KeyPair {
            public: PublicKey { owner: self.id, b, a, wide: Mutex::new(None) },
            secret: SecretKey { owner: self.id, s, wide: Mutex::new(None) },
        })
    }

    /// The public key in coefficients, (b, a): for checks and export.
    pub fn public_key_coefficients(&self, pk: &PublicKey) -> Result<(Vec<u64>, Vec<u64>)> {
        self.owns(pk.owner, "the public key")?;
        let back = |p: &Poly| -> Result<Vec<u64>> {
            let mut c = self.ring.clone_poly(p)?;
            self.ring.inverse(&mut c)?;
            self.ring.download(&c)
        };
        Ok((back(&pk.b)?, back(&pk.a)?))
    }

    /// Samples u, e1, e2 for `batch` messages (on the host: u for every
    /// message, then e1, then e2).
    pub fn sample_encryption(&self, batch: usize, rng: &mut Sampler) -> Result<EncryptionNoise> {
        if batch == 0 {
            return Err(Error::Invalid("rlwe: a batch of 0 messages; encrypt at least one".into()));
        }
        let bn = batch * self.params.n();
        let mut small = vec![0i8; 3 * bn];
        rng.ternary(&mut small[..bn]);
        rng.cbd(self.params.eta, &mut small[bn..]);
        Ok(EncryptionNoise { n: self.params.n(), batch, small })
    }

    /// Checks the messages against the samples and t, packs them with the
    /// samples, and (GPU) uploads the bytes: the batch's only upload.
    pub fn stage(&self, messages: &[u16], noise: &EncryptionNoise) -> Result<StagedBatch> {
        let bn = noise.batch * self.params.n();
        if noise.n != self.params.n() {
            return Err(Error::Invalid(format!("the encryption samples are for N = {}, this instance has N = {}; sample them with this instance", noise.n, self.params.n())));
        }
        if messages.len() != bn {
            return Err(Error::Invalid(format!("messages: {} coefficients for {} messages of N = {}; give batch x N = {bn}", messages.len(), noise.batch, self.params.n())));
        }
        self.check_messages(messages)?;
        let mut bytes: Vec<u8> = noise.small.iter().map(|&v| v as u8).collect();
        bytes.extend(messages.iter().flat_map(|m| m.to_le_bytes()));
        bytes.resize(bytes.len().next_multiple_of(4), 0);
        let data = match &self.kernels {
            Some(k) => device::upload(k, &self.ring, &bytes)?,
            None => Staged::Host(bytes),
        };
        Ok(StagedBatch { owner: self.id, batch: noise.batch, data })
    }

    /// Every message coefficient below t. The test is an OR over all of them
    /// (no early exit on a secret); only a refused batch is searched.
    fn check_messages(&self, messages: &[u16]) -> Result<()> {
        let t = self.params.t;
        let any_bad = messages.iter().fold(0u64, |acc, &m| acc | (((m as u64).wrapping_sub(t) >> 63) ^ 1));
        if any_bad != 0 {
            let i = messages.iter().position(|&m| m as u64 >= t).unwrap_or(0);
            let n = self.params.n();
            return Err(Error::Invalid(format!("messages[{i}] (message {}, coefficient {}) = {} is not below t = {t}; reduce the message mod t", i / n, i % n, messages[i])));
        }
        Ok(())
    }

    /// Encrypts a staged batch, every step queued on the ring's stream (GPU:
    /// no host sync): lift u, forward, pointwise with the key broadcast,
    /// inverse, add e1 + Δm and e2. Returns [c0 ... | c1 ...] on the backend.
    pub fn encrypt_staged(&self, pk: &PublicKey, st: &StagedBatch) -> Result<Poly> {
        self.owns(pk.owner, "the public key")?;
        self.owns(st.owner, "the staged batch")?;
        let (r, k, q) = (&self.ring, self.kernels.as_ref(), self.params.q);
        let bn = st.batch * self.params.n();
        let mut u = device::lift_u(r, k, &st.data, q, bn)?;
        r.forward(&mut u)?;
        let mut c = r.repeat(&u, 2 * st.batch)?; // [û | û]
        drop(u);
        self.with_broadcast(&pk.wide, st.batch, |batch| device::broadcast_pair(r, k, &pk.b, &pk.a, batch), |key| r.pointwise(&mut c, key))?;
        r.inverse(&mut c)?;
        device::add_noise(r, k, &mut c, &st.data, q, self.params.delta(), bn)?;
        Ok(c)
    }

    /// Downloads encrypted words ([`Rlwe::encrypt_staged`]'s result): the
    /// batch's only download (GPU: waits for the stream).
    pub fn fetch(&self, c: &Poly) -> Result<Ciphertexts> {
        Ciphertexts::from_words(self.params.q, self.params.n(), self.ring.download(c)?)
    }

    /// Encrypts `messages` (batch x N coefficients below t, message-major)
    /// with given samples.
    pub fn encrypt_with(&self, pk: &PublicKey, messages: &[u16], noise: &EncryptionNoise) -> Result<Ciphertexts> {
        let st = self.stage(messages, noise)?;
        self.fetch(&self.encrypt_staged(pk, &st)?)
    }

    /// Encrypts `messages` (batch x N coefficients below t, message-major),
    /// sampling with `rng`.
    pub fn encrypt(&self, pk: &PublicKey, messages: &[u16], rng: &mut Sampler) -> Result<Ciphertexts> {
        let n = self.params.n();
        if messages.is_empty() || !messages.len().is_multiple_of(n) {
            return Err(Error::Invalid(format!("messages: {} coefficients is not a whole number of messages of N = {n}", messages.len())));
        }
        let noise = self.sample_encryption(messages.len() / n, rng)?;
        self.encrypt_with(pk, messages, &noise)
    }

    /// Decrypts: c0 + c1·s through the kernels, then the constant-time
    /// rounding round(t x / q) mod t on the host.
    pub fn decrypt(&self, sk: &SecretKey, ct: &Ciphertexts) -> Result<Vec<u16>> {
        self.owns(sk.owner, "the secret key")?;
        let (q, n) = (self.params.q, self.params.n());
        if ct.q != q || ct.n != n {
            return Err(Error::Invalid(format!("the ciphertexts are mod q = {} with N = {}, this instance has q = {q}, N = {n}; decrypt with matching parameters", ct.q, ct.n)));
        }
        let r = &self.ring;
        let (c0, c1) = ct.words.split_at(ct.words.len() / 2);
        let (c0, mut x) = (r.upload(c0)?, r.upload(c1)?);
        r.forward(&mut x)?;
        self.with_broadcast(&sk.wide, ct.batch(), |batch| r.repeat(&sk.s, batch), |key| r.pointwise(&mut x, key))?;
        r.inverse(&mut x)?;
        r.add(&mut x, &c0)?;
        Ok(r.download(&x)?.iter().map(|&v| sample::round_to_t(v, q, self.params.t) as u16).collect())
    }

    /// Runs `use_key` on the key broadcast over `batch` polynomials, built
    /// by `make` unless the last call had the same batch.
    fn with_broadcast<R>(&self, wide: &Broadcast, batch: usize, make: impl FnOnce(usize) -> Result<Poly>, use_key: impl FnOnce(&Poly) -> Result<R>) -> Result<R> {
        let mut slot = wide.lock().map_err(|_| Error::Invalid("rlwe: a key's broadcast lock was poisoned by a panic".into()))?;
        if slot.as_ref().map(|(b, _)| *b) != Some(batch) {
            *slot = None; // free the old broadcast before allocating the new one
            *slot = Some((batch, make(batch)?));
        }
        match slot.as_ref() {
            Some((_, key)) => use_key(key),
            None => Err(Error::Invalid("rlwe: key broadcast missing (internal)".into())),
        }
    }
}

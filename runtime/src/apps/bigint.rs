//! [`BigMul`]: products of non-negative big integers by Schönhage–Strassen
//! over the generated cyclic NTTs (Goey et al. §2.2, §3.2), on the CPU
//! executor or on the GPU, many pairs per batch.
//!
//! The pipeline, the same on both backends (GPU: one stream, no host round
//! trip between steps; CPU: the interpreter runs the generated plan, and the
//! other steps are Rust twins of the GPU kernels, [`bigint_cu`]: split,
//! garner and pack generated from descriptors
//! (`codegen::emit::elementwise::apps::bigint`, `generated/apps/bigint.cu`),
//! the carry kernels hand-written in `cuda/bigint_carry.cu`):
//!
//! 1. **split**: each operand's 64-bit limbs become b-bit coefficients,
//!    zero-padded to a cyclic transform of k = 2^log_n points, k ≥ the
//!    product's coefficient count (so the cyclic convolution does not wrap);
//! 2. **forward** both, **pointwise**, **inverse** ([`Ring`], batched);
//! 3. **garner** (several primes only): the residues become the exact
//!    coefficient (CRT, Garner's mixed radix);
//! 4. **digits**: each coefficient's b-bit pieces are summed per output
//!    digit, and one normalisation step leaves every digit below 2^b + pieces,
//!    so a carry between digits is 0 or 1;
//! 5. **carry**: a carry-lookahead: per chunk of [`CHUNK`] digits its
//!    carry-out for carry-in 0 and 1, a scan over the chunks, a fix-up pass;
//! 6. **pack**: the b-bit digits become the product's 64-bit limbs.
//!
//! Coefficient bound: with da and db digits, a coefficient of the product is
//! at most min(da, db) (2^b - 1)^2 (at most (k/2)(2^b - 1)^2, the paper's
//! bound), and it must be below the primes' product Q to come out exact.
//! [`Shape::plan`] picks the largest b that satisfies it. One tower is the
//! Solinas prime p = 2^64 - 2^32 + 1 (the paper's: 24-bit digits for
//! 786432-bit operands in 2^16 points); products too long for it at any b
//! within 2^24 points (the generator's longest transform) take two or three
//! 62-bit primes and the CRT.
//!
//! ```
//! use num_bigint::BigUint;
//! use runtime::apps::{bigint::BigMul, Backend};
//!
//! let m = BigMul::new(&Backend::Cpu)?; // or Backend::detect()?
//! let a = BigUint::from(3u32).pow(5000);
//! let b = (BigUint::from(1u32) << 9000u32) - 1u32;
//! assert_eq!(m.mul(&a, &b)?, &a * &b);
//! // Many pairs in one batch (one transform length, the longest's):
//! let p = m.mul_u64(&[(&[u64::MAX; 3][..], &[2][..]), (&[7][..], &[6][..])])?;
//! assert_eq!(p, [vec![u64::MAX - 1, u64::MAX, u64::MAX, 1], vec![42, 0]]);
//! # Ok::<(), runtime::Error>(())
//! ```

use super::modq::{mul_shoup, pow_mod, shoup_companion as shoup};
use super::ring::{Poly, Ring};
use super::Backend;
use crate::{kernel_args, CompileOptions, DeviceBuffer, Error, Kernel, KernelCache, LaunchDims, Result, Stream};
use codegen::spec::limits::{MAX_LOG_N, MIN_LOG_N};
use num_bigint::BigUint;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// CUDA source of the carry kernels (digits, carry_scan, carry_fix):
/// hand-written, their threads cooperate through warp shuffles and shared
/// memory, which the generator's element-wise kernels do not describe.
pub const BIGINT_CARRY_CU: &str = include_str!("../../cuda/bigint_carry.cu");

/// CUDA source of every kernel around the transforms: the generated split,
/// CRT (Garner) and pack kernels, then [`BIGINT_CARRY_CU`]; one module.
pub fn bigint_cu() -> Result<String> {
    let generated = codegen::emit::elementwise::bigint_cuda().map_err(|e| Error::Invalid(format!("bigint kernels: {e}")))?;
    Ok(generated + "\n" + BIGINT_CARRY_CU)
}

/// The one-tower prime 2^64 - 2^32 + 1 (reduction `solinas`).
pub const SOLINAS_PRIME: u64 = 0xFFFF_FFFF_0000_0001;

/// The primes of two or three towers: 62-bit, ≡ 1 mod 2^24, so they hold
/// every cyclic length up to 2^24 and the CRT constants are fixed (what
/// `bits = 62, count = 3` gives for `log_n = 24`). Below 2^62 as Shoup needs.
pub const CRT_PRIMES: [u64; 3] = [4_611_686_018_326_724_609, 4_611_686_018_309_947_393, 4_611_686_018_058_289_153];

/// Most towers (primes) a product may use.
pub const MAX_TOWERS: usize = 3;

/// Widest digit: keeps every sum of pieces and every shift within 64 bits.
pub const MAX_DIGIT_BITS: u32 = 61;

/// Digits per chunk of the carry-lookahead: one warp, a digit a lane (the
/// kernels' chunk is the warp; do not change it alone).
pub const CHUNK: usize = 32;

/// Most b-bit pieces of one coefficient (`bigint_digits` is unrolled for
/// each count up to its `MAX_PIECES`): the widest digits need no more (one
/// tower: b >= 20 within 2^24 points, so 64 bits are at most 4 pieces; two
/// and three towers: b >= 42 for 124 bits, b = 61 for 186).
const MAX_PIECES: u32 = 4;

/// Threads of `bigint_carry_scan`'s block (its `SCAN_THREADS`).
const SCAN_THREADS: u32 = 256;

/// Words of the CRT constants (`bigint_garner`'s, Q0 .. Q01HI).
const CRT_WORDS: usize = 15;

/// The primes of `towers` towers.
pub fn primes(towers: usize) -> &'static [u64] {
    if towers == 1 {
        std::slice::from_ref(&SOLINAS_PRIME)
    } else {
        &CRT_PRIMES[..towers]
    }
}

/// How products are planned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BigMulOptions {
    /// Towers (primes) to use, 1 ..= 3; `None`: the fewest that hold the product.
    pub towers: Option<usize>,
    /// Longest transform, 2^max_log_n points (at most 2^24, the generator's limit).
    pub max_log_n: u32,
}

impl Default for BigMulOptions {
    fn default() -> Self {
        BigMulOptions { towers: None, max_log_n: MAX_LOG_N }
    }
}

impl BigMulOptions {
    fn check(&self) -> Result<()> {
        if let Some(t) = self.towers {
            if !(1..=MAX_TOWERS).contains(&t) {
                return Err(Error::Invalid(format!("BigMulOptions::towers = {t}: use 1 ..= {MAX_TOWERS}, or None to let the size choose")));
            }
        }
        if !(MIN_LOG_N..=MAX_LOG_N).contains(&self.max_log_n) {
            return Err(Error::Invalid(format!("BigMulOptions::max_log_n = {}: use {MIN_LOG_N} ..= {MAX_LOG_N} (the generator's transform lengths)", self.max_log_n)));
        }
        Ok(())
    }
}

/// The layout of one batch of products: operand limbs, digit width,
/// transform length, towers. Every pair of the batch shares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// 64-bit limbs of each a operand (shorter ones zero-padded).
    pub limbs_a: usize,
    /// 64-bit limbs of each b operand.
    pub limbs_b: usize,
    /// Towers (primes): 1 (Solinas) to 3 (CRT).
    pub towers: usize,
    /// The cyclic transform has 2^log_n points.
    pub log_n: u32,
    /// b: bits per digit (coefficient of the split operands).
    pub digit_bits: u32,
    /// Digits of a (ceil(64 limbs_a / b)).
    pub digits_a: usize,
    /// Digits of b.
    pub digits_b: usize,
    /// b-bit pieces of one product coefficient (its bound's bits / b, rounded up).
    pub pieces: u32,
    /// Product digits: digits_a + digits_b.
    pub digits: usize,
    /// Chunks of the carry-lookahead: ceil(digits / CHUNK).
    pub chunks: usize,
}

/// Why a digit width does not fit.
enum Fit {
    Ok(Shape),
    /// A coefficient could reach Q (or a digit sum 2^64): a narrower digit may fit.
    Bound,
    /// The transform would exceed 2^max_log_n: a narrower digit only lengthens it.
    Length,
}

impl Shape {
    /// Points of the transform.
    pub fn k(&self) -> usize {
        1 << self.log_n
    }
    /// 64-bit limbs of each product: limbs_a + limbs_b.
    pub fn out_limbs(&self) -> usize {
        self.limbs_a + self.limbs_b
    }
    /// The towers' primes.
    pub fn primes(&self) -> &'static [u64] {
        primes(self.towers)
    }

    /// The shape for operands of `limbs_a` and `limbs_b` 64-bit limbs (at
    /// least one each): the fewest towers that hold the product (or
    /// `options.towers`), then the widest digit that keeps every coefficient
    /// exact and the transform within 2^max_log_n points.
    pub fn plan(limbs_a: usize, limbs_b: usize, options: &BigMulOptions) -> Result<Shape> {
        options.check()?;
        let (la, lb) = (limbs_a.max(1), limbs_b.max(1));
        let towers: Vec<usize> = match options.towers {
            Some(t) => vec![t],
            None => (1..=MAX_TOWERS).collect(),
        };
        for &t in &towers {
            if let Some(s) = Shape::widest(la, lb, t, options.max_log_n) {
                return Ok(s);
            }
        }
        Err(too_large(la, lb, options))
    }

    fn widest(la: usize, lb: usize, towers: usize, max_log_n: u32) -> Option<Shape> {
        for b in (1..=max_digit_bits(towers)).rev() {
            match Shape::fit(la, lb, towers, b, max_log_n) {
                Fit::Ok(s) => return Some(s),
                Fit::Bound => continue,
                Fit::Length => return None,
            }
        }
        None
    }

    fn fit(la: usize, lb: usize, towers: usize, b: u32, max_log_n: u32) -> Fit {
        let digits_of = |limbs: usize| (limbs as u128 * 64).div_ceil(b as u128);
        let (da, db) = (digits_of(la), digits_of(lb));
        let log_n = ((da + db - 1).next_power_of_two().trailing_zeros()).max(MIN_LOG_N);
        if log_n > max_log_n {
            return Fit::Length;
        }
        // The largest coefficient min(da, db) (2^b - 1)^2 must stay below Q.
        let bound = BigUint::from(da.min(db)) * BigUint::from((1u64 << b) - 1).pow(2);
        let q: BigUint = primes(towers).iter().map(|&p| BigUint::from(p)).product();
        if bound >= q {
            return Fit::Bound;
        }
        let pieces = (bound.bits() as u32).div_ceil(b);
        // A digit sums `pieces` pieces (< 2^64), and digit + carry carries at
        // most 1. (Narrower digits only add pieces, but the bound above is
        // the one that moves b: never reached at the digits it picks.)
        if !(1..=MAX_PIECES).contains(&pieces) || pieces as u128 * ((1u128 << b) - 1) >= 1 << 64 || pieces as u64 + 1 >= 1 << b {
            return Fit::Bound;
        }
        // digits <= k + 1 <= 2^24 + 1 and b <= 61: every bit position of a
        // pair fits the kernels' 32-bit indices.
        let digits = (da + db) as usize;
        Fit::Ok(Shape { limbs_a: la, limbs_b: lb, towers, log_n, digit_bits: b, digits_a: da as usize, digits_b: db as usize, pieces, digits, chunks: digits.div_ceil(CHUNK) })
    }

    /// The cyclic spec of this shape's transform (built here; see [`spec_text`]).
    pub fn spec_text(&self) -> String {
        spec_text(self.towers, self.log_n)
    }
}

/// The widest digit of `towers` towers: 2^b must not exceed the smallest
/// prime (a digit is then its own residue in every tower).
fn max_digit_bits(towers: usize) -> u32 {
    let q_min = primes(towers).iter().copied().min().unwrap_or(SOLINAS_PRIME);
    (63 - q_min.leading_zeros()).min(MAX_DIGIT_BITS)
}

/// The largest equal operands (64-bit limbs) that `towers` towers hold within 2^max_log_n points.
fn largest_equal(towers: usize, max_log_n: u32) -> usize {
    let (mut lo, mut hi) = (0usize, 1usize << 24);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if Shape::widest(mid, mid, towers, max_log_n).is_some() {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

fn too_large(la: usize, lb: usize, options: &BigMulOptions) -> Error {
    let towers = options.towers.unwrap_or(MAX_TOWERS);
    let most = largest_equal(towers, options.max_log_n);
    let raise = if options.max_log_n < MAX_LOG_N {
        format!(", or raise BigMulOptions::max_log_n (now {}, at most {MAX_LOG_N})", options.max_log_n)
    } else if towers < MAX_TOWERS {
        format!(", or use more towers (BigMulOptions::towers = {towers}; None picks up to {MAX_TOWERS})")
    } else {
        String::new()
    };
    Error::Invalid(format!(
        "operands of {la} and {lb} 64-bit limbs: their product needs a cyclic transform longer than 2^{} points with {towers} tower(s) at any digit width; \
         the largest equal operands that fit are {most} limbs ({} bits) each: split the operands into blocks of at most {most} limbs and add the block products (schoolbook or Karatsuba over the blocks){raise}",
        options.max_log_n,
        most * 64
    ))
}

/// Kernels of one transform: as few of at most 11 levels as cover log_n,
/// larger first (the validator's default: a 2^11 set fits a block's shared
/// memory with room for clusters), e.g. [8, 8] for 2^16 points.
fn stage_split(log_n: u32) -> Vec<u32> {
    let kernels = log_n.div_ceil(11);
    (0..kernels).map(|i| log_n / kernels + u32::from(i < log_n % kernels)).collect()
}

/// The cyclic NTT spec of `towers` towers and 2^log_n points: the Solinas
/// prime (its own fast reduction) for one tower, [`CRT_PRIMES`] with Shoup
/// for more; radix 8 (the default).
pub fn spec_text(towers: usize, log_n: u32) -> String {
    let (reduction, primes) = if towers == 1 {
        ("solinas", format!("\"{SOLINAS_PRIME}\""))
    } else {
        ("shoup", CRT_PRIMES[..towers].iter().map(u64::to_string).collect::<Vec<_>>().join(", "))
    };
    format!(
        "name = \"bigint_t{towers}_n{log_n}\"\ntransform = \"ntt-cyclic\"\nlog_n = {log_n}\nword = \"u64\"\nreduction = \"{reduction}\"\nradix = 8\nstage_split = {:?}\n[moduli]\nprimes = [{primes}]\n",
        stage_split(log_n)
    )
}

// ---- CRT constants -----------------------------------------------------------

/// The constants of `bigint_garner`, in its order
/// (`codegen::emit::elementwise::apps::bigint`'s `Crt`).
fn crt_words() -> [u64; CRT_WORDS] {
    let [q0, q1, q2] = CRT_PRIMES;
    let inv0_1 = pow_mod(q0 % q1, q1 - 2, q1);
    let q0m2 = q0 % q2;
    let inv01_2 = pow_mod(super::ring::mul_mod(q0m2, q1 % q2, q2), q2 - 2, q2);
    let q01 = q0 as u128 * q1 as u128;
    [q0, q1, q2, inv0_1, shoup(inv0_1, q1), 1, shoup(1, q1), q0m2, shoup(q0m2, q2), inv01_2, shoup(inv01_2, q2), 1, shoup(1, q2), q01 as u64, (q01 >> 64) as u64]
}

// ---- the kernels' Rust twins (CPU backend) -----------------------------------

/// Bits [pos, pos + b) of the number whose `words` words lie at
/// `x[base + i stride]`; words past the end read as zero (`bit_field`).
fn bit_field(x: &[u64], base: usize, stride: usize, words: usize, pos: usize, b: u32) -> u64 {
    let (w, s) = (pos / 64, (pos % 64) as u32);
    let mut v = if w < words { x[base + w * stride] >> s } else { 0 };
    if s != 0 && s + b > 64 && w + 1 < words {
        v |= x[base + (w + 1) * stride] << (64 - s);
    }
    v & ((1u64 << b) - 1)
}

/// `bigint_split`: batch x limbs -> batch x towers x k coefficients.
fn split_host(limbs: &[u64], limbs_per: usize, s: &Shape, batch: usize) -> Vec<u64> {
    let (k, t, b) = (s.k(), s.towers, s.digit_bits);
    let mut x = vec![0u64; batch * t * k];
    for g in 0..batch * k {
        let (p, i) = (g / k, g % k);
        let v = bit_field(limbs, p * limbs_per, 1, limbs_per, i * b as usize, b);
        for tw in 0..t {
            x[(p * t + tw) * k + i] = v;
        }
    }
    x
}

/// `bigint_garner` on one coefficient: residues -> the exact value's words.
fn garner_one(r: [u64; 3], towers: usize, c: &[u64; CRT_WORDS]) -> [u64; 3] {
    let sub = |a: u64, b: u64, q: u64| if a >= b { a - b } else { a.wrapping_sub(b).wrapping_add(q) };
    let (q1, q2) = (c[1], c[2]);
    let v0 = r[0];
    let v1 = mul_shoup(sub(r[1], mul_shoup(v0, c[5], c[6], q1), q1), c[3], c[4], q1);
    let mut x = v0 as u128 + v1 as u128 * c[0] as u128;
    if towers < 3 {
        return [x as u64, (x >> 64) as u64, 0];
    }
    let s = mul_shoup(v0, c[11], c[12], q2) + mul_shoup(v1, c[7], c[8], q2);
    let s = if s >= q2 { s - q2 } else { s };
    let v2 = mul_shoup(sub(r[2], s, q2), c[9], c[10], q2);
    // + v2 (q0 q1), three words.
    let q01 = c[13] as u128 | (c[14] as u128) << 64;
    let lo = (v2 as u128) * (q01 as u64 as u128);
    let hi = (v2 as u128) * (q01 >> 64);
    let (sum, carry) = x.overflowing_add(lo);
    x = sum;
    let (mid, c2) = ((x >> 64) as u64).overflowing_add(hi as u64);
    let top = (hi >> 64) as u64 + u64::from(carry) + u64::from(c2);
    [x as u64, mid, top]
}

fn garner_host(x: &mut [u64], s: &Shape, batch: usize) {
    let (k, t, c) = (s.k(), s.towers, crt_words());
    for g in 0..batch * k {
        let (p, j) = (g / k, g % k);
        let at = |tw: usize| (p * t + tw) * k + j;
        let mut r = [0u64; 3];
        for (tw, v) in r.iter_mut().enumerate().take(t) {
            *v = x[at(tw)];
        }
        let w = garner_one(r, t, &c);
        for (tw, &v) in w.iter().enumerate().take(t) {
            x[at(tw)] = v;
        }
    }
}

/// `digit_sum`: the pieces of coefficients j - t (t < pieces) landing on digit j.
fn digit_sum(x: &[u64], base: usize, s: &Shape, j: usize) -> u64 {
    let (k, b) = (s.k(), s.digit_bits);
    (0..(s.pieces as usize).min(j + 1)).filter(|t| j - t < k).map(|t| bit_field(x, base + j - t, k, s.towers, t * b as usize, b)).sum()
}

/// `bigint_digits`' first half: e_j = low_b(d_j) + (d_{j-1} >> b) (the kernel
/// sums both in one pass over the coefficients; the sums are the same).
fn digits_host(x: &[u64], s: &Shape, batch: usize) -> Vec<u64> {
    let (d, b) = (s.digits, s.digit_bits);
    (0..batch * d)
        .map(|g| {
            let (p, j) = (g / d, g % d);
            let base = p * s.towers * s.k();
            let prev = if j == 0 { 0 } else { digit_sum(x, base, s, j - 1) };
            (digit_sum(x, base, s, j) & ((1 << b) - 1)) + (prev >> b)
        })
        .collect()
}

/// The digit range of chunk `c`.
fn chunk_range(c: usize, digits: usize) -> std::ops::Range<usize> {
    c * CHUNK..((c + 1) * CHUNK).min(digits)
}

/// `bigint_digits`' second half: bit c of f = the chunk's carry-out for carry-in c.
/// The kernel composes the digits' functions with warp shuffles; composition
/// is associative, so this walk from the lowest digit gives the same bits.
fn chunk_carry_host(e: &[u64], s: &Shape, batch: usize) -> Vec<u32> {
    (0..batch * s.chunks)
        .map(|g| {
            let (p, c) = (g / s.chunks, g % s.chunks);
            let (mut c0, mut c1) = (0u64, 1u64);
            for j in chunk_range(c, s.digits) {
                let v = e[p * s.digits + j];
                c0 = (v + c0) >> s.digit_bits;
                c1 = (v + c1) >> s.digit_bits;
            }
            (c0 | c1 << 1) as u32
        })
        .collect()
}

/// `bigint_carry_scan`: each chunk's function becomes its carry-in (the
/// kernel composes the same functions in a parallel scan: the same prefix).
/// Returns the carry out of the top chunk, which must be 0.
fn carry_scan_host(f: &mut [u32], s: &Shape, batch: usize) -> u32 {
    let mut top = 0;
    for p in 0..batch {
        let mut carry = 0u32;
        for fc in &mut f[p * s.chunks..(p + 1) * s.chunks] {
            let next = (*fc >> carry) & 1;
            *fc = carry;
            carry = next;
        }
        top |= carry;
    }
    top
}

/// `bigint_carry_fix`: each chunk from its carry-in; digits < 2^b (the
/// kernel gives each lane the prefix of the lanes below applied to the
/// chunk's carry-in: the carry this walk reaches it with).
fn carry_fix_host(e: &mut [u64], cin: &[u32], s: &Shape, batch: usize) {
    for (g, &c_in) in cin.iter().enumerate().take(batch * s.chunks) {
        let (p, c) = (g / s.chunks, g % s.chunks);
        let mut carry = c_in as u64;
        for j in chunk_range(c, s.digits) {
            let v = e[p * s.digits + j] + carry;
            e[p * s.digits + j] = v & ((1 << s.digit_bits) - 1);
            carry = v >> s.digit_bits;
        }
    }
}

/// `bigint_pack`: limb w = bits [64 w, 64 w + 64) of the digits.
fn pack_host(e: &[u64], s: &Shape, batch: usize) -> Vec<u64> {
    let (lo, b) = (s.out_limbs(), s.digit_bits as usize);
    (0..batch * lo)
        .map(|g| {
            let (p, w) = (g / lo, g % lo);
            let bit0 = w * 64;
            (bit0 / b..=((bit0 + 63) / b).min(s.digits.saturating_sub(1)))
                .filter(|&j| j < s.digits)
                .fold(0u64, |acc, j| {
                    let (pos, v) = (j * b, e[p * s.digits + j]);
                    acc | if pos >= bit0 { v << (pos - bit0) } else { v >> (bit0 - pos) }
                })
        })
        .collect()
}

/// Steps 3-6 on the host: inverse-transformed coefficients -> product limbs.
fn carry_host(x: &mut [u64], s: &Shape, batch: usize) -> Result<Vec<u64>> {
    if s.towers > 1 {
        garner_host(x, s, batch);
    }
    let mut e = digits_host(x, s, batch);
    let mut f = chunk_carry_host(&e, s, batch);
    if carry_scan_host(&mut f, s, batch) != 0 {
        return Err(Error::Invalid(format!("bigint: a carry left the top digit of {s:?}; the coefficient bound is broken (a bug: please report it)")));
    }
    carry_fix_host(&mut e, &f, s, batch);
    Ok(pack_host(&e, s, batch))
}

// ---- the backends ------------------------------------------------------------

/// Operand or product limbs of a batch, batch-major (`Shape::limbs_a`,
/// `limbs_b` or `out_limbs` words per pair): on the host (CPU backend) or
/// on the device (GPU backend), made by [`BigMul::upload`] or
/// [`BigMul::multiply`] for one transform length, whose stream orders every
/// use of them (device buffers here are not event-tracked).
pub struct Limbs {
    words: Words,
    /// (towers, log_n) of the engine whose stream they are on.
    engine: (usize, u32),
}

enum Words {
    Host(Vec<u64>),
    Device(DeviceBuffer<u64>),
}

impl Limbs {
    /// Words held.
    pub fn len(&self) -> usize {
        match &self.words {
            Words::Host(v) => v.len(),
            Words::Device(d) => d.len(),
        }
    }
    /// True when no words are held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The device words (GPU backend), e.g. to hand a product to another
    /// kernel on the shape's stream ([`BigMul::stream`]).
    pub fn device(&self) -> Option<&DeviceBuffer<u64>> {
        match &self.words {
            Words::Device(d) => Some(d),
            Words::Host(_) => None,
        }
    }

    /// Refuses limbs made for another transform length than `s`'s.
    fn check_engine(&self, what: &str, s: &Shape) -> Result<()> {
        if self.engine != (s.towers, s.log_n) {
            let (t, l) = self.engine;
            return Err(Error::Invalid(format!(
                "{what} was made for {t} tower(s) and 2^{l} points, the shape has {} and 2^{}: upload it with the shape it is used with (its stream orders the work)",
                s.towers, s.log_n
            )));
        }
        Ok(())
    }
}

struct Kernels {
    split: Kernel,
    garner: Kernel,
    digits: Kernel,
    carry_scan: Kernel,
    carry_fix: Kernel,
    pack: Kernel,
}

/// One transform length's ring, plus the CRT constants on its stream.
struct Engine {
    ring: Ring,
    crt: Option<DeviceBuffer<u64>>,
    /// GPU: the last batch's scratch, reused by the next of the same shape.
    scratch: Mutex<Option<Scratch>>,
}

/// The device buffers a product overwrites whole before reading (the two
/// transformed operands, the digits, the chunks' carries). Kept between
/// products: allocating and zeroing them again costs about as much as the
/// carry kernels. Reuse is safe because every product of an engine is
/// queued on its one stream, in order.
struct Scratch {
    shape: Shape,
    batch: usize,
    xa: DeviceBuffer<u64>,
    xb: DeviceBuffer<u64>,
    e: DeviceBuffer<u64>,
    f: DeviceBuffer<u32>,
}

impl Engine {
    /// The scratch for `batch` pairs of `s`: the kept one when it fits, else new.
    fn take_scratch(&self, s: &Shape, batch: usize) -> Result<Scratch> {
        let kept = self.scratch.lock().map_err(|_| poisoned())?.take();
        if let Some(sc) = kept.filter(|sc| sc.shape == *s && sc.batch == batch) {
            return Ok(sc);
        }
        let (gpu, stream) = match (self.ring.gpu(), self.ring.stream()) {
            (Some(g), Some(st)) => (g, st),
            _ => return Err(mixed()),
        };
        let words = batch * s.towers * s.k();
        Ok(Scratch {
            shape: *s,
            batch,
            xa: gpu.untracked(|| stream.alloc_zeros::<u64>(words))?,
            xb: gpu.untracked(|| stream.alloc_zeros::<u64>(words))?,
            e: gpu.untracked(|| stream.alloc_zeros::<u64>(batch * s.digits))?,
            f: gpu.untracked(|| stream.alloc_zeros::<u32>(batch * s.chunks))?,
        })
    }

    fn keep_scratch(&self, sc: Scratch) -> Result<()> {
        *self.scratch.lock().map_err(|_| poisoned())? = Some(sc);
        Ok(())
    }
}

/// A device buffer's length against what the kernels will index.
fn expect_len(what: &str, got: usize, want: usize) -> Result<()> {
    if got != want {
        return Err(Error::Length { what: format!("bigint {what} buffer (batch x its words per pair)"), expected: want, got });
    }
    Ok(())
}

fn poisoned() -> Error {
    Error::Invalid("bigint: a lock was poisoned by a panic in another thread; make a new BigMul".into())
}

/// Big-integer multiplication on one backend; rings are built per
/// (towers, transform length) on first use and kept. On the GPU each also
/// keeps the scratch of its last batch (two operands of towers x k words
/// per pair, and the digits): drop the BigMul to free them.
pub struct BigMul {
    backend: Backend,
    options: BigMulOptions,
    kernels: Option<Kernels>,
    engines: Mutex<HashMap<(usize, u32), Arc<Engine>>>,
}

/// Grid of a kernel over `per_pair` indices (x, 256 threads a block) of
/// `batch` pairs (y); both grid-stride beyond 65535 blocks.
fn grid(per_pair: usize, batch: usize) -> LaunchDims {
    let x = per_pair.div_ceil(256).clamp(1, 65_535) as u32;
    LaunchDims::new([x, batch.clamp(1, 65_535) as u32, 1], [256, 1, 1], 0)
}

/// Grid of `bigint_carry_scan`: one block per pair (grid-stride beyond 65535).
fn scan_grid(batch: usize) -> LaunchDims {
    LaunchDims::new([batch.clamp(1, 65_535) as u32, 1, 1], [SCAN_THREADS, 1, 1], 0)
}

impl BigMul {
    /// Multiplication on `backend` with the default options (on the GPU:
    /// compiles [`bigint_cu`]; the transforms compile on first use of a length).
    pub fn new(backend: &Backend) -> Result<BigMul> {
        BigMul::with_options(backend, BigMulOptions::default())
    }

    /// Multiplication with `options` (towers, longest transform).
    pub fn with_options(backend: &Backend, options: BigMulOptions) -> Result<BigMul> {
        options.check()?;
        let kernels = match backend {
            Backend::Cpu => None,
            Backend::Gpu(gpu) => {
                let (_, m) = gpu.compile_and_load(KernelCache::global(), &bigint_cu()?, "nttgen_bigint", &CompileOptions::default())?;
                Some(Kernels {
                    split: m.kernel("bigint_split")?,
                    garner: m.kernel("bigint_garner")?,
                    digits: m.kernel("bigint_digits")?,
                    carry_scan: m.kernel("bigint_carry_scan")?,
                    carry_fix: m.kernel("bigint_carry_fix")?,
                    pack: m.kernel("bigint_pack")?,
                })
            }
        };
        Ok(BigMul { backend: backend.clone(), options, kernels, engines: Mutex::new(HashMap::new()) })
    }

    /// The backend's name.
    pub fn backend_name(&self) -> String {
        self.backend.name()
    }

    /// The options products are planned with.
    pub fn options(&self) -> &BigMulOptions {
        &self.options
    }

    /// The shape of products of `limbs_a`- and `limbs_b`-limb operands under
    /// this multiplier's options; see [`Shape::plan`].
    pub fn shape(&self, limbs_a: usize, limbs_b: usize) -> Result<Shape> {
        Shape::plan(limbs_a, limbs_b, &self.options)
    }

    fn engine(&self, s: &Shape) -> Result<Arc<Engine>> {
        let mut engines = self.engines.lock().map_err(|_| poisoned())?;
        if let Some(e) = engines.get(&(s.towers, s.log_n)) {
            return Ok(e.clone());
        }
        let spec = codegen::spec::from_str(&s.spec_text()).map_err(|e| Error::Invalid(format!("bigint spec for {s:?}: {e}")))?;
        let ring = Ring::new(&self.backend, &spec)?;
        let crt = match (ring.gpu(), ring.stream()) {
            (Some(gpu), Some(stream)) => Some(gpu.untracked(|| stream.upload(&crt_words()))?),
            _ => None,
        };
        let e = Arc::new(Engine { ring, crt, scratch: Mutex::new(None) });
        engines.insert((s.towers, s.log_n), e.clone());
        Ok(e)
    }

    /// The stream the products of `shape` are queued on (GPU backend only).
    pub fn stream(&self, shape: &Shape) -> Result<Option<Stream>> {
        Ok(self.engine(shape)?.ring.stream().cloned())
    }

    /// Host limbs (batch x limbs_a or limbs_b words) to [`Limbs`] for `shape`
    /// (on the GPU: a copy queued on the shape's stream).
    pub fn upload(&self, shape: &Shape, host: &[u64]) -> Result<Limbs> {
        let e = self.engine(shape)?;
        let words = match (e.ring.gpu(), e.ring.stream()) {
            (Some(gpu), Some(stream)) => Words::Device(gpu.untracked(|| stream.upload(host))?),
            _ => Words::Host(host.to_vec()),
        };
        Ok(Limbs { words, engine: (shape.towers, shape.log_n) })
    }

    /// The words of `limbs` (on the GPU: waits for the shape's stream).
    pub fn download(&self, shape: &Shape, limbs: &Limbs) -> Result<Vec<u64>> {
        limbs.check_engine("limbs", shape)?;
        match &limbs.words {
            Words::Host(v) => Ok(v.clone()),
            Words::Device(d) => match self.engine(shape)?.ring.stream() {
                Some(stream) => stream.download(d),
                None => Err(mixed()),
            },
        }
    }

    /// Waits for every product of `shape` queued so far (GPU); nothing on the CPU.
    pub fn synchronize(&self, shape: &Shape) -> Result<()> {
        self.engine(shape)?.ring.synchronize()
    }

    /// The pairs of `a` (batch x limbs_a) and `b` (batch x limbs_b).
    fn batch_of(shape: &Shape, a: &Limbs, b: &Limbs) -> Result<usize> {
        if a.is_empty() || !a.len().is_multiple_of(shape.limbs_a) {
            return Err(Error::Invalid(format!(
                "operand a: {} limbs is not a whole batch of {}-limb operands; pad every a to shape.limbs_a limbs, or plan the shape from the longest operand",
                a.len(),
                shape.limbs_a
            )));
        }
        let batch = a.len() / shape.limbs_a;
        if b.len() != batch * shape.limbs_b {
            return Err(Error::Length { what: format!("operand b: {batch} pairs x shape.limbs_b = {} limbs (pad every b to limbs_b)", shape.limbs_b), expected: batch * shape.limbs_b, got: b.len() });
        }
        Ok(batch)
    }

    /// The products of the batch `a` x `b` (pair i: a's i-th operand times
    /// b's), `batch x shape.out_limbs()` limbs. On the GPU every step is
    /// queued on the shape's stream and nothing waits: download the result,
    /// or [`BigMul::synchronize`].
    pub fn multiply(&self, shape: &Shape, a: &Limbs, b: &Limbs) -> Result<Limbs> {
        if !shape_holds(shape) {
            return Err(Error::Invalid(format!("{shape:?}: its fields disagree with each other (the kernels would overrun a buffer); get the shape from BigMul::shape or Shape::plan")));
        }
        let batch = BigMul::batch_of(shape, a, b)?;
        a.check_engine("operand a", shape)?;
        b.check_engine("operand b", shape)?;
        let e = self.engine(shape)?;
        let words = match (&a.words, &b.words, &self.kernels, &e.crt) {
            (Words::Host(a), Words::Host(b), None, _) => Words::Host(self.multiply_host(&e.ring, shape, a, b, batch)?),
            (Words::Device(a), Words::Device(b), Some(k), Some(_)) => Words::Device(self.multiply_device(&e, k, shape, a, b, batch)?),
            _ => return Err(mixed()),
        };
        Ok(Limbs { words, engine: (shape.towers, shape.log_n) })
    }

    /// Forward both, pointwise, inverse: x = a * b per tower.
    fn convolve(ring: &Ring, xa: &mut Poly, xb: &mut Poly) -> Result<()> {
        ring.forward(xa)?;
        ring.forward(xb)?;
        ring.pointwise(xa, xb)?;
        ring.inverse(xa)
    }

    fn multiply_host(&self, ring: &Ring, s: &Shape, a: &[u64], b: &[u64], batch: usize) -> Result<Vec<u64>> {
        let mut xa = Poly::Host(split_host(a, s.limbs_a, s, batch));
        let mut xb = Poly::Host(split_host(b, s.limbs_b, s, batch));
        BigMul::convolve(ring, &mut xa, &mut xb)?;
        match xa {
            Poly::Host(mut x) => carry_host(&mut x, s, batch),
            Poly::Device(_) => Err(mixed()),
        }
    }

    fn multiply_device(&self, eng: &Engine, k: &Kernels, s: &Shape, a: &DeviceBuffer<u64>, b: &DeviceBuffer<u64>, batch: usize) -> Result<DeviceBuffer<u64>> {
        let (gpu, stream, crt) = match (eng.ring.gpu(), eng.ring.stream(), &eng.crt) {
            (Some(g), Some(st), Some(c)) => (g, st, c),
            _ => return Err(mixed()),
        };
        let Scratch { shape, batch: _, mut xa, mut xb, mut e, mut f } = eng.take_scratch(s, batch)?;
        let (n, t, bits, pairs) = (s.k(), s.towers, s.digit_bits, batch as u64);
        // SAFETY (both): bigint_split(u64* x, const u64* limbs, u32 limbs_per, u32 b, u32 towers, u32 k, u64 batch);
        // x holds batch x towers x k (the scratch of this shape and batch), limbs batch x limbs_per (checked by batch_of).
        unsafe { stream.launch(&k.split, grid(n, batch), kernel_args![&mut xa, a, s.limbs_a as u32, bits, t as u32, n as u32, pairs])? };
        unsafe { stream.launch(&k.split, grid(n, batch), kernel_args![&mut xb, b, s.limbs_b as u32, bits, t as u32, n as u32, pairs])? };
        let (mut pa, mut pb) = (Poly::Device(xa), Poly::Device(xb));
        BigMul::convolve(&eng.ring, &mut pa, &mut pb)?;
        let (Poly::Device(mut xa), Poly::Device(xb)) = (pa, pb) else { return Err(mixed()) };
        if t > 1 {
            // SAFETY: bigint_garner(u64* x, const u64* crt, u32 towers, u32 k, u64 batch); crt holds CRT_WORDS, x batch x towers x k.
            unsafe { stream.launch(&k.garner, grid(n, batch), kernel_args![&mut xa, crt, t as u32, n as u32, pairs])? };
        }
        let mut limbs = gpu.untracked(|| stream.alloc_zeros::<u64>(batch * s.out_limbs()))?;
        BigMul::carry_device(k, stream, &xa, &mut e, &mut f, &mut limbs, s, batch)?;
        eng.keep_scratch(Scratch { shape, batch, xa, xb, e, f })?;
        Ok(limbs)
    }

    /// Steps 4-6 on the device: coefficients x -> product limbs, through the
    /// digits e (batch x digits) and the chunks' carries f (batch x chunks).
    #[allow(clippy::too_many_arguments)]
    fn carry_device(k: &Kernels, stream: &Stream, x: &DeviceBuffer<u64>, e: &mut DeviceBuffer<u64>, f: &mut DeviceBuffer<u32>, limbs: &mut DeviceBuffer<u64>, s: &Shape, batch: usize) -> Result<()> {
        expect_len("coefficients", x.len(), batch * s.towers * s.k())?;
        expect_len("digits", e.len(), batch * s.digits)?;
        expect_len("chunk carries", f.len(), batch * s.chunks)?;
        expect_len("product limbs", limbs.len(), batch * s.out_limbs())?;
        let (n, bits, d, ch, lo, pairs) = (s.k() as u32, s.digit_bits, s.digits as u32, s.chunks as u32, s.out_limbs() as u32, batch as u64);
        // A chunk is one warp (a digit a lane): digits and carry_fix run over chunks x 32 indices.
        let lanes = s.chunks * CHUNK;
        // SAFETY: the signatures in bigint_carry.cu and the generated bigint.cu; the lengths checked above.
        unsafe {
            stream.launch(&k.digits, grid(lanes, batch), kernel_args![&mut *e, &mut *f, x, n, s.towers as u32, bits, s.pieces, d, ch, pairs])?;
            stream.launch(&k.carry_scan, scan_grid(batch), kernel_args![&mut *f, ch as u64, pairs])?;
            stream.launch(&k.carry_fix, grid(lanes, batch), kernel_args![&mut *e, &*f, d, ch, bits, pairs])?;
            stream.launch(&k.pack, grid(s.out_limbs(), batch), kernel_args![limbs, &*e, d, bits, lo, pairs])?;
        }
        Ok(())
    }

    /// Products of 64-bit-limb pairs (little-endian): pair i's product has
    /// `a.len() + b.len()` limbs. One batch: the shape of the longest operands.
    pub fn mul_u64(&self, pairs: &[(&[u64], &[u64])]) -> Result<Vec<Vec<u64>>> {
        if pairs.is_empty() {
            return Ok(vec![]);
        }
        let la = pairs.iter().map(|p| significant(p.0)).max().unwrap_or(1).max(1);
        let lb = pairs.iter().map(|p| significant(p.1)).max().unwrap_or(1).max(1);
        let s = self.shape(la, lb)?;
        let a = self.upload(&s, &padded(pairs.iter().map(|p| p.0), la))?;
        let b = self.upload(&s, &padded(pairs.iter().map(|p| p.1), lb))?;
        let words = self.download(&s, &self.multiply(&s, &a, &b)?)?;
        let lo = s.out_limbs();
        Ok(pairs
            .iter()
            .enumerate()
            .map(|(i, (a, b))| {
                let want = a.len() + b.len();
                let mut v = words[i * lo..i * lo + lo.min(want)].to_vec();
                v.resize(want, 0);
                v
            })
            .collect())
    }

    /// Products of 32-bit-limb pairs: pair i's product has `a.len() + b.len()` limbs.
    pub fn mul_u32(&self, pairs: &[(&[u32], &[u32])]) -> Result<Vec<Vec<u32>>> {
        let wide: Vec<(Vec<u64>, Vec<u64>)> = pairs.iter().map(|(a, b)| (widen(a), widen(b))).collect();
        let refs: Vec<(&[u64], &[u64])> = wide.iter().map(|(a, b)| (a.as_slice(), b.as_slice())).collect();
        let out = self.mul_u64(&refs)?;
        Ok(out.iter().zip(pairs).map(|(p, (a, b))| narrow(p, a.len() + b.len())).collect())
    }

    /// Products of [`BigUint`] pairs.
    pub fn mul_biguint(&self, pairs: &[(BigUint, BigUint)]) -> Result<Vec<BigUint>> {
        let limbs: Vec<(Vec<u64>, Vec<u64>)> = pairs.iter().map(|(a, b)| (a.to_u64_digits(), b.to_u64_digits())).collect();
        let refs: Vec<(&[u64], &[u64])> = limbs.iter().map(|(a, b)| (a.as_slice(), b.as_slice())).collect();
        Ok(self.mul_u64(&refs)?.iter().map(|p| BigUint::from_slice(&narrow(p, 2 * p.len()))).collect())
    }

    /// a * b.
    pub fn mul(&self, a: &BigUint, b: &BigUint) -> Result<BigUint> {
        let mut p = self.mul_biguint(&[(a.clone(), b.clone())])?;
        p.pop().ok_or_else(|| Error::Invalid("bigint: no product came back".into()))
    }
}

/// Whether a shape's fields agree with each other (a caller-built shape
/// could name buffers the kernels would overrun).
fn shape_holds(s: &Shape) -> bool {
    matches!(Shape::fit(s.limbs_a, s.limbs_b, s.towers, s.digit_bits, s.log_n), Fit::Ok(t) if t == *s)
}

fn mixed() -> Error {
    Error::Invalid("bigint: host Limbs given to a GPU multiplier, or device Limbs to a CPU one; make them with the same BigMul's upload".into())
}

/// Limbs up to the highest nonzero one.
fn significant(v: &[u64]) -> usize {
    v.iter().rposition(|&w| w != 0).map_or(0, |i| i + 1)
}

/// Operands zero-padded (or cut to their significant limbs) to `limbs` each, batch-major.
fn padded<'a>(ops: impl Iterator<Item = &'a [u64]>, limbs: usize) -> Vec<u64> {
    ops.flat_map(|o| {
        let n = significant(o);
        o[..n].iter().copied().chain(std::iter::repeat_n(0, limbs - n))
    })
    .collect()
}

fn widen(v: &[u32]) -> Vec<u64> {
    v.chunks(2).map(|c| c[0] as u64 | (c.get(1).copied().unwrap_or(0) as u64) << 32).collect()
}

fn narrow(v: &[u64], len: usize) -> Vec<u32> {
    let mut out: Vec<u32> = v.iter().flat_map(|&w| [w as u32, (w >> 32) as u32]).collect();
    out.resize(len, 0);
    out
}

#[cfg(test)]
mod tests;

//! Modular arithmetic for one modulus, bit for bit what the GPU computes.
//!
//! Every `Reduction` of the spec is implemented twice: here in Rust (one file
//! per variant) and as CUDA device code in `templates/reduce/<variant>.cu`.
//! The Rust twin uses the same word width (`u32` words do 32-bit operations
//! with 64-bit products, `u64` words 64-bit operations with 128-bit products
//! split in hi/lo words), the same constants and the same branch-free
//! correction steps, so the CPU interpreter agrees with the GPU.
//!
//! All inputs are in `[0, q)`, all outputs in `[0, q)` (fully reduced).
//!
//! | variant | algorithm | `len(q)` bound | `c[0]` | `c[1]` | `c[2]` |
//! |---|---|---|---|---|---|
//! | barrett-classic | Shivdikar Alg. 2 | β - 2 | μ·2^(β-m-1), μ = ⌊2^(2m)/q⌋ | m - 1 | 0 |
//! | barrett-dq | Shivdikar Alg. 3 | β - 4 | μ·2^max(0,β-m-5), μ = ⌊2^(2m+3)/q⌋ | m - 2 | max(0, m+5-β) |
//! | barrett-shivdikar | Shivdikar Alg. 4 | β - 2 | μ·2^max(0,β-m-3), μ = ⌊2^(2m+1)/q⌋ | m - 2 | max(0, m+3-β) |
//! | montgomery | REDC, R = 2^β | β - 2 (u32: β - 1 on the narrow lazy butterflies), q odd | q^-1 mod 2^β | R^2 mod q | 0 |
//! | shoup | Shoup (twiddles), Alg. 4 (general) | β - 2 | as barrett-shivdikar | | |
//! | solinas | q = 2^64 - 2^32 + 1 | u64 only | 0 | 0 | 0 |
//! | builtin | `%` | β - 1 | 0 | 0 | 0 |
//!
//! (m = len(q), β = word bits.) For the Barrett variants the stored μ is
//! pre-scaled so that line 2 of the paper's algorithm, `(c·μ) >> s`, is
//! computed as one high-word product `mul_hi(c, c0)` (then `>> c2`); the
//! quotient is exactly the paper's.

mod barrett_classic;
mod barrett_dq;
mod barrett_shivdikar;
mod builtin;
mod butterfly;
mod lazy;
// pub(crate): the element-wise kernels' CPU evaluation (`emit::elementwise::eval`)
// computes with the same twins of reduce/common.cu.
pub(crate) mod common;
mod limb;
mod montgomery;
mod shoup;
mod solinas;

#[cfg(test)]
mod lazy_tests;
#[cfg(test)]
mod tests;

use crate::spec::types::{Reduction, Word};
use lazy::LazyOps;
use limb::{Limb, Mc};
use serde::Serialize;

pub use butterfly::TwArg;
/// The widest prime (bits) of the wide lazy butterflies.
pub const WIDE_LAZY_MAX_BITS: u32 = shoup::WIDE_MAX_BITS;
/// The widest prime (bits) of the deferred CT corrections: 16q < 2^64.
pub const DEFERRED_MAX_BITS: u32 = 60;

/// Whether every one of `primes` admits the wide lazy butterflies (shoup on
/// u64 words, each prime below 2^61): the one rule the plan
/// (`stage::groups::wide_lazy`) and the spec's defaults both read.
pub fn wide_lazy_primes(word: Word, reduction: Reduction, primes: &[u64]) -> bool {
    reduction == Reduction::Shoup && word == Word::U64 && !primes.is_empty() && primes.iter().all(|&q| len(q) <= WIDE_LAZY_MAX_BITS)
}
/// Whether `primes` need the narrow lazy butterflies: montgomery or shoup on
/// u32 words with some prime of 31 bits (4q does not fit the word); the one rule
/// the plan (`stage::groups::narrow`) reads.
pub fn narrow_primes(word: Word, reduction: Reduction, primes: &[u64]) -> bool {
    matches!(reduction, Reduction::Montgomery | Reduction::Shoup) && word == Word::U32 && primes.iter().any(|&q| len(q) + 2 > word.bits())
}
/// Whether every one of `primes` admits the deferred CT corrections of the
/// wide butterflies (each prime below 2^60, `Modulus::admits_deferred`).
pub fn deferred_primes(word: Word, reduction: Reduction, primes: &[u64]) -> bool {
    wide_lazy_primes(word, reduction, primes) && primes.iter().all(|&q| len(q) <= DEFERRED_MAX_BITS)
}
pub use solinas::{log8 as solinas_log8, POW2_ORDER as SOLINAS_POW2_ORDER, Q as SOLINAS_PRIME};

/// Why a modulus cannot be used with a reduction variant and word.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReduceError {
    #[error(
        "modulus {q} has {bits} bits, but reduction `{reduction}` with word `{word}` needs \
         len(q) <= β - {slack} = {max_bits} bits"
    )]
    TooWide { q: u64, bits: u32, max_bits: u32, slack: u32, reduction: Reduction, word: Word },
    #[error("modulus {q} is too small: reduction `{reduction}` needs q >= {min}")]
    TooSmall { q: u64, min: u64, reduction: Reduction },
    #[error("modulus {q} is even: `montgomery` needs an odd q (q^-1 mod 2^β must exist)")]
    EvenModulus { q: u64 },
    #[error(
        "reduction `solinas` works only with q = 2^64 - 2^32 + 1 = {}, not {q}",
        solinas::Q
    )]
    NotSolinasPrime { q: u64 },
    #[error("reduction `solinas` needs word `u64` (its q = 2^64 - 2^32 + 1 does not fit `u32`)")]
    SolinasNeedsU64,
    #[error(
        "modulus {q} is the power of two 2^{}: reduction `{reduction}` with word `{word}` \
         would need μ = 2^{beta}, which does not fit the word; use a q that is not a power of two",
        q.trailing_zeros()
    )]
    MuOverflow { q: u64, beta: u32, reduction: Reduction, word: Word },
    #[error("reduction `{reduction}` has no lazy butterflies: use shoup, montgomery or barrett-dq for lazy values")]
    NoLazy { reduction: Reduction },
    #[error("reduction `{reduction}` takes residues only: a product of any word needs shoup or montgomery")]
    NotAnyWord { reduction: Reduction },
    #[error("lazy product input {a} is above its bound {bound}: normalise it first")]
    LazyInput { a: u64, bound: u64 },
    #[error("the wide lazy product needs the wide lazy butterflies (u64 shoup, q below 2^61): take the modulus `with_wide_lazy(true)`")]
    NotWide { q: u64 },
    #[error("a butterfly without its correction needs the deferred corrections (u64 shoup, q below 2^60): take the modulus `with_deferred(true)`")]
    NotDeferred,
    #[error("modulus {q} has {bits} bits: Harvey's lazy values up to 4q do not fit the word; take the modulus `with_narrow(true)` (values below 2q)")]
    NeedsNarrow { q: u64, bits: u32 },
}

/// The stored form of a constant multiplier (twiddle): what `mul_tw` takes.
///
/// * montgomery: `value = w·2^β mod q`, `companion = 0`;
/// * shoup: `value = w`, `companion = floor(w·2^β / q)`;
/// * all others: `value = w`, `companion = 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Twiddle {
    pub value: u64,
    pub companion: u64,
}

/// What the GPU gets per modulus: `struct ModConst { word_t q, c0, c1, c2; }`.
/// The meaning of `c` per variant is in the table of the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct ModConsts {
    pub q: u64,
    pub c: [u64; 3],
}

/// One modulus with its reduction variant, word and precomputed constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Modulus {
    pub q: u64,
    pub word: Word,
    pub reduction: Reduction,
    c: [u64; 3],
    /// The wide lazy butterflies (shoup, u64, q < 2^61; see `with_wide_lazy`).
    wide: bool,
    /// Their CT corrections deferred (q < 2^60; see `with_deferred`).
    deferred: bool,
    /// The narrow lazy butterflies (u32 montgomery, q < 2^31; see `with_narrow`).
    narrow: bool,
    /// Montgomery twiddles with the companion w·q^-1 mod 2^β (`with_mont_companion`).
    mont_companion: bool,
}

/// `len(q) = floor(log2 q) + 1` (Shivdikar §II), for `q >= 1`.
pub(crate) fn len(q: u64) -> u32 {
    64 - q.leading_zeros()
}

/// For Barrett's line 2, `quot = (c·μ) >> s` with `μ = floor(2^k / q)`:
/// returns `(μ·2^max(0, β-s), max(0, s-β))` so that
/// `quot = mul_hi(c, c0) >> c2`; `None` if the scaled μ does not fit β bits.
pub(crate) fn scaled_mu(q: u64, beta: u32, k: u32, s: u32) -> Option<(u64, u32)> {
    let mu = (1u128 << k) / q as u128;
    let (scale, post) = if s <= beta { (beta - s, 0) } else { (0, s - beta) };
    let c0 = mu << scale;
    (c0 >> beta == 0).then_some((c0 as u64, post))
}

/// Everything the generator knows about one reduction, in its own module
/// (`DESCRIPTOR`): adding a reduction is its variant (spec/types.rs), its
/// module here with its descriptor, its CUDA template, and its arms in this
/// file (`descriptor`, the constants of `Modulus::new`, the twin's products).
/// Every rule that depends on the variant reads it from here.
pub struct Descriptor {
    /// The bound on `len(q)` per word (u32, u64): Shivdikar §II's `β - 2`
    /// for Alg. 2 and 4, `β - 4` for Alg. 3; `β - 2` for montgomery and
    /// shoup; `β - 1` for builtin; solinas 64 for u64 and 0 (nothing) for u32.
    pub max_bits: [u32; 2],
    /// The smallest modulus it accepts.
    pub min_q: u64,
    /// Harvey's lazy butterflies (values in [0, 4q) between levels).
    pub lazy: bool,
    /// Twiddles carry a Shoup companion word.
    pub companion: bool,
    /// `codegen tune` tries it: constant time and any prime of the word.
    pub tuned: bool,
    /// Its CUDA template (`templates/reduce/<name>.cu`).
    pub template: &'static str,
}

/// The facts of `reduction`.
pub fn descriptor(reduction: Reduction) -> &'static Descriptor {
    match reduction {
        Reduction::BarrettClassic => &barrett_classic::DESCRIPTOR,
        Reduction::BarrettDq => &barrett_dq::DESCRIPTOR,
        Reduction::BarrettShivdikar => &barrett_shivdikar::DESCRIPTOR,
        Reduction::Montgomery => &montgomery::DESCRIPTOR,
        Reduction::Shoup => &shoup::DESCRIPTOR,
        Reduction::Solinas => &solinas::DESCRIPTOR,
        Reduction::Builtin => &builtin::DESCRIPTOR,
    }
}

/// The reductions `codegen tune` tries for `word`: the built-in default
/// first, then every other whose descriptor says `tuned`.
pub fn tuned_reductions(word: Word) -> Vec<Reduction> {
    let default = crate::spec::types::default_reduction(word);
    let rest = Reduction::ALL.iter().copied().filter(|&r| r != default && descriptor(r).tuned);
    std::iter::once(default).chain(rest).collect()
}

impl Modulus {
    /// The bound on `len(q)` for this variant and word ([`Descriptor::max_bits`]).
    pub fn max_bits(word: Word, reduction: Reduction) -> u32 {
        descriptor(reduction).max_bits[usize::from(word == Word::U64)]
    }

    /// The smallest modulus the variant accepts.
    pub fn min_q(reduction: Reduction) -> u64 {
        descriptor(reduction).min_q
    }

    /// Checks `q` against the variant's bounds and precomputes its constants.
    pub fn new(q: u64, word: Word, reduction: Reduction) -> Result<Modulus, ReduceError> {
        let beta = word.bits();
        if reduction == Reduction::Solinas {
            if word != Word::U64 {
                return Err(ReduceError::SolinasNeedsU64);
            }
            if q != solinas::Q {
                return Err(ReduceError::NotSolinasPrime { q });
            }
            return Ok(Modulus { q, word, reduction, c: [0; 3], wide: false, deferred: false, narrow: false, mont_companion: false });
        }
        let max_bits = Self::max_bits(word, reduction);
        if len(q) > max_bits {
            return Err(ReduceError::TooWide {
                q,
                bits: len(q),
                max_bits,
                slack: beta - max_bits,
                reduction,
                word,
            });
        }
        let min = Self::min_q(reduction);
        if q < min {
            return Err(ReduceError::TooSmall { q, min, reduction });
        }
        let mu_overflow = ReduceError::MuOverflow { q, beta, reduction, word };
        let c = match reduction {
            Reduction::BarrettClassic => barrett_classic::consts(q, beta).ok_or(mu_overflow)?,
            Reduction::BarrettDq => barrett_dq::consts(q, beta).ok_or(mu_overflow)?,
            // A 31-bit prime on u32: shoup's butterflies hold it narrow, and
            // its general product is montgomery's (`with_narrow`).
            Reduction::Shoup if word == Word::U32 && len(q) + 2 > beta => {
                if q & 1 == 0 {
                    return Err(ReduceError::EvenModulus { q });
                }
                return Ok(Modulus { q, word, reduction, c: montgomery::consts(q, beta), wide: false, deferred: false, narrow: true, mont_companion: false });
            }
            Reduction::BarrettShivdikar | Reduction::Shoup => {
                barrett_shivdikar::consts(q, beta).ok_or(mu_overflow)?
            }
            Reduction::Montgomery => {
                if q & 1 == 0 {
                    return Err(ReduceError::EvenModulus { q });
                }
                montgomery::consts(q, beta)
            }
            // Solinas returned above; it has no constants either.
            Reduction::Builtin | Reduction::Solinas => [0; 3],
        };
        Ok(Modulus { q, word, reduction, c, wide: false, deferred: false, narrow: false, mont_companion: false })
    }

    /// What the GPU gets for this modulus (`struct ModConst`).
    pub fn consts(&self) -> ModConsts {
        ModConsts { q: self.q, c: self.c }
    }

    /// `mod_add`: `(a + b) mod q`.
    pub fn add(&self, a: u64, b: u64) -> u64 {
        self.check(a);
        self.check(b);
        match self.word {
            Word::U32 => common::add(a as u32, b as u32, self.q as u32) as u64,
            Word::U64 => common::add(a, b, self.q),
        }
    }

    /// `mod_sub`: `(a - b) mod q`.
    pub fn sub(&self, a: u64, b: u64) -> u64 {
        self.check(a);
        self.check(b);
        match self.word {
            Word::U32 => common::sub(a as u32, b as u32, self.q as u32) as u64,
            Word::U64 => common::sub(a, b, self.q),
        }
    }

    /// `mod_half`: `a / 2 mod q` (`a·2^-1`); meaningful for odd q only.
    pub fn half(&self, a: u64) -> u64 {
        self.check(a);
        match self.word {
            Word::U32 => common::half(a as u32, self.q as u32) as u64,
            Word::U64 => common::half(a, self.q),
        }
    }

    /// `mod_mul`: `a·b mod q`, both operands in normal form.
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        self.check(a);
        self.check(b);
        match (self.word, self.reduction) {
            (Word::U64, Reduction::Solinas) => solinas::mul(a, b),
            (Word::U32, _) => self.mul_w::<u32>(a, b),
            (Word::U64, _) => self.mul_w::<u64>(a, b),
        }
    }

    /// The stored form of the constant `w` (in `[0, q)`), for `mul_tw`.
    pub fn twiddle(&self, w: u64) -> Twiddle {
        self.check(w);
        let beta = self.word.bits();
        match self.reduction {
            Reduction::Montgomery => {
                let value = montgomery::to_mont(w, self.q, beta);
                let companion = if self.mont_companion { montgomery::companion(value, self.c[0], beta) } else { 0 };
                Twiddle { value, companion }
            }
            Reduction::Shoup => {
                Twiddle { value: w, companion: shoup::companion(w, self.q, beta) }
            }
            _ => Twiddle { value: w, companion: 0 },
        }
    }

    /// `mod_mul_tw`: `a·w mod q` where `tw = self.twiddle(w)`.
    pub fn mul_tw(&self, a: u64, tw: Twiddle) -> u64 {
        self.check(a);
        self.check(tw.value);
        match (self.word, self.reduction) {
            (Word::U64, Reduction::Solinas) => solinas::mul(a, tw.value),
            (Word::U32, _) => self.mul_tw_w::<u32>(a, tw),
            (Word::U64, _) => self.mul_tw_w::<u64>(a, tw),
        }
    }

    /// Whether a twiddle that is a power of two may be multiplied by shifts
    /// (`mul_pow2`): solinas, whose special fold makes 2^e a shift and two folds.
    pub fn has_pow2_twiddles(&self) -> bool {
        self.reduction == Reduction::Solinas
    }

    /// `mod_mul_pow2`: `x·2^e mod q` (solinas, `e < 192`); `None` for another
    /// reduction or a larger `e`.
    pub fn mul_pow2(&self, x: u64, e: u32) -> Option<u64> {
        self.check(x);
        (self.has_pow2_twiddles() && e < solinas::POW2_ORDER).then(|| solinas::mul_pow2(x, e))
    }

    /// Twin of `mod_to_stored` (`Op::ToStored` from a plain residue): the
    /// stored form of `x` (below q) as a kernel computes it at run time, for
    /// a fused form's constant. montgomery: x·R = REDC(x·(R^2 mod q)), and
    /// with the companion (`with_mont_companion`) that times q^-1 mod 2^β;
    /// shoup: x and floor(x·2^β / q) = (x·2^β - r) / q for r = x·2^β mod q
    /// (Shoup's product of x by `pow_beta`, the stored 2^β mod q), an exact
    /// division, so the companion is -r·q^-1 mod 2^β (q odd); the others:
    /// x itself. Equal to [`Modulus::twiddle`] for every x below q (tested).
    pub fn to_stored(&self, x: u64, pow_beta: Twiddle) -> Twiddle {
        self.check(x);
        match self.reduction {
            Reduction::Montgomery => {
                let value = match self.word {
                    Word::U32 => montgomery::mont_mul(x as u32, self.c[1] as u32, &self.mc::<u32>()) as u64,
                    Word::U64 => montgomery::mont_mul(x, self.c[1], &self.mc::<u64>()),
                };
                Twiddle { value, companion: self.stored_companion(value, pow_beta) }
            }
            _ => Twiddle { value: x, companion: self.stored_companion(x, pow_beta) },
        }
    }

    /// Twin of `mod_stored_companion` (`Op::ToStored` from a stored value):
    /// the companion of stored value `v`: v·q^-1 mod 2^β for montgomery
    /// with the companion, floor(v·2^β / q) for shoup (see `to_stored`),
    /// else 0.
    pub fn stored_companion(&self, v: u64, pow_beta: Twiddle) -> u64 {
        let beta = self.word.bits();
        let wrap = |x: u128| (x & ((1u128 << beta) - 1)) as u64;
        match self.reduction {
            Reduction::Montgomery if self.mont_companion => montgomery::companion(v, self.c[0], beta),
            Reduction::Shoup => {
                let r = self.mul_tw(v, pow_beta);
                wrap(wrap((1u128 << beta) - r as u128) as u128 * inv_pow2_word(self.q, beta) as u128)
            }
            _ => 0,
        }
    }

    /// Whether the lazy (Harvey) butterflies below apply: shoup, montgomery
    /// and barrett-dq, whose products stay exact (montgomery, barrett-dq) or
    /// lazy in [0, 2q) (shoup) for an operand in [0, 4q).
    ///
    /// barrett-classic and barrett-shivdikar stay strict: their validator
    /// bound is len(q) <= β - 2, and for an operand below 4q the product
    /// x < 2^(2m+2) makes line 1's `c = x >> (m-1)` (classic) or
    /// `x >> (m-2)` (shivdikar) up to 2^(m+3) or 2^(m+4), which for
    /// len(q) = β - 2 does not fit the word; barrett-dq's β - 4 leaves room.
    pub fn supports_lazy(&self) -> bool {
        descriptor(self.reduction).lazy
    }

    /// Whether the wide lazy butterflies can serve this modulus: shoup on
    /// u64 words with q < 2^61 (values up to 8q fit the word).
    pub fn admits_wide_lazy(&self) -> bool {
        self.reduction == Reduction::Shoup && self.word == Word::U64 && len(self.q) <= shoup::WIDE_MAX_BITS
    }

    /// This modulus with the wide lazy butterflies on (`on` and admitted) or
    /// off: CT values in [0, 8q), GS values in [0, 4q) between levels, one
    /// correction per butterfly and a quotient estimate of three 32-bit
    /// products (`shoup::mul_tw_wide`). The plan decides for all its towers
    /// at once (`ValidSpec::wide_lazy`), so the GPU text and this twin agree.
    pub fn with_wide_lazy(self, on: bool) -> Modulus {
        let wide = on && self.admits_wide_lazy();
        Modulus { wide, deferred: self.deferred && wide, ..self }
    }

    /// Whether the wide butterflies' CT corrections can be deferred: wide,
    /// and q < 2^60, so that values up to 16q fit the word.
    pub fn admits_deferred(&self) -> bool {
        self.admits_wide_lazy() && len(self.q) <= DEFERRED_MAX_BITS
    }

    /// This modulus with the CT corrections deferred (`on`, wide and
    /// admitted) or not: CT values in [0, 16q) between levels, where a
    /// butterfly either corrects its x by 8q first (x < 16q, outputs below
    /// 12q) or leaves it (x < 12q, outputs below 16q)
    /// (`bfly_ct_lazy_skip`); the plan says which at each level
    /// (`stage::groups::corrects`), and `normalize` starts at 8q.
    pub fn with_deferred(self, on: bool) -> Modulus {
        Modulus { deferred: on && self.wide && self.admits_deferred(), ..self }
    }

    /// Whether this modulus admits the narrow lazy butterflies: montgomery
    /// or shoup on u32 words (montgomery's exact product takes operands
    /// below 2q for every q below 2^31, as 2q·q < q·2^32; shoup's takes any
    /// word, its result below 2q < 2^32 before the correction).
    pub fn admits_narrow(&self) -> bool {
        matches!(self.reduction, Reduction::Montgomery | Reduction::Shoup) && self.word == Word::U32
    }

    /// Whether Harvey's lazy values (up to 4q) fit the word: q < 2^(β-2).
    /// Where they do not (a 31-bit prime on u32), the lazy butterflies must
    /// be the narrow ones.
    pub fn fits_harvey(&self) -> bool {
        len(self.q) + 2 <= self.word.bits()
    }

    /// This modulus with the narrow lazy butterflies on (`on` and admitted)
    /// or off: B = q, CT values in [0, 2q) and GS values in [0, q) between
    /// levels, the product exact (its sign correction kept) where Harvey's
    /// leaves it lazy. Values below 2q fit u32 for every prime below 2^31,
    /// so 31-bit primes (Cheddar's) take these. The plan decides for all its
    /// towers at once (`stage::groups::narrow`).
    pub fn with_narrow(self, on: bool) -> Modulus {
        let narrow = on && self.admits_narrow();
        // Shoup's general product (barrett-shivdikar) needs len(q) <= β - 2:
        // the narrow shoup modulus takes montgomery's (two REDCs) and its
        // constants, whatever the prime's size (one kernel for every tower).
        let c = if narrow && self.reduction == Reduction::Shoup { montgomery::consts(self.q, self.word.bits()) } else { self.c };
        // A 31-bit shoup prime has only the narrow form (`new` gave it so).
        let narrow = narrow || (self.narrow && !self.fits_harvey());
        Modulus { narrow, c, ..self }
    }

    /// Whether the lazy butterflies are the narrow ones.
    pub fn narrow(&self) -> bool {
        self.narrow
    }

    /// This modulus with Montgomery's twiddle companion on (`on`, montgomery)
    /// or off: a stored twiddle w̃ = w·R mod q carries c = w̃·q^-1 mod 2^β,
    /// so REDC's u = (a·w̃)·q^-1 is the single product a·c and a twiddle
    /// product takes three multiplies (mulhi(a, w̃) - mulhi(a·c, q)) instead
    /// of four. The value is the same either way; the tables hold twice the
    /// words.
    pub fn with_mont_companion(self, on: bool) -> Modulus {
        Modulus { mont_companion: on && self.reduction == Reduction::Montgomery, ..self }
    }

    /// Whether the CT corrections are deferred.
    pub fn deferred(&self) -> bool {
        self.deferred
    }

    /// Whether the lazy butterflies are the wide ones.
    pub fn wide_lazy(&self) -> bool {
        self.wide
    }

    /// The bound (a multiple of q) of the lazy CT values and of the lazy GS
    /// values: 4q and 2q (Harvey), 8q and 4q (wide), 16q and 4q (deferred).
    pub fn lazy_bounds(&self) -> (u64, u64) {
        match (self.wide, self.deferred) {
            (true, true) => (16, 4),
            (true, false) => (8, 4),
            _ if self.narrow => (2, 1),
            _ => (4, 2),
        }
    }

    /// The bound (a multiple of q) of an x that a CT butterfly may leave
    /// uncorrected (`bfly_ct_lazy_skip`): 12q, so that its outputs stay below
    /// 16q; 0 where the corrections are not deferred.
    pub fn skip_bound(&self) -> u64 {
        if self.deferred { 12 } else { 0 }
    }

    /// Harvey's lazy CT butterfly: x, y in [0, 4q), outputs in [0, 4q)
    /// ([0, 8q) for the wide ones); refuses a reduction without lazy butterflies.
    pub fn bfly_ct_lazy(&self, x: u64, y: u64, tw: Twiddle) -> Result<(u64, u64), ReduceError> {
        self.lazy(tw, |l| l.bfly_ct(x, y, true), |l| {
            let (a, b) = l.bfly_ct(u32::from_u64(x), u32::from_u64(y), true);
            (a.to_u64(), b.to_u64())
        })
    }

    /// The deferred CT butterfly that leaves x uncorrected: x in [0, 12q),
    /// y any, outputs below x's bound + 4q; refuses a modulus whose
    /// corrections are not deferred (`with_deferred`).
    pub fn bfly_ct_lazy_skip(&self, x: u64, y: u64, tw: Twiddle) -> Result<(u64, u64), ReduceError> {
        if !self.deferred {
            return Err(ReduceError::NotDeferred);
        }
        // Deferred implies wide, and so u64: the u32 arm is the same rule.
        self.lazy(tw, |l| l.bfly_ct(x, y, false), |l| {
            let (a, b) = l.bfly_ct(u32::from_u64(x), u32::from_u64(y), false);
            (a.to_u64(), b.to_u64())
        })
    }

    /// The deferred GS butterfly that leaves its sum uncorrected: x, y in
    /// [0, 4q), the sum below 8q, the difference's product below 4q (the
    /// inverse's first level, whose inputs are below q, and the level
    /// before the folded last one, which takes 8q); refuses a modulus whose
    /// corrections are not deferred.
    pub fn bfly_gs_lazy_skip(&self, x: u64, y: u64, tw: Twiddle) -> Result<(u64, u64), ReduceError> {
        if !self.deferred {
            return Err(ReduceError::NotDeferred);
        }
        self.lazy(tw, |l| l.bfly_gs_skip(x, y), |l| {
            let (a, b) = l.bfly_gs_skip(u32::from_u64(x), u32::from_u64(y));
            (a.to_u64(), b.to_u64())
        })
    }

    /// Harvey's lazy GS butterfly: x, y in [0, 2q), outputs in [0, 2q)
    /// ([0, 4q) for the wide ones); refuses a reduction without lazy butterflies.
    pub fn bfly_gs_lazy(&self, x: u64, y: u64, tw: Twiddle, half: bool) -> Result<(u64, u64), ReduceError> {
        self.lazy(tw, |l| l.bfly_gs(x, y, half), |l| {
            let (a, b) = l.bfly_gs(u32::from_u64(x), u32::from_u64(y), half);
            (a.to_u64(), b.to_u64())
        })
    }

    /// A lazy value in [0, 4q) ([0, 8q) wide, [0, 16q) deferred) brought to
    /// [0, q); refuses a reduction without lazy values.
    pub fn normalize(&self, x: u64) -> Result<u64, ReduceError> {
        if self.deferred {
            // Below 16q: Barrett's quotient and one correction (shoup.rs).
            return Ok(shoup::normalize_deferred(x, &self.mc::<u64>()));
        }
        let none = Twiddle { value: 0, companion: 0 };
        Ok(self.lazy(none, |l| (l.normalize(x), 0), |l| (l.normalize(u32::from_u64(x)).to_u64(), 0))?.0)
    }

    /// A lazy GS value in [0, 2q) ([0, 4q) wide) brought to [0, q): one
    /// correction fewer than `normalize`; refuses a reduction without lazy values.
    pub fn normalize_gs(&self, x: u64) -> Result<u64, ReduceError> {
        let none = Twiddle { value: 0, companion: 0 };
        Ok(self.lazy(none, |l| (l.normalize_gs(x), 0), |l| (l.normalize_gs(u32::from_u64(x)).to_u64(), 0))?.0)
    }

    /// `on64` or `on32` over this modulus's lazy family with twiddle `tw`
    /// (`lazy.rs`): the wide one (u64 shoup, B = 4q) or Harvey's (B = 2q)
    /// over the variant's lazy product.
    fn lazy(&self, tw: Twiddle, on64: impl FnOnce(&dyn LazyOps<u64>) -> (u64, u64), on32: impl FnOnce(&dyn LazyOps<u32>) -> (u64, u64)) -> Result<(u64, u64), ReduceError> {
        if !self.supports_lazy() {
            return Err(ReduceError::NoLazy { reduction: self.reduction });
        }
        let (q, r) = (self.q, self.reduction);
        if !self.narrow && !self.fits_harvey() {
            return Err(ReduceError::NeedsNarrow { q, bits: len(q) });
        }
        if self.narrow {
            // B = q: the exact stored-form product (operands below 2q).
            let (m, w, c) = (self.mc::<u32>(), u32::from_u64(tw.value), u32::from_u64(tw.companion));
            let (mc, sh) = (self.mont_companion, self.reduction == Reduction::Shoup);
            let mul = move |v: u32| match (sh, mc) {
                (true, _) => shoup::mul_tw(v, w, c, &m),
                (false, true) => montgomery::mul_tw_companion(v, w, c, &m),
                (false, false) => montgomery::mul_tw(v, w, &m),
            };
            return Ok(on32(&lazy::Lazy { b: m.q, top: m.q, q: m.q, csub: limb::csub, mul }));
        }
        if self.wide {
            let top = if self.deferred { q << 3 } else { q << 2 };
            let l = lazy::Lazy { b: q << 2, top, q, csub: shoup::csub_signed, mul: |v| shoup::mul_tw_wide(v, tw.value, tw.companion, q) };
            return Ok(on64(&l));
        }
        Ok(match self.word {
            Word::U64 => {
                let m = self.mc::<u64>();
                let mc = self.mont_companion;
                on64(&lazy::Lazy { b: q << 1, top: q << 1, q, csub: limb::csub, mul: |v| lazy_product(r, mc, v, tw.value, tw.companion, &m) })
            }
            Word::U32 => {
                let (m, w, c) = (self.mc::<u32>(), u32::from_u64(tw.value), u32::from_u64(tw.companion));
                let mc = self.mont_companion;
                on32(&lazy::Lazy { b: m.q.add(m.q), top: m.q.add(m.q), q: m.q, csub: limb::csub, mul: |v| lazy_product(r, mc, v, w, c, &m) })
            }
        })
    }

    /// The largest lazy value `mul_tw_lazy` takes: every word for shoup
    /// (Shoup's product is in [0, 2q) for any operand), below 4q (the CT
    /// bound) for montgomery (REDC of a·w < 4q·q < q·2^β) and barrett-dq
    /// (its quotient stays within one for operands below 4q).
    pub fn lazy_product_bound(&self) -> u64 {
        if self.narrow {
            // REDC of a·w is exact for a·w < q·2^32: every a below 2^32 / q · q > 2q.
            return 2 * self.q - 1;
        }
        if self.reduction == Reduction::Shoup {
            if self.word == Word::U32 { u64::from(u32::MAX) } else { u64::MAX }
        } else {
            4 * self.q - 1
        }
    }

    /// `mod_mul_tw` of any word `a` (below 2^β, not a residue: a fused
    /// `from-y-row`'s row word) by a stored twiddle, exact: in [0, q).
    /// Shoup's a·w - floor(a·w̃ / 2^β)·q is in [0, 2q) for every a, and
    /// Montgomery's REDC of a·w·R takes any a·(w·R mod q) below q·2^β; the
    /// other reductions' products need a residue, and are refused.
    pub fn mul_tw_word(&self, a: u64, tw: Twiddle) -> Result<u64, ReduceError> {
        if !matches!(self.reduction, Reduction::Shoup | Reduction::Montgomery) {
            return Err(ReduceError::NotAnyWord { reduction: self.reduction });
        }
        if self.word == Word::U32 && a > u64::from(u32::MAX) {
            return Err(ReduceError::LazyInput { a, bound: u64::from(u32::MAX) });
        }
        self.check(tw.value);
        Ok(match self.word {
            Word::U32 => self.mul_tw_w::<u32>(a, tw),
            Word::U64 => self.mul_tw_w::<u64>(a, tw),
        })
    }

    /// `mod_mul_tw` of a lazy value `a` (at most `lazy_product_bound`) by a
    /// stored twiddle, exact: in [0, q). Refuses a reduction without lazy
    /// values and an `a` above the bound.
    pub fn mul_tw_lazy(&self, a: u64, tw: Twiddle) -> Result<u64, ReduceError> {
        if !self.supports_lazy() {
            return Err(ReduceError::NoLazy { reduction: self.reduction });
        }
        if a > self.lazy_product_bound() {
            return Err(ReduceError::LazyInput { a, bound: self.lazy_product_bound() });
        }
        self.check(tw.value);
        Ok(match self.word {
            Word::U32 => self.mul_tw_w::<u32>(a, tw),
            Word::U64 => self.mul_tw_w::<u64>(a, tw),
        })
    }

    /// Twin of `mod_mul_tw_wide`: a stored-twiddle product that stays lazy,
    /// any `a` below 2^64 to [0, 4q), for the wide lazy butterflies only (a
    /// factored twiddle's low factor, whose product goes straight into a
    /// butterfly that takes values up to 8q).
    /// Refuses a modulus without the wide lazy butterflies.
    pub fn mul_tw_wide(&self, a: u64, tw: Twiddle) -> Result<u64, ReduceError> {
        if !self.wide {
            return Err(ReduceError::NotWide { q: self.q });
        }
        self.check(tw.value);
        Ok(shoup::mul_tw_wide(a, tw.value, tw.companion, self.q))
    }

    /// The bound (a multiple of q) of the inputs of the inverse's folded last
    /// level (`bfly_gs_last`): the GS bound, or 8q with deferred corrections,
    /// where the level before it leaves its sums uncorrected
    /// (`bfly_gs_lazy_skip`); the sum and difference stay below 16q.
    pub fn gs_last_bound(&self) -> u64 {
        if self.deferred { 8 } else { self.lazy_bounds().1 }
    }

    /// Twin of `bfly_gs_last`: the inverse's last level with 1/len folded
    /// in, on lazy GS values x, y (below `gs_last_bound`: B = 2q, wide 4q,
    /// deferred 8q):
    /// ((x + y) s, (x + B - y) w), both exact ([0, q)); the sum and the
    /// difference are below 2B, which `mul_tw_lazy` takes. Refuses what
    /// `mul_tw_lazy` refuses.
    pub fn bfly_gs_last(&self, x: u64, y: u64, w: Twiddle, s: Twiddle) -> Result<(u64, u64), ReduceError> {
        let b = self.gs_last_bound() * self.q;
        Ok((self.mul_tw_lazy(x + y, s)?, self.mul_tw_lazy(x + b - y, w)?))
    }

    /// Whether twiddles carry a companion word ([`Descriptor::companion`],
    /// or Montgomery's with `with_mont_companion`).
    pub fn needs_companion(&self) -> bool {
        descriptor(self.reduction).companion || self.mont_companion
    }

    fn mc<T: Limb>(&self) -> Mc<T> {
        Mc {
            q: T::from_u64(self.q),
            c0: T::from_u64(self.c[0]),
            c1: T::from_u64(self.c[1]),
            c2: T::from_u64(self.c[2]),
        }
    }

    fn mul_w<T: Limb>(&self, a: u64, b: u64) -> u64 {
        let m = self.mc::<T>();
        let (a, b) = (T::from_u64(a), T::from_u64(b));
        let r = match self.reduction {
            Reduction::BarrettClassic => barrett_classic::mul(a, b, &m),
            Reduction::BarrettDq => barrett_dq::mul(a, b, &m),
            Reduction::BarrettShivdikar => barrett_shivdikar::mul(a, b, &m),
            Reduction::Montgomery => montgomery::mul(a, b, &m),
            // Narrow shoup keeps montgomery's constants for its general product.
            Reduction::Shoup if self.narrow => montgomery::mul(a, b, &m),
            Reduction::Shoup => shoup::mul(a, b, &m),
            Reduction::Builtin => builtin::mul(a, b, &m),
            // `mul` routes solinas here never (`new` gives it u64 words only,
            // which take `solinas::mul` directly); its product all the same.
            Reduction::Solinas => T::from_u64(solinas::mul(a.to_u64(), b.to_u64())),
        };
        r.to_u64()
    }

    fn mul_tw_w<T: Limb>(&self, a: u64, tw: Twiddle) -> u64 {
        let m = self.mc::<T>();
        let (a, w) = (T::from_u64(a), T::from_u64(tw.value));
        let r = match self.reduction {
            Reduction::Montgomery if self.mont_companion => montgomery::mul_tw_companion(a, w, T::from_u64(tw.companion), &m),
            Reduction::Montgomery => montgomery::mul_tw(a, w, &m),
            Reduction::Shoup => shoup::mul_tw(a, w, T::from_u64(tw.companion), &m),
            _ => return self.mul_w::<T>(a.to_u64(), w.to_u64()),
        };
        r.to_u64()
    }

    #[inline(always)]
    fn check(&self, a: u64) {
        debug_assert!(a < self.q, "operand {a} not reduced mod {}", self.q);
    }
}

/// A Shoup pair's companion floor(c·2^64 / q) for u64 words (c < q): what
/// a fused form's caller passes beside a constant given in Shoup form.
pub fn shoup_companion(c: u64, q: u64) -> u64 {
    shoup::companion(c, q, 64)
}

/// Twin of `mod_qinv`: q^-1 mod 2^β for an odd q by Newton's iteration
/// v <- v·(2 - q·v) from v = q (right to 3 bits, doubling each step: five
/// steps for 64 bits, four for 32), as the kernels compute it.
pub fn inv_pow2_word(q: u64, beta: u32) -> u64 {
    let mask = if beta == 64 { u64::MAX } else { (1u64 << beta) - 1 };
    let steps = if beta == 64 { 5 } else { 4 };
    (0..steps).fold(q & mask, |v, _| v.wrapping_mul(2u64.wrapping_sub(q.wrapping_mul(v))) & mask)
}

/// A lazy variant's product of `v` (below 4q, any word for shoup) by a
/// stored twiddle, in [0, 2q): the one line each variant's lazy
/// butterflies differ by (the CUDA twin is each template's `mod_mul_lazy`).
fn lazy_product<T: Limb>(r: Reduction, mont_companion: bool, v: T, w: T, c: T, m: &Mc<T>) -> T {
    match r {
        Reduction::Montgomery if mont_companion => montgomery::mont_mul_lazy_companion(v, w, c, m),
        Reduction::Montgomery => montgomery::mont_mul_lazy(v, w, m),
        Reduction::BarrettDq => barrett_dq::mul(v, w, m),
        _ => shoup::mul_tw_lazy(v, w, c, m),
    }
}


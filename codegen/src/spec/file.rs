//! The spec file exactly as written: every field optional except the four
//! SPEC.md requires, unknown fields refused by serde.

use super::types::*;
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SpecFile {
    pub name: Option<String>,
    pub transform: Transform,
    pub log_n: u32,
    pub word: Word,
    pub reduction: Option<Reduction>,
    pub radix: Option<u32>,
    pub stage_split: Option<Vec<u32>>,
    pub cluster: Option<u32>,
    /// Hopper thread-block cluster size: blocks whose shared memory holds one
    /// dependency set (1 = off).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_blocks: Option<u32>,
    pub layout: Option<Layout>,
    pub access: Option<Access>,
    pub twiddles: Option<Twiddles>,
    pub four_step: Option<bool>,
    pub truncate: Option<u32>,
    pub pointwise: Option<Pointwise>,
    pub scaling: Option<Scaling>,
    pub streams: Option<u32>,
    /// Blocks of each kernel that should fit an SM at once
    /// (`__launch_bounds__(threads, min_blocks)`: the register budget).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_blocks: Option<u32>,
    /// The inverse kernels' register budget, where it differs from the
    /// forward's (`min_blocks`; default: the same).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inverse_min_blocks: Option<u32>,
    /// The register budget of the stage split's last kernel (the late
    /// levels: the forward's last launch, the inverse's first), where it
    /// differs from the rest (default: `min_blocks` / `inverse_min_blocks`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_min_blocks: Option<u32>,
    /// The largest levels whose twiddle is read as two factors of the main
    /// table (`table[e_hi] * table[e_lo]`, the low factor applied to the data).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub factored_levels: Option<u32>,
    /// Each twiddle's value and Shoup companion side by side in one table,
    /// read with one load (default true; false: two tables, two loads).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub twiddle_pairs: Option<bool>,
    /// A thread's adjacent global words read and written 16 bytes at a time
    /// where the plan proves them aligned (default true; false: one word per
    /// access).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vector_access: Option<bool>,
    /// Each program of several launches also in one launch with grid
    /// barriers (`<program>_coop`), which the executors use where the whole
    /// grid fits the GPU at once (default true; false: no one-launch programs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub one_launch: Option<bool>,
    /// Each kernel of a program waits for the grid before it
    /// (`griddepcontrol.wait`, sm_90 and later) before it touches a buffer
    /// (a one-launch kernel's table loads go ahead), so that it may be launched
    /// while that grid drains (programmatic dependent launch; default true;
    /// false: plain launches, one after the other).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overlap_launches: Option<bool>,
    /// Neighbouring lanes swap half their words before the last stores so
    /// that each store instruction fills whole 32-byte sectors (u64; default
    /// false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sector_stores: Option<bool>,
    /// In a program of several kernels over one buffer, each kernel hands
    /// out its polynomials in the opposite order to the kernel before it,
    /// so it starts on the words that kernel wrote last, still in L2
    /// (default false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alternate_order: Option<bool>,
    /// Table loads marked evict-first in L2 (`ld.global.cs`), for specs
    /// whose towers' tables each serve few polynomials: they leave L2
    /// before the data words a later kernel reads (default false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evict_tables: Option<bool>,
    /// Each block of a transform kernel asks L2 for the words of the block
    /// about this many blocks after its own in launch order (rounded up to
    /// whole polynomials; `prefetch.global.L2`), so that the blocks which
    /// run later find their words there (default 0: off; about the blocks
    /// the GPU holds at once, 132 SMs x blocks per SM, is the natural value).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefetch_ahead: Option<u32>,
    /// Each phase's twiddle loads issued at the end of the phase before,
    /// ahead of the barrier between them, so they are in flight during the
    /// exchange through shared memory (default false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub twiddle_lookahead: Option<bool>,
    /// Each phase's table loads at the start of the phase before the one
    /// that first uses them, as strong CTA-scope loads that the compiler
    /// keeps there (default false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pinned_twiddles: Option<bool>,
    /// Shared memory indexed from a 64-bit zero the compiler cannot see
    /// through, so that NVRTC folds each constant offset into its access
    /// (default false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wide_shared_index: Option<bool>,
    /// Sets (dependency sets of each part) per block of the one-launch
    /// forms, 1 | 2 | 4 | 8 | 16 | 32 (default 0: the fewest of 2, 4, ..
    /// with which every program fuses).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub one_launch_sets: Option<u32>,
    /// Tiles (logical blocks along x) each block of a transform kernel runs
    /// in turn, the next tile's words copied into shared memory
    /// (`cp.async`) while the block computes this one (default 1: one tile
    /// per block, no copies ahead).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles_per_block: Option<u32>,
    /// The forward's two kernels as one streamed launch: each block takes
    /// the next work item in order from a counter, the second kernel's
    /// blocks of a polynomial this many polynomials behind the first's, each
    /// waiting for its polynomial's first-kernel blocks (default 0: off).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stream_lag: Option<u32>,
    /// The forward's CT corrections deferred, about every other level
    /// (u64 shoup with every prime below 2^60: values up to 16q fit the
    /// word). Default: on wherever that holds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deferred_corrections: Option<bool>,
    /// Montgomery twiddles stored with a companion word, w·q^-1 mod 2^β
    /// beside w·R mod q, so a twiddle product is three multiplies instead of
    /// four (reduction = "montgomery"; default false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub montgomery_companion: Option<bool>,
    /// GPU class whose tuned defaults (`codegen/tuned.toml`) fill the knobs
    /// left out; absent: the built-in defaults.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gpu: Option<String>,
    /// Root of unity per tower: a rule, or the roots themselves. Left out
    /// at the default so dumps of specs written before the knob read the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roots: Option<Roots>,
    pub moduli: ModuliFile,
    /// Fused forms: the transform with element-wise steps before its first
    /// stage and after its last, each a program of its own (docs/SPEC.md,
    /// "Fused forms"). Last: TOML writes its tables after every value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fused: Option<Vec<super::fused::FusedFile>>,
}

/// The `roots` knob: `roots = "nonresidue" | "smallest" | "generator"`, or one root per
/// tower, `roots = { psi = [...] }` (ntt-negacyclic, primitive 2N-th roots)
/// or `roots = { omega = [...] }` (ntt-cyclic, primitive N-th roots).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum Roots {
    Rule(RootRule),
    Given(GivenRoots),
}

impl Default for Roots {
    fn default() -> Self {
        Roots::Rule(RootRule::Nonresidue)
    }
}

impl Roots {
    pub fn is_default(&self) -> bool {
        *self == Roots::default()
    }
}

/// Roots given per tower, in the order of the primes. Both keys are read so
/// the validator can say which one the transform takes.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq, Default)]
#[serde(deny_unknown_fields)]
pub struct GivenRoots {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub psi: Option<Vec<PrimeValue>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub omega: Option<Vec<PrimeValue>>,
}

/// By hand rather than `untagged`, whose only message is "data did not
/// match any variant": a wrong `roots` says what it may be.
impl<'de> Deserialize<'de> for Roots {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct RootsVisitor;
        impl<'de> Visitor<'de> for RootsVisitor {
            type Value = Roots;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                write!(f, "{} (as a string), or one root per prime: {{ psi = [...] }} for ntt-negacyclic, {{ omega = [...] }} for ntt-cyclic", RootRule::choices())
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Roots, E> {
                match RootRule::ALL.iter().find(|r| r.as_str() == v) {
                    Some(&r) => Ok(Roots::Rule(r)),
                    None => Err(E::invalid_value(de::Unexpected::Str(&cut(v)), &self)),
                }
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Roots, A::Error> {
                GivenRoots::deserialize(de::value::MapAccessDeserializer::new(map)).map(Roots::Given)
            }
        }
        d.deserialize_any(RootsVisitor)
    }
}

/// At most 40 characters of `s`, marked when cut: a message quotes user text
/// of any length.
fn cut(s: &str) -> String {
    let c: String = s.chars().take(40).collect();
    if c.len() < s.len() {
        c + "..."
    } else {
        c
    }
}

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Default)]
#[serde(deny_unknown_fields)]
pub struct ModuliFile {
    pub primes: Option<Vec<PrimeValue>>,
    pub bits: Option<u32>,
    pub count: Option<u32>,
    /// Primes chosen at run time: the kernels are generated for any primes
    /// within these bounds (alone: a template; with `primes`: an instance).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runtime: Option<RuntimeModuli>,
}

/// The bounds of run-time primes (docs/SPEC.md, "Primes at run time").
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct RuntimeModuli {
    /// Every prime has at most this many bits.
    pub max_bits: u32,
    /// At most this many primes (towers).
    pub max_towers: u32,
}

impl RuntimeModuli {
    /// The largest value within the bit bound: what the kernels' arithmetic
    /// is chosen for, so that every instance of a template shares them.
    pub fn bound(&self) -> u64 {
        u64::MAX >> (64 - self.max_bits.clamp(1, 64))
    }
}

/// TOML integers are signed 64-bit, so primes above 2^63 (the Solinas prime
/// 2^64 - 2^32 + 1 among them) must be written as strings.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum PrimeValue {
    Int(i64),
    Text(String),
}

impl PrimeValue {
    pub fn parse(&self) -> Result<u64, String> {
        match self {
            PrimeValue::Int(v) if *v >= 0 => Ok(*v as u64),
            PrimeValue::Int(v) => Err(format!("{v} is negative")),
            PrimeValue::Text(s) => {
                let t = s.trim().replace('_', "");
                let parsed = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                    Some(hex) => u64::from_str_radix(hex, 16),
                    None => t.parse::<u64>(),
                };
                // Quoted and cut short: the string may be anything, of any length.
                let cut: String = s.chars().take(40).collect();
                let more = if cut.len() < s.len() { "..." } else { "" };
                parsed.map_err(|_| format!("{cut:?}{more} is not an unsigned 64-bit integer"))
            }
        }
    }
}

impl From<u64> for PrimeValue {
    fn from(v: u64) -> Self {
        if v <= i64::MAX as u64 {
            PrimeValue::Int(v as i64)
        } else {
            PrimeValue::Text(v.to_string())
        }
    }
}

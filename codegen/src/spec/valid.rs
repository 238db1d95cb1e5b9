//! A spec with every default filled in and every rule of SPEC.md checked.

use super::error::{err, FieldError, SpecError};
use super::file::{ModuliFile, PrimeValue, Roots, RuntimeModuli, SpecFile};
use super::limits::*;
use super::types::*;
use crate::arith::{gaussian, primes, reduce::Modulus};
use super::read::{read_spec_text, MAX_SPEC_BYTES};
use serde::Serialize;

/// Levels of a cluster's set one block keeps: 2^14 u64 words (128 KiB) with
/// room to spare.
const CLUSTER_BLOCK_LEVELS: u32 = 14;
/// Levels the default split puts in one kernel.
const DEFAULT_LEVELS_PER_KERNEL: u32 = 11;

/// A spec the generator accepts: every field resolved.
///
/// Built only by [`validate`] (the private `checked` field forbids struct
/// literals elsewhere). The fields stay public for reading; code that mutates
/// them must call [`ValidSpec::revalidate`] before lowering.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ValidSpec {
    pub name: String,
    pub transform: Transform,
    pub log_n: u32,
    pub word: Word,
    pub reduction: Reduction,
    pub radix: u32,
    pub stage_split: Vec<u32>,
    pub cluster: u32,
    /// Blocks of a Hopper thread-block cluster that share one dependency set
    /// through distributed shared memory (1: none; left out of dumps then).
    #[serde(skip_serializing_if = "is_one")]
    pub cluster_blocks: u32,
    pub layout: Layout,
    pub access: Access,
    pub twiddles: Twiddles,
    pub four_step: bool,
    pub truncate: u32,
    pub pointwise: Pointwise,
    pub scaling: Scaling,
    pub streams: u32,
    /// The register budget as blocks per SM (`__launch_bounds__`'s second
    /// argument); 0 leaves registers to the compiler. Left out of dumps at 0.
    #[serde(skip_serializing_if = "is_zero")]
    pub min_blocks: u32,
    /// The inverse kernels' budget where it differs from `min_blocks`
    /// (none: the same; `ValidSpec::inverse_min_blocks`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inverse_blocks: Option<u32>,
    /// The budget of the stage split's last kernel (the late levels, in both
    /// directions) where given (`ValidSpec::kernel_min_blocks`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_blocks: Option<u32>,
    /// How many of the transform's largest levels read their twiddle as two
    /// factors of the main table, the low one applied to the data (one more
    /// product per butterfly of those levels; about no table bytes for
    /// them). 0: off; left out of dumps at 0.
    #[serde(skip_serializing_if = "is_zero")]
    pub factored_levels: u32,
    /// Where a twiddle has a companion (shoup) and is read from the main
    /// table (`Twiddles::reads_main_table`): value and companion
    /// side by side, one wide load per twiddle. Left out of dumps at true.
    #[serde(skip_serializing_if = "is_true")]
    pub twiddle_pairs: bool,
    /// Adjacent global words of a thread as one 16-byte access (`lower::vectorize`).
    pub vector_access: bool,
    /// The one-launch form (grid barriers) of each program of several
    /// launches (`lower::fuse`). Left out of dumps at true.
    #[serde(skip_serializing_if = "is_true")]
    pub one_launch: bool,
    /// Kernels that wait for the grid before them at their start and are
    /// launched with programmatic stream serialization (`Kernel::overlap`).
    /// Left out of dumps at true.
    #[serde(skip_serializing_if = "is_true")]
    pub overlap_launches: bool,
    /// Lane pairs swap half their words before the last stores
    /// (`lower::sectors`). Left out of dumps at false.
    #[serde(skip_serializing_if = "is_false")]
    pub sector_stores: bool,
    /// Each kernel after the first of a program hands out its polynomials
    /// in the opposite order to the one before it (`Kernel::descending`,
    /// `lower::order`). Left out of dumps at false.
    #[serde(skip_serializing_if = "is_false")]
    pub alternate_order: bool,
    /// Table loads marked evict-first in L2 (`RenderCx::evict_tables`).
    /// Left out of dumps at false.
    #[serde(skip_serializing_if = "is_false")]
    pub evict_tables: bool,
    /// Each transform kernel prefetches into L2 the words of the blocks
    /// about this many blocks after its own in launch order (rounded up to
    /// whole polynomials, `Kernel::prefetch_ahead`); 0: off, left out of dumps.
    #[serde(skip_serializing_if = "is_zero")]
    pub prefetch_ahead: u32,
    /// Each phase's table loads at the end of the phase before
    /// (`lower::hoist::table_loads_ahead`). Left out of dumps at false.
    #[serde(skip_serializing_if = "is_false")]
    pub twiddle_lookahead: bool,
    /// Each table load at the start of the phase before its first use, as
    /// a strong CTA-scope load (`lower::hoist::table_loads_pinned`,
    /// `Kernel::pinned_tables`). Left out of dumps at false.
    #[serde(skip_serializing_if = "is_false")]
    pub pinned_twiddles: bool,
    /// Shared memory indexed `smem[smem_z + index + offset]` from an opaque
    /// 64-bit zero (`RenderCx::wide_shared`). Left out of dumps at false.
    #[serde(skip_serializing_if = "is_false")]
    pub wide_shared_index: bool,
    /// Sets per block of the one-launch forms (`lower::one_launch`); 0:
    /// the fewest of `fuse::LATENCY_SETS` that fuse, left out of dumps.
    #[serde(skip_serializing_if = "is_zero")]
    pub one_launch_sets: u32,
    /// Tiles each transform kernel's block runs in turn, the next one's
    /// words copied ahead into shared memory (`lower::staged`); 1: off,
    /// left out of dumps.
    #[serde(skip_serializing_if = "is_one")]
    pub tiles_per_block: u32,
    /// The forward's two kernels as one streamed launch, the second's
    /// blocks of a polynomial this many polynomials behind the first's
    /// (`lower::stream`); 0: off, left out of dumps.
    #[serde(skip_serializing_if = "is_zero")]
    pub stream_lag: u32,
    /// The forward's CT corrections deferred where the primes leave room
    /// (`Modulus::with_deferred`, `stage::groups::corrects`).
    pub deferred_corrections: bool,
    /// Montgomery twiddles carry the companion w·q^-1 mod 2^β
    /// (`Modulus::with_mont_companion`); off: left out of dumps.
    #[serde(skip_serializing_if = "is_false")]
    pub montgomery_companion: bool,
    /// How the roots were chosen (`roots`); left out of dumps at the default.
    #[serde(skip_serializing_if = "Roots::is_default")]
    pub roots: Roots,
    /// The primes; for a run-time template (`runtime_template`), one
    /// placeholder prime of the bound's bits, which no kernel depends on.
    pub primes: Vec<u64>,
    /// The bounds of run-time primes: the kernels are those of any primes
    /// within them (`with_primes`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub runtime_moduli: Option<RuntimeModuli>,
    /// Whether `primes` is the template's placeholder (no primes given yet).
    #[serde(skip)]
    pub runtime_template: bool,
    /// The root of unity of each tower (SPEC.md "NTT domain"): psi of order
    /// 2N (negacyclic) or omega of order N (cyclic); empty for the DGT, whose
    /// roots are Gaussian (`gaussian::dgt_roots`). Resolved once, here: every
    /// table, twiddle constant and reference of the spec derives from it.
    #[serde(skip)]
    pub tower_roots: Vec<u64>,
    /// The spec named `gpu = "none"`: the built-in defaults wherever it
    /// leaves knobs out, on every GPU (`ValidSpec::for_class` keeps it as
    /// it is, and no latency plan runs it). Dumps write it back.
    #[serde(skip_serializing_if = "is_false")]
    pub builtin_only: bool,
    /// Fused forms (`[[fused]]`): a program each, the transform with
    /// element-wise steps in its first loads and last stores.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fused: Vec<super::fused::FusedForm>,
    /// Where the knobs it leaves out came from (`super::class`); not part
    /// of its value.
    #[serde(skip)]
    pub(crate) origin: super::class::Origin,
    #[serde(skip)]
    checked: Checked,
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

fn is_false(v: &bool) -> bool {
    !*v
}

fn is_true(v: &bool) -> bool {
    *v
}

fn is_one(v: &u32) -> bool {
    *v == 1
}

/// Proof that a [`ValidSpec`] came out of [`validate`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Checked;

impl ValidSpec {
    /// The register budget of the inverse kernels (blocks per SM; 0: the
    /// compiler's choice): `inverse_min_blocks` where given, else `min_blocks`.
    pub fn inverse_min_blocks(&self) -> u32 {
        self.inverse_blocks.unwrap_or(self.min_blocks)
    }

    /// The register budget of the stage split's kernel `k` in one
    /// direction: `last_min_blocks` for the last kernel (the late levels)
    /// where given, else the direction's own.
    pub fn kernel_min_blocks(&self, k: usize, inverse: bool) -> u32 {
        match self.last_blocks {
            Some(b) if k + 1 == self.stage_split.len() => b,
            _ if inverse => self.inverse_min_blocks(),
            _ => self.min_blocks,
        }
    }

    /// What `deferred_corrections` is when the spec leaves it out: on
    /// wherever it is admitted.
    pub fn default_deferred(&self) -> bool {
        deferred_admitted(self.transform, self.word, self.reduction, self.twiddles, &self.kernel_primes())
    }

    /// What `factored_levels` is when the spec leaves it out.
    pub fn default_factored_levels(&self) -> u32 {
        default_factored_levels(self.transform, self.log_n, self.word, self.reduction, self.twiddles, self.four_step, &self.kernel_primes())
    }
    /// Whether the stored twiddles carry a companion word: shoup's
    /// floor(w·2^β / q), or montgomery's w·q^-1 mod 2^β where
    /// `montgomery_companion` asks for it. Tables, lowering and the CUDA
    /// text all read it here.
    pub fn twiddle_companion(&self) -> bool {
        crate::arith::reduce::descriptor(self.reduction).companion || self.montgomery_companion
    }

    /// Whether the main twiddle tables hold (value, companion) pairs, read
    /// with one load each: `twiddle_pairs` where the reduction keeps a
    /// companion (shoup) and the kernels read the main table itself
    /// (`Twiddles::reads_main_table`) of a scalar transform.
    pub fn paired_twiddles(&self) -> bool {
        self.twiddle_pairs
            && self.twiddle_companion()
            && self.transform != Transform::Dgt
            && self.twiddles.reads_main_table()
    }

    /// Re-runs every rule of [`validate`] on the current field values (they are
    /// public, so they may have changed since validation). Lowering a spec that
    /// fails this would panic or allocate without bound.
    pub fn revalidate(&self) -> Result<(), SpecError> {
        let again = validate(&self.to_file())?;
        if again != *self {
            // Every field is given explicitly, so validation changes nothing
            // unless a rule normalises a value; say which field moved.
            return Err(SpecError::Invalid(vec![err("spec", "a field changed under validation", format!("validate the spec again: {}", again.to_toml()?))]));
        }
        Ok(())
    }

    pub fn n(&self) -> usize {
        1usize << self.log_n
    }
    /// Forward levels before truncation.
    pub fn levels(&self) -> u32 {
        self.transform.levels(self.log_n)
    }
    /// Levels actually computed by the kernels.
    pub fn computed_levels(&self) -> u32 {
        self.levels() - self.truncate
    }
    pub fn towers(&self) -> usize {
        self.primes.len()
    }
    /// The root of unity of tower `tower` (see `tower_roots`); `None` for
    /// the DGT and past the last tower.
    pub fn tower_root(&self, tower: usize) -> Option<u64> {
        self.tower_roots.get(tower).copied()
    }
    /// Radix used inside kernel `k` (a kernel of fewer levels than log2(radix)
    /// runs at 2^levels).
    pub fn kernel_radix(&self, k: usize) -> u32 {
        self.radix.min(1 << self.stage_split[k])
    }
    /// Threads one dependency set of kernel `k` needs: each thread holds one
    /// radix-sized group of coefficients.
    pub fn threads_per_set(&self, k: usize) -> u32 {
        (1u32 << self.stage_split[k]) / self.kernel_radix(k)
    }
    /// Dependency sets of kernel `k` (Coala d_k = elements / l_k).
    pub fn sets(&self, k: usize) -> u64 {
        (self.transform_len() as u64) >> self.stage_split[k]
    }
    /// Elements one transform runs over: N for NTTs, N/2 Gaussians for the DGT.
    pub fn transform_len(&self) -> usize {
        1usize << self.levels()
    }
    /// Words per transform element (2 for Gaussian integers).
    pub fn lanes(&self) -> u32 {
        if self.transform == Transform::Dgt {
            2
        } else {
            1
        }
    }
    /// The spec as a TOML file with every default written out.
    pub fn to_toml(&self) -> Result<String, SpecError> {
        write_toml(&self.to_file())
    }

    /// The spec as a file with every field given.
    pub fn to_file(&self) -> SpecFile {
        SpecFile {
            name: Some(self.name.clone()),
            transform: self.transform,
            log_n: self.log_n,
            word: self.word,
            reduction: Some(self.reduction),
            radix: Some(self.radix),
            stage_split: Some(self.stage_split.clone()),
            cluster: Some(self.cluster),
            // Left out when off, so specs written before the knob read the same.
            cluster_blocks: (self.cluster_blocks > 1).then_some(self.cluster_blocks),
            layout: Some(self.layout),
            access: Some(self.access),
            twiddles: Some(self.twiddles),
            four_step: Some(self.four_step),
            truncate: Some(self.truncate),
            pointwise: Some(self.pointwise),
            scaling: Some(self.scaling),
            streams: Some(self.streams),
            min_blocks: (self.min_blocks > 0).then_some(self.min_blocks),
            inverse_min_blocks: self.inverse_blocks,
            last_min_blocks: self.last_blocks,
            // Left out at this spec's default, so a dump reads back the same.
            factored_levels: (self.factored_levels != self.default_factored_levels()).then_some(self.factored_levels),
            twiddle_pairs: (!self.twiddle_pairs).then_some(false),
            vector_access: (!self.vector_access).then_some(false),
            one_launch: (!self.one_launch).then_some(false),
            overlap_launches: (!self.overlap_launches).then_some(false),
            sector_stores: self.sector_stores.then_some(true),
            alternate_order: self.alternate_order.then_some(true),
            evict_tables: self.evict_tables.then_some(true),
            prefetch_ahead: (self.prefetch_ahead > 0).then_some(self.prefetch_ahead),
            twiddle_lookahead: self.twiddle_lookahead.then_some(true),
            pinned_twiddles: self.pinned_twiddles.then_some(true),
            wide_shared_index: self.wide_shared_index.then_some(true),
            one_launch_sets: (self.one_launch_sets > 0).then_some(self.one_launch_sets),
            tiles_per_block: (self.tiles_per_block > 1).then_some(self.tiles_per_block),
            stream_lag: (self.stream_lag > 0).then_some(self.stream_lag),
            // Left out at this spec's default, so a dump reads back the same.
            deferred_corrections: (self.deferred_corrections != self.default_deferred()).then_some(self.deferred_corrections),
            montgomery_companion: self.montgomery_companion.then_some(true),
            // Left out at the default, so specs written before the knob read the same.
            roots: (!self.roots.is_default()).then(|| self.roots.clone()),
            // The class's knobs are written out as values: the dump needs no
            // table. `none` stays, so the dump keeps the built-in defaults.
            gpu: self.builtin_only.then(|| super::tuned::NO_CLASS.to_string()),
            moduli: ModuliFile {
                primes: (!self.runtime_template).then(|| self.primes.iter().map(|&p| PrimeValue::from(p)).collect()),
                bits: None,
                count: None,
                runtime: self.runtime_moduli,
            },
            fused: (!self.fused.is_empty()).then(|| self.fused.iter().map(|f| f.to_file()).collect()),
        }
    }

    /// The primes the kernels' arithmetic is chosen for: the spec's, or for
    /// run-time primes the largest value of the bound (so every instance
    /// of a template gets the same kernels).
    pub fn kernel_primes(&self) -> Vec<u64> {
        match self.runtime_moduli {
            Some(rt) => vec![rt.bound()],
            None => self.primes.clone(),
        }
    }

    /// The instance of a run-time template for `primes`: the same kernels
    /// (the same CUDA text), its tables for these primes. Each prime is
    /// checked as a written prime would be, and against the bounds.
    pub fn with_primes(&self, primes: &[u64]) -> Result<ValidSpec, SpecError> {
        let Some(rt) = self.runtime_moduli else {
            return Err(SpecError::Invalid(vec![err("moduli", "the spec's primes are fixed when it is generated", "write [moduli.runtime] max_bits = B, max_towers = T to take primes at run time")]));
        };
        let mut f = self.to_file();
        f.moduli = ModuliFile { primes: Some(primes.iter().map(|&p| PrimeValue::from(p)).collect()), bits: None, count: None, runtime: Some(rt) };
        // The template's resolved knobs, whatever these primes' defaults would be.
        f.factored_levels = Some(self.factored_levels);
        f.deferred_corrections = Some(self.deferred_corrections);
        validate(&f)
    }

    /// The spec as the kernels' header shows it: for run-time primes the
    /// template (no primes), so every instance has the same CUDA text.
    pub fn kernel_toml(&self) -> Result<String, SpecError> {
        let mut f = self.to_file();
        if self.runtime_moduli.is_some() {
            f.moduli.primes = None;
        }
        write_toml(&f)
    }
}

/// `f` as TOML. A resolved spec always has a TOML form, but a failure is
/// returned rather than panicked on: the library leaves that to its caller.
fn write_toml(f: &SpecFile) -> Result<String, SpecError> {
    toml::to_string(f).map_err(|e| SpecError::Serialize(e.to_string()))
}

/// Factored twiddles in the two largest levels where the product of the
/// low factor is the cheap lazy one (`Op::WideMulTw`: u64 shoup with primes
/// below 2^61, ntt-negacyclic, table twiddles, no four-step): a quarter of
/// those levels' table bytes for about 2 SASS per butterfly. Measured in one
/// call per GPU beside the peers (docs/BENCHMARKS.md, levers): forward mode P
/// H200 2^16 264.5 -> 256.5 us, 2^17 279.0 -> 270.2, 2^12 243.4 -> 223.4;
/// H100 2^16 308.1 -> 280.1, 2^12 287.7 -> 251.1
/// and faster at every size but 2^14. At n = 2^14 it lost on both GPUs
/// (H200 244.7 -> 255.4, H100 287.2 -> 298.0: its 7-level kernels at 8 sets
/// per block go from 44 to 54-56 registers), so it stays off there. The
/// product kernel keeps whole entries (`product::build`). Elsewhere the
/// default is 0 (u32: slower, 260 -> 275 us).
pub fn default_factored_levels(transform: Transform, log_n: u32, word: Word, reduction: Reduction, twiddles: Twiddles, four_step: bool, primes: &[u64]) -> u32 {
    let wide = crate::arith::reduce::wide_lazy_primes(word, reduction, primes);
    if transform == Transform::NttNegacyclic && twiddles == Twiddles::Table && !four_step && wide && log_n != 14 {
        2
    } else {
        0
    }
}

/// Whether a spec may defer the forward's CT corrections: the wide lazy
/// butterflies (u64 shoup, a lazy transform and twiddle mode) with every
/// prime below 2^60, so that values up to 16q fit the word. On by default
/// wherever it holds.
pub fn deferred_admitted(transform: Transform, word: Word, reduction: Reduction, twiddles: Twiddles, primes: &[u64]) -> bool {
    lazy_butterflies(reduction, transform, twiddles) && crate::arith::reduce::deferred_primes(word, reduction, primes)
}

/// Whether a spec's kernels take the lazy butterflies (the plan's
/// `stage::groups::lazy`, read here too before there is a `ValidSpec`): a
/// lazy reduction, a scalar transform and twiddles read in stored form
/// (`Twiddles::stored_form`).
pub fn lazy_butterflies(reduction: Reduction, transform: Transform, twiddles: Twiddles) -> bool {
    crate::arith::reduce::descriptor(reduction).lazy && transform != Transform::Dgt && twiddles.stored_form()
}

/// The default radix of a spec whose sets span `cluster_blocks` blocks: 8,
/// or 16 where radix 8 would put more than a block's 1024 threads in one
/// block of some kernel (u32 2^17 over 8 blocks: 2048 threads at radix 8,
/// 1024 at 16), so that such a spec validates without naming a radix.
fn default_cluster_radix(split: &[u32], cluster_blocks: u32) -> u32 {
    let fits = |radix: u32| split.iter().all(|&l| (1u64 << l) / u64::from(radix.min(1 << l)) / u64::from(cluster_blocks) <= u64::from(MAX_THREADS_PER_BLOCK));
    [8, 16].into_iter().find(|&r| fits(r)).unwrap_or(8)
}

/// Even split into as few kernels as hold at most DEFAULT_LEVELS_PER_KERNEL levels, larger first.
pub fn default_split(levels: u32) -> Vec<u32> {
    if levels == 0 {
        return vec![];
    }
    let kernels = levels.div_ceil(DEFAULT_LEVELS_PER_KERNEL);
    (0..kernels).map(|k| levels / kernels + u32::from(k < levels % kernels)).collect()
}

/// The most sets per block that keeps every kernel at or under 128 threads
/// and within its set count. On an H200, n = 2^16 u64 radix 8: 128 threads
/// (4 sets) 305 us, 256 threads 343 us, 64 threads 328 us (gpu-check bench).
/// Then, where the plan has a strided first kernel (more than one kernel),
/// at least one 32-byte sector per row: its sets are adjacent columns, and a
/// warp reading fewer bytes per row wastes the rest of each sector. H200,
/// mode P: u32 2^16 4 sets (16 B)
/// 297.6 us, 8 sets 251.7; u64 2^17 2 sets 334.6, 8 sets 311.1.
fn default_cluster(split: &[u32], radix: u32, elements_log: u32, word_bytes: u32) -> u32 {
    let fits = |c: u32, max_threads: u32| {
        split.iter().all(|&l| {
            let tps = (1u32 << l) / radix.min(1 << l);
            c * tps <= max_threads && (c as u64) <= (1u64 << (elements_log - l))
        })
    };
    let mut cluster = 1u32;
    while cluster < 64 && fits(cluster * 2, 128) {
        cluster *= 2;
    }
    let sector = 32 / word_bytes;
    while split.len() > 1 && cluster < sector && fits(cluster * 2, MAX_THREADS_PER_BLOCK) {
        cluster *= 2;
    }
    cluster
}

/// Spelled from the configuration, CUTLASS style: the defaults of the
/// rarer knobs are left out so common names stay short.
pub fn default_name(s: &ValidSpec) -> String {
    let tf = match s.transform {
        Transform::NttNegacyclic => "ntt",
        Transform::NttCyclic => "cntt",
        Transform::Dgt => "dgt",
    };
    let split: Vec<String> = s.stage_split.iter().map(|l| l.to_string()).collect();
    let base = format!("{tf}_{}_n{}_r{}_s{}_c{}_{}", s.word, s.log_n, s.radix, split.join("x"), s.cluster, s.reduction.as_str().replace('-', ""));
    fit_name(knob_suffixes(s).into_iter().flatten().fold(base, |name, part| name + &part))
}

/// What each knob off its default adds to the name, in the name's order
/// (a knob at its default adds nothing, so specs written before it keep
/// their names).
fn knob_suffixes(s: &ValidSpec) -> Vec<Option<String>> {
    let when = |c: bool, t: &str| c.then(|| t.to_string());
    let roots = match &s.roots {
        Roots::Rule(RootRule::Nonresidue) => None,
        Roots::Rule(RootRule::Smallest) => Some("_minroot".to_string()),
        Roots::Rule(RootRule::Generator) => Some("_genroot".to_string()),
        Roots::Given(_) => Some("_givenroots".to_string()),
    };
    vec![
        (s.cluster_blocks > 1).then(|| format!("_cb{}", s.cluster_blocks)),
        (s.min_blocks > 0).then(|| format!("_mb{}", s.min_blocks)),
        s.inverse_blocks.map(|b| format!("_imb{b}")),
        s.last_blocks.map(|b| format!("_lmb{b}")),
        (s.factored_levels != s.default_factored_levels()).then(|| format!("_f{}", s.factored_levels)),
        when(!s.twiddle_pairs, "_unpaired"),
        when(!s.vector_access, "_scalar"),
        when(!s.one_launch, "_nocoop"),
        when(!s.overlap_launches, "_serial"),
        when(s.sector_stores, "_sec"),
        when(s.alternate_order, "_alt"),
        when(s.evict_tables, "_evt"),
        (s.prefetch_ahead > 0).then(|| format!("_pf{}", s.prefetch_ahead)),
        when(s.twiddle_lookahead, "_tla"),
        when(s.pinned_twiddles, "_pin"),
        when(s.wide_shared_index, "_wsi"),
        (s.one_launch_sets > 0).then(|| format!("_ols{}", s.one_launch_sets)),
        (s.tiles_per_block > 1).then(|| format!("_tpb{}", s.tiles_per_block)),
        (s.stream_lag > 0).then(|| format!("_sl{}", s.stream_lag)),
        // On is the default wherever it is admitted, and refused elsewhere.
        when(!s.deferred_corrections && s.default_deferred(), "_nodc"),
        when(s.montgomery_companion, "_mc"),
        (s.layout != Layout::Natural).then(|| format!("_{}", s.layout)),
        when(s.access == Access::ConstantGeometry, "_cg"),
        (s.twiddles != Twiddles::Table).then(|| format!("_tw{}", s.twiddles.as_str().replace('-', ""))),
        when(s.four_step, "_4step"),
        (s.truncate > 0 || s.pointwise != Pointwise::Hadamard).then(|| format!("_t{}{}", s.truncate, s.pointwise.as_str().replace('-', ""))),
        when(s.scaling == Scaling::Final, "_sfinal"),
        s.runtime_moduli.map(|rt| format!("_rt{}", rt.max_bits)),
        (s.primes.len() > 1).then(|| format!("_q{}", s.primes.len())),
        roots,
        super::fused::name_suffix(&s.fused),
    ]
}

/// A spelled name over [`super::names::MAX_NAME_LEN`] (many rare knobs at
/// once) cut, with a hash of the whole so distinct configurations stay
/// distinct: a dump of the spec must validate again, and names are checked.
fn fit_name(name: String) -> String {
    use super::names::MAX_NAME_LEN;
    if name.len() <= MAX_NAME_LEN {
        return name;
    }
    // FNV-1a: fixed across Rust versions, unlike std's hasher.
    let hash = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3));
    format!("{}_{hash:016x}", &name[..MAX_NAME_LEN - 17])
}

/// The congruence a prime needs for this transform, as the modulus m of q ≡ 1 mod m.
fn prime_step(transform: Transform, n: u64) -> u64 {
    match transform {
        Transform::NttNegacyclic | Transform::Dgt => 2 * n,
        Transform::NttCyclic => n,
    }
}

pub fn parse_str(text: &str) -> Result<SpecFile, SpecError> {
    if text.len() as u64 > MAX_SPEC_BYTES {
        return Err(SpecError::Parse(format!("the spec is {} bytes, over the {MAX_SPEC_BYTES}-byte limit; a spec needs a few hundred", text.len())));
    }
    toml::from_str::<SpecFile>(text).map_err(|e| SpecError::Parse(parse_message(&e)))
}

/// The TOML error, with the way out where the schema has one: TOML integers
/// are signed 64-bit, so a prime above 2^63 only fits as a string.
fn parse_message(e: &toml::de::Error) -> String {
    // The message quotes the offending line, which may be megabytes long.
    let msg: String = e
        .to_string()
        .lines()
        .map(|l| if l.len() > 200 { format!("{}...", &l[..(0..=200).rev().find(|&i| l.is_char_boundary(i)).unwrap_or(0)]) } else { l.to_string() })
        .collect::<Vec<_>>()
        .join("\n");
    if msg.contains("too large") || msg.contains("out of range") {
        format!("{msg}\nTOML integers stop at 2^63 - 1: write a larger prime as a decimal string, e.g. primes = [\"18446744069414584321\"]")
    } else {
        msg
    }
}

pub fn from_str(text: &str) -> Result<ValidSpec, SpecError> {
    validate(&parse_str(text)?)
}

pub fn from_file(path: &std::path::Path) -> Result<ValidSpec, SpecError> {
    let text = read_spec_text(path)
        .map_err(|source| SpecError::Io { path: path.display().to_string(), source })?;
    from_str(&text)
}

/// Check every rule of SPEC.md; collect all refusals rather than the first.
pub fn validate(f: &SpecFile) -> Result<ValidSpec, SpecError> {
    // The GPU class's tuned knobs, where the file leaves them out.
    let (filled, entry) = super::tuned::apply(f).map_err(|e| SpecError::Invalid(vec![e]))?;
    let origin = super::class::Origin::of(f, entry);
    let builtin_only = f.gpu.as_deref() == Some(super::tuned::NO_CLASS);
    if !(MIN_LOG_N..=MAX_LOG_N).contains(&f.log_n) {
        return Err(SpecError::Invalid(vec![err("log_n", format!("{} is out of range", f.log_n), format!("use {MIN_LOG_N} ..= {MAX_LOG_N} (N = 2^log_n)"))]));
    }
    validate_filled(&filled, origin, builtin_only)
}

/// [`validate`] of a file whose class's knobs are filled in, `log_n` in range.
fn validate_filled(f: &SpecFile, origin: super::class::Origin, builtin_only: bool) -> Result<ValidSpec, SpecError> {
    let mut errors: Vec<FieldError> = Vec::new();
    let n = 1u64 << f.log_n;
    let reduction = f.reduction.unwrap_or_else(|| default_reduction(f.word));
    let levels = f.transform.levels(f.log_n);

    let sh = resolve_shape(f, reduction, levels, &mut errors);
    let (twiddles, four_step) = (sh.twiddles, sh.four_step);
    let t = tuning(f);
    check_tuning(&t, sh.cluster_blocks, sh.layout, &mut errors);
    check_companion(&t, reduction, &mut errors);
    check_stream(&t, &sh.stage_split, sh.four_step, sh.cluster_blocks, sh.layout, &mut errors);
    check_last_blocks(&t, &sh.stage_split, &mut errors);

    let (primes, runtime_template, kernel_primes) = resolve_moduli(f, reduction, n, &mut errors);
    let factored_levels = f.factored_levels.unwrap_or_else(|| default_factored_levels(f.transform, f.log_n, f.word, reduction, twiddles, four_step, &kernel_primes));
    let primes_ok = errors.iter().all(|e| !e.field.starts_with("moduli"));
    check_factored(f.transform, factored_levels, twiddles, four_step, &mut errors);
    let admitted = deferred_admitted(f.transform, f.word, reduction, twiddles, &kernel_primes);
    let deferred_corrections = resolve_deferred(f.deferred_corrections, admitted, primes_ok, &mut errors);
    let (roots, tower_roots) = super::roots::resolve(f.roots.as_ref(), f.transform, n, &primes, primes_ok, &mut errors);
    let around = super::fused::Around { transform: f.transform, word: f.word, reduction };
    let fused = super::fused::resolve(f.fused.as_deref().unwrap_or_default(), &around, &mut errors);

    if errors.is_empty() {
        let mut spec = ValidSpec {
            name: String::new(),
            transform: f.transform,
            log_n: f.log_n,
            word: f.word,
            reduction,
            radix: sh.radix,
            stage_split: sh.stage_split,
            cluster: sh.cluster,
            cluster_blocks: sh.cluster_blocks,
            layout: sh.layout,
            access: sh.access,
            twiddles,
            four_step,
            truncate: sh.truncate,
            pointwise: sh.pointwise,
            scaling: sh.scaling,
            streams: t.streams,
            min_blocks: t.min_blocks,
            inverse_blocks: t.inverse_blocks,
            last_blocks: t.last_blocks,
            factored_levels,
            twiddle_pairs: t.twiddle_pairs,
            vector_access: t.vector_access,
            one_launch: t.one_launch,
            overlap_launches: t.overlap_launches,
            sector_stores: t.sector_stores,
            alternate_order: t.alternate_order,
            evict_tables: t.evict_tables,
            prefetch_ahead: t.prefetch_ahead,
            twiddle_lookahead: t.twiddle_lookahead,
            pinned_twiddles: t.pinned_twiddles,
            wide_shared_index: t.wide_shared_index,
            one_launch_sets: t.one_launch_sets,
            tiles_per_block: t.tiles_per_block,
            stream_lag: t.stream_lag,
            deferred_corrections,
            montgomery_companion: t.montgomery_companion,
            roots,
            primes,
            runtime_moduli: f.moduli.runtime,
            runtime_template,
            tower_roots,
            builtin_only,
            fused,
            origin,
            checked: Checked,
        };
        name_spec(&mut spec, f.name.as_ref(), &mut errors);
        if errors.is_empty() {
            return Ok(spec);
        }
    }
    Err(SpecError::Invalid(errors))
}

/// `montgomery_companion` only beside the reduction whose companion it is.
fn check_companion(t: &Tuning, reduction: Reduction, errors: &mut Vec<FieldError>) {
    if t.montgomery_companion && reduction != Reduction::Montgomery {
        errors.push(err("montgomery_companion", format!("the companion w·q^-1 mod 2^β is Montgomery's; reduction = \"{reduction}\" has no use for it"), "use montgomery_companion = true with reduction = \"montgomery\", or leave it out"));
    }
}

/// The primes (the placeholder of a run-time template, whose name says so),
/// whether the spec is a template, and the primes its kernels follow (for
/// run-time primes the bound, not the primes).
fn resolve_moduli(f: &SpecFile, reduction: Reduction, n: u64, errors: &mut Vec<FieldError>) -> (Vec<u64>, bool, Vec<u64>) {
    let primes = resolve_primes(&f.moduli, f.transform, f.word, reduction, n, errors);
    let runtime_template = f.moduli.runtime.is_some() && f.moduli.primes.is_none();
    if f.moduli.runtime.is_some() && matches!(f.roots, Some(Roots::Given(_))) {
        errors.push(err("roots", "roots are given, but the primes come at run time", "use roots = \"nonresidue\" or \"smallest\" (a rule) with [moduli.runtime]"));
    }
    let kernel_primes = match f.moduli.runtime {
        Some(rt) => vec![rt.bound()],
        None => primes.clone(),
    };
    (primes, runtime_template, kernel_primes)
}

/// `cluster_blocks` checked, and the stage split (given or the default for
/// it) checked against the levels left after `truncate`.
fn resolve_split(f: &SpecFile, (levels, truncate): (u32, u32), cluster_blocks: u32, radix: &mut u32, errors: &mut Vec<FieldError>) -> Vec<u32> {
    if ![1, 2, 4, 8, 16].contains(&cluster_blocks) {
        let why = format!("{cluster_blocks} is not a thread-block cluster size (a power of two up to 16)");
        errors.push(err("cluster_blocks", why, "use 1 (off), 2, 4, 8 or 16 (sm_90 and later; 16 is non-portable: the launchers set the attribute)"));
    }
    let computed = levels.saturating_sub(truncate);
    // A cluster of c blocks keeps 2^14 u64 words (128 KiB) per block at most
    // with room to spare, so a set of 2^(14 + log c) coefficients.
    let max_levels = if cluster_blocks > 1 { CLUSTER_BLOCK_LEVELS + cluster_blocks.trailing_zeros() } else { MAX_LEVELS_PER_KERNEL };
    // A cluster holds the whole transform in one kernel by default: the point of the knob.
    let stage_split = f.stage_split.clone().unwrap_or_else(|| if cluster_blocks > 1 && computed <= max_levels { vec![computed] } else { default_split(computed) });
    check_split(f, &stage_split, (levels, truncate), cluster_blocks, max_levels, radix, errors);
    stage_split
}


/// `cluster` (sets per block) and what needs several kernels.
/// Tiles per block: a power of two up to [`MAX_TILES_PER_BLOCK`], over
/// blocks of their own (no thread-block clusters, one polynomial per block,
/// no L2 prefetch, which reaches whole blocks ahead in launch order).
fn check_tiles(tiles: u32, cluster_blocks: u32, layout: Layout, prefetch_ahead: u32, errors: &mut Vec<FieldError>) {
    if tiles == 0 || !tiles.is_power_of_two() || tiles > MAX_TILES_PER_BLOCK {
        errors.push(err("tiles_per_block", format!("{tiles} tiles per block"), format!("use a power of two from 1 (off) to {MAX_TILES_PER_BLOCK}")));
        return;
    }
    if tiles == 1 {
        return;
    }
    let clash = if cluster_blocks > 1 {
        Some(("cluster_blocks", "a cluster's blocks exchange words every level"))
    } else if layout == Layout::Packed {
        Some(("layout = \"packed\"", "a packed block holds several polynomials already"))
    } else if prefetch_ahead > 0 {
        Some(("prefetch_ahead", "both reach for words ahead"))
    } else {
        None
    };
    if let Some((other, why)) = clash {
        errors.push(err("tiles_per_block", format!("{tiles} tiles per block with {other}: {why}"), format!("use tiles_per_block = 1, or leave out {other}")));
    }
}

fn check_sets(cluster: u32, stage_split: &[u32], four_step: bool, layout: Layout, errors: &mut Vec<FieldError>) {
    if !cluster.is_power_of_two() {
        errors.push(err("cluster", format!("{cluster} is not a power of two"), "use 1, 2, 4, ... (sets per block)"));
    } else if cluster > MAX_THREADS_PER_BLOCK {
        // More sets than a kernel has per polynomial are packed from the
        // next polynomials of the batch; each set takes a thread at least.
        errors.push(err("cluster", format!("{cluster} sets per block, more than the {MAX_THREADS_PER_BLOCK} threads a block holds"), format!("use at most {MAX_THREADS_PER_BLOCK} (each set needs a thread)")));
    }
    if four_step && stage_split.len() < 2 {
        errors.push(err("four_step", "an explicit twiddle pass needs at least two kernels", "split the levels over two or more kernels in stage_split, or set four_step = false"));
    }
    if layout != Layout::Natural && stage_split.len() < 2 {
        errors.push(err("layout", format!("\"{layout}\" reorders data between kernels, and there is only one"), "split the levels over two or more kernels, or use layout = \"natural\""));
    }
}

/// `min_blocks` and `streams` within their ranges.
/// The transform's shape: its radix, levels per kernel, sets per block and
/// blocks per cluster, the layout between kernels, the access pattern, the
/// twiddles' storage, the four-step split, truncation and scaling.
struct Shape {
    radix: u32,
    stage_split: Vec<u32>,
    cluster: u32,
    cluster_blocks: u32,
    layout: Layout,
    access: Access,
    twiddles: Twiddles,
    four_step: bool,
    truncate: u32,
    pointwise: Pointwise,
    scaling: Scaling,
}

/// The shape knobs with their defaults, each checked (the radix and the
/// reduction's word, the truncation, the split, the sets per block where
/// the split holds), in the order the errors are reported.
fn resolve_shape(f: &SpecFile, reduction: Reduction, levels: u32, errors: &mut Vec<FieldError>) -> Shape {
    let mut radix = f.radix.unwrap_or(8);
    check_word_radix(f.word, reduction, radix, errors);
    let pointwise = f.pointwise.unwrap_or(Pointwise::Hadamard);
    let truncate = f.truncate.unwrap_or_else(|| pointwise.required_truncate().unwrap_or(1));
    check_truncate(pointwise, truncate, levels, errors);
    let cluster_blocks = f.cluster_blocks.unwrap_or(1);
    let stage_split = resolve_split(f, (levels, truncate), cluster_blocks, &mut radix, errors);
    let split_ok = errors.iter().all(|e| e.field != "stage_split" && e.field != "radix" && e.field != "truncate");
    let layout = f.layout.unwrap_or(Layout::Natural);
    let four_step = f.four_step.unwrap_or(false);
    let mut cluster = f.cluster.unwrap_or(1);
    if split_ok {
        cluster = f.cluster.unwrap_or_else(|| if cluster_blocks > 1 { 1 } else { default_cluster(&stage_split, radix, levels, f.word.bytes()) });
        check_sets(cluster, &stage_split, four_step, layout, errors);
    }
    Shape {
        radix,
        stage_split,
        cluster,
        cluster_blocks,
        layout,
        access: f.access.unwrap_or(Access::Classic),
        twiddles: f.twiddles.unwrap_or(Twiddles::Table),
        four_step,
        truncate,
        pointwise,
        scaling: f.scaling.unwrap_or(Scaling::Merged),
    }
}

/// The knobs that tune how the kernels run and launch, not what they
/// compute: their defaults, each checked against its range.
struct Tuning {
    streams: u32,
    min_blocks: u32,
    inverse_blocks: Option<u32>,
    last_blocks: Option<u32>,
    twiddle_pairs: bool,
    vector_access: bool,
    one_launch: bool,
    overlap_launches: bool,
    sector_stores: bool,
    alternate_order: bool,
    evict_tables: bool,
    prefetch_ahead: u32,
    twiddle_lookahead: bool,
    pinned_twiddles: bool,
    wide_shared_index: bool,
    one_launch_sets: u32,
    tiles_per_block: u32,
    stream_lag: u32,
    montgomery_companion: bool,
}

fn tuning(f: &SpecFile) -> Tuning {
    let min_blocks = f.min_blocks.unwrap_or(0);
    Tuning {
        streams: f.streams.unwrap_or(1),
        min_blocks,
        // Canonical: the same budget as the forward's is no separate one.
        inverse_blocks: f.inverse_min_blocks.filter(|&b| b != min_blocks),
        last_blocks: f.last_min_blocks,
        twiddle_pairs: f.twiddle_pairs.unwrap_or(true),
        vector_access: f.vector_access.unwrap_or(true),
        one_launch: f.one_launch.unwrap_or(true),
        overlap_launches: f.overlap_launches.unwrap_or(true),
        sector_stores: f.sector_stores.unwrap_or(false),
        alternate_order: f.alternate_order.unwrap_or(false),
        evict_tables: f.evict_tables.unwrap_or(false),
        prefetch_ahead: f.prefetch_ahead.unwrap_or(0),
        twiddle_lookahead: f.twiddle_lookahead.unwrap_or(false),
        pinned_twiddles: f.pinned_twiddles.unwrap_or(false),
        wide_shared_index: f.wide_shared_index.unwrap_or(false),
        one_launch_sets: f.one_launch_sets.unwrap_or(0),
        tiles_per_block: f.tiles_per_block.unwrap_or(1),
        stream_lag: f.stream_lag.unwrap_or(0),
        montgomery_companion: f.montgomery_companion.unwrap_or(false),
    }
}

fn check_tuning(t: &Tuning, cluster_blocks: u32, layout: Layout, errors: &mut Vec<FieldError>) {
    check_limits(t.min_blocks, t.streams, errors);
    check_tiles(t.tiles_per_block, cluster_blocks, layout, t.prefetch_ahead, errors);
    if t.prefetch_ahead > MAX_PREFETCH_AHEAD {
        errors.push(err("prefetch_ahead", format!("{} blocks ahead is past what L2 keeps for a later block", t.prefetch_ahead), format!("use 0 (off) or 1 ..= {MAX_PREFETCH_AHEAD}")));
    }
    if let Some(b) = t.inverse_blocks.filter(|&b| b > MAX_MIN_BLOCKS) {
        errors.push(err("inverse_min_blocks", format!("{b} blocks per SM is more than an SM holds"), format!("use 0 (the compiler's choice) or 1 ..= {MAX_MIN_BLOCKS}, or leave it out (the same as min_blocks)")));
    }
    check_pinned(t, errors);
    check_one_launch_sets(t, errors);
}

/// `one_launch_sets`: a power of two a block's sets come in, for the
/// one-launch forms, which must be on.
fn check_one_launch_sets(t: &Tuning, errors: &mut Vec<FieldError>) {
    let sets = t.one_launch_sets;
    if sets == 0 {
        return;
    }
    if !sets.is_power_of_two() || sets > 32 {
        errors.push(err("one_launch_sets", format!("{sets} sets per block is not one of 1, 2, 4, 8, 16, 32"), "use 0 (the fewest that fuse) or 1 | 2 | 4 | 8 | 16 | 32"));
    } else if !t.one_launch {
        errors.push(err("one_launch_sets", "chooses the blocks of the one-launch forms, which one_launch = false turns off", "leave one_launch_sets out, or one_launch on"));
    }
}

/// `pinned_twiddles` places each table load itself and renders it as a
/// strong load, which carries no cache hint.
fn check_pinned(t: &Tuning, errors: &mut Vec<FieldError>) {
    if !t.pinned_twiddles {
        return;
    }
    if t.twiddle_lookahead {
        errors.push(err("pinned_twiddles", "places each phase's table loads at the start of the phase before, where twiddle_lookahead would place them at its end", "leave twiddle_lookahead out (or false) with pinned_twiddles = true"));
    }
    if t.evict_tables {
        errors.push(err("pinned_twiddles", "renders the table loads as strong loads, which carry no evict-first hint (evict_tables)", "leave evict_tables out (or false) with pinned_twiddles = true"));
    }
}

/// `last_min_blocks`: a budget of its own for the split's last kernel,
/// so the split must have one besides it.
fn check_last_blocks(t: &Tuning, stage_split: &[u32], errors: &mut Vec<FieldError>) {
    let Some(b) = t.last_blocks else { return };
    if b > MAX_MIN_BLOCKS {
        errors.push(err("last_min_blocks", format!("{b} blocks per SM is more than an SM holds"), format!("use 0 (the compiler's choice) or 1 ..= {MAX_MIN_BLOCKS}, or leave it out (the same as min_blocks)")));
    } else if stage_split.len() < 2 {
        errors.push(err("last_min_blocks", format!("gives the stage split's last kernel its own budget, but the split has {} kernel", stage_split.len()), "split the levels over two kernels or more (stage_split), or leave last_min_blocks out (min_blocks covers the one kernel)"));
    }
}

/// `stream_lag`: the forward must be two launches of one polynomial per
/// block, whose blocks may run in any order (`lower::stream`).
fn check_stream(t: &Tuning, stage_split: &[u32], four_step: bool, cluster_blocks: u32, layout: Layout, errors: &mut Vec<FieldError>) {
    let lag = t.stream_lag;
    if lag > MAX_STREAM_LAG {
        errors.push(err("stream_lag", format!("{lag} polynomials behind is past what L2 keeps of the first kernel's output"), format!("use 0 (off) or 1 ..= {MAX_STREAM_LAG}")));
        return;
    }
    if lag == 0 {
        return;
    }
    let clash = if stage_split.len() != 2 || four_step {
        Some(("a forward of other than two kernels".to_string(), "set stage_split to two kernels (and four_step = false)"))
    } else if cluster_blocks > 1 {
        Some(("cluster_blocks".into(), "leave out cluster_blocks"))
    } else if layout == Layout::Packed {
        Some(("layout = \"packed\"".into(), "use another layout"))
    } else if t.tiles_per_block > 1 {
        Some(("tiles_per_block".into(), "leave out tiles_per_block"))
    } else if t.prefetch_ahead > 0 {
        Some(("prefetch_ahead".into(), "leave out prefetch_ahead (the streamed blocks take their polynomials in order)"))
    } else {
        None
    };
    if let Some((other, fix)) = clash {
        errors.push(err("stream_lag", format!("streams the forward's two kernels, one polynomial per block; not with {other}"), format!("{fix}, or use stream_lag = 0")));
    }
}

/// Solinas' prime needs the 64-bit word; four radixes are built.
fn check_word_radix(word: Word, reduction: Reduction, radix: u32, errors: &mut Vec<FieldError>) {
    if reduction == Reduction::Solinas && word != Word::U64 {
        errors.push(err("reduction", "solinas needs 64-bit words (q = 2^64 - 2^32 + 1)", "set word = \"u64\" or choose another reduction"));
    }
    if ![2, 4, 8, 16].contains(&radix) {
        errors.push(err("radix", format!("{radix} is not supported"), "use 2, 4, 8 or 16"));
    }
}

/// `deferred_corrections`: on by default where admitted; asked for
/// elsewhere, refused (unless the primes themselves were refused).
fn resolve_deferred(asked: Option<bool>, admitted: bool, primes_ok: bool, errors: &mut Vec<FieldError>) -> bool {
    let on = asked.unwrap_or(admitted);
    if on && !admitted && primes_ok {
        let twiddles = Twiddles::spelled_where(Twiddles::stored_form);
        errors.push(err("deferred_corrections", format!("deferring the CT corrections needs values up to 16q in a word: the wide lazy butterflies (word = \"u64\", reduction = \"shoup\", twiddles = {twiddles}, not dgt) with every prime below 2^60"), "use deferred_corrections = false, or primes of at most 60 bits with shoup on u64"));
    }
    on
}

fn check_limits(min_blocks: u32, streams: u32, errors: &mut Vec<FieldError>) {
    if min_blocks > MAX_MIN_BLOCKS {
        errors.push(err("min_blocks", format!("{min_blocks} blocks per SM is more than an SM holds"), format!("use 0 (the compiler's choice) or 1 ..= {MAX_MIN_BLOCKS}")));
    }
    if streams == 0 || streams > MAX_STREAMS {
        errors.push(err("streams", format!("{streams} is out of range"), format!("use 1 ..= {MAX_STREAMS}")));
    }
}

/// The spec's name: the one given (checked), or the one its knobs spell.
fn name_spec(spec: &mut ValidSpec, given: Option<&String>, errors: &mut Vec<FieldError>) {
    match given {
        Some(name) => match super::names::check(name) {
            Ok(()) => spec.name = name.clone(),
            Err(e) => errors.push(e),
        },
        None => spec.name = default_name(spec),
    }
}

/// `truncate` against `pointwise` and the transform's levels.
fn check_truncate(pointwise: Pointwise, truncate: u32, levels: u32, errors: &mut Vec<FieldError>) {
    if let Some(t) = pointwise.required_truncate() {
        if t != truncate {
            errors.push(err(
                "truncate",
                format!("{truncate} does not fit pointwise = \"{pointwise}\""),
                format!("pointwise = \"{pointwise}\" needs truncate = {t}"),
            ));
        }
    }
    if truncate >= levels {
        errors.push(err(
            "truncate",
            format!("{truncate} leaves no level to compute ({levels} levels)"),
            format!("use at most {}", levels.saturating_sub(1)),
        ));
    }
    if pointwise == Pointwise::Schoolbook && truncate > 4 {
        errors.push(err("truncate", format!("schoolbook products of 2^{truncate} coefficients unroll too far"), "use truncate = 1 ..= 4 with pointwise = \"schoolbook\""));
    }
}

/// `stage_split` against the levels left after `truncate` (one entry per
/// kernel, none empty, at most `max_levels` each), and a cluster's blocks
/// against each kernel's sets; a cluster spec without a radix gets the one
/// that fits its block (`default_cluster_radix`).
fn check_split(f: &SpecFile, stage_split: &[u32], (levels, truncate): (u32, u32), cluster_blocks: u32, max_levels: u32, radix: &mut u32, errors: &mut Vec<FieldError>) {
    let computed = levels.saturating_sub(truncate);
    if stage_split.len() > MAX_LOG_N as usize {
        // Checked first: the messages below print the list.
        errors.push(err(
            "stage_split",
            format!("{} kernels given, more than there are levels", stage_split.len()),
            format!("give at most one kernel per level ({MAX_LOG_N} at most), e.g. {:?}", default_split(computed)),
        ));
    } else if stage_split.is_empty() || stage_split.contains(&0) {
        errors.push(err("stage_split", format!("{stage_split:?} has an empty kernel"), "give each kernel at least one level"));
    } else if stage_split.iter().map(|&l| l as u64).sum::<u64>() != computed as u64 {
        errors.push(err(
            "stage_split",
            format!("{stage_split:?} sums to {}, not {computed}", stage_split.iter().map(|&l| l as u64).sum::<u64>()),
            format!("make it sum to {computed} (levels {levels} - truncate {truncate}), e.g. {:?}", default_split(computed)),
        ));
    } else if let Some(&l) = stage_split.iter().find(|&&l| l > max_levels) {
        errors.push(err(
            "stage_split",
            format!("a kernel of {l} levels needs 2^{l} coefficients in one {}", if cluster_blocks > 1 { "cluster" } else { "block" }),
            format!("use at most {max_levels} levels per kernel{}, e.g. {:?}", if cluster_blocks > 1 { "" } else { " (or spread a set over a thread-block cluster with cluster_blocks)" }, default_split(computed)),
        ));
    } else if cluster_blocks > 1 {
        if f.radix.is_none() {
            *radix = default_cluster_radix(stage_split, cluster_blocks);
        }
        // Each block of the cluster holds l / c elements, at least one group's worth per thread.
        if let Some((k, &l)) = stage_split.iter().enumerate().find(|(_, &l)| (1u64 << l) < cluster_blocks as u64 * (*radix).min(1 << l) as u64) {
            errors.push(err(
                "cluster_blocks",
                format!("kernel {k} has 2^{l} coefficients per set, fewer than {cluster_blocks} blocks x radix {}", *radix),
                "use fewer cluster blocks, or more levels in that kernel",
            ));
        }
    }
}

/// `factored_levels`: at most `MAX_FACTORED_LEVELS`, and above 0 only where
/// the factors are entries of the merged negacyclic table.
fn check_factored(transform: Transform, factored_levels: u32, twiddles: Twiddles, four_step: bool, errors: &mut Vec<FieldError>) {
    if factored_levels > MAX_FACTORED_LEVELS {
        errors.push(err("factored_levels", format!("{factored_levels} levels is more than the {MAX_FACTORED_LEVELS} largest"), format!("use 0 (off) ..= {MAX_FACTORED_LEVELS}")));
    } else if factored_levels > 0 {
        // The factors are entries of the merged negacyclic table, whose
        // exponent (bit-reversed index) adds over disjoint index bits.
        if transform != Transform::NttNegacyclic {
            errors.push(err("factored_levels", format!("factored twiddles need the merged negacyclic table, not {}", transform), "use factored_levels = 0 with this transform"));
        }
        if twiddles != Twiddles::Table || four_step {
            errors.push(err("factored_levels", "factored twiddles read the global table of a transform without a four-step pass", "use twiddles = \"table\" and four_step = false, or factored_levels = 0"));
        }
    }
}

fn resolve_primes(m: &ModuliFile, transform: Transform, word: Word, reduction: Reduction, n: u64, errors: &mut Vec<FieldError>) -> Vec<u64> {
    let step = prime_step(transform, n);
    let need = match transform {
        Transform::NttNegacyclic => format!("q ≡ 1 mod 2N = {step}"),
        Transform::NttCyclic => format!("q ≡ 1 mod N = {step}"),
        Transform::Dgt => format!("a root of i of order 2N = {step} in Z_q[i]"),
    };
    let rule = PrimeRule { transform, word, reduction, n, step, need };
    if let Some(rt) = m.runtime {
        return rule.runtime(rt, m, errors);
    }
    match (&m.primes, m.bits, m.count) {
        (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
            errors.push(err("moduli", "both primes and bits/count are given", "give either primes = [...] or bits and count"));
            vec![]
        }
        (Some(list), None, None) => {
            if list.is_empty() || list.len() > MAX_TOWERS {
                // Stop here: checking a million entries would take seconds and
                // bury this refusal under a message per entry.
                errors.push(err("moduli.primes", format!("{} primes given", list.len()), format!("give 1 ..= {MAX_TOWERS} primes")));
                return vec![];
            }
            let mut out = Vec::new();
            for (i, v) in list.iter().enumerate() {
                if let Some(q) = rule.check_given(i, v, &out, errors) {
                    out.push(q);
                }
            }
            out
        }
        (None, Some(bits), Some(count)) => rule.find(bits, count, errors),
        _ => {
            errors.push(err("moduli", "neither primes nor both bits and count are given", "write primes = [...] or bits = B and count = C under [moduli]"));
            vec![]
        }
    }
}

/// What a spec's primes must satisfy: its transform's order (`need`, in
/// words), its word and reduction's bound.
struct PrimeRule {
    transform: Transform,
    word: Word,
    reduction: Reduction,
    n: u64,
    step: u64,
    need: String,
}

impl PrimeRule {
    /// Given prime `i`, if it suits the spec and is not among `so_far`.
    fn check_given(&self, i: usize, v: &PrimeValue, so_far: &[u64], errors: &mut Vec<FieldError>) -> Option<u64> {
        let (word, reduction, need) = (self.word, self.reduction, &self.need);
        let field = format!("moduli.primes[{i}]");
        let q = match v.parse() {
            Ok(q) => q,
            Err(e) => {
                errors.push(err(&field, e, "write the prime as an integer, or as a decimal string above 2^63"));
                return None;
            }
        };
        if let Err(e) = Modulus::new(q, word, reduction) {
            use crate::arith::reduce::ReduceError as R;
            let fix = match e {
                R::EvenModulus { .. } => "use an odd prime: Montgomery needs q odd".to_string(),
                R::NotSolinasPrime { .. } | R::SolinasNeedsU64 => "write primes = [\"18446744069414584321\"] with word = \"u64\", or choose another reduction".to_string(),
                _ => format!("use a prime of at most {} bits for this reduction", Modulus::max_bits(word, reduction)),
            };
            errors.push(err(&field, format!("{q} does not suit reduction \"{reduction}\" with word \"{word}\": {e}"), fix));
            return None;
        }
        let refusal = if !primes::is_prime(q) {
            Some((format!("{q} is not prime"), format!("use a prime with {need}, e.g. from bits/count")))
        } else if !self.admissible(q) {
            Some((format!("{q} does not have {need}"), format!("use a prime with {need}, e.g. from bits/count")))
        } else if so_far.contains(&q) {
            Some((format!("{q} is repeated"), "give distinct primes (an RNS basis)".to_string()))
        } else {
            None
        };
        match refusal {
            Some((problem, fix)) => {
                errors.push(err(&field, problem, fix));
                None
            }
            None => Some(q),
        }
    }

    /// Run-time primes: the bounds checked; a template's placeholder (the
    /// largest prime of `max_bits` bits for this N), or an instance's
    /// primes, each checked as a written prime and against the bounds.
    fn runtime(&self, rt: RuntimeModuli, m: &ModuliFile, errors: &mut Vec<FieldError>) -> Vec<u64> {
        if m.bits.is_some() || m.count.is_some() {
            errors.push(err("moduli", "both run-time bounds and bits/count are given", "give [moduli.runtime] (primes at run time) or bits and count (primes found now), not both"));
            return vec![];
        }
        if !self.bits_fit("moduli.runtime.max_bits", rt.max_bits, errors) {
            return vec![];
        }
        if rt.max_towers == 0 || rt.max_towers as usize > MAX_TOWERS {
            errors.push(err("moduli.runtime.max_towers", format!("{} towers", rt.max_towers), format!("use 1 ..= {MAX_TOWERS}")));
            return vec![];
        }
        if self.reduction == Reduction::Solinas {
            errors.push(err("moduli.runtime", "solinas has one prime, fixed", "write primes = [\"18446744069414584321\"] without [moduli.runtime]"));
            return vec![];
        }
        let Some(list) = &m.primes else {
            let placeholder = self.find(rt.max_bits, 1, errors);
            return placeholder;
        };
        if list.is_empty() || list.len() > rt.max_towers as usize {
            errors.push(err("moduli.primes", format!("{} primes given", list.len()), format!("give 1 ..= {} primes (moduli.runtime.max_towers)", rt.max_towers)));
            return vec![];
        }
        let mut out = Vec::new();
        for (i, v) in list.iter().enumerate() {
            let Some(q) = self.check_given(i, v, &out, errors) else { continue };
            let bits = 64 - q.leading_zeros();
            if bits > rt.max_bits {
                errors.push(err(&format!("moduli.primes[{i}]"), format!("{q} has {bits} bits, above the run-time bound of {}", rt.max_bits), format!("use primes of at most {} bits, or a template with a larger moduli.runtime.max_bits", rt.max_bits)));
                continue;
            }
            out.push(q);
        }
        out
    }

    /// Whether primes of `bits` bits can have the transform's order and fit
    /// the reduction; the refusal, naming `field`, where not.
    fn bits_fit(&self, field: &str, bits: u32, errors: &mut Vec<FieldError>) -> bool {
        let max_bits = Modulus::max_bits(self.word, self.reduction);
        let lo_bits = 64 - self.step.leading_zeros() + 1;
        let fit = (lo_bits..=max_bits).contains(&bits);
        if !fit {
            errors.push(err(field, format!("{bits} bits cannot hold {} within reduction \"{}\" on \"{}\"", self.need, self.reduction, self.word), format!("use {lo_bits} ..= {max_bits}")));
        }
        fit
    }

    fn admissible(&self, q: u64) -> bool {
        match self.transform {
            Transform::Dgt => gaussian::dgt_admissible(q, self.n),
            _ => (q - 1).is_multiple_of(self.step),
        }
    }

    /// `count` primes of `bits` bits, largest first.
    fn find(&self, bits: u32, count: u32, errors: &mut Vec<FieldError>) -> Vec<u64> {
        let (word, reduction, need) = (self.word, self.reduction, &self.need);
        let max_bits = Modulus::max_bits(word, reduction);
        if !self.bits_fit("moduli.bits", bits, errors) {
            return vec![];
        }
        if count == 0 || count as usize > MAX_TOWERS {
            errors.push(err("moduli.count", format!("{count} primes requested"), format!("ask for 1 ..= {MAX_TOWERS}")));
            return vec![];
        }
        if reduction == Reduction::Solinas {
            errors.push(err("moduli", "solinas works with one prime only", "write primes = [\"18446744069414584321\"]"));
            return vec![];
        }
        let found: Vec<u64> = primes::ntt_primes(bits, count as usize, self.step).into_iter().filter(|&q| self.transform != Transform::Dgt || gaussian::dgt_admissible(q, self.n)).collect();
        if found.is_empty() {
            let fix = if bits < max_bits {
                format!("use more bits (up to {max_bits} for reduction \"{reduction}\" on \"{word}\")")
            } else {
                format!("{max_bits} bits is the most reduction \"{reduction}\" allows on \"{word}\"; use word = \"u64\" or a smaller log_n")
            };
            errors.push(err("moduli.bits", format!("no prime of {bits} bits has {need}"), fix));
        } else if found.len() < count as usize {
            errors.push(err("moduli.count", format!("only {} primes of {bits} bits have {need}", found.len()), format!("ask for at most {} or use more bits", found.len())));
        }
        found
    }
}

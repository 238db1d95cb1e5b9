//! Shared helpers for the cross-crate suites: a small valid spec to break
//! one rule at a time, and a proptest strategy that explores the legal spec
//! space (raw `SpecFile`s drawn over every knob, kept only when they validate).

// The README's Rust blocks, compiled as doc tests (`cargo test --doc -p
// nttgen-tests`, part of `tests/run.sh`), so its examples keep building
// against the crates' API.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

pub mod fused_launch;

use codegen::arith::primes;
use codegen::arith::reduce::{Modulus, SOLINAS_PRIME};
use codegen::spec::{
    self, Access, FieldError, GivenRoots, Layout, ModuliFile, Pointwise, PrimeValue, Reduction, RootRule, Roots, Scaling,
    SpecError, SpecFile, Transform, Twiddles, ValidSpec, Word,
};
use proptest::prelude::*;
use std::collections::BTreeMap;

/// A small valid spec: negacyclic NTT of N = 2^8 over u64, one 50-bit prime
/// generated from bits/count, every other knob left to its default.
pub fn base_file() -> SpecFile {
    SpecFile {
        name: None,
        transform: Transform::NttNegacyclic,
        log_n: 8,
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
        truncate: None,
        pointwise: None,
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
        prefetch_ahead: None,
        twiddle_lookahead: None,
        pinned_twiddles: None,
        wide_shared_index: None,
        one_launch_sets: None,
        tiles_per_block: None,
        stream_lag: None,
        deferred_corrections: None,
        montgomery_companion: None,
        roots: None,
        gpu: None,
        moduli: ModuliFile { primes: None, bits: Some(50), count: Some(1), runtime: None },
        fused: None,
    }
}

/// `SpecFile` as TOML text (what a user would write).
pub fn to_toml(f: &SpecFile) -> String {
    toml::to_string(f).expect("a SpecFile always serialises")
}

/// The refusals of a spec that must be refused; panics (with the resolved
/// spec) when it is accepted.
pub fn refusals(f: &SpecFile) -> Vec<FieldError> {
    match spec::validate(f) {
        Ok(s) => panic!("spec was accepted but must be refused:\n{}\nresolved:\n{}", to_toml(f), s.to_toml().unwrap()),
        Err(SpecError::Invalid(errors)) => {
            assert!(!errors.is_empty(), "SpecError::Invalid with no field errors");
            errors
        }
        Err(e) => panic!("expected SpecError::Invalid, got {e}"),
    }
}

/// Validates or panics with the refusal text.
pub fn accept(f: &SpecFile) -> ValidSpec {
    match spec::validate(f) {
        Ok(s) => s,
        Err(e) => panic!("spec was refused but must be accepted:\n{}\n{e}", to_toml(f)),
    }
}

/// `count` primes of `bits` bits that suit `transform` at `log_n`, largest first.
pub fn primes_for(transform: Transform, log_n: u32, bits: u32, count: usize) -> Vec<u64> {
    let n = 1u64 << log_n;
    let step = if transform == Transform::NttCyclic { n } else { 2 * n };
    let mut out: Vec<u64> = primes::ntt_primes(bits, count * 8 + 8, step)
        .into_iter()
        .filter(|&q| transform != Transform::Dgt || codegen::arith::gaussian::dgt_admissible(q, n))
        .collect();
    out.truncate(count);
    assert_eq!(out.len(), count, "not enough {bits}-bit primes for {transform} at log_n {log_n}");
    out
}

/// Bits a generated prime may have for this transform, word and reduction
/// (the validator's rule for `moduli.bits`).
pub fn bits_range(transform: Transform, log_n: u32, word: Word, reduction: Reduction) -> (u32, u32) {
    let n = 1u64 << log_n;
    let step = if transform == Transform::NttCyclic { n } else { 2 * n };
    (64 - step.leading_zeros() + 1, Modulus::max_bits(word, reduction))
}

// ---------------------------------------------------------------------------
// The random-spec strategy.

/// One draw of every knob; turned into a `SpecFile` by [`Knobs::file`]. The
/// shape numbers (`cuts`, `bits_frac`) are read relative to the levels and
/// word drawn, so every field ranges over values that can be legal.
#[derive(Clone, Debug)]
pub struct Knobs {
    pub transform: Transform,
    pub log_n: u32,
    pub word: Word,
    pub reduction: Option<Reduction>,
    pub radix: Option<u32>,
    /// (kernels - 1, two cut positions); `None` = default split.
    pub split: Option<(usize, u32, u32)>,
    pub cluster: Option<u32>,
    pub layout: Option<Layout>,
    pub access: Option<Access>,
    pub twiddles: Option<Twiddles>,
    pub four_step: Option<bool>,
    pub pointwise: (Option<Pointwise>, Option<u32>),
    pub scaling: Option<Scaling>,
    pub streams: Option<u32>,
    /// Where in the legal bit range the primes sit, 0..=1000 per mille.
    pub bits_frac: u32,
    pub towers: u32,
    /// Write the primes out explicitly instead of bits/count.
    pub explicit_primes: bool,
    pub named: bool,
    pub roots: Option<RootsKnob>,
    /// `factored_levels`, where the drawn transform and twiddles allow it.
    pub factored: Option<u32>,
    /// `twiddle_pairs` (drawn off now and then: the two-table layout).
    pub pairs: Option<bool>,
    /// `vector_access` (drawn off now and then: word-by-word accesses).
    pub vectors: Option<bool>,
    /// `overlap_launches` (drawn off now and then: plain launches).
    pub overlap: Option<bool>,
    /// `sector_stores` (drawn on now and then).
    pub sectors: Option<bool>,
    /// `alternate_order` (drawn on now and then).
    pub alternate: Option<bool>,
    /// `evict_tables` (drawn on now and then).
    pub evict: Option<bool>,
    /// `prefetch_ahead` (drawn now and then).
    pub prefetch: Option<u32>,
    /// `twiddle_lookahead` (drawn on now and then).
    pub lookahead: Option<bool>,
    /// `pinned_twiddles` (drawn on now and then, never beside the lookahead).
    pub pinned: Option<bool>,
    /// `wide_shared_index` (drawn on now and then).
    pub wide: Option<bool>,
    /// `one_launch_sets` (drawn now and then; a count that does not fuse
    /// is refused, and drawn again).
    pub sets: Option<u32>,
    /// `deferred_corrections` (drawn off now and then; on is the default
    /// wherever it is admitted).
    pub deferred: Option<bool>,
    /// `tiles_per_block` (drawn now and then, where the spec's blocks are
    /// their own: no cluster, packed layout or L2 prefetch).
    pub tiles: Option<u32>,
    /// `stream_lag` (drawn now and then, where the forward's blocks are
    /// their own; refused, and drawn again, where it is not two kernels).
    pub stream: Option<u32>,
    /// `gpu`: a class's tuned defaults (drawn now and then).
    pub gpu: Option<&'static str>,
    /// Explicit primes as an instance of run-time moduli (`[moduli.runtime]`
    /// with the widest bound the reduction allows; drawn now and then).
    pub runtime: bool,
    /// `cluster_blocks` (drawn now and then: a set over a thread-block
    /// cluster, with the default split and the drawn sets per block).
    pub cluster_blocks: Option<u32>,
    /// Fused forms (`[[fused]]`, drawn now and then): the seed of
    /// [`fused_files`], which spells one or two forms from it.
    pub fused: Option<u64>,
}

/// A draw of the `roots` knob.
#[derive(Clone, Copy, Debug)]
pub enum RootsKnob {
    Rule(RootRule),
    /// Each prime's root given, as an odd power (picked by `seed`) of its
    /// default root: primitive of the same order, and mostly another one.
    Given { seed: u64 },
}

fn opt<T: Clone + std::fmt::Debug + 'static>(s: impl Strategy<Value = T> + 'static) -> BoxedStrategy<Option<T>> {
    prop_oneof![1 => Just(None), 4 => s.prop_map(Some)].boxed()
}

fn pick<T: Clone + std::fmt::Debug + 'static>(all: &'static [T]) -> BoxedStrategy<T> {
    proptest::sample::select(all).boxed()
}

/// Pointwise / truncate pairs, mostly consistent ones (the rest are refused).
fn pointwise_pair() -> BoxedStrategy<(Option<Pointwise>, Option<u32>)> {
    prop_oneof![
        3 => Just((None, None)),
        2 => prop_oneof![Just(None), Just(Some(0))].prop_map(|t| (Some(Pointwise::Hadamard), t)),
        2 => prop_oneof![Just(None), Just(Some(1))].prop_map(|t| (Some(Pointwise::FusedKaratsuba), t)),
        3 => prop_oneof![Just(None), (1u32..=4).prop_map(Some)].prop_map(|t| (Some(Pointwise::Schoolbook), t)),
        2 => prop_oneof![Just(None), Just(Some(4))].prop_map(|t| (Some(Pointwise::ToomCook4), t)),
        1 => (opt(pick(Pointwise::ALL)), opt(0u32..6)),
    ]
    .boxed()
}

/// The transform, its size and word, and the knobs of its kernels' shape:
/// reduction, radix, split, cluster, layout, access.
#[allow(clippy::type_complexity)]
fn shape_knobs(log_n: std::ops::RangeInclusive<u32>) -> impl Strategy<Value = (Transform, u32, Word, Option<Reduction>, Option<u32>, Option<(usize, u32, u32)>, Option<u32>, Option<Layout>, Option<Access>)> {
    (
        pick(Transform::ALL),
        log_n,
        pick(Word::ALL),
        opt(pick(Reduction::ALL)),
        opt(pick(&[2u32, 4, 8, 16])),
        opt((0usize..3, any::<u32>(), any::<u32>())),
        opt(pick(&[1u32, 2, 4, 8, 16, 32])),
        opt(pick(Layout::ALL)),
        opt(pick(Access::ALL)),
    )
}

/// `roots`: left out, one of the rules, or roots given (from a seed).
fn roots_knob() -> impl Strategy<Value = Option<RootsKnob>> {
    prop_oneof![
        3 => Just(None),
        1 => Just(Some(RootsKnob::Rule(RootRule::Nonresidue))),
        2 => Just(Some(RootsKnob::Rule(RootRule::Smallest))),
        1 => Just(Some(RootsKnob::Rule(RootRule::Generator))),
        1 => any::<u64>().prop_map(|seed| Some(RootsKnob::Given { seed })),
    ]
}

/// `sector_stores`, `alternate_order`, `evict_tables`, `wide_shared_index`
/// (each drawn on now and then) and `one_launch_sets`.
fn store_knobs() -> impl Strategy<Value = (Option<bool>, Option<bool>, Option<bool>, Option<bool>, Option<u32>)> {
    (
        prop_oneof![3 => Just(None), 1 => Just(Some(true))],
        prop_oneof![3 => Just(None), 1 => Just(Some(true))],
        prop_oneof![3 => Just(None), 1 => Just(Some(true))],
        prop_oneof![3 => Just(None), 1 => Just(Some(true))],
        prop_oneof![2 => Just(None), 1 => pick(&[1u32, 2, 4]).prop_map(Some)],
    )
}

pub fn knobs(log_n: std::ops::RangeInclusive<u32>) -> impl Strategy<Value = Knobs> {
    let a = shape_knobs(log_n);
    let b = (
        opt(pick(Twiddles::ALL)),
        prop_oneof![2 => Just(None), 2 => Just(Some(false)), 1 => Just(Some(true))],
        pointwise_pair(),
        opt(pick(Scaling::ALL)),
        prop_oneof![3 => Just(None), 1 => (1u32..=4).prop_map(Some)],
        // The widest primes a word and reduction take (31-bit u32 montgomery:
        // the narrow lazy butterflies) in a fifth of the specs.
        prop_oneof![4 => 0u32..=1000, 1 => Just(1000u32)],
        prop_oneof![4 => Just(1u32), 2 => Just(2u32), 1 => Just(3u32)],
        prop::bool::weighted(0.25),
        prop::bool::weighted(0.2),
        roots_knob(),
        prop_oneof![3 => Just(None), 1 => (1u32..=2).prop_map(Some)],
        (
            prop_oneof![3 => Just(None), 1 => Just(Some(false))],
            prop_oneof![3 => Just(None), 1 => Just(Some(false))],
            prop_oneof![4 => Just(None), 1 => Just(Some("h100")), 1 => Just(Some("h200"))],
            prop_oneof![3 => Just(false), 1 => Just(true)],
            prop_oneof![6 => Just(None), 1 => pick(&[2u32, 4, 8]).prop_map(Some)],
            prop_oneof![4 => Just(None), 1 => Just(Some(false))],
            store_knobs(),
            prop_oneof![3 => Just(None), 1 => (1u32..=2000).prop_map(Some)],
            // The lookahead and the pinned loads place the same loads: one at most.
            prop_oneof![5 => Just((None, None)), 2 => Just((Some(true), None)), 1 => Just((None, Some(true)))],
            prop_oneof![3 => Just(None), 1 => Just(Some(false))],
            prop_oneof![3 => Just(None), 1 => pick(&[2u32, 4]).prop_map(Some)],
            prop_oneof![4 => Just(None), 1 => pick(&[1u32, 4, 16]).prop_map(Some)],
        ),
    );
    let c = prop_oneof![4 => Just(None), 1 => any::<u64>().prop_map(Some)];
    (a, b, c).prop_map(
        |(
            (transform, log_n, word, reduction, radix, split, cluster, layout, access),
            (twiddles, four_step, pointwise, scaling, streams, bits_frac, towers, explicit_primes, named, roots, factored, (pairs, vectors, gpu, runtime, cluster_blocks, serial, (sectors, alternate, evict, wide, sets), prefetch, (lookahead, pinned), deferred, tiles, stream)),
            fused,
        )| Knobs {
            transform,
            log_n,
            word,
            reduction,
            radix,
            split,
            cluster,
            layout,
            access,
            twiddles,
            four_step,
            pointwise,
            scaling,
            streams,
            bits_frac,
            towers,
            explicit_primes,
            named,
            roots,
            factored,
            pairs,
            vectors,
            gpu,
            runtime,
            cluster_blocks,
            overlap: serial,
            sectors,
            alternate,
            evict,
            prefetch,
            lookahead,
            pinned,
            wide,
            sets,
            deferred,
            tiles,
            stream,
            fused,
        },
    )
}

/// One or two fused forms spelled from `seed`: a forward or an inverse,
/// up to two prologue and three epilogue steps over every op (a constant
/// in each form it takes; Shoup pairs where the spec is u64 shoup), centre
/// last now and then, now and then out of place (`from-y` first), and now
/// and then skipped towers.
pub fn fused_files(seed: u64, shoup: bool) -> Vec<codegen::spec::fused::FusedFile> {
    use codegen::spec::fused::{FusedFile, StepFile};
    use codegen::spec::{ConstForm, FusedTransform, ScaleBy, StepOp};
    let mut r = seed;
    let mut bits = |n: u32| {
        let v = r & ((1 << n) - 1);
        r = r.rotate_right(n) ^ 0x9e37_79b9_7f4a_7c15;
        v
    };
    let step = |k: u64| {
        let plain = |op| StepFile { op, constant: None, form: None, by: None };
        let mul = |name: &str, form| StepFile { constant: Some(name.to_string()), form: Some(form), ..plain(StepOp::Mul) };
        match k % 12 {
            0 => mul("cp", ConstForm::Plain),
            1 => mul("cm", ConstForm::Montgomery),
            2 if shoup => mul("cs", ConstForm::Shoup),
            2 => mul("cq", ConstForm::Plain),
            3 => plain(StepOp::MulY),
            4 => plain(StepOp::AddY),
            5 => plain(StepOp::SubY),
            6 => plain(StepOp::SubFromY),
            7 => StepFile { by: Some(ScaleBy::NInv), ..plain(StepOp::Scale) },
            8 => StepFile { by: Some(ScaleBy::N), ..plain(StepOp::Scale) },
            9 => plain(StepOp::ToMontgomery),
            10 => plain(StepOp::FromMontgomery),
            _ => mul("cp", ConstForm::Plain),
        }
    };
    (0..1 + bits(1))
        .map(|i| {
            let transform = if bits(1) == 0 { FusedTransform::Forward } else { FusedTransform::Inverse };
            let mut prologue: Vec<StepFile> = (0..bits(2) % 3).map(|_| step(bits(4))).collect();
            // Now and then out of place: y in, x out.
            if bits(3) == 0 {
                prologue.insert(0, StepFile { op: StepOp::FromY, constant: None, form: None, by: None });
            }
            let mut epilogue: Vec<StepFile> = (0..bits(2)).map(|_| step(bits(4))).collect();
            if bits(2) == 0 {
                epilogue.push(StepFile { op: StepOp::Centre, constant: None, form: None, by: None });
            }
            let skip_towers = bits(2) == 0 || (prologue.is_empty() && epilogue.is_empty());
            FusedFile { name: format!("f{i}"), transform, prologue, epilogue, skip_towers }
        })
        .collect()
}

impl Knobs {
    /// The raw spec file these knobs describe (it may well be refused).
    pub fn file(&self) -> SpecFile {
        let levels = self.transform.levels(self.log_n);
        let pw = self.pointwise.0.unwrap_or(Pointwise::Hadamard);
        let truncate = self.pointwise.1.unwrap_or_else(|| pw.required_truncate().unwrap_or(1));
        let computed = levels.saturating_sub(truncate);
        let stage_split = self.stage_split(computed);
        let reduction = self.reduction.unwrap_or(codegen::spec::default_reduction(self.word));
        let (moduli, prime_list) = self.moduli(reduction);
        SpecFile {
            name: self.named.then(|| format!("k_{}_{}", self.transform.as_str().replace('-', "_"), self.log_n)),
            transform: self.transform,
            log_n: self.log_n,
            word: self.word,
            reduction: self.reduction,
            radix: self.radix,
            // Over a cluster: its default split (the whole transform in one
            // kernel), the rest of the knobs drawn (sets per block too).
            stage_split: if self.cluster_blocks.is_some() { None } else { stage_split },
            cluster: self.cluster,
            cluster_blocks: self.cluster_blocks,
            layout: self.layout,
            access: self.access,
            twiddles: self.twiddles,
            four_step: self.four_step,
            truncate: self.pointwise.1,
            pointwise: self.pointwise.0,
            scaling: self.scaling,
            streams: self.streams,
            min_blocks: None,
            inverse_min_blocks: None,
            last_min_blocks: None,
            // Drawn where the spec can take it (negacyclic, table, no four-step).
            factored_levels: self.factored.filter(|_| {
                self.transform == Transform::NttNegacyclic && matches!(self.twiddles, None | Some(Twiddles::Table)) && self.four_step != Some(true)
            }),
            twiddle_pairs: self.pairs,
            vector_access: self.vectors,
            one_launch: None,
            overlap_launches: self.overlap,
            sector_stores: self.sectors,
            alternate_order: self.alternate,
            evict_tables: self.evict,
            prefetch_ahead: self.prefetch,
            twiddle_lookahead: self.lookahead,
            // Refused beside evict_tables (the strong loads carry no hint).
            pinned_twiddles: self.pinned.filter(|_| self.evict != Some(true)),
            wide_shared_index: self.wide,
            one_launch_sets: self.sets,
            tiles_per_block: self.tiles.filter(|_| self.cluster_blocks.is_none() && self.layout != Some(Layout::Packed) && self.prefetch.is_none()),
            stream_lag: self.stream.filter(|_| self.cluster_blocks.is_none() && self.layout != Some(Layout::Packed) && self.prefetch.is_none() && self.tiles.is_none()),
            deferred_corrections: self.deferred,
            // Montgomery's twiddle companion in about half the montgomery specs
            // (drawn from the prime-size and tower draws, so no new strategy).
            montgomery_companion: (reduction == codegen::spec::Reduction::Montgomery && (self.bits_frac + self.towers) % 2 == 1).then_some(true),
            roots: self.roots.map(|r| roots_file(r, self.transform, self.log_n, &prime_list)),
            gpu: self.gpu.map(str::to_string),
            moduli,
            // The NTTs' (the DGT takes none); Shoup pairs where the spec is u64 shoup.
            fused: self.fused.filter(|_| self.transform != Transform::Dgt).map(|seed| {
                fused_files(seed, self.word == Word::U64 && matches!(self.reduction, None | Some(codegen::spec::Reduction::Shoup)))
            }),
        }
    }

    /// A random composition of the `computed` levels into the kernels the
    /// knobs draw, where they draw a split.
    fn stage_split(&self, computed: u32) -> Option<Vec<u32>> {
        self.split.map(|(extra, c1, c2)| {
            let kernels = (extra as u32 + 1).min(computed.max(1));
            // Random composition of `computed` into `kernels` positive parts.
            let mut cuts: Vec<u32> = match kernels {
                1 => vec![],
                2 => vec![1 + c1 % computed.saturating_sub(1).max(1)],
                _ => {
                    let span = computed.saturating_sub(1).max(1);
                    let (x, y) = (1 + c1 % span, 1 + c2 % span);
                    if x == y {
                        vec![x]
                    } else {
                        vec![x.min(y), x.max(y)]
                    }
                }
            };
            cuts.push(computed);
            let mut prev = 0;
            cuts.into_iter()
                .map(|c| {
                    let l = c - prev;
                    prev = c;
                    l
                })
                .collect::<Vec<u32>>()
        })
    }

    /// The moduli of the file, and the primes it names or the validator
    /// will pick from bits and count.
    fn moduli(&self, reduction: Reduction) -> (ModuliFile, Vec<u64>) {
        if reduction == Reduction::Solinas {
            (ModuliFile { primes: Some(vec![PrimeValue::Text(SOLINAS_PRIME.to_string())]), bits: None, count: None, runtime: None }, vec![SOLINAS_PRIME])
        } else {
            let (lo, hi) = bits_range(self.transform, self.log_n, self.word, reduction);
            let bits = if hi >= lo { lo + (hi - lo) * self.bits_frac / 1000 } else { hi };
            let n = 1u64 << self.log_n;
            let step = if self.transform == Transform::NttCyclic { n } else { 2 * n };
            let list = primes::ntt_primes(bits, self.towers as usize, step);
            // Given roots name the primes; run-time primes take a rule.
            let runtime = (self.runtime && !matches!(self.roots, Some(RootsKnob::Given { .. }))).then_some(codegen::spec::RuntimeModuli { max_bits: hi.max(bits), max_towers: self.towers.max(1) });
            if self.explicit_primes {
                (ModuliFile { primes: Some(list.iter().map(|&q| PrimeValue::from(q)).collect()), bits: None, count: None, runtime }, list)
            } else {
                (ModuliFile { primes: None, bits: Some(bits), count: Some(self.towers), runtime: None }, list)
            }
        }
    }
}

/// The `roots` field a [`RootsKnob`] describes for these primes.
fn roots_file(knob: RootsKnob, transform: Transform, log_n: u32, prime_list: &[u64]) -> Roots {
    use codegen::arith::roots::{pow_mod, primitive_root_of_unity};
    let seed = match knob {
        RootsKnob::Rule(rule) => return Roots::Rule(rule),
        RootsKnob::Given { seed } => seed,
    };
    let n = 1u64 << log_n;
    let order = if transform == Transform::NttCyclic { n } else { 2 * n };
    // A prime without such a root gets 0, which the validator refuses.
    let list: Vec<PrimeValue> = prime_list
        .iter()
        .enumerate()
        .map(|(i, &q)| {
            let k = 2 * (seed.rotate_left(7 * i as u32) % (order / 2).max(1)) + 1;
            PrimeValue::from(primitive_root_of_unity(order, q).map_or(0, |r| pow_mod(r, k, q)))
        })
        .collect();
    match transform {
        Transform::NttCyclic => Roots::Given(GivenRoots { psi: None, omega: Some(list) }),
        _ => Roots::Given(GivenRoots { psi: Some(list), omega: None }),
    }
}

/// Raw spec files over every knob; many are refused.
pub fn spec_files(log_n: std::ops::RangeInclusive<u32>) -> impl Strategy<Value = SpecFile> {
    knobs(log_n).prop_map(|k| k.file())
}

/// Valid specs over every knob: raw files kept only when they validate and
/// their lowered kernels fit the GPU's limits (`plan::resources`).
pub fn valid_specs(log_n: std::ops::RangeInclusive<u32>) -> impl Strategy<Value = (SpecFile, ValidSpec)> {
    spec_files(log_n).prop_filter_map("spec refused by the validator or after lowering", |f| generates(&f).map(|s| (f, s)))
}

/// `count` specs drawn from [`valid_specs`] with a fixed seed: the one
/// random-spec strategy, shared by the proptests and the GPU check's drawer
/// (`gpu-check --random N --seed S`), so both explore the same space.
pub fn draw_valid_specs(log_n: std::ops::RangeInclusive<u32>, count: usize, seed: u64) -> Vec<ValidSpec> {
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    use proptest::strategy::ValueTree;
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &bytes);
    let mut runner = TestRunner::new_with_rng(Config { max_global_rejects: u32::MAX, max_local_rejects: u32::MAX, ..Config::default() }, rng);
    let strategy = valid_specs(log_n);
    (0..count).map(|_| strategy.new_tree(&mut runner).expect("the legal space is not empty").current().1).collect()
}

/// The spec when the generator takes it: valid, and every lowered kernel
/// within the limits.
pub fn generates(f: &SpecFile) -> Option<ValidSpec> {
    let s = spec::validate(f).ok()?;
    codegen::plan::lower(&s).ok()?;
    Some(s)
}

/// The refusal after lowering of a spec the validator accepts; panics when
/// the validator refuses it or its kernels fit.
pub fn resource_refusal(f: &SpecFile) -> codegen::plan::resources::ResourceError {
    let s = accept(f);
    match codegen::plan::lower(&s) {
        Ok(_) => panic!("spec fits after lowering but must be refused:\n{}", s.to_toml().unwrap()),
        Err(codegen::plan::PlanError::Resources(e)) => e,
        Err(e) => panic!("refused after lowering, but not for resources: {e}"),
    }
}

/// Validates, and checks every lowered kernel within the limits, or panics.
pub fn accept_lowered(f: &SpecFile) -> ValidSpec {
    let s = accept(f);
    if let Err(e) = codegen::plan::lower(&s) {
        panic!("spec refused after lowering but must be accepted:\n{}\n{e}", to_toml(f));
    }
    s
}

/// Counts of specs per knob value, for coverage reports.
#[derive(Default, Debug)]
pub struct Tally(pub BTreeMap<&'static str, BTreeMap<String, usize>>);

impl Tally {
    pub fn add(&mut self, s: &ValidSpec) {
        let mut put = |k: &'static str, v: String| *self.0.entry(k).or_default().entry(v).or_default() += 1;
        put("transform", s.transform.to_string());
        put("log_n", s.log_n.to_string());
        put("word", s.word.to_string());
        put("reduction", s.reduction.to_string());
        put("radix", s.radix.to_string());
        put("kernels", s.stage_split.len().to_string());
        put("cluster", s.cluster.to_string());
        put("layout", s.layout.to_string());
        put("access", s.access.to_string());
        put("twiddles", s.twiddles.to_string());
        put("four_step", s.four_step.to_string());
        put("truncate", s.truncate.to_string());
        put("pointwise", s.pointwise.to_string());
        put("scaling", s.scaling.to_string());
        put("towers", s.towers().to_string());
        put("roots", match &s.roots {
            Roots::Rule(rule) => rule.to_string(),
            Roots::Given(_) => "given".to_string(),
        });
        // The narrow lazy butterflies (31-bit u32 montgomery primes) against Harvey's.
        if codegen::plan::lower::stage::groups::lazy(s) {
            put("lazy", if codegen::plan::lower::stage::groups::narrow(s) { "narrow" } else { "harvey" }.to_string());
        }
        put("fused", s.fused.len().to_string());
        for f in &s.fused {
            put("fused_form", format!("{}{}", f.transform, if f.skip_towers { "+skip" } else { "" }));
        }
        // Pairs of knobs that need their own lowering together.
        if s.transform == Transform::Dgt && s.truncate > 0 {
            put("combination", "dgt-truncated".to_string());
        }
        if s.four_step && s.truncate > 0 {
            put("combination", "four-step-truncated".to_string());
        }
    }
    pub fn report(&self) -> String {
        let mut out = String::new();
        for (k, vals) in &self.0 {
            let parts: Vec<String> = vals.iter().map(|(v, c)| format!("{v}={c}")).collect();
            out += &format!("  {k:<10} {}\n", parts.join(" "));
        }
        out
    }
    /// Knob values of `all` that no spec exercised.
    pub fn missing(&self, knob: &'static str, all: &[&str]) -> Vec<String> {
        let seen = self.0.get(knob);
        all.iter().filter(|v| seen.is_none_or(|m| !m.contains_key(**v))).map(|v| v.to_string()).collect()
    }
}

/// The `codegen` binary of this build (`NTTGEN_CODEGEN_BIN` overrides):
/// built next to the test executable's profile directory when missing.
pub fn codegen_bin() -> &'static std::path::Path {
    use std::path::{Path, PathBuf};
    use std::process::Command;
    use std::sync::OnceLock;
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| {
        if let Some(p) = std::env::var_os("NTTGEN_CODEGEN_BIN") {
            return PathBuf::from(p);
        }
        let exe = std::env::current_exe().expect("test executable path");
        // target/<profile>/deps/cli-<hash>
        let profile_dir = exe.parent().and_then(Path::parent).expect("target/<profile>/deps").to_path_buf();
        let target_dir = profile_dir.parent().expect("target dir").to_path_buf();
        let bin = profile_dir.join(format!("codegen{}", std::env::consts::EXE_SUFFIX));
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| option_env!("CARGO").unwrap_or("cargo").into());
        let profile: &[&str] = match profile_dir.file_name().and_then(|n| n.to_str()) {
            Some("release") => &["--release"],
            Some("debug") => &["--profile", "test"],
            Some(other) => panic!("unexpected profile directory {other}; set NTTGEN_CODEGEN_BIN"),
            None => panic!("cannot tell the profile; set NTTGEN_CODEGEN_BIN"),
        };
        let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml");
        let status = Command::new(&cargo)
            .args(["build", "--quiet", "-p", "nttgen-codegen", "--bin", "codegen", "--manifest-path"])
            .arg(&manifest)
            .arg("--target-dir")
            .arg(&target_dir)
            .args(profile)
            .status();
        match status {
            Ok(s) if s.success() => {}
            other if bin.exists() => eprintln!("cargo build of codegen failed ({other:?}); using the existing {}", bin.display()),
            other => panic!("cannot build the codegen binary ({other:?}) and {} does not exist", bin.display()),
        }
        assert!(bin.exists(), "{} missing after cargo build", bin.display());
        bin
    })
}

/// A plan with one thread-block cluster kernel, for the cluster scope of the
/// IR: `reverse` reverses each polynomial of 2^8 words through distributed
/// shared memory. Two blocks of 128 threads form a cluster; each block
/// stores its half in its own shared memory, and after a cluster barrier
/// reads the other block's half backwards (`ClusterShared`), then waits at
/// a second cluster barrier so neither block exits while the other reads.
pub fn cluster_reverse_plan() -> codegen::plan::Plan {
    use codegen::plan::{BufferDecl, BufferKind, Buf, Expr, Kernel, Mem, Op, Param, Phase, Program, Reg, Role, Scope, Step, Var};
    let mut plan = codegen::plan::lower(&accept(&base_file())).expect("the base spec lowers");
    let half = (plan.words_per_poly / 2) as u32;
    let (tid, bid) = (Expr::var(Var::TidX), Expr::var(Var::BidX));
    let mine = bid.clone().mul(Expr::c(half)).add(tid.clone());
    let other = bid.clone().add(Expr::c(1)).and(1);
    let phase = |note: &str, sync: Option<Scope>, ops: Vec<Op>| Phase { note: note.into(), sync, ops };
    let kernel = Kernel {
        name: format!("{}_rev", plan.spec.name),
        role: Role::Forward,
        grid_x: 2,
        block: [half, 1],
        cluster_blocks: 2,
        pack: None,
        shared_words: half,
        regs: 2,
        params: vec![Param::Buf(Buf::X)],
        phases: vec![
            phase("load my half into my shared memory", None, vec![
                Op::Ld { dst: Reg(0), mem: Mem::Global(Buf::X), idx: mine.clone() },
                Op::St { src: Reg(0), mem: Mem::Shared, idx: tid.clone() },
            ]),
            phase("read the other block's half backwards", Some(Scope::Cluster), vec![
                Op::Ld { dst: Reg(1), mem: Mem::ClusterShared(other), idx: Expr::c(half - 1).sub(tid) },
                Op::St { src: Reg(1), mem: Mem::Global(Buf::X), idx: mine },
            ]),
            phase("stay until the other block has read mine", Some(Scope::Cluster), vec![]),
        ],
        cost: Default::default(),
        levels: vec![],
        min_blocks: 0,
        overlap: false,
        early_ops: 0,
        pinned_tables: false,
        descending: false,
        prefetch_ahead: 0,
        tiles_per_block: 1,
        stream: None,
        staging: vec![],
        skip_towers: false,
        y_rows: false,
    };
    plan.kernels = vec![kernel];
    plan.buffers = vec![BufferDecl { name: "x".into(), kind: BufferKind::Operand }];
    plan.programs = vec![Program {
        name: "reverse".into(),
        operands: vec![0],
        scratch: vec![],
        steps: vec![Step { kernel: 0, bind: vec![(Buf::X, 0)] }],
        doc: "x <- x reversed, through distributed shared memory".into(),
        tower_args: vec![],
        skip_towers: false,
        y_rows: false,
    }];
    plan
}

/// Each PTX entry's name and text (from its `.entry` line to the next one).
pub fn ptx_entry_bodies(ptx: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = vec![];
    for line in ptx.split_inclusive('\n') {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix(".visible .entry ").or_else(|| t.strip_prefix(".entry ")) {
            let end = rest.find(|c: char| c == '(' || c.is_whitespace()).unwrap_or(rest.len());
            out.push((rest[..end].to_string(), String::new()));
        }
        if let Some(last) = out.last_mut() {
            last.1 += line;
        }
    }
    out
}

//! What the search tries: the knob groups of the descent, in the order it
//! tries them (the spec's shape first, then the levers the ablations
//! measured one at a time), and the sweep's grid.

use super::{batch_of, Knobs, TuneOptions, LATENCY_POLYS};
use codegen::spec::{Access, Layout, Twiddles, Word};

/// One knob group: its name and the values it tries, each a set of knobs.
type Group = (&'static str, Vec<Knobs>);

/// The knob groups and their values for the workload, in the order the
/// descent tries them; a group with nothing to try is left out.
pub(super) fn moves(o: &TuneOptions) -> Vec<Group> {
    let splits = splits(o.log_n);
    let mut groups = shape_moves(o, &splits);
    groups.extend(kernel_code_moves());
    groups.extend(schedule_moves(o, &splits));
    groups.into_iter().filter(|(_, moves)| !moves.is_empty()).collect()
}

/// The stage splits tried for `l` levels: one kernel where it holds them,
/// two kernels around the middle, three around thirds.
fn splits(l: u32) -> Vec<Vec<u32>> {
    let mut splits: Vec<Vec<u32>> = vec![];
    if l <= 12 {
        splits.push(vec![l]);
    }
    for a in (l / 2).saturating_sub(2)..=(l / 2 + 2) {
        if a >= 1 && a < l && a <= 12 && l - a <= 12 {
            splits.push(vec![l - a, a]);
        }
    }
    if l >= 9 {
        let t = l / 3;
        splits.push(vec![l - 2 * t, t, t]);
    }
    splits.sort();
    splits.dedup();
    splits
}

/// Knob `k` at each of `vals`.
fn one(k: &'static str, vals: &[&str]) -> Vec<Knobs> {
    vals.iter().map(|v| Knobs::from([(k, v.to_string())])).collect()
}

/// Knob `k` at every value of a spec enum, from its list, quoted as a spec
/// file spells it (a new variant is tried without an edit here).
fn every(k: &'static str, names: impl IntoIterator<Item = &'static str>) -> Vec<Knobs> {
    names.into_iter().map(|n| Knobs::from([(k, format!("\"{n}\""))])).collect()
}

/// A stage split as a move of one kernel per block (no cluster).
fn split_move(s: &[u32]) -> Knobs {
    Knobs::from([("stage_split", format!("{s:?}")), ("cluster_blocks", "1".into())])
}

/// The spec's shape: the built-in defaults first (the baseline every move
/// must beat), then the split, radix, λ, reduction (the descriptors'
/// tunable ones, the word's default first), twiddle storage, layout,
/// access, four-step and factored levels.
fn shape_moves(o: &TuneOptions, splits: &[Vec<u32>]) -> Vec<Group> {
    let reductions = codegen::arith::reduce::tuned_reductions(o.spec_word());
    vec![
        ("defaults", vec![Knobs::new()]),
        ("stage_split", splits.iter().map(|s| split_move(s)).collect()),
        ("radix", one("radix", &["4", "8", "16"])),
        ("cluster", one("cluster", &["1", "2", "4", "8", "16", "32"])),
        ("reduction", every("reduction", reductions.iter().map(|r| r.as_str()))),
        ("twiddles", every("twiddles", Twiddles::ALL.iter().map(|t| t.as_str()))),
        ("layout", every("layout", Layout::ALL.iter().map(|l| l.as_str()))),
        ("access", every("access", Access::ALL.iter().map(|a| a.as_str()))),
        ("four_step", one("four_step", &["false", "true"])),
        ("factored_levels", one("factored_levels", &["0", "1", "2", "3"])),
    ]
}

/// The kernel code's levers: register budgets, when twiddles load, how
/// shared memory is indexed.
fn kernel_code_moves() -> Vec<Group> {
    vec![
        // 5 and 6 (48 and 40 registers at 256 threads): the H100's 2^15 and
        // 2^16 forwards 1.5-2% faster at 6 (docs/BENCHMARKS.md, levers).
        ("min_blocks", one("min_blocks", &["0", "2", "4", "5", "6", "8"])),
        // The late levels' kernel on a budget of its own: at 2^17 the H100's
        // second forward kernel (128 threads) holds 80 registers at 34%
        // occupancy and fits 64 / 48 at 8 / 10 blocks without a spill, where
        // the first (256 threads) spills from 6 up (docs/BENCHMARKS.md,
        // levers). Refused (skipped) for one kernel; once taken, a move to one
        // kernel is refused too.
        ("last_min_blocks", one("last_min_blocks", &["8", "10", "12"])),
        // Each phase's twiddles loaded before the barrier that opens it:
        // the H100's 2^14 and 2^16 entries 3-6% faster, the latter with
        // four blocks per SM (docs/BENCHMARKS.md, levers).
        ("twiddle_lookahead", one("twiddle_lookahead", &["false", "true"])),
        // Each table load at the start of the phase before its use, a strong
        // load the compiler keeps there: one limb's one-launch forward at
        // 2^17 5.58 -> 5.38 us a call on the H100 built by nvcc, no change
        // built by NVRTC, slower at 2^16 (docs/BENCHMARKS.md, levers).
        // Refused (skipped) beside the lookahead.
        ("pinned_twiddles", one("pinned_twiddles", &["false", "true"])),
        // Shared memory indexed from an opaque 64-bit zero, so NVRTC folds
        // each constant offset into the access (5-6% fewer instructions):
        // one limb at 2^12 / 2^17 0.1 us a call faster and mode P at 2^17
        // 1.4% on the H100, mode F's streamed forward 2.5% and one limb's
        // product 3% slower (docs/BENCHMARKS.md, levers).
        ("wide_shared_index", one("wide_shared_index", &["false", "true"])),
    ]
}

/// The schedule's levers: how a call's work spreads over launches, blocks,
/// clusters and memory, and the corrections the primes leave room to skip.
fn schedule_moves(o: &TuneOptions, splits: &[Vec<u32>]) -> Vec<Group> {
    let l = o.log_n;
    let small = o.towers as u64 * batch_of(o) as u64 <= LATENCY_POLYS;
    let deferred = o.spec_word() == Word::U64 && o.bits <= codegen::arith::reduce::DEFERRED_MAX_BITS;
    // One set per block pays with the split that makes its column pass
    // fill whole sectors ([7, 9] at 2^16), where neither move pays alone
    // (docs/BENCHMARKS.md, levers): each split at one set is a move too.
    let mut sets_moves = one("one_launch_sets", &["0", "1", "2", "4"]);
    sets_moves.extend(splits.iter().map(|s| {
        let mut k = split_move(s);
        k.insert("one_launch_sets", "1".into());
        k
    }));
    let mut cluster_mode = vec![Knobs::from([("cluster_blocks", "1".to_string())])];
    for cb in [2u32, 4, 8] {
        cluster_mode.push(Knobs::from([("cluster_blocks", cb.to_string()), ("stage_split", format!("[{l}]")), ("cluster", "1".into()), ("access", "\"classic\"".into()), ("twiddles", "\"table\"".into())]));
    }
    vec![
        // Sets per block of the one-launch forms, which only small calls
        // run: one limb at 2^16 over [7, 9] at 1 set per block (128 blocks
        // of 128 threads, whole 32-byte sectors before the grid barrier)
        // 4.29 us a call on the H100 against 4.74 for the entry before
        // (docs/BENCHMARKS.md, levers).
        ("one_launch_sets", if small { sets_moves } else { vec![] }),
        // The corrections left out where the primes leave room: 2^16 P 2-3%
        // faster on both GPUs, 2^12 and mode F slower (docs/BENCHMARKS.md,
        // levers); only u64 with primes of at most 60 bits admits it.
        ("deferred_corrections", if deferred { one("deferred_corrections", &["true", "false"]) } else { vec![] }),
        // Two tiles per block, the next one's words copied ahead: 12-20%
        // slower on the H100's entries (docs/BENCHMARKS.md, levers); searched
        // so a GPU where it pays finds it.
        ("tiles_per_block", one("tiles_per_block", &["1", "2"])),
        // The forward's two kernels as one persistent streamed launch: mode
        // F on the H100 6% faster at 16 polynomials behind, P level at 2^16
        // and slower at 2^17 (docs/BENCHMARKS.md, levers); refused (and so
        // skipped) where the forward is not two kernels.
        ("stream_lag", one("stream_lag", &["0", "16"])),
        ("cluster_blocks", cluster_mode),
        // Whole-sector last stores: level on the two-kernel forms, 2-10%
        // faster on the one-kernel cluster forms at 2^13-2^15 (the H100's
        // 2^15 no longer spills); after `cluster_blocks`, so the descent
        // tries it on a cluster form it has just taken (docs/BENCHMARKS.md,
        // levers).
        ("sector_stores", one("sector_stores", &["false", "true"])),
        // Each kernel after the first in the opposite order to the one
        // before, so it starts on the words L2 still holds
        // (docs/BENCHMARKS.md, levers).
        ("alternate_order", one("alternate_order", &["false", "true"])),
        // Table loads evict-first in L2, so the words a later kernel reads
        // stay: the H100's 2^17 entry, slower elsewhere (docs/BENCHMARKS.md,
        // levers).
        ("evict_tables", one("evict_tables", &["false", "true"])),
    ]
}

/// The sweep's grid (Coala's exploration): one kernel where the levels fit
/// one, every split over two kernels, each with every λ from 1 to 64.
pub(super) fn sweep_moves(o: &TuneOptions) -> Vec<Knobs> {
    let l = o.log_n;
    let mut splits: Vec<Vec<u32>> = (1..l).map(|a| vec![a, l - a]).collect();
    splits.insert(0, vec![l]);
    let mut grid = vec![];
    for s in &splits {
        for lambda in [1u32, 2, 4, 8, 16, 32, 64] {
            grid.push(Knobs::from([("stage_split", format!("{s:?}")), ("cluster", lambda.to_string())]));
        }
    }
    grid
}

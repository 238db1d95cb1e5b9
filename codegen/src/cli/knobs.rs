//! `codegen knobs`: every spec knob, its values and its default. The value
//! lists come from the spec's enums (`ALL`), the numeric bounds from the
//! spec's limits (`spec::limits`), so this list cannot drift from what is accepted.

use codegen::spec::limits::{MAX_FACTORED_LEVELS, MAX_LEVELS_PER_KERNEL, MAX_LOG_N, MAX_MIN_BLOCKS, MAX_PREFETCH_AHEAD, MAX_STREAMS, MAX_STREAM_LAG, MAX_TILES_PER_BLOCK};
use codegen::spec::types::default_reduction;
use codegen::spec::{Access, Layout, Pointwise, Reduction, RootRule, Scaling, Transform, Twiddles, Word};

fn choices<T: Copy + std::fmt::Display>(all: &[T]) -> String {
    all.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" | ")
}

/// (knob, values, default) in spec-file order.
pub fn rows() -> Vec<(&'static str, String, String)> {
    vec![
        ("name", "letters, digits and _ (a C and Rust identifier)".into(), "spelled from the configuration".into()),
        ("transform", choices(Transform::ALL), "required".into()),
        ("log_n", format!("1 ..= {MAX_LOG_N} (N = 2^log_n)"), "required".into()),
        ("word", choices(Word::ALL), "required".into()),
        ("reduction", choices(Reduction::ALL), format!("{} for u32, {} for u64", default_reduction(Word::U32), default_reduction(Word::U64))),
        ("radix", "2 | 4 | 8 | 16".into(), "8 (16 with cluster_blocks where 8 would need over 1024 threads per block)".into()),
        ("stage_split", format!("levels per kernel, each 1 ..= {MAX_LEVELS_PER_KERNEL}, summing to levels - truncate"), "as few kernels of at most 11 levels as possible, larger first".into()),
        ("cluster", "1 | 2 | 4 | ... (dependency sets per block)".into(), "the most that keeps every kernel at or under 128 threads".into()),
        ("cluster_blocks", "1 | 2 | 4 | 8 (blocks of a Hopper thread-block cluster sharing one set; sm_90 and later)".into(), "1 (off)".into()),
        ("layout", choices(Layout::ALL), Layout::Natural.to_string()),
        ("access", choices(Access::ALL), Access::Classic.to_string()),
        ("twiddles", choices(Twiddles::ALL), Twiddles::Table.to_string()),
        ("four_step", "true | false".into(), "false".into()),
        ("truncate", "0 ..= levels (see pointwise)".into(), "what pointwise needs (hadamard 0, fused-karatsuba 1, toom-cook-4 4; schoolbook 1)".into()),
        ("pointwise", choices(Pointwise::ALL), Pointwise::Hadamard.to_string()),
        ("scaling", choices(Scaling::ALL), Scaling::Merged.to_string()),
        ("streams", format!("1 ..= {MAX_STREAMS}"), "1".into()),
        ("factored_levels", format!("0 ..= {MAX_FACTORED_LEVELS} (the largest levels whose twiddle is table[e_hi] * table[e_lo], the low factor applied to the data; ntt-negacyclic, twiddles = \"table\", no four_step)"), "2 for u64 shoup with primes below 2^61 on ntt-negacyclic table twiddles without four_step, log_n other than 14, else 0".into()),
        ("vector_access", "true | false (a thread's adjacent global words read and written 16 bytes at a time where the plan proves them aligned; false: one word per access)".into(), "true".into()),
        ("one_launch", "true | false (each program of several launches also as one launch, <program>_coop, with grid barriers between its parts; the executors use it where the whole grid fits the GPU at once, the runtime launching it with a grid counter of its stream's so that it overlaps the launch before it (sm_90 and later), the C functions cooperatively; false: none)".into(), "true".into()),
        ("overlap_launches", "true | false (every kernel waits for the grid before it, griddepcontrol.wait, before it touches a buffer (a one-launch kernel's twiddles load ahead of the wait) and is launched with programmatic stream serialization on sm_90 and later, so it is scheduled while that grid drains; false: plain launches)".into(), "true".into()),
        ("sector_stores", "true | false (neighbouring lanes swap half their words through the warp shuffle before the last 16-byte stores, so each store instruction fills whole 32-byte sectors; u64 and u32, where the plan proves the layout)".into(), "false".into()),
        ("alternate_order", "true | false (each kernel of a program after the first hands out its polynomials in the opposite order to the kernel before it, so its first blocks read the words that kernel wrote last, still in L2; not for cooperative, streamed or prefetching kernels; adds _alt)".into(), "false".into()),
        ("evict_tables", "true | false (table loads marked evict-first in L2, ld.global.cs: where each tower's tables serve few polynomials, they leave L2 before the words a later kernel reads; adds _evt)".into(), "false".into()),
        ("prefetch_ahead", format!("0 ..= {MAX_PREFETCH_AHEAD} (blocks: each block of a transform kernel prefetches into L2, after its own loads, the words that the block about this many places later in launch order will load, rounded up to whole polynomials, prefetch.global.L2; about the blocks the GPU holds at once is the natural value; adds _pf<N>)"), "0 (off)".into()),
        ("tiles_per_block", format!("1 ..= {} (a power of two: each block of a transform kernel runs this many tiles in turn, the next tile's words copied into shared memory with cp.async while it computes this one; not with cluster_blocks, the packed layout or prefetch_ahead; adds _tpb<N>)", MAX_TILES_PER_BLOCK), "1 (off)".into()),
        ("stream_lag", format!("0 ..= {} (polynomials: the forward's two kernels as one streamed launch, each block taking the next work item in order from a counter, the second kernel's blocks of a polynomial this many polynomials behind the first's, waiting for its polynomial's first-kernel blocks; a forward of two kernels, not with cluster_blocks, the packed layout, tiles_per_block or prefetch_ahead; adds _sl<N>)", MAX_STREAM_LAG), "0 (off)".into()),
        ("twiddle_lookahead", "true | false (each phase's twiddle loads issued at the end of the phase before, ahead of the barrier between them, so they are in flight while the block exchanges through shared memory; adds _tla)".into(), "false".into()),
        ("pinned_twiddles", "true | false (each table load issued at the start of the phase before the one that first reads it, as a strong CTA-scope load, ld.relaxed.cta, which the compiler may not sink below the barrier between them, so each phase's twiddles are in flight while the phase before computes; every transform kernel, the one-launch kernels included; not with twiddle_lookahead or evict_tables; adds _pin)".into(), "false".into()),
        ("wide_shared_index", "true | false (shared memory indexed smem[smem_z + index + offset] from a 64-bit zero the compiler cannot see through, so that NVRTC, which addresses shared memory with 64-bit pointers, folds each constant offset into its access, as nvcc does; about 5% fewer instructions, faster in some kernels and slower in others; adds _wsi)".into(), "false".into()),
        ("one_launch_sets", "0 | 1 | 2 | 4 | 8 | 16 | 32 (dependency sets of each part per block of the one-launch forms, the kernels with grid barriers that run small batches: 0 takes the fewest of 2, 4, .. with which every program fuses; a count that does not fuse is refused; adds _ols<N>)".into(), "0 (the fewest that fuse)".into()),
        ("deferred_corrections", "true | false (the forward's CT corrections left out at about every other level and the inverse's at its first level and the one before the folded last, values up to 16q between levels; u64 shoup with every prime below 2^60 on the lazy butterflies; false adds _nodc)".into(), "true wherever admitted, else false".into()),
        ("montgomery_companion", "true | false (montgomery twiddles stored with w·q^-1 mod 2^β beside w·R mod q: a twiddle product in three multiplies instead of four, twice the table words; reduction = montgomery; true adds _mc)".into(), "false".into()),
        ("gpu", "a GPU class of codegen/tuned.toml: h100 | h200 (its tuned knobs fill what the spec leaves out; dumps write the values, not the class), or \"none\" (the built-in defaults on every GPU)".into(), "absent: the built-in defaults here, and the class of the GPU the runtime runs on there".into()),
        ("twiddle_pairs", format!("true | false (a twiddle's value and Shoup companion side by side, one 16-byte load; where the reduction is shoup and twiddles = {}, else no effect)", Twiddles::spelled_where(Twiddles::reads_main_table)), "true".into()),
        ("min_blocks", format!("0 ..= {MAX_MIN_BLOCKS} (blocks per SM each kernel's registers must allow: __launch_bounds__(threads, min_blocks))"), "0 (the compiler's choice)".into()),
        ("inverse_min_blocks", format!("0 ..= {MAX_MIN_BLOCKS} (the inverse kernels' register budget where it differs from min_blocks; adds _imb<N>)"), "min_blocks".into()),
        ("last_min_blocks", format!("0 ..= {MAX_MIN_BLOCKS} (the register budget of the stage split's last kernel, the late levels, in both directions; needs two kernels or more; adds _lmb<N>)"), "min_blocks / inverse_min_blocks".into()),
        (
            "roots",
            format!("{} (smallest: SEAL/Phantom's smallest primitive root; generator: Cheddar's, g^((q-1)/order) with g the smallest generator mod q), or one root per prime: {{ psi = [...] }} (ntt-negacyclic), {{ omega = [...] }} (ntt-cyclic); the DGT takes only the default", choices(RootRule::ALL)),
            format!("{} (g^((q-1)/order), g the smallest quadratic non-residue mod q)", RootRule::Nonresidue),
        ),
        ("[moduli] primes", "a list of primes (a prime above 2^63 as a string)".into(), "either primes or bits + count".into()),
        ("[moduli] bits, count", "prime size and how many (largest primes first)".into(), "either primes or bits + count".into()),
        ("[moduli.runtime] max_bits, max_towers", "primes chosen at run time: kernels for any primes of at most max_bits bits, up to max_towers of them (alone: a template, whose instances ValidSpec::with_primes makes; with primes: an instance)".into(), "none (the primes are fixed when the code is generated)".into()),
    ]
}

pub fn knobs() -> i32 {
    for (knob, values, default) in rows() {
        println!("{knob}\n  values:  {values}\n  default: {default}");
    }
    println!("\nThe rules between knobs and the NTT-domain contract: docs/SPEC.md.");
    0
}

#[cfg(test)]
mod tests {
    /// Every key of a spec with its defaults filled in has a row, and no row
    /// names a key the spec lacks. The knobs a dump leaves out at their
    /// default (`cluster_blocks`, `roots`, `min_blocks`, `factored_levels`,
    /// `twiddle_pairs`, `deferred_corrections`, ...) are set off it here so
    /// they show.
    #[test]
    fn rows_cover_every_knob_of_a_filled_in_spec() {
        let text = super::super::DEFAULT_SPEC.replacen("[moduli]", "cluster_blocks = 2\ncluster = 1\nmin_blocks = 8\ninverse_min_blocks = 4\nfactored_levels = 1\ntwiddle_pairs = false\nvector_access = false\none_launch = false\noverlap_launches = false\nsector_stores = true\nalternate_order = true\nevict_tables = true\nprefetch_ahead = 800\ntwiddle_lookahead = true\nwide_shared_index = true\ndeferred_corrections = false\nroots = \"smallest\"\n[moduli]", 1);
        let spec = codegen::spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let toml: toml::Table = spec.to_toml().unwrap().parse().unwrap();
        let mut keys: Vec<String> = toml.keys().filter(|k| *k != "moduli").cloned().collect();
        keys.push("[moduli] primes".into());
        // The class is an input only: a dump carries the values it chose.
        keys.push("gpu".into());
        // Refused beside this spec's cluster_blocks and prefetch_ahead.
        keys.push("tiles_per_block".into());
        keys.push("stream_lag".into());
        // Refused beside this spec's one kernel (cluster_blocks).
        keys.push("last_min_blocks".into());
        // Refused beside this spec's twiddle_lookahead and evict_tables.
        keys.push("pinned_twiddles".into());
        // Refused beside this spec's one_launch = false.
        keys.push("one_launch_sets".into());
        // Refused beside this spec's reduction: the companion is Montgomery's.
        keys.push("montgomery_companion".into());
        let rows: Vec<&str> = super::rows().iter().map(|r| r.0).filter(|k| !k.contains("bits")).collect();
        keys.sort();
        let mut sorted = rows.clone();
        sorted.sort();
        assert_eq!(sorted, keys.iter().map(String::as_str).collect::<Vec<_>>());
    }
}

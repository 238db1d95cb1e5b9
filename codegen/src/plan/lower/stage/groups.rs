//! The register radix groups of a transform kernel: the data registers each
//! thread keeps for the whole kernel, and one group's butterflies, level by
//! level, with their twiddles from the `twiddle` stage.

use super::super::builder::KernelBuilder;
use super::super::geom::mask;
use super::super::twiddle::Fetcher;
use super::{Data, KernelCtx};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::plan::lower::transform_types::Dir;
use crate::spec::ValidSpec;

/// A thread's data registers: one slot per element of its group, one
/// register per lane, pinned so no temporary reuses them.
pub fn data_registers(kb: &mut KernelBuilder, cx: &KernelCtx) -> Data {
    let data = (0..cx.radix()).map(|_| kb.regs(cx.lanes as usize)).collect();
    kb.pin();
    data
}

/// Harvey's lazy butterflies where every twiddle is in stored (Shoup or
/// Montgomery, or barrett-dq's plain) form; the results then need a final
/// normalization (see `store`). barrett-dq's product stays exact for an
/// operand below 4q; barrett-classic and barrett-shivdikar admit primes of
/// β - 2 bits, for which it would not (`Modulus::supports_lazy`), so they
/// keep exact butterflies.
pub fn lazy(spec: &ValidSpec) -> bool {
    crate::spec::valid::lazy_butterflies(spec.reduction, spec.transform, spec.twiddles)
}

/// The wide lazy butterflies (`Modulus::with_wide_lazy`): shoup on u64 words
/// where every prime of the spec is below 2^61, as FHE's 60-bit primes are.
/// One decision for all towers, read by the tables (the interpreter's twin)
/// and the CUDA text alike.
pub fn wide_lazy(spec: &ValidSpec) -> bool {
    lazy(spec) && crate::arith::reduce::wide_lazy_primes(spec.word, spec.reduction, &spec.kernel_primes())
}

/// The narrow forms (`Modulus::with_narrow`) on u32 words where some prime
/// of the spec (or the run-time bound) has 31 bits: the narrow lazy
/// butterflies (Harvey's values up to 4q would not fit the word), and for
/// shoup, whatever its butterflies, montgomery's general product (its own,
/// barrett-shivdikar, needs len(q) <= 30; a 31-bit shoup modulus has only
/// the narrow form, so the CUDA text must say so even where the butterflies
/// are exact, as with twiddles computed on the fly). One decision for all
/// towers, read by the tables and the CUDA text alike.
pub fn narrow(spec: &ValidSpec) -> bool {
    let wide_primes = crate::arith::reduce::narrow_primes(spec.word, spec.reduction, &spec.kernel_primes());
    wide_primes && (lazy(spec) || spec.reduction == crate::spec::Reduction::Shoup)
}

/// The wide butterflies with deferred CT corrections
/// (`Modulus::with_deferred`): the spec's `deferred_corrections`, which
/// validation admits only where every prime is below 2^60.
pub fn deferred(spec: &ValidSpec) -> bool {
    wide_lazy(spec) && spec.deferred_corrections
}

/// Whether the forward's CT butterflies at level `j` (0: the first) correct
/// their x, with deferred corrections: the input is below q, and a level
/// that leaves x alone adds 4q to the bound, which may reach 16q; a level
/// that corrects (x - 8q where not negative) leaves 12q. So levels 0, 1, 2
/// skip (q -> 5q -> 9q -> 13q), and from level 3 on every other level
/// corrects (13q -> 12q -> 16q -> 12q ...): about half the corrections.
/// A value that starts lower (a truncated transform, a product between
/// levels) stays under these bounds, so the rule holds for it too.
pub fn corrects(j: u32) -> bool {
    let mut bound = 1u32;
    for _ in 0..j {
        bound = if bound + 4 <= 16 { bound + 4 } else { 12 };
    }
    bound + 4 > 16
}

/// The butterflies of one register group, one level at a time (top level
/// first going forward, last first going back).
pub fn butterflies(kb: &mut KernelBuilder, cx: &KernelCtx, group: &[u32], data: &Data, fetch: &mut Fetcher, lazy: bool) {
    let g = &cx.g;
    let regbits = g.register_bits(group);
    // Each group bit with its register index: `register_bits` holds every
    // bit of the group, so none is left out.
    let mut levels: Vec<(usize, u32)> = group.iter().filter_map(|&p| Some((regbits.iter().position(|&b| b == p)?, p))).collect();
    if cx.dir == Dir::Fwd {
        levels.reverse();
    }
    // The last inverse level with 1/len folded in: one scaled twiddle for
    // every butterfly of that level, from the constants table; lazy values
    // take 1/len itself there too (`Op::LastGs`), so they leave reduced.
    let folded = cx.fold_bit(group).zip(cx.fold).map(|(i, table)| (i, last_level(kb, cx, table, lazy)));
    let inv_len = folded.and_then(|(_, (_, s))| s);
    for &(i, p) in &levels {
        let big_p = g.a + p;
        let j = g.e - 1 - big_p;
        let scaled = folded.filter(|(fi, _)| *fi == i as u32).map(|(_, (w, _))| w);
        for kk in 0..cx.radix() {
            if kk >> i & 1 == 1 {
                continue;
            }
            let partner = kk | 1 << i;
            let (a, b) = (&data[kk as usize], &data[partner as usize]);
            if let Some(w) = scaled {
                match inv_len {
                    Some(s) => kb.push(Op::LastGs { a: a[0], b: b[0], w, s }),
                    None => butterfly(kb, cx, a, b, &[w], lazy, j),
                }
                continue;
            }
            let (e, jj, slot) = twiddle_index(cx, fetch, group, kk, big_p, j);
            // A twiddle that is a power of two (solinas, early levels) is
            // shifts: nothing to fetch.
            if let Some(shift) = cx.pow2.as_ref().and_then(|p| p.shift(&e, jj)) {
                let kind = if cx.dir == Dir::Fwd { BflyKind::Ct } else { BflyKind::Gs };
                kb.push(Op::Pow2Bfly { kind, a: a[0], b: b[0], shift });
                continue;
            }
            if let Some((hi, lo)) = factored(cx, &e, jj) {
                let (w_hi, w_lo) = (fetch.fetch(kb, hi, jj, None), fetch.fetch(kb, lo, jj, None));
                factored_butterfly(kb, cx, a, b, &w_hi, &w_lo, lazy, j);
                continue;
            }
            let w = fetch.fetch(kb, e, jj, slot);
            butterfly(kb, cx, a, b, &w, lazy, j);
        }
    }
}

/// Index bits of the low factor of a factored twiddle: 32 entries per tower,
/// which stay in L1, while the high factor is one entry per 32 butterflies.
pub const FACTOR_LO_BITS: u32 = 5;

/// Level `j`'s twiddle at main-table index `e` as two entries of the same
/// table, `e_hi = e & !31` and `e_lo = e & 31`, where the spec factors level
/// `j` (`KernelCtx::factor_from`). The merged negacyclic table holds
/// psi^bitrev(e) (its inverse: psi^-bitrev(e)), and the bit reversal of
/// an index with disjoint bits is the sum of theirs, so
/// `table[e] = table[e_hi] * table[e_lo]`: the level reads 1/32 of its
/// entries from memory, for one more product per butterfly.
fn factored(cx: &KernelCtx, e: &Expr, j: u32) -> Option<(Expr, Expr)> {
    let from = cx.factor_from?;
    (j >= from).then(|| (e.clone().and(!mask(FACTOR_LO_BITS)).simplify(), e.clone().and(mask(FACTOR_LO_BITS)).simplify()))
}

/// A butterfly whose twiddle is `hi * lo`: going forward `b` is multiplied
/// by `lo` first (a + hi (lo b), a - hi (lo b)); going back the difference
/// is multiplied by `lo` after ((a - b) hi) lo. A lazy value goes into the
/// product as it is: `Op::WideMulTw` (lazy out, no correction) with the wide
/// lazy butterflies, else `Op::LazyMulTw` (exact).
#[allow(clippy::too_many_arguments)]
fn factored_butterfly(kb: &mut KernelBuilder, cx: &KernelCtx, a: &[Reg], b: &[Reg], hi: &[Tw], lo: &[Tw], lazy: bool, j: u32) {
    let scale = |kb: &mut KernelBuilder| {
        kb.push(match lazy {
            // Lazy out too: the CT input takes 8q, and 4q is the GS bound.
            true if wide_lazy(cx.spec) => Op::WideMulTw { x: b[0], w: lo[0] },
            true => Op::LazyMulTw { x: b[0], w: lo[0] },
            false => Op::MulTw { x: b[0], w: lo[0] },
        });
    };
    if cx.dir == Dir::Fwd {
        scale(kb);
        butterfly(kb, cx, a, b, hi, lazy, j);
    } else {
        butterfly(kb, cx, a, b, hi, lazy, j);
        scale(kb);
    }
}

/// Entry `entry` of the constants table `table` of the final scaling (0:
/// 1/len, 1: the last inverse level's twiddle times 1/len), with its Shoup
/// companion where the spec keeps them.
/// The folded last inverse level's scaled twiddle and, on lazy values, the
/// factor its sums take (`Op::LastGs`): w/len and 1/len from the constants
/// table, or w·K and K where a fused epilogue's leading product K takes
/// 1/len's place (`KernelCtx::fold_by`).
fn last_level(kb: &mut KernelBuilder, cx: &KernelCtx, table: usize, lazy: bool) -> (Tw, Option<Tw>) {
    // `fold_by` is set on lazy butterflies only (`Fusion::takes_last_level`).
    if let Some((w, s)) = cx.fold_by.and_then(|f| crate::plan::lower::fused::emit::last_level(kb, cx.spec, f, table)) {
        return (w, Some(s));
    }
    let w = scaled_twiddle(kb, cx, table, 1);
    (w, lazy.then(|| scaled_twiddle(kb, cx, table, 0)))
}

fn scaled_twiddle(kb: &mut KernelBuilder, cx: &KernelCtx, table: usize, entry: u32) -> Tw {
    let (v, c) = (kb.reg(), kb.reg());
    kb.ld(v, Mem::Table(table, Part::Value), Expr::c(entry));
    if cx.ts.companion {
        kb.ld(c, Mem::Table(table, Part::Companion), Expr::c(entry));
    }
    Tw { v, c, form: Form::Stored }
}

/// Where the twiddle of slot `kk`'s butterfly at global bit `big_p` (level
/// `j`) is: its table index, the level the table counts it in, and its slot
/// in the shared cache (shared mode).
fn twiddle_index(cx: &KernelCtx, fetch: &Fetcher, group: &[u32], kk: u32, big_p: u32, j: u32) -> (Expr, u32, Option<Expr>) {
    let gx = cx.global_elem(group, kk);
    let (e, jj) = if cx.four {
        let jp = j - cx.spec.stage_split[0];
        (Expr::c(1 << jp).add(gx.clone().and(mask(cx.log_m)).shr(big_p + 1)), jp)
    } else {
        (Expr::c(1 << j).add(gx.clone().shr(big_p + 1)), j)
    };
    // The shared cache holds level j's factors in slots 2^rel - 1 ..
    let slot = fetch.uses_shared_slots().then(|| {
        let rel = j - cx.g.s0;
        Expr::c((1 << rel) - 1).add(gx.shr(big_p + 1).and(mask(rel)))
    });
    (e, jj, slot)
}

/// Whether the inverse's GS butterflies at level `j` leave their sums
/// uncorrected, with deferred corrections: the first level the inverse
/// computes, whose inputs are below q (sums below 2q, under the GS bound),
/// and level 1 where this kernel folds 1/len into level 0 (`Op::LastGs`
/// takes values below 8q: `Modulus::gs_last_bound`). Every other GS level
/// corrects: its sums' bound would double.
pub fn gs_skips(cx: &KernelCtx, j: u32) -> bool {
    j + 1 == cx.spec.computed_levels() || (j == 1 && cx.fold.is_some())
}

/// One butterfly at level `j`: Gaussian (DGT), lazy or exact; a lazy one
/// leaves its correction out where the corrections are deferred and the
/// level allows it (`corrects`, `gs_skips`).
fn butterfly(kb: &mut KernelBuilder, cx: &KernelCtx, a: &[Reg], b: &[Reg], w: &[Tw], lazy: bool, j: u32) {
    let kind = if cx.dir == Dir::Fwd { BflyKind::Ct } else { BflyKind::Gs };
    let skip = lazy && deferred(cx.spec) && if kind == BflyKind::Ct { !corrects(j) } else { gs_skips(cx, j) };
    // No x/2 per level: with merged scaling the 1/len factor is folded into
    // the inverse's last kernel (its epilogue's constant multiply, store.rs),
    // one product per element instead of two halvings per butterfly and level.
    let half = false;
    kb.push(if cx.gaussian {
        Op::GBfly { kind, a: [a[0], a[1]], b: [b[0], b[1]], w: [w[0], w[1]], half }
    } else if lazy {
        Op::LazyBfly { kind, a: a[0], b: b[0], w: w[0], half, skip }
    } else {
        Op::Bfly { kind, a: a[0], b: b[0], w: w[0], half }
    });
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use super::*;

    fn run(s: &ValidSpec, dir: Dir) -> (Vec<Op>, Data) {
        let tt = tables(s);
        let cx = KernelCtx::new(s, 0, dir, &tt);
        let mut kb = KernelBuilder::new("");
        let data = data_registers(&mut kb, &cx);
        let mut fetch = Fetcher::new(s.twiddles, cx.ts, cx.exp_rule(), None, crate::plan::lower::twiddle::WarpShape::of(&cx.g));
        butterflies(&mut kb, &cx, &cx.groups()[0], &data, &mut fetch, lazy(s));
        (flat(&kb.finish().0), data)
    }

    /// The CUDA text's narrow form (`narrow`) is the tables' modulus's, for
    /// each reduction that takes 31-bit u32 primes and each twiddle form
    /// (exact butterflies where the twiddles are not stored).
    #[test]
    fn the_narrow_form_of_the_text_is_the_modulus_s() {
        for reduction in ["montgomery", "shoup"] {
            for twiddles in ["table", "on-the-fly", "split"] {
                let text = format!("transform = \"ntt-cyclic\"\nlog_n = 7\nword = \"u32\"\nreduction = \"{reduction}\"\ntwiddles = \"{twiddles}\"\n[moduli]\nprimes = [2147483137]\n");
                let s = crate::spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                let m = crate::plan::tables::kernel_modulus(&s, 2147483137).unwrap();
                assert_eq!(narrow(&s), m.narrow(), "{reduction}, {twiddles}: the text and the tables disagree on the narrow form");
            }
        }
    }

    #[test]
    fn data_registers_are_the_first_and_survive_a_barrier() {
        let s = dgt(7, "radix = 8\nstage_split = [6]\ncluster = 1");
        let tt = tables(&s);
        let cx = KernelCtx::new(&s, 0, Dir::Fwd, &tt);
        let mut kb = KernelBuilder::new("");
        let data = data_registers(&mut kb, &cx);
        assert_eq!(data.len(), 8);
        assert!(data.iter().all(|slot| slot.len() == 2));
        assert_eq!(data.concat(), (0..16).map(Reg).collect::<Vec<_>>());
        kb.barrier("next");
        assert_eq!(kb.reg(), Reg(16), "temporaries start after the pinned data");
    }

    #[test]
    fn a_group_of_b_levels_has_b_times_radix_over_2_butterflies() {
        // Radix 8: 3 levels of 4 butterflies per thread.
        let (ops, data) = run(&spec(6, "radix = 8\nstage_split = [6]\ncluster = 1\nreduction = \"barrett-classic\""), Dir::Fwd);
        let bf: Vec<_> = ops.iter().filter_map(|o| match o {
            Op::Bfly { kind, a, b, half, .. } => Some((*kind, *a, *b, *half)),
            _ => None,
        }).collect();
        assert_eq!(bf.len(), 12);
        assert!(bf.iter().all(|&(k, _, _, h)| k == BflyKind::Ct && !h));
        // The first level forward pairs slots 4 apart (the group's top bit).
        assert_eq!((bf[0].1, bf[0].2), (data[0][0], data[4][0]));
        assert_eq!(count(&ops, |o| matches!(o, Op::Ld { mem: Mem::Table(0, Part::Value), .. })), 7, "one load per distinct twiddle");
    }

    /// The ops of every group of kernel `k` in direction `dir`.
    fn kernel_ops(s: &ValidSpec, k: usize, dir: Dir) -> Vec<Op> {
        let tt = tables(s);
        let cx = KernelCtx::new(s, k, dir, &tt);
        let mut kb = KernelBuilder::new("");
        let data = data_registers(&mut kb, &cx);
        let mut fetch = Fetcher::new(s.twiddles, cx.ts, cx.exp_rule(), None, crate::plan::lower::twiddle::WarpShape::of(&cx.g));
        for group in cx.groups() {
            butterflies(&mut kb, &cx, &group, &data, &mut fetch, lazy(s));
        }
        flat(&kb.finish().0)
    }

    #[test]
    fn factored_levels_multiply_the_data_by_the_low_factor() {
        // 2^12, radix 8, [6, 6]: the last kernel's thread holds 4 butterflies
        // of the last level (j = 11); each becomes lo * b, then the butterfly
        // with hi (forward), or the butterfly, then the difference times lo.
        let muls = |ops: &[Op]| count(ops, |o| matches!(o, Op::MulTw { .. } | Op::LazyMulTw { .. } | Op::WideMulTw { .. }));
        let norms = |ops: &[Op]| count(ops, |o| matches!(o, Op::Normalize { .. }));
        let base = "radix = 8\nstage_split = [6, 6]\ncluster = 1";
        let off = spec(12, &format!("{base}\nfactored_levels = 0"));
        let on = spec(12, &format!("{base}\nfactored_levels = 1"));
        assert_eq!(muls(&kernel_ops(&off, 1, Dir::Fwd)), 0);
        let fwd = kernel_ops(&on, 1, Dir::Fwd);
        assert_eq!((muls(&fwd), norms(&fwd)), (4, 0), "lazy values go into the product as they are");
        // 60-bit primes on u64: the wide lazy product, no correction.
        let first = fwd.iter().position(|o| matches!(o, Op::WideMulTw { .. })).unwrap();
        let bfly = fwd.iter().position(|o| matches!(o, Op::LazyBfly { .. })).unwrap();
        assert!(bfly < first, "the earlier levels' butterflies come first");
        assert!(matches!(fwd[first + 1], Op::LazyBfly { .. }), "forward: the product, then the butterfly");
        let inv = kernel_ops(&on, 1, Dir::Inv);
        let first = inv.iter().position(|o| matches!(o, Op::WideMulTw { .. })).unwrap();
        assert!(matches!(inv[first - 1], Op::LazyBfly { kind: BflyKind::Gs, .. }), "inverse: the butterfly, then the product");
        // The first kernel's levels (0..6) have too few entries to factor.
        assert_eq!(muls(&kernel_ops(&on, 0, Dir::Fwd)), 0);
        // Two levels: 4 butterflies each.
        assert_eq!(muls(&kernel_ops(&spec(12, &format!("{base}\nfactored_levels = 2")), 1, Dir::Fwd)), 8);
    }

    #[test]
    fn deferred_corrections_skip_levels_0_to_2_then_every_other_one() {
        let skips: Vec<u32> = (0..16).filter(|&j| !corrects(j)).collect();
        assert_eq!(skips, [0, 1, 2, 4, 6, 8, 10, 12, 14]);
        // The bounds behind the rule: a skipping level's x below 12q, a
        // correcting one's below 16q (its correction subtracts 8q).
        let mut bound = 1;
        for j in 0..40 {
            if corrects(j) {
                assert!(bound <= 16 && bound + 4 > 16, "level {j}");
                bound = 12;
            } else {
                assert!(bound <= 12, "level {j}");
                bound += 4;
            }
        }
    }

    /// 2^12 over two kernels with 60-bit primes: the deferred plan skips the
    /// correction at 7 of its 12 levels, and its forward and product equal
    /// those of the plan that corrects at every level.
    #[test]
    fn deferred_plans_skip_about_half_and_agree_with_correcting_ones() {
        use crate::executor::{CpuExecutor, Executor};
        use crate::plan::lower::testing::{forward, input, lowered};
        let lines = "word = \"u64\"\nradix = 8\nstage_split = [6, 6]";
        let on = lowered(12, 60, 2, lines);
        let off = lowered(12, 60, 2, &format!("{lines}\ndeferred_corrections = false"));
        assert!(on.spec.deferred_corrections && !off.spec.deferred_corrections);
        let skips = |p: &crate::plan::ir::Plan| {
            // The forward's two kernels (the product and the one-launch forms skip too).
            p.kernels.iter().filter(|k| k.name.ends_with("_fwd0") || k.name.ends_with("_fwd1")).map(|k| count(&flat(&k.phases), |o| matches!(o, Op::LazyBfly { skip: true, .. }))).sum::<usize>()
        };
        assert_eq!(skips(&off), 0);
        // Levels 0, 1, 2, 4, 6, 8, 10 skip: 7 of 12, 4 butterflies per thread each.
        assert_eq!(skips(&on), 7 * 4);
        // The inverse skips its first level's sums and level 1's, before the
        // folded level 0: 4 butterflies per thread each.
        let gs_skips = |p: &crate::plan::ir::Plan| {
            let inv = p.kernels.iter().filter(|k| k.name.ends_with("_inv0") || k.name.ends_with("_inv1"));
            inv.map(|k| count(&flat(&k.phases), |o| matches!(o, Op::LazyBfly { kind: BflyKind::Gs, skip: true, .. }))).sum::<usize>()
        };
        assert_eq!((gs_skips(&on), gs_skips(&off)), (2 * 4, 0));
        assert_eq!(forward(on.clone(), 2).unwrap(), forward(off.clone(), 2).unwrap());
        let x = input(&on, 2, 3);
        let mut y = x.clone();
        let mut ex = CpuExecutor::new(on.clone()).unwrap();
        ex.forward(&mut y, 2).unwrap();
        ex.inverse(&mut y, 2).unwrap();
        assert_eq!(y, x, "inverse(forward(x)) = x with deferred corrections");
        let (a, b) = (input(&on, 2, 1), input(&on, 2, 2));
        let prod = |p: crate::plan::ir::Plan| CpuExecutor::new(p).unwrap().polymul(&a, &b, 2).unwrap();
        assert_eq!(prod(on), prod(off));
        // A 61-bit prime leaves no room: refused when asked for, off by default.
        assert!(crate::spec::from_str("transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\ndeferred_corrections = true\n[moduli]\nbits = 61\ncount = 1\n").unwrap_err().to_string().contains("deferred_corrections"));
        assert!(!lowered(12, 61, 1, "word = \"u64\"").spec.deferred_corrections);
    }

    /// Every lazy butterfly of `kind` in `p` made to skip its correction.
    fn skip_all(p: &mut crate::plan::ir::Plan, kind: BflyKind) {
        fn walk(ops: &mut [Op], kind: BflyKind) {
            for o in ops {
                match o {
                    Op::LazyBfly { kind: k, skip, .. } if *k == kind => *skip = true,
                    Op::Guard { ops, .. } => walk(ops, kind),
                    _ => {}
                }
            }
        }
        for ph in p.kernels.iter_mut().flat_map(|k| k.phases.iter_mut()) {
            walk(&mut ph.ops, kind);
        }
    }

    /// The mutants that skip every correction: the interpreter's bound
    /// checks catch the first CT x at or above 12q, and the first GS input
    /// at or above 4q.
    #[test]
    fn skipping_every_correction_is_caught() {
        use crate::plan::lower::testing::{forward, lowered};
        let mut p = lowered(12, 60, 1, "word = \"u64\"\nradix = 8\nstage_split = [12]");
        skip_all(&mut p, BflyKind::Ct);
        let e = forward(p, 1).unwrap_err();
        assert!(e.contains("above 12q"), "{e}");
        let mut p = lowered(12, 60, 1, "word = \"u64\"\nradix = 8\nstage_split = [6, 6]");
        skip_all(&mut p, BflyKind::Gs);
        use crate::executor::Executor;
        let mut x = crate::plan::lower::testing::input(&p, 1, 0);
        let e = crate::executor::CpuExecutor::new(p).unwrap().inverse(&mut x, 1).unwrap_err().to_string();
        assert!(e.contains("above 4q"), "{e}");
    }

    #[test]
    fn inverse_never_halves_and_shoup_is_lazy_and_dgt_is_gaussian() {
        // Merged scaling multiplies by 1/len in the epilogue (store.rs), not x/2 per level.
        let (ops, _) = run(&spec(6, "radix = 4\nstage_split = [6]\ncluster = 1\nreduction = \"shoup\""), Dir::Inv);
        assert_eq!(count(&ops, |o| matches!(o, Op::LazyBfly { kind: BflyKind::Gs, half: false, .. })), 4);
        // Montgomery twiddles are stored too: lazy; so is barrett-dq (its
        // product is exact below 4q); the other Barretts stay exact.
        let (ops, _) = run(&spec(6, "radix = 4\nstage_split = [6]\ncluster = 1\nreduction = \"montgomery\""), Dir::Fwd);
        assert_eq!(count(&ops, |o| matches!(o, Op::LazyBfly { kind: BflyKind::Ct, .. })), 4);
        let (ops, _) = run(&spec(6, "radix = 4\nstage_split = [6]\ncluster = 1\nreduction = \"barrett-dq\""), Dir::Fwd);
        assert_eq!(count(&ops, |o| matches!(o, Op::LazyBfly { kind: BflyKind::Ct, .. })), 4);
        for r in ["barrett-classic", "barrett-shivdikar"] {
            let (ops, _) = run(&spec(6, &format!("radix = 4\nstage_split = [6]\ncluster = 1\nreduction = \"{r}\"")), Dir::Fwd);
            assert_eq!(count(&ops, |o| matches!(o, Op::Bfly { kind: BflyKind::Ct, .. })), 4, "{r}");
        }
        let (ops, _) = run(&spec(6, "radix = 4\nstage_split = [6]\ncluster = 1\nreduction = \"shoup\"\nscaling = \"final\""), Dir::Inv);
        assert_eq!(count(&ops, |o| matches!(o, Op::LazyBfly { half: false, .. })), 4);
        let (ops, _) = run(&dgt(7, "radix = 4\nstage_split = [6]\ncluster = 1\nreduction = \"shoup\""), Dir::Fwd);
        assert_eq!(count(&ops, |o| matches!(o, Op::GBfly { .. })), 4);
        assert_eq!(count(&ops, |o| matches!(o, Op::LazyBfly { .. } | Op::Bfly { .. })), 0);
    }
}

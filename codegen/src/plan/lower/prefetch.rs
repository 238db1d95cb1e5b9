//! L2 prefetch of a later block's words (`prefetch_ahead`).
//!
//! A transform kernel's blocks each load their words at the start, wait
//! for them, and only then compute: while a block waits, its SM has only
//! the other resident blocks to run, and they tend to wait together. Here
//! each block, right after issuing its own loads, asks L2 for the words
//! that the same block of a later polynomial will load, about
//! `prefetch_ahead` blocks later in launch order (whole polynomials, so
//! the block index and the load indices stay the block's own) (`prefetch.global.L2`: no register, no wait), so
//! the DRAM reads of later blocks overlap this block's butterflies and
//! their loads find L2. The addresses are the block's own load indices in
//! that other polynomial; the kernel's prologue sets `poly_ahead` and
//! whether it exists (`ahead_ok`), once per block.

use crate::plan::ir::*;

/// The spec's `blocks` ahead as whole polynomials of `grid_x` blocks, with
/// the hints added to `phases` ([`insert`]); 0 (and no hints) when off or
/// when the first phase loads nothing from global memory.
pub fn ahead(phases: &mut [Phase], blocks: u32, grid_x: u32) -> u32 {
    if blocks > 0 && insert(phases) {
        blocks.div_ceil(grid_x)
    } else {
        0
    }
}

/// Adds, after the first phase's last top-level global load, one
/// `Op::Prefetch` per such load (same buffer, same index). Returns whether
/// the kernel has any.
pub fn insert(phases: &mut [Phase]) -> bool {
    let Some(first) = phases.first_mut() else { return false };
    let loads: Vec<(usize, Buf, crate::plan::expr::Expr)> = first
        .ops
        .iter()
        .enumerate()
        .filter_map(|(i, op)| match op {
            Op::Ld { mem: Mem::Global(b), idx, .. } | Op::LdVec { mem: Mem::Global(b), idx, .. } => Some((i, *b, idx.clone())),
            _ => None,
        })
        .collect();
    let Some(&(last, ..)) = loads.last() else { return false };
    let hints = loads.into_iter().map(|(_, buf, idx)| Op::Prefetch { buf, idx });
    first.ops.splice(last + 1..last + 1, hints);
    true
}

#[cfg(test)]
mod tests {
    use crate::plan::ir::*;

    fn plan(extra: &str) -> Plan {
        super::super::testing::lowered(12, 60, 3, &format!("word = \"u64\"\n{extra}"))
    }
    fn prefetches(k: &Kernel) -> Vec<(Buf, String)> {
        k.phases.iter().flat_map(|ph| &ph.ops).filter_map(|o| match o {
            Op::Prefetch { buf, idx } => Some((*buf, format!("{idx:?}"))),
            _ => None,
        }).collect()
    }
    fn forward(p: Plan, batch: usize) -> Vec<u64> {
        super::super::testing::forward(p, batch).unwrap()
    }

    /// Every transform kernel that loads global words in its first phase prefetches
    /// exactly those (buffer and index), after its own loads and before
    /// any other use of memory; the cooperative kernels have none.
    #[test]
    fn each_first_phase_load_is_prefetched_once_after_the_loads() {
        let p = plan("prefetch_ahead = 12\nstage_split = [6, 6]");
        let mut with = 0;
        for k in &p.kernels {
            let first = &k.phases[0].ops;
            let loads: Vec<(Buf, String)> = first.iter().filter_map(|o| match o {
                Op::Ld { mem: Mem::Global(b), idx, .. } | Op::LdVec { mem: Mem::Global(b), idx, .. } => Some((*b, format!("{idx:?}"))),
                _ => None,
            }).collect();
            let hints = prefetches(k);
            if k.cooperative() || k.pack.is_some() || loads.is_empty() || k.levels.is_empty() {
                assert!(hints.is_empty(), "{}", k.name);
                assert_eq!(k.prefetch_ahead, 0, "{}", k.name);
                continue;
            }
            with += 1;
            assert_eq!(hints, loads, "{}", k.name);
            assert_eq!(k.prefetch_ahead, 12u32.div_ceil(k.grid_x), "{}: 12 blocks in whole polynomials", k.name);
            let last_load = first.iter().rposition(|o| matches!(o, Op::Ld { mem: Mem::Global(_), .. } | Op::LdVec { mem: Mem::Global(_), .. })).unwrap();
            let first_hint = first.iter().position(|o| matches!(o, Op::Prefetch { .. })).unwrap();
            assert_eq!(first_hint, last_load + 1, "{}", k.name);
        }
        assert!(with >= 4, "both forward and both inverse kernels at least");
        assert!(plan("").kernels.iter().all(|k| prefetches(k).is_empty() && k.prefetch_ahead == 0));
    }

    /// A hint changes no value: the transform is the same word for word.
    #[test]
    fn prefetching_changes_no_result() {
        for split in ["stage_split = [6, 6]", ""] {
            let on = plan(&format!("prefetch_ahead = 5\n{split}"));
            assert_eq!(forward(on, 2), forward(plan(split), 2), "{split}");
        }
    }

    /// The emitted prologue finds the polynomial ahead in launch order
    /// (batch item fastest, then tower) and guards the hints by it.
    #[test]
    fn the_kernel_text_names_the_polynomial_ahead() {
        let on = plan("prefetch_ahead = 7");
        let (text, _) = crate::emit::cuda(&on, &crate::emit::Target::default(), &Default::default()).unwrap();
        let k = on.kernels.iter().find(|k| k.prefetch_ahead > 0).unwrap();
        assert_eq!(k.prefetch_ahead, 7u32.div_ceil(k.grid_x));
        assert!(text.contains(&format!("gridDim.y * tower + {}u;", k.prefetch_ahead)), "the distance is in the prologue");
        assert!(text.contains("const bool ahead_ok"));
        assert!(text.contains("prefetch.global.L2"));
        let (plain, _) = crate::emit::cuda(&plan(""), &crate::emit::Target::default(), &Default::default()).unwrap();
        assert!(!plain.contains("prefetch.global.L2") && !plain.contains("poly_ahead"));
    }

    #[test]
    fn the_distance_is_bounded_and_named() {
        let text = "transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\nprefetch_ahead = 100000\n[moduli]\nbits = 60\ncount = 3\n";
        let e = crate::spec::from_str(text).unwrap_err().to_string();
        assert!(e.contains("prefetch_ahead") && e.contains("1 ..= 8192"), "{e}");
        assert!(plan("prefetch_ahead = 3").spec.name.contains("_pf3_"), "{}", plan("prefetch_ahead = 3").spec.name);
    }
}

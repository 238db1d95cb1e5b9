//! The order in which a kernel hands out its polynomials
//! (`alternate_order`). The hardware starts a grid's blocks in blockIdx
//! order, so a kernel over a whole batch writes its last polynomials last,
//! and those are what L2 still holds when it ends (50 MiB on an H100,
//! against 128 MiB for 2^24 u64 words). A kernel after it that starts from
//! the same end reads DRAM for every word; one that starts from the other
//! end finds its first blocks' words in L2, and overwrites them there before
//! they are written back. So each kernel of a program runs in the opposite
//! order to the kernel before it.

use crate::plan::ir::{Kernel, Program};

/// Sets `Kernel::descending` along each program in turn: a kernel's order is
/// decided where it first runs after another (the forward's before the
/// product's, which shares its kernels), the opposite of that one's.
/// Cooperative, streamed and prefetching kernels keep the hardware's order:
/// their blocks' order is part of how they work.
pub fn alternate(kernels: &mut [Kernel], programs: &[Program]) {
    let mut decided = vec![false; kernels.len()];
    for p in programs {
        let mut before: Option<bool> = None;
        for step in &p.steps {
            let k = step.kernel;
            if !decided[k] {
                decided[k] = true;
                kernels[k].descending = before.is_some_and(|d| !d) && may_reverse(&kernels[k]);
            }
            before = Some(kernels[k].descending);
        }
    }
}

fn may_reverse(k: &Kernel) -> bool {
    !k.cooperative() && k.stream.is_none() && k.prefetch_ahead == 0
}

#[cfg(test)]
mod tests {
    use crate::plan::ir::Plan;
    use crate::plan::lower::testing::{forward, lowered};

    fn plan(extra: &str) -> Plan {
        lowered(12, 60, 3, &format!("word = \"u64\"\nstage_split = [6, 6]\n{extra}"))
    }

    fn orders(p: &Plan, program: &str) -> Vec<bool> {
        let prog = p.programs.iter().find(|q| q.name == program).unwrap();
        prog.steps.iter().map(|s| p.kernels[s.kernel].descending).collect()
    }

    #[test]
    fn each_kernel_runs_opposite_to_the_one_before() {
        let p = plan("alternate_order = true");
        assert_eq!(orders(&p, "forward"), [false, true]);
        assert_eq!(orders(&p, "inverse"), [false, true]);
        // Both operands' first forward kernels, then the product's kernel
        // (reading both where the second one's left them): the other way.
        let pm = orders(&p, "polymul");
        assert_eq!(pm[..3], [false, false, true], "{pm:?}");
    }

    #[test]
    fn off_by_default_and_never_for_cooperative_kernels() {
        assert!(plan("").kernels.iter().all(|k| !k.descending));
        let p = plan("alternate_order = true");
        assert!(p.kernels.iter().any(|k| k.cooperative()));
        assert!(p.kernels.iter().filter(|k| k.cooperative()).all(|k| !k.descending));
    }

    /// The interpreter takes a descending kernel's blocks in the GPU's
    /// order: the same words come out, for a batch of several polynomials
    /// per tower.
    #[test]
    fn the_transform_is_unchanged() {
        assert_eq!(forward(plan("alternate_order = true"), 3).unwrap(), forward(plan(""), 3).unwrap());
    }

    /// The rendered kernel counts its polynomials down from the grid's end.
    #[test]
    fn the_descending_kernel_counts_down() {
        let p = plan("alternate_order = true");
        let (cu, _) = crate::emit::cuda(&p, &crate::emit::Target::default(), &Default::default()).unwrap();
        let second = &p.kernels[p.programs[0].steps[1].kernel].name;
        let body = &cu[cu.find(&format!("{second}(")).unwrap()..];
        let body = &body[..body.find("\n}\n").unwrap()];
        assert!(body.contains("item = gridDim.y - 1u - blockIdx.y, tower = gridDim.z - 1u - blockIdx.z"), "{body}");
    }
}

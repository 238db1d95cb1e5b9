//! Stores that fill whole 32-byte sectors (`sector_stores`).
//!
//! Where a kernel's last levels leave each thread eight consecutive u64
//! words, `vectorize` stores them as four 16-byte stores, lanes 64 bytes
//! apart: each store instruction writes half of 32 sectors, and the other
//! halves come one instruction later (Nsight Compute on the H100, the
//! default 2^16 forward's last kernel: 16 of 32 bytes per store sector, 19%
//! excess sectors). Two neighbouring lanes hold 128 consecutive bytes; here
//! they swap half of them through the warp shuffle first, so that in each of
//! the four store instructions the even lane writes the first half of one
//! sector and the odd lane its second half: 16 sectors per instruction, each
//! whole. Cost per thread: 12 selects on the lane's parity and 4 64-bit
//! shuffles.
//!
//! The rewrite applies where it is proven on the plan's own index
//! expressions, evaluated at every thread of a block (and at the first,
//! second and last block): the four stores are one run of eight words from
//! a multiple of eight, and an even lane's run is followed by its odd
//! neighbour's. Lanes are `threadIdx.x` mod 32, so blocks must be a
//! multiple of 32 threads wide.

use crate::plan::expr::{Env, Expr, Var};
use crate::plan::ir::*;

/// Rewrites every phase's provable run (see the module doc); returns the
/// kernel's register count after it.
pub fn pair_stores(phases: &mut [Phase], block: [u32; 2], grid_x: u32, regs: u16) -> u16 {
    if !block[0].is_multiple_of(32) {
        return regs;
    }
    let mut next = regs;
    for p in phases {
        let Some(i) = (0..p.ops.len().saturating_sub(3)).find(|&i| provable(&p.ops[i..i + 4], block, grid_x)) else { continue };
        if let Some(swapped) = exchange(&p.ops[i..i + 4], &mut next) {
            p.ops.splice(i..i + 4, swapped);
        }
    }
    next
}

/// The four stores' registers (eight words), buffer and first index.
fn parts(run: &[Op]) -> Option<(Vec<Reg>, Buf, &Expr)> {
    let mut words = vec![];
    let mut first = None;
    for op in run {
        let Op::StVec { src, buf, idx } = op else { return None };
        if src.len() != 2 || first.is_some_and(|(b, _): (Buf, &Expr)| b != *buf) {
            return None;
        }
        first.get_or_insert((*buf, idx));
        words.extend(src.iter().copied());
    }
    first.map(|(b, idx)| (words, b, idx))
}

/// Whether `run` is four stores of eight consecutive words from a multiple
/// of eight, each even lane's eight followed by its odd neighbour's.
fn provable(run: &[Op], block: [u32; 2], grid_x: u32) -> bool {
    let Some((_, _, idx0)) = parts(run) else { return false };
    let idx: Vec<&Expr> = run.iter().filter_map(|op| if let Op::StVec { idx, .. } = op { Some(idx) } else { None }).collect();
    let blocks = [0, 1.min(grid_x - 1), grid_x - 1];
    for bx in blocks {
        for ty in 0..block[1] {
            for tx in (0..block[0]).step_by(2) {
                let at = |x: u32, e: &Expr| e.eval(&Env { tid: [x, ty], bid: [bx, 0, 0] }).ok();
                let (Some(even), Some(odd)) = (at(tx, idx0), at(tx + 1, idx0)) else { return false };
                if even % 8 != 0 || odd != even + 8 {
                    return false;
                }
                for x in [tx, tx + 1] {
                    let base = at(x, idx0);
                    if (1..4).any(|j| at(x, idx[j]) != base.map(|b| b + 2 * j as u32)) {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// The swap and the four sector stores (the module doc's order).
fn exchange(run: &[Op], next: &mut u16) -> Option<Vec<Op>> {
    let (w, buf, idx0) = parts(run)?;
    let odd = Expr::var(Var::TidX).and(1);
    let partner = Expr::var(Var::TidX).and(31).add(Expr::c(1)).sub(odd.clone().shl(1)).simplify();
    let mut fresh = || {
        *next += 1;
        Reg(*next - 1)
    };
    let mut ops = vec![];
    let pick = |ops: &mut Vec<Op>, a: Reg, b: Reg, fresh: &mut dyn FnMut() -> Reg| {
        let dst = fresh();
        ops.push(Op::Pick { dst, cond: odd.clone(), a, b });
        dst
    };
    // What each lane hands its neighbour: the even lane words 2, 3, 6, 7
    // (the second halves of its sectors), the odd lane words 0, 1, 4, 5.
    let send: Vec<Reg> = [(0, 2), (1, 3), (4, 6), (5, 7)].iter().map(|&(o, e)| pick(&mut ops, w[o], w[e], &mut fresh)).collect();
    let got: Vec<Reg> = send
        .iter()
        .map(|&s| {
            let dst = fresh();
            ops.push(Op::Shfl { dst, src: s, lane: partner.clone() });
            dst
        })
        .collect();
    // Store k covers the pair's words 4k .. 4k + 4: the even lane the first
    // two, the odd lane the last two (odd, even register choices).
    let stores = [[(got[0], w[0]), (got[1], w[1])], [(got[2], w[4]), (got[3], w[5])], [(w[2], got[0]), (w[3], got[1])], [(w[6], got[2]), (w[7], got[3])]];
    let mut out = ops;
    for (k, pair) in stores.iter().enumerate() {
        let mut src = vec![];
        for &(a, b) in pair {
            src.push(pick(&mut out, a, b, &mut fresh));
        }
        // Even lane: its base + 4k; odd lane: the even lane's base + 4k + 2.
        let idx = idx0.clone().add(Expr::c(4 * k as u32)).sub(odd.clone().mul(Expr::c(6))).simplify();
        out.push(Op::StVec { src, buf, idx });
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use crate::plan::ir::*;

    fn plan(extra: &str) -> Plan {
        super::super::testing::lowered(10, 60, 2, &format!("word = \"u64\"\n{extra}"))
    }
    fn shuffles(p: &Plan) -> usize {
        p.kernels.iter().flat_map(|k| &k.phases).flat_map(|ph| &ph.ops).filter(|o| matches!(o, Op::Shfl { .. })).count()
    }
    fn forward(p: Plan) -> Result<Vec<u64>, String> {
        super::super::testing::forward(p, 1)
    }

    /// The forward's last stores are swapped and still give the same words
    /// (the interpreter also checks the vector stores' alignment and that no
    /// word is written twice or left out).
    #[test]
    fn pair_stores_give_the_same_transform() {
        let on = plan("sector_stores = true");
        assert_eq!(shuffles(&on), 4, "one swap of four words in the forward's last kernel");
        assert_eq!(forward(on).unwrap(), forward(plan("")).unwrap());
    }

    /// A mutant: one swapped store moved by two words. The check must fail.
    #[test]
    fn a_misplaced_pair_store_is_caught() {
        let mut on = plan("sector_stores = true");
        let reference = forward(plan("")).unwrap();
        let k = on.kernels.iter_mut().find(|k| k.phases.iter().any(|p| p.ops.iter().any(|o| matches!(o, Op::Shfl { .. })))).unwrap();
        let ops = &mut k.phases.iter_mut().find(|p| p.ops.iter().any(|o| matches!(o, Op::Shfl { .. }))).unwrap().ops;
        let last = ops.iter().rposition(|o| matches!(o, Op::StVec { .. })).unwrap();
        if let Op::StVec { idx, .. } = &mut ops[last] {
            *idx = idx.clone().sub(crate::plan::expr::Expr::c(2)).simplify();
        }
        assert_ne!(forward(on), Ok(reference));
    }

    /// Blocks narrower than a warp in x (lanes would not be threadIdx.x):
    /// no rewrite.
    #[test]
    fn narrow_blocks_keep_their_stores() {
        let p = plan("sector_stores = true\nradix = 8\nstage_split = [5, 5]\ncluster = 8");
        assert!(p.kernels.iter().filter(|k| k.role == Role::Forward).all(|k| k.block[0] < 32), "sets of 4 or 8 threads");
        assert_eq!(shuffles(&p), 0);
    }
}

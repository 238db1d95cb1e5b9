//! Stores that fill whole 32-byte sectors (`sector_stores`).
//!
//! Where a kernel's last levels leave each thread 64 consecutive bytes
//! (eight u64 or sixteen u32 words), `vectorize` stores them as four
//! 16-byte stores, lanes 64 bytes apart: each store instruction writes half
//! of 32 sectors, and the other halves come one instruction later (Nsight
//! Compute on the H100, the default 2^16 forward's last kernel: 16 of 32
//! bytes per store sector, 19% excess sectors; the u32 streamed forward
//! 351 MB of L2 write sectors for 256 MB of words, its L2 at 88% of its
//! throughput). Two neighbouring lanes hold 128 consecutive bytes; here
//! they swap half of them through the warp shuffle first, so that in each
//! of the four store instructions the even lane writes the first half of
//! one sector and the odd lane its second half: 16 sectors per instruction,
//! each whole. Cost per thread: 12 (u64) or 24 (u32) selects on the lane's
//! parity and 4 or 8 shuffles.
//!
//! The rewrite applies where it is proven on the plan's own index
//! expressions, evaluated at every thread of a block (and at the first,
//! second and last block): the four stores are one run of 64 bytes from a
//! multiple of 64, and an even lane's run is followed by its odd
//! neighbour's. A lane is the thread's linear index mod 32, so blocks must
//! be whole warps, and `threadIdx.x`'s width a multiple of 32 or an even
//! divisor of it (then a warp holds several rows and a lane's neighbour is
//! in its own row).

use crate::plan::expr::{Env, Expr, Var};
use crate::plan::ir::*;

/// Rewrites every phase's provable run (see the module doc); returns the
/// kernel's register count after it. `word_bytes`: 8 (u64) or 4 (u32), so
/// that a piece is one 16-byte store (a u32 run of 8-byte stores is left
/// as it is: its pieces would be half sectors).
pub fn pair_stores(phases: &mut [Phase], block: [u32; 2], grid_x: u32, regs: u16, word_bytes: u32) -> u16 {
    let whole_warps = (block[0] * block[1]).is_multiple_of(32);
    let rows_fit = block[0].is_multiple_of(32) || (block[0].is_multiple_of(2) && 32 % block[0] == 0);
    if !whole_warps || !rows_fit {
        return regs;
    }
    let mut next = regs;
    for p in phases {
        let Some(i) = (0..p.ops.len().saturating_sub(3)).find(|&i| run_width(&p.ops[i..i + 4]) == Some((16 / word_bytes) as usize) && provable(&p.ops[i..i + 4], block, grid_x)) else { continue };
        if let Some(swapped) = exchange(&p.ops[i..i + 4], block[0], &mut next) {
            p.ops.splice(i..i + 4, swapped);
        }
    }
    next
}

/// The four stores' registers (four 16-byte pieces of `v` words each: 2
/// for u64, 4 for u32, all four the same), buffer and first index.
fn parts(run: &[Op]) -> Option<(Vec<Reg>, Buf, &Expr)> {
    let v = run_width(run).filter(|v| matches!(v, 2 | 4))?;
    let mut words = vec![];
    let mut first = None;
    for op in run {
        let Op::StVec { src, buf, idx, .. } = op else { return None };
        if src.len() != v || first.is_some_and(|(b, _): (Buf, &Expr)| b != *buf) {
            return None;
        }
        first.get_or_insert((*buf, idx));
        words.extend(src.iter().copied());
    }
    first.map(|(b, idx)| (words, b, idx))
}

/// Words per 16-byte piece of a run of vector stores (of its first store).
fn run_width(run: &[Op]) -> Option<usize> {
    match run.first()? {
        Op::StVec { src, .. } => Some(src.len()),
        _ => None,
    }
}

/// Whether `run` is four stores of 4v consecutive words from a multiple of
/// 4v, each even lane's run followed by its odd neighbour's.
fn provable(run: &[Op], block: [u32; 2], grid_x: u32) -> bool {
    let Some((words, _, idx0)) = parts(run) else { return false };
    let v = (words.len() / 4) as u32;
    let idx: Vec<&Expr> = run.iter().filter_map(|op| if let Op::StVec { idx, .. } = op { Some(idx) } else { None }).collect();
    let blocks = [0, 1.min(grid_x - 1), grid_x - 1];
    for bx in blocks {
        for ty in 0..block[1] {
            for tx in (0..block[0]).step_by(2) {
                let at = |x: u32, e: &Expr| e.eval(&Env { tid: [x, ty], bid: [bx, 0, 0] }).ok();
                let (Some(even), Some(odd)) = (at(tx, idx0), at(tx + 1, idx0)) else { return false };
                if even % (4 * v) != 0 || odd != even + 4 * v {
                    return false;
                }
                for x in [tx, tx + 1] {
                    let base = at(x, idx0);
                    if (1..4).any(|j| at(x, idx[j]) != base.map(|b| b + v * j as u32)) {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// The thread's lane: `threadIdx.x` mod 32 in blocks a warp wide or wider,
/// else its linear index in the block mod 32.
fn lane(width: u32) -> Expr {
    if width.is_multiple_of(32) {
        Expr::var(Var::TidX).and(31)
    } else {
        Expr::var(Var::TidY).mul(Expr::c(width)).add(Expr::var(Var::TidX)).and(31)
    }
}

/// The swap and the four sector stores (the module doc's order). A lane's
/// words are four pieces p0..p3 of v words, its sectors (p0 p1) and
/// (p2 p3); the pair's sectors in order are the even lane's two, then the
/// odd lane's two.
fn exchange(run: &[Op], width: u32, next: &mut u16) -> Option<Vec<Op>> {
    let (w, buf, idx0) = parts(run)?;
    let v = w.len() / 4;
    let piece = |k: usize| &w[k * v..(k + 1) * v];
    let odd = Expr::var(Var::TidX).and(1);
    let partner = lane(width).add(Expr::c(1)).sub(odd.clone().shl(1)).simplify();
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
    // What each lane hands its neighbour: the even lane pieces 1 and 3 (the
    // second halves of its sectors), the odd lane pieces 0 and 2.
    let send: Vec<Reg> = [(0, 1), (2, 3)].iter().flat_map(|&(o, e)| piece(o).iter().zip(piece(e)).map(|(&a, &b)| (a, b)).collect::<Vec<_>>()).map(|(a, b)| pick(&mut ops, a, b, &mut fresh)).collect();
    let got: Vec<Reg> = send
        .iter()
        .map(|&s| {
            let dst = fresh();
            ops.push(Op::Shfl { dst, src: s, lane: partner.clone() });
            dst
        })
        .collect();
    let (got_lo, got_hi) = got.split_at(v);
    // Store k writes the pair's sector k: the even lane its first piece, the
    // odd lane its second (odd, even register choices). Sectors 0, 1: the
    // even lane's own pieces 0, 2, the odd lane's received 1, 3; sectors 2,
    // 3: the even lane's received 0, 2, the odd lane's own 1, 3.
    let stores: [(&[Reg], &[Reg]); 4] = [(got_lo, piece(0)), (got_hi, piece(2)), (piece(1), got_lo), (piece(3), got_hi)];
    let mut out = ops;
    for (k, (odd_regs, even_regs)) in stores.iter().enumerate() {
        let src: Vec<Reg> = odd_regs.iter().zip(even_regs.iter()).map(|(&a, &b)| pick(&mut out, a, b, &mut fresh)).collect();
        // Even lane: its base + 2v k; odd lane: the even lane's base + 2v k + v,
        // its own base being the even lane's + 4v.
        let idx = idx0.clone().add(Expr::c((2 * v * k) as u32)).sub(odd.clone().mul(Expr::c(3 * v as u32))).simplify();
        out.push(Op::StVec { src, buf, idx, explicit: true });
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

    /// u32: sixteen words a thread, four 4-word stores; the swap moves
    /// eight words a lane, and the stores stay whole 16-byte stores
    /// (`explicit`: NVRTC split the plain form in the streamed kernel).
    #[test]
    fn u32_pair_stores_give_the_same_transform() {
        let plan32 = |extra: &str| super::super::testing::lowered(10, 30, 2, &format!("word = \"u32\"\nradix = 16\nstage_split = [5, 5]\ncluster = 2\n{extra}"));
        let on = plan32("sector_stores = true");
        assert_eq!(shuffles(&on), 8, "one swap of eight words in the forward's last kernel");
        let explicit = on.kernels.iter().flat_map(|k| &k.phases).flat_map(|ph| &ph.ops).filter(|o| matches!(o, Op::StVec { explicit: true, src, .. } if src.len() == 4)).count();
        assert_eq!(explicit, 4);
        assert_eq!(forward(on).unwrap(), forward(plan32("")).unwrap());
    }

    /// Blocks narrower than a warp in x (a warp holds several rows of
    /// threads): a lane's neighbour is still in its row, found by the
    /// thread's linear index, and the words are the same.
    #[test]
    fn narrow_blocks_swap_by_linear_lane() {
        let p = plan("sector_stores = true\nradix = 8\nstage_split = [5, 5]\ncluster = 8");
        assert!(p.kernels.iter().filter(|k| k.role == Role::Forward).all(|k| k.block[0] < 32), "sets of 4 or 8 threads");
        let lanes: Vec<String> = p.kernels.iter().flat_map(|k| &k.phases).flat_map(|ph| &ph.ops).filter_map(|o| if let Op::Shfl { lane, .. } = o { Some(lane.to_c()) } else { None }).collect();
        assert!(!lanes.is_empty() && lanes.iter().all(|l| l.contains("threadIdx.y")), "{lanes:?}");
        assert_eq!(forward(p).unwrap(), forward(plan("radix = 8\nstage_split = [5, 5]\ncluster = 8")).unwrap());
    }

    /// Blocks that are not whole warps keep their stores (the full-warp
    /// shuffle would name lanes that do not exist).
    #[test]
    fn partial_warps_keep_their_stores() {
        let mut phases = vec![Phase { ops: (0..4).map(|k| Op::StVec { src: vec![Reg(2 * k), Reg(2 * k + 1)], buf: Buf::X, idx: crate::plan::expr::Expr::var(crate::plan::expr::Var::TidX).shl(3).add(crate::plan::expr::Expr::c(2 * k as u32)), explicit: false }).collect(), note: String::new(), sync: None }];
        assert_eq!(super::pair_stores(&mut phases, [8, 2], 1, 8, 8), 8, "16 threads: half a warp");
        assert_eq!(super::pair_stores(&mut phases, [6, 16], 1, 8, 8), 8, "rows of 6 do not tile a warp");
        assert!(phases[0].ops.iter().all(|o| matches!(o, Op::StVec { explicit: false, .. })));
        assert_eq!(super::pair_stores(&mut phases, [8, 4], 1, 8, 4), 8, "u32 words in 8-byte stores: pieces of half a sector");
        assert!(super::pair_stores(&mut phases, [8, 4], 1, 8, 8) > 8, "32 threads in rows of 8: swapped");
    }
}

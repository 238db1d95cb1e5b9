//! The whole-product kernel of a plan whose transform is one kernel: one
//! launch loads a (X) and b (Y) once, runs the forward kernel's register
//! groups over both in lockstep, multiplies them pointwise in registers, runs the
//! inverse kernel's groups and stores the product once: one read of each
//! operand and one write instead of the six passes of forward(a),
//! forward(b), the fused product-inverse.
//!
//! Over several kernels with the natural layout (each kernel's output in
//! place, in X for a and in Y for b) the same kernel does the last stage:
//! polymul runs the forward's earlier kernels over a and over b, then this
//! kernel (the last forward kernel of both, the product, the inverse's
//! first kernel), then the inverse's later kernels: for two kernels 9 words
//! of traffic per coefficient instead of 13, and 4 launches instead of 6.
//!
//! No reshuffle between the transforms: the inverse runs the forward's
//! register groups in reverse, so its first group is the forward's last,
//! and a group's register slot kk holds element `elem(group, t, kk)` in
//! either direction (`Geom` is direction-free). So after both forwards each
//! thread holds the same elements of a and b, and exactly the elements the
//! inverse's first group butterflies.

use super::builder::KernelBuilder;
use super::stage::exchange::{Exchange, Scope};
use super::stage::{groups, load, prologue, store, Data, KernelCtx};
use super::transform::{record, Dir, Operand, Pass, Side, TransformTables};
use super::twiddle::{Fetcher, SharedTw, WarpShape};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::spec::{Layout, Pointwise, Transform, Twiddles, ValidSpec};

/// Whether a spec's polymul can use a product kernel: the last kernel's
/// input is where the earlier ones left it in place (one kernel, or the
/// natural layout; no four-step twist between kernels) and the product is
/// elementwise on scalars (Hadamard; the DGT's Gaussian product and the
/// truncated products need other registers than the transform's).
pub fn applies(spec: &ValidSpec) -> bool {
    let in_place = spec.stage_split.len() == 1 || spec.layout == Layout::Natural;
    in_place && !spec.four_step && spec.pointwise == Pointwise::Hadamard && spec.transform != Transform::Dgt && spec.truncate == 0
}

/// Most threads per block of a whole-product kernel. `__launch_bounds__`
/// leaves a thread 65536 / threads registers; the whole product holds both
/// operands and measured (ptxas, sm_90) about twice the forward kernel's
/// registers: at 1024 threads (64 registers) it spilled 928 bytes a thread
/// (ntt_u64_n16_r8_s16_c1_shoup_cb8_q2) and 120 at radix 4 over 2^12,
/// while at 256 threads radix 16 over u64 took 242 registers, no spill.
/// Above this, polymul keeps its separate launches.
pub const MAX_THREADS: u32 = 512;

/// Whether the whole-product kernel `k` of `spec` should replace the
/// separate launches: it fits a block, with registers to spare.
pub fn fits(spec: &ValidSpec, k: &Kernel) -> bool {
    k.threads() <= MAX_THREADS && crate::plan::resources::check(spec, [k]).is_ok()
}

/// The product kernel of the transform's last kernel (see the module's
/// comment): `<name>_product` when that is the whole transform, else
/// `<name>_product<k>`.
pub fn build(spec: &ValidSpec, fwd_tt: &TransformTables, inv_tt: &TransformTables, decls: &[TableDecl]) -> Kernel {
    let k = spec.stage_split.len() - 1;
    let mut fwd = KernelCtx::new(spec, k, Dir::Fwd, fwd_tt);
    let mut inv = KernelCtx::new(spec, k, Dir::Inv, inv_tt);
    // Factored twiddles trade table bytes for a second product on the data:
    // that pays in the memory-bound transform kernels, not in this one, which
    // holds both operands and is issue-bound (measured, H100: polymul 745 us
    // unfactored, 829 with factored_levels = 2 in every kernel). Its entries
    // are the same table's, read whole.
    fwd.factor_from = None;
    inv.factor_from = None;
    debug_assert_eq!(fwd.groups().last(), inv.groups().first(), "the inverse starts where the forward ends");
    // a and b are in flight together: each has its own exchange region.
    let xa = Exchange::new(Scope::of(&fwd.g), spec, &fwd.g, fwd.groups().len());
    let xb = xa.as_ref().map(Exchange::beside);
    let data_words = xa.as_ref().map_or(0, |x| 2 * x.words());
    let (caches, shared_words) = twiddle_caches(&fwd, &inv, data_words);

    let mut kb = KernelBuilder::new("product kernel: load");
    let a = groups::data_registers(&mut kb, &fwd);
    let b = groups::data_registers(&mut kb, &fwd);
    for (cx, sh) in [(&fwd, &caches[0]), (&inv, &caches[1])] {
        if let Some(sh) = sh {
            prologue::fill(&mut kb, cx, sh);
        }
    }
    let lazy = groups::lazy(spec);
    let [fwd_cache, inv_cache] = caches;
    let operands = [Operand { data: &a, exchange: xa.as_ref() }, Operand { data: &b, exchange: xb.as_ref() }];
    forwards(&mut kb, &fwd, fwd_tt, &operands, fwd_cache, lazy);
    inverse(&mut kb, &inv, inv_tt, operands[0], inv_cache, lazy);
    let name = if k == 0 { format!("{}_product", spec.name) } else { format!("{}_product{k}", spec.name) };
    record(&fwd, kb, shared_words, name, Role::Product, decls)
}

/// forward(a) from X and forward(b) from Y in lockstep (one barrier per
/// exchange for both; b's butterflies reuse a's twiddle registers), then
/// a <- a (.) b in registers.
fn forwards(kb: &mut KernelBuilder, fwd: &KernelCtx, tt: &TransformTables, operands: &[Operand; 2], cache: Option<SharedTw>, lazy: bool) {
    let side = |buf: Buf| Side { buf, layout: Box::new(|e: &Expr| e.clone()) };
    let (src_a, src_b) = (side(Buf::X), side(Buf::Y));
    let (a, b) = (operands[0].data, operands[1].data);
    let mut fetch = Fetcher::new(fwd.spec.twiddles, fwd.ts, fwd.exp_rule(), cache, WarpShape::of(&fwd.g));
    let pass = Pass { cx: fwd, operands, lazy };
    let mut enter = |kb: &mut KernelBuilder, group: &[u32]| {
        load::global(kb, fwd, &src_a, tt, false, None, group, a);
        load::global(kb, fwd, &src_b, tt, false, None, group, b);
    };
    pass.run(kb, &mut fetch, &mut enter, &mut |kb, _| hadamard(kb, a, b, lazy));
}

/// The inverse over a's registers (the product), from the forward's last
/// group on, its epilogue (1/N only where this is the inverse's last
/// kernel), and the store of x.
fn inverse(kb: &mut KernelBuilder, inv: &KernelCtx, tt: &TransformTables, a: Operand, cache: Option<SharedTw>, lazy: bool) {
    // The inverse reuses the exchange slots a's last group read. Without
    // ping-pong a thread's slots are its own elements' in every group, so it
    // rewrites only what it read itself; with ping-pong they are not.
    if let Some(x) = a.exchange.filter(|x| x.ping_pong) {
        x.sync(kb, "product kernel: inverse");
    }
    let mut fetch = Fetcher::new(inv.spec.twiddles, inv.ts, inv.exp_rule(), cache, WarpShape::of(&inv.g));
    let natural = Side { buf: Buf::X, layout: Box::new(|e: &Expr| e.clone()) };
    let operands = [a];
    let pass = Pass { cx: inv, operands: &operands, lazy };
    pass.run(kb, &mut fetch, &mut |_, _| {}, &mut |kb, group| store::epilogue_and_store(kb, inv, &natural, tt, lazy, None, group, a.data));
    pass.close(kb);
}

/// The forward and inverse shared-twiddle caches (`twiddles = "shared"`),
/// one after the other behind the exchange; and the block's shared words.
fn twiddle_caches(fwd: &KernelCtx, inv: &KernelCtx, data_words: u32) -> ([Option<SharedTw>; 2], u32) {
    if fwd.spec.twiddles != Twiddles::Shared {
        return ([None, None], data_words);
    }
    let f = prologue::layout(fwd, data_words);
    let i = prologue::layout(inv, data_words + prologue::words(fwd, &f));
    let words = data_words + prologue::words(fwd, &f) + prologue::words(inv, &i);
    ([Some(f), Some(i)], words)
}

/// a <- a (.) b, slot by slot: both hold the same elements (same group, same
/// thread map). Lazy butterflies leave [0, 4q): the product takes residues.
fn hadamard(kb: &mut KernelBuilder, a: &Data, b: &Data, lazy: bool) {
    for (ra, rb) in a.iter().zip(b) {
        let (x, y) = (ra[0], rb[0]);
        if lazy {
            kb.push(Op::Normalize { x, from: BflyKind::Ct });
            kb.push(Op::Normalize { x: y, from: BflyKind::Ct });
        }
        kb.push(Op::Mul { dst: x, a: x, b: y });
    }
}

#[cfg(test)]
mod tests {
    use super::super::stage::testing::*;
    use crate::plan::ir::*;

    fn product(log_n: u32, extra: &str) -> Kernel {
        let plan = crate::plan::lower::lower(&spec(log_n, extra)).unwrap();
        let mut ks = plan.program_kernels(programs::POLYMUL);
        assert_eq!(ks.len(), 1);
        ks.remove(0).clone()
    }

    #[test]
    fn barriers_are_the_forward_pass_and_the_inverse_pass_exchanges() {
        // Radix 4 over 8 levels: 4 groups, 3 exchanges per pass; a and b
        // exchange together, through two regions.
        let k = product(8, "radix = 4\nstage_split = [8]");
        let syncs = k.phases.iter().filter(|p| p.sync.is_some()).count();
        assert_eq!((syncs, k.shared_words), (3 + 3, 2 * (256 + 16)));
        // Constant geometry ping-pongs: one more before the inverse.
        let k = product(8, "radix = 4\nstage_split = [8]\naccess = \"constant-geometry\"");
        assert_eq!(k.phases.iter().filter(|p| p.sync.is_some()).count(), 3 + 3 + 1);
        // One group: registers only, no barrier at all.
        let k = product(4, "radix = 16\nstage_split = [4]");
        assert_eq!((k.phases.len(), k.shared_words), (1, 0));
    }

    #[test]
    fn global_traffic_is_x_and_y_in_the_first_phase_and_x_out_in_the_last() {
        let k = product(8, "radix = 4\nstage_split = [8]\nreduction = \"shoup\"");
        let global = |p: &Phase, f: &dyn Fn(&Op) -> bool| flat(std::slice::from_ref(p)).iter().filter(|o| f(o)).count();
        let loads = |buf: Buf| move |o: &Op| matches!(o, Op::Ld { mem: Mem::Global(b), .. } if *b == buf);
        let stores = |o: &Op| matches!(o, Op::St { mem: Mem::Global(_), .. });
        let (first, last) = (&k.phases[0], k.phases.last().unwrap());
        assert_eq!((global(first, &loads(Buf::X)), global(first, &loads(Buf::Y))), (4, 4), "a's and b's loads open the kernel");
        assert_eq!(global(last, &stores), 4);
        let all: usize = k.phases.iter().map(|p| global(p, &loads(Buf::X)) + global(p, &loads(Buf::Y)) + global(p, &stores)).sum();
        assert_eq!(all, 12, "one read of each operand, one write");
        // Lazy results are brought below q before the product.
        let ops = flat(&k.phases);
        let mul = ops.iter().position(|o| matches!(o, Op::Mul { .. })).unwrap();
        assert!(matches!(ops[mul - 1], Op::Normalize { .. }) && matches!(ops[mul - 2], Op::Normalize { .. }));
    }
}

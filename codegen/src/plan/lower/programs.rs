//! The plan's programs: which kernels run, in which order, on which
//! buffers, for forward, inverse, pointwise and polymul. Every executor runs
//! these lists and nothing else, so the sequencing of a product lives here
//! once.

use crate::plan::ir::*;

/// The kernels of a transform plan, by part.
pub struct Kernels {
    pub forward: Vec<Kernel>,
    pub pointwise: Vec<Kernel>,
    pub inverse: Vec<Kernel>,
    /// The inverse's first kernel with the Hadamard product fused into its loads.
    pub fused_inverse: Option<Kernel>,
    /// The whole product in one kernel (one-kernel transforms, `product`).
    pub product: Option<Kernel>,
}

/// The buffers a kernel's formal parameters stand for in one launch.
#[derive(Clone, Copy)]
struct On {
    /// What the kernel's `x` (the data it transforms in place) is.
    x: usize,
    /// What its `y` (the second operand) is, if any.
    y: Option<usize>,
    s0: Option<usize>,
    s1: Option<usize>,
}

/// The launch of `kernel` with each buffer parameter bound to what `on`
/// gives it. Lowering declares every buffer its kernels use; were one not
/// given, the parameter would stay unbound, which every consumer of a plan
/// refuses (the interpreter, the runtime, the C host code) rather than run.
fn step(kernels: &[Kernel], kernel: usize, on: On) -> Step {
    let bind = kernels[kernel]
        .params
        .iter()
        .filter_map(|p| match p {
            Param::Buf(b) => Some(*b),
            _ => None,
        })
        .filter_map(|b| {
            let actual = match b {
                Buf::X => Some(on.x),
                Buf::Y => on.y,
                Buf::S0 => on.s0,
                Buf::S1 => on.s1,
                // Bound by `stream`, which declares them.
                Buf::Counters => None,
            };
            Some((b, actual?))
        })
        .collect();
    Step { kernel, bind }
}

/// What polymul leaves in y: the whole-product kernel only reads it; the
/// last-stage product kernel leaves the earlier forward kernels' output.
fn polymul_doc(product: bool, one_kernel: bool) -> &'static str {
    match (product, one_kernel) {
        (true, true) => "x <- x * y in the ring, in one kernel; y is left as it was",
        (true, false) => "x <- x * y in the ring; y is left partly transformed (scratch)",
        (false, _) => "x <- x * y in the ring; y is left holding forward(y)",
    }
}

/// Kernels in definition order (forward, pointwise, inverse, fused, product), the
/// buffers x, y and `scratch` scratch buffers, and the four programs.
pub fn assemble(k: Kernels, scratch: usize) -> (Vec<Kernel>, Vec<BufferDecl>, Vec<Program>) {
    let mut all = vec![];
    let ids = |ks: Vec<Kernel>, all: &mut Vec<Kernel>| -> Vec<usize> {
        ks.into_iter()
            .map(|kk| {
                all.push(kk);
                all.len() - 1
            })
            .collect()
    };
    let fwd = ids(k.forward, &mut all);
    let pw = ids(k.pointwise, &mut all);
    let inv = ids(k.inverse, &mut all);
    let fused = ids(k.fused_inverse.into_iter().collect(), &mut all);
    let product = ids(k.product.into_iter().collect(), &mut all);

    let operand = |name: &str| BufferDecl { name: name.into(), kind: BufferKind::Operand };
    let mut buffers = vec![operand("x"), operand("y")];
    let scratch_ids: Vec<usize> = (0..scratch)
        .map(|i| {
            buffers.push(BufferDecl { name: format!("s{i}"), kind: BufferKind::Scratch });
            buffers.len() - 1
        })
        .collect();
    let (x, y) = (0, 1);
    let on = |data: usize, other: Option<usize>| On { x: data, y: other, s0: scratch_ids.first().copied(), s1: scratch_ids.get(1).copied() };
    let steps = |ids: &[usize], o: On| ids.iter().map(|&i| step(&all, i, o)).collect::<Vec<_>>();

    let program = |name: &str, operands: Vec<usize>, steps: Vec<Step>, doc: &str| {
        // Only the scratch buffers its launches bind, so an executor allocates no more.
        let scratch = scratch_ids.iter().copied().filter(|s| steps.iter().any(|st| st.bind.iter().any(|b| b.1 == *s))).collect();
        Program { name: name.into(), operands, scratch, steps, doc: doc.into(), tower_args: vec![], skip_towers: false, y_rows: false }
    };
    let doc = polymul_doc(!product.is_empty(), fwd.len() == 1);
    let polymul = match (product.first(), fused.first()) {
        // The earlier forward kernels of each operand, in place; then one
        // kernel for the last stage of both forwards, the product and the
        // inverse's first stage; then the inverse's later kernels.
        (Some(&p), _) => {
            let early = &fwd[..fwd.len() - 1];
            [steps(early, on(x, None)), steps(early, on(y, None)), vec![step(&all, p, on(x, Some(y)))], steps(&inv[1..], on(x, None))].concat()
        }
        // The fused kernel replaces the pointwise kernel and the inverse's first.
        (None, Some(&f)) => [steps(&fwd, on(x, None)), steps(&fwd, on(y, None)), vec![step(&all, f, on(x, Some(y)))], steps(&inv[1..], on(x, None))].concat(),
        (None, None) => [steps(&fwd, on(x, None)), steps(&fwd, on(y, None)), steps(&pw, on(x, Some(y))), steps(&inv, on(x, None))].concat(),
    };
    let programs = vec![
        program(programs::FORWARD, vec![x], steps(&fwd, on(x, None)), "x <- forward(x), in the plan's output order"),
        program(programs::INVERSE, vec![x], steps(&inv, on(x, None)), "x <- inverse(x)"),
        program(programs::POINTWISE, vec![x, y], steps(&pw, on(x, Some(y))), "x <- x (.) y in the transformed domain"),
        program(programs::POLYMUL, vec![x, y], polymul, doc),
    ];
    (all, buffers, programs)
}

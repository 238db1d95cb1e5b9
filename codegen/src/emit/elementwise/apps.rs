//! The applications' element-wise kernels (`runtime::apps::ring`,
//! `runtime::apps::rlwe`, and in submodules `runtime::apps::rns`,
//! `runtime::apps::bfv` and `runtime::apps::bigint`), described once. Names, parameter lists and
//! semantics are what the runtime launches (its `SAFETY` comments restate
//! each signature); the CPU twins of the same arithmetic are in
//! `runtime::apps::modq` and `runtime::apps::rlwe`.

use super::descriptor::build::*;
use super::descriptor::{Kernel, Module, Stmt, Ty};

mod bfv;
mod bigint;
mod rns;
pub use bfv::bfv;
pub use bigint::bigint;
pub use rns::rns;

/// A kernel of one thread per coefficient k of each polynomial p of a
/// batch (`count = n x batch`), its body opening with `p = i / n`,
/// `k = i % n`: the RNS and BFV steps.
fn per_coefficient(name: &'static str, doc: &'static str, params: Vec<super::descriptor::Param>, body: Vec<Stmt>) -> Kernel {
    let coefficient = vec![let_("p", div(i(), v("n"))), let_("k", rem(i(), v("n")))];
    Kernel { name, doc, params, views: vec![], pairs: None, count: mul(v("n"), v("batch")), body: [coefficient, body].concat() }
}

/// `ring.cu`: add, sub, neg, scale and repeat over `batch x towers x n` words.
pub fn ring() -> Module {
    Module {
        name: "ring",
        doc: "Element-wise ring operations for the applications (runtime::apps::ring),\n\
              over buffers laid out batch x towers x n words, u64, every word < its\n\
              tower's prime. Constant time: no branch and no memory index depends on a\n\
              value (selects are masks or compile to SEL, not to branches).",
        sizes: vec![],
        kernels: vec![ring_addsub(), ring_neg(), ring_scale(), ring_repeat()],
    }
}

/// `rlwe.cu`: the encryption's element-wise steps, one tower.
pub fn rlwe() -> Module {
    Module {
        name: "rlwe",
        doc: "Element-wise kernels of the RLWE application (runtime::apps::rlwe), one\n\
              tower (one prime q), u64 words below q. Constant time: no branch and no\n\
              memory index depends on a secret value (selects are masks or compile to\n\
              SEL; the only branches test public indices). Each has a CPU twin in\n\
              runtime/src/apps/rlwe/device.rs with the same arithmetic, so the two\n\
              backends agree bit for bit.",
        sizes: vec![],
        kernels: vec![rlwe_lift_small(), rlwe_broadcast_pair(), rlwe_add_noise()],
    }
}

/// The ring kernels' per-word prime: `primes[(i / n) % towers]`.
fn tower_prime() -> Stmt {
    let_("q", load("primes", rem(div(i(), v("n")), v("towers"))))
}

fn ring_addsub() -> Kernel {
    let (a, b, q) = (|| v("a"), || v("b"), || v("q"));
    Kernel {
        name: "ring_addsub",
        doc: "op: 0 x = x + y, 1 x = x - y, 2 x = y - x (op is public: one per launch).",
        params: vec![inout("x", Ty::U64), input("y", Ty::U64), input("primes", Ty::U64), value("n", Ty::U32), value("towers", Ty::U32), value("words", Ty::U64), value("op", Ty::U32)],
        views: vec![],
        pairs: None,
        count: v("words"),
        body: vec![
            tower_prime(),
            let_("a", load("x", i())),
            let_("b", load("y", i())),
            store("x", choose(eq(v("op"), c(0)), add_mod(a(), b(), q()), choose(eq(v("op"), c(1)), sub_mod(a(), b(), q()), sub_mod(b(), a(), q())))),
        ],
    }
}

fn ring_neg() -> Kernel {
    Kernel {
        name: "ring_neg",
        doc: "x = -x.",
        params: vec![inout("x", Ty::U64), input("primes", Ty::U64), value("n", Ty::U32), value("towers", Ty::U32), value("words", Ty::U64)],
        views: vec![],
        pairs: None,
        count: v("words"),
        body: vec![tower_prime(), store("x", neg_mod(load("x", i()), v("q")))],
    }
}

fn ring_scale() -> Kernel {
    Kernel {
        name: "ring_scale",
        doc: "x = x * s[tower]; s holds the scalars then their Shoup companions\n\
              (2 x towers words), every prime below 2^63.",
        params: vec![inout("x", Ty::U64), input("primes", Ty::U64), input("s", Ty::U64), value("n", Ty::U32), value("towers", Ty::U32), value("words", Ty::U64)],
        views: vec![],
        pairs: None,
        count: v("words"),
        body: vec![
            let_("t", rem(div(i(), v("n")), v("towers"))),
            store("x", mul_shoup(load("x", i()), load("s", v("t")), load("s", add(v("towers"), v("t"))), load("primes", v("t")))),
        ],
    }
}

fn ring_repeat() -> Kernel {
    Kernel {
        name: "ring_repeat",
        doc: "dst[p] = src[p % src_polys]: repeats a batch of src_polys polynomials\n\
              (each towers x n words) to fill dst (a broadcast for pointwise products).",
        params: vec![inout("dst", Ty::U64), input("src", Ty::U64), value("per_poly", Ty::U64), value("src_polys", Ty::U64), value("words", Ty::U64)],
        views: vec![],
        pairs: None,
        count: v("words"),
        body: vec![
            let_("p", div(i(), v("per_poly"))),
            store("dst", load("src", add(mul(rem(v("p"), v("src_polys")), v("per_poly")), rem(i(), v("per_poly"))))),
        ],
    }
}

fn rlwe_lift_small() -> Kernel {
    Kernel {
        name: "rlwe_lift_small",
        doc: "out[i] = lift(small[i]) for i < count: the bytes of a sampled polynomial\n\
              batch (u, e) to words mod q.",
        params: vec![inout("out", Ty::U64), input("small", Ty::I8), value("q", Ty::U64), value("count", Ty::U64)],
        views: vec![],
        pairs: None,
        count: v("count"),
        body: vec![store("out", lift(load("small", i()), v("q")))],
    }
}

fn rlwe_broadcast_pair() -> Kernel {
    Kernel {
        name: "rlwe_broadcast_pair",
        doc: "dst holds 2 x batch polynomials of n words: the first batch are copies of\n\
              b, the next batch copies of a (the public key broadcast over a batch, in\n\
              the ciphertexts' [c0 ... | c1 ...] order).",
        params: vec![inout("dst", Ty::U64), input("b", Ty::U64), input("a", Ty::U64), value("n", Ty::U64), value("batch", Ty::U64)],
        views: vec![],
        pairs: None,
        count: mul(mul(c(2), v("batch")), v("n")),
        body: vec![
            let_("j", rem(i(), v("n"))),
            store("dst", choose(lt(i(), mul(v("batch"), v("n"))), load("b", v("j")), load("a", v("j")))),
        ],
    }
}

fn rlwe_add_noise() -> Kernel {
    let q = || v("q");
    Kernel {
        name: "rlwe_add_noise",
        doc: "The encryption's last step on c = [c0 (bn words) | c1 (bn words)]:\n\
              c0 += e1 + delta m, c1 += e2. `packed` holds the staged batch as bytes:\n\
              u, e1, e2 (bn i8 each), then the messages (bn little-endian u16). delta m\n\
              < q needs no reduction (m < t, delta = floor(q / t)). The branch tests a\n\
              public index: which half of the ciphertexts.",
        params: vec![inout("c", Ty::U64), input("packed", Ty::U8), value("q", Ty::U64), value("delta", Ty::U64), value("bn", Ty::U64)],
        views: vec![view("e1", "packed", Ty::I8, v("bn")), view("e2", "packed", Ty::I8, mul(c(2), v("bn"))), view("m", "packed", Ty::U8, mul(c(3), v("bn")))],
        pairs: None,
        count: mul(c(2), v("bn")),
        body: vec![
            let_(
                "noise",
                choose(lt(i(), v("bn")), add_mod(lift(load("e1", i()), q()), mul(v("delta"), load_u16_le("m", i())), q()), lift(load("e2", sub(i(), v("bn"))), q())),
            ),
            store("c", add_mod(load("c", i()), v("noise"), q())),
        ],
    }
}

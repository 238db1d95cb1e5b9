//! `rns.cu`: RNS decomposition and CRT reconstruction (`runtime::apps::rns`,
//! whose `RnsTables::decompose` / `reconstruct` are the CPU twins). One
//! thread per coefficient; the towers and limbs are loops over sizes the
//! host `#define`s, so they unroll and the local arrays live in registers.

use super::super::descriptor::build::*;
use super::super::descriptor::{Expr, Kernel, Module, Size, Stmt, Ty};

/// The module: its sizes are `RnsTables`' (t, l, ly, lq, k, centered).
pub fn rns() -> Module {
    Module {
        name: "rns",
        doc: "RNS decomposition and CRT reconstruction for runtime::apps::rns: big\n\
              coefficients (little-endian u32 limbs) to residues per tower, and residues\n\
              back to a big coefficient mod Q, on the device. Buffers: residues\n\
              batch x T x N (u64), limbs batch x N x L or x LQ (u32), coefficient-major.\n\
              Constant time in the data: every loop bound is a size, every select is\n\
              arithmetic on masks; no branch or index depends on a coefficient.",
        sizes: vec![
            Size { name: "RNS_T", doc: "towers" },
            Size { name: "RNS_L", doc: "u32 limbs of an input coefficient" },
            Size { name: "RNS_LY", doc: "u32 limbs of the accumulator Y" },
            Size { name: "RNS_LQ", doc: "u32 limbs of an output coefficient" },
            Size { name: "RNS_K", doc: "conditional subtractions of Q 2^k" },
            Size { name: "RNS_CENTERED", doc: "1: residues above (P - 1) / 2 stand for negatives; else 0" },
        ],
        kernels: vec![decompose(), reconstruct()],
    }
}

/// Word `(p T + t) n + k` of a batch x T x n residue buffer.
fn residue(t: Expr) -> Expr {
    add(mul(add(mul(v("p"), size("RNS_T")), t), v("n")), v("k"))
}

fn decompose() -> Kernel {
    let q = || v("q");
    let at = || add(mul(v("t"), size("RNS_L")), v("j"));
    super::per_coefficient(
        "rns_decompose",
        "x[p][t][k] = (sum_j limbs[p][k][j] 2^(32 j)) mod p_t. r / rs: T x L, the\n\
              powers 2^(32 j) mod p_t and their Shoup companions.",
        vec![inout("x", Ty::U64), input("limbs", Ty::U32), input("primes", Ty::U64), input("r", Ty::U64), input("rs", Ty::U64), value("n", Ty::U32), value("batch", Ty::U32)],
        vec![for_(
            "t",
            c(0),
            size("RNS_T"),
            vec![
                let_("q", load("primes", v("t"))),
                mut_("acc", c(0)),
                for_("j", c(0), size("RNS_L"), vec![assign("acc", add_mod(v("acc"), mul_shoup(load("limbs", add(mul(i(), size("RNS_L")), v("j"))), load("r", at()), load("rs", at()), q()), q()))]),
                store_at("x", residue(v("t")), v("acc")),
            ],
        )],
    )
}

fn reconstruct() -> Kernel {
    super::per_coefficient(
        "rns_reconstruct",
        "out[p][k] = the coefficient with residues x[p][.][k], mod Q.\n\
              Garner: mixed-radix digits v_t (inv / invs: T x T, p_j^-1 mod p_t and\n\
              companions, only j < t read). Centered (RNS_CENTERED): X > half (the\n\
              mixed-radix digits of (P-1)/2) means X stands for X - P, so nc = Q - (P mod\n\
              Q) is added. Y = sum v_t (M_t mod Q) [+ nc] < Q 2^K, then K conditional\n\
              subtractions of Q 2^k (s: K x LY, k = K-1 first) leave Y mod Q.",
        vec![
            inout("out", Ty::U32),
            input("x", Ty::U64),
            input("primes", Ty::U64),
            input("inv", Ty::U64),
            input("invs", Ty::U64),
            input("half", Ty::U64),
            input("cm", Ty::U32),
            input("nc", Ty::U32),
            input("s", Ty::U32),
            value("n", Ty::U32),
            value("batch", Ty::U32),
        ],
        [garner(), accumulate(), centered(), reduce(), vec![for_("j", c(0), size("RNS_LQ"), vec![store_at("out", add(mul(i(), size("RNS_LQ")), v("j")), load("y", v("j")))])]].concat(),
    )
}

/// v[t]: the mixed-radix digits of the residues.
fn garner() -> Vec<Stmt> {
    let q = || v("q");
    let at = || add(mul(v("t"), size("RNS_T")), v("j"));
    vec![
        array("v", Ty::U64, size("RNS_T")),
        for_(
            "t",
            c(0),
            size("RNS_T"),
            vec![
                let_("q", load("primes", v("t"))),
                mut_("acc", load("x", residue(v("t")))),
                for_(
                    "j",
                    c(0),
                    v("t"),
                    vec![
                        // v_j < p_j < 2 p_t (the host checks the primes' spread).
                        let_("vj", csub(load("v", v("j")), q())),
                        assign("acc", mul_shoup(sub_mod(v("acc"), v("vj"), q()), load("inv", at()), load("invs", at()), q())),
                    ],
                ),
                store_at("v", v("t"), v("acc")),
            ],
        ),
    ]
}

/// `dst[j + offset] += d * src[j]` over the j below `len` with a carry
/// word, each limb keeping its low 32 bits (`carry` names the carry).
fn limb_mac(dst: &'static str, offset: Option<Expr>, len: Expr, d: Expr, src: impl Fn(Expr) -> Expr, carry: &'static str) -> Vec<Stmt> {
    let at = || offset.clone().map_or(v("j"), |o| add(v("j"), o));
    vec![
        mut_(carry, c(0)),
        for_(
            "j",
            c(0),
            len,
            vec![
                let_("w", add(add(load(dst, at()), mul(d, src(v("j")))), v(carry))),
                store_at(dst, at(), v("w")),
                assign(carry, shr(v("w"), c(32))),
            ],
        ),
    ]
}

/// y = sum v_t (M_t mod Q), limbs, each v_t as two 32-bit halves.
fn accumulate() -> Vec<Stmt> {
    let cm = |j: Expr| load("cm", add(mul(v("t"), size("RNS_LY")), j));
    vec![
        array("y", Ty::U32, size("RNS_LY")),
        for_("j", c(0), size("RNS_LY"), vec![store_at("y", v("j"), c(0))]),
        for_(
            "t",
            c(0),
            size("RNS_T"),
            vec![for_(
                "h",
                c(0),
                c(2),
                [vec![let_("d", and(shr(load("v", v("t")), mul(c(32), v("h"))), c(0xffff_ffff)))], limb_mac("y", Some(v("h")), sub(size("RNS_LY"), v("h")), v("d"), cm, "carry")].concat(),
            )],
        ),
    ]
}

/// Centered: y += nc when the digits v exceed those of half (compared
/// from the top digit down, with masks), only under RNS_CENTERED.
fn centered() -> Vec<Stmt> {
    let top = || sub(sub(size("RNS_T"), c(1)), v("r"));
    vec![
        mut_("gt", c(0)),
        mut_("eq", c(1)),
        for_(
            "r",
            c(0),
            size("RNS_T"),
            vec![
                let_("t", top()),
                assign("gt", or(v("gt"), and(v("eq"), flag(gt(load("v", v("t")), load("half", v("t"))))))),
                assign("eq", and(v("eq"), flag(eq(load("v", v("t")), load("half", v("t")))))),
            ],
        ),
        // 0 or 1; RNS_CENTERED = 0 makes it 0, and the compiler drops the sum.
        let_("negative", and(v("gt"), size("RNS_CENTERED"))),
        block(limb_mac("y", None, size("RNS_LY"), v("negative"), |j| load("nc", j), "carry")),
    ]
}

/// K conditional subtractions of Q 2^k: y - s_k computed with borrows,
/// kept under a mask when it did not borrow.
fn reduce() -> Vec<Stmt> {
    let sk = |j: Expr| load("s", add(mul(v("b"), size("RNS_LY")), j));
    vec![for_(
        "b",
        c(0),
        size("RNS_K"),
        vec![
            array("d", Ty::U32, size("RNS_LY")),
            mut_("borrow", c(0)),
            for_(
                "j",
                c(0),
                size("RNS_LY"),
                vec![
                    let_("w", sub(sub(load("y", v("j")), sk(v("j"))), v("borrow"))),
                    store_at("d", v("j"), v("w")),
                    assign("borrow", and(shr(v("w"), c(32)), c(1))),
                ],
            ),
            // All ones: y < Q 2^k, keep y.
            let_("keep", sub(c(0), v("borrow"))),
            for_("j", c(0), size("RNS_LY"), vec![store_at("y", v("j"), or(and(load("y", v("j")), v("keep")), and(load("d", v("j")), xor(v("keep"), c(u64::MAX)))))]),
        ],
    )]
}

//! `bigint.cu`'s element-wise kernels: split, Garner and pack of the
//! Schönhage–Strassen products (`runtime::apps::bigint`, whose `split_host`,
//! `garner_host` and `pack_host` are the CPU twins). Grids are
//! two-dimensional, as the launches': y walks the pairs, x the u32 indices
//! of one pair (bit positions and indices within a pair fit 32 bits).
//!
//! The carry kernels (`bigint_digits`, `bigint_carry_scan`,
//! `bigint_carry_fix`) stay hand-written in `runtime/cuda/bigint_carry.cu`:
//! their threads cooperate through warp shuffles and shared memory, which
//! element-wise kernels (independent elements) do not describe.

use super::super::descriptor::build::*;
use super::super::descriptor::{Expr, Kernel, Module, Stmt, Ty};

/// Words of the CRT constants (`runtime::apps::bigint::crt_words`): q0 q1
/// q2, then (value, Shoup companion) pairs: q0^-1 mod q1, 1 mod q1, q0 mod
/// q2, (q0 q1)^-1 mod q2, 1 mod q2, then q0 q1 as two words.
#[derive(Clone, Copy)]
enum Crt {
    Q0,
    Q1,
    Q2,
    Inv0_1,
    Inv0_1S,
    One1,
    One1S,
    Q0M2,
    Q0M2S,
    Inv01_2,
    Inv01_2S,
    One2,
    One2S,
    Q01Lo,
    Q01Hi,
}

fn crt(w: Crt) -> Expr {
    load("crt", c(w as u64))
}

/// The module (no sizes: every bound is a launch parameter).
pub fn bigint() -> Module {
    Module {
        name: "bigint",
        doc: "The element-wise kernels of the Schönhage–Strassen big-integer products\n\
              (runtime::apps::bigint; Goey et al. §2.2, §3.2) around the generated cyclic\n\
              NTTs: split (limbs to b-bit coefficients in every tower), garner (residues\n\
              to the exact coefficient) and pack (digits to 64-bit limbs). The carry\n\
              kernels between garner and pack are runtime/cuda/bigint_carry.cu, compiled\n\
              with this text. Buffers are batch-major; the grid's y walks the pairs, x the\n\
              indices of one pair (both grid-stride). Every loop bound, index and shift\n\
              is a launch parameter or an index; values reach only arithmetic and masks.",
        sizes: vec![],
        kernels: vec![split(), garner(), pack()],
    }
}

fn split() -> Kernel {
    let (b, words) = (|| v("b"), || v("limbs_per"));
    let limb = |w: Expr| load("limbs", add(v("base"), w));
    Kernel {
        name: "bigint_split",
        doc: "Coefficient i of pair p = bits [i b, i b + b) of its limbs (words past the\n\
              end read as zero), written to every tower (2^b <= every prime, so it is\n\
              already reduced). x: batch x towers x k.",
        params: vec![inout("x", Ty::U64), input("limbs", Ty::U64), value("limbs_per", Ty::U32), value("b", Ty::U32), value("towers", Ty::U32), value("k", Ty::U32), value("batch", Ty::U64)],
        views: vec![],
        pairs: Some(v("batch")),
        count: v("k"),
        body: vec![
            let_("base", mul(pair(), words())),
            let_("pos", mul(i(), b())),
            let_("w", shr(v("pos"), c(6))),
            let_("s", and(v("pos"), c(63))),
            let_("low", choose(lt(v("w"), words()), shr(limb(v("w")), v("s")), c(0))),
            // The next word's bits when the field straddles it (public test).
            let_("next", add(v("w"), c(1))),
            let_("high", choose(ne(v("s"), c(0)), choose(gt(add(v("s"), b()), c(64)), choose(lt(v("next"), words()), shl(limb(v("next")), sub(c(64), v("s"))), c(0)), c(0)), c(0))),
            let_("value", and(or(v("low"), v("high")), sub(shl(c(1), b()), c(1)))),
            for_("t", c(0), v("towers"), vec![store_at("x", add(mul(add(mul(pair(), v("towers")), v("t")), v("k")), i()), v("value"))]),
        ],
    }
}

fn garner() -> Kernel {
    // Tower t's word of the coefficient.
    let word = |t: u64| match t {
        0 => v("at"),
        1 => add(v("at"), v("k")),
        _ => add(v("at"), mul(c(t), v("k"))),
    };
    Kernel {
        name: "bigint_garner",
        doc: "Garner in place: the residues of coefficient i in towers 0..towers-1\n\
              become the words of the exact coefficient x = v0 + v1 q0 + v2 q0 q1\n\
              (towers = 2 or 3; with one tower the residue is the coefficient).",
        params: vec![inout("x", Ty::U64), input("crt", Ty::U64), value("towers", Ty::U32), value("k", Ty::U32), value("batch", Ty::U64)],
        views: vec![],
        pairs: Some(v("batch")),
        count: v("k"),
        body: [
            vec![
                let_("at", add(mul(mul(pair(), v("towers")), v("k")), i())),
                let_("v0", load("x", word(0))),
                let_("q1", crt(Crt::Q1)),
                let_("v1", mul_shoup(sub_mod(load("x", word(1)), mul_shoup(v("v0"), crt(Crt::One1), crt(Crt::One1S), v("q1")), v("q1")), crt(Crt::Inv0_1), crt(Crt::Inv0_1S), v("q1"))),
                // x = v0 + v1 q0: two words.
                let_("lo0", mul(v("v1"), crt(Crt::Q0))),
                mut_("lo", add(v("lo0"), v("v0"))),
                mut_("hi", add(mulhi(v("v1"), crt(Crt::Q0)), flag(lt(v("lo"), v("v0"))))),
                if_(eq(v("towers"), c(3)), third_tower(word(2))),
            ],
            vec![store_at("x", word(0), v("lo")), store_at("x", word(1), v("hi"))],
        ]
        .concat(),
    }
}

/// x += v2 (q0 q1), v2 the third mixed-radix digit: v2 < 2^62 and q0 q1 <
/// 2^124, so three words; the top one is stored at `top`.
fn third_tower(top: Expr) -> Vec<Stmt> {
    let q2 = || v("q2");
    let carry = |s: &'static str, w: &'static str| flag(lt(v(s), v(w)));
    vec![
        let_("q2", crt(Crt::Q2)),
        let_("s", csub(add(mul_shoup(v("v0"), crt(Crt::One2), crt(Crt::One2S), q2()), mul_shoup(v("v1"), crt(Crt::Q0M2), crt(Crt::Q0M2S), q2())), q2())),
        let_("v2", mul_shoup(sub_mod(load("x", top.clone()), v("s"), q2()), crt(Crt::Inv01_2), crt(Crt::Inv01_2S), q2())),
        let_("a0", mul(v("v2"), crt(Crt::Q01Lo))),
        let_("b1", mul(v("v2"), crt(Crt::Q01Hi))),
        let_("a1", add(mulhi(v("v2"), crt(Crt::Q01Lo)), v("b1"))),
        let_("b2", add(mulhi(v("v2"), crt(Crt::Q01Hi)), carry("a1", "b1"))),
        let_("lo1", add(v("lo"), v("a0"))),
        let_("c1", carry("lo1", "a0")),
        let_("h", add(v("hi"), v("a1"))),
        let_("h1", add(v("h"), v("c1"))),
        let_("c2", add(carry("h", "hi"), carry("h1", "c1"))),
        store_at("x", top, add(v("b2"), v("c2"))),
        assign("lo", v("lo1")),
        assign("hi", v("h1")),
    ]
}

fn pack() -> Kernel {
    let digit = || load("e", add(v("base"), v("j")));
    Kernel {
        name: "bigint_pack",
        doc: "Product limb i = bits [64 i, 64 i + 64) of the digits: the digits from\n\
              floor(64 i / b) to floor((64 i + 63) / b).",
        params: vec![inout("out", Ty::U64), input("e", Ty::U64), value("digits", Ty::U32), value("b", Ty::U32), value("out_limbs", Ty::U32), value("batch", Ty::U64)],
        views: vec![],
        pairs: Some(v("batch")),
        count: v("out_limbs"),
        // Bit positions fit 32 bits (the host's bound), so the divisions are u32.
        body: vec![
            let_("base", mul(pair(), v("digits"))),
            let_("bit0", u32_(mul(i(), c(64)))),
            let_("end", u32_(add(div(u32_(add(v("bit0"), c(63))), v("b")), c(1)))),
            mut_("acc", c(0)),
            for_(
                "j",
                div(v("bit0"), v("b")),
                choose(lt(v("end"), v("digits")), v("end"), v("digits")),
                vec![
                    let_("pos", u32_(mul(v("j"), v("b")))),
                    assign("acc", or(v("acc"), choose(ge(v("pos"), v("bit0")), shl(digit(), sub(v("pos"), v("bit0"))), shr(digit(), sub(v("bit0"), v("pos")))))),
                ],
            ),
            store_at("out", add(mul(pair(), v("out_limbs")), i()), v("acc")),
        ],
    }
}

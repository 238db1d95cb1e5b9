//! `bfv.cu`: the RNS steps of BFV's homomorphic multiplication
//! (`runtime::apps::bfv`, Halevi-Polyakov-Shoup 2018): the basis extensions
//! and the scaling a thread per coefficient, its words read once and its
//! y_t kept in registers for every output tower; the tensor and the key
//! products a thread per word (the relinearisation's digits are the q
//! ring's `from-y-row` form: broadcast in its transform's loads). The CPU twins are
//! `runtime::apps::bfv::hps`. Every table is
//! one buffer `tab` at offsets the host `#define`s (`HpsTables::flat`);
//! Shoup constants are (w, ws) pairs, fractions (high, low) words of a
//! 128-bit fixed point.

use super::super::descriptor::build::*;
use super::super::descriptor::{Expr, Kernel, Module, Param, Size, Stmt, Ty};

/// The module: sizes are the tower counts and the tables' offsets.
pub fn bfv() -> Module {
    Module {
        name: "bfv",
        doc: "The RNS steps of BFV's homomorphic multiplication for runtime::apps::bfv\n\
              (Halevi-Polyakov-Shoup 2018): the extensions and the scaling a thread\n\
              per coefficient (its y_t in registers for every output tower), the rest\n\
              a thread per word; Rust twins in\n\
              runtime/src/apps/bfv/hps.rs. Tables: Shoup constants as (w, ws) pairs,\n\
              fractions as (high, low) words of a 128-bit fixed point, all in `tab` at\n\
              the BFV_OFF_ offsets. Buffers are batch x towers x n words (u64).\n\
              Constant time in the data: every loop bound is a size, every select is\n\
              arithmetic on masks; no branch or index depends on a coefficient.",
        sizes: sizes(),
        kernels: vec![extend(), tensor(), scale_p(), scale_q(), key_dot(), relin_out()],
    }
}

fn sizes() -> Vec<Size> {
    let off = |name, doc| Size { name, doc };
    vec![
        Size { name: "BFV_KQ", doc: "towers of q" },
        Size { name: "BFV_KP", doc: "towers of P" },
        Size { name: "BFV_SPLIT_Q", doc: "bits of the low half of a word below a tower of q in the split sums of products (0: sums in 128 bits)" },
        Size { name: "BFV_SPLIT_P", doc: "the same below a tower of P (0 where BFV_SPLIT_Q is)" },
        off("BFV_OFF_Q", "offset in tab (u64 words) of q's primes"),
        off("BFV_OFF_P", "of P's primes"),
        off("BFV_OFF_QP_HAT_INV", "of the extension q -> P: [(q/q_i)^-1]_{q_i}"),
        off("BFV_OFF_QP_INV_FRAC", "1/q_i"),
        off("BFV_OFF_QP_HAT_MOD", "[q/q_i]_{p_j}, q-major"),
        off("BFV_OFF_QP_M_MOD", "[q]_{p_j}"),
        off("BFV_OFF_PQ_HAT_INV", "of the extension P -> q, the same four"),
        off("BFV_OFF_PQ_INV_FRAC", ""),
        off("BFV_OFF_PQ_HAT_MOD", ""),
        off("BFV_OFF_PQ_M_MOD", ""),
        off("BFV_OFF_W", "of the scaling: [W_i]_{p_j}, q-major"),
        off("BFV_OFF_THETA", "theta_i"),
        off("BFV_OFF_LAMBDA", "[t q^-1]_{p_j}"),
        off("BFV_OFF_ONE_Q", "1 with its companion per tower of q: x mod q_i"),
        off("BFV_OFF_ONE_P", "the same per tower of P"),
        off("BFV_OFF_MONT", "per tower of q then P: the prime m, m^-1 mod 2^64, 2^64 mod m and its Shoup companion (4 words)"),
        off("BFV_OFF_R_Q", "2^64 mod q_k with its companion: a 128-bit sum (hi, lo) is hi 2^64 + lo"),
        off("BFV_OFF_R_P", "the same per tower of P"),
        off("BFV_OFF_QP_HAT_SPLIT", "[q/q_i]_{p_j} split (its low SPLIT_P bits | the rest << 32), q-major"),
        off("BFV_OFF_PQ_HAT_SPLIT", "[P/p_i]_{q_j} split at SPLIT_Q, P-major"),
        off("BFV_OFF_W_SPLIT", "[W_i]_{p_j} split at SPLIT_P, q-major"),
    ]
}

/// What every step takes: out, in, the tables, log2 n, batch.
fn step_params() -> Vec<Param> {
    vec![inout("out", Ty::U64), input("in", Ty::U64), input("tab", Ty::U64), value("log_n", Ty::U32), value("batch", Ty::U32)]
}


/// Word `(p towers + t) n + k` of a batch x towers x n buffer.
fn word(towers: Expr, t: Expr) -> Expr {
    word_of(v("p"), towers, t)
}

/// Word `(poly towers + t) n + k`.
fn word_of(poly: Expr, towers: Expr, t: Expr) -> Expr {
    add(mul(add(mul(poly, towers), t), v("n")), v("k"))
}

fn qp() -> Expr {
    add(size("BFV_KQ"), size("BFV_KP"))
}

/// `(a w) mod m` with (w, ws) the pair `idx` of the table at offset `off`.
fn shoup_tab(a: Expr, off: &'static str, idx: Expr, m: Expr) -> Expr {
    let at = add(size(off), mul(c(2), idx));
    mul_shoup(a, load("tab", at.clone()), load("tab", add(at, c(1))), m)
}

/// `res = round(sum_t a_t f_t / 2^128)` over t < len, a_t the expression
/// `a` of the loop variable `t`, f_t the (high, low) pairs at `frac`: the
/// exact 192-bit sum (w2 w1 w0) with carries as flags, then the integer
/// part plus the top fraction bit. In a block, so its names serve each use.
fn round_sum(res: &'static str, a: Expr, frac: &'static str, len: Expr) -> Stmt {
    block([round_sum_init(), vec![for_("t", c(0), len, round_sum_step(a, frac))], vec![round_sum_finish(res)]].concat())
}

/// [`round_sum`]'s accumulators, for a loop that adds its terms itself.
fn round_sum_init() -> Vec<Stmt> {
    vec![mut_("w0", c(0)), mut_("w1", c(0)), mut_("w2", c(0))]
}

/// One term a f_t of [`round_sum`] (in a loop over `t`).
fn round_sum_step(a: Expr, frac: &'static str) -> Vec<Stmt> {
    let pair = || add(size(frac), mul(c(2), v("t")));
    let carry = |s: &'static str, w: &'static str| flag(lt(v(s), v(w)));
    vec![
        let_("at", a),
        let_("hi", load("tab", pair())),
        let_("lo", load("tab", add(pair(), c(1)))),
        let_("s0", add(v("w0"), mul(v("at"), v("lo")))),
        let_("c0", carry("s0", "w0")),
        let_("s1", add(v("w1"), mulhi(v("at"), v("lo")))),
        let_("c1", carry("s1", "w1")),
        let_("s2", add(v("s1"), mul(v("at"), v("hi")))),
        let_("c2", carry("s2", "s1")),
        let_("s3", add(v("s2"), v("c0"))),
        let_("c3", carry("s3", "s2")),
        assign("w0", v("s0")),
        assign("w1", v("s3")),
        assign("w2", add(add(add(add(v("w2"), mulhi(v("at"), v("hi"))), v("c1")), v("c2")), v("c3"))),
    ]
}

fn round_sum_finish(res: &'static str) -> Stmt {
    assign(res, add(v("w2"), shr(v("w1"), c(63))))
}

/// The tables of one centered basis extension.
struct Extension {
    from: &'static str,
    to: &'static str,
    kf: &'static str,
    kt: &'static str,
    hat_inv: &'static str,
    inv_frac: &'static str,
    hat_mod: &'static str,
    m_mod: &'static str,
    /// 2^64 mod to_j and 1 mod to_j, each with its companion.
    r_to: &'static str,
    one_to: &'static str,
    /// hat_mod split for the split sums, and the bits at which a word
    /// below a source tower and below a target tower split.
    hat_split: &'static str,
    split_from: &'static str,
    split_to: &'static str,
}

const Q_TO_P: Extension = Extension { from: "BFV_OFF_Q", to: "BFV_OFF_P", kf: "BFV_KQ", kt: "BFV_KP", hat_inv: "BFV_OFF_QP_HAT_INV", inv_frac: "BFV_OFF_QP_INV_FRAC", hat_mod: "BFV_OFF_QP_HAT_MOD", m_mod: "BFV_OFF_QP_M_MOD", r_to: "BFV_OFF_R_P", one_to: "BFV_OFF_ONE_P", hat_split: "BFV_OFF_QP_HAT_SPLIT", split_from: "BFV_SPLIT_Q", split_to: "BFV_SPLIT_P" };
const P_TO_Q: Extension = Extension { from: "BFV_OFF_P", to: "BFV_OFF_Q", kf: "BFV_KP", kt: "BFV_KQ", hat_inv: "BFV_OFF_PQ_HAT_INV", inv_frac: "BFV_OFF_PQ_INV_FRAC", hat_mod: "BFV_OFF_PQ_HAT_MOD", m_mod: "BFV_OFF_PQ_M_MOD", r_to: "BFV_OFF_R_Q", one_to: "BFV_OFF_ONE_Q", hat_split: "BFV_OFF_PQ_HAT_SPLIT", split_from: "BFV_SPLIT_P", split_to: "BFV_SPLIT_Q" };

/// Word t of coefficient (p, k) in `aux`, batch x kf x n: its y_t; from
/// `aux0`, the coefficient's word of tower 0 (a `let` of
/// [`aux_base`]), so a loop over t adds n a step.
fn aux_word(t: Expr) -> Expr {
    add(v("aux0"), mul(t, v("n")))
}

fn aux_base(e: &Extension) -> Stmt {
    let_("aux0", word(size(e.kf), c(0)))
}

/// Word t of the coefficient in a buffer whose tower-0 word is the `let`
/// `base`.
fn at_tower(base: &'static str, t: Expr) -> Expr {
    add(v(base), mul(t, v("n")))
}

/// An extension's first half, once per coefficient, into registers: y_t
/// = [x_t (M/m_t)^-1]_{m_t} for x_t = `x` (an expression of `t`) into the
/// array `ys` (split where the sums are), and `ev` = round(sum y_t / m_t);
/// `copy` also stores x_t into out's tower t (out having `copy` towers).
fn extend_first_half(e: &Extension, load_x: Vec<Stmt>, x: Expr, copy: Option<Expr>) -> Vec<Stmt> {
    let mut lets = vec![];
    let mut each = [load_x, vec![let_("x", x)]].concat();
    if let Some(towers) = copy {
        lets.push(let_("out0", word(towers, c(0))));
        each.push(store_at("out", at_tower("out0", v("t")), v("x")));
    }
    gather_ys(e, lets, each, shoup_tab(v("x"), e.hat_inv, v("t"), load("tab", add(size(e.from), v("t")))))
}

/// The y_t of an extension into the array `ys` (split where the sums
/// are) and `ev` = round(sum y_t / m_t), v's sum term by term as the y_t
/// come: `lets` before the loop over t, `each` its statements before
/// y_t = `yt` (an expression of `t` and them).
fn gather_ys(e: &Extension, lets: Vec<Stmt>, mut each: Vec<Stmt>, yt: Expr) -> Vec<Stmt> {
    each.push(let_("yt", yt));
    each.push(store_at("ys", v("t"), y_word(e, v("yt"))));
    each.extend(round_sum_step(v("yt"), e.inv_frac));
    [vec![array("ys", Ty::U64, size(e.kf))], lets, vec![mut_("ev", c(0))], round_sum_init(), vec![for_("t", c(0), size(e.kf), each), round_sum_finish("ev")]].concat()
}

/// A y_t as the second half's sums take it: split where they are split.
fn y_word(e: &Extension, y: Expr) -> Expr {
    choose(eq(size("BFV_SPLIT_Q"), c(0)), y.clone(), split(y, e.split_from))
}

/// The terms a_t b_u,t of a thread's two sums of products (expressions
/// of the loop variable `t`; one a_t, a b per output tower u), each factor
/// as it is and split ([`split`]) at the bits its size names.
struct Terms {
    a: Expr,
    a_split: Expr,
    a_bits: &'static str,
    b: [Expr; 2],
    b_split: [Expr; 2],
    b_bits: &'static str,
}

/// The words of a thread's sum u: the split sum's four, the 128-bit sum
/// (lo, hi), and add_shifted's for its three shifted words.
struct SumWords {
    split: [&'static str; 4],
    lo: &'static str,
    hi: &'static str,
    shifted: [[&'static str; 2]; 3],
}

const SUMS: [SumWords; 2] = [
    SumWords { split: ["dll0", "dlh0", "dhl0", "dhh0"], lo: "dlo0", hi: "dhi0", shifted: [["lh_lo0", "lh_hi0"], ["hl_lo0", "hl_hi0"], ["hh_lo0", "hh_hi0"]] },
    SumWords { split: ["dll1", "dlh1", "dhl1", "dhh1"], lo: "dlo1", hi: "dhi1", shifted: [["lh_lo1", "lh_hi1"], ["hl_lo1", "hl_hi1"], ["hh_lo1", "hh_hi1"]] },
];

/// `x` split at the bits `bits` (a size, BFV_SPLIT_Q or BFV_SPLIT_P: the
/// basis `x` is below): its low bits in the low word, the rest in the
/// high word, so that a product is four 32 x 32-bit products.
fn split(x: Expr, bits: &'static str) -> Expr {
    or(and(x.clone(), sub(shl(c(1), size(bits)), c(1))), shl(shr(x, size(bits)), c(32)))
}

/// (hi, lo) of `sum` += x 2^s for a public shift 0 < s < 64 (two shifts
/// and an add with carry; `names` for its two words).
fn add_shifted(sum: &SumWords, x: Expr, s: Expr, names: [&'static str; 2]) -> Stmt {
    let [lo, hi] = names;
    block(vec![
        let_(lo, shl(x.clone(), s.clone())),
        let_(hi, shr(x, sub(c(64), s))),
        assign(sum.lo, add(v(sum.lo), v(lo))),
        assign(sum.hi, add(add(v(sum.hi), v(hi)), flag(lt(v(sum.lo), v(lo))))),
    ])
}

/// `res[u] = (sum_t a_t b_u,t) mod m[u]` over t < len for the thread's
/// two output towers u (j[u], prime m[u]), each reduced once: the exact
/// sum in 128 bits (hi, lo), then hi 2^64 + lo reduced by two Shoup
/// products with the (w, ws) pairs j[u] of the tables `r` (2^64 mod m) and
/// `one` (1); HpsTables::new refuses towers whose sums could pass 2^128.
/// Where the sums are split (BFV_SPLIT_Q > 0; HpsTables: each factor split
/// at its basis's bits, every sum of the 32 x 32-bit products below 2^64),
/// each product is four widening 32-bit multiply-adds into four words
/// (`mac_split`: low x low, low x high, high x low, high x high), which
/// make the 128-bit sum once at the end (times 1, 2^b_bits, 2^a_bits,
/// 2^(a_bits + b_bits)); else each product a 64-bit multiply-add with
/// carry into it. a_t is read once for both sums. The sizes are #defines:
/// the compiler keeps one of the two forms. In a block, so its names serve
/// each use.
fn dot_mod(res: [&'static str; 2], terms: Terms, len: Expr, r: &'static str, one: &'static str, j: [Expr; 2], m: [Expr; 2]) -> Stmt {
    let Terms { a, a_split, a_bits, b, b_split, b_bits } = terms;
    let mut split = vec![];
    let mut body = vec![let_("sa", a_split)];
    let mut exact = vec![let_("ea", a)];
    for (u, w) in SUMS.iter().enumerate() {
        split.extend(w.split.iter().map(|n| mut_(n, c(0))));
        body.push(mac_split(w.split, v("sa"), b_split[u].clone()));
        exact.push(mac(w.hi, w.lo, v("ea"), b[u].clone()));
    }
    split.push(for_("t", c(0), len.clone(), body));
    for w in &SUMS {
        let [ll, lh, hl, hh] = w.split;
        split.extend([
            assign(w.lo, v(ll)),
            add_shifted(w, v(lh), size(b_bits), w.shifted[0]),
            add_shifted(w, v(hl), size(a_bits), w.shifted[1]),
            add_shifted(w, v(hh), add(size(a_bits), size(b_bits)), w.shifted[2]),
        ]);
    }
    let mut stmts: Vec<Stmt> = SUMS.iter().flat_map(|w| [mut_(w.lo, c(0)), mut_(w.hi, c(0))]).collect();
    stmts.extend([if_(ne(size("BFV_SPLIT_Q"), c(0)), split), if_(eq(size("BFV_SPLIT_Q"), c(0)), vec![for_("t", c(0), len, exact)])]);
    for (u, w) in SUMS.iter().enumerate() {
        stmts.push(assign(res[u], add_mod(shoup_tab(v(w.hi), r, j[u].clone(), m[u].clone()), shoup_tab(v(w.lo), one, j[u].clone(), m[u].clone()), m[u].clone())));
    }
    block(stmts)
}

/// A thread's two output towers j0 = 2g and j1 = 2g + 1 of the `towers`
/// (j1 = j0 for the last of an odd count: that thread computes and stores
/// its tower twice), for a per_word kernel over pairs of towers.
fn tower_pair(towers: Expr) -> Vec<Stmt> {
    let next = add(mul(c(2), v("g")), c(1));
    vec![let_("j0", mul(c(2), v("g"))), let_("j1", choose(lt(next.clone(), towers.clone()), next, sub(towers, c(1))))]
}

/// Pairs of towers of a count (the per_word count of a kernel over pairs).
fn pairs_of(towers: Expr) -> Expr {
    div(add(towers, c(1)), c(2))
}

/// An extension's second half for output towers j0, j1 of a
/// coefficient: res_u = [sum y_t (M/m_t) - v M]_{to_ju} from the `ys` and
/// `ev` of [`extend_first_half`], each sum in 128 bits and reduced once.
fn extend_sums(e: &Extension, res: [&'static str; 2]) -> Stmt {
    let j = [v("j0"), v("j1")];
    let m = [v("m0"), v("m1")];
    // [M/m_t]_{to_j}: the word of its (w, ws) pair, and its split word.
    let hat = |j: Expr| load("tab", add(size(e.hat_mod), mul(c(2), add(mul(v("t"), size(e.kt)), j))));
    let hat_split = |j: Expr| load("tab", add(size(e.hat_split), add(mul(v("t"), size(e.kt)), j)));
    let y = || load("ys", v("t"));
    let terms = Terms { a: y(), a_split: y(), a_bits: e.split_from, b: j.clone().map(hat), b_split: j.clone().map(hat_split), b_bits: e.split_to };
    let mut stmts = vec![let_("m0", load("tab", add(size(e.to), v("j0")))), let_("m1", load("tab", add(size(e.to), v("j1")))), mut_("acc0", c(0)), mut_("acc1", c(0))];
    stmts.push(dot_mod(["acc0", "acc1"], terms, size(e.kf), e.r_to, e.one_to, j.clone(), m.clone()));
    for u in 0..2 {
        stmts.push(assign(res[u], sub_mod(v(["acc0", "acc1"][u]), shoup_tab(v("ev"), e.m_mod, j[u].clone(), m[u].clone()), m[u].clone())));
    }
    block(stmts)
}

/// Every output tower of extension `e` for one coefficient, pair by pair
/// ([`extend_sums`] over the y_t in registers), each word w of tower j
/// stored by `store(j, w)`: a thread per coefficient reads its words once
/// for all towers.
fn extend_towers(e: &Extension, towers: Expr, store: impl Fn(Expr, Expr) -> Vec<Stmt>) -> Stmt {
    let pair = [
        tower_pair(towers.clone()),
        vec![
            mut_("o0", c(0)),
            mut_("o1", c(0)),
            extend_sums(e, ["o0", "o1"]),
        ],
        store(v("j0"), v("o0")),
        store(v("j1"), v("o1")),
    ]
    .concat();
    for_("g", c(0), pairs_of(towers), pair)
}

/// n = 2^log_n; i's coefficient k (its low bits: no division) and the rest.
fn split_index() -> Vec<Stmt> {
    vec![let_("n", shl(c(1), v("log_n"))), let_("k", and(i(), sub(v("n"), c(1))))]
}

/// One thread per word of a batch x `towers` x n output: element i is
/// coefficient k of tower `tower` of batch entry p (i = (p towers + tower)
/// n + k, so `store` writes the element's own word). With k fastest, a
/// warp shares its tower: a branch on the tower does not diverge.
fn per_word(name: &'static str, doc: &'static str, params: Vec<Param>, towers: Expr, tower: &'static str, body: Vec<Stmt>) -> Kernel {
    let index = [vec![let_("n", shl(c(1), v("log_n")))], word_index(i(), towers.clone(), tower)].concat();
    Kernel { name, doc, params, views: vec![], pairs: None, count: shl(mul(v("batch"), towers), v("log_n")), body: [index, body].concat() }
}

/// Word `word` of a batch x `towers` x n buffer as (p, `tower`, k), n the
/// `let` before: n is a power of two, so k and (p, tower) by a mask and a
/// shift, then 32-bit divisions by the tower count (a #define constant;
/// batch x towers < 2^32, which the runtime's launch checks).
fn word_index(word: Expr, towers: Expr, tower: &'static str) -> Vec<Stmt> {
    vec![
        let_("k", and(word.clone(), sub(v("n"), c(1)))),
        let_("towers", u32_(towers)),
        let_("pt", u32_(shr(word, v("log_n")))),
        let_(tower, rem(v("pt"), v("towers"))),
        let_("p", div(v("pt"), v("towers"))),
    ]
}

/// One thread per coefficient (p, k) of a batch of polynomials.
fn per_coefficient(name: &'static str, doc: &'static str, params: Vec<Param>, body: Vec<Stmt>) -> Kernel {
    let index = [split_index(), vec![let_("p", shr(i(), v("log_n")))]].concat();
    Kernel { name, doc, params, views: vec![], pairs: None, count: shl(v("batch"), v("log_n")), body: [index, body].concat() }
}

fn extend() -> Kernel {
    // Operand `part` = p / batch of the four (a0, a1, b0, b1): its word t of
    // coefficient k of its polynomial pp, from its own buffer (a branch on
    // a public, warp-uniform part).
    let operand = |part: u64| load(["in0", "in1", "in2", "in3"][part as usize], word_of(v("pp"), size("BFV_KQ"), v("t")));
    let pick = (0..4).map(|part| if_(eq(v("part"), c(part)), vec![assign("xin", operand(part))])).collect::<Vec<_>>();
    let mut body = vec![let_("part", div(u32_(v("p")), v("batch"))), let_("pp", sub(v("p"), mul(v("part"), v("batch"))))];
    body.extend(extend_first_half(&Q_TO_P, [vec![mut_("xin", c(0))], pick].concat(), v("xin"), Some(qp())));
    body.push(extend_towers(&Q_TO_P, size("BFV_KP"), |j, w| vec![store_at("out", word(qp(), add(size("BFV_KQ"), j)), w)]));
    let mut k = per_coefficient(
        "bfv_extend",
        "The extension q -> P of the four operands a0, a1, b0, b1 (in0..in3,\n\
              each batch x KQ x n in its own buffer) into out (4 batch x (KQ + KP)\n\
              x n, operand after operand), a thread per coefficient of the 4 x batch\n\
              polynomials: out's q towers = the operand; y_t = [x_t (q/q_t)^-1]_{q_t}\n\
              and v = round(sum y_t / q_t) in registers; out's P towers =\n\
              [sum_t y_t [q/q_t]_{p_j} - v [q]_{p_j}]_{p_j}, two at a time.",
        vec![
            inout("out", Ty::U64),
            input("in0", Ty::U64),
            input("in1", Ty::U64),
            input("in2", Ty::U64),
            input("in3", Ty::U64),
            input("tab", Ty::U64),
            value("log_n", Ty::U32),
            value("batch", Ty::U32),
        ],
        body,
    );
    k.count = shl(mul(c(4), v("batch")), v("log_n"));
    k
}

/// `x y R^-1 mod m` (R = 2^64) for x, y below m, m the q ∪ P tower `s`'s
/// prime: Montgomery's reduction with qinv = m^-1 mod R. With u = lo(x y)
/// qinv, u m = lo(x y) mod R, so (x y - u m) / R = hi(x y) - hi(u m), both
/// below m: one modular subtraction. No shift by a table value (the
/// descriptors keep every shift public).
fn redc(x: Expr, y: Expr) -> Expr {
    let m = || v("m");
    sub_mod(mulhi(x.clone(), y.clone()), mulhi(mul(mul(x, y), v("qinv")), m()), m())
}

/// The tensor of the transformed operands, a thread per word of a
/// ciphertext's polynomial: in holds a0, a1, b0, b1 (each `batch` x
/// (KQ + KP) x n, one after another), out d0 = a0 b0, d1 = a0 b1 + a1 b0,
/// d2 = a1 b1 likewise. b0 and b1 are first taken to Montgomery's form
/// (b R mod m, a Shoup product by the table's R mod m), so that one
/// Montgomery reduction makes each exact product, and d1's two products
/// are added in 128 bits and reduced once (their sum is below 2 m^2 <
/// m R): three reductions a word where a product reduced twice (the second
/// by R^2 mod m) took eight, and the kernel is bound by its multiplies.
fn tensor() -> Kernel {
    // Word (part x batch + p, tower s, k) of a part-major buffer of 4 or 3 parts.
    let at = |part: u64| add(mul(add(mul(add(mul(c(part), v("batch")), v("p")), qp()), v("s")), v("n")), v("k"));
    let table = |w: u64| load("tab", add(size("BFV_OFF_MONT"), add(mul(c(4), v("s")), c(w))));
    let to_mont = |x: Expr| mul_shoup(x, v("r"), v("rs"), v("m"));
    per_word(
        "bfv_tensor",
        "The tensor in the transformed domain: in = a0, a1, b0, b1 and out = d0, d1,\n\
              d2 (each batch x (KQ + KP) x n words, part after part): d0 = a0 b0,\n\
              d1 = a0 b1 + a1 b0, d2 = a1 b1 mod each tower's prime, a thread per word\n\
              of a polynomial (its four operands read once, its three products\n\
              written): b0, b1 times R mod m (Shoup), then one Montgomery reduction a\n\
              product, d1's two added in 128 bits and reduced once.",
        step_params(),
        qp(),
        "s",
        vec![
            let_("m", table(0)),
            let_("qinv", table(1)),
            let_("r", table(2)),
            let_("rs", table(3)),
            let_("a0", load("in", at(0))),
            let_("a1", load("in", at(1))),
            let_("b0", to_mont(load("in", at(2)))),
            let_("b1", to_mont(load("in", at(3)))),
            store_at("out", at(0), redc(v("a0"), v("b0"))),
            mut_("hi", c(0)),
            mut_("lo", c(0)),
            mac("hi", "lo", v("a0"), v("b1")),
            mac("hi", "lo", v("a1"), v("b0")),
            store_at("out", at(1), redc_wide(v("hi"), v("lo"))),
            store_at("out", at(2), redc(v("a1"), v("b1"))),
        ],
    )
}

/// `(hi 2^64 + lo) R^-1 mod m` for a sum below m R (so hi < m), as
/// [`redc`] takes a product: hi - hi(lo qinv m), one modular subtraction.
fn redc_wide(hi: Expr, lo: Expr) -> Expr {
    let m = || v("m");
    sub_mod(hi, mulhi(mul(lo, v("qinv")), m()), m())
}

/// The scaling's first half, a thread per half of a coefficient's P
/// towers: round(t x / q) in P, [sum_i x_i W_i + r + x_j lambda_j]_{p_j}
/// with r = round(sum_i x_i theta_i), each P word then taken straight into
/// the extension P -> q's y_j (aux). Two threads a coefficient, each r and
/// half the towers: one thread a coefficient held 110 registers and ran
/// 1.45 waves at one product (N = 2^15); v, which needs every y_j, is
/// bfv_scale_q's.
fn scale_p() -> Kernel {
    let (j, m) = ([v("j0"), v("j1")], [v("m0"), v("m1")]);
    let w = |j: Expr| load("tab", add(size("BFV_OFF_W"), mul(c(2), add(mul(v("t"), size("BFV_KP")), j))));
    let w_split = |j: Expr| load("tab", add(size("BFV_OFF_W_SPLIT"), add(mul(v("t"), size("BFV_KP")), j)));
    // The coefficient's q words, loaded once for every output tower.
    let x = || load("xs", v("t"));
    let terms = Terms { a: x(), a_split: split(x(), "BFV_SPLIT_Q"), a_bits: "BFV_SPLIT_Q", b: j.clone().map(w), b_split: j.clone().map(w_split), b_bits: "BFV_SPLIT_P" };
    let mut pair = vec![
        let_("m0", load("tab", add(size("BFV_OFF_P"), v("j0")))),
        let_("m1", load("tab", add(size("BFV_OFF_P"), v("j1")))),
        mut_("acc0", c(0)),
        mut_("acc1", c(0)),
        dot_mod(["acc0", "acc1"], terms, size("BFV_KQ"), "BFV_OFF_R_P", "BFV_OFF_ONE_P", j.clone(), m.clone()),
    ];
    for u in 0..2 {
        let acc = ["acc0", "acc1"][u];
        let (j, m) = (j[u].clone(), m[u].clone());
        let lambda = shoup_tab(load("in", word(qp(), add(size("BFV_KQ"), j.clone()))), "BFV_OFF_LAMBDA", j.clone(), m.clone());
        pair.push(assign(acc, add_mod(v(acc), add_mod(shoup_tab(v("r"), "BFV_OFF_ONE_P", j.clone(), m.clone()), lambda, m.clone()), m.clone())));
        // P -> q's y_j (the second of an odd count's last pair repeats the
        // first: stored once).
        let store_y = vec![let_("t", j.clone()), store_at("aux", aux_word(v("t")), shoup_tab(v(acc), P_TO_Q.hat_inv, v("t"), m))];
        pair.push(if u == 0 { block(store_y) } else { if_(ne(v("j1"), v("j0")), store_y) });
    }
    // Half h of the pairs: pairs h H .. h H + H - 1 that exist.
    let half = || div(add(pairs_of(size("BFV_KP")), c(1)), c(2));
    let body = vec![
        let_("in_at", word(qp(), c(0))),
        array("xs", Ty::U64, size("BFV_KQ")),
        for_("t", c(0), size("BFV_KQ"), vec![store_at("xs", v("t"), load("in", at_tower("in_at", v("t"))))]),
        // r < towers x 2^61 may exceed p_j: Shoup by 1 reduces any word.
        mut_("r", c(0)),
        round_sum("r", load("xs", v("t")), "BFV_OFF_THETA", size("BFV_KQ")),
        aux_base(&P_TO_Q),
        for_("gh", c(0), half(), vec![let_("g", add(mul(v("h"), half()), v("gh"))), if_(lt(v("g"), pairs_of(size("BFV_KP"))), [tower_pair(size("BFV_KP")), pair].concat())]),
    ];
    // Element i: coefficient k of half h of polynomial p (k fastest, so a
    // warp shares its half).
    let index = [split_index(), vec![let_("ph", shr(i(), v("log_n"))), let_("h", and(v("ph"), c(1))), let_("p", shr(v("ph"), c(1)))]].concat();
    Kernel {
        name: "bfv_scale_p",
        doc: "round(t x / q) in P, then the extension P -> q's y_j: two threads a\n\
              coefficient of x (in: batch x (KQ + KP) x n), each its q words and r =\n\
              round(sum_i x_i theta_i), then half the P words [sum_i x_i W_i + r +\n\
              x_j lambda_j]_{p_j} (two at a time) taken into aux (batch x KP x n) as\n\
              y_j = [. (P/p_j)^-1]_{p_j}; bfv_scale_q brings them to q.",
        params: vec![inout("aux", Ty::U64), input("in", Ty::U64), input("tab", Ty::U64), value("log_n", Ty::U32), value("batch", Ty::U32)],
        views: vec![],
        pairs: None,
        count: shl(mul(c(2), v("batch")), v("log_n")),
        body: [index, body].concat(),
    }
}

/// The scaling's second half: q's words from bfv_scale_p's aux (centered),
/// a thread per coefficient: its y_j read once, v = round(sum y_j / p_j)
/// summed as they come.
fn scale_q() -> Kernel {
    let e = &P_TO_Q;
    // Polynomials from `split` on go to out2 (a branch on the public,
    // warp-uniform polynomial): a product's c2 in a buffer of its own, the
    // rows relinearisation's transform broadcasts.
    let kq = || size("BFV_KQ");
    let store = |j: Expr, w: Expr| {
        vec![
            if_(lt(v("p"), v("split")), vec![store_at("out", word(kq(), j.clone()), w.clone())]),
            if_(ge(v("p"), v("split")), vec![store_at("out2", word_of(sub(v("p"), v("split")), kq(), j), w)]),
        ]
    };
    let body = [vec![aux_base(e)], gather_ys(e, vec![], vec![], load("aux", aux_word(v("t")))), vec![extend_towers(e, kq(), store)]].concat();
    per_coefficient(
        "bfv_scale_q",
        "bfv_scale_p's P residues extended P -> q (centered) from its aux:\n\
              round(t x / q) in q, polynomials p < split into out (split x KQ x n),\n\
              the others into out2 ((batch - split) x KQ x n); a thread per\n\
              coefficient, its y_j read once for every tower and v = round(sum\n\
              y_j / p_j) summed as they come.",
        vec![inout("out", Ty::U64), inout("out2", Ty::U64), input("aux", Ty::U64), input("tab", Ty::U64), value("log_n", Ty::U32), value("batch", Ty::U32), value("split", Ty::U32)],
        body,
    )
}

/// Relinearisation's result as two polynomials: out0 = s0 + c0 and out1 =
/// s1 + c1 (each batch x KQ x n), from the key products' sums after their
/// inverse (s0 then s1) and the product's c0, c1 (the first 2 batch x KQ x
/// n words of `in`), into the ciphertext's own two buffers.
fn relin_out() -> Kernel {
    let kq = || size("BFV_KQ");
    let own = || add(mul(add(mul(v("pp"), kq()), v("t")), v("n")), v("k"));
    let sum = || add_mod(load("sums", i()), load("in", i()), load("tab", add(size("BFV_OFF_Q"), v("t"))));
    let mut k = per_word(
        "bfv_relin_out",
        "Relinearisation's two polynomials: out0 = s0 + c0, out1 = s1 + c1 (each\n\
              batch x KQ x n) with sums = s0 then s1 (the key products' sums in the\n\
              coefficient domain) and in's first 2 batch x KQ x n words c0 then c1; a\n\
              thread per word of the 2 x batch polynomials.",
        vec![inout("out0", Ty::U64), inout("out1", Ty::U64), input("sums", Ty::U64), input("in", Ty::U64), input("tab", Ty::U64), value("log_n", Ty::U32), value("batch", Ty::U32)],
        kq(),
        "t",
        vec![
            // Which of the two (a public, warp-uniform branch) and its polynomial.
            let_("which", div(u32_(v("p")), v("batch"))),
            let_("pp", sub(v("p"), mul(v("which"), v("batch")))),
            if_(eq(v("which"), c(0)), vec![store_at("out0", own(), sum())]),
            if_(ne(v("which"), c(0)), vec![store_at("out1", own(), sum())]),
        ],
    );
    k.count = shl(mul(mul(c(2), v("batch")), kq()), v("log_n"));
    k
}

fn key_dot() -> Kernel {
    let kq = || size("BFV_KQ");
    let mont = |w: u64| load("tab", add(size("BFV_OFF_MONT"), add(mul(c(4), v("t")), c(w))));
    let total = || shl(mul(v("batch"), kq()), v("log_n"));
    // Word j = the last first: the digits' transform writes its last towers
    // last (a tower's polynomials run together), so the first words this
    // kernel reads are the ones L2 still holds.
    let index = [vec![let_("n", shl(c(1), v("log_n"))), let_("j", sub(sub(total(), c(1)), i()))], word_index(v("j"), kq(), "t")].concat();
    let body = vec![
            let_("per_key", mul(mul(kq(), kq()), v("n"))),
            // q's towers come first in the q ∪ P Montgomery table.
            let_("m", mont(0)),
            let_("qinv", mont(1)),
            // The digits' words read first, then the products: ptxas still
            // places each load by its use, but allocates 40 registers where
            // the load inside the loop took 54 (at 2^15 on an H200: achieved
            // occupancy 46% -> 58%, the kernel 80.9 -> 73.7 us in Nsight
            // Compute), and the DRAM is this kernel's bound.
            array("xs", Ty::U64, kq()),
            for_("d", c(0), kq(), vec![store_at("xs", v("d"), load("in", add(mul(add(mul(add(mul(v("p"), kq()), v("d")), kq()), v("t")), v("n")), v("k"))))]),
            mut_("acc0", c(0)),
            mut_("acc1", c(0)),
            for_(
                "d",
                c(0),
                kq(),
                vec![
                    let_("at", add(mul(add(mul(v("d"), kq()), v("t")), v("n")), v("k"))),
                    assign("acc0", add_mod(v("acc0"), redc(load("xs", v("d")), load("key", v("at"))), v("m"))),
                    assign("acc1", add_mod(v("acc1"), redc(load("xs", v("d")), load("key", add(v("per_key"), v("at")))), v("m"))),
                ],
            ),
            store_at("out", v("j"), v("acc0")),
            store_at("out", add(v("j"), total()), v("acc1")),
        ];
    Kernel {
        name: "bfv_key_dot",
        doc: "Relinearisation's key products and digit sums in one pass (NTT domain):\n\
              out = s0 then s1 (each batch x KQ x n), s0/s1 = sum over the KQ digits d of\n\
              in[p, d, t] * key_{b,a}[d, t], with in batch x KQ digits x KQ towers x n\n\
              and key the keys' words in Montgomery's form (w 2^64 mod q_t, one word\n\
              each): 2 keys x KQ digits x KQ towers x n words, shared by every\n\
              ciphertext of the batch (no per-ciphertext copy); a thread per output\n\
              word, the last word first.",
        params: vec![inout("out", Ty::U64), input("in", Ty::U64), input("key", Ty::U64), input("tab", Ty::U64), value("log_n", Ty::U32), value("batch", Ty::U32)],
        views: vec![],
        pairs: None,
        count: total(),
        body: [index, body].concat(),
    }
}

use super::descriptor::build::*;
use super::descriptor::{Kernel, Module, Ty};
use super::eval::{run, Arg};
use super::*;
use crate::arith::modular::{add_mod, mul_mod, sub_mod};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The signatures `runtime::apps` launches (its SAFETY comments), as the
/// hand-written files spelled them.
const SIGNATURES: &[&str] = &[
    "ring_addsub(u64* x, const u64* y, const u64* primes, u32 n, u32 towers, u64 words, u32 op)",
    "ring_neg(u64* x, const u64* primes, u32 n, u32 towers, u64 words)",
    "ring_scale(u64* x, const u64* primes, const u64* s, u32 n, u32 towers, u64 words)",
    "ring_repeat(u64* dst, const u64* src, u64 per_poly, u64 src_polys, u64 words)",
    "rlwe_lift_small(u64* out, const i8* small, u64 q, u64 count)",
    "rlwe_broadcast_pair(u64* dst, const u64* b, const u64* a, u64 n, u64 batch)",
    "rlwe_add_noise(u64* c, const u8* packed, u64 q, u64 delta, u64 bn)",
    "rns_decompose(u64* x, const u32* limbs, const u64* primes, const u64* r, const u64* rs, u32 n, u32 batch)",
    "rns_reconstruct(u32* out, const u64* x, const u64* primes, const u64* inv, const u64* invs, const u64* half, const u32* cm, const u32* nc, const u32* s, u32 n, u32 batch)",
    "bfv_extend(u64* out, const u64* in0, const u64* in1, const u64* in2, const u64* in3, const u64* tab, u32 log_n, u32 batch)",
    "bfv_tensor(u64* out, const u64* in, const u64* tab, u32 log_n, u32 batch)",
    "bfv_scale_p(u64* aux, const u64* in, const u64* tab, u32 log_n, u32 batch)",
    "bfv_scale_q(u64* out, u64* out2, const u64* aux, const u64* tab, u32 log_n, u32 batch, u32 split)",
    "bfv_key_dot(u64* out, const u64* in, const u64* key, const u64* tab, u32 log_n, u32 batch)",
    "bfv_relin_out(u64* out0, u64* out1, const u64* sums, const u64* in, const u64* tab, u32 log_n, u32 batch)",
    "bigint_split(u64* x, const u64* limbs, u32 limbs_per, u32 b, u32 towers, u32 k, u64 batch)",
    "bigint_garner(u64* x, const u64* crt, u32 towers, u32 k, u64 batch)",
    "bigint_pack(u64* out, const u64* e, u32 digits, u32 b, u32 out_limbs, u64 batch)",
];

#[test]
fn every_launched_signature_is_emitted_once() {
    let text: String = app_files().unwrap().into_iter().map(|(_, t)| t).collect();
    for sig in SIGNATURES {
        assert_eq!(text.matches(&format!("extern \"C\" __global__ void {sig} {{")).count(), 1, "{sig}");
    }
    assert_eq!(text.matches("__global__").count(), SIGNATURES.len());
}

/// The runtime launches the applications' element-wise kernels while the
/// grid before them drains (programmatic dependent launch): each must wait
/// for that grid before its first statement.
#[test]
fn every_kernel_waits_for_the_grid_before_it_first() {
    for (file, text) in app_files().unwrap() {
        let kernels: Vec<&str> = text.split("extern \"C\" __global__ void ").skip(1).collect();
        assert!(!kernels.is_empty(), "{file}");
        for k in kernels {
            let body: Vec<&str> = k.lines().skip(1).map(str::trim).filter(|l| !l.starts_with("//")).collect();
            assert_eq!(body[..3], ["#if __CUDA_ARCH__ >= 900", "asm volatile(\"griddepcontrol.wait;\" ::: \"memory\");", "asm volatile(\"griddepcontrol.launch_dependents;\" ::: \"memory\");"], "{file}: {}", k.lines().next().unwrap_or(""));
        }
    }
}

#[test]
fn emitting_is_deterministic_and_headed() {
    let (a, b) = (app_files().unwrap(), app_files().unwrap());
    assert_eq!(a, b);
    let names: Vec<_> = a.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["ring.cu", "rlwe.cu", "rns.cu", "bfv.cu", "bigint.cu"]);
    for (name, text) in &a {
        assert!(text.starts_with(&format!("// nttgen: apps/{name} (generated; do not edit)\n// command: codegen emit --catalog (codegen::emit::elementwise::apps::")), "{name}");
        assert!(!text.contains("#include"), "{name}: NVRTC has no system headers");
        assert!(!text.contains("{{") && !text.contains("{%"), "{name}: template text left over");
        assert!(text.ends_with("}\n") && !text.ends_with("\n\n"), "{name}: one final newline");
    }
    assert_eq!(ring_cuda().unwrap(), a[0].1);
    assert_eq!(rlwe_cuda().unwrap(), a[1].1);
}

/// The sums and differences are reduce/common.cu's, shared with the NTT kernels.
#[test]
fn arithmetic_is_the_shared_text() {
    let ring = ring_cuda().unwrap();
    assert!(ring.contains("nttgen reduce/common.cu (word = u64)"));
    assert!(ring.contains("x[i] = op == 0 ? mod_add(a, b, q) : (op == 1 ? mod_sub(a, b, q) : mod_sub(b, a, q));"));
    assert!(ring.contains("u64 q = primes[(i / n) % towers];"));
    let rlwe = rlwe_cuda().unwrap();
    assert!(rlwe.contains("const i8* e1 = (const i8*)packed + bn;"));
    assert!(rlwe.contains("const u8* m = packed + (3 * bn);"));
    assert!(rlwe.contains("i < (2 * batch) * n;"));
}

fn kernel(body: Vec<super::descriptor::Stmt>) -> Kernel {
    Kernel {
        name: "k",
        doc: "",
        params: vec![inout("x", Ty::U64), input("y", Ty::U64), value("n", Ty::U32), value("t", Ty::U32), value("words", Ty::U64)],
        views: vec![],
        pairs: None,
        count: v("words"),
        body,
    }
}

fn refusal(k: Kernel) -> String {
    cuda(&Module { name: "m", doc: "", sizes: vec![], kernels: vec![k] }, "test").unwrap_err().to_string()
}

/// What would not be constant time, or not the C it claims, is refused.
#[test]
fn the_rules_refuse() {
    let cases = [
        (vec![store("x", load("y", load("x", i())))], "the index into `y` depends on a secret"),
        (vec![store("x", rem(load("x", i()), v("words")))], "`%` of a secret"),
        (vec![let_("s", load("y", i())), store("x", choose(lt(v("s"), c(1)), c(0), c(1)))], "condition depends on a secret"),
        (vec![store("y", load("x", i()))], "store to `y`"),
        (vec![store("x", v("nope"))], "`nope` is neither"),
        (vec![let_("n", c(1))], "`n` is not a fresh identifier"),
        (vec![store("x", lift(load("x", i()), v("words")))], "lift reads a signed byte"),
        (vec![let_("s", load("y", i())), for_("j", c(0), v("s"), vec![])], "loop `j`'s bound depends on a secret"),
        (vec![let_("s", load("y", i())), store("x", shl(c(1), v("s")))], "a shift (`<<`) by a secret amount"),
        (vec![let_("s", c(1)), assign("s", c(2))], "assignment to `s`, which is not a mut"),
        (vec![array("a", Ty::U64, v("n"))], "known at compile time"),
        (vec![mut_("s", c(0)), array("a", Ty::U64, c(2)), store_at("a", v("s"), c(1))], "the index into `a` depends on a secret"),
        (vec![store_at("y", c(0), c(1))], "store to `y`"),
        (vec![store("x", size("NOPE"))], "`NOPE` is not a size"),
        (vec![for_("j", c(0), c(2), vec![let_("a", c(0))]), for_("j", c(0), c(2), vec![for_("j", c(0), c(1), vec![])])], "`j` is not a fresh identifier"),
        (vec![for_("j", c(0), c(2), vec![]), store("x", v("j"))], "`j` is neither"),
        (vec![mut_("h", c(0)), let_("l", c(0)), mac("h", "l", c(1), c(2))], "multiply-add into `l`, which is not a mut"),
        (vec![mut_("h", c(0)), mac("h", "h", c(1), c(2))], "as both words of the sum"),
        (vec![mut_("h", c(0)), let_("l", c(0)), mut_("m", c(0)), mut_("o", c(0)), mac_split(["h", "l", "m", "o"], c(1), c(2))], "split multiply-add into `l`, which is not a mut"),
        (vec![mut_("h", c(0)), mut_("m", c(0)), mut_("o", c(0)), mac_split(["h", "m", "o", "m"], c(1), c(2))], "split multiply-add into `m` as two of its words"),
    ];
    for (body, want) in cases {
        let got = refusal(kernel(body));
        assert!(got.contains(want), "{got}\n  should say: {want}");
    }
}

/// Two narrow operands are widened before C computes them in 32 bits, and
/// a narrow left operand of a shift always (a shift has its type).
#[test]
fn narrow_products_are_widened() {
    let k = kernel(vec![store("x", rem(i(), mul(v("n"), v("t")))), store("x", shl(v("n"), c(40))), store("x", mul(div(v("n"), v("t")), v("t"))), store("x", div(u32_(mul(v("n"), v("t"))), v("t")))]);
    let text = cuda(&Module { name: "m", doc: "", sizes: vec![], kernels: vec![k.clone()] }, "test").unwrap();
    assert!(text.contains("x[i] = i % ((u64)n * t);"), "{text}");
    assert!(text.contains("x[i] = (u64)n << 40;"), "{text}");
    // A quotient of two u32 is exact in 32 bits, and stays narrow for the product.
    assert!(text.contains("x[i] = (u64)(n / t) * t;"), "{text}");
    assert!(text.contains("x[i] = (u32)((u64)n * t) / t;"), "{text}");
    // The promise that a value fits 32 bits is checked.
    let mut args = [Arg::Words(vec![0; 1]), Arg::Words(vec![]), Arg::Value(1 << 20), Arg::Value(1 << 20), Arg::Value(1)];
    assert!(run(&k, &mut args).unwrap_err().contains("does not fit the u32"));
}

/// Loops, arrays, accumulators and blocks render as the C they evaluate as.
#[test]
fn loops_and_arrays_render_and_evaluate() {
    let body = vec![
        array("a", Ty::U32, size("LEN")),
        for_("j", c(0), size("LEN"), vec![store_at("a", v("j"), add(load("y", i()), v("j")))]),
        mut_("acc", c(0)),
        for_("j", c(0), size("LEN"), vec![block(vec![let_("w", load("a", v("j"))), assign("acc", add(v("acc"), v("w")))])]),
        store("x", add(v("acc"), flag(gt(mulhi(c(u64::MAX), c(2)), c(0))))),
        // A widened bound is cast back, so the trip count stays known.
        for_("h", c(0), sub(size("LEN"), c(1)), vec![]),
    ];
    let m = Module { name: "m", doc: "", sizes: vec![super::descriptor::Size { name: "LEN", doc: "entries" }], kernels: vec![kernel(body)] };
    let text = sized_cuda(&m, &[("LEN", 3)]).unwrap();
    assert!(text.starts_with("#define LEN 3\n"), "{text}");
    for line in ["u32 a[LEN];", "for (u32 j = 0; j < LEN; j++) {", "a[j] = (u32)(y[i] + j);", "u64 acc = 0;", "acc = acc + w;", "x[i] = acc + (u64)(mod_mulhi(0xffffffffffffffffull, 2) > 0);", "for (u32 h = 0; h < (u32)((u64)LEN - 1); h++) {", "#error \"LEN is not defined"] {
        assert!(text.contains(line), "{line}\n{text}");
    }
    assert!(sized_cuda(&m, &[]).unwrap_err().to_string().contains("LEN not given"));
    assert!(sized_cuda(&m, &[("LEN", 3), ("MORE", 1)]).unwrap_err().to_string().contains("MORE is not a size"));
    let y = vec![u32::MAX as u64 + 5, 7];
    let mut args = [Arg::Words(vec![0; 2]), Arg::Words(y.clone()), Arg::Value(0), Arg::Value(0), Arg::Value(2)];
    eval::run_sized(&m.kernels[0], &[("LEN", 3)], &mut args).unwrap();
    // The u32 array keeps the low words: (2^32 + 4) + 0, + 1, + 2 -> 4, 5, 6.
    assert_eq!(words(&args[0]), [4 + 5 + 6 + 1, 7 + 8 + 9 + 1]);
}

/// A 128-bit multiply-add carries from the low word into the high one and
/// wraps at 2^128, in the evaluator as in the text it renders.
#[test]
fn multiply_adds_carry_across_the_words() {
    let body = vec![
        mut_("hi", load("x", i())),
        mut_("lo", c(u64::MAX)),
        for_("j", c(0), c(3), vec![mac("hi", "lo", load("y", i()), c(u64::MAX))]),
        store("x", v("hi")),
    ];
    let m = Module { name: "m", doc: "", sizes: vec![], kernels: vec![kernel(body)] };
    assert!(cuda(&m, "test").unwrap().contains("mod_mac128(hi, lo, y[i], 0xffffffffffffffffull);"));
    let (x, y) = (vec![0, u64::MAX], vec![u64::MAX, 3]);
    let mut args = [Arg::Words(x.clone()), Arg::Words(y.clone()), Arg::Value(0), Arg::Value(0), Arg::Value(2)];
    run(&m.kernels[0], &mut args).unwrap();
    for k in 0..2 {
        let want = (0..3).fold((x[k] as u128) << 64 | u64::MAX as u128, |s, _| s.wrapping_add(y[k] as u128 * u64::MAX as u128));
        assert_eq!(words(&args[0])[k], (want >> 64) as u64, "element {k}");
    }
}

/// A split multiply-add adds the four 32 x 32-bit products of two words'
/// halves (low x low, low x high, high x low, high x high) to four words, in
/// the evaluator as in the text it renders, and the evaluator refuses a
/// sum that would pass 2^64 (the kernels rely on none doing so).
#[test]
fn split_multiply_adds_take_the_halves() {
    let body = |b: u64| {
        vec![
            mut_("a", c(0)),
            mut_("b", c(0)),
            mut_("d", c(0)),
            mut_("e", load("x", i())),
            for_("j", c(0), c(3), vec![mac_split(["a", "b", "d", "e"], load("y", i()), c(b))]),
            store("x", add(add(add(v("a"), mul(v("b"), c(3))), mul(v("d"), c(5))), mul(v("e"), c(7)))),
        ]
    };
    let m = Module { name: "m", doc: "", sizes: vec![], kernels: vec![kernel(body(0x5_0000_0007))] };
    assert!(cuda(&m, "test").unwrap().contains("mod_mac_split(a, b, d, e, y[i], 0x500000007ull);"));
    let (x, y) = (vec![11, 1 << 40], vec![(9 << 32) | 4, u64::MAX]);
    let mut args = [Arg::Words(x.clone()), Arg::Words(y.clone()), Arg::Value(0), Arg::Value(0), Arg::Value(2)];
    run(&m.kernels[0], &mut args).unwrap();
    for k in 0..2 {
        let (lo, hi) = (y[k] & 0xffff_ffff, y[k] >> 32);
        let [a, b, d, e] = [3 * lo * 7, 3 * lo * 5, 3 * hi * 7, x[k].wrapping_add(3 * hi * 5)];
        assert_eq!(words(&args[0])[k], a.wrapping_add(b.wrapping_mul(3)).wrapping_add(d.wrapping_mul(5)).wrapping_add(e.wrapping_mul(7)), "element {k}");
    }
    // Three products of the largest halves pass 2^64.
    let wide = kernel(body(u64::MAX));
    let mut args = [Arg::Words(vec![0]), Arg::Words(vec![u64::MAX]), Arg::Value(0), Arg::Value(0), Arg::Value(1)];
    assert!(run(&wide, &mut args).unwrap_err().contains("split multiply-add into `a` passes 2^64"));
}

/// A kernel over pairs walks a two-dimensional grid with a u32 index, and
/// a public `if` runs its body only when the condition holds.
#[test]
fn pairs_and_public_branches() {
    let mut k = kernel(vec![store_at("x", add(mul(pair(), v("words")), i()), add(mul(pair(), c(10)), i())), if_(eq(v("t"), c(1)), vec![store_at("x", add(mul(pair(), v("words")), i()), c(7))])]);
    k.pairs = Some(v("n"));
    let text = cuda(&Module { name: "m", doc: "", sizes: vec![], kernels: vec![k.clone()] }, "test").unwrap();
    for line in ["for (u64 pair = blockIdx.y; pair < n; pair += gridDim.y) {", "for (u32 i = blockIdx.x * blockDim.x + threadIdx.x; i < words; i += gridDim.x * blockDim.x) {", "if (t == 1) {"] {
        assert!(text.contains(line), "{line}\n{text}");
    }
    for (t, want) in [(0, vec![0, 1, 10, 11]), (1, vec![7; 4])] {
        let mut args = [Arg::Words(vec![0; 4]), Arg::Words(vec![]), Arg::Value(2), Arg::Value(t), Arg::Value(2)];
        run(&k, &mut args).unwrap();
        assert_eq!(words(&args[0]), want);
    }
    let mut flat = kernel(vec![store("x", pair())]);
    flat.count = c(1);
    assert!(refusal(flat).contains("`pair` outside a kernel over pairs"));
    assert!(refusal(kernel(vec![let_("s", load("y", i())), if_(lt(v("s"), c(1)), vec![])])).contains("branch's condition depends on a secret"));
}

/// What the GPU would do wrong or undefined is an error of the evaluator.
#[test]
fn the_evaluator_refuses() {
    let run1 = |body, count| {
        let mut k = kernel(body);
        k.count = c(count);
        let mut args = [Arg::Words(vec![0; 4]), Arg::Words(vec![1; 4]), Arg::Value(1), Arg::Value(64), Arg::Value(4)];
        run(&k, &mut args).unwrap_err()
    };
    assert!(run1(vec![store_at("x", c(0), i())], 2).contains("race"));
    assert!(run1(vec![store("x", load("x", rem(add(i(), c(1)), c(4))))], 4).contains("race"));
    assert!(run1(vec![array("a", Ty::U64, c(2)), store("x", load("a", c(1)))], 1).contains("read before it is stored"));
    assert!(run1(vec![store("x", shl(c(1), v("t")))], 1).contains("shift by 64"));
    assert!(run1(vec![store_at("x", c(9), c(0))], 1).contains("out of range"));
}

fn reduced(rng: &mut ChaCha8Rng, q: u64, len: usize) -> Vec<u64> {
    (0..len).map(|_| rng.gen_range(0..q)).collect()
}

fn words(a: &Arg) -> &[u64] {
    match a {
        Arg::Words(w) => w,
        _ => panic!("not words"),
    }
}

/// The evaluator computes what exact modular arithmetic gives.
#[test]
fn ring_kernels_evaluate_to_the_exact_values() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let primes = [0xFFFF_FFFF_0000_0001u64, (1 << 62) - 57, 12289];
    let (n, towers) = (8usize, primes.len());
    let len = 2 * n * towers;
    let q_of = |i: usize| primes[(i / n) % towers];
    let x: Vec<u64> = (0..len).map(|i| rng.gen_range(0..q_of(i))).collect();
    let y: Vec<u64> = (0..len).map(|i| rng.gen_range(0..q_of(i))).collect();
    let [addsub, neg, scale, _] = <[Kernel; 4]>::try_from(apps::ring().kernels).unwrap();
    for op in 0..3u64 {
        let mut args = [Arg::Words(x.clone()), Arg::Words(y.clone()), Arg::Words(primes.to_vec()), Arg::Value(n as u64), Arg::Value(towers as u64), Arg::Value(len as u64), Arg::Value(op)];
        run(&addsub, &mut args).unwrap();
        let want: Vec<u64> = (0..len).map(|i| [add_mod(x[i], y[i], q_of(i)), sub_mod(x[i], y[i], q_of(i)), sub_mod(y[i], x[i], q_of(i))][op as usize]).collect();
        assert_eq!(words(&args[0]), want, "op {op}");
    }
    let mut args = [Arg::Words(x.clone()), Arg::Words(primes.to_vec()), Arg::Value(n as u64), Arg::Value(towers as u64), Arg::Value(len as u64)];
    run(&neg, &mut args).unwrap();
    assert_eq!(words(&args[0]), (0..len).map(|i| sub_mod(0, x[i], q_of(i))).collect::<Vec<_>>());
    // Shoup's product needs q < 2^63: the top prime is left out.
    let small = [(1u64 << 62) - 57, 12289, 65537];
    let q_of = |i: usize| small[(i / n) % towers];
    let x: Vec<u64> = (0..len).map(|i| rng.gen_range(0..q_of(i))).collect();
    let s = small.map(|q| reduced(&mut rng, q, 1)[0]);
    let mut both = s.to_vec();
    both.extend(s.iter().zip(&small).map(|(&w, &q)| (((w as u128) << 64) / q as u128) as u64));
    let mut args = [Arg::Words(x.clone()), Arg::Words(small.to_vec()), Arg::Words(both), Arg::Value(n as u64), Arg::Value(towers as u64), Arg::Value(len as u64)];
    run(&scale, &mut args).unwrap();
    assert_eq!(words(&args[0]), (0..len).map(|i| mul_mod(x[i], s[(i / n) % towers], q_of(i))).collect::<Vec<_>>());
}

/// A load past a buffer is an error, not a wrong value.
#[test]
fn out_of_range_loads_are_errors() {
    let [_, _, _, repeat] = <[Kernel; 4]>::try_from(apps::ring().kernels).unwrap();
    // src holds one polynomial of 4 words but says 2.
    let mut args = [Arg::Words(vec![0; 8]), Arg::Words(vec![1; 4]), Arg::Value(4), Arg::Value(2), Arg::Value(8)];
    assert!(run(&repeat, &mut args).unwrap_err().contains("out of range"));
}

#[test]
fn lift_masks_the_sign() {
    assert_eq!(eval::lift_i8(-1, 17), 16);
    assert_eq!(eval::lift_i8(-128, 12289), 12289 - 128);
    assert_eq!(eval::lift_i8(127, 12289), 127);
    assert_eq!(eval::lift_i8(0, 17), 0);
}

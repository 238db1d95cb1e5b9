//! Fused forms lowered and run by the interpreter against their steps'
//! descriptors around the reference transforms (`verify`), and what the
//! lowering makes of them: one product per coefficient for a run of
//! products, the inverse's own 1/len folded into a leading product, the
//! plain transform's kernels shared where a form's run no step.

use crate::executor::{CpuExecutor, Executor};
use crate::plan::ir::*;
use crate::spec::ValidSpec;

/// Cheddar's and Phantom's fused entry points as forms (Shoup pairs only
/// where the spec is u64 shoup).
fn forms(shoup: bool) -> String {
    let pair = if shoup { "\n[[fused]]\nname = \"scale_pair\"\ntransform = \"inverse\"\nepilogue = [{ op = \"mul\", constant = \"s\", form = \"shoup\" }]\n" } else { "" };
    format!(
        r#"
[[fused]]
name = "mod_down"
transform = "forward"
epilogue = [{{ op = "sub-from-y" }}, {{ op = "mul", constant = "inv_p", form = "montgomery" }}]

[[fused]]
name = "mod_up"
transform = "forward"
prologue = [{{ op = "to-montgomery" }}]
skip_towers = true

[[fused]]
name = "intt_const"
transform = "inverse"
epilogue = [{{ op = "mul", constant = "c", form = "montgomery" }}, {{ op = "scale", by = "n" }}, {{ op = "centre" }}]

[[fused]]
name = "both"
transform = "inverse"
prologue = [{{ op = "mul-y" }}, {{ op = "scale", by = "n-inv" }}]
epilogue = [{{ op = "add-y" }}, {{ op = "mul", constant = "a" }}, {{ op = "from-montgomery" }}, {{ op = "mul", constant = "b" }}]

[[fused]]
name = "intt_oop"
transform = "inverse"
prologue = [{{ op = "from-y" }}]
epilogue = [{{ op = "mul", constant = "c", form = "montgomery" }}, {{ op = "centre" }}]

[[fused]]
name = "up_oop"
transform = "forward"
prologue = [{{ op = "from-y" }}, {{ op = "to-montgomery" }}]
skip_towers = true
{pair}"#
    )
}

fn spec(word: &str, extra: &str, bits: u32, shoup: bool) -> ValidSpec {
    let text = format!("transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"{word}\"\n{extra}\n[moduli]\nbits = {bits}\ncount = 3\n{}", forms(shoup));
    crate::spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn verify(s: &ValidSpec) {
    let plan = crate::plan::lower(s).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    let mut exec = CpuExecutor::new(plan).unwrap();
    let r = crate::verify::verify(&mut exec, 7, 2, 2).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    assert!(r.words_checked > 0);
}

#[test]
fn every_form_matches_its_descriptors_around_the_reference() {
    verify(&spec("u64", "stage_split = [3, 3]\nradix = 4\ncluster = 2", 50, true));
    verify(&spec("u64", "stage_split = [6]\nradix = 8", 59, true));
    verify(&spec("u32", "stage_split = [3, 3]\nradix = 4\ncluster = 2", 30, false));
    // 31-bit primes: the narrow lazy butterflies (Cheddar's).
    verify(&spec("u32", "stage_split = [4, 2]\nradix = 4", 31, false));
    verify(&spec("u32", "stage_split = [3, 3]\nreduction = \"montgomery\"\nmontgomery_companion = true", 30, false));
    verify(&spec("u64", "stage_split = [3, 3]\nreduction = \"barrett-classic\"", 50, false));
    verify(&spec("u64", "stage_split = [2, 2, 2]\nlayout = \"packed\"\nreduction = \"montgomery\"", 50, false));
    verify(&spec("u64", "stage_split = [3, 3]\nfour_step = true", 50, true));
}

fn kernel<'p>(plan: &'p Plan, program: &str, at: usize) -> &'p Kernel {
    &plan.kernels[plan.program(program).unwrap().steps[at].kernel]
}

fn count(k: &Kernel, f: impl Fn(&Op) -> bool) -> usize {
    k.phases.iter().flat_map(|p| &p.ops).filter(|o| f(o)).count()
}

/// A run of products is one product per coefficient, taken on the lazy
/// values (no normalization before it); after an inverse the run takes
/// the place of 1/len in the folded last level, so it costs no more
/// products than the bare inverse's scaling.
#[test]
fn a_run_of_products_is_one_product_per_coefficient() {
    let s = spec("u64", "stage_split = [3, 3]\nradix = 4\ncluster = 2", 50, true);
    let plan = crate::plan::lower(&s).unwrap();
    let bare = &plan.kernels[plan.program("inverse").unwrap().steps[1].kernel];
    let fused = kernel(&plan, "intt_const", 1);
    // radix 4: the two butterflies of the last level take c/len on their
    // sums and c·w/len on their differences, as the bare inverse takes 1/len
    // and w/len; no other product or normalization per coefficient.
    let last = |k: &Kernel| count(k, |o| matches!(o, Op::LastGs { .. }));
    assert_eq!((last(fused), last(bare)), (2, 2));
    assert_eq!(count(fused, |o| matches!(o, Op::LazyMulTw { .. } | Op::Normalize { .. })), 0);
    // Once per thread, one product each: K = c·2^(levels - β) (c in
    // Montgomery form, times n), K·w/len (K times the table's w/len, with
    // the table's companion: none of K's to form) and K/len; the two the
    // butterflies take then get their Shoup companions.
    assert_eq!(count(fused, |o| matches!(o, Op::MulTw { .. })), 3);
    assert_eq!(count(fused, |o| matches!(o, Op::ToStored { .. })), 2);
    assert_eq!(count(fused, |o| matches!(o, Op::Centre { .. })), 4);
    // On exact butterflies the product stays with the coefficients: the
    // last level keeps its plain twiddle.
    let exact = crate::plan::lower(&spec("u64", "stage_split = [3, 3]\nradix = 4\ncluster = 2\nreduction = \"barrett-classic\"", 50, false)).unwrap();
    let fused = kernel(&exact, "intt_const", 1);
    assert_eq!(count(fused, |o| matches!(o, Op::LastGs { .. })), 0);
    assert_eq!(count(fused, |o| matches!(o, Op::MulTw { .. })), 4 + 1);
    // The forward's epilogue after its subtraction: one product, on reduced values.
    let md = kernel(&plan, "mod_down", 1);
    assert_eq!(count(md, |o| matches!(o, Op::Normalize { .. })), 4);
    // Four coefficients' products, and the thread's constant c·2^-64.
    assert_eq!(count(md, |o| matches!(o, Op::MulTw { .. })), 5);
    // Shoup forms the constant's stored form once per thread: c·2^-64 and its companion.
    assert_eq!(count(md, |o| matches!(o, Op::ToStored { .. })), 1);
    // Under montgomery a constant given in Montgomery form is its own
    // stored form: no op forms it, and it is read once.
    let m = crate::plan::lower(&spec("u32", "stage_split = [3, 3]\nradix = 4\ncluster = 2", 30, false)).unwrap();
    let md = kernel(&m, "mod_down", 1);
    let pow2 = m.tables.iter().position(|t| t.name == "fuse_pow2").unwrap();
    let reads_pow2 = |o: &Op| matches!(o, Op::Ld { mem: Mem::Table(t, _), .. } | Op::LdVec { mem: Mem::Table(t, _), .. } if *t == pow2);
    assert_eq!(count(md, |o| matches!(o, Op::ToStored { .. } | Op::Mul { .. }) || reads_pow2(o)), 0);
    assert_eq!(count(md, |o| matches!(o, Op::Ld { mem: Mem::TowerArg(_), .. })), 1);
    assert_eq!(count(md, |o| matches!(o, Op::MulTw { .. })), 4);
}

/// An out-of-place form (`from-y` first) loads y where the plain
/// transform loads x, and never reads x: its first kernel's global loads
/// are all of y, as many as the plain kernel's of x, and its separate
/// program's prologue kernel reads y too.
#[test]
fn an_out_of_place_form_reads_y_and_only_writes_x() {
    let s = spec("u64", "stage_split = [3, 3]\nradix = 4\ncluster = 2", 50, true);
    let plan = crate::plan::lower(&s).unwrap();
    let loads = |k: &Kernel, b: Buf| count(k, |o| matches!(o, Op::Ld { mem: Mem::Global(m), .. } | Op::LdVec { mem: Mem::Global(m), .. } if *m == b));
    for (form, plain) in [("intt_oop", "inverse"), ("up_oop", "forward")] {
        let (first, bare) = (kernel(&plan, form, 0), kernel(&plan, plain, 0));
        assert_eq!(loads(first, Buf::X), 0, "{form}");
        assert_eq!(loads(first, Buf::Y), loads(bare, Buf::X), "{form}");
        assert!(plan.program(form).unwrap().operands.iter().any(|b| plan.buffers[*b].name == "y"), "{form} takes y");
    }
    let sep = plan.program("intt_oop_separate").unwrap();
    let pro = &plan.kernels[sep.steps[0].kernel];
    assert_eq!((pro.role, loads(pro, Buf::X)), (Role::Elementwise, 0));
    assert!(loads(pro, Buf::Y) > 0);
}

/// A form's kernel between its first and its last is the plain
/// transform's; a form that skips towers has kernels of its own.
#[test]
fn forms_share_the_plain_kernels_where_they_run_no_step() {
    let s = spec("u64", "stage_split = [2, 2, 2]\nradix = 4", 50, true);
    let plan = crate::plan::lower(&s).unwrap();
    let fwd = plan.program("forward").unwrap();
    let md = plan.program("mod_down").unwrap();
    assert_eq!(md.steps[..2].iter().map(|s| s.kernel).collect::<Vec<_>>(), fwd.steps[..2].iter().map(|s| s.kernel).collect::<Vec<_>>());
    assert_ne!(md.steps[2].kernel, fwd.steps[2].kernel);
    let up = plan.program("mod_up").unwrap();
    assert!(up.skip_towers && up.steps.iter().all(|s| plan.kernels[s.kernel].skip_towers && !fwd.steps.iter().any(|f| f.kernel == s.kernel)));
    // The separate program: the plain forward and an element-wise kernel.
    let sep = plan.program("mod_down_separate").unwrap();
    assert_eq!(sep.steps[..3].iter().map(|s| s.kernel).collect::<Vec<_>>(), fwd.steps.iter().map(|s| s.kernel).collect::<Vec<_>>());
    assert_eq!(plan.kernels[sep.steps[3].kernel].role, Role::Elementwise);
    // The per-tower arrays: each form's constants, a pair's companions beside.
    let names: Vec<&str> = plan.tower_args.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["mod_down_inv_p", "intt_const_c", "both_a", "both_b", "intt_oop_c", "scale_pair_s", "scale_pair_s_companion"]);
    assert_eq!(md.tower_args, [0]);
    // The plain programs and kernels are what a spec without forms lowers.
    let plain = crate::plan::lower(&crate::spec::from_str(&s.to_toml().unwrap().split("[[fused]]").next().unwrap().replace(&s.name, "plain")).unwrap()).unwrap();
    for name in ["forward", "inverse", "pointwise", "polymul"] {
        let (a, b) = (plan.program(name).unwrap(), plain.program(name).unwrap());
        assert_eq!(a.steps.len(), b.steps.len(), "{name}");
        for (x, y) in a.steps.iter().zip(&b.steps) {
            let (kx, ky) = (&plan.kernels[x.kernel], &plain.kernels[y.kernel]);
            assert_eq!(kx.phases, ky.phases, "{name}: {}", kx.name);
        }
    }
}

/// The interpreter refuses arguments a fused program cannot take.
#[test]
fn fused_programs_refuse_bad_arguments() {
    let s = spec("u64", "stage_split = [3, 3]\nradix = 4\ncluster = 2", 50, true);
    let plan = crate::plan::lower(&s).unwrap();
    let mut exec = CpuExecutor::new(plan.clone()).unwrap();
    let wpp = plan.words_per_poly;
    let x = vec![1u64; 3 * wpp];
    let args = |arrays: Vec<Vec<u64>>, skip| crate::executor::TowerArgs { arrays, skip };
    let q = &plan.spec.primes;
    let run = |exec: &mut CpuExecutor, name: &str, a: crate::executor::TowerArgs| {
        let (mut gx, mut gy) = (x.clone(), x.clone());
        let mut ops: Vec<&mut [u64]> = vec![&mut gx];
        if name == "mod_down" {
            ops.push(&mut gy);
        }
        exec.run_fused(name, &mut ops, &a, 1).err().map(|e| e.to_string()).unwrap_or_default()
    };
    assert!(run(&mut exec, "mod_down", args(vec![], (0, 0))).contains("1 per-tower array"));
    assert!(run(&mut exec, "mod_down", args(vec![vec![1; 2]], (0, 0))).contains("one per tower"));
    assert!(run(&mut exec, "mod_down", args(vec![vec![1, q[1], 1]], (0, 0))).contains("not below"));
    assert!(run(&mut exec, "mod_down", args(vec![vec![1; 3]], (1, 1))).contains("skips no towers"));
    assert!(run(&mut exec, "mod_up", args(vec![], (1, 3))).contains("must lie within"));
    assert!(run(&mut exec, "mod_up", args(vec![], (0, 3))).contains("leave one"));
    assert!(run(&mut exec, "scale_pair", args(vec![vec![5; 3], vec![0; 3]], (0, 0))).contains("companion"));
    assert_eq!(run(&mut exec, "mod_up", args(vec![], (2, 1))), "");
}

/// `from-y` replaces the loaded coefficient: anywhere but first in the
/// prologue it is refused, naming the step.
#[test]
fn from_y_anywhere_but_first_in_the_prologue_is_refused() {
    let with = |steps: &str| format!("transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u32\"\n[moduli]\nbits = 30\ncount = 3\n[[fused]]\nname = \"f\"\ntransform = \"forward\"\n{steps}\n");
    for (steps, field) in [
        ("prologue = [{ op = \"to-montgomery\" }, { op = \"from-y\" }]", "fused[0].prologue[1]"),
        ("epilogue = [{ op = \"from-y\" }]", "fused[0].epilogue[0]"),
    ] {
        let e = crate::spec::from_str(&with(steps)).err().unwrap_or_else(|| panic!("accepted: {steps}")).to_string();
        assert!(e.contains(field) && e.contains("first step of the prologue"), "{steps}: {e}");
    }
    let ok = crate::spec::from_str(&with("prologue = [{ op = \"from-y\" }, { op = \"to-montgomery\" }]")).unwrap();
    assert!(ok.fused[0].out_of_place() && ok.fused[0].reads_y());
}

/// `from-y-row`: a row a batch item, residues of the towers, broadcast into
/// every tower, reduced there and transformed (a key switch's digit).
/// Checked on the interpreter against the descriptor's `y_row[i] mod q`
/// around the reference, over the kernel shapes and the two reductions
/// whose products take any word; the loads of y read the item's row
/// (`Kernel::y_rows`). Where every row word is a lazy input of every
/// tower (primes within the butterflies' bound of each other) no product
/// reduces it; where the primes are further apart one does.
#[test]
fn a_row_form_broadcasts_each_row_into_every_tower() {
    use crate::arith::primes::ntt_primes;
    let rows = |word: &str, extra: &str, moduli: String, more: &str| {
        let text = format!("transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"{word}\"\n{extra}\n[moduli]\n{moduli}\n[[fused]]\nname = \"digits\"\ntransform = \"forward\"\nprologue = [{{ op = \"from-y-row\" }}{more}]\n");
        crate::spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    };
    let bits = |b: u32| format!("bits = {b}\ncount = 3");
    // Primes 2^10 apart: a row word of the largest is no lazy input of the smallest.
    let apart = |lo: u32, hi: u32| {
        let p: Vec<String> = ntt_primes(lo, 1, 128).into_iter().chain(ntt_primes(hi, 2, 128)).map(|q| q.to_string()).collect();
        format!("primes = [{}]", p.join(", "))
    };
    // The smallest 50-bit prime's neighbour at just under 4 times it: row
    // words up to the lazy bound of the smallest tower.
    let near_four = || {
        let lo = ntt_primes(51, 40, 128).into_iter().min().unwrap();
        let hi = ntt_primes(53, 400, 128).into_iter().filter(|&q| q <= 4 * lo).max().unwrap();
        format!("primes = [{lo}, {hi}, {}]", ntt_primes(52, 1, 128)[0])
    };
    let shoup_pair = ", { op = \"mul\", constant = \"c\", form = \"shoup\" }";
    for (s, product) in [
        (rows("u64", "stage_split = [3, 3]\nradix = 4\ncluster = 2\nprefetch_ahead = 4", bits(50), ""), false),
        (rows("u64", "stage_split = [3, 3]\nradix = 4\ncluster = 2", apart(48, 58), ""), true),
        (rows("u64", "stage_split = [6]\nradix = 8", bits(59), shoup_pair), true),
        (rows("u64", "stage_split = [2, 2, 2]\nlayout = \"packed\"\nreduction = \"montgomery\"", bits(50), ", { op = \"to-montgomery\" }"), true),
        (rows("u64", "stage_split = [2, 2, 2]\nlayout = \"packed\"\nreduction = \"montgomery\"", bits(50), ""), false),
        (rows("u64", "stage_split = [3, 3]\ndeferred_corrections = false", bits(50), ""), false),
        // BFV's q towers: 51 and 52 bits, deferred corrections (the default).
        (rows("u64", "stage_split = [3, 3]\nradix = 8", near_four(), ""), false),
        (rows("u32", "stage_split = [3, 3]\nreduction = \"montgomery\"\nmontgomery_companion = true", bits(30), ""), false),
        (rows("u32", "stage_split = [3, 3]\nreduction = \"montgomery\"", apart(18, 28), ""), true),
        (rows("u32", "stage_split = [4, 2]\nradix = 4", bits(31), ""), false),
        (rows("u32", "stage_split = [4, 2]\nradix = 4", bits(31), ", { op = \"scale\", by = \"n\" }"), true),
    ] {
        verify(&s);
        let plan = crate::plan::lower(&s).unwrap();
        let p = plan.program("digits").unwrap();
        assert!(p.y_rows && plan.program("digits_separate").unwrap().y_rows, "{}", s.name);
        let first = kernel(&plan, "digits", 0);
        assert!(first.y_rows, "{}", s.name);
        assert_eq!(count(first, |o| matches!(o, Op::WordMulTw { .. })) > 0, product, "{}: a product reduces the rows", s.name);
        assert_eq!(count(first, |o| matches!(o, Op::Prefetch { buf: Buf::Y, .. })), 0, "{}", s.name);
        assert!(p.steps[1..].iter().all(|st| !plan.kernels[st.kernel].y_rows), "{}", s.name);
        // y is a row a batch item: the data's shape is refused, naming y.
        let wpp = plan.words_per_poly;
        let mut exec = CpuExecutor::new(plan.clone()).unwrap();
        let (mut x, mut y) = (vec![0u64; 3 * wpp], vec![7u64; 3 * wpp]);
        let e = exec.run_fused("digits", &mut [&mut x, &mut y], &crate::executor::TowerArgs { arrays: if more_args(&s) { vec![vec![1; 3], vec![0; 3]] } else { vec![] }, skip: (0, 0) }, 1).unwrap_err().to_string();
        assert!(e.contains("operand y") && e.contains(&wpp.to_string()), "{e}");
    }
}

fn more_args(s: &ValidSpec) -> bool {
    !s.fused[0].constants.is_empty()
}

/// `from-y-row` is first in the prologue, alone with y, and needs a
/// reduction whose stored-form product takes any word.
#[test]
fn a_row_form_is_refused_where_its_rows_would_not_reduce() {
    let with = |reduction: &str, steps: &str| format!("transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u64\"\nreduction = \"{reduction}\"\n[moduli]\nbits = 50\ncount = 3\n[[fused]]\nname = \"f\"\ntransform = \"forward\"\n{steps}\n");
    for (reduction, steps, field, says) in [
        ("shoup", "prologue = [{ op = \"to-montgomery\" }, { op = \"from-y-row\" }]", "fused[0].prologue[1]", "first step of the prologue"),
        ("shoup", "epilogue = [{ op = \"from-y-row\" }]", "fused[0].epilogue[0]", "first step of the prologue"),
        ("shoup", "prologue = [{ op = \"from-y-row\" }, { op = \"add-y\" }]", "fused[0].prologue[1]", "one row per batch item"),
        ("montgomery", "prologue = [{ op = \"from-y-row\" }]\nepilogue = [{ op = \"mul-y\" }]", "fused[0].epilogue[0]", "one row per batch item"),
        ("barrett-classic", "prologue = [{ op = \"from-y-row\" }]", "fused[0].prologue[0]", "use reduction = \"shoup\" or \"montgomery\""),
    ] {
        let e = crate::spec::from_str(&with(reduction, steps)).err().unwrap_or_else(|| panic!("accepted: {steps}")).to_string();
        assert!(e.contains(field) && e.contains(says), "{steps}: {e}");
    }
    let ok = crate::spec::from_str(&with("shoup", "prologue = [{ op = \"from-y-row\" }]")).unwrap();
    assert!(ok.fused[0].out_of_place() && ok.fused[0].y_rows() && ok.fused[0].reads_y());
}

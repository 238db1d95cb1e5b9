//! Fused forms (`[[fused]]`) on the interpreter: each form's program and
//! its separate program against the steps' descriptors around the
//! reference transform, and deliberately broken fused kernels, each of
//! which that check must catch: a wrong constant, a constant of the wrong
//! tower, a skipped tower run anyway, a prologue applied twice, an epilogue
//! left out, the operand read at the wrong word, the inverse's 1/len folded
//! twice, an out-of-place form that reads x after all.

use codegen::executor::{CpuExecutor, Executor, TowerArgs};
use codegen::plan::{lower, Expr, Kernel, Mem, Op, Plan, Var};
use codegen::spec::ValidSpec;
use codegen::verify::{fused_reference, random_input, random_tower_args};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Cheddar's fused entry points (and one of everything else) over three
/// 30-bit primes at N = 2^6 in two kernels.
const FORMS: &str = r#"
[[fused]]
name = "mod_down"
transform = "forward"
epilogue = [{ op = "sub-from-y" }, { op = "mul", constant = "inv_p", form = "montgomery" }]

[[fused]]
name = "mod_up"
transform = "forward"
prologue = [{ op = "to-montgomery" }]
skip_towers = true

[[fused]]
name = "intt_const"
transform = "inverse"
epilogue = [{ op = "mul", constant = "c", form = "montgomery" }, { op = "scale", by = "n" }, { op = "centre" }]

[[fused]]
name = "both"
transform = "inverse"
prologue = [{ op = "mul-y" }, { op = "mul", constant = "a" }]
epilogue = [{ op = "add-y" }, { op = "from-montgomery" }]

[[fused]]
name = "oop"
transform = "inverse"
prologue = [{ op = "from-y" }, { op = "scale", by = "n-inv" }]
epilogue = [{ op = "sub-y" }]
"#;

fn spec(word: &str, bits: u32) -> ValidSpec {
    let text = format!("transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"{word}\"\nradix = 4\nstage_split = [3, 3]\ncluster = 2\n[moduli]\nbits = {bits}\ncount = 3\n{FORMS}");
    codegen::spec::from_str(&text).unwrap_or_else(|e| panic!("{e}"))
}

fn plan() -> Plan {
    lower(&spec("u32", 30)).unwrap()
}

/// Runs `program` of `plan` on random operands with `args` (random where
/// `None`) and compares with the reference; the first difference, if any.
fn run(plan: Plan, program: &str, args: Option<TowerArgs>) -> Result<(), String> {
    let form = plan.fused_form(program).expect("a form's program").clone();
    let p = plan.program(&form.name).unwrap().clone();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let (batch, wpp) = (2, plan.words_per_poly);
    let x = random_input(&plan.spec, wpp, batch, &mut rng).map_err(|e| e.to_string())?;
    let y = random_input(&plan.spec, wpp, batch, &mut rng).map_err(|e| e.to_string())?;
    let args = args.unwrap_or_else(|| random_tower_args(&plan, &p, &mut rng));
    let want = fused_reference(&plan, &form, &p, &args, &x, &y).map_err(|e| e.to_string())?;
    let mut exec = CpuExecutor::new(plan).unwrap();
    let (mut gx, mut gy) = (x, y);
    let mut operands: Vec<&mut [u64]> = vec![&mut gx];
    if form.reads_y() {
        operands.push(&mut gy);
    }
    exec.run_fused(program, &mut operands, &args, batch).map_err(|e| e.to_string())?;
    match (0..want.len()).find(|&i| gx[i] != want[i]) {
        Some(i) => Err(format!("word {i} (tower {}): got {}, want {}", (i / wpp) % 3, gx[i], want[i])),
        None => Ok(()),
    }
}

/// The form's kernel at step `at` of its program.
fn kernel<'p>(plan: &'p mut Plan, program: &str, at: usize) -> &'p mut Kernel {
    let k = plan.program(program).unwrap().steps[at].kernel;
    &mut plan.kernels[k]
}

fn ops_mut(k: &mut Kernel) -> impl Iterator<Item = &mut Op> {
    k.phases.iter_mut().flat_map(|p| p.ops.iter_mut())
}

fn caught(plan: Plan, program: &str, args: Option<TowerArgs>, what: &str) {
    let e = run(plan, program, args).err().unwrap_or_else(|| panic!("mutant ran clean: {what}"));
    assert!(e.contains("got") || e.contains("register") || e.contains("read"), "{what}: {e}");
}

#[test]
fn every_form_and_its_separate_program_match_the_reference() {
    for s in [spec("u32", 30), spec("u32", 31), spec("u64", 50), spec("u64", 59)] {
        let plan = lower(&s).unwrap();
        for f in &s.fused {
            run(plan.clone(), &f.name, None).unwrap_or_else(|e| panic!("{} {}: {e}", s.name, f.name));
            run(plan.clone(), &f.separate_name(), None).unwrap_or_else(|e| panic!("{} {}: {e}", s.name, f.separate_name()));
        }
    }
}

#[test]
fn a_wrong_constant_is_caught() {
    // Each thread reads tower 0's constant, whatever its tower.
    let mut p = plan();
    for op in ops_mut(kernel(&mut p, "mod_down", 1)) {
        if let Op::Ld { mem: Mem::TowerArg(_), idx, .. } = op {
            *idx = Expr::c(0);
        }
    }
    caught(p, "mod_down", None, "tower 0's constant everywhere");
    // The constant's product left out of the epilogue.
    let mut p = plan();
    let k = kernel(&mut p, "mod_down", 1);
    for ph in &mut k.phases {
        ph.ops.retain(|o| !matches!(o, Op::MulTw { .. }));
    }
    caught(p, "mod_down", None, "the epilogue's product left out");
}

#[test]
fn a_skipped_tower_run_anyway_is_caught() {
    let p = plan();
    let skip = |at| Some(TowerArgs { arrays: vec![], skip: (at, 1) });
    run(p.clone(), "mod_up", skip(1)).unwrap();
    // The kernels forget the skip: every tower runs, the skipped one too.
    let mut m = p.clone();
    let steps: Vec<usize> = m.program("mod_up").unwrap().steps.iter().map(|s| s.kernel).collect();
    for k in steps {
        m.kernels[k].skip_towers = false;
    }
    caught(m, "mod_up", skip(1), "the skipped tower transformed");
    // Only the first kernel skips: the second transforms what the first left.
    let mut m = p;
    let k = m.program("mod_up").unwrap().steps[1].kernel;
    m.kernels[k].skip_towers = false;
    caught(m, "mod_up", skip(0), "one kernel maps its towers, one does not");
}

#[test]
fn a_prologue_applied_twice_is_caught() {
    let mut p = plan();
    let k = kernel(&mut p, "mod_up", 0);
    let first = &mut k.phases[0].ops;
    // The prologue's products (to Montgomery form) sit in the first phase.
    let twice: Vec<Op> = first.iter().filter(|o| matches!(o, Op::MulTw { .. })).cloned().collect();
    assert_eq!(twice.len(), 4, "radix 4: one product per coefficient");
    let at = first.iter().rposition(|o| matches!(o, Op::MulTw { .. })).unwrap() + 1;
    first.splice(at..at, twice);
    caught(p, "mod_up", None, "the prologue twice");
}

#[test]
fn the_operand_read_at_the_wrong_word_is_caught() {
    let mut p = plan();
    for op in ops_mut(kernel(&mut p, "mod_down", 1)) {
        if let Op::Ld { mem: Mem::Global(codegen::plan::Buf::Y), idx, .. } | Op::LdVec { mem: Mem::Global(codegen::plan::Buf::Y), idx, .. } = op {
            *idx = idx.clone().add(Expr::var(Var::TidX).and(1).shl(2)).simplify();
        }
    }
    caught(p, "mod_down", None, "y at another word");
}

#[test]
fn an_out_of_place_form_that_reads_x_is_caught() {
    let mut p = plan();
    let mut moved = 0;
    for op in ops_mut(kernel(&mut p, "oop", 0)) {
        if let Op::Ld { mem: Mem::Global(b), .. } | Op::LdVec { mem: Mem::Global(b), .. } = op {
            if *b == codegen::plan::Buf::Y {
                *b = codegen::plan::Buf::X;
                moved += 1;
            }
        }
    }
    assert!(moved > 0, "the first kernel loads y");
    caught(p, "oop", None, "x read in y's place");
}

#[test]
fn an_epilogue_applied_twice_is_caught() {
    // The inverse's epilogue begins with a product that takes the place of
    // the inverse's own 1/len in its last level (`LastGs`: sums times K/len,
    // differences times K·w/len): applied twice, it scales twice.
    let mut p = plan();
    let k = kernel(&mut p, "intt_const", 1);
    let phase = k.phases.iter_mut().find(|ph| ph.ops.iter().any(|o| matches!(o, Op::LastGs { .. }))).expect("a last level that takes the product");
    let last: Vec<(usize, Op)> = phase.ops.iter().enumerate().filter(|(_, o)| matches!(o, Op::LastGs { .. })).map(|(i, o)| (i, o.clone())).collect();
    assert_eq!(last.len(), 2, "radix 4: two butterflies of the last level");
    for (i, op) in last.into_iter().rev() {
        if let Op::LastGs { a, s, .. } = op {
            phase.ops.insert(i + 1, Op::MulTw { x: a, w: s });
        }
    }
    caught(p, "intt_const", None, "the epilogue's product twice");
}

#[test]
fn a_wrong_power_of_two_is_caught() {
    // from-montgomery reads 2^-32 from the plan's powers of two: another
    // entry of that table scales wrongly.
    let mut p = plan();
    let pow2 = p.tables.iter().position(|t| t.name == "fuse_pow2").unwrap();
    let entries = p.tables[pow2].len as u32;
    assert!(entries > 1, "the forms read several powers of two");
    let mut moved = 0;
    for op in ops_mut(kernel(&mut p, "both", 1)) {
        if let Op::Ld { mem: Mem::Table(t, _), idx, .. } = op {
            if *t == pow2 {
                *idx = Expr::c((idx.eval(&Default::default()).unwrap() as u32 + 1) % entries);
                moved += 1;
            }
        }
    }
    assert!(moved > 0, "the inverse's epilogue reads a power of two");
    caught(p, "both", None, "another power of two");
}

#[test]
fn the_fused_kernels_run_the_steps_in_their_loads_and_stores() {
    let p = plan();
    let (fwd, md) = (p.program("forward").unwrap(), p.program("mod_down").unwrap());
    // The first kernel is the plain forward's; the last carries the epilogue.
    assert_eq!(md.steps[0].kernel, fwd.steps[0].kernel);
    assert_ne!(md.steps[1].kernel, fwd.steps[1].kernel);
    let last = &p.kernels[md.steps[1].kernel];
    let plain = &p.kernels[fwd.steps[1].kernel];
    assert_eq!(last.phases.len(), plain.phases.len(), "no extra phase: the steps sit in the last one");
    assert_eq!(last.shared_words, plain.shared_words);
    // Over the plain kernel, per coefficient: the operand's word (one more
    // global read) and a product; the global writes are the plain ones.
    let (c, d) = (&last.cost, &plain.cost);
    assert_eq!(c.global_read_bytes, 2 * d.global_read_bytes);
    assert_eq!(c.global_write_bytes, d.global_write_bytes);
    assert_eq!(c.mulmods - d.mulmods, p.words_per_poly as u64);
}

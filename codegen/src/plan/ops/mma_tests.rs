//! The tensor-core ops run lane by lane over a warp (as the interpreter runs
//! them) against `arith::mma`, a whole radix-16 tile built from them against
//! the arithmetic twin's stage, their refusals, and the interpreter running
//! a one-warp kernel of them in lockstep.

use super::super::Machine;
use super::*;
use crate::arith::mma::{a_fragments, tile_stage, Shape};
use crate::executor::CpuExecutor;
use crate::interp::{run_kernel, Memory};
use crate::plan::expr::{Env, Expr, Var};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

/// One lane of a warp whose registers are all visible (the interpreter's
/// lockstep snapshot: `warp` holds every lane's registers before the op).
struct Lane<'a> {
    id: u32,
    m: Modulus,
    own: &'a mut HashMap<Reg, u64>,
    warp: &'a [HashMap<Reg, u64>],
}

impl Machine for Lane<'_> {
    fn get(&self, r: Reg) -> Result<u64, String> {
        self.own.get(&r).copied().ok_or_else(|| format!("r{} unset", r.0))
    }
    fn set(&mut self, r: Reg, v: u64) {
        self.own.insert(r, v);
    }
    fn modulus(&self) -> &Modulus {
        &self.m
    }
    fn eval(&self, e: &Expr) -> Result<u64, String> {
        e.eval(&Env { tid: [self.id, 0], bid: [0, 0, 0] }).map(u64::from).map_err(|e| e.to_string())
    }
    fn load(&mut self, _: &Mem, _: usize) -> Result<u64, String> {
        Err("no memory here".into())
    }
    fn store(&mut self, _: &Mem, _: usize, _: u64) -> Result<(), String> {
        Err("no memory here".into())
    }
    fn lane(&self, lane: u32, src: Reg) -> Result<u64, String> {
        self.warp[lane as usize].get(&src).copied().ok_or_else(|| format!("lane {lane}: r{} unset", src.0))
    }
    fn lane_id(&self) -> u32 {
        self.id
    }
    fn cluster_waited(&mut self) {}
}

/// Runs `op` on every lane of the warp `regs`, each lane seeing the others'
/// registers from before the op.
fn run_warp(op: &Op, m: Modulus, regs: &mut [HashMap<Reg, u64>]) -> Result<(), String> {
    let before = regs.to_vec();
    for (id, own) in regs.iter_mut().enumerate() {
        op.eval(&mut Lane { id: id as u32, m, own, warp: &before })?;
    }
    Ok(())
}

fn mont32() -> Modulus {
    Modulus::new((1 << 30) - 35, Word::U32, Reduction::Montgomery).unwrap()
}

fn r(i: u16) -> Reg {
    Reg(i)
}

#[test]
fn the_warp_product_is_the_instruction() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut regs: Vec<HashMap<Reg, u64>> = (0..32).map(|_| (0..10).map(|i| (r(i), rng.gen::<u32>() as u64)).collect()).collect();
    for lane in regs.iter_mut() {
        for i in 6..10 {
            lane.insert(r(i), rng.gen_range(0..1u64 << 30)); // accumulators: no s32 overflow
        }
    }
    let frag = |rs: &[HashMap<Reg, u64>], base: u16| -> [[u32; 4]; 32] { std::array::from_fn(|l| std::array::from_fn(|j| rs[l][&r(base + j as u16)] as u32)) };
    let (a, c) = (frag(&regs, 0), frag(&regs, 6));
    let b: [[u32; 2]; 32] = std::array::from_fn(|l| std::array::from_fn(|j| regs[l][&r(4 + j as u16)] as u32));
    let want = mma_m16n8k32_u8(&a, &b, &c).unwrap();
    // In place: d = c, the way an accumulating stage writes it.
    let op = Op::MmaU8 { d: [r(6), r(7), r(8), r(9)], a: [r(0), r(1), r(2), r(3)], b: [r(4), r(5)], c: Some([r(6), r(7), r(8), r(9)]) };
    run_warp(&op, mont32(), &mut regs).unwrap();
    assert_eq!(frag(&regs, 6), want);
}

/// One 16 x 8 tile of a radix-16 stage from the ops: byte planes, eight
/// products (four planes, two k-chunks, accumulating), four REDCs a lane.
#[test]
fn a_radix_16_tile_from_the_ops_is_the_stage() {
    let m = mont32();
    let (q, s) = (m.q, Shape::new(16).unwrap());
    let w: Vec<u64> = (0..256).map(|k| (k as u64 * 7919 + 13) % q).collect();
    let frags = a_fragments(&w, s, q, |i| i, |h| h);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let x: Vec<Vec<u32>> = (0..32).map(|_| (0..4).map(|_| rng.gen()).collect()).collect();
    // Registers: x r0..r3, planes r4..r7, A fragments r40.. (4 a chunk),
    // sums r20..r35 (plane a: r20 + 4a ..), outputs r36..r39.
    let mut regs: Vec<HashMap<Reg, u64>> = (0..32)
        .map(|l| {
            let mut h: HashMap<Reg, u64> = (0..4).map(|e| (r(e), x[l][e as usize] as u64)).collect();
            for (f, fr) in frags.iter().enumerate() {
                for j in 0..4 {
                    h.insert(r(40 + 4 * f as u16 + j), fr[l][j as usize] as u64);
                }
            }
            h
        })
        .collect();
    let mut ops = vec![Op::BytePlanes { dst: [r(4), r(5), r(6), r(7)], src: [r(0), r(1), r(2), r(3)] }];
    for a in 0..4u16 {
        let d = [r(20 + 4 * a), r(21 + 4 * a), r(22 + 4 * a), r(23 + 4 * a)];
        for c in 0..2u16 {
            let f = 40 + 4 * (2 * a + c);
            ops.push(Op::MmaU8 { d, a: [r(f), r(f + 1), r(f + 2), r(f + 3)], b: [r(4 + 2 * c), r(5 + 2 * c)], c: (c > 0).then_some(d) });
        }
    }
    for f in 0..4u16 {
        ops.push(Op::PlaneRedc { x: r(36 + f), u: [r(20 + f), r(24 + f), r(28 + f), r(32 + f)] });
    }
    for op in &ops {
        run_warp(op, m, &mut regs).unwrap();
    }
    let want = tile_stage(s, &frags, &x, &Mont32::new(q as u64).unwrap()).unwrap();
    for l in 0..32 {
        let got: Vec<u32> = (0..4).map(|f| regs[l][&r(36 + f)] as u32).collect();
        assert_eq!(got, want[l], "lane {l}");
    }
}

#[test]
fn refusals_name_what_is_wrong() {
    let guarded = Op::Guard { cond: Expr::c(1), ops: vec![Op::MmaU8 { d: [r(0); 4], a: [r(0); 4], b: [r(0); 2], c: None }] };
    let mut regs: Vec<HashMap<Reg, u64>> = (0..32).map(|_| HashMap::from([(r(0), 0u64)])).collect();
    let err = run_warp(&guarded, mont32(), &mut regs).unwrap_err();
    assert!(err.contains("under a guard"), "{err}");
    let shoup32 = Modulus::new((1 << 30) - 35, Word::U32, Reduction::Shoup).unwrap();
    let redc = Op::PlaneRedc { x: r(1), u: [r(0); 4] };
    assert!(run_warp(&redc, shoup32, &mut regs).unwrap_err().contains("needs reduction montgomery"));
    let mut wide: Vec<HashMap<Reg, u64>> = (0..32).map(|_| HashMap::from([(r(0), 1u64 << 32)])).collect();
    let split = Op::BytePlanes { dst: [r(1); 4], src: [r(0); 4] };
    assert!(run_warp(&split, mont32(), &mut wide).unwrap_err().contains("not a 32-bit word"));
}

#[test]
fn rendering_is_the_instruction_and_the_permutes() {
    let op = Op::MmaU8 { d: [r(8), r(9), r(10), r(11)], a: [r(0), r(1), r(2), r(3)], b: [r(4), r(5)], c: None };
    let cx = RenderCx { tables: &[], word: Word::U32, reduction: crate::spec::Reduction::Montgomery, companion: false, packed: false, evict_tables: false, pinned_tables: false, wide_shared: false, y_rows: false };
    let text = op.render(&cx).join("\n");
    assert!(text.contains("mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32"), "{text}");
    assert!(text.contains("\"=r\"(r8)") && text.contains("\"r\"(r5)") && text.contains("\"r\"(0u)"), "{text}");
    let split = Op::BytePlanes { dst: [r(4), r(5), r(6), r(7)], src: [r(0), r(1), r(2), r(3)] }.render(&cx).join("\n");
    for sel in ["0x5140u", "0x7362u", "0x5410u", "0x7632u"] {
        assert!(split.contains(sel), "{split}");
    }
}

/// A one-warp kernel through the interpreter: each lane loads its A, B and
/// C fragments, the warp multiplies, each lane stores its D.
#[test]
fn the_interpreter_runs_the_warp_product_in_lockstep() {
    let text = "transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u32\"\nreduction = \"montgomery\"\n[moduli]\nbits = 28\ncount = 1\n";
    let plan = crate::plan::lower(&crate::spec::from_str(text).unwrap()).unwrap();
    let towers = CpuExecutor::new(plan.clone()).unwrap().towers;
    let t = || Expr::var(Var::TidX);
    let ld = |dst: u16, base: u32, per: u32, j: u32| Op::Ld { dst: r(dst), mem: Mem::Global(Buf::X), idx: t().mul(Expr::c(per)).add(Expr::c(base + j)) };
    let mut ops: Vec<Op> = (0..4).map(|j| ld(j as u16, 0, 4, j)).collect();
    ops.extend((0..2).map(|j| ld(4 + j as u16, 128, 2, j)));
    ops.extend((0..4).map(|j| ld(6 + j as u16, 192, 4, j)));
    ops.push(Op::MmaU8 { d: [r(10), r(11), r(12), r(13)], a: [r(0), r(1), r(2), r(3)], b: [r(4), r(5)], c: Some([r(6), r(7), r(8), r(9)]) });
    ops.extend((0..4).map(|j| Op::St { src: r(10 + j as u16), mem: Mem::Global(Buf::X), idx: t().mul(Expr::c(4)).add(Expr::c(512 + j as u32)) }));
    let k = Kernel {
        block: [32, 1],
        grid_x: 1,
        regs: 14,
        shared_words: 0,
        phases: vec![Phase { note: "one warp product".into(), sync: None, ops }],
        ..plan.kernels[0].clone()
    };
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    let mut x: Vec<u64> = (0..plan.words_per_poly).map(|_| rng.gen::<u32>() as u64).collect();
    for v in &mut x[192..320] {
        *v >>= 2; // accumulators below 2^30
    }
    let mut mem = Memory::default();
    mem.bufs.insert(Buf::X, x.clone());
    run_kernel(&k, &plan, &towers, &mut mem, 1).unwrap_or_else(|e| panic!("{e}"));
    let frag4 = |base: usize| -> [[u32; 4]; 32] { std::array::from_fn(|l| std::array::from_fn(|j| x[base + 4 * l + j] as u32)) };
    let b: [[u32; 2]; 32] = std::array::from_fn(|l| std::array::from_fn(|j| x[128 + 2 * l + j] as u32));
    let want = mma_m16n8k32_u8(&frag4(0), &b, &frag4(192)).unwrap();
    for l in 0..32 {
        for j in 0..4 {
            assert_eq!(mem.bufs[&Buf::X][512 + 4 * l + j], want[l][j] as u64, "lane {l} reg {j}");
        }
    }
}

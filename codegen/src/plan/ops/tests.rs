//! Every op's four meanings (rendering, evaluation, cost, registers) and its
//! parameters, checked op by op against exact arithmetic and against each
//! other: the registers the text names, the registers evaluation reads and
//! writes and the registers `regs` declares must be the same sets.

use super::*;
use crate::plan::expr::{Env, Var};
use crate::spec::types::Reduction;
use std::collections::{BTreeSet, HashMap};

/// A shoup modulus (twiddles with companions) and a Montgomery one (stored
/// twiddles without companions), u64 words.
const Q: u64 = (1 << 61) - 1;
const Q_MONT: u64 = 0x3fff_ffff_ffff_ffc5; // odd, 62 bits

/// One thread for tests: registers, a fake memory (a load of word i of any
/// memory returns 1000 + i) and a warp whose lane l holds 500 + l.
struct Fake {
    m: Modulus,
    regs: HashMap<Reg, u64>,
    written: BTreeSet<u16>,
    loads: Vec<(Mem, usize)>,
    stores: Vec<(Mem, usize, u64)>,
}

impl Fake {
    fn new(m: Modulus) -> Fake {
        Fake { m, regs: HashMap::new(), written: BTreeSet::new(), loads: vec![], stores: vec![] }
    }
}

impl Machine for Fake {
    fn get(&self, r: Reg) -> Result<u64, String> {
        self.regs.get(&r).copied().ok_or_else(|| format!("register r{} read before it was set", r.0))
    }
    fn set(&mut self, r: Reg, v: u64) {
        self.written.insert(r.0);
        self.regs.insert(r, v);
    }
    fn modulus(&self) -> &Modulus {
        &self.m
    }
    fn eval(&self, e: &Expr) -> Result<u64, String> {
        e.eval(&Env { tid: [3, 1], bid: [2, 0, 0] }).map(u64::from).map_err(|e| e.to_string())
    }
    fn load(&mut self, mem: &Mem, idx: usize) -> Result<u64, String> {
        self.loads.push((mem.clone(), idx));
        Ok(1000 + idx as u64)
    }
    fn store(&mut self, mem: &Mem, idx: usize, v: u64) -> Result<(), String> {
        self.stores.push((mem.clone(), idx, v));
        Ok(())
    }
    /// The source register must be set (in every lane, as the interpreter checks).
    fn lane(&self, lane: u32, src: Reg) -> Result<u64, String> {
        self.get(src)?;
        Ok(500 + lane as u64)
    }
    fn lane_id(&self) -> u32 {
        13
    }
    fn cluster_waited(&mut self) {}
}

/// Records which registers an op reads: each register holds a value, and a
/// read is detected by evaluating with that one register unset.
fn regs_read(op: &Op, init: &Fake) -> BTreeSet<u16> {
    let mut out = BTreeSet::new();
    for r in init.regs.keys() {
        let mut f = Fake::new(init.m);
        f.regs = init.regs.clone();
        f.regs.remove(r);
        if op.eval(&mut f).is_err() {
            out.insert(r.0);
        }
    }
    out
}

fn r(i: u16) -> Reg {
    Reg(i)
}
fn tw(v: u16, form: Form) -> Tw {
    Tw { v: r(v), c: r(v + 1), form }
}

/// One example of every variant; `variant` below has no wildcard, so a new
/// variant does not compile until it has an index, and `all_variants_covered`
/// fails until it has an example here.
fn examples() -> Vec<Op> {
    let add = Op::Add { dst: r(2), a: r(3), b: r(4) };
    vec![
        Op::Ld { dst: r(0), mem: Mem::Global(Buf::X), idx: Expr::var(Var::TidX).add(Expr::c(2)) },
        Op::St { src: r(1), mem: Mem::Global(Buf::Y), idx: Expr::c(7) },
        Op::Guard { cond: Expr::var(Var::TidX).lt(4), ops: vec![add.clone()] },
        Op::Set { dst: r(5), value: 7 },
        Op::Mov { dst: r(6), src: r(3) },
        add,
        Op::Sub { dst: r(7), a: r(3), b: r(4) },
        Op::Half { x: r(8) },
        Op::Mul { dst: r(9), a: r(3), b: r(4) },
        Op::MulTw { x: r(10), w: tw(20, Form::Stored) },
        Op::SelMulTw { x: r(11), w: tw(20, Form::Stored), bit: Expr::var(Var::TidY) },
        Op::Bfly { kind: BflyKind::Ct, a: r(12), b: r(13), w: tw(24, Form::Plain), half: false },
        Op::LazyBfly { kind: BflyKind::Gs, a: r(14), b: r(15), w: tw(20, Form::Stored), half: true, skip: false },
        Op::Normalize { x: r(16), from: BflyKind::Ct },
        Op::GBfly { kind: BflyKind::Gs, a: [r(3), r(4)], b: [r(12), r(13)], w: [tw(20, Form::Stored), tw(22, Form::Stored)], half: true },
        Op::GMulTw { x: [r(17), r(18)], w: [tw(20, Form::Stored), tw(22, Form::Stored)] },
        Op::Shfl { dst: r(19), src: r(3), lane: Expr::var(Var::TidX).add(Expr::c(1)) },
        Op::GSelMulTw { x: [r(17), r(18)], w: [tw(20, Form::Stored), tw(22, Form::Stored)], bit: Expr::var(Var::TidY) },
        Op::Pow2Bfly { kind: BflyKind::Ct, a: r(12), b: r(13), shift: Expr::var(Var::TidX).mul(Expr::c(45)) },
        Op::LazyMulTw { x: r(10), w: tw(20, Form::Stored) },
        Op::LdTw { w: tw(26, Form::Stored), table: 0, idx: Expr::var(Var::TidX).add(Expr::c(2)) },
        Op::LastGs { a: r(14), b: r(15), w: tw(20, Form::Stored), s: tw(22, Form::Stored) },
        Op::WideMulTw { x: r(10), w: tw(20, Form::Stored) },
        Op::LdVec { dst: vec![r(0), r(1)], mem: Mem::Global(Buf::X), idx: Expr::var(Var::TidX).shl(1) },
        Op::StVec { src: vec![r(1), r(2)], buf: Buf::Y, idx: Expr::c(8), explicit: false },
        Op::Pick { dst: r(19), cond: Expr::var(Var::TidX).and(1), a: r(3), b: r(4) },
        Op::Prefetch { buf: Buf::X, idx: Expr::var(Var::TidX).shl(1) },
        Op::CopyAsync { buf: Buf::X, idx: Expr::var(Var::TidX).shl(1), slot: Expr::var(Var::TidX).shl(1).add(Expr::c(64)), width: 2 },
        Op::ClusterArrive,
        Op::ClusterWait,
        Op::BytePlanes { dst: [r(0), r(1), r(2), r(3)], src: [r(4), r(5), r(6), r(7)] },
        Op::MmaU8 { d: [r(8), r(9), r(10), r(11)], a: [r(0), r(1), r(2), r(3)], b: [r(4), r(5)], c: Some([r(12), r(13), r(14), r(15)]) },
        Op::PlaneRedc { x: r(16), u: [r(8), r(9), r(10), r(11)] },
        Op::ToStored { w: tw(30, Form::Stored), x: r(3), from: Form::Plain, pow_beta: Some(tw(28, Form::Stored)) },
        Op::Centre { x: r(16) },
        Op::WordMulTw { x: r(10), w: tw(20, Form::Stored) },
    ]
}

const VARIANTS: usize = 36;

/// The tensor-core ops, which work on u32 words only.
fn tensor_op(op: &Op) -> bool {
    matches!(op, Op::BytePlanes { .. } | Op::MmaU8 { .. } | Op::PlaneRedc { .. })
}

/// A montgomery modulus of a u32 plan (the tensor-core ops' own).
fn mont32() -> Modulus {
    Modulus::new((1 << 30) - 35, Word::U32, Reduction::Montgomery).unwrap()
}

fn variant(op: &Op) -> usize {
    match op {
        Op::Ld { .. } => 0,
        Op::St { .. } => 1,
        Op::Guard { .. } => 2,
        Op::Set { .. } => 3,
        Op::Mov { .. } => 4,
        Op::Add { .. } => 5,
        Op::Sub { .. } => 6,
        Op::Half { .. } => 7,
        Op::Mul { .. } => 8,
        Op::MulTw { .. } => 9,
        Op::SelMulTw { .. } => 10,
        Op::Bfly { .. } => 11,
        Op::LazyBfly { .. } => 12,
        Op::Normalize { .. } => 13,
        Op::GBfly { .. } => 14,
        Op::GMulTw { .. } => 15,
        Op::Shfl { .. } => 16,
        Op::GSelMulTw { .. } => 17,
        Op::Pow2Bfly { .. } => 18,
        Op::LazyMulTw { .. } => 19,
        Op::LdTw { .. } => 20,
        Op::LastGs { .. } => 21,
        Op::WideMulTw { .. } => 22,
        Op::LdVec { .. } => 23,
        Op::StVec { .. } => 24,
        Op::Pick { .. } => 25,
        Op::Prefetch { .. } => 26,
        Op::CopyAsync { .. } => 27,
        Op::ClusterArrive => 28,
        Op::ClusterWait => 29,
        Op::BytePlanes { .. } => 30,
        Op::MmaU8 { .. } => 31,
        Op::PlaneRedc { .. } => 32,
        Op::ToStored { .. } => 33,
        Op::Centre { .. } => 34,
        Op::WordMulTw { .. } => 35,
    }
}

/// Register values: data in [0, q) (below 2q for the lazy ops' inputs),
/// twiddles (20, 22 stored with companions, 24 plain).
fn machine(m: Modulus) -> Fake {
    let mut f = Fake::new(m);
    for i in 0..20u16 {
        f.regs.insert(r(i), (i as u128 * 0x9e37_79b9_7f4a_7c15 % m.q as u128) as u64);
    }
    for (i, w) in [(20u16, 12345u64), (22, m.q - 3)] {
        let t = m.twiddle(w);
        f.regs.insert(r(i), t.value);
        f.regs.insert(r(i + 1), t.companion);
    }
    f.regs.insert(r(24), 777);
    f.regs.insert(r(25), 0);
    // The stored 2^β mod q, which Shoup's run-time companion takes.
    let t = m.twiddle(((1u128 << m.word.bits()) % m.q as u128) as u64);
    f.regs.insert(r(28), t.value);
    f.regs.insert(r(29), t.companion);
    f
}

fn cx(tables: &[TableDecl], companion: bool) -> RenderCx<'_> {
    RenderCx { tables, word: Word::U64, reduction: crate::spec::Reduction::Shoup, companion, packed: false, evict_tables: false, pinned_tables: false, wide_shared: false, y_rows: false }
}

fn named_regs(lines: &[String]) -> BTreeSet<u16> {
    let mut out = BTreeSet::new();
    for l in lines {
        let b = l.as_bytes();
        for (i, _) in l.match_indices('r') {
            let starts = i == 0 || !(b[i - 1] as char).is_ascii_alphanumeric() && b[i - 1] != b'_';
            let digits: String = l[i + 1..].chars().take_while(|c| c.is_ascii_digit()).collect();
            if starts && !digits.is_empty() {
                out.insert(digits.parse().unwrap());
            }
        }
    }
    out
}

fn shoup() -> Modulus {
    Modulus::new(Q, Word::U64, Reduction::Shoup).unwrap()
}

#[test]
fn all_variants_covered() {
    let seen: BTreeSet<usize> = examples().iter().map(variant).collect();
    assert_eq!(seen, (0..VARIANTS).collect(), "every Op variant needs an example");
}

/// The registers the text names, those evaluation touches and those `regs`
/// declares agree for every variant, with and without companions.
#[test]
fn four_meanings_agree_on_registers() {
    let tables = vec![TableDecl { name: "fwd".into(), kind: TableKind::Forward, len: 16, gaussian: false, paired: true }];
    let solinas = Modulus::new(crate::arith::reduce::SOLINAS_PRIME, Word::U64, Reduction::Solinas).unwrap();
    for (m, companion) in [(shoup(), true), (shoup().with_wide_lazy(true), true), (Modulus::new(Q_MONT, Word::U64, Reduction::Montgomery).unwrap(), false), (solinas, false), (mont32(), false)] {
        for op in examples() {
            // Only Shoup's run-time companion reads the stored 2^β.
            let op = match op {
                Op::ToStored { w, x, from, .. } if m.reduction != Reduction::Shoup => Op::ToStored { w, x, from, pow_beta: None },
                op => op,
            };
            let u = op.regs(companion);
            let reads: BTreeSet<u16> = u.reads.iter().map(|r| r.0).collect();
            let writes: BTreeSet<u16> = u.writes.iter().map(|r| r.0).collect();
            let both: BTreeSet<u16> = reads.union(&writes).copied().collect();
            assert_eq!(named_regs(&op.render(&RenderCx { reduction: m.reduction, ..cx(&tables, companion) })), both, "{op:?}: text vs regs");
            if tensor_op(&op) && m.word != Word::U32 {
                assert!(op.eval(&mut machine(m)).unwrap_err().contains("u32 words"), "{op:?}");
                continue; // the tensor-core stage is u32's
            }
            if matches!(op, Op::LazyBfly { .. } | Op::Normalize { .. } | Op::LazyMulTw { .. } | Op::LastGs { .. }) && !m.supports_lazy() {
                continue; // lazy ops exist for shoup, montgomery and barrett-dq only
            }
            if matches!(op, Op::WordMulTw { .. }) && !matches!(m.reduction, Reduction::Shoup | Reduction::Montgomery) {
                assert!(op.eval(&mut machine(m)).unwrap_err().contains("any word"), "{op:?}");
                continue; // the product of any word is shoup's and montgomery's
            }
            if matches!(op, Op::WideMulTw { .. }) && !m.wide_lazy() {
                assert!(op.eval(&mut machine(m)).unwrap_err().contains("wide lazy"), "{op:?}");
                continue; // the wide lazy butterflies' product only
            }
            if matches!(op, Op::Pow2Bfly { .. }) && !m.has_pow2_twiddles() {
                assert!(op.eval(&mut machine(m)).unwrap_err().contains("needs reduction solinas"));
                continue; // power-of-two twiddles are solinas's
            }
            let init = machine(m);
            assert_eq!(regs_read(&op, &init), reads, "{op:?}: evaluation reads vs regs");
            let mut f = machine(m);
            op.eval(&mut f).unwrap_or_else(|e| panic!("{op:?}: {e}"));
            assert_eq!(f.written, writes, "{op:?}: evaluation writes vs regs");
        }
    }
}

fn mulq(a: u64, b: u64) -> u64 {
    (a as u128 * b as u128 % Q as u128) as u64
}
fn addq(a: u64, b: u64) -> u64 {
    ((a as u128 + b as u128) % Q as u128) as u64
}
fn subq(a: u64, b: u64) -> u64 {
    ((a as u128 + Q as u128 - b as u128) % Q as u128) as u64
}
fn halfq(a: u64) -> u64 {
    mulq(a, Q.div_ceil(2))
}

/// Each variant's evaluation against exact arithmetic mod q.
#[test]
fn evaluation_is_exact() {
    let m = shoup();
    let init = machine(m);
    let v = |i: u16| init.regs[&r(i)];
    let (w20, w22, w24) = (12345, Q - 3, 777);
    let gmul = |x: [u64; 2], w: [u64; 2]| [subq(mulq(x[0], w[0]), mulq(x[1], w[1])), addq(mulq(x[0], w[1]), mulq(x[1], w[0]))];
    for op in examples() {
        if matches!(op, Op::Pow2Bfly { .. } | Op::WideMulTw { .. }) || tensor_op(&op) {
            continue; // solinas only: `pow2_butterflies_are_exact`; wide only: `lazy_epilogue_ops_...`; u32 only: `mma_tests`
        }
        let mut f = machine(m);
        op.eval(&mut f).unwrap();
        let got = |i: u16| f.regs[&r(i)];
        match variant(&op) {
            0 => {
                assert_eq!(f.loads, vec![(Mem::Global(Buf::X), 5)]);
                assert_eq!(got(0), 1005);
            }
            1 => assert_eq!(f.stores, vec![(Mem::Global(Buf::Y), 7, v(1))]),
            2 | 5 => assert_eq!(got(2), addq(v(3), v(4))),
            3 => assert_eq!(got(5), 7),
            4 => assert_eq!(got(6), v(3)),
            6 => assert_eq!(got(7), subq(v(3), v(4))),
            7 => assert_eq!(got(8), halfq(v(8))),
            8 => assert_eq!(got(9), mulq(v(3), v(4))),
            9 => assert_eq!(got(10), mulq(v(10), w20)),
            10 => assert_eq!(got(11), mulq(v(11), w20), "tid.y = 1 selects the product"),
            11 => assert_eq!((got(12), got(13)), (addq(v(12), mulq(v(13), w24)), subq(v(12), mulq(v(13), w24)))),
            12 => {
                let (a, b) = (got(14), got(15));
                assert!(a < 2 * Q && b < 2 * Q, "lazy GS stays in [0, 2q)");
                assert_eq!((a % Q, b % Q), (halfq(addq(v(14), v(15))), halfq(mulq(subq(v(14), v(15)), w20))));
            }
            13 => assert_eq!(got(16), v(16)),
            14 => {
                let d = gmul([subq(v(3), v(12)), subq(v(4), v(13))], [w20, w22]);
                assert_eq!([got(3), got(4)], [halfq(addq(v(3), v(12))), halfq(addq(v(4), v(13)))]);
                assert_eq!([got(12), got(13)], [halfq(d[0]), halfq(d[1])]);
            }
            15 => assert_eq!([got(17), got(18)], gmul([v(17), v(18)], [w20, w22])),
            16 => assert_eq!(got(19), 500 + 4, "lane tid.x + 1 = 4"),
            17 => assert_eq!([got(17), got(18)], gmul([v(17), v(18)], [w20, w22]), "tid.y = 1 selects the Gaussian product"),
            19 => assert_eq!(got(10), mulq(v(10), w20)),
            20 => {
                // Entry 5 (tid.x = 3, + 2) of a paired table: words 10 and 11.
                assert_eq!(f.loads, vec![(Mem::Table(0, Part::Value), 10), (Mem::Table(0, Part::Value), 11)]);
                assert_eq!((got(26), got(27)), (1010, 1011));
            }
            21 => assert_eq!((got(14), got(15)), (mulq(addq(v(14), v(15)), w22), mulq(subq(v(14), v(15)), w20)), "both scaled and reduced"),
            23 => {
                // tid.x = 3: words 6 and 7, one access.
                assert_eq!(f.loads, vec![(Mem::Global(Buf::X), 6), (Mem::Global(Buf::X), 7)]);
                assert_eq!((got(0), got(1)), (1006, 1007));
            }
            24 => assert_eq!(f.stores, vec![(Mem::Global(Buf::Y), 8, v(1)), (Mem::Global(Buf::Y), 9, v(2))]),
            25 => assert_eq!(got(19), v(3), "tid.x = 3 is odd: a"),
            26 => assert!(f.loads.is_empty() && f.stores.is_empty(), "a hint reads and writes nothing"),
            27 => assert_eq!(f.stores, vec![(Mem::Stage, 70, 1006), (Mem::Stage, 71, 1007)], "tid.x = 3: words 6 and 7 to stage words 70 and 71"),
            28 | 29 => assert!(f.loads.is_empty() && f.stores.is_empty(), "an arrival reads and writes nothing"),
            33 => assert_eq!((got(30), got(31)), (v(3), m.twiddle(v(3)).companion), "Shoup's stored form of r3"),
            34 => assert_eq!(got(16), if v(16) > Q / 2 { v(16).wrapping_sub(Q) } else { v(16) }),
            35 => assert_eq!(got(10), mulq(v(10), w20)),
            _ => unreachable!(),
        }
    }
}

/// The power-of-two butterflies against exact products by 2^e mod the
/// Solinas prime, for every shift a thread can hold.
#[test]
fn pow2_butterflies_are_exact() {
    let m = Modulus::new(crate::arith::reduce::SOLINAS_PRIME, Word::U64, Reduction::Solinas).unwrap();
    let q = m.q as u128;
    let pow2 = |e: u64| (0..e).fold(1u128, |acc, _| acc * 2 % q);
    for e in 0..192u32 {
        for kind in [BflyKind::Ct, BflyKind::Gs] {
            let op = Op::Pow2Bfly { kind, a: r(12), b: r(13), shift: Expr::c(e) };
            let mut f = machine(m);
            let (a, b) = (f.regs[&r(12)] as u128, f.regs[&r(13)] as u128);
            op.eval(&mut f).unwrap();
            let w = pow2(e as u64);
            let want = match kind {
                BflyKind::Ct => ((a + b * w % q) % q, (a + q - b * w % q) % q),
                BflyKind::Gs => ((a + b) % q, (a + q - b) % q * w % q),
            };
            assert_eq!((f.regs[&r(12)] as u128, f.regs[&r(13)] as u128), want, "{kind:?} e = {e}");
        }
    }
    let mut f = machine(m);
    let too_far = Op::Pow2Bfly { kind: BflyKind::Ct, a: r(12), b: r(13), shift: Expr::c(192) };
    assert!(too_far.eval(&mut f).unwrap_err().contains("below 192"));
}

/// The lazy epilogue ops on the whole lazy range, for every lazy reduction
/// and both bounds: `Normalize` from CT and GS values, and `LazyMulTw` on
/// values up to the CT bound (any word for shoup), and `WideMulTw` (lazy
/// out) for the wide ones.
#[test]
fn lazy_epilogue_ops_are_exact_over_the_lazy_range() {
    for (red, q) in [(Reduction::Shoup, Q), (Reduction::Montgomery, Q_MONT), (Reduction::BarrettDq, (1u64 << 59) - 55)] {
        for wide in [false, true] {
            let m = Modulus::new(q, Word::U64, red).unwrap().with_wide_lazy(wide);
            let (ct, gs) = m.lazy_bounds();
            let qq = u128::from(q);
            let w = m.twiddle(q - 7);
            for x in [0u128, 1, qq - 1, qq, 2 * qq - 1, 2 * qq, u128::from(gs) * qq - 1, u128::from(ct) * qq - 1] {
                let x = x as u64;
                let mut f = machine(m);
                f.regs.insert(r(16), x);
                Op::Normalize { x: r(16), from: BflyKind::Ct }.eval(&mut f).unwrap();
                assert_eq!(f.regs[&r(16)], x % q, "{red:?} wide {wide} CT {x}");
                if u128::from(x) < u128::from(gs) * qq {
                    f.regs.insert(r(16), x);
                    Op::Normalize { x: r(16), from: BflyKind::Gs }.eval(&mut f).unwrap();
                    assert_eq!(f.regs[&r(16)], x % q, "{red:?} wide {wide} GS {x}");
                }
                f.regs.insert(r(20), w.value);
                f.regs.insert(r(21), w.companion);
                f.regs.insert(r(10), x);
                Op::LazyMulTw { x: r(10), w: tw(20, Form::Stored) }.eval(&mut f).unwrap();
                let want = (u128::from(x) * u128::from(q - 7) % qq) as u64;
                assert_eq!(f.regs[&r(10)], want, "{red:?} wide {wide} product of {x}");
                if m.wide_lazy() {
                    // Lazy out: below 4q, the GS bound, and congruent.
                    f.regs.insert(r(10), x);
                    Op::WideMulTw { x: r(10), w: tw(20, Form::Stored) }.eval(&mut f).unwrap();
                    let got = f.regs[&r(10)];
                    assert!(u128::from(got) < 4 * qq && got % q == want, "wide product of {x}: {got}");
                }
            }
        }
    }
    let mut f = machine(Modulus::new(Q, Word::U64, Reduction::Shoup).unwrap());
    f.regs.insert(r(10), u64::MAX);
    Op::LazyMulTw { x: r(10), w: tw(20, Form::Stored) }.eval(&mut f).unwrap();
    assert_eq!(f.regs[&r(10)], mulq(u64::MAX % Q, 12345), "shoup: any word");
}

#[test]
fn guard_and_selection_skip_where_false() {
    let m = shoup();
    let mut f = machine(m);
    let skip = Op::Guard { cond: Expr::var(Var::TidX).lt(3), ops: vec![Op::Set { dst: r(2), value: 1 }] };
    skip.eval(&mut f).unwrap();
    let sel = Op::SelMulTw { x: r(11), w: tw(30, Form::Stored), bit: Expr::var(Var::Tower) };
    sel.eval(&mut f).unwrap();
    let gsel = Op::GSelMulTw { x: [r(17), r(18)], w: [tw(30, Form::Stored), tw(32, Form::Stored)], bit: Expr::var(Var::Tower) };
    gsel.eval(&mut f).unwrap();
    assert!(f.written.is_empty(), "tid.x = 3 fails the guard, bid.y = 0 skips the products (w unread)");
}

#[test]
fn evaluation_errors_name_the_fault() {
    let m = shoup();
    let mut f = machine(m);
    let shfl = Op::Shfl { dst: r(0), src: r(1), lane: Expr::c(32) };
    assert_eq!(shfl.eval(&mut f).unwrap_err(), "shuffle from lane 32, outside the warp");
    let guarded = Op::Guard { cond: Expr::c(1), ops: vec![Op::Shfl { dst: r(0), src: r(1), lane: Expr::c(0) }] };
    assert_eq!(guarded.eval(&mut f).unwrap_err(), "a shuffle under a guard");
    f.regs.insert(r(14), 3 * Q);
    let lazy = Op::LazyBfly { kind: BflyKind::Gs, a: r(14), b: r(15), w: tw(20, Form::Stored), half: false, skip: false };
    assert_eq!(lazy.eval(&mut f).unwrap_err(), "lazy butterfly input above 2q");
    let norm = Op::Normalize { x: r(14), from: BflyKind::Gs };
    assert_eq!(norm.eval(&mut f).unwrap_err(), "normalize input above the lazy Gs bound 2q");
    f.regs.remove(&r(4));
    assert_eq!(Op::Add { dst: r(2), a: r(3), b: r(4) }.eval(&mut f).unwrap_err(), "register r4 read before it was set");
}

#[test]
fn every_example_renders() {
    let tables = fwd_tables();
    let shown = |op: &Op, companion: bool| op.render(&cx(&tables, companion)).join("\n");
    let ex = examples();
    let want = [
        "r0 = x[poly + (size_t)threadIdx.x + 2];",
        "y[poly + 7] = r1;",
        "if ((unsigned)(threadIdx.x < 4u)) {\n    r2 = mod_add(r3, r4, m.q);\n}",
        "r5 = 7ull;",
        "r6 = r3;",
        "r2 = mod_add(r3, r4, m.q);",
        "r7 = mod_sub(r3, r4, m.q);",
        "r8 = mod_half(r8, m.q);",
        "r9 = mod_mul(r3, r4, m);",
        "r10 = mod_mul_tw(r10, r20, r21, m);",
        "{ const word_t p = mod_mul_tw(r11, r20, r21, m); r11 = (threadIdx.y) ? p : r11; }",
        "bfly_ct(r12, r13, r24, 0, false, false, m);",
        "bfly_gs_lazy(r14, r15, r20, r21, true, m);",
        "r16 = mod_normalize(r16, m);",
        "gbfly_gs(r3, r4, r12, r13, r20, r21, true, r22, r23, true, true, m);",
        "gmul_tw(r17, r18, r20, r21, true, r22, r23, true, m);",
        "r19 = __shfl_sync(0xffffffffu, r3, (threadIdx.x + 1u));",
        "{ word_t pr = r17, pi = r18; gmul_tw(pr, pi, r20, r21, true, r22, r23, true, m); const bool s = (threadIdx.y) != 0; r17 = s ? pr : r17; r18 = s ? pi : r18; }",
        "bfly_ct_pow2(r12, r13, (unsigned int)((threadIdx.x * 45u)), m);",
        "r10 = mod_mul_tw(r10, r20, r21, m);",
        "{ const ulonglong2 e = ((const ulonglong2*)fwd_v_t)[(size_t)threadIdx.x + 2]; r26 = e.x; r27 = e.y; }",
        "bfly_gs_last(r14, r15, r20, r21, r22, r23, m);",
        "r10 = mod_mul_tw_wide(r10, r20, r21, 0 - m.q);",
        "{ const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(threadIdx.x << 1)]); r0 = v.x; r1 = v.y; }",
        "*reinterpret_cast<ulonglong2*>(&y[poly + 8]) = make_ulonglong2(r1, r2);",
        "r19 = ((threadIdx.x & 1u)) ? r3 : r4;",
        "if (ahead_ok) asm volatile(\"prefetch.global.L2 [%0];\" :: \"l\"(&x[poly_ahead + (size_t)(threadIdx.x << 1)]));",
        "cp_async_16(&smem[(threadIdx.x << 1) + 64u], &x[poly + (size_t)(threadIdx.x << 1)]);",
        "cluster_arrive_relaxed();",
        "cluster_wait();",
        "{\n    const word_t p0_ = __byte_perm(r4, r5, 0x5140u), p1_ = __byte_perm(r4, r5, 0x7362u);\n    const word_t p2_ = __byte_perm(r6, r7, 0x5140u), p3_ = __byte_perm(r6, r7, 0x7362u);\n    r0 = __byte_perm(p0_, p2_, 0x5410u); r1 = __byte_perm(p0_, p2_, 0x7632u);\n    r2 = __byte_perm(p1_, p3_, 0x5410u); r3 = __byte_perm(p1_, p3_, 0x7632u);\n}",
        "asm(\"mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\" : \"=r\"(r8), \"=r\"(r9), \"=r\"(r10), \"=r\"(r11) : \"r\"(r0), \"r\"(r1), \"r\"(r2), \"r\"(r3), \"r\"(r4), \"r\"(r5), \"r\"(r12), \"r\"(r13), \"r\"(r14), \"r\"(r15));",
        "{\n    const uint64_t v_ = (uint64_t)r8 + ((uint64_t)r9 << 8) + ((uint64_t)r10 << 16) + ((uint64_t)r11 << 24);\n    r16 = (word_t)(v_ >> 32) - mod_mulhi((word_t)v_ * m.c0, m.q) + m.q;\n}",
        "r30 = r3;\nr31 = mod_stored_companion(r30, r28, r29, m);",
        "r16 = mod_centre(r16, m.q);",
        "r10 = mod_mul_tw(r10, r20, r21, m);",
    ];
    assert_eq!(ex.len(), want.len(), "one rendering per example");
    for (op, want) in ex.iter().zip(want) {
        assert_eq!(shown(op, true), want, "{op:?}");
    }
}

/// The tables of the rendering tests: one Gaussian forward table.
fn fwd_tables() -> Vec<TableDecl> {
    vec![TableDecl { name: "fwd".into(), kind: TableKind::Forward, len: 16, gaussian: true, paired: false }]
}

#[test]
fn shared_indices_render_in_32_or_64_bits() {
    let tables = fwd_tables();
    let shown = |op: &Op| op.render(&cx(&tables, true)).join("\n");
    // Shared words in 32 bits, or (`wide_shared_index`) from the kernel's
    // opaque zero (`smem_z`), so the sum is 64-bit and the constant offset
    // folds into the access under NVRTC.
    let ld = |mem: Mem, idx: Expr| Op::Ld { dst: r(1), mem, idx };
    let tid = Expr::var(crate::plan::expr::Var::TidX);
    assert_eq!(shown(&ld(Mem::Shared, tid.clone().add(Expr::c(34)))), "r1 = smem[threadIdx.x + 34u];");
    assert_eq!(shown(&ld(Mem::Shared, Expr::c(5))), "r1 = smem[5u];");
    let wide = RenderCx { wide_shared: true, ..cx(&tables, true) };
    let sh = |mem: Mem, idx: Expr| ld(mem, idx).render(&wide).join("\n");
    assert_eq!(sh(Mem::Shared, tid.clone().add(Expr::c(34))), "r1 = smem[smem_z + threadIdx.x + 34];");
    assert_eq!(sh(Mem::Shared, tid.clone()), "r1 = smem[smem_z + threadIdx.x];");
    assert_eq!(sh(Mem::Shared, Expr::c(5)), "r1 = smem[smem_z + 5];");
    assert_eq!(sh(Mem::ClusterShared(Expr::c(1)), tid.add(Expr::c(2))), "r1 = cluster_smem(smem, 1u)[smem_z + threadIdx.x + 2];");
}

#[test]
fn table_loads_render_per_context() {
    let tables = fwd_tables();
    let shown = |op: &Op, companion: bool| op.render(&cx(&tables, companion)).join("\n");
    let ex = examples();
    // Without companions a stored twiddle passes 0 for it.
    assert_eq!(shown(&ex[9], false), "r10 = mod_mul_tw(r10, r20, 0, m);");
    assert_eq!(shown(&ex[15], false), "gmul_tw(r17, r18, r20, 0, true, r22, 0, true, m);");
    let ld = Op::Ld { dst: r(1), mem: Mem::Table(0, Part::Companion), idx: Expr::c(3) };
    assert_eq!(shown(&ld, true), "r1 = fwd_c_t[3];", "through the tower's base pointer");
    assert_eq!(table_base(&tables, 0, Part::Companion), "const word_t* __restrict__ fwd_c_t = fwd_c + (size_t)tower * 32;");
    let pair = Op::LdTw { w: tw(26, Form::Stored), table: 0, idx: Expr::c(3) };
    assert_eq!(pair.render(&RenderCx { tables: &tables, word: Word::U32, reduction: crate::spec::Reduction::Shoup, companion: true, packed: false, evict_tables: false, pinned_tables: false, wide_shared: false, y_rows: false }), vec!["{ const uint2 e = ((const uint2*)fwd_v_t)[3]; r26 = e.x; r27 = e.y; }"]);
    let set = Op::Set { dst: r(1), value: 9 };
    assert_eq!(set.render(&RenderCx { tables: &tables, word: Word::U32, reduction: crate::spec::Reduction::Shoup, companion: false, packed: false, evict_tables: false, pinned_tables: false, wide_shared: false, y_rows: false }), vec!["r1 = 9u;"]);
    // evict_tables: every table load evict-first, the data's loads as they were.
    let evict = RenderCx { tables: &tables, word: Word::U64, reduction: crate::spec::Reduction::Shoup, companion: true, packed: false, evict_tables: true, pinned_tables: false, wide_shared: false, y_rows: false };
    assert_eq!(ld.render(&evict), vec!["r1 = __ldcs(&fwd_c_t[3]);"]);
    assert_eq!(pair.render(&evict), vec!["{ const ulonglong2 e = __ldcs((const ulonglong2*)fwd_v_t + 3); r26 = e.x; r27 = e.y; }"]);
    let vec_ld = Op::LdVec { dst: vec![r(4), r(5)], mem: Mem::Table(0, Part::Value), idx: Expr::c(2) };
    assert_eq!(vec_ld.render(&evict), vec!["{ const ulonglong2 v = __ldcs(reinterpret_cast<const ulonglong2*>(&fwd_v_t[2])); r4 = v.x; r5 = v.y; }"]);
    let data = Op::Ld { dst: r(1), mem: Mem::Global(Buf::X), idx: Expr::c(3) };
    assert_eq!(data.render(&evict), data.render(&cx(&tables, true)));
    // pinned_tables: every table load a strong CTA-scope load, the data's
    // loads as they were.
    let pinned = RenderCx { tables: &tables, word: Word::U64, reduction: crate::spec::Reduction::Shoup, companion: true, packed: false, evict_tables: false, pinned_tables: true, wide_shared: false, y_rows: false };
    assert_eq!(ld.render(&pinned), vec![r#"asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r1) : "l"(&fwd_c_t[3]) : "memory");"#]);
    assert_eq!(pair.render(&pinned), vec![r#"asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)fwd_v_t + 3) : "memory");"#]);
    assert_eq!(vec_ld.render(&pinned), vec![r#"asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r4), "=l"(r5) : "l"(reinterpret_cast<const ulonglong2*>(&fwd_v_t[2])) : "memory");"#]);
    assert_eq!(data.render(&pinned), data.render(&cx(&tables, true)));
    let pinned32 = RenderCx { word: Word::U32, ..pinned };
    assert_eq!(pair.render(&pinned32), vec![r#"asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r26), "=r"(r27) : "l"((const uint2*)fwd_v_t + 3) : "memory");"#]);
    let quad = Op::LdVec { dst: vec![r(4), r(5), r(6), r(7)], mem: Mem::Table(0, Part::Value), idx: Expr::c(4) };
    assert_eq!(quad.render(&pinned32), vec![r#"asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r4), "=r"(r5), "=r"(r6), "=r"(r7) : "l"(reinterpret_cast<const uint4*>(&fwd_v_t[4])) : "memory");"#]);
}

#[test]
fn explicit_vector_stores_render_whole() {
    let tables = fwd_tables();
    // An explicit vector store (the sector stores'): the store instruction
    // itself, which NVRTC keeps whole.
    let whole = Op::StVec { src: vec![r(1), r(2), r(3), r(4)], buf: Buf::X, idx: Expr::c(8), explicit: true };
    let u32cx = RenderCx { tables: &tables, word: Word::U32, reduction: crate::spec::Reduction::Shoup, companion: true, packed: false, evict_tables: false, pinned_tables: false, wide_shared: false, y_rows: false };
    assert_eq!(whole.render(&u32cx), vec!["__stwb(reinterpret_cast<uint4*>(&x[poly + 8]), make_uint4(r1, r2, r3, r4));"]);
}

#[test]
fn cost_per_op() {
    let c = |op: &Op| {
        let mut c = Cost::default();
        op.cost(8, &mut c);
        c
    };
    let ex = examples();
    let want = |mulmods, addmods, butterflies| Cost { mulmods, addmods, butterflies, ..Cost::default() };
    assert_eq!(c(&ex[0]), Cost { global_read_bytes: 8, ..Cost::default() });
    assert_eq!(c(&ex[1]), Cost { global_write_bytes: 8, ..Cost::default() });
    assert_eq!(c(&ex[2]), want(0, 1, 0), "a guard costs its body");
    assert_eq!(c(&ex[3]), Cost::default());
    assert_eq!(c(&ex[4]), Cost::default());
    for i in [5, 6, 7, 13] {
        assert_eq!(c(&ex[i]), want(0, 1, 0), "{:?}", ex[i]);
    }
    for i in [8, 9, 10, 19] {
        assert_eq!(c(&ex[i]), want(1, 0, 0), "{:?}", ex[i]);
    }
    assert_eq!(c(&ex[11]), want(1, 2, 1));
    assert_eq!(c(&ex[12]), want(1, 2, 1));
    assert_eq!(c(&ex[14]), want(4, 6, 1));
    assert_eq!(c(&ex[15]), want(4, 2, 0));
    assert_eq!(c(&ex[16]), Cost { shuffles: 1, ..Cost::default() });
    assert_eq!(c(&ex[18]), want(0, 4, 1), "no product: two folds");
    assert_eq!(c(&ex[20]), Cost { table_read_bytes: 16, ..Cost::default() }, "a value and its companion");
    assert_eq!(c(&ex[21]), want(2, 2, 1), "the sum's product besides the butterfly's");
    let table = Op::Ld { dst: r(0), mem: Mem::Table(0, Part::Value), idx: Expr::c(0) };
    assert_eq!(c(&table), Cost { table_read_bytes: 8, ..Cost::default() });
    let shared = Op::St { src: r(0), mem: Mem::Shared, idx: Expr::c(0) };
    assert_eq!(c(&shared), Cost::default());
    assert_eq!(c(&ex[30]), Cost::default(), "byte permutes");
    assert_eq!(c(&ex[31]), Cost { tensor_macs: 16 * 8 * 32 / 32, ..Cost::default() }, "a lane's share of the warp's product");
    assert_eq!(c(&ex[32]), want(1, 0, 0), "a REDC");
}

#[test]
fn params_in_fixed_order() {
    let mut p = ParamUse::default();
    for op in [
        Op::Ld { dst: r(0), mem: Mem::Table(1, Part::Companion), idx: Expr::c(0) },
        Op::St { src: r(0), mem: Mem::Global(Buf::S0), idx: Expr::c(0) },
        Op::Guard { cond: Expr::c(1), ops: vec![Op::Ld { dst: r(0), mem: Mem::Global(Buf::X), idx: Expr::c(0) }] },
        Op::Ld { dst: r(0), mem: Mem::Table(1, Part::Value), idx: Expr::c(0) },
        Op::Mov { dst: r(1), src: r(0) },
    ] {
        op.params(&mut p);
    }
    let no_mods = p.clone().into_params();
    assert_eq!(no_mods, vec![Param::Buf(Buf::X), Param::Buf(Buf::S0), Param::Table(1, Part::Value), Param::Table(1, Part::Companion)]);
    for op in examples() {
        let mut q = ParamUse::default();
        op.params(&mut q);
        let arithmetic = !matches!(op, Op::Ld { .. } | Op::LdTw { .. } | Op::St { .. } | Op::LdVec { .. } | Op::StVec { .. } | Op::Set { .. } | Op::Mov { .. } | Op::Shfl { .. } | Op::Pick { .. } | Op::Prefetch { .. } | Op::CopyAsync { .. } | Op::ClusterArrive | Op::ClusterWait | Op::BytePlanes { .. } | Op::MmaU8 { .. });
        // The example guard holds an addition, so it needs the moduli too.
        assert_eq!(q.into_params().contains(&Param::Mods), arithmetic, "{op:?}");
    }
}

/// A copy ahead reads its words from global memory and writes them to the
/// thread's stage slots, one `cp_async_<bytes>` of both words.
#[test]
fn copy_async_moves_words_to_the_stage() {
    let op = Op::CopyAsync { buf: Buf::X, idx: Expr::var(Var::TidX).shl(1), slot: Expr::var(Var::TidX).shl(1).add(Expr::c(64)), width: 2 };
    let mut f = Fake::new(shoup());
    op.eval(&mut f).unwrap();
    // Thread 3: words 6 and 7 of x to stage words 70 and 71.
    assert_eq!(f.loads, vec![(Mem::Global(Buf::X), 6), (Mem::Global(Buf::X), 7)]);
    assert_eq!(f.stores, vec![(Mem::Stage, 70, 1006), (Mem::Stage, 71, 1007)]);
    let lines = op.render(&cx(&[], true));
    assert_eq!(lines.len(), 1);
    assert!(lines[0].starts_with("cp_async_16(&smem[") && lines[0].contains("&x[poly + "), "{}", lines[0]);
}

/// A fused form's per-thread constant: the caller's array read at the
/// block's tower; its stored form under each reduction (montgomery from a
/// plain residue: x·R by REDC with R^2, its companion where kept; from a
/// stored value, the companion alone; Barrett's: the value itself).
#[test]
fn fused_constants_render_per_reduction() {
    let tables: Vec<TableDecl> = vec![];
    let ld = Op::Ld { dst: r(0), mem: Mem::TowerArg(1), idx: Expr::var(Var::Tower) };
    assert_eq!(ld.render(&cx(&tables, false)), vec!["r0 = c_1[tower];"]);
    let mut p = ParamUse::default();
    ld.params(&mut p);
    assert_eq!(p.into_params(), vec![Param::TowerArg(1)]);
    let plain = Op::ToStored { w: tw(30, Form::Stored), x: r(3), from: Form::Plain, pow_beta: None };
    let stored = Op::ToStored { w: tw(3, Form::Stored), x: r(3), from: Form::Stored, pow_beta: None };
    let mont = |companion| RenderCx { reduction: Reduction::Montgomery, ..cx(&tables, companion) };
    assert_eq!(plain.render(&mont(false)), vec!["r30 = mod_mont_mul(r3, m.c1, m);"]);
    assert_eq!(plain.render(&mont(true)), vec!["r30 = mod_mont_mul(r3, m.c1, m);", "r31 = r30 * m.c0;"]);
    assert_eq!(stored.render(&mont(true)), vec!["r4 = r3 * m.c0;"]);
    assert!(stored.render(&mont(false)).is_empty(), "a stored value without a companion needs nothing");
    let barrett = RenderCx { reduction: Reduction::BarrettClassic, ..cx(&tables, false) };
    assert_eq!(plain.render(&barrett), vec!["r30 = r3;"]);
    // Montgomery's, evaluated: x·R mod q, its companion v·q^-1 mod 2^64.
    let m = Modulus::new(Q_MONT, Word::U64, Reduction::Montgomery).unwrap().with_mont_companion(true);
    let mut f = machine(m);
    plain.eval(&mut f).unwrap();
    let t = m.twiddle(f.regs[&r(3)]);
    assert_eq!((f.regs[&r(30)], f.regs[&r(31)]), (t.value, t.companion));
}

/// A product of any word (`Op::WordMulTw`, a `from-y-row` row's word) by a
/// stored constant is exact for shoup and montgomery (with and without
/// Montgomery's companion), words far above q and the largest word included.
#[test]
fn a_product_of_any_word_is_exact() {
    let moduli = [
        Modulus::new((1u64 << 50) - 27, Word::U64, Reduction::Shoup).unwrap(),
        Modulus::new((1u64 << 62) - 57, Word::U64, Reduction::Montgomery).unwrap(),
        Modulus::new((1u64 << 62) - 57, Word::U64, Reduction::Montgomery).unwrap().with_mont_companion(true),
        Modulus::new((1 << 30) - 35, Word::U32, Reduction::Shoup).unwrap(),
        Modulus::new((1 << 31) - 1, Word::U32, Reduction::Montgomery).unwrap(),
    ];
    for m in moduli {
        let top = m.word.max();
        for w in [1u64, 12345, m.q - 1] {
            let tw = m.twiddle(w);
            for a in [0, 1, m.q - 1, m.q, 2 * m.q + 5, top / 3, top - 1, top].into_iter().filter(|&a| a <= top) {
                let want = ((a % m.q) as u128 * w as u128 % m.q as u128) as u64;
                assert_eq!(m.mul_tw_word(a, tw).unwrap(), want, "{m:?}: {a} * {w}");
            }
        }
    }
    let dq = Modulus::new((1u64 << 50) - 27, Word::U64, Reduction::BarrettDq).unwrap();
    assert!(dq.mul_tw_word(5, dq.twiddle(3)).unwrap_err().to_string().contains("shoup or montgomery"));
}

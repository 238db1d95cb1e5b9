use super::shared::{ClusterShared, Who};
use super::InterpError;
use crate::arith::reduce::{Modulus, Twiddle};
use crate::plan::expr::Env;
use crate::plan::ir::*;
use crate::plan::tables::TowerTables;
use crate::spec::valid::{MAX_SHARED_BYTES, MAX_THREADS_PER_BLOCK};
use std::collections::HashMap;

/// Global memory of one run: each buffer is batch x towers x words_per_poly.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    pub bufs: HashMap<Buf, Vec<u64>>,
}

/// Which block last touched a global word in this launch.
const NOBODY: u32 = u32::MAX;
const MANY: u32 = u32::MAX - 1;

struct Tracker {
    writer: HashMap<Buf, Vec<u32>>,
    reader: HashMap<Buf, Vec<u32>>,
}

pub fn run_kernel(k: &Kernel, plan: &Plan, towers: &[TowerTables], mem: &mut Memory, batch: usize) -> Result<(), InterpError> {
    let threads = k.threads();
    let fail = |phase: usize, block: [u32; 3], thread: [u32; 2], what: String| InterpError { kernel: k.name.clone(), phase, block, thread, what };
    if threads > MAX_THREADS_PER_BLOCK || threads == 0 {
        return Err(fail(0, [0; 3], [0; 2], format!("{threads} threads per block (limit {MAX_THREADS_PER_BLOCK})")));
    }
    let word_bytes = plan.spec.word.bytes();
    if k.shared_words * word_bytes > MAX_SHARED_BYTES {
        return Err(fail(0, [0; 3], [0; 2], format!("{} bytes of shared memory (limit {MAX_SHARED_BYTES})", k.shared_words * word_bytes)));
    }
    let wpp = plan.words_per_poly;
    let mut tracker = Tracker { writer: HashMap::new(), reader: HashMap::new() };
    for (b, v) in &mem.bufs {
        tracker.writer.insert(*b, vec![NOBODY; v.len()]);
        tracker.reader.insert(*b, vec![NOBODY; v.len()]);
    }
    let [bx, by] = k.block;
    let cb = k.cluster_blocks.max(1);
    if k.grid_x % cb != 0 {
        return Err(fail(0, [0; 3], [0; 2], format!("grid_x {} is not a multiple of the cluster size {cb}", k.grid_x)));
    }
    for z in 0..batch as u32 {
        for y in 0..plan.towers as u32 {
            let tower = &towers[y as usize];
            for c0 in (0..k.grid_x).step_by(cb as usize) {
                // The blocks of one cluster run phase by phase in lockstep, so
                // each sees the others' shared memory as the barriers order it.
                let mut shared = ClusterShared::new(cb, k.shared_words, &k.phases);
                let mut regs = vec![vec![vec![None; k.regs as usize]; threads as usize]; cb as usize];
                for (pi, phase) in k.phases.iter().enumerate() {
                    for rank in 0..cb {
                        let x = c0 + rank;
                        let mut blk = Block {
                            tower,
                            plan,
                            mem: &mut *mem,
                            tracker: &mut tracker,
                            bid: [x, y, z],
                            block_id: (z * plan.towers as u32 + y) * k.grid_x + x,
                            poly_base: (z as usize * plan.towers + y as usize) * wpp,
                            regs: std::mem::take(&mut regs[rank as usize]),
                            shared: &mut shared,
                            rank,
                            phase: pi,
                            bx,
                            by,
                        };
                        for op in &phase.ops {
                            blk.step(op).map_err(|(t, what)| fail(pi, [x, y, z], t, what))?;
                        }
                        regs[rank as usize] = blk.regs;
                    }
                }
                shared.finish().map_err(|what| fail(k.phases.len().saturating_sub(1), [c0, y, z], [0; 2], what))?;
            }
        }
    }
    Ok(())
}

struct Block<'a> {
    tower: &'a TowerTables,
    plan: &'a Plan,
    mem: &'a mut Memory,
    tracker: &'a mut Tracker,
    bid: [u32; 3],
    block_id: u32,
    poly_base: usize,
    regs: Vec<Vec<Option<u64>>>,
    shared: &'a mut ClusterShared,
    /// This block's rank in its cluster (0 without clusters).
    rank: u32,
    phase: usize,
    bx: u32,
    by: u32,
}

type Fault = ([u32; 2], String);

impl Block<'_> {
    fn env(&self, t: u32) -> Env {
        Env { tid: [t % self.bx, t / self.bx], bid: self.bid }
    }
    fn tid(&self, t: u32) -> [u32; 2] {
        [t % self.bx, t / self.bx]
    }

    /// One op across every thread of the block (lockstep).
    fn step(&mut self, op: &Op) -> Result<(), Fault> {
        let threads = self.bx * self.by;
        if let Op::Shfl { dst, src, lane } = op {
            let mut vals = vec![];
            for t in 0..threads {
                vals.push(self.get(t, *src)?);
            }
            for t in 0..threads {
                let l = lane.eval(&self.env(t)).map_err(|e| (self.tid(t), e.to_string()))?;
                if l >= 32 {
                    return Err((self.tid(t), format!("shuffle from lane {l}, outside the warp")));
                }
                let from = (t / 32) * 32 + l;
                if from >= threads {
                    return Err((self.tid(t), format!("shuffle from lane {l}: thread {from} does not exist")));
                }
                self.regs[t as usize][dst.0 as usize] = Some(vals[from as usize]);
            }
            return Ok(());
        }
        for t in 0..threads {
            self.exec(t, op)?;
        }
        Ok(())
    }

    fn get(&self, t: u32, r: Reg) -> Result<u64, Fault> {
        self.regs[t as usize][r.0 as usize].ok_or_else(|| (self.tid(t), format!("register r{} read before it was set", r.0)))
    }
    fn set(&mut self, t: u32, r: Reg, v: u64) {
        self.regs[t as usize][r.0 as usize] = Some(v);
    }
    fn m(&self) -> &Modulus {
        &self.tower.modulus
    }
    fn tw(&self, t: u32, w: Tw) -> Result<(u64, Twiddle), Fault> {
        let v = self.get(t, w.v)?;
        let c = match w.form {
            Form::Stored if self.m().needs_companion() => self.get(t, w.c)?,
            _ => 0,
        };
        Ok((v, Twiddle { value: v, companion: c }))
    }
    fn mul_by(&self, t: u32, x: u64, w: Tw) -> Result<u64, Fault> {
        let (v, tw) = self.tw(t, w)?;
        Ok(match w.form {
            Form::Stored => self.m().mul_tw(x, tw),
            Form::Plain => self.m().mul(x, v),
        })
    }
    fn gmul(&self, t: u32, re: u64, im: u64, w: [Tw; 2]) -> Result<(u64, u64), Fault> {
        let m = self.m();
        let rr = self.mul_by(t, re, w[0])?;
        let ii = self.mul_by(t, im, w[1])?;
        let ri = self.mul_by(t, re, w[1])?;
        let ir = self.mul_by(t, im, w[0])?;
        Ok((m.sub(rr, ii), m.add(ri, ir)))
    }

    fn exec(&mut self, t: u32, op: &Op) -> Result<(), Fault> {
        let tid = self.tid(t);
        let env = self.env(t);
        let ev = |e: &crate::plan::expr::Expr| e.eval(&env).map_err(|err| (tid, err.to_string()));
        match op {
            Op::Ld { dst, mem, idx } => {
                let i = ev(idx)? as usize;
                let v = self.load(t, mem, i)?;
                self.set(t, *dst, v);
            }
            Op::St { src, mem, idx } => {
                let i = ev(idx)? as usize;
                let v = self.get(t, *src)?;
                self.store(t, mem, i, v)?;
            }
            Op::Guard { cond, ops } => {
                if ev(cond)? != 0 {
                    for o in ops {
                        if matches!(o, Op::Shfl { .. }) {
                            return Err((tid, "a shuffle under a guard".into()));
                        }
                        self.exec(t, o)?;
                    }
                }
            }
            Op::Set { dst, value } => self.set(t, *dst, *value),
            Op::Mov { dst, src } => {
                let v = self.get(t, *src)?;
                self.set(t, *dst, v)
            }
            Op::Add { dst, a, b } => {
                let v = self.m().add(self.get(t, *a)?, self.get(t, *b)?);
                self.set(t, *dst, v)
            }
            Op::Sub { dst, a, b } => {
                let v = self.m().sub(self.get(t, *a)?, self.get(t, *b)?);
                self.set(t, *dst, v)
            }
            Op::Half { x } => {
                let v = self.m().half(self.get(t, *x)?);
                self.set(t, *x, v)
            }
            Op::Mul { dst, a, b } => {
                let v = self.m().mul(self.get(t, *a)?, self.get(t, *b)?);
                self.set(t, *dst, v)
            }
            Op::MulTw { x, w } => {
                let v = self.mul_by(t, self.get(t, *x)?, *w)?;
                self.set(t, *x, v)
            }
            Op::SelMulTw { x, w, bit } => {
                if ev(bit)? != 0 {
                    let v = self.mul_by(t, self.get(t, *x)?, *w)?;
                    self.set(t, *x, v)
                }
            }
            Op::Bfly { kind, a, b, w, half } => {
                let (va, vb) = (self.get(t, *a)?, self.get(t, *b)?);
                let m = *self.m();
                let (mut x, mut y) = match kind {
                    BflyKind::Ct => {
                        let p = self.mul_by(t, vb, *w)?;
                        (m.add(va, p), m.sub(va, p))
                    }
                    BflyKind::Gs => (m.add(va, vb), self.mul_by(t, m.sub(va, vb), *w)?),
                };
                if *half {
                    x = m.half(x);
                    y = m.half(y);
                }
                self.set(t, *a, x);
                self.set(t, *b, y);
            }
            Op::LazyBfly { kind, a, b, w, half } => {
                let (va, vb) = (self.get(t, *a)?, self.get(t, *b)?);
                let (_, tw) = self.tw(t, *w)?;
                let m = *self.m();
                let bound = if *kind == BflyKind::Ct { 4 } else { 2 };
                if va >= bound * m.q || vb >= bound * m.q {
                    return Err((tid, format!("lazy butterfly input above {bound}q")));
                }
                let (x, y) = match kind {
                    BflyKind::Ct => m.bfly_ct_lazy(va, vb, tw),
                    BflyKind::Gs => m.bfly_gs_lazy(va, vb, tw, *half),
                };
                self.set(t, *a, x);
                self.set(t, *b, y);
            }
            Op::Normalize { x } => {
                let v = self.m().normalize(self.get(t, *x)?);
                self.set(t, *x, v)
            }
            Op::GBfly { kind, a, b, w, half } => {
                let m = *self.m();
                let (ar, ai, br, bi) = (self.get(t, a[0])?, self.get(t, a[1])?, self.get(t, b[0])?, self.get(t, b[1])?);
                let (mut x, mut y) = match kind {
                    BflyKind::Ct => {
                        let (pr, pi) = self.gmul(t, br, bi, *w)?;
                        ((m.add(ar, pr), m.add(ai, pi)), (m.sub(ar, pr), m.sub(ai, pi)))
                    }
                    BflyKind::Gs => {
                        let s = (m.add(ar, br), m.add(ai, bi));
                        let d = self.gmul(t, m.sub(ar, br), m.sub(ai, bi), *w)?;
                        (s, d)
                    }
                };
                if *half {
                    x = (m.half(x.0), m.half(x.1));
                    y = (m.half(y.0), m.half(y.1));
                }
                self.set(t, a[0], x.0);
                self.set(t, a[1], x.1);
                self.set(t, b[0], y.0);
                self.set(t, b[1], y.1);
            }
            Op::GMulTw { x, w } => {
                let (re, im) = self.gmul(t, self.get(t, x[0])?, self.get(t, x[1])?, *w)?;
                self.set(t, x[0], re);
                self.set(t, x[1], im);
            }
            Op::Shfl { .. } => unreachable!("shuffles run in `step`"),
        }
        Ok(())
    }

    fn load(&mut self, t: u32, mem: &Mem, i: usize) -> Result<u64, Fault> {
        let tid = self.tid(t);
        match mem {
            Mem::Global(b) => {
                if i >= self.plan.words_per_poly {
                    return Err((tid, format!("global read of {}[{i}], beyond {} words per polynomial", b.c_name(), self.plan.words_per_poly)));
                }
                let a = self.poly_base + i;
                let buf = self.mem.bufs.get(b).ok_or_else(|| (tid, format!("buffer {} is not allocated", b.c_name())))?;
                let w = self.tracker.writer[b][a];
                if w != NOBODY && w != self.block_id {
                    return Err((tid, format!("global read of {}[{i}], which block {w} wrote in this launch", b.c_name())));
                }
                let r = &mut self.tracker.reader.get_mut(b).unwrap()[a];
                *r = if *r == NOBODY || *r == self.block_id { self.block_id } else { MANY };
                Ok(buf[a])
            }
            Mem::Table(id, part) => {
                let (vals, comps) = &self.tower.tables[*id];
                let decl = &self.plan.tables[*id];
                if i >= vals.len() {
                    return Err((tid, format!("table {}[{i}] is beyond its {} entries", decl.name, vals.len())));
                }
                Ok(if *part == Part::Value { vals[i] } else { comps[i] })
            }
            Mem::Shared => self.shared.read(self.rank, Who { rank: self.rank, thread: t }, self.phase, i).map_err(|e| (tid, e)),
            Mem::ClusterShared(rank) => {
                let owner = rank.eval(&self.env(t)).map_err(|e| (tid, e.to_string()))?;
                self.shared.read(owner, Who { rank: self.rank, thread: t }, self.phase, i).map_err(|e| (tid, e))
            }
        }
    }

    fn store(&mut self, t: u32, mem: &Mem, i: usize, v: u64) -> Result<(), Fault> {
        let tid = self.tid(t);
        match mem {
            Mem::Global(b) => {
                if i >= self.plan.words_per_poly {
                    return Err((tid, format!("global write of {}[{i}], beyond {} words per polynomial", b.c_name(), self.plan.words_per_poly)));
                }
                let a = self.poly_base + i;
                let r = self.tracker.reader[b][a];
                if r != NOBODY && r != self.block_id {
                    return Err((tid, format!("global write of {}[{i}], which another block read in this launch", b.c_name())));
                }
                let w = &mut self.tracker.writer.get_mut(b).unwrap()[a];
                if *w != NOBODY && *w != self.block_id {
                    return Err((tid, format!("global write of {}[{i}], which block {} also wrote in this launch", b.c_name(), *w)));
                }
                *w = self.block_id;
                self.mem.bufs.get_mut(b).ok_or_else(|| (tid, format!("buffer {} is not allocated", b.c_name())))?[a] = v;
                Ok(())
            }
            Mem::Table(id, _) => Err((tid, format!("write to read-only table {}", self.plan.tables[*id].name))),
            Mem::Shared => self.shared.write(self.rank, Who { rank: self.rank, thread: t }, self.phase, i, v).map_err(|e| (tid, e)),
            Mem::ClusterShared(rank) => {
                let owner = rank.eval(&self.env(t)).map_err(|e| (tid, e.to_string()))?;
                self.shared.write(owner, Who { rank: self.rank, thread: t }, self.phase, i, v).map_err(|e| (tid, e))
            }
        }
    }
}

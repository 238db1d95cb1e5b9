//! Loads and stores: one word between a register and global, shared or
//! table memory. The access itself (bounds, races) is the machine's.

use super::{reg, Machine, Meaning, ParamUse, RegUse, RenderCx};
use crate::plan::expr::Expr;
use crate::plan::ir::*;

/// `dst <- mem[idx]`.
pub struct Load<'a> {
    pub dst: Reg,
    pub mem: &'a Mem,
    pub idx: &'a Expr,
}

/// `(w.v, w.c) <- entry idx of a paired table` (`Op::LdTw`).
pub struct TwLoad<'a> {
    pub w: Tw,
    pub table: usize,
    pub idx: &'a Expr,
}

/// `mem[idx] <- src`.
pub struct Store<'a> {
    pub src: Reg,
    pub mem: &'a Mem,
    pub idx: &'a Expr,
}

/// The C lvalue of `mem[idx]`: global buffers are offset by the block's
/// polynomial (the thread's, in a packed kernel); tables are read through
/// the tower's base pointer, set once at the kernel's start
/// ([`table_base`]), so an access is one wide multiply-add of its index.
/// The index is written as its run-time part plus its constant offset
/// ([`Expr::split_offset`]), summed in 64 bits for global and table memory,
/// so that the accesses of one thread that differ by a register slot share
/// one address and the offset becomes the load's immediate. Shared memory
/// is indexed in 32 bits (`smem[rest + 34u]`), or with `wide_shared_index`
/// the same way from `smem_z`, a 64-bit zero the compiler cannot see
/// through (the kernel template's): NVRTC addresses shared memory with
/// 64-bit pointers, where nvcc uses 32-bit ones, and narrows a sum it can
/// bound (`rest + off` in 32 bits, which may wrap), so it folds no offset
/// into an access of a fused kernel: the 2^17 one-limb forward took 1080
/// SASS instructions built by NVRTC against nvcc's 1032, 1032 with
/// `smem_z` (docs/BENCHMARKS.md, levers: `wide_shared_index`). Both sums are
/// equal: `Expr::eval` is exact, so no shared index the interpreter
/// verifies wraps.
fn place(cx: &RenderCx, mem: &Mem, idx: &Expr) -> String {
    let (rest, off) = idx.split_offset();
    // From the opaque zero the offset is a plain (64-bit) integer; in 32
    // bits an unsigned one.
    let (z, u) = if cx.wide_shared { ("smem_z + ", "") } else { ("", "u") };
    let shared = |base: String| match (&rest, off) {
        (Expr::Const(0), o) => format!("{base}[{z}{o}{u}]"),
        (r, 0) => format!("{base}[{z}{}]", r.to_c()),
        (r, o) => format!("{base}[{z}{} + {o}{u}]", r.to_c()),
    };
    match mem {
        Mem::Global(b) => format!("{}[{}]", b.c_name(), wide_index(idx, if *b == Buf::Y && cx.y_rows { "poly_row" } else { "poly" })),
        Mem::Shared | Mem::Stage => shared("smem".into()),
        Mem::ClusterShared(rank) => shared(format!("cluster_smem(smem, {})", rank.to_c())),
        Mem::Table(t, part) => format!("{}[{}]", table_base_name(cx.tables, *t, *part), wide_index(idx, "")),
        Mem::TowerArg(i) => format!("{}[{}]", Param::TowerArg(*i).c_name(cx.tables), idx.to_c()),
    }
}

/// A strong CTA-scope load of `dsts.len()` words at `ptr` into `dsts`
/// (`Kernel::pinned_tables`): `ld.relaxed.cta` may not move below a block
/// barrier, where the compiler sinks a plain read-only load to its use; the
/// memory clobber keeps it where the plan put it among the kernel's other
/// accesses. Tables are read-only, so the scope orders nothing they need.
fn strong_load(word: crate::spec::Word, dsts: &[String], ptr: &str) -> String {
    let (ty, c) = match word {
        crate::spec::Word::U64 => ("u64", "l"),
        crate::spec::Word::U32 => ("u32", "r"),
    };
    let (shape, regs) = match dsts.len() {
        1 => (String::new(), "%0".to_string()),
        n => (format!(".v{n}"), format!("{{{}}}", (0..n).map(|i| format!("%{i}")).collect::<Vec<_>>().join(", "))),
    };
    let outs: Vec<String> = dsts.iter().map(|d| format!("\"={c}\"({d})")).collect();
    format!("asm volatile(\"ld.relaxed.cta.global{shape}.{ty} {regs}, [%{}];\" : {} : \"l\"({ptr}) : \"memory\");", dsts.len(), outs.join(", "))
}

/// `base + idx` summed in 64 bits, the constant offset last (`place`).
fn wide_index(idx: &Expr, base: &str) -> String {
    let (rest, off) = idx.split_offset();
    match (&rest, off, base) {
        (Expr::Const(0), o, "") => format!("{o}"),
        (Expr::Const(0), o, b) => format!("{b} + {o}"),
        (r, 0, "") => format!("(size_t){}", r.to_c()),
        (r, 0, b) => format!("{b} + (size_t){}", r.to_c()),
        (r, o, "") => format!("(size_t){} + {o}", r.to_c()),
        (r, o, b) => format!("{b} + (size_t){} + {o}", r.to_c()),
    }
}

/// The local pointer to this block's tower of table `t`'s `part`.
fn table_base_name(tables: &[TableDecl], t: usize, part: Part) -> String {
    format!("{}_t", Param::Table(t, part).c_name(tables))
}

/// The declaration of a table parameter's tower base pointer, for the
/// kernel's prologue: `table + tower * words per tower`, once per kernel
/// instead of in every access's index.
pub fn table_base(tables: &[TableDecl], t: usize, part: Part) -> String {
    format!(
        "const word_t* __restrict__ {} = {} + (size_t){} * {};",
        table_base_name(tables, t, part),
        Param::Table(t, part).c_name(tables),
        crate::plan::Var::Tower.c_name(),
        tables[t].words()
    )
}

fn mem_params(mem: &Mem, p: &mut ParamUse) {
    match mem {
        Mem::Global(b) => p.buf(*b),
        Mem::Table(t, part) => p.table(*t, *part),
        Mem::TowerArg(i) => p.tower_arg(*i),
        Mem::Shared | Mem::ClusterShared(_) | Mem::Stage => {}
    }
}

impl Meaning for Load<'_> {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        if cx.packed && matches!(self.mem, Mem::Global(_)) {
            // A set past the end of the batch computes on zeros.
            return vec![format!("{} = in_batch ? {} : 0;", reg(self.dst), place(cx, self.mem, self.idx))];
        }
        if cx.evict_tables && matches!(self.mem, Mem::Table(..)) {
            return vec![format!("{} = __ldcs(&{});", reg(self.dst), place(cx, self.mem, self.idx))];
        }
        if cx.pinned_tables && matches!(self.mem, Mem::Table(..)) {
            return vec![strong_load(cx.word, &[reg(self.dst)], &format!("&{}", place(cx, self.mem, self.idx)))];
        }
        vec![format!("{} = {};", reg(self.dst), place(cx, self.mem, self.idx))]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let i = m.eval(self.idx)? as usize;
        let v = m.load(self.mem, i)?;
        m.set(self.dst, v);
        Ok(())
    }
    fn cost(&self, wb: u64, c: &mut Cost) {
        match self.mem {
            Mem::Global(_) => c.global_read_bytes += wb,
            // A fused form's constants read like a table's entry.
            Mem::Table(..) | Mem::TowerArg(_) => c.table_read_bytes += wb,
            Mem::Shared | Mem::ClusterShared(_) | Mem::Stage => {}
        }
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.writes.push(self.dst);
    }
    fn params(&self, p: &mut ParamUse) {
        mem_params(self.mem, p)
    }
}

/// The vector type of two words: one 16-byte (u64) or 8-byte (u32) load.
fn pair_type(word: crate::spec::Word) -> &'static str {
    match word {
        crate::spec::Word::U64 => "ulonglong2",
        crate::spec::Word::U32 => "uint2",
    }
}

impl Meaning for TwLoad<'_> {
    /// The pair as one vector load through the tower's base pointer (16-byte
    /// aligned: the allocation is, and every tower and entry is an even word).
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let ty = pair_type(cx.word);
        let (rest, off) = self.idx.split_offset();
        let at = match (&rest, off) {
            (Expr::Const(0), o) => format!("{o}"),
            (r, 0) => format!("(size_t){}", r.to_c()),
            (r, o) => format!("(size_t){} + {o}", r.to_c()),
        };
        let base = table_base_name(cx.tables, self.table, Part::Value);
        if cx.pinned_tables {
            return vec![strong_load(cx.word, &[reg(self.w.v), reg(self.w.c)], &format!("(const {ty}*){base} + {at}"))];
        }
        let entry = if cx.evict_tables { format!("__ldcs((const {ty}*){base} + {at})") } else { format!("((const {ty}*){base})[{at}]") };
        vec![format!("{{ const {ty} e = {entry}; {} = e.x; {} = e.y; }}", reg(self.w.v), reg(self.w.c))]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let i = m.eval(self.idx)? as usize;
        let mem = Mem::Table(self.table, Part::Value);
        let v = m.load(&mem, 2 * i)?;
        let c = m.load(&mem, 2 * i + 1)?;
        m.set(self.w.v, v);
        m.set(self.w.c, c);
        Ok(())
    }
    fn cost(&self, wb: u64, c: &mut Cost) {
        c.table_read_bytes += 2 * wb;
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.writes.extend([self.w.v, self.w.c]);
    }
    fn params(&self, p: &mut ParamUse) {
        p.table(self.table, Part::Value)
    }
}

impl Meaning for Store<'_> {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        if cx.packed && matches!(self.mem, Mem::Global(_)) {
            return vec![format!("if (in_batch) {} = {};", place(cx, self.mem, self.idx), reg(self.src))];
        }
        vec![format!("{} = {};", place(cx, self.mem, self.idx), reg(self.src))]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let i = m.eval(self.idx)? as usize;
        let v = m.get(self.src)?;
        m.store(self.mem, i, v)
    }
    fn cost(&self, wb: u64, c: &mut Cost) {
        if let Mem::Global(_) = self.mem {
            c.global_write_bytes += wb
        }
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.push(self.src);
    }
    fn params(&self, p: &mut ParamUse) {
        mem_params(self.mem, p)
    }
}

/// `dst <- mem[idx .. idx + dst.len()]` (`Op::LdVec`).
pub struct VecLoad<'a> {
    pub dst: &'a [Reg],
    pub mem: &'a Mem,
    pub idx: &'a Expr,
}

/// `buf[idx .. idx + src.len()] <- src` (`Op::StVec`).
pub struct VecStore<'a> {
    pub src: &'a [Reg],
    pub buf: Buf,
    pub idx: &'a Expr,
    pub explicit: bool,
}

/// The 16-byte (or, for two u32 words, 8-byte) vector type of `n` words,
/// and its member names.
fn vec_type(word: crate::spec::Word, n: usize) -> Result<(&'static str, &'static str, [&'static str; 4]), String> {
    match (word, n) {
        (crate::spec::Word::U64, 2) => Ok(("ulonglong2", "make_ulonglong2", ["x", "y", "", ""])),
        (crate::spec::Word::U32, 4) => Ok(("uint4", "make_uint4", ["x", "y", "z", "w"])),
        (crate::spec::Word::U32, 2) => Ok(("uint2", "make_uint2", ["x", "y", "", ""])),
        _ => Err(format!("no 16-byte vector of {n} {word} words")),
    }
}

/// Where a vector access starts: its first word must be a multiple of the
/// vector's length (the buffer and every polynomial are 16-byte aligned).
fn vec_start(m: &mut dyn Machine, idx: &Expr, n: usize) -> Result<usize, String> {
    let i = m.eval(idx)? as usize;
    if !i.is_multiple_of(n) {
        return Err(format!("a vector access of {n} words at word {i}, not a multiple of {n}"));
    }
    Ok(i)
}

impl Meaning for VecLoad<'_> {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let Ok((ty, _, fields)) = vec_type(cx.word, self.dst.len()) else {
            return vec![format!("#error \"no vector load of {} words\"", self.dst.len())];
        };
        let at = place(cx, self.mem, self.idx);
        let sets: Vec<String> = self.dst.iter().zip(fields).map(|(r, f)| format!("{} = v.{f};", reg(*r))).collect();
        let ptr = format!("reinterpret_cast<const {ty}*>(&{at})");
        if cx.pinned_tables && matches!(self.mem, Mem::Table(..)) {
            let dsts: Vec<String> = self.dst.iter().map(|r| reg(*r)).collect();
            return vec![strong_load(cx.word, &dsts, &ptr)];
        }
        let v = if cx.evict_tables && matches!(self.mem, Mem::Table(..)) { format!("__ldcs({ptr})") } else { format!("*{ptr}") };
        vec![format!("{{ const {ty} v = {v}; {} }}", sets.join(" "))]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let i = vec_start(m, self.idx, self.dst.len())?;
        let mut vals = vec![];
        for j in 0..self.dst.len() {
            vals.push(m.load(self.mem, i + j)?);
        }
        for (r, v) in self.dst.iter().zip(vals) {
            m.set(*r, v);
        }
        Ok(())
    }
    fn cost(&self, wb: u64, c: &mut Cost) {
        match self.mem {
            Mem::Table(..) => c.table_read_bytes += wb * self.dst.len() as u64,
            _ => c.global_read_bytes += wb * self.dst.len() as u64,
        }
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.writes.extend(self.dst.iter().copied());
    }
    fn params(&self, p: &mut ParamUse) {
        mem_params(self.mem, p)
    }
}

impl Meaning for VecStore<'_> {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let Ok((ty, make, _)) = vec_type(cx.word, self.src.len()) else {
            return vec![format!("#error \"no vector store of {} words\"", self.src.len())];
        };
        let at = place(cx, &Mem::Global(self.buf), self.idx);
        let regs: Vec<String> = self.src.iter().map(|r| reg(*r)).collect();
        let (ptr, value) = (format!("reinterpret_cast<{ty}*>(&{at})"), format!("{make}({})", regs.join(", ")));
        vec![if self.explicit { format!("__stwb({ptr}, {value});") } else { format!("*{ptr} = {value};") }]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let i = vec_start(m, self.idx, self.src.len())?;
        let mem = Mem::Global(self.buf);
        for (j, r) in self.src.iter().enumerate() {
            let v = m.get(*r)?;
            m.store(&mem, i + j, v)?;
        }
        Ok(())
    }
    fn cost(&self, wb: u64, c: &mut Cost) {
        c.global_write_bytes += wb * self.src.len() as u64;
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.extend(self.src.iter().copied());
    }
    fn params(&self, p: &mut ParamUse) {
        p.buf(self.buf)
    }
}

/// `Op::Prefetch`: word `idx` of `buf` in the polynomial
/// `Kernel::prefetch_ahead` places ahead, into L2.
pub struct Prefetch<'a> {
    pub buf: Buf,
    pub idx: &'a Expr,
}

impl Meaning for Prefetch<'_> {
    /// `poly_ahead` and `ahead_ok` are the kernel prologue's (block-uniform:
    /// the branch never diverges and reads no data).
    fn render(&self, _: &RenderCx) -> Vec<String> {
        let at = format!("{}[{}]", self.buf.c_name(), wide_index(self.idx, "poly_ahead"));
        vec![format!("if (ahead_ok) asm volatile(\"prefetch.global.L2 [%0];\" :: \"l\"(&{at}));")]
    }
    /// A hint: no value changes. The index must still evaluate for every
    /// thread (the same index as one of the block's own loads).
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        m.eval(self.idx).map(|_| ())
    }
    /// Moves traffic earlier; adds none to the plan's count.
    fn cost(&self, _: u64, _: &mut Cost) {}
    fn regs(&self, _: bool, _: &mut RegUse) {}
    fn params(&self, p: &mut ParamUse) {
        p.buf(self.buf)
    }
}

/// `Op::CopyAsync`: `width` words of `buf` from `idx` into the stage from
/// `slot`, without waiting (the kernel file's `cp_async_<bytes>`).
pub struct CopyAsync<'a> {
    pub buf: Buf,
    pub idx: &'a Expr,
    pub slot: &'a Expr,
    pub width: u32,
}

impl Meaning for CopyAsync<'_> {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let bytes = self.width * cx.word.bytes();
        let to = place(cx, &Mem::Stage, self.slot);
        let from = place(cx, &Mem::Global(self.buf), self.idx);
        vec![format!("cp_async_{bytes}(&{to}, &{from});")]
    }
    /// The words as they are in global memory when the copy is issued, each
    /// to the thread's own stage slot.
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let (i, s) = (m.eval(self.idx)? as usize, m.eval(self.slot)? as usize);
        for j in 0..self.width as usize {
            let v = m.load(&Mem::Global(self.buf), i + j)?;
            m.store(&Mem::Stage, s + j, v)?;
        }
        Ok(())
    }
    fn cost(&self, wb: u64, c: &mut Cost) {
        c.global_read_bytes += wb * u64::from(self.width);
    }
    fn regs(&self, _: bool, _: &mut RegUse) {}
    fn params(&self, p: &mut ParamUse) {
        p.buf(self.buf)
    }
}

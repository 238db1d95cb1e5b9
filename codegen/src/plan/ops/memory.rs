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

/// `mem[idx] <- src`.
pub struct Store<'a> {
    pub src: Reg,
    pub mem: &'a Mem,
    pub idx: &'a Expr,
}

/// The C lvalue of `mem[idx]`: global buffers are offset by the block's
/// polynomial (the thread's, in a packed kernel), tables by the block's tower.
/// The index is written as its run-time part plus its constant offset
/// ([`Expr::split_offset`]), summed in 64 bits for global and table memory,
/// so that the accesses of one thread that differ by a register slot share
/// one address and the offset becomes the load's immediate.
fn place(cx: &RenderCx, mem: &Mem, idx: &Expr) -> String {
    let (rest, off) = idx.split_offset();
    let wide = |base: String| match (&rest, off) {
        (Expr::Const(0), o) => format!("{base} + {o}"),
        (r, 0) => format!("{base} + (size_t){}", r.to_c()),
        (r, o) => format!("{base} + (size_t){} + {o}", r.to_c()),
    };
    let narrow = || match (&rest, off) {
        (Expr::Const(0), o) => format!("{o}u"),
        (r, 0) => r.to_c(),
        (r, o) => format!("{} + {o}u", r.to_c()),
    };
    match mem {
        Mem::Global(b) => format!("{}[{}]", b.c_name(), wide("poly".into())),
        Mem::Shared => format!("smem[{}]", narrow()),
        Mem::ClusterShared(rank) => format!("cluster_smem(smem, {})[{}]", rank.to_c(), narrow()),
        Mem::Table(t, part) => {
            let decl = &cx.tables[*t];
            let suffix = if *part == Part::Value { "v" } else { "c" };
            format!("{}_{suffix}[{}]", decl.name, wide(format!("(size_t){} * {}", crate::plan::Var::Tower.c_name(), decl.words())))
        }
    }
}

fn mem_params(mem: &Mem, p: &mut ParamUse) {
    match mem {
        Mem::Global(b) => p.buf(*b),
        Mem::Table(t, part) => p.table(*t, *part),
        Mem::Shared | Mem::ClusterShared(_) => {}
    }
}

impl Meaning for Load<'_> {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        if cx.packed && matches!(self.mem, Mem::Global(_)) {
            // A set past the end of the batch computes on zeros.
            return vec![format!("{} = in_batch ? {} : 0;", reg(self.dst), place(cx, self.mem, self.idx))];
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
            Mem::Table(..) => c.table_read_bytes += wb,
            Mem::Shared | Mem::ClusterShared(_) => {}
        }
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.writes.push(self.dst);
    }
    fn params(&self, p: &mut ParamUse) {
        mem_params(self.mem, p)
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

//! Ops about threads rather than values: a thread-index guard around ops,
//! the warp shuffle, a select on the thread's index, and the split cluster
//! arrival that says every block of a cluster runs.

use super::{reg, Machine, Meaning, ParamUse, RegUse, RenderCx};
use crate::plan::expr::Expr;
use crate::plan::ir::*;

/// Runs `ops` only where `cond` != 0.
pub struct Guard<'a> {
    pub cond: &'a Expr,
    pub ops: &'a [Op],
}

/// `dst <- src` of lane `lane` of the warp (`__shfl_sync` over the full warp).
pub struct Shuffle<'a> {
    pub dst: Reg,
    pub src: Reg,
    pub lane: &'a Expr,
}

impl Meaning for Guard<'_> {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let mut out = vec![format!("if ({}) {{", self.cond.to_c())];
        for op in self.ops {
            out.extend(op.render(cx).into_iter().map(|l| format!("    {l}")));
        }
        out.push("}".into());
        out
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        if m.eval(self.cond)? == 0 {
            return Ok(());
        }
        for op in self.ops {
            // A guarded warp op would leave lanes out of the warp's exchange.
            if matches!(op, Op::Shfl { .. }) {
                return Err("a shuffle under a guard".into());
            }
            if matches!(op, Op::MmaU8 { .. }) {
                return Err("a tensor-core product under a guard (mma.sync is .aligned: every lane runs it)".into());
            }
            // `.aligned`: every thread of the warp arrives and waits.
            if matches!(op, Op::ClusterArrive | Op::ClusterWait) {
                return Err("a cluster arrival under a guard".into());
            }
            op.eval(m)?;
        }
        Ok(())
    }
    fn cost(&self, wb: u64, c: &mut Cost) {
        self.ops.iter().for_each(|op| op.cost(wb, c))
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        for op in self.ops {
            let r = op.regs(companion);
            u.reads.extend(r.reads);
            u.writes.extend(r.writes);
        }
    }
    fn params(&self, p: &mut ParamUse) {
        self.ops.iter().for_each(|op| op.params(p))
    }
}

impl Meaning for Shuffle<'_> {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        vec![format!("{} = __shfl_sync(0xffffffffu, {}, {});", reg(self.dst), reg(self.src), self.lane.to_c())]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let l = m.eval(self.lane)?;
        if l >= 32 {
            return Err(format!("shuffle from lane {l}, outside the warp"));
        }
        let v = m.lane(l as u32, self.src)?;
        m.set(self.dst, v);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.shuffles += 1
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.push(self.src);
        u.writes.push(self.dst);
    }
    fn params(&self, _: &mut ParamUse) {}
}

/// `dst <- (cond != 0) ? a : b` for a thread-index `cond`: a select, no branch.
pub struct Pick<'a> {
    pub dst: Reg,
    pub cond: &'a Expr,
    pub a: Reg,
    pub b: Reg,
}

impl Meaning for Pick<'_> {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        vec![format!("{} = ({}) ? {} : {};", reg(self.dst), self.cond.to_c(), reg(self.a), reg(self.b))]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        // Both read, as the select on the GPU reads both.
        let (a, b) = (m.get(self.a)?, m.get(self.b)?);
        let v = if m.eval(self.cond)? != 0 { a } else { b };
        m.set(self.dst, v);
        Ok(())
    }
    fn cost(&self, _: u64, _: &mut Cost) {}
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.push(self.a);
        u.reads.push(self.b);
        u.writes.push(self.dst);
    }
    fn params(&self, _: &mut ParamUse) {}
}

/// `Op::ClusterArrive` (`wait: false`) or `Op::ClusterWait`: the halves of
/// a cluster barrier that orders no memory. Their pairing (an arrival, then
/// its wait before any other cluster barrier, none under a guard) is the
/// interpreter's `shared::check_arrivals`.
pub struct ClusterArrival {
    pub wait: bool,
}

impl Meaning for ClusterArrival {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        vec![if self.wait { "cluster_wait();" } else { "cluster_arrive_relaxed();" }.into()]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        if self.wait {
            m.cluster_waited();
        }
        Ok(())
    }
    fn cost(&self, _: u64, _: &mut Cost) {}
    fn regs(&self, _: bool, _: &mut RegUse) {}
    fn params(&self, _: &mut ParamUse) {}
}

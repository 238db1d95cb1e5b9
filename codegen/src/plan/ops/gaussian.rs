//! Ops over Z_q[i] (the DGT): the Gaussian product by a twiddle and the
//! Gaussian butterflies (`gmul_tw` / `gbfly_ct` / `gbfly_gs` of
//! templates/butterfly.cu; the interpreter runs the Rust twins).

use super::{read_tw, reg, tw_args, tw_regs, Machine, Meaning, RegUse, RenderCx};
use crate::arith::reduce::TwArg;
use crate::plan::expr::Expr;
use crate::plan::ir::*;

/// Gaussian butterfly on (re, im) pairs with a Gaussian twiddle (re, im).
pub struct GBfly {
    pub kind: BflyKind,
    pub a: [Reg; 2],
    pub b: [Reg; 2],
    pub w: [Tw; 2],
    pub half: bool,
}

/// x <- x * w over Z_q[i].
pub struct GMulTw {
    pub x: [Reg; 2],
    pub w: [Tw; 2],
}

/// `x <- (bit != 0) ? x * w : x` over Z_q[i], as a branch-free select
/// (the on-the-fly Gaussian twiddles' square-and-multiply step).
pub struct GSelMulTw<'a> {
    pub x: [Reg; 2],
    pub w: [Tw; 2],
    pub bit: &'a Expr,
}

fn read_gauss_tw(m: &dyn Machine, w: &[Tw; 2]) -> Result<[TwArg; 2], String> {
    Ok([read_tw(m, w[0])?, read_tw(m, w[1])?])
}

fn gauss_tw_args(cx: &RenderCx, w: &[Tw; 2]) -> String {
    format!("{}, {}", tw_args(cx, &w[0]), tw_args(cx, &w[1]))
}

impl Meaning for GBfly {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let f = if self.kind == BflyKind::Ct { "gbfly_ct" } else { "gbfly_gs" };
        let regs = [self.a[0], self.a[1], self.b[0], self.b[1]].map(reg).join(", ");
        vec![format!("{f}({regs}, {}, {}, m);", gauss_tw_args(cx, &self.w), self.half)]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let a = [m.get(self.a[0])?, m.get(self.a[1])?];
        let b = [m.get(self.b[0])?, m.get(self.b[1])?];
        let w = read_gauss_tw(m, &self.w)?;
        let q = m.modulus();
        let (x, y) = match self.kind {
            BflyKind::Ct => q.gbfly_ct(a, b, w, self.half),
            BflyKind::Gs => q.gbfly_gs(a, b, w, self.half),
        };
        m.set(self.a[0], x[0]);
        m.set(self.a[1], x[1]);
        m.set(self.b[0], y[0]);
        m.set(self.b[1], y[1]);
        Ok(())
    }
    /// Four products (the Gaussian product) and six additions (two for the
    /// product, four for the sums and differences).
    fn cost(&self, _: u64, c: &mut Cost) {
        c.butterflies += 1;
        c.mulmods += 4;
        c.addmods += 6;
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        let data = [self.a[0], self.a[1], self.b[0], self.b[1]];
        u.reads.extend(data);
        self.w.iter().for_each(|w| tw_regs(companion, w, u));
        u.writes.extend(data);
    }
}

impl Meaning for GMulTw {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        vec![format!("gmul_tw({}, {}, {}, m);", reg(self.x[0]), reg(self.x[1]), gauss_tw_args(cx, &self.w))]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let x = [m.get(self.x[0])?, m.get(self.x[1])?];
        let w = read_gauss_tw(m, &self.w)?;
        let v = m.modulus().gmul_tw(x, w);
        m.set(self.x[0], v[0]);
        m.set(self.x[1], v[1]);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.mulmods += 4;
        c.addmods += 2;
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        u.reads.extend(self.x);
        self.w.iter().for_each(|w| tw_regs(companion, w, u));
        u.writes.extend(self.x);
    }
}

impl Meaning for GSelMulTw<'_> {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let (re, im) = (reg(self.x[0]), reg(self.x[1]));
        let bit = self.bit.to_c();
        vec![format!(
            "{{ word_t pr = {re}, pi = {im}; gmul_tw(pr, pi, {}, m); const bool s = ({bit}) != 0; {re} = s ? pr : {re}; {im} = s ? pi : {im}; }}",
            gauss_tw_args(cx, &self.w)
        )]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        // The twiddle is read only where the bit selects the product.
        if m.eval(self.bit)? != 0 {
            GMulTw { x: self.x, w: self.w }.eval(m)?;
        }
        Ok(())
    }
    fn cost(&self, wb: u64, c: &mut Cost) {
        GMulTw { x: self.x, w: self.w }.cost(wb, c)
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        GMulTw { x: self.x, w: self.w }.regs(companion, u)
    }
}

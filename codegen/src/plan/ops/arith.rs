//! Scalar arithmetic on registers: constants, moves, mod_add / mod_sub /
//! mod_mul / mod_half and the products by a twiddle.

use super::{companion_arg, read_tw, reg, tw_regs, Machine, Meaning, ParamUse, RegUse, RenderCx};
use crate::plan::expr::Expr;
use crate::plan::ir::*;
use crate::spec::Word;

/// `dst <- value`.
pub struct Set {
    pub dst: Reg,
    pub value: u64,
}

/// `dst <- src`.
pub struct Mov {
    pub dst: Reg,
    pub src: Reg,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum BinKind {
    Add,
    Sub,
    /// The general product of two plain residues.
    Mul,
}

/// `dst <- a (+ | - | *) b` mod q.
pub struct Binary {
    pub kind: BinKind,
    pub dst: Reg,
    pub a: Reg,
    pub b: Reg,
}

/// In place on one register: `x <- x / 2` mod q, or a lazy value brought
/// to [0, q) from the bound of the lazy butterfly that made it (CT 4q, GS
/// 2q; wide 8q, 4q).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum UnKind {
    Half,
    Normalize(BflyKind),
    /// To a signed word in (-q/2, q/2] (`Op::Centre`).
    Centre,
}

/// `x <- f(x)` for one of the `UnKind`s.
pub struct Unary {
    pub kind: UnKind,
    pub x: Reg,
}

/// `x <- x * w`.
pub struct MulTw {
    pub x: Reg,
    pub w: Tw,
}

/// `x <- x * w` for a lazy `x` (a stored twiddle; `ir::Op::LazyMulTw`).
pub struct LazyMulTw {
    pub x: Reg,
    pub w: Tw,
}

/// `x <- x * w` for any word `x` (`ir::Op::WordMulTw`).
pub struct WordMulTw {
    pub x: Reg,
    pub w: Tw,
}

/// `x <- x * w`, lazy in and out (`ir::Op::WideMulTw`).
pub struct WideMulTw {
    pub x: Reg,
    pub w: Tw,
}

/// `x <- (bit != 0) ? x * w : x`, as a branch-free select.
pub struct SelMulTw<'a> {
    pub x: Reg,
    pub w: Tw,
    pub bit: &'a Expr,
}

/// `x * w` in C: stored form through `mod_mul_tw` (companion 0 when the
/// reduction keeps none), plain through `mod_mul`.
fn mul_by(cx: &RenderCx, x: &str, w: &Tw) -> String {
    match w.form {
        Form::Stored => format!("mod_mul_tw({x}, {}, {}, m)", reg(w.v), companion_arg(cx, w)),
        Form::Plain => format!("mod_mul({x}, {}, m)", reg(w.v)),
    }
}

impl Meaning for Set {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let suffix = if cx.word == Word::U32 { "u" } else { "ull" };
        vec![format!("{} = {}{suffix};", reg(self.dst), self.value)]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        m.set(self.dst, self.value);
        Ok(())
    }
    fn cost(&self, _: u64, _: &mut Cost) {}
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.writes.push(self.dst);
    }
    fn params(&self, _: &mut ParamUse) {}
}

impl Meaning for Mov {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        vec![format!("{} = {};", reg(self.dst), reg(self.src))]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let v = m.get(self.src)?;
        m.set(self.dst, v);
        Ok(())
    }
    fn cost(&self, _: u64, _: &mut Cost) {}
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.push(self.src);
        u.writes.push(self.dst);
    }
    fn params(&self, _: &mut ParamUse) {}
}

impl Meaning for Binary {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        let (d, a, b) = (reg(self.dst), reg(self.a), reg(self.b));
        vec![match self.kind {
            BinKind::Add => format!("{d} = mod_add({a}, {b}, m.q);"),
            BinKind::Sub => format!("{d} = mod_sub({a}, {b}, m.q);"),
            BinKind::Mul => format!("{d} = mod_mul({a}, {b}, m);"),
        }]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let (a, b) = (m.get(self.a)?, m.get(self.b)?);
        let q = m.modulus();
        let v = match self.kind {
            BinKind::Add => q.add(a, b),
            BinKind::Sub => q.sub(a, b),
            BinKind::Mul => q.mul(a, b),
        };
        m.set(self.dst, v);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        match self.kind {
            BinKind::Add | BinKind::Sub => c.addmods += 1,
            BinKind::Mul => c.mulmods += 1,
        }
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.extend([self.a, self.b]);
        u.writes.push(self.dst);
    }
}

impl Meaning for Unary {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        let x = reg(self.x);
        vec![match self.kind {
            UnKind::Half => format!("{x} = mod_half({x}, m.q);"),
            UnKind::Normalize(BflyKind::Ct) => format!("{x} = mod_normalize({x}, m);"),
            UnKind::Normalize(BflyKind::Gs) => format!("{x} = mod_normalize_gs({x}, m);"),
            UnKind::Centre => format!("{x} = mod_centre({x}, m.q);"),
        }]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let (q, x) = (*m.modulus(), m.get(self.x)?);
        let v = match self.kind {
            UnKind::Half => q.half(x),
            UnKind::Normalize(from) => {
                let (ct, gs) = q.lazy_bounds();
                let bound = if from == BflyKind::Ct { ct } else { gs };
                if x as u128 >= u128::from(bound) * u128::from(q.q) {
                    return Err(format!("normalize input above the lazy {from:?} bound {bound}q"));
                }
                let v = if from == BflyKind::Ct { q.normalize(x) } else { q.normalize_gs(x) };
                v.map_err(|e| e.to_string())?
            }
            UnKind::Centre => {
                if x >= q.q {
                    return Err(format!("centre of {x}, not below q = {}", q.q));
                }
                let word = if q.word == Word::U32 { u64::from(u32::MAX) } else { u64::MAX };
                if x > q.q / 2 { x.wrapping_sub(q.q) & word } else { x }
            }
        };
        m.set(self.x, v);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.addmods += 1
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.push(self.x);
        u.writes.push(self.x);
    }
}

impl Meaning for MulTw {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let x = reg(self.x);
        vec![format!("{x} = {};", mul_by(cx, &x, &self.w))]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let x = m.get(self.x)?;
        let w = read_tw(m, self.w)?;
        let v = m.modulus().mul_by(x, w);
        m.set(self.x, v);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.mulmods += 1
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        u.reads.push(self.x);
        tw_regs(companion, &self.w, u);
        u.writes.push(self.x);
    }
}

impl Meaning for LazyMulTw {
    /// The same text as `MulTw`: the CUDA products take the lazy range.
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        MulTw { x: self.x, w: self.w }.render(cx)
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let x = m.get(self.x)?;
        let w = read_tw(m, self.w)?;
        let q = m.modulus();
        if !w.stored || !q.supports_lazy() {
            return Err("a lazy product needs a stored twiddle and a lazy reduction".into());
        }
        if x > q.lazy_product_bound() {
            return Err(format!("lazy product input above {}", q.lazy_product_bound()));
        }
        let v = q.mul_tw_lazy(x, w.tw).map_err(|e| e.to_string())?;
        m.set(self.x, v);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.mulmods += 1
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        MulTw { x: self.x, w: self.w }.regs(companion, u)
    }
}

impl Meaning for WordMulTw {
    /// The same text as `MulTw`: shoup's and montgomery's products take any word.
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        MulTw { x: self.x, w: self.w }.render(cx)
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let x = m.get(self.x)?;
        let w = read_tw(m, self.w)?;
        if !w.stored {
            return Err("a product of any word needs a stored twiddle".into());
        }
        let v = m.modulus().mul_tw_word(x, w.tw).map_err(|e| e.to_string())?;
        m.set(self.x, v);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.mulmods += 1
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        MulTw { x: self.x, w: self.w }.regs(companion, u)
    }
}

impl Meaning for WideMulTw {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        let x = reg(self.x);
        vec![format!("{x} = mod_mul_tw_wide({x}, {}, {}, 0 - m.q);", reg(self.w.v), reg(self.w.c))]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let x = m.get(self.x)?;
        let w = read_tw(m, self.w)?;
        let q = m.modulus();
        if !w.stored || !q.wide_lazy() {
            return Err("a wide lazy product needs a stored twiddle and the wide lazy butterflies".into());
        }
        let v = q.mul_tw_wide(x, w.tw).map_err(|e| e.to_string())?;
        m.set(self.x, v);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.mulmods += 1
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        // Shoup only: the companion is always read.
        u.reads.extend([self.x, self.w.v, self.w.c]);
        u.writes.push(self.x);
    }
}

impl Meaning for SelMulTw<'_> {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let x = reg(self.x);
        vec![format!("{{ const word_t p = {}; {x} = ({}) ? p : {x}; }}", mul_by(cx, &x, &self.w), self.bit.to_c())]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        // The twiddle is read only where the bit selects the product.
        if m.eval(self.bit)? != 0 {
            MulTw { x: self.x, w: self.w }.eval(m)?;
        }
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.mulmods += 1
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        MulTw { x: self.x, w: self.w }.regs(companion, u)
    }
}

/// `w <- the stored form of x` (`ir::Op::ToStored`): a fused form's
/// constant, once per thread.
pub struct ToStored {
    pub w: Tw,
    pub x: Reg,
    pub from: Form,
    pub pow_beta: Option<Tw>,
}

impl Meaning for ToStored {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        use crate::spec::Reduction;
        let (v, c, x) = (reg(self.w.v), reg(self.w.c), reg(self.x));
        let mut out = vec![];
        match (cx.reduction, self.from) {
            (Reduction::Montgomery, Form::Plain) => out.push(format!("{v} = mod_mont_mul({x}, m.c1, m);")),
            _ if v != x => out.push(format!("{v} = {x};")),
            _ => {}
        }
        match (cx.reduction, self.pow_beta) {
            (Reduction::Montgomery, _) if cx.companion => out.push(format!("{c} = {v} * m.c0;")),
            (Reduction::Shoup, Some(r)) => out.push(format!("{c} = mod_stored_companion({v}, {}, {}, m);", reg(r.v), reg(r.c))),
            (Reduction::Shoup, None) => out.push("#error \"a Shoup companion needs the stored 2^beta\"".into()),
            _ => {}
        }
        out
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let x = m.get(self.x)?;
        let q = *m.modulus();
        if x >= q.q {
            return Err(format!("a stored form of {x}, not below q = {}", q.q));
        }
        let pow_beta = match self.pow_beta {
            Some(r) => read_tw(m, r)?.tw,
            None if q.reduction == crate::spec::Reduction::Shoup => return Err("a Shoup companion needs the stored 2^β".into()),
            None => crate::arith::reduce::Twiddle { value: 0, companion: 0 },
        };
        let t = match self.from {
            Form::Plain => q.to_stored(x, pow_beta),
            Form::Stored => crate::arith::reduce::Twiddle { value: x, companion: q.stored_companion(x, pow_beta) },
        };
        m.set(self.w.v, t.value);
        if q.needs_companion() {
            m.set(self.w.c, t.companion);
        }
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.mulmods += 1
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        u.reads.push(self.x);
        if let Some(r) = self.pow_beta {
            tw_regs(companion, &r, u);
        }
        u.writes.push(self.w.v);
        if companion {
            u.writes.push(self.w.c);
        }
    }
}

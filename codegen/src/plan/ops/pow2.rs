//! The butterfly by a power-of-two twiddle (solinas): `bfly_ct_pow2` /
//! `bfly_gs_pow2` of templates/reduce/solinas.cu, whose product `x·2^e` is
//! shifts and two special folds instead of a 64x64-bit product (Goey §3.1:
//! 8 is a 64th root of unity mod 2^64 - 2^32 + 1). The interpreter runs the
//! Rust twins (arith/reduce/solinas.rs `mul_pow2`).

use super::{reg, Machine, Meaning, RegUse, RenderCx};
use crate::plan::expr::Expr;
use crate::plan::ir::*;

/// CT: (a, b) <- (a + 2^e b, a - 2^e b); GS: (a, b) <- (a + b, (a - b) 2^e),
/// with e = `shift` evaluated for the thread.
pub struct Pow2Bfly<'a> {
    pub kind: BflyKind,
    pub a: Reg,
    pub b: Reg,
    pub shift: &'a Expr,
}

impl Meaning for Pow2Bfly<'_> {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        let f = if self.kind == BflyKind::Ct { "bfly_ct_pow2" } else { "bfly_gs_pow2" };
        vec![format!("{f}({}, {}, (unsigned int)({}), m);", reg(self.a), reg(self.b), self.shift.to_c())]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let (a, b) = (m.get(self.a)?, m.get(self.b)?);
        let e = m.eval(self.shift)?;
        let q = m.modulus();
        let e32 = u32::try_from(e).map_err(|_| format!("power-of-two twiddle shift {e} out of range"))?;
        let out = match self.kind {
            BflyKind::Ct => q.bfly_ct_pow2(a, b, e32),
            BflyKind::Gs => q.bfly_gs_pow2(a, b, e32),
        };
        let (x, y) = out.ok_or_else(|| format!("power-of-two butterfly (shift {e}) needs reduction solinas and a shift below 192, not `{}`", q.reduction))?;
        m.set(self.a, x);
        m.set(self.b, y);
        Ok(())
    }
    /// A butterfly with its addition and subtraction; the product is two
    /// folds (shifts, adds and selects), counted as two more additions.
    fn cost(&self, _: u64, c: &mut Cost) {
        c.butterflies += 1;
        c.addmods += 4;
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.extend([self.a, self.b]);
        u.writes.extend([self.a, self.b]);
    }
}

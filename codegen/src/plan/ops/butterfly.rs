//! The radix-2 butterflies: exact ones (`bfly_ct` / `bfly_gs` of
//! templates/butterfly.cu) and Harvey's lazy ones with their final
//! normalisation (`bfly_ct_lazy` / `bfly_gs_lazy` / `mod_normalize` of
//! templates/reduce/shoup.cu). The interpreter runs the Rust twins.

use super::{companion_arg, read_tw, reg, tw_args, tw_regs, Machine, Meaning, RegUse, RenderCx};
use crate::plan::ir::*;

/// CT: (a, b) <- (a + w b, a - w b); GS: (a, b) <- (a + b, (a - b) w);
/// each halved when `half`.
pub struct Bfly {
    pub kind: BflyKind,
    pub a: Reg,
    pub b: Reg,
    pub w: Tw,
    pub half: bool,
}

/// Harvey's lazy butterfly (shoup, montgomery, barrett-dq): CT keeps values in
/// [0, 4q), GS in [0, 2q); the wide ones (shoup, u64, q < 2^61) in [0, 8q)
/// and [0, 4q), CT in [0, 16q) with deferred corrections (q < 2^60), where
/// `skip` leaves x uncorrected (`Modulus::lazy_bounds`, `skip_bound`); a GS
/// one with `skip` leaves its sum uncorrected (below 8q).
pub struct LazyBfly {
    pub kind: BflyKind,
    pub a: Reg,
    pub b: Reg,
    pub w: Tw,
    pub half: bool,
    pub skip: bool,
}

/// The inverse's last level, 1/len folded in, on lazy values (`Op::LastGs`).
pub struct LastGs {
    pub a: Reg,
    pub b: Reg,
    pub w: Tw,
    pub s: Tw,
}

/// Work of one radix-2 butterfly: one product, an addition and a subtraction.
fn bfly_cost(c: &mut Cost) {
    c.butterflies += 1;
    c.mulmods += 1;
    c.addmods += 2;
}

fn bfly_regs(a: Reg, b: Reg, w: &Tw, companion: bool, u: &mut RegUse) {
    u.reads.extend([a, b]);
    tw_regs(companion, w, u);
    u.writes.extend([a, b]);
}

impl Meaning for Bfly {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let f = if self.kind == BflyKind::Ct { "bfly_ct" } else { "bfly_gs" };
        vec![format!("{f}({}, {}, {}, {}, m);", reg(self.a), reg(self.b), tw_args(cx, &self.w), self.half)]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let (a, b) = (m.get(self.a)?, m.get(self.b)?);
        let w = read_tw(m, self.w)?;
        let q = m.modulus();
        let (x, y) = match self.kind {
            BflyKind::Ct => q.bfly_ct(a, b, w, self.half),
            BflyKind::Gs => q.bfly_gs(a, b, w, self.half),
        };
        m.set(self.a, x);
        m.set(self.b, y);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        bfly_cost(c)
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        bfly_regs(self.a, self.b, &self.w, companion, u)
    }
}

impl Meaning for LazyBfly {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let (a, b, w, c) = (reg(self.a), reg(self.b), reg(self.w.v), companion_arg(cx, &self.w));
        vec![match self.kind {
            BflyKind::Ct if self.skip => format!("bfly_ct_lazy_skip({a}, {b}, {w}, {c}, m);"),
            BflyKind::Gs if self.skip => format!("bfly_gs_lazy_skip({a}, {b}, {w}, {c}, m);"),
            BflyKind::Ct => format!("bfly_ct_lazy({a}, {b}, {w}, {c}, m);"),
            BflyKind::Gs => format!("bfly_gs_lazy({a}, {b}, {w}, {c}, {}, m);", self.half),
        }]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let (a, b) = (m.get(self.a)?, m.get(self.b)?);
        let w = read_tw(m, self.w)?;
        let q = *m.modulus();
        if self.skip && (!q.deferred() || self.half) {
            return Err("a butterfly without its correction needs deferred corrections and no halving".into());
        }
        let (ct, gs) = q.lazy_bounds();
        let bound = match self.kind {
            BflyKind::Ct if self.skip => q.skip_bound(),
            BflyKind::Ct => ct,
            BflyKind::Gs => gs,
        };
        // The product takes any y; x's bound is the butterfly's contract.
        let b_bound = if self.kind == BflyKind::Ct { ct } else { gs };
        if a as u128 >= u128::from(bound) * u128::from(q.q) || b as u128 >= u128::from(b_bound) * u128::from(q.q) {
            return Err(format!("lazy butterfly input above {bound}q"));
        }
        let (x, y) = match self.kind {
            BflyKind::Ct if self.skip => q.bfly_ct_lazy_skip(a, b, w.tw),
            BflyKind::Gs if self.skip => q.bfly_gs_lazy_skip(a, b, w.tw),
            BflyKind::Ct => q.bfly_ct_lazy(a, b, w.tw),
            BflyKind::Gs => q.bfly_gs_lazy(a, b, w.tw, self.half),
        }
        .map_err(|e| e.to_string())?;
        m.set(self.a, x);
        m.set(self.b, y);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        bfly_cost(c)
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        bfly_regs(self.a, self.b, &self.w, companion, u)
    }
}

impl Meaning for LastGs {
    fn render(&self, cx: &RenderCx) -> Vec<String> {
        let (a, b) = (reg(self.a), reg(self.b));
        let (w, wc, s, sc) = (reg(self.w.v), companion_arg(cx, &self.w), reg(self.s.v), companion_arg(cx, &self.s));
        vec![format!("bfly_gs_last({a}, {b}, {w}, {wc}, {s}, {sc}, m);")]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let (a, b) = (m.get(self.a)?, m.get(self.b)?);
        let (w, s) = (read_tw(m, self.w)?, read_tw(m, self.s)?);
        let q = *m.modulus();
        let gs = q.gs_last_bound();
        if !q.supports_lazy() || !w.stored || !s.stored {
            return Err("the last lazy GS level needs a lazy reduction and stored twiddles".into());
        }
        if a >= gs * q.q || b >= gs * q.q {
            return Err(format!("lazy butterfly input above {gs}q"));
        }
        let (x, y) = q.bfly_gs_last(a, b, w.tw, s.tw).map_err(|e| e.to_string())?;
        m.set(self.a, x);
        m.set(self.b, y);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        bfly_cost(c);
        c.mulmods += 1;
    }
    fn regs(&self, companion: bool, u: &mut RegUse) {
        bfly_regs(self.a, self.b, &self.w, companion, u);
        tw_regs(companion, &self.s, u);
    }
}

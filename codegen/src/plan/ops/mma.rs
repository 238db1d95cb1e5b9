//! The tensor-core stage's ops on u32 words (`arith::mma` is their twin):
//! the byte-plane split of four data words, the warp's u8 product
//! `mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32`, and the REDC of an
//! output word's four plane sums. The product is a warp op like a shuffle:
//! each lane reads the other lanes' A and B registers as they were before
//! it (`Machine::lane`), and writes its own D registers.

use super::{reg, Machine, Meaning, ParamUse, RegUse, RenderCx};
use crate::arith::mma::{byte_planes, mma_m16n8k32_u8, plane_redc, FragA, FragB, FragC, Mont32, LANES};
use crate::arith::reduce::Modulus;
use crate::plan::ir::*;
use crate::spec::types::Reduction;
use crate::spec::Word;

/// `dst <- byte planes of src` (`Op::BytePlanes`).
pub struct BytePlanes {
    pub dst: [Reg; 4],
    pub src: [Reg; 4],
}

/// `d <- a b + c` over the warp (`Op::MmaU8`).
pub struct MmaU8 {
    pub d: [Reg; 4],
    pub a: [Reg; 4],
    pub b: [Reg; 2],
    pub c: Option<[Reg; 4]>,
}

/// `x <- REDC(sum_a 2^(8a) u[a])` lazily in (0, 2q) (`Op::PlaneRedc`).
pub struct PlaneRedc {
    pub x: Reg,
    pub u: [Reg; 4],
}

/// Multiply-adds of one lane's share of an m16n8k32 product.
const MACS_PER_LANE: u64 = 16 * 8 * 32 / LANES as u64;

fn u32_words(m: &Modulus, what: &str) -> Result<(), String> {
    if m.word != Word::U32 {
        return Err(format!("{what} works on u32 words, not {}", m.word));
    }
    Ok(())
}

/// Register `r`'s value `v` as a 32-bit word.
fn word(r: Reg, v: u64) -> Result<u32, String> {
    u32::try_from(v).map_err(|_| format!("register r{} holds {v}, not a 32-bit word", r.0))
}

fn get_word(m: &dyn Machine, r: Reg) -> Result<u32, String> {
    word(r, m.get(r)?)
}

impl Meaning for BytePlanes {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        let [s0, s1, s2, s3] = self.src.map(reg);
        let [d0, d1, d2, d3] = self.dst.map(reg);
        // Two rounds of byte permutes: pairs of words, then pairs of pairs
        // (temporaries first, so dst may be src).
        vec![
            "{".into(),
            format!("    const word_t p0_ = __byte_perm({s0}, {s1}, 0x5140u), p1_ = __byte_perm({s0}, {s1}, 0x7362u);"),
            format!("    const word_t p2_ = __byte_perm({s2}, {s3}, 0x5140u), p3_ = __byte_perm({s2}, {s3}, 0x7362u);"),
            format!("    {d0} = __byte_perm(p0_, p2_, 0x5410u); {d1} = __byte_perm(p0_, p2_, 0x7632u);"),
            format!("    {d2} = __byte_perm(p1_, p3_, 0x5410u); {d3} = __byte_perm(p1_, p3_, 0x7632u);"),
            "}".into(),
        ]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        u32_words(m.modulus(), "a byte-plane split")?;
        let x = [get_word(m, self.src[0])?, get_word(m, self.src[1])?, get_word(m, self.src[2])?, get_word(m, self.src[3])?];
        for (d, p) in self.dst.iter().zip(byte_planes(x)) {
            m.set(*d, p as u64);
        }
        Ok(())
    }
    fn cost(&self, _: u64, _: &mut Cost) {}
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.extend(self.src);
        u.writes.extend(self.dst);
    }
    fn params(&self, _: &mut ParamUse) {}
}

impl MmaU8 {
    /// The warp's A and B fragments, as every lane held them before the op.
    fn fragments(&self, m: &dyn Machine) -> Result<(FragA, FragB), String> {
        let (mut a, mut b): (FragA, FragB) = ([[0; 4]; LANES], [[0; 2]; LANES]);
        for lane in 0..LANES {
            for (j, &r) in self.a.iter().enumerate() {
                a[lane][j] = word(r, m.lane(lane as u32, r)?)?;
            }
            for (j, &r) in self.b.iter().enumerate() {
                b[lane][j] = word(r, m.lane(lane as u32, r)?)?;
            }
        }
        Ok((a, b))
    }
}

impl Meaning for MmaU8 {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        let [d0, d1, d2, d3] = self.d.map(reg);
        let [a0, a1, a2, a3] = self.a.map(reg);
        let [b0, b1] = self.b.map(reg);
        let c = self.c.map(|c| c.map(reg)).unwrap_or_else(|| ["0u".into(), "0u".into(), "0u".into(), "0u".into()]);
        vec![format!(
            "asm(\"mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 {{%0, %1, %2, %3}}, {{%4, %5, %6, %7}}, {{%8, %9}}, {{%10, %11, %12, %13}};\" \
             : \"=r\"({d0}), \"=r\"({d1}), \"=r\"({d2}), \"=r\"({d3}) : \"r\"({a0}), \"r\"({a1}), \"r\"({a2}), \"r\"({a3}), \"r\"({b0}), \"r\"({b1}), \
             \"r\"({}), \"r\"({}), \"r\"({}), \"r\"({}));",
            c[0], c[1], c[2], c[3]
        )]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        u32_words(m.modulus(), "a tensor-core product")?;
        let (a, b) = self.fragments(m)?;
        // Only this lane's accumulators matter; the others' stand at zero.
        let me = m.lane_id() as usize;
        let mut c: FragC = [[0; 4]; LANES];
        if let Some(cr) = self.c {
            for (j, &r) in cr.iter().enumerate() {
                c[me][j] = get_word(m, r)?;
            }
        }
        let d = mma_m16n8k32_u8(&a, &b, &c).map_err(|e| e.to_string())?;
        for (j, &r) in self.d.iter().enumerate() {
            m.set(r, d[me][j] as u64);
        }
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.tensor_macs += MACS_PER_LANE;
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.extend(self.a);
        u.reads.extend(self.b);
        u.reads.extend(self.c.into_iter().flatten());
        u.writes.extend(self.d);
    }
    fn params(&self, _: &mut ParamUse) {}
}

impl Meaning for PlaneRedc {
    fn render(&self, _: &RenderCx) -> Vec<String> {
        let [u0, u1, u2, u3] = self.u.map(reg);
        vec![
            "{".into(),
            format!("    const uint64_t v_ = (uint64_t){u0} + ((uint64_t){u1} << 8) + ((uint64_t){u2} << 16) + ((uint64_t){u3} << 24);"),
            format!("    {} = (word_t)(v_ >> 32) - mod_mulhi((word_t)v_ * m.c0, m.q) + m.q;", reg(self.x)),
            "}".into(),
        ]
    }
    fn eval(&self, m: &mut dyn Machine) -> Result<(), String> {
        let modulus = *m.modulus();
        u32_words(&modulus, "the REDC of a tensor-core stage")?;
        if modulus.reduction != Reduction::Montgomery {
            return Err(format!("the REDC of a tensor-core stage needs reduction montgomery, not {}", modulus.reduction));
        }
        let mont = Mont32::new(modulus.q).map_err(|e| e.to_string())?;
        let u = [get_word(m, self.u[0])?, get_word(m, self.u[1])?, get_word(m, self.u[2])?, get_word(m, self.u[3])?];
        let x = plane_redc(u, &mont).map_err(|e| e.to_string())?;
        m.set(self.x, x as u64);
        Ok(())
    }
    fn cost(&self, _: u64, c: &mut Cost) {
        c.mulmods += 1;
    }
    fn regs(&self, _: bool, u: &mut RegUse) {
        u.reads.extend(self.u);
        u.writes.push(self.x);
    }
}

#[cfg(test)]
#[path = "mma_tests.rs"]
mod tests;

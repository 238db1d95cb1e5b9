//! A descriptor run on the CPU, element after element, with the formulas
//! of the emitted text (`mod_add` / `mod_sub` are reduce/common.cu's Rust
//! twins): what the GPU computes, for comparing against the applications'
//! own CPU twins. Loads are bounds-checked, so an index the GPU would read
//! out of range is an error here.

use super::check;
use super::descriptor::{BinOp, CmpOp, Expr, Kernel, Pass, Stmt, Ty};
use crate::arith::reduce::common;

/// One argument, in the kernel's parameter order (as launched).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A u64 buffer.
    Words(Vec<u64>),
    /// A u8 or i8 buffer, as bytes.
    Bytes(Vec<u8>),
    /// A value parameter.
    Value(u64),
}

/// Runs `k` over `args` as one launch would: every element `i` of
/// `[0, count)`, stores written back into the in-out buffers.
pub fn run(k: &Kernel, args: &mut [Arg]) -> Result<(), String> {
    check::kernel(k)?;
    bind(k, args)?;
    // Views and the count read value parameters only.
    let env = Env { k, args: &mut *args, views: vec![] };
    let views = k.views.iter().map(|v| Ok((v.name, env.value(&v.offset, 0, &[])?))).collect::<Result<Vec<_>, String>>()?;
    let count = env.value(&k.count, 0, &[])?;
    let mut env = Env { k, args, views };
    for i in 0..count {
        env.element(i)?;
    }
    Ok(())
}

/// The arguments fit the parameters.
fn bind(k: &Kernel, args: &[Arg]) -> Result<(), String> {
    if args.len() != k.params.len() {
        return Err(format!("{}: {} arguments for {} parameters", k.name, args.len(), k.params.len()));
    }
    for (p, a) in k.params.iter().zip(args) {
        let fits = match (p.pass, p.ty, a) {
            (Pass::Value, Ty::U64, Arg::Value(_)) => true,
            (Pass::Value, Ty::U32, Arg::Value(v)) => *v <= u32::MAX as u64,
            (Pass::In | Pass::InOut, Ty::U64, Arg::Words(_)) => true,
            (Pass::In | Pass::InOut, Ty::U8 | Ty::I8, Arg::Bytes(_)) => true,
            _ => false,
        };
        if !fits {
            return Err(format!("{}: argument `{}` does not fit its parameter ({:?} {:?})", k.name, p.name, p.pass, p.ty));
        }
    }
    Ok(())
}

struct Env<'a> {
    k: &'a Kernel,
    args: &'a mut [Arg],
    /// Each view's offset, in its elements.
    views: Vec<(&'static str, u64)>,
}

impl Env<'_> {
    fn element(&mut self, i: u64) -> Result<(), String> {
        let mut lets: Vec<(&'static str, u64)> = vec![];
        let mut stores = vec![];
        for s in &self.k.body {
            match s {
                Stmt::Let(name, e) => {
                    lets.push((name, self.value(e, i, &lets)?));
                }
                Stmt::Store(buf, e) => stores.push((*buf, self.value(e, i, &lets)?)),
            }
        }
        // Written after the element's reads, as one thread's stores land
        // after its loads.
        for (buf, v) in stores {
            let at = self.param_index(buf)?;
            let name = self.k.name;
            match &mut self.args[at] {
                Arg::Words(w) => *w.get_mut(i as usize).ok_or_else(|| format!("{name}: store {buf}[{i}] out of range"))? = v,
                _ => return Err(format!("{name}: store to `{buf}`, not a word buffer")),
            }
        }
        Ok(())
    }

    fn param_index(&self, name: &str) -> Result<usize, String> {
        self.k.params.iter().position(|p| p.name == name).ok_or_else(|| format!("{}: no parameter `{name}`", self.k.name))
    }

    /// The buffer argument behind a parameter or a view, and the view's offset.
    fn buffer(&self, name: &str) -> Result<(&Arg, u64), String> {
        match self.views.iter().find(|(n, _)| *n == name) {
            Some((_, offset)) => Ok((&self.args[self.param_index(self.k.view(name).map_or(name, |v| v.of))?], *offset)),
            None => Ok((&self.args[self.param_index(name)?], 0)),
        }
    }

    /// Element `index` of a buffer (bytes zero-extended; an i8 is
    /// reinterpreted by `lift` alone, the only reader `check` allows).
    fn load(&self, name: &str, index: u64) -> Result<u64, String> {
        let (arg, offset) = self.buffer(name)?;
        let at = offset.checked_add(index).ok_or_else(|| format!("{}: index into `{name}` overflows", self.k.name))?;
        let got = match arg {
            Arg::Words(w) => w.get(at as usize).copied(),
            Arg::Bytes(b) => b.get(at as usize).map(|&x| x as u64),
            Arg::Value(_) => None,
        };
        got.ok_or_else(|| format!("{}: load {name}[{index}] out of range", self.k.name))
    }

    fn value(&self, e: &Expr, i: u64, lets: &[(&'static str, u64)]) -> Result<u64, String> {
        let val = |e: &Expr| self.value(e, i, lets);
        Ok(match e {
            Expr::Index => i,
            Expr::Const(k) => *k,
            Expr::Var(n) => match lets.iter().rev().find(|(l, _)| l == n) {
                Some((_, v)) => *v,
                None => match &self.args[self.param_index(n)?] {
                    Arg::Value(v) => *v,
                    _ => return Err(format!("{}: `{n}` is not a value", self.k.name)),
                },
            },
            Expr::Load(b, idx) => self.load(b, val(idx)?)?,
            Expr::LoadU16Le(b, idx) => {
                let k = val(idx)?.wrapping_mul(2);
                self.load(b, k)? | self.load(b, k.wrapping_add(1))? << 8
            }
            Expr::Bin(op, a, b) => bin(*op, val(a)?, val(b)?).ok_or_else(|| format!("{}: division by zero", self.k.name))?,
            Expr::AddMod(a, b, q) => common::add(val(a)?, val(b)?, val(q)?),
            Expr::SubMod(a, b, q) => common::sub(val(a)?, val(b)?, val(q)?),
            Expr::MulShoup(args) => {
                let [a, w, w_comp, q] = [val(&args[0])?, val(&args[1])?, val(&args[2])?, val(&args[3])?];
                mul_shoup(a, w, w_comp, q)
            }
            Expr::Lift(s, q) => lift_i8(val(s)? as u8 as i8, val(q)?),
            Expr::Choose(cond, then, otherwise) => {
                let (a, b) = (val(&cond.a)?, val(&cond.b)?);
                let holds = match cond.op {
                    CmpOp::Eq => a == b,
                    CmpOp::Lt => a < b,
                };
                // Only the chosen side, as C's `?:`.
                val(if holds { then } else { otherwise })?
            }
        })
    }
}

/// u64 arithmetic as the emitted text computes it (every operand widened).
fn bin(op: BinOp, a: u64, b: u64) -> Option<u64> {
    match op {
        BinOp::Add => Some(a.wrapping_add(b)),
        BinOp::Sub => Some(a.wrapping_sub(b)),
        BinOp::Mul => Some(a.wrapping_mul(b)),
        BinOp::Div => a.checked_div(b),
        BinOp::Rem => a.checked_rem(b),
    }
}

/// `mod_mul_shoup` and `mod_lift_i8` of elementwise/arith.cu: the host
/// side's one copy, in `arith::modular`.
pub use crate::arith::modular::{lift_i8, mul_shoup};

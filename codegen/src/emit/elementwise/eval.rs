//! A descriptor run on the CPU, element after element, with the formulas
//! of the emitted text (`mod_add` / `mod_sub` are reduce/common.cu's Rust
//! twins): what the GPU computes, for comparing against the applications'
//! own CPU twins. Loads are bounds-checked, so an index the GPU would read
//! out of range is an error here; so is reading a local array's element
//! before it is stored, a shift by 64 or more, and an element reading or
//! writing an in-out word another element writes (a race on the GPU).

use super::check;
use super::descriptor::{BinOp, Expr, Kernel, Pass, Stmt, Ty};
use crate::arith::reduce::common;
use std::cell::RefCell;
use std::collections::HashMap;

/// The longest local array `eval` accepts.
const MAX_ARRAY: u64 = 1 << 16;

/// One argument, in the kernel's parameter order (as launched).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A u64 buffer.
    Words(Vec<u64>),
    /// A u32 buffer.
    Limbs(Vec<u32>),
    /// A u8 or i8 buffer, as bytes.
    Bytes(Vec<u8>),
    /// A value parameter.
    Value(u64),
}

/// Runs `k` over `args` as one launch would: every element `i` of
/// `[0, count)`, stores written into the in-out buffers as they happen.
pub fn run(k: &Kernel, args: &mut [Arg]) -> Result<(), String> {
    run_sized(k, &[], args)
}

/// [`run`] for a kernel of a module with sizes: `sizes` gives each the
/// value the host would `#define`.
pub fn run_sized(k: &Kernel, sizes: &[(&str, u64)], args: &mut [Arg]) -> Result<(), String> {
    let names: Vec<_> = sizes.iter().map(|(n, _)| *n).collect();
    check::kernel(k, &names)?;
    bind(k, args)?;
    let mut env = Env { k, sizes, args, views: vec![], pair: 0, touched: RefCell::new(HashMap::new()) };
    // Views and the counts read value parameters and sizes only.
    let mut none = vec![];
    env.views = k.views.iter().map(|v| Ok((v.name, env.value(&v.offset, 0, &none)?))).collect::<Result<Vec<_>, String>>()?;
    let count = env.value(&k.count, 0, &none)?;
    let pairs = match &k.pairs {
        Some(_) if count > u32::MAX as u64 => return Err(format!("{}: {count} elements per pair overflow the u32 index", k.name)),
        Some(p) => env.value(p, 0, &none)?,
        None => 1,
    };
    for pair in 0..pairs {
        env.pair = pair;
        for i in 0..count {
            env.block(&k.body, i, &mut none)?;
        }
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
            (Pass::In | Pass::InOut, Ty::U32, Arg::Limbs(_)) => true,
            (Pass::In | Pass::InOut, Ty::U8 | Ty::I8, Arg::Bytes(_)) => true,
            _ => false,
        };
        if !fits {
            return Err(format!("{}: argument `{}` does not fit its parameter ({:?} {:?})", k.name, p.name, p.pass, p.ty));
        }
    }
    Ok(())
}

/// A local of one element: a scalar (let, mut, loop variable) or an array
/// (`None`: not stored yet).
enum Slot {
    Scalar(u64),
    Array(Ty, Vec<Option<u64>>),
}

type Locals = Vec<(&'static str, Slot)>;

/// The innermost scalar named `n` (None where the name is an array or
/// not in scope): what assignments and multiply-adds write.
fn scalar<'l>(locals: &'l mut Locals, n: &str) -> Option<&'l mut u64> {
    match locals.iter_mut().rev().find(|(l, _)| *l == n) {
        Some((_, Slot::Scalar(x))) => Some(x),
        _ => None,
    }
}

/// Which element first touched an in-out word, whether one wrote it, and
/// whether several elements read it.
#[derive(Clone, Copy)]
struct Touch {
    elem: u64,
    wrote: bool,
    shared: bool,
}

struct Env<'a> {
    k: &'a Kernel,
    sizes: &'a [(&'a str, u64)],
    args: &'a mut [Arg],
    /// Each view's offset, in its elements.
    views: Vec<(&'static str, u64)>,
    /// The pair being run (0 in a flat kernel).
    pair: u64,
    /// In-out words touched so far: (parameter, index).
    touched: RefCell<HashMap<(usize, u64), Touch>>,
}

impl Env<'_> {
    fn block(&mut self, body: &[Stmt], i: u64, locals: &mut Locals) -> Result<(), String> {
        let mark = locals.len();
        for s in body {
            self.stmt(s, i, locals)?;
        }
        locals.truncate(mark);
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt, i: u64, locals: &mut Locals) -> Result<(), String> {
        let name = self.k.name;
        match s {
            Stmt::Let(n, e) | Stmt::Mut(n, e) => {
                let v = self.value(e, i, locals)?;
                locals.push((n, Slot::Scalar(v)));
            }
            Stmt::Assign(n, e) => {
                let v = self.value(e, i, locals)?;
                *scalar(locals, n).ok_or_else(|| format!("{name}: assignment to `{n}`, not a scalar"))? = v;
            }
            Stmt::Mac(hi, lo, a, b) => {
                let product = self.value(a, i, locals)? as u128 * self.value(b, i, locals)? as u128;
                let mut word = |n: &str| scalar(locals, n).map(|x| *x).ok_or_else(|| format!("{name}: multiply-add into `{n}`, not a scalar"));
                let sum = ((word(hi)? as u128) << 64 | word(lo)? as u128).wrapping_add(product);
                for (n, v) in [(hi, (sum >> 64) as u64), (lo, sum as u64)] {
                    if let Some(x) = scalar(locals, n) {
                        *x = v;
                    }
                }
            }
            Stmt::MacSplit(words, a, b) => {
                let (a, b) = (self.value(a, i, locals)?, self.value(b, i, locals)?);
                let (al, ah, bl, bh) = (a & 0xffff_ffff, a >> 32, b & 0xffff_ffff, b >> 32);
                for (n, product) in words.iter().zip([al * bl, al * bh, ah * bl, ah * bh]) {
                    let x = scalar(locals, n).ok_or_else(|| format!("{name}: split multiply-add into `{n}`, not a scalar"))?;
                    *x = x.checked_add(product).ok_or_else(|| format!("{name}: split multiply-add into `{n}` passes 2^64"))?;
                }
            }
            Stmt::Array(n, ty, len) => {
                let len = self.value(len, i, locals)?;
                // A local array lives in registers or the stack: a huge one is a mistake.
                if len > MAX_ARRAY {
                    return Err(format!("{name}: array `{n}` of {len} elements (at most {MAX_ARRAY})"));
                }
                locals.push((n, Slot::Array(*ty, vec![None; len as usize])));
            }
            Stmt::Store(buf, index, e) => {
                let (at, v) = (self.value(index, i, locals)?, self.value(e, i, locals)?);
                if let Some((_, Slot::Array(ty, a))) = locals.iter_mut().rev().find(|(l, _)| l == buf) {
                    let narrow = if *ty == Ty::U32 { v as u32 as u64 } else { v };
                    *a.get_mut(at as usize).ok_or_else(|| format!("{name}: store {buf}[{at}] past the array"))? = Some(narrow);
                    return Ok(());
                }
                self.store(buf, at, v, i)?;
            }
            Stmt::For(var, from, to, body) => {
                let (from, to) = (self.value(from, i, locals)?, self.value(to, i, locals)?);
                if to > u32::MAX as u64 {
                    return Err(format!("{name}: loop `{var}` bound {to} does not fit its u32 variable"));
                }
                for x in from..to {
                    let mark = locals.len();
                    locals.push((var, Slot::Scalar(x)));
                    self.block(body, i, locals)?;
                    locals.truncate(mark);
                }
            }
            Stmt::Block(body) => self.block(body, i, locals)?,
            Stmt::If(cond, body) => {
                if cond.op.holds(self.value(&cond.a, i, locals)?, self.value(&cond.b, i, locals)?) {
                    self.block(body, i, locals)?;
                }
            }
        }
        Ok(())
    }

    /// Element `i`'s store to word `at` of an in-out buffer.
    fn store(&mut self, buf: &str, at: u64, v: u64, i: u64) -> Result<(), String> {
        let p = self.param_index(buf)?;
        self.touch(p, at, i, true)?;
        let name = self.k.name;
        let out = || format!("{name}: store {buf}[{at}] out of range");
        match &mut self.args[p] {
            Arg::Words(w) => *w.get_mut(at as usize).ok_or_else(out)? = v,
            Arg::Limbs(w) => *w.get_mut(at as usize).ok_or_else(out)? = v as u32,
            _ => return Err(format!("{name}: store to `{buf}`, not a word or limb buffer")),
        }
        Ok(())
    }

    /// Records element `i` touching in-out word `at` of parameter `p`; an
    /// error when another element writes it, or reads what this one writes.
    fn touch(&self, p: usize, at: u64, i: u64, write: bool) -> Result<(), String> {
        if self.k.params[p].pass != Pass::InOut {
            return Ok(());
        }
        // One id per element: the index within a pair fits 32 bits.
        let i = self.pair << 32 | i;
        let mut map = self.touched.borrow_mut();
        let t = map.entry((p, at)).or_insert(Touch { elem: i, wrote: false, shared: false });
        let other = t.elem != i;
        if (write && (other || t.shared)) || (other && t.wrote) {
            return Err(format!("{}: elements {} and {i} both touch {}[{at}] and one writes it (a race on the GPU)", self.k.name, t.elem, self.k.params[p].name));
        }
        t.wrote |= write;
        t.shared |= other;
        Ok(())
    }

    fn param_index(&self, name: &str) -> Result<usize, String> {
        self.k.params.iter().position(|p| p.name == name).ok_or_else(|| format!("{}: no parameter `{name}`", self.k.name))
    }

    /// The parameter behind a buffer parameter or a view, and the view's offset.
    fn buffer(&self, name: &str) -> Result<(usize, u64), String> {
        match self.views.iter().find(|(n, _)| *n == name) {
            Some((_, offset)) => Ok((self.param_index(self.k.view(name).map_or(name, |v| v.of))?, *offset)),
            None => Ok((self.param_index(name)?, 0)),
        }
    }

    /// Element `index` of a local array, a buffer or a view (bytes
    /// zero-extended; an i8 is reinterpreted by `lift` alone, the only
    /// reader `check` allows).
    fn load(&self, name: &str, index: u64, i: u64, locals: &Locals) -> Result<u64, String> {
        let k = self.k.name;
        if let Some((_, Slot::Array(_, a))) = locals.iter().rev().find(|(l, _)| *l == name) {
            let got = a.get(index as usize).ok_or_else(|| format!("{k}: load {name}[{index}] past the array"))?;
            return got.ok_or_else(|| format!("{k}: {name}[{index}] read before it is stored"));
        }
        let (p, offset) = self.buffer(name)?;
        let at = offset.checked_add(index).ok_or_else(|| format!("{k}: index into `{name}` overflows"))?;
        self.touch(p, at, i, false)?;
        let got = match &self.args[p] {
            Arg::Words(w) => w.get(at as usize).copied(),
            Arg::Limbs(w) => w.get(at as usize).map(|&x| x as u64),
            Arg::Bytes(b) => b.get(at as usize).map(|&x| x as u64),
            Arg::Value(_) => None,
        };
        got.ok_or_else(|| format!("{k}: load {name}[{index}] out of range"))
    }

    fn value(&self, e: &Expr, i: u64, locals: &Locals) -> Result<u64, String> {
        let val = |e: &Expr| self.value(e, i, locals);
        let k = self.k.name;
        Ok(match e {
            Expr::Index => i,
            Expr::Pair => self.pair,
            Expr::Const(c) => *c,
            Expr::Size(n) => self.sizes.iter().find(|(s, _)| s == n).map(|(_, v)| *v).ok_or_else(|| format!("{k}: size `{n}` not given"))?,
            Expr::Var(n) => match locals.iter().rev().find(|(l, _)| l == n) {
                Some((_, Slot::Scalar(v))) => *v,
                Some(_) => return Err(format!("{k}: `{n}` is an array")),
                None => match &self.args[self.param_index(n)?] {
                    Arg::Value(v) => *v,
                    _ => return Err(format!("{k}: `{n}` is not a value")),
                },
            },
            Expr::Load(b, idx) => self.load(b, val(idx)?, i, locals)?,
            Expr::LoadU16Le(b, idx) => {
                let at = val(idx)?.wrapping_mul(2);
                self.load(b, at, i, locals)? | self.load(b, at.wrapping_add(1), i, locals)? << 8
            }
            Expr::Bin(op, a, b) => bin(*op, val(a)?, val(b)?).ok_or_else(|| format!("{k}: `{}` by zero, or a shift by 64 or more", op.c_op()))?,
            Expr::AddMod(a, b, q) => common::add(val(a)?, val(b)?, val(q)?),
            Expr::SubMod(a, b, q) => common::sub(val(a)?, val(b)?, val(q)?),
            Expr::MulMod(a, b, q) => {
                let (a, b, q) = (val(a)?, val(b)?, val(q)?);
                if a >= q || b >= q {
                    return Err(format!("{k}: mul_mod of {a} and {b}, not both below q = {q}"));
                }
                (a as u128 * b as u128 % q as u128) as u64
            }
            Expr::Reduce(a, q) => {
                let (a, q) = (val(a)?, val(q)?);
                a.checked_rem(q).ok_or_else(|| format!("{k}: reduce mod q = 0"))?
            }
            Expr::Centre(x, q) => {
                let (x, q) = (val(x)?, val(q)?);
                if x >= q {
                    return Err(format!("{k}: centre of {x}, not below q = {q}"));
                }
                if x > q / 2 { x.wrapping_sub(q) } else { x }
            }
            Expr::MulShoup(args) => {
                let [a, w, w_comp, q] = [val(&args[0])?, val(&args[1])?, val(&args[2])?, val(&args[3])?];
                mul_shoup(a, w, w_comp, q)
            }
            Expr::Lift(s, q) => lift_i8(val(s)? as u8 as i8, val(q)?),
            Expr::MulHi(a, b) => ((val(a)? as u128 * val(b)? as u128) >> 64) as u64,
            Expr::CSub(r, b) => {
                let (r, b) = (val(r)?, val(b)?);
                if r >= b {
                    r - b
                } else {
                    r
                }
            }
            Expr::Flag(cond) => cond.op.holds(val(&cond.a)?, val(&cond.b)?) as u64,
            Expr::U32(e) => {
                let x = val(e)?;
                u32::try_from(x).map_err(|_| format!("{k}: {x} does not fit the u32 the host promised"))? as u64
            }
            Expr::Choose(cond, then, otherwise) => {
                // Only the chosen side, as C's `?:`.
                val(if cond.op.holds(val(&cond.a)?, val(&cond.b)?) { then } else { otherwise })?
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
        BinOp::And => Some(a & b),
        BinOp::Or => Some(a | b),
        BinOp::Xor => Some(a ^ b),
        // C leaves a shift by the width or more undefined.
        BinOp::Shl => u32::try_from(b).ok().and_then(|b| a.checked_shl(b)),
        BinOp::Shr => u32::try_from(b).ok().and_then(|b| a.checked_shr(b)),
    }
}

/// `mod_mul_shoup` and `mod_lift_i8` of elementwise/arith.cu: the host
/// side's one copy, in `arith::modular`.
pub use crate::arith::modular::{lift_i8, mul_shoup};

//! The rules a descriptor must keep before it is rendered or evaluated:
//! every name resolves, types fit the C they render to, each thread writes
//! only its own element, and nothing secret reaches a branch, a memory
//! index or a division (constant time). Buffer contents are secret; the
//! index and the value parameters are public.

use super::descriptor::{Expr, Kernel, Module, Pass, Stmt, Ty};
use crate::emit::EmitError;

/// What a name in scope is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Binding {
    pub ty: Ty,
    pub secret: bool,
}

/// The `let`s bound so far in one kernel's body, beside its parameters.
pub(super) struct Scope<'k> {
    pub kernel: &'k Kernel,
    lets: Vec<(&'static str, Binding)>,
}

impl<'k> Scope<'k> {
    pub fn new(kernel: &'k Kernel) -> Self {
        Scope { kernel, lets: vec![] }
    }

    pub fn bind(&mut self, name: &'static str, b: Binding) {
        self.lets.push((name, b));
    }

    /// A value parameter or an earlier `let`.
    pub fn var(&self, name: &str) -> Option<Binding> {
        if let Some((_, b)) = self.lets.iter().rev().find(|(n, _)| *n == name) {
            return Some(*b);
        }
        self.kernel.param(name).filter(|p| p.pass == Pass::Value).map(|p| Binding { ty: p.ty, secret: false })
    }

    /// The element type of a pointer parameter or a view.
    pub fn buffer(&self, name: &str) -> Option<Ty> {
        if let Some(p) = self.kernel.param(name).filter(|p| p.pass != Pass::Value) {
            return Some(p.ty);
        }
        self.kernel.view(name).map(|v| v.ty)
    }

    /// The expression's type and whether it depends on a secret; an error
    /// names the first broken rule.
    pub fn infer(&self, e: &Expr) -> Result<Binding, String> {
        let word = |secret| Binding { ty: Ty::U64, secret };
        Ok(match e {
            Expr::Index | Expr::Const(_) => word(false),
            Expr::Var(n) => self.var(n).ok_or_else(|| format!("`{n}` is neither a value parameter nor an earlier let"))?,
            Expr::Load(b, idx) => {
                let ty = self.buffer(b).ok_or_else(|| format!("`{b}` is not a buffer parameter or a view"))?;
                self.public(idx, &format!("the index into `{b}`"))?;
                Binding { ty, secret: true }
            }
            Expr::LoadU16Le(b, idx) => {
                if self.buffer(b) != Some(Ty::U8) {
                    return Err(format!("`{b}` is not a u8 buffer or view (little-endian u16 loads read bytes)"));
                }
                self.public(idx, &format!("the index into `{b}`"))?;
                word(true)
            }
            Expr::Bin(op, a, b) => {
                let (a, b) = (self.word(a)?, self.word(b)?);
                let public_only = matches!(op, super::descriptor::BinOp::Div | super::descriptor::BinOp::Rem);
                if public_only && (a.secret || b.secret) {
                    return Err(format!("`{}` of a secret value (its time may depend on the operands)", op.c_op()));
                }
                word(a.secret || b.secret)
            }
            Expr::AddMod(a, b, q) | Expr::SubMod(a, b, q) => word(self.words(&[a, b, q])?),
            Expr::MulShoup(args) => word(self.words(&args.iter().collect::<Vec<_>>())?),
            Expr::Lift(small, q) => {
                let s = self.infer(small)?;
                if s.ty != Ty::I8 {
                    return Err("lift reads a signed byte (an i8 load)".into());
                }
                word(s.secret || self.word(q)?.secret)
            }
            Expr::Choose(cond, then, otherwise) => {
                self.public(&cond.a, "a choice's condition")?;
                self.public(&cond.b, "a choice's condition")?;
                let (t, o) = (self.word(then)?, self.word(otherwise)?);
                word(t.secret || o.secret)
            }
        })
    }

    /// A word operand: anything but a signed byte, which only `lift` reads
    /// (C would sign-extend it where the CPU twin does not).
    fn word(&self, e: &Expr) -> Result<Binding, String> {
        let b = self.infer(e)?;
        if b.ty == Ty::I8 {
            return Err("a signed byte outside lift".into());
        }
        Ok(b)
    }

    fn words(&self, es: &[&Expr]) -> Result<bool, String> {
        es.iter().try_fold(false, |s, e| Ok(s | self.word(e)?.secret))
    }

    fn public(&self, e: &Expr, what: &str) -> Result<(), String> {
        if self.word(e)?.secret {
            return Err(format!("{what} depends on a secret value (not constant time)"));
        }
        Ok(())
    }
}

/// Every kernel of `m` keeps the rules.
pub fn module(m: &Module) -> Result<(), EmitError> {
    for k in &m.kernels {
        kernel(k).map_err(|message| EmitError::Template { template: format!("elementwise {}.cu", m.name), message: format!("kernel {}: {message}", k.name) })?;
    }
    let mut names: Vec<_> = m.kernels.iter().map(|k| k.name).collect();
    names.sort();
    names.dedup();
    if names.len() != m.kernels.len() {
        return Err(EmitError::Template { template: format!("elementwise {}.cu", m.name), message: "two kernels share a name".into() });
    }
    Ok(())
}

/// One kernel keeps the rules; the error names the first it breaks.
pub(super) fn kernel(k: &Kernel) -> Result<(), String> {
    // The loop index and the file's typedefs are taken.
    let mut seen = vec!["i", "u8", "i8", "u32", "u64", "word_t"];
    let mut fresh = |name: &'static str| {
        if !is_ident(name) || seen.contains(&name) {
            return Err(format!("`{name}` is not a fresh identifier"));
        }
        seen.push(name);
        Ok(())
    };
    fresh(k.name)?;
    for p in &k.params {
        fresh(p.name)?;
    }
    let mut scope = Scope::new(k);
    for v in &k.views {
        fresh(v.name)?;
        if k.param(v.of).map(|p| (p.pass, p.ty)) != Some((Pass::In, Ty::U8)) {
            return Err(format!("view `{}` is not of a const u8 buffer parameter", v.name));
        }
        scope.public(&v.offset, &format!("view `{}`'s offset", v.name))?;
    }
    scope.public(&k.count, "the element count")?;
    for s in &k.body {
        match s {
            Stmt::Let(name, e) => {
                fresh(name)?;
                let b = scope.infer(e)?;
                scope.bind(name, b);
            }
            Stmt::Store(buf, e) => {
                if k.param(buf).map(|p| (p.pass, p.ty)) != Some((Pass::InOut, Ty::U64)) {
                    return Err(format!("store to `{buf}`, which is not a u64 in-out buffer parameter"));
                }
                scope.word(e)?;
            }
        }
    }
    Ok(())
}

/// Lower-case C identifiers, the only kind the descriptors use.
fn is_ident(s: &str) -> bool {
    s.chars().next().is_some_and(|c| c.is_ascii_lowercase() || c == '_') && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

//! The rules a descriptor must keep before it is rendered or evaluated:
//! every name resolves, types fit the C they render to, stores go to
//! in-out buffers or local arrays at public indices, and nothing secret
//! reaches a branch, a loop bound, a memory index, a shift amount or a
//! division (constant time). Buffer contents, local arrays and `mut`
//! accumulators are secret; the index, loop variables, sizes and value
//! parameters are public. That elements do not touch each other's stores
//! is a property of the index arithmetic, which `eval` checks as it runs.

use super::descriptor::{Expr, Kernel, Module, Pass, Stmt, Ty};
use crate::emit::EmitError;

/// What a name in scope is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Binding {
    pub ty: Ty,
    pub secret: bool,
}

/// A name bound in the body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Local {
    Let(Binding),
    Mut,
    Loop,
    Array(Ty),
}

/// The names bound so far in one kernel's body (innermost last), beside
/// its parameters, views and the module's sizes.
pub(super) struct Scope<'k> {
    pub kernel: &'k Kernel,
    sizes: &'k [&'k str],
    locals: Vec<(&'static str, Local)>,
}

/// Names every kernel has: the loop index, the pair and the file's typedefs.
const RESERVED: [&str; 7] = ["i", "pair", "u8", "i8", "u32", "u64", "word_t"];

impl<'k> Scope<'k> {
    pub fn new(kernel: &'k Kernel, sizes: &'k [&'k str]) -> Self {
        Scope { kernel, sizes, locals: vec![] }
    }

    /// Binds `name` after checking it is fresh: a lower-case identifier that
    /// names nothing in scope (no shadowing, so C and `eval` agree).
    pub fn bind(&mut self, name: &'static str, l: Local) -> Result<(), String> {
        let k = self.kernel;
        let taken = RESERVED.contains(&name) || name == k.name || k.param(name).is_some() || k.view(name).is_some() || self.local(name).is_some();
        if !is_ident(name) || taken {
            return Err(format!("`{name}` is not a fresh identifier"));
        }
        self.locals.push((name, l));
        Ok(())
    }

    /// Where a block starts: `close` drops what it bound.
    pub fn open(&self) -> usize {
        self.locals.len()
    }
    pub fn close(&mut self, mark: usize) {
        self.locals.truncate(mark);
    }

    pub fn local(&self, name: &str) -> Option<Local> {
        self.locals.iter().rev().find(|(n, _)| *n == name).map(|(_, l)| *l)
    }

    /// A value parameter or a scalar local.
    pub fn var(&self, name: &str) -> Option<Binding> {
        match self.local(name) {
            Some(Local::Let(b)) => return Some(b),
            Some(Local::Mut) => return Some(Binding { ty: Ty::U64, secret: true }),
            Some(Local::Loop) => return Some(Binding { ty: Ty::U32, secret: false }),
            Some(Local::Array(_)) => return None,
            None => {}
        }
        self.kernel.param(name).filter(|p| p.pass == Pass::Value).map(|p| Binding { ty: p.ty, secret: false })
    }

    /// The element type of a local array, a pointer parameter or a view.
    pub fn buffer(&self, name: &str) -> Option<Ty> {
        if let Some(l) = self.local(name) {
            return match l {
                Local::Array(ty) => Some(ty),
                _ => None,
            };
        }
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
            Expr::Index if self.kernel.pairs.is_some() => Binding { ty: Ty::U32, secret: false },
            Expr::Index | Expr::Const(_) => word(false),
            Expr::Pair if self.kernel.pairs.is_some() => word(false),
            Expr::Pair => return Err("`pair` outside a kernel over pairs".into()),
            Expr::Var(n) => self.var(n).ok_or_else(|| format!("`{n}` is neither a value parameter nor a scalar in scope"))?,
            Expr::Size(n) => {
                if !self.sizes.iter().any(|s| s == n) {
                    return Err(format!("`{n}` is not a size of the module"));
                }
                Binding { ty: Ty::U32, secret: false }
            }
            Expr::Load(b, idx) => {
                let ty = self.buffer(b).ok_or_else(|| format!("`{b}` is not a buffer parameter, a view or a local array"))?;
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
                if op.is_shift() && b.secret {
                    return Err(format!("a shift (`{}`) by a secret amount", op.c_op()));
                }
                word(a.secret || b.secret)
            }
            Expr::AddMod(a, b, q) | Expr::SubMod(a, b, q) | Expr::MulMod(a, b, q) => word(self.words(&[a, b, q])?),
            Expr::Centre(x, q) | Expr::Reduce(x, q) => word(self.words(&[x, q])?),
            Expr::MulShoup(args) => word(self.words(&args.iter().collect::<Vec<_>>())?),
            Expr::MulHi(a, b) | Expr::CSub(a, b) => word(self.words(&[a, b])?),
            Expr::Flag(cond) => word(self.words(&[&cond.a, &cond.b])?),
            Expr::U32(e) => Binding { ty: Ty::U32, secret: self.word(e)?.secret },
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
    pub fn word(&self, e: &Expr) -> Result<Binding, String> {
        let b = self.infer(e)?;
        if b.ty == Ty::I8 {
            return Err("a signed byte outside lift".into());
        }
        Ok(b)
    }

    fn words(&self, es: &[&Expr]) -> Result<bool, String> {
        es.iter().try_fold(false, |s, e| Ok(s | self.word(e)?.secret))
    }

    pub fn public(&self, e: &Expr, what: &str) -> Result<(), String> {
        if self.word(e)?.secret {
            return Err(format!("{what} depends on a secret value (not constant time)"));
        }
        Ok(())
    }
}

/// Known when the file is compiled: literals and sizes, combined (what C
/// accepts as an array length).
fn compile_time(e: &Expr) -> bool {
    match e {
        Expr::Const(_) | Expr::Size(_) => true,
        Expr::Bin(_, a, b) => compile_time(a) && compile_time(b),
        _ => false,
    }
}

/// Every kernel of `m` keeps the rules.
pub fn module(m: &Module) -> Result<(), EmitError> {
    let err = |message: String| EmitError::Template { template: format!("elementwise {}.cu", m.name), message };
    let sizes: Vec<_> = m.sizes.iter().map(|s| s.name).collect();
    for s in &sizes {
        if !s.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_') || s.is_empty() {
            return Err(err(format!("size `{s}` is not an upper-case macro name")));
        }
    }
    if has_duplicates(&sizes) {
        return Err(err("two sizes share a name".into()));
    }
    for k in &m.kernels {
        kernel(k, &sizes).map_err(|message| err(format!("kernel {}: {message}", k.name)))?;
    }
    if has_duplicates(&m.kernels.iter().map(|k| k.name).collect::<Vec<_>>()) {
        return Err(err("two kernels share a name".into()));
    }
    Ok(())
}

fn has_duplicates(names: &[&str]) -> bool {
    let mut v = names.to_vec();
    v.sort();
    v.dedup();
    v.len() != names.len()
}

/// One kernel keeps the rules (its sizes are `sizes`); the error names the
/// first it breaks.
pub(super) fn kernel(k: &Kernel, sizes: &[&str]) -> Result<(), String> {
    let mut seen = RESERVED.to_vec();
    for name in std::iter::once(k.name).chain(k.params.iter().map(|p| p.name)).chain(k.views.iter().map(|v| v.name)) {
        if !is_ident(name) || seen.contains(&name) {
            return Err(format!("`{name}` is not a fresh identifier"));
        }
        seen.push(name);
    }
    let mut scope = Scope::new(k, sizes);
    for v in &k.views {
        if k.param(v.of).map(|p| (p.pass, p.ty)) != Some((Pass::In, Ty::U8)) {
            return Err(format!("view `{}` is not of a const u8 buffer parameter", v.name));
        }
        scope.public(&v.offset, &format!("view `{}`'s offset", v.name))?;
    }
    scope.public(&k.count, "the element count")?;
    if let Some(pairs) = &k.pairs {
        scope.public(pairs, "the pair count")?;
    }
    block(&mut scope, &k.body)
}

/// The statements of one block, in a scope that drops their names after.
fn block(scope: &mut Scope, body: &[Stmt]) -> Result<(), String> {
    let mark = scope.open();
    for s in body {
        stmt(scope, s)?;
    }
    scope.close(mark);
    Ok(())
}

/// The words a multiply-add (`what`) adds into: each a mut in scope, none
/// named twice (`twice` says how the statement names that).
fn accumulators(scope: &Scope, names: &[&'static str], what: &str, twice: &str) -> Result<(), String> {
    for (k, name) in names.iter().enumerate() {
        if scope.local(name) != Some(Local::Mut) {
            return Err(format!("{what} into `{name}`, which is not a mut in scope"));
        }
        if names[..k].contains(name) {
            return Err(format!("{what} into `{name}` {twice}"));
        }
    }
    Ok(())
}

fn stmt(scope: &mut Scope, s: &Stmt) -> Result<(), String> {
    match s {
        Stmt::Let(name, e) => {
            let b = scope.infer(e)?;
            scope.bind(name, Local::Let(b))
        }
        Stmt::Mut(name, e) => {
            scope.word(e)?;
            scope.bind(name, Local::Mut)
        }
        Stmt::Assign(name, e) => {
            if scope.local(name) != Some(Local::Mut) {
                return Err(format!("assignment to `{name}`, which is not a mut in scope"));
            }
            scope.word(e).map(|_| ())
        }
        Stmt::Mac(hi, lo, a, b) => {
            accumulators(scope, &[hi, lo], "multiply-add", "as both words of the sum")?;
            scope.word(a)?;
            scope.word(b).map(|_| ())
        }
        Stmt::MacSplit(words, a, b) => {
            accumulators(scope, words, "split multiply-add", "as two of its words")?;
            scope.word(a)?;
            scope.word(b).map(|_| ())
        }
        Stmt::Array(name, ty, len) => {
            if !matches!(ty, Ty::U32 | Ty::U64) || !compile_time(len) {
                return Err(format!("array `{name}`: u32 or u64 elements, and a length known at compile time (literals and sizes)"));
            }
            scope.bind(name, Local::Array(*ty))
        }
        Stmt::Store(buf, index, e) => {
            let array = matches!(scope.local(buf), Some(Local::Array(_)));
            let out = scope.kernel.param(buf).is_some_and(|p| p.pass == Pass::InOut && matches!(p.ty, Ty::U32 | Ty::U64)) && scope.local(buf).is_none();
            if !array && !out {
                return Err(format!("store to `{buf}`, which is neither a local array nor a u64 or u32 in-out buffer parameter"));
            }
            scope.public(index, &format!("the index into `{buf}`"))?;
            scope.word(e).map(|_| ())
        }
        Stmt::For(var, from, to, body) => {
            scope.public(from, &format!("loop `{var}`'s start"))?;
            scope.public(to, &format!("loop `{var}`'s bound"))?;
            let mark = scope.open();
            scope.bind(var, Local::Loop)?;
            block(scope, body)?;
            scope.close(mark);
            Ok(())
        }
        Stmt::Block(body) => block(scope, body),
        Stmt::If(cond, body) => {
            scope.public(&cond.a, "a branch's condition")?;
            scope.public(&cond.b, "a branch's condition")?;
            block(scope, body)
        }
    }
}

/// Lower-case C identifiers, the only kind the descriptors use.
fn is_ident(s: &str) -> bool {
    s.chars().next().is_some_and(|c| c.is_ascii_lowercase() || c == '_') && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

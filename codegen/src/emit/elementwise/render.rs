//! A checked [`Module`] as CUDA text: the statements and expressions are
//! rendered here, `templates/elementwise/file.cu` lays them out, and the
//! arithmetic is `templates/reduce/common.cu` (u64) plus
//! `templates/elementwise/arith.cu`.

use super::check::{Local, Scope};
use super::descriptor::{Expr, Kernel, Module, Pass, Stmt, Ty, View};
use crate::emit::EmitError;
use serde::Serialize;

const FILE: &str = include_str!("../../../templates/elementwise/file.cu");
const ARITH: &str = include_str!("../../../templates/elementwise/arith.cu");
const REDUCE_COMMON: &str = include_str!("../../../templates/reduce/common.cu");

#[derive(Serialize)]
struct FileView {
    header: Vec<String>,
    /// The sizes the host must `#define`.
    sizes: Vec<&'static str>,
    arith: Vec<String>,
    kernels: Vec<KernelView>,
}

#[derive(Serialize)]
struct KernelView {
    doc: Vec<String>,
    name: &'static str,
    params: Vec<String>,
    views: Vec<String>,
    /// The pair count of a kernel over pairs (two-dimensional grid).
    pairs: Option<String>,
    count: String,
    lines: Vec<String>,
}

/// The CUDA text of `m` (checked first), its header naming `command`.
pub fn cuda(m: &Module, command: &str) -> Result<String, EmitError> {
    super::check::module(m)?;
    if let Some(k) = m.kernels.iter().find(|k| general_products(&k.body)) {
        return Err(EmitError::Template {
            template: format!("elementwise {}.cu", m.name),
            message: format!("kernel {}: mul_mod and reduce need a reduction's modulus constants, which element-wise files do not carry; multiply by a host-prepared Shoup pair (mul_shoup), or fuse the step into a transform ([[fused]])", k.name),
        });
    }
    let mut header = vec![format!("nttgen: apps/{}.cu (generated; do not edit)", m.name), format!("command: {command}"), String::new()];
    header.extend(m.doc.lines().map(str::to_string));
    if !m.sizes.is_empty() {
        header.push(String::new());
        header.push("Sizes the host #defines before this text:".into());
        header.extend(m.sizes.iter().map(|s| format!("  {} {}", s.name, s.doc)));
    }
    let sizes: Vec<_> = m.sizes.iter().map(|s| s.name).collect();
    let kernels = m.kernels.iter().map(|k| kernel(k, &sizes).map_err(|message| EmitError::Template { template: format!("elementwise {}.cu", m.name), message })).collect::<Result<_, _>>()?;
    let view = FileView { header, sizes, arith: arith()?, kernels };
    let ctx = tera::Context::from_serialize(&view).map_err(|e| template_error("elementwise/file.cu", &e))?;
    tera::Tera::one_off(FILE, &ctx, false).map_err(|e| template_error("elementwise/file.cu", &e))
}

/// Whether a body holds a general product (`Expr::MulMod`, `Expr::Reduce`) anywhere.
fn general_products(body: &[Stmt]) -> bool {
    fn in_expr(e: &Expr) -> bool {
        match e {
            Expr::MulMod(..) | Expr::Reduce(..) => true,
            Expr::Index | Expr::Pair | Expr::Var(_) | Expr::Const(_) | Expr::Size(_) => false,
            Expr::Load(_, a) | Expr::LoadU16Le(_, a) | Expr::U32(a) => in_expr(a),
            Expr::Bin(_, a, b) | Expr::MulHi(a, b) | Expr::CSub(a, b) | Expr::Lift(a, b) | Expr::Centre(a, b) => in_expr(a) || in_expr(b),
            Expr::AddMod(a, b, c) | Expr::SubMod(a, b, c) => in_expr(a) || in_expr(b) || in_expr(c),
            Expr::MulShoup(args) => args.iter().any(in_expr),
            Expr::Flag(c) => in_expr(&c.a) || in_expr(&c.b),
            Expr::Choose(c, a, b) => in_expr(&c.a) || in_expr(&c.b) || in_expr(a) || in_expr(b),
        }
    }
    body.iter().any(|s| match s {
        Stmt::Let(_, e) | Stmt::Mut(_, e) | Stmt::Assign(_, e) => in_expr(e),
        Stmt::Mac(_, _, a, b) | Stmt::MacSplit(_, a, b) => in_expr(a) || in_expr(b),
        Stmt::Array(_, _, e) => in_expr(e),
        Stmt::Store(_, i, e) => in_expr(i) || in_expr(e),
        Stmt::For(_, a, b, body) => in_expr(a) || in_expr(b) || general_products(body),
        Stmt::Block(body) => general_products(body),
        Stmt::If(c, body) => in_expr(&c.a) || in_expr(&c.b) || general_products(body),
    })
}

/// reduce/common.cu for u64 words (mod_add, mod_sub and the mask helpers
/// the generated kernels share with every NTT kernel), then arith.cu.
fn arith() -> Result<Vec<String>, EmitError> {
    let mut ctx = tera::Context::new();
    ctx.insert("word", "u64");
    ctx.insert("word_t", "unsigned long long");
    let common = tera::Tera::one_off(REDUCE_COMMON, &ctx, false).map_err(|e| template_error("reduce/common.cu", &e))?;
    Ok(vec![common, ARITH.to_string()])
}

fn template_error(template: &str, e: &tera::Error) -> EmitError {
    let mut message = e.to_string();
    let mut cur = std::error::Error::source(e);
    while let Some(c) = cur {
        message += &format!(": {c}");
        cur = c.source();
    }
    EmitError::Template { template: format!("templates/{template}"), message }
}

/// A checked kernel's view (`check::module` ran first, so types resolve).
fn kernel(k: &Kernel, sizes: &[&str]) -> Result<KernelView, String> {
    let mut scope = Scope::new(k, sizes);
    let mut lines = vec![];
    block(&mut scope, &k.body, "", &mut lines)?;
    Ok(KernelView {
        doc: k.doc.lines().map(str::to_string).collect(),
        name: k.name,
        params: k.params.iter().map(param).collect(),
        views: k.views.iter().map(|v| view(&scope, v)).collect(),
        pairs: k.pairs.as_ref().map(|p| expr(&scope, p, false)),
        count: expr(&scope, &k.count, false),
        lines,
    })
}

/// The lines of one block at `indent` (inside the grid-stride loop's).
fn block(scope: &mut Scope, body: &[Stmt], indent: &str, lines: &mut Vec<String>) -> Result<(), String> {
    let mark = scope.open();
    for s in body {
        stmt(scope, s, indent, lines)?;
    }
    scope.close(mark);
    Ok(())
}

fn stmt(scope: &mut Scope, s: &Stmt, indent: &str, lines: &mut Vec<String>) -> Result<(), String> {
    let inner = format!("{indent}    ");
    match s {
        Stmt::Let(name, e) => {
            let b = scope.infer(e)?;
            lines.push(format!("{indent}{} {name} = {};", b.ty.c_name(), expr(scope, e, false)));
            scope.bind(name, Local::Let(b))?;
        }
        Stmt::Mut(name, e) => {
            lines.push(format!("{indent}u64 {name} = {};", expr(scope, e, false)));
            scope.bind(name, Local::Mut)?;
        }
        Stmt::Assign(name, e) => lines.push(format!("{indent}{name} = {};", expr(scope, e, false))),
        Stmt::Mac(hi, lo, a, b) => lines.push(format!("{indent}mod_mac128({hi}, {lo}, {}, {});", expr(scope, a, false), expr(scope, b, false))),
        Stmt::MacSplit([ll, lh, hl, hh], a, b) => lines.push(format!("{indent}mod_mac_split({ll}, {lh}, {hl}, {hh}, {}, {});", expr(scope, a, false), expr(scope, b, false))),
        Stmt::Array(name, ty, len) => {
            lines.push(format!("{indent}{} {name}[{}];", ty.c_name(), expr(scope, len, false)));
            scope.bind(name, Local::Array(*ty))?;
        }
        Stmt::Store(buf, index, e) => {
            // A u32 element keeps the low word, said in the text.
            let value = match scope.buffer(buf) {
                Some(Ty::U32) if !narrow(scope, e) => format!("(u32){}", expr(scope, e, true)),
                _ => expr(scope, e, false),
            };
            lines.push(format!("{indent}{buf}[{}] = {value};", expr(scope, index, false)));
        }
        Stmt::For(var, from, to, body) => {
            // A u32 variable against a u64 bound could wrap, so the compiler
            // could not count the trips and would not unroll: the bound is
            // cast (`eval` refuses one past u32).
            // (A choice is narrow only when both arms are.)
            let narrow_bound = match to {
                Expr::Choose(_, a, b) => narrow(scope, a) && narrow(scope, b),
                _ => narrow(scope, to),
            };
            let to = if narrow_bound { expr(scope, to, true) } else { format!("(u32){}", expr(scope, to, true)) };
            lines.push(format!("{indent}for (u32 {var} = {}; {var} < {to}; {var}++) {{", expr(scope, from, false)));
            let mark = scope.open();
            scope.bind(var, Local::Loop)?;
            block(scope, body, &inner, lines)?;
            scope.close(mark);
            lines.push(format!("{indent}}}"));
        }
        Stmt::Block(body) => {
            lines.push(format!("{indent}{{"));
            block(scope, body, &inner, lines)?;
            lines.push(format!("{indent}}}"));
        }
        Stmt::If(cond, body) => {
            lines.push(format!("{indent}if ({} {} {}) {{", expr(scope, &cond.a, true), cond.op.c_op(), expr(scope, &cond.b, true)));
            block(scope, body, &inner, lines)?;
            lines.push(format!("{indent}}}"));
        }
    }
    Ok(())
}

fn param(p: &super::descriptor::Param) -> String {
    let ty = p.ty.c_name();
    match p.pass {
        Pass::InOut => format!("{ty}* {}", p.name),
        Pass::In => format!("const {ty}* {}", p.name),
        Pass::Value => format!("{ty} {}", p.name),
    }
}

fn view(scope: &Scope, v: &View) -> String {
    let ty = v.ty.c_name();
    let base = if scope.buffer(v.of) == Some(v.ty) { v.of.to_string() } else { format!("(const {ty}*){}", v.of) };
    format!("const {ty}* {} = {base} + {};", v.name, expr(scope, &v.offset, true))
}

/// C text of `e`; `nested` operands of an operator get parentheses, so the
/// text never leans on C's precedence.
fn expr(scope: &Scope, e: &Expr, nested: bool) -> String {
    let wrap = |s: String| if nested { format!("({s})") } else { s };
    let call = |f: &str, args: &[&Expr]| format!("{f}({})", args.iter().map(|a| expr(scope, a, false)).collect::<Vec<_>>().join(", "));
    match e {
        Expr::Index => "i".into(),
        Expr::Pair => "pair".into(),
        Expr::Var(n) | Expr::Size(n) => n.to_string(),
        // An int literal is narrow in C; a wider one says so.
        Expr::Const(k) if *k < 1 << 31 => k.to_string(),
        // Masks and wide constants read better in hex.
        Expr::Const(k) => format!("{k:#x}ull"),
        Expr::Load(b, idx) => format!("{b}[{}]", expr(scope, idx, false)),
        Expr::LoadU16Le(b, idx) => format!("load_u16_le({b}, {})", expr(scope, idx, false)),
        Expr::Bin(op, a, b) => {
            // Two narrow operands would be computed in 32 bits: where that
            // may carry out, widen the left one, and C widens the right to
            // match. A shift has its left operand's type, so a narrow one is
            // always widened.
            let widen = narrow(scope, a) && (op.is_shift() || (op.may_carry() && narrow(scope, b)));
            let left = expr(scope, a, true);
            let left = if widen { format!("(u64){left}") } else { left };
            wrap(format!("{left} {} {}", op.c_op(), expr(scope, b, true)))
        }
        Expr::AddMod(a, b, q) => call("mod_add", &[a, b, q]),
        Expr::SubMod(a, b, q) => call("mod_sub", &[a, b, q]),
        Expr::MulShoup(args) => call("mod_mul_shoup", &args.iter().collect::<Vec<_>>()),
        Expr::Centre(x, q) => call("mod_centre", &[x, q]),
        // `cuda` refuses a module with one before rendering (`general_products`).
        Expr::MulMod(a, b, q) => call("mod_mul_general", &[a, b, q]),
        Expr::Reduce(a, q) => call("mod_reduce_word", &[a, q]),
        Expr::Lift(s, q) => call("mod_lift_i8", &[s, q]),
        Expr::MulHi(a, b) => call("mod_mulhi", &[a, b]),
        Expr::CSub(r, b) => call("mod_csub", &[r, b]),
        Expr::U32(e) => format!("(u32){}", expr(scope, e, true)),
        Expr::Flag(cond) => format!("(u64)({} {} {})", expr(scope, &cond.a, true), cond.op.c_op(), expr(scope, &cond.b, true)),
        Expr::Choose(cond, then, otherwise) => {
            let test = format!("{} {} {}", expr(scope, &cond.a, true), cond.op.c_op(), expr(scope, &cond.b, true));
            wrap(format!("{test} ? {} : {}", expr(scope, then, true), expr(scope, otherwise, true)))
        }
    }
}

/// True when C would not compute `e` in 64 bits (a narrow value or an
/// int literal).
fn narrow(scope: &Scope, e: &Expr) -> bool {
    match e {
        Expr::Const(k) => *k < 1 << 31,
        // C's ternary has the type of its arms, promoted.
        Expr::Choose(_, a, b) => narrow(scope, a) || narrow(scope, b),
        // Exact in 32 bits, and computed so (see `expr`).
        Expr::Bin(op, a, b) if !op.may_carry() && !op.is_shift() => narrow(scope, a) && narrow(scope, b),
        _ => scope.infer(e).map(|b| b.ty.narrow()).unwrap_or(false),
    }
}

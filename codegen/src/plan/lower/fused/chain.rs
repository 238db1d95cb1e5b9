//! A step list's descriptor kernel (`emit::elementwise::fused`) read back as
//! the operations a transform kernel runs on each coefficient: the
//! descriptor is the steps' one definition, and this is the subset of the
//! element-wise language a transform fuses. Products by per-tower values
//! (the caller's constants, the tables' powers of two) are collected into
//! one monomial per run of products, which a thread forms once
//! (`emit::prepare`) and each coefficient takes as one product.

use super::{Micro, Monomial};
use crate::emit::elementwise::descriptor::{Expr, Stmt};
use crate::emit::elementwise::fused::{Steps, COMPANIONS, CONSTANTS};

/// What a subexpression of a step is, relative to the running value.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Term {
    /// The running value after these operations.
    Running(Vec<Micro>),
    /// The second operand's coefficient, `y[i]`.
    Y,
    /// The batch item's row of the second operand, `y_row[i]` (any word).
    YRow,
    /// A per-tower value: one product for every coefficient.
    Tower(Monomial),
    /// The modulus.
    Q,
}

/// The operations of `steps`, in order, adjacent products merged; an
/// error names the first statement outside the fusable subset.
pub fn micro_ops(steps: &Steps) -> Result<Vec<Micro>, String> {
    let body = &steps.kernel.body;
    let (first, rest) = body.split_first().ok_or("an empty step list")?;
    let Stmt::Let(mut prev, Expr::Load(b, idx)) = first else { return Err(format!("the steps must begin with the coefficient, not {first:?}")) };
    if *b != "x" || **idx != Expr::Index {
        return Err(format!("the steps must begin with x[i], not {b}[{idx:?}]"));
    }
    let mut ops: Vec<Micro> = vec![];
    for s in rest {
        match s {
            Stmt::Let(name, e) => match term(e, prev, steps)? {
                // A row's word in place of the coefficient: first only.
                Term::Running(more) if more.first() == Some(&Micro::FromYRow) && !ops.is_empty() => {
                    return Err(format!("step `{name}` replaces the coefficient after other steps"));
                }
                Term::Running(more) => {
                    more.into_iter().for_each(|m| push(&mut ops, m));
                    prev = name;
                }
                // y in place of the coefficient, before any other step: the
                // transform of y (out of place).
                Term::Y if ops.is_empty() => {
                    ops.push(Micro::FromY);
                    prev = name;
                }
                other => return Err(format!("step `{name}` does not act on the running value ({other:?})")),
            },
            Stmt::Store(b, Expr::Index, Expr::Var(v)) if *b == "x" && v == &prev => return Ok(ops),
            other => return Err(format!("{other:?} is not a step a transform fuses")),
        }
    }
    Err("the steps must end storing the running value to x[i]".into())
}

/// Appends `m`, merging it into a product before it.
fn push(ops: &mut Vec<Micro>, m: Micro) {
    match (ops.last_mut(), m) {
        (Some(Micro::Mul(a)), Micro::Mul(b)) => a.times(&b),
        (_, m) => ops.push(m),
    }
}

fn term(e: &Expr, prev: &str, steps: &Steps) -> Result<Term, String> {
    let t = |e: &Expr| term(e, prev, steps);
    let modulus = |q: &Expr| match t(q)? {
        Term::Q => Ok(()),
        other => Err(format!("a step's modulus must be q, not {other:?}")),
    };
    Ok(match e {
        Expr::Var(v) if *v == prev => Term::Running(vec![]),
        Expr::Var("q") => Term::Q,
        Expr::Load("y", i) if **i == Expr::Index => Term::Y,
        Expr::Load("y_row", i) if **i == Expr::Index => Term::YRow,
        // A row's word (any word) reduced: one product by the stored 2^0,
        // which the transform's loads take from y's row.
        Expr::Reduce(a, q) => {
            modulus(q)?;
            match t(a)? {
                Term::YRow => Term::Running(vec![Micro::FromYRow, Micro::Mul(Monomial::default())]),
                other => return Err(format!("reduce of {other:?}: only a row's word is reduced")),
            }
        }
        Expr::Load("pow2", j) => match **j {
            Expr::Const(j) => Term::Tower(Monomial { constants: vec![], exp: *steps.exponents.get(j as usize).ok_or_else(|| format!("pow2[{j}] is past the exponents"))? }),
            _ => return Err("pow2 is read at a constant index".into()),
        },
        Expr::Load(c, i) if **i == Expr::Var("tower") => Term::Tower(Monomial { constants: vec![constant(c)?], exp: 0 }),
        Expr::MulMod(a, b, q) => {
            modulus(q)?;
            product(t(a)?, t(b)?)?
        }
        Expr::MulShoup(args) => {
            let [a, w, w_comp, q] = args.as_ref();
            modulus(q)?;
            let (Expr::Load(c, i), Expr::Load(cc, ic)) = (w, w_comp) else { return Err("a Shoup product's factor is a per-tower constant and its companion".into()) };
            let k = constant(c)?;
            if COMPANIONS.get(k) != Some(cc) || **i != Expr::Var("tower") || **ic != Expr::Var("tower") {
                return Err(format!("{cc} is not the companion of {c}"));
            }
            product(t(a)?, Term::Tower(Monomial { constants: vec![k], exp: 0 }))?
        }
        Expr::AddMod(a, b, q) => {
            modulus(q)?;
            with_y(t(a)?, t(b)?, Micro::AddY, Micro::AddY)?
        }
        Expr::SubMod(a, b, q) => {
            modulus(q)?;
            with_y(t(a)?, t(b)?, Micro::SubY, Micro::SubFromY)?
        }
        Expr::Centre(a, q) => {
            modulus(q)?;
            match t(a)? {
                Term::Running(mut ops) => {
                    ops.push(Micro::Centre);
                    Term::Running(ops)
                }
                other => return Err(format!("centre of {other:?}")),
            }
        }
        other => return Err(format!("{other:?} is not a step a transform fuses")),
    })
}

/// The index of constant parameter `c` (`c0` ..).
fn constant(c: &str) -> Result<usize, String> {
    CONSTANTS.iter().position(|x| *x == c).ok_or_else(|| format!("`{c}` is not a per-tower constant"))
}

fn product(a: Term, b: Term) -> Result<Term, String> {
    Ok(match (a, b) {
        (Term::Running(mut ops), Term::Tower(m)) | (Term::Tower(m), Term::Running(mut ops)) => {
            push(&mut ops, Micro::Mul(m));
            Term::Running(ops)
        }
        (Term::Tower(mut a), Term::Tower(b)) => {
            a.times(&b);
            Term::Tower(a)
        }
        (Term::Running(mut ops), Term::Y) | (Term::Y, Term::Running(mut ops)) => {
            ops.push(Micro::MulY);
            Term::Running(ops)
        }
        (a, b) => return Err(format!("a product of {a:?} and {b:?}")),
    })
}

/// The running value with the operand: `left` where the value comes first.
fn with_y(a: Term, b: Term, left: Micro, right: Micro) -> Result<Term, String> {
    Ok(match (a, b) {
        (Term::Running(mut ops), Term::Y) => {
            ops.push(left);
            Term::Running(ops)
        }
        (Term::Y, Term::Running(mut ops)) => {
            ops.push(right);
            Term::Running(ops)
        }
        (a, b) => return Err(format!("a sum of {a:?} and {b:?}")),
    })
}

//! A fused form's prologue or epilogue written in the element-wise
//! descriptor language: one kernel per step list, over one polynomial of
//! one tower, its body `let v0 = x[i]; let v1 = step1(v0); ...; x[i] = vk`.
//! This is the steps' one definition: the plan lowers it into a transform's
//! first loads or last stores (`plan::lower::fused`), and `eval` runs it on
//! the CPU as the reference the fused programs are checked against
//! (`verify`).
//!
//! Parameters, by name: `x` (the coefficients, in and out), `y` (the second
//! operand, where a step reads it; `y_row`, the batch item's row, for
//! `from-y-row`), `c0` .. `c3` (the form's per-tower
//! constants by index, `cK_companion` beside a Shoup pair), `pow2` (this
//! tower's 2^k mod q for the exponents of [`Steps::exponents`], in order:
//! functions of the prime, which the plan's tables hold), and the values
//! `q`, `tower` and `n` (words of the polynomial).

use super::descriptor::build::*;
use super::descriptor::{Kernel, Param, Ty};
use crate::spec::fused::{FusedForm, Step, MAX_CONSTANTS, MAX_STEPS};
use crate::spec::{ConstForm, ScaleBy, ValidSpec, Word};

/// Which step list of a form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Which {
    Prologue,
    Epilogue,
}

impl Which {
    pub fn as_str(self) -> &'static str {
        match self {
            Which::Prologue => "prologue",
            Which::Epilogue => "epilogue",
        }
    }
}

/// One step list as a descriptor kernel, and the exponents k whose 2^k mod q
/// its `pow2` parameter holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Steps {
    pub kernel: Kernel,
    pub exponents: Vec<i32>,
}

/// The per-tower constant parameters, by the form's constant index.
pub const CONSTANTS: [&str; MAX_CONSTANTS] = ["c0", "c1", "c2", "c3"];
/// Their companions (a Shoup pair's second array).
pub const COMPANIONS: [&str; MAX_CONSTANTS] = ["c0_companion", "c1_companion", "c2_companion", "c3_companion"];
/// The running value after each step.
const VALUES: [&str; MAX_STEPS + 1] = ["v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8"];

/// The word type of the spec's buffers.
fn word_ty(word: Word) -> Ty {
    match word {
        Word::U32 => Ty::U32,
        Word::U64 => Ty::U64,
    }
}

/// `which` of `form` as a descriptor kernel (none for an empty list).
pub fn steps(spec: &ValidSpec, form: &FusedForm, which: Which) -> Option<Steps> {
    let list = match which {
        Which::Prologue => &form.prologue,
        Which::Epilogue => &form.epilogue,
    };
    if list.is_empty() {
        return None;
    }
    let ty = word_ty(spec.word);
    let mut exponents: Vec<i32> = vec![];
    let mut pow2 = |k: i32| {
        let j = exponents.iter().position(|&e| e == k).unwrap_or_else(|| {
            exponents.push(k);
            exponents.len() - 1
        });
        load("pow2", c(j as u64))
    };
    let beta = spec.word.bits() as i32;
    let log_n = spec.log_n as i32;
    let (q, y, tower) = (|| v("q"), || load("y", i()), || v("tower"));
    let mut body = vec![let_(VALUES[0], load("x", i()))];
    for (k, s) in list.iter().enumerate() {
        let prev = v(VALUES[k]);
        let e = match s {
            Step::Mul { constant } => {
                let cst = load(CONSTANTS[*constant], tower());
                match form.constants[*constant].form {
                    ConstForm::Plain => mul_mod(prev, cst, q()),
                    ConstForm::Montgomery => mul_mod(mul_mod(prev, cst, q()), pow2(-beta), q()),
                    ConstForm::Shoup => mul_shoup(prev, cst, load(COMPANIONS[*constant], tower()), q()),
                }
            }
            Step::MulY => mul_mod(prev, y(), q()),
            Step::AddY => add_mod(prev, y(), q()),
            Step::SubY => sub_mod(prev, y(), q()),
            Step::SubFromY => sub_mod(y(), prev, q()),
            Step::FromY => y(),
            Step::FromYRow => reduce(load("y_row", i()), q()),
            Step::Scale(ScaleBy::NInv) => mul_mod(prev, pow2(-log_n), q()),
            Step::Scale(ScaleBy::N) => mul_mod(prev, pow2(log_n), q()),
            Step::ToMontgomery => mul_mod(prev, pow2(beta), q()),
            Step::FromMontgomery => mul_mod(prev, pow2(-beta), q()),
            Step::Centre => centre(prev, q()),
        };
        body.push(let_(VALUES[k + 1], e));
    }
    body.push(store("x", v(VALUES[list.len()])));
    let mut params = vec![inout("x", ty)];
    if list.contains(&Step::FromYRow) {
        params.push(input("y_row", ty));
    } else if list.iter().any(Step::reads_y) {
        params.push(input("y", ty));
    }
    for (k, cst) in form.constants.iter().enumerate() {
        if list.contains(&Step::Mul { constant: k }) {
            params.push(input(CONSTANTS[k], ty));
            if cst.form == ConstForm::Shoup {
                params.push(input(COMPANIONS[k], ty));
            }
        }
    }
    if !exponents.is_empty() {
        params.push(input("pow2", Ty::U64));
    }
    params.extend([value("q", Ty::U64), value("tower", Ty::U32), value("n", Ty::U64)]);
    let doc = match which {
        Which::Prologue => "a fused form's prologue over one polynomial of one tower",
        Which::Epilogue => "a fused form's epilogue over one polynomial of one tower",
    };
    let kernel = Kernel { name: which.as_str(), doc, params, views: vec![], pairs: None, count: v("n"), body };
    Some(Steps { kernel, exponents })
}

/// The arguments of a step list's kernel for one polynomial, in its
/// parameter order: `x` (moved in, read back by [`super::eval`]), the
/// operand's polynomial, each constant array, the tower's `pow2` values.
pub struct PolyArgs<'a> {
    pub x: Vec<u64>,
    /// The operand's words for this polynomial (the batch item's row for
    /// `from-y-row`).
    pub y: Option<&'a [u64]>,
    /// The form's constants by index: (values, companions), every tower.
    pub constants: &'a [(Vec<u64>, Vec<u64>)],
    pub q: u64,
    /// The tower's index into the constant arrays.
    pub tower: usize,
}

/// Runs a step list on one polynomial: `eval` of its descriptor.
pub fn run(steps: &Steps, word: Word, a: PolyArgs) -> Result<Vec<u64>, String> {
    use super::eval::Arg;
    let words = |v: Vec<u64>| match word {
        Word::U32 => Arg::Limbs(v.into_iter().map(|w| w as u32).collect()),
        Word::U64 => Arg::Words(v),
    };
    let n = a.x.len() as u64;
    let mut args = vec![];
    for p in &steps.kernel.params {
        args.push(match p.name {
            "x" => words(a.x.clone()),
            "y" | "y_row" => words(a.y.ok_or("the steps read y, and no operand was given")?.to_vec()),
            "pow2" => Arg::Words(steps.exponents.iter().map(|&k| two_pow(k, a.q)).collect::<Option<_>>().ok_or("2^k has no inverse mod an even q")?),
            "q" => Arg::Value(a.q),
            "tower" => Arg::Value(a.tower as u64),
            "n" => Arg::Value(n),
            name => constant_arg(p, name, a.constants).map(words)?,
        });
    }
    super::eval::run(&steps.kernel, &mut args)?;
    match args.swap_remove(0) {
        Arg::Words(w) => Ok(w),
        Arg::Limbs(l) => Ok(l.into_iter().map(u64::from).collect()),
        _ => Err("x is not a word buffer".into()),
    }
}

/// The array behind constant parameter `name` (`cK` or `cK_companion`).
fn constant_arg(p: &Param, name: &str, constants: &[(Vec<u64>, Vec<u64>)]) -> Result<Vec<u64>, String> {
    let (k, companion) = match CONSTANTS.iter().position(|c| *c == name) {
        Some(k) => (k, false),
        None => (COMPANIONS.iter().position(|c| *c == name).ok_or_else(|| format!("no argument for parameter `{}`", p.name))?, true),
    };
    let (v, c) = constants.get(k).ok_or_else(|| format!("constant {k} not given"))?;
    Ok(if companion { c.clone() } else { v.clone() })
}

/// 2^k mod q, k of either sign (q odd for k < 0): what `pow2` holds, and
/// the tables' `ConstEntry::TwoPow`.
pub fn two_pow(k: i32, q: u64) -> Option<u64> {
    use crate::arith::modular::{inv_mod, pow_mod};
    let p = pow_mod(2 % q, u64::from(k.unsigned_abs()), q);
    if k >= 0 { Some(p) } else { inv_mod(p, q) }
}

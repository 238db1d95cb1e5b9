//! Fused forms (`[[fused]]`, docs/SPEC.md "Fused forms") lowered into the
//! transform kernels: each step list, written in the element-wise
//! descriptor language (`emit::elementwise::fused`), is read back as
//! operations on a coefficient (`chain`), which a transform's first kernel
//! runs after its global loads and its last kernel before its global
//! stores (`emit`, called from `stage::load` and `stage::store`); the
//! kernels and programs of each form are assembled in `kernels`.
//!
//! Products by per-tower values fold into one monomial per run of
//! products: the caller's constants and a power of two (the scales n and
//! 1/n, the Montgomery factors R and 1/R and, where the inverse's epilogue
//! begins with a product, the inverse's own 1/len), which a thread forms
//! once and each coefficient takes as one product, in the lazy range where
//! it comes straight from the butterflies.

pub mod chain;
pub mod emit;
pub mod kernels;
#[cfg(test)]
mod tests;

use crate::emit::elementwise::fused::{self as steps, Which};
use crate::spec::fused::FusedForm;
use crate::spec::{ConstForm, Reduction, ValidSpec};

/// A product of per-tower values: the form's constants by index (a Shoup
/// pair's value) and 2^exp.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Monomial {
    /// Sorted; a constant may appear more than once.
    pub constants: Vec<usize>,
    pub exp: i32,
}

impl Monomial {
    pub fn times(&mut self, other: &Monomial) {
        self.constants.extend(&other.constants);
        self.constants.sort_unstable();
        self.exp += other.exp;
    }
}

/// One operation on a coefficient (its running value v).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Micro {
    /// v * the monomial.
    Mul(Monomial),
    MulY,
    AddY,
    SubY,
    SubFromY,
    /// v = y: the first kernel loads y in x's place (`stage::load`).
    FromY,
    /// v = the batch item's row of y: the first kernel loads y's row in
    /// x's place (`Kernel::y_rows`); a product follows, which takes the
    /// row's word (any word) to a residue (`emit::apply`).
    FromYRow,
    Centre,
}

/// One step list of a form, lowered: its operations, and where the form's
/// constants are among the plan's per-tower arrays.
#[derive(Clone, Debug)]
pub struct Fusion {
    pub ops: Vec<Micro>,
    /// Per constant of the form: (its array, its companions' array for a
    /// Shoup pair), indices into `Plan::tower_args`.
    pub args: Vec<(usize, Option<usize>)>,
    /// The form's constants' forms, by index.
    pub forms: Vec<ConstForm>,
    /// The plan's table of powers of two and the exponent of each entry.
    pub pow2: Option<(usize, Vec<i32>)>,
}

impl Fusion {
    /// Whether the list begins with a product by per-tower values, which
    /// takes the butterflies' lazy values (and, after an inverse, its 1/len)
    /// as they are.
    pub fn leading_product(&self) -> bool {
        matches!(self.ops.first(), Some(Micro::Mul(_)))
    }
    /// Whether an inverse's folded last level takes this epilogue's leading
    /// product in 1/len's place (`KernelCtx::fold_by`): on lazy butterflies,
    /// whose last level multiplies every output by 1/len or w/len anyway.
    /// Exact butterflies keep their plain last level and every coefficient
    /// takes the product. The one decision the form's tables, its kernel
    /// context and its stores follow.
    pub fn takes_last_level(&self, spec: &ValidSpec) -> bool {
        self.leading_product() && crate::plan::lower::stage::groups::lazy(spec)
    }
    pub fn reads_y(&self) -> bool {
        self.ops.iter().any(|m| matches!(m, Micro::MulY | Micro::AddY | Micro::SubY | Micro::SubFromY | Micro::FromY | Micro::FromYRow))
    }
    /// Whether the list begins with y (or its rows) in place of the loaded
    /// coefficient: the first kernel then loads y, not x (out of place).
    pub fn from_y(&self) -> bool {
        matches!(self.ops.first(), Some(Micro::FromY | Micro::FromYRow))
    }
    /// Whether the list begins with y's rows: the kernel that loads y reads
    /// the batch item's row for every tower (`Kernel::y_rows`).
    pub fn y_rows(&self) -> bool {
        self.ops.first() == Some(&Micro::FromYRow)
    }
}

/// How a thread forms the stored constant of a monomial (once): the one
/// decision `emit::prepare` follows and `exponents` reads the table entries of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConstPlan {
    /// The table's 2^e, stored.
    Table(i32),
    /// The caller's Shoup pair of constant k, as given.
    Pair(usize),
    /// The product of the caller's constants (plain), times the table's
    /// 2^e where `times` says, then its companion.
    Product { constants: Vec<usize>, times: Option<i32>, companion: Companion },
}

/// How a product's companion is formed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Companion {
    /// The reduction keeps none (its stored form is the value).
    None,
    /// The value is stored already (montgomery: K·R); Montgomery's
    /// companion, where the spec keeps it, is the value times q^-1.
    OfStored,
    /// Shoup's, from the value and the stored 2^β (`Op::ToStored`).
    Shoup,
}

/// How a thread forms `m` times 2^extra. For montgomery the stored value
/// K·R is the product of the constants times 2^(e + β) (nothing more where
/// that is one constant and e = -β: a constant given in Montgomery form).
pub fn const_plan(spec: &ValidSpec, forms: &[ConstForm], m: &Monomial, extra: i32) -> ConstPlan {
    let e = m.exp + extra;
    if m.constants.is_empty() {
        return ConstPlan::Table(e);
    }
    if let [k] = m.constants[..] {
        if e == 0 && forms[k] == ConstForm::Shoup {
            return ConstPlan::Pair(k);
        }
    }
    let constants = m.constants.clone();
    let e = if spec.reduction == Reduction::Montgomery { e + spec.word.bits() as i32 } else { e };
    ConstPlan::Product { constants, times: (e != 0).then_some(e), companion: companion(spec) }
}

/// How the reduction's stored constants get their companions.
pub fn companion(spec: &ValidSpec) -> Companion {
    match spec.reduction {
        Reduction::Montgomery if spec.montgomery_companion => Companion::OfStored,
        Reduction::Shoup => Companion::Shoup,
        _ => Companion::None,
    }
}

/// The table entries (exponents) `plan` reads.
fn plan_exponents(spec: &ValidSpec, plan: &ConstPlan) -> Vec<i32> {
    match plan {
        ConstPlan::Table(e) => vec![*e],
        ConstPlan::Pair(_) => vec![],
        ConstPlan::Product { times, companion, .. } => times.iter().copied().chain((*companion == Companion::Shoup).then_some(spec.word.bits() as i32)).collect(),
    }
}

/// Both step lists of a form, lowered (without the plan's indices yet).
#[derive(Clone, Debug)]
pub struct FormOps {
    pub prologue: Option<Vec<Micro>>,
    pub epilogue: Option<Vec<Micro>>,
}

/// Each form's step lists as operations; an error names the form.
pub fn form_ops(spec: &ValidSpec) -> Result<Vec<FormOps>, crate::spec::FieldError> {
    spec.fused
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let ops = |which: Which| -> Result<Option<Vec<Micro>>, crate::spec::FieldError> {
                let Some(s) = steps::steps(spec, f, which) else { return Ok(None) };
                chain::micro_ops(&s).map(Some).map_err(|e| crate::spec::error::err(&format!("fused[{i}].{}", which.as_str()), format!("does not lower into the transform: {e}"), "report it: every step the validator takes lowers"))
            };
            let mut prologue = ops(Which::Prologue)?;
            // A row's word, a residue of some tower, is already a lazy input
            // of every tower's butterflies: no product to reduce it.
            if prologue.as_deref() == Some(&[Micro::FromYRow, Micro::Mul(Monomial::default())][..]) && rows_are_lazy_inputs(spec, f) {
                prologue = Some(vec![Micro::FromYRow]);
            }
            Ok(FormOps { prologue, epilogue: ops(Which::Epilogue)? })
        })
        .collect()
}

/// Whether a `from-y-row` form's row words (each below the spec's largest
/// prime, `FusedForm::y_rows`) go into the forward's first butterflies as
/// loaded: the primes fixed, the butterflies lazy, a whole transform (no
/// truncated levels, no four-step twist), and the largest prime at most
/// the smallest times the bound B every tower's first levels take as x: the
/// lazy CT butterflies' input bound (4q; 8q wide, 2q narrow:
/// `Modulus::lazy_bounds`), or with deferred corrections 4q (its first
/// three levels leave x uncorrected, each adding 4q, and the third may
/// take at most 12q: `Modulus::skip_bound`; from the fourth on the values
/// are where an input below q leaves them). Otherwise each word takes one product by the stored 2^0
/// (`Op::WordMulTw`): at 2^15 over 17 towers of 51-52 bits, a BFV
/// relinearisation's digits, the product cost the transform 6% (129.6
/// against 122.0 us on an H200).
pub fn rows_are_lazy_inputs(spec: &ValidSpec, form: &FusedForm) -> bool {
    use crate::plan::lower::stage::groups;
    let forward = form.transform == crate::spec::FusedTransform::Forward;
    let whole = spec.truncate == 0 && !spec.four_step && spec.runtime_moduli.is_none();
    if !(form.y_rows() && forward && whole && groups::lazy(spec)) {
        return false;
    }
    let bound: u128 = if groups::deferred(spec) || !groups::wide_lazy(spec) { 4 } else { 8 };
    let bound = if groups::narrow(spec) { 2 } else { bound };
    let (Some(&lo), Some(&hi)) = (spec.primes.iter().min(), spec.primes.iter().max()) else { return false };
    u128::from(hi) <= bound * u128::from(lo)
}

/// The power of two an inverse's own scaling is (1/len: 2^-computed
/// levels), which a leading product of its epilogue takes instead.
pub fn inverse_fold_levels(spec: &ValidSpec) -> i32 {
    -(spec.computed_levels() as i32)
}

/// The extra power of two the first product of a list takes: after an
/// inverse whose epilogue begins with a product, the inverse's own 1/len
/// (`2^-computed levels`), which its last kernel then leaves out.
pub fn inverse_fold(spec: &ValidSpec, form: &FusedForm, ops: &[Micro]) -> i32 {
    let folds = form.transform == crate::spec::FusedTransform::Inverse && matches!(ops.first(), Some(Micro::Mul(_)));
    if folds { inverse_fold_levels(spec) } else { 0 }
}

/// Every exponent of 2 the plan's fused kernels read from the table, in a
/// fixed order (sorted, once each): the fused kernels' (with the inverse's
/// 1/len folded) and the separate programs' element-wise kernels' (without).
pub fn exponents(spec: &ValidSpec, all: &[FormOps]) -> Vec<i32> {
    let mut out = vec![];
    for (form, ops) in spec.fused.iter().zip(all) {
        let forms: Vec<ConstForm> = form.constants.iter().map(|c| c.form).collect();
        for (list, epilogue) in [(&ops.prologue, false), (&ops.epilogue, true)] {
            let Some(list) = list else { continue };
            let fold = if epilogue { inverse_fold(spec, form, list) } else { 0 };
            for (j, m) in list.iter().enumerate() {
                let Micro::Mul(m) = m else { continue };
                for extra in if j == 0 && fold != 0 { vec![0, fold] } else { vec![0] } {
                    out.extend(plan_exponents(spec, &const_plan(spec, &forms, m, extra)));
                }
                // The last level's w·K (`emit::last_level`) takes a Shoup companion.
                if j == 0 && fold != 0 && companion(spec) == Companion::Shoup {
                    out.push(spec.word.bits() as i32);
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

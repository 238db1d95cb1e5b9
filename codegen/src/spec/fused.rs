//! Fused forms (`[[fused]]`): a transform of the spec with element-wise
//! steps before its first stage (the prologue) and after its last (the
//! epilogue), and optionally a range of towers it leaves out, emitted as a
//! program of its own beside forward, inverse, pointwise and polymul. The
//! steps are written here as the file spells them; `emit::elementwise::fused`
//! writes them in the element-wise descriptor language, which the plan
//! lowers into the transform's first loads and last stores.

use super::error::{err, FieldError};
use super::types::{ConstForm, FusedTransform, ScaleBy, StepOp, Transform, Word};
use super::Reduction;
use serde::{Deserialize, Serialize};

/// Steps in one prologue or epilogue, at most.
pub const MAX_STEPS: usize = 8;
/// Distinct per-tower constants of one form, at most.
pub const MAX_CONSTANTS: usize = 4;
/// Fused forms of one spec, at most.
pub const MAX_FORMS: usize = 8;
/// Longest name of a form or a constant.
pub const MAX_FUSED_NAME_LEN: usize = 32;

/// Names a program of every plan has, or a form's companion program takes.
const PROGRAM_NAMES: [&str; 4] = ["forward", "inverse", "pointwise", "polymul"];
/// The suffixes of programs derived from another (`_coop`: the one-launch
/// form; `_separate`: a fused form's transform and element-wise kernels apart).
pub const SEPARATE_SUFFIX: &str = "_separate";
/// Names the C functions of a form already use for their own arguments.
const RESERVED_ARGS: [&str; 12] = ["x", "y", "s0", "s1", "counters", "tables", "batch", "towers", "stream", "first", "table_towers", "skip"];

/// One `[[fused]]` table as written.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct FusedFile {
    /// The program's name (its C function is `<spec>_<name>`).
    pub name: String,
    pub transform: FusedTransform,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prologue: Vec<StepFile>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub epilogue: Vec<StepFile>,
    /// The launch leaves out towers `skip_at .. skip_at + skip_len`, given
    /// at run time, of buffers that hold every tower (ModUp).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub skip_towers: bool,
}

/// One step as written: `{ op = "mul", constant = "c", form = "montgomery" }`.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct StepFile {
    pub op: StepOp,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constant: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form: Option<ConstForm>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<ScaleBy>,
}

/// A validated step.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Step {
    /// v * c[tower]: the form's constant `constant` (an index into
    /// `FusedForm::constants`).
    Mul { constant: usize },
    MulY,
    AddY,
    SubY,
    SubFromY,
    /// v = y: the transform of y into x (out of place).
    FromY,
    /// v = y[item row] mod q: one row per batch item for every tower, the
    /// transform of the broadcast into x (out of place).
    FromYRow,
    Scale(ScaleBy),
    ToMontgomery,
    FromMontgomery,
    Centre,
}

/// A per-tower constant a form takes from its caller.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Constant {
    pub name: String,
    pub form: ConstForm,
}

/// A validated fused form.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct FusedForm {
    pub name: String,
    pub transform: FusedTransform,
    pub prologue: Vec<Step>,
    pub epilogue: Vec<Step>,
    pub skip_towers: bool,
    /// The constants its steps name, in order of first use.
    pub constants: Vec<Constant>,
}

impl Step {
    /// Whether the step reads the second operand y.
    pub fn reads_y(&self) -> bool {
        matches!(self, Step::MulY | Step::AddY | Step::SubY | Step::SubFromY | Step::FromY | Step::FromYRow)
    }
}

impl FusedForm {
    /// Whether a step reads the second operand y.
    pub fn reads_y(&self) -> bool {
        self.prologue.iter().chain(&self.epilogue).any(Step::reads_y)
    }
    /// Whether the form transforms y into x (a prologue that begins with
    /// `from-y`): x is only written.
    pub fn out_of_place(&self) -> bool {
        matches!(self.prologue.first(), Some(Step::FromY | Step::FromYRow))
    }
    /// Whether y holds one row of n words per batch item, read for every
    /// tower (a prologue that begins with `from-y-row`), not a polynomial
    /// per tower.
    pub fn y_rows(&self) -> bool {
        self.prologue.first() == Some(&Step::FromYRow)
    }
    /// The name of its program with the transform and the element-wise
    /// kernels apart (for ablations and as a check of the fused kernels).
    pub fn separate_name(&self) -> String {
        format!("{}{SEPARATE_SUFFIX}", self.name)
    }

    /// What step `s` does to the running value v, in words.
    pub fn step_words(&self, s: &Step) -> String {
        match s {
            Step::Mul { constant } => {
                let c = &self.constants[*constant];
                match c.form {
                    ConstForm::Plain => format!("v * {}[tower]", c.name),
                    ConstForm::Montgomery => format!("v * {}[tower] * R^-1", c.name),
                    ConstForm::Shoup => format!("v * {}[tower] (a Shoup pair)", c.name),
                }
            }
            Step::MulY => "v * y".into(),
            Step::AddY => "v + y".into(),
            Step::SubY => "v - y".into(),
            Step::SubFromY => "y - v".into(),
            Step::FromY => "y (out of place: x is only written)".into(),
            Step::FromYRow => "y's row of the batch item mod q (y: n words a batch item, each below the largest prime, read for every tower; out of place: x is only written)".into(),
            Step::Scale(ScaleBy::NInv) => "v * n^-1".into(),
            Step::Scale(ScaleBy::N) => "v * n".into(),
            Step::ToMontgomery => "v * R".into(),
            Step::FromMontgomery => "v * R^-1".into(),
            Step::Centre => "v centred to (-q/2, q/2]".into(),
        }
    }

    /// The form as written (every field explicit), for dumps.
    pub fn to_file(&self) -> FusedFile {
        let steps = |list: &[Step]| list.iter().map(|s| self.step_file(s)).collect();
        FusedFile { name: self.name.clone(), transform: self.transform, prologue: steps(&self.prologue), epilogue: steps(&self.epilogue), skip_towers: self.skip_towers }
    }

    fn step_file(&self, s: &Step) -> StepFile {
        let plain = |op| StepFile { op, constant: None, form: None, by: None };
        match s {
            Step::Mul { constant } => {
                let c = &self.constants[*constant];
                StepFile { op: StepOp::Mul, constant: Some(c.name.clone()), form: Some(c.form), by: None }
            }
            Step::MulY => plain(StepOp::MulY),
            Step::AddY => plain(StepOp::AddY),
            Step::SubY => plain(StepOp::SubY),
            Step::SubFromY => plain(StepOp::SubFromY),
            Step::FromY => plain(StepOp::FromY),
            Step::FromYRow => plain(StepOp::FromYRow),
            Step::Scale(by) => StepFile { by: Some(*by), ..plain(StepOp::Scale) },
            Step::ToMontgomery => plain(StepOp::ToMontgomery),
            Step::FromMontgomery => plain(StepOp::FromMontgomery),
            Step::Centre => plain(StepOp::Centre),
        }
    }
}

/// What the validator needs to know of the spec around the forms.
pub struct Around {
    pub transform: Transform,
    pub word: Word,
    pub reduction: Reduction,
}

/// The forms of `files`, or the refusals (each naming `fused[i].<field>`).
pub fn resolve(files: &[FusedFile], around: &Around, errors: &mut Vec<FieldError>) -> Vec<FusedForm> {
    if files.is_empty() {
        return vec![];
    }
    if around.transform == Transform::Dgt {
        errors.push(err("fused", "fused forms are lowered for the NTTs: the DGT's elements are Gaussian pairs, which the element-wise steps do not define", "use transform = \"ntt-negacyclic\" or \"ntt-cyclic\", or leave [[fused]] out"));
        return vec![];
    }
    if files.len() > MAX_FORMS {
        errors.push(err("fused", format!("{} forms, over the limit of {MAX_FORMS}", files.len()), format!("keep at most {MAX_FORMS} [[fused]] tables")));
        return vec![];
    }
    let mut forms = vec![];
    for (i, f) in files.iter().enumerate() {
        let field = |what: &str| format!("fused[{i}].{what}");
        let before = errors.len();
        check_form_name(&f.name, &field("name"), &forms, errors);
        let mut constants: Vec<Constant> = vec![];
        let prologue = steps(&f.prologue, &field("prologue"), around, false, &mut constants, errors);
        let epilogue = steps(&f.epilogue, &field("epilogue"), around, true, &mut constants, errors);
        if f.prologue.is_empty() && f.epilogue.is_empty() && !f.skip_towers {
            errors.push(err(&field("epilogue"), "the form has no step and skips no tower: it is the plain transform", "add a prologue or epilogue step, or skip_towers = true, or leave the form out"));
        }
        if prologue.first() == Some(&Step::FromYRow) {
            check_rows(&prologue, &epilogue, around, &field, errors);
        }
        if errors.len() == before {
            forms.push(FusedForm { name: f.name.clone(), transform: f.transform, prologue, epilogue, skip_towers: f.skip_towers, constants });
        }
    }
    forms
}

/// A form that begins with `from-y-row`: y is its rows, which no other
/// step may read as a polynomial, and a row's word (a residue of some
/// tower, possibly above this tower's prime) reaches a residue by one
/// product by the stored 2^0, exact for every word with shoup and
/// montgomery only (or by none, `plan::lower::fused::rows_are_lazy_inputs`).
fn check_rows(prologue: &[Step], epilogue: &[Step], around: &Around, field: &dyn Fn(&str) -> String, errors: &mut Vec<FieldError>) {
    for (which, list) in [("prologue", &prologue[1..]), ("epilogue", epilogue)] {
        if let Some(j) = list.iter().position(Step::reads_y) {
            let j = if which == "prologue" { j + 1 } else { j };
            errors.push(err(&field(&format!("{which}[{j}]")), "from-y-row makes y one row per batch item: no other step may read y as a polynomial of every tower", "leave the other y step out, or use from-y with a y of the data's shape"));
        }
    }
    if !matches!(around.reduction, Reduction::Shoup | Reduction::Montgomery) {
        errors.push(err(&field("prologue[0]"), format!("from-y-row reduces any word of y by a product by the stored 2^0, which reduction = \"{}\" does not take beyond q", around.reduction), "use reduction = \"shoup\" or \"montgomery\""));
    }
}

/// A form's name: an identifier of its own, apart from the plan's programs.
fn check_form_name(name: &str, field: &str, earlier: &[FusedForm], errors: &mut Vec<FieldError>) {
    let fix = "use a lower-case identifier of its own, e.g. name = \"mod_down\"";
    if let Some(p) = identifier_problem(name) {
        errors.push(err(field, p, fix));
    } else if PROGRAM_NAMES.contains(&name) || name.ends_with("_coop") || name.ends_with(SEPARATE_SUFFIX) {
        errors.push(err(field, format!("{name:?} is a program every plan has, or the name of a derived one (_coop, {SEPARATE_SUFFIX})"), fix));
    } else if earlier.iter().any(|f| f.name == name) {
        errors.push(err(field, format!("{name:?} names two forms"), fix));
    }
}

/// Why `name` cannot name a form or a constant: a lower-case C, CUDA and
/// Rust identifier of at most `MAX_FUSED_NAME_LEN` bytes (it becomes a C
/// function's suffix and a parameter's name).
fn identifier_problem(name: &str) -> Option<String> {
    let cut: String = name.chars().take(40).collect();
    if name.len() > MAX_FUSED_NAME_LEN {
        return Some(format!("{cut:?}... is {} bytes, over the limit of {MAX_FUSED_NAME_LEN}", name.len()));
    }
    if !name.chars().next().is_some_and(|c| c.is_ascii_lowercase()) || !name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_') {
        return Some(format!("{cut:?} is not a lower-case identifier ([a-z][a-z0-9_]*)"));
    }
    super::names::problem(name)
}

/// One step list; `epilogue` allows `centre` last, a prologue `from-y`
/// first. Constants are added to `constants` in order of first use.
fn steps(files: &[StepFile], field: &str, around: &Around, epilogue: bool, constants: &mut Vec<Constant>, errors: &mut Vec<FieldError>) -> Vec<Step> {
    if files.len() > MAX_STEPS {
        errors.push(err(field, format!("{} steps, over the limit of {MAX_STEPS}", files.len()), format!("merge steps (products fold into one), at most {MAX_STEPS}")));
        return vec![];
    }
    let mut out = vec![];
    for (j, s) in files.iter().enumerate() {
        let at = format!("{field}[{j}]");
        let last = j + 1 == files.len();
        if let Some(step) = step(s, &at, around, constants, errors) {
            if step == Step::Centre && !(epilogue && last) {
                errors.push(err(&at, "centre leaves a signed word, not a residue: no step and no butterfly may follow it", "put centre last in the epilogue"));
            }
            if step == Step::FromY && (epilogue || j > 0) {
                errors.push(err(&at, "from-y replaces the coefficient the kernel loads: it can only be the first step of the prologue", "put from-y first in the prologue, or use add-y / sub-y / mul-y to combine with y"));
            }
            if step == Step::FromYRow && (epilogue || j > 0) {
                errors.push(err(&at, "from-y-row replaces the coefficient the kernel loads: it can only be the first step of the prologue", "put from-y-row first in the prologue"));
            }
            out.push(step);
        }
    }
    out
}

/// One step, its fields checked against its op.
fn step(s: &StepFile, at: &str, around: &Around, constants: &mut Vec<Constant>, errors: &mut Vec<FieldError>) -> Option<Step> {
    let before = errors.len();
    let unused = |what: &str, given: bool, errors: &mut Vec<FieldError>| {
        if given {
            errors.push(err(&format!("{at}.{what}"), format!("op = \"{}\" takes no {what}", s.op), format!("leave {what} out")));
        }
    };
    if s.op != StepOp::Mul {
        unused("constant", s.constant.is_some(), errors);
        unused("form", s.form.is_some(), errors);
    }
    if s.op != StepOp::Scale {
        unused("by", s.by.is_some(), errors);
    }
    let step = match s.op {
        StepOp::Mul => Step::Mul { constant: constant(s, at, around, constants, errors)? },
        StepOp::MulY => Step::MulY,
        StepOp::AddY => Step::AddY,
        StepOp::SubY => Step::SubY,
        StepOp::SubFromY => Step::SubFromY,
        StepOp::FromY => Step::FromY,
        StepOp::FromYRow => Step::FromYRow,
        StepOp::Scale => match s.by {
            Some(by) => Step::Scale(by),
            None => {
                errors.push(err(&format!("{at}.by"), "scale needs what it multiplies by", format!("add by = {}", ScaleBy::spelled_where(|_| true))));
                return None;
            }
        },
        StepOp::ToMontgomery => Step::ToMontgomery,
        StepOp::FromMontgomery => Step::FromMontgomery,
        StepOp::Centre => Step::Centre,
    };
    (errors.len() == before).then_some(step)
}

/// The constant a `mul` step names, added to the form's list on first use.
fn constant(s: &StepFile, at: &str, around: &Around, constants: &mut Vec<Constant>, errors: &mut Vec<FieldError>) -> Option<usize> {
    let field = format!("{at}.constant");
    let Some(name) = &s.constant else {
        errors.push(err(&field, "mul needs the per-tower constant it multiplies by", "add constant = \"<name>\" (the C function's argument d_<name>), or use op = \"mul-y\" for the operand y"));
        return None;
    };
    if let Some(p) = identifier_problem(name) {
        errors.push(err(&field, p, "use a lower-case identifier, e.g. constant = \"inv_p\""));
        return None;
    }
    if RESERVED_ARGS.contains(&name.as_str()) {
        errors.push(err(&field, format!("{name:?} is an argument every fused function has"), "use another name"));
        return None;
    }
    let form = s.form.unwrap_or(ConstForm::Plain);
    if form == ConstForm::Shoup && (around.reduction != Reduction::Shoup || around.word != Word::U64) {
        errors.push(err(
            &format!("{at}.form"),
            format!("a Shoup pair's companion floor(c·2^64 / q) is the stored form of u64 shoup, not of word = \"{}\" with reduction = \"{}\"", around.word, around.reduction),
            "pass the constant plain (form = \"plain\"), or use word = \"u64\" with reduction = \"shoup\"",
        ));
        return None;
    }
    if let Some(i) = constants.iter().position(|c| c.name == *name) {
        if constants[i].form != form {
            errors.push(err(&format!("{at}.form"), format!("constant {name:?} is {} here and {} in an earlier step", form, constants[i].form), "give one constant one form"));
            return None;
        }
        return Some(i);
    }
    if constants.len() == MAX_CONSTANTS {
        errors.push(err(&field, format!("a form takes at most {MAX_CONSTANTS} constants"), "multiply constants into one on the host"));
        return None;
    }
    constants.push(Constant { name: name.clone(), form });
    Some(constants.len() - 1)
}

/// What the forms add to a spec's default name: `_fz` and each form's name.
pub fn name_suffix(forms: &[FusedForm]) -> Option<String> {
    (!forms.is_empty()).then(|| forms.iter().fold(String::from("_fz"), |s, f| s + "_" + &f.name))
}

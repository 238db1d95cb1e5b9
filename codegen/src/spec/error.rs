//! Why a spec was refused: the field, what is wrong, what would be valid.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub field: String,
    pub problem: String,
    pub fix: String,
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}; {}", self.field, self.problem, self.fix)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum SpecError {
    #[error("cannot read spec file {path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("spec is not valid TOML for this schema: {0}")]
    Parse(String),
    #[error("spec refused:\n{}", list(.0))]
    Invalid(Vec<FieldError>),
    /// A resolved spec could not be written back as TOML: a generator bug,
    /// as every field of a resolved spec has a TOML form.
    #[error("cannot write the resolved spec as TOML: {0}")]
    Serialize(String),
}

/// Refusals printed in full; the rest are counted, so a hostile spec cannot
/// turn its size into megabytes of error text.
pub const MAX_LISTED_ERRORS: usize = 32;

fn list(errors: &[FieldError]) -> String {
    let mut lines: Vec<String> = errors.iter().take(MAX_LISTED_ERRORS).map(|e| format!("  - {e}")).collect();
    if errors.len() > MAX_LISTED_ERRORS {
        lines.push(format!("  ... and {} more refusals (fix the ones above first)", errors.len() - MAX_LISTED_ERRORS));
    }
    lines.join("\n")
}

impl SpecError {
    /// The refusals, for tests and tools that check which field failed.
    pub fn fields(&self) -> Vec<&str> {
        match self {
            SpecError::Invalid(errors) => errors.iter().map(|e| e.field.as_str()).collect(),
            _ => vec![],
        }
    }
}

pub(crate) fn err(field: &str, problem: impl Into<String>, fix: impl Into<String>) -> FieldError {
    FieldError { field: field.to_string(), problem: problem.into(), fix: fix.into() }
}

//! Why a plan could not be emitted: the one error type of every emitter
//! (CUDA, Rust, C, the identifier checks), below all of them.

/// Why a plan could not be emitted for a target.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EmitError {
    #[error("kernel {kernel} needs {feature}, which target {target} lacks; {fix}")]
    TargetLacks { kernel: String, feature: String, target: String, fix: String },
    #[error("{what} {name:?} cannot be a C and Rust identifier: {why}; rename the spec (`name = \"...\"`, letters, digits and _)")]
    Name { what: &'static str, name: String, why: String },
    #[error("{template}: {message} (a generator bug; please report it with the spec)")]
    Template { template: String, message: String },
    /// Memory for the spec's tables was refused.
    #[error(transparent)]
    Alloc(#[from] crate::memory::AllocError),
}

impl EmitError {
    /// The same error, a refused allocation naming spec `name`.
    pub fn in_spec(self, name: &str) -> Self {
        match self {
            EmitError::Alloc(a) => EmitError::Alloc(a.in_spec(name)),
            e => e,
        }
    }

    /// The spec could not be written as TOML into `place`, the spec text of
    /// a generated file: a resolved spec always has a TOML form, so a bug.
    pub(crate) fn spec_toml(place: String) -> impl FnOnce(crate::spec::SpecError) -> EmitError {
        move |e| EmitError::Template { template: place, message: e.to_string() }
    }
}

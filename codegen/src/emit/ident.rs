//! Names that reach C and Rust: the spec's name becomes a Rust module and
//! the prefix of every kernel name, table names become C parameters. The
//! validator refuses a bad spec name (`spec::names`); the emitter checks
//! every name it spells against the same rules, so a plan built or changed
//! by hand gets an error, never a panic in `quote` or a C file that does
//! not compile.

use super::error::EmitError;
use crate::plan::ir::Plan;
use crate::spec::names;

/// `Err` naming `what` when `name` is not an identifier of C and Rust alike.
pub fn check(what: &'static str, name: &str) -> Result<(), EmitError> {
    match names::problem(name) {
        Some(why) => Err(EmitError::Name { what, name: name.chars().take(64).collect(), why }),
        None => Ok(()),
    }
}

/// The Rust wrapper's constant for kernel `kernel` of spec `spec`: the
/// name after the spec's prefix, upper case (`FWD0` for `<spec>_fwd0`).
pub fn kernel_const(spec: &str, kernel: &str) -> String {
    let tail = kernel.strip_prefix(spec).and_then(|t| t.strip_prefix('_')).filter(|t| !t.is_empty()).unwrap_or(kernel);
    let up = tail.to_ascii_uppercase();
    if up.starts_with(|c: char| c.is_ascii_digit()) {
        format!("K_{up}")
    } else {
        up
    }
}

/// Kernels and programs become constants of one Rust module: no two may
/// spell the same one.
fn check_consts(plan: &Plan) -> Result<(), EmitError> {
    let mut seen = std::collections::HashMap::new();
    let kernels = plan.kernels.iter().map(|k| (kernel_const(&plan.spec.name, &k.name), &k.name));
    for (c, from) in kernels.chain(plan.programs.iter().map(|p| (p.name.to_ascii_uppercase(), &p.name))) {
        if let Some(first) = seen.insert(c.clone(), from) {
            return Err(EmitError::Name { what: "kernel or program name", name: from.clone(), why: format!("it and {first:?} both become the Rust constant {c}") });
        }
    }
    Ok(())
}

/// Every name of `plan` that the CUDA text or the Rust wrapper spells.
pub fn check_plan(plan: &Plan) -> Result<(), EmitError> {
    check("spec name", &plan.spec.name)?;
    for k in &plan.kernels {
        check("kernel name", &k.name)?;
    }
    for t in &plan.tables {
        check("table name", &t.name)?;
    }
    for b in &plan.buffers {
        check("buffer name", &b.name)?;
    }
    for p in &plan.programs {
        check("program name", &p.name)?;
    }
    check_consts(plan)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_what_rust_or_c_cannot_spell() {
        for bad in ["_", "self", "Self", "super", "crate", "int", "9lives", "a-b", "a b", "__x", "_X", "é", ""] {
            let e = check("kernel name", bad).unwrap_err();
            assert!(e.to_string().contains("kernel name"), "{e}");
        }
        for good in ["ntt_u64_n16", "a", "_x", "dgt_2", "A1", &"k".repeat(300)] {
            assert!(check("kernel name", good).is_ok(), "{good:?}");
        }
    }
}

//! Names that reach C and Rust: the spec's name becomes a Rust module and
//! the prefix of every kernel name, table names become C parameters. The
//! emitter checks each one here, so a bad name is an error, never a panic
//! in `quote` or a C file that does not compile.

use super::cuda::EmitError;
use crate::plan::ir::Plan;

/// Longest name accepted: default spec names spell every knob and run past
/// 60 characters, a kernel adds a suffix; NVRTC and linkers take far more.
pub const MAX_LEN: usize = 200;

/// Words that are not identifiers in Rust (strict and reserved, 2021) or
/// in C / C++ / CUDA C++.
const RESERVED: &[&str] = &[
    // Rust
    "_", "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "macro", "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
    // C / C++
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "case", "catch", "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "consteval", "constexpr", "constinit", "const_cast", "co_await", "co_return", "co_yield", "decltype", "default", "delete", "double", "dynamic_cast", "explicit", "export", "float", "friend", "goto", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register", "reinterpret_cast", "requires", "short", "signed", "sizeof", "static_assert", "static_cast", "switch", "template", "this", "thread_local", "throw", "typedef", "typeid", "typename", "union", "unsigned", "using", "void", "volatile", "wchar_t", "xor", "xor_eq", "restrict",
    // CUDA and the names the emitted file itself defines
    "__global__", "__device__", "__shared__", "__constant__", "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "word_t", "uint32_t", "uint64_t", "ModConst", "smem", "poly", "mods", "main",
];

/// Why `name` cannot be an identifier in both C and Rust, if it cannot.
pub fn problem(name: &str) -> Option<String> {
    let mut chars = name.chars();
    let first = chars.next()?;
    if name.len() > MAX_LEN {
        return Some(format!("longer than {MAX_LEN} characters"));
    }
    if !(first.is_ascii_alphabetic() || first == '_') {
        return Some("it must start with a letter or _".into());
    }
    if let Some(c) = name.chars().find(|c| !(c.is_ascii_alphanumeric() || *c == '_')) {
        return Some(format!("{c:?} is not a letter, digit or _"));
    }
    if RESERVED.contains(&name) {
        return Some("it is a reserved word of Rust, C++ or CUDA".into());
    }
    if name.starts_with("__") || (name.starts_with('_') && name.chars().nth(1).is_some_and(|c| c.is_ascii_uppercase())) {
        return Some("names starting with __ or _ and a capital are reserved in C++".into());
    }
    None
}

/// Like `problem`, with the empty name refused too.
pub fn check(what: &'static str, name: &str) -> Result<(), EmitError> {
    let why = if name.is_empty() { Some("it is empty".to_string()) } else { problem(name) };
    match why {
        Some(why) => Err(EmitError::Name { what, name: name.to_string(), why }),
        None => Ok(()),
    }
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
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_what_rust_or_c_cannot_spell() {
        for bad in ["_", "self", "Self", "super", "crate", "int", "9lives", "a-b", "a b", "__x", "_X", "smem", "é"] {
            assert!(problem(bad).is_some(), "{bad:?} was accepted");
        }
        assert!(check("spec name", "").is_err());
        assert!(problem(&"a".repeat(MAX_LEN + 1)).is_some());
        for good in ["ntt_u64_n16", "a", "_x", "dgt_2", "A1"] {
            assert_eq!(problem(good), None, "{good:?}");
        }
    }

    #[test]
    fn every_reserved_word_is_refused_and_named() {
        for w in RESERVED {
            let e = check("spec name", w).unwrap_err().to_string();
            assert!(e.contains(&format!("{w:?}")), "{e}");
        }
    }
}

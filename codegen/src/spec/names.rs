//! Which spec names the generator accepts. The name becomes a C/CUDA symbol
//! prefix, a Rust module and type name, and file names, so it must be a plain
//! identifier in all three languages: `[A-Za-z_][A-Za-z0-9_]*`, not `_`, not a
//! keyword of any of them, not reserved by C (`__x`, `_X`).

use super::error::{err, FieldError};

/// Longest name accepted (a symbol prefix; kernel names add a suffix).
pub const MAX_NAME_LEN: usize = 96;

/// Rust strict and reserved keywords (2015-2024 editions). `self`, `Self`,
/// `super`, `crate` and `_` cannot even be raw identifiers.
const RUST_KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false", "fn", "for", "if", "impl", "in",
    "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "gen", "macro", "override", "priv", "try", "typeof",
    "unsized", "virtual", "yield", "union", "macro_rules",
];

/// C11/C23 and C++20 keywords and alternative tokens, and CUDA's built-in
/// variables (names a kernel cannot shadow).
const C_CUDA_KEYWORDS: &[&str] = &[
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch", "char", "char8_t", "char16_t",
    "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr", "constinit", "const_cast", "continue", "co_await",
    "co_return", "co_yield", "decltype", "default", "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit", "export",
    "extern", "false", "float", "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not",
    "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register", "reinterpret_cast", "requires",
    "restrict", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct", "switch", "template", "this",
    "thread_local", "throw", "true", "try", "typedef", "typeid", "typename", "typeof", "union", "unsigned", "using", "virtual", "void",
    "volatile", "wchar_t", "while", "xor", "xor_eq", "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "main", "NULL",
];

/// `Ok` when `name` is usable as a C, CUDA C++ and Rust identifier.
pub fn check(name: &str) -> Result<(), FieldError> {
    let refuse = |problem: String| Err(err("name", problem, "use letters, digits and '_' (not first a digit), not a C, CUDA or Rust keyword, e.g. name = \"my_ntt\""));
    // Quoted and escaped, and cut short: the name may hold anything.
    let cut: String = name.chars().take(40).collect();
    let shown = format!("{cut:?}{}", if cut.len() < name.len() { "..." } else { "" });
    if name.len() > MAX_NAME_LEN {
        return refuse(format!("{shown} is {} bytes, over the limit of {MAX_NAME_LEN}", name.len()));
    }
    match problem(name) {
        Some(p) => refuse(p),
        None => Ok(()),
    }
}

/// Why `name` is not an identifier of C, CUDA C++ and Rust alike, at any
/// length (the emitter checks kernel and table names with this too).
pub fn problem(name: &str) -> Option<String> {
    let cut: String = name.chars().take(40).collect();
    let shown = format!("{cut:?}{}", if cut.len() < name.len() { "..." } else { "" });
    if name.is_empty() {
        return Some("is empty".into());
    }
    let mut chars = name.chars();
    let first_ok = chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if !first_ok || !chars.all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Some(format!("{shown} is not an identifier ([A-Za-z_][A-Za-z0-9_]*)"));
    }
    if name == "_" {
        return Some("\"_\" is a placeholder, not a name, in Rust".into());
    }
    if name.starts_with("__") || name.starts_with('_') && name.as_bytes()[1].is_ascii_uppercase() {
        return Some(format!("\"{name}\" is reserved in C and C++ (a leading \"__\" or \"_\" and a capital)"));
    }
    if RUST_KEYWORDS.contains(&name) {
        return Some(format!("\"{name}\" is a Rust keyword"));
    }
    if C_CUDA_KEYWORDS.contains(&name) {
        return Some(format!("\"{name}\" is a C, C++ or CUDA keyword"));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_identifiers_pass() {
        for n in ["ntt_u64_n12", "a", "_x", "A1_b2", "selfie", "crate_1", &"x".repeat(MAX_NAME_LEN)] {
            assert!(check(n).is_ok(), "{n}");
        }
    }

    #[test]
    fn keywords_and_non_identifiers_are_refused() {
        let long = "x".repeat(MAX_NAME_LEN + 1);
        for n in ["_", "self", "Self", "super", "crate", "fn", "match", "r#fn", "class", "int", "__global__", "_Bool", "threadIdx", "", "1a", "a-b", "é", &long] {
            let e = check(n).unwrap_err();
            assert_eq!(e.field, "name", "{n}");
        }
    }
}

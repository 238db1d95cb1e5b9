//! Emits the launch wrappers of this crate's specs into OUT_DIR with
//! `codegen::Builder`: `specs/demo.toml` (a file, rebuilt when it changes)
//! and one spec given as text.

/// A spec needs no file: here a 32-bit DGT, named by `spec_str`.
const DGT: &str = r#"
transform = "dgt"
log_n     = 10
word      = "u32"
[moduli]
bits  = 30
count = 1
"#;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let Some(out) = std::env::var_os("OUT_DIR") else {
        eprintln!("OUT_DIR is not set: run this through cargo");
        std::process::exit(1);
    };
    let built = codegen::Builder::new().spec_file("specs/demo.toml").spec_str("demo_dgt", DGT).emit_to(&out);
    if let Err(e) = built {
        // Names the spec and the refused field; cargo shows it under the failed build script.
        eprintln!("{e}");
        std::process::exit(1);
    }
}

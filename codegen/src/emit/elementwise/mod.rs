//! Element-wise kernels from descriptors: each kernel is data
//! ([`descriptor::Kernel`]: parameters, buffer views, element count, and the
//! statements run for each element of a grid-stride loop); the generator
//! checks it (names, types, constant time), renders it as CUDA over the NTT
//! kernels' own modular arithmetic (`templates/reduce/common.cu`), and can
//! run it on the CPU ([`eval`]) to compare with hand-written twins.
//!
//! The applications' kernels ([`apps`]: ring, RLWE, RNS, BFV, and the
//! big-integer products' split, Garner and pack) are compiled by
//! `runtime::apps` from this text at run time and checked in under
//! [`APPS_DIR`] for review (`codegen emit --catalog` rewrites them; a test
//! keeps them fresh). A module with sizes (RNS, BFV) is compiled with a
//! `#define` of each before its text ([`sized_cuda`]); its loops over them
//! unroll. Only the big-integer carry kernels stay hand-written
//! (`runtime/cuda/bigint_carry.cu`): their threads cooperate through warp
//! shuffles and shared memory, outside this model of independent elements.
//!
//! Output is deterministic: a module always gives the same bytes.

pub mod apps;
mod check;
pub mod descriptor;
pub mod eval;
pub mod fused;
mod render;

pub use descriptor::Module;
pub use render::cuda;

use crate::emit::EmitError;

/// Where the applications' kernels are checked in, relative to the workspace root.
pub const APPS_DIR: &str = "generated/apps";

/// The command that rewrites the checked-in files.
pub const APPS_COMMAND: &str = "codegen emit --catalog";

/// The applications' modules, in file order.
pub fn app_modules() -> Vec<Module> {
    vec![apps::ring(), apps::rlwe(), apps::rns(), apps::bfv(), apps::bigint()]
}

/// The CUDA text of one application module, as checked in: its header
/// names the command and the function that describe it.
pub fn app_cuda(m: &Module) -> Result<String, EmitError> {
    cuda(m, &format!("{APPS_COMMAND} (codegen::emit::elementwise::apps::{})", m.name))
}

/// `(file name, text)` of every application module, for [`APPS_DIR`].
pub fn app_files() -> Result<Vec<(String, String)>, EmitError> {
    app_modules().iter().map(|m| Ok((format!("{}.cu", m.name), app_cuda(m)?))).collect()
}

/// The ring kernels' text (`runtime::apps::ring`).
pub fn ring_cuda() -> Result<String, EmitError> {
    app_cuda(&apps::ring())
}

/// The RLWE kernels' text (`runtime::apps::rlwe`).
pub fn rlwe_cuda() -> Result<String, EmitError> {
    app_cuda(&apps::rlwe())
}

/// The RNS kernels' text (`runtime::apps::rns`), its sizes given as
/// `(name, value)`: one `#define` each before the checked-in text.
pub fn rns_cuda(sizes: &[(&str, u64)]) -> Result<String, EmitError> {
    sized_cuda(&apps::rns(), sizes)
}

/// The BFV multiplication's kernels' text (`runtime::apps::bfv`), sized
/// as [`rns_cuda`].
pub fn bfv_cuda(sizes: &[(&str, u64)]) -> Result<String, EmitError> {
    sized_cuda(&apps::bfv(), sizes)
}

/// The big-integer products' element-wise kernels' text
/// (`runtime::apps::bigint`: split, Garner, pack).
pub fn bigint_cuda() -> Result<String, EmitError> {
    app_cuda(&apps::bigint())
}

/// The text of a module with sizes, as the host compiles it: a `#define`
/// of every size (each given exactly once, nothing else), then the file.
pub fn sized_cuda(m: &Module, sizes: &[(&str, u64)]) -> Result<String, EmitError> {
    let err = |message: String| EmitError::Template { template: format!("elementwise {}.cu", m.name), message };
    let mut text = String::new();
    for s in &m.sizes {
        match sizes.iter().filter(|(n, _)| *n == s.name).collect::<Vec<_>>()[..] {
            [(_, value)] => text += &format!("#define {} {value}\n", s.name),
            [] => return Err(err(format!("size {} not given", s.name))),
            _ => return Err(err(format!("size {} given twice", s.name))),
        }
    }
    if let Some((n, _)) = sizes.iter().find(|(n, _)| !m.sizes.iter().any(|s| s.name == *n)) {
        return Err(err(format!("{n} is not a size of the module")));
    }
    Ok(text + &app_cuda(m)?)
}

#[cfg(test)]
mod tests;

//! Plan -> Rust launch description, with `quote!`, checked by `syn` and laid
//! out by `prettyplease`.
//!
//! The emitted file is one module named after the spec. It uses nothing but
//! `core`, so it compiles in any crate: the CUDA text (`include_str!` of the
//! `.cu` beside it), the spec, the sizes, the per-tower modulus constants and,
//! per kernel, a `KernelLaunch` (name, grid, block, shared bytes, parameters
//! in the order of `Kernel::params`, the same list the CUDA signature uses).

use crate::arith::reduce::Modulus;
use crate::plan::ir::*;
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};
use std::str::FromStr;

/// Rust text of the launch wrapper of `plan`, with `command` in its header.
pub fn rust_wrapper(plan: &Plan, command: &str) -> String {
    let spec = &plan.spec;
    let module = ident(&spec.name);
    let name = &spec.name;
    let cu_file = format!("{name}.cu");
    let spec_toml = raw_str(&spec.to_toml());
    let log_n = u(spec.log_n as u64);
    let n = u(spec.n() as u64);
    let towers = u(plan.towers as u64);
    let wpp = u(plan.words_per_poly as u64);
    let word_bytes = u(spec.word.bytes() as u64);
    let streams = u(spec.streams as u64);
    let word = spec.word.as_str();
    let primes: Vec<Literal> = spec.primes.iter().map(|&p| u(p)).collect();
    let mods: Vec<TokenStream> = spec
        .primes
        .iter()
        .map(|&q| {
            let c = Modulus::new(q, spec.word, spec.reduction).map(|m| m.consts()).expect("a valid spec's primes suit its reduction");
            let (q, c0, c1, c2) = (u(c.q), u(c.c[0]), u(c.c[1]), u(c.c[2]));
            quote!([#q, #c0, #c1, #c2])
        })
        .collect();
    let nvrtc: Vec<String> = super::nvrtc_options(spec);
    let scratch: Vec<&str> = plan.scratch.iter().map(|b| b.c_name()).collect();

    let uses_companion = |t: usize| plan.kernels().any(|k| k.params.contains(&Param::Table(t, Part::Companion)));
    let tables: Vec<TokenStream> = plan
        .tables
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let tname = &t.name;
            let words = u(t.words() as u64);
            let gaussian = t.gaussian;
            let companion = uses_companion(i);
            quote!(Table { name: #tname, words_per_tower: #words, gaussian: #gaussian, companion: #companion })
        })
        .collect();

    let mut kernel_consts = vec![];
    let mut lists: [Vec<Ident>; 4] = Default::default();
    let fused: Vec<Kernel> = plan.fused_inverse.iter().cloned().collect();
    for (list, kernels) in [&plan.forward, &plan.pointwise, &plan.inverse, &fused].into_iter().enumerate() {
        for k in kernels {
            let cname = const_name(&spec.name, &k.name);
            let kname = &k.name;
            let role = format!("{:?}", k.role);
            let role = format_ident!("{}", role);
            let grid_x = u(k.grid_x as u64);
            let (bx, by) = (u(k.block[0] as u64), u(k.block[1] as u64));
            let shared = u((k.shared_words * spec.word.bytes()) as u64);
            let levels: Vec<Literal> = k.levels.iter().map(|&l| u(l as u64)).collect();
            let params: Vec<TokenStream> = k
                .params
                .iter()
                .map(|p| match p {
                    Param::Buf(b) => {
                        let v = format_ident!("{}", format!("{b:?}"));
                        quote!(Param::Buf(Buf::#v))
                    }
                    Param::Table(t, Part::Value) => {
                        let t = u(*t as u64);
                        quote!(Param::TableValue(#t))
                    }
                    Param::Table(t, Part::Companion) => {
                        let t = u(*t as u64);
                        quote!(Param::TableCompanion(#t))
                    }
                    Param::Mods => quote!(Param::Mods),
                })
                .collect();
            let names: Vec<String> = k.params.iter().map(|p| p.c_name(&plan.tables)).collect();
            let doc = format!(" `{kname}`: {} phase(s), {} register(s) in the plan.", k.phases.len(), k.regs);
            kernel_consts.push(quote! {
                #[doc = #doc]
                pub const #cname: KernelLaunch = KernelLaunch {
                    name: #kname,
                    role: Role::#role,
                    grid_x: #grid_x,
                    block: [#bx, #by],
                    shared_bytes: #shared,
                    levels: &[#(#levels),*],
                    params: &[#(#params),*],
                    param_names: &[#(#names),*],
                };
            });
            lists[list].push(cname);
        }
    }
    let [fwd, pw, inv, fused] = &lists;

    let doc_lines = [
        format!(" nttgen launch description of `{name}` (generated; do not edit)."),
        format!(" command: `{command}`"),
        String::new(),
        format!(" The kernels are in `{cu_file}` beside this file; launch each with"),
        " grid (grid_x, TOWERS, batch), block (block[0], block[1]) and `shared_bytes` of".to_string(),
        " dynamic shared memory, arguments in `params` order.".to_string(),
    ];
    let tokens = quote! {
        #(#[doc = #doc_lines])*
        #[allow(dead_code)]
        pub mod #module {
            /// Spec name; kernel names start with it.
            pub const NAME: &str = #name;
            /// The command that produced this file and the `.cu` beside it.
            pub const COMMAND: &str = #command;
            /// The CUDA source of every kernel below.
            pub const CUDA_SOURCE: &str = include_str!(#cu_file);
            /// NVRTC options the source needs besides `--gpu-architecture`.
            pub const NVRTC_OPTIONS: &[&str] = &[#(#nvrtc),*];
            /// The spec with every default filled in.
            pub const SPEC_TOML: &str = #spec_toml;
            pub const WORD: &str = #word;
            pub const WORD_BYTES: usize = #word_bytes;
            pub const LOG_N: u32 = #log_n;
            pub const N: usize = #n;
            /// RNS towers: gridDim.y of every launch.
            pub const TOWERS: usize = #towers;
            /// Words of one polynomial of one tower (2 per coefficient pair for the DGT).
            pub const WORDS_PER_POLY: usize = #wpp;
            pub const STREAMS: u32 = #streams;
            pub const PRIMES: [u64; #towers] = [#(#primes),*];
            /// Per tower, `struct ModConst { q, c0, c1, c2 }` as the kernels read it from `mods`.
            pub const MODS: [[u64; 4]; #towers] = [#(#mods),*];
            /// Scratch buffers (each batch x TOWERS x WORDS_PER_POLY words) besides x and y.
            pub const SCRATCH: &[&str] = &[#(#scratch),*];
            /// Constant tables, indexed as in `Param::TableValue`; each is uploaded as
            /// TOWERS x words_per_tower words (and the same again for companions).
            pub const TABLES: &[Table] = &[#(#tables),*];

            #[derive(Clone, Copy, Debug, PartialEq, Eq)]
            pub enum Buf { X, Y, S0, S1 }

            #[derive(Clone, Copy, Debug, PartialEq, Eq)]
            pub enum Param {
                /// A coefficient buffer, `word_t*`.
                Buf(Buf),
                /// Values of table i, `const word_t*`.
                TableValue(usize),
                /// Companions of table i (Shoup), `const word_t*`.
                TableCompanion(usize),
                /// `const ModConst*`, one per tower.
                Mods,
            }

            #[derive(Clone, Copy, Debug, PartialEq, Eq)]
            pub enum Role { Forward, Twist, Pointwise, Untwist, Inverse }

            #[derive(Clone, Copy, Debug, PartialEq, Eq)]
            pub struct Table {
                pub name: &'static str,
                pub words_per_tower: usize,
                pub gaussian: bool,
                /// Whether some kernel reads the companion words.
                pub companion: bool,
            }

            #[derive(Clone, Copy, Debug, PartialEq, Eq)]
            pub struct KernelLaunch {
                pub name: &'static str,
                pub role: Role,
                pub grid_x: u32,
                /// (threads per set, sets per block) = (blockDim.x, blockDim.y).
                pub block: [u32; 2],
                pub shared_bytes: u32,
                /// Transform levels this kernel computes.
                pub levels: &'static [u32],
                pub params: &'static [Param],
                /// The CUDA parameter names, same order.
                pub param_names: &'static [&'static str],
            }

            impl KernelLaunch {
                /// gridDim for `batch` polynomials per tower.
                pub const fn grid(&self, batch: u32) -> [u32; 3] {
                    [self.grid_x, TOWERS as u32, batch]
                }
                pub const fn block_dim(&self) -> [u32; 3] {
                    [self.block[0], self.block[1], 1]
                }
            }

            #(#kernel_consts)*

            /// Forward transform launches, in order.
            pub const FORWARD: &[KernelLaunch] = &[#(#fwd),*];
            /// Pointwise product launches (x <- x . y), in order.
            pub const POINTWISE: &[KernelLaunch] = &[#(#pw),*];
            /// Inverse transform launches, in order.
            pub const INVERSE: &[KernelLaunch] = &[#(#inv),*];
            /// The inverse's first kernel with the Hadamard product fused into its
            /// loads (empty when the plan has none); a product runs FORWARD on x,
            /// FORWARD on y, then this and INVERSE[1..], else POINTWISE and INVERSE.
            pub const FUSED_INVERSE: &[KernelLaunch] = &[#(#fused),*];

            /// Checks that a buffer of `data_len` words holds `batch` polynomials per tower.
            pub fn check_len(data_len: usize, batch: usize) -> Result<(), String> {
                if batch == 0 {
                    return Err(String::from("batch must be at least 1"));
                }
                let expected = batch.checked_mul(TOWERS * WORDS_PER_POLY);
                if expected != Some(data_len) {
                    return Err(format!(
                        "expected batch {} x towers {} x {} words per polynomial = {:?} words, got {}",
                        batch, TOWERS, WORDS_PER_POLY, expected, data_len
                    ));
                }
                Ok(())
            }
        }
    };
    let file: syn::File = syn::parse2(tokens).unwrap_or_else(|e| panic!("emitted Rust does not parse: {e}"));
    let mut out = format!("// nttgen: {name} (generated; do not edit)\n// command: {command}\n\n");
    out += &prettyplease::unparse(&file);
    out
}

/// An unsuffixed integer literal.
fn u(v: u64) -> Literal {
    Literal::u64_unsuffixed(v)
}

/// A Rust identifier for `s` (raw when it is a keyword).
fn ident(s: &str) -> Ident {
    if syn::parse_str::<Ident>(s).is_ok() {
        Ident::new(s, Span::call_site())
    } else {
        Ident::new_raw(s, Span::call_site())
    }
}

/// `FWD0` for `<spec>_fwd0`, `PW` for `<spec>_pw`, ...
fn const_name(spec: &str, kernel: &str) -> Ident {
    let tail = kernel.strip_prefix(spec).and_then(|t| t.strip_prefix('_')).filter(|t| !t.is_empty()).unwrap_or(kernel);
    let up = tail.to_ascii_uppercase();
    let up = if up.starts_with(|c: char| c.is_ascii_digit()) { format!("K_{up}") } else { up };
    format_ident!("{}", up)
}

/// A raw string literal holding `s`, with enough `#`s.
fn raw_str(s: &str) -> Literal {
    let mut hashes = String::from("#");
    while s.contains(&format!("\"{hashes}")) {
        hashes.push('#');
    }
    Literal::from_str(&format!("r{hashes}\"{s}\"{hashes}")).expect("a raw string literal")
}

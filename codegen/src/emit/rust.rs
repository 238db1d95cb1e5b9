//! Plan -> Rust launch description, with `quote!`, checked by `syn` and laid
//! out by `prettyplease`.
//!
//! The emitted file is one module named after the spec. It uses nothing but
//! `core`, so it compiles in any crate: the CUDA text (`include_str!` of the
//! `.cu` beside it), the spec, the sizes, the per-tower modulus constants and,
//! per kernel, a `KernelLaunch` (name, grid, block, shared bytes, parameters
//! in the order of `Kernel::params`, the same list the CUDA signature uses).

use super::cuda::Info;
use super::error::EmitError;
use super::launch::{param_variant, KernelInfo};
use super::package::TablesLayout;
use crate::plan::ir::*;
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};
use std::str::FromStr;

/// Rust text of the launch wrapper of `plan`, from the `Info` the CUDA
/// emitter returned for the same plan, with `command` in its header.
pub fn rust_wrapper(plan: &Plan, info: &Info, layout: &TablesLayout, command: &str) -> Result<String, EmitError> {
    super::ident::check_plan(plan)?;
    let spec = &plan.spec;
    let module = ident(&spec.name);
    let name = &spec.name;
    let cu_file = format!("{name}.cu");
    let constants = spec_constants(plan, info, layout, command)?;
    let types = type_items();
    let check_len = check_len_item();
    let const_names: Vec<Ident> = info.kernels.iter().map(|k| const_name(&spec.name, &k.name)).collect();
    let kernel_consts: Vec<TokenStream> = info.kernels.iter().zip(&plan.kernels).zip(&const_names).map(|((k, pk), cname)| kernel_const(k, pk, cname)).collect();
    let programs: Vec<TokenStream> = plan.programs.iter().map(|p| program_const(p, plan, &const_names)).collect();
    let program_names: Vec<Ident> = plan.programs.iter().map(|p| format_ident!("{}", p.name.to_ascii_uppercase())).collect();

    let doc_lines = [
        format!(" nttgen launch description of `{name}` (generated; do not edit)."),
        format!(" command: `{command}`"),
        String::new(),
        format!(" The kernels are in `{cu_file}` beside this file. A program (FORWARD,"),
        " INVERSE, POINTWISE, POLYMUL) is a list of launches over the buffers of".to_string(),
        " BUFFERS; `run` walks one and hands each launch to your `Launcher`.".to_string(),
    ];
    let tokens = quote! {
        #(#[doc = #doc_lines])*
        #[allow(dead_code)]
        pub mod #module {
            #constants
            #types
            #(#kernel_consts)*

            /// Every kernel, in the order the `.cu` defines them.
            pub const KERNELS: &[KernelLaunch] = &[#(#const_names),*];

            #(#programs)*

            pub const PROGRAMS: &[Program] = &[#(#program_names),*];

            #check_len
        }
    };
    let file: syn::File = syn::parse2(tokens).map_err(|e| EmitError::Template { template: "the Rust wrapper".into(), message: e.to_string() })?;
    let mut out = format!("// nttgen: {name} (generated; do not edit)\n// command: {command}\n\n");
    out += &prettyplease::unparse(&file);
    Ok(out)
}

/// The spec's constants: its text, word, sizes, primes and `ModConst`s, NTT
/// domain, the tables file's layout, and the table and buffer lists.
fn spec_constants(plan: &Plan, info: &Info, layout: &TablesLayout, command: &str) -> Result<TokenStream, EmitError> {
    let spec = &plan.spec;
    let name = &spec.name;
    let cu_file = format!("{name}.cu");
    let tables_file = format!("{name}.tables.bin");
    let mods_offset = u(layout.mods as u64);
    let domain = super::package::domain(plan);
    let (order, root_doc) = (&domain.order, domain.root);
    let roots: Vec<Literal> = domain.roots.iter().map(|&r| u(r)).collect();
    let roots_len = u(roots.len() as u64);
    let table_words = u(layout.total_words as u64);
    let toml = spec.to_toml().map_err(EmitError::spec_toml(format!("{name}.rs's SPEC_TOML")))?;
    let spec_toml = raw_str(&toml)?;
    let log_n = u(spec.log_n as u64);
    let n = u(spec.n() as u64);
    let towers = u(plan.towers as u64);
    let wpp = u(plan.words_per_poly as u64);
    let word_bytes = u(spec.word.bytes() as u64);
    let streams = u(spec.streams as u64);
    let word = spec.word.as_str();
    let primes: Vec<Literal> = spec.primes.iter().map(|&p| u(p)).collect();
    let mods = mod_items(spec)?;
    let nvrtc = &info.nvrtc_options;
    let (tables, buffers) = (table_items(plan, info, layout), buffer_items(plan));
    let tower_args = tower_arg_items(plan);
    let template = template_items(plan);

    Ok(quote! {
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
    /// RNS towers: gridDim.z of every launch.
    pub const TOWERS: usize = #towers;
    /// Words of one polynomial of one tower (2 per coefficient pair for the DGT).
    pub const WORDS_PER_POLY: usize = #wpp;
    pub const STREAMS: u32 = #streams;
    pub const PRIMES: [u64; #towers] = [#(#primes),*];
    /// Per tower, `struct ModConst { q, c0, c1, c2 }` as the kernels read it from `mods`.
    pub const MODS: [[u64; 4]; #towers] = [#(#mods),*];
    /// NTT domain: the order of the forward output (docs/SPEC.md, "NTT domain").
    pub const ORDER: &str = #order;
    /// What ROOTS holds.
    pub const ROOT: &str = #root_doc;
    /// The root of unity of each tower's transform (empty for the DGT).
    pub const ROOTS: [u64; #roots_len] = [#(#roots),*];
    /// Every table's contents (and MODS), the words of WORD_BYTES each,
    /// little-endian: upload it once and point each table argument at
    /// its offset (see `Table`), so nothing of the generator runs at run time.
    pub const TABLES_FILE: &[u8] = include_bytes!(#tables_file);
    /// Words in TABLES_FILE.
    pub const TABLE_WORDS: usize = #table_words;
    /// Word offset of the `ModConst` array (4 words per tower) in TABLES_FILE.
    pub const MODS_OFFSET: usize = #mods_offset;
    /// Constant tables, indexed as in `Param::TableValue`; each is uploaded as
    /// TOWERS x words_per_tower words (and the same again for companions).
    pub const TABLES: &[Table] = &[#(#tables),*];
    /// Global buffers, each batch x TOWERS x WORDS_PER_POLY words; programs
    /// name them by index.
    pub const BUFFERS: &[BufferDecl] = &[#(#buffers),*];
    /// The per-tower arrays of the fused forms (`[[fused]]`), which their
    /// programs take by index.
    pub const TOWER_ARGS: &[TowerArg] = &[#(#tower_args),*];
    #template
    })
}

/// The per-tower arrays of the fused forms, as `TowerArg` items.
fn tower_arg_items(plan: &Plan) -> Vec<TokenStream> {
    plan.tower_args
        .iter()
        .map(|a| {
            let (name, form, constant, companion) = (&a.name, &a.form, &a.constant, a.companion);
            quote!(TowerArg { name: #name, form: #form, constant: #constant, companion: #companion })
        })
        .collect()
}

/// A run-time template's bounds and the tables' offsets for a range of
/// towers (the C functions' `_range` arithmetic, `package::program_fn`).
fn template_items(plan: &Plan) -> TokenStream {
    let Some(rt) = plan.spec.runtime_moduli else { return quote!() };
    let (max_towers, max_bits) = (u(u64::from(rt.max_towers)), u(u64::from(rt.max_bits)));
    let mods_words = u(super::package::MOD_CONST_WORDS as u64);
    quote! {
        /// Primes at run time (`[moduli.runtime]`): PRIMES, MODS and TABLES_FILE
        /// hold one placeholder prime. Build the tables for yours
        /// (`ValidSpec::with_primes`, then `codegen::emit::package::tables_file`;
        /// `nttgen_tables` from C), launch over `KernelLaunch::grid_towers` and
        /// point each table argument at `range_offset`.
        pub const MAX_TOWERS: usize = #max_towers;
        pub const MAX_BITS: u32 = #max_bits;
        /// Words of one tower's `ModConst` in a tables file.
        pub const MODS_WORDS_PER_TOWER: usize = #mods_words;
        /// The word offset, in tables built for `table_towers` primes, of tower
        /// `first` of the region at `offset` here (a `TABLES` offset or
        /// `MODS_OFFSET`, laid out for one tower) whose towers take `stride`
        /// words each (`Table::words_per_tower`, or `MODS_WORDS_PER_TOWER`);
        /// `None` for 0 or more than MAX_TOWERS tables, or `first` past them
        /// (as the C functions' `cudaErrorInvalidValue`).
        pub const fn range_offset(offset: usize, stride: usize, table_towers: usize, first: usize) -> Option<usize> {
            if table_towers == 0 || table_towers > MAX_TOWERS || first >= table_towers {
                return None;
            }
            Some(table_towers * offset + first * stride)
        }
    }
}

/// Each tower's `ModConst` as `[q, c0, c1, c2]`.
fn mod_items(spec: &crate::spec::ValidSpec) -> Result<Vec<TokenStream>, EmitError> {
    spec.primes
        .iter()
        .map(|&q| {
            // As the kernels take it (the narrow form's constants differ).
            let c = crate::plan::tables::kernel_modulus(spec, q)
                .map_err(|e| EmitError::Template { template: "MODS".into(), message: format!("prime {q}: {e}") })?
                .consts();
            let (q, c0, c1, c2) = (u(c.q), u(c.c[0]), u(c.c[1]), u(c.c[2]));
            Ok(quote!([#q, #c0, #c1, #c2]))
        })
        .collect()
}

/// Each table's `Table` descriptor: size, kind, whether a kernel reads its
/// companions, and its offsets in the tables file.
fn table_items(plan: &Plan, info: &Info, layout: &TablesLayout) -> Vec<TokenStream> {
    let uses_companion = |t: usize| info.kernels.iter().any(|k| k.params.contains(&Param::Table(t, Part::Companion)));
    plan.tables
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let tname = &t.name;
            let words = u(t.words() as u64);
            let gaussian = t.gaussian;
            let companion = uses_companion(i);
            let (vo, co) = (u(layout.tables[i].0 as u64), u(layout.tables[i].1 as u64));
            quote!(Table { name: #tname, words_per_tower: #words, gaussian: #gaussian, companion: #companion, value_offset: #vo, companion_offset: #co })
        })
        .collect()
}

/// Each global buffer's `BufferDecl`.
fn buffer_items(plan: &Plan) -> Vec<TokenStream> {
    plan.buffers
        .iter()
        .map(|b| {
            let bname = &b.name;
            let counters = b.kind == BufferKind::Counters;
            let scratch = b.kind == BufferKind::Scratch || counters;
            quote!(BufferDecl { name: #bname, scratch: #scratch, counters: #counters })
        })
        .collect()
}

/// The types every wrapper defines, the same for every spec: buffers,
/// parameters, tables, launches, programs, and `run` over a `Launcher`.
fn type_items() -> TokenStream {
    let (descriptors, programs) = (descriptor_types(), program_types());
    quote! { #descriptors #programs }
}

/// The types that describe a kernel: its buffers, parameters, role,
/// tables and launch shape.
fn descriptor_types() -> TokenStream {
    let (params, launch) = (param_types(), launch_types());
    quote! { #params #launch }
}

/// A kernel's buffers, parameters and role.
fn param_types() -> TokenStream {
    quote! {
    /// A kernel's buffer parameters: the data it transforms (`x`), the
    /// second operand (`y`), scratch (`s0`, `s1`), a streamed forward's
    /// counters (`counters`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Buf { X, Y, S0, S1, Counters }

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
        /// The grid barrier's counter, `unsigned*`, last in a kernel with
        /// grid barriers: one zeroed word per stream where the kernel is
        /// launched without the cooperative attribute (the whole grid
        /// checked to fit the GPU at once), null in a cooperative launch.
        GridCounter,
        /// A fused form's per-tower array i of TOWER_ARGS, `const word_t*`.
        TowerArg(usize),
        /// Where the towers a fused form leaves out start, and how many
        /// (`unsigned long long` each).
        SkipAt,
        SkipLen,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Role { Forward, Twist, Pointwise, Untwist, Inverse, Product, Elementwise }

    /// A per-tower array a fused form takes from its caller: one word per
    /// tower of the buffers (skipped ones too), each below its prime, or
    /// a Shoup pair's companions floor(c·2^64 / q).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct TowerArg {
        pub name: &'static str,
        /// The form and its constant's name.
        pub form: &'static str,
        pub constant: &'static str,
        pub companion: bool,
    }
    }
}

/// The tables, buffers and launch shape of a package.
fn launch_types() -> TokenStream {
    let kernel_launch = KernelInfo::wrapper_type();
    quote! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Table {
        pub name: &'static str,
        pub words_per_tower: usize,
        pub gaussian: bool,
        /// Whether some kernel reads the companion words.
        pub companion: bool,
        /// Word offsets of the values and the companions (all towers) in TABLES_FILE.
        pub value_offset: usize,
        pub companion_offset: usize,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct BufferDecl {
        pub name: &'static str,
        /// Allocated by the launcher (true) or passed by the caller.
        pub scratch: bool,
        /// A streamed forward's counters (`stream_lag`), not data: `batch x
        /// towers + 1` words, allocated zeroed once (every launch leaves
        /// them zeroed); one set per stream that may run at once.
        pub counters: bool,
    }

    #kernel_launch

    impl KernelLaunch {
        /// gridDim for `batch` polynomials per tower: (blocks, batch, towers),
        /// so that one tower's polynomials run together and share its tables.
        pub const fn grid(&self, batch: u32) -> [u32; 3] {
            [self.grid_x, batch, TOWERS as u32]
        }
        /// gridDim over `towers` towers (a range of them, or primes chosen at run time).
        pub const fn grid_towers(&self, batch: u32, towers: u32) -> [u32; 3] {
            [self.grid_x, batch, towers]
        }
        /// gridDim of a persistent kernel over `batch` x `towers`
        /// polynomials on a GPU that holds `resident` of its blocks at once
        /// (the occupancy API's blocks per SM times the SMs): about that
        /// many blocks, at least one per polynomial.
        pub const fn persistent_grid(&self, batch: u32, towers: u32, resident: u64) -> [u32; 3] {
            let polys = batch as u64 * towers as u64;
            let x = if polys > 0 && resident > polys { resident.div_ceil(polys) } else { 1 };
            [if x > u32::MAX as u64 { u32::MAX } else { x as u32 }, batch, towers]
        }
        pub const fn block_dim(&self) -> [u32; 3] {
            [self.block[0], self.block[1], 1]
        }
    }

    }
}

/// The types of the programs: a launch, a program, an argument, and `run`
/// over your `Launcher`.
fn program_types() -> TokenStream {
    quote! {
    /// One launch of a program: the kernel and its arguments, in
    /// parameter order (each buffer parameter bound to a buffer of BUFFERS).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Step {
        pub kernel: &'static KernelLaunch,
        pub args: &'static [Arg],
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Program {
        pub name: &'static str,
        /// What it computes.
        pub doc: &'static str,
        /// The buffers the caller passes (indices into BUFFERS), in order.
        pub operands: &'static [usize],
        /// The scratch buffers its launches use.
        pub scratch: &'static [usize],
        pub steps: &'static [Step],
        /// The per-tower arrays it takes (indices into TOWER_ARGS), in order.
        pub tower_args: &'static [usize],
        /// It leaves out the towers `skip_at .. skip_at + skip_len` (run it
        /// over `TOWERS - skip_len` with `run_towers`).
        pub skip_towers: bool,
    }

    /// One kernel argument of a launch.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Arg {
        /// Buffer i of BUFFERS.
        Buffer(usize),
        TableValue(usize),
        TableCompanion(usize),
        Mods,
        /// The grid barrier's counter (`Param::GridCounter`): a zeroed
        /// `unsigned` word per stream where the launcher launches the
        /// kernel without the cooperative attribute, else null.
        GridCounter,
        /// The caller's per-tower array i of TOWER_ARGS.
        TowerArg(usize),
        /// The first skipped tower and the skipped count, by value.
        SkipAt,
        SkipLen,
    }

    /// What `run` needs from your CUDA bindings: one launch of `kernel`
    /// over `grid` (block `kernel.block_dim()`, `kernel.shared_bytes`
    /// of dynamic shared memory) with `args` in parameter order.
    pub trait Launcher {
        type Error;
        fn launch(&mut self, kernel: &KernelLaunch, grid: [u32; 3], args: &[Arg]) -> Result<(), Self::Error>;
    }

    /// Runs `program` over `batch` polynomials per tower, launch by launch,
    /// in order (one stream: each launch reads what the one before wrote).
    pub fn run<L: Launcher>(program: &Program, batch: u32, launcher: &mut L) -> Result<(), L::Error> {
        run_towers(program, batch, TOWERS as u32, launcher)
    }

    /// `run` over grids of `towers` towers: a range of them, primes chosen
    /// at run time, or a fused form that skips `skip_len` of the buffers'
    /// (`TOWERS - skip_len`).
    pub fn run_towers<L: Launcher>(program: &Program, batch: u32, towers: u32, launcher: &mut L) -> Result<(), L::Error> {
        for step in program.steps {
            launcher.launch(step.kernel, step.kernel.grid_towers(batch, towers), step.args)?;
        }
        Ok(())
    }

    }
}

/// `check_len`: a buffer's length against `batch` polynomials per tower.
fn check_len_item() -> TokenStream {
    quote! {
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
}

/// `pub const FWD0: KernelLaunch = ...` from the emitter's info.
fn kernel_const(k: &KernelInfo, pk: &Kernel, cname: &Ident) -> TokenStream {
    let doc = format!(" `{}`: {} phase(s), {} register(s) in the plan.", k.name, pk.phases.len(), pk.regs);
    let value = k.wrapper_value();
    quote! {
        #[doc = #doc]
        pub const #cname: KernelLaunch = #value;
    }
}

/// `pub const FORWARD: Program = ...`.
fn program_const(p: &Program, plan: &Plan, kernels: &[Ident]) -> TokenStream {
    let cname = format_ident!("{}", p.name.to_ascii_uppercase());
    let (pname, doc) = (&p.name, &p.doc);
    let operands: Vec<Literal> = p.operands.iter().map(|&i| u(i as u64)).collect();
    let tower_args: Vec<Literal> = p.tower_args.iter().map(|&i| u(i as u64)).collect();
    let skip_towers = p.skip_towers;
    let scratch: Vec<Literal> = p.scratch.iter().map(|&i| u(i as u64)).collect();
    let steps: Vec<TokenStream> = p
        .steps
        .iter()
        .map(|s| {
            let k = &kernels[s.kernel];
            let args: Vec<TokenStream> = plan.kernels[s.kernel]
                .params
                .iter()
                .map(|p| {
                    param_variant("Arg", p, |b| {
                        let i = u(s.bind.iter().find(|x| x.0 == b).map_or(u64::MAX, |x| x.1 as u64));
                        quote!(Arg::Buffer(#i))
                    })
                })
                .collect();
            quote!(Step { kernel: &#k, args: &[#(#args),*] })
        })
        .collect();
    let line = format!(" {doc}");
    quote! {
        #[doc = #line]
        pub const #cname: Program = Program {
            name: #pname,
            doc: #doc,
            operands: &[#(#operands),*],
            scratch: &[#(#scratch),*],
            steps: &[#(#steps),*],
            tower_args: &[#(#tower_args),*],
            skip_towers: #skip_towers,
        };
    }
}

/// An unsuffixed integer literal.
fn u(v: u64) -> Literal {
    Literal::u64_unsuffixed(v)
}

/// A Rust identifier for `s`, which `ident::check_plan` has accepted (so
/// neither a keyword nor `_`, which `Ident::new` would panic on).
fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

/// `FWD0` for `<spec>_fwd0`, `PW` for `<spec>_pw`, ... (`ident::kernel_const`).
fn const_name(spec: &str, kernel: &str) -> Ident {
    format_ident!("{}", super::ident::kernel_const(spec, kernel))
}

/// A raw string literal holding `s`, with enough `#`s; refuses text no raw
/// string can hold (a bare carriage return).
fn raw_str(s: &str) -> Result<Literal, EmitError> {
    let mut hashes = String::from("#");
    while s.contains(&format!("\"{hashes}")) {
        hashes.push('#');
    }
    Literal::from_str(&format!("r{hashes}\"{s}\"{hashes}"))
        .map_err(|e| EmitError::Template { template: "the Rust wrapper".into(), message: format!("the spec text is no raw string literal: {e}") })
}

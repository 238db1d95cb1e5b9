// nttgen: ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down.toml --out generated/ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down

/// nttgen launch description of `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down` (generated; do not edit).
/// command: `codegen emit --spec generated/specs/ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down.toml --out generated/ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down`
///
/// The kernels are in `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down.cu` beside this file. A program (FORWARD,
/// INVERSE, POINTWISE, POLYMUL) is a list of launches over the buffers of
/// BUFFERS; `run` walks one and hands each launch to your `Launcher`.
#[allow(dead_code)]
pub mod ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down {
    /// Spec name; kernel names start with it.
    pub const NAME: &str = "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down";
    /// The command that produced this file and the `.cu` beside it.
    pub const COMMAND: &str = "codegen emit --spec generated/specs/ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down.toml --out generated/ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down";
    /// The CUDA source of every kernel below.
    pub const CUDA_SOURCE: &str = include_str!(
        "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down.cu"
    );
    /// NVRTC options the source needs besides `--gpu-architecture`.
    pub const NVRTC_OPTIONS: &[&str] = &[];
    /// The spec with every default filled in.
    pub const SPEC_TOML: &str = r#"name = "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down"
transform = "ntt-negacyclic"
log_n = 16
word = "u64"
reduction = "shoup"
radix = 8
stage_split = [8, 8]
cluster = 4
layout = "natural"
access = "classic"
twiddles = "table"
four_step = false
truncate = 0
pointwise = "hadamard"
scaling = "merged"
streams = 1

[moduli.runtime]
max_bits = 60
max_towers = 64

[[fused]]
name = "inverse_scale"
transform = "inverse"

[[fused.epilogue]]
op = "mul"
constant = "scale"
form = "shoup"

[[fused]]
name = "mod_down"
transform = "forward"

[[fused.epilogue]]
op = "sub-from-y"

[[fused.epilogue]]
op = "mul"
constant = "inv_p"
form = "plain"
"#;
    pub const WORD: &str = "u64";
    pub const WORD_BYTES: usize = 8;
    pub const LOG_N: u32 = 16;
    pub const N: usize = 65536;
    /// RNS towers: gridDim.z of every launch.
    pub const TOWERS: usize = 1;
    /// Words of one polynomial of one tower (2 per coefficient pair for the DGT).
    pub const WORDS_PER_POLY: usize = 65536;
    pub const STREAMS: u32 = 1;
    pub const PRIMES: [u64; 1] = [1152921504606584833];
    /// Per tower, `struct ModConst { q, c0, c1, c2 }` as the kernels read it from `mods`.
    pub const MODS: [[u64; 4]; 1] = [[1152921504606584833, 4611686018428436476, 58, 0]];
    /// NTT domain: the order of the forward output (docs/SPEC.md, "NTT domain").
    pub const ORDER: &str = "bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits";
    /// What ROOTS holds.
    pub const ROOT: &str = "psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest non-residue mod q";
    /// The root of unity of each tower's transform (empty for the DGT).
    pub const ROOTS: [u64; 1] = [987813353222176621];
    /// Every table's contents (and MODS), the words of WORD_BYTES each,
    /// little-endian: upload it once and point each table argument at
    /// its offset (see `Table`), so nothing of the generator runs at run time.
    pub const TABLES_FILE: &[u8] = include_bytes!(
        "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down.tables.bin"
    );
    /// Words in TABLES_FILE.
    pub const TABLE_WORDS: usize = 262156;
    /// Word offset of the `ModConst` array (4 words per tower) in TABLES_FILE.
    pub const MODS_OFFSET: usize = 0;
    /// Constant tables, indexed as in `Param::TableValue`; each is uploaded as
    /// TOWERS x words_per_tower words (and the same again for companions).
    pub const TABLES: &[Table] = &[
        Table {
            name: "tw_fwd",
            words_per_tower: 131072,
            gaussian: false,
            companion: false,
            value_offset: 4,
            companion_offset: 131076,
        },
        Table {
            name: "tw_inv",
            words_per_tower: 131072,
            gaussian: false,
            companion: false,
            value_offset: 131076,
            companion_offset: 262148,
        },
        Table {
            name: "inv_len",
            words_per_tower: 2,
            gaussian: false,
            companion: true,
            value_offset: 262148,
            companion_offset: 262150,
        },
        Table {
            name: "fuse_pow2",
            words_per_tower: 2,
            gaussian: false,
            companion: true,
            value_offset: 262152,
            companion_offset: 262154,
        },
    ];
    /// Global buffers, each batch x TOWERS x WORDS_PER_POLY words; programs
    /// name them by index.
    pub const BUFFERS: &[BufferDecl] = &[
        BufferDecl {
            name: "x",
            scratch: false,
            counters: false,
        },
        BufferDecl {
            name: "y",
            scratch: false,
            counters: false,
        },
    ];
    /// The per-tower arrays of the fused forms (`[[fused]]`), which their
    /// programs take by index.
    pub const TOWER_ARGS: &[TowerArg] = &[
        TowerArg {
            name: "inverse_scale_scale",
            form: "inverse_scale",
            constant: "scale",
            companion: false,
        },
        TowerArg {
            name: "inverse_scale_scale_companion",
            form: "inverse_scale",
            constant: "scale",
            companion: true,
        },
        TowerArg {
            name: "mod_down_inv_p",
            form: "mod_down",
            constant: "inv_p",
            companion: false,
        },
    ];
    /// Primes at run time (`[moduli.runtime]`): PRIMES, MODS and TABLES_FILE
    /// hold one placeholder prime. Build the tables for yours
    /// (`ValidSpec::with_primes`, then `codegen::emit::package::tables_file`;
    /// `nttgen_tables` from C), launch over `KernelLaunch::grid_towers` and
    /// point each table argument at `range_offset`.
    pub const MAX_TOWERS: usize = 64;
    pub const MAX_BITS: u32 = 60;
    /// Words of one tower's `ModConst` in a tables file.
    pub const MODS_WORDS_PER_TOWER: usize = 4;
    /// The word offset, in tables built for `table_towers` primes, of tower
    /// `first` of the region at `offset` here (a `TABLES` offset or
    /// `MODS_OFFSET`, laid out for one tower) whose towers take `stride`
    /// words each (`Table::words_per_tower`, or `MODS_WORDS_PER_TOWER`);
    /// `None` for 0 or more than MAX_TOWERS tables, or `first` past them
    /// (as the C functions' `cudaErrorInvalidValue`).
    pub const fn range_offset(
        offset: usize,
        stride: usize,
        table_towers: usize,
        first: usize,
    ) -> Option<usize> {
        if table_towers == 0 || table_towers > MAX_TOWERS || first >= table_towers {
            return None;
        }
        Some(table_towers * offset + first * stride)
    }
    /// A kernel's buffer parameters: the data it transforms (`x`), the
    /// second operand (`y`), scratch (`s0`, `s1`), a streamed forward's
    /// counters (`counters`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Buf {
        X,
        Y,
        S0,
        S1,
        Counters,
    }
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
    pub enum Role {
        Forward,
        Twist,
        Pointwise,
        Untwist,
        Inverse,
        Product,
        Elementwise,
    }
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
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct KernelLaunch {
        pub name: &'static str,
        pub role: Role,
        pub grid_x: u32,
        /// (threads per set, sets per block) = (blockDim.x, blockDim.y).
        pub block: [u32; 2],
        /// Thread-block cluster size along x, compiled into the kernel (1: none).
        pub cluster_blocks: u32,
        pub shared_bytes: u32,
        /// The kernel has grid barriers (a `_coop` program's): its whole
        /// grid must be resident at once. Launch it with
        /// `cuLaunchCooperativeKernel` and a null `Arg::GridCounter`, or,
        /// after checking that the grid fits the GPU, plainly with a zeroed
        /// word of the stream's as its counter (so that it may overlap the
        /// launch before it, `overlap`).
        pub cooperative: bool,
        /// Launch with programmatic stream serialization (the launch
        /// attribute; sm_90 and later): the kernel waits for the grid
        /// before it at its start, so it may begin while that grid drains.
        pub overlap: bool,
        /// Persistent (a streamed forward, `stream_lag`): its blocks take
        /// work items until none is left. `grid` is correct for it, and
        /// slower than `persistent_grid`'s, which fills the GPU once.
        pub persistent: bool,
        /// Transform levels this kernel computes.
        pub levels: &'static [u32],
        pub params: &'static [Param],
        /// The CUDA parameter names, same order.
        pub param_names: &'static [&'static str],
    }
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
        pub const fn persistent_grid(
            &self,
            batch: u32,
            towers: u32,
            resident: u64,
        ) -> [u32; 3] {
            let polys = batch as u64 * towers as u64;
            let x = if polys > 0 && resident > polys {
                resident.div_ceil(polys)
            } else {
                1
            };
            [if x > u32::MAX as u64 { u32::MAX } else { x as u32 }, batch, towers]
        }
        pub const fn block_dim(&self) -> [u32; 3] {
            [self.block[0], self.block[1], 1]
        }
    }
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
        fn launch(
            &mut self,
            kernel: &KernelLaunch,
            grid: [u32; 3],
            args: &[Arg],
        ) -> Result<(), Self::Error>;
    }
    /// Runs `program` over `batch` polynomials per tower, launch by launch,
    /// in order (one stream: each launch reads what the one before wrote).
    pub fn run<L: Launcher>(
        program: &Program,
        batch: u32,
        launcher: &mut L,
    ) -> Result<(), L::Error> {
        run_towers(program, batch, TOWERS as u32, launcher)
    }
    /// `run` over grids of `towers` towers: a range of them, primes chosen
    /// at run time, or a fused form that skips `skip_len` of the buffers'
    /// (`TOWERS - skip_len`).
    pub fn run_towers<L: Launcher>(
        program: &Program,
        batch: u32,
        towers: u32,
        launcher: &mut L,
    ) -> Result<(), L::Error> {
        for step in program.steps {
            launcher
                .launch(step.kernel, step.kernel.grid_towers(batch, towers), step.args)?;
        }
        Ok(())
    }
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_fwd0`: 3 phase(s), 22 register(s) in the plan.
    pub const FWD0: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_fwd0",
        role: Role::Forward,
        grid_x: 64,
        block: [4, 32],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4, 5, 6, 7],
        params: &[Param::Buf(Buf::X), Param::TableValue(0), Param::Mods],
        param_names: &["x", "tw_fwd_v", "mods"],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_fwd1`: 3 phase(s), 32 register(s) in the plan.
    pub const FWD1: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_fwd1",
        role: Role::Forward,
        grid_x: 64,
        block: [32, 4],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[8, 9, 10, 11, 12, 13, 14, 15],
        params: &[Param::Buf(Buf::X), Param::TableValue(0), Param::Mods],
        param_names: &["x", "tw_fwd_v", "mods"],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_pw`: 1 phase(s), 2 register(s) in the plan.
    pub const PW: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_pw",
        role: Role::Pointwise,
        grid_x: 512,
        block: [128, 1],
        cluster_blocks: 1,
        shared_bytes: 0,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[],
        params: &[Param::Buf(Buf::X), Param::Buf(Buf::Y), Param::Mods],
        param_names: &["x", "y", "mods"],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inv1`: 3 phase(s), 32 register(s) in the plan.
    pub const INV1: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inv1",
        role: Role::Inverse,
        grid_x: 64,
        block: [32, 4],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[8, 9, 10, 11, 12, 13, 14, 15],
        params: &[Param::Buf(Buf::X), Param::TableValue(1), Param::Mods],
        param_names: &["x", "tw_inv_v", "mods"],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inv0`: 3 phase(s), 24 register(s) in the plan.
    pub const INV0: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inv0",
        role: Role::Inverse,
        grid_x: 64,
        block: [4, 32],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4, 5, 6, 7],
        params: &[
            Param::Buf(Buf::X),
            Param::TableValue(1),
            Param::TableValue(2),
            Param::TableCompanion(2),
            Param::Mods,
        ],
        param_names: &["x", "tw_inv_v", "inv_len_v", "inv_len_c", "mods"],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_product1`: 5 phase(s), 40 register(s) in the plan.
    pub const PRODUCT1: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_product1",
        role: Role::Product,
        grid_x: 64,
        block: [32, 4],
        cluster_blocks: 1,
        shared_bytes: 17408,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[8, 9, 10, 11, 12, 13, 14, 15],
        params: &[
            Param::Buf(Buf::X),
            Param::Buf(Buf::Y),
            Param::TableValue(0),
            Param::TableValue(1),
            Param::Mods,
        ],
        param_names: &["x", "y", "tw_fwd_v", "tw_inv_v", "mods"],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_fwd_coop`: 6 phase(s), 96 register(s) in the plan.
    pub const FWD_COOP: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_fwd_coop",
        role: Role::Forward,
        grid_x: 128,
        block: [2, 32],
        cluster_blocks: 1,
        shared_bytes: 4352,
        cooperative: true,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
        params: &[
            Param::Buf(Buf::X),
            Param::TableValue(0),
            Param::Mods,
            Param::GridCounter,
        ],
        param_names: &["x", "tw_fwd_v", "mods", "grid_counter"],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inv_coop`: 6 phase(s), 96 register(s) in the plan.
    pub const INV_COOP: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inv_coop",
        role: Role::Inverse,
        grid_x: 128,
        block: [2, 32],
        cluster_blocks: 1,
        shared_bytes: 4352,
        cooperative: true,
        overlap: true,
        persistent: false,
        levels: &[8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7],
        params: &[
            Param::Buf(Buf::X),
            Param::TableValue(1),
            Param::TableValue(2),
            Param::TableCompanion(2),
            Param::Mods,
            Param::GridCounter,
        ],
        param_names: &["x", "tw_inv_v", "inv_len_v", "inv_len_c", "mods", "grid_counter"],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_product_coop`: 14 phase(s), 104 register(s) in the plan.
    pub const PRODUCT_COOP: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_product_coop",
        role: Role::Product,
        grid_x: 128,
        block: [2, 32],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: true,
        overlap: true,
        persistent: false,
        levels: &[
            0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
            0, 1, 2, 3, 4, 5, 6, 7,
        ],
        params: &[
            Param::Buf(Buf::X),
            Param::Buf(Buf::Y),
            Param::TableValue(0),
            Param::TableValue(1),
            Param::TableValue(2),
            Param::TableCompanion(2),
            Param::Mods,
            Param::GridCounter,
        ],
        param_names: &[
            "x",
            "y",
            "tw_fwd_v",
            "tw_inv_v",
            "inv_len_v",
            "inv_len_c",
            "mods",
            "grid_counter",
        ],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_scale_inv0`: 3 phase(s), 33 register(s) in the plan.
    pub const INVERSE_SCALE_INV0: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_scale_inv0",
        role: Role::Inverse,
        grid_x: 64,
        block: [4, 32],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4, 5, 6, 7],
        params: &[
            Param::Buf(Buf::X),
            Param::TableValue(1),
            Param::TableValue(2),
            Param::TableCompanion(2),
            Param::TableValue(3),
            Param::TableCompanion(3),
            Param::TowerArg(0),
            Param::TowerArg(1),
            Param::Mods,
        ],
        param_names: &[
            "x",
            "tw_inv_v",
            "inv_len_v",
            "inv_len_c",
            "fuse_pow2_v",
            "fuse_pow2_c",
            "c_0",
            "c_1",
            "mods",
        ],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_scale_epi`: 1 phase(s), 4 register(s) in the plan.
    pub const INVERSE_SCALE_EPI: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_scale_epi",
        role: Role::Elementwise,
        grid_x: 256,
        block: [128, 1],
        cluster_blocks: 1,
        shared_bytes: 0,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[],
        params: &[
            Param::Buf(Buf::X),
            Param::TowerArg(0),
            Param::TowerArg(1),
            Param::Mods,
        ],
        param_names: &["x", "c_0", "c_1", "mods"],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_mod_down_fwd1`: 3 phase(s), 44 register(s) in the plan.
    pub const MOD_DOWN_FWD1: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_mod_down_fwd1",
        role: Role::Forward,
        grid_x: 64,
        block: [32, 4],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[8, 9, 10, 11, 12, 13, 14, 15],
        params: &[
            Param::Buf(Buf::X),
            Param::Buf(Buf::Y),
            Param::TableValue(0),
            Param::TableValue(3),
            Param::TableCompanion(3),
            Param::TowerArg(2),
            Param::Mods,
        ],
        param_names: &["x", "y", "tw_fwd_v", "fuse_pow2_v", "fuse_pow2_c", "c_2", "mods"],
    };
    /// `ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_mod_down_epi`: 1 phase(s), 8 register(s) in the plan.
    pub const MOD_DOWN_EPI: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_mod_down_epi",
        role: Role::Elementwise,
        grid_x: 256,
        block: [128, 1],
        cluster_blocks: 1,
        shared_bytes: 0,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[],
        params: &[
            Param::Buf(Buf::X),
            Param::Buf(Buf::Y),
            Param::TableValue(3),
            Param::TableCompanion(3),
            Param::TowerArg(2),
            Param::Mods,
        ],
        param_names: &["x", "y", "fuse_pow2_v", "fuse_pow2_c", "c_2", "mods"],
    };
    /// Every kernel, in the order the `.cu` defines them.
    pub const KERNELS: &[KernelLaunch] = &[
        FWD0,
        FWD1,
        PW,
        INV1,
        INV0,
        PRODUCT1,
        FWD_COOP,
        INV_COOP,
        PRODUCT_COOP,
        INVERSE_SCALE_INV0,
        INVERSE_SCALE_EPI,
        MOD_DOWN_FWD1,
        MOD_DOWN_EPI,
    ];
    /// x <- forward(x), in the plan's output order
    pub const FORWARD: Program = Program {
        name: "forward",
        doc: "x <- forward(x), in the plan's output order",
        operands: &[0],
        scratch: &[],
        steps: &[
            Step {
                kernel: &FWD0,
                args: &[Arg::Buffer(0), Arg::TableValue(0), Arg::Mods],
            },
            Step {
                kernel: &FWD1,
                args: &[Arg::Buffer(0), Arg::TableValue(0), Arg::Mods],
            },
        ],
        tower_args: &[],
        skip_towers: false,
    };
    /// x <- inverse(x)
    pub const INVERSE: Program = Program {
        name: "inverse",
        doc: "x <- inverse(x)",
        operands: &[0],
        scratch: &[],
        steps: &[
            Step {
                kernel: &INV1,
                args: &[Arg::Buffer(0), Arg::TableValue(1), Arg::Mods],
            },
            Step {
                kernel: &INV0,
                args: &[
                    Arg::Buffer(0),
                    Arg::TableValue(1),
                    Arg::TableValue(2),
                    Arg::TableCompanion(2),
                    Arg::Mods,
                ],
            },
        ],
        tower_args: &[],
        skip_towers: false,
    };
    /// x <- x (.) y in the transformed domain
    pub const POINTWISE: Program = Program {
        name: "pointwise",
        doc: "x <- x (.) y in the transformed domain",
        operands: &[0, 1],
        scratch: &[],
        steps: &[
            Step {
                kernel: &PW,
                args: &[Arg::Buffer(0), Arg::Buffer(1), Arg::Mods],
            },
        ],
        tower_args: &[],
        skip_towers: false,
    };
    /// x <- x * y in the ring; y is left partly transformed (scratch)
    pub const POLYMUL: Program = Program {
        name: "polymul",
        doc: "x <- x * y in the ring; y is left partly transformed (scratch)",
        operands: &[0, 1],
        scratch: &[],
        steps: &[
            Step {
                kernel: &FWD0,
                args: &[Arg::Buffer(0), Arg::TableValue(0), Arg::Mods],
            },
            Step {
                kernel: &FWD0,
                args: &[Arg::Buffer(1), Arg::TableValue(0), Arg::Mods],
            },
            Step {
                kernel: &PRODUCT1,
                args: &[
                    Arg::Buffer(0),
                    Arg::Buffer(1),
                    Arg::TableValue(0),
                    Arg::TableValue(1),
                    Arg::Mods,
                ],
            },
            Step {
                kernel: &INV0,
                args: &[
                    Arg::Buffer(0),
                    Arg::TableValue(1),
                    Arg::TableValue(2),
                    Arg::TableCompanion(2),
                    Arg::Mods,
                ],
            },
        ],
        tower_args: &[],
        skip_towers: false,
    };
    /// x <- forward(x), in the plan's output order, in one launch (used where the whole grid fits the GPU at once)
    pub const FORWARD_COOP: Program = Program {
        name: "forward_coop",
        doc: "x <- forward(x), in the plan's output order, in one launch (used where the whole grid fits the GPU at once)",
        operands: &[0],
        scratch: &[],
        steps: &[
            Step {
                kernel: &FWD_COOP,
                args: &[Arg::Buffer(0), Arg::TableValue(0), Arg::Mods, Arg::GridCounter],
            },
        ],
        tower_args: &[],
        skip_towers: false,
    };
    /// x <- inverse(x), in one launch (used where the whole grid fits the GPU at once)
    pub const INVERSE_COOP: Program = Program {
        name: "inverse_coop",
        doc: "x <- inverse(x), in one launch (used where the whole grid fits the GPU at once)",
        operands: &[0],
        scratch: &[],
        steps: &[
            Step {
                kernel: &INV_COOP,
                args: &[
                    Arg::Buffer(0),
                    Arg::TableValue(1),
                    Arg::TableValue(2),
                    Arg::TableCompanion(2),
                    Arg::Mods,
                    Arg::GridCounter,
                ],
            },
        ],
        tower_args: &[],
        skip_towers: false,
    };
    /// x <- x * y in the ring; y is left partly transformed (scratch), in one launch (used where the whole grid fits the GPU at once)
    pub const POLYMUL_COOP: Program = Program {
        name: "polymul_coop",
        doc: "x <- x * y in the ring; y is left partly transformed (scratch), in one launch (used where the whole grid fits the GPU at once)",
        operands: &[0, 1],
        scratch: &[],
        steps: &[
            Step {
                kernel: &PRODUCT_COOP,
                args: &[
                    Arg::Buffer(0),
                    Arg::Buffer(1),
                    Arg::TableValue(0),
                    Arg::TableValue(1),
                    Arg::TableValue(2),
                    Arg::TableCompanion(2),
                    Arg::Mods,
                    Arg::GridCounter,
                ],
            },
        ],
        tower_args: &[],
        skip_towers: false,
    };
    /// x <- inverse(x); x <- v * scale[tower] (a Shoup pair); the steps in its loads and stores
    pub const INVERSE_SCALE: Program = Program {
        name: "inverse_scale",
        doc: "x <- inverse(x); x <- v * scale[tower] (a Shoup pair); the steps in its loads and stores",
        operands: &[0],
        scratch: &[],
        steps: &[
            Step {
                kernel: &INV1,
                args: &[Arg::Buffer(0), Arg::TableValue(1), Arg::Mods],
            },
            Step {
                kernel: &INVERSE_SCALE_INV0,
                args: &[
                    Arg::Buffer(0),
                    Arg::TableValue(1),
                    Arg::TableValue(2),
                    Arg::TableCompanion(2),
                    Arg::TableValue(3),
                    Arg::TableCompanion(3),
                    Arg::TowerArg(0),
                    Arg::TowerArg(1),
                    Arg::Mods,
                ],
            },
        ],
        tower_args: &[0, 1],
        skip_towers: false,
    };
    /// x <- inverse(x); x <- v * scale[tower] (a Shoup pair); the steps in kernels of their own
    pub const INVERSE_SCALE_SEPARATE: Program = Program {
        name: "inverse_scale_separate",
        doc: "x <- inverse(x); x <- v * scale[tower] (a Shoup pair); the steps in kernels of their own",
        operands: &[0],
        scratch: &[],
        steps: &[
            Step {
                kernel: &INV1,
                args: &[Arg::Buffer(0), Arg::TableValue(1), Arg::Mods],
            },
            Step {
                kernel: &INV0,
                args: &[
                    Arg::Buffer(0),
                    Arg::TableValue(1),
                    Arg::TableValue(2),
                    Arg::TableCompanion(2),
                    Arg::Mods,
                ],
            },
            Step {
                kernel: &INVERSE_SCALE_EPI,
                args: &[Arg::Buffer(0), Arg::TowerArg(0), Arg::TowerArg(1), Arg::Mods],
            },
        ],
        tower_args: &[0, 1],
        skip_towers: false,
    };
    /// x <- forward(x); x <- y - v, then v * inv_p[tower]; the steps in its loads and stores
    pub const MOD_DOWN: Program = Program {
        name: "mod_down",
        doc: "x <- forward(x); x <- y - v, then v * inv_p[tower]; the steps in its loads and stores",
        operands: &[0, 1],
        scratch: &[],
        steps: &[
            Step {
                kernel: &FWD0,
                args: &[Arg::Buffer(0), Arg::TableValue(0), Arg::Mods],
            },
            Step {
                kernel: &MOD_DOWN_FWD1,
                args: &[
                    Arg::Buffer(0),
                    Arg::Buffer(1),
                    Arg::TableValue(0),
                    Arg::TableValue(3),
                    Arg::TableCompanion(3),
                    Arg::TowerArg(2),
                    Arg::Mods,
                ],
            },
        ],
        tower_args: &[2],
        skip_towers: false,
    };
    /// x <- forward(x); x <- y - v, then v * inv_p[tower]; the steps in kernels of their own
    pub const MOD_DOWN_SEPARATE: Program = Program {
        name: "mod_down_separate",
        doc: "x <- forward(x); x <- y - v, then v * inv_p[tower]; the steps in kernels of their own",
        operands: &[0, 1],
        scratch: &[],
        steps: &[
            Step {
                kernel: &FWD0,
                args: &[Arg::Buffer(0), Arg::TableValue(0), Arg::Mods],
            },
            Step {
                kernel: &FWD1,
                args: &[Arg::Buffer(0), Arg::TableValue(0), Arg::Mods],
            },
            Step {
                kernel: &MOD_DOWN_EPI,
                args: &[
                    Arg::Buffer(0),
                    Arg::Buffer(1),
                    Arg::TableValue(3),
                    Arg::TableCompanion(3),
                    Arg::TowerArg(2),
                    Arg::Mods,
                ],
            },
        ],
        tower_args: &[2],
        skip_towers: false,
    };
    pub const PROGRAMS: &[Program] = &[
        FORWARD,
        INVERSE,
        POINTWISE,
        POLYMUL,
        FORWARD_COOP,
        INVERSE_COOP,
        POLYMUL_COOP,
        INVERSE_SCALE,
        INVERSE_SCALE_SEPARATE,
        MOD_DOWN,
        MOD_DOWN_SEPARATE,
    ];
    /// Checks that a buffer of `data_len` words holds `batch` polynomials per tower.
    pub fn check_len(data_len: usize, batch: usize) -> Result<(), String> {
        if batch == 0 {
            return Err(String::from("batch must be at least 1"));
        }
        let expected = batch.checked_mul(TOWERS * WORDS_PER_POLY);
        if expected != Some(data_len) {
            return Err(
                format!(
                    "expected batch {} x towers {} x {} words per polynomial = {:?} words, got {}",
                    batch, TOWERS, WORDS_PER_POLY, expected, data_len
                ),
            );
        }
        Ok(())
    }
}

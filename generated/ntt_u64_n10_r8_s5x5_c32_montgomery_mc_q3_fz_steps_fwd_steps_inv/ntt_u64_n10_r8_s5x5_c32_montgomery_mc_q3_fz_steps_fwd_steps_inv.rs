// nttgen: ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.toml --out generated/ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv

/// nttgen launch description of `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv` (generated; do not edit).
/// command: `codegen emit --spec generated/specs/ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.toml --out generated/ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv`
///
/// The kernels are in `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.cu` beside this file. A program (FORWARD,
/// INVERSE, POINTWISE, POLYMUL) is a list of launches over the buffers of
/// BUFFERS; `run` walks one and hands each launch to your `Launcher`.
#[allow(dead_code)]
pub mod ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv {
    /// Spec name; kernel names start with it.
    pub const NAME: &str = "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv";
    /// The command that produced this file and the `.cu` beside it.
    pub const COMMAND: &str = "codegen emit --spec generated/specs/ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.toml --out generated/ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv";
    /// The CUDA source of every kernel below.
    pub const CUDA_SOURCE: &str = include_str!(
        "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.cu"
    );
    /// NVRTC options the source needs besides `--gpu-architecture`.
    pub const NVRTC_OPTIONS: &[&str] = &[];
    /// The spec with every default filled in.
    pub const SPEC_TOML: &str = r#"name = "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv"
transform = "ntt-negacyclic"
log_n = 10
word = "u64"
reduction = "montgomery"
radix = 8
stage_split = [5, 5]
cluster = 32
layout = "natural"
access = "classic"
twiddles = "table"
four_step = false
truncate = 0
pointwise = "hadamard"
scaling = "merged"
streams = 1
montgomery_companion = true

[moduli]
primes = [1125899906826241, 1125899906820097, 1125899906738177]

[[fused]]
name = "steps_fwd"
transform = "forward"
skip_towers = true

[[fused.prologue]]
op = "mul-y"

[[fused.prologue]]
op = "to-montgomery"

[[fused.epilogue]]
op = "add-y"

[[fused.epilogue]]
op = "scale"
by = "n-inv"

[[fused.epilogue]]
op = "mul"
constant = "cp"
form = "plain"

[[fused.epilogue]]
op = "centre"

[[fused]]
name = "steps_inv"
transform = "inverse"

[[fused.prologue]]
op = "sub-y"

[[fused.epilogue]]
op = "mul"
constant = "cm"
form = "montgomery"

[[fused.epilogue]]
op = "mul"
constant = "cp"
form = "plain"

[[fused.epilogue]]
op = "from-montgomery"
"#;
    pub const WORD: &str = "u64";
    pub const WORD_BYTES: usize = 8;
    pub const LOG_N: u32 = 10;
    pub const N: usize = 1024;
    /// RNS towers: gridDim.z of every launch.
    pub const TOWERS: usize = 3;
    /// Words of one polynomial of one tower (2 per coefficient pair for the DGT).
    pub const WORDS_PER_POLY: usize = 1024;
    pub const STREAMS: u32 = 1;
    pub const PRIMES: [u64; 3] = [1125899906826241, 1125899906820097, 1125899906738177];
    /// Per tower, `struct ModConst { q, c0, c1, c2 }` as the kernels read it from `mods`.
    pub const MODS: [[u64; 4]; 3] = [
        [1125899906826241, 70936092446048257, 1117104083288001, 0],
        [1125899906820097, 15064288304474118145, 1113805550075784, 0],
        [1125899906738177, 2677702620050724865, 1069825353823704, 0],
    ];
    /// NTT domain: the order of the forward output (docs/SPEC.md, "NTT domain").
    pub const ORDER: &str = "bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits";
    /// What ROOTS holds.
    pub const ROOT: &str = "psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest non-residue mod q";
    /// The root of unity of each tower's transform (empty for the DGT).
    pub const ROOTS: [u64; 3] = [512215033098839, 220465343233214, 1071594277037537];
    /// Every table's contents (and MODS), the words of WORD_BYTES each,
    /// little-endian: upload it once and point each table argument at
    /// its offset (see `Table`), so nothing of the generator runs at run time.
    pub const TABLES_FILE: &[u8] = include_bytes!(
        "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.tables.bin"
    );
    /// Words in TABLES_FILE.
    pub const TABLE_WORDS: usize = 12336;
    /// Word offset of the `ModConst` array (4 words per tower) in TABLES_FILE.
    pub const MODS_OFFSET: usize = 0;
    /// Constant tables, indexed as in `Param::TableValue`; each is uploaded as
    /// TOWERS x words_per_tower words (and the same again for companions).
    pub const TABLES: &[Table] = &[
        Table {
            name: "tw_fwd",
            words_per_tower: 2048,
            gaussian: false,
            companion: false,
            value_offset: 12,
            companion_offset: 6156,
        },
        Table {
            name: "tw_inv",
            words_per_tower: 2048,
            gaussian: false,
            companion: false,
            value_offset: 6156,
            companion_offset: 12300,
        },
        Table {
            name: "inv_len",
            words_per_tower: 2,
            gaussian: false,
            companion: true,
            value_offset: 12300,
            companion_offset: 12306,
        },
        Table {
            name: "fuse_pow2",
            words_per_tower: 4,
            gaussian: false,
            companion: true,
            value_offset: 12312,
            companion_offset: 12324,
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
            name: "steps_fwd_cp",
            form: "steps_fwd",
            constant: "cp",
            companion: false,
        },
        TowerArg {
            name: "steps_inv_cm",
            form: "steps_inv",
            constant: "cm",
            companion: false,
        },
        TowerArg {
            name: "steps_inv_cp",
            form: "steps_inv",
            constant: "cp",
            companion: false,
        },
    ];
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
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd0`: 2 phase(s), 22 register(s) in the plan.
    pub const FWD0: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd0",
        role: Role::Forward,
        grid_x: 1,
        block: [32, 4],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4],
        params: &[Param::Buf(Buf::X), Param::TableValue(0), Param::Mods],
        param_names: &["x", "tw_fwd_v", "mods"],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd1`: 2 phase(s), 22 register(s) in the plan.
    pub const FWD1: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd1",
        role: Role::Forward,
        grid_x: 1,
        block: [4, 32],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[5, 6, 7, 8, 9],
        params: &[Param::Buf(Buf::X), Param::TableValue(0), Param::Mods],
        param_names: &["x", "tw_fwd_v", "mods"],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_pw`: 1 phase(s), 2 register(s) in the plan.
    pub const PW: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_pw",
        role: Role::Pointwise,
        grid_x: 8,
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
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv1`: 2 phase(s), 22 register(s) in the plan.
    pub const INV1: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv1",
        role: Role::Inverse,
        grid_x: 1,
        block: [4, 32],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[5, 6, 7, 8, 9],
        params: &[Param::Buf(Buf::X), Param::TableValue(1), Param::Mods],
        param_names: &["x", "tw_inv_v", "mods"],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv0`: 2 phase(s), 24 register(s) in the plan.
    pub const INV0: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv0",
        role: Role::Inverse,
        grid_x: 1,
        block: [32, 4],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4],
        params: &[
            Param::Buf(Buf::X),
            Param::TableValue(1),
            Param::TableValue(2),
            Param::TableCompanion(2),
            Param::Mods,
        ],
        param_names: &["x", "tw_inv_v", "inv_len_v", "inv_len_c", "mods"],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_product1`: 3 phase(s), 40 register(s) in the plan.
    pub const PRODUCT1: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_product1",
        role: Role::Product,
        grid_x: 1,
        block: [4, 32],
        cluster_blocks: 1,
        shared_bytes: 17408,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[5, 6, 7, 8, 9],
        params: &[
            Param::Buf(Buf::X),
            Param::Buf(Buf::Y),
            Param::TableValue(0),
            Param::TableValue(1),
            Param::Mods,
        ],
        param_names: &["x", "y", "tw_fwd_v", "tw_inv_v", "mods"],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd_coop`: 4 phase(s), 74 register(s) in the plan.
    pub const FWD_COOP: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd_coop",
        role: Role::Forward,
        grid_x: 4,
        block: [4, 8],
        cluster_blocks: 1,
        shared_bytes: 2176,
        cooperative: true,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        params: &[
            Param::Buf(Buf::X),
            Param::TableValue(0),
            Param::Mods,
            Param::GridCounter,
        ],
        param_names: &["x", "tw_fwd_v", "mods", "grid_counter"],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv_coop`: 4 phase(s), 78 register(s) in the plan.
    pub const INV_COOP: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv_coop",
        role: Role::Inverse,
        grid_x: 4,
        block: [4, 8],
        cluster_blocks: 1,
        shared_bytes: 2176,
        cooperative: true,
        overlap: true,
        persistent: false,
        levels: &[5, 6, 7, 8, 9, 0, 1, 2, 3, 4],
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
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_product_coop`: 9 phase(s), 104 register(s) in the plan.
    pub const PRODUCT_COOP: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_product_coop",
        role: Role::Product,
        grid_x: 4,
        block: [4, 8],
        cluster_blocks: 1,
        shared_bytes: 4352,
        cooperative: true,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4],
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
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_fwd0`: 2 phase(s), 32 register(s) in the plan.
    pub const STEPS_FWD_FWD0: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_fwd0",
        role: Role::Forward,
        grid_x: 1,
        block: [32, 4],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4],
        params: &[
            Param::Buf(Buf::X),
            Param::Buf(Buf::Y),
            Param::TableValue(0),
            Param::TableValue(3),
            Param::TableCompanion(3),
            Param::Mods,
            Param::SkipAt,
            Param::SkipLen,
        ],
        param_names: &[
            "x",
            "y",
            "tw_fwd_v",
            "fuse_pow2_v",
            "fuse_pow2_c",
            "mods",
            "skip_at",
            "skip_len",
        ],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_fwd1`: 2 phase(s), 32 register(s) in the plan.
    pub const STEPS_FWD_FWD1: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_fwd1",
        role: Role::Forward,
        grid_x: 1,
        block: [4, 32],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[5, 6, 7, 8, 9],
        params: &[
            Param::Buf(Buf::X),
            Param::Buf(Buf::Y),
            Param::TableValue(0),
            Param::TableValue(3),
            Param::TableCompanion(3),
            Param::TowerArg(0),
            Param::Mods,
            Param::SkipAt,
            Param::SkipLen,
        ],
        param_names: &[
            "x",
            "y",
            "tw_fwd_v",
            "fuse_pow2_v",
            "fuse_pow2_c",
            "c_0",
            "mods",
            "skip_at",
            "skip_len",
        ],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_pro`: 1 phase(s), 6 register(s) in the plan.
    pub const STEPS_FWD_PRO: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_pro",
        role: Role::Elementwise,
        grid_x: 4,
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
            Param::Mods,
            Param::SkipAt,
            Param::SkipLen,
        ],
        param_names: &[
            "x",
            "y",
            "fuse_pow2_v",
            "fuse_pow2_c",
            "mods",
            "skip_at",
            "skip_len",
        ],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_plain_fwd0`: 2 phase(s), 22 register(s) in the plan.
    pub const STEPS_FWD_PLAIN_FWD0: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_plain_fwd0",
        role: Role::Forward,
        grid_x: 1,
        block: [32, 4],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4],
        params: &[
            Param::Buf(Buf::X),
            Param::TableValue(0),
            Param::Mods,
            Param::SkipAt,
            Param::SkipLen,
        ],
        param_names: &["x", "tw_fwd_v", "mods", "skip_at", "skip_len"],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_plain_fwd1`: 2 phase(s), 22 register(s) in the plan.
    pub const STEPS_FWD_PLAIN_FWD1: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_plain_fwd1",
        role: Role::Forward,
        grid_x: 1,
        block: [4, 32],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[5, 6, 7, 8, 9],
        params: &[
            Param::Buf(Buf::X),
            Param::TableValue(0),
            Param::Mods,
            Param::SkipAt,
            Param::SkipLen,
        ],
        param_names: &["x", "tw_fwd_v", "mods", "skip_at", "skip_len"],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_epi`: 1 phase(s), 8 register(s) in the plan.
    pub const STEPS_FWD_EPI: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_epi",
        role: Role::Elementwise,
        grid_x: 4,
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
            Param::TowerArg(0),
            Param::Mods,
            Param::SkipAt,
            Param::SkipLen,
        ],
        param_names: &[
            "x",
            "y",
            "fuse_pow2_v",
            "fuse_pow2_c",
            "c_0",
            "mods",
            "skip_at",
            "skip_len",
        ],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_inv1`: 2 phase(s), 28 register(s) in the plan.
    pub const STEPS_INV_INV1: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_inv1",
        role: Role::Inverse,
        grid_x: 1,
        block: [4, 32],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[5, 6, 7, 8, 9],
        params: &[
            Param::Buf(Buf::X),
            Param::Buf(Buf::Y),
            Param::TableValue(1),
            Param::Mods,
        ],
        param_names: &["x", "y", "tw_inv_v", "mods"],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_inv0`: 2 phase(s), 32 register(s) in the plan.
    pub const STEPS_INV_INV0: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_inv0",
        role: Role::Inverse,
        grid_x: 1,
        block: [32, 4],
        cluster_blocks: 1,
        shared_bytes: 8704,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[0, 1, 2, 3, 4],
        params: &[
            Param::Buf(Buf::X),
            Param::TableValue(1),
            Param::TableValue(2),
            Param::TableCompanion(2),
            Param::TableValue(3),
            Param::TableCompanion(3),
            Param::TowerArg(1),
            Param::TowerArg(2),
            Param::Mods,
        ],
        param_names: &[
            "x",
            "tw_inv_v",
            "inv_len_v",
            "inv_len_c",
            "fuse_pow2_v",
            "fuse_pow2_c",
            "c_1",
            "c_2",
            "mods",
        ],
    };
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_pro`: 1 phase(s), 4 register(s) in the plan.
    pub const STEPS_INV_PRO: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_pro",
        role: Role::Elementwise,
        grid_x: 4,
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
    /// `ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_epi`: 1 phase(s), 7 register(s) in the plan.
    pub const STEPS_INV_EPI: KernelLaunch = KernelLaunch {
        name: "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_epi",
        role: Role::Elementwise,
        grid_x: 4,
        block: [128, 1],
        cluster_blocks: 1,
        shared_bytes: 0,
        cooperative: false,
        overlap: true,
        persistent: false,
        levels: &[],
        params: &[
            Param::Buf(Buf::X),
            Param::TableValue(3),
            Param::TableCompanion(3),
            Param::TowerArg(1),
            Param::TowerArg(2),
            Param::Mods,
        ],
        param_names: &["x", "fuse_pow2_v", "fuse_pow2_c", "c_1", "c_2", "mods"],
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
        STEPS_FWD_FWD0,
        STEPS_FWD_FWD1,
        STEPS_FWD_PRO,
        STEPS_FWD_PLAIN_FWD0,
        STEPS_FWD_PLAIN_FWD1,
        STEPS_FWD_EPI,
        STEPS_INV_INV1,
        STEPS_INV_INV0,
        STEPS_INV_PRO,
        STEPS_INV_EPI,
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
    /// x <- v * y, then v * R; x <- forward(x); x <- v + y, then v * n^-1, then v * cp[tower], then v centred to (-q/2, q/2] over the towers but skip_at .. skip_at + skip_len; the steps in its loads and stores
    pub const STEPS_FWD: Program = Program {
        name: "steps_fwd",
        doc: "x <- v * y, then v * R; x <- forward(x); x <- v + y, then v * n^-1, then v * cp[tower], then v centred to (-q/2, q/2] over the towers but skip_at .. skip_at + skip_len; the steps in its loads and stores",
        operands: &[0, 1],
        scratch: &[],
        steps: &[
            Step {
                kernel: &STEPS_FWD_FWD0,
                args: &[
                    Arg::Buffer(0),
                    Arg::Buffer(1),
                    Arg::TableValue(0),
                    Arg::TableValue(3),
                    Arg::TableCompanion(3),
                    Arg::Mods,
                    Arg::SkipAt,
                    Arg::SkipLen,
                ],
            },
            Step {
                kernel: &STEPS_FWD_FWD1,
                args: &[
                    Arg::Buffer(0),
                    Arg::Buffer(1),
                    Arg::TableValue(0),
                    Arg::TableValue(3),
                    Arg::TableCompanion(3),
                    Arg::TowerArg(0),
                    Arg::Mods,
                    Arg::SkipAt,
                    Arg::SkipLen,
                ],
            },
        ],
        tower_args: &[0],
        skip_towers: true,
    };
    /// x <- v * y, then v * R; x <- forward(x); x <- v + y, then v * n^-1, then v * cp[tower], then v centred to (-q/2, q/2] over the towers but skip_at .. skip_at + skip_len; the steps in kernels of their own
    pub const STEPS_FWD_SEPARATE: Program = Program {
        name: "steps_fwd_separate",
        doc: "x <- v * y, then v * R; x <- forward(x); x <- v + y, then v * n^-1, then v * cp[tower], then v centred to (-q/2, q/2] over the towers but skip_at .. skip_at + skip_len; the steps in kernels of their own",
        operands: &[0, 1],
        scratch: &[],
        steps: &[
            Step {
                kernel: &STEPS_FWD_PRO,
                args: &[
                    Arg::Buffer(0),
                    Arg::Buffer(1),
                    Arg::TableValue(3),
                    Arg::TableCompanion(3),
                    Arg::Mods,
                    Arg::SkipAt,
                    Arg::SkipLen,
                ],
            },
            Step {
                kernel: &STEPS_FWD_PLAIN_FWD0,
                args: &[
                    Arg::Buffer(0),
                    Arg::TableValue(0),
                    Arg::Mods,
                    Arg::SkipAt,
                    Arg::SkipLen,
                ],
            },
            Step {
                kernel: &STEPS_FWD_PLAIN_FWD1,
                args: &[
                    Arg::Buffer(0),
                    Arg::TableValue(0),
                    Arg::Mods,
                    Arg::SkipAt,
                    Arg::SkipLen,
                ],
            },
            Step {
                kernel: &STEPS_FWD_EPI,
                args: &[
                    Arg::Buffer(0),
                    Arg::Buffer(1),
                    Arg::TableValue(3),
                    Arg::TableCompanion(3),
                    Arg::TowerArg(0),
                    Arg::Mods,
                    Arg::SkipAt,
                    Arg::SkipLen,
                ],
            },
        ],
        tower_args: &[0],
        skip_towers: true,
    };
    /// x <- v - y; x <- inverse(x); x <- v * cm[tower] * R^-1, then v * cp[tower], then v * R^-1; the steps in its loads and stores
    pub const STEPS_INV: Program = Program {
        name: "steps_inv",
        doc: "x <- v - y; x <- inverse(x); x <- v * cm[tower] * R^-1, then v * cp[tower], then v * R^-1; the steps in its loads and stores",
        operands: &[0, 1],
        scratch: &[],
        steps: &[
            Step {
                kernel: &STEPS_INV_INV1,
                args: &[Arg::Buffer(0), Arg::Buffer(1), Arg::TableValue(1), Arg::Mods],
            },
            Step {
                kernel: &STEPS_INV_INV0,
                args: &[
                    Arg::Buffer(0),
                    Arg::TableValue(1),
                    Arg::TableValue(2),
                    Arg::TableCompanion(2),
                    Arg::TableValue(3),
                    Arg::TableCompanion(3),
                    Arg::TowerArg(1),
                    Arg::TowerArg(2),
                    Arg::Mods,
                ],
            },
        ],
        tower_args: &[1, 2],
        skip_towers: false,
    };
    /// x <- v - y; x <- inverse(x); x <- v * cm[tower] * R^-1, then v * cp[tower], then v * R^-1; the steps in kernels of their own
    pub const STEPS_INV_SEPARATE: Program = Program {
        name: "steps_inv_separate",
        doc: "x <- v - y; x <- inverse(x); x <- v * cm[tower] * R^-1, then v * cp[tower], then v * R^-1; the steps in kernels of their own",
        operands: &[0, 1],
        scratch: &[],
        steps: &[
            Step {
                kernel: &STEPS_INV_PRO,
                args: &[Arg::Buffer(0), Arg::Buffer(1), Arg::Mods],
            },
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
                kernel: &STEPS_INV_EPI,
                args: &[
                    Arg::Buffer(0),
                    Arg::TableValue(3),
                    Arg::TableCompanion(3),
                    Arg::TowerArg(1),
                    Arg::TowerArg(2),
                    Arg::Mods,
                ],
            },
        ],
        tower_args: &[1, 2],
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
        STEPS_FWD,
        STEPS_FWD_SEPARATE,
        STEPS_INV,
        STEPS_INV_SEPARATE,
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

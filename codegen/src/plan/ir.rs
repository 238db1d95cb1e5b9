//! The plan: exactly what the GPU will do, launch by launch, phase by phase,
//! op by op for one thread. Both the CUDA emitter and the CPU interpreter
//! read this and nothing else.

use super::expr::Expr;
use serde::Serialize;

/// A register of one thread, holding one word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Reg(pub u16);

/// Global arrays of coefficients, each `batch x towers x words_per_poly` words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Buf {
    /// The operand transformed in place (and the pointwise result).
    X,
    /// The second pointwise operand.
    Y,
    /// Ping-pong scratch for layouts that permute between kernels.
    S0,
    S1,
    /// A streamed kernel's counters (`Kernel::stream`): not coefficients but
    /// `batch x towers + 1` words the kernel's work-item code uses (per
    /// polynomial, how many first-part blocks finished; then the ticket),
    /// zeroed when allocated and left zeroed by every launch. No op reads or
    /// writes them.
    Counters,
}

impl Buf {
    pub fn c_name(self) -> &'static str {
        match self {
            Buf::X => "x",
            Buf::Y => "y",
            Buf::S0 => "s0",
            Buf::S1 => "s1",
            Buf::Counters => "counters",
        }
    }
}

/// Which word of a constant table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Part {
    Value,
    Companion,
}

/// Where a load reads or a store writes. Each space has its scope: a
/// thread's registers are not memory (`Reg`); `Shared` is seen by the
/// threads of one block, `ClusterShared` by every block of a thread-block
/// cluster, `Global` and `Table` by the whole launch.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Mem {
    /// `buf[poly * words_per_poly + idx]`, poly = item * towers + tower
    /// (`blockIdx.y`, `blockIdx.z`: see `Var::Tower`).
    Global(Buf),
    /// Dynamic shared memory of this block, in words.
    Shared,
    /// Dynamic shared memory of block `rank` of this block's thread-block
    /// cluster (distributed shared memory, sm_90 and later), in words.
    ClusterShared(Expr),
    /// Constant table (read only): `table[tower * len + idx]`.
    Table(usize, Part),
    /// This thread's own slots of the block's shared memory that the copies
    /// ahead fill (`Kernel::staging`), in words from its start: a thread
    /// reads only what its own copies wrote.
    Stage,
    /// The caller's per-tower array `i` (`Plan::tower_args`, a fused form's
    /// constant), read only: `c_<name>[idx]`, idx the block's tower.
    TowerArg(usize),
}

/// How a twiddle register pair is to be used in a product.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Form {
    /// In the reduction's stored form (Shoup companion, Montgomery R): `mod_mul_tw`.
    Stored,
    /// A plain residue: general `mod_mul`.
    Plain,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Tw {
    pub v: Reg,
    pub c: Reg,
    pub form: Form,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BflyKind {
    /// Cooley-Tukey: (a, b) <- (a + w b, a - w b).
    Ct,
    /// Gentleman-Sande: (a, b) <- (a + b, (a - b) w), each halved when `half`.
    Gs,
}

/// One instruction of one thread. Registers are unrolled, indices are trees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Op {
    Ld { dst: Reg, mem: Mem, idx: Expr },
    /// Entry `idx` of paired table `table` (`TableDecl::paired`): its value
    /// and companion into `w.v`, `w.c`, one wide load.
    LdTw { w: Tw, table: usize, idx: Expr },
    St { src: Reg, mem: Mem, idx: Expr },
    /// `dst.len()` consecutive words of `mem` (a global buffer or a table
    /// part) from `idx` (a multiple of the length) in one 8- or 16-byte
    /// vector load (`lower::vectorize`).
    LdVec { dst: Vec<Reg>, mem: Mem, idx: Expr },
    /// `src.len()` registers to consecutive words of `buf` from `idx`, one
    /// 16-byte vector store. `explicit`: rendered as the store instruction
    /// itself (`__stwb`), which NVRTC cannot split into word stores (it
    /// split the plain form of `lower::sectors`' swapped stores in the
    /// streamed kernel, 4x the sectors); otherwise as a typed assignment,
    /// whose constant offsets ptxas folds into the instruction.
    StVec {
        src: Vec<Reg>,
        buf: Buf,
        idx: Expr,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        explicit: bool,
    },
    /// Executes `ops` only where `cond` != 0 (a thread-index guard, never data).
    Guard { cond: Expr, ops: Vec<Op> },
    Set { dst: Reg, value: u64 },
    Mov { dst: Reg, src: Reg },
    Add { dst: Reg, a: Reg, b: Reg },
    Sub { dst: Reg, a: Reg, b: Reg },
    Half { x: Reg },
    /// General product of two plain residues.
    Mul { dst: Reg, a: Reg, b: Reg },
    /// x <- x * w.
    MulTw { x: Reg, w: Tw },
    /// x <- (bit != 0) ? x * w : x, as a branch-free select.
    SelMulTw { x: Reg, w: Tw, bit: Expr },
    Bfly { kind: BflyKind, a: Reg, b: Reg, w: Tw, half: bool },
    /// Harvey's lazy butterfly (shoup, stored twiddles): CT keeps values in
    /// [0, 4q), GS in [0, 2q) (wide: 8q, 4q); `Normalize` brings them to
    /// [0, q) before they leave the kernel. `skip`: a CT butterfly that
    /// leaves its x uncorrected (deferred corrections, values below 16q;
    /// `Modulus::with_deferred`), or a GS one that leaves its sum
    /// uncorrected (below 8q; `stage::groups::gs_skips`).
    LazyBfly {
        kind: BflyKind,
        a: Reg,
        b: Reg,
        w: Tw,
        half: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        skip: bool,
    },
    /// A lazy value brought to [0, q); `from` names the lazy butterfly that
    /// made it, and so its bound: a GS value takes one correction fewer.
    Normalize { x: Reg, from: BflyKind },
    /// The inverse's last level with 1/len folded in, on lazy GS values:
    /// (a, b) <- ((a + b) s, (a - b) w), s = 1/len and w the level's
    /// twiddle times 1/len, both stored; results in [0, q). The sum goes
    /// into its product uncorrected, as the lazy products take it.
    LastGs { a: Reg, b: Reg, w: Tw, s: Tw },
    /// x <- x * w (stored form) for a lazy value x, result in [0, q): the
    /// stored-form products of the lazy reductions are exact there (shoup
    /// for any word, montgomery and barrett-dq below 4q), so no `Normalize`
    /// goes before a scaling.
    LazyMulTw { x: Reg, w: Tw },
    /// `x <- x * w` (stored form) for any word x below 2^β, result in
    /// [0, q): shoup and montgomery only (`Modulus::mul_tw_word`), the
    /// product that reduces a fused `from-y-row`'s row word.
    WordMulTw { x: Reg, w: Tw },
    /// `x <- x * w` that stays lazy (`mod_mul_tw_wide`): any x below 2^64
    /// to [0, 4q), no correction. Only with the wide lazy butterflies (u64
    /// shoup, q < 2^61), whose CT input takes 8q and GS output bound is 4q:
    /// the low factor of a factored twiddle.
    WideMulTw { x: Reg, w: Tw },
    /// Butterfly whose twiddle is the power of two 2^shift (solinas): the
    /// product is shifts and the special fold, no multiplication. `shift`
    /// (in [0, 192)) is an index expression: public, from the twiddle's index.
    Pow2Bfly { kind: BflyKind, a: Reg, b: Reg, shift: Expr },
    /// Gaussian butterfly on (re, im) pairs with a Gaussian twiddle (re, im).
    GBfly { kind: BflyKind, a: [Reg; 2], b: [Reg; 2], w: [Tw; 2], half: bool },
    /// x <- x * w over `Z_q[i]`.
    GMulTw { x: [Reg; 2], w: [Tw; 2] },
    /// x <- (bit != 0) ? x * w : x over `Z_q[i]`, as a branch-free select.
    GSelMulTw { x: [Reg; 2], w: [Tw; 2], bit: Expr },
    /// The stored form of a constant a fused form computes once per thread
    /// (`plan::lower::fused`): from a plain residue `x` (`Form::Plain`), its
    /// value and companion; from a value already stored (`Form::Stored`:
    /// `w.v` is `x`), its companion alone. `pow_beta` is the stored 2^β mod
    /// q (a table entry), which Shoup's companion takes
    /// (`Modulus::to_stored`).
    ToStored { w: Tw, x: Reg, from: Form, pow_beta: Option<Tw> },
    /// x (below q) as a signed word in (-q/2, q/2]: x - q (wrapping) where
    /// x > floor(q / 2) (a fused form's `centre`).
    Centre { x: Reg },
    /// dst <- src of lane `lane` in this warp (`__shfl_sync` over the full warp).
    Shfl { dst: Reg, src: Reg, lane: Expr },
    /// dst <- (cond != 0) ? a : b, `cond` a thread-index expression (never
    /// data): which of its registers a lane hands on (`lower::sectors`).
    Pick { dst: Reg, cond: Expr, a: Reg, b: Reg },
    /// Byte planes of four words (`arith::mma::byte_planes`): `dst[b]`
    /// holds byte b of `src[0]` .. `src[3]` (low to high), the order of a
    /// tensor-core B register over four consecutive rows.
    BytePlanes { dst: [Reg; 4], src: [Reg; 4] },
    /// The warp's tensor-core product
    /// `mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32` (`arith::mma`):
    /// d = a b + c over the fragments of all 32 lanes (no c: zero). Every
    /// lane of the warp runs it, so never under a guard; a sum outside s32
    /// is refused.
    MmaU8 { d: [Reg; 4], a: [Reg; 4], b: [Reg; 2], c: Option<[Reg; 4]> },
    /// x <- REDC(u[0] + 2^8 u[1] + 2^16 u[2] + 2^24 u[3]) lazily in (0, 2q):
    /// an output word of a tensor-core stage from its four byte planes'
    /// sums (montgomery, u32 words; `arith::mma::plane_redc`).
    PlaneRedc { x: Reg, u: [Reg; 4] },
    /// Asks L2 for word `idx` of `buf` in the polynomial
    /// `Kernel::prefetch_ahead` places ahead of the block's own in launch
    /// order (nothing where there is none). No effect on any value: a hint
    /// that the block which runs that polynomial later finds its words in
    /// L2 (`lower::prefetch`).
    Prefetch { buf: Buf, idx: Expr },
    /// `width` words of `buf` from `idx` copied into `Mem::Stage` from
    /// `slot` without waiting (`cp.async`: 4, 8 or 16 bytes); the kernel
    /// waits for them before the tile that reads them (`Kernel::staging`).
    CopyAsync { buf: Buf, idx: Expr, slot: Expr, width: u32 },
    /// This thread arrives at the cluster barrier without waiting (the
    /// kernel's first op; `barrier.cluster.arrive.relaxed`): its block runs.
    ClusterArrive,
    /// Waits until every thread of the cluster arrived (`ClusterArrive`):
    /// from here on every block of the cluster runs, so its shared memory
    /// may be reached. Orders no memory; costs no barrier where the blocks
    /// started together.
    ClusterWait,
}

/// Which threads a barrier waits for, and so which memory it orders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Scope {
    /// The 32 threads of a warp (`__syncwarp`).
    Warp,
    /// Every thread of the block: orders block shared memory (`__syncthreads`).
    Block,
    /// Every thread of every block of the thread-block cluster: orders
    /// distributed shared memory (`barrier.cluster`).
    Cluster,
    /// Every thread of every block of the launch (`grid_sync`, the whole
    /// grid resident: `Param::GridCounter`): orders global memory between blocks, and acts as
    /// a block barrier. Only in the kernels of the `_coop` programs
    /// (`lower::fuse`), where one launch does what several did.
    Grid,
    /// Every block of this polynomial's previous part (a streamed kernel,
    /// `Kernel::stream`): the part's blocks count their arrivals per
    /// polynomial, a block of the next part waits until all of its
    /// polynomial's have arrived. Orders the polynomial's global memory;
    /// registers and shared memory do not carry over (the next part's block
    /// is another block).
    Polynomial,
}

/// Ops between two barriers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Phase {
    pub note: String,
    /// The barrier between the previous phase and this one (`None` for the
    /// first phase of a kernel).
    pub sync: Option<Scope>,
    pub ops: Vec<Op>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Role {
    Forward,
    Twist,
    Pointwise,
    Untwist,
    Inverse,
    /// A whole product: both forwards, the pointwise product, the inverse.
    Product,
    /// A fused form's steps alone, apart from its transform (the
    /// `<form>_separate` programs).
    Elementwise,
}

/// A kernel parameter, in order; both emitters take the list from here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Param {
    Buf(Buf),
    Table(usize, Part),
    Mods,
    /// The grid barrier's counter (`unsigned*`), last in a kernel with grid
    /// barriers: one word the executor keeps per stream, where it launches
    /// the kernel without the cooperative attribute so that the launch may
    /// overlap the grid before it (programmatic dependent launch) after
    /// checking that the whole grid fits the GPU at once; null in a
    /// cooperative launch, whose workspace then holds the counter.
    GridCounter,
    /// The caller's per-tower array `i` (`Plan::tower_args`), `const word_t*`.
    TowerArg(usize),
    /// Where the towers a fused form leaves out start, and how many
    /// (`Kernel::skip_towers`): `unsigned long long` values.
    SkipAt,
    SkipLen,
}

impl Param {
    pub fn c_name(&self, tables: &[TableDecl]) -> String {
        match self {
            Param::Buf(b) => b.c_name().to_string(),
            Param::Table(t, Part::Value) => format!("{}_v", tables[*t].name),
            Param::Table(t, Part::Companion) => format!("{}_c", tables[*t].name),
            Param::Mods => "mods".to_string(),
            Param::GridCounter => "grid_counter".to_string(),
            Param::TowerArg(i) => format!("c_{i}"),
            Param::SkipAt => "skip_at".to_string(),
            Param::SkipLen => "skip_len".to_string(),
        }
    }
}

/// Work and traffic of one launch over one polynomial of one tower.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Cost {
    pub mulmods: u64,
    pub addmods: u64,
    pub butterflies: u64,
    pub global_read_bytes: u64,
    pub global_write_bytes: u64,
    pub table_read_bytes: u64,
    pub shuffles: u64,
    /// Tensor-core multiply-adds (`Op::MmaU8`: 16 x 8 x 32 a warp); left
    /// out of dumps where there are none.
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub tensor_macs: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Kernel {
    pub name: String,
    pub role: Role,
    /// Blocks along x; y is the tower, z the polynomial of the batch.
    pub grid_x: u32,
    /// (threads per set, sets per block).
    pub block: [u32; 2],
    /// Blocks of one thread-block cluster along x (1: no cluster). Blocks
    /// `c*k .. c*k + c - 1` form a cluster; a block's rank in it is
    /// blockIdx.x % cluster_blocks.
    pub cluster_blocks: u32,
    /// Sets of several polynomials in one block (none: one polynomial).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pack: Option<Pack>,
    pub shared_words: u32,
    pub regs: u16,
    pub params: Vec<Param>,
    pub phases: Vec<Phase>,
    pub cost: Cost,
    /// Levels of the transform this kernel computes (global level numbers).
    pub levels: Vec<u32>,
    /// Blocks that should be resident per SM (`__launch_bounds__`'s second
    /// argument: the compiler's register budget); 0 leaves it open.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub min_blocks: u32,
    /// Waits for the grid launched before it on the stream at its start,
    /// before any other statement (`griddepcontrol.wait`, sm_90 and later),
    /// and lets the next launch begin at once (`launch_dependents`): the
    /// executors launch it with programmatic stream serialization, so its
    /// blocks are scheduled while that grid drains instead of after it
    /// (`overlap_launches`; a kernel with grid barriers too, which only a
    /// launch with its grid counter overlaps: a cooperative one waits for
    /// nothing).
    #[serde(default, skip_serializing_if = "is_false")]
    pub overlap: bool,
    /// The first phase's first `early_ops` ops are loads of the plan's
    /// tables (`Mem::Table`: constants no launch writes) and run before the
    /// wait of an `overlap` kernel (`lower::hoist::tables_first`): a block
    /// scheduled while the grid before it drains has its twiddles in
    /// flight, or landed, by the time that grid's writes are visible.
    #[serde(default, skip_serializing_if = "is_zero_usize")]
    pub early_ops: usize,
    /// Hands out its polynomials last first (`item` and `tower` count down
    /// from the grid's end as the hardware's block order counts up): set
    /// where it follows a kernel over the same buffer that ran first first,
    /// so its first blocks read the words that kernel wrote last, which L2
    /// still holds (`alternate_order`, `lower::order`). A permutation of
    /// independent blocks: what the kernel computes is unchanged.
    #[serde(default, skip_serializing_if = "is_false")]
    pub descending: bool,
    /// Its table loads are strong CTA-scope loads (`ld.relaxed.cta`), each
    /// at the start of the phase before the one that first reads it
    /// (`pinned_twiddles`, `lower::hoist::table_loads_pinned`): the
    /// compiler may not sink a strong load below a block barrier, as it
    /// sinks the plain read-only loads to their use, so a phase's twiddles
    /// are in flight while the phase before it computes.
    #[serde(default, skip_serializing_if = "is_false")]
    pub pinned_tables: bool,
    /// How many polynomials ahead of its own, in launch order, the block's
    /// `Op::Prefetch` reach (0: the kernel has none): the spec's
    /// `prefetch_ahead` blocks over `grid_x`, rounded up.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub prefetch_ahead: u32,
    /// Tiles (blocks of `grid_x`, in x) each launched block runs in turn
    /// (`tiles_per_block`): the launch has `grid_x / tiles_per_block`
    /// blocks in x, and `Var::BidX` is the tile.
    #[serde(skip_serializing_if = "is_one")]
    pub tiles_per_block: u32,
    /// The copies that fill the stage a tile's first phase reads
    /// (`Op::CopyAsync`, in terms of that tile's `Var::BidX`): issued for
    /// the first tile before the loop and for tile + 1 at each tile's
    /// start, so the next tile's words arrive while this one computes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub staging: Vec<Op>,
    /// A streamed kernel (`lower::stream`): its phases are two parts split
    /// at the `Scope::Polynomial` barrier, and each launched block runs one
    /// block of one part of one polynomial, taken in order from a ticket.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stream: Option<Stream>,
    /// Launched over the towers a fused form keeps (`Param::SkipAt`,
    /// `Param::SkipLen`): block tower b runs tower b, or b + skip_len from
    /// skip_at on, of buffers, tables and arrays that hold every tower
    /// (gridDim's towers plus skip_len).
    #[serde(default, skip_serializing_if = "is_false")]
    pub skip_towers: bool,
    /// Its loads of y read the batch item's row (`n` words, for every
    /// tower: word i at `item x words_per_poly + i`), not the polynomial of
    /// the item and tower (a fused form's `from-y-row`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub y_rows: bool,
}

/// How a streamed kernel hands out its work. Item `i` (the i-th ticket) is
/// [`Stream::item`]: the first part's blocks of polynomial `p` come before
/// the second part's blocks of polynomial `p - lag`, so a second-part block
/// waits only for blocks that took earlier tickets (each is running: no
/// deadlock whatever the GPU holds), and reads its polynomial soon after it
/// was written, while L2 still holds it. Polynomials are taken tower-major
/// (`p = tower x batch + item`), as the hardware hands out the blocks of a
/// plain launch, so a tower's polynomials share its tables in L2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Stream {
    /// How many polynomials the second part runs behind the first.
    pub lag: u32,
    /// Blocks per polynomial of each part (`Kernel::grid_x` is their sum).
    pub blocks: [u32; 2],
}

impl Stream {
    /// (part, polynomial, block of the part) of ticket `i` over `polys`
    /// polynomials: the first `lag` polynomials' first parts, then each
    /// polynomial's first part followed by the second part of the one `lag`
    /// before, then the last `lag` second parts. The CUDA prologue renders
    /// the same arithmetic (`templates/stream.cu`).
    pub fn item(&self, i: u64, polys: u64) -> (u32, u64, u64) {
        let lag = u64::from(self.lag).min(polys);
        let [b0, b1] = self.blocks.map(u64::from);
        let (head, mid) = (lag * b0, (polys - lag) * (b0 + b1));
        if i < head {
            (0, i / b0, i % b0)
        } else if i < head + mid {
            let (p, r) = ((i - head) / (b0 + b1), (i - head) % (b0 + b1));
            if r < b0 { (0, lag + p, r) } else { (1, p, r - b0) }
        } else {
            let t = i - head - mid;
            (1, polys - lag + t / b1, t % b1)
        }
    }
}

fn is_one(v: &u32) -> bool {
    *v == 1
}

fn is_false(v: &bool) -> bool {
    !*v
}

fn is_zero_usize(v: &usize) -> bool {
    *v == 0
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

fn is_zero_u64(v: &u64) -> bool {
    *v == 0
}

impl Kernel {
    /// A kernel with a grid barrier needs its whole grid resident at once
    /// (launched cooperatively, or with its grid counter after the check).
    pub fn cooperative(&self) -> bool {
        self.phases.iter().any(|p| p.sync == Some(Scope::Grid))
    }
    /// The phases of each part of a streamed kernel (split at the
    /// `Scope::Polynomial` barrier); one part, all phases, otherwise.
    pub fn parts(&self) -> Vec<&[Phase]> {
        let mut cuts: Vec<usize> = (1..self.phases.len()).filter(|&i| self.phases[i].sync == Some(Scope::Polynomial)).collect();
        cuts.insert(0, 0);
        cuts.push(self.phases.len());
        cuts.windows(2).map(|w| &self.phases[w[0]..w[1]]).collect()
    }
    pub fn threads(&self) -> u32 {
        self.block[0] * self.block[1]
    }
    /// Blocks the launch has in x: one per `tiles_per_block` tiles.
    pub fn launch_grid_x(&self) -> u32 {
        self.grid_x / self.tiles_per_block.max(1)
    }
    /// Threads that work on one polynomial of one tower (what `cost` counts
    /// per): `grid_x` blocks, each shared by `pack.polys` polynomials.
    pub fn threads_per_poly(&self) -> u64 {
        u64::from(self.grid_x) * u64::from(self.threads()) / u64::from(self.pack.as_ref().map_or(1, |p| p.polys))
    }
}

/// A kernel whose blocks hold the sets of `polys` polynomials of one tower
/// (more sets per block than the kernel has per polynomial). The grid stays
/// (grid_x, towers, batch): block z with z % polys == 0 runs polynomials
/// z .. z + polys - 1 of the batch, the thread's being z + `sel`; the other
/// blocks return at once. A thread whose polynomial is past the batch
/// (z + sel >= batch) reads 0 from global buffers and writes nothing there,
/// so a batch needs not be a multiple of `polys`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pack {
    /// Polynomials per block, a power of two above 1.
    pub polys: u32,
    /// Which of the block's polynomials this thread's set belongs to.
    pub sel: Expr,
}

impl Pack {
    /// Whether block z of the batch runs (the first of its polynomials).
    pub fn runs(&self, z: u32) -> bool {
        z.is_multiple_of(self.polys)
    }
}

/// What a constant table holds, per tower; the builder in `tables` makes it,
/// a twiddle mode's kinds through `lower::twiddle::contents` (which names
/// every kind, so a new one is sorted there first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum TableKind {
    /// Merged forward twiddles at index 2^j + g (psi^br for negacyclic, w_2m^br(i) otherwise).
    Forward,
    /// The inverse's twiddles, same indexing.
    Inverse,
    /// Sub-transform of size `len` used after a four-step twist (cyclic structure).
    SubForward { log_m: u32 },
    SubInverse { log_m: u32 },
    /// Four-step twist gamma_hi^i (and its inverse), n entries; truncated
    /// by t, gamma_hi^(i with its low t bits cleared) (`plan::tables`).
    FourStep { log_m: u32 },
    FourStepInv { log_m: u32 },
    /// DGT fold twist h^j, and its inverse h^-j.
    DgtTwist,
    DgtUntwist,
    /// base^(2^b) for on-the-fly twiddles: forward and inverse.
    Powers { inverse: bool },
    /// split twiddles: base^u (lo) and base^(u << lo_bits) (hi).
    SplitLo { inverse: bool, lo_bits: u32 },
    SplitHi { inverse: bool, lo_bits: u32 },
    /// On-the-fly and split twiddles of a four-step sub-transform: the same
    /// tables over the sub-transform's root of order 2^log_m.
    SubPowers { inverse: bool, log_m: u32 },
    SubSplitLo { inverse: bool, log_m: u32, lo_bits: u32 },
    SubSplitHi { inverse: bool, log_m: u32, lo_bits: u32 },
    /// Roots w_j of the truncated groups (x^k - w_j).
    GroupRoots,
    /// Small constants for the pointwise algorithms and scalings.
    Constants(Vec<ConstEntry>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ConstEntry {
    /// A small integer, reduced mod q.
    Int(i64),
    /// The inverse of a small integer mod q.
    Inv(u64),
    /// 1 / 2^(levels computed) for the final scaling (a truncated inverse
    /// leaves the last 2^truncate factor out, like the merged halvings).
    InvLen,
    /// 1 / 2^(levels computed) times the inverse table's entry at this index:
    /// the last inverse level's twiddle with the final scaling folded in.
    InvLenTimesInverse(u32),
    /// 2^k mod q, k of either sign: a fused form's scales (n, 1/n, R,
    /// 1/R, the inverse's own 1/len) folded into one power.
    TwoPow(i32),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableDecl {
    pub name: String,
    pub kind: TableKind,
    /// Entries per tower.
    pub len: usize,
    /// Gaussian entries take two words (re, im) at 2*idx, 2*idx + 1.
    pub gaussian: bool,
    /// Entry idx's value and companion side by side, words 2*idx and
    /// 2*idx + 1 of the value part (no companion part): read by `Op::LdTw`,
    /// one wide load (`ValidSpec::paired_twiddles`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub paired: bool,
}

impl TableDecl {
    pub fn words(&self) -> usize {
        self.len * if self.gaussian { 2 } else { 1 } * if self.paired { 2 } else { 1 }
    }
}

/// A global buffer of a plan: `batch x towers x words_per_poly` words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BufferDecl {
    pub name: String,
    pub kind: BufferKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BufferKind {
    /// Supplied by the caller of a program (and, where a program writes it,
    /// handed back).
    Operand,
    /// Allocated by the executor, never seen by the caller.
    Scratch,
    /// A streamed kernel's counters (`Buf::Counters`): `batch x towers + 1`
    /// words, allocated zeroed once by the executor (or, through the C
    /// functions, by the caller); every launch leaves them zeroed.
    Counters,
}

/// One launch of a program: a kernel of the plan, with each of the
/// kernel's buffer parameters bound to a buffer of the plan.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// Index into `Plan::kernels`.
    pub kernel: usize,
    /// (kernel parameter, index into `Plan::buffers`), one per buffer
    /// parameter of the kernel, in parameter order.
    pub bind: Vec<(Buf, usize)>,
}

/// A named sequence of launches over named buffers: forward, inverse,
/// pointwise and polymul are programs, not code paths of the executors.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Program {
    pub name: String,
    /// The operand buffers the caller passes, in order (indices into
    /// `Plan::buffers`); the program transforms them in place.
    pub operands: Vec<usize>,
    /// Scratch buffers the program's launches use.
    pub scratch: Vec<usize>,
    pub steps: Vec<Step>,
    pub doc: String,
    /// The caller's per-tower arrays (indices into `Plan::tower_args`), in
    /// the order it passes them, after the operands (a fused form's).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tower_args: Vec<usize>,
    /// It leaves out a range of towers given at run time
    /// (`Kernel::skip_towers`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub skip_towers: bool,
    /// Its operand y holds one row of `words_per_poly` words per batch item,
    /// read for every tower (`Kernel::y_rows`): batch x words_per_poly
    /// words, not batch x towers x words_per_poly.
    #[serde(default, skip_serializing_if = "is_false")]
    pub y_rows: bool,
}

impl Program {
    /// Words of operand `i` (its position in `operands`) over `batch`
    /// items of `towers` towers of `per_poly` words: y's rows where the
    /// program reads rows, else the data's shape. `None` past usize.
    pub fn operand_words(&self, buffers: &[BufferDecl], i: usize, batch: usize, towers: usize, per_poly: usize) -> Option<usize> {
        batch.checked_mul(self.operand_towers(buffers, i, towers))?.checked_mul(per_poly)
    }
    /// The towers operand `i` holds a batch item: 1 for y's rows, else `towers`.
    pub fn operand_towers(&self, buffers: &[BufferDecl], i: usize, towers: usize) -> usize {
        if self.reads_rows(buffers, i) { 1 } else { towers }
    }
    /// Whether operand `i` is y's rows (`y_rows`): a row a batch item,
    /// words below the largest prime, not the data's shape.
    pub fn reads_rows(&self, buffers: &[BufferDecl], i: usize) -> bool {
        self.y_rows && self.operands.get(i).is_some_and(|&b| buffers.get(b).is_some_and(|d| d.name == Buf::Y.c_name()))
    }
}

/// A per-tower array a fused form takes from its caller: one word per
/// tower (every tower of the buffers, skipped ones too), each below its
/// tower's prime, or a Shoup pair's companions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TowerArgDecl {
    /// `<form>_<constant>`, `_companion` for a companion array.
    pub name: String,
    /// The form and the constant's name in it (the C argument `d_<constant>`).
    pub form: String,
    pub constant: String,
    /// A Shoup pair's companions, floor(c·2^64 / q), not residues.
    pub companion: bool,
}

/// Blocks per SM of a several-launch grid up to which the one-launch form
/// runs instead ([`Plan::one_launch_pays`]).
pub const ONE_LAUNCH_MAX_BLOCKS_PER_SM: u64 = 2;

/// Where forward output element p sits relative to the reference transform:
/// always the reference's own order in this generator (bit-reversed for
/// full transforms, bit-reversed groups of 2^truncate for truncated ones).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Plan {
    pub spec: crate::spec::ValidSpec,
    /// Words of one polynomial of one tower.
    pub words_per_poly: usize,
    pub towers: usize,
    pub tables: Vec<TableDecl>,
    /// Every kernel of the plan, each once, in the order the CUDA file
    /// defines them.
    pub kernels: Vec<Kernel>,
    pub buffers: Vec<BufferDecl>,
    pub programs: Vec<Program>,
    /// The per-tower arrays fused forms take (`Param::TowerArg`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tower_args: Vec<TowerArgDecl>,
}

/// The names of the programs every transform plan has.
pub mod programs {
    /// x <- forward(x).
    pub const FORWARD: &str = "forward";
    /// x <- inverse(x).
    pub const INVERSE: &str = "inverse";
    /// x <- x (.) y in the transformed domain.
    pub const POINTWISE: &str = "pointwise";
    /// x <- x * y in the ring (y is left transformed).
    pub const POLYMUL: &str = "polymul";
    /// A program's one-launch form (`<name>_coop`, `lower::fuse`): the same
    /// result from one launch with grid barriers, for batches whose grid fits the
    /// GPU at once. Executors choose it per call (`Plan::one_launch`).
    pub const ONE_LAUNCH_SUFFIX: &str = "_coop";
}

impl Plan {
    pub fn program(&self, name: &str) -> Option<&Program> {
        self.programs.iter().find(|p| p.name == name)
    }

    /// The kernels a program launches, in launch order.
    pub fn launches<'a>(&'a self, program: &'a Program) -> impl Iterator<Item = &'a Kernel> + 'a {
        program.steps.iter().map(move |s| &self.kernels[s.kernel])
    }

    /// The one-launch form of program `name`, where the plan has one.
    pub fn one_launch(&self, name: &str) -> Option<&Program> {
        // Matched without building the name: engines ask this on every call.
        self.programs.iter().find(|p| p.name.strip_suffix(programs::ONE_LAUNCH_SUFFIX) == Some(name))
    }

    /// Whether program `name`'s one-launch form should run for `towers` x
    /// `batch` polynomials on a GPU of `sms` multiprocessors (where it fits at
    /// all): while the several-launch form's largest grid is at most
    /// [`ONE_LAUNCH_MAX_BLOCKS_PER_SM`] blocks per SM. Past that the GPU is
    /// full with several launches too, and the one-launch form's latency
    /// shape (few sets per block, its grid barrier) costs more than the
    /// launch it saves (H100, inside Phantom: a 16-limb 2^15 forward 19.4 us
    /// in one launch, 15.6 in two; 9 limbs at 2^14 8.7 against 9.1).
    pub fn one_launch_pays(&self, name: &str, towers: usize, batch: usize, sms: usize) -> bool {
        let Some(p) = self.program(name) else { return false };
        u64::from(self.widest_grid_x(p)) * (towers * batch) as u64 <= ONE_LAUNCH_MAX_BLOCKS_PER_SM * sms as u64
    }

    /// The largest `grid_x` of a program's launches (its grid is `grid_x` x
    /// batch x towers blocks): what `one_launch_pays` weighs, and what the
    /// C functions weigh the same way.
    pub fn widest_grid_x(&self, program: &Program) -> u32 {
        // A streamed kernel's grid is its two parts' blocks, each part as
        // wide as the kernel it came from.
        self.launches(program).map(|k| k.stream.map_or(k.launch_grid_x(), |s| s.blocks[0].max(s.blocks[1]))).max().unwrap_or(0)
    }

    /// The kernels of the named program (empty when the plan has none).
    pub fn program_kernels(&self, name: &str) -> Vec<&Kernel> {
        self.program(name).map(|p| self.launches(p).collect()).unwrap_or_default()
    }

    /// The fused form whose program (or `_separate` program) is `name`.
    pub fn fused_form(&self, name: &str) -> Option<&crate::spec::FusedForm> {
        self.spec.fused.iter().find(|f| f.name == name || f.separate_name() == name)
    }

    pub fn buffer(&self, name: &str) -> Option<usize> {
        self.buffers.iter().position(|b| b.name == name)
    }
}

//! What an element-wise kernel is, as data: its parameters, the buffer
//! views it declares, how many elements it visits, and the statements run
//! for each element `i` of a grid-stride loop. `render` turns it into CUDA,
//! `eval` runs it on the CPU, `check` holds it to the rules both rely on.
//!
//! Beside straight-line statements a body may hold what the RNS, BFV and
//! big-integer kernels need per element: loops with public bounds (sizes
//! the host `#define`s, so they unroll), fixed-size local arrays, mutable
//! accumulators, wide products ([`Expr::MulHi`]), bit operations and 0/1
//! flags of comparisons (carries, borrows and masks for constant-time
//! selects).

/// Scalar types of parameters and buffer elements (the names the emitted
/// file typedefs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    U8,
    /// Signed bytes: small samples, read only through [`Expr::Lift`].
    I8,
    U32,
    U64,
}

impl Ty {
    pub fn c_name(self) -> &'static str {
        match self {
            Ty::U8 => "u8",
            Ty::I8 => "i8",
            Ty::U32 => "u32",
            Ty::U64 => "u64",
        }
    }
    /// True for the types C promotes to `int` (or keeps 32-bit) in arithmetic.
    pub fn narrow(self) -> bool {
        self != Ty::U64
    }
    /// Bytes of one element.
    pub fn bytes(self) -> usize {
        match self {
            Ty::U8 | Ty::I8 => 1,
            Ty::U32 => 4,
            Ty::U64 => 8,
        }
    }
}

/// How a parameter is passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// `T* name`: read and written (element `i` only).
    InOut,
    /// `const T* name`: read only.
    In,
    /// `T name`: a public value (a size, a modulus, an opcode).
    Value,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    pub name: &'static str,
    pub ty: Ty,
    pub pass: Pass,
}

/// `const ty* name = (const ty*)of + offset;`, declared before the loop: a
/// typed window into a byte buffer (the RLWE staging bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub name: &'static str,
    pub of: &'static str,
    pub ty: Ty,
    /// In elements of `ty`; public.
    pub offset: Expr,
}

/// Word arithmetic, wrapping mod 2^64 (`/` and `%` only on public values:
/// their time may depend on the operands; shift amounts public and below
/// 64, which `eval` checks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    And,
    Or,
    Xor,
    Shl,
    Shr,
}

impl BinOp {
    /// Whether the result of two u32 operands may need more than 32 bits
    /// (the others are exact when C computes them in 32 bits).
    pub fn may_carry(self) -> bool {
        matches!(self, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl)
    }
    pub fn c_op(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::Xor => "^",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
        }
    }
    /// Shifts take the type of their (promoted) left operand in C, not
    /// the wider of the two.
    pub fn is_shift(self) -> bool {
        matches!(self, BinOp::Shl | BinOp::Shr)
    }
}

/// A comparison: of public values as the condition of an [`Expr::Choose`],
/// of any values as an [`Expr::Flag`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    pub fn c_op(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }
    pub fn holds(self, a: u64, b: u64) -> bool {
        match self {
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
            CmpOp::Lt => a < b,
            CmpOp::Le => a <= b,
            CmpOp::Gt => a > b,
            CmpOp::Ge => a >= b,
        }
    }
}

/// The per-element expression language. Every value is a u64 word (narrow
/// parameters and loads widen), except an `I8` load, which only `Lift` reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// The element index `i` (a u32 index within the pair in a kernel
    /// over pairs, [`Kernel::pairs`]).
    Index,
    /// The pair `pair` of a kernel over pairs.
    Pair,
    /// A value parameter, an earlier `let` or `mut`, or a loop variable.
    Var(&'static str),
    Const(u64),
    /// A size of the module ([`Module::sizes`]): public, known when the
    /// file is compiled (the host `#define`s it).
    Size(&'static str),
    /// `buf[index]`, from a parameter, a view or a local array.
    Load(&'static str, Box<Expr>),
    /// The little-endian u16 at element `index` of a u8 view (two byte loads).
    LoadU16Le(&'static str, Box<Expr>),
    Bin(BinOp, Box<Expr>, Box<Expr>),
    /// `(a + b) mod q`, a, b < q < 2^64 (`mod_add` of reduce/common.cu).
    AddMod(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `(a - b) mod q`, a, b < q < 2^64 (`mod_sub`).
    SubMod(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `(a w) mod q` by Shoup's method: `a`, `w`, `w_comp = floor(w 2^64 / q)`,
    /// `q`, for q < 2^63 (the estimate is at most one q short).
    MulShoup(Box<[Expr; 4]>),
    /// A signed byte in [-128, 127] as an element of Z_q (q under a sign mask).
    Lift(Box<Expr>, Box<Expr>),
    /// `cond ? then : else` on a public condition: only the chosen side is
    /// evaluated (its loads may be out of range on the other side).
    Choose(Cmp, Box<Expr>, Box<Expr>),
    /// The high word of the 128-bit product `a b` (`mod_mulhi`).
    MulHi(Box<Expr>, Box<Expr>),
    /// 1 when the comparison holds, else 0, on any values: a carry, a
    /// borrow, or (as `0 - flag`) a mask; no branch.
    Flag(Cmp),
    /// `r - b` when `r >= b`, else `r`, under a mask (`mod_csub`).
    CSub(Box<Expr>, Box<Expr>),
    /// `(a b) mod q` for a, b < q: the general product. It renders only
    /// inside a transform kernel (a fused form's step, over the kernel's own
    /// reduction and its modulus constants); an element-wise file, which
    /// carries no reduction constants, refuses it (`render`): multiply there
    /// by a host-prepared Shoup pair (`MulShoup`).
    MulMod(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `a mod q` for any word a (below 2^64): like `MulMod`, only inside a
    /// transform kernel, which takes it as one product by the stored 2^0
    /// (exact for any word with shoup and montgomery, the reductions the
    /// validator lets a fused step that reads such words use).
    Reduce(Box<Expr>, Box<Expr>),
    /// `x` (below q) as a signed word in (-q/2, q/2]: `x - q` (wrapping)
    /// where x > floor(q / 2), else `x`, under a mask (`mod_centre`).
    Centre(Box<Expr>, Box<Expr>),
    /// `(u32)e` for a value the host promises fits 32 bits (`eval` checks
    /// it): index arithmetic that C then keeps in 32 bits (a u32 division
    /// instead of a 64-bit one).
    U32(Box<Expr>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cmp {
    pub op: CmpOp,
    pub a: Box<Expr>,
    pub b: Box<Expr>,
}

/// One statement of the loop body. Names are block-scoped (a `for` body or
/// a block) and never shadow one in scope.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// `ty name = expr;`, immutable.
    Let(&'static str, Expr),
    /// `u64 name = expr;`, assigned later: an accumulator, always treated
    /// as secret (the rules do not follow data through assignments).
    Mut(&'static str, Expr),
    /// `name = expr;` to a `mut`.
    Assign(&'static str, Expr),
    /// `(hi, lo) += a b`: the two `mut`s as one 128-bit sum (wrapping at
    /// 2^128), the full product of two words added with the carry between
    /// the words (`mod_mac128`: PTX multiply-adds with carry).
    Mac(&'static str, &'static str, Expr, Expr),
    /// `(ll, lh, hl, hh) += (a_lo b_lo, a_lo b_hi, a_hi b_lo, a_hi b_hi)`,
    /// a_lo / a_hi the low and high 32-bit halves of `a`: four `mut`s, each
    /// a sum of 32 x 32-bit products that must not pass 2^64 (`eval`
    /// refuses one that does; `mod_mac_split`: four PTX mad.wide.u32).
    MacSplit([&'static str; 4], Expr, Expr),
    /// `ty name[len];`: a local array (registers once the loops over it
    /// unroll), `len` a compile-time size; its elements are secret, and
    /// reading one before it is stored is an error in `eval`.
    Array(&'static str, Ty, Expr),
    /// `buf[index] = expr;` (truncated to a u32 element): to a local array,
    /// or to a u64 or u32 in-out buffer parameter, at a public index. The
    /// elements must be independent (no element reads or writes what
    /// another writes), so the loop order does not matter; `eval` checks it.
    Store(&'static str, Expr, Expr),
    /// `for (u32 var = from; var < to; var++) { body }`, bounds public.
    For(&'static str, Expr, Expr, Vec<Stmt>),
    /// `{ body }`: a scope for helper names (an inlined helper used twice).
    Block(Vec<Stmt>),
    /// `if (cond) { body }` on a public condition (a launch parameter).
    If(Cmp, Vec<Stmt>),
}

/// A compile-time size of a module, `#define`d by the host before the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Size {
    pub name: &'static str,
    /// What it counts (one line, for the file's header).
    pub doc: &'static str,
}

/// One `extern "C" __global__` kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    pub name: &'static str,
    /// Comment above the kernel (lines split at '\n').
    pub doc: &'static str,
    pub params: Vec<Param>,
    pub views: Vec<View>,
    /// `Some(batch)`: the elements are `batch` pairs of `count` each, on a
    /// two-dimensional grid (y walks the pairs, x the u32 index `i` within
    /// one, both grid-stride): no 64-bit division splits a flat index.
    pub pairs: Option<Expr>,
    /// Elements visited: i in [0, count) (per pair); public.
    pub count: Expr,
    pub body: Vec<Stmt>,
}

/// One emitted file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    /// File stem (`<name>.cu`).
    pub name: &'static str,
    /// The file's header comment, after the generated-by lines.
    pub doc: &'static str,
    /// Sizes the host `#define`s before the text (upper-case names).
    pub sizes: Vec<Size>,
    pub kernels: Vec<Kernel>,
}

impl Kernel {
    pub fn param(&self, name: &str) -> Option<&Param> {
        self.params.iter().find(|p| p.name == name)
    }
    pub fn view(&self, name: &str) -> Option<&View> {
        self.views.iter().find(|v| v.name == name)
    }
}

/// Constructors that keep the descriptors short.
pub mod build {
    use super::*;

    pub fn inout(name: &'static str, ty: Ty) -> Param {
        Param { name, ty, pass: Pass::InOut }
    }
    pub fn input(name: &'static str, ty: Ty) -> Param {
        Param { name, ty, pass: Pass::In }
    }
    pub fn value(name: &'static str, ty: Ty) -> Param {
        Param { name, ty, pass: Pass::Value }
    }
    pub fn view(name: &'static str, of: &'static str, ty: Ty, offset: Expr) -> View {
        View { name, of, ty, offset }
    }
    pub fn i() -> Expr {
        Expr::Index
    }
    pub fn pair() -> Expr {
        Expr::Pair
    }
    pub fn v(name: &'static str) -> Expr {
        Expr::Var(name)
    }
    pub fn c(k: u64) -> Expr {
        Expr::Const(k)
    }
    pub fn load(buf: &'static str, index: Expr) -> Expr {
        Expr::Load(buf, Box::new(index))
    }
    pub fn load_u16_le(buf: &'static str, index: Expr) -> Expr {
        Expr::LoadU16Le(buf, Box::new(index))
    }
    fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::Bin(op, Box::new(a), Box::new(b))
    }
    pub fn add(a: Expr, b: Expr) -> Expr {
        bin(BinOp::Add, a, b)
    }
    pub fn sub(a: Expr, b: Expr) -> Expr {
        bin(BinOp::Sub, a, b)
    }
    pub fn mul(a: Expr, b: Expr) -> Expr {
        bin(BinOp::Mul, a, b)
    }
    pub fn div(a: Expr, b: Expr) -> Expr {
        bin(BinOp::Div, a, b)
    }
    pub fn rem(a: Expr, b: Expr) -> Expr {
        bin(BinOp::Rem, a, b)
    }
    pub fn add_mod(a: Expr, b: Expr, q: Expr) -> Expr {
        Expr::AddMod(Box::new(a), Box::new(b), Box::new(q))
    }
    pub fn sub_mod(a: Expr, b: Expr, q: Expr) -> Expr {
        Expr::SubMod(Box::new(a), Box::new(b), Box::new(q))
    }
    /// `-a mod q`, as `0 - a`.
    pub fn neg_mod(a: Expr, q: Expr) -> Expr {
        sub_mod(c(0), a, q)
    }
    pub fn mul_mod(a: Expr, b: Expr, q: Expr) -> Expr {
        Expr::MulMod(Box::new(a), Box::new(b), Box::new(q))
    }
    pub fn reduce(a: Expr, q: Expr) -> Expr {
        Expr::Reduce(Box::new(a), Box::new(q))
    }
    pub fn centre(x: Expr, q: Expr) -> Expr {
        Expr::Centre(Box::new(x), Box::new(q))
    }
    pub fn mul_shoup(a: Expr, w: Expr, w_comp: Expr, q: Expr) -> Expr {
        Expr::MulShoup(Box::new([a, w, w_comp, q]))
    }
    pub fn lift(small: Expr, q: Expr) -> Expr {
        Expr::Lift(Box::new(small), Box::new(q))
    }
    fn cmp(op: CmpOp, a: Expr, b: Expr) -> Cmp {
        Cmp { op, a: Box::new(a), b: Box::new(b) }
    }
    pub fn eq(a: Expr, b: Expr) -> Cmp {
        cmp(CmpOp::Eq, a, b)
    }
    pub fn lt(a: Expr, b: Expr) -> Cmp {
        cmp(CmpOp::Lt, a, b)
    }
    pub fn ne(a: Expr, b: Expr) -> Cmp {
        cmp(CmpOp::Ne, a, b)
    }
    pub fn le(a: Expr, b: Expr) -> Cmp {
        cmp(CmpOp::Le, a, b)
    }
    pub fn gt(a: Expr, b: Expr) -> Cmp {
        cmp(CmpOp::Gt, a, b)
    }
    pub fn ge(a: Expr, b: Expr) -> Cmp {
        cmp(CmpOp::Ge, a, b)
    }
    pub fn choose(cond: Cmp, then: Expr, otherwise: Expr) -> Expr {
        Expr::Choose(cond, Box::new(then), Box::new(otherwise))
    }
    pub fn size(name: &'static str) -> Expr {
        Expr::Size(name)
    }
    pub fn and(a: Expr, b: Expr) -> Expr {
        bin(BinOp::And, a, b)
    }
    pub fn or(a: Expr, b: Expr) -> Expr {
        bin(BinOp::Or, a, b)
    }
    pub fn xor(a: Expr, b: Expr) -> Expr {
        bin(BinOp::Xor, a, b)
    }
    pub fn shl(a: Expr, b: Expr) -> Expr {
        bin(BinOp::Shl, a, b)
    }
    pub fn shr(a: Expr, b: Expr) -> Expr {
        bin(BinOp::Shr, a, b)
    }
    pub fn mulhi(a: Expr, b: Expr) -> Expr {
        Expr::MulHi(Box::new(a), Box::new(b))
    }
    pub fn flag(cond: Cmp) -> Expr {
        Expr::Flag(cond)
    }
    /// All ones when `cond` holds, else 0.
    pub fn mask(cond: Cmp) -> Expr {
        sub(c(0), flag(cond))
    }
    pub fn csub(r: Expr, b: Expr) -> Expr {
        Expr::CSub(Box::new(r), Box::new(b))
    }
    pub fn u32_(e: Expr) -> Expr {
        Expr::U32(Box::new(e))
    }
    pub fn let_(name: &'static str, e: Expr) -> Stmt {
        Stmt::Let(name, e)
    }
    pub fn mut_(name: &'static str, e: Expr) -> Stmt {
        Stmt::Mut(name, e)
    }
    pub fn assign(name: &'static str, e: Expr) -> Stmt {
        Stmt::Assign(name, e)
    }
    /// `(hi, lo) += a b` in 128 bits.
    pub fn mac(hi: &'static str, lo: &'static str, a: Expr, b: Expr) -> Stmt {
        Stmt::Mac(hi, lo, a, b)
    }
    /// The four 32 x 32-bit products of two words' halves added to four
    /// words (ll, lh, hl, hh).
    pub fn mac_split(words: [&'static str; 4], a: Expr, b: Expr) -> Stmt {
        Stmt::MacSplit(words, a, b)
    }
    pub fn array(name: &'static str, ty: Ty, len: Expr) -> Stmt {
        Stmt::Array(name, ty, len)
    }
    /// `buf[i] = e`: the element's own word.
    pub fn store(buf: &'static str, e: Expr) -> Stmt {
        Stmt::Store(buf, Expr::Index, e)
    }
    pub fn store_at(buf: &'static str, index: Expr, e: Expr) -> Stmt {
        Stmt::Store(buf, index, e)
    }
    pub fn for_(var: &'static str, from: Expr, to: Expr, body: Vec<Stmt>) -> Stmt {
        Stmt::For(var, from, to, body)
    }
    pub fn block(body: Vec<Stmt>) -> Stmt {
        Stmt::Block(body)
    }
    pub fn if_(cond: Cmp, body: Vec<Stmt>) -> Stmt {
        Stmt::If(cond, body)
    }
}

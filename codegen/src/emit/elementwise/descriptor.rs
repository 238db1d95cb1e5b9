//! What an element-wise kernel is, as data: its parameters, the buffer
//! views it declares, how many elements it visits, and the statements run
//! for each element `i` of a grid-stride loop. `render` turns it into CUDA,
//! `eval` runs it on the CPU, `check` holds it to the rules both rely on.

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

/// Public index arithmetic (and `*` of a secret by a public value; `/`
/// and `%` only on public values, their time may depend on the operands).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

impl BinOp {
    pub fn c_op(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
        }
    }
}

/// A comparison of public values, the condition of an [`Expr::Choose`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Lt,
}

/// The per-element expression language. Every value is a u64 word (narrow
/// parameters and loads widen), except an `I8` load, which only `Lift` reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// The element index `i`.
    Index,
    /// A parameter or an earlier `let`.
    Var(&'static str),
    Const(u64),
    /// `buf[index]`, from a parameter or a view.
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
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cmp {
    pub op: CmpOp,
    pub a: Box<Expr>,
    pub b: Box<Expr>,
}

/// One statement of the loop body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// `ty name = expr;`
    Let(&'static str, Expr),
    /// `buf[i] = expr;`: a thread writes only its own element, so the
    /// elements are independent and the loop order does not matter.
    Store(&'static str, Expr),
}

/// One `extern "C" __global__` kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    pub name: &'static str,
    /// Comment above the kernel (lines split at '\n').
    pub doc: &'static str,
    pub params: Vec<Param>,
    pub views: Vec<View>,
    /// Elements visited: i in [0, count); public.
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
    pub fn choose(cond: Cmp, then: Expr, otherwise: Expr) -> Expr {
        Expr::Choose(cond, Box::new(then), Box::new(otherwise))
    }
    pub fn let_(name: &'static str, e: Expr) -> Stmt {
        Stmt::Let(name, e)
    }
    pub fn store(buf: &'static str, e: Expr) -> Stmt {
        Stmt::Store(buf, e)
    }
}

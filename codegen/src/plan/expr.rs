//! Index arithmetic as a tree, defined once: rendered as C for the GPU,
//! evaluated by the CPU interpreter, folded by `simplify`. The GPU therefore
//! runs exactly the index math that CI checks without one.
//!
//! Values are unsigned 32-bit (CUDA `unsigned`); evaluation fails on any
//! intermediate that would wrap, so an index that only works by overflow is
//! caught on the CPU.

use serde::Serialize;
use std::fmt;

/// The launch grid is (blocks, batch, towers): the axis of `Var::Item` and of
/// `Var::Tower`, for the kernel skeleton's poly index and moduli.
pub const ITEM_AXIS: &str = "y";
pub const TOWER_AXIS: &str = "z";

/// Built-in per-thread values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Var {
    TidX,
    TidY,
    /// The block's tile along x, `bx` in the kernel: `blockIdx.x`, or the
    /// tile of the loop where a block runs several (`Kernel::tiles_per_block`),
    /// or a streamed kernel's block of its work item's part.
    BidX,
    /// The block's RNS tower, `tower` in the kernel. Launched as
    /// `blockIdx.z` (a streamed kernel's from its work item): the hardware hands
    /// out blocks x-fastest, then y, then z, so with the batch in y the
    /// polynomials of one tower run together and share its tables in L2
    /// (H200, 8 x 32 limbs at 2^16: the tables were read from DRAM once per
    /// polynomial with the towers in y).
    Tower,
    /// The block's polynomial within the batch, `item` in the kernel
    /// (`blockIdx.y`, or a streamed kernel's from its work item).
    Item,
}

impl Var {
    pub fn c_name(self) -> &'static str {
        match self {
            Var::TidX => "threadIdx.x",
            Var::TidY => "threadIdx.y",
            Var::BidX => "bx",
            Var::Tower => "tower",
            Var::Item => "item",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Expr {
    Const(u32),
    Var(Var),
    Add(Box<Expr>, Box<Expr>),
    Sub(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
    Shl(Box<Expr>, u32),
    Shr(Box<Expr>, u32),
    And(Box<Expr>, u32),
    Or(Box<Expr>, Box<Expr>),
    Min(Box<Expr>, u32),
    /// 1 when the operand is below the bound, else 0.
    Lt(Box<Expr>, u32),
    /// Reverse the low `bits` bits (the value must fit in them).
    BitRev(Box<Expr>, u32),
}

/// Thread-local values an expression may read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Env {
    pub tid: [u32; 2],
    pub bid: [u32; 3],
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("index expression `{expr}` wraps 32 bits at {env:?}")]
pub struct EvalError {
    pub expr: String,
    pub env: Env,
}

impl Expr {
    pub fn c(v: u32) -> Expr {
        Expr::Const(v)
    }
    pub fn var(v: Var) -> Expr {
        Expr::Var(v)
    }
    pub fn add(self, o: Expr) -> Expr {
        Expr::Add(Box::new(self), Box::new(o))
    }
    pub fn sub(self, o: Expr) -> Expr {
        Expr::Sub(Box::new(self), Box::new(o))
    }
    pub fn mul(self, o: Expr) -> Expr {
        Expr::Mul(Box::new(self), Box::new(o))
    }
    pub fn shl(self, s: u32) -> Expr {
        Expr::Shl(Box::new(self), s)
    }
    pub fn shr(self, s: u32) -> Expr {
        Expr::Shr(Box::new(self), s)
    }
    pub fn and(self, m: u32) -> Expr {
        Expr::And(Box::new(self), m)
    }
    pub fn or(self, o: Expr) -> Expr {
        Expr::Or(Box::new(self), Box::new(o))
    }
    pub fn min(self, m: u32) -> Expr {
        Expr::Min(Box::new(self), m)
    }
    pub fn lt(self, m: u32) -> Expr {
        Expr::Lt(Box::new(self), m)
    }
    pub fn bitrev(self, bits: u32) -> Expr {
        Expr::BitRev(Box::new(self), bits)
    }
    /// Bits [lo, lo + width) of self, moved down to bit 0.
    pub fn bits(self, lo: u32, width: u32) -> Expr {
        if width == 0 {
            return Expr::c(0);
        }
        let mask = if width >= 32 { u32::MAX } else { (1u32 << width) - 1 };
        self.shr(lo).and(mask)
    }

    /// Replace every occurrence of `v` by `with`.
    pub fn subst(&self, v: Var, with: &Expr) -> Expr {
        self.subst_vars(&|x| (x == v).then(|| with.clone()))
    }

    /// Replace every variable `f` maps, all at once (a replacement may name
    /// the variables it replaces: they are not substituted again).
    pub fn subst_vars(&self, f: &dyn Fn(Var) -> Option<Expr>) -> Expr {
        let r = |e: &Expr| Box::new(e.subst_vars(f));
        match self {
            Expr::Var(x) => f(*x).unwrap_or_else(|| self.clone()),
            Expr::Const(_) => self.clone(),
            Expr::Add(a, b) => Expr::Add(r(a), r(b)),
            Expr::Sub(a, b) => Expr::Sub(r(a), r(b)),
            Expr::Mul(a, b) => Expr::Mul(r(a), r(b)),
            Expr::Or(a, b) => Expr::Or(r(a), r(b)),
            Expr::Shl(a, s) => Expr::Shl(r(a), *s),
            Expr::Shr(a, s) => Expr::Shr(r(a), *s),
            Expr::And(a, m) => Expr::And(r(a), *m),
            Expr::Min(a, m) => Expr::Min(r(a), *m),
            Expr::Lt(a, m) => Expr::Lt(r(a), *m),
            Expr::BitRev(a, b) => Expr::BitRev(r(a), *b),
        }
    }

    pub fn eval(&self, env: &Env) -> Result<u32, EvalError> {
        let fail = || EvalError { expr: self.to_c(), env: *env };
        let v: u64 = match self {
            Expr::Const(c) => *c as u64,
            Expr::Var(v) => match v {
                Var::TidX => env.tid[0] as u64,
                Var::TidY => env.tid[1] as u64,
                Var::BidX => env.bid[0] as u64,
                Var::Tower => env.bid[1] as u64,
                Var::Item => env.bid[2] as u64,
            },
            Expr::Add(a, b) => a.eval(env)? as u64 + b.eval(env)? as u64,
            Expr::Sub(a, b) => (a.eval(env)? as u64).checked_sub(b.eval(env)? as u64).ok_or_else(fail)?,
            Expr::Mul(a, b) => a.eval(env)? as u64 * b.eval(env)? as u64,
            Expr::Shl(a, s) => (a.eval(env)? as u64) << s,
            Expr::Shr(a, s) => (a.eval(env)? >> s) as u64,
            Expr::And(a, m) => (a.eval(env)? & m) as u64,
            Expr::Or(a, b) => (a.eval(env)? | b.eval(env)?) as u64,
            Expr::Min(a, m) => a.eval(env)?.min(*m) as u64,
            Expr::Lt(a, m) => u64::from(a.eval(env)? < *m),
            Expr::BitRev(a, bits) => {
                let x = a.eval(env)?;
                if *bits < 32 && x >> bits != 0 {
                    return Err(fail());
                }
                if *bits == 0 {
                    0
                } else {
                    (x.reverse_bits() >> (32 - bits)) as u64
                }
            }
        };
        u32::try_from(v).map_err(|_| fail())
    }

    /// Fold constants and drop identities; keeps the C text short and lets the
    /// interpreter and the GPU see the same (smaller) tree.
    pub fn simplify(self) -> Expr {
        use Expr::*;
        match self {
            Add(a, b) => match (a.simplify(), b.simplify()) {
                (Const(x), Const(y)) if (x as u64 + y as u64) <= u32::MAX as u64 => Const(x + y),
                (Const(0), e) | (e, Const(0)) => e,
                (a, b) => Add(Box::new(a), Box::new(b)),
            },
            Sub(a, b) => match (a.simplify(), b.simplify()) {
                (Const(x), Const(y)) if x >= y => Const(x - y),
                (e, Const(0)) => e,
                (a, b) => Sub(Box::new(a), Box::new(b)),
            },
            Mul(a, b) => match (a.simplify(), b.simplify()) {
                (Const(x), Const(y)) if (x as u64 * y as u64) <= u32::MAX as u64 => Const(x * y),
                (Const(0), _) | (_, Const(0)) => Const(0),
                (Const(1), e) | (e, Const(1)) => e,
                (Const(c), e) | (e, Const(c)) if c.is_power_of_two() => Shl(Box::new(e), c.trailing_zeros()).simplify(),
                (a, b) => Mul(Box::new(a), Box::new(b)),
            },
            Shl(a, s) => match a.simplify() {
                e if s == 0 => e,
                Const(x) if s < 32 && ((x as u64) << s) <= u32::MAX as u64 => Const(x << s),
                Const(0) => Const(0),
                e => Shl(Box::new(e), s),
            },
            // Shifts and masks are pushed through ORs of disjoint fields so the
            // bits a butterfly's register slot sets fold away where they are
            // shifted out: equal twiddle indices then compare equal.
            Shr(a, s) => match a.simplify() {
                e if s == 0 => e,
                Const(x) => Const(if s >= 32 { 0 } else { x >> s }),
                Shr(e, t) if s + t < 32 => Shr(e, s + t),
                Or(x, y) => Or(Box::new(Shr(x, s)), Box::new(Shr(y, s))).simplify(),
                Shl(x, k) if k >= s => Shl(x, k - s).simplify(),
                Shl(x, k) => Shr(x, s - k).simplify(),
                And(x, m) => And(Box::new(Shr(x, s)), if s >= 32 { 0 } else { m >> s }).simplify(),
                e => Shr(Box::new(e), s),
            },
            And(a, m) => match a.simplify() {
                _ if m == 0 => Const(0),
                Const(x) => Const(x & m),
                e if m == u32::MAX => e,
                Or(x, y) => Or(Box::new(And(x, m)), Box::new(And(y, m))).simplify(),
                Shl(x, k) if k < 32 => Shl(Box::new(And(x, m >> k)), k).simplify(),
                And(x, m2) => And(x, m & m2).simplify(),
                e => And(Box::new(e), m),
            },
            Or(a, b) => match (a.simplify(), b.simplify()) {
                (Const(x), Const(y)) => Const(x | y),
                (Const(0), e) | (e, Const(0)) => e,
                (Or(x, c), Const(y)) => match *c {
                    Const(cx) => Or(x, Box::new(Const(cx | y))),
                    // No constant field to merge into: the OR as it stands.
                    c => Or(Box::new(Or(x, Box::new(c))), Box::new(Const(y))),
                },
                (a, b) => Or(Box::new(a), Box::new(b)),
            },
            Min(a, m) => match a.simplify() {
                Const(x) => Const(x.min(m)),
                e => Min(Box::new(e), m),
            },
            Lt(a, m) => match a.simplify() {
                Const(x) => Const(u32::from(x < m)),
                e => Lt(Box::new(e), m),
            },
            BitRev(a, bits) => match a.simplify() {
                Const(x) if bits > 0 && bits <= 32 && (bits == 32 || x >> bits == 0) => Const(x.reverse_bits() >> (32 - bits)),
                _ if bits == 0 => Const(0),
                e => BitRev(Box::new(e), bits),
            },
            e => e,
        }
    }

    /// A superset of the bits the value may have set (the built-in variables
    /// may set any); a field masked, shifted or ORed keeps its bounds.
    pub fn may_bits(&self) -> u32 {
        fn fill(x: u32) -> u32 {
            if x == 0 { 0 } else { u32::MAX >> x.leading_zeros() }
        }
        match self {
            Expr::Const(c) => *c,
            Expr::Var(_) | Expr::Sub(..) | Expr::Mul(..) => u32::MAX,
            Expr::Add(a, b) => {
                let (ma, mb) = (a.may_bits(), b.may_bits());
                // Disjoint fields add without a carry.
                if ma & mb == 0 {
                    return ma | mb;
                }
                let (x, y) = (fill(ma), fill(mb));
                if x == u32::MAX || y == u32::MAX { u32::MAX } else { fill(x.max(y)) << 1 | 1 }
            }
            Expr::Shl(a, s) => if *s >= 32 { 0 } else { a.may_bits() << s },
            Expr::Shr(a, s) => if *s >= 32 { 0 } else { a.may_bits() >> s },
            Expr::And(a, m) => a.may_bits() & m,
            Expr::Or(a, b) => a.may_bits() | b.may_bits(),
            Expr::Min(a, m) => fill(a.may_bits()) & fill(*m),
            Expr::Lt(..) => 1,
            Expr::BitRev(_, bits) => if *bits >= 32 { u32::MAX } else { (1u32 << bits) - 1 },
        }
    }

    /// `self` as `rest + offset` with `offset` a constant, exact for every
    /// thread whose value of `self` does not wrap: constants ORed into fields
    /// that the rest cannot set, added, or shifted whole move out of the
    /// expression. Rendered as a run-time part and an immediate offset, the
    /// accesses of one thread that differ only in a register slot share one
    /// address computation (the offset folds into the load).
    pub fn split_offset(&self) -> (Expr, u32) {
        let whole = || (self.clone(), 0);
        match self {
            Expr::Const(c) => (Expr::c(0), *c),
            Expr::Add(a, b) => {
                let ((ra, ca), (rb, cb)) = (a.split_offset(), b.split_offset());
                match ca.checked_add(cb) {
                    Some(c) => (Expr::Add(Box::new(ra), Box::new(rb)).simplify(), c),
                    None => whole(),
                }
            }
            Expr::Or(a, b) => {
                let ((ra, ca), (rb, cb)) = (a.split_offset(), b.split_offset());
                let rest = Expr::Or(Box::new(ra), Box::new(rb)).simplify();
                // Each side is its rest ORed with its offset, and the union of the
                // offsets is disjoint from what the rests may set.
                if rest.may_bits() & (ca | cb) == 0 { (rest, ca | cb) } else { whole() }
            }
            Expr::Shl(a, s) => {
                let (r, c) = a.split_offset();
                match (*s < 32).then(|| c.checked_mul(1u32 << s)).flatten() {
                    Some(c) => (Expr::Shl(Box::new(r), *s).simplify(), c),
                    None => whole(),
                }
            }
            Expr::Shr(a, s) => {
                let (r, c) = a.split_offset();
                // No carry crosses bit s when the offset's low bits are clear or
                // the rest cannot set any bit the offset sets.
                let exact = c & ((1u32 << s) - 1) == 0 || r.may_bits() & c == 0;
                if *s < 32 && exact { (Expr::Shr(Box::new(r), *s).simplify(), c >> s) } else { whole() }
            }
            Expr::And(a, m) => {
                let (r, c) = a.split_offset();
                if r.may_bits() & c == 0 { (Expr::And(Box::new(r), *m).simplify(), c & m) } else { whole() }
            }
            _ => whole(),
        }
    }

    /// C text; every operand is `unsigned`, so the GPU wraps where `eval` fails.
    pub fn to_c(&self) -> String {
        match self {
            Expr::Const(c) => format!("{c}u"),
            Expr::Var(v) => v.c_name().to_string(),
            Expr::Add(a, b) => format!("({} + {})", a.to_c(), b.to_c()),
            Expr::Sub(a, b) => format!("({} - {})", a.to_c(), b.to_c()),
            Expr::Mul(a, b) => format!("({} * {})", a.to_c(), b.to_c()),
            Expr::Shl(a, s) => format!("({} << {s})", a.to_c()),
            Expr::Shr(a, s) => format!("({} >> {s})", a.to_c()),
            Expr::And(a, m) => format!("({} & {m}u)", a.to_c()),
            Expr::Or(a, b) => format!("({} | {})", a.to_c(), b.to_c()),
            Expr::Min(a, m) => format!("min({}, {m}u)", a.to_c()),
            Expr::Lt(a, m) => format!("(unsigned)({} < {m}u)", a.to_c()),
            Expr::BitRev(a, bits) => format!("(__brev({}) >> {})", a.to_c(), 32 - bits),
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_c())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tower_and_item_render_on_the_skeletons_axes() {
        // Locals the skeleton declares from those axes (a streamed kernel
        // from its work item instead).
        let spec = crate::spec::from_str("transform = \"ntt-negacyclic\"\nlog_n = 8\nword = \"u64\"\n[moduli]\nbits = 50\ncount = 2\n").unwrap();
        let (text, _) = crate::emit::cuda(&crate::plan::lower(&spec).unwrap(), &crate::emit::Target::default(), &Default::default()).unwrap();
        assert!(text.contains(&format!("const unsigned item = blockIdx.{ITEM_AXIS}, tower = blockIdx.{TOWER_AXIS};")));
        assert_eq!((Var::Tower.c_name(), Var::Item.c_name()), ("tower", "item"));
    }

    #[test]
    fn simplify_keeps_value() {
        let e = Expr::var(Var::TidX).mul(Expr::c(8)).add(Expr::c(0)).shr(0).and(u32::MAX).or(Expr::c(0));
        let s = e.clone().simplify();
        assert_eq!(s.to_c(), "(threadIdx.x << 3)");
        for t in 0..100 {
            let env = Env { tid: [t, 0], bid: [0; 3] };
            assert_eq!(e.eval(&env).unwrap(), s.eval(&env).unwrap());
        }
    }

    #[test]
    fn bitrev_and_overflow() {
        let env = Env { tid: [0b0011, 0], bid: [0; 3] };
        assert_eq!(Expr::var(Var::TidX).bitrev(4).eval(&env).unwrap(), 0b1100);
        assert!(Expr::var(Var::TidX).bitrev(1).eval(&env).is_err());
        assert!(Expr::c(u32::MAX).add(Expr::c(1)).eval(&env).is_err());
        assert!(Expr::c(1).sub(Expr::c(2)).eval(&env).is_err());
    }

    #[test]
    fn split_offset_keeps_value() {
        let t = Expr::var(Var::TidY).and(31);
        let x = Expr::var(Var::TidX);
        let cases = [
            t.clone().or(Expr::c(96)).shl(8).or(x.clone().and(255)),
            t.clone().or(Expr::c(4)).shl(2).add(x.clone()).add(t.clone().or(Expr::c(4)).shl(2).add(x.clone()).shr(4)),
            t.clone().shl(3).or(Expr::c(5)).shl(2).add(x.clone()),
            Expr::c(64).add(Expr::var(Var::BidX).shr(6).or(x.clone().shr(8)).shl(6).or(t.clone().shl(1).or(Expr::c(1)))),
            t.clone().or(Expr::c(8)).and(12),
            x.clone().or(Expr::c(1)),
            t.clone().shl(8).add(x.clone().and(3).or(x.clone().shr(2).and(7).shl(5))).add(Expr::c(4)).shr(4),
            t.clone().shl(8).add(x.clone().and(7)).add(Expr::c(12)).shr(3),
        ];
        for e in &cases {
            let (rest, off) = e.split_offset();
            for tx in [0u32, 1, 2, 3, 7, 255] {
                for ty in [0u32, 1, 5, 31] {
                    for bx in [0u32, 63, 64, 130] {
                        let env = Env { tid: [tx, ty], bid: [bx, 0, 0] };
                        let (Ok(v), Ok(r)) = (e.eval(&env), rest.eval(&env)) else { continue };
                        assert_eq!(r as u64 + off as u64, v as u64, "{e} = {rest} + {off} at {env:?}");
                    }
                }
            }
        }
        // A constant ORed into bits the rest may set stays inside.
        assert_eq!(cases[5].split_offset().1, 0);
        assert_eq!(cases[0].split_offset().1, 96 << 8);
        // A register's offset in bits the thread's part leaves clear shifts out whole.
        assert_eq!(cases[6].split_offset().1, 0);
        assert_eq!(cases[6].split_offset().0, cases[6].clone().simplify().split_offset().0);
        assert!(matches!(cases[6].split_offset().0, Expr::Shr(..)));
        // One that may carry into the shifted bits stays inside.
        assert_eq!(cases[7].split_offset(), (cases[7].clone(), 0));
    }
}

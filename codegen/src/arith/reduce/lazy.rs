//! Harvey's lazy butterflies, once (twins of templates/reduce/lazy.cu), over
//! a lazy variant's product: values stay in [0, 2B) (CT) or [0, B) (GS)
//! between levels, B = 2q (Harvey: shoup, montgomery, barrett-dq) or 4q
//! (the wide u64 shoup butterflies), and are brought to [0, q) once. Each
//! variant's file says why its product is exact on lazy inputs; the
//! corrections are `csub` (a compare) or, wide, `csub_signed` (a sign).

use super::limb::Limb;

/// A lazy family: its bound B, the modulus, its correction `x -> x - c`
/// where that is not negative, and the variant's product by one twiddle.
/// `top` is the CT correction: B, or 2B for the deferred wide butterflies
/// (CT values up to 4B = 16q, see `Modulus::with_deferred`).
pub(crate) struct Lazy<T, C: Fn(T, T) -> T, M: Fn(T) -> T> {
    pub b: T,
    pub top: T,
    pub q: T,
    pub csub: C,
    pub mul: M,
}

/// A lazy family's butterflies and normalizations, over either word
/// (`Modulus::lazy` hands one out as `&dyn LazyOps<T>`).
pub(crate) trait LazyOps<T> {
    /// CT: x in [0, 2·top), y any the product takes -> x + w y, x - w y in
    /// [0, top + B); with `correct` false, x is not corrected first: x in
    /// [0, X) -> [0, X + B) (the deferred wide butterflies only).
    fn bfly_ct(&self, x: T, y: T, correct: bool) -> (T, T);
    /// GS: x, y in [0, B) -> x + y, (x - y) w in [0, B), each halved (still
    /// in [0, B)) when `half`; x - y + B < 2B is a product operand.
    fn bfly_gs(&self, x: T, y: T, half: bool) -> (T, T);
    /// GS without the sum's correction: x, y in [0, B) -> x + y in [0, 2B),
    /// (x - y) w in [0, B) (the deferred wide butterflies only).
    fn bfly_gs_skip(&self, x: T, y: T) -> (T, T);
    /// [0, 2·top) -> [0, q): corrections by top, top/2, ..., q.
    fn normalize(&self, x: T) -> T;
    /// A GS value, [0, B) -> [0, q): one correction fewer.
    fn normalize_gs(&self, x: T) -> T;
}

impl<T: Limb, C: Fn(T, T) -> T, M: Fn(T) -> T> LazyOps<T> for Lazy<T, C, M> {
    fn bfly_ct(&self, x: T, y: T, correct: bool) -> (T, T) {
        let u = if correct { (self.csub)(x, self.top) } else { x };
        let t = (self.mul)(y);
        (u.add(t), u.sub(t).add(self.b))
    }

    fn bfly_gs(&self, x: T, y: T, half: bool) -> (T, T) {
        let s = (self.csub)(x.add(y), self.b);
        let d = (self.mul)(x.sub(y).add(self.b));
        if half {
            (half_lazy(s, self.q), half_lazy(d, self.q))
        } else {
            (s, d)
        }
    }

    fn bfly_gs_skip(&self, x: T, y: T) -> (T, T) {
        (x.add(y), (self.mul)(x.sub(y).add(self.b)))
    }

    fn normalize(&self, x: T) -> T {
        self.down_from(x, self.top)
    }

    fn normalize_gs(&self, x: T) -> T {
        self.down_from(x, self.b.shr(1))
    }
}

impl<T: Limb, C: Fn(T, T) -> T, M: Fn(T) -> T> Lazy<T, C, M> {
    fn down_from(&self, mut x: T, mut c: T) -> T {
        while c.to_u64() >= self.q.to_u64() {
            x = (self.csub)(x, c);
            c = c.shr(1);
        }
        x
    }
}

/// `mod_half_lazy`: v/2 mod q for v in [0, 2q), result in [0, 2q).
#[inline(always)]
pub(crate) fn half_lazy<T: Limb>(v: T, q: T) -> T {
    v.shr(1).add(q.shr(1).add(T::from_u64(1)).and(T::mask(v.to_u64() & 1 != 0)))
}

//! Twin of `templates/butterfly.cu`: the exact (non-lazy) butterflies and the
//! Gaussian product, composed of the reduction's `mod_add` / `mod_sub` /
//! `mod_half` / `mod_mul` / `mod_mul_tw` in the same order as the device
//! functions, so the interpreter computes what the GPU computes.
//!
//! Inputs and outputs in `[0, q)`.

use super::{Modulus, Twiddle};

/// A multiplier as the butterflies take it: the twiddle words and whether
/// they are in the reduction's stored form (`mod_mul_tw`) or a plain residue
/// (`mod_mul` of `tw.value`; the companion is then unused).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TwArg {
    pub tw: Twiddle,
    pub stored: bool,
}

impl Modulus {
    /// `mod_mul_by`: `x·w`, through `mod_mul_tw` when stored, else `mod_mul`.
    pub fn mul_by(&self, x: u64, w: TwArg) -> u64 {
        if w.stored {
            self.mul_tw(x, w.tw)
        } else {
            self.mul(x, w.tw.value)
        }
    }

    /// `mod_half_if`: `v / 2` when `half`, else `v`.
    pub fn half_if(&self, v: u64, half: bool) -> u64 {
        if half {
            self.half(v)
        } else {
            v
        }
    }

    /// `bfly_ct`: Cooley-Tukey, `(a, b) <- (a + w b, a - w b)`, halved when `half`.
    pub fn bfly_ct(&self, a: u64, b: u64, w: TwArg, half: bool) -> (u64, u64) {
        let t = self.mul_by(b, w);
        (self.half_if(self.add(a, t), half), self.half_if(self.sub(a, t), half))
    }

    /// `bfly_gs`: Gentleman-Sande, `(a, b) <- (a + b, (a - b) w)`, halved when `half`.
    pub fn bfly_gs(&self, a: u64, b: u64, w: TwArg, half: bool) -> (u64, u64) {
        let d = self.sub(a, b);
        (self.half_if(self.add(a, b), half), self.half_if(self.mul_by(d, w), half))
    }

    /// `bfly_ct_pow2`: CT with the twiddle 2^e (solinas): `(a + 2^e b, a - 2^e b)`;
    /// `None` where `mul_pow2` is.
    pub fn bfly_ct_pow2(&self, a: u64, b: u64, e: u32) -> Option<(u64, u64)> {
        let t = self.mul_pow2(b, e)?;
        Some((self.add(a, t), self.sub(a, t)))
    }

    /// `bfly_gs_pow2`: GS with the twiddle 2^e (solinas): `(a + b, (a - b) 2^e)`.
    pub fn bfly_gs_pow2(&self, a: u64, b: u64, e: u32) -> Option<(u64, u64)> {
        let d = self.mul_pow2(self.sub(a, b), e)?;
        Some((self.add(a, b), d))
    }

    /// `gmul_re`: the real part of `(re + i im)(w0 + i w1)`.
    pub fn gmul_re(&self, x: [u64; 2], w: [TwArg; 2]) -> u64 {
        self.sub(self.mul_by(x[0], w[0]), self.mul_by(x[1], w[1]))
    }

    /// `gmul_im`: the imaginary part of `(re + i im)(w0 + i w1)`.
    pub fn gmul_im(&self, x: [u64; 2], w: [TwArg; 2]) -> u64 {
        self.add(self.mul_by(x[0], w[1]), self.mul_by(x[1], w[0]))
    }

    /// `gmul_tw`: `(re + i im)(w0 + i w1)` over `Z_q[i]`.
    pub fn gmul_tw(&self, x: [u64; 2], w: [TwArg; 2]) -> [u64; 2] {
        [self.gmul_re(x, w), self.gmul_im(x, w)]
    }

    /// `gbfly_ct`: the CT butterfly on Gaussians `a`, `b` = (re, im).
    pub fn gbfly_ct(&self, a: [u64; 2], b: [u64; 2], w: [TwArg; 2], half: bool) -> ([u64; 2], [u64; 2]) {
        let p = self.gmul_tw(b, w);
        let h = |v| self.half_if(v, half);
        ([h(self.add(a[0], p[0])), h(self.add(a[1], p[1]))], [h(self.sub(a[0], p[0])), h(self.sub(a[1], p[1]))])
    }

    /// `gbfly_gs`: the GS butterfly on Gaussians `a`, `b` = (re, im).
    pub fn gbfly_gs(&self, a: [u64; 2], b: [u64; 2], w: [TwArg; 2], half: bool) -> ([u64; 2], [u64; 2]) {
        let d = self.gmul_tw([self.sub(a[0], b[0]), self.sub(a[1], b[1])], w);
        let h = |v| self.half_if(v, half);
        ([h(self.add(a[0], b[0])), h(self.add(a[1], b[1]))], [h(d[0]), h(d[1])])
    }
}

#[cfg(test)]
mod tests {
    //! Against exact u128 arithmetic, for every reduction (stored and plain
    //! twiddles alike), so a twin that drifts from the definition fails.
    use super::*;
    use crate::spec::types::{Reduction, Word};
    use proptest::prelude::*;

    const REDUCTIONS: &[Reduction] = Reduction::ALL;

    fn modulus(r: usize, wide: bool, q: u64) -> Option<Modulus> {
        let red = REDUCTIONS[r % REDUCTIONS.len()];
        let word = if wide { Word::U64 } else { Word::U32 };
        let q = if red == Reduction::Solinas { super::super::SOLINAS_PRIME } else { q | 1 };
        let bits = Modulus::max_bits(word, red);
        let q = if bits >= 64 || q < 1 << bits { q } else { q & ((1 << bits) - 1) | 1 };
        Modulus::new(q, word, red).ok()
    }

    fn mulq(a: u64, b: u64, q: u64) -> u64 {
        (a as u128 * b as u128 % q as u128) as u64
    }
    fn addq(a: u64, b: u64, q: u64) -> u64 {
        ((a as u128 + b as u128) % q as u128) as u64
    }
    fn subq(a: u64, b: u64, q: u64) -> u64 {
        ((a as u128 + q as u128 - b as u128) % q as u128) as u64
    }
    /// v / 2 mod q (q odd).
    fn halfq(v: u64, q: u64, half: bool) -> u64 {
        if !half {
            return v;
        }
        if v.is_multiple_of(2) { v / 2 } else { ((v as u128 + q as u128) / 2) as u64 }
    }

    fn arg(m: &Modulus, w: u64, stored: bool) -> TwArg {
        TwArg { tw: if stored { m.twiddle(w) } else { Twiddle { value: w, companion: 0 } }, stored }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2048))]

        #[test]
        fn scalar_butterflies_are_exact(r in 0usize..7, wide in any::<bool>(), q in 3u64.., xs in any::<[u64; 3]>(), stored in any::<bool>(), half in any::<bool>()) {
            let Some(m) = modulus(r, wide, q) else { return Ok(()) };
            let q = m.q;
            let (a, b, w) = (xs[0] % q, xs[1] % q, xs[2] % q);
            let t = arg(&m, w, stored);
            prop_assert_eq!(m.mul_by(b, t), mulq(b, w, q));
            let wb = mulq(b, w, q);
            prop_assert_eq!(m.bfly_ct(a, b, t, half), (halfq(addq(a, wb, q), q, half), halfq(subq(a, wb, q), q, half)));
            let d = mulq(subq(a, b, q), w, q);
            prop_assert_eq!(m.bfly_gs(a, b, t, half), (halfq(addq(a, b, q), q, half), halfq(d, q, half)));
        }

        #[test]
        fn gaussian_butterflies_are_exact(r in 0usize..7, wide in any::<bool>(), q in 3u64.., xs in any::<[u64; 6]>(), stored in any::<[bool; 2]>(), half in any::<bool>()) {
            let Some(m) = modulus(r, wide, q) else { return Ok(()) };
            let q = m.q;
            let v: Vec<u64> = xs.iter().map(|x| x % q).collect();
            let (a, b, w) = ([v[0], v[1]], [v[2], v[3]], [v[4], v[5]]);
            let t = [arg(&m, w[0], stored[0]), arg(&m, w[1], stored[1])];
            let gm = |x: [u64; 2]| [subq(mulq(x[0], w[0], q), mulq(x[1], w[1], q), q), addq(mulq(x[0], w[1], q), mulq(x[1], w[0], q), q)];
            prop_assert_eq!(m.gmul_tw(b, t), gm(b));
            let p = gm(b);
            let h = |x| halfq(x, q, half);
            prop_assert_eq!(
                m.gbfly_ct(a, b, t, half),
                ([h(addq(a[0], p[0], q)), h(addq(a[1], p[1], q))], [h(subq(a[0], p[0], q)), h(subq(a[1], p[1], q))])
            );
            let d = gm([subq(a[0], b[0], q), subq(a[1], b[1], q)]);
            prop_assert_eq!(m.gbfly_gs(a, b, t, half), ([h(addq(a[0], b[0], q)), h(addq(a[1], b[1], q))], [h(d[0]), h(d[1])]));
        }
    }
}

//! The twiddle tables the generated kernels load, built from `roots` and
//! `gaussian` alone.
//!
//! `reference/` builds the same tables its own way, raising the root to each
//! entry's exponent; it is the test oracle, so the kernels' constants must not
//! come from it. Here every table is instead a selection from the powers of
//! one root `r` of order `L` (`powers[k] = r^k`, `k < L`, by successive
//! multiplication), and an inverse entry is `r^(L - k)`, so no modular
//! inverse is taken. The tests below compare the two constructions.
//!
//! Layouts (shared with `reference/` and the kernels):
//! * negacyclic NTT of length `n` (`psi` of order `2n`):
//!   `fwd[j] = psi^(br_{log n}(j))`, `inv[j] = psi^(-br_{log n}(j))`;
//! * cyclic NTT of length `L` and the DGT's transform of `L = N/2` Gaussians
//!   (root `w` of order `L`): `tw[m + i] = w^((L / 2m)·br_{log m}(i))` for
//!   `m = 1, 2, .., L/2`, `i < m`, `tw[0] = 1`; the inverse with `w^-1`;
//! * DGT fold twist `h^j` and untwist `h^-j`, `j < N/2`, `h` of order `2N`,
//!   and transform root `g = h^4`;
//! * truncated-NTT group roots: group `j` of `n / 2^t` is reduced mod
//!   `x^(2^t) - w_j`, `w_j = psi^((n / groups)·(2·br(j) + 1))` (negacyclic)
//!   or `omega^((n / groups)·br(j))` (cyclic), `br = br_{log groups}`;
//!   for a DGT truncated by `t`, group `j` of `K / 2^t` Gaussians is reduced
//!   mod `y^(2^t) - g^((K / groups)·br(j))`.

use super::gaussian::{dgt_roots, DgtRoots, Gauss};
use super::roots::{bit_reverse, is_primitive_root, log2_exact, mul_mod, omega, psi};
use crate::memory::alloc::{self, AllocError};

/// `[1, r, r^2, .., r^(count-1)]` under `mul`.
fn powers<T: Copy>(one: T, r: T, count: usize, mul: impl Fn(T, T) -> T) -> Result<Vec<T>, AllocError> {
    let mut out = alloc::with_capacity(count, "the powers of a root")?;
    let mut x = one;
    for _ in 0..count {
        out.push(x);
        x = mul(x, r);
    }
    Ok(out)
}

/// `[1, r, .., r^(count-1)]` mod `q`.
pub fn powers_mod(r: u64, count: usize, q: u64) -> Result<Vec<u64>, AllocError> {
    powers(1 % q, r, count, |a, b| mul_mod(a, b, q))
}

/// `[1, r, .., r^(count-1)]` in `Z_p[i]`.
pub fn gauss_powers(r: Gauss, count: usize, p: u64) -> Result<Vec<Gauss>, AllocError> {
    powers(Gauss::real(1, p), r, count, |a, b| a.mul(b, p))
}

/// `r^e` (or `r^-e` when `inverse`) from the powers of `r`, whose order is
/// `powers.len()`.
fn power<T: Copy>(powers: &[T], e: usize, inverse: bool) -> T {
    let l = powers.len();
    let e = e % l;
    powers[if inverse { (l - e) % l } else { e }]
}

/// `[r^br(j)]` for `j < n` (`br` over `log n` bits; `r^-br(j)` when
/// `inverse`), from all the powers of `r` (its order: `powers.len()`, at
/// least `n`). The top bit of `m + i` (`i < m`) is the lowest of its
/// reversal: `out[m + i] = r^(n/2m) out[i]`, so the table doubles in
/// sequential passes, one product an entry (a gather of `powers` at each
/// reversed index, out of cache at large `n`, was most of the time of a
/// 2^24 table).
fn bit_reversed<T: Copy>(powers: &[T], n: usize, inverse: bool, mul: impl Fn(T, T) -> T) -> Result<Vec<T>, AllocError> {
    let mut out = alloc::with_capacity(n, "a twiddle table")?;
    out.push(powers[0]);
    let mut m = 1;
    while m < n {
        let c = power(powers, n / (2 * m), inverse);
        for i in 0..m {
            out.push(mul(c, out[i]));
        }
        m *= 2;
    }
    Ok(out)
}

/// The merged cyclic table of length `L = powers.len()` (a power of two):
/// `tw[m + i] = r^((L / 2m)·br_{log m}(i))`, `tw[0] = 1`, with `r^-1` when
/// `inverse`. `powers` must be all powers of a root `r` of order exactly
/// `L`; `mul` their product.
///
/// The exponent `(L / 2m)·br_{log m}(i)` is `br_{log(L/2)}(i)` for every
/// `i < m`, so each level is the first `m` entries of the next: level `2m`
/// is level `m`, then level `m` times `r^(L/4m)` (`bit_reversed`), built
/// in place.
pub fn cyclic_layout<T: Copy>(powers: &[T], inverse: bool, mul: impl Fn(T, T) -> T) -> Result<Vec<T>, AllocError> {
    let l = powers.len();
    debug_assert!(l.is_power_of_two());
    let mut t = alloc::filled(l, powers[0], "a twiddle table")?;
    let mut m = 1;
    while 2 * m < l {
        let c = power(powers, l / (4 * m), inverse);
        t.copy_within(m..2 * m, 2 * m);
        for i in 0..m {
            t[3 * m + i] = mul(c, t[m + i]);
        }
        m *= 2;
    }
    Ok(t)
}

/// Which ring an [`NttTwiddles`] transforms over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ring {
    /// `x^n + 1`, with the merged `psi` twist.
    Negacyclic,
    /// `x^n - 1`.
    Cyclic,
}

/// The merged CT (forward) and GS (inverse) tables of an NTT of length `n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NttTwiddles {
    pub q: u64,
    pub n: usize,
    pub ring: Ring,
    /// `psi` (order `2n`, negacyclic) or `omega` (order `n`, cyclic).
    pub root: u64,
    /// All powers of `root`, `2n` (negacyclic) or `n` (cyclic) of them.
    pub powers: Vec<u64>,
    /// Forward table, indexed `m + i`.
    pub fwd: Vec<u64>,
    /// Inverse table, entrywise inverse of `fwd`.
    pub inv: Vec<u64>,
}

impl NttTwiddles {
    /// Tables at the default root (`roots::psi` / `roots::omega`). `None`
    /// unless `n` is a power of two `>= 2` and `q` is a prime with a root of
    /// the needed order (`q ≡ 1 mod 2n` negacyclic, `mod n` cyclic).
    pub fn new(ring: Ring, q: u64, n: usize) -> Result<Option<Self>, AllocError> {
        let root = match ring {
            Ring::Negacyclic => psi(q, n as u64),
            Ring::Cyclic => omega(q, n as u64),
        };
        root.map_or(Ok(None), |root| Self::with_root(ring, q, n, root))
    }

    /// Tables at `root`, which must be a primitive root of unity of order
    /// `2n` (negacyclic) or `n` (cyclic) mod `q`; `None` when it is not, or
    /// `n` is not a power of two `>= 2`.
    pub fn with_root(ring: Ring, q: u64, n: usize, root: u64) -> Result<Option<Self>, AllocError> {
        let Some(log_n) = log2_exact(n as u64).filter(|&l| l >= 1) else { return Ok(None) };
        let order = match ring {
            Ring::Negacyclic => 2 * n,
            Ring::Cyclic => n,
        };
        // The layouts below read r^-k as r^(order - k): right only at the exact order.
        if !is_primitive_root(root, order as u64, q) {
            return Ok(None);
        }
        let powers = powers_mod(root, order, q)?;
        let mul = |a, b| mul_mod(a, b, q);
        debug_assert_eq!(1 << log_n, n);
        let (fwd, inv) = match ring {
            Ring::Negacyclic => (bit_reversed(&powers, n, false, mul)?, bit_reversed(&powers, n, true, mul)?),
            Ring::Cyclic => (cyclic_layout(&powers, false, mul)?, cyclic_layout(&powers, true, mul)?),
        };
        Ok(Some(NttTwiddles { q, n, ring, root, powers, fwd, inv }))
    }

    /// Bytes an [`NttTwiddles`] of length `n` holds (its powers and both
    /// tables), which is also the most its construction holds at once.
    pub fn bytes(ring: Ring, n: usize) -> u64 {
        let order = if ring == Ring::Negacyclic { 2 * n } else { n };
        alloc::bytes_of::<u64>(order + 2 * n)
    }

    pub fn negacyclic(q: u64, n: usize) -> Result<Option<Self>, AllocError> {
        Self::new(Ring::Negacyclic, q, n)
    }

    pub fn cyclic(q: u64, n: usize) -> Result<Option<Self>, AllocError> {
        Self::new(Ring::Cyclic, q, n)
    }

    /// Roots `w_j` of the `n / 2^t` groups left by an NTT truncated by `t`
    /// levels (module docs); `None` when `t > log n`.
    pub fn group_roots(&self, t: u32) -> Result<Option<Vec<u64>>, AllocError> {
        let Some(groups) = self.n.checked_shr(t).filter(|&g| g >= 1 && g << t == self.n) else { return Ok(None) };
        let log_g = groups.trailing_zeros();
        let stride = self.n / groups;
        let root = |j: usize| {
            let br = bit_reverse(j as u64, log_g) as usize;
            let e = match self.ring {
                Ring::Negacyclic => stride * (2 * br + 1),
                Ring::Cyclic => stride * br,
            };
            power(&self.powers, e, false)
        };
        alloc::collect((0..groups).map(root), "the truncated groups' roots").map(Some)
    }
}

/// The tables of a DGT of `n` coefficients (`K = n/2` Gaussian points).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DgtTwiddles {
    pub p: u64,
    pub n: usize,
    /// The roots every table below is a power of (`gaussian::dgt_roots`).
    pub roots: DgtRoots,
    /// Forward table of the length-`K` transform, indexed `m + i` (root `g`).
    pub fwd: Vec<Gauss>,
    /// Entrywise inverse of `fwd`.
    pub inv: Vec<Gauss>,
    /// Fold twist `h^j`, `j < K`.
    pub twist: Vec<Gauss>,
    /// Untwist `h^-j`, `j < K`.
    pub untwist: Vec<Gauss>,
}

impl DgtTwiddles {
    /// `None` unless `n` is a power of two `>= 2` and `p` admits a DGT of `n`
    /// coefficients (`gaussian::dgt_admissible`).
    pub fn new(p: u64, n: usize) -> Result<Option<Self>, AllocError> {
        if n < 2 || !n.is_power_of_two() {
            return Ok(None);
        }
        let Some(roots) = dgt_roots(p, n as u64) else { return Ok(None) };
        let h = roots.h;
        let k = n / 2;
        // g = h^4 has order K; h^-1 = h^(2n - 1), h of order 2n.
        let gp = gauss_powers(roots.g, k, p)?;
        let mul = |a: Gauss, b: Gauss| a.mul(b, p);
        let (fwd, inv) = (cyclic_layout(&gp, false, mul)?, cyclic_layout(&gp, true, mul)?);
        drop(gp);
        let twist = gauss_powers(h, k, p)?;
        let untwist = gauss_powers(h.pow(2 * n as u128 - 1, p), k, p)?;
        Ok(Some(DgtTwiddles { p, n, roots, fwd, inv, twist, untwist }))
    }

    /// Bytes a [`DgtTwiddles`] of `n` coefficients holds (four tables of
    /// K = n/2 Gaussians), which is also the most its construction holds
    /// at once (the powers of g, dropped before the twists are made).
    pub fn bytes(n: usize) -> u64 {
        alloc::bytes_of::<Gauss>(4 * (n / 2))
    }

    /// Roots `w_j` of the `K / 2^t` groups of Gaussians left by a DGT
    /// truncated by `t` levels (the cyclic closed form, module docs, over
    /// `g`); `None` when `t > log K`.
    pub fn group_roots(&self, t: u32) -> Result<Option<Vec<Gauss>>, AllocError> {
        let k = self.n / 2;
        let Some(groups) = k.checked_shr(t).filter(|&g| g >= 1 && g << t == k) else { return Ok(None) };
        let gp = gauss_powers(self.roots.g, k, self.p)?;
        let stride = k / groups;
        alloc::collect((0..groups).map(|j| power(&gp, stride * bit_reverse(j as u64, groups.trailing_zeros()) as usize, false)), "the truncated groups' roots").map(Some)
    }
}

#[cfg(test)]
mod tests {
    //! The two constructions check each other: `reference/` raises the root
    //! per entry, this module selects from a power table.
    use super::*;
    use crate::arith::gaussian::dgt_admissible;
    use crate::arith::primes::ntt_primes;
    use crate::reference::dgt::DgtTables;
    use crate::reference::ntt::{Convolution, NttTables};
    use crate::reference::truncated::group_roots;
    use crate::reference::truncated_dgt::dgt_group_roots;

    const SOLINAS: u64 = 18446744069414584321;

    /// 30-, 31-, 32-, 62- and 64-bit primes with a root of order `modulus`,
    /// plus Solinas when it has one.
    fn primes(modulus: u64) -> Vec<u64> {
        let mut v: Vec<u64> = [30, 31, 32, 62, 64].iter().flat_map(|&b| ntt_primes(b, 1, modulus)).collect();
        if SOLINAS % modulus == 1 {
            v.push(SOLINAS);
        }
        v
    }

    fn check_ntt(ring: Ring, q: u64, n: usize) {
        let conv = match ring {
            Ring::Negacyclic => Convolution::Negacyclic,
            Ring::Cyclic => Convolution::Cyclic,
        };
        let (ours, theirs) = (NttTwiddles::new(ring, q, n).unwrap(), NttTables::new(conv, q, n));
        let (ours, theirs) = match (ours, theirs) {
            (Some(a), Some(b)) => (a, b),
            (None, None) => return,
            (a, b) => panic!("{ring:?} q={q} n={n}: arith {:?}, reference {:?}", a.is_some(), b.is_some()),
        };
        assert_eq!(ours.root, theirs.root, "{ring:?} q={q} n={n}: root");
        assert_eq!(ours.fwd, theirs.fwd, "{ring:?} q={q} n={n}: forward");
        assert_eq!(ours.inv, theirs.inv, "{ring:?} q={q} n={n}: inverse");
        for t in 0..=theirs.log_n {
            assert_eq!(ours.group_roots(t).unwrap(), Some(group_roots(&theirs, t)), "{ring:?} q={q} n={n} t={t}: group roots");
        }
        assert_eq!(ours.group_roots(theirs.log_n + 1).unwrap(), None);
    }

    #[test]
    fn ntt_tables_match_the_reference() {
        for log_n in 1..=12u32 {
            let n = 1usize << log_n;
            for q in primes(2 * n as u64) {
                assert!(NttTwiddles::negacyclic(q, n).unwrap().is_some(), "q={q} n={n}");
                check_ntt(Ring::Negacyclic, q, n);
                check_ntt(Ring::Cyclic, q, n);
            }
            // q ≡ 1 mod n but not mod 2n: a cyclic root only.
            for q in [31u32, 62].iter().flat_map(|&b| ntt_primes(b, 40, n as u64)).filter(|q| q % (2 * n as u64) != 1).take(2) {
                assert!(NttTwiddles::negacyclic(q, n).unwrap().is_none());
                check_ntt(Ring::Cyclic, q, n);
            }
        }
        // The catalog's largest size, on a 32- and a 64-bit prime.
        let n = 1usize << 17;
        for q in [ntt_primes(32, 1, 2 * n as u64)[0], ntt_primes(64, 1, 2 * n as u64)[0]] {
            check_ntt(Ring::Negacyclic, q, n);
            check_ntt(Ring::Cyclic, q, n);
        }
    }

    #[test]
    fn ntt_tables_refuse_what_the_reference_refuses() {
        let q = ntt_primes(30, 1, 128)[0];
        for (q, n) in [(97, 64), (q, 48), (q, 1), (q, 0), (q, 1 << 20), (15, 4)] {
            for ring in [Ring::Negacyclic, Ring::Cyclic] {
                assert!(NttTwiddles::new(ring, q, n).unwrap().is_none(), "{ring:?} q={q} n={n}");
                check_ntt(ring, q, n);
            }
        }
    }

    /// At a root other than the default (the smallest, and another odd
    /// power), the two constructions still agree; a root of the wrong order
    /// gives no tables in either.
    #[test]
    fn ntt_tables_at_a_chosen_root_match_the_reference() {
        use crate::arith::roots::{mul_mod, pow_mod, smallest_primitive_root};
        for log_n in [1u32, 4, 9] {
            let n = 1usize << log_n;
            for q in primes(2 * n as u64) {
                for (ring, conv, order) in [(Ring::Negacyclic, Convolution::Negacyclic, 2 * n as u64), (Ring::Cyclic, Convolution::Cyclic, n as u64)] {
                    let least = smallest_primitive_root(order, q).unwrap();
                    for root in [least, pow_mod(least, order - 1, q)] {
                        let ours = NttTwiddles::with_root(ring, q, n, root).unwrap().unwrap();
                        let theirs = NttTables::with_root(conv, q, n, root).unwrap();
                        assert_eq!((ours.root, &ours.fwd, &ours.inv), (theirs.root, &theirs.fwd, &theirs.inv), "{ring:?} q={q} n={n} root={root}");
                        for t in 0..=log_n {
                            assert_eq!(ours.group_roots(t).unwrap(), Some(group_roots(&theirs, t)), "{ring:?} q={q} n={n} root={root} t={t}");
                        }
                    }
                    // Squared, the root has half the order: refused by both.
                    let wrong = mul_mod(least, least, q);
                    assert!(NttTwiddles::with_root(ring, q, n, wrong).unwrap().is_none() && NttTables::with_root(conv, q, n, wrong).is_none(), "{ring:?} q={q} n={n}");
                }
            }
        }
    }

    fn check_dgt(p: u64, n: usize) {
        match (DgtTwiddles::new(p, n).unwrap(), DgtTables::new(p, n)) {
            (Some(a), Some(b)) => {
                assert_eq!(a.fwd, b.fwd, "p={p} n={n}: forward");
                assert_eq!(a.inv, b.inv, "p={p} n={n}: inverse");
                assert_eq!(a.twist, b.twist, "p={p} n={n}: twist");
                assert_eq!(a.untwist, b.untwist, "p={p} n={n}: untwist");
                let log_k = (n / 2).trailing_zeros();
                for t in 0..=log_k {
                    assert_eq!(a.group_roots(t).unwrap(), dgt_group_roots(&b, t), "p={p} n={n} t={t}: group roots");
                }
                assert_eq!(a.group_roots(log_k + 1).unwrap(), None);
            }
            (None, None) => {}
            (a, b) => panic!("p={p} n={n}: arith {:?}, reference {:?}", a.is_some(), b.is_some()),
        }
    }

    #[test]
    fn dgt_tables_match_the_reference() {
        // p ≡ 1 mod 4 (Z_p × Z_p) and p ≡ 3 mod 4 (GF(p^2)), 32- and 64-bit.
        let three_mod_4 = [2147483647u64, 4294967291, 2305843009213693951, 4611686018426732543];
        for log_n in 1..=12u32 {
            let n = 1usize << log_n;
            let mut ps = primes(2 * n as u64);
            ps.extend(three_mod_4.iter().filter(|&&p| dgt_admissible(p, n as u64)));
            assert!(ps.iter().any(|p| p % 4 == 3), "n={n}: no p ≡ 3 mod 4 tested");
            for p in ps {
                assert!(DgtTwiddles::new(p, n).unwrap().is_some(), "p={p} n={n}");
                check_dgt(p, n);
            }
        }
        let n = 1usize << 16;
        check_dgt(ntt_primes(32, 1, 2 * n as u64)[0], n);
        check_dgt(4611686018426732543, n);
        for (p, n) in [(97, 64), (7, 16), (2147483647, 48), (2147483647, 1), (9, 4)] {
            assert!(DgtTwiddles::new(p, n).unwrap().is_none(), "p={p} n={n}");
            check_dgt(p, n);
        }
    }

    #[test]
    fn cyclic_layout_of_a_trivial_root() {
        let mul = |a, b| mul_mod(a, b, 5);
        assert_eq!(cyclic_layout(&[1u64], false, mul).unwrap(), [1]);
        // r = -1 mod 5 (order 2): tw = [1, r^0].
        assert_eq!(cyclic_layout(&[1u64, 4], false, mul).unwrap(), [1, 1]);
        // r = 2 mod 5 (order 4): tw = [1, 1, 1, 2], inverse [1, 1, 1, 3].
        assert_eq!(cyclic_layout(&powers_mod(2, 4, 5).unwrap(), false, mul).unwrap(), [1, 1, 1, 2]);
        assert_eq!(cyclic_layout(&powers_mod(2, 4, 5).unwrap(), true, mul).unwrap(), [1, 1, 1, 3]);
    }

    /// The stated sizes are what the tables hold (capacities: each vector
    /// is allocated exactly).
    #[test]
    fn the_stated_bytes_are_the_tables_held() {
        let q = ntt_primes(62, 1, 1 << 11)[0];
        for (ring, n) in [(Ring::Negacyclic, 1024), (Ring::Cyclic, 512)] {
            let t = NttTwiddles::new(ring, q, n).unwrap().unwrap();
            let held = [&t.powers, &t.fwd, &t.inv].iter().map(|v| v.capacity() as u64 * 8).sum::<u64>();
            assert_eq!(NttTwiddles::bytes(ring, n), held, "{ring:?}");
        }
        let d = DgtTwiddles::new(q, 1024).unwrap().unwrap();
        let held = [&d.fwd, &d.inv, &d.twist, &d.untwist].iter().map(|v| v.capacity() as u64 * 16).sum::<u64>();
        assert_eq!(DgtTwiddles::bytes(1024), held);
    }
}

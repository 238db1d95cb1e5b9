//! CPU reference transforms and products: slow, simple, and the ground truth
//! every plan is checked against. Plain u128 arithmetic, no reduction tricks.
//!
//! Conventions (roots, output orders, truncated group layout, DGT layout)
//! are documented in each submodule; `arith::roots` and `arith::gaussian`
//! fix which roots are used.

pub mod dgt;
pub mod ntt;
pub mod schoolbook;
pub mod truncated;
pub mod truncated_dgt;

pub use ntt::{Convolution, NttTables, Scaling};

/// One end-to-end multiplication path, for tests that sweep all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Path {
    /// O(n^2) negacyclic product.
    SchoolbookNegacyclic,
    /// O(n^2) cyclic product.
    SchoolbookCyclic,
    /// Merged CT/GS negacyclic NTT, Hadamard product.
    NttNegacyclic(Scaling),
    /// Cyclic NTT, Hadamard product.
    NttCyclic(Scaling),
    /// Negacyclic NTT truncated by `t` levels, 2^t x 2^t schoolbook groups.
    TruncatedSchoolbook { t: u32, scaling: Scaling },
    /// Cyclic NTT truncated by `t` levels, schoolbook groups.
    TruncatedCyclicSchoolbook { t: u32, scaling: Scaling },
    /// Truncate 1 level, Shivdikar Alg. 7/8 fused Karatsuba.
    FusedKaratsuba(Scaling),
    /// Truncate 4 levels, cuTraNTT Alg. 10 Toom-Cook-4.
    ToomCook4(Scaling),
    /// DGT over `Z_p[i]` (negacyclic product).
    Dgt(Scaling),
    /// DGT truncated by `t` levels, schoolbook groups over `Z_p[i]`.
    TruncatedDgt { t: u32, scaling: Scaling },
}

impl Path {
    /// Whether the path computes the product mod `x^n - 1` (else `x^n + 1`).
    pub fn is_cyclic(self) -> bool {
        matches!(
            self,
            Path::SchoolbookCyclic | Path::NttCyclic(_) | Path::TruncatedCyclicSchoolbook { .. }
        )
    }
}

/// `a * b` along `path`; `None` when the lengths differ or `q`/`n` do not
/// admit the path (no root, `t` too large, `n` too small for the kernel).
pub fn polymul(path: Path, a: &[u64], b: &[u64], q: u64) -> Option<Vec<u64>> {
    if a.len() != b.len() || q < 2 {
        return None;
    }
    match path {
        Path::SchoolbookNegacyclic => Some(schoolbook::negacyclic_schoolbook(a, b, q)),
        Path::SchoolbookCyclic => Some(schoolbook::cyclic_schoolbook(a, b, q)),
        Path::NttNegacyclic(s) => ntt::polymul_negacyclic(a, b, q, s),
        Path::NttCyclic(s) => ntt::polymul_cyclic(a, b, q, s),
        Path::TruncatedSchoolbook { t, scaling } => {
            truncated::polymul_truncated_schoolbook(a, b, q, t, scaling)
        }
        Path::TruncatedCyclicSchoolbook { t, scaling } => {
            truncated::polymul_truncated_cyclic_schoolbook(a, b, q, t, scaling)
        }
        Path::FusedKaratsuba(s) => truncated::polymul_fused_karatsuba(a, b, q, s),
        Path::ToomCook4(s) => truncated::polymul_toom_cook4(a, b, q, s),
        Path::Dgt(s) => dgt::polymul_dgt(a, b, q, s),
        Path::TruncatedDgt { t, scaling } => truncated_dgt::polymul_truncated_dgt(a, b, q, t, scaling),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::primes::ntt_primes;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn every_path_agrees_with_schoolbook() {
        let mut rng = ChaCha8Rng::seed_from_u64(99);
        for log_n in [4u32, 6, 9] {
            let n = 1usize << log_n;
            for q in [
                ntt_primes(30, 1, 2 * n as u64)[0],
                ntt_primes(62, 1, 2 * n as u64)[0],
                18446744069414584321,
            ] {
                let a: Vec<u64> = (0..n).map(|_| rng.gen_range(0..q)).collect();
                let b: Vec<u64> = (0..n).map(|_| rng.gen_range(0..q)).collect();
                let nega = polymul(Path::SchoolbookNegacyclic, &a, &b, q).unwrap();
                let cyc = polymul(Path::SchoolbookCyclic, &a, &b, q).unwrap();
                for s in [Scaling::Merged, Scaling::Final] {
                    let paths = [
                        Path::NttNegacyclic(s),
                        Path::NttCyclic(s),
                        Path::TruncatedSchoolbook { t: 2, scaling: s },
                        Path::TruncatedCyclicSchoolbook { t: 3, scaling: s },
                        Path::FusedKaratsuba(s),
                        Path::ToomCook4(s),
                        Path::Dgt(s),
                        Path::TruncatedDgt { t: 2, scaling: s },
                    ];
                    for path in paths {
                        let want = if path.is_cyclic() { &cyc } else { &nega };
                        assert_eq!(
                            polymul(path, &a, &b, q).as_ref(),
                            Some(want),
                            "{path:?} n={n} q={q}"
                        );
                    }
                }
            }
        }
        assert!(polymul(Path::Dgt(Scaling::Merged), &[1, 2], &[1], 97).is_none());
        assert!(polymul(Path::NttNegacyclic(Scaling::Merged), &[1; 64], &[1; 64], 97).is_none());
    }
}

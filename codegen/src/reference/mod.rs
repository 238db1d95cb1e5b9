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

/// Why a reference transform or product refused its arguments: each message
/// names the argument, what it must satisfy and how to call it instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RefError {
    #[error("{what} has {got} entries where {want} are required: pass {want} entries (the length of the tables or of the other operand)")]
    Length { what: &'static str, got: usize, want: usize },
    #[error("{what} has {len} entries, not a power of two: the radix-2 transforms take 2^k entries")]
    NotPowerOfTwo { what: &'static str, len: usize },
    #[error("the twiddle table has {got} entries, fewer than the {need} a transform of {need} points reads: build the tables for this length")]
    ShortTable { got: usize, need: usize },
    #[error("{what} = {got} is more than the {max} levels this transform has: pass {what} <= {max}")]
    Levels { what: &'static str, got: u32, max: u32 },
    #[error("{what} = {got} is out of range for {len} coefficients: pass {what} < {len}")]
    Index { what: &'static str, got: usize, len: usize },
    #[error("{len} entries do not split into {groups} equal groups: pass one group root per group of 2^t entries")]
    Groups { len: usize, groups: usize },
    #[error("this product needs at least {min} coefficients, got {n}: use a longer polynomial or another product")]
    TooShort { n: usize, min: usize },
    #[error("Toom-Cook-4 divides by 2, 3 and 5, and one of them has no inverse mod {q}: use a prime modulus above 5")]
    ToomCook { q: u64 },
    #[error("{value} has no inverse mod {q}, so the inverse transform cannot scale by 1/{value}: use an odd prime modulus")]
    NoInverse { value: u64, q: u64 },
}

/// `got == want`, else [`RefError::Length`] naming `what`.
pub(crate) fn check_len(what: &'static str, got: usize, want: usize) -> Result<(), RefError> {
    if got == want {
        Ok(())
    } else {
        Err(RefError::Length { what, got, want })
    }
}

/// `log2(len)` when `len` is a power of two and the table has at least `len`
/// entries: the shape every radix-2 loop here indexes by.
pub(crate) fn radix2_shape(what: &'static str, len: usize, table_len: usize) -> Result<u32, RefError> {
    if !len.is_power_of_two() {
        return Err(RefError::NotPowerOfTwo { what, len });
    }
    if table_len < len {
        return Err(RefError::ShortTable { got: table_len, need: len });
    }
    Ok(len.trailing_zeros())
}

/// `got <= max`, else [`RefError::Levels`] naming `what`.
pub(crate) fn check_levels(what: &'static str, got: u32, max: u32) -> Result<(), RefError> {
    if got <= max {
        Ok(())
    } else {
        Err(RefError::Levels { what, got, max })
    }
}

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
        Path::SchoolbookNegacyclic => schoolbook::negacyclic_schoolbook(a, b, q).ok(),
        Path::SchoolbookCyclic => schoolbook::cyclic_schoolbook(a, b, q).ok(),
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

    /// Each precondition the references once asserted is now an error that
    /// names the argument, and a refused call leaves its input as it was.
    #[test]
    fn refused_arguments_are_errors() {
        let q = ntt_primes(30, 1, 128)[0];
        let t = NttTables::negacyclic(q, 64).unwrap();
        let mut a = vec![1u64; 32];
        let e = ntt::forward(&mut a, &t).unwrap_err();
        assert_eq!(e, RefError::Length { what: "the forward input", got: 32, want: 64 });
        assert!(e.to_string().contains("pass 64 entries"), "{e}");
        assert_eq!(ntt::ct_levels(&mut [0; 48], &t.fwd, q, 1), Err(RefError::NotPowerOfTwo { what: "the input", len: 48 }));
        assert_eq!(ntt::ct_levels(&mut [0; 128], &t.fwd, q, 1), Err(RefError::ShortTable { got: 64, need: 128 }));
        assert_eq!(ntt::ct_levels(&mut [0; 64], &t.fwd, q, 7), Err(RefError::Levels { what: "levels", got: 7, max: 6 }));
        let mut x = vec![3u64; 4];
        assert_eq!(ntt::gs_levels(&mut x, &[1; 4], 10, 0, Scaling::Final), Err(RefError::NoInverse { value: 4, q: 10 }));
        assert_eq!(x, vec![3; 4], "a refused inverse leaves its input");
        assert_eq!(truncated::truncated_forward(&mut [0; 64], &t, 7), Err(RefError::Levels { what: "t", got: 7, max: 6 }));
        assert_eq!(truncated::pointwise_schoolbook(&[0; 6], &[0; 6], &[1; 4], q), Err(RefError::Groups { len: 6, groups: 4 }));
        assert_eq!(schoolbook::negacyclic_coefficient(&[1; 4], &[1; 4], 4, q), Err(RefError::Index { what: "k", got: 4, len: 4 }));
        assert!(matches!(schoolbook::cyclic_schoolbook(&[1; 4], &[1; 3], q), Err(RefError::Length { .. })));
        let small = NttTables::negacyclic(q, 8).unwrap();
        assert_eq!(truncated::polymul_toom_cook4_with(&[0; 8], &[0; 8], &small, Scaling::Merged), Err(RefError::TooShort { n: 8, min: 16 }));
        assert_eq!(truncated::polymul_fused_karatsuba_with(&[0; 2], &[0; 2], &NttTables::negacyclic(q, 2).unwrap(), Scaling::Merged), Err(RefError::TooShort { n: 2, min: 4 }));
        let d = dgt::DgtTables::new(q, 64).unwrap();
        assert_eq!(truncated_dgt::truncated_dgt_forward(&[0; 64], &d, 6), Err(RefError::Levels { what: "t", got: 6, max: 5 }));
        assert!(matches!(dgt::dgt_inverse(&[], &d, Scaling::Merged), Err(RefError::Length { got: 0, want: 32, .. })));
    }
}

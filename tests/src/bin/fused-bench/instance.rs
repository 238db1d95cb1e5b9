//! The specs the benchmark runs, as instances with primes: a spec with
//! fixed primes as it is, a run-time template (`[moduli.runtime]`) with the
//! largest NTT-friendly primes of its bit bound, as many as asked; and the
//! towers a form that skips some leaves out.

use codegen::arith::primes::ntt_primes;
use codegen::spec::{Transform, ValidSpec, Word};

/// Towers a run-time template takes by default: the widths FHE libraries
/// use at N = 2^16 (u64: 16-32 limbs of up to 60 bits; u32: about 48 of
/// 31 bits, Cheddar's).
pub fn default_towers(word: Word) -> usize {
    match word {
        Word::U64 => 24,
        Word::U32 => 48,
    }
}

/// `spec` with primes: itself where they are fixed, else `towers` (or the
/// word's default, within the template's bound) primes of its bit bound.
pub fn instance(spec: &ValidSpec, towers: Option<usize>) -> Result<ValidSpec, String> {
    let Some(rt) = spec.runtime_moduli.filter(|_| spec.runtime_template) else {
        return Ok(spec.clone());
    };
    let count = towers.unwrap_or_else(|| default_towers(spec.word)).min(rt.max_towers as usize);
    // A negacyclic transform needs q = 1 mod 2n; the others 1 mod its length.
    let order = match spec.transform {
        Transform::NttNegacyclic => 2 * spec.n() as u64,
        _ => spec.transform_len() as u64,
    };
    let primes = ntt_primes(rt.max_bits, count, order);
    if primes.len() < count {
        return Err(format!("{}: only {} primes of {} bits are 1 mod {order}; ask for fewer with --towers", spec.name, primes.len(), rt.max_bits));
    }
    spec.with_primes(&primes).map_err(|e| format!("{} with {count} primes of {} bits: {e}", spec.name, rt.max_bits))
}

/// The towers a form that skips some leaves out of `towers`: `given`
/// (checked to lie within them and leave one), else the second quarter
/// (so launched towers map past the range on both sides of it).
pub fn skip_range(towers: usize, given: Option<(usize, usize)>) -> Result<(usize, usize), String> {
    let (at, len) = given.unwrap_or((towers / 4, (towers / 4).max(1)));
    if len >= towers || at + len > towers {
        return Err(format!("--skip {at}:{len}: the range must lie within the {towers} towers and leave one"));
    }
    Ok((at, len))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(text: &str) -> ValidSpec {
        codegen::spec::from_str(text).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_template_gets_its_bound_s_largest_primes_and_a_fixed_spec_stays() {
        let t = spec("transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u32\"\n[moduli.runtime]\nmax_bits = 31\nmax_towers = 64\n");
        let i = instance(&t, None).unwrap();
        assert_eq!(i.primes.len(), 48);
        assert!(i.primes.iter().all(|&q| q < 1 << 31 && q >= 1 << 30 && q % (2 << 12) == 1), "{:?}", i.primes);
        assert!(!i.runtime_template, "an instance has its primes");
        assert_eq!(instance(&t, Some(70)).unwrap().primes.len(), 64, "within the template's bound");
        let f = spec("transform = \"ntt-negacyclic\"\nlog_n = 10\nword = \"u64\"\n[moduli]\nbits = 50\ncount = 3\n");
        assert_eq!(instance(&f, Some(24)).unwrap().primes, f.primes, "fixed primes are the spec's");
    }

    #[test]
    fn the_skipped_range_lies_within_the_towers_and_leaves_one() {
        assert_eq!(skip_range(24, None), Ok((6, 6)));
        assert_eq!(skip_range(2, None), Ok((0, 1)));
        assert_eq!(skip_range(48, Some((40, 8))), Ok((40, 8)));
        assert!(skip_range(48, Some((41, 8))).is_err());
        assert!(skip_range(4, Some((0, 4))).is_err());
        assert!(skip_range(1, None).is_err());
    }
}

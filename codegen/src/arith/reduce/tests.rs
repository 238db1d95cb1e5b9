use super::limb::{Limb, Mc};
use super::*;
use proptest::prelude::*;

const ALL_WORDS: [Word; 2] = [Word::U32, Word::U64];

/// Every legal (word, reduction) pair.
fn pairs() -> Vec<(Word, Reduction)> {
    let mut v = Vec::new();
    for &w in &ALL_WORDS {
        for &r in Reduction::ALL {
            if !(r == Reduction::Solinas && w == Word::U32) {
                v.push((w, r));
            }
        }
    }
    v
}

fn mul_ref(a: u64, b: u64, q: u64) -> u64 {
    ((a as u128 * b as u128) % q as u128) as u64
}

fn pow_ref(mut b: u64, mut e: u64, q: u64) -> u64 {
    let mut r = 1 % q;
    b %= q;
    while e > 0 {
        if e & 1 == 1 {
            r = mul_ref(r, b, q);
        }
        b = mul_ref(b, b, q);
        e >>= 1;
    }
    r
}

/// Deterministic Miller-Rabin for u64.
fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        if n == p || n / p * p == n {
            return n == p;
        }
    }
    let (mut d, mut s) = (n - 1, 0);
    while d % 2 == 0 {
        d /= 2;
        s += 1;
    }
    'outer: for a in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        let mut x = pow_ref(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul_ref(x, x, n);
            if x == n - 1 {
                continue 'outer;
            }
        }
        return false;
    }
    true
}

/// The remainder of a Barrett variant before its corrections, and how many
/// correctional subtractions the variant may apply.
fn barrett_raw(m: &Modulus, a: u64, b: u64) -> Option<(u64, u64)> {
    fn raw<T: Limb>(m: &Modulus, a: u64, b: u64) -> Option<(u64, u64)> {
        let k: Mc<T> = m.mc::<T>();
        let (a, b) = (T::from_u64(a), T::from_u64(b));
        let (hi, lo) = (a.mul_hi(b), a.mul_lo(b));
        let (r, allowed) = match m.reduction {
            Reduction::BarrettClassic => (barrett_classic::reduce_raw(hi, lo, &k), 2),
            Reduction::BarrettDq => (barrett_dq::reduce_raw(hi, lo, &k), 1),
            // A narrow shoup modulus (31 bits on u32) multiplies by montgomery's.
            Reduction::Shoup if m.narrow() => return None,
            Reduction::BarrettShivdikar | Reduction::Shoup => {
                (barrett_shivdikar::reduce_raw(hi, lo, &k), 1)
            }
            _ => return None,
        };
        Some((r.to_u64(), allowed))
    }
    match m.word {
        Word::U32 => raw::<u32>(m, a, b),
        Word::U64 => raw::<u64>(m, a, b),
    }
}

/// Checks every operation of `m` on `(a, b)` against u128 arithmetic; returns
/// the number of corrections a Barrett mul needed (0 for the others).
fn check_all(m: &Modulus, a: u64, b: u64) -> u64 {
    let q = m.q;
    let ctx = format!("q={q} word={} reduction={} a={a} b={b}", m.word, m.reduction);
    assert_eq!(m.mul(a, b), mul_ref(a, b, q), "mul {ctx}");
    let tw = m.twiddle(b);
    assert_eq!(m.mul_tw(a, tw), mul_ref(a, b, q), "mul_tw {ctx}");
    assert_eq!(m.add(a, b) as u128, (a as u128 + b as u128) % q as u128, "add {ctx}");
    assert_eq!(m.sub(a, b) as u128, (a as u128 + q as u128 - b as u128) % q as u128, "sub {ctx}");
    if q % 2 == 1 {
        let h = m.half(a);
        assert!(h < q, "half range {ctx}");
        assert_eq!(m.add(h, h), a, "half {ctx}");
    }
    match barrett_raw(m, a, b) {
        Some((raw, allowed)) => {
            let corrections = raw / q;
            assert!(corrections <= allowed, "{corrections} corrections needed, {ctx}");
            corrections
        }
        None => 0,
    }
}

/// A legal modulus for (word, reduction) from random seeds.
fn pick_q(word: Word, red: Reduction, kind: u8, seed: u64) -> u64 {
    if red == Reduction::Solinas {
        return SOLINAS_PRIME;
    }
    let max = Modulus::max_bits(word, red);
    let min_q = Modulus::min_q(red);
    let min_bits = len(min_q);
    let mut q = match kind % 4 {
        // any length
        0 => {
            let bits = min_bits + (seed % (max - min_bits + 1) as u64) as u32;
            let lo = 1u64 << (bits - 1);
            lo + (seed >> 8) % lo
        }
        // longest length
        1 => {
            let lo = 1u64 << (max - 1);
            lo + (seed >> 8) % lo
        }
        // a prime just under the bound
        2 => {
            let mut p = ((1u64 << max) - 1) - (seed % (1 << 16)) * 2;
            while !is_prime(p) {
                p -= 2;
            }
            p
        }
        // small
        _ => min_q + seed % 1000,
    };
    // Montgomery's constants need an odd q: montgomery's, and shoup's on a
    // 31-bit u32 q (the narrow form, whose general product is montgomery's).
    if red == Reduction::Montgomery || (red == Reduction::Shoup && word == Word::U32 && len(q) == 31) {
        q |= 1;
    }
    if q.is_power_of_two() {
        q += 1;
    }
    q
}

fn operand(q: u64, sel: u8, seed: u64) -> u64 {
    match sel % 8 {
        0 => 0,
        1 => 1 % q,
        2 => q - 1,
        3 => q - 1 - seed % q.min(1 << 20),
        _ => seed % q,
    }
}

fn pair_strategy() -> impl Strategy<Value = (Word, Reduction)> {
    proptest::sample::select(pairs())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4096, ..ProptestConfig::default() })]

    /// Every variant and word, random legal moduli, random and edge operands.
    #[test]
    fn reduce_random_moduli(
        (word, red) in pair_strategy(),
        kind in any::<u8>(), qseed in any::<u64>(),
        sa in any::<u8>(), a in any::<u64>(), sb in any::<u8>(), b in any::<u64>(),
    ) {
        let q = pick_q(word, red, kind, qseed);
        let m = Modulus::new(q, word, red).unwrap();
        check_all(&m, operand(q, sa, a), operand(q, sb, b));
    }

    /// Many operands per modulus, at the length bound of each variant.
    #[test]
    fn reduce_at_bound(
        (word, red) in pair_strategy(),
        qseed in any::<u64>(),
        ops in proptest::collection::vec(any::<(u64, u64)>(), 64),
    ) {
        let q = pick_q(word, red, 1, qseed);
        let m = Modulus::new(q, word, red).unwrap();
        for (a, b) in ops {
            check_all(&m, a % q, b % q);
        }
    }
}

/// Every (a, b) for every legal small modulus; Barrett correction counts
/// reach their documented maximum.
#[test]
fn reduce_exhaustive_small_moduli() {
    for (word, red) in pairs() {
        if red == Reduction::Solinas {
            continue;
        }
        let mut max_corr = 0;
        for q in Modulus::min_q(red)..=160 {
            let m = match Modulus::new(q, word, red) {
                Ok(m) => m,
                Err(ReduceError::EvenModulus { .. }) | Err(ReduceError::MuOverflow { .. }) => {
                    continue
                }
                Err(e) => panic!("{e}"),
            };
            for a in 0..q {
                for b in 0..q {
                    max_corr = max_corr.max(check_all(&m, a, b));
                }
            }
        }
        let expect = match red {
            Reduction::BarrettClassic => 2,
            Reduction::BarrettDq | Reduction::BarrettShivdikar | Reduction::Shoup => 1,
            _ => 0,
        };
        assert_eq!(max_corr, expect, "{word} {red}");
    }
}

/// The largest legal modulus of each variant, with edge operands.
#[test]
fn reduce_largest_modulus_edges() {
    for (word, red) in pairs() {
        let q = if red == Reduction::Solinas {
            SOLINAS_PRIME
        } else {
            (1u64 << Modulus::max_bits(word, red)) - 1
        };
        let m = Modulus::new(q, word, red).unwrap();
        let edges = [0, 1, 2, q / 2, q / 2 + 1, q - 2, q - 1];
        for &a in &edges {
            for &b in &edges {
                check_all(&m, a, b);
            }
        }
        // one more than the bound is refused
        if red != Reduction::Solinas {
            assert!(matches!(
                Modulus::new(q + 2, word, red),
                Err(ReduceError::TooWide { .. })
            ));
        }
    }
}

/// Shivdikar §II-B: 994674970 × 994705408 mod 994705409 (a 30-bit q).
#[test]
fn reduce_paper_example() {
    let (q, a, b) = (994_705_409u64, 994_674_970u64, 994_705_408u64);
    assert_eq!(len(q), 30);
    let expect = mul_ref(a, b, q);
    // classic Barrett (Alg. 2) needs both correctional subtractions here
    let m = Modulus::new(q, Word::U32, Reduction::BarrettClassic).unwrap();
    assert_eq!(m.mul(a, b), expect);
    assert_eq!(barrett_raw(&m, a, b).unwrap().0 / q, 2);
    // Alg. 4 needs one
    let m = Modulus::new(q, Word::U32, Reduction::BarrettShivdikar).unwrap();
    assert_eq!(m.mul(a, b), expect);
    assert_eq!(barrett_raw(&m, a, b).unwrap().0 / q, 1);
    // Alg. 3 refuses a 30-bit q for u32 (len(q) <= 28) and takes it for u64
    let err = Modulus::new(q, Word::U32, Reduction::BarrettDq).unwrap_err();
    assert_eq!(
        err,
        ReduceError::TooWide {
            q,
            bits: 30,
            max_bits: 28,
            slack: 4,
            reduction: Reduction::BarrettDq,
            word: Word::U32
        }
    );
    let msg = err.to_string();
    assert!(msg.contains("β - 4 = 28"), "{msg}");
    let m = Modulus::new(q, Word::U64, Reduction::BarrettDq).unwrap();
    assert_eq!(m.mul(a, b), expect);
    assert!(barrett_raw(&m, a, b).unwrap().0 < 2 * q);
    for (word, red) in pairs() {
        if let Ok(m) = Modulus::new(q, word, red) {
            check_all(&m, a, b);
        }
    }
}

#[test]
fn reduce_max_bits_table() {
    use Reduction::*;
    let table = [
        (BarrettClassic, 30, 62),
        (BarrettDq, 28, 60),
        (BarrettShivdikar, 30, 62),
        // u32 montgomery: 31-bit primes on the narrow lazy butterflies.
        (Montgomery, 31, 62),
        // u32 shoup: 31-bit primes on the narrow form (montgomery's general product).
        (Shoup, 31, 62),
        (Solinas, 0, 64),
        (Builtin, 31, 63),
    ];
    for (r, b32, b64) in table {
        assert_eq!(Modulus::max_bits(Word::U32, r), b32, "{r}");
        assert_eq!(Modulus::max_bits(Word::U64, r), b64, "{r}");
    }
}

#[test]
fn reduce_refusals_name_the_bound() {
    use Reduction::*;
    let e = Modulus::new((1 << 30) + 1, Word::U32, BarrettClassic).unwrap_err();
    assert!(e.to_string().contains("β - 2 = 30 bits"), "{e}");
    let e = Modulus::new((1 << 62) + 1, Word::U64, Montgomery).unwrap_err();
    assert!(e.to_string().contains("β - 2 = 62 bits"), "{e}");
    let e = Modulus::new(1 << 31 | 1, Word::U32, Builtin).unwrap_err();
    assert!(e.to_string().contains("β - 1 = 31 bits"), "{e}");
    let e = Modulus::new(u64::MAX, Word::U64, Shoup).unwrap_err();
    assert!(e.to_string().contains("64 bits"), "{e}");
    // u32 words refuse anything that does not fit
    assert!(matches!(
        Modulus::new(1 << 40 | 1, Word::U32, Builtin),
        Err(ReduceError::TooWide { bits: 41, max_bits: 31, .. })
    ));
    assert_eq!(
        Modulus::new(1_000_000, Word::U64, Montgomery),
        Err(ReduceError::EvenModulus { q: 1_000_000 })
    );
    assert!(Modulus::new(1_000_001, Word::U64, Montgomery).is_ok());
    assert_eq!(
        Modulus::new(17, Word::U64, Solinas),
        Err(ReduceError::NotSolinasPrime { q: 17 })
    );
    assert_eq!(Modulus::new(SOLINAS_PRIME, Word::U32, Solinas), Err(ReduceError::SolinasNeedsU64));
    assert!(Modulus::new(SOLINAS_PRIME, Word::U64, Solinas).is_ok());
    assert!(Modulus::new(SOLINAS_PRIME, Word::U64, Builtin).is_err());
    for r in [BarrettDq, BarrettShivdikar, Shoup] {
        assert!(matches!(Modulus::new(3, Word::U32, r), Err(ReduceError::TooSmall { min: 4, .. })));
    }
    assert!(matches!(Modulus::new(1, Word::U64, Builtin), Err(ReduceError::TooSmall { .. })));
    assert!(matches!(Modulus::new(0, Word::U64, Montgomery), Err(ReduceError::TooSmall { .. })));
    // powers of two: μ would be 2^β
    assert!(matches!(
        Modulus::new(1 << 20, Word::U32, BarrettClassic),
        Err(ReduceError::MuOverflow { .. })
    ));
    assert!(Modulus::new(1 << 26, Word::U32, BarrettDq).is_ok());
    assert!(matches!(
        Modulus::new(1 << 27, Word::U32, BarrettDq),
        Err(ReduceError::MuOverflow { beta: 32, .. })
    ));
    assert!(Modulus::new(1 << 28, Word::U32, BarrettShivdikar).is_ok());
    let e = Modulus::new(1 << 29, Word::U32, BarrettShivdikar).unwrap_err();
    assert!(e.to_string().contains("2^29"), "{e}");
    assert!(matches!(
        Modulus::new(1 << 61, Word::U64, Shoup),
        Err(ReduceError::MuOverflow { beta: 64, .. })
    ));
}

#[test]
fn reduce_consts_as_documented() {
    for (word, red) in pairs() {
        let beta = word.bits();
        for kind in 0..4u8 {
            for seed in [1u64, 0x9E37_79B9_7F4A_7C15, 12345, u64::MAX / 3] {
                let q = pick_q(word, red, kind, seed);
                let m = Modulus::new(q, word, red).unwrap();
                let c = m.consts();
                assert_eq!(c.q, q);
                let mm = len(q);
                let mu = |k: u32| (1u128 << k) / q as u128;
                let ok = match red {
                    Reduction::BarrettClassic => {
                        c.c == [(mu(2 * mm) << (beta - mm - 1)) as u64, (mm - 1) as u64, 0]
                    }
                    Reduction::BarrettDq => {
                        let s = mm + 5;
                        let (sc, post) = if s <= beta { (beta - s, 0) } else { (0, s - beta) };
                        c.c == [(mu(2 * mm + 3) << sc) as u64, (mm - 2) as u64, post as u64]
                    }
                    Reduction::Shoup if m.narrow() => {
                        let r = (1u128 << beta) % q as u128;
                        (c.c[0] as u128 * q as u128) % (1u128 << beta) == 1 && c.c[1] as u128 == r * r % q as u128 && c.c[2] == 0
                    }
                    Reduction::BarrettShivdikar | Reduction::Shoup => {
                        let s = mm + 3;
                        let (sc, post) = if s <= beta { (beta - s, 0) } else { (0, s - beta) };
                        c.c == [(mu(2 * mm + 1) << sc) as u64, (mm - 2) as u64, post as u64]
                    }
                    Reduction::Montgomery => {
                        let r = (1u128 << beta) % q as u128;
                        (c.c[0] as u128 * q as u128) % (1u128 << beta) == 1
                            && c.c[1] as u128 == r * r % q as u128
                            && c.c[2] == 0
                    }
                    Reduction::Solinas | Reduction::Builtin => c.c == [0; 3],
                };
                assert!(ok, "{word} {red} q={q} {c:?}");
                assert!(c.c.iter().all(|&x| x >> (beta - 1) >> 1 == 0), "fits the word");
            }
        }
    }
}

#[test]
fn reduce_twiddle_forms() {
    let q = 0x3FFF_FFFF_FFFF_FFC5u64; // < 2^62
    for (word, red) in pairs() {
        let q = match (word, red) {
            (_, Reduction::Solinas) => SOLINAS_PRIME,
            (Word::U32, _) => (998_244_353 % (1 << Modulus::max_bits(word, red))) | 1,
            (Word::U64, _) => q >> (62 - Modulus::max_bits(word, red).min(62)),
        };
        let q = if q.is_power_of_two() { q + 1 } else { q };
        let m = Modulus::new(q, word, red).unwrap();
        let beta = word.bits();
        for w in [0, 1, 2, q / 3, q - 1] {
            let tw = m.twiddle(w);
            match red {
                Reduction::Montgomery => {
                    assert_eq!(tw.value as u128, ((w as u128) << beta) % q as u128);
                    assert_eq!(tw.companion, 0);
                }
                Reduction::Shoup => {
                    assert_eq!(tw.value, w);
                    assert_eq!(tw.companion as u128, ((w as u128) << beta) / q as u128);
                }
                _ => assert_eq!(tw, Twiddle { value: w, companion: 0 }),
            }
            assert_eq!(m.needs_companion(), red == Reduction::Shoup);
            for a in [0, 1, q / 2, q - 1] {
                assert_eq!(m.mul_tw(a, tw), mul_ref(a, w, q), "{word} {red} q={q}");
            }
        }
    }
}

/// Solinas: operands whose 128-bit product exercises every borrow / carry path.
#[test]
fn reduce_solinas_carries() {
    let q = SOLINAS_PRIME;
    let m = Modulus::new(q, Word::U64, Reduction::Solinas).unwrap();
    let mut vals = vec![0, 1, 2, q - 1, q - 2, q / 2, q / 2 + 1];
    for k in [31u32, 32, 33, 47, 63] {
        vals.push((1u64 << k) % q);
        vals.push((1u64 << k) - 1);
        vals.push(q - (1u64 << (k % 63)));
    }
    vals.extend([0xFFFF_FFFFu64, 0xFFFF_FFFF_0000_0000, 0x1_0000_0000, 0xFFFF_FFFE_FFFF_FFFF]);
    for &a in &vals {
        for &b in &vals {
            check_all(&m, a % q, b % q);
        }
    }
    // sweep: a·b with hi words around the borrow / carry boundaries
    let mut x = 0x0123_4567_89AB_CDEFu64;
    for _ in 0..200_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let a = (x % q) | 0xFFFF_FFFF_0000_0000 & x.rotate_left(7);
        let a = a % q;
        let b = x.rotate_left(29) % q;
        check_all(&m, a, b);
    }
}

/// The Rust twin keeps u32 words in 32 bits: u32 and u64 words give the same
/// results for the same q where both are legal (different code paths).
#[test]
fn reduce_words_agree() {
    for &red in Reduction::ALL {
        if red == Reduction::Solinas {
            continue;
        }
        let q = (1u64 << Modulus::max_bits(Word::U32, red)) - 1;
        let m32 = Modulus::new(q, Word::U32, red).unwrap();
        let m64 = Modulus::new(q, Word::U64, red).unwrap();
        let mut x = 7u64;
        for _ in 0..10_000 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let (a, b) = ((x >> 3) % q, (x >> 29) % q);
            assert_eq!(m32.mul(a, b), m64.mul(a, b));
            assert_eq!(m32.mul_tw(a, m32.twiddle(b)), m64.mul_tw(a, m64.twiddle(b)));
        }
    }
}

/// Each descriptor says what its variant does: the bound and the smallest
/// modulus are the ones `Modulus::new` enforces, a lazy variant's lazy
/// butterfly runs (the others refuse it), a companion variant's twiddles
/// carry one, and its template is the CUDA of that variant.
#[test]
fn every_descriptor_matches_its_variant() {
    for (w, r) in pairs() {
        let d = descriptor(r);
        let bits = d.max_bits[usize::from(w == Word::U64)];
        assert_eq!(Modulus::max_bits(w, r), bits, "{r} {w:?}");
        let q = if r == Reduction::Solinas { solinas::Q } else { crate::arith::primes::ntt_primes(bits.min(40), 1, 2).pop().unwrap() };
        let m = Modulus::new(q, w, r).unwrap_or_else(|e| panic!("{r} {w:?} {q}: {e}"));
        assert_eq!(m.supports_lazy(), d.lazy, "{r}");
        assert_eq!(m.needs_companion(), d.companion, "{r}");
        if r != Reduction::Solinas {
            assert!(Modulus::new(d.min_q - 1, w, r).is_err(), "{r}: below min_q");
        }
        assert!(d.template.contains("__device__"), "{r}: a CUDA template");
        // A prime at the variant's bound that Harvey's values do not fit takes the narrow ones.
        let m = m.with_narrow(!m.fits_harvey());
        let lazy = m.bfly_ct_lazy(1, 2, m.twiddle(1));
        assert_eq!(lazy.is_ok(), d.lazy, "{r}: lazy butterflies exactly where the descriptor says");
    }
    // The tuner's list: the word's default first, nothing non-constant-time or fixed-prime.
    assert_eq!(tuned_reductions(Word::U64)[0], Reduction::Shoup);
    assert_eq!(tuned_reductions(Word::U32)[0], Reduction::Montgomery);
    assert!(tuned_reductions(Word::U64).iter().all(|&r| r.constant_time() && r != Reduction::Solinas));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2048, ..ProptestConfig::default() })]

    /// The stored form a kernel computes at run time (`to_stored`, from a
    /// plain residue; `stored_companion`, from a stored value) is the
    /// host's (`twiddle`) for every variant, word and odd modulus, with and
    /// without Montgomery's companion.
    #[test]
    fn stored_forms_at_run_time_match_the_tables(
        (word, red) in pair_strategy(),
        kind in any::<u8>(), qseed in any::<u64>(), sx in any::<u8>(), x in any::<u64>(), mc in any::<bool>(),
    ) {
        let q = pick_q(word, red, kind, qseed) | 1;
        let m = Modulus::new(q, word, red).unwrap().with_mont_companion(mc);
        let pow_beta = m.twiddle(((1u128 << word.bits()) % q as u128) as u64);
        let x = operand(q, sx, x);
        prop_assert_eq!(m.to_stored(x, pow_beta), m.twiddle(x), "q = {}", q);
        let t = m.twiddle(x);
        prop_assert_eq!(m.stored_companion(t.value, pow_beta), t.companion, "q = {}", q);
    }
}

/// q^-1 mod 2^β by Newton's iteration, for odd q of both words.
#[test]
fn inverse_of_q_modulo_the_word() {
    for q in [1u64, 3, 5, 0xffff_ffff, 0x7fff_ffff, (1 << 61) - 1, u64::MAX, 0x1234_5678_9abc_def1] {
        let v = inv_pow2_word(q, 64);
        assert_eq!(q.wrapping_mul(v), 1, "{q}");
        let (q32, v32) = (q & 0xffff_ffff, inv_pow2_word(q & 0xffff_ffff, 32));
        assert_eq!((q32 as u32).wrapping_mul(v32 as u32), 1, "{q32}");
    }
}

//! Harvey's lazy butterflies against the exact ones, over their whole input
//! ranges ([0, 4q) for CT, [0, 2q) for GS), chained the way a transform
//! chains them, for both words and every lazy reduction (shoup, montgomery,
//! barrett-dq), edge moduli and edge values included.

use super::*;
use proptest::prelude::*;

/// Moduli at both ends of each lazy reduction's bound, for both words.
fn moduli() -> impl Strategy<Value = Modulus> {
    let r = prop_oneof![Just(Reduction::Shoup), Just(Reduction::Montgomery), Just(Reduction::BarrettDq)];
    moduli_of(r)
}

fn moduli_of(r: impl Strategy<Value = Reduction>) -> impl Strategy<Value = Modulus> {
    let q = prop_oneof![
        (3u64..(1 << 30)).prop_map(|q| q | 1),
        (3u64..(1 << 62)).prop_map(|q| q | 1),
        (5u64..(1 << 28)).prop_map(|q| q | 1),
        (5u64..(1 << 60)).prop_map(|q| q | 1),
        Just((1u64 << 62) - 57),
        Just((1u64 << 30) - 35),
        Just((1u64 << 60) - 1),
        Just((1u64 << 28) - 1),
        Just((1u64 << 59) + 1),
        Just((1u64 << 27) + 1),
        Just(5u64),
    ];
    (q, r, any::<bool>(), any::<bool>()).prop_filter_map("modulus", |(q, r, wide, companion)| {
        let word = if q >= (1 << 30) || wide { Word::U64 } else { Word::U32 };
        // Montgomery's twiddle companion on or off: the same values either way.
        Modulus::new(q, word, r).ok().map(|m| m.with_mont_companion(companion))
    })
}

/// An input in [0, bound·q): mostly uniform, sometimes at its edges.
fn lazy_value(raw: u64, edge: u8, bound: u64, q: u64) -> u64 {
    match edge % 8 {
        0 => bound * q - 1,
        1 => 0,
        2 => q - 1 + (raw % bound) * q,
        _ => raw % (bound * q),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    #[test]
    fn ct_lazy_matches_exact(m in moduli(), xs in any::<u64>(), ys in any::<u64>(), ws in any::<u64>(), edges in any::<[u8; 3]>()) {
        let q = m.q;
        let (x, y) = (lazy_value(xs, edges[0], 4, q), lazy_value(ys, edges[1], 4, q));
        let w = if edges[2] % 4 == 0 { q - 1 } else { ws % q };
        let tw = m.twiddle(w);
        let (a, b) = m.bfly_ct_lazy(x, y, tw).unwrap();
        prop_assert!(a < 4 * q && b < 4 * q, "outputs leave [0, 4q)");
        let (xr, yr) = (x % q, y % q);
        let t = m.mul_tw(yr, tw);
        prop_assert_eq!(m.normalize(a).unwrap(), m.add(xr, t));
        prop_assert_eq!(m.normalize(b).unwrap(), m.sub(xr, t));
    }

    #[test]
    fn gs_lazy_matches_exact(m in moduli(), xs in any::<u64>(), ys in any::<u64>(), ws in any::<u64>(), half in any::<bool>(), edges in any::<[u8; 3]>()) {
        let q = m.q;
        let (x, y) = (lazy_value(xs, edges[0], 2, q), lazy_value(ys, edges[1], 2, q));
        let w = if edges[2] % 4 == 0 { q - 1 } else { ws % q };
        let tw = m.twiddle(w);
        let (a, b) = m.bfly_gs_lazy(x, y, tw, half).unwrap();
        prop_assert!(a < 2 * q && b < 2 * q, "outputs leave [0, 2q)");
        let (xr, yr) = (x % q, y % q);
        let (mut s, mut d) = (m.add(xr, yr), m.mul_tw(m.sub(xr, yr), tw));
        if half {
            s = m.half(s);
            d = m.half(d);
        }
        prop_assert_eq!(m.normalize(a).unwrap(), s);
        prop_assert_eq!(m.normalize(b).unwrap(), d);
    }

    /// barrett-dq's bound behind its lazy butterflies: `mul(a, w)` is the
    /// exact product for a in [0, 4q), not only [0, q) (barrett_dq.rs).
    #[test]
    fn dq_product_is_exact_below_4q(m in moduli_of(Just(Reduction::BarrettDq)), xs in any::<u64>(), ws in any::<u64>(), edges in any::<[u8; 2]>()) {
        let q = m.q;
        let a = lazy_value(xs, edges[0], 4, q);
        let w = if edges[1] % 4 == 0 { q - 1 } else { ws % q };
        let got = match m.word {
            Word::U32 => barrett_dq::mul(a as u32, w as u32, &m.mc::<u32>()) as u64,
            Word::U64 => barrett_dq::mul(a, w, &m.mc::<u64>()),
        };
        prop_assert_eq!(got, (a as u128 * w as u128 % q as u128) as u64);
    }
}

/// The strict Barretts' refusal is about their accepted primes: at
/// len(q) = β - 2 an operand below 4q overflows line 1's word.
#[test]
fn classic_and_shivdikar_stay_strict_and_dq_is_lazy() {
    let q = (1u64 << 62) - 57;
    for r in [Reduction::BarrettClassic, Reduction::BarrettShivdikar] {
        assert!(!Modulus::new(q, Word::U64, r).unwrap().supports_lazy(), "{r}");
    }
    let dq = Modulus::new((1u64 << 60) - 1, Word::U64, Reduction::BarrettDq).unwrap();
    assert!(dq.supports_lazy());
    // Line 1's shift for shivdikar at m = 62 on 4q·q: more than a word.
    let x = (4 * q as u128 - 1) * (q as u128 - 1);
    assert!(x >> (62 - 2) >= 1u128 << 64);
}

/// Shoup moduli of u64 words below 2^61, edges included, with the wide lazy
/// butterflies on.
fn wide_moduli() -> impl Strategy<Value = Modulus> {
    let q = prop_oneof![
        (5u64..(1 << 61)).prop_map(|q| q | 1),
        (5u64..(1 << 40)).prop_map(|q| q | 1),
        Just((1u64 << 61) - 1),
        Just((1u64 << 60) + 1),
        Just(5u64),
    ];
    q.prop_filter_map("modulus", |q| Modulus::new(q, Word::U64, Reduction::Shoup).ok().map(|m| m.with_wide_lazy(true)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// The three-product quotient is below the exact one by at most 2, so
    /// the wide product is in [0, 4q) and congruent to a·w, for any a.
    #[test]
    fn wide_product_in_4q(m in wide_moduli(), a in any::<u64>(), ws in any::<u64>(), edge in any::<u8>()) {
        let q = m.q;
        let w = if edge % 4 == 0 { q - 1 } else { ws % q };
        let a = if edge % 8 == 1 { u64::MAX } else { a };
        let tw = m.twiddle(w);
        let r = shoup::mul_tw_wide(a, tw.value, tw.companion, q);
        prop_assert!(r < 4 * q, "wide product {r} not below 4q");
        prop_assert_eq!(r % q, ((a as u128 * w as u128) % q as u128) as u64);
    }

    #[test]
    fn wide_ct_matches_exact(m in wide_moduli(), xs in any::<u64>(), y in any::<u64>(), ws in any::<u64>(), edges in any::<[u8; 3]>()) {
        prop_assert!(m.wide_lazy());
        let q = m.q;
        let x = lazy_value(xs, edges[0], 8, q);
        let y = if edges[1] % 4 == 0 { lazy_value(y, edges[1] / 4, 8, q) } else { y };
        let w = if edges[2] % 4 == 0 { q - 1 } else { ws % q };
        let tw = m.twiddle(w);
        let (a, b) = m.bfly_ct_lazy(x, y, tw).unwrap();
        prop_assert!(a < 8 * q && b < 8 * q, "outputs leave [0, 8q)");
        let t = ((y % q) as u128 * w as u128 % q as u128) as u64;
        let xr = x % q;
        prop_assert_eq!(m.normalize(a).unwrap(), (xr + t) % q);
        prop_assert_eq!(m.normalize(b).unwrap(), (xr + q - t) % q);
    }

    #[test]
    fn wide_gs_matches_exact(m in wide_moduli(), xs in any::<u64>(), ys in any::<u64>(), ws in any::<u64>(), edges in any::<[u8; 3]>(), half in any::<bool>()) {
        let q = m.q;
        let (x, y) = (lazy_value(xs, edges[0], 4, q), lazy_value(ys, edges[1], 4, q));
        let w = if edges[2] % 4 == 0 { q - 1 } else { ws % q };
        let tw = m.twiddle(w);
        let (a, b) = m.bfly_gs_lazy(x, y, tw, half).unwrap();
        prop_assert!(a < 4 * q && b < 4 * q, "outputs leave [0, 4q)");
        let (xr, yr) = (x % q, y % q);
        let inv2 = q.div_ceil(2);
        let h = |v: u64| if half { (v as u128 * inv2 as u128 % q as u128) as u64 } else { v };
        prop_assert_eq!(m.normalize(a).unwrap(), h((xr + yr) % q));
        let d = (((xr + q - yr) % q) as u128 * w as u128 % q as u128) as u64;
        prop_assert_eq!(m.normalize(b).unwrap(), h(d));
    }
}

#[test]
fn wide_only_where_admitted() {
    let narrow = Modulus::new((1u64 << 62) - 57, Word::U64, Reduction::Shoup).unwrap();
    assert!(!narrow.with_wide_lazy(true).wide_lazy(), "a 62-bit prime leaves no room for 8q");
    let mont = Modulus::new((1u64 << 60) + 1, Word::U64, Reduction::Montgomery);
    if let Ok(m) = mont {
        assert!(!m.with_wide_lazy(true).wide_lazy(), "wide lazy is shoup's");
    }
    let q = Modulus::new(1152921504606584833, Word::U64, Reduction::Shoup).unwrap();
    assert!(q.with_wide_lazy(true).wide_lazy() && !q.with_wide_lazy(false).wide_lazy());
    assert_eq!(q.with_wide_lazy(true).lazy_bounds(), (8, 4));
}

/// Shoup moduli of u64 words below 2^60, edges included, with the wide lazy
/// butterflies and their deferred CT corrections on.
fn deferred_moduli() -> impl Strategy<Value = Modulus> {
    let q = prop_oneof![
        (5u64..(1 << 60)).prop_map(|q| q | 1),
        (5u64..(1 << 40)).prop_map(|q| q | 1),
        Just((1u64 << 60) - 1),
        Just((1u64 << 59) + 1),
        Just(5u64),
    ];
    q.prop_filter_map("modulus", |q| Modulus::new(q, Word::U64, Reduction::Shoup).ok().map(|m| m.with_wide_lazy(true).with_deferred(true)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// The deferred CT butterfly that corrects takes x below 16q and leaves
    /// both outputs below 12q; the one that skips takes x below 12q and
    /// leaves them below 16q; y is any word; both are the exact butterfly
    /// after `normalize`, which starts at 8q.
    #[test]
    fn deferred_ct_matches_exact(m in deferred_moduli(), xs in any::<u64>(), y in any::<u64>(), ws in any::<u64>(), edges in any::<[u8; 3]>(), skip in any::<bool>()) {
        prop_assert!(m.deferred() && m.lazy_bounds() == (16, 4));
        let q = m.q;
        let bound = if skip { m.skip_bound() } else { 16 };
        let x = lazy_value(xs, edges[0], bound, q);
        let y = if edges[1] % 4 == 0 { u64::MAX } else { y };
        let w = if edges[2] % 4 == 0 { q - 1 } else { ws % q };
        let tw = m.twiddle(w);
        let (a, b) = if skip { m.bfly_ct_lazy_skip(x, y, tw).unwrap() } else { m.bfly_ct_lazy(x, y, tw).unwrap() };
        let out = if skip { 16 * q } else { 12 * q };
        prop_assert!(a < out && b < out, "outputs {a}, {b} not below {}q", out / q);
        let t = ((y % q) as u128 * w as u128 % q as u128) as u64;
        let xr = x % q;
        prop_assert_eq!(m.normalize(a).unwrap(), (xr + t) % q);
        prop_assert_eq!(m.normalize(b).unwrap(), (xr + q - t) % q);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// The GS butterfly that leaves its sum uncorrected: x, y below 4q, the
    /// sum below 8q, the product below 4q; and the folded last level takes
    /// such sums (below 8q), exact out.
    #[test]
    fn deferred_gs_skip_and_last_level(m in deferred_moduli(), xs in any::<u64>(), ys in any::<u64>(), ws in any::<u64>(), ss in any::<u64>(), edges in any::<[u8; 3]>()) {
        let q = m.q;
        let (x, y) = (lazy_value(xs, edges[0], 4, q), lazy_value(ys, edges[1], 4, q));
        let w = if edges[2] % 4 == 0 { q - 1 } else { ws % q };
        let tw = m.twiddle(w);
        let (a, b) = m.bfly_gs_lazy_skip(x, y, tw).unwrap();
        prop_assert!(a < 8 * q && b < 4 * q, "outputs {a}, {b} leave [0, 8q) x [0, 4q)");
        let (xr, yr) = (x % q, y % q);
        prop_assert_eq!(a % q, (xr + yr) % q);
        prop_assert_eq!(m.normalize(b).unwrap(), (((xr + q - yr) % q) as u128 * w as u128 % q as u128) as u64);
        // The last level on the sum and another value below 8q.
        let s = ss % q;
        let (u, v) = m.bfly_gs_last(a, lazy_value(ys, edges[2], 8, q), tw, m.twiddle(s)).unwrap();
        let (ar, br) = (a % q, lazy_value(ys, edges[2], 8, q) % q);
        prop_assert_eq!(u, (((ar + br) % q) as u128 * s as u128 % q as u128) as u64);
        prop_assert_eq!(v, (((ar + q - br) % q) as u128 * w as u128 % q as u128) as u64);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8192))]

    /// The deferred normalisation (Barrett's quotient, one correction) is
    /// x mod q over the whole range below 16q, edges included.
    #[test]
    fn deferred_normalize_is_mod_q(m in deferred_moduli(), xs in any::<u64>(), edge in any::<u8>()) {
        let q = m.q;
        let x = lazy_value(xs, edge, 16, q);
        prop_assert_eq!(m.normalize(x).unwrap(), x % q);
    }
}

#[test]
fn deferred_only_where_admitted() {
    let q60 = Modulus::new(1152921504606584833, Word::U64, Reduction::Shoup).unwrap();
    assert!(q60.with_wide_lazy(true).with_deferred(true).deferred());
    assert!(!q60.with_deferred(true).deferred(), "deferred corrections are the wide butterflies'");
    assert!(!q60.with_wide_lazy(true).with_deferred(true).with_wide_lazy(false).deferred(), "narrowing turns them off");
    let q61 = Modulus::new((1u64 << 61) - 1, Word::U64, Reduction::Shoup).unwrap().with_wide_lazy(true);
    assert!(q61.wide_lazy() && !q61.with_deferred(true).deferred(), "a 61-bit prime leaves no room for 16q");
    // The GPU's normalisation leaves out barrett-shivdikar's final shift:
    // it is 0 for every prime below 2^61 (lazy.cu, mod_normalize).
    for q in [q60.q, (1u64 << 60) - 1, (1 << 59) + 1, 5] {
        assert_eq!(Modulus::new(q, Word::U64, Reduction::Shoup).unwrap().c[2], 0, "{q}");
    }
    let plain = q60.with_wide_lazy(true);
    assert_eq!(plain.skip_bound(), 0);
    assert!(matches!(plain.bfly_ct_lazy_skip(0, 0, plain.twiddle(1)), Err(ReduceError::NotDeferred)));
}

/// u32 montgomery moduli for the narrow lazy butterflies: 31-bit ones (which
/// need them) at both ends of the range, and smaller ones (which take them
/// when a spec mixes them with 31-bit primes).
fn narrow_moduli() -> impl Strategy<Value = Modulus> {
    let q = prop_oneof![
        ((1u64 << 30)..(1 << 31)).prop_map(|q| q | 1),
        (5u64..(1 << 30)).prop_map(|q| q | 1),
        Just((1u64 << 31) - 1),
        Just((1u64 << 30) + 1),
        Just(2147352577u64),
        Just(5u64),
    ];
    // Montgomery (its companion on or off) or shoup, whose narrow general
    // product is montgomery's.
    (q, 0u8..3).prop_map(|(q, v)| match v {
        0 => Modulus::new(q, Word::U32, Reduction::Shoup).unwrap().with_narrow(true),
        _ => Modulus::new(q, Word::U32, Reduction::Montgomery).unwrap().with_narrow(true).with_mont_companion(v == 2),
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// Narrow CT: x, y in [0, 2q) -> outputs in [0, 2q), the exact
    /// butterfly's after one correction.
    #[test]
    fn ct_narrow_matches_exact(m in narrow_moduli(), xs in any::<u64>(), ys in any::<u64>(), ws in any::<u64>(), edges in any::<[u8; 3]>()) {
        let q = m.q;
        prop_assert!(m.narrow());
        prop_assert_eq!(m.lazy_bounds(), (2, 1));
        let (x, y) = (lazy_value(xs, edges[0], 2, q), lazy_value(ys, edges[1], 2, q));
        let w = if edges[2] % 4 == 0 { q - 1 } else { ws % q };
        let tw = m.twiddle(w);
        let (a, b) = m.bfly_ct_lazy(x, y, tw).unwrap();
        prop_assert!(a < 2 * q && b < 2 * q, "outputs leave [0, 2q)");
        let (xr, yr) = (x % q, y % q);
        let t = m.mul_tw(yr, tw);
        prop_assert_eq!(m.normalize(a).unwrap(), m.add(xr, t));
        prop_assert_eq!(m.normalize(b).unwrap(), m.sub(xr, t));
    }

    /// Narrow GS: x, y in [0, q) -> outputs in [0, q), exact (halved or not).
    #[test]
    fn gs_narrow_matches_exact(m in narrow_moduli(), xs in any::<u64>(), ys in any::<u64>(), ws in any::<u64>(), half in any::<bool>(), edges in any::<[u8; 3]>()) {
        let q = m.q;
        let (x, y) = (lazy_value(xs, edges[0], 1, q), lazy_value(ys, edges[1], 1, q));
        let w = if edges[2] % 4 == 0 { q - 1 } else { ws % q };
        let tw = m.twiddle(w);
        let (a, b) = m.bfly_gs_lazy(x, y, tw, half).unwrap();
        let (mut s, mut d) = (m.add(x, y), m.mul_tw(m.sub(x, y), tw));
        if half {
            s = m.half(s);
            d = m.half(d);
        }
        prop_assert_eq!((a, b), (s, d));
        prop_assert_eq!(m.normalize_gs(a).unwrap(), a);
        // The inverse's folded last level on the same inputs.
        let sc = m.twiddle((q + 1) / 2);
        let (u, v) = m.bfly_gs_last(x, y, tw, sc).unwrap();
        prop_assert_eq!((u, v), (m.half(m.add(x, y)), m.mul_tw(m.sub(x, y), tw)));
    }
}

/// A 31-bit prime on Harvey's butterflies would overflow u32 (4q > 2^32):
/// refused, never computed; and the narrow mode is montgomery-on-u32 only.
#[test]
fn harvey_refuses_31_bit_primes() {
    let m = Modulus::new(2147352577, Word::U32, Reduction::Montgomery).unwrap();
    assert!(!m.fits_harvey());
    let tw = m.twiddle(5);
    assert!(matches!(m.bfly_ct_lazy(1, 2, tw), Err(ReduceError::NeedsNarrow { bits: 31, .. })));
    assert!(m.with_narrow(true).bfly_ct_lazy(1, 2, tw).is_ok());
    // Shoup holds a 31-bit prime only narrow, with montgomery's general product.
    let s31 = Modulus::new(2147352577, Word::U32, Reduction::Shoup).unwrap();
    assert!(s31.narrow() && s31.with_narrow(false).narrow());
    assert_eq!(s31.mul(2147352576, 2147352576), 1);
    let small = Modulus::new(1073479681, Word::U32, Reduction::Shoup).unwrap();
    assert!(!small.narrow() && small.with_narrow(true).narrow());
    assert!(Modulus::new(2147352577, Word::U32, Reduction::BarrettShivdikar).is_err(), "barrett-shivdikar keeps its 30-bit bound");
    assert!(Modulus::new(2147352577, Word::U64, Reduction::Shoup).unwrap().fits_harvey());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// Montgomery's twiddle companion: the same stored value, a companion of
    /// w̃·q^-1, and the same exact and lazy products as the plain form.
    #[test]
    fn mont_companion_products_match(q in (3u64..(1 << 62)).prop_map(|q| q | 1), a in any::<u64>(), w in any::<u64>(), u32_word in any::<bool>()) {
        let word = if u32_word && q < (1 << 31) { Word::U32 } else { Word::U64 };
        let plain = Modulus::new(q, word, Reduction::Montgomery).unwrap();
        let plain = plain.with_narrow(!plain.fits_harvey());
        let comp = plain.with_mont_companion(true);
        prop_assert!(comp.needs_companion() && !plain.needs_companion());
        let w = w % q;
        let (tp, tc) = (plain.twiddle(w), comp.twiddle(w));
        prop_assert_eq!(tp.value, tc.value);
        let mask = if word == Word::U32 { u64::from(u32::MAX) } else { u64::MAX };
        prop_assert_eq!(tc.companion, tc.value.wrapping_mul(plain.consts().c[0]) & mask);
        let x = a % q;
        prop_assert_eq!(comp.mul_tw(x, tc), plain.mul_tw(x, tp));
        prop_assert_eq!(comp.mul_tw(x, tc), plain.mul(x, w));
        let y = a % (plain.lazy_bounds().0 * q);
        prop_assert_eq!(comp.bfly_ct_lazy(x, y, tc).unwrap(), plain.bfly_ct_lazy(x, y, tp).unwrap());
    }
}

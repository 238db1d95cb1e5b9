//! Harvey's lazy butterflies against the exact ones, over their whole input
//! ranges ([0, 4q) for CT, [0, 2q) for GS), chained the way a transform
//! chains them, for both words and both lazy reductions (shoup, montgomery).

use super::*;
use proptest::prelude::*;

fn moduli() -> impl Strategy<Value = Modulus> {
    let q = prop_oneof![
        (3u64..(1 << 30)).prop_map(|q| q | 1),
        (3u64..(1 << 62)).prop_map(|q| q | 1),
        Just((1u64 << 62) - 57),
        Just((1u64 << 30) - 35),
    ];
    (q, prop_oneof![Just(Reduction::Shoup), Just(Reduction::Montgomery)]).prop_filter_map("modulus", |(q, r)| {
        let word = if q < (1 << 30) { Word::U32 } else { Word::U64 };
        Modulus::new(q, word, r).ok()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    #[test]
    fn ct_lazy_matches_exact(m in moduli(), xs in any::<u64>(), ys in any::<u64>(), ws in any::<u64>()) {
        let q = m.q;
        let (x, y, w) = (xs % (4 * q), ys % (4 * q), ws % q);
        let tw = m.twiddle(w);
        let (a, b) = m.bfly_ct_lazy(x, y, tw);
        prop_assert!(a < 4 * q && b < 4 * q, "outputs leave [0, 4q)");
        let (xr, yr) = (x % q, y % q);
        let t = m.mul_tw(yr, tw);
        prop_assert_eq!(m.normalize(a), m.add(xr, t));
        prop_assert_eq!(m.normalize(b), m.sub(xr, t));
    }

    #[test]
    fn gs_lazy_matches_exact(m in moduli(), xs in any::<u64>(), ys in any::<u64>(), ws in any::<u64>(), half in any::<bool>()) {
        let q = m.q;
        let (x, y, w) = (xs % (2 * q), ys % (2 * q), ws % q);
        let tw = m.twiddle(w);
        let (a, b) = m.bfly_gs_lazy(x, y, tw, half);
        prop_assert!(a < 2 * q && b < 2 * q, "outputs leave [0, 2q)");
        let (xr, yr) = (x % q, y % q);
        let (mut s, mut d) = (m.add(xr, yr), m.mul_tw(m.sub(xr, yr), tw));
        if half {
            s = m.half(s);
            d = m.half(d);
        }
        prop_assert_eq!(m.normalize(a), s);
        prop_assert_eq!(m.normalize(b), d);
    }
}

/* nttgen reduce/solinas.cu (word = {{ word }}): reduction modulo the Solinas
 * prime q = 2^64 - 2^32 + 1 (Goey §3.1's 0xFFFFFFFF00000001), u64 words only.
 * Rust twin: codegen/src/arith/reduce/solinas.rs.
 *
 * Bounds: q = 2^64 - 2^32 + 1 exactly.
 * The 128-bit product x = hi·2^64 + lo, hi = hh·2^32 + hl, folds with
 * 2^64 ≡ 2^32 - 1 = ε and 2^96 ≡ -1:  x ≡ lo - hh + hl·ε.
 *   t0 = lo - hh;  t0 -= ε on borrow (2^64 ≡ ε; cannot underflow)
 *   t1 = hl·ε (< 2^64);  r = t0 + t1;  r += ε on carry (cannot overflow)
 *   r -= q if r >= q (r < 2^64 < 2q: one correction)
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 * ModConst: q = 2^64 - 2^32 + 1; c0 = c1 = c2 = 0 (unused: literals below).
 */
{% if word != "u64" %}
#error "nttgen: reduction solinas needs word = u64"
{% else %}
__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    const word_t EPS = 0xFFFFFFFFull;
    const word_t Q = 0xFFFFFFFF00000001ull;
    word_t lo = a * b;
    word_t hi = __umul64hi(a, b);
    word_t hh = hi >> 32;
    word_t hl = hi & EPS;
    word_t t0 = lo - hh;
    t0 -= EPS & mod_mask(lo < hh);
    word_t t1 = hl * EPS;
    word_t r = t0 + t1;
    r += EPS & mod_mask(r < t1);
    return r - (Q & mod_mask(r >= Q));
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
}
{% endif %}

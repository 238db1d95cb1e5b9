/* nttgen reduce/solinas.cu (word = {{ word }}): reduction modulo the Solinas
 * prime q = 2^64 - 2^32 + 1 (Goey §3.1's 0xFFFFFFFF00000001), u64 words only.
 * Rust twin: codegen/src/arith/reduce/solinas.rs.
 *
 * Bounds: q = 2^64 - 2^32 + 1 exactly.
 * mod_fold: a 128-bit x = hi·2^64 + lo, hi = hh·2^32 + hl, folds with
 * 2^64 ≡ 2^32 - 1 = ε and 2^96 ≡ -1:  x ≡ lo - hh + hl·ε.
 *   t0 = lo - hh;  t0 -= ε on borrow (2^64 ≡ ε; cannot underflow)
 *   t1 = hl·ε = (hl << 32) - hl (< 2^64);  r = t0 + t1;  r += ε on carry (cannot overflow)
 *   r -= q if r >= q (r < 2^64 < 2q: one correction)
 * mod_mul folds the 128-bit product.
 * mod_mul_pow2 (Goey §3.1): 2 has order 192 (2^96 ≡ -1), so every 64th root of
 * unity is a power of 8 = 2^3; a twiddle 2^e (e < 192, public: from the
 * twiddle's index) multiplies by shifts and two folds, no 64x64 product:
 *   r = e mod 64, t = e div 64;  z = fold(x·2^r);  p = fold(z·2^32)
 *   t = 0: z;  t = 1: z·2^64 ≡ z·ε = p - z;  t = 2: z·2^128 ≡ -z·2^32 = -p  (selects)
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 * ModConst: q = 2^64 - 2^32 + 1; c0 = c1 = c2 = 0 (unused: literals below).
 */
{% if word != "u64" %}
#error "nttgen: reduction solinas needs word = u64"
{% else %}
__device__ __forceinline__ word_t mod_fold(word_t hi, word_t lo) {
    const word_t EPS = 0xFFFFFFFFull;
    const word_t Q = 0xFFFFFFFF00000001ull;
    word_t hh = hi >> 32;
    word_t hl = hi & EPS;
    word_t t0 = lo - hh;
    t0 -= EPS & mod_mask(lo < hh);
    word_t t1 = (hl << 32) - hl;
    word_t r = t0 + t1;
    r += EPS & mod_mask(r < t1);
    return r - (Q & mod_mask(r >= Q));
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_fold(__umul64hi(a, b), a * b);
}

__device__ __forceinline__ word_t mod_mul_pow2(word_t x, unsigned int e) {
    const word_t Q = 0xFFFFFFFF00000001ull;
    const unsigned int r = e & 63u, t = e >> 6;
    const word_t z = mod_fold((x >> 1) >> (63u - r), x << r);
    const word_t p = mod_fold(z >> 32, z << 32);
    const word_t once = mod_sub(p, z, Q);
    const word_t twice = mod_sub(0ull, p, Q);
    return (z & mod_mask(t == 0u)) | (once & mod_mask(t == 1u)) | (twice & mod_mask(t == 2u));
}

/* Butterflies by the twiddle 2^e (twins of butterfly.rs bfly_ct_pow2 / bfly_gs_pow2). */
__device__ __forceinline__ void bfly_ct_pow2(word_t& a, word_t& b, unsigned int e, const ModConst m) {
    const word_t t = mod_mul_pow2(b, e);
    const word_t u = a;
    a = mod_add(u, t, m.q);
    b = mod_sub(u, t, m.q);
}

__device__ __forceinline__ void bfly_gs_pow2(word_t& a, word_t& b, unsigned int e, const ModConst m) {
    const word_t d = mod_sub(a, b, m.q);
    a = mod_add(a, b, m.q);
    b = mod_mul_pow2(d, e);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
}
{% endif %}

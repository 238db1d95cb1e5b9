/* nttgen reduce/barrett-dq.cu (word = {{ word }}): Dhem–Quisquater's modified
 * Barrett reduction, Shivdikar Alg. 3 (α = N + 3, β_DQ = -2; as in PALISADE).
 * Rust twin: codegen/src/arith/reduce/barrett_dq.rs.
 *
 * Bounds: m = len(q) <= β - 4, q >= 4, q != 2^(β-5); x = a·b < 2^(2m).
 * μ = floor(2^(2m+3) / q).
 *   1: c    = x >> (m - 2)
 *   2: quot = (c·μ) >> (m + 5)       computed as mulhi(c, μ·2^a) >> b (exact),
 *                                    a = max(0, β-m-5), b = max(0, m+5-β)
 *   3: rem  = x - quot·q             (< 2q, exact in one word)
 *   4-5: one branch-free correctional subtraction
 * ModConst: c0 = μ·2^a, c1 = m - 2, c2 = b (0 or 1).
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 */

__device__ __forceinline__ word_t mod_barrett_dq(word_t xhi, word_t xlo, const ModConst m) {
    word_t c = mod_shr_wide(xhi, xlo, (unsigned int)m.c1);      /* 1 */
    word_t quot = mod_mulhi(c, m.c0) >> (unsigned int)m.c2;      /* 2 */
    word_t rem = xlo - quot * m.q;                               /* 3 */
    return rem - (m.q & mod_mask(rem >= m.q));                   /* 4-5 */
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_barrett_dq(mod_mulhi(a, b), a * b, m);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
}

/* Harvey's lazy butterflies (twins of barrett_dq.rs bfly_ct_lazy /
 * bfly_gs_lazy, shoup.rs normalize): values stay in [0, 4q) (CT) or [0, 2q)
 * (GS) between levels and are brought to [0, q) once, before a global store.
 * mod_mul(a, w) is exact for a < 4q: x = a·w < 2^(2m+2), so line 1's
 * c < 2^(m+4) fits the word (len(q) <= β - 4) and line 2's quotient is short
 * by at most 1 (rem < 2q). Only the sums are lazy; 4q < 2^β keeps them in a
 * word. Corrections are branch-free selects. */
__device__ __forceinline__ word_t mod_half_lazy(word_t v, word_t q) {
    return (v >> 1) + (((q >> 1) + 1) & mod_mask((v & 1) != 0));
}

__device__ __forceinline__ void bfly_ct_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t q2 = m.q + m.q;
    const word_t u = mod_csub(x, q2);
    const word_t t = mod_mul(y, w, m);
    x = u + t;
    y = u - t + q2;
}

__device__ __forceinline__ void bfly_gs_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, bool half, const ModConst m) {
    const word_t q2 = m.q + m.q;
    const word_t s = mod_csub(x + y, q2);
    const word_t d = mod_mul(x - y + q2, w, m);
    x = half ? mod_half_lazy(s, m.q) : s;
    y = half ? mod_half_lazy(d, m.q) : d;
}

__device__ __forceinline__ word_t mod_normalize(word_t x, const ModConst m) {
    return mod_csub(mod_csub(x, m.q + m.q), m.q);
}

/* The inverse's last level with 1/len folded in (twin of Modulus::bfly_gs_last):
 * x, y lazy GS values below B; ((x + y) s, (x + B - y) w) through the exact
 * stored-form product, which takes operands below 2B, so the sum needs no
 * correction first. Results in [0, q). */
__device__ __forceinline__ void bfly_gs_last(word_t& x, word_t& y, word_t w, word_t w_comp, word_t s, word_t s_comp, const ModConst m) {
    const word_t b = m.q + m.q;
    const word_t u = x + y;
    const word_t d = x + b - y;
    x = mod_mul_tw(u, s, s_comp, m);
    y = mod_mul_tw(d, w, w_comp, m);
}

/* A GS value, [0, 2q) -> [0, q). */
__device__ __forceinline__ word_t mod_normalize_gs(word_t x, const ModConst m) {
    return mod_csub(x, m.q);
}

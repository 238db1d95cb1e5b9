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

/* The lazy product (reduce/lazy.cu's butterflies): mod_mul(a, w) is exact
 * for a < 4q: x = a·w < 2^(2m+2), so line 1's c < 2^(m+4) fits the word
 * (len(q) <= β - 4) and line 2's quotient is short by at most 1 (rem < 2q).
 * Only the sums are lazy; 4q < 2^β keeps them in a word. */
__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
}

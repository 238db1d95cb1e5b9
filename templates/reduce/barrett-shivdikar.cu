/* nttgen reduce/barrett-shivdikar.cu (word = {{ word }}): the Barrett variant
 * proposed for GPUs, Shivdikar Alg. 4 (Dhem–Quisquater with α = N + 1, β_DQ = -2).
 * Rust twin: codegen/src/arith/reduce/barrett_shivdikar.rs.
 *
 * Bounds: m = len(q) <= β - 2, q >= 4, q != 2^(β-3); x = a·b < 2^(2m).
 * μ = floor(2^(2m+1) / q).
 *   1: c    = x >> (m - 2)
 *   2: quot = (c·μ) >> (m + 3)       computed as mulhi(c, μ·2^a) >> b (exact),
 *                                    a = max(0, β-m-3), b = max(0, m+3-β)
 *   3: rem  = x - quot·q             (< 2q, exact in one word)
 *   4-5: one branch-free correctional subtraction
 * ModConst: c0 = μ·2^a, c1 = m - 2, c2 = b (0 or 1).
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 */

__device__ __forceinline__ word_t mod_barrett_shivdikar(word_t xhi, word_t xlo, const ModConst m) {
    word_t c = mod_shr_wide(xhi, xlo, (unsigned int)m.c1);      /* 1 */
    word_t quot = mod_mulhi(c, m.c0) >> (unsigned int)m.c2;      /* 2 */
    word_t rem = xlo - quot * m.q;                               /* 3 */
    return rem - (m.q & mod_mask(rem >= m.q));                   /* 4-5 */
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_barrett_shivdikar(mod_mulhi(a, b), a * b, m);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
}

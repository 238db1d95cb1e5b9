/* nttgen reduce/barrett-classic.cu (word = {{ word }}): classical Barrett
 * reduction, Shivdikar Alg. 2. Rust twin: codegen/src/arith/reduce/barrett_classic.rs.
 *
 * Bounds: m = len(q) <= β - 2, q >= 3, q not a power of two; x = a·b < 2^(2m).
 * μ = floor(2^(2m) / q).
 *   1: c    = x >> (m - 1)
 *   2: quot = (c·μ) >> (m + 1)       computed as mulhi(c, μ·2^(β-m-1)) (exact)
 *   3: rem  = x - quot·q             (< 3q, exact in one word)
 *   4-7: up to two branch-free correctional subtractions
 * ModConst: c0 = μ·2^(β-m-1), c1 = m - 1, c2 = 0 (unused).
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 */

__device__ __forceinline__ word_t mod_barrett_classic(word_t xhi, word_t xlo, const ModConst m) {
    word_t c = mod_shr_wide(xhi, xlo, (unsigned int)m.c1);  /* 1 */
    word_t quot = mod_mulhi(c, m.c0);                        /* 2 */
    word_t rem = xlo - quot * m.q;                           /* 3 */
    rem -= m.q & mod_mask(rem >= m.q);                       /* 4-5 */
    rem -= m.q & mod_mask(rem >= m.q);                       /* 6-7 */
    return rem;
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_barrett_classic(mod_mulhi(a, b), a * b, m);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
}

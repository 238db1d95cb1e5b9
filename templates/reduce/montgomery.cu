/* nttgen reduce/montgomery.cu (word = {{ word }}): Montgomery multiplication,
 * R = 2^β (Montgomery 1985; Shivdikar §II-A, Goey §3.1).
 * Rust twin: codegen/src/arith/reduce/montgomery.rs.
 *
 * Bounds: q odd, 3 <= q < 2^(β-2) (len(q) <= β - 2).
 * REDC (subtractive form), T = thi·2^β + tlo < q·2^β:
 *   u = tlo·q^-1 mod 2^β;  t = thi - mulhi(u, q) in (-q, q);  t += q if negative.
 * Twiddles are stored in Montgomery form w·R mod q: mod_mul_tw(a, wR) = a·w (one REDC).
 * General product of normal-form values: REDC(REDC(a·b)·(R^2 mod q)) = a·b mod q.
 * ModConst: c0 = q^-1 mod 2^β, c1 = R^2 mod q, c2 = 0 (unused).
 */

__device__ __forceinline__ word_t mod_redc(word_t thi, word_t tlo, const ModConst m) {
    word_t u = tlo * m.c0;
    word_t uq = mod_mulhi(u, m.q);
    word_t t = thi - uq;
    return t + (m.q & mod_mask(thi < uq));
}

__device__ __forceinline__ word_t mod_mont_mul(word_t a, word_t b, const ModConst m) {
    return mod_redc(mod_mulhi(a, b), a * b, m);
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_mont_mul(mod_mont_mul(a, b, m), m.c1, m);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mont_mul(a, w, m);
}

/* Harvey's lazy butterflies over Montgomery twiddles (twins of montgomery.rs
 * bfly_ct_lazy / bfly_gs_lazy, shoup.rs normalize): values stay in [0, 4q)
 * (CT) or [0, 2q) (GS) between levels and are brought to [0, q) once, before
 * a global store. REDC of a·wR for a < 4q is exact (4q·q < q·2^β by the bound
 * above); its sign correction is left out too (mod_mont_mul_lazy below: a
 * result in (0, 2q), as Harvey's). Corrections are branch-free. */
__device__ __forceinline__ word_t mod_half_lazy(word_t v, word_t q) {
    return (v >> 1) + (((q >> 1) + 1) & mod_mask((v & 1) != 0));
}

/* REDC left in (0, 2q): for a < 4q and b < q, thi < q (4q·q <= q·2^β), so
 * thi - mulhi(u, q) + q is in (0, 2q), one three-input add where the exact
 * form compares and selects. */
__device__ __forceinline__ word_t mod_mont_mul_lazy(word_t a, word_t b, const ModConst m) {
    const word_t u = (a * b) * m.c0;
    return mod_mulhi(a, b) - mod_mulhi(u, m.q) + m.q;
}

__device__ __forceinline__ void bfly_ct_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t q2 = m.q + m.q;
    const word_t u = mod_csub(x, q2);
    const word_t t = mod_mont_mul_lazy(y, w, m);
    x = u + t;
    y = u - t + q2;
}

__device__ __forceinline__ void bfly_gs_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, bool half, const ModConst m) {
    const word_t q2 = m.q + m.q;
    const word_t s = mod_csub(x + y, q2);
    const word_t d = mod_mont_mul_lazy(x - y + q2, w, m);
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

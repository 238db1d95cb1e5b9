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
{% if mont_companion %}
/* Twiddles carry the companion w_comp = wR·q^-1 mod 2^β (montgomery_companion):
 * REDC's u = (a·wR)·q^-1 is a·w_comp, one product, so a twiddle product is
 * mulhi(a, wR) - mulhi(a·w_comp, q): three multiplies where the form above
 * takes four, the same value. */
__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    const word_t thi = mod_mulhi(a, w);
    const word_t uq = mod_mulhi(a * w_comp, m.q);
    return thi - uq + (m.q & mod_mask(thi < uq));
}
{%- else %}
__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mont_mul(a, w, m);
}
{%- endif %}

/* The lazy product (reduce/lazy.cu's butterflies over Montgomery twiddles):
 * REDC of a·wR for a < 4q is exact (4q·q < q·2^β by the bound above) and its
 * sign correction is left out: for a < 4q and b < q, thi < q, so
 * thi - mulhi(u, q) + q is in (0, 2q) (as Harvey's), one three-input add
 * where the exact form compares and selects. */
__device__ __forceinline__ word_t mod_mont_mul_lazy(word_t a, word_t b, const ModConst m) {
    const word_t u = (a * b) * m.c0;
    return mod_mulhi(a, b) - mod_mulhi(u, m.q) + m.q;
}

__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
{%- if mont_companion %}
    return mod_mulhi(a, w) - mod_mulhi(a * w_comp, m.q) + m.q;
{%- else %}
    return mod_mont_mul_lazy(a, w, m);
{%- endif %}
}

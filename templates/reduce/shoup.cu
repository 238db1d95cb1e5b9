/* nttgen reduce/shoup.cu (word = {{ word }}): Shoup's multiplication by a
 * precomputed constant (NTL MulModPrecon; Shivdikar §II-A, Goey §3.1) for
 * twiddles; the general product is barrett-shivdikar (Shivdikar Alg. 4).
 * Rust twin: codegen/src/arith/reduce/shoup.rs.
 *
 * Bounds: 4 <= q < 2^(β-2) (len(q) <= β - 2), q != 2^(β-3).
 * Twiddle w is stored with w_comp = floor(w·2^β / q):
 *   qhat = mulhi(a, w_comp);  r = a·w - qhat·q (mod 2^β, in [0, 2q));  one correction.
 * ModConst: those of barrett-shivdikar: c0 = μ·2^a, c1 = m - 2, c2 = b.
 */

__device__ __forceinline__ word_t mod_barrett_shivdikar(word_t xhi, word_t xlo, const ModConst m) {
    word_t c = mod_shr_wide(xhi, xlo, (unsigned int)m.c1);      /* Alg. 4, 1 */
    word_t quot = mod_mulhi(c, m.c0) >> (unsigned int)m.c2;      /* 2 */
    word_t rem = xlo - quot * m.q;                               /* 3 */
    return rem - (m.q & mod_mask(rem >= m.q));                   /* 4-5 */
}
{% if narrow %}
/* Narrow (u32, some prime of 31 bits: barrett-shivdikar's c = x >> (m - 2)
 * would not fit the word): the general product is montgomery's, two REDCs,
 * and ModConst holds its constants, c0 = q^-1 mod 2^32, c1 = R^2 mod q (twin:
 * montgomery.rs). */
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
{%- else %}
__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_barrett_shivdikar(mod_mulhi(a, b), a * b, m);
}
{%- endif %}

{%- if word == "u64" %}

/* x - c where that is not negative, else x (x < 3c, c < 2^63): the sign of
 * the difference decides, one compare of its high word, where x >= c needs
 * a compare of both words besides. */
__device__ __forceinline__ word_t mod_csub_signed(word_t x, word_t c) {
    const long long d = (long long)(x - c);
    return d < 0 ? x : (word_t)d;
}
{%- endif %}

/* r in [0, 2q) and q < 2^(β-2), so r - q decides by its sign (u64) or a
 * min (u32). */
__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    word_t qhat = mod_mulhi(a, w_comp);
    word_t r = a * w - qhat * m.q;
{%- if word == "u32" %}
    return mod_csub(r, m.q);
{%- else %}
    return mod_csub_signed(r, m.q);
{%- endif %}
}

{%- if wide_lazy %}
/* Wide lazy butterflies (u64, every prime below 2^61; twins of shoup.rs
 * mul_tw_wide / bfly_ct_wide / bfly_gs_wide / normalize_wide): CT values in
 * [0, 8q), GS values in [0, 4q) between levels (8q < 2^64), one correction
 * per butterfly, brought to [0, q) once, before a global store.
 *
 * The product a·w - qhat·q takes its quotient from three 32 x 32-bit
 * products (the low halves' product and the carries into bit 64 left out):
 * qhat is below the exact mulhi(a, w_comp) by at most 2, so the result is in
 * [0, 4q). Written as PTX so that it is 3 high/wide products and 6 low ones
 * with their carries, where `__umul64hi` and two 64-bit `*` lower to 4 wide
 * products and 6 low ones with moves between them. */
__device__ __forceinline__ word_t mod_mul_tw_wide(word_t a, word_t w, word_t w_comp, word_t nq) {
    word_t r;
    asm("{\n\t"
        ".reg .u32 alo, ahi, wlo, whi, clo, chi, h1, h2, qlo, qhi, nlo, nhi, rlo, rhi;\n\t"
        "mov.b64 {alo, ahi}, %1;\n\t"
        "mov.b64 {wlo, whi}, %2;\n\t"
        "mov.b64 {clo, chi}, %3;\n\t"
        "mov.b64 {nlo, nhi}, %4;\n\t"
        /* qhat = ahi·chi + hi(ahi·clo) + hi(alo·chi) */
        "mul.hi.u32 h1, ahi, clo;\n\t"
        "mul.hi.u32 h2, alo, chi;\n\t"
        "add.cc.u32 h1, h1, h2;\n\t"
        "addc.u32 h2, 0, 0;\n\t"
        "mad.lo.cc.u32 qlo, ahi, chi, h1;\n\t"
        "madc.hi.u32 qhi, ahi, chi, h2;\n\t"
        /* r = a·w + qhat·(2^64 - q) mod 2^64 */
        "mul.lo.u32 rlo, alo, wlo;\n\t"
        "mul.hi.u32 rhi, alo, wlo;\n\t"
        "mad.lo.u32 rhi, alo, whi, rhi;\n\t"
        "mad.lo.u32 rhi, ahi, wlo, rhi;\n\t"
        "mad.lo.u32 rhi, qlo, nhi, rhi;\n\t"
        "mad.lo.u32 rhi, qhi, nlo, rhi;\n\t"
        "mad.lo.cc.u32 rlo, qlo, nlo, rlo;\n\t"
        "madc.hi.u32 rhi, qlo, nlo, rhi;\n\t"
        "mov.b64 %0, {rlo, rhi};\n\t"
        "}" : "=l"(r) : "l"(a), "l"(w), "l"(w_comp), "l"(nq));
    return r;
}


/* The lazy product of reduce/lazy.cu's wide butterflies. */
__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul_tw_wide(a, w, w_comp, 0 - m.q);
}
{%- else %}
/* The lazy product of reduce/lazy.cu's butterflies: a·w - qhat·q in
 * [0, 2q) for any a < 2^β (4q < 2^β holds by the bound above). */
__device__ __forceinline__ word_t mod_mul_tw_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return a * w - mod_mulhi(a, w_comp) * m.q;
}

__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul_tw_lazy(a, w, w_comp, m);
}
{%- endif %}

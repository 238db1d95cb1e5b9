/* nttgen reduce/lazy.cu (word = {{ word }}): Harvey's lazy butterflies, once
 * for every reduction whose descriptor says `lazy` (Rust twins:
 * codegen/src/arith/reduce, Modulus::bfly_ct_lazy / bfly_gs_lazy / normalize
 * / bfly_gs_last). Values stay in [0, 2B) (CT) or [0, B) (GS) between
 * levels and are brought to [0, q) once, before a global store;
{%- if wide_lazy %}
 * B = 4q with the wide butterflies (u64 shoup, every prime below 2^61:
 * products straight from [0, 8q), corrections by the sign of a difference),
{%- else %}
 * B = 2q,
{%- endif %}
 * 2B < 2^β by the variant's bound. mod_mul_lazy is the variant's
 * stored-form product on lazy inputs (its file says why it is exact there).
 * Corrections are branch-free selects. */
{%- if wide_lazy %}
{%- set b2 = "m.q << 2" %}{%- set csub = "mod_csub_signed" %}
{%- else %}
{%- set b2 = "m.q + m.q" %}{%- set csub = "mod_csub" %}
{%- endif %}

__device__ __forceinline__ word_t mod_half_lazy(word_t v, word_t q) {
    return (v >> 1) + (((q >> 1) + 1) & mod_mask((v & 1) != 0));
}

__device__ __forceinline__ void bfly_ct_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t b = {{ b2 }};
    const word_t u = {{ csub }}(x, b);
    const word_t t = mod_mul_lazy(y, w, w_comp, m);
    x = u + t;
    y = u - t + b;
}

__device__ __forceinline__ void bfly_gs_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, bool half, const ModConst m) {
    const word_t b = {{ b2 }};
    const word_t s = {{ csub }}(x + y, b);
{%- if wide_lazy %}
    const word_t d = mod_mul_lazy(x + b - y, w, w_comp, m);
{%- else %}
    const word_t d = mod_mul_lazy(x - y + b, w, w_comp, m);
{%- endif %}
    x = half ? mod_half_lazy(s, m.q) : s;
    y = half ? mod_half_lazy(d, m.q) : d;
}

__device__ __forceinline__ word_t mod_normalize(word_t x, const ModConst m) {
{%- if wide_lazy %}
    return {{ csub }}({{ csub }}({{ csub }}(x, m.q << 2), m.q << 1), m.q);
{%- else %}
    return {{ csub }}({{ csub }}(x, m.q + m.q), m.q);
{%- endif %}
}

/* The inverse's last level with 1/len folded in (twin of Modulus::bfly_gs_last):
 * x, y lazy GS values below B; ((x + y) s, (x + B - y) w) through the exact
 * stored-form product, which takes operands below 2B, so the sum needs no
 * correction first. Results in [0, q). */
__device__ __forceinline__ void bfly_gs_last(word_t& x, word_t& y, word_t w, word_t w_comp, word_t s, word_t s_comp, const ModConst m) {
    const word_t b = {{ b2 }};
    const word_t u = x + y;
    const word_t d = x + b - y;
    x = mod_mul_tw(u, s, s_comp, m);
    y = mod_mul_tw(d, w, w_comp, m);
}

/* A GS value, [0, B) -> [0, q). */
__device__ __forceinline__ word_t mod_normalize_gs(word_t x, const ModConst m) {
{%- if wide_lazy %}
    return {{ csub }}({{ csub }}(x, m.q << 1), m.q);
{%- else %}
    return {{ csub }}(x, m.q);
{%- endif %}
}

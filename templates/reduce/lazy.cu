/* nttgen reduce/lazy.cu (word = {{ word }}): Harvey's lazy butterflies, once
 * for every reduction whose descriptor says `lazy` (Rust twins:
 * codegen/src/arith/reduce, Modulus::bfly_ct_lazy / bfly_gs_lazy / normalize
 * / bfly_gs_last). Values stay in [0, 2B) (CT) or [0, B) (GS) between
 * levels and are brought to [0, q) once, before a global store;
{%- if wide_lazy and deferred %}
 * B = 4q with the wide butterflies (u64 shoup, every prime below 2^60:
 * products straight from any word, corrections by the sign of a
 * difference), the CT corrections deferred: CT values in [0, 16q), where a
 * butterfly corrects x by 8q (x < 16q, outputs below 12q) or, at the levels
 * the plan says (stage::groups::corrects), leaves it (x < 12q, outputs
 * below 16q), about every other level;
{%- elif wide_lazy %}
 * B = 4q with the wide butterflies (u64 shoup, every prime below 2^61:
 * products straight from [0, 8q), corrections by the sign of a difference),
{%- elif narrow %}
 * B = q with the narrow butterflies (u32 montgomery, some prime of 31 bits,
 * so 4q would not fit the word): CT values in [0, 2q), GS values in [0, q),
 * the product exact (mod_mul_tw, its sign correction kept: a·wR < q·2^32 for
 * a < 2q),
{%- else %}
 * B = 2q,
{%- endif %}
 * 2B < 2^β by the variant's bound. mod_mul_lazy is the variant's
 * stored-form product on lazy inputs (its file says why it is exact there).
 * Corrections are branch-free selects. */
{%- if wide_lazy %}
{%- set b2 = "m.q << 2" %}{%- set csub = "mod_csub_signed" %}{%- set mul = "mod_mul_lazy" %}
{%- elif narrow %}
{%- set b2 = "m.q" %}{%- set csub = "mod_csub" %}{%- set mul = "mod_mul_tw" %}
{%- else %}
{%- set b2 = "m.q + m.q" %}{%- set csub = "mod_csub" %}{%- set mul = "mod_mul_lazy" %}
{%- endif %}
{%- if wide_lazy and deferred %}{%- set top = "m.q << 3" %}{%- else %}{%- set top = b2 %}{%- endif %}

__device__ __forceinline__ word_t mod_half_lazy(word_t v, word_t q) {
    return (v >> 1) + (((q >> 1) + 1) & mod_mask((v & 1) != 0));
}

__device__ __forceinline__ void bfly_ct_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t b = {{ b2 }};
    const word_t u = {{ csub }}(x, {{ top }});
    const word_t t = {{ mul }}(y, w, w_comp, m);
    x = u + t;
    y = u - t + b;
}
{%- if wide_lazy and deferred %}

/* The CT butterfly of a level that leaves x uncorrected (x < 12q): the
 * outputs grow by B and stay below 16q. */
__device__ __forceinline__ void bfly_ct_lazy_skip(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t b = {{ b2 }};
    const word_t t = mod_mul_lazy(y, w, w_comp, m);
    y = x - t + b;
    x = x + t;
}

/* The GS butterfly that leaves its sum uncorrected (x, y < 4q, the sum
 * below 8q): the inverse's first level, whose inputs are below q, and the
 * level before the folded last one, which takes 8q (bfly_gs_last). */
__device__ __forceinline__ void bfly_gs_lazy_skip(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t b = {{ b2 }};
    const word_t d = mod_mul_lazy(x + b - y, w, w_comp, m);
    x = x + y;
    y = d;
}
{%- endif %}

__device__ __forceinline__ void bfly_gs_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, bool half, const ModConst m) {
    const word_t b = {{ b2 }};
    const word_t s = {{ csub }}(x + y, b);
{%- if wide_lazy %}
    const word_t d = mod_mul_lazy(x + b - y, w, w_comp, m);
{%- else %}
    const word_t d = {{ mul }}(x - y + b, w, w_comp, m);
{%- endif %}
    x = half ? mod_half_lazy(s, m.q) : s;
    y = half ? mod_half_lazy(d, m.q) : d;
}

{%- if wide_lazy and deferred %}
/* A CT value below 16q to [0, q) (twin: shoup::normalize_deferred): the
 * quotient of barrett-shivdikar's lines 1-3 on (0, x) with its ModConst
 * (c0 = μ·2^a, c1 = m - 2; c2 = 0 for every prime below 2^61), then one
 * correction. Here c = x >> (m - 2) is below 2^6 and the quotient below
 * 2^5, so mulhi(c, c0) is three 32-bit products with a carry and quot·q two:
 * written as PTX, where the C++ form lowers to full 64-bit products (19
 * instructions, as many as four corrections by 8q, 4q, 2q and q). */
__device__ __forceinline__ word_t mod_normalize(word_t x, const ModConst m) {
    const unsigned int c = (unsigned int)(x >> (unsigned int)m.c1);
    word_t r;
    asm("{\n\t"
        ".reg .u32 c0lo, c0hi, t, u, quot, qlo, qhi, xlo, xhi, plo, phi;\n\t"
        "mov.b64 {c0lo, c0hi}, %2;\n\t"
        "mov.b64 {qlo, qhi}, %3;\n\t"
        "mov.b64 {xlo, xhi}, %1;\n\t"
        /* quot = hi(c·c0) = hi(c·c0hi + hi(c·c0lo)) */
        "mul.hi.u32 t, %4, c0lo;\n\t"
        "mad.lo.cc.u32 u, %4, c0hi, t;\n\t"
        "madc.hi.u32 quot, %4, c0hi, 0;\n\t"
        /* r = x - quot·q */
        "mul.lo.u32 plo, quot, qlo;\n\t"
        "mul.hi.u32 phi, quot, qlo;\n\t"
        "mad.lo.u32 phi, quot, qhi, phi;\n\t"
        "sub.cc.u32 xlo, xlo, plo;\n\t"
        "subc.u32 xhi, xhi, phi;\n\t"
        "mov.b64 %0, {xlo, xhi};\n\t"
        "}" : "=l"(r) : "l"(x), "l"(m.c0), "l"(m.q), "r"(c));
    return mod_csub_signed(r, m.q);
}
{%- else %}
__device__ __forceinline__ word_t mod_normalize(word_t x, const ModConst m) {
{%- if wide_lazy %}
    return {{ csub }}({{ csub }}({{ csub }}(x, m.q << 2), m.q << 1), m.q);
{%- elif narrow %}
    return {{ csub }}(x, m.q);
{%- else %}
    return {{ csub }}({{ csub }}(x, m.q + m.q), m.q);
{%- endif %}
}
{%- endif %}

/* The inverse's last level with 1/len folded in (twin of Modulus::bfly_gs_last):
 * x, y lazy GS values below B; ((x + y) s, (x + B - y) w) through the exact
 * stored-form product, which takes operands below 2B, so the sum needs no
 * correction first. Results in [0, q). */
__device__ __forceinline__ void bfly_gs_last(word_t& x, word_t& y, word_t w, word_t w_comp, word_t s, word_t s_comp, const ModConst m) {
{%- if wide_lazy and deferred %}
    const word_t b = m.q << 3; /* the level before leaves its sums below 8q */
{%- else %}
    const word_t b = {{ b2 }};
{%- endif %}
    const word_t u = x + y;
    const word_t d = x + b - y;
    x = mod_mul_tw(u, s, s_comp, m);
    y = mod_mul_tw(d, w, w_comp, m);
}

/* A GS value, [0, B) -> [0, q). */
__device__ __forceinline__ word_t mod_normalize_gs(word_t x, const ModConst m) {
{%- if wide_lazy %}
    return {{ csub }}({{ csub }}(x, m.q << 1), m.q);
{%- elif narrow %}
    return x; /* GS values are below q already */
{%- else %}
    return {{ csub }}(x, m.q);
{%- endif %}
}

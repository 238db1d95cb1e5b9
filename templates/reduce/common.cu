/* nttgen reduce/common.cu (word = {{ word }}): ModConst and the modular
 * add / sub / half shared by every reduction variant. Rust twin:
 * codegen/src/arith/reduce/common.rs. Inputs in [0, q), outputs in [0, q).
 * Expects word_t to be typedef'd to {{ word_t }}.
 *
 * mod_add: Shivdikar Alg. 1, one branch-free correctional subtraction.
 *{% if word == "u32" %} u32: needs q < 2^31 (every u32 variant's bound implies it).{% else %} u64: also subtracts when a + b carried out of the word, so it is exact
 *   for every q < 2^64 (solinas' q = 2^64 - 2^32 + 1 has 64 bits).{% endif %}
 * mod_sub: exact for every q < 2^β.
 * mod_half: a / 2 mod q = (a >> 1) + (a & 1)·(q + 1)/2, q odd.
 */

/* Per-modulus constants: same order as the Rust ModConsts { q, c: [c0, c1, c2] };
 * the meaning of c0..c2 is given at the top of the variant's file. */
struct ModConst { word_t q; word_t c0; word_t c1; word_t c2; };

/* All ones when c, else zero: (word_t)(-(word_t)c). */
__device__ __forceinline__ word_t mod_mask(bool c) { return (word_t)(-(word_t)c); }

/* High word of the double-width product a·b. */
__device__ __forceinline__ word_t mod_mulhi(word_t a, word_t b) {
{%- if word == "u32" %}
    return __umulhi(a, b);
{%- else %}
    return __umul64hi(a, b);
{%- endif %}
}

/* (hi·2^β + lo) >> s truncated to one word, for 1 <= s < β. */
__device__ __forceinline__ word_t mod_shr_wide(word_t hi, word_t lo, unsigned int s) {
{%- if word == "u32" %}
    return __funnelshift_r(lo, hi, s);
{%- else %}
    return (lo >> s) | (hi << (64u - s));
{%- endif %}
}

/* r - b where r >= b, else r. On u32 the smaller of r and r - b (which
 * wraps above r exactly when r < b): a subtract and one min, where the
 * select needs a compare besides. */
__device__ __forceinline__ word_t mod_csub(word_t r, word_t b) {
{%- if word == "u32" %}
    return min(r, r - b);
{%- else %}
    return r - (b & mod_mask(r >= b));
{%- endif %}
}

__device__ __forceinline__ word_t mod_add(word_t a, word_t b, word_t q) {
    word_t s = a + b;
{%- if word == "u32" %}
    return mod_csub(s, q);
{%- else %}
    return s - (q & mod_mask((s < a) | (s >= q)));
{%- endif %}
}

__device__ __forceinline__ word_t mod_sub(word_t a, word_t b, word_t q) {
    word_t d = a - b;
{%- if word == "u32" %}
    return min(d, d + q);
{%- else %}
    return d + (q & mod_mask(a < b));
{%- endif %}
}

__device__ __forceinline__ word_t mod_half(word_t a, word_t q) {
    return (a >> 1) + (((q >> 1) + 1) & mod_mask((a & 1) != 0));
}

/* nttgen reduce/stored.cu (word = {{ word }}, reduction = {{ reduction }}): what a
 * fused form's steps need beyond the reduction (docs/SPEC.md, "Fused
 * forms"). Rust twins: Modulus::to_stored / stored_companion
 * (codegen/src/arith/reduce/mod.rs) and the interpreter's Op::Centre.
 */

/* x (below q) as a signed word in (-q/2, q/2]: q is subtracted under a
 * mask where x > floor(q / 2). */
__device__ __forceinline__ word_t mod_centre(word_t x, word_t q) {
    return x - (q & mod_mask(x > (q >> 1)));
}
{%- if reduction == "shoup" %}

/* q^-1 mod 2^β for an odd q: Newton's iteration v <- v·(2 - q·v), each
 * step doubling the bits that are right, from v = 3q XOR 2 (right to 5
 * bits); in 32-bit words up to 32 bits, a 32 x 32-bit product being one
 * instruction where a 64-bit one is three. */
__device__ __forceinline__ word_t mod_qinv(word_t q) {
    const unsigned int q32 = (unsigned int)q;
    unsigned int v32 = (3u * q32) ^ 2u;
#pragma unroll
    for (int i = 0; i < 3; ++i) v32 *= 2u - q32 * v32;
{%- if word == "u64" %}
    word_t v = v32;
    return v * (2 - q * v);
{%- else %}
    return v32;
{%- endif %}
}

/* The Shoup companion floor(v·2^β / q) of a constant computed at run time:
 * with r = v·2^β mod q (Shoup's product of v by the stored 2^β mod q,
 * r_v and r_comp), v·2^β - r is a multiple of q, and the exact quotient is
 * -r·q^-1 mod 2^β. */
__device__ __forceinline__ word_t mod_stored_companion(word_t v, word_t r_v, word_t r_comp, const ModConst m) {
    return (0 - mod_mul_tw(v, r_v, r_comp, m)) * mod_qinv(m.q);
}
{%- endif %}

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

/* q^-1 mod 2^β for an odd q: Newton's iteration v <- v·(2 - q·v) from
 * v = q, right to 3 bits and doubling each step. */
__device__ __forceinline__ word_t mod_qinv(word_t q) {
    word_t v = q;
#pragma unroll
    for (int i = 0; i < {% if word == "u64" %}5{% else %}4{% endif %}; ++i) v *= 2 - q * v;
    return v;
}

/* The Shoup companion floor(v·2^β / q) of a constant computed at run time:
 * with r = v·2^β mod q (Shoup's product of v by the stored 2^β mod q,
 * r_v and r_comp), v·2^β - r is a multiple of q, and the exact quotient is
 * -r·q^-1 mod 2^β. */
__device__ __forceinline__ word_t mod_stored_companion(word_t v, word_t r_v, word_t r_comp, const ModConst m) {
    return (0 - mod_mul_tw(v, r_v, r_comp, m)) * mod_qinv(m.q);
}
{%- endif %}

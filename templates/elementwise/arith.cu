/* nttgen elementwise/arith.cu: the element-wise kernels' operations beyond
 * reduce/common.cu's mod_add / mod_sub, built on its helpers. CPU twin:
 * codegen/src/emit/elementwise/eval.rs (and runtime::apps::modq::Shoup,
 * runtime::apps::rlwe::sample::lift). */

/* (a w) mod q by Shoup's method, w_comp = floor(w 2^64 / q) computed on the
 * host: the estimate is at most one q short (q < 2^63, a < 2^64), so one
 * masked subtraction corrects it. */
__device__ __forceinline__ word_t mod_mul_shoup(word_t a, word_t w, word_t w_comp, word_t q) {
    return mod_csub(a * w - mod_mulhi(a, w_comp) * q, q);
}

/* x (below q) as a signed word in (-q/2, q/2]: q is subtracted under a
 * mask where x > floor(q / 2). */
__device__ __forceinline__ word_t mod_centre(word_t x, word_t q) {
    return x - (q & mod_mask(x > (q >> 1)));
}

/* (hi, lo) += a b as one 128-bit sum (wrapping at 2^128): the product's low
 * word added with its carry out, then the high word with that carry in
 * (PTX mad.lo.cc / madc.hi), fewer instructions than the product's halves,
 * a sum and a compare for the carry. */
__device__ __forceinline__ void mod_mac128(word_t& hi, word_t& lo, word_t a, word_t b) {
    asm("mad.lo.cc.u64 %0, %2, %3, %0;\n\tmadc.hi.u64 %1, %2, %3, %1;" : "+l"(lo), "+l"(hi) : "l"(a), "l"(b));
}

/* (ll, lh, hl, hh) += the four 32 x 32-bit products of the halves of a and
 * b (low x low, low x high, high x low, high x high): one PTX mad.wide.u32
 * each, where a 64 x 64-bit product costs about five multiplies and its
 * carries. The caller keeps every sum below 2^64. */
__device__ __forceinline__ void mod_mac_split(word_t& ll, word_t& lh, word_t& hl, word_t& hh, word_t a, word_t b) {
    asm("{\n\t.reg .u32 al, ah, bl, bh;\n\tmov.b64 {al, ah}, %4;\n\tmov.b64 {bl, bh}, %5;\n\t"
        "mad.wide.u32 %0, al, bl, %0;\n\tmad.wide.u32 %1, al, bh, %1;\n\tmad.wide.u32 %2, ah, bl, %2;\n\tmad.wide.u32 %3, ah, bh, %3;\n\t}"
        : "+l"(ll), "+l"(lh), "+l"(hl), "+l"(hh) : "l"(a), "l"(b));
}

/* A sample in [-128, 127] as an element of Z_q: q is added under a mask
 * made from the sign bit. */
__device__ __forceinline__ word_t mod_lift_i8(i8 v, word_t q) {
    long long x = v;
    word_t negative = (word_t)(x >> 63);
    return (word_t)x + (q & negative);
}

/* The little-endian u16 at element k of a byte array (no alignment needed). */
__device__ __forceinline__ word_t load_u16_le(const u8* p, u64 k) {
    return (word_t)p[2 * k] | ((word_t)p[2 * k + 1] << 8);
}

/* nttgen butterfly.cu (word = {{ word }}): the exact Cooley-Tukey and
 * Gentleman-Sande butterflies and the product and butterflies over Z_q[i]
 * (DGT), built on the reduction's mod_add / mod_sub / mod_half / mod_mul /
 * mod_mul_tw, so it follows the reduction's file. Rust twin:
 * codegen/src/arith/reduce/butterfly.rs. Inputs and outputs in [0, q).
 *
 * A twiddle comes as (w, w_comp, stored): stored = in the reduction's stored
 * form, multiplied through mod_mul_tw (w_comp = 0 where the reduction keeps no
 * companion); otherwise a plain residue, multiplied through mod_mul. The
 * stored and half flags are literals at every call, so the selects fold away.
 */

__device__ __forceinline__ word_t mod_mul_by(word_t x, word_t w, word_t w_comp, bool stored, const ModConst m) {
    return stored ? mod_mul_tw(x, w, w_comp, m) : mod_mul(x, w, m);
}

__device__ __forceinline__ word_t mod_half_if(word_t v, bool half, word_t q) {
    return half ? mod_half(v, q) : v;
}

/* (a, b) <- (a + w b, a - w b), each halved when half. */
__device__ __forceinline__ void bfly_ct(word_t& a, word_t& b, word_t w, word_t w_comp, bool stored, bool half, const ModConst m) {
    const word_t t = mod_mul_by(b, w, w_comp, stored, m);
    const word_t u = a;
    a = mod_half_if(mod_add(u, t, m.q), half, m.q);
    b = mod_half_if(mod_sub(u, t, m.q), half, m.q);
}

/* (a, b) <- (a + b, (a - b) w), each halved when half. */
__device__ __forceinline__ void bfly_gs(word_t& a, word_t& b, word_t w, word_t w_comp, bool stored, bool half, const ModConst m) {
    const word_t d = mod_sub(a, b, m.q);
    a = mod_half_if(mod_add(a, b, m.q), half, m.q);
    b = mod_half_if(mod_mul_by(d, w, w_comp, stored, m), half, m.q);
}

/* Real and imaginary parts of (re + i im)(w0 + i w1). */
__device__ __forceinline__ word_t gmul_re(word_t re, word_t im,
                                          word_t w0, word_t w0_comp, bool stored0,
                                          word_t w1, word_t w1_comp, bool stored1, const ModConst m) {
    return mod_sub(mod_mul_by(re, w0, w0_comp, stored0, m), mod_mul_by(im, w1, w1_comp, stored1, m), m.q);
}

__device__ __forceinline__ word_t gmul_im(word_t re, word_t im,
                                          word_t w0, word_t w0_comp, bool stored0,
                                          word_t w1, word_t w1_comp, bool stored1, const ModConst m) {
    return mod_add(mod_mul_by(re, w1, w1_comp, stored1, m), mod_mul_by(im, w0, w0_comp, stored0, m), m.q);
}

/* (re + i im) <- (re + i im)(w0 + i w1). */
__device__ __forceinline__ void gmul_tw(word_t& re, word_t& im,
                                        word_t w0, word_t w0_comp, bool stored0,
                                        word_t w1, word_t w1_comp, bool stored1, const ModConst m) {
    const word_t ur = re, ui = im;
    re = gmul_re(ur, ui, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
    im = gmul_im(ur, ui, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
}

/* Gaussian CT: (a, b) <- (a + w b, a - w b) over Z_q[i], halved when half. */
__device__ __forceinline__ void gbfly_ct(word_t& ar, word_t& ai, word_t& br, word_t& bi,
                                         word_t w0, word_t w0_comp, bool stored0,
                                         word_t w1, word_t w1_comp, bool stored1, bool half, const ModConst m) {
    const word_t pr = gmul_re(br, bi, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
    const word_t pi = gmul_im(br, bi, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
    const word_t ur = ar, ui = ai;
    ar = mod_half_if(mod_add(ur, pr, m.q), half, m.q);
    ai = mod_half_if(mod_add(ui, pi, m.q), half, m.q);
    br = mod_half_if(mod_sub(ur, pr, m.q), half, m.q);
    bi = mod_half_if(mod_sub(ui, pi, m.q), half, m.q);
}

/* Gaussian GS: (a, b) <- (a + b, (a - b) w) over Z_q[i], halved when half. */
__device__ __forceinline__ void gbfly_gs(word_t& ar, word_t& ai, word_t& br, word_t& bi,
                                         word_t w0, word_t w0_comp, bool stored0,
                                         word_t w1, word_t w1_comp, bool stored1, bool half, const ModConst m) {
    const word_t dr = mod_sub(ar, br, m.q), di = mod_sub(ai, bi, m.q);
    ar = mod_half_if(mod_add(ar, br, m.q), half, m.q);
    ai = mod_half_if(mod_add(ai, bi, m.q), half, m.q);
    br = mod_half_if(gmul_re(dr, di, w0, w0_comp, stored0, w1, w1_comp, stored1, m), half, m.q);
    bi = mod_half_if(gmul_im(dr, di, w0, w0_comp, stored0, w1, w1_comp, stored1, m), half, m.q);
}

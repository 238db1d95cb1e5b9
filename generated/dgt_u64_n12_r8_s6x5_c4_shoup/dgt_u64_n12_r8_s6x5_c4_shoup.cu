// nttgen: dgt_u64_n12_r8_s6x5_c4_shoup (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u64_n12_r8_s6x5_c4_shoup.toml --out generated/dgt_u64_n12_r8_s6x5_c4_shoup
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "dgt_u64_n12_r8_s6x5_c4_shoup"
//   transform = "dgt"
//   log_n = 12
//   word = "u64"
//   reduction = "shoup"
//   radix = 8
//   stage_split = [6, 5]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1152921504606830593]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   dgt_u64_n12_r8_s6x5_c4_shoup_fwd0: grid_x 8, block 4 x 8, shared 4352 B; mulmods 32768, addmods 40960, butterflies 6144, global bytes 65536 (read 32768, write 32768), table bytes 180224, shuffles 0
//   dgt_u64_n12_r8_s6x5_c4_shoup_fwd1: grid_x 16, block 4 x 4, shared 2176 B; mulmods 20480, addmods 30720, butterflies 5120, global bytes 65536 (read 32768, write 32768), table bytes 106496, shuffles 0
//   dgt_u64_n12_r8_s6x5_c4_shoup_pw: grid_x 16, block 128 x 1, shared 0 B; mulmods 8192, addmods 4096, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 0, shuffles 0
//   dgt_u64_n12_r8_s6x5_c4_shoup_inv1: grid_x 16, block 4 x 4, shared 2176 B; mulmods 20480, addmods 30720, butterflies 5120, global bytes 65536 (read 32768, write 32768), table bytes 106496, shuffles 0
//   dgt_u64_n12_r8_s6x5_c4_shoup_inv0: grid_x 8, block 4 x 8, shared 4352 B; mulmods 36864, addmods 40960, butterflies 6144, global bytes 65536 (read 32768, write 32768), table bytes 184320, shuffles 0

typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef uint64_t word_t;

/* nttgen reduce/common.cu (word = u64): ModConst and the modular
 * add / sub / half shared by every reduction variant. Rust twin:
 * codegen/src/arith/reduce/common.rs. Inputs in [0, q), outputs in [0, q).
 * Expects word_t to be typedef'd to uint64_t.
 *
 * mod_add: Shivdikar Alg. 1, one branch-free correctional subtraction.
 * u64: also subtracts when a + b carried out of the word, so it is exact
 *   for every q < 2^64 (solinas' q = 2^64 - 2^32 + 1 has 64 bits).
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
    return __umul64hi(a, b);
}

/* (hi·2^β + lo) >> s truncated to one word, for 1 <= s < β. */
__device__ __forceinline__ word_t mod_shr_wide(word_t hi, word_t lo, unsigned int s) {
    return (lo >> s) | (hi << (64u - s));
}

/* r - b where r >= b, else r. On u32 the smaller of r and r - b (which
 * wraps above r exactly when r < b): a subtract and one min, where the
 * select needs a compare besides. */
__device__ __forceinline__ word_t mod_csub(word_t r, word_t b) {
    return r - (b & mod_mask(r >= b));
}

__device__ __forceinline__ word_t mod_add(word_t a, word_t b, word_t q) {
    word_t s = a + b;
    return s - (q & mod_mask((s < a) | (s >= q)));
}

__device__ __forceinline__ word_t mod_sub(word_t a, word_t b, word_t q) {
    word_t d = a - b;
    return d + (q & mod_mask(a < b));
}

__device__ __forceinline__ word_t mod_half(word_t a, word_t q) {
    return (a >> 1) + (((q >> 1) + 1) & mod_mask((a & 1) != 0));
}

/* nttgen reduce/shoup.cu (word = u64): Shoup's multiplication by a
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

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_barrett_shivdikar(mod_mulhi(a, b), a * b, m);
}

/* x - c where that is not negative, else x (x < 3c, c < 2^63): the sign of
 * the difference decides, one compare of its high word, where x >= c needs
 * a compare of both words besides. */
__device__ __forceinline__ word_t mod_csub_signed(word_t x, word_t c) {
    const long long d = (long long)(x - c);
    return d < 0 ? x : (word_t)d;
}

/* r in [0, 2q) and q < 2^(β-2), so r - q decides by its sign (u64) or a
 * min (u32). */
__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    word_t qhat = mod_mulhi(a, w_comp);
    word_t r = a * w - qhat * m.q;
    return mod_csub_signed(r, m.q);
}
/* The lazy product of reduce/lazy.cu's butterflies: a·w - qhat·q in
 * [0, 2q) for any a < 2^β (4q < 2^β holds by the bound above). */
__device__ __forceinline__ word_t mod_mul_tw_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return a * w - mod_mulhi(a, w_comp) * m.q;
}

__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul_tw_lazy(a, w, w_comp, m);
}

/* nttgen reduce/lazy.cu (word = u64): Harvey's lazy butterflies, once
 * for every reduction whose descriptor says `lazy` (Rust twins:
 * codegen/src/arith/reduce, Modulus::bfly_ct_lazy / bfly_gs_lazy / normalize
 * / bfly_gs_last). Values stay in [0, 2B) (CT) or [0, B) (GS) between
 * levels and are brought to [0, q) once, before a global store;
 * B = 2q,
 * 2B < 2^β by the variant's bound. mod_mul_lazy is the variant's
 * stored-form product on lazy inputs (its file says why it is exact there).
 * Corrections are branch-free selects. */

__device__ __forceinline__ word_t mod_half_lazy(word_t v, word_t q) {
    return (v >> 1) + (((q >> 1) + 1) & mod_mask((v & 1) != 0));
}

__device__ __forceinline__ void bfly_ct_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t b = m.q + m.q;
    const word_t u = mod_csub(x, m.q + m.q);
    const word_t t = mod_mul_lazy(y, w, w_comp, m);
    x = u + t;
    y = u - t + b;
}

__device__ __forceinline__ void bfly_gs_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, bool half, const ModConst m) {
    const word_t b = m.q + m.q;
    const word_t s = mod_csub(x + y, b);
    const word_t d = mod_mul_lazy(x - y + b, w, w_comp, m);
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

/* A GS value, [0, B) -> [0, q). */
__device__ __forceinline__ word_t mod_normalize_gs(word_t x, const ModConst m) {
    return mod_csub(x, m.q);
}

/* nttgen butterfly.cu (word = u64): the exact Cooley-Tukey and
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



extern "C" __global__ void __launch_bounds__(32) dgt_u64_n12_r8_s6x5_c4_shoup_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_fwd_c,
    const word_t* __restrict__ dgt_twist_v,
    const word_t* __restrict__ dgt_twist_c,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    const word_t* __restrict__ tw_fwd_c_t = tw_fwd_c + (size_t)tower * 4096;
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 4096;
    const word_t* __restrict__ dgt_twist_c_t = dgt_twist_c + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73, r74, r75;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r17 = v.x; r19 = v.y; }
    gmul_tw(r0, r1, r16, r17, true, r18, r19, true, m);
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2304];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512]); r21 = v.x; r23 = v.y; }
    gmul_tw(r2, r3, r20, r21, true, r22, r23, true, m);
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 512];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2560];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r25 = v.x; r27 = v.y; }
    gmul_tw(r4, r5, r24, r25, true, r26, r27, true, m);
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 768];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2816];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536]); r29 = v.x; r31 = v.y; }
    gmul_tw(r6, r7, r28, r29, true, r30, r31, true, m);
    r8 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024];
    r9 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3072];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 2048]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 2048]); r33 = v.x; r35 = v.y; }
    gmul_tw(r8, r9, r32, r33, true, r34, r35, true, m);
    r10 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1280];
    r11 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3328];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 2560]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 2560]); r37 = v.x; r39 = v.y; }
    gmul_tw(r10, r11, r36, r37, true, r38, r39, true, m);
    r12 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1536];
    r13 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3584];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 3072]); r40 = v.x; r42 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 3072]); r41 = v.x; r43 = v.y; }
    gmul_tw(r12, r13, r40, r41, true, r42, r43, true, m);
    r14 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1792];
    r15 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3840];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 3584]); r44 = v.x; r46 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 3584]); r45 = v.x; r47 = v.y; }
    gmul_tw(r14, r15, r44, r45, true, r46, r47, true, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 3) | (threadIdx.x >> 5)) << 1) + 2]); r48 = v.x; r50 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((bx >> 3) | (threadIdx.x >> 5)) << 1) + 2]); r49 = v.x; r51 = v.y; }
    gbfly_ct(r0, r1, r8, r9, r48, r49, true, r50, r51, true, false, m);
    gbfly_ct(r2, r3, r10, r11, r48, r49, true, r50, r51, true, false, m);
    gbfly_ct(r4, r5, r12, r13, r48, r49, true, r50, r51, true, false, m);
    gbfly_ct(r6, r7, r14, r15, r48, r49, true, r50, r51, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 1) << 1) + 4]); r52 = v.x; r54 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 1) << 1) + 4]); r53 = v.x; r55 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r52, r53, true, r54, r55, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r52, r53, true, r54, r55, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 1) << 1) + 6]); r56 = v.x; r58 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 1) << 1) + 6]); r57 = v.x; r59 = v.y; }
    gbfly_ct(r8, r9, r12, r13, r56, r57, true, r58, r59, true, false, m);
    gbfly_ct(r10, r11, r14, r15, r56, r57, true, r58, r59, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 8]); r60 = v.x; r62 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 8]); r61 = v.x; r63 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r60, r61, true, r62, r63, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 10]); r64 = v.x; r66 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 10]); r65 = v.x; r67 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r64, r65, true, r66, r67, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 12]); r68 = v.x; r70 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 12]); r69 = v.x; r71 = v.y; }
    gbfly_ct(r8, r9, r10, r11, r68, r69, true, r70, r71, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 14]); r72 = v.x; r74 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 14]); r73 = v.x; r75 = v.y; }
    gbfly_ct(r12, r13, r14, r15, r72, r73, true, r74, r75, true, false, m);
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 272u] = r1;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u] = r2;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 306u] = r3;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u] = r4;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 340u] = r5;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u] = r6;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 374u] = r7;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u] = r8;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 408u] = r9;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u] = r10;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 442u] = r11;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u] = r12;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 476u] = r13;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u] = r14;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 510u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 272u];
    r2 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 1u)) << 2) + threadIdx.x) >> 4)) + 260u];
    r4 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r5 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 2u)) << 2) + threadIdx.x) >> 4)) + 264u];
    r6 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r7 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 3u)) << 2) + threadIdx.x) >> 4)) + 268u];
    r8 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 17u];
    r9 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 289u];
    r10 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u];
    r11 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 5u)) << 2) + threadIdx.x) >> 4)) + 276u];
    r12 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r13 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 6u)) << 2) + threadIdx.x) >> 4)) + 280u];
    r14 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u];
    r15 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 7u)) << 2) + threadIdx.x) >> 4)) + 284u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) << 1) + 16]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) << 1) + 16]); r17 = v.x; r19 = v.y; }
    gbfly_ct(r0, r1, r8, r9, r16, r17, true, r18, r19, true, false, m);
    gbfly_ct(r2, r3, r10, r11, r16, r17, true, r18, r19, true, false, m);
    gbfly_ct(r4, r5, r12, r13, r16, r17, true, r18, r19, true, false, m);
    gbfly_ct(r6, r7, r14, r15, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) << 1) + 32]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) << 1) + 32]); r21 = v.x; r23 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r20, r21, true, r22, r23, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) << 1) + 34]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) << 1) + 34]); r25 = v.x; r27 = v.y; }
    gbfly_ct(r8, r9, r12, r13, r24, r25, true, r26, r27, true, false, m);
    gbfly_ct(r10, r11, r14, r15, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 64]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 64]); r29 = v.x; r31 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 66]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 66]); r33 = v.x; r35 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r32, r33, true, r34, r35, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 68]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 68]); r37 = v.x; r39 = v.y; }
    gbfly_ct(r8, r9, r10, r11, r36, r37, true, r38, r39, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 70]); r40 = v.x; r42 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 70]); r41 = v.x; r43 = v.y; }
    gbfly_ct(r12, r13, r14, r15, r40, r41, true, r42, r43, true, false, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 32] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2080] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 64] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2112] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 96] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2144] = r7;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 128] = r8;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2176] = r9;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 160] = r10;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2208] = r11;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 192] = r12;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2240] = r13;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 224] = r14;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2272] = r15;
}

extern "C" __global__ void __launch_bounds__(16) dgt_u64_n12_r8_s6x5_c4_shoup_fwd1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_fwd_c,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    const word_t* __restrict__ tw_fwd_c_t = tw_fwd_c + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2048];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2052];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2056];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2060];
    r8 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r9 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2064];
    r10 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r11 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2068];
    r12 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r13 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2072];
    r14 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    r15 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2076];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 128]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 128]); r17 = v.x; r19 = v.y; }
    gbfly_ct(r0, r1, r8, r9, r16, r17, true, r18, r19, true, false, m);
    gbfly_ct(r2, r3, r10, r11, r16, r17, true, r18, r19, true, false, m);
    gbfly_ct(r4, r5, r12, r13, r16, r17, true, r18, r19, true, false, m);
    gbfly_ct(r6, r7, r14, r15, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 1) << 1) + 256]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx << 2) | threadIdx.y) << 1) << 1) + 256]); r21 = v.x; r23 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r20, r21, true, r22, r23, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 1) << 1) + 258]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx << 2) | threadIdx.y) << 1) << 1) + 258]); r25 = v.x; r27 = v.y; }
    gbfly_ct(r8, r9, r12, r13, r24, r25, true, r26, r27, true, false, m);
    gbfly_ct(r10, r11, r14, r15, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 512]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 512]); r29 = v.x; r31 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 514]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 514]); r33 = v.x; r35 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r32, r33, true, r34, r35, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 516]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 516]); r37 = v.x; r39 = v.y; }
    gbfly_ct(r8, r9, r10, r11, r36, r37, true, r38, r39, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 518]); r40 = v.x; r42 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 518]); r41 = v.x; r43 = v.y; }
    gbfly_ct(r12, r13, r14, r15, r40, r41, true, r42, r43, true, false, m);
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 34u] = r1;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 38u] = r3;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 8u] = r4;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 42u] = r5;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 12u] = r6;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 46u] = r7;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 17u] = r8;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 51u] = r9;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 21u] = r10;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 55u] = r11;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 25u] = r12;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 59u] = r13;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 29u] = r14;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 63u] = r15;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 34u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 35u];
    r4 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u];
    r5 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 36u];
    r6 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u];
    r7 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 37u];
    r8 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u];
    r9 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 38u];
    r10 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u];
    r11 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 39u];
    r12 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u];
    r13 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 40u];
    r14 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u];
    r15 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 41u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 1024]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 1024]); r17 = v.x; r19 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r16, r17, true, r18, r19, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 1026]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 1026]); r21 = v.x; r23 = v.y; }
    gbfly_ct(r8, r9, r12, r13, r20, r21, true, r22, r23, true, false, m);
    gbfly_ct(r10, r11, r14, r15, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2048]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2048]); r25 = v.x; r27 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2050]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2050]); r29 = v.x; r31 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2052]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2052]); r33 = v.x; r35 = v.y; }
    gbfly_ct(r8, r9, r10, r11, r32, r33, true, r34, r35, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2054]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2054]); r37 = v.x; r39 = v.y; }
    gbfly_ct(r12, r13, r14, r15, r36, r37, true, r38, r39, true, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2048] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 1] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2049] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2050] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 3] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2051] = r7;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4] = r8;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2052] = r9;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 5] = r10;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2053] = r11;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6] = r12;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2054] = r13;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 7] = r14;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2055] = r15;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u64_n12_r8_s6x5_c4_shoup_pw(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 2048];
    r2 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r3 = y[poly + (size_t)((bx << 7) + threadIdx.x) + 2048];
    r4 = mod_mul(r0, r2, m);
    r5 = mod_mul(r1, r3, m);
    r6 = mod_mul(r0, r3, m);
    r7 = mod_mul(r1, r2, m);
    r4 = mod_sub(r4, r5, m.q);
    r6 = mod_add(r6, r7, m.q);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r4;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 2048] = r6;
}

extern "C" __global__ void __launch_bounds__(16) dgt_u64_n12_r8_s6x5_c4_shoup_inv1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ tw_inv_c,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    const word_t* __restrict__ tw_inv_c_t = tw_inv_c + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2048];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 1];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2049];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2050];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 3];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2051];
    r8 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4];
    r9 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2052];
    r10 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 5];
    r11 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2053];
    r12 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6];
    r13 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2054];
    r14 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 7];
    r15 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2055];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2048]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2048]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2050]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2050]); r21 = v.x; r23 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2052]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2052]); r25 = v.x; r27 = v.y; }
    gbfly_gs(r8, r9, r10, r11, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2054]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) << 1) + 2054]); r29 = v.x; r31 = v.y; }
    gbfly_gs(r12, r13, r14, r15, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 1024]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 1024]); r33 = v.x; r35 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r32, r33, true, r34, r35, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r32, r33, true, r34, r35, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 1026]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 1026]); r37 = v.x; r39 = v.y; }
    gbfly_gs(r8, r9, r12, r13, r36, r37, true, r38, r39, true, false, m);
    gbfly_gs(r10, r11, r14, r15, r36, r37, true, r38, r39, true, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 34u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 35u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 36u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 37u] = r7;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u] = r8;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 38u] = r9;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u] = r10;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 39u] = r11;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u] = r12;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 40u] = r13;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u] = r14;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) << 3)) >> 4)) + 41u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 34u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 38u];
    r4 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r5 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 42u];
    r6 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 12u];
    r7 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 46u];
    r8 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 17u];
    r9 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 51u];
    r10 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 21u];
    r11 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 55u];
    r12 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 25u];
    r13 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 59u];
    r14 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 29u];
    r15 = smem[(((threadIdx.y << 6) + (threadIdx.x & 3u)) + (((threadIdx.y << 6) + (threadIdx.x & 3u)) >> 4)) + 63u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 512]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 512]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 514]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 514]); r21 = v.x; r23 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 516]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 516]); r25 = v.x; r27 = v.y; }
    gbfly_gs(r8, r9, r10, r11, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 518]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx << 2) | threadIdx.y) << 2) << 1) + 518]); r29 = v.x; r31 = v.y; }
    gbfly_gs(r12, r13, r14, r15, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 1) << 1) + 256]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx << 2) | threadIdx.y) << 1) << 1) + 256]); r33 = v.x; r35 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r32, r33, true, r34, r35, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r32, r33, true, r34, r35, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 1) << 1) + 258]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx << 2) | threadIdx.y) << 1) << 1) + 258]); r37 = v.x; r39 = v.y; }
    gbfly_gs(r8, r9, r12, r13, r36, r37, true, r38, r39, true, false, m);
    gbfly_gs(r10, r11, r14, r15, r36, r37, true, r38, r39, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 128]); r40 = v.x; r42 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 128]); r41 = v.x; r43 = v.y; }
    gbfly_gs(r0, r1, r8, r9, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r2, r3, r10, r11, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r4, r5, r12, r13, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r6, r7, r14, r15, r40, r41, true, r42, r43, true, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2048] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2052] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2056] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2060] = r7;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16] = r8;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2064] = r9;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20] = r10;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2068] = r11;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24] = r12;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2072] = r13;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28] = r14;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 2076] = r15;
}

extern "C" __global__ void __launch_bounds__(32) dgt_u64_n12_r8_s6x5_c4_shoup_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ tw_inv_c,
    const word_t* __restrict__ dgt_untwist_v,
    const word_t* __restrict__ dgt_untwist_c,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    const word_t* __restrict__ tw_inv_c_t = tw_inv_c + (size_t)tower * 4096;
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 4096;
    const word_t* __restrict__ dgt_untwist_c_t = dgt_untwist_c + (size_t)tower * 4096;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73, r74, r75, r76, r77;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 32];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2080];
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 64];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2112];
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 96];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2144];
    r8 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 128];
    r9 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2176];
    r10 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 160];
    r11 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2208];
    r12 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 192];
    r13 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2240];
    r14 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 224];
    r15 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2272];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 64]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 64]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 66]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 66]); r21 = v.x; r23 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 68]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 68]); r25 = v.x; r27 = v.y; }
    gbfly_gs(r8, r9, r10, r11, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 70]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) << 1) + 70]); r29 = v.x; r31 = v.y; }
    gbfly_gs(r12, r13, r14, r15, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) << 1) + 32]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) << 1) + 32]); r33 = v.x; r35 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r32, r33, true, r34, r35, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r32, r33, true, r34, r35, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) << 1) + 34]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) << 1) + 34]); r37 = v.x; r39 = v.y; }
    gbfly_gs(r8, r9, r12, r13, r36, r37, true, r38, r39, true, false, m);
    gbfly_gs(r10, r11, r14, r15, r36, r37, true, r38, r39, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) << 1) + 16]); r40 = v.x; r42 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) << 1) + 16]); r41 = v.x; r43 = v.y; }
    gbfly_gs(r0, r1, r8, r9, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r2, r3, r10, r11, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r4, r5, r12, r13, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r6, r7, r14, r15, r40, r41, true, r42, r43, true, false, m);
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 272u] = r1;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r2;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 1u)) << 2) + threadIdx.x) >> 4)) + 260u] = r3;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r4;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 2u)) << 2) + threadIdx.x) >> 4)) + 264u] = r5;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r6;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 3u)) << 2) + threadIdx.x) >> 4)) + 268u] = r7;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 17u] = r8;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 289u] = r9;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u] = r10;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 5u)) << 2) + threadIdx.x) >> 4)) + 276u] = r11;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r12;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 6u)) << 2) + threadIdx.x) >> 4)) + 280u] = r13;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u] = r14;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 7u) << 3) | 7u)) << 2) + threadIdx.x) >> 4)) + 284u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 272u];
    r2 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u];
    r3 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 306u];
    r4 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u];
    r5 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 340u];
    r6 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u];
    r7 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 374u];
    r8 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u];
    r9 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 408u];
    r10 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u];
    r11 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 442u];
    r12 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u];
    r13 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 476u];
    r14 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u];
    r15 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 510u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 8]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 8]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 10]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 10]); r21 = v.x; r23 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 12]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 12]); r25 = v.x; r27 = v.y; }
    gbfly_gs(r8, r9, r10, r11, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 14]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 2) << 1) + 14]); r29 = v.x; r31 = v.y; }
    gbfly_gs(r12, r13, r14, r15, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 1) << 1) + 4]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 1) << 1) + 4]); r33 = v.x; r35 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r32, r33, true, r34, r35, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r32, r33, true, r34, r35, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 1) << 1) + 6]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 3) | (threadIdx.x >> 5)) << 1) << 1) + 6]); r37 = v.x; r39 = v.y; }
    gbfly_gs(r8, r9, r12, r13, r36, r37, true, r38, r39, true, false, m);
    gbfly_gs(r10, r11, r14, r15, r36, r37, true, r38, r39, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 3) | (threadIdx.x >> 5)) << 1) + 2]); r40 = v.x; r42 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((bx >> 3) | (threadIdx.x >> 5)) << 1) + 2]); r41 = v.x; r43 = v.y; }
    gbfly_gs(r0, r1, r8, r9, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r2, r3, r10, r11, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r4, r5, r12, r13, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r6, r7, r14, r15, r40, r41, true, r42, r43, true, false, m);
    r44 = inv_len_v_t[0];
    r45 = inv_len_c_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r46 = v.x; r48 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r47 = v.x; r49 = v.y; }
    gmul_tw(r0, r1, r46, r47, true, r48, r49, true, m);
    r0 = mod_mul_tw(r0, r44, r45, m);
    r1 = mod_mul_tw(r1, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512]); r50 = v.x; r52 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512]); r51 = v.x; r53 = v.y; }
    gmul_tw(r2, r3, r50, r51, true, r52, r53, true, m);
    r2 = mod_mul_tw(r2, r44, r45, m);
    r3 = mod_mul_tw(r3, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r54 = v.x; r56 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r55 = v.x; r57 = v.y; }
    gmul_tw(r4, r5, r54, r55, true, r56, r57, true, m);
    r4 = mod_mul_tw(r4, r44, r45, m);
    r5 = mod_mul_tw(r5, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536]); r58 = v.x; r60 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536]); r59 = v.x; r61 = v.y; }
    gmul_tw(r6, r7, r58, r59, true, r60, r61, true, m);
    r6 = mod_mul_tw(r6, r44, r45, m);
    r7 = mod_mul_tw(r7, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 2048]); r62 = v.x; r64 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 2048]); r63 = v.x; r65 = v.y; }
    gmul_tw(r8, r9, r62, r63, true, r64, r65, true, m);
    r8 = mod_mul_tw(r8, r44, r45, m);
    r9 = mod_mul_tw(r9, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 2560]); r66 = v.x; r68 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 2560]); r67 = v.x; r69 = v.y; }
    gmul_tw(r10, r11, r66, r67, true, r68, r69, true, m);
    r10 = mod_mul_tw(r10, r44, r45, m);
    r11 = mod_mul_tw(r11, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 3072]); r70 = v.x; r72 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 3072]); r71 = v.x; r73 = v.y; }
    gmul_tw(r12, r13, r70, r71, true, r72, r73, true, m);
    r12 = mod_mul_tw(r12, r44, r45, m);
    r13 = mod_mul_tw(r13, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 3584]); r74 = v.x; r76 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 3584]); r75 = v.x; r77 = v.y; }
    gmul_tw(r14, r15, r74, r75, true, r76, r77, true, m);
    r14 = mod_mul_tw(r14, r44, r45, m);
    r15 = mod_mul_tw(r15, r44, r45, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2304] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 512] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 768] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2816] = r7;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024] = r8;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3072] = r9;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1280] = r10;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3328] = r11;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1536] = r12;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3584] = r13;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1792] = r14;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3840] = r15;
}

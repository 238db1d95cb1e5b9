// nttgen: dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4 (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4.toml --out generated/dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4"
//   transform = "dgt"
//   log_n = 12
//   word = "u64"
//   reduction = "shoup"
//   radix = 8
//   stage_split = [4, 3]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 4
//   pointwise = "toom-cook-4"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1152921504606830593]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_fwd0: grid_x 32, block 4 x 2, shared 1088 B; mulmods 24576, addmods 28672, butterflies 4096, global bytes 65536 (read 32768, write 32768), table bytes 155648, shuffles 0
//   dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_fwd1: grid_x 64, block 4 x 1, shared 0 B; mulmods 12288, addmods 18432, butterflies 3072, global bytes 65536 (read 32768, write 32768), table bytes 57344, shuffles 0
//   dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_pw: grid_x 1, block 128 x 1, shared 0 B; mulmods 73728, addmods 146176, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 12288, shuffles 0
//   dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_inv1: grid_x 64, block 4 x 1, shared 0 B; mulmods 12288, addmods 18432, butterflies 3072, global bytes 65536 (read 32768, write 32768), table bytes 57344, shuffles 0
//   dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_inv0: grid_x 32, block 4 x 2, shared 1088 B; mulmods 28672, addmods 28672, butterflies 4096, global bytes 65536 (read 32768, write 32768), table bytes 159744, shuffles 0

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



extern "C" __global__ void __launch_bounds__(8) dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_fwd0(
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
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1)]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1)]); r17 = v.x; r19 = v.y; }
    gmul_tw(r0, r1, r16, r17, true, r18, r19, true, m);
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2304];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 512]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 512]); r21 = v.x; r23 = v.y; }
    gmul_tw(r2, r3, r20, r21, true, r22, r23, true, m);
    r4 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 512];
    r5 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2560];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 1024]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 1024]); r25 = v.x; r27 = v.y; }
    gmul_tw(r4, r5, r24, r25, true, r26, r27, true, m);
    r6 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 768];
    r7 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2816];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 1536]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 1536]); r29 = v.x; r31 = v.y; }
    gmul_tw(r6, r7, r28, r29, true, r30, r31, true, m);
    r8 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 1024];
    r9 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 3072];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 2048]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 2048]); r33 = v.x; r35 = v.y; }
    gmul_tw(r8, r9, r32, r33, true, r34, r35, true, m);
    r10 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 1280];
    r11 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 3328];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 2560]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 2560]); r37 = v.x; r39 = v.y; }
    gmul_tw(r10, r11, r36, r37, true, r38, r39, true, m);
    r12 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 1536];
    r13 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 3584];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 3072]); r40 = v.x; r42 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 3072]); r41 = v.x; r43 = v.y; }
    gmul_tw(r12, r13, r40, r41, true, r42, r43, true, m);
    r14 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 1792];
    r15 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 3840];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 3584]); r44 = v.x; r46 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 3584]); r45 = v.x; r47 = v.y; }
    gmul_tw(r14, r15, r44, r45, true, r46, r47, true, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 7)) << 1) + 2]); r48 = v.x; r50 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((bx >> 5) | (threadIdx.x >> 7)) << 1) + 2]); r49 = v.x; r51 = v.y; }
    gbfly_ct(r0, r1, r8, r9, r48, r49, true, r50, r51, true, false, m);
    gbfly_ct(r2, r3, r10, r11, r48, r49, true, r50, r51, true, false, m);
    gbfly_ct(r4, r5, r12, r13, r48, r49, true, r50, r51, true, false, m);
    gbfly_ct(r6, r7, r14, r15, r48, r49, true, r50, r51, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 1) << 1) + 4]); r52 = v.x; r54 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 1) << 1) + 4]); r53 = v.x; r55 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r52, r53, true, r54, r55, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r52, r53, true, r54, r55, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 1) << 1) + 6]); r56 = v.x; r58 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 1) << 1) + 6]); r57 = v.x; r59 = v.y; }
    gbfly_ct(r8, r9, r12, r13, r56, r57, true, r58, r59, true, false, m);
    gbfly_ct(r10, r11, r14, r15, r56, r57, true, r58, r59, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 8]); r60 = v.x; r62 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 8]); r61 = v.x; r63 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r60, r61, true, r62, r63, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 10]); r64 = v.x; r66 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 10]); r65 = v.x; r67 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r64, r65, true, r66, r67, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 12]); r68 = v.x; r70 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 12]); r69 = v.x; r71 = v.y; }
    gbfly_ct(r8, r9, r10, r11, r68, r69, true, r70, r71, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 14]); r72 = v.x; r74 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 14]); r73 = v.x; r75 = v.y; }
    gbfly_ct(r12, r13, r14, r15, r72, r73, true, r74, r75, true, false, m);
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 68u] = r1;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((16u + ((threadIdx.y & 1u) | 2u)) << 2) + threadIdx.x) >> 4)) + 72u] = r3;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 85u] = r5;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((16u + ((threadIdx.y & 1u) | 6u)) << 2) + threadIdx.x) >> 4)) + 88u] = r7;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 34u] = r8;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 102u] = r9;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 10u) << 2) + threadIdx.x) >> 4)) + 40u] = r10;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((16u + ((threadIdx.y & 1u) | 10u)) << 2) + threadIdx.x) >> 4)) + 104u] = r11;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 51u] = r12;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 119u] = r13;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 14u) << 2) + threadIdx.x) >> 4)) + 56u] = r14;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((16u + ((threadIdx.y & 1u) | 14u)) << 2) + threadIdx.x) >> 4)) + 120u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) >> 4)) + 68u];
    r2 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 1u)) << 2) + threadIdx.x) >> 4)) + 68u];
    r4 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r5 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 2u)) << 2) + threadIdx.x) >> 4)) + 72u];
    r6 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r7 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 3u)) << 2) + threadIdx.x) >> 4)) + 76u];
    r8 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) >> 4)) + 17u];
    r9 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) >> 4)) + 85u];
    r10 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u];
    r11 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 5u)) << 2) + threadIdx.x) >> 4)) + 84u];
    r12 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r13 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 6u)) << 2) + threadIdx.x) >> 4)) + 88u];
    r14 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u];
    r15 = smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 7u)) << 2) + threadIdx.x) >> 4)) + 92u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 16]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 16]); r17 = v.x; r19 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 18]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 18]); r21 = v.x; r23 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 20]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 20]); r25 = v.x; r27 = v.y; }
    gbfly_ct(r8, r9, r10, r11, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 22]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 22]); r29 = v.x; r31 = v.y; }
    gbfly_ct(r12, r13, r14, r15, r28, r29, true, r30, r31, true, false, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2176] = r3;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 256] = r4;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2304] = r5;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 384] = r6;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2432] = r7;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 512] = r8;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2560] = r9;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 640] = r10;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2688] = r11;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 768] = r12;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2816] = r13;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 896] = r14;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2944] = r15;
}

extern "C" __global__ void __launch_bounds__(4) dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_fwd1(
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
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r1 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2048];
    r2 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 16];
    r3 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2064];
    r4 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 32];
    r5 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2080];
    r6 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 48];
    r7 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2096];
    r8 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 64];
    r9 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2112];
    r10 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 80];
    r11 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2128];
    r12 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 96];
    r13 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2144];
    r14 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 112];
    r15 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2160];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 1) + 32]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 1) + 32]); r17 = v.x; r19 = v.y; }
    gbfly_ct(r0, r1, r8, r9, r16, r17, true, r18, r19, true, false, m);
    gbfly_ct(r2, r3, r10, r11, r16, r17, true, r18, r19, true, false, m);
    gbfly_ct(r4, r5, r12, r13, r16, r17, true, r18, r19, true, false, m);
    gbfly_ct(r6, r7, r14, r15, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 1) << 1) + 64]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 1) << 1) + 64]); r21 = v.x; r23 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r20, r21, true, r22, r23, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 1) << 1) + 66]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 1) << 1) + 66]); r25 = v.x; r27 = v.y; }
    gbfly_ct(r8, r9, r12, r13, r24, r25, true, r26, r27, true, false, m);
    gbfly_ct(r10, r11, r14, r15, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 128]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 128]); r29 = v.x; r31 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 130]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 130]); r33 = v.x; r35 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r32, r33, true, r34, r35, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 132]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 132]); r37 = v.x; r39 = v.y; }
    gbfly_ct(r8, r9, r10, r11, r36, r37, true, r38, r39, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 134]); r40 = v.x; r42 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 134]); r41 = v.x; r43 = v.y; }
    gbfly_ct(r12, r13, r14, r15, r40, r41, true, r42, r43, true, false, m);
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r0;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2048] = r1;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 16] = r2;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2064] = r3;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 32] = r4;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2080] = r5;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 48] = r6;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2096] = r7;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 64] = r8;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2112] = r9;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 80] = r10;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2128] = r11;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 96] = r12;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2144] = r13;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 112] = r14;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2160] = r15;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_pw(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ group_roots_v,
    const word_t* __restrict__ group_roots_c,
    const word_t* __restrict__ toom_consts_v,
    const word_t* __restrict__ toom_consts_c,
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
    const word_t* __restrict__ group_roots_v_t = group_roots_v + (size_t)tower * 256;
    const word_t* __restrict__ group_roots_c_t = group_roots_c + (size_t)tower * 256;
    const word_t* __restrict__ toom_consts_v_t = toom_consts_v + (size_t)tower * 4;
    const word_t* __restrict__ toom_consts_c_t = toom_consts_c + (size_t)tower * 4;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73, r74, r75, r76, r77, r78, r79;
    word_t r80, r81, r82, r83, r84, r85, r86, r87;
    word_t r88, r89, r90, r91, r92, r93, r94, r95;
    word_t r96, r97, r98, r99, r100, r101, r102, r103;
    word_t r104, r105, r106, r107, r108, r109, r110, r111;
    word_t r112, r113, r114, r115, r116, r117, r118, r119;
    word_t r120, r121, r122, r123, r124, r125, r126, r127;
    word_t r128, r129, r130, r131, r132, r133, r134, r135;
    word_t r136, r137, r138, r139, r140, r141, r142, r143;
    word_t r144, r145, r146, r147, r148, r149, r150, r151;
    word_t r152, r153, r154, r155, r156, r157, r158, r159;
    word_t r160, r161, r162, r163, r164, r165, r166, r167;
    word_t r168, r169, r170, r171, r172, r173, r174, r175;
    word_t r176, r177, r178, r179, r180, r181, r182, r183;
    word_t r184, r185, r186, r187, r188, r189, r190, r191;
    word_t r192, r193, r194, r195, r196, r197, r198, r199;
    word_t r200, r201, r202, r203, r204, r205, r206, r207;
    word_t r208, r209, r210, r211, r212, r213, r214, r215;
    word_t r216, r217, r218, r219, r220, r221, r222, r223;
    word_t r224, r225, r226, r227, r228, r229, r230, r231;
    word_t r232, r233, r234, r235, r236, r237, r238, r239;
    word_t r240, r241, r242, r243, r244, r245, r246, r247;
    word_t r248, r249, r250, r251, r252, r253, r254, r255;
    word_t r256, r257, r258, r259, r260, r261, r262, r263;
    word_t r264, r265, r266, r267, r268, r269, r270, r271;
    word_t r272, r273, r274, r275, r276, r277, r278, r279;
    word_t r280, r281, r282, r283, r284, r285, r286, r287;
    word_t r288, r289, r290, r291, r292, r293, r294, r295;
    word_t r296, r297, r298, r299, r300, r301, r302, r303;
    word_t r304, r305, r306, r307, r308, r309, r310, r311;
    word_t r312, r313, r314, r315, r316, r317, r318, r319;
    word_t r320, r321, r322, r323, r324, r325, r326, r327;
    word_t r328, r329, r330, r331, r332, r333, r334, r335;
    word_t r336, r337, r338, r339, r340, r341, r342, r343;
    word_t r344, r345, r346, r347, r348, r349, r350, r351;
    word_t r352, r353, r354, r355, r356, r357, r358, r359;
    word_t r360, r361, r362, r363, r364, r365, r366, r367;
    word_t r368, r369, r370, r371, r372, r373, r374, r375;
    word_t r376, r377, r378, r379, r380, r381, r382, r383;
    word_t r384, r385, r386, r387, r388, r389, r390, r391;
    word_t r392, r393, r394, r395, r396, r397, r398, r399;
    word_t r400, r401, r402, r403, r404, r405, r406, r407;
    word_t r408, r409, r410, r411, r412, r413, r414, r415;
    word_t r416, r417, r418, r419, r420, r421, r422, r423;
    word_t r424, r425;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)(threadIdx.x << 4)];
    r1 = x[poly + (size_t)(threadIdx.x << 4) + 2048];
    r2 = x[poly + (size_t)(threadIdx.x << 4) + 1];
    r3 = x[poly + (size_t)(threadIdx.x << 4) + 2049];
    r4 = x[poly + (size_t)(threadIdx.x << 4) + 2];
    r5 = x[poly + (size_t)(threadIdx.x << 4) + 2050];
    r6 = x[poly + (size_t)(threadIdx.x << 4) + 3];
    r7 = x[poly + (size_t)(threadIdx.x << 4) + 2051];
    r8 = x[poly + (size_t)(threadIdx.x << 4) + 4];
    r9 = x[poly + (size_t)(threadIdx.x << 4) + 2052];
    r10 = x[poly + (size_t)(threadIdx.x << 4) + 5];
    r11 = x[poly + (size_t)(threadIdx.x << 4) + 2053];
    r12 = x[poly + (size_t)(threadIdx.x << 4) + 6];
    r13 = x[poly + (size_t)(threadIdx.x << 4) + 2054];
    r14 = x[poly + (size_t)(threadIdx.x << 4) + 7];
    r15 = x[poly + (size_t)(threadIdx.x << 4) + 2055];
    r16 = x[poly + (size_t)(threadIdx.x << 4) + 8];
    r17 = x[poly + (size_t)(threadIdx.x << 4) + 2056];
    r18 = x[poly + (size_t)(threadIdx.x << 4) + 9];
    r19 = x[poly + (size_t)(threadIdx.x << 4) + 2057];
    r20 = x[poly + (size_t)(threadIdx.x << 4) + 10];
    r21 = x[poly + (size_t)(threadIdx.x << 4) + 2058];
    r22 = x[poly + (size_t)(threadIdx.x << 4) + 11];
    r23 = x[poly + (size_t)(threadIdx.x << 4) + 2059];
    r24 = x[poly + (size_t)(threadIdx.x << 4) + 12];
    r25 = x[poly + (size_t)(threadIdx.x << 4) + 2060];
    r26 = x[poly + (size_t)(threadIdx.x << 4) + 13];
    r27 = x[poly + (size_t)(threadIdx.x << 4) + 2061];
    r28 = x[poly + (size_t)(threadIdx.x << 4) + 14];
    r29 = x[poly + (size_t)(threadIdx.x << 4) + 2062];
    r30 = x[poly + (size_t)(threadIdx.x << 4) + 15];
    r31 = x[poly + (size_t)(threadIdx.x << 4) + 2063];
    r32 = y[poly + (size_t)(threadIdx.x << 4)];
    r33 = y[poly + (size_t)(threadIdx.x << 4) + 2048];
    r34 = y[poly + (size_t)(threadIdx.x << 4) + 1];
    r35 = y[poly + (size_t)(threadIdx.x << 4) + 2049];
    r36 = y[poly + (size_t)(threadIdx.x << 4) + 2];
    r37 = y[poly + (size_t)(threadIdx.x << 4) + 2050];
    r38 = y[poly + (size_t)(threadIdx.x << 4) + 3];
    r39 = y[poly + (size_t)(threadIdx.x << 4) + 2051];
    r40 = y[poly + (size_t)(threadIdx.x << 4) + 4];
    r41 = y[poly + (size_t)(threadIdx.x << 4) + 2052];
    r42 = y[poly + (size_t)(threadIdx.x << 4) + 5];
    r43 = y[poly + (size_t)(threadIdx.x << 4) + 2053];
    r44 = y[poly + (size_t)(threadIdx.x << 4) + 6];
    r45 = y[poly + (size_t)(threadIdx.x << 4) + 2054];
    r46 = y[poly + (size_t)(threadIdx.x << 4) + 7];
    r47 = y[poly + (size_t)(threadIdx.x << 4) + 2055];
    r48 = y[poly + (size_t)(threadIdx.x << 4) + 8];
    r49 = y[poly + (size_t)(threadIdx.x << 4) + 2056];
    r50 = y[poly + (size_t)(threadIdx.x << 4) + 9];
    r51 = y[poly + (size_t)(threadIdx.x << 4) + 2057];
    r52 = y[poly + (size_t)(threadIdx.x << 4) + 10];
    r53 = y[poly + (size_t)(threadIdx.x << 4) + 2058];
    r54 = y[poly + (size_t)(threadIdx.x << 4) + 11];
    r55 = y[poly + (size_t)(threadIdx.x << 4) + 2059];
    r56 = y[poly + (size_t)(threadIdx.x << 4) + 12];
    r57 = y[poly + (size_t)(threadIdx.x << 4) + 2060];
    r58 = y[poly + (size_t)(threadIdx.x << 4) + 13];
    r59 = y[poly + (size_t)(threadIdx.x << 4) + 2061];
    r60 = y[poly + (size_t)(threadIdx.x << 4) + 14];
    r61 = y[poly + (size_t)(threadIdx.x << 4) + 2062];
    r62 = y[poly + (size_t)(threadIdx.x << 4) + 15];
    r63 = y[poly + (size_t)(threadIdx.x << 4) + 2063];
    r64 = group_roots_v_t[(size_t)(threadIdx.x << 1)];
    r65 = group_roots_c_t[(size_t)(threadIdx.x << 1)];
    r66 = group_roots_v_t[(size_t)(threadIdx.x << 1) + 1];
    r67 = group_roots_c_t[(size_t)(threadIdx.x << 1) + 1];
    r68 = toom_consts_v_t[0];
    r69 = toom_consts_c_t[0];
    r70 = toom_consts_v_t[1];
    r71 = toom_consts_c_t[1];
    r72 = toom_consts_v_t[2];
    r73 = toom_consts_c_t[2];
    r74 = toom_consts_v_t[3];
    r75 = toom_consts_c_t[3];
    r104 = mod_add(r0, r4, m.q);
    r105 = mod_add(r2, r6, m.q);
    r84 = mod_add(r104, r105, m.q);
    r88 = mod_sub(r104, r105, m.q);
    r104 = r0;
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r4, m.q);
    r104 = mod_add(r104, r104, m.q);
    r105 = r2;
    r105 = mod_add(r105, r105, m.q);
    r105 = mod_add(r105, r105, m.q);
    r105 = mod_add(r105, r6, m.q);
    r92 = mod_add(r104, r105, m.q);
    r96 = mod_sub(r104, r105, m.q);
    r104 = mod_add(r6, r6, m.q);
    r104 = mod_add(r104, r4, m.q);
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r2, m.q);
    r104 = mod_add(r104, r104, m.q);
    r80 = mod_add(r104, r0, m.q);
    r100 = r0;
    r76 = r6;
    r104 = mod_add(r8, r12, m.q);
    r105 = mod_add(r10, r14, m.q);
    r85 = mod_add(r104, r105, m.q);
    r89 = mod_sub(r104, r105, m.q);
    r104 = r8;
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r12, m.q);
    r104 = mod_add(r104, r104, m.q);
    r105 = r10;
    r105 = mod_add(r105, r105, m.q);
    r105 = mod_add(r105, r105, m.q);
    r105 = mod_add(r105, r14, m.q);
    r93 = mod_add(r104, r105, m.q);
    r97 = mod_sub(r104, r105, m.q);
    r104 = mod_add(r14, r14, m.q);
    r104 = mod_add(r104, r12, m.q);
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r10, m.q);
    r104 = mod_add(r104, r104, m.q);
    r81 = mod_add(r104, r8, m.q);
    r101 = r8;
    r77 = r14;
    r104 = mod_add(r16, r20, m.q);
    r105 = mod_add(r18, r22, m.q);
    r86 = mod_add(r104, r105, m.q);
    r90 = mod_sub(r104, r105, m.q);
    r104 = r16;
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r20, m.q);
    r104 = mod_add(r104, r104, m.q);
    r105 = r18;
    r105 = mod_add(r105, r105, m.q);
    r105 = mod_add(r105, r105, m.q);
    r105 = mod_add(r105, r22, m.q);
    r94 = mod_add(r104, r105, m.q);
    r98 = mod_sub(r104, r105, m.q);
    r104 = mod_add(r22, r22, m.q);
    r104 = mod_add(r104, r20, m.q);
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r18, m.q);
    r104 = mod_add(r104, r104, m.q);
    r82 = mod_add(r104, r16, m.q);
    r102 = r16;
    r78 = r22;
    r104 = mod_add(r24, r28, m.q);
    r105 = mod_add(r26, r30, m.q);
    r87 = mod_add(r104, r105, m.q);
    r91 = mod_sub(r104, r105, m.q);
    r104 = r24;
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r28, m.q);
    r104 = mod_add(r104, r104, m.q);
    r105 = r26;
    r105 = mod_add(r105, r105, m.q);
    r105 = mod_add(r105, r105, m.q);
    r105 = mod_add(r105, r30, m.q);
    r95 = mod_add(r104, r105, m.q);
    r99 = mod_sub(r104, r105, m.q);
    r104 = mod_add(r30, r30, m.q);
    r104 = mod_add(r104, r28, m.q);
    r104 = mod_add(r104, r104, m.q);
    r104 = mod_add(r104, r26, m.q);
    r104 = mod_add(r104, r104, m.q);
    r83 = mod_add(r104, r24, m.q);
    r103 = r24;
    r79 = r30;
    r134 = mod_add(r1, r5, m.q);
    r135 = mod_add(r3, r7, m.q);
    r114 = mod_add(r134, r135, m.q);
    r118 = mod_sub(r134, r135, m.q);
    r134 = r1;
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r5, m.q);
    r134 = mod_add(r134, r134, m.q);
    r135 = r3;
    r135 = mod_add(r135, r135, m.q);
    r135 = mod_add(r135, r135, m.q);
    r135 = mod_add(r135, r7, m.q);
    r122 = mod_add(r134, r135, m.q);
    r126 = mod_sub(r134, r135, m.q);
    r134 = mod_add(r7, r7, m.q);
    r134 = mod_add(r134, r5, m.q);
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r3, m.q);
    r134 = mod_add(r134, r134, m.q);
    r110 = mod_add(r134, r1, m.q);
    r130 = r1;
    r106 = r7;
    r134 = mod_add(r9, r13, m.q);
    r135 = mod_add(r11, r15, m.q);
    r115 = mod_add(r134, r135, m.q);
    r119 = mod_sub(r134, r135, m.q);
    r134 = r9;
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r13, m.q);
    r134 = mod_add(r134, r134, m.q);
    r135 = r11;
    r135 = mod_add(r135, r135, m.q);
    r135 = mod_add(r135, r135, m.q);
    r135 = mod_add(r135, r15, m.q);
    r123 = mod_add(r134, r135, m.q);
    r127 = mod_sub(r134, r135, m.q);
    r134 = mod_add(r15, r15, m.q);
    r134 = mod_add(r134, r13, m.q);
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r11, m.q);
    r134 = mod_add(r134, r134, m.q);
    r111 = mod_add(r134, r9, m.q);
    r131 = r9;
    r107 = r15;
    r134 = mod_add(r17, r21, m.q);
    r135 = mod_add(r19, r23, m.q);
    r116 = mod_add(r134, r135, m.q);
    r120 = mod_sub(r134, r135, m.q);
    r134 = r17;
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r21, m.q);
    r134 = mod_add(r134, r134, m.q);
    r135 = r19;
    r135 = mod_add(r135, r135, m.q);
    r135 = mod_add(r135, r135, m.q);
    r135 = mod_add(r135, r23, m.q);
    r124 = mod_add(r134, r135, m.q);
    r128 = mod_sub(r134, r135, m.q);
    r134 = mod_add(r23, r23, m.q);
    r134 = mod_add(r134, r21, m.q);
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r19, m.q);
    r134 = mod_add(r134, r134, m.q);
    r112 = mod_add(r134, r17, m.q);
    r132 = r17;
    r108 = r23;
    r134 = mod_add(r25, r29, m.q);
    r135 = mod_add(r27, r31, m.q);
    r117 = mod_add(r134, r135, m.q);
    r121 = mod_sub(r134, r135, m.q);
    r134 = r25;
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r29, m.q);
    r134 = mod_add(r134, r134, m.q);
    r135 = r27;
    r135 = mod_add(r135, r135, m.q);
    r135 = mod_add(r135, r135, m.q);
    r135 = mod_add(r135, r31, m.q);
    r125 = mod_add(r134, r135, m.q);
    r129 = mod_sub(r134, r135, m.q);
    r134 = mod_add(r31, r31, m.q);
    r134 = mod_add(r134, r29, m.q);
    r134 = mod_add(r134, r134, m.q);
    r134 = mod_add(r134, r27, m.q);
    r134 = mod_add(r134, r134, m.q);
    r113 = mod_add(r134, r25, m.q);
    r133 = r25;
    r109 = r31;
    r164 = mod_add(r32, r36, m.q);
    r165 = mod_add(r34, r38, m.q);
    r144 = mod_add(r164, r165, m.q);
    r148 = mod_sub(r164, r165, m.q);
    r164 = r32;
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r36, m.q);
    r164 = mod_add(r164, r164, m.q);
    r165 = r34;
    r165 = mod_add(r165, r165, m.q);
    r165 = mod_add(r165, r165, m.q);
    r165 = mod_add(r165, r38, m.q);
    r152 = mod_add(r164, r165, m.q);
    r156 = mod_sub(r164, r165, m.q);
    r164 = mod_add(r38, r38, m.q);
    r164 = mod_add(r164, r36, m.q);
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r34, m.q);
    r164 = mod_add(r164, r164, m.q);
    r140 = mod_add(r164, r32, m.q);
    r160 = r32;
    r136 = r38;
    r164 = mod_add(r40, r44, m.q);
    r165 = mod_add(r42, r46, m.q);
    r145 = mod_add(r164, r165, m.q);
    r149 = mod_sub(r164, r165, m.q);
    r164 = r40;
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r44, m.q);
    r164 = mod_add(r164, r164, m.q);
    r165 = r42;
    r165 = mod_add(r165, r165, m.q);
    r165 = mod_add(r165, r165, m.q);
    r165 = mod_add(r165, r46, m.q);
    r153 = mod_add(r164, r165, m.q);
    r157 = mod_sub(r164, r165, m.q);
    r164 = mod_add(r46, r46, m.q);
    r164 = mod_add(r164, r44, m.q);
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r42, m.q);
    r164 = mod_add(r164, r164, m.q);
    r141 = mod_add(r164, r40, m.q);
    r161 = r40;
    r137 = r46;
    r164 = mod_add(r48, r52, m.q);
    r165 = mod_add(r50, r54, m.q);
    r146 = mod_add(r164, r165, m.q);
    r150 = mod_sub(r164, r165, m.q);
    r164 = r48;
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r52, m.q);
    r164 = mod_add(r164, r164, m.q);
    r165 = r50;
    r165 = mod_add(r165, r165, m.q);
    r165 = mod_add(r165, r165, m.q);
    r165 = mod_add(r165, r54, m.q);
    r154 = mod_add(r164, r165, m.q);
    r158 = mod_sub(r164, r165, m.q);
    r164 = mod_add(r54, r54, m.q);
    r164 = mod_add(r164, r52, m.q);
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r50, m.q);
    r164 = mod_add(r164, r164, m.q);
    r142 = mod_add(r164, r48, m.q);
    r162 = r48;
    r138 = r54;
    r164 = mod_add(r56, r60, m.q);
    r165 = mod_add(r58, r62, m.q);
    r147 = mod_add(r164, r165, m.q);
    r151 = mod_sub(r164, r165, m.q);
    r164 = r56;
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r60, m.q);
    r164 = mod_add(r164, r164, m.q);
    r165 = r58;
    r165 = mod_add(r165, r165, m.q);
    r165 = mod_add(r165, r165, m.q);
    r165 = mod_add(r165, r62, m.q);
    r155 = mod_add(r164, r165, m.q);
    r159 = mod_sub(r164, r165, m.q);
    r164 = mod_add(r62, r62, m.q);
    r164 = mod_add(r164, r60, m.q);
    r164 = mod_add(r164, r164, m.q);
    r164 = mod_add(r164, r58, m.q);
    r164 = mod_add(r164, r164, m.q);
    r143 = mod_add(r164, r56, m.q);
    r163 = r56;
    r139 = r62;
    r194 = mod_add(r33, r37, m.q);
    r195 = mod_add(r35, r39, m.q);
    r174 = mod_add(r194, r195, m.q);
    r178 = mod_sub(r194, r195, m.q);
    r194 = r33;
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r37, m.q);
    r194 = mod_add(r194, r194, m.q);
    r195 = r35;
    r195 = mod_add(r195, r195, m.q);
    r195 = mod_add(r195, r195, m.q);
    r195 = mod_add(r195, r39, m.q);
    r182 = mod_add(r194, r195, m.q);
    r186 = mod_sub(r194, r195, m.q);
    r194 = mod_add(r39, r39, m.q);
    r194 = mod_add(r194, r37, m.q);
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r35, m.q);
    r194 = mod_add(r194, r194, m.q);
    r170 = mod_add(r194, r33, m.q);
    r190 = r33;
    r166 = r39;
    r194 = mod_add(r41, r45, m.q);
    r195 = mod_add(r43, r47, m.q);
    r175 = mod_add(r194, r195, m.q);
    r179 = mod_sub(r194, r195, m.q);
    r194 = r41;
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r45, m.q);
    r194 = mod_add(r194, r194, m.q);
    r195 = r43;
    r195 = mod_add(r195, r195, m.q);
    r195 = mod_add(r195, r195, m.q);
    r195 = mod_add(r195, r47, m.q);
    r183 = mod_add(r194, r195, m.q);
    r187 = mod_sub(r194, r195, m.q);
    r194 = mod_add(r47, r47, m.q);
    r194 = mod_add(r194, r45, m.q);
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r43, m.q);
    r194 = mod_add(r194, r194, m.q);
    r171 = mod_add(r194, r41, m.q);
    r191 = r41;
    r167 = r47;
    r194 = mod_add(r49, r53, m.q);
    r195 = mod_add(r51, r55, m.q);
    r176 = mod_add(r194, r195, m.q);
    r180 = mod_sub(r194, r195, m.q);
    r194 = r49;
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r53, m.q);
    r194 = mod_add(r194, r194, m.q);
    r195 = r51;
    r195 = mod_add(r195, r195, m.q);
    r195 = mod_add(r195, r195, m.q);
    r195 = mod_add(r195, r55, m.q);
    r184 = mod_add(r194, r195, m.q);
    r188 = mod_sub(r194, r195, m.q);
    r194 = mod_add(r55, r55, m.q);
    r194 = mod_add(r194, r53, m.q);
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r51, m.q);
    r194 = mod_add(r194, r194, m.q);
    r172 = mod_add(r194, r49, m.q);
    r192 = r49;
    r168 = r55;
    r194 = mod_add(r57, r61, m.q);
    r195 = mod_add(r59, r63, m.q);
    r177 = mod_add(r194, r195, m.q);
    r181 = mod_sub(r194, r195, m.q);
    r194 = r57;
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r61, m.q);
    r194 = mod_add(r194, r194, m.q);
    r195 = r59;
    r195 = mod_add(r195, r195, m.q);
    r195 = mod_add(r195, r195, m.q);
    r195 = mod_add(r195, r63, m.q);
    r185 = mod_add(r194, r195, m.q);
    r189 = mod_sub(r194, r195, m.q);
    r194 = mod_add(r63, r63, m.q);
    r194 = mod_add(r194, r61, m.q);
    r194 = mod_add(r194, r194, m.q);
    r194 = mod_add(r194, r59, m.q);
    r194 = mod_add(r194, r194, m.q);
    r173 = mod_add(r194, r57, m.q);
    r193 = r57;
    r169 = r63;
    r210 = mod_mul(r76, r136, m);
    r211 = mod_mul(r106, r166, m);
    r212 = mod_mul(r76, r166, m);
    r213 = mod_mul(r106, r136, m);
    r196 = mod_sub(r210, r211, m.q);
    r197 = mod_add(r212, r213, m.q);
    r210 = mod_mul(r76, r137, m);
    r211 = mod_mul(r106, r167, m);
    r212 = mod_mul(r76, r167, m);
    r213 = mod_mul(r106, r137, m);
    r198 = mod_sub(r210, r211, m.q);
    r199 = mod_add(r212, r213, m.q);
    r210 = mod_mul(r77, r136, m);
    r211 = mod_mul(r107, r166, m);
    r212 = mod_mul(r77, r166, m);
    r213 = mod_mul(r107, r136, m);
    r210 = mod_sub(r210, r211, m.q);
    r212 = mod_add(r212, r213, m.q);
    r198 = mod_add(r198, r210, m.q);
    r199 = mod_add(r199, r212, m.q);
    r210 = mod_mul(r76, r138, m);
    r211 = mod_mul(r106, r168, m);
    r212 = mod_mul(r76, r168, m);
    r213 = mod_mul(r106, r138, m);
    r200 = mod_sub(r210, r211, m.q);
    r201 = mod_add(r212, r213, m.q);
    r210 = mod_mul(r77, r137, m);
    r211 = mod_mul(r107, r167, m);
    r212 = mod_mul(r77, r167, m);
    r213 = mod_mul(r107, r137, m);
    r210 = mod_sub(r210, r211, m.q);
    r212 = mod_add(r212, r213, m.q);
    r200 = mod_add(r200, r210, m.q);
    r201 = mod_add(r201, r212, m.q);
    r210 = mod_mul(r78, r136, m);
    r211 = mod_mul(r108, r166, m);
    r212 = mod_mul(r78, r166, m);
    r213 = mod_mul(r108, r136, m);
    r210 = mod_sub(r210, r211, m.q);
    r212 = mod_add(r212, r213, m.q);
    r200 = mod_add(r200, r210, m.q);
    r201 = mod_add(r201, r212, m.q);
    r210 = mod_mul(r76, r139, m);
    r211 = mod_mul(r106, r169, m);
    r212 = mod_mul(r76, r169, m);
    r213 = mod_mul(r106, r139, m);
    r202 = mod_sub(r210, r211, m.q);
    r203 = mod_add(r212, r213, m.q);
    r210 = mod_mul(r77, r138, m);
    r211 = mod_mul(r107, r168, m);
    r212 = mod_mul(r77, r168, m);
    r213 = mod_mul(r107, r138, m);
    r210 = mod_sub(r210, r211, m.q);
    r212 = mod_add(r212, r213, m.q);
    r202 = mod_add(r202, r210, m.q);
    r203 = mod_add(r203, r212, m.q);
    r210 = mod_mul(r78, r137, m);
    r211 = mod_mul(r108, r167, m);
    r212 = mod_mul(r78, r167, m);
    r213 = mod_mul(r108, r137, m);
    r210 = mod_sub(r210, r211, m.q);
    r212 = mod_add(r212, r213, m.q);
    r202 = mod_add(r202, r210, m.q);
    r203 = mod_add(r203, r212, m.q);
    r210 = mod_mul(r79, r136, m);
    r211 = mod_mul(r109, r166, m);
    r212 = mod_mul(r79, r166, m);
    r213 = mod_mul(r109, r136, m);
    r210 = mod_sub(r210, r211, m.q);
    r212 = mod_add(r212, r213, m.q);
    r202 = mod_add(r202, r210, m.q);
    r203 = mod_add(r203, r212, m.q);
    r210 = mod_mul(r77, r139, m);
    r211 = mod_mul(r107, r169, m);
    r212 = mod_mul(r77, r169, m);
    r213 = mod_mul(r107, r139, m);
    r204 = mod_sub(r210, r211, m.q);
    r205 = mod_add(r212, r213, m.q);
    r210 = mod_mul(r78, r138, m);
    r211 = mod_mul(r108, r168, m);
    r212 = mod_mul(r78, r168, m);
    r213 = mod_mul(r108, r138, m);
    r210 = mod_sub(r210, r211, m.q);
    r212 = mod_add(r212, r213, m.q);
    r204 = mod_add(r204, r210, m.q);
    r205 = mod_add(r205, r212, m.q);
    r210 = mod_mul(r79, r137, m);
    r211 = mod_mul(r109, r167, m);
    r212 = mod_mul(r79, r167, m);
    r213 = mod_mul(r109, r137, m);
    r210 = mod_sub(r210, r211, m.q);
    r212 = mod_add(r212, r213, m.q);
    r204 = mod_add(r204, r210, m.q);
    r205 = mod_add(r205, r212, m.q);
    r210 = mod_mul(r78, r139, m);
    r211 = mod_mul(r108, r169, m);
    r212 = mod_mul(r78, r169, m);
    r213 = mod_mul(r108, r139, m);
    r206 = mod_sub(r210, r211, m.q);
    r207 = mod_add(r212, r213, m.q);
    r210 = mod_mul(r79, r138, m);
    r211 = mod_mul(r109, r168, m);
    r212 = mod_mul(r79, r168, m);
    r213 = mod_mul(r109, r138, m);
    r210 = mod_sub(r210, r211, m.q);
    r212 = mod_add(r212, r213, m.q);
    r206 = mod_add(r206, r210, m.q);
    r207 = mod_add(r207, r212, m.q);
    r210 = mod_mul(r79, r139, m);
    r211 = mod_mul(r109, r169, m);
    r212 = mod_mul(r79, r169, m);
    r213 = mod_mul(r109, r139, m);
    r208 = mod_sub(r210, r211, m.q);
    r209 = mod_add(r212, r213, m.q);
    gmul_tw(r204, r205, r64, r65, true, r66, r67, true, m);
    r196 = mod_add(r196, r204, m.q);
    r197 = mod_add(r197, r205, m.q);
    gmul_tw(r206, r207, r64, r65, true, r66, r67, true, m);
    r198 = mod_add(r198, r206, m.q);
    r199 = mod_add(r199, r207, m.q);
    gmul_tw(r208, r209, r64, r65, true, r66, r67, true, m);
    r200 = mod_add(r200, r208, m.q);
    r201 = mod_add(r201, r209, m.q);
    r228 = mod_mul(r80, r140, m);
    r229 = mod_mul(r110, r170, m);
    r230 = mod_mul(r80, r170, m);
    r231 = mod_mul(r110, r140, m);
    r214 = mod_sub(r228, r229, m.q);
    r215 = mod_add(r230, r231, m.q);
    r228 = mod_mul(r80, r141, m);
    r229 = mod_mul(r110, r171, m);
    r230 = mod_mul(r80, r171, m);
    r231 = mod_mul(r110, r141, m);
    r216 = mod_sub(r228, r229, m.q);
    r217 = mod_add(r230, r231, m.q);
    r228 = mod_mul(r81, r140, m);
    r229 = mod_mul(r111, r170, m);
    r230 = mod_mul(r81, r170, m);
    r231 = mod_mul(r111, r140, m);
    r228 = mod_sub(r228, r229, m.q);
    r230 = mod_add(r230, r231, m.q);
    r216 = mod_add(r216, r228, m.q);
    r217 = mod_add(r217, r230, m.q);
    r228 = mod_mul(r80, r142, m);
    r229 = mod_mul(r110, r172, m);
    r230 = mod_mul(r80, r172, m);
    r231 = mod_mul(r110, r142, m);
    r218 = mod_sub(r228, r229, m.q);
    r219 = mod_add(r230, r231, m.q);
    r228 = mod_mul(r81, r141, m);
    r229 = mod_mul(r111, r171, m);
    r230 = mod_mul(r81, r171, m);
    r231 = mod_mul(r111, r141, m);
    r228 = mod_sub(r228, r229, m.q);
    r230 = mod_add(r230, r231, m.q);
    r218 = mod_add(r218, r228, m.q);
    r219 = mod_add(r219, r230, m.q);
    r228 = mod_mul(r82, r140, m);
    r229 = mod_mul(r112, r170, m);
    r230 = mod_mul(r82, r170, m);
    r231 = mod_mul(r112, r140, m);
    r228 = mod_sub(r228, r229, m.q);
    r230 = mod_add(r230, r231, m.q);
    r218 = mod_add(r218, r228, m.q);
    r219 = mod_add(r219, r230, m.q);
    r228 = mod_mul(r80, r143, m);
    r229 = mod_mul(r110, r173, m);
    r230 = mod_mul(r80, r173, m);
    r231 = mod_mul(r110, r143, m);
    r220 = mod_sub(r228, r229, m.q);
    r221 = mod_add(r230, r231, m.q);
    r228 = mod_mul(r81, r142, m);
    r229 = mod_mul(r111, r172, m);
    r230 = mod_mul(r81, r172, m);
    r231 = mod_mul(r111, r142, m);
    r228 = mod_sub(r228, r229, m.q);
    r230 = mod_add(r230, r231, m.q);
    r220 = mod_add(r220, r228, m.q);
    r221 = mod_add(r221, r230, m.q);
    r228 = mod_mul(r82, r141, m);
    r229 = mod_mul(r112, r171, m);
    r230 = mod_mul(r82, r171, m);
    r231 = mod_mul(r112, r141, m);
    r228 = mod_sub(r228, r229, m.q);
    r230 = mod_add(r230, r231, m.q);
    r220 = mod_add(r220, r228, m.q);
    r221 = mod_add(r221, r230, m.q);
    r228 = mod_mul(r83, r140, m);
    r229 = mod_mul(r113, r170, m);
    r230 = mod_mul(r83, r170, m);
    r231 = mod_mul(r113, r140, m);
    r228 = mod_sub(r228, r229, m.q);
    r230 = mod_add(r230, r231, m.q);
    r220 = mod_add(r220, r228, m.q);
    r221 = mod_add(r221, r230, m.q);
    r228 = mod_mul(r81, r143, m);
    r229 = mod_mul(r111, r173, m);
    r230 = mod_mul(r81, r173, m);
    r231 = mod_mul(r111, r143, m);
    r222 = mod_sub(r228, r229, m.q);
    r223 = mod_add(r230, r231, m.q);
    r228 = mod_mul(r82, r142, m);
    r229 = mod_mul(r112, r172, m);
    r230 = mod_mul(r82, r172, m);
    r231 = mod_mul(r112, r142, m);
    r228 = mod_sub(r228, r229, m.q);
    r230 = mod_add(r230, r231, m.q);
    r222 = mod_add(r222, r228, m.q);
    r223 = mod_add(r223, r230, m.q);
    r228 = mod_mul(r83, r141, m);
    r229 = mod_mul(r113, r171, m);
    r230 = mod_mul(r83, r171, m);
    r231 = mod_mul(r113, r141, m);
    r228 = mod_sub(r228, r229, m.q);
    r230 = mod_add(r230, r231, m.q);
    r222 = mod_add(r222, r228, m.q);
    r223 = mod_add(r223, r230, m.q);
    r228 = mod_mul(r82, r143, m);
    r229 = mod_mul(r112, r173, m);
    r230 = mod_mul(r82, r173, m);
    r231 = mod_mul(r112, r143, m);
    r224 = mod_sub(r228, r229, m.q);
    r225 = mod_add(r230, r231, m.q);
    r228 = mod_mul(r83, r142, m);
    r229 = mod_mul(r113, r172, m);
    r230 = mod_mul(r83, r172, m);
    r231 = mod_mul(r113, r142, m);
    r228 = mod_sub(r228, r229, m.q);
    r230 = mod_add(r230, r231, m.q);
    r224 = mod_add(r224, r228, m.q);
    r225 = mod_add(r225, r230, m.q);
    r228 = mod_mul(r83, r143, m);
    r229 = mod_mul(r113, r173, m);
    r230 = mod_mul(r83, r173, m);
    r231 = mod_mul(r113, r143, m);
    r226 = mod_sub(r228, r229, m.q);
    r227 = mod_add(r230, r231, m.q);
    gmul_tw(r222, r223, r64, r65, true, r66, r67, true, m);
    r214 = mod_add(r214, r222, m.q);
    r215 = mod_add(r215, r223, m.q);
    gmul_tw(r224, r225, r64, r65, true, r66, r67, true, m);
    r216 = mod_add(r216, r224, m.q);
    r217 = mod_add(r217, r225, m.q);
    gmul_tw(r226, r227, r64, r65, true, r66, r67, true, m);
    r218 = mod_add(r218, r226, m.q);
    r219 = mod_add(r219, r227, m.q);
    r246 = mod_mul(r84, r144, m);
    r247 = mod_mul(r114, r174, m);
    r248 = mod_mul(r84, r174, m);
    r249 = mod_mul(r114, r144, m);
    r232 = mod_sub(r246, r247, m.q);
    r233 = mod_add(r248, r249, m.q);
    r246 = mod_mul(r84, r145, m);
    r247 = mod_mul(r114, r175, m);
    r248 = mod_mul(r84, r175, m);
    r249 = mod_mul(r114, r145, m);
    r234 = mod_sub(r246, r247, m.q);
    r235 = mod_add(r248, r249, m.q);
    r246 = mod_mul(r85, r144, m);
    r247 = mod_mul(r115, r174, m);
    r248 = mod_mul(r85, r174, m);
    r249 = mod_mul(r115, r144, m);
    r246 = mod_sub(r246, r247, m.q);
    r248 = mod_add(r248, r249, m.q);
    r234 = mod_add(r234, r246, m.q);
    r235 = mod_add(r235, r248, m.q);
    r246 = mod_mul(r84, r146, m);
    r247 = mod_mul(r114, r176, m);
    r248 = mod_mul(r84, r176, m);
    r249 = mod_mul(r114, r146, m);
    r236 = mod_sub(r246, r247, m.q);
    r237 = mod_add(r248, r249, m.q);
    r246 = mod_mul(r85, r145, m);
    r247 = mod_mul(r115, r175, m);
    r248 = mod_mul(r85, r175, m);
    r249 = mod_mul(r115, r145, m);
    r246 = mod_sub(r246, r247, m.q);
    r248 = mod_add(r248, r249, m.q);
    r236 = mod_add(r236, r246, m.q);
    r237 = mod_add(r237, r248, m.q);
    r246 = mod_mul(r86, r144, m);
    r247 = mod_mul(r116, r174, m);
    r248 = mod_mul(r86, r174, m);
    r249 = mod_mul(r116, r144, m);
    r246 = mod_sub(r246, r247, m.q);
    r248 = mod_add(r248, r249, m.q);
    r236 = mod_add(r236, r246, m.q);
    r237 = mod_add(r237, r248, m.q);
    r246 = mod_mul(r84, r147, m);
    r247 = mod_mul(r114, r177, m);
    r248 = mod_mul(r84, r177, m);
    r249 = mod_mul(r114, r147, m);
    r238 = mod_sub(r246, r247, m.q);
    r239 = mod_add(r248, r249, m.q);
    r246 = mod_mul(r85, r146, m);
    r247 = mod_mul(r115, r176, m);
    r248 = mod_mul(r85, r176, m);
    r249 = mod_mul(r115, r146, m);
    r246 = mod_sub(r246, r247, m.q);
    r248 = mod_add(r248, r249, m.q);
    r238 = mod_add(r238, r246, m.q);
    r239 = mod_add(r239, r248, m.q);
    r246 = mod_mul(r86, r145, m);
    r247 = mod_mul(r116, r175, m);
    r248 = mod_mul(r86, r175, m);
    r249 = mod_mul(r116, r145, m);
    r246 = mod_sub(r246, r247, m.q);
    r248 = mod_add(r248, r249, m.q);
    r238 = mod_add(r238, r246, m.q);
    r239 = mod_add(r239, r248, m.q);
    r246 = mod_mul(r87, r144, m);
    r247 = mod_mul(r117, r174, m);
    r248 = mod_mul(r87, r174, m);
    r249 = mod_mul(r117, r144, m);
    r246 = mod_sub(r246, r247, m.q);
    r248 = mod_add(r248, r249, m.q);
    r238 = mod_add(r238, r246, m.q);
    r239 = mod_add(r239, r248, m.q);
    r246 = mod_mul(r85, r147, m);
    r247 = mod_mul(r115, r177, m);
    r248 = mod_mul(r85, r177, m);
    r249 = mod_mul(r115, r147, m);
    r240 = mod_sub(r246, r247, m.q);
    r241 = mod_add(r248, r249, m.q);
    r246 = mod_mul(r86, r146, m);
    r247 = mod_mul(r116, r176, m);
    r248 = mod_mul(r86, r176, m);
    r249 = mod_mul(r116, r146, m);
    r246 = mod_sub(r246, r247, m.q);
    r248 = mod_add(r248, r249, m.q);
    r240 = mod_add(r240, r246, m.q);
    r241 = mod_add(r241, r248, m.q);
    r246 = mod_mul(r87, r145, m);
    r247 = mod_mul(r117, r175, m);
    r248 = mod_mul(r87, r175, m);
    r249 = mod_mul(r117, r145, m);
    r246 = mod_sub(r246, r247, m.q);
    r248 = mod_add(r248, r249, m.q);
    r240 = mod_add(r240, r246, m.q);
    r241 = mod_add(r241, r248, m.q);
    r246 = mod_mul(r86, r147, m);
    r247 = mod_mul(r116, r177, m);
    r248 = mod_mul(r86, r177, m);
    r249 = mod_mul(r116, r147, m);
    r242 = mod_sub(r246, r247, m.q);
    r243 = mod_add(r248, r249, m.q);
    r246 = mod_mul(r87, r146, m);
    r247 = mod_mul(r117, r176, m);
    r248 = mod_mul(r87, r176, m);
    r249 = mod_mul(r117, r146, m);
    r246 = mod_sub(r246, r247, m.q);
    r248 = mod_add(r248, r249, m.q);
    r242 = mod_add(r242, r246, m.q);
    r243 = mod_add(r243, r248, m.q);
    r246 = mod_mul(r87, r147, m);
    r247 = mod_mul(r117, r177, m);
    r248 = mod_mul(r87, r177, m);
    r249 = mod_mul(r117, r147, m);
    r244 = mod_sub(r246, r247, m.q);
    r245 = mod_add(r248, r249, m.q);
    gmul_tw(r240, r241, r64, r65, true, r66, r67, true, m);
    r232 = mod_add(r232, r240, m.q);
    r233 = mod_add(r233, r241, m.q);
    gmul_tw(r242, r243, r64, r65, true, r66, r67, true, m);
    r234 = mod_add(r234, r242, m.q);
    r235 = mod_add(r235, r243, m.q);
    gmul_tw(r244, r245, r64, r65, true, r66, r67, true, m);
    r236 = mod_add(r236, r244, m.q);
    r237 = mod_add(r237, r245, m.q);
    r264 = mod_mul(r88, r148, m);
    r265 = mod_mul(r118, r178, m);
    r266 = mod_mul(r88, r178, m);
    r267 = mod_mul(r118, r148, m);
    r250 = mod_sub(r264, r265, m.q);
    r251 = mod_add(r266, r267, m.q);
    r264 = mod_mul(r88, r149, m);
    r265 = mod_mul(r118, r179, m);
    r266 = mod_mul(r88, r179, m);
    r267 = mod_mul(r118, r149, m);
    r252 = mod_sub(r264, r265, m.q);
    r253 = mod_add(r266, r267, m.q);
    r264 = mod_mul(r89, r148, m);
    r265 = mod_mul(r119, r178, m);
    r266 = mod_mul(r89, r178, m);
    r267 = mod_mul(r119, r148, m);
    r264 = mod_sub(r264, r265, m.q);
    r266 = mod_add(r266, r267, m.q);
    r252 = mod_add(r252, r264, m.q);
    r253 = mod_add(r253, r266, m.q);
    r264 = mod_mul(r88, r150, m);
    r265 = mod_mul(r118, r180, m);
    r266 = mod_mul(r88, r180, m);
    r267 = mod_mul(r118, r150, m);
    r254 = mod_sub(r264, r265, m.q);
    r255 = mod_add(r266, r267, m.q);
    r264 = mod_mul(r89, r149, m);
    r265 = mod_mul(r119, r179, m);
    r266 = mod_mul(r89, r179, m);
    r267 = mod_mul(r119, r149, m);
    r264 = mod_sub(r264, r265, m.q);
    r266 = mod_add(r266, r267, m.q);
    r254 = mod_add(r254, r264, m.q);
    r255 = mod_add(r255, r266, m.q);
    r264 = mod_mul(r90, r148, m);
    r265 = mod_mul(r120, r178, m);
    r266 = mod_mul(r90, r178, m);
    r267 = mod_mul(r120, r148, m);
    r264 = mod_sub(r264, r265, m.q);
    r266 = mod_add(r266, r267, m.q);
    r254 = mod_add(r254, r264, m.q);
    r255 = mod_add(r255, r266, m.q);
    r264 = mod_mul(r88, r151, m);
    r265 = mod_mul(r118, r181, m);
    r266 = mod_mul(r88, r181, m);
    r267 = mod_mul(r118, r151, m);
    r256 = mod_sub(r264, r265, m.q);
    r257 = mod_add(r266, r267, m.q);
    r264 = mod_mul(r89, r150, m);
    r265 = mod_mul(r119, r180, m);
    r266 = mod_mul(r89, r180, m);
    r267 = mod_mul(r119, r150, m);
    r264 = mod_sub(r264, r265, m.q);
    r266 = mod_add(r266, r267, m.q);
    r256 = mod_add(r256, r264, m.q);
    r257 = mod_add(r257, r266, m.q);
    r264 = mod_mul(r90, r149, m);
    r265 = mod_mul(r120, r179, m);
    r266 = mod_mul(r90, r179, m);
    r267 = mod_mul(r120, r149, m);
    r264 = mod_sub(r264, r265, m.q);
    r266 = mod_add(r266, r267, m.q);
    r256 = mod_add(r256, r264, m.q);
    r257 = mod_add(r257, r266, m.q);
    r264 = mod_mul(r91, r148, m);
    r265 = mod_mul(r121, r178, m);
    r266 = mod_mul(r91, r178, m);
    r267 = mod_mul(r121, r148, m);
    r264 = mod_sub(r264, r265, m.q);
    r266 = mod_add(r266, r267, m.q);
    r256 = mod_add(r256, r264, m.q);
    r257 = mod_add(r257, r266, m.q);
    r264 = mod_mul(r89, r151, m);
    r265 = mod_mul(r119, r181, m);
    r266 = mod_mul(r89, r181, m);
    r267 = mod_mul(r119, r151, m);
    r258 = mod_sub(r264, r265, m.q);
    r259 = mod_add(r266, r267, m.q);
    r264 = mod_mul(r90, r150, m);
    r265 = mod_mul(r120, r180, m);
    r266 = mod_mul(r90, r180, m);
    r267 = mod_mul(r120, r150, m);
    r264 = mod_sub(r264, r265, m.q);
    r266 = mod_add(r266, r267, m.q);
    r258 = mod_add(r258, r264, m.q);
    r259 = mod_add(r259, r266, m.q);
    r264 = mod_mul(r91, r149, m);
    r265 = mod_mul(r121, r179, m);
    r266 = mod_mul(r91, r179, m);
    r267 = mod_mul(r121, r149, m);
    r264 = mod_sub(r264, r265, m.q);
    r266 = mod_add(r266, r267, m.q);
    r258 = mod_add(r258, r264, m.q);
    r259 = mod_add(r259, r266, m.q);
    r264 = mod_mul(r90, r151, m);
    r265 = mod_mul(r120, r181, m);
    r266 = mod_mul(r90, r181, m);
    r267 = mod_mul(r120, r151, m);
    r260 = mod_sub(r264, r265, m.q);
    r261 = mod_add(r266, r267, m.q);
    r264 = mod_mul(r91, r150, m);
    r265 = mod_mul(r121, r180, m);
    r266 = mod_mul(r91, r180, m);
    r267 = mod_mul(r121, r150, m);
    r264 = mod_sub(r264, r265, m.q);
    r266 = mod_add(r266, r267, m.q);
    r260 = mod_add(r260, r264, m.q);
    r261 = mod_add(r261, r266, m.q);
    r264 = mod_mul(r91, r151, m);
    r265 = mod_mul(r121, r181, m);
    r266 = mod_mul(r91, r181, m);
    r267 = mod_mul(r121, r151, m);
    r262 = mod_sub(r264, r265, m.q);
    r263 = mod_add(r266, r267, m.q);
    gmul_tw(r258, r259, r64, r65, true, r66, r67, true, m);
    r250 = mod_add(r250, r258, m.q);
    r251 = mod_add(r251, r259, m.q);
    gmul_tw(r260, r261, r64, r65, true, r66, r67, true, m);
    r252 = mod_add(r252, r260, m.q);
    r253 = mod_add(r253, r261, m.q);
    gmul_tw(r262, r263, r64, r65, true, r66, r67, true, m);
    r254 = mod_add(r254, r262, m.q);
    r255 = mod_add(r255, r263, m.q);
    r282 = mod_mul(r92, r152, m);
    r283 = mod_mul(r122, r182, m);
    r284 = mod_mul(r92, r182, m);
    r285 = mod_mul(r122, r152, m);
    r268 = mod_sub(r282, r283, m.q);
    r269 = mod_add(r284, r285, m.q);
    r282 = mod_mul(r92, r153, m);
    r283 = mod_mul(r122, r183, m);
    r284 = mod_mul(r92, r183, m);
    r285 = mod_mul(r122, r153, m);
    r270 = mod_sub(r282, r283, m.q);
    r271 = mod_add(r284, r285, m.q);
    r282 = mod_mul(r93, r152, m);
    r283 = mod_mul(r123, r182, m);
    r284 = mod_mul(r93, r182, m);
    r285 = mod_mul(r123, r152, m);
    r282 = mod_sub(r282, r283, m.q);
    r284 = mod_add(r284, r285, m.q);
    r270 = mod_add(r270, r282, m.q);
    r271 = mod_add(r271, r284, m.q);
    r282 = mod_mul(r92, r154, m);
    r283 = mod_mul(r122, r184, m);
    r284 = mod_mul(r92, r184, m);
    r285 = mod_mul(r122, r154, m);
    r272 = mod_sub(r282, r283, m.q);
    r273 = mod_add(r284, r285, m.q);
    r282 = mod_mul(r93, r153, m);
    r283 = mod_mul(r123, r183, m);
    r284 = mod_mul(r93, r183, m);
    r285 = mod_mul(r123, r153, m);
    r282 = mod_sub(r282, r283, m.q);
    r284 = mod_add(r284, r285, m.q);
    r272 = mod_add(r272, r282, m.q);
    r273 = mod_add(r273, r284, m.q);
    r282 = mod_mul(r94, r152, m);
    r283 = mod_mul(r124, r182, m);
    r284 = mod_mul(r94, r182, m);
    r285 = mod_mul(r124, r152, m);
    r282 = mod_sub(r282, r283, m.q);
    r284 = mod_add(r284, r285, m.q);
    r272 = mod_add(r272, r282, m.q);
    r273 = mod_add(r273, r284, m.q);
    r282 = mod_mul(r92, r155, m);
    r283 = mod_mul(r122, r185, m);
    r284 = mod_mul(r92, r185, m);
    r285 = mod_mul(r122, r155, m);
    r274 = mod_sub(r282, r283, m.q);
    r275 = mod_add(r284, r285, m.q);
    r282 = mod_mul(r93, r154, m);
    r283 = mod_mul(r123, r184, m);
    r284 = mod_mul(r93, r184, m);
    r285 = mod_mul(r123, r154, m);
    r282 = mod_sub(r282, r283, m.q);
    r284 = mod_add(r284, r285, m.q);
    r274 = mod_add(r274, r282, m.q);
    r275 = mod_add(r275, r284, m.q);
    r282 = mod_mul(r94, r153, m);
    r283 = mod_mul(r124, r183, m);
    r284 = mod_mul(r94, r183, m);
    r285 = mod_mul(r124, r153, m);
    r282 = mod_sub(r282, r283, m.q);
    r284 = mod_add(r284, r285, m.q);
    r274 = mod_add(r274, r282, m.q);
    r275 = mod_add(r275, r284, m.q);
    r282 = mod_mul(r95, r152, m);
    r283 = mod_mul(r125, r182, m);
    r284 = mod_mul(r95, r182, m);
    r285 = mod_mul(r125, r152, m);
    r282 = mod_sub(r282, r283, m.q);
    r284 = mod_add(r284, r285, m.q);
    r274 = mod_add(r274, r282, m.q);
    r275 = mod_add(r275, r284, m.q);
    r282 = mod_mul(r93, r155, m);
    r283 = mod_mul(r123, r185, m);
    r284 = mod_mul(r93, r185, m);
    r285 = mod_mul(r123, r155, m);
    r276 = mod_sub(r282, r283, m.q);
    r277 = mod_add(r284, r285, m.q);
    r282 = mod_mul(r94, r154, m);
    r283 = mod_mul(r124, r184, m);
    r284 = mod_mul(r94, r184, m);
    r285 = mod_mul(r124, r154, m);
    r282 = mod_sub(r282, r283, m.q);
    r284 = mod_add(r284, r285, m.q);
    r276 = mod_add(r276, r282, m.q);
    r277 = mod_add(r277, r284, m.q);
    r282 = mod_mul(r95, r153, m);
    r283 = mod_mul(r125, r183, m);
    r284 = mod_mul(r95, r183, m);
    r285 = mod_mul(r125, r153, m);
    r282 = mod_sub(r282, r283, m.q);
    r284 = mod_add(r284, r285, m.q);
    r276 = mod_add(r276, r282, m.q);
    r277 = mod_add(r277, r284, m.q);
    r282 = mod_mul(r94, r155, m);
    r283 = mod_mul(r124, r185, m);
    r284 = mod_mul(r94, r185, m);
    r285 = mod_mul(r124, r155, m);
    r278 = mod_sub(r282, r283, m.q);
    r279 = mod_add(r284, r285, m.q);
    r282 = mod_mul(r95, r154, m);
    r283 = mod_mul(r125, r184, m);
    r284 = mod_mul(r95, r184, m);
    r285 = mod_mul(r125, r154, m);
    r282 = mod_sub(r282, r283, m.q);
    r284 = mod_add(r284, r285, m.q);
    r278 = mod_add(r278, r282, m.q);
    r279 = mod_add(r279, r284, m.q);
    r282 = mod_mul(r95, r155, m);
    r283 = mod_mul(r125, r185, m);
    r284 = mod_mul(r95, r185, m);
    r285 = mod_mul(r125, r155, m);
    r280 = mod_sub(r282, r283, m.q);
    r281 = mod_add(r284, r285, m.q);
    gmul_tw(r276, r277, r64, r65, true, r66, r67, true, m);
    r268 = mod_add(r268, r276, m.q);
    r269 = mod_add(r269, r277, m.q);
    gmul_tw(r278, r279, r64, r65, true, r66, r67, true, m);
    r270 = mod_add(r270, r278, m.q);
    r271 = mod_add(r271, r279, m.q);
    gmul_tw(r280, r281, r64, r65, true, r66, r67, true, m);
    r272 = mod_add(r272, r280, m.q);
    r273 = mod_add(r273, r281, m.q);
    r300 = mod_mul(r96, r156, m);
    r301 = mod_mul(r126, r186, m);
    r302 = mod_mul(r96, r186, m);
    r303 = mod_mul(r126, r156, m);
    r286 = mod_sub(r300, r301, m.q);
    r287 = mod_add(r302, r303, m.q);
    r300 = mod_mul(r96, r157, m);
    r301 = mod_mul(r126, r187, m);
    r302 = mod_mul(r96, r187, m);
    r303 = mod_mul(r126, r157, m);
    r288 = mod_sub(r300, r301, m.q);
    r289 = mod_add(r302, r303, m.q);
    r300 = mod_mul(r97, r156, m);
    r301 = mod_mul(r127, r186, m);
    r302 = mod_mul(r97, r186, m);
    r303 = mod_mul(r127, r156, m);
    r300 = mod_sub(r300, r301, m.q);
    r302 = mod_add(r302, r303, m.q);
    r288 = mod_add(r288, r300, m.q);
    r289 = mod_add(r289, r302, m.q);
    r300 = mod_mul(r96, r158, m);
    r301 = mod_mul(r126, r188, m);
    r302 = mod_mul(r96, r188, m);
    r303 = mod_mul(r126, r158, m);
    r290 = mod_sub(r300, r301, m.q);
    r291 = mod_add(r302, r303, m.q);
    r300 = mod_mul(r97, r157, m);
    r301 = mod_mul(r127, r187, m);
    r302 = mod_mul(r97, r187, m);
    r303 = mod_mul(r127, r157, m);
    r300 = mod_sub(r300, r301, m.q);
    r302 = mod_add(r302, r303, m.q);
    r290 = mod_add(r290, r300, m.q);
    r291 = mod_add(r291, r302, m.q);
    r300 = mod_mul(r98, r156, m);
    r301 = mod_mul(r128, r186, m);
    r302 = mod_mul(r98, r186, m);
    r303 = mod_mul(r128, r156, m);
    r300 = mod_sub(r300, r301, m.q);
    r302 = mod_add(r302, r303, m.q);
    r290 = mod_add(r290, r300, m.q);
    r291 = mod_add(r291, r302, m.q);
    r300 = mod_mul(r96, r159, m);
    r301 = mod_mul(r126, r189, m);
    r302 = mod_mul(r96, r189, m);
    r303 = mod_mul(r126, r159, m);
    r292 = mod_sub(r300, r301, m.q);
    r293 = mod_add(r302, r303, m.q);
    r300 = mod_mul(r97, r158, m);
    r301 = mod_mul(r127, r188, m);
    r302 = mod_mul(r97, r188, m);
    r303 = mod_mul(r127, r158, m);
    r300 = mod_sub(r300, r301, m.q);
    r302 = mod_add(r302, r303, m.q);
    r292 = mod_add(r292, r300, m.q);
    r293 = mod_add(r293, r302, m.q);
    r300 = mod_mul(r98, r157, m);
    r301 = mod_mul(r128, r187, m);
    r302 = mod_mul(r98, r187, m);
    r303 = mod_mul(r128, r157, m);
    r300 = mod_sub(r300, r301, m.q);
    r302 = mod_add(r302, r303, m.q);
    r292 = mod_add(r292, r300, m.q);
    r293 = mod_add(r293, r302, m.q);
    r300 = mod_mul(r99, r156, m);
    r301 = mod_mul(r129, r186, m);
    r302 = mod_mul(r99, r186, m);
    r303 = mod_mul(r129, r156, m);
    r300 = mod_sub(r300, r301, m.q);
    r302 = mod_add(r302, r303, m.q);
    r292 = mod_add(r292, r300, m.q);
    r293 = mod_add(r293, r302, m.q);
    r300 = mod_mul(r97, r159, m);
    r301 = mod_mul(r127, r189, m);
    r302 = mod_mul(r97, r189, m);
    r303 = mod_mul(r127, r159, m);
    r294 = mod_sub(r300, r301, m.q);
    r295 = mod_add(r302, r303, m.q);
    r300 = mod_mul(r98, r158, m);
    r301 = mod_mul(r128, r188, m);
    r302 = mod_mul(r98, r188, m);
    r303 = mod_mul(r128, r158, m);
    r300 = mod_sub(r300, r301, m.q);
    r302 = mod_add(r302, r303, m.q);
    r294 = mod_add(r294, r300, m.q);
    r295 = mod_add(r295, r302, m.q);
    r300 = mod_mul(r99, r157, m);
    r301 = mod_mul(r129, r187, m);
    r302 = mod_mul(r99, r187, m);
    r303 = mod_mul(r129, r157, m);
    r300 = mod_sub(r300, r301, m.q);
    r302 = mod_add(r302, r303, m.q);
    r294 = mod_add(r294, r300, m.q);
    r295 = mod_add(r295, r302, m.q);
    r300 = mod_mul(r98, r159, m);
    r301 = mod_mul(r128, r189, m);
    r302 = mod_mul(r98, r189, m);
    r303 = mod_mul(r128, r159, m);
    r296 = mod_sub(r300, r301, m.q);
    r297 = mod_add(r302, r303, m.q);
    r300 = mod_mul(r99, r158, m);
    r301 = mod_mul(r129, r188, m);
    r302 = mod_mul(r99, r188, m);
    r303 = mod_mul(r129, r158, m);
    r300 = mod_sub(r300, r301, m.q);
    r302 = mod_add(r302, r303, m.q);
    r296 = mod_add(r296, r300, m.q);
    r297 = mod_add(r297, r302, m.q);
    r300 = mod_mul(r99, r159, m);
    r301 = mod_mul(r129, r189, m);
    r302 = mod_mul(r99, r189, m);
    r303 = mod_mul(r129, r159, m);
    r298 = mod_sub(r300, r301, m.q);
    r299 = mod_add(r302, r303, m.q);
    gmul_tw(r294, r295, r64, r65, true, r66, r67, true, m);
    r286 = mod_add(r286, r294, m.q);
    r287 = mod_add(r287, r295, m.q);
    gmul_tw(r296, r297, r64, r65, true, r66, r67, true, m);
    r288 = mod_add(r288, r296, m.q);
    r289 = mod_add(r289, r297, m.q);
    gmul_tw(r298, r299, r64, r65, true, r66, r67, true, m);
    r290 = mod_add(r290, r298, m.q);
    r291 = mod_add(r291, r299, m.q);
    r318 = mod_mul(r100, r160, m);
    r319 = mod_mul(r130, r190, m);
    r320 = mod_mul(r100, r190, m);
    r321 = mod_mul(r130, r160, m);
    r304 = mod_sub(r318, r319, m.q);
    r305 = mod_add(r320, r321, m.q);
    r318 = mod_mul(r100, r161, m);
    r319 = mod_mul(r130, r191, m);
    r320 = mod_mul(r100, r191, m);
    r321 = mod_mul(r130, r161, m);
    r306 = mod_sub(r318, r319, m.q);
    r307 = mod_add(r320, r321, m.q);
    r318 = mod_mul(r101, r160, m);
    r319 = mod_mul(r131, r190, m);
    r320 = mod_mul(r101, r190, m);
    r321 = mod_mul(r131, r160, m);
    r318 = mod_sub(r318, r319, m.q);
    r320 = mod_add(r320, r321, m.q);
    r306 = mod_add(r306, r318, m.q);
    r307 = mod_add(r307, r320, m.q);
    r318 = mod_mul(r100, r162, m);
    r319 = mod_mul(r130, r192, m);
    r320 = mod_mul(r100, r192, m);
    r321 = mod_mul(r130, r162, m);
    r308 = mod_sub(r318, r319, m.q);
    r309 = mod_add(r320, r321, m.q);
    r318 = mod_mul(r101, r161, m);
    r319 = mod_mul(r131, r191, m);
    r320 = mod_mul(r101, r191, m);
    r321 = mod_mul(r131, r161, m);
    r318 = mod_sub(r318, r319, m.q);
    r320 = mod_add(r320, r321, m.q);
    r308 = mod_add(r308, r318, m.q);
    r309 = mod_add(r309, r320, m.q);
    r318 = mod_mul(r102, r160, m);
    r319 = mod_mul(r132, r190, m);
    r320 = mod_mul(r102, r190, m);
    r321 = mod_mul(r132, r160, m);
    r318 = mod_sub(r318, r319, m.q);
    r320 = mod_add(r320, r321, m.q);
    r308 = mod_add(r308, r318, m.q);
    r309 = mod_add(r309, r320, m.q);
    r318 = mod_mul(r100, r163, m);
    r319 = mod_mul(r130, r193, m);
    r320 = mod_mul(r100, r193, m);
    r321 = mod_mul(r130, r163, m);
    r310 = mod_sub(r318, r319, m.q);
    r311 = mod_add(r320, r321, m.q);
    r318 = mod_mul(r101, r162, m);
    r319 = mod_mul(r131, r192, m);
    r320 = mod_mul(r101, r192, m);
    r321 = mod_mul(r131, r162, m);
    r318 = mod_sub(r318, r319, m.q);
    r320 = mod_add(r320, r321, m.q);
    r310 = mod_add(r310, r318, m.q);
    r311 = mod_add(r311, r320, m.q);
    r318 = mod_mul(r102, r161, m);
    r319 = mod_mul(r132, r191, m);
    r320 = mod_mul(r102, r191, m);
    r321 = mod_mul(r132, r161, m);
    r318 = mod_sub(r318, r319, m.q);
    r320 = mod_add(r320, r321, m.q);
    r310 = mod_add(r310, r318, m.q);
    r311 = mod_add(r311, r320, m.q);
    r318 = mod_mul(r103, r160, m);
    r319 = mod_mul(r133, r190, m);
    r320 = mod_mul(r103, r190, m);
    r321 = mod_mul(r133, r160, m);
    r318 = mod_sub(r318, r319, m.q);
    r320 = mod_add(r320, r321, m.q);
    r310 = mod_add(r310, r318, m.q);
    r311 = mod_add(r311, r320, m.q);
    r318 = mod_mul(r101, r163, m);
    r319 = mod_mul(r131, r193, m);
    r320 = mod_mul(r101, r193, m);
    r321 = mod_mul(r131, r163, m);
    r312 = mod_sub(r318, r319, m.q);
    r313 = mod_add(r320, r321, m.q);
    r318 = mod_mul(r102, r162, m);
    r319 = mod_mul(r132, r192, m);
    r320 = mod_mul(r102, r192, m);
    r321 = mod_mul(r132, r162, m);
    r318 = mod_sub(r318, r319, m.q);
    r320 = mod_add(r320, r321, m.q);
    r312 = mod_add(r312, r318, m.q);
    r313 = mod_add(r313, r320, m.q);
    r318 = mod_mul(r103, r161, m);
    r319 = mod_mul(r133, r191, m);
    r320 = mod_mul(r103, r191, m);
    r321 = mod_mul(r133, r161, m);
    r318 = mod_sub(r318, r319, m.q);
    r320 = mod_add(r320, r321, m.q);
    r312 = mod_add(r312, r318, m.q);
    r313 = mod_add(r313, r320, m.q);
    r318 = mod_mul(r102, r163, m);
    r319 = mod_mul(r132, r193, m);
    r320 = mod_mul(r102, r193, m);
    r321 = mod_mul(r132, r163, m);
    r314 = mod_sub(r318, r319, m.q);
    r315 = mod_add(r320, r321, m.q);
    r318 = mod_mul(r103, r162, m);
    r319 = mod_mul(r133, r192, m);
    r320 = mod_mul(r103, r192, m);
    r321 = mod_mul(r133, r162, m);
    r318 = mod_sub(r318, r319, m.q);
    r320 = mod_add(r320, r321, m.q);
    r314 = mod_add(r314, r318, m.q);
    r315 = mod_add(r315, r320, m.q);
    r318 = mod_mul(r103, r163, m);
    r319 = mod_mul(r133, r193, m);
    r320 = mod_mul(r103, r193, m);
    r321 = mod_mul(r133, r163, m);
    r316 = mod_sub(r318, r319, m.q);
    r317 = mod_add(r320, r321, m.q);
    gmul_tw(r312, r313, r64, r65, true, r66, r67, true, m);
    r304 = mod_add(r304, r312, m.q);
    r305 = mod_add(r305, r313, m.q);
    gmul_tw(r314, r315, r64, r65, true, r66, r67, true, m);
    r306 = mod_add(r306, r314, m.q);
    r307 = mod_add(r307, r315, m.q);
    gmul_tw(r316, r317, r64, r65, true, r66, r67, true, m);
    r308 = mod_add(r308, r316, m.q);
    r309 = mod_add(r309, r317, m.q);
    r322 = 0ull;
    r323 = 0ull;
    r324 = 0ull;
    r325 = 0ull;
    r326 = 0ull;
    r327 = 0ull;
    r328 = 0ull;
    r329 = 0ull;
    r330 = 0ull;
    r331 = 0ull;
    r332 = 0ull;
    r333 = 0ull;
    r334 = 0ull;
    r335 = 0ull;
    r336 = 0ull;
    r337 = 0ull;
    r338 = 0ull;
    r339 = 0ull;
    r340 = 0ull;
    r341 = 0ull;
    r342 = r196;
    r343 = r214;
    r344 = r232;
    r345 = r250;
    r346 = r268;
    r347 = r286;
    r348 = r304;
    r343 = mod_add(r343, r346, m.q);
    r347 = mod_sub(r347, r346, m.q);
    r345 = mod_sub(r345, r344, m.q);
    r345 = mod_half(r345, m.q);
    r346 = mod_sub(r346, r342, m.q);
    r349 = r348;
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r346 = mod_sub(r346, r349, m.q);
    r346 = mod_add(r346, r346, m.q);
    r346 = mod_add(r346, r347, m.q);
    r344 = mod_add(r344, r345, m.q);
    r343 = mod_sub(r343, r344, m.q);
    r349 = r344;
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r343 = mod_sub(r343, r349, m.q);
    r344 = mod_sub(r344, r342, m.q);
    r344 = mod_sub(r344, r348, m.q);
    r349 = r344;
    r349 = mod_mul_tw(r349, r68, r69, m);
    r343 = mod_add(r343, r349, m.q);
    r349 = r344;
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r346 = mod_sub(r346, r349, m.q);
    r346 = mod_mul_tw(r346, r72, r73, m);
    r347 = mod_add(r347, r343, m.q);
    r349 = r345;
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r349 = mod_add(r349, r349, m.q);
    r343 = mod_add(r343, r349, m.q);
    r343 = mod_mul_tw(r343, r70, r71, m);
    r345 = mod_add(r345, r343, m.q);
    r345 = mod_sub(r341, r345, m.q);
    r347 = mod_mul_tw(r347, r74, r75, m);
    r349 = r343;
    r349 = mod_half(r349, m.q);
    r347 = mod_sub(r349, r347, m.q);
    r344 = mod_sub(r344, r346, m.q);
    r343 = mod_sub(r343, r347, m.q);
    r322 = mod_add(r322, r348, m.q);
    r323 = mod_add(r323, r347, m.q);
    r324 = mod_add(r324, r346, m.q);
    r325 = mod_add(r325, r345, m.q);
    r326 = mod_add(r326, r344, m.q);
    r327 = mod_add(r327, r343, m.q);
    r328 = mod_add(r328, r342, m.q);
    r350 = r198;
    r351 = r216;
    r352 = r234;
    r353 = r252;
    r354 = r270;
    r355 = r288;
    r356 = r306;
    r351 = mod_add(r351, r354, m.q);
    r355 = mod_sub(r355, r354, m.q);
    r353 = mod_sub(r353, r352, m.q);
    r353 = mod_half(r353, m.q);
    r354 = mod_sub(r354, r350, m.q);
    r357 = r356;
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r354 = mod_sub(r354, r357, m.q);
    r354 = mod_add(r354, r354, m.q);
    r354 = mod_add(r354, r355, m.q);
    r352 = mod_add(r352, r353, m.q);
    r351 = mod_sub(r351, r352, m.q);
    r357 = r352;
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r351 = mod_sub(r351, r357, m.q);
    r352 = mod_sub(r352, r350, m.q);
    r352 = mod_sub(r352, r356, m.q);
    r357 = r352;
    r357 = mod_mul_tw(r357, r68, r69, m);
    r351 = mod_add(r351, r357, m.q);
    r357 = r352;
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r354 = mod_sub(r354, r357, m.q);
    r354 = mod_mul_tw(r354, r72, r73, m);
    r355 = mod_add(r355, r351, m.q);
    r357 = r353;
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r357 = mod_add(r357, r357, m.q);
    r351 = mod_add(r351, r357, m.q);
    r351 = mod_mul_tw(r351, r70, r71, m);
    r353 = mod_add(r353, r351, m.q);
    r353 = mod_sub(r341, r353, m.q);
    r355 = mod_mul_tw(r355, r74, r75, m);
    r357 = r351;
    r357 = mod_half(r357, m.q);
    r355 = mod_sub(r357, r355, m.q);
    r352 = mod_sub(r352, r354, m.q);
    r351 = mod_sub(r351, r355, m.q);
    r326 = mod_add(r326, r356, m.q);
    r327 = mod_add(r327, r355, m.q);
    r328 = mod_add(r328, r354, m.q);
    r329 = mod_add(r329, r353, m.q);
    r330 = mod_add(r330, r352, m.q);
    r331 = mod_add(r331, r351, m.q);
    r332 = mod_add(r332, r350, m.q);
    r358 = r200;
    r359 = r218;
    r360 = r236;
    r361 = r254;
    r362 = r272;
    r363 = r290;
    r364 = r308;
    r359 = mod_add(r359, r362, m.q);
    r363 = mod_sub(r363, r362, m.q);
    r361 = mod_sub(r361, r360, m.q);
    r361 = mod_half(r361, m.q);
    r362 = mod_sub(r362, r358, m.q);
    r365 = r364;
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r362 = mod_sub(r362, r365, m.q);
    r362 = mod_add(r362, r362, m.q);
    r362 = mod_add(r362, r363, m.q);
    r360 = mod_add(r360, r361, m.q);
    r359 = mod_sub(r359, r360, m.q);
    r365 = r360;
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r359 = mod_sub(r359, r365, m.q);
    r360 = mod_sub(r360, r358, m.q);
    r360 = mod_sub(r360, r364, m.q);
    r365 = r360;
    r365 = mod_mul_tw(r365, r68, r69, m);
    r359 = mod_add(r359, r365, m.q);
    r365 = r360;
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r362 = mod_sub(r362, r365, m.q);
    r362 = mod_mul_tw(r362, r72, r73, m);
    r363 = mod_add(r363, r359, m.q);
    r365 = r361;
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r365 = mod_add(r365, r365, m.q);
    r359 = mod_add(r359, r365, m.q);
    r359 = mod_mul_tw(r359, r70, r71, m);
    r361 = mod_add(r361, r359, m.q);
    r361 = mod_sub(r341, r361, m.q);
    r363 = mod_mul_tw(r363, r74, r75, m);
    r365 = r359;
    r365 = mod_half(r365, m.q);
    r363 = mod_sub(r365, r363, m.q);
    r360 = mod_sub(r360, r362, m.q);
    r359 = mod_sub(r359, r363, m.q);
    r330 = mod_add(r330, r364, m.q);
    r331 = mod_add(r331, r363, m.q);
    r332 = mod_add(r332, r362, m.q);
    r333 = mod_add(r333, r361, m.q);
    r334 = mod_add(r334, r360, m.q);
    r335 = mod_add(r335, r359, m.q);
    r336 = mod_add(r336, r358, m.q);
    r366 = r202;
    r367 = r220;
    r368 = r238;
    r369 = r256;
    r370 = r274;
    r371 = r292;
    r372 = r310;
    r367 = mod_add(r367, r370, m.q);
    r371 = mod_sub(r371, r370, m.q);
    r369 = mod_sub(r369, r368, m.q);
    r369 = mod_half(r369, m.q);
    r370 = mod_sub(r370, r366, m.q);
    r373 = r372;
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r370 = mod_sub(r370, r373, m.q);
    r370 = mod_add(r370, r370, m.q);
    r370 = mod_add(r370, r371, m.q);
    r368 = mod_add(r368, r369, m.q);
    r367 = mod_sub(r367, r368, m.q);
    r373 = r368;
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r367 = mod_sub(r367, r373, m.q);
    r368 = mod_sub(r368, r366, m.q);
    r368 = mod_sub(r368, r372, m.q);
    r373 = r368;
    r373 = mod_mul_tw(r373, r68, r69, m);
    r367 = mod_add(r367, r373, m.q);
    r373 = r368;
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r370 = mod_sub(r370, r373, m.q);
    r370 = mod_mul_tw(r370, r72, r73, m);
    r371 = mod_add(r371, r367, m.q);
    r373 = r369;
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r373 = mod_add(r373, r373, m.q);
    r367 = mod_add(r367, r373, m.q);
    r367 = mod_mul_tw(r367, r70, r71, m);
    r369 = mod_add(r369, r367, m.q);
    r369 = mod_sub(r341, r369, m.q);
    r371 = mod_mul_tw(r371, r74, r75, m);
    r373 = r367;
    r373 = mod_half(r373, m.q);
    r371 = mod_sub(r373, r371, m.q);
    r368 = mod_sub(r368, r370, m.q);
    r367 = mod_sub(r367, r371, m.q);
    r334 = mod_add(r334, r372, m.q);
    r335 = mod_add(r335, r371, m.q);
    r336 = mod_add(r336, r370, m.q);
    r337 = mod_add(r337, r369, m.q);
    r338 = mod_add(r338, r368, m.q);
    r339 = mod_add(r339, r367, m.q);
    r340 = mod_add(r340, r366, m.q);
    r374 = 0ull;
    r375 = 0ull;
    r376 = 0ull;
    r377 = 0ull;
    r378 = 0ull;
    r379 = 0ull;
    r380 = 0ull;
    r381 = 0ull;
    r382 = 0ull;
    r383 = 0ull;
    r384 = 0ull;
    r385 = 0ull;
    r386 = 0ull;
    r387 = 0ull;
    r388 = 0ull;
    r389 = 0ull;
    r390 = 0ull;
    r391 = 0ull;
    r392 = 0ull;
    r393 = 0ull;
    r394 = r197;
    r395 = r215;
    r396 = r233;
    r397 = r251;
    r398 = r269;
    r399 = r287;
    r400 = r305;
    r395 = mod_add(r395, r398, m.q);
    r399 = mod_sub(r399, r398, m.q);
    r397 = mod_sub(r397, r396, m.q);
    r397 = mod_half(r397, m.q);
    r398 = mod_sub(r398, r394, m.q);
    r401 = r400;
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r398 = mod_sub(r398, r401, m.q);
    r398 = mod_add(r398, r398, m.q);
    r398 = mod_add(r398, r399, m.q);
    r396 = mod_add(r396, r397, m.q);
    r395 = mod_sub(r395, r396, m.q);
    r401 = r396;
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r395 = mod_sub(r395, r401, m.q);
    r396 = mod_sub(r396, r394, m.q);
    r396 = mod_sub(r396, r400, m.q);
    r401 = r396;
    r401 = mod_mul_tw(r401, r68, r69, m);
    r395 = mod_add(r395, r401, m.q);
    r401 = r396;
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r398 = mod_sub(r398, r401, m.q);
    r398 = mod_mul_tw(r398, r72, r73, m);
    r399 = mod_add(r399, r395, m.q);
    r401 = r397;
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r401 = mod_add(r401, r401, m.q);
    r395 = mod_add(r395, r401, m.q);
    r395 = mod_mul_tw(r395, r70, r71, m);
    r397 = mod_add(r397, r395, m.q);
    r397 = mod_sub(r393, r397, m.q);
    r399 = mod_mul_tw(r399, r74, r75, m);
    r401 = r395;
    r401 = mod_half(r401, m.q);
    r399 = mod_sub(r401, r399, m.q);
    r396 = mod_sub(r396, r398, m.q);
    r395 = mod_sub(r395, r399, m.q);
    r374 = mod_add(r374, r400, m.q);
    r375 = mod_add(r375, r399, m.q);
    r376 = mod_add(r376, r398, m.q);
    r377 = mod_add(r377, r397, m.q);
    r378 = mod_add(r378, r396, m.q);
    r379 = mod_add(r379, r395, m.q);
    r380 = mod_add(r380, r394, m.q);
    r402 = r199;
    r403 = r217;
    r404 = r235;
    r405 = r253;
    r406 = r271;
    r407 = r289;
    r408 = r307;
    r403 = mod_add(r403, r406, m.q);
    r407 = mod_sub(r407, r406, m.q);
    r405 = mod_sub(r405, r404, m.q);
    r405 = mod_half(r405, m.q);
    r406 = mod_sub(r406, r402, m.q);
    r409 = r408;
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r406 = mod_sub(r406, r409, m.q);
    r406 = mod_add(r406, r406, m.q);
    r406 = mod_add(r406, r407, m.q);
    r404 = mod_add(r404, r405, m.q);
    r403 = mod_sub(r403, r404, m.q);
    r409 = r404;
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r403 = mod_sub(r403, r409, m.q);
    r404 = mod_sub(r404, r402, m.q);
    r404 = mod_sub(r404, r408, m.q);
    r409 = r404;
    r409 = mod_mul_tw(r409, r68, r69, m);
    r403 = mod_add(r403, r409, m.q);
    r409 = r404;
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r406 = mod_sub(r406, r409, m.q);
    r406 = mod_mul_tw(r406, r72, r73, m);
    r407 = mod_add(r407, r403, m.q);
    r409 = r405;
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r409 = mod_add(r409, r409, m.q);
    r403 = mod_add(r403, r409, m.q);
    r403 = mod_mul_tw(r403, r70, r71, m);
    r405 = mod_add(r405, r403, m.q);
    r405 = mod_sub(r393, r405, m.q);
    r407 = mod_mul_tw(r407, r74, r75, m);
    r409 = r403;
    r409 = mod_half(r409, m.q);
    r407 = mod_sub(r409, r407, m.q);
    r404 = mod_sub(r404, r406, m.q);
    r403 = mod_sub(r403, r407, m.q);
    r378 = mod_add(r378, r408, m.q);
    r379 = mod_add(r379, r407, m.q);
    r380 = mod_add(r380, r406, m.q);
    r381 = mod_add(r381, r405, m.q);
    r382 = mod_add(r382, r404, m.q);
    r383 = mod_add(r383, r403, m.q);
    r384 = mod_add(r384, r402, m.q);
    r410 = r201;
    r411 = r219;
    r412 = r237;
    r413 = r255;
    r414 = r273;
    r415 = r291;
    r416 = r309;
    r411 = mod_add(r411, r414, m.q);
    r415 = mod_sub(r415, r414, m.q);
    r413 = mod_sub(r413, r412, m.q);
    r413 = mod_half(r413, m.q);
    r414 = mod_sub(r414, r410, m.q);
    r417 = r416;
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r414 = mod_sub(r414, r417, m.q);
    r414 = mod_add(r414, r414, m.q);
    r414 = mod_add(r414, r415, m.q);
    r412 = mod_add(r412, r413, m.q);
    r411 = mod_sub(r411, r412, m.q);
    r417 = r412;
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r411 = mod_sub(r411, r417, m.q);
    r412 = mod_sub(r412, r410, m.q);
    r412 = mod_sub(r412, r416, m.q);
    r417 = r412;
    r417 = mod_mul_tw(r417, r68, r69, m);
    r411 = mod_add(r411, r417, m.q);
    r417 = r412;
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r414 = mod_sub(r414, r417, m.q);
    r414 = mod_mul_tw(r414, r72, r73, m);
    r415 = mod_add(r415, r411, m.q);
    r417 = r413;
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r417 = mod_add(r417, r417, m.q);
    r411 = mod_add(r411, r417, m.q);
    r411 = mod_mul_tw(r411, r70, r71, m);
    r413 = mod_add(r413, r411, m.q);
    r413 = mod_sub(r393, r413, m.q);
    r415 = mod_mul_tw(r415, r74, r75, m);
    r417 = r411;
    r417 = mod_half(r417, m.q);
    r415 = mod_sub(r417, r415, m.q);
    r412 = mod_sub(r412, r414, m.q);
    r411 = mod_sub(r411, r415, m.q);
    r382 = mod_add(r382, r416, m.q);
    r383 = mod_add(r383, r415, m.q);
    r384 = mod_add(r384, r414, m.q);
    r385 = mod_add(r385, r413, m.q);
    r386 = mod_add(r386, r412, m.q);
    r387 = mod_add(r387, r411, m.q);
    r388 = mod_add(r388, r410, m.q);
    r418 = r203;
    r419 = r221;
    r420 = r239;
    r421 = r257;
    r422 = r275;
    r423 = r293;
    r424 = r311;
    r419 = mod_add(r419, r422, m.q);
    r423 = mod_sub(r423, r422, m.q);
    r421 = mod_sub(r421, r420, m.q);
    r421 = mod_half(r421, m.q);
    r422 = mod_sub(r422, r418, m.q);
    r425 = r424;
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r422 = mod_sub(r422, r425, m.q);
    r422 = mod_add(r422, r422, m.q);
    r422 = mod_add(r422, r423, m.q);
    r420 = mod_add(r420, r421, m.q);
    r419 = mod_sub(r419, r420, m.q);
    r425 = r420;
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r419 = mod_sub(r419, r425, m.q);
    r420 = mod_sub(r420, r418, m.q);
    r420 = mod_sub(r420, r424, m.q);
    r425 = r420;
    r425 = mod_mul_tw(r425, r68, r69, m);
    r419 = mod_add(r419, r425, m.q);
    r425 = r420;
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r422 = mod_sub(r422, r425, m.q);
    r422 = mod_mul_tw(r422, r72, r73, m);
    r423 = mod_add(r423, r419, m.q);
    r425 = r421;
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r425 = mod_add(r425, r425, m.q);
    r419 = mod_add(r419, r425, m.q);
    r419 = mod_mul_tw(r419, r70, r71, m);
    r421 = mod_add(r421, r419, m.q);
    r421 = mod_sub(r393, r421, m.q);
    r423 = mod_mul_tw(r423, r74, r75, m);
    r425 = r419;
    r425 = mod_half(r425, m.q);
    r423 = mod_sub(r425, r423, m.q);
    r420 = mod_sub(r420, r422, m.q);
    r419 = mod_sub(r419, r423, m.q);
    r386 = mod_add(r386, r424, m.q);
    r387 = mod_add(r387, r423, m.q);
    r388 = mod_add(r388, r422, m.q);
    r389 = mod_add(r389, r421, m.q);
    r390 = mod_add(r390, r420, m.q);
    r391 = mod_add(r391, r419, m.q);
    r392 = mod_add(r392, r418, m.q);
    gmul_tw(r338, r390, r64, r65, true, r66, r67, true, m);
    r322 = mod_add(r322, r338, m.q);
    r374 = mod_add(r374, r390, m.q);
    gmul_tw(r339, r391, r64, r65, true, r66, r67, true, m);
    r323 = mod_add(r323, r339, m.q);
    r375 = mod_add(r375, r391, m.q);
    gmul_tw(r340, r392, r64, r65, true, r66, r67, true, m);
    r324 = mod_add(r324, r340, m.q);
    r376 = mod_add(r376, r392, m.q);
    x[poly + (size_t)(threadIdx.x << 4)] = r322;
    x[poly + (size_t)(threadIdx.x << 4) + 2048] = r374;
    x[poly + (size_t)(threadIdx.x << 4) + 1] = r323;
    x[poly + (size_t)(threadIdx.x << 4) + 2049] = r375;
    x[poly + (size_t)(threadIdx.x << 4) + 2] = r324;
    x[poly + (size_t)(threadIdx.x << 4) + 2050] = r376;
    x[poly + (size_t)(threadIdx.x << 4) + 3] = r325;
    x[poly + (size_t)(threadIdx.x << 4) + 2051] = r377;
    x[poly + (size_t)(threadIdx.x << 4) + 4] = r326;
    x[poly + (size_t)(threadIdx.x << 4) + 2052] = r378;
    x[poly + (size_t)(threadIdx.x << 4) + 5] = r327;
    x[poly + (size_t)(threadIdx.x << 4) + 2053] = r379;
    x[poly + (size_t)(threadIdx.x << 4) + 6] = r328;
    x[poly + (size_t)(threadIdx.x << 4) + 2054] = r380;
    x[poly + (size_t)(threadIdx.x << 4) + 7] = r329;
    x[poly + (size_t)(threadIdx.x << 4) + 2055] = r381;
    x[poly + (size_t)(threadIdx.x << 4) + 8] = r330;
    x[poly + (size_t)(threadIdx.x << 4) + 2056] = r382;
    x[poly + (size_t)(threadIdx.x << 4) + 9] = r331;
    x[poly + (size_t)(threadIdx.x << 4) + 2057] = r383;
    x[poly + (size_t)(threadIdx.x << 4) + 10] = r332;
    x[poly + (size_t)(threadIdx.x << 4) + 2058] = r384;
    x[poly + (size_t)(threadIdx.x << 4) + 11] = r333;
    x[poly + (size_t)(threadIdx.x << 4) + 2059] = r385;
    x[poly + (size_t)(threadIdx.x << 4) + 12] = r334;
    x[poly + (size_t)(threadIdx.x << 4) + 2060] = r386;
    x[poly + (size_t)(threadIdx.x << 4) + 13] = r335;
    x[poly + (size_t)(threadIdx.x << 4) + 2061] = r387;
    x[poly + (size_t)(threadIdx.x << 4) + 14] = r336;
    x[poly + (size_t)(threadIdx.x << 4) + 2062] = r388;
    x[poly + (size_t)(threadIdx.x << 4) + 15] = r337;
    x[poly + (size_t)(threadIdx.x << 4) + 2063] = r389;
}

extern "C" __global__ void __launch_bounds__(4) dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_inv1(
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
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r1 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2048];
    r2 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 16];
    r3 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2064];
    r4 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 32];
    r5 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2080];
    r6 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 48];
    r7 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2096];
    r8 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 64];
    r9 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2112];
    r10 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 80];
    r11 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2128];
    r12 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 96];
    r13 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2144];
    r14 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 112];
    r15 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2160];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 128]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 128]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 130]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 130]); r21 = v.x; r23 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 132]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 132]); r25 = v.x; r27 = v.y; }
    gbfly_gs(r8, r9, r10, r11, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 134]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 2) << 1) + 134]); r29 = v.x; r31 = v.y; }
    gbfly_gs(r12, r13, r14, r15, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 1) << 1) + 64]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 1) << 1) + 64]); r33 = v.x; r35 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r32, r33, true, r34, r35, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r32, r33, true, r34, r35, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 1) << 1) + 66]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 1) << 1) + 66]); r37 = v.x; r39 = v.y; }
    gbfly_gs(r8, r9, r12, r13, r36, r37, true, r38, r39, true, false, m);
    gbfly_gs(r10, r11, r14, r15, r36, r37, true, r38, r39, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 1) + 32]); r40 = v.x; r42 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 1) + 32]); r41 = v.x; r43 = v.y; }
    gbfly_gs(r0, r1, r8, r9, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r2, r3, r10, r11, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r4, r5, r12, r13, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r6, r7, r14, r15, r40, r41, true, r42, r43, true, false, m);
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r0;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2048] = r1;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 16] = r2;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2064] = r3;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 32] = r4;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2080] = r5;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 48] = r6;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2096] = r7;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 64] = r8;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2112] = r9;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 80] = r10;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2128] = r11;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 96] = r12;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2144] = r13;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 112] = r14;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 7) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 2160] = r15;
}

extern "C" __global__ void __launch_bounds__(8) dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_inv0(
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
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2176];
    r4 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 256];
    r5 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2304];
    r6 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 384];
    r7 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2432];
    r8 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 512];
    r9 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2560];
    r10 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 640];
    r11 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2688];
    r12 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 768];
    r13 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2816];
    r14 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 896];
    r15 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | (((threadIdx.y & 1u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2944];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 16]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 16]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 18]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 18]); r21 = v.x; r23 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 20]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 20]); r25 = v.x; r27 = v.y; }
    gbfly_gs(r8, r9, r10, r11, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 22]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y & 1u) << 2)) << 1) + 22]); r29 = v.x; r31 = v.y; }
    gbfly_gs(r12, r13, r14, r15, r28, r29, true, r30, r31, true, false, m);
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) >> 4)) + 68u] = r1;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r2;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 1u)) << 2) + threadIdx.x) >> 4)) + 68u] = r3;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r4;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 2u)) << 2) + threadIdx.x) >> 4)) + 72u] = r5;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r6;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 3u)) << 2) + threadIdx.x) >> 4)) + 76u] = r7;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) >> 4)) + 17u] = r8;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) >> 4)) + 85u] = r9;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u] = r10;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 5u)) << 2) + threadIdx.x) >> 4)) + 84u] = r11;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r12;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 6u)) << 2) + threadIdx.x) >> 4)) + 88u] = r13;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u] = r14;
    smem[(((((threadIdx.y & 1u) << 3) << 2) + threadIdx.x) + ((((16u + (((threadIdx.y & 1u) << 3) | 7u)) << 2) + threadIdx.x) >> 4)) + 92u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 68u];
    r2 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((16u + ((threadIdx.y & 1u) | 2u)) << 2) + threadIdx.x) >> 4)) + 72u];
    r4 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 85u];
    r6 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((16u + ((threadIdx.y & 1u) | 6u)) << 2) + threadIdx.x) >> 4)) + 88u];
    r8 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 34u];
    r9 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 102u];
    r10 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 10u) << 2) + threadIdx.x) >> 4)) + 40u];
    r11 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((16u + ((threadIdx.y & 1u) | 10u)) << 2) + threadIdx.x) >> 4)) + 104u];
    r12 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 51u];
    r13 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 119u];
    r14 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 14u) << 2) + threadIdx.x) >> 4)) + 56u];
    r15 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((16u + ((threadIdx.y & 1u) | 14u)) << 2) + threadIdx.x) >> 4)) + 120u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 8]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 8]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r16, r17, true, r18, r19, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 10]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 10]); r21 = v.x; r23 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r20, r21, true, r22, r23, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 12]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 12]); r25 = v.x; r27 = v.y; }
    gbfly_gs(r8, r9, r10, r11, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 14]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) << 1) + 14]); r29 = v.x; r31 = v.y; }
    gbfly_gs(r12, r13, r14, r15, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 1) << 1) + 4]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 1) << 1) + 4]); r33 = v.x; r35 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r32, r33, true, r34, r35, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r32, r33, true, r34, r35, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 1) << 1) + 6]); r36 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 1) << 1) + 6]); r37 = v.x; r39 = v.y; }
    gbfly_gs(r8, r9, r12, r13, r36, r37, true, r38, r39, true, false, m);
    gbfly_gs(r10, r11, r14, r15, r36, r37, true, r38, r39, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 7)) << 1) + 2]); r40 = v.x; r42 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((bx >> 5) | (threadIdx.x >> 7)) << 1) + 2]); r41 = v.x; r43 = v.y; }
    gbfly_gs(r0, r1, r8, r9, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r2, r3, r10, r11, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r4, r5, r12, r13, r40, r41, true, r42, r43, true, false, m);
    gbfly_gs(r6, r7, r14, r15, r40, r41, true, r42, r43, true, false, m);
    r44 = inv_len_v_t[0];
    r45 = inv_len_c_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1)]); r46 = v.x; r48 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1)]); r47 = v.x; r49 = v.y; }
    gmul_tw(r0, r1, r46, r47, true, r48, r49, true, m);
    r0 = mod_mul_tw(r0, r44, r45, m);
    r1 = mod_mul_tw(r1, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 512]); r50 = v.x; r52 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 512]); r51 = v.x; r53 = v.y; }
    gmul_tw(r2, r3, r50, r51, true, r52, r53, true, m);
    r2 = mod_mul_tw(r2, r44, r45, m);
    r3 = mod_mul_tw(r3, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 1024]); r54 = v.x; r56 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 1024]); r55 = v.x; r57 = v.y; }
    gmul_tw(r4, r5, r54, r55, true, r56, r57, true, m);
    r4 = mod_mul_tw(r4, r44, r45, m);
    r5 = mod_mul_tw(r5, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 1536]); r58 = v.x; r60 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 1536]); r59 = v.x; r61 = v.y; }
    gmul_tw(r6, r7, r58, r59, true, r60, r61, true, m);
    r6 = mod_mul_tw(r6, r44, r45, m);
    r7 = mod_mul_tw(r7, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 2048]); r62 = v.x; r64 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 2048]); r63 = v.x; r65 = v.y; }
    gmul_tw(r8, r9, r62, r63, true, r64, r65, true, m);
    r8 = mod_mul_tw(r8, r44, r45, m);
    r9 = mod_mul_tw(r9, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 2560]); r66 = v.x; r68 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 2560]); r67 = v.x; r69 = v.y; }
    gmul_tw(r10, r11, r66, r67, true, r68, r69, true, m);
    r10 = mod_mul_tw(r10, r44, r45, m);
    r11 = mod_mul_tw(r11, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 3072]); r70 = v.x; r72 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 3072]); r71 = v.x; r73 = v.y; }
    gmul_tw(r12, r13, r70, r71, true, r72, r73, true, m);
    r12 = mod_mul_tw(r12, r44, r45, m);
    r13 = mod_mul_tw(r13, r44, r45, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 3584]); r74 = v.x; r76 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) << 1) + 3584]); r75 = v.x; r77 = v.y; }
    gmul_tw(r14, r15, r74, r75, true, r76, r77, true, m);
    r14 = mod_mul_tw(r14, r44, r45, m);
    r15 = mod_mul_tw(r15, r44, r45, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2304] = r3;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 512] = r4;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 768] = r6;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2816] = r7;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 1024] = r8;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 3072] = r9;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 1280] = r10;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 3328] = r11;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 1536] = r12;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 3584] = r13;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 1792] = r14;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 11) | ((threadIdx.y & 1u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 3840] = r15;
}

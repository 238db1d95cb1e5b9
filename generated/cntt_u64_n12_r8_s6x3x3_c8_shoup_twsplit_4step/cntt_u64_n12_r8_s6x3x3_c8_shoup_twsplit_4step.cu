// nttgen: cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step (generated; do not edit)
// command: codegen emit --spec generated/specs/cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step.toml --out generated/cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step"
//   transform = "ntt-cyclic"
//   log_n = 12
//   word = "u64"
//   reduction = "shoup"
//   radix = 8
//   stage_split = [6, 3, 3]
//   cluster = 8
//   layout = "natural"
//   access = "classic"
//   twiddles = "split"
//   four_step = true
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1125899906826241]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd0: grid_x 8, block 8 x 8, shared 4352 B; mulmods 19456, addmods 24576, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 172032, shuffles 0
//   cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_twist: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 65536 (read 32768, write 32768), table bytes 65536, shuffles 0
//   cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd1: grid_x 64, block 8 x 1, shared 0 B; mulmods 9728, addmods 12288, butterflies 6144, global bytes 65536 (read 32768, write 32768), table bytes 86016, shuffles 0
//   cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd2: grid_x 64, block 1 x 8, shared 0 B; mulmods 9728, addmods 12288, butterflies 6144, global bytes 65536 (read 32768, write 32768), table bytes 86016, shuffles 0
//   cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_pw: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 0, shuffles 0
//   cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv2: grid_x 64, block 1 x 8, shared 0 B; mulmods 9728, addmods 12288, butterflies 6144, global bytes 65536 (read 32768, write 32768), table bytes 86016, shuffles 0
//   cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv1: grid_x 64, block 8 x 1, shared 0 B; mulmods 9728, addmods 12288, butterflies 6144, global bytes 65536 (read 32768, write 32768), table bytes 86016, shuffles 0
//   cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_untwist: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 65536 (read 32768, write 32768), table bytes 65536, shuffles 0
//   cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv0: grid_x 8, block 8 x 8, shared 4352 B; mulmods 23552, addmods 24576, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 180224, shuffles 0
//   cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_pwinv2: grid_x 64, block 1 x 8, shared 0 B; mulmods 13824, addmods 12288, butterflies 6144, global bytes 98304 (read 65536, write 32768), table bytes 86016, shuffles 0

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



extern "C" __global__ void __launch_bounds__(64) cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const word_t* __restrict__ split_hi_fwd_c,
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
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 32;
    const word_t* __restrict__ split_hi_fwd_c_t = split_hi_fwd_c + (size_t)tower * 32;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31, r32, r34, r35;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 512];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 1024];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 1536];
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 2048];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 2560];
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 3072];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 3584];
    r8 = split_lo_fwd_v_t[0];
    r10 = split_hi_fwd_v_t[0];
    r11 = split_hi_fwd_c_t[0];
    r8 = mod_mul_tw(r8, r10, r11, m);
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r12 = split_lo_fwd_v_t[0];
    r14 = split_hi_fwd_v_t[(size_t)((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1)) & 1u)) >> 31) << 4)];
    r15 = split_hi_fwd_c_t[(size_t)((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1)) & 1u)) >> 31) << 4)];
    r12 = mod_mul_tw(r12, r14, r15, m);
    bfly_ct(r0, r2, r12, 0, false, false, m);
    bfly_ct(r1, r3, r12, 0, false, false, m);
    r16 = split_lo_fwd_v_t[0];
    r18 = split_hi_fwd_v_t[(size_t)((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u)) & 1u)) >> 31) << 4)];
    r19 = split_hi_fwd_c_t[(size_t)((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u)) & 1u)) >> 31) << 4)];
    r16 = mod_mul_tw(r16, r18, r19, m);
    bfly_ct(r4, r6, r16, 0, false, false, m);
    bfly_ct(r5, r7, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[0];
    r22 = split_hi_fwd_v_t[(size_t)((__brev(((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2)) & 3u)) >> 30) << 3)];
    r23 = split_hi_fwd_c_t[(size_t)((__brev(((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2)) & 3u)) >> 30) << 3)];
    r20 = mod_mul_tw(r20, r22, r23, m);
    bfly_ct(r0, r1, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[0];
    r26 = split_hi_fwd_v_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u)) & 3u)) >> 30) << 3)];
    r27 = split_hi_fwd_c_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u)) & 3u)) >> 30) << 3)];
    r24 = mod_mul_tw(r24, r26, r27, m);
    bfly_ct(r2, r3, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[0];
    r30 = split_hi_fwd_v_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u)) & 3u)) >> 30) << 3)];
    r31 = split_hi_fwd_c_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u)) & 3u)) >> 30) << 3)];
    r28 = mod_mul_tw(r28, r30, r31, m);
    bfly_ct(r4, r5, r28, 0, false, false, m);
    r32 = split_lo_fwd_v_t[0];
    r34 = split_hi_fwd_v_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u)) & 3u)) >> 30) << 3)];
    r35 = split_hi_fwd_c_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u)) & 3u)) >> 30) << 3)];
    r32 = mod_mul_tw(r32, r34, r35, m);
    bfly_ct(r6, r7, r32, 0, false, false, m);
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 68u] = r1;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 136u] = r2;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 204u] = r3;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 272u] = r4;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 340u] = r5;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 408u] = r6;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 476u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 3) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 3) + threadIdx.x) >> 4)) + 24u];
    r4 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 4)) + 34u];
    r5 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 3) + threadIdx.x) >> 4)) + 40u];
    r6 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 4)) + 51u];
    r7 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 3) + threadIdx.x) >> 4)) + 56u];
    r8 = split_lo_fwd_v_t[0];
    r10 = split_hi_fwd_v_t[(size_t)((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u))) & 7u)) >> 29) << 2)];
    r11 = split_hi_fwd_c_t[(size_t)((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u))) & 7u)) >> 29) << 2)];
    r8 = mod_mul_tw(r8, r10, r11, m);
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r12 = split_lo_fwd_v_t[0];
    r14 = split_hi_fwd_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)];
    r15 = split_hi_fwd_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)];
    r12 = mod_mul_tw(r12, r14, r15, m);
    bfly_ct(r0, r2, r12, 0, false, false, m);
    bfly_ct(r1, r3, r12, 0, false, false, m);
    r16 = split_lo_fwd_v_t[0];
    r18 = split_hi_fwd_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)];
    r19 = split_hi_fwd_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)];
    r16 = mod_mul_tw(r16, r18, r19, m);
    bfly_ct(r4, r6, r16, 0, false, false, m);
    bfly_ct(r5, r7, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[0];
    r22 = split_hi_fwd_v_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2))) & 31u)) >> 27)];
    r23 = split_hi_fwd_c_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2))) & 31u)) >> 27)];
    r20 = mod_mul_tw(r20, r22, r23, m);
    bfly_ct(r0, r1, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[0];
    r26 = split_hi_fwd_v_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 1u))) & 31u)) >> 27)];
    r27 = split_hi_fwd_c_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 1u))) & 31u)) >> 27)];
    r24 = mod_mul_tw(r24, r26, r27, m);
    bfly_ct(r2, r3, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[0];
    r30 = split_hi_fwd_v_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 2u))) & 31u)) >> 27)];
    r31 = split_hi_fwd_c_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 2u))) & 31u)) >> 27)];
    r28 = mod_mul_tw(r28, r30, r31, m);
    bfly_ct(r4, r5, r28, 0, false, false, m);
    r32 = split_lo_fwd_v_t[0];
    r34 = split_hi_fwd_v_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 3u))) & 31u)) >> 27)];
    r35 = split_hi_fwd_c_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 3u))) & 31u)) >> 27)];
    r32 = mod_mul_tw(r32, r34, r35, m);
    bfly_ct(r6, r7, r32, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 192] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 256] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 320] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 384] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 448] = r7;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_twist(
    word_t* __restrict__ x,
    const word_t* __restrict__ fourstep_v,
    const word_t* __restrict__ fourstep_c,
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
    const word_t* __restrict__ fourstep_v_t = fourstep_v + (size_t)tower * 4096;
    const word_t* __restrict__ fourstep_c_t = fourstep_c + (size_t)tower * 4096;
    word_t r0, r1, r2;
    const unsigned bx = blockIdx.x;

    // phase 0: four-step twist
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = fourstep_v_t[(size_t)((bx << 7) + threadIdx.x)];
    r2 = fourstep_c_t[(size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul_tw(r0, r1, r2, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(8) cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd1(
    word_t* __restrict__ x,
    const word_t* __restrict__ sub_split_lo_fwd_v,
    const word_t* __restrict__ sub_split_hi_fwd_v,
    const word_t* __restrict__ sub_split_hi_fwd_c,
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
    const word_t* __restrict__ sub_split_lo_fwd_v_t = sub_split_lo_fwd_v + (size_t)tower * 8;
    const word_t* __restrict__ sub_split_hi_fwd_v_t = sub_split_hi_fwd_v + (size_t)tower * 4;
    const word_t* __restrict__ sub_split_hi_fwd_c_t = sub_split_hi_fwd_c + (size_t)tower * 4;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31, r32, r34, r35;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u))];
    r1 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 8];
    r2 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 16];
    r3 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 24];
    r4 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 32];
    r5 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 40];
    r6 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 48];
    r7 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 56];
    r8 = sub_split_lo_fwd_v_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&sub_split_hi_fwd_v_t[0]); r10 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&sub_split_hi_fwd_c_t[0]); r11 = v.x; r31 = v.y; }
    r8 = mod_mul_tw(r8, r10, r11, m);
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r12 = sub_split_lo_fwd_v_t[0];
    r14 = sub_split_hi_fwd_v_t[0];
    r15 = sub_split_hi_fwd_c_t[0];
    r12 = mod_mul_tw(r12, r14, r15, m);
    bfly_ct(r0, r2, r12, 0, false, false, m);
    bfly_ct(r1, r3, r12, 0, false, false, m);
    r16 = sub_split_lo_fwd_v_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&sub_split_hi_fwd_v_t[2]); r18 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&sub_split_hi_fwd_c_t[2]); r19 = v.x; r35 = v.y; }
    r16 = mod_mul_tw(r16, r18, r19, m);
    bfly_ct(r4, r6, r16, 0, false, false, m);
    bfly_ct(r5, r7, r16, 0, false, false, m);
    r20 = sub_split_lo_fwd_v_t[0];
    r22 = sub_split_hi_fwd_v_t[0];
    r23 = sub_split_hi_fwd_c_t[0];
    r20 = mod_mul_tw(r20, r22, r23, m);
    bfly_ct(r0, r1, r20, 0, false, false, m);
    r24 = sub_split_lo_fwd_v_t[0];
    r26 = sub_split_hi_fwd_v_t[2];
    r27 = sub_split_hi_fwd_c_t[2];
    r24 = mod_mul_tw(r24, r26, r27, m);
    bfly_ct(r2, r3, r24, 0, false, false, m);
    r28 = sub_split_lo_fwd_v_t[0];
    r28 = mod_mul_tw(r28, r30, r31, m);
    bfly_ct(r4, r5, r28, 0, false, false, m);
    r32 = sub_split_lo_fwd_v_t[0];
    r32 = mod_mul_tw(r32, r34, r35, m);
    bfly_ct(r6, r7, r32, 0, false, false, m);
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u))] = r0;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 8] = r1;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 16] = r2;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 24] = r3;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 32] = r4;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 40] = r5;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 48] = r6;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 56] = r7;
}

extern "C" __global__ void __launch_bounds__(8) cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd2(
    word_t* __restrict__ x,
    const word_t* __restrict__ sub_split_lo_fwd_v,
    const word_t* __restrict__ sub_split_hi_fwd_v,
    const word_t* __restrict__ sub_split_hi_fwd_c,
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
    const word_t* __restrict__ sub_split_lo_fwd_v_t = sub_split_lo_fwd_v + (size_t)tower * 8;
    const word_t* __restrict__ sub_split_hi_fwd_v_t = sub_split_hi_fwd_v + (size_t)tower * 4;
    const word_t* __restrict__ sub_split_hi_fwd_c_t = sub_split_hi_fwd_c + (size_t)tower * 4;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31, r32, r34, r35;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 2: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3)]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 6]); r6 = v.x; r7 = v.y; }
    r8 = sub_split_lo_fwd_v_t[(size_t)(((__brev(((8u + (threadIdx.y & 7u)) & 7u)) >> 29) & 1u) << 2)];
    r10 = sub_split_hi_fwd_v_t[(size_t)((__brev(((8u + (threadIdx.y & 7u)) & 7u)) >> 29) >> 1)];
    r11 = sub_split_hi_fwd_c_t[(size_t)((__brev(((8u + (threadIdx.y & 7u)) & 7u)) >> 29) >> 1)];
    r8 = mod_mul_tw(r8, r10, r11, m);
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r12 = sub_split_lo_fwd_v_t[(size_t)(((__brev(((16u + ((threadIdx.y & 7u) << 1)) & 15u)) >> 28) & 3u) << 1)];
    r14 = sub_split_hi_fwd_v_t[(size_t)((__brev(((16u + ((threadIdx.y & 7u) << 1)) & 15u)) >> 28) >> 2)];
    r15 = sub_split_hi_fwd_c_t[(size_t)((__brev(((16u + ((threadIdx.y & 7u) << 1)) & 15u)) >> 28) >> 2)];
    r12 = mod_mul_tw(r12, r14, r15, m);
    bfly_ct(r0, r2, r12, 0, false, false, m);
    bfly_ct(r1, r3, r12, 0, false, false, m);
    r16 = sub_split_lo_fwd_v_t[(size_t)(((__brev(((16u + (((threadIdx.y & 7u) << 1) | 1u)) & 15u)) >> 28) & 3u) << 1)];
    r18 = sub_split_hi_fwd_v_t[(size_t)((__brev(((16u + (((threadIdx.y & 7u) << 1) | 1u)) & 15u)) >> 28) >> 2)];
    r19 = sub_split_hi_fwd_c_t[(size_t)((__brev(((16u + (((threadIdx.y & 7u) << 1) | 1u)) & 15u)) >> 28) >> 2)];
    r16 = mod_mul_tw(r16, r18, r19, m);
    bfly_ct(r4, r6, r16, 0, false, false, m);
    bfly_ct(r5, r7, r16, 0, false, false, m);
    r20 = sub_split_lo_fwd_v_t[(size_t)((__brev(((32u + ((threadIdx.y & 7u) << 2)) & 31u)) >> 27) & 7u)];
    r22 = sub_split_hi_fwd_v_t[(size_t)((__brev(((32u + ((threadIdx.y & 7u) << 2)) & 31u)) >> 27) >> 3)];
    r23 = sub_split_hi_fwd_c_t[(size_t)((__brev(((32u + ((threadIdx.y & 7u) << 2)) & 31u)) >> 27) >> 3)];
    r20 = mod_mul_tw(r20, r22, r23, m);
    bfly_ct(r0, r1, r20, 0, false, false, m);
    r24 = sub_split_lo_fwd_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 1u)) & 31u)) >> 27) & 7u)];
    r26 = sub_split_hi_fwd_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 1u)) & 31u)) >> 27) >> 3)];
    r27 = sub_split_hi_fwd_c_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 1u)) & 31u)) >> 27) >> 3)];
    r24 = mod_mul_tw(r24, r26, r27, m);
    bfly_ct(r2, r3, r24, 0, false, false, m);
    r28 = sub_split_lo_fwd_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 2u)) & 31u)) >> 27) & 7u)];
    r30 = sub_split_hi_fwd_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 2u)) & 31u)) >> 27) >> 3)];
    r31 = sub_split_hi_fwd_c_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 2u)) & 31u)) >> 27) >> 3)];
    r28 = mod_mul_tw(r28, r30, r31, m);
    bfly_ct(r4, r5, r28, 0, false, false, m);
    r32 = sub_split_lo_fwd_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 3u)) & 31u)) >> 27) & 7u)];
    r34 = sub_split_hi_fwd_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 3u)) & 31u)) >> 27) >> 3)];
    r35 = sub_split_hi_fwd_c_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 3u)) & 31u)) >> 27) >> 3)];
    r32 = mod_mul_tw(r32, r34, r35, m);
    bfly_ct(r6, r7, r32, 0, false, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3)]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_pw(
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
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(8) cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv2(
    word_t* __restrict__ x,
    const word_t* __restrict__ sub_split_lo_inv_v,
    const word_t* __restrict__ sub_split_hi_inv_v,
    const word_t* __restrict__ sub_split_hi_inv_c,
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
    const word_t* __restrict__ sub_split_lo_inv_v_t = sub_split_lo_inv_v + (size_t)tower * 8;
    const word_t* __restrict__ sub_split_hi_inv_v_t = sub_split_hi_inv_v + (size_t)tower * 4;
    const word_t* __restrict__ sub_split_hi_inv_c_t = sub_split_hi_inv_c + (size_t)tower * 4;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31, r32, r34, r35;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 2: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3)]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 6]); r6 = v.x; r7 = v.y; }
    r8 = sub_split_lo_inv_v_t[(size_t)((__brev(((32u + ((threadIdx.y & 7u) << 2)) & 31u)) >> 27) & 7u)];
    r10 = sub_split_hi_inv_v_t[(size_t)((__brev(((32u + ((threadIdx.y & 7u) << 2)) & 31u)) >> 27) >> 3)];
    r11 = sub_split_hi_inv_c_t[(size_t)((__brev(((32u + ((threadIdx.y & 7u) << 2)) & 31u)) >> 27) >> 3)];
    r8 = mod_mul_tw(r8, r10, r11, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = sub_split_lo_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 1u)) & 31u)) >> 27) & 7u)];
    r14 = sub_split_hi_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 1u)) & 31u)) >> 27) >> 3)];
    r15 = sub_split_hi_inv_c_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 1u)) & 31u)) >> 27) >> 3)];
    r12 = mod_mul_tw(r12, r14, r15, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = sub_split_lo_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 2u)) & 31u)) >> 27) & 7u)];
    r18 = sub_split_hi_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 2u)) & 31u)) >> 27) >> 3)];
    r19 = sub_split_hi_inv_c_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 2u)) & 31u)) >> 27) >> 3)];
    r16 = mod_mul_tw(r16, r18, r19, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = sub_split_lo_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 3u)) & 31u)) >> 27) & 7u)];
    r22 = sub_split_hi_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 3u)) & 31u)) >> 27) >> 3)];
    r23 = sub_split_hi_inv_c_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 3u)) & 31u)) >> 27) >> 3)];
    r20 = mod_mul_tw(r20, r22, r23, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    r24 = sub_split_lo_inv_v_t[(size_t)(((__brev(((16u + ((threadIdx.y & 7u) << 1)) & 15u)) >> 28) & 3u) << 1)];
    r26 = sub_split_hi_inv_v_t[(size_t)((__brev(((16u + ((threadIdx.y & 7u) << 1)) & 15u)) >> 28) >> 2)];
    r27 = sub_split_hi_inv_c_t[(size_t)((__brev(((16u + ((threadIdx.y & 7u) << 1)) & 15u)) >> 28) >> 2)];
    r24 = mod_mul_tw(r24, r26, r27, m);
    bfly_gs(r0, r2, r24, 0, false, false, m);
    bfly_gs(r1, r3, r24, 0, false, false, m);
    r28 = sub_split_lo_inv_v_t[(size_t)(((__brev(((16u + (((threadIdx.y & 7u) << 1) | 1u)) & 15u)) >> 28) & 3u) << 1)];
    r30 = sub_split_hi_inv_v_t[(size_t)((__brev(((16u + (((threadIdx.y & 7u) << 1) | 1u)) & 15u)) >> 28) >> 2)];
    r31 = sub_split_hi_inv_c_t[(size_t)((__brev(((16u + (((threadIdx.y & 7u) << 1) | 1u)) & 15u)) >> 28) >> 2)];
    r28 = mod_mul_tw(r28, r30, r31, m);
    bfly_gs(r4, r6, r28, 0, false, false, m);
    bfly_gs(r5, r7, r28, 0, false, false, m);
    r32 = sub_split_lo_inv_v_t[(size_t)(((__brev(((8u + (threadIdx.y & 7u)) & 7u)) >> 29) & 1u) << 2)];
    r34 = sub_split_hi_inv_v_t[(size_t)((__brev(((8u + (threadIdx.y & 7u)) & 7u)) >> 29) >> 1)];
    r35 = sub_split_hi_inv_c_t[(size_t)((__brev(((8u + (threadIdx.y & 7u)) & 7u)) >> 29) >> 1)];
    r32 = mod_mul_tw(r32, r34, r35, m);
    bfly_gs(r0, r4, r32, 0, false, false, m);
    bfly_gs(r1, r5, r32, 0, false, false, m);
    bfly_gs(r2, r6, r32, 0, false, false, m);
    bfly_gs(r3, r7, r32, 0, false, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3)]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(8) cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv1(
    word_t* __restrict__ x,
    const word_t* __restrict__ sub_split_lo_inv_v,
    const word_t* __restrict__ sub_split_hi_inv_v,
    const word_t* __restrict__ sub_split_hi_inv_c,
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
    const word_t* __restrict__ sub_split_lo_inv_v_t = sub_split_lo_inv_v + (size_t)tower * 8;
    const word_t* __restrict__ sub_split_hi_inv_v_t = sub_split_hi_inv_v + (size_t)tower * 4;
    const word_t* __restrict__ sub_split_hi_inv_c_t = sub_split_hi_inv_c + (size_t)tower * 4;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31, r32, r34, r35;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u))];
    r1 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 8];
    r2 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 16];
    r3 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 24];
    r4 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 32];
    r5 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 40];
    r6 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 48];
    r7 = x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 56];
    r8 = sub_split_lo_inv_v_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&sub_split_hi_inv_v_t[0]); r10 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&sub_split_hi_inv_c_t[0]); r11 = v.x; r19 = v.y; }
    r8 = mod_mul_tw(r8, r10, r11, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = sub_split_lo_inv_v_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&sub_split_hi_inv_v_t[2]); r14 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&sub_split_hi_inv_c_t[2]); r15 = v.x; r23 = v.y; }
    r12 = mod_mul_tw(r12, r14, r15, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = sub_split_lo_inv_v_t[0];
    r16 = mod_mul_tw(r16, r18, r19, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = sub_split_lo_inv_v_t[0];
    r20 = mod_mul_tw(r20, r22, r23, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    r24 = sub_split_lo_inv_v_t[0];
    r26 = sub_split_hi_inv_v_t[0];
    r27 = sub_split_hi_inv_c_t[0];
    r24 = mod_mul_tw(r24, r26, r27, m);
    bfly_gs(r0, r2, r24, 0, false, false, m);
    bfly_gs(r1, r3, r24, 0, false, false, m);
    r28 = sub_split_lo_inv_v_t[0];
    r30 = sub_split_hi_inv_v_t[2];
    r31 = sub_split_hi_inv_c_t[2];
    r28 = mod_mul_tw(r28, r30, r31, m);
    bfly_gs(r4, r6, r28, 0, false, false, m);
    bfly_gs(r5, r7, r28, 0, false, false, m);
    r32 = sub_split_lo_inv_v_t[0];
    r34 = sub_split_hi_inv_v_t[0];
    r35 = sub_split_hi_inv_c_t[0];
    r32 = mod_mul_tw(r32, r34, r35, m);
    bfly_gs(r0, r4, r32, 0, false, false, m);
    bfly_gs(r1, r5, r32, 0, false, false, m);
    bfly_gs(r2, r6, r32, 0, false, false, m);
    bfly_gs(r3, r7, r32, 0, false, false, m);
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u))] = r0;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 8] = r1;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 16] = r2;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 24] = r3;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 32] = r4;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 40] = r5;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 48] = r6;
    x[poly + (size_t)(((bx | (threadIdx.x >> 3)) << 6) | (threadIdx.x & 7u)) + 56] = r7;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_untwist(
    word_t* __restrict__ x,
    const word_t* __restrict__ fourstep_inv_v,
    const word_t* __restrict__ fourstep_inv_c,
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
    const word_t* __restrict__ fourstep_inv_v_t = fourstep_inv_v + (size_t)tower * 4096;
    const word_t* __restrict__ fourstep_inv_c_t = fourstep_inv_c + (size_t)tower * 4096;
    word_t r0, r1, r2;
    const unsigned bx = blockIdx.x;

    // phase 0: four-step untwist
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = fourstep_inv_v_t[(size_t)((bx << 7) + threadIdx.x)];
    r2 = fourstep_inv_c_t[(size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul_tw(r0, r1, r2, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(64) cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
    const word_t* __restrict__ split_hi_inv_c,
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
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 32;
    const word_t* __restrict__ split_hi_inv_c_t = split_hi_inv_c + (size_t)tower * 32;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31, r32, r34, r35, r36, r37;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 192];
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 256];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 320];
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 384];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 448];
    r8 = split_lo_inv_v_t[0];
    r10 = split_hi_inv_v_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2))) & 31u)) >> 27)];
    r11 = split_hi_inv_c_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2))) & 31u)) >> 27)];
    r8 = mod_mul_tw(r8, r10, r11, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_inv_v_t[0];
    r14 = split_hi_inv_v_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 1u))) & 31u)) >> 27)];
    r15 = split_hi_inv_c_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 1u))) & 31u)) >> 27)];
    r12 = mod_mul_tw(r12, r14, r15, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_inv_v_t[0];
    r18 = split_hi_inv_v_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 2u))) & 31u)) >> 27)];
    r19 = split_hi_inv_c_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 2u))) & 31u)) >> 27)];
    r16 = mod_mul_tw(r16, r18, r19, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[0];
    r22 = split_hi_inv_v_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 3u))) & 31u)) >> 27)];
    r23 = split_hi_inv_c_t[(size_t)(__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | 3u))) & 31u)) >> 27)];
    r20 = mod_mul_tw(r20, r22, r23, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    r24 = split_lo_inv_v_t[0];
    r26 = split_hi_inv_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)];
    r27 = split_hi_inv_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)];
    r24 = mod_mul_tw(r24, r26, r27, m);
    bfly_gs(r0, r2, r24, 0, false, false, m);
    bfly_gs(r1, r3, r24, 0, false, false, m);
    r28 = split_lo_inv_v_t[0];
    r30 = split_hi_inv_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)];
    r31 = split_hi_inv_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)];
    r28 = mod_mul_tw(r28, r30, r31, m);
    bfly_gs(r4, r6, r28, 0, false, false, m);
    bfly_gs(r5, r7, r28, 0, false, false, m);
    r32 = split_lo_inv_v_t[0];
    r34 = split_hi_inv_v_t[(size_t)((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u))) & 7u)) >> 29) << 2)];
    r35 = split_hi_inv_c_t[(size_t)((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u))) & 7u)) >> 29) << 2)];
    r32 = mod_mul_tw(r32, r34, r35, m);
    bfly_gs(r0, r4, r32, 0, false, false, m);
    bfly_gs(r1, r5, r32, 0, false, false, m);
    bfly_gs(r2, r6, r32, 0, false, false, m);
    bfly_gs(r3, r7, r32, 0, false, false, m);
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 3) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 3) + threadIdx.x) >> 4)) + 24u] = r3;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 4)) + 34u] = r4;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 3) + threadIdx.x) >> 4)) + 40u] = r5;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 4)) + 51u] = r6;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 3) + threadIdx.x) >> 4)) + 56u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 68u];
    r2 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 136u];
    r3 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 204u];
    r4 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 272u];
    r5 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 340u];
    r6 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 408u];
    r7 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 4)) + 476u];
    r8 = split_lo_inv_v_t[0];
    r10 = split_hi_inv_v_t[(size_t)((__brev(((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2)) & 3u)) >> 30) << 3)];
    r11 = split_hi_inv_c_t[(size_t)((__brev(((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2)) & 3u)) >> 30) << 3)];
    r8 = mod_mul_tw(r8, r10, r11, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_inv_v_t[0];
    r14 = split_hi_inv_v_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u)) & 3u)) >> 30) << 3)];
    r15 = split_hi_inv_c_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u)) & 3u)) >> 30) << 3)];
    r12 = mod_mul_tw(r12, r14, r15, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_inv_v_t[0];
    r18 = split_hi_inv_v_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u)) & 3u)) >> 30) << 3)];
    r19 = split_hi_inv_c_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u)) & 3u)) >> 30) << 3)];
    r16 = mod_mul_tw(r16, r18, r19, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[0];
    r22 = split_hi_inv_v_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u)) & 3u)) >> 30) << 3)];
    r23 = split_hi_inv_c_t[(size_t)((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u)) & 3u)) >> 30) << 3)];
    r20 = mod_mul_tw(r20, r22, r23, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    r24 = split_lo_inv_v_t[0];
    r26 = split_hi_inv_v_t[(size_t)((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1)) & 1u)) >> 31) << 4)];
    r27 = split_hi_inv_c_t[(size_t)((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1)) & 1u)) >> 31) << 4)];
    r24 = mod_mul_tw(r24, r26, r27, m);
    bfly_gs(r0, r2, r24, 0, false, false, m);
    bfly_gs(r1, r3, r24, 0, false, false, m);
    r28 = split_lo_inv_v_t[0];
    r30 = split_hi_inv_v_t[(size_t)((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u)) & 1u)) >> 31) << 4)];
    r31 = split_hi_inv_c_t[(size_t)((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u)) & 1u)) >> 31) << 4)];
    r28 = mod_mul_tw(r28, r30, r31, m);
    bfly_gs(r4, r6, r28, 0, false, false, m);
    bfly_gs(r5, r7, r28, 0, false, false, m);
    r32 = split_lo_inv_v_t[0];
    r34 = split_hi_inv_v_t[0];
    r35 = split_hi_inv_c_t[0];
    r32 = mod_mul_tw(r32, r34, r35, m);
    bfly_gs(r0, r4, r32, 0, false, false, m);
    bfly_gs(r1, r5, r32, 0, false, false, m);
    bfly_gs(r2, r6, r32, 0, false, false, m);
    bfly_gs(r3, r7, r32, 0, false, false, m);
    r36 = inv_len_v_t[0];
    r37 = inv_len_c_t[0];
    r0 = mod_mul_tw(r0, r36, r37, m);
    r1 = mod_mul_tw(r1, r36, r37, m);
    r2 = mod_mul_tw(r2, r36, r37, m);
    r3 = mod_mul_tw(r3, r36, r37, m);
    r4 = mod_mul_tw(r4, r36, r37, m);
    r5 = mod_mul_tw(r5, r36, r37, m);
    r6 = mod_mul_tw(r6, r36, r37, m);
    r7 = mod_mul_tw(r7, r36, r37, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 512] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 1024] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 1536] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 2048] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 3072] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 3584] = r7;
}

extern "C" __global__ void __launch_bounds__(8) cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_pwinv2(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ sub_split_lo_inv_v,
    const word_t* __restrict__ sub_split_hi_inv_v,
    const word_t* __restrict__ sub_split_hi_inv_c,
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
    const word_t* __restrict__ sub_split_lo_inv_v_t = sub_split_lo_inv_v + (size_t)tower * 8;
    const word_t* __restrict__ sub_split_hi_inv_v_t = sub_split_hi_inv_v + (size_t)tower * 4;
    const word_t* __restrict__ sub_split_hi_inv_c_t = sub_split_hi_inv_c + (size_t)tower * 4;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r19, r20, r22, r23, r24, r26;
    word_t r27, r28, r30, r31, r32, r34, r35, r36;
    word_t r38, r39, r40, r42, r43;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 2: load
    r0 = x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3)];
    r8 = y[poly + (size_t)(((bx << 3) | threadIdx.y) << 3)];
    r0 = mod_mul(r0, r8, m);
    r1 = x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 1];
    r9 = y[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 1];
    r1 = mod_mul(r1, r9, m);
    r2 = x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 2];
    r10 = y[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 2];
    r2 = mod_mul(r2, r10, m);
    r3 = x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 3];
    r11 = y[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 3];
    r3 = mod_mul(r3, r11, m);
    r4 = x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 4];
    r12 = y[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 4];
    r4 = mod_mul(r4, r12, m);
    r5 = x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 5];
    r13 = y[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 5];
    r5 = mod_mul(r5, r13, m);
    r6 = x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 6];
    r14 = y[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 6];
    r6 = mod_mul(r6, r14, m);
    r7 = x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 7];
    r15 = y[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 7];
    r7 = mod_mul(r7, r15, m);
    r16 = sub_split_lo_inv_v_t[(size_t)((__brev(((32u + ((threadIdx.y & 7u) << 2)) & 31u)) >> 27) & 7u)];
    r18 = sub_split_hi_inv_v_t[(size_t)((__brev(((32u + ((threadIdx.y & 7u) << 2)) & 31u)) >> 27) >> 3)];
    r19 = sub_split_hi_inv_c_t[(size_t)((__brev(((32u + ((threadIdx.y & 7u) << 2)) & 31u)) >> 27) >> 3)];
    r16 = mod_mul_tw(r16, r18, r19, m);
    bfly_gs(r0, r1, r16, 0, false, false, m);
    r20 = sub_split_lo_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 1u)) & 31u)) >> 27) & 7u)];
    r22 = sub_split_hi_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 1u)) & 31u)) >> 27) >> 3)];
    r23 = sub_split_hi_inv_c_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 1u)) & 31u)) >> 27) >> 3)];
    r20 = mod_mul_tw(r20, r22, r23, m);
    bfly_gs(r2, r3, r20, 0, false, false, m);
    r24 = sub_split_lo_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 2u)) & 31u)) >> 27) & 7u)];
    r26 = sub_split_hi_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 2u)) & 31u)) >> 27) >> 3)];
    r27 = sub_split_hi_inv_c_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 2u)) & 31u)) >> 27) >> 3)];
    r24 = mod_mul_tw(r24, r26, r27, m);
    bfly_gs(r4, r5, r24, 0, false, false, m);
    r28 = sub_split_lo_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 3u)) & 31u)) >> 27) & 7u)];
    r30 = sub_split_hi_inv_v_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 3u)) & 31u)) >> 27) >> 3)];
    r31 = sub_split_hi_inv_c_t[(size_t)((__brev(((32u + (((threadIdx.y & 7u) << 2) | 3u)) & 31u)) >> 27) >> 3)];
    r28 = mod_mul_tw(r28, r30, r31, m);
    bfly_gs(r6, r7, r28, 0, false, false, m);
    r32 = sub_split_lo_inv_v_t[(size_t)(((__brev(((16u + ((threadIdx.y & 7u) << 1)) & 15u)) >> 28) & 3u) << 1)];
    r34 = sub_split_hi_inv_v_t[(size_t)((__brev(((16u + ((threadIdx.y & 7u) << 1)) & 15u)) >> 28) >> 2)];
    r35 = sub_split_hi_inv_c_t[(size_t)((__brev(((16u + ((threadIdx.y & 7u) << 1)) & 15u)) >> 28) >> 2)];
    r32 = mod_mul_tw(r32, r34, r35, m);
    bfly_gs(r0, r2, r32, 0, false, false, m);
    bfly_gs(r1, r3, r32, 0, false, false, m);
    r36 = sub_split_lo_inv_v_t[(size_t)(((__brev(((16u + (((threadIdx.y & 7u) << 1) | 1u)) & 15u)) >> 28) & 3u) << 1)];
    r38 = sub_split_hi_inv_v_t[(size_t)((__brev(((16u + (((threadIdx.y & 7u) << 1) | 1u)) & 15u)) >> 28) >> 2)];
    r39 = sub_split_hi_inv_c_t[(size_t)((__brev(((16u + (((threadIdx.y & 7u) << 1) | 1u)) & 15u)) >> 28) >> 2)];
    r36 = mod_mul_tw(r36, r38, r39, m);
    bfly_gs(r4, r6, r36, 0, false, false, m);
    bfly_gs(r5, r7, r36, 0, false, false, m);
    r40 = sub_split_lo_inv_v_t[(size_t)(((__brev(((8u + (threadIdx.y & 7u)) & 7u)) >> 29) & 1u) << 2)];
    r42 = sub_split_hi_inv_v_t[(size_t)((__brev(((8u + (threadIdx.y & 7u)) & 7u)) >> 29) >> 1)];
    r43 = sub_split_hi_inv_c_t[(size_t)((__brev(((8u + (threadIdx.y & 7u)) & 7u)) >> 29) >> 1)];
    r40 = mod_mul_tw(r40, r42, r43, m);
    bfly_gs(r0, r4, r40, 0, false, false, m);
    bfly_gs(r1, r5, r40, 0, false, false, m);
    bfly_gs(r2, r6, r40, 0, false, false, m);
    bfly_gs(r3, r7, r40, 0, false, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3)]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 3) | threadIdx.y) << 3) + 6]) = make_ulonglong2(r6, r7);
}

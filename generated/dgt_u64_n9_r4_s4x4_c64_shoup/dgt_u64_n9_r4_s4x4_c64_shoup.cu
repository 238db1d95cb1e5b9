// nttgen: dgt_u64_n9_r4_s4x4_c64_shoup (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u64_n9_r4_s4x4_c64_shoup.toml --out generated/dgt_u64_n9_r4_s4x4_c64_shoup
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "dgt_u64_n9_r4_s4x4_c64_shoup"
//   transform = "dgt"
//   log_n = 9
//   word = "u64"
//   reduction = "shoup"
//   radix = 4
//   stage_split = [4, 4]
//   cluster = 64
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
//   primes = [1125899906826241]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   dgt_u64_n9_r4_s4x4_c64_shoup_fwd0: grid_x 1, block 64 x 4, shared 17408 B; mulmods 3072, addmods 3584, butterflies 512, global bytes 8192 (read 4096, write 4096), table bytes 20480, shuffles 0
//   dgt_u64_n9_r4_s4x4_c64_shoup_fwd1: grid_x 1, block 4 x 64, shared 17408 B; mulmods 2048, addmods 3072, butterflies 512, global bytes 8192 (read 4096, write 4096), table bytes 12288, shuffles 0
//   dgt_u64_n9_r4_s4x4_c64_shoup_pw: grid_x 2, block 128 x 1, shared 0 B; mulmods 1024, addmods 512, butterflies 0, global bytes 12288 (read 8192, write 4096), table bytes 0, shuffles 0
//   dgt_u64_n9_r4_s4x4_c64_shoup_inv1: grid_x 1, block 4 x 64, shared 17408 B; mulmods 2048, addmods 3072, butterflies 512, global bytes 8192 (read 4096, write 4096), table bytes 12288, shuffles 0
//   dgt_u64_n9_r4_s4x4_c64_shoup_inv0: grid_x 1, block 64 x 4, shared 17408 B; mulmods 3584, addmods 3584, butterflies 512, global bytes 8192 (read 4096, write 4096), table bytes 21504, shuffles 0

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



extern "C" __global__ void __launch_bounds__(256) dgt_u64_n9_r4_s4x4_c64_shoup_fwd0(
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
    // 4 polynomials per block: block y (the batch item), a multiple of 4, runs y .. y + 3; the others return.
    if (item % 4u != 0) return;
    const unsigned entry = item + ((threadIdx.x >> 4));
    const bool in_batch = entry < gridDim.y;
    const size_t poly = ((size_t)(in_batch ? entry : item) * gridDim.z + tower) * 512;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 512;
    const word_t* __restrict__ tw_fwd_c_t = tw_fwd_c + (size_t)tower * 512;
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 512;
    const word_t* __restrict__ dgt_twist_c_t = dgt_twist_c + (size_t)tower * 512;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = in_batch ? x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u))] : 0;
    r1 = in_batch ? x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 256] : 0;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1)]); r8 = v.x; r10 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1)]); r9 = v.x; r11 = v.y; }
    gmul_tw(r0, r1, r8, r9, true, r10, r11, true, m);
    r2 = in_batch ? x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 64] : 0;
    r3 = in_batch ? x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 320] : 0;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 128]); r12 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 128]); r13 = v.x; r15 = v.y; }
    gmul_tw(r2, r3, r12, r13, true, r14, r15, true, m);
    r4 = in_batch ? x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 128] : 0;
    r5 = in_batch ? x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 384] : 0;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 256]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 256]); r17 = v.x; r19 = v.y; }
    gmul_tw(r4, r5, r16, r17, true, r18, r19, true, m);
    r6 = in_batch ? x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 192] : 0;
    r7 = in_batch ? x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 448] : 0;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 384]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 384]); r21 = v.x; r23 = v.y; }
    gmul_tw(r6, r7, r20, r21, true, r22, r23, true, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[2]); r24 = v.x; r26 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[2]); r25 = v.x; r27 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r24, r25, true, r26, r27, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r24, r25, true, r26, r27, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[4]); r28 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[4]); r29 = v.x; r31 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r28, r29, true, r30, r31, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[6]); r32 = v.x; r34 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[6]); r33 = v.x; r35 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r32, r33, true, r34, r35, true, false, m);
    smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 1088u] = r1;
    smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 1360u] = r3;
    smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 544u] = r4;
    smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 1632u] = r5;
    smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 816u] = r6;
    smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 1904u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 1088u];
    r2 = smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 1156u];
    r4 = smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 1224u];
    r6 = smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 1292u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((threadIdx.y & 3u) << 1) + 8]); r8 = v.x; r10 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((threadIdx.y & 3u) << 1) + 8]); r9 = v.x; r11 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r8, r9, true, r10, r11, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, r9, true, r10, r11, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((threadIdx.y & 3u) << 1) << 1) + 16]); r12 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((threadIdx.y & 3u) << 1) << 1) + 16]); r13 = v.x; r15 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r12, r13, true, r14, r15, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((threadIdx.y & 3u) << 1) << 1) + 18]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((threadIdx.y & 3u) << 1) << 1) + 18]); r17 = v.x; r19 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r16, r17, true, r18, r19, true, false, m);
    if (in_batch) x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u))] = r0;
    if (in_batch) x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 256] = r1;
    if (in_batch) x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 16] = r2;
    if (in_batch) x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 272] = r3;
    if (in_batch) x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 32] = r4;
    if (in_batch) x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 288] = r5;
    if (in_batch) x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 48] = r6;
    if (in_batch) x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 304] = r7;
}

extern "C" __global__ void __launch_bounds__(256) dgt_u64_n9_r4_s4x4_c64_shoup_fwd1(
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
    // 4 polynomials per block: block y (the batch item), a multiple of 4, runs y .. y + 3; the others return.
    if (item % 4u != 0) return;
    const unsigned entry = item + ((threadIdx.y >> 4));
    const bool in_batch = entry < gridDim.y;
    const size_t poly = ((size_t)(in_batch ? entry : item) * gridDim.z + tower) * 512;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 512;
    const word_t* __restrict__ tw_fwd_c_t = tw_fwd_c + (size_t)tower * 512;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u))] : 0;
    r1 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 256] : 0;
    r2 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 4] : 0;
    r3 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 260] : 0;
    r4 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 8] : 0;
    r5 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 264] : 0;
    r6 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 12] : 0;
    r7 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 268] : 0;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((threadIdx.y & 15u) << 1) + 32]); r8 = v.x; r10 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((threadIdx.y & 15u) << 1) + 32]); r9 = v.x; r11 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r8, r9, true, r10, r11, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, r9, true, r10, r11, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((threadIdx.y & 15u) << 1) << 1) + 64]); r12 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((threadIdx.y & 15u) << 1) << 1) + 64]); r13 = v.x; r15 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r12, r13, true, r14, r15, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((threadIdx.y & 15u) << 1) << 1) + 66]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)(((threadIdx.y & 15u) << 1) << 1) + 66]); r17 = v.x; r19 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r16, r17, true, r18, r19, true, false, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u] = r1;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u] = r3;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u] = r4;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u] = r5;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u] = r6;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 1u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 18u];
    r4 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 2u];
    r5 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 19u];
    r6 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 3u];
    r7 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 20u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((threadIdx.y & 15u) << 2) | (threadIdx.x & 3u)) << 1) + 128]); r8 = v.x; r10 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((threadIdx.y & 15u) << 2) | (threadIdx.x & 3u)) << 1) + 128]); r9 = v.x; r11 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r8, r9, true, r10, r11, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, r9, true, r10, r11, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((threadIdx.y & 15u) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 256]); r12 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((threadIdx.y & 15u) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 256]); r13 = v.x; r15 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r12, r13, true, r14, r15, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((threadIdx.y & 15u) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 258]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_c_t[(size_t)((((threadIdx.y & 15u) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 258]); r17 = v.x; r19 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r16, r17, true, r18, r19, true, false, m);
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2))] = r0;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 256] = r1;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 1] = r2;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 257] = r3;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 2] = r4;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 258] = r5;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 3] = r6;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 259] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u64_n9_r4_s4x4_c64_shoup_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 512;
    const ModConst m = mods[tower];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 256];
    r2 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r3 = y[poly + (size_t)((bx << 7) + threadIdx.x) + 256];
    r4 = mod_mul(r0, r2, m);
    r5 = mod_mul(r1, r3, m);
    r6 = mod_mul(r0, r3, m);
    r7 = mod_mul(r1, r2, m);
    r4 = mod_sub(r4, r5, m.q);
    r6 = mod_add(r6, r7, m.q);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r4;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 256] = r6;
}

extern "C" __global__ void __launch_bounds__(256) dgt_u64_n9_r4_s4x4_c64_shoup_inv1(
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
    // 4 polynomials per block: block y (the batch item), a multiple of 4, runs y .. y + 3; the others return.
    if (item % 4u != 0) return;
    const unsigned entry = item + ((threadIdx.y >> 4));
    const bool in_batch = entry < gridDim.y;
    const size_t poly = ((size_t)(in_batch ? entry : item) * gridDim.z + tower) * 512;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 512;
    const word_t* __restrict__ tw_inv_c_t = tw_inv_c + (size_t)tower * 512;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2))] : 0;
    r1 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 256] : 0;
    r2 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 1] : 0;
    r3 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 257] : 0;
    r4 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 2] : 0;
    r5 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 258] : 0;
    r6 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 3] : 0;
    r7 = in_batch ? x[poly + (size_t)(((threadIdx.y & 15u) << 4) | ((threadIdx.x & 3u) << 2)) + 259] : 0;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((threadIdx.y & 15u) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 256]); r8 = v.x; r10 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((threadIdx.y & 15u) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 256]); r9 = v.x; r11 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r8, r9, true, r10, r11, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((threadIdx.y & 15u) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 258]); r12 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((threadIdx.y & 15u) << 3) | ((threadIdx.x & 3u) << 1)) << 1) + 258]); r13 = v.x; r15 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r12, r13, true, r14, r15, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((threadIdx.y & 15u) << 2) | (threadIdx.x & 3u)) << 1) + 128]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((((threadIdx.y & 15u) << 2) | (threadIdx.x & 3u)) << 1) + 128]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, r17, true, r18, r19, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, r17, true, r18, r19, true, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 17u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 1u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 18u] = r3;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 2u] = r4;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 19u] = r5;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 3u] = r6;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 2)) >> 4)) + 20u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u];
    r4 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r5 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u];
    r6 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u];
    r7 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((threadIdx.y & 15u) << 1) << 1) + 64]); r8 = v.x; r10 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((threadIdx.y & 15u) << 1) << 1) + 64]); r9 = v.x; r11 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r8, r9, true, r10, r11, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((threadIdx.y & 15u) << 1) << 1) + 66]); r12 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((threadIdx.y & 15u) << 1) << 1) + 66]); r13 = v.x; r15 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r12, r13, true, r14, r15, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((threadIdx.y & 15u) << 1) + 32]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((threadIdx.y & 15u) << 1) + 32]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, r17, true, r18, r19, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, r17, true, r18, r19, true, false, m);
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u))] = r0;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 256] = r1;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 4] = r2;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 260] = r3;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 8] = r4;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 264] = r5;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 12] = r6;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 15u) << 4) | (threadIdx.x & 3u)) + 268] = r7;
}

extern "C" __global__ void __launch_bounds__(256) dgt_u64_n9_r4_s4x4_c64_shoup_inv0(
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
    // 4 polynomials per block: block y (the batch item), a multiple of 4, runs y .. y + 3; the others return.
    if (item % 4u != 0) return;
    const unsigned entry = item + ((threadIdx.x >> 4));
    const bool in_batch = entry < gridDim.y;
    const size_t poly = ((size_t)(in_batch ? entry : item) * gridDim.z + tower) * 512;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 512;
    const word_t* __restrict__ tw_inv_c_t = tw_inv_c + (size_t)tower * 512;
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 512;
    const word_t* __restrict__ dgt_untwist_c_t = dgt_untwist_c + (size_t)tower * 512;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = in_batch ? x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u))] : 0;
    r1 = in_batch ? x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 256] : 0;
    r2 = in_batch ? x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 16] : 0;
    r3 = in_batch ? x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 272] : 0;
    r4 = in_batch ? x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 32] : 0;
    r5 = in_batch ? x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 288] : 0;
    r6 = in_batch ? x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 48] : 0;
    r7 = in_batch ? x[poly + (size_t)((((threadIdx.y & 3u) << 2) << 4) | (threadIdx.x & 15u)) + 304] : 0;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((threadIdx.y & 3u) << 1) << 1) + 16]); r8 = v.x; r10 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((threadIdx.y & 3u) << 1) << 1) + 16]); r9 = v.x; r11 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r8, r9, true, r10, r11, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((threadIdx.y & 3u) << 1) << 1) + 18]); r12 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)(((threadIdx.y & 3u) << 1) << 1) + 18]); r13 = v.x; r15 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r12, r13, true, r14, r15, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((threadIdx.y & 3u) << 1) + 8]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[(size_t)((threadIdx.y & 3u) << 1) + 8]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, r17, true, r18, r19, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, r17, true, r18, r19, true, false, m);
    smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 1088u] = r1;
    smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 1156u] = r3;
    smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 1224u] = r5;
    smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[(((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 6) + threadIdx.x) >> 4)) + 1292u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 1088u];
    r2 = smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 1360u];
    r4 = smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 544u];
    r5 = smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 1632u];
    r6 = smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 816u];
    r7 = smem[((((threadIdx.y & 3u) << 6) + threadIdx.x) + ((((threadIdx.y & 3u) << 6) + threadIdx.x) >> 4)) + 1904u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[4]); r8 = v.x; r10 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[4]); r9 = v.x; r11 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r8, r9, true, r10, r11, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[6]); r12 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[6]); r13 = v.x; r15 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r12, r13, true, r14, r15, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[2]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_c_t[2]); r17 = v.x; r19 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, r17, true, r18, r19, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, r17, true, r18, r19, true, false, m);
    r20 = inv_len_v_t[0];
    r21 = inv_len_c_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1)]); r22 = v.x; r24 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1)]); r23 = v.x; r25 = v.y; }
    gmul_tw(r0, r1, r22, r23, true, r24, r25, true, m);
    r0 = mod_mul_tw(r0, r20, r21, m);
    r1 = mod_mul_tw(r1, r20, r21, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 128]); r26 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 128]); r27 = v.x; r29 = v.y; }
    gmul_tw(r2, r3, r26, r27, true, r28, r29, true, m);
    r2 = mod_mul_tw(r2, r20, r21, m);
    r3 = mod_mul_tw(r3, r20, r21, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 256]); r30 = v.x; r32 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 256]); r31 = v.x; r33 = v.y; }
    gmul_tw(r4, r5, r30, r31, true, r32, r33, true, m);
    r4 = mod_mul_tw(r4, r20, r21, m);
    r5 = mod_mul_tw(r5, r20, r21, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 384]); r34 = v.x; r36 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) << 1) + 384]); r35 = v.x; r37 = v.y; }
    gmul_tw(r6, r7, r34, r35, true, r36, r37, true, m);
    r6 = mod_mul_tw(r6, r20, r21, m);
    r7 = mod_mul_tw(r7, r20, r21, m);
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u))] = r0;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 256] = r1;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 64] = r2;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 320] = r3;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 128] = r4;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 384] = r5;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 192] = r6;
    if (in_batch) x[poly + (size_t)(((threadIdx.y & 3u) << 4) | (threadIdx.x & 15u)) + 448] = r7;
}

// nttgen: dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2.toml --out generated/dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2"
//   transform = "dgt"
//   log_n = 12
//   word = "u32"
//   reduction = "montgomery"
//   radix = 4
//   stage_split = [6, 5]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "on-the-fly"
//   four_step = true
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1073692673, 1073668097]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_fwd0: grid_x 8, block 4 x 16, shared 2112 B; mulmods 217088, addmods 133120, butterflies 6144, global bytes 32768 (read 16384, write 16384), table bytes 385024, shuffles 0
//   dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_twist: grid_x 16, block 128 x 1, shared 0 B; mulmods 8192, addmods 4096, butterflies 0, global bytes 32768 (read 16384, write 16384), table bytes 16384, shuffles 0
//   dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_fwd1: grid_x 16, block 8 x 4, shared 1056 B; mulmods 86016, addmods 63488, butterflies 5120, global bytes 32768 (read 16384, write 16384), table bytes 131072, shuffles 0
//   dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_pw: grid_x 16, block 128 x 1, shared 0 B; mulmods 8192, addmods 4096, butterflies 0, global bytes 49152 (read 32768, write 16384), table bytes 0, shuffles 0
//   dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_inv1: grid_x 16, block 8 x 4, shared 1056 B; mulmods 86016, addmods 63488, butterflies 5120, global bytes 32768 (read 16384, write 16384), table bytes 131072, shuffles 0
//   dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_untwist: grid_x 16, block 128 x 1, shared 0 B; mulmods 8192, addmods 4096, butterflies 0, global bytes 32768 (read 16384, write 16384), table bytes 16384, shuffles 0
//   dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_inv0: grid_x 8, block 4 x 16, shared 2112 B; mulmods 221184, addmods 133120, butterflies 6144, global bytes 32768 (read 16384, write 16384), table bytes 387072, shuffles 0

typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef uint32_t word_t;

/* nttgen reduce/common.cu (word = u32): ModConst and the modular
 * add / sub / half shared by every reduction variant. Rust twin:
 * codegen/src/arith/reduce/common.rs. Inputs in [0, q), outputs in [0, q).
 * Expects word_t to be typedef'd to uint32_t.
 *
 * mod_add: Shivdikar Alg. 1, one branch-free correctional subtraction.
 * u32: needs q < 2^31 (every u32 variant's bound implies it).
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
    return __umulhi(a, b);
}

/* (hi·2^β + lo) >> s truncated to one word, for 1 <= s < β. */
__device__ __forceinline__ word_t mod_shr_wide(word_t hi, word_t lo, unsigned int s) {
    return __funnelshift_r(lo, hi, s);
}

/* r - b where r >= b, else r. On u32 the smaller of r and r - b (which
 * wraps above r exactly when r < b): a subtract and one min, where the
 * select needs a compare besides. */
__device__ __forceinline__ word_t mod_csub(word_t r, word_t b) {
    return min(r, r - b);
}

__device__ __forceinline__ word_t mod_add(word_t a, word_t b, word_t q) {
    word_t s = a + b;
    return mod_csub(s, q);
}

__device__ __forceinline__ word_t mod_sub(word_t a, word_t b, word_t q) {
    word_t d = a - b;
    return min(d, d + q);
}

__device__ __forceinline__ word_t mod_half(word_t a, word_t q) {
    return (a >> 1) + (((q >> 1) + 1) & mod_mask((a & 1) != 0));
}

/* nttgen reduce/montgomery.cu (word = u32): Montgomery multiplication,
 * R = 2^β (Montgomery 1985; Shivdikar §II-A, Goey §3.1).
 * Rust twin: codegen/src/arith/reduce/montgomery.rs.
 *
 * Bounds: q odd, 3 <= q < 2^(β-2) (len(q) <= β - 2).
 * REDC (subtractive form), T = thi·2^β + tlo < q·2^β:
 *   u = tlo·q^-1 mod 2^β;  t = thi - mulhi(u, q) in (-q, q);  t += q if negative.
 * Twiddles are stored in Montgomery form w·R mod q: mod_mul_tw(a, wR) = a·w (one REDC).
 * General product of normal-form values: REDC(REDC(a·b)·(R^2 mod q)) = a·b mod q.
 * ModConst: c0 = q^-1 mod 2^β, c1 = R^2 mod q, c2 = 0 (unused).
 */

__device__ __forceinline__ word_t mod_redc(word_t thi, word_t tlo, const ModConst m) {
    word_t u = tlo * m.c0;
    word_t uq = mod_mulhi(u, m.q);
    word_t t = thi - uq;
    return t + (m.q & mod_mask(thi < uq));
}

__device__ __forceinline__ word_t mod_mont_mul(word_t a, word_t b, const ModConst m) {
    return mod_redc(mod_mulhi(a, b), a * b, m);
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_mont_mul(mod_mont_mul(a, b, m), m.c1, m);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mont_mul(a, w, m);
}

/* The lazy product (reduce/lazy.cu's butterflies over Montgomery twiddles):
 * REDC of a·wR for a < 4q is exact (4q·q < q·2^β by the bound above) and its
 * sign correction is left out: for a < 4q and b < q, thi < q, so
 * thi - mulhi(u, q) + q is in (0, 2q) (as Harvey's), one three-input add
 * where the exact form compares and selects. */
__device__ __forceinline__ word_t mod_mont_mul_lazy(word_t a, word_t b, const ModConst m) {
    const word_t u = (a * b) * m.c0;
    return mod_mulhi(a, b) - mod_mulhi(u, m.q) + m.q;
}

__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mont_mul_lazy(a, w, m);
}

/* nttgen reduce/lazy.cu (word = u32): Harvey's lazy butterflies, once
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

/* nttgen butterfly.cu (word = u32): the exact Cooley-Tukey and
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



extern "C" __global__ void __launch_bounds__(64) dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ dgt_twist_v,
    const word_t* __restrict__ powers_fwd_v,
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
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 4096;
    const word_t* __restrict__ powers_fwd_v_t = powers_fwd_v + (size_t)tower * 22;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r27, r29, r31, r33, r35, r37;
    word_t r39, r41, r43, r45, r47, r49, r51, r52;
    word_t r53, r54, r55, r56, r57, r58, r59, r60;
    word_t r61, r62, r63, r64, r65, r66, r67, r68;
    word_t r70, r72, r74, r76, r78, r80, r82, r84;
    word_t r86, r88, r90, r92, r94, r95, r96, r97;
    word_t r98, r99, r100, r101, r102, r103, r104, r105;
    word_t r106, r107, r108, r109, r110, r111, r113, r115;
    word_t r117, r119, r121, r123, r125, r127, r129, r131;
    word_t r133, r135, r137, r139, r141, r143, r145, r147;
    word_t r149, r151;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2048];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r8 = v.x; r10 = v.y; }
    gmul_tw(r0, r1, r8, 0, true, r10, 0, true, m);
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 512];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2560];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r12 = v.x; r14 = v.y; }
    gmul_tw(r2, r3, r12, 0, true, r14, 0, true, m);
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3072];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 2048]); r16 = v.x; r18 = v.y; }
    gmul_tw(r4, r5, r16, 0, true, r18, 0, true, m);
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1536];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3584];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 3072]); r20 = v.x; r22 = v.y; }
    gmul_tw(r6, r7, r20, 0, true, r22, 0, true, m);
    r24 = 1u;
    r25 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[0]); r27 = v.x; r29 = v.y; }
    { word_t pr = r24, pi = r25; gmul_tw(pr, pi, r27, 0, true, r29, 0, true, m); const bool s = (0u) != 0; r24 = s ? pr : r24; r25 = s ? pi : r25; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[2]); r31 = v.x; r33 = v.y; }
    { word_t pr = r24, pi = r25; gmul_tw(pr, pi, r31, 0, true, r33, 0, true, m); const bool s = (0u) != 0; r24 = s ? pr : r24; r25 = s ? pi : r25; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[4]); r35 = v.x; r37 = v.y; }
    { word_t pr = r24, pi = r25; gmul_tw(pr, pi, r35, 0, true, r37, 0, true, m); const bool s = (0u) != 0; r24 = s ? pr : r24; r25 = s ? pi : r25; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[6]); r39 = v.x; r41 = v.y; }
    { word_t pr = r24, pi = r25; gmul_tw(pr, pi, r39, 0, true, r41, 0, true, m); const bool s = (0u) != 0; r24 = s ? pr : r24; r25 = s ? pi : r25; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[8]); r43 = v.x; r45 = v.y; }
    { word_t pr = r24, pi = r25; gmul_tw(pr, pi, r43, 0, true, r45, 0, true, m); const bool s = (0u) != 0; r24 = s ? pr : r24; r25 = s ? pi : r25; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[10]); r47 = v.x; r49 = v.y; }
    { word_t pr = r24, pi = r25; gmul_tw(pr, pi, r47, 0, true, r49, 0, true, m); const bool s = (0u) != 0; r24 = s ? pr : r24; r25 = s ? pi : r25; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[12]); r51 = v.x; r53 = v.y; }
    { word_t pr = r24, pi = r25; gmul_tw(pr, pi, r51, 0, true, r53, 0, true, m); const bool s = (0u) != 0; r24 = s ? pr : r24; r25 = s ? pi : r25; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[14]); r55 = v.x; r57 = v.y; }
    { word_t pr = r24, pi = r25; gmul_tw(pr, pi, r55, 0, true, r57, 0, true, m); const bool s = (0u) != 0; r24 = s ? pr : r24; r25 = s ? pi : r25; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[16]); r59 = v.x; r61 = v.y; }
    { word_t pr = r24, pi = r25; gmul_tw(pr, pi, r59, 0, true, r61, 0, true, m); const bool s = (0u) != 0; r24 = s ? pr : r24; r25 = s ? pi : r25; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[18]); r63 = v.x; r65 = v.y; }
    { word_t pr = r24, pi = r25; gmul_tw(pr, pi, r63, 0, true, r65, 0, true, m); const bool s = (0u) != 0; r24 = s ? pr : r24; r25 = s ? pi : r25; }
    gbfly_ct(r0, r1, r4, r5, r24, 0, false, r25, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r24, 0, false, r25, 0, false, false, m);
    r67 = 1u;
    r68 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[0]); r70 = v.x; r72 = v.y; }
    { word_t pr = r67, pi = r68; gmul_tw(pr, pi, r70, 0, true, r72, 0, true, m); const bool s = (0u) != 0; r67 = s ? pr : r67; r68 = s ? pi : r68; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[2]); r74 = v.x; r76 = v.y; }
    { word_t pr = r67, pi = r68; gmul_tw(pr, pi, r74, 0, true, r76, 0, true, m); const bool s = (0u) != 0; r67 = s ? pr : r67; r68 = s ? pi : r68; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[4]); r78 = v.x; r80 = v.y; }
    { word_t pr = r67, pi = r68; gmul_tw(pr, pi, r78, 0, true, r80, 0, true, m); const bool s = (0u) != 0; r67 = s ? pr : r67; r68 = s ? pi : r68; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[6]); r82 = v.x; r84 = v.y; }
    { word_t pr = r67, pi = r68; gmul_tw(pr, pi, r82, 0, true, r84, 0, true, m); const bool s = (0u) != 0; r67 = s ? pr : r67; r68 = s ? pi : r68; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[8]); r86 = v.x; r88 = v.y; }
    { word_t pr = r67, pi = r68; gmul_tw(pr, pi, r86, 0, true, r88, 0, true, m); const bool s = (0u) != 0; r67 = s ? pr : r67; r68 = s ? pi : r68; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[10]); r90 = v.x; r92 = v.y; }
    { word_t pr = r67, pi = r68; gmul_tw(pr, pi, r90, 0, true, r92, 0, true, m); const bool s = (0u) != 0; r67 = s ? pr : r67; r68 = s ? pi : r68; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[12]); r94 = v.x; r96 = v.y; }
    { word_t pr = r67, pi = r68; gmul_tw(pr, pi, r94, 0, true, r96, 0, true, m); const bool s = (0u) != 0; r67 = s ? pr : r67; r68 = s ? pi : r68; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[14]); r98 = v.x; r100 = v.y; }
    { word_t pr = r67, pi = r68; gmul_tw(pr, pi, r98, 0, true, r100, 0, true, m); const bool s = (0u) != 0; r67 = s ? pr : r67; r68 = s ? pi : r68; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[16]); r102 = v.x; r104 = v.y; }
    { word_t pr = r67, pi = r68; gmul_tw(pr, pi, r102, 0, true, r104, 0, true, m); const bool s = (0u) != 0; r67 = s ? pr : r67; r68 = s ? pi : r68; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[18]); r106 = v.x; r108 = v.y; }
    { word_t pr = r67, pi = r68; gmul_tw(pr, pi, r106, 0, true, r108, 0, true, m); const bool s = (((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 5)) << 1)) & 1u)) >> 31) & 1u)) != 0; r67 = s ? pr : r67; r68 = s ? pi : r68; }
    gbfly_ct(r0, r1, r2, r3, r67, 0, false, r68, 0, false, false, m);
    r110 = 1u;
    r111 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[0]); r113 = v.x; r115 = v.y; }
    { word_t pr = r110, pi = r111; gmul_tw(pr, pi, r113, 0, true, r115, 0, true, m); const bool s = (0u) != 0; r110 = s ? pr : r110; r111 = s ? pi : r111; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[2]); r117 = v.x; r119 = v.y; }
    { word_t pr = r110, pi = r111; gmul_tw(pr, pi, r117, 0, true, r119, 0, true, m); const bool s = (0u) != 0; r110 = s ? pr : r110; r111 = s ? pi : r111; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[4]); r121 = v.x; r123 = v.y; }
    { word_t pr = r110, pi = r111; gmul_tw(pr, pi, r121, 0, true, r123, 0, true, m); const bool s = (0u) != 0; r110 = s ? pr : r110; r111 = s ? pi : r111; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[6]); r125 = v.x; r127 = v.y; }
    { word_t pr = r110, pi = r111; gmul_tw(pr, pi, r125, 0, true, r127, 0, true, m); const bool s = (0u) != 0; r110 = s ? pr : r110; r111 = s ? pi : r111; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[8]); r129 = v.x; r131 = v.y; }
    { word_t pr = r110, pi = r111; gmul_tw(pr, pi, r129, 0, true, r131, 0, true, m); const bool s = (0u) != 0; r110 = s ? pr : r110; r111 = s ? pi : r111; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[10]); r133 = v.x; r135 = v.y; }
    { word_t pr = r110, pi = r111; gmul_tw(pr, pi, r133, 0, true, r135, 0, true, m); const bool s = (0u) != 0; r110 = s ? pr : r110; r111 = s ? pi : r111; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[12]); r137 = v.x; r139 = v.y; }
    { word_t pr = r110, pi = r111; gmul_tw(pr, pi, r137, 0, true, r139, 0, true, m); const bool s = (0u) != 0; r110 = s ? pr : r110; r111 = s ? pi : r111; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[14]); r141 = v.x; r143 = v.y; }
    { word_t pr = r110, pi = r111; gmul_tw(pr, pi, r141, 0, true, r143, 0, true, m); const bool s = (0u) != 0; r110 = s ? pr : r110; r111 = s ? pi : r111; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[16]); r145 = v.x; r147 = v.y; }
    { word_t pr = r110, pi = r111; gmul_tw(pr, pi, r145, 0, true, r147, 0, true, m); const bool s = (0u) != 0; r110 = s ? pr : r110; r111 = s ? pi : r111; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[18]); r149 = v.x; r151 = v.y; }
    { word_t pr = r110, pi = r111; gmul_tw(pr, pi, r149, 0, true, r151, 0, true, m); const bool s = (((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 5)) << 1) | 1u)) & 1u)) >> 31) & 1u)) != 0; r110 = s ? pr : r110; r111 = s ? pi : r111; }
    gbfly_ct(r4, r5, r6, r7, r110, 0, false, r111, 0, false, false, m);
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 264u] = r1;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u] = r2;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 330u] = r3;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u] = r4;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 396u] = r5;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u] = r6;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 462u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 264u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u)) << 2) + threadIdx.x) >> 5)) + 272u];
    r4 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 297u];
    r6 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u)) << 2) + threadIdx.x) >> 5)) + 304u];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[8]); r27 = v.x; r29 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r27, 0, true, r29, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[10]); r31 = v.x; r33 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r31, 0, true, r33, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[12]); r35 = v.x; r37 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r35, 0, true, r37, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[14]); r39 = v.x; r41 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r39, 0, true, r41, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[16]); r43 = v.x; r45 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r43, 0, true, r45, 0, true, m); const bool s = (((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 2) & 3u))) & 3u)) >> 30) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[18]); r47 = v.x; r49 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r47, 0, true, r49, 0, true, m); const bool s = ((((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 2) & 3u))) & 3u)) >> 30) >> 1) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, false, r9, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, false, r9, 0, false, false, m);
    r51 = 1u;
    r52 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[0]); r54 = v.x; r56 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r54, 0, true, r56, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[2]); r58 = v.x; r60 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r58, 0, true, r60, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[4]); r62 = v.x; r64 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r62, 0, true, r64, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[6]); r66 = v.x; r68 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r66, 0, true, r68, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[8]); r70 = v.x; r72 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r70, 0, true, r72, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[10]); r74 = v.x; r76 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r74, 0, true, r76, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[12]); r78 = v.x; r80 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r78, 0, true, r80, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[14]); r82 = v.x; r84 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r82, 0, true, r84, 0, true, m); const bool s = (((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 2) & 3u) << 1))) & 7u)) >> 29) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[16]); r86 = v.x; r88 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r86, 0, true, r88, 0, true, m); const bool s = ((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 2) & 3u) << 1))) & 7u)) >> 29) >> 1) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[18]); r90 = v.x; r92 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r90, 0, true, r92, 0, true, m); const bool s = ((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 2) & 3u) << 1))) & 7u)) >> 29) >> 2) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    gbfly_ct(r0, r1, r2, r3, r51, 0, false, r52, 0, false, false, m);
    r94 = 1u;
    r95 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[0]); r97 = v.x; r99 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r97, 0, true, r99, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[2]); r101 = v.x; r103 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r101, 0, true, r103, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[4]); r105 = v.x; r107 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r105, 0, true, r107, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[6]); r109 = v.x; r111 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r109, 0, true, r111, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[8]); r113 = v.x; r115 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r113, 0, true, r115, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[10]); r117 = v.x; r119 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r117, 0, true, r119, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[12]); r121 = v.x; r123 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r121, 0, true, r123, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[14]); r125 = v.x; r127 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r125, 0, true, r127, 0, true, m); const bool s = (((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 2) & 3u) << 1) | 1u))) & 7u)) >> 29) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[16]); r129 = v.x; r131 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r129, 0, true, r131, 0, true, m); const bool s = ((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 2) & 3u) << 1) | 1u))) & 7u)) >> 29) >> 1) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[18]); r133 = v.x; r135 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r133, 0, true, r135, 0, true, m); const bool s = ((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 2) & 3u) << 1) | 1u))) & 7u)) >> 29) >> 2) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    gbfly_ct(r4, r5, r6, r7, r94, 0, false, r95, 0, false, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 264u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u)) << 2) + threadIdx.x) >> 5)) + 272u] = r3;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 297u] = r5;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u)) << 2) + threadIdx.x) >> 5)) + 304u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) >> 5)) + 264u];
    r2 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4u];
    r3 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 15u) << 2) | 1u)) << 2) + threadIdx.x) >> 5)) + 260u];
    r4 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r5 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 15u) << 2) | 2u)) << 2) + threadIdx.x) >> 5)) + 264u];
    r6 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12u];
    r7 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 15u) << 2) | 3u)) << 2) + threadIdx.x) >> 5)) + 268u];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[8]); r27 = v.x; r29 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r27, 0, true, r29, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[10]); r31 = v.x; r33 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r31, 0, true, r33, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[12]); r35 = v.x; r37 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r35, 0, true, r37, 0, true, m); const bool s = (((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (threadIdx.y & 15u))) & 15u)) >> 28) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[14]); r39 = v.x; r41 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r39, 0, true, r41, 0, true, m); const bool s = ((((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (threadIdx.y & 15u))) & 15u)) >> 28) >> 1) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[16]); r43 = v.x; r45 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r43, 0, true, r45, 0, true, m); const bool s = ((((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (threadIdx.y & 15u))) & 15u)) >> 28) >> 2) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[18]); r47 = v.x; r49 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r47, 0, true, r49, 0, true, m); const bool s = ((((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (threadIdx.y & 15u))) & 15u)) >> 28) >> 3) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, false, r9, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, false, r9, 0, false, false, m);
    r51 = 1u;
    r52 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[0]); r54 = v.x; r56 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r54, 0, true, r56, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[2]); r58 = v.x; r60 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r58, 0, true, r60, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[4]); r62 = v.x; r64 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r62, 0, true, r64, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[6]); r66 = v.x; r68 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r66, 0, true, r68, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[8]); r70 = v.x; r72 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r70, 0, true, r72, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[10]); r74 = v.x; r76 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r74, 0, true, r76, 0, true, m); const bool s = (((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 15u) << 1))) & 31u)) >> 27) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[12]); r78 = v.x; r80 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r78, 0, true, r80, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 15u) << 1))) & 31u)) >> 27) >> 1) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[14]); r82 = v.x; r84 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r82, 0, true, r84, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 15u) << 1))) & 31u)) >> 27) >> 2) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[16]); r86 = v.x; r88 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r86, 0, true, r88, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 15u) << 1))) & 31u)) >> 27) >> 3) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[18]); r90 = v.x; r92 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r90, 0, true, r92, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 15u) << 1))) & 31u)) >> 27) >> 4) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    gbfly_ct(r0, r1, r2, r3, r51, 0, false, r52, 0, false, false, m);
    r94 = 1u;
    r95 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[0]); r97 = v.x; r99 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r97, 0, true, r99, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[2]); r101 = v.x; r103 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r101, 0, true, r103, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[4]); r105 = v.x; r107 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r105, 0, true, r107, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[6]); r109 = v.x; r111 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r109, 0, true, r111, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[8]); r113 = v.x; r115 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r113, 0, true, r115, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[10]); r117 = v.x; r119 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r117, 0, true, r119, 0, true, m); const bool s = (((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | (((threadIdx.y & 15u) << 1) | 1u))) & 31u)) >> 27) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[12]); r121 = v.x; r123 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r121, 0, true, r123, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | (((threadIdx.y & 15u) << 1) | 1u))) & 31u)) >> 27) >> 1) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[14]); r125 = v.x; r127 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r125, 0, true, r127, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | (((threadIdx.y & 15u) << 1) | 1u))) & 31u)) >> 27) >> 2) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[16]); r129 = v.x; r131 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r129, 0, true, r131, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | (((threadIdx.y & 15u) << 1) | 1u))) & 31u)) >> 27) >> 3) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_fwd_v_t[18]); r133 = v.x; r135 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r133, 0, true, r135, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | (((threadIdx.y & 15u) << 1) | 1u))) & 31u)) >> 27) >> 4) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    gbfly_ct(r4, r5, r6, r7, r94, 0, false, r95, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 32] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2080] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 64] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2112] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 96] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2144] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_twist(
    word_t* __restrict__ x,
    const word_t* __restrict__ fourstep_v,
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
    word_t r0, r1, r2, r4;
    const unsigned bx = blockIdx.x;

    // phase 0: four-step twist
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 2048];
    r2 = fourstep_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1)];
    r4 = fourstep_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1) + 1];
    gmul_tw(r0, r1, r2, 0, true, r4, 0, true, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 2048] = r1;
}

extern "C" __global__ void __launch_bounds__(32) dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_fwd1(
    word_t* __restrict__ x,
    const word_t* __restrict__ sub_powers_fwd_v,
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
    const word_t* __restrict__ sub_powers_fwd_v_t = sub_powers_fwd_v + (size_t)tower * 8;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r11, r13, r15, r17, r19, r21;
    word_t r23, r25, r27, r28, r30, r32, r34, r36;
    word_t r38, r40, r42, r44, r46, r47, r49, r51;
    word_t r53, r55, r57, r59, r61, r63;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 2048];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 8];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 2056];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 16];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 2064];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 24];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 2072];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, false, r9, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, false, r9, 0, false, false, m);
    r27 = 1u;
    r28 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[0]); r30 = v.x; r32 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r30, 0, true, r32, 0, true, m); const bool s = (0u) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[2]); r34 = v.x; r36 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r34, 0, true, r36, 0, true, m); const bool s = (0u) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[4]); r38 = v.x; r40 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r38, 0, true, r40, 0, true, m); const bool s = (0u) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[6]); r42 = v.x; r44 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r42, 0, true, r44, 0, true, m); const bool s = (0u) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    gbfly_ct(r0, r1, r2, r3, r27, 0, false, r28, 0, false, false, m);
    r46 = 1u;
    r47 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[0]); r49 = v.x; r51 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r49, 0, true, r51, 0, true, m); const bool s = (0u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[2]); r53 = v.x; r55 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r53, 0, true, r55, 0, true, m); const bool s = (0u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[4]); r57 = v.x; r59 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r57, 0, true, r59, 0, true, m); const bool s = (0u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[6]); r61 = v.x; r63 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r61, 0, true, r63, 0, true, m); const bool s = (1u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    gbfly_ct(r4, r5, r6, r7, r46, 0, false, r47, 0, false, false, m);
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 41u] = r3;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 16u] = r4;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 49u] = r5;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 24u] = r6;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 57u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 35u];
    r4 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 37u];
    r6 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 39u];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = (((__brev(((4u + ((threadIdx.x >> 1) & 3u)) & 3u)) >> 30) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = ((((__brev(((4u + ((threadIdx.x >> 1) & 3u)) & 3u)) >> 30) >> 1) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, false, r9, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, false, r9, 0, false, false, m);
    r27 = 1u;
    r28 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[0]); r30 = v.x; r32 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r30, 0, true, r32, 0, true, m); const bool s = (0u) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[2]); r34 = v.x; r36 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r34, 0, true, r36, 0, true, m); const bool s = (((__brev(((8u + (((threadIdx.x >> 1) & 3u) << 1)) & 7u)) >> 29) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[4]); r38 = v.x; r40 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r38, 0, true, r40, 0, true, m); const bool s = ((((__brev(((8u + (((threadIdx.x >> 1) & 3u) << 1)) & 7u)) >> 29) >> 1) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[6]); r42 = v.x; r44 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r42, 0, true, r44, 0, true, m); const bool s = ((((__brev(((8u + (((threadIdx.x >> 1) & 3u) << 1)) & 7u)) >> 29) >> 2) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    gbfly_ct(r0, r1, r2, r3, r27, 0, false, r28, 0, false, false, m);
    r46 = 1u;
    r47 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[0]); r49 = v.x; r51 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r49, 0, true, r51, 0, true, m); const bool s = (0u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[2]); r53 = v.x; r55 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r53, 0, true, r55, 0, true, m); const bool s = (((__brev(((8u + ((((threadIdx.x >> 1) & 3u) << 1) | 1u)) & 7u)) >> 29) & 1u)) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[4]); r57 = v.x; r59 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r57, 0, true, r59, 0, true, m); const bool s = ((((__brev(((8u + ((((threadIdx.x >> 1) & 3u) << 1) | 1u)) & 7u)) >> 29) >> 1) & 1u)) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[6]); r61 = v.x; r63 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r61, 0, true, r63, 0, true, m); const bool s = ((((__brev(((8u + ((((threadIdx.x >> 1) & 3u) << 1) | 1u)) & 7u)) >> 29) >> 2) & 1u)) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    gbfly_ct(r4, r5, r6, r7, r46, 0, false, r47, 0, false, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 35u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 37u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 39u] = r7;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 1u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 34u];
    r4 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 2u];
    r5 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 35u];
    r6 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 3u];
    r7 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 36u];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (((__brev(((16u + ((threadIdx.x & 7u) << 1)) & 15u)) >> 28) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = ((((__brev(((16u + ((threadIdx.x & 7u) << 1)) & 15u)) >> 28) >> 1) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = ((((__brev(((16u + ((threadIdx.x & 7u) << 1)) & 15u)) >> 28) >> 2) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = ((((__brev(((16u + ((threadIdx.x & 7u) << 1)) & 15u)) >> 28) >> 3) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_ct(r0, r1, r2, r3, r8, 0, false, r9, 0, false, false, m);
    r27 = 1u;
    r28 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[0]); r30 = v.x; r32 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r30, 0, true, r32, 0, true, m); const bool s = (((__brev(((16u + (((threadIdx.x & 7u) << 1) | 1u)) & 15u)) >> 28) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[2]); r34 = v.x; r36 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r34, 0, true, r36, 0, true, m); const bool s = ((((__brev(((16u + (((threadIdx.x & 7u) << 1) | 1u)) & 15u)) >> 28) >> 1) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[4]); r38 = v.x; r40 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r38, 0, true, r40, 0, true, m); const bool s = ((((__brev(((16u + (((threadIdx.x & 7u) << 1) | 1u)) & 15u)) >> 28) >> 2) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_fwd_v_t[6]); r42 = v.x; r44 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r42, 0, true, r44, 0, true, m); const bool s = ((((__brev(((16u + (((threadIdx.x & 7u) << 1) | 1u)) & 15u)) >> 28) >> 3) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    gbfly_ct(r4, r5, r6, r7, r27, 0, false, r28, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2048] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2049] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2050] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 3] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2051] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_pw(
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

extern "C" __global__ void __launch_bounds__(32) dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_inv1(
    word_t* __restrict__ x,
    const word_t* __restrict__ sub_powers_inv_v,
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
    const word_t* __restrict__ sub_powers_inv_v_t = sub_powers_inv_v + (size_t)tower * 8;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r11, r13, r15, r17, r19, r21;
    word_t r23, r25, r27, r28, r30, r32, r34, r36;
    word_t r38, r40, r42, r44, r46, r47, r49, r51;
    word_t r53, r55, r57, r59, r61, r63;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2048];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2049];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2050];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 3];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2051];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (((__brev(((16u + ((threadIdx.x & 7u) << 1)) & 15u)) >> 28) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = ((((__brev(((16u + ((threadIdx.x & 7u) << 1)) & 15u)) >> 28) >> 1) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = ((((__brev(((16u + ((threadIdx.x & 7u) << 1)) & 15u)) >> 28) >> 2) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = ((((__brev(((16u + ((threadIdx.x & 7u) << 1)) & 15u)) >> 28) >> 3) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r9, 0, false, false, m);
    r27 = 1u;
    r28 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[0]); r30 = v.x; r32 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r30, 0, true, r32, 0, true, m); const bool s = (((__brev(((16u + (((threadIdx.x & 7u) << 1) | 1u)) & 15u)) >> 28) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[2]); r34 = v.x; r36 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r34, 0, true, r36, 0, true, m); const bool s = ((((__brev(((16u + (((threadIdx.x & 7u) << 1) | 1u)) & 15u)) >> 28) >> 1) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[4]); r38 = v.x; r40 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r38, 0, true, r40, 0, true, m); const bool s = ((((__brev(((16u + (((threadIdx.x & 7u) << 1) | 1u)) & 15u)) >> 28) >> 2) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[6]); r42 = v.x; r44 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r42, 0, true, r44, 0, true, m); const bool s = ((((__brev(((16u + (((threadIdx.x & 7u) << 1) | 1u)) & 15u)) >> 28) >> 3) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    gbfly_gs(r4, r5, r6, r7, r27, 0, false, r28, 0, false, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 1u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 34u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 2u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 35u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 3u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 5)) + 36u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 35u];
    r4 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 37u];
    r6 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 39u];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = (((__brev(((8u + (((threadIdx.x >> 1) & 3u) << 1)) & 7u)) >> 29) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = ((((__brev(((8u + (((threadIdx.x >> 1) & 3u) << 1)) & 7u)) >> 29) >> 1) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = ((((__brev(((8u + (((threadIdx.x >> 1) & 3u) << 1)) & 7u)) >> 29) >> 2) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r9, 0, false, false, m);
    r27 = 1u;
    r28 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[0]); r30 = v.x; r32 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r30, 0, true, r32, 0, true, m); const bool s = (0u) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[2]); r34 = v.x; r36 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r34, 0, true, r36, 0, true, m); const bool s = (((__brev(((8u + ((((threadIdx.x >> 1) & 3u) << 1) | 1u)) & 7u)) >> 29) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[4]); r38 = v.x; r40 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r38, 0, true, r40, 0, true, m); const bool s = ((((__brev(((8u + ((((threadIdx.x >> 1) & 3u) << 1) | 1u)) & 7u)) >> 29) >> 1) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[6]); r42 = v.x; r44 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r42, 0, true, r44, 0, true, m); const bool s = ((((__brev(((8u + ((((threadIdx.x >> 1) & 3u) << 1) | 1u)) & 7u)) >> 29) >> 2) & 1u)) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    gbfly_gs(r4, r5, r6, r7, r27, 0, false, r28, 0, false, false, m);
    r46 = 1u;
    r47 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[0]); r49 = v.x; r51 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r49, 0, true, r51, 0, true, m); const bool s = (0u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[2]); r53 = v.x; r55 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r53, 0, true, r55, 0, true, m); const bool s = (0u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[4]); r57 = v.x; r59 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r57, 0, true, r59, 0, true, m); const bool s = (((__brev(((4u + ((threadIdx.x >> 1) & 3u)) & 3u)) >> 30) & 1u)) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[6]); r61 = v.x; r63 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r61, 0, true, r63, 0, true, m); const bool s = ((((__brev(((4u + ((threadIdx.x >> 1) & 3u)) & 3u)) >> 30) >> 1) & 1u)) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    gbfly_gs(r0, r1, r4, r5, r46, 0, false, r47, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r46, 0, false, r47, 0, false, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 35u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 37u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 5)) + 39u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 41u];
    r4 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 16u];
    r5 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 49u];
    r6 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 24u];
    r7 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 57u];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r9, 0, false, false, m);
    r27 = 1u;
    r28 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[0]); r30 = v.x; r32 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r30, 0, true, r32, 0, true, m); const bool s = (0u) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[2]); r34 = v.x; r36 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r34, 0, true, r36, 0, true, m); const bool s = (0u) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[4]); r38 = v.x; r40 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r38, 0, true, r40, 0, true, m); const bool s = (0u) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[6]); r42 = v.x; r44 = v.y; }
    { word_t pr = r27, pi = r28; gmul_tw(pr, pi, r42, 0, true, r44, 0, true, m); const bool s = (1u) != 0; r27 = s ? pr : r27; r28 = s ? pi : r28; }
    gbfly_gs(r4, r5, r6, r7, r27, 0, false, r28, 0, false, false, m);
    r46 = 1u;
    r47 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[0]); r49 = v.x; r51 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r49, 0, true, r51, 0, true, m); const bool s = (0u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[2]); r53 = v.x; r55 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r53, 0, true, r55, 0, true, m); const bool s = (0u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[4]); r57 = v.x; r59 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r57, 0, true, r59, 0, true, m); const bool s = (0u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&sub_powers_inv_v_t[6]); r61 = v.x; r63 = v.y; }
    { word_t pr = r46, pi = r47; gmul_tw(pr, pi, r61, 0, true, r63, 0, true, m); const bool s = (0u) != 0; r46 = s ? pr : r46; r47 = s ? pi : r47; }
    gbfly_gs(r0, r1, r4, r5, r46, 0, false, r47, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r46, 0, false, r47, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 2048] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 8] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 2056] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 16] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 2064] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 24] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 2072] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_untwist(
    word_t* __restrict__ x,
    const word_t* __restrict__ fourstep_inv_v,
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
    word_t r0, r1, r2, r4;
    const unsigned bx = blockIdx.x;

    // phase 0: four-step untwist
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 2048];
    r2 = fourstep_inv_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1)];
    r4 = fourstep_inv_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1) + 1];
    gmul_tw(r0, r1, r2, 0, true, r4, 0, true, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 2048] = r1;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u32_n12_r4_s6x5_c4_montgomery_twonthefly_4step_q2_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ dgt_untwist_v,
    const word_t* __restrict__ powers_inv_v,
    const word_t* __restrict__ inv_len_v,
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
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 4096;
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 22;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r11, r13, r15, r17, r19, r21;
    word_t r23, r25, r27, r29, r31, r33, r35, r37;
    word_t r39, r41, r43, r45, r47, r49, r51, r52;
    word_t r54, r56, r58, r60, r62, r64, r66, r68;
    word_t r70, r72, r74, r76, r78, r80, r82, r84;
    word_t r86, r88, r90, r92, r94, r95, r97, r99;
    word_t r101, r103, r105, r107, r109, r111, r113, r115;
    word_t r117, r119, r121, r123, r125, r127, r129, r131;
    word_t r133, r135, r137, r139, r141, r143, r145, r147;
    word_t r149, r151, r153;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 32];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2080];
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 64];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2112];
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 96];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 15u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2144];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[8]); r27 = v.x; r29 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r27, 0, true, r29, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[10]); r31 = v.x; r33 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r31, 0, true, r33, 0, true, m); const bool s = (((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 15u) << 1))) & 31u)) >> 27) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[12]); r35 = v.x; r37 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r35, 0, true, r37, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 15u) << 1))) & 31u)) >> 27) >> 1) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[14]); r39 = v.x; r41 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r39, 0, true, r41, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 15u) << 1))) & 31u)) >> 27) >> 2) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[16]); r43 = v.x; r45 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r43, 0, true, r45, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 15u) << 1))) & 31u)) >> 27) >> 3) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[18]); r47 = v.x; r49 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r47, 0, true, r49, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 15u) << 1))) & 31u)) >> 27) >> 4) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r9, 0, false, false, m);
    r51 = 1u;
    r52 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[0]); r54 = v.x; r56 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r54, 0, true, r56, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[2]); r58 = v.x; r60 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r58, 0, true, r60, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[4]); r62 = v.x; r64 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r62, 0, true, r64, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[6]); r66 = v.x; r68 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r66, 0, true, r68, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[8]); r70 = v.x; r72 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r70, 0, true, r72, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[10]); r74 = v.x; r76 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r74, 0, true, r76, 0, true, m); const bool s = (((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | (((threadIdx.y & 15u) << 1) | 1u))) & 31u)) >> 27) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[12]); r78 = v.x; r80 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r78, 0, true, r80, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | (((threadIdx.y & 15u) << 1) | 1u))) & 31u)) >> 27) >> 1) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[14]); r82 = v.x; r84 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r82, 0, true, r84, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | (((threadIdx.y & 15u) << 1) | 1u))) & 31u)) >> 27) >> 2) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[16]); r86 = v.x; r88 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r86, 0, true, r88, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | (((threadIdx.y & 15u) << 1) | 1u))) & 31u)) >> 27) >> 3) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[18]); r90 = v.x; r92 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r90, 0, true, r92, 0, true, m); const bool s = ((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 5)) << 5) | (((threadIdx.y & 15u) << 1) | 1u))) & 31u)) >> 27) >> 4) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    gbfly_gs(r4, r5, r6, r7, r51, 0, false, r52, 0, false, false, m);
    r94 = 1u;
    r95 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[0]); r97 = v.x; r99 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r97, 0, true, r99, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[2]); r101 = v.x; r103 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r101, 0, true, r103, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[4]); r105 = v.x; r107 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r105, 0, true, r107, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[6]); r109 = v.x; r111 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r109, 0, true, r111, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[8]); r113 = v.x; r115 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r113, 0, true, r115, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[10]); r117 = v.x; r119 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r117, 0, true, r119, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[12]); r121 = v.x; r123 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r121, 0, true, r123, 0, true, m); const bool s = (((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (threadIdx.y & 15u))) & 15u)) >> 28) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[14]); r125 = v.x; r127 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r125, 0, true, r127, 0, true, m); const bool s = ((((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (threadIdx.y & 15u))) & 15u)) >> 28) >> 1) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[16]); r129 = v.x; r131 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r129, 0, true, r131, 0, true, m); const bool s = ((((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (threadIdx.y & 15u))) & 15u)) >> 28) >> 2) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[18]); r133 = v.x; r135 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r133, 0, true, r135, 0, true, m); const bool s = ((((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (threadIdx.y & 15u))) & 15u)) >> 28) >> 3) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    gbfly_gs(r0, r1, r4, r5, r94, 0, false, r95, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r94, 0, false, r95, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) >> 5)) + 264u] = r1;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4u] = r2;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 15u) << 2) | 1u)) << 2) + threadIdx.x) >> 5)) + 260u] = r3;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r4;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 15u) << 2) | 2u)) << 2) + threadIdx.x) >> 5)) + 264u] = r5;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12u] = r6;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 15u) << 2) | 3u)) << 2) + threadIdx.x) >> 5)) + 268u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 264u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u)) << 2) + threadIdx.x) >> 5)) + 272u];
    r4 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 297u];
    r6 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u)) << 2) + threadIdx.x) >> 5)) + 304u];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[8]); r27 = v.x; r29 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r27, 0, true, r29, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[10]); r31 = v.x; r33 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r31, 0, true, r33, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[12]); r35 = v.x; r37 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r35, 0, true, r37, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[14]); r39 = v.x; r41 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r39, 0, true, r41, 0, true, m); const bool s = (((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 2) & 3u) << 1))) & 7u)) >> 29) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[16]); r43 = v.x; r45 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r43, 0, true, r45, 0, true, m); const bool s = ((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 2) & 3u) << 1))) & 7u)) >> 29) >> 1) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[18]); r47 = v.x; r49 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r47, 0, true, r49, 0, true, m); const bool s = ((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 2) & 3u) << 1))) & 7u)) >> 29) >> 2) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r9, 0, false, false, m);
    r51 = 1u;
    r52 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[0]); r54 = v.x; r56 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r54, 0, true, r56, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[2]); r58 = v.x; r60 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r58, 0, true, r60, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[4]); r62 = v.x; r64 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r62, 0, true, r64, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[6]); r66 = v.x; r68 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r66, 0, true, r68, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[8]); r70 = v.x; r72 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r70, 0, true, r72, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[10]); r74 = v.x; r76 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r74, 0, true, r76, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[12]); r78 = v.x; r80 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r78, 0, true, r80, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[14]); r82 = v.x; r84 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r82, 0, true, r84, 0, true, m); const bool s = (((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 2) & 3u) << 1) | 1u))) & 7u)) >> 29) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[16]); r86 = v.x; r88 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r86, 0, true, r88, 0, true, m); const bool s = ((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 2) & 3u) << 1) | 1u))) & 7u)) >> 29) >> 1) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[18]); r90 = v.x; r92 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r90, 0, true, r92, 0, true, m); const bool s = ((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 2) & 3u) << 1) | 1u))) & 7u)) >> 29) >> 2) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    gbfly_gs(r4, r5, r6, r7, r51, 0, false, r52, 0, false, false, m);
    r94 = 1u;
    r95 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[0]); r97 = v.x; r99 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r97, 0, true, r99, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[2]); r101 = v.x; r103 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r101, 0, true, r103, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[4]); r105 = v.x; r107 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r105, 0, true, r107, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[6]); r109 = v.x; r111 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r109, 0, true, r111, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[8]); r113 = v.x; r115 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r113, 0, true, r115, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[10]); r117 = v.x; r119 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r117, 0, true, r119, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[12]); r121 = v.x; r123 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r121, 0, true, r123, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[14]); r125 = v.x; r127 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r125, 0, true, r127, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[16]); r129 = v.x; r131 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r129, 0, true, r131, 0, true, m); const bool s = (((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 2) & 3u))) & 3u)) >> 30) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[18]); r133 = v.x; r135 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r133, 0, true, r135, 0, true, m); const bool s = ((((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 2) & 3u))) & 3u)) >> 30) >> 1) & 1u)) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    gbfly_gs(r0, r1, r4, r5, r94, 0, false, r95, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r94, 0, false, r95, 0, false, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 264u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u)) << 2) + threadIdx.x) >> 5)) + 272u] = r3;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 297u] = r5;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((64u + (((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u)) << 2) + threadIdx.x) >> 5)) + 304u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 264u];
    r2 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u];
    r3 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 330u];
    r4 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u];
    r5 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 396u];
    r6 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u];
    r7 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 462u];
    r8 = 1u;
    r9 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[0]); r11 = v.x; r13 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r11, 0, true, r13, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[2]); r15 = v.x; r17 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r15, 0, true, r17, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[4]); r19 = v.x; r21 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r19, 0, true, r21, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[6]); r23 = v.x; r25 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r23, 0, true, r25, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[8]); r27 = v.x; r29 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r27, 0, true, r29, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[10]); r31 = v.x; r33 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r31, 0, true, r33, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[12]); r35 = v.x; r37 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r35, 0, true, r37, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[14]); r39 = v.x; r41 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r39, 0, true, r41, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[16]); r43 = v.x; r45 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r43, 0, true, r45, 0, true, m); const bool s = (0u) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[18]); r47 = v.x; r49 = v.y; }
    { word_t pr = r8, pi = r9; gmul_tw(pr, pi, r47, 0, true, r49, 0, true, m); const bool s = (((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 5)) << 1)) & 1u)) >> 31) & 1u)) != 0; r8 = s ? pr : r8; r9 = s ? pi : r9; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r9, 0, false, false, m);
    r51 = 1u;
    r52 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[0]); r54 = v.x; r56 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r54, 0, true, r56, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[2]); r58 = v.x; r60 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r58, 0, true, r60, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[4]); r62 = v.x; r64 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r62, 0, true, r64, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[6]); r66 = v.x; r68 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r66, 0, true, r68, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[8]); r70 = v.x; r72 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r70, 0, true, r72, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[10]); r74 = v.x; r76 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r74, 0, true, r76, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[12]); r78 = v.x; r80 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r78, 0, true, r80, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[14]); r82 = v.x; r84 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r82, 0, true, r84, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[16]); r86 = v.x; r88 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r86, 0, true, r88, 0, true, m); const bool s = (0u) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[18]); r90 = v.x; r92 = v.y; }
    { word_t pr = r51, pi = r52; gmul_tw(pr, pi, r90, 0, true, r92, 0, true, m); const bool s = (((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 5)) << 1) | 1u)) & 1u)) >> 31) & 1u)) != 0; r51 = s ? pr : r51; r52 = s ? pi : r52; }
    gbfly_gs(r4, r5, r6, r7, r51, 0, false, r52, 0, false, false, m);
    r94 = 1u;
    r95 = 0u;
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[0]); r97 = v.x; r99 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r97, 0, true, r99, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[2]); r101 = v.x; r103 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r101, 0, true, r103, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[4]); r105 = v.x; r107 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r105, 0, true, r107, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[6]); r109 = v.x; r111 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r109, 0, true, r111, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[8]); r113 = v.x; r115 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r113, 0, true, r115, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[10]); r117 = v.x; r119 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r117, 0, true, r119, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[12]); r121 = v.x; r123 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r121, 0, true, r123, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[14]); r125 = v.x; r127 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r125, 0, true, r127, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[16]); r129 = v.x; r131 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r129, 0, true, r131, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&powers_inv_v_t[18]); r133 = v.x; r135 = v.y; }
    { word_t pr = r94, pi = r95; gmul_tw(pr, pi, r133, 0, true, r135, 0, true, m); const bool s = (0u) != 0; r94 = s ? pr : r94; r95 = s ? pi : r95; }
    gbfly_gs(r0, r1, r4, r5, r94, 0, false, r95, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r94, 0, false, r95, 0, false, false, m);
    r137 = inv_len_v_t[0];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r139 = v.x; r141 = v.y; }
    gmul_tw(r0, r1, r139, 0, true, r141, 0, true, m);
    r0 = mod_mul_tw(r0, r137, 0, m);
    r1 = mod_mul_tw(r1, r137, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r143 = v.x; r145 = v.y; }
    gmul_tw(r2, r3, r143, 0, true, r145, 0, true, m);
    r2 = mod_mul_tw(r2, r137, 0, m);
    r3 = mod_mul_tw(r3, r137, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 2048]); r147 = v.x; r149 = v.y; }
    gmul_tw(r4, r5, r147, 0, true, r149, 0, true, m);
    r4 = mod_mul_tw(r4, r137, 0, m);
    r5 = mod_mul_tw(r5, r137, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 3072]); r151 = v.x; r153 = v.y; }
    gmul_tw(r6, r7, r151, 0, true, r153, 0, true, m);
    r6 = mod_mul_tw(r6, r137, 0, m);
    r7 = mod_mul_tw(r7, r137, 0, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 512] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 2560] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3072] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1536] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 15u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 3584] = r7;
}

// nttgen: dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2.toml --out generated/dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2"
//   transform = "dgt"
//   log_n = 11
//   word = "u32"
//   reduction = "montgomery"
//   radix = 4
//   stage_split = [5, 4]
//   cluster = 2
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = true
//   truncate = 1
//   pointwise = "fused-karatsuba"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1073692673, 1073668097]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_fwd0: grid_x 16, block 2 x 8, shared 528 B; mulmods 14336, addmods 17408, butterflies 2560, global bytes 16384 (read 8192, write 8192), table bytes 24576, shuffles 0
//   dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_twist: grid_x 8, block 128 x 1, shared 0 B; mulmods 4096, addmods 2048, butterflies 0, global bytes 16384 (read 8192, write 8192), table bytes 8192, shuffles 0
//   dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_fwd1: grid_x 32, block 2 x 4, shared 264 B; mulmods 8192, addmods 12288, butterflies 2048, global bytes 16384 (read 8192, write 8192), table bytes 12288, shuffles 0
//   dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_pw: grid_x 4, block 128 x 1, shared 0 B; mulmods 8192, addmods 9216, butterflies 0, global bytes 24576 (read 16384, write 8192), table bytes 4096, shuffles 0
//   dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_inv1: grid_x 32, block 2 x 4, shared 264 B; mulmods 8192, addmods 12288, butterflies 2048, global bytes 16384 (read 8192, write 8192), table bytes 12288, shuffles 0
//   dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_untwist: grid_x 8, block 128 x 1, shared 0 B; mulmods 4096, addmods 2048, butterflies 0, global bytes 16384 (read 8192, write 8192), table bytes 8192, shuffles 0
//   dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_inv0: grid_x 16, block 2 x 8, shared 528 B; mulmods 16384, addmods 17408, butterflies 2560, global bytes 16384 (read 8192, write 8192), table bytes 25600, shuffles 0

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



extern "C" __global__ void __launch_bounds__(16) dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ dgt_twist_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) << 1)]); r8 = v.x; r10 = v.y; }
    gmul_tw(r0, r1, r8, 0, true, r10, 0, true, m);
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1280];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) << 1) + 512]); r12 = v.x; r14 = v.y; }
    gmul_tw(r2, r3, r12, 0, true, r14, 0, true, m);
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 512];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1536];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) << 1) + 1024]); r16 = v.x; r18 = v.y; }
    gmul_tw(r4, r5, r16, 0, true, r18, 0, true, m);
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 768];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1792];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) << 1) + 1536]); r20 = v.x; r22 = v.y; }
    gmul_tw(r6, r7, r20, 0, true, r22, 0, true, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 4) | (threadIdx.x >> 5)) << 1) + 2]); r24 = v.x; r26 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r24, 0, true, r26, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r24, 0, true, r26, 0, true, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 5)) << 1) << 1) + 4]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    gbfly_ct(r0, r1, r2, r3, r28, 0, true, r30, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r32, 0, true, r34, 0, true, false, m);
    smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((threadIdx.y & 7u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((threadIdx.y & 7u) << 1) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((32u + ((threadIdx.y & 7u) | 8u)) << 1) + threadIdx.x) >> 5)) + 80u] = r3;
    smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((threadIdx.y & 7u) << 1) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((threadIdx.y & 7u) << 1) + threadIdx.x) >> 5)) + 99u] = r5;
    smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | 24u) << 1) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((32u + ((threadIdx.y & 7u) | 24u)) << 1) + threadIdx.x) >> 5)) + 112u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 1) + threadIdx.x) >> 5)) + 68u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u)) << 1) + threadIdx.x) >> 5)) + 72u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 1) + threadIdx.x) >> 5)) + 76u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 1) & 3u)) << 1) + 8]); r8 = v.x; r10 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 1) & 3u) << 1)) << 1) + 16]); r12 = v.x; r14 = v.y; r16 = v.z; r18 = v.w; }
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 1) + threadIdx.x) >> 5)) + 68u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u)) << 1) + threadIdx.x) >> 5)) + 72u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 1) + threadIdx.x) >> 5)) + 76u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 1u) << 1) + threadIdx.x) >> 5)) + 2u];
    r3 = smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 1u)) << 1) + threadIdx.x) >> 5)) + 66u];
    r4 = smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r5 = smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 2u)) << 1) + threadIdx.x) >> 5)) + 68u];
    r6 = smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 3u) << 1) + threadIdx.x) >> 5)) + 6u];
    r7 = smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 3u)) << 1) + threadIdx.x) >> 5)) + 70u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) << 1) + 32]); r8 = v.x; r10 = v.y; r12 = v.z; r14 = v.w; }
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 32] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1056] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 64] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1088] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 96] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1120] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_twist(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ fourstep_v_t = fourstep_v + (size_t)tower * 2048;
    word_t r0, r1, r2, r4;
    const unsigned bx = blockIdx.x;

    // phase 0: four-step twist
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 1024];
    r2 = fourstep_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1)];
    r4 = fourstep_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1) + 1];
    gmul_tw(r0, r1, r2, 0, true, r4, 0, true, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 1024] = r1;
}

extern "C" __global__ void __launch_bounds__(8) dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_fwd1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_sub_fwd_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_sub_fwd_v_t = tw_sub_fwd_v + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u))];
    r1 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 1024];
    r2 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 8];
    r3 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 1032];
    r4 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 16];
    r5 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 1040];
    r6 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 24];
    r7 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 1048];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_sub_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_sub_fwd_v_t[4]); r12 = v.x; r14 = v.y; r16 = v.z; r18 = v.w; }
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + ((((threadIdx.y & 3u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + ((((threadIdx.y & 3u) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r2;
    smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + ((((16u + ((threadIdx.y & 3u) | 4u)) << 1) + threadIdx.x) >> 5)) + 40u] = r3;
    smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r4;
    smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + ((((16u + ((threadIdx.y & 3u) | 8u)) << 1) + threadIdx.x) >> 5)) + 48u] = r5;
    smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | 12u) << 1) + threadIdx.x) >> 5)) + 24u] = r6;
    smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + ((((16u + ((threadIdx.y & 3u) | 12u)) << 1) + threadIdx.x) >> 5)) + 56u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | 1u) << 1) + threadIdx.x) >> 5)) + 2u];
    r3 = smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((16u + (((threadIdx.y & 3u) << 2) | 1u)) << 1) + threadIdx.x) >> 5)) + 34u];
    r4 = smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r5 = smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((16u + (((threadIdx.y & 3u) << 2) | 2u)) << 1) + threadIdx.x) >> 5)) + 36u];
    r6 = smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | 3u) << 1) + threadIdx.x) >> 5)) + 6u];
    r7 = smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((16u + (((threadIdx.y & 3u) << 2) | 3u)) << 1) + threadIdx.x) >> 5)) + 38u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_sub_fwd_v_t[(size_t)((threadIdx.y & 3u) << 1) + 8]); r8 = v.x; r10 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_sub_fwd_v_t[(size_t)(((threadIdx.y & 3u) << 1) << 1) + 16]); r12 = v.x; r14 = v.y; r16 = v.z; r18 = v.w; }
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u))] = r0;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 1024] = r1;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 2] = r2;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 1026] = r3;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 4] = r4;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 1028] = r5;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 6] = r6;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 1030] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_pw(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ group_roots_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ group_roots_v_t = group_roots_v + (size_t)tower * 1024;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r13, r14, r15, r16, r17;
    word_t r18, r19, r20, r21, r22, r23, r24, r25;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)];
    r1 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1) + 1024];
    r2 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1) + 1];
    r3 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1) + 1025];
    r4 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)];
    r5 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 1) + 1024];
    r6 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 1) + 1];
    r7 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 1) + 1025];
    r8 = group_roots_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1)];
    r10 = group_roots_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1) + 1];
    r22 = mod_mul(r0, r4, m);
    r23 = mod_mul(r1, r5, m);
    r24 = mod_mul(r0, r5, m);
    r25 = mod_mul(r1, r4, m);
    r12 = mod_sub(r22, r23, m.q);
    r13 = mod_add(r24, r25, m.q);
    r22 = mod_mul(r2, r6, m);
    r23 = mod_mul(r3, r7, m);
    r24 = mod_mul(r2, r7, m);
    r25 = mod_mul(r3, r6, m);
    r14 = mod_sub(r22, r23, m.q);
    r15 = mod_add(r24, r25, m.q);
    r16 = mod_add(r0, r2, m.q);
    r17 = mod_add(r1, r3, m.q);
    r18 = mod_add(r4, r6, m.q);
    r19 = mod_add(r5, r7, m.q);
    r22 = mod_mul(r16, r18, m);
    r23 = mod_mul(r17, r19, m);
    r24 = mod_mul(r16, r19, m);
    r25 = mod_mul(r17, r18, m);
    r20 = mod_sub(r22, r23, m.q);
    r21 = mod_add(r24, r25, m.q);
    r20 = mod_sub(r20, r12, m.q);
    r21 = mod_sub(r21, r13, m.q);
    r20 = mod_sub(r20, r14, m.q);
    r21 = mod_sub(r21, r15, m.q);
    gmul_tw(r14, r15, r8, 0, true, r10, 0, true, m);
    r12 = mod_add(r12, r14, m.q);
    r13 = mod_add(r13, r15, m.q);
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)] = r12;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1) + 1024] = r13;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1) + 1] = r20;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1) + 1025] = r21;
}

extern "C" __global__ void __launch_bounds__(8) dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_inv1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_sub_inv_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_sub_inv_v_t = tw_sub_inv_v + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u))];
    r1 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 1024];
    r2 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 2];
    r3 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 1026];
    r4 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 4];
    r5 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 1028];
    r6 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 6];
    r7 = x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | (((threadIdx.y & 3u) << 2) << 1)) | (threadIdx.x & 1u)) + 1030];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_sub_inv_v_t[(size_t)(((threadIdx.y & 3u) << 1) << 1) + 16]); r8 = v.x; r10 = v.y; r12 = v.z; r14 = v.w; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_sub_inv_v_t[(size_t)((threadIdx.y & 3u) << 1) + 8]); r16 = v.x; r18 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | 1u) << 1) + threadIdx.x) >> 5)) + 2u] = r2;
    smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((16u + (((threadIdx.y & 3u) << 2) | 1u)) << 1) + threadIdx.x) >> 5)) + 34u] = r3;
    smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r4;
    smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((16u + (((threadIdx.y & 3u) << 2) | 2u)) << 1) + threadIdx.x) >> 5)) + 36u] = r5;
    smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | 3u) << 1) + threadIdx.x) >> 5)) + 6u] = r6;
    smem[(((((threadIdx.y & 3u) << 2) << 1) + threadIdx.x) + ((((16u + (((threadIdx.y & 3u) << 2) | 3u)) << 1) + threadIdx.x) >> 5)) + 38u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + ((((threadIdx.y & 3u) << 1) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + ((((threadIdx.y & 3u) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r3 = smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + ((((16u + ((threadIdx.y & 3u) | 4u)) << 1) + threadIdx.x) >> 5)) + 40u];
    r4 = smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r5 = smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + ((((16u + ((threadIdx.y & 3u) | 8u)) << 1) + threadIdx.x) >> 5)) + 48u];
    r6 = smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | 12u) << 1) + threadIdx.x) >> 5)) + 24u];
    r7 = smem[((((threadIdx.y & 3u) << 1) + threadIdx.x) + ((((16u + ((threadIdx.y & 3u) | 12u)) << 1) + threadIdx.x) >> 5)) + 56u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_sub_inv_v_t[4]); r8 = v.x; r10 = v.y; r12 = v.z; r14 = v.w; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_sub_inv_v_t[2]); r16 = v.x; r18 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u))] = r0;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 1024] = r1;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 8] = r2;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 1032] = r3;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 16] = r4;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 1040] = r5;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 24] = r6;
    x[poly + (size_t)((((bx | (threadIdx.x >> 1)) << 5) | ((threadIdx.y & 3u) << 1)) | (threadIdx.x & 1u)) + 1048] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_untwist(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ fourstep_inv_v_t = fourstep_inv_v + (size_t)tower * 2048;
    word_t r0, r1, r2, r4;
    const unsigned bx = blockIdx.x;

    // phase 0: four-step untwist
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 1024];
    r2 = fourstep_inv_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1)];
    r4 = fourstep_inv_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1) + 1];
    gmul_tw(r0, r1, r2, 0, true, r4, 0, true, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 1024] = r1;
}

extern "C" __global__ void __launch_bounds__(16) dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ dgt_untwist_v,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 2048;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34, r36;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 32];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1056];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 64];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1088];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 96];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1120];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) << 1) + 32]); r8 = v.x; r10 = v.y; r12 = v.z; r14 = v.w; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 1u) << 1) + threadIdx.x) >> 5)) + 2u] = r2;
    smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 1u)) << 1) + threadIdx.x) >> 5)) + 66u] = r3;
    smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r4;
    smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 2u)) << 1) + threadIdx.x) >> 5)) + 68u] = r5;
    smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 3u) << 1) + threadIdx.x) >> 5)) + 6u] = r6;
    smem[(((((threadIdx.y & 7u) << 2) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 3u)) << 1) + threadIdx.x) >> 5)) + 70u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 1) + threadIdx.x) >> 5)) + 68u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u)) << 1) + threadIdx.x) >> 5)) + 72u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 1) + threadIdx.x) >> 5)) + 76u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 1) & 3u) << 1)) << 1) + 16]); r8 = v.x; r10 = v.y; r12 = v.z; r14 = v.w; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 1) & 3u)) << 1) + 8]); r16 = v.x; r18 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 1) + threadIdx.x) >> 5)) + 68u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u)) << 1) + threadIdx.x) >> 5)) + 72u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 1) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 1) + threadIdx.x) >> 5)) + 76u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((threadIdx.y & 7u) << 1) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((threadIdx.y & 7u) << 1) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((32u + ((threadIdx.y & 7u) | 8u)) << 1) + threadIdx.x) >> 5)) + 80u];
    r4 = smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((threadIdx.y & 7u) << 1) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((threadIdx.y & 7u) << 1) + threadIdx.x) >> 5)) + 99u];
    r6 = smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | 24u) << 1) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[((((threadIdx.y & 7u) << 1) + threadIdx.x) + ((((32u + ((threadIdx.y & 7u) | 24u)) << 1) + threadIdx.x) >> 5)) + 112u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 5)) << 1) << 1) + 4]); r8 = v.x; r10 = v.y; r12 = v.z; r14 = v.w; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 4) | (threadIdx.x >> 5)) << 1) + 2]); r16 = v.x; r18 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    r20 = inv_len_v_t[0];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) << 1)]); r22 = v.x; r24 = v.y; }
    gmul_tw(r0, r1, r22, 0, true, r24, 0, true, m);
    r0 = mod_mul_tw(r0, r20, 0, m);
    r1 = mod_mul_tw(r1, r20, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) << 1) + 512]); r26 = v.x; r28 = v.y; }
    gmul_tw(r2, r3, r26, 0, true, r28, 0, true, m);
    r2 = mod_mul_tw(r2, r20, 0, m);
    r3 = mod_mul_tw(r3, r20, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) << 1) + 1024]); r30 = v.x; r32 = v.y; }
    gmul_tw(r4, r5, r30, 0, true, r32, 0, true, m);
    r4 = mod_mul_tw(r4, r20, 0, m);
    r5 = mod_mul_tw(r5, r20, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) << 1) + 1536]); r34 = v.x; r36 = v.y; }
    gmul_tw(r6, r7, r34, 0, true, r36, 0, true, m);
    r6 = mod_mul_tw(r6, r20, 0, m);
    r7 = mod_mul_tw(r7, r20, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1280] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 512] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1536] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 768] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1792] = r7;
}

// nttgen: ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2.toml --out generated/ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2"
//   transform = "ntt-negacyclic"
//   log_n = 8
//   word = "u32"
//   reduction = "montgomery"
//   radix = 8
//   stage_split = [8]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "shared"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1073738753, 1073732609]
//
// kernels, in launch order; grid = (grid_x, towers, batch); cost per polynomial of one tower:
//   ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_fwd0: grid_x 1, block 32 x 4, shared 12384 B; mulmods 1024, addmods 2304, butterflies 1024, global bytes 2048 (read 1024, write 1024), table bytes 1536, shuffles 0
//   ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_pw: grid_x 2, block 128 x 1, shared 0 B; mulmods 256, addmods 0, butterflies 0, global bytes 3072 (read 2048, write 1024), table bytes 0, shuffles 0
//   ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_inv0: grid_x 1, block 32 x 4, shared 12384 B; mulmods 1152, addmods 2304, butterflies 1024, global bytes 2048 (read 1024, write 1024), table bytes 1792, shuffles 0
//   ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_product: grid_x 1, block 32 x 4, shared 24768 B; mulmods 3456, addmods 6912, butterflies 3072, global bytes 3072 (read 2048, write 1024), table bytes 3328, shuffles 0

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

__device__ __forceinline__ word_t mod_add(word_t a, word_t b, word_t q) {
    word_t s = a + b;
    return s - (q & mod_mask(s >= q));
}

__device__ __forceinline__ word_t mod_sub(word_t a, word_t b, word_t q) {
    word_t d = a - b;
    return d + (q & mod_mask(a < b));
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

/* Harvey's lazy butterflies over Montgomery twiddles (twins of montgomery.rs
 * bfly_ct_lazy / bfly_gs_lazy, shoup.rs normalize): values stay in [0, 4q)
 * (CT) or [0, 2q) (GS) between levels and are brought to [0, q) once, before
 * a global store. REDC of a·wR for a < 4q is exact (4q·q < q·2^β by the bound
 * above), so only the sums are lazy. Corrections are branch-free selects. */
__device__ __forceinline__ word_t mod_csub(word_t r, word_t b) {
    return r - (b & mod_mask(r >= b));
}

__device__ __forceinline__ word_t mod_half_lazy(word_t v, word_t q) {
    return (v >> 1) + (((q >> 1) + 1) & mod_mask((v & 1) != 0));
}

__device__ __forceinline__ void bfly_ct_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t q2 = m.q + m.q;
    const word_t u = mod_csub(x, q2);
    const word_t t = mod_mont_mul(y, w, m);
    x = u + t;
    y = u - t + q2;
}

__device__ __forceinline__ void bfly_gs_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, bool half, const ModConst m) {
    const word_t q2 = m.q + m.q;
    const word_t s = mod_csub(x + y, q2);
    const word_t d = mod_mont_mul(x - y + q2, w, m);
    x = half ? mod_half_lazy(s, m.q) : s;
    y = half ? mod_half_lazy(d, m.q) : d;
}

__device__ __forceinline__ word_t mod_normalize(word_t x, const ModConst m) {
    return mod_csub(mod_csub(x, m.q + m.q), m.q);
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


extern "C" __global__ void __launch_bounds__(128) ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods)
{
    // 4 polynomials per block: block z, a multiple of 4, runs z .. z + 3; the others return.
    if (blockIdx.z % 4u != 0) return;
    const unsigned entry = blockIdx.z + (threadIdx.y);
    const bool in_batch = entry < gridDim.z;
    const size_t poly = ((size_t)(in_batch ? entry : blockIdx.z) * gridDim.y + blockIdx.y) * 256;
    const ModConst m = mods[blockIdx.y];
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20;

    // phase 0: forward kernel 0: load
    if ((unsigned)(threadIdx.x < 1u)) {
        r8 = tw_fwd_v[(size_t)blockIdx.y * 256 + (1u + threadIdx.x)];
        smem[((1056u + (threadIdx.y * 510u)) + (threadIdx.x << 1))] = r8;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r9 = tw_fwd_v[(size_t)blockIdx.y * 256 + (2u + threadIdx.x)];
        smem[((1056u + (threadIdx.y * 510u)) + ((1u + threadIdx.x) << 1))] = r9;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r10 = tw_fwd_v[(size_t)blockIdx.y * 256 + (4u + threadIdx.x)];
        smem[((1056u + (threadIdx.y * 510u)) + ((3u + threadIdx.x) << 1))] = r10;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r11 = tw_fwd_v[(size_t)blockIdx.y * 256 + (8u + threadIdx.x)];
        smem[((1056u + (threadIdx.y * 510u)) + ((7u + threadIdx.x) << 1))] = r11;
    }
    if ((unsigned)(threadIdx.x < 16u)) {
        r12 = tw_fwd_v[(size_t)blockIdx.y * 256 + (16u + threadIdx.x)];
        smem[((1056u + (threadIdx.y * 510u)) + ((15u + threadIdx.x) << 1))] = r12;
    }
    r13 = tw_fwd_v[(size_t)blockIdx.y * 256 + (32u + threadIdx.x)];
    smem[((1056u + (threadIdx.y * 510u)) + ((31u + threadIdx.x) << 1))] = r13;
    r14 = tw_fwd_v[(size_t)blockIdx.y * 256 + (64u + threadIdx.x)];
    smem[((1056u + (threadIdx.y * 510u)) + ((63u + threadIdx.x) << 1))] = r14;
    r15 = tw_fwd_v[(size_t)blockIdx.y * 256 + (64u + (threadIdx.x + 32u))];
    smem[((1056u + (threadIdx.y * 510u)) + ((63u + (threadIdx.x + 32u)) << 1))] = r15;
    r16 = tw_fwd_v[(size_t)blockIdx.y * 256 + (128u + threadIdx.x)];
    smem[((1056u + (threadIdx.y * 510u)) + ((127u + threadIdx.x) << 1))] = r16;
    r17 = tw_fwd_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 32u))];
    smem[((1056u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 32u)) << 1))] = r17;
    r18 = tw_fwd_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 64u))];
    smem[((1056u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 64u)) << 1))] = r18;
    r19 = tw_fwd_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 96u))];
    smem[((1056u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 96u)) << 1))] = r19;
    __syncthreads();

    // phase 1: forward kernel 0: load
    r0 = in_batch ? x[poly + (threadIdx.x & 31u)] : 0;
    r1 = in_batch ? x[poly + ((threadIdx.x & 31u) | 32u)] : 0;
    r2 = in_batch ? x[poly + ((threadIdx.x & 31u) | 64u)] : 0;
    r3 = in_batch ? x[poly + ((threadIdx.x & 31u) | 96u)] : 0;
    r4 = in_batch ? x[poly + ((threadIdx.x & 31u) | 128u)] : 0;
    r5 = in_batch ? x[poly + ((threadIdx.x & 31u) | 160u)] : 0;
    r6 = in_batch ? x[poly + ((threadIdx.x & 31u) | 192u)] : 0;
    r7 = in_batch ? x[poly + ((threadIdx.x & 31u) | 224u)] : 0;
    r8 = smem[(1056u + (threadIdx.y * 510u))];
    bfly_ct_lazy(r0, r4, r8, 0, m);
    bfly_ct_lazy(r1, r5, r8, 0, m);
    bfly_ct_lazy(r2, r6, r8, 0, m);
    bfly_ct_lazy(r3, r7, r8, 0, m);
    r10 = smem[(2u + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = smem[(4u + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r6, r12, 0, m);
    bfly_ct_lazy(r5, r7, r12, 0, m);
    r14 = smem[(6u + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = smem[(8u + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r2, r3, r16, 0, m);
    r18 = smem[(10u + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r5, r18, 0, m);
    r20 = smem[(12u + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r6, r7, r20, 0, m);
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 32u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 32u)) >> 5))] = r1;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 64u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 64u)) >> 5))] = r2;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 96u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 96u)) >> 5))] = r3;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 128u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 128u)) >> 5))] = r4;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 160u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 160u)) >> 5))] = r5;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 192u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 192u)) >> 5))] = r6;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 224u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 224u)) >> 5))] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) >> 5))];
    r2 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) >> 5))];
    r3 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) >> 5))];
    r4 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) >> 5))];
    r5 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) >> 5))];
    r6 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) >> 5))];
    r7 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) >> 5))];
    r8 = smem[(((7u + ((threadIdx.x >> 2) & 7u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r4, r8, 0, m);
    bfly_ct_lazy(r1, r5, r8, 0, m);
    bfly_ct_lazy(r2, r6, r8, 0, m);
    bfly_ct_lazy(r3, r7, r8, 0, m);
    r10 = smem[(((15u + (((threadIdx.x >> 2) & 7u) << 1)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = smem[(((15u + ((((threadIdx.x >> 2) & 7u) << 1) | 1u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r6, r12, 0, m);
    bfly_ct_lazy(r5, r7, r12, 0, m);
    r14 = smem[(((31u + (((threadIdx.x >> 2) & 7u) << 2)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 1u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r2, r3, r16, 0, m);
    r18 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 2u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r5, r18, 0, m);
    r20 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 3u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r6, r7, r20, 0, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) >> 5))] = r1;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) >> 5))] = r2;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) >> 5))] = r3;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) >> 5))] = r4;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) >> 5))] = r5;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) >> 5))] = r6;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) >> 5))] = r7;
    __syncthreads();

    // phase 3: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 1u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 1u)) >> 5))];
    r2 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 2u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 2u)) >> 5))];
    r3 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 3u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 3u)) >> 5))];
    r4 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 4u)) >> 5))];
    r5 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 5u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 5u)) >> 5))];
    r6 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 6u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 6u)) >> 5))];
    r7 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 7u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 7u)) >> 5))];
    r8 = smem[(((63u + ((threadIdx.x & 31u) << 1)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r2, r8, 0, m);
    bfly_ct_lazy(r1, r3, r8, 0, m);
    r10 = smem[(((63u + (((threadIdx.x & 31u) << 1) | 1u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r6, r10, 0, m);
    bfly_ct_lazy(r5, r7, r10, 0, m);
    r12 = smem[(((127u + ((threadIdx.x & 31u) << 2)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r1, r12, 0, m);
    r14 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 1u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r2, r3, r14, 0, m);
    r16 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 2u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r5, r16, 0, m);
    r18 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 3u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r6, r7, r18, 0, m);
    r0 = mod_normalize(r0, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) << 3)] = r0;
    r1 = mod_normalize(r1, m);
    if (in_batch) x[poly + (((threadIdx.x & 31u) << 3) | 1u)] = r1;
    r2 = mod_normalize(r2, m);
    if (in_batch) x[poly + (((threadIdx.x & 31u) << 3) | 2u)] = r2;
    r3 = mod_normalize(r3, m);
    if (in_batch) x[poly + (((threadIdx.x & 31u) << 3) | 3u)] = r3;
    r4 = mod_normalize(r4, m);
    if (in_batch) x[poly + (((threadIdx.x & 31u) << 3) | 4u)] = r4;
    r5 = mod_normalize(r5, m);
    if (in_batch) x[poly + (((threadIdx.x & 31u) << 3) | 5u)] = r5;
    r6 = mod_normalize(r6, m);
    if (in_batch) x[poly + (((threadIdx.x & 31u) << 3) | 6u)] = r6;
    r7 = mod_normalize(r7, m);
    if (in_batch) x[poly + (((threadIdx.x & 31u) << 3) | 7u)] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_pw(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const ModConst* __restrict__ mods)
{
    const size_t poly = ((size_t)blockIdx.z * gridDim.y + blockIdx.y) * 256;
    const ModConst m = mods[blockIdx.y];
    word_t r0, r1;

    // phase 0: pointwise
    r0 = x[poly + ((blockIdx.x << 7) + threadIdx.x)];
    r1 = y[poly + ((blockIdx.x << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + ((blockIdx.x << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods)
{
    // 4 polynomials per block: block z, a multiple of 4, runs z .. z + 3; the others return.
    if (blockIdx.z % 4u != 0) return;
    const unsigned entry = blockIdx.z + (threadIdx.y);
    const bool in_batch = entry < gridDim.z;
    const size_t poly = ((size_t)(in_batch ? entry : blockIdx.z) * gridDim.y + blockIdx.y) * 256;
    const ModConst m = mods[blockIdx.y];
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r22;

    // phase 0: inverse kernel 0: load
    if ((unsigned)(threadIdx.x < 1u)) {
        r8 = tw_inv_v[(size_t)blockIdx.y * 256 + (1u + threadIdx.x)];
        smem[((1056u + (threadIdx.y * 510u)) + (threadIdx.x << 1))] = r8;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r9 = tw_inv_v[(size_t)blockIdx.y * 256 + (2u + threadIdx.x)];
        smem[((1056u + (threadIdx.y * 510u)) + ((1u + threadIdx.x) << 1))] = r9;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r10 = tw_inv_v[(size_t)blockIdx.y * 256 + (4u + threadIdx.x)];
        smem[((1056u + (threadIdx.y * 510u)) + ((3u + threadIdx.x) << 1))] = r10;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r11 = tw_inv_v[(size_t)blockIdx.y * 256 + (8u + threadIdx.x)];
        smem[((1056u + (threadIdx.y * 510u)) + ((7u + threadIdx.x) << 1))] = r11;
    }
    if ((unsigned)(threadIdx.x < 16u)) {
        r12 = tw_inv_v[(size_t)blockIdx.y * 256 + (16u + threadIdx.x)];
        smem[((1056u + (threadIdx.y * 510u)) + ((15u + threadIdx.x) << 1))] = r12;
    }
    r13 = tw_inv_v[(size_t)blockIdx.y * 256 + (32u + threadIdx.x)];
    smem[((1056u + (threadIdx.y * 510u)) + ((31u + threadIdx.x) << 1))] = r13;
    r14 = tw_inv_v[(size_t)blockIdx.y * 256 + (64u + threadIdx.x)];
    smem[((1056u + (threadIdx.y * 510u)) + ((63u + threadIdx.x) << 1))] = r14;
    r15 = tw_inv_v[(size_t)blockIdx.y * 256 + (64u + (threadIdx.x + 32u))];
    smem[((1056u + (threadIdx.y * 510u)) + ((63u + (threadIdx.x + 32u)) << 1))] = r15;
    r16 = tw_inv_v[(size_t)blockIdx.y * 256 + (128u + threadIdx.x)];
    smem[((1056u + (threadIdx.y * 510u)) + ((127u + threadIdx.x) << 1))] = r16;
    r17 = tw_inv_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 32u))];
    smem[((1056u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 32u)) << 1))] = r17;
    r18 = tw_inv_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 64u))];
    smem[((1056u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 64u)) << 1))] = r18;
    r19 = tw_inv_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 96u))];
    smem[((1056u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 96u)) << 1))] = r19;
    __syncthreads();

    // phase 1: inverse kernel 0: load
    r0 = in_batch ? x[poly + ((threadIdx.x & 31u) << 3)] : 0;
    r1 = in_batch ? x[poly + (((threadIdx.x & 31u) << 3) | 1u)] : 0;
    r2 = in_batch ? x[poly + (((threadIdx.x & 31u) << 3) | 2u)] : 0;
    r3 = in_batch ? x[poly + (((threadIdx.x & 31u) << 3) | 3u)] : 0;
    r4 = in_batch ? x[poly + (((threadIdx.x & 31u) << 3) | 4u)] : 0;
    r5 = in_batch ? x[poly + (((threadIdx.x & 31u) << 3) | 5u)] : 0;
    r6 = in_batch ? x[poly + (((threadIdx.x & 31u) << 3) | 6u)] : 0;
    r7 = in_batch ? x[poly + (((threadIdx.x & 31u) << 3) | 7u)] : 0;
    r8 = smem[(((127u + ((threadIdx.x & 31u) << 2)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 1u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 2u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 3u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = smem[(((63u + ((threadIdx.x & 31u) << 1)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = smem[(((63u + (((threadIdx.x & 31u) << 1) | 1u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 1u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 1u)) >> 5))] = r1;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 2u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 2u)) >> 5))] = r2;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 3u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 3u)) >> 5))] = r3;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 4u)) >> 5))] = r4;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 5u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 5u)) >> 5))] = r5;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 6u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 6u)) >> 5))] = r6;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 7u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 7u)) >> 5))] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) >> 5))];
    r2 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) >> 5))];
    r3 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) >> 5))];
    r4 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) >> 5))];
    r5 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) >> 5))];
    r6 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) >> 5))];
    r7 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) >> 5))];
    r8 = smem[(((31u + (((threadIdx.x >> 2) & 7u) << 2)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 1u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 2u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 3u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = smem[(((15u + (((threadIdx.x >> 2) & 7u) << 1)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = smem[(((15u + ((((threadIdx.x >> 2) & 7u) << 1) | 1u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    r20 = smem[(((7u + ((threadIdx.x >> 2) & 7u)) << 1) + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r4, r20, 0, false, m);
    bfly_gs_lazy(r1, r5, r20, 0, false, m);
    bfly_gs_lazy(r2, r6, r20, 0, false, m);
    bfly_gs_lazy(r3, r7, r20, 0, false, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) >> 5))] = r1;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) >> 5))] = r2;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) >> 5))] = r3;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) >> 5))] = r4;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) >> 5))] = r5;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) >> 5))] = r6;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) >> 5))] = r7;
    __syncthreads();

    // phase 3: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 32u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 32u)) >> 5))];
    r2 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 64u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 64u)) >> 5))];
    r3 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 96u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 96u)) >> 5))];
    r4 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 128u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 128u)) >> 5))];
    r5 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 160u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 160u)) >> 5))];
    r6 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 192u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 192u)) >> 5))];
    r7 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 224u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 224u)) >> 5))];
    r8 = inv_len_v[(size_t)blockIdx.y * 2 + 1u];
    r10 = smem[(6u + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r1, r10, 0, false, m);
    r12 = smem[(8u + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r2, r3, r12, 0, false, m);
    r14 = smem[(10u + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r5, r14, 0, false, m);
    r16 = smem[(12u + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r6, r7, r16, 0, false, m);
    r18 = smem[(2u + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r2, r18, 0, false, m);
    bfly_gs_lazy(r1, r3, r18, 0, false, m);
    r20 = smem[(4u + (1056u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r6, r20, 0, false, m);
    bfly_gs_lazy(r5, r7, r20, 0, false, m);
    bfly_gs_lazy(r0, r4, r8, 0, false, m);
    bfly_gs_lazy(r1, r5, r8, 0, false, m);
    bfly_gs_lazy(r2, r6, r8, 0, false, m);
    bfly_gs_lazy(r3, r7, r8, 0, false, m);
    r22 = inv_len_v[(size_t)blockIdx.y * 2 + 0u];
    r0 = mod_normalize(r0, m);
    r0 = mod_mul_tw(r0, r22, 0, m);
    if (in_batch) x[poly + (threadIdx.x & 31u)] = r0;
    r1 = mod_normalize(r1, m);
    r1 = mod_mul_tw(r1, r22, 0, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 32u)] = r1;
    r2 = mod_normalize(r2, m);
    r2 = mod_mul_tw(r2, r22, 0, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 64u)] = r2;
    r3 = mod_normalize(r3, m);
    r3 = mod_mul_tw(r3, r22, 0, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 96u)] = r3;
    r4 = mod_normalize(r4, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 128u)] = r4;
    r5 = mod_normalize(r5, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 160u)] = r5;
    r6 = mod_normalize(r6, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 192u)] = r6;
    r7 = mod_normalize(r7, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 224u)] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_product(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods)
{
    // 4 polynomials per block: block z, a multiple of 4, runs z .. z + 3; the others return.
    if (blockIdx.z % 4u != 0) return;
    const unsigned entry = blockIdx.z + (threadIdx.y);
    const bool in_batch = entry < gridDim.z;
    const size_t poly = ((size_t)(in_batch ? entry : blockIdx.z) * gridDim.y + blockIdx.y) * 256;
    const ModConst m = mods[blockIdx.y];
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r30, r32, r34;
    word_t r36, r38;

    // phase 0: product kernel: load
    if ((unsigned)(threadIdx.x < 1u)) {
        r16 = tw_fwd_v[(size_t)blockIdx.y * 256 + (1u + threadIdx.x)];
        smem[((2112u + (threadIdx.y * 510u)) + (threadIdx.x << 1))] = r16;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r17 = tw_fwd_v[(size_t)blockIdx.y * 256 + (2u + threadIdx.x)];
        smem[((2112u + (threadIdx.y * 510u)) + ((1u + threadIdx.x) << 1))] = r17;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r18 = tw_fwd_v[(size_t)blockIdx.y * 256 + (4u + threadIdx.x)];
        smem[((2112u + (threadIdx.y * 510u)) + ((3u + threadIdx.x) << 1))] = r18;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r19 = tw_fwd_v[(size_t)blockIdx.y * 256 + (8u + threadIdx.x)];
        smem[((2112u + (threadIdx.y * 510u)) + ((7u + threadIdx.x) << 1))] = r19;
    }
    if ((unsigned)(threadIdx.x < 16u)) {
        r20 = tw_fwd_v[(size_t)blockIdx.y * 256 + (16u + threadIdx.x)];
        smem[((2112u + (threadIdx.y * 510u)) + ((15u + threadIdx.x) << 1))] = r20;
    }
    r21 = tw_fwd_v[(size_t)blockIdx.y * 256 + (32u + threadIdx.x)];
    smem[((2112u + (threadIdx.y * 510u)) + ((31u + threadIdx.x) << 1))] = r21;
    r22 = tw_fwd_v[(size_t)blockIdx.y * 256 + (64u + threadIdx.x)];
    smem[((2112u + (threadIdx.y * 510u)) + ((63u + threadIdx.x) << 1))] = r22;
    r23 = tw_fwd_v[(size_t)blockIdx.y * 256 + (64u + (threadIdx.x + 32u))];
    smem[((2112u + (threadIdx.y * 510u)) + ((63u + (threadIdx.x + 32u)) << 1))] = r23;
    r24 = tw_fwd_v[(size_t)blockIdx.y * 256 + (128u + threadIdx.x)];
    smem[((2112u + (threadIdx.y * 510u)) + ((127u + threadIdx.x) << 1))] = r24;
    r25 = tw_fwd_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 32u))];
    smem[((2112u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 32u)) << 1))] = r25;
    r26 = tw_fwd_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 64u))];
    smem[((2112u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 64u)) << 1))] = r26;
    r27 = tw_fwd_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 96u))];
    smem[((2112u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 96u)) << 1))] = r27;
    __syncthreads();

    // phase 1: forward kernel 0: load
    if ((unsigned)(threadIdx.x < 1u)) {
        r16 = tw_inv_v[(size_t)blockIdx.y * 256 + (1u + threadIdx.x)];
        smem[((4152u + (threadIdx.y * 510u)) + (threadIdx.x << 1))] = r16;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r17 = tw_inv_v[(size_t)blockIdx.y * 256 + (2u + threadIdx.x)];
        smem[((4152u + (threadIdx.y * 510u)) + ((1u + threadIdx.x) << 1))] = r17;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r18 = tw_inv_v[(size_t)blockIdx.y * 256 + (4u + threadIdx.x)];
        smem[((4152u + (threadIdx.y * 510u)) + ((3u + threadIdx.x) << 1))] = r18;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r19 = tw_inv_v[(size_t)blockIdx.y * 256 + (8u + threadIdx.x)];
        smem[((4152u + (threadIdx.y * 510u)) + ((7u + threadIdx.x) << 1))] = r19;
    }
    if ((unsigned)(threadIdx.x < 16u)) {
        r20 = tw_inv_v[(size_t)blockIdx.y * 256 + (16u + threadIdx.x)];
        smem[((4152u + (threadIdx.y * 510u)) + ((15u + threadIdx.x) << 1))] = r20;
    }
    r21 = tw_inv_v[(size_t)blockIdx.y * 256 + (32u + threadIdx.x)];
    smem[((4152u + (threadIdx.y * 510u)) + ((31u + threadIdx.x) << 1))] = r21;
    r22 = tw_inv_v[(size_t)blockIdx.y * 256 + (64u + threadIdx.x)];
    smem[((4152u + (threadIdx.y * 510u)) + ((63u + threadIdx.x) << 1))] = r22;
    r23 = tw_inv_v[(size_t)blockIdx.y * 256 + (64u + (threadIdx.x + 32u))];
    smem[((4152u + (threadIdx.y * 510u)) + ((63u + (threadIdx.x + 32u)) << 1))] = r23;
    r24 = tw_inv_v[(size_t)blockIdx.y * 256 + (128u + threadIdx.x)];
    smem[((4152u + (threadIdx.y * 510u)) + ((127u + threadIdx.x) << 1))] = r24;
    r25 = tw_inv_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 32u))];
    smem[((4152u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 32u)) << 1))] = r25;
    r26 = tw_inv_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 64u))];
    smem[((4152u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 64u)) << 1))] = r26;
    r27 = tw_inv_v[(size_t)blockIdx.y * 256 + (128u + (threadIdx.x + 96u))];
    smem[((4152u + (threadIdx.y * 510u)) + ((127u + (threadIdx.x + 96u)) << 1))] = r27;
    __syncthreads();

    // phase 2: inverse kernel 0: load
    r0 = in_batch ? x[poly + (threadIdx.x & 31u)] : 0;
    r1 = in_batch ? x[poly + ((threadIdx.x & 31u) | 32u)] : 0;
    r2 = in_batch ? x[poly + ((threadIdx.x & 31u) | 64u)] : 0;
    r3 = in_batch ? x[poly + ((threadIdx.x & 31u) | 96u)] : 0;
    r4 = in_batch ? x[poly + ((threadIdx.x & 31u) | 128u)] : 0;
    r5 = in_batch ? x[poly + ((threadIdx.x & 31u) | 160u)] : 0;
    r6 = in_batch ? x[poly + ((threadIdx.x & 31u) | 192u)] : 0;
    r7 = in_batch ? x[poly + ((threadIdx.x & 31u) | 224u)] : 0;
    r8 = in_batch ? y[poly + (threadIdx.x & 31u)] : 0;
    r9 = in_batch ? y[poly + ((threadIdx.x & 31u) | 32u)] : 0;
    r10 = in_batch ? y[poly + ((threadIdx.x & 31u) | 64u)] : 0;
    r11 = in_batch ? y[poly + ((threadIdx.x & 31u) | 96u)] : 0;
    r12 = in_batch ? y[poly + ((threadIdx.x & 31u) | 128u)] : 0;
    r13 = in_batch ? y[poly + ((threadIdx.x & 31u) | 160u)] : 0;
    r14 = in_batch ? y[poly + ((threadIdx.x & 31u) | 192u)] : 0;
    r15 = in_batch ? y[poly + ((threadIdx.x & 31u) | 224u)] : 0;
    r16 = smem[(2112u + (threadIdx.y * 510u))];
    bfly_ct_lazy(r0, r4, r16, 0, m);
    bfly_ct_lazy(r1, r5, r16, 0, m);
    bfly_ct_lazy(r2, r6, r16, 0, m);
    bfly_ct_lazy(r3, r7, r16, 0, m);
    r18 = smem[(2u + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r2, r18, 0, m);
    bfly_ct_lazy(r1, r3, r18, 0, m);
    r20 = smem[(4u + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r6, r20, 0, m);
    bfly_ct_lazy(r5, r7, r20, 0, m);
    r22 = smem[(6u + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r1, r22, 0, m);
    r24 = smem[(8u + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r2, r3, r24, 0, m);
    r26 = smem[(10u + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r5, r26, 0, m);
    r28 = smem[(12u + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r6, r7, r28, 0, m);
    bfly_ct_lazy(r8, r12, r16, 0, m);
    bfly_ct_lazy(r9, r13, r16, 0, m);
    bfly_ct_lazy(r10, r14, r16, 0, m);
    bfly_ct_lazy(r11, r15, r16, 0, m);
    bfly_ct_lazy(r8, r10, r18, 0, m);
    bfly_ct_lazy(r9, r11, r18, 0, m);
    bfly_ct_lazy(r12, r14, r20, 0, m);
    bfly_ct_lazy(r13, r15, r20, 0, m);
    bfly_ct_lazy(r8, r9, r22, 0, m);
    bfly_ct_lazy(r10, r11, r24, 0, m);
    bfly_ct_lazy(r12, r13, r26, 0, m);
    bfly_ct_lazy(r14, r15, r28, 0, m);
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 32u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 32u)) >> 5))] = r1;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 64u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 64u)) >> 5))] = r2;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 96u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 96u)) >> 5))] = r3;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 128u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 128u)) >> 5))] = r4;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 160u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 160u)) >> 5))] = r5;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 192u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 192u)) >> 5))] = r6;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 224u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 224u)) >> 5))] = r7;
    smem[((((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 1056u)] = r8;
    smem[((((threadIdx.y << 8) + ((threadIdx.x & 31u) | 32u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 32u)) >> 5)) + 1056u)] = r9;
    smem[((((threadIdx.y << 8) + ((threadIdx.x & 31u) | 64u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 64u)) >> 5)) + 1056u)] = r10;
    smem[((((threadIdx.y << 8) + ((threadIdx.x & 31u) | 96u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 96u)) >> 5)) + 1056u)] = r11;
    smem[((((threadIdx.y << 8) + ((threadIdx.x & 31u) | 128u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 128u)) >> 5)) + 1056u)] = r12;
    smem[((((threadIdx.y << 8) + ((threadIdx.x & 31u) | 160u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 160u)) >> 5)) + 1056u)] = r13;
    smem[((((threadIdx.y << 8) + ((threadIdx.x & 31u) | 192u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 192u)) >> 5)) + 1056u)] = r14;
    smem[((((threadIdx.y << 8) + ((threadIdx.x & 31u) | 224u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 224u)) >> 5)) + 1056u)] = r15;
    __syncthreads();

    // phase 3: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) >> 5))];
    r2 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) >> 5))];
    r3 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) >> 5))];
    r4 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) >> 5))];
    r5 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) >> 5))];
    r6 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) >> 5))];
    r7 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) >> 5))];
    r8 = smem[((((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1056u)];
    r9 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) >> 5)) + 1056u)];
    r10 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) >> 5)) + 1056u)];
    r11 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) >> 5)) + 1056u)];
    r12 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) >> 5)) + 1056u)];
    r13 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) >> 5)) + 1056u)];
    r14 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) >> 5)) + 1056u)];
    r15 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) >> 5)) + 1056u)];
    r16 = smem[(((7u + ((threadIdx.x >> 2) & 7u)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r4, r16, 0, m);
    bfly_ct_lazy(r1, r5, r16, 0, m);
    bfly_ct_lazy(r2, r6, r16, 0, m);
    bfly_ct_lazy(r3, r7, r16, 0, m);
    r18 = smem[(((15u + (((threadIdx.x >> 2) & 7u) << 1)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r2, r18, 0, m);
    bfly_ct_lazy(r1, r3, r18, 0, m);
    r20 = smem[(((15u + ((((threadIdx.x >> 2) & 7u) << 1) | 1u)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r6, r20, 0, m);
    bfly_ct_lazy(r5, r7, r20, 0, m);
    r22 = smem[(((31u + (((threadIdx.x >> 2) & 7u) << 2)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r1, r22, 0, m);
    r24 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 1u)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r2, r3, r24, 0, m);
    r26 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 2u)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r5, r26, 0, m);
    r28 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 3u)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r6, r7, r28, 0, m);
    bfly_ct_lazy(r8, r12, r16, 0, m);
    bfly_ct_lazy(r9, r13, r16, 0, m);
    bfly_ct_lazy(r10, r14, r16, 0, m);
    bfly_ct_lazy(r11, r15, r16, 0, m);
    bfly_ct_lazy(r8, r10, r18, 0, m);
    bfly_ct_lazy(r9, r11, r18, 0, m);
    bfly_ct_lazy(r12, r14, r20, 0, m);
    bfly_ct_lazy(r13, r15, r20, 0, m);
    bfly_ct_lazy(r8, r9, r22, 0, m);
    bfly_ct_lazy(r10, r11, r24, 0, m);
    bfly_ct_lazy(r12, r13, r26, 0, m);
    bfly_ct_lazy(r14, r15, r28, 0, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) >> 5))] = r1;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) >> 5))] = r2;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) >> 5))] = r3;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) >> 5))] = r4;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) >> 5))] = r5;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) >> 5))] = r6;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) >> 5))] = r7;
    smem[((((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1056u)] = r8;
    smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) >> 5)) + 1056u)] = r9;
    smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) >> 5)) + 1056u)] = r10;
    smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) >> 5)) + 1056u)] = r11;
    smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) >> 5)) + 1056u)] = r12;
    smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) >> 5)) + 1056u)] = r13;
    smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) >> 5)) + 1056u)] = r14;
    smem[((((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) >> 5)) + 1056u)] = r15;
    __syncthreads();

    // phase 4: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 1u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 1u)) >> 5))];
    r2 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 2u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 2u)) >> 5))];
    r3 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 3u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 3u)) >> 5))];
    r4 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 4u)) >> 5))];
    r5 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 5u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 5u)) >> 5))];
    r6 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 6u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 6u)) >> 5))];
    r7 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 7u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 7u)) >> 5))];
    r8 = smem[((((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1056u)];
    r9 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 1u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 1u)) >> 5)) + 1056u)];
    r10 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 2u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 2u)) >> 5)) + 1056u)];
    r11 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 3u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 3u)) >> 5)) + 1056u)];
    r12 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 4u)) >> 5)) + 1056u)];
    r13 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 5u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 5u)) >> 5)) + 1056u)];
    r14 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 6u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 6u)) >> 5)) + 1056u)];
    r15 = smem[((((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 7u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 7u)) >> 5)) + 1056u)];
    r16 = smem[(((63u + ((threadIdx.x & 31u) << 1)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r2, r16, 0, m);
    bfly_ct_lazy(r1, r3, r16, 0, m);
    r18 = smem[(((63u + (((threadIdx.x & 31u) << 1) | 1u)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r6, r18, 0, m);
    bfly_ct_lazy(r5, r7, r18, 0, m);
    r20 = smem[(((127u + ((threadIdx.x & 31u) << 2)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r0, r1, r20, 0, m);
    r22 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 1u)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r2, r3, r22, 0, m);
    r24 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 2u)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r4, r5, r24, 0, m);
    r26 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 3u)) << 1) + (2112u + (threadIdx.y * 510u)))];
    bfly_ct_lazy(r6, r7, r26, 0, m);
    bfly_ct_lazy(r8, r10, r16, 0, m);
    bfly_ct_lazy(r9, r11, r16, 0, m);
    bfly_ct_lazy(r12, r14, r18, 0, m);
    bfly_ct_lazy(r13, r15, r18, 0, m);
    bfly_ct_lazy(r8, r9, r20, 0, m);
    bfly_ct_lazy(r10, r11, r22, 0, m);
    bfly_ct_lazy(r12, r13, r24, 0, m);
    bfly_ct_lazy(r14, r15, r26, 0, m);
    r0 = mod_normalize(r0, m);
    r8 = mod_normalize(r8, m);
    r0 = mod_mul(r0, r8, m);
    r1 = mod_normalize(r1, m);
    r9 = mod_normalize(r9, m);
    r1 = mod_mul(r1, r9, m);
    r2 = mod_normalize(r2, m);
    r10 = mod_normalize(r10, m);
    r2 = mod_mul(r2, r10, m);
    r3 = mod_normalize(r3, m);
    r11 = mod_normalize(r11, m);
    r3 = mod_mul(r3, r11, m);
    r4 = mod_normalize(r4, m);
    r12 = mod_normalize(r12, m);
    r4 = mod_mul(r4, r12, m);
    r5 = mod_normalize(r5, m);
    r13 = mod_normalize(r13, m);
    r5 = mod_mul(r5, r13, m);
    r6 = mod_normalize(r6, m);
    r14 = mod_normalize(r14, m);
    r6 = mod_mul(r6, r14, m);
    r7 = mod_normalize(r7, m);
    r15 = mod_normalize(r15, m);
    r7 = mod_mul(r7, r15, m);
    r28 = smem[(((127u + ((threadIdx.x & 31u) << 2)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r1, r28, 0, false, m);
    r30 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 1u)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r2, r3, r30, 0, false, m);
    r32 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 2u)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r5, r32, 0, false, m);
    r34 = smem[(((127u + (((threadIdx.x & 31u) << 2) | 3u)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r6, r7, r34, 0, false, m);
    r36 = smem[(((63u + ((threadIdx.x & 31u) << 1)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r2, r36, 0, false, m);
    bfly_gs_lazy(r1, r3, r36, 0, false, m);
    r38 = smem[(((63u + (((threadIdx.x & 31u) << 1) | 1u)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r6, r38, 0, false, m);
    bfly_gs_lazy(r5, r7, r38, 0, false, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 1u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 1u)) >> 5))] = r1;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 2u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 2u)) >> 5))] = r2;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 3u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 3u)) >> 5))] = r3;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 4u)) >> 5))] = r4;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 5u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 5u)) >> 5))] = r5;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 6u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 6u)) >> 5))] = r6;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 7u)) + (((threadIdx.y << 8) + (((threadIdx.x & 31u) << 3) | 7u)) >> 5))] = r7;
    __syncthreads();

    // phase 5: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) >> 5))];
    r2 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) >> 5))];
    r3 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) >> 5))];
    r4 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) >> 5))];
    r5 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) >> 5))];
    r6 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) >> 5))];
    r7 = smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) >> 5))];
    r16 = smem[(((31u + (((threadIdx.x >> 2) & 7u) << 2)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    r18 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 1u)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    r20 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 2u)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    r22 = smem[(((31u + ((((threadIdx.x >> 2) & 7u) << 2) | 3u)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    r24 = smem[(((15u + (((threadIdx.x >> 2) & 7u) << 1)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r2, r24, 0, false, m);
    bfly_gs_lazy(r1, r3, r24, 0, false, m);
    r26 = smem[(((15u + ((((threadIdx.x >> 2) & 7u) << 1) | 1u)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r6, r26, 0, false, m);
    bfly_gs_lazy(r5, r7, r26, 0, false, m);
    r28 = smem[(((7u + ((threadIdx.x >> 2) & 7u)) << 1) + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r4, r28, 0, false, m);
    bfly_gs_lazy(r1, r5, r28, 0, false, m);
    bfly_gs_lazy(r2, r6, r28, 0, false, m);
    bfly_gs_lazy(r3, r7, r28, 0, false, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 4u)) >> 5))] = r1;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 8u)) >> 5))] = r2;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 12u)) >> 5))] = r3;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 16u)) >> 5))] = r4;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 20u)) >> 5))] = r5;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 24u)) >> 5))] = r6;
    smem[(((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) + (((threadIdx.y << 8) + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5)) | 28u)) >> 5))] = r7;
    __syncthreads();

    // phase 6: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 32u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 32u)) >> 5))];
    r2 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 64u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 64u)) >> 5))];
    r3 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 96u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 96u)) >> 5))];
    r4 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 128u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 128u)) >> 5))];
    r5 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 160u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 160u)) >> 5))];
    r6 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 192u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 192u)) >> 5))];
    r7 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) | 224u)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) | 224u)) >> 5))];
    r16 = inv_len_v[(size_t)blockIdx.y * 2 + 1u];
    r18 = smem[(6u + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r1, r18, 0, false, m);
    r20 = smem[(8u + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r2, r3, r20, 0, false, m);
    r22 = smem[(10u + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r5, r22, 0, false, m);
    r24 = smem[(12u + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r6, r7, r24, 0, false, m);
    r26 = smem[(2u + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r0, r2, r26, 0, false, m);
    bfly_gs_lazy(r1, r3, r26, 0, false, m);
    r28 = smem[(4u + (4152u + (threadIdx.y * 510u)))];
    bfly_gs_lazy(r4, r6, r28, 0, false, m);
    bfly_gs_lazy(r5, r7, r28, 0, false, m);
    bfly_gs_lazy(r0, r4, r16, 0, false, m);
    bfly_gs_lazy(r1, r5, r16, 0, false, m);
    bfly_gs_lazy(r2, r6, r16, 0, false, m);
    bfly_gs_lazy(r3, r7, r16, 0, false, m);
    r30 = inv_len_v[(size_t)blockIdx.y * 2 + 0u];
    r0 = mod_normalize(r0, m);
    r0 = mod_mul_tw(r0, r30, 0, m);
    if (in_batch) x[poly + (threadIdx.x & 31u)] = r0;
    r1 = mod_normalize(r1, m);
    r1 = mod_mul_tw(r1, r30, 0, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 32u)] = r1;
    r2 = mod_normalize(r2, m);
    r2 = mod_mul_tw(r2, r30, 0, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 64u)] = r2;
    r3 = mod_normalize(r3, m);
    r3 = mod_mul_tw(r3, r30, 0, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 96u)] = r3;
    r4 = mod_normalize(r4, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 128u)] = r4;
    r5 = mod_normalize(r5, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 160u)] = r5;
    r6 = mod_normalize(r6, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 192u)] = r6;
    r7 = mod_normalize(r7, m);
    if (in_batch) x[poly + ((threadIdx.x & 31u) | 224u)] = r7;
}

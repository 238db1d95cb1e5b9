// nttgen: ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step.toml --out generated/ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step"
//   transform = "ntt-negacyclic"
//   log_n = 12
//   word = "u64"
//   reduction = "montgomery"
//   radix = 4
//   stage_split = [6, 6]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "register-shuffle"
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
//   ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_fwd0: grid_x 16, block 16 x 4, shared 2176 B; mulmods 12288, addmods 28672, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 73728, shuffles 7168
//   ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_twist: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 65536 (read 32768, write 32768), table bytes 32768, shuffles 0
//   ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_fwd1: grid_x 16, block 16 x 4, shared 2176 B; mulmods 12288, addmods 28672, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 73728, shuffles 7168
//   ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_pw: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 0, shuffles 0
//   ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_inv1: grid_x 16, block 16 x 4, shared 2176 B; mulmods 12288, addmods 28672, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 73728, shuffles 7168
//   ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_untwist: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 65536 (read 32768, write 32768), table bytes 32768, shuffles 0
//   ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_inv0: grid_x 16, block 16 x 4, shared 2176 B; mulmods 16384, addmods 24576, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 81920, shuffles 7168
//   ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_pwinv1: grid_x 16, block 16 x 4, shared 2176 B; mulmods 16384, addmods 28672, butterflies 12288, global bytes 98304 (read 65536, write 32768), table bytes 73728, shuffles 7168

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

/* nttgen reduce/montgomery.cu (word = u64): Montgomery multiplication,
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



extern "C" __global__ void __launch_bounds__(64) ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
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
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 1024];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 2048];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 3072];
    r4 = tw_fwd_v_t[(size_t)min(((1u + ((bx >> 4) | (threadIdx.y >> 6))) + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, (((1u + ((bx >> 4) | (threadIdx.y >> 6))) - (1u + ((bx >> 4) | (threadIdx.y >> 6)))) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r8 = tw_fwd_v_t[(size_t)min(((2u + (((bx >> 4) | (threadIdx.y >> 6)) << 1)) + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, (((2u + (((bx >> 4) | (threadIdx.y >> 6)) << 1)) - (2u + (((bx >> 4) | (threadIdx.y >> 6)) << 1))) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((2u + ((((bx >> 4) | (threadIdx.y >> 6)) << 1) | 1u)) + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, (((2u + ((((bx >> 4) | (threadIdx.y >> 6)) << 1) | 1u)) - (2u + ((((bx >> 4) | (threadIdx.y >> 6)) << 1) | 1u))) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 17u] = r1;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 34u] = r2;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 51u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u];
    r4 = tw_fwd_v_t[(size_t)min(((4u + (((bx >> 4) | (threadIdx.y >> 6)) << 2)) + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, (((4u + ((((bx >> 4) | (threadIdx.y >> 6)) << 2) | ((threadIdx.x >> 2) & 3u))) - (4u + (((bx >> 4) | (threadIdx.y >> 6)) << 2))) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r8 = tw_fwd_v_t[(size_t)min(((8u + (((bx >> 4) | (threadIdx.y >> 6)) << 3)) + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, (((8u + ((((bx >> 4) | (threadIdx.y >> 6)) << 3) | (((threadIdx.x >> 2) & 3u) << 1))) - (8u + (((bx >> 4) | (threadIdx.y >> 6)) << 3))) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((8u + ((((bx >> 4) | (threadIdx.y >> 6)) << 3) | 1u)) + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, (((8u + ((((bx >> 4) | (threadIdx.y >> 6)) << 3) | ((((threadIdx.x >> 2) & 3u) << 1) | 1u))) - (8u + ((((bx >> 4) | (threadIdx.y >> 6)) << 3) | 1u))) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 3u];
    r4 = tw_fwd_v_t[(size_t)min(((16u + (((bx >> 4) | (threadIdx.y >> 6)) << 4)) + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, (((16u + ((((bx >> 4) | (threadIdx.y >> 6)) << 4) | (threadIdx.x & 15u))) - (16u + (((bx >> 4) | (threadIdx.y >> 6)) << 4))) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.y >> 6)) << 5) | ((threadIdx.x & 15u) << 1)) + 32]); r8 = v.x; r10 = v.y; }
    bfly_ct_lazy(r0, r1, r8, 0, m);
    bfly_ct_lazy(r2, r3, r10, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 15u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 15u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 15u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 15u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 192] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_twist(
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
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: four-step twist
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = fourstep_v_t[(size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul_tw(r0, r1, 0, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_sub_fwd_v_t = tw_sub_fwd_v + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 16];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 32];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 48];
    r4 = tw_sub_fwd_v_t[(size_t)min((1u + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((threadIdx.y & 1u) << 4));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r8 = tw_sub_fwd_v_t[(size_t)min((2u + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((threadIdx.y & 1u) << 4));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r12 = tw_sub_fwd_v_t[(size_t)min((3u + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((threadIdx.y & 1u) << 4));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 17u] = r1;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 34u] = r2;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 51u] = r3;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u];
    r4 = tw_sub_fwd_v_t[(size_t)min((4u + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, (((4u + ((threadIdx.x >> 2) & 3u)) - 4u) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r8 = tw_sub_fwd_v_t[(size_t)min((8u + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, (((8u + (((threadIdx.x >> 2) & 3u) << 1)) - 8u) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r12 = tw_sub_fwd_v_t[(size_t)min((9u + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, (((8u + ((((threadIdx.x >> 2) & 3u) << 1) | 1u)) - 9u) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u] = r3;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 3u];
    r4 = tw_sub_fwd_v_t[(size_t)min((16u + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, (((16u + (threadIdx.x & 15u)) - 16u) + ((threadIdx.y & 1u) << 4)));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_sub_fwd_v_t[(size_t)((threadIdx.x & 15u) << 1) + 32]); r8 = v.x; r10 = v.y; }
    bfly_ct_lazy(r0, r1, r8, 0, m);
    bfly_ct_lazy(r2, r3, r10, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 2]) = make_ulonglong2(r2, r3);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_pw(
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

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_sub_inv_v_t = tw_sub_inv_v + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_sub_inv_v_t[(size_t)((threadIdx.x & 15u) << 1) + 32]); r4 = v.x; r6 = v.y; }
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    bfly_gs_lazy(r2, r3, r6, 0, false, m);
    r8 = tw_sub_inv_v_t[(size_t)min((16u + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, (((16u + (threadIdx.x & 15u)) - 16u) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r2, r10, 0, false, m);
    bfly_gs_lazy(r1, r3, r10, 0, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 3u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u];
    r4 = tw_sub_inv_v_t[(size_t)min((8u + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, (((8u + (((threadIdx.x >> 2) & 3u) << 1)) - 8u) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_sub_inv_v_t[(size_t)min((9u + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, (((8u + ((((threadIdx.x >> 2) & 3u) << 1) | 1u)) - 9u) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_sub_inv_v_t[(size_t)min((4u + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, (((4u + ((threadIdx.x >> 2) & 3u)) - 4u) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 34u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 51u];
    r4 = tw_sub_inv_v_t[(size_t)min((2u + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((threadIdx.y & 1u) << 4));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_sub_inv_v_t[(size_t)min((3u + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((threadIdx.y & 1u) << 4));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_sub_inv_v_t[(size_t)min((1u + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((threadIdx.y & 1u) << 4));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    r0 = mod_normalize_gs(r0, m);
    r1 = mod_normalize_gs(r1, m);
    r2 = mod_normalize_gs(r2, m);
    r3 = mod_normalize_gs(r3, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 16] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 32] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 48] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_untwist(
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
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: four-step untwist
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = fourstep_inv_v_t[(size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul_tw(r0, r1, 0, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
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
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14, r16;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 15u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 15u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 15u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 15u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 192];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.y >> 6)) << 5) | ((threadIdx.x & 15u) << 1)) + 32]); r4 = v.x; r6 = v.y; }
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    bfly_gs_lazy(r2, r3, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)min(((16u + (((bx >> 4) | (threadIdx.y >> 6)) << 4)) + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, (((16u + ((((bx >> 4) | (threadIdx.y >> 6)) << 4) | (threadIdx.x & 15u))) - (16u + (((bx >> 4) | (threadIdx.y >> 6)) << 4))) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r2, r10, 0, false, m);
    bfly_gs_lazy(r1, r3, r10, 0, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 3u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u];
    r4 = tw_inv_v_t[(size_t)min(((8u + (((bx >> 4) | (threadIdx.y >> 6)) << 3)) + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, (((8u + ((((bx >> 4) | (threadIdx.y >> 6)) << 3) | (((threadIdx.x >> 2) & 3u) << 1))) - (8u + (((bx >> 4) | (threadIdx.y >> 6)) << 3))) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)min(((8u + ((((bx >> 4) | (threadIdx.y >> 6)) << 3) | 1u)) + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, (((8u + ((((bx >> 4) | (threadIdx.y >> 6)) << 3) | ((((threadIdx.x >> 2) & 3u) << 1) | 1u))) - (8u + ((((bx >> 4) | (threadIdx.y >> 6)) << 3) | 1u))) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((4u + (((bx >> 4) | (threadIdx.y >> 6)) << 2)) + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, (((4u + ((((bx >> 4) | (threadIdx.y >> 6)) << 2) | ((threadIdx.x >> 2) & 3u))) - (4u + (((bx >> 4) | (threadIdx.y >> 6)) << 2))) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 34u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 51u];
    r4 = tw_inv_v_t[(size_t)min(((2u + (((bx >> 4) | (threadIdx.y >> 6)) << 1)) + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, (((2u + (((bx >> 4) | (threadIdx.y >> 6)) << 1)) - (2u + (((bx >> 4) | (threadIdx.y >> 6)) << 1))) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)min(((2u + ((((bx >> 4) | (threadIdx.y >> 6)) << 1) | 1u)) + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, (((2u + ((((bx >> 4) | (threadIdx.y >> 6)) << 1) | 1u)) - (2u + ((((bx >> 4) | (threadIdx.y >> 6)) << 1) | 1u))) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((1u + ((bx >> 4) | (threadIdx.y >> 6))) + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, (((1u + ((bx >> 4) | (threadIdx.y >> 6))) - (1u + ((bx >> 4) | (threadIdx.y >> 6)))) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    r16 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r16, 0, m);
    r1 = mod_mul_tw(r1, r16, 0, m);
    r2 = mod_mul_tw(r2, r16, 0, m);
    r3 = mod_mul_tw(r3, r16, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.y & 63u))) + 3072] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_pwinv1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_sub_inv_v_t = tw_sub_inv_v + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2))];
    r4 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2))];
    r0 = mod_mul(r0, r4, m);
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 1];
    r5 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 1];
    r1 = mod_mul(r1, r5, m);
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 2];
    r6 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 2];
    r2 = mod_mul(r2, r6, m);
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 3];
    r7 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 3];
    r3 = mod_mul(r3, r7, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_sub_inv_v_t[(size_t)((threadIdx.x & 15u) << 1) + 32]); r8 = v.x; r10 = v.y; }
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_sub_inv_v_t[(size_t)min((16u + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, (((16u + (threadIdx.x & 15u)) - 16u) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 4)) + 3u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u];
    r4 = tw_sub_inv_v_t[(size_t)min((8u + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, (((8u + (((threadIdx.x >> 2) & 3u) << 1)) - 8u) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_sub_inv_v_t[(size_t)min((9u + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, (((8u + ((((threadIdx.x >> 2) & 3u) << 1) | 1u)) - 9u) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_sub_inv_v_t[(size_t)min((4u + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, (((4u + ((threadIdx.x >> 2) & 3u)) - 4u) + ((threadIdx.y & 1u) << 4)));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 34u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 4)) + 51u];
    r4 = tw_sub_inv_v_t[(size_t)min((2u + (threadIdx.x & 15u)), 63u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((threadIdx.y & 1u) << 4));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_sub_inv_v_t[(size_t)min((3u + (threadIdx.x & 15u)), 63u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((threadIdx.y & 1u) << 4));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_sub_inv_v_t[(size_t)min((1u + (threadIdx.x & 15u)), 63u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((threadIdx.y & 1u) << 4));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    r0 = mod_normalize_gs(r0, m);
    r1 = mod_normalize_gs(r1, m);
    r2 = mod_normalize_gs(r2, m);
    r3 = mod_normalize_gs(r3, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 16] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 32] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 48] = r3;
}

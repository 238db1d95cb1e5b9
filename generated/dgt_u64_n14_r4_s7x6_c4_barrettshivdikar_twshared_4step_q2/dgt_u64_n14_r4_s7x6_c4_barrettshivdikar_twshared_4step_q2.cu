// nttgen: dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2.toml --out generated/dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2"
//   transform = "dgt"
//   log_n = 14
//   word = "u64"
//   reduction = "barrett-shivdikar"
//   radix = 4
//   stage_split = [7, 6]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "shared"
//   four_step = true
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1152921504606748673, 1152921504606683137]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_fwd0: grid_x 16, block 4 x 32, shared 24960 B; mulmods 147456, addmods 188416, butterflies 28672, global bytes 262144 (read 131072, write 131072), table bytes 393216, shuffles 0
//   dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_twist: grid_x 64, block 128 x 1, shared 0 B; mulmods 32768, addmods 16384, butterflies 0, global bytes 262144 (read 131072, write 131072), table bytes 131072, shuffles 0
//   dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_fwd1: grid_x 32, block 16 x 4, shared 12416 B; mulmods 98304, addmods 147456, butterflies 24576, global bytes 262144 (read 131072, write 131072), table bytes 229376, shuffles 0
//   dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_pw: grid_x 64, block 128 x 1, shared 0 B; mulmods 32768, addmods 16384, butterflies 0, global bytes 393216 (read 262144, write 131072), table bytes 0, shuffles 0
//   dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_inv1: grid_x 32, block 16 x 4, shared 12416 B; mulmods 98304, addmods 147456, butterflies 24576, global bytes 262144 (read 131072, write 131072), table bytes 229376, shuffles 0
//   dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_untwist: grid_x 64, block 128 x 1, shared 0 B; mulmods 32768, addmods 16384, butterflies 0, global bytes 262144 (read 131072, write 131072), table bytes 131072, shuffles 0
//   dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_inv0: grid_x 16, block 4 x 32, shared 24960 B; mulmods 163840, addmods 188416, butterflies 28672, global bytes 262144 (read 131072, write 131072), table bytes 409600, shuffles 0

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

/* nttgen reduce/barrett-shivdikar.cu (word = u64): the Barrett variant
 * proposed for GPUs, Shivdikar Alg. 4 (Dhem–Quisquater with α = N + 1, β_DQ = -2).
 * Rust twin: codegen/src/arith/reduce/barrett_shivdikar.rs.
 *
 * Bounds: m = len(q) <= β - 2, q >= 4, q != 2^(β-3); x = a·b < 2^(2m).
 * μ = floor(2^(2m+1) / q).
 *   1: c    = x >> (m - 2)
 *   2: quot = (c·μ) >> (m + 3)       computed as mulhi(c, μ·2^a) >> b (exact),
 *                                    a = max(0, β-m-3), b = max(0, m+3-β)
 *   3: rem  = x - quot·q             (< 2q, exact in one word)
 *   4-5: one branch-free correctional subtraction
 * ModConst: c0 = μ·2^a, c1 = m - 2, c2 = b (0 or 1).
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 */

__device__ __forceinline__ word_t mod_barrett_shivdikar(word_t xhi, word_t xlo, const ModConst m) {
    word_t c = mod_shr_wide(xhi, xlo, (unsigned int)m.c1);      /* 1 */
    word_t quot = mod_mulhi(c, m.c0) >> (unsigned int)m.c2;      /* 2 */
    word_t rem = xlo - quot * m.q;                               /* 3 */
    return rem - (m.q & mod_mask(rem >= m.q));                   /* 4-5 */
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_barrett_shivdikar(mod_mulhi(a, b), a * b, m);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
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



extern "C" __global__ void __launch_bounds__(128) dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 256;
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 16384;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 8192];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1)]); r8 = v.x; r10 = v.y; }
    gmul_tw(r0, r1, r8, 0, true, r10, 0, true, m);
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 10240];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1) + 4096]); r12 = v.x; r14 = v.y; }
    gmul_tw(r2, r3, r12, 0, true, r14, 0, true, m);
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 12288];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1) + 8192]); r16 = v.x; r18 = v.y; }
    gmul_tw(r4, r5, r16, 0, true, r18, 0, true, m);
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 14336];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1) + 12288]); r20 = v.x; r22 = v.y; }
    gmul_tw(r6, r7, r20, 0, true, r22, 0, true, m);
    if ((unsigned)(threadIdx.y < 1u)) {
        r24 = tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 2];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1088u] = r24;
        r25 = tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 3];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1090u] = r25;
    }
    if ((unsigned)(threadIdx.y < 2u)) {
        r26 = tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 4];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1092u] = r26;
        r27 = tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 5];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1094u] = r27;
    }
    if ((unsigned)(threadIdx.y < 4u)) {
        r28 = tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 8];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1100u] = r28;
        r29 = tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 9];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1102u] = r29;
    }
    if ((unsigned)(threadIdx.y < 8u)) {
        r30 = tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 16];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1116u] = r30;
        r31 = tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 17];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1118u] = r31;
    }
    if ((unsigned)(threadIdx.y < 16u)) {
        r32 = tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 32];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1148u] = r32;
        r33 = tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 33];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1150u] = r33;
    }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 64]); r34 = v.x; r35 = v.y; }
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1212u] = r34;
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1214u] = r35;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 128]); r36 = v.x; r37 = v.y; }
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1340u] = r36;
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1342u] = r37;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(threadIdx.y << 1) + 192]); r38 = v.x; r39 = v.y; }
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1468u] = r38;
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1470u] = r39;
    __syncthreads();

    // phase 1: forward kernel 0: load
    r8 = smem[(threadIdx.x * 508u) + 1088u];
    r10 = smem[(threadIdx.x * 508u) + 1090u];
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[(threadIdx.x * 508u) + 1092u];
    r14 = smem[(threadIdx.x * 508u) + 1094u];
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[(threadIdx.x * 508u) + 1096u];
    r18 = smem[(threadIdx.x * 508u) + 1098u];
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 136u] = r2;
    smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 680u] = r3;
    smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 272u] = r4;
    smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 816u] = r5;
    smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 408u] = r6;
    smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 952u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 34u];
    r3 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 578u];
    r4 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 68u];
    r5 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 612u];
    r6 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 102u];
    r7 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 646u];
    r8 = smem[((((threadIdx.y >> 3) & 3u) << 2) + (threadIdx.x * 508u)) + 1100u];
    r10 = smem[((((threadIdx.y >> 3) & 3u) << 2) + (threadIdx.x * 508u)) + 1102u];
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[(((((threadIdx.y >> 3) & 3u) << 1) << 2) + (threadIdx.x * 508u)) + 1116u];
    r14 = smem[(((((threadIdx.y >> 3) & 3u) << 1) << 2) + (threadIdx.x * 508u)) + 1118u];
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[(((((threadIdx.y >> 3) & 3u) << 1) << 2) + (threadIdx.x * 508u)) + 1120u];
    r18 = smem[(((((threadIdx.y >> 3) & 3u) << 1) << 2) + (threadIdx.x * 508u)) + 1122u];
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 34u] = r2;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 578u] = r3;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 68u] = r4;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 612u] = r5;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 102u] = r6;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 646u] = r7;
    __syncthreads();

    // phase 3: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 520u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 561u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 536u];
    r8 = smem[((((threadIdx.y >> 1) & 15u) << 2) + (threadIdx.x * 508u)) + 1148u];
    r10 = smem[((((threadIdx.y >> 1) & 15u) << 2) + (threadIdx.x * 508u)) + 1150u];
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[(((((threadIdx.y >> 1) & 15u) << 1) << 2) + (threadIdx.x * 508u)) + 1212u];
    r14 = smem[(((((threadIdx.y >> 1) & 15u) << 1) << 2) + (threadIdx.x * 508u)) + 1214u];
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[(((((threadIdx.y >> 1) & 15u) << 1) << 2) + (threadIdx.x * 508u)) + 1216u];
    r18 = smem[(((((threadIdx.y >> 1) & 15u) << 1) << 2) + (threadIdx.x * 508u)) + 1218u];
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 520u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 561u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 536u] = r7;
    __syncthreads();

    // phase 4: forward kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 31u) << 2) | 1u)) << 2) + threadIdx.x) >> 4)) + 516u];
    r4 = smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r5 = smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 31u) << 2) | 2u)) << 2) + threadIdx.x) >> 4)) + 520u];
    r6 = smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r7 = smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 31u) << 2) | 3u)) << 2) + threadIdx.x) >> 4)) + 524u];
    r8 = smem[((((threadIdx.y & 31u) << 1) << 2) + (threadIdx.x * 508u)) + 1340u];
    r10 = smem[((((threadIdx.y & 31u) << 1) << 2) + (threadIdx.x * 508u)) + 1342u];
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[((((threadIdx.y & 31u) << 1) << 2) + (threadIdx.x * 508u)) + 1344u];
    r14 = smem[((((threadIdx.y & 31u) << 1) << 2) + (threadIdx.x * 508u)) + 1346u];
    gbfly_ct(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 8192] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 8256] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 8320] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 8384] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_twist(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ fourstep_v_t = fourstep_v + (size_t)tower * 16384;
    word_t r0, r1, r2, r4;
    const unsigned bx = blockIdx.x;

    // phase 0: four-step twist
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 8192];
    r2 = fourstep_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1)];
    r4 = fourstep_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1) + 1];
    gmul_tw(r0, r1, r2, 0, true, r4, 0, true, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 8192] = r1;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_sub_fwd_v_t = tw_sub_fwd_v + (size_t)tower * 128;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 8192];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 16];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 8208];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 32];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 8224];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 48];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 8240];
    if ((unsigned)(threadIdx.x < 1u)) {
        r8 = tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 2];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 544u] = r8;
        r9 = tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 3];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 546u] = r9;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r10 = tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 4];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 548u] = r10;
        r11 = tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 5];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 550u] = r11;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r12 = tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 8];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 556u] = r12;
        r13 = tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 9];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 558u] = r13;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r14 = tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 16];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 572u] = r14;
        r15 = tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 17];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 574u] = r15;
    }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 32]); r16 = v.x; r17 = v.y; }
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 604u] = r16;
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 606u] = r17;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 64]); r18 = v.x; r19 = v.y; }
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 668u] = r18;
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 670u] = r19;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_sub_fwd_v_t[(size_t)(threadIdx.x << 1) + 96]); r20 = v.x; r21 = v.y; }
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 732u] = r20;
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 734u] = r21;
    __syncthreads();

    // phase 1: forward kernel 1: load
    r8 = smem[(threadIdx.y * 252u) + 544u];
    r10 = smem[(threadIdx.y * 252u) + 546u];
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[(threadIdx.y * 252u) + 548u];
    r14 = smem[(threadIdx.y * 252u) + 550u];
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[(threadIdx.y * 252u) + 552u];
    r18 = smem[(threadIdx.y * 252u) + 554u];
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 68u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 17u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 85u] = r3;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 34u] = r4;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 102u] = r5;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 51u] = r6;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 119u] = r7;
    __syncthreads();

    // phase 2: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 68u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 72u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 76u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 80u];
    r8 = smem[((((threadIdx.x >> 2) & 3u) << 2) + (threadIdx.y * 252u)) + 556u];
    r10 = smem[((((threadIdx.x >> 2) & 3u) << 2) + (threadIdx.y * 252u)) + 558u];
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[(((((threadIdx.x >> 2) & 3u) << 1) << 2) + (threadIdx.y * 252u)) + 572u];
    r14 = smem[(((((threadIdx.x >> 2) & 3u) << 1) << 2) + (threadIdx.y * 252u)) + 574u];
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[(((((threadIdx.x >> 2) & 3u) << 1) << 2) + (threadIdx.y * 252u)) + 576u];
    r18 = smem[(((((threadIdx.x >> 2) & 3u) << 1) << 2) + (threadIdx.y * 252u)) + 578u];
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 68u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 72u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 76u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 80u] = r7;
    __syncthreads();

    // phase 3: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 68u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 1u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 69u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 2u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 70u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 3u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 71u];
    r8 = smem[(((threadIdx.x & 15u) << 2) + (threadIdx.y * 252u)) + 604u];
    r10 = smem[(((threadIdx.x & 15u) << 2) + (threadIdx.y * 252u)) + 606u];
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[((((threadIdx.x & 15u) << 1) << 2) + (threadIdx.y * 252u)) + 668u];
    r14 = smem[((((threadIdx.x & 15u) << 1) << 2) + (threadIdx.y * 252u)) + 670u];
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[((((threadIdx.x & 15u) << 1) << 2) + (threadIdx.y * 252u)) + 672u];
    r18 = smem[((((threadIdx.x & 15u) << 1) << 2) + (threadIdx.y * 252u)) + 674u];
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 8192] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 1] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 8193] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 2] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 8194] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 3] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 8195] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 8192];
    r2 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r3 = y[poly + (size_t)((bx << 7) + threadIdx.x) + 8192];
    r4 = mod_mul(r0, r2, m);
    r5 = mod_mul(r1, r3, m);
    r6 = mod_mul(r0, r3, m);
    r7 = mod_mul(r1, r2, m);
    r4 = mod_sub(r4, r5, m.q);
    r6 = mod_add(r6, r7, m.q);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r4;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 8192] = r6;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_sub_inv_v_t = tw_sub_inv_v + (size_t)tower * 128;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 8192];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 1];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 8193];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 2];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 8194];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 3];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 8195];
    if ((unsigned)(threadIdx.x < 1u)) {
        r8 = tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 2];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 544u] = r8;
        r9 = tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 3];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 546u] = r9;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r10 = tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 4];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 548u] = r10;
        r11 = tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 5];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 550u] = r11;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r12 = tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 8];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 556u] = r12;
        r13 = tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 9];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 558u] = r13;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r14 = tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 16];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 572u] = r14;
        r15 = tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 17];
        smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 574u] = r15;
    }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 32]); r16 = v.x; r17 = v.y; }
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 604u] = r16;
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 606u] = r17;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 64]); r18 = v.x; r19 = v.y; }
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 668u] = r18;
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 670u] = r19;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_sub_inv_v_t[(size_t)(threadIdx.x << 1) + 96]); r20 = v.x; r21 = v.y; }
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 732u] = r20;
    smem[((threadIdx.y * 252u) + (threadIdx.x << 2)) + 734u] = r21;
    __syncthreads();

    // phase 1: inverse kernel 1: load
    r8 = smem[((((threadIdx.x & 15u) << 1) << 2) + (threadIdx.y * 252u)) + 668u];
    r10 = smem[((((threadIdx.x & 15u) << 1) << 2) + (threadIdx.y * 252u)) + 670u];
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[((((threadIdx.x & 15u) << 1) << 2) + (threadIdx.y * 252u)) + 672u];
    r14 = smem[((((threadIdx.x & 15u) << 1) << 2) + (threadIdx.y * 252u)) + 674u];
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[(((threadIdx.x & 15u) << 2) + (threadIdx.y * 252u)) + 604u];
    r18 = smem[(((threadIdx.x & 15u) << 2) + (threadIdx.y * 252u)) + 606u];
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 68u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 1u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 69u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 2u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 70u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 3u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 2)) >> 4)) + 71u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 68u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 72u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 76u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 80u];
    r8 = smem[(((((threadIdx.x >> 2) & 3u) << 1) << 2) + (threadIdx.y * 252u)) + 572u];
    r10 = smem[(((((threadIdx.x >> 2) & 3u) << 1) << 2) + (threadIdx.y * 252u)) + 574u];
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[(((((threadIdx.x >> 2) & 3u) << 1) << 2) + (threadIdx.y * 252u)) + 576u];
    r14 = smem[(((((threadIdx.x >> 2) & 3u) << 1) << 2) + (threadIdx.y * 252u)) + 578u];
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[((((threadIdx.x >> 2) & 3u) << 2) + (threadIdx.y * 252u)) + 556u];
    r18 = smem[((((threadIdx.x >> 2) & 3u) << 2) + (threadIdx.y * 252u)) + 558u];
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 68u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 72u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 8u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 76u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 12u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 4)) + 80u] = r7;
    __syncthreads();

    // phase 3: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 68u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 17u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 85u];
    r4 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 34u];
    r5 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 102u];
    r6 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 51u];
    r7 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 119u];
    r8 = smem[(threadIdx.y * 252u) + 548u];
    r10 = smem[(threadIdx.y * 252u) + 550u];
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[(threadIdx.y * 252u) + 552u];
    r14 = smem[(threadIdx.y * 252u) + 554u];
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[(threadIdx.y * 252u) + 544u];
    r18 = smem[(threadIdx.y * 252u) + 546u];
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 8192] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 16] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 8208] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 32] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 8224] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 48] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 8240] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_untwist(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ fourstep_inv_v_t = fourstep_inv_v + (size_t)tower * 16384;
    word_t r0, r1, r2, r4;
    const unsigned bx = blockIdx.x;

    // phase 0: four-step untwist
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 8192];
    r2 = fourstep_inv_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1)];
    r4 = fourstep_inv_v_t[(size_t)(((bx << 7) + threadIdx.x) << 1) + 1];
    gmul_tw(r0, r1, r2, 0, true, r4, 0, true, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 8192] = r1;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u64_n14_r4_s7x6_c4_barrettshivdikar_twshared_4step_q2_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 256;
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 16384;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r26, r28, r30, r32, r34, r36;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 8192];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 8256];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 8320];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 8384];
    if ((unsigned)(threadIdx.y < 1u)) {
        r8 = tw_inv_v_t[(size_t)(threadIdx.y << 1) + 2];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1088u] = r8;
        r9 = tw_inv_v_t[(size_t)(threadIdx.y << 1) + 3];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1090u] = r9;
    }
    if ((unsigned)(threadIdx.y < 2u)) {
        r10 = tw_inv_v_t[(size_t)(threadIdx.y << 1) + 4];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1092u] = r10;
        r11 = tw_inv_v_t[(size_t)(threadIdx.y << 1) + 5];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1094u] = r11;
    }
    if ((unsigned)(threadIdx.y < 4u)) {
        r12 = tw_inv_v_t[(size_t)(threadIdx.y << 1) + 8];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1100u] = r12;
        r13 = tw_inv_v_t[(size_t)(threadIdx.y << 1) + 9];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1102u] = r13;
    }
    if ((unsigned)(threadIdx.y < 8u)) {
        r14 = tw_inv_v_t[(size_t)(threadIdx.y << 1) + 16];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1116u] = r14;
        r15 = tw_inv_v_t[(size_t)(threadIdx.y << 1) + 17];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1118u] = r15;
    }
    if ((unsigned)(threadIdx.y < 16u)) {
        r16 = tw_inv_v_t[(size_t)(threadIdx.y << 1) + 32];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1148u] = r16;
        r17 = tw_inv_v_t[(size_t)(threadIdx.y << 1) + 33];
        smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1150u] = r17;
    }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(threadIdx.y << 1) + 64]); r18 = v.x; r19 = v.y; }
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1212u] = r18;
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1214u] = r19;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(threadIdx.y << 1) + 128]); r20 = v.x; r21 = v.y; }
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1340u] = r20;
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1342u] = r21;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(threadIdx.y << 1) + 192]); r22 = v.x; r23 = v.y; }
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1468u] = r22;
    smem[((threadIdx.x * 508u) + (threadIdx.y << 2)) + 1470u] = r23;
    __syncthreads();

    // phase 1: inverse kernel 0: load
    r8 = smem[((((threadIdx.y & 31u) << 1) << 2) + (threadIdx.x * 508u)) + 1340u];
    r10 = smem[((((threadIdx.y & 31u) << 1) << 2) + (threadIdx.x * 508u)) + 1342u];
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[((((threadIdx.y & 31u) << 1) << 2) + (threadIdx.x * 508u)) + 1344u];
    r14 = smem[((((threadIdx.y & 31u) << 1) << 2) + (threadIdx.x * 508u)) + 1346u];
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r2;
    smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 31u) << 2) | 1u)) << 2) + threadIdx.x) >> 4)) + 516u] = r3;
    smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r4;
    smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 31u) << 2) | 2u)) << 2) + threadIdx.x) >> 4)) + 520u] = r5;
    smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r6;
    smem[(((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 31u) << 2) | 3u)) << 2) + threadIdx.x) >> 4)) + 524u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 520u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 561u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 536u];
    r8 = smem[(((((threadIdx.y >> 1) & 15u) << 1) << 2) + (threadIdx.x * 508u)) + 1212u];
    r10 = smem[(((((threadIdx.y >> 1) & 15u) << 1) << 2) + (threadIdx.x * 508u)) + 1214u];
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[(((((threadIdx.y >> 1) & 15u) << 1) << 2) + (threadIdx.x * 508u)) + 1216u];
    r14 = smem[(((((threadIdx.y >> 1) & 15u) << 1) << 2) + (threadIdx.x * 508u)) + 1218u];
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[((((threadIdx.y >> 1) & 15u) << 2) + (threadIdx.x * 508u)) + 1148u];
    r18 = smem[((((threadIdx.y >> 1) & 15u) << 2) + (threadIdx.x * 508u)) + 1150u];
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 520u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 561u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((128u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 536u] = r7;
    __syncthreads();

    // phase 3: inverse kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 34u];
    r3 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 578u];
    r4 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 68u];
    r5 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 612u];
    r6 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 102u];
    r7 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 646u];
    r8 = smem[(((((threadIdx.y >> 3) & 3u) << 1) << 2) + (threadIdx.x * 508u)) + 1116u];
    r10 = smem[(((((threadIdx.y >> 3) & 3u) << 1) << 2) + (threadIdx.x * 508u)) + 1118u];
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[(((((threadIdx.y >> 3) & 3u) << 1) << 2) + (threadIdx.x * 508u)) + 1120u];
    r14 = smem[(((((threadIdx.y >> 3) & 3u) << 1) << 2) + (threadIdx.x * 508u)) + 1122u];
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[((((threadIdx.y >> 3) & 3u) << 2) + (threadIdx.x * 508u)) + 1100u];
    r18 = smem[((((threadIdx.y >> 3) & 3u) << 2) + (threadIdx.x * 508u)) + 1102u];
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 34u] = r2;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 578u] = r3;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 68u] = r4;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 612u] = r5;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 102u] = r6;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 646u] = r7;
    __syncthreads();

    // phase 4: inverse kernel 0: group 3
    r0 = smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 136u];
    r3 = smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 680u];
    r4 = smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 272u];
    r5 = smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 816u];
    r6 = smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 408u];
    r7 = smem[((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 4)) + 952u];
    r8 = smem[(threadIdx.x * 508u) + 1092u];
    r10 = smem[(threadIdx.x * 508u) + 1094u];
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    r12 = smem[(threadIdx.x * 508u) + 1096u];
    r14 = smem[(threadIdx.x * 508u) + 1098u];
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    r16 = smem[(threadIdx.x * 508u) + 1088u];
    r18 = smem[(threadIdx.x * 508u) + 1090u];
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    r20 = inv_len_v_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1)]); r22 = v.x; r24 = v.y; }
    gmul_tw(r0, r1, r22, 0, true, r24, 0, true, m);
    r0 = mod_mul_tw(r0, r20, 0, m);
    r1 = mod_mul_tw(r1, r20, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1) + 4096]); r26 = v.x; r28 = v.y; }
    gmul_tw(r2, r3, r26, 0, true, r28, 0, true, m);
    r2 = mod_mul_tw(r2, r20, 0, m);
    r3 = mod_mul_tw(r3, r20, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1) + 8192]); r30 = v.x; r32 = v.y; }
    gmul_tw(r4, r5, r30, 0, true, r32, 0, true, m);
    r4 = mod_mul_tw(r4, r20, 0, m);
    r5 = mod_mul_tw(r5, r20, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1) + 12288]); r34 = v.x; r36 = v.y; }
    gmul_tw(r6, r7, r34, 0, true, r36, 0, true, m);
    r6 = mod_mul_tw(r6, r20, 0, m);
    r7 = mod_mul_tw(r7, r20, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 8192] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 10240] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 12288] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 14336] = r7;
}

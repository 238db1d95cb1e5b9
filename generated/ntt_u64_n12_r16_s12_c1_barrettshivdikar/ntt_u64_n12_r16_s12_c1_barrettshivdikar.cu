// nttgen: ntt_u64_n12_r16_s12_c1_barrettshivdikar (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n12_r16_s12_c1_barrettshivdikar.toml --out generated/ntt_u64_n12_r16_s12_c1_barrettshivdikar
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u64_n12_r16_s12_c1_barrettshivdikar"
//   transform = "ntt-negacyclic"
//   log_n = 12
//   word = "u64"
//   reduction = "barrett-shivdikar"
//   radix = 16
//   stage_split = [12]
//   cluster = 1
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
//   primes = [4611686018427322369]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u64_n12_r16_s12_c1_barrettshivdikar_fwd0: grid_x 1, block 256 x 1, shared 34816 B; mulmods 24576, addmods 49152, butterflies 24576, global bytes 65536 (read 32768, write 32768), table bytes 92160, shuffles 0
//   ntt_u64_n12_r16_s12_c1_barrettshivdikar_pw: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 0, shuffles 0
//   ntt_u64_n12_r16_s12_c1_barrettshivdikar_inv0: grid_x 1, block 256 x 1, shared 34816 B; mulmods 26624, addmods 49152, butterflies 24576, global bytes 65536 (read 32768, write 32768), table bytes 94208, shuffles 0
//   ntt_u64_n12_r16_s12_c1_barrettshivdikar_product: grid_x 1, block 256 x 1, shared 69632 B; mulmods 79872, addmods 147456, butterflies 73728, global bytes 98304 (read 65536, write 32768), table bytes 186368, shuffles 0

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



extern "C" __global__ void __launch_bounds__(256) ntt_u64_n12_r16_s12_c1_barrettshivdikar_fwd0(
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
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u))];
    r1 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 256];
    r2 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 512];
    r3 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 768];
    r4 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1024];
    r5 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1280];
    r6 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1536];
    r7 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1792];
    r8 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2048];
    r9 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2304];
    r10 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2560];
    r11 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2816];
    r12 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3072];
    r13 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3328];
    r14 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3584];
    r15 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3840];
    r16 = tw_fwd_v_t[(size_t)(bx | threadIdx.y) + 1];
    bfly_ct(r0, r8, r16, 0, true, false, m);
    bfly_ct(r1, r9, r16, 0, true, false, m);
    bfly_ct(r2, r10, r16, 0, true, false, m);
    bfly_ct(r3, r11, r16, 0, true, false, m);
    bfly_ct(r4, r12, r16, 0, true, false, m);
    bfly_ct(r5, r13, r16, 0, true, false, m);
    bfly_ct(r6, r14, r16, 0, true, false, m);
    bfly_ct(r7, r15, r16, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 1) + 2]); r18 = v.x; r20 = v.y; }
    bfly_ct(r0, r4, r18, 0, true, false, m);
    bfly_ct(r1, r5, r18, 0, true, false, m);
    bfly_ct(r2, r6, r18, 0, true, false, m);
    bfly_ct(r3, r7, r18, 0, true, false, m);
    bfly_ct(r8, r12, r20, 0, true, false, m);
    bfly_ct(r9, r13, r20, 0, true, false, m);
    bfly_ct(r10, r14, r20, 0, true, false, m);
    bfly_ct(r11, r15, r20, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 2) + 4]); r22 = v.x; r24 = v.y; }
    bfly_ct(r0, r2, r22, 0, true, false, m);
    bfly_ct(r1, r3, r22, 0, true, false, m);
    bfly_ct(r4, r6, r24, 0, true, false, m);
    bfly_ct(r5, r7, r24, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 2) + 6]); r26 = v.x; r28 = v.y; }
    bfly_ct(r8, r10, r26, 0, true, false, m);
    bfly_ct(r9, r11, r26, 0, true, false, m);
    bfly_ct(r12, r14, r28, 0, true, false, m);
    bfly_ct(r13, r15, r28, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 3) + 8]); r30 = v.x; r32 = v.y; }
    bfly_ct(r0, r1, r30, 0, true, false, m);
    bfly_ct(r2, r3, r32, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 3) + 10]); r34 = v.x; r36 = v.y; }
    bfly_ct(r4, r5, r34, 0, true, false, m);
    bfly_ct(r6, r7, r36, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 3) + 12]); r38 = v.x; r40 = v.y; }
    bfly_ct(r8, r9, r38, 0, true, false, m);
    bfly_ct(r10, r11, r40, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 3) + 14]); r42 = v.x; r44 = v.y; }
    bfly_ct(r12, r13, r42, 0, true, false, m);
    bfly_ct(r14, r15, r44, 0, true, false, m);
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4))] = r0;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 272u] = r1;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 544u] = r2;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 816u] = r3;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1088u] = r4;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1360u] = r5;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1632u] = r6;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1904u] = r7;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2176u] = r8;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2448u] = r9;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2720u] = r10;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2992u] = r11;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3264u] = r12;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3536u] = r13;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3808u] = r14;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 4080u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4))];
    r1 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 34u];
    r3 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 51u];
    r4 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 68u];
    r5 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 85u];
    r6 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 102u];
    r7 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 119u];
    r8 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 136u];
    r9 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 153u];
    r10 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 170u];
    r11 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 187u];
    r12 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 204u];
    r13 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 221u];
    r14 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 238u];
    r15 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 255u];
    r16 = tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 4) | ((threadIdx.x >> 4) & 15u)) + 16];
    bfly_ct(r0, r8, r16, 0, true, false, m);
    bfly_ct(r1, r9, r16, 0, true, false, m);
    bfly_ct(r2, r10, r16, 0, true, false, m);
    bfly_ct(r3, r11, r16, 0, true, false, m);
    bfly_ct(r4, r12, r16, 0, true, false, m);
    bfly_ct(r5, r13, r16, 0, true, false, m);
    bfly_ct(r6, r14, r16, 0, true, false, m);
    bfly_ct(r7, r15, r16, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 5) | (((threadIdx.x >> 4) & 15u) << 1)) + 32]); r18 = v.x; r20 = v.y; }
    bfly_ct(r0, r4, r18, 0, true, false, m);
    bfly_ct(r1, r5, r18, 0, true, false, m);
    bfly_ct(r2, r6, r18, 0, true, false, m);
    bfly_ct(r3, r7, r18, 0, true, false, m);
    bfly_ct(r8, r12, r20, 0, true, false, m);
    bfly_ct(r9, r13, r20, 0, true, false, m);
    bfly_ct(r10, r14, r20, 0, true, false, m);
    bfly_ct(r11, r15, r20, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 6) | (((threadIdx.x >> 4) & 15u) << 2)) + 64]); r22 = v.x; r24 = v.y; }
    bfly_ct(r0, r2, r22, 0, true, false, m);
    bfly_ct(r1, r3, r22, 0, true, false, m);
    bfly_ct(r4, r6, r24, 0, true, false, m);
    bfly_ct(r5, r7, r24, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 6) | (((threadIdx.x >> 4) & 15u) << 2)) + 66]); r26 = v.x; r28 = v.y; }
    bfly_ct(r8, r10, r26, 0, true, false, m);
    bfly_ct(r9, r11, r26, 0, true, false, m);
    bfly_ct(r12, r14, r28, 0, true, false, m);
    bfly_ct(r13, r15, r28, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 128]); r30 = v.x; r32 = v.y; }
    bfly_ct(r0, r1, r30, 0, true, false, m);
    bfly_ct(r2, r3, r32, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 130]); r34 = v.x; r36 = v.y; }
    bfly_ct(r4, r5, r34, 0, true, false, m);
    bfly_ct(r6, r7, r36, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 132]); r38 = v.x; r40 = v.y; }
    bfly_ct(r8, r9, r38, 0, true, false, m);
    bfly_ct(r10, r11, r40, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 134]); r42 = v.x; r44 = v.y; }
    bfly_ct(r12, r13, r42, 0, true, false, m);
    bfly_ct(r14, r15, r44, 0, true, false, m);
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4))] = r0;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 17u] = r1;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 34u] = r2;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 51u] = r3;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 68u] = r4;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 85u] = r5;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 102u] = r6;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 119u] = r7;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 136u] = r8;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 153u] = r9;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 170u] = r10;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 187u] = r11;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 204u] = r12;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 221u] = r13;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 238u] = r14;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 255u] = r15;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4))];
    r1 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 7u];
    r8 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 8u];
    r9 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 9u];
    r10 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 10u];
    r11 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 11u];
    r12 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 12u];
    r13 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 13u];
    r14 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 14u];
    r15 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 15u];
    r16 = tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 8) | (threadIdx.x & 255u)) + 256];
    bfly_ct(r0, r8, r16, 0, true, false, m);
    bfly_ct(r1, r9, r16, 0, true, false, m);
    bfly_ct(r2, r10, r16, 0, true, false, m);
    bfly_ct(r3, r11, r16, 0, true, false, m);
    bfly_ct(r4, r12, r16, 0, true, false, m);
    bfly_ct(r5, r13, r16, 0, true, false, m);
    bfly_ct(r6, r14, r16, 0, true, false, m);
    bfly_ct(r7, r15, r16, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 255u) << 1)) + 512]); r18 = v.x; r20 = v.y; }
    bfly_ct(r0, r4, r18, 0, true, false, m);
    bfly_ct(r1, r5, r18, 0, true, false, m);
    bfly_ct(r2, r6, r18, 0, true, false, m);
    bfly_ct(r3, r7, r18, 0, true, false, m);
    bfly_ct(r8, r12, r20, 0, true, false, m);
    bfly_ct(r9, r13, r20, 0, true, false, m);
    bfly_ct(r10, r14, r20, 0, true, false, m);
    bfly_ct(r11, r15, r20, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 10) | ((threadIdx.x & 255u) << 2)) + 1024]); r22 = v.x; r24 = v.y; }
    bfly_ct(r0, r2, r22, 0, true, false, m);
    bfly_ct(r1, r3, r22, 0, true, false, m);
    bfly_ct(r4, r6, r24, 0, true, false, m);
    bfly_ct(r5, r7, r24, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 10) | ((threadIdx.x & 255u) << 2)) + 1026]); r26 = v.x; r28 = v.y; }
    bfly_ct(r8, r10, r26, 0, true, false, m);
    bfly_ct(r9, r11, r26, 0, true, false, m);
    bfly_ct(r12, r14, r28, 0, true, false, m);
    bfly_ct(r13, r15, r28, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2048]); r30 = v.x; r32 = v.y; }
    bfly_ct(r0, r1, r30, 0, true, false, m);
    bfly_ct(r2, r3, r32, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2050]); r34 = v.x; r36 = v.y; }
    bfly_ct(r4, r5, r34, 0, true, false, m);
    bfly_ct(r6, r7, r36, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2052]); r38 = v.x; r40 = v.y; }
    bfly_ct(r8, r9, r38, 0, true, false, m);
    bfly_ct(r10, r11, r40, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2054]); r42 = v.x; r44 = v.y; }
    bfly_ct(r12, r13, r42, 0, true, false, m);
    bfly_ct(r14, r15, r44, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 6]) = make_ulonglong2(r6, r7);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 8]) = make_ulonglong2(r8, r9);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 10]) = make_ulonglong2(r10, r11);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 12]) = make_ulonglong2(r12, r13);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 14]) = make_ulonglong2(r14, r15);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r16_s12_c1_barrettshivdikar_pw(
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

extern "C" __global__ void __launch_bounds__(256) ntt_u64_n12_r16_s12_c1_barrettshivdikar_inv0(
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
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 6]); r6 = v.x; r7 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 8]); r8 = v.x; r9 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 10]); r10 = v.x; r11 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 12]); r12 = v.x; r13 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx | threadIdx.y) << 12) | ((threadIdx.x & 255u) << 4)) + 14]); r14 = v.x; r15 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2048]); r16 = v.x; r18 = v.y; }
    bfly_gs(r0, r1, r16, 0, true, false, m);
    bfly_gs(r2, r3, r18, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2050]); r20 = v.x; r22 = v.y; }
    bfly_gs(r4, r5, r20, 0, true, false, m);
    bfly_gs(r6, r7, r22, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2052]); r24 = v.x; r26 = v.y; }
    bfly_gs(r8, r9, r24, 0, true, false, m);
    bfly_gs(r10, r11, r26, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2054]); r28 = v.x; r30 = v.y; }
    bfly_gs(r12, r13, r28, 0, true, false, m);
    bfly_gs(r14, r15, r30, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 10) | ((threadIdx.x & 255u) << 2)) + 1024]); r32 = v.x; r34 = v.y; }
    bfly_gs(r0, r2, r32, 0, true, false, m);
    bfly_gs(r1, r3, r32, 0, true, false, m);
    bfly_gs(r4, r6, r34, 0, true, false, m);
    bfly_gs(r5, r7, r34, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 10) | ((threadIdx.x & 255u) << 2)) + 1026]); r36 = v.x; r38 = v.y; }
    bfly_gs(r8, r10, r36, 0, true, false, m);
    bfly_gs(r9, r11, r36, 0, true, false, m);
    bfly_gs(r12, r14, r38, 0, true, false, m);
    bfly_gs(r13, r15, r38, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 255u) << 1)) + 512]); r40 = v.x; r42 = v.y; }
    bfly_gs(r0, r4, r40, 0, true, false, m);
    bfly_gs(r1, r5, r40, 0, true, false, m);
    bfly_gs(r2, r6, r40, 0, true, false, m);
    bfly_gs(r3, r7, r40, 0, true, false, m);
    bfly_gs(r8, r12, r42, 0, true, false, m);
    bfly_gs(r9, r13, r42, 0, true, false, m);
    bfly_gs(r10, r14, r42, 0, true, false, m);
    bfly_gs(r11, r15, r42, 0, true, false, m);
    r44 = tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 8) | (threadIdx.x & 255u)) + 256];
    bfly_gs(r0, r8, r44, 0, true, false, m);
    bfly_gs(r1, r9, r44, 0, true, false, m);
    bfly_gs(r2, r10, r44, 0, true, false, m);
    bfly_gs(r3, r11, r44, 0, true, false, m);
    bfly_gs(r4, r12, r44, 0, true, false, m);
    bfly_gs(r5, r13, r44, 0, true, false, m);
    bfly_gs(r6, r14, r44, 0, true, false, m);
    bfly_gs(r7, r15, r44, 0, true, false, m);
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4))] = r0;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 7u] = r7;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 8u] = r8;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 9u] = r9;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 10u] = r10;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 11u] = r11;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 12u] = r12;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 13u] = r13;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 14u] = r14;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 15u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4))];
    r1 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 34u];
    r3 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 51u];
    r4 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 68u];
    r5 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 85u];
    r6 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 102u];
    r7 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 119u];
    r8 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 136u];
    r9 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 153u];
    r10 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 170u];
    r11 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 187u];
    r12 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 204u];
    r13 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 221u];
    r14 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 238u];
    r15 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 255u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 128]); r16 = v.x; r18 = v.y; }
    bfly_gs(r0, r1, r16, 0, true, false, m);
    bfly_gs(r2, r3, r18, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 130]); r20 = v.x; r22 = v.y; }
    bfly_gs(r4, r5, r20, 0, true, false, m);
    bfly_gs(r6, r7, r22, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 132]); r24 = v.x; r26 = v.y; }
    bfly_gs(r8, r9, r24, 0, true, false, m);
    bfly_gs(r10, r11, r26, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 134]); r28 = v.x; r30 = v.y; }
    bfly_gs(r12, r13, r28, 0, true, false, m);
    bfly_gs(r14, r15, r30, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 6) | (((threadIdx.x >> 4) & 15u) << 2)) + 64]); r32 = v.x; r34 = v.y; }
    bfly_gs(r0, r2, r32, 0, true, false, m);
    bfly_gs(r1, r3, r32, 0, true, false, m);
    bfly_gs(r4, r6, r34, 0, true, false, m);
    bfly_gs(r5, r7, r34, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 6) | (((threadIdx.x >> 4) & 15u) << 2)) + 66]); r36 = v.x; r38 = v.y; }
    bfly_gs(r8, r10, r36, 0, true, false, m);
    bfly_gs(r9, r11, r36, 0, true, false, m);
    bfly_gs(r12, r14, r38, 0, true, false, m);
    bfly_gs(r13, r15, r38, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 5) | (((threadIdx.x >> 4) & 15u) << 1)) + 32]); r40 = v.x; r42 = v.y; }
    bfly_gs(r0, r4, r40, 0, true, false, m);
    bfly_gs(r1, r5, r40, 0, true, false, m);
    bfly_gs(r2, r6, r40, 0, true, false, m);
    bfly_gs(r3, r7, r40, 0, true, false, m);
    bfly_gs(r8, r12, r42, 0, true, false, m);
    bfly_gs(r9, r13, r42, 0, true, false, m);
    bfly_gs(r10, r14, r42, 0, true, false, m);
    bfly_gs(r11, r15, r42, 0, true, false, m);
    r44 = tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 4) | ((threadIdx.x >> 4) & 15u)) + 16];
    bfly_gs(r0, r8, r44, 0, true, false, m);
    bfly_gs(r1, r9, r44, 0, true, false, m);
    bfly_gs(r2, r10, r44, 0, true, false, m);
    bfly_gs(r3, r11, r44, 0, true, false, m);
    bfly_gs(r4, r12, r44, 0, true, false, m);
    bfly_gs(r5, r13, r44, 0, true, false, m);
    bfly_gs(r6, r14, r44, 0, true, false, m);
    bfly_gs(r7, r15, r44, 0, true, false, m);
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4))] = r0;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 17u] = r1;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 34u] = r2;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 51u] = r3;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 68u] = r4;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 85u] = r5;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 102u] = r6;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 119u] = r7;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 136u] = r8;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 153u] = r9;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 170u] = r10;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 187u] = r11;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 204u] = r12;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 221u] = r13;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 238u] = r14;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 255u] = r15;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4))];
    r1 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 272u];
    r2 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 544u];
    r3 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 816u];
    r4 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1088u];
    r5 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1360u];
    r6 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1632u];
    r7 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1904u];
    r8 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2176u];
    r9 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2448u];
    r10 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2720u];
    r11 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2992u];
    r12 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3264u];
    r13 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3536u];
    r14 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3808u];
    r15 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 4080u];
    r16 = inv_len_v_t[1];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 3) + 8]); r18 = v.x; r20 = v.y; }
    bfly_gs(r0, r1, r18, 0, true, false, m);
    bfly_gs(r2, r3, r20, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 3) + 10]); r22 = v.x; r24 = v.y; }
    bfly_gs(r4, r5, r22, 0, true, false, m);
    bfly_gs(r6, r7, r24, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 3) + 12]); r26 = v.x; r28 = v.y; }
    bfly_gs(r8, r9, r26, 0, true, false, m);
    bfly_gs(r10, r11, r28, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 3) + 14]); r30 = v.x; r32 = v.y; }
    bfly_gs(r12, r13, r30, 0, true, false, m);
    bfly_gs(r14, r15, r32, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 2) + 4]); r34 = v.x; r36 = v.y; }
    bfly_gs(r0, r2, r34, 0, true, false, m);
    bfly_gs(r1, r3, r34, 0, true, false, m);
    bfly_gs(r4, r6, r36, 0, true, false, m);
    bfly_gs(r5, r7, r36, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 2) + 6]); r38 = v.x; r40 = v.y; }
    bfly_gs(r8, r10, r38, 0, true, false, m);
    bfly_gs(r9, r11, r38, 0, true, false, m);
    bfly_gs(r12, r14, r40, 0, true, false, m);
    bfly_gs(r13, r15, r40, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 1) + 2]); r42 = v.x; r44 = v.y; }
    bfly_gs(r0, r4, r42, 0, true, false, m);
    bfly_gs(r1, r5, r42, 0, true, false, m);
    bfly_gs(r2, r6, r42, 0, true, false, m);
    bfly_gs(r3, r7, r42, 0, true, false, m);
    bfly_gs(r8, r12, r44, 0, true, false, m);
    bfly_gs(r9, r13, r44, 0, true, false, m);
    bfly_gs(r10, r14, r44, 0, true, false, m);
    bfly_gs(r11, r15, r44, 0, true, false, m);
    bfly_gs(r0, r8, r16, 0, true, false, m);
    bfly_gs(r1, r9, r16, 0, true, false, m);
    bfly_gs(r2, r10, r16, 0, true, false, m);
    bfly_gs(r3, r11, r16, 0, true, false, m);
    bfly_gs(r4, r12, r16, 0, true, false, m);
    bfly_gs(r5, r13, r16, 0, true, false, m);
    bfly_gs(r6, r14, r16, 0, true, false, m);
    bfly_gs(r7, r15, r16, 0, true, false, m);
    r46 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r46, 0, m);
    r1 = mod_mul_tw(r1, r46, 0, m);
    r2 = mod_mul_tw(r2, r46, 0, m);
    r3 = mod_mul_tw(r3, r46, 0, m);
    r4 = mod_mul_tw(r4, r46, 0, m);
    r5 = mod_mul_tw(r5, r46, 0, m);
    r6 = mod_mul_tw(r6, r46, 0, m);
    r7 = mod_mul_tw(r7, r46, 0, m);
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u))] = r0;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 256] = r1;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 512] = r2;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 768] = r3;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1024] = r4;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1280] = r5;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1536] = r6;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1792] = r7;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2048] = r8;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2304] = r9;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2560] = r10;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2816] = r11;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3072] = r12;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3328] = r13;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3584] = r14;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3840] = r15;
}

extern "C" __global__ void __launch_bounds__(256) ntt_u64_n12_r16_s12_c1_barrettshivdikar_product(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
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
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    word_t r48, r50, r52, r54, r56, r58, r60, r62;
    word_t r64, r66, r68, r70, r72, r74, r76, r78;
    word_t r80, r82, r84, r86, r88, r90;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u))];
    r1 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 256];
    r2 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 512];
    r3 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 768];
    r4 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1024];
    r5 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1280];
    r6 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1536];
    r7 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1792];
    r8 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2048];
    r9 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2304];
    r10 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2560];
    r11 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2816];
    r12 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3072];
    r13 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3328];
    r14 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3584];
    r15 = x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3840];
    r16 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u))];
    r17 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 256];
    r18 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 512];
    r19 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 768];
    r20 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1024];
    r21 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1280];
    r22 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1536];
    r23 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1792];
    r24 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2048];
    r25 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2304];
    r26 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2560];
    r27 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2816];
    r28 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3072];
    r29 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3328];
    r30 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3584];
    r31 = y[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3840];
    r32 = tw_fwd_v_t[(size_t)(bx | threadIdx.y) + 1];
    bfly_ct(r0, r8, r32, 0, true, false, m);
    bfly_ct(r1, r9, r32, 0, true, false, m);
    bfly_ct(r2, r10, r32, 0, true, false, m);
    bfly_ct(r3, r11, r32, 0, true, false, m);
    bfly_ct(r4, r12, r32, 0, true, false, m);
    bfly_ct(r5, r13, r32, 0, true, false, m);
    bfly_ct(r6, r14, r32, 0, true, false, m);
    bfly_ct(r7, r15, r32, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 1) + 2]); r34 = v.x; r36 = v.y; }
    bfly_ct(r0, r4, r34, 0, true, false, m);
    bfly_ct(r1, r5, r34, 0, true, false, m);
    bfly_ct(r2, r6, r34, 0, true, false, m);
    bfly_ct(r3, r7, r34, 0, true, false, m);
    bfly_ct(r8, r12, r36, 0, true, false, m);
    bfly_ct(r9, r13, r36, 0, true, false, m);
    bfly_ct(r10, r14, r36, 0, true, false, m);
    bfly_ct(r11, r15, r36, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 2) + 4]); r38 = v.x; r40 = v.y; }
    bfly_ct(r0, r2, r38, 0, true, false, m);
    bfly_ct(r1, r3, r38, 0, true, false, m);
    bfly_ct(r4, r6, r40, 0, true, false, m);
    bfly_ct(r5, r7, r40, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 2) + 6]); r42 = v.x; r44 = v.y; }
    bfly_ct(r8, r10, r42, 0, true, false, m);
    bfly_ct(r9, r11, r42, 0, true, false, m);
    bfly_ct(r12, r14, r44, 0, true, false, m);
    bfly_ct(r13, r15, r44, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 3) + 8]); r46 = v.x; r48 = v.y; }
    bfly_ct(r0, r1, r46, 0, true, false, m);
    bfly_ct(r2, r3, r48, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 3) + 10]); r50 = v.x; r52 = v.y; }
    bfly_ct(r4, r5, r50, 0, true, false, m);
    bfly_ct(r6, r7, r52, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 3) + 12]); r54 = v.x; r56 = v.y; }
    bfly_ct(r8, r9, r54, 0, true, false, m);
    bfly_ct(r10, r11, r56, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx | threadIdx.y) << 3) + 14]); r58 = v.x; r60 = v.y; }
    bfly_ct(r12, r13, r58, 0, true, false, m);
    bfly_ct(r14, r15, r60, 0, true, false, m);
    bfly_ct(r16, r24, r32, 0, true, false, m);
    bfly_ct(r17, r25, r32, 0, true, false, m);
    bfly_ct(r18, r26, r32, 0, true, false, m);
    bfly_ct(r19, r27, r32, 0, true, false, m);
    bfly_ct(r20, r28, r32, 0, true, false, m);
    bfly_ct(r21, r29, r32, 0, true, false, m);
    bfly_ct(r22, r30, r32, 0, true, false, m);
    bfly_ct(r23, r31, r32, 0, true, false, m);
    bfly_ct(r16, r20, r34, 0, true, false, m);
    bfly_ct(r17, r21, r34, 0, true, false, m);
    bfly_ct(r18, r22, r34, 0, true, false, m);
    bfly_ct(r19, r23, r34, 0, true, false, m);
    bfly_ct(r24, r28, r36, 0, true, false, m);
    bfly_ct(r25, r29, r36, 0, true, false, m);
    bfly_ct(r26, r30, r36, 0, true, false, m);
    bfly_ct(r27, r31, r36, 0, true, false, m);
    bfly_ct(r16, r18, r38, 0, true, false, m);
    bfly_ct(r17, r19, r38, 0, true, false, m);
    bfly_ct(r20, r22, r40, 0, true, false, m);
    bfly_ct(r21, r23, r40, 0, true, false, m);
    bfly_ct(r24, r26, r42, 0, true, false, m);
    bfly_ct(r25, r27, r42, 0, true, false, m);
    bfly_ct(r28, r30, r44, 0, true, false, m);
    bfly_ct(r29, r31, r44, 0, true, false, m);
    bfly_ct(r16, r17, r46, 0, true, false, m);
    bfly_ct(r18, r19, r48, 0, true, false, m);
    bfly_ct(r20, r21, r50, 0, true, false, m);
    bfly_ct(r22, r23, r52, 0, true, false, m);
    bfly_ct(r24, r25, r54, 0, true, false, m);
    bfly_ct(r26, r27, r56, 0, true, false, m);
    bfly_ct(r28, r29, r58, 0, true, false, m);
    bfly_ct(r30, r31, r60, 0, true, false, m);
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4))] = r0;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 272u] = r1;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 544u] = r2;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 816u] = r3;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1088u] = r4;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1360u] = r5;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1632u] = r6;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1904u] = r7;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2176u] = r8;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2448u] = r9;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2720u] = r10;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2992u] = r11;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3264u] = r12;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3536u] = r13;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3808u] = r14;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 4080u] = r15;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 4352u] = r16;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 4624u] = r17;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 4896u] = r18;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 5168u] = r19;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 5440u] = r20;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 5712u] = r21;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 5984u] = r22;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 6256u] = r23;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 6528u] = r24;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 6800u] = r25;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 7072u] = r26;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 7344u] = r27;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 7616u] = r28;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 7888u] = r29;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 8160u] = r30;
    smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 8432u] = r31;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4))];
    r1 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 34u];
    r3 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 51u];
    r4 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 68u];
    r5 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 85u];
    r6 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 102u];
    r7 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 119u];
    r8 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 136u];
    r9 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 153u];
    r10 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 170u];
    r11 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 187u];
    r12 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 204u];
    r13 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 221u];
    r14 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 238u];
    r15 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 255u];
    r16 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4352u];
    r17 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4369u];
    r18 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4386u];
    r19 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4403u];
    r20 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4420u];
    r21 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4437u];
    r22 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4454u];
    r23 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4471u];
    r24 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4488u];
    r25 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4505u];
    r26 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4522u];
    r27 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4539u];
    r28 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4556u];
    r29 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4573u];
    r30 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4590u];
    r31 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4607u];
    r32 = tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 4) | ((threadIdx.x >> 4) & 15u)) + 16];
    bfly_ct(r0, r8, r32, 0, true, false, m);
    bfly_ct(r1, r9, r32, 0, true, false, m);
    bfly_ct(r2, r10, r32, 0, true, false, m);
    bfly_ct(r3, r11, r32, 0, true, false, m);
    bfly_ct(r4, r12, r32, 0, true, false, m);
    bfly_ct(r5, r13, r32, 0, true, false, m);
    bfly_ct(r6, r14, r32, 0, true, false, m);
    bfly_ct(r7, r15, r32, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 5) | (((threadIdx.x >> 4) & 15u) << 1)) + 32]); r34 = v.x; r36 = v.y; }
    bfly_ct(r0, r4, r34, 0, true, false, m);
    bfly_ct(r1, r5, r34, 0, true, false, m);
    bfly_ct(r2, r6, r34, 0, true, false, m);
    bfly_ct(r3, r7, r34, 0, true, false, m);
    bfly_ct(r8, r12, r36, 0, true, false, m);
    bfly_ct(r9, r13, r36, 0, true, false, m);
    bfly_ct(r10, r14, r36, 0, true, false, m);
    bfly_ct(r11, r15, r36, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 6) | (((threadIdx.x >> 4) & 15u) << 2)) + 64]); r38 = v.x; r40 = v.y; }
    bfly_ct(r0, r2, r38, 0, true, false, m);
    bfly_ct(r1, r3, r38, 0, true, false, m);
    bfly_ct(r4, r6, r40, 0, true, false, m);
    bfly_ct(r5, r7, r40, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 6) | (((threadIdx.x >> 4) & 15u) << 2)) + 66]); r42 = v.x; r44 = v.y; }
    bfly_ct(r8, r10, r42, 0, true, false, m);
    bfly_ct(r9, r11, r42, 0, true, false, m);
    bfly_ct(r12, r14, r44, 0, true, false, m);
    bfly_ct(r13, r15, r44, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 128]); r46 = v.x; r48 = v.y; }
    bfly_ct(r0, r1, r46, 0, true, false, m);
    bfly_ct(r2, r3, r48, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 130]); r50 = v.x; r52 = v.y; }
    bfly_ct(r4, r5, r50, 0, true, false, m);
    bfly_ct(r6, r7, r52, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 132]); r54 = v.x; r56 = v.y; }
    bfly_ct(r8, r9, r54, 0, true, false, m);
    bfly_ct(r10, r11, r56, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 134]); r58 = v.x; r60 = v.y; }
    bfly_ct(r12, r13, r58, 0, true, false, m);
    bfly_ct(r14, r15, r60, 0, true, false, m);
    bfly_ct(r16, r24, r32, 0, true, false, m);
    bfly_ct(r17, r25, r32, 0, true, false, m);
    bfly_ct(r18, r26, r32, 0, true, false, m);
    bfly_ct(r19, r27, r32, 0, true, false, m);
    bfly_ct(r20, r28, r32, 0, true, false, m);
    bfly_ct(r21, r29, r32, 0, true, false, m);
    bfly_ct(r22, r30, r32, 0, true, false, m);
    bfly_ct(r23, r31, r32, 0, true, false, m);
    bfly_ct(r16, r20, r34, 0, true, false, m);
    bfly_ct(r17, r21, r34, 0, true, false, m);
    bfly_ct(r18, r22, r34, 0, true, false, m);
    bfly_ct(r19, r23, r34, 0, true, false, m);
    bfly_ct(r24, r28, r36, 0, true, false, m);
    bfly_ct(r25, r29, r36, 0, true, false, m);
    bfly_ct(r26, r30, r36, 0, true, false, m);
    bfly_ct(r27, r31, r36, 0, true, false, m);
    bfly_ct(r16, r18, r38, 0, true, false, m);
    bfly_ct(r17, r19, r38, 0, true, false, m);
    bfly_ct(r20, r22, r40, 0, true, false, m);
    bfly_ct(r21, r23, r40, 0, true, false, m);
    bfly_ct(r24, r26, r42, 0, true, false, m);
    bfly_ct(r25, r27, r42, 0, true, false, m);
    bfly_ct(r28, r30, r44, 0, true, false, m);
    bfly_ct(r29, r31, r44, 0, true, false, m);
    bfly_ct(r16, r17, r46, 0, true, false, m);
    bfly_ct(r18, r19, r48, 0, true, false, m);
    bfly_ct(r20, r21, r50, 0, true, false, m);
    bfly_ct(r22, r23, r52, 0, true, false, m);
    bfly_ct(r24, r25, r54, 0, true, false, m);
    bfly_ct(r26, r27, r56, 0, true, false, m);
    bfly_ct(r28, r29, r58, 0, true, false, m);
    bfly_ct(r30, r31, r60, 0, true, false, m);
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4))] = r0;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 17u] = r1;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 34u] = r2;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 51u] = r3;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 68u] = r4;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 85u] = r5;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 102u] = r6;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 119u] = r7;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 136u] = r8;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 153u] = r9;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 170u] = r10;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 187u] = r11;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 204u] = r12;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 221u] = r13;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 238u] = r14;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 255u] = r15;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4352u] = r16;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4369u] = r17;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4386u] = r18;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4403u] = r19;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4420u] = r20;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4437u] = r21;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4454u] = r22;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4471u] = r23;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4488u] = r24;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4505u] = r25;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4522u] = r26;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4539u] = r27;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4556u] = r28;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4573u] = r29;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4590u] = r30;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 4607u] = r31;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4))];
    r1 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 7u];
    r8 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 8u];
    r9 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 9u];
    r10 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 10u];
    r11 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 11u];
    r12 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 12u];
    r13 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 13u];
    r14 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 14u];
    r15 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 15u];
    r16 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4352u];
    r17 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4353u];
    r18 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4354u];
    r19 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4355u];
    r20 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4356u];
    r21 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4357u];
    r22 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4358u];
    r23 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4359u];
    r24 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4360u];
    r25 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4361u];
    r26 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4362u];
    r27 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4363u];
    r28 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4364u];
    r29 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4365u];
    r30 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4366u];
    r31 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4367u];
    r32 = tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 8) | (threadIdx.x & 255u)) + 256];
    bfly_ct(r0, r8, r32, 0, true, false, m);
    bfly_ct(r1, r9, r32, 0, true, false, m);
    bfly_ct(r2, r10, r32, 0, true, false, m);
    bfly_ct(r3, r11, r32, 0, true, false, m);
    bfly_ct(r4, r12, r32, 0, true, false, m);
    bfly_ct(r5, r13, r32, 0, true, false, m);
    bfly_ct(r6, r14, r32, 0, true, false, m);
    bfly_ct(r7, r15, r32, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 255u) << 1)) + 512]); r34 = v.x; r36 = v.y; }
    bfly_ct(r0, r4, r34, 0, true, false, m);
    bfly_ct(r1, r5, r34, 0, true, false, m);
    bfly_ct(r2, r6, r34, 0, true, false, m);
    bfly_ct(r3, r7, r34, 0, true, false, m);
    bfly_ct(r8, r12, r36, 0, true, false, m);
    bfly_ct(r9, r13, r36, 0, true, false, m);
    bfly_ct(r10, r14, r36, 0, true, false, m);
    bfly_ct(r11, r15, r36, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 10) | ((threadIdx.x & 255u) << 2)) + 1024]); r38 = v.x; r40 = v.y; }
    bfly_ct(r0, r2, r38, 0, true, false, m);
    bfly_ct(r1, r3, r38, 0, true, false, m);
    bfly_ct(r4, r6, r40, 0, true, false, m);
    bfly_ct(r5, r7, r40, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 10) | ((threadIdx.x & 255u) << 2)) + 1026]); r42 = v.x; r44 = v.y; }
    bfly_ct(r8, r10, r42, 0, true, false, m);
    bfly_ct(r9, r11, r42, 0, true, false, m);
    bfly_ct(r12, r14, r44, 0, true, false, m);
    bfly_ct(r13, r15, r44, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2048]); r46 = v.x; r48 = v.y; }
    bfly_ct(r0, r1, r46, 0, true, false, m);
    bfly_ct(r2, r3, r48, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2050]); r50 = v.x; r52 = v.y; }
    bfly_ct(r4, r5, r50, 0, true, false, m);
    bfly_ct(r6, r7, r52, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2052]); r54 = v.x; r56 = v.y; }
    bfly_ct(r8, r9, r54, 0, true, false, m);
    bfly_ct(r10, r11, r56, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2054]); r58 = v.x; r60 = v.y; }
    bfly_ct(r12, r13, r58, 0, true, false, m);
    bfly_ct(r14, r15, r60, 0, true, false, m);
    bfly_ct(r16, r24, r32, 0, true, false, m);
    bfly_ct(r17, r25, r32, 0, true, false, m);
    bfly_ct(r18, r26, r32, 0, true, false, m);
    bfly_ct(r19, r27, r32, 0, true, false, m);
    bfly_ct(r20, r28, r32, 0, true, false, m);
    bfly_ct(r21, r29, r32, 0, true, false, m);
    bfly_ct(r22, r30, r32, 0, true, false, m);
    bfly_ct(r23, r31, r32, 0, true, false, m);
    bfly_ct(r16, r20, r34, 0, true, false, m);
    bfly_ct(r17, r21, r34, 0, true, false, m);
    bfly_ct(r18, r22, r34, 0, true, false, m);
    bfly_ct(r19, r23, r34, 0, true, false, m);
    bfly_ct(r24, r28, r36, 0, true, false, m);
    bfly_ct(r25, r29, r36, 0, true, false, m);
    bfly_ct(r26, r30, r36, 0, true, false, m);
    bfly_ct(r27, r31, r36, 0, true, false, m);
    bfly_ct(r16, r18, r38, 0, true, false, m);
    bfly_ct(r17, r19, r38, 0, true, false, m);
    bfly_ct(r20, r22, r40, 0, true, false, m);
    bfly_ct(r21, r23, r40, 0, true, false, m);
    bfly_ct(r24, r26, r42, 0, true, false, m);
    bfly_ct(r25, r27, r42, 0, true, false, m);
    bfly_ct(r28, r30, r44, 0, true, false, m);
    bfly_ct(r29, r31, r44, 0, true, false, m);
    bfly_ct(r16, r17, r46, 0, true, false, m);
    bfly_ct(r18, r19, r48, 0, true, false, m);
    bfly_ct(r20, r21, r50, 0, true, false, m);
    bfly_ct(r22, r23, r52, 0, true, false, m);
    bfly_ct(r24, r25, r54, 0, true, false, m);
    bfly_ct(r26, r27, r56, 0, true, false, m);
    bfly_ct(r28, r29, r58, 0, true, false, m);
    bfly_ct(r30, r31, r60, 0, true, false, m);
    r0 = mod_mul(r0, r16, m);
    r1 = mod_mul(r1, r17, m);
    r2 = mod_mul(r2, r18, m);
    r3 = mod_mul(r3, r19, m);
    r4 = mod_mul(r4, r20, m);
    r5 = mod_mul(r5, r21, m);
    r6 = mod_mul(r6, r22, m);
    r7 = mod_mul(r7, r23, m);
    r8 = mod_mul(r8, r24, m);
    r9 = mod_mul(r9, r25, m);
    r10 = mod_mul(r10, r26, m);
    r11 = mod_mul(r11, r27, m);
    r12 = mod_mul(r12, r28, m);
    r13 = mod_mul(r13, r29, m);
    r14 = mod_mul(r14, r30, m);
    r15 = mod_mul(r15, r31, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2048]); r62 = v.x; r64 = v.y; }
    bfly_gs(r0, r1, r62, 0, true, false, m);
    bfly_gs(r2, r3, r64, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2050]); r66 = v.x; r68 = v.y; }
    bfly_gs(r4, r5, r66, 0, true, false, m);
    bfly_gs(r6, r7, r68, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2052]); r70 = v.x; r72 = v.y; }
    bfly_gs(r8, r9, r70, 0, true, false, m);
    bfly_gs(r10, r11, r72, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 11) | ((threadIdx.x & 255u) << 3)) + 2054]); r74 = v.x; r76 = v.y; }
    bfly_gs(r12, r13, r74, 0, true, false, m);
    bfly_gs(r14, r15, r76, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 10) | ((threadIdx.x & 255u) << 2)) + 1024]); r78 = v.x; r80 = v.y; }
    bfly_gs(r0, r2, r78, 0, true, false, m);
    bfly_gs(r1, r3, r78, 0, true, false, m);
    bfly_gs(r4, r6, r80, 0, true, false, m);
    bfly_gs(r5, r7, r80, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 10) | ((threadIdx.x & 255u) << 2)) + 1026]); r82 = v.x; r84 = v.y; }
    bfly_gs(r8, r10, r82, 0, true, false, m);
    bfly_gs(r9, r11, r82, 0, true, false, m);
    bfly_gs(r12, r14, r84, 0, true, false, m);
    bfly_gs(r13, r15, r84, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 255u) << 1)) + 512]); r86 = v.x; r88 = v.y; }
    bfly_gs(r0, r4, r86, 0, true, false, m);
    bfly_gs(r1, r5, r86, 0, true, false, m);
    bfly_gs(r2, r6, r86, 0, true, false, m);
    bfly_gs(r3, r7, r86, 0, true, false, m);
    bfly_gs(r8, r12, r88, 0, true, false, m);
    bfly_gs(r9, r13, r88, 0, true, false, m);
    bfly_gs(r10, r14, r88, 0, true, false, m);
    bfly_gs(r11, r15, r88, 0, true, false, m);
    r90 = tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 8) | (threadIdx.x & 255u)) + 256];
    bfly_gs(r0, r8, r90, 0, true, false, m);
    bfly_gs(r1, r9, r90, 0, true, false, m);
    bfly_gs(r2, r10, r90, 0, true, false, m);
    bfly_gs(r3, r11, r90, 0, true, false, m);
    bfly_gs(r4, r12, r90, 0, true, false, m);
    bfly_gs(r5, r13, r90, 0, true, false, m);
    bfly_gs(r6, r14, r90, 0, true, false, m);
    bfly_gs(r7, r15, r90, 0, true, false, m);
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4))] = r0;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 7u] = r7;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 8u] = r8;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 9u] = r9;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 10u] = r10;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 11u] = r11;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 12u] = r12;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 13u] = r13;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 14u] = r14;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) + (((threadIdx.y << 12) + ((threadIdx.x & 255u) << 4)) >> 4)) + 15u] = r15;
    __syncthreads();

    // phase 3: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4))];
    r1 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 34u];
    r3 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 51u];
    r4 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 68u];
    r5 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 85u];
    r6 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 102u];
    r7 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 119u];
    r8 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 136u];
    r9 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 153u];
    r10 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 170u];
    r11 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 187u];
    r12 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 204u];
    r13 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 221u];
    r14 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 238u];
    r15 = smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 255u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 128]); r32 = v.x; r34 = v.y; }
    bfly_gs(r0, r1, r32, 0, true, false, m);
    bfly_gs(r2, r3, r34, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 130]); r36 = v.x; r38 = v.y; }
    bfly_gs(r4, r5, r36, 0, true, false, m);
    bfly_gs(r6, r7, r38, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 132]); r40 = v.x; r42 = v.y; }
    bfly_gs(r8, r9, r40, 0, true, false, m);
    bfly_gs(r10, r11, r42, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 7) | (((threadIdx.x >> 4) & 15u) << 3)) + 134]); r44 = v.x; r46 = v.y; }
    bfly_gs(r12, r13, r44, 0, true, false, m);
    bfly_gs(r14, r15, r46, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 6) | (((threadIdx.x >> 4) & 15u) << 2)) + 64]); r48 = v.x; r50 = v.y; }
    bfly_gs(r0, r2, r48, 0, true, false, m);
    bfly_gs(r1, r3, r48, 0, true, false, m);
    bfly_gs(r4, r6, r50, 0, true, false, m);
    bfly_gs(r5, r7, r50, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 6) | (((threadIdx.x >> 4) & 15u) << 2)) + 66]); r52 = v.x; r54 = v.y; }
    bfly_gs(r8, r10, r52, 0, true, false, m);
    bfly_gs(r9, r11, r52, 0, true, false, m);
    bfly_gs(r12, r14, r54, 0, true, false, m);
    bfly_gs(r13, r15, r54, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 5) | (((threadIdx.x >> 4) & 15u) << 1)) + 32]); r56 = v.x; r58 = v.y; }
    bfly_gs(r0, r4, r56, 0, true, false, m);
    bfly_gs(r1, r5, r56, 0, true, false, m);
    bfly_gs(r2, r6, r56, 0, true, false, m);
    bfly_gs(r3, r7, r56, 0, true, false, m);
    bfly_gs(r8, r12, r58, 0, true, false, m);
    bfly_gs(r9, r13, r58, 0, true, false, m);
    bfly_gs(r10, r14, r58, 0, true, false, m);
    bfly_gs(r11, r15, r58, 0, true, false, m);
    r60 = tw_inv_v_t[(size_t)(((bx | threadIdx.y) << 4) | ((threadIdx.x >> 4) & 15u)) + 16];
    bfly_gs(r0, r8, r60, 0, true, false, m);
    bfly_gs(r1, r9, r60, 0, true, false, m);
    bfly_gs(r2, r10, r60, 0, true, false, m);
    bfly_gs(r3, r11, r60, 0, true, false, m);
    bfly_gs(r4, r12, r60, 0, true, false, m);
    bfly_gs(r5, r13, r60, 0, true, false, m);
    bfly_gs(r6, r14, r60, 0, true, false, m);
    bfly_gs(r7, r15, r60, 0, true, false, m);
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4))] = r0;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 17u] = r1;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 34u] = r2;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 51u] = r3;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 68u] = r4;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 85u] = r5;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 102u] = r6;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 119u] = r7;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 136u] = r8;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 153u] = r9;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 170u] = r10;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 187u] = r11;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 204u] = r12;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 221u] = r13;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 238u] = r14;
    smem[(((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) + (((threadIdx.y << 12) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 15u) << 8))) >> 4)) + 255u] = r15;
    __syncthreads();

    // phase 4: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4))];
    r1 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 272u];
    r2 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 544u];
    r3 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 816u];
    r4 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1088u];
    r5 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1360u];
    r6 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1632u];
    r7 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 1904u];
    r8 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2176u];
    r9 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2448u];
    r10 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2720u];
    r11 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 2992u];
    r12 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3264u];
    r13 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3536u];
    r14 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 3808u];
    r15 = smem[(((threadIdx.y << 12) + (threadIdx.x & 255u)) + (((threadIdx.y << 12) + (threadIdx.x & 255u)) >> 4)) + 4080u];
    r32 = inv_len_v_t[1];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 3) + 8]); r34 = v.x; r36 = v.y; }
    bfly_gs(r0, r1, r34, 0, true, false, m);
    bfly_gs(r2, r3, r36, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 3) + 10]); r38 = v.x; r40 = v.y; }
    bfly_gs(r4, r5, r38, 0, true, false, m);
    bfly_gs(r6, r7, r40, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 3) + 12]); r42 = v.x; r44 = v.y; }
    bfly_gs(r8, r9, r42, 0, true, false, m);
    bfly_gs(r10, r11, r44, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 3) + 14]); r46 = v.x; r48 = v.y; }
    bfly_gs(r12, r13, r46, 0, true, false, m);
    bfly_gs(r14, r15, r48, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 2) + 4]); r50 = v.x; r52 = v.y; }
    bfly_gs(r0, r2, r50, 0, true, false, m);
    bfly_gs(r1, r3, r50, 0, true, false, m);
    bfly_gs(r4, r6, r52, 0, true, false, m);
    bfly_gs(r5, r7, r52, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 2) + 6]); r54 = v.x; r56 = v.y; }
    bfly_gs(r8, r10, r54, 0, true, false, m);
    bfly_gs(r9, r11, r54, 0, true, false, m);
    bfly_gs(r12, r14, r56, 0, true, false, m);
    bfly_gs(r13, r15, r56, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx | threadIdx.y) << 1) + 2]); r58 = v.x; r60 = v.y; }
    bfly_gs(r0, r4, r58, 0, true, false, m);
    bfly_gs(r1, r5, r58, 0, true, false, m);
    bfly_gs(r2, r6, r58, 0, true, false, m);
    bfly_gs(r3, r7, r58, 0, true, false, m);
    bfly_gs(r8, r12, r60, 0, true, false, m);
    bfly_gs(r9, r13, r60, 0, true, false, m);
    bfly_gs(r10, r14, r60, 0, true, false, m);
    bfly_gs(r11, r15, r60, 0, true, false, m);
    bfly_gs(r0, r8, r32, 0, true, false, m);
    bfly_gs(r1, r9, r32, 0, true, false, m);
    bfly_gs(r2, r10, r32, 0, true, false, m);
    bfly_gs(r3, r11, r32, 0, true, false, m);
    bfly_gs(r4, r12, r32, 0, true, false, m);
    bfly_gs(r5, r13, r32, 0, true, false, m);
    bfly_gs(r6, r14, r32, 0, true, false, m);
    bfly_gs(r7, r15, r32, 0, true, false, m);
    r62 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r62, 0, m);
    r1 = mod_mul_tw(r1, r62, 0, m);
    r2 = mod_mul_tw(r2, r62, 0, m);
    r3 = mod_mul_tw(r3, r62, 0, m);
    r4 = mod_mul_tw(r4, r62, 0, m);
    r5 = mod_mul_tw(r5, r62, 0, m);
    r6 = mod_mul_tw(r6, r62, 0, m);
    r7 = mod_mul_tw(r7, r62, 0, m);
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u))] = r0;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 256] = r1;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 512] = r2;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 768] = r3;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1024] = r4;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1280] = r5;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1536] = r6;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 1792] = r7;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2048] = r8;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2304] = r9;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2560] = r10;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 2816] = r11;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3072] = r12;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3328] = r13;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3584] = r14;
    x[poly + (size_t)(((bx | threadIdx.y) << 12) | (threadIdx.x & 255u)) + 3840] = r15;
}

// nttgen: dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared.toml --out generated/dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared"
//   transform = "dgt"
//   log_n = 10
//   word = "u32"
//   reduction = "barrett-shivdikar"
//   radix = 8
//   stage_split = [9]
//   cluster = 1
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
//   primes = [1073707009]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_fwd0: grid_x 1, block 64 x 1, shared 12400 B; mulmods 11264, addmods 14848, butterflies 2304, global bytes 8192 (read 4096, write 4096), table bytes 10752, shuffles 0
//   dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_pw: grid_x 4, block 128 x 1, shared 0 B; mulmods 2048, addmods 1024, butterflies 0, global bytes 12288 (read 8192, write 4096), table bytes 0, shuffles 0
//   dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_inv0: grid_x 1, block 64 x 1, shared 12400 B; mulmods 12288, addmods 14848, butterflies 2304, global bytes 8192 (read 4096, write 4096), table bytes 11008, shuffles 0

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

/* nttgen reduce/barrett-shivdikar.cu (word = u32): the Barrett variant
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



extern "C" __global__ void __launch_bounds__(64) dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 1024;
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 1024;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u))];
    r1 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 512];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1)]); r16 = v.x; r18 = v.y; }
    gmul_tw(r0, r1, r16, 0, true, r18, 0, true, m);
    r2 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 64];
    r3 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 576];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 128]); r20 = v.x; r22 = v.y; }
    gmul_tw(r2, r3, r20, 0, true, r22, 0, true, m);
    r4 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 128];
    r5 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 640];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 256]); r24 = v.x; r26 = v.y; }
    gmul_tw(r4, r5, r24, 0, true, r26, 0, true, m);
    r6 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 192];
    r7 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 704];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 384]); r28 = v.x; r30 = v.y; }
    gmul_tw(r6, r7, r28, 0, true, r30, 0, true, m);
    r8 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 256];
    r9 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 768];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 512]); r32 = v.x; r34 = v.y; }
    gmul_tw(r8, r9, r32, 0, true, r34, 0, true, m);
    r10 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 320];
    r11 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 832];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 640]); r36 = v.x; r38 = v.y; }
    gmul_tw(r10, r11, r36, 0, true, r38, 0, true, m);
    r12 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 384];
    r13 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 896];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 768]); r40 = v.x; r42 = v.y; }
    gmul_tw(r12, r13, r40, 0, true, r42, 0, true, m);
    r14 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 448];
    r15 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 960];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 896]); r44 = v.x; r46 = v.y; }
    gmul_tw(r14, r15, r44, 0, true, r46, 0, true, m);
    if ((unsigned)(threadIdx.x < 1u)) {
        r48 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 2];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1056u] = r48;
        r49 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 3];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1058u] = r49;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r50 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 4];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1060u] = r50;
        r51 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 5];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1062u] = r51;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r52 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 8];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1068u] = r52;
        r53 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 9];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1070u] = r53;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r54 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 16];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1084u] = r54;
        r55 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 17];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1086u] = r55;
    }
    if ((unsigned)(threadIdx.x < 16u)) {
        r56 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 32];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1116u] = r56;
        r57 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 33];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1118u] = r57;
    }
    if ((unsigned)(threadIdx.x < 32u)) {
        r58 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 64];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1180u] = r58;
        r59 = tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 65];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1182u] = r59;
    }
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 128]); r60 = v.x; r61 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1308u] = r60;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1310u] = r61;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 256]); r62 = v.x; r63 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1564u] = r62;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1566u] = r63;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 384]); r64 = v.x; r65 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1820u] = r64;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1822u] = r65;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 512]); r66 = v.x; r67 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2076u] = r66;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2078u] = r67;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 640]); r68 = v.x; r69 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2332u] = r68;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2334u] = r69;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 768]); r70 = v.x; r71 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2588u] = r70;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2590u] = r71;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(threadIdx.x << 1) + 896]); r72 = v.x; r73 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2844u] = r72;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2846u] = r73;
    __syncthreads();

    // phase 1: forward kernel 0: load
    r16 = smem[(threadIdx.y * 2044u) + 1056u];
    r18 = smem[(threadIdx.y * 2044u) + 1058u];
    gbfly_ct(r0, r1, r8, r9, r16, 0, true, r18, 0, true, false, m);
    gbfly_ct(r2, r3, r10, r11, r16, 0, true, r18, 0, true, false, m);
    gbfly_ct(r4, r5, r12, r13, r16, 0, true, r18, 0, true, false, m);
    gbfly_ct(r6, r7, r14, r15, r16, 0, true, r18, 0, true, false, m);
    r20 = smem[(threadIdx.y * 2044u) + 1060u];
    r22 = smem[(threadIdx.y * 2044u) + 1062u];
    gbfly_ct(r0, r1, r4, r5, r20, 0, true, r22, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r20, 0, true, r22, 0, true, false, m);
    r24 = smem[(threadIdx.y * 2044u) + 1064u];
    r26 = smem[(threadIdx.y * 2044u) + 1066u];
    gbfly_ct(r8, r9, r12, r13, r24, 0, true, r26, 0, true, false, m);
    gbfly_ct(r10, r11, r14, r15, r24, 0, true, r26, 0, true, false, m);
    r28 = smem[(threadIdx.y * 2044u) + 1068u];
    r30 = smem[(threadIdx.y * 2044u) + 1070u];
    gbfly_ct(r0, r1, r2, r3, r28, 0, true, r30, 0, true, false, m);
    r32 = smem[(threadIdx.y * 2044u) + 1072u];
    r34 = smem[(threadIdx.y * 2044u) + 1074u];
    gbfly_ct(r4, r5, r6, r7, r32, 0, true, r34, 0, true, false, m);
    r36 = smem[(threadIdx.y * 2044u) + 1076u];
    r38 = smem[(threadIdx.y * 2044u) + 1078u];
    gbfly_ct(r8, r9, r10, r11, r36, 0, true, r38, 0, true, false, m);
    r40 = smem[(threadIdx.y * 2044u) + 1080u];
    r42 = smem[(threadIdx.y * 2044u) + 1082u];
    gbfly_ct(r12, r13, r14, r15, r40, 0, true, r42, 0, true, false, m);
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5))] = r0;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 528u] = r1;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 594u] = r3;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 660u] = r5;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 198u] = r6;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 726u] = r7;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 264u] = r8;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 792u] = r9;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 330u] = r10;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 858u] = r11;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 396u] = r12;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 924u] = r13;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 462u] = r14;
    smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 990u] = r15;
    __syncthreads();

    // phase 2: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5))];
    r1 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 528u];
    r2 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 536u];
    r4 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 16u];
    r5 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 544u];
    r6 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 24u];
    r7 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 552u];
    r8 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 33u];
    r9 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 561u];
    r10 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 41u];
    r11 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 569u];
    r12 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 49u];
    r13 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 577u];
    r14 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 57u];
    r15 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 585u];
    r16 = smem[((((threadIdx.x >> 3) & 7u) << 2) + (threadIdx.y * 2044u)) + 1084u];
    r18 = smem[((((threadIdx.x >> 3) & 7u) << 2) + (threadIdx.y * 2044u)) + 1086u];
    gbfly_ct(r0, r1, r8, r9, r16, 0, true, r18, 0, true, false, m);
    gbfly_ct(r2, r3, r10, r11, r16, 0, true, r18, 0, true, false, m);
    gbfly_ct(r4, r5, r12, r13, r16, 0, true, r18, 0, true, false, m);
    gbfly_ct(r6, r7, r14, r15, r16, 0, true, r18, 0, true, false, m);
    r20 = smem[(((((threadIdx.x >> 3) & 7u) << 1) << 2) + (threadIdx.y * 2044u)) + 1116u];
    r22 = smem[(((((threadIdx.x >> 3) & 7u) << 1) << 2) + (threadIdx.y * 2044u)) + 1118u];
    gbfly_ct(r0, r1, r4, r5, r20, 0, true, r22, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r20, 0, true, r22, 0, true, false, m);
    r24 = smem[(((((threadIdx.x >> 3) & 7u) << 1) << 2) + (threadIdx.y * 2044u)) + 1120u];
    r26 = smem[(((((threadIdx.x >> 3) & 7u) << 1) << 2) + (threadIdx.y * 2044u)) + 1122u];
    gbfly_ct(r8, r9, r12, r13, r24, 0, true, r26, 0, true, false, m);
    gbfly_ct(r10, r11, r14, r15, r24, 0, true, r26, 0, true, false, m);
    r28 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1180u];
    r30 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1182u];
    gbfly_ct(r0, r1, r2, r3, r28, 0, true, r30, 0, true, false, m);
    r32 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1184u];
    r34 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1186u];
    gbfly_ct(r4, r5, r6, r7, r32, 0, true, r34, 0, true, false, m);
    r36 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1188u];
    r38 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1190u];
    gbfly_ct(r8, r9, r10, r11, r36, 0, true, r38, 0, true, false, m);
    r40 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1192u];
    r42 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1194u];
    gbfly_ct(r12, r13, r14, r15, r40, 0, true, r42, 0, true, false, m);
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5))] = r0;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 528u] = r1;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 536u] = r3;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 16u] = r4;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 544u] = r5;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 24u] = r6;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 552u] = r7;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 33u] = r8;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 561u] = r9;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 41u] = r10;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 569u] = r11;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 49u] = r12;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 577u] = r13;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 57u] = r14;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 585u] = r15;
    __syncthreads();

    // phase 3: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5))];
    r1 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 528u];
    r2 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 1u];
    r3 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 529u];
    r4 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 2u];
    r5 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 530u];
    r6 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 3u];
    r7 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 531u];
    r8 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 4u];
    r9 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 532u];
    r10 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 5u];
    r11 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 533u];
    r12 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 6u];
    r13 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 534u];
    r14 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 7u];
    r15 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 535u];
    r16 = smem[(((threadIdx.x & 63u) << 2) + (threadIdx.y * 2044u)) + 1308u];
    r18 = smem[(((threadIdx.x & 63u) << 2) + (threadIdx.y * 2044u)) + 1310u];
    gbfly_ct(r0, r1, r8, r9, r16, 0, true, r18, 0, true, false, m);
    gbfly_ct(r2, r3, r10, r11, r16, 0, true, r18, 0, true, false, m);
    gbfly_ct(r4, r5, r12, r13, r16, 0, true, r18, 0, true, false, m);
    gbfly_ct(r6, r7, r14, r15, r16, 0, true, r18, 0, true, false, m);
    r20 = smem[((((threadIdx.x & 63u) << 1) << 2) + (threadIdx.y * 2044u)) + 1564u];
    r22 = smem[((((threadIdx.x & 63u) << 1) << 2) + (threadIdx.y * 2044u)) + 1566u];
    gbfly_ct(r0, r1, r4, r5, r20, 0, true, r22, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r20, 0, true, r22, 0, true, false, m);
    r24 = smem[((((threadIdx.x & 63u) << 1) << 2) + (threadIdx.y * 2044u)) + 1568u];
    r26 = smem[((((threadIdx.x & 63u) << 1) << 2) + (threadIdx.y * 2044u)) + 1570u];
    gbfly_ct(r8, r9, r12, r13, r24, 0, true, r26, 0, true, false, m);
    gbfly_ct(r10, r11, r14, r15, r24, 0, true, r26, 0, true, false, m);
    r28 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2076u];
    r30 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2078u];
    gbfly_ct(r0, r1, r2, r3, r28, 0, true, r30, 0, true, false, m);
    r32 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2080u];
    r34 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2082u];
    gbfly_ct(r4, r5, r6, r7, r32, 0, true, r34, 0, true, false, m);
    r36 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2084u];
    r38 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2086u];
    gbfly_ct(r8, r9, r10, r11, r36, 0, true, r38, 0, true, false, m);
    r40 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2088u];
    r42 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2090u];
    gbfly_ct(r12, r13, r14, r15, r40, 0, true, r42, 0, true, false, m);
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3))] = r0;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 512] = r1;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 1] = r2;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 513] = r3;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 2] = r4;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 514] = r5;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 3] = r6;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 515] = r7;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 4] = r8;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 516] = r9;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 5] = r10;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 517] = r11;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 6] = r12;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 518] = r13;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 7] = r14;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 519] = r15;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 512];
    r2 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r3 = y[poly + (size_t)((bx << 7) + threadIdx.x) + 512];
    r4 = mod_mul(r0, r2, m);
    r5 = mod_mul(r1, r3, m);
    r6 = mod_mul(r0, r3, m);
    r7 = mod_mul(r1, r2, m);
    r4 = mod_sub(r4, r5, m.q);
    r6 = mod_add(r6, r7, m.q);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r4;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 512] = r6;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 1024;
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 1024;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r44, r46, r48, r50, r52;
    word_t r54, r56, r58, r60, r62, r64, r66, r68;
    word_t r70, r72, r74, r76;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3))];
    r1 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 512];
    r2 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 1];
    r3 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 513];
    r4 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 2];
    r5 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 514];
    r6 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 3];
    r7 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 515];
    r8 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 4];
    r9 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 516];
    r10 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 5];
    r11 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 517];
    r12 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 6];
    r13 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 518];
    r14 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 7];
    r15 = x[poly + (size_t)(((bx | threadIdx.y) << 9) | ((threadIdx.x & 63u) << 3)) + 519];
    if ((unsigned)(threadIdx.x < 1u)) {
        r16 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 2];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1056u] = r16;
        r17 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 3];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1058u] = r17;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r18 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 4];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1060u] = r18;
        r19 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 5];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1062u] = r19;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r20 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 8];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1068u] = r20;
        r21 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 9];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1070u] = r21;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r22 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 16];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1084u] = r22;
        r23 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 17];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1086u] = r23;
    }
    if ((unsigned)(threadIdx.x < 16u)) {
        r24 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 32];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1116u] = r24;
        r25 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 33];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1118u] = r25;
    }
    if ((unsigned)(threadIdx.x < 32u)) {
        r26 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 64];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1180u] = r26;
        r27 = tw_inv_v_t[(size_t)(threadIdx.x << 1) + 65];
        smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1182u] = r27;
    }
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(threadIdx.x << 1) + 128]); r28 = v.x; r29 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1308u] = r28;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1310u] = r29;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(threadIdx.x << 1) + 256]); r30 = v.x; r31 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1564u] = r30;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1566u] = r31;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(threadIdx.x << 1) + 384]); r32 = v.x; r33 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1820u] = r32;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 1822u] = r33;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(threadIdx.x << 1) + 512]); r34 = v.x; r35 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2076u] = r34;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2078u] = r35;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(threadIdx.x << 1) + 640]); r36 = v.x; r37 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2332u] = r36;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2334u] = r37;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(threadIdx.x << 1) + 768]); r38 = v.x; r39 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2588u] = r38;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2590u] = r39;
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(threadIdx.x << 1) + 896]); r40 = v.x; r41 = v.y; }
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2844u] = r40;
    smem[((threadIdx.y * 2044u) + (threadIdx.x << 2)) + 2846u] = r41;
    __syncthreads();

    // phase 1: inverse kernel 0: load
    r16 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2076u];
    r18 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2078u];
    gbfly_gs(r0, r1, r2, r3, r16, 0, true, r18, 0, true, false, m);
    r20 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2080u];
    r22 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2082u];
    gbfly_gs(r4, r5, r6, r7, r20, 0, true, r22, 0, true, false, m);
    r24 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2084u];
    r26 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2086u];
    gbfly_gs(r8, r9, r10, r11, r24, 0, true, r26, 0, true, false, m);
    r28 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2088u];
    r30 = smem[((((threadIdx.x & 63u) << 2) << 2) + (threadIdx.y * 2044u)) + 2090u];
    gbfly_gs(r12, r13, r14, r15, r28, 0, true, r30, 0, true, false, m);
    r32 = smem[((((threadIdx.x & 63u) << 1) << 2) + (threadIdx.y * 2044u)) + 1564u];
    r34 = smem[((((threadIdx.x & 63u) << 1) << 2) + (threadIdx.y * 2044u)) + 1566u];
    gbfly_gs(r0, r1, r4, r5, r32, 0, true, r34, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r32, 0, true, r34, 0, true, false, m);
    r36 = smem[((((threadIdx.x & 63u) << 1) << 2) + (threadIdx.y * 2044u)) + 1568u];
    r38 = smem[((((threadIdx.x & 63u) << 1) << 2) + (threadIdx.y * 2044u)) + 1570u];
    gbfly_gs(r8, r9, r12, r13, r36, 0, true, r38, 0, true, false, m);
    gbfly_gs(r10, r11, r14, r15, r36, 0, true, r38, 0, true, false, m);
    r40 = smem[(((threadIdx.x & 63u) << 2) + (threadIdx.y * 2044u)) + 1308u];
    r42 = smem[(((threadIdx.x & 63u) << 2) + (threadIdx.y * 2044u)) + 1310u];
    gbfly_gs(r0, r1, r8, r9, r40, 0, true, r42, 0, true, false, m);
    gbfly_gs(r2, r3, r10, r11, r40, 0, true, r42, 0, true, false, m);
    gbfly_gs(r4, r5, r12, r13, r40, 0, true, r42, 0, true, false, m);
    gbfly_gs(r6, r7, r14, r15, r40, 0, true, r42, 0, true, false, m);
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5))] = r0;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 528u] = r1;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 1u] = r2;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 529u] = r3;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 2u] = r4;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 530u] = r5;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 3u] = r6;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 531u] = r7;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 4u] = r8;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 532u] = r9;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 5u] = r10;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 533u] = r11;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 6u] = r12;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 534u] = r13;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 7u] = r14;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) + (((threadIdx.y << 10) + ((threadIdx.x & 63u) << 3)) >> 5)) + 535u] = r15;
    __syncthreads();

    // phase 2: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5))];
    r1 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 528u];
    r2 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 536u];
    r4 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 16u];
    r5 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 544u];
    r6 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 24u];
    r7 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 552u];
    r8 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 33u];
    r9 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 561u];
    r10 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 41u];
    r11 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 569u];
    r12 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 49u];
    r13 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 577u];
    r14 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 57u];
    r15 = smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 585u];
    r16 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1180u];
    r18 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1182u];
    gbfly_gs(r0, r1, r2, r3, r16, 0, true, r18, 0, true, false, m);
    r20 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1184u];
    r22 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1186u];
    gbfly_gs(r4, r5, r6, r7, r20, 0, true, r22, 0, true, false, m);
    r24 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1188u];
    r26 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1190u];
    gbfly_gs(r8, r9, r10, r11, r24, 0, true, r26, 0, true, false, m);
    r28 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1192u];
    r30 = smem[(((((threadIdx.x >> 3) & 7u) << 2) << 2) + (threadIdx.y * 2044u)) + 1194u];
    gbfly_gs(r12, r13, r14, r15, r28, 0, true, r30, 0, true, false, m);
    r32 = smem[(((((threadIdx.x >> 3) & 7u) << 1) << 2) + (threadIdx.y * 2044u)) + 1116u];
    r34 = smem[(((((threadIdx.x >> 3) & 7u) << 1) << 2) + (threadIdx.y * 2044u)) + 1118u];
    gbfly_gs(r0, r1, r4, r5, r32, 0, true, r34, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r32, 0, true, r34, 0, true, false, m);
    r36 = smem[(((((threadIdx.x >> 3) & 7u) << 1) << 2) + (threadIdx.y * 2044u)) + 1120u];
    r38 = smem[(((((threadIdx.x >> 3) & 7u) << 1) << 2) + (threadIdx.y * 2044u)) + 1122u];
    gbfly_gs(r8, r9, r12, r13, r36, 0, true, r38, 0, true, false, m);
    gbfly_gs(r10, r11, r14, r15, r36, 0, true, r38, 0, true, false, m);
    r40 = smem[((((threadIdx.x >> 3) & 7u) << 2) + (threadIdx.y * 2044u)) + 1084u];
    r42 = smem[((((threadIdx.x >> 3) & 7u) << 2) + (threadIdx.y * 2044u)) + 1086u];
    gbfly_gs(r0, r1, r8, r9, r40, 0, true, r42, 0, true, false, m);
    gbfly_gs(r2, r3, r10, r11, r40, 0, true, r42, 0, true, false, m);
    gbfly_gs(r4, r5, r12, r13, r40, 0, true, r42, 0, true, false, m);
    gbfly_gs(r6, r7, r14, r15, r40, 0, true, r42, 0, true, false, m);
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5))] = r0;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 528u] = r1;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 536u] = r3;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 16u] = r4;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 544u] = r5;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 24u] = r6;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 552u] = r7;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 33u] = r8;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 561u] = r9;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 41u] = r10;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 569u] = r11;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 49u] = r12;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 577u] = r13;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 57u] = r14;
    smem[(((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) + (((threadIdx.y << 10) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 6))) >> 5)) + 585u] = r15;
    __syncthreads();

    // phase 3: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5))];
    r1 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 528u];
    r2 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 594u];
    r4 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 132u];
    r5 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 660u];
    r6 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 198u];
    r7 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 726u];
    r8 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 264u];
    r9 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 792u];
    r10 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 330u];
    r11 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 858u];
    r12 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 396u];
    r13 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 924u];
    r14 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 462u];
    r15 = smem[(((threadIdx.y << 10) + (threadIdx.x & 63u)) + (((threadIdx.y << 10) + (threadIdx.x & 63u)) >> 5)) + 990u];
    r16 = smem[(threadIdx.y * 2044u) + 1068u];
    r18 = smem[(threadIdx.y * 2044u) + 1070u];
    gbfly_gs(r0, r1, r2, r3, r16, 0, true, r18, 0, true, false, m);
    r20 = smem[(threadIdx.y * 2044u) + 1072u];
    r22 = smem[(threadIdx.y * 2044u) + 1074u];
    gbfly_gs(r4, r5, r6, r7, r20, 0, true, r22, 0, true, false, m);
    r24 = smem[(threadIdx.y * 2044u) + 1076u];
    r26 = smem[(threadIdx.y * 2044u) + 1078u];
    gbfly_gs(r8, r9, r10, r11, r24, 0, true, r26, 0, true, false, m);
    r28 = smem[(threadIdx.y * 2044u) + 1080u];
    r30 = smem[(threadIdx.y * 2044u) + 1082u];
    gbfly_gs(r12, r13, r14, r15, r28, 0, true, r30, 0, true, false, m);
    r32 = smem[(threadIdx.y * 2044u) + 1060u];
    r34 = smem[(threadIdx.y * 2044u) + 1062u];
    gbfly_gs(r0, r1, r4, r5, r32, 0, true, r34, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r32, 0, true, r34, 0, true, false, m);
    r36 = smem[(threadIdx.y * 2044u) + 1064u];
    r38 = smem[(threadIdx.y * 2044u) + 1066u];
    gbfly_gs(r8, r9, r12, r13, r36, 0, true, r38, 0, true, false, m);
    gbfly_gs(r10, r11, r14, r15, r36, 0, true, r38, 0, true, false, m);
    r40 = smem[(threadIdx.y * 2044u) + 1056u];
    r42 = smem[(threadIdx.y * 2044u) + 1058u];
    gbfly_gs(r0, r1, r8, r9, r40, 0, true, r42, 0, true, false, m);
    gbfly_gs(r2, r3, r10, r11, r40, 0, true, r42, 0, true, false, m);
    gbfly_gs(r4, r5, r12, r13, r40, 0, true, r42, 0, true, false, m);
    gbfly_gs(r6, r7, r14, r15, r40, 0, true, r42, 0, true, false, m);
    r44 = inv_len_v_t[0];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1)]); r46 = v.x; r48 = v.y; }
    gmul_tw(r0, r1, r46, 0, true, r48, 0, true, m);
    r0 = mod_mul_tw(r0, r44, 0, m);
    r1 = mod_mul_tw(r1, r44, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 128]); r50 = v.x; r52 = v.y; }
    gmul_tw(r2, r3, r50, 0, true, r52, 0, true, m);
    r2 = mod_mul_tw(r2, r44, 0, m);
    r3 = mod_mul_tw(r3, r44, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 256]); r54 = v.x; r56 = v.y; }
    gmul_tw(r4, r5, r54, 0, true, r56, 0, true, m);
    r4 = mod_mul_tw(r4, r44, 0, m);
    r5 = mod_mul_tw(r5, r44, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 384]); r58 = v.x; r60 = v.y; }
    gmul_tw(r6, r7, r58, 0, true, r60, 0, true, m);
    r6 = mod_mul_tw(r6, r44, 0, m);
    r7 = mod_mul_tw(r7, r44, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 512]); r62 = v.x; r64 = v.y; }
    gmul_tw(r8, r9, r62, 0, true, r64, 0, true, m);
    r8 = mod_mul_tw(r8, r44, 0, m);
    r9 = mod_mul_tw(r9, r44, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 640]); r66 = v.x; r68 = v.y; }
    gmul_tw(r10, r11, r66, 0, true, r68, 0, true, m);
    r10 = mod_mul_tw(r10, r44, 0, m);
    r11 = mod_mul_tw(r11, r44, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 768]); r70 = v.x; r72 = v.y; }
    gmul_tw(r12, r13, r70, 0, true, r72, 0, true, m);
    r12 = mod_mul_tw(r12, r44, 0, m);
    r13 = mod_mul_tw(r13, r44, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) << 1) + 896]); r74 = v.x; r76 = v.y; }
    gmul_tw(r14, r15, r74, 0, true, r76, 0, true, m);
    r14 = mod_mul_tw(r14, r44, 0, m);
    r15 = mod_mul_tw(r15, r44, 0, m);
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u))] = r0;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 512] = r1;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 64] = r2;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 576] = r3;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 128] = r4;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 640] = r5;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 192] = r6;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 704] = r7;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 256] = r8;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 768] = r9;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 320] = r10;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 832] = r11;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 384] = r12;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 896] = r13;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 448] = r14;
    x[poly + (size_t)(((bx | threadIdx.y) << 9) | (threadIdx.x & 63u)) + 960] = r15;
}

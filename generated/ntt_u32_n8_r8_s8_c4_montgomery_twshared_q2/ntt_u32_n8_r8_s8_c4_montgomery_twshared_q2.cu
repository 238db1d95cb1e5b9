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
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_fwd0: grid_x 1, block 32 x 4, shared 12384 B; mulmods 1024, addmods 2304, butterflies 1024, global bytes 2048 (read 1024, write 1024), table bytes 1536, shuffles 0
//   ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_pw: grid_x 2, block 128 x 1, shared 0 B; mulmods 256, addmods 0, butterflies 0, global bytes 3072 (read 2048, write 1024), table bytes 0, shuffles 0
//   ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_inv0: grid_x 1, block 32 x 4, shared 12384 B; mulmods 1152, addmods 2048, butterflies 1024, global bytes 2048 (read 1024, write 1024), table bytes 1792, shuffles 0
//   ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_product: grid_x 1, block 32 x 4, shared 24768 B; mulmods 3456, addmods 6656, butterflies 3072, global bytes 3072 (read 2048, write 1024), table bytes 3328, shuffles 0

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



extern "C" __global__ void __launch_bounds__(128) ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_fwd0(
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
    // 4 polynomials per block: block y (the batch item), a multiple of 4, runs y .. y + 3; the others return.
    if (item % 4u != 0) return;
    const unsigned entry = item + (threadIdx.y);
    const bool in_batch = entry < gridDim.y;
    const size_t poly = ((size_t)(in_batch ? entry : item) * gridDim.z + tower) * 256;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 256;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u)] : 0;
    r1 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 32] : 0;
    r2 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 64] : 0;
    r3 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 96] : 0;
    r4 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 128] : 0;
    r5 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 160] : 0;
    r6 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 192] : 0;
    r7 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 224] : 0;
    if ((unsigned)(threadIdx.x < 1u)) {
        r8 = tw_fwd_v_t[(size_t)threadIdx.x + 1];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1056u] = r8;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r9 = tw_fwd_v_t[(size_t)threadIdx.x + 2];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1058u] = r9;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r10 = tw_fwd_v_t[(size_t)threadIdx.x + 4];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1062u] = r10;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r11 = tw_fwd_v_t[(size_t)threadIdx.x + 8];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1070u] = r11;
    }
    if ((unsigned)(threadIdx.x < 16u)) {
        r12 = tw_fwd_v_t[(size_t)threadIdx.x + 16];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1086u] = r12;
    }
    r13 = tw_fwd_v_t[(size_t)threadIdx.x + 32];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1118u] = r13;
    r14 = tw_fwd_v_t[(size_t)threadIdx.x + 64];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1182u] = r14;
    r15 = tw_fwd_v_t[(size_t)threadIdx.x + 96];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1246u] = r15;
    r16 = tw_fwd_v_t[(size_t)threadIdx.x + 128];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1310u] = r16;
    r17 = tw_fwd_v_t[(size_t)threadIdx.x + 160];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1374u] = r17;
    r18 = tw_fwd_v_t[(size_t)threadIdx.x + 192];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1438u] = r18;
    r19 = tw_fwd_v_t[(size_t)threadIdx.x + 224];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1502u] = r19;
    __syncthreads();

    // phase 1: forward kernel 0: load
    r8 = smem[(threadIdx.y * 510u) + 1056u];
    bfly_ct_lazy(r0, r4, r8, 0, m);
    bfly_ct_lazy(r1, r5, r8, 0, m);
    bfly_ct_lazy(r2, r6, r8, 0, m);
    bfly_ct_lazy(r3, r7, r8, 0, m);
    r10 = smem[(threadIdx.y * 510u) + 1058u];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = smem[(threadIdx.y * 510u) + 1060u];
    bfly_ct_lazy(r4, r6, r12, 0, m);
    bfly_ct_lazy(r5, r7, r12, 0, m);
    r14 = smem[(threadIdx.y * 510u) + 1062u];
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = smem[(threadIdx.y * 510u) + 1064u];
    bfly_ct_lazy(r2, r3, r16, 0, m);
    r18 = smem[(threadIdx.y * 510u) + 1066u];
    bfly_ct_lazy(r4, r5, r18, 0, m);
    r20 = smem[(threadIdx.y * 510u) + 1068u];
    bfly_ct_lazy(r6, r7, r20, 0, m);
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 165u] = r5;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 198u] = r6;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 231u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 4u];
    r2 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 12u];
    r4 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 16u];
    r5 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 20u];
    r6 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 24u];
    r7 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 28u];
    r8 = smem[((((threadIdx.x >> 2) & 7u) << 1) + (threadIdx.y * 510u)) + 1070u];
    bfly_ct_lazy(r0, r4, r8, 0, m);
    bfly_ct_lazy(r1, r5, r8, 0, m);
    bfly_ct_lazy(r2, r6, r8, 0, m);
    bfly_ct_lazy(r3, r7, r8, 0, m);
    r10 = smem[(((((threadIdx.x >> 2) & 7u) << 1) << 1) + (threadIdx.y * 510u)) + 1086u];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = smem[(((((threadIdx.x >> 2) & 7u) << 1) << 1) + (threadIdx.y * 510u)) + 1088u];
    bfly_ct_lazy(r4, r6, r12, 0, m);
    bfly_ct_lazy(r5, r7, r12, 0, m);
    r14 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 1118u];
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 1120u];
    bfly_ct_lazy(r2, r3, r16, 0, m);
    r18 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 1122u];
    bfly_ct_lazy(r4, r5, r18, 0, m);
    r20 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 1124u];
    bfly_ct_lazy(r6, r7, r20, 0, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 4u] = r1;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 12u] = r3;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 16u] = r4;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 20u] = r5;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 24u] = r6;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 28u] = r7;
    __syncthreads();

    // phase 3: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 7u];
    r8 = smem[((((threadIdx.x & 31u) << 1) << 1) + (threadIdx.y * 510u)) + 1182u];
    bfly_ct_lazy(r0, r2, r8, 0, m);
    bfly_ct_lazy(r1, r3, r8, 0, m);
    r10 = smem[((((threadIdx.x & 31u) << 1) << 1) + (threadIdx.y * 510u)) + 1184u];
    bfly_ct_lazy(r4, r6, r10, 0, m);
    bfly_ct_lazy(r5, r7, r10, 0, m);
    r12 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 1310u];
    bfly_ct_lazy(r0, r1, r12, 0, m);
    r14 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 1312u];
    bfly_ct_lazy(r2, r3, r14, 0, m);
    r16 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 1314u];
    bfly_ct_lazy(r4, r5, r16, 0, m);
    r18 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 1316u];
    bfly_ct_lazy(r6, r7, r18, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    if (in_batch) x[poly + (size_t)((threadIdx.x & 31u) << 3)] = r0;
    if (in_batch) x[poly + (size_t)((threadIdx.x & 31u) << 3) + 1] = r1;
    if (in_batch) x[poly + (size_t)((threadIdx.x & 31u) << 3) + 2] = r2;
    if (in_batch) x[poly + (size_t)((threadIdx.x & 31u) << 3) + 3] = r3;
    if (in_batch) x[poly + (size_t)((threadIdx.x & 31u) << 3) + 4] = r4;
    if (in_batch) x[poly + (size_t)((threadIdx.x & 31u) << 3) + 5] = r5;
    if (in_batch) x[poly + (size_t)((threadIdx.x & 31u) << 3) + 6] = r6;
    if (in_batch) x[poly + (size_t)((threadIdx.x & 31u) << 3) + 7] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 256;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_inv0(
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
    // 4 polynomials per block: block y (the batch item), a multiple of 4, runs y .. y + 3; the others return.
    if (item % 4u != 0) return;
    const unsigned entry = item + (threadIdx.y);
    const bool in_batch = entry < gridDim.y;
    const size_t poly = ((size_t)(in_batch ? entry : item) * gridDim.z + tower) * 256;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 256;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r22;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = in_batch ? x[poly + (size_t)((threadIdx.x & 31u) << 3)] : 0;
    r1 = in_batch ? x[poly + (size_t)((threadIdx.x & 31u) << 3) + 1] : 0;
    r2 = in_batch ? x[poly + (size_t)((threadIdx.x & 31u) << 3) + 2] : 0;
    r3 = in_batch ? x[poly + (size_t)((threadIdx.x & 31u) << 3) + 3] : 0;
    r4 = in_batch ? x[poly + (size_t)((threadIdx.x & 31u) << 3) + 4] : 0;
    r5 = in_batch ? x[poly + (size_t)((threadIdx.x & 31u) << 3) + 5] : 0;
    r6 = in_batch ? x[poly + (size_t)((threadIdx.x & 31u) << 3) + 6] : 0;
    r7 = in_batch ? x[poly + (size_t)((threadIdx.x & 31u) << 3) + 7] : 0;
    if ((unsigned)(threadIdx.x < 1u)) {
        r8 = tw_inv_v_t[(size_t)threadIdx.x + 1];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1056u] = r8;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r9 = tw_inv_v_t[(size_t)threadIdx.x + 2];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1058u] = r9;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r10 = tw_inv_v_t[(size_t)threadIdx.x + 4];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1062u] = r10;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r11 = tw_inv_v_t[(size_t)threadIdx.x + 8];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1070u] = r11;
    }
    if ((unsigned)(threadIdx.x < 16u)) {
        r12 = tw_inv_v_t[(size_t)threadIdx.x + 16];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1086u] = r12;
    }
    r13 = tw_inv_v_t[(size_t)threadIdx.x + 32];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1118u] = r13;
    r14 = tw_inv_v_t[(size_t)threadIdx.x + 64];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1182u] = r14;
    r15 = tw_inv_v_t[(size_t)threadIdx.x + 96];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1246u] = r15;
    r16 = tw_inv_v_t[(size_t)threadIdx.x + 128];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1310u] = r16;
    r17 = tw_inv_v_t[(size_t)threadIdx.x + 160];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1374u] = r17;
    r18 = tw_inv_v_t[(size_t)threadIdx.x + 192];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1438u] = r18;
    r19 = tw_inv_v_t[(size_t)threadIdx.x + 224];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 1502u] = r19;
    __syncthreads();

    // phase 1: inverse kernel 0: load
    r8 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 1310u];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 1312u];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 1314u];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 1316u];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = smem[((((threadIdx.x & 31u) << 1) << 1) + (threadIdx.y * 510u)) + 1182u];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = smem[((((threadIdx.x & 31u) << 1) << 1) + (threadIdx.y * 510u)) + 1184u];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 7u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 4u];
    r2 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 12u];
    r4 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 16u];
    r5 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 20u];
    r6 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 24u];
    r7 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 28u];
    r8 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 1118u];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 1120u];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 1122u];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 1124u];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = smem[(((((threadIdx.x >> 2) & 7u) << 1) << 1) + (threadIdx.y * 510u)) + 1086u];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = smem[(((((threadIdx.x >> 2) & 7u) << 1) << 1) + (threadIdx.y * 510u)) + 1088u];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    r20 = smem[((((threadIdx.x >> 2) & 7u) << 1) + (threadIdx.y * 510u)) + 1070u];
    bfly_gs_lazy(r0, r4, r20, 0, false, m);
    bfly_gs_lazy(r1, r5, r20, 0, false, m);
    bfly_gs_lazy(r2, r6, r20, 0, false, m);
    bfly_gs_lazy(r3, r7, r20, 0, false, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 4u] = r1;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 12u] = r3;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 16u] = r4;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 20u] = r5;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 24u] = r6;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 28u] = r7;
    __syncthreads();

    // phase 3: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r4 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 132u];
    r5 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 165u];
    r6 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 198u];
    r7 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 231u];
    r8 = inv_len_v_t[1];
    r10 = inv_len_v_t[0];
    r12 = smem[(threadIdx.y * 510u) + 1062u];
    bfly_gs_lazy(r0, r1, r12, 0, false, m);
    r14 = smem[(threadIdx.y * 510u) + 1064u];
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    r16 = smem[(threadIdx.y * 510u) + 1066u];
    bfly_gs_lazy(r4, r5, r16, 0, false, m);
    r18 = smem[(threadIdx.y * 510u) + 1068u];
    bfly_gs_lazy(r6, r7, r18, 0, false, m);
    r20 = smem[(threadIdx.y * 510u) + 1058u];
    bfly_gs_lazy(r0, r2, r20, 0, false, m);
    bfly_gs_lazy(r1, r3, r20, 0, false, m);
    r22 = smem[(threadIdx.y * 510u) + 1060u];
    bfly_gs_lazy(r4, r6, r22, 0, false, m);
    bfly_gs_lazy(r5, r7, r22, 0, false, m);
    bfly_gs_last(r0, r4, r8, 0, r10, 0, m);
    bfly_gs_last(r1, r5, r8, 0, r10, 0, m);
    bfly_gs_last(r2, r6, r8, 0, r10, 0, m);
    bfly_gs_last(r3, r7, r8, 0, r10, 0, m);
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u)] = r0;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 32] = r1;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 64] = r2;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 96] = r3;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 128] = r4;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 160] = r5;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 192] = r6;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 224] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_product(
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
    // 4 polynomials per block: block y (the batch item), a multiple of 4, runs y .. y + 3; the others return.
    if (item % 4u != 0) return;
    const unsigned entry = item + (threadIdx.y);
    const bool in_batch = entry < gridDim.y;
    const size_t poly = ((size_t)(in_batch ? entry : item) * gridDim.z + tower) * 256;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 256;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 256;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r30, r32, r34;
    word_t r36, r38;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    if ((unsigned)(threadIdx.x < 1u)) {
        r16 = tw_fwd_v_t[(size_t)threadIdx.x + 1];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2112u] = r16;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r17 = tw_fwd_v_t[(size_t)threadIdx.x + 2];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2114u] = r17;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r18 = tw_fwd_v_t[(size_t)threadIdx.x + 4];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2118u] = r18;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r19 = tw_fwd_v_t[(size_t)threadIdx.x + 8];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2126u] = r19;
    }
    if ((unsigned)(threadIdx.x < 16u)) {
        r20 = tw_fwd_v_t[(size_t)threadIdx.x + 16];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2142u] = r20;
    }
    r21 = tw_fwd_v_t[(size_t)threadIdx.x + 32];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2174u] = r21;
    r22 = tw_fwd_v_t[(size_t)threadIdx.x + 64];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2238u] = r22;
    r23 = tw_fwd_v_t[(size_t)threadIdx.x + 96];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2302u] = r23;
    r24 = tw_fwd_v_t[(size_t)threadIdx.x + 128];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2366u] = r24;
    r25 = tw_fwd_v_t[(size_t)threadIdx.x + 160];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2430u] = r25;
    r26 = tw_fwd_v_t[(size_t)threadIdx.x + 192];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2494u] = r26;
    r27 = tw_fwd_v_t[(size_t)threadIdx.x + 224];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 2558u] = r27;
    __syncthreads();

    // phase 1: forward kernel 0: load
    if ((unsigned)(threadIdx.x < 1u)) {
        r16 = tw_inv_v_t[(size_t)threadIdx.x + 1];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4152u] = r16;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r17 = tw_inv_v_t[(size_t)threadIdx.x + 2];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4154u] = r17;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r18 = tw_inv_v_t[(size_t)threadIdx.x + 4];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4158u] = r18;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r19 = tw_inv_v_t[(size_t)threadIdx.x + 8];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4166u] = r19;
    }
    if ((unsigned)(threadIdx.x < 16u)) {
        r20 = tw_inv_v_t[(size_t)threadIdx.x + 16];
        smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4182u] = r20;
    }
    r21 = tw_inv_v_t[(size_t)threadIdx.x + 32];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4214u] = r21;
    r22 = tw_inv_v_t[(size_t)threadIdx.x + 64];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4278u] = r22;
    r23 = tw_inv_v_t[(size_t)threadIdx.x + 96];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4342u] = r23;
    r24 = tw_inv_v_t[(size_t)threadIdx.x + 128];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4406u] = r24;
    r25 = tw_inv_v_t[(size_t)threadIdx.x + 160];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4470u] = r25;
    r26 = tw_inv_v_t[(size_t)threadIdx.x + 192];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4534u] = r26;
    r27 = tw_inv_v_t[(size_t)threadIdx.x + 224];
    smem[((threadIdx.y * 510u) + (threadIdx.x << 1)) + 4598u] = r27;
    __syncthreads();

    // phase 2: inverse kernel 0: load
    r0 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u)] : 0;
    r1 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 32] : 0;
    r2 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 64] : 0;
    r3 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 96] : 0;
    r4 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 128] : 0;
    r5 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 160] : 0;
    r6 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 192] : 0;
    r7 = in_batch ? x[poly + (size_t)(threadIdx.x & 31u) + 224] : 0;
    r8 = in_batch ? y[poly + (size_t)(threadIdx.x & 31u)] : 0;
    r9 = in_batch ? y[poly + (size_t)(threadIdx.x & 31u) + 32] : 0;
    r10 = in_batch ? y[poly + (size_t)(threadIdx.x & 31u) + 64] : 0;
    r11 = in_batch ? y[poly + (size_t)(threadIdx.x & 31u) + 96] : 0;
    r12 = in_batch ? y[poly + (size_t)(threadIdx.x & 31u) + 128] : 0;
    r13 = in_batch ? y[poly + (size_t)(threadIdx.x & 31u) + 160] : 0;
    r14 = in_batch ? y[poly + (size_t)(threadIdx.x & 31u) + 192] : 0;
    r15 = in_batch ? y[poly + (size_t)(threadIdx.x & 31u) + 224] : 0;
    r16 = smem[(threadIdx.y * 510u) + 2112u];
    bfly_ct_lazy(r0, r4, r16, 0, m);
    bfly_ct_lazy(r1, r5, r16, 0, m);
    bfly_ct_lazy(r2, r6, r16, 0, m);
    bfly_ct_lazy(r3, r7, r16, 0, m);
    r18 = smem[(threadIdx.y * 510u) + 2114u];
    bfly_ct_lazy(r0, r2, r18, 0, m);
    bfly_ct_lazy(r1, r3, r18, 0, m);
    r20 = smem[(threadIdx.y * 510u) + 2116u];
    bfly_ct_lazy(r4, r6, r20, 0, m);
    bfly_ct_lazy(r5, r7, r20, 0, m);
    r22 = smem[(threadIdx.y * 510u) + 2118u];
    bfly_ct_lazy(r0, r1, r22, 0, m);
    r24 = smem[(threadIdx.y * 510u) + 2120u];
    bfly_ct_lazy(r2, r3, r24, 0, m);
    r26 = smem[(threadIdx.y * 510u) + 2122u];
    bfly_ct_lazy(r4, r5, r26, 0, m);
    r28 = smem[(threadIdx.y * 510u) + 2124u];
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
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 165u] = r5;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 198u] = r6;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 231u] = r7;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 1056u] = r8;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 1089u] = r9;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 1122u] = r10;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 1155u] = r11;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 1188u] = r12;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 1221u] = r13;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 1254u] = r14;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 1287u] = r15;
    __syncthreads();

    // phase 3: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 4u];
    r2 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 12u];
    r4 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 16u];
    r5 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 20u];
    r6 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 24u];
    r7 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 28u];
    r8 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1056u];
    r9 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1060u];
    r10 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1064u];
    r11 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1068u];
    r12 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1072u];
    r13 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1076u];
    r14 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1080u];
    r15 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1084u];
    r16 = smem[((((threadIdx.x >> 2) & 7u) << 1) + (threadIdx.y * 510u)) + 2126u];
    bfly_ct_lazy(r0, r4, r16, 0, m);
    bfly_ct_lazy(r1, r5, r16, 0, m);
    bfly_ct_lazy(r2, r6, r16, 0, m);
    bfly_ct_lazy(r3, r7, r16, 0, m);
    r18 = smem[(((((threadIdx.x >> 2) & 7u) << 1) << 1) + (threadIdx.y * 510u)) + 2142u];
    bfly_ct_lazy(r0, r2, r18, 0, m);
    bfly_ct_lazy(r1, r3, r18, 0, m);
    r20 = smem[(((((threadIdx.x >> 2) & 7u) << 1) << 1) + (threadIdx.y * 510u)) + 2144u];
    bfly_ct_lazy(r4, r6, r20, 0, m);
    bfly_ct_lazy(r5, r7, r20, 0, m);
    r22 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 2174u];
    bfly_ct_lazy(r0, r1, r22, 0, m);
    r24 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 2176u];
    bfly_ct_lazy(r2, r3, r24, 0, m);
    r26 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 2178u];
    bfly_ct_lazy(r4, r5, r26, 0, m);
    r28 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 2180u];
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
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 4u] = r1;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 12u] = r3;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 16u] = r4;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 20u] = r5;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 24u] = r6;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 28u] = r7;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1056u] = r8;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1060u] = r9;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1064u] = r10;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1068u] = r11;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1072u] = r12;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1076u] = r13;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1080u] = r14;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 1084u] = r15;
    __syncthreads();

    // phase 4: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 7u];
    r8 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1056u];
    r9 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1057u];
    r10 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1058u];
    r11 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1059u];
    r12 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1060u];
    r13 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1061u];
    r14 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1062u];
    r15 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1063u];
    r16 = smem[((((threadIdx.x & 31u) << 1) << 1) + (threadIdx.y * 510u)) + 2238u];
    bfly_ct_lazy(r0, r2, r16, 0, m);
    bfly_ct_lazy(r1, r3, r16, 0, m);
    r18 = smem[((((threadIdx.x & 31u) << 1) << 1) + (threadIdx.y * 510u)) + 2240u];
    bfly_ct_lazy(r4, r6, r18, 0, m);
    bfly_ct_lazy(r5, r7, r18, 0, m);
    r20 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 2366u];
    bfly_ct_lazy(r0, r1, r20, 0, m);
    r22 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 2368u];
    bfly_ct_lazy(r2, r3, r22, 0, m);
    r24 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 2370u];
    bfly_ct_lazy(r4, r5, r24, 0, m);
    r26 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 2372u];
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
    r28 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 4406u];
    bfly_gs_lazy(r0, r1, r28, 0, false, m);
    r30 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 4408u];
    bfly_gs_lazy(r2, r3, r30, 0, false, m);
    r32 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 4410u];
    bfly_gs_lazy(r4, r5, r32, 0, false, m);
    r34 = smem[((((threadIdx.x & 31u) << 2) << 1) + (threadIdx.y * 510u)) + 4412u];
    bfly_gs_lazy(r6, r7, r34, 0, false, m);
    r36 = smem[((((threadIdx.x & 31u) << 1) << 1) + (threadIdx.y * 510u)) + 4278u];
    bfly_gs_lazy(r0, r2, r36, 0, false, m);
    bfly_gs_lazy(r1, r3, r36, 0, false, m);
    r38 = smem[((((threadIdx.x & 31u) << 1) << 1) + (threadIdx.y * 510u)) + 4280u];
    bfly_gs_lazy(r4, r6, r38, 0, false, m);
    bfly_gs_lazy(r5, r7, r38, 0, false, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) + (((threadIdx.y << 8) + ((threadIdx.x & 31u) << 3)) >> 5)) + 7u] = r7;
    __syncthreads();

    // phase 5: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 4u];
    r2 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 12u];
    r4 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 16u];
    r5 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 20u];
    r6 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 24u];
    r7 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 28u];
    r16 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 4214u];
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    r18 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 4216u];
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    r20 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 4218u];
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    r22 = smem[(((((threadIdx.x >> 2) & 7u) << 2) << 1) + (threadIdx.y * 510u)) + 4220u];
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    r24 = smem[(((((threadIdx.x >> 2) & 7u) << 1) << 1) + (threadIdx.y * 510u)) + 4182u];
    bfly_gs_lazy(r0, r2, r24, 0, false, m);
    bfly_gs_lazy(r1, r3, r24, 0, false, m);
    r26 = smem[(((((threadIdx.x >> 2) & 7u) << 1) << 1) + (threadIdx.y * 510u)) + 4184u];
    bfly_gs_lazy(r4, r6, r26, 0, false, m);
    bfly_gs_lazy(r5, r7, r26, 0, false, m);
    r28 = smem[((((threadIdx.x >> 2) & 7u) << 1) + (threadIdx.y * 510u)) + 4166u];
    bfly_gs_lazy(r0, r4, r28, 0, false, m);
    bfly_gs_lazy(r1, r5, r28, 0, false, m);
    bfly_gs_lazy(r2, r6, r28, 0, false, m);
    bfly_gs_lazy(r3, r7, r28, 0, false, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 4u] = r1;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 12u] = r3;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 16u] = r4;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 20u] = r5;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 24u] = r6;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) + (((threadIdx.y << 8) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 5))) >> 5)) + 28u] = r7;
    __syncthreads();

    // phase 6: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r4 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 132u];
    r5 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 165u];
    r6 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 198u];
    r7 = smem[(((threadIdx.y << 8) + (threadIdx.x & 31u)) + (((threadIdx.y << 8) + (threadIdx.x & 31u)) >> 5)) + 231u];
    r16 = inv_len_v_t[1];
    r18 = inv_len_v_t[0];
    r20 = smem[(threadIdx.y * 510u) + 4158u];
    bfly_gs_lazy(r0, r1, r20, 0, false, m);
    r22 = smem[(threadIdx.y * 510u) + 4160u];
    bfly_gs_lazy(r2, r3, r22, 0, false, m);
    r24 = smem[(threadIdx.y * 510u) + 4162u];
    bfly_gs_lazy(r4, r5, r24, 0, false, m);
    r26 = smem[(threadIdx.y * 510u) + 4164u];
    bfly_gs_lazy(r6, r7, r26, 0, false, m);
    r28 = smem[(threadIdx.y * 510u) + 4154u];
    bfly_gs_lazy(r0, r2, r28, 0, false, m);
    bfly_gs_lazy(r1, r3, r28, 0, false, m);
    r30 = smem[(threadIdx.y * 510u) + 4156u];
    bfly_gs_lazy(r4, r6, r30, 0, false, m);
    bfly_gs_lazy(r5, r7, r30, 0, false, m);
    bfly_gs_last(r0, r4, r16, 0, r18, 0, m);
    bfly_gs_last(r1, r5, r16, 0, r18, 0, m);
    bfly_gs_last(r2, r6, r16, 0, r18, 0, m);
    bfly_gs_last(r3, r7, r16, 0, r18, 0, m);
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u)] = r0;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 32] = r1;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 64] = r2;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 96] = r3;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 128] = r4;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 160] = r5;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 192] = r6;
    if (in_batch) x[poly + (size_t)(threadIdx.x & 31u) + 224] = r7;
}

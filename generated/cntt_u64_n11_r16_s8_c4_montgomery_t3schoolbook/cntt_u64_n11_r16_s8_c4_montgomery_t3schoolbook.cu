// nttgen: cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook (generated; do not edit)
// command: codegen emit --spec generated/specs/cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook.toml --out generated/cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook"
//   transform = "ntt-cyclic"
//   log_n = 11
//   word = "u64"
//   reduction = "montgomery"
//   radix = 16
//   stage_split = [8]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 3
//   pointwise = "schoolbook"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1152921504606830593]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_fwd0: grid_x 2, block 4 x 16, shared 8704 B; mulmods 8192, addmods 18432, butterflies 8192, global bytes 32768 (read 16384, write 16384), table bytes 30720, shuffles 0
//   cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_pw: grid_x 2, block 128 x 1, shared 0 B; mulmods 18176, addmods 14336, butterflies 0, global bytes 49152 (read 32768, write 16384), table bytes 2048, shuffles 0
//   cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_inv0: grid_x 2, block 4 x 16, shared 8704 B; mulmods 10240, addmods 16384, butterflies 8192, global bytes 32768 (read 16384, write 16384), table bytes 31744, shuffles 0

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



extern "C" __global__ void __launch_bounds__(64) cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u)))];
    r1 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 384];
    r4 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 512];
    r5 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 640];
    r6 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 768];
    r7 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 896];
    r8 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1024];
    r9 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1152];
    r10 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1280];
    r11 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1408];
    r12 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1536];
    r13 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1664];
    r14 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1792];
    r15 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1920];
    r16 = tw_fwd_v_t[(size_t)((bx >> 1) | (threadIdx.x >> 3)) + 1];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 1) + 2]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 2) + 4]); r22 = v.x; r24 = v.y; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 2) + 6]); r26 = v.x; r28 = v.y; }
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 3) + 8]); r30 = v.x; r32 = v.y; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 3) + 10]); r34 = v.x; r36 = v.y; }
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 3) + 12]); r38 = v.x; r40 = v.y; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 3) + 14]); r42 = v.x; r44 = v.y; }
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 68u] = r1;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 136u] = r2;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 204u] = r3;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 272u] = r4;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 340u] = r5;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 408u] = r6;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 476u] = r7;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 544u] = r8;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 612u] = r9;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 680u] = r10;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 748u] = r11;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 816u] = r12;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 884u] = r13;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 952u] = r14;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 1020u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 5u) << 2) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 7u) << 2) + threadIdx.x) >> 4)) + 28u];
    r8 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 4)) + 34u];
    r9 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 9u) << 2) + threadIdx.x) >> 4)) + 36u];
    r10 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 10u) << 2) + threadIdx.x) >> 4)) + 40u];
    r11 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 11u) << 2) + threadIdx.x) >> 4)) + 44u];
    r12 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 4)) + 51u];
    r13 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 13u) << 2) + threadIdx.x) >> 4)) + 52u];
    r14 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 14u) << 2) + threadIdx.x) >> 4)) + 56u];
    r15 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 15u) << 2) + threadIdx.x) >> 4)) + 60u];
    r16 = tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 4) | (threadIdx.y & 15u)) + 16];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 5) | ((threadIdx.y & 15u) << 1)) + 32]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 6) | ((threadIdx.y & 15u) << 2)) + 64]); r22 = v.x; r24 = v.y; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 6) | ((threadIdx.y & 15u) << 2)) + 66]); r26 = v.x; r28 = v.y; }
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 7) | ((threadIdx.y & 15u) << 3)) + 128]); r30 = v.x; r32 = v.y; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 7) | ((threadIdx.y & 15u) << 3)) + 130]); r34 = v.x; r36 = v.y; }
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 7) | ((threadIdx.y & 15u) << 3)) + 132]); r38 = v.x; r40 = v.y; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 7) | ((threadIdx.y & 15u) << 3)) + 134]); r42 = v.x; r44 = v.y; }
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    r8 = mod_normalize(r8, m);
    r9 = mod_normalize(r9, m);
    r10 = mod_normalize(r10, m);
    r11 = mod_normalize(r11, m);
    r12 = mod_normalize(r12, m);
    r13 = mod_normalize(r13, m);
    r14 = mod_normalize(r14, m);
    r15 = mod_normalize(r15, m);
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u)))] = r0;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 8] = r1;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 16] = r2;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 24] = r3;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 32] = r4;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 40] = r5;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 48] = r6;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 56] = r7;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 64] = r8;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 72] = r9;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 80] = r10;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 88] = r11;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 96] = r12;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 104] = r13;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 112] = r14;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 120] = r15;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_pw(
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
    const word_t* __restrict__ group_roots_v_t = group_roots_v + (size_t)tower * 256;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r19, r20, r21, r22, r23, r24;
    word_t r25, r26, r27, r28, r29, r30, r31, r32;
    word_t r33;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3)];
    r8 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 3)];
    r1 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 1];
    r9 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 1];
    r2 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 2];
    r10 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 2];
    r3 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 3];
    r11 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 3];
    r4 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 4];
    r12 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 4];
    r5 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 5];
    r13 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 5];
    r6 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 6];
    r14 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 6];
    r7 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 7];
    r15 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 7];
    r16 = group_roots_v_t[(size_t)((bx << 7) + threadIdx.x)];
    r18 = mod_mul(r0, r8, m);
    r19 = mod_mul(r0, r9, m);
    r33 = mod_mul(r1, r8, m);
    r19 = mod_add(r19, r33, m.q);
    r20 = mod_mul(r0, r10, m);
    r33 = mod_mul(r1, r9, m);
    r20 = mod_add(r20, r33, m.q);
    r33 = mod_mul(r2, r8, m);
    r20 = mod_add(r20, r33, m.q);
    r21 = mod_mul(r0, r11, m);
    r33 = mod_mul(r1, r10, m);
    r21 = mod_add(r21, r33, m.q);
    r33 = mod_mul(r2, r9, m);
    r21 = mod_add(r21, r33, m.q);
    r33 = mod_mul(r3, r8, m);
    r21 = mod_add(r21, r33, m.q);
    r22 = mod_mul(r0, r12, m);
    r33 = mod_mul(r1, r11, m);
    r22 = mod_add(r22, r33, m.q);
    r33 = mod_mul(r2, r10, m);
    r22 = mod_add(r22, r33, m.q);
    r33 = mod_mul(r3, r9, m);
    r22 = mod_add(r22, r33, m.q);
    r33 = mod_mul(r4, r8, m);
    r22 = mod_add(r22, r33, m.q);
    r23 = mod_mul(r0, r13, m);
    r33 = mod_mul(r1, r12, m);
    r23 = mod_add(r23, r33, m.q);
    r33 = mod_mul(r2, r11, m);
    r23 = mod_add(r23, r33, m.q);
    r33 = mod_mul(r3, r10, m);
    r23 = mod_add(r23, r33, m.q);
    r33 = mod_mul(r4, r9, m);
    r23 = mod_add(r23, r33, m.q);
    r33 = mod_mul(r5, r8, m);
    r23 = mod_add(r23, r33, m.q);
    r24 = mod_mul(r0, r14, m);
    r33 = mod_mul(r1, r13, m);
    r24 = mod_add(r24, r33, m.q);
    r33 = mod_mul(r2, r12, m);
    r24 = mod_add(r24, r33, m.q);
    r33 = mod_mul(r3, r11, m);
    r24 = mod_add(r24, r33, m.q);
    r33 = mod_mul(r4, r10, m);
    r24 = mod_add(r24, r33, m.q);
    r33 = mod_mul(r5, r9, m);
    r24 = mod_add(r24, r33, m.q);
    r33 = mod_mul(r6, r8, m);
    r24 = mod_add(r24, r33, m.q);
    r25 = mod_mul(r0, r15, m);
    r33 = mod_mul(r1, r14, m);
    r25 = mod_add(r25, r33, m.q);
    r33 = mod_mul(r2, r13, m);
    r25 = mod_add(r25, r33, m.q);
    r33 = mod_mul(r3, r12, m);
    r25 = mod_add(r25, r33, m.q);
    r33 = mod_mul(r4, r11, m);
    r25 = mod_add(r25, r33, m.q);
    r33 = mod_mul(r5, r10, m);
    r25 = mod_add(r25, r33, m.q);
    r33 = mod_mul(r6, r9, m);
    r25 = mod_add(r25, r33, m.q);
    r33 = mod_mul(r7, r8, m);
    r25 = mod_add(r25, r33, m.q);
    r26 = mod_mul(r1, r15, m);
    r33 = mod_mul(r2, r14, m);
    r26 = mod_add(r26, r33, m.q);
    r33 = mod_mul(r3, r13, m);
    r26 = mod_add(r26, r33, m.q);
    r33 = mod_mul(r4, r12, m);
    r26 = mod_add(r26, r33, m.q);
    r33 = mod_mul(r5, r11, m);
    r26 = mod_add(r26, r33, m.q);
    r33 = mod_mul(r6, r10, m);
    r26 = mod_add(r26, r33, m.q);
    r33 = mod_mul(r7, r9, m);
    r26 = mod_add(r26, r33, m.q);
    r27 = mod_mul(r2, r15, m);
    r33 = mod_mul(r3, r14, m);
    r27 = mod_add(r27, r33, m.q);
    r33 = mod_mul(r4, r13, m);
    r27 = mod_add(r27, r33, m.q);
    r33 = mod_mul(r5, r12, m);
    r27 = mod_add(r27, r33, m.q);
    r33 = mod_mul(r6, r11, m);
    r27 = mod_add(r27, r33, m.q);
    r33 = mod_mul(r7, r10, m);
    r27 = mod_add(r27, r33, m.q);
    r28 = mod_mul(r3, r15, m);
    r33 = mod_mul(r4, r14, m);
    r28 = mod_add(r28, r33, m.q);
    r33 = mod_mul(r5, r13, m);
    r28 = mod_add(r28, r33, m.q);
    r33 = mod_mul(r6, r12, m);
    r28 = mod_add(r28, r33, m.q);
    r33 = mod_mul(r7, r11, m);
    r28 = mod_add(r28, r33, m.q);
    r29 = mod_mul(r4, r15, m);
    r33 = mod_mul(r5, r14, m);
    r29 = mod_add(r29, r33, m.q);
    r33 = mod_mul(r6, r13, m);
    r29 = mod_add(r29, r33, m.q);
    r33 = mod_mul(r7, r12, m);
    r29 = mod_add(r29, r33, m.q);
    r30 = mod_mul(r5, r15, m);
    r33 = mod_mul(r6, r14, m);
    r30 = mod_add(r30, r33, m.q);
    r33 = mod_mul(r7, r13, m);
    r30 = mod_add(r30, r33, m.q);
    r31 = mod_mul(r6, r15, m);
    r33 = mod_mul(r7, r14, m);
    r31 = mod_add(r31, r33, m.q);
    r32 = mod_mul(r7, r15, m);
    r26 = mod_mul_tw(r26, r16, 0, m);
    r18 = mod_add(r18, r26, m.q);
    r27 = mod_mul_tw(r27, r16, 0, m);
    r19 = mod_add(r19, r27, m.q);
    r28 = mod_mul_tw(r28, r16, 0, m);
    r20 = mod_add(r20, r28, m.q);
    r29 = mod_mul_tw(r29, r16, 0, m);
    r21 = mod_add(r21, r29, m.q);
    r30 = mod_mul_tw(r30, r16, 0, m);
    r22 = mod_add(r22, r30, m.q);
    r31 = mod_mul_tw(r31, r16, 0, m);
    r23 = mod_add(r23, r31, m.q);
    r32 = mod_mul_tw(r32, r16, 0, m);
    r24 = mod_add(r24, r32, m.q);
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3)] = r18;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 1] = r19;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 2] = r20;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 3] = r21;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 4] = r22;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 5] = r23;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 6] = r24;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 3) + 7] = r25;
}

extern "C" __global__ void __launch_bounds__(64) cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u)))];
    r1 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 8];
    r2 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 16];
    r3 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 24];
    r4 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 32];
    r5 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 40];
    r6 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 48];
    r7 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 56];
    r8 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 64];
    r9 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 72];
    r10 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 80];
    r11 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 88];
    r12 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 96];
    r13 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 104];
    r14 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 112];
    r15 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | (((threadIdx.y & 15u) << 4) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 120];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 7) | ((threadIdx.y & 15u) << 3)) + 128]); r16 = v.x; r18 = v.y; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 7) | ((threadIdx.y & 15u) << 3)) + 130]); r20 = v.x; r22 = v.y; }
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 7) | ((threadIdx.y & 15u) << 3)) + 132]); r24 = v.x; r26 = v.y; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 7) | ((threadIdx.y & 15u) << 3)) + 134]); r28 = v.x; r30 = v.y; }
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 6) | ((threadIdx.y & 15u) << 2)) + 64]); r32 = v.x; r34 = v.y; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 6) | ((threadIdx.y & 15u) << 2)) + 66]); r36 = v.x; r38 = v.y; }
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 5) | ((threadIdx.y & 15u) << 1)) + 32]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 3)) << 4) | (threadIdx.y & 15u)) + 16];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 5u) << 2) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 7u) << 2) + threadIdx.x) >> 4)) + 28u] = r7;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 4)) + 34u] = r8;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 9u) << 2) + threadIdx.x) >> 4)) + 36u] = r9;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 10u) << 2) + threadIdx.x) >> 4)) + 40u] = r10;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 11u) << 2) + threadIdx.x) >> 4)) + 44u] = r11;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 4)) + 51u] = r12;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 13u) << 2) + threadIdx.x) >> 4)) + 52u] = r13;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 14u) << 2) + threadIdx.x) >> 4)) + 56u] = r14;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 15u) << 2) + threadIdx.x) >> 4)) + 60u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 68u];
    r2 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 136u];
    r3 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 204u];
    r4 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 272u];
    r5 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 340u];
    r6 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 408u];
    r7 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 476u];
    r8 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 544u];
    r9 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 612u];
    r10 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 680u];
    r11 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 748u];
    r12 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 816u];
    r13 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 884u];
    r14 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 952u];
    r15 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 1020u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 3) + 8]); r16 = v.x; r18 = v.y; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 3) + 10]); r20 = v.x; r22 = v.y; }
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 3) + 12]); r24 = v.x; r26 = v.y; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 3) + 14]); r28 = v.x; r30 = v.y; }
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 2) + 4]); r32 = v.x; r34 = v.y; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 2) + 6]); r36 = v.x; r38 = v.y; }
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 3)) << 1) + 2]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((bx >> 1) | (threadIdx.x >> 3)) + 1];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    r46 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r46, 0, m);
    r1 = mod_mul_tw(r1, r46, 0, m);
    r2 = mod_mul_tw(r2, r46, 0, m);
    r3 = mod_mul_tw(r3, r46, 0, m);
    r4 = mod_mul_tw(r4, r46, 0, m);
    r5 = mod_mul_tw(r5, r46, 0, m);
    r6 = mod_mul_tw(r6, r46, 0, m);
    r7 = mod_mul_tw(r7, r46, 0, m);
    r8 = mod_mul_tw(r8, r46, 0, m);
    r9 = mod_mul_tw(r9, r46, 0, m);
    r10 = mod_mul_tw(r10, r46, 0, m);
    r11 = mod_mul_tw(r11, r46, 0, m);
    r12 = mod_mul_tw(r12, r46, 0, m);
    r13 = mod_mul_tw(r13, r46, 0, m);
    r14 = mod_mul_tw(r14, r46, 0, m);
    r15 = mod_mul_tw(r15, r46, 0, m);
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u)))] = r0;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 384] = r3;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 512] = r4;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 640] = r5;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 768] = r6;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 896] = r7;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1024] = r8;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1152] = r9;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1280] = r10;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1408] = r11;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1536] = r12;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1664] = r13;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1792] = r14;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 3)) << 11) | ((threadIdx.y & 15u) << 3)) | (((bx & 1u) << 2) | (threadIdx.x & 7u))) + 1920] = r15;
}

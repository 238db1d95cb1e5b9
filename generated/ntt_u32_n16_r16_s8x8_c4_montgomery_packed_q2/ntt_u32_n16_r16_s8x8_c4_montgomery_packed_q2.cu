// nttgen: ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2.toml --out generated/ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2"
//   transform = "ntt-negacyclic"
//   log_n = 16
//   word = "u32"
//   reduction = "montgomery"
//   radix = 16
//   stage_split = [8, 8]
//   cluster = 4
//   layout = "packed"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1073479681, 1071513601]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_fwd0: grid_x 64, block 4 x 16, shared 4224 B; mulmods 262144, addmods 524288, butterflies 262144, global bytes 524288 (read 262144, write 262144), table bytes 491520, shuffles 0
//   ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_fwd1: grid_x 64, block 16 x 4, shared 4224 B; mulmods 262144, addmods 589824, butterflies 262144, global bytes 524288 (read 262144, write 262144), table bytes 491520, shuffles 0
//   ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_pw: grid_x 512, block 128 x 1, shared 0 B; mulmods 65536, addmods 0, butterflies 0, global bytes 786432 (read 524288, write 262144), table bytes 0, shuffles 0
//   ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_inv1: grid_x 64, block 16 x 4, shared 4224 B; mulmods 262144, addmods 524288, butterflies 262144, global bytes 524288 (read 262144, write 262144), table bytes 491520, shuffles 0
//   ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_inv0: grid_x 64, block 4 x 16, shared 4224 B; mulmods 294912, addmods 524288, butterflies 262144, global bytes 524288 (read 262144, write 262144), table bytes 507904, shuffles 0
//   ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_pwinv1: grid_x 64, block 16 x 4, shared 4224 B; mulmods 327680, addmods 524288, butterflies 262144, global bytes 786432 (read 524288, write 262144), table bytes 491520, shuffles 0
//   ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_fwd_coop: grid_x 128, block 2 x 16, shared 2112 B; mulmods 524288, addmods 1114112, butterflies 524288, global bytes 1048576 (read 524288, write 524288), table bytes 983040, shuffles 0
//   ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_inv_coop: grid_x 128, block 2 x 16, shared 2112 B; mulmods 557056, addmods 1048576, butterflies 524288, global bytes 1048576 (read 524288, write 524288), table bytes 999424, shuffles 0
//   ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_product_coop: grid_x 128, block 2 x 16, shared 2112 B; mulmods 1671168, addmods 3276800, butterflies 1572864, global bytes 3407872 (read 1835008, write 1572864), table bytes 2965504, shuffles 0

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

/* nttgen grid.cu: the grid barrier of a one-launch kernel, included only by
 * plans with a one-launch program (`lower::fuse`).
 *
 * grid_sync: every thread of every block of the launch arrives, then waits,
 * on a counter the launch provides. Launched without the cooperative
 * attribute (the runtime, where the device overlaps launches: the grid's
 * residency checked first), `counter` is one word the executor keeps per
 * stream, so that the launch may begin while the grid before it drains.
 * Launched cooperatively (cuLaunchCooperativeKernel, or the attribute; the
 * C functions) `counter` is null and the launch's workspace, whose address
 * is in %envreg2 (low word) and %envreg1 (high word), holds the counter in
 * its second word. Each block's thread 0 adds to it once, block 0 adding
 * 2^31 - (blocks - 1) and every other block 1: the counter's top bit flips
 * exactly when the last block has arrived, whatever the counter held, so it
 * needs no reset between barriers or launches (launches that share a
 * counter are ordered by their stream). The add is a release and the
 * polling load an acquire, both at GPU scope, so every block's global
 * writes before the barrier are seen by every block after it.
 */
__device__ __forceinline__ void grid_sync(unsigned int* counter) {
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        unsigned int old, now;
        if (counter == nullptr) {
            unsigned int lo, hi;
            asm volatile("mov.u32 %0, %%envreg2;" : "=r"(lo));
            asm volatile("mov.u32 %0, %%envreg1;" : "=r"(hi));
            counter = (unsigned int*)(((unsigned long long)hi << 32) | lo) + 1;
        }
        const unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
        const bool first = blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0;
        const unsigned int add = first ? 0x80000000u - (blocks - 1u) : 1u;
        asm volatile("atom.add.release.gpu.u32 %0, [%1], %2;" : "=r"(old) : "l"(counter), "r"(add) : "memory");
        do {
            asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(counter) : "memory");
        } while (((old ^ now) & 0x80000000u) == 0u);
    }
    __syncthreads();
}



extern "C" __global__ void __launch_bounds__(64) ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_fwd0(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 8192];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 12288];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 16384];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 20480];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 24576];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 28672];
    r8 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 32768];
    r9 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 36864];
    r10 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 40960];
    r11 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 45056];
    r12 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 49152];
    r13 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 53248];
    r14 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 57344];
    r15 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 61440];
    r16 = tw_fwd_v_t[(size_t)((bx >> 6) | (threadIdx.x >> 8)) + 1];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 1) + 2]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 2) + 4]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 8]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 12]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u] = r3;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 264u] = r4;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 330u] = r5;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 396u] = r6;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 462u] = r7;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 528u] = r8;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 594u] = r9;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 660u] = r10;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 726u] = r11;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 792u] = r12;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 858u] = r13;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 924u] = r14;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 990u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 1u) << 2) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r3 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 3u) << 2) + threadIdx.x) >> 5)) + 12u];
    r4 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r5 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 5u) << 2) + threadIdx.x) >> 5)) + 20u];
    r6 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    r7 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 7u) << 2) + threadIdx.x) >> 5)) + 28u];
    r8 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 5)) + 33u];
    r9 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 9u) << 2) + threadIdx.x) >> 5)) + 36u];
    r10 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 10u) << 2) + threadIdx.x) >> 5)) + 40u];
    r11 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 11u) << 2) + threadIdx.x) >> 5)) + 44u];
    r12 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    r13 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 13u) << 2) + threadIdx.x) >> 5)) + 52u];
    r14 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 14u) << 2) + threadIdx.x) >> 5)) + 56u];
    r15 = smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 15u) << 2) + threadIdx.x) >> 5)) + 60u];
    r16 = tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | (threadIdx.y & 15u)) + 16];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 5) | ((threadIdx.y & 15u) << 1)) + 32]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 6) | ((threadIdx.y & 15u) << 2)) + 64]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 128]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 132]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r0;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 256] = r1;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 512] = r2;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 768] = r3;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1024] = r4;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1280] = r5;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1536] = r6;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1792] = r7;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2048] = r8;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2304] = r9;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2560] = r10;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2816] = r11;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3072] = r12;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3328] = r13;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3584] = r14;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3840] = r15;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_fwd1(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u))];
    r1 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 16];
    r2 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 32];
    r3 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 48];
    r4 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 64];
    r5 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 80];
    r6 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 96];
    r7 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 112];
    r8 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 128];
    r9 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 144];
    r10 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 160];
    r11 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 176];
    r12 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 192];
    r13 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 208];
    r14 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 224];
    r15 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 240];
    r16 = tw_fwd_v_t[(size_t)((bx << 2) | threadIdx.y) + 256];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 512]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 2) + 1024]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 2048]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 2052]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 16u] = r1;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 33u] = r2;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 49u] = r3;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 66u] = r4;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 82u] = r5;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 99u] = r6;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 115u] = r7;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 132u] = r8;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 148u] = r9;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 165u] = r10;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 181u] = r11;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 198u] = r12;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 214u] = r13;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 231u] = r14;
    smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 247u] = r15;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 7u];
    r8 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 8u];
    r9 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 9u];
    r10 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 10u];
    r11 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 11u];
    r12 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 12u];
    r13 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 13u];
    r14 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 14u];
    r15 = smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 15u];
    r16 = tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | (threadIdx.x & 15u)) + 4096];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1)) + 8192]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 16384]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 32768]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 32772]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
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
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 4]) = make_uint4(r4, r5, r6, r7);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 8]) = make_uint4(r8, r9, r10, r11);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 12]) = make_uint4(r12, r13, r14, r15);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_inv1(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ tw_inv_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 4]); r4 = v.x; r5 = v.y; r6 = v.z; r7 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 8]); r8 = v.x; r9 = v.y; r10 = v.z; r11 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 12]); r12 = v.x; r13 = v.y; r14 = v.z; r15 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 32768]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 32772]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 16384]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1)) + 8192]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | (threadIdx.x & 15u)) + 4096];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 7u] = r7;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 8u] = r8;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 9u] = r9;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 10u] = r10;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 11u] = r11;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 12u] = r12;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 13u] = r13;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 14u] = r14;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 15u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 16u];
    r2 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 33u];
    r3 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 49u];
    r4 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 66u];
    r5 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 82u];
    r6 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 99u];
    r7 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 115u];
    r8 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 132u];
    r9 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 148u];
    r10 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 165u];
    r11 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 181u];
    r12 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 198u];
    r13 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 214u];
    r14 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 231u];
    r15 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 247u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 2048]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 2052]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 2) + 1024]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 512]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((bx << 2) | threadIdx.y) + 256];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u))] = r0;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 16] = r1;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 32] = r2;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 48] = r3;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 64] = r4;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 80] = r5;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 96] = r6;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 112] = r7;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 128] = r8;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 144] = r9;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 160] = r10;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 176] = r11;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 192] = r12;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 208] = r13;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 224] = r14;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 240] = r15;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_inv0(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r1 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 256];
    r2 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 512];
    r3 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 768];
    r4 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1024];
    r5 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1280];
    r6 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1536];
    r7 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1792];
    r8 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2048];
    r9 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2304];
    r10 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2560];
    r11 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2816];
    r12 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3072];
    r13 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3328];
    r14 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3584];
    r15 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3840];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 128]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 132]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 6) | ((threadIdx.y & 15u) << 2)) + 64]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 5) | ((threadIdx.y & 15u) << 1)) + 32]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | (threadIdx.y & 15u)) + 16];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 1u) << 2) + threadIdx.x) >> 5)) + 4u] = r1;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r2;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 3u) << 2) + threadIdx.x) >> 5)) + 12u] = r3;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r4;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 5u) << 2) + threadIdx.x) >> 5)) + 20u] = r5;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 6u) << 2) + threadIdx.x) >> 5)) + 24u] = r6;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 7u) << 2) + threadIdx.x) >> 5)) + 28u] = r7;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) >> 5)) + 33u] = r8;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 9u) << 2) + threadIdx.x) >> 5)) + 36u] = r9;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 10u) << 2) + threadIdx.x) >> 5)) + 40u] = r10;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 11u) << 2) + threadIdx.x) >> 5)) + 44u] = r11;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r12;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 13u) << 2) + threadIdx.x) >> 5)) + 52u] = r13;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 14u) << 2) + threadIdx.x) >> 5)) + 56u] = r14;
    smem[(((((threadIdx.y & 15u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 15u) << 2) + threadIdx.x) >> 5)) + 60u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u];
    r3 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u];
    r4 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 264u];
    r5 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 330u];
    r6 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 396u];
    r7 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 462u];
    r8 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 528u];
    r9 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 594u];
    r10 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 660u];
    r11 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 726u];
    r12 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 792u];
    r13 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 858u];
    r14 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 924u];
    r15 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 990u];
    r16 = inv_len_v_t[1];
    r18 = inv_len_v_t[0];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 8]); r20 = v.x; r22 = v.y; r24 = v.z; r26 = v.w; }
    bfly_gs_lazy(r0, r1, r20, 0, false, m);
    bfly_gs_lazy(r2, r3, r22, 0, false, m);
    bfly_gs_lazy(r4, r5, r24, 0, false, m);
    bfly_gs_lazy(r6, r7, r26, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 12]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    bfly_gs_lazy(r8, r9, r28, 0, false, m);
    bfly_gs_lazy(r10, r11, r30, 0, false, m);
    bfly_gs_lazy(r12, r13, r32, 0, false, m);
    bfly_gs_lazy(r14, r15, r34, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 2) + 4]); r36 = v.x; r38 = v.y; r40 = v.z; r42 = v.w; }
    bfly_gs_lazy(r0, r2, r36, 0, false, m);
    bfly_gs_lazy(r1, r3, r36, 0, false, m);
    bfly_gs_lazy(r4, r6, r38, 0, false, m);
    bfly_gs_lazy(r5, r7, r38, 0, false, m);
    bfly_gs_lazy(r8, r10, r40, 0, false, m);
    bfly_gs_lazy(r9, r11, r40, 0, false, m);
    bfly_gs_lazy(r12, r14, r42, 0, false, m);
    bfly_gs_lazy(r13, r15, r42, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 1) + 2]); r44 = v.x; r46 = v.y; }
    bfly_gs_lazy(r0, r4, r44, 0, false, m);
    bfly_gs_lazy(r1, r5, r44, 0, false, m);
    bfly_gs_lazy(r2, r6, r44, 0, false, m);
    bfly_gs_lazy(r3, r7, r44, 0, false, m);
    bfly_gs_lazy(r8, r12, r46, 0, false, m);
    bfly_gs_lazy(r9, r13, r46, 0, false, m);
    bfly_gs_lazy(r10, r14, r46, 0, false, m);
    bfly_gs_lazy(r11, r15, r46, 0, false, m);
    bfly_gs_last(r0, r8, r16, 0, r18, 0, m);
    bfly_gs_last(r1, r9, r16, 0, r18, 0, m);
    bfly_gs_last(r2, r10, r16, 0, r18, 0, m);
    bfly_gs_last(r3, r11, r16, 0, r18, 0, m);
    bfly_gs_last(r4, r12, r16, 0, r18, 0, m);
    bfly_gs_last(r5, r13, r16, 0, r18, 0, m);
    bfly_gs_last(r6, r14, r16, 0, r18, 0, m);
    bfly_gs_last(r7, r15, r16, 0, r18, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 8192] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 12288] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 16384] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 20480] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 24576] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 28672] = r7;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 32768] = r8;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 36864] = r9;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 40960] = r10;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 45056] = r11;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 49152] = r12;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 53248] = r13;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 57344] = r14;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 61440] = r15;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_pwinv1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    word_t* __restrict__ s0,
    const word_t* __restrict__ tw_inv_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    word_t r48, r50, r52, r54, r56, r58, r60;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4))];
    r16 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4))];
    r0 = mod_mul(r0, r16, m);
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 1];
    r17 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 1];
    r1 = mod_mul(r1, r17, m);
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 2];
    r18 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 2];
    r2 = mod_mul(r2, r18, m);
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 3];
    r19 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 3];
    r3 = mod_mul(r3, r19, m);
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 4];
    r20 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 4];
    r4 = mod_mul(r4, r20, m);
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 5];
    r21 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 5];
    r5 = mod_mul(r5, r21, m);
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 6];
    r22 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 6];
    r6 = mod_mul(r6, r22, m);
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 7];
    r23 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 7];
    r7 = mod_mul(r7, r23, m);
    r8 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 8];
    r24 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 8];
    r8 = mod_mul(r8, r24, m);
    r9 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 9];
    r25 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 9];
    r9 = mod_mul(r9, r25, m);
    r10 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 10];
    r26 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 10];
    r10 = mod_mul(r10, r26, m);
    r11 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 11];
    r27 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 11];
    r11 = mod_mul(r11, r27, m);
    r12 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 12];
    r28 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 12];
    r12 = mod_mul(r12, r28, m);
    r13 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 13];
    r29 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 13];
    r13 = mod_mul(r13, r29, m);
    r14 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 14];
    r30 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 14];
    r14 = mod_mul(r14, r30, m);
    r15 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 15];
    r31 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 15u) << 4)) + 15];
    r15 = mod_mul(r15, r31, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 32768]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r1, r32, 0, false, m);
    bfly_gs_lazy(r2, r3, r34, 0, false, m);
    bfly_gs_lazy(r4, r5, r36, 0, false, m);
    bfly_gs_lazy(r6, r7, r38, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 32772]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_gs_lazy(r8, r9, r40, 0, false, m);
    bfly_gs_lazy(r10, r11, r42, 0, false, m);
    bfly_gs_lazy(r12, r13, r44, 0, false, m);
    bfly_gs_lazy(r14, r15, r46, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)) + 16384]); r48 = v.x; r50 = v.y; r52 = v.z; r54 = v.w; }
    bfly_gs_lazy(r0, r2, r48, 0, false, m);
    bfly_gs_lazy(r1, r3, r48, 0, false, m);
    bfly_gs_lazy(r4, r6, r50, 0, false, m);
    bfly_gs_lazy(r5, r7, r50, 0, false, m);
    bfly_gs_lazy(r8, r10, r52, 0, false, m);
    bfly_gs_lazy(r9, r11, r52, 0, false, m);
    bfly_gs_lazy(r12, r14, r54, 0, false, m);
    bfly_gs_lazy(r13, r15, r54, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1)) + 8192]); r56 = v.x; r58 = v.y; }
    bfly_gs_lazy(r0, r4, r56, 0, false, m);
    bfly_gs_lazy(r1, r5, r56, 0, false, m);
    bfly_gs_lazy(r2, r6, r56, 0, false, m);
    bfly_gs_lazy(r3, r7, r56, 0, false, m);
    bfly_gs_lazy(r8, r12, r58, 0, false, m);
    bfly_gs_lazy(r9, r13, r58, 0, false, m);
    bfly_gs_lazy(r10, r14, r58, 0, false, m);
    bfly_gs_lazy(r11, r15, r58, 0, false, m);
    r60 = tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | (threadIdx.x & 15u)) + 4096];
    bfly_gs_lazy(r0, r8, r60, 0, false, m);
    bfly_gs_lazy(r1, r9, r60, 0, false, m);
    bfly_gs_lazy(r2, r10, r60, 0, false, m);
    bfly_gs_lazy(r3, r11, r60, 0, false, m);
    bfly_gs_lazy(r4, r12, r60, 0, false, m);
    bfly_gs_lazy(r5, r13, r60, 0, false, m);
    bfly_gs_lazy(r6, r14, r60, 0, false, m);
    bfly_gs_lazy(r7, r15, r60, 0, false, m);
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5))] = r0;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 7u] = r7;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 8u] = r8;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 9u] = r9;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 10u] = r10;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 11u] = r11;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 12u] = r12;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 13u] = r13;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 14u] = r14;
    smem[(((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) + (((threadIdx.y << 8) + ((threadIdx.x & 15u) << 4)) >> 5)) + 15u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5))];
    r1 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 16u];
    r2 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 33u];
    r3 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 49u];
    r4 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 66u];
    r5 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 82u];
    r6 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 99u];
    r7 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 115u];
    r8 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 132u];
    r9 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 148u];
    r10 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 165u];
    r11 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 181u];
    r12 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 198u];
    r13 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 214u];
    r14 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 231u];
    r15 = smem[(((threadIdx.y << 8) + (threadIdx.x & 15u)) + (((threadIdx.y << 8) + (threadIdx.x & 15u)) >> 5)) + 247u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 2048]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 2052]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 2) + 1024]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 512]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((bx << 2) | threadIdx.y) + 256];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u))] = r0;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 16] = r1;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 32] = r2;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 48] = r3;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 64] = r4;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 80] = r5;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 96] = r6;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 112] = r7;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 128] = r8;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 144] = r9;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 160] = r10;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 176] = r11;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 192] = r12;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 208] = r13;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 224] = r14;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 8) | (threadIdx.x & 15u)) + 240] = r15;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_fwd_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57, r58, r59, r60, r61;
    word_t r62, r63, r64, r65, r66, r67, r68, r69;
    word_t r70, r71, r72, r73, r74, r75, r76, r77;
    word_t r78, r79, r80, r81, r82, r83, r84, r85;
    word_t r86, r87, r88, r89, r90, r91, r92, r93;
    word_t r94, r95, r96, r97, r98, r99, r100, r101;
    word_t r102, r103, r104, r105;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r46) : "l"(&tw_fwd_v_t[(size_t)((bx >> 7) | (threadIdx.x >> 8)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r47), "=r"(r48) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r49), "=r"(r50), "=r"(r51), "=r"(r52) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 2) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r53), "=r"(r54), "=r"(r55), "=r"(r56) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 3) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r57), "=r"(r58), "=r"(r59), "=r"(r60) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 3) + 12])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r61) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 4) | (threadIdx.y & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r62), "=r"(r63) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 5) | ((threadIdx.y & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r64), "=r"(r65), "=r"(r66), "=r"(r67) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 6) | ((threadIdx.y & 15u) << 2)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r68), "=r"(r69), "=r"(r70), "=r"(r71) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r72), "=r"(r73), "=r"(r74), "=r"(r75) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 132])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r76) : "l"(&tw_fwd_v_t[(size_t)((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r77), "=r"(r78) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r79), "=r"(r80), "=r"(r81), "=r"(r82) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r83), "=r"(r84), "=r"(r85), "=r"(r86) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r87), "=r"(r88), "=r"(r89), "=r"(r90) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) + 2052])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r91) : "l"(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r92), "=r"(r93) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 1)) + 8192])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r94), "=r"(r95), "=r"(r96), "=r"(r97) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)) + 16384])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r98), "=r"(r99), "=r"(r100), "=r"(r101) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 32768])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r102), "=r"(r103), "=r"(r104), "=r"(r105) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 32772])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 8192];
    r3 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 12288];
    r4 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 16384];
    r5 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 20480];
    r6 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 24576];
    r7 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 28672];
    r8 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 32768];
    r9 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 36864];
    r10 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 40960];
    r11 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 45056];
    r12 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 49152];
    r13 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 53248];
    r14 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 57344];
    r15 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 61440];
    bfly_ct_lazy(r0, r8, r46, 0, m);
    bfly_ct_lazy(r1, r9, r46, 0, m);
    bfly_ct_lazy(r2, r10, r46, 0, m);
    bfly_ct_lazy(r3, r11, r46, 0, m);
    bfly_ct_lazy(r4, r12, r46, 0, m);
    bfly_ct_lazy(r5, r13, r46, 0, m);
    bfly_ct_lazy(r6, r14, r46, 0, m);
    bfly_ct_lazy(r7, r15, r46, 0, m);
    bfly_ct_lazy(r0, r4, r47, 0, m);
    bfly_ct_lazy(r1, r5, r47, 0, m);
    bfly_ct_lazy(r2, r6, r47, 0, m);
    bfly_ct_lazy(r3, r7, r47, 0, m);
    bfly_ct_lazy(r8, r12, r48, 0, m);
    bfly_ct_lazy(r9, r13, r48, 0, m);
    bfly_ct_lazy(r10, r14, r48, 0, m);
    bfly_ct_lazy(r11, r15, r48, 0, m);
    bfly_ct_lazy(r0, r2, r49, 0, m);
    bfly_ct_lazy(r1, r3, r49, 0, m);
    bfly_ct_lazy(r4, r6, r50, 0, m);
    bfly_ct_lazy(r5, r7, r50, 0, m);
    bfly_ct_lazy(r8, r10, r51, 0, m);
    bfly_ct_lazy(r9, r11, r51, 0, m);
    bfly_ct_lazy(r12, r14, r52, 0, m);
    bfly_ct_lazy(r13, r15, r52, 0, m);
    bfly_ct_lazy(r0, r1, r53, 0, m);
    bfly_ct_lazy(r2, r3, r54, 0, m);
    bfly_ct_lazy(r4, r5, r55, 0, m);
    bfly_ct_lazy(r6, r7, r56, 0, m);
    bfly_ct_lazy(r8, r9, r57, 0, m);
    bfly_ct_lazy(r10, r11, r58, 0, m);
    bfly_ct_lazy(r12, r13, r59, 0, m);
    bfly_ct_lazy(r14, r15, r60, 0, m);
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 66u] = r2;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 99u] = r3;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 132u] = r4;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 165u] = r5;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 198u] = r6;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 231u] = r7;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 264u] = r8;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 297u] = r9;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 330u] = r10;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 363u] = r11;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 396u] = r12;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 429u] = r13;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 462u] = r14;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 495u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 1u) << 1) + threadIdx.x) >> 5)) + 2u];
    r2 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r3 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 3u) << 1) + threadIdx.x) >> 5)) + 6u];
    r4 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r5 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 5u) << 1) + threadIdx.x) >> 5)) + 10u];
    r6 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 6u) << 1) + threadIdx.x) >> 5)) + 12u];
    r7 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 7u) << 1) + threadIdx.x) >> 5)) + 14u];
    r8 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r9 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 9u) << 1) + threadIdx.x) >> 5)) + 18u];
    r10 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 10u) << 1) + threadIdx.x) >> 5)) + 20u];
    r11 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 11u) << 1) + threadIdx.x) >> 5)) + 22u];
    r12 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 12u) << 1) + threadIdx.x) >> 5)) + 24u];
    r13 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 13u) << 1) + threadIdx.x) >> 5)) + 26u];
    r14 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 14u) << 1) + threadIdx.x) >> 5)) + 28u];
    r15 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 15u) << 1) + threadIdx.x) >> 5)) + 30u];
    bfly_ct_lazy(r0, r8, r61, 0, m);
    bfly_ct_lazy(r1, r9, r61, 0, m);
    bfly_ct_lazy(r2, r10, r61, 0, m);
    bfly_ct_lazy(r3, r11, r61, 0, m);
    bfly_ct_lazy(r4, r12, r61, 0, m);
    bfly_ct_lazy(r5, r13, r61, 0, m);
    bfly_ct_lazy(r6, r14, r61, 0, m);
    bfly_ct_lazy(r7, r15, r61, 0, m);
    bfly_ct_lazy(r0, r4, r62, 0, m);
    bfly_ct_lazy(r1, r5, r62, 0, m);
    bfly_ct_lazy(r2, r6, r62, 0, m);
    bfly_ct_lazy(r3, r7, r62, 0, m);
    bfly_ct_lazy(r8, r12, r63, 0, m);
    bfly_ct_lazy(r9, r13, r63, 0, m);
    bfly_ct_lazy(r10, r14, r63, 0, m);
    bfly_ct_lazy(r11, r15, r63, 0, m);
    bfly_ct_lazy(r0, r2, r64, 0, m);
    bfly_ct_lazy(r1, r3, r64, 0, m);
    bfly_ct_lazy(r4, r6, r65, 0, m);
    bfly_ct_lazy(r5, r7, r65, 0, m);
    bfly_ct_lazy(r8, r10, r66, 0, m);
    bfly_ct_lazy(r9, r11, r66, 0, m);
    bfly_ct_lazy(r12, r14, r67, 0, m);
    bfly_ct_lazy(r13, r15, r67, 0, m);
    bfly_ct_lazy(r0, r1, r68, 0, m);
    bfly_ct_lazy(r2, r3, r69, 0, m);
    bfly_ct_lazy(r4, r5, r70, 0, m);
    bfly_ct_lazy(r6, r7, r71, 0, m);
    bfly_ct_lazy(r8, r9, r72, 0, m);
    bfly_ct_lazy(r10, r11, r73, 0, m);
    bfly_ct_lazy(r12, r13, r74, 0, m);
    bfly_ct_lazy(r14, r15, r75, 0, m);
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u)))] = r0;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 256] = r1;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 512] = r2;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 768] = r3;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1024] = r4;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1280] = r5;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1536] = r6;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1792] = r7;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2048] = r8;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2304] = r9;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2560] = r10;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2816] = r11;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3072] = r12;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3328] = r13;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3584] = r14;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3840] = r15;
    grid_sync(grid_counter);

    // phase 2: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u))];
    r1 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 16];
    r2 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 32];
    r3 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 48];
    r4 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 64];
    r5 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 80];
    r6 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 96];
    r7 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 112];
    r8 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 128];
    r9 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 144];
    r10 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 160];
    r11 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 176];
    r12 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 192];
    r13 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 208];
    r14 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 224];
    r15 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 240];
    bfly_ct_lazy(r0, r8, r76, 0, m);
    bfly_ct_lazy(r1, r9, r76, 0, m);
    bfly_ct_lazy(r2, r10, r76, 0, m);
    bfly_ct_lazy(r3, r11, r76, 0, m);
    bfly_ct_lazy(r4, r12, r76, 0, m);
    bfly_ct_lazy(r5, r13, r76, 0, m);
    bfly_ct_lazy(r6, r14, r76, 0, m);
    bfly_ct_lazy(r7, r15, r76, 0, m);
    bfly_ct_lazy(r0, r4, r77, 0, m);
    bfly_ct_lazy(r1, r5, r77, 0, m);
    bfly_ct_lazy(r2, r6, r77, 0, m);
    bfly_ct_lazy(r3, r7, r77, 0, m);
    bfly_ct_lazy(r8, r12, r78, 0, m);
    bfly_ct_lazy(r9, r13, r78, 0, m);
    bfly_ct_lazy(r10, r14, r78, 0, m);
    bfly_ct_lazy(r11, r15, r78, 0, m);
    bfly_ct_lazy(r0, r2, r79, 0, m);
    bfly_ct_lazy(r1, r3, r79, 0, m);
    bfly_ct_lazy(r4, r6, r80, 0, m);
    bfly_ct_lazy(r5, r7, r80, 0, m);
    bfly_ct_lazy(r8, r10, r81, 0, m);
    bfly_ct_lazy(r9, r11, r81, 0, m);
    bfly_ct_lazy(r12, r14, r82, 0, m);
    bfly_ct_lazy(r13, r15, r82, 0, m);
    bfly_ct_lazy(r0, r1, r83, 0, m);
    bfly_ct_lazy(r2, r3, r84, 0, m);
    bfly_ct_lazy(r4, r5, r85, 0, m);
    bfly_ct_lazy(r6, r7, r86, 0, m);
    bfly_ct_lazy(r8, r9, r87, 0, m);
    bfly_ct_lazy(r10, r11, r88, 0, m);
    bfly_ct_lazy(r12, r13, r89, 0, m);
    bfly_ct_lazy(r14, r15, r90, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 16u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 33u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 49u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 66u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 82u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 99u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 115u] = r7;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 132u] = r8;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 148u] = r9;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 165u] = r10;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 181u] = r11;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 198u] = r12;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 214u] = r13;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 231u] = r14;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 247u] = r15;
    __syncthreads();

    // phase 3: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 7u];
    r8 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 8u];
    r9 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 9u];
    r10 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 10u];
    r11 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 11u];
    r12 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 12u];
    r13 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 13u];
    r14 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 14u];
    r15 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 15u];
    bfly_ct_lazy(r0, r8, r91, 0, m);
    bfly_ct_lazy(r1, r9, r91, 0, m);
    bfly_ct_lazy(r2, r10, r91, 0, m);
    bfly_ct_lazy(r3, r11, r91, 0, m);
    bfly_ct_lazy(r4, r12, r91, 0, m);
    bfly_ct_lazy(r5, r13, r91, 0, m);
    bfly_ct_lazy(r6, r14, r91, 0, m);
    bfly_ct_lazy(r7, r15, r91, 0, m);
    bfly_ct_lazy(r0, r4, r92, 0, m);
    bfly_ct_lazy(r1, r5, r92, 0, m);
    bfly_ct_lazy(r2, r6, r92, 0, m);
    bfly_ct_lazy(r3, r7, r92, 0, m);
    bfly_ct_lazy(r8, r12, r93, 0, m);
    bfly_ct_lazy(r9, r13, r93, 0, m);
    bfly_ct_lazy(r10, r14, r93, 0, m);
    bfly_ct_lazy(r11, r15, r93, 0, m);
    bfly_ct_lazy(r0, r2, r94, 0, m);
    bfly_ct_lazy(r1, r3, r94, 0, m);
    bfly_ct_lazy(r4, r6, r95, 0, m);
    bfly_ct_lazy(r5, r7, r95, 0, m);
    bfly_ct_lazy(r8, r10, r96, 0, m);
    bfly_ct_lazy(r9, r11, r96, 0, m);
    bfly_ct_lazy(r12, r14, r97, 0, m);
    bfly_ct_lazy(r13, r15, r97, 0, m);
    bfly_ct_lazy(r0, r1, r98, 0, m);
    bfly_ct_lazy(r2, r3, r99, 0, m);
    bfly_ct_lazy(r4, r5, r100, 0, m);
    bfly_ct_lazy(r6, r7, r101, 0, m);
    bfly_ct_lazy(r8, r9, r102, 0, m);
    bfly_ct_lazy(r10, r11, r103, 0, m);
    bfly_ct_lazy(r12, r13, r104, 0, m);
    bfly_ct_lazy(r14, r15, r105, 0, m);
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
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 4]) = make_uint4(r4, r5, r6, r7);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 8]) = make_uint4(r8, r9, r10, r11);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 12]) = make_uint4(r12, r13, r14, r15);
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_inv_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73, r74, r75, r76, r77, r78, r79;
    word_t r80, r81, r82, r83, r84, r85, r86, r87;
    word_t r88, r89, r90, r91, r92, r93, r94, r95;
    word_t r96, r97, r98, r99, r100, r101, r102, r103;
    word_t r104, r105, r106, r107, r108;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r48), "=r"(r49), "=r"(r50), "=r"(r51) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 32768])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r52), "=r"(r53), "=r"(r54), "=r"(r55) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 32772])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r56), "=r"(r57), "=r"(r58), "=r"(r59) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)) + 16384])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r60), "=r"(r61) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 1)) + 8192])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r62) : "l"(&tw_inv_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r63), "=r"(r64), "=r"(r65), "=r"(r66) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r67), "=r"(r68), "=r"(r69), "=r"(r70) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) + 2052])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r71), "=r"(r72), "=r"(r73), "=r"(r74) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r75), "=r"(r76) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r77) : "l"(&tw_inv_v_t[(size_t)((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r78), "=r"(r79), "=r"(r80), "=r"(r81) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r82), "=r"(r83), "=r"(r84), "=r"(r85) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 132])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r86), "=r"(r87), "=r"(r88), "=r"(r89) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 6) | ((threadIdx.y & 15u) << 2)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r90), "=r"(r91) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 5) | ((threadIdx.y & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r92) : "l"(&tw_inv_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 4) | (threadIdx.y & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r93) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r94) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r95), "=r"(r96), "=r"(r97), "=r"(r98) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 3) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r99), "=r"(r100), "=r"(r101), "=r"(r102) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 3) + 12])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r103), "=r"(r104), "=r"(r105), "=r"(r106) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 2) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r107), "=r"(r108) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 1) + 2])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 4]); r4 = v.x; r5 = v.y; r6 = v.z; r7 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 8]); r8 = v.x; r9 = v.y; r10 = v.z; r11 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 12]); r12 = v.x; r13 = v.y; r14 = v.z; r15 = v.w; }
    bfly_gs_lazy(r0, r1, r48, 0, false, m);
    bfly_gs_lazy(r2, r3, r49, 0, false, m);
    bfly_gs_lazy(r4, r5, r50, 0, false, m);
    bfly_gs_lazy(r6, r7, r51, 0, false, m);
    bfly_gs_lazy(r8, r9, r52, 0, false, m);
    bfly_gs_lazy(r10, r11, r53, 0, false, m);
    bfly_gs_lazy(r12, r13, r54, 0, false, m);
    bfly_gs_lazy(r14, r15, r55, 0, false, m);
    bfly_gs_lazy(r0, r2, r56, 0, false, m);
    bfly_gs_lazy(r1, r3, r56, 0, false, m);
    bfly_gs_lazy(r4, r6, r57, 0, false, m);
    bfly_gs_lazy(r5, r7, r57, 0, false, m);
    bfly_gs_lazy(r8, r10, r58, 0, false, m);
    bfly_gs_lazy(r9, r11, r58, 0, false, m);
    bfly_gs_lazy(r12, r14, r59, 0, false, m);
    bfly_gs_lazy(r13, r15, r59, 0, false, m);
    bfly_gs_lazy(r0, r4, r60, 0, false, m);
    bfly_gs_lazy(r1, r5, r60, 0, false, m);
    bfly_gs_lazy(r2, r6, r60, 0, false, m);
    bfly_gs_lazy(r3, r7, r60, 0, false, m);
    bfly_gs_lazy(r8, r12, r61, 0, false, m);
    bfly_gs_lazy(r9, r13, r61, 0, false, m);
    bfly_gs_lazy(r10, r14, r61, 0, false, m);
    bfly_gs_lazy(r11, r15, r61, 0, false, m);
    bfly_gs_lazy(r0, r8, r62, 0, false, m);
    bfly_gs_lazy(r1, r9, r62, 0, false, m);
    bfly_gs_lazy(r2, r10, r62, 0, false, m);
    bfly_gs_lazy(r3, r11, r62, 0, false, m);
    bfly_gs_lazy(r4, r12, r62, 0, false, m);
    bfly_gs_lazy(r5, r13, r62, 0, false, m);
    bfly_gs_lazy(r6, r14, r62, 0, false, m);
    bfly_gs_lazy(r7, r15, r62, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 7u] = r7;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 8u] = r8;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 9u] = r9;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 10u] = r10;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 11u] = r11;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 12u] = r12;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 13u] = r13;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 14u] = r14;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 15u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 16u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 33u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 49u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 66u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 82u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 99u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 115u];
    r8 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 132u];
    r9 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 148u];
    r10 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 165u];
    r11 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 181u];
    r12 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 198u];
    r13 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 214u];
    r14 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 231u];
    r15 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 247u];
    bfly_gs_lazy(r0, r1, r63, 0, false, m);
    bfly_gs_lazy(r2, r3, r64, 0, false, m);
    bfly_gs_lazy(r4, r5, r65, 0, false, m);
    bfly_gs_lazy(r6, r7, r66, 0, false, m);
    bfly_gs_lazy(r8, r9, r67, 0, false, m);
    bfly_gs_lazy(r10, r11, r68, 0, false, m);
    bfly_gs_lazy(r12, r13, r69, 0, false, m);
    bfly_gs_lazy(r14, r15, r70, 0, false, m);
    bfly_gs_lazy(r0, r2, r71, 0, false, m);
    bfly_gs_lazy(r1, r3, r71, 0, false, m);
    bfly_gs_lazy(r4, r6, r72, 0, false, m);
    bfly_gs_lazy(r5, r7, r72, 0, false, m);
    bfly_gs_lazy(r8, r10, r73, 0, false, m);
    bfly_gs_lazy(r9, r11, r73, 0, false, m);
    bfly_gs_lazy(r12, r14, r74, 0, false, m);
    bfly_gs_lazy(r13, r15, r74, 0, false, m);
    bfly_gs_lazy(r0, r4, r75, 0, false, m);
    bfly_gs_lazy(r1, r5, r75, 0, false, m);
    bfly_gs_lazy(r2, r6, r75, 0, false, m);
    bfly_gs_lazy(r3, r7, r75, 0, false, m);
    bfly_gs_lazy(r8, r12, r76, 0, false, m);
    bfly_gs_lazy(r9, r13, r76, 0, false, m);
    bfly_gs_lazy(r10, r14, r76, 0, false, m);
    bfly_gs_lazy(r11, r15, r76, 0, false, m);
    bfly_gs_lazy(r0, r8, r77, 0, false, m);
    bfly_gs_lazy(r1, r9, r77, 0, false, m);
    bfly_gs_lazy(r2, r10, r77, 0, false, m);
    bfly_gs_lazy(r3, r11, r77, 0, false, m);
    bfly_gs_lazy(r4, r12, r77, 0, false, m);
    bfly_gs_lazy(r5, r13, r77, 0, false, m);
    bfly_gs_lazy(r6, r14, r77, 0, false, m);
    bfly_gs_lazy(r7, r15, r77, 0, false, m);
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u))] = r0;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 16] = r1;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 32] = r2;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 48] = r3;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 64] = r4;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 80] = r5;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 96] = r6;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 112] = r7;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 128] = r8;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 144] = r9;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 160] = r10;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 176] = r11;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 192] = r12;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 208] = r13;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 224] = r14;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 240] = r15;
    grid_sync(grid_counter);

    // phase 2: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u)))];
    r1 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 256];
    r2 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 512];
    r3 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 768];
    r4 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1024];
    r5 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1280];
    r6 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1536];
    r7 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1792];
    r8 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2048];
    r9 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2304];
    r10 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2560];
    r11 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2816];
    r12 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3072];
    r13 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3328];
    r14 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3584];
    r15 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3840];
    bfly_gs_lazy(r0, r1, r78, 0, false, m);
    bfly_gs_lazy(r2, r3, r79, 0, false, m);
    bfly_gs_lazy(r4, r5, r80, 0, false, m);
    bfly_gs_lazy(r6, r7, r81, 0, false, m);
    bfly_gs_lazy(r8, r9, r82, 0, false, m);
    bfly_gs_lazy(r10, r11, r83, 0, false, m);
    bfly_gs_lazy(r12, r13, r84, 0, false, m);
    bfly_gs_lazy(r14, r15, r85, 0, false, m);
    bfly_gs_lazy(r0, r2, r86, 0, false, m);
    bfly_gs_lazy(r1, r3, r86, 0, false, m);
    bfly_gs_lazy(r4, r6, r87, 0, false, m);
    bfly_gs_lazy(r5, r7, r87, 0, false, m);
    bfly_gs_lazy(r8, r10, r88, 0, false, m);
    bfly_gs_lazy(r9, r11, r88, 0, false, m);
    bfly_gs_lazy(r12, r14, r89, 0, false, m);
    bfly_gs_lazy(r13, r15, r89, 0, false, m);
    bfly_gs_lazy(r0, r4, r90, 0, false, m);
    bfly_gs_lazy(r1, r5, r90, 0, false, m);
    bfly_gs_lazy(r2, r6, r90, 0, false, m);
    bfly_gs_lazy(r3, r7, r90, 0, false, m);
    bfly_gs_lazy(r8, r12, r91, 0, false, m);
    bfly_gs_lazy(r9, r13, r91, 0, false, m);
    bfly_gs_lazy(r10, r14, r91, 0, false, m);
    bfly_gs_lazy(r11, r15, r91, 0, false, m);
    bfly_gs_lazy(r0, r8, r92, 0, false, m);
    bfly_gs_lazy(r1, r9, r92, 0, false, m);
    bfly_gs_lazy(r2, r10, r92, 0, false, m);
    bfly_gs_lazy(r3, r11, r92, 0, false, m);
    bfly_gs_lazy(r4, r12, r92, 0, false, m);
    bfly_gs_lazy(r5, r13, r92, 0, false, m);
    bfly_gs_lazy(r6, r14, r92, 0, false, m);
    bfly_gs_lazy(r7, r15, r92, 0, false, m);
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 1u) << 1) + threadIdx.x) >> 5)) + 2u] = r1;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r2;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 3u) << 1) + threadIdx.x) >> 5)) + 6u] = r3;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r4;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 5u) << 1) + threadIdx.x) >> 5)) + 10u] = r5;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 6u) << 1) + threadIdx.x) >> 5)) + 12u] = r6;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 7u) << 1) + threadIdx.x) >> 5)) + 14u] = r7;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r8;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 9u) << 1) + threadIdx.x) >> 5)) + 18u] = r9;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 10u) << 1) + threadIdx.x) >> 5)) + 20u] = r10;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 11u) << 1) + threadIdx.x) >> 5)) + 22u] = r11;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 12u) << 1) + threadIdx.x) >> 5)) + 24u] = r12;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 13u) << 1) + threadIdx.x) >> 5)) + 26u] = r13;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 14u) << 1) + threadIdx.x) >> 5)) + 28u] = r14;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 15u) << 1) + threadIdx.x) >> 5)) + 30u] = r15;
    __syncthreads();

    // phase 3: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 66u];
    r3 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 99u];
    r4 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 132u];
    r5 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 165u];
    r6 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 198u];
    r7 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 231u];
    r8 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 264u];
    r9 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 297u];
    r10 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 330u];
    r11 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 363u];
    r12 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 396u];
    r13 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 429u];
    r14 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 462u];
    r15 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 495u];
    bfly_gs_lazy(r0, r1, r95, 0, false, m);
    bfly_gs_lazy(r2, r3, r96, 0, false, m);
    bfly_gs_lazy(r4, r5, r97, 0, false, m);
    bfly_gs_lazy(r6, r7, r98, 0, false, m);
    bfly_gs_lazy(r8, r9, r99, 0, false, m);
    bfly_gs_lazy(r10, r11, r100, 0, false, m);
    bfly_gs_lazy(r12, r13, r101, 0, false, m);
    bfly_gs_lazy(r14, r15, r102, 0, false, m);
    bfly_gs_lazy(r0, r2, r103, 0, false, m);
    bfly_gs_lazy(r1, r3, r103, 0, false, m);
    bfly_gs_lazy(r4, r6, r104, 0, false, m);
    bfly_gs_lazy(r5, r7, r104, 0, false, m);
    bfly_gs_lazy(r8, r10, r105, 0, false, m);
    bfly_gs_lazy(r9, r11, r105, 0, false, m);
    bfly_gs_lazy(r12, r14, r106, 0, false, m);
    bfly_gs_lazy(r13, r15, r106, 0, false, m);
    bfly_gs_lazy(r0, r4, r107, 0, false, m);
    bfly_gs_lazy(r1, r5, r107, 0, false, m);
    bfly_gs_lazy(r2, r6, r107, 0, false, m);
    bfly_gs_lazy(r3, r7, r107, 0, false, m);
    bfly_gs_lazy(r8, r12, r108, 0, false, m);
    bfly_gs_lazy(r9, r13, r108, 0, false, m);
    bfly_gs_lazy(r10, r14, r108, 0, false, m);
    bfly_gs_lazy(r11, r15, r108, 0, false, m);
    bfly_gs_last(r0, r8, r93, 0, r94, 0, m);
    bfly_gs_last(r1, r9, r93, 0, r94, 0, m);
    bfly_gs_last(r2, r10, r93, 0, r94, 0, m);
    bfly_gs_last(r3, r11, r93, 0, r94, 0, m);
    bfly_gs_last(r4, r12, r93, 0, r94, 0, m);
    bfly_gs_last(r5, r13, r93, 0, r94, 0, m);
    bfly_gs_last(r6, r14, r93, 0, r94, 0, m);
    bfly_gs_last(r7, r15, r93, 0, r94, 0, m);
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 8192] = r2;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 12288] = r3;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 16384] = r4;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 20480] = r5;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 24576] = r6;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 28672] = r7;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 32768] = r8;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 36864] = r9;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 40960] = r10;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 45056] = r11;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 49152] = r12;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 53248] = r13;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 57344] = r14;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 61440] = r15;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n16_r16_s8x8_c4_montgomery_packed_q2_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    word_t* __restrict__ s0,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    word_t r48, r50, r52, r54, r56, r58, r60, r62;
    word_t r63, r64, r65, r66, r67, r68, r69, r70;
    word_t r71, r72, r73, r74, r75, r76, r77, r78;
    word_t r79, r80, r81, r82, r83, r84, r85, r86;
    word_t r87, r88, r89, r90, r91, r92, r93, r94;
    word_t r95, r96, r97, r98, r99, r100, r101, r102;
    word_t r103, r104, r105, r106, r107, r108, r109, r110;
    word_t r111, r112, r113, r114, r115, r116, r117, r118;
    word_t r119, r120, r121, r122, r123, r124, r125;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r62) : "l"(&tw_fwd_v_t[(size_t)((bx >> 7) | (threadIdx.x >> 8)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r63), "=r"(r64) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r65), "=r"(r66), "=r"(r67), "=r"(r68) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 2) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r69), "=r"(r70), "=r"(r71), "=r"(r72) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 3) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r73), "=r"(r74), "=r"(r75), "=r"(r76) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 3) + 12])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r77) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 4) | (threadIdx.y & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r78), "=r"(r79) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 5) | ((threadIdx.y & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r80), "=r"(r81), "=r"(r82), "=r"(r83) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 6) | ((threadIdx.y & 15u) << 2)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r84), "=r"(r85), "=r"(r86), "=r"(r87) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r88), "=r"(r89), "=r"(r90), "=r"(r91) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 132])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r92) : "l"(&tw_fwd_v_t[(size_t)((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r93), "=r"(r94) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r95), "=r"(r96), "=r"(r97), "=r"(r98) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r99), "=r"(r100), "=r"(r101), "=r"(r102) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r103), "=r"(r104), "=r"(r105), "=r"(r106) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) + 2052])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r107) : "l"(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r108), "=r"(r109) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 1)) + 8192])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r110), "=r"(r111), "=r"(r112), "=r"(r113) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)) + 16384])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r114), "=r"(r115), "=r"(r116), "=r"(r117) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 32768])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r118), "=r"(r119), "=r"(r120), "=r"(r121) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 32772])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r122) : "l"(&tw_fwd_v_t[(size_t)((bx >> 7) | (threadIdx.x >> 8)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r123), "=r"(r124) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r125) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 4) | (threadIdx.y & 15u)) + 16]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 8192];
    r3 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 12288];
    r4 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 16384];
    r5 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 20480];
    r6 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 24576];
    r7 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 28672];
    r8 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 32768];
    r9 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 36864];
    r10 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 40960];
    r11 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 45056];
    r12 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 49152];
    r13 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 53248];
    r14 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 57344];
    r15 = x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 61440];
    bfly_ct_lazy(r0, r8, r62, 0, m);
    bfly_ct_lazy(r1, r9, r62, 0, m);
    bfly_ct_lazy(r2, r10, r62, 0, m);
    bfly_ct_lazy(r3, r11, r62, 0, m);
    bfly_ct_lazy(r4, r12, r62, 0, m);
    bfly_ct_lazy(r5, r13, r62, 0, m);
    bfly_ct_lazy(r6, r14, r62, 0, m);
    bfly_ct_lazy(r7, r15, r62, 0, m);
    bfly_ct_lazy(r0, r4, r63, 0, m);
    bfly_ct_lazy(r1, r5, r63, 0, m);
    bfly_ct_lazy(r2, r6, r63, 0, m);
    bfly_ct_lazy(r3, r7, r63, 0, m);
    bfly_ct_lazy(r8, r12, r64, 0, m);
    bfly_ct_lazy(r9, r13, r64, 0, m);
    bfly_ct_lazy(r10, r14, r64, 0, m);
    bfly_ct_lazy(r11, r15, r64, 0, m);
    bfly_ct_lazy(r0, r2, r65, 0, m);
    bfly_ct_lazy(r1, r3, r65, 0, m);
    bfly_ct_lazy(r4, r6, r66, 0, m);
    bfly_ct_lazy(r5, r7, r66, 0, m);
    bfly_ct_lazy(r8, r10, r67, 0, m);
    bfly_ct_lazy(r9, r11, r67, 0, m);
    bfly_ct_lazy(r12, r14, r68, 0, m);
    bfly_ct_lazy(r13, r15, r68, 0, m);
    bfly_ct_lazy(r0, r1, r69, 0, m);
    bfly_ct_lazy(r2, r3, r70, 0, m);
    bfly_ct_lazy(r4, r5, r71, 0, m);
    bfly_ct_lazy(r6, r7, r72, 0, m);
    bfly_ct_lazy(r8, r9, r73, 0, m);
    bfly_ct_lazy(r10, r11, r74, 0, m);
    bfly_ct_lazy(r12, r13, r75, 0, m);
    bfly_ct_lazy(r14, r15, r76, 0, m);
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 66u] = r2;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 99u] = r3;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 132u] = r4;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 165u] = r5;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 198u] = r6;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 231u] = r7;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 264u] = r8;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 297u] = r9;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 330u] = r10;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 363u] = r11;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 396u] = r12;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 429u] = r13;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 462u] = r14;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 495u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 1u) << 1) + threadIdx.x) >> 5)) + 2u];
    r2 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r3 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 3u) << 1) + threadIdx.x) >> 5)) + 6u];
    r4 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r5 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 5u) << 1) + threadIdx.x) >> 5)) + 10u];
    r6 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 6u) << 1) + threadIdx.x) >> 5)) + 12u];
    r7 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 7u) << 1) + threadIdx.x) >> 5)) + 14u];
    r8 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r9 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 9u) << 1) + threadIdx.x) >> 5)) + 18u];
    r10 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 10u) << 1) + threadIdx.x) >> 5)) + 20u];
    r11 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 11u) << 1) + threadIdx.x) >> 5)) + 22u];
    r12 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 12u) << 1) + threadIdx.x) >> 5)) + 24u];
    r13 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 13u) << 1) + threadIdx.x) >> 5)) + 26u];
    r14 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 14u) << 1) + threadIdx.x) >> 5)) + 28u];
    r15 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 15u) << 1) + threadIdx.x) >> 5)) + 30u];
    bfly_ct_lazy(r0, r8, r77, 0, m);
    bfly_ct_lazy(r1, r9, r77, 0, m);
    bfly_ct_lazy(r2, r10, r77, 0, m);
    bfly_ct_lazy(r3, r11, r77, 0, m);
    bfly_ct_lazy(r4, r12, r77, 0, m);
    bfly_ct_lazy(r5, r13, r77, 0, m);
    bfly_ct_lazy(r6, r14, r77, 0, m);
    bfly_ct_lazy(r7, r15, r77, 0, m);
    bfly_ct_lazy(r0, r4, r78, 0, m);
    bfly_ct_lazy(r1, r5, r78, 0, m);
    bfly_ct_lazy(r2, r6, r78, 0, m);
    bfly_ct_lazy(r3, r7, r78, 0, m);
    bfly_ct_lazy(r8, r12, r79, 0, m);
    bfly_ct_lazy(r9, r13, r79, 0, m);
    bfly_ct_lazy(r10, r14, r79, 0, m);
    bfly_ct_lazy(r11, r15, r79, 0, m);
    bfly_ct_lazy(r0, r2, r80, 0, m);
    bfly_ct_lazy(r1, r3, r80, 0, m);
    bfly_ct_lazy(r4, r6, r81, 0, m);
    bfly_ct_lazy(r5, r7, r81, 0, m);
    bfly_ct_lazy(r8, r10, r82, 0, m);
    bfly_ct_lazy(r9, r11, r82, 0, m);
    bfly_ct_lazy(r12, r14, r83, 0, m);
    bfly_ct_lazy(r13, r15, r83, 0, m);
    bfly_ct_lazy(r0, r1, r84, 0, m);
    bfly_ct_lazy(r2, r3, r85, 0, m);
    bfly_ct_lazy(r4, r5, r86, 0, m);
    bfly_ct_lazy(r6, r7, r87, 0, m);
    bfly_ct_lazy(r8, r9, r88, 0, m);
    bfly_ct_lazy(r10, r11, r89, 0, m);
    bfly_ct_lazy(r12, r13, r90, 0, m);
    bfly_ct_lazy(r14, r15, r91, 0, m);
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u)))] = r0;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 256] = r1;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 512] = r2;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 768] = r3;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1024] = r4;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1280] = r5;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1536] = r6;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1792] = r7;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2048] = r8;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2304] = r9;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2560] = r10;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2816] = r11;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3072] = r12;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3328] = r13;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3584] = r14;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3840] = r15;
    grid_sync(grid_counter);

    // phase 2: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u))];
    r1 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 16];
    r2 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 32];
    r3 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 48];
    r4 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 64];
    r5 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 80];
    r6 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 96];
    r7 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 112];
    r8 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 128];
    r9 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 144];
    r10 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 160];
    r11 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 176];
    r12 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 192];
    r13 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 208];
    r14 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 224];
    r15 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 240];
    bfly_ct_lazy(r0, r8, r92, 0, m);
    bfly_ct_lazy(r1, r9, r92, 0, m);
    bfly_ct_lazy(r2, r10, r92, 0, m);
    bfly_ct_lazy(r3, r11, r92, 0, m);
    bfly_ct_lazy(r4, r12, r92, 0, m);
    bfly_ct_lazy(r5, r13, r92, 0, m);
    bfly_ct_lazy(r6, r14, r92, 0, m);
    bfly_ct_lazy(r7, r15, r92, 0, m);
    bfly_ct_lazy(r0, r4, r93, 0, m);
    bfly_ct_lazy(r1, r5, r93, 0, m);
    bfly_ct_lazy(r2, r6, r93, 0, m);
    bfly_ct_lazy(r3, r7, r93, 0, m);
    bfly_ct_lazy(r8, r12, r94, 0, m);
    bfly_ct_lazy(r9, r13, r94, 0, m);
    bfly_ct_lazy(r10, r14, r94, 0, m);
    bfly_ct_lazy(r11, r15, r94, 0, m);
    bfly_ct_lazy(r0, r2, r95, 0, m);
    bfly_ct_lazy(r1, r3, r95, 0, m);
    bfly_ct_lazy(r4, r6, r96, 0, m);
    bfly_ct_lazy(r5, r7, r96, 0, m);
    bfly_ct_lazy(r8, r10, r97, 0, m);
    bfly_ct_lazy(r9, r11, r97, 0, m);
    bfly_ct_lazy(r12, r14, r98, 0, m);
    bfly_ct_lazy(r13, r15, r98, 0, m);
    bfly_ct_lazy(r0, r1, r99, 0, m);
    bfly_ct_lazy(r2, r3, r100, 0, m);
    bfly_ct_lazy(r4, r5, r101, 0, m);
    bfly_ct_lazy(r6, r7, r102, 0, m);
    bfly_ct_lazy(r8, r9, r103, 0, m);
    bfly_ct_lazy(r10, r11, r104, 0, m);
    bfly_ct_lazy(r12, r13, r105, 0, m);
    bfly_ct_lazy(r14, r15, r106, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 16u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 33u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 49u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 66u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 82u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 99u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 115u] = r7;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 132u] = r8;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 148u] = r9;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 165u] = r10;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 181u] = r11;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 198u] = r12;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 214u] = r13;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 231u] = r14;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 247u] = r15;
    __syncthreads();

    // phase 3: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 7u];
    r8 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 8u];
    r9 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 9u];
    r10 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 10u];
    r11 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 11u];
    r12 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 12u];
    r13 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 13u];
    r14 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 14u];
    r15 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 15u];
    bfly_ct_lazy(r0, r8, r107, 0, m);
    bfly_ct_lazy(r1, r9, r107, 0, m);
    bfly_ct_lazy(r2, r10, r107, 0, m);
    bfly_ct_lazy(r3, r11, r107, 0, m);
    bfly_ct_lazy(r4, r12, r107, 0, m);
    bfly_ct_lazy(r5, r13, r107, 0, m);
    bfly_ct_lazy(r6, r14, r107, 0, m);
    bfly_ct_lazy(r7, r15, r107, 0, m);
    bfly_ct_lazy(r0, r4, r108, 0, m);
    bfly_ct_lazy(r1, r5, r108, 0, m);
    bfly_ct_lazy(r2, r6, r108, 0, m);
    bfly_ct_lazy(r3, r7, r108, 0, m);
    bfly_ct_lazy(r8, r12, r109, 0, m);
    bfly_ct_lazy(r9, r13, r109, 0, m);
    bfly_ct_lazy(r10, r14, r109, 0, m);
    bfly_ct_lazy(r11, r15, r109, 0, m);
    bfly_ct_lazy(r0, r2, r110, 0, m);
    bfly_ct_lazy(r1, r3, r110, 0, m);
    bfly_ct_lazy(r4, r6, r111, 0, m);
    bfly_ct_lazy(r5, r7, r111, 0, m);
    bfly_ct_lazy(r8, r10, r112, 0, m);
    bfly_ct_lazy(r9, r11, r112, 0, m);
    bfly_ct_lazy(r12, r14, r113, 0, m);
    bfly_ct_lazy(r13, r15, r113, 0, m);
    bfly_ct_lazy(r0, r1, r114, 0, m);
    bfly_ct_lazy(r2, r3, r115, 0, m);
    bfly_ct_lazy(r4, r5, r116, 0, m);
    bfly_ct_lazy(r6, r7, r117, 0, m);
    bfly_ct_lazy(r8, r9, r118, 0, m);
    bfly_ct_lazy(r10, r11, r119, 0, m);
    bfly_ct_lazy(r12, r13, r120, 0, m);
    bfly_ct_lazy(r14, r15, r121, 0, m);
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
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 4]) = make_uint4(r4, r5, r6, r7);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 8]) = make_uint4(r8, r9, r10, r11);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 12]) = make_uint4(r12, r13, r14, r15);
    grid_sync(grid_counter);

    // phase 4: forward kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u)))];
    r1 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 4096];
    r2 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 8192];
    r3 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 12288];
    r4 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 16384];
    r5 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 20480];
    r6 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 24576];
    r7 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 28672];
    r8 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 32768];
    r9 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 36864];
    r10 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 40960];
    r11 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 45056];
    r12 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 49152];
    r13 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 53248];
    r14 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 57344];
    r15 = y[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 61440];
    bfly_ct_lazy(r0, r8, r122, 0, m);
    bfly_ct_lazy(r1, r9, r122, 0, m);
    bfly_ct_lazy(r2, r10, r122, 0, m);
    bfly_ct_lazy(r3, r11, r122, 0, m);
    bfly_ct_lazy(r4, r12, r122, 0, m);
    bfly_ct_lazy(r5, r13, r122, 0, m);
    bfly_ct_lazy(r6, r14, r122, 0, m);
    bfly_ct_lazy(r7, r15, r122, 0, m);
    bfly_ct_lazy(r0, r4, r123, 0, m);
    bfly_ct_lazy(r1, r5, r123, 0, m);
    bfly_ct_lazy(r2, r6, r123, 0, m);
    bfly_ct_lazy(r3, r7, r123, 0, m);
    bfly_ct_lazy(r8, r12, r124, 0, m);
    bfly_ct_lazy(r9, r13, r124, 0, m);
    bfly_ct_lazy(r10, r14, r124, 0, m);
    bfly_ct_lazy(r11, r15, r124, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 2) + 4]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 3) + 8]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 3) + 12]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 66u] = r2;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 99u] = r3;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 132u] = r4;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 165u] = r5;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 198u] = r6;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 231u] = r7;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 264u] = r8;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 297u] = r9;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 330u] = r10;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 363u] = r11;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 396u] = r12;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 429u] = r13;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 462u] = r14;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 495u] = r15;
    __syncthreads();

    // phase 5: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 1u) << 1) + threadIdx.x) >> 5)) + 2u];
    r2 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r3 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 3u) << 1) + threadIdx.x) >> 5)) + 6u];
    r4 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r5 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 5u) << 1) + threadIdx.x) >> 5)) + 10u];
    r6 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 6u) << 1) + threadIdx.x) >> 5)) + 12u];
    r7 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 7u) << 1) + threadIdx.x) >> 5)) + 14u];
    r8 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r9 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 9u) << 1) + threadIdx.x) >> 5)) + 18u];
    r10 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 10u) << 1) + threadIdx.x) >> 5)) + 20u];
    r11 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 11u) << 1) + threadIdx.x) >> 5)) + 22u];
    r12 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 12u) << 1) + threadIdx.x) >> 5)) + 24u];
    r13 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 13u) << 1) + threadIdx.x) >> 5)) + 26u];
    r14 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 14u) << 1) + threadIdx.x) >> 5)) + 28u];
    r15 = smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 15u) << 1) + threadIdx.x) >> 5)) + 30u];
    bfly_ct_lazy(r0, r8, r125, 0, m);
    bfly_ct_lazy(r1, r9, r125, 0, m);
    bfly_ct_lazy(r2, r10, r125, 0, m);
    bfly_ct_lazy(r3, r11, r125, 0, m);
    bfly_ct_lazy(r4, r12, r125, 0, m);
    bfly_ct_lazy(r5, r13, r125, 0, m);
    bfly_ct_lazy(r6, r14, r125, 0, m);
    bfly_ct_lazy(r7, r15, r125, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 5) | ((threadIdx.y & 15u) << 1)) + 32]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 6) | ((threadIdx.y & 15u) << 2)) + 64]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 128]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 132]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u)))] = r0;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 256] = r1;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 512] = r2;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 768] = r3;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1024] = r4;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1280] = r5;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1536] = r6;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1792] = r7;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2048] = r8;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2304] = r9;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2560] = r10;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2816] = r11;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3072] = r12;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3328] = r13;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3584] = r14;
    s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3840] = r15;
    grid_sync(grid_counter);

    // phase 6: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u))];
    r1 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 16];
    r2 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 32];
    r3 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 48];
    r4 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 64];
    r5 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 80];
    r6 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 96];
    r7 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 112];
    r8 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 128];
    r9 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 144];
    r10 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 160];
    r11 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 176];
    r12 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 192];
    r13 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 208];
    r14 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 224];
    r15 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 240];
    r16 = tw_fwd_v_t[(size_t)((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) + 256];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) + 512]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) + 1024]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) + 2048]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) + 2052]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 16u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 33u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 49u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 66u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 82u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 99u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 115u] = r7;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 132u] = r8;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 148u] = r9;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 165u] = r10;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 181u] = r11;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 198u] = r12;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 214u] = r13;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 231u] = r14;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 247u] = r15;
    __syncthreads();

    // phase 7: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 7u];
    r8 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 8u];
    r9 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 9u];
    r10 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 10u];
    r11 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 11u];
    r12 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 12u];
    r13 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 13u];
    r14 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 14u];
    r15 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 15u];
    r16 = tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 4096];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 1)) + 8192]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)) + 16384]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 32768]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 32772]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
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
    *reinterpret_cast<uint4*>(&y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 4]) = make_uint4(r4, r5, r6, r7);
    *reinterpret_cast<uint4*>(&y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 8]) = make_uint4(r8, r9, r10, r11);
    *reinterpret_cast<uint4*>(&y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 12]) = make_uint4(r12, r13, r14, r15);
    grid_sync(grid_counter);

    // phase 8: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4))];
    r16 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4))];
    r0 = mod_mul(r0, r16, m);
    r1 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 1];
    r17 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 1];
    r1 = mod_mul(r1, r17, m);
    r2 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 2];
    r18 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 2];
    r2 = mod_mul(r2, r18, m);
    r3 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 3];
    r19 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 3];
    r3 = mod_mul(r3, r19, m);
    r4 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 4];
    r20 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 4];
    r4 = mod_mul(r4, r20, m);
    r5 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 5];
    r21 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 5];
    r5 = mod_mul(r5, r21, m);
    r6 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 6];
    r22 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 6];
    r6 = mod_mul(r6, r22, m);
    r7 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 7];
    r23 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 7];
    r7 = mod_mul(r7, r23, m);
    r8 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 8];
    r24 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 8];
    r8 = mod_mul(r8, r24, m);
    r9 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 9];
    r25 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 9];
    r9 = mod_mul(r9, r25, m);
    r10 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 10];
    r26 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 10];
    r10 = mod_mul(r10, r26, m);
    r11 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 11];
    r27 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 11];
    r11 = mod_mul(r11, r27, m);
    r12 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 12];
    r28 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 12];
    r12 = mod_mul(r12, r28, m);
    r13 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 13];
    r29 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 13];
    r13 = mod_mul(r13, r29, m);
    r14 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 14];
    r30 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 14];
    r14 = mod_mul(r14, r30, m);
    r15 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 15];
    r31 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + 15];
    r15 = mod_mul(r15, r31, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 32768]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r1, r32, 0, false, m);
    bfly_gs_lazy(r2, r3, r34, 0, false, m);
    bfly_gs_lazy(r4, r5, r36, 0, false, m);
    bfly_gs_lazy(r6, r7, r38, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 32772]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_gs_lazy(r8, r9, r40, 0, false, m);
    bfly_gs_lazy(r10, r11, r42, 0, false, m);
    bfly_gs_lazy(r12, r13, r44, 0, false, m);
    bfly_gs_lazy(r14, r15, r46, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)) + 16384]); r48 = v.x; r50 = v.y; r52 = v.z; r54 = v.w; }
    bfly_gs_lazy(r0, r2, r48, 0, false, m);
    bfly_gs_lazy(r1, r3, r48, 0, false, m);
    bfly_gs_lazy(r4, r6, r50, 0, false, m);
    bfly_gs_lazy(r5, r7, r50, 0, false, m);
    bfly_gs_lazy(r8, r10, r52, 0, false, m);
    bfly_gs_lazy(r9, r11, r52, 0, false, m);
    bfly_gs_lazy(r12, r14, r54, 0, false, m);
    bfly_gs_lazy(r13, r15, r54, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 1)) + 8192]); r56 = v.x; r58 = v.y; }
    bfly_gs_lazy(r0, r4, r56, 0, false, m);
    bfly_gs_lazy(r1, r5, r56, 0, false, m);
    bfly_gs_lazy(r2, r6, r56, 0, false, m);
    bfly_gs_lazy(r3, r7, r56, 0, false, m);
    bfly_gs_lazy(r8, r12, r58, 0, false, m);
    bfly_gs_lazy(r9, r13, r58, 0, false, m);
    bfly_gs_lazy(r10, r14, r58, 0, false, m);
    bfly_gs_lazy(r11, r15, r58, 0, false, m);
    r60 = tw_inv_v_t[(size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 4096];
    bfly_gs_lazy(r0, r8, r60, 0, false, m);
    bfly_gs_lazy(r1, r9, r60, 0, false, m);
    bfly_gs_lazy(r2, r10, r60, 0, false, m);
    bfly_gs_lazy(r3, r11, r60, 0, false, m);
    bfly_gs_lazy(r4, r12, r60, 0, false, m);
    bfly_gs_lazy(r5, r13, r60, 0, false, m);
    bfly_gs_lazy(r6, r14, r60, 0, false, m);
    bfly_gs_lazy(r7, r15, r60, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 7u] = r7;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 8u] = r8;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 9u] = r9;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 10u] = r10;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 11u] = r11;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 12u] = r12;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 13u] = r13;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 14u] = r14;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 4)) >> 5)) + 15u] = r15;
    __syncthreads();

    // phase 9: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 16u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 33u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 49u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 66u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 82u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 99u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 115u];
    r8 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 132u];
    r9 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 148u];
    r10 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 165u];
    r11 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 181u];
    r12 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 198u];
    r13 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 214u];
    r14 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 231u];
    r15 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 8) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 5)) + 247u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) + 2048]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) + 2052]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) + 1024]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) + 512]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) + 256];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u))] = r0;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 16] = r1;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 32] = r2;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 48] = r3;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 64] = r4;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 80] = r5;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 96] = r6;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 112] = r7;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 128] = r8;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 144] = r9;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 160] = r10;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 176] = r11;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 192] = r12;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 208] = r13;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 224] = r14;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 8) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 240] = r15;
    grid_sync(grid_counter);

    // phase 10: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u)))];
    r1 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 256];
    r2 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 512];
    r3 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 768];
    r4 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1024];
    r5 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1280];
    r6 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1536];
    r7 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 1792];
    r8 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2048];
    r9 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2304];
    r10 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2560];
    r11 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 2816];
    r12 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3072];
    r13 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3328];
    r14 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3584];
    r15 = s0[poly + (size_t)((((((bx >> 7) | (threadIdx.x >> 8)) << 8) | ((threadIdx.y & 15u) << 4)) << 8) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 3840];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 128]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 7) | ((threadIdx.y & 15u) << 3)) + 132]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 6) | ((threadIdx.y & 15u) << 2)) + 64]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 5) | ((threadIdx.y & 15u) << 1)) + 32]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx >> 7) | (threadIdx.x >> 8)) << 4) | (threadIdx.y & 15u)) + 16];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 1u) << 1) + threadIdx.x) >> 5)) + 2u] = r1;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r2;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 3u) << 1) + threadIdx.x) >> 5)) + 6u] = r3;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r4;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 5u) << 1) + threadIdx.x) >> 5)) + 10u] = r5;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 6u) << 1) + threadIdx.x) >> 5)) + 12u] = r6;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 7u) << 1) + threadIdx.x) >> 5)) + 14u] = r7;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r8;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 9u) << 1) + threadIdx.x) >> 5)) + 18u] = r9;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 10u) << 1) + threadIdx.x) >> 5)) + 20u] = r10;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 11u) << 1) + threadIdx.x) >> 5)) + 22u] = r11;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 12u) << 1) + threadIdx.x) >> 5)) + 24u] = r12;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 13u) << 1) + threadIdx.x) >> 5)) + 26u] = r13;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 14u) << 1) + threadIdx.x) >> 5)) + 28u] = r14;
    smem[(((((threadIdx.y & 15u) << 4) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 4) | 15u) << 1) + threadIdx.x) >> 5)) + 30u] = r15;
    __syncthreads();

    // phase 11: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 66u];
    r3 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 99u];
    r4 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 132u];
    r5 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 165u];
    r6 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 198u];
    r7 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 231u];
    r8 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 264u];
    r9 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 297u];
    r10 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 330u];
    r11 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 363u];
    r12 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 396u];
    r13 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 429u];
    r14 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 462u];
    r15 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 5)) + 495u];
    r16 = inv_len_v_t[1];
    r18 = inv_len_v_t[0];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 3) + 8]); r20 = v.x; r22 = v.y; r24 = v.z; r26 = v.w; }
    bfly_gs_lazy(r0, r1, r20, 0, false, m);
    bfly_gs_lazy(r2, r3, r22, 0, false, m);
    bfly_gs_lazy(r4, r5, r24, 0, false, m);
    bfly_gs_lazy(r6, r7, r26, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 3) + 12]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    bfly_gs_lazy(r8, r9, r28, 0, false, m);
    bfly_gs_lazy(r10, r11, r30, 0, false, m);
    bfly_gs_lazy(r12, r13, r32, 0, false, m);
    bfly_gs_lazy(r14, r15, r34, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 2) + 4]); r36 = v.x; r38 = v.y; r40 = v.z; r42 = v.w; }
    bfly_gs_lazy(r0, r2, r36, 0, false, m);
    bfly_gs_lazy(r1, r3, r36, 0, false, m);
    bfly_gs_lazy(r4, r6, r38, 0, false, m);
    bfly_gs_lazy(r5, r7, r38, 0, false, m);
    bfly_gs_lazy(r8, r10, r40, 0, false, m);
    bfly_gs_lazy(r9, r11, r40, 0, false, m);
    bfly_gs_lazy(r12, r14, r42, 0, false, m);
    bfly_gs_lazy(r13, r15, r42, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 7) | (threadIdx.x >> 8)) << 1) + 2]); r44 = v.x; r46 = v.y; }
    bfly_gs_lazy(r0, r4, r44, 0, false, m);
    bfly_gs_lazy(r1, r5, r44, 0, false, m);
    bfly_gs_lazy(r2, r6, r44, 0, false, m);
    bfly_gs_lazy(r3, r7, r44, 0, false, m);
    bfly_gs_lazy(r8, r12, r46, 0, false, m);
    bfly_gs_lazy(r9, r13, r46, 0, false, m);
    bfly_gs_lazy(r10, r14, r46, 0, false, m);
    bfly_gs_lazy(r11, r15, r46, 0, false, m);
    bfly_gs_last(r0, r8, r16, 0, r18, 0, m);
    bfly_gs_last(r1, r9, r16, 0, r18, 0, m);
    bfly_gs_last(r2, r10, r16, 0, r18, 0, m);
    bfly_gs_last(r3, r11, r16, 0, r18, 0, m);
    bfly_gs_last(r4, r12, r16, 0, r18, 0, m);
    bfly_gs_last(r5, r13, r16, 0, r18, 0, m);
    bfly_gs_last(r6, r14, r16, 0, r18, 0, m);
    bfly_gs_last(r7, r15, r16, 0, r18, 0, m);
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 8192] = r2;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 12288] = r3;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 16384] = r4;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 20480] = r5;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 24576] = r6;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 28672] = r7;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 32768] = r8;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 36864] = r9;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 40960] = r10;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 45056] = r11;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 49152] = r12;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 53248] = r13;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 57344] = r14;
    x[poly + (size_t)(((((bx >> 7) | (threadIdx.x >> 8)) << 16) | ((threadIdx.y & 15u) << 8)) | (((bx & 127u) << 1) | (threadIdx.x & 255u))) + 61440] = r15;
}

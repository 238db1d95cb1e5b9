// nttgen: ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly.toml --out generated/ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly"
//   transform = "ntt-negacyclic"
//   log_n = 13
//   word = "u32"
//   reduction = "montgomery"
//   radix = 8
//   stage_split = [7, 6]
//   cluster = 8
//   layout = "natural"
//   access = "classic"
//   twiddles = "on-the-fly"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1073692673]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_fwd0: grid_x 8, block 8 x 16, shared 4224 B; mulmods 268288, addmods 57344, butterflies 28672, global bytes 65536 (read 32768, write 32768), table bytes 958464, shuffles 0
//   ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_fwd1: grid_x 16, block 8 x 8, shared 2112 B; mulmods 210944, addmods 49152, butterflies 24576, global bytes 65536 (read 32768, write 32768), table bytes 745472, shuffles 0
//   ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_pw: grid_x 64, block 128 x 1, shared 0 B; mulmods 8192, addmods 0, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 0, shuffles 0
//   ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_inv1: grid_x 16, block 8 x 8, shared 2112 B; mulmods 210944, addmods 49152, butterflies 24576, global bytes 65536 (read 32768, write 32768), table bytes 745472, shuffles 0
//   ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_inv0: grid_x 8, block 8 x 16, shared 4224 B; mulmods 259072, addmods 57344, butterflies 28672, global bytes 65536 (read 32768, write 32768), table bytes 913408, shuffles 0
//   ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_product1: grid_x 16, block 8 x 8, shared 4224 B; mulmods 454656, addmods 147456, butterflies 73728, global bytes 98304 (read 65536, write 32768), table bytes 1490944, shuffles 0
//   ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_fwd_coop: grid_x 16, block 4 x 16, shared 2240 B; mulmods 479232, addmods 106496, butterflies 53248, global bytes 131072 (read 65536, write 65536), table bytes 1703936, shuffles 0
//   ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_inv_coop: grid_x 16, block 4 x 16, shared 2240 B; mulmods 470016, addmods 106496, butterflies 53248, global bytes 131072 (read 65536, write 65536), table bytes 1658880, shuffles 0
//   ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_product_coop: grid_x 16, block 4 x 16, shared 4288 B; mulmods 1250304, addmods 319488, butterflies 159744, global bytes 294912 (read 163840, write 131072), table bytes 4321280, shuffles 0

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



extern "C" __global__ void __launch_bounds__(128) ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_fwd0(
    word_t* __restrict__ x,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_fwd_v_t = powers_fwd_v + (size_t)tower * 13;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34, r36, r38;
    word_t r40, r42, r44, r46, r48, r50, r52, r54;
    word_t r56, r58, r60, r62, r64, r66, r68, r70;
    word_t r72, r74, r76, r78, r80, r82, r84, r86;
    word_t r88, r90, r92, r94, r96, r98, r100, r102;
    word_t r104, r106, r108, r110, r112, r114, r116, r118;
    word_t r120, r122, r124, r126, r128, r130, r132, r134;
    word_t r136, r138, r140, r142, r144, r146, r148, r150;
    word_t r152, r154, r156, r158, r160, r162, r164, r166;
    word_t r168, r170, r172, r174, r176, r178, r180, r182;
    word_t r184, r186, r188, r190, r192, r194, r196, r198;
    word_t r200, r202;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 1024];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 2048];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 3072];
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 4096];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 5120];
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 6144];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 7168];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((1u + ((bx >> 3) | (threadIdx.x >> 6)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 132u] = r1;
    smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 264u] = r2;
    smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 396u] = r3;
    smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 528u] = r4;
    smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 660u] = r5;
    smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 792u] = r6;
    smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 924u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 3) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 33u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 3) + threadIdx.x) >> 5)) + 48u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 66u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 3) + threadIdx.x) >> 5)) + 80u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 99u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 3) + threadIdx.x) >> 5)) + 112u];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 3) + threadIdx.x) >> 5)) + 16u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 33u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 3) + threadIdx.x) >> 5)) + 48u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 66u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 3) + threadIdx.x) >> 5)) + 80u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 99u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 3) + threadIdx.x) >> 5)) + 112u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 3) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 3) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 3) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 3) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 3) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 3) + threadIdx.x) >> 5)) + 56u];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r6, r7, r92, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 192] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 256] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 320] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 384] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 448] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_fwd1(
    word_t* __restrict__ x,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_fwd_v_t = powers_fwd_v + (size_t)tower * 13;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34, r36, r38;
    word_t r40, r42, r44, r46, r48, r50, r52, r54;
    word_t r56, r58, r60, r62, r64, r66, r68, r70;
    word_t r72, r74, r76, r78, r80, r82, r84, r86;
    word_t r88, r90, r92, r94, r96, r98, r100, r102;
    word_t r104, r106, r108, r110, r112, r114, r116, r118;
    word_t r120, r122, r124, r126, r128, r130, r132, r134;
    word_t r136, r138, r140, r142, r144, r146, r148, r150;
    word_t r152, r154, r156, r158, r160, r162, r164, r166;
    word_t r168, r170, r172, r174, r176, r178, r180, r182;
    word_t r184, r186, r188, r190, r192, r194, r196, r198;
    word_t r200, r202;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 8];
    r2 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 16];
    r3 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 24];
    r4 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 32];
    r5 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 40];
    r6 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 48];
    r7 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 56];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 24u] = r3;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 33u] = r4;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 41u] = r5;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 49u] = r6;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 57u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 7u];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 4]) = make_uint4(r4, r5, r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_inv1(
    word_t* __restrict__ x,
    const word_t* __restrict__ powers_inv_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 13;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34, r36, r38;
    word_t r40, r42, r44, r46, r48, r50, r52, r54;
    word_t r56, r58, r60, r62, r64, r66, r68, r70;
    word_t r72, r74, r76, r78, r80, r82, r84, r86;
    word_t r88, r90, r92, r94, r96, r98, r100, r102;
    word_t r104, r106, r108, r110, r112, r114, r116, r118;
    word_t r120, r122, r124, r126, r128, r130, r132, r134;
    word_t r136, r138, r140, r142, r144, r146, r148, r150;
    word_t r152, r154, r156, r158, r160, r162, r164, r166;
    word_t r168, r170, r172, r174, r176, r178, r180, r182;
    word_t r184, r186, r188, r190, r192, r194, r196, r198;
    word_t r200, r202;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 4]); r4 = v.x; r5 = v.y; r6 = v.z; r7 = v.w; }
    r8 = 1u;
    r10 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_gs(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_gs(r6, r7, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_gs(r0, r2, r120, 0, false, false, m);
    bfly_gs(r1, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_gs(r4, r6, r148, 0, false, false, m);
    bfly_gs(r5, r7, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_gs(r0, r4, r176, 0, false, false, m);
    bfly_gs(r1, r5, r176, 0, false, false, m);
    bfly_gs(r2, r6, r176, 0, false, false, m);
    bfly_gs(r3, r7, r176, 0, false, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 24u];
    r4 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 33u];
    r5 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 41u];
    r6 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 49u];
    r7 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 57u];
    r8 = 1u;
    r10 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_gs(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_gs(r6, r7, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_gs(r0, r2, r120, 0, false, false, m);
    bfly_gs(r1, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_gs(r4, r6, r148, 0, false, false, m);
    bfly_gs(r5, r7, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_gs(r0, r4, r176, 0, false, false, m);
    bfly_gs(r1, r5, r176, 0, false, false, m);
    bfly_gs(r2, r6, r176, 0, false, false, m);
    bfly_gs(r3, r7, r176, 0, false, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u))] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 8] = r1;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 16] = r2;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 24] = r3;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 32] = r4;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 40] = r5;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 48] = r6;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 56] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_inv0(
    word_t* __restrict__ x,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 13;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34, r36, r38;
    word_t r40, r42, r44, r46, r48, r50, r52, r54;
    word_t r56, r58, r60, r62, r64, r66, r68, r70;
    word_t r72, r74, r76, r78, r80, r82, r84, r86;
    word_t r88, r90, r92, r94, r96, r98, r100, r102;
    word_t r104, r106, r108, r110, r112, r114, r116, r118;
    word_t r120, r122, r124, r126, r128, r130, r132, r134;
    word_t r136, r138, r140, r142, r144, r146, r148, r150;
    word_t r152, r154, r156, r158, r160, r162, r164, r166;
    word_t r168, r170, r172, r174, r176, r178, r180, r182;
    word_t r184, r186, r188, r190, r192, r194, r196, r198;
    word_t r200, r202;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 192];
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 256];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 320];
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 384];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 448];
    r8 = 1u;
    r10 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_gs(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((64u + ((((bx >> 3) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_gs(r6, r7, r92, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 3) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 3) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 3) + threadIdx.x) >> 5)) + 24u] = r3;
    smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 3) + threadIdx.x) >> 5)) + 40u] = r5;
    smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 3) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 15u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 3) + threadIdx.x) >> 5)) + 56u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 3) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 33u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 3) + threadIdx.x) >> 5)) + 48u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 66u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 3) + threadIdx.x) >> 5)) + 80u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 99u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 3) + threadIdx.x) >> 5)) + 112u];
    r8 = 1u;
    r10 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_gs(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((32u + ((((bx >> 3) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_gs(r6, r7, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_gs(r0, r2, r120, 0, false, false, m);
    bfly_gs(r1, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((16u + ((((bx >> 3) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_gs(r4, r6, r148, 0, false, false, m);
    bfly_gs(r5, r7, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((8u + ((((bx >> 3) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_gs(r0, r4, r176, 0, false, false, m);
    bfly_gs(r1, r5, r176, 0, false, false, m);
    bfly_gs(r2, r6, r176, 0, false, false, m);
    bfly_gs(r3, r7, r176, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 3) + threadIdx.x) >> 5)) + 16u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 33u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 3) + threadIdx.x) >> 5)) + 48u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 66u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 3) + threadIdx.x) >> 5)) + 80u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) >> 5)) + 99u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 3) + threadIdx.x) >> 5)) + 112u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 132u];
    r2 = smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 264u];
    r3 = smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 396u];
    r4 = smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 528u];
    r5 = smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 660u];
    r6 = smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 792u];
    r7 = smem[((((threadIdx.y & 15u) << 3) + threadIdx.x) + ((((threadIdx.y & 15u) << 3) + threadIdx.x) >> 5)) + 924u];
    r8 = inv_len_v_t[1];
    r10 = 1u;
    r12 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r10, r12, 0, m); r10 = (((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) & 1u)) ? p : r10; }
    r14 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r10, r14, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 1) & 1u)) ? p : r10; }
    r16 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r10, r16, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 2) & 1u)) ? p : r10; }
    r18 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r10, r18, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 3) & 1u)) ? p : r10; }
    r20 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r10, r20, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 4) & 1u)) ? p : r10; }
    r22 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r10, r22, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 5) & 1u)) ? p : r10; }
    r24 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r10, r24, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 6) & 1u)) ? p : r10; }
    r26 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r10, r26, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 7) & 1u)) ? p : r10; }
    r28 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r10, r28, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 8) & 1u)) ? p : r10; }
    r30 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r10, r30, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 9) & 1u)) ? p : r10; }
    r32 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r10, r32, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) & 1u)) ? p : r10; }
    r34 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r10, r34, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 11) & 1u)) ? p : r10; }
    r36 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r10, r36, 0, m); r10 = ((((__brev((4u + (((bx >> 3) | (threadIdx.x >> 6)) << 2))) >> 19) >> 12) & 1u)) ? p : r10; }
    bfly_gs(r0, r1, r10, 0, false, false, m);
    r38 = 1u;
    r40 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r38, r40, 0, m); r38 = (((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) & 1u)) ? p : r38; }
    r42 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r38, r42, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r38; }
    r44 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r38, r44, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r38; }
    r46 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r38, r46, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r38; }
    r48 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r38, r48, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r38; }
    r50 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r38, r50, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r38; }
    r52 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r38, r52, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r38; }
    r54 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r38, r54, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r38; }
    r56 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r38, r56, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r38; }
    r58 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r38, r58, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r38; }
    r60 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r38, r60, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r38; }
    r62 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r38, r62, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r38; }
    r64 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r38, r64, 0, m); r38 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r38; }
    bfly_gs(r2, r3, r38, 0, false, false, m);
    r66 = 1u;
    r68 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r66, r68, 0, m); r66 = (((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) & 1u)) ? p : r66; }
    r70 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r66, r70, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r66; }
    r72 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r66, r72, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r66; }
    r74 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r66, r74, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r66; }
    r76 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r66, r76, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r66; }
    r78 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r66, r78, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r66; }
    r80 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r66, r80, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r66; }
    r82 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r66, r82, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r66; }
    r84 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r66, r84, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r66; }
    r86 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r66, r86, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r66; }
    r88 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r66, r88, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r66; }
    r90 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r66, r90, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r66; }
    r92 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r66, r92, 0, m); r66 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r66; }
    bfly_gs(r4, r5, r66, 0, false, false, m);
    r94 = 1u;
    r96 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r94, r96, 0, m); r94 = (((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) & 1u)) ? p : r94; }
    r98 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r94, r98, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r94; }
    r100 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r94, r100, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r94; }
    r102 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r94, r102, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r94; }
    r104 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r94, r104, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r94; }
    r106 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r94, r106, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r94; }
    r108 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r94, r108, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r94; }
    r110 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r94, r110, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r94; }
    r112 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r94, r112, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r94; }
    r114 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r94, r114, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r94; }
    r116 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r94, r116, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r94; }
    r118 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r94, r118, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r94; }
    r120 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r94, r120, 0, m); r94 = ((((__brev((4u + ((((bx >> 3) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r94; }
    bfly_gs(r6, r7, r94, 0, false, false, m);
    r122 = 1u;
    r124 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r122, r124, 0, m); r122 = (((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) & 1u)) ? p : r122; }
    r126 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r122, r126, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 1) & 1u)) ? p : r122; }
    r128 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r122, r128, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 2) & 1u)) ? p : r122; }
    r130 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r122, r130, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 3) & 1u)) ? p : r122; }
    r132 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r122, r132, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 4) & 1u)) ? p : r122; }
    r134 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r122, r134, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 5) & 1u)) ? p : r122; }
    r136 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r122, r136, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 6) & 1u)) ? p : r122; }
    r138 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r122, r138, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 7) & 1u)) ? p : r122; }
    r140 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r122, r140, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 8) & 1u)) ? p : r122; }
    r142 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r122, r142, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 9) & 1u)) ? p : r122; }
    r144 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r122, r144, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 10) & 1u)) ? p : r122; }
    r146 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r122, r146, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) & 1u)) ? p : r122; }
    r148 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r122, r148, 0, m); r122 = ((((__brev((2u + (((bx >> 3) | (threadIdx.x >> 6)) << 1))) >> 19) >> 12) & 1u)) ? p : r122; }
    bfly_gs(r0, r2, r122, 0, false, false, m);
    bfly_gs(r1, r3, r122, 0, false, false, m);
    r150 = 1u;
    r152 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r150, r152, 0, m); r150 = (((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) & 1u)) ? p : r150; }
    r154 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r150, r154, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r150; }
    r156 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r150, r156, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r150; }
    r158 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r150, r158, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r150; }
    r160 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r150, r160, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r150; }
    r162 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r150, r162, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r150; }
    r164 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r150, r164, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r150; }
    r166 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r150, r166, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r150; }
    r168 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r150, r168, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r150; }
    r170 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r150, r170, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r150; }
    r172 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r150, r172, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r150; }
    r174 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r150, r174, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r150; }
    r176 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r150, r176, 0, m); r150 = ((((__brev((2u + ((((bx >> 3) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r150; }
    bfly_gs(r4, r6, r150, 0, false, false, m);
    bfly_gs(r5, r7, r150, 0, false, false, m);
    bfly_gs(r0, r4, r8, 0, true, false, m);
    bfly_gs(r1, r5, r8, 0, true, false, m);
    bfly_gs(r2, r6, r8, 0, true, false, m);
    bfly_gs(r3, r7, r8, 0, true, false, m);
    r178 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r178, 0, m);
    r1 = mod_mul_tw(r1, r178, 0, m);
    r2 = mod_mul_tw(r2, r178, 0, m);
    r3 = mod_mul_tw(r3, r178, 0, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 3072] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 4096] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 5120] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 6144] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 7u) << 3) | (threadIdx.x & 63u))) + 7168] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_product1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ powers_fwd_v,
    const word_t* __restrict__ powers_inv_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_fwd_v_t = powers_fwd_v + (size_t)tower * 13;
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 13;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    word_t r48, r50, r52, r54, r56, r58, r60, r62;
    word_t r64, r66, r68, r70, r72, r74, r76, r78;
    word_t r80, r82, r84, r86, r88, r90, r92, r94;
    word_t r96, r98, r100, r102, r104, r106, r108, r110;
    word_t r112, r114, r116, r118, r120, r122, r124, r126;
    word_t r128, r130, r132, r134, r136, r138, r140, r142;
    word_t r144, r146, r148, r150, r152, r154, r156, r158;
    word_t r160, r162, r164, r166, r168, r170, r172, r174;
    word_t r176, r178, r180, r182, r184, r186, r188, r190;
    word_t r192, r194, r196, r198, r200, r202, r204, r206;
    word_t r208, r210, r212, r214, r216, r218, r220, r222;
    word_t r224, r226, r228, r230, r232, r234, r236, r238;
    word_t r240, r242, r244, r246, r248, r250, r252, r254;
    word_t r256, r258, r260, r262, r264, r266, r268, r270;
    word_t r272, r274, r276, r278, r280, r282, r284, r286;
    word_t r288, r290, r292, r294, r296, r298, r300, r302;
    word_t r304, r306, r308, r310, r312, r314, r316, r318;
    word_t r320, r322, r324, r326, r328, r330, r332, r334;
    word_t r336, r338, r340, r342, r344, r346, r348, r350;
    word_t r352, r354, r356, r358, r360, r362, r364, r366;
    word_t r368, r370, r372, r374, r376, r378, r380, r382;
    word_t r384, r386, r388, r390, r392, r394, r396, r398;
    word_t r400, r402, r404, r406;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 8];
    r2 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 16];
    r3 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 24];
    r4 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 32];
    r5 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 40];
    r6 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 48];
    r7 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 56];
    r8 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u))];
    r9 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 8];
    r10 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 16];
    r11 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 24];
    r12 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 32];
    r13 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 40];
    r14 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 48];
    r15 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 56];
    r16 = 1u;
    r18 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r16, r18, 0, m); r16 = (((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) & 1u)) ? p : r16; }
    r20 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r16, r20, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 1) & 1u)) ? p : r16; }
    r22 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r16, r22, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 2) & 1u)) ? p : r16; }
    r24 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r16, r24, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 3) & 1u)) ? p : r16; }
    r26 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r16, r26, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 4) & 1u)) ? p : r16; }
    r28 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r16, r28, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 5) & 1u)) ? p : r16; }
    r30 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r16, r30, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 6) & 1u)) ? p : r16; }
    r32 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r16, r32, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 7) & 1u)) ? p : r16; }
    r34 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r16, r34, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 8) & 1u)) ? p : r16; }
    r36 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r16, r36, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 9) & 1u)) ? p : r16; }
    r38 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r16, r38, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 10) & 1u)) ? p : r16; }
    r40 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r16, r40, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 11) & 1u)) ? p : r16; }
    r42 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r16, r42, 0, m); r16 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 12) & 1u)) ? p : r16; }
    bfly_ct(r0, r4, r16, 0, false, false, m);
    bfly_ct(r1, r5, r16, 0, false, false, m);
    bfly_ct(r2, r6, r16, 0, false, false, m);
    bfly_ct(r3, r7, r16, 0, false, false, m);
    r44 = 1u;
    r46 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r44, r46, 0, m); r44 = (((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) & 1u)) ? p : r44; }
    r48 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r44, r48, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 1) & 1u)) ? p : r44; }
    r50 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r44, r50, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 2) & 1u)) ? p : r44; }
    r52 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r44, r52, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 3) & 1u)) ? p : r44; }
    r54 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r44, r54, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 4) & 1u)) ? p : r44; }
    r56 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r44, r56, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 5) & 1u)) ? p : r44; }
    r58 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r44, r58, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 6) & 1u)) ? p : r44; }
    r60 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r44, r60, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 7) & 1u)) ? p : r44; }
    r62 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r44, r62, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 8) & 1u)) ? p : r44; }
    r64 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r44, r64, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 9) & 1u)) ? p : r44; }
    r66 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r44, r66, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 10) & 1u)) ? p : r44; }
    r68 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r44, r68, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 11) & 1u)) ? p : r44; }
    r70 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r44, r70, 0, m); r44 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 12) & 1u)) ? p : r44; }
    bfly_ct(r0, r2, r44, 0, false, false, m);
    bfly_ct(r1, r3, r44, 0, false, false, m);
    r72 = 1u;
    r74 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r72, r74, 0, m); r72 = (((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) & 1u)) ? p : r72; }
    r76 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r72, r76, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r72; }
    r78 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r72, r78, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r72; }
    r80 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r72, r80, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r72; }
    r82 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r72, r82, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r72; }
    r84 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r72, r84, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r72; }
    r86 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r72, r86, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r72; }
    r88 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r72, r88, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r72; }
    r90 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r72, r90, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r72; }
    r92 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r72, r92, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r72; }
    r94 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r72, r94, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r72; }
    r96 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r72, r96, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r72; }
    r98 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r72, r98, 0, m); r72 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r72; }
    bfly_ct(r4, r6, r72, 0, false, false, m);
    bfly_ct(r5, r7, r72, 0, false, false, m);
    r100 = 1u;
    r102 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r100, r102, 0, m); r100 = (((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) & 1u)) ? p : r100; }
    r104 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r100, r104, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 1) & 1u)) ? p : r100; }
    r106 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r100, r106, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 2) & 1u)) ? p : r100; }
    r108 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r100, r108, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 3) & 1u)) ? p : r100; }
    r110 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r100, r110, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 4) & 1u)) ? p : r100; }
    r112 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r100, r112, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 5) & 1u)) ? p : r100; }
    r114 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r100, r114, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 6) & 1u)) ? p : r100; }
    r116 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r100, r116, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 7) & 1u)) ? p : r100; }
    r118 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r100, r118, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 8) & 1u)) ? p : r100; }
    r120 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r100, r120, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 9) & 1u)) ? p : r100; }
    r122 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r100, r122, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 10) & 1u)) ? p : r100; }
    r124 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r100, r124, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 11) & 1u)) ? p : r100; }
    r126 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r100, r126, 0, m); r100 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 12) & 1u)) ? p : r100; }
    bfly_ct(r0, r1, r100, 0, false, false, m);
    r128 = 1u;
    r130 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r128, r130, 0, m); r128 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) & 1u)) ? p : r128; }
    r132 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r128, r132, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r128; }
    r134 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r128, r134, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r128; }
    r136 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r128, r136, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r128; }
    r138 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r128, r138, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r128; }
    r140 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r128, r140, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r128; }
    r142 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r128, r142, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r128; }
    r144 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r128, r144, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r128; }
    r146 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r128, r146, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r128; }
    r148 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r128, r148, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r128; }
    r150 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r128, r150, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r128; }
    r152 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r128, r152, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r128; }
    r154 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r128, r154, 0, m); r128 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r128; }
    bfly_ct(r2, r3, r128, 0, false, false, m);
    r156 = 1u;
    r158 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r156, r158, 0, m); r156 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) & 1u)) ? p : r156; }
    r160 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r156, r160, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r156; }
    r162 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r156, r162, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r156; }
    r164 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r156, r164, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r156; }
    r166 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r156, r166, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r156; }
    r168 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r156, r168, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r156; }
    r170 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r156, r170, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r156; }
    r172 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r156, r172, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r156; }
    r174 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r156, r174, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r156; }
    r176 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r156, r176, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r156; }
    r178 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r156, r178, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r156; }
    r180 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r156, r180, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r156; }
    r182 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r156, r182, 0, m); r156 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r156; }
    bfly_ct(r4, r5, r156, 0, false, false, m);
    r184 = 1u;
    r186 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r184, r186, 0, m); r184 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) & 1u)) ? p : r184; }
    r188 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r184, r188, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r184; }
    r190 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r184, r190, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r184; }
    r192 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r184, r192, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r184; }
    r194 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r184, r194, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r184; }
    r196 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r184, r196, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r184; }
    r198 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r184, r198, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r184; }
    r200 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r184, r200, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r184; }
    r202 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r184, r202, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r184; }
    r204 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r184, r204, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r184; }
    r206 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r184, r206, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r184; }
    r208 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r184, r208, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r184; }
    r210 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r184, r210, 0, m); r184 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r184; }
    bfly_ct(r6, r7, r184, 0, false, false, m);
    bfly_ct(r8, r12, r16, 0, false, false, m);
    bfly_ct(r9, r13, r16, 0, false, false, m);
    bfly_ct(r10, r14, r16, 0, false, false, m);
    bfly_ct(r11, r15, r16, 0, false, false, m);
    bfly_ct(r8, r10, r44, 0, false, false, m);
    bfly_ct(r9, r11, r44, 0, false, false, m);
    bfly_ct(r12, r14, r72, 0, false, false, m);
    bfly_ct(r13, r15, r72, 0, false, false, m);
    bfly_ct(r8, r9, r100, 0, false, false, m);
    bfly_ct(r10, r11, r128, 0, false, false, m);
    bfly_ct(r12, r13, r156, 0, false, false, m);
    bfly_ct(r14, r15, r184, 0, false, false, m);
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 24u] = r3;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 33u] = r4;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 41u] = r5;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 49u] = r6;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 57u] = r7;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 528u] = r8;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 536u] = r9;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 544u] = r10;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 552u] = r11;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 561u] = r12;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 569u] = r13;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 577u] = r14;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 585u] = r15;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 7u];
    r8 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 528u];
    r9 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 529u];
    r10 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 530u];
    r11 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 531u];
    r12 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 532u];
    r13 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 533u];
    r14 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 534u];
    r15 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 535u];
    r16 = 1u;
    r18 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r16, r18, 0, m); r16 = (((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) & 1u)) ? p : r16; }
    r20 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r16, r20, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 1) & 1u)) ? p : r16; }
    r22 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r16, r22, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 2) & 1u)) ? p : r16; }
    r24 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r16, r24, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 3) & 1u)) ? p : r16; }
    r26 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r16, r26, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 4) & 1u)) ? p : r16; }
    r28 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r16, r28, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 5) & 1u)) ? p : r16; }
    r30 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r16, r30, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 6) & 1u)) ? p : r16; }
    r32 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r16, r32, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 7) & 1u)) ? p : r16; }
    r34 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r16, r34, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 8) & 1u)) ? p : r16; }
    r36 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r16, r36, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 9) & 1u)) ? p : r16; }
    r38 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r16, r38, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 10) & 1u)) ? p : r16; }
    r40 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r16, r40, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 11) & 1u)) ? p : r16; }
    r42 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r16, r42, 0, m); r16 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 12) & 1u)) ? p : r16; }
    bfly_ct(r0, r4, r16, 0, false, false, m);
    bfly_ct(r1, r5, r16, 0, false, false, m);
    bfly_ct(r2, r6, r16, 0, false, false, m);
    bfly_ct(r3, r7, r16, 0, false, false, m);
    r44 = 1u;
    r46 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r44, r46, 0, m); r44 = (((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) & 1u)) ? p : r44; }
    r48 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r44, r48, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r44; }
    r50 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r44, r50, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r44; }
    r52 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r44, r52, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r44; }
    r54 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r44, r54, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r44; }
    r56 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r44, r56, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r44; }
    r58 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r44, r58, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r44; }
    r60 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r44, r60, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r44; }
    r62 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r44, r62, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r44; }
    r64 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r44, r64, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r44; }
    r66 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r44, r66, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r44; }
    r68 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r44, r68, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r44; }
    r70 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r44, r70, 0, m); r44 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r44; }
    bfly_ct(r0, r2, r44, 0, false, false, m);
    bfly_ct(r1, r3, r44, 0, false, false, m);
    r72 = 1u;
    r74 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r72, r74, 0, m); r72 = (((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r72; }
    r76 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r72, r76, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r72; }
    r78 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r72, r78, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r72; }
    r80 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r72, r80, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r72; }
    r82 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r72, r82, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r72; }
    r84 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r72, r84, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r72; }
    r86 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r72, r86, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r72; }
    r88 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r72, r88, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r72; }
    r90 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r72, r90, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r72; }
    r92 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r72, r92, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r72; }
    r94 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r72, r94, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r72; }
    r96 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r72, r96, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r72; }
    r98 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r72, r98, 0, m); r72 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r72; }
    bfly_ct(r4, r6, r72, 0, false, false, m);
    bfly_ct(r5, r7, r72, 0, false, false, m);
    r100 = 1u;
    r102 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r100, r102, 0, m); r100 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) & 1u)) ? p : r100; }
    r104 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r100, r104, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r100; }
    r106 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r100, r106, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r100; }
    r108 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r100, r108, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r100; }
    r110 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r100, r110, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r100; }
    r112 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r100, r112, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r100; }
    r114 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r100, r114, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r100; }
    r116 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r100, r116, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r100; }
    r118 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r100, r118, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r100; }
    r120 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r100, r120, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r100; }
    r122 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r100, r122, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r100; }
    r124 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r100, r124, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r100; }
    r126 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r100, r126, 0, m); r100 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r100; }
    bfly_ct(r0, r1, r100, 0, false, false, m);
    r128 = 1u;
    r130 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r128, r130, 0, m); r128 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r128; }
    r132 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r128, r132, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r128; }
    r134 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r128, r134, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r128; }
    r136 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r128, r136, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r128; }
    r138 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r128, r138, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r128; }
    r140 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r128, r140, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r128; }
    r142 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r128, r142, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r128; }
    r144 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r128, r144, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r128; }
    r146 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r128, r146, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r128; }
    r148 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r128, r148, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r128; }
    r150 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r128, r150, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r128; }
    r152 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r128, r152, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r128; }
    r154 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r128, r154, 0, m); r128 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r128; }
    bfly_ct(r2, r3, r128, 0, false, false, m);
    r156 = 1u;
    r158 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r156, r158, 0, m); r156 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r156; }
    r160 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r156, r160, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r156; }
    r162 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r156, r162, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r156; }
    r164 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r156, r164, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r156; }
    r166 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r156, r166, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r156; }
    r168 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r156, r168, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r156; }
    r170 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r156, r170, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r156; }
    r172 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r156, r172, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r156; }
    r174 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r156, r174, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r156; }
    r176 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r156, r176, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r156; }
    r178 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r156, r178, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r156; }
    r180 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r156, r180, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r156; }
    r182 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r156, r182, 0, m); r156 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r156; }
    bfly_ct(r4, r5, r156, 0, false, false, m);
    r184 = 1u;
    r186 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r184, r186, 0, m); r184 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r184; }
    r188 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r184, r188, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r184; }
    r190 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r184, r190, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r184; }
    r192 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r184, r192, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r184; }
    r194 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r184, r194, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r184; }
    r196 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r184, r196, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r184; }
    r198 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r184, r198, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r184; }
    r200 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r184, r200, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r184; }
    r202 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r184, r202, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r184; }
    r204 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r184, r204, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r184; }
    r206 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r184, r206, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r184; }
    r208 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r184, r208, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r184; }
    r210 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r184, r210, 0, m); r184 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r184; }
    bfly_ct(r6, r7, r184, 0, false, false, m);
    bfly_ct(r8, r12, r16, 0, false, false, m);
    bfly_ct(r9, r13, r16, 0, false, false, m);
    bfly_ct(r10, r14, r16, 0, false, false, m);
    bfly_ct(r11, r15, r16, 0, false, false, m);
    bfly_ct(r8, r10, r44, 0, false, false, m);
    bfly_ct(r9, r11, r44, 0, false, false, m);
    bfly_ct(r12, r14, r72, 0, false, false, m);
    bfly_ct(r13, r15, r72, 0, false, false, m);
    bfly_ct(r8, r9, r100, 0, false, false, m);
    bfly_ct(r10, r11, r128, 0, false, false, m);
    bfly_ct(r12, r13, r156, 0, false, false, m);
    bfly_ct(r14, r15, r184, 0, false, false, m);
    r0 = mod_mul(r0, r8, m);
    r1 = mod_mul(r1, r9, m);
    r2 = mod_mul(r2, r10, m);
    r3 = mod_mul(r3, r11, m);
    r4 = mod_mul(r4, r12, m);
    r5 = mod_mul(r5, r13, m);
    r6 = mod_mul(r6, r14, m);
    r7 = mod_mul(r7, r15, m);
    r212 = 1u;
    r214 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r212, r214, 0, m); r212 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) & 1u)) ? p : r212; }
    r216 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r212, r216, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r212; }
    r218 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r212, r218, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r212; }
    r220 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r212, r220, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r212; }
    r222 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r212, r222, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r212; }
    r224 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r212, r224, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r212; }
    r226 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r212, r226, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r212; }
    r228 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r212, r228, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r212; }
    r230 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r212, r230, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r212; }
    r232 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r212, r232, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r212; }
    r234 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r212, r234, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r212; }
    r236 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r212, r236, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r212; }
    r238 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r212, r238, 0, m); r212 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r212; }
    bfly_gs(r0, r1, r212, 0, false, false, m);
    r240 = 1u;
    r242 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r240, r242, 0, m); r240 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r240; }
    r244 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r240, r244, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r240; }
    r246 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r240, r246, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r240; }
    r248 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r240, r248, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r240; }
    r250 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r240, r250, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r240; }
    r252 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r240, r252, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r240; }
    r254 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r240, r254, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r240; }
    r256 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r240, r256, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r240; }
    r258 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r240, r258, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r240; }
    r260 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r240, r260, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r240; }
    r262 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r240, r262, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r240; }
    r264 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r240, r264, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r240; }
    r266 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r240, r266, 0, m); r240 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r240; }
    bfly_gs(r2, r3, r240, 0, false, false, m);
    r268 = 1u;
    r270 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r268, r270, 0, m); r268 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r268; }
    r272 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r268, r272, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r268; }
    r274 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r268, r274, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r268; }
    r276 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r268, r276, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r268; }
    r278 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r268, r278, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r268; }
    r280 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r268, r280, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r268; }
    r282 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r268, r282, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r268; }
    r284 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r268, r284, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r268; }
    r286 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r268, r286, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r268; }
    r288 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r268, r288, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r268; }
    r290 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r268, r290, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r268; }
    r292 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r268, r292, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r268; }
    r294 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r268, r294, 0, m); r268 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r268; }
    bfly_gs(r4, r5, r268, 0, false, false, m);
    r296 = 1u;
    r298 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r296, r298, 0, m); r296 = (((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r296; }
    r300 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r296, r300, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r296; }
    r302 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r296, r302, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r296; }
    r304 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r296, r304, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r296; }
    r306 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r296, r306, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r296; }
    r308 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r296, r308, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r296; }
    r310 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r296, r310, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r296; }
    r312 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r296, r312, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r296; }
    r314 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r296, r314, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r296; }
    r316 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r296, r316, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r296; }
    r318 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r296, r318, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r296; }
    r320 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r296, r320, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r296; }
    r322 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r296, r322, 0, m); r296 = ((((__brev((4096u + ((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r296; }
    bfly_gs(r6, r7, r296, 0, false, false, m);
    r324 = 1u;
    r326 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r324, r326, 0, m); r324 = (((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) & 1u)) ? p : r324; }
    r328 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r324, r328, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r324; }
    r330 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r324, r330, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r324; }
    r332 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r324, r332, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r324; }
    r334 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r324, r334, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r324; }
    r336 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r324, r336, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r324; }
    r338 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r324, r338, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r324; }
    r340 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r324, r340, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r324; }
    r342 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r324, r342, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r324; }
    r344 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r324, r344, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r324; }
    r346 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r324, r346, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r324; }
    r348 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r324, r348, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r324; }
    r350 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r324, r350, 0, m); r324 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r324; }
    bfly_gs(r0, r2, r324, 0, false, false, m);
    bfly_gs(r1, r3, r324, 0, false, false, m);
    r352 = 1u;
    r354 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r352, r354, 0, m); r352 = (((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r352; }
    r356 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r352, r356, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r352; }
    r358 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r352, r358, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r352; }
    r360 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r352, r360, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r352; }
    r362 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r352, r362, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r352; }
    r364 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r352, r364, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r352; }
    r366 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r352, r366, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r352; }
    r368 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r352, r368, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r352; }
    r370 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r352, r370, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r352; }
    r372 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r352, r372, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r352; }
    r374 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r352, r374, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r352; }
    r376 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r352, r376, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r352; }
    r378 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r352, r378, 0, m); r352 = ((((__brev((2048u + ((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r352; }
    bfly_gs(r4, r6, r352, 0, false, false, m);
    bfly_gs(r5, r7, r352, 0, false, false, m);
    r380 = 1u;
    r382 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r380, r382, 0, m); r380 = (((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) & 1u)) ? p : r380; }
    r384 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r380, r384, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 1) & 1u)) ? p : r380; }
    r386 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r380, r386, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 2) & 1u)) ? p : r380; }
    r388 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r380, r388, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 3) & 1u)) ? p : r380; }
    r390 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r380, r390, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 4) & 1u)) ? p : r380; }
    r392 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r380, r392, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 5) & 1u)) ? p : r380; }
    r394 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r380, r394, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 6) & 1u)) ? p : r380; }
    r396 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r380, r396, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 7) & 1u)) ? p : r380; }
    r398 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r380, r398, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 8) & 1u)) ? p : r380; }
    r400 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r380, r400, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 9) & 1u)) ? p : r380; }
    r402 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r380, r402, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 10) & 1u)) ? p : r380; }
    r404 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r380, r404, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 11) & 1u)) ? p : r380; }
    r406 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r380, r406, 0, m); r380 = ((((__brev((1024u + ((((bx << 3) | threadIdx.y) << 3) | (threadIdx.x & 7u)))) >> 19) >> 12) & 1u)) ? p : r380; }
    bfly_gs(r0, r4, r380, 0, false, false, m);
    bfly_gs(r1, r5, r380, 0, false, false, m);
    bfly_gs(r2, r6, r380, 0, false, false, m);
    bfly_gs(r3, r7, r380, 0, false, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 5)) + 7u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 24u];
    r4 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 33u];
    r5 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 41u];
    r6 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 49u];
    r7 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 5)) + 57u];
    r16 = 1u;
    r18 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r16, r18, 0, m); r16 = (((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) & 1u)) ? p : r16; }
    r20 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r16, r20, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 1) & 1u)) ? p : r16; }
    r22 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r16, r22, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 2) & 1u)) ? p : r16; }
    r24 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r16, r24, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 3) & 1u)) ? p : r16; }
    r26 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r16, r26, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 4) & 1u)) ? p : r16; }
    r28 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r16, r28, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 5) & 1u)) ? p : r16; }
    r30 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r16, r30, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 6) & 1u)) ? p : r16; }
    r32 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r16, r32, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 7) & 1u)) ? p : r16; }
    r34 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r16, r34, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 8) & 1u)) ? p : r16; }
    r36 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r16, r36, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 9) & 1u)) ? p : r16; }
    r38 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r16, r38, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 10) & 1u)) ? p : r16; }
    r40 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r16, r40, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 11) & 1u)) ? p : r16; }
    r42 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r16, r42, 0, m); r16 = ((((__brev((512u + (((bx << 3) | threadIdx.y) << 2))) >> 19) >> 12) & 1u)) ? p : r16; }
    bfly_gs(r0, r1, r16, 0, false, false, m);
    r44 = 1u;
    r46 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r44, r46, 0, m); r44 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) & 1u)) ? p : r44; }
    r48 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r44, r48, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r44; }
    r50 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r44, r50, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r44; }
    r52 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r44, r52, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r44; }
    r54 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r44, r54, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r44; }
    r56 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r44, r56, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r44; }
    r58 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r44, r58, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r44; }
    r60 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r44, r60, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r44; }
    r62 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r44, r62, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r44; }
    r64 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r44, r64, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r44; }
    r66 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r44, r66, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r44; }
    r68 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r44, r68, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r44; }
    r70 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r44, r70, 0, m); r44 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r44; }
    bfly_gs(r2, r3, r44, 0, false, false, m);
    r72 = 1u;
    r74 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r72, r74, 0, m); r72 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) & 1u)) ? p : r72; }
    r76 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r72, r76, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r72; }
    r78 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r72, r78, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r72; }
    r80 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r72, r80, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r72; }
    r82 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r72, r82, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r72; }
    r84 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r72, r84, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r72; }
    r86 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r72, r86, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r72; }
    r88 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r72, r88, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r72; }
    r90 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r72, r90, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r72; }
    r92 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r72, r92, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r72; }
    r94 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r72, r94, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r72; }
    r96 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r72, r96, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r72; }
    r98 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r72, r98, 0, m); r72 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r72; }
    bfly_gs(r4, r5, r72, 0, false, false, m);
    r100 = 1u;
    r102 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r100, r102, 0, m); r100 = (((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) & 1u)) ? p : r100; }
    r104 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r100, r104, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r100; }
    r106 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r100, r106, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r100; }
    r108 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r100, r108, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r100; }
    r110 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r100, r110, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r100; }
    r112 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r100, r112, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r100; }
    r114 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r100, r114, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r100; }
    r116 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r100, r116, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r100; }
    r118 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r100, r118, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r100; }
    r120 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r100, r120, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r100; }
    r122 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r100, r122, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r100; }
    r124 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r100, r124, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r100; }
    r126 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r100, r126, 0, m); r100 = ((((__brev((512u + ((((bx << 3) | threadIdx.y) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r100; }
    bfly_gs(r6, r7, r100, 0, false, false, m);
    r128 = 1u;
    r130 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r128, r130, 0, m); r128 = (((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) & 1u)) ? p : r128; }
    r132 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r128, r132, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 1) & 1u)) ? p : r128; }
    r134 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r128, r134, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 2) & 1u)) ? p : r128; }
    r136 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r128, r136, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 3) & 1u)) ? p : r128; }
    r138 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r128, r138, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 4) & 1u)) ? p : r128; }
    r140 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r128, r140, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 5) & 1u)) ? p : r128; }
    r142 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r128, r142, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 6) & 1u)) ? p : r128; }
    r144 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r128, r144, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 7) & 1u)) ? p : r128; }
    r146 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r128, r146, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 8) & 1u)) ? p : r128; }
    r148 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r128, r148, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 9) & 1u)) ? p : r128; }
    r150 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r128, r150, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 10) & 1u)) ? p : r128; }
    r152 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r128, r152, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 11) & 1u)) ? p : r128; }
    r154 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r128, r154, 0, m); r128 = ((((__brev((256u + (((bx << 3) | threadIdx.y) << 1))) >> 19) >> 12) & 1u)) ? p : r128; }
    bfly_gs(r0, r2, r128, 0, false, false, m);
    bfly_gs(r1, r3, r128, 0, false, false, m);
    r156 = 1u;
    r158 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r156, r158, 0, m); r156 = (((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) & 1u)) ? p : r156; }
    r160 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r156, r160, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r156; }
    r162 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r156, r162, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r156; }
    r164 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r156, r164, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r156; }
    r166 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r156, r166, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r156; }
    r168 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r156, r168, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r156; }
    r170 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r156, r170, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r156; }
    r172 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r156, r172, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r156; }
    r174 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r156, r174, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r156; }
    r176 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r156, r176, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r156; }
    r178 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r156, r178, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r156; }
    r180 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r156, r180, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r156; }
    r182 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r156, r182, 0, m); r156 = ((((__brev((256u + ((((bx << 3) | threadIdx.y) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r156; }
    bfly_gs(r4, r6, r156, 0, false, false, m);
    bfly_gs(r5, r7, r156, 0, false, false, m);
    r184 = 1u;
    r186 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r184, r186, 0, m); r184 = (((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) & 1u)) ? p : r184; }
    r188 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r184, r188, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 1) & 1u)) ? p : r184; }
    r190 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r184, r190, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 2) & 1u)) ? p : r184; }
    r192 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r184, r192, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 3) & 1u)) ? p : r184; }
    r194 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r184, r194, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 4) & 1u)) ? p : r184; }
    r196 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r184, r196, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 5) & 1u)) ? p : r184; }
    r198 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r184, r198, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 6) & 1u)) ? p : r184; }
    r200 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r184, r200, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 7) & 1u)) ? p : r184; }
    r202 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r184, r202, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 8) & 1u)) ? p : r184; }
    r204 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r184, r204, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 9) & 1u)) ? p : r184; }
    r206 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r184, r206, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 10) & 1u)) ? p : r184; }
    r208 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r184, r208, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 11) & 1u)) ? p : r184; }
    r210 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r184, r210, 0, m); r184 = ((((__brev((128u + ((bx << 3) | threadIdx.y))) >> 19) >> 12) & 1u)) ? p : r184; }
    bfly_gs(r0, r4, r184, 0, false, false, m);
    bfly_gs(r1, r5, r184, 0, false, false, m);
    bfly_gs(r2, r6, r184, 0, false, false, m);
    bfly_gs(r3, r7, r184, 0, false, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u))] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 8] = r1;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 16] = r2;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 24] = r3;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 32] = r4;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 40] = r5;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 48] = r6;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 56] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ powers_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_fwd_v_t = powers_fwd_v + (size_t)tower * 13;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34, r36, r38;
    word_t r40, r42, r44, r46, r48, r50, r52, r54;
    word_t r56, r58, r60, r62, r64, r66, r68, r70;
    word_t r72, r74, r76, r78, r80, r82, r84, r86;
    word_t r88, r90, r92, r94, r96, r98, r100, r102;
    word_t r104, r106, r108, r110, r112, r114, r116, r118;
    word_t r120, r122, r124, r126, r128, r130, r132, r134;
    word_t r136, r138, r140, r142, r144, r146, r148, r150;
    word_t r152, r154, r156, r158, r160, r162, r164, r166;
    word_t r168, r170, r172, r174, r176, r178, r180, r182;
    word_t r184, r186, r188, r190, r192, r194, r196, r198;
    word_t r200, r202, r204, r205, r206, r207, r208, r209;
    word_t r210, r211, r212, r213, r214, r215, r216, r217;
    word_t r218, r219, r220, r221, r222, r223, r224, r225;
    word_t r226, r227, r228, r229, r230, r231, r232, r233;
    word_t r234, r235, r236, r237, r238, r239, r240, r241;
    word_t r242, r243, r244, r245, r246, r247, r248, r249;
    word_t r250, r251, r252, r253, r254, r255, r256, r257;
    word_t r258, r259, r260, r261, r262, r263, r264, r265;
    word_t r266, r267;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r204) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r205) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r206) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r207) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r208) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r209) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r210) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r211) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r212) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r213) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r214) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r215) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r216) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r217) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r218) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r219) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r220) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r221) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r222) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r223) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r224) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r225) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r226) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r227) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r228) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r229) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r230) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r231) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r232) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r233) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r234) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r235) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r236) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r237) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r238) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r239) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r240) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r241) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r242) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r243) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r244) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r245) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r246) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r247) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r248) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r249) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r250) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r251) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r252) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r253) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r254) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r255) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r256) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r257) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r258) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r259) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r260) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r261) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r262) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r263) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r264) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r265) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r266) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r267) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r146) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r150) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r152) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r154) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r156) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r158) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r160) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r162) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r164) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r166) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r168) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r170) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r172) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r174) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r178) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r180) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r182) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r184) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r186) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r188) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r190) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r192) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r194) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r196) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r198) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r200) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r202) : "l"(&powers_fwd_v_t[12]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 5120];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 7168];
    r8 = 1u;
    { const word_t p = mod_mul_tw(r8, r204, 0, m); r8 = (((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r205, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 1) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r206, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 2) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r207, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 3) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r208, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 4) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r209, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 5) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r210, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 6) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r211, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 7) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r212, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 8) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r213, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 9) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r214, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 10) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r215, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 11) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r216, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    { const word_t p = mod_mul_tw(r36, r217, 0, m); r36 = (((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r218, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 1) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r219, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 2) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r220, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 3) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r221, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 4) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r222, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 5) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r223, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 6) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r224, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 7) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r225, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 8) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r226, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 9) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r227, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 10) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r228, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r229, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    { const word_t p = mod_mul_tw(r64, r230, 0, m); r64 = (((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r231, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r232, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r233, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r234, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r235, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r236, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r237, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r238, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r239, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r240, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r241, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r242, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    { const word_t p = mod_mul_tw(r92, r243, 0, m); r92 = (((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r244, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 1) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r245, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 2) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r246, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 3) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r247, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 4) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r248, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 5) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r249, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 6) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r250, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 7) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r251, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 8) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r252, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 9) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r253, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r254, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 11) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r255, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    { const word_t p = mod_mul_tw(r120, r256, 0, m); r120 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r257, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r258, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r259, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r260, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r261, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r262, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r263, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r264, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r265, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r266, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r267, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u] = r3;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 264u] = r4;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 330u] = r5;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 396u] = r6;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 462u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 5)) + 56u];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 5)) + 40u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 5)) + 56u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 2) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r3 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 2) + threadIdx.x) >> 5)) + 12u];
    r4 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r5 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 2) + threadIdx.x) >> 5)) + 20u];
    r6 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    r7 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 2) + threadIdx.x) >> 5)) + 28u];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r6, r7, r92, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 256] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 320] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 384] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 448] = r7;
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 8];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 16];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 24];
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 32];
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 40];
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 48];
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 56];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 16u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 24u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 33u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 41u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 49u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 57u] = r7;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 7u];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 4]) = make_uint4(r4, r5, r6, r7);
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ powers_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 13;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34, r36, r38;
    word_t r40, r42, r44, r46, r48, r50, r52, r54;
    word_t r56, r58, r60, r62, r64, r66, r68, r70;
    word_t r72, r74, r76, r78, r80, r82, r84, r86;
    word_t r88, r90, r92, r94, r96, r98, r100, r102;
    word_t r104, r106, r108, r110, r112, r114, r116, r118;
    word_t r120, r122, r124, r126, r128, r130, r132, r134;
    word_t r136, r138, r140, r142, r144, r146, r148, r150;
    word_t r152, r154, r156, r158, r160, r162, r164, r166;
    word_t r168, r170, r172, r174, r176, r178, r180, r182;
    word_t r184, r186, r188, r190, r192, r194, r196, r198;
    word_t r200, r202, r204, r205, r206, r207, r208, r209;
    word_t r210, r211, r212, r213, r214, r215, r216, r217;
    word_t r218, r219, r220, r221, r222, r223, r224, r225;
    word_t r226, r227, r228, r229, r230, r231, r232, r233;
    word_t r234, r235, r236, r237, r238, r239, r240, r241;
    word_t r242, r243, r244, r245, r246, r247, r248, r249;
    word_t r250, r251, r252, r253, r254, r255, r256, r257;
    word_t r258, r259, r260, r261, r262, r263, r264, r265;
    word_t r266, r267;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r204) : "l"(&powers_inv_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r205) : "l"(&powers_inv_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r206) : "l"(&powers_inv_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r207) : "l"(&powers_inv_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r208) : "l"(&powers_inv_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r209) : "l"(&powers_inv_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r210) : "l"(&powers_inv_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r211) : "l"(&powers_inv_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r212) : "l"(&powers_inv_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r213) : "l"(&powers_inv_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r214) : "l"(&powers_inv_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r215) : "l"(&powers_inv_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r216) : "l"(&powers_inv_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r217) : "l"(&powers_inv_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r218) : "l"(&powers_inv_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r219) : "l"(&powers_inv_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r220) : "l"(&powers_inv_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r221) : "l"(&powers_inv_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r222) : "l"(&powers_inv_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r223) : "l"(&powers_inv_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r224) : "l"(&powers_inv_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r225) : "l"(&powers_inv_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r226) : "l"(&powers_inv_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r227) : "l"(&powers_inv_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r228) : "l"(&powers_inv_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r229) : "l"(&powers_inv_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r230) : "l"(&powers_inv_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r231) : "l"(&powers_inv_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r232) : "l"(&powers_inv_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r233) : "l"(&powers_inv_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r234) : "l"(&powers_inv_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r235) : "l"(&powers_inv_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r236) : "l"(&powers_inv_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r237) : "l"(&powers_inv_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r238) : "l"(&powers_inv_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r239) : "l"(&powers_inv_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r240) : "l"(&powers_inv_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r241) : "l"(&powers_inv_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r242) : "l"(&powers_inv_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r243) : "l"(&powers_inv_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r244) : "l"(&powers_inv_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r245) : "l"(&powers_inv_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r246) : "l"(&powers_inv_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r247) : "l"(&powers_inv_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r248) : "l"(&powers_inv_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r249) : "l"(&powers_inv_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r250) : "l"(&powers_inv_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r251) : "l"(&powers_inv_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r252) : "l"(&powers_inv_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r253) : "l"(&powers_inv_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r254) : "l"(&powers_inv_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r255) : "l"(&powers_inv_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r256) : "l"(&powers_inv_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r257) : "l"(&powers_inv_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r258) : "l"(&powers_inv_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r259) : "l"(&powers_inv_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r260) : "l"(&powers_inv_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r261) : "l"(&powers_inv_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r262) : "l"(&powers_inv_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r263) : "l"(&powers_inv_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r264) : "l"(&powers_inv_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r265) : "l"(&powers_inv_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r266) : "l"(&powers_inv_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r267) : "l"(&powers_inv_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r146) : "l"(&powers_inv_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r150) : "l"(&powers_inv_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r152) : "l"(&powers_inv_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r154) : "l"(&powers_inv_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r156) : "l"(&powers_inv_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r158) : "l"(&powers_inv_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r160) : "l"(&powers_inv_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r162) : "l"(&powers_inv_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r164) : "l"(&powers_inv_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r166) : "l"(&powers_inv_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r168) : "l"(&powers_inv_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r170) : "l"(&powers_inv_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r172) : "l"(&powers_inv_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r174) : "l"(&powers_inv_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r178) : "l"(&powers_inv_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r180) : "l"(&powers_inv_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r182) : "l"(&powers_inv_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r184) : "l"(&powers_inv_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r186) : "l"(&powers_inv_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r188) : "l"(&powers_inv_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r190) : "l"(&powers_inv_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r192) : "l"(&powers_inv_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r194) : "l"(&powers_inv_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r196) : "l"(&powers_inv_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r198) : "l"(&powers_inv_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r200) : "l"(&powers_inv_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r202) : "l"(&powers_inv_v_t[12]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 4]); r4 = v.x; r5 = v.y; r6 = v.z; r7 = v.w; }
    r8 = 1u;
    { const word_t p = mod_mul_tw(r8, r204, 0, m); r8 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r205, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r206, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r207, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r208, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r209, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r210, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r211, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r212, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r213, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r214, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r215, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r216, 0, m); r8 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    { const word_t p = mod_mul_tw(r36, r217, 0, m); r36 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r218, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r219, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r220, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r221, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r222, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r223, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r224, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r225, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r226, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r227, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r228, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r229, 0, m); r36 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    { const word_t p = mod_mul_tw(r64, r230, 0, m); r64 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r231, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r232, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r233, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r234, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r235, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r236, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r237, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r238, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r239, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r240, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r241, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r242, 0, m); r64 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_gs(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    { const word_t p = mod_mul_tw(r92, r243, 0, m); r92 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r244, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r245, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r246, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r247, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r248, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r249, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r250, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r251, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r252, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r253, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r254, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r255, 0, m); r92 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_gs(r6, r7, r92, 0, false, false, m);
    r120 = 1u;
    { const word_t p = mod_mul_tw(r120, r256, 0, m); r120 = (((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r257, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r258, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r259, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r260, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r261, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r262, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r263, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r264, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r265, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r266, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r267, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_gs(r0, r2, r120, 0, false, false, m);
    bfly_gs(r1, r3, r120, 0, false, false, m);
    r148 = 1u;
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_gs(r4, r6, r148, 0, false, false, m);
    bfly_gs(r5, r7, r148, 0, false, false, m);
    r176 = 1u;
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_gs(r0, r4, r176, 0, false, false, m);
    bfly_gs(r1, r5, r176, 0, false, false, m);
    bfly_gs(r2, r6, r176, 0, false, false, m);
    bfly_gs(r3, r7, r176, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 16u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 24u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 33u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 41u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 49u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 57u];
    r8 = 1u;
    r10 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_gs(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_gs(r6, r7, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_gs(r0, r2, r120, 0, false, false, m);
    bfly_gs(r1, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_gs(r4, r6, r148, 0, false, false, m);
    bfly_gs(r5, r7, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_gs(r0, r4, r176, 0, false, false, m);
    bfly_gs(r1, r5, r176, 0, false, false, m);
    bfly_gs(r2, r6, r176, 0, false, false, m);
    bfly_gs(r3, r7, r176, 0, false, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 8] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 16] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 24] = r3;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 32] = r4;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 40] = r5;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 48] = r6;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 56] = r7;
    grid_sync(grid_counter);

    // phase 2: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 256];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 320];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 384];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 448];
    r8 = 1u;
    r10 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_gs(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_gs(r6, r7, r92, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 2) + threadIdx.x) >> 5)) + 4u] = r1;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r2;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 2) + threadIdx.x) >> 5)) + 12u] = r3;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r4;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 2) + threadIdx.x) >> 5)) + 20u] = r5;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 2) + threadIdx.x) >> 5)) + 24u] = r6;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 2) + threadIdx.x) >> 5)) + 28u] = r7;
    __syncthreads();

    // phase 3: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 5)) + 56u];
    r8 = 1u;
    r10 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_gs(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_gs(r6, r7, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_gs(r0, r2, r120, 0, false, false, m);
    bfly_gs(r1, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_gs(r4, r6, r148, 0, false, false, m);
    bfly_gs(r5, r7, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_gs(r0, r4, r176, 0, false, false, m);
    bfly_gs(r1, r5, r176, 0, false, false, m);
    bfly_gs(r2, r6, r176, 0, false, false, m);
    bfly_gs(r3, r7, r176, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 5)) + 40u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 5)) + 56u] = r7;
    __syncthreads();

    // phase 4: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u];
    r3 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u];
    r4 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 264u];
    r5 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 330u];
    r6 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 396u];
    r7 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 462u];
    r8 = inv_len_v_t[1];
    r10 = 1u;
    r12 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r10, r12, 0, m); r10 = (((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) & 1u)) ? p : r10; }
    r14 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r10, r14, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 1) & 1u)) ? p : r10; }
    r16 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r10, r16, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 2) & 1u)) ? p : r10; }
    r18 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r10, r18, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 3) & 1u)) ? p : r10; }
    r20 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r10, r20, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 4) & 1u)) ? p : r10; }
    r22 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r10, r22, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 5) & 1u)) ? p : r10; }
    r24 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r10, r24, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 6) & 1u)) ? p : r10; }
    r26 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r10, r26, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 7) & 1u)) ? p : r10; }
    r28 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r10, r28, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 8) & 1u)) ? p : r10; }
    r30 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r10, r30, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 9) & 1u)) ? p : r10; }
    r32 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r10, r32, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) & 1u)) ? p : r10; }
    r34 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r10, r34, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 11) & 1u)) ? p : r10; }
    r36 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r10, r36, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 12) & 1u)) ? p : r10; }
    bfly_gs(r0, r1, r10, 0, false, false, m);
    r38 = 1u;
    r40 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r38, r40, 0, m); r38 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) & 1u)) ? p : r38; }
    r42 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r38, r42, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r38; }
    r44 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r38, r44, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r38; }
    r46 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r38, r46, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r38; }
    r48 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r38, r48, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r38; }
    r50 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r38, r50, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r38; }
    r52 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r38, r52, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r38; }
    r54 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r38, r54, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r38; }
    r56 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r38, r56, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r38; }
    r58 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r38, r58, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r38; }
    r60 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r38, r60, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r38; }
    r62 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r38, r62, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r38; }
    r64 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r38, r64, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r38; }
    bfly_gs(r2, r3, r38, 0, false, false, m);
    r66 = 1u;
    r68 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r66, r68, 0, m); r66 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) & 1u)) ? p : r66; }
    r70 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r66, r70, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r66; }
    r72 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r66, r72, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r66; }
    r74 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r66, r74, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r66; }
    r76 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r66, r76, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r66; }
    r78 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r66, r78, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r66; }
    r80 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r66, r80, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r66; }
    r82 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r66, r82, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r66; }
    r84 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r66, r84, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r66; }
    r86 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r66, r86, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r66; }
    r88 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r66, r88, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r66; }
    r90 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r66, r90, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r66; }
    r92 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r66, r92, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r66; }
    bfly_gs(r4, r5, r66, 0, false, false, m);
    r94 = 1u;
    r96 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r94, r96, 0, m); r94 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) & 1u)) ? p : r94; }
    r98 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r94, r98, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r94; }
    r100 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r94, r100, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r94; }
    r102 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r94, r102, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r94; }
    r104 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r94, r104, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r94; }
    r106 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r94, r106, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r94; }
    r108 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r94, r108, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r94; }
    r110 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r94, r110, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r94; }
    r112 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r94, r112, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r94; }
    r114 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r94, r114, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r94; }
    r116 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r94, r116, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r94; }
    r118 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r94, r118, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r94; }
    r120 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r94, r120, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r94; }
    bfly_gs(r6, r7, r94, 0, false, false, m);
    r122 = 1u;
    r124 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r122, r124, 0, m); r122 = (((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) & 1u)) ? p : r122; }
    r126 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r122, r126, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 1) & 1u)) ? p : r122; }
    r128 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r122, r128, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 2) & 1u)) ? p : r122; }
    r130 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r122, r130, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 3) & 1u)) ? p : r122; }
    r132 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r122, r132, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 4) & 1u)) ? p : r122; }
    r134 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r122, r134, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 5) & 1u)) ? p : r122; }
    r136 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r122, r136, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 6) & 1u)) ? p : r122; }
    r138 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r122, r138, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 7) & 1u)) ? p : r122; }
    r140 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r122, r140, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 8) & 1u)) ? p : r122; }
    r142 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r122, r142, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 9) & 1u)) ? p : r122; }
    r144 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r122, r144, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 10) & 1u)) ? p : r122; }
    r146 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r122, r146, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) & 1u)) ? p : r122; }
    r148 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r122, r148, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 12) & 1u)) ? p : r122; }
    bfly_gs(r0, r2, r122, 0, false, false, m);
    bfly_gs(r1, r3, r122, 0, false, false, m);
    r150 = 1u;
    r152 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r150, r152, 0, m); r150 = (((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) & 1u)) ? p : r150; }
    r154 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r150, r154, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r150; }
    r156 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r150, r156, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r150; }
    r158 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r150, r158, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r150; }
    r160 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r150, r160, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r150; }
    r162 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r150, r162, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r150; }
    r164 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r150, r164, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r150; }
    r166 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r150, r166, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r150; }
    r168 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r150, r168, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r150; }
    r170 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r150, r170, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r150; }
    r172 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r150, r172, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r150; }
    r174 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r150, r174, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r150; }
    r176 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r150, r176, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r150; }
    bfly_gs(r4, r6, r150, 0, false, false, m);
    bfly_gs(r5, r7, r150, 0, false, false, m);
    bfly_gs(r0, r4, r8, 0, true, false, m);
    bfly_gs(r1, r5, r8, 0, true, false, m);
    bfly_gs(r2, r6, r8, 0, true, false, m);
    bfly_gs(r3, r7, r8, 0, true, false, m);
    r178 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r178, 0, m);
    r1 = mod_mul_tw(r1, r178, 0, m);
    r2 = mod_mul_tw(r2, r178, 0, m);
    r3 = mod_mul_tw(r3, r178, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 5120] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 7168] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r8_s7x6_c8_montgomery_twonthefly_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ powers_fwd_v,
    const word_t* __restrict__ powers_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_fwd_v_t = powers_fwd_v + (size_t)tower * 13;
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 13;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    word_t r48, r50, r52, r54, r56, r58, r60, r62;
    word_t r64, r66, r68, r70, r72, r74, r76, r78;
    word_t r80, r82, r84, r86, r88, r90, r92, r94;
    word_t r96, r98, r100, r102, r104, r106, r108, r110;
    word_t r112, r114, r116, r118, r120, r122, r124, r126;
    word_t r128, r130, r132, r134, r136, r138, r140, r142;
    word_t r144, r146, r148, r150, r152, r154, r156, r158;
    word_t r160, r162, r164, r166, r168, r170, r172, r174;
    word_t r176, r178, r180, r182, r184, r186, r188, r190;
    word_t r192, r194, r196, r198, r200, r202, r204, r206;
    word_t r208, r210, r212, r214, r216, r218, r220, r222;
    word_t r224, r226, r228, r230, r232, r234, r236, r238;
    word_t r240, r242, r244, r246, r248, r250, r252, r254;
    word_t r256, r258, r260, r262, r264, r266, r268, r270;
    word_t r272, r274, r276, r278, r280, r282, r284, r286;
    word_t r288, r290, r292, r294, r296, r298, r300, r302;
    word_t r304, r306, r308, r310, r312, r314, r316, r318;
    word_t r320, r322, r324, r326, r328, r330, r332, r334;
    word_t r336, r338, r340, r342, r344, r346, r348, r350;
    word_t r352, r354, r356, r358, r360, r362, r364, r366;
    word_t r368, r370, r372, r374, r376, r378, r380, r382;
    word_t r384, r386, r388, r390, r392, r394, r396, r398;
    word_t r400, r402, r404, r406, r408, r409, r410, r411;
    word_t r412, r413, r414, r415, r416, r417, r418, r419;
    word_t r420, r421, r422, r423, r424, r425, r426, r427;
    word_t r428, r429, r430, r431, r432, r433, r434, r435;
    word_t r436, r437, r438, r439, r440, r441, r442, r443;
    word_t r444, r445, r446, r447, r448, r449, r450, r451;
    word_t r452, r453, r454, r455, r456, r457, r458, r459;
    word_t r460, r461, r462, r463, r464, r465, r466, r467;
    word_t r468, r469, r470, r471;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r408) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r409) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r410) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r411) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r412) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r413) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r414) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r415) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r416) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r417) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r418) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r419) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r420) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r421) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r422) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r423) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r424) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r425) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r426) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r427) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r428) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r429) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r430) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r431) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r432) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r433) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r434) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r435) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r436) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r437) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r438) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r439) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r440) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r441) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r442) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r443) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r444) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r445) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r446) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r447) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r448) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r449) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r450) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r451) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r452) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r453) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r454) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r455) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r456) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r457) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r458) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r459) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r460) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r461) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r462) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r463) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r464) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r465) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r466) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r467) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r468) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r469) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r470) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r471) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r146) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r150) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r152) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r154) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r156) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r158) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r160) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r162) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r164) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r166) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r168) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r170) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r172) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r174) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r178) : "l"(&powers_fwd_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r180) : "l"(&powers_fwd_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r182) : "l"(&powers_fwd_v_t[2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r184) : "l"(&powers_fwd_v_t[3]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r186) : "l"(&powers_fwd_v_t[4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r188) : "l"(&powers_fwd_v_t[5]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r190) : "l"(&powers_fwd_v_t[6]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r192) : "l"(&powers_fwd_v_t[7]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r194) : "l"(&powers_fwd_v_t[8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r196) : "l"(&powers_fwd_v_t[9]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r198) : "l"(&powers_fwd_v_t[10]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r200) : "l"(&powers_fwd_v_t[11]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r202) : "l"(&powers_fwd_v_t[12]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 5120];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 7168];
    r8 = 1u;
    { const word_t p = mod_mul_tw(r8, r408, 0, m); r8 = (((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r409, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 1) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r410, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 2) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r411, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 3) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r412, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 4) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r413, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 5) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r414, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 6) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r415, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 7) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r416, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 8) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r417, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 9) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r418, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 10) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r419, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 11) & 1u)) ? p : r8; }
    { const word_t p = mod_mul_tw(r8, r420, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    { const word_t p = mod_mul_tw(r36, r421, 0, m); r36 = (((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r422, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 1) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r423, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 2) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r424, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 3) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r425, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 4) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r426, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 5) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r427, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 6) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r428, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 7) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r429, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 8) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r430, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 9) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r431, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 10) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r432, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) & 1u)) ? p : r36; }
    { const word_t p = mod_mul_tw(r36, r433, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    { const word_t p = mod_mul_tw(r64, r434, 0, m); r64 = (((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r435, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r436, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r437, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r438, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r439, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r440, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r441, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r442, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r443, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r444, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r445, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r64; }
    { const word_t p = mod_mul_tw(r64, r446, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    { const word_t p = mod_mul_tw(r92, r447, 0, m); r92 = (((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r448, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 1) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r449, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 2) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r450, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 3) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r451, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 4) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r452, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 5) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r453, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 6) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r454, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 7) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r455, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 8) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r456, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 9) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r457, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r458, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 11) & 1u)) ? p : r92; }
    { const word_t p = mod_mul_tw(r92, r459, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    { const word_t p = mod_mul_tw(r120, r460, 0, m); r120 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r461, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r462, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r463, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r464, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r465, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r466, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r467, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r468, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r469, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r470, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r471, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r120; }
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r148; }
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r176; }
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u] = r3;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 264u] = r4;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 330u] = r5;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 396u] = r6;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 462u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 5)) + 56u];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 5)) + 40u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 5)) + 56u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 2) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r3 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 2) + threadIdx.x) >> 5)) + 12u];
    r4 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r5 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 2) + threadIdx.x) >> 5)) + 20u];
    r6 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    r7 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 2) + threadIdx.x) >> 5)) + 28u];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r6, r7, r92, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 256] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 320] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 384] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 448] = r7;
    __syncthreads();

    // phase 3: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024];
    r2 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r3 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072];
    r4 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096];
    r5 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 5120];
    r6 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144];
    r7 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 7168];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u] = r3;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 264u] = r4;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 330u] = r5;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 396u] = r6;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 462u] = r7;
    __syncthreads();

    // phase 4: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 5)) + 56u];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r0, r2, r36, 0, false, false, m);
    bfly_ct(r1, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r6, r64, 0, false, false, m);
    bfly_ct(r5, r7, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_ct(r2, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_ct(r4, r5, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_ct(r6, r7, r176, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 5)) + 40u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 5)) + 56u] = r7;
    __syncthreads();

    // phase 5: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 2) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r3 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 2) + threadIdx.x) >> 5)) + 12u];
    r4 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r5 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 2) + threadIdx.x) >> 5)) + 20u];
    r6 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    r7 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 2) + threadIdx.x) >> 5)) + 28u];
    r8 = 1u;
    r10 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_ct(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_ct(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_ct(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_ct(r6, r7, r92, 0, false, false, m);
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64] = r1;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128] = r2;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192] = r3;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 256] = r4;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 320] = r5;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 384] = r6;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 448] = r7;
    grid_sync(grid_counter);

    // phase 6: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 8];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 16];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 24];
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 32];
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 40];
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 48];
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 56];
    r8 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u))];
    r9 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 8];
    r10 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 16];
    r11 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 24];
    r12 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 32];
    r13 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 40];
    r14 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 48];
    r15 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 56];
    r16 = 1u;
    r18 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r16, r18, 0, m); r16 = (((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) & 1u)) ? p : r16; }
    r20 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r16, r20, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 1) & 1u)) ? p : r16; }
    r22 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r16, r22, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 2) & 1u)) ? p : r16; }
    r24 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r16, r24, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 3) & 1u)) ? p : r16; }
    r26 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r16, r26, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 4) & 1u)) ? p : r16; }
    r28 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r16, r28, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 5) & 1u)) ? p : r16; }
    r30 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r16, r30, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 6) & 1u)) ? p : r16; }
    r32 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r16, r32, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 7) & 1u)) ? p : r16; }
    r34 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r16, r34, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 8) & 1u)) ? p : r16; }
    r36 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r16, r36, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 9) & 1u)) ? p : r16; }
    r38 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r16, r38, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 10) & 1u)) ? p : r16; }
    r40 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r16, r40, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 11) & 1u)) ? p : r16; }
    r42 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r16, r42, 0, m); r16 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 12) & 1u)) ? p : r16; }
    bfly_ct(r0, r4, r16, 0, false, false, m);
    bfly_ct(r1, r5, r16, 0, false, false, m);
    bfly_ct(r2, r6, r16, 0, false, false, m);
    bfly_ct(r3, r7, r16, 0, false, false, m);
    r44 = 1u;
    r46 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r44, r46, 0, m); r44 = (((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) & 1u)) ? p : r44; }
    r48 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r44, r48, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 1) & 1u)) ? p : r44; }
    r50 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r44, r50, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 2) & 1u)) ? p : r44; }
    r52 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r44, r52, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 3) & 1u)) ? p : r44; }
    r54 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r44, r54, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 4) & 1u)) ? p : r44; }
    r56 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r44, r56, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 5) & 1u)) ? p : r44; }
    r58 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r44, r58, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 6) & 1u)) ? p : r44; }
    r60 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r44, r60, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 7) & 1u)) ? p : r44; }
    r62 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r44, r62, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 8) & 1u)) ? p : r44; }
    r64 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r44, r64, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 9) & 1u)) ? p : r44; }
    r66 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r44, r66, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 10) & 1u)) ? p : r44; }
    r68 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r44, r68, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 11) & 1u)) ? p : r44; }
    r70 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r44, r70, 0, m); r44 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 12) & 1u)) ? p : r44; }
    bfly_ct(r0, r2, r44, 0, false, false, m);
    bfly_ct(r1, r3, r44, 0, false, false, m);
    r72 = 1u;
    r74 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r72, r74, 0, m); r72 = (((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) & 1u)) ? p : r72; }
    r76 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r72, r76, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r72; }
    r78 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r72, r78, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r72; }
    r80 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r72, r80, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r72; }
    r82 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r72, r82, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r72; }
    r84 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r72, r84, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r72; }
    r86 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r72, r86, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r72; }
    r88 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r72, r88, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r72; }
    r90 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r72, r90, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r72; }
    r92 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r72, r92, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r72; }
    r94 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r72, r94, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r72; }
    r96 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r72, r96, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r72; }
    r98 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r72, r98, 0, m); r72 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r72; }
    bfly_ct(r4, r6, r72, 0, false, false, m);
    bfly_ct(r5, r7, r72, 0, false, false, m);
    r100 = 1u;
    r102 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r100, r102, 0, m); r100 = (((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) & 1u)) ? p : r100; }
    r104 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r100, r104, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 1) & 1u)) ? p : r100; }
    r106 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r100, r106, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 2) & 1u)) ? p : r100; }
    r108 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r100, r108, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 3) & 1u)) ? p : r100; }
    r110 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r100, r110, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 4) & 1u)) ? p : r100; }
    r112 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r100, r112, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 5) & 1u)) ? p : r100; }
    r114 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r100, r114, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 6) & 1u)) ? p : r100; }
    r116 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r100, r116, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 7) & 1u)) ? p : r100; }
    r118 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r100, r118, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 8) & 1u)) ? p : r100; }
    r120 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r100, r120, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 9) & 1u)) ? p : r100; }
    r122 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r100, r122, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 10) & 1u)) ? p : r100; }
    r124 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r100, r124, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 11) & 1u)) ? p : r100; }
    r126 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r100, r126, 0, m); r100 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 12) & 1u)) ? p : r100; }
    bfly_ct(r0, r1, r100, 0, false, false, m);
    r128 = 1u;
    r130 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r128, r130, 0, m); r128 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) & 1u)) ? p : r128; }
    r132 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r128, r132, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r128; }
    r134 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r128, r134, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r128; }
    r136 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r128, r136, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r128; }
    r138 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r128, r138, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r128; }
    r140 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r128, r140, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r128; }
    r142 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r128, r142, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r128; }
    r144 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r128, r144, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r128; }
    r146 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r128, r146, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r128; }
    r148 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r128, r148, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r128; }
    r150 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r128, r150, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r128; }
    r152 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r128, r152, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r128; }
    r154 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r128, r154, 0, m); r128 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r128; }
    bfly_ct(r2, r3, r128, 0, false, false, m);
    r156 = 1u;
    r158 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r156, r158, 0, m); r156 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) & 1u)) ? p : r156; }
    r160 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r156, r160, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r156; }
    r162 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r156, r162, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r156; }
    r164 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r156, r164, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r156; }
    r166 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r156, r166, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r156; }
    r168 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r156, r168, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r156; }
    r170 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r156, r170, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r156; }
    r172 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r156, r172, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r156; }
    r174 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r156, r174, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r156; }
    r176 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r156, r176, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r156; }
    r178 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r156, r178, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r156; }
    r180 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r156, r180, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r156; }
    r182 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r156, r182, 0, m); r156 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r156; }
    bfly_ct(r4, r5, r156, 0, false, false, m);
    r184 = 1u;
    r186 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r184, r186, 0, m); r184 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) & 1u)) ? p : r184; }
    r188 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r184, r188, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r184; }
    r190 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r184, r190, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r184; }
    r192 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r184, r192, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r184; }
    r194 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r184, r194, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r184; }
    r196 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r184, r196, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r184; }
    r198 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r184, r198, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r184; }
    r200 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r184, r200, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r184; }
    r202 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r184, r202, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r184; }
    r204 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r184, r204, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r184; }
    r206 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r184, r206, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r184; }
    r208 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r184, r208, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r184; }
    r210 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r184, r210, 0, m); r184 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r184; }
    bfly_ct(r6, r7, r184, 0, false, false, m);
    bfly_ct(r8, r12, r16, 0, false, false, m);
    bfly_ct(r9, r13, r16, 0, false, false, m);
    bfly_ct(r10, r14, r16, 0, false, false, m);
    bfly_ct(r11, r15, r16, 0, false, false, m);
    bfly_ct(r8, r10, r44, 0, false, false, m);
    bfly_ct(r9, r11, r44, 0, false, false, m);
    bfly_ct(r12, r14, r72, 0, false, false, m);
    bfly_ct(r13, r15, r72, 0, false, false, m);
    bfly_ct(r8, r9, r100, 0, false, false, m);
    bfly_ct(r10, r11, r128, 0, false, false, m);
    bfly_ct(r12, r13, r156, 0, false, false, m);
    bfly_ct(r14, r15, r184, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 16u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 24u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 33u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 41u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 49u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 57u] = r7;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 264u] = r8;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 272u] = r9;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 280u] = r10;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 288u] = r11;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 297u] = r12;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 305u] = r13;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 313u] = r14;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 321u] = r15;
    __syncthreads();

    // phase 7: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 7u];
    r8 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 264u];
    r9 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 265u];
    r10 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 266u];
    r11 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 267u];
    r12 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 268u];
    r13 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 269u];
    r14 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 270u];
    r15 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 271u];
    r16 = 1u;
    r18 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r16, r18, 0, m); r16 = (((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) & 1u)) ? p : r16; }
    r20 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r16, r20, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r16; }
    r22 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r16, r22, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r16; }
    r24 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r16, r24, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r16; }
    r26 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r16, r26, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r16; }
    r28 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r16, r28, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r16; }
    r30 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r16, r30, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r16; }
    r32 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r16, r32, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r16; }
    r34 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r16, r34, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r16; }
    r36 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r16, r36, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r16; }
    r38 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r16, r38, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r16; }
    r40 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r16, r40, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r16; }
    r42 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r16, r42, 0, m); r16 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r16; }
    bfly_ct(r0, r4, r16, 0, false, false, m);
    bfly_ct(r1, r5, r16, 0, false, false, m);
    bfly_ct(r2, r6, r16, 0, false, false, m);
    bfly_ct(r3, r7, r16, 0, false, false, m);
    r44 = 1u;
    r46 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r44, r46, 0, m); r44 = (((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r44; }
    r48 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r44, r48, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r44; }
    r50 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r44, r50, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r44; }
    r52 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r44, r52, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r44; }
    r54 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r44, r54, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r44; }
    r56 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r44, r56, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r44; }
    r58 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r44, r58, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r44; }
    r60 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r44, r60, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r44; }
    r62 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r44, r62, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r44; }
    r64 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r44, r64, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r44; }
    r66 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r44, r66, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r44; }
    r68 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r44, r68, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r44; }
    r70 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r44, r70, 0, m); r44 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r44; }
    bfly_ct(r0, r2, r44, 0, false, false, m);
    bfly_ct(r1, r3, r44, 0, false, false, m);
    r72 = 1u;
    r74 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r72, r74, 0, m); r72 = (((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r72; }
    r76 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r72, r76, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r72; }
    r78 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r72, r78, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r72; }
    r80 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r72, r80, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r72; }
    r82 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r72, r82, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r72; }
    r84 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r72, r84, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r72; }
    r86 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r72, r86, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r72; }
    r88 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r72, r88, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r72; }
    r90 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r72, r90, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r72; }
    r92 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r72, r92, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r72; }
    r94 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r72, r94, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r72; }
    r96 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r72, r96, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r72; }
    r98 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r72, r98, 0, m); r72 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r72; }
    bfly_ct(r4, r6, r72, 0, false, false, m);
    bfly_ct(r5, r7, r72, 0, false, false, m);
    r100 = 1u;
    r102 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r100, r102, 0, m); r100 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r100; }
    r104 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r100, r104, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r100; }
    r106 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r100, r106, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r100; }
    r108 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r100, r108, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r100; }
    r110 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r100, r110, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r100; }
    r112 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r100, r112, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r100; }
    r114 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r100, r114, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r100; }
    r116 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r100, r116, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r100; }
    r118 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r100, r118, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r100; }
    r120 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r100, r120, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r100; }
    r122 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r100, r122, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r100; }
    r124 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r100, r124, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r100; }
    r126 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r100, r126, 0, m); r100 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r100; }
    bfly_ct(r0, r1, r100, 0, false, false, m);
    r128 = 1u;
    r130 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r128, r130, 0, m); r128 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r128; }
    r132 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r128, r132, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r128; }
    r134 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r128, r134, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r128; }
    r136 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r128, r136, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r128; }
    r138 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r128, r138, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r128; }
    r140 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r128, r140, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r128; }
    r142 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r128, r142, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r128; }
    r144 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r128, r144, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r128; }
    r146 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r128, r146, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r128; }
    r148 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r128, r148, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r128; }
    r150 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r128, r150, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r128; }
    r152 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r128, r152, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r128; }
    r154 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r128, r154, 0, m); r128 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r128; }
    bfly_ct(r2, r3, r128, 0, false, false, m);
    r156 = 1u;
    r158 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r156, r158, 0, m); r156 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r156; }
    r160 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r156, r160, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r156; }
    r162 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r156, r162, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r156; }
    r164 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r156, r164, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r156; }
    r166 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r156, r166, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r156; }
    r168 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r156, r168, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r156; }
    r170 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r156, r170, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r156; }
    r172 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r156, r172, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r156; }
    r174 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r156, r174, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r156; }
    r176 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r156, r176, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r156; }
    r178 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r156, r178, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r156; }
    r180 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r156, r180, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r156; }
    r182 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r156, r182, 0, m); r156 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r156; }
    bfly_ct(r4, r5, r156, 0, false, false, m);
    r184 = 1u;
    r186 = powers_fwd_v_t[0];
    { const word_t p = mod_mul_tw(r184, r186, 0, m); r184 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r184; }
    r188 = powers_fwd_v_t[1];
    { const word_t p = mod_mul_tw(r184, r188, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r184; }
    r190 = powers_fwd_v_t[2];
    { const word_t p = mod_mul_tw(r184, r190, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r184; }
    r192 = powers_fwd_v_t[3];
    { const word_t p = mod_mul_tw(r184, r192, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r184; }
    r194 = powers_fwd_v_t[4];
    { const word_t p = mod_mul_tw(r184, r194, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r184; }
    r196 = powers_fwd_v_t[5];
    { const word_t p = mod_mul_tw(r184, r196, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r184; }
    r198 = powers_fwd_v_t[6];
    { const word_t p = mod_mul_tw(r184, r198, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r184; }
    r200 = powers_fwd_v_t[7];
    { const word_t p = mod_mul_tw(r184, r200, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r184; }
    r202 = powers_fwd_v_t[8];
    { const word_t p = mod_mul_tw(r184, r202, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r184; }
    r204 = powers_fwd_v_t[9];
    { const word_t p = mod_mul_tw(r184, r204, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r184; }
    r206 = powers_fwd_v_t[10];
    { const word_t p = mod_mul_tw(r184, r206, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r184; }
    r208 = powers_fwd_v_t[11];
    { const word_t p = mod_mul_tw(r184, r208, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r184; }
    r210 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r184, r210, 0, m); r184 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r184; }
    bfly_ct(r6, r7, r184, 0, false, false, m);
    bfly_ct(r8, r12, r16, 0, false, false, m);
    bfly_ct(r9, r13, r16, 0, false, false, m);
    bfly_ct(r10, r14, r16, 0, false, false, m);
    bfly_ct(r11, r15, r16, 0, false, false, m);
    bfly_ct(r8, r10, r44, 0, false, false, m);
    bfly_ct(r9, r11, r44, 0, false, false, m);
    bfly_ct(r12, r14, r72, 0, false, false, m);
    bfly_ct(r13, r15, r72, 0, false, false, m);
    bfly_ct(r8, r9, r100, 0, false, false, m);
    bfly_ct(r10, r11, r128, 0, false, false, m);
    bfly_ct(r12, r13, r156, 0, false, false, m);
    bfly_ct(r14, r15, r184, 0, false, false, m);
    r0 = mod_mul(r0, r8, m);
    r1 = mod_mul(r1, r9, m);
    r2 = mod_mul(r2, r10, m);
    r3 = mod_mul(r3, r11, m);
    r4 = mod_mul(r4, r12, m);
    r5 = mod_mul(r5, r13, m);
    r6 = mod_mul(r6, r14, m);
    r7 = mod_mul(r7, r15, m);
    r212 = 1u;
    r214 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r212, r214, 0, m); r212 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r212; }
    r216 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r212, r216, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r212; }
    r218 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r212, r218, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r212; }
    r220 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r212, r220, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r212; }
    r222 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r212, r222, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r212; }
    r224 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r212, r224, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r212; }
    r226 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r212, r226, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r212; }
    r228 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r212, r228, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r212; }
    r230 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r212, r230, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r212; }
    r232 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r212, r232, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r212; }
    r234 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r212, r234, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r212; }
    r236 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r212, r236, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r212; }
    r238 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r212, r238, 0, m); r212 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r212; }
    bfly_gs(r0, r1, r212, 0, false, false, m);
    r240 = 1u;
    r242 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r240, r242, 0, m); r240 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r240; }
    r244 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r240, r244, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r240; }
    r246 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r240, r246, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r240; }
    r248 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r240, r248, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r240; }
    r250 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r240, r250, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r240; }
    r252 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r240, r252, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r240; }
    r254 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r240, r254, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r240; }
    r256 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r240, r256, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r240; }
    r258 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r240, r258, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r240; }
    r260 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r240, r260, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r240; }
    r262 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r240, r262, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r240; }
    r264 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r240, r264, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r240; }
    r266 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r240, r266, 0, m); r240 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r240; }
    bfly_gs(r2, r3, r240, 0, false, false, m);
    r268 = 1u;
    r270 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r268, r270, 0, m); r268 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r268; }
    r272 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r268, r272, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r268; }
    r274 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r268, r274, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r268; }
    r276 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r268, r276, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r268; }
    r278 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r268, r278, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r268; }
    r280 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r268, r280, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r268; }
    r282 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r268, r282, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r268; }
    r284 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r268, r284, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r268; }
    r286 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r268, r286, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r268; }
    r288 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r268, r288, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r268; }
    r290 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r268, r290, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r268; }
    r292 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r268, r292, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r268; }
    r294 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r268, r294, 0, m); r268 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r268; }
    bfly_gs(r4, r5, r268, 0, false, false, m);
    r296 = 1u;
    r298 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r296, r298, 0, m); r296 = (((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r296; }
    r300 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r296, r300, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r296; }
    r302 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r296, r302, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r296; }
    r304 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r296, r304, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r296; }
    r306 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r296, r306, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r296; }
    r308 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r296, r308, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r296; }
    r310 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r296, r310, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r296; }
    r312 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r296, r312, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r296; }
    r314 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r296, r314, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r296; }
    r316 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r296, r316, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r296; }
    r318 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r296, r318, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r296; }
    r320 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r296, r320, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r296; }
    r322 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r296, r322, 0, m); r296 = ((((__brev((4096u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r296; }
    bfly_gs(r6, r7, r296, 0, false, false, m);
    r324 = 1u;
    r326 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r324, r326, 0, m); r324 = (((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r324; }
    r328 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r324, r328, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r324; }
    r330 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r324, r330, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r324; }
    r332 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r324, r332, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r324; }
    r334 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r324, r334, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r324; }
    r336 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r324, r336, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r324; }
    r338 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r324, r338, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r324; }
    r340 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r324, r340, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r324; }
    r342 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r324, r342, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r324; }
    r344 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r324, r344, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r324; }
    r346 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r324, r346, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r324; }
    r348 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r324, r348, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r324; }
    r350 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r324, r350, 0, m); r324 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r324; }
    bfly_gs(r0, r2, r324, 0, false, false, m);
    bfly_gs(r1, r3, r324, 0, false, false, m);
    r352 = 1u;
    r354 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r352, r354, 0, m); r352 = (((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r352; }
    r356 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r352, r356, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r352; }
    r358 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r352, r358, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r352; }
    r360 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r352, r360, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r352; }
    r362 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r352, r362, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r352; }
    r364 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r352, r364, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r352; }
    r366 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r352, r366, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r352; }
    r368 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r352, r368, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r352; }
    r370 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r352, r370, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r352; }
    r372 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r352, r372, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r352; }
    r374 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r352, r374, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r352; }
    r376 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r352, r376, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r352; }
    r378 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r352, r378, 0, m); r352 = ((((__brev((2048u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r352; }
    bfly_gs(r4, r6, r352, 0, false, false, m);
    bfly_gs(r5, r7, r352, 0, false, false, m);
    r380 = 1u;
    r382 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r380, r382, 0, m); r380 = (((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) & 1u)) ? p : r380; }
    r384 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r380, r384, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r380; }
    r386 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r380, r386, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r380; }
    r388 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r380, r388, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r380; }
    r390 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r380, r390, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r380; }
    r392 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r380, r392, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r380; }
    r394 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r380, r394, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r380; }
    r396 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r380, r396, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r380; }
    r398 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r380, r398, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r380; }
    r400 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r380, r400, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r380; }
    r402 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r380, r402, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r380; }
    r404 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r380, r404, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r380; }
    r406 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r380, r406, 0, m); r380 = ((((__brev((1024u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r380; }
    bfly_gs(r0, r4, r380, 0, false, false, m);
    bfly_gs(r1, r5, r380, 0, false, false, m);
    bfly_gs(r2, r6, r380, 0, false, false, m);
    bfly_gs(r3, r7, r380, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 7u] = r7;
    __syncthreads();

    // phase 8: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 16u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 24u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 33u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 41u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 49u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 536u)) + 57u];
    r16 = 1u;
    r18 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r16, r18, 0, m); r16 = (((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) & 1u)) ? p : r16; }
    r20 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r16, r20, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 1) & 1u)) ? p : r16; }
    r22 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r16, r22, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 2) & 1u)) ? p : r16; }
    r24 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r16, r24, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 3) & 1u)) ? p : r16; }
    r26 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r16, r26, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 4) & 1u)) ? p : r16; }
    r28 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r16, r28, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 5) & 1u)) ? p : r16; }
    r30 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r16, r30, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 6) & 1u)) ? p : r16; }
    r32 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r16, r32, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 7) & 1u)) ? p : r16; }
    r34 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r16, r34, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 8) & 1u)) ? p : r16; }
    r36 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r16, r36, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 9) & 1u)) ? p : r16; }
    r38 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r16, r38, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 10) & 1u)) ? p : r16; }
    r40 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r16, r40, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 11) & 1u)) ? p : r16; }
    r42 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r16, r42, 0, m); r16 = ((((__brev((512u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2))) >> 19) >> 12) & 1u)) ? p : r16; }
    bfly_gs(r0, r1, r16, 0, false, false, m);
    r44 = 1u;
    r46 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r44, r46, 0, m); r44 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) & 1u)) ? p : r44; }
    r48 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r44, r48, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r44; }
    r50 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r44, r50, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r44; }
    r52 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r44, r52, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r44; }
    r54 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r44, r54, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r44; }
    r56 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r44, r56, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r44; }
    r58 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r44, r58, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r44; }
    r60 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r44, r60, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r44; }
    r62 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r44, r62, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r44; }
    r64 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r44, r64, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r44; }
    r66 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r44, r66, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r44; }
    r68 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r44, r68, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r44; }
    r70 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r44, r70, 0, m); r44 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r44; }
    bfly_gs(r2, r3, r44, 0, false, false, m);
    r72 = 1u;
    r74 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r72, r74, 0, m); r72 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) & 1u)) ? p : r72; }
    r76 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r72, r76, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r72; }
    r78 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r72, r78, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r72; }
    r80 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r72, r80, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r72; }
    r82 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r72, r82, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r72; }
    r84 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r72, r84, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r72; }
    r86 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r72, r86, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r72; }
    r88 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r72, r88, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r72; }
    r90 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r72, r90, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r72; }
    r92 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r72, r92, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r72; }
    r94 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r72, r94, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r72; }
    r96 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r72, r96, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r72; }
    r98 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r72, r98, 0, m); r72 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r72; }
    bfly_gs(r4, r5, r72, 0, false, false, m);
    r100 = 1u;
    r102 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r100, r102, 0, m); r100 = (((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) & 1u)) ? p : r100; }
    r104 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r100, r104, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r100; }
    r106 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r100, r106, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r100; }
    r108 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r100, r108, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r100; }
    r110 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r100, r110, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r100; }
    r112 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r100, r112, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r100; }
    r114 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r100, r114, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r100; }
    r116 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r100, r116, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r100; }
    r118 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r100, r118, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r100; }
    r120 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r100, r120, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r100; }
    r122 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r100, r122, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r100; }
    r124 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r100, r124, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r100; }
    r126 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r100, r126, 0, m); r100 = ((((__brev((512u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r100; }
    bfly_gs(r6, r7, r100, 0, false, false, m);
    r128 = 1u;
    r130 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r128, r130, 0, m); r128 = (((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) & 1u)) ? p : r128; }
    r132 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r128, r132, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 1) & 1u)) ? p : r128; }
    r134 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r128, r134, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 2) & 1u)) ? p : r128; }
    r136 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r128, r136, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 3) & 1u)) ? p : r128; }
    r138 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r128, r138, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 4) & 1u)) ? p : r128; }
    r140 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r128, r140, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 5) & 1u)) ? p : r128; }
    r142 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r128, r142, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 6) & 1u)) ? p : r128; }
    r144 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r128, r144, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 7) & 1u)) ? p : r128; }
    r146 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r128, r146, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 8) & 1u)) ? p : r128; }
    r148 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r128, r148, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 9) & 1u)) ? p : r128; }
    r150 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r128, r150, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 10) & 1u)) ? p : r128; }
    r152 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r128, r152, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 11) & 1u)) ? p : r128; }
    r154 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r128, r154, 0, m); r128 = ((((__brev((256u + (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1))) >> 19) >> 12) & 1u)) ? p : r128; }
    bfly_gs(r0, r2, r128, 0, false, false, m);
    bfly_gs(r1, r3, r128, 0, false, false, m);
    r156 = 1u;
    r158 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r156, r158, 0, m); r156 = (((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) & 1u)) ? p : r156; }
    r160 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r156, r160, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r156; }
    r162 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r156, r162, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r156; }
    r164 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r156, r164, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r156; }
    r166 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r156, r166, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r156; }
    r168 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r156, r168, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r156; }
    r170 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r156, r170, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r156; }
    r172 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r156, r172, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r156; }
    r174 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r156, r174, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r156; }
    r176 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r156, r176, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r156; }
    r178 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r156, r178, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r156; }
    r180 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r156, r180, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r156; }
    r182 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r156, r182, 0, m); r156 = ((((__brev((256u + ((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r156; }
    bfly_gs(r4, r6, r156, 0, false, false, m);
    bfly_gs(r5, r7, r156, 0, false, false, m);
    r184 = 1u;
    r186 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r184, r186, 0, m); r184 = (((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) & 1u)) ? p : r184; }
    r188 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r184, r188, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 1) & 1u)) ? p : r184; }
    r190 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r184, r190, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 2) & 1u)) ? p : r184; }
    r192 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r184, r192, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 3) & 1u)) ? p : r184; }
    r194 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r184, r194, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 4) & 1u)) ? p : r184; }
    r196 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r184, r196, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 5) & 1u)) ? p : r184; }
    r198 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r184, r198, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 6) & 1u)) ? p : r184; }
    r200 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r184, r200, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 7) & 1u)) ? p : r184; }
    r202 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r184, r202, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 8) & 1u)) ? p : r184; }
    r204 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r184, r204, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 9) & 1u)) ? p : r184; }
    r206 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r184, r206, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 10) & 1u)) ? p : r184; }
    r208 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r184, r208, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 11) & 1u)) ? p : r184; }
    r210 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r184, r210, 0, m); r184 = ((((__brev((128u + ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))) >> 19) >> 12) & 1u)) ? p : r184; }
    bfly_gs(r0, r4, r184, 0, false, false, m);
    bfly_gs(r1, r5, r184, 0, false, false, m);
    bfly_gs(r2, r6, r184, 0, false, false, m);
    bfly_gs(r3, r7, r184, 0, false, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 8] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 16] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 24] = r3;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 32] = r4;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 40] = r5;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 48] = r6;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 56] = r7;
    grid_sync(grid_counter);

    // phase 9: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 256];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 320];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 384];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 15u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 448];
    r8 = 1u;
    r10 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_gs(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((64u + ((((bx >> 4) | (threadIdx.x >> 6)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_gs(r6, r7, r92, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 2) + threadIdx.x) >> 5)) + 4u] = r1;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r2;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 2) + threadIdx.x) >> 5)) + 12u] = r3;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r4;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 2) + threadIdx.x) >> 5)) + 20u] = r5;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 2) + threadIdx.x) >> 5)) + 24u] = r6;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 2) + threadIdx.x) >> 5)) + 28u] = r7;
    __syncthreads();

    // phase 10: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 5)) + 56u];
    r8 = 1u;
    r10 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r8, r10, 0, m); r8 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) & 1u)) ? p : r8; }
    r12 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r8, r12, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 1) & 1u)) ? p : r8; }
    r14 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r8, r14, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 2) & 1u)) ? p : r8; }
    r16 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r8, r16, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 3) & 1u)) ? p : r8; }
    r18 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r8, r18, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 4) & 1u)) ? p : r8; }
    r20 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r8, r20, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 5) & 1u)) ? p : r8; }
    r22 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r8, r22, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 6) & 1u)) ? p : r8; }
    r24 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r8, r24, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 7) & 1u)) ? p : r8; }
    r26 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r8, r26, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 8) & 1u)) ? p : r8; }
    r28 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r8, r28, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 9) & 1u)) ? p : r8; }
    r30 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r8, r30, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 10) & 1u)) ? p : r8; }
    r32 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r8, r32, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 11) & 1u)) ? p : r8; }
    r34 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r8, r34, 0, m); r8 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 19) >> 12) & 1u)) ? p : r8; }
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r36 = 1u;
    r38 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r36, r38, 0, m); r36 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) & 1u)) ? p : r36; }
    r40 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r36, r40, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 1) & 1u)) ? p : r36; }
    r42 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r36, r42, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 2) & 1u)) ? p : r36; }
    r44 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r36, r44, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 3) & 1u)) ? p : r36; }
    r46 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r36, r46, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 4) & 1u)) ? p : r36; }
    r48 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r36, r48, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 5) & 1u)) ? p : r36; }
    r50 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r36, r50, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 6) & 1u)) ? p : r36; }
    r52 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r36, r52, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 7) & 1u)) ? p : r36; }
    r54 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r36, r54, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 8) & 1u)) ? p : r36; }
    r56 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r36, r56, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 9) & 1u)) ? p : r36; }
    r58 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r36, r58, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 10) & 1u)) ? p : r36; }
    r60 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r36, r60, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 11) & 1u)) ? p : r36; }
    r62 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r36, r62, 0, m); r36 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 19) >> 12) & 1u)) ? p : r36; }
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r64 = 1u;
    r66 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r64, r66, 0, m); r64 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) & 1u)) ? p : r64; }
    r68 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r64, r68, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 1) & 1u)) ? p : r64; }
    r70 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r64, r70, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 2) & 1u)) ? p : r64; }
    r72 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r64, r72, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 3) & 1u)) ? p : r64; }
    r74 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r64, r74, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 4) & 1u)) ? p : r64; }
    r76 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r64, r76, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 5) & 1u)) ? p : r64; }
    r78 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r64, r78, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 6) & 1u)) ? p : r64; }
    r80 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r64, r80, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 7) & 1u)) ? p : r64; }
    r82 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r64, r82, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 8) & 1u)) ? p : r64; }
    r84 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r64, r84, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 9) & 1u)) ? p : r64; }
    r86 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r64, r86, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 10) & 1u)) ? p : r64; }
    r88 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r64, r88, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 11) & 1u)) ? p : r64; }
    r90 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r64, r90, 0, m); r64 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 19) >> 12) & 1u)) ? p : r64; }
    bfly_gs(r4, r5, r64, 0, false, false, m);
    r92 = 1u;
    r94 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r92, r94, 0, m); r92 = (((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) & 1u)) ? p : r92; }
    r96 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r92, r96, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 1) & 1u)) ? p : r92; }
    r98 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r92, r98, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 2) & 1u)) ? p : r92; }
    r100 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r92, r100, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 3) & 1u)) ? p : r92; }
    r102 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r92, r102, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 4) & 1u)) ? p : r92; }
    r104 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r92, r104, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 5) & 1u)) ? p : r92; }
    r106 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r92, r106, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 6) & 1u)) ? p : r92; }
    r108 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r92, r108, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 7) & 1u)) ? p : r92; }
    r110 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r92, r110, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 8) & 1u)) ? p : r92; }
    r112 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r92, r112, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 9) & 1u)) ? p : r92; }
    r114 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r92, r114, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 10) & 1u)) ? p : r92; }
    r116 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r92, r116, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 11) & 1u)) ? p : r92; }
    r118 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r92, r118, 0, m); r92 = ((((__brev((32u + ((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 19) >> 12) & 1u)) ? p : r92; }
    bfly_gs(r6, r7, r92, 0, false, false, m);
    r120 = 1u;
    r122 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r120, r122, 0, m); r120 = (((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) & 1u)) ? p : r120; }
    r124 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r120, r124, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 1) & 1u)) ? p : r120; }
    r126 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r120, r126, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 2) & 1u)) ? p : r120; }
    r128 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r120, r128, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 3) & 1u)) ? p : r120; }
    r130 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r120, r130, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 4) & 1u)) ? p : r120; }
    r132 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r120, r132, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 5) & 1u)) ? p : r120; }
    r134 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r120, r134, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 6) & 1u)) ? p : r120; }
    r136 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r120, r136, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 7) & 1u)) ? p : r120; }
    r138 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r120, r138, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) & 1u)) ? p : r120; }
    r140 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r120, r140, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 9) & 1u)) ? p : r120; }
    r142 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r120, r142, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 10) & 1u)) ? p : r120; }
    r144 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r120, r144, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 11) & 1u)) ? p : r120; }
    r146 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r120, r146, 0, m); r120 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 12) & 1u)) ? p : r120; }
    bfly_gs(r0, r2, r120, 0, false, false, m);
    bfly_gs(r1, r3, r120, 0, false, false, m);
    r148 = 1u;
    r150 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r148, r150, 0, m); r148 = (((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) & 1u)) ? p : r148; }
    r152 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r148, r152, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 1) & 1u)) ? p : r148; }
    r154 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r148, r154, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 2) & 1u)) ? p : r148; }
    r156 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r148, r156, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 3) & 1u)) ? p : r148; }
    r158 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r148, r158, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 4) & 1u)) ? p : r148; }
    r160 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r148, r160, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 5) & 1u)) ? p : r148; }
    r162 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r148, r162, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 6) & 1u)) ? p : r148; }
    r164 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r148, r164, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 7) & 1u)) ? p : r148; }
    r166 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r148, r166, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) & 1u)) ? p : r148; }
    r168 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r148, r168, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 9) & 1u)) ? p : r148; }
    r170 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r148, r170, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 10) & 1u)) ? p : r148; }
    r172 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r148, r172, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 11) & 1u)) ? p : r148; }
    r174 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r148, r174, 0, m); r148 = ((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 12) & 1u)) ? p : r148; }
    bfly_gs(r4, r6, r148, 0, false, false, m);
    bfly_gs(r5, r7, r148, 0, false, false, m);
    r176 = 1u;
    r178 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r176, r178, 0, m); r176 = (((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) & 1u)) ? p : r176; }
    r180 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r176, r180, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 1) & 1u)) ? p : r176; }
    r182 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r176, r182, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 2) & 1u)) ? p : r176; }
    r184 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r176, r184, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 3) & 1u)) ? p : r176; }
    r186 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r176, r186, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 4) & 1u)) ? p : r176; }
    r188 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r176, r188, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 5) & 1u)) ? p : r176; }
    r190 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r176, r190, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 6) & 1u)) ? p : r176; }
    r192 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r176, r192, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 7) & 1u)) ? p : r176; }
    r194 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r176, r194, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 8) & 1u)) ? p : r176; }
    r196 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r176, r196, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) & 1u)) ? p : r176; }
    r198 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r176, r198, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 10) & 1u)) ? p : r176; }
    r200 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r176, r200, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 11) & 1u)) ? p : r176; }
    r202 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r176, r202, 0, m); r176 = ((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 12) & 1u)) ? p : r176; }
    bfly_gs(r0, r4, r176, 0, false, false, m);
    bfly_gs(r1, r5, r176, 0, false, false, m);
    bfly_gs(r2, r6, r176, 0, false, false, m);
    bfly_gs(r3, r7, r176, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 5)) + 40u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 5)) + 56u] = r7;
    __syncthreads();

    // phase 11: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u];
    r3 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u];
    r4 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 264u];
    r5 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 330u];
    r6 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 396u];
    r7 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 462u];
    r8 = inv_len_v_t[1];
    r10 = 1u;
    r12 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r10, r12, 0, m); r10 = (((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) & 1u)) ? p : r10; }
    r14 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r10, r14, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 1) & 1u)) ? p : r10; }
    r16 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r10, r16, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 2) & 1u)) ? p : r10; }
    r18 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r10, r18, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 3) & 1u)) ? p : r10; }
    r20 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r10, r20, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 4) & 1u)) ? p : r10; }
    r22 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r10, r22, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 5) & 1u)) ? p : r10; }
    r24 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r10, r24, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 6) & 1u)) ? p : r10; }
    r26 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r10, r26, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 7) & 1u)) ? p : r10; }
    r28 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r10, r28, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 8) & 1u)) ? p : r10; }
    r30 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r10, r30, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 9) & 1u)) ? p : r10; }
    r32 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r10, r32, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) & 1u)) ? p : r10; }
    r34 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r10, r34, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 11) & 1u)) ? p : r10; }
    r36 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r10, r36, 0, m); r10 = ((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 12) & 1u)) ? p : r10; }
    bfly_gs(r0, r1, r10, 0, false, false, m);
    r38 = 1u;
    r40 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r38, r40, 0, m); r38 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) & 1u)) ? p : r38; }
    r42 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r38, r42, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 1) & 1u)) ? p : r38; }
    r44 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r38, r44, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 2) & 1u)) ? p : r38; }
    r46 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r38, r46, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 3) & 1u)) ? p : r38; }
    r48 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r38, r48, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 4) & 1u)) ? p : r38; }
    r50 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r38, r50, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 5) & 1u)) ? p : r38; }
    r52 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r38, r52, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 6) & 1u)) ? p : r38; }
    r54 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r38, r54, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 7) & 1u)) ? p : r38; }
    r56 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r38, r56, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 8) & 1u)) ? p : r38; }
    r58 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r38, r58, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 9) & 1u)) ? p : r38; }
    r60 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r38, r60, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) & 1u)) ? p : r38; }
    r62 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r38, r62, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 11) & 1u)) ? p : r38; }
    r64 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r38, r64, 0, m); r38 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 12) & 1u)) ? p : r38; }
    bfly_gs(r2, r3, r38, 0, false, false, m);
    r66 = 1u;
    r68 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r66, r68, 0, m); r66 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) & 1u)) ? p : r66; }
    r70 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r66, r70, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 1) & 1u)) ? p : r66; }
    r72 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r66, r72, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 2) & 1u)) ? p : r66; }
    r74 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r66, r74, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 3) & 1u)) ? p : r66; }
    r76 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r66, r76, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 4) & 1u)) ? p : r66; }
    r78 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r66, r78, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 5) & 1u)) ? p : r66; }
    r80 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r66, r80, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 6) & 1u)) ? p : r66; }
    r82 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r66, r82, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 7) & 1u)) ? p : r66; }
    r84 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r66, r84, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 8) & 1u)) ? p : r66; }
    r86 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r66, r86, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 9) & 1u)) ? p : r66; }
    r88 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r66, r88, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) & 1u)) ? p : r66; }
    r90 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r66, r90, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 11) & 1u)) ? p : r66; }
    r92 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r66, r92, 0, m); r66 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 12) & 1u)) ? p : r66; }
    bfly_gs(r4, r5, r66, 0, false, false, m);
    r94 = 1u;
    r96 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r94, r96, 0, m); r94 = (((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) & 1u)) ? p : r94; }
    r98 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r94, r98, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 1) & 1u)) ? p : r94; }
    r100 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r94, r100, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 2) & 1u)) ? p : r94; }
    r102 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r94, r102, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 3) & 1u)) ? p : r94; }
    r104 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r94, r104, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 4) & 1u)) ? p : r94; }
    r106 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r94, r106, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 5) & 1u)) ? p : r94; }
    r108 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r94, r108, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 6) & 1u)) ? p : r94; }
    r110 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r94, r110, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 7) & 1u)) ? p : r94; }
    r112 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r94, r112, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 8) & 1u)) ? p : r94; }
    r114 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r94, r114, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 9) & 1u)) ? p : r94; }
    r116 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r94, r116, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) & 1u)) ? p : r94; }
    r118 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r94, r118, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 11) & 1u)) ? p : r94; }
    r120 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r94, r120, 0, m); r94 = ((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 12) & 1u)) ? p : r94; }
    bfly_gs(r6, r7, r94, 0, false, false, m);
    r122 = 1u;
    r124 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r122, r124, 0, m); r122 = (((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) & 1u)) ? p : r122; }
    r126 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r122, r126, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 1) & 1u)) ? p : r122; }
    r128 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r122, r128, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 2) & 1u)) ? p : r122; }
    r130 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r122, r130, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 3) & 1u)) ? p : r122; }
    r132 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r122, r132, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 4) & 1u)) ? p : r122; }
    r134 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r122, r134, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 5) & 1u)) ? p : r122; }
    r136 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r122, r136, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 6) & 1u)) ? p : r122; }
    r138 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r122, r138, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 7) & 1u)) ? p : r122; }
    r140 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r122, r140, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 8) & 1u)) ? p : r122; }
    r142 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r122, r142, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 9) & 1u)) ? p : r122; }
    r144 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r122, r144, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 10) & 1u)) ? p : r122; }
    r146 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r122, r146, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) & 1u)) ? p : r122; }
    r148 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r122, r148, 0, m); r122 = ((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 12) & 1u)) ? p : r122; }
    bfly_gs(r0, r2, r122, 0, false, false, m);
    bfly_gs(r1, r3, r122, 0, false, false, m);
    r150 = 1u;
    r152 = powers_inv_v_t[0];
    { const word_t p = mod_mul_tw(r150, r152, 0, m); r150 = (((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) & 1u)) ? p : r150; }
    r154 = powers_inv_v_t[1];
    { const word_t p = mod_mul_tw(r150, r154, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 1) & 1u)) ? p : r150; }
    r156 = powers_inv_v_t[2];
    { const word_t p = mod_mul_tw(r150, r156, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 2) & 1u)) ? p : r150; }
    r158 = powers_inv_v_t[3];
    { const word_t p = mod_mul_tw(r150, r158, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 3) & 1u)) ? p : r150; }
    r160 = powers_inv_v_t[4];
    { const word_t p = mod_mul_tw(r150, r160, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 4) & 1u)) ? p : r150; }
    r162 = powers_inv_v_t[5];
    { const word_t p = mod_mul_tw(r150, r162, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 5) & 1u)) ? p : r150; }
    r164 = powers_inv_v_t[6];
    { const word_t p = mod_mul_tw(r150, r164, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 6) & 1u)) ? p : r150; }
    r166 = powers_inv_v_t[7];
    { const word_t p = mod_mul_tw(r150, r166, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 7) & 1u)) ? p : r150; }
    r168 = powers_inv_v_t[8];
    { const word_t p = mod_mul_tw(r150, r168, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 8) & 1u)) ? p : r150; }
    r170 = powers_inv_v_t[9];
    { const word_t p = mod_mul_tw(r150, r170, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 9) & 1u)) ? p : r150; }
    r172 = powers_inv_v_t[10];
    { const word_t p = mod_mul_tw(r150, r172, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 10) & 1u)) ? p : r150; }
    r174 = powers_inv_v_t[11];
    { const word_t p = mod_mul_tw(r150, r174, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) & 1u)) ? p : r150; }
    r176 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r150, r176, 0, m); r150 = ((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 12) & 1u)) ? p : r150; }
    bfly_gs(r4, r6, r150, 0, false, false, m);
    bfly_gs(r5, r7, r150, 0, false, false, m);
    bfly_gs(r0, r4, r8, 0, true, false, m);
    bfly_gs(r1, r5, r8, 0, true, false, m);
    bfly_gs(r2, r6, r8, 0, true, false, m);
    bfly_gs(r3, r7, r8, 0, true, false, m);
    r178 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r178, 0, m);
    r1 = mod_mul_tw(r1, r178, 0, m);
    r2 = mod_mul_tw(r2, r178, 0, m);
    r3 = mod_mul_tw(r3, r178, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 5120] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 7168] = r7;
}

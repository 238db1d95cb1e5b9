// nttgen: ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle.toml --out generated/ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle"
//   transform = "ntt-negacyclic"
//   log_n = 14
//   word = "u32"
//   reduction = "montgomery"
//   radix = 4
//   stage_split = [7, 7]
//   cluster = 2
//   layout = "natural"
//   access = "classic"
//   twiddles = "register-shuffle"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1073643521]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_fwd0: grid_x 64, block 32 x 2, shared 1056 B; mulmods 57344, addmods 114688, butterflies 57344, global bytes 131072 (read 65536, write 65536), table bytes 180224, shuffles 36864
//   ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_fwd1: grid_x 64, block 32 x 2, shared 1056 B; mulmods 57344, addmods 131072, butterflies 57344, global bytes 131072 (read 65536, write 65536), table bytes 180224, shuffles 36864
//   ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_pw: grid_x 128, block 128 x 1, shared 0 B; mulmods 16384, addmods 0, butterflies 0, global bytes 196608 (read 131072, write 65536), table bytes 0, shuffles 0
//   ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_inv1: grid_x 64, block 32 x 2, shared 1056 B; mulmods 57344, addmods 114688, butterflies 57344, global bytes 131072 (read 65536, write 65536), table bytes 180224, shuffles 36864
//   ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_inv0: grid_x 64, block 32 x 2, shared 1056 B; mulmods 65536, addmods 114688, butterflies 57344, global bytes 131072 (read 65536, write 65536), table bytes 196608, shuffles 32768
//   ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_product1: grid_x 64, block 32 x 2, shared 2112 B; mulmods 188416, addmods 376832, butterflies 172032, global bytes 196608 (read 131072, write 65536), table bytes 360448, shuffles 73728
//   ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_fwd_coop: grid_x 64, block 32 x 2, shared 1056 B; mulmods 114688, addmods 245760, butterflies 114688, global bytes 262144 (read 131072, write 131072), table bytes 360448, shuffles 73728
//   ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_inv_coop: grid_x 64, block 32 x 2, shared 1056 B; mulmods 122880, addmods 229376, butterflies 114688, global bytes 262144 (read 131072, write 131072), table bytes 376832, shuffles 69632
//   ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_product_coop: grid_x 64, block 32 x 2, shared 2112 B; mulmods 368640, addmods 720896, butterflies 344064, global bytes 589824 (read 327680, write 262144), table bytes 917504, shuffles 180224

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



extern "C" __global__ void __launch_bounds__(64) ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 16384;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 8192];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 12288];
    r4 = tw_fwd_v_t[(size_t)min(((1u + ((bx >> 6) | (threadIdx.y >> 7))) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((1u + ((bx >> 6) | (threadIdx.y >> 7))) - (1u + ((bx >> 6) | (threadIdx.y >> 7)))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r8 = tw_fwd_v_t[(size_t)min(((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) - (2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) - (2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r4 = tw_fwd_v_t[(size_t)min(((4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2)) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((4u + ((((bx >> 6) | (threadIdx.y >> 7)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r8 = tw_fwd_v_t[(size_t)min(((8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r4 = tw_fwd_v_t[(size_t)min(((16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4)) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((16u + ((((bx >> 6) | (threadIdx.y >> 7)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r8 = tw_fwd_v_t[(size_t)min(((32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.y >> 7)) << 6) | ((threadIdx.x & 31u) << 1)) + 64]); r4 = v.x; r6 = v.y; }
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r6, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 384] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 16384;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96];
    r4 = tw_fwd_v_t[(size_t)min(((128u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((128u + ((bx << 1) | threadIdx.y)) - (128u + ((bx << 1) | threadIdx.y))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r8 = tw_fwd_v_t[(size_t)min(((256u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((256u + (((bx << 1) | threadIdx.y) << 1)) - (256u + (((bx << 1) | threadIdx.y) << 1))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) - (256u + ((((bx << 1) | threadIdx.y) << 1) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r4 = tw_fwd_v_t[(size_t)min(((512u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((512u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (512u + (((bx << 1) | threadIdx.y) << 2))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r8 = tw_fwd_v_t[(size_t)min(((1024u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (1024u + (((bx << 1) | threadIdx.y) << 3))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r4 = tw_fwd_v_t[(size_t)min(((2048u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((2048u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (2048u + (((bx << 1) | threadIdx.y) << 4))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r8 = tw_fwd_v_t[(size_t)min(((4096u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (4096u + (((bx << 1) | threadIdx.y) << 5))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 3: forward kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 8192]); r4 = v.x; r6 = v.y; }
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r6, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | ((threadIdx.x & 31u) << 2))]) = make_uint4(r0, r1, r2, r3);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_pw(
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
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_inv1(
    word_t* __restrict__ x,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 16384;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | ((threadIdx.x & 31u) << 2))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 8192]); r4 = v.x; r6 = v.y; }
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    bfly_gs_lazy(r2, r3, r6, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r4 = tw_inv_v_t[(size_t)min(((4096u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (4096u + (((bx << 1) | threadIdx.y) << 5))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)min(((4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((2048u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((2048u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (2048u + (((bx << 1) | threadIdx.y) << 4))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r4 = tw_inv_v_t[(size_t)min(((1024u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (1024u + (((bx << 1) | threadIdx.y) << 3))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)min(((1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((512u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((512u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (512u + (((bx << 1) | threadIdx.y) << 2))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r4 = tw_inv_v_t[(size_t)min(((256u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((256u + (((bx << 1) | threadIdx.y) << 1)) - (256u + (((bx << 1) | threadIdx.y) << 1))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)min(((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) - (256u + ((((bx << 1) | threadIdx.y) << 1) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((128u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((128u + ((bx << 1) | threadIdx.y)) - (128u + ((bx << 1) | threadIdx.y))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 16384;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 384];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.y >> 7)) << 6) | ((threadIdx.x & 31u) << 1)) + 64]); r4 = v.x; r6 = v.y; }
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    bfly_gs_lazy(r2, r3, r6, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r4 = tw_inv_v_t[(size_t)min(((32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5)) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)min(((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((16u + ((((bx >> 6) | (threadIdx.y >> 7)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r4 = tw_inv_v_t[(size_t)min(((8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3)) + (threadIdx.x & 31u)), 16383u)];
    r6 = __shfl_sync(0xffffffffu, r4, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)min(((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((4u + ((((bx >> 6) | (threadIdx.y >> 7)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r4 = inv_len_v_t[1];
    r6 = inv_len_v_t[0];
    r8 = tw_inv_v_t[(size_t)min(((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) - (2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1))));
    bfly_gs_lazy(r0, r1, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) - (2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u))));
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    bfly_gs_last(r0, r2, r4, 0, r6, 0, m);
    bfly_gs_last(r1, r3, r4, 0, r6, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 8192] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 12288] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_product1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 16384;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 16384;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96];
    r4 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))];
    r5 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32];
    r6 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64];
    r7 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96];
    r8 = tw_fwd_v_t[(size_t)min(((128u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((128u + ((bx << 1) | threadIdx.y)) - (128u + ((bx << 1) | threadIdx.y))));
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((256u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((256u + (((bx << 1) | threadIdx.y) << 1)) - (256u + (((bx << 1) | threadIdx.y) << 1))));
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = tw_fwd_v_t[(size_t)min(((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r18 = __shfl_sync(0xffffffffu, r16, ((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) - (256u + ((((bx << 1) | threadIdx.y) << 1) | 1u))));
    bfly_ct_lazy(r2, r3, r18, 0, m);
    bfly_ct_lazy(r4, r6, r10, 0, m);
    bfly_ct_lazy(r5, r7, r10, 0, m);
    bfly_ct_lazy(r4, r5, r14, 0, m);
    bfly_ct_lazy(r6, r7, r18, 0, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 264u] = r4;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 297u] = r5;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 330u] = r6;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 363u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 264u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 272u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 280u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 288u];
    r8 = tw_fwd_v_t[(size_t)min(((512u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((512u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (512u + (((bx << 1) | threadIdx.y) << 2))));
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((1024u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (1024u + (((bx << 1) | threadIdx.y) << 3))));
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = tw_fwd_v_t[(size_t)min(((1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r18 = __shfl_sync(0xffffffffu, r16, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u))));
    bfly_ct_lazy(r2, r3, r18, 0, m);
    bfly_ct_lazy(r4, r6, r10, 0, m);
    bfly_ct_lazy(r5, r7, r10, 0, m);
    bfly_ct_lazy(r4, r5, r14, 0, m);
    bfly_ct_lazy(r6, r7, r18, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 264u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 272u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 280u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 288u] = r7;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 264u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 266u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 268u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 270u];
    r8 = tw_fwd_v_t[(size_t)min(((2048u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((2048u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (2048u + (((bx << 1) | threadIdx.y) << 4))));
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)min(((4096u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (4096u + (((bx << 1) | threadIdx.y) << 5))));
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = tw_fwd_v_t[(size_t)min(((4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r18 = __shfl_sync(0xffffffffu, r16, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u))));
    bfly_ct_lazy(r2, r3, r18, 0, m);
    bfly_ct_lazy(r4, r6, r10, 0, m);
    bfly_ct_lazy(r5, r7, r10, 0, m);
    bfly_ct_lazy(r4, r5, r14, 0, m);
    bfly_ct_lazy(r6, r7, r18, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 264u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 266u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 268u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 270u] = r7;
    __syncthreads();

    // phase 3: forward kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 264u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 265u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 266u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 267u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 8192]); r8 = v.x; r10 = v.y; }
    bfly_ct_lazy(r0, r1, r8, 0, m);
    bfly_ct_lazy(r2, r3, r10, 0, m);
    bfly_ct_lazy(r4, r5, r8, 0, m);
    bfly_ct_lazy(r6, r7, r10, 0, m);
    r0 = mod_normalize(r0, m);
    r4 = mod_normalize(r4, m);
    r0 = mod_mul(r0, r4, m);
    r1 = mod_normalize(r1, m);
    r5 = mod_normalize(r5, m);
    r1 = mod_mul(r1, r5, m);
    r2 = mod_normalize(r2, m);
    r6 = mod_normalize(r6, m);
    r2 = mod_mul(r2, r6, m);
    r3 = mod_normalize(r3, m);
    r7 = mod_normalize(r7, m);
    r3 = mod_mul(r3, r7, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 8192]); r12 = v.x; r14 = v.y; }
    bfly_gs_lazy(r0, r1, r12, 0, false, m);
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u] = r3;
    __syncthreads();

    // phase 4: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r8 = tw_inv_v_t[(size_t)min(((4096u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (4096u + (((bx << 1) | threadIdx.y) << 5))));
    bfly_gs_lazy(r0, r1, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u))));
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)min(((2048u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 16383u)];
    r18 = __shfl_sync(0xffffffffu, r16, ((2048u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (2048u + (((bx << 1) | threadIdx.y) << 4))));
    bfly_gs_lazy(r0, r2, r18, 0, false, m);
    bfly_gs_lazy(r1, r3, r18, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 5: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r8 = tw_inv_v_t[(size_t)min(((1024u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (1024u + (((bx << 1) | threadIdx.y) << 3))));
    bfly_gs_lazy(r0, r1, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u))));
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)min(((512u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 16383u)];
    r18 = __shfl_sync(0xffffffffu, r16, ((512u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (512u + (((bx << 1) | threadIdx.y) << 2))));
    bfly_gs_lazy(r0, r2, r18, 0, false, m);
    bfly_gs_lazy(r1, r3, r18, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 6: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r8 = tw_inv_v_t[(size_t)min(((256u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 16383u)];
    r10 = __shfl_sync(0xffffffffu, r8, ((256u + (((bx << 1) | threadIdx.y) << 1)) - (256u + (((bx << 1) | threadIdx.y) << 1))));
    bfly_gs_lazy(r0, r1, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)min(((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)];
    r14 = __shfl_sync(0xffffffffu, r12, ((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) - (256u + ((((bx << 1) | threadIdx.y) << 1) | 1u))));
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)min(((128u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 16383u)];
    r18 = __shfl_sync(0xffffffffu, r16, ((128u + ((bx << 1) | threadIdx.y)) - (128u + ((bx << 1) | threadIdx.y))));
    bfly_gs_lazy(r0, r2, r18, 0, false, m);
    bfly_gs_lazy(r1, r3, r18, 0, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 16384;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r6, r10, r14, r16;
    word_t r17, r18, r19, r20, r21, r22, r23, r24;
    word_t r25, r26, r27, r28, r29, r30, r31, r32;
    word_t r33, r34, r35, r36, r37;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r16) : "l"(&tw_fwd_v_t[(size_t)min(((1u + ((bx >> 6) | (threadIdx.y >> 7))) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r17) : "l"(&tw_fwd_v_t[(size_t)min(((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r18) : "l"(&tw_fwd_v_t[(size_t)min(((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r19) : "l"(&tw_fwd_v_t[(size_t)min(((4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r20) : "l"(&tw_fwd_v_t[(size_t)min(((8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r21) : "l"(&tw_fwd_v_t[(size_t)min(((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r22) : "l"(&tw_fwd_v_t[(size_t)min(((16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r23) : "l"(&tw_fwd_v_t[(size_t)min(((32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r24) : "l"(&tw_fwd_v_t[(size_t)min(((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r25), "=r"(r26) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.y >> 7)) << 6) | ((threadIdx.x & 31u) << 1)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r27) : "l"(&tw_fwd_v_t[(size_t)min(((128u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r28) : "l"(&tw_fwd_v_t[(size_t)min(((256u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r29) : "l"(&tw_fwd_v_t[(size_t)min(((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r30) : "l"(&tw_fwd_v_t[(size_t)min(((512u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r31) : "l"(&tw_fwd_v_t[(size_t)min(((1024u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r32) : "l"(&tw_fwd_v_t[(size_t)min(((1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r33) : "l"(&tw_fwd_v_t[(size_t)min(((2048u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r34) : "l"(&tw_fwd_v_t[(size_t)min(((4096u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r35) : "l"(&tw_fwd_v_t[(size_t)min(((4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r36), "=r"(r37) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 8192])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 8192];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 12288];
    r6 = __shfl_sync(0xffffffffu, r16, ((1u + ((bx >> 6) | (threadIdx.y >> 7))) - (1u + ((bx >> 6) | (threadIdx.y >> 7)))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r17, ((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) - (2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r18, ((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) - (2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r6 = __shfl_sync(0xffffffffu, r19, ((4u + ((((bx >> 6) | (threadIdx.y >> 7)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r20, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r21, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r6 = __shfl_sync(0xffffffffu, r22, ((16u + ((((bx >> 6) | (threadIdx.y >> 7)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r23, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r24, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u];
    bfly_ct_lazy(r0, r1, r25, 0, m);
    bfly_ct_lazy(r2, r3, r26, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 384] = r3;
    grid_sync(grid_counter);

    // phase 4: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96];
    r6 = __shfl_sync(0xffffffffu, r27, ((128u + ((bx << 1) | threadIdx.y)) - (128u + ((bx << 1) | threadIdx.y))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r28, ((256u + (((bx << 1) | threadIdx.y) << 1)) - (256u + (((bx << 1) | threadIdx.y) << 1))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r29, ((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) - (256u + ((((bx << 1) | threadIdx.y) << 1) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 5: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r6 = __shfl_sync(0xffffffffu, r30, ((512u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (512u + (((bx << 1) | threadIdx.y) << 2))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r31, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (1024u + (((bx << 1) | threadIdx.y) << 3))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r32, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 6: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r6 = __shfl_sync(0xffffffffu, r33, ((2048u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (2048u + (((bx << 1) | threadIdx.y) << 4))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r34, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (4096u + (((bx << 1) | threadIdx.y) << 5))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r35, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 7: forward kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u];
    bfly_ct_lazy(r0, r1, r36, 0, m);
    bfly_ct_lazy(r2, r3, r37, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | ((threadIdx.x & 31u) << 2))]) = make_uint4(r0, r1, r2, r3);
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 16384;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r6, r10, r14, r16;
    word_t r17, r18, r19, r20, r21, r22, r23, r24;
    word_t r25, r26, r27, r28, r29, r30, r31, r32;
    word_t r33, r34, r35, r36, r37, r38;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r16), "=r"(r17) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 8192])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r18) : "l"(&tw_inv_v_t[(size_t)min(((4096u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r19) : "l"(&tw_inv_v_t[(size_t)min(((4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r20) : "l"(&tw_inv_v_t[(size_t)min(((2048u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r21) : "l"(&tw_inv_v_t[(size_t)min(((1024u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r22) : "l"(&tw_inv_v_t[(size_t)min(((1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r23) : "l"(&tw_inv_v_t[(size_t)min(((512u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r24) : "l"(&tw_inv_v_t[(size_t)min(((256u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r25) : "l"(&tw_inv_v_t[(size_t)min(((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r26) : "l"(&tw_inv_v_t[(size_t)min(((128u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r27), "=r"(r28) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.y >> 7)) << 6) | ((threadIdx.x & 31u) << 1)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r29) : "l"(&tw_inv_v_t[(size_t)min(((32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r30) : "l"(&tw_inv_v_t[(size_t)min(((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r31) : "l"(&tw_inv_v_t[(size_t)min(((16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r32) : "l"(&tw_inv_v_t[(size_t)min(((8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r33) : "l"(&tw_inv_v_t[(size_t)min(((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r34) : "l"(&tw_inv_v_t[(size_t)min(((4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r35) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r36) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r37) : "l"(&tw_inv_v_t[(size_t)min(((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r38) : "l"(&tw_inv_v_t[(size_t)min(((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | ((threadIdx.x & 31u) << 2))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r17, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r6 = __shfl_sync(0xffffffffu, r18, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (4096u + (((bx << 1) | threadIdx.y) << 5))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r10 = __shfl_sync(0xffffffffu, r19, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r20, ((2048u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (2048u + (((bx << 1) | threadIdx.y) << 4))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r6 = __shfl_sync(0xffffffffu, r21, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (1024u + (((bx << 1) | threadIdx.y) << 3))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r10 = __shfl_sync(0xffffffffu, r22, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r23, ((512u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (512u + (((bx << 1) | threadIdx.y) << 2))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r6 = __shfl_sync(0xffffffffu, r24, ((256u + (((bx << 1) | threadIdx.y) << 1)) - (256u + (((bx << 1) | threadIdx.y) << 1))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r10 = __shfl_sync(0xffffffffu, r25, ((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) - (256u + ((((bx << 1) | threadIdx.y) << 1) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r26, ((128u + ((bx << 1) | threadIdx.y)) - (128u + ((bx << 1) | threadIdx.y))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96] = r3;
    grid_sync(grid_counter);

    // phase 4: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 384];
    bfly_gs_lazy(r0, r1, r27, 0, false, m);
    bfly_gs_lazy(r2, r3, r28, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u] = r3;
    __syncthreads();

    // phase 5: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r6 = __shfl_sync(0xffffffffu, r29, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r10 = __shfl_sync(0xffffffffu, r30, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r31, ((16u + ((((bx >> 6) | (threadIdx.y >> 7)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 6: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r6 = __shfl_sync(0xffffffffu, r32, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r10 = __shfl_sync(0xffffffffu, r33, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r34, ((4u + ((((bx >> 6) | (threadIdx.y >> 7)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 7: inverse kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r10 = __shfl_sync(0xffffffffu, r37, ((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) - (2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1))));
    bfly_gs_lazy(r0, r1, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r38, ((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) - (2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u))));
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    bfly_gs_last(r0, r2, r35, 0, r36, 0, m);
    bfly_gs_last(r1, r3, r35, 0, r36, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 8192] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 12288] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n14_r4_s7x7_c2_montgomery_twregistershuffle_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 16384;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 16384;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r10, r14, r18, r20, r21, r22, r23, r24;
    word_t r25, r26, r27, r28, r29, r30, r31, r32;
    word_t r33, r34, r35, r36, r37, r38, r39, r40;
    word_t r41, r42, r43, r44, r45, r46, r47, r48;
    word_t r49, r50, r51, r52, r53, r54, r55, r56;
    word_t r57, r58, r59, r60, r61, r62, r63, r64;
    word_t r65, r66, r67, r68, r69, r70, r71, r72;
    word_t r73, r74, r75;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r20) : "l"(&tw_fwd_v_t[(size_t)min(((1u + ((bx >> 6) | (threadIdx.y >> 7))) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r21) : "l"(&tw_fwd_v_t[(size_t)min(((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r22) : "l"(&tw_fwd_v_t[(size_t)min(((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r23) : "l"(&tw_fwd_v_t[(size_t)min(((4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r24) : "l"(&tw_fwd_v_t[(size_t)min(((8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r25) : "l"(&tw_fwd_v_t[(size_t)min(((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r26) : "l"(&tw_fwd_v_t[(size_t)min(((16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r27) : "l"(&tw_fwd_v_t[(size_t)min(((32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r28) : "l"(&tw_fwd_v_t[(size_t)min(((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r29), "=r"(r30) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.y >> 7)) << 6) | ((threadIdx.x & 31u) << 1)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r31) : "l"(&tw_fwd_v_t[(size_t)min(((1u + ((bx >> 6) | (threadIdx.y >> 7))) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r32) : "l"(&tw_fwd_v_t[(size_t)min(((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r33) : "l"(&tw_fwd_v_t[(size_t)min(((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r34) : "l"(&tw_fwd_v_t[(size_t)min(((4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r35) : "l"(&tw_fwd_v_t[(size_t)min(((8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r36) : "l"(&tw_fwd_v_t[(size_t)min(((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r37) : "l"(&tw_fwd_v_t[(size_t)min(((16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r38) : "l"(&tw_fwd_v_t[(size_t)min(((32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r39) : "l"(&tw_fwd_v_t[(size_t)min(((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r40), "=r"(r41) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.y >> 7)) << 6) | ((threadIdx.x & 31u) << 1)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r42) : "l"(&tw_fwd_v_t[(size_t)min(((128u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r43) : "l"(&tw_fwd_v_t[(size_t)min(((256u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r44) : "l"(&tw_fwd_v_t[(size_t)min(((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r45) : "l"(&tw_fwd_v_t[(size_t)min(((512u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r46) : "l"(&tw_fwd_v_t[(size_t)min(((1024u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r47) : "l"(&tw_fwd_v_t[(size_t)min(((1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r48) : "l"(&tw_fwd_v_t[(size_t)min(((2048u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r49) : "l"(&tw_fwd_v_t[(size_t)min(((4096u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r50) : "l"(&tw_fwd_v_t[(size_t)min(((4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r51), "=r"(r52) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 8192])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r53), "=r"(r54) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 8192])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r55) : "l"(&tw_inv_v_t[(size_t)min(((4096u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r56) : "l"(&tw_inv_v_t[(size_t)min(((4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r57) : "l"(&tw_inv_v_t[(size_t)min(((2048u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r58) : "l"(&tw_inv_v_t[(size_t)min(((1024u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r59) : "l"(&tw_inv_v_t[(size_t)min(((1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r60) : "l"(&tw_inv_v_t[(size_t)min(((512u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r61) : "l"(&tw_inv_v_t[(size_t)min(((256u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r62) : "l"(&tw_inv_v_t[(size_t)min(((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r63) : "l"(&tw_inv_v_t[(size_t)min(((128u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r64), "=r"(r65) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.y >> 7)) << 6) | ((threadIdx.x & 31u) << 1)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r66) : "l"(&tw_inv_v_t[(size_t)min(((32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r67) : "l"(&tw_inv_v_t[(size_t)min(((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r68) : "l"(&tw_inv_v_t[(size_t)min(((16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r69) : "l"(&tw_inv_v_t[(size_t)min(((8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r70) : "l"(&tw_inv_v_t[(size_t)min(((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r71) : "l"(&tw_inv_v_t[(size_t)min(((4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r72) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r73) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r74) : "l"(&tw_inv_v_t[(size_t)min(((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r75) : "l"(&tw_inv_v_t[(size_t)min(((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) + (threadIdx.x & 31u)), 16383u)]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 8192];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 12288];
    r6 = __shfl_sync(0xffffffffu, r20, ((1u + ((bx >> 6) | (threadIdx.y >> 7))) - (1u + ((bx >> 6) | (threadIdx.y >> 7)))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r21, ((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) - (2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r22, ((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) - (2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r6 = __shfl_sync(0xffffffffu, r23, ((4u + ((((bx >> 6) | (threadIdx.y >> 7)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r24, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r25, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r6 = __shfl_sync(0xffffffffu, r26, ((16u + ((((bx >> 6) | (threadIdx.y >> 7)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r27, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r28, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u];
    bfly_ct_lazy(r0, r1, r29, 0, m);
    bfly_ct_lazy(r2, r3, r30, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 384] = r3;
    __syncthreads();

    // phase 4: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))];
    r1 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 4096];
    r2 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 8192];
    r3 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 12288];
    r6 = __shfl_sync(0xffffffffu, r31, ((1u + ((bx >> 6) | (threadIdx.y >> 7))) - (1u + ((bx >> 6) | (threadIdx.y >> 7)))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r32, ((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) - (2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r33, ((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) - (2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 5: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r6 = __shfl_sync(0xffffffffu, r34, ((4u + ((((bx >> 6) | (threadIdx.y >> 7)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r35, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r36, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 6: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r6 = __shfl_sync(0xffffffffu, r37, ((16u + ((((bx >> 6) | (threadIdx.y >> 7)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4))));
    bfly_ct_lazy(r0, r2, r6, 0, m);
    bfly_ct_lazy(r1, r3, r6, 0, m);
    r10 = __shfl_sync(0xffffffffu, r38, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5))));
    bfly_ct_lazy(r0, r1, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r39, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u))));
    bfly_ct_lazy(r2, r3, r14, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 7: forward kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u];
    bfly_ct_lazy(r0, r1, r40, 0, m);
    bfly_ct_lazy(r2, r3, r41, 0, m);
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))] = r0;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 128] = r1;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 256] = r2;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 384] = r3;
    grid_sync(grid_counter);

    // phase 8: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96];
    r4 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))];
    r5 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32];
    r6 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64];
    r7 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96];
    r10 = __shfl_sync(0xffffffffu, r42, ((128u + ((bx << 1) | threadIdx.y)) - (128u + ((bx << 1) | threadIdx.y))));
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r43, ((256u + (((bx << 1) | threadIdx.y) << 1)) - (256u + (((bx << 1) | threadIdx.y) << 1))));
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r18 = __shfl_sync(0xffffffffu, r44, ((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) - (256u + ((((bx << 1) | threadIdx.y) << 1) | 1u))));
    bfly_ct_lazy(r2, r3, r18, 0, m);
    bfly_ct_lazy(r4, r6, r10, 0, m);
    bfly_ct_lazy(r5, r7, r10, 0, m);
    bfly_ct_lazy(r4, r5, r14, 0, m);
    bfly_ct_lazy(r6, r7, r18, 0, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 264u] = r4;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 297u] = r5;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 330u] = r6;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 363u] = r7;
    __syncthreads();

    // phase 9: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 264u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 272u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 280u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 288u];
    r10 = __shfl_sync(0xffffffffu, r45, ((512u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (512u + (((bx << 1) | threadIdx.y) << 2))));
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r46, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (1024u + (((bx << 1) | threadIdx.y) << 3))));
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r18 = __shfl_sync(0xffffffffu, r47, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u))));
    bfly_ct_lazy(r2, r3, r18, 0, m);
    bfly_ct_lazy(r4, r6, r10, 0, m);
    bfly_ct_lazy(r5, r7, r10, 0, m);
    bfly_ct_lazy(r4, r5, r14, 0, m);
    bfly_ct_lazy(r6, r7, r18, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 264u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 272u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 280u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 288u] = r7;
    __syncthreads();

    // phase 10: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 264u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 266u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 268u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 270u];
    r10 = __shfl_sync(0xffffffffu, r48, ((2048u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (2048u + (((bx << 1) | threadIdx.y) << 4))));
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r14 = __shfl_sync(0xffffffffu, r49, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (4096u + (((bx << 1) | threadIdx.y) << 5))));
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r18 = __shfl_sync(0xffffffffu, r50, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u))));
    bfly_ct_lazy(r2, r3, r18, 0, m);
    bfly_ct_lazy(r4, r6, r10, 0, m);
    bfly_ct_lazy(r5, r7, r10, 0, m);
    bfly_ct_lazy(r4, r5, r14, 0, m);
    bfly_ct_lazy(r6, r7, r18, 0, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 264u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 266u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 268u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 270u] = r7;
    __syncthreads();

    // phase 11: forward kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 264u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 265u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 266u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 267u];
    bfly_ct_lazy(r0, r1, r51, 0, m);
    bfly_ct_lazy(r2, r3, r52, 0, m);
    bfly_ct_lazy(r4, r5, r51, 0, m);
    bfly_ct_lazy(r6, r7, r52, 0, m);
    r0 = mod_normalize(r0, m);
    r4 = mod_normalize(r4, m);
    r0 = mod_mul(r0, r4, m);
    r1 = mod_normalize(r1, m);
    r5 = mod_normalize(r5, m);
    r1 = mod_mul(r1, r5, m);
    r2 = mod_normalize(r2, m);
    r6 = mod_normalize(r6, m);
    r2 = mod_mul(r2, r6, m);
    r3 = mod_normalize(r3, m);
    r7 = mod_normalize(r7, m);
    r3 = mod_mul(r3, r7, m);
    bfly_gs_lazy(r0, r1, r53, 0, false, m);
    bfly_gs_lazy(r2, r3, r54, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u] = r3;
    __syncthreads();

    // phase 12: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r10 = __shfl_sync(0xffffffffu, r55, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (4096u + (((bx << 1) | threadIdx.y) << 5))));
    bfly_gs_lazy(r0, r1, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r56, ((4096u + ((((bx << 1) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (4096u + ((((bx << 1) | threadIdx.y) << 5) | 1u))));
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    r18 = __shfl_sync(0xffffffffu, r57, ((2048u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (2048u + (((bx << 1) | threadIdx.y) << 4))));
    bfly_gs_lazy(r0, r2, r18, 0, false, m);
    bfly_gs_lazy(r1, r3, r18, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 13: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r10 = __shfl_sync(0xffffffffu, r58, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (1024u + (((bx << 1) | threadIdx.y) << 3))));
    bfly_gs_lazy(r0, r1, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r59, ((1024u + ((((bx << 1) | threadIdx.y) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (1024u + ((((bx << 1) | threadIdx.y) << 3) | 1u))));
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    r18 = __shfl_sync(0xffffffffu, r60, ((512u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (512u + (((bx << 1) | threadIdx.y) << 2))));
    bfly_gs_lazy(r0, r2, r18, 0, false, m);
    bfly_gs_lazy(r1, r3, r18, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 14: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r10 = __shfl_sync(0xffffffffu, r61, ((256u + (((bx << 1) | threadIdx.y) << 1)) - (256u + (((bx << 1) | threadIdx.y) << 1))));
    bfly_gs_lazy(r0, r1, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r62, ((256u + ((((bx << 1) | threadIdx.y) << 1) | 1u)) - (256u + ((((bx << 1) | threadIdx.y) << 1) | 1u))));
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    r18 = __shfl_sync(0xffffffffu, r63, ((128u + ((bx << 1) | threadIdx.y)) - (128u + ((bx << 1) | threadIdx.y))));
    bfly_gs_lazy(r0, r2, r18, 0, false, m);
    bfly_gs_lazy(r1, r3, r18, 0, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96] = r3;
    grid_sync(grid_counter);

    // phase 15: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | (((threadIdx.x & 31u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 384];
    bfly_gs_lazy(r0, r1, r64, 0, false, m);
    bfly_gs_lazy(r2, r3, r65, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 5)) + 3u] = r3;
    __syncthreads();

    // phase 16: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u];
    r6 = __shfl_sync(0xffffffffu, r66, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | (((threadIdx.x >> 1) & 15u) << 1))) - (32u + (((bx >> 6) | (threadIdx.y >> 7)) << 5))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r10 = __shfl_sync(0xffffffffu, r67, ((32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | ((((threadIdx.x >> 1) & 15u) << 1) | 1u))) - (32u + ((((bx >> 6) | (threadIdx.y >> 7)) << 5) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r68, ((16u + ((((bx >> 6) | (threadIdx.y >> 7)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 6) | (threadIdx.y >> 7)) << 4))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 5)) + 6u] = r3;
    __syncthreads();

    // phase 17: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u];
    r6 = __shfl_sync(0xffffffffu, r69, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | (((threadIdx.x >> 3) & 3u) << 1))) - (8u + (((bx >> 6) | (threadIdx.y >> 7)) << 3))));
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    r10 = __shfl_sync(0xffffffffu, r70, ((8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | ((((threadIdx.x >> 3) & 3u) << 1) | 1u))) - (8u + ((((bx >> 6) | (threadIdx.y >> 7)) << 3) | 1u))));
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r71, ((4u + ((((bx >> 6) | (threadIdx.y >> 7)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 6) | (threadIdx.y >> 7)) << 2))));
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 18: inverse kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r10 = __shfl_sync(0xffffffffu, r74, ((2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1)) - (2u + (((bx >> 6) | (threadIdx.y >> 7)) << 1))));
    bfly_gs_lazy(r0, r1, r10, 0, false, m);
    r14 = __shfl_sync(0xffffffffu, r75, ((2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u)) - (2u + ((((bx >> 6) | (threadIdx.y >> 7)) << 1) | 1u))));
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    bfly_gs_last(r0, r2, r72, 0, r73, 0, m);
    bfly_gs_last(r1, r3, r72, 0, r73, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 8192] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.y >> 7)) << 14) | ((threadIdx.x & 31u) << 7)) | (((bx & 63u) << 1) | (threadIdx.y & 127u))) + 12288] = r3;
}

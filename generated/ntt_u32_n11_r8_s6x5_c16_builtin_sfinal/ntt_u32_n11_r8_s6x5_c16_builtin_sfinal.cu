// nttgen: ntt_u32_n11_r8_s6x5_c16_builtin_sfinal (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n11_r8_s6x5_c16_builtin_sfinal.toml --out generated/ntt_u32_n11_r8_s6x5_c16_builtin_sfinal
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n11_r8_s6x5_c16_builtin_sfinal"
//   transform = "ntt-negacyclic"
//   log_n = 11
//   word = "u32"
//   reduction = "builtin"
//   radix = 8
//   stage_split = [6, 5]
//   cluster = 16
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "final"
//   streams = 1
//
//   [moduli]
//   primes = [2147389441]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_fwd0: grid_x 2, block 16 x 8, shared 4224 B; mulmods 6144, addmods 12288, butterflies 6144, global bytes 16384 (read 8192, write 8192), table bytes 14336, shuffles 0
//   ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_fwd1: grid_x 4, block 4 x 16, shared 2112 B; mulmods 5120, addmods 10240, butterflies 5120, global bytes 16384 (read 8192, write 8192), table bytes 13312, shuffles 0
//   ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_pw: grid_x 16, block 128 x 1, shared 0 B; mulmods 2048, addmods 0, butterflies 0, global bytes 24576 (read 16384, write 8192), table bytes 0, shuffles 0
//   ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_inv1: grid_x 4, block 4 x 16, shared 2112 B; mulmods 5120, addmods 10240, butterflies 5120, global bytes 16384 (read 8192, write 8192), table bytes 13312, shuffles 0
//   ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_inv0: grid_x 2, block 16 x 8, shared 4224 B; mulmods 7168, addmods 12288, butterflies 6144, global bytes 16384 (read 8192, write 8192), table bytes 15360, shuffles 0
//   ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_product1: grid_x 4, block 4 x 16, shared 4224 B; mulmods 17408, addmods 30720, butterflies 15360, global bytes 24576 (read 16384, write 8192), table bytes 26624, shuffles 0
//   ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_fwd_coop: grid_x 4, block 8 x 8, shared 2240 B; mulmods 11264, addmods 22528, butterflies 11264, global bytes 32768 (read 16384, write 16384), table bytes 27648, shuffles 0
//   ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_inv_coop: grid_x 4, block 8 x 8, shared 2240 B; mulmods 12288, addmods 22528, butterflies 11264, global bytes 32768 (read 16384, write 16384), table bytes 28672, shuffles 0
//   ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_product_coop: grid_x 4, block 8 x 8, shared 4288 B; mulmods 36864, addmods 67584, butterflies 33792, global bytes 73728 (read 40960, write 32768), table bytes 70656, shuffles 0

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

/* nttgen reduce/builtin.cu (word = u32): the baseline, "%" on the
 * double-width product (Shivdikar §II-B's built-in reduction).
 * Rust twin: codegen/src/arith/reduce/builtin.rs.
 *
 * Bounds: 2 <= q < 2^(β-1) (len(q) <= β - 1, for mod_add).
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 * ModConst: c0 = c1 = c2 = 0 (unused).
 */

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return (word_t)(((uint64_t)a * b) % m.q);
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



extern "C" __global__ void __launch_bounds__(128) ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_fwd0(
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
    word_t r8, r10, r12, r14, r16, r18, r20;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 256];
    r2 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 512];
    r3 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 768];
    r4 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 1024];
    r5 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 1280];
    r6 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 1536];
    r7 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 1792];
    r8 = tw_fwd_v_t[(size_t)((bx >> 1) | (threadIdx.x >> 5)) + 1];
    bfly_ct(r0, r4, r8, 0, true, false, m);
    bfly_ct(r1, r5, r8, 0, true, false, m);
    bfly_ct(r2, r6, r8, 0, true, false, m);
    bfly_ct(r3, r7, r8, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 5)) << 1) + 2]); r10 = v.x; r12 = v.y; }
    bfly_ct(r0, r2, r10, 0, true, false, m);
    bfly_ct(r1, r3, r10, 0, true, false, m);
    bfly_ct(r4, r6, r12, 0, true, false, m);
    bfly_ct(r5, r7, r12, 0, true, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 5)) << 2) + 4]); r14 = v.x; r16 = v.y; r18 = v.z; r20 = v.w; }
    bfly_ct(r0, r1, r14, 0, true, false, m);
    bfly_ct(r2, r3, r16, 0, true, false, m);
    bfly_ct(r4, r5, r18, 0, true, false, m);
    bfly_ct(r6, r7, r20, 0, true, false, m);
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 132u] = r1;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 264u] = r2;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 396u] = r3;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 528u] = r4;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 660u] = r5;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 792u] = r6;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 924u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 4) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 5)) + 33u];
    r3 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 4) + threadIdx.x) >> 5)) + 48u];
    r4 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 5)) + 66u];
    r5 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 4) + threadIdx.x) >> 5)) + 80u];
    r6 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 5)) + 99u];
    r7 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 4) + threadIdx.x) >> 5)) + 112u];
    r8 = tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) + 8];
    bfly_ct(r0, r4, r8, 0, true, false, m);
    bfly_ct(r1, r5, r8, 0, true, false, m);
    bfly_ct(r2, r6, r8, 0, true, false, m);
    bfly_ct(r3, r7, r8, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) + 16]); r10 = v.x; r12 = v.y; }
    bfly_ct(r0, r2, r10, 0, true, false, m);
    bfly_ct(r1, r3, r10, 0, true, false, m);
    bfly_ct(r4, r6, r12, 0, true, false, m);
    bfly_ct(r5, r7, r12, 0, true, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) + 32]); r14 = v.x; r16 = v.y; r18 = v.z; r20 = v.w; }
    bfly_ct(r0, r1, r14, 0, true, false, m);
    bfly_ct(r2, r3, r16, 0, true, false, m);
    bfly_ct(r4, r5, r18, 0, true, false, m);
    bfly_ct(r6, r7, r20, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 32] = r1;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 64] = r2;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 96] = r3;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 128] = r4;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 160] = r5;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 192] = r6;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 224] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_fwd1(
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
    word_t r8, r10, r12, r14, r16, r18, r20;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r4 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r5 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r6 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r7 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    r8 = tw_fwd_v_t[(size_t)((bx << 4) | threadIdx.y) + 64];
    bfly_ct(r0, r4, r8, 0, true, false, m);
    bfly_ct(r1, r5, r8, 0, true, false, m);
    bfly_ct(r2, r6, r8, 0, true, false, m);
    bfly_ct(r3, r7, r8, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 4) | threadIdx.y) << 1) + 128]); r10 = v.x; r12 = v.y; }
    bfly_ct(r0, r2, r10, 0, true, false, m);
    bfly_ct(r1, r3, r10, 0, true, false, m);
    bfly_ct(r4, r6, r12, 0, true, false, m);
    bfly_ct(r5, r7, r12, 0, true, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 4) | threadIdx.y) << 2) + 256]); r14 = v.x; r16 = v.y; r18 = v.z; r20 = v.w; }
    bfly_ct(r0, r1, r14, 0, true, false, m);
    bfly_ct(r2, r3, r16, 0, true, false, m);
    bfly_ct(r4, r5, r18, 0, true, false, m);
    bfly_ct(r6, r7, r20, 0, true, false, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 4u] = r1;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 12u] = r3;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 16u] = r4;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 20u] = r5;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 24u] = r6;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 28u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 7u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 4) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 512]); r8 = v.x; r10 = v.y; }
    bfly_ct(r0, r2, r8, 0, true, false, m);
    bfly_ct(r1, r3, r8, 0, true, false, m);
    bfly_ct(r4, r6, r10, 0, true, false, m);
    bfly_ct(r5, r7, r10, 0, true, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 1024]); r12 = v.x; r14 = v.y; r16 = v.z; r18 = v.w; }
    bfly_ct(r0, r1, r12, 0, true, false, m);
    bfly_ct(r2, r3, r14, 0, true, false, m);
    bfly_ct(r4, r5, r16, 0, true, false, m);
    bfly_ct(r6, r7, r18, 0, true, false, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]) = make_uint4(r4, r5, r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]); r4 = v.x; r5 = v.y; r6 = v.z; r7 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 1024]); r8 = v.x; r10 = v.y; r12 = v.z; r14 = v.w; }
    bfly_gs(r0, r1, r8, 0, true, false, m);
    bfly_gs(r2, r3, r10, 0, true, false, m);
    bfly_gs(r4, r5, r12, 0, true, false, m);
    bfly_gs(r6, r7, r14, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 512]); r16 = v.x; r18 = v.y; }
    bfly_gs(r0, r2, r16, 0, true, false, m);
    bfly_gs(r1, r3, r16, 0, true, false, m);
    bfly_gs(r4, r6, r18, 0, true, false, m);
    bfly_gs(r5, r7, r18, 0, true, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 4u];
    r2 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 12u];
    r4 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 16u];
    r5 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 20u];
    r6 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 24u];
    r7 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 28u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 4) | threadIdx.y) << 2) + 256]); r8 = v.x; r10 = v.y; r12 = v.z; r14 = v.w; }
    bfly_gs(r0, r1, r8, 0, true, false, m);
    bfly_gs(r2, r3, r10, 0, true, false, m);
    bfly_gs(r4, r5, r12, 0, true, false, m);
    bfly_gs(r6, r7, r14, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 4) | threadIdx.y) << 1) + 128]); r16 = v.x; r18 = v.y; }
    bfly_gs(r0, r2, r16, 0, true, false, m);
    bfly_gs(r1, r3, r16, 0, true, false, m);
    bfly_gs(r4, r6, r18, 0, true, false, m);
    bfly_gs(r5, r7, r18, 0, true, false, m);
    r20 = tw_inv_v_t[(size_t)((bx << 4) | threadIdx.y) + 64];
    bfly_gs(r0, r4, r20, 0, true, false, m);
    bfly_gs(r1, r5, r20, 0, true, false, m);
    bfly_gs(r2, r6, r20, 0, true, false, m);
    bfly_gs(r3, r7, r20, 0, true, false, m);
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12] = r3;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16] = r4;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20] = r5;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24] = r6;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_inv0(
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
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 32];
    r2 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 64];
    r3 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 96];
    r4 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 128];
    r5 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 160];
    r6 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 192];
    r7 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 224];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) + 32]); r8 = v.x; r10 = v.y; r12 = v.z; r14 = v.w; }
    bfly_gs(r0, r1, r8, 0, true, false, m);
    bfly_gs(r2, r3, r10, 0, true, false, m);
    bfly_gs(r4, r5, r12, 0, true, false, m);
    bfly_gs(r6, r7, r14, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) + 16]); r16 = v.x; r18 = v.y; }
    bfly_gs(r0, r2, r16, 0, true, false, m);
    bfly_gs(r1, r3, r16, 0, true, false, m);
    bfly_gs(r4, r6, r18, 0, true, false, m);
    bfly_gs(r5, r7, r18, 0, true, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx >> 1) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) + 8];
    bfly_gs(r0, r4, r20, 0, true, false, m);
    bfly_gs(r1, r5, r20, 0, true, false, m);
    bfly_gs(r2, r6, r20, 0, true, false, m);
    bfly_gs(r3, r7, r20, 0, true, false, m);
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 4) + threadIdx.x) >> 5)) + 16u] = r1;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 5)) + 33u] = r2;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 4) + threadIdx.x) >> 5)) + 48u] = r3;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 5)) + 66u] = r4;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 4) + threadIdx.x) >> 5)) + 80u] = r5;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 5)) + 99u] = r6;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 4) + threadIdx.x) >> 5)) + 112u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 132u];
    r2 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 264u];
    r3 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 396u];
    r4 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 528u];
    r5 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 660u];
    r6 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 792u];
    r7 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 5)) + 924u];
    r8 = inv_len_v_t[1];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 5)) << 2) + 4]); r10 = v.x; r12 = v.y; r14 = v.z; r16 = v.w; }
    bfly_gs(r0, r1, r10, 0, true, false, m);
    bfly_gs(r2, r3, r12, 0, true, false, m);
    bfly_gs(r4, r5, r14, 0, true, false, m);
    bfly_gs(r6, r7, r16, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 1) | (threadIdx.x >> 5)) << 1) + 2]); r18 = v.x; r20 = v.y; }
    bfly_gs(r0, r2, r18, 0, true, false, m);
    bfly_gs(r1, r3, r18, 0, true, false, m);
    bfly_gs(r4, r6, r20, 0, true, false, m);
    bfly_gs(r5, r7, r20, 0, true, false, m);
    bfly_gs(r0, r4, r8, 0, true, false, m);
    bfly_gs(r1, r5, r8, 0, true, false, m);
    bfly_gs(r2, r6, r8, 0, true, false, m);
    bfly_gs(r3, r7, r8, 0, true, false, m);
    r22 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r22, 0, m);
    r1 = mod_mul_tw(r1, r22, 0, m);
    r2 = mod_mul_tw(r2, r22, 0, m);
    r3 = mod_mul_tw(r3, r22, 0, m);
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 256] = r1;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 512] = r2;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 768] = r3;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 1024] = r4;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 1280] = r5;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 1536] = r6;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 1u) << 4) | (threadIdx.x & 31u))) + 1792] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_product1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r4 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r5 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r6 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r7 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    r8 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r9 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r10 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r11 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r12 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r13 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r14 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r15 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    r16 = tw_fwd_v_t[(size_t)((bx << 4) | threadIdx.y) + 64];
    bfly_ct(r0, r4, r16, 0, true, false, m);
    bfly_ct(r1, r5, r16, 0, true, false, m);
    bfly_ct(r2, r6, r16, 0, true, false, m);
    bfly_ct(r3, r7, r16, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 4) | threadIdx.y) << 1) + 128]); r18 = v.x; r20 = v.y; }
    bfly_ct(r0, r2, r18, 0, true, false, m);
    bfly_ct(r1, r3, r18, 0, true, false, m);
    bfly_ct(r4, r6, r20, 0, true, false, m);
    bfly_ct(r5, r7, r20, 0, true, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 4) | threadIdx.y) << 2) + 256]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct(r0, r1, r22, 0, true, false, m);
    bfly_ct(r2, r3, r24, 0, true, false, m);
    bfly_ct(r4, r5, r26, 0, true, false, m);
    bfly_ct(r6, r7, r28, 0, true, false, m);
    bfly_ct(r8, r12, r16, 0, true, false, m);
    bfly_ct(r9, r13, r16, 0, true, false, m);
    bfly_ct(r10, r14, r16, 0, true, false, m);
    bfly_ct(r11, r15, r16, 0, true, false, m);
    bfly_ct(r8, r10, r18, 0, true, false, m);
    bfly_ct(r9, r11, r18, 0, true, false, m);
    bfly_ct(r12, r14, r20, 0, true, false, m);
    bfly_ct(r13, r15, r20, 0, true, false, m);
    bfly_ct(r8, r9, r22, 0, true, false, m);
    bfly_ct(r10, r11, r24, 0, true, false, m);
    bfly_ct(r12, r13, r26, 0, true, false, m);
    bfly_ct(r14, r15, r28, 0, true, false, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 4u] = r1;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 12u] = r3;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 16u] = r4;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 20u] = r5;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 24u] = r6;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 28u] = r7;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 528u] = r8;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 532u] = r9;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 536u] = r10;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 540u] = r11;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 544u] = r12;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 548u] = r13;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 552u] = r14;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 556u] = r15;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 7u];
    r8 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 528u];
    r9 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 529u];
    r10 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 530u];
    r11 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 531u];
    r12 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 532u];
    r13 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 533u];
    r14 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 534u];
    r15 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 535u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 4) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 512]); r16 = v.x; r18 = v.y; }
    bfly_ct(r0, r2, r16, 0, true, false, m);
    bfly_ct(r1, r3, r16, 0, true, false, m);
    bfly_ct(r4, r6, r18, 0, true, false, m);
    bfly_ct(r5, r7, r18, 0, true, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 1024]); r20 = v.x; r22 = v.y; r24 = v.z; r26 = v.w; }
    bfly_ct(r0, r1, r20, 0, true, false, m);
    bfly_ct(r2, r3, r22, 0, true, false, m);
    bfly_ct(r4, r5, r24, 0, true, false, m);
    bfly_ct(r6, r7, r26, 0, true, false, m);
    bfly_ct(r8, r10, r16, 0, true, false, m);
    bfly_ct(r9, r11, r16, 0, true, false, m);
    bfly_ct(r12, r14, r18, 0, true, false, m);
    bfly_ct(r13, r15, r18, 0, true, false, m);
    bfly_ct(r8, r9, r20, 0, true, false, m);
    bfly_ct(r10, r11, r22, 0, true, false, m);
    bfly_ct(r12, r13, r24, 0, true, false, m);
    bfly_ct(r14, r15, r26, 0, true, false, m);
    r0 = mod_mul(r0, r8, m);
    r1 = mod_mul(r1, r9, m);
    r2 = mod_mul(r2, r10, m);
    r3 = mod_mul(r3, r11, m);
    r4 = mod_mul(r4, r12, m);
    r5 = mod_mul(r5, r13, m);
    r6 = mod_mul(r6, r14, m);
    r7 = mod_mul(r7, r15, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 1024]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    bfly_gs(r0, r1, r28, 0, true, false, m);
    bfly_gs(r2, r3, r30, 0, true, false, m);
    bfly_gs(r4, r5, r32, 0, true, false, m);
    bfly_gs(r6, r7, r34, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 512]); r36 = v.x; r38 = v.y; }
    bfly_gs(r0, r2, r36, 0, true, false, m);
    bfly_gs(r1, r3, r36, 0, true, false, m);
    bfly_gs(r4, r6, r38, 0, true, false, m);
    bfly_gs(r5, r7, r38, 0, true, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 5)) + 7u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 4u];
    r2 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 12u];
    r4 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 16u];
    r5 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 20u];
    r6 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 24u];
    r7 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 5)) + 28u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 4) | threadIdx.y) << 2) + 256]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs(r0, r1, r16, 0, true, false, m);
    bfly_gs(r2, r3, r18, 0, true, false, m);
    bfly_gs(r4, r5, r20, 0, true, false, m);
    bfly_gs(r6, r7, r22, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 4) | threadIdx.y) << 1) + 128]); r24 = v.x; r26 = v.y; }
    bfly_gs(r0, r2, r24, 0, true, false, m);
    bfly_gs(r1, r3, r24, 0, true, false, m);
    bfly_gs(r4, r6, r26, 0, true, false, m);
    bfly_gs(r5, r7, r26, 0, true, false, m);
    r28 = tw_inv_v_t[(size_t)((bx << 4) | threadIdx.y) + 64];
    bfly_gs(r0, r4, r28, 0, true, false, m);
    bfly_gs(r1, r5, r28, 0, true, false, m);
    bfly_gs(r2, r6, r28, 0, true, false, m);
    bfly_gs(r3, r7, r28, 0, true, false, m);
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12] = r3;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16] = r4;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20] = r5;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24] = r6;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r22, r23, r24, r25, r26, r27, r28, r29;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r22) : "l"(&tw_fwd_v_t[(size_t)((bx >> 2) | (threadIdx.x >> 5)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r23), "=r"(r24) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 5)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r25), "=r"(r26), "=r"(r27), "=r"(r28) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 5)) << 2) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r29) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) + 8]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r30), "=r"(r31) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r32), "=r"(r33), "=r"(r34), "=r"(r35) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r36) : "l"(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r37), "=r"(r38) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r39), "=r"(r40), "=r"(r41), "=r"(r42) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 2) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r43), "=r"(r44) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 1)) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r45), "=r"(r46), "=r"(r47), "=r"(r48) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 2)) + 1024])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 256];
    r2 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 512];
    r3 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 768];
    r4 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1024];
    r5 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1280];
    r6 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1536];
    r7 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1792];
    bfly_ct(r0, r4, r22, 0, true, false, m);
    bfly_ct(r1, r5, r22, 0, true, false, m);
    bfly_ct(r2, r6, r22, 0, true, false, m);
    bfly_ct(r3, r7, r22, 0, true, false, m);
    bfly_ct(r0, r2, r23, 0, true, false, m);
    bfly_ct(r1, r3, r23, 0, true, false, m);
    bfly_ct(r4, r6, r24, 0, true, false, m);
    bfly_ct(r5, r7, r24, 0, true, false, m);
    bfly_ct(r0, r1, r25, 0, true, false, m);
    bfly_ct(r2, r3, r26, 0, true, false, m);
    bfly_ct(r4, r5, r27, 0, true, false, m);
    bfly_ct(r6, r7, r28, 0, true, false, m);
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 198u] = r3;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 264u] = r4;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 330u] = r5;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 396u] = r6;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 462u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 3) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 3) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 3) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 3) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 3) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 3) + threadIdx.x) >> 5)) + 56u];
    bfly_ct(r0, r4, r29, 0, true, false, m);
    bfly_ct(r1, r5, r29, 0, true, false, m);
    bfly_ct(r2, r6, r29, 0, true, false, m);
    bfly_ct(r3, r7, r29, 0, true, false, m);
    bfly_ct(r0, r2, r30, 0, true, false, m);
    bfly_ct(r1, r3, r30, 0, true, false, m);
    bfly_ct(r4, r6, r31, 0, true, false, m);
    bfly_ct(r5, r7, r31, 0, true, false, m);
    bfly_ct(r0, r1, r32, 0, true, false, m);
    bfly_ct(r2, r3, r33, 0, true, false, m);
    bfly_ct(r4, r5, r34, 0, true, false, m);
    bfly_ct(r6, r7, r35, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 32] = r1;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 64] = r2;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 96] = r3;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 128] = r4;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 160] = r5;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 192] = r6;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 224] = r7;
    grid_sync(grid_counter);

    // phase 2: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 4];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 8];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 12];
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 16];
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 20];
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 24];
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 28];
    bfly_ct(r0, r4, r36, 0, true, false, m);
    bfly_ct(r1, r5, r36, 0, true, false, m);
    bfly_ct(r2, r6, r36, 0, true, false, m);
    bfly_ct(r3, r7, r36, 0, true, false, m);
    bfly_ct(r0, r2, r37, 0, true, false, m);
    bfly_ct(r1, r3, r37, 0, true, false, m);
    bfly_ct(r4, r6, r38, 0, true, false, m);
    bfly_ct(r5, r7, r38, 0, true, false, m);
    bfly_ct(r0, r1, r39, 0, true, false, m);
    bfly_ct(r2, r3, r40, 0, true, false, m);
    bfly_ct(r4, r5, r41, 0, true, false, m);
    bfly_ct(r6, r7, r42, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 4u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 8u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 12u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 16u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 20u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 24u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 28u] = r7;
    __syncthreads();

    // phase 3: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 7u];
    bfly_ct(r0, r2, r43, 0, true, false, m);
    bfly_ct(r1, r3, r43, 0, true, false, m);
    bfly_ct(r4, r6, r44, 0, true, false, m);
    bfly_ct(r5, r7, r44, 0, true, false, m);
    bfly_ct(r0, r1, r45, 0, true, false, m);
    bfly_ct(r2, r3, r46, 0, true, false, m);
    bfly_ct(r4, r5, r47, 0, true, false, m);
    bfly_ct(r6, r7, r48, 0, true, false, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + 4]) = make_uint4(r4, r5, r6, r7);
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50, r51;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r24), "=r"(r25), "=r"(r26), "=r"(r27) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 2)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r28), "=r"(r29) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 1)) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r30), "=r"(r31), "=r"(r32), "=r"(r33) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 2) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r34), "=r"(r35) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r36) : "l"(&tw_inv_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r37), "=r"(r38), "=r"(r39), "=r"(r40) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r41), "=r"(r42) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r43) : "l"(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) + 8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r44) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r45), "=r"(r46), "=r"(r47), "=r"(r48) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 5)) << 2) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r49), "=r"(r50) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 5)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r51) : "l"(&inv_len_v_t[0]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + 4]); r4 = v.x; r5 = v.y; r6 = v.z; r7 = v.w; }
    bfly_gs(r0, r1, r24, 0, true, false, m);
    bfly_gs(r2, r3, r25, 0, true, false, m);
    bfly_gs(r4, r5, r26, 0, true, false, m);
    bfly_gs(r6, r7, r27, 0, true, false, m);
    bfly_gs(r0, r2, r28, 0, true, false, m);
    bfly_gs(r1, r3, r28, 0, true, false, m);
    bfly_gs(r4, r6, r29, 0, true, false, m);
    bfly_gs(r5, r7, r29, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 4u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 8u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 12u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 16u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 20u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 24u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 280u)) + 28u];
    bfly_gs(r0, r1, r30, 0, true, false, m);
    bfly_gs(r2, r3, r31, 0, true, false, m);
    bfly_gs(r4, r5, r32, 0, true, false, m);
    bfly_gs(r6, r7, r33, 0, true, false, m);
    bfly_gs(r0, r2, r34, 0, true, false, m);
    bfly_gs(r1, r3, r34, 0, true, false, m);
    bfly_gs(r4, r6, r35, 0, true, false, m);
    bfly_gs(r5, r7, r35, 0, true, false, m);
    bfly_gs(r0, r4, r36, 0, true, false, m);
    bfly_gs(r1, r5, r36, 0, true, false, m);
    bfly_gs(r2, r6, r36, 0, true, false, m);
    bfly_gs(r3, r7, r36, 0, true, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 4] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 8] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 12] = r3;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 16] = r4;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 20] = r5;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 24] = r6;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 28] = r7;
    grid_sync(grid_counter);

    // phase 2: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 32];
    r2 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 64];
    r3 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 96];
    r4 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 128];
    r5 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 160];
    r6 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 192];
    r7 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 224];
    bfly_gs(r0, r1, r37, 0, true, false, m);
    bfly_gs(r2, r3, r38, 0, true, false, m);
    bfly_gs(r4, r5, r39, 0, true, false, m);
    bfly_gs(r6, r7, r40, 0, true, false, m);
    bfly_gs(r0, r2, r41, 0, true, false, m);
    bfly_gs(r1, r3, r41, 0, true, false, m);
    bfly_gs(r4, r6, r42, 0, true, false, m);
    bfly_gs(r5, r7, r42, 0, true, false, m);
    bfly_gs(r0, r4, r43, 0, true, false, m);
    bfly_gs(r1, r5, r43, 0, true, false, m);
    bfly_gs(r2, r6, r43, 0, true, false, m);
    bfly_gs(r3, r7, r43, 0, true, false, m);
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 3) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 3) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 3) + threadIdx.x) >> 5)) + 24u] = r3;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 3) + threadIdx.x) >> 5)) + 40u] = r5;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 3) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 3) + threadIdx.x) >> 5)) + 56u] = r7;
    __syncthreads();

    // phase 3: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 132u];
    r3 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 198u];
    r4 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 264u];
    r5 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 330u];
    r6 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 396u];
    r7 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 462u];
    bfly_gs(r0, r1, r45, 0, true, false, m);
    bfly_gs(r2, r3, r46, 0, true, false, m);
    bfly_gs(r4, r5, r47, 0, true, false, m);
    bfly_gs(r6, r7, r48, 0, true, false, m);
    bfly_gs(r0, r2, r49, 0, true, false, m);
    bfly_gs(r1, r3, r49, 0, true, false, m);
    bfly_gs(r4, r6, r50, 0, true, false, m);
    bfly_gs(r5, r7, r50, 0, true, false, m);
    bfly_gs(r0, r4, r44, 0, true, false, m);
    bfly_gs(r1, r5, r44, 0, true, false, m);
    bfly_gs(r2, r6, r44, 0, true, false, m);
    bfly_gs(r3, r7, r44, 0, true, false, m);
    r0 = mod_mul_tw(r0, r51, 0, m);
    r1 = mod_mul_tw(r1, r51, 0, m);
    r2 = mod_mul_tw(r2, r51, 0, m);
    r3 = mod_mul_tw(r3, r51, 0, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 256] = r1;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 512] = r2;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 768] = r3;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1024] = r4;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1280] = r5;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1536] = r6;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1792] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r8_s6x5_c16_builtin_sfinal_product_coop(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r22, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57, r58, r59, r60, r61;
    word_t r62, r63, r64, r65, r66, r67, r68, r69;
    word_t r70, r71, r72, r73, r74, r75, r76, r77;
    word_t r78, r79, r80, r81, r82, r83, r84, r85;
    word_t r86, r87, r88, r89, r90, r91, r92, r93;
    word_t r94, r95, r96, r97, r98, r99, r100, r101;
    word_t r102, r103;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r40) : "l"(&tw_fwd_v_t[(size_t)((bx >> 2) | (threadIdx.x >> 5)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r41), "=r"(r42) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 5)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r43), "=r"(r44), "=r"(r45), "=r"(r46) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 5)) << 2) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r47) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) + 8]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r48), "=r"(r49) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r50), "=r"(r51), "=r"(r52), "=r"(r53) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r54) : "l"(&tw_fwd_v_t[(size_t)((bx >> 2) | (threadIdx.x >> 5)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r55), "=r"(r56) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 5)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r57), "=r"(r58), "=r"(r59), "=r"(r60) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 5)) << 2) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r61) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) + 8]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r62), "=r"(r63) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r64), "=r"(r65), "=r"(r66), "=r"(r67) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r68) : "l"(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r69), "=r"(r70) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r71), "=r"(r72), "=r"(r73), "=r"(r74) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 2) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r75), "=r"(r76) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 1)) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r77), "=r"(r78), "=r"(r79), "=r"(r80) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 2)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r81), "=r"(r82), "=r"(r83), "=r"(r84) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 2)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r85), "=r"(r86) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 1)) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r87), "=r"(r88), "=r"(r89), "=r"(r90) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 2) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r91), "=r"(r92) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r93) : "l"(&tw_inv_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r94), "=r"(r95), "=r"(r96), "=r"(r97) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 5) | ((threadIdx.y & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r98), "=r"(r99) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1)) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r100) : "l"(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 5)) << 3) | (threadIdx.y & 7u)) + 8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r101) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r102), "=r"(r103) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 5)) << 1) + 2])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 256];
    r2 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 512];
    r3 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 768];
    r4 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1024];
    r5 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1280];
    r6 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1536];
    r7 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1792];
    bfly_ct(r0, r4, r40, 0, true, false, m);
    bfly_ct(r1, r5, r40, 0, true, false, m);
    bfly_ct(r2, r6, r40, 0, true, false, m);
    bfly_ct(r3, r7, r40, 0, true, false, m);
    bfly_ct(r0, r2, r41, 0, true, false, m);
    bfly_ct(r1, r3, r41, 0, true, false, m);
    bfly_ct(r4, r6, r42, 0, true, false, m);
    bfly_ct(r5, r7, r42, 0, true, false, m);
    bfly_ct(r0, r1, r43, 0, true, false, m);
    bfly_ct(r2, r3, r44, 0, true, false, m);
    bfly_ct(r4, r5, r45, 0, true, false, m);
    bfly_ct(r6, r7, r46, 0, true, false, m);
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 198u] = r3;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 264u] = r4;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 330u] = r5;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 396u] = r6;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 462u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 3) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 3) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 3) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 3) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 3) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 3) + threadIdx.x) >> 5)) + 56u];
    bfly_ct(r0, r4, r47, 0, true, false, m);
    bfly_ct(r1, r5, r47, 0, true, false, m);
    bfly_ct(r2, r6, r47, 0, true, false, m);
    bfly_ct(r3, r7, r47, 0, true, false, m);
    bfly_ct(r0, r2, r48, 0, true, false, m);
    bfly_ct(r1, r3, r48, 0, true, false, m);
    bfly_ct(r4, r6, r49, 0, true, false, m);
    bfly_ct(r5, r7, r49, 0, true, false, m);
    bfly_ct(r0, r1, r50, 0, true, false, m);
    bfly_ct(r2, r3, r51, 0, true, false, m);
    bfly_ct(r4, r5, r52, 0, true, false, m);
    bfly_ct(r6, r7, r53, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 32] = r1;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 64] = r2;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 96] = r3;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 128] = r4;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 160] = r5;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 192] = r6;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 224] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u)))];
    r1 = y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 256];
    r2 = y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 512];
    r3 = y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 768];
    r4 = y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1024];
    r5 = y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1280];
    r6 = y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1536];
    r7 = y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1792];
    bfly_ct(r0, r4, r54, 0, true, false, m);
    bfly_ct(r1, r5, r54, 0, true, false, m);
    bfly_ct(r2, r6, r54, 0, true, false, m);
    bfly_ct(r3, r7, r54, 0, true, false, m);
    bfly_ct(r0, r2, r55, 0, true, false, m);
    bfly_ct(r1, r3, r55, 0, true, false, m);
    bfly_ct(r4, r6, r56, 0, true, false, m);
    bfly_ct(r5, r7, r56, 0, true, false, m);
    bfly_ct(r0, r1, r57, 0, true, false, m);
    bfly_ct(r2, r3, r58, 0, true, false, m);
    bfly_ct(r4, r5, r59, 0, true, false, m);
    bfly_ct(r6, r7, r60, 0, true, false, m);
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 198u] = r3;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 264u] = r4;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 330u] = r5;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 396u] = r6;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 462u] = r7;
    __syncthreads();

    // phase 3: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 3) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 3) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 3) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 3) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 3) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 3) + threadIdx.x) >> 5)) + 56u];
    bfly_ct(r0, r4, r61, 0, true, false, m);
    bfly_ct(r1, r5, r61, 0, true, false, m);
    bfly_ct(r2, r6, r61, 0, true, false, m);
    bfly_ct(r3, r7, r61, 0, true, false, m);
    bfly_ct(r0, r2, r62, 0, true, false, m);
    bfly_ct(r1, r3, r62, 0, true, false, m);
    bfly_ct(r4, r6, r63, 0, true, false, m);
    bfly_ct(r5, r7, r63, 0, true, false, m);
    bfly_ct(r0, r1, r64, 0, true, false, m);
    bfly_ct(r2, r3, r65, 0, true, false, m);
    bfly_ct(r4, r5, r66, 0, true, false, m);
    bfly_ct(r6, r7, r67, 0, true, false, m);
    y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u)))] = r0;
    y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 32] = r1;
    y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 64] = r2;
    y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 96] = r3;
    y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 128] = r4;
    y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 160] = r5;
    y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 192] = r6;
    y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 224] = r7;
    grid_sync(grid_counter);

    // phase 4: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 4];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 8];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 12];
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 16];
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 20];
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 24];
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 28];
    r8 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u))];
    r9 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 4];
    r10 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 8];
    r11 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 12];
    r12 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 16];
    r13 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 20];
    r14 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 24];
    r15 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 28];
    bfly_ct(r0, r4, r68, 0, true, false, m);
    bfly_ct(r1, r5, r68, 0, true, false, m);
    bfly_ct(r2, r6, r68, 0, true, false, m);
    bfly_ct(r3, r7, r68, 0, true, false, m);
    bfly_ct(r0, r2, r69, 0, true, false, m);
    bfly_ct(r1, r3, r69, 0, true, false, m);
    bfly_ct(r4, r6, r70, 0, true, false, m);
    bfly_ct(r5, r7, r70, 0, true, false, m);
    bfly_ct(r0, r1, r71, 0, true, false, m);
    bfly_ct(r2, r3, r72, 0, true, false, m);
    bfly_ct(r4, r5, r73, 0, true, false, m);
    bfly_ct(r6, r7, r74, 0, true, false, m);
    bfly_ct(r8, r12, r68, 0, true, false, m);
    bfly_ct(r9, r13, r68, 0, true, false, m);
    bfly_ct(r10, r14, r68, 0, true, false, m);
    bfly_ct(r11, r15, r68, 0, true, false, m);
    bfly_ct(r8, r10, r69, 0, true, false, m);
    bfly_ct(r9, r11, r69, 0, true, false, m);
    bfly_ct(r12, r14, r70, 0, true, false, m);
    bfly_ct(r13, r15, r70, 0, true, false, m);
    bfly_ct(r8, r9, r71, 0, true, false, m);
    bfly_ct(r10, r11, r72, 0, true, false, m);
    bfly_ct(r12, r13, r73, 0, true, false, m);
    bfly_ct(r14, r15, r74, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 4u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 8u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 12u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 16u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 20u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 24u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 28u] = r7;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 264u] = r8;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 268u] = r9;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 272u] = r10;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 276u] = r11;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 280u] = r12;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 284u] = r13;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 288u] = r14;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 292u] = r15;
    __syncthreads();

    // phase 5: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 7u];
    r8 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 264u];
    r9 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 265u];
    r10 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 266u];
    r11 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 267u];
    r12 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 268u];
    r13 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 269u];
    r14 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 270u];
    r15 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 271u];
    bfly_ct(r0, r2, r75, 0, true, false, m);
    bfly_ct(r1, r3, r75, 0, true, false, m);
    bfly_ct(r4, r6, r76, 0, true, false, m);
    bfly_ct(r5, r7, r76, 0, true, false, m);
    bfly_ct(r0, r1, r77, 0, true, false, m);
    bfly_ct(r2, r3, r78, 0, true, false, m);
    bfly_ct(r4, r5, r79, 0, true, false, m);
    bfly_ct(r6, r7, r80, 0, true, false, m);
    bfly_ct(r8, r10, r75, 0, true, false, m);
    bfly_ct(r9, r11, r75, 0, true, false, m);
    bfly_ct(r12, r14, r76, 0, true, false, m);
    bfly_ct(r13, r15, r76, 0, true, false, m);
    bfly_ct(r8, r9, r77, 0, true, false, m);
    bfly_ct(r10, r11, r78, 0, true, false, m);
    bfly_ct(r12, r13, r79, 0, true, false, m);
    bfly_ct(r14, r15, r80, 0, true, false, m);
    r0 = mod_mul(r0, r8, m);
    r1 = mod_mul(r1, r9, m);
    r2 = mod_mul(r2, r10, m);
    r3 = mod_mul(r3, r11, m);
    r4 = mod_mul(r4, r12, m);
    r5 = mod_mul(r5, r13, m);
    r6 = mod_mul(r6, r14, m);
    r7 = mod_mul(r7, r15, m);
    bfly_gs(r0, r1, r81, 0, true, false, m);
    bfly_gs(r2, r3, r82, 0, true, false, m);
    bfly_gs(r4, r5, r83, 0, true, false, m);
    bfly_gs(r6, r7, r84, 0, true, false, m);
    bfly_gs(r0, r2, r85, 0, true, false, m);
    bfly_gs(r1, r3, r85, 0, true, false, m);
    bfly_gs(r4, r6, r86, 0, true, false, m);
    bfly_gs(r5, r7, r86, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + ((((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 7u] = r7;
    __syncthreads();

    // phase 6: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 4u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 8u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 12u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 16u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 20u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 24u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 3) << 5) + (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 3)) & 1u) * 536u)) + 28u];
    bfly_gs(r0, r1, r87, 0, true, false, m);
    bfly_gs(r2, r3, r88, 0, true, false, m);
    bfly_gs(r4, r5, r89, 0, true, false, m);
    bfly_gs(r6, r7, r90, 0, true, false, m);
    bfly_gs(r0, r2, r91, 0, true, false, m);
    bfly_gs(r1, r3, r91, 0, true, false, m);
    bfly_gs(r4, r6, r92, 0, true, false, m);
    bfly_gs(r5, r7, r92, 0, true, false, m);
    bfly_gs(r0, r4, r93, 0, true, false, m);
    bfly_gs(r1, r5, r93, 0, true, false, m);
    bfly_gs(r2, r6, r93, 0, true, false, m);
    bfly_gs(r3, r7, r93, 0, true, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 4] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 8] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 12] = r3;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 16] = r4;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 20] = r5;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 24] = r6;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 3)) & 1u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 3)) << 5) | (((threadIdx.x + (threadIdx.y << 3)) >> 1) & 3u)) + 28] = r7;
    grid_sync(grid_counter);

    // phase 7: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 32];
    r2 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 64];
    r3 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 96];
    r4 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 128];
    r5 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 160];
    r6 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 192];
    r7 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 7u) << 3) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 224];
    bfly_gs(r0, r1, r94, 0, true, false, m);
    bfly_gs(r2, r3, r95, 0, true, false, m);
    bfly_gs(r4, r5, r96, 0, true, false, m);
    bfly_gs(r6, r7, r97, 0, true, false, m);
    bfly_gs(r0, r2, r98, 0, true, false, m);
    bfly_gs(r1, r3, r98, 0, true, false, m);
    bfly_gs(r4, r6, r99, 0, true, false, m);
    bfly_gs(r5, r7, r99, 0, true, false, m);
    bfly_gs(r0, r4, r100, 0, true, false, m);
    bfly_gs(r1, r5, r100, 0, true, false, m);
    bfly_gs(r2, r6, r100, 0, true, false, m);
    bfly_gs(r3, r7, r100, 0, true, false, m);
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 3) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 3) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 3) + threadIdx.x) >> 5)) + 24u] = r3;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 3) + threadIdx.x) >> 5)) + 40u] = r5;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 3) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 7u) << 3) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 3) + threadIdx.x) >> 5)) + 56u] = r7;
    __syncthreads();

    // phase 8: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 132u];
    r3 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 198u];
    r4 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 264u];
    r5 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 330u];
    r6 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 396u];
    r7 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 462u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 2) | (threadIdx.x >> 5)) << 2) + 4]); r10 = v.x; r12 = v.y; r14 = v.z; r16 = v.w; }
    bfly_gs(r0, r1, r10, 0, true, false, m);
    bfly_gs(r2, r3, r12, 0, true, false, m);
    bfly_gs(r4, r5, r14, 0, true, false, m);
    bfly_gs(r6, r7, r16, 0, true, false, m);
    bfly_gs(r0, r2, r102, 0, true, false, m);
    bfly_gs(r1, r3, r102, 0, true, false, m);
    bfly_gs(r4, r6, r103, 0, true, false, m);
    bfly_gs(r5, r7, r103, 0, true, false, m);
    bfly_gs(r0, r4, r101, 0, true, false, m);
    bfly_gs(r1, r5, r101, 0, true, false, m);
    bfly_gs(r2, r6, r101, 0, true, false, m);
    bfly_gs(r3, r7, r101, 0, true, false, m);
    r22 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r22, 0, m);
    r1 = mod_mul_tw(r1, r22, 0, m);
    r2 = mod_mul_tw(r2, r22, 0, m);
    r3 = mod_mul_tw(r3, r22, 0, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 256] = r1;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 512] = r2;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 768] = r3;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1024] = r4;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1280] = r5;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1536] = r6;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 7u) << 5)) | (((bx & 3u) << 3) | (threadIdx.x & 31u))) + 1792] = r7;
}

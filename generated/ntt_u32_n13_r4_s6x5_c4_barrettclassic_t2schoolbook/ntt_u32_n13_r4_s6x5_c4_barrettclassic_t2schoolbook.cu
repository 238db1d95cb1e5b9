// nttgen: ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook.toml --out generated/ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook"
//   transform = "ntt-negacyclic"
//   log_n = 13
//   word = "u32"
//   reduction = "barrett-classic"
//   radix = 4
//   stage_split = [6, 5]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 2
//   pointwise = "schoolbook"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1073692673]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_fwd0: grid_x 32, block 4 x 16, shared 1056 B; mulmods 24576, addmods 49152, butterflies 24576, global bytes 65536 (read 32768, write 32768), table bytes 73728, shuffles 0
//   ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_fwd1: grid_x 64, block 4 x 8, shared 528 B; mulmods 20480, addmods 40960, butterflies 20480, global bytes 65536 (read 32768, write 32768), table bytes 65536, shuffles 0
//   ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_pw: grid_x 16, block 128 x 1, shared 0 B; mulmods 38912, addmods 24576, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 8192, shuffles 0
//   ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_inv1: grid_x 64, block 4 x 8, shared 528 B; mulmods 20480, addmods 40960, butterflies 20480, global bytes 65536 (read 32768, write 32768), table bytes 65536, shuffles 0
//   ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_inv0: grid_x 32, block 4 x 16, shared 1056 B; mulmods 32768, addmods 49152, butterflies 24576, global bytes 65536 (read 32768, write 32768), table bytes 81920, shuffles 0
//   ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_fwd_coop: grid_x 32, block 4 x 16, shared 1216 B; mulmods 45056, addmods 90112, butterflies 45056, global bytes 131072 (read 65536, write 65536), table bytes 139264, shuffles 0
//   ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_inv_coop: grid_x 32, block 4 x 16, shared 1216 B; mulmods 53248, addmods 90112, butterflies 45056, global bytes 131072 (read 65536, write 65536), table bytes 147456, shuffles 0
//   ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_product_coop: grid_x 16, block 128 x 1, shared 2368 B; mulmods 182272, addmods 294912, butterflies 135168, global bytes 491520 (read 262144, write 229376), table bytes 434176, shuffles 0

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

/* nttgen reduce/barrett-classic.cu (word = u32): classical Barrett
 * reduction, Shivdikar Alg. 2. Rust twin: codegen/src/arith/reduce/barrett_classic.rs.
 *
 * Bounds: m = len(q) <= β - 2, q >= 3, q not a power of two; x = a·b < 2^(2m).
 * μ = floor(2^(2m) / q).
 *   1: c    = x >> (m - 1)
 *   2: quot = (c·μ) >> (m + 1)       computed as mulhi(c, μ·2^(β-m-1)) (exact)
 *   3: rem  = x - quot·q             (< 3q, exact in one word)
 *   4-7: up to two branch-free correctional subtractions
 * ModConst: c0 = μ·2^(β-m-1), c1 = m - 1, c2 = 0 (unused).
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 */

__device__ __forceinline__ word_t mod_barrett_classic(word_t xhi, word_t xlo, const ModConst m) {
    word_t c = mod_shr_wide(xhi, xlo, (unsigned int)m.c1);  /* 1 */
    word_t quot = mod_mulhi(c, m.c0);                        /* 2 */
    word_t rem = xlo - quot * m.q;                           /* 3 */
    rem -= m.q & mod_mask(rem >= m.q);                       /* 4-5 */
    rem -= m.q & mod_mask(rem >= m.q);                       /* 6-7 */
    return rem;
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_barrett_classic(mod_mulhi(a, b), a * b, m);
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



extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 4096];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 6144];
    r4 = tw_fwd_v_t[(size_t)((bx >> 5) | (threadIdx.x >> 7)) + 1];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 7)) << 1) + 2]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    r4 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 2) & 3u)) + 4];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 2) & 3u) << 1)) + 8]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r3 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12u];
    r4 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 4) | (threadIdx.y & 15u)) + 16];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y & 15u) << 1)) + 32]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 384] = r3;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | ((threadIdx.y & 7u) << 2)) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | ((threadIdx.y & 7u) << 2)) | (threadIdx.x & 3u)) + 32];
    r2 = x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | ((threadIdx.y & 7u) << 2)) | (threadIdx.x & 3u)) + 64];
    r3 = x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | ((threadIdx.y & 7u) << 2)) | (threadIdx.x & 3u)) + 96];
    r4 = tw_fwd_v_t[(size_t)(bx | (threadIdx.x >> 2)) + 64];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((bx | (threadIdx.x >> 2)) << 1) + 128]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 5)) + 33u] = r1;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 5)) + 66u] = r2;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    r4 = tw_fwd_v_t[(size_t)(((bx | (threadIdx.x >> 2)) << 2) | ((threadIdx.y >> 1) & 3u)) + 256];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx | (threadIdx.x >> 2)) << 3) | (((threadIdx.y >> 1) & 3u) << 1)) + 512]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r3 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx | (threadIdx.x >> 2)) << 4) | ((threadIdx.y & 7u) << 1)) + 1024]); r4 = v.x; r6 = v.y; }
    bfly_ct(r0, r1, r4, 0, true, false, m);
    bfly_ct(r2, r3, r6, 0, true, false, m);
    x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | (((threadIdx.y & 7u) << 2) << 2)) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | (((threadIdx.y & 7u) << 2) << 2)) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | (((threadIdx.y & 7u) << 2) << 2)) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | (((threadIdx.y & 7u) << 2) << 2)) | (threadIdx.x & 3u)) + 12] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ group_roots_v_t = group_roots_v + (size_t)tower * 2048;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r13, r14, r15, r16;
    word_t r17;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)];
    r4 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)];
    r1 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 1];
    r5 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 1];
    r2 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 2];
    r6 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 2];
    r3 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 3];
    r7 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 3];
    r8 = group_roots_v_t[(size_t)((bx << 7) + threadIdx.x)];
    r10 = mod_mul(r0, r4, m);
    r11 = mod_mul(r0, r5, m);
    r17 = mod_mul(r1, r4, m);
    r11 = mod_add(r11, r17, m.q);
    r12 = mod_mul(r0, r6, m);
    r17 = mod_mul(r1, r5, m);
    r12 = mod_add(r12, r17, m.q);
    r17 = mod_mul(r2, r4, m);
    r12 = mod_add(r12, r17, m.q);
    r13 = mod_mul(r0, r7, m);
    r17 = mod_mul(r1, r6, m);
    r13 = mod_add(r13, r17, m.q);
    r17 = mod_mul(r2, r5, m);
    r13 = mod_add(r13, r17, m.q);
    r17 = mod_mul(r3, r4, m);
    r13 = mod_add(r13, r17, m.q);
    r14 = mod_mul(r1, r7, m);
    r17 = mod_mul(r2, r6, m);
    r14 = mod_add(r14, r17, m.q);
    r17 = mod_mul(r3, r5, m);
    r14 = mod_add(r14, r17, m.q);
    r15 = mod_mul(r2, r7, m);
    r17 = mod_mul(r3, r6, m);
    r15 = mod_add(r15, r17, m.q);
    r16 = mod_mul(r3, r7, m);
    r14 = mod_mul_tw(r14, r8, 0, m);
    r10 = mod_add(r10, r14, m.q);
    r15 = mod_mul_tw(r15, r8, 0, m);
    r11 = mod_add(r11, r15, m.q);
    r16 = mod_mul_tw(r16, r8, 0, m);
    r12 = mod_add(r12, r16, m.q);
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)] = r10;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 1] = r11;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 2] = r12;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 3] = r13;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | (((threadIdx.y & 7u) << 2) << 2)) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | (((threadIdx.y & 7u) << 2) << 2)) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | (((threadIdx.y & 7u) << 2) << 2)) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | (((threadIdx.y & 7u) << 2) << 2)) | (threadIdx.x & 3u)) + 12];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx | (threadIdx.x >> 2)) << 4) | ((threadIdx.y & 7u) << 1)) + 1024]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4u] = r1;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r2;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx | (threadIdx.x >> 2)) << 3) | (((threadIdx.y >> 1) & 3u) << 1)) + 512]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)(((bx | (threadIdx.x >> 2)) << 2) | ((threadIdx.y >> 1) & 3u)) + 256];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 5)) + 24u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 5)) + 66u];
    r3 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 5)) + 99u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((bx | (threadIdx.x >> 2)) << 1) + 128]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)(bx | (threadIdx.x >> 2)) + 64];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | ((threadIdx.y & 7u) << 2)) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | ((threadIdx.y & 7u) << 2)) | (threadIdx.x & 3u)) + 32] = r1;
    x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | ((threadIdx.y & 7u) << 2)) | (threadIdx.x & 3u)) + 64] = r2;
    x[poly + (size_t)((((bx | (threadIdx.x >> 2)) << 7) | ((threadIdx.y & 7u) << 2)) | (threadIdx.x & 3u)) + 96] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 384];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y & 15u) << 1)) + 32]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 4) | (threadIdx.y & 15u)) + 16];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4u] = r1;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r2;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 2) & 3u) << 1)) + 8]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 2) & 3u)) + 4];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u];
    r3 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 7)) << 1) + 2]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)((bx >> 5) | (threadIdx.x >> 7)) + 1];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    r10 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r10, 0, m);
    r1 = mod_mul_tw(r1, r10, 0, m);
    r2 = mod_mul_tw(r2, r10, 0, m);
    r3 = mod_mul_tw(r3, r10, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 4096] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 6144] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r10, r11, r12, r13;
    word_t r14, r15, r16, r17, r18, r19, r20, r21;
    word_t r22, r23, r24, r25, r26;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r10) : "l"(&tw_fwd_v_t[(size_t)((bx >> 5) | (threadIdx.x >> 7)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r11), "=r"(r12) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 7)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r13) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 2) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r14), "=r"(r15) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 2) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r16) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 4) | (threadIdx.y & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r17), "=r"(r18) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r19) : "l"(&tw_fwd_v_t[(size_t)((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r20), "=r"(r21) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r22) : "l"(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u)) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r23), "=r"(r24) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 1)) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r25), "=r"(r26) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 1024])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 4096];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 6144];
    bfly_ct(r0, r2, r10, 0, true, false, m);
    bfly_ct(r1, r3, r10, 0, true, false, m);
    bfly_ct(r0, r1, r11, 0, true, false, m);
    bfly_ct(r2, r3, r12, 0, true, false, m);
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    bfly_ct(r0, r2, r13, 0, true, false, m);
    bfly_ct(r1, r3, r13, 0, true, false, m);
    bfly_ct(r0, r1, r14, 0, true, false, m);
    bfly_ct(r2, r3, r15, 0, true, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8u];
    r3 = smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12u];
    bfly_ct(r0, r2, r16, 0, true, false, m);
    bfly_ct(r1, r3, r16, 0, true, false, m);
    bfly_ct(r0, r1, r17, 0, true, false, m);
    bfly_ct(r2, r3, r18, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 384] = r3;
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))];
    r1 = x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 32];
    r2 = x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 64];
    r3 = x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 96];
    bfly_ct(r0, r2, r19, 0, true, false, m);
    bfly_ct(r1, r3, r19, 0, true, false, m);
    bfly_ct(r0, r1, r20, 0, true, false, m);
    bfly_ct(r2, r3, r21, 0, true, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 33u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 66u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 99u] = r3;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 8u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 16u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 24u];
    bfly_ct(r0, r2, r22, 0, true, false, m);
    bfly_ct(r1, r3, r22, 0, true, false, m);
    bfly_ct(r0, r1, r23, 0, true, false, m);
    bfly_ct(r2, r3, r24, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 8u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 16u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 24u] = r3;
    __syncthreads();

    // phase 5: forward kernel 1: group 2
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 4u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 8u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 12u];
    bfly_ct(r0, r1, r25, 0, true, false, m);
    bfly_ct(r2, r3, r26, 0, true, false, m);
    x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))] = r0;
    x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 4] = r1;
    x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 8] = r2;
    x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 12] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r12), "=r"(r13) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r14), "=r"(r15) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 1)) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r16) : "l"(&tw_inv_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u)) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r17), "=r"(r18) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r19) : "l"(&tw_inv_v_t[(size_t)((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r20), "=r"(r21) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r22) : "l"(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 4) | (threadIdx.y & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r23), "=r"(r24) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 2) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r25) : "l"(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 2) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r26), "=r"(r27) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 7)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r28) : "l"(&tw_inv_v_t[(size_t)((bx >> 5) | (threadIdx.x >> 7)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r29) : "l"(&inv_len_v_t[0]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))];
    r1 = x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 4];
    r2 = x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 8];
    r3 = x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 12];
    bfly_gs(r0, r1, r12, 0, true, false, m);
    bfly_gs(r2, r3, r13, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 4u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 8u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 12u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 8u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 16u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 24u];
    bfly_gs(r0, r1, r14, 0, true, false, m);
    bfly_gs(r2, r3, r15, 0, true, false, m);
    bfly_gs(r0, r2, r16, 0, true, false, m);
    bfly_gs(r1, r3, r16, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 8u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 16u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 4) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 24u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 33u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 66u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 152u)) + 99u];
    bfly_gs(r0, r1, r17, 0, true, false, m);
    bfly_gs(r2, r3, r18, 0, true, false, m);
    bfly_gs(r0, r2, r19, 0, true, false, m);
    bfly_gs(r1, r3, r19, 0, true, false, m);
    x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))] = r0;
    x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 32] = r1;
    x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 64] = r2;
    x[poly + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 7) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u)) + 96] = r3;
    grid_sync(grid_counter);

    // phase 3: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | (((threadIdx.y & 15u) << 2) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 384];
    bfly_gs(r0, r1, r20, 0, true, false, m);
    bfly_gs(r2, r3, r21, 0, true, false, m);
    bfly_gs(r0, r2, r22, 0, true, false, m);
    bfly_gs(r1, r3, r22, 0, true, false, m);
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4u] = r1;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8u] = r2;
    smem[(((((threadIdx.y & 15u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12u] = r3;
    __syncthreads();

    // phase 4: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u];
    bfly_gs(r0, r1, r23, 0, true, false, m);
    bfly_gs(r2, r3, r24, 0, true, false, m);
    bfly_gs(r0, r2, r25, 0, true, false, m);
    bfly_gs(r1, r3, r25, 0, true, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 4u) << 2) + threadIdx.x) >> 5)) + 16u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) >> 5)) + 33u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 3u) << 4)) | 12u) << 2) + threadIdx.x) >> 5)) + 48u] = r3;
    __syncthreads();

    // phase 5: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 132u];
    r3 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 5)) + 198u];
    bfly_gs(r0, r1, r26, 0, true, false, m);
    bfly_gs(r2, r3, r27, 0, true, false, m);
    bfly_gs(r0, r2, r28, 0, true, false, m);
    bfly_gs(r1, r3, r28, 0, true, false, m);
    r0 = mod_mul_tw(r0, r29, 0, m);
    r1 = mod_mul_tw(r1, r29, 0, m);
    r2 = mod_mul_tw(r2, r29, 0, m);
    r3 = mod_mul_tw(r3, r29, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 4096] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 13) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 6144] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n13_r4_s6x5_c4_barrettclassic_t2schoolbook_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ group_roots_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    const word_t* __restrict__ group_roots_v_t = group_roots_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r10, r11, r12, r13, r14, r15, r16, r17;
    word_t r18, r19, r20, r21, r22, r23, r24, r25;
    word_t r26, r27, r28, r29, r30, r31, r32, r33;
    word_t r34, r35, r36, r37, r38, r39, r40, r41;
    word_t r42, r43, r44, r45, r46, r47, r48, r49;
    word_t r50, r51, r52, r53, r54, r55, r56, r57;
    word_t r58, r59, r60, r61, r62, r63, r64, r65;
    word_t r66, r67, r68, r69, r70;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r18) : "l"(&tw_fwd_v_t[(size_t)(((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r19), "=r"(r20) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r21) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r22), "=r"(r23) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 3) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r24) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 4) | (((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r25), "=r"(r26) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 5) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r27) : "l"(&tw_fwd_v_t[(size_t)((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r28), "=r"(r29) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r30) : "l"(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u)) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r31), "=r"(r32) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 3) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 1)) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r33), "=r"(r34) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 1)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r35) : "l"(&tw_fwd_v_t[(size_t)(((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r36), "=r"(r37) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r38) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r39), "=r"(r40) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 3) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r41) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 4) | (((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r42), "=r"(r43) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 5) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r44) : "l"(&tw_fwd_v_t[(size_t)((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r45), "=r"(r46) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r47) : "l"(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u)) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r48), "=r"(r49) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 3) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 1)) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r50), "=r"(r51) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 1)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r52) : "l"(&group_roots_v_t[(size_t)((bx << 7) + threadIdx.x)]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r53), "=r"(r54) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 1)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r55), "=r"(r56) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 3) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 1)) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r57) : "l"(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u)) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r58), "=r"(r59) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r60) : "l"(&tw_inv_v_t[(size_t)((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r61), "=r"(r62) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 5) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r63) : "l"(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 4) | (((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r64), "=r"(r65) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 3) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r66) : "l"(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r67), "=r"(r68) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r69) : "l"(&tw_inv_v_t[(size_t)(((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r70) : "l"(&inv_len_v_t[0]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 2048];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 4096];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 6144];
    bfly_ct(r0, r2, r18, 0, true, false, m);
    bfly_ct(r1, r3, r18, 0, true, false, m);
    bfly_ct(r0, r1, r19, 0, true, false, m);
    bfly_ct(r2, r3, r20, 0, true, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 66u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 132u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 198u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 16u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 33u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 49u];
    bfly_ct(r0, r2, r21, 0, true, false, m);
    bfly_ct(r1, r3, r21, 0, true, false, m);
    bfly_ct(r0, r1, r22, 0, true, false, m);
    bfly_ct(r2, r3, r23, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 16u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 33u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 49u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 4u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 8u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 12u];
    bfly_ct(r0, r2, r24, 0, true, false, m);
    bfly_ct(r1, r3, r24, 0, true, false, m);
    bfly_ct(r0, r1, r25, 0, true, false, m);
    bfly_ct(r2, r3, r26, 0, true, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 128] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 256] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 384] = r3;
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u))];
    r1 = x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 32];
    r2 = x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 64];
    r3 = x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 96];
    bfly_ct(r0, r2, r27, 0, true, false, m);
    bfly_ct(r1, r3, r27, 0, true, false, m);
    bfly_ct(r0, r1, r28, 0, true, false, m);
    bfly_ct(r2, r3, r29, 0, true, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 33u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 66u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 99u] = r3;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 8u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 16u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 24u];
    bfly_ct(r0, r2, r30, 0, true, false, m);
    bfly_ct(r1, r3, r30, 0, true, false, m);
    bfly_ct(r0, r1, r31, 0, true, false, m);
    bfly_ct(r2, r3, r32, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 8u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 16u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 24u] = r3;
    __syncthreads();

    // phase 5: forward kernel 1: group 2
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 4u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 8u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 12u];
    bfly_ct(r0, r1, r33, 0, true, false, m);
    bfly_ct(r2, r3, r34, 0, true, false, m);
    x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u))] = r0;
    x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 4] = r1;
    x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 8] = r2;
    x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 12] = r3;
    __syncthreads();

    // phase 6: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)))];
    r1 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 2048];
    r2 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 4096];
    r3 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 6144];
    bfly_ct(r0, r2, r35, 0, true, false, m);
    bfly_ct(r1, r3, r35, 0, true, false, m);
    bfly_ct(r0, r1, r36, 0, true, false, m);
    bfly_ct(r2, r3, r37, 0, true, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 66u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 132u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 198u] = r3;
    __syncthreads();

    // phase 7: forward kernel 0: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 16u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 33u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 49u];
    bfly_ct(r0, r2, r38, 0, true, false, m);
    bfly_ct(r1, r3, r38, 0, true, false, m);
    bfly_ct(r0, r1, r39, 0, true, false, m);
    bfly_ct(r2, r3, r40, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 16u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 33u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 49u] = r3;
    __syncthreads();

    // phase 8: forward kernel 0: group 2
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 4u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 8u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 12u];
    bfly_ct(r0, r2, r41, 0, true, false, m);
    bfly_ct(r1, r3, r41, 0, true, false, m);
    bfly_ct(r0, r1, r42, 0, true, false, m);
    bfly_ct(r2, r3, r43, 0, true, false, m);
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)))] = r0;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 128] = r1;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 256] = r2;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 384] = r3;
    grid_sync(grid_counter);

    // phase 9: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = y[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u))];
    r1 = y[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 32];
    r2 = y[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 64];
    r3 = y[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 96];
    bfly_ct(r0, r2, r44, 0, true, false, m);
    bfly_ct(r1, r3, r44, 0, true, false, m);
    bfly_ct(r0, r1, r45, 0, true, false, m);
    bfly_ct(r2, r3, r46, 0, true, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 33u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 66u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 99u] = r3;
    __syncthreads();

    // phase 10: forward kernel 1: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 8u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 16u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 24u];
    bfly_ct(r0, r2, r47, 0, true, false, m);
    bfly_ct(r1, r3, r47, 0, true, false, m);
    bfly_ct(r0, r1, r48, 0, true, false, m);
    bfly_ct(r2, r3, r49, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 8u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 16u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 24u] = r3;
    __syncthreads();

    // phase 11: forward kernel 1: group 2
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 4u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 8u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 12u];
    bfly_ct(r0, r1, r50, 0, true, false, m);
    bfly_ct(r2, r3, r51, 0, true, false, m);
    y[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u))] = r0;
    y[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 4] = r1;
    y[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 8] = r2;
    y[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 12] = r3;
    grid_sync(grid_counter);

    // phase 12: pointwise (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)];
    r4 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)];
    r1 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 1];
    r5 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 1];
    r2 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 2];
    r6 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 2];
    r3 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 3];
    r7 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 3];
    r10 = mod_mul(r0, r4, m);
    r11 = mod_mul(r0, r5, m);
    r17 = mod_mul(r1, r4, m);
    r11 = mod_add(r11, r17, m.q);
    r12 = mod_mul(r0, r6, m);
    r17 = mod_mul(r1, r5, m);
    r12 = mod_add(r12, r17, m.q);
    r17 = mod_mul(r2, r4, m);
    r12 = mod_add(r12, r17, m.q);
    r13 = mod_mul(r0, r7, m);
    r17 = mod_mul(r1, r6, m);
    r13 = mod_add(r13, r17, m.q);
    r17 = mod_mul(r2, r5, m);
    r13 = mod_add(r13, r17, m.q);
    r17 = mod_mul(r3, r4, m);
    r13 = mod_add(r13, r17, m.q);
    r14 = mod_mul(r1, r7, m);
    r17 = mod_mul(r2, r6, m);
    r14 = mod_add(r14, r17, m.q);
    r17 = mod_mul(r3, r5, m);
    r14 = mod_add(r14, r17, m.q);
    r15 = mod_mul(r2, r7, m);
    r17 = mod_mul(r3, r6, m);
    r15 = mod_add(r15, r17, m.q);
    r16 = mod_mul(r3, r7, m);
    r14 = mod_mul_tw(r14, r52, 0, m);
    r10 = mod_add(r10, r14, m.q);
    r15 = mod_mul_tw(r15, r52, 0, m);
    r11 = mod_add(r11, r15, m.q);
    r16 = mod_mul_tw(r16, r52, 0, m);
    r12 = mod_add(r12, r16, m.q);
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)] = r10;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 1] = r11;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 2] = r12;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2) + 3] = r13;
    grid_sync(grid_counter);

    // phase 13: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u))];
    r1 = x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 4];
    r2 = x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 8];
    r3 = x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | (((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 12];
    bfly_gs(r0, r1, r53, 0, true, false, m);
    bfly_gs(r2, r3, r54, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 4u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 8u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 12u] = r3;
    __syncthreads();

    // phase 14: inverse kernel 1: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 8u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 16u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 24u];
    bfly_gs(r0, r1, r55, 0, true, false, m);
    bfly_gs(r2, r3, r56, 0, true, false, m);
    bfly_gs(r0, r2, r57, 0, true, false, m);
    bfly_gs(r1, r3, r57, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 8u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 16u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 1u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 3)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 24u] = r3;
    __syncthreads();

    // phase 15: inverse kernel 1: group 2
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 33u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 66u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 3u) * 148u)) + 99u];
    bfly_gs(r0, r1, r58, 0, true, false, m);
    bfly_gs(r2, r3, r59, 0, true, false, m);
    bfly_gs(r0, r2, r60, 0, true, false, m);
    bfly_gs(r1, r3, r60, 0, true, false, m);
    x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u))] = r0;
    x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 32] = r1;
    x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 64] = r2;
    x[poly + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 7) | ((((threadIdx.x + (threadIdx.y << 7)) >> 4) & 7u) << 2)) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 3u)) + 96] = r3;
    grid_sync(grid_counter);

    // phase 16: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 128];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 256];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 384];
    bfly_gs(r0, r1, r61, 0, true, false, m);
    bfly_gs(r2, r3, r62, 0, true, false, m);
    bfly_gs(r0, r2, r63, 0, true, false, m);
    bfly_gs(r1, r3, r63, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 4u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 8u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 12u] = r3;
    __syncthreads();

    // phase 17: inverse kernel 0: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 16u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 33u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 49u];
    bfly_gs(r0, r1, r64, 0, true, false, m);
    bfly_gs(r2, r3, r65, 0, true, false, m);
    bfly_gs(r0, r2, r66, 0, true, false, m);
    bfly_gs(r1, r3, r66, 0, true, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 16u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 33u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 3u) | ((((threadIdx.x + (threadIdx.y << 7)) >> 5) & 3u) << 4)) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 49u] = r3;
    __syncthreads();

    // phase 18: inverse kernel 0: group 2
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 66u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 132u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 2) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 280u)) + 198u];
    bfly_gs(r0, r1, r67, 0, true, false, m);
    bfly_gs(r2, r3, r68, 0, true, false, m);
    bfly_gs(r0, r2, r69, 0, true, false, m);
    bfly_gs(r1, r3, r69, 0, true, false, m);
    r0 = mod_mul_tw(r0, r70, 0, m);
    r1 = mod_mul_tw(r1, r70, 0, m);
    r2 = mod_mul_tw(r2, r70, 0, m);
    r3 = mod_mul_tw(r3, r70, 0, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u)))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 2048] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 4096] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 5) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 3) & 15u) << 7)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 31u) << 2) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 3u))) + 6144] = r3;
}

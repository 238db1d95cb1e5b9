// nttgen: ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4.toml --out generated/ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4"
//   transform = "ntt-negacyclic"
//   log_n = 12
//   word = "u32"
//   reduction = "shoup"
//   radix = 2
//   stage_split = [4, 4, 4]
//   cluster = 8
//   layout = "natural"
//   access = "constant-geometry"
//   twiddles = "split"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 4
//
//   [moduli]
//   primes = [1073692673, 1073668097, 1073651713, 1073643521]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_fwd0: grid_x 32, block 8 x 8, shared 1056 B; mulmods 16384, addmods 16384, butterflies 8192, global bytes 32768 (read 16384, write 16384), table bytes 98304, shuffles 0
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_fwd1: grid_x 32, block 8 x 8, shared 1056 B; mulmods 16384, addmods 16384, butterflies 8192, global bytes 32768 (read 16384, write 16384), table bytes 98304, shuffles 0
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_fwd2: grid_x 32, block 8 x 8, shared 1056 B; mulmods 16384, addmods 16384, butterflies 8192, global bytes 32768 (read 16384, write 16384), table bytes 98304, shuffles 0
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_pw: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 49152 (read 32768, write 16384), table bytes 0, shuffles 0
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_inv2: grid_x 32, block 8 x 8, shared 1056 B; mulmods 16384, addmods 16384, butterflies 8192, global bytes 32768 (read 16384, write 16384), table bytes 98304, shuffles 0
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_inv1: grid_x 32, block 8 x 8, shared 1056 B; mulmods 16384, addmods 16384, butterflies 8192, global bytes 32768 (read 16384, write 16384), table bytes 98304, shuffles 0
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_inv0: grid_x 32, block 8 x 8, shared 1056 B; mulmods 16384, addmods 16384, butterflies 8192, global bytes 32768 (read 16384, write 16384), table bytes 106496, shuffles 0
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_product2: grid_x 32, block 8 x 8, shared 2112 B; mulmods 45056, addmods 49152, butterflies 24576, global bytes 49152 (read 32768, write 16384), table bytes 196608, shuffles 0
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_fwd_coop: grid_x 64, block 4 x 8, shared 528 B; mulmods 49152, addmods 49152, butterflies 24576, global bytes 98304 (read 49152, write 49152), table bytes 294912, shuffles 0
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_inv_coop: grid_x 64, block 4 x 8, shared 528 B; mulmods 49152, addmods 49152, butterflies 24576, global bytes 98304 (read 49152, write 49152), table bytes 303104, shuffles 0
//   ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_product_coop: grid_x 64, block 4 x 8, shared 1056 B; mulmods 143360, addmods 147456, butterflies 73728, global bytes 245760 (read 131072, write 114688), table bytes 794624, shuffles 0

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

/* nttgen reduce/shoup.cu (word = u32): Shoup's multiplication by a
 * precomputed constant (NTL MulModPrecon; Shivdikar §II-A, Goey §3.1) for
 * twiddles; the general product is barrett-shivdikar (Shivdikar Alg. 4).
 * Rust twin: codegen/src/arith/reduce/shoup.rs.
 *
 * Bounds: 4 <= q < 2^(β-2) (len(q) <= β - 2), q != 2^(β-3).
 * Twiddle w is stored with w_comp = floor(w·2^β / q):
 *   qhat = mulhi(a, w_comp);  r = a·w - qhat·q (mod 2^β, in [0, 2q));  one correction.
 * ModConst: those of barrett-shivdikar: c0 = μ·2^a, c1 = m - 2, c2 = b.
 */

__device__ __forceinline__ word_t mod_barrett_shivdikar(word_t xhi, word_t xlo, const ModConst m) {
    word_t c = mod_shr_wide(xhi, xlo, (unsigned int)m.c1);      /* Alg. 4, 1 */
    word_t quot = mod_mulhi(c, m.c0) >> (unsigned int)m.c2;      /* 2 */
    word_t rem = xlo - quot * m.q;                               /* 3 */
    return rem - (m.q & mod_mask(rem >= m.q));                   /* 4-5 */
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_barrett_shivdikar(mod_mulhi(a, b), a * b, m);
}

/* r in [0, 2q) and q < 2^(β-2), so r - q decides by its sign (u64) or a
 * min (u32). */
__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    word_t qhat = mod_mulhi(a, w_comp);
    word_t r = a * w - qhat * m.q;
    return mod_csub(r, m.q);
}
/* The lazy product of reduce/lazy.cu's butterflies: a·w - qhat·q in
 * [0, 2q) for any a < 2^β (4q < 2^β holds by the bound above). */
__device__ __forceinline__ word_t mod_mul_tw_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return a * w - mod_mulhi(a, w_comp) * m.q;
}

__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul_tw_lazy(a, w, w_comp, m);
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



extern "C" __global__ void __launch_bounds__(64) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const word_t* __restrict__ split_hi_fwd_c,
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
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_c_t = split_hi_fwd_c + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r5;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 12) | (threadIdx.y << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y | 8u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((1u + (((bx >> 5) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((1u + (((bx >> 5) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((1u + (((bx >> 5) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 3) + threadIdx.x) >> 5)) + 132u] = r0;
    smem[((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 3) + threadIdx.x) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 3) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 3) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5))];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 3) + threadIdx.x) >> 5)) + 132u] = r0;
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 3) + threadIdx.x) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r1;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_fwd1(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const word_t* __restrict__ split_hi_fwd_c,
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
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_c_t = split_hi_fwd_c + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r5;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 4)) << 8) | (threadIdx.y << 4)) | (((bx & 1u) << 3) | (threadIdx.x & 15u)))];
    r1 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y | 8u) << 4)) | (((bx & 1u) << 3) | (threadIdx.x & 15u)))];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((16u + (((bx >> 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((16u + (((bx >> 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((16u + (((bx >> 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 3) + threadIdx.x) >> 5)) + 132u] = r0;
    smem[((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 3) + threadIdx.x) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 1) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 1) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((32u + ((((bx >> 1) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 3) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 3) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5))];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 1) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 1) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((64u + ((((bx >> 1) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 3) + threadIdx.x) >> 5)) + 132u] = r0;
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 3) + threadIdx.x) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 3: forward kernel 1: group 3
    r0 = smem[(((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((128u + ((((bx >> 1) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((128u + ((((bx >> 1) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((128u + ((((bx >> 1) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 4)) | (((bx & 1u) << 3) | (threadIdx.x & 15u)))] = r0;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 4)) | (((bx & 1u) << 3) | (threadIdx.x & 15u)))] = r1;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_fwd2(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const word_t* __restrict__ split_hi_fwd_c,
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
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_c_t = split_hi_fwd_c + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r5;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 2: load
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | threadIdx.x)];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x | 8u))];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 3))) + (((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 3))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 3) | 1u))) + (((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 3) | 1u))) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 1: forward kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 7u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 7u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 1) & 7u) | 4u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 1) & 7u) | 4u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | (threadIdx.x >> 3)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | (threadIdx.x >> 3)))) >> 5))] = r0;
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | ((threadIdx.x >> 3) | 1u)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | ((threadIdx.x >> 3) | 1u)))) >> 5))] = r1;
    __syncthreads();

    // phase 2: forward kernel 2: group 2
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 5))];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 5))];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 3)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 3)))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 3) | 1u)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 3) | 1u)))) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 3: forward kernel 2: group 3
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 3) & 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 3) & 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 3) & 1u) | 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 3) & 1u) | 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r2 = split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r4 = split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r5 = split_hi_fwd_c_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_ct(r0, r1, r2, 0, false, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 3)))] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 3) | 1u)))] = r1;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_pw(
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

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_inv2(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
    const word_t* __restrict__ split_hi_inv_c,
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
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_c_t = split_hi_inv_c + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r5;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 2: load
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 3)))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 3) | 1u)))];
    r2 = split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 1) | ((threadIdx.x >> 3) & 3u)) << 2) | (((threadIdx.x >> 1) & 3u) | (threadIdx.x >> 5)))) + (((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 1) | ((threadIdx.x >> 3) & 3u)) << 2) | (((threadIdx.x >> 1) & 3u) | (threadIdx.x >> 5)))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 1) | (((threadIdx.x >> 3) & 3u) | 1u)) << 2) | (((threadIdx.x >> 1) & 3u) | (threadIdx.x >> 5)))) + (((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 1) | (((threadIdx.x >> 3) & 3u) | 1u)) << 2) | (((threadIdx.x >> 1) & 3u) | (threadIdx.x >> 5)))) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 1: inverse kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r2 = split_lo_inv_v_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 2) | ((threadIdx.x >> 2) & 7u)) << 1) | (((threadIdx.x >> 1) & 1u) | (threadIdx.x >> 5)))) + (((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 2) | ((threadIdx.x >> 2) & 7u)) << 1) | (((threadIdx.x >> 1) & 1u) | (threadIdx.x >> 5)))) >> 5))] = r0;
    smem[(((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 2) | (((threadIdx.x >> 2) & 7u) | 2u)) << 1) | (((threadIdx.x >> 1) & 1u) | (threadIdx.x >> 5)))) + (((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 2) | (((threadIdx.x >> 2) & 7u) | 2u)) << 1) | (((threadIdx.x >> 1) & 1u) | (threadIdx.x >> 5)))) >> 5))] = r1;
    __syncthreads();

    // phase 2: inverse kernel 2: group 2
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 7u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 7u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) >> 5))];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 1) & 7u) | 4u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 1) & 7u) | 4u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) >> 5))];
    r2 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 1u) << 3) | (threadIdx.x >> 1))) + (((threadIdx.y << 4) + (((threadIdx.x & 1u) << 3) | (threadIdx.x >> 1))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 1u) << 3) | ((threadIdx.x >> 1) | 4u))) + (((threadIdx.y << 4) + (((threadIdx.x & 1u) << 3) | ((threadIdx.x >> 1) | 4u))) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 2: group 3
    r0 = smem[(((threadIdx.y << 4) + threadIdx.x) + (((threadIdx.y << 4) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 4) + (threadIdx.x | 8u)) + (((threadIdx.y << 4) + (threadIdx.x | 8u)) >> 5)) + 132u];
    r2 = split_lo_inv_v_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | threadIdx.x)] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x | 8u))] = r1;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_inv1(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
    const word_t* __restrict__ split_hi_inv_c,
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
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_c_t = split_hi_inv_c + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r5;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 4)) | (((bx & 1u) << 3) | (threadIdx.x & 15u)))];
    r1 = x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 4)) | (((bx & 1u) << 3) | (threadIdx.x & 15u)))];
    r2 = split_lo_inv_v_t[(size_t)((__brev((128u + ((((bx >> 1) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((128u + ((((bx >> 1) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((128u + ((((bx >> 1) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) >> 5)) + 132u] = r0;
    smem[((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r2 = split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 1) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 1) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((64u + ((((bx >> 1) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5))];
    r2 = split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 1) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 1) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((32u + ((((bx >> 1) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 3) + threadIdx.x) >> 5)) + 132u] = r0;
    smem[((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 3) + threadIdx.x) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 3) + threadIdx.x) + (((threadIdx.y << 3) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[((((threadIdx.y | 8u) << 3) + threadIdx.x) + ((((threadIdx.y | 8u) << 3) + threadIdx.x) >> 5)) + 132u];
    r2 = split_lo_inv_v_t[(size_t)((__brev((16u + (((bx >> 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((16u + (((bx >> 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((16u + (((bx >> 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 4)) << 8) | (threadIdx.y << 4)) | (((bx & 1u) << 3) | (threadIdx.x & 15u)))] = r0;
    x[poly + (size_t)(((((bx >> 1) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y | 8u) << 4)) | (((bx & 1u) << 3) | (threadIdx.x & 15u)))] = r1;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
    const word_t* __restrict__ split_hi_inv_c,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
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
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_c_t = split_hi_inv_c + (size_t)tower * 64;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r2 = split_lo_inv_v_t[(size_t)((__brev((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) >> 5)) + 132u] = r0;
    smem[((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5)) + 132u];
    r2 = split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 3) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5))];
    r2 = split_lo_inv_v_t[(size_t)((__brev((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 3) + threadIdx.x) >> 5)) + 132u] = r0;
    smem[((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 3) + threadIdx.x) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 0: group 3
    r0 = smem[(((threadIdx.y << 3) + threadIdx.x) + (((threadIdx.y << 3) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[((((threadIdx.y | 8u) << 3) + threadIdx.x) + ((((threadIdx.y | 8u) << 3) + threadIdx.x) >> 5)) + 132u];
    r2 = inv_len_v_t[1];
    r3 = inv_len_c_t[1];
    bfly_gs(r0, r1, r2, r3, true, false, m);
    r4 = inv_len_v_t[0];
    r5 = inv_len_c_t[0];
    r0 = mod_mul_tw(r0, r4, r5, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 12) | (threadIdx.y << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y | 8u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r1;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_product2(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const word_t* __restrict__ split_hi_fwd_c,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
    const word_t* __restrict__ split_hi_inv_c,
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
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_c_t = split_hi_fwd_c + (size_t)tower * 64;
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_c_t = split_hi_inv_c + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | threadIdx.x)];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x | 8u))];
    r2 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | threadIdx.x)];
    r3 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x | 8u))];
    r4 = split_lo_fwd_v_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) & 63u)];
    r6 = split_hi_fwd_v_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) >> 6)];
    r7 = split_hi_fwd_c_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) >> 6)];
    r4 = mod_mul_tw(r4, r6, r7, m);
    bfly_ct(r0, r1, r4, 0, false, false, m);
    bfly_ct(r2, r3, r4, 0, false, false, m);
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 3))) + (((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 3))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 3) | 1u))) + (((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 3) | 1u))) >> 5)) + 132u] = r1;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 3))) + (((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 3))) >> 5)) + 396u] = r2;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 3) | 1u))) + (((threadIdx.y << 4) + (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 3) | 1u))) >> 5)) + 396u] = r3;
    __syncthreads();

    // phase 1: forward kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 7u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 7u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 1) & 7u) | 4u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 1) & 7u) | 4u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r2 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 7u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 7u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) >> 5)) + 396u];
    r3 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 1) & 7u) | 4u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 1) & 7u) | 4u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) >> 5)) + 396u];
    r4 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r6 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r7 = split_hi_fwd_c_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r4 = mod_mul_tw(r4, r6, r7, m);
    bfly_ct(r0, r1, r4, 0, false, false, m);
    bfly_ct(r2, r3, r4, 0, false, false, m);
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | (threadIdx.x >> 3)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | (threadIdx.x >> 3)))) >> 5))] = r0;
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | ((threadIdx.x >> 3) | 1u)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | ((threadIdx.x >> 3) | 1u)))) >> 5))] = r1;
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | (threadIdx.x >> 3)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | (threadIdx.x >> 3)))) >> 5)) + 264u] = r2;
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | ((threadIdx.x >> 3) | 1u)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 3u) << 2) | (((threadIdx.x & 1u) << 1) | ((threadIdx.x >> 3) | 1u)))) >> 5)) + 264u] = r3;
    __syncthreads();

    // phase 2: forward kernel 2: group 2
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 5))];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 5))];
    r2 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 5)) + 264u];
    r3 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 5)) + 264u];
    r4 = split_lo_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r6 = split_hi_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r7 = split_hi_fwd_c_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r4 = mod_mul_tw(r4, r6, r7, m);
    bfly_ct(r0, r1, r4, 0, false, false, m);
    bfly_ct(r2, r3, r4, 0, false, false, m);
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 3)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 3)))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 3) | 1u)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 3) | 1u)))) >> 5)) + 132u] = r1;
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 3)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 3)))) >> 5)) + 396u] = r2;
    smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 3) | 1u)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 1u) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 3) | 1u)))) >> 5)) + 396u] = r3;
    __syncthreads();

    // phase 3: forward kernel 2: group 3
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 3) & 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 3) & 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 3) & 1u) | 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 3) & 1u) | 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r2 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 3) & 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 3) & 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) >> 5)) + 396u];
    r3 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 3) & 1u) | 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 3) & 1u) | 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4)))) >> 5)) + 396u];
    r4 = split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r6 = split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r7 = split_hi_fwd_c_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r4 = mod_mul_tw(r4, r6, r7, m);
    bfly_ct(r0, r1, r4, 0, false, false, m);
    bfly_ct(r2, r3, r4, 0, false, false, m);
    r0 = mod_mul(r0, r2, m);
    r1 = mod_mul(r1, r3, m);
    __syncthreads();

    // phase 4: product kernel: inverse
    r4 = split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r6 = split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r7 = split_hi_inv_c_t[(size_t)((__brev((2048u + ((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r4 = mod_mul_tw(r4, r6, r7, m);
    bfly_gs(r0, r1, r4, 0, false, false, m);
    smem[(((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 1) | ((threadIdx.x >> 3) & 3u)) << 2) | (((threadIdx.x >> 1) & 3u) | (threadIdx.x >> 5)))) + (((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 1) | ((threadIdx.x >> 3) & 3u)) << 2) | (((threadIdx.x >> 1) & 3u) | (threadIdx.x >> 5)))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 1) | (((threadIdx.x >> 3) & 3u) | 1u)) << 2) | (((threadIdx.x >> 1) & 3u) | (threadIdx.x >> 5)))) + (((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 1) | (((threadIdx.x >> 3) & 3u) | 1u)) << 2) | (((threadIdx.x >> 1) & 3u) | (threadIdx.x >> 5)))) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 5: inverse kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 5)) + 132u];
    r4 = split_lo_inv_v_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r6 = split_hi_inv_v_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r7 = split_hi_inv_c_t[(size_t)((__brev((1024u + ((((bx << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r4 = mod_mul_tw(r4, r6, r7, m);
    bfly_gs(r0, r1, r4, 0, false, false, m);
    smem[(((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 2) | ((threadIdx.x >> 2) & 7u)) << 1) | (((threadIdx.x >> 1) & 1u) | (threadIdx.x >> 5)))) + (((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 2) | ((threadIdx.x >> 2) & 7u)) << 1) | (((threadIdx.x >> 1) & 1u) | (threadIdx.x >> 5)))) >> 5))] = r0;
    smem[(((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 2) | (((threadIdx.x >> 2) & 7u) | 2u)) << 1) | (((threadIdx.x >> 1) & 1u) | (threadIdx.x >> 5)))) + (((threadIdx.y << 4) + (((((threadIdx.x & 1u) << 2) | (((threadIdx.x >> 2) & 7u) | 2u)) << 1) | (((threadIdx.x >> 1) & 1u) | (threadIdx.x >> 5)))) >> 5))] = r1;
    __syncthreads();

    // phase 6: inverse kernel 2: group 2
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 7u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 1) & 7u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) >> 5))];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 1) & 7u) | 4u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 1) & 7u) | 4u) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4)))) >> 5))];
    r4 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) & 63u)];
    r6 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r7 = split_hi_inv_c_t[(size_t)((__brev((512u + ((((bx << 3) | threadIdx.y) << 1) | ((threadIdx.x & 1u) | (threadIdx.x >> 4))))) >> 20) >> 6)];
    r4 = mod_mul_tw(r4, r6, r7, m);
    bfly_gs(r0, r1, r4, 0, false, false, m);
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 1u) << 3) | (threadIdx.x >> 1))) + (((threadIdx.y << 4) + (((threadIdx.x & 1u) << 3) | (threadIdx.x >> 1))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 1u) << 3) | ((threadIdx.x >> 1) | 4u))) + (((threadIdx.y << 4) + (((threadIdx.x & 1u) << 3) | ((threadIdx.x >> 1) | 4u))) >> 5)) + 132u] = r1;
    __syncthreads();

    // phase 7: inverse kernel 2: group 3
    r0 = smem[(((threadIdx.y << 4) + threadIdx.x) + (((threadIdx.y << 4) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 4) + (threadIdx.x | 8u)) + (((threadIdx.y << 4) + (threadIdx.x | 8u)) >> 5)) + 132u];
    r4 = split_lo_inv_v_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) & 63u)];
    r6 = split_hi_inv_v_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) >> 6)];
    r7 = split_hi_inv_c_t[(size_t)((__brev((256u + (((bx << 3) | threadIdx.y) | (threadIdx.x >> 4)))) >> 20) >> 6)];
    r4 = mod_mul_tw(r4, r6, r7, m);
    bfly_gs(r0, r1, r4, 0, false, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | threadIdx.x)] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x | 8u))] = r1;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const word_t* __restrict__ split_hi_fwd_c,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_c_t = split_hi_fwd_c + (size_t)tower * 64;
    extern __shared__ word_t smem[];
    word_t r0, r1, r6, r7, r8, r9, r10, r11;
    word_t r12, r13, r14, r15, r16, r17, r18, r19;
    word_t r20, r21, r22, r23, r24, r25, r26, r27;
    word_t r28, r29, r30, r31, r32, r33, r34, r35;
    word_t r36, r37, r38, r39, r40, r41;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r6) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((1u + (((bx >> 6) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r7) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((1u + (((bx >> 6) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r8) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((1u + (((bx >> 6) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r9) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r10) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r11) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r12) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r13) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r14) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r15) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r16) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r17) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r18) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r19) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r20) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r21) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r22) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r23) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r24) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r25) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r26) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r27) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r28) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r29) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r30) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r31) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r32) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r33) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r34) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r35) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r36) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r37) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r38) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r39) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r40) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r41) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) >> 6)]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | (threadIdx.y << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y | 8u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r6 = mod_mul_tw(r6, r7, r8, m);
    bfly_ct(r0, r1, r6, 0, false, false, m);
    smem[((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r9 = mod_mul_tw(r9, r10, r11, m);
    bfly_ct(r0, r1, r9, 0, false, false, m);
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r12 = mod_mul_tw(r12, r13, r14, m);
    bfly_ct(r0, r1, r12, 0, false, false, m);
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r15 = mod_mul_tw(r15, r16, r17, m);
    bfly_ct(r0, r1, r15, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r1;
    grid_sync(grid_counter);

    // phase 4: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (threadIdx.y << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y | 8u) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r18 = mod_mul_tw(r18, r19, r20, m);
    bfly_ct(r0, r1, r18, 0, false, false, m);
    smem[((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 5: forward kernel 1: group 1
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r21 = mod_mul_tw(r21, r22, r23, m);
    bfly_ct(r0, r1, r21, 0, false, false, m);
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 6: forward kernel 1: group 2
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r24 = mod_mul_tw(r24, r25, r26, m);
    bfly_ct(r0, r1, r24, 0, false, false, m);
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 7: forward kernel 1: group 3
    r0 = smem[(((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r27 = mod_mul_tw(r27, r28, r29, m);
    bfly_ct(r0, r1, r27, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r1;
    grid_sync(grid_counter);

    // phase 8: forward kernel 2: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))];
    r1 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8];
    r30 = mod_mul_tw(r30, r31, r32, m);
    bfly_ct(r0, r1, r30, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) >> 5)) + 67u] = r1;
    __syncthreads();

    // phase 9: forward kernel 2: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) >> 5)) + 66u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) >> 5)) + 74u];
    r33 = mod_mul_tw(r33, r34, r35, m);
    bfly_ct(r0, r1, r33, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) >> 5))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) >> 5)) + 1u] = r1;
    __syncthreads();

    // phase 10: forward kernel 2: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) >> 5))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) >> 5)) + 8u];
    r36 = mod_mul_tw(r36, r37, r38, m);
    bfly_ct(r0, r1, r36, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) >> 5)) + 67u] = r1;
    __syncthreads();

    // phase 11: forward kernel 2: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 5)) + 66u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 5)) + 74u];
    r39 = mod_mul_tw(r39, r40, r41, m);
    bfly_ct(r0, r1, r39, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))] = r0;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + 1] = r1;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
    const word_t* __restrict__ split_hi_inv_c,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_c_t = split_hi_inv_c + (size_t)tower * 64;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r6, r7, r8, r9, r10, r11;
    word_t r12, r13, r14, r15, r16, r17, r18, r19;
    word_t r20, r21, r22, r23, r24, r25, r26, r27;
    word_t r28, r29, r30, r31, r32, r33, r34, r35;
    word_t r36, r37, r38, r39, r40, r41, r42;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r6) : "l"(&split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r7) : "l"(&split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r8) : "l"(&split_hi_inv_c_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r9) : "l"(&split_lo_inv_v_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r10) : "l"(&split_hi_inv_v_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r11) : "l"(&split_hi_inv_c_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r12) : "l"(&split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r13) : "l"(&split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r14) : "l"(&split_hi_inv_c_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r15) : "l"(&split_lo_inv_v_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r16) : "l"(&split_hi_inv_v_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r17) : "l"(&split_hi_inv_c_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r18) : "l"(&split_lo_inv_v_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r19) : "l"(&split_hi_inv_v_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r20) : "l"(&split_hi_inv_c_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r21) : "l"(&split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r22) : "l"(&split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r23) : "l"(&split_hi_inv_c_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r24) : "l"(&split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r25) : "l"(&split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r26) : "l"(&split_hi_inv_c_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r27) : "l"(&split_lo_inv_v_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r28) : "l"(&split_hi_inv_v_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r29) : "l"(&split_hi_inv_c_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r30) : "l"(&split_lo_inv_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r31) : "l"(&split_hi_inv_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r32) : "l"(&split_hi_inv_c_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r33) : "l"(&split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r34) : "l"(&split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r35) : "l"(&split_hi_inv_c_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r36) : "l"(&split_lo_inv_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r37) : "l"(&split_hi_inv_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r38) : "l"(&split_hi_inv_c_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r39) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r40) : "l"(&inv_len_c_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r41) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r42) : "l"(&inv_len_c_t[0]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 2: load
    r0 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))];
    r1 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + 1];
    r6 = mod_mul_tw(r6, r7, r8, m);
    bfly_gs(r0, r1, r6, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) >> 5)) + 70u] = r1;
    __syncthreads();

    // phase 1: inverse kernel 2: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) >> 5)) + 66u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) >> 5)) + 74u];
    r9 = mod_mul_tw(r9, r10, r11, m);
    bfly_gs(r0, r1, r9, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 1u))) >> 5))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 1u))) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 2: inverse kernel 2: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) >> 5))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) >> 5)) + 8u];
    r12 = mod_mul_tw(r12, r13, r14, m);
    bfly_gs(r0, r1, r12, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) >> 5)) + 70u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 2: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 5)) + 66u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 5)) + 74u];
    r15 = mod_mul_tw(r15, r16, r17, m);
    bfly_gs(r0, r1, r15, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))] = r0;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8] = r1;
    grid_sync(grid_counter);

    // phase 4: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r18 = mod_mul_tw(r18, r19, r20, m);
    bfly_gs(r0, r1, r18, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 5: inverse kernel 1: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r21 = mod_mul_tw(r21, r22, r23, m);
    bfly_gs(r0, r1, r21, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 6: inverse kernel 1: group 2
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r24 = mod_mul_tw(r24, r25, r26, m);
    bfly_gs(r0, r1, r24, 0, false, false, m);
    smem[((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 7: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 2) + threadIdx.x) + (((threadIdx.y << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((threadIdx.y | 8u) << 2) + threadIdx.x) + ((((threadIdx.y | 8u) << 2) + threadIdx.x) >> 5)) + 66u];
    r27 = mod_mul_tw(r27, r28, r29, m);
    bfly_gs(r0, r1, r27, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (threadIdx.y << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y | 8u) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r1;
    grid_sync(grid_counter);

    // phase 8: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r30 = mod_mul_tw(r30, r31, r32, m);
    bfly_gs(r0, r1, r30, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 9: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r33 = mod_mul_tw(r33, r34, r35, m);
    bfly_gs(r0, r1, r33, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 10: inverse kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r36 = mod_mul_tw(r36, r37, r38, m);
    bfly_gs(r0, r1, r36, 0, false, false, m);
    smem[((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 11: inverse kernel 0: group 3
    r0 = smem[(((threadIdx.y << 2) + threadIdx.x) + (((threadIdx.y << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((threadIdx.y | 8u) << 2) + threadIdx.x) + ((((threadIdx.y | 8u) << 2) + threadIdx.x) >> 5)) + 66u];
    bfly_gs(r0, r1, r39, r40, true, false, m);
    r0 = mod_mul_tw(r0, r41, r42, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | (threadIdx.y << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y | 8u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r1;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n12_r2_s4x4x4_c8_shoup_cg_twsplit_q4_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const word_t* __restrict__ split_hi_fwd_c,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
    const word_t* __restrict__ split_hi_inv_c,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_c_t = split_hi_fwd_c + (size_t)tower * 64;
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_c_t = split_hi_inv_c + (size_t)tower * 64;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r8) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((1u + (((bx >> 6) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r9) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((1u + (((bx >> 6) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r10) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((1u + (((bx >> 6) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r11) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r12) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r13) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r14) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r15) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r16) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r17) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r18) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r19) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r20) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r21) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r22) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r23) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r24) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r25) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r26) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r27) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r28) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r29) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r30) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r31) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r32) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((1u + (((bx >> 6) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r33) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((1u + (((bx >> 6) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r34) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((1u + (((bx >> 6) | (threadIdx.x >> 8)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r35) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r36) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r37) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r38) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r39) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r40) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r41) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r42) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r43) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r44) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r45) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r46) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r47) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r48) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r49) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r50) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r51) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r52) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r53) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r54) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r55) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r56) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r57) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r58) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r59) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r60) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r61) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r62) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r63) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r64) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r65) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r66) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r67) : "l"(&split_hi_fwd_c_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r68) : "l"(&split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) & 63u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r69) : "l"(&split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r70) : "l"(&split_hi_inv_c_t[(size_t)((__brev((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))) >> 20) >> 6)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r71) : "l"(&split_lo_inv_v_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) & 63u)]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | (threadIdx.y << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y | 8u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r8 = mod_mul_tw(r8, r9, r10, m);
    bfly_ct(r0, r1, r8, 0, false, false, m);
    smem[((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r11 = mod_mul_tw(r11, r12, r13, m);
    bfly_ct(r0, r1, r11, 0, false, false, m);
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r14 = mod_mul_tw(r14, r15, r16, m);
    bfly_ct(r0, r1, r14, 0, false, false, m);
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r17 = mod_mul_tw(r17, r18, r19, m);
    bfly_ct(r0, r1, r17, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r1;
    grid_sync(grid_counter);

    // phase 4: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (threadIdx.y << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y | 8u) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r20 = mod_mul_tw(r20, r21, r22, m);
    bfly_ct(r0, r1, r20, 0, false, false, m);
    smem[((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 5: forward kernel 1: group 1
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r23 = mod_mul_tw(r23, r24, r25, m);
    bfly_ct(r0, r1, r23, 0, false, false, m);
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 6: forward kernel 1: group 2
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r26 = mod_mul_tw(r26, r27, r28, m);
    bfly_ct(r0, r1, r26, 0, false, false, m);
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 7: forward kernel 1: group 3
    r0 = smem[(((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r29 = mod_mul_tw(r29, r30, r31, m);
    bfly_ct(r0, r1, r29, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r1;
    __syncthreads();

    // phase 8: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | (threadIdx.y << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r1 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y | 8u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r32 = mod_mul_tw(r32, r33, r34, m);
    bfly_ct(r0, r1, r32, 0, false, false, m);
    smem[((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 9: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r35 = mod_mul_tw(r35, r36, r37, m);
    bfly_ct(r0, r1, r35, 0, false, false, m);
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 10: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r38 = mod_mul_tw(r38, r39, r40, m);
    bfly_ct(r0, r1, r38, 0, false, false, m);
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 11: forward kernel 0: group 3
    r0 = smem[(((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r41 = mod_mul_tw(r41, r42, r43, m);
    bfly_ct(r0, r1, r41, 0, false, false, m);
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r0;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r1;
    grid_sync(grid_counter);

    // phase 12: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (threadIdx.y << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r1 = y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y | 8u) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r44 = mod_mul_tw(r44, r45, r46, m);
    bfly_ct(r0, r1, r44, 0, false, false, m);
    smem[((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 13: forward kernel 1: group 1
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r47 = mod_mul_tw(r47, r48, r49, m);
    bfly_ct(r0, r1, r47, 0, false, false, m);
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 3u) << 2) | (((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 14: forward kernel 1: group 2
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r50 = mod_mul_tw(r50, r51, r52, m);
    bfly_ct(r0, r1, r50, 0, false, false, m);
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[(((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 1u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 15: forward kernel 1: group 3
    r0 = smem[(((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 1u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r53 = mod_mul_tw(r53, r54, r55, m);
    bfly_ct(r0, r1, r53, 0, false, false, m);
    y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r0;
    y[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r1;
    grid_sync(grid_counter);

    // phase 16: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))];
    r1 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8];
    r2 = y[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))];
    r3 = y[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8];
    r56 = mod_mul_tw(r56, r57, r58, m);
    bfly_ct(r0, r1, r56, 0, false, false, m);
    bfly_ct(r2, r3, r56, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) >> 5)) + 67u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) >> 5)) + 198u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) >> 5)) + 199u] = r3;
    __syncthreads();

    // phase 17: forward kernel 2: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) >> 5)) + 66u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) >> 5)) + 74u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) >> 5)) + 198u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) >> 5)) + 206u];
    r59 = mod_mul_tw(r59, r60, r61, m);
    bfly_ct(r0, r1, r59, 0, false, false, m);
    bfly_ct(r2, r3, r59, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) >> 5))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) >> 5)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) >> 5)) + 132u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1))) >> 5)) + 133u] = r3;
    __syncthreads();

    // phase 18: forward kernel 2: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) >> 5))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) >> 5)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) >> 5)) + 132u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) >> 5)) + 140u];
    r62 = mod_mul_tw(r62, r63, r64, m);
    bfly_ct(r0, r1, r62, 0, false, false, m);
    bfly_ct(r2, r3, r62, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) >> 5)) + 67u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) >> 5)) + 198u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) & 3u) << 1))) >> 5)) + 199u] = r3;
    __syncthreads();

    // phase 19: forward kernel 2: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 5)) + 66u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 5)) + 74u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 5)) + 198u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 5)) + 206u];
    r65 = mod_mul_tw(r65, r66, r67, m);
    bfly_ct(r0, r1, r65, 0, false, false, m);
    bfly_ct(r2, r3, r65, 0, false, false, m);
    r0 = mod_mul(r0, r2, m);
    r1 = mod_mul(r1, r3, m);
    __syncthreads();

    // phase 20: product kernel: inverse
    r68 = mod_mul_tw(r68, r69, r70, m);
    bfly_gs(r0, r1, r68, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) >> 5)) + 70u] = r1;
    __syncthreads();

    // phase 21: inverse kernel 2: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) >> 5)) + 66u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u))) >> 5)) + 74u];
    r6 = split_hi_inv_v_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) >> 6)];
    r7 = split_hi_inv_c_t[(size_t)((__brev((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) & 3u)))) >> 20) >> 6)];
    r71 = mod_mul_tw(r71, r6, r7, m);
    bfly_gs(r0, r1, r71, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 1u))) >> 5))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 2) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 1u))) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 22: inverse kernel 2: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) >> 5))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u))) >> 5)) + 8u];
    r4 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) & 63u)];
    r6 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) >> 6)];
    r7 = split_hi_inv_c_t[(size_t)((__brev((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | ((threadIdx.x + (threadIdx.y << 2)) & 1u)))) >> 20) >> 6)];
    r4 = mod_mul_tw(r4, r6, r7, m);
    bfly_gs(r0, r1, r4, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((((threadIdx.x + (threadIdx.y << 2)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) >> 5)) + 70u] = r1;
    __syncthreads();

    // phase 23: inverse kernel 2: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 5)) + 66u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 5)) + 74u];
    r4 = split_lo_inv_v_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) & 63u)];
    r6 = split_hi_inv_v_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) >> 6)];
    r7 = split_hi_inv_c_t[(size_t)((__brev((256u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)))) >> 20) >> 6)];
    r4 = mod_mul_tw(r4, r6, r7, m);
    bfly_gs(r0, r1, r4, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))] = r0;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8] = r1;
    grid_sync(grid_counter);

    // phase 24: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r2 = split_lo_inv_v_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((128u + ((((bx >> 2) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 25: inverse kernel 1: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r2 = split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((64u + ((((bx >> 2) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 26: inverse kernel 1: group 2
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r2 = split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((32u + ((((bx >> 2) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 27: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 2) + threadIdx.x) + (((threadIdx.y << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((threadIdx.y | 8u) << 2) + threadIdx.x) + ((((threadIdx.y | 8u) << 2) + threadIdx.x) >> 5)) + 66u];
    r2 = split_lo_inv_v_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((16u + (((bx >> 2) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (threadIdx.y << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y | 8u) << 4)) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r1;
    grid_sync(grid_counter);

    // phase 28: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | (threadIdx.y >> 3)) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 3) | 1u)) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r2 = split_lo_inv_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | ((threadIdx.y >> 3) & 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 1) | (((threadIdx.y >> 3) & 3u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 29: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5)) + 66u];
    r2 = split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 2) & 7u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 2) & 7u) | 2u)) << 1) | (((threadIdx.y >> 1) & 1u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 5))] = r1;
    __syncthreads();

    // phase 30: inverse kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 1) & 7u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 1) & 7u) | 4u) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 5))];
    r2 = split_lo_inv_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) & 63u)];
    r4 = split_hi_inv_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r5 = split_hi_inv_c_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y & 1u) | (threadIdx.y >> 4))))) >> 20) >> 6)];
    r2 = mod_mul_tw(r2, r4, r5, m);
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | (threadIdx.y >> 1)) << 2) + threadIdx.x) >> 5)) + 66u] = r0;
    smem[((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 3) | ((threadIdx.y >> 1) | 4u)) << 2) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 31: inverse kernel 0: group 3
    r0 = smem[(((threadIdx.y << 2) + threadIdx.x) + (((threadIdx.y << 2) + threadIdx.x) >> 5)) + 66u];
    r1 = smem[((((threadIdx.y | 8u) << 2) + threadIdx.x) + ((((threadIdx.y | 8u) << 2) + threadIdx.x) >> 5)) + 66u];
    r2 = inv_len_v_t[1];
    r3 = inv_len_c_t[1];
    bfly_gs(r0, r1, r2, r3, true, false, m);
    r4 = inv_len_v_t[0];
    r5 = inv_len_c_t[0];
    r0 = mod_mul_tw(r0, r4, r5, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | (threadIdx.y << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y | 8u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r1;
}

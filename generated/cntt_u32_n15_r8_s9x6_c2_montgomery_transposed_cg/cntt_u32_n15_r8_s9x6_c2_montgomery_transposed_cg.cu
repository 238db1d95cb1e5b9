// nttgen: cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg (generated; do not edit)
// command: codegen emit --spec generated/specs/cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg.toml --out generated/cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg"
//   transform = "ntt-cyclic"
//   log_n = 15
//   word = "u32"
//   reduction = "montgomery"
//   radix = 8
//   stage_split = [9, 6]
//   cluster = 2
//   layout = "transposed"
//   access = "constant-geometry"
//   twiddles = "table"
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
//   cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_fwd0: grid_x 32, block 2 x 64, shared 8448 B; mulmods 147456, addmods 294912, butterflies 147456, global bytes 262144 (read 131072, write 131072), table bytes 344064, shuffles 0
//   cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_fwd1: grid_x 256, block 8 x 2, shared 1056 B; mulmods 98304, addmods 229376, butterflies 98304, global bytes 262144 (read 131072, write 131072), table bytes 229376, shuffles 0
//   cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_pw: grid_x 256, block 128 x 1, shared 0 B; mulmods 32768, addmods 0, butterflies 0, global bytes 393216 (read 262144, write 131072), table bytes 0, shuffles 0
//   cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_inv1: grid_x 256, block 8 x 2, shared 1056 B; mulmods 98304, addmods 196608, butterflies 98304, global bytes 262144 (read 131072, write 131072), table bytes 229376, shuffles 0
//   cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_inv0: grid_x 32, block 2 x 64, shared 8448 B; mulmods 163840, addmods 294912, butterflies 147456, global bytes 262144 (read 131072, write 131072), table bytes 360448, shuffles 0
//   cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_pwinv1: grid_x 256, block 8 x 2, shared 1056 B; mulmods 131072, addmods 196608, butterflies 98304, global bytes 393216 (read 262144, write 131072), table bytes 229376, shuffles 0
//   cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_fwd_coop: grid_x 16, block 4 x 64, shared 16960 B; mulmods 245760, addmods 524288, butterflies 245760, global bytes 524288 (read 262144, write 262144), table bytes 573440, shuffles 0
//   cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_inv_coop: grid_x 16, block 4 x 64, shared 16960 B; mulmods 262144, addmods 491520, butterflies 245760, global bytes 524288 (read 262144, write 262144), table bytes 589824, shuffles 0
//   cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_product_coop: grid_x 16, block 4 x 64, shared 16960 B; mulmods 786432, addmods 1540096, butterflies 737280, global bytes 1703936 (read 917504, write 786432), table bytes 1736704, shuffles 0

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



extern "C" __global__ void __launch_bounds__(128) cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 32768;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | (threadIdx.y << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 64u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 128u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 192u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r4 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 256u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r5 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 320u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r6 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 384u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r7 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 448u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r8 = tw_fwd_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 6)) | (threadIdx.y >> 9)) + 1];
    bfly_ct_lazy(r0, r4, r8, 0, m);
    bfly_ct_lazy(r1, r5, r8, 0, m);
    bfly_ct_lazy(r2, r6, r8, 0, m);
    bfly_ct_lazy(r3, r7, r8, 0, m);
    r10 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 8)) + 2];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 8) | 1u)) + 2];
    bfly_ct_lazy(r4, r6, r12, 0, m);
    bfly_ct_lazy(r5, r7, r12, 0, m);
    r14 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | (threadIdx.y >> 7)) + 4];
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 1u)) + 4];
    bfly_ct_lazy(r2, r3, r16, 0, m);
    r18 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 2u)) + 4];
    bfly_ct_lazy(r4, r5, r18, 0, m);
    r20 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 3u)) + 4];
    bfly_ct_lazy(r6, r7, r20, 0, m);
    smem[((((((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6)) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6)) << 1) + threadIdx.x) >> 5)) + 1056u] = r0;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u)) << 1) + threadIdx.x) >> 5)) + 1056u] = r1;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u)) << 1) + threadIdx.x) >> 5)) + 1056u] = r2;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u)) << 1) + threadIdx.x) >> 5)) + 1056u] = r3;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u)) << 1) + threadIdx.x) >> 5)) + 1056u] = r4;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u)) << 1) + threadIdx.x) >> 5)) + 1056u] = r5;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u)) << 1) + threadIdx.x) >> 5)) + 1056u] = r6;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u)) << 1) + threadIdx.x) >> 5)) + 1056u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r1 = smem[((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r2 = smem[((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r3 = smem[((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r4 = smem[((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r5 = smem[((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r6 = smem[((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r7 = smem[((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r8 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) + 8];
    bfly_ct_lazy(r0, r4, r8, 0, m);
    bfly_ct_lazy(r1, r5, r8, 0, m);
    bfly_ct_lazy(r2, r6, r8, 0, m);
    bfly_ct_lazy(r3, r7, r8, 0, m);
    r10 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | (threadIdx.y >> 8))) + 16];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 8) | 1u))) + 16];
    bfly_ct_lazy(r4, r6, r12, 0, m);
    bfly_ct_lazy(r5, r7, r12, 0, m);
    r14 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | (threadIdx.y >> 7))) + 32];
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 1u))) + 32];
    bfly_ct_lazy(r2, r3, r16, 0, m);
    r18 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 2u))) + 32];
    bfly_ct_lazy(r4, r5, r18, 0, m);
    r20 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 3u))) + 32];
    bfly_ct_lazy(r6, r7, r20, 0, m);
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | (threadIdx.y >> 6))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | (threadIdx.y >> 6))) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 1u))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 1u))) << 1) + threadIdx.x) >> 5))] = r1;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 2u))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 2u))) << 1) + threadIdx.x) >> 5))] = r2;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 3u))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 3u))) << 1) + threadIdx.x) >> 5))] = r3;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 4u))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 4u))) << 1) + threadIdx.x) >> 5))] = r4;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 5u))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 5u))) << 1) + threadIdx.x) >> 5))] = r5;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 6u))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 6u))) << 1) + threadIdx.x) >> 5))] = r6;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 7u))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 7u))) << 1) + threadIdx.x) >> 5))] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 6) & 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 6) & 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 6) & 7u) | 1u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 1u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5))];
    r2 = smem[((((((((threadIdx.y >> 6) & 7u) | 2u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 2u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5))];
    r3 = smem[((((((((threadIdx.y >> 6) & 7u) | 3u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 3u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5))];
    r4 = smem[((((((((threadIdx.y >> 6) & 7u) | 4u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 4u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5))];
    r5 = smem[((((((((threadIdx.y >> 6) & 7u) | 5u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 5u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5))];
    r6 = smem[((((((((threadIdx.y >> 6) & 7u) | 6u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 6u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5))];
    r7 = smem[((((((((threadIdx.y >> 6) & 7u) | 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5))];
    r8 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) + 64];
    bfly_ct_lazy(r0, r4, r8, 0, m);
    bfly_ct_lazy(r1, r5, r8, 0, m);
    bfly_ct_lazy(r2, r6, r8, 0, m);
    bfly_ct_lazy(r3, r7, r8, 0, m);
    r10 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | (threadIdx.y >> 8))) + 128];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | ((threadIdx.y >> 8) | 1u))) + 128];
    bfly_ct_lazy(r4, r6, r12, 0, m);
    bfly_ct_lazy(r5, r7, r12, 0, m);
    r14 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | (threadIdx.y >> 7))) + 256];
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 1u))) + 256];
    bfly_ct_lazy(r2, r3, r16, 0, m);
    r18 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 2u))) + 256];
    bfly_ct_lazy(r4, r5, r18, 0, m);
    r20 = tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 3u))) + 256];
    bfly_ct_lazy(r6, r7, r20, 0, m);
    s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6))))] = r0;
    s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u))))] = r1;
    s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u))))] = r2;
    s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u))))] = r3;
    s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u))))] = r4;
    s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u))))] = r5;
    s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u))))] = r6;
    s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u))))] = r7;
}

extern "C" __global__ void __launch_bounds__(16) cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 32768;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = s0[poly + (size_t)(((threadIdx.x & 63u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))];
    r1 = s0[poly + (size_t)((((threadIdx.x & 63u) | 8u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))];
    r2 = s0[poly + (size_t)((((threadIdx.x & 63u) | 16u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))];
    r3 = s0[poly + (size_t)((((threadIdx.x & 63u) | 24u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))];
    r4 = s0[poly + (size_t)((((threadIdx.x & 63u) | 32u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))];
    r5 = s0[poly + (size_t)((((threadIdx.x & 63u) | 40u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))];
    r6 = s0[poly + (size_t)((((threadIdx.x & 63u) | 48u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))];
    r7 = s0[poly + (size_t)((((threadIdx.x & 63u) | 56u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))];
    r8 = tw_fwd_v_t[(size_t)(((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)) + 512];
    bfly_ct_lazy(r0, r4, r8, 0, m);
    bfly_ct_lazy(r1, r5, r8, 0, m);
    bfly_ct_lazy(r2, r6, r8, 0, m);
    bfly_ct_lazy(r3, r7, r8, 0, m);
    r10 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 1) | (threadIdx.x >> 5)) + 1024];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 5) | 1u)) + 1024];
    bfly_ct_lazy(r4, r6, r12, 0, m);
    bfly_ct_lazy(r5, r7, r12, 0, m);
    r14 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | (threadIdx.x >> 4)) + 2048];
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 4) | 1u)) + 2048];
    bfly_ct_lazy(r2, r3, r16, 0, m);
    r18 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 4) | 2u)) + 2048];
    bfly_ct_lazy(r4, r5, r18, 0, m);
    r20 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 4) | 3u)) + 2048];
    bfly_ct_lazy(r6, r7, r20, 0, m);
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | (threadIdx.x >> 3))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | (threadIdx.x >> 3))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 1u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 1u))) >> 5)) + 132u] = r1;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 2u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 2u))) >> 5)) + 132u] = r2;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 3u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 3u))) >> 5)) + 132u] = r3;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 4u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 4u))) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 5u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 5u))) >> 5)) + 132u] = r5;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 6u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 6u))) >> 5)) + 132u] = r6;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 7u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 7u))) >> 5)) + 132u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((((threadIdx.x >> 3) & 7u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + ((((threadIdx.x >> 3) & 7u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 1u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) >> 5)) + 132u];
    r2 = smem[(((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 2u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 2u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) >> 5)) + 132u];
    r3 = smem[(((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 3u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 3u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) >> 5)) + 132u];
    r4 = smem[(((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 4u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 4u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) >> 5)) + 132u];
    r5 = smem[(((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 5u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 5u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) >> 5)) + 132u];
    r6 = smem[(((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 6u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 6u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) >> 5)) + 132u];
    r7 = smem[(((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 7u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 3) & 7u) | 7u) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6)))) >> 5)) + 132u];
    r8 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6))) + 4096];
    bfly_ct_lazy(r0, r4, r8, 0, m);
    bfly_ct_lazy(r1, r5, r8, 0, m);
    bfly_ct_lazy(r2, r6, r8, 0, m);
    bfly_ct_lazy(r3, r7, r8, 0, m);
    r10 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 5))) + 8192];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 5) | 1u))) + 8192];
    bfly_ct_lazy(r4, r6, r12, 0, m);
    bfly_ct_lazy(r5, r7, r12, 0, m);
    r14 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | (threadIdx.x >> 4))) + 16384];
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | ((threadIdx.x >> 4) | 1u))) + 16384];
    bfly_ct_lazy(r2, r3, r16, 0, m);
    r18 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | ((threadIdx.x >> 4) | 2u))) + 16384];
    bfly_ct_lazy(r4, r5, r18, 0, m);
    r20 = tw_fwd_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | ((threadIdx.x >> 4) | 3u))) + 16384];
    bfly_ct_lazy(r6, r7, r20, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | (threadIdx.x >> 3)))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 1u)))] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 2u)))] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 3u)))] = r3;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 4u)))] = r4;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 5u)))] = r5;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 6u)))] = r6;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 7u)))] = r7;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(16) cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 32768;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | (threadIdx.x >> 3)))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 1u)))];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 2u)))];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 3u)))];
    r4 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 4u)))];
    r5 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 5u)))];
    r6 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 6u)))];
    r7 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 7u)))];
    r8 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | (threadIdx.x >> 4))) + 16384];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | ((threadIdx.x >> 4) | 1u))) + 16384];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | ((threadIdx.x >> 4) | 2u))) + 16384];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | ((threadIdx.x >> 4) | 3u))) + 16384];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 5))) + 8192];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 5) | 1u))) + 8192];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6))) + 4096];
    bfly_gs_lazy(r0, r4, r20, 0, false, m);
    bfly_gs_lazy(r1, r5, r20, 0, false, m);
    bfly_gs_lazy(r2, r6, r20, 0, false, m);
    bfly_gs_lazy(r3, r7, r20, 0, false, m);
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | (threadIdx.x >> 3))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | (threadIdx.x >> 3))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 1u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 1u))) >> 5)) + 132u] = r1;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 2u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 2u))) >> 5)) + 132u] = r2;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 3u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 3u))) >> 5)) + 132u] = r3;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 4u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 4u))) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 5u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 5u))) >> 5)) + 132u] = r5;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 6u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 6u))) >> 5)) + 132u] = r6;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 7u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 7u))) >> 5)) + 132u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + threadIdx.x) + (((threadIdx.y << 6) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x | 8u)) + (((threadIdx.y << 6) + (threadIdx.x | 8u)) >> 5)) + 132u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x | 16u)) + (((threadIdx.y << 6) + (threadIdx.x | 16u)) >> 5)) + 132u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x | 24u)) + (((threadIdx.y << 6) + (threadIdx.x | 24u)) >> 5)) + 132u];
    r4 = smem[(((threadIdx.y << 6) + (threadIdx.x | 32u)) + (((threadIdx.y << 6) + (threadIdx.x | 32u)) >> 5)) + 132u];
    r5 = smem[(((threadIdx.y << 6) + (threadIdx.x | 40u)) + (((threadIdx.y << 6) + (threadIdx.x | 40u)) >> 5)) + 132u];
    r6 = smem[(((threadIdx.y << 6) + (threadIdx.x | 48u)) + (((threadIdx.y << 6) + (threadIdx.x | 48u)) >> 5)) + 132u];
    r7 = smem[(((threadIdx.y << 6) + (threadIdx.x | 56u)) + (((threadIdx.y << 6) + (threadIdx.x | 56u)) >> 5)) + 132u];
    r8 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | (threadIdx.x >> 4)) + 2048];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 4) | 1u)) + 2048];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 4) | 2u)) + 2048];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 4) | 3u)) + 2048];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 1) | (threadIdx.x >> 5)) + 1024];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 5) | 1u)) + 1024];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)(((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)) + 512];
    bfly_gs_lazy(r0, r4, r20, 0, false, m);
    bfly_gs_lazy(r1, r5, r20, 0, false, m);
    bfly_gs_lazy(r2, r6, r20, 0, false, m);
    bfly_gs_lazy(r3, r7, r20, 0, false, m);
    s0[poly + (size_t)(((threadIdx.x & 63u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r0;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 8u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r1;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 16u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r2;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 24u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r3;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 32u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r4;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 40u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r5;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 48u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r6;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 56u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r7;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 32768;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6))))];
    r1 = s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u))))];
    r2 = s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u))))];
    r3 = s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u))))];
    r4 = s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u))))];
    r5 = s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u))))];
    r6 = s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u))))];
    r7 = s0[poly + (size_t)(((((bx & 31u) << 1) | (threadIdx.x & 63u)) << 9) | ((((bx >> 5) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u))))];
    r8 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | (threadIdx.y >> 7))) + 256];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 1u))) + 256];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 2u))) + 256];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 3u))) + 256];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | (threadIdx.y >> 8))) + 128];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | ((threadIdx.y >> 8) | 1u))) + 128];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) + 64];
    bfly_gs_lazy(r0, r4, r20, 0, false, m);
    bfly_gs_lazy(r1, r5, r20, 0, false, m);
    bfly_gs_lazy(r2, r6, r20, 0, false, m);
    bfly_gs_lazy(r3, r7, r20, 0, false, m);
    smem[((((((((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) & 63u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) & 63u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) >> 5)) + 1056u] = r0;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 1u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 1u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) >> 5)) + 1056u] = r1;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 2u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 2u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) >> 5)) + 1056u] = r2;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 3u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 3u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) >> 5)) + 1056u] = r3;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 4u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 4u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) >> 5)) + 1056u] = r4;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 5u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 5u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) >> 5)) + 1056u] = r5;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 6u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 6u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) >> 5)) + 1056u] = r6;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 7u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 7u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 1) + threadIdx.x) >> 5)) + 1056u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + (((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r1 = smem[((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r2 = smem[((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r3 = smem[((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r4 = smem[((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r5 = smem[((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r6 = smem[((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r7 = smem[((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 1) + threadIdx.x) >> 5)) + 1056u];
    r8 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | (threadIdx.y >> 7))) + 32];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 1u))) + 32];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 2u))) + 32];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 3u))) + 32];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | (threadIdx.y >> 8))) + 16];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 8) | 1u))) + 16];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) + 8];
    bfly_gs_lazy(r0, r4, r20, 0, false, m);
    bfly_gs_lazy(r1, r5, r20, 0, false, m);
    bfly_gs_lazy(r2, r6, r20, 0, false, m);
    bfly_gs_lazy(r3, r7, r20, 0, false, m);
    smem[((((((threadIdx.y & 7u) << 6) | (threadIdx.y >> 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | (threadIdx.y >> 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 8u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 8u)) << 1) + threadIdx.x) >> 5))] = r1;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 16u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 16u)) << 1) + threadIdx.x) >> 5))] = r2;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 24u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 24u)) << 1) + threadIdx.x) >> 5))] = r3;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 32u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 32u)) << 1) + threadIdx.x) >> 5))] = r4;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 40u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 40u)) << 1) + threadIdx.x) >> 5))] = r5;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 48u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 48u)) << 1) + threadIdx.x) >> 5))] = r6;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 56u)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 56u)) << 1) + threadIdx.x) >> 5))] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 1) + threadIdx.x) + (((threadIdx.y << 1) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y | 64u) << 1) + threadIdx.x) + ((((threadIdx.y | 64u) << 1) + threadIdx.x) >> 5))];
    r2 = smem[((((threadIdx.y | 128u) << 1) + threadIdx.x) + ((((threadIdx.y | 128u) << 1) + threadIdx.x) >> 5))];
    r3 = smem[((((threadIdx.y | 192u) << 1) + threadIdx.x) + ((((threadIdx.y | 192u) << 1) + threadIdx.x) >> 5))];
    r4 = smem[((((threadIdx.y | 256u) << 1) + threadIdx.x) + ((((threadIdx.y | 256u) << 1) + threadIdx.x) >> 5))];
    r5 = smem[((((threadIdx.y | 320u) << 1) + threadIdx.x) + ((((threadIdx.y | 320u) << 1) + threadIdx.x) >> 5))];
    r6 = smem[((((threadIdx.y | 384u) << 1) + threadIdx.x) + ((((threadIdx.y | 384u) << 1) + threadIdx.x) >> 5))];
    r7 = smem[((((threadIdx.y | 448u) << 1) + threadIdx.x) + ((((threadIdx.y | 448u) << 1) + threadIdx.x) >> 5))];
    r8 = inv_len_v_t[1];
    r10 = inv_len_v_t[0];
    r12 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | (threadIdx.y >> 7)) + 4];
    bfly_gs_lazy(r0, r1, r12, 0, false, m);
    r14 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 1u)) + 4];
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 2u)) + 4];
    bfly_gs_lazy(r4, r5, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 3u)) + 4];
    bfly_gs_lazy(r6, r7, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 8)) + 2];
    bfly_gs_lazy(r0, r2, r20, 0, false, m);
    bfly_gs_lazy(r1, r3, r20, 0, false, m);
    r22 = tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 8) | 1u)) + 2];
    bfly_gs_lazy(r4, r6, r22, 0, false, m);
    bfly_gs_lazy(r5, r7, r22, 0, false, m);
    bfly_gs_last(r0, r4, r8, 0, r10, 0, m);
    bfly_gs_last(r1, r5, r8, 0, r10, 0, m);
    bfly_gs_last(r2, r6, r8, 0, r10, 0, m);
    bfly_gs_last(r3, r7, r8, 0, r10, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | (threadIdx.y << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 64u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 128u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 192u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r3;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 256u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r4;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 320u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r5;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 384u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r6;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 448u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r7;
}

extern "C" __global__ void __launch_bounds__(16) cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_pwinv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 32768;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | (threadIdx.x >> 3)))];
    r8 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | (threadIdx.x >> 3)))];
    r0 = mod_mul(r0, r8, m);
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 1u)))];
    r9 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 1u)))];
    r1 = mod_mul(r1, r9, m);
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 2u)))];
    r10 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 2u)))];
    r2 = mod_mul(r2, r10, m);
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 3u)))];
    r11 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 3u)))];
    r3 = mod_mul(r3, r11, m);
    r4 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 4u)))];
    r12 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 4u)))];
    r4 = mod_mul(r4, r12, m);
    r5 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 5u)))];
    r13 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 5u)))];
    r5 = mod_mul(r5, r13, m);
    r6 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 6u)))];
    r14 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 6u)))];
    r6 = mod_mul(r6, r14, m);
    r7 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 7u)))];
    r15 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 7u)))];
    r7 = mod_mul(r7, r15, m);
    r16 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | (threadIdx.x >> 4))) + 16384];
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | ((threadIdx.x >> 4) | 1u))) + 16384];
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | ((threadIdx.x >> 4) | 2u))) + 16384];
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    r22 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | ((threadIdx.x >> 4) | 3u))) + 16384];
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    r24 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | (threadIdx.x >> 5))) + 8192];
    bfly_gs_lazy(r0, r2, r24, 0, false, m);
    bfly_gs_lazy(r1, r3, r24, 0, false, m);
    r26 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | ((threadIdx.x >> 5) | 1u))) + 8192];
    bfly_gs_lazy(r4, r6, r26, 0, false, m);
    bfly_gs_lazy(r5, r7, r26, 0, false, m);
    r28 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x & 7u) | (threadIdx.x >> 6))) + 4096];
    bfly_gs_lazy(r0, r4, r28, 0, false, m);
    bfly_gs_lazy(r1, r5, r28, 0, false, m);
    bfly_gs_lazy(r2, r6, r28, 0, false, m);
    bfly_gs_lazy(r3, r7, r28, 0, false, m);
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | (threadIdx.x >> 3))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | (threadIdx.x >> 3))) >> 5)) + 132u] = r0;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 1u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 1u))) >> 5)) + 132u] = r1;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 2u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 2u))) >> 5)) + 132u] = r2;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 3u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 3u))) >> 5)) + 132u] = r3;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 4u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 4u))) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 5u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 5u))) >> 5)) + 132u] = r5;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 6u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 6u))) >> 5)) + 132u] = r6;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 7u))) + (((threadIdx.y << 6) + (((threadIdx.x & 7u) << 3) | ((threadIdx.x >> 3) | 7u))) >> 5)) + 132u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + threadIdx.x) + (((threadIdx.y << 6) + threadIdx.x) >> 5)) + 132u];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x | 8u)) + (((threadIdx.y << 6) + (threadIdx.x | 8u)) >> 5)) + 132u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x | 16u)) + (((threadIdx.y << 6) + (threadIdx.x | 16u)) >> 5)) + 132u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x | 24u)) + (((threadIdx.y << 6) + (threadIdx.x | 24u)) >> 5)) + 132u];
    r4 = smem[(((threadIdx.y << 6) + (threadIdx.x | 32u)) + (((threadIdx.y << 6) + (threadIdx.x | 32u)) >> 5)) + 132u];
    r5 = smem[(((threadIdx.y << 6) + (threadIdx.x | 40u)) + (((threadIdx.y << 6) + (threadIdx.x | 40u)) >> 5)) + 132u];
    r6 = smem[(((threadIdx.y << 6) + (threadIdx.x | 48u)) + (((threadIdx.y << 6) + (threadIdx.x | 48u)) >> 5)) + 132u];
    r7 = smem[(((threadIdx.y << 6) + (threadIdx.x | 56u)) + (((threadIdx.y << 6) + (threadIdx.x | 56u)) >> 5)) + 132u];
    r8 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | (threadIdx.x >> 4)) + 2048];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 4) | 1u)) + 2048];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 4) | 2u)) + 2048];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 4) | 3u)) + 2048];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 1) | (threadIdx.x >> 5)) + 1024];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 5) | 1u)) + 1024];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)(((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)) + 512];
    bfly_gs_lazy(r0, r4, r20, 0, false, m);
    bfly_gs_lazy(r1, r5, r20, 0, false, m);
    bfly_gs_lazy(r2, r6, r20, 0, false, m);
    bfly_gs_lazy(r3, r7, r20, 0, false, m);
    s0[poly + (size_t)(((threadIdx.x & 63u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r0;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 8u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r1;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 16u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r2;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 24u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r3;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 32u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r4;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 40u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r5;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 48u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r6;
    s0[poly + (size_t)((((threadIdx.x & 63u) | 56u) << 9) | (((bx << 1) | threadIdx.y) | (threadIdx.x >> 6)))] = r7;
}

extern "C" __global__ void __launch_bounds__(256) cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_fwd_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 32768;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r22, r23, r24, r25, r26, r27, r28, r29;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r22) : "l"(&tw_fwd_v_t[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) | (threadIdx.y >> 9)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r23) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 8)) + 2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r24) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 8) | 1u)) + 2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r25) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | (threadIdx.y >> 7)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r26) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 1u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r27) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 2u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r28) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r29) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) + 8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r30) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | (threadIdx.y >> 8))) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r31) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 8) | 1u))) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r32) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | (threadIdx.y >> 7))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r33) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 1u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r34) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 2u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r35) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 3u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r36) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r37) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | (threadIdx.y >> 8))) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r38) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | ((threadIdx.y >> 8) | 1u))) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r39) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | (threadIdx.y >> 7))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r40) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 1u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r41) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 2u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r42) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 3u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r43) : "l"(&tw_fwd_v_t[(size_t)((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r44) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 1) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r45) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 1) + 1025]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r46) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r47) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2049]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r48) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2050]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r49) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2051]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r50) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r51) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 8192]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r52) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 8193]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r53) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16384]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r54) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16385]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r55) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16386]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r56) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16387]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 64u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 128u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 192u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 256u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 320u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 384u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 448u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    bfly_ct_lazy(r0, r4, r22, 0, m);
    bfly_ct_lazy(r1, r5, r22, 0, m);
    bfly_ct_lazy(r2, r6, r22, 0, m);
    bfly_ct_lazy(r3, r7, r22, 0, m);
    bfly_ct_lazy(r0, r2, r23, 0, m);
    bfly_ct_lazy(r1, r3, r23, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r0, r1, r25, 0, m);
    bfly_ct_lazy(r2, r3, r26, 0, m);
    bfly_ct_lazy(r4, r5, r27, 0, m);
    bfly_ct_lazy(r6, r7, r28, 0, m);
    smem[((((((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6)) << 2) + threadIdx.x) >> 5)) + 2112u] = r0;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r1;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r2;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r3;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r4;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r5;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r6;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r1 = smem[((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r2 = smem[((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r3 = smem[((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r4 = smem[((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r5 = smem[((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r6 = smem[((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r7 = smem[((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    bfly_ct_lazy(r0, r4, r29, 0, m);
    bfly_ct_lazy(r1, r5, r29, 0, m);
    bfly_ct_lazy(r2, r6, r29, 0, m);
    bfly_ct_lazy(r3, r7, r29, 0, m);
    bfly_ct_lazy(r0, r2, r30, 0, m);
    bfly_ct_lazy(r1, r3, r30, 0, m);
    bfly_ct_lazy(r4, r6, r31, 0, m);
    bfly_ct_lazy(r5, r7, r31, 0, m);
    bfly_ct_lazy(r0, r1, r32, 0, m);
    bfly_ct_lazy(r2, r3, r33, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r35, 0, m);
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 1u))) << 2) + threadIdx.x) >> 5))] = r1;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 2u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 2u))) << 2) + threadIdx.x) >> 5))] = r2;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 3u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 3u))) << 2) + threadIdx.x) >> 5))] = r3;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 4u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 4u))) << 2) + threadIdx.x) >> 5))] = r4;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 5u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 5u))) << 2) + threadIdx.x) >> 5))] = r5;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 6u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 6u))) << 2) + threadIdx.x) >> 5))] = r6;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 7u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 7u))) << 2) + threadIdx.x) >> 5))] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 6) & 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 6) & 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 6) & 7u) | 1u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 1u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r2 = smem[((((((((threadIdx.y >> 6) & 7u) | 2u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 2u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r3 = smem[((((((((threadIdx.y >> 6) & 7u) | 3u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 3u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r4 = smem[((((((((threadIdx.y >> 6) & 7u) | 4u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 4u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r5 = smem[((((((((threadIdx.y >> 6) & 7u) | 5u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 5u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r6 = smem[((((((((threadIdx.y >> 6) & 7u) | 6u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 6u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r7 = smem[((((((((threadIdx.y >> 6) & 7u) | 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    bfly_ct_lazy(r0, r4, r36, 0, m);
    bfly_ct_lazy(r1, r5, r36, 0, m);
    bfly_ct_lazy(r2, r6, r36, 0, m);
    bfly_ct_lazy(r3, r7, r36, 0, m);
    bfly_ct_lazy(r0, r2, r37, 0, m);
    bfly_ct_lazy(r1, r3, r37, 0, m);
    bfly_ct_lazy(r4, r6, r38, 0, m);
    bfly_ct_lazy(r5, r7, r38, 0, m);
    bfly_ct_lazy(r0, r1, r39, 0, m);
    bfly_ct_lazy(r2, r3, r40, 0, m);
    bfly_ct_lazy(r4, r5, r41, 0, m);
    bfly_ct_lazy(r6, r7, r42, 0, m);
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6))))] = r0;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u))))] = r1;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u))))] = r2;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u))))] = r3;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u))))] = r4;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u))))] = r5;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u))))] = r6;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u))))] = r7;
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)(((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r1 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 8u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r2 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 16u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r3 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 24u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r4 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 32u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r5 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 40u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r6 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 48u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r7 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 56u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    bfly_ct_lazy(r0, r4, r43, 0, m);
    bfly_ct_lazy(r1, r5, r43, 0, m);
    bfly_ct_lazy(r2, r6, r43, 0, m);
    bfly_ct_lazy(r3, r7, r43, 0, m);
    bfly_ct_lazy(r0, r2, r44, 0, m);
    bfly_ct_lazy(r1, r3, r44, 0, m);
    bfly_ct_lazy(r4, r6, r45, 0, m);
    bfly_ct_lazy(r5, r7, r45, 0, m);
    bfly_ct_lazy(r0, r1, r46, 0, m);
    bfly_ct_lazy(r2, r3, r47, 0, m);
    bfly_ct_lazy(r4, r5, r48, 0, m);
    bfly_ct_lazy(r6, r7, r49, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 264u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 265u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 266u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 267u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 268u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 269u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 270u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 271u] = r7;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 264u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 272u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 280u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 288u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 297u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 305u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 313u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 321u];
    bfly_ct_lazy(r0, r4, r50, 0, m);
    bfly_ct_lazy(r1, r5, r50, 0, m);
    bfly_ct_lazy(r2, r6, r50, 0, m);
    bfly_ct_lazy(r3, r7, r50, 0, m);
    bfly_ct_lazy(r0, r2, r51, 0, m);
    bfly_ct_lazy(r1, r3, r51, 0, m);
    bfly_ct_lazy(r4, r6, r52, 0, m);
    bfly_ct_lazy(r5, r7, r52, 0, m);
    bfly_ct_lazy(r0, r1, r53, 0, m);
    bfly_ct_lazy(r2, r3, r54, 0, m);
    bfly_ct_lazy(r4, r5, r55, 0, m);
    bfly_ct_lazy(r6, r7, r56, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3))] = r0;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 1] = r1;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 2] = r2;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 3] = r3;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 4] = r4;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 5] = r5;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 6] = r6;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 7] = r7;
}

extern "C" __global__ void __launch_bounds__(256) cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_inv_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 32768;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r24) : "l"(&tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16384]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r25) : "l"(&tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16385]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r26) : "l"(&tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16386]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r27) : "l"(&tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16387]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r28) : "l"(&tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 8192]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r29) : "l"(&tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 8193]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r30) : "l"(&tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r31) : "l"(&tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r32) : "l"(&tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2049]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r33) : "l"(&tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2050]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r34) : "l"(&tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2051]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r35) : "l"(&tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 1) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r36) : "l"(&tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 1) + 1025]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r37) : "l"(&tw_inv_v_t[(size_t)((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r38) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | (threadIdx.y >> 7))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r39) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 1u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r40) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 2u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r41) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 3u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r42) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | (threadIdx.y >> 8))) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r43) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | ((threadIdx.y >> 8) | 1u))) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r44) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r45) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | (threadIdx.y >> 7))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r46) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 1u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r47) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 2u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r48) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 3u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r49) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | (threadIdx.y >> 8))) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r50) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 8) | 1u))) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r51) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) + 8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r52) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r53) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r54) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | (threadIdx.y >> 7)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r55) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 1u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r56) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 2u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r57) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r58) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 8)) + 2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r59) : "l"(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 8) | 1u)) + 2]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3))];
    r1 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 1];
    r2 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 2];
    r3 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 3];
    r4 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 4];
    r5 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 5];
    r6 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 6];
    r7 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 7];
    bfly_gs_lazy(r0, r1, r24, 0, false, m);
    bfly_gs_lazy(r2, r3, r25, 0, false, m);
    bfly_gs_lazy(r4, r5, r26, 0, false, m);
    bfly_gs_lazy(r6, r7, r27, 0, false, m);
    bfly_gs_lazy(r0, r2, r28, 0, false, m);
    bfly_gs_lazy(r1, r3, r28, 0, false, m);
    bfly_gs_lazy(r4, r6, r29, 0, false, m);
    bfly_gs_lazy(r5, r7, r29, 0, false, m);
    bfly_gs_lazy(r0, r4, r30, 0, false, m);
    bfly_gs_lazy(r1, r5, r30, 0, false, m);
    bfly_gs_lazy(r2, r6, r30, 0, false, m);
    bfly_gs_lazy(r3, r7, r30, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 264u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 265u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 266u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 267u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 268u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 269u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 270u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 271u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 264u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 272u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 280u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 288u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 297u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 305u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 313u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 321u];
    bfly_gs_lazy(r0, r1, r31, 0, false, m);
    bfly_gs_lazy(r2, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r5, r33, 0, false, m);
    bfly_gs_lazy(r6, r7, r34, 0, false, m);
    bfly_gs_lazy(r0, r2, r35, 0, false, m);
    bfly_gs_lazy(r1, r3, r35, 0, false, m);
    bfly_gs_lazy(r4, r6, r36, 0, false, m);
    bfly_gs_lazy(r5, r7, r36, 0, false, m);
    bfly_gs_lazy(r0, r4, r37, 0, false, m);
    bfly_gs_lazy(r1, r5, r37, 0, false, m);
    bfly_gs_lazy(r2, r6, r37, 0, false, m);
    bfly_gs_lazy(r3, r7, r37, 0, false, m);
    s0[poly + (size_t)(((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r0;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 8u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r1;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 16u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r2;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 24u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r3;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 32u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r4;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 40u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r5;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 48u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r6;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 56u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r7;
    grid_sync(grid_counter);

    // phase 2: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6))))];
    r1 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u))))];
    r2 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u))))];
    r3 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u))))];
    r4 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u))))];
    r5 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u))))];
    r6 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u))))];
    r7 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u))))];
    bfly_gs_lazy(r0, r1, r38, 0, false, m);
    bfly_gs_lazy(r2, r3, r39, 0, false, m);
    bfly_gs_lazy(r4, r5, r40, 0, false, m);
    bfly_gs_lazy(r6, r7, r41, 0, false, m);
    bfly_gs_lazy(r0, r2, r42, 0, false, m);
    bfly_gs_lazy(r1, r3, r42, 0, false, m);
    bfly_gs_lazy(r4, r6, r43, 0, false, m);
    bfly_gs_lazy(r5, r7, r43, 0, false, m);
    bfly_gs_lazy(r0, r4, r44, 0, false, m);
    bfly_gs_lazy(r1, r5, r44, 0, false, m);
    bfly_gs_lazy(r2, r6, r44, 0, false, m);
    bfly_gs_lazy(r3, r7, r44, 0, false, m);
    smem[((((((((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) & 63u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) & 63u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r0;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 1u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 1u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r1;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 2u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 2u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r2;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 3u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 3u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r3;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 4u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 4u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r4;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 5u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 5u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r5;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 6u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 6u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r6;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 7u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 7u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r7;
    __syncthreads();

    // phase 3: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r1 = smem[((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r2 = smem[((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r3 = smem[((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r4 = smem[((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r5 = smem[((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r6 = smem[((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r7 = smem[((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    bfly_gs_lazy(r0, r1, r45, 0, false, m);
    bfly_gs_lazy(r2, r3, r46, 0, false, m);
    bfly_gs_lazy(r4, r5, r47, 0, false, m);
    bfly_gs_lazy(r6, r7, r48, 0, false, m);
    bfly_gs_lazy(r0, r2, r49, 0, false, m);
    bfly_gs_lazy(r1, r3, r49, 0, false, m);
    bfly_gs_lazy(r4, r6, r50, 0, false, m);
    bfly_gs_lazy(r5, r7, r50, 0, false, m);
    bfly_gs_lazy(r0, r4, r51, 0, false, m);
    bfly_gs_lazy(r1, r5, r51, 0, false, m);
    bfly_gs_lazy(r2, r6, r51, 0, false, m);
    bfly_gs_lazy(r3, r7, r51, 0, false, m);
    smem[((((((threadIdx.y & 7u) << 6) | (threadIdx.y >> 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | (threadIdx.y >> 3)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 8u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 8u)) << 2) + threadIdx.x) >> 5))] = r1;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 16u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 16u)) << 2) + threadIdx.x) >> 5))] = r2;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 24u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 24u)) << 2) + threadIdx.x) >> 5))] = r3;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 32u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 32u)) << 2) + threadIdx.x) >> 5))] = r4;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 40u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 40u)) << 2) + threadIdx.x) >> 5))] = r5;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 48u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 48u)) << 2) + threadIdx.x) >> 5))] = r6;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 56u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 56u)) << 2) + threadIdx.x) >> 5))] = r7;
    __syncthreads();

    // phase 4: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 2) + threadIdx.x) + (((threadIdx.y << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y | 64u) << 2) + threadIdx.x) + ((((threadIdx.y | 64u) << 2) + threadIdx.x) >> 5))];
    r2 = smem[((((threadIdx.y | 128u) << 2) + threadIdx.x) + ((((threadIdx.y | 128u) << 2) + threadIdx.x) >> 5))];
    r3 = smem[((((threadIdx.y | 192u) << 2) + threadIdx.x) + ((((threadIdx.y | 192u) << 2) + threadIdx.x) >> 5))];
    r4 = smem[((((threadIdx.y | 256u) << 2) + threadIdx.x) + ((((threadIdx.y | 256u) << 2) + threadIdx.x) >> 5))];
    r5 = smem[((((threadIdx.y | 320u) << 2) + threadIdx.x) + ((((threadIdx.y | 320u) << 2) + threadIdx.x) >> 5))];
    r6 = smem[((((threadIdx.y | 384u) << 2) + threadIdx.x) + ((((threadIdx.y | 384u) << 2) + threadIdx.x) >> 5))];
    r7 = smem[((((threadIdx.y | 448u) << 2) + threadIdx.x) + ((((threadIdx.y | 448u) << 2) + threadIdx.x) >> 5))];
    bfly_gs_lazy(r0, r1, r54, 0, false, m);
    bfly_gs_lazy(r2, r3, r55, 0, false, m);
    bfly_gs_lazy(r4, r5, r56, 0, false, m);
    bfly_gs_lazy(r6, r7, r57, 0, false, m);
    bfly_gs_lazy(r0, r2, r58, 0, false, m);
    bfly_gs_lazy(r1, r3, r58, 0, false, m);
    bfly_gs_lazy(r4, r6, r59, 0, false, m);
    bfly_gs_lazy(r5, r7, r59, 0, false, m);
    bfly_gs_last(r0, r4, r52, 0, r53, 0, m);
    bfly_gs_last(r1, r5, r52, 0, r53, 0, m);
    bfly_gs_last(r2, r6, r52, 0, r53, 0, m);
    bfly_gs_last(r3, r7, r52, 0, r53, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 64u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 128u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 192u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 256u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 320u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 384u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 448u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r7;
}

extern "C" __global__ void __launch_bounds__(256) cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_product_coop(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 32768;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 32768;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r31, r32, r33, r34, r35, r36, r37, r38;
    word_t r39, r40, r41, r42, r43, r44, r45, r46;
    word_t r47, r48, r49, r50, r51, r52, r53, r54;
    word_t r55, r56, r57, r58, r59, r60, r61, r62;
    word_t r63, r64, r65, r66, r67, r68, r69, r70;
    word_t r71, r72, r73, r74, r75, r76, r77, r78;
    word_t r79, r80, r81, r82, r83, r84, r85, r86;
    word_t r87, r88, r89, r90, r91, r92, r93;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r30) : "l"(&tw_fwd_v_t[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) | (threadIdx.y >> 9)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r31) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 8)) + 2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r32) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 8) | 1u)) + 2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r33) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | (threadIdx.y >> 7)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r34) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 1u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r35) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 2u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r36) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r37) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) + 8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r38) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | (threadIdx.y >> 8))) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r39) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 8) | 1u))) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r40) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | (threadIdx.y >> 7))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r41) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 1u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r42) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 2u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r43) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 3u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r44) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r45) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | (threadIdx.y >> 8))) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r46) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | ((threadIdx.y >> 8) | 1u))) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r47) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | (threadIdx.y >> 7))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r48) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 1u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r49) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 2u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r50) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 3u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r51) : "l"(&tw_fwd_v_t[(size_t)((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r52) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 1) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r53) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 1) + 1025]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r54) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r55) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2049]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r56) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2050]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r57) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2051]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r58) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r59) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 8192]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r60) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 8193]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r61) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16384]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r62) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16385]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r63) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16386]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r64) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16387]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r65) : "l"(&tw_fwd_v_t[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) | (threadIdx.y >> 9)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r66) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 8)) + 2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r67) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 8) | 1u)) + 2]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r68) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | (threadIdx.y >> 7)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r69) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 1u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r70) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 2u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r71) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r72) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) + 8]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r73) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | (threadIdx.y >> 8))) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r74) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 8) | 1u))) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r75) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | (threadIdx.y >> 7))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r76) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 1u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r77) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 2u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r78) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 3u))) + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r79) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r80) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | (threadIdx.y >> 8))) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r81) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | ((threadIdx.y >> 8) | 1u))) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r82) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | (threadIdx.y >> 7))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r83) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 1u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r84) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 2u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r85) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 3u))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r86) : "l"(&tw_fwd_v_t[(size_t)((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r87) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 1) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r88) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 1) + 1025]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r89) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r90) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2049]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r91) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2050]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r92) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2051]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r93) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + 4096]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 64u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 128u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 192u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 256u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 320u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 384u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 448u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    bfly_ct_lazy(r0, r4, r30, 0, m);
    bfly_ct_lazy(r1, r5, r30, 0, m);
    bfly_ct_lazy(r2, r6, r30, 0, m);
    bfly_ct_lazy(r3, r7, r30, 0, m);
    bfly_ct_lazy(r0, r2, r31, 0, m);
    bfly_ct_lazy(r1, r3, r31, 0, m);
    bfly_ct_lazy(r4, r6, r32, 0, m);
    bfly_ct_lazy(r5, r7, r32, 0, m);
    bfly_ct_lazy(r0, r1, r33, 0, m);
    bfly_ct_lazy(r2, r3, r34, 0, m);
    bfly_ct_lazy(r4, r5, r35, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    smem[((((((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6)) << 2) + threadIdx.x) >> 5)) + 2112u] = r0;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r1;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r2;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r3;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r4;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r5;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r6;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r1 = smem[((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r2 = smem[((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r3 = smem[((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r4 = smem[((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r5 = smem[((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r6 = smem[((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r7 = smem[((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    bfly_ct_lazy(r0, r4, r37, 0, m);
    bfly_ct_lazy(r1, r5, r37, 0, m);
    bfly_ct_lazy(r2, r6, r37, 0, m);
    bfly_ct_lazy(r3, r7, r37, 0, m);
    bfly_ct_lazy(r0, r2, r38, 0, m);
    bfly_ct_lazy(r1, r3, r38, 0, m);
    bfly_ct_lazy(r4, r6, r39, 0, m);
    bfly_ct_lazy(r5, r7, r39, 0, m);
    bfly_ct_lazy(r0, r1, r40, 0, m);
    bfly_ct_lazy(r2, r3, r41, 0, m);
    bfly_ct_lazy(r4, r5, r42, 0, m);
    bfly_ct_lazy(r6, r7, r43, 0, m);
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 1u))) << 2) + threadIdx.x) >> 5))] = r1;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 2u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 2u))) << 2) + threadIdx.x) >> 5))] = r2;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 3u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 3u))) << 2) + threadIdx.x) >> 5))] = r3;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 4u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 4u))) << 2) + threadIdx.x) >> 5))] = r4;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 5u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 5u))) << 2) + threadIdx.x) >> 5))] = r5;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 6u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 6u))) << 2) + threadIdx.x) >> 5))] = r6;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 7u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 7u))) << 2) + threadIdx.x) >> 5))] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 6) & 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 6) & 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 6) & 7u) | 1u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 1u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r2 = smem[((((((((threadIdx.y >> 6) & 7u) | 2u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 2u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r3 = smem[((((((((threadIdx.y >> 6) & 7u) | 3u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 3u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r4 = smem[((((((((threadIdx.y >> 6) & 7u) | 4u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 4u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r5 = smem[((((((((threadIdx.y >> 6) & 7u) | 5u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 5u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r6 = smem[((((((((threadIdx.y >> 6) & 7u) | 6u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 6u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r7 = smem[((((((((threadIdx.y >> 6) & 7u) | 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    bfly_ct_lazy(r0, r4, r44, 0, m);
    bfly_ct_lazy(r1, r5, r44, 0, m);
    bfly_ct_lazy(r2, r6, r44, 0, m);
    bfly_ct_lazy(r3, r7, r44, 0, m);
    bfly_ct_lazy(r0, r2, r45, 0, m);
    bfly_ct_lazy(r1, r3, r45, 0, m);
    bfly_ct_lazy(r4, r6, r46, 0, m);
    bfly_ct_lazy(r5, r7, r46, 0, m);
    bfly_ct_lazy(r0, r1, r47, 0, m);
    bfly_ct_lazy(r2, r3, r48, 0, m);
    bfly_ct_lazy(r4, r5, r49, 0, m);
    bfly_ct_lazy(r6, r7, r50, 0, m);
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6))))] = r0;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u))))] = r1;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u))))] = r2;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u))))] = r3;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u))))] = r4;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u))))] = r5;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u))))] = r6;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u))))] = r7;
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)(((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r1 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 8u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r2 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 16u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r3 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 24u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r4 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 32u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r5 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 40u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r6 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 48u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r7 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 56u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    bfly_ct_lazy(r0, r4, r51, 0, m);
    bfly_ct_lazy(r1, r5, r51, 0, m);
    bfly_ct_lazy(r2, r6, r51, 0, m);
    bfly_ct_lazy(r3, r7, r51, 0, m);
    bfly_ct_lazy(r0, r2, r52, 0, m);
    bfly_ct_lazy(r1, r3, r52, 0, m);
    bfly_ct_lazy(r4, r6, r53, 0, m);
    bfly_ct_lazy(r5, r7, r53, 0, m);
    bfly_ct_lazy(r0, r1, r54, 0, m);
    bfly_ct_lazy(r2, r3, r55, 0, m);
    bfly_ct_lazy(r4, r5, r56, 0, m);
    bfly_ct_lazy(r6, r7, r57, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 264u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 265u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 266u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 267u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 268u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 269u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 270u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 271u] = r7;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 264u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 272u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 280u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 288u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 297u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 305u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 313u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 321u];
    bfly_ct_lazy(r0, r4, r58, 0, m);
    bfly_ct_lazy(r1, r5, r58, 0, m);
    bfly_ct_lazy(r2, r6, r58, 0, m);
    bfly_ct_lazy(r3, r7, r58, 0, m);
    bfly_ct_lazy(r0, r2, r59, 0, m);
    bfly_ct_lazy(r1, r3, r59, 0, m);
    bfly_ct_lazy(r4, r6, r60, 0, m);
    bfly_ct_lazy(r5, r7, r60, 0, m);
    bfly_ct_lazy(r0, r1, r61, 0, m);
    bfly_ct_lazy(r2, r3, r62, 0, m);
    bfly_ct_lazy(r4, r5, r63, 0, m);
    bfly_ct_lazy(r6, r7, r64, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3))] = r0;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 1] = r1;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 2] = r2;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 3] = r3;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 4] = r4;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 5] = r5;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 6] = r6;
    x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 7] = r7;
    grid_sync(grid_counter);

    // phase 5: forward kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 64u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r2 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 128u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r3 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 192u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r4 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 256u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r5 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 320u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r6 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 384u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r7 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 448u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    bfly_ct_lazy(r0, r4, r65, 0, m);
    bfly_ct_lazy(r1, r5, r65, 0, m);
    bfly_ct_lazy(r2, r6, r65, 0, m);
    bfly_ct_lazy(r3, r7, r65, 0, m);
    bfly_ct_lazy(r0, r2, r66, 0, m);
    bfly_ct_lazy(r1, r3, r66, 0, m);
    bfly_ct_lazy(r4, r6, r67, 0, m);
    bfly_ct_lazy(r5, r7, r67, 0, m);
    bfly_ct_lazy(r0, r1, r68, 0, m);
    bfly_ct_lazy(r2, r3, r69, 0, m);
    bfly_ct_lazy(r4, r5, r70, 0, m);
    bfly_ct_lazy(r6, r7, r71, 0, m);
    smem[((((((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6)) << 2) + threadIdx.x) >> 5)) + 2112u] = r0;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r1;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r2;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r3;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r4;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r5;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r6;
    smem[((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u)) << 2) + threadIdx.x) >> 5)) + 2112u] = r7;
    __syncthreads();

    // phase 6: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r1 = smem[((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r2 = smem[((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r3 = smem[((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r4 = smem[((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r5 = smem[((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r6 = smem[((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r7 = smem[((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    bfly_ct_lazy(r0, r4, r72, 0, m);
    bfly_ct_lazy(r1, r5, r72, 0, m);
    bfly_ct_lazy(r2, r6, r72, 0, m);
    bfly_ct_lazy(r3, r7, r72, 0, m);
    bfly_ct_lazy(r0, r2, r73, 0, m);
    bfly_ct_lazy(r1, r3, r73, 0, m);
    bfly_ct_lazy(r4, r6, r74, 0, m);
    bfly_ct_lazy(r5, r7, r74, 0, m);
    bfly_ct_lazy(r0, r1, r75, 0, m);
    bfly_ct_lazy(r2, r3, r76, 0, m);
    bfly_ct_lazy(r4, r5, r77, 0, m);
    bfly_ct_lazy(r6, r7, r78, 0, m);
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 1u))) << 2) + threadIdx.x) >> 5))] = r1;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 2u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 2u))) << 2) + threadIdx.x) >> 5))] = r2;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 3u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 3u))) << 2) + threadIdx.x) >> 5))] = r3;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 4u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 4u))) << 2) + threadIdx.x) >> 5))] = r4;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 5u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 5u))) << 2) + threadIdx.x) >> 5))] = r5;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 6u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 6u))) << 2) + threadIdx.x) >> 5))] = r6;
    smem[(((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 7u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 7u) << 6) | (((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) | 7u))) << 2) + threadIdx.x) >> 5))] = r7;
    __syncthreads();

    // phase 7: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 6) & 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 6) & 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 6) & 7u) | 1u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 1u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r2 = smem[((((((((threadIdx.y >> 6) & 7u) | 2u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 2u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r3 = smem[((((((((threadIdx.y >> 6) & 7u) | 3u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 3u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r4 = smem[((((((((threadIdx.y >> 6) & 7u) | 4u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 4u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r5 = smem[((((((((threadIdx.y >> 6) & 7u) | 5u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 5u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r6 = smem[((((((((threadIdx.y >> 6) & 7u) | 6u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 6u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    r7 = smem[((((((((threadIdx.y >> 6) & 7u) | 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 6) & 7u) | 7u) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5))];
    bfly_ct_lazy(r0, r4, r79, 0, m);
    bfly_ct_lazy(r1, r5, r79, 0, m);
    bfly_ct_lazy(r2, r6, r79, 0, m);
    bfly_ct_lazy(r3, r7, r79, 0, m);
    bfly_ct_lazy(r0, r2, r80, 0, m);
    bfly_ct_lazy(r1, r3, r80, 0, m);
    bfly_ct_lazy(r4, r6, r81, 0, m);
    bfly_ct_lazy(r5, r7, r81, 0, m);
    bfly_ct_lazy(r0, r1, r82, 0, m);
    bfly_ct_lazy(r2, r3, r83, 0, m);
    bfly_ct_lazy(r4, r5, r84, 0, m);
    bfly_ct_lazy(r6, r7, r85, 0, m);
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6))))] = r0;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u))))] = r1;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u))))] = r2;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u))))] = r3;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u))))] = r4;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u))))] = r5;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u))))] = r6;
    s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u))))] = r7;
    grid_sync(grid_counter);

    // phase 8: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)(((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r1 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 8u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r2 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 16u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r3 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 24u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r4 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 32u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r5 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 40u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r6 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 48u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    r7 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 56u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))];
    bfly_ct_lazy(r0, r4, r86, 0, m);
    bfly_ct_lazy(r1, r5, r86, 0, m);
    bfly_ct_lazy(r2, r6, r86, 0, m);
    bfly_ct_lazy(r3, r7, r86, 0, m);
    bfly_ct_lazy(r0, r2, r87, 0, m);
    bfly_ct_lazy(r1, r3, r87, 0, m);
    bfly_ct_lazy(r4, r6, r88, 0, m);
    bfly_ct_lazy(r5, r7, r88, 0, m);
    bfly_ct_lazy(r0, r1, r89, 0, m);
    bfly_ct_lazy(r2, r3, r90, 0, m);
    bfly_ct_lazy(r4, r5, r91, 0, m);
    bfly_ct_lazy(r6, r7, r92, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 264u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 265u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 266u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 267u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 268u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 269u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 270u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 271u] = r7;
    __syncthreads();

    // phase 9: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 264u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 272u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 280u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 288u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 297u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 305u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 313u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 321u];
    bfly_ct_lazy(r0, r4, r93, 0, m);
    bfly_ct_lazy(r1, r5, r93, 0, m);
    bfly_ct_lazy(r2, r6, r93, 0, m);
    bfly_ct_lazy(r3, r7, r93, 0, m);
    r10 = tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 8192];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    r12 = tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 8193];
    bfly_ct_lazy(r4, r6, r12, 0, m);
    bfly_ct_lazy(r5, r7, r12, 0, m);
    r14 = tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16384];
    bfly_ct_lazy(r0, r1, r14, 0, m);
    r16 = tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16385];
    bfly_ct_lazy(r2, r3, r16, 0, m);
    r18 = tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16386];
    bfly_ct_lazy(r4, r5, r18, 0, m);
    r20 = tw_fwd_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16387];
    bfly_ct_lazy(r6, r7, r20, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3))] = r0;
    y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 1] = r1;
    y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 2] = r2;
    y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 3] = r3;
    y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 4] = r4;
    y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 5] = r5;
    y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 6] = r6;
    y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 7] = r7;
    grid_sync(grid_counter);

    // phase 10: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3))];
    r8 = y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3))];
    r0 = mod_mul(r0, r8, m);
    r1 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 1];
    r9 = y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 1];
    r1 = mod_mul(r1, r9, m);
    r2 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 2];
    r10 = y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 2];
    r2 = mod_mul(r2, r10, m);
    r3 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 3];
    r11 = y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 3];
    r3 = mod_mul(r3, r11, m);
    r4 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 4];
    r12 = y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 4];
    r4 = mod_mul(r4, r12, m);
    r5 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 5];
    r13 = y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 5];
    r5 = mod_mul(r5, r13, m);
    r6 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 6];
    r14 = y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 6];
    r6 = mod_mul(r6, r14, m);
    r7 = x[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 7];
    r15 = y[poly + (size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + 7];
    r7 = mod_mul(r7, r15, m);
    r16 = tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16384];
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16385];
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16386];
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    r22 = tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 2)) + 16387];
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    r24 = tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 8192];
    bfly_gs_lazy(r0, r2, r24, 0, false, m);
    bfly_gs_lazy(r1, r3, r24, 0, false, m);
    r26 = tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 1)) + 8193];
    bfly_gs_lazy(r4, r6, r26, 0, false, m);
    bfly_gs_lazy(r5, r7, r26, 0, false, m);
    r28 = tw_inv_v_t[(size_t)((((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + 4096];
    bfly_gs_lazy(r0, r4, r28, 0, false, m);
    bfly_gs_lazy(r1, r5, r28, 0, false, m);
    bfly_gs_lazy(r2, r6, r28, 0, false, m);
    bfly_gs_lazy(r3, r7, r28, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 264u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 265u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 266u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 267u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 268u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 269u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 270u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 3)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 271u] = r7;
    __syncthreads();

    // phase 11: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 264u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 272u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 280u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 288u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 297u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 305u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 313u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 6) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) * 530u)) + 321u];
    r8 = tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2048];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2049];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2050];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 2) + 2051];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 1) + 1024];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)(((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) << 1) + 1025];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)) + 512];
    bfly_gs_lazy(r0, r4, r20, 0, false, m);
    bfly_gs_lazy(r1, r5, r20, 0, false, m);
    bfly_gs_lazy(r2, r6, r20, 0, false, m);
    bfly_gs_lazy(r3, r7, r20, 0, false, m);
    s0[poly + (size_t)(((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r0;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 8u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r1;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 16u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r2;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 24u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r3;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 32u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r4;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 40u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r5;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 48u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r6;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 7u) | 56u) << 9) | ((((bx << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 6)))] = r7;
    grid_sync(grid_counter);

    // phase 12: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | (threadIdx.y >> 6))))];
    r1 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 1u))))];
    r2 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 2u))))];
    r3 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 3u))))];
    r4 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 4u))))];
    r5 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 5u))))];
    r6 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 6u))))];
    r7 = s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 9) | ((((bx >> 4) | (threadIdx.x >> 6)) << 9) | (((threadIdx.y & 63u) << 3) | ((threadIdx.y >> 6) | 7u))))];
    r8 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | (threadIdx.y >> 7))) + 256];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 1u))) + 256];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 2u))) + 256];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 8) | (((threadIdx.y & 63u) << 2) | ((threadIdx.y >> 7) | 3u))) + 256];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | (threadIdx.y >> 8))) + 128];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 7) | (((threadIdx.y & 63u) << 1) | ((threadIdx.y >> 8) | 1u))) + 128];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 63u) | (threadIdx.y >> 9))) + 64];
    bfly_gs_lazy(r0, r4, r20, 0, false, m);
    bfly_gs_lazy(r1, r5, r20, 0, false, m);
    bfly_gs_lazy(r2, r6, r20, 0, false, m);
    bfly_gs_lazy(r3, r7, r20, 0, false, m);
    smem[((((((((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) & 63u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | ((threadIdx.y >> 6) & 63u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r0;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 1u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 1u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r1;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 2u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 2u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r2;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 3u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 3u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r3;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 4u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 4u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r4;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 5u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 5u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r5;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 6u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 6u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r6;
    smem[((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 7u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 7u) << 3) | (((threadIdx.y >> 6) & 63u) | 7u)) << 3) | (((threadIdx.y >> 3) & 7u) | (threadIdx.y >> 12))) << 2) + threadIdx.x) >> 5)) + 2112u] = r7;
    __syncthreads();

    // phase 13: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 63u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r1 = smem[((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 8u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r2 = smem[((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 16u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r3 = smem[((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 24u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r4 = smem[((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 32u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r5 = smem[((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 40u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r6 = smem[((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 48u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r7 = smem[((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 63u) | 56u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) << 2) + threadIdx.x) >> 5)) + 2112u];
    r8 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | (threadIdx.y >> 7))) + 32];
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    r10 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 1u))) + 32];
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 2u))) + 32];
    bfly_gs_lazy(r4, r5, r12, 0, false, m);
    r14 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 7) | 3u))) + 32];
    bfly_gs_lazy(r6, r7, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | (threadIdx.y >> 8))) + 16];
    bfly_gs_lazy(r0, r2, r16, 0, false, m);
    bfly_gs_lazy(r1, r3, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 8) | 1u))) + 16];
    bfly_gs_lazy(r4, r6, r18, 0, false, m);
    bfly_gs_lazy(r5, r7, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 9))) + 8];
    bfly_gs_lazy(r0, r4, r20, 0, false, m);
    bfly_gs_lazy(r1, r5, r20, 0, false, m);
    bfly_gs_lazy(r2, r6, r20, 0, false, m);
    bfly_gs_lazy(r3, r7, r20, 0, false, m);
    smem[((((((threadIdx.y & 7u) << 6) | (threadIdx.y >> 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | (threadIdx.y >> 3)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 8u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 8u)) << 2) + threadIdx.x) >> 5))] = r1;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 16u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 16u)) << 2) + threadIdx.x) >> 5))] = r2;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 24u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 24u)) << 2) + threadIdx.x) >> 5))] = r3;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 32u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 32u)) << 2) + threadIdx.x) >> 5))] = r4;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 40u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 40u)) << 2) + threadIdx.x) >> 5))] = r5;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 48u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 48u)) << 2) + threadIdx.x) >> 5))] = r6;
    smem[((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 56u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 6) | ((threadIdx.y >> 3) | 56u)) << 2) + threadIdx.x) >> 5))] = r7;
    __syncthreads();

    // phase 14: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 2) + threadIdx.x) + (((threadIdx.y << 2) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y | 64u) << 2) + threadIdx.x) + ((((threadIdx.y | 64u) << 2) + threadIdx.x) >> 5))];
    r2 = smem[((((threadIdx.y | 128u) << 2) + threadIdx.x) + ((((threadIdx.y | 128u) << 2) + threadIdx.x) >> 5))];
    r3 = smem[((((threadIdx.y | 192u) << 2) + threadIdx.x) + ((((threadIdx.y | 192u) << 2) + threadIdx.x) >> 5))];
    r4 = smem[((((threadIdx.y | 256u) << 2) + threadIdx.x) + ((((threadIdx.y | 256u) << 2) + threadIdx.x) >> 5))];
    r5 = smem[((((threadIdx.y | 320u) << 2) + threadIdx.x) + ((((threadIdx.y | 320u) << 2) + threadIdx.x) >> 5))];
    r6 = smem[((((threadIdx.y | 384u) << 2) + threadIdx.x) + ((((threadIdx.y | 384u) << 2) + threadIdx.x) >> 5))];
    r7 = smem[((((threadIdx.y | 448u) << 2) + threadIdx.x) + ((((threadIdx.y | 448u) << 2) + threadIdx.x) >> 5))];
    r8 = inv_len_v_t[1];
    r10 = inv_len_v_t[0];
    r12 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | (threadIdx.y >> 7)) + 4];
    bfly_gs_lazy(r0, r1, r12, 0, false, m);
    r14 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 1u)) + 4];
    bfly_gs_lazy(r2, r3, r14, 0, false, m);
    r16 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 2u)) + 4];
    bfly_gs_lazy(r4, r5, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 7) | 3u)) + 4];
    bfly_gs_lazy(r6, r7, r18, 0, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 8)) + 2];
    bfly_gs_lazy(r0, r2, r20, 0, false, m);
    bfly_gs_lazy(r1, r3, r20, 0, false, m);
    r22 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 8) | 1u)) + 2];
    bfly_gs_lazy(r4, r6, r22, 0, false, m);
    bfly_gs_lazy(r5, r7, r22, 0, false, m);
    bfly_gs_last(r0, r4, r8, 0, r10, 0, m);
    bfly_gs_last(r1, r5, r8, 0, r10, 0, m);
    bfly_gs_last(r2, r6, r8, 0, r10, 0, m);
    bfly_gs_last(r3, r7, r8, 0, r10, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 64u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 128u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 192u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 256u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 320u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 384u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 15) | ((threadIdx.y | 448u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r7;
}

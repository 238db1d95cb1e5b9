// nttgen: dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle.toml --out generated/dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle"
//   transform = "dgt"
//   log_n = 13
//   word = "u32"
//   reduction = "montgomery"
//   radix = 2
//   stage_split = [6, 6]
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
//   primes = [1073692673]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd0: grid_x 32, block 32 x 2, shared 1056 B; mulmods 65536, addmods 81920, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 131072, shuffles 24576
//   dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd1: grid_x 32, block 32 x 2, shared 1056 B; mulmods 49152, addmods 73728, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 98304, shuffles 24576
//   dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_pw: grid_x 32, block 128 x 1, shared 0 B; mulmods 16384, addmods 8192, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 0, shuffles 0
//   dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv1: grid_x 32, block 32 x 2, shared 1056 B; mulmods 49152, addmods 73728, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 98304, shuffles 24576
//   dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv0: grid_x 32, block 32 x 2, shared 1056 B; mulmods 73728, addmods 81920, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 139264, shuffles 24576
//   dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd_coop: grid_x 32, block 32 x 2, shared 1056 B; mulmods 114688, addmods 155648, butterflies 24576, global bytes 131072 (read 65536, write 65536), table bytes 229376, shuffles 49152
//   dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv_coop: grid_x 32, block 32 x 2, shared 1056 B; mulmods 122880, addmods 155648, butterflies 24576, global bytes 131072 (read 65536, write 65536), table bytes 237568, shuffles 49152

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



extern "C" __global__ void __launch_bounds__(64) dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14, r16, r18;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4096];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) << 1)]); r4 = v.x; r6 = v.y; }
    gmul_tw(r0, r1, r4, 0, true, r6, 0, true, m);
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 2048];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 6144];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) << 1) + 4096]); r8 = v.x; r10 = v.y; }
    gmul_tw(r2, r3, r8, 0, true, r10, 0, true, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((1u + ((bx >> 5) | (threadIdx.y >> 6))) + (threadIdx.x & 31u)), 4095u) << 1)]); r12 = v.x; r14 = v.y; }
    r16 = __shfl_sync(0xffffffffu, r12, ((1u + ((bx >> 5) | (threadIdx.y >> 6))) - (1u + ((bx >> 5) | (threadIdx.y >> 6)))));
    r18 = __shfl_sync(0xffffffffu, r14, ((1u + ((bx >> 5) | (threadIdx.y >> 6))) - (1u + ((bx >> 5) | (threadIdx.y >> 6)))));
    gbfly_ct(r0, r1, r2, r3, r16, 0, true, r18, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((2u + ((((bx >> 5) | (threadIdx.y >> 6)) << 1) | ((threadIdx.x >> 4) & 1u))) - (2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1))));
    r10 = __shfl_sync(0xffffffffu, r6, ((2u + ((((bx >> 5) | (threadIdx.y >> 6)) << 1) | ((threadIdx.x >> 4) & 1u))) - (2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((4u + ((((bx >> 5) | (threadIdx.y >> 6)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2))));
    r10 = __shfl_sync(0xffffffffu, r6, ((4u + ((((bx >> 5) | (threadIdx.y >> 6)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((8u + ((((bx >> 5) | (threadIdx.y >> 6)) << 3) | ((threadIdx.x >> 2) & 7u))) - (8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3))));
    r10 = __shfl_sync(0xffffffffu, r6, ((8u + ((((bx >> 5) | (threadIdx.y >> 6)) << 3) | ((threadIdx.x >> 2) & 7u))) - (8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u] = r3;
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((16u + ((((bx >> 5) | (threadIdx.y >> 6)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4))));
    r10 = __shfl_sync(0xffffffffu, r6, ((16u + ((((bx >> 5) | (threadIdx.y >> 6)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u] = r3;
    __syncthreads();

    // phase 5: forward kernel 0: group 5
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 1u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 67u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((32u + ((((bx >> 5) | (threadIdx.y >> 6)) << 5) | (threadIdx.x & 31u))) - (32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5))));
    r10 = __shfl_sync(0xffffffffu, r6, ((32u + ((((bx >> 5) | (threadIdx.y >> 6)) << 5) | (threadIdx.x & 31u))) - (32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 64] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4160] = r3;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd1(
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
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 4096];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 32];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 4128];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((64u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((64u + ((bx << 1) | threadIdx.y)) - (64u + ((bx << 1) | threadIdx.y))));
    r10 = __shfl_sync(0xffffffffu, r6, ((64u + ((bx << 1) | threadIdx.y)) - (64u + ((bx << 1) | threadIdx.y))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((128u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((128u + ((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 4) & 1u))) - (128u + (((bx << 1) | threadIdx.y) << 1))));
    r10 = __shfl_sync(0xffffffffu, r6, ((128u + ((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 4) & 1u))) - (128u + (((bx << 1) | threadIdx.y) << 1))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u] = r3;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((256u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((256u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (256u + (((bx << 1) | threadIdx.y) << 2))));
    r10 = __shfl_sync(0xffffffffu, r6, ((256u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (256u + (((bx << 1) | threadIdx.y) << 2))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u] = r3;
    __syncthreads();

    // phase 3: forward kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((512u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((512u + ((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x >> 2) & 7u))) - (512u + (((bx << 1) | threadIdx.y) << 3))));
    r10 = __shfl_sync(0xffffffffu, r6, ((512u + ((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x >> 2) & 7u))) - (512u + (((bx << 1) | threadIdx.y) << 3))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u] = r3;
    __syncthreads();

    // phase 4: forward kernel 1: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((1024u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((1024u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (1024u + (((bx << 1) | threadIdx.y) << 4))));
    r10 = __shfl_sync(0xffffffffu, r6, ((1024u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (1024u + (((bx << 1) | threadIdx.y) << 4))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u] = r3;
    __syncthreads();

    // phase 5: forward kernel 1: group 5
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 1u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 67u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((2048u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((2048u + ((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 31u))) - (2048u + (((bx << 1) | threadIdx.y) << 5))));
    r10 = __shfl_sync(0xffffffffu, r6, ((2048u + ((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 31u))) - (2048u + (((bx << 1) | threadIdx.y) << 5))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 4096] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 1] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 4097] = r3;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_pw(
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
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 4096];
    r2 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r3 = y[poly + (size_t)((bx << 7) + threadIdx.x) + 4096];
    r4 = mod_mul(r0, r2, m);
    r5 = mod_mul(r1, r3, m);
    r6 = mod_mul(r0, r3, m);
    r7 = mod_mul(r1, r2, m);
    r4 = mod_sub(r4, r5, m.q);
    r6 = mod_add(r6, r7, m.q);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r4;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 4096] = r6;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv1(
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
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 4096];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 1];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 4097];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((2048u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((2048u + ((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 31u))) - (2048u + (((bx << 1) | threadIdx.y) << 5))));
    r10 = __shfl_sync(0xffffffffu, r6, ((2048u + ((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 31u))) - (2048u + (((bx << 1) | threadIdx.y) << 5))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 1u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 67u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((1024u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((1024u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (1024u + (((bx << 1) | threadIdx.y) << 4))));
    r10 = __shfl_sync(0xffffffffu, r6, ((1024u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (1024u + (((bx << 1) | threadIdx.y) << 4))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((512u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((512u + ((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x >> 2) & 7u))) - (512u + (((bx << 1) | threadIdx.y) << 3))));
    r10 = __shfl_sync(0xffffffffu, r6, ((512u + ((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x >> 2) & 7u))) - (512u + (((bx << 1) | threadIdx.y) << 3))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((256u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((256u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (256u + (((bx << 1) | threadIdx.y) << 2))));
    r10 = __shfl_sync(0xffffffffu, r6, ((256u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (256u + (((bx << 1) | threadIdx.y) << 2))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u] = r3;
    __syncthreads();

    // phase 4: inverse kernel 1: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((128u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((128u + ((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 4) & 1u))) - (128u + (((bx << 1) | threadIdx.y) << 1))));
    r10 = __shfl_sync(0xffffffffu, r6, ((128u + ((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 4) & 1u))) - (128u + (((bx << 1) | threadIdx.y) << 1))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u] = r3;
    __syncthreads();

    // phase 5: inverse kernel 1: group 5
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((64u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((64u + ((bx << 1) | threadIdx.y)) - (64u + ((bx << 1) | threadIdx.y))));
    r10 = __shfl_sync(0xffffffffu, r6, ((64u + ((bx << 1) | threadIdx.y)) - (64u + ((bx << 1) | threadIdx.y))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 4096] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 32] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 4128] = r3;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14, r16, r18, r20;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 64];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4160];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((32u + ((((bx >> 5) | (threadIdx.y >> 6)) << 5) | (threadIdx.x & 31u))) - (32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5))));
    r10 = __shfl_sync(0xffffffffu, r6, ((32u + ((((bx >> 5) | (threadIdx.y >> 6)) << 5) | (threadIdx.x & 31u))) - (32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 1u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 67u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((16u + ((((bx >> 5) | (threadIdx.y >> 6)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4))));
    r10 = __shfl_sync(0xffffffffu, r6, ((16u + ((((bx >> 5) | (threadIdx.y >> 6)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((8u + ((((bx >> 5) | (threadIdx.y >> 6)) << 3) | ((threadIdx.x >> 2) & 7u))) - (8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3))));
    r10 = __shfl_sync(0xffffffffu, r6, ((8u + ((((bx >> 5) | (threadIdx.y >> 6)) << 3) | ((threadIdx.x >> 2) & 7u))) - (8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((4u + ((((bx >> 5) | (threadIdx.y >> 6)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2))));
    r10 = __shfl_sync(0xffffffffu, r6, ((4u + ((((bx >> 5) | (threadIdx.y >> 6)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u] = r3;
    __syncthreads();

    // phase 4: inverse kernel 0: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1)) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((2u + ((((bx >> 5) | (threadIdx.y >> 6)) << 1) | ((threadIdx.x >> 4) & 1u))) - (2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1))));
    r10 = __shfl_sync(0xffffffffu, r6, ((2u + ((((bx >> 5) | (threadIdx.y >> 6)) << 1) | ((threadIdx.x >> 4) & 1u))) - (2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u] = r3;
    __syncthreads();

    // phase 5: inverse kernel 0: group 5
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((1u + ((bx >> 5) | (threadIdx.y >> 6))) + (threadIdx.x & 31u)), 4095u) << 1)]); r4 = v.x; r6 = v.y; }
    r8 = __shfl_sync(0xffffffffu, r4, ((1u + ((bx >> 5) | (threadIdx.y >> 6))) - (1u + ((bx >> 5) | (threadIdx.y >> 6)))));
    r10 = __shfl_sync(0xffffffffu, r6, ((1u + ((bx >> 5) | (threadIdx.y >> 6))) - (1u + ((bx >> 5) | (threadIdx.y >> 6)))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    r12 = inv_len_v_t[0];
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) << 1)]); r14 = v.x; r16 = v.y; }
    gmul_tw(r0, r1, r14, 0, true, r16, 0, true, m);
    r0 = mod_mul_tw(r0, r12, 0, m);
    r1 = mod_mul_tw(r1, r12, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) << 1) + 4096]); r18 = v.x; r20 = v.y; }
    gmul_tw(r2, r3, r18, 0, true, r20, 0, true, m);
    r2 = mod_mul_tw(r2, r12, 0, m);
    r3 = mod_mul_tw(r3, r12, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 6144] = r3;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ dgt_twist_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r8, r10, r16, r18;
    word_t r20, r21, r22, r23, r24, r25, r26, r27;
    word_t r28, r29, r30, r31, r32, r33, r34, r35;
    word_t r36, r37, r38, r39, r40, r41, r42, r43;
    word_t r44, r45, r46, r47;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r20), "=r"(r21) : "l"(reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r22), "=r"(r23) : "l"(reinterpret_cast<const uint2*>(&dgt_twist_v_t[(size_t)((((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) << 1) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r24), "=r"(r25) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((1u + ((bx >> 5) | (threadIdx.y >> 6))) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r26), "=r"(r27) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r28), "=r"(r29) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r30), "=r"(r31) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r32), "=r"(r33) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r34), "=r"(r35) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r36), "=r"(r37) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((64u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r38), "=r"(r39) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((128u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r40), "=r"(r41) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((256u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r42), "=r"(r43) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((512u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r44), "=r"(r45) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((1024u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r46), "=r"(r47) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(min(((2048u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4096];
    gmul_tw(r0, r1, r20, 0, true, r21, 0, true, m);
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 2048];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 6144];
    gmul_tw(r2, r3, r22, 0, true, r23, 0, true, m);
    r16 = __shfl_sync(0xffffffffu, r24, ((1u + ((bx >> 5) | (threadIdx.y >> 6))) - (1u + ((bx >> 5) | (threadIdx.y >> 6)))));
    r18 = __shfl_sync(0xffffffffu, r25, ((1u + ((bx >> 5) | (threadIdx.y >> 6))) - (1u + ((bx >> 5) | (threadIdx.y >> 6)))));
    gbfly_ct(r0, r1, r2, r3, r16, 0, true, r18, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u];
    r8 = __shfl_sync(0xffffffffu, r26, ((2u + ((((bx >> 5) | (threadIdx.y >> 6)) << 1) | ((threadIdx.x >> 4) & 1u))) - (2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1))));
    r10 = __shfl_sync(0xffffffffu, r27, ((2u + ((((bx >> 5) | (threadIdx.y >> 6)) << 1) | ((threadIdx.x >> 4) & 1u))) - (2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u];
    r8 = __shfl_sync(0xffffffffu, r28, ((4u + ((((bx >> 5) | (threadIdx.y >> 6)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2))));
    r10 = __shfl_sync(0xffffffffu, r29, ((4u + ((((bx >> 5) | (threadIdx.y >> 6)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u];
    r8 = __shfl_sync(0xffffffffu, r30, ((8u + ((((bx >> 5) | (threadIdx.y >> 6)) << 3) | ((threadIdx.x >> 2) & 7u))) - (8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3))));
    r10 = __shfl_sync(0xffffffffu, r31, ((8u + ((((bx >> 5) | (threadIdx.y >> 6)) << 3) | ((threadIdx.x >> 2) & 7u))) - (8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u] = r3;
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u];
    r8 = __shfl_sync(0xffffffffu, r32, ((16u + ((((bx >> 5) | (threadIdx.y >> 6)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4))));
    r10 = __shfl_sync(0xffffffffu, r33, ((16u + ((((bx >> 5) | (threadIdx.y >> 6)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u] = r3;
    __syncthreads();

    // phase 5: forward kernel 0: group 5
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 1u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 67u];
    r8 = __shfl_sync(0xffffffffu, r34, ((32u + ((((bx >> 5) | (threadIdx.y >> 6)) << 5) | (threadIdx.x & 31u))) - (32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5))));
    r10 = __shfl_sync(0xffffffffu, r35, ((32u + ((((bx >> 5) | (threadIdx.y >> 6)) << 5) | (threadIdx.x & 31u))) - (32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 64] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4160] = r3;
    grid_sync(grid_counter);

    // phase 6: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 4096];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 32];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 4128];
    r8 = __shfl_sync(0xffffffffu, r36, ((64u + ((bx << 1) | threadIdx.y)) - (64u + ((bx << 1) | threadIdx.y))));
    r10 = __shfl_sync(0xffffffffu, r37, ((64u + ((bx << 1) | threadIdx.y)) - (64u + ((bx << 1) | threadIdx.y))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    __syncthreads();

    // phase 7: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u];
    r8 = __shfl_sync(0xffffffffu, r38, ((128u + ((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 4) & 1u))) - (128u + (((bx << 1) | threadIdx.y) << 1))));
    r10 = __shfl_sync(0xffffffffu, r39, ((128u + ((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 4) & 1u))) - (128u + (((bx << 1) | threadIdx.y) << 1))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u] = r3;
    __syncthreads();

    // phase 8: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u];
    r8 = __shfl_sync(0xffffffffu, r40, ((256u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (256u + (((bx << 1) | threadIdx.y) << 2))));
    r10 = __shfl_sync(0xffffffffu, r41, ((256u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (256u + (((bx << 1) | threadIdx.y) << 2))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u] = r3;
    __syncthreads();

    // phase 9: forward kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u];
    r8 = __shfl_sync(0xffffffffu, r42, ((512u + ((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x >> 2) & 7u))) - (512u + (((bx << 1) | threadIdx.y) << 3))));
    r10 = __shfl_sync(0xffffffffu, r43, ((512u + ((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x >> 2) & 7u))) - (512u + (((bx << 1) | threadIdx.y) << 3))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u] = r3;
    __syncthreads();

    // phase 10: forward kernel 1: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u];
    r8 = __shfl_sync(0xffffffffu, r44, ((1024u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (1024u + (((bx << 1) | threadIdx.y) << 4))));
    r10 = __shfl_sync(0xffffffffu, r45, ((1024u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (1024u + (((bx << 1) | threadIdx.y) << 4))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u] = r3;
    __syncthreads();

    // phase 11: forward kernel 1: group 5
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 1u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 67u];
    r8 = __shfl_sync(0xffffffffu, r46, ((2048u + ((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 31u))) - (2048u + (((bx << 1) | threadIdx.y) << 5))));
    r10 = __shfl_sync(0xffffffffu, r47, ((2048u + ((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 31u))) - (2048u + (((bx << 1) | threadIdx.y) << 5))));
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 4096] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 1] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 4097] = r3;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ dgt_untwist_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r8, r10, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r22), "=r"(r23) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((2048u + (((bx << 1) | threadIdx.y) << 5)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r24), "=r"(r25) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((1024u + (((bx << 1) | threadIdx.y) << 4)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r26), "=r"(r27) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((512u + (((bx << 1) | threadIdx.y) << 3)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r28), "=r"(r29) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((256u + (((bx << 1) | threadIdx.y) << 2)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r30), "=r"(r31) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((128u + (((bx << 1) | threadIdx.y) << 1)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r32), "=r"(r33) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((64u + ((bx << 1) | threadIdx.y)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r34), "=r"(r35) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r36), "=r"(r37) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r38), "=r"(r39) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r40), "=r"(r41) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r42), "=r"(r43) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1)) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r44), "=r"(r45) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(min(((1u + ((bx >> 5) | (threadIdx.y >> 6))) + (threadIdx.x & 31u)), 4095u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r46) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r47), "=r"(r48) : "l"(reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r49), "=r"(r50) : "l"(reinterpret_cast<const uint2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) << 1) + 4096])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 4096];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 1];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 4097];
    r8 = __shfl_sync(0xffffffffu, r22, ((2048u + ((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 31u))) - (2048u + (((bx << 1) | threadIdx.y) << 5))));
    r10 = __shfl_sync(0xffffffffu, r23, ((2048u + ((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 31u))) - (2048u + (((bx << 1) | threadIdx.y) << 5))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 1u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 67u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u];
    r8 = __shfl_sync(0xffffffffu, r24, ((1024u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (1024u + (((bx << 1) | threadIdx.y) << 4))));
    r10 = __shfl_sync(0xffffffffu, r25, ((1024u + ((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u))) - (1024u + (((bx << 1) | threadIdx.y) << 4))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u];
    r8 = __shfl_sync(0xffffffffu, r26, ((512u + ((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x >> 2) & 7u))) - (512u + (((bx << 1) | threadIdx.y) << 3))));
    r10 = __shfl_sync(0xffffffffu, r27, ((512u + ((((bx << 1) | threadIdx.y) << 3) | ((threadIdx.x >> 2) & 7u))) - (512u + (((bx << 1) | threadIdx.y) << 3))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u];
    r8 = __shfl_sync(0xffffffffu, r28, ((256u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (256u + (((bx << 1) | threadIdx.y) << 2))));
    r10 = __shfl_sync(0xffffffffu, r29, ((256u + ((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u))) - (256u + (((bx << 1) | threadIdx.y) << 2))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u] = r3;
    __syncthreads();

    // phase 4: inverse kernel 1: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u];
    r8 = __shfl_sync(0xffffffffu, r30, ((128u + ((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 4) & 1u))) - (128u + (((bx << 1) | threadIdx.y) << 1))));
    r10 = __shfl_sync(0xffffffffu, r31, ((128u + ((((bx << 1) | threadIdx.y) << 1) | ((threadIdx.x >> 4) & 1u))) - (128u + (((bx << 1) | threadIdx.y) << 1))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u] = r3;
    __syncthreads();

    // phase 5: inverse kernel 1: group 5
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r8 = __shfl_sync(0xffffffffu, r32, ((64u + ((bx << 1) | threadIdx.y)) - (64u + ((bx << 1) | threadIdx.y))));
    r10 = __shfl_sync(0xffffffffu, r33, ((64u + ((bx << 1) | threadIdx.y)) - (64u + ((bx << 1) | threadIdx.y))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 4096] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 32] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 6) | (threadIdx.x & 31u)) + 4128] = r3;
    grid_sync(grid_counter);

    // phase 6: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 64];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | (((threadIdx.x & 31u) << 1) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4160];
    r8 = __shfl_sync(0xffffffffu, r34, ((32u + ((((bx >> 5) | (threadIdx.y >> 6)) << 5) | (threadIdx.x & 31u))) - (32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5))));
    r10 = __shfl_sync(0xffffffffu, r35, ((32u + ((((bx >> 5) | (threadIdx.y >> 6)) << 5) | (threadIdx.x & 31u))) - (32u + (((bx >> 5) | (threadIdx.y >> 6)) << 5))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 1u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 1)) >> 5)) + 67u] = r3;
    __syncthreads();

    // phase 7: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u];
    r8 = __shfl_sync(0xffffffffu, r36, ((16u + ((((bx >> 5) | (threadIdx.y >> 6)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4))));
    r10 = __shfl_sync(0xffffffffu, r37, ((16u + ((((bx >> 5) | (threadIdx.y >> 6)) << 4) | ((threadIdx.x >> 1) & 15u))) - (16u + (((bx >> 5) | (threadIdx.y >> 6)) << 4))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 2))) >> 5)) + 68u] = r3;
    __syncthreads();

    // phase 8: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u];
    r8 = __shfl_sync(0xffffffffu, r38, ((8u + ((((bx >> 5) | (threadIdx.y >> 6)) << 3) | ((threadIdx.x >> 2) & 7u))) - (8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3))));
    r10 = __shfl_sync(0xffffffffu, r39, ((8u + ((((bx >> 5) | (threadIdx.y >> 6)) << 3) | ((threadIdx.x >> 2) & 7u))) - (8u + (((bx >> 5) | (threadIdx.y >> 6)) << 3))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 7u) << 3))) >> 5)) + 70u] = r3;
    __syncthreads();

    // phase 9: inverse kernel 0: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u];
    r8 = __shfl_sync(0xffffffffu, r40, ((4u + ((((bx >> 5) | (threadIdx.y >> 6)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2))));
    r10 = __shfl_sync(0xffffffffu, r41, ((4u + ((((bx >> 5) | (threadIdx.y >> 6)) << 2) | ((threadIdx.x >> 3) & 3u))) - (4u + (((bx >> 5) | (threadIdx.y >> 6)) << 2))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 8u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 4))) >> 5)) + 74u] = r3;
    __syncthreads();

    // phase 10: inverse kernel 0: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u];
    r8 = __shfl_sync(0xffffffffu, r42, ((2u + ((((bx >> 5) | (threadIdx.y >> 6)) << 1) | ((threadIdx.x >> 4) & 1u))) - (2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1))));
    r10 = __shfl_sync(0xffffffffu, r43, ((2u + ((((bx >> 5) | (threadIdx.y >> 6)) << 1) | ((threadIdx.x >> 4) & 1u))) - (2u + (((bx >> 5) | (threadIdx.y >> 6)) << 1))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 66u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 16u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 1u) << 5))) >> 5)) + 82u] = r3;
    __syncthreads();

    // phase 11: inverse kernel 0: group 5
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r8 = __shfl_sync(0xffffffffu, r44, ((1u + ((bx >> 5) | (threadIdx.y >> 6))) - (1u + ((bx >> 5) | (threadIdx.y >> 6)))));
    r10 = __shfl_sync(0xffffffffu, r45, ((1u + ((bx >> 5) | (threadIdx.y >> 6))) - (1u + ((bx >> 5) | (threadIdx.y >> 6)))));
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    gmul_tw(r0, r1, r47, 0, true, r48, 0, true, m);
    r0 = mod_mul_tw(r0, r46, 0, m);
    r1 = mod_mul_tw(r1, r46, 0, m);
    gmul_tw(r2, r3, r49, 0, true, r50, 0, true, m);
    r2 = mod_mul_tw(r2, r46, 0, m);
    r3 = mod_mul_tw(r3, r46, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.y >> 6)) << 12) | ((threadIdx.x & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.y & 63u))) + 6144] = r3;
}

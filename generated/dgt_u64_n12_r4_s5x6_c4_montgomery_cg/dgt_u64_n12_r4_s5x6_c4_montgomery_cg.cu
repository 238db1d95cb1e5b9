// nttgen: dgt_u64_n12_r4_s5x6_c4_montgomery_cg (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u64_n12_r4_s5x6_c4_montgomery_cg.toml --out generated/dgt_u64_n12_r4_s5x6_c4_montgomery_cg
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "dgt_u64_n12_r4_s5x6_c4_montgomery_cg"
//   transform = "dgt"
//   log_n = 12
//   word = "u64"
//   reduction = "montgomery"
//   radix = 4
//   stage_split = [5, 6]
//   cluster = 4
//   layout = "natural"
//   access = "constant-geometry"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1125899906826241]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   dgt_u64_n12_r4_s5x6_c4_montgomery_cg_fwd0: grid_x 16, block 4 x 8, shared 4352 B; mulmods 28672, addmods 34816, butterflies 5120, global bytes 65536 (read 32768, write 32768), table bytes 98304, shuffles 0
//   dgt_u64_n12_r4_s5x6_c4_montgomery_cg_fwd1: grid_x 8, block 16 x 4, shared 8704 B; mulmods 24576, addmods 36864, butterflies 6144, global bytes 65536 (read 32768, write 32768), table bytes 73728, shuffles 0
//   dgt_u64_n12_r4_s5x6_c4_montgomery_cg_pw: grid_x 16, block 128 x 1, shared 0 B; mulmods 8192, addmods 4096, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 0, shuffles 0
//   dgt_u64_n12_r4_s5x6_c4_montgomery_cg_inv1: grid_x 8, block 16 x 4, shared 8704 B; mulmods 24576, addmods 36864, butterflies 6144, global bytes 65536 (read 32768, write 32768), table bytes 73728, shuffles 0
//   dgt_u64_n12_r4_s5x6_c4_montgomery_cg_inv0: grid_x 16, block 4 x 8, shared 4352 B; mulmods 32768, addmods 34816, butterflies 5120, global bytes 65536 (read 32768, write 32768), table bytes 102400, shuffles 0
//   dgt_u64_n12_r4_s5x6_c4_montgomery_cg_fwd_coop: grid_x 8, block 16 x 4, shared 8832 B; mulmods 53248, addmods 71680, butterflies 11264, global bytes 131072 (read 65536, write 65536), table bytes 172032, shuffles 0
//   dgt_u64_n12_r4_s5x6_c4_montgomery_cg_inv_coop: grid_x 8, block 16 x 4, shared 8832 B; mulmods 57344, addmods 71680, butterflies 11264, global bytes 131072 (read 65536, write 65536), table bytes 176128, shuffles 0

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



extern "C" __global__ void __launch_bounds__(32) dgt_u64_n12_r4_s5x6_c4_montgomery_cg_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 11) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1)]); r8 = v.x; r10 = v.y; }
    gmul_tw(r0, r1, r8, 0, true, r10, 0, true, m);
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 8u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 8u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 8u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1)]); r12 = v.x; r14 = v.y; }
    gmul_tw(r2, r3, r12, 0, true, r14, 0, true, m);
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 16u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 16u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 16u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1)]); r16 = v.x; r18 = v.y; }
    gmul_tw(r4, r5, r16, 0, true, r18, 0, true, m);
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 24u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 24u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 24u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1)]); r20 = v.x; r22 = v.y; }
    gmul_tw(r6, r7, r20, 0, true, r22, 0, true, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) | (threadIdx.y >> 5)) << 1) + 2]); r24 = v.x; r26 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r24, 0, true, r26, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r24, 0, true, r26, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 4)) << 1) + 4]); r28 = v.x; r30 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r28, 0, true, r30, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 4) | 1u)) << 1) + 4]); r32 = v.x; r34 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r32, 0, true, r34, 0, true, false, m);
    smem[((((((threadIdx.y & 7u) << 2) | (threadIdx.y >> 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | (threadIdx.y >> 3)) << 2) + threadIdx.x) >> 4)) + 272u] = r0;
    smem[((((((threadIdx.y & 7u) << 2) | (threadIdx.y >> 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | (threadIdx.y >> 3)) << 2) + threadIdx.x) >> 4)) + 408u] = r1;
    smem[((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 1u)) << 2) + threadIdx.x) >> 4)) + 408u] = r3;
    smem[((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 2u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 2u)) << 2) + threadIdx.x) >> 4)) + 272u] = r4;
    smem[((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 2u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 2u)) << 2) + threadIdx.x) >> 4)) + 408u] = r5;
    smem[((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 3u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 3u)) << 2) + threadIdx.x) >> 4)) + 272u] = r6;
    smem[((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 3u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 3u)) << 2) + threadIdx.x) >> 4)) + 408u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 7u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 7u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 272u];
    r1 = smem[(((((((threadIdx.y >> 2) & 7u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 7u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 408u];
    r2 = smem[((((((((threadIdx.y >> 2) & 7u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((((((threadIdx.y >> 2) & 7u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 408u];
    r4 = smem[((((((((threadIdx.y >> 2) & 7u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 272u];
    r5 = smem[((((((((threadIdx.y >> 2) & 7u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 408u];
    r6 = smem[((((((((threadIdx.y >> 2) & 7u) | 6u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 6u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 272u];
    r7 = smem[((((((((threadIdx.y >> 2) & 7u) | 6u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 6u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 408u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 1) + 8]); r8 = v.x; r10 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 4))) << 1) + 16]); r12 = v.x; r14 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 4) | 1u))) << 1) + 16]); r16 = v.x; r18 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((((((threadIdx.y >> 2) & 3u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((((threadIdx.y >> 2) & 3u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 4))] = r2;
    smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 4))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 4))) << 2) + threadIdx.x) >> 4)) + 136u] = r3;
    smem[(((((((threadIdx.y >> 2) & 3u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 4) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 4) | 1u))) << 2) + threadIdx.x) >> 4))] = r4;
    smem[(((((((threadIdx.y >> 2) & 3u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 4) | 1u))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 4) | 1u))) << 2) + threadIdx.x) >> 4)) + 136u] = r5;
    smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 4) | 1u))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 4) | 1u))) << 2) + threadIdx.x) >> 4))] = r6;
    smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 4) | 1u))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 4) | 1u))) << 2) + threadIdx.x) >> 4)) + 136u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 3) & 3u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 3u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((((threadIdx.y >> 3) & 3u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 3) & 3u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((((((threadIdx.y >> 3) & 3u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 3u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4))];
    r3 = smem[((((((((threadIdx.y >> 3) & 3u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 3u) | 1u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 136u];
    r4 = smem[((((((((threadIdx.y >> 3) & 3u) | 2u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 3u) | 2u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4))];
    r5 = smem[((((((((threadIdx.y >> 3) & 3u) | 2u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 3u) | 2u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 136u];
    r6 = smem[((((((((threadIdx.y >> 3) & 3u) | 3u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 3u) | 3u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4))];
    r7 = smem[((((((((threadIdx.y >> 3) & 3u) | 3u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 3) & 3u) | 3u) << 3) | ((threadIdx.y & 7u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 136u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | (threadIdx.y >> 4))) << 1) + 32]); r8 = v.x; r10 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 4) | 1u))) << 1) + 32]); r12 = v.x; r14 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | (threadIdx.y >> 3)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | (threadIdx.y >> 3)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 1u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 1u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 2u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 2u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 3u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 3u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r7;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u64_n12_r4_s5x6_c4_montgomery_cg_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | threadIdx.x)];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | threadIdx.x) + 2048];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 16u))];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 16u)) + 2048];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 32u))];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 32u)) + 2048];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 48u))];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 48u)) + 2048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) | (threadIdx.x >> 6)) << 1) + 64]); r8 = v.x; r10 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 1) | (threadIdx.x >> 5)) << 1) + 128]); r12 = v.x; r14 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) | 1u)) << 1) + 128]); r16 = v.x; r18 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) >> 4)) + 544u] = r0;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) >> 4)) + 612u] = r1;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) >> 4)) + 544u] = r2;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) >> 4)) + 612u] = r3;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) >> 4)) + 544u] = r4;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) >> 4)) + 612u] = r5;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) >> 4)) + 544u] = r6;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) >> 4)) + 612u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r1 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r2 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r3 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r4 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r5 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r6 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r7 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))) << 1) + 256]); r8 = v.x; r10 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 5))) << 1) + 512]); r12 = v.x; r14 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 5) | 1u))) << 1) + 512]); r16 = v.x; r18 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 4)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 4)))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 4)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 4)))) >> 4)) + 68u] = r1;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 1u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 1u)))) >> 4))] = r2;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 1u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 1u)))) >> 4)) + 68u] = r3;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 2u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 2u)))) >> 4))] = r4;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 2u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 2u)))) >> 4)) + 68u] = r5;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 3u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 3u)))) >> 4))] = r6;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 3u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 3u)))) >> 4)) + 68u] = r7;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 4) & 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 4) & 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 4) & 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 4) & 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4)) + 68u];
    r2 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 1u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 1u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4))];
    r3 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 1u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 1u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4)) + 68u];
    r4 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 2u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 2u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4))];
    r5 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 2u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 2u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4)) + 68u];
    r6 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4))];
    r7 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4)) + 68u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6))) << 1) + 1024]); r8 = v.x; r10 = v.y; }
    gbfly_ct(r0, r1, r4, r5, r8, 0, true, r10, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | (threadIdx.x >> 5))) << 1) + 2048]); r12 = v.x; r14 = v.y; }
    gbfly_ct(r0, r1, r2, r3, r12, 0, true, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | ((threadIdx.x >> 5) | 1u))) << 1) + 2048]); r16 = v.x; r18 = v.y; }
    gbfly_ct(r4, r5, r6, r7, r16, 0, true, r18, 0, true, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4)))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) + 2048] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u)))] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) + 2048] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u)))] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) + 2048] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u)))] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) + 2048] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u64_n12_r4_s5x6_c4_montgomery_cg_pw(
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
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 2048];
    r2 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r3 = y[poly + (size_t)((bx << 7) + threadIdx.x) + 2048];
    r4 = mod_mul(r0, r2, m);
    r5 = mod_mul(r1, r3, m);
    r6 = mod_mul(r0, r3, m);
    r7 = mod_mul(r1, r2, m);
    r4 = mod_sub(r4, r5, m.q);
    r6 = mod_add(r6, r7, m.q);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r4;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 2048] = r6;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u64_n12_r4_s5x6_c4_montgomery_cg_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4)))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) + 2048];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u)))];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) + 2048];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u)))];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) + 2048];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u)))];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) + 2048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | (threadIdx.x >> 5))) << 1) + 2048]); r8 = v.x; r10 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | ((threadIdx.x >> 5) | 1u))) << 1) + 2048]); r12 = v.x; r14 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6))) << 1) + 1024]); r16 = v.x; r18 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 544u] = r0;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 612u] = r1;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 544u] = r2;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 612u] = r3;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 544u] = r4;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 612u] = r5;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 544u] = r6;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 612u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r1 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r2 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r3 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r4 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r5 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r6 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r7 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 5))) << 1) + 512]); r8 = v.x; r10 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 5) | 1u))) << 1) + 512]); r12 = v.x; r14 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))) << 1) + 256]); r16 = v.x; r18 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) >> 4)) + 68u] = r1;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) >> 4))] = r2;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) >> 4)) + 68u] = r3;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) >> 4))] = r4;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) >> 4)) + 68u] = r5;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) >> 4))] = r6;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) >> 4)) + 68u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + threadIdx.x) + (((threadIdx.y << 7) + threadIdx.x) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + threadIdx.x) + (((threadIdx.y << 7) + threadIdx.x) >> 4)) + 68u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x | 16u)) + (((threadIdx.y << 7) + (threadIdx.x | 16u)) >> 4))];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x | 16u)) + (((threadIdx.y << 7) + (threadIdx.x | 16u)) >> 4)) + 68u];
    r4 = smem[(((threadIdx.y << 7) + (threadIdx.x | 32u)) + (((threadIdx.y << 7) + (threadIdx.x | 32u)) >> 4))];
    r5 = smem[(((threadIdx.y << 7) + (threadIdx.x | 32u)) + (((threadIdx.y << 7) + (threadIdx.x | 32u)) >> 4)) + 68u];
    r6 = smem[(((threadIdx.y << 7) + (threadIdx.x | 48u)) + (((threadIdx.y << 7) + (threadIdx.x | 48u)) >> 4))];
    r7 = smem[(((threadIdx.y << 7) + (threadIdx.x | 48u)) + (((threadIdx.y << 7) + (threadIdx.x | 48u)) >> 4)) + 68u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 1) | (threadIdx.x >> 5)) << 1) + 128]); r8 = v.x; r10 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) | 1u)) << 1) + 128]); r12 = v.x; r14 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) | (threadIdx.x >> 6)) << 1) + 64]); r16 = v.x; r18 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | threadIdx.x)] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | threadIdx.x) + 2048] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 16u))] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 16u)) + 2048] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 32u))] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 32u)) + 2048] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 48u))] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 48u)) + 2048] = r7;
}

extern "C" __global__ void __launch_bounds__(32) dgt_u64_n12_r4_s5x6_c4_montgomery_cg_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 4096;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34, r36;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | (threadIdx.y >> 3)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | (threadIdx.y >> 3)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 1u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 1u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 2u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 2u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 3u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((((threadIdx.y & 7u) << 2) | ((threadIdx.y >> 3) | 3u)) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | (threadIdx.y >> 4))) << 1) + 32]); r8 = v.x; r10 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y & 7u) << 1) | ((threadIdx.y >> 4) | 1u))) << 1) + 32]); r12 = v.x; r14 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    smem[((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 3) & 7u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 3) & 7u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 4)) + 272u] = r0;
    smem[((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 3) & 7u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | ((threadIdx.y >> 3) & 7u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 4)) + 408u] = r1;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 1u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 4)) + 408u] = r3;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 2u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 2u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 4)) + 272u] = r4;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 2u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 2u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 4)) + 408u] = r5;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 4)) + 272u] = r6;
    smem[((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) + ((((((((threadIdx.y & 1u) << 2) | (((threadIdx.y >> 3) & 7u) | 3u)) << 2) | (((threadIdx.y >> 1) & 3u) | (threadIdx.y >> 6))) << 2) + threadIdx.x) >> 4)) + 408u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 7u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 7u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 272u];
    r1 = smem[(((((((threadIdx.y >> 2) & 7u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + (((((((threadIdx.y >> 2) & 7u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 408u];
    r2 = smem[((((((((threadIdx.y >> 2) & 7u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((((((threadIdx.y >> 2) & 7u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 408u];
    r4 = smem[((((((((threadIdx.y >> 2) & 7u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 272u];
    r5 = smem[((((((((threadIdx.y >> 2) & 7u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 408u];
    r6 = smem[((((((((threadIdx.y >> 2) & 7u) | 6u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 6u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 272u];
    r7 = smem[((((((((threadIdx.y >> 2) & 7u) | 6u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 7u) | 6u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 2) + threadIdx.x) >> 4)) + 408u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 4))) << 1) + 16]); r8 = v.x; r10 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 4) | 1u))) << 1) + 16]); r12 = v.x; r14 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 5))) << 1) + 8]); r16 = v.x; r18 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    smem[((((((threadIdx.y & 3u) << 3) | (threadIdx.y >> 2)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) << 3) | (threadIdx.y >> 2)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((((threadIdx.y & 3u) << 3) | (threadIdx.y >> 2)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) << 3) | (threadIdx.y >> 2)) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 2u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 2u)) << 2) + threadIdx.x) >> 4))] = r2;
    smem[((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 2u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u] = r3;
    smem[((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 4u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 4u)) << 2) + threadIdx.x) >> 4))] = r4;
    smem[((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 4u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 4u)) << 2) + threadIdx.x) >> 4)) + 136u] = r5;
    smem[((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 6u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 6u)) << 2) + threadIdx.x) >> 4))] = r6;
    smem[((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 6u)) << 2) + threadIdx.x) + ((((((threadIdx.y & 3u) << 3) | ((threadIdx.y >> 2) | 6u)) << 2) + threadIdx.x) >> 4)) + 136u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 2) + threadIdx.x) + (((threadIdx.y << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((threadIdx.y << 2) + threadIdx.x) + (((threadIdx.y << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y | 8u) << 2) + threadIdx.x) + ((((threadIdx.y | 8u) << 2) + threadIdx.x) >> 4))];
    r3 = smem[((((threadIdx.y | 8u) << 2) + threadIdx.x) + ((((threadIdx.y | 8u) << 2) + threadIdx.x) >> 4)) + 136u];
    r4 = smem[((((threadIdx.y | 16u) << 2) + threadIdx.x) + ((((threadIdx.y | 16u) << 2) + threadIdx.x) >> 4))];
    r5 = smem[((((threadIdx.y | 16u) << 2) + threadIdx.x) + ((((threadIdx.y | 16u) << 2) + threadIdx.x) >> 4)) + 136u];
    r6 = smem[((((threadIdx.y | 24u) << 2) + threadIdx.x) + ((((threadIdx.y | 24u) << 2) + threadIdx.x) >> 4))];
    r7 = smem[((((threadIdx.y | 24u) << 2) + threadIdx.x) + ((((threadIdx.y | 24u) << 2) + threadIdx.x) >> 4)) + 136u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 4)) << 1) + 4]); r8 = v.x; r10 = v.y; }
    gbfly_gs(r0, r1, r2, r3, r8, 0, true, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 4) | 1u)) << 1) + 4]); r12 = v.x; r14 = v.y; }
    gbfly_gs(r4, r5, r6, r7, r12, 0, true, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) | (threadIdx.y >> 5)) << 1) + 2]); r16 = v.x; r18 = v.y; }
    gbfly_gs(r0, r1, r4, r5, r16, 0, true, r18, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r16, 0, true, r18, 0, true, false, m);
    r20 = inv_len_v_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 11) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1)]); r22 = v.x; r24 = v.y; }
    gmul_tw(r0, r1, r22, 0, true, r24, 0, true, m);
    r0 = mod_mul_tw(r0, r20, 0, m);
    r1 = mod_mul_tw(r1, r20, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 8u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1)]); r26 = v.x; r28 = v.y; }
    gmul_tw(r2, r3, r26, 0, true, r28, 0, true, m);
    r2 = mod_mul_tw(r2, r20, 0, m);
    r3 = mod_mul_tw(r3, r20, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 16u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1)]); r30 = v.x; r32 = v.y; }
    gmul_tw(r4, r5, r30, 0, true, r32, 0, true, m);
    r4 = mod_mul_tw(r4, r20, 0, m);
    r5 = mod_mul_tw(r5, r20, 0, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 24u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) << 1)]); r34 = v.x; r36 = v.y; }
    gmul_tw(r6, r7, r34, 0, true, r36, 0, true, m);
    r6 = mod_mul_tw(r6, r20, 0, m);
    r7 = mod_mul_tw(r7, r20, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | (threadIdx.y << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 8u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 8u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 16u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 16u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 24u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 11) | ((threadIdx.y | 24u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r7;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u64_n12_r4_s5x6_c4_montgomery_cg_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ dgt_twist_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r36, r37, r38, r39, r40, r41, r42, r43;
    word_t r44, r45, r46, r47, r48, r49, r50, r51;
    word_t r52, r53, r54, r55, r56, r57, r58, r59;
    word_t r60, r61, r62, r63, r64, r65, r66, r67;
    word_t r68, r69, r70, r71, r72, r73, r74, r75;
    word_t r76, r77;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | (((threadIdx.x + (threadIdx.y << 4)) >> 3) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 8u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 16u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 24u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r44), "=l"(r45) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) | ((threadIdx.x + (threadIdx.y << 4)) >> 8)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7)) << 1) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u)) << 1) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 1) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 1) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 1) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 4) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 1) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 4) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 1) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) | (threadIdx.x >> 6)) << 1) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 1) | (threadIdx.x >> 5)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) | 1u)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 5))) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 5) | 1u))) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6))) << 1) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | (threadIdx.x >> 5))) << 1) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | ((threadIdx.x >> 5) | 1u))) << 1) + 2048])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | (((threadIdx.x + (threadIdx.y << 4)) >> 3) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | (((threadIdx.x + (threadIdx.y << 4)) >> 3) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048];
    gmul_tw(r0, r1, r36, 0, true, r37, 0, true, m);
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 8u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 8u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048];
    gmul_tw(r2, r3, r38, 0, true, r39, 0, true, m);
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 16u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))];
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 16u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048];
    gmul_tw(r4, r5, r40, 0, true, r41, 0, true, m);
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 24u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))];
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 24u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048];
    gmul_tw(r6, r7, r42, 0, true, r43, 0, true, m);
    gbfly_ct(r0, r1, r4, r5, r44, 0, true, r45, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r44, 0, true, r45, 0, true, false, m);
    gbfly_ct(r0, r1, r2, r3, r46, 0, true, r47, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r48, 0, true, r49, 0, true, false, m);
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | ((threadIdx.x + (threadIdx.y << 4)) >> 6)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | ((threadIdx.x + (threadIdx.y << 4)) >> 6)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u] = r0;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | ((threadIdx.x + (threadIdx.y << 4)) >> 6)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | ((threadIdx.x + (threadIdx.y << 4)) >> 6)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u] = r1;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 1u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 1u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u] = r2;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 1u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 1u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u] = r3;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 2u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 2u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u] = r4;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 2u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 2u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u] = r5;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 3u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 3u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u] = r6;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 3u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 3u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u];
    r1 = smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u];
    r2 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u];
    r3 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u];
    r4 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 4u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 4u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u];
    r5 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 4u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 4u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u];
    r6 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 6u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 6u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u];
    r7 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 6u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 6u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u];
    gbfly_ct(r0, r1, r4, r5, r50, 0, true, r51, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r50, 0, true, r51, 0, true, false, m);
    gbfly_ct(r0, r1, r2, r3, r52, 0, true, r53, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r54, 0, true, r55, 0, true, false, m);
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))] = r0;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u] = r1;
    smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) | 2u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) | 2u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))] = r2;
    smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) | 2u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) | 2u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u] = r3;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))] = r4;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u] = r5;
    smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) | 2u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) | 2u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))] = r6;
    smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) | 2u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 3u) | 2u) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))];
    r1 = smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u];
    r2 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 1u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 1u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))];
    r3 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 1u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 1u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u];
    r4 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 2u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 2u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))];
    r5 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 2u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 2u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u];
    r6 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 3u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 3u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))];
    r7 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 3u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 3u) | 3u) << 3) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u];
    gbfly_ct(r0, r1, r2, r3, r56, 0, true, r57, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r58, 0, true, r59, 0, true, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | ((threadIdx.x + (threadIdx.y << 4)) >> 6)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | ((threadIdx.x + (threadIdx.y << 4)) >> 6)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 1u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 1u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048] = r3;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 2u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))] = r4;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 2u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048] = r5;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 3u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))] = r6;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 3u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048] = r7;
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | threadIdx.x)];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | threadIdx.x) + 2048];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 16u))];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 16u)) + 2048];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 32u))];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 32u)) + 2048];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 48u))];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 48u)) + 2048];
    gbfly_ct(r0, r1, r4, r5, r60, 0, true, r61, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r60, 0, true, r61, 0, true, false, m);
    gbfly_ct(r0, r1, r2, r3, r62, 0, true, r63, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r64, 0, true, r65, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) >> 4)) + 544u] = r0;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) >> 4)) + 612u] = r1;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) >> 4)) + 544u] = r2;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) >> 4)) + 612u] = r3;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) >> 4)) + 544u] = r4;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) >> 4)) + 612u] = r5;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) >> 4)) + 544u] = r6;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) + (((threadIdx.y << 7) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) >> 4)) + 612u] = r7;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r1 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r2 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r3 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r4 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r5 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r6 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r7 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    gbfly_ct(r0, r1, r4, r5, r66, 0, true, r67, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r66, 0, true, r67, 0, true, false, m);
    gbfly_ct(r0, r1, r2, r3, r68, 0, true, r69, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r70, 0, true, r71, 0, true, false, m);
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 4)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 4)))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 4)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 4)))) >> 4)) + 68u] = r1;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 1u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 1u)))) >> 4))] = r2;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 1u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 1u)))) >> 4)) + 68u] = r3;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 2u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 2u)))) >> 4))] = r4;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 2u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 2u)))) >> 4)) + 68u] = r5;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 3u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 3u)))) >> 4))] = r6;
    smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 3u)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 3u)))) >> 4)) + 68u] = r7;
    __syncthreads();

    // phase 5: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 4) & 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 4) & 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 4) & 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 4) & 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4)) + 68u];
    r2 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 1u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 1u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4))];
    r3 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 1u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 1u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4)) + 68u];
    r4 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 2u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 2u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4))];
    r5 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 2u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 2u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4)) + 68u];
    r6 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4))];
    r7 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 4) & 3u) | 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 4)) + 68u];
    gbfly_ct(r0, r1, r4, r5, r72, 0, true, r73, 0, true, false, m);
    gbfly_ct(r2, r3, r6, r7, r72, 0, true, r73, 0, true, false, m);
    gbfly_ct(r0, r1, r2, r3, r74, 0, true, r75, 0, true, false, m);
    gbfly_ct(r4, r5, r6, r7, r76, 0, true, r77, 0, true, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4)))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) + 2048] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u)))] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) + 2048] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u)))] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) + 2048] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u)))] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) + 2048] = r7;
}

extern "C" __global__ void __launch_bounds__(64) dgt_u64_n12_r4_s5x6_c4_montgomery_cg_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ dgt_untwist_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 4096;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57, r58, r59, r60, r61;
    word_t r62, r63, r64, r65, r66, r67, r68, r69;
    word_t r70, r71, r72, r73, r74, r75, r76, r77;
    word_t r78, r79, r80;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | (threadIdx.x >> 5))) << 1) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | ((threadIdx.x >> 5) | 1u))) << 1) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6))) << 1) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r44), "=l"(r45) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 5))) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 5) | 1u))) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 1) | (threadIdx.x >> 5)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) | 1u)) << 1) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) | (threadIdx.x >> 6)) << 1) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 4) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 1) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 4) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 1) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7))) << 1) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 3) | (((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u))) << 1) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 1) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 1) | ((threadIdx.x + (threadIdx.y << 4)) >> 7)) << 1) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 1) | (((threadIdx.x + (threadIdx.y << 4)) >> 7) | 1u)) << 1) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) | ((threadIdx.x + (threadIdx.y << 4)) >> 8)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r72) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r73), "=l"(r74) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | (((threadIdx.x + (threadIdx.y << 4)) >> 3) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r75), "=l"(r76) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 8u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r77), "=l"(r78) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 16u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r79), "=l"(r80) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 24u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) << 1)])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4)))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) + 2048];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u)))];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) + 2048];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u)))];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) + 2048];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u)))];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) + 2048];
    gbfly_gs(r0, r1, r2, r3, r38, 0, true, r39, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r40, 0, true, r41, 0, true, false, m);
    gbfly_gs(r0, r1, r4, r5, r42, 0, true, r43, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r42, 0, true, r43, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 544u] = r0;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 612u] = r1;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 544u] = r2;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 612u] = r3;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 544u] = r4;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 612u] = r5;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 544u] = r6;
    smem[(((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) + (((threadIdx.y << 7) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 4)) + 612u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r1 = smem[(((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r2 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r3 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r4 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r5 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    r6 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 544u];
    r7 = smem[(((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 7) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 4)) + 612u];
    gbfly_gs(r0, r1, r2, r3, r44, 0, true, r45, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r46, 0, true, r47, 0, true, false, m);
    gbfly_gs(r0, r1, r4, r5, r48, 0, true, r49, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r48, 0, true, r49, 0, true, false, m);
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) >> 4)) + 68u] = r1;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) >> 4))] = r2;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) >> 4)) + 68u] = r3;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) >> 4))] = r4;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) >> 4)) + 68u] = r5;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) >> 4))] = r6;
    smem[(((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) + (((threadIdx.y << 7) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) >> 4)) + 68u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + threadIdx.x) + (((threadIdx.y << 7) + threadIdx.x) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + threadIdx.x) + (((threadIdx.y << 7) + threadIdx.x) >> 4)) + 68u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x | 16u)) + (((threadIdx.y << 7) + (threadIdx.x | 16u)) >> 4))];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x | 16u)) + (((threadIdx.y << 7) + (threadIdx.x | 16u)) >> 4)) + 68u];
    r4 = smem[(((threadIdx.y << 7) + (threadIdx.x | 32u)) + (((threadIdx.y << 7) + (threadIdx.x | 32u)) >> 4))];
    r5 = smem[(((threadIdx.y << 7) + (threadIdx.x | 32u)) + (((threadIdx.y << 7) + (threadIdx.x | 32u)) >> 4)) + 68u];
    r6 = smem[(((threadIdx.y << 7) + (threadIdx.x | 48u)) + (((threadIdx.y << 7) + (threadIdx.x | 48u)) >> 4))];
    r7 = smem[(((threadIdx.y << 7) + (threadIdx.x | 48u)) + (((threadIdx.y << 7) + (threadIdx.x | 48u)) >> 4)) + 68u];
    gbfly_gs(r0, r1, r2, r3, r50, 0, true, r51, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r52, 0, true, r53, 0, true, false, m);
    gbfly_gs(r0, r1, r4, r5, r54, 0, true, r55, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r54, 0, true, r55, 0, true, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | threadIdx.x)] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | threadIdx.x) + 2048] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 16u))] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 16u)) + 2048] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 32u))] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 32u)) + 2048] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 48u))] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x | 48u)) + 2048] = r7;
    grid_sync(grid_counter);

    // phase 3: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | ((threadIdx.x + (threadIdx.y << 4)) >> 6)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | ((threadIdx.x + (threadIdx.y << 4)) >> 6)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 1u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 1u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048];
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 2u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))];
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 2u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048];
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 3u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))];
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 7u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) | 3u)) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048];
    gbfly_gs(r0, r1, r2, r3, r56, 0, true, r57, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r58, 0, true, r59, 0, true, false, m);
    smem[(((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u] = r0;
    smem[(((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u] = r1;
    smem[(((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 1u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 1u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u] = r2;
    smem[(((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 1u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 1u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u] = r3;
    smem[(((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 2u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 2u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u] = r4;
    smem[(((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 2u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 2u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u] = r5;
    smem[(((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 3u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 3u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u] = r6;
    smem[(((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 3u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 6) & 7u) | 3u)) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 4) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 9))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u] = r7;
    __syncthreads();

    // phase 4: inverse kernel 0: group 1
    r0 = smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u];
    r1 = smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u];
    r2 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u];
    r3 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u];
    r4 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 4u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 4u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u];
    r5 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 4u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 4u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u];
    r6 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 6u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 6u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 272u];
    r7 = smem[((((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 6u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((((((threadIdx.x + (threadIdx.y << 4)) >> 5) & 7u) | 6u) << 2) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) | ((threadIdx.x + (threadIdx.y << 4)) >> 8))) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 408u];
    gbfly_gs(r0, r1, r2, r3, r60, 0, true, r61, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r62, 0, true, r63, 0, true, false, m);
    gbfly_gs(r0, r1, r4, r5, r64, 0, true, r65, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r64, 0, true, r65, 0, true, false, m);
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 4)) >> 5)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 4)) >> 5)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))] = r0;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 4)) >> 5)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 4)) >> 5)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u] = r1;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 2u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 2u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))] = r2;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 2u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 2u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u] = r3;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 4u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 4u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))] = r4;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 4u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 4u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u] = r5;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 6u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 6u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))] = r6;
    smem[(((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 6u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((((threadIdx.x + (threadIdx.y << 4)) >> 3) & 3u) << 3) | (((threadIdx.x + (threadIdx.y << 4)) >> 5) | 6u)) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u] = r7;
    __syncthreads();

    // phase 5: inverse kernel 0: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 4)) >> 3) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 4)) >> 3) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 4)) >> 3) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + (((((threadIdx.x + (threadIdx.y << 4)) >> 3) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 8u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 8u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 8u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 8u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u];
    r4 = smem[(((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 16u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 16u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))];
    r5 = smem[(((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 16u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 16u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u];
    r6 = smem[(((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 24u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 24u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u))];
    r7 = smem[(((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 24u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 24u) << 2) + (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 4)) & 1u) * 552u)) + 136u];
    gbfly_gs(r0, r1, r2, r3, r66, 0, true, r67, 0, true, false, m);
    gbfly_gs(r4, r5, r6, r7, r68, 0, true, r69, 0, true, false, m);
    gbfly_gs(r0, r1, r4, r5, r70, 0, true, r71, 0, true, false, m);
    gbfly_gs(r2, r3, r6, r7, r70, 0, true, r71, 0, true, false, m);
    gmul_tw(r0, r1, r73, 0, true, r74, 0, true, m);
    r0 = mod_mul_tw(r0, r72, 0, m);
    r1 = mod_mul_tw(r1, r72, 0, m);
    gmul_tw(r2, r3, r75, 0, true, r76, 0, true, m);
    r2 = mod_mul_tw(r2, r72, 0, m);
    r3 = mod_mul_tw(r3, r72, 0, m);
    gmul_tw(r4, r5, r77, 0, true, r78, 0, true, m);
    r4 = mod_mul_tw(r4, r72, 0, m);
    r5 = mod_mul_tw(r5, r72, 0, m);
    gmul_tw(r6, r7, r79, 0, true, r80, 0, true, m);
    r6 = mod_mul_tw(r6, r72, 0, m);
    r7 = mod_mul_tw(r7, r72, 0, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | (((threadIdx.x + (threadIdx.y << 4)) >> 3) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | (((threadIdx.x + (threadIdx.y << 4)) >> 3) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 8u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 8u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048] = r3;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 16u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))] = r4;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 16u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048] = r5;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 24u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u)))] = r6;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) >> 4) << 11) | ((((threadIdx.x + (threadIdx.y << 4)) >> 3) | 24u) << 6)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 4)) & 1u)) & 15u) << 2) | (((threadIdx.x + (threadIdx.y << 4)) >> 1) & 3u))) + 2048] = r7;
}

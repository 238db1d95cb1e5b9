// nttgen: ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit.toml --out generated/ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit"
//   transform = "ntt-negacyclic"
//   log_n = 14
//   word = "u64"
//   reduction = "barrett-dq"
//   radix = 8
//   stage_split = [7, 7]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "split"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1152921504606748673]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_fwd0: grid_x 32, block 4 x 16, shared 4352 B; mulmods 94208, addmods 114688, butterflies 57344, global bytes 262144 (read 131072, write 131072), table bytes 589824, shuffles 0
//   ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_fwd1: grid_x 32, block 16 x 4, shared 4352 B; mulmods 94208, addmods 114688, butterflies 57344, global bytes 262144 (read 131072, write 131072), table bytes 589824, shuffles 0
//   ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_pw: grid_x 128, block 128 x 1, shared 0 B; mulmods 16384, addmods 0, butterflies 0, global bytes 393216 (read 262144, write 131072), table bytes 0, shuffles 0
//   ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_inv1: grid_x 32, block 16 x 4, shared 4352 B; mulmods 94208, addmods 114688, butterflies 57344, global bytes 262144 (read 131072, write 131072), table bytes 589824, shuffles 0
//   ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_inv0: grid_x 32, block 4 x 16, shared 4352 B; mulmods 100352, addmods 114688, butterflies 57344, global bytes 262144 (read 131072, write 131072), table bytes 589824, shuffles 0
//   ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_product1: grid_x 32, block 16 x 4, shared 8704 B; mulmods 262144, addmods 344064, butterflies 172032, global bytes 393216 (read 262144, write 131072), table bytes 1179648, shuffles 0
//   ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_fwd_coop: grid_x 64, block 2 x 16, shared 2176 B; mulmods 188416, addmods 229376, butterflies 114688, global bytes 524288 (read 262144, write 262144), table bytes 1179648, shuffles 0
//   ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_inv_coop: grid_x 64, block 2 x 16, shared 2176 B; mulmods 194560, addmods 229376, butterflies 114688, global bytes 524288 (read 262144, write 262144), table bytes 1179648, shuffles 0
//   ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_product_coop: grid_x 64, block 2 x 16, shared 4352 B; mulmods 550912, addmods 688128, butterflies 344064, global bytes 1179648 (read 655360, write 524288), table bytes 2949120, shuffles 0

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

/* nttgen reduce/barrett-dq.cu (word = u64): Dhem–Quisquater's modified
 * Barrett reduction, Shivdikar Alg. 3 (α = N + 3, β_DQ = -2; as in PALISADE).
 * Rust twin: codegen/src/arith/reduce/barrett_dq.rs.
 *
 * Bounds: m = len(q) <= β - 4, q >= 4, q != 2^(β-5); x = a·b < 2^(2m).
 * μ = floor(2^(2m+3) / q).
 *   1: c    = x >> (m - 2)
 *   2: quot = (c·μ) >> (m + 5)       computed as mulhi(c, μ·2^a) >> b (exact),
 *                                    a = max(0, β-m-5), b = max(0, m+5-β)
 *   3: rem  = x - quot·q             (< 2q, exact in one word)
 *   4-5: one branch-free correctional subtraction
 * ModConst: c0 = μ·2^a, c1 = m - 2, c2 = b (0 or 1).
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 */

__device__ __forceinline__ word_t mod_barrett_dq(word_t xhi, word_t xlo, const ModConst m) {
    word_t c = mod_shr_wide(xhi, xlo, (unsigned int)m.c1);      /* 1 */
    word_t quot = mod_mulhi(c, m.c0) >> (unsigned int)m.c2;      /* 2 */
    word_t rem = xlo - quot * m.q;                               /* 3 */
    return rem - (m.q & mod_mask(rem >= m.q));                   /* 4-5 */
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_barrett_dq(mod_mulhi(a, b), a * b, m);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
}

/* The lazy product (reduce/lazy.cu's butterflies): mod_mul(a, w) is exact
 * for a < 4q: x = a·w < 2^(2m+2), so line 1's c < 2^(m+4) fits the word
 * (len(q) <= β - 4) and line 2's quotient is short by at most 1 (rem < 2q).
 * Only the sums are lazy; 4q < 2^β keeps them in a word. */
__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
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



extern "C" __global__ void __launch_bounds__(64) ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
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
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 128;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 128;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 4096];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 6144];
    r4 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 8192];
    r5 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 10240];
    r6 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 12288];
    r7 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 14336];
    r8 = split_lo_fwd_v_t[(size_t)((__brev((1u + ((bx >> 5) | (threadIdx.x >> 7)))) >> 18) & 127u)];
    r10 = split_hi_fwd_v_t[(size_t)((__brev((1u + ((bx >> 5) | (threadIdx.x >> 7)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r12 = split_lo_fwd_v_t[(size_t)((__brev((2u + (((bx >> 5) | (threadIdx.x >> 7)) << 1))) >> 18) & 127u)];
    r14 = split_hi_fwd_v_t[(size_t)((__brev((2u + (((bx >> 5) | (threadIdx.x >> 7)) << 1))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_ct(r0, r2, r12, 0, false, false, m);
    bfly_ct(r1, r3, r12, 0, false, false, m);
    r16 = split_lo_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 5) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 5) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r4, r6, r16, 0, false, false, m);
    bfly_ct(r5, r7, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((4u + (((bx >> 5) | (threadIdx.x >> 7)) << 2))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((4u + (((bx >> 5) | (threadIdx.x >> 7)) << 2))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r0, r1, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) & 127u)];
    r26 = split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_ct(r2, r3, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) & 127u)];
    r30 = split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_ct(r4, r5, r28, 0, false, false, m);
    r32 = split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) & 127u)];
    r34 = split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_ct(r6, r7, r32, 0, false, false, m);
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 68u] = r1;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 136u] = r2;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 204u] = r3;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 272u] = r4;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 340u] = r5;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 408u] = r6;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 476u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 4)) + 40u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 51u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 4)) + 56u];
    r8 = split_lo_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) & 127u)];
    r10 = split_hi_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r12 = split_lo_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) & 127u)];
    r14 = split_hi_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_ct(r0, r2, r12, 0, false, false, m);
    bfly_ct(r1, r3, r12, 0, false, false, m);
    r16 = split_lo_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r4, r6, r16, 0, false, false, m);
    bfly_ct(r5, r7, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r0, r1, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)];
    r26 = split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_ct(r2, r3, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)];
    r30 = split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_ct(r4, r5, r28, 0, false, false, m);
    r32 = split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)];
    r34 = split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_ct(r6, r7, r32, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 4)) + 40u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 51u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 4)) + 56u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u];
    r8 = split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) & 127u)];
    r10 = split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_ct(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r14 = split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_ct(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r6, r7, r20, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 384] = r3;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 512] = r4;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 640] = r5;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 768] = r6;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 896] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_fwd1(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
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
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 128;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 128;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 16];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 32];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 48];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 64];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 80];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 96];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 112];
    r8 = split_lo_fwd_v_t[(size_t)((__brev((128u + ((bx << 2) | threadIdx.y))) >> 18) & 127u)];
    r10 = split_hi_fwd_v_t[(size_t)((__brev((128u + ((bx << 2) | threadIdx.y))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r12 = split_lo_fwd_v_t[(size_t)((__brev((256u + (((bx << 2) | threadIdx.y) << 1))) >> 18) & 127u)];
    r14 = split_hi_fwd_v_t[(size_t)((__brev((256u + (((bx << 2) | threadIdx.y) << 1))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_ct(r0, r2, r12, 0, false, false, m);
    bfly_ct(r1, r3, r12, 0, false, false, m);
    r16 = split_lo_fwd_v_t[(size_t)((__brev((256u + ((((bx << 2) | threadIdx.y) << 1) | 1u))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((256u + ((((bx << 2) | threadIdx.y) << 1) | 1u))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r4, r6, r16, 0, false, false, m);
    bfly_ct(r5, r7, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((512u + (((bx << 2) | threadIdx.y) << 2))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((512u + (((bx << 2) | threadIdx.y) << 2))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r0, r1, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 1u))) >> 18) & 127u)];
    r26 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 1u))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_ct(r2, r3, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 2u))) >> 18) & 127u)];
    r30 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 2u))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_ct(r4, r5, r28, 0, false, false, m);
    r32 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 3u))) >> 18) & 127u)];
    r34 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 3u))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_ct(r6, r7, r32, 0, false, false, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 17u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 34u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 51u] = r3;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 68u] = r4;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 85u] = r5;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 102u] = r6;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 119u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 6u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 8u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 10u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 12u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 14u];
    r8 = split_lo_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 1) & 7u)))) >> 18) & 127u)];
    r10 = split_hi_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 1) & 7u)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_ct(r0, r4, r8, 0, false, false, m);
    bfly_ct(r1, r5, r8, 0, false, false, m);
    bfly_ct(r2, r6, r8, 0, false, false, m);
    bfly_ct(r3, r7, r8, 0, false, false, m);
    r12 = split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x >> 1) & 7u) << 1)))) >> 18) & 127u)];
    r14 = split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x >> 1) & 7u) << 1)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_ct(r0, r2, r12, 0, false, false, m);
    bfly_ct(r1, r3, r12, 0, false, false, m);
    r16 = split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((((threadIdx.x >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((((threadIdx.x >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r4, r6, r16, 0, false, false, m);
    bfly_ct(r5, r7, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 7u) << 2)))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 7u) << 2)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r0, r1, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)];
    r26 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_ct(r2, r3, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)];
    r30 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_ct(r4, r5, r28, 0, false, false, m);
    r32 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)];
    r34 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_ct(r6, r7, r32, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 6u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 8u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 10u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 12u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 14u] = r7;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 7u];
    r8 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)))) >> 18) & 127u)];
    r10 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_ct(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r14 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_ct(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r6, r7, r20, 0, false, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_pw(
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

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_inv1(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
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
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 128;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 128;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 15u) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    r8 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)))) >> 18) & 127u)];
    r10 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r14 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 6u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 8u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 10u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 12u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 14u];
    r8 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 7u) << 2)))) >> 18) & 127u)];
    r10 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 7u) << 2)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)];
    r14 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    r24 = split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x >> 1) & 7u) << 1)))) >> 18) & 127u)];
    r26 = split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x >> 1) & 7u) << 1)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_gs(r0, r2, r24, 0, false, false, m);
    bfly_gs(r1, r3, r24, 0, false, false, m);
    r28 = split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((((threadIdx.x >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)];
    r30 = split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((((threadIdx.x >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_gs(r4, r6, r28, 0, false, false, m);
    bfly_gs(r5, r7, r28, 0, false, false, m);
    r32 = split_lo_inv_v_t[(size_t)((__brev((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 1) & 7u)))) >> 18) & 127u)];
    r34 = split_hi_inv_v_t[(size_t)((__brev((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 1) & 7u)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_gs(r0, r4, r32, 0, false, false, m);
    bfly_gs(r1, r5, r32, 0, false, false, m);
    bfly_gs(r2, r6, r32, 0, false, false, m);
    bfly_gs(r3, r7, r32, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 6u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 8u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 10u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 12u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 14u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 34u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 51u];
    r4 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 68u];
    r5 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 85u];
    r6 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 102u];
    r7 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 119u];
    r8 = split_lo_inv_v_t[(size_t)((__brev((512u + (((bx << 2) | threadIdx.y) << 2))) >> 18) & 127u)];
    r10 = split_hi_inv_v_t[(size_t)((__brev((512u + (((bx << 2) | threadIdx.y) << 2))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 1u))) >> 18) & 127u)];
    r14 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 1u))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 2u))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 2u))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 3u))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 3u))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    r24 = split_lo_inv_v_t[(size_t)((__brev((256u + (((bx << 2) | threadIdx.y) << 1))) >> 18) & 127u)];
    r26 = split_hi_inv_v_t[(size_t)((__brev((256u + (((bx << 2) | threadIdx.y) << 1))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_gs(r0, r2, r24, 0, false, false, m);
    bfly_gs(r1, r3, r24, 0, false, false, m);
    r28 = split_lo_inv_v_t[(size_t)((__brev((256u + ((((bx << 2) | threadIdx.y) << 1) | 1u))) >> 18) & 127u)];
    r30 = split_hi_inv_v_t[(size_t)((__brev((256u + ((((bx << 2) | threadIdx.y) << 1) | 1u))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_gs(r4, r6, r28, 0, false, false, m);
    bfly_gs(r5, r7, r28, 0, false, false, m);
    r32 = split_lo_inv_v_t[(size_t)((__brev((128u + ((bx << 2) | threadIdx.y))) >> 18) & 127u)];
    r34 = split_hi_inv_v_t[(size_t)((__brev((128u + ((bx << 2) | threadIdx.y))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_gs(r0, r4, r32, 0, false, false, m);
    bfly_gs(r1, r5, r32, 0, false, false, m);
    bfly_gs(r2, r6, r32, 0, false, false, m);
    bfly_gs(r3, r7, r32, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 16] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 32] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 48] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 64] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 80] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 96] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 112] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
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
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 128;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 128;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r24, r26, r28, r30, r32, r34;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 384];
    r4 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 512];
    r5 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 640];
    r6 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 768];
    r7 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 896];
    r8 = split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) & 127u)];
    r10 = split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r14 = split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 4)) + 40u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 51u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 4)) + 56u];
    r8 = split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) & 127u)];
    r10 = split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)];
    r14 = split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    r24 = split_lo_inv_v_t[(size_t)((__brev((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) & 127u)];
    r26 = split_hi_inv_v_t[(size_t)((__brev((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_gs(r0, r2, r24, 0, false, false, m);
    bfly_gs(r1, r3, r24, 0, false, false, m);
    r28 = split_lo_inv_v_t[(size_t)((__brev((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)];
    r30 = split_hi_inv_v_t[(size_t)((__brev((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_gs(r4, r6, r28, 0, false, false, m);
    bfly_gs(r5, r7, r28, 0, false, false, m);
    r32 = split_lo_inv_v_t[(size_t)((__brev((8u + ((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) & 127u)];
    r34 = split_hi_inv_v_t[(size_t)((__brev((8u + ((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_gs(r0, r4, r32, 0, false, false, m);
    bfly_gs(r1, r5, r32, 0, false, false, m);
    bfly_gs(r2, r6, r32, 0, false, false, m);
    bfly_gs(r3, r7, r32, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 4)) + 40u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 51u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 4)) + 56u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 68u];
    r2 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 136u];
    r3 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 204u];
    r4 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 272u];
    r5 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 340u];
    r6 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 408u];
    r7 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 476u];
    r8 = inv_len_v_t[1];
    r10 = split_lo_inv_v_t[(size_t)((__brev((4u + (((bx >> 5) | (threadIdx.x >> 7)) << 2))) >> 18) & 127u)];
    r12 = split_hi_inv_v_t[(size_t)((__brev((4u + (((bx >> 5) | (threadIdx.x >> 7)) << 2))) >> 18) >> 7)];
    r10 = mod_mul_tw(r10, r12, 0, m);
    bfly_gs(r0, r1, r10, 0, false, false, m);
    r14 = split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) & 127u)];
    r16 = split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) >> 7)];
    r14 = mod_mul_tw(r14, r16, 0, m);
    bfly_gs(r2, r3, r14, 0, false, false, m);
    r18 = split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) & 127u)];
    r20 = split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) >> 7)];
    r18 = mod_mul_tw(r18, r20, 0, m);
    bfly_gs(r4, r5, r18, 0, false, false, m);
    r22 = split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) & 127u)];
    r24 = split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) >> 7)];
    r22 = mod_mul_tw(r22, r24, 0, m);
    bfly_gs(r6, r7, r22, 0, false, false, m);
    r26 = split_lo_inv_v_t[(size_t)((__brev((2u + (((bx >> 5) | (threadIdx.x >> 7)) << 1))) >> 18) & 127u)];
    r28 = split_hi_inv_v_t[(size_t)((__brev((2u + (((bx >> 5) | (threadIdx.x >> 7)) << 1))) >> 18) >> 7)];
    r26 = mod_mul_tw(r26, r28, 0, m);
    bfly_gs(r0, r2, r26, 0, false, false, m);
    bfly_gs(r1, r3, r26, 0, false, false, m);
    r30 = split_lo_inv_v_t[(size_t)((__brev((2u + ((((bx >> 5) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) & 127u)];
    r32 = split_hi_inv_v_t[(size_t)((__brev((2u + ((((bx >> 5) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) >> 7)];
    r30 = mod_mul_tw(r30, r32, 0, m);
    bfly_gs(r4, r6, r30, 0, false, false, m);
    bfly_gs(r5, r7, r30, 0, false, false, m);
    bfly_gs(r0, r4, r8, 0, true, false, m);
    bfly_gs(r1, r5, r8, 0, true, false, m);
    bfly_gs(r2, r6, r8, 0, true, false, m);
    bfly_gs(r3, r7, r8, 0, true, false, m);
    r34 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r34, 0, m);
    r1 = mod_mul_tw(r1, r34, 0, m);
    r2 = mod_mul_tw(r2, r34, 0, m);
    r3 = mod_mul_tw(r3, r34, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 4096] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 6144] = r3;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 8192] = r4;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 10240] = r5;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 12288] = r6;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 14336] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_product1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
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
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 128;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 128;
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 128;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 128;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 16];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 32];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 48];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 64];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 80];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 96];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 112];
    r8 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u))];
    r9 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 16];
    r10 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 32];
    r11 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 48];
    r12 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 64];
    r13 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 80];
    r14 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 96];
    r15 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 112];
    r16 = split_lo_fwd_v_t[(size_t)((__brev((128u + ((bx << 2) | threadIdx.y))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((128u + ((bx << 2) | threadIdx.y))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r0, r4, r16, 0, false, false, m);
    bfly_ct(r1, r5, r16, 0, false, false, m);
    bfly_ct(r2, r6, r16, 0, false, false, m);
    bfly_ct(r3, r7, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((256u + (((bx << 2) | threadIdx.y) << 1))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((256u + (((bx << 2) | threadIdx.y) << 1))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r0, r2, r20, 0, false, false, m);
    bfly_ct(r1, r3, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[(size_t)((__brev((256u + ((((bx << 2) | threadIdx.y) << 1) | 1u))) >> 18) & 127u)];
    r26 = split_hi_fwd_v_t[(size_t)((__brev((256u + ((((bx << 2) | threadIdx.y) << 1) | 1u))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_ct(r4, r6, r24, 0, false, false, m);
    bfly_ct(r5, r7, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[(size_t)((__brev((512u + (((bx << 2) | threadIdx.y) << 2))) >> 18) & 127u)];
    r30 = split_hi_fwd_v_t[(size_t)((__brev((512u + (((bx << 2) | threadIdx.y) << 2))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_ct(r0, r1, r28, 0, false, false, m);
    r32 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 1u))) >> 18) & 127u)];
    r34 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 1u))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_ct(r2, r3, r32, 0, false, false, m);
    r36 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 2u))) >> 18) & 127u)];
    r38 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 2u))) >> 18) >> 7)];
    r36 = mod_mul_tw(r36, r38, 0, m);
    bfly_ct(r4, r5, r36, 0, false, false, m);
    r40 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 3u))) >> 18) & 127u)];
    r42 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 3u))) >> 18) >> 7)];
    r40 = mod_mul_tw(r40, r42, 0, m);
    bfly_ct(r6, r7, r40, 0, false, false, m);
    bfly_ct(r8, r12, r16, 0, false, false, m);
    bfly_ct(r9, r13, r16, 0, false, false, m);
    bfly_ct(r10, r14, r16, 0, false, false, m);
    bfly_ct(r11, r15, r16, 0, false, false, m);
    bfly_ct(r8, r10, r20, 0, false, false, m);
    bfly_ct(r9, r11, r20, 0, false, false, m);
    bfly_ct(r12, r14, r24, 0, false, false, m);
    bfly_ct(r13, r15, r24, 0, false, false, m);
    bfly_ct(r8, r9, r28, 0, false, false, m);
    bfly_ct(r10, r11, r32, 0, false, false, m);
    bfly_ct(r12, r13, r36, 0, false, false, m);
    bfly_ct(r14, r15, r40, 0, false, false, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 17u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 34u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 51u] = r3;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 68u] = r4;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 85u] = r5;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 102u] = r6;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 119u] = r7;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 544u] = r8;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 561u] = r9;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 578u] = r10;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 595u] = r11;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 612u] = r12;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 629u] = r13;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 646u] = r14;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 663u] = r15;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 6u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 8u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 10u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 12u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 14u];
    r8 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 544u];
    r9 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 546u];
    r10 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 548u];
    r11 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 550u];
    r12 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 552u];
    r13 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 554u];
    r14 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 556u];
    r15 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 558u];
    r16 = split_lo_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 1) & 7u)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 1) & 7u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r0, r4, r16, 0, false, false, m);
    bfly_ct(r1, r5, r16, 0, false, false, m);
    bfly_ct(r2, r6, r16, 0, false, false, m);
    bfly_ct(r3, r7, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x >> 1) & 7u) << 1)))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x >> 1) & 7u) << 1)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r0, r2, r20, 0, false, false, m);
    bfly_ct(r1, r3, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((((threadIdx.x >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)];
    r26 = split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((((threadIdx.x >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_ct(r4, r6, r24, 0, false, false, m);
    bfly_ct(r5, r7, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 7u) << 2)))) >> 18) & 127u)];
    r30 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 7u) << 2)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_ct(r0, r1, r28, 0, false, false, m);
    r32 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)];
    r34 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_ct(r2, r3, r32, 0, false, false, m);
    r36 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)];
    r38 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)];
    r36 = mod_mul_tw(r36, r38, 0, m);
    bfly_ct(r4, r5, r36, 0, false, false, m);
    r40 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)];
    r42 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)];
    r40 = mod_mul_tw(r40, r42, 0, m);
    bfly_ct(r6, r7, r40, 0, false, false, m);
    bfly_ct(r8, r12, r16, 0, false, false, m);
    bfly_ct(r9, r13, r16, 0, false, false, m);
    bfly_ct(r10, r14, r16, 0, false, false, m);
    bfly_ct(r11, r15, r16, 0, false, false, m);
    bfly_ct(r8, r10, r20, 0, false, false, m);
    bfly_ct(r9, r11, r20, 0, false, false, m);
    bfly_ct(r12, r14, r24, 0, false, false, m);
    bfly_ct(r13, r15, r24, 0, false, false, m);
    bfly_ct(r8, r9, r28, 0, false, false, m);
    bfly_ct(r10, r11, r32, 0, false, false, m);
    bfly_ct(r12, r13, r36, 0, false, false, m);
    bfly_ct(r14, r15, r40, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 6u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 8u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 10u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 12u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 14u] = r7;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 544u] = r8;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 546u] = r9;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 548u] = r10;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 550u] = r11;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 552u] = r12;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 554u] = r13;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 556u] = r14;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 558u] = r15;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 7u];
    r8 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 544u];
    r9 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 545u];
    r10 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 546u];
    r11 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 547u];
    r12 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 548u];
    r13 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 549u];
    r14 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 550u];
    r15 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 551u];
    r16 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r0, r1, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r2, r3, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r26 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_ct(r4, r5, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r30 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_ct(r6, r7, r28, 0, false, false, m);
    bfly_ct(r8, r9, r16, 0, false, false, m);
    bfly_ct(r10, r11, r20, 0, false, false, m);
    bfly_ct(r12, r13, r24, 0, false, false, m);
    bfly_ct(r14, r15, r28, 0, false, false, m);
    r0 = mod_mul(r0, r8, m);
    r1 = mod_mul(r1, r9, m);
    r2 = mod_mul(r2, r10, m);
    r3 = mod_mul(r3, r11, m);
    r4 = mod_mul(r4, r12, m);
    r5 = mod_mul(r5, r13, m);
    r6 = mod_mul(r6, r14, m);
    r7 = mod_mul(r7, r15, m);
    r32 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)))) >> 18) & 127u)];
    r34 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_gs(r0, r1, r32, 0, false, false, m);
    r36 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r38 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r36 = mod_mul_tw(r36, r38, 0, m);
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r40 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r42 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r40 = mod_mul_tw(r40, r42, 0, m);
    bfly_gs(r4, r5, r40, 0, false, false, m);
    r44 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r46 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r44 = mod_mul_tw(r44, r46, 0, m);
    bfly_gs(r6, r7, r44, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 3: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 6u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 8u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 10u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 12u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 14u];
    r16 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 7u) << 2)))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 7u) << 2)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r0, r1, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r2, r3, r20, 0, false, false, m);
    r24 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)];
    r26 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_gs(r4, r5, r24, 0, false, false, m);
    r28 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)];
    r30 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((((threadIdx.x >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_gs(r6, r7, r28, 0, false, false, m);
    r32 = split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x >> 1) & 7u) << 1)))) >> 18) & 127u)];
    r34 = split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x >> 1) & 7u) << 1)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_gs(r0, r2, r32, 0, false, false, m);
    bfly_gs(r1, r3, r32, 0, false, false, m);
    r36 = split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((((threadIdx.x >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)];
    r38 = split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((((threadIdx.x >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)];
    r36 = mod_mul_tw(r36, r38, 0, m);
    bfly_gs(r4, r6, r36, 0, false, false, m);
    bfly_gs(r5, r7, r36, 0, false, false, m);
    r40 = split_lo_inv_v_t[(size_t)((__brev((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 1) & 7u)))) >> 18) & 127u)];
    r42 = split_hi_inv_v_t[(size_t)((__brev((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 1) & 7u)))) >> 18) >> 7)];
    r40 = mod_mul_tw(r40, r42, 0, m);
    bfly_gs(r0, r4, r40, 0, false, false, m);
    bfly_gs(r1, r5, r40, 0, false, false, m);
    bfly_gs(r2, r6, r40, 0, false, false, m);
    bfly_gs(r3, r7, r40, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 6u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 8u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 10u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 12u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 4))) >> 4)) + 14u] = r7;
    __syncthreads();

    // phase 4: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 17u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 34u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 51u];
    r4 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 68u];
    r5 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 85u];
    r6 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 102u];
    r7 = smem[(((threadIdx.y << 7) + (threadIdx.x & 15u)) + (((threadIdx.y << 7) + (threadIdx.x & 15u)) >> 4)) + 119u];
    r16 = split_lo_inv_v_t[(size_t)((__brev((512u + (((bx << 2) | threadIdx.y) << 2))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((512u + (((bx << 2) | threadIdx.y) << 2))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r0, r1, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 1u))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 1u))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r2, r3, r20, 0, false, false, m);
    r24 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 2u))) >> 18) & 127u)];
    r26 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 2u))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_gs(r4, r5, r24, 0, false, false, m);
    r28 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 3u))) >> 18) & 127u)];
    r30 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 2) | threadIdx.y) << 2) | 3u))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_gs(r6, r7, r28, 0, false, false, m);
    r32 = split_lo_inv_v_t[(size_t)((__brev((256u + (((bx << 2) | threadIdx.y) << 1))) >> 18) & 127u)];
    r34 = split_hi_inv_v_t[(size_t)((__brev((256u + (((bx << 2) | threadIdx.y) << 1))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_gs(r0, r2, r32, 0, false, false, m);
    bfly_gs(r1, r3, r32, 0, false, false, m);
    r36 = split_lo_inv_v_t[(size_t)((__brev((256u + ((((bx << 2) | threadIdx.y) << 1) | 1u))) >> 18) & 127u)];
    r38 = split_hi_inv_v_t[(size_t)((__brev((256u + ((((bx << 2) | threadIdx.y) << 1) | 1u))) >> 18) >> 7)];
    r36 = mod_mul_tw(r36, r38, 0, m);
    bfly_gs(r4, r6, r36, 0, false, false, m);
    bfly_gs(r5, r7, r36, 0, false, false, m);
    r40 = split_lo_inv_v_t[(size_t)((__brev((128u + ((bx << 2) | threadIdx.y))) >> 18) & 127u)];
    r42 = split_hi_inv_v_t[(size_t)((__brev((128u + ((bx << 2) | threadIdx.y))) >> 18) >> 7)];
    r40 = mod_mul_tw(r40, r42, 0, m);
    bfly_gs(r0, r4, r40, 0, false, false, m);
    bfly_gs(r1, r5, r40, 0, false, false, m);
    bfly_gs(r2, r6, r40, 0, false, false, m);
    bfly_gs(r3, r7, r40, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 16] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 32] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 48] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 64] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 80] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 96] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 15u)) + 112] = r7;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 128;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 128;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20, r22;
    word_t r36, r37, r38, r39, r40, r41, r42, r43;
    word_t r44, r45, r46, r47, r48, r49, r50, r51;
    word_t r52, r53, r54, r55, r56, r57, r58, r59;
    word_t r60, r61, r62, r63, r64, r65, r66, r67;
    word_t r68, r69, r70, r71, r72, r73, r74, r75;
    word_t r76, r77, r78, r79, r80, r81, r82, r83;
    word_t r84, r85, r86, r87, r88, r89, r90, r91;
    word_t r92, r93, r94, r95, r96, r97, r98, r99;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r36) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((1u + ((bx >> 6) | (threadIdx.x >> 7)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r37) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((1u + ((bx >> 6) | (threadIdx.x >> 7)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r38) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2u + (((bx >> 6) | (threadIdx.x >> 7)) << 1))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r39) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2u + (((bx >> 6) | (threadIdx.x >> 7)) << 1))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r40) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r41) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r42) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + (((bx >> 6) | (threadIdx.x >> 7)) << 2))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r43) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + (((bx >> 6) | (threadIdx.x >> 7)) << 2))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r44) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r45) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r46) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r47) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r48) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r49) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r50) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r51) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r52) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r53) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r54) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r55) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r56) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r57) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r58) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r59) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r60) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r61) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r62) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r63) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r64) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r65) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r66) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r67) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r68) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r69) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r70) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r71) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r72) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r73) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r74) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((256u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r75) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((256u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r76) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r77) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r78) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((512u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r79) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((512u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r80) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r81) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r82) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 2u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r83) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 2u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r84) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 3u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r85) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 3u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r86) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r87) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r88) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r89) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r90) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r91) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r92) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r93) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r94) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r95) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r96) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r97) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r98) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r99) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 4096];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 6144];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 10240];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 12288];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 14336];
    r36 = mod_mul_tw(r36, r37, 0, m);
    bfly_ct(r0, r4, r36, 0, false, false, m);
    bfly_ct(r1, r5, r36, 0, false, false, m);
    bfly_ct(r2, r6, r36, 0, false, false, m);
    bfly_ct(r3, r7, r36, 0, false, false, m);
    r38 = mod_mul_tw(r38, r39, 0, m);
    bfly_ct(r0, r2, r38, 0, false, false, m);
    bfly_ct(r1, r3, r38, 0, false, false, m);
    r40 = mod_mul_tw(r40, r41, 0, m);
    bfly_ct(r4, r6, r40, 0, false, false, m);
    bfly_ct(r5, r7, r40, 0, false, false, m);
    r42 = mod_mul_tw(r42, r43, 0, m);
    bfly_ct(r0, r1, r42, 0, false, false, m);
    r44 = mod_mul_tw(r44, r45, 0, m);
    bfly_ct(r2, r3, r44, 0, false, false, m);
    r46 = mod_mul_tw(r46, r47, 0, m);
    bfly_ct(r4, r5, r46, 0, false, false, m);
    r48 = mod_mul_tw(r48, r49, 0, m);
    bfly_ct(r6, r7, r48, 0, false, false, m);
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 1) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 1) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 1) + threadIdx.x) >> 4)) + 28u];
    r50 = mod_mul_tw(r50, r51, 0, m);
    bfly_ct(r0, r4, r50, 0, false, false, m);
    bfly_ct(r1, r5, r50, 0, false, false, m);
    bfly_ct(r2, r6, r50, 0, false, false, m);
    bfly_ct(r3, r7, r50, 0, false, false, m);
    r52 = mod_mul_tw(r52, r53, 0, m);
    bfly_ct(r0, r2, r52, 0, false, false, m);
    bfly_ct(r1, r3, r52, 0, false, false, m);
    r54 = mod_mul_tw(r54, r55, 0, m);
    bfly_ct(r4, r6, r54, 0, false, false, m);
    bfly_ct(r5, r7, r54, 0, false, false, m);
    r56 = mod_mul_tw(r56, r57, 0, m);
    bfly_ct(r0, r1, r56, 0, false, false, m);
    r58 = mod_mul_tw(r58, r59, 0, m);
    bfly_ct(r2, r3, r58, 0, false, false, m);
    r60 = mod_mul_tw(r60, r61, 0, m);
    bfly_ct(r4, r5, r60, 0, false, false, m);
    r62 = mod_mul_tw(r62, r63, 0, m);
    bfly_ct(r6, r7, r62, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 1) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 1) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 1) + threadIdx.x) >> 4)) + 28u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 1) + threadIdx.x) >> 4)) + 2u];
    r2 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 1) + threadIdx.x) >> 4)) + 6u];
    r4 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r5 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 1) + threadIdx.x) >> 4)) + 10u];
    r6 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 1) + threadIdx.x) >> 4)) + 12u];
    r7 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 1) + threadIdx.x) >> 4)) + 14u];
    r64 = mod_mul_tw(r64, r65, 0, m);
    bfly_ct(r0, r1, r64, 0, false, false, m);
    r66 = mod_mul_tw(r66, r67, 0, m);
    bfly_ct(r2, r3, r66, 0, false, false, m);
    r68 = mod_mul_tw(r68, r69, 0, m);
    bfly_ct(r4, r5, r68, 0, false, false, m);
    r70 = mod_mul_tw(r70, r71, 0, m);
    bfly_ct(r6, r7, r70, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 512] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 640] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 768] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 896] = r7;
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u))];
    r1 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 16];
    r2 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 32];
    r3 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 48];
    r4 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 64];
    r5 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 80];
    r6 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 96];
    r7 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 112];
    r72 = mod_mul_tw(r72, r73, 0, m);
    bfly_ct(r0, r4, r72, 0, false, false, m);
    bfly_ct(r1, r5, r72, 0, false, false, m);
    bfly_ct(r2, r6, r72, 0, false, false, m);
    bfly_ct(r3, r7, r72, 0, false, false, m);
    r74 = mod_mul_tw(r74, r75, 0, m);
    bfly_ct(r0, r2, r74, 0, false, false, m);
    bfly_ct(r1, r3, r74, 0, false, false, m);
    r76 = mod_mul_tw(r76, r77, 0, m);
    bfly_ct(r4, r6, r76, 0, false, false, m);
    bfly_ct(r5, r7, r76, 0, false, false, m);
    r78 = mod_mul_tw(r78, r79, 0, m);
    bfly_ct(r0, r1, r78, 0, false, false, m);
    r80 = mod_mul_tw(r80, r81, 0, m);
    bfly_ct(r2, r3, r80, 0, false, false, m);
    r82 = mod_mul_tw(r82, r83, 0, m);
    bfly_ct(r4, r5, r82, 0, false, false, m);
    r84 = mod_mul_tw(r84, r85, 0, m);
    bfly_ct(r6, r7, r84, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 17u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 34u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 51u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 68u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 85u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 102u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 119u] = r7;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 4u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 6u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 8u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 10u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 12u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 14u];
    r86 = mod_mul_tw(r86, r87, 0, m);
    bfly_ct(r0, r4, r86, 0, false, false, m);
    bfly_ct(r1, r5, r86, 0, false, false, m);
    bfly_ct(r2, r6, r86, 0, false, false, m);
    bfly_ct(r3, r7, r86, 0, false, false, m);
    r88 = mod_mul_tw(r88, r89, 0, m);
    bfly_ct(r0, r2, r88, 0, false, false, m);
    bfly_ct(r1, r3, r88, 0, false, false, m);
    r90 = mod_mul_tw(r90, r91, 0, m);
    bfly_ct(r4, r6, r90, 0, false, false, m);
    bfly_ct(r5, r7, r90, 0, false, false, m);
    r92 = mod_mul_tw(r92, r93, 0, m);
    bfly_ct(r0, r1, r92, 0, false, false, m);
    r94 = mod_mul_tw(r94, r95, 0, m);
    bfly_ct(r2, r3, r94, 0, false, false, m);
    r96 = mod_mul_tw(r96, r97, 0, m);
    bfly_ct(r4, r5, r96, 0, false, false, m);
    r98 = mod_mul_tw(r98, r99, 0, m);
    bfly_ct(r6, r7, r98, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 2u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 4u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 6u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 8u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 10u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 12u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 14u] = r7;
    __syncthreads();

    // phase 5: forward kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 7u];
    r8 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)))) >> 18) & 127u)];
    r10 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_ct(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r14 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_ct(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r6, r7, r20, 0, false, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(32) ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 128;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 128;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r20, r22, r24, r26, r28, r30, r32, r34;
    word_t r36, r37, r38, r39, r40, r41, r42, r43;
    word_t r44, r45, r46, r47, r48, r49, r50, r51;
    word_t r52, r53, r54, r55, r56, r57, r58, r59;
    word_t r60, r61, r62, r63, r64, r65, r66, r67;
    word_t r68, r69, r70, r71, r72, r73, r74, r75;
    word_t r76, r77, r78, r79, r80, r81, r82, r83;
    word_t r84, r85, r86, r87, r88, r89, r90, r91;
    word_t r92, r93, r94, r95, r96, r97, r98, r99;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r36) : "l"(&split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r37) : "l"(&split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r38) : "l"(&split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r39) : "l"(&split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r40) : "l"(&split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 2u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r41) : "l"(&split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 2u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r42) : "l"(&split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 3u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r43) : "l"(&split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 3u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r44) : "l"(&split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r45) : "l"(&split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r46) : "l"(&split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r47) : "l"(&split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r48) : "l"(&split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r49) : "l"(&split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r50) : "l"(&split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r51) : "l"(&split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r52) : "l"(&split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r53) : "l"(&split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r54) : "l"(&split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r55) : "l"(&split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r56) : "l"(&split_lo_inv_v_t[(size_t)((__brev((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r57) : "l"(&split_hi_inv_v_t[(size_t)((__brev((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r58) : "l"(&split_lo_inv_v_t[(size_t)((__brev((512u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r59) : "l"(&split_hi_inv_v_t[(size_t)((__brev((512u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r60) : "l"(&split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r61) : "l"(&split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r62) : "l"(&split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 2u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r63) : "l"(&split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 2u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r64) : "l"(&split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 3u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r65) : "l"(&split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 3u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r66) : "l"(&split_lo_inv_v_t[(size_t)((__brev((256u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r67) : "l"(&split_hi_inv_v_t[(size_t)((__brev((256u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r68) : "l"(&split_lo_inv_v_t[(size_t)((__brev((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r69) : "l"(&split_hi_inv_v_t[(size_t)((__brev((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r70) : "l"(&split_lo_inv_v_t[(size_t)((__brev((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r71) : "l"(&split_hi_inv_v_t[(size_t)((__brev((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r72) : "l"(&split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r73) : "l"(&split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r74) : "l"(&split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r75) : "l"(&split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r76) : "l"(&split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r77) : "l"(&split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r78) : "l"(&split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r79) : "l"(&split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r80) : "l"(&split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r81) : "l"(&split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r82) : "l"(&split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r83) : "l"(&split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r84) : "l"(&split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r85) : "l"(&split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r86) : "l"(&split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r87) : "l"(&split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r88) : "l"(&split_lo_inv_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r89) : "l"(&split_hi_inv_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r90) : "l"(&split_lo_inv_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r91) : "l"(&split_hi_inv_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r92) : "l"(&split_lo_inv_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r93) : "l"(&split_hi_inv_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r94) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r95) : "l"(&split_lo_inv_v_t[(size_t)((__brev((4u + (((bx >> 6) | (threadIdx.x >> 7)) << 2))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r96) : "l"(&split_hi_inv_v_t[(size_t)((__brev((4u + (((bx >> 6) | (threadIdx.x >> 7)) << 2))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r97) : "l"(&split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r98) : "l"(&split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r99) : "l"(&split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) & 127u)]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    r36 = mod_mul_tw(r36, r37, 0, m);
    bfly_gs(r0, r1, r36, 0, false, false, m);
    r38 = mod_mul_tw(r38, r39, 0, m);
    bfly_gs(r2, r3, r38, 0, false, false, m);
    r40 = mod_mul_tw(r40, r41, 0, m);
    bfly_gs(r4, r5, r40, 0, false, false, m);
    r42 = mod_mul_tw(r42, r43, 0, m);
    bfly_gs(r6, r7, r42, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 4u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 6u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 8u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 10u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 12u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 14u];
    r44 = mod_mul_tw(r44, r45, 0, m);
    bfly_gs(r0, r1, r44, 0, false, false, m);
    r46 = mod_mul_tw(r46, r47, 0, m);
    bfly_gs(r2, r3, r46, 0, false, false, m);
    r48 = mod_mul_tw(r48, r49, 0, m);
    bfly_gs(r4, r5, r48, 0, false, false, m);
    r50 = mod_mul_tw(r50, r51, 0, m);
    bfly_gs(r6, r7, r50, 0, false, false, m);
    r52 = mod_mul_tw(r52, r53, 0, m);
    bfly_gs(r0, r2, r52, 0, false, false, m);
    bfly_gs(r1, r3, r52, 0, false, false, m);
    r54 = mod_mul_tw(r54, r55, 0, m);
    bfly_gs(r4, r6, r54, 0, false, false, m);
    bfly_gs(r5, r7, r54, 0, false, false, m);
    r56 = mod_mul_tw(r56, r57, 0, m);
    bfly_gs(r0, r4, r56, 0, false, false, m);
    bfly_gs(r1, r5, r56, 0, false, false, m);
    bfly_gs(r2, r6, r56, 0, false, false, m);
    bfly_gs(r3, r7, r56, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 2u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 4u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 6u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 8u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 10u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 12u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 14u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 17u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 34u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 51u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 68u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 85u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 102u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 119u];
    r58 = mod_mul_tw(r58, r59, 0, m);
    bfly_gs(r0, r1, r58, 0, false, false, m);
    r60 = mod_mul_tw(r60, r61, 0, m);
    bfly_gs(r2, r3, r60, 0, false, false, m);
    r62 = mod_mul_tw(r62, r63, 0, m);
    bfly_gs(r4, r5, r62, 0, false, false, m);
    r64 = mod_mul_tw(r64, r65, 0, m);
    bfly_gs(r6, r7, r64, 0, false, false, m);
    r66 = mod_mul_tw(r66, r67, 0, m);
    bfly_gs(r0, r2, r66, 0, false, false, m);
    bfly_gs(r1, r3, r66, 0, false, false, m);
    r68 = mod_mul_tw(r68, r69, 0, m);
    bfly_gs(r4, r6, r68, 0, false, false, m);
    bfly_gs(r5, r7, r68, 0, false, false, m);
    r70 = mod_mul_tw(r70, r71, 0, m);
    bfly_gs(r0, r4, r70, 0, false, false, m);
    bfly_gs(r1, r5, r70, 0, false, false, m);
    bfly_gs(r2, r6, r70, 0, false, false, m);
    bfly_gs(r3, r7, r70, 0, false, false, m);
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u))] = r0;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 16] = r1;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 32] = r2;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 48] = r3;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 64] = r4;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 80] = r5;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 96] = r6;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 112] = r7;
    grid_sync(grid_counter);

    // phase 3: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 512];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 640];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 768];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 896];
    r72 = mod_mul_tw(r72, r73, 0, m);
    bfly_gs(r0, r1, r72, 0, false, false, m);
    r74 = mod_mul_tw(r74, r75, 0, m);
    bfly_gs(r2, r3, r74, 0, false, false, m);
    r76 = mod_mul_tw(r76, r77, 0, m);
    bfly_gs(r4, r5, r76, 0, false, false, m);
    r78 = mod_mul_tw(r78, r79, 0, m);
    bfly_gs(r6, r7, r78, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 1) + threadIdx.x) >> 4)) + 2u] = r1;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r2;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 1) + threadIdx.x) >> 4)) + 6u] = r3;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r4;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 1) + threadIdx.x) >> 4)) + 10u] = r5;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 1) + threadIdx.x) >> 4)) + 12u] = r6;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 1) + threadIdx.x) >> 4)) + 14u] = r7;
    __syncthreads();

    // phase 4: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 1) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 1) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 1) + threadIdx.x) >> 4)) + 28u];
    r80 = mod_mul_tw(r80, r81, 0, m);
    bfly_gs(r0, r1, r80, 0, false, false, m);
    r82 = mod_mul_tw(r82, r83, 0, m);
    bfly_gs(r2, r3, r82, 0, false, false, m);
    r84 = mod_mul_tw(r84, r85, 0, m);
    bfly_gs(r4, r5, r84, 0, false, false, m);
    r86 = mod_mul_tw(r86, r87, 0, m);
    bfly_gs(r6, r7, r86, 0, false, false, m);
    r88 = mod_mul_tw(r88, r89, 0, m);
    bfly_gs(r0, r2, r88, 0, false, false, m);
    bfly_gs(r1, r3, r88, 0, false, false, m);
    r90 = mod_mul_tw(r90, r91, 0, m);
    bfly_gs(r4, r6, r90, 0, false, false, m);
    bfly_gs(r5, r7, r90, 0, false, false, m);
    r92 = mod_mul_tw(r92, r93, 0, m);
    bfly_gs(r0, r4, r92, 0, false, false, m);
    bfly_gs(r1, r5, r92, 0, false, false, m);
    bfly_gs(r2, r6, r92, 0, false, false, m);
    bfly_gs(r3, r7, r92, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 1) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 1) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 1) + threadIdx.x) >> 4)) + 28u] = r7;
    __syncthreads();

    // phase 5: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 102u];
    r4 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 170u];
    r6 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 238u];
    r95 = mod_mul_tw(r95, r96, 0, m);
    bfly_gs(r0, r1, r95, 0, false, false, m);
    r97 = mod_mul_tw(r97, r98, 0, m);
    bfly_gs(r2, r3, r97, 0, false, false, m);
    r20 = split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) >> 7)];
    r99 = mod_mul_tw(r99, r20, 0, m);
    bfly_gs(r4, r5, r99, 0, false, false, m);
    r22 = split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) & 127u)];
    r24 = split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) >> 7)];
    r22 = mod_mul_tw(r22, r24, 0, m);
    bfly_gs(r6, r7, r22, 0, false, false, m);
    r26 = split_lo_inv_v_t[(size_t)((__brev((2u + (((bx >> 6) | (threadIdx.x >> 7)) << 1))) >> 18) & 127u)];
    r28 = split_hi_inv_v_t[(size_t)((__brev((2u + (((bx >> 6) | (threadIdx.x >> 7)) << 1))) >> 18) >> 7)];
    r26 = mod_mul_tw(r26, r28, 0, m);
    bfly_gs(r0, r2, r26, 0, false, false, m);
    bfly_gs(r1, r3, r26, 0, false, false, m);
    r30 = split_lo_inv_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) & 127u)];
    r32 = split_hi_inv_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) >> 7)];
    r30 = mod_mul_tw(r30, r32, 0, m);
    bfly_gs(r4, r6, r30, 0, false, false, m);
    bfly_gs(r5, r7, r30, 0, false, false, m);
    bfly_gs(r0, r4, r94, 0, true, false, m);
    bfly_gs(r1, r5, r94, 0, true, false, m);
    bfly_gs(r2, r6, r94, 0, true, false, m);
    bfly_gs(r3, r7, r94, 0, true, false, m);
    r34 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r34, 0, m);
    r1 = mod_mul_tw(r1, r34, 0, m);
    r2 = mod_mul_tw(r2, r34, 0, m);
    r3 = mod_mul_tw(r3, r34, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 4096] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 6144] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 10240] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 12288] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 14336] = r7;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const word_t* __restrict__ split_lo_inv_v,
    const word_t* __restrict__ split_hi_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 128;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 128;
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 128;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 128;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73, r74, r75, r76, r77, r78, r79;
    word_t r80, r81, r82, r83, r84, r85, r86, r87;
    word_t r88, r89, r90, r91, r92, r93, r94, r95;
    word_t r96, r97, r98, r99, r100, r101, r102, r103;
    word_t r104, r105, r106, r107, r108, r109, r110, r111;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r48) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((1u + ((bx >> 6) | (threadIdx.x >> 7)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r49) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((1u + ((bx >> 6) | (threadIdx.x >> 7)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r50) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2u + (((bx >> 6) | (threadIdx.x >> 7)) << 1))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r51) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2u + (((bx >> 6) | (threadIdx.x >> 7)) << 1))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r52) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r53) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r54) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + (((bx >> 6) | (threadIdx.x >> 7)) << 2))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r55) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + (((bx >> 6) | (threadIdx.x >> 7)) << 2))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r56) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r57) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r58) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r59) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r60) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r61) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r62) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r63) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r64) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r65) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r66) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r67) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r68) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r69) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r70) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r71) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r72) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r73) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r74) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r75) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r76) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r77) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r78) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r79) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r80) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r81) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r82) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r83) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r84) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((1u + ((bx >> 6) | (threadIdx.x >> 7)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r85) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((1u + ((bx >> 6) | (threadIdx.x >> 7)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r86) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2u + (((bx >> 6) | (threadIdx.x >> 7)) << 1))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r87) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2u + (((bx >> 6) | (threadIdx.x >> 7)) << 1))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r88) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r89) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r90) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + (((bx >> 6) | (threadIdx.x >> 7)) << 2))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r91) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + (((bx >> 6) | (threadIdx.x >> 7)) << 2))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r92) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r93) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r94) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r95) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r96) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r97) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r98) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r99) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r100) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r101) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r102) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r103) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r104) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r105) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r106) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r107) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r108) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r109) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r110) : "l"(&split_lo_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r111) : "l"(&split_hi_fwd_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 4096];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 6144];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 10240];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 12288];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 14336];
    r48 = mod_mul_tw(r48, r49, 0, m);
    bfly_ct(r0, r4, r48, 0, false, false, m);
    bfly_ct(r1, r5, r48, 0, false, false, m);
    bfly_ct(r2, r6, r48, 0, false, false, m);
    bfly_ct(r3, r7, r48, 0, false, false, m);
    r50 = mod_mul_tw(r50, r51, 0, m);
    bfly_ct(r0, r2, r50, 0, false, false, m);
    bfly_ct(r1, r3, r50, 0, false, false, m);
    r52 = mod_mul_tw(r52, r53, 0, m);
    bfly_ct(r4, r6, r52, 0, false, false, m);
    bfly_ct(r5, r7, r52, 0, false, false, m);
    r54 = mod_mul_tw(r54, r55, 0, m);
    bfly_ct(r0, r1, r54, 0, false, false, m);
    r56 = mod_mul_tw(r56, r57, 0, m);
    bfly_ct(r2, r3, r56, 0, false, false, m);
    r58 = mod_mul_tw(r58, r59, 0, m);
    bfly_ct(r4, r5, r58, 0, false, false, m);
    r60 = mod_mul_tw(r60, r61, 0, m);
    bfly_ct(r6, r7, r60, 0, false, false, m);
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 1) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 1) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 1) + threadIdx.x) >> 4)) + 28u];
    r62 = mod_mul_tw(r62, r63, 0, m);
    bfly_ct(r0, r4, r62, 0, false, false, m);
    bfly_ct(r1, r5, r62, 0, false, false, m);
    bfly_ct(r2, r6, r62, 0, false, false, m);
    bfly_ct(r3, r7, r62, 0, false, false, m);
    r64 = mod_mul_tw(r64, r65, 0, m);
    bfly_ct(r0, r2, r64, 0, false, false, m);
    bfly_ct(r1, r3, r64, 0, false, false, m);
    r66 = mod_mul_tw(r66, r67, 0, m);
    bfly_ct(r4, r6, r66, 0, false, false, m);
    bfly_ct(r5, r7, r66, 0, false, false, m);
    r68 = mod_mul_tw(r68, r69, 0, m);
    bfly_ct(r0, r1, r68, 0, false, false, m);
    r70 = mod_mul_tw(r70, r71, 0, m);
    bfly_ct(r2, r3, r70, 0, false, false, m);
    r72 = mod_mul_tw(r72, r73, 0, m);
    bfly_ct(r4, r5, r72, 0, false, false, m);
    r74 = mod_mul_tw(r74, r75, 0, m);
    bfly_ct(r6, r7, r74, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 1) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 1) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 1) + threadIdx.x) >> 4)) + 28u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 1) + threadIdx.x) >> 4)) + 2u];
    r2 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 1) + threadIdx.x) >> 4)) + 6u];
    r4 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r5 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 1) + threadIdx.x) >> 4)) + 10u];
    r6 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 1) + threadIdx.x) >> 4)) + 12u];
    r7 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 1) + threadIdx.x) >> 4)) + 14u];
    r76 = mod_mul_tw(r76, r77, 0, m);
    bfly_ct(r0, r1, r76, 0, false, false, m);
    r78 = mod_mul_tw(r78, r79, 0, m);
    bfly_ct(r2, r3, r78, 0, false, false, m);
    r80 = mod_mul_tw(r80, r81, 0, m);
    bfly_ct(r4, r5, r80, 0, false, false, m);
    r82 = mod_mul_tw(r82, r83, 0, m);
    bfly_ct(r6, r7, r82, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 512] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 640] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 768] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 896] = r7;
    __syncthreads();

    // phase 3: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 2048];
    r2 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 4096];
    r3 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 6144];
    r4 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192];
    r5 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 10240];
    r6 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 12288];
    r7 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 14336];
    r84 = mod_mul_tw(r84, r85, 0, m);
    bfly_ct(r0, r4, r84, 0, false, false, m);
    bfly_ct(r1, r5, r84, 0, false, false, m);
    bfly_ct(r2, r6, r84, 0, false, false, m);
    bfly_ct(r3, r7, r84, 0, false, false, m);
    r86 = mod_mul_tw(r86, r87, 0, m);
    bfly_ct(r0, r2, r86, 0, false, false, m);
    bfly_ct(r1, r3, r86, 0, false, false, m);
    r88 = mod_mul_tw(r88, r89, 0, m);
    bfly_ct(r4, r6, r88, 0, false, false, m);
    bfly_ct(r5, r7, r88, 0, false, false, m);
    r90 = mod_mul_tw(r90, r91, 0, m);
    bfly_ct(r0, r1, r90, 0, false, false, m);
    r92 = mod_mul_tw(r92, r93, 0, m);
    bfly_ct(r2, r3, r92, 0, false, false, m);
    r94 = mod_mul_tw(r94, r95, 0, m);
    bfly_ct(r4, r5, r94, 0, false, false, m);
    r96 = mod_mul_tw(r96, r97, 0, m);
    bfly_ct(r6, r7, r96, 0, false, false, m);
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 4: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 1) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 1) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 1) + threadIdx.x) >> 4)) + 28u];
    r98 = mod_mul_tw(r98, r99, 0, m);
    bfly_ct(r0, r4, r98, 0, false, false, m);
    bfly_ct(r1, r5, r98, 0, false, false, m);
    bfly_ct(r2, r6, r98, 0, false, false, m);
    bfly_ct(r3, r7, r98, 0, false, false, m);
    r100 = mod_mul_tw(r100, r101, 0, m);
    bfly_ct(r0, r2, r100, 0, false, false, m);
    bfly_ct(r1, r3, r100, 0, false, false, m);
    r102 = mod_mul_tw(r102, r103, 0, m);
    bfly_ct(r4, r6, r102, 0, false, false, m);
    bfly_ct(r5, r7, r102, 0, false, false, m);
    r104 = mod_mul_tw(r104, r105, 0, m);
    bfly_ct(r0, r1, r104, 0, false, false, m);
    r106 = mod_mul_tw(r106, r107, 0, m);
    bfly_ct(r2, r3, r106, 0, false, false, m);
    r108 = mod_mul_tw(r108, r109, 0, m);
    bfly_ct(r4, r5, r108, 0, false, false, m);
    r110 = mod_mul_tw(r110, r111, 0, m);
    bfly_ct(r6, r7, r110, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 1) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 1) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 1) + threadIdx.x) >> 4)) + 28u] = r7;
    __syncthreads();

    // phase 5: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 1) + threadIdx.x) >> 4)) + 2u];
    r2 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 1) + threadIdx.x) >> 4)) + 6u];
    r4 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r5 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 1) + threadIdx.x) >> 4)) + 10u];
    r6 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 1) + threadIdx.x) >> 4)) + 12u];
    r7 = smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 1) + threadIdx.x) >> 4)) + 14u];
    r8 = split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) & 127u)];
    r10 = split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_ct(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r14 = split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_ct(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r6, r7, r20, 0, false, false, m);
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128] = r1;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256] = r2;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384] = r3;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 512] = r4;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 640] = r5;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 768] = r6;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 896] = r7;
    grid_sync(grid_counter);

    // phase 6: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u))];
    r1 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 16];
    r2 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 32];
    r3 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 48];
    r4 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 64];
    r5 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 80];
    r6 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 96];
    r7 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 112];
    r8 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u))];
    r9 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 16];
    r10 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 32];
    r11 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 48];
    r12 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 64];
    r13 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 80];
    r14 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 96];
    r15 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 112];
    r16 = split_lo_fwd_v_t[(size_t)((__brev((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r0, r4, r16, 0, false, false, m);
    bfly_ct(r1, r5, r16, 0, false, false, m);
    bfly_ct(r2, r6, r16, 0, false, false, m);
    bfly_ct(r3, r7, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((256u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((256u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r0, r2, r20, 0, false, false, m);
    bfly_ct(r1, r3, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[(size_t)((__brev((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) | 1u))) >> 18) & 127u)];
    r26 = split_hi_fwd_v_t[(size_t)((__brev((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) | 1u))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_ct(r4, r6, r24, 0, false, false, m);
    bfly_ct(r5, r7, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[(size_t)((__brev((512u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2))) >> 18) & 127u)];
    r30 = split_hi_fwd_v_t[(size_t)((__brev((512u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_ct(r0, r1, r28, 0, false, false, m);
    r32 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 1u))) >> 18) & 127u)];
    r34 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 1u))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_ct(r2, r3, r32, 0, false, false, m);
    r36 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 2u))) >> 18) & 127u)];
    r38 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 2u))) >> 18) >> 7)];
    r36 = mod_mul_tw(r36, r38, 0, m);
    bfly_ct(r4, r5, r36, 0, false, false, m);
    r40 = split_lo_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 3u))) >> 18) & 127u)];
    r42 = split_hi_fwd_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 3u))) >> 18) >> 7)];
    r40 = mod_mul_tw(r40, r42, 0, m);
    bfly_ct(r6, r7, r40, 0, false, false, m);
    bfly_ct(r8, r12, r16, 0, false, false, m);
    bfly_ct(r9, r13, r16, 0, false, false, m);
    bfly_ct(r10, r14, r16, 0, false, false, m);
    bfly_ct(r11, r15, r16, 0, false, false, m);
    bfly_ct(r8, r10, r20, 0, false, false, m);
    bfly_ct(r9, r11, r20, 0, false, false, m);
    bfly_ct(r12, r14, r24, 0, false, false, m);
    bfly_ct(r13, r15, r24, 0, false, false, m);
    bfly_ct(r8, r9, r28, 0, false, false, m);
    bfly_ct(r10, r11, r32, 0, false, false, m);
    bfly_ct(r12, r13, r36, 0, false, false, m);
    bfly_ct(r14, r15, r40, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 17u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 34u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 51u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 68u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 85u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 102u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 119u] = r7;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 272u] = r8;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 289u] = r9;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 306u] = r10;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 323u] = r11;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 340u] = r12;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 357u] = r13;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 374u] = r14;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 391u] = r15;
    __syncthreads();

    // phase 7: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 4u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 6u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 8u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 10u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 12u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 14u];
    r8 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 272u];
    r9 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 274u];
    r10 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 276u];
    r11 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 278u];
    r12 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 280u];
    r13 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 282u];
    r14 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 284u];
    r15 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 286u];
    r16 = split_lo_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r0, r4, r16, 0, false, false, m);
    bfly_ct(r1, r5, r16, 0, false, false, m);
    bfly_ct(r2, r6, r16, 0, false, false, m);
    bfly_ct(r3, r7, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1)))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r0, r2, r20, 0, false, false, m);
    bfly_ct(r1, r3, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)];
    r26 = split_hi_fwd_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_ct(r4, r6, r24, 0, false, false, m);
    bfly_ct(r5, r7, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2)))) >> 18) & 127u)];
    r30 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_ct(r0, r1, r28, 0, false, false, m);
    r32 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)];
    r34 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_ct(r2, r3, r32, 0, false, false, m);
    r36 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)];
    r38 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)];
    r36 = mod_mul_tw(r36, r38, 0, m);
    bfly_ct(r4, r5, r36, 0, false, false, m);
    r40 = split_lo_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)];
    r42 = split_hi_fwd_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)];
    r40 = mod_mul_tw(r40, r42, 0, m);
    bfly_ct(r6, r7, r40, 0, false, false, m);
    bfly_ct(r8, r12, r16, 0, false, false, m);
    bfly_ct(r9, r13, r16, 0, false, false, m);
    bfly_ct(r10, r14, r16, 0, false, false, m);
    bfly_ct(r11, r15, r16, 0, false, false, m);
    bfly_ct(r8, r10, r20, 0, false, false, m);
    bfly_ct(r9, r11, r20, 0, false, false, m);
    bfly_ct(r12, r14, r24, 0, false, false, m);
    bfly_ct(r13, r15, r24, 0, false, false, m);
    bfly_ct(r8, r9, r28, 0, false, false, m);
    bfly_ct(r10, r11, r32, 0, false, false, m);
    bfly_ct(r12, r13, r36, 0, false, false, m);
    bfly_ct(r14, r15, r40, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 2u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 4u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 6u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 8u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 10u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 12u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 14u] = r7;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 272u] = r8;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 274u] = r9;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 276u] = r10;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 278u] = r11;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 280u] = r12;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 282u] = r13;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 284u] = r14;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 286u] = r15;
    __syncthreads();

    // phase 8: forward kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 7u];
    r8 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 272u];
    r9 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 273u];
    r10 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 274u];
    r11 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 275u];
    r12 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 276u];
    r13 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 277u];
    r14 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 278u];
    r15 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 279u];
    r16 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)))) >> 18) & 127u)];
    r18 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_ct(r0, r1, r16, 0, false, false, m);
    r20 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r22 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_ct(r2, r3, r20, 0, false, false, m);
    r24 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r26 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_ct(r4, r5, r24, 0, false, false, m);
    r28 = split_lo_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r30 = split_hi_fwd_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_ct(r6, r7, r28, 0, false, false, m);
    bfly_ct(r8, r9, r16, 0, false, false, m);
    bfly_ct(r10, r11, r20, 0, false, false, m);
    bfly_ct(r12, r13, r24, 0, false, false, m);
    bfly_ct(r14, r15, r28, 0, false, false, m);
    r0 = mod_mul(r0, r8, m);
    r1 = mod_mul(r1, r9, m);
    r2 = mod_mul(r2, r10, m);
    r3 = mod_mul(r3, r11, m);
    r4 = mod_mul(r4, r12, m);
    r5 = mod_mul(r5, r13, m);
    r6 = mod_mul(r6, r14, m);
    r7 = mod_mul(r7, r15, m);
    r32 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)))) >> 18) & 127u)];
    r34 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_gs(r0, r1, r32, 0, false, false, m);
    r36 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r38 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r36 = mod_mul_tw(r36, r38, 0, m);
    bfly_gs(r2, r3, r36, 0, false, false, m);
    r40 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r42 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r40 = mod_mul_tw(r40, r42, 0, m);
    bfly_gs(r4, r5, r40, 0, false, false, m);
    r44 = split_lo_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r46 = split_hi_inv_v_t[(size_t)((__brev((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r44 = mod_mul_tw(r44, r46, 0, m);
    bfly_gs(r6, r7, r44, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 9: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 4u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 6u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 8u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 10u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 12u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 14u];
    r16 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2)))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r0, r1, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r2, r3, r20, 0, false, false, m);
    r24 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)];
    r26 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_gs(r4, r5, r24, 0, false, false, m);
    r28 = split_lo_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)];
    r30 = split_hi_inv_v_t[(size_t)((__brev((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 5) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_gs(r6, r7, r28, 0, false, false, m);
    r32 = split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1)))) >> 18) & 127u)];
    r34 = split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_gs(r0, r2, r32, 0, false, false, m);
    bfly_gs(r1, r3, r32, 0, false, false, m);
    r36 = split_lo_inv_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)];
    r38 = split_hi_inv_v_t[(size_t)((__brev((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 4) | (((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)];
    r36 = mod_mul_tw(r36, r38, 0, m);
    bfly_gs(r4, r6, r36, 0, false, false, m);
    bfly_gs(r5, r7, r36, 0, false, false, m);
    r40 = split_lo_inv_v_t[(size_t)((__brev((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u)))) >> 18) & 127u)];
    r42 = split_hi_inv_v_t[(size_t)((__brev((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u)))) >> 18) >> 7)];
    r40 = mod_mul_tw(r40, r42, 0, m);
    bfly_gs(r0, r4, r40, 0, false, false, m);
    bfly_gs(r1, r5, r40, 0, false, false, m);
    bfly_gs(r2, r6, r40, 0, false, false, m);
    bfly_gs(r3, r7, r40, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 2u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 4u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 6u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 8u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 10u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 12u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) << 4))) >> 4)) + 14u] = r7;
    __syncthreads();

    // phase 10: inverse kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 17u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 34u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 51u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 68u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 85u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 102u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 15u)) >> 4)) + 119u];
    r16 = split_lo_inv_v_t[(size_t)((__brev((512u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((512u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r0, r1, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 1u))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 1u))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r2, r3, r20, 0, false, false, m);
    r24 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 2u))) >> 18) & 127u)];
    r26 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 2u))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_gs(r4, r5, r24, 0, false, false, m);
    r28 = split_lo_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 3u))) >> 18) & 127u)];
    r30 = split_hi_inv_v_t[(size_t)((__brev((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 2) | 3u))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_gs(r6, r7, r28, 0, false, false, m);
    r32 = split_lo_inv_v_t[(size_t)((__brev((256u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1))) >> 18) & 127u)];
    r34 = split_hi_inv_v_t[(size_t)((__brev((256u + (((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_gs(r0, r2, r32, 0, false, false, m);
    bfly_gs(r1, r3, r32, 0, false, false, m);
    r36 = split_lo_inv_v_t[(size_t)((__brev((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) | 1u))) >> 18) & 127u)];
    r38 = split_hi_inv_v_t[(size_t)((__brev((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 1) | 1u))) >> 18) >> 7)];
    r36 = mod_mul_tw(r36, r38, 0, m);
    bfly_gs(r4, r6, r36, 0, false, false, m);
    bfly_gs(r5, r7, r36, 0, false, false, m);
    r40 = split_lo_inv_v_t[(size_t)((__brev((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)))) >> 18) & 127u)];
    r42 = split_hi_inv_v_t[(size_t)((__brev((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)))) >> 18) >> 7)];
    r40 = mod_mul_tw(r40, r42, 0, m);
    bfly_gs(r0, r4, r40, 0, false, false, m);
    bfly_gs(r1, r5, r40, 0, false, false, m);
    bfly_gs(r2, r6, r40, 0, false, false, m);
    bfly_gs(r3, r7, r40, 0, false, false, m);
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u))] = r0;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 16] = r1;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 32] = r2;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 48] = r3;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 64] = r4;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 80] = r5;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 96] = r6;
    x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 15u)) + 112] = r7;
    grid_sync(grid_counter);

    // phase 11: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 512];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 640];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 768];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | (((threadIdx.y & 15u) << 3) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 896];
    r8 = split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) & 127u)];
    r10 = split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | ((threadIdx.y & 15u) << 2)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) & 127u)];
    r14 = split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 1u)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 2u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (((threadIdx.y & 15u) << 2) | 3u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 1) + threadIdx.x) >> 4)) + 2u] = r1;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r2;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 1) + threadIdx.x) >> 4)) + 6u] = r3;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r4;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 1) + threadIdx.x) >> 4)) + 10u] = r5;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 1) + threadIdx.x) >> 4)) + 12u] = r6;
    smem[(((((threadIdx.y & 15u) << 3) << 1) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 1) + threadIdx.x) >> 4)) + 14u] = r7;
    __syncthreads();

    // phase 12: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 1) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 1) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 1) + threadIdx.x) >> 4)) + 28u];
    r8 = split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) & 127u)];
    r10 = split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)))) >> 18) >> 7)];
    r8 = mod_mul_tw(r8, r10, 0, m);
    bfly_gs(r0, r1, r8, 0, false, false, m);
    r12 = split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) & 127u)];
    r14 = split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 1u)))) >> 18) >> 7)];
    r12 = mod_mul_tw(r12, r14, 0, m);
    bfly_gs(r2, r3, r12, 0, false, false, m);
    r16 = split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) & 127u)];
    r18 = split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 2u)))) >> 18) >> 7)];
    r16 = mod_mul_tw(r16, r18, 0, m);
    bfly_gs(r4, r5, r16, 0, false, false, m);
    r20 = split_lo_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) & 127u)];
    r22 = split_hi_inv_v_t[(size_t)((__brev((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((((threadIdx.y >> 1) & 7u) << 2) | 3u)))) >> 18) >> 7)];
    r20 = mod_mul_tw(r20, r22, 0, m);
    bfly_gs(r6, r7, r20, 0, false, false, m);
    r24 = split_lo_inv_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) & 127u)];
    r26 = split_hi_inv_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 18) >> 7)];
    r24 = mod_mul_tw(r24, r26, 0, m);
    bfly_gs(r0, r2, r24, 0, false, false, m);
    bfly_gs(r1, r3, r24, 0, false, false, m);
    r28 = split_lo_inv_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) & 127u)];
    r30 = split_hi_inv_v_t[(size_t)((__brev((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 18) >> 7)];
    r28 = mod_mul_tw(r28, r30, 0, m);
    bfly_gs(r4, r6, r28, 0, false, false, m);
    bfly_gs(r5, r7, r28, 0, false, false, m);
    r32 = split_lo_inv_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) & 127u)];
    r34 = split_hi_inv_v_t[(size_t)((__brev((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 18) >> 7)];
    r32 = mod_mul_tw(r32, r34, 0, m);
    bfly_gs(r0, r4, r32, 0, false, false, m);
    bfly_gs(r1, r5, r32, 0, false, false, m);
    bfly_gs(r2, r6, r32, 0, false, false, m);
    bfly_gs(r3, r7, r32, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 1) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 1) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 1) + threadIdx.x) >> 4)) + 28u] = r7;
    __syncthreads();

    // phase 13: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 102u];
    r4 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 170u];
    r6 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[((((threadIdx.y & 15u) << 1) + threadIdx.x) + ((((threadIdx.y & 15u) << 1) + threadIdx.x) >> 4)) + 238u];
    r8 = inv_len_v_t[1];
    r10 = split_lo_inv_v_t[(size_t)((__brev((4u + (((bx >> 6) | (threadIdx.x >> 7)) << 2))) >> 18) & 127u)];
    r12 = split_hi_inv_v_t[(size_t)((__brev((4u + (((bx >> 6) | (threadIdx.x >> 7)) << 2))) >> 18) >> 7)];
    r10 = mod_mul_tw(r10, r12, 0, m);
    bfly_gs(r0, r1, r10, 0, false, false, m);
    r14 = split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) & 127u)];
    r16 = split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 1u))) >> 18) >> 7)];
    r14 = mod_mul_tw(r14, r16, 0, m);
    bfly_gs(r2, r3, r14, 0, false, false, m);
    r18 = split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) & 127u)];
    r20 = split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 2u))) >> 18) >> 7)];
    r18 = mod_mul_tw(r18, r20, 0, m);
    bfly_gs(r4, r5, r18, 0, false, false, m);
    r22 = split_lo_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) & 127u)];
    r24 = split_hi_inv_v_t[(size_t)((__brev((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | 3u))) >> 18) >> 7)];
    r22 = mod_mul_tw(r22, r24, 0, m);
    bfly_gs(r6, r7, r22, 0, false, false, m);
    r26 = split_lo_inv_v_t[(size_t)((__brev((2u + (((bx >> 6) | (threadIdx.x >> 7)) << 1))) >> 18) & 127u)];
    r28 = split_hi_inv_v_t[(size_t)((__brev((2u + (((bx >> 6) | (threadIdx.x >> 7)) << 1))) >> 18) >> 7)];
    r26 = mod_mul_tw(r26, r28, 0, m);
    bfly_gs(r0, r2, r26, 0, false, false, m);
    bfly_gs(r1, r3, r26, 0, false, false, m);
    r30 = split_lo_inv_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) & 127u)];
    r32 = split_hi_inv_v_t[(size_t)((__brev((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | 1u))) >> 18) >> 7)];
    r30 = mod_mul_tw(r30, r32, 0, m);
    bfly_gs(r4, r6, r30, 0, false, false, m);
    bfly_gs(r5, r7, r30, 0, false, false, m);
    bfly_gs(r0, r4, r8, 0, true, false, m);
    bfly_gs(r1, r5, r8, 0, true, false, m);
    bfly_gs(r2, r6, r8, 0, true, false, m);
    bfly_gs(r3, r7, r8, 0, true, false, m);
    r34 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r34, 0, m);
    r1 = mod_mul_tw(r1, r34, 0, m);
    r2 = mod_mul_tw(r2, r34, 0, m);
    r3 = mod_mul_tw(r3, r34, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 4096] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 6144] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 10240] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 12288] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 15u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 14336] = r7;
}

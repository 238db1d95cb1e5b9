// nttgen: cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg (generated; do not edit)
// command: codegen emit --spec generated/specs/cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg.toml --out generated/cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg"
//   transform = "ntt-cyclic"
//   log_n = 14
//   word = "u64"
//   reduction = "solinas"
//   radix = 4
//   stage_split = [6, 4, 4]
//   cluster = 32
//   layout = "packed"
//   access = "constant-geometry"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = ["18446744069414584321"]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_fwd0: grid_x 8, block 32 x 16, shared 34816 B; mulmods 0, addmods 196608, butterflies 49152, global bytes 262144 (read 131072, write 131072), table bytes 0, shuffles 0
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_fwd1: grid_x 32, block 32 x 4, shared 8704 B; mulmods 32768, addmods 65536, butterflies 32768, global bytes 262144 (read 131072, write 131072), table bytes 196608, shuffles 0
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_fwd2: grid_x 32, block 4 x 32, shared 8704 B; mulmods 32768, addmods 65536, butterflies 32768, global bytes 262144 (read 131072, write 131072), table bytes 196608, shuffles 0
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_pw: grid_x 128, block 128 x 1, shared 0 B; mulmods 16384, addmods 0, butterflies 0, global bytes 393216 (read 262144, write 131072), table bytes 0, shuffles 0
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_inv2: grid_x 32, block 4 x 32, shared 8704 B; mulmods 32768, addmods 65536, butterflies 32768, global bytes 262144 (read 131072, write 131072), table bytes 196608, shuffles 0
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_inv1: grid_x 32, block 32 x 4, shared 8704 B; mulmods 32768, addmods 65536, butterflies 32768, global bytes 262144 (read 131072, write 131072), table bytes 196608, shuffles 0
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_inv0: grid_x 8, block 32 x 16, shared 34816 B; mulmods 16384, addmods 196608, butterflies 49152, global bytes 262144 (read 131072, write 131072), table bytes 32768, shuffles 0
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_pwinv2: grid_x 32, block 4 x 32, shared 8704 B; mulmods 49152, addmods 65536, butterflies 32768, global bytes 393216 (read 262144, write 131072), table bytes 196608, shuffles 0
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_fwd_coop: grid_x 32, block 8 x 16, shared 8832 B; mulmods 65536, addmods 327680, butterflies 114688, global bytes 786432 (read 393216, write 393216), table bytes 393216, shuffles 0
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_inv_coop: grid_x 32, block 8 x 16, shared 8832 B; mulmods 81920, addmods 327680, butterflies 114688, global bytes 786432 (read 393216, write 393216), table bytes 425984, shuffles 0
//   cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_product_coop: grid_x 32, block 8 x 16, shared 8832 B; mulmods 229376, addmods 983040, butterflies 344064, global bytes 2490368 (read 1310720, write 1179648), table bytes 1212416, shuffles 0

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

/* nttgen reduce/solinas.cu (word = u64): reduction modulo the Solinas
 * prime q = 2^64 - 2^32 + 1 (Goey §3.1's 0xFFFFFFFF00000001), u64 words only.
 * Rust twin: codegen/src/arith/reduce/solinas.rs.
 *
 * Bounds: q = 2^64 - 2^32 + 1 exactly.
 * mod_fold: a 128-bit x = hi·2^64 + lo, hi = hh·2^32 + hl, folds with
 * 2^64 ≡ 2^32 - 1 = ε and 2^96 ≡ -1:  x ≡ lo - hh + hl·ε.
 *   t0 = lo - hh;  t0 -= ε on borrow (2^64 ≡ ε; cannot underflow)
 *   t1 = hl·ε = (hl << 32) - hl (< 2^64);  r = t0 + t1;  r += ε on carry (cannot overflow)
 *   r -= q if r >= q (r < 2^64 < 2q: one correction)
 * mod_mul folds the 128-bit product.
 * mod_mul_pow2 (Goey §3.1): 2 has order 192 (2^96 ≡ -1), so every 64th root of
 * unity is a power of 8 = 2^3; a twiddle 2^e (e < 192, public: from the
 * twiddle's index) multiplies by shifts and two folds, no 64x64 product:
 *   r = e mod 64, t = e div 64;  z = fold(x·2^r);  p = fold(z·2^32)
 *   t = 0: z;  t = 1: z·2^64 ≡ z·ε = p - z;  t = 2: z·2^128 ≡ -z·2^32 = -p  (selects)
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 * ModConst: q = 2^64 - 2^32 + 1; c0 = c1 = c2 = 0 (unused: literals below).
 */

__device__ __forceinline__ word_t mod_fold(word_t hi, word_t lo) {
    const word_t EPS = 0xFFFFFFFFull;
    const word_t Q = 0xFFFFFFFF00000001ull;
    word_t hh = hi >> 32;
    word_t hl = hi & EPS;
    word_t t0 = lo - hh;
    t0 -= EPS & mod_mask(lo < hh);
    word_t t1 = (hl << 32) - hl;
    word_t r = t0 + t1;
    r += EPS & mod_mask(r < t1);
    return r - (Q & mod_mask(r >= Q));
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_fold(__umul64hi(a, b), a * b);
}

__device__ __forceinline__ word_t mod_mul_pow2(word_t x, unsigned int e) {
    const word_t Q = 0xFFFFFFFF00000001ull;
    const unsigned int r = e & 63u, t = e >> 6;
    const word_t z = mod_fold((x >> 1) >> (63u - r), x << r);
    const word_t p = mod_fold(z >> 32, z << 32);
    const word_t once = mod_sub(p, z, Q);
    const word_t twice = mod_sub(0ull, p, Q);
    return (z & mod_mask(t == 0u)) | (once & mod_mask(t == 1u)) | (twice & mod_mask(t == 2u));
}

/* Butterflies by the twiddle 2^e (twins of butterfly.rs bfly_ct_pow2 / bfly_gs_pow2). */
__device__ __forceinline__ void bfly_ct_pow2(word_t& a, word_t& b, unsigned int e, const ModConst m) {
    const word_t t = mod_mul_pow2(b, e);
    const word_t u = a;
    a = mod_add(u, t, m.q);
    b = mod_sub(u, t, m.q);
}

__device__ __forceinline__ void bfly_gs_pow2(word_t& a, word_t& b, unsigned int e, const ModConst m) {
    const word_t d = mod_sub(a, b, m.q);
    a = mod_add(a, b, m.q);
    b = mod_mul_pow2(d, e);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
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



extern "C" __global__ void __launch_bounds__(512) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_fwd0(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
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
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 14) | (threadIdx.y << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 16u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 32u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 48u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))];
    bfly_ct_pow2(r0, r2, (unsigned int)(0u), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(0u), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 8)) << 1) | (threadIdx.y >> 5))) & 1u)) >> 31) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y >> 5) | 1u))) & 1u)) >> 31) & 3u) << 4) * 3u)), m);
    smem[((((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 5) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 5) + threadIdx.x) >> 4)) + 2176u] = r0;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 5) + threadIdx.x) >> 4)) + 2176u] = r1;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 5) + threadIdx.x) >> 4)) + 2176u] = r2;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 5) + threadIdx.x) >> 4)) + 2176u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + (((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4)) + 2176u];
    r1 = smem[((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4)) + 2176u];
    r2 = smem[((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4)) + 2176u];
    r3 = smem[((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4)) + 2176u];
    bfly_ct_pow2(r0, r2, (unsigned int)(((((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(((((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 5)))) & 7u)) >> 29) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 7u)) >> 29) * 52u) & 63u) * 3u)), m);
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 4))) << 5) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 4))) << 5) + threadIdx.x) >> 4))] = r0;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 1u))) << 5) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 1u))) << 5) + threadIdx.x) >> 4))] = r1;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 2u))) << 5) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 2u))) << 5) + threadIdx.x) >> 4))] = r2;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 3u))) << 5) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 3u))) << 5) + threadIdx.x) >> 4))] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 4) & 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + (((((((threadIdx.y >> 4) & 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4))];
    r1 = smem[((((((((threadIdx.y >> 4) & 3u) | 1u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 1u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4))];
    r2 = smem[((((((((threadIdx.y >> 4) & 3u) | 2u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 2u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4))];
    r3 = smem[((((((((threadIdx.y >> 4) & 3u) | 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4))];
    bfly_ct_pow2(r0, r2, (unsigned int)(((((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(((((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | (threadIdx.y >> 5)))) & 31u)) >> 27) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 31u)) >> 27) * 13u) & 63u) * 3u)), m);
    s0[poly + (size_t)((((((((bx >> 3) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4))) << 4) | (threadIdx.x & 15u)) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 4) & 15u)))] = r0;
    s0[poly + (size_t)((((((((bx >> 3) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u))) << 4) | (threadIdx.x & 15u)) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 4) & 15u)))] = r1;
    s0[poly + (size_t)((((((((bx >> 3) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u))) << 4) | (threadIdx.x & 15u)) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 4) & 15u)))] = r2;
    s0[poly + (size_t)((((((((bx >> 3) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u))) << 4) | (threadIdx.x & 15u)) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 4) & 15u)))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_fwd1(
    word_t* __restrict__ s0,
    word_t* __restrict__ s1,
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
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = s0[poly + (size_t)(((((((bx << 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)) << 4) | (threadIdx.x & 15u)) << 4) | (threadIdx.y & 15u))];
    r1 = s0[poly + (size_t)(((((((bx << 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)) << 4) | (threadIdx.x & 15u)) << 4) | ((threadIdx.y & 15u) | 4u))];
    r2 = s0[poly + (size_t)(((((((bx << 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)) << 4) | (threadIdx.x & 15u)) << 4) | ((threadIdx.y & 15u) | 8u))];
    r3 = s0[poly + (size_t)(((((((bx << 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)) << 4) | (threadIdx.x & 15u)) << 4) | ((threadIdx.y & 15u) | 12u))];
    r4 = tw_fwd_v_t[(size_t)(((bx << 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)) + 64];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    r6 = tw_fwd_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 1) | (threadIdx.y >> 3)) + 128];
    bfly_ct(r0, r1, r6, 0, true, false, m);
    r8 = tw_fwd_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y >> 3) | 1u)) + 128];
    bfly_ct(r2, r3, r8, 0, true, false, m);
    smem[((((((threadIdx.y & 3u) << 2) | (threadIdx.y >> 2)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | (threadIdx.y >> 2)) << 5) + threadIdx.x) >> 4)) + 544u] = r0;
    smem[((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 1u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 1u)) << 5) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 2u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 2u)) << 5) + threadIdx.x) >> 4)) + 544u] = r2;
    smem[((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 3u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 3u)) << 5) + threadIdx.x) >> 4)) + 544u] = r3;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 5) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 5) + threadIdx.x) >> 4)) + 544u];
    r1 = smem[((((((((threadIdx.y >> 2) & 3u) | 1u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 1u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 5) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 2u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 5) + threadIdx.x) >> 4)) + 544u];
    r3 = smem[((((((((threadIdx.y >> 2) & 3u) | 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 3u) | 3u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) << 5) + threadIdx.x) >> 4)) + 544u];
    r4 = tw_fwd_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) + 256];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    r6 = tw_fwd_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) + 512];
    bfly_ct(r0, r1, r6, 0, true, false, m);
    r8 = tw_fwd_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) + 512];
    bfly_ct(r2, r3, r8, 0, true, false, m);
    s1[poly + (size_t)((((((bx << 1) | (threadIdx.x >> 4)) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 2))) << 4) | (threadIdx.x & 15u))] = r0;
    s1[poly + (size_t)((((((bx << 1) | (threadIdx.x >> 4)) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 1u))) << 4) | (threadIdx.x & 15u))] = r1;
    s1[poly + (size_t)((((((bx << 1) | (threadIdx.x >> 4)) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 2u))) << 4) | (threadIdx.x & 15u))] = r2;
    s1[poly + (size_t)((((((bx << 1) | (threadIdx.x >> 4)) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 3u))) << 4) | (threadIdx.x & 15u))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_fwd2(
    word_t* __restrict__ x,
    word_t* __restrict__ s1,
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
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 2: load
    r0 = s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | (threadIdx.x & 15u))];
    r1 = s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | ((threadIdx.x & 15u) | 4u))];
    r2 = s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | ((threadIdx.x & 15u) | 8u))];
    r3 = s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | ((threadIdx.x & 15u) | 12u))];
    r4 = tw_fwd_v_t[(size_t)(((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) + 1024];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    r6 = tw_fwd_v_t[(size_t)((((bx << 5) | threadIdx.y) << 1) | (threadIdx.x >> 3)) + 2048];
    bfly_ct(r0, r1, r6, 0, true, false, m);
    r8 = tw_fwd_v_t[(size_t)((((bx << 5) | threadIdx.y) << 1) | ((threadIdx.x >> 3) | 1u)) + 2048];
    bfly_ct(r2, r3, r8, 0, true, false, m);
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 2))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 2))) >> 4)) + 544u] = r0;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 1u))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 1u))) >> 4)) + 544u] = r1;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 2u))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 2u))) >> 4)) + 544u] = r2;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 3u))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 3u))) >> 4)) + 544u] = r3;
    __syncthreads();

    // phase 1: forward kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + ((((threadIdx.x >> 2) & 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 4)) + 544u];
    r1 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 1u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 1u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 4)) + 544u];
    r2 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 2u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 4)) + 544u];
    r3 = smem[(((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) + (((threadIdx.y << 4) + (((((threadIdx.x >> 2) & 3u) | 3u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4)))) >> 4)) + 544u];
    r4 = tw_fwd_v_t[(size_t)((((bx << 5) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))) + 4096];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    r6 = tw_fwd_v_t[(size_t)((((bx << 5) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 3))) + 8192];
    bfly_ct(r0, r1, r6, 0, true, false, m);
    r8 = tw_fwd_v_t[(size_t)((((bx << 5) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 3) | 1u))) + 8192];
    bfly_ct(r2, r3, r8, 0, true, false, m);
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 2)))] = r0;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 1u)))] = r1;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 2u)))] = r2;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 3u)))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_pw(
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

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_inv2(
    word_t* __restrict__ x,
    word_t* __restrict__ s1,
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
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 2: load
    r0 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 2)))];
    r1 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 1u)))];
    r2 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 2u)))];
    r3 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 3u)))];
    r4 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 3))) + 8192];
    bfly_gs(r0, r1, r4, 0, true, false, m);
    r6 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 3) | 1u))) + 8192];
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))) + 4096];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 2))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 2))) >> 4)) + 544u] = r0;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 1u))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 1u))) >> 4)) + 544u] = r1;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 2u))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 2u))) >> 4)) + 544u] = r2;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 3u))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 3u))) >> 4)) + 544u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + threadIdx.x) + (((threadIdx.y << 4) + threadIdx.x) >> 4)) + 544u];
    r1 = smem[(((threadIdx.y << 4) + (threadIdx.x | 4u)) + (((threadIdx.y << 4) + (threadIdx.x | 4u)) >> 4)) + 544u];
    r2 = smem[(((threadIdx.y << 4) + (threadIdx.x | 8u)) + (((threadIdx.y << 4) + (threadIdx.x | 8u)) >> 4)) + 544u];
    r3 = smem[(((threadIdx.y << 4) + (threadIdx.x | 12u)) + (((threadIdx.y << 4) + (threadIdx.x | 12u)) >> 4)) + 544u];
    r4 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 1) | (threadIdx.x >> 3)) + 2048];
    bfly_gs(r0, r1, r4, 0, true, false, m);
    r6 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 1) | ((threadIdx.x >> 3) | 1u)) + 2048];
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)(((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) + 1024];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | (threadIdx.x & 15u))] = r0;
    s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | ((threadIdx.x & 15u) | 4u))] = r1;
    s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | ((threadIdx.x & 15u) | 8u))] = r2;
    s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | ((threadIdx.x & 15u) | 12u))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_inv1(
    word_t* __restrict__ s0,
    word_t* __restrict__ s1,
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
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = s1[poly + (size_t)((((((bx << 1) | (threadIdx.x >> 4)) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 2))) << 4) | (threadIdx.x & 15u))];
    r1 = s1[poly + (size_t)((((((bx << 1) | (threadIdx.x >> 4)) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 1u))) << 4) | (threadIdx.x & 15u))];
    r2 = s1[poly + (size_t)((((((bx << 1) | (threadIdx.x >> 4)) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 2u))) << 4) | (threadIdx.x & 15u))];
    r3 = s1[poly + (size_t)((((((bx << 1) | (threadIdx.x >> 4)) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 3u))) << 4) | (threadIdx.x & 15u))];
    r4 = tw_inv_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 3))) + 512];
    bfly_gs(r0, r1, r4, 0, true, false, m);
    r6 = tw_inv_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 3) | 1u))) + 512];
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 4))) + 256];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    smem[((((((threadIdx.y & 3u) << 2) | (threadIdx.y >> 2)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | (threadIdx.y >> 2)) << 5) + threadIdx.x) >> 4)) + 544u] = r0;
    smem[((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 1u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 1u)) << 5) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 2u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 2u)) << 5) + threadIdx.x) >> 4)) + 544u] = r2;
    smem[((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 3u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 2) | 3u)) << 5) + threadIdx.x) >> 4)) + 544u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + threadIdx.x) + (((threadIdx.y << 5) + threadIdx.x) >> 4)) + 544u];
    r1 = smem[((((threadIdx.y | 4u) << 5) + threadIdx.x) + ((((threadIdx.y | 4u) << 5) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[((((threadIdx.y | 8u) << 5) + threadIdx.x) + ((((threadIdx.y | 8u) << 5) + threadIdx.x) >> 4)) + 544u];
    r3 = smem[((((threadIdx.y | 12u) << 5) + threadIdx.x) + ((((threadIdx.y | 12u) << 5) + threadIdx.x) >> 4)) + 544u];
    r4 = tw_inv_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 1) | (threadIdx.y >> 3)) + 128];
    bfly_gs(r0, r1, r4, 0, true, false, m);
    r6 = tw_inv_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 1) | ((threadIdx.y >> 3) | 1u)) + 128];
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)(((bx << 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)) + 64];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    s0[poly + (size_t)(((((((bx << 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)) << 4) | (threadIdx.x & 15u)) << 4) | (threadIdx.y & 15u))] = r0;
    s0[poly + (size_t)(((((((bx << 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)) << 4) | (threadIdx.x & 15u)) << 4) | ((threadIdx.y & 15u) | 4u))] = r1;
    s0[poly + (size_t)(((((((bx << 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)) << 4) | (threadIdx.x & 15u)) << 4) | ((threadIdx.y & 15u) | 8u))] = r2;
    s0[poly + (size_t)(((((((bx << 1) | (threadIdx.x >> 4)) | (threadIdx.y >> 4)) << 4) | (threadIdx.x & 15u)) << 4) | ((threadIdx.y & 15u) | 12u))] = r3;
}

extern "C" __global__ void __launch_bounds__(512) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_inv0(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
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
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = s0[poly + (size_t)((((((((bx >> 3) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4))) << 4) | (threadIdx.x & 15u)) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 4) & 15u)))];
    r1 = s0[poly + (size_t)((((((((bx >> 3) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u))) << 4) | (threadIdx.x & 15u)) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 4) & 15u)))];
    r2 = s0[poly + (size_t)((((((((bx >> 3) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u))) << 4) | (threadIdx.x & 15u)) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 4) & 15u)))];
    r3 = s0[poly + (size_t)((((((((bx >> 3) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u))) << 4) | (threadIdx.x & 15u)) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 4) & 15u)))];
    bfly_gs_pow2(r0, r1, (unsigned int)(((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | (threadIdx.y >> 5)))) & 31u)) >> 27) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)(((((__brev(((32u + ((((bx >> 3) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 31u)) >> 27) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)(((((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)(((((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 38u) & 63u) * 3u)), m);
    smem[((((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) & 15u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 5) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) & 15u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 5) + threadIdx.x) >> 4)) + 2176u] = r0;
    smem[((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 1u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 5) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 1u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 5) + threadIdx.x) >> 4)) + 2176u] = r1;
    smem[((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 2u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 5) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 2u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 5) + threadIdx.x) >> 4)) + 2176u] = r2;
    smem[((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 3u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 5) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 3u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 5) + threadIdx.x) >> 4)) + 2176u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + (((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4)) + 2176u];
    r1 = smem[((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4)) + 2176u];
    r2 = smem[((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4)) + 2176u];
    r3 = smem[((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 5) + threadIdx.x) >> 4)) + 2176u];
    bfly_gs_pow2(r0, r1, (unsigned int)(((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 5)))) & 7u)) >> 29) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)(((((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 7u)) >> 29) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)(((((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)(((((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 24u) & 63u) * 3u)), m);
    smem[((((((threadIdx.y & 3u) << 4) | (threadIdx.y >> 2)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | (threadIdx.y >> 2)) << 5) + threadIdx.x) >> 4))] = r0;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 4u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 4u)) << 5) + threadIdx.x) >> 4))] = r1;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 8u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 8u)) << 5) + threadIdx.x) >> 4))] = r2;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 12u)) << 5) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 12u)) << 5) + threadIdx.x) >> 4))] = r3;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 5) + threadIdx.x) + (((threadIdx.y << 5) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y | 16u) << 5) + threadIdx.x) + ((((threadIdx.y | 16u) << 5) + threadIdx.x) >> 4))];
    r2 = smem[((((threadIdx.y | 32u) << 5) + threadIdx.x) + ((((threadIdx.y | 32u) << 5) + threadIdx.x) >> 4))];
    r3 = smem[((((threadIdx.y | 48u) << 5) + threadIdx.x) + ((((threadIdx.y | 48u) << 5) + threadIdx.x) >> 4))];
    bfly_gs_pow2(r0, r1, (unsigned int)(((((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 8)) << 1) | (threadIdx.y >> 5))) & 1u)) >> 31) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)(((((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y >> 5) | 1u))) & 1u)) >> 31) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)(0u), m);
    bfly_gs_pow2(r1, r3, (unsigned int)(0u), m);
    r4 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r4, 0, m);
    r1 = mod_mul_tw(r1, r4, 0, m);
    r2 = mod_mul_tw(r2, r4, 0, m);
    r3 = mod_mul_tw(r3, r4, 0, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 14) | (threadIdx.y << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 16u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 32u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 48u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_pwinv2(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    word_t* __restrict__ s1,
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
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 2: load
    r0 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 2)))];
    r4 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 2)))];
    r0 = mod_mul(r0, r4, m);
    r1 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 1u)))];
    r5 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 1u)))];
    r1 = mod_mul(r1, r5, m);
    r2 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 2u)))];
    r6 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 2u)))];
    r2 = mod_mul(r2, r6, m);
    r3 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 3u)))];
    r7 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 3u)))];
    r3 = mod_mul(r3, r7, m);
    r8 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 3))) + 8192];
    bfly_gs(r0, r1, r8, 0, true, false, m);
    r10 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 3) | 1u))) + 8192];
    bfly_gs(r2, r3, r10, 0, true, false, m);
    r12 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 4))) + 4096];
    bfly_gs(r0, r2, r12, 0, true, false, m);
    bfly_gs(r1, r3, r12, 0, true, false, m);
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 2))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 2))) >> 4)) + 544u] = r0;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 1u))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 1u))) >> 4)) + 544u] = r1;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 2u))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 2u))) >> 4)) + 544u] = r2;
    smem[(((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 3u))) + (((threadIdx.y << 4) + (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 2) | 3u))) >> 4)) + 544u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + threadIdx.x) + (((threadIdx.y << 4) + threadIdx.x) >> 4)) + 544u];
    r1 = smem[(((threadIdx.y << 4) + (threadIdx.x | 4u)) + (((threadIdx.y << 4) + (threadIdx.x | 4u)) >> 4)) + 544u];
    r2 = smem[(((threadIdx.y << 4) + (threadIdx.x | 8u)) + (((threadIdx.y << 4) + (threadIdx.x | 8u)) >> 4)) + 544u];
    r3 = smem[(((threadIdx.y << 4) + (threadIdx.x | 12u)) + (((threadIdx.y << 4) + (threadIdx.x | 12u)) >> 4)) + 544u];
    r4 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 1) | (threadIdx.x >> 3)) + 2048];
    bfly_gs(r0, r1, r4, 0, true, false, m);
    r6 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 1) | ((threadIdx.x >> 3) | 1u)) + 2048];
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)(((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) + 1024];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | (threadIdx.x & 15u))] = r0;
    s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | ((threadIdx.x & 15u) | 4u))] = r1;
    s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | ((threadIdx.x & 15u) | 8u))] = r2;
    s1[poly + (size_t)(((((bx << 5) | threadIdx.y) | (threadIdx.x >> 4)) << 4) | ((threadIdx.x & 15u) | 12u))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_fwd_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    word_t* __restrict__ s1,
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
    word_t r0, r1, r2, r3, r10, r11, r12, r13;
    word_t r14, r15, r16, r17, r18, r19, r20, r21;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r10) : "l"(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r11) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 8)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r12) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 1) | (((threadIdx.x + (threadIdx.y << 3)) >> 8) | 1u)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r13) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r14) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 3) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 8))) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r15) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 3) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 3)) >> 8) | 1u))) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r16) : "l"(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r17) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 1) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r18) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 1) + 2049]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r19) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r20) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 1)) + 8192]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r21) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 1)) + 8193]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | (threadIdx.y << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 16u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 32u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 48u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    bfly_ct_pow2(r0, r2, (unsigned int)(0u), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(0u), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | (threadIdx.y >> 5))) & 1u)) >> 31) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y >> 5) | 1u))) & 1u)) >> 31) & 3u) << 4) * 3u)), m);
    smem[((((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 3) + threadIdx.x) >> 4)) + 544u] = r0;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 3) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 3) + threadIdx.x) >> 4)) + 544u] = r2;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 3) + threadIdx.x) >> 4)) + 544u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r1 = smem[((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r3 = smem[((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    bfly_ct_pow2(r0, r2, (unsigned int)(((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 5)))) & 7u)) >> 29) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 7u)) >> 29) * 52u) & 63u) * 3u)), m);
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 4))] = r0;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 1u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 1u))) << 3) + threadIdx.x) >> 4))] = r1;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 2u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 2u))) << 3) + threadIdx.x) >> 4))] = r2;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 3u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 3u))) << 3) + threadIdx.x) >> 4))] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 4) & 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 4) & 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    r1 = smem[((((((((threadIdx.y >> 4) & 3u) | 1u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 1u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    r2 = smem[((((((((threadIdx.y >> 4) & 3u) | 2u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 2u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    r3 = smem[((((((((threadIdx.y >> 4) & 3u) | 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    bfly_ct_pow2(r0, r2, (unsigned int)(((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | (threadIdx.y >> 5)))) & 31u)) >> 27) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 31u)) >> 27) * 13u) & 63u) * 3u)), m);
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r0;
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r1;
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r2;
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r3;
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u))];
    r1 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 4u))];
    r2 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 8u))];
    r3 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 12u))];
    bfly_ct(r0, r2, r10, 0, true, false, m);
    bfly_ct(r1, r3, r10, 0, true, false, m);
    bfly_ct(r0, r1, r11, 0, true, false, m);
    bfly_ct(r2, r3, r12, 0, true, false, m);
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r0;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r1;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r2;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r3;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r1 = smem[((((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r2 = smem[((((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r3 = smem[((((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    bfly_ct(r0, r2, r13, 0, true, false, m);
    bfly_ct(r1, r3, r13, 0, true, false, m);
    bfly_ct(r0, r1, r14, 0, true, false, m);
    bfly_ct(r2, r3, r15, 0, true, false, m);
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r0;
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r1;
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r2;
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r3;
    grid_sync(grid_counter);

    // phase 5: forward kernel 2: load (after a grid barrier: the previous launch's writes)
    r0 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u))];
    r1 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 4];
    r2 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 8];
    r3 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 12];
    bfly_ct(r0, r2, r16, 0, true, false, m);
    bfly_ct(r1, r3, r16, 0, true, false, m);
    bfly_ct(r0, r1, r17, 0, true, false, m);
    bfly_ct(r2, r3, r18, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 137u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 138u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 139u] = r3;
    __syncthreads();

    // phase 6: forward kernel 2: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 140u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 144u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 148u];
    bfly_ct(r0, r2, r19, 0, true, false, m);
    bfly_ct(r1, r3, r19, 0, true, false, m);
    bfly_ct(r0, r1, r20, 0, true, false, m);
    bfly_ct(r2, r3, r21, 0, true, false, m);
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2))] = r0;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 1] = r1;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 2] = r2;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 3] = r3;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_inv_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    word_t* __restrict__ s1,
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
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r10, r11, r12, r13;
    word_t r14, r15, r16, r17, r18, r19, r20, r21;
    word_t r22;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r10) : "l"(&tw_inv_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 1)) + 8192]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r11) : "l"(&tw_inv_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 1)) + 8193]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r12) : "l"(&tw_inv_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r13) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 1) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r14) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 1) + 2049]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r15) : "l"(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r16) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 3) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 8))) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r17) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 3) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 3)) >> 8) | 1u))) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r18) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r19) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 8)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r20) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 1) | (((threadIdx.x + (threadIdx.y << 3)) >> 8) | 1u)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r21) : "l"(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r22) : "l"(&inv_len_v_t[0]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 2: load
    r0 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2))];
    r1 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 1];
    r2 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 2];
    r3 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 3];
    bfly_gs(r0, r1, r10, 0, true, false, m);
    bfly_gs(r2, r3, r11, 0, true, false, m);
    bfly_gs(r0, r2, r12, 0, true, false, m);
    bfly_gs(r1, r3, r12, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 137u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 138u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 139u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 2: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 140u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 144u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 148u];
    bfly_gs(r0, r1, r13, 0, true, false, m);
    bfly_gs(r2, r3, r14, 0, true, false, m);
    bfly_gs(r0, r2, r15, 0, true, false, m);
    bfly_gs(r1, r3, r15, 0, true, false, m);
    s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u))] = r0;
    s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 4] = r1;
    s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 8] = r2;
    s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 12] = r3;
    grid_sync(grid_counter);

    // phase 2: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))];
    r1 = s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))];
    r2 = s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))];
    r3 = s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))];
    bfly_gs(r0, r1, r16, 0, true, false, m);
    bfly_gs(r2, r3, r17, 0, true, false, m);
    bfly_gs(r0, r2, r18, 0, true, false, m);
    bfly_gs(r1, r3, r18, 0, true, false, m);
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r0;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r1;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r2;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 5) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 5) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 4u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 4u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 8u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 8u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 12u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 12u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    bfly_gs(r0, r1, r19, 0, true, false, m);
    bfly_gs(r2, r3, r20, 0, true, false, m);
    bfly_gs(r0, r2, r21, 0, true, false, m);
    bfly_gs(r1, r3, r21, 0, true, false, m);
    s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u))] = r0;
    s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 4u))] = r1;
    s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 8u))] = r2;
    s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 12u))] = r3;
    grid_sync(grid_counter);

    // phase 4: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))];
    r1 = s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))];
    r2 = s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))];
    r3 = s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))];
    bfly_gs_pow2(r0, r1, (unsigned int)(((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | (threadIdx.y >> 5)))) & 31u)) >> 27) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)(((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 31u)) >> 27) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)(((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)(((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 38u) & 63u) * 3u)), m);
    smem[((((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) & 15u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) & 15u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 4)) + 544u] = r0;
    smem[((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 1u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 1u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 2u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 2u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 4)) + 544u] = r2;
    smem[((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 3u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 3u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 4)) + 544u] = r3;
    __syncthreads();

    // phase 5: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r1 = smem[((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r3 = smem[((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    bfly_gs_pow2(r0, r1, (unsigned int)(((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 5)))) & 7u)) >> 29) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)(((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 7u)) >> 29) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)(((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)(((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 24u) & 63u) * 3u)), m);
    smem[((((((threadIdx.y & 3u) << 4) | (threadIdx.y >> 2)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | (threadIdx.y >> 2)) << 3) + threadIdx.x) >> 4))] = r0;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 4u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 4u)) << 3) + threadIdx.x) >> 4))] = r1;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 8u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 8u)) << 3) + threadIdx.x) >> 4))] = r2;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 12u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 12u)) << 3) + threadIdx.x) >> 4))] = r3;
    __syncthreads();

    // phase 6: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 3) + threadIdx.x) + (((threadIdx.y << 3) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y | 16u) << 3) + threadIdx.x) + ((((threadIdx.y | 16u) << 3) + threadIdx.x) >> 4))];
    r2 = smem[((((threadIdx.y | 32u) << 3) + threadIdx.x) + ((((threadIdx.y | 32u) << 3) + threadIdx.x) >> 4))];
    r3 = smem[((((threadIdx.y | 48u) << 3) + threadIdx.x) + ((((threadIdx.y | 48u) << 3) + threadIdx.x) >> 4))];
    bfly_gs_pow2(r0, r1, (unsigned int)(((((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | (threadIdx.y >> 5))) & 1u)) >> 31) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)(((((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y >> 5) | 1u))) & 1u)) >> 31) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)(0u), m);
    bfly_gs_pow2(r1, r3, (unsigned int)(0u), m);
    r0 = mod_mul_tw(r0, r22, 0, m);
    r1 = mod_mul_tw(r1, r22, 0, m);
    r2 = mod_mul_tw(r2, r22, 0, m);
    r3 = mod_mul_tw(r3, r22, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | (threadIdx.y << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 16u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 32u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 48u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r4_s6x4x4_c32_solinas_packed_cg_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    word_t* __restrict__ s0,
    word_t* __restrict__ s1,
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
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r14, r15, r16, r17, r18, r19, r20, r21;
    word_t r22, r23, r24, r25, r26, r27, r28, r29;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49, r50;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r14) : "l"(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r15) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 8)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r16) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 1) | (((threadIdx.x + (threadIdx.y << 3)) >> 8) | 1u)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r17) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r18) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 3) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 8))) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r19) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 3) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 3)) >> 8) | 1u))) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r20) : "l"(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r21) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 1) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r22) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 1) + 2049]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r23) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r24) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 1)) + 8192]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r25) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 1)) + 8193]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r26) : "l"(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r27) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 8)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r28) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 1) | (((threadIdx.x + (threadIdx.y << 3)) >> 8) | 1u)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r29) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r30) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 3) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 8))) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r31) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 3) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 3)) >> 8) | 1u))) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r32) : "l"(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r33) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 1) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r34) : "l"(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 1) + 2049]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r35) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r36) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 1)) + 8192]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r37) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 1)) + 8193]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r38) : "l"(&tw_inv_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 1)) + 8192]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r39) : "l"(&tw_inv_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 3) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 1)) + 8193]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r40) : "l"(&tw_inv_v_t[(size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 4096]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r41) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 1) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r42) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 1) + 2049]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r43) : "l"(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r44) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 3) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 8))) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r45) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 3) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 1) | (((threadIdx.x + (threadIdx.y << 3)) >> 8) | 1u))) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r46) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r47) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 8)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r48) : "l"(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 1) | (((threadIdx.x + (threadIdx.y << 3)) >> 8) | 1u)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r49) : "l"(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r50) : "l"(&inv_len_v_t[0]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | (threadIdx.y << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 16u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 32u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 48u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    bfly_ct_pow2(r0, r2, (unsigned int)(0u), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(0u), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | (threadIdx.y >> 5))) & 1u)) >> 31) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y >> 5) | 1u))) & 1u)) >> 31) & 3u) << 4) * 3u)), m);
    smem[((((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 3) + threadIdx.x) >> 4)) + 544u] = r0;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 3) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 3) + threadIdx.x) >> 4)) + 544u] = r2;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 3) + threadIdx.x) >> 4)) + 544u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r1 = smem[((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r3 = smem[((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    bfly_ct_pow2(r0, r2, (unsigned int)(((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 5)))) & 7u)) >> 29) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 7u)) >> 29) * 52u) & 63u) * 3u)), m);
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 4))] = r0;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 1u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 1u))) << 3) + threadIdx.x) >> 4))] = r1;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 2u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 2u))) << 3) + threadIdx.x) >> 4))] = r2;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 3u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 3u))) << 3) + threadIdx.x) >> 4))] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 4) & 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 4) & 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    r1 = smem[((((((((threadIdx.y >> 4) & 3u) | 1u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 1u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    r2 = smem[((((((((threadIdx.y >> 4) & 3u) | 2u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 2u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    r3 = smem[((((((((threadIdx.y >> 4) & 3u) | 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    bfly_ct_pow2(r0, r2, (unsigned int)(((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | (threadIdx.y >> 5)))) & 31u)) >> 27) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 31u)) >> 27) * 13u) & 63u) * 3u)), m);
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r0;
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r1;
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r2;
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r3;
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u))];
    r1 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 4u))];
    r2 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 8u))];
    r3 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 12u))];
    bfly_ct(r0, r2, r14, 0, true, false, m);
    bfly_ct(r1, r3, r14, 0, true, false, m);
    bfly_ct(r0, r1, r15, 0, true, false, m);
    bfly_ct(r2, r3, r16, 0, true, false, m);
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r0;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r1;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r2;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r3;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r1 = smem[((((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r2 = smem[((((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r3 = smem[((((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    bfly_ct(r0, r2, r17, 0, true, false, m);
    bfly_ct(r1, r3, r17, 0, true, false, m);
    bfly_ct(r0, r1, r18, 0, true, false, m);
    bfly_ct(r2, r3, r19, 0, true, false, m);
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r0;
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r1;
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r2;
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r3;
    grid_sync(grid_counter);

    // phase 5: forward kernel 2: load (after a grid barrier: the previous launch's writes)
    r0 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u))];
    r1 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 4];
    r2 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 8];
    r3 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 12];
    bfly_ct(r0, r2, r20, 0, true, false, m);
    bfly_ct(r1, r3, r20, 0, true, false, m);
    bfly_ct(r0, r1, r21, 0, true, false, m);
    bfly_ct(r2, r3, r22, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 137u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 138u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 139u] = r3;
    __syncthreads();

    // phase 6: forward kernel 2: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 140u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 144u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 148u];
    bfly_ct(r0, r2, r23, 0, true, false, m);
    bfly_ct(r1, r3, r23, 0, true, false, m);
    bfly_ct(r0, r1, r24, 0, true, false, m);
    bfly_ct(r2, r3, r25, 0, true, false, m);
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2))] = r0;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 1] = r1;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 2] = r2;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 3] = r3;
    __syncthreads();

    // phase 7: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | (threadIdx.y << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r1 = y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 16u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r2 = y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 32u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    r3 = y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 48u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))];
    bfly_ct_pow2(r0, r2, (unsigned int)(0u), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(0u), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | (threadIdx.y >> 5))) & 1u)) >> 31) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y >> 5) | 1u))) & 1u)) >> 31) & 3u) << 4) * 3u)), m);
    smem[((((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 3) + threadIdx.x) >> 4)) + 544u] = r0;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 3) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 3) + threadIdx.x) >> 4)) + 544u] = r2;
    smem[((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 3) + threadIdx.x) >> 4)) + 544u] = r3;
    __syncthreads();

    // phase 8: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r1 = smem[((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r3 = smem[((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    bfly_ct_pow2(r0, r2, (unsigned int)(((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 5)))) & 7u)) >> 29) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 7u)) >> 29) * 52u) & 63u) * 3u)), m);
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 4))] = r0;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 1u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 1u))) << 3) + threadIdx.x) >> 4))] = r1;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 2u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 2u))) << 3) + threadIdx.x) >> 4))] = r2;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 3u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 3u))) << 3) + threadIdx.x) >> 4))] = r3;
    __syncthreads();

    // phase 9: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 4) & 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 4) & 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    r1 = smem[((((((((threadIdx.y >> 4) & 3u) | 1u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 1u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    r2 = smem[((((((((threadIdx.y >> 4) & 3u) | 2u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 2u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    r3 = smem[((((((((threadIdx.y >> 4) & 3u) | 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4))];
    bfly_ct_pow2(r0, r2, (unsigned int)(((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)(((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)(((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | (threadIdx.y >> 5)))) & 31u)) >> 27) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)(((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 31u)) >> 27) * 13u) & 63u) * 3u)), m);
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r0;
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r1;
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r2;
    s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))] = r3;
    grid_sync(grid_counter);

    // phase 10: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u))];
    r1 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 4u))];
    r2 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 8u))];
    r3 = s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 12u))];
    bfly_ct(r0, r2, r26, 0, true, false, m);
    bfly_ct(r1, r3, r26, 0, true, false, m);
    bfly_ct(r0, r1, r27, 0, true, false, m);
    bfly_ct(r2, r3, r28, 0, true, false, m);
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r0;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r1;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r2;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r3;
    __syncthreads();

    // phase 11: forward kernel 1: group 1
    r0 = smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r1 = smem[((((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 1u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r2 = smem[((((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 2u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r3 = smem[((((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((((((threadIdx.x + (threadIdx.y << 3)) >> 7) & 3u) | 3u) << 2) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) | ((threadIdx.x + (threadIdx.y << 3)) >> 9))) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    bfly_ct(r0, r2, r29, 0, true, false, m);
    bfly_ct(r1, r3, r29, 0, true, false, m);
    bfly_ct(r0, r1, r30, 0, true, false, m);
    bfly_ct(r2, r3, r31, 0, true, false, m);
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r0;
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r1;
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r2;
    s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))] = r3;
    grid_sync(grid_counter);

    // phase 12: forward kernel 2: load (after a grid barrier: the previous launch's writes)
    r0 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u))];
    r1 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 4];
    r2 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 8];
    r3 = s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 12];
    bfly_ct(r0, r2, r32, 0, true, false, m);
    bfly_ct(r1, r3, r32, 0, true, false, m);
    bfly_ct(r0, r1, r33, 0, true, false, m);
    bfly_ct(r2, r3, r34, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 137u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 138u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 139u] = r3;
    __syncthreads();

    // phase 13: forward kernel 2: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 140u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 144u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 148u];
    bfly_ct(r0, r2, r35, 0, true, false, m);
    bfly_ct(r1, r3, r35, 0, true, false, m);
    bfly_ct(r0, r1, r36, 0, true, false, m);
    bfly_ct(r2, r3, r37, 0, true, false, m);
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2))] = r0;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 1] = r1;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 2] = r2;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 3] = r3;
    grid_sync(grid_counter);

    // phase 14: inverse kernel 2: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2))];
    r4 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2))];
    r0 = mod_mul(r0, r4, m);
    r1 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 1];
    r5 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 1];
    r1 = mod_mul(r1, r5, m);
    r2 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 2];
    r6 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 2];
    r2 = mod_mul(r2, r6, m);
    r3 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 3];
    r7 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + 3];
    r3 = mod_mul(r3, r7, m);
    bfly_gs(r0, r1, r38, 0, true, false, m);
    bfly_gs(r2, r3, r39, 0, true, false, m);
    bfly_gs(r0, r2, r40, 0, true, false, m);
    bfly_gs(r1, r3, r40, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 137u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 138u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + ((((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 139u] = r3;
    __syncthreads();

    // phase 15: inverse kernel 2: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 140u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 144u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 4) << 4) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 148u];
    bfly_gs(r0, r1, r41, 0, true, false, m);
    bfly_gs(r2, r3, r42, 0, true, false, m);
    bfly_gs(r0, r2, r43, 0, true, false, m);
    bfly_gs(r1, r3, r43, 0, true, false, m);
    s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u))] = r0;
    s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 4] = r1;
    s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 8] = r2;
    s1[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 3)) >> 4)) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 3u)) + 12] = r3;
    grid_sync(grid_counter);

    // phase 16: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))];
    r1 = s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))];
    r2 = s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))];
    r3 = s1[poly + (size_t)(((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) << 4) | (((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u))) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)))];
    bfly_gs(r0, r1, r44, 0, true, false, m);
    bfly_gs(r2, r3, r45, 0, true, false, m);
    bfly_gs(r0, r2, r46, 0, true, false, m);
    bfly_gs(r1, r3, r46, 0, true, false, m);
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | ((threadIdx.x + (threadIdx.y << 3)) >> 7)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r0;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 1u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r1;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 2u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r2;
    smem[(((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 3u) << 2) | (((threadIdx.x + (threadIdx.y << 3)) >> 7) | 3u)) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u] = r3;
    __syncthreads();

    // phase 17: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 3)) >> 5) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + (((((threadIdx.x + (threadIdx.y << 3)) >> 5) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 4u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 4u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 8u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 8u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 12u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 3)) >> 5) | 12u) << 3) + (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 3)) & 3u) * 276u)) + 136u];
    bfly_gs(r0, r1, r47, 0, true, false, m);
    bfly_gs(r2, r3, r48, 0, true, false, m);
    bfly_gs(r0, r2, r49, 0, true, false, m);
    bfly_gs(r1, r3, r49, 0, true, false, m);
    s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | (((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u))] = r0;
    s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 4u))] = r1;
    s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 8u))] = r2;
    s0[poly + (size_t)((((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) >> 1) | ((threadIdx.x + (threadIdx.y << 3)) >> 9)) << 4) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 3)) & 3u)) & 1u) << 3) | (((threadIdx.x + (threadIdx.y << 3)) >> 2) & 7u))) << 4) | ((((threadIdx.x + (threadIdx.y << 3)) >> 5) & 15u) | 12u))] = r3;
    grid_sync(grid_counter);

    // phase 18: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))];
    r1 = s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))];
    r2 = s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))];
    r3 = s0[poly + (size_t)((((((((bx >> 5) | (threadIdx.x >> 8)) << 6) | (((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u))) << 4) | (((bx & 1u) << 3) | (threadIdx.x & 15u))) << 4) | (((bx >> 1) & 15u) | ((threadIdx.x >> 4) & 15u)))];
    bfly_gs_pow2(r0, r1, (unsigned int)(((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | (threadIdx.y >> 5)))) & 31u)) >> 27) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)(((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 8)) << 5) | (((threadIdx.y & 15u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 31u)) >> 27) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)(((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)(((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6)))) & 15u)) >> 28) * 38u) & 63u) * 3u)), m);
    smem[((((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) & 15u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) & 15u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 4)) + 544u] = r0;
    smem[((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 1u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 1u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 4)) + 544u] = r1;
    smem[((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 2u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 2u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 4)) + 544u] = r2;
    smem[((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 3u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 3u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 4)) + 544u] = r3;
    __syncthreads();

    // phase 19: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r1 = smem[((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r2 = smem[((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    r3 = smem[((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 4)) + 544u];
    bfly_gs_pow2(r0, r1, (unsigned int)(((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 5)))) & 7u)) >> 29) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)(((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 8)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 5) | 1u)))) & 7u)) >> 29) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)(((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)(((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 8)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6)))) & 3u)) >> 30) * 24u) & 63u) * 3u)), m);
    smem[((((((threadIdx.y & 3u) << 4) | (threadIdx.y >> 2)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | (threadIdx.y >> 2)) << 3) + threadIdx.x) >> 4))] = r0;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 4u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 4u)) << 3) + threadIdx.x) >> 4))] = r1;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 8u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 8u)) << 3) + threadIdx.x) >> 4))] = r2;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 12u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 12u)) << 3) + threadIdx.x) >> 4))] = r3;
    __syncthreads();

    // phase 20: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 3) + threadIdx.x) + (((threadIdx.y << 3) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y | 16u) << 3) + threadIdx.x) + ((((threadIdx.y | 16u) << 3) + threadIdx.x) >> 4))];
    r2 = smem[((((threadIdx.y | 32u) << 3) + threadIdx.x) + ((((threadIdx.y | 32u) << 3) + threadIdx.x) >> 4))];
    r3 = smem[((((threadIdx.y | 48u) << 3) + threadIdx.x) + ((((threadIdx.y | 48u) << 3) + threadIdx.x) >> 4))];
    bfly_gs_pow2(r0, r1, (unsigned int)(((((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | (threadIdx.y >> 5))) & 1u)) >> 31) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)(((((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 8)) << 1) | ((threadIdx.y >> 5) | 1u))) & 1u)) >> 31) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)(0u), m);
    bfly_gs_pow2(r1, r3, (unsigned int)(0u), m);
    r0 = mod_mul_tw(r0, r50, 0, m);
    r1 = mod_mul_tw(r1, r50, 0, m);
    r2 = mod_mul_tw(r2, r50, 0, m);
    r3 = mod_mul_tw(r3, r50, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | (threadIdx.y << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 16u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 32u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 8)) << 14) | ((threadIdx.y | 48u) << 8)) | (((bx & 31u) << 3) | (threadIdx.x & 255u)))] = r3;
}

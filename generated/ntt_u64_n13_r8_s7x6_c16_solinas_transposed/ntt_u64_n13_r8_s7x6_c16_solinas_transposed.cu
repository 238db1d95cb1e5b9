// nttgen: ntt_u64_n13_r8_s7x6_c16_solinas_transposed (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n13_r8_s7x6_c16_solinas_transposed.toml --out generated/ntt_u64_n13_r8_s7x6_c16_solinas_transposed
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u64_n13_r8_s7x6_c16_solinas_transposed"
//   transform = "ntt-negacyclic"
//   log_n = 13
//   word = "u64"
//   reduction = "solinas"
//   radix = 8
//   stage_split = [7, 6]
//   cluster = 16
//   layout = "transposed"
//   access = "classic"
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
//   ntt_u64_n13_r8_s7x6_c16_solinas_transposed_fwd0: grid_x 4, block 16 x 16, shared 17408 B; mulmods 8192, addmods 98304, butterflies 28672, global bytes 131072 (read 65536, write 65536), table bytes 65536, shuffles 0
//   ntt_u64_n13_r8_s7x6_c16_solinas_transposed_fwd1: grid_x 8, block 8 x 16, shared 8704 B; mulmods 24576, addmods 49152, butterflies 24576, global bytes 131072 (read 65536, write 65536), table bytes 114688, shuffles 0
//   ntt_u64_n13_r8_s7x6_c16_solinas_transposed_pw: grid_x 64, block 128 x 1, shared 0 B; mulmods 8192, addmods 0, butterflies 0, global bytes 196608 (read 131072, write 65536), table bytes 0, shuffles 0
//   ntt_u64_n13_r8_s7x6_c16_solinas_transposed_inv1: grid_x 8, block 8 x 16, shared 8704 B; mulmods 24576, addmods 49152, butterflies 24576, global bytes 131072 (read 65536, write 65536), table bytes 114688, shuffles 0
//   ntt_u64_n13_r8_s7x6_c16_solinas_transposed_inv0: grid_x 4, block 16 x 16, shared 17408 B; mulmods 16384, addmods 98304, butterflies 28672, global bytes 131072 (read 65536, write 65536), table bytes 73728, shuffles 0
//   ntt_u64_n13_r8_s7x6_c16_solinas_transposed_pwinv1: grid_x 8, block 8 x 16, shared 8704 B; mulmods 32768, addmods 49152, butterflies 24576, global bytes 196608 (read 131072, write 65536), table bytes 114688, shuffles 0
//   ntt_u64_n13_r8_s7x6_c16_solinas_transposed_fwd_coop: grid_x 16, block 4 x 16, shared 4480 B; mulmods 32768, addmods 147456, butterflies 53248, global bytes 262144 (read 131072, write 131072), table bytes 180224, shuffles 0
//   ntt_u64_n13_r8_s7x6_c16_solinas_transposed_inv_coop: grid_x 16, block 4 x 16, shared 4480 B; mulmods 40960, addmods 147456, butterflies 53248, global bytes 262144 (read 131072, write 131072), table bytes 188416, shuffles 0
//   ntt_u64_n13_r8_s7x6_c16_solinas_transposed_product_coop: grid_x 16, block 4 x 16, shared 4480 B; mulmods 114688, addmods 442368, butterflies 159744, global bytes 851968 (read 458752, write 393216), table bytes 548864, shuffles 0

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



extern "C" __global__ void __launch_bounds__(256) ntt_u64_n13_r8_s7x6_c16_solinas_transposed_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 1024];
    r2 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 2048];
    r3 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 3072];
    r4 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 4096];
    r5 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 5120];
    r6 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 6144];
    r7 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 7168];
    bfly_ct_pow2(r0, r4, (unsigned int)((((((__brev((1u + ((bx >> 2) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r1, r5, (unsigned int)((((((__brev((1u + ((bx >> 2) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r2, r6, (unsigned int)((((((__brev((1u + ((bx >> 2) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r3, r7, (unsigned int)((((((__brev((1u + ((bx >> 2) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r0, r2, (unsigned int)((((((__brev((2u + (((bx >> 2) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)((((((__brev((2u + (((bx >> 2) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r6, (unsigned int)((((((__brev((2u + ((((bx >> 2) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r5, r7, (unsigned int)((((((__brev((2u + ((((bx >> 2) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)((((((__brev((4u + (((bx >> 2) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)((((((__brev((4u + ((((bx >> 2) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r5, (unsigned int)((((((__brev((4u + ((((bx >> 2) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r6, r7, (unsigned int)((((((__brev((4u + ((((bx >> 2) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 272u] = r1;
    smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 544u] = r2;
    smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 816u] = r3;
    smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 1088u] = r4;
    smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 1360u] = r5;
    smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 1632u] = r6;
    smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 1904u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 102u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 170u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 238u];
    bfly_ct_pow2(r0, r4, (unsigned int)((((((__brev((8u + ((((bx >> 2) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r5, (unsigned int)((((((__brev((8u + ((((bx >> 2) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r6, (unsigned int)((((((__brev((8u + ((((bx >> 2) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r3, r7, (unsigned int)((((((__brev((8u + ((((bx >> 2) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r2, (unsigned int)((((((__brev((16u + ((((bx >> 2) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)((((((__brev((16u + ((((bx >> 2) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r6, (unsigned int)((((((__brev((16u + ((((bx >> 2) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r5, r7, (unsigned int)((((((__brev((16u + ((((bx >> 2) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 32]); r8 = v.x; r10 = v.y; }
    bfly_ct(r0, r1, r8, 0, true, false, m);
    bfly_ct(r2, r3, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 34]); r12 = v.x; r14 = v.y; }
    bfly_ct(r4, r5, r12, 0, true, false, m);
    bfly_ct(r6, r7, r14, 0, true, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 17u];
    r2 = smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 34u];
    r3 = smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 51u];
    r4 = smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 68u];
    r5 = smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 85u];
    r6 = smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 102u];
    r7 = smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 119u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 64]); r8 = v.x; r10 = v.y; }
    bfly_ct(r0, r1, r8, 0, true, false, m);
    bfly_ct(r2, r3, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 66]); r12 = v.x; r14 = v.y; }
    bfly_ct(r4, r5, r12, 0, true, false, m);
    bfly_ct(r6, r7, r14, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 3u) << 4) | (threadIdx.x & 63u)) << 7) | ((((bx >> 2) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3)))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 3u) << 4) | (threadIdx.x & 63u)) << 7) | ((((bx >> 2) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 3u) << 4) | (threadIdx.x & 63u)) << 7) | ((((bx >> 2) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 3u) << 4) | (threadIdx.x & 63u)) << 7) | ((((bx >> 2) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n13_r8_s7x6_c16_solinas_transposed_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = s0[poly + (size_t)(((threadIdx.x & 7u) << 7) | ((bx << 4) | threadIdx.y))];
    r1 = s0[poly + (size_t)((((threadIdx.x & 7u) | 8u) << 7) | ((bx << 4) | threadIdx.y))];
    r2 = s0[poly + (size_t)((((threadIdx.x & 7u) | 16u) << 7) | ((bx << 4) | threadIdx.y))];
    r3 = s0[poly + (size_t)((((threadIdx.x & 7u) | 24u) << 7) | ((bx << 4) | threadIdx.y))];
    r4 = s0[poly + (size_t)((((threadIdx.x & 7u) | 32u) << 7) | ((bx << 4) | threadIdx.y))];
    r5 = s0[poly + (size_t)((((threadIdx.x & 7u) | 40u) << 7) | ((bx << 4) | threadIdx.y))];
    r6 = s0[poly + (size_t)((((threadIdx.x & 7u) | 48u) << 7) | ((bx << 4) | threadIdx.y))];
    r7 = s0[poly + (size_t)((((threadIdx.x & 7u) | 56u) << 7) | ((bx << 4) | threadIdx.y))];
    r8 = tw_fwd_v_t[(size_t)((bx << 4) | threadIdx.y) + 128];
    bfly_ct(r0, r4, r8, 0, true, false, m);
    bfly_ct(r1, r5, r8, 0, true, false, m);
    bfly_ct(r2, r6, r8, 0, true, false, m);
    bfly_ct(r3, r7, r8, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx << 4) | threadIdx.y) << 1) + 256]); r10 = v.x; r12 = v.y; }
    bfly_ct(r0, r2, r10, 0, true, false, m);
    bfly_ct(r1, r3, r10, 0, true, false, m);
    bfly_ct(r4, r6, r12, 0, true, false, m);
    bfly_ct(r5, r7, r12, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx << 4) | threadIdx.y) << 2) + 512]); r14 = v.x; r16 = v.y; }
    bfly_ct(r0, r1, r14, 0, true, false, m);
    bfly_ct(r2, r3, r16, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx << 4) | threadIdx.y) << 2) + 514]); r18 = v.x; r20 = v.y; }
    bfly_ct(r4, r5, r18, 0, true, false, m);
    bfly_ct(r6, r7, r20, 0, true, false, m);
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 8u] = r1;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 17u] = r2;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 25u] = r3;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 34u] = r4;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 42u] = r5;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 51u] = r6;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 59u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 7u];
    r8 = tw_fwd_v_t[(size_t)((((bx << 4) | threadIdx.y) << 3) | (threadIdx.x & 7u)) + 1024];
    bfly_ct(r0, r4, r8, 0, true, false, m);
    bfly_ct(r1, r5, r8, 0, true, false, m);
    bfly_ct(r2, r6, r8, 0, true, false, m);
    bfly_ct(r3, r7, r8, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)) + 2048]); r10 = v.x; r12 = v.y; }
    bfly_ct(r0, r2, r10, 0, true, false, m);
    bfly_ct(r1, r3, r10, 0, true, false, m);
    bfly_ct(r4, r6, r12, 0, true, false, m);
    bfly_ct(r5, r7, r12, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 4096]); r14 = v.x; r16 = v.y; }
    bfly_ct(r0, r1, r14, 0, true, false, m);
    bfly_ct(r2, r3, r16, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 4098]); r18 = v.x; r20 = v.y; }
    bfly_ct(r4, r5, r18, 0, true, false, m);
    bfly_ct(r6, r7, r20, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n13_r8_s7x6_c16_solinas_transposed_pw(
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

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n13_r8_s7x6_c16_solinas_transposed_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18, r20;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 4096]); r8 = v.x; r10 = v.y; }
    bfly_gs(r0, r1, r8, 0, true, false, m);
    bfly_gs(r2, r3, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 4098]); r12 = v.x; r14 = v.y; }
    bfly_gs(r4, r5, r12, 0, true, false, m);
    bfly_gs(r6, r7, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)) + 2048]); r16 = v.x; r18 = v.y; }
    bfly_gs(r0, r2, r16, 0, true, false, m);
    bfly_gs(r1, r3, r16, 0, true, false, m);
    bfly_gs(r4, r6, r18, 0, true, false, m);
    bfly_gs(r5, r7, r18, 0, true, false, m);
    r20 = tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 3) | (threadIdx.x & 7u)) + 1024];
    bfly_gs(r0, r4, r20, 0, true, false, m);
    bfly_gs(r1, r5, r20, 0, true, false, m);
    bfly_gs(r2, r6, r20, 0, true, false, m);
    bfly_gs(r3, r7, r20, 0, true, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 8u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 17u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 25u];
    r4 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 34u];
    r5 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 42u];
    r6 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 51u];
    r7 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 59u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 4) | threadIdx.y) << 2) + 512]); r8 = v.x; r10 = v.y; }
    bfly_gs(r0, r1, r8, 0, true, false, m);
    bfly_gs(r2, r3, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 4) | threadIdx.y) << 2) + 514]); r12 = v.x; r14 = v.y; }
    bfly_gs(r4, r5, r12, 0, true, false, m);
    bfly_gs(r6, r7, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 4) | threadIdx.y) << 1) + 256]); r16 = v.x; r18 = v.y; }
    bfly_gs(r0, r2, r16, 0, true, false, m);
    bfly_gs(r1, r3, r16, 0, true, false, m);
    bfly_gs(r4, r6, r18, 0, true, false, m);
    bfly_gs(r5, r7, r18, 0, true, false, m);
    r20 = tw_inv_v_t[(size_t)((bx << 4) | threadIdx.y) + 128];
    bfly_gs(r0, r4, r20, 0, true, false, m);
    bfly_gs(r1, r5, r20, 0, true, false, m);
    bfly_gs(r2, r6, r20, 0, true, false, m);
    bfly_gs(r3, r7, r20, 0, true, false, m);
    s0[poly + (size_t)(((threadIdx.x & 7u) << 7) | ((bx << 4) | threadIdx.y))] = r0;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 8u) << 7) | ((bx << 4) | threadIdx.y))] = r1;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 16u) << 7) | ((bx << 4) | threadIdx.y))] = r2;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 24u) << 7) | ((bx << 4) | threadIdx.y))] = r3;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 32u) << 7) | ((bx << 4) | threadIdx.y))] = r4;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 40u) << 7) | ((bx << 4) | threadIdx.y))] = r5;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 48u) << 7) | ((bx << 4) | threadIdx.y))] = r6;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 56u) << 7) | ((bx << 4) | threadIdx.y))] = r7;
}

extern "C" __global__ void __launch_bounds__(256) ntt_u64_n13_r8_s7x6_c16_solinas_transposed_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 3u) << 4) | (threadIdx.x & 63u)) << 7) | ((((bx >> 2) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3)))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 3u) << 4) | (threadIdx.x & 63u)) << 7) | ((((bx >> 2) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 3u) << 4) | (threadIdx.x & 63u)) << 7) | ((((bx >> 2) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 3u) << 4) | (threadIdx.x & 63u)) << 7) | ((((bx >> 2) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 6]); r6 = v.x; r7 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 64]); r8 = v.x; r10 = v.y; }
    bfly_gs(r0, r1, r8, 0, true, false, m);
    bfly_gs(r2, r3, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 66]); r12 = v.x; r14 = v.y; }
    bfly_gs(r4, r5, r12, 0, true, false, m);
    bfly_gs(r6, r7, r14, 0, true, false, m);
    smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 17u] = r1;
    smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 34u] = r2;
    smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 51u] = r3;
    smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 68u] = r4;
    smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 85u] = r5;
    smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 102u] = r6;
    smem[(((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 4) + threadIdx.x) >> 4)) + 119u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 102u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 170u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 238u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 32]); r8 = v.x; r10 = v.y; }
    bfly_gs(r0, r1, r8, 0, true, false, m);
    bfly_gs(r2, r3, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 34]); r12 = v.x; r14 = v.y; }
    bfly_gs(r4, r5, r12, 0, true, false, m);
    bfly_gs(r6, r7, r14, 0, true, false, m);
    bfly_gs_pow2(r0, r2, (unsigned int)((((((__brev((16u + ((((bx >> 2) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)((((((__brev((16u + ((((bx >> 2) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r4, r6, (unsigned int)((((((__brev((16u + ((((bx >> 2) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r5, r7, (unsigned int)((((((__brev((16u + ((((bx >> 2) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r4, (unsigned int)((((((__brev((8u + ((((bx >> 2) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r5, (unsigned int)((((((__brev((8u + ((((bx >> 2) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r6, (unsigned int)((((((__brev((8u + ((((bx >> 2) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r3, r7, (unsigned int)((((((__brev((8u + ((((bx >> 2) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 4) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 272u];
    r2 = smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 544u];
    r3 = smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 816u];
    r4 = smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 1088u];
    r5 = smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 1360u];
    r6 = smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 1632u];
    r7 = smem[((((threadIdx.y & 15u) << 4) + threadIdx.x) + ((((threadIdx.y & 15u) << 4) + threadIdx.x) >> 4)) + 1904u];
    bfly_gs_pow2(r0, r1, (unsigned int)((((((__brev((4u + (((bx >> 2) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)((((((__brev((4u + ((((bx >> 2) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r4, r5, (unsigned int)((((((__brev((4u + ((((bx >> 2) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r6, r7, (unsigned int)((((((__brev((4u + ((((bx >> 2) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)((((((__brev((2u + (((bx >> 2) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)((((((__brev((2u + (((bx >> 2) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r4, r6, (unsigned int)((((((__brev((2u + ((((bx >> 2) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r5, r7, (unsigned int)((((((__brev((2u + ((((bx >> 2) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r4, (unsigned int)((((((__brev((1u + ((bx >> 2) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r5, (unsigned int)((((((__brev((1u + ((bx >> 2) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r6, (unsigned int)((((((__brev((1u + ((bx >> 2) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r3, r7, (unsigned int)((((((__brev((1u + ((bx >> 2) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    r8 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r8, 0, m);
    r1 = mod_mul_tw(r1, r8, 0, m);
    r2 = mod_mul_tw(r2, r8, 0, m);
    r3 = mod_mul_tw(r3, r8, 0, m);
    r4 = mod_mul_tw(r4, r8, 0, m);
    r5 = mod_mul_tw(r5, r8, 0, m);
    r6 = mod_mul_tw(r6, r8, 0, m);
    r7 = mod_mul_tw(r7, r8, 0, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 3072] = r3;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 4096] = r4;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 5120] = r5;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 6144] = r6;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 7168] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n13_r8_s7x6_c16_solinas_transposed_pwinv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3))];
    r8 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3))];
    r0 = mod_mul(r0, r8, m);
    r1 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 1];
    r9 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 1];
    r1 = mod_mul(r1, r9, m);
    r2 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 2];
    r10 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 2];
    r2 = mod_mul(r2, r10, m);
    r3 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 3];
    r11 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 3];
    r3 = mod_mul(r3, r11, m);
    r4 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 4];
    r12 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 4];
    r4 = mod_mul(r4, r12, m);
    r5 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 5];
    r13 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 5];
    r5 = mod_mul(r5, r13, m);
    r6 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 6];
    r14 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 6];
    r6 = mod_mul(r6, r14, m);
    r7 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 7];
    r15 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 7];
    r7 = mod_mul(r7, r15, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 4096]); r16 = v.x; r18 = v.y; }
    bfly_gs(r0, r1, r16, 0, true, false, m);
    bfly_gs(r2, r3, r18, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 4098]); r20 = v.x; r22 = v.y; }
    bfly_gs(r4, r5, r20, 0, true, false, m);
    bfly_gs(r6, r7, r22, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)) + 2048]); r24 = v.x; r26 = v.y; }
    bfly_gs(r0, r2, r24, 0, true, false, m);
    bfly_gs(r1, r3, r24, 0, true, false, m);
    bfly_gs(r4, r6, r26, 0, true, false, m);
    bfly_gs(r5, r7, r26, 0, true, false, m);
    r28 = tw_inv_v_t[(size_t)((((bx << 4) | threadIdx.y) << 3) | (threadIdx.x & 7u)) + 1024];
    bfly_gs(r0, r4, r28, 0, true, false, m);
    bfly_gs(r1, r5, r28, 0, true, false, m);
    bfly_gs(r2, r6, r28, 0, true, false, m);
    bfly_gs(r3, r7, r28, 0, true, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 8u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 17u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 25u];
    r4 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 34u];
    r5 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 42u];
    r6 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 51u];
    r7 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 59u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 4) | threadIdx.y) << 2) + 512]); r8 = v.x; r10 = v.y; }
    bfly_gs(r0, r1, r8, 0, true, false, m);
    bfly_gs(r2, r3, r10, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 4) | threadIdx.y) << 2) + 514]); r12 = v.x; r14 = v.y; }
    bfly_gs(r4, r5, r12, 0, true, false, m);
    bfly_gs(r6, r7, r14, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 4) | threadIdx.y) << 1) + 256]); r16 = v.x; r18 = v.y; }
    bfly_gs(r0, r2, r16, 0, true, false, m);
    bfly_gs(r1, r3, r16, 0, true, false, m);
    bfly_gs(r4, r6, r18, 0, true, false, m);
    bfly_gs(r5, r7, r18, 0, true, false, m);
    r20 = tw_inv_v_t[(size_t)((bx << 4) | threadIdx.y) + 128];
    bfly_gs(r0, r4, r20, 0, true, false, m);
    bfly_gs(r1, r5, r20, 0, true, false, m);
    bfly_gs(r2, r6, r20, 0, true, false, m);
    bfly_gs(r3, r7, r20, 0, true, false, m);
    s0[poly + (size_t)(((threadIdx.x & 7u) << 7) | ((bx << 4) | threadIdx.y))] = r0;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 8u) << 7) | ((bx << 4) | threadIdx.y))] = r1;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 16u) << 7) | ((bx << 4) | threadIdx.y))] = r2;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 24u) << 7) | ((bx << 4) | threadIdx.y))] = r3;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 32u) << 7) | ((bx << 4) | threadIdx.y))] = r4;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 40u) << 7) | ((bx << 4) | threadIdx.y))] = r5;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 48u) << 7) | ((bx << 4) | threadIdx.y))] = r6;
    s0[poly + (size_t)((((threadIdx.x & 7u) | 56u) << 7) | ((bx << 4) | threadIdx.y))] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n13_r8_s7x6_c16_solinas_transposed_fwd_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
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
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r22, r23, r24, r25, r26, r27, r28, r29;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 34])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 66])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r30) : "l"(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r31), "=l"(r32) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r33), "=l"(r34) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r35), "=l"(r36) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) + 514])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r37) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)) + 4098])) : "memory");
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
    bfly_ct_pow2(r0, r4, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r1, r5, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r2, r6, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r3, r7, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r0, r2, (unsigned int)((((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)((((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r6, (unsigned int)((((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r5, r7, (unsigned int)((((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)((((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r5, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r6, r7, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
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
    bfly_ct_pow2(r0, r4, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r5, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r6, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r3, r7, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r2, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r6, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r5, r7, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct(r0, r1, r22, 0, true, false, m);
    bfly_ct(r2, r3, r23, 0, true, false, m);
    bfly_ct(r4, r5, r24, 0, true, false, m);
    bfly_ct(r6, r7, r25, 0, true, false, m);
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
    bfly_ct(r0, r1, r26, 0, true, false, m);
    bfly_ct(r2, r3, r27, 0, true, false, m);
    bfly_ct(r4, r5, r28, 0, true, false, m);
    bfly_ct(r6, r7, r29, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3)))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 6]) = make_ulonglong2(r6, r7);
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)(((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r1 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 8u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r2 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 16u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r3 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 24u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r4 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 32u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r5 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 40u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r6 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 48u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r7 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 56u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    bfly_ct(r0, r4, r30, 0, true, false, m);
    bfly_ct(r1, r5, r30, 0, true, false, m);
    bfly_ct(r2, r6, r30, 0, true, false, m);
    bfly_ct(r3, r7, r30, 0, true, false, m);
    bfly_ct(r0, r2, r31, 0, true, false, m);
    bfly_ct(r1, r3, r31, 0, true, false, m);
    bfly_ct(r4, r6, r32, 0, true, false, m);
    bfly_ct(r5, r7, r32, 0, true, false, m);
    bfly_ct(r0, r1, r33, 0, true, false, m);
    bfly_ct(r2, r3, r34, 0, true, false, m);
    bfly_ct(r4, r5, r35, 0, true, false, m);
    bfly_ct(r6, r7, r36, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 17u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 25u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 34u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 42u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 51u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 59u] = r7;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 7u];
    bfly_ct(r0, r4, r37, 0, true, false, m);
    bfly_ct(r1, r5, r37, 0, true, false, m);
    bfly_ct(r2, r6, r37, 0, true, false, m);
    bfly_ct(r3, r7, r37, 0, true, false, m);
    bfly_ct(r0, r2, r38, 0, true, false, m);
    bfly_ct(r1, r3, r38, 0, true, false, m);
    bfly_ct(r4, r6, r39, 0, true, false, m);
    bfly_ct(r5, r7, r39, 0, true, false, m);
    bfly_ct(r0, r1, r40, 0, true, false, m);
    bfly_ct(r2, r3, r41, 0, true, false, m);
    bfly_ct(r4, r5, r42, 0, true, false, m);
    bfly_ct(r6, r7, r43, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n13_r8_s7x6_c16_solinas_transposed_inv_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
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
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r22, r23, r24, r25, r26, r27, r28, r29;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)) + 4098])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r28) : "l"(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r29), "=l"(r30) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r31), "=l"(r32) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) + 514])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r33), "=l"(r34) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r35) : "l"(&tw_inv_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 66])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 34])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r44) : "l"(&inv_len_v_t[0]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    bfly_gs(r0, r1, r22, 0, true, false, m);
    bfly_gs(r2, r3, r23, 0, true, false, m);
    bfly_gs(r4, r5, r24, 0, true, false, m);
    bfly_gs(r6, r7, r25, 0, true, false, m);
    bfly_gs(r0, r2, r26, 0, true, false, m);
    bfly_gs(r1, r3, r26, 0, true, false, m);
    bfly_gs(r4, r6, r27, 0, true, false, m);
    bfly_gs(r5, r7, r27, 0, true, false, m);
    bfly_gs(r0, r4, r28, 0, true, false, m);
    bfly_gs(r1, r5, r28, 0, true, false, m);
    bfly_gs(r2, r6, r28, 0, true, false, m);
    bfly_gs(r3, r7, r28, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 17u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 25u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 34u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 42u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 51u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 59u];
    bfly_gs(r0, r1, r29, 0, true, false, m);
    bfly_gs(r2, r3, r30, 0, true, false, m);
    bfly_gs(r4, r5, r31, 0, true, false, m);
    bfly_gs(r6, r7, r32, 0, true, false, m);
    bfly_gs(r0, r2, r33, 0, true, false, m);
    bfly_gs(r1, r3, r33, 0, true, false, m);
    bfly_gs(r4, r6, r34, 0, true, false, m);
    bfly_gs(r5, r7, r34, 0, true, false, m);
    bfly_gs(r0, r4, r35, 0, true, false, m);
    bfly_gs(r1, r5, r35, 0, true, false, m);
    bfly_gs(r2, r6, r35, 0, true, false, m);
    bfly_gs(r3, r7, r35, 0, true, false, m);
    s0[poly + (size_t)(((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r0;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 8u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r1;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 16u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r2;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 24u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r3;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 32u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r4;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 40u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r5;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 48u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r6;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 56u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r7;
    grid_sync(grid_counter);

    // phase 2: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3)))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 6]); r6 = v.x; r7 = v.y; }
    bfly_gs(r0, r1, r36, 0, true, false, m);
    bfly_gs(r2, r3, r37, 0, true, false, m);
    bfly_gs(r4, r5, r38, 0, true, false, m);
    bfly_gs(r6, r7, r39, 0, true, false, m);
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u] = r7;
    __syncthreads();

    // phase 3: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 4)) + 40u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 51u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 4)) + 56u];
    bfly_gs(r0, r1, r40, 0, true, false, m);
    bfly_gs(r2, r3, r41, 0, true, false, m);
    bfly_gs(r4, r5, r42, 0, true, false, m);
    bfly_gs(r6, r7, r43, 0, true, false, m);
    bfly_gs_pow2(r0, r2, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r4, r6, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r5, r7, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r4, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r5, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r6, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r3, r7, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 4)) + 40u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 51u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 4)) + 56u] = r7;
    __syncthreads();

    // phase 4: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 68u];
    r2 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 136u];
    r3 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 204u];
    r4 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 272u];
    r5 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 340u];
    r6 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 408u];
    r7 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 476u];
    bfly_gs_pow2(r0, r1, (unsigned int)((((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r4, r5, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r6, r7, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)((((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)((((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r4, r6, (unsigned int)((((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r5, r7, (unsigned int)((((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r4, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r5, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r6, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r3, r7, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    r0 = mod_mul_tw(r0, r44, 0, m);
    r1 = mod_mul_tw(r1, r44, 0, m);
    r2 = mod_mul_tw(r2, r44, 0, m);
    r3 = mod_mul_tw(r3, r44, 0, m);
    r4 = mod_mul_tw(r4, r44, 0, m);
    r5 = mod_mul_tw(r5, r44, 0, m);
    r6 = mod_mul_tw(r6, r44, 0, m);
    r7 = mod_mul_tw(r7, r44, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 5120] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 7168] = r7;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n13_r8_s7x6_c16_solinas_transposed_product_coop(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57, r58, r59, r60, r61;
    word_t r62, r63, r64, r65, r66, r67, r68, r69;
    word_t r70, r71, r72, r73, r74, r75, r76, r77;
    word_t r78, r79, r80, r81, r82, r83, r84, r85;
    word_t r86, r87, r88, r89, r90, r91, r92, r93;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 34])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 66])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r38) : "l"(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r39), "=l"(r40) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r41), "=l"(r42) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r43), "=l"(r44) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) + 514])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r45) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)) + 4098])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 34])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 66])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r60) : "l"(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r61), "=l"(r62) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r63), "=l"(r64) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r65), "=l"(r66) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) + 514])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r67) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)) + 4098])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 2)) + 4098])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r78), "=l"(r79) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 1)) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r80) : "l"(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 3) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r81), "=l"(r82) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r83), "=l"(r84) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 2) + 514])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r85), "=l"(r86) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r87) : "l"(&tw_inv_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 15u) << 2)) + 66])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 32])) : "memory");
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
    bfly_ct_pow2(r0, r4, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r1, r5, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r2, r6, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r3, r7, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r0, r2, (unsigned int)((((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)((((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r6, (unsigned int)((((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r5, r7, (unsigned int)((((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)((((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r5, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r6, r7, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
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
    bfly_ct_pow2(r0, r4, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r5, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r6, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r3, r7, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r2, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r6, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r5, r7, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct(r0, r1, r30, 0, true, false, m);
    bfly_ct(r2, r3, r31, 0, true, false, m);
    bfly_ct(r4, r5, r32, 0, true, false, m);
    bfly_ct(r6, r7, r33, 0, true, false, m);
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
    bfly_ct(r0, r1, r34, 0, true, false, m);
    bfly_ct(r2, r3, r35, 0, true, false, m);
    bfly_ct(r4, r5, r36, 0, true, false, m);
    bfly_ct(r6, r7, r37, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3)))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 6]) = make_ulonglong2(r6, r7);
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)(((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r1 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 8u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r2 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 16u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r3 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 24u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r4 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 32u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r5 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 40u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r6 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 48u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r7 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 56u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    bfly_ct(r0, r4, r38, 0, true, false, m);
    bfly_ct(r1, r5, r38, 0, true, false, m);
    bfly_ct(r2, r6, r38, 0, true, false, m);
    bfly_ct(r3, r7, r38, 0, true, false, m);
    bfly_ct(r0, r2, r39, 0, true, false, m);
    bfly_ct(r1, r3, r39, 0, true, false, m);
    bfly_ct(r4, r6, r40, 0, true, false, m);
    bfly_ct(r5, r7, r40, 0, true, false, m);
    bfly_ct(r0, r1, r41, 0, true, false, m);
    bfly_ct(r2, r3, r42, 0, true, false, m);
    bfly_ct(r4, r5, r43, 0, true, false, m);
    bfly_ct(r6, r7, r44, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 17u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 25u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 34u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 42u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 51u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 59u] = r7;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 7u];
    bfly_ct(r0, r4, r45, 0, true, false, m);
    bfly_ct(r1, r5, r45, 0, true, false, m);
    bfly_ct(r2, r6, r45, 0, true, false, m);
    bfly_ct(r3, r7, r45, 0, true, false, m);
    bfly_ct(r0, r2, r46, 0, true, false, m);
    bfly_ct(r1, r3, r46, 0, true, false, m);
    bfly_ct(r4, r6, r47, 0, true, false, m);
    bfly_ct(r5, r7, r47, 0, true, false, m);
    bfly_ct(r0, r1, r48, 0, true, false, m);
    bfly_ct(r2, r3, r49, 0, true, false, m);
    bfly_ct(r4, r5, r50, 0, true, false, m);
    bfly_ct(r6, r7, r51, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 6]) = make_ulonglong2(r6, r7);
    grid_sync(grid_counter);

    // phase 5: forward kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024];
    r2 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r3 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072];
    r4 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096];
    r5 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 5120];
    r6 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144];
    r7 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 7168];
    bfly_ct_pow2(r0, r4, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r1, r5, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r2, r6, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r3, r7, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) & 3u) << 4) * 3u)), m);
    bfly_ct_pow2(r0, r2, (unsigned int)((((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)((((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r6, (unsigned int)((((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r5, r7, (unsigned int)((((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 40u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r1, (unsigned int)((((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r3, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r5, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    bfly_ct_pow2(r6, r7, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) * 52u) & 63u) * 3u)), m);
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 68u] = r1;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 136u] = r2;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 204u] = r3;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 272u] = r4;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 340u] = r5;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 408u] = r6;
    smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 476u] = r7;
    __syncthreads();

    // phase 6: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 4)) + 40u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 51u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 4)) + 56u];
    bfly_ct_pow2(r0, r4, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r5, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r2, r6, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r3, r7, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 26u) & 63u) * 3u)), m);
    bfly_ct_pow2(r0, r2, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r1, r3, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r4, r6, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct_pow2(r5, r7, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 13u) & 63u) * 3u)), m);
    bfly_ct(r0, r1, r52, 0, true, false, m);
    bfly_ct(r2, r3, r53, 0, true, false, m);
    bfly_ct(r4, r5, r54, 0, true, false, m);
    bfly_ct(r6, r7, r55, 0, true, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 4)) + 40u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 51u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 4)) + 56u] = r7;
    __syncthreads();

    // phase 7: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u];
    bfly_ct(r0, r1, r56, 0, true, false, m);
    bfly_ct(r2, r3, r57, 0, true, false, m);
    bfly_ct(r4, r5, r58, 0, true, false, m);
    bfly_ct(r6, r7, r59, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3)))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 6]) = make_ulonglong2(r6, r7);
    grid_sync(grid_counter);

    // phase 8: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)(((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r1 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 8u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r2 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 16u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r3 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 24u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r4 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 32u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r5 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 40u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r6 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 48u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    r7 = s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 56u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))];
    bfly_ct(r0, r4, r60, 0, true, false, m);
    bfly_ct(r1, r5, r60, 0, true, false, m);
    bfly_ct(r2, r6, r60, 0, true, false, m);
    bfly_ct(r3, r7, r60, 0, true, false, m);
    bfly_ct(r0, r2, r61, 0, true, false, m);
    bfly_ct(r1, r3, r61, 0, true, false, m);
    bfly_ct(r4, r6, r62, 0, true, false, m);
    bfly_ct(r5, r7, r62, 0, true, false, m);
    bfly_ct(r0, r1, r63, 0, true, false, m);
    bfly_ct(r2, r3, r64, 0, true, false, m);
    bfly_ct(r4, r5, r65, 0, true, false, m);
    bfly_ct(r6, r7, r66, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 17u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 25u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 34u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 42u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 51u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 59u] = r7;
    __syncthreads();

    // phase 9: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 7u];
    bfly_ct(r0, r4, r67, 0, true, false, m);
    bfly_ct(r1, r5, r67, 0, true, false, m);
    bfly_ct(r2, r6, r67, 0, true, false, m);
    bfly_ct(r3, r7, r67, 0, true, false, m);
    bfly_ct(r0, r2, r68, 0, true, false, m);
    bfly_ct(r1, r3, r68, 0, true, false, m);
    bfly_ct(r4, r6, r69, 0, true, false, m);
    bfly_ct(r5, r7, r69, 0, true, false, m);
    bfly_ct(r0, r1, r70, 0, true, false, m);
    bfly_ct(r2, r3, r71, 0, true, false, m);
    bfly_ct(r4, r5, r72, 0, true, false, m);
    bfly_ct(r6, r7, r73, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 6]) = make_ulonglong2(r6, r7);
    grid_sync(grid_counter);

    // phase 10: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3))];
    r8 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3))];
    r0 = mod_mul(r0, r8, m);
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 1];
    r9 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 1];
    r1 = mod_mul(r1, r9, m);
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 2];
    r10 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 2];
    r2 = mod_mul(r2, r10, m);
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 3];
    r11 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 3];
    r3 = mod_mul(r3, r11, m);
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 4];
    r12 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 4];
    r4 = mod_mul(r4, r12, m);
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 5];
    r13 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 5];
    r5 = mod_mul(r5, r13, m);
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 6];
    r14 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 6];
    r6 = mod_mul(r6, r14, m);
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 7];
    r15 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + 7];
    r7 = mod_mul(r7, r15, m);
    bfly_gs(r0, r1, r74, 0, true, false, m);
    bfly_gs(r2, r3, r75, 0, true, false, m);
    bfly_gs(r4, r5, r76, 0, true, false, m);
    bfly_gs(r6, r7, r77, 0, true, false, m);
    bfly_gs(r0, r2, r78, 0, true, false, m);
    bfly_gs(r1, r3, r78, 0, true, false, m);
    bfly_gs(r4, r6, r79, 0, true, false, m);
    bfly_gs(r5, r7, r79, 0, true, false, m);
    bfly_gs(r0, r4, r80, 0, true, false, m);
    bfly_gs(r1, r5, r80, 0, true, false, m);
    bfly_gs(r2, r6, r80, 0, true, false, m);
    bfly_gs(r3, r7, r80, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 3)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 7u] = r7;
    __syncthreads();

    // phase 11: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 17u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 25u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 34u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 42u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 51u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 4) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 59u];
    bfly_gs(r0, r1, r81, 0, true, false, m);
    bfly_gs(r2, r3, r82, 0, true, false, m);
    bfly_gs(r4, r5, r83, 0, true, false, m);
    bfly_gs(r6, r7, r84, 0, true, false, m);
    bfly_gs(r0, r2, r85, 0, true, false, m);
    bfly_gs(r1, r3, r85, 0, true, false, m);
    bfly_gs(r4, r6, r86, 0, true, false, m);
    bfly_gs(r5, r7, r86, 0, true, false, m);
    bfly_gs(r0, r4, r87, 0, true, false, m);
    bfly_gs(r1, r5, r87, 0, true, false, m);
    bfly_gs(r2, r6, r87, 0, true, false, m);
    bfly_gs(r3, r7, r87, 0, true, false, m);
    s0[poly + (size_t)(((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r0;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 8u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r1;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 16u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r2;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 24u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r3;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 32u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r4;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 40u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r5;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 48u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r6;
    s0[poly + (size_t)((((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 7u) | 56u) << 7) | ((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 4)))] = r7;
    grid_sync(grid_counter);

    // phase 12: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3)))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&s0[poly + (size_t)(((((bx & 15u) << 2) | (threadIdx.x & 63u)) << 7) | ((((bx >> 4) | (threadIdx.x >> 6)) << 7) | ((threadIdx.y & 15u) << 3))) + 6]); r6 = v.x; r7 = v.y; }
    bfly_gs(r0, r1, r88, 0, true, false, m);
    bfly_gs(r2, r3, r89, 0, true, false, m);
    bfly_gs(r4, r5, r90, 0, true, false, m);
    bfly_gs(r6, r7, r91, 0, true, false, m);
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 15u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 15u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u] = r7;
    __syncthreads();

    // phase 13: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 4)) + 40u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 51u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 4)) + 56u];
    bfly_gs(r0, r1, r92, 0, true, false, m);
    bfly_gs(r2, r3, r93, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 7u) << 2)) + 34]); r12 = v.x; r14 = v.y; }
    bfly_gs(r4, r5, r12, 0, true, false, m);
    bfly_gs(r6, r7, r14, 0, true, false, m);
    bfly_gs_pow2(r0, r2, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | (((threadIdx.y >> 1) & 7u) << 1)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r4, r6, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r5, r7, (unsigned int)((((((__brev((16u + ((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((((threadIdx.y >> 1) & 7u) << 1) | 1u)))) >> 19) >> 8) * 51u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r4, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r5, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r6, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    bfly_gs_pow2(r3, r7, (unsigned int)((((((__brev((8u + ((((bx >> 4) | (threadIdx.x >> 6)) << 3) | ((threadIdx.y >> 1) & 7u)))) >> 19) >> 9) * 38u) & 63u) * 3u)), m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 10u) << 2) + threadIdx.x) >> 4)) + 40u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 51u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 7u) << 4)) | 14u) << 2) + threadIdx.x) >> 4)) + 56u] = r7;
    __syncthreads();

    // phase 14: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 68u];
    r2 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 136u];
    r3 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 204u];
    r4 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 272u];
    r5 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 340u];
    r6 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 408u];
    r7 = smem[((((threadIdx.y & 15u) << 2) + threadIdx.x) + ((((threadIdx.y & 15u) << 2) + threadIdx.x) >> 4)) + 476u];
    bfly_gs_pow2(r0, r1, (unsigned int)((((((__brev((4u + (((bx >> 4) | (threadIdx.x >> 6)) << 2))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r3, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 1u))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r4, r5, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 2u))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r6, r7, (unsigned int)((((((__brev((4u + ((((bx >> 4) | (threadIdx.x >> 6)) << 2) | 3u))) >> 19) >> 10) * 12u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r2, (unsigned int)((((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r3, (unsigned int)((((((__brev((2u + (((bx >> 4) | (threadIdx.x >> 6)) << 1))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r4, r6, (unsigned int)((((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r5, r7, (unsigned int)((((((__brev((2u + ((((bx >> 4) | (threadIdx.x >> 6)) << 1) | 1u))) >> 19) >> 11) * 24u) & 63u) * 3u)), m);
    bfly_gs_pow2(r0, r4, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r1, r5, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r2, r6, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    bfly_gs_pow2(r3, r7, (unsigned int)((((((__brev((1u + ((bx >> 4) | (threadIdx.x >> 6)))) >> 19) >> 12) * 48u) & 63u) * 3u)), m);
    r8 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r8, 0, m);
    r1 = mod_mul_tw(r1, r8, 0, m);
    r2 = mod_mul_tw(r2, r8, 0, m);
    r3 = mod_mul_tw(r3, r8, 0, m);
    r4 = mod_mul_tw(r4, r8, 0, m);
    r5 = mod_mul_tw(r5, r8, 0, m);
    r6 = mod_mul_tw(r6, r8, 0, m);
    r7 = mod_mul_tw(r7, r8, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 5120] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 15u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 7168] = r7;
}

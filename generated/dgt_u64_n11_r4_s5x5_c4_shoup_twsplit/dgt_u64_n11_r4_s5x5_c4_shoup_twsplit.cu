// nttgen: dgt_u64_n11_r4_s5x5_c4_shoup_twsplit (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u64_n11_r4_s5x5_c4_shoup_twsplit.toml --out generated/dgt_u64_n11_r4_s5x5_c4_shoup_twsplit
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "dgt_u64_n11_r4_s5x5_c4_shoup_twsplit"
//   transform = "dgt"
//   log_n = 11
//   word = "u64"
//   reduction = "shoup"
//   radix = 4
//   stage_split = [5, 5]
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
//   primes = [1125899906826241]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_fwd0: grid_x 8, block 4 x 8, shared 2176 B; mulmods 22528, addmods 21504, butterflies 2560, global bytes 32768 (read 16384, write 16384), table bytes 131072, shuffles 0
//   dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_fwd1: grid_x 8, block 8 x 4, shared 2176 B; mulmods 18432, addmods 19456, butterflies 2560, global bytes 32768 (read 16384, write 16384), table bytes 98304, shuffles 0
//   dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_pw: grid_x 8, block 128 x 1, shared 0 B; mulmods 4096, addmods 2048, butterflies 0, global bytes 49152 (read 32768, write 16384), table bytes 0, shuffles 0
//   dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_inv1: grid_x 8, block 8 x 4, shared 2176 B; mulmods 18432, addmods 19456, butterflies 2560, global bytes 32768 (read 16384, write 16384), table bytes 98304, shuffles 0
//   dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_inv0: grid_x 8, block 4 x 8, shared 2176 B; mulmods 24576, addmods 21504, butterflies 2560, global bytes 32768 (read 16384, write 16384), table bytes 135168, shuffles 0
//   dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_fwd_coop: grid_x 8, block 4 x 8, shared 2176 B; mulmods 40960, addmods 40960, butterflies 5120, global bytes 65536 (read 32768, write 32768), table bytes 229376, shuffles 0
//   dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_inv_coop: grid_x 8, block 4 x 8, shared 2176 B; mulmods 43008, addmods 40960, butterflies 5120, global bytes 65536 (read 32768, write 32768), table bytes 233472, shuffles 0

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

/* nttgen reduce/shoup.cu (word = u64): Shoup's multiplication by a
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

/* x - c where that is not negative, else x (x < 3c, c < 2^63): the sign of
 * the difference decides, one compare of its high word, where x >= c needs
 * a compare of both words besides. */
__device__ __forceinline__ word_t mod_csub_signed(word_t x, word_t c) {
    const long long d = (long long)(x - c);
    return d < 0 ? x : (word_t)d;
}

/* r in [0, 2q) and q < 2^(β-2), so r - q decides by its sign (u64) or a
 * min (u32). */
__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    word_t qhat = mod_mulhi(a, w_comp);
    word_t r = a * w - qhat * m.q;
    return mod_csub_signed(r, m.q);
}
/* The lazy product of reduce/lazy.cu's butterflies: a·w - qhat·q in
 * [0, 2q) for any a < 2^β (4q < 2^β holds by the bound above). */
__device__ __forceinline__ word_t mod_mul_tw_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return a * w - mod_mulhi(a, w_comp) * m.q;
}

__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul_tw_lazy(a, w, w_comp, m);
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



extern "C" __global__ void __launch_bounds__(32) dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ dgt_twist_v,
    const word_t* __restrict__ dgt_twist_c,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 2048;
    const word_t* __restrict__ dgt_twist_c_t = dgt_twist_c + (size_t)tower * 2048;
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 32;
    const word_t* __restrict__ split_hi_fwd_c_t = split_hi_fwd_c + (size_t)tower * 32;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r26, r27, r28, r30, r31, r32, r34;
    word_t r35, r36, r38, r39, r40, r42, r43, r44;
    word_t r46, r47;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r8 = v.x; r10 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r9 = v.x; r11 = v.y; }
    gmul_tw(r0, r1, r8, r9, true, r10, r11, true, m);
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1280];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512]); r12 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512]); r13 = v.x; r15 = v.y; }
    gmul_tw(r2, r3, r12, r13, true, r14, r15, true, m);
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 512];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1536];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r16 = v.x; r18 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r17 = v.x; r19 = v.y; }
    gmul_tw(r4, r5, r16, r17, true, r18, r19, true, m);
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 768];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1792];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536]); r20 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536]); r21 = v.x; r23 = v.y; }
    gmul_tw(r6, r7, r20, r21, true, r22, r23, true, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[0]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[0]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_ct(r0, r1, r4, r5, r24, 0, false, r28, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r24, 0, false, r28, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0]); r32 = v.x; r36 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 5)) << 1)) & 1u)) >> 31) << 3) << 1)]); r34 = v.x; r38 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 5)) << 1)) & 1u)) >> 31) << 3) << 1)]); r35 = v.x; r39 = v.y; }
    gmul_tw(r32, r36, r34, r35, true, r38, r39, true, m);
    gbfly_ct(r0, r1, r2, r3, r32, 0, false, r36, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0]); r40 = v.x; r44 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 5)) << 1) | 1u)) & 1u)) >> 31) << 3) << 1)]); r42 = v.x; r46 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 5)) << 1) | 1u)) & 1u)) >> 31) << 3) << 1)]); r43 = v.x; r47 = v.y; }
    gmul_tw(r40, r44, r42, r43, true, r46, r47, true, m);
    gbfly_ct(r4, r5, r6, r7, r40, 0, false, r44, 0, false, false, m);
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u] = r2;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u] = r3;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u] = r4;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u] = r5;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u] = r6;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 153u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 152u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 1) & 3u))) & 3u)) >> 30) << 2) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 1) & 3u))) & 3u)) >> 30) << 2) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_ct(r0, r1, r4, r5, r8, 0, false, r12, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 1) & 3u) << 1))) & 7u)) >> 29) << 1) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 1) & 3u) << 1))) & 7u)) >> 29) << 1) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_ct(r0, r1, r2, r3, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 1) & 3u) << 1) | 1u))) & 7u)) >> 29) << 1) << 1)]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 1) & 3u) << 1) | 1u))) & 7u)) >> 29) << 1) << 1)]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_ct(r4, r5, r6, r7, r24, 0, false, r28, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 153u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 152u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 1u)) << 2) + threadIdx.x) >> 4)) + 132u];
    r4 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r5 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u];
    r6 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r7 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 3u)) << 2) + threadIdx.x) >> 4)) + 140u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_ct(r0, r1, r2, r3, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_ct(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 32] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1056] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 64] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1088] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 96] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1120] = r7;
}

extern "C" __global__ void __launch_bounds__(32) dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 32;
    const word_t* __restrict__ split_hi_fwd_c_t = split_hi_fwd_c + (size_t)tower * 32;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 1024];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 8];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 1032];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 16];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 1040];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 24];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 1048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((32u + ((bx << 2) | threadIdx.y)) & 31u)) >> 27) & 1u) << 4) << 1)]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((32u + ((bx << 2) | threadIdx.y)) & 31u)) >> 27) >> 1) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((32u + ((bx << 2) | threadIdx.y)) & 31u)) >> 27) >> 1) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_ct(r0, r1, r4, r5, r8, 0, false, r12, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((64u + (((bx << 2) | threadIdx.y) << 1)) & 63u)) >> 26) & 3u) << 3) << 1)]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((64u + (((bx << 2) | threadIdx.y) << 1)) & 63u)) >> 26) >> 2) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((64u + (((bx << 2) | threadIdx.y) << 1)) & 63u)) >> 26) >> 2) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_ct(r0, r1, r2, r3, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((64u + ((((bx << 2) | threadIdx.y) << 1) | 1u)) & 63u)) >> 26) & 3u) << 3) << 1)]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((64u + ((((bx << 2) | threadIdx.y) << 1) | 1u)) & 63u)) >> 26) >> 2) << 1)]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((64u + ((((bx << 2) | threadIdx.y) << 1) | 1u)) & 63u)) >> 26) >> 2) << 1)]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_ct(r4, r5, r6, r7, r24, 0, false, r28, 0, false, false, m);
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 34u] = r1;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 42u] = r3;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 17u] = r4;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 51u] = r5;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 25u] = r6;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 59u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 34u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 36u];
    r4 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 38u];
    r6 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 40u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((128u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 1) & 3u))) & 127u)) >> 25) & 7u) << 2) << 1)]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((128u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 1) & 3u))) & 127u)) >> 25) >> 3) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((128u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 1) & 3u))) & 127u)) >> 25) >> 3) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_ct(r0, r1, r4, r5, r8, 0, false, r12, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x >> 1) & 3u) << 1))) & 255u)) >> 24) & 15u) << 1) << 1)]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x >> 1) & 3u) << 1))) & 255u)) >> 24) >> 4) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x >> 1) & 3u) << 1))) & 255u)) >> 24) >> 4) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_ct(r0, r1, r2, r3, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | ((((threadIdx.x >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) & 15u) << 1) << 1)]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | ((((threadIdx.x >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) >> 4) << 1)]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | ((((threadIdx.x >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) >> 4) << 1)]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_ct(r4, r5, r6, r7, r24, 0, false, r28, 0, false, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 34u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 36u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 38u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 40u] = r7;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 34u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 1u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 35u];
    r4 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 2u];
    r5 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 36u];
    r6 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 3u];
    r7 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 37u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1))) & 511u)) >> 23) & 31u) << 1)]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1))) & 511u)) >> 23) >> 5) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1))) & 511u)) >> 23) >> 5) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_ct(r0, r1, r2, r3, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u))) & 511u)) >> 23) & 31u) << 1)]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u))) & 511u)) >> 23) >> 5) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u))) & 511u)) >> 23) >> 5) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_ct(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1024] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1025] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1026] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 3] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1027] = r7;
}

extern "C" __global__ void __launch_bounds__(128) dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_pw(
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
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = x[poly + (size_t)((bx << 7) + threadIdx.x) + 1024];
    r2 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r3 = y[poly + (size_t)((bx << 7) + threadIdx.x) + 1024];
    r4 = mod_mul(r0, r2, m);
    r5 = mod_mul(r1, r3, m);
    r6 = mod_mul(r0, r3, m);
    r7 = mod_mul(r1, r2, m);
    r4 = mod_sub(r4, r5, m.q);
    r6 = mod_add(r6, r7, m.q);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r4;
    x[poly + (size_t)((bx << 7) + threadIdx.x) + 1024] = r6;
}

extern "C" __global__ void __launch_bounds__(32) dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 32;
    const word_t* __restrict__ split_hi_inv_c_t = split_hi_inv_c + (size_t)tower * 32;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1024];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1025];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1026];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 3];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 1027];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1))) & 511u)) >> 23) & 31u) << 1)]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1))) & 511u)) >> 23) >> 5) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1))) & 511u)) >> 23) >> 5) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u))) & 511u)) >> 23) & 31u) << 1)]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u))) & 511u)) >> 23) >> 5) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((512u + ((((bx << 2) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u))) & 511u)) >> 23) >> 5) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_gs(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 34u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 1u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 35u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 2u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 36u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 3u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 2)) >> 4)) + 37u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 34u];
    r2 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 36u];
    r4 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 38u];
    r6 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 40u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x >> 1) & 3u) << 1))) & 255u)) >> 24) & 15u) << 1) << 1)]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x >> 1) & 3u) << 1))) & 255u)) >> 24) >> 4) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x >> 1) & 3u) << 1))) & 255u)) >> 24) >> 4) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | ((((threadIdx.x >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) & 15u) << 1) << 1)]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | ((((threadIdx.x >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) >> 4) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((256u + ((((bx << 2) | threadIdx.y) << 3) | ((((threadIdx.x >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) >> 4) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_gs(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((128u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 1) & 3u))) & 127u)) >> 25) & 7u) << 2) << 1)]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((128u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 1) & 3u))) & 127u)) >> 25) >> 3) << 1)]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((128u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 1) & 3u))) & 127u)) >> 25) >> 3) << 1)]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_gs(r0, r1, r4, r5, r24, 0, false, r28, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r24, 0, false, r28, 0, false, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 34u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 36u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 38u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) + (((threadIdx.y << 6) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 3u) << 3))) >> 4)) + 40u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 34u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 42u];
    r4 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 17u];
    r5 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 51u];
    r6 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 25u];
    r7 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 59u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((64u + (((bx << 2) | threadIdx.y) << 1)) & 63u)) >> 26) & 3u) << 3) << 1)]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((64u + (((bx << 2) | threadIdx.y) << 1)) & 63u)) >> 26) >> 2) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((64u + (((bx << 2) | threadIdx.y) << 1)) & 63u)) >> 26) >> 2) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((64u + ((((bx << 2) | threadIdx.y) << 1) | 1u)) & 63u)) >> 26) & 3u) << 3) << 1)]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((64u + ((((bx << 2) | threadIdx.y) << 1) | 1u)) & 63u)) >> 26) >> 2) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((64u + ((((bx << 2) | threadIdx.y) << 1) | 1u)) & 63u)) >> 26) >> 2) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_gs(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((32u + ((bx << 2) | threadIdx.y)) & 31u)) >> 27) & 1u) << 4) << 1)]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((32u + ((bx << 2) | threadIdx.y)) & 31u)) >> 27) >> 1) << 1)]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((32u + ((bx << 2) | threadIdx.y)) & 31u)) >> 27) >> 1) << 1)]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_gs(r0, r1, r4, r5, r24, 0, false, r28, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r24, 0, false, r28, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 1024] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 8] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 1032] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 16] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 1040] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 24] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 5) | (threadIdx.x & 7u)) + 1048] = r7;
}

extern "C" __global__ void __launch_bounds__(32) dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ dgt_untwist_v,
    const word_t* __restrict__ dgt_untwist_c,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 2048;
    const word_t* __restrict__ dgt_untwist_c_t = dgt_untwist_c + (size_t)tower * 2048;
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 32;
    const word_t* __restrict__ split_hi_inv_c_t = split_hi_inv_c + (size_t)tower * 32;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 32];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1056];
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 64];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1088];
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 96];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1120];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_gs(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r2;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 1u)) << 2) + threadIdx.x) >> 4)) + 132u] = r3;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r4;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u] = r5;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r6;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 3u)) << 2) + threadIdx.x) >> 4)) + 140u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 153u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 152u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 1) & 3u) << 1))) & 7u)) >> 29) << 1) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 1) & 3u) << 1))) & 7u)) >> 29) << 1) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 1) & 3u) << 1) | 1u))) & 7u)) >> 29) << 1) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 1) & 3u) << 1) | 1u))) & 7u)) >> 29) << 1) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_gs(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 1) & 3u))) & 3u)) >> 30) << 2) << 1)]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 1) & 3u))) & 3u)) >> 30) << 2) << 1)]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_gs(r0, r1, r4, r5, r24, 0, false, r28, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r24, 0, false, r28, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 153u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 152u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u];
    r3 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u];
    r4 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u];
    r5 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u];
    r6 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u];
    r7 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 5)) << 1)) & 1u)) >> 31) << 3) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 5)) << 1)) & 1u)) >> 31) << 3) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 5)) << 1) | 1u)) & 1u)) >> 31) << 3) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 5)) << 1) | 1u)) & 1u)) >> 31) << 3) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_gs(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[0]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[0]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_gs(r0, r1, r4, r5, r24, 0, false, r28, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r24, 0, false, r28, 0, false, false, m);
    r32 = inv_len_v_t[0];
    r33 = inv_len_c_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r34 = v.x; r36 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r35 = v.x; r37 = v.y; }
    gmul_tw(r0, r1, r34, r35, true, r36, r37, true, m);
    r0 = mod_mul_tw(r0, r32, r33, m);
    r1 = mod_mul_tw(r1, r32, r33, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512]); r38 = v.x; r40 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512]); r39 = v.x; r41 = v.y; }
    gmul_tw(r2, r3, r38, r39, true, r40, r41, true, m);
    r2 = mod_mul_tw(r2, r32, r33, m);
    r3 = mod_mul_tw(r3, r32, r33, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r42 = v.x; r44 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r43 = v.x; r45 = v.y; }
    gmul_tw(r4, r5, r42, r43, true, r44, r45, true, m);
    r4 = mod_mul_tw(r4, r32, r33, m);
    r5 = mod_mul_tw(r5, r32, r33, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536]); r46 = v.x; r48 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536]); r47 = v.x; r49 = v.y; }
    gmul_tw(r6, r7, r46, r47, true, r48, r49, true, m);
    r6 = mod_mul_tw(r6, r32, r33, m);
    r7 = mod_mul_tw(r7, r32, r33, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1280] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 512] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1536] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 768] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1792] = r7;
}

extern "C" __global__ void __launch_bounds__(32) dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ dgt_twist_v,
    const word_t* __restrict__ dgt_twist_c,
    const word_t* __restrict__ split_lo_fwd_v,
    const word_t* __restrict__ split_hi_fwd_v,
    const word_t* __restrict__ split_hi_fwd_c,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ dgt_twist_v_t = dgt_twist_v + (size_t)tower * 2048;
    const word_t* __restrict__ dgt_twist_c_t = dgt_twist_c + (size_t)tower * 2048;
    const word_t* __restrict__ split_lo_fwd_v_t = split_lo_fwd_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_fwd_v_t = split_hi_fwd_v + (size_t)tower * 32;
    const word_t* __restrict__ split_hi_fwd_c_t = split_hi_fwd_c + (size_t)tower * 32;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57, r58, r59, r60, r61;
    word_t r62, r63, r64, r65, r66, r67, r68, r69;
    word_t r70, r71, r72, r73, r74, r75, r76, r77;
    word_t r78, r79, r80, r81, r82, r83, r84, r85;
    word_t r86, r87, r88, r89, r90, r91, r92, r93;
    word_t r94, r95, r96, r97, r98, r99, r100, r101;
    word_t r102, r103, r104, r105, r106, r107, r108, r109;
    word_t r110, r111;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"(reinterpret_cast<const ulonglong2*>(&dgt_twist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 5)) << 1)) & 1u)) >> 31) << 3) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 5)) << 1)) & 1u)) >> 31) << 3) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r78), "=l"(r79) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 5)) << 1) | 1u)) & 1u)) >> 31) << 3) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r80), "=l"(r81) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 5)) << 1) | 1u)) & 1u)) >> 31) << 3) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r82), "=l"(r83) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 1) & 3u))) & 3u)) >> 30) << 2) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 1) & 3u))) & 3u)) >> 30) << 2) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 1) & 3u) << 1))) & 7u)) >> 29) << 1) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 1) & 3u) << 1))) & 7u)) >> 29) << 1) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r94), "=l"(r95) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r96), "=l"(r97) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 1) & 3u) << 1) | 1u))) & 7u)) >> 29) << 1) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r98), "=l"(r99) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 1) & 3u) << 1) | 1u))) & 7u)) >> 29) << 1) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r100), "=l"(r101) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r102), "=l"(r103) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r104), "=l"(r105) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r106), "=l"(r107) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r108), "=l"(r109) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r110), "=l"(r111) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024];
    gmul_tw(r0, r1, r48, r50, true, r49, r51, true, m);
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1280];
    gmul_tw(r2, r3, r52, r54, true, r53, r55, true, m);
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 512];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1536];
    gmul_tw(r4, r5, r56, r58, true, r57, r59, true, m);
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 768];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1792];
    gmul_tw(r6, r7, r60, r62, true, r61, r63, true, m);
    gmul_tw(r64, r65, r66, r68, true, r67, r69, true, m);
    gbfly_ct(r0, r1, r4, r5, r64, 0, false, r65, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r64, 0, false, r65, 0, false, false, m);
    gmul_tw(r70, r71, r72, r74, true, r73, r75, true, m);
    gbfly_ct(r0, r1, r2, r3, r70, 0, false, r71, 0, false, false, m);
    gmul_tw(r76, r77, r78, r80, true, r79, r81, true, m);
    gbfly_ct(r4, r5, r6, r7, r76, 0, false, r77, 0, false, false, m);
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u] = r2;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u] = r3;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u] = r4;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u] = r5;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u] = r6;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 153u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 152u];
    gmul_tw(r82, r83, r84, r86, true, r85, r87, true, m);
    gbfly_ct(r0, r1, r4, r5, r82, 0, false, r83, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r82, 0, false, r83, 0, false, false, m);
    gmul_tw(r88, r89, r90, r92, true, r91, r93, true, m);
    gbfly_ct(r0, r1, r2, r3, r88, 0, false, r89, 0, false, false, m);
    gmul_tw(r94, r95, r96, r98, true, r97, r99, true, m);
    gbfly_ct(r4, r5, r6, r7, r94, 0, false, r95, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 153u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 152u] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 1u)) << 2) + threadIdx.x) >> 4)) + 132u];
    r4 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r5 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u];
    r6 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r7 = smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 3u)) << 2) + threadIdx.x) >> 4)) + 140u];
    gmul_tw(r100, r101, r102, r104, true, r103, r105, true, m);
    gbfly_ct(r0, r1, r2, r3, r100, 0, false, r101, 0, false, false, m);
    gmul_tw(r106, r107, r108, r110, true, r109, r111, true, m);
    gbfly_ct(r4, r5, r6, r7, r106, 0, false, r107, 0, false, false, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 32] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1056] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 64] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1088] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 96] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1120] = r7;
    grid_sync(grid_counter);

    // phase 3: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))];
    r1 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 1024];
    r2 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8];
    r3 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 1032];
    r4 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 16];
    r5 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 1040];
    r6 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 24];
    r7 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 1048];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((32u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u))) & 31u)) >> 27) & 1u) << 4) << 1)]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((32u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u))) & 31u)) >> 27) >> 1) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((32u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u))) & 31u)) >> 27) >> 1) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_ct(r0, r1, r4, r5, r8, 0, false, r12, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((64u + (((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1)) & 63u)) >> 26) & 3u) << 3) << 1)]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((64u + (((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1)) & 63u)) >> 26) >> 2) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((64u + (((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1)) & 63u)) >> 26) >> 2) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_ct(r0, r1, r2, r3, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((64u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | 1u)) & 63u)) >> 26) & 3u) << 3) << 1)]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((64u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | 1u)) & 63u)) >> 26) >> 2) << 1)]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((64u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | 1u)) & 63u)) >> 26) >> 2) << 1)]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_ct(r4, r5, r6, r7, r24, 0, false, r28, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u] = r7;
    __syncthreads();

    // phase 4: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 36u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 38u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 40u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((128u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) & 127u)) >> 25) & 7u) << 2) << 1)]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((128u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) & 127u)) >> 25) >> 3) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((128u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) & 127u)) >> 25) >> 3) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_ct(r0, r1, r4, r5, r8, 0, false, r12, 0, false, false, m);
    gbfly_ct(r2, r3, r6, r7, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1))) & 255u)) >> 24) & 15u) << 1) << 1)]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1))) & 255u)) >> 24) >> 4) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1))) & 255u)) >> 24) >> 4) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_ct(r0, r1, r2, r3, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)((((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) & 15u) << 1) << 1)]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) >> 4) << 1)]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) >> 4) << 1)]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_ct(r4, r5, r6, r7, r24, 0, false, r28, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 36u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 38u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 40u] = r7;
    __syncthreads();

    // phase 5: forward kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 1u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 35u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 2u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 36u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 3u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 37u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))) & 511u)) >> 23) & 31u) << 1)]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))) & 511u)) >> 23) >> 5) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))) & 511u)) >> 23) >> 5) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_ct(r0, r1, r2, r3, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_fwd_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1) | 1u))) & 511u)) >> 23) & 31u) << 1)]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1) | 1u))) & 511u)) >> 23) >> 5) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_fwd_c_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1) | 1u))) & 511u)) >> 23) >> 5) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_ct(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2))] = r0;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 1024] = r1;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 1] = r2;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 1025] = r3;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 2] = r4;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 1026] = r5;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 3] = r6;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 1027] = r7;
}

extern "C" __global__ void __launch_bounds__(32) dgt_u64_n11_r4_s5x5_c4_shoup_twsplit_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ dgt_untwist_v,
    const word_t* __restrict__ dgt_untwist_c,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ dgt_untwist_v_t = dgt_untwist_v + (size_t)tower * 2048;
    const word_t* __restrict__ dgt_untwist_c_t = dgt_untwist_c + (size_t)tower * 2048;
    const word_t* __restrict__ split_lo_inv_v_t = split_lo_inv_v + (size_t)tower * 64;
    const word_t* __restrict__ split_hi_inv_v_t = split_hi_inv_v + (size_t)tower * 32;
    const word_t* __restrict__ split_hi_inv_c_t = split_hi_inv_c + (size_t)tower * 32;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r11, r12, r14, r15, r16, r18;
    word_t r19, r20, r22, r23, r24, r26, r27, r28;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57, r58, r59, r60, r61;
    word_t r62, r63, r64, r65, r66, r67, r68, r69;
    word_t r70, r71, r72, r73, r74, r75, r76, r77;
    word_t r78, r79, r80, r81, r82, r83, r84, r85;
    word_t r86, r87, r88, r89, r90, r91, r92, r93;
    word_t r94, r95, r96, r97, r98, r99, r100, r101;
    word_t r102, r103, r104, r105, r106, r107, r108, r109;
    word_t r110, r111, r112, r113;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))) & 511u)) >> 23) & 31u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))) & 511u)) >> 23) >> 5) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))) & 511u)) >> 23) >> 5) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1) | 1u))) & 511u)) >> 23) & 31u) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1) | 1u))) & 511u)) >> 23) >> 5) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((512u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1) | 1u))) & 511u)) >> 23) >> 5) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1))) & 255u)) >> 24) & 15u) << 1) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1))) & 255u)) >> 24) >> 4) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1))) & 255u)) >> 24) >> 4) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) & 15u) << 1) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) >> 4) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((256u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | (((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 1) | 1u))) & 255u)) >> 24) >> 4) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((128u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) & 127u)) >> 25) & 7u) << 2) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((128u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) & 127u)) >> 25) >> 3) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r78), "=l"(r79) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((128u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u))) & 127u)) >> 25) >> 3) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r80), "=l"(r81) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((64u + (((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1)) & 63u)) >> 26) & 3u) << 3) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r82), "=l"(r83) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((64u + (((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1)) & 63u)) >> 26) >> 2) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((64u + (((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1)) & 63u)) >> 26) >> 2) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((64u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | 1u)) & 63u)) >> 26) & 3u) << 3) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((64u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | 1u)) & 63u)) >> 26) >> 2) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((64u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) | 1u)) & 63u)) >> 26) >> 2) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[(size_t)((((__brev(((32u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u))) & 31u)) >> 27) & 1u) << 4) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r94), "=l"(r95) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((32u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u))) & 31u)) >> 27) >> 1) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r96), "=l"(r97) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((32u + ((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u))) & 31u)) >> 27) >> 1) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r98), "=l"(r99) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r100), "=l"(r101) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r102), "=l"(r103) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 7u) << 1))) & 15u)) >> 28) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r104), "=l"(r105) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r106), "=l"(r107) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r108), "=l"(r109) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)((__brev(((16u + ((((bx >> 3) | (threadIdx.x >> 5)) << 4) | (((threadIdx.y & 7u) << 1) | 1u))) & 15u)) >> 28) << 1)])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r110), "=l"(r111) : "l"(reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r112), "=l"(r113) : "l"(reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 1) & 3u) << 1))) & 7u)) >> 29) << 1) << 1)])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2))];
    r1 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 1024];
    r2 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 1];
    r3 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 1025];
    r4 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 2];
    r5 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 1026];
    r6 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 3];
    r7 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 1027];
    gmul_tw(r50, r51, r52, r54, true, r53, r55, true, m);
    gbfly_gs(r0, r1, r2, r3, r50, 0, false, r51, 0, false, false, m);
    gmul_tw(r56, r57, r58, r60, true, r59, r61, true, m);
    gbfly_gs(r4, r5, r6, r7, r56, 0, false, r57, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 1u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 35u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 2u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 36u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 3u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) >> 4)) + 37u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 36u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 38u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 40u];
    gmul_tw(r62, r63, r64, r66, true, r65, r67, true, m);
    gbfly_gs(r0, r1, r2, r3, r62, 0, false, r63, 0, false, false, m);
    gmul_tw(r68, r69, r70, r72, true, r71, r73, true, m);
    gbfly_gs(r4, r5, r6, r7, r68, 0, false, r69, 0, false, false, m);
    gmul_tw(r74, r75, r76, r78, true, r77, r79, true, m);
    gbfly_gs(r0, r1, r4, r5, r74, 0, false, r75, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r74, 0, false, r75, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 36u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 38u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) << 3))) >> 4)) + 40u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u];
    gmul_tw(r80, r81, r82, r84, true, r83, r85, true, m);
    gbfly_gs(r0, r1, r2, r3, r80, 0, false, r81, 0, false, false, m);
    gmul_tw(r86, r87, r88, r90, true, r89, r91, true, m);
    gbfly_gs(r4, r5, r6, r7, r86, 0, false, r87, 0, false, false, m);
    gmul_tw(r92, r93, r94, r96, true, r95, r97, true, m);
    gbfly_gs(r0, r1, r4, r5, r92, 0, false, r93, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r92, 0, false, r93, 0, false, false, m);
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))] = r0;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 1024] = r1;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8] = r2;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 1032] = r3;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 16] = r4;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 1040] = r5;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 24] = r6;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 1048] = r7;
    grid_sync(grid_counter);

    // phase 3: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 32];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1056];
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 64];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1088];
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 96];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 7u) << 2) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1120];
    gmul_tw(r98, r99, r100, r102, true, r101, r103, true, m);
    gbfly_gs(r0, r1, r2, r3, r98, 0, false, r99, 0, false, false, m);
    gmul_tw(r104, r105, r106, r108, true, r107, r109, true, m);
    gbfly_gs(r4, r5, r6, r7, r104, 0, false, r105, 0, false, false, m);
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r2;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 1u)) << 2) + threadIdx.x) >> 4)) + 132u] = r3;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r4;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u] = r5;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 2) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r6;
    smem[(((((threadIdx.y & 7u) << 2) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 7u) << 2) | 3u)) << 2) + threadIdx.x) >> 4)) + 140u] = r7;
    __syncthreads();

    // phase 4: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u];
    r4 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 153u];
    r6 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 152u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | (((threadIdx.y >> 1) & 3u) << 1))) & 7u)) >> 29) << 1) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r110, r111, r112, r11, true, r113, r15, true, m);
    gbfly_gs(r0, r1, r2, r3, r110, 0, false, r111, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 1) & 3u) << 1) | 1u))) & 7u)) >> 29) << 1) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((8u + ((((bx >> 3) | (threadIdx.x >> 5)) << 3) | ((((threadIdx.y >> 1) & 3u) << 1) | 1u))) & 7u)) >> 29) << 1) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_gs(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 1) & 3u))) & 3u)) >> 30) << 2) << 1)]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((4u + ((((bx >> 3) | (threadIdx.x >> 5)) << 2) | ((threadIdx.y >> 1) & 3u))) & 3u)) >> 30) << 2) << 1)]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_gs(r0, r1, r4, r5, r24, 0, false, r28, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r24, 0, false, r28, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 2u)) << 2) + threadIdx.x) >> 4)) + 136u] = r3;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) >> 4)) + 153u] = r5;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) << 2) + threadIdx.x) + ((((32u + (((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 3u) << 3)) | 6u)) << 2) + threadIdx.x) >> 4)) + 152u] = r7;
    __syncthreads();

    // phase 5: inverse kernel 0: group 2
    r0 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u];
    r3 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u];
    r4 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u];
    r5 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u];
    r6 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u];
    r7 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r8 = v.x; r12 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 5)) << 1)) & 1u)) >> 31) << 3) << 1)]); r10 = v.x; r14 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((2u + (((bx >> 3) | (threadIdx.x >> 5)) << 1)) & 1u)) >> 31) << 3) << 1)]); r11 = v.x; r15 = v.y; }
    gmul_tw(r8, r12, r10, r11, true, r14, r15, true, m);
    gbfly_gs(r0, r1, r2, r3, r8, 0, false, r12, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r16 = v.x; r20 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[(size_t)(((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 5)) << 1) | 1u)) & 1u)) >> 31) << 3) << 1)]); r18 = v.x; r22 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[(size_t)(((__brev(((2u + ((((bx >> 3) | (threadIdx.x >> 5)) << 1) | 1u)) & 1u)) >> 31) << 3) << 1)]); r19 = v.x; r23 = v.y; }
    gmul_tw(r16, r20, r18, r19, true, r22, r23, true, m);
    gbfly_gs(r4, r5, r6, r7, r16, 0, false, r20, 0, false, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_lo_inv_v_t[0]); r24 = v.x; r28 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_v_t[0]); r26 = v.x; r30 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&split_hi_inv_c_t[0]); r27 = v.x; r31 = v.y; }
    gmul_tw(r24, r28, r26, r27, true, r30, r31, true, m);
    gbfly_gs(r0, r1, r4, r5, r24, 0, false, r28, 0, false, false, m);
    gbfly_gs(r2, r3, r6, r7, r24, 0, false, r28, 0, false, false, m);
    r32 = inv_len_v_t[0];
    r33 = inv_len_c_t[0];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r34 = v.x; r36 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1)]); r35 = v.x; r37 = v.y; }
    gmul_tw(r0, r1, r34, r35, true, r36, r37, true, m);
    r0 = mod_mul_tw(r0, r32, r33, m);
    r1 = mod_mul_tw(r1, r32, r33, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512]); r38 = v.x; r40 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 512]); r39 = v.x; r41 = v.y; }
    gmul_tw(r2, r3, r38, r39, true, r40, r41, true, m);
    r2 = mod_mul_tw(r2, r32, r33, m);
    r3 = mod_mul_tw(r3, r32, r33, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r42 = v.x; r44 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1024]); r43 = v.x; r45 = v.y; }
    gmul_tw(r4, r5, r42, r43, true, r44, r45, true, m);
    r4 = mod_mul_tw(r4, r32, r33, m);
    r5 = mod_mul_tw(r5, r32, r33, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_v_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536]); r46 = v.x; r48 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&dgt_untwist_c_t[(size_t)((((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) << 1) + 1536]); r47 = v.x; r49 = v.y; }
    gmul_tw(r6, r7, r46, r47, true, r48, r49, true, m);
    r6 = mod_mul_tw(r6, r32, r33, m);
    r7 = mod_mul_tw(r7, r32, r33, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1280] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 512] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1536] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 768] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 7u) << 5)) | (((bx & 7u) << 2) | (threadIdx.x & 31u))) + 1792] = r7;
}

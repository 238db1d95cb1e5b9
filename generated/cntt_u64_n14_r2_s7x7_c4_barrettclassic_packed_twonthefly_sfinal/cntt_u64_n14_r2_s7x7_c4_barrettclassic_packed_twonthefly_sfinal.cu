// nttgen: cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal (generated; do not edit)
// command: codegen emit --spec generated/specs/cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal.toml --out generated/cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal"
//   transform = "ntt-cyclic"
//   log_n = 14
//   word = "u64"
//   reduction = "barrett-classic"
//   radix = 2
//   stage_split = [7, 7]
//   cluster = 4
//   layout = "packed"
//   access = "classic"
//   twiddles = "on-the-fly"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "final"
//   streams = 1
//
//   [moduli]
//   primes = [1152921504606830593]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_fwd0: grid_x 32, block 4 x 64, shared 4352 B; mulmods 802816, addmods 114688, butterflies 57344, global bytes 262144 (read 131072, write 131072), table bytes 5963776, shuffles 0
//   cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_fwd1: grid_x 32, block 64 x 4, shared 4352 B; mulmods 802816, addmods 114688, butterflies 57344, global bytes 262144 (read 131072, write 131072), table bytes 5963776, shuffles 0
//   cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_pw: grid_x 128, block 128 x 1, shared 0 B; mulmods 16384, addmods 0, butterflies 0, global bytes 393216 (read 262144, write 131072), table bytes 0, shuffles 0
//   cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_inv1: grid_x 32, block 64 x 4, shared 4352 B; mulmods 802816, addmods 114688, butterflies 57344, global bytes 262144 (read 131072, write 131072), table bytes 5963776, shuffles 0
//   cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_inv0: grid_x 32, block 4 x 64, shared 4352 B; mulmods 704512, addmods 114688, butterflies 57344, global bytes 262144 (read 131072, write 131072), table bytes 5242880, shuffles 0
//   cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_pwinv1: grid_x 32, block 64 x 4, shared 4352 B; mulmods 819200, addmods 114688, butterflies 57344, global bytes 393216 (read 262144, write 131072), table bytes 5963776, shuffles 0
//   cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_fwd_coop: grid_x 64, block 2 x 64, shared 2176 B; mulmods 1605632, addmods 229376, butterflies 114688, global bytes 524288 (read 262144, write 262144), table bytes 11927552, shuffles 0
//   cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_inv_coop: grid_x 64, block 2 x 64, shared 2176 B; mulmods 1507328, addmods 229376, butterflies 114688, global bytes 524288 (read 262144, write 262144), table bytes 11206656, shuffles 0
//   cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_product_coop: grid_x 64, block 2 x 64, shared 2176 B; mulmods 4734976, addmods 688128, butterflies 344064, global bytes 1703936 (read 917504, write 786432), table bytes 35061760, shuffles 0

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

/* nttgen reduce/barrett-classic.cu (word = u64): classical Barrett
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



extern "C" __global__ void __launch_bounds__(256) cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_fwd0(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ powers_fwd_v,
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
    const word_t* __restrict__ powers_fwd_v_t = powers_fwd_v + (size_t)tower * 14;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r6, r8, r10, r12;
    word_t r14, r16, r18, r20, r22, r24, r26, r28;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 8192];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (0u) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = (0u) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((threadIdx.y & 63u) << 2) + threadIdx.x) + ((((threadIdx.y & 63u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 63u) << 2) + threadIdx.x) + ((((threadIdx.y & 63u) << 2) + threadIdx.x) >> 4)) + 272u] = r1;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (0u) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = (((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 7)) << 1) | ((threadIdx.y >> 5) & 1u))) & 1u)) >> 31) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 68u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) >> 1) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 1) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 2) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 2) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 3) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 5: forward kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 3) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 4) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 6: forward kernel 0: group 6
    r0 = smem[(((((threadIdx.y & 63u) << 1) << 2) + threadIdx.x) + (((((threadIdx.y & 63u) << 1) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 63u) << 1) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 1) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 4) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 5) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    s0[poly + (size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))] = r0;
    s0[poly + (size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 128] = r1;
}

extern "C" __global__ void __launch_bounds__(256) cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_fwd1(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ powers_fwd_v,
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
    const word_t* __restrict__ powers_fwd_v_t = powers_fwd_v + (size_t)tower * 14;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r6, r8, r10, r12;
    word_t r14, r16, r18, r20, r22, r24, r26, r28;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 63u))];
    r1 = s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 63u)) + 64];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 5) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 6) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 63u)) + (((threadIdx.y << 7) + (threadIdx.x & 63u)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 63u)) + (((threadIdx.y << 7) + (threadIdx.x & 63u)) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 6) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 7) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 7) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 8) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 3: forward kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 8) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 9) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 4: forward kernel 1: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 9) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 10) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 5: forward kernel 1: group 5
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4)) + 2u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 8) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 9) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 10) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 11) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4)) + 2u] = r1;
    __syncthreads();

    // phase 6: forward kernel 1: group 6
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) >> 4)) + 1u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 9) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 10) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 11) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 12) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 63u) << 1))]) = make_ulonglong2(r0, r1);
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_pw(
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

extern "C" __global__ void __launch_bounds__(256) cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_inv1(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ powers_inv_v,
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
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 14;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r6, r8, r10, r12;
    word_t r14, r16, r18, r20, r22, r24, r26, r28;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 63u) << 1))]); r0 = v.x; r1 = v.y; }
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 9) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 10) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 11) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 12) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) >> 4)) + 1u] = r1;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4)) + 2u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 8) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 9) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 10) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 11) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4)) + 2u] = r1;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 9) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 10) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 8) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 9) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 4: inverse kernel 1: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 7) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 8) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 5: inverse kernel 1: group 5
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 6) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 7) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 6: inverse kernel 1: group 6
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 63u)) + (((threadIdx.y << 7) + (threadIdx.x & 63u)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 63u)) + (((threadIdx.y << 7) + (threadIdx.x & 63u)) >> 4)) + 68u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 5) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 6) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 63u))] = r0;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 63u)) + 64] = r1;
}

extern "C" __global__ void __launch_bounds__(256) cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_inv0(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ powers_inv_v,
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
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 14;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r6, r8, r10, r12;
    word_t r14, r16, r18, r20, r22, r24, r26, r28;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = s0[poly + (size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))];
    r1 = s0[poly + (size_t)((((((bx >> 5) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 128];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 4) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((64u + ((((bx >> 5) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 5) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 63u) << 1) << 2) + threadIdx.x) + (((((threadIdx.y & 63u) << 1) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 63u) << 1) << 2) + threadIdx.x) + ((((((threadIdx.y & 63u) << 1) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 3) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((32u + ((((bx >> 5) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 4) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 2) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((16u + ((((bx >> 5) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 3) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 2) + threadIdx.x) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 1) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((8u + ((((bx >> 5) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 2) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 2) + threadIdx.x) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 4: inverse kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 68u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4u + ((((bx >> 5) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) >> 1) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 2) + threadIdx.x) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 5: inverse kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) >> 4)) + 136u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (0u) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = (((__brev(((2u + ((((bx >> 5) | (threadIdx.x >> 7)) << 1) | ((threadIdx.y >> 5) & 1u))) & 1u)) >> 31) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 2) + threadIdx.x) >> 4)) + 136u] = r1;
    __syncthreads();

    // phase 6: inverse kernel 0: group 6
    r0 = smem[((((threadIdx.y & 63u) << 2) + threadIdx.x) + ((((threadIdx.y & 63u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 63u) << 2) + threadIdx.x) + ((((threadIdx.y & 63u) << 2) + threadIdx.x) >> 4)) + 272u];
    r2 = inv_len_v_t[1];
    bfly_gs(r0, r1, r2, 0, true, false, m);
    r4 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r4, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 31u) << 2) | (threadIdx.x & 127u))) + 8192] = r1;
}

extern "C" __global__ void __launch_bounds__(256) cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_pwinv1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    word_t* __restrict__ s0,
    const word_t* __restrict__ powers_inv_v,
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
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 14;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14, r16, r18, r20, r22, r24, r26;
    word_t r28, r30;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 63u) << 1))];
    r2 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 63u) << 1))];
    r0 = mod_mul(r0, r2, m);
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 63u) << 1)) + 1];
    r3 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | ((threadIdx.x & 63u) << 1)) + 1];
    r1 = mod_mul(r1, r3, m);
    r4 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r6 = v.x; r8 = v.y; }
    { const word_t p = mod_mul_tw(r4, r6, 0, m); r4 = (((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r8, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 1) & 1u)) ? p : r4; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r10 = v.x; r12 = v.y; }
    { const word_t p = mod_mul_tw(r4, r10, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 2) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r12, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 3) & 1u)) ? p : r4; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r14 = v.x; r16 = v.y; }
    { const word_t p = mod_mul_tw(r4, r14, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 4) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r16, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 5) & 1u)) ? p : r4; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r18 = v.x; r20 = v.y; }
    { const word_t p = mod_mul_tw(r4, r18, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 6) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r20, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 7) & 1u)) ? p : r4; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r22 = v.x; r24 = v.y; }
    { const word_t p = mod_mul_tw(r4, r22, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 8) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r24, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 9) & 1u)) ? p : r4; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r26 = v.x; r28 = v.y; }
    { const word_t p = mod_mul_tw(r4, r26, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 10) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r28, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 11) & 1u)) ? p : r4; }
    r30 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r4, r30, 0, m); r4 = ((((__brev(((8192u + ((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 63u))) & 8191u)) >> 19) >> 12) & 1u)) ? p : r4; }
    bfly_gs(r0, r1, r4, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) + (((threadIdx.y << 7) + ((threadIdx.x & 63u) << 1)) >> 4)) + 1u] = r1;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4)) + 2u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 8) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 9) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 10) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4096u + ((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x >> 1) & 31u))) & 4095u)) >> 20) >> 11) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 31u) << 2))) >> 4)) + 2u] = r1;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 9) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((2048u + ((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 2) & 15u))) & 2047u)) >> 21) >> 10) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 15u) << 3))) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 8) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((1024u + ((((bx << 2) | threadIdx.y) << 3) | ((threadIdx.x >> 3) & 7u))) & 1023u)) >> 22) >> 9) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 7u) << 4))) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 4: inverse kernel 1: group 4
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 7) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((512u + ((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 4) & 3u))) & 511u)) >> 23) >> 8) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 15u) | (((threadIdx.x >> 4) & 3u) << 5))) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 5: inverse kernel 1: group 5
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 6) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((256u + ((((bx << 2) | threadIdx.y) << 1) | ((threadIdx.x >> 5) & 1u))) & 255u)) >> 24) >> 7) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 1u) << 6))) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 6: inverse kernel 1: group 6
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 63u)) + (((threadIdx.y << 7) + (threadIdx.x & 63u)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 63u)) + (((threadIdx.y << 7) + (threadIdx.x & 63u)) >> 4)) + 68u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 5) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((128u + ((bx << 2) | threadIdx.y)) & 127u)) >> 25) >> 6) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 63u))] = r0;
    s0[poly + (size_t)((((bx << 2) | threadIdx.y) << 7) | (threadIdx.x & 63u)) + 64] = r1;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_fwd_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ powers_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_fwd_v_t = powers_fwd_v + (size_t)tower * 14;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r6, r8, r10, r12;
    word_t r14, r16, r18, r20, r22, r24, r26, r28;
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
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r42) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r43), "=l"(r44) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r45), "=l"(r46) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r47), "=l"(r48) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r49), "=l"(r50) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r51), "=l"(r52) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r53), "=l"(r54) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r55) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r68) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r69), "=l"(r70) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r71), "=l"(r72) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r73), "=l"(r74) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r75), "=l"(r76) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r77), "=l"(r78) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r79), "=l"(r80) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r81) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r82), "=l"(r83) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r30, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r31, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r32, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r33, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r34, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r35, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r36, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r37, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r38, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r39, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r40, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r41, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r42, 0, m); r2 = (0u) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u] = r1;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r43, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r44, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r45, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r46, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r47, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r48, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r49, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r50, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r51, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r52, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r53, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r54, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r55, 0, m); r2 = (((__brev(((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | ((threadIdx.y >> 5) & 1u))) & 1u)) >> 31) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r56, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r57, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r58, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r59, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r60, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r61, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r62, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r63, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r64, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r65, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r66, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r67, 0, m); r2 = (((__brev(((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r68, 0, m); r2 = ((((__brev(((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) >> 1) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r69, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r70, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r71, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r72, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r73, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r74, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r75, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r76, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r77, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r78, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r79, 0, m); r2 = (((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r80, 0, m); r2 = ((((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r81, 0, m); r2 = ((((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 2) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r82, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r83, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r84, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r85, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r86, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r87, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r88, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r89, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r90, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r91, 0, m); r2 = (((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r92, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r93, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 2) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 3) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 5: forward kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 3) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 4) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 6: forward kernel 0: group 6
    r0 = smem[(((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 1) | 1u) << 1) + threadIdx.x) >> 4)) + 2u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 4) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 5) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128] = r1;
    grid_sync(grid_counter);

    // phase 7: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))];
    r1 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + 64];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 5) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 6) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 8: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 6) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 7) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 9: forward kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 7) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 8) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 10: forward kernel 1: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 8) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 9) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 11: forward kernel 1: group 4
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 9) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 10) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 12: forward kernel 1: group 5
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4)) + 2u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 8) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 9) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 10) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 11) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4)) + 2u] = r1;
    __syncthreads();

    // phase 13: forward kernel 1: group 6
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) >> 4)) + 1u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 9) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 10) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 11) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 12) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1))]) = make_ulonglong2(r0, r1);
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_inv_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ s0,
    const word_t* __restrict__ powers_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 14;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r4, r6, r8, r10, r12;
    word_t r14, r16, r18, r20, r22, r24, r26, r28;
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
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r42) : "l"(&powers_inv_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r43), "=l"(r44) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r45), "=l"(r46) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r47), "=l"(r48) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r49), "=l"(r50) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r51), "=l"(r52) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r53), "=l"(r54) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r55) : "l"(&powers_inv_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r68) : "l"(&powers_inv_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r69), "=l"(r70) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r71), "=l"(r72) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r73), "=l"(r74) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r75), "=l"(r76) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r77), "=l"(r78) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r79), "=l"(r80) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r81) : "l"(&powers_inv_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r82), "=l"(r83) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"(reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1))]); r0 = v.x; r1 = v.y; }
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r30, 0, m); r2 = (((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r31, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r32, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r33, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r34, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r35, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r36, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r37, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r38, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r39, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 9) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r40, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 10) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r41, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 11) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r42, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 12) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) >> 4)) + 1u] = r1;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4)) + 2u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r43, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r44, 0, m); r2 = (((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r45, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r46, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r47, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r48, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r49, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r50, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r51, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r52, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r53, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 9) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r54, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 10) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r55, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 11) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4)) + 2u] = r1;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + 4u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r56, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r57, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r58, 0, m); r2 = (((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r59, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r60, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r61, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r62, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r63, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r64, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r65, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r66, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r67, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 9) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r68, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 10) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 1: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4)) + 8u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r69, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r70, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r71, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r72, 0, m); r2 = (((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r73, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r74, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r75, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r76, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r77, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r78, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r79, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r80, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r81, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 9) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 4: inverse kernel 1: group 4
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + 17u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r82, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r83, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r84, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r85, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r86, 0, m); r2 = (((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r87, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r88, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r89, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r90, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r91, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r92, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r93, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 7) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 8) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 5: inverse kernel 1: group 5
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 6) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 7) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 6: inverse kernel 1: group 6
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) >> 4)) + 68u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 5) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 6) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))] = r0;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + 64] = r1;
    grid_sync(grid_counter);

    // phase 7: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 4) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 5) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 1) | 1u) << 1) + threadIdx.x) >> 4)) + 2u] = r1;
    __syncthreads();

    // phase 8: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 3) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 4) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 9: inverse kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 2) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 3) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 10: inverse kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 1) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 2) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 11: inverse kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (((__brev(((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) >> 1) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 12: inverse kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (0u) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = (((__brev(((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | ((threadIdx.y >> 5) & 1u))) & 1u)) >> 31) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 13: inverse kernel 0: group 6
    r0 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u];
    r2 = inv_len_v_t[1];
    bfly_gs(r0, r1, r2, 0, true, false, m);
    r4 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r4, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192] = r1;
}

extern "C" __global__ void __launch_bounds__(128) cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    word_t* __restrict__ s0,
    const word_t* __restrict__ powers_fwd_v,
    const word_t* __restrict__ powers_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ powers_fwd_v_t = powers_fwd_v + (size_t)tower * 14;
    const word_t* __restrict__ powers_inv_v_t = powers_inv_v + (size_t)tower * 14;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    word_t r12, r14, r16, r18, r20, r22, r24, r26;
    word_t r28, r30, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57, r58, r59, r60, r61;
    word_t r62, r63, r64, r65, r66, r67, r68, r69;
    word_t r70, r71, r72, r73, r74, r75, r76, r77;
    word_t r78, r79, r80, r81, r82, r83, r84, r85;
    word_t r86, r87, r88, r89, r90, r91, r92, r93;
    word_t r94, r95;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r44) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r45), "=l"(r46) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r47), "=l"(r48) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r49), "=l"(r50) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r51), "=l"(r52) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r53), "=l"(r54) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r55), "=l"(r56) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r57) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r70) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r71), "=l"(r72) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r73), "=l"(r74) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r75), "=l"(r76) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r77), "=l"(r78) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r79), "=l"(r80) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r81), "=l"(r82) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r83) : "l"(&powers_fwd_v_t[12]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r94), "=l"(r95) : "l"(reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r32, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r33, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r34, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r35, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r36, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r37, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r38, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r39, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r40, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r41, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r42, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r43, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r44, 0, m); r2 = (0u) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u] = r1;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r45, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r46, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r47, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r48, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r49, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r50, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r51, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r52, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r53, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r54, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r55, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r56, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r57, 0, m); r2 = (((__brev(((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | ((threadIdx.y >> 5) & 1u))) & 1u)) >> 31) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r58, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r59, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r60, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r61, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r62, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r63, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r64, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r65, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r66, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r67, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r68, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r69, 0, m); r2 = (((__brev(((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r70, 0, m); r2 = ((((__brev(((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) >> 1) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r71, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r72, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r73, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r74, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r75, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r76, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r77, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r78, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r79, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r80, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r81, 0, m); r2 = (((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r82, 0, m); r2 = ((((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r83, 0, m); r2 = ((((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 2) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = 1ull;
    { const word_t p = mod_mul_tw(r2, r84, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r85, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r86, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r87, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r88, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r89, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r90, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r91, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r92, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r93, 0, m); r2 = (((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r94, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r95, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 2) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 3) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 5: forward kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 3) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 4) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 6: forward kernel 0: group 6
    r0 = smem[(((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 1) | 1u) << 1) + threadIdx.x) >> 4)) + 2u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 4) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 5) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128] = r1;
    grid_sync(grid_counter);

    // phase 7: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))];
    r1 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + 64];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 5) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 6) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 8: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 6) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 7) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 9: forward kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 7) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 8) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 10: forward kernel 1: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 8) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 9) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 11: forward kernel 1: group 4
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 9) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 10) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 12: forward kernel 1: group 5
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4)) + 2u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 8) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 9) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 10) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 11) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4)) + 2u] = r1;
    __syncthreads();

    // phase 13: forward kernel 1: group 6
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) >> 4)) + 1u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 9) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 10) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 11) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 12) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1))]) = make_ulonglong2(r0, r1);
    grid_sync(grid_counter);

    // phase 14: forward kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (0u) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = (0u) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u] = r1;
    __syncthreads();

    // phase 15: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (0u) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = (((__brev(((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | ((threadIdx.y >> 5) & 1u))) & 1u)) >> 31) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 16: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (((__brev(((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) >> 1) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 17: forward kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 1) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 2) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 18: forward kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 2) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 3) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 19: forward kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 3) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 4) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 20: forward kernel 0: group 6
    r0 = smem[(((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 1) | 1u) << 1) + threadIdx.x) >> 4)) + 2u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 4) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 5) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128] = r1;
    grid_sync(grid_counter);

    // phase 21: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))];
    r1 = s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + 64];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 5) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 6) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 22: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 6) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 7) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 23: forward kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 7) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 8) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 24: forward kernel 1: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 8) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 9) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 25: forward kernel 1: group 4
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 9) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 10) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 26: forward kernel 1: group 5
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4)) + 2u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 8) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 9) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 10) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 11) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4)) + 2u] = r1;
    __syncthreads();

    // phase 27: forward kernel 1: group 6
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) >> 4)) + 1u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 9) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_fwd_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 10) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 11) & 1u)) ? p : r2; }
    r28 = powers_fwd_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 12) & 1u)) ? p : r2; }
    bfly_ct(r0, r1, r2, 0, false, false, m);
    *reinterpret_cast<ulonglong2*>(&y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1))]) = make_ulonglong2(r0, r1);
    grid_sync(grid_counter);

    // phase 28: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1))];
    r2 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1))];
    r0 = mod_mul(r0, r2, m);
    r1 = x[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + 1];
    r3 = y[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + 1];
    r1 = mod_mul(r1, r3, m);
    r4 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r6 = v.x; r8 = v.y; }
    { const word_t p = mod_mul_tw(r4, r6, 0, m); r4 = (((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r8, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 1) & 1u)) ? p : r4; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r10 = v.x; r12 = v.y; }
    { const word_t p = mod_mul_tw(r4, r10, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 2) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r12, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 3) & 1u)) ? p : r4; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r14 = v.x; r16 = v.y; }
    { const word_t p = mod_mul_tw(r4, r14, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 4) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r16, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 5) & 1u)) ? p : r4; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r18 = v.x; r20 = v.y; }
    { const word_t p = mod_mul_tw(r4, r18, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 6) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r20, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 7) & 1u)) ? p : r4; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r22 = v.x; r24 = v.y; }
    { const word_t p = mod_mul_tw(r4, r22, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 8) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r24, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 9) & 1u)) ? p : r4; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r26 = v.x; r28 = v.y; }
    { const word_t p = mod_mul_tw(r4, r26, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 10) & 1u)) ? p : r4; }
    { const word_t p = mod_mul_tw(r4, r28, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 11) & 1u)) ? p : r4; }
    r30 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r4, r30, 0, m); r4 = ((((__brev(((8192u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 6) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))) & 8191u)) >> 19) >> 12) & 1u)) ? p : r4; }
    bfly_gs(r0, r1, r4, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 63u) << 1)) >> 4)) + 1u] = r1;
    __syncthreads();

    // phase 29: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4)) + 2u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 8) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 9) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 10) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4096u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))) & 4095u)) >> 20) >> 11) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))) >> 4)) + 2u] = r1;
    __syncthreads();

    // phase 30: inverse kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 7) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 8) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 9) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((2048u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u))) & 2047u)) >> 21) >> 10) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 31: inverse kernel 1: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 6) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 7) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 8) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((1024u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 3) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u))) & 1023u)) >> 22) >> 9) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 7u) << 4))) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 32: inverse kernel 1: group 4
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 5) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 6) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 7) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((512u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u))) & 511u)) >> 23) >> 8) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 15u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 33: inverse kernel 1: group 5
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 4) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 5) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 6) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((256u + ((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u))) & 255u)) >> 24) >> 7) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + (((threadIdx.x + (threadIdx.y << 1)) & 31u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 5) & 1u) << 6))) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 34: inverse kernel 1: group 6
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + ((((((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u) << 7) + ((threadIdx.x + (threadIdx.y << 1)) & 63u)) >> 4)) + 68u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 3) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 4) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 5) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((128u + ((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u))) & 127u)) >> 25) >> 6) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 63u))] = r0;
    s0[poly + (size_t)((((bx << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 6) & 1u)) << 7) | ((threadIdx.x + (threadIdx.y << 1)) & 63u)) + 64] = r1;
    grid_sync(grid_counter);

    // phase 35: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = s0[poly + (size_t)((((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) << 7) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 2) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 3) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 4) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((64u + ((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u))) & 63u)) >> 26) >> 5) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 63u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 1) | 1u) << 1) + threadIdx.x) >> 4)) + 2u] = r1;
    __syncthreads();

    // phase 36: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 1) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 2) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 3) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((32u + ((((bx >> 6) | (threadIdx.x >> 7)) << 5) | ((threadIdx.y >> 1) & 31u))) & 31u)) >> 27) >> 4) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 31u) << 2)) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r1;
    __syncthreads();

    // phase 37: inverse kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) & 1u)) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 1) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 2) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((16u + ((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u))) & 15u)) >> 28) >> 3) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    __syncthreads();

    // phase 38: inverse kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) & 1u)) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = ((((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 1) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((8u + ((((bx >> 6) | (threadIdx.x >> 7)) << 3) | ((threadIdx.y >> 3) & 7u))) & 7u)) >> 29) >> 2) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 7u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r1;
    __syncthreads();

    // phase 39: inverse kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (((__brev(((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) & 1u)) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = ((((__brev(((4u + ((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u))) & 3u)) >> 30) >> 1) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 5)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    __syncthreads();

    // phase 40: inverse kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r2 = 1ull;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[0]); r4 = v.x; r6 = v.y; }
    { const word_t p = mod_mul_tw(r2, r4, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r6, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[2]); r8 = v.x; r10 = v.y; }
    { const word_t p = mod_mul_tw(r2, r8, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r10, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[4]); r12 = v.x; r14 = v.y; }
    { const word_t p = mod_mul_tw(r2, r12, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r14, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[6]); r16 = v.x; r18 = v.y; }
    { const word_t p = mod_mul_tw(r2, r16, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r18, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[8]); r20 = v.x; r22 = v.y; }
    { const word_t p = mod_mul_tw(r2, r20, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r22, 0, m); r2 = (0u) ? p : r2; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&powers_inv_v_t[10]); r24 = v.x; r26 = v.y; }
    { const word_t p = mod_mul_tw(r2, r24, 0, m); r2 = (0u) ? p : r2; }
    { const word_t p = mod_mul_tw(r2, r26, 0, m); r2 = (0u) ? p : r2; }
    r28 = powers_inv_v_t[12];
    { const word_t p = mod_mul_tw(r2, r28, 0, m); r2 = (((__brev(((2u + ((((bx >> 6) | (threadIdx.x >> 7)) << 1) | ((threadIdx.y >> 5) & 1u))) & 1u)) >> 31) & 1u)) ? p : r2; }
    bfly_gs(r0, r1, r2, 0, false, false, m);
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) | (((threadIdx.y >> 5) & 1u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r1;
    __syncthreads();

    // phase 41: inverse kernel 0: group 6
    r0 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u];
    r2 = inv_len_v_t[1];
    bfly_gs(r0, r1, r2, 0, true, false, m);
    r4 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r4, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 14) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192] = r1;
}

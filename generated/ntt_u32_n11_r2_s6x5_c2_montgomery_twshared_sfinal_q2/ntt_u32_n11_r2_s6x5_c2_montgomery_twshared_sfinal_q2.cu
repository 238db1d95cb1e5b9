// nttgen: ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2.toml --out generated/ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2"
//   transform = "ntt-negacyclic"
//   log_n = 11
//   word = "u32"
//   reduction = "montgomery"
//   radix = 2
//   stage_split = [6, 5]
//   cluster = 2
//   layout = "natural"
//   access = "classic"
//   twiddles = "shared"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "final"
//   streams = 1
//
//   [moduli]
//   primes = [1073692673, 1073668097]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_fwd0: grid_x 16, block 2 x 32, shared 1536 B; mulmods 6144, addmods 12288, butterflies 6144, global bytes 16384 (read 8192, write 8192), table bytes 24576, shuffles 0
//   ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_fwd1: grid_x 32, block 16 x 2, shared 760 B; mulmods 5120, addmods 12288, butterflies 5120, global bytes 16384 (read 8192, write 8192), table bytes 20480, shuffles 0
//   ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_pw: grid_x 16, block 128 x 1, shared 0 B; mulmods 2048, addmods 0, butterflies 0, global bytes 24576 (read 16384, write 8192), table bytes 0, shuffles 0
//   ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_inv1: grid_x 32, block 16 x 2, shared 760 B; mulmods 5120, addmods 10240, butterflies 5120, global bytes 16384 (read 8192, write 8192), table bytes 20480, shuffles 0
//   ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_inv0: grid_x 16, block 2 x 32, shared 1536 B; mulmods 7168, addmods 12288, butterflies 6144, global bytes 16384 (read 8192, write 8192), table bytes 32768, shuffles 0
//   ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_product1: grid_x 32, block 16 x 2, shared 1520 B; mulmods 17408, addmods 34816, butterflies 15360, global bytes 24576 (read 16384, write 8192), table bytes 40960, shuffles 0
//   ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_fwd_coop: grid_x 16, block 2 x 32, shared 1600 B; mulmods 11264, addmods 24576, butterflies 11264, global bytes 32768 (read 16384, write 16384), table bytes 45056, shuffles 0
//   ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_inv_coop: grid_x 16, block 2 x 32, shared 1600 B; mulmods 12288, addmods 22528, butterflies 11264, global bytes 32768 (read 16384, write 16384), table bytes 53248, shuffles 0
//   ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_product_coop: grid_x 16, block 2 x 32, shared 3136 B; mulmods 36864, addmods 71680, butterflies 33792, global bytes 73728 (read 40960, write 32768), table bytes 122880, shuffles 0

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



extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024];
    if ((unsigned)(threadIdx.y < 1u)) {
        r2 = tw_fwd_v_t[(size_t)threadIdx.y + 1];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 132u] = r2;
    }
    if ((unsigned)(threadIdx.y < 2u)) {
        r3 = tw_fwd_v_t[(size_t)threadIdx.y + 2];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 134u] = r3;
    }
    if ((unsigned)(threadIdx.y < 4u)) {
        r4 = tw_fwd_v_t[(size_t)threadIdx.y + 4];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 138u] = r4;
    }
    if ((unsigned)(threadIdx.y < 8u)) {
        r5 = tw_fwd_v_t[(size_t)threadIdx.y + 8];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 146u] = r5;
    }
    if ((unsigned)(threadIdx.y < 16u)) {
        r6 = tw_fwd_v_t[(size_t)threadIdx.y + 16];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 162u] = r6;
    }
    r7 = tw_fwd_v_t[(size_t)threadIdx.y + 32];
    smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 194u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: load
    r2 = smem[(threadIdx.x * 126u) + 132u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 2: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y >> 4) & 1u) << 1) + (threadIdx.x * 126u)) + 134u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    __syncthreads();

    // phase 3: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[((((threadIdx.y >> 3) & 3u) << 1) + (threadIdx.x * 126u)) + 138u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r1;
    __syncthreads();

    // phase 4: forward kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[((((threadIdx.y >> 2) & 7u) << 1) + (threadIdx.x * 126u)) + 146u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r1;
    __syncthreads();

    // phase 5: forward kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[((((threadIdx.y >> 1) & 15u) << 1) + (threadIdx.x * 126u)) + 162u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 6: forward kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 1) | 1u) << 1) + threadIdx.x) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y & 31u) << 1) + (threadIdx.x * 126u)) + 194u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 32] = r1;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 15u))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 15u)) + 16];
    if ((unsigned)(threadIdx.x < 1u)) {
        r2 = tw_fwd_v_t[(size_t)((((bx & 31u) << 1) | (threadIdx.y & 63u)) + threadIdx.x) + 64];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 66u] = r2;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r3 = tw_fwd_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 1) + threadIdx.x) + 128];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 68u] = r3;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r4 = tw_fwd_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 2) + threadIdx.x) + 256];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 72u] = r4;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r5 = tw_fwd_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 3) + threadIdx.x) + 512];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 80u] = r5;
    }
    r6 = tw_fwd_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 4) + threadIdx.x) + 1024];
    smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 96u] = r6;
    __syncthreads();

    // phase 1: forward kernel 1: load
    r2 = smem[(threadIdx.y * 62u) + 66u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 15u)) + (((threadIdx.y << 5) + (threadIdx.x & 15u)) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 15u)) + (((threadIdx.y << 5) + (threadIdx.x & 15u)) >> 5)) + 16u] = r1;
    __syncthreads();

    // phase 2: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 8u];
    r2 = smem[((((threadIdx.x >> 3) & 1u) << 1) + (threadIdx.y * 62u)) + 68u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 8u] = r1;
    __syncthreads();

    // phase 3: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 4u];
    r2 = smem[((((threadIdx.x >> 2) & 3u) << 1) + (threadIdx.y * 62u)) + 72u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 4: forward kernel 1: group 3
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 2u];
    r2 = smem[((((threadIdx.x >> 1) & 7u) << 1) + (threadIdx.y * 62u)) + 80u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 2u] = r1;
    __syncthreads();

    // phase 5: forward kernel 1: group 4
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) + (((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) + (((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.x & 15u) << 1) + (threadIdx.y * 62u)) + 96u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1)) + 1] = r1;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_pw(
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
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1)) + 1];
    if ((unsigned)(threadIdx.x < 1u)) {
        r2 = tw_inv_v_t[(size_t)((((bx & 31u) << 1) | (threadIdx.y & 63u)) + threadIdx.x) + 64];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 66u] = r2;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r3 = tw_inv_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 1) + threadIdx.x) + 128];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 68u] = r3;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r4 = tw_inv_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 2) + threadIdx.x) + 256];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 72u] = r4;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r5 = tw_inv_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 3) + threadIdx.x) + 512];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 80u] = r5;
    }
    r6 = tw_inv_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 4) + threadIdx.x) + 1024];
    smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 96u] = r6;
    __syncthreads();

    // phase 1: inverse kernel 1: load
    r2 = smem[(((threadIdx.x & 15u) << 1) + (threadIdx.y * 62u)) + 96u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) + (((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) + (((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) >> 5)) + 1u] = r1;
    __syncthreads();

    // phase 2: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 2u];
    r2 = smem[((((threadIdx.x >> 1) & 7u) << 1) + (threadIdx.y * 62u)) + 80u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 2u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 4u];
    r2 = smem[((((threadIdx.x >> 2) & 3u) << 1) + (threadIdx.y * 62u)) + 72u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 4: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 8u];
    r2 = smem[((((threadIdx.x >> 3) & 1u) << 1) + (threadIdx.y * 62u)) + 68u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 8u] = r1;
    __syncthreads();

    // phase 5: inverse kernel 1: group 4
    r0 = smem[(((threadIdx.y << 5) + (threadIdx.x & 15u)) + (((threadIdx.y << 5) + (threadIdx.x & 15u)) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + (threadIdx.x & 15u)) + (((threadIdx.y << 5) + (threadIdx.x & 15u)) >> 5)) + 16u];
    r2 = smem[(threadIdx.y * 62u) + 66u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 15u)) + 16] = r1;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 32];
    if ((unsigned)(threadIdx.y < 1u)) {
        r2 = tw_inv_v_t[(size_t)threadIdx.y + 1];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 132u] = r2;
    }
    if ((unsigned)(threadIdx.y < 2u)) {
        r3 = tw_inv_v_t[(size_t)threadIdx.y + 2];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 134u] = r3;
    }
    if ((unsigned)(threadIdx.y < 4u)) {
        r4 = tw_inv_v_t[(size_t)threadIdx.y + 4];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 138u] = r4;
    }
    if ((unsigned)(threadIdx.y < 8u)) {
        r5 = tw_inv_v_t[(size_t)threadIdx.y + 8];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 146u] = r5;
    }
    if ((unsigned)(threadIdx.y < 16u)) {
        r6 = tw_inv_v_t[(size_t)threadIdx.y + 16];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 162u] = r6;
    }
    r7 = tw_inv_v_t[(size_t)threadIdx.y + 32];
    smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 194u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: load
    r2 = smem[(((threadIdx.y & 31u) << 1) + (threadIdx.x * 126u)) + 194u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 1) | 1u) << 1) + threadIdx.x) >> 5)) + 2u] = r1;
    __syncthreads();

    // phase 2: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[((((threadIdx.y >> 1) & 15u) << 1) + (threadIdx.x * 126u)) + 162u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[((((threadIdx.y >> 2) & 7u) << 1) + (threadIdx.x * 126u)) + 146u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r1;
    __syncthreads();

    // phase 4: inverse kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[((((threadIdx.y >> 3) & 3u) << 1) + (threadIdx.x * 126u)) + 138u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r1;
    __syncthreads();

    // phase 5: inverse kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y >> 4) & 1u) << 1) + (threadIdx.x * 126u)) + 134u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    __syncthreads();

    // phase 6: inverse kernel 0: group 5
    r0 = smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66u];
    r2 = inv_len_v_t[1];
    r4 = inv_len_v_t[0];
    bfly_gs_last(r0, r1, r2, 0, r4, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024] = r1;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_product1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    if ((unsigned)(threadIdx.x < 1u)) {
        r4 = tw_fwd_v_t[(size_t)((((bx & 31u) << 1) | (threadIdx.y & 63u)) + threadIdx.x) + 64];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 132u] = r4;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r5 = tw_fwd_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 1) + threadIdx.x) + 128];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 134u] = r5;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r6 = tw_fwd_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 2) + threadIdx.x) + 256];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 138u] = r6;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r7 = tw_fwd_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 3) + threadIdx.x) + 512];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 146u] = r7;
    }
    r8 = tw_fwd_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 4) + threadIdx.x) + 1024];
    smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 162u] = r8;
    __syncthreads();

    // phase 1: forward kernel 1: load
    if ((unsigned)(threadIdx.x < 1u)) {
        r4 = tw_inv_v_t[(size_t)((((bx & 31u) << 1) | (threadIdx.y & 63u)) + threadIdx.x) + 64];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 256u] = r4;
    }
    if ((unsigned)(threadIdx.x < 2u)) {
        r5 = tw_inv_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 1) + threadIdx.x) + 128];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 258u] = r5;
    }
    if ((unsigned)(threadIdx.x < 4u)) {
        r6 = tw_inv_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 2) + threadIdx.x) + 256];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 262u] = r6;
    }
    if ((unsigned)(threadIdx.x < 8u)) {
        r7 = tw_inv_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 3) + threadIdx.x) + 512];
        smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 270u] = r7;
    }
    r8 = tw_inv_v_t[(size_t)(((((bx & 31u) << 1) | (threadIdx.y & 63u)) << 4) + threadIdx.x) + 1024];
    smem[((threadIdx.y * 62u) + (threadIdx.x << 1)) + 286u] = r8;
    __syncthreads();

    // phase 2: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 15u))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 15u)) + 16];
    r2 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 15u))];
    r3 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 15u)) + 16];
    r4 = smem[(threadIdx.y * 62u) + 132u];
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r4, 0, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 15u)) + (((threadIdx.y << 5) + (threadIdx.x & 15u)) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 15u)) + (((threadIdx.y << 5) + (threadIdx.x & 15u)) >> 5)) + 16u] = r1;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 15u)) + (((threadIdx.y << 5) + (threadIdx.x & 15u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 15u)) + (((threadIdx.y << 5) + (threadIdx.x & 15u)) >> 5)) + 82u] = r3;
    __syncthreads();

    // phase 3: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 8u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 74u];
    r4 = smem[((((threadIdx.x >> 3) & 1u) << 1) + (threadIdx.y * 62u)) + 134u];
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r4, 0, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 8u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 74u] = r3;
    __syncthreads();

    // phase 4: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 4u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 70u];
    r4 = smem[((((threadIdx.x >> 2) & 3u) << 1) + (threadIdx.y * 62u)) + 138u];
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r4, 0, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 4u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 70u] = r3;
    __syncthreads();

    // phase 5: forward kernel 1: group 3
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 68u];
    r4 = smem[((((threadIdx.x >> 1) & 7u) << 1) + (threadIdx.y * 62u)) + 146u];
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r4, 0, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 68u] = r3;
    __syncthreads();

    // phase 6: forward kernel 1: group 4
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) + (((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) + (((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) + (((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) + (((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) >> 5)) + 67u];
    r4 = smem[(((threadIdx.x & 15u) << 1) + (threadIdx.y * 62u)) + 162u];
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r4, 0, m);
    r0 = mod_normalize(r0, m);
    r2 = mod_normalize(r2, m);
    r0 = mod_mul(r0, r2, m);
    r1 = mod_normalize(r1, m);
    r3 = mod_normalize(r3, m);
    r1 = mod_mul(r1, r3, m);
    r6 = smem[(((threadIdx.x & 15u) << 1) + (threadIdx.y * 62u)) + 286u];
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) + (((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) + (((threadIdx.y << 5) + ((threadIdx.x & 15u) << 1)) >> 5)) + 1u] = r1;
    __syncthreads();

    // phase 7: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 2u];
    r4 = smem[((((threadIdx.x >> 1) & 7u) << 1) + (threadIdx.y * 62u)) + 270u];
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) + (((threadIdx.y << 5) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 7u) << 2))) >> 5)) + 2u] = r1;
    __syncthreads();

    // phase 8: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 4u];
    r4 = smem[((((threadIdx.x >> 2) & 3u) << 1) + (threadIdx.y * 62u)) + 262u];
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 3))) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 9: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 8u];
    r4 = smem[((((threadIdx.x >> 3) & 1u) << 1) + (threadIdx.y * 62u)) + 258u];
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) + (((threadIdx.y << 5) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 1u) << 4))) >> 5)) + 8u] = r1;
    __syncthreads();

    // phase 10: inverse kernel 1: group 4
    r0 = smem[(((threadIdx.y << 5) + (threadIdx.x & 15u)) + (((threadIdx.y << 5) + (threadIdx.x & 15u)) >> 5))];
    r1 = smem[(((threadIdx.y << 5) + (threadIdx.x & 15u)) + (((threadIdx.y << 5) + (threadIdx.x & 15u)) >> 5)) + 16u];
    r4 = smem[(threadIdx.y * 62u) + 256u];
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 5) | (threadIdx.x & 15u)) + 16] = r1;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r8;
    word_t r9;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r8) : "l"(&tw_fwd_v_t[(size_t)threadIdx.y + 32]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r9) : "l"(&tw_fwd_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 4) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 1024]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024];
    if ((unsigned)(threadIdx.y < 1u)) {
        r2 = tw_fwd_v_t[(size_t)threadIdx.y + 1];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 132u] = r2;
    }
    if ((unsigned)(threadIdx.y < 2u)) {
        r3 = tw_fwd_v_t[(size_t)threadIdx.y + 2];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 134u] = r3;
    }
    if ((unsigned)(threadIdx.y < 4u)) {
        r4 = tw_fwd_v_t[(size_t)threadIdx.y + 4];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 138u] = r4;
    }
    if ((unsigned)(threadIdx.y < 8u)) {
        r5 = tw_fwd_v_t[(size_t)threadIdx.y + 8];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 146u] = r5;
    }
    if ((unsigned)(threadIdx.y < 16u)) {
        r6 = tw_fwd_v_t[(size_t)threadIdx.y + 16];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 162u] = r6;
    }
    smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 194u] = r8;
    __syncthreads();

    // phase 1: forward kernel 0: load
    r2 = smem[(threadIdx.x * 126u) + 132u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 2: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y >> 4) & 1u) << 1) + (threadIdx.x * 126u)) + 134u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    __syncthreads();

    // phase 3: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[((((threadIdx.y >> 3) & 3u) << 1) + (threadIdx.x * 126u)) + 138u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r1;
    __syncthreads();

    // phase 4: forward kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[((((threadIdx.y >> 2) & 7u) << 1) + (threadIdx.x * 126u)) + 146u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r1;
    __syncthreads();

    // phase 5: forward kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[((((threadIdx.y >> 1) & 15u) << 1) + (threadIdx.x * 126u)) + 162u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 6: forward kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 1) | 1u) << 1) + threadIdx.x) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y & 31u) << 1) + (threadIdx.x * 126u)) + 194u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 32] = r1;
    grid_sync(grid_counter);

    // phase 7: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 16];
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 1u)) {
        r2 = tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 64];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 66u] = r2;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 2u)) {
        r3 = tw_fwd_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 128];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 68u] = r3;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 4u)) {
        r4 = tw_fwd_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 2) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 256];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 72u] = r4;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 8u)) {
        r5 = tw_fwd_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 3) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 512];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 80u] = r5;
    }
    smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 96u] = r9;
    __syncthreads();

    // phase 8: forward kernel 1: load
    r2 = smem[((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 66u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 16u] = r1;
    __syncthreads();

    // phase 9: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 68u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 8u] = r1;
    __syncthreads();

    // phase 10: forward kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 4u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 72u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 4u] = r1;
    __syncthreads();

    // phase 11: forward kernel 1: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 80u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 2u] = r1;
    __syncthreads();

    // phase 12: forward kernel 1: group 4
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 96u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + 1] = r1;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r6) : "l"(&tw_inv_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 4) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 1024]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + 1];
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 1u)) {
        r2 = tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 64];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 66u] = r2;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 2u)) {
        r3 = tw_inv_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 128];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 68u] = r3;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 4u)) {
        r4 = tw_inv_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 2) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 256];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 72u] = r4;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 8u)) {
        r5 = tw_inv_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 3) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 512];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 80u] = r5;
    }
    smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 96u] = r6;
    __syncthreads();

    // phase 1: inverse kernel 1: load
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 96u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 1u] = r1;
    __syncthreads();

    // phase 2: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 80u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 2u] = r1;
    __syncthreads();

    // phase 3: inverse kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 4u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 72u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 4u] = r1;
    __syncthreads();

    // phase 4: inverse kernel 1: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 68u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 8u] = r1;
    __syncthreads();

    // phase 5: inverse kernel 1: group 4
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 16u];
    r2 = smem[((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 200u)) + 66u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 16] = r1;
    grid_sync(grid_counter);

    // phase 6: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 32];
    if ((unsigned)(threadIdx.y < 1u)) {
        r2 = tw_inv_v_t[(size_t)threadIdx.y + 1];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 132u] = r2;
    }
    if ((unsigned)(threadIdx.y < 2u)) {
        r3 = tw_inv_v_t[(size_t)threadIdx.y + 2];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 134u] = r3;
    }
    if ((unsigned)(threadIdx.y < 4u)) {
        r4 = tw_inv_v_t[(size_t)threadIdx.y + 4];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 138u] = r4;
    }
    if ((unsigned)(threadIdx.y < 8u)) {
        r5 = tw_inv_v_t[(size_t)threadIdx.y + 8];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 146u] = r5;
    }
    if ((unsigned)(threadIdx.y < 16u)) {
        r6 = tw_inv_v_t[(size_t)threadIdx.y + 16];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 162u] = r6;
    }
    r7 = tw_inv_v_t[(size_t)threadIdx.y + 32];
    smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 194u] = r7;
    __syncthreads();

    // phase 7: inverse kernel 0: load
    r2 = smem[(((threadIdx.y & 31u) << 1) + (threadIdx.x * 126u)) + 194u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 1) | 1u) << 1) + threadIdx.x) >> 5)) + 2u] = r1;
    __syncthreads();

    // phase 8: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[((((threadIdx.y >> 1) & 15u) << 1) + (threadIdx.x * 126u)) + 162u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 9: inverse kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[((((threadIdx.y >> 2) & 7u) << 1) + (threadIdx.x * 126u)) + 146u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r1;
    __syncthreads();

    // phase 10: inverse kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[((((threadIdx.y >> 3) & 3u) << 1) + (threadIdx.x * 126u)) + 138u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r1;
    __syncthreads();

    // phase 11: inverse kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y >> 4) & 1u) << 1) + (threadIdx.x * 126u)) + 134u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    __syncthreads();

    // phase 12: inverse kernel 0: group 5
    r0 = smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66u];
    r2 = inv_len_v_t[1];
    r4 = inv_len_v_t[0];
    bfly_gs_last(r0, r1, r2, 0, r4, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024] = r1;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n11_r2_s6x5_c2_montgomery_twshared_sfinal_q2_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 2048;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r7) : "l"(&tw_fwd_v_t[(size_t)threadIdx.y + 32]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024];
    if ((unsigned)(threadIdx.y < 1u)) {
        r2 = tw_fwd_v_t[(size_t)threadIdx.y + 1];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 132u] = r2;
    }
    if ((unsigned)(threadIdx.y < 2u)) {
        r3 = tw_fwd_v_t[(size_t)threadIdx.y + 2];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 134u] = r3;
    }
    if ((unsigned)(threadIdx.y < 4u)) {
        r4 = tw_fwd_v_t[(size_t)threadIdx.y + 4];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 138u] = r4;
    }
    if ((unsigned)(threadIdx.y < 8u)) {
        r5 = tw_fwd_v_t[(size_t)threadIdx.y + 8];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 146u] = r5;
    }
    if ((unsigned)(threadIdx.y < 16u)) {
        r6 = tw_fwd_v_t[(size_t)threadIdx.y + 16];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 162u] = r6;
    }
    smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 194u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: load
    r2 = smem[(threadIdx.x * 126u) + 132u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 2: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y >> 4) & 1u) << 1) + (threadIdx.x * 126u)) + 134u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    __syncthreads();

    // phase 3: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[((((threadIdx.y >> 3) & 3u) << 1) + (threadIdx.x * 126u)) + 138u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r1;
    __syncthreads();

    // phase 4: forward kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[((((threadIdx.y >> 2) & 7u) << 1) + (threadIdx.x * 126u)) + 146u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r1;
    __syncthreads();

    // phase 5: forward kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[((((threadIdx.y >> 1) & 15u) << 1) + (threadIdx.x * 126u)) + 162u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 6: forward kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 1) | 1u) << 1) + threadIdx.x) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y & 31u) << 1) + (threadIdx.x * 126u)) + 194u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 32] = r1;
    __syncthreads();

    // phase 7: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))];
    r1 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024];
    if ((unsigned)(threadIdx.y < 1u)) {
        r2 = tw_fwd_v_t[(size_t)threadIdx.y + 1];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 132u] = r2;
    }
    if ((unsigned)(threadIdx.y < 2u)) {
        r3 = tw_fwd_v_t[(size_t)threadIdx.y + 2];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 134u] = r3;
    }
    if ((unsigned)(threadIdx.y < 4u)) {
        r4 = tw_fwd_v_t[(size_t)threadIdx.y + 4];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 138u] = r4;
    }
    if ((unsigned)(threadIdx.y < 8u)) {
        r5 = tw_fwd_v_t[(size_t)threadIdx.y + 8];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 146u] = r5;
    }
    if ((unsigned)(threadIdx.y < 16u)) {
        r6 = tw_fwd_v_t[(size_t)threadIdx.y + 16];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 162u] = r6;
    }
    r7 = tw_fwd_v_t[(size_t)threadIdx.y + 32];
    smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 194u] = r7;
    __syncthreads();

    // phase 8: forward kernel 0: load
    r2 = smem[(threadIdx.x * 126u) + 132u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66u] = r1;
    __syncthreads();

    // phase 9: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y >> 4) & 1u) << 1) + (threadIdx.x * 126u)) + 134u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    __syncthreads();

    // phase 10: forward kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[((((threadIdx.y >> 3) & 3u) << 1) + (threadIdx.x * 126u)) + 138u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r1;
    __syncthreads();

    // phase 11: forward kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[((((threadIdx.y >> 2) & 7u) << 1) + (threadIdx.x * 126u)) + 146u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r1;
    __syncthreads();

    // phase 12: forward kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[((((threadIdx.y >> 1) & 15u) << 1) + (threadIdx.x * 126u)) + 162u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 13: forward kernel 0: group 5
    r0 = smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 1) | 1u) << 1) + threadIdx.x) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y & 31u) << 1) + (threadIdx.x * 126u)) + 194u];
    bfly_ct_lazy(r0, r1, r2, 0, m);
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))] = r0;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 32] = r1;
    grid_sync(grid_counter);

    // phase 14: product kernel: load (after a grid barrier: the previous launch's writes)
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 1u)) {
        r4 = tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 64];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 132u] = r4;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 2u)) {
        r5 = tw_fwd_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 128];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 134u] = r5;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 4u)) {
        r6 = tw_fwd_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 2) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 256];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 138u] = r6;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 8u)) {
        r7 = tw_fwd_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 3) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 512];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 146u] = r7;
    }
    r8 = tw_fwd_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 4) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 1024];
    smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 162u] = r8;
    __syncthreads();

    // phase 15: forward kernel 1: load
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 1u)) {
        r4 = tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 64];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 256u] = r4;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 2u)) {
        r5 = tw_inv_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 128];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 258u] = r5;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 4u)) {
        r6 = tw_inv_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 2) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 256];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 262u] = r6;
    }
    if ((unsigned)((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) < 8u)) {
        r7 = tw_inv_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 3) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 512];
        smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 270u] = r7;
    }
    r8 = tw_inv_v_t[(size_t)(((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) & 31u) << 1) | (((threadIdx.x + (threadIdx.y << 1)) >> 5) & 63u)) << 4) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 1024];
    smem[(((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 286u] = r8;
    __syncthreads();

    // phase 16: inverse kernel 1: load
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 16];
    r2 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u))];
    r3 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 16];
    r4 = smem[((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 132u];
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r4, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 16u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 66u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 82u] = r3;
    __syncthreads();

    // phase 17: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 66u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 74u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 134u];
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r4, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 66u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 74u] = r3;
    __syncthreads();

    // phase 18: forward kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 4u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 66u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 70u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 138u];
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r4, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 4u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 66u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 70u] = r3;
    __syncthreads();

    // phase 19: forward kernel 1: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 66u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 68u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 146u];
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r4, 0, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 2u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 66u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 68u] = r3;
    __syncthreads();

    // phase 20: forward kernel 1: group 4
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 66u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 67u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 162u];
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r4, 0, m);
    r0 = mod_normalize(r0, m);
    r2 = mod_normalize(r2, m);
    r0 = mod_mul(r0, r2, m);
    r1 = mod_normalize(r1, m);
    r3 = mod_normalize(r3, m);
    r1 = mod_mul(r1, r3, m);
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 286u];
    bfly_gs_lazy(r0, r1, r6, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 1u] = r1;
    __syncthreads();

    // phase 21: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 2u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 270u];
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 7u) << 2))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 2u] = r1;
    __syncthreads();

    // phase 22: inverse kernel 1: group 2
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 4u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 262u];
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 3))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 4u] = r1;
    __syncthreads();

    // phase 23: inverse kernel 1: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 8u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 1) + (((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 258u];
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 1u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 8u] = r1;
    __syncthreads();

    // phase 24: inverse kernel 1: group 4
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 5) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 16u];
    r4 = smem[((((threadIdx.x + (threadIdx.y << 1)) >> 5) * 62u) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 392u)) + 256u];
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 16] = r1;
    grid_sync(grid_counter);

    // phase 25: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | (((threadIdx.y & 31u) << 1) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 32];
    if ((unsigned)(threadIdx.y < 1u)) {
        r2 = tw_inv_v_t[(size_t)threadIdx.y + 1];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 132u] = r2;
    }
    if ((unsigned)(threadIdx.y < 2u)) {
        r3 = tw_inv_v_t[(size_t)threadIdx.y + 2];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 134u] = r3;
    }
    if ((unsigned)(threadIdx.y < 4u)) {
        r4 = tw_inv_v_t[(size_t)threadIdx.y + 4];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 138u] = r4;
    }
    if ((unsigned)(threadIdx.y < 8u)) {
        r5 = tw_inv_v_t[(size_t)threadIdx.y + 8];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 146u] = r5;
    }
    if ((unsigned)(threadIdx.y < 16u)) {
        r6 = tw_inv_v_t[(size_t)threadIdx.y + 16];
        smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 162u] = r6;
    }
    r7 = tw_inv_v_t[(size_t)threadIdx.y + 32];
    smem[((threadIdx.x * 126u) + (threadIdx.y << 1)) + 194u] = r7;
    __syncthreads();

    // phase 26: inverse kernel 0: load
    r2 = smem[(((threadIdx.y & 31u) << 1) + (threadIdx.x * 126u)) + 194u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 31u) << 1) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 1) | 1u) << 1) + threadIdx.x) >> 5)) + 2u] = r1;
    __syncthreads();

    // phase 27: inverse kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u];
    r2 = smem[((((threadIdx.y >> 1) & 15u) << 1) + (threadIdx.x * 126u)) + 162u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 2)) | 2u) << 1) + threadIdx.x) >> 5)) + 4u] = r1;
    __syncthreads();

    // phase 28: inverse kernel 0: group 2
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[((((threadIdx.y >> 2) & 7u) << 1) + (threadIdx.x * 126u)) + 146u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 7u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8u] = r1;
    __syncthreads();

    // phase 29: inverse kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u];
    r2 = smem[((((threadIdx.y >> 3) & 3u) << 1) + (threadIdx.x * 126u)) + 138u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 4)) | 8u) << 1) + threadIdx.x) >> 5)) + 16u] = r1;
    __syncthreads();

    // phase 30: inverse kernel 0: group 4
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u];
    r2 = smem[((((threadIdx.y >> 4) & 1u) << 1) + (threadIdx.x * 126u)) + 134u];
    bfly_gs_lazy(r0, r1, r2, 0, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 1u) << 5)) << 1) + threadIdx.x) >> 5)) + 33u] = r1;
    __syncthreads();

    // phase 31: inverse kernel 0: group 5
    r0 = smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66u];
    r2 = inv_len_v_t[1];
    r4 = inv_len_v_t[0];
    bfly_gs_last(r0, r1, r2, 0, r4, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 5)) << 11) | ((threadIdx.y & 31u) << 5)) | (((bx & 15u) << 1) | (threadIdx.x & 31u))) + 1024] = r1;
}

// nttgen: ntt_u32_n17_r16_s17_c1_montgomery_cb8 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n17_r16_s17_c1_montgomery_cb8.toml --out generated/ntt_u32_n17_r16_s17_c1_montgomery_cb8
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n17_r16_s17_c1_montgomery_cb8"
//   transform = "ntt-negacyclic"
//   log_n = 17
//   word = "u32"
//   reduction = "montgomery"
//   radix = 16
//   stage_split = [17]
//   cluster = 1
//   cluster_blocks = 8
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1073479681]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n17_r16_s17_c1_montgomery_cb8_fwd0: grid_x 8, block 1024 x 1, shared 67584 B; mulmods 1114112, addmods 2359296, butterflies 1114112, global bytes 1048576 (read 524288, write 524288), table bytes 2228224, shuffles 0
//   ntt_u32_n17_r16_s17_c1_montgomery_cb8_pw: grid_x 1024, block 128 x 1, shared 0 B; mulmods 131072, addmods 0, butterflies 0, global bytes 1572864 (read 1048576, write 524288), table bytes 0, shuffles 0
//   ntt_u32_n17_r16_s17_c1_montgomery_cb8_inv0: grid_x 8, block 1024 x 1, shared 67584 B; mulmods 1179648, addmods 2228224, butterflies 1114112, global bytes 1048576 (read 524288, write 524288), table bytes 2260992, shuffles 0
//   ntt_u32_n17_r16_s17_c1_montgomery_cb8_pwinv0: grid_x 8, block 1024 x 1, shared 67584 B; mulmods 1310720, addmods 2228224, butterflies 1114112, global bytes 1572864 (read 1048576, write 524288), table bytes 2260992, shuffles 0

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

/* nttgen cluster.cu: thread-block clusters (sm_90 and later), included only
 * by kernels whose plan has a cluster scope. A cluster is 1-D along x, so a
 * block's rank in it is blockIdx.x % cluster size (= %cluster_ctarank).
 *
 * cluster_sync: every thread of every block of the cluster arrives, then
 *   waits; release/acquire order the cluster's shared-memory accesses.
 * cluster_arrive_relaxed / cluster_wait: the two halves of a cluster
 *   barrier that orders no memory: arrive at the kernel's start, wait before
 *   the first access to another block's shared memory (which CUDA allows
 *   only once that block runs), so no block waits at a full barrier.
 * cluster_smem: the address of the same shared-memory word in the block of
 *   rank `rank` (mapa on a generic address gives a generic address, so plain
 *   loads and stores reach the other block's shared memory).
 */
__device__ __forceinline__ void cluster_sync() {
    asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
}

__device__ __forceinline__ void cluster_arrive_relaxed() {
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
}

__device__ __forceinline__ void cluster_wait() {
    asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
}

__device__ __forceinline__ word_t* cluster_smem(word_t* local, unsigned int rank) {
    unsigned long long remote;
    asm volatile("mapa.u64 %0, %1, %2;" : "=l"(remote) : "l"((unsigned long long)local), "r"(rank));
    return (word_t*)remote;
}



extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(1024) ntt_u32_n17_r16_s17_c1_montgomery_cb8_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 131072;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 131072;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    cluster_arrive_relaxed();
    r0 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u)))];
    r1 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 8192];
    r2 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 16384];
    r3 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 24576];
    r4 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 32768];
    r5 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 40960];
    r6 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 49152];
    r7 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 57344];
    r8 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 65536];
    r9 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 73728];
    r10 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 81920];
    r11 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 90112];
    r12 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 98304];
    r13 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 106496];
    r14 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 114688];
    r15 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 122880];
    r16 = tw_fwd_v_t[(size_t)((bx >> 3) | threadIdx.y) + 1];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 2]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 4]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 3) + 8]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 3) + 12]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    cluster_wait();
    cluster_smem(smem, 0u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))] = r0;
    cluster_smem(smem, 0u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u] = r1;
    cluster_smem(smem, 1u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))] = r2;
    cluster_smem(smem, 1u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u] = r3;
    cluster_smem(smem, 2u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))] = r4;
    cluster_smem(smem, 2u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u] = r5;
    cluster_smem(smem, 3u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))] = r6;
    cluster_smem(smem, 3u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u] = r7;
    cluster_smem(smem, 4u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))] = r8;
    cluster_smem(smem, 4u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u] = r9;
    cluster_smem(smem, 5u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))] = r10;
    cluster_smem(smem, 5u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u] = r11;
    cluster_smem(smem, 6u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))] = r12;
    cluster_smem(smem, 6u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u] = r13;
    cluster_smem(smem, 7u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))] = r14;
    cluster_smem(smem, 7u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u] = r15;
    cluster_sync();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8)))];
    r1 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 528u];
    r2 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1056u];
    r3 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1584u];
    r4 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2112u];
    r5 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2640u];
    r6 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3168u];
    r7 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3696u];
    r8 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4224u];
    r9 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4752u];
    r10 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5280u];
    r11 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5808u];
    r12 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6336u];
    r13 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6864u];
    r14 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7392u];
    r15 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7920u];
    r16 = tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u))) + 16];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 5) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 1)) + 32]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 6) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 2)) + 64]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 3)) + 128]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 3)) + 132]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8)))] = r0;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 528u] = r1;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1056u] = r2;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1584u] = r3;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2112u] = r4;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2640u] = r5;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3168u] = r6;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3696u] = r7;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4224u] = r8;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4752u] = r9;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5280u] = r10;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5808u] = r11;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6336u] = r12;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6864u] = r13;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7392u] = r14;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7920u] = r15;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4))];
    r1 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 33u];
    r2 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 66u];
    r3 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 99u];
    r4 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 132u];
    r5 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 165u];
    r6 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 198u];
    r7 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 231u];
    r8 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 264u];
    r9 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 297u];
    r10 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 330u];
    r11 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 363u];
    r12 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 396u];
    r13 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 429u];
    r14 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 462u];
    r15 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 495u];
    r16 = tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 8) | (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 256];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 9) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 1)) + 512]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 2)) + 1024]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 3)) + 2048]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 3)) + 2052]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4))] = r0;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 33u] = r1;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 66u] = r2;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 99u] = r3;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 132u] = r4;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 165u] = r5;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 198u] = r6;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 231u] = r7;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 264u] = r8;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 297u] = r9;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 330u] = r10;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 363u] = r11;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 396u] = r12;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 429u] = r13;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 462u] = r14;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 495u] = r15;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u))];
    r1 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 2u];
    r2 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 4u];
    r3 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 6u];
    r4 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 8u];
    r5 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 10u];
    r6 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 12u];
    r7 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 14u];
    r8 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 16u];
    r9 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 18u];
    r10 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 20u];
    r11 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 22u];
    r12 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 24u];
    r13 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 26u];
    r14 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 28u];
    r15 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 30u];
    r16 = tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 12) | (((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u))) + 4096];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 1)) + 8192]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 2)) + 16384]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 3)) + 32768]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 3)) + 32772]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u))] = r0;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 2u] = r1;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 4u] = r2;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 6u] = r3;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 8u] = r4;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 10u] = r5;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 12u] = r6;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 14u] = r7;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 16u] = r8;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 18u] = r9;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 20u] = r10;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 22u] = r11;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 24u] = r12;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 26u] = r13;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 28u] = r14;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 30u] = r15;
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u))];
    r1 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 1u];
    r2 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 2u];
    r3 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 3u];
    r4 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 4u];
    r5 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 5u];
    r6 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 6u];
    r7 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 7u];
    r8 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 8u];
    r9 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 9u];
    r10 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 10u];
    r11 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 11u];
    r12 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 12u];
    r13 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 13u];
    r14 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 14u];
    r15 = smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 15u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 16) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 3)) + 65536]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_ct_lazy(r0, r1, r16, 0, m);
    bfly_ct_lazy(r2, r3, r18, 0, m);
    bfly_ct_lazy(r4, r5, r20, 0, m);
    bfly_ct_lazy(r6, r7, r22, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 16) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 3)) + 65540]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_ct_lazy(r8, r9, r24, 0, m);
    bfly_ct_lazy(r10, r11, r26, 0, m);
    bfly_ct_lazy(r12, r13, r28, 0, m);
    bfly_ct_lazy(r14, r15, r30, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    r8 = mod_normalize(r8, m);
    r9 = mod_normalize(r9, m);
    r10 = mod_normalize(r10, m);
    r11 = mod_normalize(r11, m);
    r12 = mod_normalize(r12, m);
    r13 = mod_normalize(r13, m);
    r14 = mod_normalize(r14, m);
    r15 = mod_normalize(r15, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 4]) = make_uint4(r4, r5, r6, r7);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 8]) = make_uint4(r8, r9, r10, r11);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 12]) = make_uint4(r12, r13, r14, r15);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n17_r16_s17_c1_montgomery_cb8_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 131072;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(1024) ntt_u32_n17_r16_s17_c1_montgomery_cb8_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 131072;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 131072;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 4]); r4 = v.x; r5 = v.y; r6 = v.z; r7 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 8]); r8 = v.x; r9 = v.y; r10 = v.z; r11 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 12]); r12 = v.x; r13 = v.y; r14 = v.z; r15 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 16) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 3)) + 65536]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 16) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 3)) + 65540]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u))] = r0;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 1u] = r1;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 2u] = r2;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 3u] = r3;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 4u] = r4;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 5u] = r5;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 6u] = r6;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 7u] = r7;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 8u] = r8;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 9u] = r9;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 10u] = r10;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 11u] = r11;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 12u] = r12;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 13u] = r13;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 14u] = r14;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 15u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u))];
    r1 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 2u];
    r2 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 4u];
    r3 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 6u];
    r4 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 8u];
    r5 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 10u];
    r6 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 12u];
    r7 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 14u];
    r8 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 16u];
    r9 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 18u];
    r10 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 20u];
    r11 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 22u];
    r12 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 24u];
    r13 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 26u];
    r14 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 28u];
    r15 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 30u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 3)) + 32768]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 3)) + 32772]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 2)) + 16384]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 1)) + 8192]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 12) | (((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u))) + 4096];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u))] = r0;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 2u] = r1;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 4u] = r2;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 6u] = r3;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 8u] = r4;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 10u] = r5;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 12u] = r6;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 14u] = r7;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 16u] = r8;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 18u] = r9;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 20u] = r10;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 22u] = r11;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 24u] = r12;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 26u] = r13;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 28u] = r14;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 30u] = r15;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4))];
    r1 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 33u];
    r2 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 66u];
    r3 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 99u];
    r4 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 132u];
    r5 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 165u];
    r6 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 198u];
    r7 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 231u];
    r8 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 264u];
    r9 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 297u];
    r10 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 330u];
    r11 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 363u];
    r12 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 396u];
    r13 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 429u];
    r14 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 462u];
    r15 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 495u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 3)) + 2048]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 3)) + 2052]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 2)) + 1024]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 9) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 1)) + 512]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 8) | (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 256];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4))] = r0;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 33u] = r1;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 66u] = r2;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 99u] = r3;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 132u] = r4;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 165u] = r5;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 198u] = r6;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 231u] = r7;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 264u] = r8;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 297u] = r9;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 330u] = r10;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 363u] = r11;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 396u] = r12;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 429u] = r13;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 462u] = r14;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 495u] = r15;
    __syncthreads();

    // phase 3: inverse kernel 0: group 3
    r0 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8)))];
    r1 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 528u];
    r2 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1056u];
    r3 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1584u];
    r4 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2112u];
    r5 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2640u];
    r6 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3168u];
    r7 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3696u];
    r8 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4224u];
    r9 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4752u];
    r10 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5280u];
    r11 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5808u];
    r12 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6336u];
    r13 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6864u];
    r14 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7392u];
    r15 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7920u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 3)) + 128]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 3)) + 132]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 6) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 2)) + 64]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 5) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 1)) + 32]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u))) + 16];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8)))] = r0;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 528u] = r1;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1056u] = r2;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1584u] = r3;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2112u] = r4;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2640u] = r5;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3168u] = r6;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3696u] = r7;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4224u] = r8;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4752u] = r9;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5280u] = r10;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5808u] = r11;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6336u] = r12;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6864u] = r13;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7392u] = r14;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7920u] = r15;
    cluster_sync();

    // phase 4: inverse kernel 0: group 4
    r0 = cluster_smem(smem, 0u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r1 = cluster_smem(smem, 0u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r2 = cluster_smem(smem, 1u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r3 = cluster_smem(smem, 1u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r4 = cluster_smem(smem, 2u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r5 = cluster_smem(smem, 2u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r6 = cluster_smem(smem, 3u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r7 = cluster_smem(smem, 3u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r8 = cluster_smem(smem, 4u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r9 = cluster_smem(smem, 4u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r10 = cluster_smem(smem, 5u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r11 = cluster_smem(smem, 5u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r12 = cluster_smem(smem, 6u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r13 = cluster_smem(smem, 6u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r14 = cluster_smem(smem, 7u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r15 = cluster_smem(smem, 7u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r16 = inv_len_v_t[1];
    r18 = inv_len_v_t[0];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 3) + 8]); r20 = v.x; r22 = v.y; r24 = v.z; r26 = v.w; }
    bfly_gs_lazy(r0, r1, r20, 0, false, m);
    bfly_gs_lazy(r2, r3, r22, 0, false, m);
    bfly_gs_lazy(r4, r5, r24, 0, false, m);
    bfly_gs_lazy(r6, r7, r26, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 3) + 12]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    bfly_gs_lazy(r8, r9, r28, 0, false, m);
    bfly_gs_lazy(r10, r11, r30, 0, false, m);
    bfly_gs_lazy(r12, r13, r32, 0, false, m);
    bfly_gs_lazy(r14, r15, r34, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 4]); r36 = v.x; r38 = v.y; r40 = v.z; r42 = v.w; }
    bfly_gs_lazy(r0, r2, r36, 0, false, m);
    bfly_gs_lazy(r1, r3, r36, 0, false, m);
    bfly_gs_lazy(r4, r6, r38, 0, false, m);
    bfly_gs_lazy(r5, r7, r38, 0, false, m);
    bfly_gs_lazy(r8, r10, r40, 0, false, m);
    bfly_gs_lazy(r9, r11, r40, 0, false, m);
    bfly_gs_lazy(r12, r14, r42, 0, false, m);
    bfly_gs_lazy(r13, r15, r42, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 2]); r44 = v.x; r46 = v.y; }
    bfly_gs_lazy(r0, r4, r44, 0, false, m);
    bfly_gs_lazy(r1, r5, r44, 0, false, m);
    bfly_gs_lazy(r2, r6, r44, 0, false, m);
    bfly_gs_lazy(r3, r7, r44, 0, false, m);
    bfly_gs_lazy(r8, r12, r46, 0, false, m);
    bfly_gs_lazy(r9, r13, r46, 0, false, m);
    bfly_gs_lazy(r10, r14, r46, 0, false, m);
    bfly_gs_lazy(r11, r15, r46, 0, false, m);
    bfly_gs_last(r0, r8, r16, 0, r18, 0, m);
    bfly_gs_last(r1, r9, r16, 0, r18, 0, m);
    bfly_gs_last(r2, r10, r16, 0, r18, 0, m);
    bfly_gs_last(r3, r11, r16, 0, r18, 0, m);
    bfly_gs_last(r4, r12, r16, 0, r18, 0, m);
    bfly_gs_last(r5, r13, r16, 0, r18, 0, m);
    bfly_gs_last(r6, r14, r16, 0, r18, 0, m);
    bfly_gs_last(r7, r15, r16, 0, r18, 0, m);
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u)))] = r0;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 8192] = r1;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 16384] = r2;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 24576] = r3;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 32768] = r4;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 40960] = r5;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 49152] = r6;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 57344] = r7;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 65536] = r8;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 73728] = r9;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 81920] = r10;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 90112] = r11;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 98304] = r12;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 106496] = r13;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 114688] = r14;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 122880] = r15;
    cluster_sync();

    // phase 5: inverse kernel 0: stay until the cluster has read
}

extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(1024) ntt_u32_n17_r16_s17_c1_montgomery_cb8_pwinv0(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 131072;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 131072;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4))];
    r16 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4))];
    r0 = mod_mul(r0, r16, m);
    r1 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 1];
    r17 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 1];
    r1 = mod_mul(r1, r17, m);
    r2 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 2];
    r18 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 2];
    r2 = mod_mul(r2, r18, m);
    r3 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 3];
    r19 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 3];
    r3 = mod_mul(r3, r19, m);
    r4 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 4];
    r20 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 4];
    r4 = mod_mul(r4, r20, m);
    r5 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 5];
    r21 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 5];
    r5 = mod_mul(r5, r21, m);
    r6 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 6];
    r22 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 6];
    r6 = mod_mul(r6, r22, m);
    r7 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 7];
    r23 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 7];
    r7 = mod_mul(r7, r23, m);
    r8 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 8];
    r24 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 8];
    r8 = mod_mul(r8, r24, m);
    r9 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 9];
    r25 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 9];
    r9 = mod_mul(r9, r25, m);
    r10 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 10];
    r26 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 10];
    r10 = mod_mul(r10, r26, m);
    r11 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 11];
    r27 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 11];
    r11 = mod_mul(r11, r27, m);
    r12 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 12];
    r28 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 12];
    r12 = mod_mul(r12, r28, m);
    r13 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 13];
    r29 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 13];
    r13 = mod_mul(r13, r29, m);
    r14 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 14];
    r30 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 14];
    r14 = mod_mul(r14, r30, m);
    r15 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 15];
    r31 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 4)) + 15];
    r15 = mod_mul(r15, r31, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 16) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 3)) + 65536]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r1, r32, 0, false, m);
    bfly_gs_lazy(r2, r3, r34, 0, false, m);
    bfly_gs_lazy(r4, r5, r36, 0, false, m);
    bfly_gs_lazy(r6, r7, r38, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 16) | ((((bx & 7u) << 10) | (threadIdx.x & 8191u)) << 3)) + 65540]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_gs_lazy(r8, r9, r40, 0, false, m);
    bfly_gs_lazy(r10, r11, r42, 0, false, m);
    bfly_gs_lazy(r12, r13, r44, 0, false, m);
    bfly_gs_lazy(r14, r15, r46, 0, false, m);
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u))] = r0;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 1u] = r1;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 2u] = r2;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 3u] = r3;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 4u] = r4;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 5u] = r5;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 6u] = r6;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 7u] = r7;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 8u] = r8;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 9u] = r9;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 10u] = r10;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 11u] = r11;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 12u] = r12;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 13u] = r13;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 14u] = r14;
    smem[(((threadIdx.x & 1023u) << 4) + ((threadIdx.x >> 1) & 511u)) + 15u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u))];
    r1 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 2u];
    r2 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 4u];
    r3 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 6u];
    r4 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 8u];
    r5 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 10u];
    r6 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 12u];
    r7 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 14u];
    r8 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 16u];
    r9 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 18u];
    r10 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 20u];
    r11 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 22u];
    r12 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 24u];
    r13 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 26u];
    r14 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 28u];
    r15 = smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 30u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 3)) + 32768]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 3)) + 32772]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 2)) + 16384]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u)) << 1)) + 8192]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 12) | (((bx & 7u) << 9) | ((threadIdx.x >> 1) & 4095u))) + 4096];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u))] = r0;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 2u] = r1;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 4u] = r2;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 6u] = r3;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 8u] = r4;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 10u] = r5;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 12u] = r6;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 14u] = r7;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 16u] = r8;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 18u] = r9;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 20u] = r10;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 22u] = r11;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 24u] = r12;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 26u] = r13;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 28u] = r14;
    smem[(((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 511u) << 5)) + ((threadIdx.x >> 1) & 511u)) + 30u] = r15;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4))];
    r1 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 33u];
    r2 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 66u];
    r3 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 99u];
    r4 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 132u];
    r5 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 165u];
    r6 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 198u];
    r7 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 231u];
    r8 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 264u];
    r9 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 297u];
    r10 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 330u];
    r11 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 363u];
    r12 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 396u];
    r13 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 429u];
    r14 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 462u];
    r15 = smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 495u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 3)) + 2048]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 3)) + 2052]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 2)) + 1024]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 9) | ((((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)) << 1)) + 512]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 8) | (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 256];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4))] = r0;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 33u] = r1;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 66u] = r2;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 99u] = r3;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 132u] = r4;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 165u] = r5;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 198u] = r6;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 231u] = r7;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 264u] = r8;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 297u] = r9;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 330u] = r10;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 363u] = r11;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 396u] = r12;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 429u] = r13;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 462u] = r14;
    smem[(((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 31u) << 9)) + (((threadIdx.x >> 5) & 31u) << 4)) + 495u] = r15;
    __syncthreads();

    // phase 3: inverse kernel 0: group 3
    r0 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8)))];
    r1 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 528u];
    r2 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1056u];
    r3 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1584u];
    r4 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2112u];
    r5 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2640u];
    r6 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3168u];
    r7 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3696u];
    r8 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4224u];
    r9 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4752u];
    r10 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5280u];
    r11 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5808u];
    r12 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6336u];
    r13 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6864u];
    r14 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7392u];
    r15 = smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7920u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 3)) + 128]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 3)) + 132]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 6) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 2)) + 64]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 5) | ((((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u)) << 1)) + 32]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) << 1) | ((threadIdx.x >> 9) & 15u))) + 16];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8)))] = r0;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 528u] = r1;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1056u] = r2;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 1584u] = r3;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2112u] = r4;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 2640u] = r5;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3168u] = r6;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 3696u] = r7;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4224u] = r8;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 4752u] = r9;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5280u] = r10;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 5808u] = r11;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6336u] = r12;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 6864u] = r13;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7392u] = r14;
    smem[(((threadIdx.x & 511u) | (((threadIdx.x >> 9) & 1u) << 13)) + (((threadIdx.x >> 5) & 15u) | (((threadIdx.x >> 9) & 1u) << 8))) + 7920u] = r15;
    cluster_sync();

    // phase 4: inverse kernel 0: group 4
    r0 = cluster_smem(smem, 0u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r1 = cluster_smem(smem, 0u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r2 = cluster_smem(smem, 1u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r3 = cluster_smem(smem, 1u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r4 = cluster_smem(smem, 2u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r5 = cluster_smem(smem, 2u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r6 = cluster_smem(smem, 3u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r7 = cluster_smem(smem, 3u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r8 = cluster_smem(smem, 4u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r9 = cluster_smem(smem, 4u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r10 = cluster_smem(smem, 5u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r11 = cluster_smem(smem, 5u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r12 = cluster_smem(smem, 6u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r13 = cluster_smem(smem, 6u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r14 = cluster_smem(smem, 7u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u)))];
    r15 = cluster_smem(smem, 7u)[((((bx & 7u) << 10) | (threadIdx.x & 8191u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 5) & 255u))) + 8448u];
    r16 = inv_len_v_t[1];
    r18 = inv_len_v_t[0];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 3) + 8]); r20 = v.x; r22 = v.y; r24 = v.z; r26 = v.w; }
    bfly_gs_lazy(r0, r1, r20, 0, false, m);
    bfly_gs_lazy(r2, r3, r22, 0, false, m);
    bfly_gs_lazy(r4, r5, r24, 0, false, m);
    bfly_gs_lazy(r6, r7, r26, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 3) + 12]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    bfly_gs_lazy(r8, r9, r28, 0, false, m);
    bfly_gs_lazy(r10, r11, r30, 0, false, m);
    bfly_gs_lazy(r12, r13, r32, 0, false, m);
    bfly_gs_lazy(r14, r15, r34, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 4]); r36 = v.x; r38 = v.y; r40 = v.z; r42 = v.w; }
    bfly_gs_lazy(r0, r2, r36, 0, false, m);
    bfly_gs_lazy(r1, r3, r36, 0, false, m);
    bfly_gs_lazy(r4, r6, r38, 0, false, m);
    bfly_gs_lazy(r5, r7, r38, 0, false, m);
    bfly_gs_lazy(r8, r10, r40, 0, false, m);
    bfly_gs_lazy(r9, r11, r40, 0, false, m);
    bfly_gs_lazy(r12, r14, r42, 0, false, m);
    bfly_gs_lazy(r13, r15, r42, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 2]); r44 = v.x; r46 = v.y; }
    bfly_gs_lazy(r0, r4, r44, 0, false, m);
    bfly_gs_lazy(r1, r5, r44, 0, false, m);
    bfly_gs_lazy(r2, r6, r44, 0, false, m);
    bfly_gs_lazy(r3, r7, r44, 0, false, m);
    bfly_gs_lazy(r8, r12, r46, 0, false, m);
    bfly_gs_lazy(r9, r13, r46, 0, false, m);
    bfly_gs_lazy(r10, r14, r46, 0, false, m);
    bfly_gs_lazy(r11, r15, r46, 0, false, m);
    bfly_gs_last(r0, r8, r16, 0, r18, 0, m);
    bfly_gs_last(r1, r9, r16, 0, r18, 0, m);
    bfly_gs_last(r2, r10, r16, 0, r18, 0, m);
    bfly_gs_last(r3, r11, r16, 0, r18, 0, m);
    bfly_gs_last(r4, r12, r16, 0, r18, 0, m);
    bfly_gs_last(r5, r13, r16, 0, r18, 0, m);
    bfly_gs_last(r6, r14, r16, 0, r18, 0, m);
    bfly_gs_last(r7, r15, r16, 0, r18, 0, m);
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u)))] = r0;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 8192] = r1;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 16384] = r2;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 24576] = r3;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 32768] = r4;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 40960] = r5;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 49152] = r6;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 57344] = r7;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 65536] = r8;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 73728] = r9;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 81920] = r10;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 90112] = r11;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 98304] = r12;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 106496] = r13;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 114688] = r14;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 17) | (((bx & 7u) << 10) | (threadIdx.x & 8191u))) + 122880] = r15;
    cluster_sync();

    // phase 5: inverse kernel 0: stay until the cluster has read
}

// nttgen: ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2.toml --out generated/ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2"
//   transform = "ntt-negacyclic"
//   log_n = 14
//   word = "u64"
//   reduction = "shoup"
//   radix = 8
//   stage_split = [14]
//   cluster = 1
//   cluster_blocks = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//   wide_shared_index = true
//
//   [moduli]
//   primes = [1152921504606748673, 1152921504606683137]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2_fwd0: grid_x 4, block 512 x 1, shared 34816 B; mulmods 114688, addmods 245760, butterflies 114688, global bytes 262144 (read 131072, write 131072), table bytes 1114112, shuffles 0
//   ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2_pw: grid_x 128, block 128 x 1, shared 0 B; mulmods 16384, addmods 0, butterflies 0, global bytes 393216 (read 262144, write 131072), table bytes 0, shuffles 0
//   ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2_inv0: grid_x 4, block 512 x 1, shared 34816 B; mulmods 122880, addmods 229376, butterflies 114688, global bytes 262144 (read 131072, write 131072), table bytes 1146880, shuffles 0
//   ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2_product: grid_x 4, block 512 x 1, shared 69632 B; mulmods 368640, addmods 720896, butterflies 344064, global bytes 393216 (read 262144, write 131072), table bytes 2260992, shuffles 0

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
/* Wide lazy butterflies (u64, every prime below 2^61; twins of shoup.rs
 * mul_tw_wide / bfly_ct_wide / bfly_gs_wide / normalize_wide): CT values in
 * [0, 8q), GS values in [0, 4q) between levels (8q < 2^64), one correction
 * per butterfly, brought to [0, q) once, before a global store.
 *
 * The product a·w - qhat·q takes its quotient from three 32 x 32-bit
 * products (the low halves' product and the carries into bit 64 left out):
 * qhat is below the exact mulhi(a, w_comp) by at most 2, so the result is in
 * [0, 4q). Written as PTX so that it is 3 high/wide products and 6 low ones
 * with their carries, where `__umul64hi` and two 64-bit `*` lower to 4 wide
 * products and 6 low ones with moves between them. */
__device__ __forceinline__ word_t mod_mul_tw_wide(word_t a, word_t w, word_t w_comp, word_t nq) {
    word_t r;
    asm("{\n\t"
        ".reg .u32 alo, ahi, wlo, whi, clo, chi, h1, h2, qlo, qhi, nlo, nhi, rlo, rhi;\n\t"
        "mov.b64 {alo, ahi}, %1;\n\t"
        "mov.b64 {wlo, whi}, %2;\n\t"
        "mov.b64 {clo, chi}, %3;\n\t"
        "mov.b64 {nlo, nhi}, %4;\n\t"
        /* qhat = ahi·chi + hi(ahi·clo) + hi(alo·chi) */
        "mul.hi.u32 h1, ahi, clo;\n\t"
        "mul.hi.u32 h2, alo, chi;\n\t"
        "add.cc.u32 h1, h1, h2;\n\t"
        "addc.u32 h2, 0, 0;\n\t"
        "mad.lo.cc.u32 qlo, ahi, chi, h1;\n\t"
        "madc.hi.u32 qhi, ahi, chi, h2;\n\t"
        /* r = a·w + qhat·(2^64 - q) mod 2^64 */
        "mul.lo.u32 rlo, alo, wlo;\n\t"
        "mul.hi.u32 rhi, alo, wlo;\n\t"
        "mad.lo.u32 rhi, alo, whi, rhi;\n\t"
        "mad.lo.u32 rhi, ahi, wlo, rhi;\n\t"
        "mad.lo.u32 rhi, qlo, nhi, rhi;\n\t"
        "mad.lo.u32 rhi, qhi, nlo, rhi;\n\t"
        "mad.lo.cc.u32 rlo, qlo, nlo, rlo;\n\t"
        "madc.hi.u32 rhi, qlo, nlo, rhi;\n\t"
        "mov.b64 %0, {rlo, rhi};\n\t"
        "}" : "=l"(r) : "l"(a), "l"(w), "l"(w_comp), "l"(nq));
    return r;
}


/* The lazy product of reduce/lazy.cu's wide butterflies. */
__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul_tw_wide(a, w, w_comp, 0 - m.q);
}

/* nttgen reduce/lazy.cu (word = u64): Harvey's lazy butterflies, once
 * for every reduction whose descriptor says `lazy` (Rust twins:
 * codegen/src/arith/reduce, Modulus::bfly_ct_lazy / bfly_gs_lazy / normalize
 * / bfly_gs_last). Values stay in [0, 2B) (CT) or [0, B) (GS) between
 * levels and are brought to [0, q) once, before a global store;
 * B = 4q with the wide butterflies (u64 shoup, every prime below 2^60:
 * products straight from any word, corrections by the sign of a
 * difference), the CT corrections deferred: CT values in [0, 16q), where a
 * butterfly corrects x by 8q (x < 16q, outputs below 12q) or, at the levels
 * the plan says (stage::groups::corrects), leaves it (x < 12q, outputs
 * below 16q), about every other level;
 * 2B < 2^β by the variant's bound. mod_mul_lazy is the variant's
 * stored-form product on lazy inputs (its file says why it is exact there).
 * Corrections are branch-free selects. */

__device__ __forceinline__ word_t mod_half_lazy(word_t v, word_t q) {
    return (v >> 1) + (((q >> 1) + 1) & mod_mask((v & 1) != 0));
}

__device__ __forceinline__ void bfly_ct_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t b = m.q << 2;
    const word_t u = mod_csub_signed(x, m.q << 3);
    const word_t t = mod_mul_lazy(y, w, w_comp, m);
    x = u + t;
    y = u - t + b;
}

/* The CT butterfly of a level that leaves x uncorrected (x < 12q): the
 * outputs grow by B and stay below 16q. */
__device__ __forceinline__ void bfly_ct_lazy_skip(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t b = m.q << 2;
    const word_t t = mod_mul_lazy(y, w, w_comp, m);
    y = x - t + b;
    x = x + t;
}

/* The GS butterfly that leaves its sum uncorrected (x, y < 4q, the sum
 * below 8q): the inverse's first level, whose inputs are below q, and the
 * level before the folded last one, which takes 8q (bfly_gs_last). */
__device__ __forceinline__ void bfly_gs_lazy_skip(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t b = m.q << 2;
    const word_t d = mod_mul_lazy(x + b - y, w, w_comp, m);
    x = x + y;
    y = d;
}

__device__ __forceinline__ void bfly_gs_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, bool half, const ModConst m) {
    const word_t b = m.q << 2;
    const word_t s = mod_csub_signed(x + y, b);
    const word_t d = mod_mul_lazy(x + b - y, w, w_comp, m);
    x = half ? mod_half_lazy(s, m.q) : s;
    y = half ? mod_half_lazy(d, m.q) : d;
}
/* A CT value below 16q to [0, q) (twin: shoup::normalize_deferred): the
 * quotient of barrett-shivdikar's lines 1-3 on (0, x) with its ModConst
 * (c0 = μ·2^a, c1 = m - 2; c2 = 0 for every prime below 2^61), then one
 * correction. Here c = x >> (m - 2) is below 2^6 and the quotient below
 * 2^5, so mulhi(c, c0) is three 32-bit products with a carry and quot·q two:
 * written as PTX, where the C++ form lowers to full 64-bit products (19
 * instructions, as many as four corrections by 8q, 4q, 2q and q). */
__device__ __forceinline__ word_t mod_normalize(word_t x, const ModConst m) {
    const unsigned int c = (unsigned int)(x >> (unsigned int)m.c1);
    word_t r;
    asm("{\n\t"
        ".reg .u32 c0lo, c0hi, t, u, quot, qlo, qhi, xlo, xhi, plo, phi;\n\t"
        "mov.b64 {c0lo, c0hi}, %2;\n\t"
        "mov.b64 {qlo, qhi}, %3;\n\t"
        "mov.b64 {xlo, xhi}, %1;\n\t"
        /* quot = hi(c·c0) = hi(c·c0hi + hi(c·c0lo)) */
        "mul.hi.u32 t, %4, c0lo;\n\t"
        "mad.lo.cc.u32 u, %4, c0hi, t;\n\t"
        "madc.hi.u32 quot, %4, c0hi, 0;\n\t"
        /* r = x - quot·q */
        "mul.lo.u32 plo, quot, qlo;\n\t"
        "mul.hi.u32 phi, quot, qlo;\n\t"
        "mad.lo.u32 phi, quot, qhi, phi;\n\t"
        "sub.cc.u32 xlo, xlo, plo;\n\t"
        "subc.u32 xhi, xhi, phi;\n\t"
        "mov.b64 %0, {xlo, xhi};\n\t"
        "}" : "=l"(r) : "l"(x), "l"(m.c0), "l"(m.q), "r"(c));
    return mod_csub_signed(r, m.q);
}

/* The inverse's last level with 1/len folded in (twin of Modulus::bfly_gs_last):
 * x, y lazy GS values below B; ((x + y) s, (x + B - y) w) through the exact
 * stored-form product, which takes operands below 2B, so the sum needs no
 * correction first. Results in [0, q). */
__device__ __forceinline__ void bfly_gs_last(word_t& x, word_t& y, word_t w, word_t w_comp, word_t s, word_t s_comp, const ModConst m) {
    const word_t b = m.q << 3; /* the level before leaves its sums below 8q */
    const word_t u = x + y;
    const word_t d = x + b - y;
    x = mod_mul_tw(u, s, s_comp, m);
    y = mod_mul_tw(d, w, w_comp, m);
}

/* A GS value, [0, B) -> [0, q). */
__device__ __forceinline__ word_t mod_normalize_gs(word_t x, const ModConst m) {
    return mod_csub_signed(mod_csub_signed(x, m.q << 1), m.q);
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



extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(512) ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 32768;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    cluster_arrive_relaxed();
    r0 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u)))];
    r1 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 2048];
    r2 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 4096];
    r3 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 6144];
    r4 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 8192];
    r5 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 10240];
    r6 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 12288];
    r7 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 14336];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx >> 2) | threadIdx.y) + 1]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r8, r9, m);
    bfly_ct_lazy_skip(r1, r5, r8, r9, m);
    bfly_ct_lazy_skip(r2, r6, r8, r9, m);
    bfly_ct_lazy_skip(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 1) + 2]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r10, r11, m);
    bfly_ct_lazy_skip(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 1) + 3]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r12, r13, m);
    bfly_ct_lazy_skip(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 4]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 5]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 6]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 7]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r20, r21, m);
    cluster_wait();
    cluster_smem(smem, 0u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))] = r0;
    cluster_smem(smem, 0u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176] = r1;
    cluster_smem(smem, 1u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))] = r2;
    cluster_smem(smem, 1u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176] = r3;
    cluster_smem(smem, 2u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))] = r4;
    cluster_smem(smem, 2u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176] = r5;
    cluster_smem(smem, 3u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))] = r6;
    cluster_smem(smem, 3u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176] = r7;
    cluster_sync();

    // phase 1: forward kernel 0: group 1
    r0 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7)))];
    r1 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 272];
    r2 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 544];
    r3 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 816];
    r4 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1088];
    r5 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1360];
    r6 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1632];
    r7 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1904];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 3) | (((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u))) + 8]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r4, r8, r9, m);
    bfly_ct_lazy(r1, r5, r8, r9, m);
    bfly_ct_lazy(r2, r6, r8, r9, m);
    bfly_ct_lazy(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 4) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 1)) + 16]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r10, r11, m);
    bfly_ct_lazy_skip(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 4) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 1)) + 17]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r12, r13, m);
    bfly_ct_lazy_skip(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 32]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 33]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 34]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 35]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r6, r7, r20, r21, m);
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7)))] = r0;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 272] = r1;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 544] = r2;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 816] = r3;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1088] = r4;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1360] = r5;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1632] = r6;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1904] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4)))];
    r1 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 34];
    r2 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 68];
    r3 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 102];
    r4 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 136];
    r5 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 170];
    r6 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 204];
    r7 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 238];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 6) | (((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u))) + 64]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r8, r9, m);
    bfly_ct_lazy_skip(r1, r5, r8, r9, m);
    bfly_ct_lazy_skip(r2, r6, r8, r9, m);
    bfly_ct_lazy_skip(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 7) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 1)) + 128]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r0, r2, r10, r11, m);
    bfly_ct_lazy(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 7) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 1)) + 129]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r4, r6, r12, r13, m);
    bfly_ct_lazy(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 256]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 257]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 258]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 259]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r20, r21, m);
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4)))] = r0;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 34] = r1;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 68] = r2;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 102] = r3;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 136] = r4;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 170] = r5;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 204] = r6;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 238] = r7;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1))];
    r1 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4];
    r2 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 8];
    r3 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 12];
    r4 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 17];
    r5 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 21];
    r6 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 25];
    r7 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 29];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 9) | (((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u))) + 512]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r4, r8, r9, m);
    bfly_ct_lazy(r1, r5, r8, r9, m);
    bfly_ct_lazy(r2, r6, r8, r9, m);
    bfly_ct_lazy(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 10) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 1)) + 1024]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r10, r11, m);
    bfly_ct_lazy_skip(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 10) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 1)) + 1025]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r12, r13, m);
    bfly_ct_lazy_skip(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2048]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2049]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2050]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2051]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r6, r7, r20, r21, m);
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1))] = r0;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4] = r1;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 8] = r2;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 12] = r3;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 17] = r4;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 21] = r5;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 25] = r6;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 29] = r7;
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u))];
    r1 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 1];
    r2 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 2];
    r3 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 3];
    r4 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4];
    r5 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 5];
    r6 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 6];
    r7 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 7];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 12) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 1)) + 4096]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r8, r9, m);
    bfly_ct_lazy_skip(r1, r3, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 12) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 1)) + 4097]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r10, r11, m);
    bfly_ct_lazy_skip(r5, r7, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8192]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r0, r1, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8193]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r2, r3, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8194]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r4, r5, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8195]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r6, r7, r18, r19, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2_pw(
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

extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(512) ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 32768;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8192]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy_skip(r0, r1, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8193]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy_skip(r2, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8194]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy_skip(r4, r5, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8195]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy_skip(r6, r7, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 12) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 1)) + 4096]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 12) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 1)) + 4097]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u))] = r0;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 1] = r1;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 2] = r2;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 3] = r3;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4] = r4;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 5] = r5;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 6] = r6;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 7] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1))];
    r1 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4];
    r2 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 8];
    r3 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 12];
    r4 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 17];
    r5 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 21];
    r6 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 25];
    r7 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 29];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2048]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2049]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2050]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2051]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 10) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 1)) + 1024]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 10) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 1)) + 1025]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 9) | (((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u))) + 512]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r4, r20, r21, false, m);
    bfly_gs_lazy(r1, r5, r20, r21, false, m);
    bfly_gs_lazy(r2, r6, r20, r21, false, m);
    bfly_gs_lazy(r3, r7, r20, r21, false, m);
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1))] = r0;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4] = r1;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 8] = r2;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 12] = r3;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 17] = r4;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 21] = r5;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 25] = r6;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 29] = r7;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4)))];
    r1 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 34];
    r2 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 68];
    r3 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 102];
    r4 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 136];
    r5 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 170];
    r6 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 204];
    r7 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 238];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 256]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 257]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 258]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 259]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 7) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 1)) + 128]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 7) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 1)) + 129]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 6) | (((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u))) + 64]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r4, r20, r21, false, m);
    bfly_gs_lazy(r1, r5, r20, r21, false, m);
    bfly_gs_lazy(r2, r6, r20, r21, false, m);
    bfly_gs_lazy(r3, r7, r20, r21, false, m);
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4)))] = r0;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 34] = r1;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 68] = r2;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 102] = r3;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 136] = r4;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 170] = r5;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 204] = r6;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 238] = r7;
    __syncthreads();

    // phase 3: inverse kernel 0: group 3
    r0 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7)))];
    r1 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 272];
    r2 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 544];
    r3 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 816];
    r4 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1088];
    r5 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1360];
    r6 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1632];
    r7 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1904];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 32]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 33]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 34]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 35]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 4) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 1)) + 16]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 4) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 1)) + 17]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 3) | (((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u))) + 8]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r4, r20, r21, false, m);
    bfly_gs_lazy(r1, r5, r20, r21, false, m);
    bfly_gs_lazy(r2, r6, r20, r21, false, m);
    bfly_gs_lazy(r3, r7, r20, r21, false, m);
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7)))] = r0;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 272] = r1;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 544] = r2;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 816] = r3;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1088] = r4;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1360] = r5;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1632] = r6;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1904] = r7;
    cluster_sync();

    // phase 4: inverse kernel 0: group 4
    r0 = cluster_smem(smem, 0u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))];
    r1 = cluster_smem(smem, 0u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176];
    r2 = cluster_smem(smem, 1u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))];
    r3 = cluster_smem(smem, 1u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176];
    r4 = cluster_smem(smem, 2u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))];
    r5 = cluster_smem(smem, 2u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176];
    r6 = cluster_smem(smem, 3u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))];
    r7 = cluster_smem(smem, 3u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176];
    r8 = inv_len_v_t[1];
    r9 = inv_len_c_t[1];
    r10 = inv_len_v_t[0];
    r11 = inv_len_c_t[0];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 4]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r0, r1, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 5]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r2, r3, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 6]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r4, r5, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 7]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r6, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 1) + 2]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy_skip(r0, r2, r20, r21, m);
    bfly_gs_lazy_skip(r1, r3, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 1) + 3]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy_skip(r4, r6, r22, r23, m);
    bfly_gs_lazy_skip(r5, r7, r22, r23, m);
    bfly_gs_last(r0, r4, r8, r9, r10, r11, m);
    bfly_gs_last(r1, r5, r8, r9, r10, r11, m);
    bfly_gs_last(r2, r6, r8, r9, r10, r11, m);
    bfly_gs_last(r3, r7, r8, r9, r10, r11, m);
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u)))] = r0;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 2048] = r1;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 4096] = r2;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 6144] = r3;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 8192] = r4;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 10240] = r5;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 12288] = r6;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 14336] = r7;
    cluster_sync();

    // phase 5: inverse kernel 0: stay until the cluster has read
}

extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(512) ntt_u64_n14_r8_s14_c1_shoup_cb4_wsi_q2_product(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 16384;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 32768;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 32768;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    cluster_arrive_relaxed();
    r0 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u)))];
    r1 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 2048];
    r2 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 4096];
    r3 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 6144];
    r4 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 8192];
    r5 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 10240];
    r6 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 12288];
    r7 = x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 14336];
    r8 = y[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u)))];
    r9 = y[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 2048];
    r10 = y[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 4096];
    r11 = y[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 6144];
    r12 = y[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 8192];
    r13 = y[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 10240];
    r14 = y[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 12288];
    r15 = y[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 14336];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx >> 2) | threadIdx.y) + 1]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r16, r17, m);
    bfly_ct_lazy_skip(r1, r5, r16, r17, m);
    bfly_ct_lazy_skip(r2, r6, r16, r17, m);
    bfly_ct_lazy_skip(r3, r7, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 1) + 2]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r18, r19, m);
    bfly_ct_lazy_skip(r1, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 1) + 3]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r20, r21, m);
    bfly_ct_lazy_skip(r5, r7, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 4]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 5]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 6]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 7]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r28, r29, m);
    bfly_ct_lazy_skip(r8, r12, r16, r17, m);
    bfly_ct_lazy_skip(r9, r13, r16, r17, m);
    bfly_ct_lazy_skip(r10, r14, r16, r17, m);
    bfly_ct_lazy_skip(r11, r15, r16, r17, m);
    bfly_ct_lazy_skip(r8, r10, r18, r19, m);
    bfly_ct_lazy_skip(r9, r11, r18, r19, m);
    bfly_ct_lazy_skip(r12, r14, r20, r21, m);
    bfly_ct_lazy_skip(r13, r15, r20, r21, m);
    bfly_ct_lazy_skip(r8, r9, r22, r23, m);
    bfly_ct_lazy_skip(r10, r11, r24, r25, m);
    bfly_ct_lazy_skip(r12, r13, r26, r27, m);
    bfly_ct_lazy_skip(r14, r15, r28, r29, m);
    cluster_wait();
    cluster_smem(smem, 0u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))] = r0;
    cluster_smem(smem, 0u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176] = r1;
    cluster_smem(smem, 1u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))] = r2;
    cluster_smem(smem, 1u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176] = r3;
    cluster_smem(smem, 2u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))] = r4;
    cluster_smem(smem, 2u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176] = r5;
    cluster_smem(smem, 3u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))] = r6;
    cluster_smem(smem, 3u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176] = r7;
    cluster_smem(smem, 0u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 4352] = r8;
    cluster_smem(smem, 0u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 6528] = r9;
    cluster_smem(smem, 1u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 4352] = r10;
    cluster_smem(smem, 1u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 6528] = r11;
    cluster_smem(smem, 2u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 4352] = r12;
    cluster_smem(smem, 2u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 6528] = r13;
    cluster_smem(smem, 3u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 4352] = r14;
    cluster_smem(smem, 3u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 6528] = r15;
    cluster_sync();

    // phase 1: forward kernel 0: group 1
    r0 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7)))];
    r1 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 272];
    r2 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 544];
    r3 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 816];
    r4 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1088];
    r5 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1360];
    r6 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1632];
    r7 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1904];
    r8 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 4352];
    r9 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 4624];
    r10 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 4896];
    r11 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 5168];
    r12 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 5440];
    r13 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 5712];
    r14 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 5984];
    r15 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 6256];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 3) | (((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u))) + 8]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r0, r4, r16, r17, m);
    bfly_ct_lazy(r1, r5, r16, r17, m);
    bfly_ct_lazy(r2, r6, r16, r17, m);
    bfly_ct_lazy(r3, r7, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 4) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 1)) + 16]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r18, r19, m);
    bfly_ct_lazy_skip(r1, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 4) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 1)) + 17]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r20, r21, m);
    bfly_ct_lazy_skip(r5, r7, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 32]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r0, r1, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 33]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r2, r3, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 34]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 35]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy(r6, r7, r28, r29, m);
    bfly_ct_lazy(r8, r12, r16, r17, m);
    bfly_ct_lazy(r9, r13, r16, r17, m);
    bfly_ct_lazy(r10, r14, r16, r17, m);
    bfly_ct_lazy(r11, r15, r16, r17, m);
    bfly_ct_lazy_skip(r8, r10, r18, r19, m);
    bfly_ct_lazy_skip(r9, r11, r18, r19, m);
    bfly_ct_lazy_skip(r12, r14, r20, r21, m);
    bfly_ct_lazy_skip(r13, r15, r20, r21, m);
    bfly_ct_lazy(r8, r9, r22, r23, m);
    bfly_ct_lazy(r10, r11, r24, r25, m);
    bfly_ct_lazy(r12, r13, r26, r27, m);
    bfly_ct_lazy(r14, r15, r28, r29, m);
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7)))] = r0;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 272] = r1;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 544] = r2;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 816] = r3;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1088] = r4;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1360] = r5;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1632] = r6;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1904] = r7;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 4352] = r8;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 4624] = r9;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 4896] = r10;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 5168] = r11;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 5440] = r12;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 5712] = r13;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 5984] = r14;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 6256] = r15;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4)))];
    r1 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 34];
    r2 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 68];
    r3 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 102];
    r4 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 136];
    r5 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 170];
    r6 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 204];
    r7 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 238];
    r8 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4352];
    r9 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4386];
    r10 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4420];
    r11 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4454];
    r12 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4488];
    r13 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4522];
    r14 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4556];
    r15 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4590];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 6) | (((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u))) + 64]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r16, r17, m);
    bfly_ct_lazy_skip(r1, r5, r16, r17, m);
    bfly_ct_lazy_skip(r2, r6, r16, r17, m);
    bfly_ct_lazy_skip(r3, r7, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 7) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 1)) + 128]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r0, r2, r18, r19, m);
    bfly_ct_lazy(r1, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 7) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 1)) + 129]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r4, r6, r20, r21, m);
    bfly_ct_lazy(r5, r7, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 256]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 257]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 258]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 259]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r28, r29, m);
    bfly_ct_lazy_skip(r8, r12, r16, r17, m);
    bfly_ct_lazy_skip(r9, r13, r16, r17, m);
    bfly_ct_lazy_skip(r10, r14, r16, r17, m);
    bfly_ct_lazy_skip(r11, r15, r16, r17, m);
    bfly_ct_lazy(r8, r10, r18, r19, m);
    bfly_ct_lazy(r9, r11, r18, r19, m);
    bfly_ct_lazy(r12, r14, r20, r21, m);
    bfly_ct_lazy(r13, r15, r20, r21, m);
    bfly_ct_lazy_skip(r8, r9, r22, r23, m);
    bfly_ct_lazy_skip(r10, r11, r24, r25, m);
    bfly_ct_lazy_skip(r12, r13, r26, r27, m);
    bfly_ct_lazy_skip(r14, r15, r28, r29, m);
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4)))] = r0;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 34] = r1;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 68] = r2;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 102] = r3;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 136] = r4;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 170] = r5;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 204] = r6;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 238] = r7;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4352] = r8;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4386] = r9;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4420] = r10;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4454] = r11;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4488] = r12;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4522] = r13;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4556] = r14;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 4590] = r15;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1))];
    r1 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4];
    r2 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 8];
    r3 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 12];
    r4 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 17];
    r5 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 21];
    r6 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 25];
    r7 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 29];
    r8 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4352];
    r9 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4356];
    r10 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4360];
    r11 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4364];
    r12 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4369];
    r13 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4373];
    r14 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4377];
    r15 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4381];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 9) | (((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u))) + 512]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r0, r4, r16, r17, m);
    bfly_ct_lazy(r1, r5, r16, r17, m);
    bfly_ct_lazy(r2, r6, r16, r17, m);
    bfly_ct_lazy(r3, r7, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 10) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 1)) + 1024]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r18, r19, m);
    bfly_ct_lazy_skip(r1, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 10) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 1)) + 1025]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r20, r21, m);
    bfly_ct_lazy_skip(r5, r7, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2048]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r0, r1, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2049]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r2, r3, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2050]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2051]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy(r6, r7, r28, r29, m);
    bfly_ct_lazy(r8, r12, r16, r17, m);
    bfly_ct_lazy(r9, r13, r16, r17, m);
    bfly_ct_lazy(r10, r14, r16, r17, m);
    bfly_ct_lazy(r11, r15, r16, r17, m);
    bfly_ct_lazy_skip(r8, r10, r18, r19, m);
    bfly_ct_lazy_skip(r9, r11, r18, r19, m);
    bfly_ct_lazy_skip(r12, r14, r20, r21, m);
    bfly_ct_lazy_skip(r13, r15, r20, r21, m);
    bfly_ct_lazy(r8, r9, r22, r23, m);
    bfly_ct_lazy(r10, r11, r24, r25, m);
    bfly_ct_lazy(r12, r13, r26, r27, m);
    bfly_ct_lazy(r14, r15, r28, r29, m);
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1))] = r0;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4] = r1;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 8] = r2;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 12] = r3;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 17] = r4;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 21] = r5;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 25] = r6;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 29] = r7;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4352] = r8;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4356] = r9;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4360] = r10;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4364] = r11;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4369] = r12;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4373] = r13;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4377] = r14;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4381] = r15;
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u))];
    r1 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 1];
    r2 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 2];
    r3 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 3];
    r4 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4];
    r5 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 5];
    r6 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 6];
    r7 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 7];
    r8 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4352];
    r9 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4353];
    r10 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4354];
    r11 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4355];
    r12 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4356];
    r13 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4357];
    r14 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4358];
    r15 = smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4359];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 12) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 1)) + 4096]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r16, r17, m);
    bfly_ct_lazy_skip(r1, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 12) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 1)) + 4097]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r18, r19, m);
    bfly_ct_lazy_skip(r5, r7, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8192]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r0, r1, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8193]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r2, r3, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8194]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r4, r5, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8195]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r6, r7, r26, r27, m);
    bfly_ct_lazy_skip(r8, r10, r16, r17, m);
    bfly_ct_lazy_skip(r9, r11, r16, r17, m);
    bfly_ct_lazy_skip(r12, r14, r18, r19, m);
    bfly_ct_lazy_skip(r13, r15, r18, r19, m);
    bfly_ct_lazy(r8, r9, r20, r21, m);
    bfly_ct_lazy(r10, r11, r22, r23, m);
    bfly_ct_lazy(r12, r13, r24, r25, m);
    bfly_ct_lazy(r14, r15, r26, r27, m);
    r0 = mod_normalize(r0, m);
    r8 = mod_normalize(r8, m);
    r0 = mod_mul(r0, r8, m);
    r1 = mod_normalize(r1, m);
    r9 = mod_normalize(r9, m);
    r1 = mod_mul(r1, r9, m);
    r2 = mod_normalize(r2, m);
    r10 = mod_normalize(r10, m);
    r2 = mod_mul(r2, r10, m);
    r3 = mod_normalize(r3, m);
    r11 = mod_normalize(r11, m);
    r3 = mod_mul(r3, r11, m);
    r4 = mod_normalize(r4, m);
    r12 = mod_normalize(r12, m);
    r4 = mod_mul(r4, r12, m);
    r5 = mod_normalize(r5, m);
    r13 = mod_normalize(r13, m);
    r5 = mod_mul(r5, r13, m);
    r6 = mod_normalize(r6, m);
    r14 = mod_normalize(r14, m);
    r6 = mod_mul(r6, r14, m);
    r7 = mod_normalize(r7, m);
    r15 = mod_normalize(r15, m);
    r7 = mod_mul(r7, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8192]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy_skip(r0, r1, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8193]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy_skip(r2, r3, r30, r31, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8194]; r32 = e.x; r33 = e.y; }
    bfly_gs_lazy_skip(r4, r5, r32, r33, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 13) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 2)) + 8195]; r34 = e.x; r35 = e.y; }
    bfly_gs_lazy_skip(r6, r7, r34, r35, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 12) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 1)) + 4096]; r36 = e.x; r37 = e.y; }
    bfly_gs_lazy(r0, r2, r36, r37, false, m);
    bfly_gs_lazy(r1, r3, r36, r37, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 12) | ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) << 1)) + 4097]; r38 = e.x; r39 = e.y; }
    bfly_gs_lazy(r4, r6, r38, r39, false, m);
    bfly_gs_lazy(r5, r7, r38, r39, false, m);
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u))] = r0;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 1] = r1;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 2] = r2;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 3] = r3;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4] = r4;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 5] = r5;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 6] = r6;
    smem[smem_z + (((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 7] = r7;
    __syncthreads();

    // phase 5: inverse kernel 0: group 1
    r0 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1))];
    r1 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4];
    r2 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 8];
    r3 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 12];
    r4 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 17];
    r5 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 21];
    r6 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 25];
    r7 = smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 29];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2048]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2049]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2050]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 11) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 2)) + 2051]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 10) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 1)) + 1024]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r0, r2, r24, r25, false, m);
    bfly_gs_lazy(r1, r3, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 10) | ((((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u)) << 1)) + 1025]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r4, r6, r26, r27, false, m);
    bfly_gs_lazy(r5, r7, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 9) | (((bx & 3u) << 7) | ((threadIdx.x >> 2) & 511u))) + 512]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r0, r4, r28, r29, false, m);
    bfly_gs_lazy(r1, r5, r28, r29, false, m);
    bfly_gs_lazy(r2, r6, r28, r29, false, m);
    bfly_gs_lazy(r3, r7, r28, r29, false, m);
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1))] = r0;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 4] = r1;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 8] = r2;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 12] = r3;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 17] = r4;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 21] = r5;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 25] = r6;
    smem[smem_z + (((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 127u) << 5)) + (((threadIdx.x >> 2) & 127u) << 1)) + 29] = r7;
    __syncthreads();

    // phase 6: inverse kernel 0: group 2
    r0 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4)))];
    r1 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 34];
    r2 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 68];
    r3 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 102];
    r4 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 136];
    r5 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 170];
    r6 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 204];
    r7 = smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 238];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 256]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 257]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 258]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 8) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 2)) + 259]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 7) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 1)) + 128]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r0, r2, r24, r25, false, m);
    bfly_gs_lazy(r1, r3, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 7) | ((((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u)) << 1)) + 129]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r4, r6, r26, r27, false, m);
    bfly_gs_lazy(r5, r7, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 6) | (((bx & 3u) << 4) | ((threadIdx.x >> 5) & 63u))) + 64]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r0, r4, r28, r29, false, m);
    bfly_gs_lazy(r1, r5, r28, r29, false, m);
    bfly_gs_lazy(r2, r6, r28, r29, false, m);
    bfly_gs_lazy(r3, r7, r28, r29, false, m);
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4)))] = r0;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 34] = r1;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 68] = r2;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 102] = r3;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 136] = r4;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 170] = r5;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 204] = r6;
    smem[smem_z + (((threadIdx.x & 31u) | (((threadIdx.x >> 5) & 15u) << 8)) + (((threadIdx.x >> 4) & 1u) | (((threadIdx.x >> 5) & 15u) << 4))) + 238] = r7;
    __syncthreads();

    // phase 7: inverse kernel 0: group 3
    r0 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7)))];
    r1 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 272];
    r2 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 544];
    r3 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 816];
    r4 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1088];
    r5 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1360];
    r6 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1632];
    r7 = smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1904];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 32]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 33]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 34]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 5) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 2)) + 35]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 4) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 1)) + 16]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r0, r2, r24, r25, false, m);
    bfly_gs_lazy(r1, r3, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 4) | ((((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u)) << 1)) + 17]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r4, r6, r26, r27, false, m);
    bfly_gs_lazy(r5, r7, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | threadIdx.y) << 3) | (((bx & 3u) << 1) | ((threadIdx.x >> 8) & 7u))) + 8]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r0, r4, r28, r29, false, m);
    bfly_gs_lazy(r1, r5, r28, r29, false, m);
    bfly_gs_lazy(r2, r6, r28, r29, false, m);
    bfly_gs_lazy(r3, r7, r28, r29, false, m);
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7)))] = r0;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 272] = r1;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 544] = r2;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 816] = r3;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1088] = r4;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1360] = r5;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1632] = r6;
    smem[smem_z + (((threadIdx.x & 255u) | (((threadIdx.x >> 8) & 1u) << 11)) + (((threadIdx.x >> 4) & 15u) | (((threadIdx.x >> 8) & 1u) << 7))) + 1904] = r7;
    cluster_sync();

    // phase 8: inverse kernel 0: group 4
    r0 = cluster_smem(smem, 0u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))];
    r1 = cluster_smem(smem, 0u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176];
    r2 = cluster_smem(smem, 1u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))];
    r3 = cluster_smem(smem, 1u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176];
    r4 = cluster_smem(smem, 2u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))];
    r5 = cluster_smem(smem, 2u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176];
    r6 = cluster_smem(smem, 3u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u)))];
    r7 = cluster_smem(smem, 3u)[smem_z + ((((bx & 3u) << 9) | (threadIdx.x & 2047u)) + (((bx & 3u) << 5) | ((threadIdx.x >> 4) & 127u))) + 2176];
    r16 = inv_len_v_t[1];
    r17 = inv_len_c_t[1];
    r18 = inv_len_v_t[0];
    r19 = inv_len_c_t[0];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 4]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r1, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 5]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r2, r3, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 6]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r4, r5, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 2) + 7]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r6, r7, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 1) + 2]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy_skip(r0, r2, r28, r29, m);
    bfly_gs_lazy_skip(r1, r3, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | threadIdx.y) << 1) + 3]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy_skip(r4, r6, r30, r31, m);
    bfly_gs_lazy_skip(r5, r7, r30, r31, m);
    bfly_gs_last(r0, r4, r16, r17, r18, r19, m);
    bfly_gs_last(r1, r5, r16, r17, r18, r19, m);
    bfly_gs_last(r2, r6, r16, r17, r18, r19, m);
    bfly_gs_last(r3, r7, r16, r17, r18, r19, m);
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u)))] = r0;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 2048] = r1;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 4096] = r2;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 6144] = r3;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 8192] = r4;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 10240] = r5;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 12288] = r6;
    x[poly + (size_t)((((bx >> 2) | threadIdx.y) << 14) | (((bx & 3u) << 9) | (threadIdx.x & 2047u))) + 14336] = r7;
    cluster_sync();

    // phase 9: inverse kernel 0: stay until the cluster has read
}

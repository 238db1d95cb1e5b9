// nttgen: ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4.toml --out generated/ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4"
//   transform = "ntt-negacyclic"
//   log_n = 13
//   word = "u64"
//   reduction = "shoup"
//   radix = 16
//   stage_split = [5, 4]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 4
//   pointwise = "toom-cook-4"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [1152921504606830593]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_fwd0: grid_x 64, block 4 x 2, shared 1088 B; mulmods 20480, addmods 40960, butterflies 20480, global bytes 131072 (read 65536, write 65536), table bytes 188416, shuffles 0
//   ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_fwd1: grid_x 128, block 4 x 1, shared 0 B; mulmods 16384, addmods 40960, butterflies 16384, global bytes 131072 (read 65536, write 65536), table bytes 122880, shuffles 0
//   ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_pw: grid_x 4, block 128 x 1, shared 0 B; mulmods 77824, addmods 222720, butterflies 0, global bytes 196608 (read 131072, write 65536), table bytes 40960, shuffles 0
//   ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_inv1: grid_x 128, block 4 x 1, shared 0 B; mulmods 16384, addmods 32768, butterflies 16384, global bytes 131072 (read 65536, write 65536), table bytes 122880, shuffles 0
//   ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_inv0: grid_x 64, block 4 x 2, shared 1088 B; mulmods 28672, addmods 40960, butterflies 20480, global bytes 131072 (read 65536, write 65536), table bytes 196608, shuffles 0
//   ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_fwd_coop: grid_x 8, block 32 x 2, shared 8704 B; mulmods 36864, addmods 81920, butterflies 36864, global bytes 262144 (read 131072, write 131072), table bytes 311296, shuffles 0
//   ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_inv_coop: grid_x 8, block 32 x 2, shared 8704 B; mulmods 45056, addmods 73728, butterflies 36864, global bytes 262144 (read 131072, write 131072), table bytes 319488, shuffles 0
//   ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_product_coop: grid_x 4, block 128 x 1, shared 17536 B; mulmods 196608, addmods 460288, butterflies 110592, global bytes 983040 (read 524288, write 458752), table bytes 983040, shuffles 0

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



extern "C" __global__ void __launch_bounds__(8) ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_fwd0(
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
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 16384;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 512];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1024];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1536];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2048];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2560];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3072];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3584];
    r8 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 4096];
    r9 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 4608];
    r10 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 5120];
    r11 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 5632];
    r12 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 6144];
    r13 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 6656];
    r14 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 7168];
    r15 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 7680];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx >> 6) | (threadIdx.x >> 8)) + 1]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r0, r8, r16, r17, m);
    bfly_ct_lazy_skip(r1, r9, r16, r17, m);
    bfly_ct_lazy_skip(r2, r10, r16, r17, m);
    bfly_ct_lazy_skip(r3, r11, r16, r17, m);
    bfly_ct_lazy_skip(r4, r12, r16, r17, m);
    bfly_ct_lazy_skip(r5, r13, r16, r17, m);
    bfly_ct_lazy_skip(r6, r14, r16, r17, m);
    bfly_ct_lazy_skip(r7, r15, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 1) + 2]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r18, r19, m);
    bfly_ct_lazy_skip(r1, r5, r18, r19, m);
    bfly_ct_lazy_skip(r2, r6, r18, r19, m);
    bfly_ct_lazy_skip(r3, r7, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 1) + 3]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r8, r12, r20, r21, m);
    bfly_ct_lazy_skip(r9, r13, r20, r21, m);
    bfly_ct_lazy_skip(r10, r14, r20, r21, m);
    bfly_ct_lazy_skip(r11, r15, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 2) + 4]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r22, r23, m);
    bfly_ct_lazy_skip(r1, r3, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 2) + 5]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r24, r25, m);
    bfly_ct_lazy_skip(r5, r7, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 2) + 6]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy_skip(r8, r10, r26, r27, m);
    bfly_ct_lazy_skip(r9, r11, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 2) + 7]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy_skip(r12, r14, r28, r29, m);
    bfly_ct_lazy_skip(r13, r15, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 8]; r30 = e.x; r31 = e.y; }
    bfly_ct_lazy(r0, r1, r30, r31, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 9]; r32 = e.x; r33 = e.y; }
    bfly_ct_lazy(r2, r3, r32, r33, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 10]; r34 = e.x; r35 = e.y; }
    bfly_ct_lazy(r4, r5, r34, r35, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 11]; r36 = e.x; r37 = e.y; }
    bfly_ct_lazy(r6, r7, r36, r37, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 12]; r38 = e.x; r39 = e.y; }
    bfly_ct_lazy(r8, r9, r38, r39, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 13]; r40 = e.x; r41 = e.y; }
    bfly_ct_lazy(r10, r11, r40, r41, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 14]; r42 = e.x; r43 = e.y; }
    bfly_ct_lazy(r12, r13, r42, r43, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 15]; r44 = e.x; r45 = e.y; }
    bfly_ct_lazy(r14, r15, r44, r45, m);
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r3;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 34u] = r4;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 10u) << 2) + threadIdx.x) >> 4)) + 40u] = r5;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 51u] = r6;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 14u) << 2) + threadIdx.x) >> 4)) + 56u] = r7;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 68u] = r8;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 18u) << 2) + threadIdx.x) >> 4)) + 72u] = r9;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 85u] = r10;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 22u) << 2) + threadIdx.x) >> 4)) + 88u] = r11;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 102u] = r12;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 26u) << 2) + threadIdx.x) >> 4)) + 104u] = r13;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 119u] = r14;
    smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 30u) << 2) + threadIdx.x) >> 4)) + 120u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 5u) << 2) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 7u) << 2) + threadIdx.x) >> 4)) + 28u];
    r8 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) >> 4)) + 34u];
    r9 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 9u) << 2) + threadIdx.x) >> 4)) + 36u];
    r10 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 10u) << 2) + threadIdx.x) >> 4)) + 40u];
    r11 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 11u) << 2) + threadIdx.x) >> 4)) + 44u];
    r12 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) >> 4)) + 51u];
    r13 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 13u) << 2) + threadIdx.x) >> 4)) + 52u];
    r14 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 14u) << 2) + threadIdx.x) >> 4)) + 56u];
    r15 = smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 15u) << 2) + threadIdx.x) >> 4)) + 60u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 16]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 17]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 18]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 19]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 20]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy_skip(r8, r9, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 21]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy_skip(r10, r11, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 22]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy_skip(r12, r13, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 23]; r30 = e.x; r31 = e.y; }
    bfly_ct_lazy_skip(r14, r15, r30, r31, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 256] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 512] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 768] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1024] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1280] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1536] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1792] = r7;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2048] = r8;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2304] = r9;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2560] = r10;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2816] = r11;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3072] = r12;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3328] = r13;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3584] = r14;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3840] = r15;
}

extern "C" __global__ void __launch_bounds__(4) ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_fwd1(
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
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 16384;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r1 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 16];
    r2 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 32];
    r3 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 48];
    r4 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 64];
    r5 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 80];
    r6 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 96];
    r7 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 112];
    r8 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 128];
    r9 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 144];
    r10 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 160];
    r11 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 176];
    r12 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 192];
    r13 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 208];
    r14 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 224];
    r15 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 240];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx >> 2) | (threadIdx.x >> 4)) + 32]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r0, r8, r16, r17, m);
    bfly_ct_lazy(r1, r9, r16, r17, m);
    bfly_ct_lazy(r2, r10, r16, r17, m);
    bfly_ct_lazy(r3, r11, r16, r17, m);
    bfly_ct_lazy(r4, r12, r16, r17, m);
    bfly_ct_lazy(r5, r13, r16, r17, m);
    bfly_ct_lazy(r6, r14, r16, r17, m);
    bfly_ct_lazy(r7, r15, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 1) + 64]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r18, r19, m);
    bfly_ct_lazy_skip(r1, r5, r18, r19, m);
    bfly_ct_lazy_skip(r2, r6, r18, r19, m);
    bfly_ct_lazy_skip(r3, r7, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 1) + 65]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r8, r12, r20, r21, m);
    bfly_ct_lazy_skip(r9, r13, r20, r21, m);
    bfly_ct_lazy_skip(r10, r14, r20, r21, m);
    bfly_ct_lazy_skip(r11, r15, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 2) + 128]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r0, r2, r22, r23, m);
    bfly_ct_lazy(r1, r3, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 2) + 129]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r4, r6, r24, r25, m);
    bfly_ct_lazy(r5, r7, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 2) + 130]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r8, r10, r26, r27, m);
    bfly_ct_lazy(r9, r11, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 2) + 131]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy(r12, r14, r28, r29, m);
    bfly_ct_lazy(r13, r15, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 256]; r30 = e.x; r31 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r30, r31, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 257]; r32 = e.x; r33 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r32, r33, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 258]; r34 = e.x; r35 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r34, r35, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 259]; r36 = e.x; r37 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r36, r37, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 260]; r38 = e.x; r39 = e.y; }
    bfly_ct_lazy_skip(r8, r9, r38, r39, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 261]; r40 = e.x; r41 = e.y; }
    bfly_ct_lazy_skip(r10, r11, r40, r41, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 262]; r42 = e.x; r43 = e.y; }
    bfly_ct_lazy_skip(r12, r13, r42, r43, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 263]; r44 = e.x; r45 = e.y; }
    bfly_ct_lazy_skip(r14, r15, r44, r45, m);
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
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r0;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 16] = r1;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 32] = r2;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 48] = r3;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 64] = r4;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 80] = r5;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 96] = r6;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 112] = r7;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 128] = r8;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 144] = r9;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 160] = r10;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 176] = r11;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 192] = r12;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 208] = r13;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 224] = r14;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 240] = r15;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_pw(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ group_roots_v,
    const word_t* __restrict__ group_roots_c,
    const word_t* __restrict__ toom_consts_v,
    const word_t* __restrict__ toom_consts_c,
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
    const word_t* __restrict__ group_roots_v_t = group_roots_v + (size_t)tower * 512;
    const word_t* __restrict__ group_roots_c_t = group_roots_c + (size_t)tower * 512;
    const word_t* __restrict__ toom_consts_v_t = toom_consts_v + (size_t)tower * 4;
    const word_t* __restrict__ toom_consts_c_t = toom_consts_c + (size_t)tower * 4;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73, r74, r75, r76, r77, r78, r79;
    word_t r80, r81, r82, r83, r84, r85, r86, r87;
    word_t r88, r89, r90, r91, r92, r93, r94, r95;
    word_t r96, r97, r98, r99, r100, r101, r102, r103;
    word_t r104, r105, r106, r107, r108, r109, r110, r111;
    word_t r112, r113, r114, r115, r116, r117, r118, r119;
    word_t r120, r121, r122, r123, r124, r125, r126, r127;
    word_t r128, r129, r130, r131, r132, r133, r134, r135;
    word_t r136, r137, r138, r139, r140, r141, r142, r143;
    word_t r144, r145, r146, r147, r148, r149, r150, r151;
    word_t r152, r153, r154, r155, r156, r157, r158, r159;
    word_t r160, r161, r162, r163, r164, r165, r166, r167;
    word_t r168, r169, r170, r171, r172, r173, r174, r175;
    word_t r176, r177, r178, r179, r180, r181, r182, r183;
    word_t r184, r185, r186, r187, r188, r189, r190, r191;
    word_t r192, r193, r194, r195, r196, r197, r198, r199;
    word_t r200, r201, r202, r203, r204, r205, r206, r207;
    word_t r208, r209;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4)];
    r16 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4)];
    r1 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 1];
    r17 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 1];
    r2 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 2];
    r18 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 2];
    r3 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 3];
    r19 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 3];
    r4 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 4];
    r20 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 4];
    r5 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 5];
    r21 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 5];
    r6 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 6];
    r22 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 6];
    r7 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 7];
    r23 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 7];
    r8 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 8];
    r24 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 8];
    r9 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 9];
    r25 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 9];
    r10 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 10];
    r26 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 10];
    r11 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 11];
    r27 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 11];
    r12 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 12];
    r28 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 12];
    r13 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 13];
    r29 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 13];
    r14 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 14];
    r30 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 14];
    r15 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 15];
    r31 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 15];
    r32 = group_roots_v_t[(size_t)((bx << 7) + threadIdx.x)];
    r33 = group_roots_c_t[(size_t)((bx << 7) + threadIdx.x)];
    r34 = toom_consts_v_t[0];
    r35 = toom_consts_c_t[0];
    r36 = toom_consts_v_t[1];
    r37 = toom_consts_c_t[1];
    r38 = toom_consts_v_t[2];
    r39 = toom_consts_c_t[2];
    r40 = toom_consts_v_t[3];
    r41 = toom_consts_c_t[3];
    r70 = mod_add(r0, r2, m.q);
    r71 = mod_add(r1, r3, m.q);
    r50 = mod_add(r70, r71, m.q);
    r54 = mod_sub(r70, r71, m.q);
    r70 = r0;
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r2, m.q);
    r70 = mod_add(r70, r70, m.q);
    r71 = r1;
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r3, m.q);
    r58 = mod_add(r70, r71, m.q);
    r62 = mod_sub(r70, r71, m.q);
    r70 = mod_add(r3, r3, m.q);
    r70 = mod_add(r70, r2, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r1, m.q);
    r70 = mod_add(r70, r70, m.q);
    r46 = mod_add(r70, r0, m.q);
    r66 = r0;
    r42 = r3;
    r70 = mod_add(r4, r6, m.q);
    r71 = mod_add(r5, r7, m.q);
    r51 = mod_add(r70, r71, m.q);
    r55 = mod_sub(r70, r71, m.q);
    r70 = r4;
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r6, m.q);
    r70 = mod_add(r70, r70, m.q);
    r71 = r5;
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r7, m.q);
    r59 = mod_add(r70, r71, m.q);
    r63 = mod_sub(r70, r71, m.q);
    r70 = mod_add(r7, r7, m.q);
    r70 = mod_add(r70, r6, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r5, m.q);
    r70 = mod_add(r70, r70, m.q);
    r47 = mod_add(r70, r4, m.q);
    r67 = r4;
    r43 = r7;
    r70 = mod_add(r8, r10, m.q);
    r71 = mod_add(r9, r11, m.q);
    r52 = mod_add(r70, r71, m.q);
    r56 = mod_sub(r70, r71, m.q);
    r70 = r8;
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r10, m.q);
    r70 = mod_add(r70, r70, m.q);
    r71 = r9;
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r11, m.q);
    r60 = mod_add(r70, r71, m.q);
    r64 = mod_sub(r70, r71, m.q);
    r70 = mod_add(r11, r11, m.q);
    r70 = mod_add(r70, r10, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r9, m.q);
    r70 = mod_add(r70, r70, m.q);
    r48 = mod_add(r70, r8, m.q);
    r68 = r8;
    r44 = r11;
    r70 = mod_add(r12, r14, m.q);
    r71 = mod_add(r13, r15, m.q);
    r53 = mod_add(r70, r71, m.q);
    r57 = mod_sub(r70, r71, m.q);
    r70 = r12;
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r14, m.q);
    r70 = mod_add(r70, r70, m.q);
    r71 = r13;
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r15, m.q);
    r61 = mod_add(r70, r71, m.q);
    r65 = mod_sub(r70, r71, m.q);
    r70 = mod_add(r15, r15, m.q);
    r70 = mod_add(r70, r14, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r13, m.q);
    r70 = mod_add(r70, r70, m.q);
    r49 = mod_add(r70, r12, m.q);
    r69 = r12;
    r45 = r15;
    r100 = mod_add(r16, r18, m.q);
    r101 = mod_add(r17, r19, m.q);
    r80 = mod_add(r100, r101, m.q);
    r84 = mod_sub(r100, r101, m.q);
    r100 = r16;
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r18, m.q);
    r100 = mod_add(r100, r100, m.q);
    r101 = r17;
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r19, m.q);
    r88 = mod_add(r100, r101, m.q);
    r92 = mod_sub(r100, r101, m.q);
    r100 = mod_add(r19, r19, m.q);
    r100 = mod_add(r100, r18, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r17, m.q);
    r100 = mod_add(r100, r100, m.q);
    r76 = mod_add(r100, r16, m.q);
    r96 = r16;
    r72 = r19;
    r100 = mod_add(r20, r22, m.q);
    r101 = mod_add(r21, r23, m.q);
    r81 = mod_add(r100, r101, m.q);
    r85 = mod_sub(r100, r101, m.q);
    r100 = r20;
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r22, m.q);
    r100 = mod_add(r100, r100, m.q);
    r101 = r21;
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r23, m.q);
    r89 = mod_add(r100, r101, m.q);
    r93 = mod_sub(r100, r101, m.q);
    r100 = mod_add(r23, r23, m.q);
    r100 = mod_add(r100, r22, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r21, m.q);
    r100 = mod_add(r100, r100, m.q);
    r77 = mod_add(r100, r20, m.q);
    r97 = r20;
    r73 = r23;
    r100 = mod_add(r24, r26, m.q);
    r101 = mod_add(r25, r27, m.q);
    r82 = mod_add(r100, r101, m.q);
    r86 = mod_sub(r100, r101, m.q);
    r100 = r24;
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r26, m.q);
    r100 = mod_add(r100, r100, m.q);
    r101 = r25;
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r27, m.q);
    r90 = mod_add(r100, r101, m.q);
    r94 = mod_sub(r100, r101, m.q);
    r100 = mod_add(r27, r27, m.q);
    r100 = mod_add(r100, r26, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r25, m.q);
    r100 = mod_add(r100, r100, m.q);
    r78 = mod_add(r100, r24, m.q);
    r98 = r24;
    r74 = r27;
    r100 = mod_add(r28, r30, m.q);
    r101 = mod_add(r29, r31, m.q);
    r83 = mod_add(r100, r101, m.q);
    r87 = mod_sub(r100, r101, m.q);
    r100 = r28;
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r30, m.q);
    r100 = mod_add(r100, r100, m.q);
    r101 = r29;
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r31, m.q);
    r91 = mod_add(r100, r101, m.q);
    r95 = mod_sub(r100, r101, m.q);
    r100 = mod_add(r31, r31, m.q);
    r100 = mod_add(r100, r30, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r29, m.q);
    r100 = mod_add(r100, r100, m.q);
    r79 = mod_add(r100, r28, m.q);
    r99 = r28;
    r75 = r31;
    r102 = mod_mul(r42, r72, m);
    r103 = mod_mul(r42, r73, m);
    r109 = mod_mul(r43, r72, m);
    r103 = mod_add(r103, r109, m.q);
    r104 = mod_mul(r42, r74, m);
    r109 = mod_mul(r43, r73, m);
    r104 = mod_add(r104, r109, m.q);
    r109 = mod_mul(r44, r72, m);
    r104 = mod_add(r104, r109, m.q);
    r105 = mod_mul(r42, r75, m);
    r109 = mod_mul(r43, r74, m);
    r105 = mod_add(r105, r109, m.q);
    r109 = mod_mul(r44, r73, m);
    r105 = mod_add(r105, r109, m.q);
    r109 = mod_mul(r45, r72, m);
    r105 = mod_add(r105, r109, m.q);
    r106 = mod_mul(r43, r75, m);
    r109 = mod_mul(r44, r74, m);
    r106 = mod_add(r106, r109, m.q);
    r109 = mod_mul(r45, r73, m);
    r106 = mod_add(r106, r109, m.q);
    r107 = mod_mul(r44, r75, m);
    r109 = mod_mul(r45, r74, m);
    r107 = mod_add(r107, r109, m.q);
    r108 = mod_mul(r45, r75, m);
    r106 = mod_mul_tw(r106, r32, r33, m);
    r102 = mod_add(r102, r106, m.q);
    r107 = mod_mul_tw(r107, r32, r33, m);
    r103 = mod_add(r103, r107, m.q);
    r108 = mod_mul_tw(r108, r32, r33, m);
    r104 = mod_add(r104, r108, m.q);
    r110 = mod_mul(r46, r76, m);
    r111 = mod_mul(r46, r77, m);
    r117 = mod_mul(r47, r76, m);
    r111 = mod_add(r111, r117, m.q);
    r112 = mod_mul(r46, r78, m);
    r117 = mod_mul(r47, r77, m);
    r112 = mod_add(r112, r117, m.q);
    r117 = mod_mul(r48, r76, m);
    r112 = mod_add(r112, r117, m.q);
    r113 = mod_mul(r46, r79, m);
    r117 = mod_mul(r47, r78, m);
    r113 = mod_add(r113, r117, m.q);
    r117 = mod_mul(r48, r77, m);
    r113 = mod_add(r113, r117, m.q);
    r117 = mod_mul(r49, r76, m);
    r113 = mod_add(r113, r117, m.q);
    r114 = mod_mul(r47, r79, m);
    r117 = mod_mul(r48, r78, m);
    r114 = mod_add(r114, r117, m.q);
    r117 = mod_mul(r49, r77, m);
    r114 = mod_add(r114, r117, m.q);
    r115 = mod_mul(r48, r79, m);
    r117 = mod_mul(r49, r78, m);
    r115 = mod_add(r115, r117, m.q);
    r116 = mod_mul(r49, r79, m);
    r114 = mod_mul_tw(r114, r32, r33, m);
    r110 = mod_add(r110, r114, m.q);
    r115 = mod_mul_tw(r115, r32, r33, m);
    r111 = mod_add(r111, r115, m.q);
    r116 = mod_mul_tw(r116, r32, r33, m);
    r112 = mod_add(r112, r116, m.q);
    r118 = mod_mul(r50, r80, m);
    r119 = mod_mul(r50, r81, m);
    r125 = mod_mul(r51, r80, m);
    r119 = mod_add(r119, r125, m.q);
    r120 = mod_mul(r50, r82, m);
    r125 = mod_mul(r51, r81, m);
    r120 = mod_add(r120, r125, m.q);
    r125 = mod_mul(r52, r80, m);
    r120 = mod_add(r120, r125, m.q);
    r121 = mod_mul(r50, r83, m);
    r125 = mod_mul(r51, r82, m);
    r121 = mod_add(r121, r125, m.q);
    r125 = mod_mul(r52, r81, m);
    r121 = mod_add(r121, r125, m.q);
    r125 = mod_mul(r53, r80, m);
    r121 = mod_add(r121, r125, m.q);
    r122 = mod_mul(r51, r83, m);
    r125 = mod_mul(r52, r82, m);
    r122 = mod_add(r122, r125, m.q);
    r125 = mod_mul(r53, r81, m);
    r122 = mod_add(r122, r125, m.q);
    r123 = mod_mul(r52, r83, m);
    r125 = mod_mul(r53, r82, m);
    r123 = mod_add(r123, r125, m.q);
    r124 = mod_mul(r53, r83, m);
    r122 = mod_mul_tw(r122, r32, r33, m);
    r118 = mod_add(r118, r122, m.q);
    r123 = mod_mul_tw(r123, r32, r33, m);
    r119 = mod_add(r119, r123, m.q);
    r124 = mod_mul_tw(r124, r32, r33, m);
    r120 = mod_add(r120, r124, m.q);
    r126 = mod_mul(r54, r84, m);
    r127 = mod_mul(r54, r85, m);
    r133 = mod_mul(r55, r84, m);
    r127 = mod_add(r127, r133, m.q);
    r128 = mod_mul(r54, r86, m);
    r133 = mod_mul(r55, r85, m);
    r128 = mod_add(r128, r133, m.q);
    r133 = mod_mul(r56, r84, m);
    r128 = mod_add(r128, r133, m.q);
    r129 = mod_mul(r54, r87, m);
    r133 = mod_mul(r55, r86, m);
    r129 = mod_add(r129, r133, m.q);
    r133 = mod_mul(r56, r85, m);
    r129 = mod_add(r129, r133, m.q);
    r133 = mod_mul(r57, r84, m);
    r129 = mod_add(r129, r133, m.q);
    r130 = mod_mul(r55, r87, m);
    r133 = mod_mul(r56, r86, m);
    r130 = mod_add(r130, r133, m.q);
    r133 = mod_mul(r57, r85, m);
    r130 = mod_add(r130, r133, m.q);
    r131 = mod_mul(r56, r87, m);
    r133 = mod_mul(r57, r86, m);
    r131 = mod_add(r131, r133, m.q);
    r132 = mod_mul(r57, r87, m);
    r130 = mod_mul_tw(r130, r32, r33, m);
    r126 = mod_add(r126, r130, m.q);
    r131 = mod_mul_tw(r131, r32, r33, m);
    r127 = mod_add(r127, r131, m.q);
    r132 = mod_mul_tw(r132, r32, r33, m);
    r128 = mod_add(r128, r132, m.q);
    r134 = mod_mul(r58, r88, m);
    r135 = mod_mul(r58, r89, m);
    r141 = mod_mul(r59, r88, m);
    r135 = mod_add(r135, r141, m.q);
    r136 = mod_mul(r58, r90, m);
    r141 = mod_mul(r59, r89, m);
    r136 = mod_add(r136, r141, m.q);
    r141 = mod_mul(r60, r88, m);
    r136 = mod_add(r136, r141, m.q);
    r137 = mod_mul(r58, r91, m);
    r141 = mod_mul(r59, r90, m);
    r137 = mod_add(r137, r141, m.q);
    r141 = mod_mul(r60, r89, m);
    r137 = mod_add(r137, r141, m.q);
    r141 = mod_mul(r61, r88, m);
    r137 = mod_add(r137, r141, m.q);
    r138 = mod_mul(r59, r91, m);
    r141 = mod_mul(r60, r90, m);
    r138 = mod_add(r138, r141, m.q);
    r141 = mod_mul(r61, r89, m);
    r138 = mod_add(r138, r141, m.q);
    r139 = mod_mul(r60, r91, m);
    r141 = mod_mul(r61, r90, m);
    r139 = mod_add(r139, r141, m.q);
    r140 = mod_mul(r61, r91, m);
    r138 = mod_mul_tw(r138, r32, r33, m);
    r134 = mod_add(r134, r138, m.q);
    r139 = mod_mul_tw(r139, r32, r33, m);
    r135 = mod_add(r135, r139, m.q);
    r140 = mod_mul_tw(r140, r32, r33, m);
    r136 = mod_add(r136, r140, m.q);
    r142 = mod_mul(r62, r92, m);
    r143 = mod_mul(r62, r93, m);
    r149 = mod_mul(r63, r92, m);
    r143 = mod_add(r143, r149, m.q);
    r144 = mod_mul(r62, r94, m);
    r149 = mod_mul(r63, r93, m);
    r144 = mod_add(r144, r149, m.q);
    r149 = mod_mul(r64, r92, m);
    r144 = mod_add(r144, r149, m.q);
    r145 = mod_mul(r62, r95, m);
    r149 = mod_mul(r63, r94, m);
    r145 = mod_add(r145, r149, m.q);
    r149 = mod_mul(r64, r93, m);
    r145 = mod_add(r145, r149, m.q);
    r149 = mod_mul(r65, r92, m);
    r145 = mod_add(r145, r149, m.q);
    r146 = mod_mul(r63, r95, m);
    r149 = mod_mul(r64, r94, m);
    r146 = mod_add(r146, r149, m.q);
    r149 = mod_mul(r65, r93, m);
    r146 = mod_add(r146, r149, m.q);
    r147 = mod_mul(r64, r95, m);
    r149 = mod_mul(r65, r94, m);
    r147 = mod_add(r147, r149, m.q);
    r148 = mod_mul(r65, r95, m);
    r146 = mod_mul_tw(r146, r32, r33, m);
    r142 = mod_add(r142, r146, m.q);
    r147 = mod_mul_tw(r147, r32, r33, m);
    r143 = mod_add(r143, r147, m.q);
    r148 = mod_mul_tw(r148, r32, r33, m);
    r144 = mod_add(r144, r148, m.q);
    r150 = mod_mul(r66, r96, m);
    r151 = mod_mul(r66, r97, m);
    r157 = mod_mul(r67, r96, m);
    r151 = mod_add(r151, r157, m.q);
    r152 = mod_mul(r66, r98, m);
    r157 = mod_mul(r67, r97, m);
    r152 = mod_add(r152, r157, m.q);
    r157 = mod_mul(r68, r96, m);
    r152 = mod_add(r152, r157, m.q);
    r153 = mod_mul(r66, r99, m);
    r157 = mod_mul(r67, r98, m);
    r153 = mod_add(r153, r157, m.q);
    r157 = mod_mul(r68, r97, m);
    r153 = mod_add(r153, r157, m.q);
    r157 = mod_mul(r69, r96, m);
    r153 = mod_add(r153, r157, m.q);
    r154 = mod_mul(r67, r99, m);
    r157 = mod_mul(r68, r98, m);
    r154 = mod_add(r154, r157, m.q);
    r157 = mod_mul(r69, r97, m);
    r154 = mod_add(r154, r157, m.q);
    r155 = mod_mul(r68, r99, m);
    r157 = mod_mul(r69, r98, m);
    r155 = mod_add(r155, r157, m.q);
    r156 = mod_mul(r69, r99, m);
    r154 = mod_mul_tw(r154, r32, r33, m);
    r150 = mod_add(r150, r154, m.q);
    r155 = mod_mul_tw(r155, r32, r33, m);
    r151 = mod_add(r151, r155, m.q);
    r156 = mod_mul_tw(r156, r32, r33, m);
    r152 = mod_add(r152, r156, m.q);
    r158 = 0ull;
    r159 = 0ull;
    r160 = 0ull;
    r161 = 0ull;
    r162 = 0ull;
    r163 = 0ull;
    r164 = 0ull;
    r165 = 0ull;
    r166 = 0ull;
    r167 = 0ull;
    r168 = 0ull;
    r169 = 0ull;
    r170 = 0ull;
    r171 = 0ull;
    r172 = 0ull;
    r173 = 0ull;
    r174 = 0ull;
    r175 = 0ull;
    r176 = 0ull;
    r177 = 0ull;
    r178 = r102;
    r179 = r110;
    r180 = r118;
    r181 = r126;
    r182 = r134;
    r183 = r142;
    r184 = r150;
    r179 = mod_add(r179, r182, m.q);
    r183 = mod_sub(r183, r182, m.q);
    r181 = mod_sub(r181, r180, m.q);
    r181 = mod_half(r181, m.q);
    r182 = mod_sub(r182, r178, m.q);
    r185 = r184;
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r182 = mod_sub(r182, r185, m.q);
    r182 = mod_add(r182, r182, m.q);
    r182 = mod_add(r182, r183, m.q);
    r180 = mod_add(r180, r181, m.q);
    r179 = mod_sub(r179, r180, m.q);
    r185 = r180;
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r179 = mod_sub(r179, r185, m.q);
    r180 = mod_sub(r180, r178, m.q);
    r180 = mod_sub(r180, r184, m.q);
    r185 = r180;
    r185 = mod_mul_tw(r185, r34, r35, m);
    r179 = mod_add(r179, r185, m.q);
    r185 = r180;
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r182 = mod_sub(r182, r185, m.q);
    r182 = mod_mul_tw(r182, r38, r39, m);
    r183 = mod_add(r183, r179, m.q);
    r185 = r181;
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r179 = mod_add(r179, r185, m.q);
    r179 = mod_mul_tw(r179, r36, r37, m);
    r181 = mod_add(r181, r179, m.q);
    r181 = mod_sub(r177, r181, m.q);
    r183 = mod_mul_tw(r183, r40, r41, m);
    r185 = r179;
    r185 = mod_half(r185, m.q);
    r183 = mod_sub(r185, r183, m.q);
    r180 = mod_sub(r180, r182, m.q);
    r179 = mod_sub(r179, r183, m.q);
    r158 = mod_add(r158, r184, m.q);
    r159 = mod_add(r159, r183, m.q);
    r160 = mod_add(r160, r182, m.q);
    r161 = mod_add(r161, r181, m.q);
    r162 = mod_add(r162, r180, m.q);
    r163 = mod_add(r163, r179, m.q);
    r164 = mod_add(r164, r178, m.q);
    r186 = r103;
    r187 = r111;
    r188 = r119;
    r189 = r127;
    r190 = r135;
    r191 = r143;
    r192 = r151;
    r187 = mod_add(r187, r190, m.q);
    r191 = mod_sub(r191, r190, m.q);
    r189 = mod_sub(r189, r188, m.q);
    r189 = mod_half(r189, m.q);
    r190 = mod_sub(r190, r186, m.q);
    r193 = r192;
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r190 = mod_sub(r190, r193, m.q);
    r190 = mod_add(r190, r190, m.q);
    r190 = mod_add(r190, r191, m.q);
    r188 = mod_add(r188, r189, m.q);
    r187 = mod_sub(r187, r188, m.q);
    r193 = r188;
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r187 = mod_sub(r187, r193, m.q);
    r188 = mod_sub(r188, r186, m.q);
    r188 = mod_sub(r188, r192, m.q);
    r193 = r188;
    r193 = mod_mul_tw(r193, r34, r35, m);
    r187 = mod_add(r187, r193, m.q);
    r193 = r188;
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r190 = mod_sub(r190, r193, m.q);
    r190 = mod_mul_tw(r190, r38, r39, m);
    r191 = mod_add(r191, r187, m.q);
    r193 = r189;
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r187 = mod_add(r187, r193, m.q);
    r187 = mod_mul_tw(r187, r36, r37, m);
    r189 = mod_add(r189, r187, m.q);
    r189 = mod_sub(r177, r189, m.q);
    r191 = mod_mul_tw(r191, r40, r41, m);
    r193 = r187;
    r193 = mod_half(r193, m.q);
    r191 = mod_sub(r193, r191, m.q);
    r188 = mod_sub(r188, r190, m.q);
    r187 = mod_sub(r187, r191, m.q);
    r162 = mod_add(r162, r192, m.q);
    r163 = mod_add(r163, r191, m.q);
    r164 = mod_add(r164, r190, m.q);
    r165 = mod_add(r165, r189, m.q);
    r166 = mod_add(r166, r188, m.q);
    r167 = mod_add(r167, r187, m.q);
    r168 = mod_add(r168, r186, m.q);
    r194 = r104;
    r195 = r112;
    r196 = r120;
    r197 = r128;
    r198 = r136;
    r199 = r144;
    r200 = r152;
    r195 = mod_add(r195, r198, m.q);
    r199 = mod_sub(r199, r198, m.q);
    r197 = mod_sub(r197, r196, m.q);
    r197 = mod_half(r197, m.q);
    r198 = mod_sub(r198, r194, m.q);
    r201 = r200;
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r198 = mod_sub(r198, r201, m.q);
    r198 = mod_add(r198, r198, m.q);
    r198 = mod_add(r198, r199, m.q);
    r196 = mod_add(r196, r197, m.q);
    r195 = mod_sub(r195, r196, m.q);
    r201 = r196;
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r195 = mod_sub(r195, r201, m.q);
    r196 = mod_sub(r196, r194, m.q);
    r196 = mod_sub(r196, r200, m.q);
    r201 = r196;
    r201 = mod_mul_tw(r201, r34, r35, m);
    r195 = mod_add(r195, r201, m.q);
    r201 = r196;
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r198 = mod_sub(r198, r201, m.q);
    r198 = mod_mul_tw(r198, r38, r39, m);
    r199 = mod_add(r199, r195, m.q);
    r201 = r197;
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r195 = mod_add(r195, r201, m.q);
    r195 = mod_mul_tw(r195, r36, r37, m);
    r197 = mod_add(r197, r195, m.q);
    r197 = mod_sub(r177, r197, m.q);
    r199 = mod_mul_tw(r199, r40, r41, m);
    r201 = r195;
    r201 = mod_half(r201, m.q);
    r199 = mod_sub(r201, r199, m.q);
    r196 = mod_sub(r196, r198, m.q);
    r195 = mod_sub(r195, r199, m.q);
    r166 = mod_add(r166, r200, m.q);
    r167 = mod_add(r167, r199, m.q);
    r168 = mod_add(r168, r198, m.q);
    r169 = mod_add(r169, r197, m.q);
    r170 = mod_add(r170, r196, m.q);
    r171 = mod_add(r171, r195, m.q);
    r172 = mod_add(r172, r194, m.q);
    r202 = r105;
    r203 = r113;
    r204 = r121;
    r205 = r129;
    r206 = r137;
    r207 = r145;
    r208 = r153;
    r203 = mod_add(r203, r206, m.q);
    r207 = mod_sub(r207, r206, m.q);
    r205 = mod_sub(r205, r204, m.q);
    r205 = mod_half(r205, m.q);
    r206 = mod_sub(r206, r202, m.q);
    r209 = r208;
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r206 = mod_sub(r206, r209, m.q);
    r206 = mod_add(r206, r206, m.q);
    r206 = mod_add(r206, r207, m.q);
    r204 = mod_add(r204, r205, m.q);
    r203 = mod_sub(r203, r204, m.q);
    r209 = r204;
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r203 = mod_sub(r203, r209, m.q);
    r204 = mod_sub(r204, r202, m.q);
    r204 = mod_sub(r204, r208, m.q);
    r209 = r204;
    r209 = mod_mul_tw(r209, r34, r35, m);
    r203 = mod_add(r203, r209, m.q);
    r209 = r204;
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r206 = mod_sub(r206, r209, m.q);
    r206 = mod_mul_tw(r206, r38, r39, m);
    r207 = mod_add(r207, r203, m.q);
    r209 = r205;
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r203 = mod_add(r203, r209, m.q);
    r203 = mod_mul_tw(r203, r36, r37, m);
    r205 = mod_add(r205, r203, m.q);
    r205 = mod_sub(r177, r205, m.q);
    r207 = mod_mul_tw(r207, r40, r41, m);
    r209 = r203;
    r209 = mod_half(r209, m.q);
    r207 = mod_sub(r209, r207, m.q);
    r204 = mod_sub(r204, r206, m.q);
    r203 = mod_sub(r203, r207, m.q);
    r170 = mod_add(r170, r208, m.q);
    r171 = mod_add(r171, r207, m.q);
    r172 = mod_add(r172, r206, m.q);
    r173 = mod_add(r173, r205, m.q);
    r174 = mod_add(r174, r204, m.q);
    r175 = mod_add(r175, r203, m.q);
    r176 = mod_add(r176, r202, m.q);
    r174 = mod_mul_tw(r174, r32, r33, m);
    r158 = mod_add(r158, r174, m.q);
    r175 = mod_mul_tw(r175, r32, r33, m);
    r159 = mod_add(r159, r175, m.q);
    r176 = mod_mul_tw(r176, r32, r33, m);
    r160 = mod_add(r160, r176, m.q);
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4)] = r158;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 1] = r159;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 2] = r160;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 3] = r161;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 4] = r162;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 5] = r163;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 6] = r164;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 7] = r165;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 8] = r166;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 9] = r167;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 10] = r168;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 11] = r169;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 12] = r170;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 13] = r171;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 14] = r172;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 15] = r173;
}

extern "C" __global__ void __launch_bounds__(4) ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_inv1(
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
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 16384;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))];
    r1 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 16];
    r2 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 32];
    r3 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 48];
    r4 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 64];
    r5 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 80];
    r6 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 96];
    r7 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 112];
    r8 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 128];
    r9 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 144];
    r10 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 160];
    r11 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 176];
    r12 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 192];
    r13 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 208];
    r14 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 224];
    r15 = x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 240];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 256]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy_skip(r0, r1, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 257]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy_skip(r2, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 258]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy_skip(r4, r5, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 259]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy_skip(r6, r7, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 260]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy_skip(r8, r9, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 261]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy_skip(r10, r11, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 262]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy_skip(r12, r13, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 3) + 263]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy_skip(r14, r15, r30, r31, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 2) + 128]; r32 = e.x; r33 = e.y; }
    bfly_gs_lazy(r0, r2, r32, r33, false, m);
    bfly_gs_lazy(r1, r3, r32, r33, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 2) + 129]; r34 = e.x; r35 = e.y; }
    bfly_gs_lazy(r4, r6, r34, r35, false, m);
    bfly_gs_lazy(r5, r7, r34, r35, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 2) + 130]; r36 = e.x; r37 = e.y; }
    bfly_gs_lazy(r8, r10, r36, r37, false, m);
    bfly_gs_lazy(r9, r11, r36, r37, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 2) + 131]; r38 = e.x; r39 = e.y; }
    bfly_gs_lazy(r12, r14, r38, r39, false, m);
    bfly_gs_lazy(r13, r15, r38, r39, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 1) + 64]; r40 = e.x; r41 = e.y; }
    bfly_gs_lazy(r0, r4, r40, r41, false, m);
    bfly_gs_lazy(r1, r5, r40, r41, false, m);
    bfly_gs_lazy(r2, r6, r40, r41, false, m);
    bfly_gs_lazy(r3, r7, r40, r41, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 4)) << 1) + 65]; r42 = e.x; r43 = e.y; }
    bfly_gs_lazy(r8, r12, r42, r43, false, m);
    bfly_gs_lazy(r9, r13, r42, r43, false, m);
    bfly_gs_lazy(r10, r14, r42, r43, false, m);
    bfly_gs_lazy(r11, r15, r42, r43, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx >> 2) | (threadIdx.x >> 4)) + 32]; r44 = e.x; r45 = e.y; }
    bfly_gs_lazy(r0, r8, r44, r45, false, m);
    bfly_gs_lazy(r1, r9, r44, r45, false, m);
    bfly_gs_lazy(r2, r10, r44, r45, false, m);
    bfly_gs_lazy(r3, r11, r44, r45, false, m);
    bfly_gs_lazy(r4, r12, r44, r45, false, m);
    bfly_gs_lazy(r5, r13, r44, r45, false, m);
    bfly_gs_lazy(r6, r14, r44, r45, false, m);
    bfly_gs_lazy(r7, r15, r44, r45, false, m);
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u)))] = r0;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 16] = r1;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 32] = r2;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 48] = r3;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 64] = r4;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 80] = r5;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 96] = r6;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 112] = r7;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 128] = r8;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 144] = r9;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 160] = r10;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 176] = r11;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 192] = r12;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 208] = r13;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 224] = r14;
    x[poly + (size_t)((((bx >> 2) | (threadIdx.x >> 4)) << 8) | (((bx & 3u) << 2) | (threadIdx.x & 15u))) + 240] = r15;
}

extern "C" __global__ void __launch_bounds__(8) ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 16384;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 256];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 512];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 768];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1024];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1280];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1536];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1792];
    r8 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2048];
    r9 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2304];
    r10 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2560];
    r11 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2816];
    r12 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3072];
    r13 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3328];
    r14 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3584];
    r15 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3840];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 16]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 17]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 18]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 19]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 20]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r8, r9, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 21]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r10, r11, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 22]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r12, r13, r28, r29, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 6) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 23]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy(r14, r15, r30, r31, false, m);
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 5u) << 2) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 7u) << 2) + threadIdx.x) >> 4)) + 28u] = r7;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) >> 4)) + 34u] = r8;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 9u) << 2) + threadIdx.x) >> 4)) + 36u] = r9;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 10u) << 2) + threadIdx.x) >> 4)) + 40u] = r10;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 11u) << 2) + threadIdx.x) >> 4)) + 44u] = r11;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) >> 4)) + 51u] = r12;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 13u) << 2) + threadIdx.x) >> 4)) + 52u] = r13;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 14u) << 2) + threadIdx.x) >> 4)) + 56u] = r14;
    smem[(((((threadIdx.y & 1u) << 4) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) << 4) | 15u) << 2) + threadIdx.x) >> 4)) + 60u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r4 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 34u];
    r5 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 10u) << 2) + threadIdx.x) >> 4)) + 40u];
    r6 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 51u];
    r7 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 14u) << 2) + threadIdx.x) >> 4)) + 56u];
    r8 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 68u];
    r9 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 18u) << 2) + threadIdx.x) >> 4)) + 72u];
    r10 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 85u];
    r11 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 22u) << 2) + threadIdx.x) >> 4)) + 88u];
    r12 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 102u];
    r13 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 26u) << 2) + threadIdx.x) >> 4)) + 104u];
    r14 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + ((((threadIdx.y & 1u) << 2) + threadIdx.x) >> 4)) + 119u];
    r15 = smem[((((threadIdx.y & 1u) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | 30u) << 2) + threadIdx.x) >> 4)) + 120u];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 8]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 9]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 10]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 11]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 12]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r8, r9, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 13]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r10, r11, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 14]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r12, r13, r28, r29, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 3) + 15]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy(r14, r15, r30, r31, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 2) + 4]; r32 = e.x; r33 = e.y; }
    bfly_gs_lazy(r0, r2, r32, r33, false, m);
    bfly_gs_lazy(r1, r3, r32, r33, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 2) + 5]; r34 = e.x; r35 = e.y; }
    bfly_gs_lazy(r4, r6, r34, r35, false, m);
    bfly_gs_lazy(r5, r7, r34, r35, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 2) + 6]; r36 = e.x; r37 = e.y; }
    bfly_gs_lazy(r8, r10, r36, r37, false, m);
    bfly_gs_lazy(r9, r11, r36, r37, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 2) + 7]; r38 = e.x; r39 = e.y; }
    bfly_gs_lazy(r12, r14, r38, r39, false, m);
    bfly_gs_lazy(r13, r15, r38, r39, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 1) + 2]; r40 = e.x; r41 = e.y; }
    bfly_gs_lazy(r0, r4, r40, r41, false, m);
    bfly_gs_lazy(r1, r5, r40, r41, false, m);
    bfly_gs_lazy(r2, r6, r40, r41, false, m);
    bfly_gs_lazy(r3, r7, r40, r41, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 6) | (threadIdx.x >> 8)) << 1) + 3]; r42 = e.x; r43 = e.y; }
    bfly_gs_lazy(r8, r12, r42, r43, false, m);
    bfly_gs_lazy(r9, r13, r42, r43, false, m);
    bfly_gs_lazy(r10, r14, r42, r43, false, m);
    bfly_gs_lazy(r11, r15, r42, r43, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx >> 6) | (threadIdx.x >> 8)) + 1]; r44 = e.x; r45 = e.y; }
    bfly_gs_lazy(r0, r8, r44, r45, false, m);
    bfly_gs_lazy(r1, r9, r44, r45, false, m);
    bfly_gs_lazy(r2, r10, r44, r45, false, m);
    bfly_gs_lazy(r3, r11, r44, r45, false, m);
    bfly_gs_lazy(r4, r12, r44, r45, false, m);
    bfly_gs_lazy(r5, r13, r44, r45, false, m);
    bfly_gs_lazy(r6, r14, r44, r45, false, m);
    bfly_gs_lazy(r7, r15, r44, r45, false, m);
    r46 = inv_len_v_t[0];
    r47 = inv_len_c_t[0];
    r0 = mod_mul_tw(r0, r46, r47, m);
    r1 = mod_mul_tw(r1, r46, r47, m);
    r2 = mod_mul_tw(r2, r46, r47, m);
    r3 = mod_mul_tw(r3, r46, r47, m);
    r4 = mod_mul_tw(r4, r46, r47, m);
    r5 = mod_mul_tw(r5, r46, r47, m);
    r6 = mod_mul_tw(r6, r46, r47, m);
    r7 = mod_mul_tw(r7, r46, r47, m);
    r8 = mod_mul_tw(r8, r46, r47, m);
    r9 = mod_mul_tw(r9, r46, r47, m);
    r10 = mod_mul_tw(r10, r46, r47, m);
    r11 = mod_mul_tw(r11, r46, r47, m);
    r12 = mod_mul_tw(r12, r46, r47, m);
    r13 = mod_mul_tw(r13, r46, r47, m);
    r14 = mod_mul_tw(r14, r46, r47, m);
    r15 = mod_mul_tw(r15, r46, r47, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 512] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1024] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 1536] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2048] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3072] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 3584] = r7;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 4096] = r8;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 4608] = r9;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 5120] = r10;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 5632] = r11;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 6144] = r12;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 6656] = r13;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 7168] = r14;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 63u) << 2) | (threadIdx.x & 255u))) + 7680] = r15;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 16384;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r34, r35, r36, r37, r38, r39, r40, r41;
    word_t r42, r43, r44, r45, r46, r47, r48, r49;
    word_t r50, r51, r52, r53, r54, r55, r56, r57;
    word_t r58, r59, r60, r61, r62, r63, r64, r65;
    word_t r66, r67, r68, r69, r70, r71, r72, r73;
    word_t r74, r75, r76, r77, r78, r79, r80, r81;
    word_t r82, r83, r84, r85, r86, r87, r88, r89;
    word_t r90, r91, r92, r93, r94, r95, r96, r97;
    word_t r98, r99, r100, r101, r102, r103, r104, r105;
    word_t r106, r107, r108, r109;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 3) | (threadIdx.x >> 8)) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 2) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 2) + 5) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 2) + 6) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 2) + 7) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 9) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 10) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 11) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 12) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 13) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 14) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 15) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r78), "=l"(r79) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r80), "=l"(r81) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 18) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r82), "=l"(r83) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 19) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 20) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 21) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 22) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 23) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r94), "=l"(r95) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 1) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r96), "=l"(r97) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 1) + 65) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r98), "=l"(r99) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 2) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r100), "=l"(r101) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 2) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r102), "=l"(r103) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 2) + 130) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r104), "=l"(r105) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 2) + 131) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r106), "=l"(r107) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r108), "=l"(r109) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 257) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 512];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1024];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1536];
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2048];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2560];
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3072];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3584];
    r8 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 4096];
    r9 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 4608];
    r10 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 5120];
    r11 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 5632];
    r12 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 6144];
    r13 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 6656];
    r14 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 7168];
    r15 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 7680];
    bfly_ct_lazy_skip(r0, r8, r46, r47, m);
    bfly_ct_lazy_skip(r1, r9, r46, r47, m);
    bfly_ct_lazy_skip(r2, r10, r46, r47, m);
    bfly_ct_lazy_skip(r3, r11, r46, r47, m);
    bfly_ct_lazy_skip(r4, r12, r46, r47, m);
    bfly_ct_lazy_skip(r5, r13, r46, r47, m);
    bfly_ct_lazy_skip(r6, r14, r46, r47, m);
    bfly_ct_lazy_skip(r7, r15, r46, r47, m);
    bfly_ct_lazy_skip(r0, r4, r48, r49, m);
    bfly_ct_lazy_skip(r1, r5, r48, r49, m);
    bfly_ct_lazy_skip(r2, r6, r48, r49, m);
    bfly_ct_lazy_skip(r3, r7, r48, r49, m);
    bfly_ct_lazy_skip(r8, r12, r50, r51, m);
    bfly_ct_lazy_skip(r9, r13, r50, r51, m);
    bfly_ct_lazy_skip(r10, r14, r50, r51, m);
    bfly_ct_lazy_skip(r11, r15, r50, r51, m);
    bfly_ct_lazy_skip(r0, r2, r52, r53, m);
    bfly_ct_lazy_skip(r1, r3, r52, r53, m);
    bfly_ct_lazy_skip(r4, r6, r54, r55, m);
    bfly_ct_lazy_skip(r5, r7, r54, r55, m);
    bfly_ct_lazy_skip(r8, r10, r56, r57, m);
    bfly_ct_lazy_skip(r9, r11, r56, r57, m);
    bfly_ct_lazy_skip(r12, r14, r58, r59, m);
    bfly_ct_lazy_skip(r13, r15, r58, r59, m);
    bfly_ct_lazy(r0, r1, r60, r61, m);
    bfly_ct_lazy(r2, r3, r62, r63, m);
    bfly_ct_lazy(r4, r5, r64, r65, m);
    bfly_ct_lazy(r6, r7, r66, r67, m);
    bfly_ct_lazy(r8, r9, r68, r69, m);
    bfly_ct_lazy(r10, r11, r70, r71, m);
    bfly_ct_lazy(r12, r13, r72, r73, m);
    bfly_ct_lazy(r14, r15, r74, r75, m);
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 68u] = r1;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 136u] = r2;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 204u] = r3;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 272u] = r4;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 340u] = r5;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 408u] = r6;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 476u] = r7;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 544u] = r8;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 612u] = r9;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 680u] = r10;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 748u] = r11;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 816u] = r12;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 884u] = r13;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 952u] = r14;
    smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 1020u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 102u];
    r4 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 170u];
    r6 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 238u];
    r8 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 272u];
    r9 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 306u];
    r10 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 340u];
    r11 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 374u];
    r12 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 408u];
    r13 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 442u];
    r14 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 476u];
    r15 = smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 510u];
    bfly_ct_lazy_skip(r0, r1, r76, r77, m);
    bfly_ct_lazy_skip(r2, r3, r78, r79, m);
    bfly_ct_lazy_skip(r4, r5, r80, r81, m);
    bfly_ct_lazy_skip(r6, r7, r82, r83, m);
    bfly_ct_lazy_skip(r8, r9, r84, r85, m);
    bfly_ct_lazy_skip(r10, r11, r86, r87, m);
    bfly_ct_lazy_skip(r12, r13, r88, r89, m);
    bfly_ct_lazy_skip(r14, r15, r90, r91, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 256] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 512] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 768] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1024] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1280] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1536] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1792] = r7;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2048] = r8;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2304] = r9;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2560] = r10;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2816] = r11;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3072] = r12;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3328] = r13;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3584] = r14;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3840] = r15;
    grid_sync(grid_counter);

    // phase 2: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 16];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 32];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 48];
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 64];
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 80];
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 96];
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 112];
    r8 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 128];
    r9 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 144];
    r10 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 160];
    r11 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 176];
    r12 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 192];
    r13 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 208];
    r14 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 224];
    r15 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 240];
    bfly_ct_lazy(r0, r8, r92, r93, m);
    bfly_ct_lazy(r1, r9, r92, r93, m);
    bfly_ct_lazy(r2, r10, r92, r93, m);
    bfly_ct_lazy(r3, r11, r92, r93, m);
    bfly_ct_lazy(r4, r12, r92, r93, m);
    bfly_ct_lazy(r5, r13, r92, r93, m);
    bfly_ct_lazy(r6, r14, r92, r93, m);
    bfly_ct_lazy(r7, r15, r92, r93, m);
    bfly_ct_lazy_skip(r0, r4, r94, r95, m);
    bfly_ct_lazy_skip(r1, r5, r94, r95, m);
    bfly_ct_lazy_skip(r2, r6, r94, r95, m);
    bfly_ct_lazy_skip(r3, r7, r94, r95, m);
    bfly_ct_lazy_skip(r8, r12, r96, r97, m);
    bfly_ct_lazy_skip(r9, r13, r96, r97, m);
    bfly_ct_lazy_skip(r10, r14, r96, r97, m);
    bfly_ct_lazy_skip(r11, r15, r96, r97, m);
    bfly_ct_lazy(r0, r2, r98, r99, m);
    bfly_ct_lazy(r1, r3, r98, r99, m);
    bfly_ct_lazy(r4, r6, r100, r101, m);
    bfly_ct_lazy(r5, r7, r100, r101, m);
    bfly_ct_lazy(r8, r10, r102, r103, m);
    bfly_ct_lazy(r9, r11, r102, r103, m);
    bfly_ct_lazy(r12, r14, r104, r105, m);
    bfly_ct_lazy(r13, r15, r104, r105, m);
    bfly_ct_lazy_skip(r0, r1, r106, r107, m);
    bfly_ct_lazy_skip(r2, r3, r108, r109, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 258]; r34 = e.x; r35 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r34, r35, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 259]; r36 = e.x; r37 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r36, r37, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 260]; r38 = e.x; r39 = e.y; }
    bfly_ct_lazy_skip(r8, r9, r38, r39, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 261]; r40 = e.x; r41 = e.y; }
    bfly_ct_lazy_skip(r10, r11, r40, r41, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 262]; r42 = e.x; r43 = e.y; }
    bfly_ct_lazy_skip(r12, r13, r42, r43, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 263]; r44 = e.x; r45 = e.y; }
    bfly_ct_lazy_skip(r14, r15, r44, r45, m);
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
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 16] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 32] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 48] = r3;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 64] = r4;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 80] = r5;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 96] = r6;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 112] = r7;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 128] = r8;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 144] = r9;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 160] = r10;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 176] = r11;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 192] = r12;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 208] = r13;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 224] = r14;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 240] = r15;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 16384;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 1;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r34, r35, r36, r37, r38, r39, r40, r41;
    word_t r42, r43, r44, r45, r46, r47, r48, r49;
    word_t r50, r51, r52, r53, r54, r55, r56, r57;
    word_t r58, r59, r60, r61, r62, r63, r64, r65;
    word_t r66, r67, r68, r69, r70, r71, r72, r73;
    word_t r74, r75, r76, r77, r78, r79, r80, r81;
    word_t r82, r83, r84, r85, r86, r87, r88, r89;
    word_t r90, r91, r92, r93, r94, r95, r96, r97;
    word_t r98, r99, r100, r101, r102, r103, r104, r105;
    word_t r106, r107, r108, r109, r110, r111;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 257) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 258) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 259) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 260) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 261) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 262) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 3) + 263) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 2) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 2) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 2) + 130) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 2) + 131) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 1) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 1) + 65) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r78), "=l"(r79) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r80), "=l"(r81) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r82), "=l"(r83) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 18) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 19) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 20) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 21) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 22) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 4) | ((threadIdx.y & 1u) << 3)) + 23) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r94), "=l"(r95) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r96), "=l"(r97) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 9) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r98), "=l"(r99) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 10) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r100), "=l"(r101) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 11) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r102), "=l"(r103) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 12) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r104), "=l"(r105) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 13) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r106), "=l"(r107) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 14) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r108), "=l"(r109) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 3) + 15) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r110), "=l"(r111) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 2) + 4) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 16];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 32];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 48];
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 64];
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 80];
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 96];
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 112];
    r8 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 128];
    r9 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 144];
    r10 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 160];
    r11 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 176];
    r12 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 192];
    r13 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 208];
    r14 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 224];
    r15 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 240];
    bfly_gs_lazy_skip(r0, r1, r48, r49, m);
    bfly_gs_lazy_skip(r2, r3, r50, r51, m);
    bfly_gs_lazy_skip(r4, r5, r52, r53, m);
    bfly_gs_lazy_skip(r6, r7, r54, r55, m);
    bfly_gs_lazy_skip(r8, r9, r56, r57, m);
    bfly_gs_lazy_skip(r10, r11, r58, r59, m);
    bfly_gs_lazy_skip(r12, r13, r60, r61, m);
    bfly_gs_lazy_skip(r14, r15, r62, r63, m);
    bfly_gs_lazy(r0, r2, r64, r65, false, m);
    bfly_gs_lazy(r1, r3, r64, r65, false, m);
    bfly_gs_lazy(r4, r6, r66, r67, false, m);
    bfly_gs_lazy(r5, r7, r66, r67, false, m);
    bfly_gs_lazy(r8, r10, r68, r69, false, m);
    bfly_gs_lazy(r9, r11, r68, r69, false, m);
    bfly_gs_lazy(r12, r14, r70, r71, false, m);
    bfly_gs_lazy(r13, r15, r70, r71, false, m);
    bfly_gs_lazy(r0, r4, r72, r73, false, m);
    bfly_gs_lazy(r1, r5, r72, r73, false, m);
    bfly_gs_lazy(r2, r6, r72, r73, false, m);
    bfly_gs_lazy(r3, r7, r72, r73, false, m);
    bfly_gs_lazy(r8, r12, r74, r75, false, m);
    bfly_gs_lazy(r9, r13, r74, r75, false, m);
    bfly_gs_lazy(r10, r14, r74, r75, false, m);
    bfly_gs_lazy(r11, r15, r74, r75, false, m);
    bfly_gs_lazy(r0, r8, r76, r77, false, m);
    bfly_gs_lazy(r1, r9, r76, r77, false, m);
    bfly_gs_lazy(r2, r10, r76, r77, false, m);
    bfly_gs_lazy(r3, r11, r76, r77, false, m);
    bfly_gs_lazy(r4, r12, r76, r77, false, m);
    bfly_gs_lazy(r5, r13, r76, r77, false, m);
    bfly_gs_lazy(r6, r14, r76, r77, false, m);
    bfly_gs_lazy(r7, r15, r76, r77, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 16] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 32] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 48] = r3;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 64] = r4;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 80] = r5;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 96] = r6;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 112] = r7;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 128] = r8;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 144] = r9;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 160] = r10;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 176] = r11;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 192] = r12;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 208] = r13;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 224] = r14;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 5)) & 1u)) << 1) | (((threadIdx.x + (threadIdx.y << 5)) >> 5) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 5)) >> 1) & 15u)) + 240] = r15;
    grid_sync(grid_counter);

    // phase 1: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 256];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 512];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 768];
    r4 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1024];
    r5 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1280];
    r6 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1536];
    r7 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1792];
    r8 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2048];
    r9 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2304];
    r10 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2560];
    r11 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2816];
    r12 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3072];
    r13 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3328];
    r14 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3584];
    r15 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | (((threadIdx.y & 1u) << 4) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3840];
    bfly_gs_lazy(r0, r1, r78, r79, false, m);
    bfly_gs_lazy(r2, r3, r80, r81, false, m);
    bfly_gs_lazy(r4, r5, r82, r83, false, m);
    bfly_gs_lazy(r6, r7, r84, r85, false, m);
    bfly_gs_lazy(r8, r9, r86, r87, false, m);
    bfly_gs_lazy(r10, r11, r88, r89, false, m);
    bfly_gs_lazy(r12, r13, r90, r91, false, m);
    bfly_gs_lazy(r14, r15, r92, r93, false, m);
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 238u] = r7;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 272u] = r8;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 306u] = r9;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 340u] = r10;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 374u] = r11;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 408u] = r12;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 442u] = r13;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 476u] = r14;
    smem[(((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) + (((((threadIdx.y & 1u) << 4) << 5) + threadIdx.x) >> 4)) + 510u] = r15;
    __syncthreads();

    // phase 2: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 68u];
    r2 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 136u];
    r3 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 204u];
    r4 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 272u];
    r5 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 340u];
    r6 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 408u];
    r7 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 476u];
    r8 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 544u];
    r9 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 612u];
    r10 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 680u];
    r11 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 748u];
    r12 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 816u];
    r13 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 884u];
    r14 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 952u];
    r15 = smem[((((threadIdx.y & 1u) << 5) + threadIdx.x) + ((((threadIdx.y & 1u) << 5) + threadIdx.x) >> 4)) + 1020u];
    bfly_gs_lazy(r0, r1, r94, r95, false, m);
    bfly_gs_lazy(r2, r3, r96, r97, false, m);
    bfly_gs_lazy(r4, r5, r98, r99, false, m);
    bfly_gs_lazy(r6, r7, r100, r101, false, m);
    bfly_gs_lazy(r8, r9, r102, r103, false, m);
    bfly_gs_lazy(r10, r11, r104, r105, false, m);
    bfly_gs_lazy(r12, r13, r106, r107, false, m);
    bfly_gs_lazy(r14, r15, r108, r109, false, m);
    bfly_gs_lazy(r0, r2, r110, r111, false, m);
    bfly_gs_lazy(r1, r3, r110, r111, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 2) + 5]; r34 = e.x; r35 = e.y; }
    bfly_gs_lazy(r4, r6, r34, r35, false, m);
    bfly_gs_lazy(r5, r7, r34, r35, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 2) + 6]; r36 = e.x; r37 = e.y; }
    bfly_gs_lazy(r8, r10, r36, r37, false, m);
    bfly_gs_lazy(r9, r11, r36, r37, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 2) + 7]; r38 = e.x; r39 = e.y; }
    bfly_gs_lazy(r12, r14, r38, r39, false, m);
    bfly_gs_lazy(r13, r15, r38, r39, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 1) + 2]; r40 = e.x; r41 = e.y; }
    bfly_gs_lazy(r0, r4, r40, r41, false, m);
    bfly_gs_lazy(r1, r5, r40, r41, false, m);
    bfly_gs_lazy(r2, r6, r40, r41, false, m);
    bfly_gs_lazy(r3, r7, r40, r41, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 1) + 3]; r42 = e.x; r43 = e.y; }
    bfly_gs_lazy(r8, r12, r42, r43, false, m);
    bfly_gs_lazy(r9, r13, r42, r43, false, m);
    bfly_gs_lazy(r10, r14, r42, r43, false, m);
    bfly_gs_lazy(r11, r15, r42, r43, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx >> 3) | (threadIdx.x >> 8)) + 1]; r44 = e.x; r45 = e.y; }
    bfly_gs_lazy(r0, r8, r44, r45, false, m);
    bfly_gs_lazy(r1, r9, r44, r45, false, m);
    bfly_gs_lazy(r2, r10, r44, r45, false, m);
    bfly_gs_lazy(r3, r11, r44, r45, false, m);
    bfly_gs_lazy(r4, r12, r44, r45, false, m);
    bfly_gs_lazy(r5, r13, r44, r45, false, m);
    bfly_gs_lazy(r6, r14, r44, r45, false, m);
    bfly_gs_lazy(r7, r15, r44, r45, false, m);
    r46 = inv_len_v_t[0];
    r47 = inv_len_c_t[0];
    r0 = mod_mul_tw(r0, r46, r47, m);
    r1 = mod_mul_tw(r1, r46, r47, m);
    r2 = mod_mul_tw(r2, r46, r47, m);
    r3 = mod_mul_tw(r3, r46, r47, m);
    r4 = mod_mul_tw(r4, r46, r47, m);
    r5 = mod_mul_tw(r5, r46, r47, m);
    r6 = mod_mul_tw(r6, r46, r47, m);
    r7 = mod_mul_tw(r7, r46, r47, m);
    r8 = mod_mul_tw(r8, r46, r47, m);
    r9 = mod_mul_tw(r9, r46, r47, m);
    r10 = mod_mul_tw(r10, r46, r47, m);
    r11 = mod_mul_tw(r11, r46, r47, m);
    r12 = mod_mul_tw(r12, r46, r47, m);
    r13 = mod_mul_tw(r13, r46, r47, m);
    r14 = mod_mul_tw(r14, r46, r47, m);
    r15 = mod_mul_tw(r15, r46, r47, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 512] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1024] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1536] = r3;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2048] = r4;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3072] = r6;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3584] = r7;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 4096] = r8;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 4608] = r9;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 5120] = r10;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 5632] = r11;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 6144] = r12;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 6656] = r13;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 7168] = r14;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 13) | ((threadIdx.y & 1u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 7680] = r15;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n13_r16_s5x4_c4_shoup_t4toomcook4_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
    const word_t* __restrict__ group_roots_v,
    const word_t* __restrict__ group_roots_c,
    const word_t* __restrict__ toom_consts_v,
    const word_t* __restrict__ toom_consts_c,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 16384;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 16384;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 1;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 1;
    const word_t* __restrict__ group_roots_v_t = group_roots_v + (size_t)tower * 512;
    const word_t* __restrict__ group_roots_c_t = group_roots_c + (size_t)tower * 512;
    const word_t* __restrict__ toom_consts_v_t = toom_consts_v + (size_t)tower * 4;
    const word_t* __restrict__ toom_consts_c_t = toom_consts_c + (size_t)tower * 4;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73, r74, r75, r76, r77, r78, r79;
    word_t r80, r81, r82, r83, r84, r85, r86, r87;
    word_t r88, r89, r90, r91, r92, r93, r94, r95;
    word_t r96, r97, r98, r99, r100, r101, r102, r103;
    word_t r104, r105, r106, r107, r108, r109, r110, r111;
    word_t r112, r113, r114, r115, r116, r117, r118, r119;
    word_t r120, r121, r122, r123, r124, r125, r126, r127;
    word_t r128, r129, r130, r131, r132, r133, r134, r135;
    word_t r136, r137, r138, r139, r140, r141, r142, r143;
    word_t r144, r145, r146, r147, r148, r149, r150, r151;
    word_t r152, r153, r154, r155, r156, r157, r158, r159;
    word_t r160, r161, r162, r163, r164, r165, r166, r167;
    word_t r168, r169, r170, r171, r172, r173, r174, r175;
    word_t r176, r177, r178, r179, r180, r181, r182, r183;
    word_t r184, r185, r186, r187, r188, r189, r190, r191;
    word_t r192, r193, r194, r195, r196, r197, r198, r199;
    word_t r200, r201, r202, r203, r204, r205, r206, r207;
    word_t r208, r209, r210, r211, r212, r213, r214, r215;
    word_t r216, r217, r218, r219, r220, r221, r222, r223;
    word_t r224, r225, r226, r227, r228, r229, r230, r231;
    word_t r232, r233, r234, r235, r236, r237, r238, r239;
    word_t r240, r241, r242, r243, r244, r245, r246, r247;
    word_t r248, r249, r250, r251, r252, r253, r254, r255;
    word_t r256, r257, r258, r259, r260, r261, r262, r263;
    word_t r264, r265, r266, r267, r268, r269, r270, r271;
    word_t r272, r273;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r210), "=l"(r211) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r212), "=l"(r213) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r214), "=l"(r215) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r216), "=l"(r217) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r218), "=l"(r219) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 5) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r220), "=l"(r221) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 6) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r222), "=l"(r223) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 7) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r224), "=l"(r225) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r226), "=l"(r227) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 9) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r228), "=l"(r229) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 10) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r230), "=l"(r231) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 11) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r232), "=l"(r233) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 12) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r234), "=l"(r235) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 13) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r236), "=l"(r237) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 14) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r238), "=l"(r239) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 15) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r240), "=l"(r241) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r242), "=l"(r243) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r244), "=l"(r245) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 18) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r246), "=l"(r247) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 19) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r248), "=l"(r249) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 20) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r250), "=l"(r251) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 21) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r252), "=l"(r253) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 22) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r254), "=l"(r255) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 23) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r256), "=l"(r257) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r258), "=l"(r259) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 1) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r260), "=l"(r261) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 1) + 65) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r262), "=l"(r263) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r264), "=l"(r265) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r266), "=l"(r267) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 130) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r268), "=l"(r269) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 131) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r270), "=l"(r271) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r272), "=l"(r273) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 257) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 512];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1024];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1536];
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2048];
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2560];
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3072];
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3584];
    r8 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 4096];
    r9 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 4608];
    r10 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 5120];
    r11 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 5632];
    r12 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 6144];
    r13 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 6656];
    r14 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 7168];
    r15 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 7680];
    bfly_ct_lazy_skip(r0, r8, r210, r211, m);
    bfly_ct_lazy_skip(r1, r9, r210, r211, m);
    bfly_ct_lazy_skip(r2, r10, r210, r211, m);
    bfly_ct_lazy_skip(r3, r11, r210, r211, m);
    bfly_ct_lazy_skip(r4, r12, r210, r211, m);
    bfly_ct_lazy_skip(r5, r13, r210, r211, m);
    bfly_ct_lazy_skip(r6, r14, r210, r211, m);
    bfly_ct_lazy_skip(r7, r15, r210, r211, m);
    bfly_ct_lazy_skip(r0, r4, r212, r213, m);
    bfly_ct_lazy_skip(r1, r5, r212, r213, m);
    bfly_ct_lazy_skip(r2, r6, r212, r213, m);
    bfly_ct_lazy_skip(r3, r7, r212, r213, m);
    bfly_ct_lazy_skip(r8, r12, r214, r215, m);
    bfly_ct_lazy_skip(r9, r13, r214, r215, m);
    bfly_ct_lazy_skip(r10, r14, r214, r215, m);
    bfly_ct_lazy_skip(r11, r15, r214, r215, m);
    bfly_ct_lazy_skip(r0, r2, r216, r217, m);
    bfly_ct_lazy_skip(r1, r3, r216, r217, m);
    bfly_ct_lazy_skip(r4, r6, r218, r219, m);
    bfly_ct_lazy_skip(r5, r7, r218, r219, m);
    bfly_ct_lazy_skip(r8, r10, r220, r221, m);
    bfly_ct_lazy_skip(r9, r11, r220, r221, m);
    bfly_ct_lazy_skip(r12, r14, r222, r223, m);
    bfly_ct_lazy_skip(r13, r15, r222, r223, m);
    bfly_ct_lazy(r0, r1, r224, r225, m);
    bfly_ct_lazy(r2, r3, r226, r227, m);
    bfly_ct_lazy(r4, r5, r228, r229, m);
    bfly_ct_lazy(r6, r7, r230, r231, m);
    bfly_ct_lazy(r8, r9, r232, r233, m);
    bfly_ct_lazy(r10, r11, r234, r235, m);
    bfly_ct_lazy(r12, r13, r236, r237, m);
    bfly_ct_lazy(r14, r15, r238, r239, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 68u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 136u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 204u] = r3;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 272u] = r4;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 340u] = r5;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 408u] = r6;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 476u] = r7;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 544u] = r8;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 612u] = r9;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 680u] = r10;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 748u] = r11;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 816u] = r12;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 884u] = r13;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 952u] = r14;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 1020u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 34u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 68u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 102u];
    r4 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 136u];
    r5 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 170u];
    r6 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 204u];
    r7 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 238u];
    r8 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 272u];
    r9 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 306u];
    r10 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 340u];
    r11 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 374u];
    r12 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 408u];
    r13 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 442u];
    r14 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 476u];
    r15 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 510u];
    bfly_ct_lazy_skip(r0, r1, r240, r241, m);
    bfly_ct_lazy_skip(r2, r3, r242, r243, m);
    bfly_ct_lazy_skip(r4, r5, r244, r245, m);
    bfly_ct_lazy_skip(r6, r7, r246, r247, m);
    bfly_ct_lazy_skip(r8, r9, r248, r249, m);
    bfly_ct_lazy_skip(r10, r11, r250, r251, m);
    bfly_ct_lazy_skip(r12, r13, r252, r253, m);
    bfly_ct_lazy_skip(r14, r15, r254, r255, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 256] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 512] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 768] = r3;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1024] = r4;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1280] = r5;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1536] = r6;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1792] = r7;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2048] = r8;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2304] = r9;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2560] = r10;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2816] = r11;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3072] = r12;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3328] = r13;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3584] = r14;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3840] = r15;
    grid_sync(grid_counter);

    // phase 2: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u))];
    r1 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 16];
    r2 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 32];
    r3 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 48];
    r4 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 64];
    r5 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 80];
    r6 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 96];
    r7 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 112];
    r8 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 128];
    r9 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 144];
    r10 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 160];
    r11 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 176];
    r12 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 192];
    r13 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 208];
    r14 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 224];
    r15 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 240];
    bfly_ct_lazy(r0, r8, r256, r257, m);
    bfly_ct_lazy(r1, r9, r256, r257, m);
    bfly_ct_lazy(r2, r10, r256, r257, m);
    bfly_ct_lazy(r3, r11, r256, r257, m);
    bfly_ct_lazy(r4, r12, r256, r257, m);
    bfly_ct_lazy(r5, r13, r256, r257, m);
    bfly_ct_lazy(r6, r14, r256, r257, m);
    bfly_ct_lazy(r7, r15, r256, r257, m);
    bfly_ct_lazy_skip(r0, r4, r258, r259, m);
    bfly_ct_lazy_skip(r1, r5, r258, r259, m);
    bfly_ct_lazy_skip(r2, r6, r258, r259, m);
    bfly_ct_lazy_skip(r3, r7, r258, r259, m);
    bfly_ct_lazy_skip(r8, r12, r260, r261, m);
    bfly_ct_lazy_skip(r9, r13, r260, r261, m);
    bfly_ct_lazy_skip(r10, r14, r260, r261, m);
    bfly_ct_lazy_skip(r11, r15, r260, r261, m);
    bfly_ct_lazy(r0, r2, r262, r263, m);
    bfly_ct_lazy(r1, r3, r262, r263, m);
    bfly_ct_lazy(r4, r6, r264, r265, m);
    bfly_ct_lazy(r5, r7, r264, r265, m);
    bfly_ct_lazy(r8, r10, r266, r267, m);
    bfly_ct_lazy(r9, r11, r266, r267, m);
    bfly_ct_lazy(r12, r14, r268, r269, m);
    bfly_ct_lazy(r13, r15, r268, r269, m);
    bfly_ct_lazy_skip(r0, r1, r270, r271, m);
    bfly_ct_lazy_skip(r2, r3, r272, r273, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 258]; r34 = e.x; r35 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r34, r35, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 259]; r36 = e.x; r37 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r36, r37, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 260]; r38 = e.x; r39 = e.y; }
    bfly_ct_lazy_skip(r8, r9, r38, r39, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 261]; r40 = e.x; r41 = e.y; }
    bfly_ct_lazy_skip(r10, r11, r40, r41, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 262]; r42 = e.x; r43 = e.y; }
    bfly_ct_lazy_skip(r12, r13, r42, r43, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 263]; r44 = e.x; r45 = e.y; }
    bfly_ct_lazy_skip(r14, r15, r44, r45, m);
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
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u))] = r0;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 16] = r1;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 32] = r2;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 48] = r3;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 64] = r4;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 80] = r5;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 96] = r6;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 112] = r7;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 128] = r8;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 144] = r9;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 160] = r10;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 176] = r11;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 192] = r12;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 208] = r13;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 224] = r14;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 240] = r15;
    __syncthreads();

    // phase 3: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)))];
    r1 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 512];
    r2 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1024];
    r3 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1536];
    r4 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2048];
    r5 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2560];
    r6 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3072];
    r7 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3584];
    r8 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 4096];
    r9 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 4608];
    r10 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 5120];
    r11 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 5632];
    r12 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 6144];
    r13 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 6656];
    r14 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 7168];
    r15 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 7680];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) + 1]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r0, r8, r16, r17, m);
    bfly_ct_lazy_skip(r1, r9, r16, r17, m);
    bfly_ct_lazy_skip(r2, r10, r16, r17, m);
    bfly_ct_lazy_skip(r3, r11, r16, r17, m);
    bfly_ct_lazy_skip(r4, r12, r16, r17, m);
    bfly_ct_lazy_skip(r5, r13, r16, r17, m);
    bfly_ct_lazy_skip(r6, r14, r16, r17, m);
    bfly_ct_lazy_skip(r7, r15, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 1) + 2]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r18, r19, m);
    bfly_ct_lazy_skip(r1, r5, r18, r19, m);
    bfly_ct_lazy_skip(r2, r6, r18, r19, m);
    bfly_ct_lazy_skip(r3, r7, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 1) + 3]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r8, r12, r20, r21, m);
    bfly_ct_lazy_skip(r9, r13, r20, r21, m);
    bfly_ct_lazy_skip(r10, r14, r20, r21, m);
    bfly_ct_lazy_skip(r11, r15, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 4]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r22, r23, m);
    bfly_ct_lazy_skip(r1, r3, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 5]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r24, r25, m);
    bfly_ct_lazy_skip(r5, r7, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 6]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy_skip(r8, r10, r26, r27, m);
    bfly_ct_lazy_skip(r9, r11, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 7]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy_skip(r12, r14, r28, r29, m);
    bfly_ct_lazy_skip(r13, r15, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 8]; r30 = e.x; r31 = e.y; }
    bfly_ct_lazy(r0, r1, r30, r31, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 9]; r32 = e.x; r33 = e.y; }
    bfly_ct_lazy(r2, r3, r32, r33, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 10]; r34 = e.x; r35 = e.y; }
    bfly_ct_lazy(r4, r5, r34, r35, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 11]; r36 = e.x; r37 = e.y; }
    bfly_ct_lazy(r6, r7, r36, r37, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 12]; r38 = e.x; r39 = e.y; }
    bfly_ct_lazy(r8, r9, r38, r39, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 13]; r40 = e.x; r41 = e.y; }
    bfly_ct_lazy(r10, r11, r40, r41, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 14]; r42 = e.x; r43 = e.y; }
    bfly_ct_lazy(r12, r13, r42, r43, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 15]; r44 = e.x; r45 = e.y; }
    bfly_ct_lazy(r14, r15, r44, r45, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 68u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 136u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 204u] = r3;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 272u] = r4;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 340u] = r5;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 408u] = r6;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 476u] = r7;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 544u] = r8;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 612u] = r9;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 680u] = r10;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 748u] = r11;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 816u] = r12;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 884u] = r13;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 952u] = r14;
    smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 1020u] = r15;
    __syncthreads();

    // phase 4: forward kernel 0: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 34u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 68u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 102u];
    r4 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 136u];
    r5 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 170u];
    r6 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 204u];
    r7 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 238u];
    r8 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 272u];
    r9 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 306u];
    r10 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 340u];
    r11 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 374u];
    r12 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 408u];
    r13 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 442u];
    r14 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 476u];
    r15 = smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 510u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 16]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 17]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 18]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 19]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 20]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy_skip(r8, r9, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 21]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy_skip(r10, r11, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 22]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy_skip(r12, r13, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 23]; r30 = e.x; r31 = e.y; }
    bfly_ct_lazy_skip(r14, r15, r30, r31, m);
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)))] = r0;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 256] = r1;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 512] = r2;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 768] = r3;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1024] = r4;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1280] = r5;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1536] = r6;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1792] = r7;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2048] = r8;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2304] = r9;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2560] = r10;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2816] = r11;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3072] = r12;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3328] = r13;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3584] = r14;
    y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3840] = r15;
    grid_sync(grid_counter);

    // phase 5: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u))];
    r1 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 16];
    r2 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 32];
    r3 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 48];
    r4 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 64];
    r5 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 80];
    r6 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 96];
    r7 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 112];
    r8 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 128];
    r9 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 144];
    r10 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 160];
    r11 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 176];
    r12 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 192];
    r13 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 208];
    r14 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 224];
    r15 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 240];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) + 32]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r0, r8, r16, r17, m);
    bfly_ct_lazy(r1, r9, r16, r17, m);
    bfly_ct_lazy(r2, r10, r16, r17, m);
    bfly_ct_lazy(r3, r11, r16, r17, m);
    bfly_ct_lazy(r4, r12, r16, r17, m);
    bfly_ct_lazy(r5, r13, r16, r17, m);
    bfly_ct_lazy(r6, r14, r16, r17, m);
    bfly_ct_lazy(r7, r15, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 1) + 64]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r18, r19, m);
    bfly_ct_lazy_skip(r1, r5, r18, r19, m);
    bfly_ct_lazy_skip(r2, r6, r18, r19, m);
    bfly_ct_lazy_skip(r3, r7, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 1) + 65]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r8, r12, r20, r21, m);
    bfly_ct_lazy_skip(r9, r13, r20, r21, m);
    bfly_ct_lazy_skip(r10, r14, r20, r21, m);
    bfly_ct_lazy_skip(r11, r15, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 128]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r0, r2, r22, r23, m);
    bfly_ct_lazy(r1, r3, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 129]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r4, r6, r24, r25, m);
    bfly_ct_lazy(r5, r7, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 130]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r8, r10, r26, r27, m);
    bfly_ct_lazy(r9, r11, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 131]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy(r12, r14, r28, r29, m);
    bfly_ct_lazy(r13, r15, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 256]; r30 = e.x; r31 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r30, r31, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 257]; r32 = e.x; r33 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r32, r33, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 258]; r34 = e.x; r35 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r34, r35, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 259]; r36 = e.x; r37 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r36, r37, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 260]; r38 = e.x; r39 = e.y; }
    bfly_ct_lazy_skip(r8, r9, r38, r39, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 261]; r40 = e.x; r41 = e.y; }
    bfly_ct_lazy_skip(r10, r11, r40, r41, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 262]; r42 = e.x; r43 = e.y; }
    bfly_ct_lazy_skip(r12, r13, r42, r43, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 263]; r44 = e.x; r45 = e.y; }
    bfly_ct_lazy_skip(r14, r15, r44, r45, m);
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
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u))] = r0;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 16] = r1;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 32] = r2;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 48] = r3;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 64] = r4;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 80] = r5;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 96] = r6;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 112] = r7;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 128] = r8;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 144] = r9;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 160] = r10;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 176] = r11;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 192] = r12;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 208] = r13;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 224] = r14;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 240] = r15;
    grid_sync(grid_counter);

    // phase 6: pointwise (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4)];
    r16 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4)];
    r1 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 1];
    r17 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 1];
    r2 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 2];
    r18 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 2];
    r3 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 3];
    r19 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 3];
    r4 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 4];
    r20 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 4];
    r5 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 5];
    r21 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 5];
    r6 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 6];
    r22 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 6];
    r7 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 7];
    r23 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 7];
    r8 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 8];
    r24 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 8];
    r9 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 9];
    r25 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 9];
    r10 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 10];
    r26 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 10];
    r11 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 11];
    r27 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 11];
    r12 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 12];
    r28 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 12];
    r13 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 13];
    r29 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 13];
    r14 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 14];
    r30 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 14];
    r15 = x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 15];
    r31 = y[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 15];
    r32 = group_roots_v_t[(size_t)((bx << 7) + threadIdx.x)];
    r33 = group_roots_c_t[(size_t)((bx << 7) + threadIdx.x)];
    r34 = toom_consts_v_t[0];
    r35 = toom_consts_c_t[0];
    r36 = toom_consts_v_t[1];
    r37 = toom_consts_c_t[1];
    r38 = toom_consts_v_t[2];
    r39 = toom_consts_c_t[2];
    r40 = toom_consts_v_t[3];
    r41 = toom_consts_c_t[3];
    r70 = mod_add(r0, r2, m.q);
    r71 = mod_add(r1, r3, m.q);
    r50 = mod_add(r70, r71, m.q);
    r54 = mod_sub(r70, r71, m.q);
    r70 = r0;
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r2, m.q);
    r70 = mod_add(r70, r70, m.q);
    r71 = r1;
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r3, m.q);
    r58 = mod_add(r70, r71, m.q);
    r62 = mod_sub(r70, r71, m.q);
    r70 = mod_add(r3, r3, m.q);
    r70 = mod_add(r70, r2, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r1, m.q);
    r70 = mod_add(r70, r70, m.q);
    r46 = mod_add(r70, r0, m.q);
    r66 = r0;
    r42 = r3;
    r70 = mod_add(r4, r6, m.q);
    r71 = mod_add(r5, r7, m.q);
    r51 = mod_add(r70, r71, m.q);
    r55 = mod_sub(r70, r71, m.q);
    r70 = r4;
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r6, m.q);
    r70 = mod_add(r70, r70, m.q);
    r71 = r5;
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r7, m.q);
    r59 = mod_add(r70, r71, m.q);
    r63 = mod_sub(r70, r71, m.q);
    r70 = mod_add(r7, r7, m.q);
    r70 = mod_add(r70, r6, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r5, m.q);
    r70 = mod_add(r70, r70, m.q);
    r47 = mod_add(r70, r4, m.q);
    r67 = r4;
    r43 = r7;
    r70 = mod_add(r8, r10, m.q);
    r71 = mod_add(r9, r11, m.q);
    r52 = mod_add(r70, r71, m.q);
    r56 = mod_sub(r70, r71, m.q);
    r70 = r8;
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r10, m.q);
    r70 = mod_add(r70, r70, m.q);
    r71 = r9;
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r11, m.q);
    r60 = mod_add(r70, r71, m.q);
    r64 = mod_sub(r70, r71, m.q);
    r70 = mod_add(r11, r11, m.q);
    r70 = mod_add(r70, r10, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r9, m.q);
    r70 = mod_add(r70, r70, m.q);
    r48 = mod_add(r70, r8, m.q);
    r68 = r8;
    r44 = r11;
    r70 = mod_add(r12, r14, m.q);
    r71 = mod_add(r13, r15, m.q);
    r53 = mod_add(r70, r71, m.q);
    r57 = mod_sub(r70, r71, m.q);
    r70 = r12;
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r14, m.q);
    r70 = mod_add(r70, r70, m.q);
    r71 = r13;
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r71, m.q);
    r71 = mod_add(r71, r15, m.q);
    r61 = mod_add(r70, r71, m.q);
    r65 = mod_sub(r70, r71, m.q);
    r70 = mod_add(r15, r15, m.q);
    r70 = mod_add(r70, r14, m.q);
    r70 = mod_add(r70, r70, m.q);
    r70 = mod_add(r70, r13, m.q);
    r70 = mod_add(r70, r70, m.q);
    r49 = mod_add(r70, r12, m.q);
    r69 = r12;
    r45 = r15;
    r100 = mod_add(r16, r18, m.q);
    r101 = mod_add(r17, r19, m.q);
    r80 = mod_add(r100, r101, m.q);
    r84 = mod_sub(r100, r101, m.q);
    r100 = r16;
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r18, m.q);
    r100 = mod_add(r100, r100, m.q);
    r101 = r17;
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r19, m.q);
    r88 = mod_add(r100, r101, m.q);
    r92 = mod_sub(r100, r101, m.q);
    r100 = mod_add(r19, r19, m.q);
    r100 = mod_add(r100, r18, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r17, m.q);
    r100 = mod_add(r100, r100, m.q);
    r76 = mod_add(r100, r16, m.q);
    r96 = r16;
    r72 = r19;
    r100 = mod_add(r20, r22, m.q);
    r101 = mod_add(r21, r23, m.q);
    r81 = mod_add(r100, r101, m.q);
    r85 = mod_sub(r100, r101, m.q);
    r100 = r20;
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r22, m.q);
    r100 = mod_add(r100, r100, m.q);
    r101 = r21;
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r23, m.q);
    r89 = mod_add(r100, r101, m.q);
    r93 = mod_sub(r100, r101, m.q);
    r100 = mod_add(r23, r23, m.q);
    r100 = mod_add(r100, r22, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r21, m.q);
    r100 = mod_add(r100, r100, m.q);
    r77 = mod_add(r100, r20, m.q);
    r97 = r20;
    r73 = r23;
    r100 = mod_add(r24, r26, m.q);
    r101 = mod_add(r25, r27, m.q);
    r82 = mod_add(r100, r101, m.q);
    r86 = mod_sub(r100, r101, m.q);
    r100 = r24;
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r26, m.q);
    r100 = mod_add(r100, r100, m.q);
    r101 = r25;
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r27, m.q);
    r90 = mod_add(r100, r101, m.q);
    r94 = mod_sub(r100, r101, m.q);
    r100 = mod_add(r27, r27, m.q);
    r100 = mod_add(r100, r26, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r25, m.q);
    r100 = mod_add(r100, r100, m.q);
    r78 = mod_add(r100, r24, m.q);
    r98 = r24;
    r74 = r27;
    r100 = mod_add(r28, r30, m.q);
    r101 = mod_add(r29, r31, m.q);
    r83 = mod_add(r100, r101, m.q);
    r87 = mod_sub(r100, r101, m.q);
    r100 = r28;
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r30, m.q);
    r100 = mod_add(r100, r100, m.q);
    r101 = r29;
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r101, m.q);
    r101 = mod_add(r101, r31, m.q);
    r91 = mod_add(r100, r101, m.q);
    r95 = mod_sub(r100, r101, m.q);
    r100 = mod_add(r31, r31, m.q);
    r100 = mod_add(r100, r30, m.q);
    r100 = mod_add(r100, r100, m.q);
    r100 = mod_add(r100, r29, m.q);
    r100 = mod_add(r100, r100, m.q);
    r79 = mod_add(r100, r28, m.q);
    r99 = r28;
    r75 = r31;
    r102 = mod_mul(r42, r72, m);
    r103 = mod_mul(r42, r73, m);
    r109 = mod_mul(r43, r72, m);
    r103 = mod_add(r103, r109, m.q);
    r104 = mod_mul(r42, r74, m);
    r109 = mod_mul(r43, r73, m);
    r104 = mod_add(r104, r109, m.q);
    r109 = mod_mul(r44, r72, m);
    r104 = mod_add(r104, r109, m.q);
    r105 = mod_mul(r42, r75, m);
    r109 = mod_mul(r43, r74, m);
    r105 = mod_add(r105, r109, m.q);
    r109 = mod_mul(r44, r73, m);
    r105 = mod_add(r105, r109, m.q);
    r109 = mod_mul(r45, r72, m);
    r105 = mod_add(r105, r109, m.q);
    r106 = mod_mul(r43, r75, m);
    r109 = mod_mul(r44, r74, m);
    r106 = mod_add(r106, r109, m.q);
    r109 = mod_mul(r45, r73, m);
    r106 = mod_add(r106, r109, m.q);
    r107 = mod_mul(r44, r75, m);
    r109 = mod_mul(r45, r74, m);
    r107 = mod_add(r107, r109, m.q);
    r108 = mod_mul(r45, r75, m);
    r106 = mod_mul_tw(r106, r32, r33, m);
    r102 = mod_add(r102, r106, m.q);
    r107 = mod_mul_tw(r107, r32, r33, m);
    r103 = mod_add(r103, r107, m.q);
    r108 = mod_mul_tw(r108, r32, r33, m);
    r104 = mod_add(r104, r108, m.q);
    r110 = mod_mul(r46, r76, m);
    r111 = mod_mul(r46, r77, m);
    r117 = mod_mul(r47, r76, m);
    r111 = mod_add(r111, r117, m.q);
    r112 = mod_mul(r46, r78, m);
    r117 = mod_mul(r47, r77, m);
    r112 = mod_add(r112, r117, m.q);
    r117 = mod_mul(r48, r76, m);
    r112 = mod_add(r112, r117, m.q);
    r113 = mod_mul(r46, r79, m);
    r117 = mod_mul(r47, r78, m);
    r113 = mod_add(r113, r117, m.q);
    r117 = mod_mul(r48, r77, m);
    r113 = mod_add(r113, r117, m.q);
    r117 = mod_mul(r49, r76, m);
    r113 = mod_add(r113, r117, m.q);
    r114 = mod_mul(r47, r79, m);
    r117 = mod_mul(r48, r78, m);
    r114 = mod_add(r114, r117, m.q);
    r117 = mod_mul(r49, r77, m);
    r114 = mod_add(r114, r117, m.q);
    r115 = mod_mul(r48, r79, m);
    r117 = mod_mul(r49, r78, m);
    r115 = mod_add(r115, r117, m.q);
    r116 = mod_mul(r49, r79, m);
    r114 = mod_mul_tw(r114, r32, r33, m);
    r110 = mod_add(r110, r114, m.q);
    r115 = mod_mul_tw(r115, r32, r33, m);
    r111 = mod_add(r111, r115, m.q);
    r116 = mod_mul_tw(r116, r32, r33, m);
    r112 = mod_add(r112, r116, m.q);
    r118 = mod_mul(r50, r80, m);
    r119 = mod_mul(r50, r81, m);
    r125 = mod_mul(r51, r80, m);
    r119 = mod_add(r119, r125, m.q);
    r120 = mod_mul(r50, r82, m);
    r125 = mod_mul(r51, r81, m);
    r120 = mod_add(r120, r125, m.q);
    r125 = mod_mul(r52, r80, m);
    r120 = mod_add(r120, r125, m.q);
    r121 = mod_mul(r50, r83, m);
    r125 = mod_mul(r51, r82, m);
    r121 = mod_add(r121, r125, m.q);
    r125 = mod_mul(r52, r81, m);
    r121 = mod_add(r121, r125, m.q);
    r125 = mod_mul(r53, r80, m);
    r121 = mod_add(r121, r125, m.q);
    r122 = mod_mul(r51, r83, m);
    r125 = mod_mul(r52, r82, m);
    r122 = mod_add(r122, r125, m.q);
    r125 = mod_mul(r53, r81, m);
    r122 = mod_add(r122, r125, m.q);
    r123 = mod_mul(r52, r83, m);
    r125 = mod_mul(r53, r82, m);
    r123 = mod_add(r123, r125, m.q);
    r124 = mod_mul(r53, r83, m);
    r122 = mod_mul_tw(r122, r32, r33, m);
    r118 = mod_add(r118, r122, m.q);
    r123 = mod_mul_tw(r123, r32, r33, m);
    r119 = mod_add(r119, r123, m.q);
    r124 = mod_mul_tw(r124, r32, r33, m);
    r120 = mod_add(r120, r124, m.q);
    r126 = mod_mul(r54, r84, m);
    r127 = mod_mul(r54, r85, m);
    r133 = mod_mul(r55, r84, m);
    r127 = mod_add(r127, r133, m.q);
    r128 = mod_mul(r54, r86, m);
    r133 = mod_mul(r55, r85, m);
    r128 = mod_add(r128, r133, m.q);
    r133 = mod_mul(r56, r84, m);
    r128 = mod_add(r128, r133, m.q);
    r129 = mod_mul(r54, r87, m);
    r133 = mod_mul(r55, r86, m);
    r129 = mod_add(r129, r133, m.q);
    r133 = mod_mul(r56, r85, m);
    r129 = mod_add(r129, r133, m.q);
    r133 = mod_mul(r57, r84, m);
    r129 = mod_add(r129, r133, m.q);
    r130 = mod_mul(r55, r87, m);
    r133 = mod_mul(r56, r86, m);
    r130 = mod_add(r130, r133, m.q);
    r133 = mod_mul(r57, r85, m);
    r130 = mod_add(r130, r133, m.q);
    r131 = mod_mul(r56, r87, m);
    r133 = mod_mul(r57, r86, m);
    r131 = mod_add(r131, r133, m.q);
    r132 = mod_mul(r57, r87, m);
    r130 = mod_mul_tw(r130, r32, r33, m);
    r126 = mod_add(r126, r130, m.q);
    r131 = mod_mul_tw(r131, r32, r33, m);
    r127 = mod_add(r127, r131, m.q);
    r132 = mod_mul_tw(r132, r32, r33, m);
    r128 = mod_add(r128, r132, m.q);
    r134 = mod_mul(r58, r88, m);
    r135 = mod_mul(r58, r89, m);
    r141 = mod_mul(r59, r88, m);
    r135 = mod_add(r135, r141, m.q);
    r136 = mod_mul(r58, r90, m);
    r141 = mod_mul(r59, r89, m);
    r136 = mod_add(r136, r141, m.q);
    r141 = mod_mul(r60, r88, m);
    r136 = mod_add(r136, r141, m.q);
    r137 = mod_mul(r58, r91, m);
    r141 = mod_mul(r59, r90, m);
    r137 = mod_add(r137, r141, m.q);
    r141 = mod_mul(r60, r89, m);
    r137 = mod_add(r137, r141, m.q);
    r141 = mod_mul(r61, r88, m);
    r137 = mod_add(r137, r141, m.q);
    r138 = mod_mul(r59, r91, m);
    r141 = mod_mul(r60, r90, m);
    r138 = mod_add(r138, r141, m.q);
    r141 = mod_mul(r61, r89, m);
    r138 = mod_add(r138, r141, m.q);
    r139 = mod_mul(r60, r91, m);
    r141 = mod_mul(r61, r90, m);
    r139 = mod_add(r139, r141, m.q);
    r140 = mod_mul(r61, r91, m);
    r138 = mod_mul_tw(r138, r32, r33, m);
    r134 = mod_add(r134, r138, m.q);
    r139 = mod_mul_tw(r139, r32, r33, m);
    r135 = mod_add(r135, r139, m.q);
    r140 = mod_mul_tw(r140, r32, r33, m);
    r136 = mod_add(r136, r140, m.q);
    r142 = mod_mul(r62, r92, m);
    r143 = mod_mul(r62, r93, m);
    r149 = mod_mul(r63, r92, m);
    r143 = mod_add(r143, r149, m.q);
    r144 = mod_mul(r62, r94, m);
    r149 = mod_mul(r63, r93, m);
    r144 = mod_add(r144, r149, m.q);
    r149 = mod_mul(r64, r92, m);
    r144 = mod_add(r144, r149, m.q);
    r145 = mod_mul(r62, r95, m);
    r149 = mod_mul(r63, r94, m);
    r145 = mod_add(r145, r149, m.q);
    r149 = mod_mul(r64, r93, m);
    r145 = mod_add(r145, r149, m.q);
    r149 = mod_mul(r65, r92, m);
    r145 = mod_add(r145, r149, m.q);
    r146 = mod_mul(r63, r95, m);
    r149 = mod_mul(r64, r94, m);
    r146 = mod_add(r146, r149, m.q);
    r149 = mod_mul(r65, r93, m);
    r146 = mod_add(r146, r149, m.q);
    r147 = mod_mul(r64, r95, m);
    r149 = mod_mul(r65, r94, m);
    r147 = mod_add(r147, r149, m.q);
    r148 = mod_mul(r65, r95, m);
    r146 = mod_mul_tw(r146, r32, r33, m);
    r142 = mod_add(r142, r146, m.q);
    r147 = mod_mul_tw(r147, r32, r33, m);
    r143 = mod_add(r143, r147, m.q);
    r148 = mod_mul_tw(r148, r32, r33, m);
    r144 = mod_add(r144, r148, m.q);
    r150 = mod_mul(r66, r96, m);
    r151 = mod_mul(r66, r97, m);
    r157 = mod_mul(r67, r96, m);
    r151 = mod_add(r151, r157, m.q);
    r152 = mod_mul(r66, r98, m);
    r157 = mod_mul(r67, r97, m);
    r152 = mod_add(r152, r157, m.q);
    r157 = mod_mul(r68, r96, m);
    r152 = mod_add(r152, r157, m.q);
    r153 = mod_mul(r66, r99, m);
    r157 = mod_mul(r67, r98, m);
    r153 = mod_add(r153, r157, m.q);
    r157 = mod_mul(r68, r97, m);
    r153 = mod_add(r153, r157, m.q);
    r157 = mod_mul(r69, r96, m);
    r153 = mod_add(r153, r157, m.q);
    r154 = mod_mul(r67, r99, m);
    r157 = mod_mul(r68, r98, m);
    r154 = mod_add(r154, r157, m.q);
    r157 = mod_mul(r69, r97, m);
    r154 = mod_add(r154, r157, m.q);
    r155 = mod_mul(r68, r99, m);
    r157 = mod_mul(r69, r98, m);
    r155 = mod_add(r155, r157, m.q);
    r156 = mod_mul(r69, r99, m);
    r154 = mod_mul_tw(r154, r32, r33, m);
    r150 = mod_add(r150, r154, m.q);
    r155 = mod_mul_tw(r155, r32, r33, m);
    r151 = mod_add(r151, r155, m.q);
    r156 = mod_mul_tw(r156, r32, r33, m);
    r152 = mod_add(r152, r156, m.q);
    r158 = 0ull;
    r159 = 0ull;
    r160 = 0ull;
    r161 = 0ull;
    r162 = 0ull;
    r163 = 0ull;
    r164 = 0ull;
    r165 = 0ull;
    r166 = 0ull;
    r167 = 0ull;
    r168 = 0ull;
    r169 = 0ull;
    r170 = 0ull;
    r171 = 0ull;
    r172 = 0ull;
    r173 = 0ull;
    r174 = 0ull;
    r175 = 0ull;
    r176 = 0ull;
    r177 = 0ull;
    r178 = r102;
    r179 = r110;
    r180 = r118;
    r181 = r126;
    r182 = r134;
    r183 = r142;
    r184 = r150;
    r179 = mod_add(r179, r182, m.q);
    r183 = mod_sub(r183, r182, m.q);
    r181 = mod_sub(r181, r180, m.q);
    r181 = mod_half(r181, m.q);
    r182 = mod_sub(r182, r178, m.q);
    r185 = r184;
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r182 = mod_sub(r182, r185, m.q);
    r182 = mod_add(r182, r182, m.q);
    r182 = mod_add(r182, r183, m.q);
    r180 = mod_add(r180, r181, m.q);
    r179 = mod_sub(r179, r180, m.q);
    r185 = r180;
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r179 = mod_sub(r179, r185, m.q);
    r180 = mod_sub(r180, r178, m.q);
    r180 = mod_sub(r180, r184, m.q);
    r185 = r180;
    r185 = mod_mul_tw(r185, r34, r35, m);
    r179 = mod_add(r179, r185, m.q);
    r185 = r180;
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r182 = mod_sub(r182, r185, m.q);
    r182 = mod_mul_tw(r182, r38, r39, m);
    r183 = mod_add(r183, r179, m.q);
    r185 = r181;
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r185 = mod_add(r185, r185, m.q);
    r179 = mod_add(r179, r185, m.q);
    r179 = mod_mul_tw(r179, r36, r37, m);
    r181 = mod_add(r181, r179, m.q);
    r181 = mod_sub(r177, r181, m.q);
    r183 = mod_mul_tw(r183, r40, r41, m);
    r185 = r179;
    r185 = mod_half(r185, m.q);
    r183 = mod_sub(r185, r183, m.q);
    r180 = mod_sub(r180, r182, m.q);
    r179 = mod_sub(r179, r183, m.q);
    r158 = mod_add(r158, r184, m.q);
    r159 = mod_add(r159, r183, m.q);
    r160 = mod_add(r160, r182, m.q);
    r161 = mod_add(r161, r181, m.q);
    r162 = mod_add(r162, r180, m.q);
    r163 = mod_add(r163, r179, m.q);
    r164 = mod_add(r164, r178, m.q);
    r186 = r103;
    r187 = r111;
    r188 = r119;
    r189 = r127;
    r190 = r135;
    r191 = r143;
    r192 = r151;
    r187 = mod_add(r187, r190, m.q);
    r191 = mod_sub(r191, r190, m.q);
    r189 = mod_sub(r189, r188, m.q);
    r189 = mod_half(r189, m.q);
    r190 = mod_sub(r190, r186, m.q);
    r193 = r192;
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r190 = mod_sub(r190, r193, m.q);
    r190 = mod_add(r190, r190, m.q);
    r190 = mod_add(r190, r191, m.q);
    r188 = mod_add(r188, r189, m.q);
    r187 = mod_sub(r187, r188, m.q);
    r193 = r188;
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r187 = mod_sub(r187, r193, m.q);
    r188 = mod_sub(r188, r186, m.q);
    r188 = mod_sub(r188, r192, m.q);
    r193 = r188;
    r193 = mod_mul_tw(r193, r34, r35, m);
    r187 = mod_add(r187, r193, m.q);
    r193 = r188;
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r190 = mod_sub(r190, r193, m.q);
    r190 = mod_mul_tw(r190, r38, r39, m);
    r191 = mod_add(r191, r187, m.q);
    r193 = r189;
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r193 = mod_add(r193, r193, m.q);
    r187 = mod_add(r187, r193, m.q);
    r187 = mod_mul_tw(r187, r36, r37, m);
    r189 = mod_add(r189, r187, m.q);
    r189 = mod_sub(r177, r189, m.q);
    r191 = mod_mul_tw(r191, r40, r41, m);
    r193 = r187;
    r193 = mod_half(r193, m.q);
    r191 = mod_sub(r193, r191, m.q);
    r188 = mod_sub(r188, r190, m.q);
    r187 = mod_sub(r187, r191, m.q);
    r162 = mod_add(r162, r192, m.q);
    r163 = mod_add(r163, r191, m.q);
    r164 = mod_add(r164, r190, m.q);
    r165 = mod_add(r165, r189, m.q);
    r166 = mod_add(r166, r188, m.q);
    r167 = mod_add(r167, r187, m.q);
    r168 = mod_add(r168, r186, m.q);
    r194 = r104;
    r195 = r112;
    r196 = r120;
    r197 = r128;
    r198 = r136;
    r199 = r144;
    r200 = r152;
    r195 = mod_add(r195, r198, m.q);
    r199 = mod_sub(r199, r198, m.q);
    r197 = mod_sub(r197, r196, m.q);
    r197 = mod_half(r197, m.q);
    r198 = mod_sub(r198, r194, m.q);
    r201 = r200;
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r198 = mod_sub(r198, r201, m.q);
    r198 = mod_add(r198, r198, m.q);
    r198 = mod_add(r198, r199, m.q);
    r196 = mod_add(r196, r197, m.q);
    r195 = mod_sub(r195, r196, m.q);
    r201 = r196;
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r195 = mod_sub(r195, r201, m.q);
    r196 = mod_sub(r196, r194, m.q);
    r196 = mod_sub(r196, r200, m.q);
    r201 = r196;
    r201 = mod_mul_tw(r201, r34, r35, m);
    r195 = mod_add(r195, r201, m.q);
    r201 = r196;
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r198 = mod_sub(r198, r201, m.q);
    r198 = mod_mul_tw(r198, r38, r39, m);
    r199 = mod_add(r199, r195, m.q);
    r201 = r197;
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r201 = mod_add(r201, r201, m.q);
    r195 = mod_add(r195, r201, m.q);
    r195 = mod_mul_tw(r195, r36, r37, m);
    r197 = mod_add(r197, r195, m.q);
    r197 = mod_sub(r177, r197, m.q);
    r199 = mod_mul_tw(r199, r40, r41, m);
    r201 = r195;
    r201 = mod_half(r201, m.q);
    r199 = mod_sub(r201, r199, m.q);
    r196 = mod_sub(r196, r198, m.q);
    r195 = mod_sub(r195, r199, m.q);
    r166 = mod_add(r166, r200, m.q);
    r167 = mod_add(r167, r199, m.q);
    r168 = mod_add(r168, r198, m.q);
    r169 = mod_add(r169, r197, m.q);
    r170 = mod_add(r170, r196, m.q);
    r171 = mod_add(r171, r195, m.q);
    r172 = mod_add(r172, r194, m.q);
    r202 = r105;
    r203 = r113;
    r204 = r121;
    r205 = r129;
    r206 = r137;
    r207 = r145;
    r208 = r153;
    r203 = mod_add(r203, r206, m.q);
    r207 = mod_sub(r207, r206, m.q);
    r205 = mod_sub(r205, r204, m.q);
    r205 = mod_half(r205, m.q);
    r206 = mod_sub(r206, r202, m.q);
    r209 = r208;
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r206 = mod_sub(r206, r209, m.q);
    r206 = mod_add(r206, r206, m.q);
    r206 = mod_add(r206, r207, m.q);
    r204 = mod_add(r204, r205, m.q);
    r203 = mod_sub(r203, r204, m.q);
    r209 = r204;
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r203 = mod_sub(r203, r209, m.q);
    r204 = mod_sub(r204, r202, m.q);
    r204 = mod_sub(r204, r208, m.q);
    r209 = r204;
    r209 = mod_mul_tw(r209, r34, r35, m);
    r203 = mod_add(r203, r209, m.q);
    r209 = r204;
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r206 = mod_sub(r206, r209, m.q);
    r206 = mod_mul_tw(r206, r38, r39, m);
    r207 = mod_add(r207, r203, m.q);
    r209 = r205;
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r209 = mod_add(r209, r209, m.q);
    r203 = mod_add(r203, r209, m.q);
    r203 = mod_mul_tw(r203, r36, r37, m);
    r205 = mod_add(r205, r203, m.q);
    r205 = mod_sub(r177, r205, m.q);
    r207 = mod_mul_tw(r207, r40, r41, m);
    r209 = r203;
    r209 = mod_half(r209, m.q);
    r207 = mod_sub(r209, r207, m.q);
    r204 = mod_sub(r204, r206, m.q);
    r203 = mod_sub(r203, r207, m.q);
    r170 = mod_add(r170, r208, m.q);
    r171 = mod_add(r171, r207, m.q);
    r172 = mod_add(r172, r206, m.q);
    r173 = mod_add(r173, r205, m.q);
    r174 = mod_add(r174, r204, m.q);
    r175 = mod_add(r175, r203, m.q);
    r176 = mod_add(r176, r202, m.q);
    r174 = mod_mul_tw(r174, r32, r33, m);
    r158 = mod_add(r158, r174, m.q);
    r175 = mod_mul_tw(r175, r32, r33, m);
    r159 = mod_add(r159, r175, m.q);
    r176 = mod_mul_tw(r176, r32, r33, m);
    r160 = mod_add(r160, r176, m.q);
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4)] = r158;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 1] = r159;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 2] = r160;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 3] = r161;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 4] = r162;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 5] = r163;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 6] = r164;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 7] = r165;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 8] = r166;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 9] = r167;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 10] = r168;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 11] = r169;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 12] = r170;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 13] = r171;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 14] = r172;
    x[poly + (size_t)(((bx << 7) + threadIdx.x) << 4) + 15] = r173;
    grid_sync(grid_counter);

    // phase 7: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u))];
    r1 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 16];
    r2 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 32];
    r3 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 48];
    r4 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 64];
    r5 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 80];
    r6 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 96];
    r7 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 112];
    r8 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 128];
    r9 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 144];
    r10 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 160];
    r11 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 176];
    r12 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 192];
    r13 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 208];
    r14 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 224];
    r15 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 240];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 256]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy_skip(r0, r1, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 257]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy_skip(r2, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 258]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy_skip(r4, r5, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 259]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy_skip(r6, r7, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 260]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy_skip(r8, r9, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 261]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy_skip(r10, r11, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 262]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy_skip(r12, r13, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 3) + 263]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy_skip(r14, r15, r30, r31, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 128]; r32 = e.x; r33 = e.y; }
    bfly_gs_lazy(r0, r2, r32, r33, false, m);
    bfly_gs_lazy(r1, r3, r32, r33, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 129]; r34 = e.x; r35 = e.y; }
    bfly_gs_lazy(r4, r6, r34, r35, false, m);
    bfly_gs_lazy(r5, r7, r34, r35, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 130]; r36 = e.x; r37 = e.y; }
    bfly_gs_lazy(r8, r10, r36, r37, false, m);
    bfly_gs_lazy(r9, r11, r36, r37, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 2) + 131]; r38 = e.x; r39 = e.y; }
    bfly_gs_lazy(r12, r14, r38, r39, false, m);
    bfly_gs_lazy(r13, r15, r38, r39, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 1) + 64]; r40 = e.x; r41 = e.y; }
    bfly_gs_lazy(r0, r4, r40, r41, false, m);
    bfly_gs_lazy(r1, r5, r40, r41, false, m);
    bfly_gs_lazy(r2, r6, r40, r41, false, m);
    bfly_gs_lazy(r3, r7, r40, r41, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 1) + 65]; r42 = e.x; r43 = e.y; }
    bfly_gs_lazy(r8, r12, r42, r43, false, m);
    bfly_gs_lazy(r9, r13, r42, r43, false, m);
    bfly_gs_lazy(r10, r14, r42, r43, false, m);
    bfly_gs_lazy(r11, r15, r42, r43, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) + 32]; r44 = e.x; r45 = e.y; }
    bfly_gs_lazy(r0, r8, r44, r45, false, m);
    bfly_gs_lazy(r1, r9, r44, r45, false, m);
    bfly_gs_lazy(r2, r10, r44, r45, false, m);
    bfly_gs_lazy(r3, r11, r44, r45, false, m);
    bfly_gs_lazy(r4, r12, r44, r45, false, m);
    bfly_gs_lazy(r5, r13, r44, r45, false, m);
    bfly_gs_lazy(r6, r14, r44, r45, false, m);
    bfly_gs_lazy(r7, r15, r44, r45, false, m);
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u))] = r0;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 16] = r1;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 32] = r2;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 48] = r3;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 64] = r4;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 80] = r5;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 96] = r6;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 112] = r7;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 128] = r8;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 144] = r9;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 160] = r10;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 176] = r11;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 192] = r12;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 208] = r13;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 224] = r14;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 7)) & 3u)) << 1) | (((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u)) << 8) | (((threadIdx.x + (threadIdx.y << 7)) >> 2) & 15u)) + 240] = r15;
    grid_sync(grid_counter);

    // phase 8: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 256];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 512];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 768];
    r4 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1024];
    r5 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1280];
    r6 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1536];
    r7 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1792];
    r8 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2048];
    r9 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2304];
    r10 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2560];
    r11 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2816];
    r12 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3072];
    r13 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3328];
    r14 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3584];
    r15 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | (((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3840];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 16]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 17]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 18]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 19]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 20]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r8, r9, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 21]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r10, r11, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 22]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r12, r13, r28, r29, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 4) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 3)) + 23]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy(r14, r15, r30, r31, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 34u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 68u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 102u] = r3;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 136u] = r4;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 170u] = r5;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 204u] = r6;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 238u] = r7;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 272u] = r8;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 306u] = r9;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 340u] = r10;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 374u] = r11;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 408u] = r12;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 442u] = r13;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 476u] = r14;
    smem[((((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + (((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 4) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 510u] = r15;
    __syncthreads();

    // phase 9: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 68u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 136u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 204u];
    r4 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 272u];
    r5 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 340u];
    r6 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 408u];
    r7 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 476u];
    r8 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 544u];
    r9 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 612u];
    r10 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 680u];
    r11 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 748u];
    r12 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 816u];
    r13 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 884u];
    r14 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 952u];
    r15 = smem[(((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) + ((((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 5) + (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 7)) & 1u) * 1096u)) + 1020u];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 8]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 9]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 10]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 11]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 12]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r8, r9, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 13]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r10, r11, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 14]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r12, r13, r28, r29, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 3) + 15]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy(r14, r15, r30, r31, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 4]; r32 = e.x; r33 = e.y; }
    bfly_gs_lazy(r0, r2, r32, r33, false, m);
    bfly_gs_lazy(r1, r3, r32, r33, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 5]; r34 = e.x; r35 = e.y; }
    bfly_gs_lazy(r4, r6, r34, r35, false, m);
    bfly_gs_lazy(r5, r7, r34, r35, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 6]; r36 = e.x; r37 = e.y; }
    bfly_gs_lazy(r8, r10, r36, r37, false, m);
    bfly_gs_lazy(r9, r11, r36, r37, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 2) + 7]; r38 = e.x; r39 = e.y; }
    bfly_gs_lazy(r12, r14, r38, r39, false, m);
    bfly_gs_lazy(r13, r15, r38, r39, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 1) + 2]; r40 = e.x; r41 = e.y; }
    bfly_gs_lazy(r0, r4, r40, r41, false, m);
    bfly_gs_lazy(r1, r5, r40, r41, false, m);
    bfly_gs_lazy(r2, r6, r40, r41, false, m);
    bfly_gs_lazy(r3, r7, r40, r41, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 1) + 3]; r42 = e.x; r43 = e.y; }
    bfly_gs_lazy(r8, r12, r42, r43, false, m);
    bfly_gs_lazy(r9, r13, r42, r43, false, m);
    bfly_gs_lazy(r10, r14, r42, r43, false, m);
    bfly_gs_lazy(r11, r15, r42, r43, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) + 1]; r44 = e.x; r45 = e.y; }
    bfly_gs_lazy(r0, r8, r44, r45, false, m);
    bfly_gs_lazy(r1, r9, r44, r45, false, m);
    bfly_gs_lazy(r2, r10, r44, r45, false, m);
    bfly_gs_lazy(r3, r11, r44, r45, false, m);
    bfly_gs_lazy(r4, r12, r44, r45, false, m);
    bfly_gs_lazy(r5, r13, r44, r45, false, m);
    bfly_gs_lazy(r6, r14, r44, r45, false, m);
    bfly_gs_lazy(r7, r15, r44, r45, false, m);
    r46 = inv_len_v_t[0];
    r47 = inv_len_c_t[0];
    r0 = mod_mul_tw(r0, r46, r47, m);
    r1 = mod_mul_tw(r1, r46, r47, m);
    r2 = mod_mul_tw(r2, r46, r47, m);
    r3 = mod_mul_tw(r3, r46, r47, m);
    r4 = mod_mul_tw(r4, r46, r47, m);
    r5 = mod_mul_tw(r5, r46, r47, m);
    r6 = mod_mul_tw(r6, r46, r47, m);
    r7 = mod_mul_tw(r7, r46, r47, m);
    r8 = mod_mul_tw(r8, r46, r47, m);
    r9 = mod_mul_tw(r9, r46, r47, m);
    r10 = mod_mul_tw(r10, r46, r47, m);
    r11 = mod_mul_tw(r11, r46, r47, m);
    r12 = mod_mul_tw(r12, r46, r47, m);
    r13 = mod_mul_tw(r13, r46, r47, m);
    r14 = mod_mul_tw(r14, r46, r47, m);
    r15 = mod_mul_tw(r15, r46, r47, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u)))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 512] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1024] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 1536] = r3;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2048] = r4;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 2560] = r5;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3072] = r6;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 3584] = r7;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 4096] = r8;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 4608] = r9;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 5120] = r10;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 5632] = r11;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 6144] = r12;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 6656] = r13;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 7168] = r14;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) >> 3) << 13) | ((((threadIdx.x + (threadIdx.y << 7)) >> 6) & 1u) << 8)) | (((((bx << 1) + ((threadIdx.x + (threadIdx.y << 7)) & 1u)) & 7u) << 5) | (((threadIdx.x + (threadIdx.y << 7)) >> 1) & 31u))) + 7680] = r15;
}

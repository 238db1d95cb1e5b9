// nttgen: rt_demo (generated; do not edit)
// command: codegen emit --spec tests/cpp-example/runtime/spec.toml --out tests/cpp-example/runtime/pkg
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "rt_demo"
//   transform = "ntt-negacyclic"
//   log_n = 12
//   word = "u64"
//   reduction = "shoup"
//   radix = 8
//   stage_split = [6, 6]
//   cluster = 16
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli.runtime]
//   max_bits = 60
//   max_towers = 4
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   rt_demo_fwd0: grid_x 4, block 16 x 8, shared 8704 B; mulmods 12288, addmods 24576, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 114688, shuffles 0
//   rt_demo_fwd1: grid_x 4, block 8 x 16, shared 8704 B; mulmods 16384, addmods 28672, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 163840, shuffles 0
//   rt_demo_pw: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 0, shuffles 0
//   rt_demo_inv1: grid_x 4, block 8 x 16, shared 8704 B; mulmods 16384, addmods 24576, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 163840, shuffles 0
//   rt_demo_inv0: grid_x 4, block 16 x 8, shared 8704 B; mulmods 14336, addmods 24576, butterflies 12288, global bytes 65536 (read 32768, write 32768), table bytes 122880, shuffles 0
//   rt_demo_product1: grid_x 4, block 8 x 16, shared 17408 B; mulmods 40960, addmods 81920, butterflies 36864, global bytes 98304 (read 65536, write 32768), table bytes 229376, shuffles 0
//   rt_demo_fwd_coop: grid_x 16, block 4 x 8, shared 2176 B; mulmods 28672, addmods 53248, butterflies 24576, global bytes 131072 (read 65536, write 65536), table bytes 278528, shuffles 0
//   rt_demo_inv_coop: grid_x 16, block 4 x 8, shared 2176 B; mulmods 30720, addmods 49152, butterflies 24576, global bytes 131072 (read 65536, write 65536), table bytes 286720, shuffles 0
//   rt_demo_product_coop: grid_x 16, block 4 x 8, shared 4352 B; mulmods 79872, addmods 155648, butterflies 73728, global bytes 294912 (read 163840, write 131072), table bytes 581632, shuffles 0

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



extern "C" __global__ void __launch_bounds__(128) rt_demo_fwd0(
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
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 512];
    r2 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 1024];
    r3 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 1536];
    r4 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 2048];
    r5 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 2560];
    r6 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 3072];
    r7 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 3584];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx >> 2) | (threadIdx.x >> 6)) + 1]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r8, r9, m);
    bfly_ct_lazy_skip(r1, r5, r8, r9, m);
    bfly_ct_lazy_skip(r2, r6, r8, r9, m);
    bfly_ct_lazy_skip(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 1) + 2]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r10, r11, m);
    bfly_ct_lazy_skip(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 1) + 3]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r12, r13, m);
    bfly_ct_lazy_skip(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 2) + 4]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 2) + 5]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 2) + 6]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 2) + 7]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r20, r21, m);
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 408u] = r3;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 544u] = r4;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 680u] = r5;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 816u] = r6;
    smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 952u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 17u];
    r2 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 34u];
    r3 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 51u];
    r4 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 68u];
    r5 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 85u];
    r6 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 102u];
    r7 = smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 119u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u)) + 8]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r4, r8, r9, m);
    bfly_ct_lazy(r1, r5, r8, r9, m);
    bfly_ct_lazy(r2, r6, r8, r9, m);
    bfly_ct_lazy(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 16]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r10, r11, m);
    bfly_ct_lazy_skip(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 17]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r12, r13, m);
    bfly_ct_lazy_skip(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 32]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 33]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 34]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 35]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r6, r7, r20, r21, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 192] = r3;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 256] = r4;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 320] = r5;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 384] = r6;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 448] = r7;
}

extern "C" __global__ void __launch_bounds__(128) rt_demo_fwd1(
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
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u))];
    r1 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 8];
    r2 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 16];
    r3 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 24];
    r4 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 32];
    r5 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 40];
    r6 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 48];
    r7 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 56];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx << 4) | threadIdx.y) + 64]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r8, r9, m);
    bfly_ct_lazy_skip(r1, r5, r8, r9, m);
    bfly_ct_lazy_skip(r2, r6, r8, r9, m);
    bfly_ct_lazy_skip(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 1) + 128]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r0, r2, r10, r11, m);
    bfly_ct_lazy(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 1) + 129]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r4, r6, r12, r13, m);
    bfly_ct_lazy(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 256]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 257]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 258]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 259]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r20, r21, m);
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
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 3) | (threadIdx.x & 7u)) + 512]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r4, r8, r9, m);
    bfly_ct_lazy(r1, r5, r8, r9, m);
    bfly_ct_lazy(r2, r6, r8, r9, m);
    bfly_ct_lazy(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((1024u + ((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1))) & 4294967264u)]; r10 = e.x; r11 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((1024u + ((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1))) & 31u)]; r12 = e.x; r13 = e.y; }
    r2 = mod_mul_tw_wide(r2, r12, r13, 0 - m.q);
    bfly_ct_lazy_skip(r0, r2, r10, r11, m);
    r3 = mod_mul_tw_wide(r3, r12, r13, 0 - m.q);
    bfly_ct_lazy_skip(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((1024u + ((((bx << 4) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u))) & 4294967264u)]; r14 = e.x; r15 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((1024u + ((((bx << 4) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u))) & 31u)]; r16 = e.x; r17 = e.y; }
    r6 = mod_mul_tw_wide(r6, r16, r17, 0 - m.q);
    bfly_ct_lazy_skip(r4, r6, r14, r15, m);
    r7 = mod_mul_tw_wide(r7, r16, r17, 0 - m.q);
    bfly_ct_lazy_skip(r5, r7, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2))) & 4294967264u)]; r18 = e.x; r19 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2))) & 31u)]; r20 = e.x; r21 = e.y; }
    r1 = mod_mul_tw_wide(r1, r20, r21, 0 - m.q);
    bfly_ct_lazy(r0, r1, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u))) & 4294967264u)]; r22 = e.x; r23 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u))) & 31u)]; r24 = e.x; r25 = e.y; }
    r3 = mod_mul_tw_wide(r3, r24, r25, 0 - m.q);
    bfly_ct_lazy(r2, r3, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u))) & 4294967264u)]; r26 = e.x; r27 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u))) & 31u)]; r28 = e.x; r29 = e.y; }
    r5 = mod_mul_tw_wide(r5, r28, r29, 0 - m.q);
    bfly_ct_lazy(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u))) & 4294967264u)]; r30 = e.x; r31 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u))) & 31u)]; r32 = e.x; r33 = e.y; }
    r7 = mod_mul_tw_wide(r7, r32, r33, 0 - m.q);
    bfly_ct_lazy(r6, r7, r30, r31, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) rt_demo_pw(
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
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(128) rt_demo_inv1(
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
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | ((threadIdx.x & 7u) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2))) & 4294967264u)]; r8 = e.x; r9 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2))) & 31u)]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy_skip(r0, r1, r8, r9, m);
    r1 = mod_mul_tw_wide(r1, r10, r11, 0 - m.q);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u))) & 4294967264u)]; r12 = e.x; r13 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 1u))) & 31u)]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy_skip(r2, r3, r12, r13, m);
    r3 = mod_mul_tw_wide(r3, r14, r15, 0 - m.q);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u))) & 4294967264u)]; r16 = e.x; r17 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 2u))) & 31u)]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy_skip(r4, r5, r16, r17, m);
    r5 = mod_mul_tw_wide(r5, r18, r19, 0 - m.q);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u))) & 4294967264u)]; r20 = e.x; r21 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((2048u + ((((bx << 4) | threadIdx.y) << 5) | (((threadIdx.x & 7u) << 2) | 3u))) & 31u)]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy_skip(r6, r7, r20, r21, m);
    r7 = mod_mul_tw_wide(r7, r22, r23, 0 - m.q);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((1024u + ((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1))) & 4294967264u)]; r24 = e.x; r25 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((1024u + ((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1))) & 31u)]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r0, r2, r24, r25, false, m);
    r2 = mod_mul_tw_wide(r2, r26, r27, 0 - m.q);
    bfly_gs_lazy(r1, r3, r24, r25, false, m);
    r3 = mod_mul_tw_wide(r3, r26, r27, 0 - m.q);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((1024u + ((((bx << 4) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u))) & 4294967264u)]; r28 = e.x; r29 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((1024u + ((((bx << 4) | threadIdx.y) << 4) | (((threadIdx.x & 7u) << 1) | 1u))) & 31u)]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy(r4, r6, r28, r29, false, m);
    r6 = mod_mul_tw_wide(r6, r30, r31, 0 - m.q);
    bfly_gs_lazy(r5, r7, r28, r29, false, m);
    r7 = mod_mul_tw_wide(r7, r30, r31, 0 - m.q);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 3) | (threadIdx.x & 7u)) + 512]; r32 = e.x; r33 = e.y; }
    bfly_gs_lazy(r0, r4, r32, r33, false, m);
    bfly_gs_lazy(r1, r5, r32, r33, false, m);
    bfly_gs_lazy(r2, r6, r32, r33, false, m);
    bfly_gs_lazy(r3, r7, r32, r33, false, m);
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
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 256]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 257]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 258]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 259]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 1) + 128]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 1) + 129]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx << 4) | threadIdx.y) + 64]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r4, r20, r21, false, m);
    bfly_gs_lazy(r1, r5, r20, r21, false, m);
    bfly_gs_lazy(r2, r6, r20, r21, false, m);
    bfly_gs_lazy(r3, r7, r20, r21, false, m);
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u))] = r0;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 8] = r1;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 16] = r2;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 24] = r3;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 32] = r4;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 40] = r5;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 48] = r6;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 56] = r7;
}

extern "C" __global__ void __launch_bounds__(128) rt_demo_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 192];
    r4 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 256];
    r5 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 320];
    r6 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 384];
    r7 = x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 448];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 32]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 33]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 34]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 35]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 16]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 17]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 2) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u)) + 8]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r4, r20, r21, false, m);
    bfly_gs_lazy(r1, r5, r20, r21, false, m);
    bfly_gs_lazy(r2, r6, r20, r21, false, m);
    bfly_gs_lazy(r3, r7, r20, r21, false, m);
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 17u] = r1;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 34u] = r2;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 51u] = r3;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 68u] = r4;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 85u] = r5;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 102u] = r6;
    smem[(((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 4) + threadIdx.x) >> 4)) + 119u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 408u];
    r4 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 544u];
    r5 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 680u];
    r6 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 816u];
    r7 = smem[((((threadIdx.y & 7u) << 4) + threadIdx.x) + ((((threadIdx.y & 7u) << 4) + threadIdx.x) >> 4)) + 952u];
    r8 = inv_len_v_t[1];
    r9 = inv_len_c_t[1];
    r10 = inv_len_v_t[0];
    r11 = inv_len_c_t[0];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 2) + 4]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r0, r1, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 2) + 5]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r2, r3, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 2) + 6]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r4, r5, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 2) + 7]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r6, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 1) + 2]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy_skip(r0, r2, r20, r21, m);
    bfly_gs_lazy_skip(r1, r3, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) | (threadIdx.x >> 6)) << 1) + 3]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy_skip(r4, r6, r22, r23, m);
    bfly_gs_lazy_skip(r5, r7, r22, r23, m);
    bfly_gs_last(r0, r4, r8, r9, r10, r11, m);
    bfly_gs_last(r1, r5, r8, r9, r10, r11, m);
    bfly_gs_last(r2, r6, r8, r9, r10, r11, m);
    bfly_gs_last(r3, r7, r8, r9, r10, r11, m);
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 512] = r1;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 1024] = r2;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 1536] = r3;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 2048] = r4;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 3072] = r6;
    x[poly + (size_t)(((((bx >> 2) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 3u) << 4) | (threadIdx.x & 63u))) + 3584] = r7;
}

extern "C" __global__ void __launch_bounds__(128) rt_demo_product1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u))];
    r1 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 8];
    r2 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 16];
    r3 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 24];
    r4 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 32];
    r5 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 40];
    r6 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 48];
    r7 = x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 56];
    r8 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u))];
    r9 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 8];
    r10 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 16];
    r11 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 24];
    r12 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 32];
    r13 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 40];
    r14 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 48];
    r15 = y[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 56];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx << 4) | threadIdx.y) + 64]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r16, r17, m);
    bfly_ct_lazy_skip(r1, r5, r16, r17, m);
    bfly_ct_lazy_skip(r2, r6, r16, r17, m);
    bfly_ct_lazy_skip(r3, r7, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 1) + 128]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r0, r2, r18, r19, m);
    bfly_ct_lazy(r1, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 1) + 129]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r4, r6, r20, r21, m);
    bfly_ct_lazy(r5, r7, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 256]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 257]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 258]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 259]; r28 = e.x; r29 = e.y; }
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
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 8u] = r1;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 17u] = r2;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 25u] = r3;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 34u] = r4;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 42u] = r5;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 51u] = r6;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 59u] = r7;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 1088u] = r8;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 1096u] = r9;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 1105u] = r10;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 1113u] = r11;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 1122u] = r12;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 1130u] = r13;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 1139u] = r14;
    smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 1147u] = r15;
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
    r8 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1088u];
    r9 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1089u];
    r10 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1090u];
    r11 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1091u];
    r12 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1092u];
    r13 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1093u];
    r14 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1094u];
    r15 = smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1095u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 3) | (threadIdx.x & 7u)) + 512]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r0, r4, r16, r17, m);
    bfly_ct_lazy(r1, r5, r16, r17, m);
    bfly_ct_lazy(r2, r6, r16, r17, m);
    bfly_ct_lazy(r3, r7, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)) + 1024]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r18, r19, m);
    bfly_ct_lazy_skip(r1, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)) + 1025]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r20, r21, m);
    bfly_ct_lazy_skip(r5, r7, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2048]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r0, r1, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2049]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r2, r3, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2050]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2051]; r28 = e.x; r29 = e.y; }
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
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2048]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy_skip(r0, r1, r30, r31, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2049]; r32 = e.x; r33 = e.y; }
    bfly_gs_lazy_skip(r2, r3, r32, r33, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2050]; r34 = e.x; r35 = e.y; }
    bfly_gs_lazy_skip(r4, r5, r34, r35, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 5) | ((threadIdx.x & 7u) << 2)) + 2051]; r36 = e.x; r37 = e.y; }
    bfly_gs_lazy_skip(r6, r7, r36, r37, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)) + 1024]; r38 = e.x; r39 = e.y; }
    bfly_gs_lazy(r0, r2, r38, r39, false, m);
    bfly_gs_lazy(r1, r3, r38, r39, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 4) | ((threadIdx.x & 7u) << 1)) + 1025]; r40 = e.x; r41 = e.y; }
    bfly_gs_lazy(r4, r6, r40, r41, false, m);
    bfly_gs_lazy(r5, r7, r40, r41, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 4) | threadIdx.y) << 3) | (threadIdx.x & 7u)) + 512]; r42 = e.x; r43 = e.y; }
    bfly_gs_lazy(r0, r4, r42, r43, false, m);
    bfly_gs_lazy(r1, r5, r42, r43, false, m);
    bfly_gs_lazy(r2, r6, r42, r43, false, m);
    bfly_gs_lazy(r3, r7, r42, r43, false, m);
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) + (((threadIdx.y << 6) + ((threadIdx.x & 7u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 8u];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 17u];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 25u];
    r4 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 34u];
    r5 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 42u];
    r6 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 51u];
    r7 = smem[(((threadIdx.y << 6) + (threadIdx.x & 7u)) + (((threadIdx.y << 6) + (threadIdx.x & 7u)) >> 4)) + 59u];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 256]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 257]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 258]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 2) + 259]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 1) + 128]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r0, r2, r24, r25, false, m);
    bfly_gs_lazy(r1, r3, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 4) | threadIdx.y) << 1) + 129]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r4, r6, r26, r27, false, m);
    bfly_gs_lazy(r5, r7, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx << 4) | threadIdx.y) + 64]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r0, r4, r28, r29, false, m);
    bfly_gs_lazy(r1, r5, r28, r29, false, m);
    bfly_gs_lazy(r2, r6, r28, r29, false, m);
    bfly_gs_lazy(r3, r7, r28, r29, false, m);
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u))] = r0;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 8] = r1;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 16] = r2;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 24] = r3;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 32] = r4;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 40] = r5;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 48] = r6;
    x[poly + (size_t)((((bx << 4) | threadIdx.y) << 6) | (threadIdx.x & 7u)) + 56] = r7;
}

extern "C" __global__ void __launch_bounds__(32) rt_demo_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57, r58, r59, r60, r61;
    word_t r62, r63, r64, r65, r66, r67, r68, r69;
    word_t r70, r71, r72, r73, r74, r75, r76, r77;
    word_t r78, r79, r80, r81, r82, r83, r84, r85;
    word_t r86, r87, r88, r89, r90, r91, r92, r93;
    word_t r94, r95, r96, r97;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 4) | (threadIdx.x >> 6)) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 5) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r44), "=l"(r45) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 6) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 7) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 33) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 34) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 35) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 257) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 258) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 259) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r78), "=l"(r79) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r80), "=l"(r81) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))) & 31u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r82), "=l"(r83) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1) | 1u))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1) | 1u))) & 31u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2))) & 31u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 1u))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 1u))) & 31u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r94), "=l"(r95) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 2u))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r96), "=l"(r97) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 2u))) & 31u)) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 512];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1536];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2560];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3584];
    bfly_ct_lazy_skip(r0, r4, r34, r35, m);
    bfly_ct_lazy_skip(r1, r5, r34, r35, m);
    bfly_ct_lazy_skip(r2, r6, r34, r35, m);
    bfly_ct_lazy_skip(r3, r7, r34, r35, m);
    bfly_ct_lazy_skip(r0, r2, r36, r37, m);
    bfly_ct_lazy_skip(r1, r3, r36, r37, m);
    bfly_ct_lazy_skip(r4, r6, r38, r39, m);
    bfly_ct_lazy_skip(r5, r7, r38, r39, m);
    bfly_ct_lazy_skip(r0, r1, r40, r41, m);
    bfly_ct_lazy_skip(r2, r3, r42, r43, m);
    bfly_ct_lazy_skip(r4, r5, r44, r45, m);
    bfly_ct_lazy_skip(r6, r7, r46, r47, m);
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u];
    bfly_ct_lazy(r0, r4, r48, r49, m);
    bfly_ct_lazy(r1, r5, r48, r49, m);
    bfly_ct_lazy(r2, r6, r48, r49, m);
    bfly_ct_lazy(r3, r7, r48, r49, m);
    bfly_ct_lazy_skip(r0, r2, r50, r51, m);
    bfly_ct_lazy_skip(r1, r3, r50, r51, m);
    bfly_ct_lazy_skip(r4, r6, r52, r53, m);
    bfly_ct_lazy_skip(r5, r7, r52, r53, m);
    bfly_ct_lazy(r0, r1, r54, r55, m);
    bfly_ct_lazy(r2, r3, r56, r57, m);
    bfly_ct_lazy(r4, r5, r58, r59, m);
    bfly_ct_lazy(r6, r7, r60, r61, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 256] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 320] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 384] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 448] = r7;
    grid_sync(grid_counter);

    // phase 2: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))];
    r1 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8];
    r2 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 16];
    r3 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 24];
    r4 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 32];
    r5 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 40];
    r6 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 48];
    r7 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 56];
    bfly_ct_lazy_skip(r0, r4, r62, r63, m);
    bfly_ct_lazy_skip(r1, r5, r62, r63, m);
    bfly_ct_lazy_skip(r2, r6, r62, r63, m);
    bfly_ct_lazy_skip(r3, r7, r62, r63, m);
    bfly_ct_lazy(r0, r2, r64, r65, m);
    bfly_ct_lazy(r1, r3, r64, r65, m);
    bfly_ct_lazy(r4, r6, r66, r67, m);
    bfly_ct_lazy(r5, r7, r66, r67, m);
    bfly_ct_lazy_skip(r0, r1, r68, r69, m);
    bfly_ct_lazy_skip(r2, r3, r70, r71, m);
    bfly_ct_lazy_skip(r4, r5, r72, r73, m);
    bfly_ct_lazy_skip(r6, r7, r74, r75, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u] = r7;
    __syncthreads();

    // phase 3: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 7u];
    bfly_ct_lazy(r0, r4, r76, r77, m);
    bfly_ct_lazy(r1, r5, r76, r77, m);
    bfly_ct_lazy(r2, r6, r76, r77, m);
    bfly_ct_lazy(r3, r7, r76, r77, m);
    r2 = mod_mul_tw_wide(r2, r80, r81, 0 - m.q);
    bfly_ct_lazy_skip(r0, r2, r78, r79, m);
    r3 = mod_mul_tw_wide(r3, r80, r81, 0 - m.q);
    bfly_ct_lazy_skip(r1, r3, r78, r79, m);
    r6 = mod_mul_tw_wide(r6, r84, r85, 0 - m.q);
    bfly_ct_lazy_skip(r4, r6, r82, r83, m);
    r7 = mod_mul_tw_wide(r7, r84, r85, 0 - m.q);
    bfly_ct_lazy_skip(r5, r7, r82, r83, m);
    r1 = mod_mul_tw_wide(r1, r88, r89, 0 - m.q);
    bfly_ct_lazy(r0, r1, r86, r87, m);
    r3 = mod_mul_tw_wide(r3, r92, r93, 0 - m.q);
    bfly_ct_lazy(r2, r3, r90, r91, m);
    r5 = mod_mul_tw_wide(r5, r96, r97, 0 - m.q);
    bfly_ct_lazy(r4, r5, r94, r95, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 3u))) & 4294967264u)]; r30 = e.x; r31 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 3u))) & 31u)]; r32 = e.x; r33 = e.y; }
    r7 = mod_mul_tw_wide(r7, r32, r33, 0 - m.q);
    bfly_ct_lazy(r6, r7, r30, r31, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(32) rt_demo_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r18, r19, r20, r21, r22, r23, r34, r35;
    word_t r36, r37, r38, r39, r40, r41, r42, r43;
    word_t r44, r45, r46, r47, r48, r49, r50, r51;
    word_t r52, r53, r54, r55, r56, r57, r58, r59;
    word_t r60, r61, r62, r63, r64, r65, r66, r67;
    word_t r68, r69, r70, r71, r72, r73, r74, r75;
    word_t r76, r77, r78, r79, r80, r81, r82, r83;
    word_t r84, r85, r86, r87, r88, r89, r90, r91;
    word_t r92, r93, r94, r95, r96, r97;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2))) & 31u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 1u))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 1u))) & 31u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 2u))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r44), "=l"(r45) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 2u))) & 31u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 3u))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((2048u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2) | 3u))) & 31u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1))) & 31u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1) | 1u))) & 4294967264u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((1024u + ((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1) | 1u))) & 31u)) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 257) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 258) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 259) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 33) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r78), "=l"(r79) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 34) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r80), "=l"(r81) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 35) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r82), "=l"(r83) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r88) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r89) : "l"(&inv_len_c_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r90) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r91) : "l"(&inv_len_c_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r94), "=l"(r95) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 5) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r96), "=l"(r97) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 6) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    bfly_gs_lazy_skip(r0, r1, r34, r35, m);
    r1 = mod_mul_tw_wide(r1, r36, r37, 0 - m.q);
    bfly_gs_lazy_skip(r2, r3, r38, r39, m);
    r3 = mod_mul_tw_wide(r3, r40, r41, 0 - m.q);
    bfly_gs_lazy_skip(r4, r5, r42, r43, m);
    r5 = mod_mul_tw_wide(r5, r44, r45, 0 - m.q);
    bfly_gs_lazy_skip(r6, r7, r46, r47, m);
    r7 = mod_mul_tw_wide(r7, r48, r49, 0 - m.q);
    bfly_gs_lazy(r0, r2, r50, r51, false, m);
    r2 = mod_mul_tw_wide(r2, r52, r53, 0 - m.q);
    bfly_gs_lazy(r1, r3, r50, r51, false, m);
    r3 = mod_mul_tw_wide(r3, r52, r53, 0 - m.q);
    bfly_gs_lazy(r4, r6, r54, r55, false, m);
    r6 = mod_mul_tw_wide(r6, r56, r57, 0 - m.q);
    bfly_gs_lazy(r5, r7, r54, r55, false, m);
    r7 = mod_mul_tw_wide(r7, r56, r57, 0 - m.q);
    bfly_gs_lazy(r0, r4, r58, r59, false, m);
    bfly_gs_lazy(r1, r5, r58, r59, false, m);
    bfly_gs_lazy(r2, r6, r58, r59, false, m);
    bfly_gs_lazy(r3, r7, r58, r59, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u];
    bfly_gs_lazy(r0, r1, r60, r61, false, m);
    bfly_gs_lazy(r2, r3, r62, r63, false, m);
    bfly_gs_lazy(r4, r5, r64, r65, false, m);
    bfly_gs_lazy(r6, r7, r66, r67, false, m);
    bfly_gs_lazy(r0, r2, r68, r69, false, m);
    bfly_gs_lazy(r1, r3, r68, r69, false, m);
    bfly_gs_lazy(r4, r6, r70, r71, false, m);
    bfly_gs_lazy(r5, r7, r70, r71, false, m);
    bfly_gs_lazy(r0, r4, r72, r73, false, m);
    bfly_gs_lazy(r1, r5, r72, r73, false, m);
    bfly_gs_lazy(r2, r6, r72, r73, false, m);
    bfly_gs_lazy(r3, r7, r72, r73, false, m);
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))] = r0;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8] = r1;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 16] = r2;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 24] = r3;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 32] = r4;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 40] = r5;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 48] = r6;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 56] = r7;
    grid_sync(grid_counter);

    // phase 2: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 256];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 320];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 384];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 448];
    bfly_gs_lazy(r0, r1, r74, r75, false, m);
    bfly_gs_lazy(r2, r3, r76, r77, false, m);
    bfly_gs_lazy(r4, r5, r78, r79, false, m);
    bfly_gs_lazy(r6, r7, r80, r81, false, m);
    bfly_gs_lazy(r0, r2, r82, r83, false, m);
    bfly_gs_lazy(r1, r3, r82, r83, false, m);
    bfly_gs_lazy(r4, r6, r84, r85, false, m);
    bfly_gs_lazy(r5, r7, r84, r85, false, m);
    bfly_gs_lazy(r0, r4, r86, r87, false, m);
    bfly_gs_lazy(r1, r5, r86, r87, false, m);
    bfly_gs_lazy(r2, r6, r86, r87, false, m);
    bfly_gs_lazy(r3, r7, r86, r87, false, m);
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u] = r7;
    __syncthreads();

    // phase 3: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u];
    r4 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u];
    r6 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u];
    bfly_gs_lazy(r0, r1, r92, r93, false, m);
    bfly_gs_lazy(r2, r3, r94, r95, false, m);
    bfly_gs_lazy(r4, r5, r96, r97, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 7]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r6, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 2]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy_skip(r0, r2, r20, r21, m);
    bfly_gs_lazy_skip(r1, r3, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 3]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy_skip(r4, r6, r22, r23, m);
    bfly_gs_lazy_skip(r5, r7, r22, r23, m);
    bfly_gs_last(r0, r4, r88, r89, r90, r91, m);
    bfly_gs_last(r1, r5, r88, r89, r90, r91, m);
    bfly_gs_last(r2, r6, r88, r89, r90, r91, m);
    bfly_gs_last(r3, r7, r88, r89, r90, r91, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 512] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1536] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3584] = r7;
}

extern "C" __global__ void __launch_bounds__(32) rt_demo_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
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
    word_t r104, r105, r106, r107;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r44), "=l"(r45) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 4) | (threadIdx.x >> 6)) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 5) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 6) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 7) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 33) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 34) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 35) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 4) | (threadIdx.x >> 6)) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r78), "=l"(r79) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r80), "=l"(r81) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 5) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r82), "=l"(r83) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 6) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 7) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r94), "=l"(r95) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 33) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r96), "=l"(r97) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 34) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r98), "=l"(r99) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 35) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r100), "=l"(r101) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r102), "=l"(r103) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r104), "=l"(r105) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r106), "=l"(r107) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 256) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 512];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1536];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2560];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3584];
    bfly_ct_lazy_skip(r0, r4, r44, r45, m);
    bfly_ct_lazy_skip(r1, r5, r44, r45, m);
    bfly_ct_lazy_skip(r2, r6, r44, r45, m);
    bfly_ct_lazy_skip(r3, r7, r44, r45, m);
    bfly_ct_lazy_skip(r0, r2, r46, r47, m);
    bfly_ct_lazy_skip(r1, r3, r46, r47, m);
    bfly_ct_lazy_skip(r4, r6, r48, r49, m);
    bfly_ct_lazy_skip(r5, r7, r48, r49, m);
    bfly_ct_lazy_skip(r0, r1, r50, r51, m);
    bfly_ct_lazy_skip(r2, r3, r52, r53, m);
    bfly_ct_lazy_skip(r4, r5, r54, r55, m);
    bfly_ct_lazy_skip(r6, r7, r56, r57, m);
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u];
    bfly_ct_lazy(r0, r4, r58, r59, m);
    bfly_ct_lazy(r1, r5, r58, r59, m);
    bfly_ct_lazy(r2, r6, r58, r59, m);
    bfly_ct_lazy(r3, r7, r58, r59, m);
    bfly_ct_lazy_skip(r0, r2, r60, r61, m);
    bfly_ct_lazy_skip(r1, r3, r60, r61, m);
    bfly_ct_lazy_skip(r4, r6, r62, r63, m);
    bfly_ct_lazy_skip(r5, r7, r62, r63, m);
    bfly_ct_lazy(r0, r1, r64, r65, m);
    bfly_ct_lazy(r2, r3, r66, r67, m);
    bfly_ct_lazy(r4, r5, r68, r69, m);
    bfly_ct_lazy(r6, r7, r70, r71, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 256] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 320] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 384] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 448] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 512];
    r2 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024];
    r3 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1536];
    r4 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r5 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2560];
    r6 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072];
    r7 = y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3584];
    bfly_ct_lazy_skip(r0, r4, r72, r73, m);
    bfly_ct_lazy_skip(r1, r5, r72, r73, m);
    bfly_ct_lazy_skip(r2, r6, r72, r73, m);
    bfly_ct_lazy_skip(r3, r7, r72, r73, m);
    bfly_ct_lazy_skip(r0, r2, r74, r75, m);
    bfly_ct_lazy_skip(r1, r3, r74, r75, m);
    bfly_ct_lazy_skip(r4, r6, r76, r77, m);
    bfly_ct_lazy_skip(r5, r7, r76, r77, m);
    bfly_ct_lazy_skip(r0, r1, r78, r79, m);
    bfly_ct_lazy_skip(r2, r3, r80, r81, m);
    bfly_ct_lazy_skip(r4, r5, r82, r83, m);
    bfly_ct_lazy_skip(r6, r7, r84, r85, m);
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 3: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u];
    r2 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u];
    r3 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u];
    r4 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 17u];
    r5 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u];
    r6 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u];
    r7 = smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u];
    bfly_ct_lazy(r0, r4, r86, r87, m);
    bfly_ct_lazy(r1, r5, r86, r87, m);
    bfly_ct_lazy(r2, r6, r86, r87, m);
    bfly_ct_lazy(r3, r7, r86, r87, m);
    bfly_ct_lazy_skip(r0, r2, r88, r89, m);
    bfly_ct_lazy_skip(r1, r3, r88, r89, m);
    bfly_ct_lazy_skip(r4, r6, r90, r91, m);
    bfly_ct_lazy_skip(r5, r7, r90, r91, m);
    bfly_ct_lazy(r0, r1, r92, r93, m);
    bfly_ct_lazy(r2, r3, r94, r95, m);
    bfly_ct_lazy(r4, r5, r96, r97, m);
    bfly_ct_lazy(r6, r7, r98, r99, m);
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64] = r1;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128] = r2;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192] = r3;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 256] = r4;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 320] = r5;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 384] = r6;
    y[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 448] = r7;
    grid_sync(grid_counter);

    // phase 4: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))];
    r1 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8];
    r2 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 16];
    r3 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 24];
    r4 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 32];
    r5 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 40];
    r6 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 48];
    r7 = x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 56];
    r8 = y[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))];
    r9 = y[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8];
    r10 = y[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 16];
    r11 = y[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 24];
    r12 = y[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 32];
    r13 = y[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 40];
    r14 = y[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 48];
    r15 = y[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 56];
    bfly_ct_lazy_skip(r0, r4, r100, r101, m);
    bfly_ct_lazy_skip(r1, r5, r100, r101, m);
    bfly_ct_lazy_skip(r2, r6, r100, r101, m);
    bfly_ct_lazy_skip(r3, r7, r100, r101, m);
    bfly_ct_lazy(r0, r2, r102, r103, m);
    bfly_ct_lazy(r1, r3, r102, r103, m);
    bfly_ct_lazy(r4, r6, r104, r105, m);
    bfly_ct_lazy(r5, r7, r104, r105, m);
    bfly_ct_lazy_skip(r0, r1, r106, r107, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 257]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 258]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 259]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r28, r29, m);
    bfly_ct_lazy_skip(r8, r12, r100, r101, m);
    bfly_ct_lazy_skip(r9, r13, r100, r101, m);
    bfly_ct_lazy_skip(r10, r14, r100, r101, m);
    bfly_ct_lazy_skip(r11, r15, r100, r101, m);
    bfly_ct_lazy(r8, r10, r102, r103, m);
    bfly_ct_lazy(r9, r11, r102, r103, m);
    bfly_ct_lazy(r12, r14, r104, r105, m);
    bfly_ct_lazy(r13, r15, r104, r105, m);
    bfly_ct_lazy_skip(r8, r9, r106, r107, m);
    bfly_ct_lazy_skip(r10, r11, r24, r25, m);
    bfly_ct_lazy_skip(r12, r13, r26, r27, m);
    bfly_ct_lazy_skip(r14, r15, r28, r29, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u] = r7;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 272u] = r8;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 280u] = r9;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 289u] = r10;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 297u] = r11;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 306u] = r12;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 314u] = r13;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 323u] = r14;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 331u] = r15;
    __syncthreads();

    // phase 5: forward kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 4u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 5u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 6u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 7u];
    r8 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 272u];
    r9 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 273u];
    r10 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 274u];
    r11 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 275u];
    r12 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 276u];
    r13 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 277u];
    r14 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 278u];
    r15 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 279u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 512]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r0, r4, r16, r17, m);
    bfly_ct_lazy(r1, r5, r16, r17, m);
    bfly_ct_lazy(r2, r6, r16, r17, m);
    bfly_ct_lazy(r3, r7, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + 1024]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r18, r19, m);
    bfly_ct_lazy_skip(r1, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + 1025]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r20, r21, m);
    bfly_ct_lazy_skip(r5, r7, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 2048]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r0, r1, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 2049]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r2, r3, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 2050]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 2051]; r28 = e.x; r29 = e.y; }
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
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 2048]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy_skip(r0, r1, r30, r31, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 2049]; r32 = e.x; r33 = e.y; }
    bfly_gs_lazy_skip(r2, r3, r32, r33, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 2050]; r34 = e.x; r35 = e.y; }
    bfly_gs_lazy_skip(r4, r5, r34, r35, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 5) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 2)) + 2051]; r36 = e.x; r37 = e.y; }
    bfly_gs_lazy_skip(r6, r7, r36, r37, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + 1024]; r38 = e.x; r39 = e.y; }
    bfly_gs_lazy(r0, r2, r38, r39, false, m);
    bfly_gs_lazy(r1, r3, r38, r39, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 1)) + 1025]; r40 = e.x; r41 = e.y; }
    bfly_gs_lazy(r4, r6, r40, r41, false, m);
    bfly_gs_lazy(r5, r7, r40, r41, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 512]; r42 = e.x; r43 = e.y; }
    bfly_gs_lazy(r0, r4, r42, r43, false, m);
    bfly_gs_lazy(r1, r5, r42, r43, false, m);
    bfly_gs_lazy(r2, r6, r42, r43, false, m);
    bfly_gs_lazy(r3, r7, r42, r43, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 3u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 4u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 5u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 6u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + (((threadIdx.x + (threadIdx.y << 2)) & 7u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 6: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 6) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 256]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 257]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 258]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 2) + 259]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) + 128]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r0, r2, r24, r25, false, m);
    bfly_gs_lazy(r1, r3, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 1) + 129]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r4, r6, r26, r27, false, m);
    bfly_gs_lazy(r5, r7, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 64]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r0, r4, r28, r29, false, m);
    bfly_gs_lazy(r1, r5, r28, r29, false, m);
    bfly_gs_lazy(r2, r6, r28, r29, false, m);
    bfly_gs_lazy(r3, r7, r28, r29, false, m);
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))] = r0;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 8] = r1;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 16] = r2;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 24] = r3;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 32] = r4;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 40] = r5;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 48] = r6;
    x[poly + (size_t)((((bx << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) << 6) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + 56] = r7;
    grid_sync(grid_counter);

    // phase 7: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192];
    r4 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 256];
    r5 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 320];
    r6 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 384];
    r7 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | (((threadIdx.y & 7u) << 3) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 448];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 32]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 33]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 34]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | ((threadIdx.y & 7u) << 2)) + 35]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 16]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 7u) << 1)) + 17]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (threadIdx.y & 7u)) + 8]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r4, r20, r21, false, m);
    bfly_gs_lazy(r1, r5, r20, r21, false, m);
    bfly_gs_lazy(r2, r6, r20, r21, false, m);
    bfly_gs_lazy(r3, r7, r20, r21, false, m);
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 1u) << 2) + threadIdx.x) >> 4)) + 4u] = r1;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 2u) << 2) + threadIdx.x) >> 4)) + 8u] = r2;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 3u) << 2) + threadIdx.x) >> 4)) + 12u] = r3;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) >> 4)) + 17u] = r4;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 5u) << 2) + threadIdx.x) >> 4)) + 20u] = r5;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 6u) << 2) + threadIdx.x) >> 4)) + 24u] = r6;
    smem[(((((threadIdx.y & 7u) << 3) << 2) + threadIdx.x) + ((((((threadIdx.y & 7u) << 3) | 7u) << 2) + threadIdx.x) >> 4)) + 28u] = r7;
    __syncthreads();

    // phase 8: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 102u];
    r4 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 170u];
    r6 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[((((threadIdx.y & 7u) << 2) + threadIdx.x) + ((((threadIdx.y & 7u) << 2) + threadIdx.x) >> 4)) + 238u];
    r8 = inv_len_v_t[1];
    r9 = inv_len_c_t[1];
    r10 = inv_len_v_t[0];
    r11 = inv_len_c_t[0];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 4]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r0, r1, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 5]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r2, r3, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 6]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r4, r5, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 2) + 7]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r6, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 2]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy_skip(r0, r2, r20, r21, m);
    bfly_gs_lazy_skip(r1, r3, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 3]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy_skip(r4, r6, r22, r23, m);
    bfly_gs_lazy_skip(r5, r7, r22, r23, m);
    bfly_gs_last(r0, r4, r8, r9, r10, r11, m);
    bfly_gs_last(r1, r5, r8, r9, r10, r11, m);
    bfly_gs_last(r2, r6, r8, r9, r10, r11, m);
    bfly_gs_last(r3, r7, r8, r9, r10, r11, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 512] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1024] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 1536] = r3;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r4;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3072] = r6;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y & 7u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 3584] = r7;
}

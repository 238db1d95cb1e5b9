// nttgen: ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2.toml --out generated/ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2"
//   transform = "ntt-negacyclic"
//   log_n = 15
//   word = "u64"
//   reduction = "shoup"
//   radix = 4
//   stage_split = [8, 7]
//   cluster = 2
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//   factored_levels = 0
//   pinned_twiddles = true
//
//   [moduli]
//   primes = [1152921504606584833, 1152921504598720513]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_fwd0: grid_x 64, block 2 x 64, shared 4352 B; mulmods 131072, addmods 262144, butterflies 131072, global bytes 524288 (read 262144, write 262144), table bytes 1572864, shuffles 0
//   ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_fwd1: grid_x 128, block 32 x 2, shared 2176 B; mulmods 114688, addmods 262144, butterflies 114688, global bytes 524288 (read 262144, write 262144), table bytes 1441792, shuffles 0
//   ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_pw: grid_x 256, block 128 x 1, shared 0 B; mulmods 32768, addmods 0, butterflies 0, global bytes 786432 (read 524288, write 262144), table bytes 0, shuffles 0
//   ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_inv1: grid_x 128, block 32 x 2, shared 2176 B; mulmods 114688, addmods 229376, butterflies 114688, global bytes 524288 (read 262144, write 262144), table bytes 1441792, shuffles 0
//   ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_inv0: grid_x 64, block 2 x 64, shared 4352 B; mulmods 147456, addmods 262144, butterflies 131072, global bytes 524288 (read 262144, write 262144), table bytes 1703936, shuffles 0
//   ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_product1: grid_x 128, block 32 x 2, shared 4352 B; mulmods 376832, addmods 753664, butterflies 344064, global bytes 786432 (read 524288, write 262144), table bytes 2883584, shuffles 0
//   ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_fwd_coop: grid_x 64, block 2 x 64, shared 4480 B; mulmods 245760, addmods 524288, butterflies 245760, global bytes 1048576 (read 524288, write 524288), table bytes 3014656, shuffles 0
//   ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_inv_coop: grid_x 64, block 2 x 64, shared 4480 B; mulmods 262144, addmods 491520, butterflies 245760, global bytes 1048576 (read 524288, write 524288), table bytes 3145728, shuffles 0
//   ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_product_coop: grid_x 64, block 2 x 64, shared 8832 B; mulmods 786432, addmods 1540096, butterflies 737280, global bytes 2359296 (read 1310720, write 1048576), table bytes 7733248, shuffles 0

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



extern "C" __global__ void __launch_bounds__(128) ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r10, r11;
    word_t r12, r13, r14, r15, r16, r17, r18, r19;
    word_t r20, r21, r22, r23, r24, r25, r26, r27;
    word_t r28, r29, r30, r31;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 16384];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 24576];
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r4), "=l"(r5) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 6) | (threadIdx.x >> 7)) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r10), "=l"(r11) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r12), "=l"(r13) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r14), "=l"(r15) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u)) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 9) : "memory");
    bfly_ct_lazy_skip(r0, r2, r4, r5, m);
    bfly_ct_lazy_skip(r1, r3, r4, r5, m);
    bfly_ct_lazy_skip(r0, r1, r10, r11, m);
    bfly_ct_lazy_skip(r2, r3, r12, r13, m);
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 408u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 33) : "memory");
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u];
    bfly_ct_lazy_skip(r0, r2, r14, r15, m);
    bfly_ct_lazy_skip(r1, r3, r14, r15, m);
    bfly_ct_lazy(r0, r1, r16, r17, m);
    bfly_ct_lazy(r2, r3, r18, r19, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u)) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 129) : "memory");
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    bfly_ct_lazy_skip(r0, r2, r20, r21, m);
    bfly_ct_lazy_skip(r1, r3, r20, r21, m);
    bfly_ct_lazy(r0, r1, r22, r23, m);
    bfly_ct_lazy(r2, r3, r24, r25, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 1u) << 1) + threadIdx.x) >> 4)) + 2u];
    r2 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 3u) << 1) + threadIdx.x) >> 4)) + 6u];
    bfly_ct_lazy_skip(r0, r2, r26, r27, m);
    bfly_ct_lazy_skip(r1, r3, r26, r27, m);
    bfly_ct_lazy(r0, r1, r28, r29, m);
    bfly_ct_lazy(r2, r3, r30, r31, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r10, r11;
    word_t r12, r13, r14, r15, r16, r17, r18, r19;
    word_t r20, r21, r22, r23, r24, r25, r26, r27;
    word_t r28, r29;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96];
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r4), "=l"(r5) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx << 1) | threadIdx.y) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r10), "=l"(r11) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 1) | threadIdx.y) << 1) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r12), "=l"(r13) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 1) | threadIdx.y) << 1) + 513) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r14), "=l"(r15) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u)) + 1024) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1)) + 2048) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1)) + 2049) : "memory");
    bfly_ct_lazy_skip(r0, r2, r4, r5, m);
    bfly_ct_lazy_skip(r1, r3, r4, r5, m);
    bfly_ct_lazy(r0, r1, r10, r11, m);
    bfly_ct_lazy(r2, r3, r12, r13, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 34u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 68u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 4096) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 8192) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 8193) : "memory");
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 17u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 25u];
    bfly_ct_lazy_skip(r0, r2, r14, r15, m);
    bfly_ct_lazy_skip(r1, r3, r14, r15, m);
    bfly_ct_lazy(r0, r1, r16, r17, m);
    bfly_ct_lazy(r2, r3, r18, r19, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 17u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 25u] = r3;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 16384) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 16385) : "memory");
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 6u];
    bfly_ct_lazy_skip(r0, r2, r20, r21, m);
    bfly_ct_lazy_skip(r1, r3, r20, r21, m);
    bfly_ct_lazy(r0, r1, r22, r23, m);
    bfly_ct_lazy(r2, r3, r24, r25, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 6u] = r3;
    __syncthreads();

    // phase 3: forward kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 3u];
    bfly_ct_lazy_skip(r0, r1, r26, r27, m);
    bfly_ct_lazy_skip(r2, r3, r28, r29, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | ((threadIdx.x & 31u) << 2))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | ((threadIdx.x & 31u) << 2)) + 2]) = make_ulonglong2(r2, r3);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r10, r11;
    word_t r12, r13, r14, r15, r16, r17, r18, r19;
    word_t r20, r21, r22, r23, r24, r25, r26, r27;
    word_t r28, r29;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | ((threadIdx.x & 31u) << 2))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | ((threadIdx.x & 31u) << 2)) + 2]); r2 = v.x; r3 = v.y; }
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r4), "=l"(r5) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 16384) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r10), "=l"(r11) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 16385) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r12), "=l"(r13) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 8192) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r14), "=l"(r15) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 8193) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 4096) : "memory");
    bfly_gs_lazy_skip(r0, r1, r4, r5, m);
    bfly_gs_lazy_skip(r2, r3, r10, r11, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 3u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1)) + 2048) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1)) + 2049) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u)) + 1024) : "memory");
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 6u];
    bfly_gs_lazy(r0, r1, r12, r13, false, m);
    bfly_gs_lazy(r2, r3, r14, r15, false, m);
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 6u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 1) | threadIdx.y) << 1) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 1) | threadIdx.y) << 1) + 513) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((bx << 1) | threadIdx.y) + 256) : "memory");
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 17u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 25u];
    bfly_gs_lazy(r0, r1, r18, r19, false, m);
    bfly_gs_lazy(r2, r3, r20, r21, false, m);
    bfly_gs_lazy(r0, r2, r22, r23, false, m);
    bfly_gs_lazy(r1, r3, r22, r23, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 17u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 25u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 34u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 68u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 102u];
    bfly_gs_lazy(r0, r1, r24, r25, false, m);
    bfly_gs_lazy(r2, r3, r26, r27, false, m);
    bfly_gs_lazy(r0, r2, r28, r29, false, m);
    bfly_gs_lazy(r1, r3, r28, r29, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r12, r13;
    word_t r14, r15, r16, r17, r18, r19, r20, r21;
    word_t r22, r23, r24, r25, r26, r27, r28, r29;
    word_t r30, r31, r32, r33, r34, r35;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384];
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r4), "=l"(r5) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r12), "=l"(r13) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r14), "=l"(r15) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u)) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 33) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u)) + 16) : "memory");
    bfly_gs_lazy(r0, r1, r4, r5, false, m);
    bfly_gs_lazy(r2, r3, r12, r13, false, m);
    bfly_gs_lazy(r0, r2, r14, r15, false, m);
    bfly_gs_lazy(r1, r3, r14, r15, false, m);
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 1u) << 1) + threadIdx.x) >> 4)) + 2u] = r1;
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r2;
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 3u) << 1) + threadIdx.x) >> 4)) + 6u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 9) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u)) + 4) : "memory");
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    bfly_gs_lazy(r0, r2, r20, r21, false, m);
    bfly_gs_lazy(r1, r3, r20, r21, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r28) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r29) : "l"(&inv_len_c_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r30) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r31) : "l"(&inv_len_c_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 3) : "memory");
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u];
    bfly_gs_lazy(r0, r1, r22, r23, false, m);
    bfly_gs_lazy(r2, r3, r24, r25, false, m);
    bfly_gs_lazy(r0, r2, r26, r27, false, m);
    bfly_gs_lazy(r1, r3, r26, r27, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 0: group 3
    r0 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 408u];
    bfly_gs_lazy_skip(r0, r1, r32, r33, m);
    bfly_gs_lazy_skip(r2, r3, r34, r35, m);
    bfly_gs_last(r0, r2, r28, r29, r30, r31, m);
    bfly_gs_last(r1, r3, r28, r29, r30, r31, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 16384] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 24576] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_product1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r16, r17, r18, r19, r20, r21;
    word_t r22, r23, r24, r25, r26, r27, r28, r29;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96];
    r4 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))];
    r5 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32];
    r6 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64];
    r7 = y[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96];
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r8), "=l"(r9) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx << 1) | threadIdx.y) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 1) | threadIdx.y) << 1) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 1) | threadIdx.y) << 1) + 513) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u)) + 1024) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1)) + 2048) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1)) + 2049) : "memory");
    bfly_ct_lazy_skip(r0, r2, r8, r9, m);
    bfly_ct_lazy_skip(r1, r3, r8, r9, m);
    bfly_ct_lazy(r0, r1, r16, r17, m);
    bfly_ct_lazy(r2, r3, r18, r19, m);
    bfly_ct_lazy_skip(r4, r6, r8, r9, m);
    bfly_ct_lazy_skip(r5, r7, r8, r9, m);
    bfly_ct_lazy(r4, r5, r16, r17, m);
    bfly_ct_lazy(r6, r7, r18, r19, m);
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 34u] = r1;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 68u] = r2;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 102u] = r3;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 272u] = r4;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 306u] = r5;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 340u] = r6;
    smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 374u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 4096) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 8192) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 8193) : "memory");
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 17u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 25u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 272u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 280u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 289u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 297u];
    bfly_ct_lazy_skip(r0, r2, r20, r21, m);
    bfly_ct_lazy_skip(r1, r3, r20, r21, m);
    bfly_ct_lazy(r0, r1, r22, r23, m);
    bfly_ct_lazy(r2, r3, r24, r25, m);
    bfly_ct_lazy_skip(r4, r6, r20, r21, m);
    bfly_ct_lazy_skip(r5, r7, r20, r21, m);
    bfly_ct_lazy(r4, r5, r22, r23, m);
    bfly_ct_lazy(r6, r7, r24, r25, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 17u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 25u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 272u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 280u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 289u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 297u] = r7;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 16384) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 16385) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 16384) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 6) | ((threadIdx.x & 31u) << 1)) + 16385) : "memory");
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 6u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 272u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 274u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 276u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 278u];
    bfly_ct_lazy_skip(r0, r2, r26, r27, m);
    bfly_ct_lazy_skip(r1, r3, r26, r27, m);
    bfly_ct_lazy(r0, r1, r28, r29, m);
    bfly_ct_lazy(r2, r3, r30, r31, m);
    bfly_ct_lazy_skip(r4, r6, r26, r27, m);
    bfly_ct_lazy_skip(r5, r7, r26, r27, m);
    bfly_ct_lazy(r4, r5, r28, r29, m);
    bfly_ct_lazy(r6, r7, r30, r31, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 6u] = r3;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 272u] = r4;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 274u] = r5;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 276u] = r6;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 278u] = r7;
    __syncthreads();

    // phase 3: forward kernel 1: group 3
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 8192) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 8193) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r44), "=l"(r45) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 4096) : "memory");
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 272u];
    r5 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 273u];
    r6 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 274u];
    r7 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 275u];
    bfly_ct_lazy_skip(r0, r1, r32, r33, m);
    bfly_ct_lazy_skip(r2, r3, r34, r35, m);
    bfly_ct_lazy_skip(r4, r5, r32, r33, m);
    bfly_ct_lazy_skip(r6, r7, r34, r35, m);
    r0 = mod_normalize(r0, m);
    r4 = mod_normalize(r4, m);
    r0 = mod_mul(r0, r4, m);
    r1 = mod_normalize(r1, m);
    r5 = mod_normalize(r5, m);
    r1 = mod_mul(r1, r5, m);
    r2 = mod_normalize(r2, m);
    r6 = mod_normalize(r6, m);
    r2 = mod_mul(r2, r6, m);
    r3 = mod_normalize(r3, m);
    r7 = mod_normalize(r7, m);
    r3 = mod_mul(r3, r7, m);
    bfly_gs_lazy_skip(r0, r1, r36, r37, m);
    bfly_gs_lazy_skip(r2, r3, r38, r39, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) + (((threadIdx.y << 7) + ((threadIdx.x & 31u) << 2)) >> 4)) + 3u] = r3;
    __syncthreads();

    // phase 4: inverse kernel 1: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1)) + 2048) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 3) | (((threadIdx.x >> 3) & 3u) << 1)) + 2049) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) | threadIdx.y) << 2) | ((threadIdx.x >> 3) & 3u)) + 1024) : "memory");
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 2u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 4u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 6u];
    bfly_gs_lazy(r0, r1, r40, r41, false, m);
    bfly_gs_lazy(r2, r3, r42, r43, false, m);
    bfly_gs_lazy(r0, r2, r44, r45, false, m);
    bfly_gs_lazy(r1, r3, r44, r45, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 2u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 4u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) + (((threadIdx.y << 7) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 3))) >> 4)) + 6u] = r3;
    __syncthreads();

    // phase 5: inverse kernel 1: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 1) | threadIdx.y) << 1) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 1) | threadIdx.y) << 1) + 513) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((bx << 1) | threadIdx.y) + 256) : "memory");
    r0 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 8u];
    r2 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 17u];
    r3 = smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 25u];
    bfly_gs_lazy(r0, r1, r46, r47, false, m);
    bfly_gs_lazy(r2, r3, r48, r49, false, m);
    bfly_gs_lazy(r0, r2, r50, r51, false, m);
    bfly_gs_lazy(r1, r3, r50, r51, false, m);
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4))] = r0;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 8u] = r1;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 17u] = r2;
    smem[(((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) + (((threadIdx.y << 7) + ((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 3u) << 5))) >> 4)) + 25u] = r3;
    __syncthreads();

    // phase 6: inverse kernel 1: group 3
    r0 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4))];
    r1 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 34u];
    r2 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 68u];
    r3 = smem[(((threadIdx.y << 7) + (threadIdx.x & 31u)) + (((threadIdx.y << 7) + (threadIdx.x & 31u)) >> 4)) + 102u];
    bfly_gs_lazy(r0, r1, r52, r53, false, m);
    bfly_gs_lazy(r2, r3, r54, r55, false, m);
    bfly_gs_lazy(r0, r2, r56, r57, false, m);
    bfly_gs_lazy(r1, r3, r56, r57, false, m);
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx << 1) | threadIdx.y) << 7) | (threadIdx.x & 31u)) + 96] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r10, r11;
    word_t r12, r13, r14, r15, r16, r17, r18, r19;
    word_t r20, r21, r22, r23, r24, r25, r26, r27;
    word_t r28, r29, r30, r31, r32, r33, r34, r35;
    word_t r36, r37;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r4), "=l"(r5) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 6) | (threadIdx.x >> 7)) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r10), "=l"(r11) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r12), "=l"(r13) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r14), "=l"(r15) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u)) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 9) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 16384];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 24576];
    bfly_ct_lazy_skip(r0, r2, r4, r5, m);
    bfly_ct_lazy_skip(r1, r3, r4, r5, m);
    bfly_ct_lazy_skip(r0, r1, r10, r11, m);
    bfly_ct_lazy_skip(r2, r3, r12, r13, m);
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 408u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 33) : "memory");
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u];
    bfly_ct_lazy_skip(r0, r2, r14, r15, m);
    bfly_ct_lazy_skip(r1, r3, r14, r15, m);
    bfly_ct_lazy(r0, r1, r16, r17, m);
    bfly_ct_lazy(r2, r3, r18, r19, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u)) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 129) : "memory");
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    bfly_ct_lazy_skip(r0, r2, r20, r21, m);
    bfly_ct_lazy_skip(r1, r3, r20, r21, m);
    bfly_ct_lazy(r0, r1, r22, r23, m);
    bfly_ct_lazy(r2, r3, r24, r25, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 1) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 1) + 513) : "memory");
    r0 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 1u) << 1) + threadIdx.x) >> 4)) + 2u];
    r2 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 3u) << 1) + threadIdx.x) >> 4)) + 6u];
    bfly_ct_lazy_skip(r0, r2, r26, r27, m);
    bfly_ct_lazy_skip(r1, r3, r26, r27, m);
    bfly_ct_lazy(r0, r1, r28, r29, m);
    bfly_ct_lazy(r2, r3, r30, r31, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384] = r3;
    grid_sync(grid_counter);

    // phase 4: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 32];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 64];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 96];
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r14), "=l"(r15) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u)) + 1024) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 1)) + 2048) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 1)) + 2049) : "memory");
    bfly_ct_lazy_skip(r0, r2, r32, r33, m);
    bfly_ct_lazy_skip(r1, r3, r32, r33, m);
    bfly_ct_lazy(r0, r1, r34, r35, m);
    bfly_ct_lazy(r2, r3, r36, r37, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 102u] = r3;
    __syncthreads();

    // phase 5: forward kernel 1: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u)) + 4096) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 1)) + 8192) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 1)) + 8193) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 17u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 25u];
    bfly_ct_lazy_skip(r0, r2, r14, r15, m);
    bfly_ct_lazy_skip(r1, r3, r14, r15, m);
    bfly_ct_lazy(r0, r1, r16, r17, m);
    bfly_ct_lazy(r2, r3, r18, r19, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 17u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 25u] = r3;
    __syncthreads();

    // phase 6: forward kernel 1: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 1)) + 16384) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 1)) + 16385) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 4u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 6u];
    bfly_ct_lazy_skip(r0, r2, r20, r21, m);
    bfly_ct_lazy_skip(r1, r3, r20, r21, m);
    bfly_ct_lazy(r0, r1, r22, r23, m);
    bfly_ct_lazy(r2, r3, r24, r25, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 2u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 4u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 6u] = r3;
    __syncthreads();

    // phase 7: forward kernel 1: group 3
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 3u];
    bfly_ct_lazy_skip(r0, r1, r26, r27, m);
    bfly_ct_lazy_skip(r2, r3, r28, r29, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + 2]) = make_ulonglong2(r2, r3);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r10, r11;
    word_t r12, r13, r14, r15, r16, r17, r18, r19;
    word_t r20, r21, r22, r23, r24, r25, r26, r27;
    word_t r28, r29, r30, r31, r32, r33, r34, r35;
    word_t r36, r37, r38, r39, r40, r41;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r4), "=l"(r5) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 1)) + 16384) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r10), "=l"(r11) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 1)) + 16385) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r12), "=l"(r13) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 1)) + 8192) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r14), "=l"(r15) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 1)) + 8193) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u)) + 4096) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + 2]); r2 = v.x; r3 = v.y; }
    bfly_gs_lazy_skip(r0, r1, r4, r5, m);
    bfly_gs_lazy_skip(r2, r3, r10, r11, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 3u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 1)) + 2048) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 1)) + 2049) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u)) + 1024) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 4u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 6u];
    bfly_gs_lazy(r0, r1, r12, r13, false, m);
    bfly_gs_lazy(r2, r3, r14, r15, false, m);
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 2u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 4u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 6u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 1) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 1) + 513) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) + 256) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 17u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 25u];
    bfly_gs_lazy(r0, r1, r18, r19, false, m);
    bfly_gs_lazy(r2, r3, r20, r21, false, m);
    bfly_gs_lazy(r0, r2, r22, r23, false, m);
    bfly_gs_lazy(r1, r3, r22, r23, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 17u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 25u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 1: group 3
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u)) + 64) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 68u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 102u];
    bfly_gs_lazy(r0, r1, r24, r25, false, m);
    bfly_gs_lazy(r2, r3, r26, r27, false, m);
    bfly_gs_lazy(r0, r2, r28, r29, false, m);
    bfly_gs_lazy(r1, r3, r28, r29, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 32] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 64] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 96] = r3;
    grid_sync(grid_counter);

    // phase 4: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384];
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 33) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u)) + 16) : "memory");
    bfly_gs_lazy(r0, r1, r36, r37, false, m);
    bfly_gs_lazy(r2, r3, r38, r39, false, m);
    bfly_gs_lazy(r0, r2, r40, r41, false, m);
    bfly_gs_lazy(r1, r3, r40, r41, false, m);
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 1u) << 1) + threadIdx.x) >> 4)) + 2u] = r1;
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r2;
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 3u) << 1) + threadIdx.x) >> 4)) + 6u] = r3;
    __syncthreads();

    // phase 5: inverse kernel 0: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 9) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u)) + 4) : "memory");
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    bfly_gs_lazy(r0, r2, r20, r21, false, m);
    bfly_gs_lazy(r1, r3, r20, r21, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r3;
    __syncthreads();

    // phase 6: inverse kernel 0: group 2
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r28) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r29) : "l"(&inv_len_c_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r30) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r31) : "l"(&inv_len_c_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 3) : "memory");
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u];
    bfly_gs_lazy(r0, r1, r22, r23, false, m);
    bfly_gs_lazy(r2, r3, r24, r25, false, m);
    bfly_gs_lazy(r0, r2, r26, r27, false, m);
    bfly_gs_lazy(r1, r3, r26, r27, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 7: inverse kernel 0: group 3
    r0 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 408u];
    bfly_gs_lazy_skip(r0, r1, r32, r33, m);
    bfly_gs_lazy_skip(r2, r3, r34, r35, m);
    bfly_gs_last(r0, r2, r28, r29, r30, r31, m);
    bfly_gs_last(r1, r3, r28, r29, r30, r31, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 16384] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 24576] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n15_r4_s8x7_c2_shoup_f0_pin_q2_product_coop(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r10, r11, r12, r13, r14, r15, r16, r17;
    word_t r18, r19, r20, r21, r22, r23, r24, r25;
    word_t r26, r27, r28, r29, r30, r31, r32, r33;
    word_t r34, r35, r36, r37, r38, r39, r40, r41;
    word_t r42, r43, r44, r45, r46, r47, r48, r49;
    word_t r50, r51, r52, r53, r54, r55, r56, r57;
    word_t r58, r59, r60, r61, r62, r63, r64, r65;
    word_t r66, r67, r68, r69, r70, r71, r72, r73;
    word_t r74, r75;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r4), "=l"(r5) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 6) | (threadIdx.x >> 7)) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r10), "=l"(r11) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r12), "=l"(r13) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r14), "=l"(r15) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u)) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 9) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 16384];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 24576];
    bfly_ct_lazy_skip(r0, r2, r4, r5, m);
    bfly_ct_lazy_skip(r1, r3, r4, r5, m);
    bfly_ct_lazy_skip(r0, r1, r10, r11, m);
    bfly_ct_lazy_skip(r2, r3, r12, r13, m);
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 408u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 33) : "memory");
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u];
    bfly_ct_lazy_skip(r0, r2, r14, r15, m);
    bfly_ct_lazy_skip(r1, r3, r14, r15, m);
    bfly_ct_lazy(r0, r1, r16, r17, m);
    bfly_ct_lazy(r2, r3, r18, r19, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u)) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 129) : "memory");
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    bfly_ct_lazy_skip(r0, r2, r20, r21, m);
    bfly_ct_lazy_skip(r1, r3, r20, r21, m);
    bfly_ct_lazy(r0, r1, r22, r23, m);
    bfly_ct_lazy(r2, r3, r24, r25, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 6) | (threadIdx.x >> 7)) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 3) : "memory");
    r0 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 1u) << 1) + threadIdx.x) >> 4)) + 2u];
    r2 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 3u) << 1) + threadIdx.x) >> 4)) + 6u];
    bfly_ct_lazy_skip(r0, r2, r26, r27, m);
    bfly_ct_lazy_skip(r1, r3, r26, r27, m);
    bfly_ct_lazy(r0, r1, r28, r29, m);
    bfly_ct_lazy(r2, r3, r30, r31, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384] = r3;
    __syncthreads();

    // phase 4: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192];
    r2 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 16384];
    r3 = y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 24576];
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r14), "=l"(r15) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u)) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 9) : "memory");
    bfly_ct_lazy_skip(r0, r2, r58, r59, m);
    bfly_ct_lazy_skip(r1, r3, r58, r59, m);
    bfly_ct_lazy_skip(r0, r1, r60, r61, m);
    bfly_ct_lazy_skip(r2, r3, r62, r63, m);
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 408u] = r3;
    __syncthreads();

    // phase 5: forward kernel 0: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 33) : "memory");
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u];
    bfly_ct_lazy_skip(r0, r2, r14, r15, m);
    bfly_ct_lazy_skip(r1, r3, r14, r15, m);
    bfly_ct_lazy(r0, r1, r16, r17, m);
    bfly_ct_lazy(r2, r3, r18, r19, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 6: forward kernel 0: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u)) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 129) : "memory");
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    bfly_ct_lazy_skip(r0, r2, r20, r21, m);
    bfly_ct_lazy_skip(r1, r3, r20, r21, m);
    bfly_ct_lazy(r0, r1, r22, r23, m);
    bfly_ct_lazy(r2, r3, r24, r25, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r3;
    __syncthreads();

    // phase 7: forward kernel 0: group 3
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 1) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 1) + 513) : "memory");
    r0 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 1u) << 1) + threadIdx.x) >> 4)) + 2u];
    r2 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 2u) << 1) + threadIdx.x) >> 4)) + 4u];
    r3 = smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 3u) << 1) + threadIdx.x) >> 4)) + 6u];
    bfly_ct_lazy_skip(r0, r2, r26, r27, m);
    bfly_ct_lazy_skip(r1, r3, r26, r27, m);
    bfly_ct_lazy(r0, r1, r28, r29, m);
    bfly_ct_lazy(r2, r3, r30, r31, m);
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128] = r1;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256] = r2;
    y[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384] = r3;
    grid_sync(grid_counter);

    // phase 8: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 32];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 64];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 96];
    r4 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))];
    r5 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 32];
    r6 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 64];
    r7 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 96];
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u)) + 1024) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 1)) + 2048) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 1)) + 2049) : "memory");
    bfly_ct_lazy_skip(r0, r2, r64, r65, m);
    bfly_ct_lazy_skip(r1, r3, r64, r65, m);
    bfly_ct_lazy(r0, r1, r66, r67, m);
    bfly_ct_lazy(r2, r3, r68, r69, m);
    bfly_ct_lazy_skip(r4, r6, r64, r65, m);
    bfly_ct_lazy_skip(r5, r7, r64, r65, m);
    bfly_ct_lazy(r4, r5, r66, r67, m);
    bfly_ct_lazy(r6, r7, r68, r69, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 102u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 272u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 306u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 340u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 374u] = r7;
    __syncthreads();

    // phase 9: forward kernel 1: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u)) + 4096) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 1)) + 8192) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 1)) + 8193) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 17u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 25u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 272u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 280u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 289u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 297u];
    bfly_ct_lazy_skip(r0, r2, r20, r21, m);
    bfly_ct_lazy_skip(r1, r3, r20, r21, m);
    bfly_ct_lazy(r0, r1, r22, r23, m);
    bfly_ct_lazy(r2, r3, r24, r25, m);
    bfly_ct_lazy_skip(r4, r6, r20, r21, m);
    bfly_ct_lazy_skip(r5, r7, r20, r21, m);
    bfly_ct_lazy(r4, r5, r22, r23, m);
    bfly_ct_lazy(r6, r7, r24, r25, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 17u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 25u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 272u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 280u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 289u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 297u] = r7;
    __syncthreads();

    // phase 10: forward kernel 1: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 1)) + 16384) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 1)) + 16385) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 1)) + 16384) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 1)) + 16385) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 4u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 6u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 272u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 274u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 276u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 278u];
    bfly_ct_lazy_skip(r0, r2, r26, r27, m);
    bfly_ct_lazy_skip(r1, r3, r26, r27, m);
    bfly_ct_lazy(r0, r1, r28, r29, m);
    bfly_ct_lazy(r2, r3, r30, r31, m);
    bfly_ct_lazy_skip(r4, r6, r26, r27, m);
    bfly_ct_lazy_skip(r5, r7, r26, r27, m);
    bfly_ct_lazy(r4, r5, r28, r29, m);
    bfly_ct_lazy(r6, r7, r30, r31, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 2u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 4u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 6u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 272u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 274u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 276u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 278u] = r7;
    __syncthreads();

    // phase 11: forward kernel 1: group 3
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 1)) + 8192) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 1)) + 8193) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r44), "=l"(r45) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u)) + 4096) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 1u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 2u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 3u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 272u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 273u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 274u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 275u];
    bfly_ct_lazy_skip(r0, r1, r32, r33, m);
    bfly_ct_lazy_skip(r2, r3, r34, r35, m);
    bfly_ct_lazy_skip(r4, r5, r32, r33, m);
    bfly_ct_lazy_skip(r6, r7, r34, r35, m);
    r0 = mod_normalize(r0, m);
    r4 = mod_normalize(r4, m);
    r0 = mod_mul(r0, r4, m);
    r1 = mod_normalize(r1, m);
    r5 = mod_normalize(r5, m);
    r1 = mod_mul(r1, r5, m);
    r2 = mod_normalize(r2, m);
    r6 = mod_normalize(r6, m);
    r2 = mod_mul(r2, r6, m);
    r3 = mod_normalize(r3, m);
    r7 = mod_normalize(r7, m);
    r3 = mod_mul(r3, r7, m);
    bfly_gs_lazy_skip(r0, r1, r36, r37, m);
    bfly_gs_lazy_skip(r2, r3, r38, r39, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 1u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 2u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u) << 2)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 3u] = r3;
    __syncthreads();

    // phase 12: inverse kernel 1: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 1)) + 2048) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 1)) + 2049) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u)) + 1024) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 2u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 4u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 6u];
    bfly_gs_lazy(r0, r1, r40, r41, false, m);
    bfly_gs_lazy(r2, r3, r42, r43, false, m);
    bfly_gs_lazy(r0, r2, r44, r45, false, m);
    bfly_gs_lazy(r1, r3, r44, r45, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 2u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 4u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 1u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 2) & 15u) << 3))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 6u] = r3;
    __syncthreads();

    // phase 13: inverse kernel 1: group 2
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 1) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 1) + 513) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) + 256) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 8u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 17u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 25u];
    bfly_gs_lazy(r0, r1, r46, r47, false, m);
    bfly_gs_lazy(r2, r3, r48, r49, false, m);
    bfly_gs_lazy(r0, r2, r50, r51, false, m);
    bfly_gs_lazy(r1, r3, r50, r51, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 8u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 17u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 7u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 4) & 3u) << 5))) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 25u] = r3;
    __syncthreads();

    // phase 14: inverse kernel 1: group 3
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 7) | ((threadIdx.y & 63u) << 1)) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 6) | (threadIdx.y & 63u)) + 64) : "memory");
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 68u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 6) << 7) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) >> 4)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 552u)) + 102u];
    bfly_gs_lazy(r0, r1, r52, r53, false, m);
    bfly_gs_lazy(r2, r3, r54, r55, false, m);
    bfly_gs_lazy(r0, r2, r56, r57, false, m);
    bfly_gs_lazy(r1, r3, r56, r57, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 32] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 64] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 6)) << 7) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 31u)) + 96] = r3;
    grid_sync(grid_counter);

    // phase 15: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 128];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 256];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | (((threadIdx.y & 63u) << 2) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 384];
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r16), "=l"(r17) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 5) | (((threadIdx.y >> 2) & 15u) << 1)) + 33) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 4) | ((threadIdx.y >> 2) & 15u)) + 16) : "memory");
    bfly_gs_lazy(r0, r1, r70, r71, false, m);
    bfly_gs_lazy(r2, r3, r72, r73, false, m);
    bfly_gs_lazy(r0, r2, r74, r75, false, m);
    bfly_gs_lazy(r1, r3, r74, r75, false, m);
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 1u) << 1) + threadIdx.x) >> 4)) + 2u] = r1;
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 2u) << 1) + threadIdx.x) >> 4)) + 4u] = r2;
    smem[(((((threadIdx.y & 63u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 63u) << 2) | 3u) << 1) + threadIdx.x) >> 4)) + 6u] = r3;
    __syncthreads();

    // phase 16: inverse kernel 0: group 1
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 3) | (((threadIdx.y >> 4) & 3u) << 1)) + 9) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx >> 6) | (threadIdx.x >> 7)) << 2) | ((threadIdx.y >> 4) & 3u)) + 4) : "memory");
    r0 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u];
    r2 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u];
    r3 = smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u];
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    bfly_gs_lazy(r0, r2, r20, r21, false, m);
    bfly_gs_lazy(r1, r3, r20, r21, false, m);
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 4u) << 1) + threadIdx.x) >> 4)) + 8u] = r1;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + (((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) >> 4)) + 17u] = r2;
    smem[(((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) << 1) + threadIdx.x) + ((((((threadIdx.y & 3u) | (((threadIdx.y >> 2) & 15u) << 4)) | 12u) << 1) + threadIdx.x) >> 4)) + 24u] = r3;
    __syncthreads();

    // phase 17: inverse kernel 0: group 2
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r28) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r29) : "l"(&inv_len_c_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r30) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r31) : "l"(&inv_len_c_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 6) | (threadIdx.x >> 7)) << 1) + 3) : "memory");
    r0 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u];
    bfly_gs_lazy(r0, r1, r22, r23, false, m);
    bfly_gs_lazy(r2, r3, r24, r25, false, m);
    bfly_gs_lazy(r0, r2, r26, r27, false, m);
    bfly_gs_lazy(r1, r3, r26, r27, false, m);
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) + (((((threadIdx.y & 15u) | (((threadIdx.y >> 4) & 3u) << 6)) << 1) + threadIdx.x) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 18: inverse kernel 0: group 3
    r0 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((threadIdx.y & 63u) << 1) + threadIdx.x) + ((((threadIdx.y & 63u) << 1) + threadIdx.x) >> 4)) + 408u];
    bfly_gs_lazy_skip(r0, r1, r32, r33, m);
    bfly_gs_lazy_skip(r2, r3, r34, r35, m);
    bfly_gs_last(r0, r2, r28, r29, r30, r31, m);
    bfly_gs_last(r1, r3, r28, r29, r30, r31, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 8192] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 16384] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 7)) << 15) | ((threadIdx.y & 63u) << 7)) | (((bx & 63u) << 1) | (threadIdx.x & 127u))) + 24576] = r3;
}

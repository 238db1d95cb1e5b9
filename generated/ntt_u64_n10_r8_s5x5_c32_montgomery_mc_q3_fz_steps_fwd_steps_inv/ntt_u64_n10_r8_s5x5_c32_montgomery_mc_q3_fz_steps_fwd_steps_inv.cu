// nttgen: ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.toml --out generated/ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv"
//   transform = "ntt-negacyclic"
//   log_n = 10
//   word = "u64"
//   reduction = "montgomery"
//   radix = 8
//   stage_split = [5, 5]
//   cluster = 32
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//   montgomery_companion = true
//
//   [moduli]
//   primes = [1125899906826241, 1125899906820097, 1125899906738177]
//
//   [[fused]]
//   name = "steps_fwd"
//   transform = "forward"
//   skip_towers = true
//
//   [[fused.prologue]]
//   op = "mul-y"
//
//   [[fused.prologue]]
//   op = "to-montgomery"
//
//   [[fused.epilogue]]
//   op = "add-y"
//
//   [[fused.epilogue]]
//   op = "scale"
//   by = "n-inv"
//
//   [[fused.epilogue]]
//   op = "mul"
//   constant = "cp"
//   form = "plain"
//
//   [[fused.epilogue]]
//   op = "centre"
//
//   [[fused]]
//   name = "steps_inv"
//   transform = "inverse"
//
//   [[fused.prologue]]
//   op = "sub-y"
//
//   [[fused.epilogue]]
//   op = "mul"
//   constant = "cm"
//   form = "montgomery"
//
//   [[fused.epilogue]]
//   op = "mul"
//   constant = "cp"
//   form = "plain"
//
//   [[fused.epilogue]]
//   op = "from-montgomery"
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd0: grid_x 1, block 32 x 4, shared 8704 B; mulmods 2560, addmods 5120, butterflies 2560, global bytes 16384 (read 8192, write 8192), table bytes 26624, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd1: grid_x 1, block 4 x 32, shared 8704 B; mulmods 2560, addmods 6144, butterflies 2560, global bytes 16384 (read 8192, write 8192), table bytes 26624, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_pw: grid_x 8, block 128 x 1, shared 0 B; mulmods 1024, addmods 0, butterflies 0, global bytes 24576 (read 16384, write 8192), table bytes 0, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv1: grid_x 1, block 4 x 32, shared 8704 B; mulmods 2560, addmods 5120, butterflies 2560, global bytes 16384 (read 8192, write 8192), table bytes 26624, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv0: grid_x 1, block 32 x 4, shared 8704 B; mulmods 3072, addmods 5120, butterflies 2560, global bytes 16384 (read 8192, write 8192), table bytes 28672, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_product1: grid_x 1, block 4 x 32, shared 17408 B; mulmods 8704, addmods 17408, butterflies 7680, global bytes 24576 (read 16384, write 8192), table bytes 53248, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd_coop: grid_x 4, block 4 x 8, shared 2176 B; mulmods 5120, addmods 11264, butterflies 5120, global bytes 32768 (read 16384, write 16384), table bytes 53248, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv_coop: grid_x 4, block 4 x 8, shared 2176 B; mulmods 5632, addmods 10240, butterflies 5120, global bytes 32768 (read 16384, write 16384), table bytes 55296, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_product_coop: grid_x 4, block 4 x 8, shared 4352 B; mulmods 16896, addmods 32768, butterflies 15360, global bytes 73728 (read 40960, write 32768), table bytes 135168, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_fwd0: grid_x 1, block 32 x 4, shared 8704 B; mulmods 4608, addmods 5120, butterflies 2560, global bytes 24576 (read 16384, write 8192), table bytes 28672, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_fwd1: grid_x 1, block 4 x 32, shared 8704 B; mulmods 3840, addmods 8192, butterflies 2560, global bytes 24576 (read 16384, write 8192), table bytes 29696, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_pro: grid_x 4, block 128 x 1, shared 0 B; mulmods 2048, addmods 0, butterflies 0, global bytes 24576 (read 16384, write 8192), table bytes 8192, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_plain_fwd0: grid_x 1, block 32 x 4, shared 8704 B; mulmods 2560, addmods 5120, butterflies 2560, global bytes 16384 (read 8192, write 8192), table bytes 26624, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_plain_fwd1: grid_x 1, block 4 x 32, shared 8704 B; mulmods 2560, addmods 6144, butterflies 2560, global bytes 16384 (read 8192, write 8192), table bytes 26624, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_epi: grid_x 4, block 128 x 1, shared 0 B; mulmods 2048, addmods 2048, butterflies 0, global bytes 24576 (read 16384, write 8192), table bytes 12288, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_inv1: grid_x 1, block 4 x 32, shared 8704 B; mulmods 2560, addmods 6144, butterflies 2560, global bytes 24576 (read 16384, write 8192), table bytes 26624, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_inv0: grid_x 1, block 32 x 4, shared 8704 B; mulmods 3968, addmods 5120, butterflies 2560, global bytes 16384 (read 8192, write 8192), table bytes 34816, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_pro: grid_x 4, block 128 x 1, shared 0 B; mulmods 0, addmods 1024, butterflies 0, global bytes 24576 (read 16384, write 8192), table bytes 0, shuffles 0
//   ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_epi: grid_x 4, block 128 x 1, shared 0 B; mulmods 2560, addmods 0, butterflies 0, global bytes 16384 (read 8192, write 8192), table bytes 16384, shuffles 0

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

/* nttgen reduce/montgomery.cu (word = u64): Montgomery multiplication,
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

/* Twiddles carry the companion w_comp = wR·q^-1 mod 2^β (montgomery_companion):
 * REDC's u = (a·wR)·q^-1 is a·w_comp, one product, so a twiddle product is
 * mulhi(a, wR) - mulhi(a·w_comp, q): three multiplies where the form above
 * takes four, the same value. */
__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    const word_t thi = mod_mulhi(a, w);
    const word_t uq = mod_mulhi(a * w_comp, m.q);
    return thi - uq + (m.q & mod_mask(thi < uq));
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
    return mod_mulhi(a, w) - mod_mulhi(a * w_comp, m.q) + m.q;
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

/* nttgen reduce/stored.cu (word = u64, reduction = montgomery): what a
 * fused form's steps need beyond the reduction (docs/SPEC.md, "Fused
 * forms"). Rust twins: Modulus::to_stored / stored_companion
 * (codegen/src/arith/reduce/mod.rs) and the interpreter's Op::Centre.
 */

/* x (below q) as a signed word in (-q/2, q/2]: q is subtracted under a
 * mask where x > floor(q / 2). */
__device__ __forceinline__ word_t mod_centre(word_t x, word_t q) {
    return x - (q & mod_mask(x > (q >> 1)));
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



extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 128];
    r2 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 256];
    r3 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 384];
    r4 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 512];
    r5 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 640];
    r6 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 768];
    r7 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 896];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(bx | (threadIdx.x >> 5)) + 1]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r4, r8, r9, m);
    bfly_ct_lazy(r1, r5, r8, r9, m);
    bfly_ct_lazy(r2, r6, r8, r9, m);
    bfly_ct_lazy(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 1) + 2]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r0, r2, r10, r11, m);
    bfly_ct_lazy(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 1) + 3]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r4, r6, r12, r13, m);
    bfly_ct_lazy(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 4]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 5]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 6]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 7]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r6, r7, r20, r21, m);
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 408u] = r3;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 544u] = r4;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 680u] = r5;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 816u] = r6;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 952u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 102u];
    r4 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 170u];
    r6 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 238u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 3) | ((threadIdx.y & 3u) << 1)) + 8]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r2, r8, r9, m);
    bfly_ct_lazy(r1, r3, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 3) | ((threadIdx.y & 3u) << 1)) + 9]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r4, r6, r10, r11, m);
    bfly_ct_lazy(r5, r7, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 16]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r0, r1, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 17]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r2, r3, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 18]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r4, r5, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 19]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r6, r7, r18, r19, m);
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 96] = r3;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 128] = r4;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 160] = r5;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 192] = r6;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 224] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r4 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r5 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r6 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r7 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx << 5) | threadIdx.y) + 32]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r4, r8, r9, m);
    bfly_ct_lazy(r1, r5, r8, r9, m);
    bfly_ct_lazy(r2, r6, r8, r9, m);
    bfly_ct_lazy(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 64]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r0, r2, r10, r11, m);
    bfly_ct_lazy(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 65]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r4, r6, r12, r13, m);
    bfly_ct_lazy(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 128]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 129]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 130]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 131]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r6, r7, r20, r21, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u] = r3;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u] = r4;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u] = r5;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u] = r6;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r2, r8, r9, m);
    bfly_ct_lazy(r1, r3, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r4, r6, r10, r11, m);
    bfly_ct_lazy(r5, r7, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r0, r1, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r2, r3, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r4, r5, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r6, r7, r18, r19, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u];
    r4 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u];
    r5 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u];
    r6 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u];
    r7 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 128]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 129]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 130]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 131]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 64]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 65]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx << 5) | threadIdx.y) + 32]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r4, r20, r21, false, m);
    bfly_gs_lazy(r1, r5, r20, r21, false, m);
    bfly_gs_lazy(r2, r6, r20, r21, false, m);
    bfly_gs_lazy(r3, r7, r20, r21, false, m);
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12] = r3;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16] = r4;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20] = r5;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24] = r6;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 96];
    r4 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 128];
    r5 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 160];
    r6 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 192];
    r7 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 224];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 16]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 17]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 18]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 19]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 3) | ((threadIdx.y & 3u) << 1)) + 8]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 3) | ((threadIdx.y & 3u) << 1)) + 9]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 408u];
    r4 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 544u];
    r5 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 680u];
    r6 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 816u];
    r7 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 952u];
    r8 = inv_len_v_t[1];
    r9 = inv_len_c_t[1];
    r10 = inv_len_v_t[0];
    r11 = inv_len_c_t[0];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 4]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r0, r1, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 5]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r2, r3, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 6]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r4, r5, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 7]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r6, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 1) + 2]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r2, r20, r21, false, m);
    bfly_gs_lazy(r1, r3, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 1) + 3]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r4, r6, r22, r23, false, m);
    bfly_gs_lazy(r5, r7, r22, r23, false, m);
    bfly_gs_last(r0, r4, r8, r9, r10, r11, m);
    bfly_gs_last(r1, r5, r8, r9, r10, r11, m);
    bfly_gs_last(r2, r6, r8, r9, r10, r11, m);
    bfly_gs_last(r3, r7, r8, r9, r10, r11, m);
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 128] = r1;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 256] = r2;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 384] = r3;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 512] = r4;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 640] = r5;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 768] = r6;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 896] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_product1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r4 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r5 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r6 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r7 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    r8 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r9 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r10 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r11 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r12 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r13 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r14 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r15 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx << 5) | threadIdx.y) + 32]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r0, r4, r16, r17, m);
    bfly_ct_lazy(r1, r5, r16, r17, m);
    bfly_ct_lazy(r2, r6, r16, r17, m);
    bfly_ct_lazy(r3, r7, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 64]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r0, r2, r18, r19, m);
    bfly_ct_lazy(r1, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 65]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r4, r6, r20, r21, m);
    bfly_ct_lazy(r5, r7, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 128]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r0, r1, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 129]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r2, r3, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 130]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 131]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy(r6, r7, r28, r29, m);
    bfly_ct_lazy(r8, r12, r16, r17, m);
    bfly_ct_lazy(r9, r13, r16, r17, m);
    bfly_ct_lazy(r10, r14, r16, r17, m);
    bfly_ct_lazy(r11, r15, r16, r17, m);
    bfly_ct_lazy(r8, r10, r18, r19, m);
    bfly_ct_lazy(r9, r11, r18, r19, m);
    bfly_ct_lazy(r12, r14, r20, r21, m);
    bfly_ct_lazy(r13, r15, r20, r21, m);
    bfly_ct_lazy(r8, r9, r22, r23, m);
    bfly_ct_lazy(r10, r11, r24, r25, m);
    bfly_ct_lazy(r12, r13, r26, r27, m);
    bfly_ct_lazy(r14, r15, r28, r29, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u] = r3;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u] = r4;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u] = r5;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u] = r6;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u] = r7;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 1088u] = r8;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 1092u] = r9;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 1096u] = r10;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 1100u] = r11;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 1105u] = r12;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 1109u] = r13;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 1113u] = r14;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 1117u] = r15;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u];
    r8 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1088u];
    r9 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1089u];
    r10 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1090u];
    r11 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1091u];
    r12 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1092u];
    r13 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1093u];
    r14 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1094u];
    r15 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1095u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r0, r2, r16, r17, m);
    bfly_ct_lazy(r1, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r4, r6, r18, r19, m);
    bfly_ct_lazy(r5, r7, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r0, r1, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r2, r3, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r4, r5, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r6, r7, r26, r27, m);
    bfly_ct_lazy(r8, r10, r16, r17, m);
    bfly_ct_lazy(r9, r11, r16, r17, m);
    bfly_ct_lazy(r12, r14, r18, r19, m);
    bfly_ct_lazy(r13, r15, r18, r19, m);
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
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r0, r1, r28, r29, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy(r2, r3, r30, r31, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514]; r32 = e.x; r33 = e.y; }
    bfly_gs_lazy(r4, r5, r32, r33, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515]; r34 = e.x; r35 = e.y; }
    bfly_gs_lazy(r6, r7, r34, r35, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256]; r36 = e.x; r37 = e.y; }
    bfly_gs_lazy(r0, r2, r36, r37, false, m);
    bfly_gs_lazy(r1, r3, r36, r37, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257]; r38 = e.x; r39 = e.y; }
    bfly_gs_lazy(r4, r6, r38, r39, false, m);
    bfly_gs_lazy(r5, r7, r38, r39, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 2: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u];
    r4 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u];
    r5 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u];
    r6 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u];
    r7 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 128]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 129]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 130]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 131]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 64]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r0, r2, r24, r25, false, m);
    bfly_gs_lazy(r1, r3, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 65]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r4, r6, r26, r27, false, m);
    bfly_gs_lazy(r5, r7, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx << 5) | threadIdx.y) + 32]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r0, r4, r28, r29, false, m);
    bfly_gs_lazy(r1, r5, r28, r29, false, m);
    bfly_gs_lazy(r2, r6, r28, r29, false, m);
    bfly_gs_lazy(r3, r7, r28, r29, false, m);
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12] = r3;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16] = r4;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20] = r5;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24] = r6;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28] = r7;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r22, r23, r24, r25, r26, r27, r28, r29;
    word_t r30, r31, r32, r33, r34, r35, r36, r37;
    word_t r38, r39, r40, r41, r42, r43, r44, r45;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57, r58, r59, r60, r61;
    word_t r62, r63, r64, r65, r66, r67, r68, r69;
    word_t r70, r71, r72, r73;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r22), "=l"(r23) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(bx >> 2) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 5) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 6) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 7) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 9) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r44), "=l"(r45) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 18) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 19) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx << 3) | threadIdx.y) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 1) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 1) + 65) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 130) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 131) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128];
    r2 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 256];
    r3 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 384];
    r4 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 512];
    r5 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 640];
    r6 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 768];
    r7 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 896];
    bfly_ct_lazy(r0, r4, r22, r23, m);
    bfly_ct_lazy(r1, r5, r22, r23, m);
    bfly_ct_lazy(r2, r6, r22, r23, m);
    bfly_ct_lazy(r3, r7, r22, r23, m);
    bfly_ct_lazy(r0, r2, r24, r25, m);
    bfly_ct_lazy(r1, r3, r24, r25, m);
    bfly_ct_lazy(r4, r6, r26, r27, m);
    bfly_ct_lazy(r5, r7, r26, r27, m);
    bfly_ct_lazy(r0, r1, r28, r29, m);
    bfly_ct_lazy(r2, r3, r30, r31, m);
    bfly_ct_lazy(r4, r5, r32, r33, m);
    bfly_ct_lazy(r6, r7, r34, r35, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 136u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 170u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 204u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    r4 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r5 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u];
    r6 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u];
    r7 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u];
    bfly_ct_lazy(r0, r2, r36, r37, m);
    bfly_ct_lazy(r1, r3, r36, r37, m);
    bfly_ct_lazy(r4, r6, r38, r39, m);
    bfly_ct_lazy(r5, r7, r38, r39, m);
    bfly_ct_lazy(r0, r1, r40, r41, m);
    bfly_ct_lazy(r2, r3, r42, r43, m);
    bfly_ct_lazy(r4, r5, r44, r45, m);
    bfly_ct_lazy(r6, r7, r46, r47, m);
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 32] = r1;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 64] = r2;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 96] = r3;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128] = r4;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 160] = r5;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 192] = r6;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 224] = r7;
    grid_sync(grid_counter);

    // phase 2: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r4 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r5 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r6 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r7 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    bfly_ct_lazy(r0, r4, r48, r49, m);
    bfly_ct_lazy(r1, r5, r48, r49, m);
    bfly_ct_lazy(r2, r6, r48, r49, m);
    bfly_ct_lazy(r3, r7, r48, r49, m);
    bfly_ct_lazy(r0, r2, r50, r51, m);
    bfly_ct_lazy(r1, r3, r50, r51, m);
    bfly_ct_lazy(r4, r6, r52, r53, m);
    bfly_ct_lazy(r5, r7, r52, r53, m);
    bfly_ct_lazy(r0, r1, r54, r55, m);
    bfly_ct_lazy(r2, r3, r56, r57, m);
    bfly_ct_lazy(r4, r5, r58, r59, m);
    bfly_ct_lazy(r6, r7, r60, r61, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u] = r3;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u] = r4;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u] = r5;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u] = r6;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u] = r7;
    __syncthreads();

    // phase 3: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u];
    bfly_ct_lazy(r0, r2, r62, r63, m);
    bfly_ct_lazy(r1, r3, r62, r63, m);
    bfly_ct_lazy(r4, r6, r64, r65, m);
    bfly_ct_lazy(r5, r7, r64, r65, m);
    bfly_ct_lazy(r0, r1, r66, r67, m);
    bfly_ct_lazy(r2, r3, r68, r69, m);
    bfly_ct_lazy(r4, r5, r70, r71, m);
    bfly_ct_lazy(r6, r7, r72, r73, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(32) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73, r74, r75, r76, r77;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r32), "=l"(r33) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r34), "=l"(r35) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r38), "=l"(r39) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 130) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 131) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r44), "=l"(r45) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 3) | threadIdx.y) << 1) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx << 3) | threadIdx.y) << 1) + 65) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((bx << 3) | threadIdx.y) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 18) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 19) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 2) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)(((bx >> 2) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 9) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r62) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r63) : "l"(&inv_len_c_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r64) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r65) : "l"(&inv_len_c_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((bx >> 2) << 2) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((bx >> 2) << 2) + 5) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((bx >> 2) << 2) + 6) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((bx >> 2) << 2) + 7) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((bx >> 2) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"((const ulonglong2*)tw_inv_v_t + (size_t)((bx >> 2) << 1) + 3) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    bfly_gs_lazy(r0, r1, r24, r25, false, m);
    bfly_gs_lazy(r2, r3, r26, r27, false, m);
    bfly_gs_lazy(r4, r5, r28, r29, false, m);
    bfly_gs_lazy(r6, r7, r30, r31, false, m);
    bfly_gs_lazy(r0, r2, r32, r33, false, m);
    bfly_gs_lazy(r1, r3, r32, r33, false, m);
    bfly_gs_lazy(r4, r6, r34, r35, false, m);
    bfly_gs_lazy(r5, r7, r34, r35, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u];
    r4 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u];
    r5 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u];
    r6 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u];
    r7 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u];
    bfly_gs_lazy(r0, r1, r36, r37, false, m);
    bfly_gs_lazy(r2, r3, r38, r39, false, m);
    bfly_gs_lazy(r4, r5, r40, r41, false, m);
    bfly_gs_lazy(r6, r7, r42, r43, false, m);
    bfly_gs_lazy(r0, r2, r44, r45, false, m);
    bfly_gs_lazy(r1, r3, r44, r45, false, m);
    bfly_gs_lazy(r4, r6, r46, r47, false, m);
    bfly_gs_lazy(r5, r7, r46, r47, false, m);
    bfly_gs_lazy(r0, r4, r48, r49, false, m);
    bfly_gs_lazy(r1, r5, r48, r49, false, m);
    bfly_gs_lazy(r2, r6, r48, r49, false, m);
    bfly_gs_lazy(r3, r7, r48, r49, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12] = r3;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16] = r4;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20] = r5;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24] = r6;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28] = r7;
    grid_sync(grid_counter);

    // phase 2: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 32];
    r2 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 64];
    r3 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 96];
    r4 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128];
    r5 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 160];
    r6 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 192];
    r7 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 224];
    bfly_gs_lazy(r0, r1, r50, r51, false, m);
    bfly_gs_lazy(r2, r3, r52, r53, false, m);
    bfly_gs_lazy(r4, r5, r54, r55, false, m);
    bfly_gs_lazy(r6, r7, r56, r57, false, m);
    bfly_gs_lazy(r0, r2, r58, r59, false, m);
    bfly_gs_lazy(r1, r3, r58, r59, false, m);
    bfly_gs_lazy(r4, r6, r60, r61, false, m);
    bfly_gs_lazy(r5, r7, r60, r61, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u] = r3;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r4;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u] = r5;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u] = r6;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u] = r7;
    __syncthreads();

    // phase 3: inverse kernel 0: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 136u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 170u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 204u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 238u];
    bfly_gs_lazy(r0, r1, r66, r67, false, m);
    bfly_gs_lazy(r2, r3, r68, r69, false, m);
    bfly_gs_lazy(r4, r5, r70, r71, false, m);
    bfly_gs_lazy(r6, r7, r72, r73, false, m);
    bfly_gs_lazy(r0, r2, r74, r75, false, m);
    bfly_gs_lazy(r1, r3, r74, r75, false, m);
    bfly_gs_lazy(r4, r6, r76, r77, false, m);
    bfly_gs_lazy(r5, r7, r76, r77, false, m);
    bfly_gs_last(r0, r4, r62, r63, r64, r65, m);
    bfly_gs_last(r1, r5, r62, r63, r64, r65, m);
    bfly_gs_last(r2, r6, r62, r63, r64, r65, m);
    bfly_gs_last(r3, r7, r62, r63, r64, r65, m);
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128] = r1;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 256] = r2;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 384] = r3;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 512] = r4;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 640] = r5;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 768] = r6;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 896] = r7;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_product_coop(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
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
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r40), "=l"(r41) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(bx >> 2) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r44), "=l"(r45) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r46), "=l"(r47) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 5) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 6) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r52), "=l"(r53) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 7) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r54), "=l"(r55) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 9) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r58), "=l"(r59) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r60), "=l"(r61) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 18) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r64), "=l"(r65) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 19) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(bx >> 2) + 1) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r68), "=l"(r69) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 1) + 2) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r70), "=l"(r71) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 1) + 3) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r72), "=l"(r73) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 4) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r74), "=l"(r75) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 5) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r76), "=l"(r77) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 6) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r78), "=l"(r79) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx >> 2) << 2) + 7) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r80), "=l"(r81) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 8) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r82), "=l"(r83) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 9) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r84), "=l"(r85) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 16) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r86), "=l"(r87) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 17) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r88), "=l"(r89) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 18) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r90), "=l"(r91) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 19) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r92), "=l"(r93) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)((bx << 3) | threadIdx.y) + 32) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r94), "=l"(r95) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 1) + 64) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r96), "=l"(r97) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 1) + 65) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r98), "=l"(r99) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 128) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r100), "=l"(r101) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 129) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r102), "=l"(r103) : "l"((const ulonglong2*)tw_fwd_v_t + (size_t)(((bx << 3) | threadIdx.y) << 2) + 130) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128];
    r2 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 256];
    r3 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 384];
    r4 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 512];
    r5 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 640];
    r6 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 768];
    r7 = x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 896];
    bfly_ct_lazy(r0, r4, r40, r41, m);
    bfly_ct_lazy(r1, r5, r40, r41, m);
    bfly_ct_lazy(r2, r6, r40, r41, m);
    bfly_ct_lazy(r3, r7, r40, r41, m);
    bfly_ct_lazy(r0, r2, r42, r43, m);
    bfly_ct_lazy(r1, r3, r42, r43, m);
    bfly_ct_lazy(r4, r6, r44, r45, m);
    bfly_ct_lazy(r5, r7, r44, r45, m);
    bfly_ct_lazy(r0, r1, r46, r47, m);
    bfly_ct_lazy(r2, r3, r48, r49, m);
    bfly_ct_lazy(r4, r5, r50, r51, m);
    bfly_ct_lazy(r6, r7, r52, r53, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 136u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 170u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 204u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    r4 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r5 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u];
    r6 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u];
    r7 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u];
    bfly_ct_lazy(r0, r2, r54, r55, m);
    bfly_ct_lazy(r1, r3, r54, r55, m);
    bfly_ct_lazy(r4, r6, r56, r57, m);
    bfly_ct_lazy(r5, r7, r56, r57, m);
    bfly_ct_lazy(r0, r1, r58, r59, m);
    bfly_ct_lazy(r2, r3, r60, r61, m);
    bfly_ct_lazy(r4, r5, r62, r63, m);
    bfly_ct_lazy(r6, r7, r64, r65, m);
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 32] = r1;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 64] = r2;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 96] = r3;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128] = r4;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 160] = r5;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 192] = r6;
    x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 224] = r7;
    __syncthreads();

    // phase 2: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = y[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128];
    r2 = y[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 256];
    r3 = y[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 384];
    r4 = y[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 512];
    r5 = y[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 640];
    r6 = y[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 768];
    r7 = y[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 896];
    bfly_ct_lazy(r0, r4, r66, r67, m);
    bfly_ct_lazy(r1, r5, r66, r67, m);
    bfly_ct_lazy(r2, r6, r66, r67, m);
    bfly_ct_lazy(r3, r7, r66, r67, m);
    bfly_ct_lazy(r0, r2, r68, r69, m);
    bfly_ct_lazy(r1, r3, r68, r69, m);
    bfly_ct_lazy(r4, r6, r70, r71, m);
    bfly_ct_lazy(r5, r7, r70, r71, m);
    bfly_ct_lazy(r0, r1, r72, r73, m);
    bfly_ct_lazy(r2, r3, r74, r75, m);
    bfly_ct_lazy(r4, r5, r76, r77, m);
    bfly_ct_lazy(r6, r7, r78, r79, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u] = r3;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 136u] = r4;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 170u] = r5;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 204u] = r6;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 3: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    r4 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r5 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u];
    r6 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u];
    r7 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u];
    bfly_ct_lazy(r0, r2, r80, r81, m);
    bfly_ct_lazy(r1, r3, r80, r81, m);
    bfly_ct_lazy(r4, r6, r82, r83, m);
    bfly_ct_lazy(r5, r7, r82, r83, m);
    bfly_ct_lazy(r0, r1, r84, r85, m);
    bfly_ct_lazy(r2, r3, r86, r87, m);
    bfly_ct_lazy(r4, r5, r88, r89, m);
    bfly_ct_lazy(r6, r7, r90, r91, m);
    y[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    y[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 32] = r1;
    y[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 64] = r2;
    y[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 96] = r3;
    y[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128] = r4;
    y[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 160] = r5;
    y[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 192] = r6;
    y[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 224] = r7;
    grid_sync(grid_counter);

    // phase 4: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r4 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r5 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r6 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r7 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    r8 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r9 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r10 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r11 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r12 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r13 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r14 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r15 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    bfly_ct_lazy(r0, r4, r92, r93, m);
    bfly_ct_lazy(r1, r5, r92, r93, m);
    bfly_ct_lazy(r2, r6, r92, r93, m);
    bfly_ct_lazy(r3, r7, r92, r93, m);
    bfly_ct_lazy(r0, r2, r94, r95, m);
    bfly_ct_lazy(r1, r3, r94, r95, m);
    bfly_ct_lazy(r4, r6, r96, r97, m);
    bfly_ct_lazy(r5, r7, r96, r97, m);
    bfly_ct_lazy(r0, r1, r98, r99, m);
    bfly_ct_lazy(r2, r3, r100, r101, m);
    bfly_ct_lazy(r4, r5, r102, r103, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 3) | threadIdx.y) << 2) + 131]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy(r6, r7, r28, r29, m);
    bfly_ct_lazy(r8, r12, r92, r93, m);
    bfly_ct_lazy(r9, r13, r92, r93, m);
    bfly_ct_lazy(r10, r14, r92, r93, m);
    bfly_ct_lazy(r11, r15, r92, r93, m);
    bfly_ct_lazy(r8, r10, r94, r95, m);
    bfly_ct_lazy(r9, r11, r94, r95, m);
    bfly_ct_lazy(r12, r14, r96, r97, m);
    bfly_ct_lazy(r13, r15, r96, r97, m);
    bfly_ct_lazy(r8, r9, r98, r99, m);
    bfly_ct_lazy(r10, r11, r100, r101, m);
    bfly_ct_lazy(r12, r13, r102, r103, m);
    bfly_ct_lazy(r14, r15, r28, r29, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u] = r3;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u] = r4;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u] = r5;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u] = r6;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u] = r7;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 272u] = r8;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 276u] = r9;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 280u] = r10;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 284u] = r11;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 289u] = r12;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 293u] = r13;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 297u] = r14;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 301u] = r15;
    __syncthreads();

    // phase 5: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u];
    r8 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 272u];
    r9 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 273u];
    r10 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 274u];
    r11 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 275u];
    r12 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 276u];
    r13 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 277u];
    r14 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 278u];
    r15 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 279u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r0, r2, r16, r17, m);
    bfly_ct_lazy(r1, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r4, r6, r18, r19, m);
    bfly_ct_lazy(r5, r7, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r0, r1, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r2, r3, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r4, r5, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r6, r7, r26, r27, m);
    bfly_ct_lazy(r8, r10, r16, r17, m);
    bfly_ct_lazy(r9, r11, r16, r17, m);
    bfly_ct_lazy(r12, r14, r18, r19, m);
    bfly_ct_lazy(r13, r15, r18, r19, m);
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
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r0, r1, r28, r29, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy(r2, r3, r30, r31, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514]; r32 = e.x; r33 = e.y; }
    bfly_gs_lazy(r4, r5, r32, r33, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515]; r34 = e.x; r35 = e.y; }
    bfly_gs_lazy(r6, r7, r34, r35, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256]; r36 = e.x; r37 = e.y; }
    bfly_gs_lazy(r0, r2, r36, r37, false, m);
    bfly_gs_lazy(r1, r3, r36, r37, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257]; r38 = e.x; r39 = e.y; }
    bfly_gs_lazy(r4, r6, r38, r39, false, m);
    bfly_gs_lazy(r5, r7, r38, r39, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 6: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u];
    r4 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u];
    r5 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u];
    r6 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u];
    r7 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 3) | threadIdx.y) << 2) + 128]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 3) | threadIdx.y) << 2) + 129]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 3) | threadIdx.y) << 2) + 130]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 3) | threadIdx.y) << 2) + 131]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 3) | threadIdx.y) << 1) + 64]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r0, r2, r24, r25, false, m);
    bfly_gs_lazy(r1, r3, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 3) | threadIdx.y) << 1) + 65]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r4, r6, r26, r27, false, m);
    bfly_gs_lazy(r5, r7, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx << 3) | threadIdx.y) + 32]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r0, r4, r28, r29, false, m);
    bfly_gs_lazy(r1, r5, r28, r29, false, m);
    bfly_gs_lazy(r2, r6, r28, r29, false, m);
    bfly_gs_lazy(r3, r7, r28, r29, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12] = r3;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16] = r4;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20] = r5;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24] = r6;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28] = r7;
    grid_sync(grid_counter);

    // phase 7: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 32];
    r2 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 64];
    r3 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 96];
    r4 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128];
    r5 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 160];
    r6 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 192];
    r7 = x[poly + (size_t)((((bx >> 2) << 10) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 224];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 16]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 17]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 18]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) << 4) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2)) + 19]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 8]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 2) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 9]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u] = r3;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r4;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 42u] = r5;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 51u] = r6;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 59u] = r7;
    __syncthreads();

    // phase 8: inverse kernel 0: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u];
    r4 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 136u];
    r5 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 170u];
    r6 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 204u];
    r7 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 238u];
    r8 = inv_len_v_t[1];
    r9 = inv_len_c_t[1];
    r10 = inv_len_v_t[0];
    r11 = inv_len_c_t[0];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx >> 2) << 2) + 4]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r0, r1, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx >> 2) << 2) + 5]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r2, r3, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx >> 2) << 2) + 6]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r4, r5, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx >> 2) << 2) + 7]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r6, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx >> 2) << 1) + 2]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r2, r20, r21, false, m);
    bfly_gs_lazy(r1, r3, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx >> 2) << 1) + 3]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r4, r6, r22, r23, false, m);
    bfly_gs_lazy(r5, r7, r22, r23, false, m);
    bfly_gs_last(r0, r4, r8, r9, r10, r11, m);
    bfly_gs_last(r1, r5, r8, r9, r10, r11, m);
    bfly_gs_last(r2, r6, r8, r9, r10, r11, m);
    bfly_gs_last(r3, r7, r8, r9, r10, r11, m);
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128] = r1;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 256] = r2;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 384] = r3;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 512] = r4;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 640] = r5;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 768] = r6;
    x[poly + (size_t)((((bx >> 2) << 10) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 5)) | (((bx & 3u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 896] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_fwd0(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ fuse_pow2_v,
    const word_t* __restrict__ fuse_pow2_c,
    const ModConst* __restrict__ mods,
    unsigned long long skip_at,
    unsigned long long skip_len)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    // The towers skip_at .. skip_at + skip_len are left out: block tower b runs tower b, or b + skip_len from skip_at on, of buffers that hold them all.
    const unsigned item = blockIdx.y, tower = (blockIdx.z) + ((blockIdx.z) >= (unsigned)skip_at ? (unsigned)skip_len : 0u);
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * (gridDim.z + (unsigned)skip_len) + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    const word_t* __restrict__ fuse_pow2_v_t = fuse_pow2_v + (size_t)tower * 4;
    const word_t* __restrict__ fuse_pow2_c_t = fuse_pow2_c + (size_t)tower * 4;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 128];
    r2 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 256];
    r3 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 384];
    r4 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 512];
    r5 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 640];
    r6 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 768];
    r7 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 896];
    r8 = fuse_pow2_v_t[3];
    r9 = fuse_pow2_c_t[3];
    r10 = y[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u))];
    r11 = y[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 128];
    r12 = y[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 256];
    r13 = y[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 384];
    r14 = y[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 512];
    r15 = y[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 640];
    r16 = y[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 768];
    r17 = y[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 896];
    r0 = mod_mul(r0, r10, m);
    r0 = mod_mul_tw(r0, r8, r9, m);
    r1 = mod_mul(r1, r11, m);
    r1 = mod_mul_tw(r1, r8, r9, m);
    r2 = mod_mul(r2, r12, m);
    r2 = mod_mul_tw(r2, r8, r9, m);
    r3 = mod_mul(r3, r13, m);
    r3 = mod_mul_tw(r3, r8, r9, m);
    r4 = mod_mul(r4, r14, m);
    r4 = mod_mul_tw(r4, r8, r9, m);
    r5 = mod_mul(r5, r15, m);
    r5 = mod_mul_tw(r5, r8, r9, m);
    r6 = mod_mul(r6, r16, m);
    r6 = mod_mul_tw(r6, r8, r9, m);
    r7 = mod_mul(r7, r17, m);
    r7 = mod_mul_tw(r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(bx | (threadIdx.x >> 5)) + 1]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r0, r4, r18, r19, m);
    bfly_ct_lazy(r1, r5, r18, r19, m);
    bfly_ct_lazy(r2, r6, r18, r19, m);
    bfly_ct_lazy(r3, r7, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 1) + 2]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r0, r2, r20, r21, m);
    bfly_ct_lazy(r1, r3, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 1) + 3]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy(r4, r6, r22, r23, m);
    bfly_ct_lazy(r5, r7, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 4]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy(r0, r1, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 5]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy(r2, r3, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 6]; r28 = e.x; r29 = e.y; }
    bfly_ct_lazy(r4, r5, r28, r29, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 7]; r30 = e.x; r31 = e.y; }
    bfly_ct_lazy(r6, r7, r30, r31, m);
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 408u] = r3;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 544u] = r4;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 680u] = r5;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 816u] = r6;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 952u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 102u];
    r4 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 170u];
    r6 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 238u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 3) | ((threadIdx.y & 3u) << 1)) + 8]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r2, r8, r9, m);
    bfly_ct_lazy(r1, r3, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 3) | ((threadIdx.y & 3u) << 1)) + 9]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r4, r6, r10, r11, m);
    bfly_ct_lazy(r5, r7, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 16]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r0, r1, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 17]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r2, r3, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 18]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r4, r5, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 19]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r6, r7, r18, r19, m);
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 96] = r3;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 128] = r4;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 160] = r5;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 192] = r6;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 224] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_fwd1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ fuse_pow2_v,
    const word_t* __restrict__ fuse_pow2_c,
    const word_t* __restrict__ c_0,
    const ModConst* __restrict__ mods,
    unsigned long long skip_at,
    unsigned long long skip_len)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    // The towers skip_at .. skip_at + skip_len are left out: block tower b runs tower b, or b + skip_len from skip_at on, of buffers that hold them all.
    const unsigned item = blockIdx.y, tower = (blockIdx.z) + ((blockIdx.z) >= (unsigned)skip_at ? (unsigned)skip_len : 0u);
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * (gridDim.z + (unsigned)skip_len) + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    const word_t* __restrict__ fuse_pow2_v_t = fuse_pow2_v + (size_t)tower * 4;
    const word_t* __restrict__ fuse_pow2_c_t = fuse_pow2_c + (size_t)tower * 4;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r4 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r5 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r6 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r7 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx << 5) | threadIdx.y) + 32]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r4, r8, r9, m);
    bfly_ct_lazy(r1, r5, r8, r9, m);
    bfly_ct_lazy(r2, r6, r8, r9, m);
    bfly_ct_lazy(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 64]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r0, r2, r10, r11, m);
    bfly_ct_lazy(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 65]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r4, r6, r12, r13, m);
    bfly_ct_lazy(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 128]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 129]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 130]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 131]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r6, r7, r20, r21, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u] = r3;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u] = r4;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u] = r5;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u] = r6;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r2, r8, r9, m);
    bfly_ct_lazy(r1, r3, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r4, r6, r10, r11, m);
    bfly_ct_lazy(r5, r7, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r0, r1, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r2, r3, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r4, r5, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r6, r7, r18, r19, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    r20 = c_0[tower];
    r21 = fuse_pow2_v_t[2];
    r22 = fuse_pow2_c_t[2];
    r20 = mod_mul_tw(r20, r21, r22, m);
    r23 = r20 * m.c0;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]); r24 = v.x; r25 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2]); r26 = v.x; r27 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]); r28 = v.x; r29 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6]); r30 = v.x; r31 = v.y; }
    r0 = mod_add(r0, r24, m.q);
    r0 = mod_mul_tw(r0, r20, r23, m);
    r0 = mod_centre(r0, m.q);
    r1 = mod_add(r1, r25, m.q);
    r1 = mod_mul_tw(r1, r20, r23, m);
    r1 = mod_centre(r1, m.q);
    r2 = mod_add(r2, r26, m.q);
    r2 = mod_mul_tw(r2, r20, r23, m);
    r2 = mod_centre(r2, m.q);
    r3 = mod_add(r3, r27, m.q);
    r3 = mod_mul_tw(r3, r20, r23, m);
    r3 = mod_centre(r3, m.q);
    r4 = mod_add(r4, r28, m.q);
    r4 = mod_mul_tw(r4, r20, r23, m);
    r4 = mod_centre(r4, m.q);
    r5 = mod_add(r5, r29, m.q);
    r5 = mod_mul_tw(r5, r20, r23, m);
    r5 = mod_centre(r5, m.q);
    r6 = mod_add(r6, r30, m.q);
    r6 = mod_mul_tw(r6, r20, r23, m);
    r6 = mod_centre(r6, m.q);
    r7 = mod_add(r7, r31, m.q);
    r7 = mod_mul_tw(r7, r20, r23, m);
    r7 = mod_centre(r7, m.q);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_pro(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ fuse_pow2_v,
    const word_t* __restrict__ fuse_pow2_c,
    const ModConst* __restrict__ mods,
    unsigned long long skip_at,
    unsigned long long skip_len)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    // The towers skip_at .. skip_at + skip_len are left out: block tower b runs tower b, or b + skip_len from skip_at on, of buffers that hold them all.
    const unsigned item = blockIdx.y, tower = (blockIdx.z) + ((blockIdx.z) >= (unsigned)skip_at ? (unsigned)skip_len : 0u);
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * (gridDim.z + (unsigned)skip_len) + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ fuse_pow2_v_t = fuse_pow2_v + (size_t)tower * 4;
    const word_t* __restrict__ fuse_pow2_c_t = fuse_pow2_c + (size_t)tower * 4;
    word_t r0, r1, r2, r3, r4, r5;
    const unsigned bx = blockIdx.x;

    // phase 0: the prologue's steps alone
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]); r0 = v.x; r1 = v.y; }
    r2 = fuse_pow2_v_t[3];
    r3 = fuse_pow2_c_t[3];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]); r4 = v.x; r5 = v.y; }
    r0 = mod_mul(r0, r4, m);
    r0 = mod_mul_tw(r0, r2, r3, m);
    r1 = mod_mul(r1, r5, m);
    r1 = mod_mul_tw(r1, r2, r3, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]) = make_ulonglong2(r0, r1);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_plain_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned long long skip_at,
    unsigned long long skip_len)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    // The towers skip_at .. skip_at + skip_len are left out: block tower b runs tower b, or b + skip_len from skip_at on, of buffers that hold them all.
    const unsigned item = blockIdx.y, tower = (blockIdx.z) + ((blockIdx.z) >= (unsigned)skip_at ? (unsigned)skip_len : 0u);
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * (gridDim.z + (unsigned)skip_len) + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 128];
    r2 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 256];
    r3 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 384];
    r4 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 512];
    r5 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 640];
    r6 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 768];
    r7 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 896];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(bx | (threadIdx.x >> 5)) + 1]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r4, r8, r9, m);
    bfly_ct_lazy(r1, r5, r8, r9, m);
    bfly_ct_lazy(r2, r6, r8, r9, m);
    bfly_ct_lazy(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 1) + 2]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r0, r2, r10, r11, m);
    bfly_ct_lazy(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 1) + 3]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r4, r6, r12, r13, m);
    bfly_ct_lazy(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 4]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 5]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 6]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 7]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r6, r7, r20, r21, m);
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 408u] = r3;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 544u] = r4;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 680u] = r5;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 816u] = r6;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 952u] = r7;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 102u];
    r4 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 136u];
    r5 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 170u];
    r6 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 204u];
    r7 = smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 238u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 3) | ((threadIdx.y & 3u) << 1)) + 8]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r2, r8, r9, m);
    bfly_ct_lazy(r1, r3, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 3) | ((threadIdx.y & 3u) << 1)) + 9]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r4, r6, r10, r11, m);
    bfly_ct_lazy(r5, r7, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 16]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r0, r1, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 17]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r2, r3, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 18]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r4, r5, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 19]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r6, r7, r18, r19, m);
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 96] = r3;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 128] = r4;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 160] = r5;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 192] = r6;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 224] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_plain_fwd1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned long long skip_at,
    unsigned long long skip_len)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    // The towers skip_at .. skip_at + skip_len are left out: block tower b runs tower b, or b + skip_len from skip_at on, of buffers that hold them all.
    const unsigned item = blockIdx.y, tower = (blockIdx.z) + ((blockIdx.z) >= (unsigned)skip_at ? (unsigned)skip_len : 0u);
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * (gridDim.z + (unsigned)skip_len) + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12];
    r4 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16];
    r5 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20];
    r6 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24];
    r7 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx << 5) | threadIdx.y) + 32]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r4, r8, r9, m);
    bfly_ct_lazy(r1, r5, r8, r9, m);
    bfly_ct_lazy(r2, r6, r8, r9, m);
    bfly_ct_lazy(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 64]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r0, r2, r10, r11, m);
    bfly_ct_lazy(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 65]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r4, r6, r12, r13, m);
    bfly_ct_lazy(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 128]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 129]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 130]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 131]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy(r6, r7, r20, r21, m);
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u] = r3;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u] = r4;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u] = r5;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u] = r6;
    smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u];
    r5 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u];
    r6 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u];
    r7 = smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy(r0, r2, r8, r9, m);
    bfly_ct_lazy(r1, r3, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy(r4, r6, r10, r11, m);
    bfly_ct_lazy(r5, r7, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy(r0, r1, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy(r2, r3, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy(r4, r5, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy(r6, r7, r18, r19, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_epi(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ fuse_pow2_v,
    const word_t* __restrict__ fuse_pow2_c,
    const word_t* __restrict__ c_0,
    const ModConst* __restrict__ mods,
    unsigned long long skip_at,
    unsigned long long skip_len)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    // The towers skip_at .. skip_at + skip_len are left out: block tower b runs tower b, or b + skip_len from skip_at on, of buffers that hold them all.
    const unsigned item = blockIdx.y, tower = (blockIdx.z) + ((blockIdx.z) >= (unsigned)skip_at ? (unsigned)skip_len : 0u);
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * (gridDim.z + (unsigned)skip_len) + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ fuse_pow2_v_t = fuse_pow2_v + (size_t)tower * 4;
    const word_t* __restrict__ fuse_pow2_c_t = fuse_pow2_c + (size_t)tower * 4;
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    const unsigned bx = blockIdx.x;

    // phase 0: the epilogue's steps alone
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]); r0 = v.x; r1 = v.y; }
    r2 = c_0[tower];
    r3 = fuse_pow2_v_t[2];
    r4 = fuse_pow2_c_t[2];
    r2 = mod_mul_tw(r2, r3, r4, m);
    r5 = r2 * m.c0;
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]); r6 = v.x; r7 = v.y; }
    r0 = mod_add(r0, r6, m.q);
    r0 = mod_mul_tw(r0, r2, r5, m);
    r0 = mod_centre(r0, m.q);
    r1 = mod_add(r1, r7, m.q);
    r1 = mod_mul_tw(r1, r2, r5, m);
    r1 = mod_centre(r1, m.q);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]) = make_ulonglong2(r0, r1);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_inv1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3))]); r8 = v.x; r9 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 2]); r10 = v.x; r11 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 4]); r12 = v.x; r13 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | ((threadIdx.x & 3u) << 3)) + 6]); r14 = v.x; r15 = v.y; }
    r0 = mod_sub(r0, r8, m.q);
    r1 = mod_sub(r1, r9, m.q);
    r2 = mod_sub(r2, r10, m.q);
    r3 = mod_sub(r3, r11, m.q);
    r4 = mod_sub(r4, r12, m.q);
    r5 = mod_sub(r5, r13, m.q);
    r6 = mod_sub(r6, r14, m.q);
    r7 = mod_sub(r7, r15, m.q);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 512]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r1, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 513]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r2, r3, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 514]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r4, r5, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 515]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r6, r7, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 256]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r0, r2, r24, r25, false, m);
    bfly_gs_lazy(r1, r3, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 257]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r4, r6, r26, r27, false, m);
    bfly_gs_lazy(r5, r7, r26, r27, false, m);
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4))] = r0;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 3u] = r3;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 4u] = r4;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 5u] = r5;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 6u] = r6;
    smem[(((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) + (((threadIdx.y << 5) + ((threadIdx.x & 3u) << 3)) >> 4)) + 7u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 12u];
    r4 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 17u];
    r5 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 21u];
    r6 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 25u];
    r7 = smem[(((threadIdx.y << 5) + (threadIdx.x & 3u)) + (((threadIdx.y << 5) + (threadIdx.x & 3u)) >> 4)) + 29u];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 128]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 129]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 130]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 2) + 131]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 64]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx << 5) | threadIdx.y) << 1) + 65]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx << 5) | threadIdx.y) + 32]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r4, r20, r21, false, m);
    bfly_gs_lazy(r1, r5, r20, r21, false, m);
    bfly_gs_lazy(r2, r6, r20, r21, false, m);
    bfly_gs_lazy(r3, r7, r20, r21, false, m);
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 12] = r3;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 16] = r4;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 20] = r5;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 24] = r6;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 5) | (threadIdx.x & 3u)) + 28] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ inv_len_c,
    const word_t* __restrict__ fuse_pow2_v,
    const word_t* __restrict__ fuse_pow2_c,
    const word_t* __restrict__ c_1,
    const word_t* __restrict__ c_2,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 2048;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    const word_t* __restrict__ fuse_pow2_v_t = fuse_pow2_v + (size_t)tower * 4;
    const word_t* __restrict__ fuse_pow2_c_t = fuse_pow2_c + (size_t)tower * 4;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 96];
    r4 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 128];
    r5 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 160];
    r6 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 192];
    r7 = x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | (((threadIdx.y & 3u) << 3) << 5)) | (threadIdx.x & 31u)) + 224];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 16]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy(r0, r1, r8, r9, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 17]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy(r2, r3, r10, r11, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 18]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy(r4, r5, r12, r13, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 4) | ((threadIdx.y & 3u) << 2)) + 19]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy(r6, r7, r14, r15, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 3) | ((threadIdx.y & 3u) << 1)) + 8]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx | (threadIdx.x >> 5)) << 3) | ((threadIdx.y & 3u) << 1)) + 9]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 102u] = r3;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 136u] = r4;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 170u] = r5;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 204u] = r6;
    smem[(((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 3) << 5) + threadIdx.x) >> 4)) + 238u] = r7;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 408u];
    r4 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 544u];
    r5 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 680u];
    r6 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 816u];
    r7 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 952u];
    r8 = c_1[tower];
    r9 = c_2[tower];
    r8 = mod_mul(r8, r9, m);
    r10 = fuse_pow2_v_t[1];
    r11 = fuse_pow2_c_t[1];
    r8 = mod_mul_tw(r8, r10, r11, m);
    r12 = inv_len_v_t[1];
    r13 = inv_len_c_t[1];
    r8 = mod_mul_tw(r8, r12, r13, m);
    r14 = r8 * m.c0;
    r15 = c_1[tower];
    r16 = c_2[tower];
    r15 = mod_mul(r15, r16, m);
    r17 = fuse_pow2_v_t[0];
    r18 = fuse_pow2_c_t[0];
    r15 = mod_mul_tw(r15, r17, r18, m);
    r19 = r15 * m.c0;
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 4]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r1, r20, r21, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 5]; r22 = e.x; r23 = e.y; }
    bfly_gs_lazy(r2, r3, r22, r23, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 6]; r24 = e.x; r25 = e.y; }
    bfly_gs_lazy(r4, r5, r24, r25, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 2) + 7]; r26 = e.x; r27 = e.y; }
    bfly_gs_lazy(r6, r7, r26, r27, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 1) + 2]; r28 = e.x; r29 = e.y; }
    bfly_gs_lazy(r0, r2, r28, r29, false, m);
    bfly_gs_lazy(r1, r3, r28, r29, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((bx | (threadIdx.x >> 5)) << 1) + 3]; r30 = e.x; r31 = e.y; }
    bfly_gs_lazy(r4, r6, r30, r31, false, m);
    bfly_gs_lazy(r5, r7, r30, r31, false, m);
    bfly_gs_last(r0, r4, r8, r14, r15, r19, m);
    bfly_gs_last(r1, r5, r8, r14, r15, r19, m);
    bfly_gs_last(r2, r6, r8, r14, r15, r19, m);
    bfly_gs_last(r3, r7, r8, r14, r15, r19, m);
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 128] = r1;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 256] = r2;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 384] = r3;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 512] = r4;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 640] = r5;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 768] = r6;
    x[poly + (size_t)((((bx | (threadIdx.x >> 5)) << 10) | ((threadIdx.y & 3u) << 5)) | (threadIdx.x & 31u)) + 896] = r7;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_pro(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    word_t r0, r1, r2, r3;
    const unsigned bx = blockIdx.x;

    // phase 0: the prologue's steps alone
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&y[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]); r2 = v.x; r3 = v.y; }
    r0 = mod_sub(r0, r2, m.q);
    r1 = mod_sub(r1, r3, m.q);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]) = make_ulonglong2(r0, r1);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_epi(
    word_t* __restrict__ x,
    const word_t* __restrict__ fuse_pow2_v,
    const word_t* __restrict__ fuse_pow2_c,
    const word_t* __restrict__ c_1,
    const word_t* __restrict__ c_2,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 1024;
    const ModConst m = mods[tower];
    const word_t* __restrict__ fuse_pow2_v_t = fuse_pow2_v + (size_t)tower * 4;
    const word_t* __restrict__ fuse_pow2_c_t = fuse_pow2_c + (size_t)tower * 4;
    word_t r0, r1, r2, r3, r4, r5, r6;
    const unsigned bx = blockIdx.x;

    // phase 0: the epilogue's steps alone
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]); r0 = v.x; r1 = v.y; }
    r2 = c_1[tower];
    r3 = c_2[tower];
    r2 = mod_mul(r2, r3, m);
    r4 = fuse_pow2_v_t[1];
    r5 = fuse_pow2_c_t[1];
    r2 = mod_mul_tw(r2, r4, r5, m);
    r6 = r2 * m.c0;
    r0 = mod_mul_tw(r0, r2, r6, m);
    r1 = mod_mul_tw(r1, r2, r6, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 1)]) = make_ulonglong2(r0, r1);
}

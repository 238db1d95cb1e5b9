// nttgen: ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const.toml --out generated/ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const"
//   transform = "ntt-negacyclic"
//   log_n = 16
//   word = "u32"
//   reduction = "montgomery"
//   radix = 16
//   stage_split = [7, 9]
//   cluster = 8
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//   roots = "generator"
//
//   [moduli.runtime]
//   max_bits = 31
//   max_towers = 64
//
//   [[fused]]
//   name = "mod_down"
//   transform = "forward"
//
//   [[fused.epilogue]]
//   op = "sub-from-y"
//
//   [[fused.epilogue]]
//   op = "mul"
//   constant = "inv_p"
//   form = "montgomery"
//
//   [[fused]]
//   name = "mod_up"
//   transform = "forward"
//   skip_towers = true
//
//   [[fused.prologue]]
//   op = "to-montgomery"
//
//   [[fused]]
//   name = "intt_const"
//   transform = "inverse"
//
//   [[fused.epilogue]]
//   op = "mul"
//   constant = "c"
//   form = "montgomery"
//
//   [[fused.epilogue]]
//   op = "scale"
//   by = "n"
//
//   [[fused.epilogue]]
//   op = "centre"
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd0: grid_x 64, block 8 x 8, shared 4224 B; mulmods 229376, addmods 458752, butterflies 229376, global bytes 524288 (read 262144, write 262144), table bytes 475136, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd1: grid_x 16, block 32 x 8, shared 16896 B; mulmods 294912, addmods 655360, butterflies 294912, global bytes 524288 (read 262144, write 262144), table bytes 622592, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_pw: grid_x 512, block 128 x 1, shared 0 B; mulmods 65536, addmods 0, butterflies 0, global bytes 786432 (read 524288, write 262144), table bytes 0, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv1: grid_x 16, block 32 x 8, shared 16896 B; mulmods 294912, addmods 589824, butterflies 294912, global bytes 524288 (read 262144, write 262144), table bytes 622592, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv0: grid_x 64, block 8 x 8, shared 4224 B; mulmods 262144, addmods 458752, butterflies 229376, global bytes 524288 (read 262144, write 262144), table bytes 491520, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_product1: grid_x 16, block 32 x 8, shared 33792 B; mulmods 950272, addmods 1900544, butterflies 884736, global bytes 786432 (read 524288, write 262144), table bytes 1245184, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd_coop: grid_x 32, block 32 x 4, shared 8512 B; mulmods 524288, addmods 1114112, butterflies 524288, global bytes 1048576 (read 524288, write 524288), table bytes 1097728, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv_coop: grid_x 32, block 32 x 4, shared 8512 B; mulmods 557056, addmods 1048576, butterflies 524288, global bytes 1048576 (read 524288, write 524288), table bytes 1114112, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_product_coop: grid_x 32, block 32 x 4, shared 16896 B; mulmods 1671168, addmods 3276800, butterflies 1572864, global bytes 2359296 (read 1310720, write 1048576), table bytes 2686976, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_fwd1: grid_x 16, block 32 x 8, shared 16896 B; mulmods 360448, addmods 720896, butterflies 294912, global bytes 786432 (read 524288, write 262144), table bytes 638976, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_epi: grid_x 128, block 128 x 1, shared 0 B; mulmods 65536, addmods 65536, butterflies 0, global bytes 786432 (read 524288, write 262144), table bytes 65536, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_fwd0: grid_x 64, block 8 x 8, shared 4224 B; mulmods 294912, addmods 458752, butterflies 229376, global bytes 524288 (read 262144, write 262144), table bytes 491520, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_fwd1: grid_x 16, block 32 x 8, shared 16896 B; mulmods 294912, addmods 655360, butterflies 294912, global bytes 524288 (read 262144, write 262144), table bytes 622592, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_pro: grid_x 128, block 128 x 1, shared 0 B; mulmods 65536, addmods 0, butterflies 0, global bytes 524288 (read 262144, write 262144), table bytes 65536, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_plain_fwd0: grid_x 64, block 8 x 8, shared 4224 B; mulmods 229376, addmods 458752, butterflies 229376, global bytes 524288 (read 262144, write 262144), table bytes 475136, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_inv0: grid_x 64, block 8 x 8, shared 4224 B; mulmods 270336, addmods 524288, butterflies 229376, global bytes 524288 (read 262144, write 262144), table bytes 524288, shuffles 0
//   ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_epi: grid_x 128, block 128 x 1, shared 0 B; mulmods 81920, addmods 65536, butterflies 0, global bytes 524288 (read 262144, write 262144), table bytes 131072, shuffles 0

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
 * B = q with the narrow butterflies (u32 montgomery, some prime of 31 bits,
 * so 4q would not fit the word): CT values in [0, 2q), GS values in [0, q),
 * the product exact (mod_mul_tw, its sign correction kept: a·wR < q·2^32 for
 * a < 2q),
 * 2B < 2^β by the variant's bound. mod_mul_lazy is the variant's
 * stored-form product on lazy inputs (its file says why it is exact there).
 * Corrections are branch-free selects. */

__device__ __forceinline__ word_t mod_half_lazy(word_t v, word_t q) {
    return (v >> 1) + (((q >> 1) + 1) & mod_mask((v & 1) != 0));
}

__device__ __forceinline__ void bfly_ct_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t b = m.q;
    const word_t u = mod_csub(x, m.q);
    const word_t t = mod_mul_tw(y, w, w_comp, m);
    x = u + t;
    y = u - t + b;
}

__device__ __forceinline__ void bfly_gs_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, bool half, const ModConst m) {
    const word_t b = m.q;
    const word_t s = mod_csub(x + y, b);
    const word_t d = mod_mul_tw(x - y + b, w, w_comp, m);
    x = half ? mod_half_lazy(s, m.q) : s;
    y = half ? mod_half_lazy(d, m.q) : d;
}
__device__ __forceinline__ word_t mod_normalize(word_t x, const ModConst m) {
    return mod_csub(x, m.q);
}

/* The inverse's last level with 1/len folded in (twin of Modulus::bfly_gs_last):
 * x, y lazy GS values below B; ((x + y) s, (x + B - y) w) through the exact
 * stored-form product, which takes operands below 2B, so the sum needs no
 * correction first. Results in [0, q). */
__device__ __forceinline__ void bfly_gs_last(word_t& x, word_t& y, word_t w, word_t w_comp, word_t s, word_t s_comp, const ModConst m) {
    const word_t b = m.q;
    const word_t u = x + y;
    const word_t d = x + b - y;
    x = mod_mul_tw(u, s, s_comp, m);
    y = mod_mul_tw(d, w, w_comp, m);
}

/* A GS value, [0, B) -> [0, q). */
__device__ __forceinline__ word_t mod_normalize_gs(word_t x, const ModConst m) {
    return x; /* GS values are below q already */
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

/* nttgen reduce/stored.cu (word = u32, reduction = montgomery): what a
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



extern "C" __global__ void __launch_bounds__(64) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 8192];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 12288];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 16384];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 20480];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 24576];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 28672];
    r8 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 32768];
    r9 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 36864];
    r10 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 40960];
    r11 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 45056];
    r12 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 49152];
    r13 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 53248];
    r14 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 57344];
    r15 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 61440];
    r16 = tw_fwd_v_t[(size_t)((bx >> 6) | (threadIdx.x >> 9)) + 1];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 1) + 2]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 2) + 4]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 3) + 8]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 3) + 12]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 198u] = r3;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 264u] = r4;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 330u] = r5;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 396u] = r6;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 462u] = r7;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 528u] = r8;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 594u] = r9;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 660u] = r10;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 726u] = r11;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 792u] = r12;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 858u] = r13;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 924u] = r14;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 990u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 1u) << 3) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 2u) << 3) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 3u) << 3) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 5u) << 3) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 6u) << 3) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 7u) << 3) + threadIdx.x) >> 5)) + 56u];
    r8 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 66u];
    r9 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 9u) << 3) + threadIdx.x) >> 5)) + 72u];
    r10 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 10u) << 3) + threadIdx.x) >> 5)) + 80u];
    r11 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 11u) << 3) + threadIdx.x) >> 5)) + 88u];
    r12 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 99u];
    r13 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 13u) << 3) + threadIdx.x) >> 5)) + 104u];
    r14 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 14u) << 3) + threadIdx.x) >> 5)) + 112u];
    r15 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 15u) << 3) + threadIdx.x) >> 5)) + 120u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 4) | ((threadIdx.y & 7u) << 1)) + 16]); r16 = v.x; r18 = v.y; }
    bfly_ct_lazy(r0, r4, r16, 0, m);
    bfly_ct_lazy(r1, r5, r16, 0, m);
    bfly_ct_lazy(r2, r6, r16, 0, m);
    bfly_ct_lazy(r3, r7, r16, 0, m);
    bfly_ct_lazy(r8, r12, r18, 0, m);
    bfly_ct_lazy(r9, r13, r18, 0, m);
    bfly_ct_lazy(r10, r14, r18, 0, m);
    bfly_ct_lazy(r11, r15, r18, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 5) | ((threadIdx.y & 7u) << 2)) + 32]); r20 = v.x; r22 = v.y; r24 = v.z; r26 = v.w; }
    bfly_ct_lazy(r0, r2, r20, 0, m);
    bfly_ct_lazy(r1, r3, r20, 0, m);
    bfly_ct_lazy(r4, r6, r22, 0, m);
    bfly_ct_lazy(r5, r7, r22, 0, m);
    bfly_ct_lazy(r8, r10, r24, 0, m);
    bfly_ct_lazy(r9, r11, r24, 0, m);
    bfly_ct_lazy(r12, r14, r26, 0, m);
    bfly_ct_lazy(r13, r15, r26, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 6) | ((threadIdx.y & 7u) << 3)) + 64]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    bfly_ct_lazy(r0, r1, r28, 0, m);
    bfly_ct_lazy(r2, r3, r30, 0, m);
    bfly_ct_lazy(r4, r5, r32, 0, m);
    bfly_ct_lazy(r6, r7, r34, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 6) | ((threadIdx.y & 7u) << 3)) + 68]); r36 = v.x; r38 = v.y; r40 = v.z; r42 = v.w; }
    bfly_ct_lazy(r8, r9, r36, 0, m);
    bfly_ct_lazy(r10, r11, r38, 0, m);
    bfly_ct_lazy(r12, r13, r40, 0, m);
    bfly_ct_lazy(r14, r15, r42, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 512] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 1024] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 1536] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 2048] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 3072] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 3584] = r7;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4096] = r8;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4608] = r9;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 5120] = r10;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 5632] = r11;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 6144] = r12;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 6656] = r13;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 7168] = r14;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 7680] = r15;
}

extern "C" __global__ void __launch_bounds__(256) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96];
    r4 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128];
    r5 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160];
    r6 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192];
    r7 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224];
    r8 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256];
    r9 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288];
    r10 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320];
    r11 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352];
    r12 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384];
    r13 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416];
    r14 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448];
    r15 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480];
    r16 = tw_fwd_v_t[(size_t)((bx << 3) | threadIdx.y) + 128];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 1) + 256]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 2) + 512]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1024]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1028]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 165u] = r5;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 198u] = r6;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 231u] = r7;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 264u] = r8;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 297u] = r9;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 330u] = r10;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 363u] = r11;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 396u] = r12;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 429u] = r13;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 462u] = r14;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 495u] = r15;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u];
    r16 = tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 2048];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 4096]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 6) | (((threadIdx.x >> 1) & 15u) << 2)) + 8192]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16384]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16388]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u] = r15;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 7u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 8u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 9u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 10u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 11u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 12u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 13u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 14u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 15u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32768]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_ct_lazy(r0, r1, r16, 0, m);
    bfly_ct_lazy(r2, r3, r18, 0, m);
    bfly_ct_lazy(r4, r5, r20, 0, m);
    bfly_ct_lazy(r6, r7, r22, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32772]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
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
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 4]) = make_uint4(r4, r5, r6, r7);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 8]) = make_uint4(r8, r9, r10, r11);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 12]) = make_uint4(r12, r13, r14, r15);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_pw(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(256) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 4]); r4 = v.x; r5 = v.y; r6 = v.z; r7 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 8]); r8 = v.x; r9 = v.y; r10 = v.z; r11 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 12]); r12 = v.x; r13 = v.y; r14 = v.z; r15 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32768]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32772]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 7u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 8u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 9u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 10u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 11u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 12u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 13u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 14u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 15u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16384]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16388]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 6) | (((threadIdx.x >> 1) & 15u) << 2)) + 8192]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 4096]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 2048];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u] = r15;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r4 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 132u];
    r5 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 165u];
    r6 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 198u];
    r7 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 231u];
    r8 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 264u];
    r9 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 297u];
    r10 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 330u];
    r11 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 363u];
    r12 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 396u];
    r13 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 429u];
    r14 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 462u];
    r15 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 495u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1024]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1028]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 3) | threadIdx.y) << 2) + 512]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 3) | threadIdx.y) << 1) + 256]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    r44 = tw_inv_v_t[(size_t)((bx << 3) | threadIdx.y) + 128];
    bfly_gs_lazy(r0, r8, r44, 0, false, m);
    bfly_gs_lazy(r1, r9, r44, 0, false, m);
    bfly_gs_lazy(r2, r10, r44, 0, false, m);
    bfly_gs_lazy(r3, r11, r44, 0, false, m);
    bfly_gs_lazy(r4, r12, r44, 0, false, m);
    bfly_gs_lazy(r5, r13, r44, 0, false, m);
    bfly_gs_lazy(r6, r14, r44, 0, false, m);
    bfly_gs_lazy(r7, r15, r44, 0, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96] = r3;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128] = r4;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160] = r5;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192] = r6;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224] = r7;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256] = r8;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288] = r9;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320] = r10;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352] = r11;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384] = r12;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416] = r13;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448] = r14;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480] = r15;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv0(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 512];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 1024];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 1536];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 2048];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 2560];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 3072];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 3584];
    r8 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4096];
    r9 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4608];
    r10 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 5120];
    r11 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 5632];
    r12 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 6144];
    r13 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 6656];
    r14 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 7168];
    r15 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 7680];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 6) | ((threadIdx.y & 7u) << 3)) + 64]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 6) | ((threadIdx.y & 7u) << 3)) + 68]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 5) | ((threadIdx.y & 7u) << 2)) + 32]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 4) | ((threadIdx.y & 7u) << 1)) + 16]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 1u) << 3) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 2u) << 3) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 3u) << 3) + threadIdx.x) >> 5)) + 24u] = r3;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 5u) << 3) + threadIdx.x) >> 5)) + 40u] = r5;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 6u) << 3) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 7u) << 3) + threadIdx.x) >> 5)) + 56u] = r7;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 66u] = r8;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 9u) << 3) + threadIdx.x) >> 5)) + 72u] = r9;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 10u) << 3) + threadIdx.x) >> 5)) + 80u] = r10;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 11u) << 3) + threadIdx.x) >> 5)) + 88u] = r11;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 99u] = r12;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 13u) << 3) + threadIdx.x) >> 5)) + 104u] = r13;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 14u) << 3) + threadIdx.x) >> 5)) + 112u] = r14;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 15u) << 3) + threadIdx.x) >> 5)) + 120u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 132u];
    r3 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 198u];
    r4 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 264u];
    r5 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 330u];
    r6 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 396u];
    r7 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 462u];
    r8 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 528u];
    r9 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 594u];
    r10 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 660u];
    r11 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 726u];
    r12 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 792u];
    r13 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 858u];
    r14 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 924u];
    r15 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 990u];
    r16 = inv_len_v_t[1];
    r18 = inv_len_v_t[0];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 3) + 8]); r20 = v.x; r22 = v.y; r24 = v.z; r26 = v.w; }
    bfly_gs_lazy(r0, r1, r20, 0, false, m);
    bfly_gs_lazy(r2, r3, r22, 0, false, m);
    bfly_gs_lazy(r4, r5, r24, 0, false, m);
    bfly_gs_lazy(r6, r7, r26, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 3) + 12]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    bfly_gs_lazy(r8, r9, r28, 0, false, m);
    bfly_gs_lazy(r10, r11, r30, 0, false, m);
    bfly_gs_lazy(r12, r13, r32, 0, false, m);
    bfly_gs_lazy(r14, r15, r34, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 2) + 4]); r36 = v.x; r38 = v.y; r40 = v.z; r42 = v.w; }
    bfly_gs_lazy(r0, r2, r36, 0, false, m);
    bfly_gs_lazy(r1, r3, r36, 0, false, m);
    bfly_gs_lazy(r4, r6, r38, 0, false, m);
    bfly_gs_lazy(r5, r7, r38, 0, false, m);
    bfly_gs_lazy(r8, r10, r40, 0, false, m);
    bfly_gs_lazy(r9, r11, r40, 0, false, m);
    bfly_gs_lazy(r12, r14, r42, 0, false, m);
    bfly_gs_lazy(r13, r15, r42, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 1) + 2]); r44 = v.x; r46 = v.y; }
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
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 8192] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 12288] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 16384] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 20480] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 24576] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 28672] = r7;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 32768] = r8;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 36864] = r9;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 40960] = r10;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 45056] = r11;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 49152] = r12;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 53248] = r13;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 57344] = r14;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 61440] = r15;
}

extern "C" __global__ void __launch_bounds__(256) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_product1(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    word_t r48, r50, r52, r54, r56, r58, r60, r62;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96];
    r4 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128];
    r5 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160];
    r6 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192];
    r7 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224];
    r8 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256];
    r9 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288];
    r10 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320];
    r11 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352];
    r12 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384];
    r13 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416];
    r14 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448];
    r15 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480];
    r16 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u))];
    r17 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32];
    r18 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64];
    r19 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96];
    r20 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128];
    r21 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160];
    r22 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192];
    r23 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224];
    r24 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256];
    r25 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288];
    r26 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320];
    r27 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352];
    r28 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384];
    r29 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416];
    r30 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448];
    r31 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480];
    r32 = tw_fwd_v_t[(size_t)((bx << 3) | threadIdx.y) + 128];
    bfly_ct_lazy(r0, r8, r32, 0, m);
    bfly_ct_lazy(r1, r9, r32, 0, m);
    bfly_ct_lazy(r2, r10, r32, 0, m);
    bfly_ct_lazy(r3, r11, r32, 0, m);
    bfly_ct_lazy(r4, r12, r32, 0, m);
    bfly_ct_lazy(r5, r13, r32, 0, m);
    bfly_ct_lazy(r6, r14, r32, 0, m);
    bfly_ct_lazy(r7, r15, r32, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 1) + 256]); r34 = v.x; r36 = v.y; }
    bfly_ct_lazy(r0, r4, r34, 0, m);
    bfly_ct_lazy(r1, r5, r34, 0, m);
    bfly_ct_lazy(r2, r6, r34, 0, m);
    bfly_ct_lazy(r3, r7, r34, 0, m);
    bfly_ct_lazy(r8, r12, r36, 0, m);
    bfly_ct_lazy(r9, r13, r36, 0, m);
    bfly_ct_lazy(r10, r14, r36, 0, m);
    bfly_ct_lazy(r11, r15, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 2) + 512]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r0, r2, r38, 0, m);
    bfly_ct_lazy(r1, r3, r38, 0, m);
    bfly_ct_lazy(r4, r6, r40, 0, m);
    bfly_ct_lazy(r5, r7, r40, 0, m);
    bfly_ct_lazy(r8, r10, r42, 0, m);
    bfly_ct_lazy(r9, r11, r42, 0, m);
    bfly_ct_lazy(r12, r14, r44, 0, m);
    bfly_ct_lazy(r13, r15, r44, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1024]); r46 = v.x; r48 = v.y; r50 = v.z; r52 = v.w; }
    bfly_ct_lazy(r0, r1, r46, 0, m);
    bfly_ct_lazy(r2, r3, r48, 0, m);
    bfly_ct_lazy(r4, r5, r50, 0, m);
    bfly_ct_lazy(r6, r7, r52, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1028]); r54 = v.x; r56 = v.y; r58 = v.z; r60 = v.w; }
    bfly_ct_lazy(r8, r9, r54, 0, m);
    bfly_ct_lazy(r10, r11, r56, 0, m);
    bfly_ct_lazy(r12, r13, r58, 0, m);
    bfly_ct_lazy(r14, r15, r60, 0, m);
    bfly_ct_lazy(r16, r24, r32, 0, m);
    bfly_ct_lazy(r17, r25, r32, 0, m);
    bfly_ct_lazy(r18, r26, r32, 0, m);
    bfly_ct_lazy(r19, r27, r32, 0, m);
    bfly_ct_lazy(r20, r28, r32, 0, m);
    bfly_ct_lazy(r21, r29, r32, 0, m);
    bfly_ct_lazy(r22, r30, r32, 0, m);
    bfly_ct_lazy(r23, r31, r32, 0, m);
    bfly_ct_lazy(r16, r20, r34, 0, m);
    bfly_ct_lazy(r17, r21, r34, 0, m);
    bfly_ct_lazy(r18, r22, r34, 0, m);
    bfly_ct_lazy(r19, r23, r34, 0, m);
    bfly_ct_lazy(r24, r28, r36, 0, m);
    bfly_ct_lazy(r25, r29, r36, 0, m);
    bfly_ct_lazy(r26, r30, r36, 0, m);
    bfly_ct_lazy(r27, r31, r36, 0, m);
    bfly_ct_lazy(r16, r18, r38, 0, m);
    bfly_ct_lazy(r17, r19, r38, 0, m);
    bfly_ct_lazy(r20, r22, r40, 0, m);
    bfly_ct_lazy(r21, r23, r40, 0, m);
    bfly_ct_lazy(r24, r26, r42, 0, m);
    bfly_ct_lazy(r25, r27, r42, 0, m);
    bfly_ct_lazy(r28, r30, r44, 0, m);
    bfly_ct_lazy(r29, r31, r44, 0, m);
    bfly_ct_lazy(r16, r17, r46, 0, m);
    bfly_ct_lazy(r18, r19, r48, 0, m);
    bfly_ct_lazy(r20, r21, r50, 0, m);
    bfly_ct_lazy(r22, r23, r52, 0, m);
    bfly_ct_lazy(r24, r25, r54, 0, m);
    bfly_ct_lazy(r26, r27, r56, 0, m);
    bfly_ct_lazy(r28, r29, r58, 0, m);
    bfly_ct_lazy(r30, r31, r60, 0, m);
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 165u] = r5;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 198u] = r6;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 231u] = r7;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 264u] = r8;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 297u] = r9;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 330u] = r10;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 363u] = r11;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 396u] = r12;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 429u] = r13;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 462u] = r14;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 495u] = r15;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4224u] = r16;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4257u] = r17;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4290u] = r18;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4323u] = r19;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4356u] = r20;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4389u] = r21;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4422u] = r22;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4455u] = r23;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4488u] = r24;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4521u] = r25;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4554u] = r26;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4587u] = r27;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4620u] = r28;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4653u] = r29;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4686u] = r30;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 4719u] = r31;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u];
    r16 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4224u];
    r17 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4226u];
    r18 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4228u];
    r19 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4230u];
    r20 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4232u];
    r21 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4234u];
    r22 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4236u];
    r23 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4238u];
    r24 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4240u];
    r25 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4242u];
    r26 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4244u];
    r27 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4246u];
    r28 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4248u];
    r29 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4250u];
    r30 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4252u];
    r31 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4254u];
    r32 = tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 2048];
    bfly_ct_lazy(r0, r8, r32, 0, m);
    bfly_ct_lazy(r1, r9, r32, 0, m);
    bfly_ct_lazy(r2, r10, r32, 0, m);
    bfly_ct_lazy(r3, r11, r32, 0, m);
    bfly_ct_lazy(r4, r12, r32, 0, m);
    bfly_ct_lazy(r5, r13, r32, 0, m);
    bfly_ct_lazy(r6, r14, r32, 0, m);
    bfly_ct_lazy(r7, r15, r32, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 4096]); r34 = v.x; r36 = v.y; }
    bfly_ct_lazy(r0, r4, r34, 0, m);
    bfly_ct_lazy(r1, r5, r34, 0, m);
    bfly_ct_lazy(r2, r6, r34, 0, m);
    bfly_ct_lazy(r3, r7, r34, 0, m);
    bfly_ct_lazy(r8, r12, r36, 0, m);
    bfly_ct_lazy(r9, r13, r36, 0, m);
    bfly_ct_lazy(r10, r14, r36, 0, m);
    bfly_ct_lazy(r11, r15, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 6) | (((threadIdx.x >> 1) & 15u) << 2)) + 8192]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r0, r2, r38, 0, m);
    bfly_ct_lazy(r1, r3, r38, 0, m);
    bfly_ct_lazy(r4, r6, r40, 0, m);
    bfly_ct_lazy(r5, r7, r40, 0, m);
    bfly_ct_lazy(r8, r10, r42, 0, m);
    bfly_ct_lazy(r9, r11, r42, 0, m);
    bfly_ct_lazy(r12, r14, r44, 0, m);
    bfly_ct_lazy(r13, r15, r44, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16384]); r46 = v.x; r48 = v.y; r50 = v.z; r52 = v.w; }
    bfly_ct_lazy(r0, r1, r46, 0, m);
    bfly_ct_lazy(r2, r3, r48, 0, m);
    bfly_ct_lazy(r4, r5, r50, 0, m);
    bfly_ct_lazy(r6, r7, r52, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16388]); r54 = v.x; r56 = v.y; r58 = v.z; r60 = v.w; }
    bfly_ct_lazy(r8, r9, r54, 0, m);
    bfly_ct_lazy(r10, r11, r56, 0, m);
    bfly_ct_lazy(r12, r13, r58, 0, m);
    bfly_ct_lazy(r14, r15, r60, 0, m);
    bfly_ct_lazy(r16, r24, r32, 0, m);
    bfly_ct_lazy(r17, r25, r32, 0, m);
    bfly_ct_lazy(r18, r26, r32, 0, m);
    bfly_ct_lazy(r19, r27, r32, 0, m);
    bfly_ct_lazy(r20, r28, r32, 0, m);
    bfly_ct_lazy(r21, r29, r32, 0, m);
    bfly_ct_lazy(r22, r30, r32, 0, m);
    bfly_ct_lazy(r23, r31, r32, 0, m);
    bfly_ct_lazy(r16, r20, r34, 0, m);
    bfly_ct_lazy(r17, r21, r34, 0, m);
    bfly_ct_lazy(r18, r22, r34, 0, m);
    bfly_ct_lazy(r19, r23, r34, 0, m);
    bfly_ct_lazy(r24, r28, r36, 0, m);
    bfly_ct_lazy(r25, r29, r36, 0, m);
    bfly_ct_lazy(r26, r30, r36, 0, m);
    bfly_ct_lazy(r27, r31, r36, 0, m);
    bfly_ct_lazy(r16, r18, r38, 0, m);
    bfly_ct_lazy(r17, r19, r38, 0, m);
    bfly_ct_lazy(r20, r22, r40, 0, m);
    bfly_ct_lazy(r21, r23, r40, 0, m);
    bfly_ct_lazy(r24, r26, r42, 0, m);
    bfly_ct_lazy(r25, r27, r42, 0, m);
    bfly_ct_lazy(r28, r30, r44, 0, m);
    bfly_ct_lazy(r29, r31, r44, 0, m);
    bfly_ct_lazy(r16, r17, r46, 0, m);
    bfly_ct_lazy(r18, r19, r48, 0, m);
    bfly_ct_lazy(r20, r21, r50, 0, m);
    bfly_ct_lazy(r22, r23, r52, 0, m);
    bfly_ct_lazy(r24, r25, r54, 0, m);
    bfly_ct_lazy(r26, r27, r56, 0, m);
    bfly_ct_lazy(r28, r29, r58, 0, m);
    bfly_ct_lazy(r30, r31, r60, 0, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u] = r15;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4224u] = r16;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4226u] = r17;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4228u] = r18;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4230u] = r19;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4232u] = r20;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4234u] = r21;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4236u] = r22;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4238u] = r23;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4240u] = r24;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4242u] = r25;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4244u] = r26;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4246u] = r27;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4248u] = r28;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4250u] = r29;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4252u] = r30;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4254u] = r31;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 7u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 8u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 9u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 10u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 11u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 12u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 13u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 14u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 15u];
    r16 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4224u];
    r17 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4225u];
    r18 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4226u];
    r19 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4227u];
    r20 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4228u];
    r21 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4229u];
    r22 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4230u];
    r23 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4231u];
    r24 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4232u];
    r25 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4233u];
    r26 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4234u];
    r27 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4235u];
    r28 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4236u];
    r29 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4237u];
    r30 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4238u];
    r31 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4239u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32768]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_ct_lazy(r0, r1, r32, 0, m);
    bfly_ct_lazy(r2, r3, r34, 0, m);
    bfly_ct_lazy(r4, r5, r36, 0, m);
    bfly_ct_lazy(r6, r7, r38, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32772]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_ct_lazy(r8, r9, r40, 0, m);
    bfly_ct_lazy(r10, r11, r42, 0, m);
    bfly_ct_lazy(r12, r13, r44, 0, m);
    bfly_ct_lazy(r14, r15, r46, 0, m);
    bfly_ct_lazy(r16, r17, r32, 0, m);
    bfly_ct_lazy(r18, r19, r34, 0, m);
    bfly_ct_lazy(r20, r21, r36, 0, m);
    bfly_ct_lazy(r22, r23, r38, 0, m);
    bfly_ct_lazy(r24, r25, r40, 0, m);
    bfly_ct_lazy(r26, r27, r42, 0, m);
    bfly_ct_lazy(r28, r29, r44, 0, m);
    bfly_ct_lazy(r30, r31, r46, 0, m);
    r0 = mod_normalize(r0, m);
    r16 = mod_normalize(r16, m);
    r0 = mod_mul(r0, r16, m);
    r1 = mod_normalize(r1, m);
    r17 = mod_normalize(r17, m);
    r1 = mod_mul(r1, r17, m);
    r2 = mod_normalize(r2, m);
    r18 = mod_normalize(r18, m);
    r2 = mod_mul(r2, r18, m);
    r3 = mod_normalize(r3, m);
    r19 = mod_normalize(r19, m);
    r3 = mod_mul(r3, r19, m);
    r4 = mod_normalize(r4, m);
    r20 = mod_normalize(r20, m);
    r4 = mod_mul(r4, r20, m);
    r5 = mod_normalize(r5, m);
    r21 = mod_normalize(r21, m);
    r5 = mod_mul(r5, r21, m);
    r6 = mod_normalize(r6, m);
    r22 = mod_normalize(r22, m);
    r6 = mod_mul(r6, r22, m);
    r7 = mod_normalize(r7, m);
    r23 = mod_normalize(r23, m);
    r7 = mod_mul(r7, r23, m);
    r8 = mod_normalize(r8, m);
    r24 = mod_normalize(r24, m);
    r8 = mod_mul(r8, r24, m);
    r9 = mod_normalize(r9, m);
    r25 = mod_normalize(r25, m);
    r9 = mod_mul(r9, r25, m);
    r10 = mod_normalize(r10, m);
    r26 = mod_normalize(r26, m);
    r10 = mod_mul(r10, r26, m);
    r11 = mod_normalize(r11, m);
    r27 = mod_normalize(r27, m);
    r11 = mod_mul(r11, r27, m);
    r12 = mod_normalize(r12, m);
    r28 = mod_normalize(r28, m);
    r12 = mod_mul(r12, r28, m);
    r13 = mod_normalize(r13, m);
    r29 = mod_normalize(r29, m);
    r13 = mod_mul(r13, r29, m);
    r14 = mod_normalize(r14, m);
    r30 = mod_normalize(r30, m);
    r14 = mod_mul(r14, r30, m);
    r15 = mod_normalize(r15, m);
    r31 = mod_normalize(r31, m);
    r15 = mod_mul(r15, r31, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32768]); r48 = v.x; r50 = v.y; r52 = v.z; r54 = v.w; }
    bfly_gs_lazy(r0, r1, r48, 0, false, m);
    bfly_gs_lazy(r2, r3, r50, 0, false, m);
    bfly_gs_lazy(r4, r5, r52, 0, false, m);
    bfly_gs_lazy(r6, r7, r54, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32772]); r56 = v.x; r58 = v.y; r60 = v.z; r62 = v.w; }
    bfly_gs_lazy(r8, r9, r56, 0, false, m);
    bfly_gs_lazy(r10, r11, r58, 0, false, m);
    bfly_gs_lazy(r12, r13, r60, 0, false, m);
    bfly_gs_lazy(r14, r15, r62, 0, false, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 7u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 8u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 9u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 10u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 11u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 12u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 13u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 14u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 15u] = r15;
    __syncthreads();

    // phase 3: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16384]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r1, r32, 0, false, m);
    bfly_gs_lazy(r2, r3, r34, 0, false, m);
    bfly_gs_lazy(r4, r5, r36, 0, false, m);
    bfly_gs_lazy(r6, r7, r38, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16388]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_gs_lazy(r8, r9, r40, 0, false, m);
    bfly_gs_lazy(r10, r11, r42, 0, false, m);
    bfly_gs_lazy(r12, r13, r44, 0, false, m);
    bfly_gs_lazy(r14, r15, r46, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 6) | (((threadIdx.x >> 1) & 15u) << 2)) + 8192]); r48 = v.x; r50 = v.y; r52 = v.z; r54 = v.w; }
    bfly_gs_lazy(r0, r2, r48, 0, false, m);
    bfly_gs_lazy(r1, r3, r48, 0, false, m);
    bfly_gs_lazy(r4, r6, r50, 0, false, m);
    bfly_gs_lazy(r5, r7, r50, 0, false, m);
    bfly_gs_lazy(r8, r10, r52, 0, false, m);
    bfly_gs_lazy(r9, r11, r52, 0, false, m);
    bfly_gs_lazy(r12, r14, r54, 0, false, m);
    bfly_gs_lazy(r13, r15, r54, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 4096]); r56 = v.x; r58 = v.y; }
    bfly_gs_lazy(r0, r4, r56, 0, false, m);
    bfly_gs_lazy(r1, r5, r56, 0, false, m);
    bfly_gs_lazy(r2, r6, r56, 0, false, m);
    bfly_gs_lazy(r3, r7, r56, 0, false, m);
    bfly_gs_lazy(r8, r12, r58, 0, false, m);
    bfly_gs_lazy(r9, r13, r58, 0, false, m);
    bfly_gs_lazy(r10, r14, r58, 0, false, m);
    bfly_gs_lazy(r11, r15, r58, 0, false, m);
    r60 = tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 2048];
    bfly_gs_lazy(r0, r8, r60, 0, false, m);
    bfly_gs_lazy(r1, r9, r60, 0, false, m);
    bfly_gs_lazy(r2, r10, r60, 0, false, m);
    bfly_gs_lazy(r3, r11, r60, 0, false, m);
    bfly_gs_lazy(r4, r12, r60, 0, false, m);
    bfly_gs_lazy(r5, r13, r60, 0, false, m);
    bfly_gs_lazy(r6, r14, r60, 0, false, m);
    bfly_gs_lazy(r7, r15, r60, 0, false, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u] = r15;
    __syncthreads();

    // phase 4: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r4 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 132u];
    r5 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 165u];
    r6 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 198u];
    r7 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 231u];
    r8 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 264u];
    r9 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 297u];
    r10 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 330u];
    r11 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 363u];
    r12 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 396u];
    r13 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 429u];
    r14 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 462u];
    r15 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 495u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1024]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r1, r32, 0, false, m);
    bfly_gs_lazy(r2, r3, r34, 0, false, m);
    bfly_gs_lazy(r4, r5, r36, 0, false, m);
    bfly_gs_lazy(r6, r7, r38, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1028]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_gs_lazy(r8, r9, r40, 0, false, m);
    bfly_gs_lazy(r10, r11, r42, 0, false, m);
    bfly_gs_lazy(r12, r13, r44, 0, false, m);
    bfly_gs_lazy(r14, r15, r46, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 3) | threadIdx.y) << 2) + 512]); r48 = v.x; r50 = v.y; r52 = v.z; r54 = v.w; }
    bfly_gs_lazy(r0, r2, r48, 0, false, m);
    bfly_gs_lazy(r1, r3, r48, 0, false, m);
    bfly_gs_lazy(r4, r6, r50, 0, false, m);
    bfly_gs_lazy(r5, r7, r50, 0, false, m);
    bfly_gs_lazy(r8, r10, r52, 0, false, m);
    bfly_gs_lazy(r9, r11, r52, 0, false, m);
    bfly_gs_lazy(r12, r14, r54, 0, false, m);
    bfly_gs_lazy(r13, r15, r54, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 3) | threadIdx.y) << 1) + 256]); r56 = v.x; r58 = v.y; }
    bfly_gs_lazy(r0, r4, r56, 0, false, m);
    bfly_gs_lazy(r1, r5, r56, 0, false, m);
    bfly_gs_lazy(r2, r6, r56, 0, false, m);
    bfly_gs_lazy(r3, r7, r56, 0, false, m);
    bfly_gs_lazy(r8, r12, r58, 0, false, m);
    bfly_gs_lazy(r9, r13, r58, 0, false, m);
    bfly_gs_lazy(r10, r14, r58, 0, false, m);
    bfly_gs_lazy(r11, r15, r58, 0, false, m);
    r60 = tw_inv_v_t[(size_t)((bx << 3) | threadIdx.y) + 128];
    bfly_gs_lazy(r0, r8, r60, 0, false, m);
    bfly_gs_lazy(r1, r9, r60, 0, false, m);
    bfly_gs_lazy(r2, r10, r60, 0, false, m);
    bfly_gs_lazy(r3, r11, r60, 0, false, m);
    bfly_gs_lazy(r4, r12, r60, 0, false, m);
    bfly_gs_lazy(r5, r13, r60, 0, false, m);
    bfly_gs_lazy(r6, r14, r60, 0, false, m);
    bfly_gs_lazy(r7, r15, r60, 0, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96] = r3;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128] = r4;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160] = r5;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192] = r6;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224] = r7;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256] = r8;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288] = r9;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320] = r10;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352] = r11;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384] = r12;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416] = r13;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448] = r14;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480] = r15;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r24, r26, r28, r30, r46, r47, r48, r49;
    word_t r50, r51, r52, r53, r54, r55, r56, r57;
    word_t r58, r59, r60, r61, r62, r63, r64, r65;
    word_t r66, r67, r68, r69, r70, r71, r72, r73;
    word_t r74, r75, r76, r77, r78, r79, r80, r81;
    word_t r82, r83, r84, r85, r86, r87, r88, r89;
    word_t r90, r91, r92, r93, r94, r95, r96, r97;
    word_t r98, r99, r100, r101, r102, r103, r104, r105;
    word_t r106, r107, r108;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r46) : "l"(&tw_fwd_v_t[(size_t)(((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r47), "=r"(r48) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r49), "=r"(r50), "=r"(r51), "=r"(r52) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 2) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r53), "=r"(r54), "=r"(r55), "=r"(r56) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 3) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r57), "=r"(r58), "=r"(r59), "=r"(r60) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 3) + 12])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r61), "=r"(r62) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 4) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 1)) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r63), "=r"(r64), "=r"(r65), "=r"(r66) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 5) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r67), "=r"(r68), "=r"(r69), "=r"(r70) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 6) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 3)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r71), "=r"(r72), "=r"(r73), "=r"(r74) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 6) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 3)) + 68])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r75) : "l"(&tw_fwd_v_t[(size_t)((bx << 2) | threadIdx.y) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r76), "=r"(r77) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r78), "=r"(r79), "=r"(r80), "=r"(r81) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 2) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r82), "=r"(r83), "=r"(r84), "=r"(r85) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r86), "=r"(r87), "=r"(r88), "=r"(r89) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 1028])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r90) : "l"(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r91), "=r"(r92) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r93), "=r"(r94), "=r"(r95), "=r"(r96) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x >> 1) & 15u) << 2)) + 8192])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r97), "=r"(r98), "=r"(r99), "=r"(r100) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16384])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r101), "=r"(r102), "=r"(r103), "=r"(r104) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16388])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r105), "=r"(r106), "=r"(r107), "=r"(r108) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32768])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)))];
    r1 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4096];
    r2 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 8192];
    r3 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 12288];
    r4 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 16384];
    r5 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 20480];
    r6 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 24576];
    r7 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 28672];
    r8 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 32768];
    r9 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 36864];
    r10 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 40960];
    r11 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 45056];
    r12 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 49152];
    r13 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 53248];
    r14 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 57344];
    r15 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 61440];
    bfly_ct_lazy(r0, r8, r46, 0, m);
    bfly_ct_lazy(r1, r9, r46, 0, m);
    bfly_ct_lazy(r2, r10, r46, 0, m);
    bfly_ct_lazy(r3, r11, r46, 0, m);
    bfly_ct_lazy(r4, r12, r46, 0, m);
    bfly_ct_lazy(r5, r13, r46, 0, m);
    bfly_ct_lazy(r6, r14, r46, 0, m);
    bfly_ct_lazy(r7, r15, r46, 0, m);
    bfly_ct_lazy(r0, r4, r47, 0, m);
    bfly_ct_lazy(r1, r5, r47, 0, m);
    bfly_ct_lazy(r2, r6, r47, 0, m);
    bfly_ct_lazy(r3, r7, r47, 0, m);
    bfly_ct_lazy(r8, r12, r48, 0, m);
    bfly_ct_lazy(r9, r13, r48, 0, m);
    bfly_ct_lazy(r10, r14, r48, 0, m);
    bfly_ct_lazy(r11, r15, r48, 0, m);
    bfly_ct_lazy(r0, r2, r49, 0, m);
    bfly_ct_lazy(r1, r3, r49, 0, m);
    bfly_ct_lazy(r4, r6, r50, 0, m);
    bfly_ct_lazy(r5, r7, r50, 0, m);
    bfly_ct_lazy(r8, r10, r51, 0, m);
    bfly_ct_lazy(r9, r11, r51, 0, m);
    bfly_ct_lazy(r12, r14, r52, 0, m);
    bfly_ct_lazy(r13, r15, r52, 0, m);
    bfly_ct_lazy(r0, r1, r53, 0, m);
    bfly_ct_lazy(r2, r3, r54, 0, m);
    bfly_ct_lazy(r4, r5, r55, 0, m);
    bfly_ct_lazy(r6, r7, r56, 0, m);
    bfly_ct_lazy(r8, r9, r57, 0, m);
    bfly_ct_lazy(r10, r11, r58, 0, m);
    bfly_ct_lazy(r12, r13, r59, 0, m);
    bfly_ct_lazy(r14, r15, r60, 0, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 33u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 66u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 99u] = r3;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 132u] = r4;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 165u] = r5;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 198u] = r6;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 231u] = r7;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 264u] = r8;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 297u] = r9;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 330u] = r10;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 363u] = r11;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 396u] = r12;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 429u] = r13;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 462u] = r14;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 495u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 4u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 8u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 12u];
    r4 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 16u];
    r5 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 20u];
    r6 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 24u];
    r7 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 28u];
    r8 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 33u];
    r9 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 37u];
    r10 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 41u];
    r11 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 45u];
    r12 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 49u];
    r13 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 53u];
    r14 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 57u];
    r15 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 61u];
    bfly_ct_lazy(r0, r4, r61, 0, m);
    bfly_ct_lazy(r1, r5, r61, 0, m);
    bfly_ct_lazy(r2, r6, r61, 0, m);
    bfly_ct_lazy(r3, r7, r61, 0, m);
    bfly_ct_lazy(r8, r12, r62, 0, m);
    bfly_ct_lazy(r9, r13, r62, 0, m);
    bfly_ct_lazy(r10, r14, r62, 0, m);
    bfly_ct_lazy(r11, r15, r62, 0, m);
    bfly_ct_lazy(r0, r2, r63, 0, m);
    bfly_ct_lazy(r1, r3, r63, 0, m);
    bfly_ct_lazy(r4, r6, r64, 0, m);
    bfly_ct_lazy(r5, r7, r64, 0, m);
    bfly_ct_lazy(r8, r10, r65, 0, m);
    bfly_ct_lazy(r9, r11, r65, 0, m);
    bfly_ct_lazy(r12, r14, r66, 0, m);
    bfly_ct_lazy(r13, r15, r66, 0, m);
    bfly_ct_lazy(r0, r1, r67, 0, m);
    bfly_ct_lazy(r2, r3, r68, 0, m);
    bfly_ct_lazy(r4, r5, r69, 0, m);
    bfly_ct_lazy(r6, r7, r70, 0, m);
    bfly_ct_lazy(r8, r9, r71, 0, m);
    bfly_ct_lazy(r10, r11, r72, 0, m);
    bfly_ct_lazy(r12, r13, r73, 0, m);
    bfly_ct_lazy(r14, r15, r74, 0, m);
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)))] = r0;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 512] = r1;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 1024] = r2;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 1536] = r3;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 2048] = r4;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 2560] = r5;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 3072] = r6;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 3584] = r7;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4096] = r8;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4608] = r9;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 5120] = r10;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 5632] = r11;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 6144] = r12;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 6656] = r13;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 7168] = r14;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 7680] = r15;
    grid_sync(grid_counter);

    // phase 2: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224];
    r8 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256];
    r9 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288];
    r10 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320];
    r11 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352];
    r12 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384];
    r13 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416];
    r14 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448];
    r15 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480];
    bfly_ct_lazy(r0, r8, r75, 0, m);
    bfly_ct_lazy(r1, r9, r75, 0, m);
    bfly_ct_lazy(r2, r10, r75, 0, m);
    bfly_ct_lazy(r3, r11, r75, 0, m);
    bfly_ct_lazy(r4, r12, r75, 0, m);
    bfly_ct_lazy(r5, r13, r75, 0, m);
    bfly_ct_lazy(r6, r14, r75, 0, m);
    bfly_ct_lazy(r7, r15, r75, 0, m);
    bfly_ct_lazy(r0, r4, r76, 0, m);
    bfly_ct_lazy(r1, r5, r76, 0, m);
    bfly_ct_lazy(r2, r6, r76, 0, m);
    bfly_ct_lazy(r3, r7, r76, 0, m);
    bfly_ct_lazy(r8, r12, r77, 0, m);
    bfly_ct_lazy(r9, r13, r77, 0, m);
    bfly_ct_lazy(r10, r14, r77, 0, m);
    bfly_ct_lazy(r11, r15, r77, 0, m);
    bfly_ct_lazy(r0, r2, r78, 0, m);
    bfly_ct_lazy(r1, r3, r78, 0, m);
    bfly_ct_lazy(r4, r6, r79, 0, m);
    bfly_ct_lazy(r5, r7, r79, 0, m);
    bfly_ct_lazy(r8, r10, r80, 0, m);
    bfly_ct_lazy(r9, r11, r80, 0, m);
    bfly_ct_lazy(r12, r14, r81, 0, m);
    bfly_ct_lazy(r13, r15, r81, 0, m);
    bfly_ct_lazy(r0, r1, r82, 0, m);
    bfly_ct_lazy(r2, r3, r83, 0, m);
    bfly_ct_lazy(r4, r5, r84, 0, m);
    bfly_ct_lazy(r6, r7, r85, 0, m);
    bfly_ct_lazy(r8, r9, r86, 0, m);
    bfly_ct_lazy(r10, r11, r87, 0, m);
    bfly_ct_lazy(r12, r13, r88, 0, m);
    bfly_ct_lazy(r14, r15, r89, 0, m);
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 165u] = r5;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 198u] = r6;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 231u] = r7;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 264u] = r8;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 297u] = r9;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 330u] = r10;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 363u] = r11;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 396u] = r12;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 429u] = r13;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 462u] = r14;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 495u] = r15;
    __syncthreads();

    // phase 3: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u];
    bfly_ct_lazy(r0, r8, r90, 0, m);
    bfly_ct_lazy(r1, r9, r90, 0, m);
    bfly_ct_lazy(r2, r10, r90, 0, m);
    bfly_ct_lazy(r3, r11, r90, 0, m);
    bfly_ct_lazy(r4, r12, r90, 0, m);
    bfly_ct_lazy(r5, r13, r90, 0, m);
    bfly_ct_lazy(r6, r14, r90, 0, m);
    bfly_ct_lazy(r7, r15, r90, 0, m);
    bfly_ct_lazy(r0, r4, r91, 0, m);
    bfly_ct_lazy(r1, r5, r91, 0, m);
    bfly_ct_lazy(r2, r6, r91, 0, m);
    bfly_ct_lazy(r3, r7, r91, 0, m);
    bfly_ct_lazy(r8, r12, r92, 0, m);
    bfly_ct_lazy(r9, r13, r92, 0, m);
    bfly_ct_lazy(r10, r14, r92, 0, m);
    bfly_ct_lazy(r11, r15, r92, 0, m);
    bfly_ct_lazy(r0, r2, r93, 0, m);
    bfly_ct_lazy(r1, r3, r93, 0, m);
    bfly_ct_lazy(r4, r6, r94, 0, m);
    bfly_ct_lazy(r5, r7, r94, 0, m);
    bfly_ct_lazy(r8, r10, r95, 0, m);
    bfly_ct_lazy(r9, r11, r95, 0, m);
    bfly_ct_lazy(r12, r14, r96, 0, m);
    bfly_ct_lazy(r13, r15, r96, 0, m);
    bfly_ct_lazy(r0, r1, r97, 0, m);
    bfly_ct_lazy(r2, r3, r98, 0, m);
    bfly_ct_lazy(r4, r5, r99, 0, m);
    bfly_ct_lazy(r6, r7, r100, 0, m);
    bfly_ct_lazy(r8, r9, r101, 0, m);
    bfly_ct_lazy(r10, r11, r102, 0, m);
    bfly_ct_lazy(r12, r13, r103, 0, m);
    bfly_ct_lazy(r14, r15, r104, 0, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u] = r15;
    __syncthreads();

    // phase 4: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 7u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 8u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 9u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 10u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 11u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 12u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 13u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 14u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 15u];
    bfly_ct_lazy(r0, r1, r105, 0, m);
    bfly_ct_lazy(r2, r3, r106, 0, m);
    bfly_ct_lazy(r4, r5, r107, 0, m);
    bfly_ct_lazy(r6, r7, r108, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32772]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
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
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 4]) = make_uint4(r4, r5, r6, r7);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 8]) = make_uint4(r8, r9, r10, r11);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 12]) = make_uint4(r12, r13, r14, r15);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r36, r38, r40, r42, r48, r49, r50, r51;
    word_t r52, r53, r54, r55, r56, r57, r58, r59;
    word_t r60, r61, r62, r63, r64, r65, r66, r67;
    word_t r68, r69, r70, r71, r72, r73, r74, r75;
    word_t r76, r77, r78, r79, r80, r81, r82, r83;
    word_t r84, r85, r86, r87, r88, r89, r90, r91;
    word_t r92, r93, r94, r95, r96, r97, r98, r99;
    word_t r100, r101, r102, r103, r104, r105, r106, r107;
    word_t r108, r109, r110, r111;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r48), "=r"(r49), "=r"(r50), "=r"(r51) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32768])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r52), "=r"(r53), "=r"(r54), "=r"(r55) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32772])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r56), "=r"(r57), "=r"(r58), "=r"(r59) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16384])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r60), "=r"(r61), "=r"(r62), "=r"(r63) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16388])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r64), "=r"(r65), "=r"(r66), "=r"(r67) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x >> 1) & 15u) << 2)) + 8192])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r68), "=r"(r69) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r70) : "l"(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r71), "=r"(r72), "=r"(r73), "=r"(r74) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r75), "=r"(r76), "=r"(r77), "=r"(r78) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 1028])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r79), "=r"(r80), "=r"(r81), "=r"(r82) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 2) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r83), "=r"(r84) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r85) : "l"(&tw_inv_v_t[(size_t)((bx << 2) | threadIdx.y) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r86), "=r"(r87), "=r"(r88), "=r"(r89) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 6) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 3)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r90), "=r"(r91), "=r"(r92), "=r"(r93) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 6) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 3)) + 68])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r94), "=r"(r95), "=r"(r96), "=r"(r97) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 5) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r98), "=r"(r99) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 4) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 1)) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r100) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r101) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r102), "=r"(r103), "=r"(r104), "=r"(r105) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 3) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r106), "=r"(r107), "=r"(r108), "=r"(r109) : "l"(reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 3) + 12])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r110), "=r"(r111) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 1) + 2])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 4]); r4 = v.x; r5 = v.y; r6 = v.z; r7 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 8]); r8 = v.x; r9 = v.y; r10 = v.z; r11 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 12]); r12 = v.x; r13 = v.y; r14 = v.z; r15 = v.w; }
    bfly_gs_lazy(r0, r1, r48, 0, false, m);
    bfly_gs_lazy(r2, r3, r49, 0, false, m);
    bfly_gs_lazy(r4, r5, r50, 0, false, m);
    bfly_gs_lazy(r6, r7, r51, 0, false, m);
    bfly_gs_lazy(r8, r9, r52, 0, false, m);
    bfly_gs_lazy(r10, r11, r53, 0, false, m);
    bfly_gs_lazy(r12, r13, r54, 0, false, m);
    bfly_gs_lazy(r14, r15, r55, 0, false, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 7u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 8u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 9u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 10u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 11u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 12u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 13u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 14u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 15u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u];
    bfly_gs_lazy(r0, r1, r56, 0, false, m);
    bfly_gs_lazy(r2, r3, r57, 0, false, m);
    bfly_gs_lazy(r4, r5, r58, 0, false, m);
    bfly_gs_lazy(r6, r7, r59, 0, false, m);
    bfly_gs_lazy(r8, r9, r60, 0, false, m);
    bfly_gs_lazy(r10, r11, r61, 0, false, m);
    bfly_gs_lazy(r12, r13, r62, 0, false, m);
    bfly_gs_lazy(r14, r15, r63, 0, false, m);
    bfly_gs_lazy(r0, r2, r64, 0, false, m);
    bfly_gs_lazy(r1, r3, r64, 0, false, m);
    bfly_gs_lazy(r4, r6, r65, 0, false, m);
    bfly_gs_lazy(r5, r7, r65, 0, false, m);
    bfly_gs_lazy(r8, r10, r66, 0, false, m);
    bfly_gs_lazy(r9, r11, r66, 0, false, m);
    bfly_gs_lazy(r12, r14, r67, 0, false, m);
    bfly_gs_lazy(r13, r15, r67, 0, false, m);
    bfly_gs_lazy(r0, r4, r68, 0, false, m);
    bfly_gs_lazy(r1, r5, r68, 0, false, m);
    bfly_gs_lazy(r2, r6, r68, 0, false, m);
    bfly_gs_lazy(r3, r7, r68, 0, false, m);
    bfly_gs_lazy(r8, r12, r69, 0, false, m);
    bfly_gs_lazy(r9, r13, r69, 0, false, m);
    bfly_gs_lazy(r10, r14, r69, 0, false, m);
    bfly_gs_lazy(r11, r15, r69, 0, false, m);
    bfly_gs_lazy(r0, r8, r70, 0, false, m);
    bfly_gs_lazy(r1, r9, r70, 0, false, m);
    bfly_gs_lazy(r2, r10, r70, 0, false, m);
    bfly_gs_lazy(r3, r11, r70, 0, false, m);
    bfly_gs_lazy(r4, r12, r70, 0, false, m);
    bfly_gs_lazy(r5, r13, r70, 0, false, m);
    bfly_gs_lazy(r6, r14, r70, 0, false, m);
    bfly_gs_lazy(r7, r15, r70, 0, false, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u] = r15;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r4 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 132u];
    r5 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 165u];
    r6 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 198u];
    r7 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 231u];
    r8 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 264u];
    r9 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 297u];
    r10 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 330u];
    r11 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 363u];
    r12 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 396u];
    r13 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 429u];
    r14 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 462u];
    r15 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 495u];
    bfly_gs_lazy(r0, r1, r71, 0, false, m);
    bfly_gs_lazy(r2, r3, r72, 0, false, m);
    bfly_gs_lazy(r4, r5, r73, 0, false, m);
    bfly_gs_lazy(r6, r7, r74, 0, false, m);
    bfly_gs_lazy(r8, r9, r75, 0, false, m);
    bfly_gs_lazy(r10, r11, r76, 0, false, m);
    bfly_gs_lazy(r12, r13, r77, 0, false, m);
    bfly_gs_lazy(r14, r15, r78, 0, false, m);
    bfly_gs_lazy(r0, r2, r79, 0, false, m);
    bfly_gs_lazy(r1, r3, r79, 0, false, m);
    bfly_gs_lazy(r4, r6, r80, 0, false, m);
    bfly_gs_lazy(r5, r7, r80, 0, false, m);
    bfly_gs_lazy(r8, r10, r81, 0, false, m);
    bfly_gs_lazy(r9, r11, r81, 0, false, m);
    bfly_gs_lazy(r12, r14, r82, 0, false, m);
    bfly_gs_lazy(r13, r15, r82, 0, false, m);
    bfly_gs_lazy(r0, r4, r83, 0, false, m);
    bfly_gs_lazy(r1, r5, r83, 0, false, m);
    bfly_gs_lazy(r2, r6, r83, 0, false, m);
    bfly_gs_lazy(r3, r7, r83, 0, false, m);
    bfly_gs_lazy(r8, r12, r84, 0, false, m);
    bfly_gs_lazy(r9, r13, r84, 0, false, m);
    bfly_gs_lazy(r10, r14, r84, 0, false, m);
    bfly_gs_lazy(r11, r15, r84, 0, false, m);
    bfly_gs_lazy(r0, r8, r85, 0, false, m);
    bfly_gs_lazy(r1, r9, r85, 0, false, m);
    bfly_gs_lazy(r2, r10, r85, 0, false, m);
    bfly_gs_lazy(r3, r11, r85, 0, false, m);
    bfly_gs_lazy(r4, r12, r85, 0, false, m);
    bfly_gs_lazy(r5, r13, r85, 0, false, m);
    bfly_gs_lazy(r6, r14, r85, 0, false, m);
    bfly_gs_lazy(r7, r15, r85, 0, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224] = r7;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256] = r8;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288] = r9;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320] = r10;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352] = r11;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384] = r12;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416] = r13;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448] = r14;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480] = r15;
    grid_sync(grid_counter);

    // phase 3: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)))];
    r1 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 512];
    r2 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 1024];
    r3 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 1536];
    r4 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 2048];
    r5 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 2560];
    r6 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 3072];
    r7 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 3584];
    r8 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4096];
    r9 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4608];
    r10 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 5120];
    r11 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 5632];
    r12 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 6144];
    r13 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 6656];
    r14 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 7168];
    r15 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 7680];
    bfly_gs_lazy(r0, r1, r86, 0, false, m);
    bfly_gs_lazy(r2, r3, r87, 0, false, m);
    bfly_gs_lazy(r4, r5, r88, 0, false, m);
    bfly_gs_lazy(r6, r7, r89, 0, false, m);
    bfly_gs_lazy(r8, r9, r90, 0, false, m);
    bfly_gs_lazy(r10, r11, r91, 0, false, m);
    bfly_gs_lazy(r12, r13, r92, 0, false, m);
    bfly_gs_lazy(r14, r15, r93, 0, false, m);
    bfly_gs_lazy(r0, r2, r94, 0, false, m);
    bfly_gs_lazy(r1, r3, r94, 0, false, m);
    bfly_gs_lazy(r4, r6, r95, 0, false, m);
    bfly_gs_lazy(r5, r7, r95, 0, false, m);
    bfly_gs_lazy(r8, r10, r96, 0, false, m);
    bfly_gs_lazy(r9, r11, r96, 0, false, m);
    bfly_gs_lazy(r12, r14, r97, 0, false, m);
    bfly_gs_lazy(r13, r15, r97, 0, false, m);
    bfly_gs_lazy(r0, r4, r98, 0, false, m);
    bfly_gs_lazy(r1, r5, r98, 0, false, m);
    bfly_gs_lazy(r2, r6, r98, 0, false, m);
    bfly_gs_lazy(r3, r7, r98, 0, false, m);
    bfly_gs_lazy(r8, r12, r99, 0, false, m);
    bfly_gs_lazy(r9, r13, r99, 0, false, m);
    bfly_gs_lazy(r10, r14, r99, 0, false, m);
    bfly_gs_lazy(r11, r15, r99, 0, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 4u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 8u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 12u] = r3;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 16u] = r4;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 20u] = r5;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 24u] = r6;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 28u] = r7;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 33u] = r8;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 37u] = r9;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 41u] = r10;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 45u] = r11;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 49u] = r12;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 53u] = r13;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 57u] = r14;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 61u] = r15;
    __syncthreads();

    // phase 4: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 33u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 66u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 99u];
    r4 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 132u];
    r5 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 165u];
    r6 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 198u];
    r7 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 231u];
    r8 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 264u];
    r9 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 297u];
    r10 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 330u];
    r11 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 363u];
    r12 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 396u];
    r13 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 429u];
    r14 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 462u];
    r15 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 495u];
    bfly_gs_lazy(r0, r1, r102, 0, false, m);
    bfly_gs_lazy(r2, r3, r103, 0, false, m);
    bfly_gs_lazy(r4, r5, r104, 0, false, m);
    bfly_gs_lazy(r6, r7, r105, 0, false, m);
    bfly_gs_lazy(r8, r9, r106, 0, false, m);
    bfly_gs_lazy(r10, r11, r107, 0, false, m);
    bfly_gs_lazy(r12, r13, r108, 0, false, m);
    bfly_gs_lazy(r14, r15, r109, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 2) + 4]); r36 = v.x; r38 = v.y; r40 = v.z; r42 = v.w; }
    bfly_gs_lazy(r0, r2, r36, 0, false, m);
    bfly_gs_lazy(r1, r3, r36, 0, false, m);
    bfly_gs_lazy(r4, r6, r38, 0, false, m);
    bfly_gs_lazy(r5, r7, r38, 0, false, m);
    bfly_gs_lazy(r8, r10, r40, 0, false, m);
    bfly_gs_lazy(r9, r11, r40, 0, false, m);
    bfly_gs_lazy(r12, r14, r42, 0, false, m);
    bfly_gs_lazy(r13, r15, r42, 0, false, m);
    bfly_gs_lazy(r0, r4, r110, 0, false, m);
    bfly_gs_lazy(r1, r5, r110, 0, false, m);
    bfly_gs_lazy(r2, r6, r110, 0, false, m);
    bfly_gs_lazy(r3, r7, r110, 0, false, m);
    bfly_gs_lazy(r8, r12, r111, 0, false, m);
    bfly_gs_lazy(r9, r13, r111, 0, false, m);
    bfly_gs_lazy(r10, r14, r111, 0, false, m);
    bfly_gs_lazy(r11, r15, r111, 0, false, m);
    bfly_gs_last(r0, r8, r100, 0, r101, 0, m);
    bfly_gs_last(r1, r9, r100, 0, r101, 0, m);
    bfly_gs_last(r2, r10, r100, 0, r101, 0, m);
    bfly_gs_last(r3, r11, r100, 0, r101, 0, m);
    bfly_gs_last(r4, r12, r100, 0, r101, 0, m);
    bfly_gs_last(r5, r13, r100, 0, r101, 0, m);
    bfly_gs_last(r6, r14, r100, 0, r101, 0, m);
    bfly_gs_last(r7, r15, r100, 0, r101, 0, m);
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)))] = r0;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4096] = r1;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 8192] = r2;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 12288] = r3;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 16384] = r4;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 20480] = r5;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 24576] = r6;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 28672] = r7;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 32768] = r8;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 36864] = r9;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 40960] = r10;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 45056] = r11;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 49152] = r12;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 53248] = r13;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 57344] = r14;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 61440] = r15;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_product_coop(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    word_t r48, r50, r52, r54, r56, r58, r60, r62;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73, r74, r75, r76, r77, r78, r79;
    word_t r80, r81, r82, r83, r84, r85, r86, r87;
    word_t r88, r89, r90, r91, r92, r93, r94, r95;
    word_t r96, r97, r98, r99, r100, r101, r102, r103;
    word_t r104, r105, r106, r107, r108, r109, r110, r111;
    word_t r112, r113, r114, r115, r116, r117, r118, r119;
    word_t r120, r121, r122, r123, r124, r125, r126, r127;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r64) : "l"(&tw_fwd_v_t[(size_t)(((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r65), "=r"(r66) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r67), "=r"(r68), "=r"(r69), "=r"(r70) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 2) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r71), "=r"(r72), "=r"(r73), "=r"(r74) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 3) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r75), "=r"(r76), "=r"(r77), "=r"(r78) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 3) + 12])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r79), "=r"(r80) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 4) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 1)) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r81), "=r"(r82), "=r"(r83), "=r"(r84) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 5) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r85), "=r"(r86), "=r"(r87), "=r"(r88) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 6) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 3)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r89), "=r"(r90), "=r"(r91), "=r"(r92) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 6) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 3)) + 68])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r93) : "l"(&tw_fwd_v_t[(size_t)(((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r94), "=r"(r95) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r96), "=r"(r97), "=r"(r98), "=r"(r99) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 2) + 4])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r100), "=r"(r101), "=r"(r102), "=r"(r103) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 3) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r104), "=r"(r105), "=r"(r106), "=r"(r107) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 3) + 12])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r108), "=r"(r109) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 4) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 1)) + 16])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r110), "=r"(r111), "=r"(r112), "=r"(r113) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 5) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r114), "=r"(r115), "=r"(r116), "=r"(r117) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 6) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 3)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r118), "=r"(r119), "=r"(r120), "=r"(r121) : "l"(reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 6) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 3)) + 68])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r122) : "l"(&tw_fwd_v_t[(size_t)((bx << 2) | threadIdx.y) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r123), "=r"(r124) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r125) : "l"(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r126), "=r"(r127) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 4096])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)))];
    r1 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4096];
    r2 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 8192];
    r3 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 12288];
    r4 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 16384];
    r5 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 20480];
    r6 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 24576];
    r7 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 28672];
    r8 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 32768];
    r9 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 36864];
    r10 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 40960];
    r11 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 45056];
    r12 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 49152];
    r13 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 53248];
    r14 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 57344];
    r15 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 61440];
    bfly_ct_lazy(r0, r8, r64, 0, m);
    bfly_ct_lazy(r1, r9, r64, 0, m);
    bfly_ct_lazy(r2, r10, r64, 0, m);
    bfly_ct_lazy(r3, r11, r64, 0, m);
    bfly_ct_lazy(r4, r12, r64, 0, m);
    bfly_ct_lazy(r5, r13, r64, 0, m);
    bfly_ct_lazy(r6, r14, r64, 0, m);
    bfly_ct_lazy(r7, r15, r64, 0, m);
    bfly_ct_lazy(r0, r4, r65, 0, m);
    bfly_ct_lazy(r1, r5, r65, 0, m);
    bfly_ct_lazy(r2, r6, r65, 0, m);
    bfly_ct_lazy(r3, r7, r65, 0, m);
    bfly_ct_lazy(r8, r12, r66, 0, m);
    bfly_ct_lazy(r9, r13, r66, 0, m);
    bfly_ct_lazy(r10, r14, r66, 0, m);
    bfly_ct_lazy(r11, r15, r66, 0, m);
    bfly_ct_lazy(r0, r2, r67, 0, m);
    bfly_ct_lazy(r1, r3, r67, 0, m);
    bfly_ct_lazy(r4, r6, r68, 0, m);
    bfly_ct_lazy(r5, r7, r68, 0, m);
    bfly_ct_lazy(r8, r10, r69, 0, m);
    bfly_ct_lazy(r9, r11, r69, 0, m);
    bfly_ct_lazy(r12, r14, r70, 0, m);
    bfly_ct_lazy(r13, r15, r70, 0, m);
    bfly_ct_lazy(r0, r1, r71, 0, m);
    bfly_ct_lazy(r2, r3, r72, 0, m);
    bfly_ct_lazy(r4, r5, r73, 0, m);
    bfly_ct_lazy(r6, r7, r74, 0, m);
    bfly_ct_lazy(r8, r9, r75, 0, m);
    bfly_ct_lazy(r10, r11, r76, 0, m);
    bfly_ct_lazy(r12, r13, r77, 0, m);
    bfly_ct_lazy(r14, r15, r78, 0, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 33u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 66u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 99u] = r3;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 132u] = r4;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 165u] = r5;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 198u] = r6;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 231u] = r7;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 264u] = r8;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 297u] = r9;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 330u] = r10;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 363u] = r11;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 396u] = r12;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 429u] = r13;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 462u] = r14;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 495u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 4u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 8u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 12u];
    r4 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 16u];
    r5 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 20u];
    r6 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 24u];
    r7 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 28u];
    r8 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 33u];
    r9 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 37u];
    r10 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 41u];
    r11 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 45u];
    r12 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 49u];
    r13 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 53u];
    r14 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 57u];
    r15 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 61u];
    bfly_ct_lazy(r0, r4, r79, 0, m);
    bfly_ct_lazy(r1, r5, r79, 0, m);
    bfly_ct_lazy(r2, r6, r79, 0, m);
    bfly_ct_lazy(r3, r7, r79, 0, m);
    bfly_ct_lazy(r8, r12, r80, 0, m);
    bfly_ct_lazy(r9, r13, r80, 0, m);
    bfly_ct_lazy(r10, r14, r80, 0, m);
    bfly_ct_lazy(r11, r15, r80, 0, m);
    bfly_ct_lazy(r0, r2, r81, 0, m);
    bfly_ct_lazy(r1, r3, r81, 0, m);
    bfly_ct_lazy(r4, r6, r82, 0, m);
    bfly_ct_lazy(r5, r7, r82, 0, m);
    bfly_ct_lazy(r8, r10, r83, 0, m);
    bfly_ct_lazy(r9, r11, r83, 0, m);
    bfly_ct_lazy(r12, r14, r84, 0, m);
    bfly_ct_lazy(r13, r15, r84, 0, m);
    bfly_ct_lazy(r0, r1, r85, 0, m);
    bfly_ct_lazy(r2, r3, r86, 0, m);
    bfly_ct_lazy(r4, r5, r87, 0, m);
    bfly_ct_lazy(r6, r7, r88, 0, m);
    bfly_ct_lazy(r8, r9, r89, 0, m);
    bfly_ct_lazy(r10, r11, r90, 0, m);
    bfly_ct_lazy(r12, r13, r91, 0, m);
    bfly_ct_lazy(r14, r15, r92, 0, m);
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)))] = r0;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 512] = r1;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 1024] = r2;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 1536] = r3;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 2048] = r4;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 2560] = r5;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 3072] = r6;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 3584] = r7;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4096] = r8;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4608] = r9;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 5120] = r10;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 5632] = r11;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 6144] = r12;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 6656] = r13;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 7168] = r14;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 7680] = r15;
    __syncthreads();

    // phase 2: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)))];
    r1 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4096];
    r2 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 8192];
    r3 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 12288];
    r4 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 16384];
    r5 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 20480];
    r6 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 24576];
    r7 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 28672];
    r8 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 32768];
    r9 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 36864];
    r10 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 40960];
    r11 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 45056];
    r12 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 49152];
    r13 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 53248];
    r14 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 57344];
    r15 = y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 61440];
    bfly_ct_lazy(r0, r8, r93, 0, m);
    bfly_ct_lazy(r1, r9, r93, 0, m);
    bfly_ct_lazy(r2, r10, r93, 0, m);
    bfly_ct_lazy(r3, r11, r93, 0, m);
    bfly_ct_lazy(r4, r12, r93, 0, m);
    bfly_ct_lazy(r5, r13, r93, 0, m);
    bfly_ct_lazy(r6, r14, r93, 0, m);
    bfly_ct_lazy(r7, r15, r93, 0, m);
    bfly_ct_lazy(r0, r4, r94, 0, m);
    bfly_ct_lazy(r1, r5, r94, 0, m);
    bfly_ct_lazy(r2, r6, r94, 0, m);
    bfly_ct_lazy(r3, r7, r94, 0, m);
    bfly_ct_lazy(r8, r12, r95, 0, m);
    bfly_ct_lazy(r9, r13, r95, 0, m);
    bfly_ct_lazy(r10, r14, r95, 0, m);
    bfly_ct_lazy(r11, r15, r95, 0, m);
    bfly_ct_lazy(r0, r2, r96, 0, m);
    bfly_ct_lazy(r1, r3, r96, 0, m);
    bfly_ct_lazy(r4, r6, r97, 0, m);
    bfly_ct_lazy(r5, r7, r97, 0, m);
    bfly_ct_lazy(r8, r10, r98, 0, m);
    bfly_ct_lazy(r9, r11, r98, 0, m);
    bfly_ct_lazy(r12, r14, r99, 0, m);
    bfly_ct_lazy(r13, r15, r99, 0, m);
    bfly_ct_lazy(r0, r1, r100, 0, m);
    bfly_ct_lazy(r2, r3, r101, 0, m);
    bfly_ct_lazy(r4, r5, r102, 0, m);
    bfly_ct_lazy(r6, r7, r103, 0, m);
    bfly_ct_lazy(r8, r9, r104, 0, m);
    bfly_ct_lazy(r10, r11, r105, 0, m);
    bfly_ct_lazy(r12, r13, r106, 0, m);
    bfly_ct_lazy(r14, r15, r107, 0, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 33u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 66u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 99u] = r3;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 132u] = r4;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 165u] = r5;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 198u] = r6;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 231u] = r7;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 264u] = r8;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 297u] = r9;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 330u] = r10;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 363u] = r11;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 396u] = r12;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 429u] = r13;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 462u] = r14;
    smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 495u] = r15;
    __syncthreads();

    // phase 3: forward kernel 0: group 1
    r0 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u))];
    r1 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 4u];
    r2 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 8u];
    r3 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 12u];
    r4 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 16u];
    r5 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 20u];
    r6 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 24u];
    r7 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 28u];
    r8 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 33u];
    r9 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 37u];
    r10 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 41u];
    r11 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 45u];
    r12 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 49u];
    r13 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 53u];
    r14 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 57u];
    r15 = smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 61u];
    bfly_ct_lazy(r0, r4, r108, 0, m);
    bfly_ct_lazy(r1, r5, r108, 0, m);
    bfly_ct_lazy(r2, r6, r108, 0, m);
    bfly_ct_lazy(r3, r7, r108, 0, m);
    bfly_ct_lazy(r8, r12, r109, 0, m);
    bfly_ct_lazy(r9, r13, r109, 0, m);
    bfly_ct_lazy(r10, r14, r109, 0, m);
    bfly_ct_lazy(r11, r15, r109, 0, m);
    bfly_ct_lazy(r0, r2, r110, 0, m);
    bfly_ct_lazy(r1, r3, r110, 0, m);
    bfly_ct_lazy(r4, r6, r111, 0, m);
    bfly_ct_lazy(r5, r7, r111, 0, m);
    bfly_ct_lazy(r8, r10, r112, 0, m);
    bfly_ct_lazy(r9, r11, r112, 0, m);
    bfly_ct_lazy(r12, r14, r113, 0, m);
    bfly_ct_lazy(r13, r15, r113, 0, m);
    bfly_ct_lazy(r0, r1, r114, 0, m);
    bfly_ct_lazy(r2, r3, r115, 0, m);
    bfly_ct_lazy(r4, r5, r116, 0, m);
    bfly_ct_lazy(r6, r7, r117, 0, m);
    bfly_ct_lazy(r8, r9, r118, 0, m);
    bfly_ct_lazy(r10, r11, r119, 0, m);
    bfly_ct_lazy(r12, r13, r120, 0, m);
    bfly_ct_lazy(r14, r15, r121, 0, m);
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)))] = r0;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 512] = r1;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 1024] = r2;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 1536] = r3;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 2048] = r4;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 2560] = r5;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 3072] = r6;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 3584] = r7;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4096] = r8;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4608] = r9;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 5120] = r10;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 5632] = r11;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 6144] = r12;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 6656] = r13;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 7168] = r14;
    y[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 7680] = r15;
    grid_sync(grid_counter);

    // phase 4: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96];
    r4 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128];
    r5 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160];
    r6 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192];
    r7 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224];
    r8 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256];
    r9 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288];
    r10 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320];
    r11 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352];
    r12 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384];
    r13 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416];
    r14 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448];
    r15 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480];
    r16 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u))];
    r17 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32];
    r18 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64];
    r19 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96];
    r20 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128];
    r21 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160];
    r22 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192];
    r23 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224];
    r24 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256];
    r25 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288];
    r26 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320];
    r27 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352];
    r28 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384];
    r29 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416];
    r30 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448];
    r31 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480];
    bfly_ct_lazy(r0, r8, r122, 0, m);
    bfly_ct_lazy(r1, r9, r122, 0, m);
    bfly_ct_lazy(r2, r10, r122, 0, m);
    bfly_ct_lazy(r3, r11, r122, 0, m);
    bfly_ct_lazy(r4, r12, r122, 0, m);
    bfly_ct_lazy(r5, r13, r122, 0, m);
    bfly_ct_lazy(r6, r14, r122, 0, m);
    bfly_ct_lazy(r7, r15, r122, 0, m);
    bfly_ct_lazy(r0, r4, r123, 0, m);
    bfly_ct_lazy(r1, r5, r123, 0, m);
    bfly_ct_lazy(r2, r6, r123, 0, m);
    bfly_ct_lazy(r3, r7, r123, 0, m);
    bfly_ct_lazy(r8, r12, r124, 0, m);
    bfly_ct_lazy(r9, r13, r124, 0, m);
    bfly_ct_lazy(r10, r14, r124, 0, m);
    bfly_ct_lazy(r11, r15, r124, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 2) + 512]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r0, r2, r38, 0, m);
    bfly_ct_lazy(r1, r3, r38, 0, m);
    bfly_ct_lazy(r4, r6, r40, 0, m);
    bfly_ct_lazy(r5, r7, r40, 0, m);
    bfly_ct_lazy(r8, r10, r42, 0, m);
    bfly_ct_lazy(r9, r11, r42, 0, m);
    bfly_ct_lazy(r12, r14, r44, 0, m);
    bfly_ct_lazy(r13, r15, r44, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 1024]); r46 = v.x; r48 = v.y; r50 = v.z; r52 = v.w; }
    bfly_ct_lazy(r0, r1, r46, 0, m);
    bfly_ct_lazy(r2, r3, r48, 0, m);
    bfly_ct_lazy(r4, r5, r50, 0, m);
    bfly_ct_lazy(r6, r7, r52, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 1028]); r54 = v.x; r56 = v.y; r58 = v.z; r60 = v.w; }
    bfly_ct_lazy(r8, r9, r54, 0, m);
    bfly_ct_lazy(r10, r11, r56, 0, m);
    bfly_ct_lazy(r12, r13, r58, 0, m);
    bfly_ct_lazy(r14, r15, r60, 0, m);
    bfly_ct_lazy(r16, r24, r122, 0, m);
    bfly_ct_lazy(r17, r25, r122, 0, m);
    bfly_ct_lazy(r18, r26, r122, 0, m);
    bfly_ct_lazy(r19, r27, r122, 0, m);
    bfly_ct_lazy(r20, r28, r122, 0, m);
    bfly_ct_lazy(r21, r29, r122, 0, m);
    bfly_ct_lazy(r22, r30, r122, 0, m);
    bfly_ct_lazy(r23, r31, r122, 0, m);
    bfly_ct_lazy(r16, r20, r123, 0, m);
    bfly_ct_lazy(r17, r21, r123, 0, m);
    bfly_ct_lazy(r18, r22, r123, 0, m);
    bfly_ct_lazy(r19, r23, r123, 0, m);
    bfly_ct_lazy(r24, r28, r124, 0, m);
    bfly_ct_lazy(r25, r29, r124, 0, m);
    bfly_ct_lazy(r26, r30, r124, 0, m);
    bfly_ct_lazy(r27, r31, r124, 0, m);
    bfly_ct_lazy(r16, r18, r38, 0, m);
    bfly_ct_lazy(r17, r19, r38, 0, m);
    bfly_ct_lazy(r20, r22, r40, 0, m);
    bfly_ct_lazy(r21, r23, r40, 0, m);
    bfly_ct_lazy(r24, r26, r42, 0, m);
    bfly_ct_lazy(r25, r27, r42, 0, m);
    bfly_ct_lazy(r28, r30, r44, 0, m);
    bfly_ct_lazy(r29, r31, r44, 0, m);
    bfly_ct_lazy(r16, r17, r46, 0, m);
    bfly_ct_lazy(r18, r19, r48, 0, m);
    bfly_ct_lazy(r20, r21, r50, 0, m);
    bfly_ct_lazy(r22, r23, r52, 0, m);
    bfly_ct_lazy(r24, r25, r54, 0, m);
    bfly_ct_lazy(r26, r27, r56, 0, m);
    bfly_ct_lazy(r28, r29, r58, 0, m);
    bfly_ct_lazy(r30, r31, r60, 0, m);
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 165u] = r5;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 198u] = r6;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 231u] = r7;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 264u] = r8;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 297u] = r9;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 330u] = r10;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 363u] = r11;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 396u] = r12;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 429u] = r13;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 462u] = r14;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 495u] = r15;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2112u] = r16;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2145u] = r17;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2178u] = r18;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2211u] = r19;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2244u] = r20;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2277u] = r21;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2310u] = r22;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2343u] = r23;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2376u] = r24;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2409u] = r25;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2442u] = r26;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2475u] = r27;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2508u] = r28;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2541u] = r29;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2574u] = r30;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 2607u] = r31;
    __syncthreads();

    // phase 5: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u];
    r16 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2112u];
    r17 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2114u];
    r18 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2116u];
    r19 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2118u];
    r20 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2120u];
    r21 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2122u];
    r22 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2124u];
    r23 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2126u];
    r24 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2128u];
    r25 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2130u];
    r26 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2132u];
    r27 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2134u];
    r28 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2136u];
    r29 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2138u];
    r30 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2140u];
    r31 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2142u];
    bfly_ct_lazy(r0, r8, r125, 0, m);
    bfly_ct_lazy(r1, r9, r125, 0, m);
    bfly_ct_lazy(r2, r10, r125, 0, m);
    bfly_ct_lazy(r3, r11, r125, 0, m);
    bfly_ct_lazy(r4, r12, r125, 0, m);
    bfly_ct_lazy(r5, r13, r125, 0, m);
    bfly_ct_lazy(r6, r14, r125, 0, m);
    bfly_ct_lazy(r7, r15, r125, 0, m);
    bfly_ct_lazy(r0, r4, r126, 0, m);
    bfly_ct_lazy(r1, r5, r126, 0, m);
    bfly_ct_lazy(r2, r6, r126, 0, m);
    bfly_ct_lazy(r3, r7, r126, 0, m);
    bfly_ct_lazy(r8, r12, r127, 0, m);
    bfly_ct_lazy(r9, r13, r127, 0, m);
    bfly_ct_lazy(r10, r14, r127, 0, m);
    bfly_ct_lazy(r11, r15, r127, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x >> 1) & 15u) << 2)) + 8192]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r0, r2, r38, 0, m);
    bfly_ct_lazy(r1, r3, r38, 0, m);
    bfly_ct_lazy(r4, r6, r40, 0, m);
    bfly_ct_lazy(r5, r7, r40, 0, m);
    bfly_ct_lazy(r8, r10, r42, 0, m);
    bfly_ct_lazy(r9, r11, r42, 0, m);
    bfly_ct_lazy(r12, r14, r44, 0, m);
    bfly_ct_lazy(r13, r15, r44, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16384]); r46 = v.x; r48 = v.y; r50 = v.z; r52 = v.w; }
    bfly_ct_lazy(r0, r1, r46, 0, m);
    bfly_ct_lazy(r2, r3, r48, 0, m);
    bfly_ct_lazy(r4, r5, r50, 0, m);
    bfly_ct_lazy(r6, r7, r52, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16388]); r54 = v.x; r56 = v.y; r58 = v.z; r60 = v.w; }
    bfly_ct_lazy(r8, r9, r54, 0, m);
    bfly_ct_lazy(r10, r11, r56, 0, m);
    bfly_ct_lazy(r12, r13, r58, 0, m);
    bfly_ct_lazy(r14, r15, r60, 0, m);
    bfly_ct_lazy(r16, r24, r125, 0, m);
    bfly_ct_lazy(r17, r25, r125, 0, m);
    bfly_ct_lazy(r18, r26, r125, 0, m);
    bfly_ct_lazy(r19, r27, r125, 0, m);
    bfly_ct_lazy(r20, r28, r125, 0, m);
    bfly_ct_lazy(r21, r29, r125, 0, m);
    bfly_ct_lazy(r22, r30, r125, 0, m);
    bfly_ct_lazy(r23, r31, r125, 0, m);
    bfly_ct_lazy(r16, r20, r126, 0, m);
    bfly_ct_lazy(r17, r21, r126, 0, m);
    bfly_ct_lazy(r18, r22, r126, 0, m);
    bfly_ct_lazy(r19, r23, r126, 0, m);
    bfly_ct_lazy(r24, r28, r127, 0, m);
    bfly_ct_lazy(r25, r29, r127, 0, m);
    bfly_ct_lazy(r26, r30, r127, 0, m);
    bfly_ct_lazy(r27, r31, r127, 0, m);
    bfly_ct_lazy(r16, r18, r38, 0, m);
    bfly_ct_lazy(r17, r19, r38, 0, m);
    bfly_ct_lazy(r20, r22, r40, 0, m);
    bfly_ct_lazy(r21, r23, r40, 0, m);
    bfly_ct_lazy(r24, r26, r42, 0, m);
    bfly_ct_lazy(r25, r27, r42, 0, m);
    bfly_ct_lazy(r28, r30, r44, 0, m);
    bfly_ct_lazy(r29, r31, r44, 0, m);
    bfly_ct_lazy(r16, r17, r46, 0, m);
    bfly_ct_lazy(r18, r19, r48, 0, m);
    bfly_ct_lazy(r20, r21, r50, 0, m);
    bfly_ct_lazy(r22, r23, r52, 0, m);
    bfly_ct_lazy(r24, r25, r54, 0, m);
    bfly_ct_lazy(r26, r27, r56, 0, m);
    bfly_ct_lazy(r28, r29, r58, 0, m);
    bfly_ct_lazy(r30, r31, r60, 0, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u] = r15;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2112u] = r16;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2114u] = r17;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2116u] = r18;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2118u] = r19;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2120u] = r20;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2122u] = r21;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2124u] = r22;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2126u] = r23;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2128u] = r24;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2130u] = r25;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2132u] = r26;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2134u] = r27;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2136u] = r28;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2138u] = r29;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2140u] = r30;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2142u] = r31;
    __syncthreads();

    // phase 6: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 7u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 8u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 9u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 10u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 11u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 12u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 13u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 14u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 15u];
    r16 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2112u];
    r17 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2113u];
    r18 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2114u];
    r19 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2115u];
    r20 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2116u];
    r21 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2117u];
    r22 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2118u];
    r23 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2119u];
    r24 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2120u];
    r25 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2121u];
    r26 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2122u];
    r27 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2123u];
    r28 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2124u];
    r29 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2125u];
    r30 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2126u];
    r31 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2127u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32768]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_ct_lazy(r0, r1, r32, 0, m);
    bfly_ct_lazy(r2, r3, r34, 0, m);
    bfly_ct_lazy(r4, r5, r36, 0, m);
    bfly_ct_lazy(r6, r7, r38, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32772]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_ct_lazy(r8, r9, r40, 0, m);
    bfly_ct_lazy(r10, r11, r42, 0, m);
    bfly_ct_lazy(r12, r13, r44, 0, m);
    bfly_ct_lazy(r14, r15, r46, 0, m);
    bfly_ct_lazy(r16, r17, r32, 0, m);
    bfly_ct_lazy(r18, r19, r34, 0, m);
    bfly_ct_lazy(r20, r21, r36, 0, m);
    bfly_ct_lazy(r22, r23, r38, 0, m);
    bfly_ct_lazy(r24, r25, r40, 0, m);
    bfly_ct_lazy(r26, r27, r42, 0, m);
    bfly_ct_lazy(r28, r29, r44, 0, m);
    bfly_ct_lazy(r30, r31, r46, 0, m);
    r0 = mod_normalize(r0, m);
    r16 = mod_normalize(r16, m);
    r0 = mod_mul(r0, r16, m);
    r1 = mod_normalize(r1, m);
    r17 = mod_normalize(r17, m);
    r1 = mod_mul(r1, r17, m);
    r2 = mod_normalize(r2, m);
    r18 = mod_normalize(r18, m);
    r2 = mod_mul(r2, r18, m);
    r3 = mod_normalize(r3, m);
    r19 = mod_normalize(r19, m);
    r3 = mod_mul(r3, r19, m);
    r4 = mod_normalize(r4, m);
    r20 = mod_normalize(r20, m);
    r4 = mod_mul(r4, r20, m);
    r5 = mod_normalize(r5, m);
    r21 = mod_normalize(r21, m);
    r5 = mod_mul(r5, r21, m);
    r6 = mod_normalize(r6, m);
    r22 = mod_normalize(r22, m);
    r6 = mod_mul(r6, r22, m);
    r7 = mod_normalize(r7, m);
    r23 = mod_normalize(r23, m);
    r7 = mod_mul(r7, r23, m);
    r8 = mod_normalize(r8, m);
    r24 = mod_normalize(r24, m);
    r8 = mod_mul(r8, r24, m);
    r9 = mod_normalize(r9, m);
    r25 = mod_normalize(r25, m);
    r9 = mod_mul(r9, r25, m);
    r10 = mod_normalize(r10, m);
    r26 = mod_normalize(r26, m);
    r10 = mod_mul(r10, r26, m);
    r11 = mod_normalize(r11, m);
    r27 = mod_normalize(r27, m);
    r11 = mod_mul(r11, r27, m);
    r12 = mod_normalize(r12, m);
    r28 = mod_normalize(r28, m);
    r12 = mod_mul(r12, r28, m);
    r13 = mod_normalize(r13, m);
    r29 = mod_normalize(r29, m);
    r13 = mod_mul(r13, r29, m);
    r14 = mod_normalize(r14, m);
    r30 = mod_normalize(r30, m);
    r14 = mod_mul(r14, r30, m);
    r15 = mod_normalize(r15, m);
    r31 = mod_normalize(r31, m);
    r15 = mod_mul(r15, r31, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32768]); r48 = v.x; r50 = v.y; r52 = v.z; r54 = v.w; }
    bfly_gs_lazy(r0, r1, r48, 0, false, m);
    bfly_gs_lazy(r2, r3, r50, 0, false, m);
    bfly_gs_lazy(r4, r5, r52, 0, false, m);
    bfly_gs_lazy(r6, r7, r54, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32772]); r56 = v.x; r58 = v.y; r60 = v.z; r62 = v.w; }
    bfly_gs_lazy(r8, r9, r56, 0, false, m);
    bfly_gs_lazy(r10, r11, r58, 0, false, m);
    bfly_gs_lazy(r12, r13, r60, 0, false, m);
    bfly_gs_lazy(r14, r15, r62, 0, false, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 1u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 3u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 5u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 6u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 7u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 8u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 9u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 10u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 11u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 12u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 13u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 14u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 15u] = r15;
    __syncthreads();

    // phase 7: inverse kernel 1: group 1
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16384]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r1, r32, 0, false, m);
    bfly_gs_lazy(r2, r3, r34, 0, false, m);
    bfly_gs_lazy(r4, r5, r36, 0, false, m);
    bfly_gs_lazy(r6, r7, r38, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16388]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_gs_lazy(r8, r9, r40, 0, false, m);
    bfly_gs_lazy(r10, r11, r42, 0, false, m);
    bfly_gs_lazy(r12, r13, r44, 0, false, m);
    bfly_gs_lazy(r14, r15, r46, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 6) | (((threadIdx.x >> 1) & 15u) << 2)) + 8192]); r48 = v.x; r50 = v.y; r52 = v.z; r54 = v.w; }
    bfly_gs_lazy(r0, r2, r48, 0, false, m);
    bfly_gs_lazy(r1, r3, r48, 0, false, m);
    bfly_gs_lazy(r4, r6, r50, 0, false, m);
    bfly_gs_lazy(r5, r7, r50, 0, false, m);
    bfly_gs_lazy(r8, r10, r52, 0, false, m);
    bfly_gs_lazy(r9, r11, r52, 0, false, m);
    bfly_gs_lazy(r12, r14, r54, 0, false, m);
    bfly_gs_lazy(r13, r15, r54, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 4096]); r56 = v.x; r58 = v.y; }
    bfly_gs_lazy(r0, r4, r56, 0, false, m);
    bfly_gs_lazy(r1, r5, r56, 0, false, m);
    bfly_gs_lazy(r2, r6, r56, 0, false, m);
    bfly_gs_lazy(r3, r7, r56, 0, false, m);
    bfly_gs_lazy(r8, r12, r58, 0, false, m);
    bfly_gs_lazy(r9, r13, r58, 0, false, m);
    bfly_gs_lazy(r10, r14, r58, 0, false, m);
    bfly_gs_lazy(r11, r15, r58, 0, false, m);
    r60 = tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 2048];
    bfly_gs_lazy(r0, r8, r60, 0, false, m);
    bfly_gs_lazy(r1, r9, r60, 0, false, m);
    bfly_gs_lazy(r2, r10, r60, 0, false, m);
    bfly_gs_lazy(r3, r11, r60, 0, false, m);
    bfly_gs_lazy(r4, r12, r60, 0, false, m);
    bfly_gs_lazy(r5, r13, r60, 0, false, m);
    bfly_gs_lazy(r6, r14, r60, 0, false, m);
    bfly_gs_lazy(r7, r15, r60, 0, false, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u] = r15;
    __syncthreads();

    // phase 8: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 33u];
    r2 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 66u];
    r3 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 99u];
    r4 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 132u];
    r5 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 165u];
    r6 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 198u];
    r7 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 231u];
    r8 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 264u];
    r9 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 297u];
    r10 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 330u];
    r11 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 363u];
    r12 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 396u];
    r13 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 429u];
    r14 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 462u];
    r15 = smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 495u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 1024]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r1, r32, 0, false, m);
    bfly_gs_lazy(r2, r3, r34, 0, false, m);
    bfly_gs_lazy(r4, r5, r36, 0, false, m);
    bfly_gs_lazy(r6, r7, r38, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 3) + 1028]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_gs_lazy(r8, r9, r40, 0, false, m);
    bfly_gs_lazy(r10, r11, r42, 0, false, m);
    bfly_gs_lazy(r12, r13, r44, 0, false, m);
    bfly_gs_lazy(r14, r15, r46, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 2) + 512]); r48 = v.x; r50 = v.y; r52 = v.z; r54 = v.w; }
    bfly_gs_lazy(r0, r2, r48, 0, false, m);
    bfly_gs_lazy(r1, r3, r48, 0, false, m);
    bfly_gs_lazy(r4, r6, r50, 0, false, m);
    bfly_gs_lazy(r5, r7, r50, 0, false, m);
    bfly_gs_lazy(r8, r10, r52, 0, false, m);
    bfly_gs_lazy(r9, r11, r52, 0, false, m);
    bfly_gs_lazy(r12, r14, r54, 0, false, m);
    bfly_gs_lazy(r13, r15, r54, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 256]); r56 = v.x; r58 = v.y; }
    bfly_gs_lazy(r0, r4, r56, 0, false, m);
    bfly_gs_lazy(r1, r5, r56, 0, false, m);
    bfly_gs_lazy(r2, r6, r56, 0, false, m);
    bfly_gs_lazy(r3, r7, r56, 0, false, m);
    bfly_gs_lazy(r8, r12, r58, 0, false, m);
    bfly_gs_lazy(r9, r13, r58, 0, false, m);
    bfly_gs_lazy(r10, r14, r58, 0, false, m);
    bfly_gs_lazy(r11, r15, r58, 0, false, m);
    r60 = tw_inv_v_t[(size_t)((bx << 2) | threadIdx.y) + 128];
    bfly_gs_lazy(r0, r8, r60, 0, false, m);
    bfly_gs_lazy(r1, r9, r60, 0, false, m);
    bfly_gs_lazy(r2, r10, r60, 0, false, m);
    bfly_gs_lazy(r3, r11, r60, 0, false, m);
    bfly_gs_lazy(r4, r12, r60, 0, false, m);
    bfly_gs_lazy(r5, r13, r60, 0, false, m);
    bfly_gs_lazy(r6, r14, r60, 0, false, m);
    bfly_gs_lazy(r7, r15, r60, 0, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96] = r3;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128] = r4;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160] = r5;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192] = r6;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224] = r7;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256] = r8;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288] = r9;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320] = r10;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352] = r11;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384] = r12;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416] = r13;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448] = r14;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480] = r15;
    grid_sync(grid_counter);

    // phase 9: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)))];
    r1 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 512];
    r2 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 1024];
    r3 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 1536];
    r4 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 2048];
    r5 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 2560];
    r6 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 3072];
    r7 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 3584];
    r8 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4096];
    r9 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4608];
    r10 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 5120];
    r11 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 5632];
    r12 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 6144];
    r13 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 6656];
    r14 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 7168];
    r15 = x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | (((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 7680];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 6) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 3)) + 64]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 6) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 3)) + 68]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 5) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2)) + 32]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 4) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 1)) + 16]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u))] = r0;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 4u] = r1;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 8u] = r2;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 12u] = r3;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 16u] = r4;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 20u] = r5;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 24u] = r6;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 28u] = r7;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 33u] = r8;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 37u] = r9;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 41u] = r10;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 45u] = r11;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 49u] = r12;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 53u] = r13;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 57u] = r14;
    smem[((((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + (((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 4) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 61u] = r15;
    __syncthreads();

    // phase 10: inverse kernel 0: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 33u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 66u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 99u];
    r4 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 132u];
    r5 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 165u];
    r6 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 198u];
    r7 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 231u];
    r8 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 264u];
    r9 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 297u];
    r10 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 330u];
    r11 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 363u];
    r12 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 396u];
    r13 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 429u];
    r14 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 462u];
    r15 = smem[(((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) + ((((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 2) + (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 5)) & 3u) * 532u)) + 495u];
    r16 = inv_len_v_t[1];
    r18 = inv_len_v_t[0];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 3) + 8]); r20 = v.x; r22 = v.y; r24 = v.z; r26 = v.w; }
    bfly_gs_lazy(r0, r1, r20, 0, false, m);
    bfly_gs_lazy(r2, r3, r22, 0, false, m);
    bfly_gs_lazy(r4, r5, r24, 0, false, m);
    bfly_gs_lazy(r6, r7, r26, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 3) + 12]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    bfly_gs_lazy(r8, r9, r28, 0, false, m);
    bfly_gs_lazy(r10, r11, r30, 0, false, m);
    bfly_gs_lazy(r12, r13, r32, 0, false, m);
    bfly_gs_lazy(r14, r15, r34, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 2) + 4]); r36 = v.x; r38 = v.y; r40 = v.z; r42 = v.w; }
    bfly_gs_lazy(r0, r2, r36, 0, false, m);
    bfly_gs_lazy(r1, r3, r36, 0, false, m);
    bfly_gs_lazy(r4, r6, r38, 0, false, m);
    bfly_gs_lazy(r5, r7, r38, 0, false, m);
    bfly_gs_lazy(r8, r10, r40, 0, false, m);
    bfly_gs_lazy(r9, r11, r40, 0, false, m);
    bfly_gs_lazy(r12, r14, r42, 0, false, m);
    bfly_gs_lazy(r13, r15, r42, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 1) + 2]); r44 = v.x; r46 = v.y; }
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
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u)))] = r0;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 4096] = r1;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 8192] = r2;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 12288] = r3;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 16384] = r4;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 20480] = r5;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 24576] = r6;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 28672] = r7;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 32768] = r8;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 36864] = r9;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 40960] = r10;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 45056] = r11;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 49152] = r12;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 53248] = r13;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 57344] = r14;
    x[poly + (size_t)((((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) >> 7) << 16) | ((((threadIdx.x + (threadIdx.y << 5)) >> 4) & 7u) << 9)) | (((((bx << 2) + ((threadIdx.x + (threadIdx.y << 5)) & 3u)) & 127u) << 2) | (((threadIdx.x + (threadIdx.y << 5)) >> 2) & 3u))) + 61440] = r15;
}

extern "C" __global__ void __launch_bounds__(256) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_fwd1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ c_0,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r35, r36, r37, r38, r39, r40;
    word_t r41, r42, r43, r44, r45, r46, r47, r48;
    word_t r49;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96];
    r4 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128];
    r5 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160];
    r6 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192];
    r7 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224];
    r8 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256];
    r9 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288];
    r10 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320];
    r11 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352];
    r12 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384];
    r13 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416];
    r14 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448];
    r15 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480];
    r16 = tw_fwd_v_t[(size_t)((bx << 3) | threadIdx.y) + 128];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 1) + 256]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 2) + 512]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1024]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1028]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 165u] = r5;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 198u] = r6;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 231u] = r7;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 264u] = r8;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 297u] = r9;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 330u] = r10;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 363u] = r11;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 396u] = r12;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 429u] = r13;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 462u] = r14;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 495u] = r15;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u];
    r16 = tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 2048];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 4096]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 6) | (((threadIdx.x >> 1) & 15u) << 2)) + 8192]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16384]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16388]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u] = r15;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 7u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 8u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 9u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 10u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 11u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 12u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 13u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 14u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 15u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32768]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_ct_lazy(r0, r1, r16, 0, m);
    bfly_ct_lazy(r2, r3, r18, 0, m);
    bfly_ct_lazy(r4, r5, r20, 0, m);
    bfly_ct_lazy(r6, r7, r22, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32772]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
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
    r32 = c_0[tower];
    { const uint4 v = *reinterpret_cast<const uint4*>(&y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4))]); r34 = v.x; r35 = v.y; r36 = v.z; r37 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 4]); r38 = v.x; r39 = v.y; r40 = v.z; r41 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 8]); r42 = v.x; r43 = v.y; r44 = v.z; r45 = v.w; }
    { const uint4 v = *reinterpret_cast<const uint4*>(&y[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 12]); r46 = v.x; r47 = v.y; r48 = v.z; r49 = v.w; }
    r0 = mod_sub(r34, r0, m.q);
    r0 = mod_mul_tw(r0, r32, 0, m);
    r1 = mod_sub(r35, r1, m.q);
    r1 = mod_mul_tw(r1, r32, 0, m);
    r2 = mod_sub(r36, r2, m.q);
    r2 = mod_mul_tw(r2, r32, 0, m);
    r3 = mod_sub(r37, r3, m.q);
    r3 = mod_mul_tw(r3, r32, 0, m);
    r4 = mod_sub(r38, r4, m.q);
    r4 = mod_mul_tw(r4, r32, 0, m);
    r5 = mod_sub(r39, r5, m.q);
    r5 = mod_mul_tw(r5, r32, 0, m);
    r6 = mod_sub(r40, r6, m.q);
    r6 = mod_mul_tw(r6, r32, 0, m);
    r7 = mod_sub(r41, r7, m.q);
    r7 = mod_mul_tw(r7, r32, 0, m);
    r8 = mod_sub(r42, r8, m.q);
    r8 = mod_mul_tw(r8, r32, 0, m);
    r9 = mod_sub(r43, r9, m.q);
    r9 = mod_mul_tw(r9, r32, 0, m);
    r10 = mod_sub(r44, r10, m.q);
    r10 = mod_mul_tw(r10, r32, 0, m);
    r11 = mod_sub(r45, r11, m.q);
    r11 = mod_mul_tw(r11, r32, 0, m);
    r12 = mod_sub(r46, r12, m.q);
    r12 = mod_mul_tw(r12, r32, 0, m);
    r13 = mod_sub(r47, r13, m.q);
    r13 = mod_mul_tw(r13, r32, 0, m);
    r14 = mod_sub(r48, r14, m.q);
    r14 = mod_mul_tw(r14, r32, 0, m);
    r15 = mod_sub(r49, r15, m.q);
    r15 = mod_mul_tw(r15, r32, 0, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 4]) = make_uint4(r4, r5, r6, r7);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 8]) = make_uint4(r8, r9, r10, r11);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 12]) = make_uint4(r12, r13, r14, r15);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_epi(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ c_0,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    word_t r0, r1, r2, r3, r4, r6, r7, r8;
    word_t r9;
    const unsigned bx = blockIdx.x;

    // phase 0: the epilogue's steps alone
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    r4 = c_0[tower];
    { const uint4 v = *reinterpret_cast<const uint4*>(&y[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)]); r6 = v.x; r7 = v.y; r8 = v.z; r9 = v.w; }
    r0 = mod_sub(r6, r0, m.q);
    r0 = mod_mul_tw(r0, r4, 0, m);
    r1 = mod_sub(r7, r1, m.q);
    r1 = mod_mul_tw(r1, r4, 0, m);
    r2 = mod_sub(r8, r2, m.q);
    r2 = mod_mul_tw(r2, r4, 0, m);
    r3 = mod_sub(r9, r3, m.q);
    r3 = mod_mul_tw(r3, r4, 0, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)]) = make_uint4(r0, r1, r2, r3);
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ fuse_pow2_v,
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
    const size_t poly = ((size_t)item * (gridDim.z + (unsigned)skip_len) + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    const word_t* __restrict__ fuse_pow2_v_t = fuse_pow2_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44, r46;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 8192];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 12288];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 16384];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 20480];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 24576];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 28672];
    r8 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 32768];
    r9 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 36864];
    r10 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 40960];
    r11 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 45056];
    r12 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 49152];
    r13 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 53248];
    r14 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 57344];
    r15 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 61440];
    r16 = fuse_pow2_v_t[1];
    r0 = mod_mul_tw(r0, r16, 0, m);
    r1 = mod_mul_tw(r1, r16, 0, m);
    r2 = mod_mul_tw(r2, r16, 0, m);
    r3 = mod_mul_tw(r3, r16, 0, m);
    r4 = mod_mul_tw(r4, r16, 0, m);
    r5 = mod_mul_tw(r5, r16, 0, m);
    r6 = mod_mul_tw(r6, r16, 0, m);
    r7 = mod_mul_tw(r7, r16, 0, m);
    r8 = mod_mul_tw(r8, r16, 0, m);
    r9 = mod_mul_tw(r9, r16, 0, m);
    r10 = mod_mul_tw(r10, r16, 0, m);
    r11 = mod_mul_tw(r11, r16, 0, m);
    r12 = mod_mul_tw(r12, r16, 0, m);
    r13 = mod_mul_tw(r13, r16, 0, m);
    r14 = mod_mul_tw(r14, r16, 0, m);
    r15 = mod_mul_tw(r15, r16, 0, m);
    r18 = tw_fwd_v_t[(size_t)((bx >> 6) | (threadIdx.x >> 9)) + 1];
    bfly_ct_lazy(r0, r8, r18, 0, m);
    bfly_ct_lazy(r1, r9, r18, 0, m);
    bfly_ct_lazy(r2, r10, r18, 0, m);
    bfly_ct_lazy(r3, r11, r18, 0, m);
    bfly_ct_lazy(r4, r12, r18, 0, m);
    bfly_ct_lazy(r5, r13, r18, 0, m);
    bfly_ct_lazy(r6, r14, r18, 0, m);
    bfly_ct_lazy(r7, r15, r18, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 1) + 2]); r20 = v.x; r22 = v.y; }
    bfly_ct_lazy(r0, r4, r20, 0, m);
    bfly_ct_lazy(r1, r5, r20, 0, m);
    bfly_ct_lazy(r2, r6, r20, 0, m);
    bfly_ct_lazy(r3, r7, r20, 0, m);
    bfly_ct_lazy(r8, r12, r22, 0, m);
    bfly_ct_lazy(r9, r13, r22, 0, m);
    bfly_ct_lazy(r10, r14, r22, 0, m);
    bfly_ct_lazy(r11, r15, r22, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 2) + 4]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_ct_lazy(r0, r2, r24, 0, m);
    bfly_ct_lazy(r1, r3, r24, 0, m);
    bfly_ct_lazy(r4, r6, r26, 0, m);
    bfly_ct_lazy(r5, r7, r26, 0, m);
    bfly_ct_lazy(r8, r10, r28, 0, m);
    bfly_ct_lazy(r9, r11, r28, 0, m);
    bfly_ct_lazy(r12, r14, r30, 0, m);
    bfly_ct_lazy(r13, r15, r30, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 3) + 8]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_ct_lazy(r0, r1, r32, 0, m);
    bfly_ct_lazy(r2, r3, r34, 0, m);
    bfly_ct_lazy(r4, r5, r36, 0, m);
    bfly_ct_lazy(r6, r7, r38, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 3) + 12]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_ct_lazy(r8, r9, r40, 0, m);
    bfly_ct_lazy(r10, r11, r42, 0, m);
    bfly_ct_lazy(r12, r13, r44, 0, m);
    bfly_ct_lazy(r14, r15, r46, 0, m);
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 198u] = r3;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 264u] = r4;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 330u] = r5;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 396u] = r6;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 462u] = r7;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 528u] = r8;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 594u] = r9;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 660u] = r10;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 726u] = r11;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 792u] = r12;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 858u] = r13;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 924u] = r14;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 990u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 1u) << 3) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 2u) << 3) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 3u) << 3) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 5u) << 3) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 6u) << 3) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 7u) << 3) + threadIdx.x) >> 5)) + 56u];
    r8 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 66u];
    r9 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 9u) << 3) + threadIdx.x) >> 5)) + 72u];
    r10 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 10u) << 3) + threadIdx.x) >> 5)) + 80u];
    r11 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 11u) << 3) + threadIdx.x) >> 5)) + 88u];
    r12 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 99u];
    r13 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 13u) << 3) + threadIdx.x) >> 5)) + 104u];
    r14 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 14u) << 3) + threadIdx.x) >> 5)) + 112u];
    r15 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 15u) << 3) + threadIdx.x) >> 5)) + 120u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 4) | ((threadIdx.y & 7u) << 1)) + 16]); r16 = v.x; r18 = v.y; }
    bfly_ct_lazy(r0, r4, r16, 0, m);
    bfly_ct_lazy(r1, r5, r16, 0, m);
    bfly_ct_lazy(r2, r6, r16, 0, m);
    bfly_ct_lazy(r3, r7, r16, 0, m);
    bfly_ct_lazy(r8, r12, r18, 0, m);
    bfly_ct_lazy(r9, r13, r18, 0, m);
    bfly_ct_lazy(r10, r14, r18, 0, m);
    bfly_ct_lazy(r11, r15, r18, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 5) | ((threadIdx.y & 7u) << 2)) + 32]); r20 = v.x; r22 = v.y; r24 = v.z; r26 = v.w; }
    bfly_ct_lazy(r0, r2, r20, 0, m);
    bfly_ct_lazy(r1, r3, r20, 0, m);
    bfly_ct_lazy(r4, r6, r22, 0, m);
    bfly_ct_lazy(r5, r7, r22, 0, m);
    bfly_ct_lazy(r8, r10, r24, 0, m);
    bfly_ct_lazy(r9, r11, r24, 0, m);
    bfly_ct_lazy(r12, r14, r26, 0, m);
    bfly_ct_lazy(r13, r15, r26, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 6) | ((threadIdx.y & 7u) << 3)) + 64]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    bfly_ct_lazy(r0, r1, r28, 0, m);
    bfly_ct_lazy(r2, r3, r30, 0, m);
    bfly_ct_lazy(r4, r5, r32, 0, m);
    bfly_ct_lazy(r6, r7, r34, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 6) | ((threadIdx.y & 7u) << 3)) + 68]); r36 = v.x; r38 = v.y; r40 = v.z; r42 = v.w; }
    bfly_ct_lazy(r8, r9, r36, 0, m);
    bfly_ct_lazy(r10, r11, r38, 0, m);
    bfly_ct_lazy(r12, r13, r40, 0, m);
    bfly_ct_lazy(r14, r15, r42, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 512] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 1024] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 1536] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 2048] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 3072] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 3584] = r7;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4096] = r8;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4608] = r9;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 5120] = r10;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 5632] = r11;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 6144] = r12;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 6656] = r13;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 7168] = r14;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 7680] = r15;
}

extern "C" __global__ void __launch_bounds__(256) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_fwd1(
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
    const size_t poly = ((size_t)item * (gridDim.z + (unsigned)skip_len) + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 32];
    r2 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 64];
    r3 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 96];
    r4 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 128];
    r5 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 160];
    r6 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 192];
    r7 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 224];
    r8 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 256];
    r9 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 288];
    r10 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 320];
    r11 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 352];
    r12 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 384];
    r13 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 416];
    r14 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 448];
    r15 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | (threadIdx.x & 31u)) + 480];
    r16 = tw_fwd_v_t[(size_t)((bx << 3) | threadIdx.y) + 128];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 1) + 256]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 2) + 512]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1024]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 3) + 1028]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 33u] = r1;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 66u] = r2;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 99u] = r3;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 132u] = r4;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 165u] = r5;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 198u] = r6;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 231u] = r7;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 264u] = r8;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 297u] = r9;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 330u] = r10;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 363u] = r11;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 396u] = r12;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 429u] = r13;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 462u] = r14;
    smem[(((threadIdx.y << 9) + (threadIdx.x & 31u)) + (((threadIdx.y << 9) + (threadIdx.x & 31u)) >> 5)) + 495u] = r15;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u];
    r16 = tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x >> 1) & 15u)) + 2048];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 5) | (((threadIdx.x >> 1) & 15u) << 1)) + 4096]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 6) | (((threadIdx.x >> 1) & 15u) << 2)) + 8192]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16384]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 7) | (((threadIdx.x >> 1) & 15u) << 3)) + 16388]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5))] = r0;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 2u] = r1;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 4u] = r2;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 6u] = r3;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 8u] = r4;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 10u] = r5;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 12u] = r6;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 14u] = r7;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 16u] = r8;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 18u] = r9;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 20u] = r10;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 22u] = r11;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 24u] = r12;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 26u] = r13;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 28u] = r14;
    smem[(((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) + (((threadIdx.y << 9) + ((threadIdx.x & 1u) | (((threadIdx.x >> 1) & 15u) << 5))) >> 5)) + 30u] = r15;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5))];
    r1 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 1u];
    r2 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 2u];
    r3 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 3u];
    r4 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 4u];
    r5 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 5u];
    r6 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 6u];
    r7 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 7u];
    r8 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 8u];
    r9 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 9u];
    r10 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 10u];
    r11 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 11u];
    r12 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 12u];
    r13 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 13u];
    r14 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 14u];
    r15 = smem[(((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) + (((threadIdx.y << 9) + ((threadIdx.x & 31u) << 4)) >> 5)) + 15u];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32768]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_ct_lazy(r0, r1, r16, 0, m);
    bfly_ct_lazy(r2, r3, r18, 0, m);
    bfly_ct_lazy(r4, r5, r20, 0, m);
    bfly_ct_lazy(r6, r7, r22, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 8) | ((threadIdx.x & 31u) << 3)) + 32772]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
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
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4))]) = make_uint4(r0, r1, r2, r3);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 4]) = make_uint4(r4, r5, r6, r7);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 8]) = make_uint4(r8, r9, r10, r11);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 9) | ((threadIdx.x & 31u) << 4)) + 12]) = make_uint4(r12, r13, r14, r15);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_pro(
    word_t* __restrict__ x,
    const word_t* __restrict__ fuse_pow2_v,
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
    const size_t poly = ((size_t)item * (gridDim.z + (unsigned)skip_len) + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ fuse_pow2_v_t = fuse_pow2_v + (size_t)tower * 2;
    word_t r0, r1, r2, r3, r4;
    const unsigned bx = blockIdx.x;

    // phase 0: the prologue's steps alone
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    r4 = fuse_pow2_v_t[1];
    r0 = mod_mul_tw(r0, r4, 0, m);
    r1 = mod_mul_tw(r1, r4, 0, m);
    r2 = mod_mul_tw(r2, r4, 0, m);
    r3 = mod_mul_tw(r3, r4, 0, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)]) = make_uint4(r0, r1, r2, r3);
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_plain_fwd0(
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
    const size_t poly = ((size_t)item * (gridDim.z + (unsigned)skip_len) + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r18, r20, r22, r24, r26, r28, r30;
    word_t r32, r34, r36, r38, r40, r42, r44;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4096];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 8192];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 12288];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 16384];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 20480];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 24576];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 28672];
    r8 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 32768];
    r9 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 36864];
    r10 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 40960];
    r11 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 45056];
    r12 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 49152];
    r13 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 53248];
    r14 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 57344];
    r15 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 61440];
    r16 = tw_fwd_v_t[(size_t)((bx >> 6) | (threadIdx.x >> 9)) + 1];
    bfly_ct_lazy(r0, r8, r16, 0, m);
    bfly_ct_lazy(r1, r9, r16, 0, m);
    bfly_ct_lazy(r2, r10, r16, 0, m);
    bfly_ct_lazy(r3, r11, r16, 0, m);
    bfly_ct_lazy(r4, r12, r16, 0, m);
    bfly_ct_lazy(r5, r13, r16, 0, m);
    bfly_ct_lazy(r6, r14, r16, 0, m);
    bfly_ct_lazy(r7, r15, r16, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 1) + 2]); r18 = v.x; r20 = v.y; }
    bfly_ct_lazy(r0, r4, r18, 0, m);
    bfly_ct_lazy(r1, r5, r18, 0, m);
    bfly_ct_lazy(r2, r6, r18, 0, m);
    bfly_ct_lazy(r3, r7, r18, 0, m);
    bfly_ct_lazy(r8, r12, r20, 0, m);
    bfly_ct_lazy(r9, r13, r20, 0, m);
    bfly_ct_lazy(r10, r14, r20, 0, m);
    bfly_ct_lazy(r11, r15, r20, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 2) + 4]); r22 = v.x; r24 = v.y; r26 = v.z; r28 = v.w; }
    bfly_ct_lazy(r0, r2, r22, 0, m);
    bfly_ct_lazy(r1, r3, r22, 0, m);
    bfly_ct_lazy(r4, r6, r24, 0, m);
    bfly_ct_lazy(r5, r7, r24, 0, m);
    bfly_ct_lazy(r8, r10, r26, 0, m);
    bfly_ct_lazy(r9, r11, r26, 0, m);
    bfly_ct_lazy(r12, r14, r28, 0, m);
    bfly_ct_lazy(r13, r15, r28, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 3) + 8]); r30 = v.x; r32 = v.y; r34 = v.z; r36 = v.w; }
    bfly_ct_lazy(r0, r1, r30, 0, m);
    bfly_ct_lazy(r2, r3, r32, 0, m);
    bfly_ct_lazy(r4, r5, r34, 0, m);
    bfly_ct_lazy(r6, r7, r36, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 3) + 12]); r38 = v.x; r40 = v.y; r42 = v.z; r44 = v.w; }
    bfly_ct_lazy(r8, r9, r38, 0, m);
    bfly_ct_lazy(r10, r11, r40, 0, m);
    bfly_ct_lazy(r12, r13, r42, 0, m);
    bfly_ct_lazy(r14, r15, r44, 0, m);
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 66u] = r1;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 132u] = r2;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 198u] = r3;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 264u] = r4;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 330u] = r5;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 396u] = r6;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 462u] = r7;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 528u] = r8;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 594u] = r9;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 660u] = r10;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 726u] = r11;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 792u] = r12;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 858u] = r13;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 924u] = r14;
    smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 990u] = r15;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5))];
    r1 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 1u) << 3) + threadIdx.x) >> 5)) + 8u];
    r2 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 2u) << 3) + threadIdx.x) >> 5)) + 16u];
    r3 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 3u) << 3) + threadIdx.x) >> 5)) + 24u];
    r4 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 33u];
    r5 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 5u) << 3) + threadIdx.x) >> 5)) + 40u];
    r6 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 6u) << 3) + threadIdx.x) >> 5)) + 48u];
    r7 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 7u) << 3) + threadIdx.x) >> 5)) + 56u];
    r8 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 66u];
    r9 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 9u) << 3) + threadIdx.x) >> 5)) + 72u];
    r10 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 10u) << 3) + threadIdx.x) >> 5)) + 80u];
    r11 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 11u) << 3) + threadIdx.x) >> 5)) + 88u];
    r12 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 99u];
    r13 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 13u) << 3) + threadIdx.x) >> 5)) + 104u];
    r14 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 14u) << 3) + threadIdx.x) >> 5)) + 112u];
    r15 = smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 15u) << 3) + threadIdx.x) >> 5)) + 120u];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 4) | ((threadIdx.y & 7u) << 1)) + 16]); r16 = v.x; r18 = v.y; }
    bfly_ct_lazy(r0, r4, r16, 0, m);
    bfly_ct_lazy(r1, r5, r16, 0, m);
    bfly_ct_lazy(r2, r6, r16, 0, m);
    bfly_ct_lazy(r3, r7, r16, 0, m);
    bfly_ct_lazy(r8, r12, r18, 0, m);
    bfly_ct_lazy(r9, r13, r18, 0, m);
    bfly_ct_lazy(r10, r14, r18, 0, m);
    bfly_ct_lazy(r11, r15, r18, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 5) | ((threadIdx.y & 7u) << 2)) + 32]); r20 = v.x; r22 = v.y; r24 = v.z; r26 = v.w; }
    bfly_ct_lazy(r0, r2, r20, 0, m);
    bfly_ct_lazy(r1, r3, r20, 0, m);
    bfly_ct_lazy(r4, r6, r22, 0, m);
    bfly_ct_lazy(r5, r7, r22, 0, m);
    bfly_ct_lazy(r8, r10, r24, 0, m);
    bfly_ct_lazy(r9, r11, r24, 0, m);
    bfly_ct_lazy(r12, r14, r26, 0, m);
    bfly_ct_lazy(r13, r15, r26, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 6) | ((threadIdx.y & 7u) << 3)) + 64]); r28 = v.x; r30 = v.y; r32 = v.z; r34 = v.w; }
    bfly_ct_lazy(r0, r1, r28, 0, m);
    bfly_ct_lazy(r2, r3, r30, 0, m);
    bfly_ct_lazy(r4, r5, r32, 0, m);
    bfly_ct_lazy(r6, r7, r34, 0, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_fwd_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 6) | ((threadIdx.y & 7u) << 3)) + 68]); r36 = v.x; r38 = v.y; r40 = v.z; r42 = v.w; }
    bfly_ct_lazy(r8, r9, r36, 0, m);
    bfly_ct_lazy(r10, r11, r38, 0, m);
    bfly_ct_lazy(r12, r13, r40, 0, m);
    bfly_ct_lazy(r14, r15, r42, 0, m);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 512] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 1024] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 1536] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 2048] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 2560] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 3072] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 3584] = r7;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4096] = r8;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4608] = r9;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 5120] = r10;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 5632] = r11;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 6144] = r12;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 6656] = r13;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 7168] = r14;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 7680] = r15;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const word_t* __restrict__ fuse_pow2_v,
    const word_t* __restrict__ c_1,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ fuse_pow2_v_t = fuse_pow2_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r22, r24, r26;
    word_t r28, r30, r32, r34, r36, r38, r40, r42;
    word_t r44, r46, r48, r50;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u)))];
    r1 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 512];
    r2 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 1024];
    r3 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 1536];
    r4 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 2048];
    r5 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 2560];
    r6 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 3072];
    r7 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 3584];
    r8 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4096];
    r9 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4608];
    r10 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 5120];
    r11 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 5632];
    r12 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 6144];
    r13 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 6656];
    r14 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 7168];
    r15 = x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | (((threadIdx.y & 7u) << 4) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 7680];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 6) | ((threadIdx.y & 7u) << 3)) + 64]); r16 = v.x; r18 = v.y; r20 = v.z; r22 = v.w; }
    bfly_gs_lazy(r0, r1, r16, 0, false, m);
    bfly_gs_lazy(r2, r3, r18, 0, false, m);
    bfly_gs_lazy(r4, r5, r20, 0, false, m);
    bfly_gs_lazy(r6, r7, r22, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 6) | ((threadIdx.y & 7u) << 3)) + 68]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r8, r9, r24, 0, false, m);
    bfly_gs_lazy(r10, r11, r26, 0, false, m);
    bfly_gs_lazy(r12, r13, r28, 0, false, m);
    bfly_gs_lazy(r14, r15, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 5) | ((threadIdx.y & 7u) << 2)) + 32]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r0, r2, r32, 0, false, m);
    bfly_gs_lazy(r1, r3, r32, 0, false, m);
    bfly_gs_lazy(r4, r6, r34, 0, false, m);
    bfly_gs_lazy(r5, r7, r34, 0, false, m);
    bfly_gs_lazy(r8, r10, r36, 0, false, m);
    bfly_gs_lazy(r9, r11, r36, 0, false, m);
    bfly_gs_lazy(r12, r14, r38, 0, false, m);
    bfly_gs_lazy(r13, r15, r38, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 6) | (threadIdx.x >> 9)) << 4) | ((threadIdx.y & 7u) << 1)) + 16]); r40 = v.x; r42 = v.y; }
    bfly_gs_lazy(r0, r4, r40, 0, false, m);
    bfly_gs_lazy(r1, r5, r40, 0, false, m);
    bfly_gs_lazy(r2, r6, r40, 0, false, m);
    bfly_gs_lazy(r3, r7, r40, 0, false, m);
    bfly_gs_lazy(r8, r12, r42, 0, false, m);
    bfly_gs_lazy(r9, r13, r42, 0, false, m);
    bfly_gs_lazy(r10, r14, r42, 0, false, m);
    bfly_gs_lazy(r11, r15, r42, 0, false, m);
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5))] = r0;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 1u) << 3) + threadIdx.x) >> 5)) + 8u] = r1;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 2u) << 3) + threadIdx.x) >> 5)) + 16u] = r2;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 3u) << 3) + threadIdx.x) >> 5)) + 24u] = r3;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 33u] = r4;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 5u) << 3) + threadIdx.x) >> 5)) + 40u] = r5;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 6u) << 3) + threadIdx.x) >> 5)) + 48u] = r6;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 7u) << 3) + threadIdx.x) >> 5)) + 56u] = r7;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 66u] = r8;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 9u) << 3) + threadIdx.x) >> 5)) + 72u] = r9;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 10u) << 3) + threadIdx.x) >> 5)) + 80u] = r10;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 11u) << 3) + threadIdx.x) >> 5)) + 88u] = r11;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + (((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) >> 5)) + 99u] = r12;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 13u) << 3) + threadIdx.x) >> 5)) + 104u] = r13;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 14u) << 3) + threadIdx.x) >> 5)) + 112u] = r14;
    smem[(((((threadIdx.y & 7u) << 4) << 3) + threadIdx.x) + ((((((threadIdx.y & 7u) << 4) | 15u) << 3) + threadIdx.x) >> 5)) + 120u] = r15;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 66u];
    r2 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 132u];
    r3 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 198u];
    r4 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 264u];
    r5 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 330u];
    r6 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 396u];
    r7 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 462u];
    r8 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 528u];
    r9 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 594u];
    r10 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 660u];
    r11 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 726u];
    r12 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 792u];
    r13 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 858u];
    r14 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 924u];
    r15 = smem[((((threadIdx.y & 7u) << 3) + threadIdx.x) + ((((threadIdx.y & 7u) << 3) + threadIdx.x) >> 5)) + 990u];
    r16 = c_1[tower];
    r17 = fuse_pow2_v_t[0];
    r16 = mod_mul_tw(r16, r17, 0, m);
    r19 = inv_len_v_t[1];
    r16 = mod_mul_tw(r16, r19, 0, m);
    r22 = c_1[tower];
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 3) + 8]); r24 = v.x; r26 = v.y; r28 = v.z; r30 = v.w; }
    bfly_gs_lazy(r0, r1, r24, 0, false, m);
    bfly_gs_lazy(r2, r3, r26, 0, false, m);
    bfly_gs_lazy(r4, r5, r28, 0, false, m);
    bfly_gs_lazy(r6, r7, r30, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 3) + 12]); r32 = v.x; r34 = v.y; r36 = v.z; r38 = v.w; }
    bfly_gs_lazy(r8, r9, r32, 0, false, m);
    bfly_gs_lazy(r10, r11, r34, 0, false, m);
    bfly_gs_lazy(r12, r13, r36, 0, false, m);
    bfly_gs_lazy(r14, r15, r38, 0, false, m);
    { const uint4 v = *reinterpret_cast<const uint4*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 2) + 4]); r40 = v.x; r42 = v.y; r44 = v.z; r46 = v.w; }
    bfly_gs_lazy(r0, r2, r40, 0, false, m);
    bfly_gs_lazy(r1, r3, r40, 0, false, m);
    bfly_gs_lazy(r4, r6, r42, 0, false, m);
    bfly_gs_lazy(r5, r7, r42, 0, false, m);
    bfly_gs_lazy(r8, r10, r44, 0, false, m);
    bfly_gs_lazy(r9, r11, r44, 0, false, m);
    bfly_gs_lazy(r12, r14, r46, 0, false, m);
    bfly_gs_lazy(r13, r15, r46, 0, false, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 6) | (threadIdx.x >> 9)) << 1) + 2]); r48 = v.x; r50 = v.y; }
    bfly_gs_lazy(r0, r4, r48, 0, false, m);
    bfly_gs_lazy(r1, r5, r48, 0, false, m);
    bfly_gs_lazy(r2, r6, r48, 0, false, m);
    bfly_gs_lazy(r3, r7, r48, 0, false, m);
    bfly_gs_lazy(r8, r12, r50, 0, false, m);
    bfly_gs_lazy(r9, r13, r50, 0, false, m);
    bfly_gs_lazy(r10, r14, r50, 0, false, m);
    bfly_gs_lazy(r11, r15, r50, 0, false, m);
    bfly_gs_last(r0, r8, r16, 0, r22, 0, m);
    bfly_gs_last(r1, r9, r16, 0, r22, 0, m);
    bfly_gs_last(r2, r10, r16, 0, r22, 0, m);
    bfly_gs_last(r3, r11, r16, 0, r22, 0, m);
    bfly_gs_last(r4, r12, r16, 0, r22, 0, m);
    bfly_gs_last(r5, r13, r16, 0, r22, 0, m);
    bfly_gs_last(r6, r14, r16, 0, r22, 0, m);
    bfly_gs_last(r7, r15, r16, 0, r22, 0, m);
    r0 = mod_centre(r0, m.q);
    r1 = mod_centre(r1, m.q);
    r2 = mod_centre(r2, m.q);
    r3 = mod_centre(r3, m.q);
    r4 = mod_centre(r4, m.q);
    r5 = mod_centre(r5, m.q);
    r6 = mod_centre(r6, m.q);
    r7 = mod_centre(r7, m.q);
    r8 = mod_centre(r8, m.q);
    r9 = mod_centre(r9, m.q);
    r10 = mod_centre(r10, m.q);
    r11 = mod_centre(r11, m.q);
    r12 = mod_centre(r12, m.q);
    r13 = mod_centre(r13, m.q);
    r14 = mod_centre(r14, m.q);
    r15 = mod_centre(r15, m.q);
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u)))] = r0;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 4096] = r1;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 8192] = r2;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 12288] = r3;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 16384] = r4;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 20480] = r5;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 24576] = r6;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 28672] = r7;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 32768] = r8;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 36864] = r9;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 40960] = r10;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 45056] = r11;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 49152] = r12;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 53248] = r13;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 57344] = r14;
    x[poly + (size_t)(((((bx >> 6) | (threadIdx.x >> 9)) << 16) | ((threadIdx.y & 7u) << 9)) | (((bx & 63u) << 3) | (threadIdx.x & 511u))) + 61440] = r15;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_epi(
    word_t* __restrict__ x,
    const word_t* __restrict__ fuse_pow2_v,
    const word_t* __restrict__ c_1,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 65536;
    const ModConst m = mods[tower];
    const word_t* __restrict__ fuse_pow2_v_t = fuse_pow2_v + (size_t)tower * 2;
    word_t r0, r1, r2, r3, r4, r5;
    const unsigned bx = blockIdx.x;

    // phase 0: the epilogue's steps alone
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    r4 = c_1[tower];
    r5 = fuse_pow2_v_t[0];
    r4 = mod_mul_tw(r4, r5, 0, m);
    r0 = mod_mul_tw(r0, r4, 0, m);
    r0 = mod_centre(r0, m.q);
    r1 = mod_mul_tw(r1, r4, 0, m);
    r1 = mod_centre(r1, m.q);
    r2 = mod_mul_tw(r2, r4, 0, m);
    r2 = mod_centre(r2, m.q);
    r3 = mod_mul_tw(r3, r4, 0, m);
    r3 = mod_centre(r3, m.q);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)(((bx << 7) + threadIdx.x) << 2)]) = make_uint4(r0, r1, r2, r3);
}

// nttgen: ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256 (generated; do not edit)
// command: codegen emit --spec /tmp/p15.toml --out /tmp/p15
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256"
//   transform = "ntt-negacyclic"
//   log_n = 15
//   word = "u64"
//   reduction = "shoup"
//   radix = 8
//   stage_split = [15]
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
//   min_blocks = 3
//   factored_levels = 0
//   twiddle_lookahead = true
//
//   [moduli]
//   primes = [1152921504606584833, 1152921504598720513, 1152921504597016577, 1152921504595968001, 1152921504595640321, 1152921504593412097, 1152921504592822273, 1152921504592429057, 1152921504589938689, 1152921504586530817, 1152921504585547777, 1152921504583647233, 1152921504581877761, 1152921504581419009, 1152921504580894721, 1152921504578666497, 1152921504578273281, 1152921504577748993, 1152921504577486849, 1152921504575979521, 1152921504574799873, 1152921504574013441, 1152921504570802177, 1152921504570277889, 1152921504569294849, 1152921504568836097, 1152921504568442881, 1152921504568115201, 1152921504565559297, 1152921504565166081, 1152921504563724289, 1152921504563331073, 1152921504561954817, 1152921504560644097, 1152921504560250881, 1152921504559267841, 1152921504556515329, 1152921504555532289, 1152921504555466753, 1152921504555073537, 1152921504554745857, 1152921504554156033, 1152921504552910849, 1152921504552583169, 1152921504550944769, 1152921504550420481, 1152921504547012609, 1152921504542883841, 1152921504541704193, 1152921504539017217, 1152921504538951681, 1152921504538820609, 1152921504537378817, 1152921504535871489, 1152921504535478273, 1152921504533118977, 1152921504532267009, 1152921504531873793, 1152921504526237697, 1152921504525647873, 1152921504523419649, 1152921504522108929, 1152921504521715713, 1152921504521650177, 1152921504515817473, 1152921504515227649, 1152921504514441217, 1152921504512409601, 1152921504511492097, 1152921504510509057, 1152921504509853697, 1152921504508280833, 1152921504507363329, 1152921504506970113, 1152921504505593857, 1152921504505528321, 1152921504503955457, 1152921504503758849, 1152921504499040257, 1152921504498647041, 1152921504497860609, 1152921504495697921, 1152921504495370241, 1152921504493797377, 1152921504493535233, 1152921504491241473, 1152921504490782721, 1152921504490586113, 1152921504488620033, 1152921504488226817, 1152921504484098049, 1152921504479444993, 1152921504478855169, 1152921504477216769, 1152921504474857473, 1152921504473874433, 1152921504471121921, 1152921504470794241, 1152921504468828161, 1152921504468369409, 1152921504468172801, 1152921504468041729, 1152921504465682433, 1152921504462929921, 1152921504462667777, 1152921504461488129, 1152921504456179713, 1152921504455589889, 1152921504455262209, 1152921504447987713, 1152921504446545921, 1152921504444448769, 1152921504443596801, 1152921504442482689, 1152921504441040897, 1152921504440516609, 1152921504437370881, 1152921504437108737, 1152921504436191233, 1152921504434814977, 1152921504433635329, 1152921504433242113, 1152921504431276033, 1152921504430882817, 1152921504430489601, 1152921504429834241, 1152921504428720129, 1152921504427278337, 1152921504424329217, 1152921504422428673, 1152921504421183489, 1152921504421052417, 1152921504419414017, 1152921504417513473, 1152921504417251329, 1152921504414892033, 1152921504414760961, 1152921504414498817, 1152921504412139521, 1152921504411615233, 1152921504410632193, 1152921504410042369, 1152921504409190401, 1152921504406437889, 1152921504406110209, 1152921504404144129, 1152921504403947521, 1152921504403488769, 1152921504403357697, 1152921504402309121, 1152921504401981441, 1152921504397262849, 1152921504396869633, 1152921504395821057, 1152921504395427841, 1152921504394641409, 1152921504386973697, 1152921504385990657, 1152921504384679937, 1152921504378912769, 1152921504377143297, 1152921504376750081, 1152921504375832577, 1152921504373211137, 1152921504373014529, 1152921504371834881, 1152921504370327553, 1152921504369344513, 1152921504368558081, 1152921504367902721, 1152921504364625921, 1152921504362790913, 1152921504362463233, 1152921504361218049, 1152921504360103937, 1152921504358531073, 1152921504358465537, 1152921504357941249, 1152921504353615873, 1152921504351846401, 1152921504351387649, 1152921504349093889, 1152921504348307457, 1152921504347914241, 1152921504345161729, 1152921504342736897, 1152921504341229569, 1152921504340836353, 1152921504338083841, 1152921504337887233, 1152921504337625089, 1152921504333561857, 1152921504333496321, 1152921504332578817, 1152921504331005953, 1152921504330940417, 1152921504330416129, 1152921504327598081, 1152921504322486273, 1152921504321765377, 1152921504321372161, 1152921504314032129, 1152921504313704449, 1152921504311279617, 1152921504309772289, 1152921504309706753, 1152921504307609601, 1152921504306823169, 1152921504305184769, 1152921504304398337, 1152921504303874049, 1152921504303022081, 1152921504302432257, 1152921504301907969, 1152921504301449217, 1152921504301056001, 1152921504295354369, 1152921504292405249, 1152921504291684353, 1152921504290635777, 1152921504290045953, 1152921504289456129, 1152921504288931841, 1152921504288342017, 1152921504287293441, 1152921504286769153, 1152921504286375937, 1152921504285130753, 1152921504282836993, 1152921504280870913, 1152921504280805377, 1152921504279494657, 1152921504276676609, 1152921504275890177, 1152921504275693569, 1152921504274972673, 1152921504274513921, 1152921504270450689, 1152921504269402113, 1152921504266321921, 1152921504265666561, 1152921504263110657, 1152921504261537793, 1152921504260227073, 1152921504257605633, 1152921504256622593, 1152921504253739009, 1152921504252297217, 1152921504250003457, 1152921504248823809, 1152921504245088257, 1152921504241942529, 1152921504241483777, 1152921504240107521, 1152921504239583233, 1152921504238206977]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_fwd0: grid_x 8, block 512 x 1, shared 34816 B; mulmods 245760, addmods 524288, butterflies 245760, global bytes 524288 (read 262144, write 262144), table bytes 2293760, shuffles 0
//   ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_pw: grid_x 256, block 128 x 1, shared 0 B; mulmods 32768, addmods 0, butterflies 0, global bytes 786432 (read 524288, write 262144), table bytes 0, shuffles 0
//   ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_inv0: grid_x 8, block 512 x 1, shared 34816 B; mulmods 262144, addmods 491520, butterflies 245760, global bytes 524288 (read 262144, write 262144), table bytes 2359296, shuffles 0
//   ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_product: grid_x 8, block 512 x 1, shared 69632 B; mulmods 786432, addmods 1540096, butterflies 737280, global bytes 786432 (read 524288, write 262144), table bytes 4653056, shuffles 0

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



extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(512, 3) ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_fwd0(
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
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32, r33, r34, r35, r36, r37, r38, r39;
    word_t r40, r41, r42, r43, r44, r45, r46, r47;
    word_t r48, r49, r50, r51, r52, r53, r54, r55;
    word_t r56, r57, r58, r59, r60, r61, r62, r63;
    word_t r64, r65, r66, r67, r68, r69, r70, r71;
    word_t r72, r73, r74, r75, r76, r77;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    cluster_arrive_relaxed();
    r0 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u)))];
    r1 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096];
    r2 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 8192];
    r3 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 12288];
    r4 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 16384];
    r5 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 20480];
    r6 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 24576];
    r7 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 28672];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx >> 3) | threadIdx.y) + 1]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r8, r9, m);
    bfly_ct_lazy_skip(r1, r5, r8, r9, m);
    bfly_ct_lazy_skip(r2, r6, r8, r9, m);
    bfly_ct_lazy_skip(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 2]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r10, r11, m);
    bfly_ct_lazy_skip(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 3]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r12, r13, m);
    bfly_ct_lazy_skip(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 4]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 5]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 6]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 7]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r20, r21, m);
    cluster_wait();
    cluster_smem(smem, 0u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r0;
    cluster_smem(smem, 1u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r1;
    cluster_smem(smem, 2u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r2;
    cluster_smem(smem, 3u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r3;
    cluster_smem(smem, 4u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r4;
    cluster_smem(smem, 5u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r5;
    cluster_smem(smem, 6u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r6;
    cluster_smem(smem, 7u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 3) | ((bx & 7u) | ((threadIdx.x >> 9) & 7u))) + 8]; r22 = e.x; r23 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 16]; r24 = e.x; r25 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 17]; r26 = e.x; r27 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 32]; r28 = e.x; r29 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 33]; r30 = e.x; r31 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 34]; r32 = e.x; r33 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 35]; r34 = e.x; r35 = e.y; }
    cluster_sync();

    // phase 1: forward kernel 0: group 1
    r0 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))];
    r1 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u];
    r2 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u];
    r3 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u];
    r4 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u];
    r5 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u];
    r6 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u];
    r7 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u];
    bfly_ct_lazy(r0, r4, r22, r23, m);
    bfly_ct_lazy(r1, r5, r22, r23, m);
    bfly_ct_lazy(r2, r6, r22, r23, m);
    bfly_ct_lazy(r3, r7, r22, r23, m);
    bfly_ct_lazy_skip(r0, r2, r24, r25, m);
    bfly_ct_lazy_skip(r1, r3, r24, r25, m);
    bfly_ct_lazy_skip(r4, r6, r26, r27, m);
    bfly_ct_lazy_skip(r5, r7, r26, r27, m);
    bfly_ct_lazy(r0, r1, r28, r29, m);
    bfly_ct_lazy(r2, r3, r30, r31, m);
    bfly_ct_lazy(r4, r5, r32, r33, m);
    bfly_ct_lazy(r6, r7, r34, r35, m);
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))] = r0;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u] = r1;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u] = r2;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u] = r3;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u] = r4;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u] = r5;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u] = r6;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 6) | (((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u))) + 64]; r36 = e.x; r37 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 128]; r38 = e.x; r39 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 129]; r40 = e.x; r41 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 256]; r42 = e.x; r43 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 257]; r44 = e.x; r45 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 258]; r46 = e.x; r47 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 259]; r48 = e.x; r49 = e.y; }
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))];
    r1 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u];
    r2 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u];
    r3 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u];
    r4 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u];
    r5 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u];
    r6 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u];
    r7 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u];
    bfly_ct_lazy_skip(r0, r4, r36, r37, m);
    bfly_ct_lazy_skip(r1, r5, r36, r37, m);
    bfly_ct_lazy_skip(r2, r6, r36, r37, m);
    bfly_ct_lazy_skip(r3, r7, r36, r37, m);
    bfly_ct_lazy(r0, r2, r38, r39, m);
    bfly_ct_lazy(r1, r3, r38, r39, m);
    bfly_ct_lazy(r4, r6, r40, r41, m);
    bfly_ct_lazy(r5, r7, r40, r41, m);
    bfly_ct_lazy_skip(r0, r1, r42, r43, m);
    bfly_ct_lazy_skip(r2, r3, r44, r45, m);
    bfly_ct_lazy_skip(r4, r5, r46, r47, m);
    bfly_ct_lazy_skip(r6, r7, r48, r49, m);
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))] = r0;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u] = r1;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u] = r2;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u] = r3;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u] = r4;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u] = r5;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u] = r6;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 9) | (((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u))) + 512]; r50 = e.x; r51 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1024]; r52 = e.x; r53 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1025]; r54 = e.x; r55 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2048]; r56 = e.x; r57 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2049]; r58 = e.x; r59 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2050]; r60 = e.x; r61 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2051]; r62 = e.x; r63 = e.y; }
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))];
    r1 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u];
    r2 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u];
    r3 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u];
    r4 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u];
    r5 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u];
    r6 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u];
    r7 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u];
    bfly_ct_lazy(r0, r4, r50, r51, m);
    bfly_ct_lazy(r1, r5, r50, r51, m);
    bfly_ct_lazy(r2, r6, r50, r51, m);
    bfly_ct_lazy(r3, r7, r50, r51, m);
    bfly_ct_lazy_skip(r0, r2, r52, r53, m);
    bfly_ct_lazy_skip(r1, r3, r52, r53, m);
    bfly_ct_lazy_skip(r4, r6, r54, r55, m);
    bfly_ct_lazy_skip(r5, r7, r54, r55, m);
    bfly_ct_lazy(r0, r1, r56, r57, m);
    bfly_ct_lazy(r2, r3, r58, r59, m);
    bfly_ct_lazy(r4, r5, r60, r61, m);
    bfly_ct_lazy(r6, r7, r62, r63, m);
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))] = r0;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u] = r1;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u] = r2;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u] = r3;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u] = r4;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u] = r5;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u] = r6;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 12) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096]; r64 = e.x; r65 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8192]; r66 = e.x; r67 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8193]; r68 = e.x; r69 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16384]; r70 = e.x; r71 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16385]; r72 = e.x; r73 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16386]; r74 = e.x; r75 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16387]; r76 = e.x; r77 = e.y; }
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u))];
    r1 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 1u];
    r2 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 2u];
    r3 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 3u];
    r4 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4u];
    r5 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 5u];
    r6 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 6u];
    r7 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 7u];
    bfly_ct_lazy_skip(r0, r4, r64, r65, m);
    bfly_ct_lazy_skip(r1, r5, r64, r65, m);
    bfly_ct_lazy_skip(r2, r6, r64, r65, m);
    bfly_ct_lazy_skip(r3, r7, r64, r65, m);
    bfly_ct_lazy(r0, r2, r66, r67, m);
    bfly_ct_lazy(r1, r3, r66, r67, m);
    bfly_ct_lazy(r4, r6, r68, r69, m);
    bfly_ct_lazy(r5, r7, r68, r69, m);
    bfly_ct_lazy_skip(r0, r1, r70, r71, m);
    bfly_ct_lazy_skip(r2, r3, r72, r73, m);
    bfly_ct_lazy_skip(r4, r5, r74, r75, m);
    bfly_ct_lazy_skip(r6, r7, r76, r77, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 6]) = make_ulonglong2(r6, r7);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_pw(
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

extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(512, 3) ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_inv0(
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
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r24, r25;
    word_t r26, r27, r28, r29, r30, r31, r32, r33;
    word_t r34, r35, r36, r37, r38, r39, r40, r41;
    word_t r42, r43, r44, r45, r46, r47, r48, r49;
    word_t r50, r51, r52, r53, r54, r55, r56, r57;
    word_t r58, r59, r60, r61, r62, r63, r64, r65;
    word_t r66, r67, r68, r69, r70, r71, r72, r73;
    word_t r74, r75, r76, r77, r78, r79, r80, r81;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 4]); r4 = v.x; r5 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 6]); r6 = v.x; r7 = v.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16384]; r8 = e.x; r9 = e.y; }
    bfly_gs_lazy_skip(r0, r1, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16385]; r10 = e.x; r11 = e.y; }
    bfly_gs_lazy_skip(r2, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16386]; r12 = e.x; r13 = e.y; }
    bfly_gs_lazy_skip(r4, r5, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16387]; r14 = e.x; r15 = e.y; }
    bfly_gs_lazy_skip(r6, r7, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8192]; r16 = e.x; r17 = e.y; }
    bfly_gs_lazy(r0, r2, r16, r17, false, m);
    bfly_gs_lazy(r1, r3, r16, r17, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8193]; r18 = e.x; r19 = e.y; }
    bfly_gs_lazy(r4, r6, r18, r19, false, m);
    bfly_gs_lazy(r5, r7, r18, r19, false, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 12) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096]; r20 = e.x; r21 = e.y; }
    bfly_gs_lazy(r0, r4, r20, r21, false, m);
    bfly_gs_lazy(r1, r5, r20, r21, false, m);
    bfly_gs_lazy(r2, r6, r20, r21, false, m);
    bfly_gs_lazy(r3, r7, r20, r21, false, m);
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u))] = r0;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 1u] = r1;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 2u] = r2;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 3u] = r3;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4u] = r4;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 5u] = r5;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 6u] = r6;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 7u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2048]; r24 = e.x; r25 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2049]; r26 = e.x; r27 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2050]; r28 = e.x; r29 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2051]; r30 = e.x; r31 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1024]; r32 = e.x; r33 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1025]; r34 = e.x; r35 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 9) | (((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u))) + 512]; r36 = e.x; r37 = e.y; }
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))];
    r1 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u];
    r2 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u];
    r3 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u];
    r4 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u];
    r5 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u];
    r6 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u];
    r7 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u];
    bfly_gs_lazy(r0, r1, r24, r25, false, m);
    bfly_gs_lazy(r2, r3, r26, r27, false, m);
    bfly_gs_lazy(r4, r5, r28, r29, false, m);
    bfly_gs_lazy(r6, r7, r30, r31, false, m);
    bfly_gs_lazy(r0, r2, r32, r33, false, m);
    bfly_gs_lazy(r1, r3, r32, r33, false, m);
    bfly_gs_lazy(r4, r6, r34, r35, false, m);
    bfly_gs_lazy(r5, r7, r34, r35, false, m);
    bfly_gs_lazy(r0, r4, r36, r37, false, m);
    bfly_gs_lazy(r1, r5, r36, r37, false, m);
    bfly_gs_lazy(r2, r6, r36, r37, false, m);
    bfly_gs_lazy(r3, r7, r36, r37, false, m);
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))] = r0;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u] = r1;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u] = r2;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u] = r3;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u] = r4;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u] = r5;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u] = r6;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 256]; r38 = e.x; r39 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 257]; r40 = e.x; r41 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 258]; r42 = e.x; r43 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 259]; r44 = e.x; r45 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 128]; r46 = e.x; r47 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 129]; r48 = e.x; r49 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 6) | (((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u))) + 64]; r50 = e.x; r51 = e.y; }
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))];
    r1 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u];
    r2 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u];
    r3 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u];
    r4 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u];
    r5 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u];
    r6 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u];
    r7 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u];
    bfly_gs_lazy(r0, r1, r38, r39, false, m);
    bfly_gs_lazy(r2, r3, r40, r41, false, m);
    bfly_gs_lazy(r4, r5, r42, r43, false, m);
    bfly_gs_lazy(r6, r7, r44, r45, false, m);
    bfly_gs_lazy(r0, r2, r46, r47, false, m);
    bfly_gs_lazy(r1, r3, r46, r47, false, m);
    bfly_gs_lazy(r4, r6, r48, r49, false, m);
    bfly_gs_lazy(r5, r7, r48, r49, false, m);
    bfly_gs_lazy(r0, r4, r50, r51, false, m);
    bfly_gs_lazy(r1, r5, r50, r51, false, m);
    bfly_gs_lazy(r2, r6, r50, r51, false, m);
    bfly_gs_lazy(r3, r7, r50, r51, false, m);
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))] = r0;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u] = r1;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u] = r2;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u] = r3;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u] = r4;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u] = r5;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u] = r6;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 32]; r52 = e.x; r53 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 33]; r54 = e.x; r55 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 34]; r56 = e.x; r57 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 35]; r58 = e.x; r59 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 16]; r60 = e.x; r61 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 17]; r62 = e.x; r63 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 3) | ((bx & 7u) | ((threadIdx.x >> 9) & 7u))) + 8]; r64 = e.x; r65 = e.y; }
    __syncthreads();

    // phase 3: inverse kernel 0: group 3
    r0 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))];
    r1 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u];
    r2 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u];
    r3 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u];
    r4 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u];
    r5 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u];
    r6 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u];
    r7 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u];
    bfly_gs_lazy(r0, r1, r52, r53, false, m);
    bfly_gs_lazy(r2, r3, r54, r55, false, m);
    bfly_gs_lazy(r4, r5, r56, r57, false, m);
    bfly_gs_lazy(r6, r7, r58, r59, false, m);
    bfly_gs_lazy(r0, r2, r60, r61, false, m);
    bfly_gs_lazy(r1, r3, r60, r61, false, m);
    bfly_gs_lazy(r4, r6, r62, r63, false, m);
    bfly_gs_lazy(r5, r7, r62, r63, false, m);
    bfly_gs_lazy(r0, r4, r64, r65, false, m);
    bfly_gs_lazy(r1, r5, r64, r65, false, m);
    bfly_gs_lazy(r2, r6, r64, r65, false, m);
    bfly_gs_lazy(r3, r7, r64, r65, false, m);
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))] = r0;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u] = r1;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u] = r2;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u] = r3;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u] = r4;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u] = r5;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u] = r6;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u] = r7;
    r66 = inv_len_v_t[1];
    r67 = inv_len_c_t[1];
    r68 = inv_len_v_t[0];
    r69 = inv_len_c_t[0];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 4]; r70 = e.x; r71 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 5]; r72 = e.x; r73 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 6]; r74 = e.x; r75 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 7]; r76 = e.x; r77 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 2]; r78 = e.x; r79 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 3]; r80 = e.x; r81 = e.y; }
    cluster_sync();

    // phase 4: inverse kernel 0: group 4
    r0 = cluster_smem(smem, 0u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r1 = cluster_smem(smem, 1u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r2 = cluster_smem(smem, 2u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r3 = cluster_smem(smem, 3u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r4 = cluster_smem(smem, 4u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r5 = cluster_smem(smem, 5u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r6 = cluster_smem(smem, 6u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r7 = cluster_smem(smem, 7u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    bfly_gs_lazy(r0, r1, r70, r71, false, m);
    bfly_gs_lazy(r2, r3, r72, r73, false, m);
    bfly_gs_lazy(r4, r5, r74, r75, false, m);
    bfly_gs_lazy(r6, r7, r76, r77, false, m);
    bfly_gs_lazy_skip(r0, r2, r78, r79, m);
    bfly_gs_lazy_skip(r1, r3, r78, r79, m);
    bfly_gs_lazy_skip(r4, r6, r80, r81, m);
    bfly_gs_lazy_skip(r5, r7, r80, r81, m);
    bfly_gs_last(r0, r4, r66, r67, r68, r69, m);
    bfly_gs_last(r1, r5, r66, r67, r68, r69, m);
    bfly_gs_last(r2, r6, r66, r67, r68, r69, m);
    bfly_gs_last(r3, r7, r66, r67, r68, r69, m);
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u)))] = r0;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096] = r1;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 8192] = r2;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 12288] = r3;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 16384] = r4;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 20480] = r5;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 24576] = r6;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 28672] = r7;
    cluster_sync();

    // phase 5: inverse kernel 0: stay until the cluster has read
}

extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(512) ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_product(
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
    const size_t poly = ((size_t)item * gridDim.z + tower) * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 65536;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    const word_t* __restrict__ inv_len_c_t = inv_len_c + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r9, r10, r11, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r44, r45;
    word_t r46, r47, r48, r49, r50, r51, r52, r53;
    word_t r54, r55, r56, r57, r58, r59, r60, r61;
    word_t r62, r63, r64, r65, r66, r67, r68, r69;
    word_t r70, r71, r72, r73, r74, r75, r76, r77;
    word_t r78, r79, r80, r81, r82, r83, r84, r85;
    word_t r86, r87, r88, r89, r90, r91, r92, r93;
    word_t r94, r95, r96, r97, r98, r99, r100, r101;
    word_t r102, r103, r104, r105, r106, r107, r108, r109;
    word_t r110, r111, r112, r113, r114, r115, r116, r117;
    word_t r118, r119, r120, r121, r122, r123, r124, r125;
    word_t r126, r127, r128, r129, r130, r131, r132, r133;
    word_t r134, r135, r136, r137, r138, r139, r140, r141;
    word_t r142, r143, r144, r145, r146, r147, r148, r149;
    word_t r150, r151, r152, r153, r154, r155, r156, r157;
    word_t r158, r159, r160, r161, r162, r163, r164, r165;
    word_t r166, r167, r168, r169, r170, r171;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    cluster_arrive_relaxed();
    r0 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u)))];
    r1 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096];
    r2 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 8192];
    r3 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 12288];
    r4 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 16384];
    r5 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 20480];
    r6 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 24576];
    r7 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 28672];
    r8 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u)))];
    r9 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096];
    r10 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 8192];
    r11 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 12288];
    r12 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 16384];
    r13 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 20480];
    r14 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 24576];
    r15 = y[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 28672];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx >> 3) | threadIdx.y) + 1]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r16, r17, m);
    bfly_ct_lazy_skip(r1, r5, r16, r17, m);
    bfly_ct_lazy_skip(r2, r6, r16, r17, m);
    bfly_ct_lazy_skip(r3, r7, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 2]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r18, r19, m);
    bfly_ct_lazy_skip(r1, r3, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 3]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r20, r21, m);
    bfly_ct_lazy_skip(r5, r7, r20, r21, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 4]; r22 = e.x; r23 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r22, r23, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 5]; r24 = e.x; r25 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r24, r25, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 6]; r26 = e.x; r27 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r26, r27, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 7]; r28 = e.x; r29 = e.y; }
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
    cluster_smem(smem, 0u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r0;
    cluster_smem(smem, 1u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r1;
    cluster_smem(smem, 2u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r2;
    cluster_smem(smem, 3u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r3;
    cluster_smem(smem, 4u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r4;
    cluster_smem(smem, 5u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r5;
    cluster_smem(smem, 6u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r6;
    cluster_smem(smem, 7u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r7;
    cluster_smem(smem, 0u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u))) + 4352u] = r8;
    cluster_smem(smem, 1u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u))) + 4352u] = r9;
    cluster_smem(smem, 2u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u))) + 4352u] = r10;
    cluster_smem(smem, 3u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u))) + 4352u] = r11;
    cluster_smem(smem, 4u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u))) + 4352u] = r12;
    cluster_smem(smem, 5u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u))) + 4352u] = r13;
    cluster_smem(smem, 6u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u))) + 4352u] = r14;
    cluster_smem(smem, 7u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u))) + 4352u] = r15;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 3) | ((bx & 7u) | ((threadIdx.x >> 9) & 7u))) + 8]; r44 = e.x; r45 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 16]; r46 = e.x; r47 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 17]; r48 = e.x; r49 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 32]; r50 = e.x; r51 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 33]; r52 = e.x; r53 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 34]; r54 = e.x; r55 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 35]; r56 = e.x; r57 = e.y; }
    cluster_sync();

    // phase 1: forward kernel 0: group 1
    r0 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))];
    r1 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u];
    r2 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u];
    r3 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u];
    r4 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u];
    r5 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u];
    r6 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u];
    r7 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u];
    r8 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 4352u];
    r9 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 4896u];
    r10 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 5440u];
    r11 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 5984u];
    r12 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 6528u];
    r13 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 7072u];
    r14 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 7616u];
    r15 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 8160u];
    bfly_ct_lazy(r0, r4, r44, r45, m);
    bfly_ct_lazy(r1, r5, r44, r45, m);
    bfly_ct_lazy(r2, r6, r44, r45, m);
    bfly_ct_lazy(r3, r7, r44, r45, m);
    bfly_ct_lazy_skip(r0, r2, r46, r47, m);
    bfly_ct_lazy_skip(r1, r3, r46, r47, m);
    bfly_ct_lazy_skip(r4, r6, r48, r49, m);
    bfly_ct_lazy_skip(r5, r7, r48, r49, m);
    bfly_ct_lazy(r0, r1, r50, r51, m);
    bfly_ct_lazy(r2, r3, r52, r53, m);
    bfly_ct_lazy(r4, r5, r54, r55, m);
    bfly_ct_lazy(r6, r7, r56, r57, m);
    bfly_ct_lazy(r8, r12, r44, r45, m);
    bfly_ct_lazy(r9, r13, r44, r45, m);
    bfly_ct_lazy(r10, r14, r44, r45, m);
    bfly_ct_lazy(r11, r15, r44, r45, m);
    bfly_ct_lazy_skip(r8, r10, r46, r47, m);
    bfly_ct_lazy_skip(r9, r11, r46, r47, m);
    bfly_ct_lazy_skip(r12, r14, r48, r49, m);
    bfly_ct_lazy_skip(r13, r15, r48, r49, m);
    bfly_ct_lazy(r8, r9, r50, r51, m);
    bfly_ct_lazy(r10, r11, r52, r53, m);
    bfly_ct_lazy(r12, r13, r54, r55, m);
    bfly_ct_lazy(r14, r15, r56, r57, m);
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))] = r0;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u] = r1;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u] = r2;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u] = r3;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u] = r4;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u] = r5;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u] = r6;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u] = r7;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 4352u] = r8;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 4896u] = r9;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 5440u] = r10;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 5984u] = r11;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 6528u] = r12;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 7072u] = r13;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 7616u] = r14;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 8160u] = r15;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 6) | (((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u))) + 64]; r58 = e.x; r59 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 128]; r60 = e.x; r61 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 129]; r62 = e.x; r63 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 256]; r64 = e.x; r65 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 257]; r66 = e.x; r67 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 258]; r68 = e.x; r69 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 259]; r70 = e.x; r71 = e.y; }
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))];
    r1 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u];
    r2 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u];
    r3 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u];
    r4 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u];
    r5 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u];
    r6 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u];
    r7 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u];
    r8 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4352u];
    r9 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4420u];
    r10 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4488u];
    r11 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4556u];
    r12 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4624u];
    r13 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4692u];
    r14 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4760u];
    r15 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4828u];
    bfly_ct_lazy_skip(r0, r4, r58, r59, m);
    bfly_ct_lazy_skip(r1, r5, r58, r59, m);
    bfly_ct_lazy_skip(r2, r6, r58, r59, m);
    bfly_ct_lazy_skip(r3, r7, r58, r59, m);
    bfly_ct_lazy(r0, r2, r60, r61, m);
    bfly_ct_lazy(r1, r3, r60, r61, m);
    bfly_ct_lazy(r4, r6, r62, r63, m);
    bfly_ct_lazy(r5, r7, r62, r63, m);
    bfly_ct_lazy_skip(r0, r1, r64, r65, m);
    bfly_ct_lazy_skip(r2, r3, r66, r67, m);
    bfly_ct_lazy_skip(r4, r5, r68, r69, m);
    bfly_ct_lazy_skip(r6, r7, r70, r71, m);
    bfly_ct_lazy_skip(r8, r12, r58, r59, m);
    bfly_ct_lazy_skip(r9, r13, r58, r59, m);
    bfly_ct_lazy_skip(r10, r14, r58, r59, m);
    bfly_ct_lazy_skip(r11, r15, r58, r59, m);
    bfly_ct_lazy(r8, r10, r60, r61, m);
    bfly_ct_lazy(r9, r11, r60, r61, m);
    bfly_ct_lazy(r12, r14, r62, r63, m);
    bfly_ct_lazy(r13, r15, r62, r63, m);
    bfly_ct_lazy_skip(r8, r9, r64, r65, m);
    bfly_ct_lazy_skip(r10, r11, r66, r67, m);
    bfly_ct_lazy_skip(r12, r13, r68, r69, m);
    bfly_ct_lazy_skip(r14, r15, r70, r71, m);
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))] = r0;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u] = r1;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u] = r2;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u] = r3;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u] = r4;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u] = r5;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u] = r6;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u] = r7;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4352u] = r8;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4420u] = r9;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4488u] = r10;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4556u] = r11;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4624u] = r12;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4692u] = r13;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4760u] = r14;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 4828u] = r15;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 9) | (((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u))) + 512]; r72 = e.x; r73 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1024]; r74 = e.x; r75 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1025]; r76 = e.x; r77 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2048]; r78 = e.x; r79 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2049]; r80 = e.x; r81 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2050]; r82 = e.x; r83 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2051]; r84 = e.x; r85 = e.y; }
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))];
    r1 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u];
    r2 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u];
    r3 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u];
    r4 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u];
    r5 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u];
    r6 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u];
    r7 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u];
    r8 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4352u];
    r9 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4360u];
    r10 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4369u];
    r11 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4377u];
    r12 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4386u];
    r13 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4394u];
    r14 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4403u];
    r15 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4411u];
    bfly_ct_lazy(r0, r4, r72, r73, m);
    bfly_ct_lazy(r1, r5, r72, r73, m);
    bfly_ct_lazy(r2, r6, r72, r73, m);
    bfly_ct_lazy(r3, r7, r72, r73, m);
    bfly_ct_lazy_skip(r0, r2, r74, r75, m);
    bfly_ct_lazy_skip(r1, r3, r74, r75, m);
    bfly_ct_lazy_skip(r4, r6, r76, r77, m);
    bfly_ct_lazy_skip(r5, r7, r76, r77, m);
    bfly_ct_lazy(r0, r1, r78, r79, m);
    bfly_ct_lazy(r2, r3, r80, r81, m);
    bfly_ct_lazy(r4, r5, r82, r83, m);
    bfly_ct_lazy(r6, r7, r84, r85, m);
    bfly_ct_lazy(r8, r12, r72, r73, m);
    bfly_ct_lazy(r9, r13, r72, r73, m);
    bfly_ct_lazy(r10, r14, r72, r73, m);
    bfly_ct_lazy(r11, r15, r72, r73, m);
    bfly_ct_lazy_skip(r8, r10, r74, r75, m);
    bfly_ct_lazy_skip(r9, r11, r74, r75, m);
    bfly_ct_lazy_skip(r12, r14, r76, r77, m);
    bfly_ct_lazy_skip(r13, r15, r76, r77, m);
    bfly_ct_lazy(r8, r9, r78, r79, m);
    bfly_ct_lazy(r10, r11, r80, r81, m);
    bfly_ct_lazy(r12, r13, r82, r83, m);
    bfly_ct_lazy(r14, r15, r84, r85, m);
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))] = r0;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u] = r1;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u] = r2;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u] = r3;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u] = r4;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u] = r5;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u] = r6;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u] = r7;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4352u] = r8;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4360u] = r9;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4369u] = r10;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4377u] = r11;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4386u] = r12;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4394u] = r13;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4403u] = r14;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 4411u] = r15;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 12) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096]; r86 = e.x; r87 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8192]; r88 = e.x; r89 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8193]; r90 = e.x; r91 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16384]; r92 = e.x; r93 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16385]; r94 = e.x; r95 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16386]; r96 = e.x; r97 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16387]; r98 = e.x; r99 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16384]; r100 = e.x; r101 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16385]; r102 = e.x; r103 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16386]; r104 = e.x; r105 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16387]; r106 = e.x; r107 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8192]; r108 = e.x; r109 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8193]; r110 = e.x; r111 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 12) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096]; r112 = e.x; r113 = e.y; }
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u))];
    r1 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 1u];
    r2 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 2u];
    r3 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 3u];
    r4 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4u];
    r5 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 5u];
    r6 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 6u];
    r7 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 7u];
    r8 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4352u];
    r9 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4353u];
    r10 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4354u];
    r11 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4355u];
    r12 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4356u];
    r13 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4357u];
    r14 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4358u];
    r15 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4359u];
    bfly_ct_lazy_skip(r0, r4, r86, r87, m);
    bfly_ct_lazy_skip(r1, r5, r86, r87, m);
    bfly_ct_lazy_skip(r2, r6, r86, r87, m);
    bfly_ct_lazy_skip(r3, r7, r86, r87, m);
    bfly_ct_lazy(r0, r2, r88, r89, m);
    bfly_ct_lazy(r1, r3, r88, r89, m);
    bfly_ct_lazy(r4, r6, r90, r91, m);
    bfly_ct_lazy(r5, r7, r90, r91, m);
    bfly_ct_lazy_skip(r0, r1, r92, r93, m);
    bfly_ct_lazy_skip(r2, r3, r94, r95, m);
    bfly_ct_lazy_skip(r4, r5, r96, r97, m);
    bfly_ct_lazy_skip(r6, r7, r98, r99, m);
    bfly_ct_lazy_skip(r8, r12, r86, r87, m);
    bfly_ct_lazy_skip(r9, r13, r86, r87, m);
    bfly_ct_lazy_skip(r10, r14, r86, r87, m);
    bfly_ct_lazy_skip(r11, r15, r86, r87, m);
    bfly_ct_lazy(r8, r10, r88, r89, m);
    bfly_ct_lazy(r9, r11, r88, r89, m);
    bfly_ct_lazy(r12, r14, r90, r91, m);
    bfly_ct_lazy(r13, r15, r90, r91, m);
    bfly_ct_lazy_skip(r8, r9, r92, r93, m);
    bfly_ct_lazy_skip(r10, r11, r94, r95, m);
    bfly_ct_lazy_skip(r12, r13, r96, r97, m);
    bfly_ct_lazy_skip(r14, r15, r98, r99, m);
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
    bfly_gs_lazy_skip(r0, r1, r100, r101, m);
    bfly_gs_lazy_skip(r2, r3, r102, r103, m);
    bfly_gs_lazy_skip(r4, r5, r104, r105, m);
    bfly_gs_lazy_skip(r6, r7, r106, r107, m);
    bfly_gs_lazy(r0, r2, r108, r109, false, m);
    bfly_gs_lazy(r1, r3, r108, r109, false, m);
    bfly_gs_lazy(r4, r6, r110, r111, false, m);
    bfly_gs_lazy(r5, r7, r110, r111, false, m);
    bfly_gs_lazy(r0, r4, r112, r113, false, m);
    bfly_gs_lazy(r1, r5, r112, r113, false, m);
    bfly_gs_lazy(r2, r6, r112, r113, false, m);
    bfly_gs_lazy(r3, r7, r112, r113, false, m);
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u))] = r0;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 1u] = r1;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 2u] = r2;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 3u] = r3;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4u] = r4;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 5u] = r5;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 6u] = r6;
    smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 7u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2048]; r114 = e.x; r115 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2049]; r116 = e.x; r117 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2050]; r118 = e.x; r119 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2051]; r120 = e.x; r121 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1024]; r122 = e.x; r123 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1025]; r124 = e.x; r125 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 9) | (((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u))) + 512]; r126 = e.x; r127 = e.y; }
    __syncthreads();

    // phase 5: inverse kernel 0: group 1
    r0 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))];
    r1 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u];
    r2 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u];
    r3 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u];
    r4 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u];
    r5 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u];
    r6 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u];
    r7 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u];
    bfly_gs_lazy(r0, r1, r114, r115, false, m);
    bfly_gs_lazy(r2, r3, r116, r117, false, m);
    bfly_gs_lazy(r4, r5, r118, r119, false, m);
    bfly_gs_lazy(r6, r7, r120, r121, false, m);
    bfly_gs_lazy(r0, r2, r122, r123, false, m);
    bfly_gs_lazy(r1, r3, r122, r123, false, m);
    bfly_gs_lazy(r4, r6, r124, r125, false, m);
    bfly_gs_lazy(r5, r7, r124, r125, false, m);
    bfly_gs_lazy(r0, r4, r126, r127, false, m);
    bfly_gs_lazy(r1, r5, r126, r127, false, m);
    bfly_gs_lazy(r2, r6, r126, r127, false, m);
    bfly_gs_lazy(r3, r7, r126, r127, false, m);
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))] = r0;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u] = r1;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u] = r2;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u] = r3;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u] = r4;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u] = r5;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u] = r6;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 256]; r128 = e.x; r129 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 257]; r130 = e.x; r131 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 258]; r132 = e.x; r133 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 259]; r134 = e.x; r135 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 128]; r136 = e.x; r137 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 129]; r138 = e.x; r139 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 6) | (((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u))) + 64]; r140 = e.x; r141 = e.y; }
    __syncthreads();

    // phase 6: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))];
    r1 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u];
    r2 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u];
    r3 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u];
    r4 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u];
    r5 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u];
    r6 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u];
    r7 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u];
    bfly_gs_lazy(r0, r1, r128, r129, false, m);
    bfly_gs_lazy(r2, r3, r130, r131, false, m);
    bfly_gs_lazy(r4, r5, r132, r133, false, m);
    bfly_gs_lazy(r6, r7, r134, r135, false, m);
    bfly_gs_lazy(r0, r2, r136, r137, false, m);
    bfly_gs_lazy(r1, r3, r136, r137, false, m);
    bfly_gs_lazy(r4, r6, r138, r139, false, m);
    bfly_gs_lazy(r5, r7, r138, r139, false, m);
    bfly_gs_lazy(r0, r4, r140, r141, false, m);
    bfly_gs_lazy(r1, r5, r140, r141, false, m);
    bfly_gs_lazy(r2, r6, r140, r141, false, m);
    bfly_gs_lazy(r3, r7, r140, r141, false, m);
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))] = r0;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u] = r1;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u] = r2;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u] = r3;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u] = r4;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u] = r5;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u] = r6;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 32]; r142 = e.x; r143 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 33]; r144 = e.x; r145 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 34]; r146 = e.x; r147 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 35]; r148 = e.x; r149 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 16]; r150 = e.x; r151 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 17]; r152 = e.x; r153 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 3) | ((bx & 7u) | ((threadIdx.x >> 9) & 7u))) + 8]; r154 = e.x; r155 = e.y; }
    __syncthreads();

    // phase 7: inverse kernel 0: group 3
    r0 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))];
    r1 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u];
    r2 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u];
    r3 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u];
    r4 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u];
    r5 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u];
    r6 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u];
    r7 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u];
    bfly_gs_lazy(r0, r1, r142, r143, false, m);
    bfly_gs_lazy(r2, r3, r144, r145, false, m);
    bfly_gs_lazy(r4, r5, r146, r147, false, m);
    bfly_gs_lazy(r6, r7, r148, r149, false, m);
    bfly_gs_lazy(r0, r2, r150, r151, false, m);
    bfly_gs_lazy(r1, r3, r150, r151, false, m);
    bfly_gs_lazy(r4, r6, r152, r153, false, m);
    bfly_gs_lazy(r5, r7, r152, r153, false, m);
    bfly_gs_lazy(r0, r4, r154, r155, false, m);
    bfly_gs_lazy(r1, r5, r154, r155, false, m);
    bfly_gs_lazy(r2, r6, r154, r155, false, m);
    bfly_gs_lazy(r3, r7, r154, r155, false, m);
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))] = r0;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u] = r1;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u] = r2;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u] = r3;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u] = r4;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u] = r5;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u] = r6;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u] = r7;
    r156 = inv_len_v_t[1];
    r157 = inv_len_c_t[1];
    r158 = inv_len_v_t[0];
    r159 = inv_len_c_t[0];
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 4]; r160 = e.x; r161 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 5]; r162 = e.x; r163 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 6]; r164 = e.x; r165 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 7]; r166 = e.x; r167 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 2]; r168 = e.x; r169 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_inv_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 3]; r170 = e.x; r171 = e.y; }
    cluster_sync();

    // phase 8: inverse kernel 0: group 4
    r0 = cluster_smem(smem, 0u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r1 = cluster_smem(smem, 1u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r2 = cluster_smem(smem, 2u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r3 = cluster_smem(smem, 3u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r4 = cluster_smem(smem, 4u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r5 = cluster_smem(smem, 5u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r6 = cluster_smem(smem, 6u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    r7 = cluster_smem(smem, 7u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))];
    bfly_gs_lazy(r0, r1, r160, r161, false, m);
    bfly_gs_lazy(r2, r3, r162, r163, false, m);
    bfly_gs_lazy(r4, r5, r164, r165, false, m);
    bfly_gs_lazy(r6, r7, r166, r167, false, m);
    bfly_gs_lazy_skip(r0, r2, r168, r169, m);
    bfly_gs_lazy_skip(r1, r3, r168, r169, m);
    bfly_gs_lazy_skip(r4, r6, r170, r171, m);
    bfly_gs_lazy_skip(r5, r7, r170, r171, m);
    bfly_gs_last(r0, r4, r156, r157, r158, r159, m);
    bfly_gs_last(r1, r5, r156, r157, r158, r159, m);
    bfly_gs_last(r2, r6, r156, r157, r158, r159, m);
    bfly_gs_last(r3, r7, r156, r157, r158, r159, m);
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u)))] = r0;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096] = r1;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 8192] = r2;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 12288] = r3;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 16384] = r4;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 20480] = r5;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 24576] = r6;
    x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 28672] = r7;
    cluster_sync();

    // phase 9: inverse kernel 0: stay until the cluster has read
}

extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(512, 3) ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_fwd0_ps(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned npolys, unsigned towers)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
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
    word_t r72, r73, r74, r75, r76, r77;
    const unsigned bx = blockIdx.x & 7u;
    const unsigned cl = blockIdx.x >> 3, ncl = gridDim.x >> 3;
    for (unsigned pp = cl; pp < npolys; pp += ncl) {
    const unsigned tower = pp % towers;
    const size_t poly = (size_t)pp * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;

    // phase 0: forward kernel 0: load
    asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
    r0 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u)))];
    r1 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096];
    r2 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 8192];
    r3 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 12288];
    r4 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 16384];
    r5 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 20480];
    r6 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 24576];
    r7 = x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 28672];
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx >> 3) | threadIdx.y) + 1]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r8, r9, m);
    bfly_ct_lazy_skip(r1, r5, r8, r9, m);
    bfly_ct_lazy_skip(r2, r6, r8, r9, m);
    bfly_ct_lazy_skip(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 2]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r10, r11, m);
    bfly_ct_lazy_skip(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 3]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r12, r13, m);
    bfly_ct_lazy_skip(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 4]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 5]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 6]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 7]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r20, r21, m);
    cluster_wait();
    cluster_smem(smem, 0u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r0;
    cluster_smem(smem, 1u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r1;
    cluster_smem(smem, 2u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r2;
    cluster_smem(smem, 3u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r3;
    cluster_smem(smem, 4u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r4;
    cluster_smem(smem, 5u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r5;
    cluster_smem(smem, 6u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r6;
    cluster_smem(smem, 7u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 3) | ((bx & 7u) | ((threadIdx.x >> 9) & 7u))) + 8]; r22 = e.x; r23 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 16]; r24 = e.x; r25 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 17]; r26 = e.x; r27 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 32]; r28 = e.x; r29 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 33]; r30 = e.x; r31 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 34]; r32 = e.x; r33 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 35]; r34 = e.x; r35 = e.y; }
    cluster_sync();

    // phase 1: forward kernel 0: group 1
    r0 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))];
    r1 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u];
    r2 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u];
    r3 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u];
    r4 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u];
    r5 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u];
    r6 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u];
    r7 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u];
    bfly_ct_lazy(r0, r4, r22, r23, m);
    bfly_ct_lazy(r1, r5, r22, r23, m);
    bfly_ct_lazy(r2, r6, r22, r23, m);
    bfly_ct_lazy(r3, r7, r22, r23, m);
    bfly_ct_lazy_skip(r0, r2, r24, r25, m);
    bfly_ct_lazy_skip(r1, r3, r24, r25, m);
    bfly_ct_lazy_skip(r4, r6, r26, r27, m);
    bfly_ct_lazy_skip(r5, r7, r26, r27, m);
    bfly_ct_lazy(r0, r1, r28, r29, m);
    bfly_ct_lazy(r2, r3, r30, r31, m);
    bfly_ct_lazy(r4, r5, r32, r33, m);
    bfly_ct_lazy(r6, r7, r34, r35, m);
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))] = r0;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u] = r1;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u] = r2;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u] = r3;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u] = r4;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u] = r5;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u] = r6;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 6) | (((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u))) + 64]; r36 = e.x; r37 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 128]; r38 = e.x; r39 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 129]; r40 = e.x; r41 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 256]; r42 = e.x; r43 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 257]; r44 = e.x; r45 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 258]; r46 = e.x; r47 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 259]; r48 = e.x; r49 = e.y; }
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))];
    r1 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u];
    r2 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u];
    r3 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u];
    r4 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u];
    r5 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u];
    r6 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u];
    r7 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u];
    bfly_ct_lazy_skip(r0, r4, r36, r37, m);
    bfly_ct_lazy_skip(r1, r5, r36, r37, m);
    bfly_ct_lazy_skip(r2, r6, r36, r37, m);
    bfly_ct_lazy_skip(r3, r7, r36, r37, m);
    bfly_ct_lazy(r0, r2, r38, r39, m);
    bfly_ct_lazy(r1, r3, r38, r39, m);
    bfly_ct_lazy(r4, r6, r40, r41, m);
    bfly_ct_lazy(r5, r7, r40, r41, m);
    bfly_ct_lazy_skip(r0, r1, r42, r43, m);
    bfly_ct_lazy_skip(r2, r3, r44, r45, m);
    bfly_ct_lazy_skip(r4, r5, r46, r47, m);
    bfly_ct_lazy_skip(r6, r7, r48, r49, m);
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))] = r0;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u] = r1;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u] = r2;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u] = r3;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u] = r4;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u] = r5;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u] = r6;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 9) | (((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u))) + 512]; r50 = e.x; r51 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1024]; r52 = e.x; r53 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1025]; r54 = e.x; r55 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2048]; r56 = e.x; r57 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2049]; r58 = e.x; r59 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2050]; r60 = e.x; r61 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2051]; r62 = e.x; r63 = e.y; }
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))];
    r1 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u];
    r2 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u];
    r3 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u];
    r4 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u];
    r5 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u];
    r6 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u];
    r7 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u];
    bfly_ct_lazy(r0, r4, r50, r51, m);
    bfly_ct_lazy(r1, r5, r50, r51, m);
    bfly_ct_lazy(r2, r6, r50, r51, m);
    bfly_ct_lazy(r3, r7, r50, r51, m);
    bfly_ct_lazy_skip(r0, r2, r52, r53, m);
    bfly_ct_lazy_skip(r1, r3, r52, r53, m);
    bfly_ct_lazy_skip(r4, r6, r54, r55, m);
    bfly_ct_lazy_skip(r5, r7, r54, r55, m);
    bfly_ct_lazy(r0, r1, r56, r57, m);
    bfly_ct_lazy(r2, r3, r58, r59, m);
    bfly_ct_lazy(r4, r5, r60, r61, m);
    bfly_ct_lazy(r6, r7, r62, r63, m);
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))] = r0;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u] = r1;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u] = r2;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u] = r3;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u] = r4;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u] = r5;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u] = r6;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 12) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096]; r64 = e.x; r65 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8192]; r66 = e.x; r67 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8193]; r68 = e.x; r69 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16384]; r70 = e.x; r71 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16385]; r72 = e.x; r73 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16386]; r74 = e.x; r75 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16387]; r76 = e.x; r77 = e.y; }
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u))];
    r1 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 1u];
    r2 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 2u];
    r3 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 3u];
    r4 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4u];
    r5 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 5u];
    r6 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 6u];
    r7 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 7u];
    bfly_ct_lazy_skip(r0, r4, r64, r65, m);
    bfly_ct_lazy_skip(r1, r5, r64, r65, m);
    bfly_ct_lazy_skip(r2, r6, r64, r65, m);
    bfly_ct_lazy_skip(r3, r7, r64, r65, m);
    bfly_ct_lazy(r0, r2, r66, r67, m);
    bfly_ct_lazy(r1, r3, r66, r67, m);
    bfly_ct_lazy(r4, r6, r68, r69, m);
    bfly_ct_lazy(r5, r7, r68, r69, m);
    bfly_ct_lazy_skip(r0, r1, r70, r71, m);
    bfly_ct_lazy_skip(r2, r3, r72, r73, m);
    bfly_ct_lazy_skip(r4, r5, r74, r75, m);
    bfly_ct_lazy_skip(r6, r7, r76, r77, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 6]) = make_ulonglong2(r6, r7);
    }
}

extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(512, 3) ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_fwd0_pf(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned npolys, unsigned towers)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
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
    word_t r72, r73, r74, r75, r76, r77;
    const unsigned bx = blockIdx.x & 7u;
    const unsigned cl = blockIdx.x >> 3, ncl = gridDim.x >> 3;
    word_t* const stage = smem + 4352;
    __shared__ __align__(8) unsigned long long pf_bar;
    const unsigned sbar = (unsigned)__cvta_generic_to_shared(&pf_bar);
    const unsigned sstage = (unsigned)__cvta_generic_to_shared(stage);
    if (threadIdx.x == 0) { asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" :: "r"(sbar) : "memory"); asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory"); }
    __syncthreads();
    auto issue = [&](unsigned p) {
        if (threadIdx.x != 0) return;
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(sbar), "r"(32768u) : "memory");
        for (unsigned r = 0; r < 8; r++) {
            const word_t* g = x + (size_t)p * 32768 + r * 4096 + bx * 512;
            asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], 4096, [%2];" :: "r"(sstage + r * 4096u), "l"(g), "r"(sbar) : "memory");
        }
    };
    if (cl < npolys) issue(cl);
    unsigned parity = 0;
    for (unsigned pp = cl; pp < npolys; pp += ncl) {
    const unsigned tower = pp % towers;
    const size_t poly = (size_t)pp * 32768;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;
    { unsigned done = 0; while (!done) asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(sbar), "r"(parity) : "memory"); }
    parity ^= 1u;

    // phase 0: forward kernel 0: load
    asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
    r0 = stage[0u + threadIdx.x];
    r1 = stage[512u + threadIdx.x];
    r2 = stage[1024u + threadIdx.x];
    r3 = stage[1536u + threadIdx.x];
    r4 = stage[2048u + threadIdx.x];
    r5 = stage[2560u + threadIdx.x];
    r6 = stage[3072u + threadIdx.x];
    r7 = stage[3584u + threadIdx.x];
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    if (pp + ncl < npolys) issue(pp + ncl);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((bx >> 3) | threadIdx.y) + 1]; r8 = e.x; r9 = e.y; }
    bfly_ct_lazy_skip(r0, r4, r8, r9, m);
    bfly_ct_lazy_skip(r1, r5, r8, r9, m);
    bfly_ct_lazy_skip(r2, r6, r8, r9, m);
    bfly_ct_lazy_skip(r3, r7, r8, r9, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 2]; r10 = e.x; r11 = e.y; }
    bfly_ct_lazy_skip(r0, r2, r10, r11, m);
    bfly_ct_lazy_skip(r1, r3, r10, r11, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 1) + 3]; r12 = e.x; r13 = e.y; }
    bfly_ct_lazy_skip(r4, r6, r12, r13, m);
    bfly_ct_lazy_skip(r5, r7, r12, r13, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 4]; r14 = e.x; r15 = e.y; }
    bfly_ct_lazy_skip(r0, r1, r14, r15, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 5]; r16 = e.x; r17 = e.y; }
    bfly_ct_lazy_skip(r2, r3, r16, r17, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 6]; r18 = e.x; r19 = e.y; }
    bfly_ct_lazy_skip(r4, r5, r18, r19, m);
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)(((bx >> 3) | threadIdx.y) << 2) + 7]; r20 = e.x; r21 = e.y; }
    bfly_ct_lazy_skip(r6, r7, r20, r21, m);
    cluster_wait();
    cluster_smem(smem, 0u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r0;
    cluster_smem(smem, 1u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r1;
    cluster_smem(smem, 2u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r2;
    cluster_smem(smem, 3u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r3;
    cluster_smem(smem, 4u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r4;
    cluster_smem(smem, 5u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r5;
    cluster_smem(smem, 6u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r6;
    cluster_smem(smem, 7u)[((((bx & 7u) << 9) | (threadIdx.x & 4095u)) + (((bx & 7u) << 5) | ((threadIdx.x >> 4) & 255u)))] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 3) | ((bx & 7u) | ((threadIdx.x >> 9) & 7u))) + 8]; r22 = e.x; r23 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 16]; r24 = e.x; r25 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 4) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 1)) + 17]; r26 = e.x; r27 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 32]; r28 = e.x; r29 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 33]; r30 = e.x; r31 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 34]; r32 = e.x; r33 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 5) | (((bx & 7u) | ((threadIdx.x >> 9) & 7u)) << 2)) + 35]; r34 = e.x; r35 = e.y; }
    cluster_sync();

    // phase 1: forward kernel 0: group 1
    r0 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))];
    r1 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u];
    r2 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u];
    r3 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u];
    r4 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u];
    r5 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u];
    r6 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u];
    r7 = smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u];
    bfly_ct_lazy(r0, r4, r22, r23, m);
    bfly_ct_lazy(r1, r5, r22, r23, m);
    bfly_ct_lazy(r2, r6, r22, r23, m);
    bfly_ct_lazy(r3, r7, r22, r23, m);
    bfly_ct_lazy_skip(r0, r2, r24, r25, m);
    bfly_ct_lazy_skip(r1, r3, r24, r25, m);
    bfly_ct_lazy_skip(r4, r6, r26, r27, m);
    bfly_ct_lazy_skip(r5, r7, r26, r27, m);
    bfly_ct_lazy(r0, r1, r28, r29, m);
    bfly_ct_lazy(r2, r3, r30, r31, m);
    bfly_ct_lazy(r4, r5, r32, r33, m);
    bfly_ct_lazy(r6, r7, r34, r35, m);
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u))] = r0;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 544u] = r1;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1088u] = r2;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 1632u] = r3;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2176u] = r4;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 2720u] = r5;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3264u] = r6;
    smem[((threadIdx.x & 511u) + ((threadIdx.x >> 4) & 31u)) + 3808u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 6) | (((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u))) + 64]; r36 = e.x; r37 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 128]; r38 = e.x; r39 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 7) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 1)) + 129]; r40 = e.x; r41 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 256]; r42 = e.x; r43 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 257]; r44 = e.x; r45 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 258]; r46 = e.x; r47 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 8) | ((((bx & 7u) << 3) | ((threadIdx.x >> 6) & 63u)) << 2)) + 259]; r48 = e.x; r49 = e.y; }
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))];
    r1 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u];
    r2 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u];
    r3 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u];
    r4 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u];
    r5 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u];
    r6 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u];
    r7 = smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u];
    bfly_ct_lazy_skip(r0, r4, r36, r37, m);
    bfly_ct_lazy_skip(r1, r5, r36, r37, m);
    bfly_ct_lazy_skip(r2, r6, r36, r37, m);
    bfly_ct_lazy_skip(r3, r7, r36, r37, m);
    bfly_ct_lazy(r0, r2, r38, r39, m);
    bfly_ct_lazy(r1, r3, r38, r39, m);
    bfly_ct_lazy(r4, r6, r40, r41, m);
    bfly_ct_lazy(r5, r7, r40, r41, m);
    bfly_ct_lazy_skip(r0, r1, r42, r43, m);
    bfly_ct_lazy_skip(r2, r3, r44, r45, m);
    bfly_ct_lazy_skip(r4, r5, r46, r47, m);
    bfly_ct_lazy_skip(r6, r7, r48, r49, m);
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5)))] = r0;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 68u] = r1;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 136u] = r2;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 204u] = r3;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 272u] = r4;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 340u] = r5;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 408u] = r6;
    smem[(((threadIdx.x & 63u) | (((threadIdx.x >> 6) & 7u) << 9)) + (((threadIdx.x >> 4) & 3u) | (((threadIdx.x >> 6) & 7u) << 5))) + 476u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 9) | (((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u))) + 512]; r50 = e.x; r51 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1024]; r52 = e.x; r53 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 10) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 1)) + 1025]; r54 = e.x; r55 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2048]; r56 = e.x; r57 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2049]; r58 = e.x; r59 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2050]; r60 = e.x; r61 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 11) | ((((bx & 7u) << 6) | ((threadIdx.x >> 3) & 511u)) << 2)) + 2051]; r62 = e.x; r63 = e.y; }
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))];
    r1 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u];
    r2 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u];
    r3 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u];
    r4 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u];
    r5 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u];
    r6 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u];
    r7 = smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u];
    bfly_ct_lazy(r0, r4, r50, r51, m);
    bfly_ct_lazy(r1, r5, r50, r51, m);
    bfly_ct_lazy(r2, r6, r50, r51, m);
    bfly_ct_lazy(r3, r7, r50, r51, m);
    bfly_ct_lazy_skip(r0, r2, r52, r53, m);
    bfly_ct_lazy_skip(r1, r3, r52, r53, m);
    bfly_ct_lazy_skip(r4, r6, r54, r55, m);
    bfly_ct_lazy_skip(r5, r7, r54, r55, m);
    bfly_ct_lazy(r0, r1, r56, r57, m);
    bfly_ct_lazy(r2, r3, r58, r59, m);
    bfly_ct_lazy(r4, r5, r60, r61, m);
    bfly_ct_lazy(r6, r7, r62, r63, m);
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2))] = r0;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 8u] = r1;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 17u] = r2;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 25u] = r3;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 34u] = r4;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 42u] = r5;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 51u] = r6;
    smem[(((threadIdx.x & 7u) | (((threadIdx.x >> 3) & 63u) << 6)) + (((threadIdx.x >> 3) & 63u) << 2)) + 59u] = r7;
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 12) | (((bx & 7u) << 9) | (threadIdx.x & 4095u))) + 4096]; r64 = e.x; r65 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8192]; r66 = e.x; r67 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 13) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 1)) + 8193]; r68 = e.x; r69 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16384]; r70 = e.x; r71 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16385]; r72 = e.x; r73 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16386]; r74 = e.x; r75 = e.y; }
    { const ulonglong2 e = ((const ulonglong2*)tw_fwd_v_t)[(size_t)((((bx >> 3) | threadIdx.y) << 14) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 2)) + 16387]; r76 = e.x; r77 = e.y; }
    __syncthreads();

    // phase 4: forward kernel 0: group 4
    r0 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u))];
    r1 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 1u];
    r2 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 2u];
    r3 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 3u];
    r4 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 4u];
    r5 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 5u];
    r6 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 6u];
    r7 = smem[(((threadIdx.x & 511u) << 3) + ((threadIdx.x >> 1) & 255u)) + 7u];
    bfly_ct_lazy_skip(r0, r4, r64, r65, m);
    bfly_ct_lazy_skip(r1, r5, r64, r65, m);
    bfly_ct_lazy_skip(r2, r6, r64, r65, m);
    bfly_ct_lazy_skip(r3, r7, r64, r65, m);
    bfly_ct_lazy(r0, r2, r66, r67, m);
    bfly_ct_lazy(r1, r3, r66, r67, m);
    bfly_ct_lazy(r4, r6, r68, r69, m);
    bfly_ct_lazy(r5, r7, r68, r69, m);
    bfly_ct_lazy_skip(r0, r1, r70, r71, m);
    bfly_ct_lazy_skip(r2, r3, r72, r73, m);
    bfly_ct_lazy_skip(r4, r5, r74, r75, m);
    bfly_ct_lazy_skip(r6, r7, r76, r77, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    r4 = mod_normalize(r4, m);
    r5 = mod_normalize(r5, m);
    r6 = mod_normalize(r6, m);
    r7 = mod_normalize(r7, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 2]) = make_ulonglong2(r2, r3);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 4]) = make_ulonglong2(r4, r5);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx >> 3) | threadIdx.y) << 15) | ((((bx & 7u) << 9) | (threadIdx.x & 4095u)) << 3)) + 6]) = make_ulonglong2(r6, r7);
    }
}

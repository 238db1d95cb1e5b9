// nttgen: apps/ring.cu (generated; do not edit)
// command: codegen emit --catalog (codegen::emit::elementwise::apps::ring)
//
// Element-wise ring operations for the applications (runtime::apps::ring),
// over buffers laid out batch x towers x n words, u64, every word < its
// tower's prime. Constant time: no branch and no memory index depends on a
// value (selects are masks or compile to SEL, not to branches).

typedef unsigned long long u64;
typedef unsigned int u32;
typedef signed char i8;
typedef unsigned char u8;
typedef u64 word_t;

/* nttgen reduce/common.cu (word = u64): ModConst and the modular
 * add / sub / half shared by every reduction variant. Rust twin:
 * codegen/src/arith/reduce/common.rs. Inputs in [0, q), outputs in [0, q).
 * Expects word_t to be typedef'd to unsigned long long.
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

/* nttgen elementwise/arith.cu: the element-wise kernels' operations beyond
 * reduce/common.cu's mod_add / mod_sub, built on its helpers. CPU twin:
 * codegen/src/emit/elementwise/eval.rs (and runtime::apps::modq::Shoup,
 * runtime::apps::rlwe::sample::lift). */

/* (a w) mod q by Shoup's method, w_comp = floor(w 2^64 / q) computed on the
 * host: the estimate is at most one q short (q < 2^63, a < 2^64), so one
 * masked subtraction corrects it. */
__device__ __forceinline__ word_t mod_mul_shoup(word_t a, word_t w, word_t w_comp, word_t q) {
    return mod_csub(a * w - mod_mulhi(a, w_comp) * q, q);
}

/* x (below q) as a signed word in (-q/2, q/2]: q is subtracted under a
 * mask where x > floor(q / 2). */
__device__ __forceinline__ word_t mod_centre(word_t x, word_t q) {
    return x - (q & mod_mask(x > (q >> 1)));
}

/* (hi, lo) += a b as one 128-bit sum (wrapping at 2^128): the product's low
 * word added with its carry out, then the high word with that carry in
 * (PTX mad.lo.cc / madc.hi), fewer instructions than the product's halves,
 * a sum and a compare for the carry. */
__device__ __forceinline__ void mod_mac128(word_t& hi, word_t& lo, word_t a, word_t b) {
    asm("mad.lo.cc.u64 %0, %2, %3, %0;\n\tmadc.hi.u64 %1, %2, %3, %1;" : "+l"(lo), "+l"(hi) : "l"(a), "l"(b));
}

/* (ll, lh, hl, hh) += the four 32 x 32-bit products of the halves of a and
 * b (low x low, low x high, high x low, high x high): one PTX mad.wide.u32
 * each, where a 64 x 64-bit product costs about five multiplies and its
 * carries. The caller keeps every sum below 2^64. */
__device__ __forceinline__ void mod_mac_split(word_t& ll, word_t& lh, word_t& hl, word_t& hh, word_t a, word_t b) {
    asm("{\n\t.reg .u32 al, ah, bl, bh;\n\tmov.b64 {al, ah}, %4;\n\tmov.b64 {bl, bh}, %5;\n\t"
        "mad.wide.u32 %0, al, bl, %0;\n\tmad.wide.u32 %1, al, bh, %1;\n\tmad.wide.u32 %2, ah, bl, %2;\n\tmad.wide.u32 %3, ah, bh, %3;\n\t}"
        : "+l"(ll), "+l"(lh), "+l"(hl), "+l"(hh) : "l"(a), "l"(b));
}

/* A sample in [-128, 127] as an element of Z_q: q is added under a mask
 * made from the sign bit. */
__device__ __forceinline__ word_t mod_lift_i8(i8 v, word_t q) {
    long long x = v;
    word_t negative = (word_t)(x >> 63);
    return (word_t)x + (q & negative);
}

/* The little-endian u16 at element k of a byte array (no alignment needed). */
__device__ __forceinline__ word_t load_u16_le(const u8* p, u64 k) {
    return (word_t)p[2 * k] | ((word_t)p[2 * k + 1] << 8);
}

// op: 0 x = x + y, 1 x = x - y, 2 x = y - x (op is public: one per launch).
extern "C" __global__ void ring_addsub(u64* x, const u64* y, const u64* primes, u32 n, u32 towers, u64 words, u32 op) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x) {
        u64 q = primes[(i / n) % towers];
        u64 a = x[i];
        u64 b = y[i];
        x[i] = op == 0 ? mod_add(a, b, q) : (op == 1 ? mod_sub(a, b, q) : mod_sub(b, a, q));
    }
}

// x = -x.
extern "C" __global__ void ring_neg(u64* x, const u64* primes, u32 n, u32 towers, u64 words) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x) {
        u64 q = primes[(i / n) % towers];
        x[i] = mod_sub(0, x[i], q);
    }
}

// x = x * s[tower]; s holds the scalars then their Shoup companions
// (2 x towers words), every prime below 2^63.
extern "C" __global__ void ring_scale(u64* x, const u64* primes, const u64* s, u32 n, u32 towers, u64 words) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x) {
        u64 t = (i / n) % towers;
        x[i] = mod_mul_shoup(x[i], s[t], s[towers + t], primes[t]);
    }
}

// dst[p] = src[p % src_polys]: repeats a batch of src_polys polynomials
// (each towers x n words) to fill dst (a broadcast for pointwise products).
extern "C" __global__ void ring_repeat(u64* dst, const u64* src, u64 per_poly, u64 src_polys, u64 words) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x) {
        u64 p = i / per_poly;
        dst[i] = src[((p % src_polys) * per_poly) + (i % per_poly)];
    }
}

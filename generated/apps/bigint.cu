// nttgen: apps/bigint.cu (generated; do not edit)
// command: codegen emit --catalog (codegen::emit::elementwise::apps::bigint)
//
// The element-wise kernels of the Schönhage–Strassen big-integer products
// (runtime::apps::bigint; Goey et al. §2.2, §3.2) around the generated cyclic
// NTTs: split (limbs to b-bit coefficients in every tower), garner (residues
// to the exact coefficient) and pack (digits to 64-bit limbs). The carry
// kernels between garner and pack are runtime/cuda/bigint_carry.cu, compiled
// with this text. Buffers are batch-major; the grid's y walks the pairs, x the
// indices of one pair (both grid-stride). Every loop bound, index and shift
// is a launch parameter or an index; values reach only arithmetic and masks.

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

// Coefficient i of pair p = bits [i b, i b + b) of its limbs (words past the
// end read as zero), written to every tower (2^b <= every prime, so it is
// already reduced). x: batch x towers x k.
extern "C" __global__ void bigint_split(u64* x, const u64* limbs, u32 limbs_per, u32 b, u32 towers, u32 k, u64 batch) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 pair = blockIdx.y; pair < batch; pair += gridDim.y) {
    for (u32 i = blockIdx.x * blockDim.x + threadIdx.x; i < k; i += gridDim.x * blockDim.x) {
        u64 base = pair * limbs_per;
        u64 pos = (u64)i * b;
        u64 w = pos >> 6;
        u64 s = pos & 63;
        u64 low = w < limbs_per ? (limbs[base + w] >> s) : 0;
        u64 next = w + 1;
        u64 high = s != 0 ? ((s + b) > 64 ? (next < limbs_per ? (limbs[base + next] << (64 - s)) : 0) : 0) : 0;
        u64 value = (low | high) & (((u64)1 << b) - 1);
        for (u32 t = 0; t < towers; t++) {
            x[(((pair * towers) + t) * k) + i] = value;
        }
    }
    }
}

// Garner in place: the residues of coefficient i in towers 0..towers-1
// become the words of the exact coefficient x = v0 + v1 q0 + v2 q0 q1
// (towers = 2 or 3; with one tower the residue is the coefficient).
extern "C" __global__ void bigint_garner(u64* x, const u64* crt, u32 towers, u32 k, u64 batch) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 pair = blockIdx.y; pair < batch; pair += gridDim.y) {
    for (u32 i = blockIdx.x * blockDim.x + threadIdx.x; i < k; i += gridDim.x * blockDim.x) {
        u64 at = ((pair * towers) * k) + i;
        u64 v0 = x[at];
        u64 q1 = crt[1];
        u64 v1 = mod_mul_shoup(mod_sub(x[at + k], mod_mul_shoup(v0, crt[5], crt[6], q1), q1), crt[3], crt[4], q1);
        u64 lo0 = v1 * crt[0];
        u64 lo = lo0 + v0;
        u64 hi = mod_mulhi(v1, crt[0]) + (u64)(lo < v0);
        if (towers == 3) {
            u64 q2 = crt[2];
            u64 s = mod_csub(mod_mul_shoup(v0, crt[11], crt[12], q2) + mod_mul_shoup(v1, crt[7], crt[8], q2), q2);
            u64 v2 = mod_mul_shoup(mod_sub(x[at + ((u64)2 * k)], s, q2), crt[9], crt[10], q2);
            u64 a0 = v2 * crt[13];
            u64 b1 = v2 * crt[14];
            u64 a1 = mod_mulhi(v2, crt[13]) + b1;
            u64 b2 = mod_mulhi(v2, crt[14]) + (u64)(a1 < b1);
            u64 lo1 = lo + a0;
            u64 c1 = (u64)(lo1 < a0);
            u64 h = hi + a1;
            u64 h1 = h + c1;
            u64 c2 = (u64)(h < hi) + (u64)(h1 < c1);
            x[at + ((u64)2 * k)] = b2 + c2;
            lo = lo1;
            hi = h1;
        }
        x[at] = lo;
        x[at + k] = hi;
    }
    }
}

// Product limb i = bits [64 i, 64 i + 64) of the digits: the digits from
// floor(64 i / b) to floor((64 i + 63) / b).
extern "C" __global__ void bigint_pack(u64* out, const u64* e, u32 digits, u32 b, u32 out_limbs, u64 batch) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 pair = blockIdx.y; pair < batch; pair += gridDim.y) {
    for (u32 i = blockIdx.x * blockDim.x + threadIdx.x; i < out_limbs; i += gridDim.x * blockDim.x) {
        u64 base = pair * digits;
        u32 bit0 = (u32)((u64)i * 64);
        u32 end = (u32)((u64)((u32)((u64)bit0 + 63) / b) + 1);
        u64 acc = 0;
        for (u32 j = bit0 / b; j < (end < digits ? end : digits); j++) {
            u32 pos = (u32)((u64)j * b);
            acc = acc | (pos >= bit0 ? (e[base + j] << ((u64)pos - bit0)) : (e[base + j] >> ((u64)bit0 - pos)));
        }
        out[(pair * out_limbs) + i] = acc;
    }
    }
}

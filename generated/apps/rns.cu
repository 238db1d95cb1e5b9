// nttgen: apps/rns.cu (generated; do not edit)
// command: codegen emit --catalog (codegen::emit::elementwise::apps::rns)
//
// RNS decomposition and CRT reconstruction for runtime::apps::rns: big
// coefficients (little-endian u32 limbs) to residues per tower, and residues
// back to a big coefficient mod Q, on the device. Buffers: residues
// batch x T x N (u64), limbs batch x N x L or x LQ (u32), coefficient-major.
// Constant time in the data: every loop bound is a size, every select is
// arithmetic on masks; no branch or index depends on a coefficient.
//
// Sizes the host #defines before this text:
//   RNS_T towers
//   RNS_L u32 limbs of an input coefficient
//   RNS_LY u32 limbs of the accumulator Y
//   RNS_LQ u32 limbs of an output coefficient
//   RNS_K conditional subtractions of Q 2^k
//   RNS_CENTERED 1: residues above (P - 1) / 2 stand for negatives; else 0

typedef unsigned long long u64;
typedef unsigned int u32;
typedef signed char i8;
typedef unsigned char u8;
typedef u64 word_t;
#ifndef RNS_T
#error "RNS_T is not defined: the host #defines it before this text"
#endif
#ifndef RNS_L
#error "RNS_L is not defined: the host #defines it before this text"
#endif
#ifndef RNS_LY
#error "RNS_LY is not defined: the host #defines it before this text"
#endif
#ifndef RNS_LQ
#error "RNS_LQ is not defined: the host #defines it before this text"
#endif
#ifndef RNS_K
#error "RNS_K is not defined: the host #defines it before this text"
#endif
#ifndef RNS_CENTERED
#error "RNS_CENTERED is not defined: the host #defines it before this text"
#endif

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

// x[p][t][k] = (sum_j limbs[p][k][j] 2^(32 j)) mod p_t. r / rs: T x L, the
// powers 2^(32 j) mod p_t and their Shoup companions.
extern "C" __global__ void rns_decompose(u64* x, const u32* limbs, const u64* primes, const u64* r, const u64* rs, u32 n, u32 batch) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < (u64)n * batch; i += (u64)gridDim.x * blockDim.x) {
        u64 p = i / n;
        u64 k = i % n;
        for (u32 t = 0; t < RNS_T; t++) {
            u64 q = primes[t];
            u64 acc = 0;
            for (u32 j = 0; j < RNS_L; j++) {
                acc = mod_add(acc, mod_mul_shoup(limbs[(i * RNS_L) + j], r[((u64)t * RNS_L) + j], rs[((u64)t * RNS_L) + j], q), q);
            }
            x[(((p * RNS_T) + t) * n) + k] = acc;
        }
    }
}

// out[p][k] = the coefficient with residues x[p][.][k], mod Q.
// Garner: mixed-radix digits v_t (inv / invs: T x T, p_j^-1 mod p_t and
// companions, only j < t read). Centered (RNS_CENTERED): X > half (the
// mixed-radix digits of (P-1)/2) means X stands for X - P, so nc = Q - (P mod
// Q) is added. Y = sum v_t (M_t mod Q) [+ nc] < Q 2^K, then K conditional
// subtractions of Q 2^k (s: K x LY, k = K-1 first) leave Y mod Q.
extern "C" __global__ void rns_reconstruct(u32* out, const u64* x, const u64* primes, const u64* inv, const u64* invs, const u64* half, const u32* cm, const u32* nc, const u32* s, u32 n, u32 batch) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < (u64)n * batch; i += (u64)gridDim.x * blockDim.x) {
        u64 p = i / n;
        u64 k = i % n;
        u64 v[RNS_T];
        for (u32 t = 0; t < RNS_T; t++) {
            u64 q = primes[t];
            u64 acc = x[(((p * RNS_T) + t) * n) + k];
            for (u32 j = 0; j < t; j++) {
                u64 vj = mod_csub(v[j], q);
                acc = mod_mul_shoup(mod_sub(acc, vj, q), inv[((u64)t * RNS_T) + j], invs[((u64)t * RNS_T) + j], q);
            }
            v[t] = acc;
        }
        u32 y[RNS_LY];
        for (u32 j = 0; j < RNS_LY; j++) {
            y[j] = 0;
        }
        for (u32 t = 0; t < RNS_T; t++) {
            for (u32 h = 0; h < 2; h++) {
                u64 d = (v[t] >> ((u64)32 * h)) & 0xffffffffull;
                u64 carry = 0;
                for (u32 j = 0; j < (u32)((u64)RNS_LY - h); j++) {
                    u64 w = (y[(u64)j + h] + (d * cm[((u64)t * RNS_LY) + j])) + carry;
                    y[(u64)j + h] = (u32)w;
                    carry = w >> 32;
                }
            }
        }
        u64 gt = 0;
        u64 eq = 1;
        for (u32 r = 0; r < RNS_T; r++) {
            u64 t = ((u64)RNS_T - 1) - r;
            gt = gt | (eq & (u64)(v[t] > half[t]));
            eq = eq & (u64)(v[t] == half[t]);
        }
        u64 negative = gt & RNS_CENTERED;
        {
            u64 carry = 0;
            for (u32 j = 0; j < RNS_LY; j++) {
                u64 w = (y[j] + (negative * nc[j])) + carry;
                y[j] = (u32)w;
                carry = w >> 32;
            }
        }
        for (u32 b = 0; b < RNS_K; b++) {
            u32 d[RNS_LY];
            u64 borrow = 0;
            for (u32 j = 0; j < RNS_LY; j++) {
                u64 w = ((u64)y[j] - s[((u64)b * RNS_LY) + j]) - borrow;
                d[j] = (u32)w;
                borrow = (w >> 32) & 1;
            }
            u64 keep = 0 - borrow;
            for (u32 j = 0; j < RNS_LY; j++) {
                y[j] = (u32)((y[j] & keep) | (d[j] & (keep ^ 0xffffffffffffffffull)));
            }
        }
        for (u32 j = 0; j < RNS_LQ; j++) {
            out[(i * RNS_LQ) + j] = y[j];
        }
    }
}

// nttgen: apps/bfv.cu (generated; do not edit)
// command: codegen emit --catalog (codegen::emit::elementwise::apps::bfv)
//
// The RNS steps of BFV's homomorphic multiplication for runtime::apps::bfv
// (Halevi-Polyakov-Shoup 2018): the extensions and the scaling a thread
// per coefficient (its y_t in registers for every output tower), the rest
// a thread per word; Rust twins in
// runtime/src/apps/bfv/hps.rs. Tables: Shoup constants as (w, ws) pairs,
// fractions as (high, low) words of a 128-bit fixed point, all in `tab` at
// the BFV_OFF_ offsets. Buffers are batch x towers x n words (u64).
// Constant time in the data: every loop bound is a size, every select is
// arithmetic on masks; no branch or index depends on a coefficient.
//
// Sizes the host #defines before this text:
//   BFV_KQ towers of q
//   BFV_KP towers of P
//   BFV_SPLIT_Q bits of the low half of a word below a tower of q in the split sums of products (0: sums in 128 bits)
//   BFV_SPLIT_P the same below a tower of P (0 where BFV_SPLIT_Q is)
//   BFV_OFF_Q offset in tab (u64 words) of q's primes
//   BFV_OFF_P of P's primes
//   BFV_OFF_QP_HAT_INV of the extension q -> P: [(q/q_i)^-1]_{q_i}
//   BFV_OFF_QP_INV_FRAC 1/q_i
//   BFV_OFF_QP_HAT_MOD [q/q_i]_{p_j}, q-major
//   BFV_OFF_QP_M_MOD [q]_{p_j}
//   BFV_OFF_PQ_HAT_INV of the extension P -> q, the same four
//   BFV_OFF_PQ_INV_FRAC 
//   BFV_OFF_PQ_HAT_MOD 
//   BFV_OFF_PQ_M_MOD 
//   BFV_OFF_W of the scaling: [W_i]_{p_j}, q-major
//   BFV_OFF_THETA theta_i
//   BFV_OFF_LAMBDA [t q^-1]_{p_j}
//   BFV_OFF_ONE_Q 1 with its companion per tower of q: x mod q_i
//   BFV_OFF_ONE_P the same per tower of P
//   BFV_OFF_MONT per tower of q then P: the prime m, m^-1 mod 2^64, 2^64 mod m and its Shoup companion (4 words)
//   BFV_OFF_R_Q 2^64 mod q_k with its companion: a 128-bit sum (hi, lo) is hi 2^64 + lo
//   BFV_OFF_R_P the same per tower of P
//   BFV_OFF_QP_HAT_SPLIT [q/q_i]_{p_j} split (its low SPLIT_P bits | the rest << 32), q-major
//   BFV_OFF_PQ_HAT_SPLIT [P/p_i]_{q_j} split at SPLIT_Q, P-major
//   BFV_OFF_W_SPLIT [W_i]_{p_j} split at SPLIT_P, q-major

typedef unsigned long long u64;
typedef unsigned int u32;
typedef signed char i8;
typedef unsigned char u8;
typedef u64 word_t;
#ifndef BFV_KQ
#error "BFV_KQ is not defined: the host #defines it before this text"
#endif
#ifndef BFV_KP
#error "BFV_KP is not defined: the host #defines it before this text"
#endif
#ifndef BFV_SPLIT_Q
#error "BFV_SPLIT_Q is not defined: the host #defines it before this text"
#endif
#ifndef BFV_SPLIT_P
#error "BFV_SPLIT_P is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_Q
#error "BFV_OFF_Q is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_P
#error "BFV_OFF_P is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_QP_HAT_INV
#error "BFV_OFF_QP_HAT_INV is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_QP_INV_FRAC
#error "BFV_OFF_QP_INV_FRAC is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_QP_HAT_MOD
#error "BFV_OFF_QP_HAT_MOD is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_QP_M_MOD
#error "BFV_OFF_QP_M_MOD is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_PQ_HAT_INV
#error "BFV_OFF_PQ_HAT_INV is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_PQ_INV_FRAC
#error "BFV_OFF_PQ_INV_FRAC is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_PQ_HAT_MOD
#error "BFV_OFF_PQ_HAT_MOD is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_PQ_M_MOD
#error "BFV_OFF_PQ_M_MOD is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_W
#error "BFV_OFF_W is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_THETA
#error "BFV_OFF_THETA is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_LAMBDA
#error "BFV_OFF_LAMBDA is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_ONE_Q
#error "BFV_OFF_ONE_Q is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_ONE_P
#error "BFV_OFF_ONE_P is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_MONT
#error "BFV_OFF_MONT is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_R_Q
#error "BFV_OFF_R_Q is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_R_P
#error "BFV_OFF_R_P is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_QP_HAT_SPLIT
#error "BFV_OFF_QP_HAT_SPLIT is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_PQ_HAT_SPLIT
#error "BFV_OFF_PQ_HAT_SPLIT is not defined: the host #defines it before this text"
#endif
#ifndef BFV_OFF_W_SPLIT
#error "BFV_OFF_W_SPLIT is not defined: the host #defines it before this text"
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

// The extension q -> P of the four operands a0, a1, b0, b1 (in0..in3,
// each batch x KQ x n in its own buffer) into out (4 batch x (KQ + KP)
// x n, operand after operand), a thread per coefficient of the 4 x batch
// polynomials: out's q towers = the operand; y_t = [x_t (q/q_t)^-1]_{q_t}
// and v = round(sum y_t / q_t) in registers; out's P towers =
// [sum_t y_t [q/q_t]_{p_j} - v [q]_{p_j}]_{p_j}, two at a time.
extern "C" __global__ void bfv_extend(u64* out, const u64* in0, const u64* in1, const u64* in2, const u64* in3, const u64* tab, u32 log_n, u32 batch) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < ((u64)4 * batch) << log_n; i += (u64)gridDim.x * blockDim.x) {
        u64 n = (u64)1 << log_n;
        u64 k = i & (n - 1);
        u64 p = i >> log_n;
        u64 part = (u32)p / batch;
        u64 pp = p - (part * batch);
        u64 ys[BFV_KQ];
        u64 out0 = (((p * ((u64)BFV_KQ + BFV_KP)) + 0) * n) + k;
        u64 ev = 0;
        u64 w0 = 0;
        u64 w1 = 0;
        u64 w2 = 0;
        for (u32 t = 0; t < BFV_KQ; t++) {
            u64 xin = 0;
            if (part == 0) {
                xin = in0[(((pp * BFV_KQ) + t) * n) + k];
            }
            if (part == 1) {
                xin = in1[(((pp * BFV_KQ) + t) * n) + k];
            }
            if (part == 2) {
                xin = in2[(((pp * BFV_KQ) + t) * n) + k];
            }
            if (part == 3) {
                xin = in3[(((pp * BFV_KQ) + t) * n) + k];
            }
            u64 x = xin;
            out[out0 + (t * n)] = x;
            u64 yt = mod_mul_shoup(x, tab[BFV_OFF_QP_HAT_INV + ((u64)2 * t)], tab[(BFV_OFF_QP_HAT_INV + ((u64)2 * t)) + 1], tab[(u64)BFV_OFF_Q + t]);
            ys[t] = BFV_SPLIT_Q == 0 ? yt : ((yt & (((u64)1 << BFV_SPLIT_Q) - 1)) | ((yt >> BFV_SPLIT_Q) << 32));
            u64 at = yt;
            u64 hi = tab[BFV_OFF_QP_INV_FRAC + ((u64)2 * t)];
            u64 lo = tab[(BFV_OFF_QP_INV_FRAC + ((u64)2 * t)) + 1];
            u64 s0 = w0 + (at * lo);
            u64 c0 = (u64)(s0 < w0);
            u64 s1 = w1 + mod_mulhi(at, lo);
            u64 c1 = (u64)(s1 < w1);
            u64 s2 = s1 + (at * hi);
            u64 c2 = (u64)(s2 < s1);
            u64 s3 = s2 + c0;
            u64 c3 = (u64)(s3 < s2);
            w0 = s0;
            w1 = s3;
            w2 = (((w2 + mod_mulhi(at, hi)) + c1) + c2) + c3;
        }
        ev = w2 + (w1 >> 63);
        for (u32 g = 0; g < (u32)(((u64)BFV_KP + 1) / 2); g++) {
            u64 j0 = (u64)2 * g;
            u64 j1 = (((u64)2 * g) + 1) < BFV_KP ? (((u64)2 * g) + 1) : ((u64)BFV_KP - 1);
            u64 o0 = 0;
            u64 o1 = 0;
            {
                u64 m0 = tab[BFV_OFF_P + j0];
                u64 m1 = tab[BFV_OFF_P + j1];
                u64 acc0 = 0;
                u64 acc1 = 0;
                {
                    u64 dlo0 = 0;
                    u64 dhi0 = 0;
                    u64 dlo1 = 0;
                    u64 dhi1 = 0;
                    if (BFV_SPLIT_Q != 0) {
                        u64 dll0 = 0;
                        u64 dlh0 = 0;
                        u64 dhl0 = 0;
                        u64 dhh0 = 0;
                        u64 dll1 = 0;
                        u64 dlh1 = 0;
                        u64 dhl1 = 0;
                        u64 dhh1 = 0;
                        for (u32 t = 0; t < BFV_KQ; t++) {
                            u64 sa = ys[t];
                            mod_mac_split(dll0, dlh0, dhl0, dhh0, sa, tab[BFV_OFF_QP_HAT_SPLIT + (((u64)t * BFV_KP) + j0)]);
                            mod_mac_split(dll1, dlh1, dhl1, dhh1, sa, tab[BFV_OFF_QP_HAT_SPLIT + (((u64)t * BFV_KP) + j1)]);
                        }
                        dlo0 = dll0;
                        {
                            u64 lh_lo0 = dlh0 << BFV_SPLIT_P;
                            u64 lh_hi0 = dlh0 >> ((u64)64 - BFV_SPLIT_P);
                            dlo0 = dlo0 + lh_lo0;
                            dhi0 = (dhi0 + lh_hi0) + (u64)(dlo0 < lh_lo0);
                        }
                        {
                            u64 hl_lo0 = dhl0 << BFV_SPLIT_Q;
                            u64 hl_hi0 = dhl0 >> ((u64)64 - BFV_SPLIT_Q);
                            dlo0 = dlo0 + hl_lo0;
                            dhi0 = (dhi0 + hl_hi0) + (u64)(dlo0 < hl_lo0);
                        }
                        {
                            u64 hh_lo0 = dhh0 << ((u64)BFV_SPLIT_Q + BFV_SPLIT_P);
                            u64 hh_hi0 = dhh0 >> (64 - ((u64)BFV_SPLIT_Q + BFV_SPLIT_P));
                            dlo0 = dlo0 + hh_lo0;
                            dhi0 = (dhi0 + hh_hi0) + (u64)(dlo0 < hh_lo0);
                        }
                        dlo1 = dll1;
                        {
                            u64 lh_lo1 = dlh1 << BFV_SPLIT_P;
                            u64 lh_hi1 = dlh1 >> ((u64)64 - BFV_SPLIT_P);
                            dlo1 = dlo1 + lh_lo1;
                            dhi1 = (dhi1 + lh_hi1) + (u64)(dlo1 < lh_lo1);
                        }
                        {
                            u64 hl_lo1 = dhl1 << BFV_SPLIT_Q;
                            u64 hl_hi1 = dhl1 >> ((u64)64 - BFV_SPLIT_Q);
                            dlo1 = dlo1 + hl_lo1;
                            dhi1 = (dhi1 + hl_hi1) + (u64)(dlo1 < hl_lo1);
                        }
                        {
                            u64 hh_lo1 = dhh1 << ((u64)BFV_SPLIT_Q + BFV_SPLIT_P);
                            u64 hh_hi1 = dhh1 >> (64 - ((u64)BFV_SPLIT_Q + BFV_SPLIT_P));
                            dlo1 = dlo1 + hh_lo1;
                            dhi1 = (dhi1 + hh_hi1) + (u64)(dlo1 < hh_lo1);
                        }
                    }
                    if (BFV_SPLIT_Q == 0) {
                        for (u32 t = 0; t < BFV_KQ; t++) {
                            u64 ea = ys[t];
                            mod_mac128(dhi0, dlo0, ea, tab[BFV_OFF_QP_HAT_MOD + (2 * (((u64)t * BFV_KP) + j0))]);
                            mod_mac128(dhi1, dlo1, ea, tab[BFV_OFF_QP_HAT_MOD + (2 * (((u64)t * BFV_KP) + j1))]);
                        }
                    }
                    acc0 = mod_add(mod_mul_shoup(dhi0, tab[BFV_OFF_R_P + (2 * j0)], tab[(BFV_OFF_R_P + (2 * j0)) + 1], m0), mod_mul_shoup(dlo0, tab[BFV_OFF_ONE_P + (2 * j0)], tab[(BFV_OFF_ONE_P + (2 * j0)) + 1], m0), m0);
                    acc1 = mod_add(mod_mul_shoup(dhi1, tab[BFV_OFF_R_P + (2 * j1)], tab[(BFV_OFF_R_P + (2 * j1)) + 1], m1), mod_mul_shoup(dlo1, tab[BFV_OFF_ONE_P + (2 * j1)], tab[(BFV_OFF_ONE_P + (2 * j1)) + 1], m1), m1);
                }
                o0 = mod_sub(acc0, mod_mul_shoup(ev, tab[BFV_OFF_QP_M_MOD + (2 * j0)], tab[(BFV_OFF_QP_M_MOD + (2 * j0)) + 1], m0), m0);
                o1 = mod_sub(acc1, mod_mul_shoup(ev, tab[BFV_OFF_QP_M_MOD + (2 * j1)], tab[(BFV_OFF_QP_M_MOD + (2 * j1)) + 1], m1), m1);
            }
            out[(((p * ((u64)BFV_KQ + BFV_KP)) + (BFV_KQ + j0)) * n) + k] = o0;
            out[(((p * ((u64)BFV_KQ + BFV_KP)) + (BFV_KQ + j1)) * n) + k] = o1;
        }
    }
}

// The tensor in the transformed domain: in = a0, a1, b0, b1 and out = d0, d1,
// d2 (each batch x (KQ + KP) x n words, part after part): d0 = a0 b0,
// d1 = a0 b1 + a1 b0, d2 = a1 b1 mod each tower's prime, a thread per word
// of a polynomial (its four operands read once, its three products
// written): b0, b1 times R mod m (Shoup), then one Montgomery reduction a
// product, d1's two added in 128 bits and reduced once.
extern "C" __global__ void bfv_tensor(u64* out, const u64* in, const u64* tab, u32 log_n, u32 batch) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < (batch * ((u64)BFV_KQ + BFV_KP)) << log_n; i += (u64)gridDim.x * blockDim.x) {
        u64 n = (u64)1 << log_n;
        u64 k = i & (n - 1);
        u32 towers = (u32)((u64)BFV_KQ + BFV_KP);
        u32 pt = (u32)(i >> log_n);
        u64 s = pt % towers;
        u64 p = pt / towers;
        u64 m = tab[BFV_OFF_MONT + ((4 * s) + 0)];
        u64 qinv = tab[BFV_OFF_MONT + ((4 * s) + 1)];
        u64 r = tab[BFV_OFF_MONT + ((4 * s) + 2)];
        u64 rs = tab[BFV_OFF_MONT + ((4 * s) + 3)];
        u64 a0 = in[((((((u64)0 * batch) + p) * ((u64)BFV_KQ + BFV_KP)) + s) * n) + k];
        u64 a1 = in[((((((u64)1 * batch) + p) * ((u64)BFV_KQ + BFV_KP)) + s) * n) + k];
        u64 b0 = mod_mul_shoup(in[((((((u64)2 * batch) + p) * ((u64)BFV_KQ + BFV_KP)) + s) * n) + k], r, rs, m);
        u64 b1 = mod_mul_shoup(in[((((((u64)3 * batch) + p) * ((u64)BFV_KQ + BFV_KP)) + s) * n) + k], r, rs, m);
        out[((((((u64)0 * batch) + p) * ((u64)BFV_KQ + BFV_KP)) + s) * n) + k] = mod_sub(mod_mulhi(a0, b0), mod_mulhi((a0 * b0) * qinv, m), m);
        u64 hi = 0;
        u64 lo = 0;
        mod_mac128(hi, lo, a0, b1);
        mod_mac128(hi, lo, a1, b0);
        out[((((((u64)1 * batch) + p) * ((u64)BFV_KQ + BFV_KP)) + s) * n) + k] = mod_sub(hi, mod_mulhi(lo * qinv, m), m);
        out[((((((u64)2 * batch) + p) * ((u64)BFV_KQ + BFV_KP)) + s) * n) + k] = mod_sub(mod_mulhi(a1, b1), mod_mulhi((a1 * b1) * qinv, m), m);
    }
}

// round(t x / q) in P, then the extension P -> q's y_j: two threads a
// coefficient of x (in: batch x (KQ + KP) x n), each its q words and r =
// round(sum_i x_i theta_i), then half the P words [sum_i x_i W_i + r +
// x_j lambda_j]_{p_j} (two at a time) taken into aux (batch x KP x n) as
// y_j = [. (P/p_j)^-1]_{p_j}; bfv_scale_q brings them to q.
extern "C" __global__ void bfv_scale_p(u64* aux, const u64* in, const u64* tab, u32 log_n, u32 batch) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < ((u64)2 * batch) << log_n; i += (u64)gridDim.x * blockDim.x) {
        u64 n = (u64)1 << log_n;
        u64 k = i & (n - 1);
        u64 ph = i >> log_n;
        u64 h = ph & 1;
        u64 p = ph >> 1;
        u64 in_at = (((p * ((u64)BFV_KQ + BFV_KP)) + 0) * n) + k;
        u64 xs[BFV_KQ];
        for (u32 t = 0; t < BFV_KQ; t++) {
            xs[t] = in[in_at + (t * n)];
        }
        u64 r = 0;
        {
            u64 w0 = 0;
            u64 w1 = 0;
            u64 w2 = 0;
            for (u32 t = 0; t < BFV_KQ; t++) {
                u64 at = xs[t];
                u64 hi = tab[BFV_OFF_THETA + ((u64)2 * t)];
                u64 lo = tab[(BFV_OFF_THETA + ((u64)2 * t)) + 1];
                u64 s0 = w0 + (at * lo);
                u64 c0 = (u64)(s0 < w0);
                u64 s1 = w1 + mod_mulhi(at, lo);
                u64 c1 = (u64)(s1 < w1);
                u64 s2 = s1 + (at * hi);
                u64 c2 = (u64)(s2 < s1);
                u64 s3 = s2 + c0;
                u64 c3 = (u64)(s3 < s2);
                w0 = s0;
                w1 = s3;
                w2 = (((w2 + mod_mulhi(at, hi)) + c1) + c2) + c3;
            }
            r = w2 + (w1 >> 63);
        }
        u64 aux0 = (((p * BFV_KP) + 0) * n) + k;
        for (u32 gh = 0; gh < (u32)(((((u64)BFV_KP + 1) / 2) + 1) / 2); gh++) {
            u64 g = (h * (((((u64)BFV_KP + 1) / 2) + 1) / 2)) + gh;
            if (g < (((u64)BFV_KP + 1) / 2)) {
                u64 j0 = 2 * g;
                u64 j1 = ((2 * g) + 1) < BFV_KP ? ((2 * g) + 1) : ((u64)BFV_KP - 1);
                u64 m0 = tab[BFV_OFF_P + j0];
                u64 m1 = tab[BFV_OFF_P + j1];
                u64 acc0 = 0;
                u64 acc1 = 0;
                {
                    u64 dlo0 = 0;
                    u64 dhi0 = 0;
                    u64 dlo1 = 0;
                    u64 dhi1 = 0;
                    if (BFV_SPLIT_Q != 0) {
                        u64 dll0 = 0;
                        u64 dlh0 = 0;
                        u64 dhl0 = 0;
                        u64 dhh0 = 0;
                        u64 dll1 = 0;
                        u64 dlh1 = 0;
                        u64 dhl1 = 0;
                        u64 dhh1 = 0;
                        for (u32 t = 0; t < BFV_KQ; t++) {
                            u64 sa = (xs[t] & (((u64)1 << BFV_SPLIT_Q) - 1)) | ((xs[t] >> BFV_SPLIT_Q) << 32);
                            mod_mac_split(dll0, dlh0, dhl0, dhh0, sa, tab[BFV_OFF_W_SPLIT + (((u64)t * BFV_KP) + j0)]);
                            mod_mac_split(dll1, dlh1, dhl1, dhh1, sa, tab[BFV_OFF_W_SPLIT + (((u64)t * BFV_KP) + j1)]);
                        }
                        dlo0 = dll0;
                        {
                            u64 lh_lo0 = dlh0 << BFV_SPLIT_P;
                            u64 lh_hi0 = dlh0 >> ((u64)64 - BFV_SPLIT_P);
                            dlo0 = dlo0 + lh_lo0;
                            dhi0 = (dhi0 + lh_hi0) + (u64)(dlo0 < lh_lo0);
                        }
                        {
                            u64 hl_lo0 = dhl0 << BFV_SPLIT_Q;
                            u64 hl_hi0 = dhl0 >> ((u64)64 - BFV_SPLIT_Q);
                            dlo0 = dlo0 + hl_lo0;
                            dhi0 = (dhi0 + hl_hi0) + (u64)(dlo0 < hl_lo0);
                        }
                        {
                            u64 hh_lo0 = dhh0 << ((u64)BFV_SPLIT_Q + BFV_SPLIT_P);
                            u64 hh_hi0 = dhh0 >> (64 - ((u64)BFV_SPLIT_Q + BFV_SPLIT_P));
                            dlo0 = dlo0 + hh_lo0;
                            dhi0 = (dhi0 + hh_hi0) + (u64)(dlo0 < hh_lo0);
                        }
                        dlo1 = dll1;
                        {
                            u64 lh_lo1 = dlh1 << BFV_SPLIT_P;
                            u64 lh_hi1 = dlh1 >> ((u64)64 - BFV_SPLIT_P);
                            dlo1 = dlo1 + lh_lo1;
                            dhi1 = (dhi1 + lh_hi1) + (u64)(dlo1 < lh_lo1);
                        }
                        {
                            u64 hl_lo1 = dhl1 << BFV_SPLIT_Q;
                            u64 hl_hi1 = dhl1 >> ((u64)64 - BFV_SPLIT_Q);
                            dlo1 = dlo1 + hl_lo1;
                            dhi1 = (dhi1 + hl_hi1) + (u64)(dlo1 < hl_lo1);
                        }
                        {
                            u64 hh_lo1 = dhh1 << ((u64)BFV_SPLIT_Q + BFV_SPLIT_P);
                            u64 hh_hi1 = dhh1 >> (64 - ((u64)BFV_SPLIT_Q + BFV_SPLIT_P));
                            dlo1 = dlo1 + hh_lo1;
                            dhi1 = (dhi1 + hh_hi1) + (u64)(dlo1 < hh_lo1);
                        }
                    }
                    if (BFV_SPLIT_Q == 0) {
                        for (u32 t = 0; t < BFV_KQ; t++) {
                            u64 ea = xs[t];
                            mod_mac128(dhi0, dlo0, ea, tab[BFV_OFF_W + (2 * (((u64)t * BFV_KP) + j0))]);
                            mod_mac128(dhi1, dlo1, ea, tab[BFV_OFF_W + (2 * (((u64)t * BFV_KP) + j1))]);
                        }
                    }
                    acc0 = mod_add(mod_mul_shoup(dhi0, tab[BFV_OFF_R_P + (2 * j0)], tab[(BFV_OFF_R_P + (2 * j0)) + 1], m0), mod_mul_shoup(dlo0, tab[BFV_OFF_ONE_P + (2 * j0)], tab[(BFV_OFF_ONE_P + (2 * j0)) + 1], m0), m0);
                    acc1 = mod_add(mod_mul_shoup(dhi1, tab[BFV_OFF_R_P + (2 * j1)], tab[(BFV_OFF_R_P + (2 * j1)) + 1], m1), mod_mul_shoup(dlo1, tab[BFV_OFF_ONE_P + (2 * j1)], tab[(BFV_OFF_ONE_P + (2 * j1)) + 1], m1), m1);
                }
                acc0 = mod_add(acc0, mod_add(mod_mul_shoup(r, tab[BFV_OFF_ONE_P + (2 * j0)], tab[(BFV_OFF_ONE_P + (2 * j0)) + 1], m0), mod_mul_shoup(in[(((p * ((u64)BFV_KQ + BFV_KP)) + (BFV_KQ + j0)) * n) + k], tab[BFV_OFF_LAMBDA + (2 * j0)], tab[(BFV_OFF_LAMBDA + (2 * j0)) + 1], m0), m0), m0);
                {
                    u64 t = j0;
                    aux[aux0 + (t * n)] = mod_mul_shoup(acc0, tab[BFV_OFF_PQ_HAT_INV + (2 * t)], tab[(BFV_OFF_PQ_HAT_INV + (2 * t)) + 1], m0);
                }
                acc1 = mod_add(acc1, mod_add(mod_mul_shoup(r, tab[BFV_OFF_ONE_P + (2 * j1)], tab[(BFV_OFF_ONE_P + (2 * j1)) + 1], m1), mod_mul_shoup(in[(((p * ((u64)BFV_KQ + BFV_KP)) + (BFV_KQ + j1)) * n) + k], tab[BFV_OFF_LAMBDA + (2 * j1)], tab[(BFV_OFF_LAMBDA + (2 * j1)) + 1], m1), m1), m1);
                if (j1 != j0) {
                    u64 t = j1;
                    aux[aux0 + (t * n)] = mod_mul_shoup(acc1, tab[BFV_OFF_PQ_HAT_INV + (2 * t)], tab[(BFV_OFF_PQ_HAT_INV + (2 * t)) + 1], m1);
                }
            }
        }
    }
}

// bfv_scale_p's P residues extended P -> q (centered) from its aux:
// round(t x / q) in q, polynomials p < split into out (split x KQ x n),
// the others into out2 ((batch - split) x KQ x n); a thread per
// coefficient, its y_j read once for every tower and v = round(sum
// y_j / p_j) summed as they come.
extern "C" __global__ void bfv_scale_q(u64* out, u64* out2, const u64* aux, const u64* tab, u32 log_n, u32 batch, u32 split) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < (u64)batch << log_n; i += (u64)gridDim.x * blockDim.x) {
        u64 n = (u64)1 << log_n;
        u64 k = i & (n - 1);
        u64 p = i >> log_n;
        u64 aux0 = (((p * BFV_KP) + 0) * n) + k;
        u64 ys[BFV_KP];
        u64 ev = 0;
        u64 w0 = 0;
        u64 w1 = 0;
        u64 w2 = 0;
        for (u32 t = 0; t < BFV_KP; t++) {
            u64 yt = aux[aux0 + (t * n)];
            ys[t] = BFV_SPLIT_Q == 0 ? yt : ((yt & (((u64)1 << BFV_SPLIT_P) - 1)) | ((yt >> BFV_SPLIT_P) << 32));
            u64 at = yt;
            u64 hi = tab[BFV_OFF_PQ_INV_FRAC + ((u64)2 * t)];
            u64 lo = tab[(BFV_OFF_PQ_INV_FRAC + ((u64)2 * t)) + 1];
            u64 s0 = w0 + (at * lo);
            u64 c0 = (u64)(s0 < w0);
            u64 s1 = w1 + mod_mulhi(at, lo);
            u64 c1 = (u64)(s1 < w1);
            u64 s2 = s1 + (at * hi);
            u64 c2 = (u64)(s2 < s1);
            u64 s3 = s2 + c0;
            u64 c3 = (u64)(s3 < s2);
            w0 = s0;
            w1 = s3;
            w2 = (((w2 + mod_mulhi(at, hi)) + c1) + c2) + c3;
        }
        ev = w2 + (w1 >> 63);
        for (u32 g = 0; g < (u32)(((u64)BFV_KQ + 1) / 2); g++) {
            u64 j0 = (u64)2 * g;
            u64 j1 = (((u64)2 * g) + 1) < BFV_KQ ? (((u64)2 * g) + 1) : ((u64)BFV_KQ - 1);
            u64 o0 = 0;
            u64 o1 = 0;
            {
                u64 m0 = tab[BFV_OFF_Q + j0];
                u64 m1 = tab[BFV_OFF_Q + j1];
                u64 acc0 = 0;
                u64 acc1 = 0;
                {
                    u64 dlo0 = 0;
                    u64 dhi0 = 0;
                    u64 dlo1 = 0;
                    u64 dhi1 = 0;
                    if (BFV_SPLIT_Q != 0) {
                        u64 dll0 = 0;
                        u64 dlh0 = 0;
                        u64 dhl0 = 0;
                        u64 dhh0 = 0;
                        u64 dll1 = 0;
                        u64 dlh1 = 0;
                        u64 dhl1 = 0;
                        u64 dhh1 = 0;
                        for (u32 t = 0; t < BFV_KP; t++) {
                            u64 sa = ys[t];
                            mod_mac_split(dll0, dlh0, dhl0, dhh0, sa, tab[BFV_OFF_PQ_HAT_SPLIT + (((u64)t * BFV_KQ) + j0)]);
                            mod_mac_split(dll1, dlh1, dhl1, dhh1, sa, tab[BFV_OFF_PQ_HAT_SPLIT + (((u64)t * BFV_KQ) + j1)]);
                        }
                        dlo0 = dll0;
                        {
                            u64 lh_lo0 = dlh0 << BFV_SPLIT_Q;
                            u64 lh_hi0 = dlh0 >> ((u64)64 - BFV_SPLIT_Q);
                            dlo0 = dlo0 + lh_lo0;
                            dhi0 = (dhi0 + lh_hi0) + (u64)(dlo0 < lh_lo0);
                        }
                        {
                            u64 hl_lo0 = dhl0 << BFV_SPLIT_P;
                            u64 hl_hi0 = dhl0 >> ((u64)64 - BFV_SPLIT_P);
                            dlo0 = dlo0 + hl_lo0;
                            dhi0 = (dhi0 + hl_hi0) + (u64)(dlo0 < hl_lo0);
                        }
                        {
                            u64 hh_lo0 = dhh0 << ((u64)BFV_SPLIT_P + BFV_SPLIT_Q);
                            u64 hh_hi0 = dhh0 >> (64 - ((u64)BFV_SPLIT_P + BFV_SPLIT_Q));
                            dlo0 = dlo0 + hh_lo0;
                            dhi0 = (dhi0 + hh_hi0) + (u64)(dlo0 < hh_lo0);
                        }
                        dlo1 = dll1;
                        {
                            u64 lh_lo1 = dlh1 << BFV_SPLIT_Q;
                            u64 lh_hi1 = dlh1 >> ((u64)64 - BFV_SPLIT_Q);
                            dlo1 = dlo1 + lh_lo1;
                            dhi1 = (dhi1 + lh_hi1) + (u64)(dlo1 < lh_lo1);
                        }
                        {
                            u64 hl_lo1 = dhl1 << BFV_SPLIT_P;
                            u64 hl_hi1 = dhl1 >> ((u64)64 - BFV_SPLIT_P);
                            dlo1 = dlo1 + hl_lo1;
                            dhi1 = (dhi1 + hl_hi1) + (u64)(dlo1 < hl_lo1);
                        }
                        {
                            u64 hh_lo1 = dhh1 << ((u64)BFV_SPLIT_P + BFV_SPLIT_Q);
                            u64 hh_hi1 = dhh1 >> (64 - ((u64)BFV_SPLIT_P + BFV_SPLIT_Q));
                            dlo1 = dlo1 + hh_lo1;
                            dhi1 = (dhi1 + hh_hi1) + (u64)(dlo1 < hh_lo1);
                        }
                    }
                    if (BFV_SPLIT_Q == 0) {
                        for (u32 t = 0; t < BFV_KP; t++) {
                            u64 ea = ys[t];
                            mod_mac128(dhi0, dlo0, ea, tab[BFV_OFF_PQ_HAT_MOD + (2 * (((u64)t * BFV_KQ) + j0))]);
                            mod_mac128(dhi1, dlo1, ea, tab[BFV_OFF_PQ_HAT_MOD + (2 * (((u64)t * BFV_KQ) + j1))]);
                        }
                    }
                    acc0 = mod_add(mod_mul_shoup(dhi0, tab[BFV_OFF_R_Q + (2 * j0)], tab[(BFV_OFF_R_Q + (2 * j0)) + 1], m0), mod_mul_shoup(dlo0, tab[BFV_OFF_ONE_Q + (2 * j0)], tab[(BFV_OFF_ONE_Q + (2 * j0)) + 1], m0), m0);
                    acc1 = mod_add(mod_mul_shoup(dhi1, tab[BFV_OFF_R_Q + (2 * j1)], tab[(BFV_OFF_R_Q + (2 * j1)) + 1], m1), mod_mul_shoup(dlo1, tab[BFV_OFF_ONE_Q + (2 * j1)], tab[(BFV_OFF_ONE_Q + (2 * j1)) + 1], m1), m1);
                }
                o0 = mod_sub(acc0, mod_mul_shoup(ev, tab[BFV_OFF_PQ_M_MOD + (2 * j0)], tab[(BFV_OFF_PQ_M_MOD + (2 * j0)) + 1], m0), m0);
                o1 = mod_sub(acc1, mod_mul_shoup(ev, tab[BFV_OFF_PQ_M_MOD + (2 * j1)], tab[(BFV_OFF_PQ_M_MOD + (2 * j1)) + 1], m1), m1);
            }
            if (p < split) {
                out[(((p * BFV_KQ) + j0) * n) + k] = o0;
            }
            if (p >= split) {
                out2[((((p - split) * BFV_KQ) + j0) * n) + k] = o0;
            }
            if (p < split) {
                out[(((p * BFV_KQ) + j1) * n) + k] = o1;
            }
            if (p >= split) {
                out2[((((p - split) * BFV_KQ) + j1) * n) + k] = o1;
            }
        }
    }
}

// Relinearisation's key products and digit sums in one pass (NTT domain):
// out = s0 then s1 (each batch x KQ x n), s0/s1 = sum over the KQ digits d of
// in[p, d, t] * key_{b,a}[d, t], with in batch x KQ digits x KQ towers x n
// and key the keys' words in Montgomery's form (w 2^64 mod q_t, one word
// each): 2 keys x KQ digits x KQ towers x n words, shared by every
// ciphertext of the batch (no per-ciphertext copy); a thread per output
// word, the last word first.
extern "C" __global__ void bfv_key_dot(u64* out, const u64* in, const u64* key, const u64* tab, u32 log_n, u32 batch) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < ((u64)batch * BFV_KQ) << log_n; i += (u64)gridDim.x * blockDim.x) {
        u64 n = (u64)1 << log_n;
        u64 j = ((((u64)batch * BFV_KQ) << log_n) - 1) - i;
        u64 k = j & (n - 1);
        u32 towers = (u32)BFV_KQ;
        u32 pt = (u32)(j >> log_n);
        u64 t = pt % towers;
        u64 p = pt / towers;
        u64 per_key = ((u64)BFV_KQ * BFV_KQ) * n;
        u64 m = tab[BFV_OFF_MONT + ((4 * t) + 0)];
        u64 qinv = tab[BFV_OFF_MONT + ((4 * t) + 1)];
        u64 xs[BFV_KQ];
        for (u32 d = 0; d < BFV_KQ; d++) {
            xs[d] = in[(((((p * BFV_KQ) + d) * BFV_KQ) + t) * n) + k];
        }
        u64 acc0 = 0;
        u64 acc1 = 0;
        for (u32 d = 0; d < BFV_KQ; d++) {
            u64 at = ((((u64)d * BFV_KQ) + t) * n) + k;
            acc0 = mod_add(acc0, mod_sub(mod_mulhi(xs[d], key[at]), mod_mulhi((xs[d] * key[at]) * qinv, m), m), m);
            acc1 = mod_add(acc1, mod_sub(mod_mulhi(xs[d], key[per_key + at]), mod_mulhi((xs[d] * key[per_key + at]) * qinv, m), m), m);
        }
        out[j] = acc0;
        out[j + (((u64)batch * BFV_KQ) << log_n)] = acc1;
    }
}

// Relinearisation's two polynomials: out0 = s0 + c0, out1 = s1 + c1 (each
// batch x KQ x n) with sums = s0 then s1 (the key products' sums in the
// coefficient domain) and in's first 2 batch x KQ x n words c0 then c1; a
// thread per word of the 2 x batch polynomials.
extern "C" __global__ void bfv_relin_out(u64* out0, u64* out1, const u64* sums, const u64* in, const u64* tab, u32 log_n, u32 batch) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < (((u64)2 * batch) * BFV_KQ) << log_n; i += (u64)gridDim.x * blockDim.x) {
        u64 n = (u64)1 << log_n;
        u64 k = i & (n - 1);
        u32 towers = (u32)BFV_KQ;
        u32 pt = (u32)(i >> log_n);
        u64 t = pt % towers;
        u64 p = pt / towers;
        u64 which = (u32)p / batch;
        u64 pp = p - (which * batch);
        if (which == 0) {
            out0[(((pp * BFV_KQ) + t) * n) + k] = mod_add(sums[i], in[i], tab[BFV_OFF_Q + t]);
        }
        if (which != 0) {
            out1[(((pp * BFV_KQ) + t) * n) + k] = mod_add(sums[i], in[i], tab[BFV_OFF_Q + t]);
        }
    }
}

// The RNS steps of BFV's homomorphic multiplication for runtime::apps::bfv
// (Halevi-Polyakov-Shoup 2018), one thread per coefficient, Rust twins in
// runtime/src/apps/bfv/hps.rs. The host prepends
//   #define BFV_KQ towers of q      #define BFV_KP towers of P
//   #define BFV_OFF_<TABLE> offset of each table in `tab` (u64 words)
// Tables: Shoup constants as (w, ws) pairs, fractions as (high, low) words
// of a 128-bit fixed point. Buffers are batch x towers x n words (u64).
//
// Constant time in the data: every loop bound is a compile-time constant,
// every select is arithmetic on masks; no branch or index depends on a
// coefficient.
typedef unsigned long long u64;
typedef unsigned int u32;

#define BFV_QP (BFV_KQ + BFV_KP)

// (a * w) mod m by Shoup's method for any a < 2^64 (w < m < 2^62): the
// estimate is at most one m short. c = (w, ws).
__device__ __forceinline__ u64 bfv_mul(u64 a, const u64* c, u64 m) {
    u64 r = a * c[0] - __umul64hi(a, c[1]) * m;
    return r - (m & ((u64)0 - (u64)(r >= m)));
}
__device__ __forceinline__ u64 bfv_add(u64 a, u64 b, u64 m) {
    u64 s = a + b;
    return s - (m & ((u64)0 - (u64)(s >= m)));
}
__device__ __forceinline__ u64 bfv_sub(u64 a, u64 b, u64 m) {
    u64 d = a - b;
    return d + (m & ((u64)0 - (u64)(a < b)));
}

// round(sum a_i f_i / 2^128), f_i = (high, low): the exact 192-bit sum
// (w2 w1 w0), then the integer part w2 plus the top fraction bit.
template <int K>
__device__ __forceinline__ u64 bfv_round_sum(const u64* a, const u64* f) {
    u64 w0 = 0, w1 = 0, w2 = 0;
    for (int i = 0; i < K; i++) {
        u64 x = a[i], hi = f[2 * i], lo = f[2 * i + 1];
        u64 p0l = x * lo, p0h = __umul64hi(x, lo), p1l = x * hi, p1h = __umul64hi(x, hi);
        u64 s0 = w0 + p0l, c0 = (u64)(s0 < w0);
        u64 s1 = w1 + p0h, c1 = (u64)(s1 < w1);
        u64 s2 = s1 + p1l, c2 = (u64)(s2 < s1);
        u64 s3 = s2 + c0, c3 = (u64)(s3 < s2);
        w0 = s0;
        w1 = s3;
        w2 += p1h + c1 + c2 + c3;
    }
    return w2 + (w1 >> 63);
}

// Centered basis extension: out (KT residues) of the x in (-M/2, M/2)
// with residues x (KF) in `from`. y_i = [x_i (M/m_i)^-1]_{m_i},
// v = round(sum y_i / m_i), out_j = [sum y_i (M/m_i) - v M]_{to_j}.
template <int KF, int KT>
__device__ __forceinline__ void bfv_extend_to(const u64* x, u64* out, const u64* from, const u64* to, const u64* hat_inv, const u64* inv_frac, const u64* hat_mod, const u64* m_mod) {
    u64 y[KF];
    for (int i = 0; i < KF; i++) y[i] = bfv_mul(x[i], hat_inv + 2 * i, from[i]);
    u64 v = bfv_round_sum<KF>(y, inv_frac);
    for (int j = 0; j < KT; j++) {
        u64 m = to[j], acc = 0;
        for (int i = 0; i < KF; i++) acc = bfv_add(acc, bfv_mul(y[i], hat_mod + 2 * (i * KT + j), m), m);
        out[j] = bfv_sub(acc, bfv_mul(v, m_mod + 2 * j, m), m);
    }
}

// out (batch x (KQ + KP) x n) = in (batch x KQ x n), extended to P.
extern "C" __global__ void bfv_extend(u64* out, const u64* in, const u64* tab, u32 n, u32 batch) {
    u64 total = (u64)n * batch;
    for (u64 c = (u64)blockIdx.x * blockDim.x + threadIdx.x; c < total; c += (u64)gridDim.x * blockDim.x) {
        u64 p = c / n, k = c % n;
        u64 x[BFV_KQ], o[BFV_KP];
        for (int i = 0; i < BFV_KQ; i++) x[i] = in[(p * BFV_KQ + i) * n + k];
        bfv_extend_to<BFV_KQ, BFV_KP>(x, o, tab + BFV_OFF_Q, tab + BFV_OFF_P, tab + BFV_OFF_QP_HAT_INV, tab + BFV_OFF_QP_INV_FRAC, tab + BFV_OFF_QP_HAT_MOD, tab + BFV_OFF_QP_M_MOD);
        for (int i = 0; i < BFV_KQ; i++) out[(p * BFV_QP + i) * n + k] = x[i];
        for (int j = 0; j < BFV_KP; j++) out[(p * BFV_QP + BFV_KQ + j) * n + k] = o[j];
    }
}

// out (batch x KQ x n) = round(t x / q) for x given in q and P
// (in: batch x (KQ + KP) x n): first in P,
// [sum_i x_i W_i + round(sum_i x_i theta_i) + x_j lambda_j]_{p_j}, then
// extended P -> q (centered).
extern "C" __global__ void bfv_scale(u64* out, const u64* in, const u64* tab, u32 n, u32 batch) {
    u64 total = (u64)n * batch;
    const u64 *P = tab + BFV_OFF_P, *W = tab + BFV_OFF_W;
    for (u64 c = (u64)blockIdx.x * blockDim.x + threadIdx.x; c < total; c += (u64)gridDim.x * blockDim.x) {
        u64 p = c / n, k = c % n;
        u64 x[BFV_QP], yp[BFV_KP], o[BFV_KQ];
        for (int i = 0; i < BFV_QP; i++) x[i] = in[(p * BFV_QP + i) * n + k];
        u64 r = bfv_round_sum<BFV_KQ>(x, tab + BFV_OFF_THETA);
        for (int j = 0; j < BFV_KP; j++) {
            u64 m = P[j];
            u64 acc = bfv_add(bfv_mul(r, tab + BFV_OFF_ONE_P + 2 * j, m), bfv_mul(x[BFV_KQ + j], tab + BFV_OFF_LAMBDA + 2 * j, m), m);
            for (int i = 0; i < BFV_KQ; i++) acc = bfv_add(acc, bfv_mul(x[i], W + 2 * (i * BFV_KP + j), m), m);
            yp[j] = acc;
        }
        bfv_extend_to<BFV_KP, BFV_KQ>(yp, o, P, tab + BFV_OFF_Q, tab + BFV_OFF_PQ_HAT_INV, tab + BFV_OFF_PQ_INV_FRAC, tab + BFV_OFF_PQ_HAT_MOD, tab + BFV_OFF_PQ_M_MOD);
        for (int i = 0; i < BFV_KQ; i++) out[(p * BFV_KQ + i) * n + k] = o[i];
    }
}

// Relinearisation digits: out (batch x KQ digits x KQ towers x n), digit d
// = [x]_{q_d} (the residue of tower d) reduced into tower k.
extern "C" __global__ void bfv_digits(u64* out, const u64* in, const u64* tab, u32 n, u32 batch) {
    u64 total = (u64)n * batch;
    const u64* Q = tab + BFV_OFF_Q;
    for (u64 c = (u64)blockIdx.x * blockDim.x + threadIdx.x; c < total; c += (u64)gridDim.x * blockDim.x) {
        u64 p = c / n, k = c % n;
        for (int d = 0; d < BFV_KQ; d++) {
            u64 x = in[(p * BFV_KQ + d) * n + k];
            for (int i = 0; i < BFV_KQ; i++) out[((p * BFV_KQ + d) * BFV_KQ + i) * n + k] = bfv_mul(x, tab + BFV_OFF_ONE_Q + 2 * i, Q[i]);
        }
    }
}

// Relinearisation's key products and digit sums in one pass (NTT domain):
// out0/out1 (batch x KQ x n) = sum over the KQ digits d of
// in[p, d, i] * key_{b,a}[d, i], with in batch x KQ digits x KQ towers x n
// and key the keys' (w, ws) Shoup pairs: 2 keys x KQ digits x KQ towers x n
// pairs, shared by every ciphertext of the batch (no per-ciphertext copy).
extern "C" __global__ void bfv_key_dot(u64* out0, u64* out1, const u64* in, const u64* key, const u64* tab, u32 n, u32 batch) {
    u64 total = (u64)n * batch;
    const u64* Q = tab + BFV_OFF_Q;
    const u64 per_key = (u64)BFV_KQ * BFV_KQ * n;
    for (u64 c = (u64)blockIdx.x * blockDim.x + threadIdx.x; c < total; c += (u64)gridDim.x * blockDim.x) {
        u64 p = c / n, k = c % n;
        for (int i = 0; i < BFV_KQ; i++) {
            u64 acc0 = 0, acc1 = 0;
            for (int d = 0; d < BFV_KQ; d++) {
                u64 x = in[((p * BFV_KQ + d) * BFV_KQ + i) * n + k];
                u64 at = ((u64)d * BFV_KQ + i) * n + k;
                acc0 = bfv_add(acc0, bfv_mul(x, key + 2 * at, Q[i]), Q[i]);
                acc1 = bfv_add(acc1, bfv_mul(x, key + 2 * (per_key + at), Q[i]), Q[i]);
            }
            out0[(p * BFV_KQ + i) * n + k] = acc0;
            out1[(p * BFV_KQ + i) * n + k] = acc1;
        }
    }
}

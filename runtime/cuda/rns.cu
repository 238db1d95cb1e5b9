// RNS decomposition and CRT reconstruction for runtime::apps::rns: big
// coefficients (little-endian u32 limbs) to residues per tower, and residues
// back to a big coefficient mod Q, on the device. The host prepends
//   #define RNS_T  towers         #define RNS_L  limbs of an input coefficient
//   #define RNS_LY limbs of the accumulator Y       #define RNS_LQ limbs of an output
//   #define RNS_K  conditional subtractions of Q 2^k   #define RNS_CENTERED 0 | 1
// so the local arrays have their exact size. Buffers: residues batch x T x N
// (u64), limbs batch x N x L or x LQ (u32), coefficient-major.
//
// Constant time in the data: every loop bound is a parameter, every select
// is arithmetic on masks; no branch or index depends on a coefficient.
typedef unsigned long long u64;
typedef unsigned int u32;

// (a * w) mod q by Shoup's method, ws = floor(w 2^64 / q), a < 2^64 with
// a * w's estimate one q short at most: needs 2q < 2^64.
__device__ __forceinline__ u64 rns_mul(u64 a, u64 w, u64 ws, u64 q) {
    u64 r = a * w - __umul64hi(a, ws) * q;
    u64 over = (u64)0 - (u64)(r >= q);
    return r - (q & over);
}
__device__ __forceinline__ u64 rns_add(u64 a, u64 b, u64 q) {
    u64 s = a + b;
    u64 over = (u64)0 - (u64)(s >= q);
    return s - (q & over);
}
__device__ __forceinline__ u64 rns_sub(u64 a, u64 b, u64 q) {
    u64 d = a - b;
    u64 under = (u64)0 - (u64)(a < b);
    return d + (q & under);
}

// x[p][i][k] = (sum_j limbs[p][k][j] 2^(32 j)) mod p_i. r / rs: T x L, the
// powers 2^(32 j) mod p_i and their Shoup companions.
extern "C" __global__ void rns_decompose(u64* x, const u32* limbs, const u64* primes, const u64* r, const u64* rs, u32 n, u32 batch) {
    u64 total = (u64)n * batch;
    for (u64 c = (u64)blockIdx.x * blockDim.x + threadIdx.x; c < total; c += (u64)gridDim.x * blockDim.x) {
        u64 p = c / n, k = c % n;
        const u32* a = limbs + c * RNS_L;
        for (u32 i = 0; i < RNS_T; i++) {
            u64 q = primes[i], acc = 0;
            for (u32 j = 0; j < RNS_L; j++) {
                acc = rns_add(acc, rns_mul(a[j], r[i * RNS_L + j], rs[i * RNS_L + j], q), q);
            }
            x[(p * RNS_T + i) * n + k] = acc;
        }
    }
}

// out[p][k] = the coefficient with residues x[p][.][k], mod Q.
// Garner: mixed-radix digits v_i (inv / invs: T x T, p_j^-1 mod p_i and
// companions, only j < i read). Centered (RNS_CENTERED): X > half (the
// mixed-radix digits of (P-1)/2) means X stands for X - P, so nc = Q - (P mod
// Q) is added. Y = sum v_i (M_i mod Q) [+ nc] < Q 2^K, then K conditional
// subtractions of Q 2^k (s: K x LY, k = K-1 first) leave Y mod Q.
extern "C" __global__ void rns_reconstruct(u32* out, const u64* x, const u64* primes, const u64* inv, const u64* invs, const u64* half, const u32* cm, const u32* nc, const u32* s, u32 n, u32 batch) {
    u64 total = (u64)n * batch;
    for (u64 c = (u64)blockIdx.x * blockDim.x + threadIdx.x; c < total; c += (u64)gridDim.x * blockDim.x) {
        u64 p = c / n, k = c % n;
        u64 v[RNS_T];
        for (u32 i = 0; i < RNS_T; i++) {
            u64 q = primes[i];
            u64 t = x[(p * RNS_T + i) * n + k];
            for (u32 j = 0; j < i; j++) {
                // v_j < p_j < 2 p_i (the host checks the primes' spread).
                u64 vj = v[j] - (q & ((u64)0 - (u64)(v[j] >= q)));
                t = rns_mul(rns_sub(t, vj, q), inv[i * RNS_T + j], invs[i * RNS_T + j], q);
            }
            v[i] = t;
        }
        u32 y[RNS_LY];
        for (u32 j = 0; j < RNS_LY; j++) y[j] = 0;
        for (u32 i = 0; i < RNS_T; i++) {
            // y += v_i * cm_i, as two 32-bit halves of v_i.
            for (u32 h = 0; h < 2; h++) {
                u64 d = h ? v[i] >> 32 : v[i] & 0xffffffffull, carry = 0;
                for (u32 j = 0; j + h < RNS_LY; j++) {
                    u64 t = (u64)y[j + h] + d * cm[i * RNS_LY + j] + carry;
                    y[j + h] = (u32)t;
                    carry = t >> 32;
                }
            }
        }
#if RNS_CENTERED
        u64 gt = 0, eq = 1;
        for (int i = RNS_T - 1; i >= 0; i--) {
            gt |= eq & (u64)(v[i] > half[i]);
            eq &= (u64)(v[i] == half[i]);
        }
        u64 carry = 0, mask = (u64)0 - gt;
        for (u32 j = 0; j < RNS_LY; j++) {
            u64 t = (u64)y[j] + (nc[j] & mask) + carry;
            y[j] = (u32)t;
            carry = t >> 32;
        }
#endif
        for (u32 b = 0; b < RNS_K; b++) {
            const u32* sk = s + b * RNS_LY;
            u32 d[RNS_LY];
            u64 borrow = 0;
            for (u32 j = 0; j < RNS_LY; j++) {
                u64 t = (u64)y[j] - sk[j] - borrow;
                d[j] = (u32)t;
                borrow = (t >> 32) & 1;
            }
            u32 keep = (u32)0 - (u32)borrow;  // all ones: y < Q 2^k, keep y
            for (u32 j = 0; j < RNS_LY; j++) y[j] = (y[j] & keep) | (d[j] & ~keep);
        }
        u32* o = out + c * RNS_LQ;
        for (u32 j = 0; j < RNS_LQ; j++) o[j] = y[j];
    }
}

// Element-wise ring operations for the applications (runtime::apps::ring),
// over buffers laid out batch x towers x n words, u64, every word < its
// tower's prime. Constant time: no branch and no memory index depends on a
// value (selects compile to SEL, not to branches).
typedef unsigned long long u64;
typedef unsigned int u32;

// (a + b) mod q for a, b < q < 2^64: the carry out of a + b counts too.
__device__ __forceinline__ u64 ring_add(u64 a, u64 b, u64 q) {
    u64 s = a + b;
    u64 carry = (u64)(s < a);
    u64 t = s - q;
    u64 ge = carry | (u64)(s >= q);
    return ge ? t : s;
}
__device__ __forceinline__ u64 ring_sub(u64 a, u64 b, u64 q) {
    u64 d = a - b;
    return (a < b) ? d + q : d;
}
// (a * s) mod q by Shoup's method: sh = floor(s * 2^64 / q), computed on
// the host; the estimate is at most one q short (q < 2^64, a < q).
__device__ __forceinline__ u64 ring_mul_shoup(u64 a, u64 s, u64 sh, u64 q) {
    u64 est = __umul64hi(a, sh);
    u64 r = a * s - est * q;
    return r >= q ? r - q : r;
}

__device__ __forceinline__ u64 tower_prime(const u64* primes, u64 i, u32 n, u32 towers) {
    return primes[(i / n) % towers];
}

// op: 0 x = x + y, 1 x = x - y, 2 x = y - x.
extern "C" __global__ void ring_addsub(u64* x, const u64* y, const u64* primes, u32 n, u32 towers, u64 words, u32 op) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x) {
        u64 q = tower_prime(primes, i, n, towers);
        u64 a = x[i], b = y[i];
        u64 r = op == 0 ? ring_add(a, b, q) : (op == 1 ? ring_sub(a, b, q) : ring_sub(b, a, q));
        x[i] = r;
    }
}

// x = -x.
extern "C" __global__ void ring_neg(u64* x, const u64* primes, u32 n, u32 towers, u64 words) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x) {
        u64 q = tower_prime(primes, i, n, towers);
        x[i] = ring_sub(0, x[i], q);
    }
}

// x = x * s[tower]; s holds the scalars then their Shoup companions
// (2 x towers words).
extern "C" __global__ void ring_scale(u64* x, const u64* primes, const u64* s, u32 n, u32 towers, u64 words) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x) {
        u64 t = (i / n) % towers;
        x[i] = ring_mul_shoup(x[i], s[t], s[towers + t], primes[t]);
    }
}

// dst[p] = src[p % src_polys]: repeats a batch of src_polys polynomials
// (each towers x n words) to fill dst (a broadcast for pointwise products).
extern "C" __global__ void ring_repeat(u64* dst, const u64* src, u64 per_poly, u64 src_polys, u64 words) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x) {
        u64 p = i / per_poly;
        dst[i] = src[(p % src_polys) * per_poly + i % per_poly];
    }
}

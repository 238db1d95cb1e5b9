// Element-wise kernels of the RLWE application (runtime::apps::rlwe), one
// tower (one prime q), u64 words below q. Constant time: no branch and no
// memory index depends on a secret value (selects compile to SEL; the only
// branches test public indices). Each has a CPU twin in
// runtime/src/apps/rlwe/device.rs with the same arithmetic, so the two
// backends agree bit for bit.
typedef unsigned long long u64;
typedef unsigned int u32;
typedef signed char i8;
typedef unsigned char u8;

// (a + b) mod q for a, b < q < 2^64: the carry out of a + b counts too.
__device__ __forceinline__ u64 rlwe_add(u64 a, u64 b, u64 q) {
    u64 s = a + b;
    u64 carry = (u64)(s < a);
    u64 t = s - q;
    u64 ge = carry | (u64)(s >= q);
    return ge ? t : s;
}

// A sample in [-128, 127] as an element of Z_q: q is added under a mask
// made from the sign bit.
__device__ __forceinline__ u64 rlwe_lift(i8 v, u64 q) {
    long long x = v;
    u64 negative = (u64)(x >> 63);
    return (u64)x + (q & negative);
}

// out[i] = lift(small[i]) for i < count: the bytes of a sampled polynomial
// batch (u, e) to words mod q.
extern "C" __global__ void rlwe_lift_small(u64* out, const i8* small, u64 q, u64 count) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += (u64)gridDim.x * blockDim.x) {
        out[i] = rlwe_lift(small[i], q);
    }
}

// dst holds 2 x batch polynomials of n words: the first batch are copies of
// b, the next batch copies of a (the public key broadcast over a batch, in
// the ciphertexts' [c0 ... | c1 ...] order).
extern "C" __global__ void rlwe_broadcast_pair(u64* dst, const u64* b, const u64* a, u64 n, u64 batch) {
    u64 words = 2 * batch * n;
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x) {
        u64 j = i % n;
        dst[i] = (i < batch * n) ? b[j] : a[j];
    }
}

// The encryption's last step on c = [c0 (bn words) | c1 (bn words)]:
// c0 += e1 + delta m, c1 += e2. `packed` holds the staged batch as bytes:
// u, e1, e2 (bn i8 each), then the messages (bn little-endian u16). delta m
// < q needs no reduction (m < t, delta = floor(q / t)).
extern "C" __global__ void rlwe_add_noise(u64* c, const u8* packed, u64 q, u64 delta, u64 bn) {
    const i8* e1 = (const i8*)packed + bn;
    const i8* e2 = (const i8*)packed + 2 * bn;
    const u8* m = packed + 3 * bn;
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < 2 * bn; i += (u64)gridDim.x * blockDim.x) {
        u64 add;
        if (i < bn) {  // a public index: which half of the ciphertexts
            u64 msg = (u64)m[2 * i] | ((u64)m[2 * i + 1] << 8);
            add = rlwe_add(rlwe_lift(e1[i], q), delta * msg, q);
        } else {
            add = rlwe_lift(e2[i - bn], q);
        }
        c[i] = rlwe_add(c[i], add, q);
    }
}

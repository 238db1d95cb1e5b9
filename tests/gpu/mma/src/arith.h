// Modular arithmetic shared by the device kernels and the CPU checks: every
// function here runs the same formula on both sides, so a CPU replay of a
// kernel's arithmetic is bit-exact, not merely congruent.
//
// Word: u32, Montgomery radix 2^32. Twiddles are stored as (w, wq) with
// w = r 2^32 mod q and wq = w q^-1 mod 2^32 (the companion form the
// project's u32 floor uses): a twiddle product is three multiplies.
#pragma once
#include <cstdint>

#ifdef __CUDACC__
#define HD __host__ __device__ __forceinline__
#else
#define HD inline
#endif

typedef uint32_t u32;
typedef uint64_t u64;

struct Mod {
    u32 q;     // odd prime, < 2^31
    u32 qinv;  // q^-1 mod 2^32
};

HD u32 mulhi32(u32 a, u32 b) {
#ifdef __CUDA_ARCH__
    return __umulhi(a, b);
#else
    return (u32)(((u64)a * b) >> 32);
#endif
}

HD u32 min32(u32 a, u32 b) { return a < b ? a : b; }

// x - b when x >= b, else x: the smaller of x and x - b (which wraps above
// x exactly when x < b), one subtract and one min on the device.
HD u32 csub(u32 x, u32 b) { return min32(x, x - b); }

// y r mod q for any y < 2^32, lazily in (0, 2q): REDC(y w) where the
// reduction factor u = y w q^-1 = y wq comes from the companion.
HD u32 mont_tw(u32 y, u32 w, u32 wq, u32 q) { return mulhi32(y, w) - mulhi32(y * wq, q) + q; }

// REDC of T = hi 2^32 + lo < q 2^32: T 2^-32 mod q, lazily in (0, 2q).
// T - u q is divisible by 2^32 with low word lo - lo = 0, so its high word
// is hi - mulhi(u, q) exactly (no borrow).
HD u32 redc(u32 lo, u32 hi, const Mod &m) {
    const u32 u = lo * m.qinv;
    return hi - mulhi32(u, m.q) + m.q;
}

// Harvey's lazy CT butterfly (values in [0, 4q), needs q < 2^30).
HD void bfly_lazy(u32 &x, u32 &y, u32 w, u32 wq, u32 q) {
    const u32 q2 = q + q;
    const u32 u = csub(x, q2);
    const u32 t = mont_tw(y, w, wq, q);
    x = u + t;
    y = u + q2 - t;
}

// Exact CT butterfly (values in [0, q), any q < 2^31): the form a 31-bit
// prime needs, since 4q no longer fits a word. x - t mod q is the smaller of
// d and d + q, as d wraps above q exactly when x < t.
HD void bfly_exact(u32 &x, u32 &y, u32 w, u32 wq, u32 q) {
    const u32 t = csub(mont_tw(y, w, wq, q), q);
    const u32 d = x - t;
    x = csub(x + t, q);
    y = min32(d, d + q);
}

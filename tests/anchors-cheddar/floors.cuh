// The hardware floors, measured in the driver's own process (the anchors'
// conventions, this driver's code):
//   copy           streaming device copy of 1 GiB, GB/s counting bytes read
//                  plus bytes written: the best of a copy kernel and
//                  cudaMemcpy device to device;
//   u32_mont_bfly  lazy Cooley-Tukey butterflies, values in [0, 4q), q < 2^30,
//                  twiddle w with companion w q^-1 mod 2^32, the product
//                  umulhi(y, w) - umulhi(y w', q) + q: butterflies/s;
//   u64_shoup_bfly lazy Harvey butterflies, values in [0, 4q), q < 2^62,
//                  companion floor(w 2^64 / q): butterflies/s.
// Each butterfly thread keeps V = 4, 8 or 16 values in registers and runs a
// radix-V block (log2 V levels, V - 1 twiddles) per iteration; the floor is
// the best V. Inputs and twiddles are read at run time and every value is
// stored at the end; thread 0 and the last thread are replayed on the host bit
// for bit, and 2K iterations must take about twice K (the loop really runs).
// FLOOR lines: FLOOR,name,unit,value,details.
#pragma once

#include "bench.h"
#include "modmath.h"

#include <cstdint>
#include <random>
#include <utility>

namespace floors {

__global__ void copy_kernel(const uint4 *__restrict__ src, uint4 *__restrict__ dst, size_t n) {
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        dst[i] = src[i];
}

__host__ __device__ inline uint32_t hi32(uint32_t a, uint32_t b) {
#ifdef __CUDA_ARCH__
    return __umulhi(a, b);
#else
    return (uint32_t)(((uint64_t)a * b) >> 32);
#endif
}
__host__ __device__ inline uint64_t hi64(uint64_t a, uint64_t b) {
#ifdef __CUDA_ARCH__
    return __umul64hi(a, b);
#else
    return (uint64_t)(((unsigned __int128)a * b) >> 64);
#endif
}

// One lazy butterfly per word: x, y in [0, 4q) -> [0, 4q).
struct Mont32 {
    typedef uint32_t W;
    __host__ __device__ static void bfly(W &x, W &y, W w, W wc, W q) {
        x = x >= 2 * q ? x - 2 * q : x;
        W t = hi32(y, w) - hi32(y * wc, q) + q;  // y w 2^-32 mod q, in (0, 2q)
        y = x + 2 * q - t;
        x = x + t;
    }
    static W companion(W w, W q) {
        W qinv = 1;
        for (int i = 0; i < 5; i++) qinv *= 2 - q * qinv;
        return w * qinv;
    }
};
struct Shoup64 {
    typedef uint64_t W;
    __host__ __device__ static void bfly(W &x, W &y, W w, W wc, W q) {
        x = x >= 2 * q ? x - 2 * q : x;
        W t = y * w - hi64(y, wc) * q;  // y w mod q, in [0, 2q)
        y = x + 2 * q - t;
        x = x + t;
    }
    static W companion(W w, W q) { return (W)(((unsigned __int128)w << 64) / q); }
};

template <typename A>
struct Twiddles {
    typename A::W w[15], wc[15];
};

template <typename A, int V>
__host__ __device__ inline void radix_block(typename A::W *v, const Twiddles<A> &t, typename A::W q) {
    int k = 0;
#pragma unroll
    for (int half = V / 2; half >= 1; half >>= 1)
#pragma unroll
        for (int g = 0; g < V / (2 * half); g++, k++)
#pragma unroll
            for (int j = 0; j < half; j++) A::bfly(v[2 * g * half + j], v[2 * g * half + j + half], t.w[k], t.wc[k], q);
}

template <typename A, int V>
__global__ void bfly_kernel(typename A::W *io, const Twiddles<A> *tw, typename A::W q, int iters) {
    const size_t tid = (size_t)blockIdx.x * blockDim.x + threadIdx.x, threads = (size_t)gridDim.x * blockDim.x;
    typename A::W v[V];
#pragma unroll
    for (int j = 0; j < V; j++) v[j] = io[j * threads + tid];
    const Twiddles<A> t = *tw;
    for (int it = 0; it < iters; it++) radix_block<A, V>(v, t, q);
#pragma unroll
    for (int j = 0; j < V; j++) io[j * threads + tid] = v[j];
}

// Butterflies/s (G) of one V, or 0 where the replay or the 2K/K ratio fails.
template <typename A, int V>
double bfly_rate(const char *name, const Twiddles<A> &tw, typename A::W q, int sms) {
    typedef typename A::W W;
    const int block = 128;
    int occ = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, bfly_kernel<A, V>, block, 0));
    const int grid = sms * (occ > 0 ? occ : 1) * 4;
    const size_t threads = (size_t)grid * block;
    std::vector<W> init((size_t)V * threads), got(init.size());
    std::mt19937_64 rng(7);
    for (auto &x : init) x = (W)(rng() % q);
    W *d;
    Twiddles<A> *dtw;
    CK(cudaMalloc(&d, init.size() * sizeof(W)));
    CK(cudaMalloc(&dtw, sizeof tw));
    CK(cudaMemcpy(dtw, &tw, sizeof tw, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d, init.data(), init.size() * sizeof(W), cudaMemcpyHostToDevice));
    const int replay_iters = 40;
    bfly_kernel<A, V><<<grid, block>>>(d, dtw, q, replay_iters);
    CK(cudaMemcpy(got.data(), d, got.size() * sizeof(W), cudaMemcpyDeviceToHost));
    bool ok = true;
    for (size_t tid : {(size_t)0, threads - 1}) {
        W v[V];
        for (int j = 0; j < V; j++) v[j] = init[j * threads + tid];
        for (int it = 0; it < replay_iters; it++) radix_block<A, V>(v, tw, q);
        for (int j = 0; j < V; j++) ok = ok && v[j] == got[j * threads + tid];
    }
    const int per_iter = V / 2 * (V == 4 ? 2 : V == 8 ? 3 : 4), iters = 6144 / per_iter;
    bench::Stats s1 = bench::time_calls([&] { bfly_kernel<A, V><<<grid, block>>>(d, dtw, q, iters); }, 7, 5);
    bench::Stats s2 = bench::time_calls([&] { bfly_kernel<A, V><<<grid, block>>>(d, dtw, q, 2 * iters); }, 7, 5);
    CK(cudaFree(d));
    CK(cudaFree(dtw));
    const double rate = (double)threads * per_iter * 2 * iters / (s2.med * 1e-6) / 1e9, ratio = s2.med / s1.med;
    std::printf("FLOOR,%s_v%d,Gbfly/s,%.1f,us_per_launch=%.1f,threads=%zu,blocks_per_sm=%d,time(2K)/time(K)=%.3f,replay=%s\n",
                name, V, rate, s2.med, threads, occ, ratio, ok ? "ok" : "MISMATCH");
    return ok && ratio > 1.8 && ratio < 2.2 ? rate : 0.0;
}

template <typename A>
void bfly_floor(const char *name, typename A::W q, int sms) {
    Twiddles<A> t;
    std::mt19937_64 rng(13);
    for (int i = 0; i < 15; i++) {
        t.w[i] = (typename A::W)(rng() % q);
        t.wc[i] = A::companion(t.w[i], q);
    }
    std::pair<double, int> best{bfly_rate<A, 4>(name, t, q, sms), 4};
    best = std::max(best, std::make_pair(bfly_rate<A, 8>(name, t, q, sms), 8));
    best = std::max(best, std::make_pair(bfly_rate<A, 16>(name, t, q, sms), 16));
    std::printf("FLOOR,%s,Gbfly/s,%.1f,best=radix-%d (values per thread)%s\n", name, best.first, best.second,
                best.first > 0 ? "" : ",NO-VALID-VARIANT");
    std::fflush(stdout);
}

inline void copy_floor() {
    const size_t bytes = (size_t)1 << 30, n = bytes / sizeof(uint4);
    uint4 *a, *b;
    CK(cudaMalloc(&a, bytes));
    CK(cudaMalloc(&b, bytes));
    CK(cudaMemset(a, 0x5a, bytes));
    CK(cudaMemset(b, 0, bytes));
    int sms = 0;
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    const int block = 512, grid = sms * 8;
    bench::Stats k = bench::time_calls([&] { copy_kernel<<<grid, block>>>(a, b, n); });
    uint4 last;
    CK(cudaMemcpy(&last, b + n - 1, sizeof last, cudaMemcpyDeviceToHost));
    const bool ok = last.x == 0x5a5a5a5au && last.w == 0x5a5a5a5au;
    bench::Stats m = bench::time_calls([&] { CK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice, 0)); });
    const double gk = 2.0 * bytes / (k.med * 1e-6) / 1e9, gm = 2.0 * bytes / (m.med * 1e-6) / 1e9;
    std::printf("FLOOR,copy,GB/s,%.1f,best of kernel %.1f and cudaMemcpy d2d %.1f,bytes=2x%zu,kernel_check=%s\n",
                ok ? std::max(gk, gm) : gm, gk, gm, bytes, ok ? "ok" : "MISMATCH");
    std::fflush(stdout);
    CK(cudaFree(a));
    CK(cudaFree(b));
}

// All three, with the anchors' primes: the largest 30-bit and 60-bit q = 1 mod 2^17.
inline void measure() {
    int sms = 0;
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    copy_floor();
    auto largest = [](int bits) {
        const uint64_t step = (uint64_t)1 << 17;
        for (uint64_t c = (((uint64_t)1 << bits) - 1) / step * step + 1;; c -= step)
            if (mm::is_prime(c)) return c;
    };
    bfly_floor<Mont32>("u32_mont_bfly", (uint32_t)largest(30), sms);
    bfly_floor<Shoup64>("u64_shoup_bfly", largest(60), sms);
}

}  // namespace floors

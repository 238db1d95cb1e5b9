// Butterfly forms on u32 words, timed against each other in one process:
// the arithmetic a 2^16 transform of 31-bit primes (Cheddar's parameter
// sets) spends most of its issue slots on, without memory traffic.
//
//   narrow    nttgen's form for primes of 31 bits (templates/reduce/lazy.cu,
//             `narrow`): CT inputs in [0, 2q), the twiddle product exact
//             (its sign correction kept), outputs x in [0, 2q), y in (0, 2q)
//   lazy      nttgen's form for primes below 2^30 (B = 2q): inputs in
//             [0, 4q), the product's sign correction left out (in (0, 2q))
//   signed    signed words in [-q, q): the input's sign fixed with one
//             conditional add, the Montgomery product's high half minus
//             m q's on signed operands (in (-q, q)), its sign fixed the same
//             way, then a - t and (a - q) + t; the representation Cheddar's
//             kernels keep (its paper, section on 32-bit words), written
//             here from that arithmetic
//
// Every form runs the same butterflies (16 words a thread, four levels per
// round, Montgomery twiddles w R mod q) and must leave the same residues:
// each thread's words are compared across forms, and a sample of threads
// against the host's exact arithmetic, before any time is printed.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 forms.cu -o forms && ./forms
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x)                                                                              \
    do {                                                                                      \
        cudaError_t e_ = (x);                                                                 \
        if (e_ != cudaSuccess) {                                                              \
            std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
            std::exit(2);                                                                     \
        }                                                                                     \
    } while (0)

constexpr int kWords = 16;   // words a thread holds (a radix-16 group)
constexpr int kTw = 8;       // twiddles a thread holds
constexpr int kLevels = 4;   // levels a round (16 = 2^4)

struct Mod {
    uint32_t q, qinv;  // qinv = q^-1 mod 2^32
};

enum Form { NARROW = 0, LAZY = 1, SIGNED = 2 };
static const char *kName[] = {"narrow", "lazy", "signed"};

// The twiddle of pair p at level l of a round: the same on host and device.
__host__ __device__ inline int tw_index(int l, int p) { return (l * 4 + p) % kTw; }

// ---- unsigned forms (nttgen's) ------------------------------------------------------

__device__ __forceinline__ uint32_t mont_exact(uint32_t a, uint32_t w, Mod m) {
    const uint32_t hi = __umulhi(a, w);
    const uint32_t u = (a * w) * m.qinv;
    const uint32_t uq = __umulhi(u, m.q);
    return hi - uq + (hi < uq ? m.q : 0u);
}
__device__ __forceinline__ uint32_t mont_lazy(uint32_t a, uint32_t w, Mod m) {
    const uint32_t u = (a * w) * m.qinv;
    return __umulhi(a, w) - __umulhi(u, m.q) + m.q;
}
__device__ __forceinline__ uint32_t csub(uint32_t x, uint32_t b) { return x >= b ? x - b : x; }

__device__ __forceinline__ void bfly_narrow(uint32_t &x, uint32_t &y, uint32_t w, Mod m) {
    const uint32_t u = csub(x, m.q);
    const uint32_t t = mont_exact(y, w, m);
    x = u + t;
    y = u - t + m.q;
}
__device__ __forceinline__ void bfly_lazy(uint32_t &x, uint32_t &y, uint32_t w, Mod m) {
    const uint32_t b = m.q + m.q;
    const uint32_t u = csub(x, b);
    const uint32_t t = mont_lazy(y, w, m);
    x = u + t;
    y = u - t + b;
}

// ---- signed words in [-q, q) ----------------------------------------------------------

// REDC of a b for signed a in [-q, q) and w in [0, q): (a w - m q) / 2^32
// with m = (a w) q^-1 mod 2^32 as a signed word; |a w - m q| < q 2^32, so
// the result is in (-q, q).
__device__ __forceinline__ int32_t mont_signed(int32_t a, uint32_t w, Mod m) {
    // w < q < 2^31 is a non-negative signed word: the signed high half.
    const int32_t hi = __mulhi(a, (int32_t)w);
    const int32_t mm = (int32_t)(((uint32_t)a * w) * m.qinv);
    return hi - __mulhi(mm, (int32_t)m.q);
}
__device__ __forceinline__ void bfly_signed(int32_t &a, int32_t &b, uint32_t w, Mod m) {
    const int32_t q = (int32_t)m.q;
    a += a < 0 ? q : 0;                  // [0, q)
    int32_t t = mont_signed(b, w, m);    // (-q, q)
    t += t < 0 ? q : 0;                  // [0, q)
    b = a - t;                           // (-q, q)
    a = (a - q) + t;                     // [-q, q)
}

// ---- the loop ---------------------------------------------------------------------------

template <int F>
__global__ void rounds(uint32_t *data, const uint32_t *tw, Mod m, int nrounds) {
    const size_t t = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    const size_t nthreads = (size_t)gridDim.x * blockDim.x;
    uint32_t x[kWords], w[kTw];
#pragma unroll
    for (int i = 0; i < kWords; i++) x[i] = data[i * nthreads + t];
#pragma unroll
    for (int i = 0; i < kTw; i++) w[i] = tw[(t * kTw + i) % 1024];
    for (int r = 0; r < nrounds; r++) {
#pragma unroll
        for (int l = 0; l < kLevels; l++) {
            const int s = kWords >> (l + 1);
#pragma unroll
            for (int p = 0; p < kWords / 2; p++) {
                const int j = (p / s) * 2 * s + p % s;
                const uint32_t wv = w[tw_index(l, p)];
                if constexpr (F == NARROW) bfly_narrow(x[j], x[j + s], wv, m);
                if constexpr (F == LAZY) bfly_lazy(x[j], x[j + s], wv, m);
                if constexpr (F == SIGNED) {
                    int32_t a = (int32_t)x[j], b = (int32_t)x[j + s];
                    bfly_signed(a, b, wv, m);
                    x[j] = (uint32_t)a;
                    x[j + s] = (uint32_t)b;
                }
            }
        }
    }
    // Residues in [0, q) for the comparison.
#pragma unroll
    for (int i = 0; i < kWords; i++) {
        uint32_t v = x[i];
        if constexpr (F == SIGNED) v = (int32_t)v < 0 ? v + m.q : v;
        data[i * nthreads + t] = v % m.q;
    }
}

// ---- host -------------------------------------------------------------------------------

static uint32_t inv32(uint32_t q) {  // q^-1 mod 2^32 (Newton)
    uint32_t x = q;
    for (int i = 0; i < 5; i++) x *= 2 - q * x;
    return x;
}
static uint64_t powmod(uint64_t b, uint64_t e, uint64_t q) {
    uint64_t r = 1;
    for (b %= q; e; e >>= 1, b = b * b % q)
        if (e & 1) r = r * b % q;
    return r;
}

// One thread's rounds in exact arithmetic: x, y -> x + w y, x - w y mod q
// with w the twiddle's value (w R R^-1).
static void host_rounds(std::vector<uint64_t> &x, const uint32_t *w, uint64_t q, int nrounds) {
    const uint64_t rinv = powmod(powmod(2, 32, q), q - 2, q);
    for (int r = 0; r < nrounds; r++)
        for (int l = 0; l < kLevels; l++) {
            const int s = kWords >> (l + 1);
            for (int p = 0; p < kWords / 2; p++) {
                const int j = (p / s) * 2 * s + p % s;
                const uint64_t wv = (uint64_t)w[tw_index(l, p)] * rinv % q;
                const uint64_t t = wv * x[j + s] % q;
                const uint64_t a = x[j];
                x[j] = (a + t) % q;
                x[j + s] = (a + q - t) % q;
            }
        }
}

struct Run {
    double ms;
    std::vector<uint32_t> out;
};

template <int F>
static Run run(const std::vector<uint32_t> &in, const std::vector<uint32_t> &tw, Mod m, int blocks, int threads,
               int nrounds, int reps) {
    uint32_t *d, *dtw;
    CHECK(cudaMalloc(&d, in.size() * 4));
    CHECK(cudaMalloc(&dtw, tw.size() * 4));
    CHECK(cudaMemcpy(dtw, tw.data(), tw.size() * 4, cudaMemcpyHostToDevice));
    Run r{0, std::vector<uint32_t>(in.size())};
    // Correctness run first (fresh input), then timed runs.
    CHECK(cudaMemcpy(d, in.data(), in.size() * 4, cudaMemcpyHostToDevice));
    rounds<F><<<blocks, threads>>>(d, dtw, m, nrounds);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r.out.data(), d, in.size() * 4, cudaMemcpyDeviceToHost));
    cudaEvent_t a, b;
    CHECK(cudaEventCreate(&a));
    CHECK(cudaEventCreate(&b));
    std::vector<float> times;
    for (int i = 0; i < reps; i++) {
        CHECK(cudaMemcpy(d, in.data(), in.size() * 4, cudaMemcpyHostToDevice));
        CHECK(cudaEventRecord(a));
        rounds<F><<<blocks, threads>>>(d, dtw, m, nrounds);
        CHECK(cudaEventRecord(b));
        CHECK(cudaEventSynchronize(b));
        float ms;
        CHECK(cudaEventElapsedTime(&ms, a, b));
        times.push_back(ms);
    }
    std::sort(times.begin(), times.end());
    r.ms = times[times.size() / 2];
    CHECK(cudaFree(d));
    CHECK(cudaFree(dtw));
    return r;
}

int main(int argc, char **argv) {
    const int blocks = argc > 1 ? std::atoi(argv[1]) : 132 * 16, threads = 256, nrounds = 64, reps = 7;
    if (argc > 2 || blocks < 1 || blocks > 65535) {
        std::fprintf(stderr, "forms: BLOCKS = %s: give one number of blocks from 1 to 65535 (default %d)\n", argc > 1 ? argv[1] : "", 132 * 16);
        return 2;
    }
    const uint32_t primes[] = {2147352577u /* 31 bits */, 1073479681u /* 30 bits */};
    const size_t nthreads = (size_t)blocks * threads;
    bool ok = true;
    std::printf("| prime | bits | form | ms | G butterflies/s | / narrow | check |\n|---|---|---|---|---|---|---|\n");
    for (uint32_t q : primes) {
        const Mod m{q, inv32(q)};
        const int bits = 32 - __builtin_clz(q);
        // Inputs in [0, q): every form's input range holds them. Twiddles w R mod q.
        std::vector<uint32_t> in(nthreads * kWords), tw(1024);
        uint64_t s = 0x9e3779b97f4a7c15ull ^ q;
        auto next = [&] { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; };
        for (auto &v : in) v = (uint32_t)(next() % q);
        for (auto &v : tw) v = (uint32_t)(next() % q);
        std::vector<Run> runs;
        std::vector<int> forms = {NARROW, SIGNED};
        if (bits <= 30) forms.insert(forms.begin() + 1, LAZY);
        for (int f : forms) {
            if (f == NARROW) runs.push_back(run<NARROW>(in, tw, m, blocks, threads, nrounds, reps));
            if (f == LAZY) runs.push_back(run<LAZY>(in, tw, m, blocks, threads, nrounds, reps));
            if (f == SIGNED) runs.push_back(run<SIGNED>(in, tw, m, blocks, threads, nrounds, reps));
        }
        // The host's exact residues for a sample of threads.
        std::vector<size_t> sample;
        for (size_t t = 0; t < nthreads; t += nthreads / 37 + 1) sample.push_back(t);
        const double bf = (double)nthreads * nrounds * kLevels * (kWords / 2);
        for (size_t k = 0; k < runs.size(); k++) {
            size_t bad = 0;
            for (size_t i = 0; i < in.size(); i++) bad += runs[k].out[i] != runs[0].out[i];
            for (size_t t : sample) {
                std::vector<uint64_t> x(kWords);
                for (int i = 0; i < kWords; i++) x[i] = in[i * nthreads + t];
                uint32_t w[kTw];
                for (int i = 0; i < kTw; i++) w[i] = tw[(t * kTw + i) % 1024];
                host_rounds(x, w, q, nrounds);
                for (int i = 0; i < kWords; i++) bad += runs[k].out[i * nthreads + t] != x[i];
            }
            ok = ok && bad == 0;
            std::printf("| %u | %d | %s | %.3f | %.1f | %.3f | %s |\n", q, bits, kName[forms[k]], runs[k].ms,
                        bf / runs[k].ms / 1e6, runs[k].ms / runs[0].ms, bad ? "FAILED" : "ok");
        }
    }
    std::printf("%s\n", ok ? "every form's residues equal (across forms and against the host's exact arithmetic)"
                           : "FAILED: some form's residues differ");
    return ok ? 0 : 1;
}

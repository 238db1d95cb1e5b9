// The harness shared by the benchmark's parts: the device context, timing
// (CUDA events, median of runs) and the result table.
#pragma once
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>
#include "tables.h"

#define CK(x)                                                                                  \
    do {                                                                                       \
        cudaError_t e_ = (x);                                                                  \
        if (e_ != cudaSuccess) {                                                               \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

namespace bench {

constexpr int NPOLY = 512, NPRIMES = 256;
constexpr size_t WORDS = (size_t)NPOLY * host::N;  // 2^25

template <class T>
struct DevBuf {
    T *p = nullptr;
    size_t n = 0;
    void alloc(size_t n_) {
        n = n_;
        CK(cudaMalloc(&p, n * sizeof(T)));
    }
    void up(const std::vector<T> &v) {
        if (!p) alloc(v.size());
        CK(cudaMemcpy(p, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
    }
    std::vector<T> down() const {
        std::vector<T> v(n);
        CK(cudaMemcpy(v.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost));
        return v;
    }
};

// One prime set (30 or 31 bits): its tables, inputs and reference outputs.
struct PrimeSet {
    int bits = 30;
    std::vector<u32> primes;
    host::TransformTables tb;
    std::vector<u32> in, ref;  // [poly][N], poly p under prime p % NPRIMES
    DevBuf<Mod> mods;
    DevBuf<u32> d_in, frags, psi, tw_a, tw_bx, tw_by, tw_f;
};

struct Ctx {
    int sms = 0;
    double copy_floor_us = 0, bfly_floor_us = 0;  // per 2^25 words: one read + write; 16 levels
    PrimeSet s30, s31;
    DevBuf<u32> buf, buf2;       // work buffers of WORDS
    DevBuf<u32> tw;              // pieces: (w, wq) planes of WORDS random twiddles
    std::vector<u32> h_tw;
    DevBuf<u32> pfrags[3];       // pieces: R = 16, 32, 64 DFT matrices, [prime][NF][32][4]
    std::vector<u32> h_pfrags[3];
};

// Median of `runs` timings (us) of `launch` after `warm` untimed calls.
inline double time_us(const std::function<void()> &launch, int warm = 2, int runs = 9) {
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    for (int i = 0; i < warm; i++) launch();
    std::vector<float> t;
    for (int i = 0; i < runs; i++) {
        CK(cudaEventRecord(a));
        launch();
        CK(cudaEventRecord(b));
        CK(cudaEventSynchronize(b));
        float ms;
        CK(cudaEventElapsedTime(&ms, a, b));
        t.push_back(ms * 1000.f);
    }
    CK(cudaGetLastError());
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

// A result row: printed at once (a later failure keeps the rows before it).
inline void row(const std::string &section, const std::string &name, double us, const std::string &derived,
                const std::string &check) {
    printf("| %-10s | %-58s | %9.2f | %-44s | %s |\n", section.c_str(), name.c_str(), us, derived.c_str(),
           check.c_str());
    fflush(stdout);
}

inline std::string fmt(const char *f, double a, double b = 0, double c = 0) {
    char s[160];
    snprintf(s, sizeof s, f, a, b, c);
    return s;
}

void run_floors(Ctx &c);
void run_pieces(Ctx &c);
void run_transforms(Ctx &c, PrimeSet &s, bool exact_cuda);
void run_wgmma(Ctx &c);

}  // namespace bench

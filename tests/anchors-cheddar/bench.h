// Timing and output lines of the driver, as the anchors harness writes them:
// CUDA events around 10 back-to-back calls after 3 warm-up calls, 7 groups,
// microseconds per call (median, min, max over the groups), and
//
//   RESULT,system,op,mode,word,log_n,limbs,distinct_primes,variant,median_us,min_us,max_us,check,note
//
// with mode = <parameter set>@<level> here.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

// A CUDA error where none may happen: say where, and stop (exit 3).
#define CK(x)                                                                                   \
    do {                                                                                        \
        cudaError_t e_ = (x);                                                                   \
        if (e_ != cudaSuccess) {                                                                \
            std::fprintf(stderr, "CUDA error '%s' at %s:%d: %s\n", cudaGetErrorString(e_), __FILE__, \
                         __LINE__, #x);                                                         \
            std::exit(3);                                                                       \
        }                                                                                       \
    } while (0)

namespace bench {

// Calls one time_calls makes with its defaults (warm-ups included).
constexpr int kTimedCalls = 3 + 7 * 10;

struct Stats {
    double med = 0, min = 0, max = 0;
};

// Events on stream 0 (Cheddar launches on the legacy default stream; every
// nttgen call here is given stream 0 too).
inline Stats time_calls(const std::function<void()> &call, int groups = 7, int per_group = 10, int warm = 3) {
    for (int i = 0; i < warm; i++) call();
    CK(cudaDeviceSynchronize());
    CK(cudaGetLastError());
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    std::vector<double> v;
    for (int g = 0; g < groups; g++) {
        CK(cudaEventRecord(a, 0));
        for (int i = 0; i < per_group; i++) call();
        CK(cudaEventRecord(b, 0));
        CK(cudaEventSynchronize(b));
        float ms = 0;
        CK(cudaEventElapsedTime(&ms, a, b));
        v.push_back(ms * 1000.0 / per_group);
    }
    CK(cudaGetLastError());
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
    std::sort(v.begin(), v.end());
    return Stats{v[v.size() / 2], v.front(), v.back()};
}

// Commas would split the CSV field: the check and the note use ';'.
inline std::string field(std::string s) {
    std::replace(s.begin(), s.end(), ',', ';');
    std::replace(s.begin(), s.end(), '\n', ' ');
    return s;
}

inline void result(const char *system, const std::string &op, const std::string &mode, const char *word, int log_n,
                   size_t limbs, size_t distinct, const std::string &variant, const Stats &st,
                   const std::string &check, const std::string &note) {
    std::printf("RESULT,%s,%s,%s,%s,%d,%zu,%zu,%s,%.2f,%.2f,%.2f,%s,%s\n", system, op.c_str(), mode.c_str(), word,
                log_n, limbs, distinct, field(variant).c_str(), st.med, st.min, st.max, field(check).c_str(),
                field(note).c_str());
    std::fflush(stdout);
}

// The device, or a clear refusal (exit 2) where there is none.
inline void require_device() {
    int count = 0;
    cudaError_t e = cudaGetDeviceCount(&count);
    if (e != cudaSuccess || count == 0) {
        std::fprintf(stderr,
                     "cheddar_ntt_bench: no CUDA device (%s): run it on the GPU machine (tests/anchors-cheddar/run.sh)\n",
                     e != cudaSuccess ? cudaGetErrorString(e) : "0 devices");
        std::exit(2);
    }
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, 0));
    int drv = 0, rt = 0;
    cudaDriverGetVersion(&drv);
    cudaRuntimeGetVersion(&rt);
    std::printf("DEVICE,%s,sm_%d%d,%d SMs,L2 %d MiB,driver API %d,runtime %d\n", p.name, p.major, p.minor,
                p.multiProcessorCount, p.l2CacheSize >> 20, drv, rt);
    std::fflush(stdout);
}

}  // namespace bench

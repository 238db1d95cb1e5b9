// nttgen: ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2.toml --out generated/ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2
//
// Host launch functions declared in ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2.host.cu

#include <string.h>
#include "ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2.h"

namespace nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2 {
#include "ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2.cu"
}

namespace {

typedef nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::word_t word_t;
typedef nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ModConst ModConst;

bool bad_batch(unsigned batch) { return batch == 0 || batch > 65535u; }
bool misaligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) != 0; }
// Whether `s` belongs to another CUDA context than the calling thread's current one.
typedef int (*stream_ctx_fn)(cudaStream_t, void**);
typedef int (*ctx_current_fn)(void**);
bool foreign_stream(cudaStream_t s) {
    if (s == 0 || s == cudaStreamLegacy || s == cudaStreamPerThread) return false;
    static stream_ctx_fn stream_ctx = 0;
    static ctx_current_fn ctx_current = 0;
    if (stream_ctx == 0 || ctx_current == 0) {
        void* a = 0;
        void* b = 0;
#if CUDART_VERSION >= 12050
        if (cudaGetDriverEntryPointByVersion("cuStreamGetCtx", &a, 12000, cudaEnableDefault, NULL) != cudaSuccess ||
            cudaGetDriverEntryPointByVersion("cuCtxGetCurrent", &b, 12000, cudaEnableDefault, NULL) != cudaSuccess) return false;
#else
        if (cudaGetDriverEntryPoint("cuStreamGetCtx", &a, cudaEnableDefault, NULL) != cudaSuccess ||
            cudaGetDriverEntryPoint("cuCtxGetCurrent", &b, cudaEnableDefault, NULL) != cudaSuccess) return false;
#endif
        if (a == 0 || b == 0) return false;
        stream_ctx = (stream_ctx_fn)a;
        ctx_current = (ctx_current_fn)b;
    }
    void* mine = 0;
    void* theirs = 0;
    // No current context yet: the runtime makes the primary one current at the launch.
    if (ctx_current(&mine) != 0 || mine == 0) return false;
    return stream_ctx(s, &theirs) != 0 || theirs != mine;
}
// Whether a several-launch grid of `blocks` is small enough for the one-launch form
// to pay (nttgen's Plan::one_launch_pays): at most 2 blocks per SM.
bool one_launch_pays(unsigned long long blocks) {
    int dev = 0, sms = 0;
    if (cudaGetDevice(&dev) != cudaSuccess || cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess) return false;
    return blocks <= 2ull * (unsigned long long)sms;
}
// Programmatic dependent launch where the device has it (compute capability 9.0
// and later): an `overlap` kernel waits for the grid launched before it ahead of its
// first buffer access (its table loads may go first: no launch writes tables).
bool dependent_launch() {
    int dev = 0, major = 0;
    if (cudaGetDevice(&dev) != cudaSuccess || cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev) != cudaSuccess) return false;
    return major >= 9;
}
template <typename... Params, typename... Args>
cudaError_t launch_overlapped(void (*kernel)(Params...), dim3 grid, dim3 block, unsigned smem, cudaStream_t stream, Args... args) {
    cudaLaunchAttribute attr;
    attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attr.val.programmaticStreamSerializationAllowed = 1;
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = grid;
    cfg.blockDim = block;
    cfg.dynamicSmemBytes = smem;
    cfg.stream = stream;
    cfg.attrs = &attr;
    cfg.numAttrs = dependent_launch() ? 1 : 0;
    return cudaLaunchKernelEx(&cfg, kernel, args...);
}

}  // namespace

extern "C" cudaError_t ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_upload_tables(const void* bytes, size_t len, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)NTT_U64_N14_R8_S8X6_C8_SHOUP_SL16_Q2_TABLE_WORDS * NTT_U64_N14_R8_S8X6_C8_SHOUP_SL16_Q2_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != NTT_U64_N14_R8_S8X6_C8_SHOUP_SL16_Q2_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_forward(const ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* tables, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_x, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_counters, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_counters == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_counters)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(8ull * batch * 2)) {
        e = ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_forward_coop(tables, d_x, batch, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    {
    int dev = 0, sms = 0, per_sm = 0;
    e = cudaGetDevice(&dev);
    if (e != cudaSuccess) return e;
    e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    if (e != cudaSuccess) return e;
    e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_fwd_stream, 256, 17536);
    if (e != cudaSuccess) return e;
    const unsigned long long polys = (unsigned long long)batch * 2, resident = (unsigned long long)per_sm * sms;
    const unsigned persistent_gx = resident > polys ? (unsigned)((resident + polys - 1) / polys) : 1u;
    if (polys * 16ull + persistent_gx * polys > 0xffffffffull) return cudaErrorInvalidValue; // tickets count in 32 bits
    e = launch_overlapped(nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_fwd_stream, dim3(persistent_gx, batch, 2), dim3(8, 32, 1), 17536, stream, reinterpret_cast<word_t*>(d_x), t + 8, reinterpret_cast<const ModConst*>(t + 0), reinterpret_cast<word_t*>(d_counters));
    if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_inverse(const ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* tables, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(32ull * batch * 2)) {
        e = ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_inverse_coop(tables, d_x, batch, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_inv1, dim3(32, batch, 2), dim3(8, 8, 1), 4352, stream, reinterpret_cast<word_t*>(d_x), t + 65544, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_inv0, dim3(8, batch, 2), dim3(8, 32, 1), 17408, stream, reinterpret_cast<word_t*>(d_x), t + 65544, t + 131080, t + 131084, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_pointwise(const ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* tables, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_x, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_pw, dim3(128, batch, 2), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_polymul(const ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* tables, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_x, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(32ull * batch * 2)) {
        e = ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_polymul_coop(tables, d_x, d_y, batch, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_fwd0, dim3(8, batch, 2), dim3(8, 32, 1), 17408, stream, reinterpret_cast<word_t*>(d_x), t + 8, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_fwd0, dim3(8, batch, 2), dim3(8, 32, 1), 17408, stream, reinterpret_cast<word_t*>(d_y), t + 8, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_product1, dim3(32, batch, 2), dim3(8, 8, 1), 8704, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + 8, t + 65544, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_inv0, dim3(8, batch, 2), dim3(8, 32, 1), 17408, stream, reinterpret_cast<word_t*>(d_x), t + 65544, t + 131080, t + 131084, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_forward_coop(const ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* tables, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = t + 8;
        auto a2 = reinterpret_cast<const ModConst*>(t + 0);
        auto a3 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_fwd_coop, 128, 8832);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 16LL * batch * 2) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_fwd_coop, dim3(16, batch, 2), dim3(4, 32, 1), args, 8832, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_inverse_coop(const ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* tables, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = t + 65544;
        auto a2 = t + 131080;
        auto a3 = t + 131084;
        auto a4 = reinterpret_cast<const ModConst*>(t + 0);
        auto a5 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3, (void*)&a4, (void*)&a5};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_inv_coop, 128, 8832);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 16LL * batch * 2) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_inv_coop, dim3(16, batch, 2), dim3(4, 32, 1), args, 8832, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_polymul_coop(const ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* tables, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_x, ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = reinterpret_cast<word_t*>(d_y);
        auto a2 = t + 8;
        auto a3 = t + 65544;
        auto a4 = t + 131080;
        auto a5 = t + 131084;
        auto a6 = reinterpret_cast<const ModConst*>(t + 0);
        auto a7 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3, (void*)&a4, (void*)&a5, (void*)&a6, (void*)&a7};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_product_coop, 128, 17536);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 16LL * batch * 2) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2::ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2_product_coop, dim3(16, batch, 2), dim3(4, 32, 1), args, 17536, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

// nttgen: ntt_u32_n12_r4_s6x6_c4_montgomery_pin (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n12_r4_s6x6_c4_montgomery_pin.toml --out generated/ntt_u32_n12_r4_s6x6_c4_montgomery_pin
//
// Host launch functions declared in ntt_u32_n12_r4_s6x6_c4_montgomery_pin.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c ntt_u32_n12_r4_s6x6_c4_montgomery_pin.host.cu

#include <string.h>
#include "ntt_u32_n12_r4_s6x6_c4_montgomery_pin.h"

namespace nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin {
#include "ntt_u32_n12_r4_s6x6_c4_montgomery_pin.cu"
}

namespace {

typedef nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::word_t word_t;
typedef nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ModConst ModConst;

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

extern "C" cudaError_t ntt_u32_n12_r4_s6x6_c4_montgomery_pin_upload_tables(const void* bytes, size_t len, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)NTT_U32_N12_R4_S6X6_C4_MONTGOMERY_PIN_TABLE_WORDS * NTT_U32_N12_R4_S6X6_C4_MONTGOMERY_PIN_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != NTT_U32_N12_R4_S6X6_C4_MONTGOMERY_PIN_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t ntt_u32_n12_r4_s6x6_c4_montgomery_pin_forward(const ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* tables, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(16ull * batch * 1)) {
        e = ntt_u32_n12_r4_s6x6_c4_montgomery_pin_forward_coop(tables, d_x, batch, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_fwd0, dim3(16, batch, 1), dim3(4, 16, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_fwd1, dim3(16, batch, 1), dim3(16, 4, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n12_r4_s6x6_c4_montgomery_pin_inverse(const ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* tables, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(16ull * batch * 1)) {
        e = ntt_u32_n12_r4_s6x6_c4_montgomery_pin_inverse_coop(tables, d_x, batch, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_inv1, dim3(16, batch, 1), dim3(16, 4, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_inv0, dim3(16, batch, 1), dim3(4, 16, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 4100, t + 8196, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n12_r4_s6x6_c4_montgomery_pin_pointwise(const ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* tables, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* d_x, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_pw, dim3(32, batch, 1), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n12_r4_s6x6_c4_montgomery_pin_polymul(const ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* tables, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* d_x, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(16ull * batch * 1)) {
        e = ntt_u32_n12_r4_s6x6_c4_montgomery_pin_polymul_coop(tables, d_x, d_y, batch, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_fwd0, dim3(16, batch, 1), dim3(4, 16, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_fwd0, dim3(16, batch, 1), dim3(4, 16, 1), 1056, stream, reinterpret_cast<word_t*>(d_y), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_product1, dim3(16, batch, 1), dim3(16, 4, 1), 2112, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + 4, t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_inv0, dim3(16, batch, 1), dim3(4, 16, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 4100, t + 8196, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n12_r4_s6x6_c4_montgomery_pin_forward_coop(const ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* tables, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = t + 4;
        auto a2 = reinterpret_cast<const ModConst*>(t + 0);
        auto a3 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_fwd_coop, 32, 528);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 32LL * batch * 1) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_fwd_coop, dim3(32, batch, 1), dim3(2, 16, 1), args, 528, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n12_r4_s6x6_c4_montgomery_pin_inverse_coop(const ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* tables, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = t + 4100;
        auto a2 = t + 8196;
        auto a3 = reinterpret_cast<const ModConst*>(t + 0);
        auto a4 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3, (void*)&a4};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_inv_coop, 32, 528);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 32LL * batch * 1) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_inv_coop, dim3(32, batch, 1), dim3(2, 16, 1), args, 528, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n12_r4_s6x6_c4_montgomery_pin_polymul_coop(const ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* tables, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* d_x, ntt_u32_n12_r4_s6x6_c4_montgomery_pin_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = reinterpret_cast<word_t*>(d_y);
        auto a2 = t + 4;
        auto a3 = t + 4100;
        auto a4 = t + 8196;
        auto a5 = reinterpret_cast<const ModConst*>(t + 0);
        auto a6 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3, (void*)&a4, (void*)&a5, (void*)&a6};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_product_coop, 32, 1056);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 32LL * batch * 1) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_ntt_u32_n12_r4_s6x6_c4_montgomery_pin::ntt_u32_n12_r4_s6x6_c4_montgomery_pin_product_coop, dim3(32, batch, 1), dim3(2, 16, 1), args, 1056, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

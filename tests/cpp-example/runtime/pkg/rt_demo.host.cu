// nttgen: rt_demo (generated; do not edit)
// command: codegen emit --spec tests/cpp-example/runtime/spec.toml --out tests/cpp-example/runtime/pkg
//
// Host launch functions declared in rt_demo.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c rt_demo.host.cu

#include <string.h>
#include "rt_demo.h"

namespace nttgen_rt_demo {
#include "rt_demo.cu"
}

namespace {

typedef nttgen_rt_demo::word_t word_t;
typedef nttgen_rt_demo::ModConst ModConst;

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

extern "C" cudaError_t rt_demo_upload_tables(const void* bytes, size_t len, rt_demo_word** tables, cudaStream_t stream) {
    const size_t per = (size_t)16392u * RT_DEMO_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len == 0 || len % per != 0 || len / per > RT_DEMO_MAX_TOWERS) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, len);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, len, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t rt_demo_forward(const rt_demo_word* tables, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    return rt_demo_forward_range(tables, towers, 0, d_x, batch, towers, stream);
}

extern "C" cudaError_t rt_demo_forward_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > RT_DEMO_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(4ull * batch * towers)) {
        e = rt_demo_forward_coop_range(tables, table_towers, first, d_x, batch, towers, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_rt_demo::rt_demo_fwd0, dim3(4, batch, towers), dim3(16, 8, 1), 8704, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 8192, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_rt_demo::rt_demo_fwd1, dim3(4, batch, towers), dim3(8, 16, 1), 8704, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 8192, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t rt_demo_inverse(const rt_demo_word* tables, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    return rt_demo_inverse_range(tables, towers, 0, d_x, batch, towers, stream);
}

extern "C" cudaError_t rt_demo_inverse_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > RT_DEMO_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(4ull * batch * towers)) {
        e = rt_demo_inverse_coop_range(tables, table_towers, first, d_x, batch, towers, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_rt_demo::rt_demo_inv1, dim3(4, batch, towers), dim3(8, 16, 1), 8704, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 8196 + (size_t)first * 8192, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_rt_demo::rt_demo_inv0, dim3(4, batch, towers), dim3(16, 8, 1), 8704, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 8196 + (size_t)first * 8192, t + (size_t)table_towers * 16388 + (size_t)first * 2, t + (size_t)table_towers * 16390 + (size_t)first * 2, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t rt_demo_pointwise(const rt_demo_word* tables, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    return rt_demo_pointwise_range(tables, towers, 0, d_x, d_y, batch, towers, stream);
}

extern "C" cudaError_t rt_demo_pointwise_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > RT_DEMO_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_rt_demo::rt_demo_pw, dim3(32, batch, towers), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t rt_demo_polymul(const rt_demo_word* tables, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    return rt_demo_polymul_range(tables, towers, 0, d_x, d_y, batch, towers, stream);
}

extern "C" cudaError_t rt_demo_polymul_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > RT_DEMO_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(4ull * batch * towers)) {
        e = rt_demo_polymul_coop_range(tables, table_towers, first, d_x, d_y, batch, towers, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_rt_demo::rt_demo_fwd0, dim3(4, batch, towers), dim3(16, 8, 1), 8704, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 8192, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_rt_demo::rt_demo_fwd0, dim3(4, batch, towers), dim3(16, 8, 1), 8704, stream, reinterpret_cast<word_t*>(d_y), t + (size_t)table_towers * 4 + (size_t)first * 8192, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_rt_demo::rt_demo_product1, dim3(4, batch, towers), dim3(8, 16, 1), 17408, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + (size_t)table_towers * 4 + (size_t)first * 8192, t + (size_t)table_towers * 8196 + (size_t)first * 8192, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_rt_demo::rt_demo_inv0, dim3(4, batch, towers), dim3(16, 8, 1), 8704, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 8196 + (size_t)first * 8192, t + (size_t)table_towers * 16388 + (size_t)first * 2, t + (size_t)table_towers * 16390 + (size_t)first * 2, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t rt_demo_forward_coop(const rt_demo_word* tables, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    return rt_demo_forward_coop_range(tables, towers, 0, d_x, batch, towers, stream);
}

extern "C" cudaError_t rt_demo_forward_coop_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > RT_DEMO_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = t + (size_t)table_towers * 4 + (size_t)first * 8192;
        auto a2 = reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4);
        auto a3 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_rt_demo::rt_demo_fwd_coop, 32, 2176);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 16LL * batch * towers) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_rt_demo::rt_demo_fwd_coop, dim3(16, batch, towers), dim3(4, 8, 1), args, 2176, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t rt_demo_inverse_coop(const rt_demo_word* tables, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    return rt_demo_inverse_coop_range(tables, towers, 0, d_x, batch, towers, stream);
}

extern "C" cudaError_t rt_demo_inverse_coop_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > RT_DEMO_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = t + (size_t)table_towers * 8196 + (size_t)first * 8192;
        auto a2 = t + (size_t)table_towers * 16388 + (size_t)first * 2;
        auto a3 = t + (size_t)table_towers * 16390 + (size_t)first * 2;
        auto a4 = reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4);
        auto a5 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3, (void*)&a4, (void*)&a5};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_rt_demo::rt_demo_inv_coop, 32, 2176);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 16LL * batch * towers) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_rt_demo::rt_demo_inv_coop, dim3(16, batch, towers), dim3(4, 8, 1), args, 2176, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t rt_demo_polymul_coop(const rt_demo_word* tables, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    return rt_demo_polymul_coop_range(tables, towers, 0, d_x, d_y, batch, towers, stream);
}

extern "C" cudaError_t rt_demo_polymul_coop_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > RT_DEMO_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = reinterpret_cast<word_t*>(d_y);
        auto a2 = t + (size_t)table_towers * 4 + (size_t)first * 8192;
        auto a3 = t + (size_t)table_towers * 8196 + (size_t)first * 8192;
        auto a4 = t + (size_t)table_towers * 16388 + (size_t)first * 2;
        auto a5 = t + (size_t)table_towers * 16390 + (size_t)first * 2;
        auto a6 = reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4);
        auto a7 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3, (void*)&a4, (void*)&a5, (void*)&a6, (void*)&a7};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_rt_demo::rt_demo_product_coop, 32, 4352);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 16LL * batch * towers) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_rt_demo::rt_demo_product_coop, dim3(16, batch, towers), dim3(4, 8, 1), args, 4352, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

// nttgen: dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle.toml --out generated/dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle
//
// Host launch functions declared in dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle.host.cu

#include <string.h>
#include "dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle.h"

namespace nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle {
#include "dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle.cu"
}

namespace {

typedef nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::word_t word_t;
typedef nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::ModConst ModConst;

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

extern "C" cudaError_t dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_upload_tables(const void* bytes, size_t len, dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)DGT_U32_N13_R2_S6X6_C2_MONTGOMERY_TWREGISTERSHUFFLE_TABLE_WORDS * DGT_U32_N13_R2_S6X6_C2_MONTGOMERY_TWREGISTERSHUFFLE_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != DGT_U32_N13_R2_S6X6_C2_MONTGOMERY_TWREGISTERSHUFFLE_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_forward(const dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* tables, dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(32ull * batch * 1)) {
        e = dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_forward_coop(tables, d_x, batch, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd0, dim3(32, batch, 1), dim3(32, 2, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 4, t + 16388, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd1, dim3(32, batch, 1), dim3(32, 2, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inverse(const dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* tables, dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(32ull * batch * 1)) {
        e = dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inverse_coop(tables, d_x, batch, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv1, dim3(32, batch, 1), dim3(32, 2, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 8196, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv0, dim3(32, batch, 1), dim3(32, 2, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 8196, t + 24580, t + 32772, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_pointwise(const dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* tables, dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* d_x, dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_pw, dim3(32, batch, 1), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_polymul(const dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* tables, dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* d_x, dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd0, dim3(32, batch, 1), dim3(32, 2, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 4, t + 16388, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd1, dim3(32, batch, 1), dim3(32, 2, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd0, dim3(32, batch, 1), dim3(32, 2, 1), 1056, stream, reinterpret_cast<word_t*>(d_y), t + 4, t + 16388, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd1, dim3(32, batch, 1), dim3(32, 2, 1), 1056, stream, reinterpret_cast<word_t*>(d_y), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_pw, dim3(32, batch, 1), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv1, dim3(32, batch, 1), dim3(32, 2, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 8196, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv0, dim3(32, batch, 1), dim3(32, 2, 1), 1056, stream, reinterpret_cast<word_t*>(d_x), t + 8196, t + 24580, t + 32772, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_forward_coop(const dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* tables, dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = t + 4;
        auto a2 = t + 16388;
        auto a3 = reinterpret_cast<const ModConst*>(t + 0);
        auto a4 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3, (void*)&a4};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd_coop, 64, 1056);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 32LL * batch * 1) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_fwd_coop, dim3(32, batch, 1), dim3(32, 2, 1), args, 1056, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inverse_coop(const dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* tables, dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = t + 8196;
        auto a2 = t + 24580;
        auto a3 = t + 32772;
        auto a4 = reinterpret_cast<const ModConst*>(t + 0);
        auto a5 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3, (void*)&a4, (void*)&a5};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv_coop, 64, 1056);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 32LL * batch * 1) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle::dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle_inv_coop, dim3(32, batch, 1), dim3(32, 2, 1), args, 1056, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

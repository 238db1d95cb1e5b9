// nttgen: dgt_u64_n10_r8_s9_c1_shoup_cb4 (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u64_n10_r8_s9_c1_shoup_cb4.toml --out generated/dgt_u64_n10_r8_s9_c1_shoup_cb4
//
// Host launch functions declared in dgt_u64_n10_r8_s9_c1_shoup_cb4.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c dgt_u64_n10_r8_s9_c1_shoup_cb4.host.cu

#include <string.h>
#include "dgt_u64_n10_r8_s9_c1_shoup_cb4.h"

namespace nttgen_dgt_u64_n10_r8_s9_c1_shoup_cb4 {
#include "dgt_u64_n10_r8_s9_c1_shoup_cb4.cu"
}

namespace {

typedef nttgen_dgt_u64_n10_r8_s9_c1_shoup_cb4::word_t word_t;
typedef nttgen_dgt_u64_n10_r8_s9_c1_shoup_cb4::ModConst ModConst;

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

extern "C" cudaError_t dgt_u64_n10_r8_s9_c1_shoup_cb4_upload_tables(const void* bytes, size_t len, dgt_u64_n10_r8_s9_c1_shoup_cb4_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)DGT_U64_N10_R8_S9_C1_SHOUP_CB4_TABLE_WORDS * DGT_U64_N10_R8_S9_C1_SHOUP_CB4_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    dgt_u64_n10_r8_s9_c1_shoup_cb4_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != DGT_U64_N10_R8_S9_C1_SHOUP_CB4_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t dgt_u64_n10_r8_s9_c1_shoup_cb4_forward(const dgt_u64_n10_r8_s9_c1_shoup_cb4_word* tables, dgt_u64_n10_r8_s9_c1_shoup_cb4_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_dgt_u64_n10_r8_s9_c1_shoup_cb4::dgt_u64_n10_r8_s9_c1_shoup_cb4_fwd0, dim3(4, batch, 1), dim3(16, 1, 1), 2176, stream, reinterpret_cast<word_t*>(d_x), t + 4, t + 1028, t + 4100, t + 5124, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u64_n10_r8_s9_c1_shoup_cb4_inverse(const dgt_u64_n10_r8_s9_c1_shoup_cb4_word* tables, dgt_u64_n10_r8_s9_c1_shoup_cb4_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_dgt_u64_n10_r8_s9_c1_shoup_cb4::dgt_u64_n10_r8_s9_c1_shoup_cb4_inv0, dim3(4, batch, 1), dim3(16, 1, 1), 2176, stream, reinterpret_cast<word_t*>(d_x), t + 2052, t + 3076, t + 6148, t + 7172, t + 8196, t + 8197, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u64_n10_r8_s9_c1_shoup_cb4_pointwise(const dgt_u64_n10_r8_s9_c1_shoup_cb4_word* tables, dgt_u64_n10_r8_s9_c1_shoup_cb4_word* d_x, dgt_u64_n10_r8_s9_c1_shoup_cb4_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_dgt_u64_n10_r8_s9_c1_shoup_cb4::dgt_u64_n10_r8_s9_c1_shoup_cb4_pw, dim3(4, batch, 1), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u64_n10_r8_s9_c1_shoup_cb4_polymul(const dgt_u64_n10_r8_s9_c1_shoup_cb4_word* tables, dgt_u64_n10_r8_s9_c1_shoup_cb4_word* d_x, dgt_u64_n10_r8_s9_c1_shoup_cb4_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_dgt_u64_n10_r8_s9_c1_shoup_cb4::dgt_u64_n10_r8_s9_c1_shoup_cb4_fwd0, dim3(4, batch, 1), dim3(16, 1, 1), 2176, stream, reinterpret_cast<word_t*>(d_x), t + 4, t + 1028, t + 4100, t + 5124, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u64_n10_r8_s9_c1_shoup_cb4::dgt_u64_n10_r8_s9_c1_shoup_cb4_fwd0, dim3(4, batch, 1), dim3(16, 1, 1), 2176, stream, reinterpret_cast<word_t*>(d_y), t + 4, t + 1028, t + 4100, t + 5124, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u64_n10_r8_s9_c1_shoup_cb4::dgt_u64_n10_r8_s9_c1_shoup_cb4_pw, dim3(4, batch, 1), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_dgt_u64_n10_r8_s9_c1_shoup_cb4::dgt_u64_n10_r8_s9_c1_shoup_cb4_inv0, dim3(4, batch, 1), dim3(16, 1, 1), 2176, stream, reinterpret_cast<word_t*>(d_x), t + 2052, t + 3076, t + 6148, t + 7172, t + 8196, t + 8197, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

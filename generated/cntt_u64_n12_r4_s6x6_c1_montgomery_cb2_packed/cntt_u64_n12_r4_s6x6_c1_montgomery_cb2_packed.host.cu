// nttgen: cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed (generated; do not edit)
// command: codegen emit --spec generated/specs/cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed.toml --out generated/cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed
//
// Host launch functions declared in cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed.host.cu

#include <string.h>
#include "cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed.h"

namespace nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed {
#include "cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed.cu"
}

namespace {

typedef nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::word_t word_t;
typedef nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::ModConst ModConst;

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

extern "C" cudaError_t cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_upload_tables(const void* bytes, size_t len, cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)CNTT_U64_N12_R4_S6X6_C1_MONTGOMERY_CB2_PACKED_TABLE_WORDS * CNTT_U64_N12_R4_S6X6_C1_MONTGOMERY_CB2_PACKED_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != CNTT_U64_N12_R4_S6X6_C1_MONTGOMERY_CB2_PACKED_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_forward(const cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* tables, cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* d_x, cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* d_s0, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_s0 == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_s0)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_fwd0, dim3(128, batch, 1), dim3(8, 1, 1), 272, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_s0), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_fwd1, dim3(128, batch, 1), dim3(8, 1, 1), 272, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_s0), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_inverse(const cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* tables, cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* d_x, cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* d_s0, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_s0 == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_s0)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_inv1, dim3(128, batch, 1), dim3(8, 1, 1), 272, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_s0), t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_inv0, dim3(128, batch, 1), dim3(8, 1, 1), 272, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_s0), t + 4100, t + 8196, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_pointwise(const cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* tables, cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* d_x, cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_pw, dim3(32, batch, 1), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_polymul(const cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* tables, cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* d_x, cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* d_y, cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_word* d_s0, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || d_s0 == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y) || misaligned(d_s0)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_fwd0, dim3(128, batch, 1), dim3(8, 1, 1), 272, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_s0), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_fwd1, dim3(128, batch, 1), dim3(8, 1, 1), 272, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_s0), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_fwd0, dim3(128, batch, 1), dim3(8, 1, 1), 272, stream, reinterpret_cast<word_t*>(d_y), reinterpret_cast<word_t*>(d_s0), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_fwd1, dim3(128, batch, 1), dim3(8, 1, 1), 272, stream, reinterpret_cast<word_t*>(d_y), reinterpret_cast<word_t*>(d_s0), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_pwinv1, dim3(128, batch, 1), dim3(8, 1, 1), 272, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<word_t*>(d_s0), t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed::cntt_u64_n12_r4_s6x6_c1_montgomery_cb2_packed_inv0, dim3(128, batch, 1), dim3(8, 1, 1), 272, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_s0), t + 4100, t + 8196, reinterpret_cast<const ModConst*>(t + 0));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

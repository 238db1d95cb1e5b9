// nttgen: ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const.toml --out generated/ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const
//
// Host launch functions declared in ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const.host.cu

#include <string.h>
#include "ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const.h"

namespace nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const {
#include "ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const.cu"
}

namespace {

typedef nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::word_t word_t;
typedef nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ModConst ModConst;

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

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_upload_tables(const void* bytes, size_t len, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word** tables, cudaStream_t stream) {
    const size_t per = (size_t)131080u * NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len == 0 || len % per != 0 || len / per > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, len);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, len, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward_range(tables, towers, 0, d_x, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(64ull * batch * towers)) {
        e = ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward_coop_range(tables, table_towers, first, d_x, batch, towers, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd0, dim3(64, batch, towers), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd1, dim3(16, batch, towers), dim3(32, 8, 1), 16896, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse_range(tables, towers, 0, d_x, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(64ull * batch * towers)) {
        e = ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse_coop_range(tables, table_towers, first, d_x, batch, towers, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv1, dim3(16, batch, towers), dim3(32, 8, 1), 16896, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 65540 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv0, dim3(64, batch, towers), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 65540 + (size_t)first * 65536, t + (size_t)table_towers * 131076 + (size_t)first * 2, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_pointwise(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_pointwise_range(tables, towers, 0, d_x, d_y, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_pointwise_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_pw, dim3(512, batch, towers), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul_range(tables, towers, 0, d_x, d_y, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    // One cooperative launch where it pays (the several-launch grid at most
    // 2 blocks per SM) and the whole grid fits the GPU at once.
    if (one_launch_pays(64ull * batch * towers)) {
        e = ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul_coop_range(tables, table_towers, first, d_x, d_y, batch, towers, stream);
        if (e != cudaErrorCooperativeLaunchTooLarge) return e;
    }
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd0, dim3(64, batch, towers), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd0, dim3(64, batch, towers), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_y), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_product1, dim3(16, batch, towers), dim3(32, 8, 1), 33792, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + (size_t)table_towers * 4 + (size_t)first * 65536, t + (size_t)table_towers * 65540 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv0, dim3(64, batch, towers), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 65540 + (size_t)first * 65536, t + (size_t)table_towers * 131076 + (size_t)first * 2, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward_coop(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward_coop_range(tables, towers, 0, d_x, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward_coop_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = t + (size_t)table_towers * 4 + (size_t)first * 65536;
        auto a2 = reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4);
        auto a3 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd_coop, 128, 8512);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 32LL * batch * towers) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd_coop, dim3(32, batch, towers), dim3(32, 4, 1), args, 8512, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse_coop(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse_coop_range(tables, towers, 0, d_x, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse_coop_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = t + (size_t)table_towers * 65540 + (size_t)first * 65536;
        auto a2 = t + (size_t)table_towers * 131076 + (size_t)first * 2;
        auto a3 = reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4);
        auto a4 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3, (void*)&a4};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv_coop, 128, 8512);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 32LL * batch * towers) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv_coop, dim3(32, batch, towers), dim3(32, 4, 1), args, 8512, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul_coop(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul_coop_range(tables, towers, 0, d_x, d_y, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul_coop_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    {
        auto a0 = reinterpret_cast<word_t*>(d_x);
        auto a1 = reinterpret_cast<word_t*>(d_y);
        auto a2 = t + (size_t)table_towers * 4 + (size_t)first * 65536;
        auto a3 = t + (size_t)table_towers * 65540 + (size_t)first * 65536;
        auto a4 = t + (size_t)table_towers * 131076 + (size_t)first * 2;
        auto a5 = reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4);
        auto a6 = static_cast<unsigned*>(nullptr);
        void* args[] = {(void*)&a0, (void*)&a1, (void*)&a2, (void*)&a3, (void*)&a4, (void*)&a5, (void*)&a6};
        int dev = 0, sms = 0, per_sm = 0;
        e = cudaGetDevice(&dev);
        if (e != cudaSuccess) return e;
        e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        if (e != cudaSuccess) return e;
        e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_product_coop, 128, 16896);
        if (e != cudaSuccess) return e;
        if ((long long)per_sm * sms < 32LL * batch * towers) return cudaErrorCooperativeLaunchTooLarge;
        e = cudaLaunchCooperativeKernel((const void*)nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_product_coop, dim3(32, batch, towers), dim3(32, 4, 1), args, 16896, stream);
        if (e != cudaSuccess) return e;
    }
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_range(tables, towers, 0, d_x, d_y, d_inv_p, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || d_inv_p == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd0, dim3(64, batch, towers), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_fwd1, dim3(16, batch, towers), dim3(32, 8, 1), 16896, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const word_t*>(d_inv_p), reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_separate(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_separate_range(tables, towers, 0, d_x, d_y, d_inv_p, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_separate_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || d_inv_p == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd0, dim3(64, batch, towers), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_fwd1, dim3(16, batch, towers), dim3(32, 8, 1), 16896, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_epi, dim3(128, batch, towers), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const word_t*>(d_inv_p), reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned skip_at, unsigned skip_len, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_range(tables, towers, 0, d_x, skip_at, skip_len, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned skip_at, unsigned skip_len, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    if (skip_len >= towers || skip_at > towers - skip_len) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_fwd0, dim3(64, batch, (towers - skip_len)), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 65536, t + (size_t)table_towers * 131078 + (size_t)first * 2, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4), (unsigned long long)skip_at, (unsigned long long)skip_len);
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_fwd1, dim3(16, batch, (towers - skip_len)), dim3(32, 8, 1), 16896, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4), (unsigned long long)skip_at, (unsigned long long)skip_len);
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_separate(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned skip_at, unsigned skip_len, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_separate_range(tables, towers, 0, d_x, skip_at, skip_len, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_separate_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned skip_at, unsigned skip_len, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    if (skip_len >= towers || skip_at > towers - skip_len) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_pro, dim3(128, batch, (towers - skip_len)), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 131078 + (size_t)first * 2, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4), (unsigned long long)skip_at, (unsigned long long)skip_len);
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_plain_fwd0, dim3(64, batch, (towers - skip_len)), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4), (unsigned long long)skip_at, (unsigned long long)skip_len);
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_fwd1, dim3(16, batch, (towers - skip_len)), dim3(32, 8, 1), 16896, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 4 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4), (unsigned long long)skip_at, (unsigned long long)skip_len);
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_c, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_range(tables, towers, 0, d_x, d_c, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_c, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_c == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv1, dim3(16, batch, towers), dim3(32, 8, 1), 16896, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 65540 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_inv0, dim3(64, batch, towers), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 65540 + (size_t)first * 65536, t + (size_t)table_towers * 131076 + (size_t)first * 2, t + (size_t)table_towers * 131078 + (size_t)first * 2, reinterpret_cast<const word_t*>(d_c), reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_separate(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_c, unsigned batch, unsigned towers, cudaStream_t stream) {
    return ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_separate_range(tables, towers, 0, d_x, d_c, batch, towers, stream);
}

extern "C" cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_separate_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_c, unsigned batch, unsigned towers, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_c == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    if (foreign_stream(stream)) return cudaErrorInvalidResourceHandle;
    if (towers == 0 || table_towers > NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS || first >= table_towers || towers > table_towers - first) return cudaErrorInvalidValue;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv1, dim3(16, batch, towers), dim3(32, 8, 1), 16896, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 65540 + (size_t)first * 65536, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inv0, dim3(64, batch, towers), dim3(8, 8, 1), 4224, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 65540 + (size_t)first * 65536, t + (size_t)table_towers * 131076 + (size_t)first * 2, reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    e = launch_overlapped(nttgen_ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const::ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_epi, dim3(128, batch, towers), dim3(128, 1, 1), 0, stream, reinterpret_cast<word_t*>(d_x), t + (size_t)table_towers * 131078 + (size_t)first * 2, reinterpret_cast<const word_t*>(d_c), reinterpret_cast<const ModConst*>(t + (size_t)table_towers * 0 + (size_t)first * 4));
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}
